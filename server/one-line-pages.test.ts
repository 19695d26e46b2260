import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { en } from "../app/i18n/en/index.ts";
import { es } from "../app/i18n/es/index.ts";
import { users } from "./db/schema/index.ts";
import { givenUser } from "./test/factories.ts";
import { testPages } from "./test/pages.ts";

/**
 * One-line fields as a browser without scripts posts them (issue 31, 3.8): a name with a line break or a right-to-left
 * override comes back on its form with the field's error, in the page's language, and nothing is stored.
 */
const pages = testPages();

async function post(path: string, fields: Record<string, string>, cookie = "") {
  const res = await pages.app.request(path, {
    method: "POST",
    headers: { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });
  return { status: res.status, body: await res.text() };
}

const signup = (name: string) => ({
  email: `una-linea-${Math.random().toString(36).slice(2, 8)}@example.org`,
  name,
  lastName: "López",
  birthday: "1990-05-20",
  password: "secreto1",
  repeatPassword: "secreto1",
  privacy: "on",
});

describe("a name on one line", () => {
  test("sign-up refuses a name with a line break or a right-to-left override, in Spanish and in English", async () => {
    for (const name of ["Ana\r\nBcc: x@example.org", "Ana\u202Eetov"]) {
      const spanish = await post("/registro", signup(name));
      expect(spanish.status).toBe(400);
      expect(spanish.body).toContain(es.errors.oneLine);
      const english = await post("/signup", signup(name), "language=en");
      expect(english.status).toBe(400);
      expect(english.body).toContain(en.errors.oneLine);
    }
  });

  test("the profile refuses one too, and the name stays", async () => {
    const user = await givenUser(pages.database.db, { name: "Marta" });
    const res = await pages.post("/mi-cuenta", user.token, {
      name: "Marta\nBcc: x",
      lastName: "Ruiz",
      birthday: "1985-03-14",
      provinceId: "28",
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(es.errors.oneLine);
    const [stored] = await pages.database.db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
    expect(stored?.name).toBe("Marta");
  });
});
