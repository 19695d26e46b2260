import { useTranslation } from "../../i18n/index.ts";
import { Link } from "react-router";
import { useTo } from "../../lib/root-data.ts";
import { CommentItem } from "./CommentItem.tsx";
import type { CommentNode } from "./documents.ts";

/** Profile tab "My contributions": the user's own comments, newest first, each with its state and activity. */
export function MyContributions({ items }: { items: CommentNode[] }) {
  const { t } = useTranslation();
  const to = useTo();
  if (items.length === 0) return <p className="empty">{t("profile.emptyContributions")}</p>;
  return (
    <ul className="flex flex-col gap-4" aria-label={t("comments.mine.label")}>
      {items.map((item) => (
        <li key={item.id} className="rounded-2xl border-2 border-line bg-paper p-4">
          {item.activity && (
            <p className="mb-2 font-bold">
              <Link className="text-navy underline" to={to("activity", { id: item.activity.slug })}>
                {t("comments.mine.on", { title: item.activity.title })}
              </Link>
            </p>
          )}
          <p className="mb-2 text-sm font-bold text-navy">
            {t("comments.mine.state", { state: t(`comments.item.${item.state}`) })}
          </p>
          <CommentItem comment={item} slug={item.activity?.slug ?? ""} actions={!!item.activity} />
        </li>
      ))}
    </ul>
  );
}
