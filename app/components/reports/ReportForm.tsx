import { Form, useNavigation } from "react-router";
import { AGE_SEGMENTS } from "../../../common/ages.ts";
import {
  RATING_VALUES,
  REPORT_LIMITS,
  REPORT_QUESTIONS,
  REPORT_SUBJECTS,
  REPORT_SUGGESTIONS_MAX,
  type ReportKind,
} from "../../../common/reports.ts";
import { useTranslation } from "../../i18n/index.ts";
import type { FormFailure } from "../../lib/forms.ts";
import { Icon } from "../icons/Icon.tsx";
import { save, send } from "../icons/shapes.ts";
import { FieldError, FormAlert } from "../Field.tsx";
import { SubmitButton } from "../SubmitButton.tsx";
import { ErrorSummary } from "./ErrorSummary.tsx";
import { controlId, fieldPaths } from "./fields.ts";
import { LongTextField, OptionGroup, TextField, useMessage } from "./ReportControls.tsx";
import type { ReportFormValues } from "./values.ts";

/** A section's legend drawn inside its panel (floated: a legend otherwise sits on the border). */
const LEGEND = "float-left mb-4 w-full text-xl font-extrabold text-navy";

type Props = {
  kind: ReportKind;
  values: ReportFormValues;
  /** The server's refusal of the last draft or send, with each field's message. */
  failure: (FormFailure & { intent: "draft" | "send" }) | null;
  /** "Borrador guardado a las 10:32", in a status region (a new save is announced: its key changes). */
  saved: { text: string; key: string } | null;
};

/**
 * The follow-up report's form (sections 3 and 5), posted to the route's action: "Guardar borrador" keeps whatever
 * is filled; "Enviar" has the server check everything and lock the report. Without JavaScript it works the same.
 */
