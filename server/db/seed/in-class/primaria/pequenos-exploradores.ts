import type { ItinerarySeed } from "../types.ts";

/** PRIMARIA, 4-5: sequences, patterns and first, always accompanied, uses of the tablet. */
export const pequenosExploradores: ItinerarySeed = {
  slug: "primaria-4-5-pequenos-exploradores",
  program: "PRIMARIA",
  age: "fourToFive",
  devices: ["tablet"],
  name: { es: "Pequeños exploradores digitales", en: "Little digital explorers" },
  description: {
    es: "Primer contacto con el pensamiento computacional y la tecnología a través del juego, el movimiento y los cuentos. Casi todo se hace sin pantallas; la tableta aparece poco, en grupo y siempre con una persona adulta.",
    en: "A first contact with computational thinking and technology through play, movement and stories. Almost everything happens without screens; the tablet appears only briefly, in groups and always with an adult.",
  },
  activities: [
    {
      slug: "ordena-la-manana",
      minutes: 30,
      withMaterials: true,
      withOptions: true,
      name: { es: "Ordena la mañana", en: "Put the morning in order" },
      es: {
        summary:
          "Con tarjetas ilustradas de la rutina de la mañana, el alumnado descubre que las cosas pasan en un orden y que cambiarlo tiene consecuencias. Es la primera idea de secuencia, la base de cualquier programa.",
        objectives: [
          "Ordenar de tres a seis acciones cotidianas en una secuencia lógica.",
          "Explicar con sus palabras qué pasa si se cambia el orden de un paso.",
          "Usar las expresiones «primero», «después» y «al final».",
        ],
        steps: [
          "En asamblea, pregunta qué hacen por la mañana antes de venir al cole y repite sus ideas en voz alta.",
          "Coloca en el suelo, desordenadas, las tarjetas grandes de la rutina: despertarse, vestirse, desayunar, lavarse los dientes y ponerse la mochila.",
          "Pide a un voluntario que elija la tarjeta que va primero y pregunta al grupo si está de acuerdo antes de colocarla junto al aro de inicio.",
          "Completad la fila entre todos y recorredla con el dedo diciendo «primero…, después…, al final…».",
          "Cambia dos tarjetas de sitio a propósito (los zapatos antes que los calcetines) y deja que descubran el error y lo arreglen.",
          "Por parejas, ordenan una secuencia corta de tres tarjetas y se la cuentan a otra pareja.",
        ],
        materials: [
          "Tarjetas ilustradas de la rutina de la mañana: un juego grande para la asamblea y uno pequeño por pareja",
          "Velcro o cinta adhesiva para fijar la secuencia grande en la pizarra",
          "Un aro o una alfombrilla que marque el inicio de la fila",
        ],
        options:
          "Con los de 5 años, añadid una tarjeta intrusa que no pertenece a la rutina (ir a la piscina) para que la descubran. También podéis ordenar las escenas de un cuento conocido o los pasos para plantar una semilla, y después plantarla de verdad.",
      },
      en: {
        summary:
          "Using picture cards of the morning routine, pupils discover that things happen in an order and that changing it has consequences. It is the first idea of a sequence, the basis of any program.",
        objectives: [
          "Put three to six everyday actions into a logical sequence.",
          "Explain in their own words what happens if the order of a step changes.",
          "Use the words “first”, “then” and “finally”.",
        ],
        steps: [
          "At circle time, ask what they do in the morning before coming to school and repeat their ideas aloud.",
          "Lay the large routine cards on the floor in a jumble: waking up, getting dressed, having breakfast, brushing teeth and putting on the school bag.",
          "Ask a volunteer to choose the card that comes first and check whether the group agrees before placing it by the start hoop.",
          "Complete the row together and trace it with a finger, saying “first…, then…, finally…”.",
          "Swap two cards on purpose (shoes before socks) and let them spot the mistake and fix it.",
          "In pairs, they order a short sequence of three cards and tell it to another pair.",
        ],
        materials: [
          "Picture cards of the morning routine: a large set for circle time and a small set per pair",
          "Velcro or sticky tape to fix the large sequence on the board",
          "A hoop or small mat to mark the start of the row",
        ],
        options:
          "With five-year-olds, add an intruder card that does not belong to the routine (going to the swimming pool) for them to find. You can also order the scenes of a well-known story or the steps for planting a seed, and then plant it for real.",
      },
    },
    {
      slug: "collares-de-patrones",
      minutes: 40,
      withMaterials: true,
      withOptions: true,
      name: { es: "Collares con patrones", en: "Pattern necklaces" },
      es: {
        summary:
          "El alumnado descubre patrones de colores y formas, los continúa y acaba inventando el suyo para ensartar un collar. Reconocer lo que se repite es la semilla de los bucles de programación.",
        objectives: [
          "Reconocer y continuar un patrón de dos o tres elementos.",
          "Crear un patrón propio y explicarlo con palabras.",
          "Detectar un error en una serie que se repite.",
        ],
        steps: [
          "Forma una fila de niños y niñas alternando de pie y sentados y pregunta qué toca después.",
          "Muestra en la pizarra una serie de gomets rojo, azul, rojo, azul y pide que la continúen en voz alta.",
          "Reparte tiras de cartulina con series empezadas de dos y de tres colores para que las completen con gomets.",
          "Cada niño o niña inventa su patrón y lo ensarta con macarrones pintados o cuentas grandes en un cordón.",
          "Antes de cerrar el collar, su pareja comprueba que el patrón se repite sin errores y lo «lee» en voz alta.",
        ],
        materials: [
          "Gomets de tres o cuatro colores",
          "Tiras de cartulina con series empezadas",
          "Macarrones pintados o cuentas grandes y un cordón por alumno",
        ],
        options:
          "Convertid el patrón en música: palmada, pisotón, palmada, pisotón. Los de 5 años pueden pasar a patrones de tres elementos (ABC) o combinar color y forma. Colgad los collares en una «pasarela de patrones» para que las familias adivinen la regla de cada uno.",
      },
      en: {
        summary:
          "Pupils discover patterns of colours and shapes, continue them and end up inventing their own to thread a necklace. Recognising what repeats is the seed of loops in programming.",
        objectives: [
          "Recognise and continue a pattern of two or three elements.",
          "Create their own pattern and explain it in words.",
          "Spot a mistake in a repeating series.",
        ],
        steps: [
          "Line up the children alternating standing and sitting and ask what comes next.",
          "Show a series of stickers on the board, red, blue, red, blue, and ask them to continue it aloud.",
          "Hand out card strips with series of two and three colours already started for them to complete with stickers.",
          "Each child invents a pattern and threads it on a string with painted pasta or large beads.",
          "Before closing the necklace, a partner checks that the pattern repeats without mistakes and “reads” it aloud.",
        ],
        materials: [
          "Sticky dots in three or four colours",
          "Card strips with series already started",
          "Painted pasta tubes or large beads and a string per pupil",
        ],
        options:
          "Turn the pattern into music: clap, stamp, clap, stamp. Five-year-olds can move on to three-element patterns (ABC) or combine colour and shape. Hang the necklaces on a “pattern catwalk” so that families can guess each one's rule.",
      },
    },
    {
      slug: "simon-dice-con-flechas",
      minutes: 25,
      withMaterials: true,
      withOptions: true,
      name: { es: "Simón dice con flechas", en: "Simon says with arrows" },
      es: {
        summary:
          "Un juego de movimiento en el que el alumnado obedece tarjetas de flechas como si fuera un robot y después da las órdenes a sus compañeros. Aprenden que una instrucción tiene que ser clara para que se cumpla bien.",
        objectives: [
          "Interpretar símbolos de dirección (adelante, atrás, girar).",
          "Dar instrucciones sencillas a otra persona con tarjetas.",
          "Distinguir la derecha y la izquierda con ayuda de una pulsera.",
        ],
        steps: [
          "Pon a cada niño o niña una pulsera o gomet en la mano derecha como referencia.",
          "Juega a «Simón dice» mostrando tarjetas: flecha arriba es un paso adelante, abajo un paso atrás y las curvas, girar.",
          "Muestra dos o tres tarjetas seguidas y pide que esperen a verlas todas antes de moverse.",
          "Por turnos, un niño o niña hace de programador: elige tres tarjetas y el resto del grupo las ejecuta.",
          "Comentad qué pasó cuando alguien se movió antes de tiempo o cuando una tarjeta estaba al revés.",
        ],
        materials: [
          "Tarjetas grandes con flechas: adelante, atrás, girar a la derecha y girar a la izquierda",
          "Pulseras de lana o gomets para la mano derecha",
          "Un espacio despejado, como el gimnasio o el patio",
        ],
        options:
          "Añadid tarjetas de acciones (saltar, aplaudir, sentarse) para crear pequeñas coreografías. En el patio, dibujad con tiza una cuadrícula y un destino: el programador debe llevar a su compañero hasta él.",
      },
      en: {
        summary:
          "A movement game in which pupils obey arrow cards as if they were robots and then give the orders to their classmates. They learn that an instruction must be clear to be carried out properly.",
        objectives: [
          "Interpret direction symbols (forward, back, turn).",
          "Give simple instructions to another person with cards.",
          "Tell right from left with the help of a wristband.",
        ],
        steps: [
          "Give each child a wristband or a sticker on their right hand as a reference.",
          "Play “Simon says” by showing cards: arrow up is a step forward, down a step back and the curved ones mean turn.",
          "Show two or three cards in a row and ask them to wait until they have seen them all before moving.",
          "Taking turns, one child is the programmer: they choose three cards and the rest of the group carries them out.",
          "Talk about what happened when someone moved too early or when a card was upside down.",
        ],
        materials: [
          "Large arrow cards: forward, back, turn right and turn left",
          "Wool wristbands or stickers for the right hand",
          "A clear space, such as the gym or the playground",
        ],
        options:
          "Add action cards (jump, clap, sit down) to create short dance routines. In the playground, chalk a grid and a destination: the programmer must guide a partner to it.",
      },
    },
    {
      slug: "cazadores-de-formas",
      minutes: 40,
      withTablet: true,
      withOptions: true,
      name: { es: "Cazadores de formas con la tableta", en: "Shape hunters with the tablet" },
      es: {
        summary:
          "En pequeños grupos, el alumnado recorre el aula y el patio buscando círculos, cuadrados y triángulos y los fotografía con la tableta. Es un primer uso de la cámara con un propósito: mirar con atención y compartir lo encontrado.",
        objectives: [
          "Reconocer formas geométricas básicas en objetos cotidianos.",
          "Hacer una foto sujetando la tableta con las dos manos y esperando a que se enfoque.",
          "Explicar al grupo qué forma aparece en su foto.",
        ],
        steps: [
          "Repasa las tres formas con objetos reales (un plato, una caja, una percha) y decid juntos su nombre.",
          "Enseña cómo sujetar la tableta con dos manos, dónde está el botón de la cámara y que se espera quieto antes de pulsar.",
          "Forma grupos de tres y asigna a cada grupo una forma; se turnan para hacer la foto mientras los demás buscan.",
          "Dad una vuelta de diez minutos por el aula y el patio con una persona adulta en cada grupo.",
          "De vuelta en la asamblea, proyecta las fotos y que cada grupo cuente dónde encontró su forma.",
          "Borrad juntos las fotos repetidas o movidas: también se aprende a elegir.",
        ],
        tablet:
          "Basta con la aplicación de cámara de la tableta y el álbum de fotos para verlas después. Activa el acceso guiado o la fijación de pantalla para que solo se pueda usar la cámara, y proyecta el álbum en la pizarra digital para la puesta en común.",
        options:
          "Sin tableta, los grupos pueden «cazar» las formas dibujándolas en un cuaderno de campo o con un marco de cartón que hace de cámara. Otra opción: buscar colores o letras de su nombre en lugar de formas.",
      },
      en: {
        summary:
          "In small groups, pupils walk around the classroom and the playground looking for circles, squares and triangles and photograph them with the tablet. It is a first, purposeful use of the camera: looking carefully and sharing what they find.",
        objectives: [
          "Recognise basic geometric shapes in everyday objects.",
          "Take a photo holding the tablet with both hands and waiting for it to focus.",
          "Explain to the group which shape appears in their photo.",
        ],
        steps: [
          "Revise the three shapes with real objects (a plate, a box, a coat hanger) and name them together.",
          "Show how to hold the tablet with both hands, where the camera button is and that you keep still before pressing.",
          "Make groups of three and give each group a shape; they take turns taking the photo while the others search.",
          "Take a ten-minute walk around the classroom and the playground with an adult in each group.",
          "Back at circle time, project the photos and let each group tell where they found their shape.",
          "Delete the repeated or blurred photos together: choosing is part of the learning too.",
        ],
        tablet:
          "All you need is the tablet's camera app and the photo album to look at them afterwards. Turn on guided access or screen pinning so that only the camera can be used, and show the album on the interactive whiteboard for the group discussion.",
        options:
          "Without a tablet, groups can “catch” the shapes by drawing them in a field notebook or with a cardboard frame that acts as a camera. Another option: look for colours or the letters of their name instead of shapes.",
      },
    },
    {
      slug: "cuento-con-nuestras-voces",
      minutes: 45,
      withMaterials: true,
      withTablet: true,
      name: { es: "Un cuento con nuestras voces", en: "A story told in our voices" },
      es: {
        summary:
          "La clase pone sonidos a un cuento: lluvia, pasos, un lobo que sopla. Los graban con la tableta y luego escuchan el cuento completo. Descubren que la tableta también sirve para crear, no solo para mirar.",
        objectives: [
          "Producir sonidos con el cuerpo y con objetos para contar una historia.",
          "Grabar y reproducir un audio corto con ayuda.",
          "Respetar el turno y el silencio durante una grabación.",
        ],
        steps: [
          "Lee un cuento breve y conocido y pregunta qué sonidos aparecen en él.",
          "Probad entre todos cómo hacer cada sonido: lluvia con los dedos, pasos con las manos en la mesa, viento soplando.",
          "Reparte los sonidos en pequeños grupos y ensayad con la señal de silencio antes de grabar.",
          "Graba con la tableta la lectura del cuento mientras cada grupo hace su sonido en el momento acordado.",
          "Escuchad la grabación, comentad qué salió bien y repetid la parte que quieran mejorar.",
        ],
        materials: [
          "Un cuento corto con muchos sonidos (por ejemplo, «Los tres cerditos»)",
          "Objetos sonoros: papel de aluminio, botellas con arroz, cucharas de madera",
          "Una cartulina con la señal de silencio para grabar",
        ],
        tablet:
          "Usad la grabadora de voz de la tableta o una aplicación de notas de audio. Colocad la tableta en el centro del corro, sobre un cojín para que no recoja golpes, y enseñad el botón rojo de grabar y el de parar. Guardad la grabación para compartirla con las familias si el centro lo permite.",
      },
      en: {
        summary:
          "The class adds sounds to a story: rain, footsteps, a wolf that huffs and puffs. They record them with the tablet and then listen to the whole story. They discover that the tablet is also for creating, not only for watching.",
        objectives: [
          "Make sounds with their bodies and with objects to tell a story.",
          "Record and play back a short audio clip with help.",
          "Respect turns and silence during a recording.",
        ],
        steps: [
          "Read a short, well-known story and ask which sounds appear in it.",
          "Try out together how to make each sound: rain with fingertips, footsteps with hands on the table, wind by blowing.",
          "Share out the sounds among small groups and rehearse with the silence sign before recording.",
          "Record the reading of the story on the tablet while each group makes its sound at the agreed moment.",
          "Listen to the recording, talk about what went well and repeat the part they want to improve.",
        ],
        materials: [
          "A short story with lots of sounds (for example, “The Three Little Pigs”)",
          "Objects that make sounds: kitchen foil, bottles with rice, wooden spoons",
          "A card with the silence sign for recording",
        ],
        tablet:
          "Use the tablet's voice recorder or an audio notes app. Place the tablet in the middle of the circle, on a cushion so that it does not pick up knocks, and show the red record button and the stop button. Keep the recording to share with families if the school allows it.",
      },
    },
    {
      slug: "mis-fotos-son-mias",
      minutes: 30,
      withMaterials: true,
      name: { es: "Mis fotos son mías", en: "My photos are mine" },
      es: {
        summary:
          "A través de un cuento con marionetas, el alumnado aprende que antes de hacer o enseñar una foto de alguien hay que preguntarle, y que pueden decir que no. Es el primer paso para cuidar su privacidad y la de los demás.",
        objectives: [
          "Pedir permiso antes de hacer una foto a otra persona.",
          "Saber que pueden negarse a que les hagan una foto o la enseñen.",
          "Identificar a qué personas adultas de confianza pueden contar algo que les incomoda.",
        ],
        steps: [
          "Representa con dos marionetas la historia de Lola, que hace una foto graciosa a su amigo Teo y se la enseña a todo el mundo sin preguntar.",
          "Pregunta cómo se siente Teo y qué podría haber hecho Lola antes de enseñar la foto.",
          "Presenta las paletas de semáforo: verde es «sí, puedes», rojo es «no, gracias».",
          "Jugad por parejas: uno pregunta «¿te puedo hacer una foto?» con una cámara de cartón y el otro responde con su paleta; el primero respeta la respuesta.",
          "Terminad nombrando juntos a las personas adultas a las que pueden contar algo que no les gusta.",
        ],
        materials: [
          "Dos marionetas o muñecos",
          "Paletas de cartulina verde y roja, una de cada por alumno",
          "Cámaras de cartón hechas con cajas pequeñas",
        ],
      },
      en: {
        summary:
          "Through a puppet story, pupils learn that before taking or showing a photo of someone you have to ask them, and that they can say no. It is the first step in looking after their own privacy and other people's.",
        objectives: [
          "Ask permission before taking a photo of another person.",
          "Know that they can refuse to have a photo taken or shown.",
          "Identify which trusted adults they can tell about something that makes them uncomfortable.",
        ],
        steps: [
          "Act out with two puppets the story of Lola, who takes a funny photo of her friend Teo and shows it to everyone without asking.",
          "Ask how Teo feels and what Lola could have done before showing the photo.",
          "Introduce the traffic-light paddles: green means “yes, you can”, red means “no, thank you”.",
          "Play in pairs: one asks “can I take your photo?” with a cardboard camera and the other answers with a paddle; the first one respects the answer.",
          "Finish by naming together the adults they can tell about something they do not like.",
        ],
        materials: ["Two puppets or dolls", "Green and red card paddles, one of each per pupil", "Cardboard cameras made from small boxes"],
      },
    },
    {
      slug: "la-tableta-tambien-descansa",
      minutes: 30,
      withMaterials: true,
      withOptions: true,
      name: { es: "La tableta también descansa", en: "The tablet needs a rest too" },
      es: {
        summary:
          "El alumnado construye una «cama» para la tableta de la clase y crea una canción para apagarla, y piensa a qué jugar cuando está dormida. Así se establece desde pequeños que las pantallas tienen un tiempo y un lugar.",
        objectives: [
          "Reconocer que el uso de pantallas tiene un principio y un final.",
          "Proponer juegos y actividades sin pantallas.",
          "Participar en una rutina común para terminar el tiempo de tableta.",
        ],
        steps: [
          "Pregunta qué hacen ellos cuando están cansados y si creen que la tableta también necesita descansar.",
          "Decorad entre todos una caja de zapatos con una manta de tela: será la cama de la tableta.",
          "Inventad una canción corta de despedida con una melodía conocida para cantarla al apagarla.",
          "Dibujad en un mural los juegos a los que se puede jugar «mientras la tableta duerme».",
          "A partir de hoy, cada vez que terminéis de usar la tableta, un encargado la acuesta mientras el grupo canta.",
        ],
        materials: [
          "Una caja de zapatos, retales de tela y material para decorar",
          "Papel continuo y ceras para el mural",
          "Un reloj de arena o temporizador visual",
        ],
        options:
          "Enviad a casa una copia de la canción y una foto del mural para que las familias puedan usar la misma rutina. Con el reloj de arena podéis anticipar el final: cuando cae la última arena, empieza la canción.",
      },
      en: {
        summary:
          "Pupils build a “bed” for the class tablet, make up a song for switching it off and think about what to play while it sleeps. This establishes from an early age that screens have a time and a place.",
        objectives: [
          "Recognise that screen time has a beginning and an end.",
          "Suggest games and activities without screens.",
          "Take part in a shared routine to end tablet time.",
        ],
        steps: [
          "Ask what they do when they are tired and whether they think the tablet needs a rest too.",
          "Decorate a shoebox with a fabric blanket together: it will be the tablet's bed.",
          "Make up a short goodbye song to a familiar tune to sing when switching it off.",
          "Draw on a wall chart the games they can play “while the tablet is asleep”.",
          "From today, every time you finish using the tablet, a helper puts it to bed while the group sings.",
        ],
        materials: [
          "A shoebox, fabric scraps and things to decorate it",
          "A roll of paper and wax crayons for the wall chart",
          "An hourglass or visual timer",
        ],
        options:
          "Send home a copy of the song and a photo of the wall chart so that families can use the same routine. With the hourglass you can signal the end in advance: when the last sand falls, the song begins.",
      },
    },
  ],
};
