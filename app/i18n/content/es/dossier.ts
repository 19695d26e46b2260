import { CHILD_AGE_MAX, CHILD_AGE_MIN } from "../../../../common/constants.ts";

/** The teacher dossier's title and intro (section 2), in Spanish; its sections are in the database (server/db/seed/dossier-faqs/). */
export const dossier = {
  title: "Dossier del docente",
  intro: `La guía del programa para el aula: qué es Código Pequeño, cómo se trabaja con el alumnado de ${CHILD_AGE_MIN} a ${CHILD_AGE_MAX} años, cómo se organizan los itinerarios, los materiales y la evaluación, y qué necesita un centro para ser centro de referencia. Puedes leerlo por partes desde el índice o imprimirlo entero.`,
};
