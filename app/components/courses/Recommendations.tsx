import { Link } from "react-router";
import { useTranslation } from "../../i18n/index.ts";
import { useRootData, useTo } from "../../lib/root-data.ts";
import { itineraryActivityPath } from "../in-class/paths.ts";
import type { RecommendationsData } from "./documents.ts";

/** What to take next: courses (as links: the lists around it show their cards) and in-class activities; nothing when there is none. */
export function Recommendations({ next, headingLevel = 2 }: { next: RecommendationsData; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const lang = useRootData()?.lang ?? "es";
  const to = useTo();
  if (next.courses.length === 0 && next.activities.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="course-next" aria-labelledby="course-next-title">
      <Heading id="course-next-title">{t("courses.next.title")}</Heading>
      {next.courses.length > 0 && (
        <>
          <p className="font-bold">{t("courses.next.courses")}</p>
          <ul className="course-next-links">
            {next.courses.map((course) => (
              <li key={course.id}>
                <Link to={to("course", { id: course.slug })} className="page-link">
                  {course.title}
                </Link>{" "}
                <span className="text-sm text-muted">
                  ({t("courses.hours", { count: course.hours })} ·{" "}
                  {t(`courses.state.${course.progress?.completed ? "completed" : course.progress?.started ? "started" : "new"}`)})
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {next.activities.length > 0 && (
        <>
          <p className="font-bold">{t("courses.next.activities")}</p>
          <ul className="course-next-activities">
            {next.activities.map((activity) => (
              <li key={activity.id}>
                <Link to={itineraryActivityPath(lang, activity.age, activity.itineraryUrlId, activity.urlId)} className="page-link">
                  <img src={activity.image} alt="" width={64} height={40} loading="lazy" />
                  {activity.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
