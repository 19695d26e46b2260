import { canOpen } from "../../../common/access.ts";
import { Icon } from "../icons/Icon.tsx";
import { messageCircle } from "../icons/shapes.ts";
import { Trans, useTranslation } from "../../i18n/index.ts";
import { Link, useFetcher, useLocation } from "react-router";
import { useMe, useTo } from "../../lib/root-data.ts";
import { CommentForm } from "./CommentForm.tsx";
import { CommentItem, MODERATION_FETCHER, useAuthorName } from "./CommentItem.tsx";
import type { CommentActionResult, CommentsData } from "./comments.server.ts";
import type { CommentNode } from "./documents.ts";

/** `postKey`: the page's key for its comment forms (PostKey.tsx). */
type Props = { activityId: string; slug: string; data: CommentsData; result: CommentActionResult | null; postKey: string | null };

/**
 * The comments section of an activity page: published comments (and the viewer's own pending ones,
 * marked), replies indented, the form for accounts and an invitation for visitors. Moderators also
 * see everyone's pending comments with Publish and Reject.
 */
export function ActivityComments({ activityId, slug, data, result, postKey }: Props) {
  const { t } = useTranslation();
  const me = useMe();
  const moderation = useFetcher<{ comment?: CommentActionResult | null }>({ key: MODERATION_FETCHER });
  const posted = result?.intent === "comment-post" ? result : null;
  const moderated =
    moderation.data?.comment ?? (result?.intent === "comment-publish" || result?.intent === "comment-reject" ? result : null);
  return (
    <section id="comments" aria-labelledby="comments-title" className="panel mt-8 flex flex-col gap-5">
      <div>
        <h2 id="comments-title" className="flex items-center gap-2">
          <Icon d={messageCircle} className="h-6 w-6" />
          {t("comments.section.title")}
          <span className="text-base font-bold text-muted">({data.publishedCount})</span>
        </h2>
        {/* Moderators' outcomes (publishing in place) are announced here. */}
        {canOpen(me, "moderation") && (
          <div role="status">{moderated?.ok && <p className="form-success mt-3">{t("comments.form.published")}</p>}</div>
        )}
        {moderated && !moderated.ok && (
          <p role="alert" className="form-alert mt-3">
            {t(moderated.error as never)}
          </p>
        )}
      </div>
      {/* Newest comments come first, so the form to write one sits above them. */}
      {me ? (
        <CommentForm activityId={activityId} result={posted && !posted.values?.parentId ? posted : null} note postKey={postKey} />
      ) : (
        <JoinPrompt />
      )}
      {data.failed ? (
        <p role="alert" className="form-alert">
          {t("comments.section.loadFailed")}
        </p>
      ) : data.comments.length === 0 ? (
        <p className="empty">{t("comments.section.empty")}</p>
      ) : (
        <CommentList
          comments={data.comments}
          slug={slug}
          activityId={activityId}
          result={posted}
          label={t("comments.section.listLabel")}
          postKey={postKey}
        />
      )}
    </section>
  );
}

function CommentList(props: {
  comments: CommentNode[];
  slug: string;
  activityId: string;
  result: CommentActionResult | null;
  label: string;
  depth?: number;
  postKey: string | null;
}) {
  const { comments, slug, activityId, result, label, depth = 0, postKey } = props;
  const me = useMe();
  const name = useAuthorName();
  const { t } = useTranslation();
  return (
    <ul
      aria-label={label}
      className={
        depth > 0 ? "mt-3 flex flex-col gap-4 border-l-4 border-mint pl-4 md:pl-6" : "flex flex-col gap-6 border-t-2 border-line pt-5"
      }
    >
      {comments.map((comment) => (
        <li key={comment.id} className={depth === 0 ? "border-b-2 border-line pb-5 last:border-b-0 last:pb-0" : undefined}>
          <CommentItem comment={comment} slug={slug}>
            {comment.replies && comment.replies.length > 0 && (
              <CommentList
                comments={comment.replies}
                slug={slug}
                activityId={activityId}
                result={result}
                label={t("comments.section.repliesLabel", { name: name(comment) })}
                depth={depth + 1}
                postKey={postKey}
              />
            )}
            {/* Replies go one level deep: only top-level published comments can be answered. */}
            {me && depth === 0 && comment.state === "published" && (
              <ReplyDisclosure
                comment={comment}
                activityId={activityId}
                result={result?.values?.parentId === comment.id ? result : null}
                postKey={postKey}
              />
            )}
          </CommentItem>
        </li>
      ))}
    </ul>
  );
}

/** A native disclosure: works without JavaScript, opens again when a reply sent without it failed. */
function ReplyDisclosure(props: { comment: CommentNode; activityId: string; result: CommentActionResult | null; postKey: string | null }) {
  const { comment, activityId, result, postKey } = props;
  const { t } = useTranslation();
  const name = useAuthorName()(comment);
  return (
    <details className="mt-1" open={!!result || undefined}>
      <summary className="w-fit cursor-pointer font-bold text-sky underline" aria-label={t("comments.item.replyLabel", { name })}>
        {t("comments.item.reply")}
      </summary>
      <div className="mt-3">
        <CommentForm activityId={activityId} parentId={comment.id} result={result} postKey={postKey} />
      </div>
    </details>
  );
}

function JoinPrompt() {
  const to = useTo();
  const location = useLocation();
  const back = `?page=${encodeURIComponent(location.pathname)}`;
  return (
    <p className="rounded-2xl bg-sun-soft p-4 font-bold">
      <Trans
        i18nKey="comments.join"
        components={[
          <Link key="access" className="underline" to={to("access") + back} />,
          <Link key="signup" className="underline" to={to("signup") + back} />,
        ]}
      />
    </p>
  );
}
