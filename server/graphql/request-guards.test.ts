import { GraphQLError } from "graphql";
import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import type { Database } from "../db/client.ts";
import { logger } from "../logger.ts";
import { SIGNUP, signupInput, TEST_PUBLIC_URL, testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenActivity, givenUser } from "../test/factories.ts";

let database: Database;
let api: ReturnType<typeof testApi>;
const errorLog = vi.spyOn(logger, "error");

beforeAll(async () => {
  database = await testDatabase();
  api = testApi(database);
});
afterAll(() => database.close());
afterEach(() => errorLog.mockClear());

const refusedAsValidation = (res: Awaited<ReturnType<typeof api.request>>) => {
  expect(res.status).toBe(400);
  expect(res.body.errors?.[0]).toMatchObject({ message: "errors.validation", extensions: { code: "VALIDATION" } });
  expect(errorLog).not.toHaveBeenCalled();
};

test.each([
  ["a NUL in a variable", `query ($slug: String!) { activity(slug: $slug) { id } }`, { slug: "x\u0000y" }],
  ["a NUL in an inline argument", `{ activity(slug: "x\\u0000y") { id } }`, undefined],
  ["an escape character", `query ($slug: String!) { activity(slug: $slug) { id } }`, { slug: "x\u001by" }],
])("%s is refused as a validation error, not logged as an unexpected one", async (_, query, variables) => {
  refusedAsValidation(await api.request(query, variables));
});

test("a document with a control character stays refused when it comes again (each document is checked once)", async () => {
  const query = `{ activity(slug: "x\\u0007y") { id } }`;
  refusedAsValidation(await api.request(query));
  refusedAsValidation(await api.request(query));
  // A document without one, also asked twice, runs both times.
  for (let i = 0; i < 2; i++) expect((await api.request(`{ activity(slug: "x-y") { id } }`)).body).toEqual({ data: { activity: null } });
});

test("a sign-up whose name holds a NUL is refused and creates nothing", async () => {
  const input = signupInput({ name: "Ana\u0000" });
  refusedAsValidation(await api.request(SIGNUP, { input }));
  const again = await api.request(SIGNUP, { input: { ...input, name: "Ana" } });
  expect(again.body.data?.signup.__typename).toBe("MutationSignupSuccess");
});

test("a comment holding a NUL is refused; tabs and line breaks stay allowed", async () => {
  const user = await givenUser(database.db);
  const activity = await givenActivity(database.db);
  const post = `mutation ($activityId: ID!, $content: String!) {
    postActivityComment(activityId: $activityId, content: $content) { __typename ... on DomainError { code } } }`;
  refusedAsValidation(await api.request(post, { activityId: String(activity.id), content: "hola\u0000" }, { token: user.token }));
  const fine = await api.request(post, { activityId: String(activity.id), content: "hola\n\tadiós\r\n" }, { token: user.token });
  expect(fine.body.data?.postActivityComment.__typename).toBe("MutationPostActivityCommentSuccess");
});

test("a value outside an enumeration does not list the valid ones", async () => {
  for (const [query, variables] of [
    ["mutation { startSocialSignIn(provider: GOOGL) { __typename } }", undefined],
    ["mutation ($p: SocialProvider!) { startSocialSignIn(provider: $p) { __typename } }", { p: "GOOGL" }],
  ] as const) {
    const res = await api.request(query, variables);
    expect(res.body.errors?.[0]).toMatchObject({ message: "errors.invalidRequest", extensions: { code: "INVALID_REQUEST" } });
    expect(JSON.stringify(res.body)).not.toMatch(/google|did you mean|SocialProvider/i);
  }
});

test("a malformed JSON body gets the product's message, not the parser's", async () => {
  const response = await api.yoga.fetch("http://test/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: '{"query": "{ me { id }',
  });
  expect(response.status).toBe(400);
  const body = await response.json();
  expect(body.errors[0]).toMatchObject({ message: "errors.invalidRequest", extensions: { code: "INVALID_REQUEST" } });
  expect(JSON.stringify(body)).not.toMatch(/JSON at position|Unterminated|SyntaxError/);
});

