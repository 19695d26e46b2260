import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { type Database, openDatabase } from "../db/client.ts";
import { jobs, rateLimitHits } from "../db/schema/index.ts";
import { logger } from "../logger.ts";
import type { Mailer } from "../mail/mailer.ts";
import { testDatabase, testDatabaseLocation } from "../test/database.ts";
import { enqueue } from "./enqueue.ts";
import type { JobPayloads } from "./kinds.ts";
import { claimJobs, MAX_ATTEMPTS, retryDelayMs } from "./queue.ts";
import { drainJobs, runDueJobs, startWorker } from "./worker.ts";

let database: Database;

beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(jobs);
});

const mailTo = (to: string): JobPayloads["mail"] => ({
  to,
  template: "restorePassword",
  lang: "es",
  params: { name: "Ana", link: "http://test.localhost/restaurar-contrasena?token=x" },
});

/** A mailer that keeps who it sent to; `fail` makes the next sends throw. */
function recordingMailer(options: { failures?: number; delayMs?: () => number } = {}) {
  const sent: string[] = [];
  let failures = options.failures ?? 0;
  const mailer: Mailer = {
    send: async (to) => {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs?.()));
      if (failures-- > 0) throw new Error("SMTP unavailable");
      sent.push(to);
    },
  };
  return { mailer, sent };
}

const services = (mailer: Mailer) => ({ mailer, publicUrl: "http://test.localhost" });
/** Seconds from the database's now to a job's next run. */
async function secondsUntilDue(id: string) {
  const [row] = await database.db
    .select({ s: sql<number>`extract(epoch from ${jobs.runAt} - now())::float8` })
    .from(jobs)
    .where(eq(jobs.id, id));
  return row!.s;
}

describe("enqueue", () => {
  test("a job exists only if the transaction that wrote it commits", async () => {
    const db = database.db;
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(rateLimitHits).values({ key: "rolled-back-change" });
        await enqueue(tx, "mail", mailTo("nunca@example.org"));
        throw new Error("the change fails after the enqueue");
      }),
    ).rejects.toThrow("the change fails");
    expect(await db.$count(jobs)).toBe(0);
    expect(await db.$count(rateLimitHits, eq(rateLimitHits.key, "rolled-back-change"))).toBe(0);

    await db.transaction(async (tx) => {
      await tx.insert(rateLimitHits).values({ key: "committed-change" });
      await enqueue(tx, "mail", mailTo("siempre@example.org"));
    });
    const { mailer, sent } = recordingMailer();
    expect(await drainJobs(db, services(mailer))).toBe(1);
    expect(sent).toEqual(["siempre@example.org"]);
    // Done jobs are deleted.
    expect(await db.$count(jobs)).toBe(0);
  });

  test("a job due later waits until then", async () => {
    await enqueue(database.db, "mail", mailTo("luego@example.org"), { runAt: new Date(Date.now() + 60_000) });
    const { mailer, sent } = recordingMailer();
    expect(await drainJobs(database.db, services(mailer))).toBe(0);
    await database.db.update(jobs).set({ runAt: sql`now()` });
    expect(await drainJobs(database.db, services(mailer))).toBe(1);
    expect(sent).toEqual(["luego@example.org"]);
  });
});

describe("retries", () => {
  test("a failing job is retried after a doubling delay, then marked failed and logged, and never taken again", async () => {
    const errors = vi.spyOn(logger, "error");
    await enqueue(database.db, "mail", mailTo("caido@example.org"));
    const [{ id }] = (await database.db.select({ id: jobs.id }).from(jobs)) as [{ id: string }];
    const { mailer, sent } = recordingMailer({ failures: Number.POSITIVE_INFINITY });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await runDueJobs({ ...services(mailer), db: database.db })).toBe(1);
      const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
      expect(row).toMatchObject({ attempts: attempt, lastError: "SMTP unavailable", lockedUntil: null });
      if (attempt === MAX_ATTEMPTS) break;
      expect(row?.failedAt).toBeNull();
      // Not due again at once: no hot loop.
      expect(await secondsUntilDue(id)).toBeCloseTo(retryDelayMs(attempt) / 1000, 0);
      expect(await runDueJobs({ ...services(mailer), db: database.db })).toBe(0);
      await database.db.update(jobs).set({ runAt: sql`now()` });
    }
    expect([1, 2, 3, 10].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 2_560_000]);
    const [failed] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(failed?.failedAt).toBeInstanceOf(Date);
    await database.db.update(jobs).set({ runAt: sql`now()` });
    expect(await drainJobs(database.db, services(mailer))).toBe(0);
    expect(sent).toEqual([]);
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ job: id, kind: "mail", attempt: MAX_ATTEMPTS }),
      "jobs: failed for good after its last attempt",
    );
    errors.mockRestore();
  });

  test("a job that fails and then succeeds is sent once and deleted", async () => {
    await enqueue(database.db, "mail", mailTo("segunda@example.org"));
    const { mailer, sent } = recordingMailer({ failures: 1 });
    expect(await drainJobs(database.db, services(mailer))).toBe(1);
    await database.db.update(jobs).set({ runAt: sql`now()` });
    expect(await drainJobs(database.db, services(mailer))).toBe(1);
    expect(sent).toEqual(["segunda@example.org"]);
    expect(await database.db.$count(jobs)).toBe(0);
  });
});

