import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CLASSROOM_LIMITS, KEY_CODE_ALPHABET, KEY_CODE_PATTERN } from "../../common/evaluation.ts";
import { schoolYearOf } from "../../common/school-year.ts";
import type { CurrentUser } from "../../common/user.ts";
import { hashToken } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import { adventureAnswers, adventureGroups, adventureKeys, classrooms, users } from "../db/schema/index.ts";
import { currentUser } from "../services/accounts/accounts.ts";
import { newKeyCode, openAdventureKey } from "../services/evaluation/adventure-keys.ts";
import { classroomNameKey } from "../services/evaluation/classrooms.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { answersOf, givenClassroom, givenGroup, givenKey } from "../test/evaluation-factories.ts";
import { givenProgram, givenTeacher, type ProgramRow } from "../test/itinerary-factories.ts";

/** Classroom evaluation on the teacher's side (sections 3, 4, 5, 8 and 9; decision 033), as a client sees the API. */
let database: Database;
let api: ReturnType<typeof testApi>;
let program: ProgramRow;
const statements: string[] = [];

beforeAll(async () => {
  database = await testDatabase({ onQuery: (sql) => statements.push(sql) });
  api = testApi(database);
  program = await givenProgram(database.db);
});
afterAll(async () => {
  await database.close();
});

const teacher = () => givenTeacher(database.db, [program]);
const meOf = async (token: string) => (await currentUser(database.db, { tokenHash: hashToken(token) }, "es")) as CurrentUser;

const CLASSROOM_FIELDS =
  "id name age girls boys yearsInProgramme schoolYear createdAt evaluated stages keys { id stage code lang open openedAt closedAt }";
const CREATE = `mutation ($input: ClassroomInput!) {
  createClassroom(input: $input) {
    __typename
    ... on MutationCreateClassroomSuccess { data { ${CLASSROOM_FIELDS} } }
    ... on DomainError { code message fields { field message } }
  }
}`;
const KEY_FIELDS = "__typename ... on DomainError { code message } ";
const OPEN = `mutation ($id: ID!, $stage: EvaluationStage!, $lang: AdventureLanguage!) {
  openAdventureKey(classroomId: $id, stage: $stage, lang: $lang) { ${KEY_FIELDS} ... on MutationOpenAdventureKeySuccess { data { id stage code lang open openedAt closedAt } } }
}`;
const CLOSE = `mutation ($id: ID!) { closeAdventureKey(id: $id) { ${KEY_FIELDS} ... on MutationCloseAdventureKeySuccess { data { id code open closedAt } } } }`;
const REOPEN = `mutation ($id: ID!) { reopenAdventureKey(id: $id) { ${KEY_FIELDS} ... on MutationReopenAdventureKeySuccess { data { id code lang open closedAt } } } }`;
const DELETE = `mutation ($id: ID!) { deleteClassroom(id: $id) { ${KEY_FIELDS} } }`;
const LIST = `{ classrooms { ${CLASSROOM_FIELDS} } }`;
const ONE = `query ($id: ID!) { classroom(id: $id) { id name } }`;
const CARD = `query ($id: ID!) { adventureKeyCard(id: $id) { key { code stage lang open } classroom { id name age } } }`;
const RESULTS = `query ($id: ID!) {
  classroomResults(id: $id) {
    classroom { id name }
    keys { key { stage code } groups finishedGroups pupils correct incorrect level areas { area correct incorrect level } }
  }
}`;

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: "5.º B",
  age: "nineToTwelve",
  girls: 12,
  boys: 13,
  yearsInProgramme: 2,
  ...overrides,
});
const create = async (token: string, input: Record<string, unknown>) =>
  (await api.request(CREATE, { input }, { token })).body.data?.createClassroom;
const open = async (token: string, id: string | number, stage = "initial", lang = "es") =>
  (await api.request(OPEN, { id: String(id), stage, lang }, { token })).body.data?.openAdventureKey;

