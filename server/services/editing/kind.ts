import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { AuditAction, AuditEntity } from "../../../common/audit.ts";
import { MAX_PAGE } from "../../../common/constants.ts";
import { PUBLICATION_STATES, publicationState, type SluggedKind, SLUG_MAX, SLUG_PATTERN } from "../../../common/editing.ts";
import type { ContentKind, FieldSpec } from "../../../common/editing-kinds.ts";
import type { Db } from "../../db/client.ts";
import type { Storage } from "../../storage/storage.ts";
import { type AuditActor, recordAudit } from "../audit/audit-log.ts";
import { DomainError } from "../errors.ts";
import { type Paged, paged } from "../publications/news.ts";
import { moveSlug } from "../redirects/former-slugs.ts";
import { safeTarget } from "../redirects/redirects.ts";
import { parseOrThrow } from "../validation.ts";
import { type Children, nextPosition, parentKeyOf } from "./children.ts";
import { publicationOf, storeCoverImage } from "./editing.ts";
import { optionalLine, optionalText, requiredLine, requiredText, slugText } from "./input.ts";

/**
 * The editor kit's server half (issue 32, item 4; decision 053): a content kind declared once in common/editing-kinds.ts
 * and here given what only the server knows (its table, audit action names and entity, storage area, order, page size)
 * yields its editors' list, one item, save (validate, slug taken, cover required, publication, cover stored, insert or
 * update, old address kept, audited in the same transaction; a save that changes nothing writes nothing) and remove.
 * A domain keeps only its own rules (`check`, `values`) beside its declaration.
 */

export type Upload = Pick<File, "size" | "arrayBuffer">;
type Row = Record<string, any> & { id: number };
type Fields = Record<string, string>;
/** What a save hands a domain's rules: the parsed input, the stored item (null for a new one), the database. */
export type SaveContext<Input> = { input: Input; previous: Row | null; db: Db; now: Date };

export type KindOptions<Item> = {
  content: ContentKind;
  table: PgTable & { id: PgColumn };
  audit: {
    entity: AuditEntity;
    create?: AuditAction;
    update: AuditAction;
    remove?: AuditAction;
    label?: (row: Row, parent?: Row) => string;
  };
  /**
   * A child kind (an itinerary's activities): saved under a row of the parent's `table` (the save's `parentId`), its slug
   * unique among its siblings (`slugTaken`: the message), added last, audited on the parent, which each change `touch`es.
   */
  parent?: { table: PgTable & { id: PgColumn }; children: Children; slugTaken: string; touch?: (now: Date) => Record<string, unknown> };
  /** former_slugs' kind: a changed address keeps the old one (default: the content's name when it has a slug). */
  slugKind?: SluggedKind;
  /** Where its cover images are stored (/uploads/<area>/…). */
  area: string;
  /** The editors' list order (`input`: the list's arguments past its page). */
  order: (now: Date, input: Record<string, any>) => SQL[];
  /** Which items the editors' list holds, from its arguments (a search); none: every item. */
  where?: (input: Record<string, any>) => SQL | undefined;
  /** A paged list (`{ page }` in, Paged out) of this many a page; none: every item. */
  pageSize?: number;
  /** The columns read (default: the whole row); an expression too (a subquery: the saved row's RETURNING gives it as well). */
  columns?: Record<string, PgColumn | SQL>;
  /** Input rules the declaration does not state, replacing or adding to the generated ones. */
  input?: z.ZodRawShape;
  /** A domain's own refusals, by field (they join the kit's: slug taken, cover required, a schedule's time). */
  check?: (save: SaveContext<any>) => Fields | Promise<Fields>;
  /** Stored values the declaration does not give, or given otherwise. */
  values?: (save: SaveContext<any>) => Record<string, unknown>;
  /** Values set only on insert (createdAt, a position at the end) or on each change (updatedAt). */
  onInsert?: (tx: Db, now: Date) => Record<string, unknown> | Promise<Record<string, unknown>>;
  onUpdate?: (now: Date) => Record<string, unknown>;
  /** Replaces the kit's moveSlug (a programme's address may come and go). */
  slugChanged?: (tx: Db, row: Row, previous: Row) => Promise<void>;
  /** What the audit log keeps (default: every declared field; dates as ISO 8601; the cover as `image`). */
  snapshot?: (row: Row) => unknown;
  /** The item as the API returns it (default: the row, with its `state` for a draft / published / scheduled kind). */
  present?: (row: Row, now: Date, db: Db) => Item | Promise<Item>;
  /** Whether an item may be created here (programmes come with the licences). */
  creatable?: boolean;
};

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** A real day written YYYY-MM-DD. */
const isDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) &&
  !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
  new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/** The zod rule of one declared field, by the names it stands for. */
