import { REPORT_QUESTIONS, type ReportKind } from "../../../common/reports.ts";
import { useTranslation } from "../../i18n/index.ts";
import type { FollowUpReportNode } from "./documents.ts";

/** A sent report, read only (section 4): every field as text, section by section, as the form asked them. */
export function ReportAnswersView({ kind, answers }: { kind: ReportKind; answers: FollowUpReportNode["answers"] }) {
  const { t } = useTranslation();
  const none = <span className="text-muted">{t("reports.view.none")}</span>;
  const ratings = new Map(answers.ratings.map((r) => [r.question, r.value]));
  const rows = (items: [string, React.ReactNode][]) => (
    <dl className="grid gap-3">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt className="font-bold text-navy">{term}</dt>
          <dd>{value ?? none}</dd>
        </div>
      ))}
    </dl>
  );
  const section = (id: string, title: string, body: React.ReactNode) => (
    <section className="panel" aria-labelledby={`report-view-${id}`}>
      <h2 id={`report-view-${id}`}>{title}</h2>
      {body}
    </section>
  );
  return (
    <div className="flex flex-col gap-6">
      {section(
        "teacher",
        t("reports.sections.teacher"),
        rows([
          [t("reports.fields.teacherName"), answers.teacherName],
          [t(`reports.fields.organisation.${kind}`), answers.organisation],
        ]),
      )}
      {section(
        "group",
        t(`reports.sections.group.${kind}`),
        rows([
          [t(`reports.fields.groupName.${kind}`), answers.groupName],
          [t("reports.fields.ageSegment"), answers.ageSegment && t(`reports.ages.${answers.ageSegment}`)],
          [t("reports.fields.studentCount"), answers.studentCount],
        ]),
      )}
      {section(
        "subjects",
        t(`reports.sections.subjects.${kind}`),
        answers.subjects.length === 0 ? (
          <p>{none}</p>
        ) : (
          <ul className="list-disc pl-6">
            {answers.subjects.map((id) => (
              <li key={id}>{t(`reports.subjects.${kind}.${id}` as never)}</li>
            ))}
          </ul>
        ),
      )}
      {section(
        "ratings",
        t("reports.sections.ratings"),
        rows(
          REPORT_QUESTIONS[kind].map((id) => {
            const value = ratings.get(id);
            return [t(`reports.questions.${kind}.${id}` as never), value ? t(`reports.ratingLabels.${value}` as never) : null];
          }),
        ),
      )}
      {section(
        "materials",
        t("reports.sections.materials"),
        rows([
          [
            t("reports.fields.materialsDamaged"),
            answers.materialsDamaged === null
              ? null
              : answers.materialsDamaged
                ? answers.materialsDamagedWhich
                  ? t("reports.view.damagedYes", { which: answers.materialsDamagedWhich })
                  : t("reports.fields.yes")
                : t("reports.fields.no"),
          ],
        ]),
      )}
      {section(
        "suggestions",
        t("reports.sections.suggestions"),
        <p className="whitespace-pre-line">
          {answers.suggestions ?? <span className="text-muted">{t("reports.view.noSuggestions")}</span>}
        </p>,
      )}
    </div>
  );
}
