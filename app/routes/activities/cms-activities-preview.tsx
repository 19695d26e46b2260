import { data, Link } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { ActivityArticle } from "../../components/activities/ActivityArticle.tsx";
import type { ActivityData } from "../../components/activities/documents.ts";
import { EditableActivityQuery } from "../../components/activities/editor-documents.ts";
import { when } from "../../components/people/when.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { page, query } from "../../lib/page.server.ts";
import { useRootData, useTo } from "../../lib/root-data.ts";
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
  const pick = (es: string, en: string) => (lang === "en" && en.trim() ? en : es);
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

export default function CmsActivitiesPreview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  const { id, state, publishedAt, activity } = loaderData;
  const other = lang === "es" ? "en" : "es";
  return (
    <div className="page">
      <aside aria-label={t("editing.preview")} className="panel mb-8 flex flex-col gap-2 border-teal">
        <p className="font-extrabold text-navy">{t("editing.previewBanner")}</p>
        <p>{t(`editing.previewState.${state}`, { date: when(publishedAt, lang, true) })}</p>
        <p>{t("editing.activity.previewContent")}</p>
        <p className="flex flex-wrap gap-4">
          <Link to={to("cms-activities-edit", { id })} className="font-bold underline">
            {t("editing.backToEditor")}
          </Link>
          <a href={pathFor("cms-activities-preview", other, { id })} hrefLang={other} className="underline">
            {t("editing.previewIn", { language: t(`editing.languages.${other}`) })}
          </a>
        </p>
      </aside>
      <ActivityArticle activity={activity} signedIn={false} />
    </div>
  );
}
