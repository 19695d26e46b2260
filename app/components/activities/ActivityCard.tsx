import { CheckCircle2, Clock, Crown, Heart } from "lucide-react";
import { useTranslation } from "../../i18n/index.ts";
import { Link } from "react-router";
import { AGE_LABELS } from "../../../common/ages.ts";
import { type Audience, type Category, CATEGORY_COLOURS, categoryFromApi } from "../../../common/activities.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { ActivityCardData } from "./documents.ts";
import { activityPath } from "./paths.ts";
import { AverageStars } from "./Stars.tsx";

/** The category chip: the topic's colour under dark text (contrast above 4.5:1 on every colour). */
export function CategoryChip({ category }: { category: string }) {
  const { t } = useTranslation();
  const known = categoryFromApi(category);
  if (!known) return null;
  return (
    <span className="chip" style={{ background: CATEGORY_COLOURS[known] }}>
      {t(`activities.categories.${known as Category}`)}
    </span>
  );
}

export function PremiumBadge() {
  const { t } = useTranslation();
  return (
    <span className="premium-badge">
      <Crown aria-hidden="true" className="size-4" /> {t("activities.access.premium")}
    </span>
  );
}

export function agesOf(segments: readonly (keyof typeof AGE_LABELS)[]): string {
  return segments.map((segment) => AGE_LABELS[segment]).join(", ");
}

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
      <img
        src={activity.cover}
        alt=""
        width={640}
        height={400}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
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
              <Clock aria-hidden="true" className="size-4 text-navy" />
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
                <Heart aria-hidden="true" className="size-4 fill-coral text-coral" /> {t("activities.card.favourite")}
              </li>
            )}
            {activity.done && (
              <li className="inline-flex items-center gap-1">
                <CheckCircle2 aria-hidden="true" className="size-4" /> {t("activities.card.done")}
              </li>
            )}
          </ul>
        )}
      </div>
    </article>
  );
}
