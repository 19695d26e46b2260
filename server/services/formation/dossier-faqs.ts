import { and, asc, eq, gt, lt, desc, max, sql } from "drizzle-orm";
import { z } from "zod";
import type { Language } from "../../../common/languages.ts";
import type { Block } from "../../../common/content-texts.ts";
import type { Db } from "../../db/client.ts";
import { type DossierBody, dossierSections, faqGroups, faqItems } from "../../db/schema/index.ts";
import { type AuditActor, recordAudit } from "../audit/audit-log.ts";
import { optionalLine, optionalText, requiredLine, requiredText, slugText } from "../editing/input.ts";
import { DomainError } from "../errors.ts";
import { parseOrThrow } from "../validation.ts";

/**
 * The teachers' FAQs and the dossier's sections (section 2; issue 18, decision 041): read by the in-class pages, edited
 * by the foundation's staff. The FAQs are Spanish only (section 2 has the FAQ page in Spanish only), so each text has
 * one field; the dossier has both languages, an empty English text falling back to the Spanish one.
 */

export type FaqItemView = { id: string; q: string; a: string };
export type FaqGroupView = { id: string; title: string; items: FaqItemView[] };

/** The FAQ page: groups in order with their published questions in order; a group with none is left out. */
export async function publishedFaqs(db: Db): Promise<FaqGroupView[]> {
  const rows = await db
    .select({
      groupSlug: faqGroups.slug,
      title: faqGroups.title,
      slug: faqItems.slug,
      question: faqItems.question,
      answer: faqItems.answer,
    })
    .from(faqItems)
    .innerJoin(faqGroups, eq(faqGroups.id, faqItems.groupId))
    .where(eq(faqItems.published, true))
    .orderBy(asc(faqGroups.position), asc(faqGroups.id), asc(faqItems.position), asc(faqItems.id));
  const groups: FaqGroupView[] = [];
  for (const row of rows) {
    let group = groups.at(-1);
    if (group?.id !== row.groupSlug) {
      group = { id: row.groupSlug, title: row.title, items: [] };
      groups.push(group);
    }
    group.items.push({ id: row.slug, q: row.question, a: row.answer });
  }
  return groups;
}

export type DossierSectionView = {
  id: string;
  heading: string;
  blocks: Block[];
  subsections: { id: string; heading: string; blocks: Block[] }[];
};

/** A value of the Spanish structure with the English texts where they are not empty (leaf by leaf). */
function fallBack<T>(es: T, en: unknown): T {
  if (typeof es === "string") return (typeof en === "string" && en.trim() !== "" ? en : es) as T;
  if (Array.isArray(es)) return es.map((value, index) => fallBack(value, Array.isArray(en) ? en[index] : undefined)) as T;
  if (es && typeof es === "object") {
    const other = en && typeof en === "object" ? (en as Record<string, unknown>) : {};
    // Anchors (`id`) are the Spanish structure's in both languages.
    return Object.fromEntries(Object.entries(es).map(([key, value]) => [key, key === "id" ? value : fallBack(value, other[key])])) as T;
  }
  return es;
}

/** The dossier's published sections in order, in the page's language. */
export async function publishedDossier(db: Db, lang: Language): Promise<DossierSectionView[]> {
  const rows = await db
    .select()
    .from(dossierSections)
    .where(eq(dossierSections.published, true))
    .orderBy(asc(dossierSections.position), asc(dossierSections.id));
  return rows.map((row) => {
    const body = lang === "es" ? row.bodyEs : fallBack(row.bodyEs, row.bodyEn);
    const heading = lang === "es" || row.headingEn.trim() === "" ? row.headingEs : row.headingEn;
    return { id: row.slug, heading, blocks: body.blocks, subsections: body.subsections };
  });
}

// ---- FAQs editor ---------------------------------------------------------------------------------------------------

export type EditableFaqItem = { id: number; slug: string; question: string; answer: string; published: boolean };
export type EditableFaqGroup = { id: number; slug: string; title: string; items: EditableFaqItem[] };

/** Every group and question, drafts included, in order. */
export async function faqsForEditors(db: Db): Promise<EditableFaqGroup[]> {
  const groups = await db.select().from(faqGroups).orderBy(asc(faqGroups.position), asc(faqGroups.id));
  const items = await db.select().from(faqItems).orderBy(asc(faqItems.position), asc(faqItems.id));
  return groups.map((group) => ({
    id: group.id,
    slug: group.slug,
    title: group.title,
    items: items
      .filter((item) => item.groupId === group.id)
      .map((item) => ({ id: item.id, slug: item.slug, question: item.question, answer: item.answer, published: item.published })),
  }));
}

