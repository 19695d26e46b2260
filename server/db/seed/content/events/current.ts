import type { EventSeed } from "../types.ts";

/** Events happening today and during the current week: there is always something on. */
export const currentEvents: EventSeed[] = [
  {
    slug: "tarde-de-robots-en-la-biblioteca",
    type: "activity",
    when: { kind: "today", startHour: 10, endHour: 20 },
    place: { es: "Biblioteca Municipal Ricardo de la Vega, Getafe", en: "Ricardo de la Vega Public Library, Getafe" },
    url: "https://codigopequeno.example/eventos/tarde-de-robots",
    title: { es: "Jornada de robots en la biblioteca", en: "Robot day at the library" },
    summary: {
      es: "Puertas abiertas para construir y programar robots sencillos en familia, en turnos de una hora.",
      en: "Open doors to build and program simple robots as a family, in one-hour sessions.",
    },
    body: {
      es: "La biblioteca se convierte durante todo el día en un taller de robótica. Cada hora empieza un turno nuevo en el que las familias construyen un robot dibujante con materiales sencillos y lo ponen a prueba en la gran pista de papel.\n\nPor la tarde, los niños y niñas de 8 a 12 años podrán programar robots de suelo con tarjetas y resolver retos de laberintos.\n\nLa actividad es gratuita. Las plazas de cada turno se asignan por orden de llegada; los grupos escolares deben reservar con antelación.",
      en: "All day long the library becomes a robotics workshop. A new session starts every hour in which families build a drawing robot from simple materials and test it on the giant paper track.\n\nIn the afternoon, children aged 8 to 12 can program floor robots with cards and solve maze challenges.\n\nThe activity is free. Places in each session are first come, first served; school groups must book in advance.",
    },
  },
  {
    slug: "taller-docente-ia-en-el-aula",
    type: "course-workshop",
    when: { kind: "thisWeek", nth: 0, startHour: 17, endHour: 19 },
    place: { es: "En línea", en: "Online" },
    url: "https://codigopequeno.example/formacion/ia-en-el-aula",
    title: { es: "Taller docente: la IA en el aula de Primaria", en: "Teacher workshop: AI in the Primary classroom" },
    summary: {
      es: "Dos horas prácticas para llevar al aula las actividades de inteligencia artificial del programa.",
      en: "Two practical hours to take the programme's artificial intelligence activities into the classroom.",
    },
    body: {
      es: "En este taller en línea repasaremos las actividades de inteligencia artificial del catálogo y las probaremos como lo haría el alumnado: clasificando tarjetas, entrenando un modelo con la cámara y debatiendo sobre sus errores.\n\nDedicaremos la segunda hora a la evaluación: qué observar, qué preguntas hacer y cómo relacionar la actividad con las áreas del currículo.\n\nEl taller está dirigido a docentes de Primaria con o sin experiencia previa. Se entregará certificado de asistencia.",
      en: "In this online workshop we will go through the catalogue's artificial intelligence activities and try them as pupils would: sorting cards, training a model with the camera and discussing its mistakes.\n\nThe second hour is about assessment: what to look for, which questions to ask and how to link the activity to the curriculum.\n\nThe workshop is for Primary teachers with or without previous experience. A certificate of attendance will be issued.",
    },
  },
  {
    slug: "club-de-programacion-abierto",
    type: "activity",
    when: { kind: "thisWeek", nth: 1, startHour: 17, endHour: 18 },
    place: { es: "CEIP Miguel de Cervantes, Getafe", en: "Miguel de Cervantes Primary School, Getafe" },
    title: { es: "Club de programación: creamos un videojuego", en: "Coding club: let's make a video game" },
    summary: {
      es: "Sesión abierta del club de programación en la que el alumnado de 5.º y 6.º crea su primer juego en Scratch.",
      en: "An open session of the coding club where Year 6 and 7 pupils create their first Scratch game.",
    },
    body: {
      es: "El club de programación abre sus puertas a las familias. Durante una hora, los alumnos y alumnas mostrarán cómo se crea un juego en Scratch paso a paso, desde el personaje hasta el marcador.\n\nLas familias podrán sentarse junto a sus hijos y probar los juegos terminados. Al final, votaremos el juego más original.\n\nLa sesión tendrá lugar en el aula de informática del centro.",
      en: "The coding club opens its doors to families. For one hour pupils will show how a Scratch game is made step by step, from the character to the score.\n\nFamilies can sit beside their children and play the finished games. At the end we will vote for the most original game.\n\nThe session takes place in the school's computer room.",
    },
  },
  {
    slug: "charla-familias-primer-movil",
    type: "conference",
    when: { kind: "today", startHour: 18, endHour: 19 },
    place: { es: "En línea", en: "Online" },
    url: "https://codigopequeno.example/eventos/charla-primer-movil",
    title: { es: "Charla para familias: ¿cuándo llega el primer móvil?", en: "Talk for families: when should the first phone arrive?" },
    summary: {
      es: "Una hora con una pediatra y una docente del programa para resolver dudas sobre el primer móvil y el control parental.",
      en: "An hour with a paediatrician and one of the programme's teachers to answer questions about the first phone and parental controls.",
    },
    body: {
      es: "¿A qué edad conviene el primer móvil? ¿Qué normas funcionan? ¿Cómo se configura el control parental? En esta charla en línea, una pediatra y una docente del programa responden a las dudas más frecuentes de las familias.\n\nLa primera media hora será una presentación con consejos prácticos; la segunda, un turno abierto de preguntas por el chat.\n\nLa charla es gratuita y no hace falta registrarse: basta con entrar en el enlace a la hora indicada.",
      en: "At what age should children get their first phone? Which rules work? How do you set up parental controls? In this online talk, a paediatrician and one of the programme's teachers answer families' most common questions.\n\nThe first half hour is a presentation with practical tips; the second is an open Q&A through the chat.\n\nThe talk is free and there is no need to register: just follow the link at the time shown.",
    },
  },
];
