import { readdirSync, readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { EUROPE_CHALLENGE, TEACHER_CHALLENGE } from "../../common/challenges.ts";
import { fixedClock } from "../clock.ts";
import type { Database } from "../db/client.ts";
import { auditLog, challengeEditions } from "../db/schema/index.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";

// The super-challenges' editions editor (issue 18, decision 042): the migration seeds the editions from the constants;
// the foundation's staff change an edition's dates and limits and open the next one; the public pages read them at
// once. Each change audited; refusals and unchanged saves write nothing.
let database: Database;
type User = Awaited<ReturnType<typeof givenUser>>;
let staff: User;
let teacher: User;
let seeded: (typeof challengeEditions.$inferSelect)[];

beforeAll(async () => {
  database = await testDatabase();
  staff = await givenUser(database.db, { roles: ["DEVELOPER"] });
  teacher = await givenUser(database.db, { roles: ["EVENT_MANAGER"] });
  seeded = await database.db.select().from(challengeEditions);
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(auditLog);
  await database.db.delete(challengeEditions);
  await database.db.insert(challengeEditions).values(seeded);
});

const NOW = "2026-11-25T10:00:00+01:00";
const at = (instant: string) => testApi(database, { clock: fixedClock(instant) });
const LIST =
  "{ challengeEditionsForEditors { id kind edition stage opensAt preRegistrationDeadline deadline closesAt winners places videoMaxSeconds prizeEuros finalists audience } }";
const SAVE = `mutation ($id: ID, $input: ChallengeEditionInput!) { saveChallengeEdition(id: $id, input: $input) {
  __typename ... on MutationSaveChallengeEditionSuccess { data { id kind edition stage opensAt preRegistrationDeadline deadline closesAt winners places videoMaxSeconds prizeEuros finalists audience } }
  ... on DomainError { code fields { field message } } } }`;
const EUROPE =
  "{ europeChallenge { edition { edition stage deadline preRegistrationDeadline videoMaxSeconds prizeEuros } otherEditions { edition } } }";
const TEACHERS = "{ teacherChallenge { edition stage deadline closesAt winners places } }";

async function list(user: User = staff, instant = NOW) {
  return (await at(instant).request(LIST, {}, { token: user.token })).body.data!.challengeEditionsForEditors as Record<string, any>[];
}
async function save(user: User | null, variables: { id?: string | null; input: Record<string, unknown> }, instant = NOW) {
  const res = await at(instant).request(SAVE, { id: null, ...variables }, user ? { token: user.token } : {});
  return res.body.data?.saveChallengeEdition ?? res.body.errors;
}
const idOf = async (kind: string, edition: string) => (await list()).find((e) => e.kind === kind && e.edition === edition)!.id as string;
const europeInput = (overrides: Record<string, unknown> = {}) => ({
  opensAt: EUROPE_CHALLENGE["2025-26"].opensAt,
  preRegistrationDeadline: "2025-10-31",
  deadline: "2026-01-23",
  videoMaxSeconds: 60,
  prizeEuros: 1500,
  finalists: 10,
  audience: "primaryAndSecondary",
  ...overrides,
});
const audit = () => database.db.select().from(auditLog);

describe("the editions seeded from the constants", () => {
  test("every edition with its dates, limits and stage at the product's clock", async () => {
    const editions = await list();
    expect(editions.map((e) => `${e.kind} ${e.edition} ${e.stage}`)).toEqual([
      "teacher 2024 closed",
      "europe 2024-25 closed",
      "europe 2025-26 closed",
    ]);
    const e25 = EUROPE_CHALLENGE["2025-26"];
    expect(editions[2]).toMatchObject({
      deadline: e25.deadline,
      preRegistrationDeadline: e25.preRegistrationDeadline,
      videoMaxSeconds: 60,
      prizeEuros: 1500,
      finalists: 10,
      audience: "primaryAndSecondary",
    });
    expect(new Date(editions[2]!.closesAt).getTime()).toBe(new Date(e25.closesAt).getTime());
    expect(new Date(editions[0]!.opensAt).getTime()).toBe(new Date(TEACHER_CHALLENGE.opensAt).getTime());
    expect(editions[0]).toMatchObject({ deadline: TEACHER_CHALLENGE.deadline, winners: 5, places: 3, videoMaxSeconds: null });
    expect((await list(staff, "2025-10-01T12:00:00+02:00"))[2]!.stage).toBe("preRegistration");
  });
  test("the migration's seed adds only the missing editions: run again on a database with a changed one, it keeps it", async () => {
    // Found by its name: the migration's number may change when branches merge.
    const migrations = new URL("../db/migrations/", import.meta.url);
    const file = readdirSync(migrations).find((name) => name.endsWith("_challenge_editions.sql"));
    const seed = readFileSync(new URL(file ?? "", migrations), "utf8")
      .split("--> statement-breakpoint")
      .filter((statement) => statement.includes("INSERT INTO"));
    expect(seed).toHaveLength(2);
    await database.db.update(challengeEditions).set({ prizeEuros: 1750 }).where(eq(challengeEditions.edition, "2025-26"));
    await database.db.delete(challengeEditions).where(eq(challengeEditions.edition, "2024-25"));
    for (const statement of seed) await database.db.execute(sql.raw(statement));
    const editions = await list();
    expect(editions.map((e) => e.edition)).toEqual(["2024", "2024-25", "2025-26"]);
    expect(editions[2]!.prizeEuros).toBe(1750);
    expect(editions[1]).toMatchObject({ prizeEuros: 1000, videoMaxSeconds: 300, audience: "primary" });
  });
});

describe("changing an edition", () => {
  test("a new deadline and limits show on the public page at once, audited before and after; an unchanged save writes nothing", async () => {
    const id = await idOf("europe", "2025-26");
    const answer = await save(staff, { id, input: europeInput({ deadline: "2027-01-22", prizeEuros: 2000 }) });
    expect(answer).toMatchObject({
      __typename: "MutationSaveChallengeEditionSuccess",
      data: { edition: "2025-26", deadline: "2027-01-22", prizeEuros: 2000, stage: "submission" },
    });
    const page = (await at(NOW).request(EUROPE)).body.data!.europeChallenge;
    expect(page.edition).toMatchObject({ edition: "2025-26", stage: "submission", deadline: "2027-01-22", prizeEuros: 2000 });
    const [entry, ...more] = await audit();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: "challengeEditionUpdate",
      entity: "challengeEdition",
      entityId: id,
      label: "europe 2025-26",
      actorId: staff.id,
    });
    expect(entry!.before).toMatchObject({ deadline: "2026-01-23", prizeEuros: 1500 });
    expect(entry!.after).toMatchObject({ deadline: "2027-01-22", prizeEuros: 2000 });
    expect((await save(staff, { id, input: europeInput({ deadline: "2027-01-22", prizeEuros: 2000 }) })).__typename).toBe(
      "MutationSaveChallengeEditionSuccess",
    );
    expect(await audit()).toHaveLength(1);
  });

  test("the teachers' edition: a later deadline reopens its form", async () => {
    const id = await idOf("teacher", "2024");
    expect((await at(NOW).request(TEACHERS)).body.data!.teacherChallenge.stage).toBe("closed");
    const answer = await save(staff, { id, input: { opensAt: TEACHER_CHALLENGE.opensAt, deadline: "2026-12-31", winners: 6, places: 2 } });
    expect(answer.__typename).toBe("MutationSaveChallengeEditionSuccess");
    expect((await at(NOW).request(TEACHERS)).body.data!.teacherChallenge).toMatchObject({
      edition: "2024",
      stage: "open",
      deadline: "2026-12-31",
      winners: 6,
      places: 2,
    });
    const closes = (await at(NOW).request(TEACHERS)).body.data!.teacherChallenge.closesAt;
    expect(new Date(closes).toISOString()).toBe("2026-12-31T23:00:00.000Z");
  });

  test.each([
    ["a deadline before the opening", { deadline: "2025-09-01" }, "deadline", "editing.challenge.errors.deadlineBeforeOpening"],
    [
      "pre-registration ending after the deadline",
      { preRegistrationDeadline: "2026-02-01" },
      "preRegistrationDeadline",
      "editing.challenge.errors.preRegistrationAfterDeadline",
    ],
    ["a prize of 0", { prizeEuros: 0 }, "prizeEuros", "editing.challenge.errors.positive"],
    ["no finalists", { finalists: null }, "finalists", "editing.errors.required"],
    ["a malformed day", { deadline: "2026-02-30" }, "deadline", "editing.errors.date"],
    ["a malformed opening", { opensAt: "mañana" }, "opensAt", "editing.errors.date"],
  ])("refused with %s, changing nothing", async (_name, change, field, message) => {
    const id = await idOf("europe", "2025-26");
    const before = await list();
    const answer = await save(staff, { id, input: europeInput(change) });
    expect(answer).toMatchObject({ __typename: "DomainError", code: "VALIDATION" });
    expect(answer.fields).toContainEqual({ field, message });
    expect(await list()).toEqual(before);
    expect(await audit()).toEqual([]);
  });

  test("an unknown edition is NOT_FOUND", async () => {
    expect(await save(staff, { id: "999999", input: europeInput() })).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("opening the next edition", () => {
  test("proposed a year on; once saved, the page presents it from its opening and lists the others", async () => {
    const draft = (
      await at(NOW).request(
        "{ nextChallengeEdition(kind: europe) { edition opensAt preRegistrationDeadline deadline prizeEuros } }",
        {},
        { token: staff.token },
      )
    ).body.data!.nextChallengeEdition;
    expect(draft).toMatchObject({ edition: "2026-27", preRegistrationDeadline: "2026-10-31", deadline: "2027-01-23", prizeEuros: 1500 });
    const answer = await save(staff, { input: europeInput({ ...draft, kind: "europe", deadline: "2027-01-22" }) });
    expect(answer).toMatchObject({
      __typename: "MutationSaveChallengeEditionSuccess",
      data: { kind: "europe", edition: "2026-27", deadline: "2027-01-22" },
    });
    const [entry] = await audit();
    expect(entry).toMatchObject({ action: "challengeEditionCreate", entity: "challengeEdition", label: "europe 2026-27", before: null });
    expect((await at("2026-09-14T23:59:00+02:00").request(EUROPE)).body.data!.europeChallenge.edition.edition).toBe("2025-26");
    const page = (await at("2026-09-15T00:00:00+02:00").request(EUROPE)).body.data!.europeChallenge;
    expect(page.edition).toMatchObject({ edition: "2026-27", stage: "preRegistration" });
    expect(page.otherEditions.map((e: { edition: string }) => e.edition)).toEqual(["2024-25", "2025-26"]);
    const teachers = (
      await at(NOW).request("{ nextChallengeEdition(kind: teacher) { edition deadline winners } }", {}, { token: staff.token })
    ).body.data!.nextChallengeEdition;
    expect(teachers).toEqual({ edition: "2025", deadline: "2025-04-30", winners: 5 });
  });

  test("a label taken or malformed, or no kind, is refused and stores nothing", async () => {
    expect((await save(staff, { input: europeInput({ kind: "europe", edition: "2025-26" }) })).fields).toContainEqual({
      field: "edition",
      message: "editing.challenge.errors.editionTaken",
    });
    expect((await save(staff, { input: europeInput({ kind: "europe", edition: "next" }) })).fields).toContainEqual({
      field: "edition",
      message: "editing.challenge.errors.edition",
    });
    expect((await save(staff, { input: europeInput({ edition: "2030-31" }) })).fields).toContainEqual({
      field: "kind",
      message: "editing.errors.required",
    });
    expect(await list()).toHaveLength(3);
    expect(await audit()).toEqual([]);
  });
});

describe("who may edit", () => {
  test("the foundation's staff only", async () => {
    const id = await idOf("europe", "2025-26");
    for (const user of [teacher, null]) {
      const answer = await save(user, { id, input: europeInput({ prizeEuros: 1 }) });
      expect(JSON.stringify(answer)).toMatch(/FORBIDDEN|UNAUTHENTICATED|Not authorized|not authorized/i);
    }
    expect((await at(NOW).request(LIST, {}, { token: teacher.token })).body.data?.challengeEditionsForEditors ?? null).toBeNull();
    const [row] = await database.db
      .select()
      .from(challengeEditions)
      .where(eq(challengeEditions.id, Number(id)));
    expect(row!.prizeEuros).toBe(1500);
  });
});