function rulesOf(name: string, spec: FieldSpec): Record<string, z.ZodType> {
  switch (spec.type) {
    case "slug":
      return {
        [name]: spec.optional
          ? z.union([z.literal(""), optionalText(SLUG_MAX).regex(SLUG_PATTERN, "editing.errors.slug")]).nullish()
          : slugText(),
      };
    case "line":
    case "text": {
      const [required, optional] = spec.type === "line" ? [requiredLine, optionalLine] : [requiredText, optionalText];
      if (!spec.translated) return { [name]: (spec.optional ? optional : required)(spec.max) };
      return { [`${name}Es`]: (spec.optional ? optional : required)(spec.max), [`${name}En`]: optional(spec.max) };
    }
    case "choice": {
      if (spec.many) {
        const choices = z
          .array(z.enum(spec.values, "errors.validation"))
          .max(spec.values.length * 2, "errors.validation")
          .transform((list) => spec.values.filter((value) => list.includes(value)))
          .refine((list) => list.length > 0, spec.error);
        return { [name]: choices };
      }
      const choice = z.enum(spec.values, spec.error ?? "errors.validation");
      return { [name]: spec.nullable ? choice.nullish() : choice };
    }
    case "list": {
      const entries = z
        .array(z.string().trim().max(spec.entryMax, "editing.errors.tooLong"))
        .max(spec.max * 4, spec.error)
        .transform((list) => list.filter(Boolean))
        .refine((list) => list.length <= spec.max, spec.error);
      const first = spec.required ? entries.refine((list) => list.length > 0, "editing.errors.required") : entries;
      return spec.translated ? { [`${name}Es`]: first, [`${name}En`]: entries } : { [name]: first };
    }
    case "ref":
      return { [name]: z.string().regex(/^[1-9]\d{0,9}$/, spec.error) };
    case "int": {
      const int = z.number(spec.error).int(spec.error).min(spec.min, spec.error).max(spec.max, spec.error);
      return { [name]: spec.optional ? int.nullish() : int };
    }
    case "flag":
      return { [name]: z.boolean("errors.validation") };
    case "url":
      return {
        [name]: z
          .string()
          .trim()
          .max(spec.max, "editing.errors.tooLong")
          .refine((url) => url === "" || (url.startsWith("https://") && safeTarget(url) !== null), spec.error)
          .nullish(),
      };
    case "instant":
      return { [name]: z.string().min(1, "editing.errors.required").datetime({ offset: true, message: "editing.errors.date" }) };
    case "offered":
      return { [name]: spec.nullable ? z.string().nullish() : z.string().min(1, "editing.errors.required") };
    case "decimal": {
      const decimal = z.number("editing.errors.number").min(spec.min, spec.error).max(spec.max, spec.error);
      return { [name]: spec.optional ? decimal.nullish() : decimal };
    }
    case "date": {
      const day = z.string().trim();
      return {
        [name]: spec.optional
          ? day.refine((d) => d === "" || isDay(d), "editing.errors.date").nullish()
          : day.refine(isDay, "editing.errors.date"),
      };
    }
    case "cover":
      return {};
    case "publication":
      if (spec.mode === "flag") return { [name]: z.boolean("errors.validation") };
      return {
        state: z.enum(PUBLICATION_STATES, "errors.validation"),
        /** ISO 8601, for a scheduled item only. */
        scheduledAt: z.string().datetime({ offset: true, message: "editing.errors.date" }).nullish(),
      };
  }
}

