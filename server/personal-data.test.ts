import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { unzipSync, strFromU8 } from "fflate";
import { afterAll, describe, expect, test } from "vitest";
import * as schema from "./db/schema/index.ts";
import { activityRatings, classrooms, users } from "./db/schema/index.ts";
import { NOT_EXPORTED, PERSONAL_DATA } from "./services/profile/personal-data.ts";
import { localStorage } from "./storage/local-storage.ts";
import { givenActivity, givenUser } from "./test/factories.ts";
import { testPages } from "./test/pages.ts";

/**
 * The personal-data export (issue 18): every reference to a person in the schema is either exported or said why not,
 * and account deletion clears or keeps each by its foreign key; the profile's download is a ZIP with data.json, the
 * person's uploads and a README, without secrets.
 */
const storageDir = mkdtempSync(path.join(tmpdir(), "personal-data-"));
const storage = localStorage(storageDir);
const pages = testPages({ storage });
afterAll(() => rmSync(storageDir, { recursive: true, force: true }));

/** Every foreign key to users.id in the schema, as "table.column" with what deleting the user does to it. */
function referencesToPeople(): { ref: string; onDelete: string | undefined }[] {
  const found: { ref: string; onDelete: string | undefined }[] = [];
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    for (const fk of config.foreignKeys) {
      const reference = fk.reference();
      if (getTableConfig(reference.foreignTable).name !== "users") continue;
      for (const column of reference.columns) found.push({ ref: `${config.name}.${column.name}`, onDelete: fk.onDelete });
    }
  }
  return found;
}

describe("every reference to a person", () => {
  const exported = new Set(PERSONAL_DATA.map(({ table, by }) => `${getTableConfig(table).name}.${by.name}`));

  test("is exported or listed with why not, and the lists name no reference that does not exist", () => {
    const references = referencesToPeople();
    expect(references.length).toBeGreaterThan(20);
    for (const { ref } of references)
      expect(exported.has(ref) || ref in NOT_EXPORTED, `${ref}: neither exported nor listed in NOT_EXPORTED`).toBe(true);
    const known = new Set([...references.map((r) => r.ref), "users.id"]);
    for (const ref of [...exported, ...Object.keys(NOT_EXPORTED)])
      expect(known.has(ref), `${ref} is not a reference to a person`).toBe(true);
  });

  test("is removed or let go of when the account is deleted (its foreign key cascades or sets null)", () => {
    for (const { ref, onDelete } of referencesToPeople())
      expect(["cascade", "set null"], `${ref}: ON DELETE ${onDelete ?? "no action"}`).toContain(onDelete);
  });
});

describe("the profile's download", () => {
  test("is a ZIP with the person's rows, their uploads and a README, and no password or session secret", async () => {
    const db = pages.database.db;
    const person = await givenUser(db, { name: "Lucía" });
    const other = await givenUser(db);
    const photoKey = "profiles/0123456789abcdef0123456789abcdef.webp";
    await storage.put(photoKey, new Uint8Array([1, 2, 3, 4]), "image/webp");
    await db
      .update(users)
      .set({ profilePhoto: `/uploads/${photoKey}`, passwordHash: "$argon2id$secret" })
      .where(eq(users.id, person.id));
    const activity = await givenActivity(db);
    await db.insert(activityRatings).values([
      { userId: person.id, activityId: activity.id, score: 4 },
      { userId: other.id, activityId: activity.id, score: 2 },
    ]);
    await db.insert(classrooms).values({
      userId: person.id,
      name: "3ºA",
      nameKey: "3ºa",
      age: "nineToTwelve",
      girls: 10,
      boys: 11,
      yearsInProgramme: 1,
      schoolYear: "2025-26",
    });

    const res = await pages.app.request("/mi-cuenta/mis-datos.zip", { headers: { cookie: `token=${person.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="codigo-pequeno-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(["README.txt", "data.json", `files/${photoKey}`]);
    expect(Array.from(files[`files/${photoKey}`]!)).toEqual([1, 2, 3, 4]);
    expect(strFromU8(files["README.txt"]!)).toContain("data.json contiene todo lo que el programa guarda sobre ti");
    const text = strFromU8(files["data.json"]!);
    const data = JSON.parse(text);
    expect(data.account).toHaveLength(1);
    expect(data.account[0]).toMatchObject({ id: person.id, email: person.email, name: "Lucía" });
    expect(data.activityRatings).toEqual([expect.objectContaining({ score: 4, activityId: activity.id })]);
    expect(data.classrooms).toEqual([expect.objectContaining({ name: "3ºA" })]);
    expect(data.sessions).toHaveLength(1);
    expect(text).not.toContain("argon2id");
    expect(text).not.toContain("passwordHash");
    expect(text).not.toContain("tokenHash");
    expect(text).not.toContain(other.id);
  });

  test("is for the signed-in person only: a visitor is sent to log in", async () => {
    const res = await pages.app.request("/my-account/my-data.zip", { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/access?page=${encodeURIComponent("/my-account/my-data.zip")}`);
  });
});
