import type {
  BlockAnswer,
  BlockContent,
  BlockResult,
  BlockSolution,
  BlockType,
  BlockView,
  Explanation,
  InteractiveBlockType,
} from "../../../common/courses.ts";
import type { Language } from "../../../common/languages.ts";

/**
 * Sample content of every block type, in Spanish and English, about teaching digital competences: for the
 * blocks' render tests, and for seeds or journeys that need a unit showing all twelve. The interactive ones
 * carry their answer key as the server stores it.
 */
export type BlockFixture<T extends BlockType = BlockType> = {
  type: T;
  required: boolean;
  content: Record<Language, BlockContent[T]>;
} & (T extends InteractiveBlockType ? { solution: BlockSolution[T]; explanation: Explanation } : unknown);

const fixture = <T extends BlockType>(f: BlockFixture<T>) => f;

export const coverFixture = fixture({
  type: "cover",
  required: false,
  content: {
    es: {
      title: "Competencia digital docente: primeros pasos",
      subtitle: "Unidad 1 · Qué es la competencia digital y cómo se trabaja en el aula de primaria",
      image: "/images/courses/competencia-digital.svg",
      imageAlt: "Una docente y tres alumnos miran juntos una tableta en el aula",
    },
    en: {
      title: "Teachers' digital competence: first steps",
      subtitle: "Unit 1 · What digital competence is and how to work on it in the primary classroom",
      image: "/images/courses/competencia-digital.svg",
      imageAlt: "A teacher and three pupils look at a tablet together in the classroom",
    },
  },
});

export const textFixture = fixture({
  type: "text",
  required: false,
  content: {
    es: {
      title: "¿Por qué hablamos de competencia digital?",
      paragraphs: [
        "Nuestros alumnos crecen rodeados de pantallas, pero usar un dispositivo no es lo mismo que entenderlo. La competencia digital es saber buscar y valorar información, comunicarse con respeto, crear contenidos, protegerse y resolver problemas con la tecnología.",
        "En primaria no se trata de enseñar programas concretos, que cambian cada pocos años, sino maneras de pensar: descomponer un problema, seguir y escribir instrucciones, probar y corregir.",
        "En este curso verás actividades cortas, con y sin ordenador, que puedes llevar a clase desde la primera semana.",
      ],
    },
    en: {
      title: "Why do we talk about digital competence?",
      paragraphs: [
        "Our pupils grow up surrounded by screens, but using a device is not the same as understanding it. Digital competence means knowing how to find and judge information, communicate respectfully, create content, stay safe and solve problems with technology.",
        "In primary school the point is not to teach particular programs, which change every few years, but ways of thinking: breaking a problem down, following and writing instructions, testing and fixing.",
        "In this course you will find short activities, with and without a computer, that you can take to class from the first week.",
      ],
    },
  },
});

export const videoFixture = fixture({
  type: "video",
  required: false,
  content: {
    es: {
      host: "youtube",
      videoId: "M7lc1UVf-VE",
      title: "Cinco ideas para usar la tableta en clase",
      minutes: 4,
      transcript:
        "Hola. Hoy te propongo cinco ideas sencillas para usar la tableta en clase.\n\nLa primera: que la tableta sirva para crear, no solo para consumir. Grabar una explicación, hacer una foto de un experimento o dibujar un esquema.\n\nLa segunda: trabajar en parejas, con un papel para cada uno: quien toca la pantalla y quien da las instrucciones.",
    },
    en: {
      host: "youtube",
      videoId: "M7lc1UVf-VE",
      title: "Five ideas for using the tablet in class",
      minutes: 4,
      transcript:
        "Hello. Today I suggest five simple ideas for using the tablet in class.\n\nThe first: let the tablet be for creating, not only for watching. Recording an explanation, photographing an experiment or drawing a diagram.\n\nThe second: work in pairs, each with a role: one touches the screen and the other gives the instructions.",
    },
  },
});

