import { MIN_ACCOUNT_AGE } from "../../../../common/constants.ts";
import {
  COMPETENCES,
  REFERENCE_PUPIL_HOURS,
  REFERENCE_TRAINING_HOURS,
  REFERENCE_REGIONS as REGIONS,
} from "../../../../common/constants.ts";

/** The landing page. */
export const home = {
  hero: {
    eyebrow: "Competencias digitales de 6 a 12 años",
    title: "Aprender tecnología jugando, creando y experimentando",
    lead: "Código Pequeño es un programa gratuito de la Fundación Código Pequeño para que niñas y niños descubran el mundo digital con curiosidad, creatividad y seguridad: en casa, con su familia, y en el aula, con sus docentes.",
    signup: "Crear una cuenta gratis",
    myAccount: "Ir a mi cuenta",
    discover: "Conoce el programa",
    imageAlt: "Ilustración: una niña y un niño programan un pequeño robot con bloques de colores desde un portátil.",
  },
  audiences: {
    title: "Un programa para toda la comunidad educativa",
    intro: "Cada actividad está pensada para que la disfruten juntos quienes aprenden y quienes acompañan.",
    children: {
      title: "Para niñas y niños",
      text: "Retos cortos, juegos y proyectos para inventar, programar y crear sin miedo a equivocarse. Cada actividad indica la edad recomendada y muchas se pueden hacer sin pantalla.",
    },
    families: {
      title: "Para familias",
      text: "Ideas para jugar y aprender juntos en casa con materiales sencillos, y pautas para acompañar el uso de la tecnología: tiempo de pantalla, privacidad y bienestar digital.",
    },
    teachers: {
      title: "Para docentes",
      text: "Actividades listas para el aula, formación y una comunidad de docentes. Los centros adscritos tienen además un área de aula con itinerarios, cursos y evaluación.",
    },
  },
  learn: {
    title: "Qué se aprende",
    intro: `Las actividades recorren once temas que, juntos, trabajan las ${COMPETENCES} competencias digitales del programa.`,
    categories: {
      games: { title: "Juegos", text: "Lógica, estrategia y pensamiento computacional, con y sin pantalla." },
      inventions: { title: "Inventos", text: "Idear soluciones a problemas cotidianos, prototiparlas y mejorarlas." },
      animation: { title: "Animación", text: "Contar historias fotograma a fotograma y dar vida a personajes." },
      videogames: { title: "Videojuegos", text: "Diseñar y programar sus propios juegos con bloques." },
      threeD: { title: "3D", text: "Modelar objetos en tres dimensiones y pensar en el espacio." },
      robotics: { title: "Robótica", text: "Programar robots y placas que se mueven, miden y reaccionan." },
      ar: { title: "Realidad aumentada", text: "Mezclar lo digital con el mundo real a través de la cámara." },
      iot: { title: "Internet de las cosas", text: "Conectar sensores y objetos para que se comuniquen entre sí." },
      ai: { title: "Inteligencia artificial", text: "Entender cómo aprenden las máquinas entrenando modelos sencillos." },
      safety: { title: "Seguridad en internet", text: "Proteger sus datos, reconocer engaños y saber pedir ayuda." },
      wellbeing: { title: "Bienestar digital", text: "Usar la tecnología con equilibrio, respeto y sentido crítico." },
    },
  },
  steps: {
    title: "Cómo funciona",
    items: [
      {
        title: "Elige una actividad",
        text: "Busca por edad (de 6 a 8 o de 9 a 12 años), por tema o por tipo: para hacer en solitario, en familia o en clase.",
      },
      {
        title: "Juega y experimenta",
        text: "Sigue el reto paso a paso, prueba, equivócate y vuelve a intentarlo. Muchas actividades no necesitan instalar nada.",
      },
      {
        title: "Guarda y comparte",
        text: `Con una cuenta (a partir de ${MIN_ACCOUNT_AGE} años) puedes guardar favoritas, marcar las que habéis hecho y valorarlas.`,
      },
    ],
  },
  teachers: {
    eyebrow: "Para centros adscritos",
    title: "El programa, dentro del aula",
    text: "Si tu centro participa en Código Pequeño, cada docente recibe una licencia profesional que abre el área de aula:",
    points: [
      "Itinerarios por tramo de edad, con sesiones preparadas y material imprimible.",
      "Cursos de formación con cuestionarios y seguimiento del progreso.",
      "Evaluación de aula del alumnado de primaria, en los tramos de 6 a 8 y de 9 a 12 años.",
      "Foro, galería y tablón de anuncios moderados para compartir con otros centros.",
    ],
    how: "Crea tu cuenta y añade tu código de licencia en Mi cuenta, en la pestaña de configuración.",
    signup: "Crear mi cuenta de docente",
    access: "Ya tengo cuenta",
    myPanel: "Ir a mi panel",
    addLicence: "Añadir mi licencia",
    methodology: "Ver la metodología",
  },
  regions: {
    title: `Centros de referencia en ${REGIONS} comunidades`,
    text: `Los centros cuyo alumnado dedica al menos ${REFERENCE_PUPIL_HOURS} horas por curso escolar a las ${COMPETENCES} competencias digitales, y cuyo profesorado se forma al menos ${REFERENCE_TRAINING_HOURS} horas al año, se acreditan como centros de referencia del programa.`,
    listLabel: "Comunidades con centros de referencia",
    names: {
      andalucia: "Andalucía",
      madrid: "Madrid",
      galicia: "Galicia",
      cantabria: "Cantabria",
      castillaLeon: "Castilla y León",
      baleares: "Baleares",
      aragon: "Aragón",
    },
  },
  closing: {
    title: "¿Quieres saber más?",
    text: "Descubre quién está detrás del programa y cómo trabajamos las competencias digitales con juego, retos y proyectos.",
    introduction: "Leer la presentación",
    methodology: "Conocer la metodología",
  },
};
