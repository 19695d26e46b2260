import { CoursesForEditorsQuery } from "../../components/editing/course-documents.ts";
import { EditLink, EditorList, EditorTable, Translation, translated } from "../../components/editing/kit/EditorList.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import type { Route } from "./+types/cms-courses";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-courses");

/** The courses editor's list (issue 18): every course in the teachers' order, its state, units, hours and translation. */
export async function loader({ context }: Route.LoaderArgs) {
  const { coursesForEditors } = await query(context, CoursesForEditorsQuery, {});
  return { courses: coursesForEditors };
}

export default function CmsCourses({ loaderData: { courses } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <EditorList kind="course" create="cms-courses-new">
      <EditorTable
        kind="course"
        items={courses}
        columns={[
          {
            head: "editing.course.columns.title",
            cell: (course) => <EditLink route="cms-courses-edit" id={course.id} es={course.titleEs} en={course.titleEn} />,
          },
          {
            head: "editing.course.columns.state",
            cell: (course) => t(course.published ? "editing.course.state.published" : "editing.course.state.draft"),
          },
          { head: "editing.course.columns.units", cell: (course) => course.units.length },
          { head: "editing.course.columns.hours", cell: (course) => course.hours },
          {
            head: "editing.course.columns.translation",
            cell: (course) => (
              <Translation kind="course" done={translated(course.titleEn, course.summaryEn, ...course.units.map((unit) => unit.titleEn))} />
            ),
          },
        ]}
      />
    </EditorList>
  );
}