export const dropdownFixture = fixture({
  type: "dropdown",
  required: false,
  content: {
    es: {
      title: "Las cinco áreas de la competencia digital",
      items: [
        {
          title: "Información y alfabetización de datos",
          text: "Buscar, filtrar y evaluar información: ¿quién lo dice?, ¿cuándo?, ¿con qué pruebas?",
        },
        {
          title: "Comunicación y colaboración",
          text: "Compartir y trabajar con otros en entornos digitales, con respeto y cuidando la identidad digital.",
        },
        {
          title: "Creación de contenidos digitales",
          text: "Crear y editar textos, imágenes, vídeos y programas sencillos, respetando los derechos de autor.",
        },
        { title: "Seguridad", text: "Proteger los dispositivos, los datos personales, la salud y el entorno." },
        {
          title: "Resolución de problemas",
          text: "Identificar necesidades y resolver problemas técnicos o de otro tipo con ayuda de la tecnología.",
        },
      ],
    },
    en: {
      title: "The five areas of digital competence",
      items: [
        {
          title: "Information and data literacy",
          text: "Searching, filtering and judging information: who says it? When? With what evidence?",
        },
        {
          title: "Communication and collaboration",
          text: "Sharing and working with others in digital spaces, respectfully and looking after one's digital identity.",
        },
        {
          title: "Digital content creation",
          text: "Creating and editing texts, pictures, videos and simple programs, respecting copyright.",
        },
        { title: "Safety", text: "Protecting devices, personal data, health and the environment." },
        { title: "Problem solving", text: "Identifying needs and solving technical and other problems with the help of technology." },
      ],
    },
  },
});

export const stepsFixture = fixture({
  type: "steps",
  required: false,
  content: {
    es: {
      title: "Cómo preparar una sesión con robots de suelo",
      steps: [
        { title: "Prepara el tablero", text: "Dibuja en el suelo una cuadrícula de casillas del tamaño de un paso del robot." },
        {
          title: "Presenta el reto",
          text: "Coloca el robot en la salida y un objeto en la meta. Pregunta: ¿qué órdenes necesita para llegar?",
        },
        {
          title: "Programad en parejas",
          text: "Una persona escribe las órdenes con flechas en un papel y la otra las introduce en el robot.",
        },
        {
          title: "Probad y corregid",
          text: "Si el robot no llega, buscad juntos en qué orden está el error. Equivocarse forma parte del aprendizaje.",
        },
      ],
    },
    en: {
      title: "How to prepare a session with floor robots",
      steps: [
        { title: "Prepare the board", text: "Draw a grid on the floor whose squares are the size of one robot step." },
        {
          title: "Set the challenge",
          text: "Put the robot at the start and an object at the goal. Ask: which commands does it need to get there?",
        },
        { title: "Program in pairs", text: "One pupil writes the commands as arrows on paper and the other enters them into the robot." },
        {
          title: "Test and fix",
          text: "If the robot does not get there, find together which command is wrong. Mistakes are part of learning.",
        },
      ],
    },
  },
});

export const flashcardFixture = fixture({
  type: "flashcard",
  required: false,
  content: {
    es: {
      title: "Conceptos clave",
      cards: [
        { front: "Huella digital", back: "El rastro de datos que dejamos al usar internet: búsquedas, fotos, mensajes y comentarios." },
        { front: "Algoritmo", back: "Una serie de pasos ordenados para resolver un problema, como una receta de cocina." },
        { front: "Contraseña segura", back: "Larga, fácil de recordar para ti y difícil de adivinar para otros; nunca se comparte." },
      ],
    },
    en: {
      title: "Key concepts",
      cards: [
        {
          front: "Digital footprint",
          back: "The trail of data we leave when using the internet: searches, photos, messages and comments.",
        },
        { front: "Algorithm", back: "A series of ordered steps that solves a problem, like a cooking recipe." },
        { front: "Strong password", back: "Long, easy for you to remember and hard for others to guess; never shared." },
      ],
    },
  },
});

