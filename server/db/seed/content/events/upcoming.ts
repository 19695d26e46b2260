import type { EventSeed } from "../types.ts";

/** Events in the coming months. */
export const upcomingEvents: EventSeed[] = [
  {
    slug: "congreso-infancia-digital",
    type: "conference",
    when: { kind: "days", days: 52, startHour: 9, endHour: 18, lastingDays: 1, align: "weekday" },
    place: { es: "Palacio de Congresos, Zaragoza", en: "Conference Centre, Zaragoza" },
    url: "https://codigopequeno.example/congreso",
    title: { es: "Congreso Infancia Digital", en: "Digital Childhood Conference" },
    summary: {
      es: "Dos días de ponencias y talleres sobre cómo enseñar competencias digitales de 6 a 12 años.",
      en: "Two days of talks and workshops on teaching digital skills to children aged 6 to 12.",
    },
    body: {
      es: "El Congreso Infancia Digital reúne a docentes, familias, investigadores y centros de referencia para compartir lo que funciona en el aula.\n\nEl programa incluye ponencias sobre inteligencia artificial en Primaria, bienestar digital y evaluación de competencias, además de talleres prácticos de robótica, animación y diseño 3D.\n\nLa inscripción es gratuita para docentes de centros participantes en el programa. Las plazas son limitadas.",
      en: "The Digital Childhood Conference brings together teachers, families, researchers and reference centres to share what works in the classroom.\n\nThe programme includes talks on artificial intelligence in Primary, digital wellbeing and skills assessment, plus hands-on workshops on robotics, animation and 3D design.\n\nRegistration is free for teachers from schools taking part in the programme. Places are limited.",
    },
  },
  {
    slug: "taller-familias-stop-motion-santander",
    type: "course-workshop",
    when: { kind: "days", days: 9, startHour: 11, endHour: 13 },
    place: { es: "Biblioteca Central de Cantabria, Santander", en: "Central Library of Cantabria, Santander" },
    url: "https://codigopequeno.example/eventos/stop-motion-santander",
    title: { es: "Taller en familia: stop motion con plastilina", en: "Family workshop: clay stop motion" },
    summary: {
      es: "Dos horas para crear en familia un pequeño cortometraje de plastilina con tabletas.",
      en: "Two hours to create a short clay film as a family using tablets.",
    },
    body: {
      es: "En este taller cada familia inventará una historia breve, modelará sus personajes y la rodará foto a foto con una tableta.\n\nNo hace falta experiencia previa ni traer material: la biblioteca pone las tabletas, los soportes y la plastilina. El taller está pensado para niños y niñas de 6 a 12 años acompañados de un adulto.\n\nLas plazas son limitadas y requieren inscripción previa.",
      en: "In this workshop each family will invent a short story, model its characters and shoot it frame by frame with a tablet.\n\nNo previous experience or materials are needed: the library provides tablets, stands and modelling clay. The workshop is designed for children aged 6 to 12 with an adult.\n\nPlaces are limited and must be booked in advance.",
    },
  },
  {
    slug: "jornada-de-robotica-sevilla",
    type: "activity",
    when: { kind: "days", days: 18, startHour: 10, endHour: 14, align: "weekday" },
    place: { es: "CEIP Andalucía, Sevilla", en: "Andalucía Primary School, Seville" },
    title: { es: "Jornada de puertas abiertas de robótica", en: "Robotics open day" },
    summary: {
      es: "El alumnado de un centro de referencia enseña sus proyectos de robótica a las familias y a otros colegios del barrio.",
      en: "Pupils from a reference centre show their robotics projects to families and other local schools.",
    },
    body: {
      es: "El CEIP Andalucía, centro de referencia del programa, abre sus puertas para mostrar lo que su alumnado ha construido durante el curso: semáforos, robots que siguen líneas y una estación meteorológica.\n\nLos propios alumnos y alumnas harán de guías y propondrán pequeños retos a los visitantes.\n\nLa entrada es libre para familias; los colegios interesados en visitar la jornada con un grupo deben avisar con antelación.",
      en: "Andalucía Primary School, one of the programme's reference centres, opens its doors to show what its pupils have built during the year: traffic lights, line-following robots and a weather station.\n\nThe pupils themselves will act as guides and set small challenges for visitors.\n\nEntry is free for families; schools wishing to visit with a group should let the school know in advance.",
    },
  },
  {
    slug: "seminario-evaluacion-competencia-digital",
    type: "conference",
    when: { kind: "days", days: 26, startHour: 17, endHour: 19, align: "weekday" },
    place: { es: "En línea", en: "Online" },
    url: "https://codigopequeno.example/eventos/seminario-evaluacion",
    title: { es: "Seminario: cómo evaluar la competencia digital en Primaria", en: "Seminar: assessing digital competence in Primary" },
    summary: {
      es: "Claves para usar la evaluación de aula del programa y convertir sus resultados en decisiones didácticas.",
      en: "Key ideas for using the programme's classroom assessment and turning its results into teaching decisions.",
    },
    body: {
      es: "La evaluación de aula ofrece a cada docente una foto del nivel de su grupo en las cinco áreas de la competencia digital. En este seminario veremos cómo interpretarla.\n\nAnalizaremos ejemplos reales anonimizados, propondremos actividades para reforzar cada área y resolveremos dudas sobre la evaluación inicial y la final.\n\nDirigido a docentes de centros participantes. Se entregará certificado de asistencia.",
      en: "Classroom assessment gives each teacher a snapshot of their class's level in the five areas of digital competence. In this seminar we will look at how to interpret it.\n\nWe will analyse real, anonymised examples, suggest activities to reinforce each area and answer questions about the initial and final assessments.\n\nFor teachers at participating schools. A certificate of attendance will be issued.",
    },
  },
  {
    slug: "reunion-coordinadores-madrid",
    type: "private",
    when: { kind: "days", days: 33, startHour: 9, endHour: 13, align: "weekday" },
    place: { es: "Sede de la fundación, Madrid", en: "Foundation headquarters, Madrid" },
    title: { es: "Reunión de coordinadores TIC de la Comunidad de Madrid", en: "Meeting of Madrid region ICT coordinators" },
    summary: {
      es: "Sesión de trabajo con los coordinadores de los centros madrileños para planificar el próximo trimestre.",
      en: "Working session with the coordinators of Madrid schools to plan the next term.",
    },
    body: {
      es: "Los coordinadores TIC de los centros participantes de la Comunidad de Madrid se reúnen para repasar la marcha del curso y planificar el próximo trimestre.\n\nEn el orden del día: la llegada del nuevo kit de robótica, el calendario de la evaluación final y la preparación de candidaturas al Superreto europeo.\n\nReunión solo para coordinadores convocados.",
      en: "ICT coordinators from participating schools in the Madrid region meet to review how the year is going and plan the next term.\n\nOn the agenda: the arrival of the new robotics kit, the final assessment calendar and preparing entries for the European Super-challenge.\n\nMeeting for invited coordinators only.",
    },
  },
  {
    slug: "campus-tecnologico-de-vacaciones",
    type: "course-workshop",
    when: { kind: "days", days: 95, startHour: 9, endHour: 14, lastingDays: 4, align: "monday" },
    place: { es: "IES Ramon Llull, Palma", en: "Ramon Llull Secondary School, Palma" },
    url: "https://codigopequeno.example/eventos/campus-vacaciones",
    title: { es: "Campus tecnológico de vacaciones", en: "Holiday technology camp" },
    summary: {
      es: "Cinco mañanas de robótica, videojuegos y animación para niños y niñas de 8 a 12 años durante las vacaciones.",
      en: "Five mornings of robotics, video games and animation for children aged 8 to 12 during the holidays.",
    },
    body: {
      es: "Durante las vacaciones escolares, el campus tecnológico propone cinco mañanas de proyectos: un robot, un videojuego, una película de animación y un invento propio.\n\nLos grupos son reducidos y están guiados por monitores formados en el programa. El último día, las familias están invitadas a la muestra de proyectos.\n\nInscripción abierta hasta completar las plazas. Hay becas para familias que lo necesiten.",
      en: "During the school holidays, the technology camp offers five mornings of projects: a robot, a video game, an animated film and an invention of their own.\n\nGroups are small and led by instructors trained in the programme. On the last day, families are invited to the project showcase.\n\nRegistration is open until places are filled. Grants are available for families who need them.",
    },
  },
  {
    slug: "final-del-superreto-europeo",
    type: "conference",
    when: { kind: "days", days: 124, startHour: 10, endHour: 17, align: "weekday" },
    place: { es: "Auditorio Miguel Delibes, Valladolid", en: "Miguel Delibes Auditorium, Valladolid" },
    url: "https://codigopequeno.example/superreto",
    title: { es: "Gran final del Superreto europeo", en: "European Super-challenge grand final" },
    summary: {
      es: "Los equipos finalistas presentan sus proyectos tecnológicos ante el jurado y el público.",
      en: "The finalist teams present their technology projects to the jury and the public.",
    },
    body: {
      es: "Los colegios finalistas del Superreto europeo presentarán sus proyectos: soluciones tecnológicas a problemas reales de su entorno, diseñadas por el propio alumnado.\n\nCada equipo dispondrá de cinco minutos para su presentación y de una mesa para mostrar su prototipo. Por la tarde, el jurado dará a conocer los proyectos ganadores.\n\nLa final se podrá seguir también en directo desde la web del programa.",
      en: "The European Super-challenge finalist schools will present their projects: technology solutions to real problems in their communities, designed by the pupils themselves.\n\nEach team will have five minutes to present and a table to show its prototype. In the afternoon, the jury will announce the winning projects.\n\nThe final can also be followed live on the programme's website.",
    },
  },
  {
    slug: "visita-al-centro-de-referencia-de-valladolid",
    type: "private",
    when: { kind: "days", days: 60, startHour: 10, endHour: 13, align: "weekday" },
    published: false,
    place: { es: "CEIP Pío del Río Hortega, Valladolid", en: "Pío del Río Hortega Primary School, Valladolid" },
    title: { es: "Visita institucional al centro de referencia de Valladolid", en: "Official visit to the Valladolid reference centre" },
    summary: {
      es: "Visita del patronato de la fundación a un centro de referencia (pendiente de confirmar).",
      en: "Visit by the foundation's board to a reference centre (to be confirmed).",
    },
    body: {
      es: "El patronato de la fundación visitará un centro de referencia de Castilla y León para conocer de primera mano su proyecto.\n\nLa visita incluye un recorrido por las aulas y un encuentro con el equipo directivo y el alumnado.\n\nFecha pendiente de confirmar: este evento no se publicará hasta entonces.",
      en: "The foundation's board will visit a reference centre in Castile and León to see its project first-hand.\n\nThe visit includes a tour of the classrooms and a meeting with the head teachers and pupils.\n\nDate to be confirmed: this event will not be published until then.",
    },
  },
];
