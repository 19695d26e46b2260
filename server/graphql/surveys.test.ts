import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Database } from "../db/client.ts";
import { openActivitySurveys } from "../db/schema/index.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenActivity, givenUser } from "../test/factories.ts";

/** The open-activity teacher survey (sections 3, 5 and 9): its rules, one answer per user and activity, the staff's counts. */
let database: Database;
let api: ReturnType<typeof testApi>;
/** Every SQL statement the database runs, to count the staff list's. */
const queries: string[] = [];

beforeAll(async () => {
  database = await testDatabase({ onQuery: (sql) => queries.push(sql) });
  api = testApi(database);
});
afterAll(() => database.close());

const CSRF = { "x-graphql-yoga-csrf": "1" };
const as = (user: { token: string } | null, lang = "es") => ({ token: user?.token, headers: { ...CSRF, "x-language": lang } });

const SURVEY = `query ($slug: String!) { activitySurvey(slug: $slug) {
  activity { id slug title } answer { childAges classSize usedWithChildren wouldRecommend answeredAt } } }`;
const ANSWER = `mutation ($id: ID!, $input: ActivitySurveyInput!) {
  answerActivitySurvey(activityId: $id, input: $input) {
    __typename
    ... on MutationAnswerActivitySurveySuccess { data { activity { slug } answer { childAges classSize usedWithChildren wouldRecommend } } }
    ... on DomainError { code message fields { field message } }
  } }`;
const COUNTS = `{ surveyCounts { activity { slug title } answers childAges { option count } classSizes { option count }
  usedWithChildren { yes no } wouldRecommend { yes no } lastAnsweredAt } }`;

const valid = (overrides: Record<string, unknown> = {}) => ({
  childAges: ["sixToEight", "nineToTwelve"],
  classSize: "25-50",
  usedWithChildren: true,
  wouldRecommend: true,
  ...overrides,
});

async function answer(user: { token: string }, activityId: number | string, input: Record<string, unknown>) {
  const res = await api.request(ANSWER, { id: String(activityId), input }, as(user));
  expect(res.body.errors).toBeUndefined();
  return res.body.data?.answerActivitySurvey;
}

async function stored(userId: string, activityId: number) {
  return database.db
    .select()
    .from(openActivitySurveys)
    .where(and(eq(openActivitySurveys.userId, userId), eq(openActivitySurveys.activityId, activityId)));
}

describe("answering the survey", () => {
  test("a signed-in user answers an open activity's survey; the survey then shows their answer", async () => {
    const user = await givenUser(database.db);
    const activity = await givenActivity(database.db);
    const before = await api.request(SURVEY, { slug: activity.slug }, as(user));
    expect(before.body.data?.activitySurvey).toEqual({
      activity: { id: String(activity.id), slug: activity.slug, title: activity.titleEs },
      answer: null,
    });

    const result = await answer(user, activity.id, valid({ wouldRecommend: null, classSize: null }));
    expect(result).toMatchObject({
      __typename: "MutationAnswerActivitySurveySuccess",
      data: { answer: { childAges: ["sixToEight", "nineToTwelve"], classSize: null, usedWithChildren: true, wouldRecommend: null } },
    });
    const after = await api.request(SURVEY, { slug: activity.slug }, as(user, "en"));
    expect(after.body.data?.activitySurvey).toMatchObject({
      activity: { title: activity.titleEn },
      answer: { childAges: ["sixToEight", "nineToTwelve"], classSize: null, usedWithChildren: true, wouldRecommend: null },
    });
  });

  test("answering again replaces the answer: one per user and activity", async () => {
    const user = await givenUser(database.db);
    const activity = await givenActivity(database.db);
    await answer(user, activity.id, valid());
    const first = await stored(user.id, activity.id);
    const again = await answer(
      user,
      activity.id,
      valid({ childAges: ["other", "twelvePlus", "other"], classSize: "100+", usedWithChildren: false, wouldRecommend: false }),
    );
    // Ticked options are kept once each, in the options' order.
    expect(again.data.answer).toEqual({
      childAges: ["twelvePlus", "other"],
      classSize: "100+",
      usedWithChildren: false,
      wouldRecommend: false,
    });
    const rows = await stored(user.id, activity.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: first[0]!.id,
      childAges: ["twelvePlus", "other"],
      classSize: "100+",
      usedWithChildren: false,
      wouldRecommend: false,
    });
    // Another user's answer to the same activity is their own.
    const other = await givenUser(database.db);
    await answer(other, activity.id, valid());
    expect(await stored(user.id, activity.id)).toHaveLength(1);
  });

  const refused: [string, Record<string, unknown>, string, string][] = [
    ["no child age", { childAges: [] }, "childAges", "surveys.errors.childAgesRequired"],
    ["an unknown child age", { childAges: ["sixToEight", "teenagers"] }, "childAges", "surveys.errors.childAgeUnknown"],
    ["an unknown class size", { classSize: "10-20" }, "classSize", "surveys.errors.classSizeUnknown"],
    ["no answer to “used it with children”", { usedWithChildren: null }, "usedWithChildren", "surveys.errors.usedWithChildrenRequired"],
  ];
  test.each(refused)("%s is refused with its field's message and nothing is stored", async (_case, overrides, field, message) => {
    const user = await givenUser(database.db);
    const activity = await givenActivity(database.db);
    const result = await answer(user, activity.id, valid(overrides));
    expect(result).toMatchObject({ __typename: "DomainError", code: "VALIDATION", message: "errors.validation" });
    expect(result.fields).toContainEqual({ field, message });
    expect(await stored(user.id, activity.id)).toEqual([]);
  });

  test("a premium, unpublished or unknown activity has no survey: not found, nothing stored", async () => {
    const user = await givenUser(database.db);
    const premium = await givenActivity(database.db, { access: "premium" });
    const hidden = await givenActivity(database.db, { published: false });
    for (const activity of [premium, hidden]) {
      const survey = await api.request(SURVEY, { slug: activity.slug }, as(user));
      expect(survey.body.data?.activitySurvey).toBeNull();
      expect(await answer(user, activity.id, valid())).toMatchObject({ __typename: "DomainError", code: "NOT_FOUND" });
      expect(await stored(user.id, activity.id)).toEqual([]);
    }
    for (const id of ["999999999", "abc", "-1"])
      expect(await answer(user, id, valid())).toMatchObject({ __typename: "DomainError", code: "NOT_FOUND" });
    expect((await api.request(SURVEY, { slug: "no-such-activity" }, as(user))).body.data?.activitySurvey).toBeNull();
  });

  test("a visitor can neither read nor answer a survey", async () => {
    const activity = await givenActivity(database.db);
    const read = await api.request(SURVEY, { slug: activity.slug }, as(null));
    expect(read.body.errors?.[0]?.message).toMatch(/not authorized/i);
    const write = await api.request(ANSWER, { id: String(activity.id), input: valid() }, as(null));
    expect(write.body.errors?.[0]?.message).toMatch(/not authorized/i);
  });
});

