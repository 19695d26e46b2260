import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Database } from "../db/client.ts";
import { DEMO_COMPLETED_COURSE, seedCoursesDemo } from "../db/seed/courses-demo.ts";
import { trainingHours } from "../services/courses/training-hours.ts";
import { TEST_PUBLIC_URL, testApi } from "../test/api.ts";
import { givenCompletion, givenCourse, givenEnrolment } from "../test/course-factories.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";
import { givenProgram, givenTeacher } from "../test/itinerary-factories.ts";

/** Course certificates (issue 14): the teacher's own certificate, the public check of a code, the school year's training hours. */
let database: Database;
let api: ReturnType<typeof testApi>;

beforeAll(async () => {
  database = await testDatabase();
  api = testApi(database);
});
afterAll(async () => {
  await database.close();
});

async function teacher() {
  return givenTeacher(database.db, [await givenProgram(database.db)]);
}

const MINE = `query ($slug: String!) { courseCertificate(slug: $slug) { code holderName courseSlug courseTitle hours completedAt verificationUrl } }`;
const VERIFY = `query ($code: String!) { certificate(code: $code) { code holderName courseTitle hours completedAt verificationUrl } }`;
const HOURS = `{ myTrainingHours { schoolYear hours criterion courses { slug title hours completedAt certificateCode schoolYear current } } }`;
const en = { headers: { "x-language": "en" } };

describe("courseCertificate", () => {
  test("a teacher's completed course: their full name, the title in their language, hours, date, code and the verification address", async () => {
    const user = await teacher();
    const course = await givenCourse(database.db, { titleEs: "Robótica en el aula", titleEn: "Robotics in the classroom", hours: 8 });
    const { certificateCode, completedAt } = await givenCompletion(database.db, user, course, new Date("2026-11-03T10:00:00Z"));

    const es = await api.request(MINE, { slug: course.slug }, { token: user.token });
    expect(es.body.errors).toBeUndefined();
    expect(es.body.data?.courseCertificate).toEqual({
      code: certificateCode,
      holderName: "Ana López",
      courseSlug: course.slug,
      courseTitle: "Robótica en el aula",
      hours: 8,
      completedAt: completedAt.toISOString(),
      verificationUrl: `${TEST_PUBLIC_URL}/certificado/${certificateCode}`,
    });
    const english = await api.request(MINE, { slug: course.slug }, { token: user.token, ...en });
    expect(english.body.data?.courseCertificate).toMatchObject({
      courseTitle: "Robotics in the classroom",
      verificationUrl: `${TEST_PUBLIC_URL}/certificate/${certificateCode}`,
    });
  });

  test("a course not completed, another teacher's course or no such course is NOT_FOUND, alike", async () => {
    const user = await teacher();
    const other = await teacher();
    const started = await givenCourse(database.db);
    await givenEnrolment(database.db, user, started);
    const othersCourse = await givenCourse(database.db);
    await givenCompletion(database.db, other, othersCourse);
    const untouched = await givenCourse(database.db);
    for (const slug of [started.slug, othersCourse.slug, untouched.slug, "no-existe", "", "x".repeat(5000)]) {
      const { body } = await api.request(MINE, { slug }, { token: user.token });
      expect(body.data, slug.slice(0, 20)).toBeNull();
      expect(body.errors?.[0]?.extensions?.code, slug.slice(0, 20)).toBe("NOT_FOUND");
    }
  });

  test("visitors and accounts without a licence are refused", async () => {
    const course = await givenCourse(database.db);
    const registered = await givenUser(database.db);
    await givenCompletion(database.db, registered, course);
    for (const token of [undefined, registered.token]) {
      const { body } = await api.request(MINE, { slug: course.slug }, token ? { token } : {});
      expect(body.errors?.[0]?.message).toMatch(/not authorized/i);
    }
  });
});

describe("certificate (public verification)", () => {
  test("a visitor checks a valid code, typed in lower case too, and sees holder, course, hours and date", async () => {
    const user = await teacher();
    const course = await givenCourse(database.db, { titleEs: "Pensamiento computacional", titleEn: "Computational thinking", hours: 4 });
    const { certificateCode, completedAt } = await givenCompletion(database.db, user, course);
    for (const code of [certificateCode, certificateCode.toLowerCase(), certificateCode.replaceAll("-", " ")]) {
      const { body } = await api.request(VERIFY, { code });
      expect(body.data?.certificate).toEqual({
        code: certificateCode,
        holderName: "Ana López",
        courseTitle: "Pensamiento computacional",
        hours: 4,
        completedAt: completedAt.toISOString(),
        verificationUrl: `${TEST_PUBLIC_URL}/certificado/${certificateCode}`,
      });
    }
    expect((await api.request(VERIFY, { code: certificateCode }, en)).body.data?.certificate.courseTitle).toBe("Computational thinking");
  });

  test("a certificate stays valid when its course is no longer published", async () => {
    const user = await teacher();
    const course = await givenCourse(database.db, { published: false });
    const { certificateCode } = await givenCompletion(database.db, user, course);
    expect((await api.request(VERIFY, { code: certificateCode })).body.data?.certificate?.code).toBe(certificateCode);
  });

  test("an unknown code, a started course's missing code and malformed text are null, never an error", async () => {
    for (const code of ["ABCD-EFGH-JK23", "", "no-es-un-codigo", "ABCD-EFGH-IIII", "'; drop table courses; --", "x".repeat(10_000)]) {
      const { body } = await api.request(VERIFY, { code });
      expect(body.errors, code.slice(0, 20)).toBeUndefined();
      expect(body.data?.certificate, code.slice(0, 20)).toBeNull();
    }
  });
});

