// `npm run bench`: the production build measured with autocannon from this process, on PGlite and,
// when BENCH_DATABASE_URL (or DATABASE_URL) is set, on PostgreSQL (a fresh `bench_<random>` database,
// dropped afterwards). Before the server starts, each database gets BENCH_ACTIVITIES (10,000) generated
// activities and BENCH_THEMES (100,000) generated forum themes. Each case is printed beside its baseline
// measured in the same run (a static file for pages, `{ __typename }` for GraphQL) as a ratio, which is
// what to compare across machines and runs; the goals of the performance issue are checked on those ratios. `--scale` measures the list cases
// again at 1,000, 10,000 and 100,000 activities and prints how much their p99 spreads. The run exits
// with 1 when any request failed, the server wrote anything unexpected to stderr, or it stopped.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { COURSE_PAGE, FORUM_PAGE, GALLERY_PAGE, GRAPHQL_CASES, ITINERARIES_PAGE, ITINERARY_ACTIVITY_PAGE, LIST_PAGE } from "./cases.ts";
import { type ClassroomRow, classroomRush, DEVICES } from "./classroom.ts";
import { openBenchDatabase } from "./databases.ts";
import { buildUnlessAsked, stopServer, waitForHealth } from "./server.ts";
import { explainActivities } from "./explain-activities.ts";
import { explainForum } from "./explain-forum.ts";
import { seedBenchActivities } from "./seed-activities.ts";
import { seedBenchGallery } from "./seed-gallery.ts";
import { seedAsServer, seedBenchForum } from "./seed-forum.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? 10_000);
const GALLERY_RESULTS = Number(process.env.BENCH_GALLERY ?? 10_000);
const THEMES = Number(process.env.BENCH_THEMES ?? 100_000);
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const SCALE = process.argv.includes("--scale") ? [1_000, 10_000, 100_000] : null;
const base = `http://127.0.0.1:${PORT}`;

buildUnlessAsked();

/** The goals of the performance issue, as ratios to the case's baseline (null: no goal on that database). */
type Goal = { pglite: number | null; postgres: number | null };
type Case = { name: string; request: autocannon.Options; baseline: "static" | "graphql"; goal?: Goal; list?: boolean };
type Row = {
  case: string;
  "req/s": number;
  ratio: string;
  goal: string;
  "p50 ms": number;
  "p99 ms": number;
  errors: number;
  aborted: number;
};
const GOALS: Record<string, Goal> = {
  // A visitor's pages come from the render cache once rendered (server/http/render-cache.ts).
  "landing page /": { pglite: 0.5, postgres: 0.5 },
  [`page ${LIST_PAGE}`]: { pglite: 0.5, postgres: 0.5 },
  "page /actividades/bench-05000": { pglite: 0.5, postgres: 0.5 },
  "GraphQL me, signed in": { pglite: 0.6, postgres: 0.6 },
  "GraphQL activities, A-Z, page 1": { pglite: null, postgres: 0.25 },
  "GraphQL activities, 9-12 + PC, time ML, page 3": { pglite: null, postgres: 0.25 },
  [`page ${ITINERARIES_PAGE}, teacher`]: { pglite: 0.1, postgres: 0.1 },
  [`page ${ITINERARY_ACTIVITY_PAGE}, teacher`]: { pglite: 0.1, postgres: 0.1 },
};

async function graphql(query: string, token?: string) {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return res.json() as Promise<any>;
}

const post = (query: string, headers: Record<string, string> = {}): autocannon.Options => ({
  url: `${base}/graphql`,
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify({ query }),
});

