import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Database } from "../db/client.ts";
import { itineraryActivities } from "../db/schema/index.ts";
import { testApi } from "../test/api.ts";
import { type GivenCourse, givenCourse } from "../test/course-factories.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";
import { givenItinerary, givenProgram, givenTeacher } from "../test/itinerary-factories.ts";

// Courses: who reads them, the blocks' keys kept back, scoring of each interactive type, progress and
// completion, previews. This file's database holds only the courses made below.
let database: Database;
const statements: string[] = [];
let api: ReturnType<typeof testApi>;
type User = { id: string; token: string };
let teacher: User;
let other: User;
let family: User;
let staff: User;
let eventManager: User;
let course: GivenCourse;
let hidden: GivenCourse;
let activityId: number;

beforeAll(async () => {
  database = await testDatabase({ onQuery: (sql) => statements.push(sql) });
  api = testApi(database);
  const db = database.db;
  const primaria = await givenProgram(db, { code: "PRIMARIA" });
  const itinerary = await givenItinerary(db, primaria, { slug: "arbol" }, ["semilla"]);
  activityId = (
    await db.select({ id: itineraryActivities.id }).from(itineraryActivities).where(eq(itineraryActivities.itineraryId, itinerary.id))
  )[0]!.id;
  await givenCourse(db, { slug: "siguiente", position: 2 }, [["text", "test"]]);
  course = await givenCourse(
    db,
    { slug: "seguridad", hours: 6, position: 1, recommendedCourses: ["siguiente", "oculto"], recommendedActivities: [activityId] },
    [
      ["cover", "text", "video", "test", "selection"],
      ["dropdown", "steps", "flashcard", "infographic", "tabs"],
      ["connect", "dragable", { type: "test", required: false }],
    ],
  );
  hidden = await givenCourse(db, { slug: "oculto", published: false }, [["text", "test"]]);
  teacher = await givenTeacher(db, [primaria]);
  other = await givenTeacher(db, [primaria]);
  family = await givenUser(db);
  staff = await givenUser(db, { roles: ["DEVELOPER"] });
  eventManager = await givenUser(db, { roles: ["EVENT_MANAGER"] });
});
afterAll(async () => {
  await database.close();
});

type Row = Record<string, any>;
const block = (unit: number, index: number) => course.units[unit]!.blocks[index]!.id;

const COURSE = `query ($slug: String!) { course(slug: $slug) {
  id slug title hours published unitCount
  progress { completedUnits totalUnits started completed completedAt certificateCode lastUnitId }
  units { id position title completed blocks { id type required content result { correct marks answer solution explanation } } }
  recommendedCourses { slug } recommendedActivities { id urlId itineraryUrlId age } } }`;

async function readCourse(user: User, slug = "seguridad", headers: Record<string, string> = {}) {
  const res = await api.request(COURSE, { slug }, { token: user.token, headers });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.course as Row | null;
}

const ANSWER = `mutation ($blockId: Int!, $answer: JSON!) { answerCourseBlock(blockId: $blockId, answer: $answer) {
  __typename ... on MutationAnswerCourseBlockSuccess { data { unitCompleted courseCompleted result { correct marks answer solution explanation } } }
  ... on DomainError { code fields { field message } } } }`;

async function answer(user: User, blockId: number, value: unknown) {
  const res = await api.request(ANSWER, { blockId, answer: value }, { token: user.token });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  const payload = res.body.data!.answerCourseBlock as Row;
  return (payload.data ?? payload) as Row;
}

