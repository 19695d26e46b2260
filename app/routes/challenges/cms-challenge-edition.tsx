import { canOpen } from "../../../common/access.ts";
import { data, Form, Link, useNavigation } from "react-router";
import { madridLocalValue, madridWallClock } from "../../../common/event-dates.ts";
import {
  EditableChallengeEditionQuery,
  NextChallengeEditionQuery,
  SaveChallengeEdition,
} from "../../components/challenges/edition-documents.ts";
import { textsFromForm } from "../../components/editing/form-values.ts";
import { Field, FormAlert } from "../../components/Field.tsx";
import { SubmitButton } from "../../components/SubmitButton.tsx";
import { savedOrRefused } from "../../components/editing/kit/editor.server.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import { useMe, useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-challenge-edition";

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.params.id ? "cms-challenge-edition" : "cms-challenge-edition-new");

const KINDS = ["teacher", "europe"] as const;
type Kind = (typeof KINDS)[number];
const AUDIENCES = ["primaryAndSecondary", "primary"] as const;
const TEXTS = ["edition", "opensAt", "preRegistrationDeadline", "deadline", "audience"] as const;
const LIMITS = { teacher: ["winners", "places"], europe: ["videoMaxSeconds", "prizeEuros", "finalists"] } as const;
const NUMBERS = ["winners", "places", "videoMaxSeconds", "prizeEuros", "finalists"] as const;
type Values = Record<(typeof TEXTS)[number] | (typeof NUMBERS)[number], string>;
type Edition = {
  opensAt: string;
  preRegistrationDeadline: string | null;
  deadline: string;
  audience: string | null;
  edition: string;
} & Partial<Record<(typeof NUMBERS)[number], number | null>>;

const valuesOf = (e: Edition): Values => ({
  edition: e.edition,
  opensAt: madridLocalValue(new Date(e.opensAt)),
  preRegistrationDeadline: e.preRegistrationDeadline ?? "",
  deadline: e.deadline,
  audience: e.audience ?? "",
  ...(Object.fromEntries(NUMBERS.map((n) => [n, e[n] == null ? "" : String(e[n])])) as Record<(typeof NUMBERS)[number], string>),
});

