import { eq } from "drizzle-orm";
import { expect, test, vi } from "vitest";
import { logger } from "./logger.ts";
import { activityMarks, activityRatings, licenceAssignments, users } from "./db/schema/index.ts";
import { givenActivity, givenUser } from "./test/factories.ts";
import { testPages } from "./test/pages.ts";

// Nothing a user sends may produce a 500: form posts whose values the API refuses outright (a control
// character, a value outside an enum) are the user's to fix, answered 400 with the form, and change nothing.
const pages = testPages();
const { post } = pages;

const profileOf = async (id: string) => {
  const [row] = await pages.database.db
    .select({ name: users.name, lastName: users.lastName, birthday: users.birthday, gender: users.gender, provinceId: users.provinceId })
    .from(users)
    .where(eq(users.id, id));
  return row;
};

test.each([
  ["a gender that is none of the genders", { gender: "x" }],
  ["a control character in the name", { name: "Ana\u0000" }],
])("the profile form with %s answers 400 with its message and saves nothing", async (_, junk) => {
  const user = await givenUser(pages.database.db);
  const before = await profileOf(user.id);
  const res = await post("/mi-cuenta/configuracion", user.token, {
    name: "Marta",
    lastName: "Ruiz",
    birthday: "1985-03-14",
    gender: "female",
    provinceId: "28",
    ...junk,
  });
  expect(res.status).toBe(400);
  // Section 8's words for any failure of this form, on the settings tab.
  expect(await res.text()).toContain("Error al actualizar los datos");
  expect(await profileOf(user.id)).toEqual(before);
});

test("rating or marking an activity with a control character in its id answers 400 and records nothing", async () => {
  const user = await givenUser(pages.database.db);
  const activity = await givenActivity(pages.database.db);
  for (const fields of [
    { intent: "rate", score: "5" },
    { intent: "favourite", on: "true" },
  ] as Record<string, string>[]) {
    const res = await post(`/actividades/${activity.slug}`, user.token, { ...fields, activityId: "1\u0000" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(`Actividad ${activity.slug}`);
  }
  expect(await pages.database.db.select().from(activityRatings).where(eq(activityRatings.userId, user.id))).toEqual([]);
  expect(await pages.database.db.select().from(activityMarks).where(eq(activityMarks.userId, user.id))).toEqual([]);
});

test("the licence wizard answers a junk code with its form and the code's message, not an error page", async () => {
  const user = await givenUser(pages.database.db);
  for (const code of ["a\u0000b", "x"]) {
    const res = await post("/mi-cuenta/licencia", user.token, {
      step: "province",
      code,
      provinceId: "x\u0000",
      townId: "",
      centerId: "",
      organizationId: "",
      entity: "",
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("La licencia no es válida");
  }
  expect(await pages.database.db.select().from(licenceAssignments).where(eq(licenceAssignments.userId, user.id))).toEqual([]);
});

// Issue 31, 1.3 and 3.3: a form route given a body it cannot read as a form (none, another content type, a broken
// multipart body) answers 400 with the bad-request page in the page's language, and logs no error.
test.each([
  ["no body and no content type", {}, undefined],
  ["an empty multipart body", { "content-type": "multipart/form-data; boundary=x" }, ""],
  [
    "a broken multipart body",
    { "content-type": "multipart/form-data; boundary=x" },
    '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nana',
  ],
  ["a JSON body", { "content-type": "application/json" }, '{"email":"ana@example.org"}'],
])("a form posted with %s answers 400 with the page's message, not 500", async (_, headers: Record<string, string>, body) => {
  const errors = vi.spyOn(console, "error");
  const warnings = vi.spyOn(logger, "warn");
  try {
    for (const [path, message] of [
      ["/acceder", "Los datos enviados no son válidos"],
      ["/acceder.data", null],
      ["/acceder/google", "Los datos enviados no son válidos"],
      ["/access/microsoft", "The data sent is not valid"],
    ] as const) {
      const res = await pages.app.request(path, { method: "POST", headers: { origin: "http://localhost", ...headers }, body });
      expect(res.status, path).toBe(400);
      if (message) expect(await res.text(), path).toContain(message);
    }
    expect(errors).not.toHaveBeenCalled();
    // The log says why, in a structured line.
    expect(warnings).toHaveBeenCalledWith(expect.objectContaining({ path: "/acceder", reason: expect.any(String) }), "unreadable form");
  } finally {
    errors.mockRestore();
    warnings.mockRestore();
  }
});

test("OPTIONS answers without an error in the log, on the API and on a page", async () => {
  const errors = vi.spyOn(console, "error");
  const logged = vi.spyOn(logger, "error");
  try {
    for (const path of ["/graphql", "/acceder"]) {
      const res = await pages.app.request(path, { method: "OPTIONS" });
      expect(res.status, path).toBeLessThan(500);
    }
    expect(errors).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
  } finally {
    errors.mockRestore();
    logged.mockRestore();
  }
});
