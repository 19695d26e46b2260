import { data } from "react-router";
import { CHALLENGE_KINDS, CHALLENGE_LIMITS } from "../../../common/challenges.ts";
import { CHALLENGE_EDITION_KIND } from "../../../common/editing-kinds.ts";
import {
  EditableChallengeEditionQuery,
  NextChallengeEditionQuery,
  SaveChallengeEdition,
} from "../../components/challenges/edition-documents.ts";
import { EditorHeader } from "../../components/editing/EditorHeader.tsx";
import { EditorForm } from "../../components/editing/kit/EditorForm.tsx";
import { doneOf, refusedField, savedOrRefused } from "../../components/editing/kit/editor.server.ts";
import { type Custom, KindFields, type KindUi } from "../../components/editing/kit/KindFields.tsx";
import { loadedValues, postedValues } from "../../components/editing/kit/kind-values.ts";
import { Field } from "../../components/Field.tsx";
import { madridWallClock } from "../../../common/event-dates.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { gql, query } from "../../lib/page.server.ts";
import type { Route } from "./+types/cms-challenge-edition";

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.params.id ? "cms-challenge-edition" : "cms-challenge-edition-new");

type Kind = (typeof CHALLENGE_KINDS)[number];
type Ui = KindUi<typeof CHALLENGE_EDITION_KIND>;

/** A new edition's kind (hidden) and label, which never change after. */
const newEdition: Custom<typeof CHALLENGE_EDITION_KIND> = ({ values, fields, t }) => (
  <>
    <input type="hidden" name="kind" value={values.kind} />
    <Field label={t("editing.challenge.fields.edition")} required error={fields.edition} hint={t("editing.challenge.fields.editionHint")}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name="edition"
          defaultValue={values.edition}
          required
          aria-required
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className="field-input max-w-xs"
          translate="no"
        />
      )}
    </Field>
  </>
);

/** The form of a kind's edition: the label when new, the opening, Europe's pre-registration, the deadline, the kind's limits. */
function uiOf(kind: Kind, created: boolean): Ui {
  const limits = CHALLENGE_LIMITS[kind].map((name) => [name, { label: `editing.challenge.fields.${name}`, width: "max-w-32" }] as const);
  const europe = kind === "europe";
  return {
    ...(!created && { edition: newEdition }),
    opensAt: { label: "editing.challenge.fields.opensAt" },
    ...(europe && {
      preRegistrationDeadline: {
        label: "editing.challenge.fields.preRegistrationDeadline",
        hint: "editing.challenge.fields.preRegistrationHint",
      },
    }),
    deadline: { label: "editing.challenge.fields.deadline" },
    ...Object.fromEntries(limits),
    ...(europe && {
      audience: {
        label: "editing.challenge.fields.audience",
        required: true,
        width: "max-w-md",
        option: (audience, t) => t(`editing.challenge.fields.audiences.${audience as "primary"}`),
      },
    }),
  };
}

/** An edition's editor (issue 18, decision 042), or the next edition of a kind at …/nueva?kind=europe, proposed a year on. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const saved = doneOf(request, ["saved"]);
  if (!params.id) {
    const kind = CHALLENGE_KINDS.find((k) => k === new URL(request.url).searchParams.get("kind"));
    if (!kind) throw data(null, { status: 404 });
    const { nextChallengeEdition: draft } = await query(context, NextChallengeEditionQuery, { kind });
    return { item: null, kind, values: loadedValues(CHALLENGE_EDITION_KIND, { ...draft, kind }), saved };
  }
  const { editableChallengeEdition: item } = await query(context, EditableChallengeEditionQuery, { id: params.id });
  if (!item) throw data(null, { status: 404 });
  const values = loadedValues(CHALLENGE_EDITION_KIND, item);
  return { item: { id: item.id, edition: item.edition, stage: item.stage }, kind: item.kind as Kind, values, saved };
}

/** Saves the form (a new edition goes to its own editor); a refusal keeps what was typed, with each field's message. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { values, input } = postedValues(CHALLENGE_EDITION_KIND, await request.formData());
  if (!madridWallClock(values.opensAt.trim())) return refusedField(values, "opensAt", "editing.errors.date");
  // Only a new edition names its kind and label (the server refuses a new one without them).
  const { kind, edition, ...dates } = input;
  const result = await gql(context, SaveChallengeEdition, { id: params.id ?? null, input: params.id ? dates : input });
  const answer = result.data?.saveChallengeEdition;
  return savedOrRefused(context, { id: params.id, edit: "cms-challenge-edition", result, answer, values, done: "saved" });
}

export default function CmsChallengeEdition({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { item, kind, saved } = loaderData;
  const kindName = t(`editing.challenge.kinds.${kind}`);
  return (
    <div className="page">
      <EditorHeader
        list="cms-challenges"
        back={t("editing.challenge.back")}
        title={
          item
            ? t("editing.challenge.editTitle", { kind: kindName, edition: item.edition })
            : t("editing.challenge.createTitle", { kind: kindName })
        }
        done={saved && t("editing.challenge.saved")}
        saved={item && { id: item.id, entity: "challengeEdition" }}
      />
      {item && (
        <p className="mb-4">
          {t("editing.challenge.columns.stage")}: {t(`editing.challenge.stages.${item.stage as "open"}`)}
        </p>
      )}
      <p className="page-lead">{t("editing.challenge.lead")}</p>
      <EditorForm error={actionData?.error} files={false} className="mt-4 flex max-w-3xl flex-col gap-6" save="editing.challenge.save">
        <KindFields
          kind={CHALLENGE_EDITION_KIND}
          ui={uiOf(kind, item !== null)}
          values={actionData?.values ?? loaderData.values}
          fields={actionData?.fields ?? {}}
        />
      </EditorForm>
    </div>
  );
}
