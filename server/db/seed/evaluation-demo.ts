import { schoolYearOf } from "../../../common/school-year.ts";
import { classroomNameKey } from "../../services/evaluation/classrooms.ts";
import type { Db } from "../client.ts";
import { adventureKeys, classrooms } from "../schema/index.ts";

/**
 * The demo teacher's classroom with its initial adventure key open, in Spanish, under a fixed code so the local
 * demo and the journeys can play the adventure (tests/e2e/adventure.spec.ts). Local demo only: real keys' codes
 * are random.
 */
export const DEMO_ADVENTURE = { code: "AVENT6", classroom: "2.º A · demostración" } as const;

export async function seedEvaluationDemo(db: Db, ids: { teacher: string }, now: Date = new Date()): Promise<void> {
  const name = DEMO_ADVENTURE.classroom;
  // The service's key, so the seeded name is as unique as a typed one (the classroom_name_keys migration corrected older databases).
  const nameKey = classroomNameKey(name);
  const [classroom] = await db
    .insert(classrooms)
    .values({
      userId: ids.teacher,
      name,
      nameKey,
      age: "sixToEight",
      girls: 12,
      boys: 11,
      yearsInProgramme: 1,
      schoolYear: schoolYearOf(now).label,
    })
    .returning({ id: classrooms.id });
  if (!classroom) return;
  await db.insert(adventureKeys).values({ classroomId: classroom.id, stage: "initial", code: DEMO_ADVENTURE.code, lang: "es", open: true });
}
