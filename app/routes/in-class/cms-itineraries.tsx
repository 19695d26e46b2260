import { canOpen } from "../../../common/access.ts";
import { Form, Link } from "react-router";
import { AGE_LABELS, AGE_SEGMENTS, type AgeSegment } from "../../../common/ages.ts";
import { ItinerariesForEditorsQuery } from "../../components/editing/itineraries-documents.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import { useMe, useRootData, useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-itineraries";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-itineraries");

/** The itineraries editor's list (issue 18): every itinerary by programme, age and order; ?program= and ?age= filter it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const program = /^[1-9]\d{0,9}$/.test(search.get("program") ?? "") ? (search.get("program") as string) : null;
  const age = AGE_SEGMENTS.find((value) => value === search.get("age")) ?? null;
  const { itineraryEditorPrograms, itinerariesForEditors } = await query(context, ItinerariesForEditorsQuery, { programId: program, age });
  return { programs: itineraryEditorPrograms, itineraries: itinerariesForEditors, filter: { program, age } };
}

export default function CmsItineraries({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const me = useMe();
  const lang = useRootData()?.lang ?? "es";
  const { programs, itineraries, filter } = loaderData;
  const named = (item: { nameEs: string; nameEn: string }) => (lang === "en" && item.nameEn ? item.nameEn : item.nameEs);
  const ageLabel = (age: AgeSegment) => t("editing.itineraries.ageLabel", { age: AGE_LABELS[age] });
  return (
    <div className="page">
      {canOpen(me, "cms") && (
        <p className="mb-2">
          <Link to={to("cms")}>{t("staff.title")}</Link>
        </p>
      )}
      <h1 className="page-title">{t("editing.itineraries.title")}</h1>
      <p className="page-lead">{t("editing.itineraries.lead")}</p>
      <p className="mb-6">
        <Link to={to("cms-itineraries-new")} className="btn btn-primary">
          {t("editing.itineraries.create")}
        </Link>
      </p>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-4" aria-label={t("editing.itineraries.filters.legend")}>
        <div className="field">
          <label className="field-label" htmlFor="filter-program">
            {t("editing.itineraries.filters.program")}
          </label>
          <select id="filter-program" name="program" defaultValue={filter.program ?? ""} className="field-input">
            <option value="">{t("editing.itineraries.filters.all")}</option>
            {programs.map((program) => (
              <option key={program.id} value={program.id}>
                {named(program)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor="filter-age">
            {t("editing.itineraries.filters.age")}
          </label>
          <select id="filter-age" name="age" defaultValue={filter.age ?? ""} className="field-input">
            <option value="">{t("editing.itineraries.filters.allAges")}</option>
            {AGE_SEGMENTS.map((age) => (
              <option key={age} value={age}>
                {ageLabel(age)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-secondary">
          {t("editing.itineraries.filters.apply")}
        </button>
      </Form>
      <p className="mb-3 font-extrabold text-navy">{t("editing.itineraries.count", { count: itineraries.length })}</p>
      {itineraries.length === 0 ? (
        <p>{t("editing.itineraries.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="data-table w-full">
            <thead>
              <tr>
                <th scope="col">{t("editing.itineraries.columns.program")}</th>
                <th scope="col">{t("editing.itineraries.columns.age")}</th>
                <th scope="col">{t("editing.itineraries.columns.name")}</th>
                <th scope="col">{t("editing.itineraries.columns.activities")}</th>
                <th scope="col">{t("editing.itineraries.columns.current")}</th>
                <th scope="col">{t("editing.itineraries.columns.translation")}</th>
              </tr>
            </thead>
            <tbody>
              {itineraries.map((item) => (
                <tr key={item.id}>
                  <td>{named({ nameEs: item.programNameEs, nameEn: item.programNameEn })}</td>
                  <td className="whitespace-nowrap">{ageLabel(item.age)}</td>
                  <td>
                    <Link to={to("cms-itineraries-edit", { id: item.id })} className="font-bold underline">
                      {named(item)}
                    </Link>
                  </td>
                  <td>{item.activityCount}</td>
                  <td>{t(item.current ? "editing.itineraries.yes" : "editing.itineraries.no")}</td>
                  <td>{t(item.translated ? "editing.itineraries.translated" : "editing.itineraries.untranslated")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
