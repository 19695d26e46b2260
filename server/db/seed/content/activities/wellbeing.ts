import type { ActivitySeed } from "../types.ts";

export const wellbeingActivities: ActivitySeed[] = [
  {
    slug: "pacto-familiar-de-pantallas",
    category: "wellbeing",
    audience: "family",
    ages: ["sixToEight", "nineToTwelve"],
    difficulty: "low",
    minutes: 40,
    competences: ["communication", "security"],
    materials: true,
    es: {
      title: "Nuestro pacto familiar de pantallas",
      summary: "Acordad entre todos cuándo, dónde y cómo se usan las pantallas en casa y plasmadlo en un cartel.",
      description:
        "Las normas funcionan mejor cuando se pactan y no se imponen. Un pacto familiar de pantallas es un acuerdo sencillo que recoge momentos sin pantallas, lugares de la casa donde no se usan y qué hacer si algo en internet nos hace sentir mal.\n\nLo importante es que valga para todos, también para los adultos, y que se revise cada cierto tiempo a medida que los niños crecen.",
      materials: ["Una cartulina grande", "Rotuladores y pegatinas", "Un reloj o calendario de la semana dibujado"],
      steps: [
        "Cada miembro de la familia cuenta qué le gusta hacer con las pantallas y qué no le gusta de cómo las usan los demás.",
        "Elegid juntos los momentos sin pantallas: por ejemplo, las comidas y la hora antes de dormir.",
        "Decidid los lugares: ¿dónde se cargan los dispositivos por la noche? (Mejor fuera de los dormitorios.)",
        "Acordad qué hacer si algo en internet os asusta o incomoda: se cuenta a un adulto y nadie se enfada.",
        "Escribid el pacto en la cartulina con dibujos y firmadlo todos, adultos incluidos.",
        "Poned una fecha para revisarlo dentro de un mes y colgadlo en un lugar visible.",
      ],
      tips: "Dad ejemplo: si el pacto dice que no hay móviles en la mesa, tampoco para los adultos. Evitad usar las pantallas como premio o castigo; mejor planificar tiempos junto con otras actividades.",
    },
    en: {
      title: "Our family screen agreement",
      summary: "Agree together when, where and how screens are used at home and turn it into a poster.",
      description:
        "Rules work better when they are agreed rather than imposed. A family screen agreement is a simple pact listing screen-free times, places at home where screens are not used and what to do if something online makes us feel bad.\n\nWhat matters is that it applies to everyone, adults included, and that you review it every so often as the children grow.",
      materials: ["A large sheet of card", "Markers and stickers", "A clock or a drawn weekly calendar"],
      steps: [
        "Each family member says what they enjoy doing with screens and what they dislike about how the others use them.",
        "Choose screen-free times together: for example, meals and the hour before bed.",
        "Decide the places: where do devices charge at night? (Better outside the bedrooms.)",
        "Agree what to do if something online frightens or upsets you: tell an adult, and nobody gets cross.",
        "Write the agreement on the card with drawings and everyone signs it, adults included.",
        "Set a date to review it in a month's time and hang it somewhere visible.",
      ],
      tips: "Lead by example: if the agreement says no phones at the table, that goes for adults too. Avoid using screens as a reward or a punishment; plan screen time alongside other activities instead.",
    },
  },
  {
    slug: "cazadores-de-trucos-que-enganchan",
    category: "wellbeing",
    audience: "teachers",
    ages: ["twelvePlus"],
    difficulty: "high",
    minutes: 60,
    competences: ["information", "communication", "security"],
    pc: true,
    premium: true,
    es: {
      title: "Cazadores de trucos que enganchan",
      summary:
        "El alumnado identifica en aplicaciones y juegos los patrones de diseño que buscan que pasemos más tiempo conectados y propone alternativas.",
      description:
        "La reproducción automática, las rachas diarias, las notificaciones con número rojo o el desplazamiento infinito no están ahí por casualidad: son patrones de diseño pensados para que sigamos mirando la pantalla. Conocerlos ayuda a decidir cuándo queremos parar.\n\nEn esta sesión, los equipos analizan capturas de aplicaciones y juegos ficticios, cazan los trucos, explican cómo funcionan y rediseñan una pantalla para que respete el tiempo de quien la usa.",
      materials: [
        "Capturas o maquetas de pantallas de aplicaciones ficticias (proyectadas o impresas)",
        "Ficha de caza con los patrones más comunes",
        "Papel y rotuladores para el rediseño",
        "Ordenadores para investigar (opcional)",
      ],
      steps: [
        "Pregunta a la clase: ¿os ha pasado que ibais a jugar cinco minutos y fue una hora? ¿Por qué creéis que pasa?",
        "Presenta cinco patrones: reproducción automática, desplazamiento infinito, rachas, notificaciones y recompensas al azar.",
        "Por equipos, analizan las capturas y marcan en la ficha qué patrones aparecen y dónde.",
        "Cada equipo explica un patrón: qué hace, qué emoción busca provocar y a quién beneficia.",
        "Rediseñan una de las pantallas eliminando o cambiando los trucos (por ejemplo, un aviso de «llevas 30 minutos»).",
        "Cierra con compromisos personales: qué ajuste voy a cambiar en mis aplicaciones esta semana.",
      ],
      tips: "Evita juzgar los gustos del alumnado: el objetivo es que tomen decisiones informadas, no prohibir. Usa aplicaciones ficticias o capturas sin datos personales para no exponer cuentas reales.",
    },
    en: {
      title: "Hunting for hooks",
      summary: "Pupils identify the design patterns in apps and games that aim to keep us online longer, and propose alternatives.",
      description:
        "Autoplay, daily streaks, notifications with a red number and infinite scrolling are not there by chance: they are design patterns intended to keep us looking at the screen. Knowing them helps us decide when we want to stop.\n\nIn this session teams analyse screenshots of made-up apps and games, hunt for the hooks, explain how they work and redesign a screen so that it respects the user's time.",
      materials: [
        "Screenshots or mock-ups of made-up app screens (projected or printed)",
        "Hunt sheet with the most common patterns",
        "Paper and markers for the redesign",
        "Computers for research (optional)",
      ],
      steps: [
        "Ask the class: have you ever meant to play for five minutes and it turned into an hour? Why do you think that happens?",
        "Introduce five patterns: autoplay, infinite scroll, streaks, notifications and random rewards.",
        "In teams, pupils analyse the screenshots and mark on the sheet which patterns appear and where.",
        "Each team explains one pattern: what it does, which emotion it aims to trigger and who benefits.",
        "They redesign one of the screens, removing or changing the hooks (for example, a “you've been here 30 minutes” notice).",
        "Close with personal commitments: which setting will I change in my apps this week?",
      ],
      tips: "Avoid judging pupils' tastes: the goal is informed decisions, not bans. Use made-up apps or screenshots without personal data so that no real accounts are exposed.",
    },
  },
  {
    slug: "respira-antes-de-responder",
    category: "wellbeing",
    audience: "children",
    ages: ["sixToEight", "nineToTwelve"],
    difficulty: "low",
    minutes: 15,
    competences: ["communication", "security"],
    es: {
      title: "Respira antes de responder",
      summary: "Aprende la técnica del semáforo para calmarte antes de contestar un mensaje que te ha enfadado o entristecido.",
      description:
        "A veces recibimos un mensaje en un juego o en un chat que nos sienta mal. Si contestamos en ese momento, podemos decir cosas que luego no queremos haber dicho, y lo escrito se queda.\n\nEsta actividad te enseña un truco muy sencillo para esos momentos: parar, respirar y pensar antes de escribir. Lo practicarás con pequeñas escenas representadas, sin pantallas.",
      materials: [
        "Tarjetas con situaciones: «Alguien se ríe de tu dibujo en el chat de clase», «Te dejan fuera de un grupo del juego»…",
        "Un dibujo de un semáforo",
      ],
      steps: [
        "Aprende el semáforo: rojo, paro y no escribo; ámbar, respiro hondo cinco veces y pienso cómo me siento; verde, decido qué hacer.",
        "Practica la respiración: inspira contando hasta cuatro, aguanta dos y suelta el aire contando hasta seis.",
        "Coge una tarjeta de situación y represéntala con un compañero.",
        "Recorre el semáforo en voz alta: ¿cómo me siento? ¿Qué opciones tengo? (No responder, contestar con calma, contárselo a un adulto, bloquear).",
        "Elige la mejor opción y explica por qué.",
        "Repetid con otras tarjetas y, al final, di en qué situación de tu vida te puede servir el semáforo.",
      ],
      tips: "Recordad siempre que contárselo a un adulto de confianza es una opción válida, no una derrota. Si en las situaciones aparece algún caso real, atendedlo aparte con calma.",
    },
    en: {
      title: "Breathe before you reply",
      summary: "Learn the traffic-light technique to calm down before replying to a message that made you angry or sad.",
      description:
        "Sometimes we get a message in a game or a chat that upsets us. If we reply straight away, we may say things we later wish we had not, and what is written stays.\n\nThis activity teaches you a very simple trick for those moments: stop, breathe and think before you type. You will practise it with little role-plays, without screens.",
      materials: [
        "Situation cards: “Someone laughs at your drawing in the class chat”, “You are left out of a game group”…",
        "A drawing of a traffic light",
      ],
      steps: [
        "Learn the traffic light: red, I stop and do not type; amber, I take five deep breaths and think about how I feel; green, I decide what to do.",
        "Practise the breathing: breathe in counting to four, hold for two and breathe out counting to six.",
        "Pick a situation card and act it out with a partner.",
        "Go through the traffic light aloud: how do I feel? What are my options? (Not replying, replying calmly, telling an adult, blocking.)",
        "Choose the best option and explain why.",
        "Repeat with other cards and, at the end, say when the traffic light could help you in your own life.",
      ],
      tips: "Always remember that telling a trusted adult is a valid option, not a defeat. If a real case comes up during the role-plays, deal with it separately and calmly.",
    },
  },
  {
    slug: "ciberamigos-amables",
    category: "wellbeing",
    audience: "teachers",
    ages: ["nineToTwelve"],
    difficulty: "intermediate",
    minutes: 50,
    competences: ["communication", "security"],
    materials: true,
    es: {
      title: "Ciberamigos amables: la carta de convivencia digital",
      summary:
        "La clase representa situaciones de chats y juegos en línea, practica cómo actuar como espectador y redacta su propia carta de convivencia digital.",
      description:
        "En el acoso en línea casi siempre hay espectadores: quienes ven los mensajes en el grupo y no dicen nada. Su reacción puede cambiarlo todo. Aprender a actuar como espectador activo es una de las mejores herramientas de prevención.\n\nEn esta sesión la clase trabaja con situaciones ficticias de chats escolares y juegos, ensaya respuestas que ayudan sin ponerse en riesgo y acuerda unas normas de convivencia digital que todo el grupo firma.",
      materials: [
        "Tarjetas con conversaciones ficticias de chat (impresas)",
        "Cartulina grande para la carta de convivencia",
        "Rotuladores",
      ],
      steps: [
        "Lee en voz alta una conversación ficticia en la que se burlan de alguien en un grupo de clase. Pregunta: ¿qué sienten el afectado, quien se burla y quienes leen?",
        "Por equipos, analizan otra conversación y proponen tres respuestas posibles de un espectador.",
        "Representan las respuestas y la clase valora cuáles ayudan más y son más seguras (apoyar en privado, no reenviar, avisar a un adulto).",
        "Entre todos, redactad de seis a ocho normas en positivo: «Escribimos como si estuviéramos cara a cara», «No reenviamos fotos de otros sin permiso»…",
        "Pasad las normas a la cartulina y firmadla todos.",
        "Acordad a qué adultos del centro se puede acudir y cómo.",
      ],
      tips: "Usa siempre casos ficticios y nombres inventados. Ten a mano el protocolo de convivencia del centro por si surge algún caso real durante la sesión.",
    },
    en: {
      title: "Kind cyber-friends: our digital code of conduct",
      summary:
        "The class acts out situations from chats and online games, practises acting as a bystander and writes its own digital code of conduct.",
      description:
        "In online bullying there are almost always bystanders: the people who see the messages in the group and say nothing. Their reaction can change everything. Learning to be an active bystander is one of the best prevention tools.\n\nIn this session the class works with made-up situations from school chats and games, rehearses responses that help without putting anyone at risk and agrees on a digital code of conduct that the whole group signs.",
      materials: ["Cards with made-up chat conversations (printed)", "Large sheet of card for the code of conduct", "Markers"],
      steps: [
        "Read aloud a made-up conversation in which someone is mocked in a class group. Ask: how do the target, the one mocking and the readers feel?",
        "In teams, pupils analyse another conversation and suggest three possible bystander responses.",
        "They act out the responses and the class judges which help most and are safest (support privately, do not forward, tell an adult).",
        "Together, write six to eight positive rules: “We write as if we were face to face”, “We don't forward other people's photos without permission”…",
        "Copy the rules onto the card and everyone signs it.",
        "Agree which adults at school pupils can go to, and how.",
      ],
      tips: "Always use made-up cases and invented names. Keep the school's behaviour protocol to hand in case a real case comes up during the session.",
    },
  },
  {
    slug: "diario-de-mis-pantallas",
    category: "wellbeing",
    audience: "family",
    ages: ["nineToTwelve"],
    difficulty: "low",
    minutes: 30,
    competences: ["information", "communication"],
    materials: true,
    es: {
      title: "Diario de mis pantallas",
      summary:
        "Durante una semana, cada miembro de la familia anota qué hace con las pantallas y cómo se siente, y el domingo compartís lo descubierto.",
      description:
        "No es lo mismo una hora haciendo una videollamada con los abuelos que una hora viendo vídeos sin parar. Para usar bien las pantallas, primero hay que saber cómo las usamos y cómo nos hacen sentir.\n\nEl diario de pantallas es un pequeño experimento familiar: cada uno, adultos incluidos, apunta durante una semana qué hace con las pantallas, cuánto tiempo y con qué cara termina. Al final, la familia comparte los resultados sin juicios.",
      materials: [
        "Una ficha de diario por persona con los días de la semana",
        "Pegatinas o dibujos de caras (contento, igual, cansado, enfadado)",
        "Lápices",
      ],
      steps: [
        "Explicad el experimento y repartid las fichas: todos participan, también los adultos.",
        "Cada día, al acabar de usar una pantalla, se anota qué se hizo (jugar, ver vídeos, hablar con alguien, deberes) y el tiempo aproximado.",
        "Junto a cada anotación, se pega la cara que describe cómo se terminó.",
        "El domingo, cada uno cuenta qué actividad le hizo sentir mejor y cuál peor.",
        "Buscad juntos un patrón: ¿hay horas o actividades que siempre acaban con cara cansada?",
        "Elegid un pequeño cambio para la semana siguiente, uno por persona.",
      ],
      tips: "El diario funciona si nadie se siente vigilado: que cada uno rellene el suyo y comparta lo que quiera. Los adultos dando ejemplo con sus propias anotaciones marcan la diferencia.",
    },
    en: {
      title: "My screen diary",
      summary: "For a week, each family member notes what they do with screens and how they feel, and on Sunday you share what you found.",
      description:
        "An hour on a video call with the grandparents is not the same as an hour of non-stop videos. To use screens well, we first need to know how we use them and how they make us feel.\n\nThe screen diary is a small family experiment: for a week everyone, adults included, notes what they do with screens, for how long and how they feel at the end. Then the family shares the results without judging.",
      materials: [
        "A diary sheet per person with the days of the week",
        "Stickers or drawings of faces (happy, OK, tired, cross)",
        "Pencils",
      ],
      steps: [
        "Explain the experiment and hand out the sheets: everyone takes part, adults too.",
        "Each day, after using a screen, note what you did (played, watched videos, talked to someone, homework) and roughly how long.",
        "Next to each note, stick the face that describes how you felt at the end.",
        "On Sunday, everyone says which activity made them feel best and which worst.",
        "Look for a pattern together: are there times or activities that always end with a tired face?",
        "Choose one small change for the following week, one per person.",
      ],
      tips: "The diary works if nobody feels watched: each person fills in their own and shares what they want. Adults setting an example with their own notes makes all the difference.",
    },
  },
  {
    slug: "pausas-activas-entre-pantallas",
    category: "wellbeing",
    audience: "children",
    ages: ["sixToEight"],
    difficulty: "low",
    minutes: 15,
    competences: ["communication", "problemSolving"],
    es: {
      title: "Pausas activas entre pantallas",
      summary: "Inventa una rutina de movimientos de dos minutos para hacer cada vez que llevas un rato delante de una pantalla.",
      description:
        "Cuando pasamos mucho rato delante de una pantalla, nos olvidamos de parpadear, de movernos y hasta de beber agua. Los ojos se cansan y el cuerpo se queda quieto demasiado tiempo.\n\nUna pausa activa es un pequeño descanso para mover el cuerpo y relajar la vista. En esta actividad inventas tu propia rutina, le pones nombre y la enseñas a tu familia o a tu clase.",
      materials: ["Papel y lápices de colores", "Un reloj o temporizador"],
      steps: [
        "Prueba la regla de los ojos: cada rato, mira algo lejano (por la ventana) durante 20 segundos.",
        "Elige cuatro movimientos sencillos: estirarse hacia el techo, girar los hombros, saltar en el sitio, tocarse los pies.",
        "Ordénalos y decide cuántas veces se repite cada uno para que la rutina dure unos dos minutos.",
        "Dibuja la rutina en una tarjeta con flechas y números, como un programa.",
        "Pon un temporizador mientras juegas o haces deberes y, cuando suene, haz tu pausa activa.",
        "Enséñasela a tu familia o a tu clase y haced la pausa todos juntos.",
      ],
      tips: "Las pausas funcionan mejor si se convierten en hábito: acordad un momento fijo, por ejemplo cada 30 minutos de pantalla. Beber un vaso de agua puede ser parte de la rutina.",
    },
    en: {
      title: "Active breaks between screens",
      summary: "Invent a two-minute movement routine to do every time you have spent a while in front of a screen.",
      description:
        "When we spend a long time in front of a screen, we forget to blink, to move and even to drink water. Our eyes get tired and our bodies stay still for too long.\n\nAn active break is a short rest to move your body and relax your eyes. In this activity you invent your own routine, give it a name and teach it to your family or class.",
      materials: ["Paper and coloured pencils", "A clock or timer"],
      steps: [
        "Try the eye rule: every so often, look at something far away (out of the window) for 20 seconds.",
        "Choose four simple moves: stretch up to the ceiling, roll your shoulders, jump on the spot, touch your toes.",
        "Put them in order and decide how many times to repeat each so that the routine lasts about two minutes.",
        "Draw the routine on a card with arrows and numbers, like a program.",
        "Set a timer while you play or do homework and, when it rings, do your active break.",
        "Teach it to your family or class and do the break all together.",
      ],
      tips: "Breaks work best when they become a habit: agree on a fixed moment, for example every 30 minutes of screen time. Drinking a glass of water can be part of the routine.",
    },
  },
];
