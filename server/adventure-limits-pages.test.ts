import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { ADVENTURE_LIMITS } from "../common/adventure.ts";
import { adventureGroups, adventureKeys, rateLimitHits } from "./db/schema/index.ts";
import { givenClassroom, givenGroup, givenKey } from "./test/evaluation-factories.ts";
import { givenProgram, givenTeacher } from "./test/itinerary-factories.ts";
import { testPages } from "./test/pages.ts";

/**
 * The adventure's limits as a browser without scripts meets them (issue 31, 3.6): a real key's page once the
 * address has tried too many wrong codes, and the teacher's reset of a key's groups on the key's screen.
 */
const pages = testPages();

/** A page request from a client address (the app reads it from the socket, as @hono/node-server gives it). */
async function fromAddress(path: string, address: string, token?: string) {
  const res = await pages.app.request(
    path,
    { headers: token ? { cookie: `token=${token}` } : {}, redirect: "manual" },
    { incoming: { socket: { remoteAddress: address } } },
  );
  return { status: res.status, body: await res.text() };
}
async function html(path: string, token: string) {
  const res = await pages.app.request(path, { headers: { cookie: `token=${token}` }, redirect: "manual" });
  return { status: res.status, body: await res.text() };
}

async function teacherWithKey() {
  const db = pages.database.db;
  const teacher = await givenTeacher(db, [await givenProgram(db)]);
  const classroom = await givenClassroom(db, teacher.id, { name: `3.º ${Math.random().toString(36).slice(2, 6)}` });
  const key = await givenKey(db, classroom.id, "initial", { open: true, lang: "es" });
  return { teacher, classroom, key };
}

describe("the adventure's page once an address has tried too many wrong codes", () => {
  test("a real key's page answers 429 with the API's message and when to try again, never «No encontramos esa clave»", async () => {
    const { key } = await teacherWithKey();
    const address = "198.51.100.77";
    expect((await fromAddress(`/aventura/${key.code}`, address)).status).toBe(200);
    await pages.database.db
      .insert(rateLimitHits)
      .values(Array.from({ length: ADVENTURE_LIMITS.wrongCodesPerAddress }, () => ({ key: `adventure:ip:${address}`, at: new Date() })));
    const blocked = await fromAddress(`/aventura/${key.code}`, address);
    expect(blocked.status).toBe(429);
    // The field's message (the page's data also carries the catalogue's texts, so the rendered element is read).
    expect(blocked.body).not.toMatch(/class="field-error">No encontramos esa clave</);
    expect(blocked.body).toMatch(/class="field-error">Demasiados intentos\. Podréis volver a probar dentro de 1[45] minutos\.</);
    // Another address still opens it.
    expect((await fromAddress(`/aventura/${key.code}`, "198.51.100.78")).status).toBe(200);
  });
});

describe("the teacher resets a key's groups on the key's screen", () => {
  test("a plain form with a confirmation; the groups that never played go, the limits count again; another teacher cannot", async () => {
    const db = pages.database.db;
    const { teacher, key } = await teacherWithKey();
    const intruder = await givenTeacher(db, [await givenProgram(db)]);
    const rows = Array.from({ length: 5 }, (_, i) => ({
      keyId: key.id,
      label: "fox",
      pupils: 1,
      token: `p${key.id}x${String(i).padStart(5, "0")}`.padEnd(32, "0"),
    }));
    await db.insert(adventureGroups).values(rows);
    const played = await givenGroup(db, key.id, 2, [["communication", true]]);

    const card = await html(`/evaluacion/clave/${key.id}`, teacher.token);
    expect(card.status).toBe(200);
    expect(card.body).toContain("Reiniciar los grupos");
    expect(card.body).toContain(`href="/evaluacion/clave/${key.id}?reiniciar"`);
    const confirm = await html(`/evaluacion/clave/${key.id}?reiniciar`, teacher.token);
    expect(confirm.body).toContain("¿Reiniciar los grupos de esta clave?");
    expect(confirm.body).toMatch(/<button[^>]*type="submit"[^>]*>[^<]*Sí, reiniciar los grupos/);
    expect(confirm.body).toMatch(/<input type="hidden" name="intent" value="resetGroups"\/>/);
    // Nothing happened by looking at the confirmation.
    expect(await db.select().from(adventureGroups).where(eq(adventureGroups.keyId, key.id))).toHaveLength(6);

    // Another teacher's post changes nothing (the key is as missing as none).
    const refused = await pages.post(`/evaluacion/clave/${key.id}`, intruder.token, { intent: "resetGroups" });
    expect(refused.status).toBe(404);
    expect(await db.select().from(adventureGroups).where(eq(adventureGroups.keyId, key.id))).toHaveLength(6);

    const done = await pages.post(`/evaluacion/clave/${key.id}?reiniciar`, teacher.token, { intent: "resetGroups" });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Has reiniciado los grupos de esta clave.");
    const left = await db.select({ id: adventureGroups.id }).from(adventureGroups).where(eq(adventureGroups.keyId, key.id));
    expect(left.map((g) => g.id)).toEqual([played.id]);
    const [row] = await db.select().from(adventureKeys).where(eq(adventureKeys.id, key.id));
    expect(row?.groupsResetAt).toBeInstanceOf(Date);
  });
});
