import { randomBytes } from "node:crypto";
import type { EvaluationArea, EvaluationStage } from "../../common/evaluation.ts";
import type { Db } from "../db/client.ts";
import { adventureAnswers, adventureGroups, adventureKeys, classrooms } from "../db/schema/index.ts";
import { classroomNameKey } from "../services/evaluation/classrooms.ts";
import { newKeyCode } from "../services/evaluation/adventure-keys.ts";

/** Test data of the classroom evaluation, straight in the tables: classrooms, keys, groups and their answers. */

const unique = () => randomBytes(4).toString("hex");

export async function givenClassroom(db: Db, userId: string, overrides: Partial<typeof classrooms.$inferInsert> = {}) {
  const name = overrides.name ?? `Aula ${unique()}`;
  const [row] = await db
    .insert(classrooms)
    .values({
      userId,
      name,
      nameKey: classroomNameKey(name),
      age: "sixToEight",
      girls: 10,
      boys: 11,
      yearsInProgramme: 1,
      schoolYear: "2026-27",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("classroom not created");
  return row;
}

export async function givenKey(
  db: Db,
  classroomId: number,
  stage: EvaluationStage,
  overrides: Partial<typeof adventureKeys.$inferInsert> = {},
) {
  const [row] = await db
    .insert(adventureKeys)
    .values({ classroomId, stage, code: newKeyCode(), ...overrides })
    .returning();
  if (!row) throw new Error("key not created");
  return row;
}

/**
 * A group of `pupils` that played with a key, and its answers: one per [area, right?] given, each to a question
 * of its own (the bank's ids are the adventure's business; the results read only area and correctness).
 */
export async function givenGroup(
  db: Db,
  keyId: number,
  pupils: number,
  answers: [EvaluationArea | string, boolean][],
  options: { finished?: boolean } = {},
) {
  const [group] = await db
    .insert(adventureGroups)
    .values({
      keyId,
      label: "fox",
      pupils,
      token: unique() + unique(),
      position: answers.length,
      finishedAt: options.finished ? new Date() : null,
    })
    .returning();
  if (!group) throw new Error("group not created");
  if (answers.length > 0) {
    await db
      .insert(adventureAnswers)
      .values(answers.map(([area, correct], i) => ({ groupId: group.id, questionId: `q${i}`, area, answer: { choice: 0 }, correct })));
  }
  return group;
}

/** `n` answers of one area, `right` of them right. */
export function answersOf(area: EvaluationArea, n: number, right: number): [EvaluationArea, boolean][] {
  return Array.from({ length: n }, (_, i) => [area, i < right]);
}
