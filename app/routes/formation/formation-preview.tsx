import { data } from "react-router";
import { FormationContent } from "../../components/formation/FormationContent.tsx";
import { FormationFields, formationShown } from "../../components/formation/formations.ts";
import { Icon } from "../../components/icons/Icon.tsx";
import { eye } from "../../components/icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { graphql } from "../../lib/graphql.ts";
import { pageMeta } from "../../lib/meta.ts";
import { page, query } from "../../lib/page.server.ts";
import type { Route } from "./+types/formation-preview";

const FormationPreviewPage = graphql(`query FormationPreviewPage($id: ID!) { formationPreview(id: $id) { ...FormationFields } }`, [
  FormationFields,
]);

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "formation-preview", args.loaderData ? { title: args.loaderData.formation.title } : undefined);

/** Staff only (route table): any formation by its id, published or not, as teachers would see it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { formationPreview } = await query(context, FormationPreviewPage, { id: params.id });
  if (!formationPreview) throw data(null, { status: 404 });
  return { formation: formationShown(formationPreview, page(context).lang) };
}

export default function FormationPreview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { formation } = loaderData;
  return (
    <div className="page">
      <aside aria-labelledby="preview-banner" className="mb-8 rounded-blob border-2 border-navy bg-sun-soft p-5">
        <p id="preview-banner" className="flex items-center gap-2 text-xl font-black uppercase tracking-wide text-navy">
          <Icon d={eye} />
          {t("formation.preview.banner")}
        </p>
        <p className="mt-1">{t("formation.preview.text")}</p>
        <p className="mt-1 font-bold">
          {t(formation.published ? "formation.preview.published" : "formation.preview.unpublished", { code: formation.accessCode })}
        </p>
      </aside>
      <article aria-labelledby="formation-title">
        <p className="font-extrabold uppercase tracking-wide text-teal">{t("formation.view.eyebrow")}</p>
        <h1 id="formation-title" className="page-title">
          {formation.title}
        </h1>
        <FormationContent formation={formation} />
      </article>
    </div>
  );
}
