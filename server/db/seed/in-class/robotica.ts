import type { ItinerarySeed } from "./types.ts";

/**
 * The ROBOTICA programme (robotics and artificial intelligence): one itinerary per age segment, growing
 * from unplugged floor robots (4-5) to micro:bit, the Internet of Things and AI ethics (+12), plus an
 * online AI itinerary for 9-12 that only needs a computer with a browser.
 */

/** The programme's picture doubles as the logo of the Zum robotics kit projects. */
const ZUM_LOGO = "/images/programs/robotica-e-ia.svg";

const floorRobots: ItinerarySeed = {
  slug: "robotica-4-5-robots-de-suelo",
  program: "ROBOTICA",
  age: "fourToFive",
  devices: [],
  name: { es: "Pequeños programadores: robots de suelo", en: "Little programmers: floor robots" },
  description: {
    es: "Primer contacto con la programación sin pantallas para Infantil. El alumnado juega a ser robot, aprende a dar órdenes en el orden correcto y acaba programando un robot de suelo con botones sobre tapetes cuadriculados.",
    en: "A first, screen-free taste of programming for nursery and reception classes. Children play at being robots, learn to give orders in the right order and end up programming a button-operated floor robot on grid mats.",
  },
  activities: [
    {
      slug: "soy-un-robot",
      minutes: 30,
      withMaterials: true,
      withOptions: true,
      name: { es: "Soy un robot: órdenes con el cuerpo", en: "I am a robot: orders with our bodies" },
      es: {
        summary:
          "Antes de tocar ningún robot, los niños y niñas se convierten en uno. Siguen órdenes sencillas (avanzar, girar, parar) sobre una cuadrícula en el suelo y descubren que un robot solo hace lo que se le dice.",
        objectives: [
          "Reconocer las órdenes básicas de movimiento: avanzar, retroceder, girar a la derecha y a la izquierda.",
          "Comprender que las órdenes se ejecutan una a una y en el orden en que se dan.",
          "Reforzar la orientación espacial y el vocabulario de posición (delante, detrás, al lado).",
        ],
        steps: [
          "Marca en el suelo una cuadrícula de 4 × 4 casillas con cinta de carrocero, cada casilla del tamaño de un paso infantil.",
          "Enseña los cuatro gestos de las órdenes (brazo hacia delante, hacia atrás, mano a la derecha, mano a la izquierda) y practicadlos en el sitio.",
          "Un niño se pone la diadema de robot en una casilla de salida; tú das las órdenes en voz alta y el robot avanza una casilla o gira sobre sí mismo con cada una.",
          "Coloca un peluche en otra casilla y pide al grupo que diga, orden a orden, cómo llegar hasta él mientras el robot las cumple.",
          "Da una orden «trampa» que saque al robot de la cuadrícula y comentad qué ha pasado y cómo arreglarlo.",
          "Rotad el papel de robot y de programador hasta que todos hayan sido ambas cosas.",
        ],
        materials: [
          "Cinta de carrocero de colores",
          "Una diadema o gorro de robot hecho con cartulina",
          "Un peluche o una pelota como destino",
          "Cuatro tarjetas grandes con flechas para recordar las órdenes",
        ],
        options:
          "Para hacerlo más fácil, usad solo «avanzar» y una sola dirección de giro. Para hacerlo más difícil, el programador da tres órdenes seguidas y el robot debe recordarlas antes de moverse. También podéis jugar en el patio con aros en lugar de cinta.",
      },
      en: {
        summary:
          "Before touching any robot, the children become one. They follow simple orders (forward, turn, stop) on a grid on the floor and discover that a robot only does what it is told.",
        objectives: [
          "Recognise the basic movement orders: forward, back, turn right and turn left.",
          "Understand that orders are carried out one at a time and in the order they are given.",
          "Build spatial awareness and the vocabulary of position (in front, behind, beside).",
        ],
        steps: [
          "Mark a 4 × 4 grid on the floor with masking tape, each square the size of a child's step.",
          "Teach the four gestures for the orders (arm forward, arm back, hand to the right, hand to the left) and practise them on the spot.",
          "One child puts on the robot headband on a starting square; you call out the orders and with each one the robot moves one square or turns on the spot.",
          "Put a soft toy on another square and ask the group to say, order by order, how to reach it while the robot carries them out.",
          "Give a “trick” order that takes the robot off the grid and talk about what happened and how to fix it.",
          "Rotate the roles of robot and programmer until everyone has been both.",
        ],
        materials: [
          "Coloured masking tape",
          "A robot headband or hat made of card",
          "A soft toy or a ball as the destination",
          "Four large arrow cards to remind everyone of the orders",
        ],
        options:
          "To make it easier, use only “forward” and one turning direction. To make it harder, the programmer gives three orders in a row and the robot must remember them before moving. You can also play in the playground with hoops instead of tape.",
      },
    },
    {
      slug: "conocemos-al-robot",
      minutes: 30,
      withKit: true,
      withOptions: true,
      name: { es: "Conocemos al robot de suelo", en: "Meeting the floor robot" },
      es: {
        summary:
          "El grupo descubre el robot de suelo del kit: sus botones, cuánto avanza con cada paso y por qué hay que borrar la memoria antes de empezar. Es una sesión de exploración guiada en la que se hacen predicciones y se comprueban.",
        objectives: [
          "Identificar los botones del robot y lo que hace cada uno.",
          "Descubrir que cada paso del robot mide siempre lo mismo (una casilla del tapete).",
          "Hacer predicciones y comprobarlas con el robot.",
        ],
        steps: [
          "Sentados en corro, presenta el robot como un nuevo compañero de clase y pide al grupo que describa lo que ve: ojos, ruedas, botones.",
          "Pulsa una vez «adelante» y «GO» y deja que observen cuánto se mueve; marca con un gomet dónde empieza y dónde termina.",
          "Pregunta cuántos pasos necesitará para llegar hasta una marca a tres casillas y comprobadlo; repite con los giros.",
          "Enseña el botón de borrar: programa dos pasos, pulsa «GO», añade un paso sin borrar y observad juntos el resultado inesperado.",
          "Por parejas, cada niño programa un movimiento libre y su compañero adivina hacia dónde irá antes de pulsar «GO».",
          "Cerrad la sesión poniendo nombre al robot y acordando las normas para cuidarlo.",
        ],
        kit: "Usa el robot de suelo del kit con la batería cargada y el tapete de casillas de 15 cm, que es justo lo que avanza el robot en cada paso. Deja el sonido activado: ayuda a los más pequeños a contar las órdenes mientras se ejecutan.",
        options:
          "Si hay varios robots, formad grupos de cuatro con un robot cada uno y una persona adulta de apoyo. Con el grupo de 5 años podéis introducir el botón de pausa y contar en voz alta los pasos de cada programa.",
      },
      en: {
        summary:
          "The group discovers the floor robot from the kit: its buttons, how far it moves with each step and why its memory must be cleared before starting. It is a guided exploration session in which children make predictions and test them.",
        objectives: [
          "Identify the robot's buttons and what each one does.",
          "Discover that each of the robot's steps is always the same length (one square of the mat).",
          "Make predictions and test them with the robot.",
        ],
        steps: [
          "Sitting in a circle, introduce the robot as a new classmate and ask the group to describe what they see: eyes, wheels, buttons.",
          "Press “forward” once and then “GO” and let them watch how far it moves; mark where it starts and stops with a sticker.",
          "Ask how many steps it will need to reach a mark three squares away and test it; repeat with the turns.",
          "Show the clear button: program two steps, press “GO”, add one more step without clearing and look together at the unexpected result.",
          "In pairs, each child programs a free movement and their partner guesses where it will go before pressing “GO”.",
          "End the session by giving the robot a name and agreeing the rules for looking after it.",
        ],
        kit: "Use the floor robot from the kit with a charged battery and the mat with 15 cm squares, which is exactly how far the robot moves with each step. Leave the sound on: it helps the youngest children count the orders as they are carried out.",
        options:
          "If you have several robots, make groups of four with one robot each and an adult helper. With the five-year-olds you can introduce the pause button and count aloud the steps of each program.",
      },
    },
    {
      slug: "tarjetas-de-flechas",
      minutes: 40,
      withKit: true,
      withMaterials: true,
      name: { es: "Planificamos con tarjetas de flechas", en: "Planning with arrow cards" },
      es: {
        summary:
          "Los niños aprenden a planificar antes de programar: colocan en fila tarjetas de flechas que representan el recorrido del robot y después pulsan los botones siguiendo las tarjetas. Así el programa se ve, se lee y se corrige.",
        objectives: [
          "Representar una secuencia de movimientos con símbolos.",
          "Traducir una secuencia de tarjetas a las órdenes del robot.",
          "Comparar el plan con lo que hace el robot para encontrar diferencias.",
        ],
        steps: [
          "Coloca el robot en la casilla de salida del tapete y un objeto en una casilla de destino en línea recta.",
          "Pregunta cuántas flechas «adelante» hacen falta y pide a un voluntario que las coloque en fila en el suelo, junto al tapete.",
          "Otro niño pulsa los botones del robot leyendo las tarjetas de izquierda a derecha, señalando cada una con el dedo.",
          "Mueve el destino a una casilla que obligue a girar y planificad juntos la nueva fila de tarjetas antes de tocar el robot.",
          "Por grupos, cada equipo recibe una tarjeta de misión con un destino dibujado, prepara su fila de flechas y la prueba.",
          "Si el robot no llega, el equipo compara tarjeta a tarjeta lo que planeó con lo que hizo el robot y cambia la que falla.",
        ],
        kit: "Con el robot de suelo del kit, recuerda al grupo la rutina «borrar, programar, GO». La tira de tarjetas del kit encaja con el tamaño de las casillas y se puede colocar al lado del tapete para comparar plan y recorrido.",
        materials: [
          "Tarjetas de flechas plastificadas (adelante, atrás, girar a la derecha, girar a la izquierda)",
          "Tarjetas de misión con un dibujo del destino",
          "Tapete cuadriculado de casillas de 15 cm",
          "Objetos pequeños como destinos (fruta de juguete, bloques)",
        ],
      },
      en: {
        summary:
          "Children learn to plan before they program: they line up arrow cards that represent the robot's route and then press the buttons following the cards. This way the program can be seen, read and corrected.",
        objectives: [
          "Represent a sequence of movements with symbols.",
          "Translate a sequence of cards into the robot's orders.",
          "Compare the plan with what the robot does to find differences.",
        ],
        steps: [
          "Put the robot on the mat's starting square and an object on a destination square in a straight line.",
          "Ask how many “forward” arrows are needed and ask a volunteer to lay them out in a row on the floor next to the mat.",
          "Another child presses the robot's buttons by reading the cards from left to right, pointing at each one.",
          "Move the destination to a square that requires a turn and plan the new row of cards together before touching the robot.",
          "In groups, each team gets a mission card with a destination drawn on it, prepares its row of arrows and tests it.",
          "If the robot does not arrive, the team compares card by card what they planned with what the robot did and swaps the wrong one.",
        ],
        kit: "With the floor robot from the kit, remind the group of the routine “clear, program, GO”. The kit's strip of cards matches the size of the squares and can be placed beside the mat to compare the plan with the route.",
        materials: [
          "Laminated arrow cards (forward, back, turn right, turn left)",
          "Mission cards with a drawing of the destination",
          "Grid mat with 15 cm squares",
          "Small objects as destinations (toy fruit, blocks)",
        ],
      },
    },
    {
      slug: "el-robot-visita-la-granja",
      minutes: 45,
      withKit: true,
      withMaterials: true,
      withOptions: true,
      name: { es: "El robot visita la granja", en: "The robot visits the farm" },
      es: {
        summary:
          "Sobre un tapete con animales de granja, el robot tiene que llevar comida a cada animal. Un dado decide a quién visitar y el grupo cuenta casillas, planifica y programa, uniendo la programación con los números y el lenguaje.",
        objectives: [
          "Contar casillas y relacionar la cantidad con el número de pulsaciones.",
          "Planificar recorridos con uno o dos giros.",
          "Explicar con palabras el recorrido elegido.",
        ],
        steps: [
          "Prepara el tapete con imágenes de seis animales en casillas distintas y deja el robot en el «establo» de salida.",
          "Un niño lanza el dado de animales; el grupo busca en el tapete dónde está el animal que ha salido.",
          "Contad juntos, señalando con el dedo, cuántas casillas hay que avanzar y dónde hay que girar.",
          "El niño que lanzó el dado programa el robot mientras el resto dice las órdenes en voz alta; después pulsa «GO».",
          "Si llega, entrega la comida al animal y cuenta al grupo qué camino ha seguido; si no, el grupo ayuda a corregir.",
          "Cuando todos hayan jugado, buscad el animal más difícil de alcanzar y explicad por qué.",
        ],
        kit: "El robot de suelo del kit recorre el tapete casilla a casilla. Si tu kit incluye fundas o carcasas de colores, vístelo de tractor para esta sesión: a los pequeños les ayuda a meterse en la historia.",
        materials: [
          "Tapete cuadriculado con fichas de animales de granja",
          "Un dado grande con imágenes de los animales",
          "Tarjetas de comida (zanahoria, hueso, grano) para entregar",
          "Tarjetas de flechas para planificar",
        ],
        options:
          "Con 4 años, colocad los animales en la misma fila o columna que el establo para no necesitar giros. Con 5 años, añadid una valla (un bloque) que obliga a dar un rodeo. Podéis cambiar la granja por el barrio, un mapa del cole o el cuento que estéis trabajando.",
      },
      en: {
        summary:
          "On a mat with farm animals, the robot has to take food to each animal. A die decides whom to visit and the group counts squares, plans and programs, linking programming with numbers and language.",
        objectives: [
          "Count squares and match the quantity to the number of button presses.",
          "Plan routes with one or two turns.",
          "Explain the chosen route in words.",
        ],
        steps: [
          "Set up the mat with pictures of six animals on different squares and leave the robot in the starting “barn”.",
          "A child rolls the animal die; the group finds on the mat where that animal is.",
          "Count together, pointing with a finger, how many squares to move forward and where to turn.",
          "The child who rolled the die programs the robot while the others call out the orders; then they press “GO”.",
          "If it arrives, they hand the food to the animal and tell the group which way it went; if not, the group helps to correct it.",
          "When everyone has had a turn, find the animal that is hardest to reach and explain why.",
        ],
        kit: "The floor robot from the kit travels across the mat square by square. If your kit includes coloured covers or shells, dress it up as a tractor for this session: it helps the little ones get into the story.",
        materials: [
          "Grid mat with farm animal tiles",
          "A large die with pictures of the animals",
          "Food cards (carrot, bone, grain) to deliver",
          "Arrow cards for planning",
        ],
        options:
          "With four-year-olds, put the animals in the same row or column as the barn so no turns are needed. With five-year-olds, add a fence (a block) that forces a detour. You can swap the farm for the neighbourhood, a map of the school or the story you are working on.",
      },
    },
    {
      slug: "cazadores-de-errores",
      minutes: 40,
      withKit: true,
      withOptions: true,
      name: { es: "Cazadores de errores", en: "Bug hunters" },
      es: {
        summary:
          "El robot se ha «despistado»: la maestra o el maestro ha preparado programas con un error escondido y el grupo tiene que encontrarlo. Es la primera experiencia de depuración, presentada como un juego de detectives en el que equivocarse está permitido.",
        objectives: [
          "Detectar en qué momento el robot se separa del camino previsto.",
          "Localizar la orden equivocada y proponer la correcta.",
          "Vivir el error como parte normal de programar.",
        ],
        steps: [
          "Presenta el reto: el robot quiere llegar a su casa, pero alguien ha cambiado una de sus órdenes.",
          "Coloca en el suelo la fila de tarjetas del programa con un error (por ejemplo, un giro al lado contrario) y programa el robot con ella.",
          "Pulsa «GO» y pide al grupo que diga «¡alto!» en el momento exacto en que el robot se equivoca.",
          "Entre todos, señalad la tarjeta culpable, cambiadla por la buena y volved a probar desde el principio.",
          "Repite con errores de otro tipo: una orden de más, una de menos, dos órdenes cambiadas de sitio.",
          "Acabad con un aplauso para cada error encontrado y pregunta qué pistas les han ayudado a descubrirlo.",
        ],
        kit: "Usa el robot de suelo del kit y la tira de tarjetas para que el programa esté a la vista de todos. La pausa entre órdenes del robot da tiempo a los niños a seguirlo con la vista y detectar el fallo.",
        options:
          "Cuando dominen el juego, que sean ellos quienes preparen un programa con un error para otro equipo. Para los más pequeños, limita los programas a tres órdenes y usa solo errores de giro, que son los más fáciles de ver.",
      },
      en: {
        summary:
          "The robot has “got muddled”: the teacher has prepared programs with a hidden mistake and the group has to find it. It is their first experience of debugging, presented as a detective game where making mistakes is allowed.",
        objectives: [
          "Spot the moment the robot leaves the planned route.",
          "Find the wrong order and suggest the right one.",
          "Experience mistakes as a normal part of programming.",
        ],
        steps: [
          "Present the challenge: the robot wants to get home, but someone has changed one of its orders.",
          "Lay the row of program cards on the floor with a mistake (for example, a turn the wrong way) and program the robot with it.",
          "Press “GO” and ask the group to shout “stop!” at the exact moment the robot goes wrong.",
          "Together, point to the guilty card, swap it for the right one and try again from the start.",
          "Repeat with other kinds of mistake: one order too many, one too few, two orders in the wrong order.",
          "Finish with a round of applause for each bug found and ask which clues helped them discover it.",
        ],
        kit: "Use the floor robot from the kit and the strip of cards so the program is in view of everyone. The robot's pause between orders gives the children time to follow it with their eyes and spot the fault.",
        options:
          "Once they have mastered the game, let them prepare a program with a mistake for another team. For the youngest, limit programs to three orders and use only turning mistakes, which are the easiest to see.",
      },
    },
    {
      slug: "laberinto-de-bloques",
      minutes: 45,
      withKit: true,
      withMaterials: true,
      name: { es: "Un laberinto de bloques para el robot", en: "A block maze for the robot" },
      es: {
        summary:
          "Como cierre del itinerario, cada equipo construye un pequeño laberinto con bloques de madera sobre el tapete y reta a otro equipo a sacar al robot de él. Se combinan construcción, planificación y programación de recorridos largos.",
        objectives: [
          "Diseñar un recorrido con obstáculos respetando el tamaño de las casillas.",
          "Programar secuencias más largas dividiéndolas en partes.",
          "Colaborar en equipo repartiendo papeles.",
        ],
        steps: [
          "Muestra un laberinto de ejemplo: paredes de bloques sobre las líneas del tapete, una entrada y una salida.",
          "Cada equipo construye su laberinto con un máximo de seis bloques; comprueba que el robot cabe por los pasillos.",
          "Los equipos intercambian laberintos y planifican la salida con tarjetas de flechas, tramo a tramo.",
          "Programan el primer tramo, lo prueban y, si funciona, añaden el siguiente sin borrar lo anterior.",
          "Si el robot choca con una pared, vuelven a la última tarjeta que funcionaba y corrigen desde allí.",
          "Haced una visita de todos los laberintos y que cada equipo cuente qué parte fue la más difícil.",
        ],
        kit: "Con el robot de suelo del kit, los laberintos deben respetar las casillas de 15 cm del tapete. Si hay pocos robots, los equipos pueden planificar todos a la vez y turnarse para probar.",
        materials: [
          "Bloques de construcción de madera",
          "Tapete cuadriculado",
          "Tarjetas de flechas",
          "Banderines de papel para marcar entrada y salida",
          "Una cámara o tableta para fotografiar los laberintos (opcional)",
        ],
      },
      en: {
        summary:
          "To round off the itinerary, each team builds a small maze with wooden blocks on the mat and challenges another team to get the robot out of it. Building, planning and programming long routes all come together.",
        objectives: [
          "Design a route with obstacles that respects the size of the squares.",
          "Program longer sequences by breaking them into parts.",
          "Work as a team by sharing out roles.",
        ],
        steps: [
          "Show an example maze: walls of blocks on the lines of the mat, one way in and one way out.",
          "Each team builds its maze with no more than six blocks; check that the robot fits through the corridors.",
          "Teams swap mazes and plan the way out with arrow cards, section by section.",
          "They program the first section, test it and, if it works, add the next one without clearing the previous one.",
          "If the robot hits a wall, they go back to the last card that worked and correct from there.",
          "Tour all the mazes and ask each team to say which part was the hardest.",
        ],
        kit: "With the floor robot from the kit, mazes must respect the mat's 15 cm squares. If there are few robots, all the teams can plan at once and take turns to test.",
        materials: [
          "Wooden building blocks",
          "Grid mat",
          "Arrow cards",
          "Paper flags to mark the entrance and exit",
          "A camera or tablet to photograph the mazes (optional)",
        ],
      },
    },
  ],
};