describe("creating a classroom", () => {
  test("a licensed teacher creates one in the current school year; it lists with its date and no keys", async () => {
    const { token } = await teacher();
    const answer = await create(token, valid({ name: "  Sexto A  " }));
    expect(answer.__typename).toBe("MutationCreateClassroomSuccess");
    expect(answer.data).toMatchObject({
      name: "Sexto A",
      age: "nineToTwelve",
      girls: 12,
      boys: 13,
      yearsInProgramme: 2,
      schoolYear: schoolYearOf(new Date()).label,
      evaluated: true,
      stages: ["initial", "final"],
      keys: [],
    });
    expect(Date.now() - new Date(answer.data.createdAt).getTime()).toBeLessThan(60_000);
    const second = await create(token, valid({ name: "Tercero", age: "sixToEight" }));
    const { body } = await api.request(LIST, {}, { token });
    expect(body.data?.classrooms.map((c: { name: string }) => c.name)).toEqual(["Tercero", "Sexto A"]);
    expect(body.data?.classrooms[0].id).toBe(second.data.id);
  });

  test("every field is checked on the server, each with its own message", async () => {
    const { token, id } = await teacher();
    const refused = async (input: Record<string, unknown>) => {
      const answer = await create(token, input);
      expect(answer.__typename, JSON.stringify(input)).toBe("DomainError");
      expect(answer.code).toBe("VALIDATION");
      return Object.fromEntries(answer.fields.map((f: { field: string; message: string }) => [f.field, f.message]));
    };
    expect(await refused(valid({ name: "   " }))).toEqual({ name: "evaluation.errors.nameRequired" });
    expect(await refused(valid({ name: "x".repeat(CLASSROOM_LIMITS.nameMax + 1) }))).toEqual({ name: "evaluation.errors.nameTooLong" });
    expect(
      await refused(valid({ girls: -1, boys: CLASSROOM_LIMITS.pupilsMax + 1, yearsInProgramme: CLASSROOM_LIMITS.yearsMax + 1 })),
    ).toEqual({
      girls: "evaluation.errors.numberNegative",
      boys: "evaluation.errors.pupilsTooMany",
      yearsInProgramme: "evaluation.errors.yearsTooMany",
    });
    expect(await refused(valid({ girls: 0, boys: 0 }))).toEqual({ girls: "evaluation.errors.noPupils" });
    // The limits themselves are allowed, and one pupil is a classroom.
    expect(
      (
        await create(
          token,
          valid({ name: "Límite", girls: CLASSROOM_LIMITS.pupilsMax, boys: 0, yearsInProgramme: CLASSROOM_LIMITS.yearsMax }),
        )
      ).__typename,
    ).toBe("MutationCreateClassroomSuccess");
    expect((await create(token, valid({ name: "Uno", girls: 0, boys: 1, yearsInProgramme: 0 }))).__typename).toBe(
      "MutationCreateClassroomSuccess",
    );
    // A number that is not whole never reaches the service: the API refuses the variable.
    const { body } = await api.request(CREATE, { input: valid({ girls: 2.5 }) }, { token });
    expect(body.data).toBeFalsy();
    const stored = await database.db.select({ name: classrooms.name }).from(classrooms).where(eq(classrooms.userId, id));
    expect(stored.map((row) => row.name).sort()).toEqual(["Límite", "Uno"]);
  });

  test("the name is unique for the teacher in the school year, whatever its case, accents or spaces", async () => {
    const { token, id } = await teacher();
    const other = await teacher();
    expect((await create(token, valid({ name: "Clase Ñandú 5.º B" }))).__typename).toBe("MutationCreateClassroomSuccess");
    for (const name of ["clase ñandu 5.º b", "CLASE  NANDU 5.ºB", " Clase Ñandú 5.º B "]) {
      const answer = await create(token, valid({ name }));
      expect(answer, name).toMatchObject({
        __typename: "DomainError",
        code: "CLASSROOM_NAME_TAKEN",
        fields: [{ field: "name", message: "evaluation.errors.nameTaken" }],
      });
    }
    // Another teacher may use it; so may this teacher in another school year.
    expect((await create(other.token, valid({ name: "Clase Ñandú 5.º B" }))).__typename).toBe("MutationCreateClassroomSuccess");
    await database.db.update(classrooms).set({ schoolYear: "2019-20" }).where(eq(classrooms.userId, id));
    expect((await create(token, valid({ name: "clase ñandú 5.º b" }))).__typename).toBe("MutationCreateClassroomSuccess");
    expect(classroomNameKey("Clase Ñandú 5.º B")).toBe("clasenandu5.ºb");
  });

  test("two saves of the same name at once make one classroom", async () => {
    const { token, id } = await teacher();
    const answers = await Promise.all([create(token, valid({ name: "Doble" })), create(token, valid({ name: "doble" }))]);
    expect(answers.map((a) => a.__typename).sort()).toEqual(["DomainError", "MutationCreateClassroomSuccess"]);
    expect(await database.db.select().from(classrooms).where(eq(classrooms.userId, id))).toHaveLength(1);
  });

  test("4-5 and +12 classrooms are created but not evaluated: no stage, and no key opens", async () => {
    const { token } = await teacher();
    for (const age of ["fourToFive", "twelvePlus"]) {
      const answer = await create(token, valid({ name: `Aula ${age}`, age }));
      expect(answer.data).toMatchObject({ age, evaluated: false, stages: [], keys: [] });
      expect(await open(token, answer.data.id)).toMatchObject({
        __typename: "DomainError",
        code: "CLASSROOM_NOT_EVALUATED",
        message: "evaluation.errors.notEvaluated",
      });
    }
  });
});

