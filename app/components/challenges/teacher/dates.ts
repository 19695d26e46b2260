import type { Language } from "../../../../common/languages.ts";
import { dateFormat } from "../../../lib/intl.ts";

const locale = (lang: Language) => (lang === "es" ? "es-ES" : "en-GB");

/**
 * The edition's days as its pages say them, in Madrid's calendar: the opening day and the deadline day (the one
 * before the first instant it is closed). Written by the loaders, so the browser's own ICU data never changes them.
 */
export function editionDays(lang: Language, edition: { opensAt: string; closesAt: string }) {
  const day = dateFormat(locale(lang), { dateStyle: "long", timeZone: "Europe/Madrid" });
  return { opens: day.format(new Date(edition.opensAt)), deadline: day.format(new Date(new Date(edition.closesAt).getTime() - 1)) };
}

/** A candidacy's time, as the staff's list and the sender's confirmation show it. */
export function sentTime(lang: Language, iso: string): string {
  return dateFormat(locale(lang), { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Madrid" }).format(new Date(iso));
}
