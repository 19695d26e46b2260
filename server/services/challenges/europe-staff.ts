import { asc, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ChallengeTraveller } from "../../db/schema/challenges.ts";
import type { Db } from "../../db/client.ts";
import { autonomousCommunities, europeChallengeEntries, europeChallengeFiles, users } from "../../db/schema/index.ts";
import { enqueue } from "../../jobs/enqueue.ts";

/**
 * The Europe super-challenge's entries for the foundation's staff (decision 035): every entry of an edition
 * with its state, fields and files (two statements, whatever the count), an entry's file to download, and the
 * files' removal when the account that sent them is deleted.
 */

/** The staff's list stops at this many entries, the newest first (far beyond a real edition's). */
export const EUROPE_ENTRIES_LIMIT = 5000;

export type EuropeStaffFile = {
  id: number;
  kind: "video" | "photo" | "rightsUnder14" | "rightsOver14";
  fileName: string;
  contentType: string;
  bytes: number;
  durationSeconds: number | null;
};

export type EuropeStaffEntry = typeof europeChallengeEntries.$inferSelect & {
  communityName: string;
  senderEmail: string;
  /** The accounts that pre-registered and submitted it (null: not done, not recorded, or the account is gone). */
  preRegisteredByEmail: string | null;
  submittedByEmail: string | null;
  travellers: ChallengeTraveller[] | null;
  files: EuropeStaffFile[];
};

export async function europeEntries(db: Db, edition: string | null): Promise<EuropeStaffEntry[]> {
  const e = europeChallengeEntries;
  const preRegisterer = alias(users, "pre_registerer");
  const submitter = alias(users, "submitter");
  const query = db
    .select({
      entry: e,
      communityName: autonomousCommunities.name,
      senderEmail: users.email,
      preRegisteredByEmail: preRegisterer.email,
      submittedByEmail: submitter.email,
    })
    .from(e)
    .innerJoin(autonomousCommunities, eq(autonomousCommunities.id, e.communityId))
    .innerJoin(users, eq(users.id, e.userId))
    .leftJoin(preRegisterer, eq(preRegisterer.id, e.preRegisteredBy))
    .leftJoin(submitter, eq(submitter.id, e.submittedBy))
    .$dynamic();
  const rows = await (edition ? query.where(eq(e.edition, edition)) : query)
    .orderBy(desc(e.createdAt), desc(e.id))
    .limit(EUROPE_ENTRIES_LIMIT);
  const ids = rows.map((row) => row.entry.id);
  const files =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(europeChallengeFiles)
          .where(inArray(europeChallengeFiles.entryId, ids))
          .orderBy(asc(europeChallengeFiles.entryId), asc(europeChallengeFiles.kind), asc(europeChallengeFiles.position));
  const byEntry = new Map<number, EuropeStaffFile[]>();
  for (const { entryId, storageKey: _key, position: _position, ...file } of files) {
    const list = byEntry.get(entryId) ?? [];
    list.push(file);
    byEntry.set(entryId, list);
  }
  return rows.map(({ entry, ...people }) => ({ ...entry, ...people, files: byEntry.get(entry.id) ?? [] }));
}

/** A file of an entry, as stored (its key in the storage), for the staff's download route; null when there is none. */
export async function europeFile(
  db: Db,
  id: number,
): Promise<{ storageKey: string; fileName: string; contentType: string; bytes: number } | null> {
  const [row] = await db
    .select({
      storageKey: europeChallengeFiles.storageKey,
      fileName: europeChallengeFiles.fileName,
      contentType: europeChallengeFiles.contentType,
      bytes: europeChallengeFiles.bytes,
    })
    .from(europeChallengeFiles)
    .where(eq(europeChallengeFiles.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * An account's deletion (account-deletion.ts): its entries go with it (ON DELETE CASCADE), their files are
 * removed from the storage once the deletion commits (the storage-delete job).
 */
export async function forgetEuropeFilesOf(tx: Db, userId: string): Promise<void> {
  const rows = await tx
    .select({ key: europeChallengeFiles.storageKey })
    .from(europeChallengeFiles)
    .innerJoin(europeChallengeEntries, eq(europeChallengeEntries.id, europeChallengeFiles.entryId))
    .where(eq(europeChallengeEntries.userId, userId));
  if (rows.length > 0) await enqueue(tx, "storage-delete", { keys: rows.map((row) => row.key) });
}
