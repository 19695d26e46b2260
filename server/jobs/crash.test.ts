import { eq } from "drizzle-orm";
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";
import { findEmailToken } from "../auth/email-tokens.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { jobs, notifications } from "../db/schema/index.ts";
import { givenContribution } from "../test/contribution-factories.ts";
import { createMailer } from "../mail/mailer.ts";
import { testDatabaseLocation } from "../test/database.ts";
import { givenActivity, givenUser } from "../test/factories.ts";
import { startSmtpServer } from "../test/smtp.ts";
import { enqueue } from "./enqueue.ts";
import { startWorker } from "./worker.ts";

/**
 * Nothing lost (issue 13, point 6): a server process killed after a change and before its email, or
 * in the middle of sending it, leaves the job in the database; the next process on the same database
 * (a restart) delivers it, here to a real SMTP server.
 */
let location: Awaited<ReturnType<typeof testDatabaseLocation>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  [location, smtp] = await Promise.all([testDatabaseLocation(), startSmtpServer()]);
});
afterAll(async () => {
  await smtp.close();
  await location.drop();
});

// Each test starts whole server processes (about 15 s alone on 2 cores): more than the default 30 s while the other
// Vitest worker shares the processor, as folder-lock and connection-loss allow theirs.
const dyingServer = path.join(path.dirname(fileURLToPath(import.meta.url)), "../test/dying-server.ts");

function startDyingServer(...args: string[]): ChildProcess {
  const env = { ...process.env, TEST_DATABASE: JSON.stringify(location.options) };
  return spawn(process.execPath, [dyingServer, ...args], { env, stdio: ["ignore", "pipe", "inherit"] });
}

/** The database, open in this process only while `use` runs (PGlite's folder has one opener at a time). */
async function withDatabase<T>(use: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(location.options);
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** A restarted server: its worker, sending through the test SMTP server, until `use` is done. */
async function afterRestart<T>(use: (database: Database) => Promise<T>): Promise<T> {
  return withDatabase(async (database) => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: "Código Pequeño <no-reply@example.org>", outboxDir: "unused" });
    const worker = await startWorker(database, { mailer, publicUrl: "http://test.localhost" }, { pollMs: 100 });
    try {
      return await use(database);
    } finally {
      await worker.stop();
    }
  });
}

test("killed after the change and before its email: the restarted server sends it", async () => {
  const user = await withDatabase((database) => givenUser(database.db));
  const server = startDyingServer("change", user.email);
  const [code, signal] = await once(server, "exit");
  expect({ code, signal }).toEqual({ code: null, signal: "SIGKILL" });
  await afterRestart(async (database) => {
    const mail = await smtp.next(user.email, 15_000);
    expect(mail.text).toContain("restablecer la contraseña");
    const token = new URL(mail.links.find((link) => link.includes("token="))!).searchParams.get("token")!;
    expect(await findEmailToken(database.db, token, "restore-password")).toMatchObject({ userId: user.id });
  });
}, 90_000);

test("killed after a moderator's decision: the restarted server emails its author, and the notification is there", async () => {
  const { author, contribution, moderator } = await withDatabase(async (database) => {
    const author = await givenUser(database.db, { name: "Lucía" });
    const moderator = await givenUser(database.db, { roles: ["MODERATOR"] });
    const activity = await givenActivity(database.db);
    const contribution = await givenContribution(database.db, {
      authorId: author.id,
      activityId: activity.id,
      content: "Mi alumna Ana López Ruiz",
    });
    return { author, contribution, moderator };
  });
  const server = startDyingServer("moderate", contribution.id, moderator.id);
  const [code, signal] = await once(server, "exit");
  expect({ code, signal }).toEqual({ code: null, signal: "SIGKILL" });
  await afterRestart(async (database) => {
    const mail = await smtp.next(author.email, 15_000);
    expect(mail.text).toContain("Motivo: Incluye el nombre completo de un alumno");
    const told = await database.db.select().from(notifications).where(eq(notifications.userId, author.id));
    expect(told).toMatchObject([{ action: "rejected", item: "comment" }]);
  });
}, 90_000);

test("killed in the middle of sending: the job is sent again once its lease has ended", async () => {
  const to = "a-medias@example.org";
  await withDatabase((database) =>
    enqueue(database.db, "mail", {
      to,
      template: "unlinkAccount",
      lang: "en",
      params: { name: "Ana", link: "http://test.localhost/x?token=t", provider: "Google" },
    }),
  );
  const server = startDyingServer("deliver");
  const lines = createInterface({ input: server.stdout! });
  for await (const line of lines) if (line === "sending") break;
  server.kill("SIGKILL");
  await once(server, "exit");
  // The dead worker's claim: one attempt begun, a three-second lease.
  const [held] = await withDatabase((database) => database.db.select().from(jobs));
  expect(held?.attempts).toBe(1);
  await afterRestart(async (database) => {
    const mail = await smtp.next(to, 15_000);
    expect(mail.text).toContain("Google");
    expect(Date.now()).toBeGreaterThanOrEqual(held!.lockedUntil!.getTime());
    await expect.poll(() => database.db.$count(jobs)).toBe(0);
  });
}, 90_000);
