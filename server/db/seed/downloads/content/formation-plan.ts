import { COMPETENCES, PUPILS_PER_DEVICE, REFERENCE_PUPIL_HOURS, REFERENCE_TRAINING_HOURS } from "../../../../../common/constants.ts";
import type { PdfDoc } from "../pdf.ts";

/** The plan of a teacher training session and of the year's training (VR and formation page). */
export const formationPlan: PdfDoc = {
  kicker: "Formación del profesorado",
  title: "Plan de la sesión de formación docente",
  subtitle: "Una sesión presencial de tres horas para empezar el programa en el centro, y su lugar en el plan anual de formación.",
  subject: "Guion de la sesión de formación inicial del profesorado",
  sections: [
    {
      heading: "1. A quién va dirigida",
      blocks: [
        {
          p: "Al claustro de un centro que empieza el programa o que incorpora docentes nuevos. No hace falta experiencia previa en programación ni en robótica. Lo ideal son grupos de 8 a 20 docentes, con un ordenador o una tableta por cada dos o tres personas, igual que trabajará después el alumnado.",
        },
      ],
    },
    {
      heading: "2. Objetivos",
      blocks: [
        {
          ul: [
            "Conocer la metodología del programa: aprender jugando, experimentando, con retos y con proyectos.",
            "Vivir como alumnado una sesión completa de un itinerario, con sus cinco momentos.",
            `Organizar el aula con grupos de hasta ${PUPILS_PER_DEVICE} por dispositivo y roles rotativos.`,
            "Conocer el área de docentes: itinerarios, dossier, evaluación de aula, foro y descargas.",
            "Planificar las primeras sesiones del trimestre.",
          ],
        },
      ],
    },
    {
      heading: "3. Guion de la sesión",
      blocks: [
        {
          table: {
            head: ["Tiempo", "Bloque", "Qué se hace", "Materiales"],
            widths: [1.3, 2, 5, 2.5],
            rows: [
              [
                "0:00-0:20",
                "Bienvenida",
                "Presentación del programa y de la ruta del curso. Cada docente comparte una expectativa y una preocupación.",
                "Presentación, pósits",
              ],
              [
                "0:20-1:10",
                "Sesión modelo",
                "El grupo vive como alumnado una actividad de un itinerario de 6-8 o 9-12, con roles de piloto, copiloto y reportero.",
                "Kits o tabletas, ficha de la actividad",
              ],
              ["1:10-1:30", "Reflexión", "¿Qué ha hecho el docente en cada momento? ¿Qué haríais distinto con vuestro grupo?", "Pizarra"],
              ["1:30-1:45", "Descanso", "", ""],
              [
                "1:45-2:25",
                "El área de docentes",
                "Recorrido guiado: itinerarios por edad, dossier, evaluación inicial y final, foro y descargas.",
                "Ordenadores con cuenta y licencia",
              ],
              [
                "2:25-2:50",
                "Planificación",
                "Por ciclos, eligen itinerario y calendario de las primeras cuatro sesiones.",
                "Plantilla de planificación",
              ],
              ["2:50-3:00", "Cierre", "Dudas, próximos pasos y registro de horas de formación.", "Registro de asistencia"],
            ],
          },
        },
      ],
    },
    {
      heading: "4. El plan anual de formación",
      blocks: [
        {
          p: `Los centros de referencia del programa dedican al menos ${REFERENCE_TRAINING_HOURS} horas al año a la formación de su profesorado, y su alumnado trabaja al menos ${REFERENCE_PUPIL_HOURS} horas por curso escolar en las ${COMPETENCES} competencias digitales. Esta es una propuesta para repartir las horas de formación:`,
        },
        {
          table: {
            head: ["Momento", "Formato", "Horas"],
            widths: [3, 5, 1],
            rows: [
              ["Septiembre-octubre", "Sesión de formación inicial (esta guía)", "3"],
              ["Primer trimestre", "Curso en línea de metodología y ciudadanía digital, con cuestionarios", "5"],
              ["Segundo trimestre", "Taller de robótica o de inteligencia artificial con el kit", "3"],
              ["Todo el curso", "Seminario del centro: preparar, observar y comentar sesiones", "3"],
              ["Mayo-junio", "Jornada de intercambio con otros centros y evaluación final", "2"],
            ],
          },
        },
        {
          note: "Anotad cada sesión en el registro de horas de formación (hoja de cálculo de esta misma página): os servirá para la acreditación como centro de referencia.",
        },
      ],
    },
    {
      heading: "5. Después de la sesión",
      blocks: [
        {
          ol: [
            "Cada docente añade su licencia profesional en su cuenta, si aún no lo ha hecho.",
            "Realizad con cada grupo la evaluación inicial antes de empezar los itinerarios.",
            "Compartid en el foro la primera sesión que hagáis: qué funcionó y qué cambiaríais.",
          ],
        },
      ],
    },
  ],
};
