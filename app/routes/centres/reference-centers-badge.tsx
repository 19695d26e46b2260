import { Link } from "react-router";
import { BADGE_PNG_SIZE } from "../../../common/centres.ts";
import { Criteria } from "../../components/centres/Criteria.tsx";
import { ReferenceBadgeQuery } from "../../components/centres/documents.ts";
import { Icon } from "../../components/icons/Icon.tsx";
import { download } from "../../components/icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { page, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/reference-centers-badge";

/**
 * The reference centre badge (sections 1 and 2): a teacher whose centre (me.center) is accredited sees it and downloads
 * it as SVG or PNG (route reference-centers-badge-file); anyone else signed in sees why not and the criteria.
 * Visitors were sent to log in by the route table.
 */
export const meta: Route.MetaFunction = (args) => pageMeta(args, "reference-centers-badge");

export async function loader({ context }: Route.LoaderArgs) {
  const { referenceCentreBadge } = await query(context, ReferenceBadgeQuery);
  return { badge: referenceCentreBadge, hasCentre: page(context).me?.center != null };
}

export default function ReferenceCentersBadge({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { badge, hasCentre } = loaderData;
  return (
    <div className="page">
      <h1 className="page-title">{t("centres.badge.title")}</h1>
      <p className="page-lead">{t("centres.badge.lead")}</p>
      {badge ? (
        <section aria-labelledby="badge-preview" className="panel mb-8 grid items-center gap-6 md:grid-cols-[minmax(0,20rem)_1fr]">
          <img
            src={to("reference-centers-badge-file", { format: "svg" })}
            alt={t("centres.badge.svgTitle", { name: badge.centreName, year: badge.schoolYear })}
            width={320}
            height={320}
            className="mx-auto h-auto w-full max-w-80"
          />
          <div className="flex flex-col gap-4">
            <h2 id="badge-preview">{t("centres.badge.preview")}</h2>
            <p>{t("centres.badge.yours", { name: badge.centreName, since: badge.since, year: badge.schoolYear })}</p>
            <div className="flex flex-wrap gap-3">
              <a href={to("reference-centers-badge-file", { format: "svg" })} download className="btn btn-primary">
                <Icon d={download} />
                {t("centres.badge.downloadSvg")}
              </a>
              <a href={to("reference-centers-badge-file", { format: "png" })} download className="btn btn-secondary">
                <Icon d={download} />
                {t("centres.badge.downloadPng")}
              </a>
            </div>
            <p className="text-sm text-muted">{t("centres.badge.formats", { size: BADGE_PNG_SIZE })}</p>
          </div>
        </section>
      ) : (
        <section aria-labelledby="badge-refused" className="panel mb-8 border-coral">
          <h2 id="badge-refused">{t(hasCentre ? "centres.badge.notAccredited" : "centres.badge.noCentre")}</h2>
          <p className="mb-4">{t(hasCentre ? "centres.badge.notAccreditedText" : "centres.badge.noCentreText")}</p>
          {!hasCentre && (
            <Link to={to("licence-assign")} className="btn btn-secondary">
              {t("centres.badge.addLicence")}
            </Link>
          )}
        </section>
      )}
      <Criteria />
      <p className="mt-8">
        <Link to={to("reference-centers")}>{t("centres.badge.seeCentres")}</Link>
      </p>
    </div>
  );
}
