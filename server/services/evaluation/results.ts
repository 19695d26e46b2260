import { eq, inArray, sql } from "drizzle-orm";
import { type CompetenceLevel, EVALUATION_AREAS, type EvaluationArea, levelOf } from "../../../common/evaluation.ts";
import type { Db } from "../../db/client.ts";
import { adventureAnswers, adventureGroups, adventureKeys, classrooms } from "../../db/schema/index.ts";
import { canManageClassroom } from "../../policies/evaluation.ts";
import { type AdventureKeyView, type ClassroomView, classroomView, requireTeacher, rowIdOf, type Teacher } from "./classrooms.ts";

/** Right and wrong answers of one area (or of all), with the level they give (null before any answer). */
export type Tally = { correct: number; incorrect: number; level: CompetenceLevel | null };
export type AreaResult = Tally & { area: EvaluationArea };

/** Section 3: a key's pupil count, right and wrong answers and competence level, overall and per area. */
export type KeyResults = Tally & {
  key: AdventureKeyView;
  /** Groups that started the adventure with this key, and those that reached its end. */
  groups: number;
  finishedGroups: number;
  /** The pupils the groups said they were (1 to 3 each). */
  pupils: number;
  /** The five areas, always all of them, in their fixed order. */
  areas: AreaResult[];
};

export type ClassroomResults = { classroom: ClassroomView; keys: KeyResults[] };

const tally = (correct: number, incorrect: number): Tally => ({ correct, incorrect, level: levelOf(correct, correct + incorrect) });

/**
 * A classroom's results by key, for its teacher only (null for anyone else, as for a classroom that does not
 * exist). Two statements, whatever the number of keys, groups and answers: the classroom with its keys and each
 * key's group totals, then the answers counted by key and area in SQL. The answers carry their area, so no
 * question bank is needed here (decision 033); an area the bank does not know is left out.
 */
export async function classroomResults(db: Db, viewer: Teacher | null, id: string | number): Promise<ClassroomResults | null> {
  const teacher = requireTeacher(viewer);
  const classroomId = rowIdOf(id);
  if (classroomId === null) return null;
  const rows = await db
    .select({
      classroom: classrooms,
      key: adventureKeys,
      groups: sql<number>`count(${adventureGroups.id})::int`,
      finishedGroups: sql<number>`count(${adventureGroups.finishedAt})::int`,
      pupils: sql<number>`coalesce(sum(${adventureGroups.pupils}), 0)::int`,
    })
    .from(classrooms)
    .leftJoin(adventureKeys, eq(adventureKeys.classroomId, classrooms.id))
    .leftJoin(adventureGroups, eq(adventureGroups.keyId, adventureKeys.id))
    .where(eq(classrooms.id, classroomId))
    .groupBy(classrooms.id, adventureKeys.id);
  const [first] = rows;
  if (!first || !canManageClassroom(teacher, first.classroom)) return null;
  const keyRows = rows.flatMap((row) => (row.key ? [{ ...row, key: row.key }] : []));
  const classroom = classroomView(
    teacher,
    first.classroom,
    keyRows.map((row) => row.key),
  );

  const counts =
    keyRows.length === 0
      ? []
      : await db
          .select({
            keyId: adventureGroups.keyId,
            area: adventureAnswers.area,
            correct: sql<number>`(count(*) filter (where ${adventureAnswers.correct}))::int`,
            incorrect: sql<number>`(count(*) filter (where not ${adventureAnswers.correct}))::int`,
          })
          .from(adventureAnswers)
          .innerJoin(adventureGroups, eq(adventureGroups.id, adventureAnswers.groupId))
          .where(
            inArray(
              adventureGroups.keyId,
              keyRows.map((row) => row.key.id),
            ),
          )
          .groupBy(adventureGroups.keyId, adventureAnswers.area);

  const keys = classroom.keys.map((key): KeyResults => {
    const totals = keyRows.find((row) => row.key.id === key.id);
    const areas = EVALUATION_AREAS.map((area): AreaResult => {
      const found = counts.find((count) => count.keyId === key.id && count.area === area);
      return { area, ...tally(found?.correct ?? 0, found?.incorrect ?? 0) };
    });
    const correct = areas.reduce((sum, area) => sum + area.correct, 0);
    const incorrect = areas.reduce((sum, area) => sum + area.incorrect, 0);
    return {
      key,
      groups: totals?.groups ?? 0,
      finishedGroups: totals?.finishedGroups ?? 0,
      pupils: totals?.pupils ?? 0,
      ...tally(correct, incorrect),
      areas,
    };
  });
  return { classroom, keys };
}
