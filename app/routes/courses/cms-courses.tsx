import { Link } from "react-router";
import { CoursesForEditorsQuery } from "../../components/editing/course-documents.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import { useRootData, useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-courses";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-courses");

/** The courses editor's list (issue 18): every course in the teachers' order, its state, units, hours and translation. */
export async function loader({ context }: Route.LoaderArgs) {
  const { coursesForEditors } = await query(context, CoursesForEditorsQuery, {});
  return { courses: coursesForEditors };
}

export default function CmsCourses({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  const { courses } = loaderData;
  return (
    <div className="page">
      <p className="mb-2">
        <Link to={to("cms")}>{t("staff.title")}</Link>
      </p>
      <h1 className="page-title">{t("editing.course.title")}</h1>
      <p className="page-lead">{t("editing.course.lead")}</p>
      <p className="mb-6">
        <Link to={to("cms-courses-new")} className="btn btn-primary">
          {t("editing.course.create")}
        </Link>
      </p>
      <p className="mb-3 font-extrabold text-navy">{t("editing.course.count", { count: courses.length })}</p>
      {courses.length === 0 ? (
        <p>{t("editing.course.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="data-table w-full">
            <thead>
              <tr>
                <th scope="col">{t("editing.course.columns.title")}</th>
                <th scope="col">{t("editing.course.columns.state")}</th>
                <th scope="col">{t("editing.course.columns.units")}</th>
                <th scope="col">{t("editing.course.columns.hours")}</th>
                <th scope="col">{t("editing.course.columns.translation")}</th>
              </tr>
            </thead>
            <tbody>
              {courses.map((course) => {
                const translated = [course.titleEn, course.summaryEn, ...course.units.map((unit) => unit.titleEn)].every((text) =>
                  text.trim(),
                );
                return (
                  <tr key={course.id}>
                    <td>
                      <Link to={to("cms-courses-edit", { id: course.id })} className="font-bold underline">
                        {lang === "en" && course.titleEn ? course.titleEn : course.titleEs}
                      </Link>
                    </td>
                    <td>{t(course.published ? "editing.course.state.published" : "editing.course.state.draft")}</td>
                    <td>{course.units.length}</td>
                    <td>{course.hours}</td>
                    <td>{t(translated ? "editing.course.translated" : "editing.course.untranslated")}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
