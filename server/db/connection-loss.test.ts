import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testDatabaseLocation } from "../test/database.ts";
import { givenActivity, givenUser } from "../test/factories.ts";
import { testPages } from "../test/pages.ts";
import { startTcpRelay } from "../test/tcp-relay.ts";
import { openDatabase } from "./client.ts";

/**
 * PostgreSQL going away and coming back (issue 31, item 1.1): a restart or pg_terminate_backend used to end the
 * server process (an unhandled 'error' event from a connection a transaction held). The server stays up; requests
 * during the gap answer 503 (the API with the code UNAVAILABLE, a signed-in page with the 500 page's words and a
 * reload, never the sign-in page); afterwards reads and writes succeed without a restart, and the jobs worker's
 * LISTEN connection is open again. PostgreSQL only: PGlite, in the process, cannot lose its connection.
 */
const url = process.env.DATABASE_URL;
const here = path.dirname(fileURLToPath(import.meta.url));
const ME = "query { me { id } }";
const RATE = "mutation ($activityId: ID!, $score: Int!) { rateActivity(activityId: $activityId, score: $score) { __typename } }";
const SERVER_ERROR = "¡Vaya! Parece que se ha producido un error, vuelve a cargar la página.";

/** Ends every connection to `database` but the caller's, as an administrator (or a restart) does. */
async function terminateBackends(databaseUrl: string): Promise<number> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const result = await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe.skipIf(!url)("a server process whose PostgreSQL connections are terminated", () => {
  let location: Awaited<ReturnType<typeof testDatabaseLocation>>;
  let server: ChildProcess;
  const lines: string[] = [];
  const waiters: { match: (line: string) => boolean; resolve: () => void }[] = [];
  /** Resolves once the server has printed a line that `match` accepts (already or later). */
  const printed = (match: (line: string) => boolean) =>
    new Promise<void>((resolve) => {
      if (lines.some(match)) resolve();
      else waiters.push({ match, resolve });
    });

  beforeAll(async () => {
    location = await testDatabaseLocation();
  });
  afterAll(async () => {
    server?.kill("SIGKILL");
    await location.drop();
  });

  test("stays up through the termination in the middle of transactions and under load, then reads, writes and wakes its worker again", async () => {
    const databaseUrl = location.options.url as string;
    const setup = await openDatabase({ url: databaseUrl });
    const user = await givenUser(setup.db);
    const activity = await givenActivity(setup.db);
    await setup.close();

    server = spawn(process.execPath, [path.join(here, "../test/pg-api-server.ts")], {
      env: { ...process.env, TEST_DATABASE_URL: databaseUrl, LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    createInterface({ input: server.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      lines.push(line);
      for (const waiter of waiters.filter((w) => w.match(line))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    });
    const ended = once(server, "exit").then(([code]) => {
      throw new Error(`the server ended (${code})`);
    });
    await Promise.race([
      Promise.all([printed((line) => line.startsWith("listening ")), printed((line) => line === "in transaction")]),
      ended,
    ]);
    const port = lines.find((line) => line.startsWith("listening "))?.slice("listening ".length);
    const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
      const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${user.token}` },
        body: JSON.stringify({ query, variables }),
      });
      return {
        status: response.status,
        retryAfter: response.headers.get("retry-after"),
        body: (await response.json()) as { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] },
      };
    };
    expect((await graphql(ME)).body.data).toEqual({ me: { id: user.id } });

    // Four clients reading and writing (a rating is a transaction) while every connection is terminated, the one
    // the server's open transaction holds between its statements included.
    const answers: Awaited<ReturnType<typeof graphql>>[] = [];
    let terminated = false;
    const client = async (n: number) => {
      for (let i = 0; i < 25; i++) {
        answers.push(await (i % 2 ? graphql(RATE, { activityId: activity.id, score: 1 + ((n + i) % 5) }) : graphql(ME)));
        if (n === 0 && i === 6) {
          expect(await terminateBackends(databaseUrl)).toBeGreaterThan(0);
          terminated = true;
          server.kill("SIGUSR2"); // the open transaction's next statement
        }
      }
    };
    await Promise.all([0, 1, 2, 3].map(client));
    expect(terminated).toBe(true);
    expect(server.exitCode).toBe(null);
    await printed((line) => line === "transaction failed");
    expect(server.exitCode).toBe(null);
    // Every answer is a success or a 503 with the code; never a crash, never a 500.
    for (const answer of answers) {
      if (answer.status === 503) {
        expect(answer.body.errors?.[0]?.extensions?.code).toBe("UNAVAILABLE");
        expect(answer.retryAfter).toBe("5");
      } else expect(answer.status).toBe(200);
    }
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(answers.length / 2);

    // Afterwards, without a restart: reads and writes succeed.
    expect(await graphql(ME)).toMatchObject({ status: 200, body: { data: { me: { id: user.id } } } });
    expect(await graphql(RATE, { activityId: activity.id, score: 5 })).toMatchObject({
      status: 200,
      body: { data: { rateActivity: { __typename: "MutationRateActivitySuccess" } } },
    });

    // The worker's notification connection is open again, and a job is picked up by its notification (the worker
    // polls only every ten minutes).
    await printed((line) => line.includes('"msg":"notification connection restored"'));
    const restore = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: "mutation ($email: String!) { requestPasswordRestore(email: $email) { __typename } }",
        variables: { email: user.email },
      }),
    });
    expect(restore.status).toBe(200);
    await printed((line) => line === `sent ${user.email}`);
    expect(server.exitCode).toBe(null);
  }, 120_000);
});

describe.skipIf(!url)("pages and the API while PostgreSQL cannot be reached", () => {
  let relay: Awaited<ReturnType<typeof startTcpRelay>>;
  let location: Awaited<ReturnType<typeof testDatabaseLocation>>;
  const pages = testPages({
    // The server reaches PostgreSQL through a relay the test cuts (a restart: connections reset, new ones refused).
    database: async () => {
      const target = new URL(url as string);
      relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
      location = await testDatabaseLocation();
      const relayed = new URL(location.options.url as string);
      relayed.host = `127.0.0.1:${relay.port}`;
      return openDatabase({ url: relayed.toString() });
    },
  });
  let user: Awaited<ReturnType<typeof givenUser>>;

  beforeAll(async () => {
    user = await givenUser(pages.database.db);
  });
  afterAll(async () => {
    await relay?.close();
    await location?.drop();
  });

  const signedIn = (pathname: string) => pages.app.request(pathname, { headers: { cookie: `token=${user.token}` } });
  const api = (query: string) =>
    pages.app.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ query }),
    });

  test("a signed-in page and the API answer 503 (try again), not the sign-in page; both work again once it is back", async () => {
    expect((await signedIn("/mi-cuenta")).status).toBe(200);
    await relay.cut();
    try {
      await whileCut();
    } finally {
      await relay.restore();
    }
    expect((await signedIn("/mi-cuenta")).status).toBe(200);
    expect(await (await api(ME)).json()).toEqual({ data: { me: { id: user.id } } });
  });

  async function whileCut() {
    const page = await signedIn("/mi-cuenta");
    expect(page.status).toBe(503);
    expect(page.headers.get("location")).toBe(null);
    expect(page.headers.get("retry-after")).toBe("5");
    const html = await page.text();
    expect(html).toContain(SERVER_ERROR);
    expect(html).toContain("Volver a cargar");

    // A visitor's page whose data needs the database: 503 too, not 500.
    expect((await pages.app.request("/actividades")).status).toBe(503);

    const answer = await api(ME);
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("5");
    const body = (await answer.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]).toMatchObject({ message: "errors.serverError", extensions: { code: "UNAVAILABLE" } });
    expect((await pages.app.request("/health")).status).toBe(503);
  }

  test("a LISTEN connection lost with the server is opened again, and hears notifications", async () => {
    let heard = 0;
    const unlisten = await pages.database.listen("connection_loss_test", () => {
      heard++;
    });
    try {
      await relay.cut();
      await relay.restore();
      const direct = new pg.Client({ connectionString: location.options.url });
      await direct.connect();
      const sleep = () => new Promise((resolve) => setTimeout(resolve, 250));
      try {
        // Once it is open again the listener is told once (what was sent meanwhile is lost): wait for that…
        for (let i = 0; i < 240 && heard === 0; i++) await sleep();
        expect(heard).toBe(1);
        // …then a notification is heard.
        await direct.query('NOTIFY "connection_loss_test"');
        for (let i = 0; i < 240 && heard === 1; i++) await sleep();
        expect(heard).toBe(2);
      } finally {
        await direct.end();
      }
    } finally {
      await unlisten();
    }
  }, 90_000);
});
