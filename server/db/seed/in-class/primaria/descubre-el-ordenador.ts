import type { ItinerarySeed } from "../types.ts";

/** PRIMARIA, 6-8, last school year's itinerary (current: false), kept for centres that still use it. */
export const descubreElOrdenador: ItinerarySeed = {
  slug: "primaria-6-8-descubre-el-ordenador",
  program: "PRIMARIA",
  age: "sixToEight",
  devices: ["pc", "tablet"],
  current: false,
  name: { es: "Descubre el ordenador y la tableta", en: "Discover the computer and the tablet" },
  description: {
    es: "Itinerario del curso pasado, que sigue disponible para quien lo esté usando: el alumnado conoce las partes del ordenador, aprende a manejar el ratón, busca información con una persona adulta y crea una postal digital, con juegos de códigos y comunicación sin pantallas.",
    en: "Last school year's itinerary, still available for those using it: pupils get to know the parts of a computer, learn to handle the mouse, look things up with an adult and make a digital postcard, alongside screen-free games about codes and communication.",
  },
  activities: [
    {
      slug: "el-ordenador-por-dentro",
      minutes: 40,
      withMaterials: true,
      withOptions: true,
      name: { es: "El ordenador por dentro", en: "Inside the computer" },
      es: {
        summary:
          "Con un ordenador viejo abierto (o fotos de uno) y un juego de roles, el alumnado descubre qué hace cada parte: el teclado y el ratón escuchan, el procesador piensa, la memoria recuerda y la pantalla enseña.",
        objectives: [
          "Nombrar las partes principales de un ordenador.",
          "Distinguir los dispositivos de entrada de los de salida.",
          "Explicar el recorrido de una orden desde el teclado hasta la pantalla.",
        ],
        steps: [
          "Muestra un ordenador de sobremesa viejo abierto, sin enchufar, o proyecta fotos de su interior.",
          "Presenta las piezas con una comparación con el cuerpo: el procesador es el cerebro, la memoria es el cuaderno de notas, los cables son los nervios.",
          "Reparte tarjetas de rol: teclado, ratón, procesador, memoria, pantalla y altavoz.",
          "Representad una orden: el «teclado» recibe una letra y la pasa de mano en mano hasta que la «pantalla» la escribe en la pizarra.",
          "Clasificad las tarjetas en dos cajas: las partes que reciben información y las que la muestran.",
        ],
        materials: [
          "Un ordenador de sobremesa viejo sin disco duro, abierto y desenchufado, o fotos de su interior",
          "Tarjetas de rol con dibujos de cada parte",
          "Dos cajas rotuladas «entra» y «sale»",
        ],
        options:
          "Si el centro tiene un ordenador para reciclar, dejad que lo desmonten con destornilladores, guantes y supervisión. Para completar, buscad por el aula otros aparatos con teclado o pantalla (calculadora, microondas, teléfono) y decidid si también son ordenadores.",
      },
      en: {
        summary:
          "With an old computer opened up (or photos of one) and a role play, pupils discover what each part does: the keyboard and mouse listen, the processor thinks, the memory remembers and the screen shows.",
        objectives: [
          "Name the main parts of a computer.",
          "Tell input devices from output devices.",
          "Explain the journey of an order from the keyboard to the screen.",
        ],
        steps: [
          "Show an old desktop computer opened up and unplugged, or project photos of its insides.",
          "Introduce the parts by comparing them with the body: the processor is the brain, the memory is the notebook, the cables are the nerves.",
          "Hand out role cards: keyboard, mouse, processor, memory, screen and speaker.",
          "Act out an order: the “keyboard” receives a letter and passes it from hand to hand until the “screen” writes it on the board.",
          "Sort the cards into two boxes: the parts that receive information and the parts that show it.",
        ],
        materials: [
          "An old desktop computer without its hard drive, opened and unplugged, or photos of its insides",
          "Role cards with a drawing of each part",
          "Two boxes labelled “in” and “out”",
        ],
        options:
          "If the school has a computer for recycling, let pupils take it apart with screwdrivers, gloves and supervision. To extend it, look around the classroom for other devices with a keyboard or screen (calculator, microwave, phone) and decide whether they are computers too.",
      },
    },
    {
      slug: "raton-experto",
      minutes: 30,
      withPc: true,
      withPcOptions: true,
      name: { es: "Ratón experto", en: "Mouse expert" },
      es: {
        summary:
          "Con juegos sencillos en el ordenador, el alumnado practica mover el puntero, hacer clic, doble clic y arrastrar y soltar. Son destrezas básicas que después necesitarán en cualquier programa.",
        objectives: [
          "Sujetar el ratón correctamente y mover el puntero con precisión.",
          "Distinguir entre clic, doble clic y arrastrar.",
          "Mantener una postura cómoda frente al ordenador.",
        ],
        steps: [
          "Enseña la postura: espalda apoyada, pies en el suelo, pantalla a la altura de los ojos y la mano entera sobre el ratón.",
          "Demuestra en la pizarra digital las tres acciones y que el grupo las imite en el aire con la mano.",
          "Por parejas, abren el juego de colorear: con un clic rellenan las zonas de un dibujo.",
          "Pasan a un puzle de arrastrar piezas y, por último, a abrir una carpeta con doble clic.",
          "Cambian el turno cada vez que completan un juego y el compañero comprueba la postura.",
        ],
        pc: "Preparad en el escritorio accesos directos a dos o tres juegos de práctica del ratón sin anuncios (un programa de colorear, un puzle de arrastrar) y una carpeta con una sorpresa dentro para el doble clic. Si los ratones son grandes para sus manos, los ratones pequeños de portátil funcionan mejor.",
        pcOptions:
          "En ordenadores con pantalla táctil o portátiles con panel táctil, practicad los mismos gestos con el dedo. Para el alumnado con dificultades motrices, aumentad el tamaño del puntero y reducid la velocidad en la configuración del sistema.",
      },
      en: {
        summary:
          "With simple games on the computer, pupils practise moving the pointer, clicking, double-clicking and dragging and dropping. These are basic skills they will need later in any program.",
        objectives: [
          "Hold the mouse correctly and move the pointer accurately.",
          "Tell a click from a double click and a drag.",
          "Keep a comfortable posture at the computer.",
        ],
        steps: [
          "Show the posture: back supported, feet on the floor, screen at eye level and the whole hand on the mouse.",
          "Demonstrate the three actions on the interactive whiteboard and have the group copy them in the air with their hands.",
          "In pairs, they open the colouring game: with one click they fill the areas of a drawing.",
          "They move on to a drag-the-pieces puzzle and, finally, to opening a folder with a double click.",
          "They swap turns every time they finish a game and the partner checks the posture.",
        ],
        pc: "Put shortcuts on the desktop to two or three advert-free mouse practice games (a colouring program, a drag-and-drop puzzle) and a folder with a surprise inside for the double click. If the mice are big for their hands, small laptop mice work better.",
        pcOptions:
          "On computers with touch screens or laptops with a touchpad, practise the same gestures with a finger. For pupils with motor difficulties, enlarge the pointer and lower its speed in the system settings.",
      },
    },
    {
      slug: "dictado-de-dibujos",
      minutes: 30,
      withMaterials: true,
      withOptions: true,
      name: { es: "Dictado de dibujos", en: "Picture dictation" },
      es: {
        summary:
          "Sentados espalda con espalda, uno describe un dibujo de formas y el otro lo reproduce sin verlo. Descubren lo importante que es dar instrucciones claras y escuchar con atención, igual que cuando se comunica con una máquina o por mensajes.",
        objectives: [
          "Describir posiciones y formas con vocabulario preciso.",
          "Escuchar y hacer preguntas para aclarar instrucciones.",
          "Reflexionar sobre por qué a veces un mensaje se entiende mal.",
        ],
        steps: [
          "Haz tú un dictado de prueba a toda la clase: un círculo grande en el centro, un triángulo encima… y comparad los resultados.",
          "Forma parejas sentadas espalda con espalda; uno recibe una tarjeta con un dibujo de formas y el otro, un folio en blanco.",
          "El que ve la tarjeta describe el dibujo sin decir qué objeto es; el otro dibuja y puede hacer preguntas.",
          "Comparan el dibujo con la tarjeta y comentan qué instrucción ayudó más y cuál confundió.",
          "Cambian los papeles con otra tarjeta, esta vez sin poder hacer preguntas, y comparad las dos rondas.",
        ],
        materials: [
          "Tarjetas con dibujos hechos con tres a cinco formas geométricas",
          "Folios y lápices",
          "Sillas colocadas espalda con espalda",
        ],
        options:
          "Añadid una ronda por «mensaje escrito»: el que describe escribe las instrucciones en un papel sin hablar, como en un chat. Con 2.º podéis usar una cuadrícula y coordenadas sencillas (fila y columna).",
      },
      en: {
        summary:
          "Sitting back to back, one pupil describes a picture made of shapes and the other reproduces it without seeing it. They discover how important it is to give clear instructions and listen carefully, just as when communicating with a machine or by message.",
        objectives: [
          "Describe positions and shapes with precise vocabulary.",
          "Listen and ask questions to clarify instructions.",
          "Reflect on why a message is sometimes misunderstood.",
        ],
        steps: [
          "Do a practice dictation with the whole class yourself: a big circle in the middle, a triangle on top… and compare the results.",
          "Make pairs sitting back to back; one gets a card with a picture made of shapes and the other a blank sheet.",
          "The one who sees the card describes the picture without saying what object it is; the other draws and may ask questions.",
          "They compare the drawing with the card and talk about which instruction helped most and which one confused them.",
          "They swap roles with another card, this time without asking questions, and you compare the two rounds.",
        ],
        materials: ["Cards with pictures made of three to five geometric shapes", "Paper and pencils", "Chairs placed back to back"],
        options:
          "Add a “written message” round: the describer writes the instructions on paper without speaking, as in a chat. With Year 3 you can use a grid and simple coordinates (row and column).",
      },
    },
    {
      slug: "postal-digital",
      minutes: 45,
      withPc: true,
      withTablet: true,
      withOptions: true,
      name: { es: "Una postal digital para la familia", en: "A digital postcard for the family" },
      es: {
        summary:
          "El alumnado crea una postal con un programa de dibujo: un fondo, un dibujo propio y un texto corto de felicitación. Aprenden a usar herramientas de pintura digital y a guardar su trabajo con un nombre.",
        objectives: [
          "Usar las herramientas básicas de un programa de dibujo: pincel, relleno, formas y texto.",
          "Deshacer un error en lugar de empezar de nuevo.",
          "Guardar un archivo con su nombre en la carpeta de la clase.",
        ],
        steps: [
          "Enseña postales de verdad y decidid para qué ocasión será la vuestra: un cumpleaños, el fin de curso o el día de la familia.",
          "Muestra el programa de dibujo en la pizarra digital: elegir color, pincel, bote de relleno, formas y la flecha de deshacer.",
          "Cada alumno pinta el fondo con el bote de relleno y hace su dibujo con pincel y formas.",
          "Añade un texto corto con la herramienta de texto (con ayuda en 1.º).",
          "Guarda la postal en la carpeta de la clase con su nombre y la ocasión, por ejemplo «lucia-cumple».",
          "Proyectad todas las postales en una galería y elegid cómo enviarlas a las familias.",
        ],
        pc: "Un programa de dibujo sencillo, como Paint, Tux Paint o el editor de dibujo en línea que use el centro. Crea antes una carpeta compartida «Postales» en cada equipo o en la red del centro para que guarden todos en el mismo sitio.",
        tablet:
          "Cualquier aplicación de dibujo infantil sin anuncios sirve; con el dedo cuesta menos hacer trazos libres que con el ratón. Al terminar, la postal se guarda en el álbum de fotos y se puede reunir con la aplicación de archivos del centro.",
        options:
          "Imprimid las postales y llevadlas en mano, o juntadlas en un único documento para el blog de la clase con el permiso de las familias. Para los que terminan antes: añadir un marco o una segunda página con un mensaje.",
      },
      en: {
        summary:
          "Pupils create a postcard with a drawing program: a background, a drawing of their own and a short greeting. They learn to use digital painting tools and to save their work with a name.",
        objectives: [
          "Use the basic tools of a drawing program: brush, fill, shapes and text.",
          "Undo a mistake instead of starting again.",
          "Save a file with their name in the class folder.",
        ],
        steps: [
          "Show some real postcards and decide on the occasion for yours: a birthday, the end of the school year or family day.",
          "Show the drawing program on the interactive whiteboard: choosing a colour, the brush, the fill bucket, shapes and the undo arrow.",
          "Each pupil paints the background with the fill bucket and makes their drawing with the brush and shapes.",
          "They add a short text with the text tool (with help in Year 2).",
          "They save the postcard in the class folder with their name and the occasion, for example “lucia-birthday”.",
          "Show all the postcards in a gallery and decide how to send them to families.",
        ],
        pc: "A simple drawing program such as Paint, Tux Paint or the online drawing editor your school uses. Create a shared “Postcards” folder on each computer or on the school network beforehand so that everyone saves in the same place.",
        tablet:
          "Any advert-free children's drawing app will do; freehand strokes are easier with a finger than with a mouse. When finished, the postcard is saved in the photo album and can be collected with the school's files app.",
        options:
          "Print the postcards and deliver them by hand, or put them together in a single document for the class blog with families' permission. For those who finish early: add a frame or a second page with a message.",
      },
    },
    {
      slug: "buscamos-con-una-persona-adulta",
      minutes: 40,
      withPc: true,
      withPcOptions: true,
      name: { es: "Buscamos con una persona adulta", en: "Searching with an adult" },
      es: {
        summary:
          "En grupo y guiados por el docente, el alumnado hace sus primeras búsquedas en internet para responder a una pregunta sobre animales. Aprenden a elegir palabras clave y que, si algo les incomoda, se lo cuentan a una persona adulta.",
        objectives: [
          "Elegir dos o tres palabras clave a partir de una pregunta.",
          "Reconocer un resultado que responde a la pregunta.",
          "Saber qué hacer si aparece algo que les asusta o incomoda.",
        ],
        steps: [
          "Lanza una pregunta de curiosidad: ¿cuánto duerme un koala? Anota en la pizarra las palabras importantes.",
          "En la pizarra digital, escribe las palabras en un buscador infantil y leed juntos los primeros resultados.",
          "Pregunta cuál parece responder a la pregunta y por qué; abrid uno y buscad el dato.",
          "Por grupos de tres, con una persona adulta, buscan la respuesta a otra pregunta de una tarjeta.",
          "Cada grupo comparte su respuesta y las palabras que usó.",
          "Cerrad con la norma: si aparece algo raro, se cierra la tapa o se apaga la pantalla y se avisa a un adulto.",
        ],
        pc: "Usad un buscador pensado para la infancia o el buscador habitual con el filtro de búsqueda segura activado, en el navegador del centro. Deja abierta la página del buscador en todos los equipos para que no tengan que escribir la dirección.",
        pcOptions:
          "Si la conexión es lenta, haz la búsqueda tú en la pizarra digital y que los grupos decidan las palabras y elijan el resultado. En 2.º pueden comparar qué cambia cuando buscan con una frase entera o con palabras clave.",
      },
      en: {
        summary:
          "In groups and guided by the teacher, pupils make their first internet searches to answer a question about animals. They learn to choose keywords and that if something makes them uncomfortable, they tell an adult.",
        objectives: [
          "Choose two or three keywords from a question.",
          "Recognise a result that answers the question.",
          "Know what to do if something frightening or upsetting appears.",
        ],
        steps: [
          "Ask a curious question: how long does a koala sleep? Write the important words on the board.",
          "On the interactive whiteboard, type the words into a child-friendly search engine and read the first results together.",
          "Ask which one seems to answer the question and why; open one and find the fact.",
          "In groups of three, with an adult, they look for the answer to another question from a card.",
          "Each group shares its answer and the words it used.",
          "Finish with the rule: if something strange appears, close the lid or switch off the screen and tell an adult.",
        ],
        pc: "Use a search engine designed for children or the usual one with safe search turned on, in the school's browser. Leave the search page open on every computer so that they do not have to type the address.",
        pcOptions:
          "If the connection is slow, do the search yourself on the interactive whiteboard and let the groups choose the words and the result. In Year 3 they can compare what changes when they search with a whole sentence or with keywords.",
      },
    },
    {
      slug: "mensajes-secretos-de-colores",
      minutes: 35,
      withMaterials: true,
      withOptions: true,
      name: { es: "Mensajes secretos de colores", en: "Secret colour messages" },
      es: {
        summary:
          "Cada letra se convierte en un color según una tabla y el alumnado escribe y descifra palabras con pulseras de cuentas. Descubren que los ordenadores también guardan la información con códigos.",
        objectives: [
          "Codificar y descodificar palabras con una tabla de equivalencias.",
          "Entender que la misma información puede representarse de formas distintas.",
          "Comprobar un mensaje buscando posibles errores.",
        ],
        steps: [
          "Muestra la tabla de códigos: cada vocal tiene un color y las consonantes más comunes, otro.",
          "Codificad juntos en la pizarra la palabra «SOL» con gomets.",
          "Cada alumno codifica su nombre ensartando cuentas en un cordón, en el orden de las letras.",
          "Intercambian pulseras con un compañero, que debe descifrar el nombre con la tabla.",
          "Si no sale, buscan juntos dónde está el error: una cuenta cambiada o una que falta.",
        ],
        materials: ["Tabla de códigos de letras y colores, una por pareja", "Cuentas de colores y cordones", "Gomets para la pizarra"],
        options:
          "Para 2.º, codificad frases cortas con una cuenta blanca como espacio. También podéis usar el código para dejar mensajes escondidos por el aula en una gincana.",
      },
      en: {
        summary:
          "Each letter becomes a colour according to a table, and pupils write and decode words with bead bracelets. They discover that computers also store information using codes.",
        objectives: [
          "Encode and decode words with a table of equivalents.",
          "Understand that the same information can be represented in different ways.",
          "Check a message by looking for possible mistakes.",
        ],
        steps: [
          "Show the code table: each vowel has a colour and the most common consonants have others.",
          "Encode the word “SUN” together on the board with sticky dots.",
          "Each pupil encodes their name by threading beads on a string in the order of the letters.",
          "They swap bracelets with a classmate, who must decode the name with the table.",
          "If it does not work out, they look together for the mistake: a swapped bead or a missing one.",
        ],
        materials: ["A table of letter and colour codes, one per pair", "Coloured beads and strings", "Sticky dots for the board"],
        options:
          "For Year 3, encode short sentences using a white bead as a space. You can also use the code to hide messages around the classroom for a treasure hunt.",
      },
    },
  ],
};