/** A kind's input rules: every declared field's, then the domain's own. */
export function inputOf(content: ContentKind, more: z.ZodRawShape = {}) {
  const shape: z.ZodRawShape = {};
  for (const [name, spec] of Object.entries(content.fields)) Object.assign(shape, rulesOf(name, spec));
  return z.object({ ...shape, ...more });
}

/** What the audit log keeps of an item: every declared field (dates as ISO 8601, the cover as its field's name). */
export function snapshotOf(content: ContentKind, row: Row): Record<string, unknown> {
  const snapshot: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(content.fields)) {
    if (spec.type === "publication") {
      if (spec.mode === "flag") snapshot.published = row[name];
      else Object.assign(snapshot, { published: row.published, publishedAt: iso(row.publishedAt) });
    } else if (spec.type === "cover") snapshot[name] = row[spec.column ?? name];
    else if ((spec.type === "line" || spec.type === "text" || spec.type === "list") && spec.translated) {
      snapshot[`${name}Es`] = row[`${name}Es`];
      snapshot[`${name}En`] = row[`${name}En`];
    } else snapshot[name] = iso(row[name]);
  }
  return snapshot;
}

/** An item's stored values from its parsed input (the cover and the publication given apart). */
function valuesOf(content: ContentKind, input: Record<string, any>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(content.fields)) {
    switch (spec.type) {
      case "slug":
        values[name] = spec.optional ? input[name] || null : input[name];
        break;
      case "line":
      case "text":
      case "list":
        if (spec.translated) Object.assign(values, { [`${name}Es`]: input[`${name}Es`], [`${name}En`]: input[`${name}En`] });
        else values[name] = input[name];
        break;
      case "choice":
      case "decimal":
      case "int":
        values[name] = input[name] ?? null;
        break;
      case "url":
      case "offered":
      case "date":
        values[name] = input[name] || null;
        break;
      case "instant":
        values[name] = new Date(input[name]);
        break;
      case "ref":
        values[name] = Number(input[name]);
        break;
      case "flag":
        values[name] = input[name];
        break;
      case "publication":
        if (spec.mode === "flag") values[name] = input[name];
        break;
      case "cover":
        break;
    }
  }
  return values;
}

/** Two snapshots alike whatever their keys' order (jsonb keeps its own order). */
export function same(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown) =>
    JSON.stringify(value, (_key, v: unknown) =>
      v && typeof v === "object" && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
        : v,
    );
  return canonical(a) === canonical(b);
}

const validId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;
export const notFound = () => new DomainError("NOT_FOUND", { status: 404 });

/** A child's parent row; NOT_FOUND for an unknown or malformed id. */
async function parentOf(db: Db, parent: NonNullable<KindOptions<unknown>["parent"]>, id: number | null | undefined): Promise<Row> {
  const [found] = id != null && validId(id) ? await db.select().from(parent.table).where(eq(parent.table.id, id)).limit(1) : [];
  if (!found) throw notFound();
  return found as Row;
}

