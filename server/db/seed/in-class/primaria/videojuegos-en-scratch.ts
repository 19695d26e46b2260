import type { ItinerarySeed } from "../types.ts";

/** PRIMARIA, 9-12: a video game project in Scratch, from analysing games to a games fair. */
export const videojuegosEnScratch: ItinerarySeed = {
  slug: "primaria-9-12-videojuegos-en-scratch",
  program: "PRIMARIA",
  age: "nineToTwelve",
  devices: ["pc"],
  name: { es: "Crea tu videojuego en Scratch", en: "Create your video game in Scratch" },
  description: {
    es: "Un proyecto de trimestre en el que cada equipo diseña, programa, prueba y presenta su propio videojuego en Scratch. Se trabajan eventos, variables, condicionales y mensajes, y también el diseño pensando en quien va a jugar.",
    en: "A term-long project in which each team designs, programs, tests and presents its own video game in Scratch. It covers events, variables, conditionals and broadcasts, as well as designing with the player in mind.",
  },
  activities: [
    {
      slug: "que-hace-divertido-un-juego",
      minutes: 45,
      withMaterials: true,
      withOptions: true,
      name: { es: "¿Qué hace divertido un juego?", en: "What makes a game fun?" },
      es: {
        summary:
          "Antes de programar, el alumnado analiza juegos que conoce, de mesa y de pantalla, para descubrir sus elementos: objetivo, reglas, reto, recompensa. Cada equipo termina con la ficha de diseño de su futuro videojuego.",
        objectives: [
          "Identificar los elementos comunes de los juegos.",
          "Diseñar en papel un juego con objetivo, reglas y condición de victoria.",
          "Repartir los roles de un equipo de desarrollo.",
        ],
        steps: [
          "Pregunta por sus juegos favoritos y anota en la pizarra qué les gusta de cada uno.",
          "Agrupa las respuestas en cuatro elementos: objetivo, reglas, reto y recompensa.",
          "Los equipos juegan diez minutos a un juego de mesa sencillo y rellenan la ficha de análisis.",
          "Con la misma ficha, inventan su videojuego: quién es el protagonista, qué tiene que conseguir, qué se lo impide y cómo se gana o se pierde.",
          "Dibujan la pantalla principal del juego en una hoja grande.",
          "Reparten los roles del equipo: dirección de diseño, programación, arte y sonido, y pruebas.",
        ],
        materials: [
          "Juegos de mesa sencillos (dominó, juegos de cartas, tres en raya), uno por equipo",
          "Ficha de análisis y ficha de diseño de videojuego",
          "Hojas A3 y rotuladores",
        ],
        options:
          "Podéis limitar los diseños a un género (laberinto, plataformas, atrapar objetos) para que sea más fácil ayudar a todos los equipos. Si el grupo ya tiene experiencia, pedid que incluyan un segundo nivel en el diseño.",
      },
      en: {
        summary:
          "Before programming, pupils analyse games they know, board games and screen games, to discover their elements: goal, rules, challenge, reward. Each team ends up with the design sheet for its future video game.",
        objectives: [
          "Identify the elements games have in common.",
          "Design a game on paper with a goal, rules and a winning condition.",
          "Share out the roles of a development team.",
        ],
        steps: [
          "Ask about their favourite games and write on the board what they like about each one.",
          "Group the answers into four elements: goal, rules, challenge and reward.",
          "Teams play a simple board game for ten minutes and fill in the analysis sheet.",
          "With the same sheet, they invent their video game: who the main character is, what they must achieve, what gets in the way and how you win or lose.",
          "They draw the game's main screen on a large sheet.",
          "They share out the team roles: design lead, programming, art and sound, and testing.",
        ],
        materials: [
          "Simple board games (dominoes, card games, noughts and crosses), one per team",
          "Analysis sheet and video game design sheet",
          "A3 sheets and felt-tip pens",
        ],
        options:
          "You can limit the designs to one genre (maze, platformer, catching objects) so that it is easier to help every team. If the group is already experienced, ask them to include a second level in the design.",
      },
    },
    {
      slug: "tu-primer-personaje-en-scratch",
      minutes: 50,
      withPc: true,
      withPcOptions: true,
      name: { es: "Tu primer personaje en Scratch", en: "Your first character in Scratch" },
      es: {
        summary:
          "Los equipos crean el protagonista de su juego y lo controlan con las flechas del teclado. Es la primera toma de contacto con los eventos y las coordenadas del escenario de Scratch.",
        objectives: [
          "Crear o editar un objeto (sprite) con el editor de dibujo.",
          "Programar eventos de teclado para mover un personaje.",
          "Entender las coordenadas x e y del escenario.",
        ],
        steps: [
          "Muestra el editor de Scratch: escenario, objetos, categorías de bloques y área de programas.",
          "Cada equipo dibuja su protagonista o elige uno de la biblioteca y le pone nombre.",
          "Programan las cuatro flechas con «al presionar tecla» y «cambiar x/y por», y prueban el movimiento.",
          "Añaden «al hacer clic en la bandera verde, ir a x: y:» para que el personaje siempre empiece en el mismo sitio.",
          "Reto: que el personaje mire hacia donde se mueve y cambie de disfraz al andar.",
          "Guardan el proyecto con el nombre del equipo y la fecha.",
        ],
        pc: "Scratch funciona en el navegador (scratch.mit.edu) o con la aplicación de escritorio sin conexión, útil si la red del centro es lenta. Con cuentas de profesor de Scratch puedes crear las cuentas del alumnado sin correo electrónico y reunir los proyectos en un estudio de clase.",
        pcOptions:
          "Si no podéis usar cuentas, guardad los proyectos en el ordenador con «Archivo > Guardar en tu ordenador» en una carpeta de la clase y cargadlos cada sesión. En equipos sin teclado físico, usad los botones de la pantalla táctil programados con «al hacer clic en este objeto».",
      },
      en: {
        summary:
          "Teams create the main character of their game and control it with the arrow keys. It is their first contact with events and the coordinates of the Scratch stage.",
        objectives: [
          "Create or edit a sprite with the paint editor.",
          "Program keyboard events to move a character.",
          "Understand the x and y coordinates of the stage.",
        ],
        steps: [
          "Show the Scratch editor: the stage, sprites, block categories and the code area.",
          "Each team draws its main character or picks one from the library and names it.",
          "They program the four arrows with “when key pressed” and “change x/y by”, and test the movement.",
          "They add “when green flag clicked, go to x: y:” so that the character always starts in the same place.",
          "Challenge: make the character face the way it moves and change costume as it walks.",
          "They save the project with the team's name and the date.",
        ],
        pc: "Scratch runs in the browser (scratch.mit.edu) or as the offline desktop app, which is useful if the school network is slow. With a Scratch teacher account you can create pupil accounts without email addresses and collect the projects in a class studio.",
        pcOptions:
          "If you cannot use accounts, save the projects on the computer with “File > Save to your computer” in a class folder and load them every session. On devices without a physical keyboard, use on-screen buttons programmed with “when this sprite clicked”.",
      },
    },
    {
      slug: "puntos-vidas-y-variables",
      minutes: 55,
      withPc: true,
      withPcOptions: true,
      withOptions: true,
      name: { es: "Puntos, vidas y variables", en: "Points, lives and variables" },
      es: {
        summary:
          "El juego necesita llevar la cuenta: los equipos crean variables para los puntos y las vidas y usan condicionales para sumar, restar y terminar la partida. Es el corazón de la lógica de cualquier videojuego.",
        objectives: [
          "Crear variables y cambiar su valor durante el juego.",
          "Usar condicionales con sensores («si tocando…, entonces…»).",
          "Programar una condición de fin de partida.",
        ],
        steps: [
          "Explica la variable con una caja con etiqueta en la que se guarda un número que cambia: los puntos.",
          "Los equipos añaden un objeto que se recoge (una moneda, una fruta) y otro que hace daño.",
          "Crean las variables «puntos» y «vidas» y las ponen a 0 y a 3 al empezar.",
          "Dentro de un «por siempre», programan «si tocando moneda, sumar 1 a puntos» y mueven la moneda a un lugar al azar.",
          "Hacen lo mismo con el enemigo, restando una vida, y añaden «si vidas = 0, detener todo» con un mensaje de fin.",
          "Prueban el juego con otro equipo y ajustan lo que sea demasiado fácil o imposible.",
        ],
        pc: "Las variables están en la categoría naranja oscuro «Variables»; marcad la casilla para que se vean en el escenario. El bloque «número aleatorio entre» de Operadores sirve para colocar la moneda en un sitio distinto cada vez.",
        pcOptions:
          "Para equipos que van despacio, ofrece un proyecto de partida con los objetos ya dibujados desde el estudio de la clase, de modo que solo tengan que programar la lógica.",
        options:
          "Ampliación: que el enemigo se mueva más deprisa cada diez puntos, o añadir un récord que se guarde mientras el proyecto está abierto. Podéis relacionarlo con matemáticas pidiendo que anoten cómo cambian las variables en una tabla.",
      },
      en: {
        summary:
          "The game needs to keep count: teams create variables for points and lives and use conditionals to add, subtract and end the game. It is the heart of the logic of any video game.",
        objectives: [
          "Create variables and change their value during the game.",
          "Use conditionals with sensing blocks (“if touching…, then…”).",
          "Program a game-over condition.",
        ],
        steps: [
          "Explain a variable as a labelled box holding a number that changes: the points.",
          "Teams add an object to collect (a coin, a piece of fruit) and another that causes damage.",
          "They create the variables “points” and “lives” and set them to 0 and 3 at the start.",
          "Inside a “forever” loop, they program “if touching coin, change points by 1” and move the coin to a random place.",
          "They do the same with the enemy, taking away a life, and add “if lives = 0, stop all” with a game-over message.",
          "They test the game with another team and adjust whatever is too easy or impossible.",
        ],
        pc: "Variables are in the dark orange “Variables” category; tick the box so that they show on the stage. The “pick random” block in Operators places the coin somewhere different each time.",
        pcOptions:
          "For teams working more slowly, offer a starter project with the sprites already drawn from the class studio, so that they only have to program the logic.",
        options:
          "Extension: make the enemy speed up every ten points, or add a high score kept while the project is open. You can link it to maths by asking them to record how the variables change in a table.",
      },
    },
    {
      slug: "niveles-con-mensajes",
      minutes: 55,
      withPc: true,
      withPcOptions: true,
      name: { es: "Niveles con mensajes", en: "Levels with broadcasts" },
      es: {
        summary:
          "Los equipos añaden una pantalla de inicio, un segundo nivel y una pantalla final usando fondos y mensajes entre objetos. Aprenden a coordinar varias partes de un programa que funcionan a la vez.",
        objectives: [
          "Enviar y recibir mensajes entre objetos y escenario.",
          "Cambiar de fondo para crear pantallas y niveles.",
          "Organizar el programa para que sea fácil de leer.",
        ],
        steps: [
          "Dibuja en la pizarra el mapa del juego: inicio, nivel 1, nivel 2, fin, con flechas que indiquen qué hace pasar de uno a otro.",
          "Los equipos crean los fondos de inicio y final y un segundo fondo de nivel.",
          "Programan el botón «Jugar» para que envíe el mensaje «empezar» y los objetos aparezcan al recibirlo.",
          "Cuando los puntos llegan a 10, se envía «nivel 2»: cambia el fondo y aumenta la dificultad.",
          "Revisan los programas, borran bloques sueltos y añaden comentarios que expliquen cada parte.",
        ],
        pc: "Los bloques «enviar» y «al recibir» están en Eventos. Los fondos se editan seleccionando el escenario, abajo a la derecha. Recuerda que los comentarios se añaden con el botón derecho sobre el área de programas.",
        pcOptions:
          "Si un equipo tiene un juego sencillo, puede cambiar el nivel 2 por un modo difícil con el mismo fondo. Para revisar entre equipos, podéis proyectar un programa y jugar a «encuentra el error» con bloques cambiados a propósito.",
      },
      en: {
        summary:
          "Teams add a start screen, a second level and an end screen using backdrops and broadcasts between sprites. They learn to coordinate several parts of a program that run at the same time.",
        objectives: [
          "Send and receive broadcasts between sprites and the stage.",
          "Switch backdrops to create screens and levels.",
          "Organise the program so that it is easy to read.",
        ],
        steps: [
          "Draw the map of the game on the board: start, level 1, level 2, end, with arrows showing what moves you from one to the next.",
          "Teams create the start and end backdrops and a second level backdrop.",
          "They program the “Play” button to broadcast “start” and make the sprites appear when they receive it.",
          "When the points reach 10, “level 2” is broadcast: the backdrop changes and the difficulty goes up.",
          "They review their code, delete loose blocks and add comments explaining each part.",
        ],
        pc: "The “broadcast” and “when I receive” blocks are in Events. Backdrops are edited by selecting the stage, bottom right. Remember that comments are added by right-clicking on the code area.",
        pcOptions:
          "If a team has a simple game, it can replace level 2 with a hard mode on the same backdrop. To review between teams, you can project a program and play “spot the bug” with blocks swapped on purpose.",
      },
    },
    {
      slug: "sonidos-propios",
      minutes: 45,
      withMaterials: true,
      withPc: true,
      withOptions: true,
      name: { es: "Sonidos propios para tu juego", en: "Your own sounds for your game" },
      es: {
        summary:
          "Cada equipo graba los efectos y la música de su juego con objetos del aula y su voz, los edita en Scratch y los asocia a los eventos del juego. Se trabaja la creación de contenidos propios en lugar de copiar los ajenos.",
        objectives: [
          "Grabar y recortar sonidos en el editor de Scratch.",
          "Asociar sonidos a eventos del juego.",
          "Entender por qué es mejor crear recursos propios que usar otros sin permiso.",
        ],
        steps: [
          "Escuchad un videojuego sin imagen y anotad cuántos sonidos distintos hay y qué indican.",
          "Los equipos hacen la lista de sonidos que necesita su juego: coger moneda, perder vida, pasar de nivel, música de fondo.",
          "Los producen con objetos y su voz, en un rincón tranquilo, y los graban con el micrófono.",
          "En la pestaña Sonidos recortan el principio y el final de cada grabación y ajustan el volumen.",
          "Añaden «iniciar sonido» en el momento justo del programa y «tocar sonido hasta que termine» en bucle para la música.",
        ],
        materials: [
          "Auriculares con micrófono, uno por equipo",
          "Objetos sonoros: vasos, monedas, papel, un xilófono",
          "Ficha con la lista de sonidos del juego",
        ],
        pc: "Scratch graba directamente desde el micrófono en la pestaña Sonidos (el navegador pedirá permiso la primera vez). El editor permite recortar, cambiar el volumen y aplicar efectos como eco o más rápido.",
        options:
          "Si el aula es ruidosa, grabad por turnos en el pasillo o la biblioteca. Para ir más allá, componed una melodía corta con la extensión Música de Scratch en lugar de grabarla.",
      },
      en: {
        summary:
          "Each team records the effects and music for its game with classroom objects and their voices, edits them in Scratch and links them to game events. The focus is on creating their own content instead of copying other people's.",
        objectives: [
          "Record and trim sounds in the Scratch editor.",
          "Link sounds to game events.",
          "Understand why creating your own resources is better than using other people's without permission.",
        ],
        steps: [
          "Listen to a video game without the picture and note how many different sounds there are and what they signal.",
          "Teams list the sounds their game needs: picking up a coin, losing a life, moving up a level, background music.",
          "They make them with objects and their voices, in a quiet corner, and record them with the microphone.",
          "In the Sounds tab they trim the start and end of each recording and adjust the volume.",
          "They add “start sound” at the right moment in the program and “play sound until done” in a loop for the music.",
        ],
        materials: [
          "Headsets with microphones, one per team",
          "Objects that make sounds: cups, coins, paper, a xylophone",
          "A sheet listing the game's sounds",
        ],
        pc: "Scratch records straight from the microphone in the Sounds tab (the browser asks for permission the first time). The editor lets you trim, change the volume and apply effects such as echo or faster.",
        options:
          "If the classroom is noisy, record in turns in the corridor or the library. To go further, compose a short tune with Scratch's Music extension instead of recording it.",
      },
    },
    {
      slug: "prueba-de-jugadores",
      minutes: 45,
      withMaterials: true,
      withOptions: true,
      name: { es: "Prueba de jugadores", en: "Player testing" },
      es: {
        summary:
          "Los equipos intercambian sus juegos y los prueban como lo haría un estudio de videojuegos: observan, anotan y dan opiniones útiles y respetuosas. Después deciden qué cambios hacer.",
        objectives: [
          "Observar cómo juega otra persona sin darle pistas.",
          "Dar opiniones concretas y amables con la técnica del sándwich.",
          "Priorizar mejoras a partir de las opiniones recibidas.",
        ],
        steps: [
          "Explica las normas de la prueba: quien ha creado el juego mira y anota, pero no ayuda ni explica.",
          "Cada equipo juega cinco minutos al juego de otro mientras el equipo creador rellena la hoja de observación.",
          "Los jugadores escriben su opinión: algo que les ha gustado, algo que mejorarían y otra cosa positiva.",
          "Se hace una segunda ronda con otro equipo para tener dos opiniones.",
          "Cada equipo lee las opiniones, elige las tres mejoras más importantes y las apunta en su diario de proyecto.",
        ],
        materials: [
          "Hoja de observación (dónde se atasca, qué no entiende, cuánto tarda)",
          "Tarjetas de opinión con la estructura del sándwich",
          "Diario de proyecto de cada equipo",
        ],
        options:
          "Invitad a jugar a una clase de cursos inferiores: es la prueba más exigente. También podéis preparar un cuestionario en línea sencillo para recoger las valoraciones y comentar los resultados en gráficos.",
      },
      en: {
        summary:
          "Teams swap games and test them the way a games studio would: they observe, take notes and give useful, respectful feedback. Then they decide what changes to make.",
        objectives: [
          "Watch another person play without giving hints.",
          "Give specific, kind feedback with the sandwich technique.",
          "Prioritise improvements based on the feedback received.",
        ],
        steps: [
          "Explain the test rules: the team who made the game watches and takes notes but does not help or explain.",
          "Each team plays another team's game for five minutes while the creators fill in the observation sheet.",
          "The players write their feedback: something they liked, something they would improve and another positive point.",
          "There is a second round with another team so that each game gets two sets of feedback.",
          "Each team reads the feedback, chooses the three most important improvements and writes them in its project diary.",
        ],
        materials: [
          "Observation sheet (where they get stuck, what they do not understand, how long it takes)",
          "Feedback cards with the sandwich structure",
          "Each team's project diary",
        ],
        options:
          "Invite a younger class to play: it is the toughest test. You can also set up a simple online questionnaire to collect ratings and discuss the results in charts.",
      },
    },
    {
      slug: "feria-de-videojuegos",
      minutes: 60,
      withMaterials: true,
      withPc: true,
      name: { es: "Feria de videojuegos", en: "Video game fair" },
      es: {
        summary:
          "El proyecto termina con una feria en la que cada equipo presenta su juego a otras clases o a las familias, con un cartel, unas instrucciones y una demostración. Comunicar lo que se ha creado también es parte de la competencia digital.",
        objectives: [
          "Presentar un proyecto propio en público de forma clara.",
          "Redactar instrucciones de juego comprensibles.",
          "Valorar el trabajo de otros equipos y el propio.",
        ],
        steps: [
          "Cada equipo prepara un cartel con el nombre del juego, una captura de pantalla y los controles.",
          "Escriben en una tarjeta las instrucciones en un máximo de cinco líneas.",
          "Ensayan una presentación de dos minutos: de qué va el juego, qué fue lo más difícil y qué han aprendido.",
          "Montad los puestos con un ordenador por equipo y organizad los turnos de visitantes.",
          "Los visitantes votan en varias categorías (más original, mejor sonido, más difícil) con pegatinas.",
          "Al día siguiente, cada equipo escribe en su diario qué cambiaría si empezara de nuevo.",
        ],
        materials: ["Cartulinas, rotuladores y capturas de pantalla impresas", "Pegatinas de votación de colores", "Diario de proyecto"],
        pc: "Un ordenador por puesto con el proyecto abierto en modo pantalla completa y el sonido probado. Si los proyectos están en un estudio de Scratch de la clase, compartid el enlace con las familias para que puedan jugar desde casa.",
      },
      en: {
        summary:
          "The project ends with a fair where each team presents its game to other classes or to families, with a poster, instructions and a demonstration. Communicating what you have created is also part of digital competence.",
        objectives: [
          "Present their own project in public clearly.",
          "Write game instructions that others can follow.",
          "Assess other teams' work and their own.",
        ],
        steps: [
          "Each team prepares a poster with the game's name, a screenshot and the controls.",
          "They write the instructions on a card in five lines at most.",
          "They rehearse a two-minute presentation: what the game is about, what was hardest and what they have learnt.",
          "Set up the stands with one computer per team and organise the visitors' turns.",
          "Visitors vote in several categories (most original, best sound, hardest) with stickers.",
          "The next day, each team writes in its diary what it would change if it started again.",
        ],
        materials: ["Card, felt-tip pens and printed screenshots", "Coloured voting stickers", "Project diary"],
        pc: "One computer per stand with the project open in full-screen mode and the sound checked. If the projects are in a class Scratch studio, share the link with families so that they can play at home.",
      },
    },
  ],
};
