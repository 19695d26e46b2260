import { Link } from "react-router";
import { referenceSortOf } from "../../../common/centres.ts";
import { MAP_COLOURS } from "../../../common/spain-map.ts";
import { CentreList } from "../../components/centres/CentreList.tsx";
import { Criteria } from "../../components/centres/Criteria.tsx";
import { type ListedCentre, ReferenceCentresQuery } from "../../components/centres/documents.ts";
import { ReferenceMap } from "../../components/centres/ReferenceMap.tsx";
import { centresStyles } from "../../components/centres/styles.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { Kept } from "../../lib/kept.tsx";
import { keep, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/reference-centers";

/**
 * The reference centres (sections 1, 2 and 9; decision 035): the map, whose markers lead to the list; the list grouped
 * by the seven regions, A-Z or Z-A (?sort=az|za); the criteria; the map's credits. The same for every visitor (the
 * render cache keeps it), and whole without JavaScript.
 */
export const meta: Route.MetaFunction = (args) => pageMeta(args, "reference-centers");
export const links: Route.LinksFunction = () => centresStyles;

export async function loader({ request, context }: Route.LoaderArgs) {
  const sort = referenceSortOf(new URL(request.url).searchParams.get("sort"));
  const { referenceCentres } = await query(context, ReferenceCentresQuery);
  // The API lists them A to Z (Spanish order); Z to A is the same list backwards.
  const centres = sort === "za" ? [...referenceCentres].reverse() : referenceCentres;
  // Markers and list are drawn once: a document's data leaves them out (lib/kept.tsx).
  return { sort, centres: keep(context, "reference-centres", centres) };
}

export default function ReferenceCenters({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { centres, sort } = loaderData;
  return (
    <div className="page">
      <h1 className="page-title">{t("centres.list.title")}</h1>
      <p className="page-lead">{t("centres.list.lead")}</p>

      <section aria-labelledby="map-title" className="mb-12">
        <h2 id="map-title" className="sr-only">
          {t("centres.list.mapTitle")}
        </h2>
        <Kept name="reference-centres" value={centres}>
          {(list: ListedCentre[]) => <ReferenceMap centres={list} />}
        </Kept>
        <div className="mx-auto mt-4 flex max-w-2xl flex-col gap-2">
          <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <li className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block size-4 rounded ring-1 ring-muted"
                style={{ background: MAP_COLOURS.region }}
              />
              {t("centres.list.legendRegion")}
            </li>
            <li className="flex items-center gap-2">
              <span aria-hidden="true" className="inline-block size-3.5 rounded-full bg-coral ring-2 ring-paper" />
              {t("centres.list.legendCentre")}
            </li>
          </ul>
          <p className="text-sm">{t("centres.list.mapHint")}</p>
        </div>
      </section>

      <Kept name="reference-centres" value={centres}>
        {(list: ListedCentre[]) => <CentreList centres={list} sort={sort} />}
      </Kept>

      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <Criteria />
        <div className="panel flex flex-col items-start justify-center gap-4">
          <Link to={to("reference-centers-badge")} className="btn btn-primary">
            {t("centres.list.badgeLink")}
          </Link>
        </div>
      </div>

      <section aria-labelledby="credits-title" className="mt-12 text-sm text-muted">
        <h2 id="credits-title" className="text-base">
          {t("centres.list.creditsTitle")}
        </h2>
        <p>{t("centres.list.credits")}</p>
      </section>
    </div>
  );
}
