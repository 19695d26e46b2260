import type { NewsSeed } from "../types.ts";

/** Older news, from two to ten months ago. */
export const earlierNews: NewsSeed[] = [
  {
    slug: "superreto-europeo-abre-inscripciones",
    daysAgo: 60,
    title: { es: "Abre la inscripción del Superreto europeo 25-26", en: "Registration opens for the 25-26 European Super-challenge" },
    summary: {
      es: "Los colegios pueden presentar ya sus proyectos tecnológicos para resolver un problema de su entorno.",
      en: "Schools can now submit technology projects that solve a problem in their community.",
    },
    body: {
      es: "El Superreto europeo invita a los colegios a detectar un problema real de su entorno y a diseñar una solución tecnológica junto con su alumnado. Esta edición pone el foco en la sostenibilidad y el bienestar.\n\nLos equipos deberán explicar el problema detectado, la solución ideada, el proceso de creación y los elementos tecnológicos utilizados, y presentar un vídeo y varias fotografías del proyecto.\n\nUn jurado de docentes y especialistas elegirá los proyectos finalistas, que viajarán a un encuentro europeo con centros de otros países.\n\nToda la información y el formulario de inscripción están disponibles en la página del Superreto europeo.",
      en: "The European Super-challenge invites schools to find a real problem in their community and design a technology solution together with their pupils. This edition focuses on sustainability and wellbeing.\n\nTeams must explain the problem, the solution, the creative process and the technology used, and submit a video and several photos of the project.\n\nA jury of teachers and specialists will choose the finalists, who will travel to a European meeting with schools from other countries.\n\nAll the information and the registration form are on the European Super-challenge page.",
    },
  },
  {
    slug: "resultados-de-la-evaluacion-del-curso-pasado",
    daysAgo: 78,
    title: { es: "Así avanzó la competencia digital del alumnado el curso pasado", en: "How pupils' digital skills grew last year" },
    summary: {
      es: "La evaluación de aula muestra mejoras en resolución de problemas y creación de contenidos, y un reto pendiente en seguridad.",
      en: "Classroom assessment shows gains in problem solving and content creation, and work still to do on safety.",
    },
    body: {
      es: "Más de 20 000 alumnos y alumnas completaron la aventura de evaluación al principio y al final del curso pasado. Los resultados, ya analizados, muestran avances claros en las cinco áreas de la competencia digital.\n\nLas mayores mejoras se dieron en resolución de problemas y en creación de contenidos, las áreas que más se trabajan con las actividades de programación, animación y robótica.\n\nEl área de seguridad es la que menos avanza, sobre todo en el alumnado de 6 a 8 años. Por eso este curso hemos incorporado nuevas actividades de privacidad y contraseñas para los más pequeños.\n\nGracias a todos los docentes que hicieron posible la evaluación en sus aulas.",
      en: "More than 20,000 pupils completed the assessment adventure at the start and end of last school year. The results, now analysed, show clear progress in all five areas of digital competence.\n\nThe biggest gains were in problem solving and content creation, the areas most practised through programming, animation and robotics activities.\n\nSafety is the area that improves least, especially among 6- to 8-year-olds. That is why this year we have added new privacy and password activities for younger children.\n\nThank you to all the teachers who made the assessment possible in their classrooms.",
    },
  },
  {
    slug: "curso-docente-de-robotica-e-ia",
    daysAgo: 120,
    title: {
      es: "Más de 900 docentes completan el curso de robótica e IA",
      en: "More than 900 teachers complete the robotics and AI course",
    },
    summary: {
      es: "El curso en línea combina sesiones en directo con prácticas que los docentes llevan después a su aula.",
      en: "The online course combines live sessions with practical work that teachers then take into their classrooms.",
    },
    body: {
      es: "El curso intensivo de robótica e inteligencia artificial ha batido su récord de participación con más de 900 docentes de Primaria inscritos.\n\nDurante cuatro semanas, los participantes han montado y programado los proyectos del kit de robótica y han diseñado una secuencia didáctica para su propio grupo.\n\nLas sesiones en directo se grabaron y están disponibles para los docentes con licencia en el área de formación.",
      en: "The intensive course on robotics and artificial intelligence has broken its attendance record, with more than 900 Primary teachers enrolled.\n\nOver four weeks, participants built and programmed the robotics kit projects and designed a teaching sequence for their own class.\n\nThe live sessions were recorded and are available to licensed teachers in the training area.",
    },
  },
  {
    slug: "premio-a-la-innovacion-educativa",
    daysAgo: 150,
    title: { es: "El programa recibe un premio a la innovación educativa", en: "The programme wins an award for educational innovation" },
    summary: {
      es: "El jurado destaca el trabajo con familias y el enfoque de aprender jugando, con y sin pantallas.",
      en: "The jury highlights the work with families and the learning-through-play approach, with and without screens.",
    },
    body: {
      es: "El programa ha sido reconocido con un premio a la innovación educativa que concede una asociación de docentes y familias.\n\nEl jurado ha valorado especialmente que muchas actividades se puedan hacer sin pantallas, que el programa llegue a colegios rurales y que incluya propuestas para hacer en casa con las familias.\n\nEl premio es de todos los colegios, docentes y familias que participan cada día. ¡Muchas gracias!",
      en: "The programme has been recognised with an award for educational innovation given by an association of teachers and families.\n\nThe jury particularly valued that many activities can be done without screens, that the programme reaches rural schools and that it includes activities to do at home with families.\n\nThe award belongs to all the schools, teachers and families who take part every day. Thank you!",
    },
  },
  {
    slug: "semana-de-la-programacion",
    daysAgo: 185,
    title: { es: "Cientos de aulas celebran la semana de la programación", en: "Hundreds of classes celebrate coding week" },
    summary: {
      es: "Retos diarios, talleres abiertos y un gran baile de algoritmos: así fue la semana de la programación en los colegios del programa.",
      en: "Daily challenges, open workshops and a giant algorithm dance: that was coding week in the programme's schools.",
    },
    body: {
      es: "Durante una semana, más de 600 aulas participaron en los retos diarios de programación: un reto sin pantallas cada mañana y uno con ordenador o tableta cada tarde.\n\nEl momento más divertido fue el gran baile de algoritmos, en el que colegios de todas las regiones bailaron la misma coreografía escrita con tarjetas de flechas y bucles.\n\nMuchos centros abrieron sus aulas a las familias para que programaran junto a sus hijos. Las fotos que nos habéis enviado están en la galería de la comunidad docente.\n\nLos retos siguen disponibles en el catálogo de actividades para quien quiera repetirlos.",
      en: "For a week, more than 600 classes took part in the daily coding challenges: a screen-free challenge every morning and a computer or tablet one every afternoon.\n\nThe most fun moment was the giant algorithm dance, in which schools from every region danced the same routine written with arrow and loop cards.\n\nMany schools opened their classrooms to families so that they could program alongside their children. The photos you sent us are in the teachers' community gallery.\n\nThe challenges are still in the activity catalogue for anyone who wants to do them again.",
    },
  },
  {
    slug: "nuevo-kit-de-robotica",
    daysAgo: 230,
    title: { es: "Presentamos el nuevo kit de robótica para el aula", en: "Introducing the new classroom robotics kit" },
    summary: {
      es: "Más sensores, piezas reutilizables y guías con códigos QR que llevan directamente a cada actividad.",
      en: "More sensors, reusable parts and guides with QR codes that lead straight to each activity.",
    },
    body: {
      es: "El nuevo kit de robótica llega a los colegios del programa con más sensores (luz, sonido, distancia e infrarrojos), motores más resistentes y piezas pensadas para montarse y desmontarse muchas veces.\n\nCada caja incluye tarjetas con códigos QR que llevan directamente a la actividad correspondiente en la web, con los pasos, el tiempo y los consejos para el docente.\n\nLos centros que ya participan en el programa de robótica recibirán el kit durante este trimestre.",
      en: "The new robotics kit reaches the programme's schools with more sensors (light, sound, distance and infrared), sturdier motors and parts designed to be built and taken apart many times.\n\nEach box includes cards with QR codes that lead straight to the matching activity on the website, with the steps, timing and teacher's tips.\n\nSchools already in the robotics programme will receive the kit this term.",
    },
  },
  {
    slug: "familias-que-programan-juntas",
    daysAgo: 290,
    title: { es: "Familias que programan juntas: balance de los talleres", en: "Families who code together: a look back at the workshops" },
    summary: {
      es: "Más de 3000 familias han participado en los talleres de fin de semana en bibliotecas y centros cívicos.",
      en: "More than 3,000 families have taken part in weekend workshops in libraries and community centres.",
    },
    body: {
      es: "Los talleres para familias han recorrido este año bibliotecas y centros cívicos de cuarenta localidades. Más de 3000 familias han construido robots de cartón, animado personajes de plastilina y creado sus primeros videojuegos.\n\nEn las encuestas, las familias destacan que han descubierto que no hace falta saber de tecnología para acompañar a sus hijos, y que muchas actividades se pueden repetir en casa con materiales sencillos.\n\nLa próxima temporada de talleres se anunciará en la agenda de eventos.",
      en: "This year the family workshops have toured libraries and community centres in forty towns. More than 3,000 families have built cardboard robots, animated clay characters and created their first video games.\n\nIn the surveys, families say they have discovered that you do not need to know about technology to support your children, and that many activities can be repeated at home with simple materials.\n\nThe next season of workshops will be announced in the events calendar.",
    },
  },
  {
    slug: "nueva-edicion-del-congreso",
    daysAgo: 1,
    published: false,
    title: { es: "Anunciamos el programa del Congreso Infancia Digital", en: "Digital Childhood Conference programme announced" },
    summary: {
      es: "Ponencias, talleres y experiencias de aula: ya conocemos el programa completo del congreso.",
      en: "Talks, workshops and classroom stories: the full conference programme is here.",
    },
    body: {
      es: "El Congreso Infancia Digital ya tiene programa. Durante dos días se sucederán ponencias sobre inteligencia artificial, bienestar digital y evaluación, junto con talleres prácticos.\n\nLos centros de referencia presentarán sus experiencias de aula en sesiones breves, y habrá un espacio para que las familias prueben las actividades del programa.\n\nLa inscripción se abrirá en los próximos días desde la página del evento.",
      en: "The Digital Childhood Conference programme is ready. Over two days there will be talks on artificial intelligence, digital wellbeing and assessment, alongside practical workshops.\n\nReference centres will present their classroom experiences in short sessions, and there will be a space for families to try the programme's activities.\n\nRegistration will open in the coming days on the event page.",
    },
  },
  {
    slug: "encuesta-a-familias-sobre-pantallas",
    daysAgo: 5,
    published: false,
    title: {
      es: "¿Cómo usáis las pantallas en casa? Participa en nuestra encuesta",
      en: "How do you use screens at home? Take part in our survey",
    },
    summary: {
      es: "Queremos conocer los hábitos digitales de las familias para preparar nuevas actividades y guías.",
      en: "We want to learn about families' digital habits to prepare new activities and guides.",
    },
    body: {
      es: "Preparamos nuevas actividades y guías de bienestar digital y queremos que respondan a lo que de verdad ocurre en los hogares.\n\nLa encuesta es anónima, dura unos diez minutos y pregunta por los dispositivos de casa, los acuerdos familiares y las preocupaciones más habituales.\n\nPublicaremos los resultados generales en esta sección de noticias.",
      en: "We are preparing new digital wellbeing activities and guides and want them to reflect what really happens at home.\n\nThe survey is anonymous, takes about ten minutes and asks about the devices at home, family agreements and the most common worries.\n\nWe will publish the overall results in this news section.",
    },
  },
];
