// `npm test`: every check of the project, in stages, with each stage's time at the end (decision 054).
//   1. the system tools the tests need (scripts/ensure-system-tools.ts);
//   2. together: the type check, the lint, and the production build followed by its JavaScript budget and the unit and
//      API tests (Vitest, on PGlite; the page tests load that build): the type check is the long one (about 80 s alone,
//      the build 25), and the tests fill the processor it leaves idle;
//   3. the browser journeys (Playwright, one server per worker).
// With `--postgres` (CI's .ci/run), the API tests run again on PostgreSQL after the journeys: on the server
// DATABASE_URL names, or else on postgresql://postgres@127.0.0.1:5432/postgres. A failed stage stops the run (the
// stages started with it finish first) and the run exits with 1.
import { spawn } from "node:child_process";

/** `live`: its output goes straight through even beside other stages (theirs comes whole when each ends). */
type Stage = { name: string; command: string; env?: Record<string, string>; live?: boolean };
type Result = { name: string; seconds: number; ok: boolean };

const postgres = process.argv.includes("--postgres");
/** The PostgreSQL server of the second run: DATABASE_URL's, or the local one CI has. */
const postgresUrl = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const results: Result[] = [];

/** Runs one command in a shell; its output goes straight through, or, when `buffered`, all at once when it ends. */
function run(stage: Stage, buffered: boolean): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(stage.command, {
      shell: true,
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...stage.env },
    });
    const chunks: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("close", (code) => {
      const result = { name: stage.name, seconds: (performance.now() - started) / 1000, ok: code === 0 };
      if (buffered) {
        process.stdout.write(`\n── ${stage.name} (${result.seconds.toFixed(0)} s${result.ok ? "" : ", failed"}) ──\n`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve(result);
    });
  });
}

/** Runs the stages at once (buffered output when more than one); false if any failed. */
async function together(...stages: Stage[][]): Promise<boolean> {
  const buffered = stages.length > 1 || stages[0]!.length > 1;
  const lanes = await Promise.all(
    stages.map(async (lane) => {
      for (const stage of lane) {
        const result = await run(stage, buffered && !stage.live);
        results.push(result);
        if (!result.ok) return false;
      }
      return true;
    }),
  );
  return lanes.every(Boolean);
}

function summary() {
  console.log("\nStage times:");
  for (const result of results)
    console.log(`  ${result.name.padEnd(12)} ${result.seconds.toFixed(0).padStart(5)} s${result.ok ? "" : "  FAILED"}`);
}

const steps: Stage[][][] = [
  [[{ name: "tools", command: "node scripts/ensure-system-tools.ts" }]],
  [
    [{ name: "typecheck", command: "npm run typecheck" }],
    [{ name: "lint", command: "npm run lint" }],
    [
      { name: "build", command: "npm run build" },
      { name: "size", command: "npm run size" },
      { name: "vitest", command: "npm run test:unit", env: { PAGES_BUILD_DIR: "build" }, live: true },
    ],
  ],
  [[{ name: "playwright", command: "npx playwright test" }]],
  ...(postgres ? [[[{ name: "postgres", command: "npm run test:pg", env: { PAGES_BUILD_DIR: "build", DATABASE_URL: postgresUrl } }]]] : []),
];

for (const step of steps) {
  if (!(await together(...step))) {
    summary();
    process.exit(1);
  }
}
summary();