describe("adventure keys", () => {
  test("open (in the adventure's language), close and reopen the initial key; the final key has a code of its own", async () => {
    const { token } = await teacher();
    const classroom = (await create(token, valid())).data;
    const initial = await open(token, classroom.id, "initial", "en");
    expect(initial.__typename).toBe("MutationOpenAdventureKeySuccess");
    expect(initial.data).toMatchObject({ stage: "initial", lang: "en", open: true, closedAt: null });
    expect(initial.data.code).toMatch(KEY_CODE_PATTERN);
    // A second press gives the same key back.
    expect((await open(token, classroom.id, "initial", "es")).data).toEqual(initial.data);

    const closed = (await api.request(CLOSE, { id: initial.data.id }, { token })).body.data?.closeAdventureKey;
    expect(closed.data).toMatchObject({ id: initial.data.id, code: initial.data.code, open: false });
    expect(closed.data.closedAt).not.toBeNull();
    const reopened = (await api.request(REOPEN, { id: initial.data.id }, { token })).body.data?.reopenAdventureKey;
    expect(reopened.data).toEqual({ id: initial.data.id, code: initial.data.code, lang: "en", open: true, closedAt: null });

    const final = (await open(token, classroom.id, "final")).data;
    expect(final).toMatchObject({ stage: "final", lang: "es", open: true });
    expect(final.code).not.toBe(initial.data.code);
    // refCenter is for reference centres; the data marks none yet.
    expect(await open(token, classroom.id, "refCenter")).toMatchObject({ __typename: "DomainError", code: "EVALUATION_STAGE_UNAVAILABLE" });

    const listed = (await api.request(ONE.replace("id name", "keys { stage code open }"), { id: classroom.id }, { token })).body.data
      ?.classroom;
    expect(listed.keys).toEqual([
      { stage: "initial", code: initial.data.code, open: true },
      { stage: "final", code: final.code, open: true },
    ]);
    const card = (await api.request(CARD, { id: initial.data.id }, { token })).body.data?.adventureKeyCard;
    expect(card).toEqual({
      key: { code: initial.data.code, stage: "initial", lang: "en", open: true },
      classroom: { id: classroom.id, name: "5.º B", age: "nineToTwelve" },
    });
  });

  test("codes are six characters of the unambiguous alphabet, drawn evenly, and do not repeat", () => {
    expect(KEY_CODE_ALPHABET).not.toMatch(/[01ILO]/);
    const codes = Array.from({ length: 3000 }, newKeyCode);
    for (const code of codes) expect(code).toMatch(KEY_CODE_PATTERN);
    expect(new Set(codes).size).toBe(codes.length);
    const seen = new Set(codes.join(""));
    expect([...KEY_CODE_ALPHABET].every((c) => seen.has(c))).toBe(true);
  });

  test("a code another key holds is drawn again", async () => {
    const { token, id } = await teacher();
    const taken = await givenKey(database.db, (await givenClassroom(database.db, id)).id, "initial", { code: "ABCDEF" });
    const classroom = await givenClassroom(database.db, id);
    const draws = ["ABCDEF", "ABCDEF", "GHJKMN"];
    const key = await openAdventureKey(
      database.db,
      await meOf(token),
      { classroomId: classroom.id, stage: "initial", lang: "es" },
      () => draws.shift() ?? "ZZZZZZ",
    );
    expect(key.code).toBe("GHJKMN");
    expect(taken.code).toBe("ABCDEF");
  });

  test("a language other than the adventure's two is refused by the API", async () => {
    const { token } = await teacher();
    const classroom = (await create(token, valid())).data;
    const { body } = await api.request(OPEN, { id: classroom.id, stage: "initial", lang: "fr" }, { token });
    expect(body.data).toBeFalsy();
  });
});