const robotsAndScratchJr: ItinerarySeed = {
  slug: "robotica-6-8-robots-y-scratchjr",
  program: "ROBOTICA",
  age: "sixToEight",
  devices: ["tablet"],
  name: { es: "Del robot de suelo a ScratchJr", en: "From floor robots to ScratchJr" },
  description: {
    es: "El alumnado de primer ciclo pasa del robot de suelo a la programación por bloques en la tableta. Los mismos conceptos (secuencia, repetición, depuración) aparecen primero con el robot y después en ScratchJr, hasta crear una historia animada propia.",
    en: "Pupils aged six to eight move from the floor robot to block programming on the tablet. The same ideas (sequence, repetition, debugging) appear first with the robot and then in ScratchJr, until they create an animated story of their own.",
  },
  activities: [
    {
      slug: "retos-de-recorrido",
      minutes: 45,
      withKit: true,
      withMaterials: true,
      name: { es: "Retos de recorrido con el robot de suelo", en: "Route challenges with the floor robot" },
      es: {
        summary:
          "Por equipos, el alumnado resuelve retos de recorrido cada vez más exigentes: pasar por dos puntos, evitar casillas prohibidas y llegar con el menor número de órdenes. Sirve para recordar el robot y preparar el salto a la pantalla.",
        objectives: [
          "Planificar y escribir programas de varios pasos antes de ejecutarlos.",
          "Comparar soluciones distintas para un mismo reto y elegir la más corta.",
          "Anotar un programa con símbolos en una hoja de registro.",
        ],
        steps: [
          "Reparte a cada equipo un robot, un tapete y una hoja de registro con una cuadrícula dibujada.",
          "Plantea el primer reto: ir de la salida a la estrella pasando por la luna. Los equipos dibujan las flechas en la hoja antes de programar.",
          "Tras probarlo, cada equipo cuenta cuántas órdenes ha usado; comparad en la pizarra las soluciones de todos.",
          "Añade casillas prohibidas (lagos de papel azul) y repite el reto con la nueva restricción.",
          "Reto final: llegar a tres puntos en el orden que elija el equipo con el menor número de órdenes.",
          "Pon en común qué estrategias han funcionado: dividir el camino, contar antes de pulsar, probar por tramos.",
        ],
        kit: "Usa el robot de suelo del kit y su tapete transparente con fundas, donde se pueden meter dibujos de cada reto. La memoria del robot es limitada (muchos modelos guardan unas 40 órdenes), así que en los retos largos conviene borrar y programar por tramos.",
        materials: [
          "Hojas de registro con una cuadrícula de 6 × 6 y lápices",
          "Fichas de papel con los puntos del reto (estrella, luna, sol)",
          "Recortes de papel azul para las casillas prohibidas",
        ],
      },
      en: {
        summary:
          "In teams, pupils solve increasingly demanding route challenges: passing through two points, avoiding forbidden squares and arriving with the fewest orders. It refreshes their memory of the robot and prepares the jump to the screen.",
        objectives: [
          "Plan and write multi-step programs before running them.",
          "Compare different solutions to the same challenge and choose the shortest.",
          "Record a program with symbols on a log sheet.",
        ],
        steps: [
          "Give each team a robot, a mat and a log sheet with a grid drawn on it.",
          "Set the first challenge: go from the start to the star passing through the moon. Teams draw the arrows on the sheet before programming.",
          "After testing, each team counts how many orders it used; compare everyone's solutions on the board.",
          "Add forbidden squares (lakes of blue paper) and repeat the challenge with the new rule.",
          "Final challenge: reach three points in the order the team chooses with the fewest orders.",
          "Share which strategies worked: splitting the route, counting before pressing, testing in sections.",
        ],
        kit: "Use the floor robot from the kit and its clear pocket mat, into which drawings for each challenge can be slipped. The robot's memory is limited (many models store about 40 orders), so for long challenges it is best to clear it and program in sections.",
        materials: [
          "Log sheets with a 6 × 6 grid, and pencils",
          "Paper tokens for the challenge points (star, moon, sun)",
          "Cut-outs of blue paper for the forbidden squares",
        ],
      },
    },
    {
      slug: "repetir-un-patron",
      minutes: 45,
      withKit: true,
      withOptions: true,
      name: { es: "Menos botones: repetir un patrón", en: "Fewer buttons: repeating a pattern" },
      es: {
        summary:
          "Al programar al robot para que dibuje un cuadrado o una escalera, el alumnado descubre que hay trozos que se repiten. Con una tarjeta de «repetir» aprenden la idea de bucle, que después encontrarán en ScratchJr.",
        objectives: [
          "Reconocer patrones que se repiten dentro de un programa.",
          "Comprender la idea de bucle como una forma de acortar programas.",
          "Escribir un mismo programa de forma larga y de forma abreviada.",
        ],
        steps: [
          "Pide al grupo que programe el robot para recorrer el borde de un cuadrado de dos casillas de lado y volver a la salida.",
          "Escribid en la pizarra todas las órdenes usadas y rodead con colores los trozos que se repiten.",
          "Presenta la tarjeta «repetir 4 veces» y reescribid el programa con ella: ¿cuántas tarjetas nos ahorramos?",
          "Como el robot no tiene botón de repetir, un alumno lee el programa corto en voz alta y otro pulsa los botones; comprobad que el resultado es el mismo.",
          "Por parejas, resuelven con la tarjeta de repetir dos retos más: una escalera de tres peldaños y un zigzag.",
          "Cerrad pensando en situaciones de la vida diaria que también son bucles: cepillarse los dientes, una canción con estribillo.",
        ],
        kit: "El robot de suelo del kit no repite solo: esa limitación es la que provoca la conversación. Si el kit incluye un robot con lector de tarjetas o con botón de repetición, úsalo al final para comprobar el programa abreviado directamente.",
        options:
          "Podéis trabajar el mismo concepto con el cuerpo: una coreografía con un paso que se repite varias veces. Para ampliar, proponed bucles dentro de bucles: repetir dos veces «avanzar, avanzar, girar».",
      },
      en: {
        summary:
          "By programming the robot to trace a square or a staircase, pupils discover that some parts repeat. With a “repeat” card they learn the idea of a loop, which they will meet again in ScratchJr.",
        objectives: [
          "Recognise repeating patterns within a program.",
          "Understand a loop as a way of making programs shorter.",
          "Write the same program in a long form and in a shortened form.",
        ],
        steps: [
          "Ask the group to program the robot to travel round the edge of a square two squares wide and return to the start.",
          "Write all the orders used on the board and circle the parts that repeat in different colours.",
          "Introduce the “repeat 4 times” card and rewrite the program with it: how many cards do we save?",
          "As the robot has no repeat button, one pupil reads the short program aloud and another presses the buttons; check that the result is the same.",
          "In pairs, they solve two more challenges with the repeat card: a three-step staircase and a zigzag.",
          "Finish by thinking of everyday situations that are also loops: brushing your teeth, a song with a chorus.",
        ],
        kit: "The floor robot from the kit does not repeat on its own: that limitation is what sparks the discussion. If the kit includes a robot with a card reader or a repeat button, use it at the end to test the shortened program directly.",
        options:
          "You can work on the same idea with your bodies: a dance routine with a step that repeats several times. To extend it, try loops inside loops: repeat “forward, forward, turn” twice.",
      },
    },
    {
      slug: "primeros-pasos-en-scratchjr",
      minutes: 45,
      withTablet: true,
      name: { es: "Primeros pasos en ScratchJr", en: "First steps in ScratchJr" },
      es: {
        summary:
          "El alumnado abre ScratchJr por primera vez y descubre que los bloques de colores funcionan como las tarjetas del robot. Programan a un personaje para que se mueva, salte y diga algo al pulsar la bandera verde.",
        objectives: [
          "Reconocer las partes de ScratchJr: escenario, personajes, categorías de bloques y bandera verde.",
          "Encadenar bloques de inicio, movimiento y fin para crear un programa.",
          "Relacionar los bloques de movimiento con las órdenes del robot de suelo.",
        ],
        steps: [
          "Proyecta ScratchJr y muestra las partes de la pantalla mientras el alumnado las señala en su tableta.",
          "Pide que arrastren el bloque de bandera verde y tres bloques de «mover a la derecha»; pulsad la bandera y observad.",
          "Compara con el robot: ¿qué bloque se parece a «adelante»? ¿Y a «girar»? Activa la cuadrícula para contar pasos como en el tapete.",
          "Deja cinco minutos de exploración libre con los bloques de movimiento y de apariencia (cambiar tamaño, decir).",
          "Propón un reto: el gato debe cruzar el escenario, saltar y decir «¡Hola!». Las parejas lo programan y lo prueban.",
          "Enseña a guardar el proyecto con un nombre y el nombre de la pareja, para retomarlo en la próxima sesión.",
        ],
        tablet:
          "Instala ScratchJr (gratuito, para tabletas Android y iPad) antes de la sesión y crea en cada tableta un proyecto vacío con el nombre de la pareja. Trabajad por parejas con una tableta: una persona arrastra bloques y la otra lee el reto; cambiad cada cinco minutos.",
      },
      en: {
        summary:
          "Pupils open ScratchJr for the first time and discover that the coloured blocks work like the robot's cards. They program a character to move, jump and say something when the green flag is tapped.",
        objectives: [
          "Recognise the parts of ScratchJr: stage, characters, block categories and green flag.",
          "Chain start, motion and end blocks to create a program.",
          "Relate the motion blocks to the floor robot's orders.",
        ],
        steps: [
          "Project ScratchJr and show the parts of the screen while pupils point them out on their tablet.",
          "Ask them to drag in the green flag block and three “move right” blocks; tap the flag and watch.",
          "Compare with the robot: which block is like “forward”? And like “turn”? Switch on the grid to count steps as on the mat.",
          "Allow five minutes of free exploration with the motion and looks blocks (change size, say).",
          "Set a challenge: the cat must cross the stage, jump and say “Hello!”. Pairs program it and test it.",
          "Show them how to save the project with a name and the pair's names, to pick it up again next session.",
        ],
        tablet:
          "Install ScratchJr (free, for Android tablets and iPad) before the session and create an empty project on each tablet with the pair's names. Work in pairs with one tablet: one person drags blocks and the other reads the challenge; swap every five minutes.",
      },
    },
    {
      slug: "el-mismo-camino-en-pantalla",
      minutes: 50,
      withKit: true,
      withTablet: true,
      name: { es: "El mismo camino en el tapete y en la pantalla", en: "The same route on the mat and on the screen" },
      es: {
        summary:
          "Una actividad puente: el mismo recorrido se programa en el robot de suelo y en ScratchJr, con un fondo que reproduce el tapete. El alumnado comprueba que un algoritmo es el mismo aunque cambie la máquina que lo ejecuta.",
        objectives: [
          "Traducir un programa del robot a bloques de ScratchJr y al revés.",
          "Comprender que un algoritmo no depende del dispositivo que lo ejecuta.",
          "Usar la cuadrícula de ScratchJr para medir desplazamientos.",
        ],
        steps: [
          "Fotografía con la tableta el tapete del robot con sus dibujos y úsalo como fondo en ScratchJr, o dibuja uno parecido en el editor de fondos.",
          "Divide a cada equipo en dos mitades: una programa el robot y la otra el personaje de ScratchJr, para el mismo recorrido.",
          "Cuando las dos mitades terminan, ejecutan los programas a la vez: ¿llegan robot y personaje al mismo sitio?",
          "Comparad los programas: ¿cuántos bloques de ScratchJr equivalen a un paso del robot? Anotad la equivalencia.",
          "Intercambiad los papeles con un recorrido nuevo y con un bucle de «repetir» en ScratchJr.",
          "Puesta en común: ¿qué es más fácil de corregir, el robot o la pantalla? ¿Por qué?",
        ],
        kit: "Usa el robot de suelo del kit y un tapete con dibujos reconocibles para que la fotografía sirva de fondo. Colocad la tableta junto al tapete para que las dos mitades del equipo vean ambos recorridos.",
        tablet:
          "En ScratchJr, activa la cuadrícula (botón de la cuadrícula sobre el escenario) y usa la cámara del editor de fondos para fotografiar el tapete. Un paso del robot equivale aproximadamente a dos unidades de movimiento en la cuadrícula, según cómo se encuadre la foto.",
      },
      en: {
        summary:
          "A bridging activity: the same route is programmed on the floor robot and in ScratchJr, using a background that reproduces the mat. Pupils check that an algorithm stays the same even when the machine that runs it changes.",
        objectives: [
          "Translate a robot program into ScratchJr blocks and back.",
          "Understand that an algorithm does not depend on the device that runs it.",
          "Use the ScratchJr grid to measure movements.",
        ],
        steps: [
          "Photograph the robot's mat and its pictures with the tablet and use it as a background in ScratchJr, or draw a similar one in the background editor.",
          "Split each team into two halves: one programs the robot and the other the ScratchJr character, for the same route.",
          "When both halves have finished, they run the programs at the same time: do the robot and the character end up in the same place?",
          "Compare the programs: how many ScratchJr blocks equal one robot step? Write down the equivalence.",
          "Swap roles with a new route and a “repeat” loop in ScratchJr.",
          "Share: which is easier to fix, the robot or the screen? Why?",
        ],
        kit: "Use the floor robot from the kit and a mat with recognisable pictures so the photo works as a background. Put the tablet beside the mat so both halves of the team can see both routes.",
        tablet:
          "In ScratchJr, switch on the grid (the grid button above the stage) and use the camera in the background editor to photograph the mat. One robot step is roughly two movement units on the grid, depending on how the photo is framed.",
      },
    },
    {
      slug: "historia-en-tres-escenas",
      minutes: 60,
      withTablet: true,
      withOptions: true,
      name: { es: "Una historia animada en tres escenas", en: "An animated story in three scenes" },
      es: {
        summary:
          "Las parejas crean una historia corta con principio, nudo y desenlace usando tres páginas de ScratchJr. Aprenden a cambiar de escena, a hacer que los personajes hablen y a grabar su propia voz.",
        objectives: [
          "Planificar una historia en tres partes antes de programarla.",
          "Usar bloques de cambio de página, de diálogo y de sonido grabado.",
          "Coordinar varios personajes con esperas.",
        ],
        steps: [
          "Reparte una hoja con tres viñetas y pide a cada pareja que dibuje su historia: quién aparece, dónde ocurre y qué pasa en cada escena.",
          "En ScratchJr, crean tres páginas con fondos distintos y colocan los personajes de cada escena.",
          "Programan la primera escena con movimientos y bocadillos, usando el bloque de esperar para que los diálogos no se pisen.",
          "Añaden al final de cada escena el bloque que pasa a la página siguiente.",
          "Graban con el micrófono una frase o un sonido para el desenlace.",
          "Organizad un «cine» en el aula: cada pareja presenta su historia y el resto dice qué ha sido lo que más le ha gustado.",
        ],
        tablet:
          "En ScratchJr, las páginas aparecen a la derecha del escenario (hasta cuatro por proyecto). El bloque de grabar sonido está en la categoría de sonidos; si el aula es ruidosa, grabad en un rincón o en el pasillo por turnos.",
        options:
          "Para quienes terminen antes: añadir un personaje que reacciona al tocarlo. Para quienes necesiten apoyo: una historia de dos escenas con un único personaje. Podéis conectar la historia con el cuento o el tema que se esté trabajando en el aula.",
      },
      en: {
        summary:
          "Pairs create a short story with a beginning, middle and end using three ScratchJr pages. They learn to change scene, make characters speak and record their own voices.",
        objectives: [
          "Plan a story in three parts before programming it.",
          "Use page-change, speech and recorded-sound blocks.",
          "Coordinate several characters with waits.",
        ],
        steps: [
          "Hand out a sheet with three panels and ask each pair to draw their story: who appears, where it happens and what happens in each scene.",
          "In ScratchJr, they create three pages with different backgrounds and place the characters for each scene.",
          "They program the first scene with movements and speech bubbles, using the wait block so the lines do not overlap.",
          "At the end of each scene they add the block that goes to the next page.",
          "They record a sentence or a sound for the ending with the microphone.",
          "Hold a “cinema” in the classroom: each pair presents its story and the others say what they liked best.",
        ],
        tablet:
          "In ScratchJr, pages appear to the right of the stage (up to four per project). The record-sound block is in the sound category; if the classroom is noisy, take turns to record in a corner or in the corridor.",
        options:
          "For those who finish early: add a character that reacts when tapped. For those who need support: a two-scene story with a single character. You can link the story to the tale or topic the class is working on.",
      },
    },
    {
      slug: "personajes-que-se-hablan",
      minutes: 50,
      withTablet: true,
      withOptions: true,
      name: { es: "Personajes que se avisan: los mensajes", en: "Characters that signal each other: messages" },
      es: {
        summary:
          "Un personaje termina de hablar y avisa al siguiente para que empiece: así funcionan los mensajes en ScratchJr. El alumnado programa una carrera de relevos entre personajes y descubre cómo se coordinan partes de un programa.",
        objectives: [
          "Usar los bloques de enviar y recibir mensajes.",
          "Comprender que un programa puede tener varias partes que se activan unas a otras.",
          "Depurar problemas de orden y de tiempo entre personajes.",
        ],
        steps: [
          "Empieza con un juego en el aula: una carrera de relevos en la que cada corredor sale solo cuando le tocan la mano.",
          "En ScratchJr, coloca tres personajes en fila y explica los bloques de sobre: uno envía un mensaje de un color y otro empieza al recibirlo.",
          "Las parejas programan el relevo: el primer personaje corre hasta el segundo y le envía el mensaje naranja; el segundo corre y avisa al tercero.",
          "Probad qué pasa si dos personajes esperan el mismo color, o si nadie envía el mensaje que otro espera.",
          "Reto: el último personaje llega a la meta y envía un mensaje que hace que todos salten a la vez para celebrarlo.",
          "Revisad juntos algún relevo que no funcione y buscad el mensaje que falta o sobra.",
        ],
        tablet:
          "Los bloques de enviar y recibir mensaje (sobres de colores) están los dos en la categoría amarilla de bloques de inicio. Cada color es un mensaje distinto: pide que apunten en un papel qué significa cada color en su proyecto.",
        options:
          "Si no hay tabletas para todos, ScratchJr también funciona en Chromebook. En ordenadores sin ScratchJr, haced el relevo en Scratch con los bloques «enviar» y «al recibir», creando los mensajes con nombres como «te toca»; la idea es la misma y prepara el paso a Scratch en 9-12. Para ampliar, añadid un personaje juez que da la salida con un mensaje y celebra la llegada con otro.",
      },
      en: {
        summary:
          "One character finishes speaking and tells the next one to start: that is how messages work in ScratchJr. Pupils program a relay race between characters and discover how parts of a program are coordinated.",
        objectives: [
          "Use the send and receive message blocks.",
          "Understand that a program can have several parts that trigger one another.",
          "Debug problems of order and timing between characters.",
        ],
        steps: [
          "Start with a game in the classroom: a relay race in which each runner sets off only when their hand is touched.",
          "In ScratchJr, put three characters in a row and explain the envelope blocks: one sends a message of a colour and another starts when it receives it.",
          "Pairs program the relay: the first character runs to the second and sends it the orange message; the second runs and signals the third.",
          "Test what happens if two characters wait for the same colour, or if nobody sends the message another is waiting for.",
          "Challenge: the last character reaches the finish and sends a message that makes everyone jump at once to celebrate.",
          "Look together at a relay that does not work and find the missing or extra message.",
        ],
        tablet:
          "The send and receive message blocks (coloured envelopes) are both in the yellow trigger category. Each colour is a different message: ask pupils to note on paper what each colour means in their project.",
        options:
          "If there are not enough tablets, ScratchJr also runs on Chromebooks. On computers without ScratchJr, do the relay in Scratch with the “broadcast” and “when I receive” blocks, creating messages with names such as “your turn”; the idea is the same and prepares the move to Scratch in the 9-12 itinerary. To extend it, add a referee character who starts the race with one message and celebrates the finish with another.",
      },
    },
    {
      slug: "la-aventura-del-robot",
      minutes: 60,
      withKit: true,
      withMaterials: true,
      withTablet: true,
      name: { es: "Proyecto final: la aventura del robot", en: "Final project: the robot's adventure" },
      es: {
        summary:
          "Cada equipo inventa una aventura para su robot de suelo, la representa en un tapete decorado y cuenta la misma historia en ScratchJr. El proyecto reúne todo lo aprendido en el itinerario y se presenta a otra clase o a las familias.",
        objectives: [
          "Aplicar secuencias, bucles y mensajes en un proyecto propio.",
          "Planificar en equipo un trabajo con varias partes.",
          "Presentar y explicar el proyecto a un público.",
        ],
        steps: [
          "Cada equipo elige un tema (viaje espacial, rescate en el bosque, visita al museo) y decide tres lugares por los que pasará el robot.",
          "Decoran el tapete con dibujos de esos lugares y disfrazan al robot con cartulina sin tapar los botones ni las ruedas.",
          "Programan el robot para recorrer los tres lugares, anotando el programa en la hoja de registro.",
          "En ScratchJr crean la versión animada: una página por lugar, con diálogos y mensajes entre personajes.",
          "Ensayan la presentación: mientras el robot recorre el tapete, otra persona del equipo muestra la animación.",
          "Presentad los proyectos a otra clase o a las familias y recoged sus preguntas en un mural.",
        ],
        kit: "Cada equipo usa un robot de suelo del kit. Los disfraces deben ser ligeros y no tapar el sensor de la base ni los botones; una funda de cartulina sujeta con gomas elásticas funciona bien.",
        materials: [
          "Tapetes de papel continuo cuadriculados en casillas de 15 cm",
          "Cartulinas, rotuladores y gomas elásticas para los disfraces",
          "Hojas de registro de programas",
          "Papel para el mural de preguntas",
        ],
        tablet:
          "Una tableta por equipo con ScratchJr. Si queréis proyectar las animaciones durante la presentación, conectad la tableta al proyector o compartid la pantalla; guardad antes cada proyecto con el nombre del equipo.",
      },
      en: {
        summary:
          "Each team invents an adventure for its floor robot, acts it out on a decorated mat and tells the same story in ScratchJr. The project brings together everything learnt in the itinerary and is presented to another class or to families.",
        objectives: [
          "Apply sequences, loops and messages in a project of their own.",
          "Plan a piece of work with several parts as a team.",
          "Present and explain the project to an audience.",
        ],
        steps: [
          "Each team chooses a theme (space journey, forest rescue, museum visit) and decides on three places the robot will pass through.",
          "They decorate the mat with drawings of those places and dress the robot in card without covering the buttons or the wheels.",
          "They program the robot to visit the three places, noting the program on the log sheet.",
          "In ScratchJr they create the animated version: one page per place, with dialogue and messages between characters.",
          "They rehearse the presentation: while the robot travels across the mat, another team member shows the animation.",
          "Present the projects to another class or to families and collect their questions on a wall display.",
        ],
        kit: "Each team uses a floor robot from the kit. Costumes must be light and must not cover the sensor underneath or the buttons; a card sleeve held with elastic bands works well.",
        materials: [
          "Rolls of paper marked into 15 cm squares for the mats",
          "Card, felt-tip pens and elastic bands for the costumes",
          "Program log sheets",
          "Paper for the questions display",
        ],
        tablet:
          "One tablet per team with ScratchJr. If you want to project the animations during the presentation, connect the tablet to the projector or share the screen; save each project under the team's name beforehand.",
      },
    },
  ],
};

