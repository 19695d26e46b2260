import { randomBytes } from "node:crypto";
import { link, mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { slugify } from "../../../common/editing.ts";
import { DOWNLOAD_PAGES } from "../../../common/formation.ts";
import type { Db } from "../../db/client.ts";
import { downloads, formations } from "../../db/schema/index.ts";
import { checkDownloadFile, DOWNLOAD_FORMATS } from "../../storage/download-files.ts";
import { MediaRefused } from "../../storage/media.ts";
import { type AuditActor, recordAudit } from "../audit/audit-log.ts";
import { optionalLine, optionalText, requiredLine, requiredText } from "../editing/input.ts";
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

export const DownloadInput = z.object({
  page: z.enum(DOWNLOAD_PAGES, "errors.validation"),
  titleEs: requiredLine(200),
  titleEn: optionalLine(200),
  descriptionEs: requiredText(1_000),
  descriptionEn: optionalText(1_000),
  position: z
    .number("editing.downloads.errors.position")
    .int("editing.downloads.errors.position")
    .min(0, "editing.downloads.errors.position")
    .max(9_999, "editing.downloads.errors.position"),
});
export type DownloadInput = z.input<typeof DownloadInput>;

type Upload = Pick<File, "size" | "arrayBuffer"> & { name?: string };

/** Every download for the editors, page by page in their order. */
export function downloadsForEditors(db: Db): Promise<EditableDownload[]> {
  return db.select().from(downloads).orderBy(asc(downloads.page), asc(downloads.position), asc(downloads.id));
}

/** One download for its editor; null when unknown. */
export async function editableDownload(db: Db, id: number): Promise<EditableDownload | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db.select().from(downloads).where(eq(downloads.id, id)).limit(1);
  return row ?? null;
}

/** What the audit log keeps of a download: its texts, page and place, and which file it is. */
function snapshot(row: EditableDownload) {
  const { page, fileName, titleEs, titleEn, descriptionEs, descriptionEn, position, mimeType, size } = row;
  return { page, fileName, titleEs, titleEn, descriptionEs, descriptionEn, position, mimeType, size };
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

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
  args: { id?: number | null; input: DownloadInput; file?: Upload | null },
): Promise<EditableDownload> {
  const input = parseOrThrow(DownloadInput, args.input);
  const previous = args.id == null ? null : await editableDownload(db, args.id);
  if (args.id != null && !previous) throw new DomainError("NOT_FOUND", { status: 404 });
  const values = {
    page: input.page,
    titleEs: input.titleEs,
    titleEn: input.titleEn,
    descriptionEs: input.descriptionEs,
    descriptionEn: input.descriptionEn,
    position: input.position,
  };
  if (previous) {
    const before = snapshot(previous);
    if (JSON.stringify(before) === JSON.stringify(snapshot({ ...previous, ...values }))) return previous;
    return db.transaction(async (tx) => {
      const [row] = await tx.update(downloads).set(values).where(eq(downloads.id, previous.id)).returning();
      if (!row) throw new DomainError("NOT_FOUND", { status: 404 });
      await recordAudit(tx, actor, {
        action: "downloadUpdate",
        entity: "download",
        entityId: String(row.id),
        label: row.titleEs,
        before,
        after: snapshot(row),
      });
      return row;
    });
  }
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
    fileName = await placeUnderFreeName(db, dir, temporary, args.file.name, input.titleEs, checked.format);
  } finally {
    await rm(temporary, { force: true });
  }
  const target = path.join(dir, fileName);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(downloads)
        .values({ ...values, fileName, mimeType: DOWNLOAD_FORMATS[checked.format], size: checked.bytes.byteLength })
        .returning();
      if (!row) throw new Error("download not created");
      await recordAudit(tx, actor, {
        action: "downloadCreate",
        entity: "download",
        entityId: String(row.id),
        label: row.titleEs,
        before: null,
        after: snapshot(row),
      });
      return row;
    });
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
}

/**
 * Removes a download from its page (audited) and then its file; the formations that listed it no longer do (in the
 * same transaction). NOT_FOUND for an unknown id.
 */
export async function deleteDownload(db: Db, dir: string | undefined, actor: AuditActor, id: number): Promise<EditableDownload> {
  const row = await db.transaction(async (tx) => {
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new DomainError("NOT_FOUND", { status: 404 });
    const [deleted] = await tx.delete(downloads).where(eq(downloads.id, id)).returning();
    if (!deleted) throw new DomainError("NOT_FOUND", { status: 404 });
    await tx
      .update(formations)
      .set({ downloadIds: sql`array_remove(${formations.downloadIds}, ${deleted.id})` })
      .where(sql`${deleted.id} = any(${formations.downloadIds})`);
    await recordAudit(tx, actor, {
      action: "downloadDelete",
      entity: "download",
      entityId: String(deleted.id),
      label: deleted.titleEs,
      before: snapshot(deleted),
      after: null,
    });
    return deleted;
  });
  // The name comes from the table; a plain name inside the folder, as the file route reads it.
  const name = path.basename(row.fileName);
  if (dir && name === row.fileName) await rm(path.join(path.resolve(dir), name), { force: true });
  return row;
}
