import { data } from "react-router";
import { PROGRAM_KIND } from "../../../common/editing-kinds.ts";
import { EditorHeader } from "../../components/editing/EditorHeader.tsx";
import { chosenFile } from "../../components/editing/form-values.ts";
import { EditorForm } from "../../components/editing/kit/EditorForm.tsx";
import { doneOf, savedOrRefused } from "../../components/editing/kit/editor.server.ts";
import { KindFields, type KindUi } from "../../components/editing/kit/KindFields.tsx";
import { loadedValues, postedValues } from "../../components/editing/kit/kind-values.ts";
import { EditableProgramQuery, SaveProgram } from "../../components/editing/program-documents.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { gql, query } from "../../lib/page.server.ts";
import type { Route } from "./+types/cms-programs-edit";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "cms-programs-edit", args.loaderData ? { title: args.loaderData.item.nameEs } : undefined);

const DONE = ["saved"] as const;
const UI: KindUi<typeof PROGRAM_KIND> = {
  name: { label: "editing.program.labels.name" },
  textsHint: ({ t }) => <p className="field-hint">{t("editing.program.textsHint")}</p>,
  summary: { label: "editing.labels.summary", rows: 3 },
  body: { label: "editing.labels.body", rows: 18, hint: "editing.bodyHint" },
  slug: { hint: "editing.program.slugHint" },
  position: { label: "editing.fields.position", hint: "editing.program.positionHint", width: "max-w-[10rem]" },
  image: { label: "editing.program.image" },
  public: { texts: "editing.program.state" },
};

/** A programme's page editor (issue 18); ?done= says the last save went through. Programmes are not created here. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const done = doneOf(request, DONE);
  const { editableProgram: item } = await query(context, EditableProgramQuery, { id: params.id });
  if (!item) throw data(null, { status: 404 });
  const { id, code, image, nameEs } = item;
  return { item: { id, code, image, nameEs }, values: loadedValues(PROGRAM_KIND, item), done };
}

/** Saves the form; a refusal keeps what was typed, with each field's message. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { values, input } = postedValues(PROGRAM_KIND, form);
  const result = await gql(context, SaveProgram, { id: params.id, input, image: chosenFile(form) });
  return savedOrRefused(context, { id: params.id, edit: "cms-programs-edit", result, answer: result.data?.saveProgram, values });
}

export default function CmsProgramsEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { item, done } = loaderData;
  return (
    <div className="page">
      <EditorHeader
        list="cms-programs"
        back={t("editing.program.back")}
        title={t("editing.program.editTitle")}
        done={done && t("editing.saved")}
        saved={{ id: item.id, preview: "cms-programs-preview", entity: "program" }}
      />
      <p className="mb-4 font-bold" translate="no">
        {t("editing.program.code", { code: item.code })}
      </p>
      <EditorForm error={actionData?.error}>
        <KindFields
          kind={PROGRAM_KIND}
          ui={UI}
          values={actionData?.values ?? loaderData.values}
          fields={actionData?.fields ?? {}}
          cover={item.image}
        />
      </EditorForm>
    </div>
  );
}
