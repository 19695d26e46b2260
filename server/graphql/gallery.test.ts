import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { UPLOAD_MAX_BYTES } from "../../common/constants.ts";
import { parseVideoUrl } from "../../common/gallery.ts";
import type { Database } from "../db/client.ts";
import { contributionFiles, contributions, jobs } from "../db/schema/index.ts";
import { localStorage } from "../storage/local-storage.ts";
import { videoToolsInstalled } from "../storage/ffmpeg.ts";
import { testApi } from "../test/api.ts";
import { givenContribution } from "../test/contribution-factories.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";
import { givenProgram, givenTeacher, type ProgramRow } from "../test/itinerary-factories.ts";

/** The gallery (section 5's shared result) on the API: its rules, the upload attacks, the files' life, the list's cost. */

const statements: string[] = [];
let database: Database;
let api: ReturnType<typeof testApi>;
let storageDir: string;
let program: ProgramRow;
let moderator: { token: string; id: string };
const folder = mkdtempSync(path.join(tmpdir(), "gallery-fixtures-"));

beforeAll(async () => {
  database = await testDatabase({ onQuery: (sql) => statements.push(sql) });
  storageDir = mkdtempSync(path.join(tmpdir(), "gallery-files-"));
  api = testApi(database, { storage: localStorage(storageDir) });
  program = await givenProgram(database.db);
  moderator = await givenUser(database.db, { roles: ["MODERATOR"] });
});
afterAll(async () => {
  await database.close();
  rmSync(storageDir, { recursive: true, force: true });
  rmSync(folder, { recursive: true, force: true });
});

/** A fresh licensed teacher (each posts little: the flood limit counts per author). */
const teacher = () => givenTeacher(database.db, [program]);

const RESULT = "__typename ... on DomainError { code message fields { field message } }";
const FIELDS = "id state title content categories age videoUrl files { id kind state url thumbUrl width height }";
const POST = `mutation ($input: GalleryResultInput!, $files: [File!]) { postGalleryResult(input: $input, files: $files) {
  ${RESULT} ... on MutationPostGalleryResultSuccess { data { ${FIELDS} } } } }`;
const COMMENT = `mutation ($resultId: ID!, $content: String!) { postGalleryComment(resultId: $resultId, content: $content) {
  ${RESULT} ... on MutationPostGalleryCommentSuccess { data { id state parentId } } } }`;
const LIST = `query ($filter: GalleryFilter, $page: Int) { galleryResults(filter: $filter, page: $page) { total page pageCount items { ${FIELDS} } } }`;
const ONE = `query ($id: ID!) { galleryResult(id: $id) { ${FIELDS} replies { id content state } } }`;
const PUBLISH = `mutation ($id: ID!) { publishContribution(id: $id) { ${RESULT} } }`;
const REJECT = `mutation ($id: ID!, $reason: String) { rejectContribution(id: $id, reason: $reason) { ${RESULT} } }`;
const DELETE = `mutation ($id: ID!) { deleteContribution(id: $id) { ${RESULT} } }`;

const valid = { title: "Nuestro robot", description: "Lo hicimos en clase de 5º.", pupilsAppear: false };