const zumAndAi: ItinerarySeed = {
  slug: "robotica-9-12-zum-e-ia",
  program: "ROBOTICA",
  age: "nineToTwelve",
  devices: ["pc", "tablet"],
  name: { es: "Robótica con el kit Zum e inteligencia artificial", en: "Robotics with the Zum kit and artificial intelligence" },
  description: {
    es: "El alumnado de segundo y tercer ciclo programa la placa del kit Zum con bloques: luces, pulsadores, sensores y motores, hasta construir un robot que reacciona a su entorno. En la segunda parte entrena modelos de aprendizaje automático, reflexiona sobre sus errores y los une a la robótica en un proyecto final.",
    en: "Pupils aged nine to twelve program the Zum kit's board with blocks: lights, buttons, sensors and motors, until they build a robot that reacts to its surroundings. In the second half they train machine learning models, think about their mistakes and combine them with robotics in a final project.",
  },
  activities: [
    {
      slug: "conoce-la-placa-zum",
      minutes: 50,
      projectLogo: ZUM_LOGO,
      withKit: true,
      withPc: true,
      name: { es: "Conoce la placa y enciende un LED", en: "Meet the board and light an LED" },
      es: {
        summary:
          "Primera sesión con el kit Zum: el alumnado identifica las partes de la placa, la conecta al ordenador y carga su primer programa, un LED que parpadea. Aprende la diferencia entre escribir un programa y cargarlo en la placa.",
        objectives: [
          "Identificar las partes de la placa: conector USB, alimentación, puertos digitales y analógicos.",
          "Conectar un componente respetando el código de colores de los cables.",
          "Programar y cargar un programa de parpadeo con bloques.",
        ],
        steps: [
          "Reparte una placa por pareja y pide que localicen, con una ficha de apoyo, el conector USB, el interruptor y los puertos digitales y analógicos.",
          "Explica qué es un puerto digital (encendido o apagado) y conecta un LED en uno de los puertos digitales, fijándote en que el cable negro vaya a tierra (GND).",
          "En el editor de bloques, elige la placa del kit, añade el LED en el mismo puerto en que lo habéis conectado y crea el programa: encender, esperar un segundo, apagar, esperar un segundo.",
          "Cargad el programa en la placa y comprobad que el LED parpadea; después, desconectad el USB y observad que el programa sigue con la batería.",
          "Reto: cambiad los tiempos para hacer un parpadeo rápido, uno lento y una señal SOS.",
          "Cierre: cada pareja explica con sus palabras la diferencia entre el programa en la pantalla y el programa dentro de la placa.",
        ],
        kit: "Usa la placa Zum Junior del kit con el portapilas y un LED de los módulos de colores. Los conectores de los módulos tienen un código de colores (negro a GND, rojo a tensión, amarillo o blanco a señal) que evita la mayoría de errores de montaje.",
        pc: "Programad en el editor de bloques compatible con la placa del kit, en el navegador del ordenador. Conecta la placa con el cable USB y selecciona «Zum Junior» como placa. Si el ordenador no la reconoce, instala el controlador USB siguiendo la ayuda de placas y controladores del área de aula antes de la sesión.",
      },
      en: {
        summary:
          "First session with the Zum kit: pupils identify the parts of the board, connect it to the computer and upload their first program, a blinking LED. They learn the difference between writing a program and uploading it to the board.",
        objectives: [
          "Identify the parts of the board: USB connector, power supply, digital and analogue ports.",
          "Connect a component following the colour code of the wires.",
          "Program and upload a blink program with blocks.",
        ],
        steps: [
          "Give each pair a board and ask them to find, using a help sheet, the USB connector, the switch and the digital and analogue ports.",
          "Explain what a digital port is (on or off) and connect an LED to one of the digital ports, making sure the black wire goes to ground (GND).",
          "In the block editor, choose the kit's board, add the LED on the same port it is connected to and create the program: on, wait one second, off, wait one second.",
          "Upload the program to the board and check that the LED blinks; then unplug the USB cable and notice that the program keeps running on the battery.",
          "Challenge: change the timings to make a fast blink, a slow blink and an SOS signal.",
          "Wrap-up: each pair explains in their own words the difference between the program on the screen and the program inside the board.",
        ],
        kit: "Use the kit's Zum Junior board with the battery holder and one of the coloured LED modules. The module connectors follow a colour code (black to GND, red to power, yellow or white to signal) that prevents most wiring mistakes.",
        pc: "Program in the block editor that supports the kit's board, in the computer's browser. Connect the board with the USB cable and select “Zum Junior” as the board. If the computer does not recognise it, install the USB driver following the boards and drivers help in the in-class area before the session.",
      },
    },
    {
      slug: "semaforo-con-pulsador",
      minutes: 60,
      projectLogo: ZUM_LOGO,
      withKit: true,
      withPc: true,
      withOptions: true,
      name: { es: "Semáforo con pulsador para peatones", en: "Pedestrian crossing lights with a button" },
      es: {
        summary:
          "Los equipos programan un semáforo de tres luces que cambia solo cuando un peatón pulsa el botón. Trabajan la secuencia de tiempos, las variables de entrada y la primera estructura condicional «si… entonces».",
        objectives: [
          "Leer el estado de un pulsador desde un programa.",
          "Usar una condición para decidir cuándo cambia el semáforo.",
          "Organizar un programa con una secuencia de tiempos realista.",
        ],
        steps: [
          "Observad (en la calle o en un vídeo) un paso de peatones con pulsador y anotad el orden de las luces y cuánto dura cada una.",
          "Conectad tres LED (rojo, amarillo, verde) y el pulsador a puertos digitales distintos, anotando en una ficha qué hay en cada puerto.",
          "Programad el estado normal: verde para los coches siempre encendido.",
          "Añadid la condición: si el pulsador está pulsado, verde se apaga, amarillo tres segundos, rojo diez segundos y vuelta al verde.",
          "Probad y depurad: ¿qué pasa si se pulsa el botón mientras el semáforo ya está en rojo? Proponed una solución.",
          "Reto: un zumbador que pita durante el rojo para ayudar a las personas con discapacidad visual.",
        ],
        kit: "Con la placa Zum Junior, usa tres módulos LED de colores, el pulsador y el zumbador del kit. Conectad el pulsador en un puerto digital distinto de los LED y comprobad con el monitor del editor que lee 1 al pulsar y 0 al soltar.",
        pc: "En el editor de bloques, usad el bloque condicional «si» con la lectura del pulsador y los bloques de esperar en milisegundos. Guardad una copia del proyecto antes de añadir el zumbador para poder volver atrás si algo deja de funcionar.",
        options:
          "Para ampliar, programad dos semáforos coordinados (coches y peatones) o una cuenta atrás con parpadeo del verde. Para simplificar, empezad sin pulsador: un semáforo que cambia solo cada cierto tiempo.",
      },
      en: {
        summary:
          "Teams program a three-light traffic light that changes only when a pedestrian presses the button. They work on timing sequences, input readings and their first “if… then” conditional.",
        objectives: [
          "Read the state of a button from a program.",
          "Use a condition to decide when the lights change.",
          "Organise a program with a realistic timing sequence.",
        ],
        steps: [
          "Observe (in the street or in a video) a pedestrian crossing with a button and note the order of the lights and how long each lasts.",
          "Connect three LEDs (red, amber, green) and the button to different digital ports, noting on a sheet what is on each port.",
          "Program the normal state: green for the cars, always on.",
          "Add the condition: if the button is pressed, green goes off, amber for three seconds, red for ten seconds and back to green.",
          "Test and debug: what happens if the button is pressed while the light is already red? Suggest a fix.",
          "Challenge: a buzzer that beeps during red to help people with visual impairments.",
        ],
        kit: "With the Zum Junior board, use three coloured LED modules, the button and the buzzer from the kit. Connect the button to a different digital port from the LEDs and check with the editor's monitor that it reads 1 when pressed and 0 when released.",
        pc: "In the block editor, use the “if” block with the button reading and the wait blocks in milliseconds. Save a copy of the project before adding the buzzer so you can go back if something stops working.",
        options:
          "To extend it, program two coordinated sets of lights (cars and pedestrians) or a countdown with a flashing green. To simplify, start without the button: lights that change on their own every so often.",
      },
    },
    {
      slug: "farola-automatica",
      minutes: 50,
      projectLogo: ZUM_LOGO,
      withKit: true,
      withMaterials: true,
      withPc: true,
      name: { es: "Una farola que se enciende sola", en: "A street lamp that switches itself on" },
      es: {
        summary:
          "Con el sensor de luz, el alumnado construye una farola de cartón que se enciende cuando oscurece. Descubre qué es un sensor analógico, cómo elegir un umbral y por qué hay que calibrar en el lugar donde se usará el invento.",
        objectives: [
          "Leer y registrar los valores de un sensor analógico.",
          "Elegir un umbral a partir de datos medidos.",
          "Programar una decisión con «si… si no».",
        ],
        steps: [
          "Pregunta cómo saben las farolas de la calle cuándo encenderse y recoge hipótesis.",
          "Conectad el sensor de luz a un puerto analógico y mostrad sus valores en el monitor del editor.",
          "Medid y anotad en una tabla el valor con la luz del aula, tapando el sensor con la mano y con una linterna encima.",
          "Elegid un umbral entre los valores de luz y oscuridad y programad: si el valor es menor que el umbral, encender el LED; si no, apagarlo.",
          "Montad la farola de cartón con el LED arriba y el sensor mirando al cielo, y probadla bajando las persianas.",
          "Comparad los umbrales de los equipos y comentad por qué no todos han elegido el mismo número.",
        ],
        kit: "Usa la placa Zum Junior, el sensor de luz (LDR) y un LED blanco del kit. El sensor va en un puerto analógico; si lo colocáis cerca del LED, la propia luz de la farola puede engañarlo, así que separadlos o poned una pantalla de cartón entre ellos.",
        materials: [
          "Tubos de cartón y cartulina para la farola",
          "Cinta adhesiva y pegamento",
          "Una linterna",
          "Tabla de registro de valores del sensor",
        ],
        pc: "En el editor de bloques, usad el bloque de leer el sensor analógico y el monitor serie o la vista de variables para ver los valores en directo. Cread una variable «umbral» para cambiar el número en un solo sitio cuando calibréis.",
      },
      en: {
        summary:
          "Using the light sensor, pupils build a cardboard street lamp that switches on when it gets dark. They discover what an analogue sensor is, how to choose a threshold and why an invention must be calibrated where it will be used.",
        objectives: [
          "Read and record the values of an analogue sensor.",
          "Choose a threshold based on measured data.",
          "Program a decision with “if… else”.",
        ],
        steps: [
          "Ask how street lamps know when to come on and collect hypotheses.",
          "Connect the light sensor to an analogue port and show its values in the editor's monitor.",
          "Measure and record in a table the value in the classroom light, with the sensor covered by a hand and with a torch over it.",
          "Choose a threshold between the light and dark values and program: if the value is below the threshold, switch the LED on; else, switch it off.",
          "Build the cardboard lamp with the LED at the top and the sensor facing the sky, and test it by lowering the blinds.",
          "Compare the teams' thresholds and discuss why not everyone chose the same number.",
        ],
        kit: "Use the Zum Junior board, the light sensor (LDR) and a white LED from the kit. The sensor goes on an analogue port; if you put it near the LED, the lamp's own light can fool it, so keep them apart or put a card shield between them.",
        materials: [
          "Cardboard tubes and card for the lamp",
          "Sticky tape and glue",
          "A torch",
          "A table for recording the sensor's values",
        ],
        pc: "In the block editor, use the block that reads the analogue sensor and the serial monitor or variables view to see the values live. Create a “threshold” variable so you only change the number in one place when calibrating.",
      },
    },
    {
      slug: "robot-esquiva-obstaculos",
      minutes: 90,
      projectLogo: ZUM_LOGO,
      withKit: true,
      withPc: true,
      withPcOptions: true,
      name: { es: "Un robot que esquiva obstáculos", en: "A robot that avoids obstacles" },
      es: {
        summary:
          "Los equipos montan un robot con dos motores y un sensor de ultrasonidos y lo programan para que avance y gire cuando encuentra algo delante. Es la primera vez que el programa decide solo, en un bucle que se repite sin fin.",
        objectives: [
          "Controlar dos servomotores de rotación continua para avanzar y girar.",
          "Medir distancias con el sensor de ultrasonidos.",
          "Programar un comportamiento autónomo con un bucle y una condición.",
        ],
        steps: [
          "Montad el chasis con los dos servos de rotación continua y el sensor de ultrasonidos delante, siguiendo la guía del kit.",
          "Programad los movimientos básicos (adelante, atrás, girar a cada lado) y comprobad el sentido de giro de cada rueda; corregid si alguna va al revés.",
          "Mostrad en el monitor la distancia que mide el sensor y probad con una mano a distintas distancias.",
          "Programad el comportamiento: repetir siempre; si la distancia es menor que 15 cm, parar, retroceder un poco y girar; si no, avanzar.",
          "Probad el robot en un circuito con cajas y ajustad la distancia y el tiempo de giro.",
          "Reto final: el robot debe salir de un corral de cajas con una sola abertura en menos de un minuto.",
        ],
        kit: "Usa la placa Zum Junior, dos servos de rotación continua, las ruedas, el chasis y el sensor de ultrasonidos del kit. Los servos consumen mucho: usad pilas cargadas o el portapilas y no alimentéis el robot solo por USB durante las pruebas.",
        pc: "En el editor de bloques, usad los bloques de servo de rotación continua (girar en un sentido, en el otro o parar) y el bloque de distancia del ultrasonidos. Agrupad los movimientos en funciones («avanzar», «girar») para que el programa principal se lea como una frase.",
        pcOptions:
          "Si no hay robots para todos, un equipo puede trabajar antes con un simulador de robots por bloques en el navegador y pasar después el programa al kit. Para el alumnado que quiera más, el editor permite ver el código en texto equivalente a los bloques: comparadlo y cambiad un número en el texto para ver el efecto.",
      },
      en: {
        summary:
          "Teams build a robot with two motors and an ultrasonic sensor and program it to move forward and turn when it finds something in front of it. It is the first time the program makes decisions on its own, in a loop that repeats for ever.",
        objectives: [
          "Control two continuous rotation servos to move forward and turn.",
          "Measure distances with the ultrasonic sensor.",
          "Program autonomous behaviour with a loop and a condition.",
        ],
        steps: [
          "Build the chassis with the two continuous rotation servos and the ultrasonic sensor at the front, following the kit's guide.",
          "Program the basic movements (forward, back, turn each way) and check each wheel's direction; correct any that turn the wrong way.",
          "Show the distance measured by the sensor in the monitor and test with a hand at different distances.",
          "Program the behaviour: repeat for ever; if the distance is less than 15 cm, stop, reverse a little and turn; else, go forward.",
          "Test the robot on a course with boxes and adjust the distance and the turning time.",
          "Final challenge: the robot must get out of a pen of boxes with a single opening in under a minute.",
        ],
        kit: "Use the Zum Junior board, two continuous rotation servos, the wheels, the chassis and the ultrasonic sensor from the kit. The servos use a lot of power: use charged batteries or the battery holder and do not power the robot from USB alone during tests.",
        pc: "In the block editor, use the continuous rotation servo blocks (turn one way, the other way or stop) and the ultrasonic distance block. Group the movements into functions (“forward”, “turn”) so the main program reads like a sentence.",
        pcOptions:
          "If there are not enough robots for everyone, a team can first work with a block-based robot simulator in the browser and then move the program to the kit. For pupils who want more, the editor can show the text code equivalent to the blocks: compare them and change a number in the text to see the effect.",
      },
    },
    {
      slug: "ensena-a-una-maquina",
      minutes: 60,
      withPc: true,
      withTablet: true,
      withOptions: true,
      name: { es: "Enseña a una máquina: un clasificador de imágenes", en: "Teach a machine: an image classifier" },
      es: {
        summary:
          "Con una herramienta web de aprendizaje automático, el alumnado entrena un modelo que distingue objetos del aula a través de la cámara. Descubre que la máquina no «sabe»: aprende de los ejemplos que le damos, y aprende peor si los ejemplos son pocos o parecidos.",
        objectives: [
          "Comprender las fases del aprendizaje automático: datos, entrenamiento y prueba.",
          "Entrenar un modelo de clasificación de imágenes con varias clases.",
          "Relacionar la calidad del modelo con la cantidad y variedad de los ejemplos.",
        ],
        steps: [
          "Pregunta cómo aprendieron ellos a distinguir un perro de un gato y relaciónalo con aprender a partir de ejemplos.",
          "Muestra la herramienta de entrenamiento en la pantalla: crea dos clases, «lápiz» y «goma», y graba unas 30 imágenes de cada una.",
          "Entrena el modelo y pruébalo con objetos nuevos; después, pide a los equipos que creen su propio modelo con tres clases de objetos del aula.",
          "Cada equipo prueba el modelo de otro equipo y anota en qué casos acierta y en cuáles falla.",
          "Los equipos mejoran su modelo añadiendo ejemplos con otros fondos, ángulos y luces, y comparan los resultados.",
          "Cierre: ¿qué hemos hecho nosotros y qué ha hecho la máquina? Anotad las conclusiones en un mural de «cómo aprende una IA».",
        ],
        pc: "Usad en el navegador una herramienta gratuita de aprendizaje automático por imágenes que funcione con la webcam y sin registro del alumnado (por ejemplo, Teachable Machine). Comprueba antes que el navegador tiene permiso para usar la cámara y que las imágenes se procesan en el propio ordenador.",
        tablet:
          "La misma herramienta funciona en el navegador de la tableta con la cámara trasera, lo que facilita fotografiar objetos sobre la mesa. Apoyad la tableta en un atril para que las imágenes de entrenamiento tengan siempre un encuadre parecido.",
        options:
          "Para ampliar, entrenad una clase «nada» con el fondo vacío y comentad por qué mejora el modelo. Con grupos que necesiten apoyo, limitad el modelo a dos clases muy diferentes. El modelo puede exportarse y reutilizarse en la actividad del proyecto final.",
      },
      en: {
        summary:
          "Using a web machine learning tool, pupils train a model that tells classroom objects apart through the camera. They discover that the machine does not “know”: it learns from the examples we give it, and learns worse if the examples are few or too alike.",
        objectives: [
          "Understand the stages of machine learning: data, training and testing.",
          "Train an image classification model with several classes.",
          "Relate the quality of the model to the number and variety of the examples.",
        ],
        steps: [
          "Ask how they learnt to tell a dog from a cat and link it to learning from examples.",
          "Show the training tool on the screen: create two classes, “pencil” and “rubber”, and record about 30 images of each.",
          "Train the model and test it with new objects; then ask the teams to create their own model with three classes of classroom objects.",
          "Each team tests another team's model and notes when it gets it right and when it fails.",
          "Teams improve their model by adding examples with other backgrounds, angles and lighting, and compare the results.",
          "Wrap-up: what did we do and what did the machine do? Note the conclusions on a “how an AI learns” wall display.",
        ],
        pc: "Use a free in-browser image machine learning tool that works with the webcam and needs no pupil accounts (for example, Teachable Machine). Check beforehand that the browser has permission to use the camera and that the images are processed on the computer itself.",
        tablet:
          "The same tool works in the tablet's browser with the rear camera, which makes it easy to photograph objects on the table. Rest the tablet on a stand so the training images always have a similar framing.",
        options:
          "To extend it, train a “nothing” class with the empty background and discuss why it improves the model. With groups that need support, limit the model to two very different classes. The model can be exported and reused in the final project activity.",
      },
    },
    {
      slug: "por-que-se-equivoca-la-ia",
      minutes: 45,
      withMaterials: true,
      withOptions: true,
      withPc: true,
      name: { es: "¿Por qué se equivoca la IA? Datos y sesgos", en: "Why does AI get it wrong? Data and bias" },
      es: {
        summary:
          "El alumnado entrena a propósito un modelo con datos desequilibrados y observa cómo falla con ciertos casos. A partir de ahí reflexiona sobre los sesgos de los sistemas de IA reales y sobre quién es responsable de los datos con los que aprenden.",
        objectives: [
          "Reconocer que un modelo reproduce los desequilibrios de sus datos.",
          "Describir ejemplos de sesgo en sistemas de IA de la vida cotidiana.",
          "Proponer formas de conseguir datos más justos y variados.",
        ],
        steps: [
          "Reparte tarjetas con dibujos de zapatos: casi todas de deportivas y solo dos de botas. Pide a un grupo que «entrene» a un compañero mostrándole solo esas tarjetas.",
          "Enseña al compañero una bota nueva y una sandalia: ¿las reconoce como zapatos? Comentad por qué.",
          "Repetid la experiencia en el ordenador: un modelo con 40 imágenes de una clase y solo 5 de otra. Probad y anotad los errores.",
          "Equilibrad los datos y volved a entrenar; comparad los resultados en una tabla.",
          "Leed dos casos reales sencillos (una cámara que no reconoce bien algunos tonos de piel, un traductor que asigna profesiones por género) y relacionadlos con lo que habéis visto.",
          "Escribid entre todos tres normas para quien entrena una IA.",
        ],
        materials: [
          "Juego de tarjetas con dibujos de calzado (muchas deportivas, pocas botas y sandalias)",
          "Fichas con dos casos reales de sesgo adaptados a la edad",
          "Tabla de resultados para comparar modelos",
        ],
        options:
          "Podéis cambiar el calzado por frutas, animales o letras escritas a mano por distintas personas. Para profundizar, organizad un pequeño debate: ¿debería una IA decidir quién entra en un equipo deportivo?",
        pc: "Usad la misma herramienta de clasificación de imágenes de la actividad anterior. Preparad las imágenes desequilibradas en una carpeta para subirlas en lugar de grabarlas con la cámara: así todos los equipos parten de los mismos datos.",
      },
      en: {
        summary:
          "Pupils deliberately train a model with unbalanced data and watch how it fails in certain cases. From there they reflect on bias in real AI systems and on who is responsible for the data they learn from.",
        objectives: [
          "Recognise that a model reproduces the imbalances in its data.",
          "Describe examples of bias in everyday AI systems.",
          "Suggest ways of getting fairer and more varied data.",
        ],
        steps: [
          "Hand out cards with drawings of shoes: almost all trainers and only two boots. Ask one group to “train” a classmate by showing them only those cards.",
          "Show the classmate a new boot and a sandal: do they recognise them as shoes? Discuss why.",
          "Repeat the experience on the computer: a model with 40 images of one class and only 5 of another. Test it and note the errors.",
          "Balance the data and train again; compare the results in a table.",
          "Read two simple real cases (a camera that does not recognise some skin tones well, a translator that assigns jobs by gender) and link them to what you have seen.",
          "Together, write three rules for anyone who trains an AI.",
        ],
        materials: [
          "A set of cards with drawings of footwear (many trainers, few boots and sandals)",
          "Sheets with two real, age-appropriate cases of bias",
          "A results table to compare models",
        ],
        options:
          "You can swap the footwear for fruit, animals or letters handwritten by different people. To go deeper, hold a short debate: should an AI decide who gets into a sports team?",
        pc: "Use the same image classification tool as in the previous activity. Prepare the unbalanced images in a folder to upload instead of recording them with the camera: that way every team starts from the same data.",
      },
    },
    {
      slug: "papelera-inteligente",
      minutes: 90,
      projectLogo: ZUM_LOGO,
      withKit: true,
      withMaterials: true,
      withPc: true,
      withOptions: true,
      name: { es: "Proyecto final: la papelera que ayuda a reciclar", en: "Final project: the bin that helps us recycle" },
      es: {
        summary:
          "Los equipos combinan lo aprendido: un modelo de IA reconoce si un residuo es papel, plástico u orgánico y la placa del kit señala con un servo y unas luces el contenedor correcto. Es un proyecto de varias sesiones que termina con una demostración para el centro.",
        objectives: [
          "Diseñar un sistema que combina un modelo de IA con un montaje robótico.",
          "Dividir un proyecto en partes y repartir tareas en el equipo.",
          "Evaluar el sistema con residuos reales y documentar sus errores.",
        ],
        steps: [
          "Presenta el problema: en el comedor o en el patio muchos residuos acaban en el contenedor equivocado. ¿Cómo podría ayudar la tecnología?",
          "Cada equipo entrena un modelo con tres clases (papel, plástico, orgánico) y una clase «nada», usando residuos limpios traídos de casa.",
          "Montan en la placa un servo con una flecha de cartón que apunta a tres posiciones y tres LED de los colores de los contenedores.",
          "Programan la placa para que, según la tecla o el pulsador que indique la clase detectada, la flecha gire a su contenedor y se encienda su LED.",
          "Conectan las dos partes: la persona operadora lee el resultado del modelo y lo envía a la placa; si el editor lo permite, lo hacen en directo por USB.",
          "Prueban con 20 residuos, anotan aciertos y errores y preparan una demostración explicando también cuándo se equivoca su papelera.",
        ],
        kit: "Usa la placa Zum Junior, un miniservo, tres LED (azul, amarillo y marrón o rojo) y dos pulsadores del kit. El servo debe mover una flecha ligera de cartón; fijadla bien al brazo del servo para que no se suelte con los giros.",
        materials: [
          "Residuos limpios y secos: papeles, envases de plástico, pieles de fruta secas o de plástico",
          "Cartón para la flecha y la maqueta de los tres contenedores",
          "Cinta adhesiva y bridas",
          "Hoja de pruebas para anotar aciertos y errores",
        ],
        pc: "Entrenad el modelo con la herramienta de clasificación de imágenes en el navegador y programad la placa en el editor de bloques. Si vuestro editor tiene una extensión de aprendizaje automático o un modo en directo por USB, podéis hacer que el resultado del modelo mueva el servo sin intervención; si no, la persona operadora hace de enlace pulsando el botón correspondiente.",
        options:
          "Para simplificar, trabajad solo con dos clases (papel y plástico) y dos LED. Para ampliar, añadid un zumbador que avisa cuando el modelo no está seguro o una pantalla con mensajes. El proyecto encaja bien en una semana del medio ambiente o en una feria de ciencias del centro.",
      },
      en: {
        summary:
          "Teams combine what they have learnt: an AI model recognises whether a piece of rubbish is paper, plastic or food waste, and the kit's board points to the right bin with a servo and some lights. It is a multi-session project that ends with a demonstration for the school.",
        objectives: [
          "Design a system that combines an AI model with a robotic build.",
          "Split a project into parts and share out tasks within the team.",
          "Evaluate the system with real rubbish and document its errors.",
        ],
        steps: [
          "Present the problem: in the dining hall or the playground a lot of rubbish ends up in the wrong bin. How could technology help?",
          "Each team trains a model with three classes (paper, plastic, food waste) and a “nothing” class, using clean rubbish brought from home.",
          "They mount on the board a servo with a cardboard arrow that points to three positions, and three LEDs in the colours of the bins.",
          "They program the board so that, depending on the key or button indicating the detected class, the arrow turns to its bin and its LED lights up.",
          "They connect the two parts: the operator reads the model's result and sends it to the board; if the editor allows it, they do it live over USB.",
          "They test with 20 pieces of rubbish, note successes and errors and prepare a demonstration that also explains when their bin gets it wrong.",
        ],
        kit: "Use the Zum Junior board, a mini servo, three LEDs (blue, yellow and brown or red) and two buttons from the kit. The servo must move a light cardboard arrow; fix it firmly to the servo horn so it does not come off as it turns.",
        materials: [
          "Clean, dry rubbish: paper, plastic packaging, dried or plastic fruit peel",
          "Cardboard for the arrow and the model of the three bins",
          "Sticky tape and cable ties",
          "A test sheet to note successes and errors",
        ],
        pc: "Train the model with the in-browser image classification tool and program the board in the block editor. If your editor has a machine learning extension or a live USB mode, the model's result can move the servo with no one in between; if not, the operator acts as the link by pressing the matching button.",
        options:
          "To simplify, work with only two classes (paper and plastic) and two LEDs. To extend it, add a buzzer that warns when the model is unsure, or a screen with messages. The project fits well into an environment week or a school science fair.",
      },
    },
  ],
};

