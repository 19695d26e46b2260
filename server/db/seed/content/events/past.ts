import type { EventSeed } from "../types.ts";

/** Events already held. */
export const pastEvents: EventSeed[] = [
  {
    slug: "encuentro-centros-de-referencia-galicia",
    type: "private",
    when: { kind: "days", days: -24, startHour: 10, endHour: 14, align: "weekday" },
    place: { es: "CEIP Plurilingüe de Sar, Santiago de Compostela", en: "Sar Plurilingual Primary School, Santiago de Compostela" },
    title: { es: "Encuentro de centros de referencia de Galicia", en: "Meeting of Galician reference centres" },
    summary: {
      es: "Reunión de trabajo de los equipos directivos y coordinadores TIC de los centros de referencia gallegos.",
      en: "Working meeting of the head teachers and ICT coordinators of the Galician reference centres.",
    },
    body: {
      es: "Los centros de referencia de Galicia se reunieron para compartir cómo han organizado los itinerarios del programa en cada curso y qué dificultades han encontrado.\n\nSe presentaron tres experiencias: un proyecto de robótica entre cursos, un huerto escolar con sensores y una campaña de seguridad en internet diseñada por el propio alumnado.\n\nEl encuentro fue solo para centros acreditados; las conclusiones se publicarán en el boletín de los docentes.",
      en: "The Galician reference centres met to share how they have organised the programme's itineraries in each year and which difficulties they found.\n\nThree experiences were presented: a cross-year robotics project, a school garden with sensors and an online safety campaign designed by the pupils themselves.\n\nThe meeting was for accredited centres only; its conclusions will be published in the teachers' bulletin.",
    },
  },
  {
    slug: "feria-de-inventos-escolares-granada",
    type: "activity",
    when: { kind: "days", days: -8, startHour: 10, endHour: 14, align: "weekday" },
    place: { es: "Parque de las Ciencias, Granada", en: "Science Park, Granada" },
    title: { es: "Feria de inventos escolares", en: "School inventions fair" },
    summary: {
      es: "Treinta colegios andaluces mostraron los inventos creados por su alumnado para mejorar su colegio y su barrio.",
      en: "Thirty Andalusian schools showed the inventions their pupils created to improve their school and neighbourhood.",
    },
    body: {
      es: "La feria reunió a treinta colegios con inventos de todo tipo: un contador de ruido para el comedor, un pastillero que avisa a los abuelos, un sistema de riego para el huerto escolar.\n\nLos visitantes pudieron probar los prototipos y votar su favorito. El premio del público fue para un paso de cebra que se ilumina al acercarse un peatón.\n\nGracias a todos los centros participantes y al Parque de las Ciencias por acogernos.",
      en: "The fair brought together thirty schools with all kinds of inventions: a noise meter for the dining hall, a pill box that reminds grandparents, an irrigation system for the school garden.\n\nVisitors could try the prototypes and vote for their favourite. The public's award went to a zebra crossing that lights up when a pedestrian approaches.\n\nThank you to all the participating schools and to the Science Park for hosting us.",
    },
  },
  {
    slug: "curso-docente-scratch-desde-cero",
    type: "course-workshop",
    when: { kind: "days", days: -45, startHour: 17, endHour: 19, align: "weekday" },
    place: { es: "En línea", en: "Online" },
    title: { es: "Curso docente: Scratch desde cero", en: "Teacher course: Scratch from scratch" },
    summary: {
      es: "Sesión introductoria para docentes sin experiencia en programación por bloques.",
      en: "Introductory session for teachers with no experience of block programming.",
    },
    body: {
      es: "En esta sesión en línea, los docentes dieron sus primeros pasos en Scratch: personajes, fondos, movimientos, eventos y bucles.\n\nAl final, cada participante había creado una pequeña animación y un juego sencillo que podía adaptar para su aula.\n\nLa grabación está disponible para los docentes con licencia en el área de formación.",
      en: "In this online session teachers took their first steps in Scratch: sprites, backdrops, movement, events and loops.\n\nBy the end, every participant had created a short animation and a simple game they could adapt for their class.\n\nThe recording is available to licensed teachers in the training area.",
    },
  },
  {
    slug: "jornada-infancia-y-pantallas-a-coruna",
    type: "conference",
    when: { kind: "days", days: -75, startHour: 9, endHour: 14, align: "weekday" },
    place: { es: "Casa de las Ciencias, A Coruña", en: "House of Sciences, A Coruña" },
    title: { es: "Jornada «Infancia y pantallas»", en: "“Childhood and screens” conference" },
    summary: {
      es: "Especialistas en pediatría, psicología y educación debatieron sobre el uso saludable de la tecnología en la infancia.",
      en: "Experts in paediatrics, psychology and education discussed healthy use of technology in childhood.",
    },
    body: {
      es: "La jornada reunió a familias, docentes y profesionales de la salud para hablar de cómo acompañar a los niños y niñas en su vida digital.\n\nLas ponencias coincidieron en una idea: más que contar minutos, importa qué se hace con las pantallas, con quién y qué se deja de hacer.\n\nLas conclusiones de la jornada han servido de base para la nueva guía para familias sobre el primer móvil.",
      en: "The conference brought together families, teachers and health professionals to talk about supporting children in their digital lives.\n\nThe speakers agreed on one idea: rather than counting minutes, what matters is what is done with screens, with whom, and what is given up for them.\n\nThe conclusions formed the basis of the new guide for families on the first phone.",
    },
  },
  {
    slug: "taller-circuitos-de-papel-zaragoza",
    type: "activity",
    when: { kind: "days", days: -100, startHour: 17, endHour: 19 },
    place: { es: "Centro Cívico Delicias, Zaragoza", en: "Delicias Community Centre, Zaragoza" },
    title: { es: "Taller de tarjetas luminosas con circuitos de papel", en: "Light-up card workshop with paper circuits" },
    summary: {
      es: "Niños, niñas y familias crearon tarjetas que se iluminan con cinta de cobre, un LED y una pila de botón.",
      en: "Children and families made cards that light up with copper tape, an LED and a coin-cell battery.",
    },
    body: {
      es: "Más de cuarenta participantes aprendieron qué es un circuito y diseñaron su propia tarjeta luminosa.\n\nHubo búhos con ojos brillantes, estrellas, cohetes y hasta un faro con su luz.\n\nSi te lo perdiste, la actividad está disponible en el catálogo para hacerla en casa o en clase.",
      en: "More than forty participants learned what a circuit is and designed their own light-up card.\n\nThere were owls with shining eyes, stars, rockets and even a lighthouse with its beam.\n\nIf you missed it, the activity is in the catalogue to do at home or in class.",
    },
  },
];