/** Pages of the screens being built are measured once they answer 200. */
async function answers(url: string) {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

/** What the server writes to stderr, split into lines. */
type ServerLog = { lines: string[] };

/**
 * When autocannon's time is up it closes its connections with requests still in flight. Node then
 * aborts those requests, and a page whose loaders were still running draws its error boundary, which
 * logs the abort reason @hono/node-server gives: the string "Error: aborted". Those are the client
 * leaving, not failures: counted apart (at most one per connection and run, warm-up included).
 */
const isClientAbort = (line: string) => line.trim() === "Error: aborted";

async function cases(onlyLists: boolean): Promise<Case[]> {
  const login = await graphql(
    'mutation { login(email: "docente@demo.test", password: "Docente-2026") { ... on MutationLoginSuccess { data { token } } } }',
  );
  const token = login.data.login.data.token as string;
  const teacher = { authorization: `Bearer ${token}` };
  const asset = readdirSync(path.join(BUILD_DIR, "client/assets")).find((f) => f.endsWith(".css"));
  const page = (pathname: string, headers: Record<string, string> = {}): autocannon.Options => ({
    url: `${base}${pathname}`,
    headers: { "accept-encoding": "br", ...headers },
  });
  const all: Case[] = [
    { name: "static file (baseline)", request: { url: `${base}/assets/${asset}` }, baseline: "static" },
    { name: "landing page /", request: page("/"), baseline: "static" },
    ...GRAPHQL_CASES.map((c) => ({
      name: c.name,
      request: post(c.query, c.signedIn ? teacher : {}),
      baseline: "graphql" as const,
      list: c.list,
    })),
  ];
  for (const pathname of [ITINERARIES_PAGE, ITINERARY_ACTIVITY_PAGE, GALLERY_PAGE, FORUM_PAGE, COURSE_PAGE]) {
    all.push({ name: `page ${pathname}, teacher`, request: page(pathname, { cookie: `token=${token}` }), baseline: "static" });
  }
  if (await answers(`${base}${LIST_PAGE}`))
    all.push({ name: `page ${LIST_PAGE}`, request: page(LIST_PAGE), baseline: "static", list: true });
  else console.log(`(${LIST_PAGE} does not answer 200 yet: measured through GraphQL only)`);
  if (await answers(`${base}/actividades/bench-05000`)) {
    all.push({ name: "page /actividades/bench-05000", request: page("/actividades/bench-05000"), baseline: "static" });
  }
  for (const c of all) c.goal = GOALS[c.name];
  // BENCH_CASE (part of a case's name) narrows a run to those cases and the baselines, e.g. to profile one.
  const picked = (c: Case) => !process.env.BENCH_CASE || c.name.includes(process.env.BENCH_CASE) || c.name.includes("(baseline)");
  return all.filter((c) => picked(c) && (!onlyLists || c.list || c.name.includes("(baseline)")));
}

async function measure(kind: "pglite" | "postgres", server: ChildProcess, log: ServerLog, onlyLists: boolean): Promise<Row[]> {
  const rows: Row[] = [];
  const baselines: Record<string, number> = {};
  for (const c of await cases(onlyLists)) {
    const before = log.lines.length;
    await autocannon({ ...c.request, duration: 1, connections: CONNECTIONS }); // warm-up
    const result = await autocannon({ ...c.request, duration: DURATION, connections: CONNECTIONS });
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`the server stopped during "${c.name}" (exit ${server.exitCode ?? server.signalCode})`);
    }
    const logged = log.lines.slice(before);
    const reqs = Math.round(result.requests.average);
    if (c.name.includes("(baseline)")) baselines[c.baseline] = reqs;
    const ratio = reqs / (baselines[c.baseline] ?? Number.NaN);
    const goal = c.goal?.[kind] ?? null;
    rows.push({
      case: c.name,
      "req/s": reqs,
      ratio: c.name.includes("(baseline)") ? "1" : ratio.toFixed(2),
      goal: goal === null ? "" : `≥ ${goal} ${ratio >= goal ? "met" : "MISSED"}`,
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      // Connection errors (timeouts included), non-2xx answers, and whatever else the server logged meanwhile.
      errors: result.errors + result.non2xx + logged.filter((line) => !isClientAbort(line)).length,
      aborted: logged.filter(isClientAbort).length,
    });
  }
  return rows;
}