export const infographicFixture = fixture({
  type: "infographic",
  required: false,
  content: {
    es: {
      title: "Un aula preparada para la competencia digital",
      image: "/images/courses/aula-digital.svg",
      imageAlt: "Dibujo de un aula con pizarra digital, un rincón de robótica, un carro de tabletas y un cartel de normas",
      points: [
        { x: 50, y: 22, label: "Pizarra digital", text: "Para mostrar y construir en grupo: mejor si el alumnado también la usa." },
        { x: 20, y: 72, label: "Rincón de robótica", text: "Robots de suelo y tarjetas de órdenes al alcance de los niños." },
        { x: 78, y: 68, label: "Carro de tabletas", text: "Cargadas, numeradas y con las aplicaciones de la sesión ya abiertas." },
        {
          x: 86,
          y: 24,
          label: "Normas de uso",
          text: "Pocas, claras y acordadas con la clase: cuándo, cómo y para qué usamos los dispositivos.",
        },
      ],
    },
    en: {
      title: "A classroom ready for digital competence",
      image: "/images/courses/aula-digital.svg",
      imageAlt: "Drawing of a classroom with an interactive whiteboard, a robotics corner, a tablet trolley and a rules poster",
      points: [
        { x: 50, y: 22, label: "Interactive whiteboard", text: "For showing and building together: better when the pupils use it too." },
        { x: 20, y: 72, label: "Robotics corner", text: "Floor robots and command cards within the children's reach." },
        { x: 78, y: 68, label: "Tablet trolley", text: "Charged, numbered and with the session's apps already open." },
        { x: 86, y: 24, label: "Rules of use", text: "Few, clear and agreed with the class: when, how and what for we use the devices." },
      ],
    },
  },
});

export const tabsFixture = fixture({
  type: "tabs",
  required: false,
  content: {
    es: {
      title: "Qué trabajar en cada ciclo",
      tabs: [
        {
          label: "6 a 8 años",
          text: "Secuencias y órdenes con el cuerpo y con robots de suelo. Primeras normas de uso de los dispositivos.",
        },
        { label: "8 a 10 años", text: "Programación por bloques, búsquedas guiadas y qué información personal no se comparte." },
        { label: "10 a 12 años", text: "Proyectos con sensores, contraste de fuentes, identidad digital y convivencia en la red." },
      ],
    },
    en: {
      title: "What to work on at each stage",
      tabs: [
        { label: "Ages 6 to 8", text: "Sequences and commands with the body and with floor robots. First rules for using devices." },
        { label: "Ages 8 to 10", text: "Block-based programming, guided searches and which personal information is not shared." },
        { label: "Ages 10 to 12", text: "Projects with sensors, checking sources, digital identity and getting along online." },
      ],
    },
  },
});

export const dragableFixture = fixture({
  type: "dragable",
  required: true,
  content: {
    es: {
      prompt: "¿Se puede compartir en internet o hay que protegerlo?",
      items: [
        "Un dibujo tuyo sin tu nombre",
        "La dirección de tu casa",
        "Tu contraseña",
        "El título de tu libro favorito",
        "Tu número de teléfono",
      ],
      targets: ["Se puede compartir", "Hay que protegerlo"],
    },
    en: {
      prompt: "Can it be shared online, or must it be protected?",
      items: [
        "A drawing of yours without your name",
        "Your home address",
        "Your password",
        "The title of your favourite book",
        "Your phone number",
      ],
      targets: ["Can be shared", "Must be protected"],
    },
  },
  solution: { placement: [0, 1, 1, 0, 1] },
  explanation: {
    es: "Los datos que permiten saber quién eres o dónde encontrarte, y las contraseñas, no se comparten nunca.",
    en: "Data that tells who you are or where to find you, and passwords, are never shared.",
  },
});

export const testFixture = fixture({
  type: "test",
  required: true,
  content: {
    es: { question: "¿Cuál de estas contraseñas es más segura?", options: ["123456", "maria2015", "Gato-Nube-Lápiz-27", "contraseña"] },
    en: { question: "Which of these passwords is the strongest?", options: ["123456", "maria2015", "Cat-Cloud-Pencil-27", "password"] },
  },
  solution: { correct: 2 },
  explanation: {
    es: "Varias palabras sin relación, con números y signos, forman una contraseña larga y difícil de adivinar.",
    en: "Several unrelated words with numbers and symbols make a long password that is hard to guess.",
  },
});

