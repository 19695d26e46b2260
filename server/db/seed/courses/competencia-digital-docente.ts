import { type CourseSeed, courseImage } from "./types.ts";

const slug = "competencia-digital-docente";

/** The framework (DigCompEdu, Spain's MRCDD), planning a session and classroom routines with devices. */
export const competenciaDigitalDocente: CourseSeed = {
  slug,
  title: { es: "Competencia digital docente: primeros pasos", en: "Teachers' digital competence: first steps" },
  summary: {
    es: "Un primer recorrido por el marco de la competencia digital docente (DigCompEdu y el MRCDD) pensado para el profesorado de Primaria: qué áreas lo forman, cómo planificar una sesión con tecnología y qué rutinas hacen que los dispositivos ayuden en el aula en lugar de estorbar.",
    en: "A first tour of the framework for teachers' digital competence (DigCompEdu and Spain's MRCDD) for primary teachers: the areas it is made of, how to plan a session with technology, and the routines that make devices help in the classroom instead of getting in the way.",
  },
  hours: 6,
  published: true,
  recommendedCourses: ["seguridad-y-bienestar-digital", "pensamiento-computacional-y-robotica"],
  recommendedActivities: [
    "primaria-6-8-descubre-el-ordenador/raton-experto",
    "pc-9-12-herramientas-del-ordenador/carpetas-y-archivos-en-orden",
    "pc-9-12-herramientas-del-ordenador/buscar-bien-en-internet",
  ],
  units: [
    {
      // An introduction: nothing required, the teacher marks it done at its end.
      title: { es: "Bienvenida: por qué hablamos de competencia digital docente", en: "Welcome: why teachers' digital competence matters" },
      minutes: 30,
      blocks: [
        {
          type: "cover",
          es: {
            title: "Competencia digital docente: primeros pasos",
            subtitle: "Qué hace un maestro o una maestra digitalmente competente y cómo empezar mañana mismo en tu aula",
            image: courseImage(slug, "bienvenida"),
            imageAlt: "Ilustración de un portátil con una tableta y una estrella a su alrededor",
          },
          en: {
            title: "Teachers' digital competence: first steps",
            subtitle: "What a digitally competent primary teacher does, and how to start in your own classroom tomorrow",
            image: courseImage(slug, "bienvenida"),
            imageAlt: "Illustration of a laptop with a tablet and a star around it",
          },
        },
        {
          type: "text",
          es: {
            title: "Por qué este curso",
            paragraphs: [
              "La LOMLOE incluye la competencia digital entre las ocho competencias clave que el alumnado desarrolla desde el primer curso de Primaria. Para acompañar a niñas y niños de 6 a 12 años en ese camino, el profesorado necesita su propia competencia digital: no solo saber manejar los aparatos, sino decidir cuándo, para qué y cómo ayudan a aprender.",
              "Este curso recorre el Marco de Referencia de la Competencia Digital Docente (MRCDD), basado en el marco europeo DigCompEdu, y lo aterriza en tareas de todos los días: planificar una sesión, organizar los dispositivos y crear rutinas que funcionen con un grupo real.",
              "No hace falta experiencia previa. Cada unidad termina con una pequeña actividad para comprobar lo aprendido, que puedes repetir tantas veces como quieras.",
            ],
          },
          en: {
            title: "Why this course",
            paragraphs: [
              "Spain's education law (LOMLOE) names digital competence as one of the eight key competences children build from their first year of primary school. To guide children aged 6 to 12 along that path, teachers need a digital competence of their own: not just knowing how to work the devices, but deciding when, why and how they help children learn.",
              "This course walks through Spain's Reference Framework for Teachers' Digital Competence (MRCDD), which builds on the European DigCompEdu framework, and brings it down to everyday tasks: planning a session, organising the devices and setting up routines that work with a real class.",
              "No previous experience is needed. Each unit ends with a short activity to check what you have learnt, which you can try as many times as you like.",
            ],
          },
        },
        {
          type: "video",
          es: {
            host: "youtube",
            videoId: "q3Vt7mZcK2E",
            title: "Bienvenida al curso: una mañana en una clase de 3.º",
            minutes: 4,
            transcript:
              "[Música suave] Narradora: Son las nueve de la mañana en un colegio público. Marta, tutora de tercero, reparte las tabletas con ayuda de los encargados de la semana. Marta: «Antes de encenderlas, ¿qué vamos a hacer hoy?». Una alumna: «¡Fotografiar formas geométricas en el patio!». Narradora: Marta no empezó por la tableta, sino por lo que quería que aprendieran: reconocer figuras en su entorno. La tableta es solo la herramienta para recogerlas y compartirlas. Marta: «Hace dos años casi no usaba la tecnología en clase. Empecé con una actividad al mes y una rutina sencilla para repartir y recoger, y a partir de ahí fui probando». Narradora: En este curso verás cómo se organiza la competencia digital docente, cómo planificar una sesión como la de Marta y qué rutinas la hacen posible. [Música]",
          },
          en: {
            host: "youtube",
            videoId: "q3Vt7mZcK2E",
            title: "Welcome to the course: a morning with a class of eight-year-olds",
            minutes: 4,
            transcript:
              "[Soft music] Narrator: It is nine in the morning at a state primary school. Marta, who teaches a class of eight-year-olds, hands out the tablets with the help of this week's monitors. Marta: “Before we switch them on, what are we doing today?” A girl: “Taking photos of shapes in the playground!” Narrator: Marta didn't start with the tablet but with what she wanted the children to learn: spotting shapes around them. The tablet is just the tool for collecting and sharing them. Marta: “Two years ago I hardly used technology in class. I started with one activity a month and a simple routine for handing out and collecting the tablets, and I kept trying things from there.” Narrator: In this course you will see how teachers' digital competence is organised, how to plan a session like Marta's, and which routines make it possible. [Music]",
          },
        },
        {
          type: "flashcard",
          es: {
            title: "Palabras clave",
            cards: [
              {
                front: "DigCompEdu",
                back: "El marco europeo de la competencia digital de los educadores (2017): 22 competencias en seis áreas y seis niveles de progreso, de A1 a C2.",
              },
              {
                front: "MRCDD",
                back: "El Marco de Referencia de la Competencia Digital Docente (2022): la adaptación española de DigCompEdu, con 23 competencias en las mismas seis áreas. Es la referencia para acreditar tu nivel.",
              },
              {
                front: "Competencia digital del alumnado",
                back: "Lo que niñas y niños aprenden a hacer con la tecnología de forma segura, crítica y creativa. Desarrollarla es la sexta área del marco docente.",
              },
              {
                front: "Nivel de progreso",
                back: "Cada competencia se describe en niveles (A1, A2, B1, B2, C1 y C2). No se trata de llegar a C2 en todo, sino de saber dónde estás y cuál es tu siguiente paso.",
              },
            ],
          },
          en: {
            title: "Key terms",
            cards: [
              {
                front: "DigCompEdu",
                back: "The European framework for the digital competence of educators (2017): 22 competences in six areas and six progression levels, from A1 to C2.",
              },
              {
                front: "MRCDD",
                back: "Spain's Reference Framework for Teachers' Digital Competence (2022): the Spanish adaptation of DigCompEdu, with 23 competences in the same six areas. It is the reference for having your level certified.",
              },
              {
                front: "Pupils' digital competence",
                back: "What children learn to do with technology safely, critically and creatively. Building it is the sixth area of the teachers' framework.",
              },
              {
                front: "Progression level",
                back: "Each competence is described in levels (A1, A2, B1, B2, C1 and C2). The aim is not to reach C2 in everything, but to know where you are and what your next step is.",
              },
            ],
          },
        },
        {
          type: "test",
          required: false,
          es: {
            question: "¿En qué marco se basa el MRCDD español?",
            options: [
              "En DigCompEdu, el marco europeo para educadores",
              "En el currículo de Matemáticas de Primaria",
              "En las normas de uso de cada aplicación",
              "En un examen de informática para docentes",
            ],
          },
          en: {
            question: "Which framework is Spain's MRCDD based on?",
            options: [
              "DigCompEdu, the European framework for educators",
              "The primary maths curriculum",
              "The terms of use of each app",
              "A computer skills exam for teachers",
            ],
          },
          solution: { correct: 0 },
          explanation: {
            es: "El MRCDD adapta DigCompEdu al sistema educativo español: mantiene sus seis áreas y sus seis niveles y añade una competencia sobre protección de datos, seguridad y bienestar digital.",
            en: "The MRCDD adapts DigCompEdu to the Spanish education system: it keeps its six areas and six levels and adds a competence on data protection, safety and digital wellbeing.",
          },
        },
      ],
    },
    {
      title: { es: "Las seis áreas del marco", en: "The six areas of the framework" },
      minutes: 60,
      blocks: [
        {
          type: "text",
          es: {
            title: "Un mapa, no un examen",
            paragraphs: [
              "El MRCDD organiza la competencia digital docente en seis áreas. Las áreas 2 a 5 describen lo que haces con tu alumnado: elegir y crear recursos, enseñar, evaluar y atender a cada niño o niña. El área 1 mira hacia tu centro y tu desarrollo profesional, y el área 6, hacia la competencia digital que tus alumnos van construyendo.",
              "Úsalo como un mapa: te ayuda a reconocer lo que ya haces bien y a elegir qué quieres probar después.",
            ],
          },
          en: {
            title: "A map, not an exam",
            paragraphs: [
              "The MRCDD arranges teachers' digital competence into six areas. Areas 2 to 5 describe what you do with your pupils: choosing and creating resources, teaching, assessing and meeting each child's needs. Area 1 looks at your school and your professional growth, and area 6 at the digital competence your pupils are building.",
              "Use it as a map: it helps you recognise what you already do well and choose what to try next.",
            ],
          },
        },
        {
          type: "infographic",
          es: {
            title: "Las seis áreas de la competencia digital docente",
            image: courseImage(slug, "seis-areas"),
            imageAlt: "Seis círculos de colores alrededor de un centro, uno por área del marco, con un dibujo en cada uno",
            points: [
              {
                x: 50,
                y: 16,
                label: "1. Compromiso profesional",
                text: "Comunicarte con familias y compañeros, colaborar, reflexionar sobre tu práctica, seguir formándote y proteger los datos personales y el bienestar digital.",
              },
              {
                x: 80,
                y: 33,
                label: "2. Contenidos digitales",
                text: "Buscar, seleccionar, crear y adaptar recursos digitales, respetando las licencias y los derechos de autor.",
              },
              {
                x: 80,
                y: 67,
                label: "3. Enseñanza y aprendizaje",
                text: "Planificar cómo la tecnología apoya la enseñanza, guiar al alumnado y favorecer el trabajo en equipo y el aprendizaje autónomo.",
              },
              {
                x: 50,
                y: 84,
                label: "4. Evaluación y retroalimentación",
                text: "Usar herramientas digitales para evaluar, analizar las evidencias de aprendizaje y dar una retroalimentación útil y a tiempo.",
              },
              {
                x: 20,
                y: 67,
                label: "5. Empoderamiento del alumnado",
                text: "Garantizar la accesibilidad y la inclusión, atender a la diversidad y conseguir que el alumnado participe activamente en su aprendizaje.",
              },
              {
                x: 20,
                y: 33,
                label: "6. Desarrollo de la competencia digital del alumnado",
                text: "Enseñar a buscar y valorar información, comunicarse, crear contenidos, usar la tecnología con seguridad y resolver problemas.",
              },
            ],
          },
          en: {
            title: "The six areas of teachers' digital competence",
            image: courseImage(slug, "seis-areas"),
            imageAlt: "Six coloured circles around a centre, one for each area of the framework, each with a drawing",
            points: [
              {
                x: 50,
                y: 16,
                label: "1. Professional engagement",
                text: "Communicating with families and colleagues, collaborating, reflecting on your practice, keeping up your training, and protecting personal data and digital wellbeing.",
              },
              {
                x: 80,
                y: 33,
                label: "2. Digital resources",
                text: "Finding, choosing, creating and adapting digital resources while respecting licences and copyright.",
              },
              {
                x: 80,
                y: 67,
                label: "3. Teaching and learning",
                text: "Planning how technology supports your teaching, guiding pupils, and encouraging teamwork and independent learning.",
              },
              {
                x: 50,
                y: 84,
                label: "4. Assessment and feedback",
                text: "Using digital tools to assess, looking at the evidence of learning, and giving useful, timely feedback.",
              },
              {
                x: 20,
                y: 67,
                label: "5. Empowering learners",
                text: "Making sure every child can take part, whatever their needs, and that pupils play an active role in their own learning.",
              },
              {
                x: 20,
                y: 33,
                label: "6. Facilitating learners' digital competence",
                text: "Teaching children to find and judge information, communicate, create content, use technology safely and solve problems.",
              },
            ],
          },
        },
        {
          type: "tabs",
          es: {
            title: "Los niveles de progreso",
            tabs: [
              {
                label: "A1 y A2",
                text: "Conoces las posibilidades de la tecnología y la usas en situaciones guiadas o con apoyo. Por ejemplo, proyectas un vídeo que ha elegido tu equipo de ciclo y lo comentas con la clase.",
              },
              {
                label: "B1 y B2",
                text: "Integras la tecnología con autonomía, la adaptas a tu grupo y reflexionas sobre lo que funciona. Por ejemplo, diseñas una secuencia en la que el alumnado graba y revisa sus propias explicaciones.",
              },
              {
                label: "C1 y C2",
                text: "Compartes lo que haces, formas a otros docentes e impulsas cambios en tu centro, o investigas e innovas más allá de él. Por ejemplo, coordinas el plan digital del centro.",
              },
            ],
          },
          en: {
            title: "The progression levels",
            tabs: [
              {
                label: "A1 and A2",
                text: "You know what technology can offer and use it in guided situations or with support. For example, you show a video your year team has chosen and talk about it with the class.",
              },
              {
                label: "B1 and B2",
                text: "You use technology on your own initiative, adapt it to your class and reflect on what works. For example, you design a sequence in which pupils record and review their own explanations.",
              },
              {
                label: "C1 and C2",
                text: "You share what you do, train other teachers and drive change in your school, or research and innovate beyond it. For example, you coordinate your school's digital plan.",
              },
            ],
          },
        },
        {
          type: "dropdown",
          es: {
            title: "Preguntas frecuentes",
            items: [
              {
                title: "¿Tengo que llegar al nivel más alto en todas las competencias?",
                text: "No. El marco describe un recorrido, y lo habitual es tener niveles distintos según la competencia. Lo importante es saber dónde estás y elegir tu siguiente paso.",
              },
              {
                title: "¿Quién acredita mi nivel?",
                text: "Las administraciones educativas de cada comunidad autónoma, mediante formación, evaluación o reconocimiento de méritos. Consulta la convocatoria de tu comunidad o pregunta a la persona que coordina la tecnología en tu centro.",
              },
              {
                title: "¿Cuenta este curso como formación?",
                text: "Al terminarlo obtienes un certificado con sus horas. Cómo se reconoce para la acreditación depende de tu comunidad autónoma.",
              },
              {
                title: "¿El marco habla de aparatos o aplicaciones concretas?",
                text: "No. Describe lo que haces como docente, no con qué marca o aplicación. Sirve igual con tabletas, ordenadores, robots o actividades desenchufadas.",
              },
            ],
          },
          en: {
            title: "Frequently asked questions",
            items: [
              {
                title: "Do I have to reach the top level in every competence?",
                text: "No. The framework describes a journey, and most teachers are at different levels in different competences. What matters is knowing where you are and choosing your next step.",
              },
              {
                title: "Who certifies my level?",
                text: "In Spain, the education authority of each region does, through training, assessment or recognition of experience. Check your region's call or ask whoever coordinates technology at your school.",
              },
              {
                title: "Does this course count as training?",
                text: "When you finish it you get a certificate stating its hours. How it counts towards certification depends on your region.",
              },
              {
                title: "Does the framework name particular devices or apps?",
                text: "No. It describes what you do as a teacher, not which brand or app you use. It works just as well with tablets, computers, robots or unplugged activities.",
              },
            ],
          },
        },
        {
          type: "connect",
          es: {
            prompt: "Une cada situación de aula con el área del marco que pone en juego.",
            left: [
              "Envías a las familias, por la plataforma del centro, el resumen de la excursión.",
              "Adaptas para tu grupo una presentación con licencia Creative Commons.",
              "Usas un cuestionario en línea para ver qué ha entendido cada alumno y repasar con quien lo necesita.",
              "Activas la lectura en voz alta de la tableta para un alumno con dificultades lectoras.",
              "Enseñas a tu clase a comprobar si una noticia es fiable antes de compartirla.",
            ],
            right: [
              "Evaluación y retroalimentación",
              "Desarrollo de la competencia digital del alumnado",
              "Empoderamiento del alumnado",
              "Compromiso profesional",
              "Contenidos digitales",
            ],
          },
          en: {
            prompt: "Match each classroom situation with the area of the framework it draws on.",
            left: [
              "You send families a summary of the school trip through the school's platform.",
              "You adapt a Creative Commons presentation for your class.",
              "You use an online quiz to see what each pupil has understood and go over it again with those who need it.",
              "You turn on the tablet's read-aloud feature for a pupil who struggles with reading.",
              "You teach your class to check whether a news story is reliable before sharing it.",
            ],
            right: [
              "Assessment and feedback",
              "Facilitating learners' digital competence",
              "Empowering learners",
              "Professional engagement",
              "Digital resources",
            ],
          },
          solution: { pairs: [3, 4, 0, 2, 1] },
          explanation: {
            es: "Comunicarte con las familias es compromiso profesional; adaptar un recurso respetando su licencia, contenidos digitales; usar lo que muestra un cuestionario para ajustar el repaso, evaluación; las herramientas de accesibilidad, empoderamiento del alumnado; y enseñar a contrastar noticias desarrolla la competencia digital de tus alumnos.",
            en: "Communicating with families is professional engagement; adapting a resource within its licence, digital resources; using what a quiz shows to plan revision, assessment; accessibility features, empowering learners; and teaching children to check news stories builds their own digital competence.",
          },
        },
      ],
    },
    {
      title: { es: "Planificar una sesión con tecnología", en: "Planning a session with technology" },
      minutes: 75,
      blocks: [
        {
          type: "text",
          es: {
            title: "Primero el objetivo, después el aparato",
            paragraphs: [
              "Una buena sesión con tecnología empieza igual que cualquier otra: por lo que quieres que tus alumnos aprendan. Solo después te preguntas si una herramienta digital ayuda a conseguirlo mejor que el papel, la pizarra o un juego en el patio.",
              "Con niñas y niños de 6 a 12 años, los detalles prácticos deciden el éxito: cuántos dispositivos hay, quién los reparte, cuánto tarda en abrirse la aplicación y qué haréis si falla la conexión.",
            ],
          },
          en: {
            title: "The goal first, the device second",
            paragraphs: [
              "A good session with technology starts like any other: with what you want your pupils to learn. Only then do you ask whether a digital tool helps them get there better than paper, the whiteboard or a game in the playground.",
              "With children aged 6 to 12, practical details make or break a session: how many devices there are, who hands them out, how long the app takes to open, and what you will do if the connection drops.",
            ],
          },
        },
        {
          type: "steps",
          es: {
            title: "Seis pasos para planificar",
            steps: [
              {
                title: "Define el objetivo",
                text: "Escríbelo con un verbo que se pueda observar: «explicar el ciclo del agua con sus propias palabras», no «usar la tableta».",
              },
              {
                title: "Elige la actividad",
                text: "Piensa qué hará el alumnado para aprender (investigar, crear, practicar, explicar) y en qué momento la tecnología aporta algo.",
              },
              {
                title: "Escoge la herramienta",
                text: "Cuanto más sencilla, mejor. Pruébala antes con una cuenta de alumno y comprueba que respeta su privacidad.",
              },
              {
                title: "Organiza grupos y tiempos",
                text: "Decide parejas o tríos por dispositivo, los roles de cada cual (quien maneja, quien anota, quien comprueba) y cuánto dura cada parte.",
              },
              {
                title: "Prepara un plan B",
                text: "Ten a mano una versión en papel o desenchufada de la actividad para cuando falle la batería, la red o la aplicación.",
              },
              {
                title: "Cierra y evalúa",
                text: "Reserva cinco minutos para que compartan lo que han hecho y guarda una evidencia: una foto del trabajo, una grabación o una breve autoevaluación.",
              },
            ],
          },
          en: {
            title: "Six steps to plan a session",
            steps: [
              {
                title: "Set the goal",
                text: "Write it with a verb you can observe: “explain the water cycle in their own words”, not “use the tablet”.",
              },
              {
                title: "Choose the activity",
                text: "Think about what pupils will do to learn (research, create, practise, explain) and at which point technology adds something.",
              },
              {
                title: "Pick the tool",
                text: "The simpler, the better. Try it first with a pupil account and check that it respects children's privacy.",
              },
              {
                title: "Plan groups and timing",
                text: "Decide on pairs or groups of three per device, everyone's role (who operates, who takes notes, who checks) and how long each part lasts.",
              },
              {
                title: "Have a plan B",
                text: "Keep a paper or unplugged version of the activity ready for when the battery, the network or the app lets you down.",
              },
              {
                title: "Wrap up and assess",
                text: "Save five minutes for groups to share what they have done, and keep some evidence: a photo of the work, a recording or a short self-assessment.",
              },
            ],
          },
        },
        {
          type: "video",
          es: {
            host: "vimeo",
            videoId: "10473925816",
            title: "Una sesión de 45 minutos con tabletas, paso a paso",
            minutes: 6,
            transcript:
              "Narrador: Clase de cuarto, Ciencias de la Naturaleza. El objetivo: explicar el ciclo del agua con sus propias palabras. [Minuto 0] Iván presenta el reto: cada trío grabará un audio de un minuto sobre una fase del ciclo. [Minuto 5] Los encargados reparten una tableta por trío. Cada miembro tiene un papel: quien graba, quien escribe el guion y quien controla el tiempo. [Minuto 10] Los tríos escriben el guion en papel mientras Iván pasa por las mesas haciendo preguntas. [Minuto 25] Graban. Si el audio pasa del minuto, lo recortan o lo repiten. [Minuto 35] Dos grupos comparten su grabación en la pizarra digital y el resto comenta qué ha entendido. [Minuto 40] Recogida: las tabletas vuelven al carro apagadas y se enchufan. Iván: «Al principio lo que más me costaba eran los tiempos. Ahora siempre planifico la recogida». Narrador: Fíjate en que la tableta ocupa solo veinte minutos de la sesión; el resto es pensar, escribir y hablar.",
          },
          en: {
            host: "vimeo",
            videoId: "10473925816",
            title: "A 45-minute session with tablets, step by step",
            minutes: 6,
            transcript:
              "Narrator: A class of nine-year-olds, a science lesson. The goal: to explain the water cycle in their own words. [Minute 0] Iván sets the challenge: each group of three will record a one-minute audio clip about one stage of the cycle. [Minute 5] The monitors hand out one tablet per group. Each member has a role: one records, one writes the script and one keeps time. [Minute 10] The groups write their script on paper while Iván goes round the tables asking questions. [Minute 25] They record. If a clip runs over a minute, they cut it or record it again. [Minute 35] Two groups play their recording on the interactive whiteboard and the rest of the class say what they understood. [Minute 40] Tidy-up: the tablets go back to the trolley switched off and are plugged in. Iván: “At first, timing was the hardest part. Now I always plan the tidy-up.” Narrator: Notice that the tablet takes up only twenty minutes of the session; the rest is thinking, writing and talking.",
          },
        },
        {
          type: "dragable",
          es: {
            prompt: "Coloca cada tarea en el momento de la sesión en que la harías.",
            items: [
              "Pasar por los grupos haciendo preguntas",
              "Probar la aplicación con una cuenta de alumno",
              "Guardar una evidencia del trabajo de cada grupo",
              "Comprobar que las tabletas están cargadas",
              "Pedir a dos grupos que compartan lo que han hecho",
              "Ayudar a un trío que se ha atascado",
            ],
            targets: ["Antes de empezar", "Mientras trabajan", "En el cierre"],
          },
          en: {
            prompt: "Put each task in the part of the session where you would do it.",
            items: [
              "Go round the groups asking questions",
              "Try the app with a pupil account",
              "Keep some evidence of each group's work",
              "Check that the tablets are charged",
              "Ask two groups to share what they have done",
              "Help a group that has got stuck",
            ],
            targets: ["Before you start", "While they work", "At the wrap-up"],
          },
          solution: { placement: [1, 0, 2, 0, 2, 1] },
          explanation: {
            es: "Probar la aplicación y revisar la carga se hace antes, para no perder tiempo de clase; mientras trabajan, tu papel es acompañar y preguntar; y el cierre es el momento de compartir y de guardar lo que demuestra lo aprendido.",
            en: "Trying the app and checking the batteries happen beforehand so no class time is lost; while pupils work, your role is to support them and ask questions; and the wrap-up is the time to share and to keep what shows the learning.",
          },
        },
        {
          type: "test",
          es: {
            question:
              "Un viernes la conexión del centro falla justo cuando ibas a empezar una actividad con tabletas. Según lo visto en esta unidad, ¿qué habría salvado la sesión?",
            options: [
              "Tener preparado un plan B en papel o desenchufado",
              "Haber elegido una aplicación con más funciones",
              "Haber repartido las tabletas antes de explicar la actividad",
              "Aplazar la sesión hasta que vuelva la conexión",
            ],
          },
          en: {
            question:
              "One Friday the school's connection fails just as you are about to start an activity with tablets. Going by this unit, what would have saved the session?",
            options: [
              "Having a paper or unplugged plan B ready",
              "Having chosen an app with more features",
              "Having handed out the tablets before explaining the activity",
              "Putting the session off until the connection is back",
            ],
          },
          solution: { correct: 0 },
          explanation: {
            es: "Si el objetivo está claro, la actividad puede hacerse de otra manera: un plan B desenchufado mantiene el aprendizaje aunque falle la tecnología. Aplazarla hace perder la sesión, y más funciones o repartir antes no arreglan una red caída.",
            en: "When the goal is clear, the activity can be done another way: an unplugged plan B keeps the learning going even when the technology fails. Putting it off loses the session, and more features or handing out tablets earlier do not fix a network that is down.",
          },
        },
      ],
    },
    {
      title: { es: "Rutinas de aula con dispositivos", en: "Classroom routines with devices" },
      minutes: 75,
      blocks: [
        {
          type: "text",
          es: {
            title: "Las rutinas ahorran tiempo",
            paragraphs: [
              "Repartir, encender, iniciar sesión, guardar, recoger y cargar: si cada una de estas acciones se improvisa, una sesión de 45 minutos puede quedarse en 20. Las rutinas convierten esos momentos en algo que el grupo hace solo, casi sin que tengas que decir nada.",
              "Enséñalas como cualquier otra rutina de clase: muéstralas, practicadlas sin prisa las primeras semanas y recordadlas con una señal que sea siempre la misma.",
            ],
          },
          en: {
            title: "Routines save time",
            paragraphs: [
              "Handing out, switching on, signing in, saving, collecting and charging: if each of these is improvised, a 45-minute session can shrink to 20. Routines turn those moments into something the class does by itself, with hardly a word from you.",
              "Teach them like any other classroom routine: show them, practise them unhurriedly for the first few weeks and cue them with a signal that is always the same.",
            ],
          },
        },
        {
          type: "infographic",
          es: {
            title: "Un rincón de dispositivos que funciona",
            image: courseImage(slug, "rincon-de-dispositivos"),
            imageAlt:
              "Dibujo de un rincón de clase: una tableta, una bombilla por la carga, una estrella por los encargados, una nota musical por los auriculares y un reloj",
            points: [
              {
                x: 18,
                y: 32,
                label: "Tabletas numeradas",
                text: "Cada dispositivo lleva un número y lo usa siempre el mismo grupo: así se sabe quién lo tenía y sus trabajos están donde los dejaron.",
              },
              {
                x: 48,
                y: 26,
                label: "Estación de carga",
                text: "Los dispositivos se enchufan al recogerlos, no a la mañana siguiente. Un cartel con los números permite ver de un vistazo si falta alguno.",
              },
              {
                x: 80,
                y: 30,
                label: "Cartel de encargados",
                text: "Dos encargados por semana reparten y recogen. Rotar el puesto reparte la responsabilidad y la ilusión.",
              },
              {
                x: 30,
                y: 72,
                label: "Cesta de auriculares",
                text: "Auriculares con el número de su tableta, cada par en su bolsita, para que cada cual use siempre los mismos.",
              },
              {
                x: 70,
                y: 72,
                label: "Reloj y señales",
                text: "Una señal acordada (una palmada, una campanita, «pantallas abajo») avisa de que toca escuchar, y el reloj marca cuándo empieza la recogida.",
              },
            ],
          },
          en: {
            title: "A device corner that works",
            image: courseImage(slug, "rincon-de-dispositivos"),
            imageAlt:
              "Drawing of a classroom corner: a tablet, a light bulb for charging, a star for the monitors, a musical note for the headphones and a clock",
            points: [
              {
                x: 18,
                y: 32,
                label: "Numbered tablets",
                text: "Each device has a number and is always used by the same group, so you know who had it and their work is where they left it.",
              },
              {
                x: 48,
                y: 26,
                label: "Charging station",
                text: "Devices are plugged in when they are collected, not the next morning. A chart with the numbers shows at a glance if one is missing.",
              },
              {
                x: 80,
                y: 30,
                label: "Monitors' chart",
                text: "Two monitors a week hand out and collect the devices. Rotating the job shares out both the responsibility and the excitement.",
              },
              {
                x: 30,
                y: 72,
                label: "Headphone basket",
                text: "Headphones numbered like their tablet, each pair in its own little bag, so everyone always uses the same ones.",
              },
              {
                x: 70,
                y: 72,
                label: "Clock and signals",
                text: "An agreed signal (a clap, a little bell, “screens down”) tells the class it is time to listen, and the clock shows when tidy-up begins.",
              },
            ],
          },
        },
        {
          type: "flashcard",
          es: {
            title: "Señales y normas que funcionan",
            cards: [
              {
                front: "«Pantallas abajo»",
                back: "Al oír la señal, la tableta se pone boca abajo o se entorna el portátil, y todo el mundo mira a quien habla.",
              },
              {
                front: "Pregunta a tres antes que a mí",
                back: "Antes de llamar al maestro, se pregunta a tres compañeros. Resuelve muchas dudas técnicas y fomenta la ayuda entre iguales.",
              },
              {
                front: "El semáforo en la mesa",
                back: "Un vaso verde, amarillo o rojo sobre la mesa indica si el grupo trabaja bien, tiene una duda o está atascado.",
              },
              {
                front: "Guardar con nombre",
                back: "Cada trabajo se guarda con el número del grupo y la fecha, siempre en la misma carpeta.",
              },
            ],
          },
          en: {
            title: "Signals and rules that work",
            cards: [
              {
                front: "“Screens down”",
                back: "At the signal, tablets go face down or laptop lids are half closed, and everyone looks at the person speaking.",
              },
              {
                front: "Ask three before me",
                back: "Before calling the teacher, pupils ask three classmates. It sorts out lots of technical questions and encourages children to help each other.",
              },
              {
                front: "Traffic light on the table",
                back: "A green, amber or red cup on the table shows whether the group is getting on fine, has a question or is stuck.",
              },
              {
                front: "Save it with a name",
                back: "Every piece of work is saved with the group number and the date, always in the same folder.",
              },
            ],
          },
        },
        {
          type: "tabs",
          es: {
            title: "Rutinas según la edad",
            tabs: [
              {
                label: "6-8 años",
                text: "Pasos muy cortos y visuales: pictogramas para encender, abrir la aplicación y apagar. Inicia tú la sesión o usad códigos QR o de imagen, y mantén breves los ratos de pantalla.",
              },
              {
                label: "9-10 años",
                text: "Ya pueden entrar con su usuario y contraseña del centro y guardar en una carpeta compartida. Introduce roles dentro del grupo y encarga a alguien comprobar la carga.",
              },
              {
                label: "11-12 años",
                text: "Pueden organizar sus archivos, poner nombre a las versiones y revisar su trabajo con una lista de comprobación. Pídeles que redacten con vosotros las normas de uso del aula.",
              },
            ],
          },
          en: {
            title: "Routines by age",
            tabs: [
              {
                label: "Ages 6-8",
                text: "Very short, visual steps: picture cards for switching on, opening the app and switching off. Sign them in yourself or use QR or picture codes, and keep screen time short.",
              },
              {
                label: "Ages 9-10",
                text: "They can sign in with their school username and password and save to a shared folder. Bring in roles within each group and have someone check the batteries.",
              },
              {
                label: "Ages 11-12",
                text: "They can organise their files, name their versions and review their work against a checklist. Ask them to help you write the classroom rules for using devices.",
              },
            ],
          },
        },
        {
          type: "selection",
          es: {
            question:
              "¿Cuáles de estas rutinas ayudan a ganar tiempo de aprendizaje en una sesión con dispositivos? Marca todas las correctas.",
            options: [
              "Que dos encargados repartan y recojan los dispositivos",
              "Que cada grupo use siempre la misma tableta numerada",
              "Explicar la actividad cuando el alumnado ya tiene la tableta encendida",
              "Acordar una señal para pedir atención",
              "Cargar los dispositivos la misma mañana de la sesión",
            ],
          },
          en: {
            question: "Which of these routines help you gain learning time in a session with devices? Tick all that apply.",
            options: [
              "Two monitors hand out and collect the devices",
              "Each group always uses the same numbered tablet",
              "Explaining the activity once pupils already have their tablets switched on",
              "Agreeing on a signal to get everyone's attention",
              "Charging the devices on the morning of the session",
            ],
          },
          solution: { correct: [0, 1, 3] },
          explanation: {
            es: "Los encargados, las tabletas numeradas y una señal acordada hacen que el grupo se organice solo. Explicar con las pantallas encendidas compite con tu voz, y cargar la misma mañana deja dispositivos sin batería a mitad de la sesión: se cargan al recogerlos.",
            en: "Monitors, numbered tablets and an agreed signal let the class organise itself. Explaining with screens on competes with your voice, and charging on the morning of the session leaves devices flat halfway through: they are charged when they are put away.",
          },
        },
      ],
    },
  ],
};
