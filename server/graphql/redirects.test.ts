import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Database } from "../db/client.ts";
import { redirects } from "../db/schema/index.ts";
import { safeTarget } from "../services/redirects/redirects.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenRedirect } from "../test/publications-factories.ts";

let database: Database;
let api: ReturnType<typeof testApi>;

beforeAll(async () => {
  database = await testDatabase();
  api = testApi(database);
});
afterAll(async () => {
  await database.close();
});

const FOLLOW = `mutation ($kind: RedirectKind!, $key: String!) { followRedirect(kind: $kind, key: $key) }`;
const follow = async (kind: "qr" | "link", key: string) =>
  (await api.request<{ followRedirect: string | null }>(FOLLOW, { kind, key }, { headers: { "x-graphql-yoga-csrf": "1" } })).body.data
    ?.followRedirect;

async function stored(kind: "qr" | "link", key: string) {
  const [row] = await database.db
    .select()
    .from(redirects)
    .where(and(eq(redirects.kind, kind), eq(redirects.key, key)));
  return row;
}

describe("followRedirect", () => {
  test("answers the target and counts every use", async () => {
    await givenRedirect(database.db, { kind: "qr", key: "kit-robotica", target: "/actividades/robot-de-carton" });
    expect((await stored("qr", "kit-robotica"))?.lastUsedAt).toBeNull();
    expect(await follow("qr", "kit-robotica")).toBe("/actividades/robot-de-carton");
    expect(await follow("qr", "kit-robotica")).toBe("/actividades/robot-de-carton");
    const row = await stored("qr", "kit-robotica");
    expect(row?.uses).toBe(2);
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });

  test("uses at the same moment all count", async () => {
    await givenRedirect(database.db, { kind: "link", key: "a-la-vez", target: "/eventos" });
    await Promise.all(Array.from({ length: 8 }, () => follow("link", "a-la-vez")));
    expect((await stored("link", "a-la-vez"))?.uses).toBe(8);
  });

  test("a key belongs to its kind; an unknown key is null", async () => {
    await givenRedirect(database.db, { kind: "link", key: "boletin", target: "https://codigopequeno.example/boletin" });
    expect(await follow("link", "boletin")).toBe("https://codigopequeno.example/boletin");
    expect(await follow("qr", "boletin")).toBeNull();
    expect(await follow("link", "no-existe")).toBeNull();
    expect(await follow("link", "")).toBeNull();
    expect(await follow("link", "x".repeat(500))).toBeNull();
  });

  test("unsafe stored targets are never returned", async () => {
    const unsafe = [
      "javascript:alert(1)",
      "//evil.example/x",
      "/\\evil.example",
      "http://evil.example",
      "data:text/html,hi",
      "actividades",
      "/a b",
    ];
    for (const [i, target] of unsafe.entries()) {
      await givenRedirect(database.db, { kind: "qr", key: `malo-${i}`, target });
      expect(await follow("qr", `malo-${i}`), target).toBeNull();
    }
  });

  test("without the CSRF header a browser form cannot trigger it", async () => {
    const res = await api.yoga.fetch("http://test/graphql", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `query=${encodeURIComponent(FOLLOW)}`,
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
  });
});

describe("safeTarget", () => {
  test("site paths and https addresses pass", () => {
    expect(safeTarget("/")).toBe("/");
    expect(safeTarget("/actividades/robot?x=1#paso")).toBe("/actividades/robot?x=1#paso");
    expect(safeTarget("https://codigopequeno.example/a")).toBe("https://codigopequeno.example/a");
  });

  test("everything else is refused", () => {
    for (const target of [
      "",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "http://x.example",
      "ftp://x.example",
      "https://user:pass@x.example/",
      "https:evil",
      "/a\nb",
      "/a\tb",
      " /a",
      "vbscript:x",
      "relative/path",
    ]) {
      expect(safeTarget(target), JSON.stringify(target)).toBeNull();
    }
  });
});
