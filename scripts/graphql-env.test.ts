import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { GRAPHQL_ENV_FILE, graphqlEnv, SCHEMA_FILE } from "./graphql-env.ts";

test("the app's GraphQL types match the printed schema (run `npm run schema:print` after a change)", () => {
  const committed = readFileSync(GRAPHQL_ENV_FILE, "utf8");
  expect(graphqlEnv(readFileSync(SCHEMA_FILE, "utf8"))).toBe(committed);
});
