import { asc, eq, inArray } from "drizzle-orm";
import type { DownloadPage } from "../../../common/formation.ts";
import type { Language } from "../../../common/languages.ts";
import type { Db } from "../../db/client.ts";
import { downloads } from "../../db/schema/index.ts";
import { inLanguage } from "../editing/editing.ts";

/** A file of a formation downloads page, in the request's language. The file is DATA_DIR/downloads/<fileName>. */
export type DownloadView = {
  id: number;
  page: DownloadPage;
  fileName: string;
  title: string;
  description: string;
  mimeType: string;
  size: number;
};

/** English readers get the Spanish title and description where its editor left the English ones empty. */
function columns(lang: Language) {
  return {
    id: downloads.id,
    page: downloads.page,
    fileName: downloads.fileName,
    title: inLanguage(lang, downloads.titleEs, downloads.titleEn),
    description: inLanguage(lang, downloads.descriptionEs, downloads.descriptionEn),
    mimeType: downloads.mimeType,
    size: downloads.size,
  };
}

/** The files of one downloads page in their order (one query on the page index). */
export function listDownloads(db: Db, page: DownloadPage, lang: Language): Promise<DownloadView[]> {
  return db.select(columns(lang)).from(downloads).where(eq(downloads.page, page)).orderBy(asc(downloads.position), asc(downloads.id));
}

/**
 * One file by its recorded name. The file route serves only names found here, so a request can never
 * reach anything else on disk (no path traversal).
 */
export async function findDownload(db: Db, fileName: string, lang: Language): Promise<DownloadView | null> {
  if (fileName.length === 0 || fileName.length > 200) return null;
  const [row] = await db.select(columns(lang)).from(downloads).where(eq(downloads.fileName, fileName)).limit(1);
  return row ?? null;
}

/** Files by id in the order given (a formation's downloads); ids of files that no longer exist are left out. */
export async function downloadsByIds(db: Db, ids: readonly number[], lang: Language): Promise<DownloadView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(columns(lang))
    .from(downloads)
    .where(inArray(downloads.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}
