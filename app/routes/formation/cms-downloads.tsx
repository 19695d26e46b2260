import { Link } from "react-router";
import { DOWNLOAD_PAGE_API, DOWNLOAD_PAGES } from "../../../common/formation.ts";
import { DownloadsForEditorsQuery } from "../../components/formation/editor-documents.ts";
import { formatSize } from "../../components/formation/downloads.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import { useRootData, useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-downloads";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-downloads");

/** The downloads' editor's list (issue 18): the three downloads pages' files, page by page in their order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const deleted = new URL(request.url).searchParams.get("done") === "deleted";
  const { downloadsForEditors } = await query(context, DownloadsForEditorsQuery, {});
  return { downloads: downloadsForEditors, deleted };
}

export default function CmsDownloads({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  const { downloads, deleted } = loaderData;
  return (
    <div className="page">
      <p className="mb-2">
        <Link to={to("cms")}>{t("staff.title")}</Link>
      </p>
      <h1 className="page-title">{t("editing.downloads.title")}</h1>
      {deleted && (
        <p role="status" className="form-success mb-4">
          {t("editing.downloads.deleted")}
        </p>
      )}
      <p className="page-lead">{t("editing.downloads.lead")}</p>
      <p className="mb-6">
        <Link to={to("cms-downloads-new")} className="btn btn-primary">
          {t("editing.downloads.create")}
        </Link>
      </p>
      {DOWNLOAD_PAGES.map((downloadPage) => {
        const files = downloads.filter((file) => file.page === DOWNLOAD_PAGE_API[downloadPage]);
        return (
          <section key={downloadPage} aria-labelledby={`page-${downloadPage}`} className="mb-8">
            <h2 id={`page-${downloadPage}`} className="mb-2 text-xl font-extrabold text-navy">
              {t(`editing.downloads.pages.${downloadPage}`)}
            </h2>
            <p className="mb-3">{t("editing.downloads.count", { count: files.length })}</p>
            {files.length === 0 ? (
              <p>{t("editing.downloads.empty")}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="data-table w-full">
                  <thead>
                    <tr>
                      <th scope="col">{t("editing.downloads.columns.position")}</th>
                      <th scope="col">{t("editing.downloads.columns.title")}</th>
                      <th scope="col">{t("editing.downloads.columns.file")}</th>
                      <th scope="col">{t("editing.downloads.columns.size")}</th>
                      <th scope="col">{t("editing.downloads.columns.translation")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {files.map((file) => (
                      <tr key={file.id}>
                        <td>{file.position}</td>
                        <td>
                          <Link to={to("cms-downloads-edit", { id: file.id })} className="font-bold underline">
                            {lang === "en" && file.titleEn ? file.titleEn : file.titleEs}
                          </Link>
                        </td>
                        <td translate="no">{file.fileName}</td>
                        <td className="whitespace-nowrap">{formatSize(file.size, lang)}</td>
                        <td>
                          {t(
                            [file.titleEn, file.descriptionEn].every((text) => text.trim())
                              ? "editing.news.translated"
                              : "editing.news.untranslated",
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