describe("who reads courses", () => {
  test("a visitor and a user without a licence are refused; a teacher, staff and an event manager read", async () => {
    const anonymous = await api.request(`{ courses { slug } }`);
    expect(anonymous.body.errors?.[0]?.message).toMatch(/Not authorized/);
    const unlicensed = await api.request(`{ courses { slug } }`, {}, { token: family.token });
    expect(unlicensed.body.errors?.[0]?.message).toMatch(/Not authorized/);
    for (const user of [teacher, staff, eventManager]) {
      const res = await api.request(`{ courses { slug unitCount } }`, {}, { token: user.token });
      expect(res.body.data!.courses).toEqual([
        { slug: "seguridad", unitCount: 3 },
        { slug: "siguiente", unitCount: 1 },
      ]);
    }
  });

  test("an unpublished course is not found by its address, even by staff; the preview shows it without progress", async () => {
    expect(await readCourse(teacher, "oculto")).toBeNull();
    expect(await readCourse(staff, "oculto")).toBeNull();
    const PREVIEW = `query ($id: Int!) { coursePreview(id: $id) { slug published progress { started } units { completed blocks { type result { correct } } } } }`;
    for (const user of [staff, eventManager]) {
      const res = await api.request(PREVIEW, { id: hidden.id }, { token: user.token });
      expect(res.body.data!.coursePreview).toEqual({
        slug: "oculto",
        published: false,
        progress: null,
        units: [
          {
            completed: false,
            blocks: [
              { type: "text", result: null },
              { type: "test", result: null },
            ],
          },
        ],
      });
    }
    const refused = await api.request(PREVIEW, { id: hidden.id }, { token: teacher.token });
    expect(refused.body.errors?.[0]?.message).toMatch(/Not authorized/);
  });

  test("a unit preview shows any unit with its course, for staff and event managers only", async () => {
    const UNIT = `query ($id: Int!) { courseUnitPreview(id: $id) { unit { id title blocks { type } } course { slug } } }`;
    const res = await api.request(UNIT, { id: hidden.units[0]!.id }, { token: eventManager.token });
    expect(res.body.data!.courseUnitPreview).toEqual({
      unit: { id: hidden.units[0]!.id, title: "Unidad 1", blocks: [{ type: "text" }, { type: "test" }] },
      course: { slug: "oculto" },
    });
    const refused = await api.request(UNIT, { id: hidden.units[0]!.id }, { token: teacher.token });
    expect(refused.body.errors?.[0]?.message).toMatch(/Not authorized/);
  });
});

