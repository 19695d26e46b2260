import { Link } from "react-router";
import { useTranslation } from "../../i18n/index.ts";
import type { BulletinItem } from "./documents.ts";

/** A notice in the bulletin's list: its title as the link, who and when, its answers, a draft marked. */
export function BulletinCard({ item, href }: { item: BulletinItem & { date: string | null }; href: string }) {
  const { t } = useTranslation();
  return (
    <article className="panel">
      <h2 className="text-xl font-bold">
        <Link to={href}>{item.title}</Link>
      </h2>
      <p className="mt-1 text-sm text-muted">
        {item.author.name && <>{t("bulletin.item.by", { name: item.author.name })} · </>}
        {item.date ? t("bulletin.item.published", { date: item.date }) : <strong>{t("bulletin.item.draft")}</strong>}
        {" · "}
        {t("bulletin.item.answers", { count: item.replyCount })}
      </p>
    </article>
  );
}
