import { Form } from "react-router";
import { AGE_LABELS, AGE_SEGMENTS, type AgeSegment } from "../../../common/ages.ts";
import { EditLink, EditorList, EditorTable, Translation } from "../../components/editing/kit/EditorList.tsx";
import { ItinerariesForEditorsQuery } from "../../components/editing/itineraries-documents.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import { useRootData } from "../../lib/root-data.ts";
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

type Itinerary = Route.ComponentProps["loaderData"]["itineraries"][number];

export default function CmsItineraries({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useRootData()?.lang ?? "es";
  const { programs, itineraries, filter } = loaderData;
  const named = (item: { nameEs: string; nameEn: string }) => (lang === "en" && item.nameEn ? item.nameEn : item.nameEs);
  const ageLabel = (age: AgeSegment) => t("editing.itineraries.ageLabel", { age: AGE_LABELS[age] });
  /** A filter's choice: all (the empty value), or one of its options. */
  const select = (name: "program" | "age", all: string, options: { value: string; label: string }[]) => (
    <div className="field">
      <label className="field-label" htmlFor={`filter-${name}`}>
        {t(`editing.itineraries.filters.${name}`)}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={filter[name] ?? ""} className="field-input">
        <option value="">{all}</option>
        {options.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
  const filters = (
    <Form method="get" className="mb-6 flex flex-wrap items-end gap-4" aria-label={t("editing.itineraries.filters.legend")}>
      {select(
        "program",
        t("editing.itineraries.filters.all"),
        programs.map((program) => ({ value: program.id, label: named(program) })),
      )}
      {select(
        "age",
        t("editing.itineraries.filters.allAges"),
        AGE_SEGMENTS.map((age) => ({ value: age, label: ageLabel(age) })),
      )}
      <button type="submit" className="btn btn-secondary">
        {t("editing.itineraries.filters.apply")}
      </button>
    </Form>
  );
  return (
    <EditorList kind="itineraries" staffLink="canOpen" create="cms-itineraries-new" filters={filters}>
      <EditorTable<Itinerary>
        kind="itineraries"
        items={itineraries}
        columns={[
          {
            head: "editing.itineraries.columns.program",
            cell: (item) => named({ nameEs: item.programNameEs, nameEn: item.programNameEn }),
          },
          { head: "editing.itineraries.columns.age", cell: (item) => ageLabel(item.age), className: "whitespace-nowrap" },
          {
            head: "editing.itineraries.columns.name",
            cell: (item) => <EditLink route="cms-itineraries-edit" id={item.id} es={item.nameEs} en={item.nameEn} />,
          },
          { head: "editing.itineraries.columns.activities", cell: (item) => item.activityCount },
          {
            head: "editing.itineraries.columns.current",
            cell: (item) => t(item.current ? "editing.itineraries.yes" : "editing.itineraries.no"),
          },
          { head: "editing.itineraries.columns.translation", cell: (item) => <Translation kind="itineraries" done={item.translated} /> },
        ]}
      />
    </EditorList>
  );
}