describe("the staff's counts", () => {
  test("count per activity and option in one statement, the most recently answered activity first", async () => {
    const staff = await givenUser(database.db, { roles: ["DEVELOPER"] });
    const [first, second] = [await givenActivity(database.db), await givenActivity(database.db)];
    const [ana, luis, eva] = [await givenUser(database.db), await givenUser(database.db), await givenUser(database.db)];
    await answer(ana, first.id, valid({ childAges: ["sixToEight"], classSize: "25-50", usedWithChildren: true, wouldRecommend: true }));
    await answer(
      luis,
      first.id,
      valid({ childAges: ["sixToEight", "other"], classSize: "100+", usedWithChildren: false, wouldRecommend: null }),
    );
    // Eva changes her mind: only her last answer counts.
    await answer(eva, first.id, valid({ childAges: ["twelvePlus"], classSize: null, usedWithChildren: true, wouldRecommend: true }));
    await answer(eva, first.id, valid({ childAges: ["nineToTwelve"], classSize: "50-100", usedWithChildren: true, wouldRecommend: false }));
    await answer(ana, second.id, valid());

    queries.length = 0;
    const res = await api.request(COUNTS, {}, as(staff));
    expect(res.body.errors).toBeUndefined();
    expect(queries.filter((sql) => sql.includes("open_activity_surveys"))).toHaveLength(1);
    const counts = res.body.data?.surveyCounts as { activity: { slug: string } }[];
    const slugs = counts.map((c) => c.activity.slug);
    expect(slugs.indexOf(second.slug)).toBeLessThan(slugs.indexOf(first.slug));
    expect(counts.find((c) => c.activity.slug === first.slug)).toEqual({
      activity: { slug: first.slug, title: first.titleEs },
      answers: 3,
      childAges: [
        { option: "sixToEight", count: 2 },
        { option: "nineToTwelve", count: 1 },
        { option: "twelvePlus", count: 0 },
        { option: "other", count: 1 },
      ],
      classSizes: [
        { option: "25-50", count: 1 },
        { option: "50-100", count: 1 },
        { option: "100+", count: 1 },
      ],
      usedWithChildren: { yes: 2, no: 1 },
      wouldRecommend: { yes: 1, no: 1 },
      lastAnsweredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  test("only the foundation's staff see the counts", async () => {
    const user = await givenUser(database.db);
    const res = await api.request(COUNTS, {}, as(user));
    expect(res.body.errors?.[0]?.message).toMatch(/not authorized/i);
  });
});