describe("the keys stay on the server", () => {
  test("before answering, no block carries a key or an explanation, in any language", async () => {
    for (const headers of [{}, { "x-language": "en" }] as Record<string, string>[]) {
      const read = await readCourse(teacher, "seguridad", headers);
      const text = JSON.stringify(read);
      expect(text).not.toMatch(/solution"\s*:\s*\{|correct"\s*:\s*\[|pairs|placement|Porque sí|Because/);
      expect(read!.units.flatMap((u: Row) => u.blocks).every((b: Row) => b.result === null)).toBe(true);
    }
  });

  test("the content is in the request's language", async () => {
    const english = await readCourse(teacher, "seguridad", { "x-language": "en" });
    expect(english!.units[0].blocks[3].content).toEqual({ question: "¿Cuánto es 2 + 2? (en)", options: ["3 (en)", "4 (en)", "5 (en)"] });
    expect(english!.units[0].blocks[2].content.host).toBe("youtube");
  });
});

describe("scoring of each interactive type", () => {
  test("test: one right option", async () => {
    const wrong = await answer(other, block(0, 3), { choice: 0 });
    expect(wrong.result).toEqual({
      correct: false,
      marks: [false],
      answer: { choice: 0 },
      solution: { correct: 1 },
      explanation: "Porque sí.",
    });
    expect((await answer(other, block(0, 3), { choice: 1 })).result.correct).toBe(true);
  });

  test("selection: every right option and none other, marked per option", async () => {
    expect((await answer(other, block(0, 4), { choices: [1] })).result).toMatchObject({ correct: false, marks: [true, true, true, false] });
    expect((await answer(other, block(0, 4), { choices: [3, 1, 0] })).result).toMatchObject({
      correct: false,
      marks: [false, true, true, true],
      answer: { choices: [0, 1, 3] },
    });
    expect((await answer(other, block(0, 4), { choices: [3, 1] })).result).toMatchObject({
      correct: true,
      marks: [true, true, true, true],
    });
  });

  test("connect: each left item joined to its partner", async () => {
    expect((await answer(other, block(2, 0), { pairs: [1, 0, 2] })).result).toMatchObject({
      correct: false,
      marks: [true, false, false],
      solution: { pairs: [1, 2, 0] },
    });
    expect((await answer(other, block(2, 0), { pairs: [1, 2, 0] })).result.correct).toBe(true);
  });

  test("dragable: each item in its target", async () => {
    expect((await answer(other, block(2, 1), { placement: [0, 0, 0] })).result).toMatchObject({
      correct: false,
      marks: [true, false, true],
    });
    expect((await answer(other, block(2, 1), { placement: [0, 1, 0] })).result.correct).toBe(true);
  });

  test("an answer that does not fit its block is refused and changes nothing", async () => {
    const before = await readCourse(teacher);
    for (const [id, value] of [
      [block(0, 3), { choice: 3 }],
      [block(0, 3), { choice: "1" }],
      [block(0, 3), [1]],
      [block(0, 4), { choices: [] }],
      [block(0, 4), { choices: [1, 1] }],
      [block(2, 0), { pairs: [1, 2] }],
      [block(2, 0), { pairs: [1, 2, 9] }],
      [block(2, 1), { placement: [0, 1, 2] }],
      [block(2, 1), "0,1,0"],
    ] as const) {
      const refused = await answer(teacher, id, value);
      expect(refused).toEqual({
        __typename: "DomainError",
        code: "VALIDATION",
        fields: [{ field: "answer", message: "courses.errors.answerIncomplete" }],
      });
    }
    expect(await readCourse(teacher)).toEqual(before);
  });

  test("a block that is not interactive, unknown or of an unpublished course is not found", async () => {
    for (const id of [block(0, 1), 999999, hidden.units[0]!.blocks[1]!.id]) {
      expect((await answer(teacher, id, { choice: 1 })).code).toBe("NOT_FOUND");
    }
  });

  test("a preview scores without keeping anything; teachers may not use it", async () => {
    const CHECK = `mutation ($blockId: Int!, $answer: JSON!) { checkCourseBlock(blockId: $blockId, answer: $answer) {
      __typename ... on MutationCheckCourseBlockSuccess { data { correct } } } }`;
    const res = await api.request(CHECK, { blockId: hidden.units[0]!.blocks[1]!.id, answer: { choice: 1 } }, { token: staff.token });
    expect(res.body.data!.checkCourseBlock).toEqual({ __typename: "MutationCheckCourseBlockSuccess", data: { correct: true } });
    const refused = await api.request(CHECK, { blockId: block(0, 3), answer: { choice: 1 } }, { token: teacher.token });
    expect(refused.body.errors?.[0]?.message).toMatch(/Not authorized/);
    const PREVIEW = `query ($id: Int!) { coursePreview(id: $id) { units { blocks { result { correct } } } } }`;
    const after = await api.request(PREVIEW, { id: hidden.id }, { token: staff.token });
    expect(after.body.data!.coursePreview.units[0].blocks[1].result).toBeNull();
  });
});

describe("progress and completion", () => {
  const COMPLETE = `mutation ($unitId: Int!) { completeCourseUnit(unitId: $unitId) {
    __typename ... on MutationCompleteCourseUnitSuccess { data { unitCompleted courseCompleted } } ... on DomainError { code } } }`;
  const OPEN = `mutation ($unitId: Int!) { openCourseUnit(unitId: $unitId) { __typename } }`;

  test("a unit completes when its required blocks are right; the course resumes where the teacher left off", async () => {
    const start = await readCourse(teacher);
    expect(start!.progress).toEqual({
      completedUnits: 0,
      totalUnits: 3,
      started: false,
      completed: false,
      completedAt: null,
      certificateCode: null,
      lastUnitId: null,
    });

    expect((await answer(teacher, block(0, 3), { choice: 1 })).unitCompleted).toBe(false);
    const wrongLast = await answer(teacher, block(0, 4), { choices: [1] });
    expect(wrongLast.unitCompleted).toBe(false);
    const rightLast = await answer(teacher, block(0, 4), { choices: [1, 3] });
    expect(rightLast).toMatchObject({ unitCompleted: true, courseCompleted: false });

    const after = await readCourse(teacher);
    expect(after!.progress).toMatchObject({
      completedUnits: 1,
      totalUnits: 3,
      started: true,
      completed: false,
      lastUnitId: course.units[0]!.id,
    });
    expect(after!.units.map((u: Row) => u.completed)).toEqual([true, false, false]);
    // The teacher's answers come back scored, with the key now that they have answered.
    expect(after!.units[0].blocks[4].result).toMatchObject({ correct: true, answer: { choices: [1, 3] }, solution: { correct: [1, 3] } });
    // Another teacher's progress is their own.
    expect((await readCourse(other))!.units.map((u: Row) => u.completed)).toEqual([true, false, true]);

    await api.request(OPEN, { unitId: course.units[1]!.id }, { token: teacher.token });
    expect((await readCourse(teacher))!.progress.lastUnitId).toBe(course.units[1]!.id);
  });

  test("a unit without required blocks completes when the teacher says so; one with pending blocks is refused", async () => {
    const refused = await api.request(COMPLETE, { unitId: course.units[2]!.id }, { token: teacher.token });
    expect(refused.body.data!.completeCourseUnit).toEqual({ __typename: "DomainError", code: "COURSE_UNIT_PENDING" });
    const done = await api.request(COMPLETE, { unitId: course.units[1]!.id }, { token: teacher.token });
    expect(done.body.data!.completeCourseUnit).toEqual({
      __typename: "MutationCompleteCourseUnitSuccess",
      data: { unitCompleted: true, courseCompleted: false },
    });
    const unpublished = await api.request(COMPLETE, { unitId: hidden.units[0]!.id }, { token: teacher.token });
    expect(unpublished.body.data!.completeCourseUnit.code).toBe("NOT_FOUND");
  });

  test("the last unit completes the course once, with a certificate code and recommendations", async () => {
    await answer(teacher, block(2, 0), { pairs: [1, 2, 0] });
    // The unit's optional test does not hold it back.
    const last = await answer(teacher, block(2, 1), { placement: [0, 1, 0] });
    expect(last).toMatchObject({ unitCompleted: true, courseCompleted: true });
    const done = await readCourse(teacher);
    expect(done!.progress).toMatchObject({ completedUnits: 3, totalUnits: 3, completed: true });
    expect(done!.progress.certificateCode).toMatch(/^[0-9A-HJ-NP-Z]{4}-[0-9A-HJ-NP-Z]{4}-[0-9A-HJ-NP-Z]{4}$/);
    // Answering again keeps the first completion.
    await answer(teacher, block(2, 1), { placement: [0, 1, 0] });
    expect((await readCourse(teacher))!.progress).toEqual(done!.progress);
    // What to take next: published courses only, and the in-class activity.
    expect(done!.recommendedCourses).toEqual([{ slug: "siguiente" }]);
    expect(done!.recommendedActivities).toEqual([{ id: activityId, urlId: "semilla", itineraryUrlId: "arbol", age: "sixToEight" }]);
  });

  test("my courses shows each course's progress in one go", async () => {
    const res = await api.request(`{ courses { slug progress { completedUnits totalUnits completed } } }`, {}, { token: teacher.token });
    expect(res.body.data!.courses).toEqual([
      { slug: "seguridad", progress: { completedUnits: 3, totalUnits: 3, completed: true } },
      { slug: "siguiente", progress: { completedUnits: 0, totalUnits: 1, completed: false } },
    ]);
  });
});

describe("what to take next", () => {
  test("the completed courses' recommendations, without what the teacher completed; nothing before completing", async () => {
    const NEXT = `{ courseRecommendations { courses { slug } activities { urlId } } }`;
    const mine = await api.request(NEXT, {}, { token: teacher.token });
    expect(mine.body.data!.courseRecommendations).toEqual({ courses: [{ slug: "siguiente" }], activities: [{ urlId: "semilla" }] });
    const none = await api.request(NEXT, {}, { token: staff.token });
    expect(none.body.data!.courseRecommendations).toEqual({ courses: [], activities: [] });
  });
});

describe("one unit at a time", () => {
  test("by position, else where the teacher resumes; a preview starts at the first", async () => {
    const UNIT = `query ($slug: String!, $position: Int) { course(slug: $slug) { unit(position: $position) { position blocks { type } } } }`;
    const asked = await api.request(UNIT, { slug: "seguridad", position: 2 }, { token: other.token });
    expect(asked.body.data!.course.unit).toEqual({
      position: 2,
      blocks: ["dropdown", "steps", "flashcard", "infographic", "tabs"].map((type) => ({ type })),
    });
    expect((await api.request(UNIT, { slug: "seguridad", position: 9 }, { token: other.token })).body.data!.course.unit).toBeNull();
    // "other" answered unit 3 last: it resumes there.
    expect((await api.request(UNIT, { slug: "seguridad" }, { token: other.token })).body.data!.course.unit.position).toBe(3);
    // Nothing opened or completed: the first unit.
    expect((await api.request(UNIT, { slug: "siguiente" }, { token: other.token })).body.data!.course.unit.position).toBe(1);
    const PREVIEW = `query ($id: Int!) { coursePreview(id: $id) { unit { position } } }`;
    expect((await api.request(PREVIEW, { id: course.id }, { token: staff.token })).body.data!.coursePreview.unit).toEqual({ position: 1 });
  });
});

describe("statements", () => {
  test("a course page and my courses take the same few statements however many units and courses there are", async () => {
    const count = async (query: string, variables: Record<string, unknown>) => {
      statements.length = 0;
      const res = await api.request(query, variables, { token: teacher.token });
      expect(res.body.errors).toBeUndefined();
      return statements.length;
    };
    const PAGE = `query ($slug: String!) { course(slug: $slug) { progress { completed } units { completed } unit { blocks { result { correct } } }
      recommendedCourses { slug progress { completed } } recommendedActivities { urlId } } }`;
    const big = await givenCourse(
      database.db,
      { slug: "largo" },
      Array.from({ length: 12 }, () => ["text", "test", "connect"] as const).map((unit) => [...unit]),
    );
    expect(big.units).toHaveLength(12);
    // The caller's own statements (session, `me`) are not the page's.
    const caller = await count(`{ me { id programs { id } } }`, {});
    const small = await count(PAGE, { slug: "siguiente" });
    expect(await count(PAGE, { slug: "largo" })).toBe(small);
    expect(small - caller).toBeLessThanOrEqual(7);
    const LIST = `{ courses { slug unitCount progress { completedUnits totalUnits } } courseRecommendations { courses { slug } activities { urlId } } }`;
    expect((await count(LIST, {})) - caller).toBeLessThanOrEqual(6);
  });
});
