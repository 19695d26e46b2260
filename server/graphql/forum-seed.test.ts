import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../db/client.ts";
import { DEMO_ACCOUNTS, seedDemo } from "../db/seed/demo.ts";
import { LOGIN, testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";

/** The demo forum (server/db/seed/forum.ts) as the demo accounts find it. */

let database: Database;
let api: ReturnType<typeof testApi>;

beforeAll(async () => {
  database = await testDatabase();
  await seedDemo(database.db);
  api = testApi(database);
});
afterAll(() => database.close());

async function tokenOf(kind: string) {
  const account = DEMO_ACCOUNTS.find((a) => a.kind === kind)!;
  const login = await api.request(LOGIN, { email: account.email, password: account.password });
  return login.body.data?.login.data.token as string;
}

const LIST = "{ forumThemes(sort: lastAnswerFirst) { total items { id title state replyCount lastReplyAt publishedAt author { name } } } }";
const THEME = "query ($id: ID!) { forumTheme(id: $id) { state replyCount replies { state content } } }";

test("the teacher finds published themes with answers, counted as moderation counts them; the moderator has one of each waiting", async () => {
  const teacher = await tokenOf("licensed teacher");
  const list = (await api.request(LIST, {}, { token: teacher })).body.data!.forumThemes;
  expect(list.total).toBe(7);
  expect(list.items.every((t: any) => t.state === "published")).toBe(true);
  expect(list.items.some((t: any) => t.author.name === "Marta R.")).toBe(true);
  // The last-answer order: each theme's last answer, or its publication, newest first.
  const times = list.items.map((t: any) => Date.parse(t.lastReplyAt ?? t.publishedAt));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  for (const item of list.items) {
    const theme = (await api.request(THEME, { id: item.id }, { token: teacher })).body.data!.forumTheme;
    expect(theme.replies.filter((r: any) => r.state === "published")).toHaveLength(item.replyCount);
  }

  const moderator = await tokenOf("moderator");
  const queue = (await api.request("{ moderationQueue(section: forum) { type state } }", {}, { token: moderator })).body.data!
    .moderationQueue;
  expect(queue.map((c: any) => c.type).sort()).toEqual(["answer", "theme"]);
});
