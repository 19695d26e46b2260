import type { Db } from "../../db/client.ts";
import { forgetFailuresOf } from "../../auth/rate-limit.ts";
import { forgetJobsTo } from "../../jobs/queue.ts";
import { forgetRatingsOf } from "../activities/activity-marks.ts";
import { forgetEuropeFilesOf } from "../challenges/europe-staff.ts";
import { forgetUploadsOf } from "../contributions/account-files.ts";
import { forgetFormationTriesOf } from "../formation/formations.ts";
import { forgetReportTriesOf } from "../reports/codes.ts";

/**
 * Deleting an account asks each domain for its own step (decision 008). Rows that point at the user go
 * with the users row through their foreign keys: ON DELETE CASCADE for the user's own data, SET NULL for
 * what others read. A domain adds a step here only for what a foreign key cannot do: a total to correct,
 * rows keyed by text rather than by the user, or files in the storage (their removal queued here, so it
 * happens exactly when the deletion commits).
 */
export type DeletedAccount = { id: string; email: string };

/** One domain's part, run inside the deletion's transaction before the users row goes. */
export type AccountDeletionStep = (tx: Db, account: DeletedAccount) => Promise<void>;

export const ACCOUNT_DELETION_STEPS: readonly AccountDeletionStep[] = [
  // activities: the rating totals lose this user's ratings before the cascade deletes them.
  (tx, account) => forgetRatingsOf(tx, account.id),
  // accounts: failed-attempt entries keyed by the account's email.
  (tx, account) => forgetFailuresOf(tx, account.email),
  // jobs: mail still queued to the account's address, and failed jobs kept with it.
  (tx, account) => forgetJobsTo(tx, account.email),
  // formation: wrong access codes counted under the account's id.
  (tx, account) => forgetFormationTriesOf(tx, account.id),
  // reports: wrong report codes counted under the account's id (its reports go with it: follow_up_reports cascade).
  (tx, account) => forgetReportTriesOf(tx, account.id),
  // challenges: a Europe entry's files in the storage (its rows go with the account: europe_challenge_entries cascade).
  (tx, account) => forgetEuropeFilesOf(tx, account.id),
  // contributions: their gallery files and the editor images the person uploaded, in the storage (their rows cascade).
  (tx, account) => forgetUploadsOf(tx, account.id),
];
