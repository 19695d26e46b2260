import { Link } from "react-router";
import { useTranslation } from "../../i18n/index.ts";
import { useRootData, useTo } from "../../lib/root-data.ts";
import { CourseCard } from "./CourseCard.tsx";
import type { CourseCardData } from "./documents.ts";

/**
 * The profile's courses tab: the courses the teacher has started or completed, and the way to the others. My
 * courses (/cursos) exists in Spanish only, so in English the tab lists every course itself.
 */
export function MyCoursesTab({ courses }: { courses: readonly CourseCardData[] }) {
  const { t } = useTranslation();
  const to = useTo();
  const spanish = (useRootData()?.lang ?? "es") === "es";
  const shown = spanish ? courses.filter((course) => course.progress?.started) : courses;
  return (
    <div className="flex flex-col gap-4">
      {spanish && <p>{t("courses.mine.profileIntro")}</p>}
      {shown.length === 0 ? (
        <p className="empty">{t(courses.length === 0 ? "courses.mine.none" : "profile.emptyCourses")}</p>
      ) : (
        <div className="course-list">
          {shown.map((course) => (
            <CourseCard key={course.id} course={course} headingLevel={3} />
          ))}
        </div>
      )}
      {spanish && (
        <p>
          <Link to={to("my-courses")} className="btn btn-secondary btn-sm">
            {t("courses.mine.all")}
          </Link>
        </p>
      )}
    </div>
  );
}
