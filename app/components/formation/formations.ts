import type { Language } from "../../../common/languages.ts";
import { EVENT_TIME_ZONE } from "../../../common/publications.ts";
import { graphql, type ResultOf } from "../../lib/graphql.ts";
import { dateFormat } from "../../lib/intl.ts";

/** What the formation's page and its preview show (server/graphql/schema/formation/formations.ts). */
export const FormationFields = graphql(`
  fragment FormationFields on Formation @_unmask {
    id accessCode published title intro
    sessions { startsAt minutes place link }
    material { title text link }
    downloads { id fileName title description mimeType size }
  }
`);
export type FormationNode = ResultOf<typeof FormationFields>;

/** A session as the page shows it: its day and time range in the page's language and Spain's mainland time. */
export type SessionShown = { startsAt: string; date: string; time: string; place: string; link: string | null };
export type FormationShown = Omit<FormationNode, "sessions"> & { sessions: SessionShown[] };

const locale = (lang: Language) => (lang === "es" ? "es-ES" : "en-GB");

/**
 * The formation ready to show, its dates written by the loader (on the server), so that the browser's own
 * ICU data never changes a rendered text: "martes, 15 de diciembre de 2026", "17:00–19:00".
 */
export function formationShown(formation: FormationNode, lang: Language): FormationShown {
  const day = dateFormat(locale(lang), { dateStyle: "full", timeZone: EVENT_TIME_ZONE });
  const hours = dateFormat(locale(lang), { timeStyle: "short", timeZone: EVENT_TIME_ZONE });
  return {
    ...formation,
    sessions: formation.sessions.map(({ startsAt, minutes, place, link }) => {
      const start = new Date(startsAt);
      const end = new Date(start.getTime() + Math.max(0, minutes) * 60_000);
      return { startsAt, date: day.format(start), time: hours.formatRange(start, end), place, link };
    }),
  };
}
