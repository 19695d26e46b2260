import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { classroomNameKey } from "../../services/evaluation/classrooms.ts";
import { LOGIN, testApi } from "../../test/api.ts";
import { testDatabase } from "../../test/database.ts";
import { givenUser } from "../../test/factories.ts";
import { type Database, migrationsFolder } from "../client.ts";
import { classrooms } from "../schema/index.ts";
import { DEMO_ACCOUNTS, seedDemo } from "./demo.ts";
import { DEMO_ADVENTURE } from "./evaluation-demo.ts";

/** Seeded data passes the rules typed data passes (issue 31, 3.2): the demo classroom's name is unique like any other. */
let database: Database;
let api: ReturnType<typeof testApi>;

beforeAll(async () => {
  database = await testDatabase();
  await seedDemo(database.db);
  api = testApi(database);
  // The whole demo is seeded (a busy machine takes a while).
}, 300_000);
afterAll(() => database.close());

test("every seeded classroom's name key is the evaluation service's key of its name", async () => {
  const rows = await database.db.select({ name: classrooms.name, nameKey: classrooms.nameKey }).from(classrooms);
  expect(rows.map((row) => row.name)).toContain(DEMO_ADVENTURE.classroom);
  for (const row of rows) expect(row.nameKey, row.name).toBe(classroomNameKey(row.name));
});

test("the demo teacher cannot create a second classroom that reads like the demo one", async () => {
  const account = DEMO_ACCOUNTS.find((a) => a.email === "docente@demo.test")!;
  const login = await api.request(LOGIN, { email: account.email, password: account.password });
  const token = login.body.data?.login.data.token as string;
  const CREATE = `mutation ($input: ClassroomInput!) { createClassroom(input: $input) {
    __typename ... on DomainError { code fields { field message } } } }`;
  for (const name of [DEMO_ADVENTURE.classroom, "2.ºA·demostración", "2.º a  ·  Demostracion"]) {
    const input = { name, age: "sixToEight", girls: 12, boys: 11, yearsInProgramme: 1 };
    const answer = (await api.request(CREATE, { input }, { token })).body.data?.createClassroom;
    expect(answer, name).toMatchObject({
      __typename: "DomainError",
      code: "CLASSROOM_NAME_TAKEN",
      fields: [{ field: "name", message: "evaluation.errors.nameTaken" }],
    });
  }
});

test("the migration corrects a key stored with its spaces, unless the corrected key is already taken", async () => {
  const db = database.db;
  const teacher = await givenUser(db);
  const row = (name: string, nameKey: string) => ({
    userId: teacher.id,
    name,
    nameKey,
    age: "sixToEight" as const,
    girls: 1,
    boys: 1,
    yearsInProgramme: 1,
    schoolYear: "2026-27",
  });
  await db
    .insert(classrooms)
    .values([
      row("2.º A · demostración", "2.º a · demostracion"),
      row("5.º B", "5.ºb"),
      row("5.º  b", "5.º  b"),
      row("3 C", "3 c"),
      row("3  c", "3  c"),
    ]);
  const file = readdirSync(migrationsFolder).find((name) => name.endsWith("_classroom_name_keys.sql"))!;
  await db.execute(sql.raw(readFileSync(path.join(migrationsFolder, file), "utf8")));
  const keys = await db
    .select({ name: classrooms.name, nameKey: classrooms.nameKey })
    .from(classrooms)
    .where(eq(classrooms.userId, teacher.id));
  expect(Object.fromEntries(keys.map((k) => [k.name, k.nameKey]))).toEqual({
    "2.º A · demostración": "2.ºa·demostracion",
    "5.º B": "5.ºb",
    // Taken already by "5.º B", and by the first "3 c": left as they were.
    "5.º  b": "5.º  b",
    "3 C": "3c",
    "3  c": "3  c",
  });
});
