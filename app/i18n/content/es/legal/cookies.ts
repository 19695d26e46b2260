import { SESSION_DAYS } from "../../../../../common/constants.ts";
import { EMAIL_LINK } from "../../../../../common/contact.ts";
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
                "fontsCached (almacenamiento local)",
                "Recuerda que tu navegador ya tiene el tipo de letra de la plataforma, para usarlo sin hacer esperar a la página. No contiene datos tuyos.",
                "Hasta que borres los datos del navegador",
              ],
              [
                "adventureGroup",
                "Solo en la aventura de la evaluación de aula: permite a un grupo de alumnos seguir donde iba si la página se recarga. Es un código al azar, sin nombres ni datos personales, y no es accesible desde el código de la página.",
                "1 día",
              ],
              [
                "adventure:… (almacenamiento local y caché del navegador)",
                "Solo en la aventura: guarda en el dispositivo las respuestas del grupo hasta que llegan al servidor (si se va la conexión no se pierden), si el sonido está encendido, y una copia de la página de la aventura con sus dibujos para abrirla sin conexión. Sin nombres ni datos personales.",
                "Hasta que las respuestas se envían; el resto, hasta que borres los datos del navegador",
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
          p: "Hoy esta categoría no instala ninguna cookie ni carga ninguna herramienta de analítica. Si algún día la usamos, lo contaremos aquí antes de pedirte permiso.",
        },
      ],
    },
    {
      id: "marketing",
      heading: "Medición propia del uso (con tu consentimiento de marketing)",
      blocks: [
        {
          p: "Si aceptas las cookies de marketing, la web mide cómo se usa, por su cuenta y en los servidores del programa: no instala cookies para ello, no carga nada de plataformas publicitarias ni de otras empresas, y ningún tercero recibe estos datos. Nunca los usamos para mostrar publicidad.",
        },
        {
          table: {
            caption: "Qué se guarda para medir el uso",
            head: ["Dato", "Dónde y para qué", "Duración"],
            rows: [
              [
                "Identificador de sesión",
                "Un código al azar en el almacenamiento de sesión del navegador (sessionStorage): une las páginas vistas en una misma sesión sin saber quién eres.",
                "Hasta que cierras la pestaña o el navegador",
              ],
              [
                "Pantallas visitadas",
                "En el mismo almacenamiento, la lista de pantallas que ya has abierto en la sesión, para contar cada visita una sola vez.",
                "Hasta que cierras la pestaña o el navegador",
              ],
              [
                "Eventos de uso",
                "En la base de datos del programa: el inicio de la sesión, cada página vista (su dirección, sin parámetros de búsqueda ni códigos privados), la primera visita a cada pantalla y si seguías en ella a los 1, 10, 30 y 50 segundos, con la fecha y el identificador de sesión, y si quien navega tiene licencia (premium) o no (abierto). No se guarda tu cuenta, tu nombre ni tu dirección IP.",
                "Sin plazo fijo por ahora; solo se consultan como cifras por semana",
              ],
            ],
          },
        },
        {
          p: "Si retiras el consentimiento en la configuración de cookies, la medición se detiene en ese mismo momento, y el servidor rechaza cualquier evento que le llegue sin él.",
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
