import { data, Link } from "react-router";
import { CENTRE_KIND } from "../../../common/editing-kinds.ts";
import { EditableCentreQuery, SaveReferenceCentre } from "../../components/centres/editor-documents.ts";
import { EditorHeader } from "../../components/editing/EditorHeader.tsx";
import { EditorForm } from "../../components/editing/kit/EditorForm.tsx";
import { doneOf } from "../../components/editing/kit/editor.server.ts";
import { kindAction } from "../../components/editing/kit/kind-screen.server.ts";
import { KindFields, type KindUi } from "../../components/editing/kit/KindFields.tsx";
import { loadedValues } from "../../components/editing/kit/kind-values.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-centre";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "cms-centre", args.loaderData ? { title: args.loaderData.centre.name } : undefined);

/** The form: the accreditation year among the offered ones (`years`), then the place on the map. */
const ui = (years: readonly string[]): KindUi<typeof CENTRE_KIND> => ({
  referenceSince: { label: "centres.editor.since", none: "centres.editor.none", options: years },
  place: ({ t, field }) => (
    <fieldset className="m-0 border-0 p-0" aria-describedby="centre-place-hint">
      <legend className="mb-2 text-lg font-extrabold text-navy">{t("centres.editor.place")}</legend>
      <p id="centre-place-hint" className="field-hint mb-2">
        {t("centres.editor.placeHint")}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {field("latitude", { label: "centres.editor.latitude", width: "" })}
        {field("longitude", { label: "centres.editor.longitude", width: "" })}
      </div>
    </fieldset>
  ),
});

/** A centre's accreditation and place on the map (issue 18); ?done=saved after a save. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { editableCentre: centre, referenceYears } = await query(context, EditableCentreQuery, { id: params.id });
  if (!centre) throw data(null, { status: 404 });
  return { centre, years: referenceYears, values: loadedValues(CENTRE_KIND, centre), saved: doneOf(request, ["saved"]) };
}

/** Saves the form; a coordinate that is no number (a comma is a decimal point) is refused before the API is asked. */
export const action = (args: Route.ActionArgs) =>
  kindAction(args, { kind: CENTRE_KIND, save: SaveReferenceCentre, field: "saveReferenceCentre", edit: "cms-centre" });

export default function CmsCentre({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { centre, years, saved } = loaderData;
  return (
    <div className="page">
      <EditorHeader list="cms-centres" back={t("centres.editor.back")} title={centre.name} done={saved && t("centres.editor.saved")} />
      <p className="page-lead">{[centre.code, centre.town].filter(Boolean).join(" · ")}</p>
      <p className="mb-6">
        <Link to={to("reference-centers")} className="underline">
          {t("centres.editor.seePublic")}
        </Link>
      </p>
      <EditorForm error={actionData?.error} files={false} className="mt-4 flex max-w-3xl flex-col gap-6" save="centres.editor.save">
        <KindFields kind={CENTRE_KIND} ui={ui(years)} values={actionData?.values ?? loaderData.values} fields={actionData?.fields ?? {}} />
      </EditorForm>
    </div>
  );
}
