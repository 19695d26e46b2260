import { Form, Link } from "react-router";
import type { EditableItineraryNode } from "./itineraries-documents.ts";
import { useTranslation } from "../../i18n/index.ts";
import { useRootData, useTo } from "../../lib/root-data.ts";

const CHANGES = ["up", "down", "remove"] as const;

type Props = {
  /** The saved itinerary (null while it is new: activities come after its first save). */
  itinerary: { id: string; activities: EditableItineraryNode["activities"] } | null;
  /** The activity whose removal waits for its confirmation (?remove=). */
  removing: string | null;
};

/**
 * An itinerary's activities in order (issue 18): each with plain buttons that post to the editor's page to move it up or
 * down or remove it (asked again first), so they work with a keyboard and without scripts; and the way to add one.
 */
export function ItineraryActivityList({ itinerary: item, removing }: Props) {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  const named = (entry: { nameEs: string; nameEn: string }) => (lang === "en" && entry.nameEn ? entry.nameEn : entry.nameEs);
  return (
    <section id="activities" aria-labelledby="activities-title" className="mt-12 max-w-6xl">
      <h2 id="activities-title" className="text-2xl">
        {t("editing.itineraries.activities.title")}
      </h2>
      {!item ? (
        <p>{t("editing.itineraries.activities.addFirst")}</p>
      ) : (
        <>
          <p className="field-hint mb-4">{t("editing.itineraries.activities.lead")}</p>
          {item.activities.length === 0 ? (
            <p>{t("editing.itineraries.activities.empty")}</p>
          ) : (
            <ol className="flex flex-col gap-3">
              {item.activities.map((activity, index) => {
                const name = named(activity);
                const button = (change: (typeof CHANGES)[number], disabled: boolean) => (
                  <Form method="post" className="inline">
                    <input type="hidden" name="activityId" value={activity.id} />
                    <button
                      type="submit"
                      name="change"
                      value={change}
                      disabled={disabled}
                      aria-label={t(`editing.itineraries.activities.${change}Label`, { name })}
                      className="btn btn-secondary"
                    >
                      {t(`editing.itineraries.activities.${change}`)}
                    </button>
                  </Form>
                );
                return (
                  <li key={activity.id} className="flex flex-wrap items-center gap-3 rounded-2xl border-2 border-line p-3">
                    <span className="font-extrabold text-navy">{index + 1}.</span>
                    <Link to={to("cms-itinerary-activity", { id: item.id, activityId: activity.id })} className="font-bold underline">
                      {name}
                    </Link>
                    <span className="text-muted">{t("editing.itineraries.activities.minutes", { count: activity.minutes })}</span>
                    {!activity.translated && <span className="text-muted">{t("editing.itineraries.untranslated")}</span>}
                    <span className="ml-auto flex flex-wrap gap-2">
                      {button("up", index === 0)}
                      {button("down", index === item.activities.length - 1)}
                      {button("remove", false)}
                    </span>
                    {removing === activity.id && (
                      <div role="alert" className="w-full rounded-xl border-2 border-coral bg-cream p-3">
                        <p className="mb-2 font-bold">{t("editing.itineraries.activities.confirmRemove", { name })}</p>
                        <Form method="post" className="flex flex-wrap items-center gap-4">
                          <input type="hidden" name="activityId" value={activity.id} />
                          <input type="hidden" name="confirmed" value="yes" />
                          <button type="submit" name="change" value="remove" className="btn btn-primary">
                            {t("editing.itineraries.activities.confirm")}
                          </button>
                          <Link to={`${to("cms-itineraries-edit", { id: item.id })}#activities`}>
                            {t("editing.itineraries.activities.cancel")}
                          </Link>
                        </Form>
                      </div>
                    )}
                  </li>
                );
              })}
            </ol>
          )}
          <p className="mt-4">
            <Link to={to("cms-itinerary-activity-new", { id: item.id })} className="btn btn-primary">
              {t("editing.itineraries.activities.add")}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
