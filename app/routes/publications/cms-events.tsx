import { canOpen } from "../../../common/access.ts";
import { Link } from "react-router";
import { EventsForEditorsQuery } from "../../components/editing/event-documents.ts";
import { when } from "../../components/people/when.ts";
import { PagerLinks } from "../../components/people/PagerLinks.tsx";
import { eventTypeFromApi } from "../../components/publications/event-type.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import { useMe, useRootData, useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-events";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-events");

/** The events editor's list (issue 18): every event, the latest start first, with its type, state and translation. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = Math.max(1, Math.min(10_000, Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10) || 1));
  const { eventsForEditors } = await query(context, EventsForEditorsQuery, { page });
  return { events: eventsForEditors };
}

export default function CmsEvents({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const me = useMe();
  const lang = useRootData()?.lang ?? "es";
  const { events } = loaderData;
  return (
    <div className="page">
      {canOpen(me, "cms") && (
        <p className="mb-2">
          <Link to={to("cms")}>{t("staff.title")}</Link>
        </p>
      )}
      <h1 className="page-title">{t("editing.event.title")}</h1>
      <p className="page-lead">{t("editing.event.lead")}</p>
      <p className="mb-6">
        <Link to={to("cms-events-new")} className="btn btn-primary">
          {t("editing.event.create")}
        </Link>
      </p>
      <p className="mb-3 font-extrabold text-navy">{t("editing.event.count", { count: events.total })}</p>
      {events.items.length === 0 ? (
        <p>{t("editing.event.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="data-table w-full">
            <thead>
              <tr>
                <th scope="col">{t("editing.event.columns.title")}</th>
                <th scope="col">{t("editing.event.columns.type")}</th>
                <th scope="col">{t("editing.event.columns.starts")}</th>
                <th scope="col">{t("editing.event.columns.state")}</th>
                <th scope="col">{t("editing.event.columns.translation")}</th>
              </tr>
            </thead>
            <tbody>
              {events.items.map((item) => {
                const translated = [item.titleEn, item.summaryEn, item.bodyEn, item.placeEn].every((text) => text.trim());
                return (
                  <tr key={item.id}>
                    <td>
                      <Link to={to("cms-events-edit", { id: item.id })} className="font-bold underline">
                        {lang === "en" && item.titleEn ? item.titleEn : item.titleEs}
                      </Link>
                    </td>
                    <td>{t(`publications.events.types.${eventTypeFromApi(item.type)}`)}</td>
                    <td className="whitespace-nowrap">{when(item.startsAt, lang, true)}</td>
                    <td>
                      {t(`editing.state.${item.state}`)}
                      {item.state === "scheduled" && <span className="field-hint block">{when(item.publishedAt, lang, true)}</span>}
                    </td>
                    <td>{t(translated ? "editing.event.translated" : "editing.event.untranslated")}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <PagerLinks page={events.page} pageCount={events.pageCount} params={{}} />
    </div>
  );
}
