import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import {
  afterDay,
  currentEdition,
  type EuropeEditionRules,
  europeStage,
  type TeacherEditionRules,
  teacherChallengeStage,
} from "../../../common/challenges.ts";
import type { Db } from "../../db/client.ts";
import { challengeEditions } from "../../db/schema/index.ts";
import { type AuditActor, recordAudit } from "../audit/audit-log.ts";
import { DomainError } from "../errors.ts";
import { parseOrThrow } from "../validation.ts";

/**
 * The super-challenges' editions (decision 042): the table the services read an edition's dates and limits from,
 * and the staff's editor of them (issue 18). The stage functions of common/challenges.ts stay pure; these give them
 * an edition's rules. Each change is audited in its own transaction; a save that changes nothing writes no entry.
 */

export const CHALLENGE_KINDS = ["teacher", "europe"] as const;
export type ChallengeKind = (typeof CHALLENGE_KINDS)[number];
export const EUROPE_AUDIENCES = ["primaryAndSecondary", "primary"] as const;

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

/** Every edition for the staff: the teachers' then Europe's, each oldest first. */
export async function challengeEditionsForEditors(db: Db, now: Date): Promise<EditableChallengeEdition[]> {
  const rows = await db
    .select()
    .from(challengeEditions)
    .orderBy(asc(challengeEditions.kind), asc(challengeEditions.opensAt), asc(challengeEditions.id));
  return rows.map((row) => editable(row, now));
}

/** One edition for its editor; null when unknown. */
export async function editableChallengeEdition(db: Db, now: Date, id: number): Promise<EditableChallengeEdition | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const [row] = await db.select().from(challengeEditions).where(eq(challengeEditions.id, id)).limit(1);
  return row ? editable(row, now) : null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string()
  .trim()
  .regex(DAY, "editing.errors.date")
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    "editing.errors.date",
  );
const limit = z
  .number("editing.errors.required")
  .int("editing.challenge.errors.positive")
  .min(1, "editing.challenge.errors.positive")
  .max(1_000_000, "editing.challenge.errors.positive");

/** An edition's label: a year ("2025") or a school year ("2025-26"). */
export const EDITION_LABEL = /^\d{4}(-\d{2})?$/;

export const ChallengeEditionInput = z.object({
  /** Only when creating: the kind and the label (an edition's label never changes: its entries name it). */
  kind: z.enum(CHALLENGE_KINDS, "errors.validation").nullish(),
  edition: z.string().trim().regex(EDITION_LABEL, "editing.challenge.errors.edition").nullish(),
  /** ISO 8601 with its offset (the form reads Madrid's wall clock). */
  opensAt: z.string().datetime({ offset: true, message: "editing.errors.date" }),
  preRegistrationDeadline: day.nullish(),
  deadline: day,
  winners: limit.nullish(),
  places: limit.nullish(),
  videoMaxSeconds: limit.nullish(),
  prizeEuros: limit.nullish(),
  finalists: limit.nullish(),
  audience: z.enum(EUROPE_AUDIENCES, "errors.validation").nullish(),
});
export type ChallengeEditionInput = z.input<typeof ChallengeEditionInput>;

function snapshot(row: Row) {
  const { kind, edition, opensAt, preRegistrationDeadline, deadline, winners, places, videoMaxSeconds, prizeEuros, finalists, audience } =
    row;
  return {
    kind,
    edition,
    opensAt: opensAt.toISOString(),
    preRegistrationDeadline,
    deadline,
    winners,
    places,
    videoMaxSeconds,
    prizeEuros,
    finalists,
    audience,
  };
}

/**
 * Creates (no `id`: `kind` and `edition` given) or updates an edition's dates and limits. Refusals: VALIDATION with
 * each field's message (dates out of order, limits not positive whole numbers, a label taken in its kind), NOT_FOUND.
 */
