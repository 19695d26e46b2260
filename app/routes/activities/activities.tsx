import { useTranslation } from "../../i18n/index.ts";
import { redirect } from "react-router";
import { activitiesQueryVariables, hasFilters, parseActivityFilters, searchOf } from "../../../common/activity-filters.ts";
import { ACTIVITY_PAGE_SIZE } from "../../../common/activities.ts";
import { ActivityCard } from "../../components/activities/ActivityCard.tsx";
import { ActivityCardFields, type ActivityCardData } from "../../components/activities/documents.ts";
import { FilterPanel } from "../../components/activities/FilterPanel.tsx";
import { AudienceTabs, ClearFiltersLink, SortSelect, TopicPills } from "../../components/activities/ListControls.tsx";
import { Pagination } from "../../components/activities/Pagination.tsx";
import { audienceOfListRoute, listRouteOf } from "../../components/activities/paths.ts";
import { FILTER_FORM_ID, useListState } from "../../components/activities/useListState.ts";
import { graphql } from "../../lib/graphql.ts";
import { pageMeta } from "../../lib/meta.ts";
import { Kept } from "../../lib/kept.tsx";
import { keep, page, query } from "../../lib/page.server.ts";
import type { Route } from "./+types/activities";

const ActivitiesPage = graphql(
  `query Activities($filter: ActivityFilter, $sort: ActivitySort, $page: Int, $pageSize: Int) {
    activities(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      items { ...ActivityCardFields }
      total page pageSize pageCount
    }
  }`,
  [ActivityCardFields],
);

/** Serves the list of all activities and the three audience lists (children, families, teachers). */
export const meta: Route.MetaFunction = (args) => pageMeta(args, listRouteOf(args.loaderData?.audience ?? null));

/** Cards in the first row (three columns at most) load at once; the others lazily. */
const FIRST_ROW = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  const audience = audienceOfListRoute(page(context).match?.name);
  // The address is the list's state; whatever it holds that is not understood is ignored.
  const state = parseActivityFilters(new URL(request.url).searchParams);
  const { activities: list } = await query(context, ActivitiesPage, activitiesQueryVariables(state, audience, ACTIVITY_PAGE_SIZE));
  // A page past the end (an old link, a hand-typed number) goes to the last one that exists.
  if (list.total > 0 && state.page > list.pageCount) throw redirect(page(context).pathname + searchOf({ ...state, page: list.pageCount }));
  // The cards are only links: a document's data leaves them out and hydration keeps their markup (lib/kept.tsx).
  return { audience, state, list: { ...list, items: keep(context, "activity-cards", list.items) } };
}

export default function Activities({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { audience, list } = loaderData;
  const { state, pathname, onChange, applyFrom, onSubmit } = useListState(loaderData.state);
  const key = audience ?? "all";
  return (
    <div className="page">
      <h1 className="page-title">{t(`activities.list.title.${key}`)}</h1>
      <p className="page-lead">{t(`activities.list.intro.${key}`)}</p>
      <AudienceTabs audience={audience} state={state} />
      <TopicPills state={state} onChange={onChange} />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[17rem_minmax(0,1fr)] md:items-start">
        <FilterPanel state={state} pathname={pathname} onChange={onChange} onSubmit={onSubmit} />
        <section aria-labelledby="results-title">
          <h2 id="results-title" className="sr-only">
            {t("activities.list.results")}
          </h2>
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-lg font-extrabold text-navy">
              {t("activities.list.count", { count: list.total })}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              {hasFilters(state) && <ClearFiltersLink state={state} pathname={pathname} />}
              <SortSelect state={state} apply={applyFrom} />
              {/* Without JavaScript the choices apply when this is pressed; with it they apply at once (CSS hides it
                  once hydrated, so hydration needs no second render of the page). */}
              <button type="submit" form={FILTER_FORM_ID} className="until-hydrated btn btn-primary btn-sm">
                {t("activities.filters.apply")}
              </button>
            </div>
          </div>
          {list.total > 0 ? (
            <Kept name="activity-cards" value={list.items} as="ul" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {(items: ActivityCardData[]) =>
                items.map((activity, index) => (
                  <li key={activity.id}>
                    <ActivityCard activity={activity} audience={audience} eager={index < FIRST_ROW} />
                  </li>
                ))
              }
            </Kept>
          ) : (
            <div className="empty flex flex-col items-center gap-2">
              <p className="font-extrabold text-navy">{t("activities.list.empty")}</p>
              <p>{t("activities.list.emptyHint")}</p>
              <ClearFiltersLink state={state} pathname={pathname} className="btn btn-secondary btn-sm mt-2" />
            </div>
          )}
          <Pagination state={state} pathname={pathname} pageCount={list.pageCount} />
        </section>
      </div>
    </div>
  );
}
