import { randomBytes } from "node:crypto";
import { link, mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { slugify } from "../../../common/editing.ts";
import { DOWNLOAD_KIND } from "../../../common/editing-kinds.ts";
import type { Db } from "../../db/client.ts";
import { downloads, formations } from "../../db/schema/index.ts";
import { checkDownloadFile, DOWNLOAD_FORMATS } from "../../storage/download-files.ts";
import { MediaRefused } from "../../storage/media.ts";
import type { AuditActor } from "../audit/audit-log.ts";
import { defineKind, snapshotOf } from "../editing/kind.ts";
import { DomainError } from "../errors.ts";
import { parseOrThrow } from "../validation.ts";

/**
 * The downloads pages' editor (issue 18, decision 041): the foundation's staff add a file to one of the three pages,
 * change its texts in both languages, its page and its place, and remove it (its file too). The file is written where
 * the file route reads it (DATA_DIR/downloads) under a name made here from the uploaded one, with the extension of the
 * format its bytes are. A download is addressed by its file name, so the name never changes once given: no old
 * address to keep; a file to replace is removed and added again.
 */

export type EditableDownload = typeof downloads.$inferSelect;

/** The longest name made (the file route reads names of at most 200 characters). */
const NAME_STEM_MAX = 80;

export const downloadKind = defineKind<EditableDownload>({
  content: DOWNLOAD_KIND,
  table: downloads,
  area: "downloads",
  audit: { entity: "download", create: "downloadCreate", update: "downloadUpdate", remove: "downloadDelete" },
  order: () => [asc(downloads.page), asc(downloads.position), asc(downloads.id)],
  // Which file it is, besides its texts, page and place.
  snapshot: (row) => ({ ...snapshotOf(DOWNLOAD_KIND, row), fileName: row.fileName, mimeType: row.mimeType, size: row.size }),
});
export type DownloadInput = z.input<typeof downloadKind.Input>;

type Upload = Pick<File, "size" | "arrayBuffer"> & { name?: string };

const exists = (file: string): Promise<boolean> =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Puts the written file under a free name: the uploaded name's words (or the title's), the format's extension, a number
 * when taken by a record or a file. The name is claimed with a hard link, which never replaces a file (two uploads at
 * once cannot take the same name). Returns the name.
 */
async function placeUnderFreeName(
  db: Db,
  dir: string,
  temporary: string,
  uploaded: string | undefined,
  title: string,
  extension: string,
): Promise<string> {
  const cut = (text: string) => slugify(text).slice(0, NAME_STEM_MAX).replace(/-+$/, "");
  const stem = cut((uploaded ?? "").replace(/\.[^.]*$/, "")) || cut(title) || "archivo";
  for (let n = 1; n <= 100; n++) {
    const name =
      n === 1 ? `${stem}.${extension}` : n < 100 ? `${stem}-${n}.${extension}` : `${stem}-${randomBytes(4).toString("hex")}.${extension}`;
    const [taken] = await db.select({ id: downloads.id }).from(downloads).where(eq(downloads.fileName, name)).limit(1);
    if (taken || (await exists(path.join(dir, name)))) continue;
    try {
      await link(temporary, path.join(dir, name));
      return name;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  throw new Error("no free name for a download");
}

/**
 * Creates (no `id`, with its file) or updates a download's texts, page and place. Refusals: VALIDATION with each
 * field's message (a missing file, or one of another format or over 10 MB, is `file`'s), NOT_FOUND for an unknown
 * id. The file is written (through a temporary name) only once the input passed, and removed again if the record
 * could not be made. Audited, unless nothing changed.
 */
export async function saveDownload(
  db: Db,
  dir: string | undefined,
  actor: AuditActor,
  now: Date,
  args: { id?: number | null; input: DownloadInput; file?: Upload | null },
): Promise<EditableDownload> {
  if (args.id != null) return downloadKind.save(db, undefined, actor, now, args);
  const input = parseOrThrow(downloadKind.Input, args.input);
  if (!args.file) throw new DomainError("VALIDATION", { fields: { file: "editing.downloads.errors.fileRequired" } });
  let checked: Awaited<ReturnType<typeof checkDownloadFile>>;
  try {
    checked = await checkDownloadFile(args.file);
  } catch (error) {
    if (!(error instanceof MediaRefused)) throw error;
    throw new DomainError("VALIDATION", {
      fields: { file: error.messageKey === "files.tooLarge" ? "files.tooLarge" : "editing.downloads.errors.fileFormat" },
    });
  }
  if (!dir) throw new Error("no downloads folder configured");
  await mkdir(dir, { recursive: true });
  // Written whole under a temporary name first, so that no half-written file is ever served.
  const temporary = path.join(dir, `.upload-${randomBytes(8).toString("hex")}.tmp`);
  await writeFile(temporary, checked.bytes);
  let fileName: string;
  try {
    fileName = await placeUnderFreeName(db, dir, temporary, args.file.name, String(input.titleEs), checked.format);
  } finally {
    await rm(temporary, { force: true });
  }
  try {
    const values = { fileName, mimeType: DOWNLOAD_FORMATS[checked.format], size: checked.bytes.byteLength };
    return await downloadKind.save(db, undefined, actor, now, { input: args.input, values });
  } catch (error) {
    await rm(path.join(dir, fileName), { force: true });
    throw error;
  }
}

/**
 * Removes a download from its page (audited) and then its file; the formations that listed it no longer do (in the
 * same transaction). NOT_FOUND for an unknown id.
 */
export async function deleteDownload(db: Db, dir: string | undefined, actor: AuditActor, id: number): Promise<EditableDownload> {
  const row = (await downloadKind.remove(db, actor, id, async (tx, deleted) => {
    await tx
      .update(formations)
      .set({ downloadIds: sql`array_remove(${formations.downloadIds}, ${deleted.id})` })
      .where(sql`${deleted.id} = any(${formations.downloadIds})`);
  })) as EditableDownload;
  // The name comes from the table; a plain name inside the folder, as the file route reads it.
  const name = path.basename(row.fileName);
  if (dir && name === row.fileName) await rm(path.join(path.resolve(dir), name), { force: true });
  return row;
}