/** An edition's editor (issue 18, decision 042), or the next edition of a kind at …/nueva?kind=europe, proposed a year on. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const saved = new URL(request.url).searchParams.get("done") === "saved";
  if (!params.id) {
    const kind = KINDS.find((k) => k === new URL(request.url).searchParams.get("kind"));
    if (!kind) throw data(null, { status: 404 });
    const { nextChallengeEdition: draft } = await query(context, NextChallengeEditionQuery, { kind });
    return { item: null, kind, values: valuesOf(draft), saved };
  }
  const { editableChallengeEdition: item } = await query(context, EditableChallengeEditionQuery, { id: params.id });
  if (!item) throw data(null, { status: 404 });
  return { item: { id: item.id, edition: item.edition, stage: item.stage }, kind: item.kind as Kind, values: valuesOf(item), saved };
}

/** Saves the form (a new edition goes to its own editor); a refusal keeps what was typed, with each field's message. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const _lang = page(context).lang;
  // Only a new edition names its kind and label (the server refuses a new one without them).
  const kind = KINDS.find((k) => k === form.get("kind")) ?? null;
  const values = textsFromForm(form, [...TEXTS, ...NUMBERS]) as Values;
  const fields: Record<string, string> = {};
  const opensAt = madridWallClock(values.opensAt.trim());
  if (!opensAt) fields.opensAt = "editing.errors.date";
  const numbers: Record<string, number | null> = {};
  for (const name of NUMBERS) {
    const typed = values[name].trim();
    if (typed === "") numbers[name] = null;
    else if (/^\d{1,7}$/.test(typed)) numbers[name] = Number(typed);
    else fields[name] = "editing.challenge.errors.positive";
  }
  if (Object.keys(fields).length > 0 || !opensAt) return data({ error: "errors.validation", fields, values }, { status: 400 });
  const result = await gql(context, SaveChallengeEdition, {
    id: params.id ?? null,
    input: {
      ...(params.id ? {} : { kind, edition: values.edition }),
      opensAt: opensAt.toISOString(),
      preRegistrationDeadline: values.preRegistrationDeadline.trim() || null,
      deadline: values.deadline.trim(),
      audience: values.audience || null,
      ...numbers,
    },
  });
  return savedOrRefused(context, {
    id: params.id,
    edit: "cms-challenge-edition",
    result,
    answer: result.data?.saveChallengeEdition,
    values,
    done: "saved",
  });
}

export default function CmsChallengeEdition({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const to = useTo();
  const me = useMe();
  const { item, kind, saved } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const fields: Record<string, string | undefined> = actionData?.fields ?? {};
  const kindName = t(`editing.challenge.kinds.${kind}`);
  const dateInput = (name: "preRegistrationDeadline" | "deadline", label: string, required: boolean, hint?: string) => (
    <Field label={label} required={required} error={fields[name]} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={name}
          type="date"
          defaultValue={values[name]}
          required={required}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className="field-input max-w-xs"
        />
      )}
    </Field>
  );
  const numberInput = (name: (typeof NUMBERS)[number]) => (
    <Field key={name} label={t(`editing.challenge.fields.${name}`)} required error={fields[name]}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          defaultValue={values[name]}
          required
          aria-required
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className="field-input max-w-32"
        />
      )}
    </Field>
  );
  return (
    <div className="page">
      <p className="mb-2">
        <Link to={to("cms-challenges")}>{t("editing.challenge.back")}</Link>
      </p>
      <h1 className="page-title">
        {item
          ? t("editing.challenge.editTitle", { kind: kindName, edition: item.edition })
          : t("editing.challenge.createTitle", { kind: kindName })}
      </h1>
      {saved && (
        <p role="status" className="form-success mb-4">
          {t("editing.challenge.saved")}
        </p>
      )}
      {item && (
        <p className="mb-4">
          {t("editing.challenge.columns.stage")}: {t(`editing.challenge.stages.${item.stage as "open"}`)}
        </p>
      )}
      {item && canOpen(me, "cms-audit") && (
        <p className="mb-6">
          <Link to={`${to("cms-audit")}?entity=challengeEdition&entityId=${encodeURIComponent(item.id)}`} className="underline">
            {t("editing.history")}
          </Link>
        </p>
      )}
      <p className="page-lead">{t("editing.challenge.lead")}</p>
      <FormAlert message={actionData?.error} />
      <Form method="post" className="mt-4 flex max-w-3xl flex-col gap-6" noValidate>
        {!item && (
          <>
            <input type="hidden" name="kind" value={kind} />
            <Field
              label={t("editing.challenge.fields.edition")}
              required
              error={fields.edition}
              hint={t("editing.challenge.fields.editionHint")}
            >
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
        )}
        <Field label={t("editing.challenge.fields.opensAt")} required error={fields.opensAt}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              name="opensAt"
              type="datetime-local"
              defaultValue={values.opensAt}
              required
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className="field-input max-w-xs"
            />
          )}
        </Field>
        {kind === "europe" &&
          dateInput(
            "preRegistrationDeadline",
            t("editing.challenge.fields.preRegistrationDeadline"),
            false,
            t("editing.challenge.fields.preRegistrationHint"),
          )}
        {dateInput("deadline", t("editing.challenge.fields.deadline"), true)}
        {LIMITS[kind].map(numberInput)}
        {kind === "europe" && (
          <Field label={t("editing.challenge.fields.audience")} required error={fields.audience}>
            {({ id, describedBy, invalid }) => (
              <select
                id={id}
                name="audience"
                defaultValue={values.audience}
                aria-required
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                className="field-input max-w-md"
              >
                {AUDIENCES.map((audience) => (
                  <option key={audience} value={audience}>
                    {t(`editing.challenge.fields.audiences.${audience}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <div>
          <SubmitButton busy={busy} className="btn btn-primary">
            {t("editing.challenge.save")}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
