import { Icon } from "../icons/Icon.tsx";
import { plus, send, trash } from "../icons/shapes.ts";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { Form, useNavigation } from "react-router";
import { EMPTY_TEACHER_ROW, LICENCE_REQUEST_LIMITS as LIMITS, type TeacherRowValues } from "../../../common/licences.ts";
import { type FieldRegistration, type FormFailure, useZodForm } from "../../lib/forms.ts";
import { FieldError, FormAlert } from "../Field.tsx";
import { errorParams, type RequestFormValues } from "./licence-request-values.ts";
import { SubmitButton } from "../SubmitButton.tsx";

/**
 * The licence request form (sections 3 and 5). Checked in the browser with the shared schema, then posted
 * to the route's action, which checks again. Teacher rows are added and removed in place with JavaScript;
 * without it the same buttons post the form, and the action answers with one row more or less, keeping
 * what was typed.
 */
export function LicenceRequestForm({ values, failure }: { values: RequestFormValues; failure: FormFailure | null }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const addButton = useRef<HTMLButtonElement>(null);
  // Checked when a field is left or the form is sent (useZodForm): a row just added starts clean.
  const { register, errorOf, onSubmit, setFocus, removeRow } = useZodForm(
    () => import("../../../common/schemas/licence-request.ts").then((schemas) => schemas.LicenceRequestInput),
    failure,
  );
  // The rows on screen, each with the values it started with (its inputs then hold what is typed) and a key.
  const [fields, setFields] = useState(() => values.teachers.map((row, index) => ({ ...row, id: index })));
  const nextId = useRef(values.teachers.length);
  const append = (row: TeacherRowValues) => setFields((rows) => [...rows, { ...row, id: nextId.current++ }]);
  const remove = (index: number) => {
    setFields((rows) => rows.filter((_, at) => at !== index));
    removeRow("teachers", index);
  };
  // A row added in place takes the focus on its first field once it is on screen.
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null || focusRow.current >= fields.length) return;
    setFocus(`teachers.${focusRow.current}.name`);
    focusRow.current = null;
  });

  const message = (key: string) => String(t(key as never, errorParams(key) as never));

  const teachersError = errorOf("teachers");
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      {/* First in the form, so that Enter in a field sends the request rather than adding or removing a row. */}
      <button type="submit" name="intent" value="send" hidden tabIndex={-1} aria-hidden="true" />
      <FormAlert message={failure?.error ?? null} />
      <p className="text-sm text-muted">{t("licences.request.required")}</p>

      <div className="field-row">
        <TextField
          label={t("licences.request.quantity")}
          hint={t("licences.request.quantityHint", { max: LIMITS.maxLicences })}
          error={errorOf("quantity")}
          message={message}
        >
          {(props) => (
            <input
              {...props}
              {...register("quantity")}
              defaultValue={values.quantity}
              type="number"
              inputMode="numeric"
              min={1}
              max={LIMITS.maxLicences}
              step={1}
            />
          )}
        </TextField>
      </div>

      <TextField label={t("licences.request.reason")} hint={t("licences.request.reasonHint")} error={errorOf("reason")} message={message}>
        {(props) => <textarea {...props} {...register("reason")} defaultValue={values.reason} rows={4} maxLength={LIMITS.reasonMax} />}
      </TextField>

      <fieldset className="flex flex-col gap-4" aria-describedby={teachersError ? "teachers-error" : "teachers-hint"}>
        <legend className="field-label text-lg">{t("licences.request.teachers")}</legend>
        <p id="teachers-hint" className="field-hint">
          {t("licences.request.teachersHint")}
        </p>
        <FieldError id="teachers-error" message={teachersError && message(teachersError)} />
        {fields.map((field, index) => (
          <fieldset key={field.id} className="rounded-2xl border-2 border-line bg-cream p-4">
            <legend className="px-2 font-extrabold text-navy">{t("licences.request.teacher", { number: index + 1 })}</legend>
            <div className="grid gap-4 md:grid-cols-3">
              <TextField label={t("licences.request.teacherName")} error={errorOf(`teachers.${index}.name`)} message={message}>
                {(props) => (
                  <input
                    {...props}
                    {...register(`teachers.${index}.name`)}
                    defaultValue={field.name}
                    autoComplete="off"
                    maxLength={LIMITS.textMax}
                  />
                )}
              </TextField>
              <TextField
                label={t("licences.request.courses")}
                hint={t("licences.request.coursesHint")}
                error={errorOf(`teachers.${index}.courses`)}
                message={message}
              >
                {(props) => (
                  <input
                    {...props}
                    {...register(`teachers.${index}.courses`)}
                    defaultValue={field.courses}
                    autoComplete="off"
                    maxLength={LIMITS.textMax}
                  />
                )}
              </TextField>
              <TextField label={t("licences.request.subjects")} error={errorOf(`teachers.${index}.subjects`)} message={message}>
                {(props) => (
                  <input
                    {...props}
                    {...register(`teachers.${index}.subjects`)}
                    defaultValue={field.subjects}
                    autoComplete="off"
                    maxLength={LIMITS.textMax}
                  />
                )}
              </TextField>
            </div>
            <YesNo
              legend={t("licences.request.trained")}
              yes={t("licences.request.yes")}
              no={t("licences.request.no")}
              value={field.trained}
              register={register(`teachers.${index}.trained`)}
              error={errorOf(`teachers.${index}.trained`)}
              message={message}
            />
            {fields.length > 1 && (
              <button
                type="submit"
                name="intent"
                value={`remove-teacher:${index}`}
                formNoValidate
                className="btn btn-secondary btn-sm mt-3"
                onClick={(event) => {
                  event.preventDefault();
                  remove(index);
                  addButton.current?.focus();
                }}
              >
                <Icon d={trash} />
                {t("licences.request.removeTeacher", { number: index + 1 })}
              </button>
            )}
          </fieldset>
        ))}
        {fields.length < LIMITS.maxTeachers && (
          <button
            ref={addButton}
            type="submit"
            name="intent"
            value="add-teacher"
            formNoValidate
            className="btn btn-secondary self-start"
            onClick={(event) => {
              event.preventDefault();
              focusRow.current = fields.length;
              append(EMPTY_TEACHER_ROW);
            }}
          >
            <Icon d={plus} />
            {t("licences.request.addTeacher")}
          </button>
        )}
      </fieldset>

      <Checkbox label={t("licences.request.managerInformed")} error={errorOf("managerInformed")} message={message}>
        {(props) => <input {...props} type="checkbox" {...register("managerInformed")} defaultChecked={values.managerInformed} />}
      </Checkbox>

      <SubmitButton busy={busy} name="intent" value="send" className="btn btn-primary self-start">
        <Icon d={send} />
        {t("licences.request.submit")}
      </SubmitButton>
    </Form>
  );
}

