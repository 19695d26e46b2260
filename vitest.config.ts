import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const require = createRequire(import.meta.url);

// Unit and API tests (in-process, no browser); Playwright journeys live in tests/e2e.
export default defineConfig({
  // One copy of graphql: the one Node (and so Pothos and Yoga) loads, not its ESM twin.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve("graphql") }] },
  test: {
    include: [
      "common/**/*.test.ts",
      "server/**/*.test.ts",
      "app/**/*.test.ts",
      "scripts/**/*.test.ts",
      "firmware/**/*.test.ts",
      "tests/architecture/**/*.test.ts",
    ],
    environment: "node",
    // Vitest's default (one worker fewer than the cores) runs one file at a time on a 2-core machine such as CI's;
    // two workers there took the suite from 12.6 to 8.9 minutes (the files are mostly PGlite, CPU-bound, each its own).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker keeps its modules from one test file to the next instead of loading them all again (the GraphQL schema,
    // the app, PGlite's WebAssembly, sharp, React): the suite's processor time fell from about 960 to 530 seconds
    // (decision 054). Every file still opens its own database and app; what a file may leave behind
    // (spies, fake timers, stubbed variables) is undone after it (server/test/between-files.ts).
    isolate: false,
    setupFiles: ["server/test/between-files.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
  },
});
