import { Icon } from "../components/icons/Icon.tsx";
import { arrowLeft, calendarDays, clock, externalLink, mapPin } from "../components/icons/shapes.ts";
import type { ReactNode } from "react";
import { useTranslation } from "../i18n/index.ts";
import { data, Link } from "react-router";
import { Body, parseBody } from "../components/publications/Body.tsx";
import { CoverImage, EventTypeBadge, UnpublishedBadge } from "../components/publications/Cards.tsx";
import { eventDetail } from "../components/publications/dates.ts";
import { EventFields } from "../components/publications/documents.ts";
import { errorMeta, PublicationError } from "../components/publications/errors.tsx";
import { pageMeta } from "../lib/meta.ts";
import { graphql } from "../lib/graphql.ts";
import { page, query } from "../lib/page.server.ts";
import { useTo } from "../lib/root-data.ts";
import { serverContext } from "../server-context.ts";
import type { Route } from "./+types/event";

const EventItem = graphql(`query EventItem($slug: String!) { event(slug: $slug) { ...EventFields body url } }`, [EventFields]);

export const meta: Route.MetaFunction = (args) =>
  args.error ? errorMeta(args) : pageMeta(args, "event", args.loaderData ? { title: args.loaderData.event.title, description: args.loaderData.event.summary } : undefined);
export const ErrorBoundary = PublicationError;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { event } = await query(context, EventItem, { slug: params.id });
  // Unknown, or unpublished for anyone but an event manager.
  if (!event) throw data(null, { status: 404 });
  return { event: { ...eventDetail(event, page(context).lang, context.get(serverContext).now()), url: event.url, blocks: parseBody(event.body) } };
}

export default function Event({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { event } = loaderData;
  return (
    <div className="page">
      <article aria-labelledby="event-title">
        <Link to={to("events")} className="inline-flex items-center gap-2 font-bold">
          <Icon d={arrowLeft} className="h-5 w-5" />
          {t("publications.events.backToList")}
        </Link>
        <header className="mt-6 max-w-3xl">
          <p className="flex flex-wrap items-center gap-2">
            <EventTypeBadge type={event.type} />
            {!event.published && <UnpublishedBadge />}
          </p>
          <h1 id="event-title" className="page-title mt-3">
            {event.title}
          </h1>
          <p className="page-lead">{event.summary}</p>
          {!event.published && <p className="form-alert mb-6">{t("publications.unpublishedHint")}</p>}
        </header>
        <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_20rem]">
          <div>
            <CoverImage src={event.image} eager className="rounded-blob border-2 border-line" />
            <Body blocks={event.blocks} />
          </div>
          <aside aria-label={t("publications.events.details")} className="panel h-fit">
            <dl className="flex flex-col gap-4">
              <Fact icon={<Icon d={calendarDays} className="h-5 w-5" />} term={t("publications.events.date")}>
                <time dateTime={event.startsAt}>{event.when.date}</time>
              </Fact>
              <Fact icon={<Icon d={clock} className="h-5 w-5" />} term={t("publications.events.time")}>
                {t("publications.events.timeValue", { range: event.when.time })}
              </Fact>
              <Fact icon={<Icon d={mapPin} className="h-5 w-5" />} term={t("publications.events.place")}>
                {event.place}
              </Fact>
            </dl>
            {event.when.past ? (
              <p className="mt-5 font-bold text-muted">{t("publications.events.ended")}</p>
            ) : (
              event.url && (
                <p className="mt-6">
                  <a href={event.url} rel="noopener noreferrer" className="btn btn-primary btn-block" aria-describedby="sign-up-hint">
                    {t("publications.events.signUp")}
                    <Icon d={externalLink} />
                  </a>
                  <span id="sign-up-hint" className="field-hint mt-2 block">
                    {t("publications.events.signUpHint")}
                  </span>
                </p>
              )
            )}
          </aside>
        </div>
      </article>
      <p className="mt-12">
        <Link to={to("events")} className="btn btn-secondary">
          {t("publications.events.allEvents")}
        </Link>
      </p>
    </div>
  );
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 font-extrabold text-navy">
        <span aria-hidden="true" className="text-teal">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="ml-7">{children}</dd>
    </div>
  );
}
