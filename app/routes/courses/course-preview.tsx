import { data } from "react-router";
import { CoursePreviewQuery } from "../../components/courses/documents.ts";
import { answerAction, unitParam } from "../../components/courses/course-actions.server.ts";
import { PreviewBanner } from "../../components/courses/PreviewBanner.tsx";
import { UnitNav } from "../../components/courses/UnitNav.tsx";
import { UnitView } from "../../components/courses/UnitView.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { gql, page } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import { courseStyles } from "../../components/courses/styles.ts";
import type { Route } from "./+types/course-preview";

/** A course as teachers will see it, published or not (/curso/:id/preview, by id), for staff and event managers; nothing is recorded. */
export const links: Route.LinksFunction = () => courseStyles;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "course-preview", args.loaderData?.course ? { title: args.loaderData.course.title } : undefined);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (page(context).decision.kind !== "allow") return { course: null };
  const id = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  const result = await gql(context, CoursePreviewQuery, { id, position: unitParam(request) });
  if (!result.data) throw data(null, { status: 500 });
  const course = result.data.coursePreview;
  if (!course || (unitParam(request) !== null && !course.unit)) throw data(null, { status: 404 });
  return { course };
}

/** A preview's answers are checked and shown, never kept. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "answer") return answerAction(context, form, true);
  throw data(null, { status: 400 });
}

export default function CoursePreview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { course } = loaderData;
  if (!course) return null;
  const href = (position: number) => `${to("course-preview", { id: String(course.id) })}?unit=${position}`;
  return (
    <div className="page">
      <PreviewBanner published={course.published} />
      <header className="course-header">
        <img src={course.image} alt="" width={640} height={360} className="course-header-image" />
        <div>
          <h1 className="page-title">{course.title}</h1>
          <p className="page-lead">{course.summary}</p>
          <p className="text-muted">{t("courses.facts", { hours: course.hours, units: course.unitCount })}</p>
        </div>
      </header>
      {course.unit ? (
        <div className="course-layout">
          <UnitNav units={course.units} current={course.unit.position} href={href} showCompletion={false} />
          <UnitView unit={course.unit} total={course.units.length} href={href} preview />
        </div>
      ) : (
        <p className="empty">{t("courses.noUnits")}</p>
      )}
    </div>
  );
}