type ControlProps = { id: string; className: string; "aria-describedby"?: string; "aria-invalid": boolean; "aria-required": true };

/** A labelled text control with its hint and its error (whose message may name a number). */
function TextField({
  label,
  hint,
  error,
  message,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  message: (key: string) => string;
  children: (props: ControlProps) => React.ReactNode;
}) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, className: "field-input", "aria-describedby": describedBy, "aria-invalid": !!error, "aria-required": true })}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error && message(error)} />
    </div>
  );
}

/** The trained flag: a yes/no choice that must be made (neither is picked at first). */
function YesNo({
  legend,
  yes,
  no,
  value,
  register,
  error,
  message,
}: {
  legend: string;
  yes: string;
  no: string;
  value: "yes" | "no" | null;
  register: FieldRegistration;
  error?: string;
  message: (key: string) => string;
}) {
  const id = useId();
  return (
    <fieldset className="mt-4" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field-label">{legend}</legend>
      <div className="mt-2 flex gap-6">
        {(["yes", "no"] as const).map((option) => (
          <div key={option} className="checkbox">
            <input
              id={`${id}-${option}`}
              type="radio"
              className="checkbox"
              value={option}
              defaultChecked={value === option}
              aria-invalid={!!error}
              {...register}
            />
            <label htmlFor={`${id}-${option}`}>{option === "yes" ? yes : no}</label>
          </div>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error && message(error)} />
    </fieldset>
  );
}

/** A checkbox with its label beside it and its error. */
function Checkbox({
  label,
  error,
  message,
  children,
}: {
  label: string;
  error?: string;
  message: (key: string) => string;
  children: (props: { id: string; "aria-describedby"?: string; "aria-invalid": boolean }) => React.ReactNode;
}) {
  const id = useId();
  return (
    <div className="field">
      <div className="checkbox">
        {children({ id, "aria-describedby": error ? `${id}-error` : undefined, "aria-invalid": !!error })}
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={`${id}-error`} message={error && message(error)} />
    </div>
  );
}
