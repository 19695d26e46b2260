import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, gt, sql } from "drizzle-orm";
import {
  ADVENTURE_LIMITS,
  ADVENTURE_TOKEN_PATTERN,
  type AdventureQuestionView,
  GROUP_NUMBER_MAX,
  type GroupName,
  groupLabel,
  groupNameOf,
  normalizeKeyCode,
} from "../../../common/adventure.ts";
import { type EvaluatedSegment, GROUP_ANIMALS, type GroupAnimal, isEvaluated, MAX_PUPILS_PER_GROUP } from "../../../common/evaluation.ts";
import { type Language, storedLanguage } from "../../../common/languages.ts";
import { blockedForSeconds, recordFailure } from "../../auth/rate-limit.ts";
import type { Db } from "../../db/client.ts";
import { adventureAnswers, adventureGroups, adventureKeys, classrooms } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";
import { questionsOf, questionView } from "./questions/index.ts";
import { scoreAnswer } from "./questions/scoring.ts";

/**
 * The pupils' adventure (issue 15, decision 033): a key's code opens it without an account; a group named by an
 * animal or a number (1 to 3 pupils on one device) answers its segment's questions one at a time, in order, each
 * answer scored and stored as it is given with its area. The group comes back by its random token; the server
 * holds its position. A closed key takes no new group and no answer. The adventure plays in the key's language.
 */

/** A key as the adventure sees it: playable when open and its classroom's segment is evaluated. */
export type AdventureView = {
  keyId: number;
  code: string;
  lang: Language;
  open: boolean;
  segment: EvaluatedSegment | null;
  questionCount: number;
};

/**
 * A group's state: how far it is and, until it has finished, its next question and the ones after it (without
 * their keys): the page plays them on the device, so a dropped network does not stop the group (issue 33).
 */
export type AdventureGroupView = {
  /** An opaque name of the group for the device's own storage (from its token, which it does not reveal). */
  ref: string;
  label: string;
  name: GroupName;
  pupils: number;
  answered: number;
  questionCount: number;
  finished: boolean;
  question: AdventureQuestionView | null;
  ahead: AdventureQuestionView[];
};

type KeyRow = { keyId: number; code: string; lang: string; open: boolean; age: string };

const keyColumns = {
  keyId: adventureKeys.id,
  code: adventureKeys.code,
  lang: adventureKeys.lang,
  open: adventureKeys.open,
  age: classrooms.age,
};

function viewOf(row: KeyRow): AdventureView {
  const segment = isEvaluated(row.age as never) ? (row.age as EvaluatedSegment) : null;
  // A key of a segment that is not evaluated (none should exist) cannot be played: it reads as closed.
  return {
    keyId: row.keyId,
    code: row.code,
    lang: storedLanguage(row.lang),
    open: row.open && segment !== null,
    segment,
    questionCount: segment ? questionsOf(segment).length : 0,
  };
}

/** The wrong codes' rate-limit key for an address, when the request says which. */
const addressKey = (ip: string) => (ip !== "" && ip !== "unknown" ? `adventure:ip:${ip}` : null);

/** The rate-limit key of one key's group starts from an address (a reset forgets them: adventure-keys.ts). */
export const startsKey = (keyId: number, ip: string) => (ip !== "" && ip !== "unknown" ? `${startsKeyPrefix(keyId)}${ip}` : null);
export const startsKeyPrefix = (keyId: number) => `adventure-start:${keyId}:ip:`;

/**
 * The adventure a code opens, as typed (case, spaces and dashes do not matter); null when it opens none. A code
 * that could be one but opens nothing counts as a wrong try of the address; once an address has too many within
 * the window, every code is refused, right or wrong (a right code must not be found by trying while blocked).
 * A device that brings the token of one of the key's groups goes on regardless: a school's pupils share one
 * address, and a group half-way through must not be stopped by another's typing.
 */
export async function findAdventure(db: Db, input: { code: string; ip: string; token?: string | null }): Promise<AdventureView | null> {
  const code = normalizeKeyCode(input.code);
  if (!code) return null;
  if (input.token && ADVENTURE_TOKEN_PATTERN.test(input.token)) {
    const [row] = await db
      .select(keyColumns)
      .from(adventureGroups)
      .innerJoin(adventureKeys, eq(adventureKeys.id, adventureGroups.keyId))
      .innerJoin(classrooms, eq(classrooms.id, adventureKeys.classroomId))
      .where(and(eq(adventureGroups.token, input.token), eq(adventureKeys.code, code)))
      .limit(1);
    if (row) return viewOf(row);
  }
  const address = addressKey(input.ip);
  if (address) {
    const seconds = await blockedForSeconds(db, address, ADVENTURE_LIMITS.wrongCodesPerAddress, ADVENTURE_LIMITS.wrongCodesWindowMinutes);
    if (seconds > 0)
      throw new DomainError("ADVENTURE_TOO_MANY_ATTEMPTS", {
        fields: { code: "adventure.errors.tooManyAttempts" },
        status: 429,
        retryAfter: seconds,
      });
  }
  const [row] = await db
    .select(keyColumns)
    .from(adventureKeys)
    .innerJoin(classrooms, eq(classrooms.id, adventureKeys.classroomId))
    .where(eq(adventureKeys.code, code))
    .limit(1);
  if (row) return viewOf(row);
  if (address) await recordFailure(db, [address]);
  return null;
}

