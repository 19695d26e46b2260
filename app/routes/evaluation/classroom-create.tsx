import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AGE_SEGMENTS } from "../../../common/ages.ts";
import { CLASSROOM_LIMITS } from "../../../common/evaluation.ts";
import { pathFor } from "../../../common/routes.ts";
import { fieldErrors } from "../../../common/schemas/account.ts";
import { ClassroomInput, type ClassroomFormValues, EMPTY_CLASSROOM } from "../../../common/schemas/classroom.ts";
import { CreateClassroom } from "../../components/evaluation/documents.ts";
import { CREATED_PARAM } from "../../components/evaluation/names.ts";
import { Field, FormAlert } from "../../components/Field.tsx";
import { SubmitButton } from "../../components/SubmitButton.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { type FormFailure, useZodForm } from "../../lib/forms.ts";
import { pageMeta } from "../../lib/meta.ts";
import { refusedForm, succeeded } from "../../lib/mutation-answers.ts";
import { gql, page } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/classroom-create";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "classroom-create");

export function loader() {
  return null;
}

/**
 * Checks the form with the shared schema (a number the API could not even receive, such as 2,5, gets the same
 * message as in the browser), then asks the API, which checks again and knows whether the name is free. A
 * failure that is not the user's to fix is section 8's "Error al guardar el aula".
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(
    Object.keys(EMPTY_CLASSROOM).map((name) => [name, String(form.get(name) ?? "").slice(0, 200)]),
  ) as ClassroomFormValues;
  const parsed = ClassroomInput.safeParse(values);
  if (!parsed.success) {
    return data(
      { values, failure: { error: "errors.validation", fields: fieldErrors(parsed.error) } satisfies FormFailure },
      { status: 400 },
    );
  }
  const result = await gql(context, CreateClassroom, { input: parsed.data });
  const answer = result.data?.createClassroom;
  if (succeeded(answer))
    throw redirect(`${pathFor("evaluation", page(context).lang)}?${CREATED_PARAM}=${encodeURIComponent(answer.data.id)}`);
  const { status, failure } = refusedForm(result, answer);
  return data({ values, failure: status >= 500 ? { ...failure, error: "evaluation.errors.saveFailed" } : failure }, { status });
}

/** Section 5's classroom: every field required, numbers whole and within limits, the name free for the school year. */
export default function ClassroomCreate({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state === "submitting";
  const failure = actionData?.failure ?? null;
  const values = actionData?.values ?? EMPTY_CLASSROOM;
  const { register, errorOf, onSubmit } = useZodForm(
    () => import("../../../common/schemas/classroom.ts").then((schemas) => schemas.ClassroomInput),
    failure,
  );
  const count = (name: "girls" | "boys" | "yearsInProgramme", label: string, hint: string, max: number) => (
    <Field label={label} required error={errorOf(name)} hint={hint}>
      {({ id, describedBy, invalid, required }) => (
        <input
          id={id}
          className="field-input"
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          defaultValue={values[name]}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          aria-required={required}
          {...register(name)}
        />
      )}
    </Field>
  );
  return (
    <div className="page max-w-3xl">
      <h1 className="page-title">{t("evaluation.create.title")}</h1>
      <p className="page-lead">{t("evaluation.create.lead")}</p>
      <Form method="post" noValidate onSubmit={onSubmit} className="panel flex flex-col gap-6">
        <FormAlert message={failure && Object.keys(failure.fields).length === 0 ? failure.error : null} />
        <p className="text-sm text-muted">{t("evaluation.create.required")}</p>
        <Field
          label={t("evaluation.create.name")}
          required
          error={errorOf("name")}
          hint={t("evaluation.create.nameHint", { max: CLASSROOM_LIMITS.nameMax })}
        >
          {({ id, describedBy, invalid, required }) => (
            <input
              id={id}
              className="field-input"
              autoComplete="off"
              maxLength={CLASSROOM_LIMITS.nameMax}
              defaultValue={values.name}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              aria-required={required}
              {...register("name")}
            />
          )}
        </Field>
        <Field label={t("evaluation.create.age")} required error={errorOf("age")} hint={t("evaluation.create.ageHint")}>
          {({ id, describedBy, invalid, required }) => (
            <select
              id={id}
              className="field-input"
              defaultValue={values.age}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              aria-required={required}
              {...register("age")}
            >
              <option value="">{t("evaluation.create.chooseAge")}</option>
              {AGE_SEGMENTS.map((age) => (
                <option key={age} value={age}>
                  {t(`evaluation.ages.${age}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="field-row sm:grid-cols-2">
          {count(
            "girls",
            t("evaluation.create.girls"),
            t("evaluation.create.countHint", { max: CLASSROOM_LIMITS.pupilsMax }),
            CLASSROOM_LIMITS.pupilsMax,
          )}
          {count(
            "boys",
            t("evaluation.create.boys"),
            t("evaluation.create.countHint", { max: CLASSROOM_LIMITS.pupilsMax }),
            CLASSROOM_LIMITS.pupilsMax,
          )}
        </div>
        {count(
          "yearsInProgramme",
          t("evaluation.create.years"),
          t("evaluation.create.yearsHint", { max: CLASSROOM_LIMITS.yearsMax }),
          CLASSROOM_LIMITS.yearsMax,
        )}
        <SubmitButton busy={busy} className="btn btn-primary w-full sm:w-fit">
          {busy ? t("evaluation.create.sending") : t("evaluation.create.submit")}
        </SubmitButton>
      </Form>
      <p className="form-links mt-4">
        <Link to={to("evaluation")}>{t("evaluation.create.cancel")}</Link>
      </p>
    </div>
  );
}
