import { useId } from "react";
import { Link } from "react-router";
import { isAvailableIn } from "../../../common/routes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { useRootData, useTo } from "../../lib/root-data.ts";
import { Icon } from "../icons/Icon.tsx";
import { download, graduationCap } from "../icons/shapes.ts";

/** A completed course as the panel lists it (the loader formats its date in the page's language). */
export type TrainedCourse = {
  slug: string;
  title: string;
  hours: number;
  completedOn: string;
  completedAt: string;
  certificateCode: string | null;
  current: boolean;
};
export type Training = { schoolYear: string; hours: number; criterion: number; courses: TrainedCourse[] };

/**
 * My panel's teacher training (section 9): the hours of the courses completed this school year against the
 * reference-centre criterion, as a sentence and a progress bar, and every completed course with its certificate.
 */
export function TrainingHours({ training }: { training: Training }) {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  const ids = useId();
  const { hours, criterion, schoolYear, courses } = training;
  const summary = t("certificates.panel.summary", { hours, criterion, year: schoolYear });
  const current = courses.filter((course) => course.current);
  const earlier = courses.filter((course) => !course.current);
  const spanishOnly = !isAvailableIn("my-courses", lang);
  return (
    <section className="panel mt-6" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="flex items-center gap-2">
        <Icon d={graduationCap} className="size-6 flex-none text-navy" />
        {t("certificates.panel.title")}
      </h2>
      <p id={`${ids}-summary`} className="text-lg font-extrabold text-navy">
        {summary}
      </p>
      <div
        role="progressbar"
        aria-labelledby={`${ids}-summary`}
        aria-valuemin={0}
        aria-valuemax={criterion}
        aria-valuenow={Math.min(hours, criterion)}
        aria-valuetext={summary}
        className="my-3 h-4 w-full overflow-hidden rounded-full border-2 border-navy bg-cream"
      >
        <div className="h-full bg-sun" style={{ width: `${Math.min(100, (hours / criterion) * 100)}%` }} />
      </div>
      <p className="text-muted">
        {hours >= criterion ? t("certificates.panel.reached") : t("certificates.panel.criterion", { criterion })}
      </p>

      <h3>{t("certificates.panel.thisYear")}</h3>
      {current.length > 0 ? <CourseList courses={current} /> : <p className="empty">{t("certificates.panel.none")}</p>}
      {earlier.length > 0 && (
        <>
          <h3>{t("certificates.panel.earlier")}</h3>
          <CourseList courses={earlier} />
        </>
      )}
      <p className="mt-4">
        <Link to={to("my-courses")} className="btn btn-secondary btn-sm" hrefLang={spanishOnly ? "es" : undefined}>
          {t("certificates.panel.allCourses")}
          {spanishOnly && <span className="font-normal text-muted">{t("myPanel.spanishOnly")}</span>}
        </Link>
      </p>
    </section>
  );
}

function CourseList({ courses }: { courses: TrainedCourse[] }) {
  const { t } = useTranslation();
  const to = useTo();
  return (
    <ul className="flex flex-col gap-3">
      {courses.map((course) => (
        <li key={course.slug} className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-cream px-4 py-3">
          <div>
            <p className="font-bold text-navy">{course.title}</p>
            <p className="text-muted">
              {t("certificates.panel.hours", { count: course.hours })} ·{" "}
              <time dateTime={course.completedAt}>{t("certificates.panel.completedOn", { date: course.completedOn })}</time>
            </p>
          </div>
          {course.certificateCode && (
            // A file, not a page: the browser downloads it.
            // Its name says which course's, so a list of links tells them apart; it begins with the visible words.
            <a
              href={to("course-certificate", { id: course.slug })}
              download
              className="btn btn-secondary btn-sm"
              aria-label={t("certificates.panel.downloadOf", { course: course.title })}
            >
              <Icon d={download} />
              {t("certificates.panel.download")}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
