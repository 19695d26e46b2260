/**
 * A server process on PostgreSQL for db/connection-loss.test.ts (run with node, the database's URL in TEST_DATABASE_URL):
 * the product's database client, jobs worker and HTTP app (the API; no pages), on a free port it prints
 * ("listening <port>"). Its worker polls only every ten minutes, so a job is picked up promptly only when a
 * notification wakes it, and its mailer prints "sent <address>". It also holds a transaction open between two of its
 * statements, as a request does, and prints "in transaction", then "transaction failed" or "transaction done".
 */
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { createApp } from "../app.ts";
import { openDatabase } from "../db/client.ts";
import { startWorker } from "../jobs/worker.ts";

const database = await openDatabase({ url: process.env.TEST_DATABASE_URL });
const mailer = {
  send: async (to: string) => {
    console.log(`sent ${to}`);
  },
};
await startWorker(database, { mailer, publicUrl: "http://test.localhost" }, { pollMs: 600_000 });
const { app } = createApp({ database, production: false, trustProxy: false, secureCookies: false, publicUrl: "http://test.localhost" });
serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => console.log(`listening ${info.port}`));

let release = () => {};
process.on("SIGUSR2", () => release());
database.db
  .transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    console.log("in transaction");
    // Until the test has terminated the connections (it signals SIGUSR2).
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    await tx.execute(sql`select 1`);
  })
  .then(
    () => console.log("transaction done"),
    () => console.log("transaction failed"),
  );
