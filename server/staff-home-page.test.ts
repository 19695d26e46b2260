import { expect, test } from "vitest";
import { givenUser } from "./test/factories.ts";
import { givenProgram, givenTeacher } from "./test/itinerary-factories.ts";
import { testPages } from "./test/pages.ts";

/** The staff's screens in one list: the account menu leads there, each screen is listed for the role that opens it. */

const pages = testPages();

async function html(path: string, token?: string) {
  const res = await pages.app.request(path, { headers: token ? { cookie: `token=${token}` } : {}, redirect: "manual" });
  return { status: res.status, body: await res.text() };
}

test("staff find every staff screen from the menu's one link; a licence generator's and a moderator's screens only with their role", async () => {
  const db = pages.database.db;
  const staff = await givenUser(db, { roles: ["DEVELOPER"] });
  const page = await html("/gestion", staff.token);
  expect(page.status).toBe(200);
  expect(page.body).toContain('href="/gestion"');
  for (const path of ["/gestion/informes-seguimiento", "/gestion/encuestas", "/gestion/superreto-docentes", "/gestion/superreto-europeo", "/gestion/analitica"]) {
    expect(page.body).toContain(`href="${path}"`);
  }
  expect(page.body).not.toContain('href="/gestion/licencias"');
  expect(page.body).not.toContain('href="/moderacion"');

  const both = await givenUser(db, { roles: ["DEVELOPER", "LICENSE_GEN", "MODERATOR"] });
  const english = await html("/staff", both.token);
  expect(english.body).toContain("Staff area");
  expect(english.body).toContain('href="/staff/licences"');
  expect(english.body).toContain('href="/moderation"');

  // Teachers and families are refused; a visitor signs in first.
  const teacher = await givenTeacher(db, [await givenProgram(db)]);
  expect((await html("/gestion", teacher.token)).status).toBe(403);
  expect((await html("/gestion")).status).toBe(302);
});