/** A content kind's editors' operations (see KindOptions). */
export function defineKind<Item = Row>(options: KindOptions<Item>) {
  const { content, table } = options;
  const t = table as any;
  const fields = Object.entries(content.fields);
  const slugField = fields.find(([, spec]) => spec.type === "slug");
  const covers = fields.filter(([, spec]) => spec.type === "cover") as [string, Extract<FieldSpec, { type: "cover" }>][];
  const cover = covers[0];
  const states = fields.some(([, spec]) => spec.type === "publication" && spec.mode === "states");
  const Input = inputOf(content, options.input);
  const snapshot = options.snapshot ?? ((row: Row) => snapshotOf(content, row));
  const present = async (row: Row, now: Date, db: Db): Promise<Item> =>
    options.present ? options.present(row, now, db) : ((states ? { ...row, state: publicationState(row as any, now) } : row) as Item);
  const label = options.audit.label ?? ((row: Row) => row.titleEs as string);
  const select = (db: Db) => (options.columns ? db.select(options.columns) : db.select()).from(table);
  const parentKey = options.parent && parentKeyOf(options.parent.children);

  async function row(db: Db, id: number): Promise<Row | null> {
    if (!validId(id)) return null;
    const [found] = await select(db).where(eq(t.id, id)).limit(1);
    return (found as Row) ?? null;
  }

  return {
    content,
    creatable: options.creatable !== false,
    Input,
    snapshot,

    /** Every item for the editors in the kind's order (a page of them when the kind is paged). */
    async list(db: Db, now: Date, input: { page?: number } & Record<string, unknown> = {}): Promise<Item[] & Paged<Item>> {
      if (!options.pageSize) {
        const rows = (await select(db)
          .where(options.where?.(input))
          .orderBy(...options.order(now, input))) as Row[];
        return Promise.all(rows.map((found) => present(found, now, db))) as any;
      }
      const size = options.pageSize;
      const { page } = parseOrThrow(z.object({ page: z.number().int().min(1).max(MAX_PAGE) }), { page: input.page });
      const rows = await db
        .select({ ...(options.columns ?? { row: table }), total: sql<number>`count(*) over ()`.mapWith(Number) } as any)
        .from(table)
        .where(options.where?.(input))
        .orderBy(...options.order(now, input))
        .limit(size)
        .offset((page - 1) * size);
      const result = paged(rows as any[], page, size);
      const items = await Promise.all(result.items.map((found: any) => present(options.columns ? found : found.row, now, db)));
      return { ...result, items } as any;
    },

    /** One item for its editor or preview; null when unknown (or, given its parent's id, when another parent's). */
    async get(db: Db, now: Date, id: number, parentId?: number): Promise<Item | null> {
      const found = await row(db, id);
      if (parentId !== undefined && found?.[parentKey as string] !== parentId) return null;
      return found ? present(found, now, db) : null;
    },

    /**
     * Creates (no `id`) or updates an item. Refusals: VALIDATION with each field's message (the address taken, a new
     * item's cover missing, a schedule without its time, the domain's own), NOT_FOUND for an unknown id.
     */
    async save(
      db: Db,
      storage: Storage | undefined,
      actor: AuditActor,
      now: Date,
      args: {
        id?: number | null;
        parentId?: number | null;
        input: unknown;
        image?: Upload | null;
        /** The uploads of the other covers, by their fields' names (an itinerary activity's project logo). */
        files?: Record<string, Upload | null | undefined>;
        /** Stored values the caller gives: at once, or once the checks passed (a second upload). */
        values?: Record<string, unknown> | ((save: SaveContext<any>) => Promise<Record<string, unknown>>);
      },
    ): Promise<Item> {
      const input = parseOrThrow(Input, args.input) as Record<string, any>;
      if (args.id == null && options.creatable === false) throw notFound();
      const parent = options.parent && (await parentOf(db, options.parent, args.parentId));
      const previous = args.id == null ? null : await row(db, args.id);
      if (args.id != null && (!previous || (parent && previous[parentKey as string] !== parent.id))) throw notFound();
      const save: SaveContext<any> = { input, previous, db, now };
      const problems: Fields = {};
      const slug = slugField ? input[slugField[0]] : null;
      if (slug) {
        const [taken] = await db
          .select({ id: t.id })
          .from(table)
          .where(
            and(
              eq(t[slugField![0]], slug),
              previous ? ne(t.id, previous.id) : undefined,
              parent ? eq(options.parent!.children.parent, parent.id) : undefined,
            ),
          )
          .limit(1);
        if (taken) problems[slugField![0]] = options.parent?.slugTaken ?? "editing.errors.slugTaken";
      }
      Object.assign(problems, await options.check?.(save));
      if (cover?.[1].required && !previous && !args.image) problems[cover[0]] = "editing.errors.imageRequired";
      if (states && input.state === "scheduled" && !input.scheduledAt) problems.scheduledAt = "editing.errors.required";
      if (Object.keys(problems).length > 0) throw new DomainError("VALIDATION", { fields: problems });
      const values = {
        ...valuesOf(content, input),
        ...options.values?.(save),
        ...(typeof args.values === "function" ? await args.values(save) : args.values),
      };
      if (states)
        Object.assign(values, publicationOf(input.state, input.scheduledAt ? new Date(input.scheduledAt) : null, previous as any, now));
      // Each cover: its upload stored, else the domain's value (a logo taken away), else the stored one.
      for (const [name, spec] of covers) {
        const column = spec.column ?? name;
        const upload = name === cover?.[0] ? args.image : args.files?.[name];
        if (upload) values[column] = await storeCoverImage(storage, options.area, upload, name);
        else if (!(column in values)) values[column] = previous?.[column];
      }
      // A child is audited on its parent, which each change touches.
      const audited = async (tx: Db, row: Row) => {
        if (parent && options.parent?.touch)
          await tx.update(options.parent.table).set(options.parent.touch(now)).where(eq(options.parent.table.id, parent.id));
        return { entity: options.audit.entity, entityId: String(parent?.id ?? row.id), label: label(row, parent) };
      };
      const saved = await db.transaction(async (tx) => {
        const returning = (query: any) => (options.columns ? query.returning(options.columns) : query.returning());
        if (!previous) {
          const placed = parent && {
            [parentKey as string]: parent.id,
            position: await nextPosition(tx, options.parent!.children, parent.id),
          };
          const [created] = await returning(
            tx.insert(table).values({ ...values, ...placed, ...(await options.onInsert?.(tx, now)) } as any),
          );
          if (!created) throw new Error(`${content.name} not created`);
          await recordAudit(tx, actor, {
            action: options.audit.create as AuditAction,
            ...(await audited(tx, created)),
            before: null,
            after: snapshot(created),
          });
          return created as Row;
        }
        const before = snapshot(previous);
        if (same(before, snapshot({ ...previous, ...values }))) return previous;
        const [updated] = await returning(
          tx
            .update(table)
            .set({ ...values, ...options.onUpdate?.(now) } as any)
            .where(eq(t.id, previous.id)),
        );
        if (!updated) throw notFound();
        if (options.slugChanged) await options.slugChanged(tx, updated, previous);
        else if (slugField) await moveSlug(tx, options.slugKind ?? (content.name as SluggedKind), updated.id, previous.slug, updated.slug);
        await recordAudit(tx, actor, {
          action: options.audit.update,
          ...(await audited(tx, updated)),
          before,
          after: snapshot(updated),
        });
        return updated as Row;
      });
      return present(saved, now, db);
    },

    /** Removes an item (audited, with `also` run in the same transaction); NOT_FOUND for an unknown id. */
    async remove(db: Db, actor: AuditActor, id: number, also?: (tx: Db, row: Row) => Promise<void>): Promise<Row> {
      return db.transaction(async (tx) => {
        if (!validId(id)) throw notFound();
        const [deleted] = await tx.delete(table).where(eq(t.id, id)).returning();
        if (!deleted) throw notFound();
        await also?.(tx, deleted as Row);
        await recordAudit(tx, actor, {
          action: options.audit.remove as AuditAction,
          entity: options.audit.entity,
          entityId: String(deleted.id),
          label: label(deleted as Row),
          before: snapshot(deleted as Row),
          after: null,
        });
        return deleted as Row;
      });
    },
  };
}

export type Kind<Item = Row> = ReturnType<typeof defineKind<Item>>;
