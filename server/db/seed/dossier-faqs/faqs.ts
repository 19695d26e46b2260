import {
  COMPETENCES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PUPILS_PER_DEVICE,
  REFERENCE_PUPIL_HOURS,
  REFERENCE_TRAINING_HOURS,
} from "../../../../common/constants.ts";
import { EMAIL_LINK } from "../../../../common/contact.ts";
import type { FaqGroup } from "../../../../common/formation.ts";

/** The FAQs of the teachers' area: Spanish only (section 2), so kept outside the es/en content map. */
export const faqs: FaqGroup[] = [
  {
    id: "licencias",
    title: "Licencias y acceso",
    items: [
      {
        id: "que-es-licencia",
        q: "¿Qué es la licencia profesional y para qué la necesito?",
        a: "Es el código que tu centro recibe al inscribirse en el programa. Al añadirla en tu cuenta quedas vinculado a tu centro y tienes acceso al área de docentes: itinerarios, dossier, descargas, evaluación, foro y el resto de secciones de los programas contratados.",
      },
      {
        id: "anadir-licencia",
        q: "¿Cómo añado mi licencia a mi cuenta?",
        a: "Entra en [Mi cuenta](route:profile), en la pestaña de configuración, y usa la opción de añadir una licencia. Un asistente te pedirá el código de licencia (cinco grupos de 8, 4, 4, 4 y 12 caracteres separados por guiones), la provincia, la localidad, el centro y la entidad.",
      },
      {
        id: "licencia-no-valida",
        q: "Me aparece «La licencia no es válida» o «El código de licencia no está disponible». ¿Qué hago?",
        a: "«La licencia no es válida» indica que el código no tiene el formato correcto: revisa que no falte ningún guion ni carácter. «El código de licencia no está disponible» significa que ese código ya lo usa otra persona: cada código es de un solo uso, así que pide a la coordinación de tu centro un código libre.",
      },
      {
        id: "mas-licencias",
        q: "En mi centro hay docentes nuevos. ¿Cómo pedimos más licencias?",
        a: "Usa la [solicitud de licencias](route:license-form): indica cuántas licencias necesitáis, el motivo y los docentes que las usarán, con sus cursos, asignaturas y si han recibido la formación. Antes de enviarla, informa a la dirección del centro.",
      },
      {
        id: "sin-permiso",
        q: "¿Por qué veo «Lo sentimos, no tienes permiso para continuar» en algunas páginas?",
        a: `Las páginas del área de docentes solo están disponibles con una licencia profesional activa. Si ya la has añadido y sigues viendo el mensaje, cierra la sesión y vuelve a entrar; si el problema continúa, escríbenos a ${EMAIL_LINK}.`,
      },
    ],
  },
  {
    id: "itinerarios",
    title: "Itinerarios",
    items: [
      {
        id: "que-es-itinerario",
        q: "¿Qué es un itinerario y por dónde empiezo?",
        a: "Un itinerario es una secuencia de actividades de un programa para un tramo de edad (4-5, 6-8, 9-12 o +12). Empieza por uno de tu tramo, mejor si está marcado como de primer año, y sigue el orden de las actividades: cada una se apoya en la anterior.",
      },
      {
        id: "itinerario-bloqueado",
        q: "¿Por qué algunos itinerarios aparecen bloqueados?",
        a: "Pertenecen a un programa que tu licencia no incluye. Si tu centro quiere incorporarlo, podéis pedirlo con la [solicitud de licencias](route:license-form).",
      },
      {
        id: "sin-ordenadores",
        q: "Tenemos pocos ordenadores. ¿Podemos seguir los itinerarios?",
        a: `Sí. Se trabaja en grupos de hasta ${PUPILS_PER_DEVICE} alumnos por dispositivo con roles que rotan (piloto, copiloto y reportero). Además, muchas actividades tienen versión desenchufada o con tableta: lo verás en las opciones de material de cada actividad.`,
      },
      {
        id: "cuanto-dura",
        q: "¿Cuánto dura un itinerario?",
        a: "Depende del itinerario, pero la mayoría ocupa un trimestre con una sesión semanal de 45 a 60 minutos. Puedes adaptar el ritmo: es mejor terminar bien un reto que correr para completar el itinerario.",
      },
    ],
  },
  {
    id: "materiales",
    title: "Materiales y kits",
    items: [
      {
        id: "placa-no-aparece",
        q: "El ordenador no reconoce la placa del kit de robótica.",
        a: "Casi siempre falta el controlador USB de la placa o el cable solo sirve para cargar. Instala el controlador de tu modelo (uno, zumjunior o zumcore) y prueba con otro cable. La [guía del kit de robótica](route:formation-downloads-ai-robotics) tiene una tabla con los problemas más habituales.",
      },
      {
        id: "piezas-rotas",
        q: "Se ha roto o perdido una pieza del kit. ¿Cómo la repongo?",
        a: "Comunícalo a la coordinación del programa de tu centro con el número de caja y la pieza. Las reposiciones se gestionan por trimestre, así que conviene revisar el inventario al final de cada uno.",
      },
      {
        id: "descargas",
        q: "¿Dónde están las guías y las fichas imprimibles?",
        a: "En las páginas de descargas: [IA y robótica](route:formation-downloads-ai-robotics), [itinerarios con ordenador](route:formation-downloads-pc-itineraries) y [realidad virtual y formación](route:formation-downloads-vr). Cada archivo indica su tipo y su tamaño.",
      },
      {
        id: "realidad-virtual-edad",
        q: "¿Puede usar el alumnado de primaria las gafas de realidad virtual?",
        a: "Los fabricantes suelen fijar una edad mínima de entre 10 y 13 años. En primaria recomendamos experiencias de 360 grados en tableta o pantalla y, como mucho, sesiones muy breves con visor de cartón. La guía de seguridad de la realidad virtual lo explica con detalle.",
      },
    ],
  },
  {
    id: "evaluacion",
    title: "Evaluación",
    items: [
      {
        id: "como-evaluar",
        q: "¿Cómo se evalúa al alumnado?",
        a: "Con una evaluación inicial al empezar el curso y otra final al terminar. El alumnado completa una aventura con preguntas adaptadas a su edad, entrando con la clave de aventura de su aula, y tú ves los resultados del aula por área de competencia.",
      },
      {
        id: "que-tramos",
        q: "¿Qué grupos se pueden evaluar?",
        a: "Los de primaria, en dos tramos: de 6 a 8 años y de 9 a 12. Los tramos de 4-5 y de más de 12 años no se evalúan con esta herramienta.",
      },
      {
        id: "datos-alumnado",
        q: "¿El alumnado tiene que dar su nombre en la evaluación?",
        a: "No. Entran con la clave de aventura del aula y responden sin datos personales. Los resultados se muestran agrupados por aula.",
      },
      {
        id: "aula-repetida",
        q: "Me dice que ya tengo un aula con ese nombre. ¿Por qué?",
        a: "El nombre de un aula no puede repetirse dentro del mismo curso escolar. Usa un nombre distinto (por ejemplo, añade la letra del grupo) o abre el aula que ya creaste.",
      },
    ],
  },
  {
    id: "formacion",
    title: "Formación",
    items: [
      {
        id: "formacion-inicial",
        q: "¿Necesito formación para empezar?",
        a: "No es imprescindible, porque las sesiones están guiadas paso a paso, pero recomendamos la sesión de formación inicial del centro y los cursos en línea del área de docentes. El plan de la sesión está en las [descargas de formación](route:formation-downloads-vr).",
      },
      {
        id: "acceso-formacion",
        q: "Me han dado un código para una formación. ¿Dónde lo introduzco?",
        a: "En la página de acceso a la formación. Si el código no es correcto verás el mensaje «The code is not correct»: revisa mayúsculas, guiones y espacios o pide el código de nuevo a quien organiza la formación.",
      },
      {
        id: "centro-referencia",
        q: "¿Qué necesita mi centro para ser centro de referencia?",
        a: `Al menos ${REFERENCE_PUPIL_HOURS} horas de trabajo del alumnado por curso escolar en las ${COMPETENCES} competencias digitales y al menos ${REFERENCE_TRAINING_HOURS} horas de formación del profesorado al año, además de la evaluación inicial y final y el informe de seguimiento. El [dossier](route:dossier#centros-referencia) explica cómo documentarlo.`,
      },
    ],
  },
  {
    id: "comunidad",
    title: "Foro y comunidad",
    items: [
      {
        id: "foro-moderado",
        q: "¿Por qué mi mensaje del foro no aparece enseguida?",
        a: "El foro, la galería y el tablón están moderados: cada mensaje queda pendiente hasta que el equipo de moderación lo publica. Mientras está pendiente puedes borrarlo; después de moderado, ya no.",
      },
      {
        id: "compartir-fotos",
        q: "¿Puedo compartir fotos de mi clase en la galería?",
        a: "Comparte los resultados (proyectos, montajes, dibujos) mejor que caras. Si aparece alumnado reconocible, necesitas la autorización de sus familias. Los formatos admitidos son JPG, PNG, GIF, AVI y MP4, de hasta 10 MB.",
      },
      {
        id: "otros-centros",
        q: "¿Cómo contacto con docentes de otros centros?",
        a: "En el foro de docentes, donde puedes abrir un tema por categoría, y en las jornadas de intercambio que organiza el programa al final de curso.",
      },
    ],
  },
  {
    id: "cuenta",
    title: "Cuenta",
    items: [
      {
        id: "olvide-contrasena",
        q: "He olvidado mi contraseña.",
        a: "En la página de acceso pulsa «¿Has olvidado tu contraseña?» y escribe tu email: te enviaremos un enlace para crear una nueva. Por seguridad, el mensaje es el mismo tanto si la cuenta existe como si no.",
      },
      {
        id: "cambiar-contrasena",
        q: "¿Cómo cambio mi contraseña?",
        a: `Desde [Mi cuenta](route:profile), en configuración, con la opción de cambiar contraseña. Necesitas la contraseña actual y una nueva de entre ${PASSWORD_MIN_LENGTH} y ${PASSWORD_MAX_LENGTH} caracteres.`,
      },
      {
        id: "cuenta-social",
        q: "Entro con mi cuenta de Google o Microsoft. ¿Puedo desvincularla?",
        a: "Sí, desde la configuración de tu cuenta. Antes tendrás que crear una contraseña, para poder seguir entrando, y confirmar la desvinculación desde el enlace que te enviaremos por email.",
      },
    ],
  },
];
