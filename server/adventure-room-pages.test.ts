import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { ADVENTURE_COOKIE } from "../common/adventure.ts";
import { adventureGroups } from "./db/schema/index.ts";
import { givenClassroom, givenGroup, givenKey } from "./test/evaluation-factories.ts";
import { givenProgram, givenTeacher } from "./test/itinerary-factories.ts";
import { testPages } from "./test/pages.ts";

/**
 * The adventure is a room of its own (issue 33, point 4): its screens carry no site menu, no footer and no cookie
 * banner (the group's cookie is a necessary one); the end has one small way out, for the teacher. Other pages keep them.
 */
const pages = testPages();

async function html(path: string, cookie = "") {
  const res = await pages.app.request(path, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  return { status: res.status, body: await res.text() };
}

const CHROME = ['class="site-header"', 'class="site-footer"', 'class="consent-banner"'];

describe("the pupils' room", () => {
  test("the code, the setup and the end screens have no header, footer nor cookie banner; the end links to the teacher's area", async () => {
    const db = pages.database.db;
    const teacher = await givenTeacher(db, [await givenProgram(db)]);
    const classroom = await givenClassroom(db, teacher.id, { name: "2.º B" });
    const key = await givenKey(db, classroom.id, "initial", { open: true, lang: "es" });
    // A group past its twelfth question, back on its device by its cookie (a token of the adventure's pattern).
    const twelve = Array.from({ length: 12 }, (): [string, boolean] => ["information", true]);
    const finished = await givenGroup(db, key.id, 3, twelve, { finished: true });
    const token = "room-test-token-0123456789abcdef";
    await db.update(adventureGroups).set({ token }).where(eq(adventureGroups.id, finished.id));

    const screens = [
      await html("/aventura"),
      await html(`/aventura/${key.code}`),
      await html(`/aventura/${key.code}`, `${ADVENTURE_COOKIE}=${token}`),
    ];
    for (const { status, body } of screens) {
      expect(status).toBe(200);
      for (const chrome of CHROME) expect(body).not.toContain(chrome);
      expect(body).toContain('<main id="content"');
    }
    const end = screens[2]!.body;
    expect(end).toContain("¡Aventura completada!");
    expect(end).toMatch(
      /<p class="adventure-teacher-link"><a [^>]*href="\/evaluacion"[^>]*>Para el profesorado: los resultados de la clase<\/a>/,
    );
    expect(screens[0]!.body).not.toContain("adventure-teacher-link");

    // An English key's end leads to the teachers' area in Spanish, the only language it has.
    const english = await givenKey(db, classroom.id, "final", { open: true, lang: "en" });
    const group = await givenGroup(db, english.id, 2, twelve, { finished: true });
    const englishToken = "room-test-token-fedcba9876543210";
    await db.update(adventureGroups).set({ token: englishToken }).where(eq(adventureGroups.id, group.id));
    const englishEnd = await html(`/adventure/${english.code}`, `${ADVENTURE_COOKIE}=${englishToken}`);
    expect(englishEnd.body).toMatch(
      /<p class="adventure-teacher-link"><a [^>]*href="\/evaluacion"[^>]*>For the teacher: the class(?:'|&#x27;)s results<\/a>/,
    );

    // The rest of the site keeps its header, footer and banner.
    const home = await html("/");
    for (const chrome of CHROME) expect(home.body).toContain(chrome);
  });
});
