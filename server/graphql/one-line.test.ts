import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { en } from "../../app/i18n/en/index.ts";
import { es } from "../../app/i18n/es/index.ts";
import { isOneLine, ONE_LINE_ERROR } from "../../common/control-characters.ts";
import type { Database } from "../db/client.ts";
import { testApi, SIGNUP, signupInput } from "../test/api.ts";
import { givenCourse } from "../test/course-factories.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";
import { givenProgram, givenTeacher } from "../test/itinerary-factories.ts";

// One-line fields (issue 31, 3.8): a name "Ana\r\nBcc: x" would reach an email's body as two lines, and a right-to-left
// override or a zero-width space hides what a name says. Every one-line field refuses them with one field error, the
// same in every form, in both languages.
let database: Database;
let api: ReturnType<typeof testApi>;
beforeAll(async () => {
  database = await testDatabase();
  api = testApi(database);
});
afterAll(() => database.close());

const BAD = {
  "a line break": "Ana\r\nBcc: x@example.org",
  "a line feed": "Ana\nLópez",
  "a right-to-left override": "Ana\u202Eetov",
  "a zero-width space": "An\u200Ba",
};
const RESULT = "__typename ... on DomainError { code fields { field message } }";

describe("the rule", () => {
  test("every line break, control and bidirectional or zero-width character is refused; ordinary names pass", () => {
    const refused = [
      "\r",
      "\n",
      "\t",
      "\u0000",
      "\u007f",
      "\u0085",
      "\u2028",
      "\u2029",
      "\u061c",
      "\ufeff",
      ...[0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069].map((c) =>
        String.fromCodePoint(c),
      ),
    ];
    for (const character of refused) expect(isOneLine(`Ana${character}López`), character.codePointAt(0)!.toString(16)).toBe(false);
    for (const name of ["Ana", "María José Núñez-Ibáñez", "O'Connor", "Zoë", "محمد", "李小龍", "2.º A · demostración"])
      expect(isOneLine(name), name).toBe(true);
  });

  test("its message is in both catalogues", () => {
    expect(es.errors.oneLine).toMatch(/una sola línea/);
    expect(en.errors.oneLine).toMatch(/single line/);
    expect(ONE_LINE_ERROR).toBe("errors.oneLine");
  });
});

describe("sign-up and the profile", () => {
  test.each(Object.entries(BAD))("a name or last name with %s is refused on its field, and no account is made", async (_what, bad) => {
    for (const field of ["name", "lastName"]) {
      const input = signupInput({ [field]: bad });
      const res = await api.request(SIGNUP, { input });
      expect(res.body.data?.signup).toMatchObject({ __typename: "DomainError", code: "VALIDATION" });
      expect(res.body.data?.signup.fields).toContainEqual({ field, message: ONE_LINE_ERROR });
    }
  });

  test.each(Object.entries(BAD))("the profile's name with %s is refused on its field and left as it was", async (_what, bad) => {
    const user = await givenUser(database.db, { name: "Marta" });
    const UPDATE = `mutation ($input: ProfileInput!) { updateProfile(input: $input) { ${RESULT} } }`;
    const input = { name: bad, lastName: "Ruiz", birthday: "1985-03-14", gender: "female", provinceId: "28", notices: false };
    const res = await api.request(UPDATE, { input }, { token: user.token });
    expect(res.body.data?.updateProfile.fields).toContainEqual({ field: "name", message: ONE_LINE_ERROR });
    const again = await api.request(UPDATE, { input: { ...input, name: "Marta", lastName: bad } }, { token: user.token });
    expect(again.body.data?.updateProfile.fields).toContainEqual({ field: "lastName", message: ONE_LINE_ERROR });
    expect((await api.request("{ profile { name } }", {}, { token: user.token })).body.data?.profile.name).toBe("Marta");
  });
});

describe("other one-line fields", () => {
  test("a classroom's name, a forum theme's title, a bulletin post's title, an editor's titles", async () => {
    const teacher = await givenTeacher(database.db, [await givenProgram(database.db)]);
    const staff = await givenUser(database.db, { roles: ["DEVELOPER"] });
    const course = await givenCourse(database.db, { slug: "curso-una-linea" });
    const cases: { token: string; query: string; variables: Record<string, unknown>; field: string }[] = [
      {
        token: teacher.token,
        query: `mutation ($input: ClassroomInput!) { createClassroom(input: $input) { ${RESULT} } }`,
        variables: { input: { name: BAD["a line break"], age: "sixToEight", girls: 3, boys: 4, yearsInProgramme: 1 } },
        field: "name",
      },
      {
        token: teacher.token,
        query: `mutation ($input: ForumThemeInput!) { postForumTheme(input: $input) { ${RESULT} } }`,
        variables: { input: { title: "Robots\u202Eodot", content: "<p>¿Qué kits usáis?</p>", categories: ["robotics"] } },
        field: "title",
      },
      {
        token: staff.token,
        query: `mutation ($title: String!, $content: String!) { createBulletinPost(title: $title, content: $content) { ${RESULT} } }`,
        variables: { title: "Jornada\nBcc: x", content: "<p>Os esperamos.</p>" },
        field: "title",
      },
      {
        token: staff.token,
        query: `mutation ($input: FaqGroupInput!) { saveFaqGroup(input: $input) { ${RESULT} } }`,
        variables: { input: { slug: "grupo-una-linea", title: "Grupo\u200B nuevo" } },
        field: "title",
      },
      {
        token: staff.token,
        query: `mutation ($courseId: ID!, $input: CourseUnitInput!) { saveCourseUnit(courseId: $courseId, input: $input) { ${RESULT} } }`,
        variables: { courseId: String(course.id), input: { titleEs: "Unidad\r\nuno", titleEn: "", minutes: 20 } },
        field: "titleEs",
      },
    ];
    for (const { token, query, variables, field } of cases) {
      const res = await api.request(query, variables, { token });
      const answer = Object.values(res.body.data ?? {})[0] as { code?: string; fields?: unknown[] } | undefined;
      expect(answer?.code, query).toBe("VALIDATION");
      expect(answer?.fields, query).toContainEqual({ field, message: ONE_LINE_ERROR });
    }
  });
});
