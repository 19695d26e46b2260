import { Icon } from "../icons/Icon.tsx";
import { arrowRight } from "../icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { Link } from "react-router";
import { useRootData, useTo } from "../../lib/root-data.ts";
import { agesOf, CategoryChip } from "./Chips.tsx";
import type { ActivityCardData, MyActivitiesData } from "./documents.ts";
import { activityPath } from "./paths.ts";

/** Mi cuenta › Mis actividades: the favourites and the activities marked done, most recent first. */
export function MyActivities({ data }: { data: MyActivitiesData["myActivities"] }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <MiniList
        id="mine-favourites"
        title={t("activities.mine.favourites")}
        items={data.favourites}
        empty={t("activities.mine.emptyFavourites")}
      />
      <MiniList id="mine-done" title={t("activities.mine.done")} items={data.done} empty={t("activities.mine.emptyDone")} />
    </div>
  );
}

function MiniList({ id, title, items, empty }: { id: string; title: string; items: ActivityCardData[]; empty: string }) {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {items.length === 0 ? (
        <div className="empty flex flex-col items-center gap-2">
          <p>{empty}</p>
          <Link to={to("activities")} className="inline-flex items-center gap-1 font-extrabold">
            {t("activities.mine.browse")} <Icon d={arrowRight} className="size-4" />
          </Link>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((activity) => (
            <li
              key={activity.id}
              className="relative flex items-center gap-3 rounded-2xl border-2 border-line bg-cream p-2 focus-within:border-navy hover:border-navy"
            >
              <img
                src={activity.cover}
                alt=""
                width={96}
                height={60}
                loading="lazy"
                className="aspect-[16/10] w-24 flex-none rounded-xl bg-sun-soft object-cover"
              />
              <div className="flex min-w-0 flex-col gap-1">
                <Link
                  to={activityPath(lang, activity.slug, null)}
                  className="font-extrabold text-navy no-underline after:absolute after:inset-0 after:content-[''] hover:underline"
                >
                  {activity.title}
                </Link>
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <CategoryChip category={activity.category} />
                  <span>{agesOf(activity.ageSegments)}</span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
