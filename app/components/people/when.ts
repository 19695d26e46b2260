import { EVENT_TIME_ZONE } from "../../../common/publications.ts";
import { dateFormat } from "../../lib/intl.ts";

/** A back-office instant (ISO 8601) in Madrid time, in the page's language. */
export function when(iso: string, lang: string, withTime = false): string {
  const options: Intl.DateTimeFormatOptions = withTime ? { dateStyle: "medium", timeStyle: "short" } : { dateStyle: "medium" };
  return dateFormat(lang === "en" ? "en-GB" : "es-ES", { ...options, timeZone: EVENT_TIME_ZONE }).format(new Date(iso));
}
