import { cookies } from "./legal/cookies.ts";
import { legalNotice } from "./legal/legal-notice.ts";
import { privacyClause } from "./legal/privacy-clause.ts";
import { privacy } from "./legal/privacy.ts";
import { terms } from "./legal/terms.ts";

/** The five legal pages, by route name, and the words around them. */
export const legal = {
  ui: {
    updated: "Última actualización:",
    toc: "En esta página",
    questions: "¿Tienes alguna duda?",
    questionsText: "Escríbenos y te responderemos lo antes posible.",
    related: "Otros textos legales",
  },
  docs: {
    privacy,
    "privacy-clause": privacyClause,
    cookies,
    "legal-advice": legalNotice,
    terms,
  },
};
