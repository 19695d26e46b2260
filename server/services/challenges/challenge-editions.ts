import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import {
  afterDay,
  type CHALLENGE_KINDS,
  currentEdition,
  type EuropeEditionRules,
  europeStage,
  type TeacherEditionRules,
  teacherChallengeStage,
} from "../../../common/challenges.ts";
import { CHALLENGE_EDITION_KIND } from "../../../common/editing-kinds.ts";
import type { Db } from "../../db/client.ts";
import { challengeEditions } from "../../db/schema/index.ts";
import { defineKind, type SaveContext } from "../editing/kind.ts";

/**
 * The super-challenges' editions (decision 042): the table the services read an edition's dates and limits from,
 * and the staff's editor of them (issue 18). The stage functions of common/challenges.ts stay pure; these give them
 * an edition's rules. Each change is audited in its own transaction; a save that changes nothing writes no entry.
 */

export type ChallengeKind = (typeof CHALLENGE_KINDS)[number];

type Row = typeof challengeEditions.$inferSelect;

export function teacherRules(row: Row): TeacherEditionRules {
  return {
    edition: row.edition,
    opensAt: row.opensAt.toISOString(),
    closesAt: afterDay(row.deadline),
    deadline: row.deadline,
    winners: row.winners ?? 0,
    places: row.places ?? 0,
  };
}

export function europeRules(row: Row): EuropeEditionRules {
  return {
    edition: row.edition,
    opensAt: row.opensAt.toISOString(),
    preRegistrationClosesAt: row.preRegistrationDeadline ? afterDay(row.preRegistrationDeadline) : null,
    closesAt: afterDay(row.deadline),
    preRegistrationDeadline: row.preRegistrationDeadline,
    deadline: row.deadline,
    videoMaxSeconds: row.videoMaxSeconds ?? 0,
    prizeEuros: row.prizeEuros ?? 0,
    finalists: row.finalists ?? 0,
    audience: (row.audience ?? "primaryAndSecondary") as EuropeEditionRules["audience"],
  };
}

function rowsOf(db: Db, kind: ChallengeKind): Promise<Row[]> {
  return db
    .select()
    .from(challengeEditions)
    .where(eq(challengeEditions.kind, kind))
    .orderBy(asc(challengeEditions.opensAt), asc(challengeEditions.id));
}

/** Every Europe edition, oldest first. */
export async function europeEditions(db: Db): Promise<EuropeEditionRules[]> {
  return (await rowsOf(db, "europe")).map(europeRules);
}

/** The teachers' edition the page presents at `now`: the latest opened, or the first while none has. */
export async function currentTeacherEdition(db: Db, now: Date): Promise<TeacherEditionRules> {
  const edition = currentEdition((await rowsOf(db, "teacher")).map(teacherRules), now);
  if (!edition) throw new Error("no teachers' super-challenge edition");
  return edition;
}

/** An edition as its editor holds it, with its stage at the product's clock. */
export type EditableChallengeEdition = Row & { stage: string; closesAt: string; preRegistrationClosesAt: string | null };

function editable(row: Row, now: Date): EditableChallengeEdition {
  const europe = europeRules(row);
  const stage = row.kind === "teacher" ? teacherChallengeStage(teacherRules(row), now) : europeStage(europe, now);
  return { ...row, stage, closesAt: europe.closesAt, preRegistrationClosesAt: europe.preRegistrationClosesAt };
}

/** An edition's label: a year ("2025") or a school year ("2025-26"). */
export const EDITION_LABEL = /^\d{4}(-\d{2})?$/;

/** The limits each kind's edition requires (the other kind's are stored null). */
const REQUIRED = { teacher: ["winners", "places"], europe: ["videoMaxSeconds", "prizeEuros", "finalists", "audience"] } as const;

