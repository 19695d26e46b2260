import { beforeAll, describe, expect, test } from "vitest";
import { givenUser } from "./test/factories.ts";
import { givenBoardProgram, givenItinerary, givenProgram, givenTeacher, TINY_HEX } from "./test/itinerary-factories.ts";
import { testPages } from "./test/pages.ts";

/**
 * The board screen, an activity's program section and the program's file as a browser without scripts gets them
 * (issue 17). The upload itself needs Web Serial: e2e/boards.spec.ts drives it against the simulated board.
 */
const pages = testPages();
let teacher: string;
let family: string;
let otherTeacher: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const db = pages.database.db;
  const robotica = await givenProgram(db, { code: "ROBOTICA" });
  const primaria = await givenProgram(db, { code: "PRIMARIA" });
  const zum = await givenItinerary(db, robotica, { slug: "zum", nameEs: "Zum e IA", nameEn: "Zum and AI", age: "nineToTwelve" }, [
    { slug: "led", nameEs: "Enciende un LED", nameEn: "Light an LED" },
    { slug: "sin-programa", nameEs: "Sin programa", nameEn: "No program" },
  ]);
  ids.led = (await givenBoardProgram(db, zum, "led")).id;
  const other = await givenItinerary(db, primaria, { slug: "otra" }, ["placa"]);
  ids.locked = (await givenBoardProgram(db, other, "placa")).id;
  teacher = (await givenTeacher(db, [robotica])).token;
  otherTeacher = (await givenTeacher(db, [primaria])).token;
  family = (await givenUser(db)).token;
});

const get = (path: string, token?: string) =>
  pages.app.request(path, { headers: token ? { cookie: `token=${token}` } : {}, redirect: "manual" });

describe("the board screen", () => {
  test("in Spanish: the programs, the teacher's own file, the four boards, the upload button, the driver help", async () => {
    const res = await get("/placas", teacher);
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain('<h1 class="page-title">Programar una placa</h1>');
    expect(body).toContain(`<option value="${ids.led}" selected="">Enciende un LED · Zum e IA</option>`);
    expect(body).not.toContain("Sin programa");
    expect(body).toContain(">Un archivo .hex mío</option>");
    for (const label of ["Arduino Uno", "BQ Zum Junior", "BQ Zum Core", "BQ Zum Core 2.0"]) expect(body).toContain(`>${label}</span>`);
    expect(body).toContain("chip USB CP2104");
    expect(body).toContain(">Cargar en la placa</button>");
    expect(body).toContain(">Ayuda de placas y controladores</summary>");
    // A phone gets the screen-too-small page instead (CSS decides).
    expect(body).toContain("Se necesita un dispositivo más grande");
  });

  test("in English, with ?program= choosing the program: the small screen's page still downloads it", async () => {
    const res = await get(`/boards?program=${ids.led}`, teacher);
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain("Program a board</h1>");
    expect(body).toContain("A larger device is needed");
    expect(body).toContain(`href="/boards/program/${ids.led}" download="`);
    expect(body).toContain("Download the program (.hex)");
    expect(body).toContain('href="/itineraries/9-12/zum/activities/led"');
  });

  test("an account without a licence gets the 403 page; a visitor is sent to log in", async () => {
    expect((await get("/placas", family)).status).toBe(403);
    expect((await get("/placas")).status).toBe(302);
  });
});

describe("an itinerary activity with a program", () => {
  test("shows the program's section with the uploader and the link to the board screen; one without a program does not", async () => {
    const body = await (await get("/itinerarios/9-12/zum/actividades/led", teacher)).text();
    expect(body).toContain(">Programa para la placa</h2>");
    expect(body).toContain(`href="/placas?program=${ids.led}"`);
    expect(body).toContain(">Cargar en la placa</button>");
    const none = await (await get("/itinerarios/9-12/zum/actividades/sin-programa", teacher)).text();
    expect(none).not.toContain(">Programa para la placa</h2>");
  });
});

describe("a program's file", () => {
  test("downloads as an attachment, never kept by a shared cache", async () => {
    const res = await get(`/placas/programa/${ids.led}`, teacher);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="led-[0-9a-f]+\.hex"$/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await res.text()).toBe(TINY_HEX);
  });

  test("is refused without a licence or for a locked itinerary, and not found when unknown", async () => {
    const refused = await get(`/placas/programa/${ids.led}`, family);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe("Lo sentimos, no tienes permiso para continuar.");
    expect((await get(`/boards/program/${ids.led}`, otherTeacher)).status).toBe(403);
    expect((await get("/placas/programa/999999", teacher)).status).toBe(404);
    expect((await get("/placas/programa/abc", teacher)).status).toBe(404);
  });
});
