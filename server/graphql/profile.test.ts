import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { UPLOAD_MAX_BYTES } from "../../common/constants.ts";
import type { Database } from "../db/client.ts";
import { activities, emailTokens, linkedAccounts, rateLimitHits, sessions, userRoles, users } from "../db/schema/index.ts";
import { LOGIN, SIGNUP, signupInput, testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { localStorage } from "../storage/local-storage.ts";
import { givenActivity } from "../test/factories.ts";

let database: Database;
let api: ReturnType<typeof testApi>;
let uploadsDir: string;

beforeAll(async () => {
  database = await testDatabase();
  uploadsDir = mkdtempSync(path.join(tmpdir(), "uploads-test-"));
  api = testApi(database, { storage: localStorage(uploadsDir) });
});
afterAll(async () => {
  await database.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const RESULT = "__typename ... on DomainError { code message fields { field message } }";
const UPDATE = `mutation ($input: ProfileInput!, $image: File) { updateProfile(input: $input, image: $image) {
  ${RESULT} ... on MutationUpdateProfileSuccess { data { name lastName birthday gender notices profilePhoto province { id name } } } } }`;
const PROFILE = "{ profile { name lastName birthday gender notices profilePhoto province { id name } } }";
const SAVE_BIRTHDATE = `mutation ($birthday: String!) { saveBirthdate(birthday: $birthday) { ${RESULT} } }`;
const DELETE = `mutation ($confirm: Boolean!) { deleteAccount(confirm: $confirm) { ${RESULT} } }`;

function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function account(overrides: Record<string, unknown> = {}) {
  const input = signupInput(overrides);
  const res = await api.request(SIGNUP, { input });
  const { token, user } = res.body.data!.signup.data;
  return { token: token as string, id: user.id as string, email: input.email as string, password: input.password as string };
}

const valid = { name: "Marta", lastName: "Ruiz Gil", birthday: "1985-03-14", gender: "female", provinceId: "28", notices: true };

/** A GraphQL multipart request (operations, map, file), as a browser or the in-process action sends it. */
async function upload(token: string, input: Record<string, unknown>, file: Blob, name = "foto.jpg") {
  const form = new FormData();
  form.set("operations", JSON.stringify({ query: UPDATE, variables: { input, image: null } }));
  form.set("map", JSON.stringify({ 0: ["variables.image"] }));
  form.set("0", file, name);
  const response = await api.yoga.fetch("http://test/graphql", {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "x-graphql-yoga-csrf": "1", "x-client-ip": "203.0.113.7" },
    body: form,
  });
  return (await response.json()) as { data?: { updateProfile: any }; errors?: unknown[] };
}

/** A photo as phones take them: landscape pixels, EXIF saying "rotate 90°", camera and author data. */
async function phonePhoto(format: "jpeg" | "png" | "webp" | "gif" = "jpeg", width = 1200, height = 800) {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 240, g: 120, b: 40 } } })
    .withExif({ IFD0: { Make: "PhoneCo", Artist: "Ana López", Copyright: "Ana" } })
    .withMetadata({ orientation: 6 });
  const buffer = await image.toFormat(format).toBuffer();
  return new Blob([new Uint8Array(buffer)], { type: `image/${format}` });
}