export const selectionFixture = fixture({
  type: "selection",
  required: true,
  content: {
    es: {
      question: "¿Qué señales indican que un mensaje puede ser un engaño?",
      options: [
        "Te meten prisa para que respondas ya",
        "Te piden tu contraseña",
        "Llega de una dirección desconocida y con faltas",
        "Te recuerda una reunión que ya conocías",
      ],
    },
    en: {
      question: "Which signs show that a message may be a scam?",
      options: [
        "It rushes you to answer now",
        "It asks for your password",
        "It comes from an unknown address and has spelling mistakes",
        "It reminds you of a meeting you already knew about",
      ],
    },
  },
  solution: { correct: [0, 1, 2] },
  explanation: {
    es: "La prisa, las peticiones de datos y los remitentes desconocidos son las señales más habituales del phishing.",
    en: "Urgency, requests for data and unknown senders are the most common signs of phishing.",
  },
});

export const connectFixture = fixture({
  type: "connect",
  required: false,
  content: {
    es: {
      prompt: "Une cada concepto con su definición",
      left: ["Algoritmo", "Bucle", "Sensor", "Depurar"],
      right: [
        "Repetir unas instrucciones varias veces",
        "Buscar y corregir los errores de un programa",
        "Una serie de pasos ordenados para resolver un problema",
        "Un componente que capta información del entorno",
      ],
    },
    en: {
      prompt: "Join each concept to its definition",
      left: ["Algorithm", "Loop", "Sensor", "Debug"],
      right: [
        "Repeating some instructions several times",
        "Finding and fixing the mistakes in a program",
        "A series of ordered steps that solves a problem",
        "A component that picks up information from its surroundings",
      ],
    },
  },
  solution: { pairs: [2, 0, 3, 1] },
  explanation: {
    es: "Son cuatro ideas básicas del pensamiento computacional que se trabajan desde los primeros cursos.",
    en: "These are four basic ideas of computational thinking, worked on from the first years.",
  },
});

/** All twelve, in the order a unit might show them. */
export const BLOCK_FIXTURES = [
  coverFixture,
  textFixture,
  videoFixture,
  dropdownFixture,
  stepsFixture,
  flashcardFixture,
  infographicFixture,
  tabsFixture,
  dragableFixture,
  testFixture,
  selectionFixture,
  connectFixture,
] as const satisfies readonly BlockFixture[];

/** A fixture as a page receives it: in one language, with an id and no result yet. */
export function fixtureView<T extends BlockType>(f: BlockFixture<T>, lang: Language, id: number): BlockView<T> {
  return { id, type: f.type, required: f.required, content: f.content[lang], result: null } as BlockView<T>;
}

/** Every fixture as a unit's blocks, ids from `firstId` on. */
export function fixtureViews(lang: Language, firstId = 1): BlockView[] {
  return BLOCK_FIXTURES.map((f, i) => fixtureView(f as BlockFixture, lang, firstId + i));
}

/**
 * An answer scored against a fixture's key, as the server's scoring does it (per-item marks: test, one;
 * selection, per option, right when chosen exactly if it is a right option; connect and dragable, per item).
 */
export function fixtureResult<T extends InteractiveBlockType>(
  f: BlockFixture<T> & { solution: BlockSolution[T]; explanation: Explanation },
  lang: Language,
  answer: BlockAnswer[T],
): BlockResult<T> {
  const marks = marksOf(f.type, f.solution, answer, f.content[lang]);
  return { correct: marks.every(Boolean), marks, answer, solution: f.solution, explanation: f.explanation[lang] };
}

function marksOf(type: InteractiveBlockType, solution: unknown, answer: unknown, content: unknown): boolean[] {
  switch (type) {
    case "test":
      return [(answer as BlockAnswer["test"]).choice === (solution as BlockSolution["test"]).correct];
    case "selection": {
      const { choices } = answer as BlockAnswer["selection"];
      const { correct } = solution as BlockSolution["selection"];
      return (content as BlockContent["selection"]).options.map((_, i) => choices.includes(i) === correct.includes(i));
    }
    case "connect":
      return (solution as BlockSolution["connect"]).pairs.map((r, i) => (answer as BlockAnswer["connect"]).pairs[i] === r);
    case "dragable":
      return (solution as BlockSolution["dragable"]).placement.map((k, i) => (answer as BlockAnswer["dragable"]).placement[i] === k);
  }
}
