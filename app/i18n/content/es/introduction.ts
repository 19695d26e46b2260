import { MIN_ACCOUNT_AGE } from "../../../../common/constants.ts";
import {
  CHILD_AGE_MAX as AGE_MAX,
  CHILD_AGE_MIN as AGE_MIN,
  COMPETENCES,
  REFERENCE_PUPIL_HOURS,
  REFERENCE_TRAINING_HOURS,
  REFERENCE_REGIONS as REGIONS,
} from "../../../../common/constants.ts";

/** The presentation (about) page. */
export const introduction = {
  hero: {
    eyebrow: "Presentación",
    title: "Un programa para crecer en el mundo digital",
    lead: `Código Pequeño acerca la tecnología a niñas y niños de ${AGE_MIN} a ${AGE_MAX} años de una forma divertida, creativa y segura, y acompaña a las familias y a los docentes que los guían.`,
  },
  figures: {
    label: "El programa en cifras",
    items: [
      { value: `${AGE_MIN}–${AGE_MAX}`, label: "años: la edad de quienes aprenden" },
      { value: `${COMPETENCES}`, label: "competencias digitales" },
      { value: "11", label: "temas, de los juegos a la inteligencia artificial" },
      { value: `${REGIONS}`, label: "comunidades con centros de referencia" },
    ],
  },
  what: {
    title: "Qué es Código Pequeño",
    paragraphs: [
      "Código Pequeño es un programa educativo de la Fundación Código Pequeño, una entidad sin ánimo de lucro. Nació con una idea sencilla: que todas las niñas y todos los niños, vivan donde vivan y vayan al colegio que vayan, tengan la oportunidad de entender la tecnología que los rodea y de usarla para crear, no solo para consumir.",
      "Para conseguirlo, el programa reúne en una misma plataforma actividades para jugar y experimentar, itinerarios para el aula, formación para el profesorado y una comunidad en la que docentes de todo el país comparten lo que hacen. Todo es gratuito para familias y centros.",
    ],
  },
  audiences: {
    title: "A quién se dirige",
    items: [
      {
        title: "Niñas y niños",
        text: `De ${AGE_MIN} a ${AGE_MAX} años. Aprenden jugando, en retos cortos que se adaptan a su edad, y descubren que equivocarse forma parte de crear.`,
      },
      {
        title: "Familias",
        text: "Encuentran actividades para hacer juntos en casa y pautas para acompañar el uso de la tecnología con confianza, sin necesidad de saber programar.",
      },
      {
        title: "Docentes",
        text: "Disponen de actividades listas para el aula y, si su centro está adscrito al programa, de una licencia profesional con itinerarios, formación, evaluación y comunidad.",
      },
    ],
    note: `Las cuentas son para personas de ${MIN_ACCOUNT_AGE} años o más: las niñas y los niños participan de la mano de su familia o de su docente.`,
  },
  competences: {
    title: `Las ${COMPETENCES} competencias digitales`,
    intro:
      "Las actividades y los itinerarios trabajan las competencias del Marco Europeo de Competencias Digitales para la Ciudadanía (DigComp), adaptadas a la etapa de primaria y organizadas en cinco áreas:",
    areas: [
      {
        title: "Información y datos",
        items: [
          "Buscar y filtrar información y contenidos digitales",
          "Evaluar si una información es fiable",
          "Guardar y organizar información y contenidos",
        ],
      },
      {
        title: "Comunicación y colaboración",
        items: [
          "Interactuar a través de la tecnología",
          "Compartir información y contenidos",
          "Participar en la sociedad a través de la tecnología",
          "Colaborar con herramientas digitales",
          "Comportarse con respeto en la red",
          "Cuidar la identidad digital",
        ],
      },
      {
        title: "Creación de contenidos",
        items: [
          "Crear contenidos digitales",
          "Combinar y transformar contenidos",
          "Respetar los derechos de autor y las licencias",
          "Programar",
        ],
      },
      {
        title: "Seguridad y bienestar",
        items: [
          "Proteger los dispositivos",
          "Proteger los datos personales y la privacidad",
          "Cuidar la salud y el bienestar",
          "Cuidar el medio ambiente",
        ],
      },
      {
        title: "Resolución de problemas",
        items: [
          "Resolver problemas técnicos",
          "Elegir la tecnología adecuada para cada necesidad",
          "Usar la tecnología de forma creativa",
          "Saber qué nos queda por aprender",
        ],
      },
    ],
  },
  platform: {
    title: "Cómo se organiza",
    public: {
      title: "Para todo el mundo",
      items: [
        "Actividades por edades y temas, con valoraciones, favoritas y marcas de «hecha».",
        "Noticias y eventos del programa: jornadas, cursos y talleres.",
        "El mapa de centros de referencia.",
      ],
    },
    classroom: {
      title: "Área de aula, para centros adscritos",
      items: [
        "Itinerarios por tramo de edad y un dossier con el índice de cada curso.",
        "Cursos de formación con cuestionarios y seguimiento del progreso.",
        "Foro, galería de resultados y tablón de anuncios, todos moderados.",
        "Evaluación de aula del alumnado de primaria e informes de seguimiento.",
        "Descargas de material de formación y solicitud de licencias adicionales.",
      ],
    },
  },
  reference: {
    title: "Centros de referencia",
    text: "Los centros que se implican a fondo en el programa se acreditan como centros de referencia y reciben una insignia que lo reconoce. Para conseguirla deben cumplir dos criterios:",
    criteria: [
      `Al menos **${REFERENCE_PUPIL_HOURS} horas de trabajo del alumnado por curso escolar** en las ${COMPETENCES} competencias digitales.`,
      `Al menos **${REFERENCE_TRAINING_HOURS} horas de formación del profesorado al año**.`,
    ],
    regions: `Hoy hay centros de referencia en ${REGIONS} comunidades autónomas: Andalucía, Madrid, Galicia, Cantabria, Castilla y León, Baleares y Aragón.`,
  },
  foundation: {
    title: "Quién está detrás",
    paragraphs: [
      "La Fundación Código Pequeño diseña los contenidos con equipos de docentes, pedagogos y especialistas en tecnología, y los prueba en aulas reales antes de publicarlos.",
      "Trabajamos con administraciones educativas, centros y entidades sociales para llegar también a la infancia en situación de vulnerabilidad, y cuidamos especialmente la privacidad: la plataforma no carga recursos de terceros sin permiso y no pide datos que identifiquen al alumnado.",
    ],
  },
  cta: {
    title: "Sigue descubriendo",
    text: "Conoce cómo aprendemos: jugando, experimentando, resolviendo retos y creando proyectos.",
    methodology: "Ver la metodología",
    signup: "Crear una cuenta",
  },
};
