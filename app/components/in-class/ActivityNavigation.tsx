import { Icon } from "../icons/Icon.tsx";
import { arrowLeft, arrowRight, chevronRight } from "../icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { Link } from "react-router";
import { useRootData } from "../../lib/root-data.ts";
import type { ActivityLink, ItineraryActivityData } from "./documents.ts";
import { itinerariesPath, itineraryActivityPath } from "./paths.ts";

type Itinerary = ItineraryActivityData["itinerary"];

/** Itinerarios › itinerary › activity. The itinerary leads back to its card on its age's tab. */
export function Breadcrumb({ itinerary, activity }: { itinerary: Itinerary; activity: ActivityLink }) {
  const { t } = useTranslation();
  const lang = useRootData()?.lang ?? "es";
  const separator = <Icon d={chevronRight} className="size-4 flex-none text-muted" />;
  return (
    <nav aria-label={t("itineraries.activity.breadcrumb")} className="mb-5">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 font-bold">
        <li className="flex items-center gap-2">
          <Link to={itinerariesPath(lang, itinerary.age)}>{t("itineraries.title")}</Link>
          {separator}
        </li>
        <li className="flex items-center gap-2">
          <Link to={itinerariesPath(lang, itinerary.age, itinerary.urlId)}>{itinerary.name}</Link>
          {separator}
        </li>
        <li aria-current="page" className="text-ink">
          {activity.name}
        </li>
      </ol>
    </nav>
  );
}

/** Previous and next within the itinerary. */
export function ActivityPager({ page }: { page: ItineraryActivityData }) {
  const { t } = useTranslation();
  const lang = useRootData()?.lang ?? "es";
  const { itinerary, previous, next } = page;
  const to = (activity: ActivityLink) => itineraryActivityPath(lang, itinerary.age, itinerary.urlId, activity.urlId);
  return (
    <nav aria-label={t("itineraries.activity.pager")} className="grid gap-3 sm:grid-cols-2">
      {previous ? (
        <Link to={to(previous)} rel="prev" className="btn btn-secondary justify-start text-left">
          <Icon d={arrowLeft} />
          <span className="flex flex-col">
            <span className="text-sm">{t("itineraries.activity.previous")}</span>
            <span>{previous.name}</span>
          </span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to={to(next)} rel="next" className="btn btn-primary justify-end text-right sm:col-start-2">
          <span className="flex flex-col">
            <span className="text-sm">{t("itineraries.activity.next")}</span>
            <span>{next.name}</span>
          </span>
          <Icon d={arrowRight} />
        </Link>
      )}
    </nav>
  );
}

/** Every activity of the itinerary in order, the current one marked. */
export function ActivityIndex({ page }: { page: ItineraryActivityData }) {
  const { t } = useTranslation();
  const lang = useRootData()?.lang ?? "es";
  const { itinerary, activity: current } = page;
  return (
    <aside aria-labelledby="itinerary-index-title" className="panel lg:sticky lg:top-24">
      <h2 id="itinerary-index-title">{t("itineraries.activity.index")}</h2>
      <p className="mb-3 font-bold text-navy">{itinerary.name}</p>
      <ol className="flex flex-col gap-1">
        {itinerary.activities.map((activity, index) => {
          const isCurrent = activity.urlId === current.urlId;
          return (
            <li key={activity.id}>
              <Link
                to={itineraryActivityPath(lang, itinerary.age, itinerary.urlId, activity.urlId)}
                aria-current={isCurrent ? "page" : undefined}
                className={`flex gap-2 rounded-xl px-3 py-2 no-underline ${isCurrent ? "bg-navy text-white" : "hover:bg-sun-soft"}`}
              >
                <span className="font-extrabold">{index + 1}.</span>
                <span>
                  {activity.name}
                  {isCurrent && <span className="sr-only"> {t("itineraries.activity.current")}</span>}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </aside>
  );
}
