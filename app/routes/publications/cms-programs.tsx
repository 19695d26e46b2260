import { Link } from "react-router";
import { ProgramsForEditorsQuery } from "../../components/editing/program-documents.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import { useRootData, useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-programs";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-programs");

/** The programmes' pages editor's list (issue 18): every programme in its public order, whether its page is published and translated. */
export async function loader({ context }: Route.LoaderArgs) {
  const { programsForEditors } = await query(context, ProgramsForEditorsQuery, {});
  return { programs: programsForEditors };
}

export default function CmsPrograms({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  const { programs } = loaderData;
  return (
    <div className="page">
      <p className="mb-2">
        <Link to={to("cms")}>{t("staff.title")}</Link>
      </p>
      <h1 className="page-title">{t("editing.program.title")}</h1>
      <p className="page-lead">{t("editing.program.lead")}</p>
      <p className="mb-3 font-extrabold text-navy">{t("editing.program.count", { count: programs.length })}</p>
      {programs.length === 0 ? (
        <p>{t("editing.program.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="data-table w-full">
            <thead>
              <tr>
                <th scope="col">{t("editing.program.columns.name")}</th>
                <th scope="col">{t("editing.program.columns.code")}</th>
                <th scope="col">{t("editing.program.columns.position")}</th>
                <th scope="col">{t("editing.program.columns.state")}</th>
                <th scope="col">{t("editing.program.columns.translation")}</th>
              </tr>
            </thead>
            <tbody>
              {programs.map((program) => {
                const translated = [program.nameEn, program.summaryEn, program.bodyEn].every((text) => text.trim());
                return (
                  <tr key={program.id}>
                    <td>
                      <Link to={to("cms-programs-edit", { id: program.id })} className="font-bold underline">
                        {lang === "en" && program.nameEn ? program.nameEn : program.nameEs}
                      </Link>
                    </td>
                    <td translate="no">{program.code}</td>
                    <td>{program.position}</td>
                    <td>{t(program.public ? "editing.program.state.published" : "editing.program.state.draft")}</td>
                    <td>{t(translated ? "editing.program.translated" : "editing.program.untranslated")}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
