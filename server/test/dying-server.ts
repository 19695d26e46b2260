/**
 * A server process that dies, for server/jobs/crash.test.ts (run with node, the database's location as
 * JSON in TEST_DATABASE). `change <email>`: asks for a password restore, as the API does (the request
 * and its job in one transaction), then is killed before any worker runs. `moderate <id> <moderatorId>`:
 * rejects a contribution with a reason (the decision, its notification and its email job in one
 * transaction), then is killed likewise. `deliver`: runs the worker
 * with a three-second lease and a mailer whose send never ends, and prints "sending" so the test kills it
 * in the middle of the send. `hold`: keeps the database open, prints "open", and waits to be killed.
 */
import { openDatabase } from "../db/client.ts";
import { startWorker } from "../jobs/worker.ts";
import { requestPasswordRestore } from "../services/accounts/passwords.ts";
import { moderate } from "../services/contributions/moderation.ts";

const [mode, email, moderatorId] = process.argv.slice(2);
const database = await openDatabase(JSON.parse(process.env.TEST_DATABASE ?? "{}"));
if (mode === "change") {
  await requestPasswordRestore(database.db, { email }, "203.0.113.5");
  process.kill(process.pid, "SIGKILL");
} else if (mode === "moderate") {
  await moderate(
    database.db,
    { id: moderatorId ?? "", moderator: true },
    "es",
    email ?? "",
    "reject",
    "Incluye el nombre completo de un alumno",
  );
  process.kill(process.pid, "SIGKILL");
} else if (mode === "hold") {
  // Keeps the database open until killed (db/folder-lock.test.ts).
  console.log("open");
  setInterval(() => {}, 60_000);
} else {
  const hanging = () => {
    console.log("sending");
    return new Promise<void>(() => {});
  };
  await startWorker(database, { mailer: { send: hanging }, publicUrl: "http://test.localhost" }, { leaseMs: 3000, pollMs: 50 });
}
