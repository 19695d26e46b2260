import { expect, test } from "vitest";
import { givenContribution } from "./test/contribution-factories.ts";
import { givenProgram, givenTeacher } from "./test/itinerary-factories.ts";
import { testPages } from "./test/pages.ts";

/**
 * The forum's list names the viewer's own themes in the language's own phrase (issue 34): it read "Por Tú" (the
 * byline "Por {{name}}" with "Tú" put in); now "Por ti" ("By you" in English). Others' themes keep "Por <name>".
 */
const pages = testPages();

test("a teacher's own theme reads «Por ti», another's «Por <name>» (the forum is in Spanish only; English says «By you»)", async () => {
  const db = pages.database.db;
  const program = await givenProgram(db);
  const teacher = await givenTeacher(db, [program]);
  const other = await givenTeacher(db, [program]);
  await givenContribution(db, {
    authorId: teacher.id,
    section: "forum",
    type: "theme",
    title: "Mi tema",
    content: "¿Qué os parece?",
    categories: ["robotics"],
    state: "published",
  });
  await givenContribution(db, {
    authorId: other.id,
    section: "forum",
    type: "theme",
    title: "Otro tema",
    content: "Hola",
    categories: ["robotics"],
    state: "published",
  });
  const get = async (path: string) => (await pages.app.request(path, { headers: { cookie: `token=${teacher.token}` } })).text();
  const es = await get("/foro");
  expect(es).toContain(">Por ti<");
  expect(es).not.toContain("Por Tú");
  expect(es).toMatch(/>Por Ana [^<]*</);
});