export async function saveChallengeEdition(
  db: Db,
  actor: AuditActor,
  now: Date,
  args: { id?: number | null; input: ChallengeEditionInput },
): Promise<EditableChallengeEdition> {
  const input = parseOrThrow(ChallengeEditionInput, args.input);
  const previous = args.id == null ? null : await editableChallengeEdition(db, now, args.id);
  if (args.id != null && !previous) throw new DomainError("NOT_FOUND", { status: 404 });
  const kind = previous?.kind ?? input.kind;
  const label = previous?.edition ?? input.edition;
  const fields: Record<string, string> = {};
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
  const europe = kind === "europe";
  const preRegistrationDeadline = europe ? (input.preRegistrationDeadline ?? null) : null;
  if (new Date(afterDay(input.deadline)) <= opensAt) fields.deadline = "editing.challenge.errors.deadlineBeforeOpening";
  if (preRegistrationDeadline) {
    if (new Date(afterDay(preRegistrationDeadline)) <= opensAt)
      fields.preRegistrationDeadline = "editing.challenge.errors.deadlineBeforeOpening";
    else if (preRegistrationDeadline >= input.deadline)
      fields.preRegistrationDeadline = "editing.challenge.errors.preRegistrationAfterDeadline";
  }
  const required = europe ? (["videoMaxSeconds", "prizeEuros", "finalists", "audience"] as const) : (["winners", "places"] as const);
  for (const field of required) if (input[field] == null) fields[field] = "editing.errors.required";
  if (Object.keys(fields).length > 0) throw new DomainError("VALIDATION", { fields });
  const values = {
    opensAt,
    preRegistrationDeadline,
    deadline: input.deadline,
    winners: europe ? null : (input.winners ?? null),
    places: europe ? null : (input.places ?? null),
    videoMaxSeconds: europe ? (input.videoMaxSeconds ?? null) : null,
    prizeEuros: europe ? (input.prizeEuros ?? null) : null,
    finalists: europe ? (input.finalists ?? null) : null,
    audience: europe ? (input.audience ?? null) : null,
  };
  const saved = await db.transaction(async (tx) => {
    if (!previous) {
      const [row] = await tx
        .insert(challengeEditions)
        .values({ ...values, kind: kind as ChallengeKind, edition: label as string, updatedAt: now })
        .onConflictDoNothing({ target: [challengeEditions.kind, challengeEditions.edition] })
        .returning();
      if (!row) throw new DomainError("VALIDATION", { fields: { edition: "editing.challenge.errors.editionTaken" } });
      await recordAudit(tx, actor, {
        action: "challengeEditionCreate",
        entity: "challengeEdition",
        entityId: String(row.id),
        label: editionLabel(row),
        before: null,
        after: snapshot(row),
      });
      return row;
    }
    const before = snapshot(previous);
    const unchanged = JSON.stringify(before) === JSON.stringify(snapshot({ ...previous, ...values }));
    if (unchanged) return previous;
    const [row] = await tx
      .update(challengeEditions)
      .set({ ...values, updatedAt: now })
      .where(eq(challengeEditions.id, previous.id))
      .returning();
    if (!row) throw new DomainError("NOT_FOUND", { status: 404 });
    await recordAudit(tx, actor, {
      action: "challengeEditionUpdate",
      entity: "challengeEdition",
      entityId: String(row.id),
      label: editionLabel(row),
      before,
      after: snapshot(row),
    });
    return row;
  });
  return editable(saved, now);
}

/** What the audit log calls an edition: its kind and label ("europe 2025-26"). */
function editionLabel(row: Row): string {
  return `${row.kind} ${row.edition}`;
}

/**
 * What the next edition of a kind is proposed with: the latest edition's label a year on ("2024" → "2025",
 * "2025-26" → "2026-27"), its dates a year on, its limits.
 */
export async function nextChallengeEditionDraft(db: Db, kind: ChallengeKind): Promise<ChallengeEditionInput> {
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
    audience: last.audience as (typeof EUROPE_AUDIENCES)[number] | null,
  };
}
