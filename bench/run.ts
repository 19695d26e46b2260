// `npm run bench`: the production build measured with autocannon from this process, on PGlite and,
// when BENCH_DATABASE_URL (or DATABASE_URL) is set, on PostgreSQL (a fresh `bench_<random>` database,
// dropped afterwards). Before the server starts, each database gets 10,000 generated activities, so
// the catalogue is measured at a realistic size. Each case is printed beside baselines taken in the
// same run, so numbers from different machines can be read as ratios.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { openBenchDatabase } from "./databases.ts";
import { seedBenchActivities } from "./seed-activities.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? 10_000);
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const base = `http://127.0.0.1:${PORT}`;

if (!process.argv.includes("--no-build")) {
  const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

async function waitForHealth() {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

async function graphql(query: string, token?: string) {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return res.json() as Promise<any>;
}

type Case = { name: string; request: autocannon.Options };
type Row = { case: string; "req/s": number; "p50 ms": number; "p99 ms": number; errors: number };
const json = { "content-type": "application/json" };
const post = (query: string, headers: Record<string, string> = {}): autocannon.Options => ({
  url: `${base}/graphql`, method: "POST", headers: { ...json, ...headers }, body: JSON.stringify({ query }),
});

const ME = "{ me { id email name lastName developer moderator programs { id name } licenseData { center } center { id name town } } }";
const CARD = "id slug title summary cover audience ageSegments difficulty minutes category access locked rating { average count } favourite done";
const LIST_DEFAULT = `{ activities { total pageCount items { ${CARD} } } }`;
const LIST_FILTERED = `{ activities(filter: { ages: [nineToTwelve], devices: [pc] }, sort: timeML, page: 3) { total pageCount items { ${CARD} } } }`;
const DETAIL = `{ activity(slug: "bench-05000") { ${CARD} competences withKit withMaterials withPc withTablet description materials steps tips guideUrl updatedAt } }`;
const LIST_PAGE = "/actividades?age=nineToTwelve&device=pc&sort=timeML&page=3";
// The in-class area, as the licensed demo teacher (the seeded itineraries; one of them locked for her).
const ITINERARIES = "{ itineraries(filter: { age: nineToTwelve }) { id urlId name description image devices age locked lockedReason activityCount firstActivityUrlId program { id name } } }";
const ITINERARY_ACTIVITY = '{ itineraryActivity(itineraryUrlId: "primaria-6-8-programar-jugando", activityUrlId: "pinta-como-un-ordenador") { position total activity { name } content { summary steps } previous { urlId } next { urlId } } }';
const ITINERARIES_PAGE = "/itinerarios?age=9-12";
const ITINERARY_ACTIVITY_PAGE = "/itinerarios/6-8/primaria-6-8-programar-jugando/actividades/pinta-como-un-ordenador";

/** Pages of the screens being built are measured once they answer 200. */
async function answers(url: string) {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

async function measure(): Promise<Row[]> {
  const login = await graphql('mutation { login(email: "docente@demo.test", password: "Docente-2026") { ... on MutationLoginSuccess { data { token } } } }');
  const token = login.data.login.data.token as string;
  const asset = readdirSync(path.join(BUILD_DIR, "client/assets")).find((f) => f.endsWith(".css"));
  const cases: Case[] = [
    { name: "static file (baseline)", request: { url: `${base}/assets/${asset}` } },
    { name: "landing page /", request: { url: `${base}/`, headers: { "accept-encoding": "br" } } },
    { name: "GraphQL { __typename } (baseline)", request: post("{ __typename }") },
    { name: "GraphQL me, anonymous", request: post(ME) },
    { name: "GraphQL me, signed in", request: post(ME, { authorization: `Bearer ${token}` }) },
    { name: "GraphQL activities, A-Z, page 1", request: post(LIST_DEFAULT) },
    { name: "GraphQL activities, 9-12 + PC, time ML, page 3", request: post(LIST_FILTERED) },
    { name: "GraphQL activity detail", request: post(DETAIL) },
  ];
  const teacher = { authorization: `Bearer ${token}` };
  cases.push({ name: "GraphQL itineraries 9-12, teacher", request: post(ITINERARIES, teacher) });
  cases.push({ name: "GraphQL itinerary activity, teacher", request: post(ITINERARY_ACTIVITY, teacher) });
  for (const page of [ITINERARIES_PAGE, ITINERARY_ACTIVITY_PAGE]) {
    cases.push({ name: `page ${page}, teacher`, request: { url: `${base}${page}`, headers: { "accept-encoding": "br", cookie: `token=${token}` } } });
  }
  if (await answers(`${base}${LIST_PAGE}`)) {
    cases.push({ name: `page ${LIST_PAGE}`, request: { url: `${base}${LIST_PAGE}`, headers: { "accept-encoding": "br" } } });
  } else console.log(`(${LIST_PAGE} does not answer 200 yet: measured through GraphQL only)`);
  if (await answers(`${base}/actividades/bench-05000`)) {
    cases.push({ name: "page /actividades/bench-05000", request: { url: `${base}/actividades/bench-05000`, headers: { "accept-encoding": "br" } } });
  }

  const rows: Row[] = [];
  for (const c of cases) {
    await autocannon({ ...c.request, duration: 1, connections: CONNECTIONS }); // warm-up
    const result = await autocannon({ ...c.request, duration: DURATION, connections: CONNECTIONS });
    rows.push({
      case: c.name,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  return rows;
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once("exit", () => resolve());
    server.kill("SIGTERM");
  });
}

/** Seeds a database, starts the server on it, measures, and cleans up. */
async function benchOn(label: string, url?: string): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-data-"));
  const target = await openBenchDatabase(url, path.join(dataDir, "db"));
  const started = Date.now();
  await seedBenchActivities(target.database.db, ACTIVITIES);
  await target.database.close();
  console.log(`${label}: ${ACTIVITIES} activities seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // The server gets exactly one database: this one (a DATABASE_URL in the environment must not leak into the PGlite run).
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const server = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...env, ...(target.url ? { DATABASE_URL: target.url } : {}),
      NODE_ENV: "production", PORT: String(PORT), DATA_DIR: dataDir, BUILD_DIR, SEED_DEMO: "true", LOG_LEVEL: "silent",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const onExit = () => server.kill();
  process.on("exit", onExit);
  try {
    await waitForHealth();
    return await measure();
  } finally {
    await stop(server);
    process.off("exit", onExit);
    await target.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const targets: [string, string | undefined][] = [["PGlite", undefined], ...(POSTGRES_URL ? [["PostgreSQL", POSTGRES_URL] as [string, string]] : [])];
const tables: [string, Row[]][] = [];
for (const [label, url] of targets) tables.push([label, await benchOn(label, url)]);
for (const [label, rows] of tables) {
  console.log(`\n${label}: ${DURATION}s per case, ${CONNECTIONS} connections, ${ACTIVITIES} activities, production build, Node ${process.version}`);
  console.table(rows);
}
