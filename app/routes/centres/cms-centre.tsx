import { data, Form, Link, useNavigation } from "react-router";
import { EditableCentreQuery, SaveReferenceCentre } from "../../components/centres/editor-documents.ts";
import { Field, FormAlert } from "../../components/Field.tsx";
import { SubmitButton } from "../../components/SubmitButton.tsx";
import { savedOrRefused } from "../../components/editing/kit/editor.server.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { gql, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-centre";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "cms-centre", args.loaderData ? { title: args.loaderData.centre.name } : undefined);

type Values = { referenceSince: string; latitude: string; longitude: string };

/** A centre's accreditation and place on the map (issue 18); ?done=saved after a save. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { editableCentre: centre, referenceYears } = await query(context, EditableCentreQuery, { id: params.id });
  if (!centre) throw data(null, { status: 404 });
  const values: Values = {
    referenceSince: centre.referenceSince ?? "",
    latitude: centre.latitude?.toString() ?? "",
    longitude: centre.longitude?.toString() ?? "",
  };
  return { centre, years: referenceYears, values, saved: new URL(request.url).searchParams.get("done") === "saved" };
}

/** A coordinate as typed: empty is none, a comma is read as the decimal point; anything else not a number is refused. */
const coordinate = (text: string): number | null | undefined => {
  const trimmed = text.trim().replace(",", ".");
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
};

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values: Values = {
    referenceSince: String(form.get("referenceSince") ?? ""),
    latitude: String(form.get("latitude") ?? ""),
    longitude: String(form.get("longitude") ?? ""),
  };
  const latitude = coordinate(values.latitude);
  const longitude = coordinate(values.longitude);
  if (latitude === undefined || longitude === undefined) {
    const fields = {
      ...(latitude === undefined && { latitude: "editing.errors.number" }),
      ...(longitude === undefined && { longitude: "editing.errors.number" }),
    };
    return data({ error: "errors.validation", fields, values }, { status: 400 });
  }
  const result = await gql(context, SaveReferenceCentre, {
    id: params.id,
    input: { referenceSince: values.referenceSince || null, latitude, longitude },
  });
  return savedOrRefused(context, { id: params.id, edit: "cms-centre", result, answer: result.data?.saveReferenceCentre, values });
}

export default function CmsCentre({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const to = useTo();
  const { centre, years, saved } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const fields: Record<string, string | undefined> = actionData?.fields ?? {};
  return (
    <div className="page">
      <p className="mb-2">
        <Link to={to("cms-centres")}>{t("centres.editor.back")}</Link>
      </p>
      <h1 className="page-title">{centre.name}</h1>
      <p className="page-lead">{[centre.code, centre.town].filter(Boolean).join(" · ")}</p>
      {saved && (
        <p role="status" className="form-success mb-4">
          {t("centres.editor.saved")}
        </p>
      )}
      <p className="mb-6">
        <Link to={to("reference-centers")} className="underline">
          {t("centres.editor.seePublic")}
        </Link>
      </p>
      <FormAlert message={actionData?.error} />
      <Form method="post" className="mt-4 flex max-w-3xl flex-col gap-6" noValidate>
        <Field label={t("centres.editor.since")} error={fields.referenceSince}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              name="referenceSince"
              defaultValue={values.referenceSince}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className="field-input max-w-xs"
            >
              <option value="">{t("centres.editor.none")}</option>
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset className="m-0 border-0 p-0" aria-describedby="centre-place-hint">
          <legend className="mb-2 text-lg font-extrabold text-navy">{t("centres.editor.place")}</legend>
          <p id="centre-place-hint" className="field-hint mb-2">
            {t("centres.editor.placeHint")}
          </p>
          <div className="grid gap-4 md:grid-cols-2">
            {(["latitude", "longitude"] as const).map((name) => (
              <Field key={name} label={t(`centres.editor.${name}`)} error={fields[name]}>
                {({ id, describedBy, invalid }) => (
                  <input
                    id={id}
                    name={name}
                    inputMode="decimal"
                    defaultValue={values[name]}
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                    className="field-input"
                    maxLength={20}
                  />
                )}
              </Field>
            ))}
          </div>
        </fieldset>
        <div>
          <SubmitButton busy={busy} className="btn btn-primary">
            {t("centres.editor.save")}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
