// `npm run bench`: the production build on PGlite, measured with autocannon from this process.
// Each page or query is printed beside a baseline taken in the same run, so numbers from different
// machines can be read as ratios.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const base = `http://127.0.0.1:${PORT}`;

if (!process.argv.includes("--no-build")) {
  const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-data-"));
const server = spawn(process.execPath, ["server/main.ts"], {
  env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), DATA_DIR: dataDir, SEED_DEMO: "true", LOG_LEVEL: "silent" },
  stdio: ["ignore", "ignore", "inherit"],
});
process.on("exit", () => server.kill());

async function waitForHealth() {
  for (let i = 0; i < 100; i++) {
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

type Case = { name: string; baseline?: boolean; request: autocannon.Options };
const json = { "content-type": "application/json" };

await waitForHealth();
const login = await graphql('mutation { login(email: "docente@demo.test", password: "Docente-2026") { ... on MutationLoginSuccess { data { token } } } }');
const token = login.data.login.data.token as string;
const asset = readdirSync("build/client/assets").find((f) => f.endsWith(".css"));
const ME = "{ me { id email name lastName developer moderator programs { id name } licenseData { center } center { id name town } } }";

const cases: Case[] = [
  { name: "static file (baseline)", baseline: true, request: { url: `${base}/assets/${asset}` } },
  { name: "landing page /", request: { url: `${base}/`, headers: { "accept-encoding": "br" } } },
  { name: "GraphQL { __typename } (baseline)", baseline: true, request: { url: `${base}/graphql`, method: "POST", headers: json, body: JSON.stringify({ query: "{ __typename }" }) } },
  { name: "GraphQL me, anonymous", request: { url: `${base}/graphql`, method: "POST", headers: json, body: JSON.stringify({ query: ME }) } },
  { name: "GraphQL me, signed in", request: { url: `${base}/graphql`, method: "POST", headers: { ...json, authorization: `Bearer ${token}` }, body: JSON.stringify({ query: ME }) } },
];

const rows: { case: string; "req/s": number; "p50 ms": number; "p99 ms": number; errors: number }[] = [];
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
server.kill();
console.log(`\n${DURATION}s per case, ${CONNECTIONS} connections, PGlite, production build, Node ${process.version}`);
console.table(rows);