const microbitIotEthics: ItinerarySeed = {
  slug: "robotica-12-microbit-iot-etica",
  program: "ROBOTICA",
  age: "twelvePlus",
  devices: ["pc"],
  name: { es: "micro:bit, internet de las cosas y ética de la IA", en: "micro:bit, the Internet of Things and AI ethics" },
  description: {
    es: "Para el alumnado de más de 12 años: programación de la placa micro:bit, sensores, registro de datos y comunicación por radio para construir objetos conectados. El itinerario dedica tiempo a pensar qué datos recogen esos objetos y la inteligencia artificial, quién los usa y con qué límites.",
    en: "For pupils over 12: programming the micro:bit board, sensors, data logging and radio communication to build connected objects. The itinerary makes time to think about what data those objects and artificial intelligence collect, who uses it and within what limits.",
  },
  activities: [
    {
      slug: "primeros-programas-microbit",
      minutes: 50,
      withKit: true,
      withPc: true,
      withPcOptions: true,
      name: { es: "Primeros programas con micro:bit: una insignia interactiva", en: "First micro:bit programs: an interactive badge" },
      es: {
        summary:
          "El alumnado conoce la micro:bit y programa una insignia que muestra su nombre, un icono al pulsar cada botón y una reacción al agitarla. Aprende el ciclo completo: programar, probar en el simulador, descargar y probar en la placa.",
        objectives: [
          "Identificar los componentes de la micro:bit: matriz de LED, botones, sensores y pines.",
          "Usar eventos (al iniciar, al pulsar un botón, al agitar) en un programa.",
          "Descargar un programa a la placa y comprobar su funcionamiento.",
        ],
        steps: [
          "Reparte una placa por pareja y pide que localicen, con ayuda de una imagen proyectada, la matriz de 5 × 5 LED, los botones A y B, el logo táctil y el conector de pilas.",
          "En el editor, cread un programa que muestre el nombre de la pareja al iniciar y probadlo en el simulador.",
          "Añadid eventos: al pulsar A, un corazón; al pulsar B, una cara sonriente; al pulsar A+B, el número de la clase.",
          "Añadid el evento «al agitar» con un icono sorpresa o un número aleatorio del 1 al 6, a modo de dado.",
          "Descargad el programa a la placa, conectad el portapilas y llevad la insignia colgada con una cinta.",
          "Intercambiad las insignias y pedid a la otra pareja que adivine, sin mirar el código, qué evento hace cada cosa.",
        ],
        kit: "Usa las placas micro:bit del kit con su cable USB y el portapilas de dos pilas AAA. Si tenéis placas de la versión 2, el logo táctil y el altavoz integrado permiten añadir sonidos a la insignia.",
        pc: "Programad con MakeCode para micro:bit en el navegador. En Chrome o Edge podéis emparejar la placa por USB y descargar directamente; en otros navegadores, el archivo .hex se descarga y se arrastra a la unidad MICROBIT que aparece al conectar la placa.",
        pcOptions:
          "Si no hay placas para todos, el simulador de MakeCode reproduce botones, agitado y pantalla: una pareja puede trabajar entera en el simulador y probar en una placa compartida al final. Quien ya conozca los bloques puede cambiar a JavaScript o Python en el mismo editor y comparar.",
      },
      en: {
        summary:
          "Pupils get to know the micro:bit and program a badge that shows their name, an icon when each button is pressed and a reaction when it is shaken. They learn the whole cycle: program, test in the simulator, download and test on the board.",
        objectives: [
          "Identify the micro:bit's components: LED matrix, buttons, sensors and pins.",
          "Use events (on start, on button pressed, on shake) in a program.",
          "Download a program to the board and check that it works.",
        ],
        steps: [
          "Give each pair a board and ask them to find, with the help of a projected image, the 5 × 5 LED matrix, buttons A and B, the touch logo and the battery connector.",
          "In the editor, create a program that shows the pair's names on start and test it in the simulator.",
          "Add events: on button A, a heart; on button B, a smiley face; on A+B, the class number.",
          "Add the “on shake” event with a surprise icon or a random number from 1 to 6, like a die.",
          "Download the program to the board, connect the battery pack and wear the badge on a lanyard.",
          "Swap badges and ask the other pair to guess, without looking at the code, which event does what.",
        ],
        kit: "Use the micro:bit boards from the kit with their USB cable and the two-AAA battery pack. If you have version 2 boards, the touch logo and built-in speaker let you add sounds to the badge.",
        pc: "Program with MakeCode for micro:bit in the browser. In Chrome or Edge you can pair the board over USB and download directly; in other browsers the .hex file downloads and is dragged onto the MICROBIT drive that appears when the board is connected.",
        pcOptions:
          "If there are not enough boards for everyone, the MakeCode simulator reproduces the buttons, shaking and display: a pair can work entirely in the simulator and test on a shared board at the end. Anyone who already knows the blocks can switch to JavaScript or Python in the same editor and compare.",
      },
    },
    {
      slug: "registro-de-temperatura",
      minutes: 60,
      withKit: true,
      withPc: true,
      withOptions: true,
      name: { es: "¿Hace frío en el aula? Registro de temperatura", en: "Is the classroom cold? Logging the temperature" },
      es: {
        summary:
          "El alumnado convierte la micro:bit en un registrador de datos que mide la temperatura del aula cada pocos minutos durante un día. Después analiza los datos en una hoja de cálculo y saca conclusiones sobre ventilación, calefacción y sol.",
        objectives: [
          "Leer un sensor y almacenar sus valores a intervalos regulares.",
          "Exportar datos y representarlos en una gráfica.",
          "Interpretar datos reales y reconocer las limitaciones de la medida.",
        ],
        steps: [
          "Plantea la pregunta de investigación: ¿cómo cambia la temperatura del aula a lo largo del día? Recoged predicciones.",
          "Programad la placa para mostrar la temperatura al pulsar A y comparad la lectura con un termómetro de aula.",
          "Añadid el registro: cada cinco minutos, guardar la temperatura con la hora; al pulsar B, parar el registro y mostrar un icono.",
          "Colocad placas en distintos puntos (junto a la ventana, junto al radiador, en el fondo) y dejadlas registrando toda la jornada.",
          "Al día siguiente, abrid el archivo de datos, copiadlo a una hoja de cálculo y cread una gráfica por ubicación.",
          "Comparad las gráficas con las predicciones y anotad qué explicaría las diferencias (sol, ventanas abiertas, recreo).",
        ],
        kit: "Usa placas micro:bit del kit, preferiblemente de la versión 2, que pueden guardar los datos en su memoria y conservarlos aunque se queden sin pilas. El sensor de temperatura está en el procesador y marca algo más que el aire: calibrad restando la diferencia con el termómetro.",
        pc: "En MakeCode, añadid la extensión de registro de datos («datalogger»). Al conectar la placa, el archivo MY_DATA de la unidad MICROBIT se abre en el navegador y permite ver la gráfica y descargar los datos en CSV para la hoja de cálculo.",
        options:
          "Si solo tenéis placas de la versión 1, enviad los datos por el cable USB al ordenador y usad la consola de datos de MakeCode durante una sesión más corta. Para ampliar, medid también el nivel de luz y buscad relación entre luz y temperatura.",
      },
      en: {
        summary:
          "Pupils turn the micro:bit into a data logger that measures the classroom temperature every few minutes for a whole day. They then analyse the data in a spreadsheet and draw conclusions about ventilation, heating and sunshine.",
        objectives: [
          "Read a sensor and store its values at regular intervals.",
          "Export data and plot it on a graph.",
          "Interpret real data and recognise the limits of the measurement.",
        ],
        steps: [
          "Pose the research question: how does the classroom temperature change during the day? Collect predictions.",
          "Program the board to show the temperature when A is pressed and compare the reading with a classroom thermometer.",
          "Add the logging: every five minutes, save the temperature with the time; when B is pressed, stop logging and show an icon.",
          "Place boards in different spots (by the window, by the radiator, at the back) and leave them logging all day.",
          "The next day, open the data file, copy it into a spreadsheet and make a graph for each location.",
          "Compare the graphs with the predictions and note what might explain the differences (sun, open windows, break time).",
        ],
        kit: "Use micro:bit boards from the kit, preferably version 2, which can store the data in their memory and keep it even when the batteries run out. The temperature sensor is in the processor and reads a little above the air temperature: calibrate by subtracting the difference from the thermometer.",
        pc: "In MakeCode, add the data logging extension (“datalogger”). When the board is connected, the MY_DATA file on the MICROBIT drive opens in the browser, shows the graph and lets you download the data as CSV for the spreadsheet.",
        options:
          "If you only have version 1 boards, send the data over the USB cable to the computer and use the MakeCode data console for a shorter session. To extend it, also measure the light level and look for a link between light and temperature.",
      },
    },
    {
      slug: "votacion-por-radio",
      minutes: 60,
      withKit: true,
      withPc: true,
      withOptions: true,
      name: { es: "La votación del aula por radio", en: "A class vote by radio" },
      es: {
        summary:
          "Con la radio de la micro:bit, la clase monta un sistema de votación: cada placa envía un voto y una placa central los cuenta y muestra el resultado. El alumnado descubre cómo se comunican los dispositivos sin cables y qué problemas aparecen cuando muchos hablan a la vez.",
        objectives: [
          "Enviar y recibir mensajes por radio entre placas.",
          "Usar variables para contar mensajes recibidos.",
          "Identificar problemas de comunicación: grupos, mensajes duplicados y votos repetidos.",
        ],
        steps: [
          "Explica el reto: votar la actividad de la próxima excursión entre tres opciones, sin papeles y sin manos levantadas.",
          "Acordad un grupo de radio para toda la clase y programad las placas de votación: A envía 1, B envía 2, A+B envía 3, y cada placa muestra un tic al votar.",
          "Programad la placa central: al recibir un número, suma uno a su contador y, al pulsar A, muestra los tres resultados.",
          "Haced una votación de prueba y comparad el total de votos con el número de personas: ¿coincide?",
          "Detectad el problema de los votos repetidos y proponed soluciones: que cada placa vote una sola vez, o que envíe su número de serie y la central lo compruebe.",
          "Votad de verdad con la versión corregida y comentad dónde se usan sistemas parecidos (mandos de concursos, encuestas en directo).",
        ],
        kit: "Necesitáis una micro:bit por alumno o pareja y una más para la central, conectada al ordenador del profesorado para proyectar los resultados. La radio alcanza sin problema toda el aula; si hay otras clases haciendo la actividad a la vez, usad grupos de radio distintos.",
        pc: "En MakeCode, los bloques de radio están en la categoría «Radio»: «radio establecer grupo», «radio enviar número» y «al recibir radio número». Para mostrar los resultados en grande, la placa central puede enviarlos por serie y verse en la consola de datos del editor.",
        options:
          "Si no hay placas suficientes, cada equipo vota con una placa compartida. Para ampliar, convertid la votación en un sistema de preguntas de repaso con respuestas A, B o C y puntuación por equipo, o añadid un tiempo límite para votar.",
      },
      en: {
        summary:
          "Using the micro:bit's radio, the class sets up a voting system: each board sends a vote and a central board counts them and shows the result. Pupils discover how devices communicate without wires and what problems arise when many of them talk at once.",
        objectives: [
          "Send and receive radio messages between boards.",
          "Use variables to count the messages received.",
          "Identify communication problems: groups, duplicate messages and repeated votes.",
        ],
        steps: [
          "Explain the challenge: vote on the activity for the next school trip between three options, with no paper and no raised hands.",
          "Agree on one radio group for the whole class and program the voting boards: A sends 1, B sends 2, A+B sends 3, and each board shows a tick after voting.",
          "Program the central board: when it receives a number, it adds one to that option's counter and, when A is pressed, shows the three results.",
          "Hold a practice vote and compare the total number of votes with the number of people: does it match?",
          "Spot the repeated-votes problem and suggest fixes: each board votes only once, or sends its serial number and the central board checks it.",
          "Vote for real with the corrected version and discuss where similar systems are used (quiz show buzzers, live polls).",
        ],
        kit: "You need one micro:bit per pupil or pair and one more for the central board, connected to the teacher's computer to project the results. The radio easily covers the whole classroom; if other classes are doing the activity at the same time, use different radio groups.",
        pc: "In MakeCode, the radio blocks are in the “Radio” category: “radio set group”, “radio send number” and “on radio received number”. To show the results in large print, the central board can send them over serial and they can be viewed in the editor's data console.",
        options:
          "If there are not enough boards, each team votes with a shared board. To extend it, turn the vote into a revision quiz with answers A, B or C and team scores, or add a time limit for voting.",
      },
    },
    {
      slug: "invernadero-conectado",
      minutes: 90,
      withKit: true,
      withMaterials: true,
      withPc: true,
      name: { es: "Un invernadero conectado", en: "A connected greenhouse" },
      es: {
        summary:
          "El alumnado construye su primer sistema de internet de las cosas: una micro:bit mide la humedad de la tierra de una maceta y la envía por radio a otra placa que hace de pasarela. La pasarela, conectada al ordenador, muestra los datos y avisa cuando la planta necesita agua.",
        objectives: [
          "Fabricar un sensor de humedad sencillo y calibrarlo.",
          "Diseñar un sistema con sensor, comunicación y pasarela.",
          "Explicar las partes de un sistema de internet de las cosas.",
        ],
        steps: [
          "Dibujad en la pizarra un sistema de riego inteligente comercial y señalad sus partes: sensor, envío de datos, pasarela, pantalla y aviso.",
          "Fabricad el sensor con dos clavos clavados en la tierra, conectados con pinzas de cocodrilo al pin 0 y a 3V de la placa.",
          "Programad la placa sensor para leer el pin 0 cada minuto y medid el valor con tierra seca, húmeda y encharcada para fijar los umbrales.",
          "Haced que la placa sensor envíe la lectura por radio y programad una segunda placa, conectada al ordenador, que la reciba y la escriba por el puerto serie.",
          "Ved los datos en directo en la consola del editor y añadid un aviso en la pasarela (icono y sonido) cuando la humedad baje del umbral.",
          "Dejad el sistema funcionando varios días y comentad cómo cambian los datos al regar y qué pasaría si la pasarela estuviera conectada a internet.",
        ],
        kit: "Usa dos micro:bit del kit por equipo (sensor y pasarela), pinzas de cocodrilo y un portapilas. Para que los clavos no se oxiden rápido, leed el sensor solo unos segundos cada minuto alimentándolo desde un pin digital en lugar de mantenerlo siempre a 3V.",
        materials: [
          "Una maceta con tierra y una planta de crecimiento rápido (albahaca, lentejas)",
          "Dos clavos galvanizados por sensor",
          "Un vaso medidor para regar siempre la misma cantidad",
          "Diario de observación de la planta",
        ],
        pc: "En MakeCode, usad «leer analógico pin P0» en la placa sensor y «serie escribir valor» en la pasarela. La consola de datos del editor dibuja la gráfica de humedad en directo y permite descargar los datos en CSV.",
      },
      en: {
        summary:
          "Pupils build their first Internet of Things system: a micro:bit measures the moisture of the soil in a pot and sends it by radio to another board that acts as a gateway. The gateway, connected to the computer, shows the data and gives a warning when the plant needs water.",
        objectives: [
          "Make a simple moisture sensor and calibrate it.",
          "Design a system with a sensor, communication and a gateway.",
          "Explain the parts of an Internet of Things system.",
        ],
        steps: [
          "Draw a commercial smart watering system on the board and label its parts: sensor, data transmission, gateway, display and alert.",
          "Make the sensor with two nails pushed into the soil, connected with crocodile clips to pin 0 and 3V on the board.",
          "Program the sensor board to read pin 0 every minute and measure the value with dry, damp and waterlogged soil to set the thresholds.",
          "Make the sensor board send the reading by radio and program a second board, connected to the computer, to receive it and write it to the serial port.",
          "Watch the data live in the editor's console and add an alert on the gateway (icon and sound) when the moisture drops below the threshold.",
          "Leave the system running for several days and discuss how the data changes when watering and what would happen if the gateway were connected to the internet.",
        ],
        kit: "Use two micro:bits from the kit per team (sensor and gateway), crocodile clips and a battery pack. To stop the nails rusting quickly, read the sensor for just a few seconds each minute by powering it from a digital pin instead of keeping it at 3V all the time.",
        materials: [
          "A pot with soil and a fast-growing plant (basil, lentils)",
          "Two galvanised nails per sensor",
          "A measuring cup to always water the same amount",
          "A plant observation diary",
        ],
        pc: "In MakeCode, use “analog read pin P0” on the sensor board and “serial write value” on the gateway. The editor's data console draws the moisture graph live and lets you download the data as CSV.",
      },
    },
    {
      slug: "quien-ve-mis-datos",
      minutes: 45,
      withMaterials: true,
      withOptions: true,
      name: { es: "¿Quién ve mis datos? Objetos conectados y privacidad", en: "Who sees my data? Connected objects and privacy" },
      es: {
        summary:
          "Sin pantallas, los equipos siguen el viaje de los datos de objetos conectados cotidianos (un reloj deportivo, un altavoz inteligente, una cámara de timbre) y deciden qué datos son necesarios y cuáles sobran. Relacionan lo aprendido con el invernadero que han construido.",
        objectives: [
          "Identificar qué datos recogen los objetos conectados y adónde van.",
          "Distinguir entre datos necesarios para el servicio y datos que se recogen de más.",
          "Formular recomendaciones de privacidad para usuarios y fabricantes.",
        ],
        steps: [
          "Pregunta qué objetos conectados hay en sus casas y escríbelos en la pizarra; añade los que falten de una lista preparada.",
          "Reparte a cada equipo una tarjeta de objeto con su descripción y la lista de datos que recoge según su política de privacidad simplificada.",
          "Los equipos dibujan en un cartel el viaje de los datos: del objeto al móvil, a la nube de la empresa y a terceros.",
          "Con pegatinas verdes y rojas marcan qué datos son necesarios para que el objeto funcione y cuáles no lo son.",
          "Cada equipo presenta su cartel y propone una recomendación para quien lo compra y otra para quien lo fabrica.",
          "Volved al invernadero conectado: ¿qué datos recoge?, ¿quién podría verlos si estuviera en internet?, ¿qué haríais para protegerlos?",
        ],
        materials: [
          "Tarjetas de objetos conectados con la lista de datos que recogen",
          "Cartulinas grandes y rotuladores",
          "Pegatinas verdes y rojas",
          "Resumen adaptado de la política de privacidad de cada objeto",
        ],
        options:
          "Para ampliar, los equipos leen la configuración de privacidad real de una aplicación que usen y la comparan con la del objeto. Para grupos más jóvenes, trabajad con tres objetos y solo dos tipos de datos (ubicación y voz).",
      },
      en: {
        summary:
          "Without screens, teams follow the journey of data from everyday connected objects (a fitness watch, a smart speaker, a doorbell camera) and decide which data is necessary and which is excessive. They relate what they learn to the greenhouse they have built.",
        objectives: [
          "Identify what data connected objects collect and where it goes.",
          "Distinguish between data needed for the service and data collected beyond that.",
          "Formulate privacy recommendations for users and manufacturers.",
        ],
        steps: [
          "Ask which connected objects they have at home and write them on the board; add any missing ones from a prepared list.",
          "Give each team an object card with its description and the list of data it collects according to its simplified privacy policy.",
          "Teams draw the data's journey on a poster: from the object to the phone, to the company's cloud and to third parties.",
          "Using green and red stickers, they mark which data is needed for the object to work and which is not.",
          "Each team presents its poster and suggests one recommendation for the buyer and another for the manufacturer.",
          "Go back to the connected greenhouse: what data does it collect? Who could see it if it were online? What would you do to protect it?",
        ],
        materials: [
          "Connected object cards listing the data they collect",
          "Large sheets of card and felt-tip pens",
          "Green and red stickers",
          "An adapted summary of each object's privacy policy",
        ],
        options:
          "To extend it, teams read the real privacy settings of an app they use and compare them with the object's. For younger groups, work with three objects and only two kinds of data (location and voice).",
      },
    },
    {
      slug: "juicio-al-algoritmo",
      minutes: 55,
      withMaterials: true,
      withOptions: true,
      name: { es: "Dilemas éticos de la IA: el juicio al algoritmo", en: "AI ethical dilemmas: the algorithm on trial" },
      es: {
        summary:
          "La clase celebra un juicio simulado a un sistema de inteligencia artificial ficticio que ha tomado una decisión polémica en un instituto. Con papeles de acusación, defensa, testigos y jurado, el alumnado analiza la justicia, la transparencia y la responsabilidad de la IA.",
        objectives: [
          "Analizar un caso de uso de IA desde varios puntos de vista.",
          "Conocer principios éticos básicos: equidad, transparencia, privacidad y responsabilidad humana.",
          "Argumentar una postura con razones y escuchar las contrarias.",
        ],
        steps: [
          "Presenta el caso: un instituto usa un programa de IA que decide qué alumnos van al grupo de refuerzo a partir de sus notas, faltas y barrio; una familia lo ha denunciado.",
          "Reparte los papeles: acusación, defensa de la empresa, dirección del instituto, alumnado afectado, experta en datos y jurado.",
          "Cada grupo prepara en 15 minutos sus argumentos con ayuda de su ficha de papel, que incluye datos y preguntas guía.",
          "Celebrad el juicio: exposición de la acusación y la defensa, intervención de los testigos y preguntas del jurado.",
          "El jurado delibera en voz alta delante de la clase y emite un veredicto con condiciones: qué debería cambiar en el sistema.",
          "Salid del papel y recoged en un mural los principios que han aparecido y cómo se aplicarían a otras IA que conocen.",
        ],
        materials: [
          "Ficha del caso con los datos del sistema ficticio",
          "Fichas de papel con argumentos y preguntas guía para cada rol",
          "Tarjetas con los principios éticos de la IA",
          "Mural para las conclusiones",
        ],
        options:
          "Podéis cambiar el caso por otros dilemas: una cámara que reconoce caras en la entrada del centro, una aplicación que recomienda estudios o un coche autónomo que debe elegir. Para ampliar, redactad una carta a la dirección del instituto ficticio con propuestas de mejora.",
      },
      en: {
        summary:
          "The class holds a mock trial of a fictional artificial intelligence system that made a controversial decision in a secondary school. With the roles of prosecution, defence, witnesses and jury, pupils analyse fairness, transparency and responsibility in AI.",
        objectives: [
          "Analyse a use of AI from several points of view.",
          "Learn basic ethical principles: fairness, transparency, privacy and human responsibility.",
          "Argue a position with reasons and listen to opposing views.",
        ],
        steps: [
          "Present the case: a secondary school uses an AI program that decides which pupils go into the support group based on their marks, absences and neighbourhood; a family has made a complaint.",
          "Share out the roles: prosecution, the company's defence, the school's head teacher, affected pupils, a data expert and the jury.",
          "Each group spends 15 minutes preparing its arguments with the help of its role sheet, which includes facts and guiding questions.",
          "Hold the trial: opening statements from the prosecution and the defence, the witnesses' evidence and questions from the jury.",
          "The jury deliberates aloud in front of the class and gives a verdict with conditions: what should change in the system.",
          "Step out of role and collect on a wall display the principles that came up and how they would apply to other AI they know.",
        ],
        materials: [
          "A case sheet with the details of the fictional system",
          "Role sheets with arguments and guiding questions for each role",
          "Cards with the ethical principles of AI",
          "A wall display for the conclusions",
        ],
        options:
          "You can swap the case for other dilemmas: a camera that recognises faces at the school entrance, an app that recommends courses of study, or a self-driving car that has to choose. To extend it, write a letter to the fictional school's head teacher with proposals for improvement.",
      },
    },
    {
      slug: "objeto-conectado-responsable",
      minutes: 120,
      withKit: true,
      withMaterials: true,
      withPc: true,
      withOptions: true,
      name: { es: "Proyecto final: un objeto conectado responsable", en: "Final project: a responsible connected object" },
      es: {
        summary:
          "Los equipos detectan un problema del centro (ruido en el comedor, luces encendidas sin nadie, aulas mal ventiladas) y construyen un prototipo de objeto conectado con micro:bit que ayuda a resolverlo. Cada prototipo va acompañado de una ficha ética: qué datos recoge, por qué y quién los ve.",
        objectives: [
          "Aplicar sensores, radio y registro de datos a un problema real.",
          "Diseñar teniendo en cuenta la privacidad desde el principio: recoger solo los datos necesarios.",
          "Comunicar un proyecto técnico y sus implicaciones a un público.",
        ],
        steps: [
          "Los equipos recorren el centro y anotan problemas que podrían medirse con sensores; eligen uno y lo formulan como una pregunta.",
          "Diseñan el sistema en papel: qué sensor, qué placa mide, cuál recibe, qué se muestra y a quién se avisa.",
          "Rellenan la ficha ética antes de construir: qué datos recoge, cuáles podrían evitarse, cuánto tiempo se guardan y quién los ve.",
          "Construyen y programan el prototipo por partes, probando cada una antes de unirla con las demás.",
          "Lo prueban durante al menos un día en el lugar real y recogen datos para comprobar si responde a la pregunta.",
          "Presentan el proyecto en una feria para otras clases o familias con el prototipo, una gráfica de datos y la ficha ética.",
        ],
        kit: "Cada equipo dispone de dos o tres micro:bit del kit, pinzas de cocodrilo, portapilas y los sensores que necesite: la placa ya incluye luz, temperatura, micrófono (versión 2), acelerómetro y brújula, que cubren la mayoría de proyectos sin componentes extra.",
        materials: [
          "Cartón, cajas y material de reciclaje para las carcasas",
          "Cinta adhesiva, bridas y pegamento termofusible (con supervisión)",
          "Plantilla de diseño del sistema y ficha ética",
          "Cartulinas para el póster de la feria",
        ],
        pc: "Programad en MakeCode con las extensiones que necesite cada proyecto (registro de datos, radio). Compartid los proyectos mediante el enlace de MakeCode para que todo el equipo trabaje sobre la última versión y guardad el .hex final en la carpeta de la clase.",
        options:
          "Para equipos que vayan rápido: añadir una pantalla de resultados en el ordenador con los datos recibidos por serie. Para equipos que necesiten apoyo: partir de uno de los montajes del itinerario (termómetro, votación, invernadero) y adaptarlo a su problema.",
      },
      en: {
        summary:
          "Teams identify a problem at school (noise in the dining hall, lights left on in empty rooms, poorly ventilated classrooms) and build a prototype connected object with the micro:bit that helps to solve it. Each prototype comes with an ethics sheet: what data it collects, why and who sees it.",
        objectives: [
          "Apply sensors, radio and data logging to a real problem.",
          "Design with privacy in mind from the start: collect only the data needed.",
          "Communicate a technical project and its implications to an audience.",
        ],
        steps: [
          "Teams walk around the school noting problems that could be measured with sensors; they choose one and phrase it as a question.",
          "They design the system on paper: which sensor, which board measures, which one receives, what is displayed and who is alerted.",
          "They fill in the ethics sheet before building: what data it collects, which could be avoided, how long it is kept and who sees it.",
          "They build and program the prototype part by part, testing each part before joining it to the rest.",
          "They test it for at least a day in the real place and collect data to check whether it answers the question.",
          "They present the project at a fair for other classes or families with the prototype, a data graph and the ethics sheet.",
        ],
        kit: "Each team has two or three micro:bits from the kit, crocodile clips, battery packs and whatever sensors it needs: the board already includes light, temperature, a microphone (version 2), an accelerometer and a compass, which cover most projects without extra components.",
        materials: [
          "Cardboard, boxes and recycled materials for the cases",
          "Sticky tape, cable ties and a hot glue gun (with supervision)",
          "A system design template and the ethics sheet",
          "Card for the fair poster",
        ],
        pc: "Program in MakeCode with the extensions each project needs (data logging, radio). Share projects through their MakeCode link so the whole team works on the latest version, and save the final .hex file in the class folder.",
        options:
          "For teams that move quickly: add a results screen on the computer with the data received over serial. For teams that need support: start from one of the itinerary's builds (thermometer, vote, greenhouse) and adapt it to their problem.",
      },
    },
  ],
};

