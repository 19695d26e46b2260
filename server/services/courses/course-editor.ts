import { and, asc, eq, gt, lt, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { BLOCK_TYPES, type BlockType } from "../../../common/courses.ts";
import type { Db } from "../../db/client.ts";
import { courseBlocks, courses, courseUnits } from "../../db/schema/index.ts";
import type { Storage } from "../../storage/storage.ts";
import { type AuditActor, recordAudit } from "../audit/audit-log.ts";
import { storeCoverImage } from "../editing/editing.ts";
import { optionalLine, optionalText, requiredLine, requiredText, slugText } from "../editing/input.ts";
import { DomainError } from "../errors.ts";
import { moveSlug } from "../redirects/former-slugs.ts";
import { parseOrThrow } from "../validation.ts";
import { checkBlock } from "../../../common/course-blocks.ts";

/**
 * The courses editor (issue 18, decision 041): the foundation's staff write a course in both languages, its units in
 * order and each unit's blocks (common/course-blocks.ts checks them), publish it or keep it as a draft, and change its address.
 * Every change is audited in its own transaction: the course as courseCreate/courseUpdate, a change to its units or to
 * a unit's blocks as courseUpdate with the units' or the blocks' list before and after.
 */

export type EditableCourseRow = typeof courses.$inferSelect;
export type EditableUnit = typeof courseUnits.$inferSelect & { blockCount: number };
export type EditableCourse = EditableCourseRow & { units: EditableUnit[] };
export type EditableBlock = typeof courseBlocks.$inferSelect;
export type EditableCourseUnit = typeof courseUnits.$inferSelect & { course: EditableCourseRow; blocks: EditableBlock[] };
export type MoveDirection = "up" | "down";

export const COURSE_HOURS = { min: 1, max: 200 } as const;
export const UNIT_MINUTES = { min: 1, max: 600 } as const;

/** Spanish is required; an English text left empty is read in Spanish (inLanguage in courses.ts). */
export const CourseInput = z.object({
  slug: slugText(),
  titleEs: requiredLine(200),
  titleEn: optionalLine(200),
  summaryEs: requiredText(1000),
  summaryEn: optionalText(1000),
  hours: z
    .number("editing.course.errors.hours")
    .int("editing.course.errors.hours")
    .min(COURSE_HOURS.min, "editing.course.errors.hours")
    .max(COURSE_HOURS.max, "editing.course.errors.hours"),
  published: z.boolean("errors.validation"),
});
export type CourseInput = z.input<typeof CourseInput>;

export const UnitInput = z.object({
  titleEs: requiredLine(200),
  titleEn: optionalLine(200),
  minutes: z
    .number("editing.course.errors.minutes")
    .int("editing.course.errors.minutes")
    .min(UNIT_MINUTES.min, "editing.course.errors.minutes")
    .max(UNIT_MINUTES.max, "editing.course.errors.minutes"),
});
export type UnitInput = z.input<typeof UnitInput>;

export type BlockInput = {
  type: string;
  required?: boolean | null;
  contentEs?: unknown;
  contentEn?: unknown;
  solution?: unknown;
  explanation?: unknown;
};

const validId = (id: number) => Number.isSafeInteger(id) && id > 0;
const notFound = () => new DomainError("NOT_FOUND", { status: 404 });

// ---------------------------------------------------------------------------------------------------------------
// Reading

/** Every course for the editors, in the order teachers see them, with their units. */
export async function coursesForEditors(db: Db): Promise<EditableCourse[]> {
  const rows = await db.select().from(courses).orderBy(asc(courses.position), asc(courses.id));
  const units = await unitsOf(db, null);
  return rows.map((row) => ({ ...row, units: units.filter((unit) => unit.courseId === row.id) }));
}

async function unitsOf(db: Db, courseId: number | null): Promise<EditableUnit[]> {
  return db
    .select({
      id: courseUnits.id,
      courseId: courseUnits.courseId,
      position: courseUnits.position,
      titleEs: courseUnits.titleEs,
      titleEn: courseUnits.titleEn,
      minutes: courseUnits.minutes,
      blockCount: sql<number>`(select count(*)::int from ${courseBlocks} where ${courseBlocks.unitId} = "course_units"."id")`,
    })
    .from(courseUnits)
    .where(courseId === null ? undefined : eq(courseUnits.courseId, courseId))
    .orderBy(asc(courseUnits.courseId), asc(courseUnits.position));
}

/** One course with its units in order, for its editor; null when unknown. */
export async function editableCourse(db: Db, id: number): Promise<EditableCourse | null> {
  if (!validId(id)) return null;
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  return row ? { ...row, units: await unitsOf(db, row.id) } : null;
}

/** One unit with its course and its blocks in order (both languages, answer keys included), for its block editor. */
export async function editableCourseUnit(db: Db, id: number): Promise<EditableCourseUnit | null> {
  if (!validId(id)) return null;
  const [row] = await db
    .select({ unit: courseUnits, course: courses })
    .from(courseUnits)
    .innerJoin(courses, eq(courses.id, courseUnits.courseId))
    .where(eq(courseUnits.id, id))
    .limit(1);
  if (!row) return null;
  const blocks = await db.select().from(courseBlocks).where(eq(courseBlocks.unitId, id)).orderBy(asc(courseBlocks.position));
  return { ...row.unit, course: row.course, blocks };
}

// ---------------------------------------------------------------------------------------------------------------
// Snapshots for the audit log (each carries the slug: the log reads it as a content entry)

function courseSnapshot(row: EditableCourseRow) {
  const { slug, titleEs, titleEn, summaryEs, summaryEn, image, hours, published } = row;
  return { slug, titleEs, titleEn, summaryEs, summaryEn, image, hours, published };
}

async function unitsSnapshot(tx: Db, course: EditableCourseRow) {
  const units = await tx.select().from(courseUnits).where(eq(courseUnits.courseId, course.id)).orderBy(asc(courseUnits.position));
  return { slug: course.slug, units: units.map(({ id, titleEs, titleEn, minutes }) => ({ id, titleEs, titleEn, minutes })) };
}

async function blocksSnapshot(tx: Db, course: EditableCourseRow, unitId: number) {
  const blocks = await tx.select().from(courseBlocks).where(eq(courseBlocks.unitId, unitId)).orderBy(asc(courseBlocks.position));
  return { slug: course.slug, unit: unitId, blocks: blocks.map(({ unitId: _unit, position: _position, ...block }) => block) };
}

/** Runs a change of a course's units or blocks and audits it as courseUpdate when the snapshot changed. */
async function auditedChange<T>(
  db: Db,
  actor: AuditActor,
  course: EditableCourseRow,
  snapshot: (tx: Db) => Promise<unknown>,
  change: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const before = await snapshot(tx);
    const result = await change(tx);
    const after = await snapshot(tx);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordAudit(tx, actor, {
        action: "courseUpdate",
        entity: "course",
        entityId: String(course.id),
        label: course.titleEs,
        before,
        after,
      });
    }
    return result;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The course

/**
 * Creates (no `id`) or updates a course. A new course needs a cover image; a new one replaces the old. A changed slug
 * keeps the old address as a redirect. Refusals: VALIDATION with each field's message, NOT_FOUND for an unknown id.
 */
export async function saveCourse(
  db: Db,
  storage: Storage | undefined,
  actor: AuditActor,
  args: { id?: number | null; input: CourseInput; image?: Pick<File, "size" | "arrayBuffer"> | null },
): Promise<EditableCourse> {
  const input = parseOrThrow(CourseInput, args.input);
  const previous = args.id == null ? null : await editableCourse(db, args.id);
  if (args.id != null && !previous) throw notFound();
  const fields: Record<string, string> = {};
  const [taken] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.slug, input.slug), previous ? ne(courses.id, previous.id) : undefined))
    .limit(1);
  if (taken) fields.slug = "editing.errors.slugTaken";
  if (!previous && !args.image) fields.image = "editing.errors.imageRequired";
  if (Object.keys(fields).length > 0) throw new DomainError("VALIDATION", { fields });
  const image = args.image ? await storeCoverImage(storage, "courses", args.image) : previous?.image;
  const values = { ...input, image: image as string };
  const saved = await db.transaction(async (tx) => {
    if (!previous) {
      const [last] = await tx.select({ position: sql<number>`coalesce(max(${courses.position}), -1)::int` }).from(courses);
      const [row] = await tx
        .insert(courses)
        .values({ ...values, position: (last?.position ?? -1) + 1 })
        .returning();
      if (!row) throw new Error("course not created");
      await recordAudit(tx, actor, {
        action: "courseCreate",
        entity: "course",
        entityId: String(row.id),
        label: row.titleEs,
        before: null,
        after: courseSnapshot(row),
      });
      return row;
    }
    const before = courseSnapshot(previous);
    const unchanged = JSON.stringify(before) === JSON.stringify(courseSnapshot({ ...previous, ...values }));
    if (unchanged) return previous;
    const [row] = await tx
      .update(courses)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(courses.id, previous.id))
      .returning();
    if (!row) throw notFound();
    await moveSlug(tx, "course", row.id, previous.slug, row.slug);
    await recordAudit(tx, actor, {
      action: "courseUpdate",
      entity: "course",
      entityId: String(row.id),
      label: row.titleEs,
      before,
      after: courseSnapshot(row),
    });
    return row;
  });
  return { ...saved, units: previous?.units ?? [] };
}

