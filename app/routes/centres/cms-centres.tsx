import { Form, Link } from "react-router";
import { CentresForEditorsQuery } from "../../components/centres/editor-documents.ts";
import { Field } from "../../components/Field.tsx";
import { PagerLinks } from "../../components/people/PagerLinks.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-centres";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-centres");

/** The reference centres' editor (issue 18): the reference centres, or any centre found by name or code (?q=). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const q = (search.get("q") ?? "").slice(0, 200);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(search.get("page") ?? "1", 10) || 1));
  const { centresForEditors } = await query(context, CentresForEditorsQuery, { query: q || null, page });
  return { q, centres: centresForEditors };
}

export default function CmsCentres({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { q, centres } = loaderData;
  return (
    <div className="page">
      <p className="mb-2">
        <Link to={to("cms")}>{t("staff.title")}</Link>
      </p>
      <h1 className="page-title">{t("centres.editor.title")}</h1>
      <p className="page-lead">{t("centres.editor.lead")}</p>
      <Form method="get" role="search" className="mb-6 flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <Field label={t("centres.editor.search")} hint={t("centres.editor.referenceOnly")}>
            {({ id, describedBy }) => (
              <input
                id={id}
                name="q"
                type="search"
                defaultValue={q}
                aria-describedby={describedBy}
                className="field-input"
                maxLength={200}
              />
            )}
          </Field>
        </div>
        <button type="submit" className="btn btn-primary mb-6">
          {t("centres.editor.searchButton")}
        </button>
      </Form>
      <p role="status" className="mb-3 font-extrabold text-navy">
        {t("centres.editor.count", { count: centres.total })}
      </p>
      {centres.items.length === 0 ? (
        <p>{t("centres.editor.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="data-table w-full">
            <thead>
              <tr>
                <th scope="col">{t("centres.editor.columns.name")}</th>
                <th scope="col">{t("centres.editor.columns.code")}</th>
                <th scope="col">{t("centres.editor.columns.town")}</th>
                <th scope="col">{t("centres.editor.columns.since")}</th>
                <th scope="col">{t("centres.editor.columns.map")}</th>
              </tr>
            </thead>
            <tbody>
              {centres.items.map((centre) => (
                <tr key={centre.id}>
                  <td>
                    <Link to={to("cms-centre", { id: centre.id })} className="font-bold underline">
                      {centre.name}
                    </Link>
                  </td>
                  <td translate="no">{centre.code}</td>
                  <td>{centre.town ?? "—"}</td>
                  <td>{centre.referenceSince ?? t("centres.editor.none")}</td>
                  <td>{t(centre.latitude === null ? "centres.editor.offMap" : "centres.editor.onMap")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PagerLinks page={centres.page} pageCount={centres.pageCount} params={{ q }} />
    </div>
  );
}
