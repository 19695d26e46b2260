import { PUPILS_PER_DEVICE } from "../../../../common/constants.ts";
import { CHILD_AGE_MAX as AGE_MAX, CHILD_AGE_MIN as AGE_MIN, COMPETENCES, REFERENCE_TRAINING_HOURS } from "../../../../common/constants.ts";

/** The methodology page. */
export const methodology = {
  hero: {
    eyebrow: "Metodología",
    title: "Aprender haciendo",
    lead: "En Código Pequeño nadie aprende tecnología mirando: se aprende tocando, probando, equivocándose y volviendo a intentarlo. Así es como trabajamos, en casa y en el aula.",
  },
  principles: {
    title: "Cuatro maneras de aprender",
    intro: `Todas las actividades combinan estas cuatro ideas, que ayudan a desarrollar las ${COMPETENCES} competencias digitales de forma natural.`,
    items: {
      play: {
        title: "Jugando",
        text: "El juego despierta la curiosidad y baja el miedo a equivocarse. Empezamos casi siempre con un juego, con o sin pantalla, que presenta el concepto del día.",
      },
      experiment: {
        title: "Experimentando",
        text: "Proponemos hipótesis («¿qué pasará si…?»), las probamos y observamos el resultado. El error es una pista, no un fracaso.",
      },
      challenges: {
        title: "Con retos",
        text: "Cada sesión plantea un reto claro y alcanzable, con niveles extra para quien quiera ir más allá. Así cada niña y cada niño avanza a su ritmo.",
      },
      projects: {
        title: "Con proyectos",
        text: "Varios retos se unen en un proyecto con sentido: un cuento animado, un videojuego, un invento para el patio. Lo que se crea se comparte con los demás.",
      },
    },
  },
  session: {
    title: "Cómo es una sesión",
    intro: "Una sesión típica dura entre 45 y 60 minutos y sigue cinco momentos:",
    steps: [
      { title: "Despertar", text: "Un juego o una pregunta que conecta con lo que ya saben." },
      { title: "Explorar", text: "Manipulan la herramienta o el material libremente, sin instrucciones cerradas." },
      { title: "Crear", text: "Resuelven el reto del día en pequeños grupos." },
      { title: "Compartir", text: "Enseñan lo que han hecho y explican cómo lo han conseguido." },
      { title: "Reflexionar", text: "Piensan qué han aprendido, qué les ha costado y qué mejorarían." },
    ],
  },
  ages: {
    title: "Por tramos de edad",
    intro: "Los itinerarios y la evaluación de primaria se organizan en dos tramos, con objetivos y herramientas adaptados a cada etapa.",
    segments: [
      {
        title: "De 6 a 8 años",
        text: "Primeros pasos: aprender a dar instrucciones, reconocer patrones y crear con la tecnología de forma guiada.",
        points: [
          "Actividades desenchufadas y juegos de movimiento.",
          "Robots de suelo y programación con pictogramas.",
          "Primeras historias animadas.",
          "Normas básicas para estar seguros en internet.",
        ],
      },
      {
        title: "De 9 a 12 años",
        text: "Más autonomía: proyectos más largos en los que diseñan, programan y prueban sus propias soluciones.",
        points: [
          "Programación por bloques de juegos y animaciones.",
          "Robótica, placas y sensores del internet de las cosas.",
          "Modelado 3D, realidad aumentada e inteligencia artificial.",
          "Privacidad, identidad digital y bienestar.",
        ],
      },
    ],
  },
  classroom: {
    title: "En el aula",
    text: `Trabajamos en grupos pequeños de hasta ${PUPILS_PER_DEVICE} alumnos por dispositivo, con roles que van rotando para que todos participen:`,
    roles: [
      { title: "Piloto", text: "Maneja el ratón, el teclado o la tableta." },
      { title: "Copiloto", text: "Lee el reto, propone ideas y revisa cada paso." },
      { title: "Reportero", text: "Anota lo que prueban y lo cuenta al resto de la clase." },
    ],
    note: "Así el aula funciona aunque haya pocos equipos, se aprende a colaborar y nadie se queda solo mirando la pantalla.",
  },
  evaluation: {
    title: "Cómo evaluamos",
    paragraphs: [
      `La evaluación de aula permite a cada docente conocer el punto de partida y el progreso de su grupo en las ${COMPETENCES} competencias. El alumnado de primaria la completa como una aventura, en los tramos de ${AGE_MIN} a 8 y de 9 a ${AGE_MAX} años, entrando con la clave de aventura de su aula y sin dar su nombre.`,
      "Los resultados se ven agrupados por aula y ayudan a elegir los itinerarios siguientes. Los informes de seguimiento recogen, con datos agregados, cómo avanza el programa en cada centro.",
    ],
  },
  families: {
    title: "En familia",
    text: "La tecnología se aprende también en casa. Las actividades para familias proponen:",
    tips: [
      "Jugar juntos: la persona adulta no necesita saber programar, basta con acompañar y preguntar.",
      "Usar materiales sencillos que hay en cualquier casa.",
      "Hablar de lo que se ve en las pantallas y acordar normas de uso.",
      "Celebrar el proceso, no solo el resultado.",
    ],
  },
  teachers: {
    title: "Docentes que aprenden",
    text: "El profesorado es la pieza clave del programa. Por eso la formación forma parte de la metodología:",
    points: [
      "Cursos en línea con cuestionarios, que cada docente sigue a su ritmo.",
      "Sesiones preparadas con guía paso a paso y material imprimible.",
      "Una comunidad moderada para compartir dudas, ideas y resultados con otros centros.",
      `Los centros de referencia dedican al menos ${REFERENCE_TRAINING_HOURS} horas al año a la formación de su profesorado.`,
    ],
  },
  wellbeing: {
    title: "Seguridad y bienestar, siempre",
    text: "En cada tema dedicamos un momento a usar la tecnología con cabeza: cuidar los datos personales, respetar a los demás, descansar de las pantallas y preguntar a una persona adulta cuando algo no nos gusta.",
  },
  cta: {
    title: "¿Empezamos?",
    text: "Conoce el programa completo o crea tu cuenta para guardar tus actividades favoritas.",
    introduction: "Leer la presentación",
    signup: "Crear una cuenta",
  },
};
