import { Icon } from "../icons/Icon.tsx";
import { download } from "../icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { useTo } from "../../lib/root-data.ts";
import type { LicenceBatch } from "./staff-documents.ts";

export type BatchRow = LicenceBatch & { when: string };

/** Every batch with its counts by state, who made it and when, and its CSV export (a plain download link). */
export function BatchesTable({ batches }: { batches: BatchRow[] }) {
  const { t } = useTranslation();
  const to = useTo();
  if (batches.length === 0) return <p className="empty">{t("licences.batches.empty")}</p>;
  const th = "border-b-2 border-line px-3 py-2 text-left font-extrabold text-navy";
  const td = "border-b border-line px-3 py-2 align-top";
  return (
    // Wide on a phone: the table scrolls sideways inside a focusable, named region.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section className="overflow-x-auto" aria-label={t("licences.batches.scrollLabel")} tabIndex={0}>
      <table className="w-full min-w-[52rem] border-collapse text-sm">
        <caption className="sr-only">{t("licences.batches.caption")}</caption>
        <thead>
          <tr>
            <th scope="col" className={th}>
              {t("licences.batches.createdAt")}
            </th>
            <th scope="col" className={th}>
              {t("licences.batches.organization")}
            </th>
            <th scope="col" className={th}>
              {t("licences.batches.package")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("licences.batches.quantity")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("licences.batches.free")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("licences.batches.assigned")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("licences.batches.revoked")}
            </th>
            <th scope="col" className={th}>
              {t("licences.batches.createdBy")}
            </th>
            <th scope="col" className={th}>
              {t("licences.batches.export")}
            </th>
          </tr>
        </thead>
        <tbody>
          {batches.map((batch) => (
            <tr key={batch.id}>
              <th scope="row" className={`${td} text-left font-bold whitespace-nowrap`}>
                {batch.when}
              </th>
              <td className={td}>{batch.organization.name}</td>
              <td className={td}>{batch.package.name}</td>
              <td className={`${td} text-right tabular-nums`}>{batch.quantity}</td>
              <td className={`${td} text-right tabular-nums`}>{batch.free}</td>
              <td className={`${td} text-right tabular-nums`}>{batch.assigned}</td>
              <td className={`${td} text-right tabular-nums`}>{batch.revoked}</td>
              <td className={td}>
                {batch.createdBy ? (
                  <>
                    {batch.createdBy.name && <span className="block">{batch.createdBy.name}</span>}
                    <span className="block text-muted">{batch.createdBy.email}</span>
                  </>
                ) : (
                  <span className="text-muted">{t("licences.batches.deletedUser")}</span>
                )}
              </td>
              <td className={td}>
                {/* A file, not a page: the browser downloads it (no client-side navigation). */}
                <a
                  className="inline-flex items-center gap-1 font-bold"
                  href={to("staff-licence-batch-csv", { id: batch.id })}
                  download
                  aria-label={t("licences.batches.downloadLabel", { organization: batch.organization.name, date: batch.when })}
                >
                  <Icon d={download} className="size-4" /> {t("licences.batches.download")}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
