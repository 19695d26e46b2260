import type { Language } from "../../../../common/languages.ts";
import { EVENT_TIME_ZONE } from "../../../../common/publications.ts";
import { dateFormat, numberFormat } from "../../../lib/intl.ts";
import type { EuropeEditionNode, EuropeEntryNode } from "./documents.ts";

/**
 * The Europe super-challenge's dates and amounts written out on the server, in Madrid's calendar, so the browser's
 * own ICU data never changes them between the server's render and hydration.
 */

const locale = (lang: Language) => (lang === "es" ? "es-ES" : "en-GB");

/** A calendar day (YYYY-MM-DD): "31 de octubre de 2025". */
export function formatDay(lang: Language, day: string): string {
  return dateFormat(locale(lang), { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
}

/** The day an instant falls on in Madrid. */
export function formatInstantDay(lang: Language, iso: string): string {
  return dateFormat(locale(lang), { dateStyle: "long", timeZone: EVENT_TIME_ZONE }).format(new Date(iso));
}

export function formatEuros(lang: Language, amount: number): string {
  return numberFormat(locale(lang), { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(amount);
}

export type EuropeEditionView = Omit<EuropeEditionNode, "stages"> & {
  opens: string;
  deadlineText: string;
  preRegistrationDeadlineText: string | null;
  /** When submission opens (the day after pre-registration, or the edition's opening). */
  submissionOpens: string;
  prize: string;
  stages: (EuropeEditionNode["stages"][number] & { from: string; to: string })[];
};

export function editionView(lang: Language, edition: EuropeEditionNode): EuropeEditionView {
  const submission = edition.stages.find((s) => s.stage === "submission");
  return {
    ...edition,
    opens: formatInstantDay(lang, edition.opensAt),
    deadlineText: formatDay(lang, edition.deadline),
    preRegistrationDeadlineText: edition.preRegistrationDeadline ? formatDay(lang, edition.preRegistrationDeadline) : null,
    submissionOpens: formatInstantDay(lang, submission?.opensAt ?? edition.opensAt),
    prize: formatEuros(lang, edition.prizeEuros),
    stages: edition.stages.map((s) => ({ ...s, from: formatInstantDay(lang, s.opensAt), to: formatDay(lang, s.deadline) })),
  };
}

export type EuropeEntryView = EuropeEntryNode & { preregisteredOn: string | null; submittedOn: string | null };

export function entryView(lang: Language, entry: EuropeEntryNode | null): EuropeEntryView | null {
  if (!entry) return null;
  return {
    ...entry,
    preregisteredOn: entry.preregisteredAt ? formatInstantDay(lang, entry.preregisteredAt) : null,
    submittedOn: entry.submittedAt ? formatInstantDay(lang, entry.submittedAt) : null,
  };
}

/** The edition the staff's address asks for (?edition=2025-26, an edition's label); anything else means every edition. */
export function editionParam(request: Request): string | null {
  const asked = new URL(request.url).searchParams.get("edition") ?? "";
  return /^\d{4}(-\d{2})?$/.test(asked) ? asked : null;
}
