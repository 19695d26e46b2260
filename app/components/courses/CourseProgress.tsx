import { useTranslation } from "../../i18n/index.ts";

/** Section 4: progress as completed units out of total, in words and as a bar (one labelled progressbar). */
export function CourseProgress({ completed, total, id }: { completed: number; total: number; id: string }) {
  const { t } = useTranslation();
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  return (
    <div className="course-progress">
      <p id={id} className="course-progress-text">
        {t("courses.progress", { completed, total })}
      </p>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={completed}
        aria-valuetext={t("courses.progress", { completed, total })}
        className="course-progress-bar"
      >
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