const slug = slugText(80);
const GroupInput = z.object({ slug, title: requiredLine(200) });
const ItemInput = z.object({
  groupId: z.number().int().positive(),
  slug,
  question: requiredLine(500),
  answer: requiredText(5000),
  published: z.boolean(),
});
export type FaqGroupInput = z.input<typeof GroupInput>;
export type FaqItemInput = z.input<typeof ItemInput>;

/** Group and item anchors share the page: a slug is taken when any other group or question has it. */
async function slugTaken(db: Db, value: string, self: { group?: number; item?: number }): Promise<boolean> {
  const [group] = await db.select({ id: faqGroups.id }).from(faqGroups).where(eq(faqGroups.slug, value)).limit(1);
  if (group && group.id !== self.group) return true;
  const [item] = await db.select({ id: faqItems.id }).from(faqItems).where(eq(faqItems.slug, value)).limit(1);
  return Boolean(item && item.id !== self.item);
}

const taken = () => new DomainError("VALIDATION", { fields: { slug: "editing.errors.slugTaken" } });

/** Creates a group at the end (id null) or changes one; audited as faqCreate / faqUpdate, nothing when unchanged. */
export async function saveFaqGroup(db: Db, actor: AuditActor, id: number | null, raw: FaqGroupInput): Promise<number> {
  const input = parseOrThrow(GroupInput, raw);
  if (await slugTaken(db, input.slug, { group: id ?? undefined })) throw taken();
  if (id === null) {
    return db.transaction(async (tx) => {
      const [last] = await tx.select({ position: max(faqGroups.position) }).from(faqGroups);
      const [row] = await tx
        .insert(faqGroups)
        .values({ ...input, position: (last?.position ?? 0) + 1 })
        .returning({ id: faqGroups.id });
      await recordAudit(tx, actor, {
        action: "faqCreate",
        entity: "faq",
        entityId: `group-${row!.id}`,
        label: input.title,
        before: null,
        after: input,
      });
      return row!.id;
    });
  }
  const [previous] = await db.select({ slug: faqGroups.slug, title: faqGroups.title }).from(faqGroups).where(eq(faqGroups.id, id)).limit(1);
  if (!previous) throw new DomainError("NOT_FOUND", { status: 404 });
  if (previous.slug === input.slug && previous.title === input.title) return id;
  await db.transaction(async (tx) => {
    await tx
      .update(faqGroups)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(faqGroups.id, id));
    await recordAudit(tx, actor, {
      action: "faqUpdate",
      entity: "faq",
      entityId: `group-${id}`,
      label: input.title,
      before: previous,
      after: input,
    });
  });
  return id;
}

/** Creates a question at the end of its group (id null) or changes one (moving it to another group puts it last there). */
export async function saveFaqItem(db: Db, actor: AuditActor, id: number | null, raw: FaqItemInput): Promise<number> {
  const input = parseOrThrow(ItemInput, raw);
  const [group] = await db.select({ id: faqGroups.id }).from(faqGroups).where(eq(faqGroups.id, input.groupId)).limit(1);
  if (!group) throw new DomainError("VALIDATION", { fields: { groupId: "errors.validation" } });
  if (await slugTaken(db, input.slug, { item: id ?? undefined })) throw taken();
  const lastPosition = async (tx: Db) => {
    const [last] = await tx
      .select({ position: max(faqItems.position) })
      .from(faqItems)
      .where(eq(faqItems.groupId, input.groupId));
    return (last?.position ?? 0) + 1;
  };
  if (id === null) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(faqItems)
        .values({ ...input, position: await lastPosition(tx) })
        .returning({ id: faqItems.id });
      await recordAudit(tx, actor, {
        action: "faqCreate",
        entity: "faq",
        entityId: `item-${row!.id}`,
        label: input.question,
        before: null,
        after: { ...input, publication: input.published ? "published" : "draft" },
      });
      return row!.id;
    });
  }
  const [previous] = await db
    .select({
      groupId: faqItems.groupId,
      slug: faqItems.slug,
      question: faqItems.question,
      answer: faqItems.answer,
      published: faqItems.published,
    })
    .from(faqItems)
    .where(eq(faqItems.id, id))
    .limit(1);
  if (!previous) throw new DomainError("NOT_FOUND", { status: 404 });
  const audited = (item: { groupId: number; slug: string; question: string; answer: string; published: boolean }) => ({
    group: item.groupId,
    slug: item.slug,
    question: item.question,
    answer: item.answer,
    publication: item.published ? "published" : "draft",
  });
  if (JSON.stringify(audited(previous)) === JSON.stringify(audited(input))) return id;
  await db.transaction(async (tx) => {
    const position = previous.groupId === input.groupId ? {} : { position: await lastPosition(tx) };
    await tx
      .update(faqItems)
      .set({ ...input, ...position, updatedAt: sql`now()` })
      .where(eq(faqItems.id, id));
    await recordAudit(tx, actor, {
      action: "faqUpdate",
      entity: "faq",
      entityId: `item-${id}`,
      label: input.question,
      before: audited(previous),
      after: audited(input),
    });
  });
  return id;
}

