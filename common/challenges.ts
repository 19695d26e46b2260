import { madridMidnight } from "./event-dates.ts";

/**
 * The super-challenges (sections 1, 3, 4, 5 and 9; decisions 035 and 042): the teachers' one (2024 edition) and the
 * Europe one (2024-25 and 2025-26 editions). Every date is an instant in Madrid's time; a deadline day is open to its
 * end. Where section 9 gives no opening date, the decision records the one chosen. The constants below seed the
 * challenge_editions table (migration), which the staff edit and the services read; the stage functions take an
 * edition's rules.
 */

/** The teachers' super-challenge 2024: open until 30 April, one candidacy per centre, 5 winning projects, 3 places. */
export const TEACHER_CHALLENGE = {
  edition: "2024",
  opensAt: "2024-02-01T00:00:00+01:00",
  /** The first instant after the deadline day (30 April 2024, end of the day in Madrid). */
  closesAt: "2024-05-01T00:00:00+02:00",
  deadline: "2024-04-30",
  winners: 5,
  places: 3,
} as const;

/** A teachers' edition as the services read it (from the table). */
export type TeacherEditionRules = { edition: string; opensAt: string; closesAt: string; deadline: string; winners: number; places: number };

export type TeacherChallengeStage = "comingSoon" | "open" | "closed";

export function teacherChallengeStage(rules: Pick<TeacherEditionRules, "opensAt" | "closesAt">, now: Date): TeacherChallengeStage {
  if (now < new Date(rules.opensAt)) return "comingSoon";
  return now < new Date(rules.closesAt) ? "open" : "closed";
}

/** The first instant after a deadline day (YYYY-MM-DD, Madrid), as ISO 8601. */
export function afterDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return madridMidnight(year, month, date + 1).toISOString();
}

/** The edition a page presents: the latest that has opened, or the first while none has (editions oldest first). */
export function currentEdition<T extends { opensAt: string }>(editions: readonly T[], now: Date): T | undefined {
  const opened = editions.filter((rules) => now >= new Date(rules.opensAt));
  return opened.at(-1) ?? editions[0];
}

/** The teachers' form's consents (section 3); the first three must be ticked, image permissions is a choice. */
export const TEACHER_CONSENTS = ["conditionsRead", "dataConsent", "dataUse"] as const;
/** Attached files: links with a name (section 3), at least one and at most this many. */
export const TEACHER_MAX_ATTACHMENTS = 10;
/**
 * The teachers' form's lengths and numbers (section 5 gives none): names, short texts (a link's name too), the long
 * answers, a link; the counts are whole numbers from 0 up to a bound no centre reaches. The form shows this many
 * link rows at first.
 */
export const TEACHER_CHALLENGE_LIMITS = {
  nameMax: 80,
  textMax: 150,
  centreCodeMax: 20,
  answerMax: 3000,
  urlMax: 2000,
  countMax: 100_000,
  initialLinkRows: 3,
} as const;

/** The super-challenges whose editions the staff edit (decision 042), and who may take part in Europe's. */
export const CHALLENGE_KINDS = ["teacher", "europe"] as const;
export const EUROPE_AUDIENCES = ["primaryAndSecondary", "primary"] as const;
/** Each kind's limits, in its editor's and its list's order. */
export const CHALLENGE_LIMITS = { teacher: ["winners", "places"], europe: ["videoMaxSeconds", "prizeEuros", "finalists"] } as const;

export const EUROPE_EDITIONS = ["2024-25", "2025-26"] as const;
export type EuropeEdition = (typeof EUROPE_EDITIONS)[number];

export type EuropeEditionRules = {
  edition: string;
  /** When the edition opens (its pre-registration, or its submission when it has none). */
  opensAt: string;
  /** The first instant after pre-registration ends (null: the edition has no pre-registration). */
  preRegistrationClosesAt: string | null;
  /** The first instant after the submission deadline day. */
  closesAt: string;
  preRegistrationDeadline: string | null;
  deadline: string;
  videoMaxSeconds: number;
  prizeEuros: number;
  finalists: number;
  /** Who may take part, as a key of the page's texts. */
  audience: "primaryAndSecondary" | "primary";
};

export const EUROPE_CHALLENGE: Record<EuropeEdition, EuropeEditionRules> = {
  "2024-25": {
    edition: "2024-25",
    opensAt: "2024-10-01T00:00:00+02:00",
    preRegistrationClosesAt: null,
    closesAt: "2025-01-25T00:00:00+01:00",
    preRegistrationDeadline: null,
    deadline: "2025-01-24",
    videoMaxSeconds: 5 * 60,
    prizeEuros: 1000,
    finalists: 10,
    audience: "primary",
  },
  "2025-26": {
    edition: "2025-26",
    opensAt: "2025-09-15T00:00:00+02:00",
    preRegistrationClosesAt: "2025-11-01T00:00:00+01:00",
    closesAt: "2026-01-24T00:00:00+01:00",
    preRegistrationDeadline: "2025-10-31",
    deadline: "2026-01-23",
    videoMaxSeconds: 60,
    prizeEuros: 1500,
    finalists: 10,
    audience: "primaryAndSecondary",
  },
};

/** A Europe entry's photos (section 9), travellers and the students among them. */
export const EUROPE_PHOTOS = { min: 3, max: 5 } as const;
export const EUROPE_TRAVELLERS = 5;
export const EUROPE_MIN_STUDENT_TRAVELLERS = 3;

export type EuropeStage = "comingSoon" | "preRegistration" | "submission" | "closed";

export function europeStage(rules: EuropeEditionRules, now: Date): EuropeStage {
  if (now < new Date(rules.opensAt)) return "comingSoon";
  if (rules.preRegistrationClosesAt && now < new Date(rules.preRegistrationClosesAt)) return "preRegistration";
  return now < new Date(rules.closesAt) ? "submission" : "closed";
}

/** The edition the page presents among `editions` (oldest first; the seeded ones while the list is empty). */
export function currentEuropeEdition(editions: readonly EuropeEditionRules[], now: Date): EuropeEditionRules {
  const list = editions.length > 0 ? editions : EUROPE_EDITIONS.map((e) => EUROPE_CHALLENGE[e]);
  return currentEdition(list, now) as EuropeEditionRules;
}
