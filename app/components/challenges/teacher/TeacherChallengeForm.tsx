import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { TEACHER_CHALLENGE_LIMITS as LIMITS, TEACHER_CONSENTS } from "../../../../common/challenges.ts";
import { useTranslation } from "../../../i18n/index.ts";
import { type FieldRegistration, type FormFailure, useZodForm } from "../../../lib/forms.ts";
import { CheckboxField, FormAlert } from "../../Field.tsx";
import { Icon } from "../../icons/Icon.tsx";
import { send } from "../../icons/shapes.ts";
import { SubmitButton } from "../../SubmitButton.tsx";
import { TextField } from "./fields.tsx";
import { ERROR_PARAMS, type TeacherChallengeFormValues } from "./form-values.ts";
import { LinkRows } from "./LinkRows.tsx";

type Props = { values: TeacherChallengeFormValues; communities: readonly { id: string; name: string }[]; failure: FormFailure | null };

const ANSWERS = ["specialFeature", "changeHistory", "teacherImpact", "studentImpact"] as const;
const COUNTS = ["totalStudents", "totalTeachers", "candidacyTeachers", "studentsBenefited"] as const;

/**
 * The teachers' super-challenge form (sections 3 and 5): the representative, the centre, its figures, the four
 * answers and anything else, the attached links and the consents. Checked in the browser with the server's schema,
 * then posted to the route's action; without JavaScript it posts as it is and the server checks it, answering with
 * everything typed and each field's message.
 */
export function TeacherChallengeForm({ values, communities, failure }: Props) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const { register, errorOf, onSubmit, setFocus, removeRow } = useZodForm(
    () => import("../../../../common/schemas/teacher-challenge.ts").then((schemas) => schemas.TeacherChallengeInput),
    failure,
  );
  // A refusal the server sent back (a centre that already has a candidacy) puts the focus on its first field.
  // (setFocus is a new function each render: the failure answered is remembered so each one moves the focus once.)
  const focused = useRef<FormFailure | null>(null);
  useEffect(() => {
    if (!failure || focused.current === failure) return;
    focused.current = failure;
    const first = Object.keys(failure.fields)[0];
    if (first) setFocus(first);
  });
  const messageOf = (name: string) => {
    const key = errorOf(name);
    return key ? t(key as never, ERROR_PARAMS) : undefined;
  };
  const text = (
    name: "name" | "lastName" | "role" | "email" | "candidacyName" | "centreName" | "centreCode",
    options: { hint?: string; max: number; type?: string; autoComplete?: string },
  ) => (
    <TextField label={t(`teacherChallenge.form.${name}`)} hint={options.hint} error={messageOf(name)}>
      {(props) => (
        <input
          {...props}
          {...register(name)}
          defaultValue={values[name]}
          type={options.type ?? "text"}
          autoComplete={options.autoComplete ?? "off"}
          maxLength={options.max}
        />
      )}
    </TextField>
  );
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
      {/* First in the form, so that Enter in a field sends the candidacy rather than adding or removing a row. */}
      <button type="submit" name="intent" value="send" hidden tabIndex={-1} aria-hidden="true" />
      <FormAlert message={failure && Object.keys(failure.fields).length === 0 ? failure.error : null} />
      <p className="text-sm text-muted">{t("teacherChallenge.form.required")}</p>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-xl font-extrabold text-navy">{t("teacherChallenge.form.representative")}</legend>
        <div className="grid gap-4 md:grid-cols-2">
          {text("name", { max: LIMITS.nameMax, autoComplete: "given-name" })}
          {text("lastName", { max: LIMITS.nameMax, autoComplete: "family-name" })}
        </div>
        {text("role", { max: LIMITS.textMax, hint: t("teacherChallenge.form.roleHint"), autoComplete: "organization-title" })}
        {text("email", { max: 254, type: "email", autoComplete: "email" })}
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-xl font-extrabold text-navy">{t("teacherChallenge.form.centre")}</legend>
        {text("candidacyName", { max: LIMITS.textMax })}
        {text("centreName", { max: LIMITS.textMax, autoComplete: "organization" })}
        <div className="grid gap-4 md:grid-cols-2">
          {text("centreCode", { max: LIMITS.centreCodeMax, hint: t("teacherChallenge.form.centreCodeHint") })}
          <TextField label={t("teacherChallenge.form.communityId")} error={messageOf("communityId")}>
            {(props) => (
              <select {...props} {...register("communityId")} defaultValue={values.communityId}>
                <option value="">{t("teacherChallenge.form.chooseCommunity")}</option>
                {communities.map((community) => (
                  <option key={community.id} value={community.id}>
                    {community.name}
                  </option>
                ))}
              </select>
            )}
          </TextField>
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-xl font-extrabold text-navy">{t("teacherChallenge.form.figures")}</legend>
        <div className="grid gap-4 md:grid-cols-2">
          {COUNTS.map((name) => (
            <TextField key={name} label={t(`teacherChallenge.form.${name}`)} error={messageOf(name)}>
              {(props) => (
                <input
                  {...props}
                  {...register(name)}
                  defaultValue={values[name]}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={LIMITS.countMax}
                  step={1}
                />
              )}
            </TextField>
          ))}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-xl font-extrabold text-navy">{t("teacherChallenge.form.candidacy")}</legend>
        {ANSWERS.map((name) => (
          <TextField
            key={name}
            label={t(`teacherChallenge.form.${name}`)}
            hint={t("teacherChallenge.form.answerHint", { max: LIMITS.answerMax })}
            error={messageOf(name)}
          >
            {(props) => <textarea {...props} {...register(name)} defaultValue={values[name]} rows={5} maxLength={LIMITS.answerMax} />}
          </TextField>
        ))}
        <TextField
          label={t("teacherChallenge.form.anythingElse")}
          required={false}
          optionalText={t("teacherChallenge.form.optional")}
          hint={t("teacherChallenge.form.answerHint", { max: LIMITS.answerMax })}
          error={messageOf("anythingElse")}
        >
          {(props) => (
            <textarea {...props} {...register("anythingElse")} defaultValue={values.anythingElse} rows={4} maxLength={LIMITS.answerMax} />
          )}
        </TextField>
      </fieldset>

      <LinkRows rows={values.attachments} register={register} messageOf={messageOf} setFocus={setFocus} removeRow={removeRow} />

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-xl font-extrabold text-navy">{t("teacherChallenge.form.consents")}</legend>
        {TEACHER_CONSENTS.map((name) => (
          <CheckboxField key={name} required error={errorOf(name)} input={(ids) => consentBox(ids, register(name), values[name])}>
            {t(`teacherChallenge.form.${name}`)}
          </CheckboxField>
        ))}
        <CheckboxField
          error={errorOf("imagePermissions")}
          input={(ids) => consentBox(ids, register("imagePermissions"), values.imagePermissions)}
        >
          {t("teacherChallenge.form.imagePermissions")}
        </CheckboxField>
      </fieldset>

      <SubmitButton busy={busy} name="intent" value="send" className="btn btn-primary self-start">
        <Icon d={send} />
        {busy ? t("teacherChallenge.form.sending") : t("teacherChallenge.form.submit")}
      </SubmitButton>
    </Form>
  );
}

function consentBox(
  ids: { id: string; describedBy: string | undefined; invalid: boolean; required: true | undefined },
  registration: FieldRegistration,
  checked: boolean,
) {
  return (
    <input
      id={ids.id}
      type="checkbox"
      {...registration}
      defaultChecked={checked}
      aria-describedby={ids.describedBy}
      aria-invalid={ids.invalid}
      aria-required={ids.required}
    />
  );
}
