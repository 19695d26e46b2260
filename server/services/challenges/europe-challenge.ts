import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import { currentEuropeEdition, type EuropeEditionRules, europeStage, type EuropeStage } from "../../../common/challenges.ts";
import { normaliseCentreCode, otherEuropeEditions } from "../../../common/europe-challenge.ts";
import { type EuropeCentre, EuropeCentreInput } from "../../../common/schemas/europe-challenge.ts";
import type { Db } from "../../db/client.ts";
import { autonomousCommunities, europeChallengeEntries, users } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";
import { europeEditions } from "./challenge-editions.ts";
import { parseOrThrow } from "../validation.ts";

/**
 * The Europe super-challenge (sections 1, 3, 4, 5 and 9; decision 035): the page's edition with its stages, a
 * caller's entry, and pre-registration. Stages come from the product's clock (`now`), never the system's, so the
 * page and the mutations decide alike. Submission is europe-submission.ts's; staff's views europe-staff.ts's.
 */

/** Who asks: an account, with the code of the centre its licence names (their colleagues' entry is theirs too). */
export type EuropeCaller = { id: string; centreCode: string | null };

export type EuropeEntryView = {
  id: number;
  edition: string;
  state: "preregistered" | "submitted";
  centreName: string;
  centreCode: string;
  communityId: number;
  communityName: string;
  town: string;
  students: number;
  preregisteredAt: Date | null;
  submittedAt: Date | null;
  /** Whether the caller sent it (else a colleague of their centre did). */
  mine: boolean;
};

export type EuropeChallengeView = {
  edition: EuropeEditionRules;
  stage: EuropeStage;
  others: EuropeEditionRules[];
  now: Date;
  entry: EuropeEntryView | null;
};

/** The page: the current edition and its stage, the other edition, and the caller's entry (null for a visitor). */
export async function europeChallenge(db: Db, caller: EuropeCaller | null, now: Date): Promise<EuropeChallengeView> {
  const editions = await europeEditions(db);
  const edition = currentEuropeEdition(editions, now);
  const entry = caller ? await findEntry(db, caller, edition.edition) : null;
  return { edition, stage: europeStage(edition, now), others: otherEuropeEditions(editions, edition), now, entry };
}

const entryColumns = {
  id: europeChallengeEntries.id,
  edition: europeChallengeEntries.edition,
  state: europeChallengeEntries.state,
  userId: europeChallengeEntries.userId,
  centreName: europeChallengeEntries.centreName,
  centreCode: europeChallengeEntries.centreCode,
  communityId: europeChallengeEntries.communityId,
  communityName: autonomousCommunities.name,
  town: europeChallengeEntries.town,
  students: europeChallengeEntries.students,
  preregisteredAt: europeChallengeEntries.preregisteredAt,
  submittedAt: europeChallengeEntries.submittedAt,
};

/**
 * The caller's entry in an edition: the one they sent, else the one of their licence's centre (one statement;
 * their own first). `tx` may lock it (submission).
 */
export async function findEntry(
  db: Db,
  caller: EuropeCaller,
  edition: string,
  options: { lock?: boolean } = {},
): Promise<EuropeEntryView | null> {
  const e = europeChallengeEntries;
  const code = caller.centreCode ? normaliseCentreCode(caller.centreCode) : null;
  const whose = code ? or(eq(e.userId, caller.id), eq(e.centreCode, code)) : eq(e.userId, caller.id);
  const query = db
    .select(entryColumns)
    .from(e)
    .innerJoin(autonomousCommunities, eq(autonomousCommunities.id, e.communityId))
    .where(and(eq(e.edition, edition), whose))
    .orderBy(desc(sql`${e.userId} = ${caller.id}`), asc(e.id))
    .limit(1);
  const [row] = options.lock ? await query.for("update", { of: e }) : await query;
  if (!row) return null;
  const { userId, ...entry } = row;
  return { ...entry, mine: userId === caller.id };
}

/** The input's community, which must exist (a field's message otherwise). */
export async function checkCommunity(db: Db, communityId: number, field = "communityId"): Promise<void> {
  const [row] = await db
    .select({ id: autonomousCommunities.id })
    .from(autonomousCommunities)
    .where(eq(autonomousCommunities.id, communityId))
    .limit(1);
  if (!row) throw new DomainError("VALIDATION", { fields: { [field]: "europeChallenge.errors.communityRequired" } });
}

/** Spain's autonomous communities (and cities), by name: the forms' choice. */
export function europeCommunities(db: Db): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: autonomousCommunities.id, name: autonomousCommunities.name })
    .from(autonomousCommunities)
    .orderBy(asc(autonomousCommunities.name));
}

/**
 * Pre-registers a centre in the current edition, during its pre-registration stage only: one entry per centre
 * (by its code, trimmed and upper-cased: the unique index decides, so two at once cannot both pass) and one
 * centre per account in an edition (the account's row is locked meanwhile).
 */
export async function preRegister(db: Db, caller: EuropeCaller, input: unknown, now: Date): Promise<EuropeEntryView> {
  const edition = currentEuropeEdition(await europeEditions(db), now);
  if (europeStage(edition, now) !== "preRegistration") throw new DomainError("EUROPE_STAGE_CLOSED", { status: 409 });
  const centre = parseOrThrow(EuropeCentreInput, input);
  await checkCommunity(db, centre.communityId);
  const id = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.id)).for("update");
    const [own] = await tx
      .select({ id: europeChallengeEntries.id })
      .from(europeChallengeEntries)
      .where(and(eq(europeChallengeEntries.edition, edition.edition), eq(europeChallengeEntries.userId, caller.id)))
      .limit(1);
    if (own) throw new DomainError("EUROPE_ALREADY_ENTERED", { status: 409 });
    const inserted = await insertEntry(tx, caller.id, edition.edition, centre, {
      state: "preregistered",
      preregisteredAt: now,
      preRegisteredBy: caller.id,
    });
    if (!inserted) throw centreTaken();
    return inserted;
  });
  const entry = await findEntry(db, { id: caller.id, centreCode: null }, edition.edition);
  if (!entry || entry.id !== id) throw new Error("Europe entry not stored");
  return entry;
}

/** A new entry, or null when the edition already has one for the centre's code. */
export async function insertEntry(
  tx: Db,
  userId: string,
  edition: string,
  centre: EuropeCentre,
  values: Partial<typeof europeChallengeEntries.$inferInsert> & { state: "preregistered" | "submitted" },
): Promise<number | null> {
  const [row] = await tx
    .insert(europeChallengeEntries)
    .values({ edition, userId, ...centre, ...values })
    .onConflictDoNothing({ target: [europeChallengeEntries.edition, europeChallengeEntries.centreCode] })
    .returning({ id: europeChallengeEntries.id });
  return row?.id ?? null;
}

export const centreTaken = (field = "centreCode") =>
  new DomainError("EUROPE_CENTRE_TAKEN", { status: 409, fields: { [field]: "europeChallenge.errors.centreTaken" } });
