import { useTranslation } from "../../i18n/index.ts";
import type { ClassroomNode } from "./documents.ts";

/** A classroom's counts and dates as a description list (the list, the results and the delete screen). */
export function ClassroomFacts({
  classroom,
  created,
}: {
  classroom: Pick<ClassroomNode, "age" | "girls" | "boys" | "yearsInProgramme" | "schoolYear">;
  created?: string;
}) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t("evaluation.facts.age"), t(`evaluation.ages.${classroom.age}`)],
    [
      t("evaluation.facts.pupils"),
      t("evaluation.facts.pupilsValue", { total: classroom.girls + classroom.boys, girls: classroom.girls, boys: classroom.boys }),
    ],
    [t("evaluation.facts.years"), String(classroom.yearsInProgramme)],
    [t("evaluation.facts.schoolYear"), classroom.schoolYear],
    ...(created ? [[t("evaluation.facts.createdAt"), created] as [string, string]] : []),
  ];
  return (
    <dl className="data-list">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