const stored = (publicPath: string) => path.join(uploadsDir, publicPath.replace(/^\/uploads\//, ""));
const fileCount = () => (existsSync(path.join(uploadsDir, "profiles")) ? readdirSync(path.join(uploadsDir, "profiles")).length : 0);

describe("provinces and profile", () => {
  test("lists the 52 provinces sorted by name as Spanish sorts it", async () => {
    const res = await api.request("{ provinces { id name } }");
    const names = res.body.data!.provinces.map((p: { name: string }) => p.name);
    expect(names).toHaveLength(52);
    expect(names.slice(0, 6)).toEqual(["A Coruña", "Albacete", "Alicante/Alacant", "Almería", "Araba/Álava", "Asturias"]);
    expect(names[6]).toBe("Ávila");
    expect(names.at(-1)).toBe("Zaragoza");
  });

  test("reads the signed-in user's personal data", async () => {
    const { token } = await account({ name: "Ana", birthday: "1990-05-20", notices: true });
    const res = await api.request(PROFILE, undefined, { token });
    expect(res.body.data?.profile).toEqual({
      name: "Ana",
      lastName: "López",
      birthday: "1990-05-20",
      gender: null,
      notices: true,
      profilePhoto: null,
      province: null,
    });
  });
});

describe("updateProfile", () => {
  test("saves every field; `me` then has name, last name and province (the data banner goes)", async () => {
    const { token } = await account();
    const res = await api.request(UPDATE, { input: valid }, { token });
    expect(res.body.data?.updateProfile).toMatchObject({
      __typename: "MutationUpdateProfileSuccess",
      data: {
        name: "Marta",
        lastName: "Ruiz Gil",
        birthday: "1985-03-14",
        gender: "female",
        notices: true,
        province: { id: "28", name: "Madrid" },
      },
    });
    const me = await api.request("{ me { name lastName province { name } } }", undefined, { token });
    expect(me.body.data?.me).toEqual({ name: "Marta", lastName: "Ruiz Gil", province: { name: "Madrid" } });
    const other = await api.request(UPDATE, { input: { ...valid, gender: "other", notices: false } }, { token });
    expect(other.body.data?.updateProfile.data).toMatchObject({ gender: "other", notices: false });
  });

  test.each([
    [{ name: " " }, "name", "validation.nameRequired"],
    [{ lastName: "" }, "lastName", "validation.lastNameRequired"],
    [{ name: "x".repeat(81) }, "name", "validation.tooLong"],
    [{ birthday: "2001-02-30" }, "birthday", "validation.dateInvalid"],
    [{ birthday: "" }, "birthday", "validation.dateInvalid"],
    [{ birthday: yearsAgo(14, 1) }, "birthday", "validation.underAge"],
    [{ provinceId: "" }, "provinceId", "settings.validation.provinceRequired"],
    [{ provinceId: "99" }, "provinceId", "settings.validation.provinceUnknown"],
  ])("refuses %o with %s → %s and changes nothing", async (change, field, message) => {
    const { token, id } = await account();
    const [before] = await database.db.select().from(users).where(eq(users.id, id));
    const res = await api.request(UPDATE, { input: { ...valid, ...change } }, { token });
    expect(res.body.data?.updateProfile).toMatchObject({ __typename: "DomainError", code: "VALIDATION" });
    expect(res.body.data?.updateProfile.fields).toContainEqual({ field, message });
    const [after] = await database.db.select().from(users).where(eq(users.id, id));
    expect(after).toEqual(before);
  });

  test("accepts someone who turns 14 today", async () => {
    const { token } = await account();
    const res = await api.request(UPDATE, { input: { ...valid, birthday: yearsAgo(14) } }, { token });
    expect(res.body.data?.updateProfile.__typename).toBe("MutationUpdateProfileSuccess");
  });
});

describe("profile photo", () => {
  test("is re-encoded as upright WebP of at most 512 px, without EXIF, under a random name", async () => {
    const { token, id } = await account();
    const res = await upload(token, valid, await phonePhoto("jpeg"));
    const photo = res.data?.updateProfile.data.profilePhoto as string;
    expect(photo).toMatch(/^\/uploads\/profiles\/[0-9a-f]{32}\.webp$/);
    const [row] = await database.db.select({ photo: users.profilePhoto }).from(users).where(eq(users.id, id));
    expect(row?.photo).toBe(photo);
    const bytes = readFileSync(stored(photo));
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe("webp");
    // 1200×800 turned by its orientation tag, then fitted into 512×512.
    expect([meta.width, meta.height]).toEqual([341, 512]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from("PhoneCo"))).toBe(false);
    expect(bytes.includes(Buffer.from("Ana López"))).toBe(false);
  });

  test.each(["png", "webp", "gif"] as const)("accepts %s and never enlarges a small image", async (format) => {
    const { token } = await account();
    const res = await upload(token, valid, await phonePhoto(format, 200, 100), `foto.${format}`);
    const meta = await sharp(readFileSync(stored(res.data?.updateProfile.data.profilePhoto))).metadata();
    expect(meta.format).toBe("webp");
    expect(Math.max(meta.width, meta.height)).toBe(200);
  });

  test("deletes the old file when the photo is replaced, and when it is removed", async () => {
    const { token } = await account();
    const first = (await upload(token, valid, await phonePhoto())).data?.updateProfile.data.profilePhoto;
    const second = (await upload(token, valid, await phonePhoto("png"))).data?.updateProfile.data.profilePhoto;
    expect(second).not.toBe(first);
    expect(existsSync(stored(first))).toBe(false);
    expect(existsSync(stored(second))).toBe(true);
    // Saving without a file keeps the photo.
    const kept = await api.request(UPDATE, { input: valid }, { token });
    expect(kept.body.data?.updateProfile.data.profilePhoto).toBe(second);
    const removed = await api.request(UPDATE, { input: { ...valid, removePhoto: true } }, { token });
    expect(removed.body.data?.updateProfile.data.profilePhoto).toBeNull();
    expect(existsSync(stored(second))).toBe(false);
  });

  test.each([
    ["a text file named .png", new Blob(["hola, no soy una imagen"], { type: "image/png" }), "settings.validation.imageInvalid"],
    [
      "an SVG (can carry scripts)",
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: "image/svg+xml" }),
      "settings.validation.imageInvalid",
    ],
    ["a PDF", new Blob(["%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n"], { type: "image/jpeg" }), "settings.validation.imageInvalid"],
    [
      "a truncated JPEG",
      new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0])]),
      "settings.validation.imageInvalid",
    ],
    [
      "a file 1 byte over 10 MB",
      new Blob([new Uint8Array(UPLOAD_MAX_BYTES + 1)], { type: "image/jpeg" }),
      "settings.validation.imageTooLarge",
    ],
  ])("refuses %s and changes nothing", async (_label, file, message) => {
    const { token, id } = await account();
    const first = (await upload(token, valid, await phonePhoto())).data?.updateProfile.data.profilePhoto;
    const files = fileCount();
    const [before] = await database.db.select().from(users).where(eq(users.id, id));
    const res = await upload(token, { ...valid, name: "Otro nombre" }, file);
    expect(res.data?.updateProfile).toMatchObject({ __typename: "DomainError", code: "VALIDATION", fields: [{ field: "image", message }] });
    const [after] = await database.db.select().from(users).where(eq(users.id, id));
    expect(after).toEqual(before);
    expect(fileCount()).toBe(files);
    expect(existsSync(stored(first))).toBe(true);
  });
});