export function ReportForm({ kind, values, failure, saved }: Props) {
  const { t } = useTranslation();
  const message = useMessage();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const error = (field: string) => failure?.fields[field];
  const labelOf = (path: string): string => {
    if (path.startsWith("ratings.")) return t(`reports.questions.${kind}.${path.slice(8)}` as never);
    if (path === "organisation") return t(`reports.fields.organisation.${kind}`);
    if (path === "groupName") return t(`reports.fields.groupName.${kind}`);
    if (path === "subjects") return t(`reports.sections.subjects.${kind}`);
    if (path === "suggestions") return t("reports.fields.suggestions");
    return t(`reports.fields.${path}` as never);
  };
  const refused = failure ? fieldPaths(kind).filter((path) => failure.fields[path]) : [];
  const summary =
    failure && refused.length > 0
      ? {
          title:
            failure.intent === "send" ? t("reports.form.summaryTitle", { count: refused.length }) : t("reports.form.summaryTitleDraft"),
          items: refused.map((path) => ({ id: controlId(kind, path), text: `${labelOf(path)}: ${message(failure.fields[path])}` })),
        }
      : null;
  return (
    <Form method="post" noValidate className="flex flex-col gap-6">
      {/* First in the form: Enter in a field saves the draft, it never sends the report. */}
      <button type="submit" name="intent" value="draft" hidden tabIndex={-1} aria-hidden="true" />
      <div role="status">
        {saved && (
          <p key={saved.key} className="form-success">
            {saved.text}
          </p>
        )}
      </div>
      {summary && <ErrorSummary title={summary.title} items={summary.items} stamp={failure} />}
      <FormAlert message={failure && refused.length === 0 ? failure.error : null} />
      <p className="text-sm text-muted">{t("reports.form.required")}</p>

      <fieldset className="panel flex flex-col gap-4">
        <legend className={LEGEND}>{t("reports.sections.teacher")}</legend>
        <TextField
          id="report-teacherName"
          name="teacherName"
          label={t("reports.fields.teacherName")}
          error={error("teacherName")}
          defaultValue={values.teacherName}
          maxLength={REPORT_LIMITS.nameMax}
          autoComplete="name"
        />
        <TextField
          id="report-organisation"
          name="organisation"
          label={t(`reports.fields.organisation.${kind}`)}
          error={error("organisation")}
          defaultValue={values.organisation}
          maxLength={REPORT_LIMITS.nameMax}
          autoComplete="organization"
        />
      </fieldset>

      <fieldset className="panel flex flex-col gap-4">
        <legend className={LEGEND}>{t(`reports.sections.group.${kind}`)}</legend>
        <TextField
          id="report-groupName"
          name="groupName"
          label={t(`reports.fields.groupName.${kind}`)}
          error={error("groupName")}
          defaultValue={values.groupName}
          maxLength={REPORT_LIMITS.groupNameMax}
        />
        <AgeSelect value={values.ageSegment} error={error("ageSegment")} />
        <div className="field max-w-xs">
          <label className="field-label" htmlFor="report-studentCount">
            {t("reports.fields.studentCount")}
          </label>
          <input
            id="report-studentCount"
            name="studentCount"
            className="field-input"
            type="number"
            inputMode="numeric"
            min={1}
            max={REPORT_LIMITS.studentCountMax}
            step={1}
            defaultValue={values.studentCount}
            aria-invalid={!!error("studentCount")}
            aria-describedby={error("studentCount") ? "report-studentCount-error report-studentCount-hint" : "report-studentCount-hint"}
          />
          <p id="report-studentCount-hint" className="field-hint">
            {t("reports.fields.studentCountHint")}
          </p>
          <FieldError id="report-studentCount-error" message={message(error("studentCount"))} />
        </div>
      </fieldset>

      <div className="panel">
        <OptionGroup
          id="report-subjects"
          name="subjects"
          type="checkbox"
          legend={t(`reports.sections.subjects.${kind}`)}
          legendClassName={LEGEND}
          hint={t(`reports.fields.subjectsHint.${kind}`)}
          error={error("subjects")}
          checked={values.subjects}
          options={REPORT_SUBJECTS[kind].map((id) => ({ value: id, label: t(`reports.subjects.${kind}.${id}` as never) }))}
        />
      </div>

      <fieldset className="panel flex flex-col gap-5">
        <legend className={LEGEND}>{t("reports.sections.ratings")}</legend>
        <p className="field-hint">{t("reports.fields.ratingsHint")}</p>
        {REPORT_QUESTIONS[kind].map((id) => (
          <OptionGroup
            key={id}
            id={`report-ratings-${id}`}
            name={`ratings.${id}`}
            type="radio"
            inline
            legend={t(`reports.questions.${kind}.${id}` as never)}
            error={error(`ratings.${id}`)}
            checked={[values.ratings[id] ?? ""]}
            options={RATING_VALUES.map((value) => ({ value: String(value), label: t(`reports.ratingLabels.${value}`) }))}
          />
        ))}
      </fieldset>

      <fieldset className="panel flex flex-col gap-4">
        <legend className={LEGEND}>{t("reports.sections.materials")}</legend>
        <OptionGroup
          id="report-materialsDamaged"
          name="materialsDamaged"
          type="radio"
          inline
          legend={t("reports.fields.materialsDamaged")}
          error={error("materialsDamaged")}
          checked={[values.materialsDamaged]}
          options={[
            { value: "yes", label: t("reports.fields.yes") },
            { value: "no", label: t("reports.fields.no") },
          ]}
        />
        <LongTextField
          id="report-materialsDamagedWhich"
          name="materialsDamagedWhich"
          label={t("reports.fields.materialsDamagedWhich")}
          hint={t("reports.fields.materialsDamagedWhichHint")}
          error={error("materialsDamagedWhich")}
          defaultValue={values.materialsDamagedWhich}
          maxLength={REPORT_LIMITS.whichMax}
        />
      </fieldset>

      <fieldset className="panel">
        <legend className={LEGEND}>{t("reports.sections.suggestions")}</legend>
        <LongTextField
          id="report-suggestions"
          name="suggestions"
          label={t("reports.fields.suggestions")}
          error={error("suggestions")}
          defaultValue={values.suggestions}
          maxLength={REPORT_SUGGESTIONS_MAX}
          counted
        />
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={busy !== null} name="intent" value="draft" className="btn btn-secondary">
          <Icon d={save} />
          {busy === "draft" ? t("reports.form.saving") : t("reports.form.saveDraft")}
        </SubmitButton>
        <SubmitButton busy={busy !== null} name="intent" value="send" className="btn btn-primary">
          <Icon d={send} />
          {busy === "send" ? t("reports.form.sending") : t("reports.form.send")}
        </SubmitButton>
      </div>
    </Form>
  );
}

function AgeSelect({ value, error }: { value: string; error?: string }) {
  const { t } = useTranslation();
  const message = useMessage()(error);
  return (
    <div className="field max-w-xs">
      <label className="field-label" htmlFor="report-ageSegment">
        {t("reports.fields.ageSegment")}
      </label>
      <select
        id="report-ageSegment"
        name="ageSegment"
        className="field-input"
        defaultValue={value}
        aria-invalid={!!message}
        aria-describedby={message ? "report-ageSegment-error" : undefined}
      >
        <option value="">{t("reports.fields.chooseAge")}</option>
        {AGE_SEGMENTS.map((age) => (
          <option key={age} value={age}>
            {t(`reports.ages.${age}`)}
          </option>
        ))}
      </select>
      <FieldError id="report-ageSegment-error" message={message} />
    </div>
  );
}
