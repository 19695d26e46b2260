import { and, asc, desc, eq } from "drizzle-orm";
import type { AgeSegment } from "../../../common/ages.ts";
import { EVALUATION_STAGES, type EvaluationStage, isEvaluated } from "../../../common/evaluation.ts";
import { isLanguage, type Language } from "../../../common/languages.ts";
import { ClassroomInput } from "../../../common/schemas/classroom.ts";
import { schoolYearOf } from "../../../common/school-year.ts";
import type { CurrentUser } from "../../../common/user.ts";
import type { Db } from "../../db/client.ts";
import { adventureKeys, classrooms } from "../../db/schema/index.ts";
import { canEvaluate, canManageClassroom, stagesFor } from "../../policies/evaluation.ts";
import { forbidden, requireUser } from "../../policies/guards.ts";
import { DomainError } from "../errors.ts";
import { parseOrThrow } from "../validation.ts";

/** The teacher as the evaluation's rules need them (the `me` of the request). */
export type Teacher = Pick<CurrentUser, "id" | "active" | "programs" | "center">;

/** An adventure key as the teacher's screens show it. */
export type AdventureKeyView = {
  id: number;
  stage: EvaluationStage;
  code: string;
  lang: Language;
  open: boolean;
  openedAt: Date;
  closedAt: Date | null;
};

/** A classroom with its keys (in stage order) and the stages its teacher may open. */
export type ClassroomView = {
  id: number;
  name: string;
  age: AgeSegment;
  girls: number;
  boys: number;
  yearsInProgramme: number;
  schoolYear: string;
  createdAt: Date;
  /** Section 9: a 4-5 or +12 classroom is kept but never evaluated. */
  evaluated: boolean;
  /** The stages a key may be opened for: none for a classroom that is not evaluated. */
  stages: EvaluationStage[];
  keys: AdventureKeyView[];
};

type ClassroomRow = typeof classrooms.$inferSelect;
type KeyRow = typeof adventureKeys.$inferSelect;

/**
 * The name as compared for uniqueness: without case, accents or spaces ("5.º B", "5.º b" and "5.ºB" are one
 * name), so a teacher cannot make two classrooms that read the same.
 */
export function classroomNameKey(name: string): string {
  return name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, "");
}

/** A classroom's or key's id as the API receives it (an ID); anything that is not one finds nothing. */
export function rowIdOf(id: string | number): number | null {
  const text = String(id);
  if (!/^\d{1,9}$/.test(text)) return null;
  const number = Number(text);
  return number > 0 ? number : null;
}

export function keyView(row: KeyRow): AdventureKeyView {
  return {
    id: row.id,
    stage: row.stage,
    code: row.code,
    lang: isLanguage(row.lang) ? row.lang : "es",
    open: row.open,
    openedAt: row.openedAt,
    closedAt: row.closedAt,
  };
}

export function classroomView(viewer: Teacher, row: ClassroomRow, keys: KeyRow[]): ClassroomView {
  const evaluated = isEvaluated(row.age);
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    girls: row.girls,
    boys: row.boys,
    yearsInProgramme: row.yearsInProgramme,
    schoolYear: row.schoolYear,
    createdAt: row.createdAt,
    evaluated,
    stages: evaluated ? stagesFor(viewer) : [],
    keys: keys.sort((a, b) => EVALUATION_STAGES.indexOf(a.stage) - EVALUATION_STAGES.indexOf(b.stage)).map(keyView),
  };
}

/** The caller, who must be a licensed teacher. */
export function requireTeacher(viewer: Teacher | null | undefined): Teacher {
  const teacher = requireUser(viewer);
  if (!canEvaluate(teacher)) throw forbidden();
  return teacher;
}

/**
 * Creates a classroom in the current school year (Madrid's calendar) after checking every field again (section
 * 5). The name must be free for the teacher in that year: "Ya tienes un aula creada con este nombre para este
 * curso" on the name. The unique index decides, so two saves at once cannot both pass.
 */
export async function createClassroom(db: Db, viewer: Teacher | null, input: unknown, now = new Date()): Promise<ClassroomView> {
  const teacher = requireTeacher(viewer);
  const classroom = parseOrThrow(ClassroomInput, input);
  const [row] = await db
    .insert(classrooms)
    .values({
      userId: teacher.id,
      name: classroom.name,
      nameKey: classroomNameKey(classroom.name),
      age: classroom.age,
      girls: classroom.girls,
      boys: classroom.boys,
      yearsInProgramme: classroom.yearsInProgramme,
      schoolYear: schoolYearOf(now).label,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [classrooms.userId, classrooms.schoolYear, classrooms.nameKey] })
    .returning();
  if (!row) throw new DomainError("CLASSROOM_NAME_TAKEN", { fields: { name: "evaluation.errors.nameTaken" }, status: 409 });
  return classroomView(teacher, row, []);
}

/** Every classroom of the teacher, newest first, with its keys: one statement. */
export async function listClassrooms(db: Db, viewer: Teacher | null): Promise<ClassroomView[]> {
  const teacher = requireTeacher(viewer);
  const rows = await db
    .select({ classroom: classrooms, key: adventureKeys })
    .from(classrooms)
    .leftJoin(adventureKeys, eq(adventureKeys.classroomId, classrooms.id))
    .where(eq(classrooms.userId, teacher.id))
    .orderBy(desc(classrooms.createdAt), desc(classrooms.id), asc(adventureKeys.id));
  const byId = new Map<number, { row: ClassroomRow; keys: KeyRow[] }>();
  for (const { classroom, key } of rows) {
    const entry = byId.get(classroom.id) ?? { row: classroom, keys: [] };
    if (key) entry.keys.push(key);
    byId.set(classroom.id, entry);
  }
  return [...byId.values()].map(({ row, keys }) => classroomView(teacher, row, keys));
}

/** One of the teacher's classrooms with its keys; null when there is none or it is another teacher's. */
export async function findClassroom(db: Db, viewer: Teacher | null, id: string | number): Promise<ClassroomView | null> {
  const teacher = requireTeacher(viewer);
  const classroomId = rowIdOf(id);
  if (classroomId === null) return null;
  const rows = await db
    .select({ classroom: classrooms, key: adventureKeys })
    .from(classrooms)
    .leftJoin(adventureKeys, eq(adventureKeys.classroomId, classrooms.id))
    .where(eq(classrooms.id, classroomId));
  const [first] = rows;
  if (!first || !canManageClassroom(teacher, first.classroom)) return null;
  return classroomView(
    teacher,
    first.classroom,
    rows.flatMap((r) => (r.key ? [r.key] : [])),
  );
}

/**
 * Deletes one of the teacher's classrooms; its keys, groups and answers go with it (the foreign keys cascade,
 * decision 033). Another teacher's classroom is "not found", as one that does not exist.
 */
export async function deleteClassroom(db: Db, viewer: Teacher | null, id: string | number): Promise<{ id: number }> {
  const teacher = requireTeacher(viewer);
  const classroomId = rowIdOf(id);
  const [row] =
    classroomId === null
      ? []
      : await db.select({ id: classrooms.id, userId: classrooms.userId }).from(classrooms).where(eq(classrooms.id, classroomId));
  if (!row || !canManageClassroom(teacher, row)) throw new DomainError("NOT_FOUND", { status: 404 });
  await db.delete(classrooms).where(and(eq(classrooms.id, row.id), eq(classrooms.userId, teacher.id)));
  return { id: row.id };
}