/** Two handles on one database: two pools on PostgreSQL; on PGlite, which has one connection, the same one twice. */
async function twoConnections() {
  if (database.kind === "pglite") return { first: database, second: database, close: async () => {} };
  const location = await testDatabaseLocation();
  const first = await openDatabase(location.options);
  const second = await openDatabase(location.options);
  const close = async () => {
    await Promise.all([first.close(), second.close()]);
    await location.drop();
  };
  return { first, second, close };
}

describe("claims and leases", () => {
  test("a claimed job is no other worker's until its lease ends; then it is taken again", async () => {
    await enqueue(database.db, "mail", mailTo("arrendado@example.org"));
    const [first] = await claimJobs(database.db, 10, 60_000);
    expect(first?.attempts).toBe(1);
    expect(await claimJobs(database.db, 10, 60_000)).toEqual([]);
    // The lease ends (its worker died).
    await database.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` });
    const [again] = await claimJobs(database.db, 10, 60_000);
    expect(again).toMatchObject({ id: first?.id, attempts: 2 });
  });

  test("a job whose last attempt never finished is marked failed, not run", async () => {
    await enqueue(database.db, "mail", mailTo("agotado@example.org"));
    await database.db.update(jobs).set({ attempts: MAX_ATTEMPTS });
    const { mailer, sent } = recordingMailer();
    expect(await drainJobs(database.db, services(mailer))).toBe(1);
    expect(sent).toEqual([]);
    const [row] = await database.db.select().from(jobs);
    expect(row).toMatchObject({ lastError: "the last attempt never finished" });
    expect(row?.failedAt).toBeInstanceOf(Date);
  });

  test("two workers, each with its own connections, never run the same job", async () => {
    const { first, second, close } = await twoConnections();
    try {
      const addresses = Array.from({ length: 120 }, (_, i) => `n${i}@example.org`);
      await first.db.insert(jobs).values(addresses.map((to) => ({ kind: "mail", payload: mailTo(to) })));
      const { mailer, sent } = recordingMailer({ delayMs: () => Math.random() * 5 });
      const options = { batch: 4, pollMs: 20 };
      const workers = await Promise.all([startWorker(first, services(mailer), options), startWorker(second, services(mailer), options)]);
      await vi.waitFor(async () => expect(await first.db.$count(jobs)).toBe(0), { timeout: 20_000, interval: 50 });
      await Promise.all(workers.map((w) => w.stop()));
      expect(sent.toSorted()).toEqual(addresses.toSorted());
    } finally {
      await close();
    }
  });

  test("parallel claims on separate connections share out the due jobs without overlap", async () => {
    const { first, second, close } = await twoConnections();
    try {
      await first.db.insert(jobs).values(Array.from({ length: 60 }, (_, i) => ({ kind: "mail", payload: mailTo(`p${i}@example.org`) })));
      const claims = await Promise.all(Array.from({ length: 12 }, (_, i) => claimJobs((i % 2 ? second : first).db, 5, 60_000)));
      const ids = claims.flat().map((job) => job.id);
      expect(ids).toHaveLength(60);
      expect(new Set(ids).size).toBe(60);
    } finally {
      await close();
    }
  });
});

describe("the worker", () => {
  test("wakes when a transaction that enqueued commits, not before", async () => {
    const { mailer, sent } = recordingMailer();
    // A poll far longer than the test: only the commit's notification can wake it.
    const worker = await startWorker(database, services(mailer), { pollMs: 600_000 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await database.db.transaction(async (tx) => {
        await enqueue(tx, "mail", mailTo("despierta@example.org"));
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(sent).toEqual([]);
      });
      await vi.waitFor(() => expect(sent).toEqual(["despierta@example.org"]), { timeout: 3000, interval: 20 });
    } finally {
      await worker.stop();
    }
  });

  test("waits longer while the database cannot be read, and stops", async () => {
    const errors = vi.spyOn(logger, "error");
    const gone = () => {
      throw new Error("database gone");
    };
    const broken: Database = { ...database, db: new Proxy(database.db, { get: () => gone }) };
    const worker = await startWorker(broken, services(recordingMailer().mailer), { pollMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await worker.stop();
    // 20, 40, 80, 160 ms … not a read every few milliseconds.
    const reads = errors.mock.calls.filter((call) => call[1] === "jobs: the queue could not be read").length;
    expect(reads).toBeGreaterThanOrEqual(2);
    expect(reads).toBeLessThanOrEqual(6);
    errors.mockRestore();
  });
});
