import { PROGRAM_KIND } from "../../../common/editing-kinds.ts";
import { KindEditor } from "../../components/editing/kit/KindEditor.tsx";
import type { KindUi } from "../../components/editing/kit/KindFields.tsx";
import { kindAction, kindLoader } from "../../components/editing/kit/kind-screen.server.ts";
import { EditableProgramQuery, SaveProgram } from "../../components/editing/program-documents.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/cms-programs-edit";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "cms-programs-edit", args.loaderData?.item ? { title: args.loaderData.item.nameEs } : undefined);

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
export const loader = (args: Route.LoaderArgs) =>
  kindLoader(args, {
    kind: PROGRAM_KIND,
    query: EditableProgramQuery,
    field: "editableProgram",
    keep: ({ code, nameEs }) => ({ code, nameEs }),
    creates: false,
  });

export const action = (args: Route.ActionArgs) =>
  kindAction(args, { kind: PROGRAM_KIND, save: SaveProgram, field: "saveProgram", edit: "cms-programs-edit" });

export default function CmsProgramsEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const code = (
    <p className="mb-4 font-bold" translate="no">
      {t("editing.program.code", { code: loaderData.item?.code })}
    </p>
  );
  return (
    <KindEditor
      kind={PROGRAM_KIND}
      ui={UI}
      route="cms-programs"
      texts="editing.program"
      loaded={loaderData}
      posted={actionData}
      intro={code}
    />
  );
}
