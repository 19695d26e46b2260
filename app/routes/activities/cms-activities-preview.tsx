import { data } from "react-router";
import { ActivityArticle } from "../../components/activities/ActivityArticle.tsx";
import type { ActivityData } from "../../components/activities/documents.ts";
import { EditableActivityQuery } from "../../components/activities/editor-documents.ts";
import { picker } from "../../components/editing/kit/editor.server.ts";
import { PreviewPage } from "../../components/editing/kit/PreviewBanner.tsx";
import { when } from "../../components/people/when.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { page, query } from "../../lib/page.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-activities-preview";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "cms-activities-preview", args.loaderData ? { title: args.loaderData.activity.title } : undefined);

/**
 * An activity as the public will see it (issue 18), in the page's language (English texts and lists left empty show
 * the Spanish ones, as on the public page), whatever its state, under a banner that says which state it is in. Its
 * whole content shows (as an account reads it), without the rating, marks or comments, which would write something.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { editableActivity: item } = await query(context, EditableActivityQuery, { id: params.id });
  if (!item) throw data(null, { status: 404 });
  const { lang } = page(context);
  const pick = picker(context);
  const list = (es: string[], en: string[]) => (lang === "en" && en.length > 0 ? en : es);
  const activity: ActivityData = {
    id: item.id,
    slug: item.slug,
    title: pick(item.titleEs, item.titleEn),
    summary: pick(item.summaryEs, item.summaryEn),
    cover: item.cover,
    audience: item.audience,
    ageSegments: item.ageSegments,
    difficulty: item.difficulty,
    minutes: item.minutes,
    category: item.category,
    competences: item.competences,
    withKit: item.withKit,
    withMaterials: item.withMaterials,
    withPc: item.withPc,
    withTablet: item.withTablet,
    access: item.access,
    locked: false,
    description: pick(item.descriptionEs, item.descriptionEn),
    materials: list(item.materialsEs, item.materialsEn),
    steps: list(item.stepsEs, item.stepsEn),
    tips: pick(item.tipsEs, item.tipsEn),
    guideUrl: null,
    rating: { average: item.ratingAverage, count: item.ratingCount, mine: null },
    favourite: false,
    done: false,
    updatedAt: item.updatedAt,
  };
  return { id: item.id, state: item.state, publishedAt: item.publishedAt, activity };
}

export default function CmsActivitiesPreview({ loaderData: { id, state, publishedAt, activity } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useRootData()?.lang ?? "es";
  return (
    <PreviewPage
      id={id}
      edit="cms-activities-edit"
      preview="cms-activities-preview"
      banner={t("editing.previewBanner")}
      state={
        <>
          <p>{t(`editing.previewState.${state}`, { date: when(publishedAt, lang, true) })}</p>
          <p>{t("editing.activity.previewContent")}</p>
        </>
      }
    >
      <ActivityArticle activity={activity} signedIn={false} />
    </PreviewPage>
  );
}
