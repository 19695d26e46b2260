import { data, Link, redirect } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { CourseProgress } from "../../components/courses/CourseProgress.tsx";
import { answerAction, completeAction, unitParam } from "../../components/courses/course-actions.server.ts";
import { CourseQuery, OpenCourseUnit } from "../../components/courses/documents.ts";
import { Recommendations } from "../../components/courses/Recommendations.tsx";
import { UnitNav } from "../../components/courses/UnitNav.tsx";
import { UnitView } from "../../components/courses/UnitView.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { graphql } from "../../lib/graphql.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import { useRootData, useTo } from "../../lib/root-data.ts";
import { courseStyles } from "../../components/courses/styles.ts";
import type { Route } from "./+types/course";

/** A course (/curso/:id, by its slug): progress, the units, one unit's blocks; on completion its certificate and what next. */
export const links: Route.LinksFunction = () => courseStyles;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    "course",
    args.loaderData?.course ? { title: args.loaderData.course.title, description: args.loaderData.course.summary } : undefined,
  );

const MovedCourseQuery = graphql(`query MovedCourse($slug: String!) { movedSlug(kind: course, slug: $slug) }`);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // Courses route: the root shows the 403 page to a user who may not take courses.
  if (page(context).decision.kind !== "allow") return { course: null };
  const position = unitParam(request);
  const result = await gql(context, CourseQuery, { slug: params.id, position });
  if (!result.data) throw data(null, { status: 500 });
  const course = result.data.course;
  if (!course) {
    // An address its editor changed leads to the current one (the query string, a unit, kept).
    const { movedSlug } = await query(context, MovedCourseQuery, { slug: params.id });
    if (movedSlug) throw redirect(`${pathFor("course", page(context).lang, { id: movedSlug })}${new URL(request.url).search}`, 301);
  }
  if (!course || (position !== null && !course.unit)) throw data(null, { status: 404 });
  // Where the course resumes next time: the unit opened (written only when it changes).
  if (course.unit && course.progress?.lastUnitId !== course.unit.id) await gql(context, OpenCourseUnit, { unitId: course.unit.id });
  return { course };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "answer") return answerAction(context, form, false);
  if (intent === "complete") {
    // On to the unit the form names as next (the same one after the last), as an address of this course only.
    const next = Number(form.get("next"));
    const position = Number.isSafeInteger(next) && next > 0 ? next : (unitParam(request) ?? 1);
    return completeAction(context, form, `${pathFor("course", page(context).lang, { id: params.id })}?unit=${position}`);
  }
  throw data(null, { status: 400 });
}

export default function Course({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  const { course } = loaderData;
  if (!course) return null;
  const progress = course.progress;
  const href = (position: number) => `${to("course", { id: course.slug })}?unit=${position}`;
  const completeFailure = actionData && "intent" in actionData && actionData.intent === "complete" ? actionData.error : null;
  return (
    <div className="page">
      <p className="course-breadcrumb">
        {/* My courses exists in Spanish only; in English the profile's tab lists the teacher's courses. */}
        <Link to={lang === "es" ? to("my-courses") : to("profile", { tab: "cursos" })} className="page-link">
          {t("courses.back")}
        </Link>
      </p>
      <header className="course-header">
        <img src={course.image} alt="" width={640} height={360} fetchPriority="high" className="course-header-image" />
        <div>
          <h1 className="page-title">{course.title}</h1>
          <p className="page-lead">{course.summary}</p>
          <p className="text-muted">{t("courses.facts", { hours: course.hours, units: course.unitCount })}</p>
          {progress && <CourseProgress id="course-progress" completed={progress.completedUnits} total={progress.totalUnits} />}
        </div>
      </header>
      {progress?.completed && (
        <section className="course-completed" aria-labelledby="course-completed-title">
          <h2 id="course-completed-title" className="text-2xl">
            {t("courses.completed.title")}
          </h2>
          <p>{t("courses.completed.text", { hours: course.hours })}</p>
          <p>
            <a href={to("course-certificate", { id: course.slug })} className="btn btn-primary" download>
              {t("courses.certificate")}
            </a>
          </p>
          <Recommendations next={{ courses: course.recommendedCourses, activities: course.recommendedActivities }} headingLevel={3} />
        </section>
      )}
      {course.unit ? (
        <div className="course-layout">
          <UnitNav units={course.units} current={course.unit.position} href={href} showCompletion />
          <UnitView
            unit={course.unit}
            total={course.units.length}
            href={href}
            preview={false}
            finished={!!progress?.completed}
            failure={completeFailure}
          />
        </div>
      ) : (
        <p className="empty">{t("courses.noUnits")}</p>
      )}
    </div>
  );
}
