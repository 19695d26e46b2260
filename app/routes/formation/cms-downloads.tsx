import { DOWNLOAD_PAGE_API, DOWNLOAD_PAGES } from "../../../common/formation.ts";
import { type Column, EditLink, EditorList, EditorTable, Translation, translated } from "../../components/editing/kit/EditorList.tsx";
import { DownloadsForEditorsQuery } from "../../components/formation/editor-documents.ts";
import { formatSize } from "../../components/formation/downloads.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { Done } from "../../components/editing/kit/Done.tsx";
import type { Route } from "./+types/cms-downloads";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-downloads");

/** The downloads' editor's list (issue 18): the three downloads pages' files, page by page in their order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const deleted = new URL(request.url).searchParams.get("done") === "deleted";
  const { downloadsForEditors } = await query(context, DownloadsForEditorsQuery, {});
  return { downloads: downloadsForEditors, deleted };
}

type Download = Route.ComponentProps["loaderData"]["downloads"][number];

export default function CmsDownloads({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useRootData()?.lang ?? "es";
  const { downloads, deleted } = loaderData;
  const notice = <Done text={deleted && t("editing.downloads.deleted")} />;
  const columns: Column<Download>[] = [
    { head: "editing.downloads.columns.position", cell: (file) => file.position },
    {
      head: "editing.downloads.columns.title",
      cell: (file) => <EditLink route="cms-downloads-edit" id={file.id} es={file.titleEs} en={file.titleEn} />,
    },
    { head: "editing.downloads.columns.file", cell: (file) => file.fileName, translate: "no" },
    { head: "editing.downloads.columns.size", cell: (file) => formatSize(file.size, lang), className: "whitespace-nowrap" },
    {
      head: "editing.downloads.columns.translation",
      cell: (file) => <Translation kind="news" done={translated(file.titleEn, file.descriptionEn)} />,
    },
  ];
  return (
    <EditorList kind="downloads" create="cms-downloads-new" notice={notice}>
      {DOWNLOAD_PAGES.map((downloadPage) => (
        <section key={downloadPage} aria-labelledby={`page-${downloadPage}`} className="mb-8">
          <h2 id={`page-${downloadPage}`} className="mb-2 text-xl font-extrabold text-navy">
            {t(`editing.downloads.pages.${downloadPage}`)}
          </h2>
          <EditorTable
            kind="downloads"
            items={downloads.filter((file) => file.page === DOWNLOAD_PAGE_API[downloadPage])}
            columns={columns}
            countClassName="mb-3"
          />
        </section>
      ))}
    </EditorList>
  );
}
