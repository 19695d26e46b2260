import { Link } from "react-router";
import { REFERENCE_REGION_LIST, REFERENCE_SORTS, type ReferenceSort } from "../../../common/centres.ts";
import { useTranslation } from "../../i18n/index.ts";
import type { ListedCentre } from "./documents.ts";

/**
 * The centres grouped by section 1's seven regions, always in the specification's order, each group in the chosen
 * order (A-Z or Z-A by a plain link: ?sort=az|za). Each entry is the target of its marker's link (#centre-<id>).
 */
export function CentreList({ centres, sort }: { centres: readonly ListedCentre[]; sort: ReferenceSort }) {
  const { t } = useTranslation();
  const groups = [
    ...REFERENCE_REGION_LIST.map((region) => ({
      key: region.key as string,
      title: t(`centres.regions.${region.key}`),
      centres: centres.filter((c) => c.region?.key === region.key),
    })),
    { key: "other", title: t("centres.list.otherRegions"), centres: centres.filter((c) => c.region === null) },
  ].filter((group) => group.key !== "other" || group.centres.length > 0);
  return (
    <section aria-labelledby="centres-list-title" id="centres-list" className="scroll-mt-24">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="centres-list-title" className="text-3xl">
          {t("centres.list.listTitle")}
        </h2>
        <nav aria-label={t("centres.list.sort")} className="flex flex-wrap items-center gap-2">
          <span aria-hidden="true" className="font-bold text-navy">
            {t("centres.list.sort")}:
          </span>
          {REFERENCE_SORTS.map((option) => (
            <Link
              key={option}
              to={`?sort=${option}#centres-list`}
              aria-current={option === sort ? "true" : undefined}
              className={option === sort ? "btn btn-primary" : "btn btn-secondary"}
            >
              {t(option === "az" ? "centres.list.sortAz" : "centres.list.sortZa")}
            </Link>
          ))}
        </nav>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        {groups.map((group) => (
          <section key={group.key} aria-labelledby={`region-${group.key}`} className="panel centre-group">
            <h3 id={`region-${group.key}`}>
              {group.title} <span>{t("centres.list.count", { count: group.centres.length })}</span>
            </h3>
            {group.centres.length === 0 ? (
              <p>{t("centres.list.empty")}</p>
            ) : (
              <ul className="grid gap-2">
                {group.centres.map((centre) => (
                  <li key={centre.id} id={`centre-${centre.id}`} tabIndex={-1} className="centre">
                    <b>{centre.name}</b> {place(centre)} <small>{t("centres.list.since", { year: centre.since })}</small>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </section>
  );
}

/** Town and province, the province only where it is not the town's own name (Málaga, Málaga). */
function place({ town, province }: Pick<ListedCentre, "town" | "province">): string {
  return [town, province !== town ? province : null].filter(Boolean).join(", ");
}