describe("saveBirthdate", () => {
  test("sets the birthday of an account without one, once", async () => {
    const { token, id } = await account();
    await database.db.update(users).set({ birthday: null }).where(eq(users.id, id));
    const res = await api.request(SAVE_BIRTHDATE, { birthday: "1979-11-02" }, { token });
    expect(res.body.data?.saveBirthdate.__typename).toBe("MutationSaveBirthdateSuccess");
    expect((await api.request(PROFILE, undefined, { token })).body.data?.profile.birthday).toBe("1979-11-02");
    const again = await api.request(SAVE_BIRTHDATE, { birthday: "1980-01-01" }, { token });
    expect(again.body.data?.saveBirthdate).toMatchObject({ code: "BIRTHDATE_SET", message: "settings.birthdate.alreadySet" });
    expect((await api.request(PROFILE, undefined, { token })).body.data?.profile.birthday).toBe("1979-11-02");
  });

  test.each([
    ["2001-02-30", "validation.dateInvalid"],
    ["mañana", "validation.dateInvalid"],
    [yearsAgo(13), "validation.underAge"],
  ])("refuses %s with %s", async (birthday, message) => {
    const { token, id } = await account();
    await database.db.update(users).set({ birthday: null }).where(eq(users.id, id));
    const res = await api.request(SAVE_BIRTHDATE, { birthday }, { token });
    expect(res.body.data?.saveBirthdate).toMatchObject({ code: "VALIDATION", fields: [{ field: "birthday", message }] });
    const [row] = await database.db.select({ birthday: users.birthday }).from(users).where(eq(users.id, id));
    expect(row?.birthday).toBeNull();
  });
});

