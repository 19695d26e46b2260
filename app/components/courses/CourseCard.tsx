import { Link } from "react-router";
import { useTranslation } from "../../i18n/index.ts";
import { useTo } from "../../lib/root-data.ts";
import { CourseProgress } from "./CourseProgress.tsx";
import type { CourseCardData } from "./documents.ts";

/** A course in a list (my courses, the profile's tab, what to take next): its state, progress and the way in. */
export function CourseCard({ course, headingLevel = 2 }: { course: CourseCardData; headingLevel?: 2 | 3 | 4 }) {
  const { t } = useTranslation();
  const to = useTo();
  const progress = course.progress;
  const Heading = `h${headingLevel}` as const;
  const state = progress?.completed ? "completed" : progress?.started ? "started" : "new";
  return (
    <article className="course-card" aria-labelledby={`course-${course.id}`}>
      <img src={course.image} alt="" width={320} height={180} loading="lazy" className="course-card-image" />
      <div className="course-card-body">
        <Heading id={`course-${course.id}`} className="course-card-title">
          <Link to={to("course", { id: course.slug })} className="card-link">
            {course.title}
          </Link>
        </Heading>
        <p className={`course-state course-state-${state}`}>{t(`courses.state.${state}`)}</p>
        <p className="card-summary">{course.summary}</p>
        <p className="text-sm text-muted">{t("courses.facts", { hours: course.hours, units: course.unitCount })}</p>
        {progress && <CourseProgress id={`course-progress-${course.id}`} completed={progress.completedUnits} total={progress.totalUnits} />}
        <p className="course-card-actions">
          <Link to={to("course", { id: course.slug })} className="btn btn-sm btn-primary" aria-describedby={`course-${course.id}`}>
            {t(`courses.go.${state}`)}
          </Link>
          {progress?.completed && (
            <a
              href={to("course-certificate", { id: course.slug })}
              className="btn btn-sm btn-secondary"
              aria-describedby={`course-${course.id}`}
              download
            >
              {t("courses.certificate")}
            </a>
          )}
        </p>
      </div>
    </article>
  );
}
