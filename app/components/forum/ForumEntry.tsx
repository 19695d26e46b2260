import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "../../i18n/index.ts";
import { useTo } from "../../lib/root-data.ts";
import { RichContent } from "../content/RichContent.tsx";
import { useFormatDate } from "../contributions/CommentItem.tsx";
import { Icon } from "../icons/Icon.tsx";
import { clock, trash } from "../icons/shapes.ts";
import { SubmitButton } from "../SubmitButton.tsx";
import type { ForumItem } from "./documents.ts";
import { ANSWER_PARAM, useForumAuthor } from "./names.ts";

type Props = {
  item: ForumItem;
  /** The theme's id (the item's own for the theme). */
  themeId: string;
  /** Shows the delete link and the moderators' buttons where they apply. */
  actions?: boolean;
};

/** Who wrote it and when, whether it waits for moderation and, for moderators, what the personal-data guard found. */
export function ForumByline({ item }: { item: ForumItem }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const name = useForumAuthor()(item);
  const date = item.publishedAt ?? item.createdAt;
  return (
    <div className="flex flex-col gap-2">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <strong className="text-navy">{name}</strong>
        <time className="text-muted text-sm" dateTime={date}>
          {formatDate(date)}
        </time>
        {item.state === "pending" && (
          <span className="inline-flex items-center gap-1 rounded-full border-2 border-navy bg-sun-soft px-2 py-0.5 text-sm font-bold text-navy">
            <Icon d={clock} className="h-4 w-4" />
            {t("forum.theme.pending")}
          </span>
        )}
      </p>
      {item.heldFor.length > 0 && (
        <p className="form-alert">{t("forum.theme.heldFor", { kinds: item.heldFor.map((kind) => t(`forum.held.${kind}`)).join(", ") })}</p>
      )}
    </div>
  );
}

/** A theme's content or an answer's text: the theme's is sanitised HTML, an answer's plain text. */
export function ForumBody({ item }: { item: ForumItem }) {
  if (item.type === "theme") return <RichContent html={item.content} />;
  return <p className="whitespace-pre-line [overflow-wrap:anywhere]">{item.content}</p>;
}

/** What the viewer may do with an item: delete their pending one; moderators publish or reject a pending one. */
export function ForumActions({ item, themeId }: Props) {
  const { t } = useTranslation();
  const to = useTo();
  const formatDate = useFormatDate();
  const name = useForumAuthor()(item);
  const isTheme = item.type === "theme";
  const answerQuery = isTheme ? "" : `?${ANSWER_PARAM}=${encodeURIComponent(item.id)}`;
  if (!item.canDelete && !item.canModerate) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {item.canDelete && (
        <Link
          className="btn btn-secondary btn-sm"
          to={isTheme ? to("forum-delete", { id: themeId }) : to("forum-answer-delete", { id: themeId }) + answerQuery}
          aria-label={isTheme ? t("forum.theme.deleteLabel") : t("forum.answers.deleteLabel", { date: formatDate(item.createdAt) })}
        >
          <Icon d={trash} />
          {t("forum.theme.delete")}
        </Link>
      )}
      {item.canModerate && (
        <>
          <PublishButton
            id={item.id}
            label={isTheme ? t("forum.theme.publishLabel", { name }) : t("forum.answers.publishLabel", { name })}
          />
          <Link
            className="btn btn-secondary btn-sm"
            to={to("forum-reject", { id: themeId }) + answerQuery}
            aria-label={isTheme ? t("forum.theme.rejectLabel", { name }) : t("forum.answers.rejectLabel", { name })}
          >
            {t("forum.theme.reject")}
          </Link>
        </>
      )}
    </div>
  );
}

/** Publishes in place: the theme page's action (intent "publish"). */
function PublishButton({ id, label }: { id: string; label: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === id;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="publish" />
      <input type="hidden" name="id" value={id} />
      <SubmitButton busy={busy} className="btn btn-primary btn-sm" aria-label={label}>
        {t("forum.theme.publish")}
      </SubmitButton>
    </Form>
  );
}
