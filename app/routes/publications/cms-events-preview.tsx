import { data, Link } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { EditableEventQuery } from "../../components/editing/event-documents.ts";
import { when } from "../../components/people/when.ts";
import { parseBody } from "../../components/publications/Body.tsx";
import { eventDetail } from "../../components/publications/dates.ts";
import { EventArticle } from "../../components/publications/EventArticle.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { page, query } from "../../lib/page.server.ts";
import { useRootData, useTo } from "../../lib/root-data.ts";
import { serverContext } from "../../server-context.ts";
import type { Route } from "./+types/cms-events-preview";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "cms-events-preview", args.loaderData ? { title: args.loaderData.event.title } : undefined);

/**
 * An event as the public will see it (issue 18), in the page's language (English texts left empty show the Spanish
 * ones, as on the public page), whatever its state, under a banner that says which state it is in.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { editableEvent: event } = await query(context, EditableEventQuery, { id: params.id });
  if (!event) throw data(null, { status: 404 });
  const { lang } = page(context);
  const pick = (es: string, en: string) => (lang === "en" && en.trim() ? en : es);
  const node = {
    slug: event.slug,
    type: event.type,
    title: pick(event.titleEs, event.titleEn),
    summary: pick(event.summaryEs, event.summaryEn),
    image: event.image,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    place: pick(event.placeEs, event.placeEn),
    published: true,
  };
  const detail = eventDetail(node, lang, context.get(serverContext).now());
  return {
    id: event.id,
    state: event.state,
    publishedAt: event.publishedAt,
    event: { ...detail, url: event.url, blocks: parseBody(pick(event.bodyEs, event.bodyEn)) },
  };
}

export default function CmsEventsPreview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  const { id, state, publishedAt, event } = loaderData;
  const other = lang === "es" ? "en" : "es";
  return (
    <div className="page">
      <aside aria-label={t("editing.preview")} className="panel mb-8 flex flex-col gap-2 border-teal">
        <p className="font-extrabold text-navy">{t("editing.event.previewBanner")}</p>
        <p>{t(`editing.event.previewState.${state}`, { date: when(publishedAt, lang, true) })}</p>
        <p className="flex flex-wrap gap-4">
          <Link to={to("cms-events-edit", { id })} className="font-bold underline">
            {t("editing.backToEditor")}
          </Link>
          <a href={pathFor("cms-events-preview", other, { id })} hrefLang={other} className="underline">
            {t("editing.previewIn", { language: t(`editing.languages.${other}`) })}
          </a>
        </p>
      </aside>
      <EventArticle event={event} />
    </div>
  );
}
