import { CHILD_AGE_MAX, CHILD_AGE_MIN } from "../../../../common/constants.ts";

/** The teacher dossier's title and intro (section 2), in English; its sections are in the database (server/db/seed/dossier-faqs/). */
export const dossier = {
  title: "Teacher dossier",
  intro: `The programme's classroom guide: what Código Pequeño is, how to work with pupils aged ${CHILD_AGE_MIN} to ${CHILD_AGE_MAX}, how itineraries, materials and assessment are organised, and what a school needs to become a reference centre. Read it section by section from the contents or print it whole.`,
};
