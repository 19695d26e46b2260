import { Icon } from "../icons/Icon.tsx";
import { circleCheck, clock, heart } from "../icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { Link } from "react-router";
import type { Audience } from "../../../common/activities.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { ActivityCardData } from "./documents.ts";
import { activityPath } from "./paths.ts";
import { agesOf, CategoryChip, PremiumBadge } from "./Chips.tsx";
import { AverageStars } from "./Stars.tsx";

type Props = {
  activity: ActivityCardData;
  /** The list's audience: links keep it in the address. */
  audience: Audience | null;
  /** Cards of the first row load at once; the rest when scrolled near. */
  eager?: boolean;
  headingLevel?: 2 | 3;
};

/** An activity in a list: cover, title (the link), topic, ages, difficulty, time, premium badge and average. */
export function ActivityCard({ activity, audience, eager = false, headingLevel = 3 }: Props) {
  const { t } = useTranslation();
  const lang = useRootData()?.lang ?? "es";
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="activity-card">
      <img src={activity.cover} alt="" width={640} height={400} loading={eager ? "eager" : "lazy"} decoding="async" />
      <div>
        <div className="chips">
          <CategoryChip category={activity.category} />
          {activity.access === "premium" && <PremiumBadge />}
        </div>
        <Heading>
          <Link to={activityPath(lang, activity.slug, audience)} className="card-link">
            {activity.title}
          </Link>
        </Heading>
        <p className="card-summary">{activity.summary}</p>
        <dl className="card-facts">
          <div>
            <dt>{t("activities.card.ages")}:</dt>
            <dd>{agesOf(activity.ageSegments)}</dd>
          </div>
          <div>
            <dt>{t("activities.card.difficulty")}:</dt>
            <dd>{t(`activities.difficulties.${activity.difficulty}`)}</dd>
          </div>
          <div>
            <dt>
              <Icon d={clock} className="size-4 text-navy" />
              <span className="sr-only">{t("activities.card.time")}</span>
            </dt>
            <dd>{t("activities.card.minutes", { count: activity.minutes })}</dd>
          </div>
        </dl>
        <AverageStars average={activity.rating.average} count={activity.rating.count} size="sm" />
        {(activity.favourite || activity.done) && (
          <ul className="flex flex-wrap gap-2 text-sm font-bold text-teal">
            {activity.favourite && (
              <li className="inline-flex items-center gap-1">
                <Icon d={heart} className="size-4 fill-coral text-coral" /> {t("activities.card.favourite")}
              </li>
            )}
            {activity.done && (
              <li className="inline-flex items-center gap-1">
                <Icon d={circleCheck} className="size-4" /> {t("activities.card.done")}
              </li>
            )}
          </ul>
        )}
      </div>
    </article>
  );
}
