import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Database } from "../db/client.ts";
import { contributions } from "../db/schema/index.ts";
import { testApi } from "../test/api.ts";
import { givenContribution } from "../test/contribution-factories.ts";
import { testDatabase } from "../test/database.ts";
import { givenActivity, givenUser } from "../test/factories.ts";
import { givenProgram, givenTeacher, type ProgramRow } from "../test/itinerary-factories.ts";

/**
 * A post carries its form's idempotency key (issue 31, 1.5): the same submission twice, one after the other
 * or at the same moment (a client that gave up and a user who retries), stores one post and answers the
 * first's, on PGlite and, with DATABASE_URL, on PostgreSQL.
 */

let database: Database;
let api: ReturnType<typeof testApi>;
let program: ProgramRow;
type User = Awaited<ReturnType<typeof givenUser>>;
let staff: User;
let activityId: string;
let themeId: string;
let resultId: string;
let bulletinId: string;

beforeAll(async () => {
  database = await testDatabase();
  api = testApi(database);
  program = await givenProgram(database.db);
  staff = await givenUser(database.db, { roles: ["DEVELOPER"] });
  const somebody = await givenTeacher(database.db, [program]);
  activityId = String((await givenActivity(database.db)).id);
  themeId = (
    await givenContribution(database.db, {
      authorId: somebody.id,
      section: "forum",
      type: "theme",
      title: "Tema",
      content: "<p>Tema</p>",
      categories: ["robotics"],
      state: "published",
    })
  ).id;
  resultId = (
    await givenContribution(database.db, {
      authorId: somebody.id,
      section: "gallery",
      type: "result",
      title: "Resultado",
      content: "Resultado",
      state: "published",
    })
  ).id;
  bulletinId = (
    await givenContribution(database.db, {
      authorId: staff.id,
      section: "bulletin",
      type: "post",
      title: "Aviso",
      content: "<p>Aviso</p>",
      state: "published",
    })
  ).id;
});
afterAll(async () => {
  await database.close();
});

const RESULT = "__typename ... on DomainError { code message fields { field message } }";
const data = (name: string) => `... on Mutation${name[0]!.toUpperCase()}${name.slice(1)}Success { data { id } }`;

/** Each mutation that creates a post, with what it needs besides the key. */
const POSTS: Record<string, { as: () => User | Promise<User>; document: string; variables: (key?: string) => Record<string, unknown> }> = {
  postActivityComment: {
    as: () => givenUser(database.db),
    document: `mutation ($activityId: ID!, $key: String) { postActivityComment(activityId: $activityId, content: "Nos ha gustado", idempotencyKey: $key) { ${RESULT} ${data("postActivityComment")} } }`,
    variables: (key) => ({ activityId, key }),
  },
  postForumTheme: {
    as: () => givenTeacher(database.db, [program]),
    document: `mutation ($input: ForumThemeInput!) { postForumTheme(input: $input) { ${RESULT} ${data("postForumTheme")} } }`,
    variables: (key) => ({ input: { title: "Robots", content: "<p>¿Qué kits usáis?</p>", categories: ["robotics"], idempotencyKey: key } }),
  },
  postForumAnswer: {
    as: () => givenTeacher(database.db, [program]),
    document: `mutation ($themeId: ID!, $key: String) { postForumAnswer(themeId: $themeId, content: "Los de siempre", idempotencyKey: $key) { ${RESULT} ${data("postForumAnswer")} } }`,
    variables: (key) => ({ themeId, key }),
  },
  postGalleryResult: {
    as: () => givenTeacher(database.db, [program]),
    document: `mutation ($input: GalleryResultInput!) { postGalleryResult(input: $input) { ${RESULT} ${data("postGalleryResult")} } }`,
    variables: (key) => ({
      input: {
        title: "Mural",
        description: "Nuestro mural",
        videoUrl: "https://vimeo.com/76979871",
        pupilsAppear: false,
        idempotencyKey: key,
      },
    }),
  },
  postGalleryComment: {
    as: () => givenTeacher(database.db, [program]),
    document: `mutation ($resultId: ID!, $key: String) { postGalleryComment(resultId: $resultId, content: "¡Qué bonito!", idempotencyKey: $key) { ${RESULT} ${data("postGalleryComment")} } }`,
    variables: (key) => ({ resultId, key }),
  },
  createBulletinPost: {
    as: () => givenUser(database.db, { roles: ["DEVELOPER"] }),
    document: `mutation ($key: String) { createBulletinPost(title: "Jornada", content: "<p>El martes</p>", idempotencyKey: $key) { ${RESULT} ${data("createBulletinPost")} } }`,
    variables: (key) => ({ key }),
  },
  postBulletinAnswer: {
    as: () => givenTeacher(database.db, [program]),
    document: `mutation ($postId: ID!, $key: String) { postBulletinAnswer(postId: $postId, content: "Allí estaremos", idempotencyKey: $key) { ${RESULT} ${data("postBulletinAnswer")} } }`,
    variables: (key) => ({ postId: bulletinId, key }),
  },
};

