import type { Strings } from "../../types.ts";
import type { legal as es } from "../es/legal.ts";
import { cookies } from "./legal/cookies.ts";
import { legalNotice } from "./legal/legal-notice.ts";
import { privacyClause } from "./legal/privacy-clause.ts";
import { privacy } from "./legal/privacy.ts";
import { terms } from "./legal/terms.ts";

export const legal: Strings<typeof es> = {
  ui: {
    updated: "Last updated:",
    toc: "On this page",
    questions: "Any questions?",
    questionsText: "Write to us and we will get back to you as soon as we can.",
    related: "Other legal texts",
  },
  docs: {
    privacy,
    "privacy-clause": privacyClause,
    cookies,
    "legal-advice": legalNotice,
    terms,
  },
};
