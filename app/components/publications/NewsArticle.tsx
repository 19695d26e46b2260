import { Link } from "react-router";
import { useTranslation } from "../../i18n/index.ts";
import { useTo } from "../../lib/root-data.ts";
import { Icon } from "../icons/Icon.tsx";
import { arrowLeft } from "../icons/shapes.ts";
import { Body, type BodyBlock } from "./Body.tsx";
import { CoverImage, UnpublishedBadge } from "./Cards.tsx";
import type { NewsCardData } from "./Cards.tsx";

/** A news item's article, the same on its public page and in the editor's preview. */
export function NewsArticle({ item }: { item: NewsCardData & { blocks: BodyBlock[] } }) {
  const { t } = useTranslation();
  const to = useTo();
  return (
    <article aria-labelledby="news-title">
      <Link to={to("news")} className="inline-flex items-center gap-2 font-bold">
        <Icon d={arrowLeft} className="h-5 w-5" />
        {t("publications.news.backToList")}
      </Link>
      <header className="mt-6 max-w-3xl">
        <p className="flex flex-wrap items-center gap-3 font-bold text-teal">
          <time dateTime={item.dateTime}>{item.date}</time>
          {!item.published && <UnpublishedBadge />}
        </p>
        <h1 id="news-title" className="page-title mt-2">
          {item.title}
        </h1>
        <p className="page-lead">{item.summary}</p>
        {!item.published && <p className="form-alert">{t("publications.unpublishedHint")}</p>}
      </header>
      <CoverImage src={item.image} eager className="max-w-3xl rounded-blob border-2 border-line" />
      <Body blocks={item.blocks} />
    </article>
  );
}
