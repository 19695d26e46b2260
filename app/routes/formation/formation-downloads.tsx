import { Icon } from "../../components/icons/Icon.tsx";
import { download, fileImage, fileSpreadsheet, fileText } from "../../components/icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { data, NavLink } from "react-router";
import { DOWNLOAD_PAGE_API } from "../../../common/formation.ts";
import { DOWNLOAD_ROUTES, type FileFormat, formatOf, formatSize, isDownloadRoute } from "../../components/formation/downloads.ts";
import { graphql, type ResultOf } from "../../lib/graphql.ts";
import { pageMeta } from "../../lib/meta.ts";
import { page, query } from "../../lib/page.server.ts";
import { useRootData, useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/formation-downloads";

const Downloads = graphql(`
  query Downloads($page: DownloadPage!) { downloads(page: $page) { id fileName title description mimeType size } }
`);
type DownloadItem = ResultOf<typeof Downloads>["downloads"][number];

/** The three downloads pages share this module; the route name (the route id before the dot) says which. */
export const meta: Route.MetaFunction = (args) => {
  const fromId = args.matches.at(-1)?.id.split(".")[0];
  return pageMeta(args, isDownloadRoute(fromId) ? fromId : "formation-downloads-ai-robotics");
};

export async function loader({ context }: Route.LoaderArgs) {
  const info = page(context);
  const name = info.match?.name;
  if (!isDownloadRoute(name)) throw data(null, { status: 404 });
  const which = DOWNLOAD_ROUTES[name];
  if (info.decision.kind !== "allow") return { page: which, files: [] as DownloadItem[] };
  const { downloads } = await query(context, Downloads, { page: DOWNLOAD_PAGE_API[which] });
  return { page: which, files: downloads };
}

const ICONS: Record<FileFormat, string> = { pdf: fileText, csv: fileSpreadsheet, svg: fileImage, other: fileText };

export default function FormationDownloads({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  const { files } = loaderData;
  return (
    <div className="page">
      <p className="font-extrabold uppercase tracking-wide text-teal">{t("formation.downloads.title")}</p>
      <h1 className="page-title">{t(`formation.downloads.pages.${loaderData.page}`)}</h1>
      <p className="page-lead">{t("formation.downloads.lead")}</p>
      <nav aria-label={t("formation.downloads.nav")} className="tabs">
        <ul>
          {Object.entries(DOWNLOAD_ROUTES).map(([route, which]) => (
            <li key={route}>
              <NavLink to={to(route as keyof typeof DOWNLOAD_ROUTES)} className="tab" end>
                {t(`formation.downloads.pages.${which}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {files.length === 0 ? (
        <p className="empty">{t("formation.downloads.empty")}</p>
      ) : (
        <ul className="panel-grid">
          {files.map((file) => {
            const format = formatOf(file.mimeType);
            const type = t(`formation.downloads.formats.${format}`);
            const size = formatSize(file.size, lang);
            return (
              <li key={file.id} className="panel flex flex-col gap-3">
                <div className="flex items-start gap-3">
                  <Icon d={ICONS[format]} className="mt-1 size-8 shrink-0 text-coral" />
                  <h2 className="text-xl">{file.title}</h2>
                </div>
                <p className="leading-relaxed">{file.description}</p>
                <dl className="mt-auto grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="font-extrabold text-navy">{t("formation.downloads.type")}</dt>
                    <dd>{type}</dd>
                  </div>
                  <div>
                    <dt className="font-extrabold text-navy">{t("formation.downloads.size")}</dt>
                    <dd>{size}</dd>
                  </div>
                </dl>
                <a
                  className="btn btn-primary btn-sm self-start"
                  href={to("formation-download-file", { file: file.fileName })}
                  download={file.fileName}
                  aria-label={t("formation.downloads.downloadFile", { title: file.title, type, size })}
                >
                  <Icon d={download} />
                  {t("formation.downloads.download")}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