async function send(name: string, user: User, key?: string) {
  const post = POSTS[name]!;
  const res = await api.request(post.document, post.variables(key), { token: user.token });
  expect(res.body.errors, name).toBeUndefined();
  return res.body.data![name] as {
    __typename: string;
    data?: { id: string };
    code?: string;
    fields?: { field: string; message: string }[];
  };
}
const postsBy = async (user: User) =>
  database.db.select({ id: contributions.id }).from(contributions).where(eq(contributions.authorId, user.id));

describe.each(Object.keys(POSTS))("%s", (name) => {
  test("the same key twice stores one post and answers the first's; another key, another post", async () => {
    const user = await POSTS[name]!.as();
    const key = crypto.randomUUID();
    const first = await send(name, user, key);
    expect(first.__typename, name).toMatch(/Success$/);
    const second = await send(name, user, key);
    expect(second.__typename).toMatch(/Success$/);
    expect(second.data!.id).toBe(first.data!.id);
    expect(await postsBy(user)).toHaveLength(1);
    const third = await send(name, user, crypto.randomUUID());
    expect(third.data!.id).not.toBe(first.data!.id);
    expect(await postsBy(user)).toHaveLength(2);
  });

  test("the same key sent at the same moment stores one post, and both answers name it", async () => {
    const user = await POSTS[name]!.as();
    const key = crypto.randomUUID();
    const answers = await Promise.all([send(name, user, key), send(name, user, key), send(name, user, key)]);
    const ids = answers.map((answer) => answer.data?.id);
    expect(
      ids.every((id) => id && id === ids[0]),
      JSON.stringify(answers),
    ).toBe(true);
    expect(await postsBy(user)).toHaveLength(1);
  });
});

describe("the key", () => {
  test("is optional: without one, each call is a post", async () => {
    const user = await givenUser(database.db);
    await send("postActivityComment", user);
    await send("postActivityComment", user);
    expect(await postsBy(user)).toHaveLength(2);
  });

  test("is one author's: the same key from two authors makes two posts", async () => {
    const [ana, luis] = [await givenUser(database.db), await givenUser(database.db)];
    const key = crypto.randomUUID();
    expect((await send("postActivityComment", ana, key)).data!.id).not.toBe((await send("postActivityComment", luis, key)).data!.id);
  });

  test("of a malformed shape is refused with a field error, and nothing is stored", async () => {
    const user = await givenUser(database.db);
    for (const key of ["", "short", "x".repeat(200), "con espacios y más de dieciséis", "a\u202Eb-0123456789abcdef"]) {
      const answer = await send("postActivityComment", user, key);
      expect(answer, key).toMatchObject({
        __typename: "DomainError",
        code: "VALIDATION",
        fields: [{ field: "idempotencyKey", message: "errors.idempotencyKey" }],
      });
    }
    expect(await postsBy(user)).toHaveLength(0);
  });

  test("used for another post (another thread, another kind, another text) is refused, not answered with the first", async () => {
    const user = await givenTeacher(database.db, [program]);
    const key = crypto.randomUUID();
    await send("postForumAnswer", user, key);
    const answer = await send("postBulletinAnswer", user, key);
    expect(answer).toMatchObject({ __typename: "DomainError", code: "VALIDATION", fields: [{ field: "idempotencyKey" }] });
    const ANSWER = `mutation ($themeId: ID!, $key: String) { postForumAnswer(themeId: $themeId, content: "Otra cosa", idempotencyKey: $key) { ${RESULT} } }`;
    const other = await api.request(ANSWER, { themeId, key }, { token: user.token });
    expect(other.body.data!.postForumAnswer).toMatchObject({
      __typename: "DomainError",
      code: "VALIDATION",
      fields: [{ field: "idempotencyKey" }],
    });
    expect(await postsBy(user)).toHaveLength(1);
  });
});
