import { useTranslation } from "../../i18n/index.ts";
import { data, Link, redirect } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { parseBody } from "../../components/publications/Body.tsx";
import { eventDetail } from "../../components/publications/dates.ts";
import { EventFields } from "../../components/publications/documents.ts";
import { errorMeta, PublicationError } from "../../components/publications/errors.tsx";
import { EventArticle } from "../../components/publications/EventArticle.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { graphql } from "../../lib/graphql.ts";
import { page, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import { serverContext } from "../../server-context.ts";
import type { Route } from "./+types/event";

const EventItem = graphql(`query EventItem($slug: String!) { event(slug: $slug) { ...EventFields body url } }`, [EventFields]);

const MovedEventQuery = graphql(`query MovedEvent($slug: String!) { movedSlug(kind: event, slug: $slug) }`);

export const meta: Route.MetaFunction = (args) =>
  args.error
    ? errorMeta(args)
    : pageMeta(
        args,
        "event",
        args.loaderData ? { title: args.loaderData.event.title, description: args.loaderData.event.summary } : undefined,
      );
export const ErrorBoundary = PublicationError;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { event } = await query(context, EventItem, { slug: params.id });
  const { lang } = page(context);
  if (!event) {
    // An address its editor changed leads to the current one.
    const { movedSlug } = await query(context, MovedEventQuery, { slug: params.id });
    if (movedSlug) throw redirect(pathFor("event", lang, { id: movedSlug }), 301);
    // Unknown, or unpublished for anyone but an event manager.
    throw data(null, { status: 404 });
  }
  return { event: { ...eventDetail(event, lang, context.get(serverContext).now()), url: event.url, blocks: parseBody(event.body) } };
}

export default function Event({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  return (
    <div className="page">
      <EventArticle event={loaderData.event} />
      <p className="mt-12">
        <Link to={to("events")} className="btn btn-secondary">
          {t("publications.events.allEvents")}
        </Link>
      </p>
    </div>
  );
}
