import { Link } from "react-router";
import { EditorList } from "../../components/editing/kit/EditorList.tsx";
import { DossierForEditorsQuery } from "../../components/formation/dossier-faqs.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-dossier";

/** The teacher dossier's editor (issue 18): its sections in the index's order, each opened to edit its texts. */
export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-dossier");

export async function loader({ context }: Route.LoaderArgs) {
  const { dossierForEditors } = await query(context, DossierForEditorsQuery);
  return {
    sections: dossierForEditors.map(({ id, slug, published, headingEs, headingEn, texts }) => ({
      id,
      slug,
      published,
      headingEs,
      texts: texts.length + 1,
      untranslated: texts.filter((text) => !text.en.trim()).length + (headingEn.trim() ? 0 : 1),
    })),
  };
}

export default function CmsDossier({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const seePage = (
    <p className="mb-6">
      <Link to={to("dossier")} className="underline">
        {t("editing.dossier.seePage")}
      </Link>
    </p>
  );
  return (
    <EditorList kind="editing.dossier" filters={seePage}>
      <table className="table w-full">
        <thead>
          <tr>
            {(["heading", "state", "texts", "translation"] as const).map((column) => (
              <th key={column} scope="col">
                {t(`editing.dossier.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loaderData.sections.map((section) => (
            <tr key={section.id}>
              <th scope="row">
                <Link to={to("cms-dossier-section", { id: section.id })} lang="es">
                  {section.headingEs}
                </Link>
              </th>
              <td>{t(section.published ? "editing.dossier.published" : "editing.dossier.draft")}</td>
              <td>{section.texts}</td>
              <td>
                {section.untranslated === 0
                  ? t("editing.dossier.translated")
                  : t("editing.dossier.untranslated", { count: section.untranslated })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </EditorList>
  );
}
