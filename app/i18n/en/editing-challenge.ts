import type { challengeEditing as es } from "../es/editing-challenge.ts";
import type { Strings } from "../types.ts";

/** The super-challenges' editions editor (issue 18, decision 042): the foundation's staff change dates and limits, open the next edition. */
export const challengeEditing: Strings<typeof es> = {
  title: "Super-challenge editions",
  lead: "Each edition's dates and limits. Changes show on the super-challenges' pages as soon as they are saved. Times are Madrid's; a deadline's last day is open to its end.",
  kinds: { teacher: "Teachers' super-challenge", europe: "European super-challenge" },
  create: "Open the next edition",
  createTitle: "New edition: {{kind}}",
  editTitle: "{{kind}} {{edition}}",
  saved: "Edition saved.",
  save: "Save",
  empty: "There are no editions.",
  back: "Back to the editions",
  columns: { edition: "Edition", stage: "Stage now", opensAt: "Opens", deadline: "Last day", limits: "Limits" },
  stages: {
    comingSoon: "Coming soon",
    open: "Applications open",
    preRegistration: "Pre-registration",
    submission: "Project submission",
    closed: "Closed",
  },
  fields: {
    edition: "Edition",
    editionHint: "A year (2026) or a school year (2026-27). It never changes afterwards: the entries name it.",
    opensAt: "Opens (Madrid time)",
    preRegistrationDeadline: "Last day of pre-registration",
    preRegistrationHint: "Empty: the edition has no pre-registration.",
    deadline: "Last day of the deadline",
    winners: "Winning projects",
    places: "Places per winning project",
    videoMaxSeconds: "Longest video (seconds)",
    prizeEuros: "Prize (euros)",
    finalists: "Finalists",
    audience: "Who takes part",
    audiences: { primaryAndSecondary: "Primary and secondary", primary: "Primary" },
  },
  limitsSummary: {
    teacher: "{{winners}} winners, {{places}} places",
    europe: "video {{videoMaxSeconds}} s, prize €{{prizeEuros}}, {{finalists}} finalists",
  },
  errors: {
    positive: "Enter a whole number greater than 0.",
    edition: "Enter a year (2026) or a school year (2026-27).",
    editionTaken: "There is already an edition with this name.",
    deadlineBeforeOpening: "The last day must come after the opening.",
    preRegistrationAfterDeadline: "Pre-registration must end before the submission deadline.",
  },
};
