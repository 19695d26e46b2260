import { Icon } from "../icons/Icon.tsx";
import { clock, trash } from "../icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { Link, useFetcher } from "react-router";
import { EVENT_TIME_ZONE } from "../../../common/publications.ts";
import { dateFormat } from "../../lib/intl.ts";
import { useRootData, useTo } from "../../lib/root-data.ts";
import type { CommentNode } from "./documents.ts";
import { COMMENT_PARAM, FROM_PARAM, FROM_QUEUE } from "./params.ts";
import { SubmitButton } from "../SubmitButton.tsx";

/** The shared fetcher of the moderators' Publish buttons, so the page can announce the outcome. */
export const MODERATION_FETCHER = "comment-moderation";

/** Dates in Spain's time zone on the server and in the browser alike (no hydration mismatch). */
export function useFormatDate(): (iso: string) => string {
  const lang = useRootData()?.lang ?? "es";
  const format = dateFormat(lang === "es" ? "es-ES" : "en-GB", { dateStyle: "long", timeZone: EVENT_TIME_ZONE });
  return (iso) => format.format(new Date(iso));
}

/** The name others see ("Lucía G."), "Tú"/"You" for the viewer's own. */
export function useAuthorName(): (comment: Pick<CommentNode, "author" | "mine">) => string {
  const { t } = useTranslation();
  return (comment) => (comment.mine ? t("comments.item.you") : (comment.author.name ?? t("comments.item.someone")));
}

type Props = {
  comment: CommentNode;
  /** The activity's slug, for the delete and reject pages. */
  slug: string;
  /** Shows the Delete link and the moderators' buttons where they apply. */
  actions?: boolean;
  /** Reject from the moderation queue returns there. */
  fromQueue?: boolean;
  children?: React.ReactNode;
};

/** One comment: author, date, state, text and what the viewer may do with it. */
export function CommentItem({ comment, slug, actions = true, fromQueue = false, children }: Props) {
  const { t } = useTranslation();
  const to = useTo();
  const formatDate = useFormatDate();
  const name = useAuthorName()(comment);
  const date = formatDate(comment.publishedAt ?? comment.createdAt);
  const query = (extra = "") => `?${COMMENT_PARAM}=${encodeURIComponent(comment.id)}${extra}`;
  const pending = comment.state === "pending";
  return (
    <article className="flex flex-col gap-2" aria-label={comment.mine ? t("comments.item.yours") : t("comments.item.by", { name })}>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Avatar photo={comment.author.photo} name={name} />
        <strong className="text-navy">{name}</strong>
        <time className="text-muted text-sm" dateTime={comment.publishedAt ?? comment.createdAt}>
          {date}
        </time>
        {pending && (
          <span className="inline-flex items-center gap-1 rounded-full border-2 border-navy bg-sun-soft px-2 py-0.5 text-sm font-bold text-navy">
            <Icon d={clock} className="h-4 w-4" />
            {t("comments.item.pending")}
          </span>
        )}
      </header>
      <p className="whitespace-pre-line [overflow-wrap:anywhere]" lang={comment.language}>
        {comment.content}
      </p>
      {actions && (
        <div className="flex flex-wrap items-center gap-3">
          {comment.canDelete && (
            <Link
              className="btn btn-secondary btn-sm"
              to={to("activity-comment-delete", { id: slug }) + query()}
              aria-label={t("comments.item.deleteLabel", { date })}
            >
              <Icon d={trash} />
              {t("comments.item.delete")}
            </Link>
          )}
          {comment.canModerate && (
            <>
              <PublishButton id={comment.id} name={name} />
              <Link
                className="btn btn-secondary btn-sm"
                to={to("activity-comment-reject", { id: slug }) + query(fromQueue ? `&${FROM_PARAM}=${FROM_QUEUE}` : "")}
                aria-label={t("comments.item.rejectLabel", { name })}
              >
                {t("comments.item.reject")}
              </Link>
            </>
          )}
        </div>
      )}
      {children}
    </article>
  );
}

/** Publishes in place (the page's action runs commentAction); a plain form post without JavaScript. */
function PublishButton({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: MODERATION_FETCHER });
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("id") === id;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="comment-publish" />
      <input type="hidden" name="id" value={id} />
      <SubmitButton busy={busy} className="btn btn-primary btn-sm" aria-label={t("comments.item.publishLabel", { name })}>
        {t("comments.item.publish")}
      </SubmitButton>
    </fetcher.Form>
  );
}

function Avatar({ photo, name }: { photo: string | null; name: string }) {
  if (photo) return <img src={photo} alt="" width={36} height={36} className="h-9 w-9 rounded-full border-2 border-line object-cover" />;
  const initial = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? "?";
  return (
    <span aria-hidden="true" className="grid h-9 w-9 place-items-center rounded-full bg-mint-soft font-black text-navy">
      {initial}
    </span>
  );
}
