import { useTranslation } from "../i18n/index.ts";
import { Link, useFetcher, useSearchParams } from "react-router";
import { CommentItem, MODERATION_FETCHER } from "../components/contributions/CommentItem.tsx";
import { commentAction, type CommentActionResult } from "../components/contributions/comments.server.ts";
import { CommentWithActivityFields } from "../components/contributions/documents.ts";
import { REJECTED_FLAG } from "../components/contributions/params.ts";
import { graphql } from "../lib/graphql.ts";
import { pageMeta } from "../lib/meta.ts";
import { query } from "../lib/page.server.ts";
import { useTo } from "../lib/root-data.ts";
import type { Route } from "./+types/moderation";

const ModerationQueue = graphql(
  `query ModerationQueue { moderationQueue(section: activities) { ...CommentWithActivityFields } }`,
  [CommentWithActivityFields],
);

export const meta: Route.MetaFunction = (args) => pageMeta(args, "moderation");

export async function loader({ context }: Route.LoaderArgs) {
  const { moderationQueue } = await query(context, ModerationQueue);
  return { queue: moderationQueue };
}

/** Publish (and a direct reject) from the queue go through the same handler as on the activity page. */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await commentAction(context, await request.formData());
  return { comment: result };
}

export default function Moderation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const [search] = useSearchParams();
  const fetcher = useFetcher<{ comment?: CommentActionResult | null }>({ key: MODERATION_FETCHER });
  const { queue } = loaderData;
  const outcome = fetcher.data?.comment ?? actionData?.comment ?? null;
  const status = outcome?.ok
    ? t(outcome.intent === "comment-reject" ? "comments.reject.done" : "comments.form.published")
    : !outcome && search.get(REJECTED_FLAG) ? t("comments.reject.done") : "";
  return (
    <div className="page">
      <h1 className="page-title">{t("comments.moderation.title")}</h1>
      <p className="page-lead">{t("comments.moderation.lead")}</p>
      <div role="status" className="mb-4">
        {status && <p className="form-success">{status}</p>}
      </div>
      {outcome && !outcome.ok && (
        <p role="alert" className="form-alert mb-4">{t(outcome.error as never)}</p>
      )}
      <section className="panel" aria-labelledby="queue-title">
        <h2 id="queue-title">
          {t("comments.moderation.queueLabel")}{" "}
          <span className="text-base font-bold text-muted">({queue.length})</span>
        </h2>
        {queue.length === 0 ? (
          <p className="empty">{t("comments.moderation.empty")}</p>
        ) : (
          <ul className="flex flex-col gap-6">
            {queue.map((comment) => (
              <li key={comment.id} className="border-b-2 border-line pb-5 last:border-b-0 last:pb-0">
                {comment.activity && (
                  <p className="mb-2 text-sm">
                    {t("comments.moderation.on")}:{" "}
                    <Link className="font-bold" to={`${to("activity", { id: comment.activity.slug })}#comments`}>
                      {comment.activity.title}
                    </Link>
                  </p>
                )}
                {comment.parentId && <p className="mb-2 text-sm text-muted">{t("comments.moderation.isReply")}</p>}
                <CommentItem comment={comment} slug={comment.activity?.slug ?? ""} fromQueue />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