// ---------------------------------------------------------------------------------------------------------------
// Order: positions are unique within their parent, so a swap passes through a free position and a removal shifts the
// later ones in two steps (through negative positions) to keep the index satisfied at every row.

type Ordered = typeof courseUnits | typeof courseBlocks;

async function swap(tx: Db, table: Ordered, a: { id: number; position: number }, b: { id: number; position: number }): Promise<void> {
  await tx.update(table).set({ position: -1 }).where(eq(table.id, a.id));
  await tx.update(table).set({ position: a.position }).where(eq(table.id, b.id));
  await tx.update(table).set({ position: b.position }).where(eq(table.id, a.id));
}

async function closeGap(tx: Db, table: Ordered, parent: ReturnType<typeof eq>, position: number): Promise<void> {
  await tx
    .update(table)
    .set({ position: sql`-${table.position}` })
    .where(and(parent, gt(table.position, position)));
  await tx
    .update(table)
    .set({ position: sql`-${table.position} - 1` })
    .where(and(parent, lt(table.position, 0)));
}

// ---------------------------------------------------------------------------------------------------------------
// Units

async function courseOrThrow(db: Db, id: number): Promise<EditableCourseRow> {
  if (!validId(id)) throw notFound();
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

async function unitOrThrow(db: Db, id: number): Promise<{ unit: typeof courseUnits.$inferSelect; course: EditableCourseRow }> {
  if (!validId(id)) throw notFound();
  const [row] = await db
    .select({ unit: courseUnits, course: courses })
    .from(courseUnits)
    .innerJoin(courses, eq(courses.id, courseUnits.courseId))
    .where(eq(courseUnits.id, id))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** Adds a unit at the end of the course (no `id`) or renames one of its units. */
export async function saveCourseUnit(
  db: Db,
  actor: AuditActor,
  args: { courseId: number; id?: number | null; input: UnitInput },
): Promise<EditableCourse> {
  const input = parseOrThrow(UnitInput, args.input);
  const course = await courseOrThrow(db, args.courseId);
  if (args.id != null) {
    const { unit } = await unitOrThrow(db, args.id);
    if (unit.courseId !== course.id) throw notFound();
  }
  await auditedChange(
    db,
    actor,
    course,
    (tx) => unitsSnapshot(tx, course),
    async (tx) => {
      if (args.id != null) {
        await tx.update(courseUnits).set(input).where(eq(courseUnits.id, args.id));
        return;
      }
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${courseUnits.position}), 0)::int` })
        .from(courseUnits)
        .where(eq(courseUnits.courseId, course.id));
      await tx.insert(courseUnits).values({ ...input, courseId: course.id, position: (last?.position ?? 0) + 1 });
    },
  );
  return (await editableCourse(db, course.id)) as EditableCourse;
}

/** Removes a unit with its blocks (and the teachers' progress in it); the later units move up. */
export async function deleteCourseUnit(db: Db, actor: AuditActor, id: number): Promise<EditableCourse> {
  const { unit, course } = await unitOrThrow(db, id);
  await auditedChange(
    db,
    actor,
    course,
    (tx) => unitsSnapshot(tx, course),
    async (tx) => {
      await tx.delete(courseUnits).where(eq(courseUnits.id, unit.id));
      await closeGap(tx, courseUnits, eq(courseUnits.courseId, course.id), unit.position);
    },
  );
  return (await editableCourse(db, course.id)) as EditableCourse;
}

/** Moves a unit one place up or down; at either end nothing changes. */
export async function moveCourseUnit(db: Db, actor: AuditActor, id: number, direction: MoveDirection): Promise<EditableCourse> {
  const { unit, course } = await unitOrThrow(db, id);
  await auditedChange(
    db,
    actor,
    course,
    (tx) => unitsSnapshot(tx, course),
    async (tx) => {
      const [neighbour] = await tx
        .select({ id: courseUnits.id, position: courseUnits.position })
        .from(courseUnits)
        .where(
          and(
            eq(courseUnits.courseId, course.id),
            direction === "up" ? lt(courseUnits.position, unit.position) : gt(courseUnits.position, unit.position),
          ),
        )
        .orderBy(direction === "up" ? sql`${courseUnits.position} desc` : asc(courseUnits.position))
        .limit(1);
      if (neighbour) await swap(tx, courseUnits, unit, neighbour);
    },
  );
  return (await editableCourse(db, course.id)) as EditableCourse;
}

// ---------------------------------------------------------------------------------------------------------------
// Blocks

/**
 * common/course-blocks.ts' problems ("es.items[0].title: a non-empty text expected") as the form's fields ("es.items.0.title")
 * with the editing catalogue's messages; the first problem of each field is kept.
 */
export function blockFieldErrors(problems: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const problem of problems) {
    const split = problem.indexOf(": ");
    const path = (split < 0 ? "type" : problem.slice(0, split)).replace(/\[(\d+)\]/g, ".$1");
    const what = split < 0 ? problem : problem.slice(split + 2);
    const field = path.startsWith("solution") ? "solution" : path;
    fields[field] ??= blockMessage(path, what);
  }
  return fields;
}

function blockMessage(path: string, what: string): string {
  if (path.startsWith("solution")) {
    if (what.includes("in the left's order")) return "editing.course.errors.connectOrder";
    if (what.includes("gets no item")) return "editing.course.errors.targetEmpty";
    return "editing.course.errors.solution";
  }
  if (/non-empty text expected|leave it out|missing$/.test(what)) return "editing.errors.required";
  if (/as in es/.test(what)) return "editing.course.errors.sameLength";
  if (/must be as long/.test(what)) return "editing.course.errors.sameLength";
  if (/^\d+ to \d+ expected, \d+ given$/.test(what)) return "editing.course.errors.count";
  if (what === "repeated") return "editing.course.errors.repeated";
  if (/\.image$/.test(path)) return "editing.course.errors.imagePath";
  if (/\.(host|videoId)$/.test(path)) return "editing.course.errors.videoId";
  if (/\.minutes$/.test(path)) return "editing.course.errors.videoMinutes";
  if (/\.[xy]$/.test(path)) return "editing.course.errors.pointPosition";
  if (/a number expected/.test(what)) return "editing.course.errors.number";
  return "errors.validation";
}

function checkedBlock(input: BlockInput): { type: BlockType; values: Omit<typeof courseBlocks.$inferInsert, "unitId" | "position"> } {
  if (!(BLOCK_TYPES as readonly string[]).includes(input.type))
    throw new DomainError("VALIDATION", { fields: { type: "errors.validation" } });
  const type = input.type as BlockType;
  const problems = checkBlock(type, input.contentEs, input.contentEn, input.solution ?? null, input.explanation ?? null);
  if (problems.length > 0) throw new DomainError("VALIDATION", { fields: blockFieldErrors(problems) });
  return {
    type,
    values: {
      type,
      required: input.required === true,
      contentEs: input.contentEs as EditableBlock["contentEs"],
      contentEn: input.contentEn as EditableBlock["contentEn"],
      solution: (input.solution ?? null) as EditableBlock["solution"],
      explanation: (input.explanation ?? null) as EditableBlock["explanation"],
    },
  };
}

async function blockOrThrow(db: Db, id: number) {
  if (!validId(id)) throw notFound();
  const [row] = await db.select().from(courseBlocks).where(eq(courseBlocks.id, id)).limit(1);
  if (!row) throw notFound();
  return { block: row, ...(await unitOrThrow(db, row.unitId)) };
}

/** Adds a block at the end of the unit (no `id`) or changes one of its blocks (its type stays). Checked by common/course-blocks.ts. */
export async function saveCourseBlock(
  db: Db,
  actor: AuditActor,
  args: { unitId: number; id?: number | null; input: BlockInput },
): Promise<EditableCourseUnit> {
  const { unit, course } = await unitOrThrow(db, args.unitId);
  const existing = args.id == null ? null : await blockOrThrow(db, args.id);
  if (existing && existing.unit.id !== unit.id) throw notFound();
  if (existing && existing.block.type !== args.input.type) throw new DomainError("VALIDATION", { fields: { type: "errors.validation" } });
  const { values } = checkedBlock(args.input);
  await auditedChange(
    db,
    actor,
    course,
    (tx) => blocksSnapshot(tx, course, unit.id),
    async (tx) => {
      if (existing) {
        await tx.update(courseBlocks).set(values).where(eq(courseBlocks.id, existing.block.id));
        return;
      }
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${courseBlocks.position}), 0)::int` })
        .from(courseBlocks)
        .where(eq(courseBlocks.unitId, unit.id));
      await tx.insert(courseBlocks).values({ ...values, unitId: unit.id, position: (last?.position ?? 0) + 1 });
    },
  );
  return (await editableCourseUnit(db, unit.id)) as EditableCourseUnit;
}

