import { Link } from "react-router";
import { useTranslation } from "../../i18n/index.ts";
import { useRootData } from "../../lib/root-data.ts";
import { itineraryActivityPath } from "../in-class/paths.ts";
import { CourseCard } from "./CourseCard.tsx";
import type { RecommendationsData } from "./documents.ts";

/** What to take next: courses and in-class activities; nothing when there is none. */
export function Recommendations({ next, headingLevel = 2 }: { next: RecommendationsData; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const lang = useRootData()?.lang ?? "es";
  if (next.courses.length === 0 && next.activities.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="course-next" aria-labelledby="course-next-title">
      <Heading id="course-next-title">{t("courses.next.title")}</Heading>
      {next.courses.length > 0 && (
        <div className="course-list">
          {next.courses.map((course) => (
            <CourseCard key={course.id} course={course} headingLevel={headingLevel === 2 ? 3 : 4} />
          ))}
        </div>
      )}
      {next.activities.length > 0 && (
        <>
          <p className="mt-4 font-bold">{t("courses.next.activities")}</p>
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
