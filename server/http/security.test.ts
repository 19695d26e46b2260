import { Hono } from "hono";
import { expect, test } from "vitest";
import { VIDEO_HOSTS, videoPlayerUrl } from "../../common/courses.ts";
import { securityHeaders } from "./security.ts";

const app = new Hono().use(securityHeaders({ production: false })).get("/", (c) => c.text("ok"));
const policy = async () => {
  const csp = (await app.request("/")).headers.get("content-security-policy") ?? "";
  return new Map(csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)] as const));
};

test("the courses' video players may be framed, and nothing else from another host", async () => {
  const directives = await policy();
  expect(directives.get("frame-src")).toEqual(["'self'", "https://www.youtube-nocookie.com", "https://player.vimeo.com"]);
  for (const host of VIDEO_HOSTS) expect(directives.get("frame-src")).toContain(new URL(videoPlayerUrl(host, "dQw4w9WgXcQ", "es")).origin);
  for (const [name, sources] of directives) {
    if (name !== "frame-src")
      expect(
        sources.filter((s) => s.startsWith("http")),
        name,
      ).toEqual([]);
  }
  expect(directives.get("default-src")).toEqual(["'self'"]);
  expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
});
