import { SESSION_DAYS } from "../../../../../common/constants.ts";
import { EMAIL_LINK } from "../../contact.ts";
import type { LegalDoc } from "../../types.ts";

export const cookies: LegalDoc = {
  title: "Política de cookies",
  intro:
    "Aquí te contamos qué cookies usa Código Pequeño, para qué sirve cada una, cuánto duran y cómo puedes cambiar tu elección en cualquier momento, conforme al artículo 22.2 de la Ley 34/2002 de servicios de la sociedad de la información (LSSI) y al RGPD.",
  updated: "2019-08-14",
  sections: [
    {
      id: "que-son",
      heading: "Qué son las cookies",
      blocks: [
        {
          p: "Las cookies son pequeños archivos que una web guarda en tu navegador para recordar información entre una página y otra, como que has iniciado sesión o el idioma que prefieres. Algunas son imprescindibles para que la web funcione; otras solo sirven para medir o hacer publicidad, y esas solo las usamos si nos das permiso.",
        },
      ],
    },
    {
      id: "necesarias",
      heading: "Cookies necesarias",
      blocks: [
        {
          p: "Son nuestras (de primera parte), no sirven para seguirte por otras webs y no necesitan tu consentimiento porque sin ellas la plataforma no podría funcionar.",
        },
        {
          table: {
            caption: "Cookies necesarias de Código Pequeño",
            head: ["Cookie", "Para qué sirve", "Duración"],
            rows: [
              [
                "token",
                "Mantiene tu sesión iniciada de forma segura. No es accesible desde el código de la página.",
                `${SESSION_DAYS} días, o hasta que cierres la sesión`,
              ],
              [
                "language",
                "Recuerda el idioma que has elegido (español o inglés). También se guarda en el almacenamiento local del navegador.",
                "1 año",
              ],
              ["hideDataBanner", "Recuerda que has cerrado el aviso que invita a completar tus datos personales.", "1 año"],
              ["cookieConsent", "Guarda tu elección sobre las cookies de analítica y de marketing, para no volver a preguntarte.", "1 año"],
              [
                "adventureGroup",
                "Solo en la aventura de la evaluación de aula: permite a un grupo de alumnos seguir donde iba si la página se recarga. Es un código al azar, sin nombres ni datos personales, y no es accesible desde el código de la página.",
                "1 día",
              ],
            ],
          },
        },
      ],
    },
    {
      id: "analitica",
      heading: "Cookies de analítica (solo con tu consentimiento)",
      blocks: [
        {
          p: "Nos permiten saber, de forma agregada, cuántas personas visitan la web, qué actividades se usan más y cuánto tiempo se pasa en cada página, para mejorar el programa. No se instalan hasta que las aceptas, y los datos no se usan para identificarte.",
        },
      ],
    },
    {
      id: "marketing",
      heading: "Cookies de marketing de terceros (solo con tu consentimiento)",
      blocks: [
        {
          p: "Las instalan plataformas publicitarias externas cuando la fundación difunde el programa en campañas, y nos sirven para saber si esas campañas llegan a familias y docentes. Mientras no las aceptes, la web no carga ningún recurso de esas plataformas, y nunca las usamos para mostrar publicidad a niñas y niños.",
        },
        {
          table: {
            caption: "Cookies publicitarias de terceros",
            head: ["Cookie", "Para qué sirve", "Duración"],
            rows: [
              ["Medición de campañas", "Cuenta las visitas que llegan desde un anuncio de la fundación.", "1 mes"],
              ["Atribución de conversiones", "Registra si tras ver un anuncio alguien se ha registrado en el programa.", "60 días"],
            ],
          },
        },
        {
          p: "Estas empresas tratan la información como responsables según sus propias políticas de privacidad, y pueden transferirla fuera del Espacio Económico Europeo con las garantías que exige el RGPD.",
        },
      ],
    },
    {
      id: "cambiar",
      heading: "Cómo aceptar, rechazar o cambiar tu elección",
      blocks: [
        {
          p: "La primera vez que entras te preguntamos qué cookies aceptas; rechazarlas es igual de fácil que aceptarlas. Puedes cambiar de opinión cuando quieras en la [configuración de cookies](#cookie-settings) que encontrarás al final de esta página, o desde el enlace «Configurar cookies» del pie de página.",
        },
        {
          p: "También puedes borrar o bloquear las cookies desde las opciones de tu navegador. Si bloqueas las necesarias, no podrás iniciar sesión.",
        },
      ],
    },
    {
      id: "mas-informacion",
      heading: "Más información",
      blocks: [
        {
          p: `Para saber cómo tratamos tus datos personales, consulta la [política de privacidad](route:privacy). Si tienes dudas sobre las cookies, escríbenos a ${EMAIL_LINK}.`,
        },
      ],
    },
  ],
};
