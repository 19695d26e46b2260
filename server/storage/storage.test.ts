import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readEnv } from "../env.ts";
import { startS3 } from "../test/s3.ts";
import { storageFromEnv } from "./from-env.ts";
import { localStorage } from "./local-storage.ts";
import { S3Error, s3Storage } from "./s3-storage.ts";
import { serveUploads } from "./serve.ts";
import { contentTypeOfKey, newKey, type Storage, type StoredFile, variantKey } from "./storage.ts";

let folder: string;
let s3: Awaited<ReturnType<typeof startS3>>;
beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "storage-local-"));
  s3 = await startS3();
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await s3?.close();
});

const backends: [string, () => Storage][] = [
  ["the data folder", () => localStorage(folder)],
  ["S3, path style", () => s3Storage(s3.settings(true), s3.transport)],
  ["S3, virtual-hosted style", () => s3Storage(s3.settings(false), s3.transport)],
];

const bytes = (text: string) => new TextEncoder().encode(text);
async function read(file: StoredFile | null): Promise<string | null> {
  return file ? new TextDecoder().decode(await new Response(file.body).arrayBuffer()) : null;
}

describe.each(backends)("storage in %s", (_name, make) => {
  test("gives back what was put, with its type and size; nothing for a key never put", async () => {
    const storage = make();
    const key = newKey("contract", "png");
    await storage.put(key, bytes("0123456789"), "image/png");
    const file = await storage.get(key);
    expect(file).toMatchObject({ contentType: "image/png", size: 10, range: null });
    expect(await read(file)).toBe("0123456789");
    expect(await storage.get(newKey("contract", "png"))).toBeNull();
  });

  test("replaces a file whole", async () => {
    const storage = make();
    const key = newKey("contract", "webp");
    await storage.put(key, bytes("first version, longer"), "image/webp");
    await storage.put(key, bytes("second"), "image/webp");
    const file = await storage.get(key);
    expect(file?.size).toBe(6);
    expect(await read(file)).toBe("second");
  });

  test("gives a part of a file for a range, and the file whole for a range it cannot satisfy", async () => {
    const storage = make();
    const key = newKey("contract", "mp4");
    await storage.put(key, bytes("0123456789"), "video/mp4");
    const part = async (range: Parameters<Storage["get"]>[1]) => {
      const file = await storage.get(key, range);
      return { range: file?.range, size: file?.size, text: await read(file) };
    };
    expect(await part({ start: 2, end: 5 })).toEqual({ range: { start: 2, end: 5 }, size: 10, text: "2345" });
    expect(await part({ start: 7 })).toEqual({ range: { start: 7, end: 9 }, size: 10, text: "789" });
    expect(await part({ start: 8, end: 99 })).toEqual({ range: { start: 8, end: 9 }, size: 10, text: "89" });
    expect(await part({ start: 10 })).toEqual({ range: null, size: 10, text: "0123456789" });
  });

  test("removes a file; removing one already gone is fine", async () => {
    const storage = make();
    const key = newKey("contract", "gif");
    await storage.put(key, bytes("GIF89a"), "image/gif");
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  test("refuses keys outside the layout and types their extension does not name, writing nothing", async () => {
    const storage = make();
    for (const key of [
      "../escape.png",
      "a/../../escape.png",
      "/abs.png",
      "a//b.png",
      ".hidden.png",
      "a/.tmp-1.png",
      "Upper.png",
      "page.html",
      "image.svg",
      "noextension",
      `${"a".repeat(200)}.png`,
    ]) {
      await expect(storage.put(key, bytes("x"), "image/png"), key).rejects.toThrow(/not a storage key/);
      expect(await storage.get(key), key).toBeNull();
    }
    await expect(storage.put("contract/a.png", bytes("x"), "video/mp4")).rejects.toThrow(/stored as image\/png/);
    expect(await storage.get("contract/a.png")).toBeNull();
  });
});

describe("the data folder", () => {
  test("writes through a temporary file renamed into place, and leaves none behind", async () => {
    const storage = localStorage(folder);
    const key = newKey("atomic", "jpg");
    await storage.put(key, bytes("jpeg"), "image/jpeg");
    expect(readdirSync(path.join(folder, "atomic"))).toEqual([key.split("/")[1]]);
    // A failed write (its folder is a file) leaves nothing either.
    writeFileSync(path.join(folder, "blocked"), "");
    await expect(storage.put("blocked/x.jpg", bytes("jpeg"), "image/jpeg")).rejects.toThrow();
    expect(existsSync(path.join(folder, "blocked", "x.jpg"))).toBe(false);
  });

  test("reads no file that is not a valid key, nor a folder", async () => {
    writeFileSync(path.join(folder, "secret.txt"), "not for the web");
    const storage = localStorage(folder);
    expect(await storage.get("secret.txt")).toBeNull();
    expect(await storage.get("../secret.png")).toBeNull();
    await storage.put("dir.png/inner.png", bytes("x"), "image/png");
    expect(await storage.get("dir.png")).toBeNull();
  });
});

describe("S3", () => {
  test("a request signed with the wrong secret is refused with S3's error", async () => {
    const storage = s3Storage({ ...s3.settings(true), secretAccessKey: "wrong" }, s3.transport);
    await expect(storage.put(newKey("contract", "png"), bytes("x"), "image/png")).rejects.toMatchObject({
      status: 403,
      code: "SignatureDoesNotMatch",
    });
  });

  test("an unknown access key is refused with S3's error", async () => {
    const storage = s3Storage({ ...s3.settings(true), accessKeyId: "NOBODY" }, s3.transport);
    const error = await storage.get(newKey("contract", "png")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3Error);
    expect(error).toMatchObject({ status: 403, code: "InvalidAccessKeyId" });
  });

  test("a request the service could not take (503) is sent again", async () => {
    let calls = 0;
    const flaky = (request: Request) =>
      ++calls === 1 ? Promise.resolve(new Response("<Error><Code>SlowDown</Code></Error>", { status: 503 })) : s3.transport(request);
    const storage = s3Storage(s3.settings(true), flaky);
    const key = newKey("contract", "png");
    await storage.put(key, bytes("after a retry"), "image/png");
    expect(calls).toBe(2);
    expect(await read(await storage.get(key))).toBe("after a retry");
  });
});

describe("keys", () => {
  test("new keys are random under their area; variants keep the stem", () => {
    const key = newKey("gallery", "jpg");
    expect(key).toMatch(/^gallery\/[0-9a-f]{32}\.jpg$/);
    expect(newKey("gallery", "jpg")).not.toBe(key);
    expect(variantKey(key, "thumb", "webp")).toBe(`${key.slice(0, -4)}.thumb.webp`);
    expect(contentTypeOfKey(variantKey(key, "poster", "webp"))).toBe("image/webp");
  });
});

describe.each(backends)("GET /uploads/* from %s", (_name, make) => {
  const app = (storage: Storage) => new Hono().on(["GET", "HEAD"], "/uploads/*", serveUploads(storage));

  test("serves a file with its type, a year of private cache, nosniff and byte ranges", async () => {
    const storage = make();
    const key = newKey("gallery", "mp4");
    await storage.put(key, bytes("0123456789"), "video/mp4");
    const whole = await app(storage).request(`/uploads/${key}`);
    expect(whole.status).toBe(200);
    expect(Object.fromEntries(whole.headers)).toMatchObject({
      "content-type": "video/mp4",
      "content-length": "10",
      "accept-ranges": "bytes",
      "cache-control": "private, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    });
    expect(await whole.text()).toBe("0123456789");

    const part = await app(storage).request(`/uploads/${key}`, { headers: { range: "bytes=4-" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 4-9/10");
    expect(part.headers.get("content-length")).toBe("6");
    expect(await part.text()).toBe("456789");

    for (const range of ["bytes=0-1,4-5", "items=0-1", "bytes=5-2", "bytes=-3", "bytes=20-"]) {
      const ignored = await app(storage).request(`/uploads/${key}`, { headers: { range } });
      expect([ignored.status, await ignored.text()], range).toEqual([200, "0123456789"]);
    }

    const head = await app(storage).request(`/uploads/${key}`, { method: "HEAD", headers: { range: "bytes=0-3" } });
    expect([head.status, head.headers.get("content-length"), await head.text()]).toEqual([206, "4", ""]);
  });

  test("serves no upload waiting for processing, no invalid key, nothing absent", async () => {
    const storage = make();
    const incoming = newKey("incoming", "avi");
    await storage.put(incoming, bytes("RIFF"), "video/x-msvideo");
    for (const url of [
      `/uploads/${incoming}`,
      "/uploads/secret.txt",
      "/uploads/a/../secret.png",
      "/uploads/%2e%2e/secret.png",
      `/uploads/${newKey("gallery", "png")}`,
    ]) {
      expect((await app(storage).request(url)).status, url).toBe(404);
    }
  });
});

describe("the backend the settings choose", () => {
  test("S3 when all its settings are given, else the data folder", () => {
    expect(storageFromEnv(readEnv({ DATA_DIR: folder })).kind).toBe("local");
    const s3Env = {
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_BUCKET: "uploads",
      S3_REGION: "auto",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
    };
    expect(storageFromEnv(readEnv(s3Env)).kind).toBe("s3");
  });
});
