import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { createApp } from "../app.ts";
import { type Database, migrationsFolder } from "../db/client.ts";
import { editorImages, jobs, users } from "../db/schema/index.ts";
import { startWorker } from "../jobs/worker.ts";
import { createMailer } from "../mail/mailer.ts";
import { sweepUnusedEditorImages } from "../services/contributions/editor-images.ts";
import { personalDataOf } from "../services/profile/personal-data.ts";
import { localStorage } from "../storage/local-storage.ts";
import { TEST_PUBLIC_URL, testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenProgram, givenTeacher, type ProgramRow } from "../test/itinerary-factories.ts";

/**
 * A person's files (issue 31, 3.4): deleting the account removes every file they uploaded (gallery photos with their
 * thumbnails, the forum editor's images, the profile photo) through the jobs worker, the personal-data export lists
 * them, and editor images no post took up are swept a day after their upload, by the product's clock.
 */
let database: Database;
let api: ReturnType<typeof testApi>;
let app: ReturnType<typeof createApp>["app"];
let program: ProgramRow;
const storageDir = mkdtempSync(path.join(tmpdir(), "account-files-"));
const storage = localStorage(storageDir);
let now = new Date("2026-03-02T09:00:00Z");
const clock = () => new Date(now);
const later = (ms: number) => new Date(now.getTime() + ms);
const HOUR = 3_600_000;

beforeAll(async () => {
  database = await testDatabase();
  api = testApi(database, { storage, clock });
  ({ app } = createApp({
    database,
    production: false,
    trustProxy: false,
    secureCookies: false,
    publicUrl: TEST_PUBLIC_URL,
    storage,
    clock,
  }));
  program = await givenProgram(database.db);
});
afterAll(async () => {
  await database.close();
  rmSync(storageDir, { recursive: true, force: true });
});

type Teacher = Awaited<ReturnType<typeof givenTeacher>>;
const teacher = () => givenTeacher(database.db, [program]);
const RESULT = "__typename ... on DomainError { code message fields { field message } }";
const photo = async () =>
  new Uint8Array(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: "#e07020" } })
      .jpeg()
      .toBuffer(),
  );

