import { data } from "react-router";
import { CourseCard } from "../../components/courses/CourseCard.tsx";
import { MyCoursesQuery } from "../../components/courses/documents.ts";
import { Recommendations } from "../../components/courses/Recommendations.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { gql, page } from "../../lib/page.server.ts";
import { courseCardStyles } from "../../components/courses/styles.ts";
import type { Route } from "./+types/my-courses";

/** My courses (/cursos, Spanish only): every published course with the teacher's state, then what to take next. */
export const links: Route.LinksFunction = () => courseCardStyles;

export const meta: Route.MetaFunction = (args) => pageMeta(args, "my-courses");

export async function loader({ context }: Route.LoaderArgs) {
  if (page(context).decision.kind !== "allow") return { courses: [], next: null };
  const result = await gql(context, MyCoursesQuery);
  if (!result.data) throw data(null, { status: 500 });
  return { courses: result.data.courses, next: result.data.courseRecommendations };
}

export default function MyCourses({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { courses, next } = loaderData;
  const completed = courses.filter((course) => course.progress?.completed).length;
  return (
    <div className="page">
      <h1 className="page-title">{t("courses.mine.title")}</h1>
      <p className="page-lead">{t("courses.mine.intro")}</p>
      {courses.length > 0 && <p className="font-bold">{t("courses.mine.summary", { completed, total: courses.length })}</p>}
      {courses.length === 0 ? (
        <p className="empty">{t("courses.mine.none")}</p>
      ) : (
        <div className="course-list">
          {courses.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </div>
      )}
      {next && <Recommendations next={next} />}
    </div>
  );
}
