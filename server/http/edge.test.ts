import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { expect, test } from "vitest";
import { onlyClientFiles } from "./client-files.ts";
import { readablePageRequest } from "./page-paths.ts";
import { privateWhenSignedIn } from "./private-cache.ts";
import { sameOriginPosts } from "./same-origin.ts";

const pathOf = (path: string) => new URL(readablePageRequest(new Request(`http://h${path}`)).url).pathname;

test("unreadable path segments are escaped to their literal text; readable addresses are left alone", () => {
  expect(pathOf("/noticias/x%00y")).toBe("/noticias/x%2500y");
  expect(pathOf("/noticias/x%00y.data")).toBe("/noticias/x%2500y.data");
  expect(pathOf("/actividades/%E0%A4%A")).toBe("/actividades/%25E0%25A4%25A");
  expect(pathOf("/noticias/%ZZ")).toBe("/noticias/%25ZZ");
  expect(pathOf("/noticias/a%0Ab")).toBe("/noticias/a%250Ab");
  expect(pathOf("/noticias/cañón-%C3%B1")).toBe("/noticias/ca%C3%B1%C3%B3n-%C3%B1");
});

test("posts from another site are refused, the product's own and API clients' pass", async () => {
  const app = new Hono().use(sameOriginPosts("https://codigo.example")).all("*", (c) => c.text("done"));
  const post = (headers: Record<string, string>) => app.request("https://codigo.example/cerrar-sesion", { method: "POST", headers });
  expect((await post({ origin: "https://evil.example" })).status).toBe(403);
  expect((await post({ origin: "null" })).status).toBe(403);
  expect((await post({ "sec-fetch-site": "cross-site" })).status).toBe(403);
  expect((await post({ "sec-fetch-site": "same-site" })).status).toBe(403);
  expect((await post({ origin: "https://codigo.example", "sec-fetch-site": "same-origin" })).status).toBe(200);
  expect((await post({})).status).toBe(200);
  expect((await app.request("https://codigo.example/", { headers: { origin: "https://evil.example" } })).status).toBe(200);
});

test("answers to a request with a session, or that opens one, are private; public files keep their caching", async () => {
  const app = new Hono()
    .use(privateWhenSignedIn())
    .get("/page", (c) => c.text("hola"))
    .get("/login", (c) => c.text("in", 200, { "set-cookie": "token=abc; Path=/" }))
    .get("/asset.js", (c) => c.text("x", 200, { "cache-control": "public, max-age=31536000, immutable" }));
  const signedIn = { cookie: "token=abc" };
  const page = await app.request("/page", { headers: signedIn });
  expect(page.headers.get("cache-control")).toBe("private, no-store");
  expect(page.headers.get("vary")).toContain("Cookie");
  expect((await app.request("/page", { headers: { authorization: "Bearer abc" } })).headers.get("cache-control")).toBe("private, no-store");
  expect((await app.request("/login")).headers.get("cache-control")).toBe("private, no-store");
  expect((await app.request("/page")).headers.get("cache-control")).toBeNull();
  expect((await app.request("/asset.js", { headers: signedIn })).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
});

test("the static-file server is asked only for files the client folder holds; pages go straight on", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "client-"));
  try {
    mkdirSync(path.join(dir, "images", "sub dir"), { recursive: true });
    writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
    writeFileSync(path.join(dir, "images", "sub dir", "a.png"), "png");
    const asked: string[] = [];
    const app = new Hono()
      .use(
        onlyClientFiles(dir, (c) => {
          asked.push(c.req.path);
          return Promise.resolve(c.text("file"));
        }),
      )
      .all("*", (c) => c.text("page"));
    expect(await (await app.request("/favicon.svg")).text()).toBe("file");
    expect(await (await app.request("/images/sub%20dir/a.png")).text()).toBe("file");
    expect(await (await app.request("/actividades")).text()).toBe("page");
    expect(await (await app.request("/images")).text()).toBe("page");
    expect(await (await app.request("/favicon.svg/x")).text()).toBe("page");
    expect(await (await app.request("/%E0%A4%A")).text()).toBe("page");
    expect(asked).toEqual(["/favicon.svg", "/images/sub dir/a.png"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
