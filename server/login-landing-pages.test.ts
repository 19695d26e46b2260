import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { hashPassword } from "./auth/password.ts";
import { users } from "./db/schema/index.ts";
import { givenContribution } from "./test/contribution-factories.ts";
import { givenUser } from "./test/factories.ts";
import { givenProgram, givenTeacher } from "./test/itinerary-factories.ts";
import { testPages } from "./test/pages.ts";

/**
 * Issue 34, point 1: a sign-in that asks for no page lands where the user works — a licensed teacher on My panel,
 * staff in the back office, a moderator with items waiting on the desk — and anyone else on the home page; a
 * `?page=` still wins. The plain form, as a browser without scripts posts it.
 */
const pages = testPages();
const PASSWORD = "Contraseña-2026";

async function withPassword(user: { id: string; email: string }) {
  await pages.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, user.id));
  return user;
}

async function signIn(path: string, email: string) {
  const res = await pages.app.request(path, {
    method: "POST",
    body: new URLSearchParams({ email, password: PASSWORD }),
    redirect: "manual",
  });
  return { status: res.status, location: res.headers.get("location") };
}

describe("where a sign-in lands", () => {
  test("a licensed teacher on My panel, in the page's language; a ?page= still wins", async () => {
    const db = pages.database.db;
    const teacher = await withPassword(await givenTeacher(db, [await givenProgram(db)]));
    expect(await signIn("/acceder", teacher.email)).toEqual({ status: 302, location: "/mi-panel" });
    expect(await signIn("/access", teacher.email)).toEqual({ status: 302, location: "/my-panel" });
    expect(await signIn("/acceder?page=%2Factividades%3Fage%3DsixToEight", teacher.email)).toEqual({
      status: 302,
      location: "/actividades?age=sixToEight",
    });
  });

  test("staff in the back office; a family on the home page", async () => {
    const db = pages.database.db;
    const staff = await withPassword(await givenUser(db, { roles: ["DEVELOPER"] }));
    expect(await signIn("/acceder", staff.email)).toEqual({ status: 302, location: "/cms" });
    expect(await signIn("/cms/login", staff.email)).toMatchObject({ location: "/cms" });
    const family = await withPassword(await givenUser(db));
    expect(await signIn("/acceder", family.email)).toEqual({ status: 302, location: "/" });
  });

  test("a moderator on the desk while something waits there, elsewhere once it is empty", async () => {
    const db = pages.database.db;
    const moderator = await withPassword(await givenUser(db, { roles: ["MODERATOR"] }));
    const elsewhere = (await signIn("/acceder", moderator.email)).location;
    expect(elsewhere).not.toBe("/moderacion");
    const author = await givenUser(db);
    await givenContribution(db, { authorId: author.id, state: "pending" });
    expect(await signIn("/acceder", moderator.email)).toEqual({ status: 302, location: "/moderacion" });
    expect(await signIn("/access", moderator.email)).toEqual({ status: 302, location: "/moderation" });
  });
});
