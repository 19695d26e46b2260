import { useTranslation } from "../../i18n/index.ts";
import { Link } from "react-router";
import { AGE_LABELS } from "../../../common/ages.ts";
import { ITINERARY_AGES } from "../../../common/in-class.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { ItineraryLink, ProgramItinerariesData } from "./documents.ts";
import { itineraryActivityPath } from "./paths.ts";

/** Itineraries grouped by age segment (4-5, 6-8, 9-12, +12), each a link to its first activity. */
export function ItinerariesByAge({ itineraries, headingLevel }: { itineraries: readonly ItineraryLink[]; headingLevel: 3 | 4 }) {
  const { t } = useTranslation();
  const lang = useRootData()?.lang ?? "es";
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {ITINERARY_AGES.map((age) => {
        const ofAge = itineraries.filter((itinerary) => itinerary.age === age);
        if (ofAge.length === 0) return null;
        return (
          <div key={age}>
            <Heading className="mt-0 mb-2 text-base font-extrabold text-navy">
              {t("itineraries.ages.tab", { age: AGE_LABELS[age] })}
            </Heading>
            <ul className="flex flex-col gap-1">
              {ofAge.map((itinerary) => (
                <li key={itinerary.id}>
                  {itinerary.firstActivityUrlId && !itinerary.locked ? (
                    <Link to={itineraryActivityPath(lang, age, itinerary.urlId, itinerary.firstActivityUrlId)} className="font-bold">
                      {itinerary.name}
                    </Link>
                  ) : (
                    <span className="font-bold">{itinerary.name}</span>
                  )}{" "}
                  <span className="text-muted">({t("itineraries.card.activities", { count: itinerary.activityCount })})</span>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/** The profile's "My programme contents" tab: each programme with its itineraries by age. */
export function MyItineraries({ programs }: { programs: readonly ProgramItinerariesData[] }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <p>{t("itineraries.mine.intro")}</p>
      {programs.map((program) => (
        <section key={program.id} aria-labelledby={`program-${program.id}`}>
          <h3 id={`program-${program.id}`}>{program.name}</h3>
          {program.itineraries.length > 0 ? (
            <ItinerariesByAge itineraries={program.itineraries} headingLevel={4} />
          ) : (
            <p className="empty">{t("itineraries.mine.noItineraries")}</p>
          )}
        </section>
      ))}
    </div>
  );
}