/** A GraphQL multipart request, as the browser sends one with files. */
async function multipart(user: Teacher, query: string, files: Record<string, string>, variables: Record<string, unknown>) {
  const form = new FormData();
  form.set("operations", JSON.stringify({ query, variables }));
  const targets = Object.values(files);
  form.set("map", JSON.stringify(Object.fromEntries(targets.map((target, i) => [String(i), [target]]))));
  for (const i of targets.keys()) form.set(String(i), new Blob([await photo()]), `foto-${i}.jpg`);
  const response = await api.yoga.fetch("http://test/graphql", {
    method: "POST",
    headers: { authorization: `Bearer ${user.token}`, "x-graphql-yoga-csrf": "1", "x-client-ip": "203.0.113.7" },
    body: form,
  });
  const body = (await response.json()) as { data?: Record<string, any>; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

const SHARE = `mutation ($input: GalleryResultInput!, $files: [File!]) { postGalleryResult(input: $input, files: $files) {
  ${RESULT} ... on MutationPostGalleryResultSuccess { data { id files { url thumbUrl } } } } }`;
/** A gallery result with one photo: its image's and thumbnail's public paths. */
async function shareResult(user: Teacher): Promise<string[]> {
  const input = { title: "Nuestro robot", description: "Lo hicimos en clase de 5º.", pupilsAppear: false };
  const answer = (await multipart(user, SHARE, { photo: "variables.files.0" }, { input, files: [null] })).postGalleryResult;
  expect(answer.__typename).toBe("MutationPostGalleryResultSuccess");
  const [file] = answer.data.files as { url: string; thumbUrl: string }[];
  return [file!.url, file!.thumbUrl];
}

const UPLOAD = `mutation ($image: File!) { uploadForumImage(image: $image) { ${RESULT} ... on MutationUploadForumImageSuccess { data } } }`;
/** An image uploaded through the forum editor, at the product's time: its public path. */
async function uploadImage(user: Teacher): Promise<string> {
  const answer = (await multipart(user, UPLOAD, { image: "variables.image" }, { image: null })).uploadForumImage;
  expect(answer.__typename).toBe("MutationUploadForumImageSuccess");
  return answer.data as string;
}

const THEME = `mutation ($input: ForumThemeInput!) { postForumTheme(input: $input) { ${RESULT} ... on MutationPostForumThemeSuccess { data { id } } } }`;
async function postThemeShowing(user: Teacher, images: string[]): Promise<string> {
  const content = `<p>Mirad nuestro montaje</p>${images.map((src) => `<p><img src="${src}" alt="montaje"></p>`).join("")}`;
  const answer = (await api.request(THEME, { input: { title: "Robots en 3º", content, categories: ["robotics"] } }, { token: user.token }))
    .body.data!.postForumTheme;
  expect(answer.__typename).toBe("MutationPostForumThemeSuccess");
  return answer.data.id as string;
}

const keyOf = (publicPath: string) => publicPath.replace(/^\/uploads\//, "");
const statusOf = async (publicPath: string) => (await app.request(publicPath)).status;
const onDisk = (publicPath: string) => existsSync(path.join(storageDir, keyOf(publicPath)));

describe("deleting an account", () => {
  test("removes every file the person uploaded, through the jobs worker: the addresses then answer 404", async () => {
    const db = database.db;
    const leaving = await teacher();
    const staying = await teacher();
    const gallery = await shareResult(leaving);
    const shown = await uploadImage(leaving);
    const unused = await uploadImage(leaving);
    await postThemeShowing(leaving, [shown]);
    const profilePhoto = "/uploads/profiles/0123456789abcdef0123456789abcdef.webp";
    await storage.put(
      keyOf(profilePhoto),
      await sharp(await photo())
        .webp()
        .toBuffer(),
      "image/webp",
    );
    await db.update(users).set({ profilePhoto }).where(eq(users.id, leaving.id));
    const others = [...(await shareResult(staying)), await uploadImage(staying)];
    const theirs = [...gallery, shown, unused, profilePhoto];
    for (const url of [...theirs, ...others]) expect(await statusOf(url), url).toBe(200);

    const res = await api.request("mutation { deleteAccount(confirm: true) { __typename } }", undefined, { token: leaving.token });
    expect(res.body.data?.deleteAccount.__typename).toBe("MutationDeleteAccountSuccess");
    // Durable: every removal is a job written in the deletion's transaction.
    const queued = (await db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, "storage-delete"))).flatMap(
      (row) => (row.payload as { keys: string[] }).keys,
    );
    expect(queued).toEqual(expect.arrayContaining(theirs.map(keyOf)));

    await api.runJobs();
    for (const url of theirs) {
      expect(await statusOf(url), url).toBe(404);
      expect(onDisk(url), url).toBe(false);
    }
    for (const url of others) expect(await statusOf(url), url).toBe(200);
    expect(await db.$count(editorImages, eq(editorImages.userId, leaving.id))).toBe(0);
  });
});

describe("the personal-data export", () => {
  test("lists the person's gallery files and every image they uploaded through the forum editor", async () => {
    const person = await teacher();
    const image = (await shareResult(person))[0]!;
    const shown = await uploadImage(person);
    const unused = await uploadImage(person);
    await postThemeShowing(person, [shown]);
    const { data, files } = await personalDataOf(database.db, person.id);
    expect(files.map((file) => file.key)).toEqual(expect.arrayContaining([image, shown, unused].map(keyOf)));
    for (const file of files) expect(file.path).toBe(`files/${file.key}`);
    const rows = data.editorImages as { key: string; createdAt: Date; usedAt: Date | null }[];
    expect(rows.map((row) => row.key).sort()).toEqual([shown, unused].map(keyOf).sort());
    expect(rows.find((row) => row.key === keyOf(shown))?.usedAt).not.toBeNull();
    expect(rows.find((row) => row.key === keyOf(unused))).toMatchObject({ createdAt: clock(), usedAt: null });
  });
});

describe("editor images no post took up", () => {
  test("are swept a day after their upload by the product's clock; used and younger ones stay", async () => {
    const db = database.db;
    now = new Date("2026-04-01T09:00:00Z");
    const author = await teacher();
    const old = await uploadImage(author);
    const used = await uploadImage(author);
    await postThemeShowing(author, [used]);
    now = later(23 * HOUR);
    const young = await uploadImage(author);

    // A day less a minute after the first uploads: nothing of theirs is due.
    await sweepUnusedEditorImages(db, later(HOUR - 60_000));
    await api.runJobs();
    for (const url of [old, used, young]) expect(await statusOf(url), url).toBe(200);

    now = later(HOUR);
    await sweepUnusedEditorImages(db, clock());
    await api.runJobs();
    expect(await statusOf(old)).toBe(404);
    expect(onDisk(old)).toBe(false);
    expect(await db.$count(editorImages, eq(editorImages.key, keyOf(old)))).toBe(0);
    for (const url of [used, young]) {
      expect(await statusOf(url), url).toBe(200);
      expect(await db.$count(editorImages, eq(editorImages.key, keyOf(url))), url).toBe(1);
    }
  });

  test("the jobs worker sweeps them on its own, by the clock it is given", async () => {
    now = new Date("2026-05-01T09:00:00Z");
    const image = await uploadImage(await teacher());
    now = later(25 * HOUR);
    const mailer = createMailer({ from: "test@example.org", outboxDir: path.join(storageDir, "outbox") });
    const worker = await startWorker(database, { mailer, publicUrl: TEST_PUBLIC_URL, storage, clock }, { pollMs: 50 });
    try {
      await vi.waitFor(() => expect(onDisk(image)).toBe(false), { timeout: 20_000, interval: 100 });
    } finally {
      await worker.stop();
    }
    expect(await statusOf(image)).toBe(404);
  });
});

describe("an editor image's life with its post", () => {
  test("a pending theme its author deletes takes its image with it, file and row", async () => {
    const author = await teacher();
    const image = await uploadImage(author);
    const id = await postThemeShowing(author, [image]);
    const DELETE = `mutation ($id: ID!) { deleteContribution(id: $id) { ${RESULT} } }`;
    expect((await api.request(DELETE, { id }, { token: author.token })).body.data?.deleteContribution.__typename).toBe(
      "MutationDeleteContributionSuccess",
    );
    await api.runJobs();
    expect(await statusOf(image)).toBe(404);
    expect(await database.db.$count(editorImages, eq(editorImages.key, keyOf(image)))).toBe(0);
  });

  test("the migration ties images posts already showed to the posts' authors, as used", async () => {
    const db = database.db;
    const author = await teacher();
    const image = await uploadImage(author);
    await postThemeShowing(author, [image]);
    // As before the table existed: the image is in the post, nobody is recorded for it.
    await db.delete(editorImages).where(eq(editorImages.key, keyOf(image)));
    const file = readdirSync(migrationsFolder).find((name) => name.endsWith("_editor_images.sql"))!;
    const backfill = readFileSync(path.join(migrationsFolder, file), "utf8")
      .split("--> statement-breakpoint")
      .find((part) => part.includes("INSERT INTO"))!;
    await db.execute(sql.raw(backfill));
    const [row] = await db
      .select()
      .from(editorImages)
      .where(eq(editorImages.key, keyOf(image)));
    expect(row).toMatchObject({ userId: author.id, usedAt: expect.any(Date) });
  });
});
