import { data, Link } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { TopicPreviewQuery } from "../../components/editing/topic-documents.ts";
import { parseBody } from "../../components/publications/Body.tsx";
import { TopicArticle } from "../../components/publications/TopicArticle.tsx";
import { Container } from "../../components/content/Page.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { page, query } from "../../lib/page.server.ts";
import { useRootData, useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-topics-preview";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "cms-topics-preview", args.loaderData ? { title: args.loaderData.topic.title } : undefined);

/**
 * A topic as the public will see it (issue 18), in the page's language (English texts left empty show the Spanish
 * ones, as on the public page), draft or published, under a banner that says which.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { editableTopic: topic } = await query(context, TopicPreviewQuery, { id: params.id });
  if (!topic) throw data(null, { status: 404 });
  const { lang } = page(context);
  const pick = (es: string, en: string) => (lang === "en" && en.trim() ? en : es);
  return {
    id: topic.id,
    published: topic.published,
    topic: {
      title: pick(topic.titleEs, topic.titleEn),
      summary: pick(topic.summaryEs, topic.summaryEn),
      image: topic.image,
      blocks: parseBody(pick(topic.bodyEs, topic.bodyEn)),
      activities: topic.activities,
    },
  };
}

export default function CmsTopicsPreview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  const { id, published, topic } = loaderData;
  const other = lang === "es" ? "en" : "es";
  return (
    <>
      <Container className="pt-8">
        <aside aria-label={t("editing.preview")} className="panel flex flex-col gap-2 border-teal">
          <p className="font-extrabold text-navy">{t("editing.topic.previewBanner")}</p>
          <p>{t(published ? "editing.topic.previewState.published" : "editing.topic.previewState.draft")}</p>
          <p className="flex flex-wrap gap-4">
            <Link to={to("cms-topics-edit", { id })} className="font-bold underline">
              {t("editing.backToEditor")}
            </Link>
            <a href={pathFor("cms-topics-preview", other, { id })} hrefLang={other} className="underline">
              {t("editing.previewIn", { language: t(`editing.languages.${other}`) })}
            </a>
          </p>
        </aside>
      </Container>
      <TopicArticle topic={topic} />
    </>
  );
}
