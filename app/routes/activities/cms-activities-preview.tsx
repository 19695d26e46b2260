import { ActivityArticle } from "../../components/activities/ActivityArticle.tsx";
import type { ActivityData } from "../../components/activities/documents.ts";
import { EditableActivityQuery } from "../../components/activities/editor-documents.ts";
import { previewLoader } from "../../components/editing/kit/kind-screen.server.ts";
import { KindPreview } from "../../components/editing/kit/PreviewBanner.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/cms-activities-preview";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "cms-activities-preview", args.loaderData ? { title: args.loaderData.view.title } : undefined);

/**
 * An activity as the public will see it (issue 18), whatever its state, under a banner that says which state it is in
 * (English lists left empty show the Spanish ones). Its whole content shows (as an account reads it), without the
 * rating, marks or comments, which would write something.
 */
export const loader = (args: Route.LoaderArgs) =>
  previewLoader(args, EditableActivityQuery, "editableActivity", (item, { pick, lang }): ActivityData => {
    const list = (es: string[], en: string[]) => (lang === "en" && en.length > 0 ? en : es);
    return {
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
  });

export default function CmsActivitiesPreview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <KindPreview
      route="cms-activities"
      banner="editing.previewBanner"
      states="editing.previewState"
      loaded={loaderData}
      note={<p>{t("editing.activity.previewContent")}</p>}
    >
      <ActivityArticle activity={loaderData.view} signedIn={false} />
    </KindPreview>
  );
}
