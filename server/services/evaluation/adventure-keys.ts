import { randomInt } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { AgeSegment } from "../../../common/ages.ts";
import { type EvaluationStage, isEvaluated, KEY_CODE_ALPHABET } from "../../../common/evaluation.ts";
import { isLanguage, type Language } from "../../../common/languages.ts";
import type { Db } from "../../db/client.ts";
import { adventureAnswers, adventureGroups, adventureKeys, classrooms, rateLimitHits } from "../../db/schema/index.ts";
import { startsKeyPrefix } from "./adventure.ts";
import { canManageClassroom, canOpenKey } from "../../policies/evaluation.ts";
import { DomainError } from "../errors.ts";
import { type AdventureKeyView, rowIdOf, keyView, requireTeacher, type Teacher } from "./classrooms.ts";

/** An adventure key's code length (KEY_CODE_PATTERN): 31^6, about 887 million codes. */
const KEY_CODE_LENGTH = 6;
/** Draws before giving up: a collision is one in millions per draw while the keys number thousands. */
const KEY_CODE_ATTEMPTS = 8;

/** A new key code: six characters drawn evenly (crypto.randomInt) from the alphabet children cannot misread. */
export function newKeyCode(): string {
  return Array.from({ length: KEY_CODE_LENGTH }, () => KEY_CODE_ALPHABET[randomInt(KEY_CODE_ALPHABET.length)]).join("");
}

/** A key with the classroom it belongs to, as the printable card shows it. */
export type AdventureKeyCard = AdventureKeyView & { classroom: { id: number; name: string; age: AgeSegment } };

const notFound = () => new DomainError("NOT_FOUND", { status: 404 });

/**
 * Opens the key of a stage for one of the teacher's classrooms, in the language the adventure will play in
 * (decision 033). A 4-5 or +12 classroom has no keys (CLASSROOM_NOT_EVALUATED); refCenter only in a reference
 * centre (EVALUATION_STAGE_UNAVAILABLE). The code is drawn on the server and is unique: a draw that collides
 * with another key's code is drawn again. A stage that already has its key (a second press, two tabs) gets that
 * key back as it is, code and language unchanged: a closed one is opened again with reopenAdventureKey.
 */
export async function openAdventureKey(
  db: Db,
  viewer: Teacher | null,
  input: { classroomId: string | number; stage: EvaluationStage; lang: string },
  drawCode: () => string = newKeyCode,
): Promise<AdventureKeyView> {
  const teacher = requireTeacher(viewer);
  if (!isLanguage(input.lang)) throw new DomainError("VALIDATION", { fields: { lang: "evaluation.errors.langRequired" } });
  const lang: Language = input.lang;
  const classroomId = rowIdOf(input.classroomId);
  const [classroom] = classroomId === null ? [] : await db.select().from(classrooms).where(eq(classrooms.id, classroomId));
  if (!classroom || !canManageClassroom(teacher, classroom)) throw notFound();
  if (!isEvaluated(classroom.age)) throw new DomainError("CLASSROOM_NOT_EVALUATED", { status: 409 });
  if (!canOpenKey(teacher, classroom, input.stage)) throw new DomainError("EVALUATION_STAGE_UNAVAILABLE", { status: 409 });
  for (let attempt = 0; attempt < KEY_CODE_ATTEMPTS; attempt++) {
    // Either unique index may refuse the row: this stage's key exists already, or the code is taken.
    const [created] = await db
      .insert(adventureKeys)
      .values({ classroomId: classroom.id, stage: input.stage, code: drawCode(), lang })
      .onConflictDoNothing()
      .returning();
    if (created) return keyView(created);
    const [existing] = await db
      .select()
      .from(adventureKeys)
      .where(and(eq(adventureKeys.classroomId, classroom.id), eq(adventureKeys.stage, input.stage)));
    if (existing) return keyView(existing);
  }
  throw new Error("no free adventure key code after several draws");
}

