import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { givenActivity, givenUser } from "./test/factories.ts";
import { testPages } from "./test/pages.ts";

// The visitors' page cache (http/render-cache.ts), on whole page requests; its clock is the test's.
let clock = 1_000_000;
const pages = testPages({ renderCache: { ttlMs: 60_000, now: () => clock } });

const get = (path: string, headers: Record<string, string> = {}) => pages.app.request(path, { headers });
const cacheState = (res: Response) => res.headers.get("x-render-cache");

test("a visitor's page is rendered once, then served from memory with its scripts allowed by hash", async () => {
  const first = await get("/presentacion");
  expect(first.status).toBe(200);
  expect(cacheState(first)).toBe("miss");
  const second = await get("/presentacion");
  expect(cacheState(second)).toBe("hit");
  const html = await second.text();
  expect(html).toBe(await first.text());
  // No nonce: each inline script is named by its hash in the policy sent with the page.
  expect(html).not.toMatch(/\snonce="/);
  const policy = second.headers.get("content-security-policy") ?? "";
  expect(policy).not.toContain("'nonce-");
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\bsrc=/.test(attributes ?? ""));
  expect(inline.length).toBeGreaterThan(0);
  for (const [, , content] of inline) {
    expect(policy).toContain(
      `'sha256-${createHash("sha256")
        .update(content ?? "")
        .digest("base64")}'`,
    );
  }
  // A shared cache in front may keep it briefly; browsers ask again, and get a 304 for the same page.
  expect(second.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
  expect(second.headers.get("vary")).toContain("Cookie");
  const again = await get("/presentacion", { "if-none-match": second.headers.get("etag") ?? "" });
  expect(again.status).toBe(304);
});

test("compressed once, in the encoding asked for", async () => {
  await get("/metodologia");
  const br = await get("/metodologia", { "accept-encoding": "gzip, br" });
  expect(br.headers.get("content-encoding")).toBe("br");
  const gzip = await get("/metodologia", { "accept-encoding": "gzip" });
  expect(gzip.headers.get("content-encoding")).toBe("gzip");
  expect(Number(gzip.headers.get("content-length"))).toBeGreaterThan(0);
});

test("the cookies a page depends on make another page; a session is never served from it nor kept", async () => {
  await get("/eventos");
  expect(cacheState(await get("/eventos", { cookie: "cookieConsent=1.0" }))).toBe("miss");
  expect(cacheState(await get("/eventos", { cookie: "cookieConsent=1.0; other=x" }))).toBe("hit");

  const user = await givenUser(pages.database.db, { name: "Visible" });
  const signedIn = await get("/eventos", { cookie: `token=${user.token}` });
  expect(cacheState(signedIn)).toBeNull();
  expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
  expect(await signedIn.text()).toContain("Visible");
  // The visitor's page still has no trace of the signed-in user's.
  expect(await (await get("/eventos")).text()).not.toContain("Visible");
});

test("a rating empties it: the next visitor sees the new average", async () => {
  const activity = await givenActivity(pages.database.db);
  const path = `/actividades/${activity.slug}`;
  expect(await (await get(path)).text()).not.toContain("1 valoración");
  expect(cacheState(await get(path))).toBe("hit");

  const user = await givenUser(pages.database.db);
  const rated = await pages.app.request("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${user.token}` },
    body: JSON.stringify({ query: `mutation { rateActivity(activityId: "${activity.id}", score: 4) { __typename } }` }),
  });
  expect((await rated.json()).data.rateActivity.__typename).toBe("MutationRateActivitySuccess");

  const after = await get(path);
  expect(cacheState(after)).toBe("miss");
  expect(await after.text()).toContain("1 valoración");
});

test("a kept page is rendered again once its time is up", async () => {
  await get("/noticias");
  expect(cacheState(await get("/noticias"))).toBe("hit");
  clock += 60_001;
  expect(cacheState(await get("/noticias"))).toBe("miss");
});

test("only the pages the same for every visitor are kept: a restore link's page never is", async () => {
  // The page of an emailed single-use link shows whether the link still works: it must not outlive it.
  for (const path of ["/restaurar-contrasena?token=abc", "/fecha-nacimiento/123", "/registro-exito"]) {
    await get(path);
    expect(cacheState(await get(path)), path).toBeNull();
  }
  // A shared page's client-navigation data is kept like its document.
  await get("/eventos.data");
  expect(cacheState(await get("/eventos.data"))).toBe("hit");
});