/** Removes a group with its questions, or one question (audited as faqDelete with what was removed). */
export async function deleteFaq(db: Db, actor: AuditActor, kind: "group" | "item", id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (kind === "group") {
      const [row] = await tx.delete(faqGroups).where(eq(faqGroups.id, id)).returning({ slug: faqGroups.slug, title: faqGroups.title });
      if (!row) throw new DomainError("NOT_FOUND", { status: 404 });
      await recordAudit(tx, actor, {
        action: "faqDelete",
        entity: "faq",
        entityId: `group-${id}`,
        label: row.title,
        before: row,
        after: null,
      });
    } else {
      const [row] = await tx.delete(faqItems).where(eq(faqItems.id, id)).returning({
        groupId: faqItems.groupId,
        slug: faqItems.slug,
        question: faqItems.question,
        answer: faqItems.answer,
        published: faqItems.published,
      });
      if (!row) throw new DomainError("NOT_FOUND", { status: 404 });
      await recordAudit(tx, actor, {
        action: "faqDelete",
        entity: "faq",
        entityId: `item-${id}`,
        label: row.question,
        before: row,
        after: null,
      });
    }
  });
}

/** Swaps a group or question with its neighbour (within its group), audited as faqMove; nothing at either end. */
export async function moveFaq(db: Db, actor: AuditActor, kind: "group" | "item", id: number, direction: "up" | "down"): Promise<void> {
  await db.transaction(async (tx) => {
    if (kind === "group") {
      const [self] = await tx
        .select({ position: faqGroups.position, title: faqGroups.title })
        .from(faqGroups)
        .where(eq(faqGroups.id, id))
        .limit(1);
      if (!self) throw new DomainError("NOT_FOUND", { status: 404 });
      const [other] = await tx
        .select({ id: faqGroups.id, position: faqGroups.position })
        .from(faqGroups)
        .where(direction === "up" ? lt(faqGroups.position, self.position) : gt(faqGroups.position, self.position))
        .orderBy(direction === "up" ? desc(faqGroups.position) : asc(faqGroups.position))
        .limit(1);
      if (!other) return;
      await tx.update(faqGroups).set({ position: other.position }).where(eq(faqGroups.id, id));
      await tx.update(faqGroups).set({ position: self.position }).where(eq(faqGroups.id, other.id));
      await recordAudit(tx, actor, {
        action: "faqMove",
        entity: "faq",
        entityId: `group-${id}`,
        label: self.title,
        before: { position: self.position },
        after: { position: other.position },
      });
    } else {
      const [self] = await tx
        .select({ groupId: faqItems.groupId, position: faqItems.position, question: faqItems.question })
        .from(faqItems)
        .where(eq(faqItems.id, id))
        .limit(1);
      if (!self) throw new DomainError("NOT_FOUND", { status: 404 });
      const [other] = await tx
        .select({ id: faqItems.id, position: faqItems.position })
        .from(faqItems)
        .where(
          and(
            eq(faqItems.groupId, self.groupId),
            direction === "up" ? lt(faqItems.position, self.position) : gt(faqItems.position, self.position),
          ),
        )
        .orderBy(direction === "up" ? desc(faqItems.position) : asc(faqItems.position))
        .limit(1);
      if (!other) return;
      await tx.update(faqItems).set({ position: other.position }).where(eq(faqItems.id, id));
      await tx.update(faqItems).set({ position: self.position }).where(eq(faqItems.id, other.id));
      await recordAudit(tx, actor, {
        action: "faqMove",
        entity: "faq",
        entityId: `item-${id}`,
        label: self.question,
        before: { position: self.position },
        after: { position: other.position },
      });
    }
  });
}

// ---- Dossier editor ------------------------------------------------------------------------------------------------

/** One editable text of a section: its place in the structure (`heading`, `blocks.0.p`, `subsections.1.blocks.0.ul.2`…). */
export type DossierText = { path: string; es: string; en: string };
export type EditableDossierSection = {
  id: number;
  slug: string;
  position: number;
  published: boolean;
  headingEs: string;
  headingEn: string;
  texts: DossierText[];
};

