import type { ActivitySeed } from "../types.ts";

export const arActivities: ActivitySeed[] = [
  {
    slug: "dibujos-que-cobran-vida",
    category: "ar",
    audience: "family",
    ages: ["sixToEight"],
    difficulty: "low",
    minutes: 40,
    competences: ["contentCreation", "information"],
    tablet: true,
    materials: true,
    es: {
      title: "Dibujos que cobran vida con realidad aumentada",
      summary: "Colorea una lámina y mírala a través de la tableta para ver cómo tu dibujo salta del papel en 3D.",
      description:
        "La realidad aumentada mezcla lo que ve la cámara con objetos digitales. Hay aplicaciones gratuitas de colorear que reconocen una lámina impresa y convierten el dibujo en una figura animada que se mueve sobre la mesa, con los colores que tú has elegido.\n\nEs una primera experiencia mágica con esta tecnología y una excusa estupenda para hablar en familia de qué es real y qué es digital.",
      materials: [
        "Una tableta o móvil con una aplicación de colorear con realidad aumentada",
        "Láminas de la aplicación impresas",
        "Ceras o lápices de colores",
      ],
      steps: [
        "Elegid juntos una lámina de la aplicación e imprimidla.",
        "Coloread el dibujo; los colores que uséis son los que tendrá la figura en 3D.",
        "Abrid la aplicación, apuntad con la cámara a la lámina y esperad a que la reconozca.",
        "Moved la tableta alrededor para ver la figura desde todos los lados.",
        "Hablad de lo que ha pasado: ¿la figura está de verdad en la mesa? ¿Quién más puede verla?",
        "Haced una captura y contad una pequeña historia con vuestro personaje.",
      ],
      tips: "Revisad antes la aplicación: que no pida datos del menor ni tenga compras integradas abiertas. Limitad el rato de pantalla y alargad la parte de colorear y de contar la historia.",
    },
    en: {
      title: "Drawings that come alive with augmented reality",
      summary: "Colour in a sheet and look at it through the tablet to watch your drawing jump off the paper in 3D.",
      description:
        "Augmented reality mixes what the camera sees with digital objects. There are free colouring apps that recognise a printed sheet and turn the drawing into an animated figure moving on the table, in the colours you chose.\n\nIt is a magical first experience of this technology and a great excuse to talk as a family about what is real and what is digital.",
      materials: [
        "A tablet or phone with an augmented-reality colouring app",
        "Printed sheets from the app",
        "Crayons or coloured pencils",
      ],
      steps: [
        "Choose a sheet from the app together and print it.",
        "Colour the drawing in; your colours are the ones the 3D figure will have.",
        "Open the app, point the camera at the sheet and wait for it to be recognised.",
        "Move the tablet around to see the figure from every side.",
        "Talk about what happened: is the figure really on the table? Who else can see it?",
        "Take a screenshot and tell a short story with your character.",
      ],
      tips: "Check the app first: it should not ask for the child's data or leave in-app purchases open. Keep screen time short and make the colouring and storytelling last longer.",
    },
  },
  {
    slug: "museo-aumentado-del-aula",
    category: "ar",
    audience: "teachers",
    ages: ["nineToTwelve", "twelvePlus"],
    difficulty: "intermediate",
    minutes: 90,
    competences: ["contentCreation", "communication", "information"],
    tablet: true,
    materials: true,
    premium: true,
    es: {
      title: "El museo aumentado del aula",
      summary:
        "El alumnado crea una exposición en la que cada cartel, al enfocarlo con la tableta, muestra una explicación grabada por ellos.",
      description:
        "La realidad aumentada permite añadir capas digitales a objetos reales: un cartel que habla, una maqueta que muestra su interior. Muchos museos ya la usan para acercar sus piezas al público.\n\nEn este proyecto la clase monta un museo sobre un tema que esté trabajando (los planetas, los animales del entorno, personajes históricos). Cada equipo prepara un cartel y un vídeo o audio explicativo, y los enlaza con una aplicación de realidad aumentada o con códigos QR para que los visitantes los descubran.",
      materials: [
        "Tabletas con una aplicación para crear experiencias de realidad aumentada o un generador de códigos QR",
        "Cartulinas y material de dibujo",
        "Un espacio para la exposición (pasillo, biblioteca)",
      ],
      steps: [
        "Elegid el tema del museo y repartid un subtema por equipo.",
        "Cada equipo investiga y escribe un guion de un minuto para explicar su subtema.",
        "Diseñan un cartel llamativo que funcionará como activador de la realidad aumentada.",
        "Graban el vídeo o audio con la tableta y lo enlazan al cartel con la aplicación.",
        "Prueban que cada cartel se reconoce bien desde distintas distancias y luces.",
        "Inaugurad el museo con visitas de otros cursos o de las familias, con el alumnado como guía.",
      ],
      tips: "Si no hay aplicación de realidad aumentada disponible, los códigos QR que enlazan al vídeo funcionan igual de bien. Evita que aparezcan caras del alumnado en los vídeos publicados o recoge las autorizaciones necesarias.",
    },
    en: {
      title: "The augmented classroom museum",
      summary: "Pupils create an exhibition in which each poster, when viewed through a tablet, shows an explanation they recorded.",
      description:
        "Augmented reality adds digital layers to real objects: a poster that talks, a model that shows its insides. Many museums already use it to bring their pieces closer to visitors.\n\nIn this project the class sets up a museum about a topic it is studying (the planets, local wildlife, historical figures). Each team prepares a poster and an explanatory video or audio clip, and links them with an augmented-reality app or QR codes for visitors to discover.",
      materials: [
        "Tablets with an app for creating augmented-reality experiences, or a QR code generator",
        "Card and drawing materials",
        "A space for the exhibition (corridor, library)",
      ],
      steps: [
        "Choose the museum's theme and give each team a sub-topic.",
        "Each team researches and writes a one-minute script explaining its sub-topic.",
        "They design an eye-catching poster that will trigger the augmented reality.",
        "They record the video or audio on the tablet and link it to the poster with the app.",
        "They check each poster is recognised from different distances and lighting.",
        "Open the museum to visits from other classes or families, with pupils as guides.",
      ],
      tips: "If no augmented-reality app is available, QR codes linking to the video work just as well. Keep pupils' faces out of published videos, or collect the necessary permissions.",
    },
  },
  {
    slug: "animales-en-tu-salon",
    category: "ar",
    audience: "family",
    ages: ["fourToFive", "sixToEight"],
    difficulty: "low",
    minutes: 20,
    competences: ["information", "communication"],
    tablet: true,
    es: {
      title: "Animales de verdad en tu salón",
      summary:
        "Usad la vista en 3D del buscador del móvil para colocar animales a tamaño real en casa y comparar su tamaño con el vuestro.",
      description:
        "Algunos buscadores y aplicaciones muestran animales en 3D que, con la cámara del móvil, aparecen a tamaño real en vuestra casa: un tigre en el pasillo, un pingüino junto al sofá, un tiburón que no cabe en el salón.\n\nEs una manera sorprendente de descubrir la realidad aumentada y de aprender ciencias: ¿quién es más alto, tú o el pingüino emperador?",
      materials: [
        "Un móvil o tableta compatible con la vista en 3D del buscador o con una aplicación de animales en realidad aumentada",
        "Una cinta métrica (opcional)",
      ],
      steps: [
        "Buscad un animal en el buscador del móvil y pulsad «Ver en 3D» (si aparece) y luego «Ver en tu espacio».",
        "Apuntad la cámara al suelo y moved el móvil despacio hasta que el animal aparezca.",
        "Colocaos al lado del animal y haced una foto: ¿quién es más grande?",
        "Escuchad el sonido del animal y caminad a su alrededor para verlo por todos lados.",
        "Probad con tres animales más y ordenadlos de más pequeño a más grande.",
        "Hablad de qué es real y qué no: ¿el animal está de verdad? ¿Por qué el perro no lo ve?",
      ],
      tips: "No todos los dispositivos son compatibles: probadlo antes de empezar. Sujetad vosotros el móvil con los más pequeños y limitad la actividad a un rato corto.",
    },
    en: {
      title: "Real animals in your living room",
      summary: "Use your phone search engine's 3D view to place life-size animals at home and compare their size with yours.",
      description:
        "Some search engines and apps show 3D animals that, through the phone's camera, appear life-size in your home: a tiger in the hallway, a penguin next to the sofa, a shark too big for the living room.\n\nIt is an amazing way to discover augmented reality and to learn science: who is taller, you or the emperor penguin?",
      materials: [
        "A phone or tablet that supports the search engine's 3D view or an augmented-reality animal app",
        "A tape measure (optional)",
      ],
      steps: [
        "Search for an animal on the phone and tap “View in 3D” (if shown) and then “View in your space”.",
        "Point the camera at the floor and move the phone slowly until the animal appears.",
        "Stand next to the animal and take a photo: who is bigger?",
        "Listen to the animal's sound and walk around it to see it from every side.",
        "Try three more animals and order them from smallest to biggest.",
        "Talk about what is real and what is not: is the animal really there? Why can't the dog see it?",
      ],
      tips: "Not every device supports it: try it out before you start. Hold the phone yourself with younger children and keep the activity short.",
    },
  },
  {
    slug: "ventanas-magicas-realidad-aumentada-de-papel",
    category: "ar",
    audience: "children",
    ages: ["sixToEight"],
    difficulty: "low",
    minutes: 25,
    competences: ["contentCreation", "information"],
    materials: true,
    es: {
      title: "Ventanas mágicas: realidad aumentada de papel",
      summary:
        "Dibuja sobre un plástico transparente y colócalo delante de una ventana o una foto para «aumentar» la realidad sin pantallas.",
      description:
        "La realidad aumentada pone dibujos digitales encima de lo que vemos de verdad. Antes de usar una tableta, puedes entender la idea con un plástico transparente: lo que dibujes se sumará a lo que hay detrás.\n\nVas a crear tus propias «gafas mágicas» de papel y a añadir cosas imposibles al paisaje: un dragón en el tejado de enfrente, un cohete en el patio, un sombrero a tu peluche.",
      materials: [
        "Fundas de plástico transparente o acetatos",
        "Rotuladores permanentes o para pizarra blanca",
        "Cartulina y tijeras para el marco",
        "Cinta adhesiva",
      ],
      steps: [
        "Recorta un marco de cartulina del tamaño de una hoja y pega el plástico transparente detrás.",
        "Ponte delante de una ventana o de una foto grande y mira a través del marco.",
        "Piensa qué cosa imposible quieres añadir y dónde tiene que aparecer.",
        "Dibújala en el plástico mirando a través de él para colocarla en el sitio justo.",
        "Enseña tu ventana mágica a otra persona: tiene que mirar desde el mismo punto para que encaje.",
        "Hablad: ¿qué pasaría si el dibujo se moviera contigo? Eso es lo que hace una tableta con realidad aumentada.",
      ],
      tips: "Los rotuladores de pizarra se borran con un pañuelo y permiten probar muchas veces. Es una buena actividad previa a cualquier experiencia de realidad aumentada con tabletas.",
    },
    en: {
      title: "Magic windows: paper augmented reality",
      summary: "Draw on clear plastic and hold it in front of a window or a photo to “augment” reality without screens.",
      description:
        "Augmented reality puts digital drawings on top of what we really see. Before using a tablet, you can understand the idea with a clear plastic sheet: whatever you draw is added to what is behind it.\n\nYou will make your own paper “magic glasses” and add impossible things to the view: a dragon on the roof opposite, a rocket in the playground, a hat on your teddy.",
      materials: [
        "Clear plastic wallets or acetate sheets",
        "Permanent or whiteboard markers",
        "Card and scissors for the frame",
        "Sticky tape",
      ],
      steps: [
        "Cut a card frame the size of a sheet of paper and tape the clear plastic behind it.",
        "Stand in front of a window or a large photo and look through the frame.",
        "Think what impossible thing you want to add and where it should appear.",
        "Draw it on the plastic while looking through, so that it sits in just the right place.",
        "Show your magic window to someone else: they must look from the same spot for it to fit.",
        "Talk about it: what would happen if the drawing moved with you? That is what a tablet does with augmented reality.",
      ],
      tips: "Whiteboard markers wipe off with a tissue, so children can try again and again. It is a good warm-up before any augmented-reality experience with tablets.",
    },
  },
  {
    slug: "mapa-del-barrio-con-codigos-qr",
    category: "ar",
    audience: "children",
    ages: ["nineToTwelve"],
    difficulty: "intermediate",
    minutes: 60,
    competences: ["contentCreation", "information", "communication"],
    tablet: true,
    materials: true,
    es: {
      title: "Mapa del barrio con códigos QR",
      summary: "Dibuja un mapa de tu barrio y añade códigos QR que, al escanearlos, cuentan la historia de cada lugar con tu voz.",
      description:
        "Un código QR es un dibujo de cuadraditos que guarda información: una dirección web, un texto, un enlace a un audio. Al escanearlo con la cámara, la tableta lo lee al instante.\n\nVas a crear un mapa especial de tu barrio en el que cada lugar importante (la plaza, la biblioteca, el parque) tiene un código QR. Quien lo escanee escuchará lo que tú has investigado sobre ese sitio.",
      materials: [
        "Una tableta con cámara y grabadora de audio",
        "Un generador de códigos QR (con ayuda de un adulto)",
        "Cartulina grande y rotuladores",
        "Impresora o lápiz para copiar los códigos",
      ],
      steps: [
        "Elige cinco lugares del barrio y averigua algo interesante de cada uno: preguntando en casa, en la biblioteca o buscando en internet.",
        "Dibuja el mapa del barrio en la cartulina con los cinco lugares marcados.",
        "Graba un audio de 30 segundos sobre cada lugar.",
        "Con ayuda de un adulto, sube los audios a un espacio seguro (por ejemplo, el del cole) y genera un código QR para cada uno.",
        "Pega cada código junto a su lugar en el mapa.",
        "Pide a tu familia o a tus compañeros que recorran el mapa escaneando los códigos.",
      ],
      tips: "Los audios deben quedar en un espacio controlado por el adulto o el centro, sin datos personales del menor. Se puede hacer una versión sin internet con códigos QR que contienen texto en lugar de enlaces.",
    },
    en: {
      title: "Neighbourhood map with QR codes",
      summary: "Draw a map of your neighbourhood and add QR codes that tell the story of each place in your own voice when scanned.",
      description:
        "A QR code is a picture made of tiny squares that stores information: a web address, a text, a link to an audio clip. When you scan it with the camera, the tablet reads it instantly.\n\nYou will create a special map of your neighbourhood where each important place (the square, the library, the park) has a QR code. Whoever scans it will hear what you found out about that place.",
      materials: [
        "A tablet with a camera and voice recorder",
        "A QR code generator (with an adult's help)",
        "Large card and markers",
        "A printer, or a pencil to copy the codes",
      ],
      steps: [
        "Choose five places in the neighbourhood and find out something interesting about each: ask at home, at the library or search online.",
        "Draw the neighbourhood map on the card with the five places marked.",
        "Record a 30-second audio clip about each place.",
        "With an adult's help, upload the clips to a safe space (for example, the school's) and make a QR code for each one.",
        "Stick each code next to its place on the map.",
        "Ask your family or classmates to follow the map by scanning the codes.",
      ],
      tips: "The audio clips should stay in a space controlled by the adult or the school, with no personal data about the child. An offline version can use QR codes containing text instead of links.",
    },
  },
  {
    slug: "sistema-solar-en-realidad-aumentada",
    category: "ar",
    audience: "teachers",
    ages: ["nineToTwelve"],
    difficulty: "intermediate",
    minutes: 45,
    competences: ["information", "communication"],
    tablet: true,
    materials: true,
    es: {
      title: "El sistema solar en realidad aumentada",
      summary:
        "La clase explora los planetas en 3D con una aplicación de realidad aumentada y compara tamaños y distancias reales con un modelo a escala en el patio.",
      description:
        "Los libros suelen dibujar los planetas juntos y de tamaños parecidos, pero la realidad es muy distinta. Con una aplicación de astronomía en realidad aumentada, el alumnado puede colocar los planetas en el aula, acercarse a ellos y observarlos desde todos los ángulos.\n\nLa segunda parte sale del aula: en el patio, la clase construye un modelo a escala de las distancias y descubre lo enorme y vacío que es el sistema solar.",
      materials: [
        "Tabletas con una aplicación de astronomía con realidad aumentada",
        "Ficha de observación de planetas",
        "Cinta métrica de 20 m o cuerda con nudos",
        "Tarjetas con los nombres de los planetas",
      ],
      steps: [
        "Pregunta a la clase cómo imaginan los tamaños y las distancias de los planetas y que lo dibujen.",
        "Por equipos, colocan el sistema solar en el aula con la aplicación y anotan en la ficha tres datos de cada planeta.",
        "Comparan tamaños: ¿cuántas Tierras caben en Júpiter? ¿Qué pasa con el Sol?",
        "En el patio, con una escala de 1 metro = 50 millones de km, sitúan cada planeta con tarjetas desde el Sol.",
        "Observan que Neptuno queda a unos 90 metros: ¡fuera del patio!",
        "De vuelta en clase, comparan el modelo con sus dibujos iniciales y comentan qué les ha sorprendido.",
      ],
      tips: "Comprueba la aplicación en las tabletas del centro antes de la sesión. Si el patio es pequeño, usad una escala de 1 metro = 100 millones de km.",
    },
    en: {
      title: "The solar system in augmented reality",
      summary:
        "The class explores the planets in 3D with an augmented-reality app and compares real sizes and distances with a scale model in the playground.",
      description:
        "Books usually draw the planets close together and of similar sizes, but reality is very different. With an augmented-reality astronomy app, pupils can place the planets in the classroom, get close to them and look at them from every angle.\n\nThe second part leaves the classroom: in the playground, the class builds a scale model of the distances and discovers how huge and empty the solar system is.",
      materials: [
        "Tablets with an augmented-reality astronomy app",
        "Planet observation sheet",
        "A 20 m tape measure or a knotted rope",
        "Cards with the planets' names",
      ],
      steps: [
        "Ask the class how they imagine the planets' sizes and distances, and have them draw it.",
        "In teams, they place the solar system in the classroom with the app and note three facts about each planet.",
        "They compare sizes: how many Earths fit inside Jupiter? What about the Sun?",
        "In the playground, at a scale of 1 metre = 50 million km, they place each planet with cards, measured from the Sun.",
        "They notice that Neptune ends up about 90 metres away: outside the playground!",
        "Back in class, they compare the model with their first drawings and discuss what surprised them.",
      ],
      tips: "Check the app on the school's tablets before the session. If the playground is small, use a scale of 1 metre = 100 million km.",
    },
  },
];