describe("training hours", () => {
  test("the signed-in teacher's hours sum only the courses completed in the current school year", async () => {
    const user = await teacher();
    const now = new Date();
    const thisYear = await givenCourse(database.db, { hours: 6, titleEs: "Este curso" });
    const alsoThisYear = await givenCourse(database.db, { hours: 4 });
    const lastYear = await givenCourse(database.db, { hours: 10 });
    const started = await givenCourse(database.db, { hours: 20 });
    await givenCompletion(database.db, user, thisYear, new Date(now.getTime() - 60_000));
    await givenCompletion(database.db, user, alsoThisYear, new Date(now.getTime() - 120_000));
    await givenCompletion(database.db, user, lastYear, new Date(now.getTime() - 400 * 86_400_000));
    await givenEnrolment(database.db, user, started);
    const someoneElse = await teacher();
    await givenCompletion(database.db, someoneElse, started);

    const { body } = await api.request(HOURS, undefined, { token: user.token });
    expect(body.errors).toBeUndefined();
    const view = body.data?.myTrainingHours;
    expect(view).toMatchObject({ hours: 10, criterion: 16 });
    expect(view.schoolYear).toMatch(/^\d{4}-\d{2}$/);
    expect(view.courses.map((c: { slug: string }) => c.slug)).toEqual([thisYear.slug, alsoThisYear.slug, lastYear.slug]);
    expect(view.courses.map((c: { current: boolean }) => c.current)).toEqual([true, true, false]);
    expect(view.courses[0]).toMatchObject({ title: "Este curso", hours: 6, schoolYear: view.schoolYear });
    expect(view.courses[0].certificateCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  });

  test("around 31 August and 1 September (Madrid time) the hours move to the new school year", async () => {
    const user = await teacher();
    const august = await givenCourse(database.db, { hours: 5 });
    const september = await givenCourse(database.db, { hours: 3 });
    // 23:30 on 31 August and 00:30 on 1 September in Madrid (UTC+2 in summer).
    await givenCompletion(database.db, user, august, new Date("2027-08-31T21:30:00Z"));
    await givenCompletion(database.db, user, september, new Date("2027-08-31T22:30:00Z"));

    const onLastDay = await trainingHours(database.db, user.id, "es", new Date("2027-08-31T21:45:00Z"));
    expect(onLastDay.schoolYear.label).toBe("2026-27");
    expect(onLastDay.hours).toBe(5);
    const onFirstDay = await trainingHours(database.db, user.id, "es", new Date("2027-09-01T08:00:00Z"));
    expect(onFirstDay.schoolYear.label).toBe("2027-28");
    expect(onFirstDay.hours).toBe(3);
    expect(onFirstDay.courses.map((c) => [c.slug, c.schoolYear, c.current])).toEqual([
      [september.slug, "2027-28", true],
      [august.slug, "2026-27", false],
    ]);
  });

  test("a teacher with no completed course has 0 hours; visitors and accounts without a licence are refused", async () => {
    const user = await teacher();
    expect((await api.request(HOURS, undefined, { token: user.token })).body.data?.myTrainingHours).toMatchObject({
      hours: 0,
      courses: [],
    });
    const registered = await givenUser(database.db);
    for (const token of [undefined, registered.token]) {
      const { body } = await api.request(HOURS, undefined, token ? { token } : {});
      expect(body.errors?.[0]?.message).toMatch(/not authorized/i);
    }
  });
});

test("the demo teacher's seeded course: completed with every unit, its hours count this school year and its certificate verifies", async () => {
  // A database of its own: the seeded courses go on an empty courses table, as on a new server.
  const seeded = await testDatabase();
  try {
    const seededApi = testApi(seeded);
    const user = await givenTeacher(seeded.db, [await givenProgram(seeded.db)]);
    await seedCoursesDemo(seeded.db, { teacher: user.id });
    const { body } = await seededApi.request(HOURS, undefined, { token: user.token });
    expect(body.data?.myTrainingHours).toMatchObject({
      hours: DEMO_COMPLETED_COURSE.hours,
      courses: [{ slug: DEMO_COMPLETED_COURSE.slug, current: true }],
    });
    const code = body.data?.myTrainingHours.courses[0].certificateCode as string;
    expect((await seededApi.request(VERIFY, { code })).body.data?.certificate).toMatchObject({
      courseTitle: DEMO_COMPLETED_COURSE.titleEs,
      hours: 6,
    });
    // Every unit done, every question answered right: the course reads as the teacher left it.
    const course = await seededApi.request(
      `query ($slug: String!) { course(slug: $slug) { progress { completedUnits totalUnits completed } unit(position: 1) { blocks { type result { correct } } } } }`,
      { slug: DEMO_COMPLETED_COURSE.slug },
      { token: user.token },
    );
    const read = course.body.data?.course;
    expect(read.progress.completed).toBe(true);
    expect(read.progress.completedUnits).toBe(read.progress.totalUnits);
    const interactive = read.unit.blocks.filter((block: { type: string }) =>
      ["test", "selection", "connect", "dragable"].includes(block.type),
    );
    expect(interactive.length).toBeGreaterThan(0);
    expect(interactive.every((block: { result: { correct: boolean } | null }) => block.result?.correct === true)).toBe(true);
  } finally {
    await seeded.close();
  }
});
