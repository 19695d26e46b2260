import { asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { BlockType } from "../../../common/courses.ts";
import type { Db } from "../../db/client.ts";
import { courseBlocks, courses, courseUnits } from "../../db/schema/index.ts";
import type { AuditActor } from "../audit/audit-log.ts";
import { type Children, changeChildren, childrenOf, type Move, move, removeChild, saveChild } from "../editing/children.ts";
import { COURSE_KIND, COURSE_UNIT_KIND } from "../../../common/editing-kinds.ts";
import { defineKind, inputOf, notFound } from "../editing/kind.ts";
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

/** A unit's titles and minutes (common/editing-kinds.ts COURSE_UNIT_KIND). */
export const UnitInput = inputOf(COURSE_UNIT_KIND);

export type BlockInput = {
  type: string;
  required?: boolean | null;
  contentEs?: unknown;
  contentEn?: unknown;
  solution?: unknown;
  explanation?: unknown;
};

const validId = (id: number) => Number.isSafeInteger(id) && id > 0;

/** Units under their course and blocks under their unit, from position 1. */
const UNITS: Children = { table: courseUnits, parent: courseUnits.courseId, first: 1 };
const BLOCKS: Children = { table: courseBlocks, parent: courseBlocks.unitId, first: 1 };

// ---------------------------------------------------------------------------------------------------------------
// Reading

async function unitsOf(db: Db, courseId: number): Promise<EditableUnit[]> {
  return db
    .select({
      ...getTableColumns(courseUnits),
      blockCount: sql<number>`(select count(*)::int from ${courseBlocks} where ${courseBlocks.unitId} = "course_units"."id")`,
    })
    .from(courseUnits)
    .where(eq(courseUnits.courseId, courseId))
    .orderBy(asc(courseUnits.position));
}

/** A unit with its course; null when unknown. */
async function unitRow(db: Db, id: number) {
  if (!validId(id)) return null;
  const [row] = await db
    .select({ unit: courseUnits, course: courses })
    .from(courseUnits)
    .innerJoin(courses, eq(courses.id, courseUnits.courseId))
    .where(eq(courseUnits.id, id))
    .limit(1);
  return row ?? null;
}

/** One unit with its course and its blocks in order (both languages, answer keys included), for its block editor. */
export async function editableCourseUnit(db: Db, id: number): Promise<EditableCourseUnit | null> {
  const row = await unitRow(db, id);
  if (!row) return null;
  return { ...row.unit, course: row.course, blocks: await childrenOf<EditableBlock>(db, BLOCKS, id) };
}

// ---------------------------------------------------------------------------------------------------------------
// Snapshots for the audit log (each carries the slug: the log reads it as a content entry)

async function unitsSnapshot(tx: Db, course: EditableCourseRow) {
  const units = await childrenOf<typeof courseUnits.$inferSelect>(tx, UNITS, course.id);
  return { slug: course.slug, units: units.map(({ id, titleEs, titleEn, minutes }) => ({ id, titleEs, titleEn, minutes })) };
}

async function blocksSnapshot(tx: Db, course: EditableCourseRow, unitId: number) {
  const blocks = await childrenOf<EditableBlock>(tx, BLOCKS, unitId);
  return { slug: course.slug, unit: unitId, blocks: blocks.map(({ unitId: _unit, position: _position, ...block }) => block) };
}

/** A change of a course's units or blocks is audited on the course as courseUpdate, when its snapshot changed. */
const courseUpdate = (course: EditableCourseRow) =>
  ({ action: "courseUpdate", entity: "course", entityId: course.id, label: course.titleEs }) as const;

/** A change of the course's units; the course with its units after it. */
async function unitsChange(db: Db, actor: AuditActor, course: EditableCourseRow, change: (tx: Db) => Promise<unknown>) {
  await changeChildren(db, actor, courseUpdate(course), (tx) => unitsSnapshot(tx, course), change);
  return (await courseKind.get(db, new Date(), course.id)) as EditableCourse;
}

/** A change of a unit's blocks; the unit with its blocks after it. */
async function blocksChange(db: Db, actor: AuditActor, course: EditableCourseRow, unitId: number, change: (tx: Db) => Promise<unknown>) {
  await changeChildren(db, actor, courseUpdate(course), (tx) => blocksSnapshot(tx, course, unitId), change);
  return (await editableCourseUnit(db, unitId)) as EditableCourseUnit;
}

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

// ---------------------------------------------------------------------------------------------------------------
// Units

async function unitOrThrow(db: Db, id: number): Promise<{ unit: typeof courseUnits.$inferSelect; course: EditableCourseRow }> {
  const row = await unitRow(db, id);
  if (!row) throw notFound();
  return row;
}

/** Adds a unit at the end of the course (no `id`) or renames one of its units. */
export async function saveCourseUnit(db: Db, actor: AuditActor, args: { courseId: number; id?: number | null; input: unknown }) {
  const input = parseOrThrow(UnitInput, args.input);
  const course = await courseKind.get(db, new Date(), args.courseId);
  if (!course) throw notFound();
  if (args.id != null && (await unitOrThrow(db, args.id)).unit.courseId !== course.id) throw notFound();
  return unitsChange(db, actor, course, (tx) => saveChild(tx, UNITS, course.id, args.id, input));
}

/** Removes a unit with its blocks (and the teachers' progress in it); the later units move up. */
export async function deleteCourseUnit(db: Db, actor: AuditActor, id: number): Promise<EditableCourse> {
  const { unit, course } = await unitOrThrow(db, id);
  return unitsChange(db, actor, course, (tx) => removeChild(tx, UNITS, course.id, unit.id));
}

/** Moves a unit one place up or down; at either end nothing changes. */
export async function moveCourseUnit(db: Db, actor: AuditActor, id: number, direction: Move): Promise<EditableCourse> {
  const { unit, course } = await unitOrThrow(db, id);
  return unitsChange(db, actor, course, (tx) => move(tx, UNITS, course.id, unit.id, direction));
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
  if (/as in es|must be as long/.test(what)) return "editing.course.errors.sameLength";
  if (/^\d+ to \d+ expected, \d+ given$/.test(what)) return "editing.course.errors.count";
  if (what === "repeated") return "editing.course.errors.repeated";
  if (/\.image$/.test(path)) return "editing.course.errors.imagePath";
  if (/\.(host|videoId)$/.test(path)) return "editing.course.errors.videoId";
  if (/\.minutes$/.test(path)) return "editing.course.errors.videoMinutes";
  if (/\.[xy]$/.test(path)) return "editing.course.errors.pointPosition";
  if (/a number expected/.test(what)) return "editing.course.errors.number";
  return "errors.validation";
}

/** A block's stored values, checked by common/course-blocks.ts (an unknown type too). */
function checkedBlock(input: BlockInput): Omit<typeof courseBlocks.$inferInsert, "unitId" | "position"> {
  const type = input.type as BlockType;
  const problems = checkBlock(type, input.contentEs, input.contentEn, input.solution ?? null, input.explanation ?? null);
  if (problems.length > 0) throw new DomainError("VALIDATION", { fields: blockFieldErrors(problems) });
  return {
    type,
    required: input.required === true,
    contentEs: input.contentEs as EditableBlock["contentEs"],
    contentEn: input.contentEn as EditableBlock["contentEn"],
    solution: (input.solution ?? null) as EditableBlock["solution"],
    explanation: (input.explanation ?? null) as EditableBlock["explanation"],
  };
}

async function blockOrThrow(db: Db, id: number) {
  if (!validId(id)) throw notFound();
  const [row] = await db.select().from(courseBlocks).where(eq(courseBlocks.id, id)).limit(1);
  if (!row) throw notFound();
  return { block: row, ...(await unitOrThrow(db, row.unitId)) };
}

/** Adds a block at the end of the unit (no `id`) or changes one of its blocks (its type stays). Checked by common/course-blocks.ts. */
export async function saveCourseBlock(db: Db, actor: AuditActor, args: { unitId: number; id?: number | null; input: BlockInput }) {
  const { unit, course } = await unitOrThrow(db, args.unitId);
  const existing = args.id == null ? null : await blockOrThrow(db, args.id);
  if (existing && existing.unit.id !== unit.id) throw notFound();
  if (existing && existing.block.type !== args.input.type) throw new DomainError("VALIDATION", { fields: { type: "errors.validation" } });
  const values = checkedBlock(args.input);
  return blocksChange(db, actor, course, unit.id, (tx) => saveChild(tx, BLOCKS, unit.id, existing?.block.id, values));
}

/** Removes a block (and the teachers' answers to it); the later blocks move up. */
export async function deleteCourseBlock(db: Db, actor: AuditActor, id: number): Promise<EditableCourseUnit> {
  const { block, unit, course } = await blockOrThrow(db, id);
  return blocksChange(db, actor, course, unit.id, (tx) => removeChild(tx, BLOCKS, unit.id, block.id));
}

/** Moves a block one place up or down within its unit; at either end nothing changes. */
export async function moveCourseBlock(db: Db, actor: AuditActor, id: number, direction: Move): Promise<EditableCourseUnit> {
  const { block, unit, course } = await blockOrThrow(db, id);
  return blocksChange(db, actor, course, unit.id, (tx) => move(tx, BLOCKS, unit.id, block.id, direction));
}
