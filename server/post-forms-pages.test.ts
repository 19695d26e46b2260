import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { pathFor } from "../common/routes.ts";
import { contributions } from "./db/schema/index.ts";
import { givenContribution } from "./test/contribution-factories.ts";
import { givenActivity, givenUser } from "./test/factories.ts";
import { givenProgram, givenTeacher } from "./test/itinerary-factories.ts";
import { testPages } from "./test/pages.ts";

/**
 * The post forms without JavaScript (issue 31, 1.5): the page gives each form an idempotency key, a refused
 * submission is drawn again with the same key, and the same submission posted twice (a browser that gave up
 * waiting and a user who sent it again) stores one post.
 */

const pages = testPages();

async function html(path: string, token: string) {
  const res = await pages.app.request(path, { headers: { cookie: `token=${token}` } });
  expect(res.status, path).toBe(200);
  return res.text();
}
/** The keys of the page's post forms, in order. */
const keysIn = (body: string) => [...body.matchAll(/<input type="hidden" name="idempotencyKey" value="([^"]+)"/g)].map((m) => m[1]!);
const postsBy = async (authorId: string) => pages.database.db.select().from(contributions).where(eq(contributions.authorId, authorId));

describe("the same form posted twice stores one post", () => {
  test("a forum theme: both posts lead to the one theme; a refused one keeps its key", async () => {
    const db = pages.database.db;
    const teacher = await givenTeacher(db, [await givenProgram(db)]);
    const share = pathFor("forum-share", "es");
    const [key] = keysIn(await html(share, teacher.token));
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    // A fresh page, a fresh key.
    expect(keysIn(await html(share, teacher.token))[0]).not.toBe(key);

    const refused = await pages.post(share, teacher.token, { title: "", content: "Texto", categories: "robotics", idempotencyKey: key! });
    expect(refused.status).toBe(400);
    expect(keysIn(await refused.text())).toEqual([key]);

    const form = { title: "Kits de robótica", content: "¿Cuáles usáis?", categories: "robotics", idempotencyKey: key! };
    const first = await pages.post(share, teacher.token, form);
    const second = await pages.post(share, teacher.token, form);
    expect(first.status).toBe(302);
    expect(second.status).toBe(302);
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    expect(await postsBy(teacher.id)).toHaveLength(1);
  });

  test("an activity comment and a reply, each form with its own key", async () => {
    const db = pages.database.db;
    const user = await givenUser(db);
    const activity = await givenActivity(db);
    const other = await givenUser(db);
    const comment = await givenContribution(db, { authorId: other.id, activityId: activity.id, content: "¡Genial!", state: "published" });
    const path = pathFor("activity", "es", { id: activity.slug });
    const keys = keysIn(await html(path, user.token));
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);

    const form = { intent: "comment-post", activityId: String(activity.id), content: "Lo hicimos en clase", idempotencyKey: keys[0]! };
    expect((await pages.post(path, user.token, form)).status).toBe(200);
    expect((await pages.post(path, user.token, form)).status).toBe(200);
    const reply = { ...form, parentId: comment.id, content: "¡Y nosotros!", idempotencyKey: keys[1]! };
    await pages.post(path, user.token, reply);
    await pages.post(path, user.token, reply);
    const posts = await postsBy(user.id);
    expect(posts.map((p) => p.content).sort()).toEqual(["Lo hicimos en clase", "¡Y nosotros!"]);
  });

  test("a forum answer, a gallery comment and a bulletin answer", async () => {
    const db = pages.database.db;
    const program = await givenProgram(db);
    const teacher = await givenTeacher(db, [program]);
    const staff = await givenUser(db, { roles: ["DEVELOPER"] });
    const theme = await givenContribution(db, {
      authorId: staff.id,
      section: "forum",
      type: "theme",
      title: "Tema",
      content: "<p>Tema</p>",
      categories: ["robotics"],
      state: "published",
    });
    const result = await givenContribution(db, {
      authorId: staff.id,
      section: "gallery",
      type: "result",
      title: "Mural",
      content: "Mural",
      state: "published",
    });
    const notice = await givenContribution(db, {
      authorId: staff.id,
      section: "bulletin",
      type: "post",
      title: "Aviso",
      content: "<p>Aviso</p>",
      state: "published",
    });
    for (const [path, intent] of [
      [pathFor("forum-post", "es", { id: theme.id }), "answer"],
      [pathFor("gallery-post", "es", { id: result.id }), "comment"],
      [pathFor("bulletin-post", "es", { id: notice.id }), "answer"],
    ] as const) {
      const [key] = keysIn(await html(path, teacher.token));
      expect(key, path).toBeDefined();
      const form = { intent, content: `Respuesta en ${path}`, idempotencyKey: key! };
      expect((await pages.post(path, teacher.token, form)).status, path).toBe(200);
      expect((await pages.post(path, teacher.token, form)).status, path).toBe(200);
    }
    expect(await postsBy(teacher.id)).toHaveLength(3);
  });
});