/** Removes a block (and the teachers' answers to it); the later blocks move up. */
export async function deleteCourseBlock(db: Db, actor: AuditActor, id: number): Promise<EditableCourseUnit> {
  const { block, unit, course } = await blockOrThrow(db, id);
  await auditedChange(
    db,
    actor,
    course,
    (tx) => blocksSnapshot(tx, course, unit.id),
    async (tx) => {
      await tx.delete(courseBlocks).where(eq(courseBlocks.id, block.id));
      await closeGap(tx, courseBlocks, eq(courseBlocks.unitId, unit.id), block.position);
    },
  );
  return (await editableCourseUnit(db, unit.id)) as EditableCourseUnit;
}

/** Moves a block one place up or down within its unit; at either end nothing changes. */
export async function moveCourseBlock(db: Db, actor: AuditActor, id: number, direction: MoveDirection): Promise<EditableCourseUnit> {
  const { block, unit, course } = await blockOrThrow(db, id);
  await auditedChange(
    db,
    actor,
    course,
    (tx) => blocksSnapshot(tx, course, unit.id),
    async (tx) => {
      const [neighbour] = await tx
        .select({ id: courseBlocks.id, position: courseBlocks.position })
        .from(courseBlocks)
        .where(
          and(
            eq(courseBlocks.unitId, unit.id),
            direction === "up" ? lt(courseBlocks.position, block.position) : gt(courseBlocks.position, block.position),
          ),
        )
        .orderBy(direction === "up" ? sql`${courseBlocks.position} desc` : asc(courseBlocks.position))
        .limit(1);
      if (neighbour) await swap(tx, courseBlocks, block, neighbour);
    },
  );
  return (await editableCourseUnit(db, unit.id)) as EditableCourseUnit;
}
