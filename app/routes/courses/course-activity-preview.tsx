import { data, Link } from "react-router";
import { answerAction } from "../../components/courses/course-actions.server.ts";
import { CourseUnitPreviewQuery } from "../../components/courses/documents.ts";
import { PreviewBanner } from "../../components/courses/PreviewBanner.tsx";
import { UnitView } from "../../components/courses/UnitView.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { gql, page } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import { courseStyles } from "../../components/courses/styles.ts";
import type { Route } from "./+types/course-activity-preview";

/** One unit of any course (section 2's course activity, /actividad-curso/:id/preview), for staff and event managers. */
export const links: Route.LinksFunction = () => courseStyles;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "course-activity-preview", args.loaderData?.preview ? { title: args.loaderData.preview.unit.title } : undefined);

export async function loader({ params, context }: Route.LoaderArgs) {
  if (page(context).decision.kind !== "allow") return { preview: null };
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  const result = await gql(context, CourseUnitPreviewQuery, { id: Number(params.id) });
  if (!result.data) throw data(null, { status: 500 });
  const preview = result.data.courseUnitPreview;
  if (!preview) throw data(null, { status: 404 });
  return { preview };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "answer") return answerAction(context, form, true);
  throw data(null, { status: 400 });
}

export default function CourseActivityPreview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { preview } = loaderData;
  if (!preview) return null;
  const { course, unit } = preview;
  const coursePreview = to("course-preview", { id: String(course.id) });
  // The units around it open in this same preview, by their ids.
  const href = (position: number) => {
    const other = course.units.find((u) => u.position === position);
    return other ? to("course-activity-preview", { id: String(other.id) }) : coursePreview;
  };
  return (
    <div className="page">
      <PreviewBanner published={course.published} />
      <p className="course-breadcrumb">
        <Link to={coursePreview} className="page-link">
          {t("courses.preview.wholeCourse", { title: course.title })}
        </Link>
      </p>
      <h1 className="page-title">{course.title}</h1>
      <UnitView unit={unit} total={course.units.length} href={href} preview />
    </div>
  );
}