const onlineAi: ItinerarySeed = {
  slug: "robotica-9-12-ia-en-linea",
  program: "ROBOTICA",
  age: "nineToTwelve",
  devices: ["pc"],
  online: true,
  name: { es: "Inteligencia artificial en línea: aprende, entrena y piensa", en: "Artificial intelligence online: learn, train and think" },
  description: {
    es: "Un itinerario para centros sin kit de robótica: todo se hace con un ordenador y un navegador. El alumnado descubre dónde hay inteligencia artificial en su vida, entrena modelos de sonidos y posturas, los usa en sus propios juegos de Scratch, programa un robot en un simulador y aprende a conversar con un chatbot con espíritu crítico.",
    en: "An itinerary for schools without a robotics kit: everything is done with a computer and a browser. Pupils discover where artificial intelligence is in their lives, train sound and pose models, use them in their own Scratch games, program a robot in a simulator and learn to talk to a chatbot with a critical eye.",
  },
  activities: [
    {
      slug: "caza-de-ia",
      minutes: 40,
      withPc: true,
      withOptions: true,
      name: { es: "¿Dónde está la IA? Caza de inteligencia artificial", en: "Where is the AI? An artificial intelligence hunt" },
      es: {
        summary:
          "El alumnado busca inteligencia artificial en servicios que usa a diario (traductores, recomendaciones de vídeos, filtros de fotos, asistentes de voz) y aprende a distinguir lo que es IA de lo que es un programa con reglas fijas. Es la puerta de entrada al itinerario.",
        objectives: [
          "Reconocer ejemplos de inteligencia artificial en la vida cotidiana.",
          "Diferenciar un programa que sigue reglas fijas de un sistema que aprende de datos.",
          "Expresar qué tareas hace bien una IA y cuáles no.",
        ],
        steps: [
          "Proyecta diez situaciones cotidianas (una calculadora, un traductor, un semáforo, las recomendaciones de una plataforma de vídeo, un filtro de fotos…) y pide que voten si creen que hay IA.",
          "Explica la diferencia clave: ¿alguien ha escrito todas las reglas, o el sistema ha aprendido a partir de muchos ejemplos?",
          "Por parejas, prueban en el ordenador dos servicios con IA preparados por el docente (un traductor y un reconocedor de dibujos) y anotan un acierto y un error de cada uno.",
          "Volved a votar las diez situaciones y comentad las que han cambiado de respuesta.",
          "Cada pareja escribe en una nota adhesiva una tarea en la que una IA le ayudaría y otra que nunca dejaría en sus manos.",
          "Agrupad las notas en un mural que se completará durante el resto del itinerario.",
        ],
        pc: "Usad servicios en línea que no pidan cuenta al alumnado, abiertos por el docente en los ordenadores antes de la sesión: un traductor web y un juego de reconocimiento de dibujos (por ejemplo, Quick, Draw!). Revisa las condiciones de uso y evita servicios con publicidad o que guarden datos personales.",
        options:
          "En lugar de votar en voz alta, podéis hacer la votación con una herramienta de encuestas en línea y comparar los resultados del principio y del final. Para ampliar, cada pareja investiga un ejemplo de IA y lo presenta en un minuto.",
      },
      en: {
        summary:
          "Pupils look for artificial intelligence in services they use every day (translators, video recommendations, photo filters, voice assistants) and learn to tell AI apart from a program with fixed rules. It is the way into the itinerary.",
        objectives: [
          "Recognise examples of artificial intelligence in everyday life.",
          "Tell a program that follows fixed rules from a system that learns from data.",
          "Say which tasks an AI does well and which it does not.",
        ],
        steps: [
          "Project ten everyday situations (a calculator, a translator, a traffic light, a video platform's recommendations, a photo filter…) and ask pupils to vote on whether they think there is AI in them.",
          "Explain the key difference: did someone write all the rules, or has the system learnt from lots of examples?",
          "In pairs, they try two AI services prepared by the teacher on the computer (a translator and a drawing recogniser) and note one success and one mistake for each.",
          "Vote again on the ten situations and discuss the ones where answers changed.",
          "Each pair writes on a sticky note a task in which an AI would help them and another they would never leave to it.",
          "Group the notes on a wall display to be added to during the rest of the itinerary.",
        ],
        pc: "Use online services that do not ask pupils for an account, opened by the teacher on the computers before the session: a web translator and a drawing recognition game (for example, Quick, Draw!). Check the terms of use and avoid services with advertising or that store personal data.",
        options:
          "Instead of voting aloud, you can vote with an online polling tool and compare the results at the start and the end. To extend it, each pair researches an example of AI and presents it in one minute.",
      },
    },
    {
      slug: "modelo-de-sonidos",
      minutes: 50,
      withPc: true,
      withPcOptions: true,
      name: { es: "Entrena un modelo que reconoce sonidos", en: "Train a model that recognises sounds" },
      es: {
        summary:
          "Con una herramienta web gratuita, las parejas entrenan un modelo que distingue sonidos: palmadas, chasquidos y silbidos. Descubren la importancia del «ruido de fondo» como clase propia y cómo cambia el modelo cuando otra persona lo usa.",
        objectives: [
          "Recoger muestras de audio organizadas en clases.",
          "Entender por qué un modelo necesita una clase de ruido de fondo.",
          "Comprobar cómo generaliza un modelo con voces y sonidos de otras personas.",
        ],
        steps: [
          "Pregunta cómo sabe un asistente de voz que le están hablando a él y no a otra persona de la sala.",
          "Muestra la herramienta de proyectos de audio: primero se graba el ruido de fondo del aula durante unos segundos.",
          "Cada pareja crea tres clases de sonidos (palmada, chasquido de dedos y silbido o «shhh») y graba al menos ocho muestras de cada una.",
          "Entrenan el modelo y lo prueban: ¿reconoce los sonidos de la pareja? ¿Y los de la pareja de al lado?",
          "Mejoran el modelo grabando muestras de otras personas y a distintas distancias del micrófono.",
          "Cierre: ¿por qué los asistentes de voz reconocen peor algunos acentos o voces? Relacionadlo con los datos de entrenamiento.",
        ],
        pc: "Usad un proyecto de audio de una herramienta web de aprendizaje automático que procese el sonido en el propio navegador (por ejemplo, Teachable Machine). Cada ordenador necesita micrófono (el de unos auriculares sirve) y permiso del navegador para usarlo; con toda la clase grabando a la vez, pedid turnos de silencio.",
        pcOptions:
          "Si el aula es muy ruidosa o faltan micrófonos, se puede trabajar con un único ordenador conectado al proyector y entrenar un modelo colectivo en el que cada pareja graba sus muestras por turnos. Otra opción es cambiar los sonidos por palabras sencillas («sí», «no», «hola»).",
      },
      en: {
        summary:
          "Using a free web tool, pairs train a model that tells sounds apart: claps, clicks and whistles. They discover why “background noise” needs a class of its own and how the model changes when someone else uses it.",
        objectives: [
          "Collect audio samples organised into classes.",
          "Understand why a model needs a background noise class.",
          "Check how a model generalises to other people's voices and sounds.",
        ],
        steps: [
          "Ask how a voice assistant knows that it is being spoken to and not another person in the room.",
          "Show the audio project tool: first the classroom's background noise is recorded for a few seconds.",
          "Each pair creates three classes of sounds (clap, finger click and whistle or “shh”) and records at least eight samples of each.",
          "They train the model and test it: does it recognise the pair's sounds? And the sounds of the pair next to them?",
          "They improve the model by recording samples from other people and at different distances from the microphone.",
          "Wrap-up: why do voice assistants recognise some accents or voices less well? Link it to the training data.",
        ],
        pc: "Use an audio project in a web machine learning tool that processes sound in the browser itself (for example, Teachable Machine). Each computer needs a microphone (a headset one will do) and browser permission to use it; with the whole class recording at once, ask for turns of silence.",
        pcOptions:
          "If the classroom is very noisy or there are not enough microphones, you can work with a single computer connected to the projector and train a class model in which each pair records its samples in turn. Another option is to swap the sounds for simple words (“yes”, “no”, “hello”).",
      },
    },
    {
      slug: "modelo-de-posturas",
      minutes: 50,
      withPc: true,
      withOptions: true,
      name: { es: "Un modelo de posturas para la pausa activa", en: "A pose model for an active break" },
      es: {
        summary:
          "El alumnado entrena un modelo que reconoce posturas del cuerpo a través de la webcam y lo usa para dirigir una pausa activa en clase: estiramientos que la máquina comprueba. Aprende cómo la IA detecta puntos del cuerpo y por qué la luz y el encuadre importan.",
        objectives: [
          "Entrenar un modelo de clasificación de posturas con la webcam.",
          "Comprender que el modelo detecta puntos del cuerpo y no la imagen completa.",
          "Diseñar una actividad útil para el grupo a partir de un modelo propio.",
        ],
        steps: [
          "Enseña cómo la herramienta dibuja un esqueleto de puntos sobre la imagen de la webcam y comenta qué partes del cuerpo detecta.",
          "En grupos de tres, eligen tres posturas de estiramiento (brazos arriba, manos en la cintura, inclinación lateral) y una postura neutra.",
          "Graban muestras de cada postura con las tres personas del grupo, para que el modelo no dependa de un solo cuerpo.",
          "Entrenan y prueban el modelo cambiando la distancia a la cámara y la luz; anotan cuándo falla.",
          "Cada grupo dirige una pausa activa de dos minutos: anuncia la postura y el modelo, proyectado, confirma si la clase la hace bien.",
          "Comentad usos reales de la detección de posturas (deporte, rehabilitación) y qué cuidado hay que tener con las imágenes de las personas.",
        ],
        pc: "Usad un proyecto de posturas de una herramienta web de aprendizaje automático que procese la imagen en el navegador sin subirla a internet (por ejemplo, Teachable Machine). Necesitáis webcam y espacio delante del ordenador para que se vea el cuerpo entero; no guardéis las muestras al terminar.",
        options:
          "Si no hay espacio para todos, entrenad un único modelo en el ordenador del aula con voluntarios. Para ampliar, exportad el modelo y usadlo en un juego de Scratch en la siguiente actividad. Con alumnado que no quiera salir en cámara, puede encargarse de anotar resultados y dirigir la pausa.",
      },
      en: {
        summary:
          "Pupils train a model that recognises body poses through the webcam and use it to lead an active break in class: stretches that the machine checks. They learn how AI detects points on the body and why light and framing matter.",
        objectives: [
          "Train a pose classification model with the webcam.",
          "Understand that the model detects points on the body and not the whole image.",
          "Design a useful activity for the group from their own model.",
        ],
        steps: [
          "Show how the tool draws a skeleton of points over the webcam image and discuss which parts of the body it detects.",
          "In groups of three, they choose three stretching poses (arms up, hands on hips, side bend) and a neutral pose.",
          "They record samples of each pose with all three people in the group, so the model does not depend on a single body.",
          "They train and test the model while changing the distance to the camera and the light; they note when it fails.",
          "Each group leads a two-minute active break: it announces the pose and the projected model confirms whether the class is doing it right.",
          "Discuss real uses of pose detection (sport, physiotherapy) and the care needed with images of people.",
        ],
        pc: "Use a pose project in a web machine learning tool that processes the image in the browser without uploading it (for example, Teachable Machine). You need a webcam and space in front of the computer so the whole body is visible; do not keep the samples afterwards.",
        options:
          "If there is not enough space for everyone, train a single model on the classroom computer with volunteers. To extend it, export the model and use it in a Scratch game in the next activity. Pupils who do not want to appear on camera can record results and lead the break.",
      },
    },
    {
      slug: "juego-de-scratch-con-tu-modelo",
      minutes: 75,
      withPc: true,
      withPcOptions: true,
      name: { es: "Un juego de Scratch que se controla con tu modelo", en: "A Scratch game controlled by your model" },
      es: {
        summary:
          "Las parejas llevan su modelo de sonidos o de posturas a Scratch y crean un juego que se controla sin teclado: una nave que esquiva asteroides con palmadas o un personaje que salta al levantar los brazos. El modelo pasa de ser un experimento a ser una pieza de un programa.",
        objectives: [
          "Usar la salida de un modelo de IA como entrada de un programa.",
          "Programar un juego con eventos, variables y condiciones en Scratch.",
          "Evaluar cómo afecta la precisión del modelo a la experiencia de juego.",
        ],
        steps: [
          "Cada pareja abre su modelo de la actividad anterior (o entrena uno rápido de dos clases) y lo publica para obtener su enlace.",
          "En el editor de Scratch con la extensión de aprendizaje automático, pegan el enlace del modelo y comprueban que Scratch muestra la clase detectada.",
          "Diseñan en papel un juego sencillo: qué hace el personaje con cada clase del modelo y cómo se gana o se pierde.",
          "Programan el juego: «cuando la etiqueta detectada sea palmada, saltar», con una variable de puntos y un obstáculo que se mueve.",
          "Intercambian ordenadores y juegan al juego de otra pareja; anotan si el modelo responde bien o se confunde.",
          "Ajustan el modelo o el juego (más muestras, umbral de confianza, más tiempo para reaccionar) según lo observado.",
        ],
        pc: "Necesitáis un editor de Scratch que admita modelos de Teachable Machine mediante una extensión (por ejemplo, las extensiones de aprendizaje automático de Stretch3 o el entorno Machine Learning for Kids, que integra Scratch). Prueba antes en el ordenador del aula que el enlace del modelo carga y que la webcam o el micrófono funcionan dentro del editor.",
        pcOptions:
          "Si la red del centro bloquea la extensión, se puede hacer todo dentro de Machine Learning for Kids, que permite entrenar y programar en Scratch desde la misma web con una cuenta de clase creada por el docente. Como alternativa sin IA, programad el mismo juego con el sensor de sonido de Scratch («volumen») y comparad: ¿qué aporta el modelo?",
      },
      en: {
        summary:
          "Pairs bring their sound or pose model into Scratch and create a game controlled without a keyboard: a spaceship that dodges asteroids with claps or a character that jumps when you raise your arms. The model goes from being an experiment to being part of a program.",
        objectives: [
          "Use the output of an AI model as a program's input.",
          "Program a game with events, variables and conditions in Scratch.",
          "Assess how the model's accuracy affects the playing experience.",
        ],
        steps: [
          "Each pair opens its model from the previous activity (or trains a quick two-class one) and publishes it to get its link.",
          "In the Scratch editor with the machine learning extension, they paste the model's link and check that Scratch shows the detected class.",
          "They design a simple game on paper: what the character does with each of the model's classes and how you win or lose.",
          "They program the game: “when the detected label is clap, jump”, with a points variable and a moving obstacle.",
          "They swap computers and play another pair's game; they note whether the model responds well or gets confused.",
          "They adjust the model or the game (more samples, a confidence threshold, more time to react) based on what they saw.",
        ],
        pc: "You need a Scratch editor that accepts Teachable Machine models through an extension (for example, the machine learning extensions of Stretch3 or the Machine Learning for Kids environment, which includes Scratch). Check beforehand on the classroom computer that the model link loads and that the webcam or microphone works inside the editor.",
        pcOptions:
          "If the school network blocks the extension, everything can be done inside Machine Learning for Kids, which lets you train and program in Scratch from the same website with a class account set up by the teacher. As an AI-free alternative, program the same game with Scratch's sound sensor (“loudness”) and compare: what does the model add?",
      },
    },
    {
      slug: "robot-en-un-simulador",
      minutes: 60,
      withPc: true,
      withOptions: true,
      name: { es: "Programa un robot en un simulador en línea", en: "Program a robot in an online simulator" },
      es: {
        summary:
          "Sin necesidad de kit, el alumnado programa con bloques un robot virtual que se mueve por un escenario, usa sus sensores y resuelve un laberinto. Descubre que los simuladores permiten probar muchas veces y rápido antes de construir un robot real.",
        objectives: [
          "Programar movimientos y giros precisos de un robot virtual.",
          "Usar sensores simulados (contacto, color, distancia) en condiciones.",
          "Valorar las ventajas y los límites de un simulador frente a un robot real.",
        ],
        steps: [
          "Presenta el simulador: el robot, el escenario, los bloques y el botón de ejecutar, y muestra cómo reiniciar la posición.",
          "Primer reto: que el robot recorra un cuadrado y vuelva exactamente a su marca de salida; las parejas ajustan distancias y ángulos de giro hasta conseguirlo.",
          "Segundo reto: avanzar hasta tocar la pared y volver, usando el sensor de contacto o el de distancia en lugar de contar tiempo.",
          "Tercer reto: seguir una línea negra del escenario con el sensor de color.",
          "Reto final: salir de un laberinto con la estrategia de «seguir la pared de la derecha».",
          "Comentad qué sería diferente con un robot real: ruedas que patinan, pilas que se gastan, luz que engaña a los sensores.",
        ],
        pc: "Usad un simulador de robots por bloques gratuito en el navegador, sin instalación (por ejemplo, Open Roberta Lab con su simulador). Cread una clase o compartid un enlace al programa inicial para que nadie tenga que registrarse.",
        options:
          "Si el centro tiene algún robot, terminad probando el programa del laberinto en él y comparando el resultado. Para ampliar, cread escenarios propios con obstáculos y retadlos a otra pareja. Con grupos que necesiten apoyo, empezad con el modo de bloques para principiantes.",
      },
      en: {
        summary:
          "With no kit needed, pupils use blocks to program a virtual robot that moves around a scene, uses its sensors and solves a maze. They discover that simulators let you test many times and quickly before building a real robot.",
        objectives: [
          "Program precise movements and turns for a virtual robot.",
          "Use simulated sensors (touch, colour, distance) in conditions.",
          "Weigh up the advantages and limits of a simulator compared with a real robot.",
        ],
        steps: [
          "Introduce the simulator: the robot, the scene, the blocks and the run button, and show how to reset the position.",
          "First challenge: make the robot drive round a square and return exactly to its starting mark; pairs adjust distances and turning angles until it does.",
          "Second challenge: move forward until it touches the wall and come back, using the touch or distance sensor instead of counting time.",
          "Third challenge: follow a black line in the scene with the colour sensor.",
          "Final challenge: get out of a maze with the “follow the right-hand wall” strategy.",
          "Discuss what would be different with a real robot: wheels that slip, batteries that run down, light that fools the sensors.",
        ],
        pc: "Use a free block-based robot simulator in the browser, with nothing to install (for example, Open Roberta Lab and its simulator). Set up a class or share a link to the starting program so nobody has to register.",
        options:
          "If the school has a robot, finish by testing the maze program on it and comparing the result. To extend it, create your own scenes with obstacles and challenge another pair with them. With groups that need support, start in the beginners' block mode.",
      },
    },
    {
      slug: "chatbots-y-verdad",
      minutes: 50,
      withPc: true,
      withOptions: true,
      name: {
        es: "Conversar con un chatbot: ¿cómo sabemos si dice la verdad?",
        en: "Talking to a chatbot: how do we know if it is telling the truth?",
      },
      es: {
        summary:
          "Guiada por el docente, la clase hace preguntas a un chatbot de IA generativa proyectado en la pizarra y comprueba sus respuestas con otras fuentes. El alumnado aprende que estos sistemas generan texto probable, no necesariamente cierto, y practica cómo verificar.",
        objectives: [
          "Entender de forma sencilla cómo genera texto un chatbot.",
          "Comprobar respuestas con fuentes fiables antes de darlas por buenas.",
          "Conocer normas de uso responsable: edad mínima, datos personales y autoría.",
        ],
        steps: [
          "Juega al «completa la frase»: di el principio de frases conocidas y deja que la clase las termine. Explica que un chatbot hace algo parecido con muchísimos textos.",
          "Las parejas escriben en papel tres preguntas: una de su libro de texto, una sobre su localidad y una cuya respuesta ya conocen con certeza.",
          "El docente introduce las preguntas en el chatbot proyectado y la clase lee las respuestas en voz alta.",
          "Cada pareja comprueba una respuesta en el libro, una enciclopedia en línea o la web del ayuntamiento, y la clasifica como correcta, incompleta o inventada.",
          "Comentad los errores encontrados y por qué el chatbot los dice con tanta seguridad.",
          "Redactad juntos un decálogo para usar chatbots: no dar datos personales, comprobar siempre, citar cuándo se ha usado y pedir ayuda a un adulto.",
        ],
        pc: "Solo el docente usa el chatbot, con su propia cuenta y proyectado: la mayoría de estos servicios exigen una edad mínima de 13 años o más y consentimiento familiar. Prepara antes alguna pregunta en la que sepas que el chatbot se equivoca, por si no surge ningún error espontáneo.",
        options:
          "Para ampliar, comparad las respuestas de dos chatbots distintos a la misma pregunta. Con alumnado mayor o de más nivel, pedid al chatbot que cite sus fuentes y comprobad si existen. La actividad conecta bien con las de seguridad y bienestar digital del programa de Primaria.",
      },
      en: {
        summary:
          "Led by the teacher, the class asks questions of a generative AI chatbot projected on the board and checks its answers against other sources. Pupils learn that these systems generate likely text, not necessarily true text, and practise how to check it.",
        objectives: [
          "Understand in simple terms how a chatbot generates text.",
          "Check answers against reliable sources before accepting them.",
          "Learn the rules of responsible use: minimum age, personal data and authorship.",
        ],
        steps: [
          "Play “finish the sentence”: say the beginning of well-known sentences and let the class finish them. Explain that a chatbot does something similar with a huge number of texts.",
          "Pairs write three questions on paper: one from their textbook, one about their town and one whose answer they already know for certain.",
          "The teacher types the questions into the projected chatbot and the class reads the answers aloud.",
          "Each pair checks one answer in the textbook, an online encyclopaedia or the council's website, and classes it as correct, incomplete or made up.",
          "Discuss the mistakes found and why the chatbot states them so confidently.",
          "Together, write ten rules for using chatbots: do not give personal data, always check, say when you have used one and ask an adult for help.",
        ],
        pc: "Only the teacher uses the chatbot, with their own account and on the projector: most of these services require a minimum age of 13 or over and parental consent. Prepare in advance a question you know the chatbot gets wrong, in case no mistake comes up on its own.",
        options:
          "To extend it, compare the answers of two different chatbots to the same question. With older or more advanced pupils, ask the chatbot to cite its sources and check whether they exist. The activity links well with the online safety and digital wellbeing activities of the primary programme.",
      },
    },
    {
      slug: "chatbot-de-reglas",
      minutes: 60,
      withPc: true,
      withPcOptions: true,
      name: { es: "Programa tu propio chatbot de reglas en Scratch", en: "Program your own rule-based chatbot in Scratch" },
      es: {
        summary:
          "Para cerrar el itinerario, las parejas programan en Scratch un chatbot sencillo que responde a palabras clave, por ejemplo un guía de la biblioteca del centro. Al comparar su chatbot de reglas con uno de IA, comprenden mejor qué tiene de especial el aprendizaje automático.",
        objectives: [
          "Programar un diálogo con preguntas, respuestas y condiciones en Scratch.",
          "Usar operadores de texto para detectar palabras clave.",
          "Comparar un sistema de reglas con un sistema que aprende de datos.",
        ],
        steps: [
          "Elegid entre todos el tema del chatbot: guía de la biblioteca, horario del comedor, información sobre una excursión.",
          "Cada pareja escribe en papel diez preguntas que podría hacer un usuario y la respuesta que debería dar el chatbot.",
          "En Scratch, programan el saludo con el bloque «preguntar y esperar» y guardan la respuesta del usuario.",
          "Añaden condiciones con «contiene»: si la respuesta contiene «hora», decir el horario; si contiene «libro», explicar el préstamo; si no, pedir que lo diga de otra forma.",
          "Intercambian chatbots y los prueban con preguntas inesperadas; anotan cuáles no entiende.",
          "Comparad: ¿qué haría falta para que vuestro chatbot entendiera cualquier pregunta? Relacionadlo con los datos y el entrenamiento vistos en el itinerario.",
        ],
        pc: "Usad el editor de Scratch en el navegador, sin necesidad de cuentas si guardáis los proyectos en el ordenador. Los bloques clave son «preguntar y esperar», «respuesta», «contiene» (en Operadores) y las listas si queréis guardar varias palabras clave por tema.",
        pcOptions:
          "Si preferís no usar Scratch, el mismo chatbot puede hacerse con una hoja de cálculo (palabra clave en una columna y respuesta en otra, con una fórmula de búsqueda). Para ampliar, entrenad en Machine Learning for Kids un modelo de texto con ejemplos de preguntas y usadlo en lugar de las palabras clave.",
      },
      en: {
        summary:
          "To round off the itinerary, pairs program a simple chatbot in Scratch that responds to keywords, such as a guide to the school library. By comparing their rule-based chatbot with an AI one, they better understand what is special about machine learning.",
        objectives: [
          "Program a dialogue with questions, answers and conditions in Scratch.",
          "Use text operators to detect keywords.",
          "Compare a rule-based system with a system that learns from data.",
        ],
        steps: [
          "Choose the chatbot's topic together: a library guide, the dining hall timetable, information about a school trip.",
          "Each pair writes on paper ten questions a user might ask and the answer the chatbot should give.",
          "In Scratch, they program the greeting with the “ask and wait” block and store the user's answer.",
          "They add conditions with “contains”: if the answer contains “time”, give the timetable; if it contains “book”, explain borrowing; else, ask the user to put it another way.",
          "They swap chatbots and test them with unexpected questions; they note which ones it does not understand.",
          "Compare: what would it take for your chatbot to understand any question? Link it to the data and training seen in the itinerary.",
        ],
        pc: "Use the Scratch editor in the browser; no accounts are needed if you save the projects on the computer. The key blocks are “ask and wait”, “answer”, “contains” (in Operators) and lists if you want to store several keywords per topic.",
        pcOptions:
          "If you would rather not use Scratch, the same chatbot can be built in a spreadsheet (keyword in one column and answer in another, with a lookup formula). To extend it, train a text model in Machine Learning for Kids with example questions and use it instead of the keywords.",
      },
    },
  ],
};

export const robotica: ItinerarySeed[] = [floorRobots, robotsAndScratchJr, zumAndAi, microbitIotEthics, onlineAi];
