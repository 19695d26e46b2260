import { Icon } from "../../components/icons/Icon.tsx";
import { clock } from "../../components/icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { data, redirect } from "react-router";
import { AGE_LABELS } from "../../../common/ages.ts";
import { AGE_PATH } from "../../../common/in-class.ts";
import { ActivityProgram } from "../../components/boards/ActivityProgram.tsx";
import { ActivityIndex, ActivityPager, Breadcrumb } from "../../components/in-class/ActivityNavigation.tsx";
import { type ItineraryActivityData, ItineraryActivityQuery } from "../../components/in-class/documents.ts";
import { ItineraryError, itineraryErrorMeta } from "../../components/in-class/errors.tsx";
import { MaterialOptions } from "../../components/in-class/MaterialOptions.tsx";
import { itineraryActivityPath } from "../../components/in-class/paths.ts";
import { pageMeta } from "../../lib/meta.ts";
import { graphql } from "../../lib/graphql.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import type { Route } from "./+types/itinerary-activity";

/** Where an address whose itinerary's or activity's slug an editor changed leads now (issue 18). */
const MovedItineraryActivity = graphql(
  `query MovedItineraryActivity($itinerary: String!, $activity: String!) {
    movedItineraryActivity(itineraryUrlId: $itinerary, activityUrlId: $activity) { itineraryUrlId age activityUrlId }
  }`,
);

/** An activity of an itinerary: /itinerarios/:itineraryAge/:itineraryId/actividades/:activityId. */
export const meta: Route.MetaFunction = (args) =>
  args.error
    ? itineraryErrorMeta(args)
    : pageMeta(
        args,
        "itinerary-activity",
        args.loaderData ? { title: args.loaderData.activity.name, description: args.loaderData.content.summary } : undefined,
      );
export const ErrorBoundary = ItineraryError;

export async function loader({ params, context }: Route.LoaderArgs): Promise<ItineraryActivityData | null> {
  // Licence route: for a user without a licence the root shows the 403 page instead of this screen.
  if (page(context).decision.kind !== "allow") return null;
  const result = await gql(context, ItineraryActivityQuery, {
    itinerary: params.itineraryId,
    activity: params.activityId,
  });
  // The reader's licence does not include the itinerary's programme.
  if (result.errors?.some((error) => error.extensions?.code === "FORBIDDEN")) throw data(null, { status: 403 });
  if (!result.data) throw data(null, { status: 500 });
  const found = result.data.itineraryActivity;
  if (!found) {
    // An address its editor changed (the itinerary's slug or the activity's) leads to the current one.
    const { movedItineraryActivity: moved } = await query(context, MovedItineraryActivity, {
      itinerary: params.itineraryId,
      activity: params.activityId,
    });
    if (moved) throw redirect(itineraryActivityPath(page(context).lang, moved.age, moved.itineraryUrlId, moved.activityUrlId), 301);
    throw data(null, { status: 404 });
  }
  // An old or hand-made address with the wrong age segment goes to the right one.
  if (params.itineraryAge !== AGE_PATH[found.itinerary.age]) {
    throw redirect(itineraryActivityPath(page(context).lang, found.itinerary.age, found.itinerary.urlId, found.activity.urlId), 301);
  }
  return found;
}

export default function ItineraryActivity({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (!loaderData) return null;
  const { activity, content, itinerary, position, total } = loaderData;
  return (
    <div className="page">
      <Breadcrumb itinerary={itinerary} activity={activity} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <article className="flex min-w-0 flex-col gap-6" aria-labelledby="activity-title">
          <header className="grid items-center gap-6 md:grid-cols-2">
            <img
              src={activity.image}
              alt=""
              // The page's largest picture, first on a phone's screen: asked for before the scripts.
              fetchPriority="high"
              width={640}
              height={400}
              className="aspect-[16/10] w-full rounded-blob border-2 border-line bg-sun-soft object-cover shadow-card"
            />
            <div className="flex flex-col gap-3">
              <p className="self-start rounded-full bg-sun px-3 py-0.5 font-extrabold text-navy">
                {t("itineraries.activity.position", { position, total })}
              </p>
              <h1 id="activity-title" className="page-title mb-0">
                {activity.name}
              </h1>
              <dl className="flex flex-wrap gap-x-8 gap-y-3 [&_dt]:text-sm [&_dt]:font-extrabold [&_dt]:text-navy">
                <div>
                  <dt>{t("itineraries.activity.program")}</dt>
                  <dd>{itinerary.program.name}</dd>
                </div>
                <div>
                  <dt>{t("itineraries.activity.age")}</dt>
                  <dd>{t("itineraries.ages.tab", { age: AGE_LABELS[itinerary.age] })}</dd>
                </div>
                <div>
                  <dt>{t("itineraries.activity.duration")}</dt>
                  <dd className="inline-flex items-center gap-1">
                    <Icon d={clock} className="size-4 text-navy" /> {t("itineraries.activity.minutes", { count: activity.minutes })}
                  </dd>
                </div>
              </dl>
            </div>
          </header>
          <section aria-labelledby="summary-title" className="panel">
            <h2 id="summary-title">{t("itineraries.activity.summary")}</h2>
            <p>{content.summary}</p>
            <h3>{t("itineraries.activity.objectives")}</h3>
            <ul className="list-disc pl-5">
              {content.objectives.map((objective) => (
                <li key={objective}>{objective}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="steps-title" className="panel">
            <h2 id="steps-title">{t("itineraries.activity.steps")}</h2>
            <ol className="list-decimal space-y-2 pl-6">
              {content.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <MaterialOptions activity={activity} content={content} />
          {loaderData.boardProgram && <ActivityProgram program={loaderData.boardProgram} />}
          <ActivityPager page={loaderData} />
        </article>
        <ActivityIndex page={loaderData} />
      </div>
    </div>
  );
}
