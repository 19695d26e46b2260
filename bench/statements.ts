// `node bench/statements.ts`: the SQL statements each bench GraphQL case runs, and its mean time in
// process (no HTTP, one request at a time), over 10,000 generated activities and 100,000 forum themes, on
// PGlite in memory or on PostgreSQL (BENCH_DATABASE_URL). `--profile` writes a CPU profile of each case's timed rounds only
// (bench-<case>.cpuprofile, for Chrome's DevTools); BENCH_CASE picks cases by part of their name.
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { openBenchDatabase } from "./databases.ts";
import { seedBenchActivities } from "./seed-activities.ts";
import { seedBenchGallery } from "./seed-gallery.ts";
import { seedBenchForum } from "./seed-forum.ts";
import { createGraphQL } from "../server/graphql/yoga.ts";
import { seedGeography } from "../server/db/seed/geography.ts";
import { seedContent } from "../server/db/seed/content/index.ts";
import { seedInClass } from "../server/db/seed/in-class/index.ts";
import { seedCourses } from "../server/db/seed/courses/index.ts";
import { seedLicencePackages } from "../server/db/seed/packages.ts";
import { seedDemo } from "../server/db/seed/demo.ts";
import { openDatabase } from "../server/db/client.ts";
import { GRAPHQL_CASES } from "./cases.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const url = process.env.BENCH_DATABASE_URL;
const bench = await openBenchDatabase(url);
await bench.database.close();
const statements: string[] = [];
const database = url
  ? await openDatabase({ url: bench.url, onQuery: (sql) => statements.push(sql) })
  : await openDatabase({ dataDir: "memory://", onQuery: (sql) => statements.push(sql) });
try {
  const { db } = database;
  await seedGeography(db);
  await seedContent(db);
  await seedInClass(db);
  await seedCourses(db);
  await seedLicencePackages(db);
  await seedDemo(db);
  await seedBenchActivities(db, Number(process.env.BENCH_ACTIVITIES ?? 10_000));
  await seedBenchGallery(db, Number(process.env.BENCH_GALLERY ?? 10_000));
  await seedBenchForum(db, Number(process.env.BENCH_THEMES ?? 100_000));
  const yoga = createGraphQL({ db, production: true, secureCookies: false, publicUrl: "http://localhost" });
  const call = async (query: string, token?: string) => {
    const response = await yoga.fetch("http://localhost/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query }),
    });
    return response.json() as Promise<any>;
  };
  const login = await call(
    'mutation { login(email: "docente@demo.test", password: "Docente-2026") { ... on MutationLoginSuccess { data { token } } } }',
  );
  const token = login.data.login.data.token as string;
  for (const c of GRAPHQL_CASES.filter((c) => !process.env.BENCH_CASE || c.name.includes(process.env.BENCH_CASE))) {
    const auth = c.signedIn ? token : undefined;
    statements.length = 0;
    const first = await call(c.query, auth);
    if (first.errors) throw new Error(`${c.name}: ${JSON.stringify(first.errors)}`);
    const seen = [...statements];
    for (let i = 0; i < 20; i++) await call(c.query, auth);
    statements.length = 0;
    const profiler = process.argv.includes("--profile") ? new Session() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post("Profiler.enable");
      await profiler.post("Profiler.start");
    }
    const started = performance.now();
    for (let i = 0; i < ROUNDS; i++) await call(c.query, auth);
    const ms = (performance.now() - started) / ROUNDS;
    if (profiler) {
      const { profile } = await profiler.post("Profiler.stop");
      const file = `bench-${c.name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.cpuprofile`;
      writeFileSync(file, JSON.stringify(profile));
      profiler.disconnect();
      console.log(`  profile: ${file}`);
    }
    console.log(`\n${c.name}: ${ms.toFixed(2)} ms, ${statements.length / ROUNDS} statements per request`);
    if (process.argv.includes("--sql")) for (const sql of seen) console.log(`  ${sql.slice(0, 300)}`);
  }
} finally {
  await database.close();
  await bench.drop();
}
