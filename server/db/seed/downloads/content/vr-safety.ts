import type { PdfDoc } from "../pdf.ts";

/** The virtual reality safety guide (VR and formation page). */
export const vrSafetyGuide: PdfDoc = {
  kicker: "Guía del docente · Realidad virtual",
  title: "Guía de seguridad de la realidad virtual",
  subtitle: "Cómo usar visores y experiencias de 360 grados con alumnado de primaria de forma segura.",
  subject: "Uso seguro de la realidad virtual en el aula",
  sections: [
    {
      heading: "1. Antes de empezar: edad y formato",
      blocks: [
        {
          p: "La mayoría de fabricantes de visores de realidad virtual fijan una edad mínima de uso de entre 10 y 13 años. Por eso, en primaria el programa propone sobre todo experiencias de 360 grados en tableta o en la pantalla de la clase, y visores de cartón con un teléfono de la escuela para sesiones muy breves.",
        },
        {
          table: {
            head: ["Edad", "Formato recomendado", "Tiempo máximo seguido"],
            widths: [2, 5, 3],
            rows: [
              ["6-8 años", "Vídeo y fotos 360 en pantalla o tableta, moviendo el dispositivo", "10 minutos"],
              ["9-12 años", "Tableta 360 o visor de cartón sin correa, sujetado con las manos", "5-10 minutos, con descanso"],
              ["Más de 12", "Visor autónomo, si el fabricante lo permite para esa edad", "15-20 minutos, con descanso"],
            ],
          },
        },
        {
          note: "Informad a las familias antes de la primera sesión y ofreced siempre una alternativa en pantalla a quien no quiera o no pueda usar el visor.",
        },
      ],
    },
    {
      heading: "2. Preparar el espacio",
      blocks: [
        {
          ul: [
            "Delimitad una zona despejada de al menos 2 × 2 metros por visor, lejos de mesas, esquinas y ventanas.",
            "La persona que lleva el visor está siempre sentada en una silla giratoria sin ruedas o de pie dentro de la zona marcada.",
            "Una compañera o compañero hace de «guardián»: vigila el espacio y avisa si hay un obstáculo.",
            "Colgad el cartel de la zona de realidad virtual con las normas a la vista.",
          ],
        },
      ],
    },
    {
      heading: "3. Higiene de los visores",
      blocks: [
        {
          ol: [
            "Limpiad la espuma y las partes que tocan la cara con toallitas sin alcohol entre cada uso.",
            "Limpiad las lentes solo con un paño de microfibra seco; nunca con líquidos.",
            "Usad protectores faciales desechables o lavables si el visor los admite.",
            "No compartáis el visor con alumnado que tenga una infección ocular o conjuntivitis.",
          ],
        },
      ],
    },
    {
      heading: "4. Señales de malestar",
      blocks: [
        {
          p: "Algunas personas notan mareo en realidad virtual, sobre todo en experiencias con movimiento. Acordad con la clase una señal (levantar la mano) para quitarse el visor en cualquier momento, sin tener que explicar por qué.",
        },
        {
          ul: [
            "Señales a vigilar: palidez, sudor, bostezos repetidos, ojos llorosos, pérdida de equilibrio.",
            "Si aparecen: quitar el visor, sentarse, mirar un punto fijo lejano y beber agua. No volver a usar el visor esa sesión.",
            "Evitad experiencias con desplazamiento rápido, montañas rusas o giros de cámara que no controla quien lleva el visor.",
          ],
        },
      ],
    },
    {
      heading: "5. Inclusión y accesibilidad",
      blocks: [
        {
          ul: [
            "Proyectad lo que ve la persona con el visor para que el grupo participe y pueda describirlo.",
            "Alumnado con epilepsia fotosensible, problemas de visión binocular o vértigo: consultad con la familia y usad la versión en pantalla.",
            "Quien lleve gafas graduadas puede usar visores con espaciador o la versión en tableta.",
          ],
        },
      ],
    },
    {
      heading: "6. Privacidad",
      blocks: [
        {
          p: "Usad cuentas del centro, nunca cuentas personales del alumnado. Desactivad las funciones sociales, el chat de voz y la grabación. Al terminar el curso, restableced los dispositivos y borrad cualquier dato guardado.",
        },
      ],
    },
  ],
};
