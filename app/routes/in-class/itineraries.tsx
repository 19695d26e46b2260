import { useTranslation } from "../../i18n/index.ts";
import { Link } from "react-router";
import { AGE_LABELS } from "../../../common/ages.ts";
import { ItineraryCardFields } from "../../components/in-class/documents.ts";
import { itineraryFilter, itinerarySearch, parseItineraryState } from "../../components/in-class/filters.ts";
import { ItineraryCard } from "../../components/in-class/ItineraryCard.tsx";
import { AgeTabs, ItineraryFilterForm } from "../../components/in-class/ItineraryControls.tsx";
import { useItineraryList } from "../../components/in-class/useItineraryList.ts";
import { graphql } from "../../lib/graphql.ts";
import { pageMeta } from "../../lib/meta.ts";
import { page, query } from "../../lib/page.server.ts";
import type { Route } from "./+types/itineraries";

const ItinerariesQuery = graphql(
  `query Itineraries($filter: ItineraryFilter) { itineraries(filter: $filter) { ...ItineraryCardFields } }`,
  [ItineraryCardFields],
);

export const meta: Route.MetaFunction = (args) => pageMeta(args, "itineraries");

/** Cards in the first row (three columns at most) load at once; the others lazily. */
const FIRST_ROW = 3;

/** Licence route: the root sends visitors to log in and refuses users without a licence (or the developer flag). */
export async function loader({ request, context }: Route.LoaderArgs) {
  // The address is the list's state; whatever it holds that is not understood is ignored.
  const state = parseItineraryState(new URL(request.url).searchParams);
  // The root shows the 403 page instead of this screen: nothing to ask the API for.
  if (page(context).decision.kind !== "allow") return { state, itineraries: [] };
  const { itineraries } = await query(context, ItinerariesQuery, { filter: itineraryFilter(state) });
  return { state, itineraries };
}

export default function Itineraries({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { itineraries } = loaderData;
  const { state, pathname, onChange, applyFrom, onSubmit } = useItineraryList(loaderData.state);
  return (
    <div className="page">
      <h1 className="page-title">{t("itineraries.title")}</h1>
      <p className="page-lead">{t("itineraries.intro")}</p>
      <AgeTabs state={state} pathname={pathname} />
      <ItineraryFilterForm state={state} pathname={pathname} onChange={onChange} applyFrom={applyFrom} onSubmit={onSubmit} />
      <section aria-labelledby="results-title">
        <h2 id="results-title" className="mb-2 text-2xl">
          {t("itineraries.ages.tab", { age: AGE_LABELS[loaderData.state.age] })}
        </h2>
        <p role="status" className="mb-5 text-lg font-extrabold text-navy">
          {t("itineraries.count", { count: itineraries.length })}
        </p>
        {itineraries.length > 0 ? (
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {itineraries.map((itinerary, index) => (
              <li key={itinerary.id}>
                <ItineraryCard itinerary={itinerary} eager={index < FIRST_ROW} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="empty flex flex-col items-center gap-2">
            <p className="font-extrabold text-navy">{t("itineraries.empty")}</p>
            <p>{t("itineraries.emptyHint")}</p>
            <Link to={pathname + itinerarySearch({ ...state, devices: [], resources: [] })} className="btn btn-secondary btn-sm mt-2">
              {t("itineraries.filters.clear")}
            </Link>
          </div>
        )}
      </section>
    </div>
  );
}
