import type { ItinerarySeed } from "../types.ts";

/** PRIMARIA, 6-8 (this school year): algorithms without screens, then ScratchJr on the tablet. */
export const programarJugando: ItinerarySeed = {
  slug: "primaria-6-8-programar-jugando",
  program: "PRIMARIA",
  age: "sixToEight",
  devices: ["tablet"],
  name: { es: "Programar jugando", en: "Coding through play" },
  description: {
    es: "Del algoritmo del bocadillo a los primeros cuentos animados en ScratchJr. El itinerario alterna juegos sin pantallas, que dan sentido a las ideas de secuencia y repetición, con sesiones de tableta en parejas, y cierra con seguridad y bienestar digital.",
    en: "From the sandwich algorithm to the first animated stories in ScratchJr. The itinerary alternates screen-free games, which give meaning to the ideas of sequence and repetition, with tablet sessions in pairs, and ends with online safety and digital wellbeing.",
  },
  activities: [
    {
      slug: "el-algoritmo-del-bocadillo",
      minutes: 45,
      withMaterials: true,
      withOptions: true,
      name: { es: "El algoritmo del bocadillo", en: "The sandwich algorithm" },
      es: {
        summary:
          "La clase dicta al docente las instrucciones para preparar un bocadillo y el docente las sigue al pie de la letra, con resultados muy divertidos. Descubren que un ordenador solo hace lo que se le dice y que las instrucciones deben ser precisas y estar en orden.",
        objectives: [
          "Entender qué es un algoritmo: una lista ordenada de instrucciones precisas.",
          "Detectar instrucciones ambiguas o que faltan.",
          "Reescribir un algoritmo hasta que funcione.",
        ],
        steps: [
          "Coloca en la mesa el pan, la crema de cacao o el tomate, un cuchillo sin punta y un plato, y anuncia que eres un robot que solo obedece órdenes.",
          "Pide al grupo la primera instrucción y cúmplela literalmente: si dicen «pon la crema en el pan», apoya el bote encima del pan cerrado.",
          "Sigue así con cada orden, exagerando los malentendidos, y anota en la pizarra las instrucciones que han funcionado.",
          "Cuando el bocadillo esté hecho, leed juntos el algoritmo completo y numerad los pasos.",
          "En grupos de cuatro, escriben o dibujan el algoritmo para otra tarea sencilla: lavarse las manos o sacar punta a un lápiz.",
          "Cada grupo lee su algoritmo a otro grupo, que lo representa con mímica y señala dónde falta algo.",
        ],
        materials: [
          "Pan de molde, crema para untar (comprueba antes las alergias del grupo), un cuchillo sin punta y un plato",
          "Pizarra o papel continuo para anotar el algoritmo",
          "Folios y lápices para el trabajo en grupos",
        ],
        options:
          "Si no podéis usar comida, haced el algoritmo para ponerse una chaqueta o dibujar una cara con formas. En 2.º, introducid la palabra «error» (bug) y premiad al grupo que encuentre más errores en los algoritmos de los demás.",
      },
      en: {
        summary:
          "The class dictates to the teacher the instructions for making a sandwich and the teacher follows them literally, with very funny results. Pupils discover that a computer only does what it is told and that instructions must be precise and in order.",
        objectives: [
          "Understand what an algorithm is: an ordered list of precise instructions.",
          "Spot ambiguous or missing instructions.",
          "Rewrite an algorithm until it works.",
        ],
        steps: [
          "Put the bread, the chocolate spread or tomato, a round-ended knife and a plate on the table, and announce that you are a robot that only obeys orders.",
          "Ask the group for the first instruction and carry it out literally: if they say “put the spread on the bread”, put the closed jar on top of the bread.",
          "Continue with every order, exaggerating the misunderstandings, and write on the board the instructions that worked.",
          "When the sandwich is made, read the whole algorithm together and number the steps.",
          "In groups of four, they write or draw the algorithm for another simple task: washing their hands or sharpening a pencil.",
          "Each group reads its algorithm to another group, who mime it and point out where something is missing.",
        ],
        materials: [
          "Sliced bread, a spread (check the group's allergies first), a round-ended knife and a plate",
          "A board or a roll of paper to write the algorithm",
          "Paper and pencils for the group work",
        ],
        options:
          "If you cannot use food, write the algorithm for putting on a jacket or drawing a face with shapes. In Year 3, introduce the word “bug” and reward the group that finds the most bugs in the other groups' algorithms.",
      },
    },
    {
      slug: "pinta-como-un-ordenador",
      minutes: 45,
      withMaterials: true,
      withOptions: true,
      name: { es: "Pinta como un ordenador", en: "Paint like a computer" },
      es: {
        summary:
          "Las imágenes de una pantalla están hechas de cuadraditos llamados píxeles. El alumnado colorea una cuadrícula siguiendo un código de números y descubre un dibujo escondido; después codifica el suyo para que lo pinte un compañero.",
        objectives: [
          "Saber que las imágenes digitales están formadas por píxeles.",
          "Descodificar una imagen a partir de un código fila a fila.",
          "Codificar un dibujo propio para que otra persona lo reproduzca.",
        ],
        steps: [
          "Acerca una lupa a la pantalla de una tableta o muestra una foto ampliada hasta que se vean los cuadraditos.",
          "Explica el código: cada fila dice cuántos cuadrados van en blanco y cuántos en negro, por turnos, empezando por el blanco.",
          "Haced juntos la primera fila de un dibujo sencillo en la pizarra cuadriculada.",
          "Cada alumno colorea la ficha con el código hasta descubrir el dibujo escondido (un gato, un barco, un corazón).",
          "En una cuadrícula vacía de 8 × 8, dibujan su propio diseño y escriben su código fila a fila.",
          "Intercambian los códigos con su pareja, que debe pintar el dibujo sin ver el original, y comparan.",
        ],
        materials: [
          "Fichas cuadriculadas con el código de un dibujo escondido",
          "Cuadrículas vacías de 8 × 8 casillas",
          "Lápices de colores y una lupa",
        ],
        options:
          "Para 1.º, usad cuadrículas de 6 × 6 y el código con colores en lugar de números. Para 2.º, añadid un tercer color y un número delante de cada color. También podéis hacer un mural gigante de píxeles con pósits en la ventana.",
      },
      en: {
        summary:
          "The pictures on a screen are made of small squares called pixels. Pupils colour in a grid following a number code to uncover a hidden picture; then they encode their own for a classmate to paint.",
        objectives: [
          "Know that digital images are made of pixels.",
          "Decode an image from a code, row by row.",
          "Encode their own drawing so that someone else can reproduce it.",
        ],
        steps: [
          "Hold a magnifying glass up to a tablet screen or show a photo zoomed in until the little squares can be seen.",
          "Explain the code: each row says how many squares are white and how many black, taking turns, starting with white.",
          "Do the first row of a simple picture together on the squared board.",
          "Each pupil colours in the worksheet following the code until the hidden picture appears (a cat, a boat, a heart).",
          "On an empty 8 × 8 grid, they draw their own design and write its code row by row.",
          "They swap codes with a partner, who must paint the picture without seeing the original, and then compare.",
        ],
        materials: ["Squared worksheets with the code of a hidden picture", "Empty 8 × 8 grids", "Coloured pencils and a magnifying glass"],
        options:
          "For Year 2, use 6 × 6 grids and a code with colours instead of numbers. For Year 3, add a third colour and a number before each colour. You can also make a giant pixel mural with sticky notes on the window.",
      },
    },
    {
      slug: "conoce-scratchjr",
      minutes: 45,
      withTablet: true,
      withOptions: true,
      name: { es: "Conoce ScratchJr: tu primer personaje", en: "Meet ScratchJr: your first character" },
      es: {
        summary:
          "Primera sesión con ScratchJr: el alumnado descubre el escenario, los personajes y los bloques de movimiento y hace que el gato cruce la pantalla al tocar la bandera verde. Trabajan por parejas, con un rol de «manos» y otro de «copiloto».",
        objectives: [
          "Identificar el escenario, los personajes y la zona de programación de ScratchJr.",
          "Encadenar bloques de movimiento con un bloque de inicio.",
          "Trabajar por parejas turnándose los roles.",
        ],
        steps: [
          "Proyecta ScratchJr y presenta sus partes: el escenario, el gato, la paleta de bloques y la zona donde se encajan.",
          "Recuerda las tarjetas de flechas de «Simón dice» y muestra que los bloques azules son las mismas órdenes.",
          "Por parejas, crean un proyecto nuevo y hacen que el gato avance con tres bloques de «mover a la derecha».",
          "Añaden al principio el bloque de la bandera verde y prueban a iniciar el programa desde ella.",
          "Reto: que el gato cruce la pantalla, salte y vuelva. Cambian los roles cada cinco minutos.",
          "Cerrad enseñando dos o tres programas en la pizarra y comentando qué bloques han usado.",
        ],
        tablet:
          "Instala ScratchJr (gratuito, sin anuncios ni registro) en las tabletas antes de la sesión. Una tableta por pareja: quien tiene las «manos» toca la pantalla y el «copiloto» decide los bloques. Al terminar, cada pareja pone su nombre al proyecto tocando el icono de la hoja amarilla.",
        options:
          "Si hay pocas tabletas, haced una estación de ScratchJr mientras el resto del grupo programa con tarjetas de bloques en papel. Los que terminan pronto pueden cambiar el fondo y añadir un segundo personaje que se mueva a la vez.",
      },
      en: {
        summary:
          "First session with ScratchJr: pupils discover the stage, the characters and the motion blocks and make the cat cross the screen when they tap the green flag. They work in pairs, with one as the “hands” and the other as the “co-pilot”.",
        objectives: [
          "Identify the stage, the characters and the programming area of ScratchJr.",
          "Chain motion blocks to a start block.",
          "Work in pairs, taking turns in each role.",
        ],
        steps: [
          "Project ScratchJr and introduce its parts: the stage, the cat, the block palette and the area where the blocks fit together.",
          "Recall the arrow cards from “Simon says” and show that the blue blocks are the same orders.",
          "In pairs, they start a new project and make the cat move forward with three “move right” blocks.",
          "They add the green flag block at the beginning and try starting the program from it.",
          "Challenge: make the cat cross the screen, jump and come back. They swap roles every five minutes.",
          "Finish by showing two or three programs on the board and talking about the blocks they used.",
        ],
        tablet:
          "Install ScratchJr (free, with no adverts or sign-up) on the tablets before the session. One tablet per pair: the “hands” touch the screen and the “co-pilot” chooses the blocks. At the end, each pair names the project by tapping the yellow page icon.",
        options:
          "If tablets are scarce, set up a ScratchJr station while the rest of the group programs with paper block cards. Those who finish early can change the background and add a second character that moves at the same time.",
      },
    },
    {
      slug: "carrera-de-animales",
      minutes: 50,
      withTablet: true,
      withOptions: true,
      name: { es: "Carrera de animales en ScratchJr", en: "Animal race in ScratchJr" },
      es: {
        summary:
          "Cada pareja programa dos animales que echan una carrera al tocar la bandera verde. Para que gane uno u otro tienen que jugar con el número de pasos y la velocidad, y descubren el bloque de repetir.",
        objectives: [
          "Usar el número de los bloques de movimiento para controlar la distancia.",
          "Cambiar la velocidad de un personaje.",
          "Sustituir bloques iguales seguidos por un bloque de repetición.",
        ],
        steps: [
          "Pregunta: si dos animales empiezan a la vez, ¿cómo podemos decidir cuál llega antes a la meta?",
          "Cada pareja elige un fondo y dos animales y los coloca en la línea de salida, a la izquierda.",
          "Programan los dos animales con la bandera verde y bloques de mover a la derecha, y prueban quién gana.",
          "Muestra el bloque de velocidad y el número bajo los bloques de movimiento; las parejas hacen que gane el animal más lento.",
          "Presenta el bloque naranja de repetir: sustituyen cinco bloques iguales por uno de mover dentro de un repetir 5.",
          "Añaden un sonido grabado cuando un animal llega a la meta y organizáis una ronda de apuestas con las carreras de otras parejas.",
        ],
        tablet:
          "En ScratchJr, el número debajo de cada bloque de movimiento indica los pasos (una cuadrícula, que se ve con el botón de la rejilla). El bloque de velocidad está en los bloques de control, en naranja, igual que el de repetir. Para grabar el sonido de meta se usa el micrófono de los bloques verdes.",
        options:
          "Para el alumnado que va más rápido: que el animal que pierde diga algo con un bocadillo al llegar. Sin tabletas suficientes, haced la carrera en el suelo con dos compañeros que avanzan según tarjetas con números.",
      },
      en: {
        summary:
          "Each pair programs two animals that race each other when the green flag is tapped. To decide which one wins they have to play with the number of steps and the speed, and they discover the repeat block.",
        objectives: [
          "Use the number on motion blocks to control distance.",
          "Change a character's speed.",
          "Replace identical blocks in a row with a repeat block.",
        ],
        steps: [
          "Ask: if two animals start at the same time, how can we decide which one reaches the finish first?",
          "Each pair chooses a background and two animals and places them on the starting line, on the left.",
          "They program both animals with the green flag and move-right blocks and test which one wins.",
          "Show the speed block and the number under the motion blocks; pairs make the slower animal win.",
          "Introduce the orange repeat block: they replace five identical blocks with one move block inside a repeat 5.",
          "They add a recorded sound when an animal reaches the finish, and you hold a round of guesses with other pairs' races.",
        ],
        tablet:
          "In ScratchJr, the number under each motion block gives the steps (one grid square, shown with the grid button). The speed block is among the orange control blocks, like the repeat block. The finish sound is recorded with the microphone in the green blocks.",
        options:
          "For pupils who work faster: make the losing animal say something in a speech bubble when it arrives. Without enough tablets, hold the race on the floor with two classmates who move according to number cards.",
      },
    },
    {
      slug: "cuento-en-tres-escenas",
      minutes: 60,
      withMaterials: true,
      withTablet: true,
      name: { es: "Un cuento en tres escenas", en: "A story in three scenes" },
      es: {
        summary:
          "Las parejas planifican en papel un cuento corto con principio, nudo y desenlace y lo animan en ScratchJr con tres páginas. Unen escritura, planificación y programación en un producto que pueden enseñar a otras clases.",
        objectives: [
          "Planificar una historia en tres partes antes de programarla.",
          "Usar varias páginas y pasar de una a otra.",
          "Hacer que los personajes hablen con bocadillos de texto.",
        ],
        steps: [
          "Recuerda la estructura de un cuento: cómo empieza, qué problema aparece y cómo se resuelve.",
          "Cada pareja dibuja su cuento en la plantilla de tres viñetas y escribe una frase por viñeta.",
          "En ScratchJr, crean tres páginas, una por viñeta, con su fondo y sus personajes.",
          "Programan cada página: movimientos, una frase en un bocadillo y, al final, el bloque rojo que pasa a la siguiente página.",
          "Prueban el cuento entero desde la primera página y corrigen lo que no encaja con la plantilla.",
          "Presentad los cuentos en un «cine de la clase» proyectando las tabletas.",
        ],
        materials: [
          "Plantilla de guion gráfico con tres viñetas",
          "Lápices y colores",
          "Una cartulina con las palabras más usadas para escribir en los bocadillos",
        ],
        tablet:
          "ScratchJr admite hasta cuatro páginas por proyecto (la fila de la derecha). El bloque rojo final con la miniatura de una página salta a ella. Para escribir en los bocadillos se usa el bloque morado «decir»; en 1.º se puede grabar la voz con el bloque verde en su lugar.",
      },
      en: {
        summary:
          "Pairs plan a short story with a beginning, a middle and an end on paper and animate it in ScratchJr on three pages. It brings together writing, planning and programming in a product they can show to other classes.",
        objectives: [
          "Plan a story in three parts before programming it.",
          "Use several pages and move from one to another.",
          "Make the characters speak with speech bubbles.",
        ],
        steps: [
          "Recall the structure of a story: how it starts, what problem appears and how it is solved.",
          "Each pair draws their story on the three-panel template and writes one sentence per panel.",
          "In ScratchJr, they create three pages, one per panel, with its background and characters.",
          "They program each page: movements, a sentence in a speech bubble and, at the end, the red block that goes to the next page.",
          "They test the whole story from the first page and fix whatever does not match the template.",
          "Show the stories in a “class cinema” by projecting the tablets.",
        ],
        materials: [
          "A storyboard template with three panels",
          "Pencils and colours",
          "A card with the most common words for writing in the speech bubbles",
        ],
        tablet:
          "ScratchJr allows up to four pages per project (the column on the right). The red end block showing a page thumbnail jumps to that page. The purple “say” block writes in the speech bubbles; in Year 2 pupils can record their voices with the green block instead.",
      },
    },
    {
      slug: "contrasenas-de-superheroe",
      minutes: 40,
      withMaterials: true,
      withOptions: true,
      name: { es: "Contraseñas de superhéroe", en: "Superhero passwords" },
      es: {
        summary:
          "Cada alumno crea una contraseña secreta uniendo tres palabras de su superhéroe inventado, y descubre por qué no se comparte con nadie salvo con su familia. Una primera aproximación a la seguridad de las cuentas, adaptada a su edad.",
        objectives: [
          "Saber para qué sirve una contraseña.",
          "Crear una contraseña larga y fácil de recordar con palabras.",
          "Entender que las contraseñas solo se comparten con la familia.",
        ],
        steps: [
          "Pregunta qué guardan bajo llave en casa y por qué; relaciona la llave con la contraseña de una tableta o un juego.",
          "Muestra dos contraseñas, «1234» y «DragónAzulComeNubes», y que voten cuál sería más difícil de adivinar.",
          "Cada alumno inventa un superhéroe y elige tres palabras sobre él: un animal, un color y algo que le guste hacer.",
          "Las unen para formar su contraseña de superhéroe y la escriben en una tarjeta dentro de un sobre cerrado.",
          "Jugad a «los adivinadores»: un voluntario intenta adivinar la contraseña de otro con tres pistas y comprobáis lo difícil que es.",
          "Terminad con la regla de oro: la contraseña es como el cepillo de dientes, no se presta.",
        ],
        materials: ["Tarjetas y sobres", "Ficha para dibujar al superhéroe", "Un candado y su llave para la introducción"],
        options:
          "Llevad los sobres a casa con una nota para que las familias hablen de sus propias contraseñas. En 2.º, añadid un número y un símbolo a la contraseña y explicad por qué algunas páginas los piden.",
      },
      en: {
        summary:
          "Each pupil creates a secret password by joining three words about their invented superhero, and discovers why it is not shared with anyone except their family. A first, age-appropriate introduction to account security.",
        objectives: [
          "Know what a password is for.",
          "Create a long password that is easy to remember using words.",
          "Understand that passwords are only shared with family.",
        ],
        steps: [
          "Ask what they keep locked at home and why; link the key with the password of a tablet or a game.",
          "Show two passwords, “1234” and “BlueDragonEatsClouds”, and let them vote on which would be harder to guess.",
          "Each pupil invents a superhero and chooses three words about it: an animal, a colour and something it likes doing.",
          "They join them to make their superhero password and write it on a card inside a sealed envelope.",
          "Play “the guessers”: a volunteer tries to guess someone's password with three clues and you see how hard it is.",
          "Finish with the golden rule: a password is like a toothbrush, you do not lend it.",
        ],
        materials: ["Cards and envelopes", "A worksheet to draw the superhero", "A padlock and its key for the introduction"],
        options:
          "Send the envelopes home with a note so that families talk about their own passwords. In Year 3, add a number and a symbol to the password and explain why some websites ask for them.",
      },
    },
    {
      slug: "semaforo-de-las-pantallas",
      minutes: 30,
      withMaterials: true,
      name: { es: "El semáforo de las pantallas", en: "The screen traffic light" },
      es: {
        summary:
          "El alumnado clasifica situaciones de uso de pantallas en verde (bien), ámbar (depende) y rojo (no es buena idea) y habla de cómo se sienten. Acaban con un compromiso de clase para usar las pantallas con cabeza.",
        objectives: [
          "Reconocer situaciones de uso saludable y poco saludable de las pantallas.",
          "Expresar cómo se sienten después de mucho rato de pantalla.",
          "Acordar normas sencillas de uso en clase y en casa.",
        ],
        steps: [
          "Dibuja un semáforo grande en la pizarra y explica qué significa cada color en esta actividad.",
          "Lee tarjetas de situaciones («veo dibujos mientras ceno», «hago una videollamada con la abuela», «juego a la consola antes de dormir») y el grupo decide su color levantando cartulinas.",
          "Cuando no haya acuerdo, pregunta por qué: muchas situaciones son ámbar y dependen del tiempo o del momento.",
          "Habla de cómo notan el cuerpo después de mucho rato de pantalla: ojos cansados, ganas de moverse, enfado al apagar.",
          "Escribid juntos tres normas de clase en verde y colgadlas junto a la tableta.",
        ],
        materials: [
          "Tarjetas con situaciones de uso de pantallas",
          "Cartulinas verdes, ámbar y rojas, una de cada por alumno",
          "Un semáforo dibujado en papel continuo",
        ],
      },
      en: {
        summary:
          "Pupils sort situations of screen use into green (fine), amber (it depends) and red (not a good idea) and talk about how they feel. They finish with a class pledge to use screens sensibly.",
        objectives: [
          "Recognise healthy and unhealthy situations of screen use.",
          "Express how they feel after a long time in front of a screen.",
          "Agree on simple rules for screen use in class and at home.",
        ],
        steps: [
          "Draw a large traffic light on the board and explain what each colour means in this activity.",
          "Read out situation cards (“I watch cartoons while having dinner”, “I video call my grandma”, “I play on the console before going to sleep”) and the group decides their colour by holding up cards.",
          "When they disagree, ask why: many situations are amber and depend on how long or when.",
          "Talk about how their bodies feel after a long time in front of a screen: tired eyes, wanting to move, getting angry when it is switched off.",
          "Write three green class rules together and hang them next to the tablet.",
        ],
        materials: [
          "Cards with situations of screen use",
          "Green, amber and red cards, one of each per pupil",
          "A traffic light drawn on a roll of paper",
        ],
      },
    },
  ],
};