/** Seeds a database with `activities`, starts the server on it, measures, and cleans up. */
async function benchOn(
  label: string,
  url: string | undefined,
  activities: number,
  onlyLists = false,
): Promise<{ rows: Row[]; plans: string[]; classroom: ClassroomRow[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-data-"));
  const target = await openBenchDatabase(url, path.join(dataDir, "db"));
  const kind = target.database.kind;
  const started = Date.now();
  let plans: string[] = [];
  try {
    await seedBenchActivities(target.database.db, activities);
    console.log(`${label}: ${activities} activities seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await seedBenchGallery(target.database.db, GALLERY_RESULTS);
    console.log(`${label}: ${GALLERY_RESULTS} gallery results seeded`);
    plans = await explainActivities(target.database, /^list, (no filter|ages)/);
    // The forum's authors are the demo accounts: seeded here as the server would, before it starts.
    if (!onlyLists) {
      const forumStarted = Date.now();
      await seedAsServer(target.database.db);
      await seedBenchForum(target.database.db, THEMES);
      console.log(`${label}: ${THEMES} forum themes seeded in ${((Date.now() - forumStarted) / 1000).toFixed(1)} s`);
      plans.push(...(await explainForum(target.database)));
    }
  } finally {
    await target.database.close();
  }

  // The server gets exactly one database: this one (a DATABASE_URL in the environment must not leak into the PGlite run).
  const { DATABASE_URL: _ignored, ...env } = process.env;
  // BENCH_SERVER_FLAGS: Node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
  const flags = process.env.BENCH_SERVER_FLAGS?.split(" ").filter(Boolean) ?? [];
  const server = spawn(process.execPath, [...flags, "server/main.ts"], {
    env: {
      ...env,
      ...(target.url ? { DATABASE_URL: target.url } : {}),
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      BUILD_DIR,
      SEED_DEMO: "true",
      LOG_LEVEL: "silent",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const log: ServerLog = { lines: [] };
  let partial = "";
  server.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    const lines = (partial + chunk).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.trim()) continue;
      log.lines.push(line);
      if (!isClientAbort(line)) process.stderr.write(`[server] ${line}\n`);
    }
  });
  const onExit = () => server.kill();
  process.on("exit", onExit);
  try {
    await waitForHealth(base, server);
    const rows = await measure(kind, server, log, onlyLists);
    // The classroom rush (issue 33) last: its groups and answers must not weigh on the other cases.
    const rush = !onlyLists && (!process.env.BENCH_CASE || "classroom".includes(process.env.BENCH_CASE));
    const before = log.lines.length;
    const classroom = rush ? await classroomRush(base) : [];
    const logged = log.lines.slice(before).filter((line) => !isClientAbort(line)).length;
    if (classroom[0]) classroom[0].errors += logged;
    return { rows, plans, classroom };
  } finally {
    await stopServer(server);
    process.off("exit", onExit);
    await target.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const targets: [string, string | undefined][] = [
  ["PGlite", undefined],
  ...(POSTGRES_URL ? [["PostgreSQL", POSTGRES_URL] as [string, string]] : []),
];
let failed = false;
const report = (label: string, activities: number, rows: Row[]) => {
  console.log(
    `\n${label}: ${DURATION}s per case, ${CONNECTIONS} connections, ${activities} activities, production build, Node ${process.version}`,
  );
  console.table(rows);
  if (rows.some((row) => row.errors > 0)) failed = true;
};
try {
  if (!SCALE) {
    const tables: [string, Awaited<ReturnType<typeof benchOn>>][] = [];
    for (const [label, url] of targets) tables.push([label, await benchOn(label, url, ACTIVITIES)]);
    for (const [label, { plans }] of tables) console.log(`\nQuery plans of the list cases, ${label}:${plans.join("\n")}`);
    for (const [label, { rows, classroom }] of tables) {
      report(label, ACTIVITIES, rows);
      if (classroom.length === 0) continue;
      console.log(`\n${label}: a classroom at once, ${DEVICES} devices on one key from one address, each answering its 12 questions`);
      console.table(classroom);
      if (classroom.some((row) => row.errors > 0)) failed = true;
    }
  } else {
    for (const [label, url] of targets) {
      const runs: [number, Row[]][] = [];
      for (const activities of SCALE) {
        const { rows, plans } = await benchOn(label, url, activities, true);
        console.log(plans.filter((line) => line.startsWith("\n===") || line.startsWith("Execution Time")).join("\n"));
        report(label, activities, rows);
        runs.push([activities, rows]);
      }
      // How much each case's p99 moves from the smallest to the largest catalogue: the goal is ±20 %.
      const spread = runs[0]?.[1].map((row) => {
        const p99 = runs.map(([, rows]) => rows.find((r) => r.case === row.case)?.["p99 ms"] ?? Number.NaN);
        const low = Math.min(...p99);
        return {
          case: row.case,
          ...Object.fromEntries(runs.map(([n], i) => [`p99 ms at ${n}`, p99[i]])),
          spread: `${Math.round(((Math.max(...p99) - low) / low) * 100)} %`,
        };
      });
      console.log(`\n${label}: p99 from ${SCALE.join(" to ")} activities`);
      console.table(spread);
    }
  }
} catch (error) {
  console.error(error);
  failed = true;
}
if (failed) {
  console.error("\nbench: some requests failed or the server logged errors (see the errors column and [server] lines)");
  process.exit(1);
}