/** A GraphQL multipart request with files, as the share form's action (or a browser) sends it. */
async function share(token: string, input: Record<string, unknown>, files: { bytes: Uint8Array; name: string }[] = []) {
  const form = new FormData();
  form.set("operations", JSON.stringify({ query: POST, variables: { input, files: files.map(() => null) } }));
  form.set("map", JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.files.${i}`]]))));
  for (const [i, file] of files.entries()) form.set(String(i), new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await api.yoga.fetch("http://test/graphql", {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "x-graphql-yoga-csrf": "1", "x-client-ip": "203.0.113.7" },
    body: form,
  });
  const body = (await response.json()) as { data?: { postGalleryResult: any }; errors?: { message: string }[] };
  expect(body.errors).toBeUndefined();
  return body.data!.postGalleryResult;
}

const storedFiles = (dir = storageDir): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? storedFiles(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
const storedPath = (url: string) => path.join(storageDir, url.replace(/^\/uploads\//, ""));

const photo = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 240, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
/** A phone photo with camera, author and GPS position in its EXIF. */
const gpsPhoto = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 20, g: 120, b: 240 } } })
    .withExif({
      IFD0: { Make: "PhoneCo", Artist: "Ana López" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 25/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "3/1 42/1 0/1" },
    })
    .jpeg()
    .toBuffer();

function ffmpegFixture(name: string, args: string[]): Buffer {
  const file = path.join(folder, name);
  const run = spawnSync("ffmpeg", ["-nostdin", "-v", "error", "-y", ...args, file]);
  if (run.status !== 0) throw new Error(`ffmpeg: ${run.stderr}`);
  return readFileSync(file);
}
const testVideo = ["-f", "lavfi", "-i", "testsrc=size=160x120:rate=10", "-f", "lavfi", "-i", "sine=frequency=440", "-t", "0.6"];

/** A PNG whose header declares `width` × `height` pixels, with one tiny data chunk. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", ihdr),
    chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A valid GIF with a comment block carrying HTML and script right after its colour table. */
async function gifHtmlPolyglot(): Promise<Buffer> {
  const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#f00" } })
    .gif()
    .toBuffer();
  const packed = gif[10] ?? 0;
  const tableEnd = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
  const comment = "<html><script>alert(document.cookie)</script>";
  const extension = Buffer.concat([Buffer.from([0x21, 0xfe, comment.length]), Buffer.from(comment, "latin1"), Buffer.from([0])]);
  return Buffer.concat([gif.subarray(0, tableEnd), extension, gif.subarray(tableEnd)]);
}

describe("sharing a result", () => {
  test("needs a title, a description, a file or video address, and an answer about pupils", async () => {
    const me = await teacher();
    const answer = await share(me.token, { title: " ", description: "", pupilsAppear: null });
    expect(answer.__typename).toBe("DomainError");
    expect(Object.fromEntries(answer.fields.map((f: any) => [f.field, f.message]))).toEqual({
      title: "gallery.errors.titleRequired",
      description: "gallery.errors.descriptionRequired",
      files: "gallery.errors.mediaRequired",
      pupilsAppear: "gallery.errors.pupilsAppearRequired",
    });
    const long = await share(me.token, { ...valid, title: "x".repeat(151), videoUrl: "https://youtu.be/dQw4w9WgXcQ" });
    expect(long.fields).toEqual([{ field: "title", message: "gallery.errors.titleTooLong" }]);
  });

  test("when pupils appear, the families' image permissions must be confirmed", async () => {
    const me = await teacher();
    const input = { ...valid, pupilsAppear: true, videoUrl: "https://youtu.be/dQw4w9WgXcQ" };
    expect((await share(me.token, input)).fields).toEqual([{ field: "permissionsHeld", message: "gallery.errors.permissionsRequired" }]);
    expect((await share(me.token, { ...input, permissionsHeld: false })).fields).toEqual([
      { field: "permissionsHeld", message: "gallery.errors.permissionsRequired" },
    ]);
    expect((await share(me.token, { ...input, permissionsHeld: true })).__typename).toBe("MutationPostGalleryResultSuccess");
  });

  test("a video address must be YouTube's or Vimeo's, and is stored in its canonical form", async () => {
    for (const [input, canonical] of [
      ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
      ["http://youtube.com/watch?v=dQw4w9WgXcQ&t=10", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
      ["https://m.youtube.com/watch?v=dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
      ["https://youtu.be/dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
      ["https://vimeo.com/76979871", "https://vimeo.com/76979871"],
      ["https://www.vimeo.com/76979871", "https://vimeo.com/76979871"],
    ])
      expect(parseVideoUrl(input!)?.url, input).toBe(canonical);
    for (const bad of [
      "youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=short",
      "https://youtu.be/dQw4w9WgXcQ/extra",
      "https://vimeo.com/channels/staff",
      "https://vimeo.com/12a",
      "javascript:alert(1)//youtu.be/dQw4w9WgXcQ",
      "https://user:pw@youtu.be/dQw4w9WgXcQ",
      "ftp://vimeo.com/1",
      "https://evil.example/?v=vimeo.com/1",
    ])
      expect(parseVideoUrl(bad), bad).toBeNull();
    const me = await teacher();
    expect((await share(me.token, { ...valid, videoUrl: "https://vimeo.com/channels/staff" })).fields).toEqual([
      { field: "videoUrl", message: "gallery.errors.videoUrlInvalid" },
    ]);
    const ok = await share(me.token, {
      ...valid,
      videoUrl: " http://youtube.com/watch?v=dQw4w9WgXcQ&t=10 ",
      categories: ["robotics"],
      age: "nineToTwelve",
    });
    expect(ok.data).toMatchObject({
      state: "pending",
      videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      categories: ["robotics"],
      age: "nineToTwelve",
      files: [],
    });
  });

  test("categories must be the activities'; only licence holders share", async () => {
    const me = await teacher();
    expect((await share(me.token, { ...valid, videoUrl: "https://vimeo.com/1", categories: ["nope"] })).fields).toEqual([
      { field: "categories", message: "gallery.errors.categoryInvalid" },
    ]);
    const registered = await givenUser(database.db);
    const res = await api.request(POST, { input: { ...valid, videoUrl: "https://vimeo.com/1" } }, { token: registered.token });
    expect(res.body.errors?.[0]?.message).toMatch(/not authorized/i);
  });

  test("an image is stored re-encoded with its thumbnail before the answer; EXIF and GPS are gone from the stored bytes", async () => {
    const me = await teacher();
    const before = storedFiles().length;
    const original = await gpsPhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const answer = await share(me.token, valid, [{ bytes: original, name: "foto.jpg" }]);
    expect(answer.__typename).toBe("MutationPostGalleryResultSuccess");
    const [file] = answer.data.files;
    expect(file).toMatchObject({ kind: "image", state: "ready", width: 400, height: 300 });
    expect(file.url).toMatch(/^\/uploads\/gallery\/[0-9a-f]{32}\.webp$/);
    expect(file.thumbUrl).toMatch(/^\/uploads\/gallery\/[0-9a-f]{32}\.thumb\.webp$/);
    expect(storedFiles().length).toBe(before + 2);
    for (const url of [file.url, file.thumbUrl]) {
      const bytes = readFileSync(storedPath(url));
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from("PhoneCo"))).toBe(false);
      expect(bytes.includes(Buffer.from("GPS"))).toBe(false);
    }
  });

  test("upload attacks are refused with the format message, and nothing is stored", async () => {
    const me = await teacher();
    const before = storedFiles();
    const svg = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>';
    const attacks: [string, Uint8Array][] = [
      ["HTML renamed .jpg", new TextEncoder().encode("<!DOCTYPE html><html><script>alert(1)</script></html>")],
      ["SVG renamed .jpg", new TextEncoder().encode(svg)],
      ["GIF + HTML/JS polyglot", await gifHtmlPolyglot()],
      ["PNG declaring 50,000 × 50,000 pixels", pngHeader(50_000, 50_000)],
    ];
    for (const [name, bytes] of attacks) {
      // A good photo first: the refusal of the second file keeps the first from being stored too.
      const answer = await share(me.token, valid, [
        { bytes: await photo(), name: "ok.jpg" },
        { bytes, name: "foto.jpg" },
      ]);
      expect(answer, name).toMatchObject({
        __typename: "DomainError",
        code: "VALIDATION",
        fields: [{ field: "files", message: "files.formatInvalid" }],
      });
    }
    const oversized = Buffer.concat([await photo(), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    expect(oversized.length).toBeGreaterThan(UPLOAD_MAX_BYTES);
    const tooLarge = await share(me.token, valid, [{ bytes: oversized.subarray(0, UPLOAD_MAX_BYTES + 1), name: "grande.jpg" }]);
    expect(tooLarge).toMatchObject({ __typename: "DomainError", fields: [{ field: "files", message: "files.tooLarge" }] });
    expect(storedFiles()).toEqual(before);
    expect(await database.db.select().from(contributions).where(eq(contributions.authorId, me.id))).toHaveLength(0);
  });

  test.skipIf(!videoToolsInstalled())(
    "an AVI is stored as uploaded, processing; the media job makes a playable MP4 and poster, and removes the upload",
    async () => {
      const me = await teacher();
      const avi = ffmpegFixture("clip.avi", [...testVideo, "-c:v", "mpeg4", "-c:a", "mp3", "-f", "avi"]);
      const answer = await share(me.token, valid, [{ bytes: avi, name: "clase.avi" }]);
      expect(answer.__typename).toBe("MutationPostGalleryResultSuccess");
      const [pending] = answer.data.files;
      expect(pending).toMatchObject({ kind: "video", state: "processing", thumbUrl: null });
      const [row] = await database.db.select().from(contributionFiles).where(eq(contributionFiles.id, pending.id));
      expect(row!.sourceKey).toMatch(/^incoming\/[0-9a-f]{32}\.avi$/);
      expect(await database.db.select().from(jobs).where(eq(jobs.kind, "media"))).toHaveLength(1);
      await api.runJobs();
      const { body } = await api.request(ONE, { id: answer.data.id }, { token: me.token });
      const [ready] = body.data!.galleryResult.files;
      expect(ready).toMatchObject({ kind: "video", state: "ready", width: 160, height: 120 });
      expect(ready.url).toMatch(/^\/uploads\/gallery\/[0-9a-f]{32}\.mp4$/);
      expect(ready.thumbUrl).toMatch(/\.thumb\.webp$/);
      const probe = spawnSync("ffprobe", ["-v", "error", "-show_entries", "stream=codec_name", "-of", "csv=p=0", storedPath(ready.url)]);
      expect(probe.stdout.toString().split("\n").filter(Boolean).sort()).toEqual(["aac", "h264"]);
      expect(readFileSync(storedPath(ready.url.replace(/\.mp4$/, ".poster.webp"))).length).toBeGreaterThan(0);
      // The upload is gone; running the job again changes nothing.
      expect(storedFiles().some((f) => f.endsWith(row!.sourceKey!.split("/")[1]!))).toBe(false);
      const files = storedFiles();
      await processAgain(pending.id);
      expect(storedFiles()).toEqual(files);
      // Deleting the pending result removes the MP4, poster and thumbnail.
      expect((await api.request(DELETE, { id: answer.data.id }, { token: me.token })).body.data!.deleteContribution.__typename).toBe(
        "MutationDeleteContributionSuccess",
      );
      await api.runJobs();
      expect(storedFiles().filter((f) => f.includes(ready.url.split("/").pop()!.replace(".mp4", "")))).toEqual([]);
    },
  );

  test("comments: plain, not empty, on a published result only", async () => {
    const me = await teacher();
    const result = await givenContribution(database.db, {
      authorId: moderator.id,
      section: "gallery",
      type: "result",
      title: "Hecho",
      state: "published",
    });
    const pending = await givenContribution(database.db, {
      authorId: moderator.id,
      section: "gallery",
      type: "result",
      title: "Pendiente",
    });
    const empty = await api.request(COMMENT, { resultId: result.id, content: "  " }, { token: me.token });
    expect(empty.body.data!.postGalleryComment).toMatchObject({
      code: "COMMENT_EMPTY",
      fields: [{ field: "content", message: "comments.errors.empty" }],
    });
    expect(
      (await api.request(COMMENT, { resultId: pending.id, content: "Hola" }, { token: me.token })).body.data!.postGalleryComment.code,
    ).toBe("NOT_FOUND");
    expect(
      (await api.request(COMMENT, { resultId: "nope", content: "Hola" }, { token: me.token })).body.data!.postGalleryComment.code,
    ).toBe("NOT_FOUND");
    const ok = await api.request(COMMENT, { resultId: result.id, content: "<b>¡Qué bien!</b>" }, { token: me.token });
    expect(ok.body.data!.postGalleryComment.data).toMatchObject({ state: "pending", parentId: result.id });
    // Not a comment on a comment.
    const comment = await givenContribution(database.db, {
      authorId: moderator.id,
      section: "gallery",
      type: "comment",
      parentId: result.id,
      state: "published",
    });
    expect(
      (await api.request(COMMENT, { resultId: comment.id, content: "Hola" }, { token: me.token })).body.data!.postGalleryComment.code,
    ).toBe("NOT_FOUND");
    // Stored as plain text (shown escaped), and seen by its author under the result.
    const { body } = await api.request(ONE, { id: result.id }, { token: me.token });
    expect(body.data!.galleryResult.replies).toContainEqual({
      id: ok.body.data!.postGalleryComment.data.id,
      content: "<b>¡Qué bien!</b>",
      state: "pending",
    });
  });
});

test("the media job marks a video it cannot process as failed (and leaves a finished one alone)", async () => {
  const me = await teacher();
  const storage = localStorage(storageDir);
  const result = await givenContribution(database.db, { authorId: me.id, section: "gallery", type: "result", title: "Roto" });
  const key = "incoming/0123456789abcdef0123456789abcdef.mp4";
  await storage.put(key, new Uint8Array(Buffer.from("not a video at all")), "video/mp4");
  const [file] = await database.db
    .insert(contributionFiles)
    .values({ contributionId: result.id, position: 0, kind: "video", state: "processing", key, sourceKey: key })
    .returning();
  await processAgain(file!.id);
  const [after] = await database.db.select().from(contributionFiles).where(eq(contributionFiles.id, file!.id));
  expect(after).toMatchObject({ state: "failed", key });
  const { body } = await api.request(ONE, { id: result.id }, { token: me.token });
  expect(body.data!.galleryResult.files).toEqual([expect.objectContaining({ state: "failed", thumbUrl: null })]);
  await processAgain(file!.id);
  expect((await database.db.select().from(contributionFiles).where(eq(contributionFiles.id, file!.id)))[0]!.state).toBe("failed");
});

/** The media job run again for a file (as a worker that stopped before recording it done would). */
async function processAgain(fileId: string) {
  const { processGalleryVideo } = await import("../services/contributions/gallery-media.ts");
  await processGalleryVideo(database.db, localStorage(storageDir), fileId);
}

describe("moderation and the files", () => {
  test("pending for its author and moderators only; published, it shows in the grid", async () => {
    const me = await teacher();
    const other = await teacher();
    const answer = await share(me.token, { ...valid, title: "Mosaico", categories: ["game"], age: "sixToEight" }, [
      { bytes: await photo(), name: "a.png" },
    ]);
    const id = answer.data.id;
    expect((await api.request(ONE, { id }, { token: other.token })).body.data!.galleryResult).toBeNull();
    expect((await api.request(ONE, { id }, { token: moderator.token })).body.data!.galleryResult.state).toBe("pending");
    const titles = async (filter: Record<string, unknown>) =>
      ((await api.request(LIST, { filter }, { token: other.token })).body.data!.galleryResults.items as { title: string }[]).map(
        (i) => i.title,
      );
    expect(await titles({})).not.toContain("Mosaico");
    await api.request(PUBLISH, { id }, { token: moderator.token });
    expect((await titles({}))[0]).toBe("Mosaico");
    expect(await titles({ categories: ["game"], age: "sixToEight" })).toContain("Mosaico");
    expect(await titles({ categories: ["robotics"] })).not.toContain("Mosaico");
    expect(await titles({ age: "twelvePlus" })).not.toContain("Mosaico");
    // Published: its author can no longer delete it.
    expect((await api.request(DELETE, { id }, { token: me.token })).body.data!.deleteContribution.code).toBe("CONTRIBUTION_MODERATED");
  });

  test("files are removed from storage when the result is deleted or rejected", async () => {
    for (const outcome of ["deleted", "rejected"] as const) {
      const me = await teacher();
      const answer = await share(me.token, valid, [
        { bytes: await photo(), name: "a.jpg" },
        { bytes: await photo(32, 32), name: "b.jpg" },
      ]);
      const paths = answer.data.files.flatMap((f: any) => [storedPath(f.url), storedPath(f.thumbUrl)]);
      expect(paths.every((p: string) => storedFiles().includes(p))).toBe(true);
      const res =
        outcome === "deleted"
          ? await api.request(DELETE, { id: answer.data.id }, { token: me.token })
          : await api.request(REJECT, { id: answer.data.id, reason: "Se ven caras sin permiso" }, { token: moderator.token });
      expect(res.body.errors).toBeUndefined();
      await api.runJobs();
      expect(
        paths.filter((p: string) => storedFiles().includes(p)),
        outcome,
      ).toEqual([]);
      expect(await database.db.select().from(contributionFiles).where(eq(contributionFiles.contributionId, answer.data.id))).toHaveLength(
        0,
      );
    }
  });

  test("a page of the grid costs the same statements for 2 and for 12 results", async () => {
    const author = await givenUser(database.db);
    const count = async () => {
      statements.length = 0;
      const res = await api.request(LIST, { filter: { categories: ["iot"] }, page: 1 }, { token: moderator.token });
      expect(res.body.errors).toBeUndefined();
      return { n: statements.filter((s) => /"contribution/.test(s)).length, items: res.body.data!.galleryResults.items.length };
    };
    const add = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const c = await givenContribution(database.db, {
          authorId: author.id,
          section: "gallery",
          type: "result",
          title: `R${i}`,
          categories: ["iot"],
          state: "published",
        });
        await database.db
          .insert(contributionFiles)
          .values({ contributionId: c.id, position: 0, kind: "image", key: `gallery/${"a".repeat(31)}${i % 10}.webp`, thumbKey: null });
      }
    };
    await add(2);
    const few = await count();
    await add(10);
    const many = await count();
    expect(few.items).toBe(2);
    expect(many.items).toBe(12);
    expect(many.n).toBe(few.n);
    // The page, the community's version, the count (the version moved since the last count), the files.
    expect(many.n).toBe(4);
    // Again at the same version: the total is remembered, the count is not run.
    expect((await count()).n).toBe(3);
  });
});
