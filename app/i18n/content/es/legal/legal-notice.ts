import { EMAIL_LINK, FOUNDATION } from "../../../../../common/contact.ts";
import type { LegalDoc } from "../../types.ts";

export const legalNotice: LegalDoc = {
  title: "Aviso legal",
  intro:
    "Este aviso recoge los datos del titular del sitio web y las condiciones que se aplican a cualquier persona que lo visite, en cumplimiento del artículo 10 de la Ley 34/2002 de servicios de la sociedad de la información y de comercio electrónico (LSSI).",
  updated: "2019-08-14",
  sections: [
    {
      id: "titular",
      heading: "Titular del sitio web",
      blocks: [
        {
          dl: [
            { term: "Titular", desc: FOUNDATION.name },
            { term: "CIF", desc: FOUNDATION.cif },
            { term: "Domicilio", desc: FOUNDATION.address },
            { term: "Registro", desc: `Inscrita en el Registro Estatal de Fundaciones con el número ${FOUNDATION.registry}` },
            { term: "Contacto", desc: EMAIL_LINK },
          ],
        },
      ],
    },
    {
      id: "objeto",
      heading: "Objeto",
      blocks: [
        {
          p: "Este sitio web da a conocer el programa educativo Código Pequeño, que enseña competencias digitales a niñas y niños de 6 a 12 años, y ofrece actividades, recursos y espacios de participación para familias y docentes. Su uso es gratuito.",
        },
        {
          p: "Quien crea una cuenta acepta además las [condiciones generales](route:terms), que regulan las cuentas, las aportaciones y las licencias profesionales.",
        },
      ],
    },
    {
      id: "uso",
      heading: "Condiciones de uso",
      blocks: [
        { p: "Al navegar por el sitio te comprometes a usarlo de forma lícita, respetuosa y conforme a este aviso, y en particular a no:" },
        {
          ul: [
            "Dañar, sobrecargar o impedir el funcionamiento normal del sitio, ni intentar acceder a zonas o datos para los que no tienes permiso.",
            "Introducir virus o cualquier código que pueda causar daños.",
            "Usar los contenidos con fines comerciales sin autorización de la fundación.",
          ],
        },
      ],
    },
    {
      id: "propiedad-intelectual",
      heading: "Propiedad intelectual e industrial",
      blocks: [
        {
          p: `Los textos, ilustraciones, actividades, vídeos, diseño, logotipos y el código del sitio pertenecen a ${FOUNDATION.name} o a terceros que han autorizado su uso, y están protegidos por la legislación de propiedad intelectual e industrial.`,
        },
        {
          p: "Puedes descargar, imprimir y usar las actividades y los materiales en casa o en el aula, sin fines comerciales y citando su procedencia, salvo que el propio material indique otra licencia. Queda prohibida cualquier otra reproducción, distribución o transformación sin autorización por escrito.",
        },
        {
          p: "Las marcas y los nombres de las herramientas y los productos que se citan en las actividades pertenecen a sus titulares; mencionarlos no implica ninguna relación comercial.",
        },
      ],
    },
    {
      id: "enlaces",
      heading: "Enlaces a otros sitios",
      blocks: [
        {
          p: "Algunas actividades enlazan con herramientas y webs de terceros. Las elegimos con cuidado, pero no controlamos su contenido ni sus cambios, por lo que no somos responsables de ellos. Si encuentras un enlace inadecuado, avísanos y lo retiraremos.",
        },
      ],
    },
    {
      id: "responsabilidad",
      heading: "Responsabilidad",
      blocks: [
        {
          p: "Trabajamos para que la información sea correcta y el sitio esté disponible, pero no podemos garantizar que no haya errores ni interrupciones. La fundación no responde de los daños que se deriven de:",
        },
        {
          ul: [
            "Interrupciones por mantenimiento, averías o causas ajenas a la fundación.",
            "El uso de las actividades sin la supervisión adulta que recomiendan, o sin seguir sus instrucciones de seguridad, por ejemplo al montar circuitos o usar herramientas.",
            "Los contenidos que publiquen las personas usuarias, que retiraremos en cuanto tengamos conocimiento de que son ilícitos, según el artículo 16 de la LSSI.",
          ],
        },
      ],
    },
    {
      id: "datos",
      heading: "Protección de datos y cookies",
      blocks: [
        {
          p: "El tratamiento de datos personales se explica en la [política de privacidad](route:privacy), y el uso de cookies en la [política de cookies](route:cookies).",
        },
      ],
    },
    {
      id: "ley",
      heading: "Legislación aplicable y jurisdicción",
      blocks: [
        {
          p: "Este aviso se rige por la legislación española. Para cualquier controversia, las partes se someten a los juzgados y tribunales de Madrid, salvo que la ley reconozca a la persona usuaria el derecho a acudir a los de su domicilio.",
        },
      ],
    },
  ],
};
