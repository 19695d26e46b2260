import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { BLOCK_TYPES, type BlockType } from "../../../common/courses.ts";
import type { Db } from "../../db/client.ts";
import { courseBlocks, courses, courseUnits } from "../../db/schema/index.ts";
import type { AuditActor } from "../audit/audit-log.ts";
import { type Children, changeChildren, type Move, move, removeChild, saveChild } from "../editing/children.ts";
import { optionalLine, requiredLine } from "../editing/input.ts";
import { COURSE_KIND } from "../../../common/editing-kinds.ts";
import { defineKind } from "../editing/kind.ts";
import { DomainError } from "../errors.ts";
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

export const UNIT_MINUTES = { min: 1, max: 600 } as const;

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

async function unitsSnapshot(tx: Db, course: EditableCourseRow) {
  const units = await tx.select().from(courseUnits).where(eq(courseUnits.courseId, course.id)).orderBy(asc(courseUnits.position));
  return { slug: course.slug, units: units.map(({ id, titleEs, titleEn, minutes }) => ({ id, titleEs, titleEn, minutes })) };
}

async function blocksSnapshot(tx: Db, course: EditableCourseRow, unitId: number) {
  const blocks = await tx.select().from(courseBlocks).where(eq(courseBlocks.unitId, unitId)).orderBy(asc(courseBlocks.position));
  return { slug: course.slug, unit: unitId, blocks: blocks.map(({ unitId: _unit, position: _position, ...block }) => block) };
}

/** A change of a course's units or blocks, audited on the course as courseUpdate when the snapshot changed. */
const auditedChange = <T>(
  db: Db,
  actor: AuditActor,
  course: EditableCourseRow,
  snapshot: (tx: Db) => Promise<unknown>,
  change: (tx: Db) => Promise<T>,
) => changeChildren(db, actor, { action: "courseUpdate", entity: "course", entityId: course.id, label: course.titleEs }, snapshot, change);

// ---------------------------------------------------------------------------------------------------------------
// The course

/** The course itself, on the editor kit: its list and editor carry its units in order. */
export const courseKind = defineKind<EditableCourse>({
  content: COURSE_KIND,
  table: courses,
  audit: { entity: "course", create: "courseCreate", update: "courseUpdate" },
  area: "courses",
  order: () => [asc(courses.position), asc(courses.id)],
  onInsert: async (tx) => {
    const [last] = await tx.select({ position: sql<number>`coalesce(max(${courses.position}), -1)::int` }).from(courses);
    return { position: (last?.position ?? -1) + 1 };
  },
  onUpdate: () => ({ updatedAt: sql`now()` }),
  present: async (row, _now, db) => ({ ...(row as EditableCourseRow), units: await unitsOf(db, row.id) }),
});

/** One course with its units in order, for its editor; null when unknown. */
const editableCourse = (db: Db, id: number) => courseKind.get(db, new Date(), id);

/** Units under their course and blocks under their unit, from position 1. */
const UNITS: Children = { table: courseUnits, parent: courseUnits.courseId, first: 1 };
const BLOCKS: Children = { table: courseBlocks, parent: courseBlocks.unitId, first: 1 };

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
    (tx) => saveChild(tx, UNITS, course.id, args.id, input),
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
    (tx) => removeChild(tx, UNITS, course.id, unit.id),
  );
  return (await editableCourse(db, course.id)) as EditableCourse;
}

/** Moves a unit one place up or down; at either end nothing changes. */
export async function moveCourseUnit(db: Db, actor: AuditActor, id: number, direction: Move): Promise<EditableCourse> {
  const { unit, course } = await unitOrThrow(db, id);
  await auditedChange(
    db,
    actor,
    course,
    (tx) => unitsSnapshot(tx, course),
    (tx) => move(tx, UNITS, course.id, unit.id, direction),
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
    (tx) => saveChild(tx, BLOCKS, unit.id, existing?.block.id, values),
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
    (tx) => removeChild(tx, BLOCKS, unit.id, block.id),
  );
  return (await editableCourseUnit(db, unit.id)) as EditableCourseUnit;
}

/** Moves a block one place up or down within its unit; at either end nothing changes. */
export async function moveCourseBlock(db: Db, actor: AuditActor, id: number, direction: Move): Promise<EditableCourseUnit> {
  const { block, unit, course } = await blockOrThrow(db, id);
  await auditedChange(
    db,
    actor,
    course,
    (tx) => blocksSnapshot(tx, course, unit.id),
    (tx) => move(tx, BLOCKS, unit.id, block.id, direction),
  );
  return (await editableCourseUnit(db, unit.id)) as EditableCourseUnit;
}