describe("deleteAccount", () => {
  test("needs the confirmation", async () => {
    const { token, id } = await account();
    const res = await api.request(DELETE, { confirm: false }, { token });
    expect(res.body.data?.deleteAccount).toMatchObject({
      code: "VALIDATION",
      fields: [{ field: "confirm", message: "settings.validation.confirmRequired" }],
    });
    expect(await database.db.$count(users, eq(users.id, id))).toBe(1);
  });

  test("removes the user, its sessions, roles, linked accounts, tokens and photo; the email can no longer log in", async () => {
    const { token, id, email, password } = await account();
    const photo = (await upload(token, valid, await phonePhoto())).data?.updateProfile.data.profilePhoto;
    await database.db.insert(linkedAccounts).values({ userId: id, provider: "google", subject: `g-${id}` });
    await database.db
      .insert(emailTokens)
      .values({ userId: id, purpose: "restore-password", tokenHash: `h-${id}`, expiresAt: new Date(Date.now() + 60_000) });
    await api.request(LOGIN, { email, password: "wrong-one" });
    await api.request(LOGIN, { email: `x${email}`, password: "wrong-one" });
    expect(await database.db.$count(rateLimitHits, eq(rateLimitHits.key, `login:email:${email}`))).toBe(1);

    const res = await api.request(DELETE, { confirm: true }, { token });
    expect(res.body.data?.deleteAccount.__typename).toBe("MutationDeleteAccountSuccess");
    expect(res.cookies[0]).toMatch(/^token=;/);
    for (const [table, column] of [
      [users, users.id],
      [sessions, sessions.userId],
      [userRoles, userRoles.userId],
      [linkedAccounts, linkedAccounts.userId],
      [emailTokens, emailTokens.userId],
    ] as const) {
      expect(await database.db.$count(table, eq(column, id))).toBe(0);
    }
    expect(await database.db.$count(rateLimitHits, eq(rateLimitHits.key, `login:email:${email}`))).toBe(0);
    // Another address that merely ends the same way keeps its entries.
    expect(await database.db.$count(rateLimitHits, eq(rateLimitHits.key, `login:email:x${email}`))).toBe(1);
    // The photo goes through the jobs worker (its removal queued in the deletion's transaction).
    await api.runJobs();
    expect(existsSync(stored(photo))).toBe(false);
    expect((await api.request("{ me { id } }", undefined, { token })).body.data?.me).toBeNull();
    const login = await api.request(LOGIN, { email, password });
    expect(login.body.data?.login).toMatchObject({ code: "LOGIN_FAILED" });
  });

  test("takes the user's ratings out of the activities' averages", async () => {
    const activity = await givenActivity(database.db);
    const RATE = "mutation ($id: ID!, $score: Int!) { rateActivity(activityId: $id, score: $score) { __typename } }";
    const stays = await account();
    const leaves = await account();
    await api.request(RATE, { id: String(activity.id), score: 5 }, { token: stays.token });
    await api.request(RATE, { id: String(activity.id), score: 1 }, { token: leaves.token });
    await api.request(DELETE, { confirm: true }, { token: leaves.token });
    const [row] = await database.db.select().from(activities).where(eq(activities.id, activity.id));
    expect({ count: row?.ratingCount, sum: row?.ratingSum }).toEqual({ count: 1, sum: 5 });
  });
});

describe("authorization", () => {
  test("every profile operation refuses anonymous callers", async () => {
    const calls: [string, Record<string, unknown>][] = [
      [PROFILE, {}],
      [UPDATE, { input: valid }],
      [SAVE_BIRTHDATE, { birthday: "1980-01-01" }],
      [DELETE, { confirm: true }],
    ];
    for (const [query, variables] of calls) {
      const res = await api.request(query, variables);
      expect(res.body.errors?.[0]?.message, query).toMatch(/not authorized/i);
      expect(res.body.data ?? null).toBeNull();
    }
  });

  test("an anonymous upload writes no file", async () => {
    const files = fileCount();
    const form = new FormData();
    form.set("operations", JSON.stringify({ query: UPDATE, variables: { input: valid, image: null } }));
    form.set("map", JSON.stringify({ 0: ["variables.image"] }));
    form.set("0", await phonePhoto(), "foto.jpg");
    const response = await api.yoga.fetch("http://test/graphql", { method: "POST", headers: { "x-graphql-yoga-csrf": "1" }, body: form });
    expect(((await response.json()) as { errors?: { message: string }[] }).errors?.[0]?.message).toMatch(/not authorized/i);
    expect(fileCount()).toBe(files);
  });

  test("a multipart request without the CSRF header is refused", async () => {
    const { token } = await account();
    const form = new FormData();
    form.set("operations", JSON.stringify({ query: UPDATE, variables: { input: valid, image: null } }));
    form.set("map", JSON.stringify({ 0: ["variables.image"] }));
    form.set("0", await phonePhoto(), "foto.jpg");
    const response = await api.yoga.fetch("http://test/graphql", {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(403);
  });
});
