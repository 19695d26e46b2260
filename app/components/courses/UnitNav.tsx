import { Link } from "react-router";
import { useTranslation } from "../../i18n/index.ts";

type UnitLink = { id: number; position: number; title: string; minutes: number; completed: boolean };

/** The course's units in order, each marked when completed, the one shown as the current step. */
export function UnitNav({
  units,
  current,
  href,
  showCompletion,
}: {
  units: readonly UnitLink[];
  current: number | null;
  href: (position: number) => string;
  showCompletion: boolean;
}) {
  const { t } = useTranslation();
  return (
    <nav className="course-units" aria-labelledby="course-units-title">
      <h2 id="course-units-title">{t("courses.units")}</h2>
      <ol>
        {units.map((unit) => (
          <li key={unit.id}>
            <Link to={href(unit.position)} aria-current={unit.position === current ? "step" : undefined} className="course-unit-link">
              <span className="course-unit-number" aria-hidden="true">
                {showCompletion && unit.completed ? "✓" : unit.position}
              </span>
              <span>
                {unit.title}
                <span className="sr-only">
                  {showCompletion ? `, ${t(unit.completed ? "courses.unit.completed" : "courses.unit.notCompleted")}` : ""}
                </span>
                <span className="block text-sm text-muted">{t("courses.minutes", { count: unit.minutes })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