/** What the domain refuses: a new edition without its kind or label, or with a label taken; dates out of order; a limit missing. */
async function refusals({ input, previous, db }: SaveContext<Record<string, any>>) {
  const fields: Record<string, string> = {};
  const kind: ChallengeKind | null = previous?.kind ?? input.kind ?? null;
  const label = previous?.edition ?? input.edition;
  if (!kind) fields.kind = "editing.errors.required";
  if (!label) fields.edition = "editing.errors.required";
  if (!previous && kind && label) {
    const [taken] = await db
      .select({ id: challengeEditions.id })
      .from(challengeEditions)
      .where(and(eq(challengeEditions.kind, kind), eq(challengeEditions.edition, label)))
      .limit(1);
    if (taken) fields.edition = "editing.challenge.errors.editionTaken";
  }
  const opensAt = new Date(input.opensAt);
  const preRegistrationDeadline = kind === "europe" ? input.preRegistrationDeadline || null : null;
  if (new Date(afterDay(input.deadline)) <= opensAt) fields.deadline = "editing.challenge.errors.deadlineBeforeOpening";
  if (preRegistrationDeadline) {
    if (new Date(afterDay(preRegistrationDeadline)) <= opensAt)
      fields.preRegistrationDeadline = "editing.challenge.errors.deadlineBeforeOpening";
    else if (preRegistrationDeadline >= input.deadline)
      fields.preRegistrationDeadline = "editing.challenge.errors.preRegistrationAfterDeadline";
  }
  for (const field of kind ? REQUIRED[kind] : []) if (input[field] == null) fields[field] = "editing.errors.required";
  return fields;
}

/**
 * The editions' editor (issue 18): every edition, the teachers' then Europe's, each oldest first, with its stage; one
 * edition; its save — created with its kind and label (which never change after: the entries name them), or its dates
 * and limits changed, the other kind's stored null. Audited as "europe 2025-26"; a save that changes nothing writes nothing.
 */
export const challengeEditionKind = defineKind<EditableChallengeEdition>({
  content: CHALLENGE_EDITION_KIND,
  table: challengeEditions,
  audit: {
    entity: "challengeEdition",
    create: "challengeEditionCreate",
    update: "challengeEditionUpdate",
    label: (row) => `${row.kind} ${row.edition}`,
  },
  area: "challenges",
  order: () => [asc(challengeEditions.kind), asc(challengeEditions.opensAt), asc(challengeEditions.id)],
  input: { edition: z.string().trim().regex(EDITION_LABEL, "editing.challenge.errors.edition").nullish() },
  check: refusals,
  values: ({ input, previous }) => {
    const kind: ChallengeKind = previous?.kind ?? input.kind;
    const other = Object.fromEntries(REQUIRED[kind === "europe" ? "teacher" : "europe"].map((field) => [field, null]));
    return { kind, edition: previous?.edition ?? input.edition, ...other, ...(kind === "teacher" && { preRegistrationDeadline: null }) };
  },
  onInsert: (_tx, now) => ({ updatedAt: now }),
  onUpdate: (now) => ({ updatedAt: now }),
  present: (row, now) => editable(row as Row, now),
});

/** What the next edition of a kind is proposed with. */
export type ChallengeEditionDraft = Pick<Row, "kind" | "edition" | "deadline"> & { opensAt: string } & Partial<
    Pick<Row, "preRegistrationDeadline" | "winners" | "places" | "videoMaxSeconds" | "prizeEuros" | "finalists" | "audience">
  >;

/**
 * What the next edition of a kind is proposed with: the latest edition's label a year on ("2024" → "2025",
 * "2025-26" → "2026-27"), its dates a year on, its limits.
 */
export async function nextChallengeEditionDraft(db: Db, kind: ChallengeKind): Promise<ChallengeEditionDraft> {
  const rows = await rowsOf(db, kind);
  const last = rows.at(-1);
  if (!last) return { kind, edition: "", opensAt: new Date().toISOString(), deadline: "" };
  const yearOn = (d: string) => `${Number(d.slice(0, 4)) + 1}${d.slice(4)}`;
  const label = /^(\d{4})-(\d{2})$/.exec(last.edition);
  const edition = label
    ? `${Number(label[1]) + 1}-${String((Number(label[2]) + 1) % 100).padStart(2, "0")}`
    : /^\d{4}$/.test(last.edition)
      ? String(Number(last.edition) + 1)
      : "";
  const opensAt = new Date(last.opensAt);
  opensAt.setUTCFullYear(opensAt.getUTCFullYear() + 1);
  return {
    kind,
    edition,
    opensAt: opensAt.toISOString(),
    preRegistrationDeadline: last.preRegistrationDeadline ? yearOn(last.preRegistrationDeadline) : null,
    deadline: yearOn(last.deadline),
    winners: last.winners,
    places: last.places,
    videoMaxSeconds: last.videoMaxSeconds,
    prizeEuros: last.prizeEuros,
    finalists: last.finalists,
    audience: last.audience,
  };
}
