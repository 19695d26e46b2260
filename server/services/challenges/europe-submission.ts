import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { currentEuropeEdition, europeStage } from "../../../common/challenges.ts";
import { fieldErrors } from "../../../common/schemas/account.ts";
import {
  type EuropeCentre,
  type EuropeSubmission,
  EuropeSubmissionInput,
  EuropeSubmissionWithCentreInput,
} from "../../../common/schemas/europe-challenge.ts";
import type { Db } from "../../db/client.ts";
import { europeChallengeEntries, europeChallengeFiles, users } from "../../db/schema/index.ts";
import type { Storage } from "../../storage/storage.ts";
import { DomainError } from "../errors.ts";
import { europeEditions } from "./challenge-editions.ts";
import { centreTaken, checkCommunity, type EuropeCaller, type EuropeEntryView, findEntry, insertEntry } from "./europe-challenge.ts";
import { checkFiles, countFiles, type EuropeUploads, removeFiles, storeFiles } from "./europe-files.ts";

/**
 * Submitting a centre's Europe entry (sections 3, 4, 5 and 9; decision 035), during the edition's submission
 * stage only, once. In an edition with pre-registration (2025-26) the caller's centre must have pre-registered
 * and its entry is completed; in one without (2024-25) the submission brings the centre's fields and makes the
 * entry. Every rule is checked before anything is stored, the files' content last; the files are stored before
 * the transaction that records them, and removed again if it fails: a refused submission leaves nothing.
 */
export async function submitEurope(
  db: Db,
  storage: Storage | undefined,
  caller: EuropeCaller,
  input: unknown,
  uploads: EuropeUploads,
  now: Date,
): Promise<EuropeEntryView> {
  const rules = currentEuropeEdition(await europeEditions(db), now);
  if (europeStage(rules, now) !== "submission") throw new DomainError("EUROPE_STAGE_CLOSED", { status: 409 });
  const preRegistered = rules.preRegistrationClosesAt !== null;
  const existing = await findEntry(db, caller, rules.edition);
  if (preRegistered && !existing) throw new DomainError("EUROPE_NOT_PREREGISTERED", { status: 409 });
  if (existing?.state === "submitted") throw new DomainError("EUROPE_ALREADY_SUBMITTED", { status: 409 });

  // A missing centre is read as an empty one, so each of its fields gets its own message.
  const given = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
  const parsed = z.safeParse(
    preRegistered ? EuropeSubmissionInput : EuropeSubmissionWithCentreInput,
    preRegistered ? given : { ...given, centre: given.centre ?? {} },
  );
  const fields = parsed.success ? {} : fieldErrors(parsed.error);
  Object.assign(fields, countFiles(uploads, given.peopleShown));
  if (Object.keys(fields).length > 0 || !parsed.success) throw new DomainError("VALIDATION", { fields });
  const submission: EuropeSubmission = parsed.data;
  const centre = preRegistered ? null : ((parsed.data as { centre?: EuropeCentre }).centre ?? null);
  if (centre) await checkCommunity(db, centre.communityId, "centre.communityId");

  const checked = await checkFiles(uploads, rules, submission.peopleShown);
  if (Object.keys(checked.fields).length > 0) throw new DomainError("VALIDATION", { fields: checked.fields });
  if (!storage) throw new Error("no storage configured for uploads");
  const { rows, keys } = await storeFiles(storage, checked.files);

  const project = {
    problem: submission.problem,
    solution: submission.solution,
    sustainability: submission.sustainability,
    technology: submission.technology,
    ideation: submission.ideation,
    peopleShown: submission.peopleShown,
    travellers: submission.travellers,
    travelProtocol: submission.travelProtocol,
    state: "submitted" as const,
    submittedAt: now,
    // Who sent it, which may be a colleague of the centre's, not the account that pre-registered it.
    submittedBy: caller.id,
  };
  try {
    await db.transaction(async (tx) => {
      let entryId: number;
      if (!centre) {
        // Locked: of two submissions at once, the second finds it submitted.
        const entry = await findEntry(tx, caller, rules.edition, { lock: true });
        if (!entry) throw new DomainError("EUROPE_NOT_PREREGISTERED", { status: 409 });
        if (entry.state === "submitted") throw new DomainError("EUROPE_ALREADY_SUBMITTED", { status: 409 });
        await tx
          .update(europeChallengeEntries)
          .set(project)
          .where(and(eq(europeChallengeEntries.id, entry.id), eq(europeChallengeEntries.state, "preregistered")));
        entryId = entry.id;
      } else {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.id)).for("update");
        const own = await findEntry(tx, { id: caller.id, centreCode: null }, rules.edition);
        if (own) throw new DomainError("EUROPE_ALREADY_SUBMITTED", { status: 409 });
        const inserted = await insertEntry(tx, caller.id, rules.edition, centre, project);
        if (inserted === null) throw centreTaken("centre.centreCode");
        entryId = inserted;
      }
      await tx.insert(europeChallengeFiles).values(rows.map((row) => ({ ...row, entryId })));
    });
  } catch (error) {
    await removeFiles(storage, keys);
    throw error;
  }
  const entry = await findEntry(db, caller, rules.edition);
  if (!entry) throw new Error("Europe entry not stored");
  return entry;
}
