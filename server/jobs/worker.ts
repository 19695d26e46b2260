import type { Database, Db } from "../db/client.ts";
import { logger } from "../logger.ts";
import { housekeeping, JOB_HANDLERS, type JobContext, type JobHandler, type JobHandlers, type JobServices } from "./handlers.ts";
import type { JobKind } from "./kinds.ts";
import { type ClaimedJob, claimJobs, failJob, finishJob, MAX_ATTEMPTS } from "./queue.ts";

export type RunOptions = {
  /** How long a claimed job is its worker's alone: far longer than a handler runs (a mail send gives up within 2 minutes). */
  leaseMs?: number;
  /** Jobs claimed and run together. */
  batch?: number;
  handlers?: JobHandlers;
};
export type WorkerOptions = RunOptions & {
  /** The wait between two looks at the table when nothing wakes the worker earlier. */
  pollMs?: number;
};

const DEFAULTS = { leaseMs: 5 * 60_000, batch: 10, handlers: JOB_HANDLERS, pollMs: 1000 };
/** The longest wait while the database cannot be read (the wait doubles from pollMs). */
const MAX_IDLE_MS = 60_000;
/** How often the worker does its own rounds (housekeeping): failed jobs pruned, unused editor images swept. */
const HOUSEKEEPING_EVERY_MS = 3_600_000;

/**
 * Runs the jobs table in the background until `stop`: due jobs are claimed and run, a batch at a time;
 * between batches it waits `pollMs`, or less when a commit adds a job (the table's trigger notifies every
 * listening process; on PostgreSQL a lost listening connection is opened again, and wakes the worker once back:
 * db/client.ts). `stop` waits for the jobs in hand; one it cuts short is run again after its lease.
 */
export async function startWorker(database: Database, services: JobServices, options: WorkerOptions = {}) {
  const { pollMs, ...run } = { ...DEFAULTS, ...options };
  const context: JobContext = { ...services, db: database.db };
  let running = true;
  let notified = false;
  let wake = () => {};
  const unlisten = await database.listen("jobs", () => {
    notified = true;
    wake();
  });
  const loop = (async () => {
    let failures = 0;
    let housekeptAt = 0;
    while (running) {
      notified = false;
      let claimed = 0;
      try {
        if (Date.now() - housekeptAt > HOUSEKEEPING_EVERY_MS) {
          await housekeeping(context);
          housekeptAt = Date.now();
        }
        claimed = await runDueJobs(context, run);
        failures = 0;
      } catch (error) {
        failures++;
        logger.error({ err: error }, "jobs: the queue could not be read");
      }
      // A full batch may leave more due; a notification means a new job.
      if (!running || (!failures && (claimed === run.batch || notified))) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(pollMs * 2 ** failures, MAX_IDLE_MS));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = () => {};
    }
  })();
  return {
    stop: async () => {
      running = false;
      wake();
      await loop;
      await unlisten();
    },
  };
}
export type Worker = Awaited<ReturnType<typeof startWorker>>;

/** Claims one batch of due jobs and runs them; resolves to how many it claimed. */
export async function runDueJobs(context: JobContext, options: RunOptions = {}): Promise<number> {
  const { leaseMs, batch, handlers } = { ...DEFAULTS, ...options };
  const claimed = await claimJobs(context.db, batch, leaseMs);
  await Promise.all(claimed.map((job) => runJob(context, handlers, job)));
  return claimed.length;
}

/** Runs jobs until none is due, those the handlers add included (for tests: no waiting on the worker). */
export async function drainJobs(db: Db, services: JobServices, options: RunOptions = {}): Promise<number> {
  let total = 0;
  for (;;) {
    const claimed = await runDueJobs({ ...services, db }, options);
    if (claimed === 0) return total;
    total += claimed;
  }
}

async function runJob(context: JobContext, handlers: JobHandlers, job: ClaimedJob): Promise<void> {
  const handler = handlers[job.kind as JobKind] as JobHandler<JobKind> | undefined;
  const maxAttempts = handler?.maxAttempts ?? MAX_ATTEMPTS;
  const about = { job: job.id, kind: job.kind, attempt: job.attempts };
  try {
    try {
      // A kind this version does not know (a newer process wrote it) waits for one that does.
      if (!handler) throw new Error(`no handler for the kind "${job.kind}"`);
      // Its worker stopped during the last attempt: the lease ended and no attempt is left.
      if (job.attempts > maxAttempts) throw new Error("the last attempt never finished");
      await handler.run(job.payload as never, context);
    } catch (error) {
      const last = await failJob(context.db, job, error, maxAttempts);
      if (last) logger.error({ ...about, err: error }, "jobs: failed for good after its last attempt");
      else logger.warn({ ...about, err: error }, "jobs: attempt failed, will retry");
      return;
    }
    await finishJob(context.db, job);
    logger.debug(about, "jobs: done");
  } catch (error) {
    // The outcome could not be recorded (the database went away): the job runs again after its lease.
    logger.error({ ...about, err: error }, "jobs: outcome not recorded");
  }
}
