import { randomBytes } from "node:crypto";
import type { AgeSegment } from "../../common/ages.ts";
import { type EvaluationStage, KEY_CODE_ALPHABET } from "../../common/evaluation.ts";
import type { Language } from "../../common/languages.ts";
import type { Db } from "../db/client.ts";
import { adventureKeys, classrooms } from "../db/schema/index.ts";
import { givenUser } from "./factories.ts";

/** Test data of the classroom evaluation: a classroom and its adventure keys, straight in the tables. */

const unique = () => randomBytes(4).toString("hex");

/** A classroom of a teacher (a new user unless given), 6-8 unless said otherwise. */
export async function givenClassroom(db: Db, options: { userId?: string; age?: AgeSegment; name?: string } = {}) {
  const userId = options.userId ?? (await givenUser(db)).id;
  const name = options.name ?? `Aula ${unique()}`;
  const [row] = await db
    .insert(classrooms)
    .values({ userId, name, nameKey: name.toLowerCase(), age: options.age ?? "sixToEight", girls: 10, boys: 11, yearsInProgramme: 1, schoolYear: "2026-27" })
    .returning();
  if (!row) throw new Error("classroom not created");
  return row;
}

/** A random code of the keys' alphabet. */
export function randomKeyCode(): string {
  return Array.from(randomBytes(6), (byte) => KEY_CODE_ALPHABET[byte % KEY_CODE_ALPHABET.length]).join("");
}

/** An adventure key of a classroom: open, initial and in Spanish unless said otherwise. */
export async function givenKey(db: Db, classroomId: number, options: { code?: string; open?: boolean; lang?: Language; stage?: EvaluationStage } = {}) {
  const open = options.open ?? true;
  const [row] = await db
    .insert(adventureKeys)
    .values({ classroomId, stage: options.stage ?? "initial", code: options.code ?? randomKeyCode(), lang: options.lang ?? "es", open, closedAt: open ? null : new Date() })
    .returning();
  if (!row) throw new Error("key not created");
  return row;
}
