import { useTranslation } from "../../i18n/index.ts";
import { data, Form, Link } from "react-router";
import { CATEGORIES, type Category } from "../../../common/activities.ts";
import { AGE_SEGMENTS, type AgeSegment } from "../../../common/ages.ts";
import { GalleryResultsQuery } from "../../components/gallery/documents.ts";
import { AGE_PARAM, CATEGORY_PARAM, thumbnailOf } from "../../components/gallery/media.ts";
import { Pagination, pageParam } from "../../components/publications/Pagination.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/gallery";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "gallery");

/** The grid of published results, most recent first, filtered by category and section (class age) in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = pageParam(url);
  const categories = url.searchParams.getAll(CATEGORY_PARAM).filter((c): c is Category => (CATEGORIES as readonly string[]).includes(c));
  const ageParam = url.searchParams.get(AGE_PARAM);
  const age = ageParam && (AGE_SEGMENTS as readonly string[]).includes(ageParam) ? (ageParam as AgeSegment) : null;
  const { galleryResults } = await query(context, GalleryResultsQuery, { filter: { categories, age }, page });
  if (page > 1 && galleryResults.items.length === 0) throw data(null, { status: 404 });
  return { ...galleryResults, categories, age };
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { items, page, pageCount, total, categories, age } = loaderData;
  const filtered = categories.length > 0 || age !== null;
  const hrefFor = (n: number) => {
    const params = new URLSearchParams();
    for (const c of categories) params.append(CATEGORY_PARAM, c);
    if (age) params.set(AGE_PARAM, age);
    if (n > 1) params.set("page", String(n));
    const search = params.toString();
    return search ? `${to("gallery")}?${search}` : to("gallery");
  };
  return (
    <div className="page">
      <h1 className="page-title">{t("gallery.title")}</h1>
      <p className="page-lead">{t("gallery.lead")}</p>
      <p className="mb-6">
        <Link to={to("gallery-share")} className="btn btn-primary">
          {t("gallery.share")}
        </Link>
      </p>
      <Form method="get" className="mb-8 flex flex-wrap items-end gap-4" aria-label={t("gallery.filters.label")}>
        <div className="field">
          <label className="field-label" htmlFor="gallery-category">
            {t("gallery.filters.category")}
          </label>
          <select id="gallery-category" name={CATEGORY_PARAM} className="field-input" defaultValue={categories[0] ?? ""}>
            <option value="">{t("gallery.filters.any")}</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`activities.categories.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor="gallery-age">
            {t("gallery.filters.age")}
          </label>
          <select id="gallery-age" name={AGE_PARAM} className="field-input" defaultValue={age ?? ""}>
            <option value="">{t("gallery.filters.any")}</option>
            {AGE_SEGMENTS.map((a) => (
              <option key={a} value={a}>
                {t(`gallery.ages.${a}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-secondary">
          {t("gallery.filters.apply")}
        </button>
        {filtered && (
          <Link to={to("gallery")} className="btn btn-secondary">
            {t("gallery.filters.clear")}
          </Link>
        )}
      </Form>
      <p className="mb-4" aria-live="polite">
        {t("gallery.count", { count: total })}
      </p>
      {items.length === 0 ? (
        <p className="empty">{t("gallery.empty")}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {items.map((item, i) => {
            const thumb = thumbnailOf(item.files);
            return (
              <li key={item.id} className="overflow-hidden rounded-2xl border-2 border-line bg-paper">
                <Link to={to("gallery-post", { id: item.id })} className="block">
                  <div className="aspect-[4/3] w-full overflow-hidden bg-cream">
                    {thumb ? (
                      <img
                        src={thumb.src}
                        width={thumb.width}
                        height={thumb.height}
                        alt=""
                        loading={i < 4 ? "eager" : "lazy"}
                        decoding="async"
                        className="h-full w-full object-cover"
                      />
                    ) : (
                      <div className="flex h-full w-full items-center justify-center text-lg font-bold" aria-hidden="true">
                        {item.videoUrl || item.files.length > 0 ? t("gallery.video") : t("gallery.noImage")}
                      </div>
                    )}
                  </div>
                  <div className="p-4">
                    <h2 className="text-lg font-bold">{item.title}</h2>
                    <p className="text-sm">{t("gallery.by", { name: item.author.name ?? t("gallery.anonymous") })}</p>
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} label={t("gallery.pagination")} hrefFor={hrefFor} />
    </div>
  );
}
