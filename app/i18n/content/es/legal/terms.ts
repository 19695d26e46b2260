import {
  MIN_ACCOUNT_AGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RATING_MAX,
  RATING_MIN,
  UPLOAD_MAX_BYTES,
} from "../../../../../common/constants.ts";
import { EMAIL_LINK, FOUNDATION } from "../../../../../common/contact.ts";
import type { LegalDoc } from "../../types.ts";

const MB = UPLOAD_MAX_BYTES / (1024 * 1024);

export const terms: LegalDoc = {
  title: "Condiciones generales",
  intro: `Estas condiciones regulan el uso de la plataforma Código Pequeño, de ${FOUNDATION.name}, por parte de las personas que crean una cuenta. Léelas con calma: al registrarte declaras que las aceptas.`,
  updated: "2019-08-14",
  sections: [
    {
      id: "objeto",
      heading: "Objeto y aceptación",
      blocks: [
        {
          p: "La plataforma ofrece de forma gratuita actividades para aprender competencias digitales, recursos para familias y docentes y, para los centros adscritos al programa, un área de aula con licencia. Estas condiciones completan el [aviso legal](route:legal-advice) y la [política de privacidad](route:privacy).",
        },
      ],
    },
    {
      id: "cuentas",
      heading: "Cuentas",
      blocks: [
        {
          ul: [
            `Solo pueden crear una cuenta las personas de **${MIN_ACCOUNT_AGE} años o más**. Las niñas y los niños participan con una persona adulta.`,
            "Cada cuenta es personal: los datos deben ser verdaderos y estar actualizados.",
            `La contraseña debe tener entre ${PASSWORD_MIN_LENGTH} y ${PASSWORD_MAX_LENGTH} caracteres. Guárdala en secreto y cierra la sesión al terminar en los ordenadores compartidos del aula.`,
            "Puedes vincular tu cuenta con Google o Microsoft para entrar sin contraseña, y desvincularlas cuando quieras.",
            `Si crees que alguien ha usado tu cuenta, cambia la contraseña y escríbenos a ${EMAIL_LINK}.`,
          ],
        },
      ],
    },
    {
      id: "uso-aceptable",
      heading: "Uso aceptable",
      blocks: [
        {
          p: "La plataforma es un espacio educativo en el que participan familias, docentes y, a través de ellos, niñas y niños. Por eso no está permitido:",
        },
        {
          ul: [
            "Publicar contenidos ofensivos, violentos, discriminatorios, sexuales o que inciten al odio o al acoso.",
            "Compartir datos personales o imágenes en las que se pueda reconocer a menores, o a otras personas sin su permiso.",
            "Hacer publicidad, spam o promoción comercial.",
            "Suplantar a otra persona o compartir tu licencia profesional.",
            "Publicar contenidos que infrinjan derechos de autor u otros derechos de terceros.",
            "Intentar acceder a datos o áreas sin autorización, o alterar el funcionamiento de la plataforma.",
          ],
        },
      ],
    },
    {
      id: "aportaciones",
      heading: "Aportaciones y moderación",
      blocks: [
        {
          p: `El foro, la galería de resultados y el tablón de anuncios del área de aula, así como los comentarios y las valoraciones (de ${RATING_MIN} a ${RATING_MAX}) de las actividades, están moderados por el equipo de la fundación.`,
        },
        {
          ul: [
            "La moderación puede revisar, rechazar o retirar cualquier aportación contraria a estas condiciones, e informará del motivo a su autor o autora.",
            `Las imágenes pueden pesar hasta ${MB} MB; las volvemos a codificar y les quitamos los metadatos.`,
            "Puedes borrar tus aportaciones mientras no hayan sido moderadas; después, pídenoslo por correo.",
            "Conservas los derechos sobre lo que publicas y autorizas a la fundación a mostrarlo, sin ánimo de lucro, dentro de la plataforma y en la difusión del programa, citando al centro o a su autor o autora.",
          ],
        },
        { p: `Si ves algo inadecuado, avísanos a ${EMAIL_LINK}.` },
      ],
    },
    {
      id: "licencias",
      heading: "Licencias para docentes de centros adscritos",
      blocks: [
        {
          p: "Los centros educativos y entidades adscritos al programa reciben licencias profesionales para su profesorado. Cada licencia:",
        },
        {
          ul: [
            "Es personal e intransferible y se asocia a una cuenta, al centro, a la entidad y a la provincia que indiques al añadirla en Mi cuenta.",
            "Da acceso al área de aula: itinerarios por edades, dossier, cursos, preguntas frecuentes, foro, galería, tablón, evaluación de aula, informes de seguimiento y descargas de formación.",
            "Permite usar los materiales solo con el alumnado del centro y sin fines comerciales.",
            "Está vigente mientras el centro siga adscrito al programa. El centro puede pedir licencias adicionales desde el formulario de licencias.",
          ],
        },
      ],
    },
    {
      id: "disponibilidad",
      heading: "Disponibilidad y cambios del servicio",
      blocks: [
        {
          p: "Podemos añadir, cambiar o retirar actividades y funciones para mejorar el programa. Avisaremos con antelación de los cambios que afecten al área de aula durante el curso escolar.",
        },
      ],
    },
    {
      id: "baja",
      heading: "Baja y suspensión",
      blocks: [
        {
          p: "Puedes borrar tu cuenta cuando quieras desde Mi cuenta; se eliminarán tus datos personales en los plazos de la política de privacidad.",
        },
        {
          p: "La fundación puede suspender o cancelar una cuenta o una licencia si se incumplen gravemente estas condiciones, si la licencia se comparte o si el centro deja de estar adscrito, informando antes a la persona titular salvo que haya un riesgo para menores.",
        },
      ],
    },
    {
      id: "cambios",
      heading: "Cambios en estas condiciones",
      blocks: [
        {
          p: "Si modificamos estas condiciones, te avisaremos en la plataforma o por correo electrónico. Si no estás de acuerdo con los cambios, puedes borrar tu cuenta.",
        },
      ],
    },
    {
      id: "ley",
      heading: "Ley aplicable",
      blocks: [
        {
          p: "Estas condiciones se rigen por la legislación española, sin perjuicio de los derechos que la normativa de consumidores reconozca a la persona usuaria.",
        },
      ],
    },
  ],
};
