import { Icon } from "../../components/icons/Icon.tsx";
import { arrowLeft } from "../../components/icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { data, Link, redirect } from "react-router";
import { audienceOfWord } from "../../../common/activities.ts";
import { pathFor } from "../../../common/routes.ts";
import { type ActivityActionResult, MarkButtons, RatingPanel } from "../../components/activities/ActivityActions.tsx";
import { ActivityArticle } from "../../components/activities/ActivityArticle.tsx";
import { ActivityDetailFields } from "../../components/activities/documents.ts";
import { JoinPrompt } from "../../components/activities/JoinPrompt.tsx";
import { listPath } from "../../components/activities/paths.ts";
import { ActivityComments } from "../../components/contributions/ActivityComments.tsx";
import { type CommentActionResult, commentAction, commentsData } from "../../components/contributions/comments.server.ts";
import { CommentThreadFields } from "../../components/contributions/documents.ts";
import { newPostKey } from "../../components/contributions/PostKey.tsx";
import { graphql } from "../../lib/graphql.ts";
import { pageMeta } from "../../lib/meta.ts";
import { DomainErrorFields, type MutationAnswer, refusedForm, succeeded } from "../../lib/mutation-answers.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { GraphQLResult } from "../../server-context.ts";
import type { Route } from "./+types/activity";

const MovedActivityQuery = graphql(`query MovedActivity($slug: String!) { movedSlug(kind: activity, slug: $slug) }`);

/** The activity and its comments, in one request. */
const ActivityPage = graphql(
  `query Activity($slug: String!) {
    activity(slug: $slug) { ...ActivityDetailFields comments { ...CommentThreadFields } }
  }`,
  [ActivityDetailFields, CommentThreadFields],
);

const RateActivity = graphql(
  `mutation RateActivity($activityId: ID!, $score: Int!) {
    rateActivity(activityId: $activityId, score: $score) {
      __typename
      ... on MutationRateActivitySuccess { data { id rating { average count mine } } }
      ...DomainErrorFields
    }
  }`,
  [DomainErrorFields],
);

const MarkActivity = graphql(
  `mutation MarkActivity($activityId: ID!, $kind: ActivityMarkKind!, $on: Boolean!) {
    markActivity(activityId: $activityId, kind: $kind, on: $on) {
      __typename
      ... on MutationMarkActivitySuccess { data { id favourite done } }
      ...DomainErrorFields
    }
  }`,
  [DomainErrorFields],
);

/** One activity, at /actividades/:id or, from an audience's list, /actividades/:classification/:id. */
export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    "activity",
    args.loaderData ? { title: args.loaderData.activity.title, description: args.loaderData.activity.summary } : undefined,
  );

export async function loader({ params, context }: Route.LoaderArgs) {
  const info = page(context);
  const classification = (params as { classification?: string }).classification;
  const audience = audienceOfWord(classification);
  if (classification !== undefined && !audience) throw data(null, { status: 404 });
  const { activity: found } = await query(context, ActivityPage, { slug: params.id });
  if (!found) {
    // An address its editor changed leads to the current one (from an audience's list too).
    const { movedSlug } = await query(context, MovedActivityQuery, { slug: params.id });
    if (movedSlug && classification !== undefined)
      throw redirect(pathFor("activity-classification", info.lang, { classification, id: movedSlug }), 301);
    if (movedSlug) throw redirect(pathFor("activity", info.lang, { id: movedSlug }), 301);
    throw data(null, { status: 404 });
  }
  const { comments: thread, ...activity } = found;
  // A locked activity shows no comments.
  const comments = activity.locked ? null : commentsData(thread);
  return { activity, audience, comments, signedIn: !!info.me, postKey: newPostKey(!!info.me) };
}

type MarkKind = "favourite" | "done";

/** Ratings, favourite and done marks (and, first, the comment forms). Answers carry message keys. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const comment = await commentAction(context, form);
  if (comment) return { comment };
  const info = page(context);
  // A visitor whose session ended meanwhile: log in and come back here.
  if (!info.me) throw redirect(`${pathFor("access", info.lang)}?page=${encodeURIComponent(info.pathname)}`);
  const intent = String(form.get("intent") ?? "");
  const activityId = String(form.get("activityId") ?? "");
  let result: GraphQLResult<unknown>;
  let answer: MutationAnswer | null | undefined;
  if (intent === "rate") {
    const score = Number(form.get("score") ?? 0);
    const rated = await gql(context, RateActivity, {
      activityId,
      score: Number.isInteger(score) ? score : 0,
    });
    result = rated;
    answer = rated.data?.rateActivity;
  } else if (intent === "favourite" || intent === "done") {
    const marked = await gql(context, MarkActivity, {
      activityId,
      kind: intent,
      on: form.get("on") === "true",
    });
    result = marked;
    answer = marked.data?.markActivity;
  } else {
    throw data(null, { status: 400 });
  }
  const kind = intent as "rate" | MarkKind;
  if (succeeded(answer)) return { intent: kind, ok: true } satisfies ActivityActionResult;
  const { status, failure } = refusedForm(result, answer);
  return data({ intent: kind, ok: false, error: failure.error } satisfies ActivityActionResult, { status });
}

export default function Activity({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useRootData()?.lang ?? "es";
  const { activity, audience, comments, signedIn, postKey } = loaderData;
  const posted = actionData as ActivityActionResult | { comment: CommentActionResult } | undefined;
  return (
    <div className="page">
      <p className="mb-4">
        <Link to={listPath(lang, audience)} className="inline-flex items-center gap-1 font-extrabold">
          <Icon d={arrowLeft} className="size-4" /> {t("activities.detail.back")}
        </Link>
      </p>
      <ActivityArticle
        activity={activity}
        signedIn={signedIn}
        actions={signedIn && <MarkButtons activity={activity} posted={posted} />}
        aside={
          <>
            <RatingPanel key={activity.id} activity={activity} signedIn={signedIn} posted={posted} />
            {!signedIn && <JoinPrompt id="join-actions" message={t("activities.join.actions")} />}
            {/* The open-activity survey (decision 033): a plain link, no script of its own on this page. */}
            {signedIn && activity.access === "open" && (
              <p className="panel">
                {t("surveys.invite.question")}{" "}
                <Link to={pathFor("activity-survey", lang, { id: activity.slug })} className="font-extrabold">
                  {t("surveys.invite.link")}
                </Link>
              </p>
            )}
          </>
        }
      />
      {comments && (
        <ActivityComments
          activityId={activity.id}
          slug={activity.slug}
          data={comments}
          result={posted && "comment" in posted ? posted.comment : null}
          postKey={postKey}
        />
      )}
    </div>
  );
}
