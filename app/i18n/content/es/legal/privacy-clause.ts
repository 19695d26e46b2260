import { MIN_ACCOUNT_AGE } from "../../../../../common/constants.ts";
import { EMAIL_LINK, FOUNDATION } from "../../../../../common/contact.ts";
import type { LegalDoc } from "../../types.ts";

export const privacyClause: LegalDoc = {
  title: "Cláusula de privacidad",
  intro:
    "Esta es la información básica sobre protección de datos que acompaña a los formularios de Código Pequeño (registro, licencia profesional, solicitudes y superretos). Es la primera capa de información: el detalle completo está en la política de privacidad.",
  updated: "2019-08-14",
  sections: [
    {
      id: "informacion-basica",
      heading: "Información básica sobre protección de datos",
      blocks: [
        {
          dl: [
            { term: "Responsable", desc: `${FOUNDATION.name}, CIF ${FOUNDATION.cif}, ${FOUNDATION.address}.` },
            {
              term: "Finalidad",
              desc: "Gestionar tu cuenta y tu participación en el programa: actividades, licencias de docentes, formación, comunidad moderada, evaluación de aula y, si lo aceptas, el envío de avisos y novedades.",
            },
            {
              term: "Legitimación",
              desc: "Ejecución de las condiciones de uso que aceptas, interés legítimo en la seguridad y la mejora del programa, y tu consentimiento para los avisos, que puedes retirar cuando quieras.",
            },
            {
              term: "Destinatarios",
              desc: "No cedemos tus datos a terceros salvo obligación legal. Nos ayudan proveedores tecnológicos, como encargados del tratamiento, con servidores en la Unión Europea.",
            },
            {
              term: "Derechos",
              desc: `Acceso, rectificación, supresión, oposición, limitación y portabilidad, escribiendo a ${EMAIL_LINK}. También puedes reclamar ante la Agencia Española de Protección de Datos.`,
            },
            { term: "Más información", desc: "En nuestra [política de privacidad](route:privacy)." },
          ],
        },
      ],
    },
    {
      id: "edad",
      heading: "Edad mínima",
      blocks: [
        {
          p: `Para crear una cuenta tienes que tener al menos ${MIN_ACCOUNT_AGE} años. Si eres más pequeño o pequeña, pide a una persona adulta de tu familia o a tu docente que te acompañe: podéis hacer juntos muchas actividades sin registraros.`,
        },
      ],
    },
    {
      id: "aceptacion",
      heading: "Qué aceptas al marcar la casilla",
      blocks: [
        {
          ul: [
            "Al marcar «He leído y acepto la política de privacidad», confirmas que conoces cómo tratamos tus datos y que tienes la edad mínima.",
            "La casilla de avisos es opcional: si no la marcas, solo te escribiremos para asuntos de tu cuenta, como recuperar la contraseña.",
            "Los datos marcados como obligatorios son necesarios para prestarte el servicio; sin ellos no podemos crear la cuenta.",
          ],
        },
      ],
    },
  ],
};