describe("a teacher's classrooms are theirs alone", () => {
  test("another teacher reads nothing, and opening, closing, reopening or deleting is not found", async () => {
    const owner = await teacher();
    const intruder = await teacher();
    const classroom = (await create(owner.token, valid())).data;
    const key = (await open(owner.token, classroom.id)).data;

    expect((await api.request(LIST, {}, { token: intruder.token })).body.data?.classrooms).toEqual([]);
    expect((await api.request(ONE, { id: classroom.id }, { token: intruder.token })).body.data?.classroom).toBeNull();
    expect((await api.request(RESULTS, { id: classroom.id }, { token: intruder.token })).body.data?.classroomResults).toBeNull();
    expect((await api.request(CARD, { id: key.id }, { token: intruder.token })).body.data?.adventureKeyCard).toBeNull();
    expect(await open(intruder.token, classroom.id, "final")).toMatchObject({ code: "NOT_FOUND" });
    expect((await api.request(CLOSE, { id: key.id }, { token: intruder.token })).body.data?.closeAdventureKey).toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await api.request(REOPEN, { id: key.id }, { token: intruder.token })).body.data?.reopenAdventureKey).toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await api.request(DELETE, { id: classroom.id }, { token: intruder.token })).body.data?.deleteClassroom).toMatchObject({
      code: "NOT_FOUND",
    });
    // Ids that are not ids find nothing either.
    for (const id of ["abc", "-1", "0", "99999999999"])
      expect((await api.request(ONE, { id }, { token: owner.token })).body.data?.classroom).toBeNull();

    // Nothing changed for the owner.
    const [row] = await database.db
      .select()
      .from(adventureKeys)
      .where(eq(adventureKeys.id, Number(key.id)));
    expect(row).toMatchObject({ open: true, code: key.code });
    expect((await api.request(ONE, { id: classroom.id }, { token: owner.token })).body.data?.classroom).toEqual({
      id: classroom.id,
      name: "5.º B",
    });
  });

  test("deleting a classroom deletes its keys, groups and answers", async () => {
    const { token, id } = await teacher();
    const classroom = (await create(token, valid())).data;
    const key = (await open(token, classroom.id)).data;
    const group = await givenGroup(database.db, Number(key.id), 3, answersOf("security", 4, 2));
    const kept = await givenClassroom(database.db, id);
    const keptGroup = await givenGroup(
      database.db,
      (await givenKey(database.db, kept.id, "initial")).id,
      2,
      answersOf("information", 2, 1),
    );

    expect((await api.request(DELETE, { id: classroom.id }, { token })).body.data?.deleteClassroom.__typename).toBe(
      "MutationDeleteClassroomSuccess",
    );
    expect(
      await database.db
        .select()
        .from(classrooms)
        .where(eq(classrooms.id, Number(classroom.id))),
    ).toEqual([]);
    expect(
      await database.db
        .select()
        .from(adventureKeys)
        .where(eq(adventureKeys.id, Number(key.id))),
    ).toEqual([]);
    expect(await database.db.select().from(adventureGroups).where(eq(adventureGroups.id, group.id))).toEqual([]);
    expect(await database.db.select().from(adventureAnswers).where(eq(adventureAnswers.groupId, group.id))).toEqual([]);
    // The teacher's other classroom keeps its own.
    expect(await database.db.select().from(adventureAnswers).where(eq(adventureAnswers.groupId, keptGroup.id))).toHaveLength(2);
    expect((await api.request(DELETE, { id: classroom.id }, { token })).body.data?.deleteClassroom).toMatchObject({ code: "NOT_FOUND" });
  });

  test("deleting the teacher's account deletes their classrooms and everything in them", async () => {
    const { token, id } = await teacher();
    const classroom = (await create(token, valid())).data;
    const key = (await open(token, classroom.id)).data;
    const group = await givenGroup(database.db, Number(key.id), 1, answersOf("communication", 1, 1));
    const { body } = await api.request("mutation { deleteAccount(confirm: true) { __typename } }", {}, { token });
    expect(body.data?.deleteAccount.__typename).toBe("MutationDeleteAccountSuccess");
    expect(await database.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await database.db.select().from(classrooms).where(eq(classrooms.userId, id))).toEqual([]);
    expect(await database.db.select().from(adventureAnswers).where(eq(adventureAnswers.groupId, group.id))).toEqual([]);
  });
});