/** The device's name for a group: a hash of its token, so storage on the device never holds the token itself. */
const groupRef = (token: string) => createHash("sha256").update(`adventure-group:${token}`).digest("base64url").slice(0, 16);

function groupView(group: { label: string; pupils: number; position: number; token: string }, key: AdventureView): AdventureGroupView {
  const questions = key.segment ? questionsOf(key.segment) : [];
  const next = questions[group.position];
  return {
    ref: groupRef(group.token),
    label: group.label,
    name: groupNameOf(group.label) ?? { number: 0 },
    pupils: group.pupils,
    answered: Math.min(group.position, questions.length),
    questionCount: questions.length,
    finished: group.position >= questions.length,
    question: next ? questionView(next, group.position, key.lang) : null,
    ahead: questions.slice(group.position).map((question, i) => questionView(question, group.position + i, key.lang)),
  };
}

/** A key's group by its token; null for any other token (another key's, an unknown one, not a token). */
export async function groupOfKey(db: Db, key: AdventureView, token: string | null | undefined): Promise<AdventureGroupView | null> {
  if (!token || !ADVENTURE_TOKEN_PATTERN.test(token)) return null;
  const [group] = await db
    .select({ label: adventureGroups.label, pupils: adventureGroups.pupils, position: adventureGroups.position })
    .from(adventureGroups)
    .where(and(eq(adventureGroups.token, token), eq(adventureGroups.keyId, key.keyId)))
    .limit(1);
  return group ? groupView({ ...group, token }, key) : null;
}

/** The group's name as sent: exactly one of an animal of the list and a number from 1 to GROUP_NUMBER_MAX. */
function readName(input: { animal?: string | null; number?: number | null }): GroupName {
  const { animal, number } = input;
  if (animal != null && number == null && (GROUP_ANIMALS as readonly string[]).includes(animal)) return { animal: animal as GroupAnimal };
  if (number != null && animal == null && Number.isInteger(number) && number >= 1 && number <= GROUP_NUMBER_MAX) return { number };
  throw new DomainError("VALIDATION", { fields: { name: "adventure.errors.name" } });
}

/**
 * A group starts the adventure of an open key: named by an animal or a number (never free text), with 1 to
 * MAX_PUPILS_PER_GROUP pupils. Refusals: VALIDATION (name, pupils), ADVENTURE_KEY_UNKNOWN, ADVENTURE_CLOSED,
 * ADVENTURE_TOO_MANY_GROUPS (the key's groups per hour or in all), ADVENTURE_TOO_MANY_ATTEMPTS (the address's
 * wrong codes). The new group's token is its way back; the key's row is locked while its groups are counted.
 */
