import { Icon } from "../../components/icons/Icon.tsx";
import { clock } from "../../components/icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { data, Link } from "react-router";
import { eventTypeToApi } from "../../../common/publications.ts";
import { EventCard, type EventCardData } from "../../components/publications/Cards.tsx";
import { eventCard } from "../../components/publications/dates.ts";
import { EventFields } from "../../components/publications/documents.ts";
import { EventFilters, eventFiltersOf, eventsSearch } from "../../components/publications/EventFilters.tsx";
import { Pagination, pageParam } from "../../components/publications/Pagination.tsx";
import { errorMeta, PublicationError } from "../../components/publications/errors.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { graphql } from "../../lib/graphql.ts";
import { page as pageInfo, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import { serverContext } from "../../server-context.ts";
import type { Route } from "./+types/events";

const EventList = graphql(
  `query EventList($type: EventType, $when: EventDateFilter!, $page: Int!) {
    events(type: $type, when: $when, page: $page) { total page pageCount items { ...EventFields } }
  }`,
  [EventFields],
);

export const meta: Route.MetaFunction = (args) => (args.error ? errorMeta(args) : pageMeta(args, "events"));
export const ErrorBoundary = PublicationError;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = eventFiltersOf(url.searchParams);
  const page = pageParam(url);
  const { events: list } = await query(context, EventList, {
    type: filters.type ? eventTypeToApi(filters.type) : null,
    when: filters.when,
    page,
  });
  if (page > 1 && list.items.length === 0) throw data(null, { status: 404 });
  const { lang } = pageInfo(context);
  const now = context.get(serverContext).now();
  return { filters, ...list, items: list.items.map((item) => eventCard(item, lang, now)) };
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { filters, items, total, page, pageCount } = loaderData;
  const coming = items.filter((item) => !item.when.past);
  const past = items.filter((item) => item.when.past);
  return (
    <div className="page">
      <h1 className="page-title">{t("publications.events.title")}</h1>
      <p className="page-lead">{t("publications.events.lead")}</p>
      <EventFilters filters={filters} action={to("events")} />
      <div className="mt-8 flex flex-wrap items-baseline justify-between gap-2">
        <p role="status" className="text-lg font-extrabold text-navy">
          {t("publications.events.count", { count: total })}
        </p>
        <p className="flex items-center gap-2 text-muted">
          <Icon d={clock} className="h-4 w-4" />
          {t("publications.events.timeZone")}
        </p>
      </div>
      {items.length === 0 ? (
        <div className="empty mt-6">
          <p>{t("publications.events.empty")}</p>
          <p className="mt-3">
            <Link to={to("events")} className="font-bold">
              {t("publications.events.allEvents")}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <EventGroup id="coming-events" title={t("publications.events.coming")} items={coming} />
          <EventGroup id="past-events" title={t("publications.events.past")} items={past} />
        </>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        label={t("publications.events.pages")}
        hrefFor={(n) => `${to("events")}${eventsSearch(filters, n)}`}
      />
    </div>
  );
}

function EventGroup({ id, title, items }: { id: string; title: string; items: EventCardData[] }) {
  const to = useTo();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      <div className="mt-4 grid gap-6 xl:grid-cols-2">
        {items.map((item) => (
          <EventCard key={item.slug} item={item} href={to("event", { id: item.slug })} />
        ))}
      </div>
    </section>
  );
}
