import { MIN_ACCOUNT_AGE } from "../../../../../common/constants.ts";
import { AEPD_LINK, EMAIL_LINK, FOUNDATION } from "../../../../../common/contact.ts";
import type { LegalDoc } from "../../types.ts";

export const privacy: LegalDoc = {
  title: "Política de privacidad",
  intro: `En ${FOUNDATION.name} nos tomamos muy en serio la privacidad, y más cuando al otro lado hay niñas y niños. Esta política explica, con el mayor detalle y claridad posibles, qué datos personales tratamos en la plataforma Código Pequeño, para qué, durante cuánto tiempo y qué derechos tienes, conforme al Reglamento (UE) 2016/679 (RGPD) y a la Ley Orgánica 3/2018 de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).`,
  updated: "2019-08-14",
  sections: [
    {
      id: "responsable",
      heading: "Responsable del tratamiento",
      blocks: [
        {
          dl: [
            { term: "Responsable", desc: FOUNDATION.name },
            { term: "CIF", desc: FOUNDATION.cif },
            { term: "Domicilio", desc: FOUNDATION.address },
            { term: "Correo electrónico", desc: EMAIL_LINK },
          ],
        },
        {
          p: `Para cualquier cuestión sobre protección de datos, incluida la comunicación con nuestra persona delegada de protección de datos, escríbenos a ${EMAIL_LINK} indicando «Protección de datos» en el asunto.`,
        },
      ],
    },
    {
      id: "datos",
      heading: "Qué datos tratamos",
      blocks: [
        { p: "Solo pedimos los datos necesarios para cada función. No pedimos datos del alumnado que permitan identificarlo." },
        {
          ul: [
            "**Datos de la cuenta:** correo electrónico, nombre, apellidos, fecha de nacimiento y contraseña (que guardamos cifrada de forma irreversible). De forma voluntaria: género, provincia e imagen de perfil.",
            "**Datos de la licencia profesional** (solo docentes de centros adscritos): código de licencia, centro educativo, entidad u organización, provincia y localidad.",
            "**Cuentas vinculadas:** si accedes con Google o Microsoft, recibimos de ese proveedor tu identificador, tu correo electrónico y tu nombre. Nunca recibimos tu contraseña.",
            "**Uso de la plataforma:** actividades favoritas, hechas y valoradas, comentarios, cursos y su progreso, e itinerarios consultados.",
            "**Aportaciones:** mensajes del foro, publicaciones de la galería y anuncios del tablón, con las imágenes que adjuntes (las volvemos a codificar y les quitamos los metadatos, como la ubicación).",
            "**Evaluación de aula e informes de seguimiento:** respuestas del alumnado asociadas a un aula y a una clave, sin nombres ni apellidos, y datos agregados del centro.",
            "**Datos técnicos:** dirección IP, tipo de navegador y registros de acceso necesarios para la seguridad, y las cookies descritas en la [política de cookies](route:cookies).",
          ],
        },
      ],
    },
    {
      id: "finalidades",
      heading: "Para qué los usamos y con qué base jurídica",
      blocks: [
        {
          table: {
            caption: "Finalidades del tratamiento y su base jurídica",
            head: ["Finalidad", "Base jurídica (RGPD)"],
            rows: [
              [
                "Crear y gestionar tu cuenta, y permitir el acceso con Google o Microsoft",
                "Ejecución de las condiciones de uso que aceptas (art. 6.1.b)",
              ],
              [
                "Dar acceso al área de aula a docentes con licencia de un centro adscrito",
                "Ejecución del acuerdo con el centro y de las condiciones de uso (art. 6.1.b)",
              ],
              [
                "Guardar tus favoritas, actividades hechas, valoraciones, cursos y progreso",
                "Ejecución de las condiciones de uso (art. 6.1.b)",
              ],
              [
                "Publicar y moderar el foro, la galería, el tablón y los comentarios",
                "Ejecución de las condiciones de uso e interés legítimo en mantener un espacio seguro (art. 6.1.b y 6.1.f)",
              ],
              [
                "Evaluar el programa en el aula y elaborar informes de seguimiento y de centros de referencia",
                "Interés legítimo en mejorar un programa educativo sin ánimo de lucro, con datos seudonimizados o agregados (art. 6.1.f)",
              ],
              ["Enviarte avisos y novedades del programa", "Tu consentimiento, que puedes retirar en cualquier momento (art. 6.1.a)"],
              [
                "Medir el uso de la web y la difusión de campañas mediante cookies no necesarias",
                "Tu consentimiento (art. 6.1.a y art. 22.2 LSSI)",
              ],
              ["Proteger la plataforma frente a accesos no autorizados y abusos", "Interés legítimo en la seguridad (art. 6.1.f)"],
              ["Atender solicitudes y cumplir obligaciones legales", "Obligación legal (art. 6.1.c)"],
            ],
          },
        },
        {
          p: "No tomamos decisiones automatizadas con efectos jurídicos sobre ninguna persona ni elaboramos perfiles con fines publicitarios.",
        },
      ],
    },
    {
      id: "menores",
      heading: "Menores de edad",
      blocks: [
        {
          p: `Código Pequeño está pensado para niñas y niños de 6 a 12 años, pero **solo las personas de ${MIN_ACCOUNT_AGE} años o más pueden crear una cuenta**, como permite el artículo 7 de la LOPDGDD. Por eso pedimos la fecha de nacimiento al registrarse.`,
        },
        {
          ul: [
            "Las niñas y los niños usan las actividades acompañados de su familia o de su docente, que es quien tiene la cuenta.",
            "Si descubrimos que una cuenta pertenece a una persona menor de 14 años, la eliminaremos junto con sus datos.",
            "En el aula no pedimos nombres del alumnado: la evaluación se hace con una clave de aula.",
            "Las imágenes que se comparten en la galería no deben mostrar caras de menores ni datos que permitan identificarlos.",
          ],
        },
      ],
    },
    {
      id: "conservacion",
      heading: "Cuánto tiempo los conservamos",
      blocks: [
        {
          ul: [
            "**Datos de la cuenta y de uso:** mientras la cuenta esté activa. Puedes borrarla cuando quieras desde Mi cuenta.",
            "**Licencia profesional:** mientras el centro siga adscrito al programa y tu licencia esté vigente.",
            "**Aportaciones públicas:** hasta que las borres, las retire la moderación o se borre tu cuenta.",
            "**Datos de evaluación e informes:** cinco cursos escolares como máximo, y después solo en forma agregada y anónima.",
            "**Registros de seguridad:** doce meses.",
            "**Consentimiento para avisos:** hasta que lo retires.",
          ],
        },
        {
          p: "Al terminar esos plazos, los datos se bloquean durante el tiempo en que puedan exigirse responsabilidades legales (artículo 32 de la LOPDGDD) y después se suprimen.",
        },
      ],
    },
    {
      id: "destinatarios",
      heading: "Con quién los compartimos",
      blocks: [
        { p: "No vendemos ni alquilamos datos personales. Solo acceden a ellos:" },
        {
          ul: [
            "Proveedores que nos prestan servicios de alojamiento, correo electrónico y soporte técnico, como encargados del tratamiento, con un contrato que les obliga a tratarlos solo siguiendo nuestras instrucciones (artículo 28 del RGPD).",
            "Google o Microsoft, solo si decides vincular tu cuenta con ellos.",
            "Las administraciones educativas y entidades que colaboran con el programa, únicamente con datos agregados de los centros.",
            "Jueces, tribunales y autoridades, cuando una ley nos obligue.",
          ],
        },
        {
          p: "Alojamos la plataforma en la Unión Europea. Si algún proveedor tratara datos fuera del Espacio Económico Europeo, lo hará con las garantías del capítulo V del RGPD, como las cláusulas contractuales tipo de la Comisión Europea.",
        },
      ],
    },
    {
      id: "derechos",
      heading: "Tus derechos y cómo ejercerlos",
      blocks: [
        { p: "Puedes ejercer en cualquier momento, de forma gratuita, los derechos de:" },
        {
          ul: [
            "**Acceso:** saber qué datos tuyos tratamos.",
            "**Rectificación:** corregir datos inexactos o incompletos.",
            "**Supresión:** pedir que borremos tus datos.",
            "**Oposición y limitación:** pedir que dejemos de tratarlos o que los conservemos sin usarlos.",
            "**Portabilidad:** recibir tus datos en un formato estructurado y de uso común.",
            "**Retirar tu consentimiento**, sin que ello afecte a los tratamientos anteriores.",
          ],
        },
        {
          p: `Muchos de ellos puedes ejercerlos tú mismo desde Mi cuenta: editar tus datos, cambiar los avisos o borrar la cuenta. Para el resto, escríbenos a ${EMAIL_LINK} o por correo postal a ${FOUNDATION.address}, indicando el derecho que ejerces. Si no podemos confirmar tu identidad, te pediremos algún dato adicional. Responderemos en el plazo de un mes.`,
        },
        { p: "Las madres, los padres o tutores legales pueden ejercer estos derechos en nombre de menores de 14 años." },
      ],
    },
    {
      id: "reclamaciones",
      heading: "Reclamaciones ante la AEPD",
      blocks: [
        {
          p: `Si consideras que no hemos tratado bien tus datos, puedes presentar una reclamación ante la Agencia Española de Protección de Datos (AEPD), C/ Jorge Juan 6, 28001 Madrid, ${AEPD_LINK}. Te agradeceremos que antes nos escribas para intentar resolverlo.`,
        },
      ],
    },
    {
      id: "seguridad",
      heading: "Seguridad",
      blocks: [
        {
          p: "Aplicamos medidas técnicas y organizativas adecuadas al riesgo: conexiones cifradas, contraseñas guardadas con funciones de cifrado irreversibles, acceso restringido al personal que lo necesita, copias de seguridad y revisión periódica de los permisos. En ordenadores compartidos del aula, recuerda cerrar la sesión al terminar.",
        },
      ],
    },
    {
      id: "cambios",
      heading: "Cambios en esta política",
      blocks: [
        {
          p: "Si cambiamos esta política de forma importante, lo anunciaremos en la plataforma y, si tienes cuenta, te lo comunicaremos por correo electrónico antes de que el cambio se aplique.",
        },
      ],
    },
  ],
};
