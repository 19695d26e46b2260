import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { testDatabase } from "../test/database.ts";
import { createImageStore, InvalidImage, toWebp } from "./images.ts";
import { localStorage } from "./local-storage.ts";

let uploadsDir: string;
let database: Database;
let app: ReturnType<typeof createApp>["app"];

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), "uploads-store-"));
  database = await testDatabase();
  app = createApp({
    database,
    production: true,
    trustProxy: false,
    secureCookies: true,
    publicUrl: "https://example.org",
    storage: localStorage(uploadsDir),
  }).app;
});
afterAll(async () => {
  await database.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 4, background: "#ff0000" } })
    .png()
    .toBuffer();

describe("toWebp", () => {
  test("re-encodes an accepted image as WebP", async () => {
    const meta = await sharp(await toWebp(await png(), 512)).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 40, height: 30 });
  });

  test("refuses content that is not an accepted image, whatever it claims", async () => {
    await expect(toWebp(new TextEncoder().encode("GIF89a but not really"), 512)).rejects.toBeInstanceOf(InvalidImage);
    const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .tiff()
      .toBuffer();
    await expect(toWebp(tiff, 512)).rejects.toBeInstanceOf(InvalidImage);
  });
});

describe("image store and /uploads", () => {
  const store = () => createImageStore(localStorage(uploadsDir));

  test("serves a stored photo as WebP with a long private cache and nosniff", async () => {
    const publicPath = await store().saveProfilePhoto(await toWebp(await png(), 512));
    const res = await app.request(publicPath);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe("webp");
  });

  test("serves nothing it did not write", async () => {
    writeFileSync(path.join(uploadsDir, "secret.txt"), "not for the web");
    for (const url of [
      "/uploads/secret.txt",
      "/uploads/profiles/../secret.txt",
      "/uploads/profiles/%2e%2e%2fsecret.txt",
      `/uploads/profiles/${"a".repeat(32)}.webp`,
    ]) {
      expect((await app.request(url)).status, url).toBe(404);
    }
  });

  test("deletes only its own files", async () => {
    expect(store().keyOf("https://lh3.googleusercontent.com/a/photo.jpg")).toBeNull();
    expect(store().keyOf("/uploads/profiles/../../etc/passwd")).toBeNull();
    await expect(store().remove("https://lh3.googleusercontent.com/a/photo.jpg")).resolves.toBeUndefined();
    const publicPath = await store().saveProfilePhoto(await toWebp(await png(), 512));
    await store().remove(publicPath);
    expect((await app.request(publicPath)).status).toBe(404);
  });
});