describe("results", () => {
  test("per key: groups, pupils, right and wrong answers and the level, per area and overall, counted in SQL", async () => {
    const { token, id } = await teacher();
    const classroom = await givenClassroom(database.db, id, { name: "Resultados", age: "nineToTwelve" });
    const initial = await givenKey(database.db, classroom.id, "initial", { open: false, closedAt: new Date() });
    const final = await givenKey(database.db, classroom.id, "final");
    // Two groups share the initial key's answers: 7 of 10 right is high, 4 of 10 medium, 3 of 10 low, 5 of 5 high.
    await givenGroup(
      database.db,
      initial.id,
      2,
      [...answersOf("communication", 6, 4), ...answersOf("information", 10, 4), ...answersOf("problemSolving", 5, 5)],
      { finished: true },
    );
    await givenGroup(database.db, initial.id, 3, [
      ...answersOf("communication", 4, 3),
      ...answersOf("security", 10, 3),
      ["unknownArea", true],
    ]);
    await givenGroup(database.db, final.id, 1, [...answersOf("communication", 2, 2), ...answersOf("security", 3, 3)], { finished: true });
    // Another classroom's answers never count here.
    await givenGroup(
      database.db,
      (await givenKey(database.db, (await givenClassroom(database.db, id)).id, "initial")).id,
      3,
      answersOf("communication", 5, 0),
    );

    statements.length = 0;
    const { body } = await api.request(RESULTS, { id: String(classroom.id) }, { token });
    const evaluationStatements = statements.filter((sql) => /adventure_|"classrooms"/.test(sql));
    expect(evaluationStatements).toHaveLength(2);

    const [first, second] = body.data!.classroomResults.keys;
    expect(first).toEqual({
      key: { stage: "initial", code: initial.code },
      groups: 2,
      finishedGroups: 1,
      pupils: 5,
      correct: 19,
      incorrect: 16,
      level: "medium",
      areas: [
        { area: "communication", correct: 7, incorrect: 3, level: "high" },
        { area: "contentCreation", correct: 0, incorrect: 0, level: null },
        { area: "information", correct: 4, incorrect: 6, level: "medium" },
        { area: "problemSolving", correct: 5, incorrect: 0, level: "high" },
        { area: "security", correct: 3, incorrect: 7, level: "low" },
      ],
    });
    expect(second).toMatchObject({
      key: { stage: "final" },
      groups: 1,
      finishedGroups: 1,
      pupils: 1,
      correct: 5,
      incorrect: 0,
      level: "high",
    });
  });

  test("a classroom without keys, or with a key no group has used yet, has empty results", async () => {
    const { token, id } = await teacher();
    const classroom = await givenClassroom(database.db, id);
    expect((await api.request(RESULTS, { id: String(classroom.id) }, { token })).body.data?.classroomResults).toEqual({
      classroom: { id: String(classroom.id), name: classroom.name },
      keys: [],
    });
    await givenKey(database.db, classroom.id, "initial");
    const [key] = (await api.request(RESULTS, { id: String(classroom.id) }, { token })).body.data!.classroomResults.keys;
    expect(key).toMatchObject({ groups: 0, pupils: 0, correct: 0, incorrect: 0, level: null });
    expect(key.areas.every((a: { level: unknown }) => a.level === null)).toBe(true);
  });
});
