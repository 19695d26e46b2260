import type { NewsSeed } from "../types.ts";

/** The latest news, newest first. */
export const recentNews: NewsSeed[] = [
  {
    slug: "nuevas-actividades-de-inteligencia-artificial",
    daysAgo: 3,
    title: {
      es: "Llegan nuevas actividades de inteligencia artificial para Primaria",
      en: "New artificial intelligence activities for Primary",
    },
    summary: {
      es: "Seis propuestas para que niños y niñas de 6 a 12 años entiendan cómo aprenden las máquinas, con y sin pantallas.",
      en: "Six activities to help children aged 6 to 12 understand how machines learn, with and without screens.",
    },
    body: {
      es: "Desde hoy el catálogo incluye seis actividades nuevas dedicadas a la inteligencia artificial. Están pensadas para que el alumnado de Primaria descubra, jugando, que una IA aprende a partir de ejemplos y que también se equivoca.\n\nAlgunas se hacen sin ordenador, como el juego de clasificar animales con tarjetas; otras usan herramientas web gratuitas para entrenar un modelo con la cámara del aula. Todas incluyen una guía paso a paso y consejos para el docente.\n\nLas actividades han sido probadas durante el último trimestre en doce colegios de Madrid, Andalucía y Galicia. Los docentes destacan que el alumnado entiende mejor las noticias sobre IA cuando ha entrenado un modelo con sus propias manos.\n\nPuedes encontrarlas en la sección de actividades filtrando por la categoría «Inteligencia artificial».",
      en: "From today the catalogue includes six new activities about artificial intelligence. They are designed so that Primary pupils discover, through play, that an AI learns from examples and that it also makes mistakes.\n\nSome are done without a computer, such as the game of sorting animals with cards; others use free web tools to train a model with the classroom camera. They all come with a step-by-step guide and tips for the teacher.\n\nThe activities were tried out last term in twelve schools in Madrid, Andalusia and Galicia. Teachers say that pupils understand news about AI better once they have trained a model with their own hands.\n\nYou can find them in the activities section by filtering by the “Artificial intelligence” category.",
    },
  },
  {
    slug: "boletin-del-mes",
    daysAgo: 12,
    title: { es: "Boletín del mes: robots, retos y seguridad en internet", en: "Monthly newsletter: robots, challenges and online safety" },
    summary: {
      es: "Repasamos las novedades del mes: el taller de robótica en familia, la semana de la ciberseguridad y las actividades más valoradas.",
      en: "A round-up of the month: the family robotics workshop, cyber-safety week and the best-rated activities.",
    },
    body: {
      es: "Este mes llega cargado de propuestas. La más esperada es el taller de robótica en familia, que este año recorre cinco ciudades con kits para construir un robot dibujante en una tarde.\n\nTambién celebramos la semana de la ciberseguridad con actividades para cada edad: desde «Detectives de contraseñas» para los más pequeños hasta el análisis de mensajes trampa para los mayores de 10 años.\n\nEntre las actividades mejor valoradas del mes destacan «Stop motion con plastilina» y «Semáforo con micro:bit». Gracias a todas las familias y docentes que dejáis vuestra valoración: nos ayuda a mejorar.\n\nRecuerda que puedes marcar tus actividades favoritas y consultarlas cuando quieras desde «Mi cuenta».",
      en: "This month is packed with activities. The most awaited is the family robotics workshop, which this year tours five cities with kits to build a drawing robot in an afternoon.\n\nWe are also celebrating cyber-safety week with activities for every age: from “Password detectives” for the youngest to examining trick messages for the over-10s.\n\nThe month's best-rated activities include “Clay stop motion” and “micro:bit traffic lights”. Thank you to all the families and teachers who leave a rating: it helps us improve.\n\nRemember that you can mark your favourite activities and find them whenever you like in “My account”.",
    },
  },
  {
    slug: "nuevos-centros-de-referencia",
    daysAgo: 30,
    title: { es: "Ya son 48 los centros de referencia del programa", en: "The programme now has 48 reference centres" },
    summary: {
      es: "Doce colegios más reciben la acreditación por su trabajo continuado en competencias digitales.",
      en: "Twelve more schools are accredited for their sustained work on digital skills.",
    },
    body: {
      es: "La red de centros de referencia crece con doce colegios nuevos de Andalucía, Aragón, Baleares y Castilla y León. Con ellos ya son 48 los centros acreditados en las siete regiones del programa.\n\nUn centro de referencia es aquel que ha integrado las competencias digitales en su día a día: trabaja los itinerarios en todos los cursos de Primaria, forma a su profesorado y comparte su experiencia con otros colegios.\n\nLos nuevos centros recibirán su placa y la insignia digital en un acto que se celebrará durante el próximo trimestre. Puedes consultar el mapa completo en la sección de centros de referencia.",
      en: "The network of reference centres grows with twelve new schools in Andalusia, Aragon, the Balearic Islands and Castile and León. With them there are now 48 accredited centres across the programme's seven regions.\n\nA reference centre is one that has built digital skills into its everyday work: it uses the itineraries in every Primary year, trains its teachers and shares its experience with other schools.\n\nThe new centres will receive their plaque and digital badge at an event next term. You can see the full map in the reference centres section.",
    },
  },
  {
    slug: "guia-para-familias-primer-movil",
    daysAgo: 45,
    title: { es: "Publicamos una guía para familias: el primer móvil", en: "New guide for families: the first phone" },
    summary: {
      es: "Consejos prácticos para decidir cuándo y cómo llega el primer móvil y acompañar a los hijos en sus primeros pasos digitales.",
      en: "Practical advice on deciding when and how the first phone arrives and on guiding children through their first digital steps.",
    },
    body: {
      es: "¿Cuál es la edad adecuada para el primer móvil? No hay una respuesta única, pero sí preguntas que ayudan a decidir. La nueva guía para familias las recoge junto con recomendaciones de pediatras y docentes del programa.\n\nLa guía propone empezar por un pacto familiar de pantallas, configurar juntos el control parental y hablar antes de qué hacer si algo en internet asusta o incomoda.\n\nIncluye además una lista de comprobación para revisar la privacidad de las aplicaciones y actividades para hacer en familia, como «Nuestro pacto familiar de pantallas».\n\nLa guía es gratuita y está disponible en español y en inglés.",
      en: "What is the right age for a first phone? There is no single answer, but there are questions that help you decide. The new guide for families brings them together with advice from paediatricians and the programme's teachers.\n\nThe guide suggests starting with a family screen agreement, setting up parental controls together and talking beforehand about what to do if something online is frightening or upsetting.\n\nIt also includes a checklist for reviewing app privacy and activities to do as a family, such as “Our family screen agreement”.\n\nThe guide is free and available in Spanish and English.",
    },
  },
];