export async function startGroup(
  db: Db,
  input: { code: string; animal?: string | null; number?: number | null; pupils: number; ip: string },
): Promise<{ token: string; key: AdventureView; group: AdventureGroupView }> {
  const name = readName(input);
  if (!Number.isInteger(input.pupils) || input.pupils < 1 || input.pupils > MAX_PUPILS_PER_GROUP) {
    throw new DomainError("VALIDATION", { fields: { pupils: "adventure.errors.pupils" } });
  }
  const key = await findAdventure(db, { code: input.code, ip: input.ip });
  if (!key) throw new DomainError("ADVENTURE_KEY_UNKNOWN", { fields: { code: "adventure.errors.unknown" }, status: 404 });
  if (!key.open) throw new DomainError("ADVENTURE_CLOSED", { status: 409 });
  // One address's share of the key's groups an hour (a class behind one address never meets it: ADVENTURE_LIMITS).
  const starts = startsKey(key.keyId, input.ip);
  if (starts) {
    const seconds = await blockedForSeconds(db, starts, ADVENTURE_LIMITS.groupStartsPerAddressPerHour, 60);
    if (seconds > 0) throw new DomainError("ADVENTURE_TOO_MANY_STARTS", { status: 429, retryAfter: seconds });
  }
  const token = randomBytes(24).toString("base64url");
  const row = { keyId: key.keyId, label: groupLabel(name), pupils: input.pupils, token };
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ open: adventureKeys.open, resetAt: adventureKeys.groupsResetAt })
      .from(adventureKeys)
      .where(eq(adventureKeys.id, key.keyId))
      .for("update");
    if (!locked?.open) throw new DomainError("ADVENTURE_CLOSED", { status: 409 });
    const hourAgo = new Date(Date.now() - 3_600_000);
    // The key's limits count the groups started since its teacher last reset them.
    const since = locked.resetAt ? gt(adventureGroups.createdAt, locked.resetAt) : undefined;
    const [counts] = await tx
      .select({
        all: count(),
        lastHour: sql<number>`count(*) filter (where ${adventureGroups.createdAt} > ${hourAgo.toISOString()})`.mapWith(Number),
        firstOfHour: sql<
          string | null
        >`min(${adventureGroups.createdAt}) filter (where ${adventureGroups.createdAt} > ${hourAgo.toISOString()})`,
      })
      .from(adventureGroups)
      .where(and(eq(adventureGroups.keyId, key.keyId), since));
    // The key's groups in all: no wait lifts that (no Retry-After); the hour's: when its first group leaves the hour.
    if ((counts?.all ?? 0) >= ADVENTURE_LIMITS.groupsPerKey) throw new DomainError("ADVENTURE_TOO_MANY_GROUPS", { status: 429 });
    if ((counts?.lastHour ?? 0) >= ADVENTURE_LIMITS.groupsPerKeyPerHour) {
      const first = counts?.firstOfHour ? new Date(counts.firstOfHour).getTime() : Date.now();
      throw new DomainError("ADVENTURE_TOO_MANY_GROUPS", {
        status: 429,
        retryAfter: Math.max(1, Math.ceil((first + 3_600_000 - Date.now()) / 1000)),
      });
    }
    await tx.insert(adventureGroups).values(row);
  });
  if (starts) await recordFailure(db, [starts]);
  return { token, key, group: groupView({ ...row, position: 0 }, key) };
}

/**
 * A group answers its next question: the answer is read against the question, scored with its key and stored
 * with its area, and the group moves on (finished after the last). The same question sent again (a retry after
 * a dropped connection, a form posted twice) changes nothing and answers the group's state; a later question,
 * or one not in the sequence, is ADVENTURE_OUT_OF_ORDER; a closed key, ADVENTURE_CLOSED; an unknown token,
 * NOT_FOUND. The group's row is locked, so two answers sent at once cannot both move it.
 */
export async function answerQuestion(db: Db, input: { token: string; questionId: string; answer: unknown }): Promise<AdventureGroupView> {
  if (!ADVENTURE_TOKEN_PATTERN.test(input.token)) throw new DomainError("NOT_FOUND", { status: 404 });
  return db.transaction(async (tx) => {
    const [group] = await tx
      .select({
        id: adventureGroups.id,
        label: adventureGroups.label,
        pupils: adventureGroups.pupils,
        position: adventureGroups.position,
        keyId: adventureGroups.keyId,
      })
      .from(adventureGroups)
      .where(eq(adventureGroups.token, input.token))
      .for("update");
    if (!group) throw new DomainError("NOT_FOUND", { status: 404 });
    const [keyRow] = await tx
      .select(keyColumns)
      .from(adventureKeys)
      .innerJoin(classrooms, eq(classrooms.id, adventureKeys.classroomId))
      .where(eq(adventureKeys.id, group.keyId));
    if (!keyRow) throw new DomainError("NOT_FOUND", { status: 404 });
    const key = viewOf(keyRow);
    if (!key.open || !key.segment) throw new DomainError("ADVENTURE_CLOSED", { status: 409 });
    const questions = questionsOf(key.segment);
    const index = questions.findIndex((question) => question.id === input.questionId);
    if (index !== -1 && index < group.position) return groupView({ ...group, token: input.token }, key);
    const question = questions[index];
    if (!question || index !== group.position) throw new DomainError("ADVENTURE_OUT_OF_ORDER", { status: 409 });
    const { answer, correct } = scoreAnswer(question, input.answer);
    await tx
      .insert(adventureAnswers)
      .values({ groupId: group.id, questionId: question.id, area: question.area, answer, correct })
      .onConflictDoNothing();
    const position = group.position + 1;
    await tx
      .update(adventureGroups)
      .set({ position, ...(position >= questions.length ? { finishedAt: new Date() } : {}) })
      .where(eq(adventureGroups.id, group.id));
    return groupView({ ...group, position, token: input.token }, key);
  });
}
