import { and, asc, eq, ne } from "drizzle-orm";
import { z } from "zod";
import { SLUG_MAX, SLUG_PATTERN } from "../../../common/editing.ts";
import type { Db } from "../../db/client.ts";
import { formerSlugs, programs } from "../../db/schema/index.ts";
import type { Storage } from "../../storage/storage.ts";
import { type AuditActor, recordAudit } from "../audit/audit-log.ts";
import { storeCoverImage } from "../editing/editing.ts";
import { optionalLine, optionalText, requiredLine } from "../editing/input.ts";
import { DomainError } from "../errors.ts";
import { moveSlug } from "../redirects/former-slugs.ts";
import { parseOrThrow } from "../validation.ts";
import { POSITION_MAX } from "./topics-editor.ts";

/**
 * The programmes' pages editor (issue 18, decision 041): the foundation's staff write the public page of an existing
 * programme (programmes themselves come with the licences: their codes are not edited here) in both languages, publish
 * or withdraw it (`public`), order it and change its address; each change is audited in its own transaction.
 */

export type EditableProgram = typeof programs.$inferSelect;

/**
 * The name in Spanish is always required; the Spanish summary and text, and an address, only for a public page (a
 * programme without a page may keep them empty). English texts left empty are shown in Spanish.
 */
export const ProgramInput = z.object({
  slug: z.union([z.literal(""), optionalText(SLUG_MAX).regex(SLUG_PATTERN, "editing.errors.slug")]).nullish(),
  nameEs: requiredLine(200),
  nameEn: optionalLine(200),
  summaryEs: optionalText(500),
  summaryEn: optionalText(500),
  bodyEs: optionalText(40_000),
  bodyEn: optionalText(40_000),
  position: z
    .number("editing.errors.position")
    .int("editing.errors.position")
    .min(0, "editing.errors.position")
    .max(POSITION_MAX, "editing.errors.position"),
  public: z.boolean("errors.validation"),
});
export type ProgramInput = z.input<typeof ProgramInput>;

/** Every programme for the editors, in their public order, with or without a page. */
export async function programsForEditors(db: Db): Promise<EditableProgram[]> {
  return db.select().from(programs).orderBy(asc(programs.position), asc(programs.id));
}

/** One programme for its editor or preview; null when unknown. */
export async function editableProgram(db: Db, id: number): Promise<EditableProgram | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const [row] = await db.select().from(programs).where(eq(programs.id, id)).limit(1);
  return row ?? null;
}

/** What the audit log keeps of a programme's page: every field an editor changes (`public` as the publication). */
function snapshot(row: EditableProgram) {
  const { slug, nameEs, nameEn, summaryEs, summaryEn, bodyEs, bodyEn, image, position } = row;
  return { slug, nameEs, nameEn, summaryEs, summaryEn, bodyEs, bodyEn, image, position, published: row.public };
}

/**
 * Updates a programme's page. A new image replaces the old one (a page may have none). A changed slug keeps the old
 * address as a redirect. Refusals: VALIDATION with each field's message, NOT_FOUND for an unknown id.
 */
export async function saveProgram(
  db: Db,
  storage: Storage | undefined,
  actor: AuditActor,
  args: { id: number; input: ProgramInput; image?: Pick<File, "size" | "arrayBuffer"> | null },
): Promise<EditableProgram> {
  const input = parseOrThrow(ProgramInput, args.input);
  const previous = await editableProgram(db, args.id);
  if (!previous) throw new DomainError("NOT_FOUND", { status: 404 });
  const slug = input.slug || null;
  const fields: Record<string, string> = {};
  if (slug) {
    const [taken] = await db
      .select({ id: programs.id })
      .from(programs)
      .where(and(eq(programs.slug, slug), ne(programs.id, previous.id)))
      .limit(1);
    if (taken) fields.slug = "editing.errors.slugTaken";
  }
  if (input.public) {
    if (!slug) fields.slug = "editing.errors.required";
    if (!input.summaryEs) fields.summaryEs = "editing.errors.required";
    if (!input.bodyEs) fields.bodyEs = "editing.errors.required";
  }
  if (Object.keys(fields).length > 0) throw new DomainError("VALIDATION", { fields });
  const image = args.image ? await storeCoverImage(storage, "programs", args.image) : previous.image;
  const values = {
    slug,
    nameEs: input.nameEs,
    nameEn: input.nameEn,
    summaryEs: input.summaryEs,
    summaryEn: input.summaryEn,
    bodyEs: input.bodyEs,
    bodyEn: input.bodyEn,
    image,
    position: input.position,
    public: input.public,
  };
  return db.transaction(async (tx) => {
    const before = snapshot(previous);
    const [row] = await tx.update(programs).set(values).where(eq(programs.id, previous.id)).returning();
    if (!row) throw new DomainError("NOT_FOUND", { status: 404 });
    const after = snapshot(row);
    if (JSON.stringify(before) === JSON.stringify(after)) return row;
    if (previous.slug && row.slug) await moveSlug(tx, "program", row.id, previous.slug, row.slug);
    // A first address (or one given again after none) is no longer anybody's former one.
    else if (row.slug) await tx.delete(formerSlugs).where(and(eq(formerSlugs.kind, "program"), eq(formerSlugs.slug, row.slug)));
    // An address taken away: the old one keeps leading to the programme, which answers it once it has one again.
    else if (previous.slug)
      await tx
        .insert(formerSlugs)
        .values({ kind: "program", slug: previous.slug, itemId: row.id })
        .onConflictDoUpdate({ target: [formerSlugs.kind, formerSlugs.slug], set: { itemId: row.id } });
    await recordAudit(tx, actor, {
      action: "programUpdate",
      entity: "program",
      entityId: String(row.id),
      label: row.nameEs,
      before,
      after,
    });
    return row;
  });
}