/** The keys of a body in the page's reading order (PostgreSQL's jsonb keeps keys in an order of its own). */
const READING_ORDER = ["heading", "blocks", "subsections", "p", "ul", "ol", "dl", "term", "desc", "table", "caption", "head", "rows"];
const readingRank = (key: string) => {
  const rank = READING_ORDER.indexOf(key);
  return rank === -1 ? READING_ORDER.length : rank;
};

/** Every text leaf of a body, in reading order, with its path (ids, the anchors, are not texts). */
function leaves(value: unknown, path: string, out: string[]): string[] {
  if (typeof value === "string") out.push(path);
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) leaves(item, `${path}.${index}`, out);
  } else if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([key]) => key !== "id");
    for (const [key, item] of entries.sort(([a], [b]) => readingRank(a) - readingRank(b))) leaves(item, `${path}.${key}`, out);
  }
  return out;
}

function at(value: unknown, path: string): unknown {
  return path
    .split(".")
    .slice(1)
    .reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), value);
}

function withText<T>(body: T, path: string, text: string): T {
  const copy = structuredClone(body);
  const keys = path.split(".").slice(1);
  let node = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = text;
  return copy;
}

function editable(row: typeof dossierSections.$inferSelect): EditableDossierSection {
  const texts = leaves(row.bodyEs, "body", []).map((path) => {
    const en = at(row.bodyEn, path);
    return { path, es: at(row.bodyEs, path) as string, en: typeof en === "string" ? en : "" };
  });
  return {
    id: row.id,
    slug: row.slug,
    position: row.position,
    published: row.published,
    headingEs: row.headingEs,
    headingEn: row.headingEn,
    texts,
  };
}

export async function dossierForEditors(db: Db): Promise<EditableDossierSection[]> {
  const rows = await db.select().from(dossierSections).orderBy(asc(dossierSections.position), asc(dossierSections.id));
  return rows.map(editable);
}

export async function editableDossierSection(db: Db, id: number): Promise<EditableDossierSection | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const [row] = await db.select().from(dossierSections).where(eq(dossierSections.id, id)).limit(1);
  return row ? editable(row) : null;
}

const SectionInput = z.object({
  headingEs: requiredLine(300),
  headingEn: optionalLine(300),
  published: z.boolean(),
  texts: z.array(z.object({ path: z.string().max(200), es: requiredText(5000), en: optionalText(5000) })).max(500),
});
export type DossierSectionInput = z.input<typeof SectionInput>;

/**
 * Changes a section's texts in both languages and its state (the structure of its blocks stays); every text of the
 * section must be sent, Spanish required. Audited as dossierUpdate with the texts that changed; nothing when unchanged.
 */
export async function saveDossierSection(db: Db, actor: AuditActor, id: number, raw: DossierSectionInput): Promise<EditableDossierSection> {
  const input = parseOrThrow(SectionInput, raw);
  const [row] = await db.select().from(dossierSections).where(eq(dossierSections.id, id)).limit(1);
  if (!row) throw new DomainError("NOT_FOUND", { status: 404 });
  const paths = leaves(row.bodyEs, "body", []);
  const sent = new Map(input.texts.map((text) => [text.path, text]));
  if (sent.size !== paths.length || paths.some((path) => !sent.has(path)))
    throw new DomainError("VALIDATION", { fields: { texts: "errors.validation" } });
  let bodyEs = row.bodyEs;
  let bodyEn = row.bodyEn;
  for (const path of paths) {
    const text = sent.get(path)!;
    bodyEs = withText(bodyEs, path, text.es);
    bodyEn = withText<DossierBody>(bodyEn, path, text.en);
  }
  // The audit names the fields that changed: the headings, the bodies (whole, before and after) and the state.
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const note = (key: string, old: unknown, value: unknown) => {
    if (JSON.stringify(old) !== JSON.stringify(value)) {
      before[key] = old;
      after[key] = value;
    }
  };
  note("headingEs", row.headingEs, input.headingEs);
  note("headingEn", row.headingEn, input.headingEn);
  note("bodyEs", row.bodyEs, bodyEs);
  note("bodyEn", row.bodyEn, bodyEn);
  note("publication", row.published ? "published" : "draft", input.published ? "published" : "draft");
  if (Object.keys(after).length === 0) return editable(row);
  await db.transaction(async (tx) => {
    await tx
      .update(dossierSections)
      .set({ headingEs: input.headingEs, headingEn: input.headingEn, published: input.published, bodyEs, bodyEn, updatedAt: sql`now()` })
      .where(eq(dossierSections.id, id));
    await recordAudit(tx, actor, {
      action: "dossierUpdate",
      entity: "dossier",
      entityId: String(id),
      label: input.headingEs,
      before,
      after,
    });
  });
  return (await editableDossierSection(db, id))!;
}