/** The key with its classroom, when the teacher owns that classroom. */
async function ownKey(db: Db, teacher: Teacher, id: string | number) {
  const keyId = rowIdOf(id);
  if (keyId === null) return null;
  const [row] = await db
    .select({ key: adventureKeys, classroom: { id: classrooms.id, name: classrooms.name, age: classrooms.age, userId: classrooms.userId } })
    .from(adventureKeys)
    .innerJoin(classrooms, eq(classrooms.id, adventureKeys.classroomId))
    .where(eq(adventureKeys.id, keyId));
  return row && canManageClassroom(teacher, row.classroom) ? row : null;
}

/** Closes a key (section 4): from now on it refuses new groups and answers; the answers given stay. */
export async function closeAdventureKey(db: Db, viewer: Teacher | null, id: string | number, now = new Date()): Promise<AdventureKeyView> {
  const teacher = requireTeacher(viewer);
  const found = await ownKey(db, teacher, id);
  if (!found) throw notFound();
  if (!found.key.open) return keyView(found.key);
  const [row] = await db.update(adventureKeys).set({ open: false, closedAt: now }).where(eq(adventureKeys.id, found.key.id)).returning();
  if (!row) throw notFound();
  return keyView(row);
}

/** Opens a closed key again, with the same code and language: the groups that had started resume. */
export async function reopenAdventureKey(db: Db, viewer: Teacher | null, id: string | number): Promise<AdventureKeyView> {
  const teacher = requireTeacher(viewer);
  const found = await ownKey(db, teacher, id);
  if (!found) throw notFound();
  if (!canOpenKey(teacher, found.classroom, found.key.stage)) throw new DomainError("EVALUATION_STAGE_UNAVAILABLE", { status: 409 });
  if (found.key.open) return keyView(found.key);
  const [row] = await db.update(adventureKeys).set({ open: true, closedAt: null }).where(eq(adventureKeys.id, found.key.id)).returning();
  if (!row) throw notFound();
  return keyView(row);
}

/**
 * Resets a key's groups, for its classroom's teacher only (someone who knew the code started the key's groups up to
 * its limits, say; closing and opening it again keeps them): in one transaction, the groups that never answered
 * are removed (places taken, nothing played), the groups that played keep their answers and results, and the
 * key's limits count again from now (groups_reset_at), its addresses' starts too.
 */
export async function resetAdventureKeyGroups(
  db: Db,
  viewer: Teacher | null,
  id: string | number,
  now = new Date(),
): Promise<AdventureKeyView> {
  const teacher = requireTeacher(viewer);
  const found = await ownKey(db, teacher, id);
  if (!found) throw notFound();
  const keyId = found.key.id;
  const row = await db.transaction(async (tx) => {
    const [locked] = await tx.update(adventureKeys).set({ groupsResetAt: now }).where(eq(adventureKeys.id, keyId)).returning();
    await tx
      .delete(adventureGroups)
      .where(
        and(
          eq(adventureGroups.keyId, keyId),
          sql`not exists (select 1 from ${adventureAnswers} where ${adventureAnswers.groupId} = ${adventureGroups.id})`,
        ),
      );
    const prefix = startsKeyPrefix(keyId);
    await tx.delete(rateLimitHits).where(sql`left(${rateLimitHits.key}, ${prefix.length}) = ${prefix}`);
    return locked;
  });
  if (!row) throw notFound();
  return keyView(row);
}

/** A key and its classroom for the printable card; null when there is none or it is another teacher's. */
export async function adventureKeyCard(db: Db, viewer: Teacher | null, id: string | number): Promise<AdventureKeyCard | null> {
  const teacher = requireTeacher(viewer);
  const found = await ownKey(db, teacher, id);
  if (!found) return null;
  const { userId: _owner, ...classroom } = found.classroom;
  return { ...keyView(found.key), classroom };
}