test("credentialed cross-origin calls are allowed only from the product's own origin", async () => {
  const call = (origin: string) =>
    api.yoga.fetch("http://test/graphql", {
      method: "POST",
      headers: { origin, "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
  const foreign = await call("https://evil.example");
  expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
  expect(foreign.headers.get("access-control-allow-credentials")).toBeNull();
  const own = await call(TEST_PUBLIC_URL);
  expect(own.headers.get("access-control-allow-origin")).toBe(TEST_PUBLIC_URL);
  expect(own.headers.get("access-control-allow-credentials")).toBe("true");
});

// Issue 31, 1.3: requests the API cannot read answer 400 with a coded error, and the log says why.
const warnLog = vi.spyOn(logger, "warn");
afterEach(() => warnLog.mockClear());

/** A 400 with the product's request error, no unexpected error logged, and a structured warning naming the reason. */
async function refusedAsInvalid(response: Response, reason: RegExp) {
  expect(response.status).toBe(400);
  const body = await response.json();
  expect(body.errors[0]).toMatchObject({ message: "errors.invalidRequest", extensions: { code: "INVALID_REQUEST" } });
  expect(errorLog).not.toHaveBeenCalled();
  const [line] = warnLog.mock.calls.at(-1) ?? [];
  expect(line).toMatchObject({ code: "INVALID_REQUEST", reason: expect.stringMatching(reason) });
}

test("a GET whose variables or extensions are not JSON is refused as an invalid request", async () => {
  for (const parameter of ["variables=x", "extensions=x", "variables=%7B%22a%22"]) {
    const response = await api.yoga.fetch(`http://test/graphql?query=%7B__typename%7D&${parameter}`, {
      headers: { "x-graphql-yoga-csrf": "1" },
    });
    await refusedAsInvalid(response, /JSON|variables|extensions/i);
  }
});

test("a variable nested deeper than the API reads is refused without overflowing the stack", async () => {
  const query = "query ($slug: String!) { activity(slug: $slug) { id } }";
  const call = (variables: string) =>
    api.yoga.fetch("http://test/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"query":${JSON.stringify(query)},"variables":${variables}}`,
    });
  const nested = (open: string, close: string, depth: number) => `${open.repeat(depth)}1${close.repeat(depth)}`;
  await refusedAsInvalid(await call(`{"slug":"x","deep":${nested("[", "]", 50_000)}}`), /deep/);
  await refusedAsInvalid(await call(`{"slug":${nested('{"a":', "}", 50_000)}}`), /deep/);
  // A reasonably nested value is read as usual (here refused by its type only).
  expect((await call(`{"slug":"x","deep":${nested("[", "]", 20)}}`)).status).toBe(200);
});

test("a File variable given something other than a file is an invalid request, not an internal error", async () => {
  const user = await givenUser(database.db);
  const response = await api.yoga.fetch("http://test/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${user.token}` },
    body: JSON.stringify({
      query: "mutation ($image: File!) { uploadForumImage(image: $image) { __typename } }",
      variables: { image: "x" },
    }),
  });
  await refusedAsInvalid(response, /File/);
});

test("Yoga's own log lines carry each error's message and code, not an empty object", () => {
  api.yoga.logger.error([new GraphQLError("boom", { extensions: { code: "SOMETHING" } })]);
  api.yoga.logger.warn(new Error("careful"));
  const written = JSON.stringify([...errorLog.mock.calls, ...warnLog.mock.calls]);
  expect(written).not.toContain('"0":{}');
  expect(errorLog.mock.calls[0]?.[0]).toMatchObject({ errors: [{ message: "boom", code: "SOMETHING" }] });
  expect(warnLog.mock.calls[0]?.[0]).toMatchObject({ errors: [{ message: "careful" }] });
});
