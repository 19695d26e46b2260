import { type Clock, systemClock } from "../clock.ts";
import type { Db } from "../db/client.ts";
import type { Mailer } from "../mail/mailer.ts";
import { actionMail, moderationMail } from "../mail/templates.ts";
import { sendRestoreLink } from "../services/accounts/passwords.ts";
import { markEmailed } from "../services/contributions/moderation.ts";
import { notifyBulletinPublished } from "../services/contributions/bulletin-notify.ts";
import { sweepUnusedEditorImages } from "../services/contributions/editor-images.ts";
import { processGalleryVideo } from "../services/contributions/gallery-media.ts";
import type { Storage } from "../storage/storage.ts";
import type { JobKind, JobPayloads } from "./kinds.ts";
import { pruneFailedJobs } from "./queue.ts";

/** What the process gives its handlers besides the database; `clock` is the product's calendar (the system's without it). */
export type JobServices = { mailer: Mailer; publicUrl: string; storage?: Storage; clock?: Clock };
export type JobContext = JobServices & { db: Db };

/**
 * A kind's work. It runs at least once, and may run again after it did its work (a worker stopped before
 * recording it done), so running it twice must leave things right: at worst a second email.
 */
export type JobHandler<K extends JobKind> = { run: (payload: JobPayloads[K], context: JobContext) => Promise<void>; maxAttempts?: number };
export type JobHandlers = { [K in JobKind]: JobHandler<K> };

export const JOB_HANDLERS: JobHandlers = {
  mail: { run: ({ to, template, lang, params }, { mailer, publicUrl }) => mailer.send(to, actionMail(template, lang, params, publicUrl)) },
  "password-restore": { run: ({ to }, { db, publicUrl }) => sendRestoreLink(db, publicUrl, to) },
  "moderation-mail": {
    run: async ({ to, lang, outcome, params, contributionId }, { db, mailer, publicUrl }) => {
      await mailer.send(to, moderationMail(outcome, lang, params, publicUrl));
      await markEmailed(db, contributionId);
    },
  },
  "storage-delete": {
    run: async ({ keys }, { storage }) => {
      if (!storage) throw new Error("no storage configured for this worker");
      for (const key of keys) await storage.remove(key);
    },
  },
  "bulletin-notify": { run: ({ contributionId }, { db }) => notifyBulletinPublished(db, contributionId) },
  media: {
    run: async ({ fileId }, { db, storage }) => {
      if (!storage) throw new Error("no storage configured for this worker");
      await processGalleryVideo(db, storage, fileId);
    },
    maxAttempts: 3,
  },
};

/**
 * The worker's own rounds, once an hour in every process (each statement takes what it finds, so two processes at once
 * do the work once): failed jobs past their 30 days pruned, and the editor images no post took up within a day swept
 * by the product's clock (their files' removal queued as storage-delete jobs).
 */
export async function housekeeping(context: JobContext): Promise<void> {
  await pruneFailedJobs(context.db);
  await sweepUnusedEditorImages(context.db, (context.clock ?? systemClock)());
}
