import { useTranslation } from "../../i18n/index.ts";
import { Link } from "react-router";
import { CommentItem, useFormatDate } from "./CommentItem.tsx";
import { plainText } from "./DeskItem.tsx";
import type { DeskItemNode } from "./documents.ts";

/**
 * Profile tab "My contributions": everything the user posted, newest first (activity comments, forum themes
 * and answers, gallery results and comments, bulletin answers), each with its section, where it belongs,
 * its state and the moderation's outcome (the reason of a rejection), linking to it.
 */
export function MyContributions({ items }: { items: DeskItemNode[] }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  if (items.length === 0) return <p className="empty">{t("profile.emptyContributions")}</p>;
  return (
    <ul className="flex flex-col gap-4" aria-label={t("comments.mine.label")}>
      {items.map((item) => {
        const activityComment = item.section === "activities" && item.activity;
        const text = plainText(item.content);
        return (
          <li key={item.id} className="flex flex-col gap-2 rounded-2xl border-2 border-line bg-paper p-4">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className="rounded-full border-2 border-navy bg-mint-soft px-2 py-0.5 font-bold text-navy">
                {t(`moderation.desk.sectionOf.${item.section}`)}
              </span>
              <span className="font-bold">{t(`moderation.desk.types.${item.type}`)}</span>
            </p>
            {item.thread && (
              <p className="font-bold">
                <Link className="text-navy underline" to={item.thread.path}>
                  {t("comments.mine.on", { title: item.thread.title })}
                </Link>
              </p>
            )}
            <p className="text-sm font-bold text-navy">{t("comments.mine.state", { state: t(`comments.item.${item.state}`) })}</p>
            {item.rejectReason && <p className="text-sm">{t("moderation.desk.reason", { reason: item.rejectReason })}</p>}
            {activityComment ? (
              <CommentItem comment={item} slug={activityComment.slug} />
            ) : (
              <div className="flex flex-col gap-1">
                {item.title && <p className="font-black text-navy [overflow-wrap:anywhere]">{item.title}</p>}
                <time className="text-muted text-sm" dateTime={item.createdAt}>
                  {formatDate(item.createdAt)}
                </time>
                <p className="[overflow-wrap:anywhere]" lang={item.language}>
                  {text.length > 300 ? `${text.slice(0, 299)}…` : text}
                </p>
                {item.state !== "rejected" && (
                  <Link className="btn btn-secondary btn-sm self-start" to={item.path}>
                    {t("moderation.desk.open")}
                  </Link>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
