import { Link } from "react-router";
import { useTranslation } from "../../i18n/index.ts";
import { useTo } from "../../lib/root-data.ts";
import { CategoryChip } from "../activities/Chips.tsx";
import { useFormatDate } from "../contributions/CommentItem.tsx";
import type { ForumThemeCard } from "./documents.ts";
import { useForumAuthor } from "./names.ts";

/** A theme in the list: its title (the link), categories, author, date, answers and the last answer's date. */
export function ThemeCard({ theme }: { theme: ForumThemeCard }) {
  const { t } = useTranslation();
  const to = useTo();
  const formatDate = useFormatDate();
  const author = useForumAuthor()(theme);
  const date = theme.publishedAt ?? theme.createdAt;
  return (
    <article className="panel flex flex-col gap-2">
      <h3 className="text-xl">
        <Link to={to("forum-post", { id: theme.id })} className="underline-offset-4 hover:underline">
          {theme.title}
        </Link>
      </h3>
      <p className="chips">
        <span className="sr-only">{t("forum.theme.categories")}: </span>
        {theme.categories.map((category) => (
          <CategoryChip key={category} category={category} />
        ))}
      </p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        {/* "Por ti", not "Por Tú": the viewer's own theme in the language's own phrase (issue 34). */}
        <span>{theme.mine ? t("forum.theme.byYou") : t("forum.theme.by", { name: author })}</span>
        <time dateTime={date}>{formatDate(date)}</time>
        <span className="font-bold text-navy">{t("forum.theme.answers", { count: theme.replyCount })}</span>
        {theme.lastReplyAt && <span>{t("forum.theme.lastAnswer", { date: formatDate(theme.lastReplyAt) })}</span>}
      </p>
    </article>
  );
}
