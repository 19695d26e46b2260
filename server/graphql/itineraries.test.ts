import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Database } from "../db/client.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";
import { givenItinerary, givenProgram, givenTeacher, type ProgramRow } from "../test/itinerary-factories.ts";

// The itineraries list, an itinerary and its activities, and who may read them. This file's database
// holds only the itineraries made below, so every expected list is exact.
let database: Database;
let api: ReturnType<typeof testApi>;
const statements: string[] = [];

type User = { token: string };
let teacher: User;
let developer: User;
let family: User;
let primaria: ProgramRow;
let robotica: ProgramRow;
let pc: ProgramRow;

beforeAll(async () => {
  database = await testDatabase({ onQuery: (sql) => statements.push(sql) });
  api = testApi(database);
  const db = database.db;
  primaria = await givenProgram(db, {
    code: "PRIMARIA",
    nameEs: "Competencias digitales en Primaria",
    nameEn: "Digital skills in Primary",
  });
  robotica = await givenProgram(db, { code: "ROBOTICA", nameEs: "Robótica e IA", nameEn: "Robotics and AI" });
  pc = await givenProgram(db, { code: "PC", nameEs: "Itinerarios con ordenador", nameEn: "Computer itineraries" });
  await givenItinerary(
    db,
    primaria,
    { slug: "arbol", nameEs: "Árbol de decisiones", nameEn: "Decision tree", devices: ["tablet"], position: 1 },
    [
      { slug: "semilla", withMaterials: true, withTablet: true },
      { slug: "ramas", withKit: true, withOptions: true, withPc: true, withPcOptions: true },
      { slug: "hojas" },
    ],
  );
  await givenItinerary(db, primaria, {
    slug: "abejas",
    nameEs: "abejas viajeras",
    nameEn: "Travelling bees",
    devices: ["pc", "tablet"],
    current: false,
    position: 2,
  });
  await givenItinerary(db, primaria, {
    slug: "cuentos",
    nameEs: "Cuentos animados",
    nameEn: "Animated stories",
    age: "nineToTwelve",
    devices: ["pc"],
    origin: "centerResource",
    firstYear: true,
  });
  await givenItinerary(db, robotica, { slug: "robots", nameEs: "Robots de suelo", nameEn: "Floor robots", devices: [], position: 0 }, [
    "primero",
    "segundo",
  ]);
  await givenItinerary(db, pc, { slug: "zorro", nameEs: "Zorro programador", nameEn: "Coding fox", devices: ["pc"] }, ["caza"]);
  await givenItinerary(db, pc, { slug: "vacio", nameEs: "Muy pronto", nameEn: "Coming soon", age: "twelvePlus", devices: ["pc"] }, []);
  teacher = await givenTeacher(db, [primaria, robotica]);
  developer = await givenUser(db, { roles: ["DEVELOPER"] });
  family = await givenUser(db);
});
afterAll(async () => {
  await database.close();
});

const EN = { "x-language": "en" };
const LIST = `query ($filter: ItineraryFilter) { itineraries(filter: $filter) {
  id urlId name description online image devices age origin current firstYear updatedAt program { id name }
  activityCount firstActivityUrlId locked lockedReason } }`;
type Row = Record<string, any>;

async function list(filter: Record<string, unknown> | null, user: User = teacher, headers: Record<string, string> = {}) {
  const res = await api.request(LIST, { filter }, { token: user.token, headers });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.itineraries as Row[];
}
const urlIds = async (filter: Record<string, unknown> | null, user?: User) => (await list(filter, user)).map((i) => i.urlId);

describe("the list", () => {
  test("sorts by name as read, A-Z by default, in the request's language", async () => {
    // "abejas" (lower case) and "Árbol" (accent) sort with the a's, not after Z.
    expect(await urlIds(null)).toEqual(["abejas", "arbol", "cuentos", "vacio", "robots", "zorro"]);
    expect(await urlIds({ sort: "alfZA" })).toEqual(["zorro", "robots", "vacio", "cuentos", "arbol", "abejas"]);
    const english = await list({ sort: "alfAZ" }, teacher, EN);
    expect(english.map((i) => i.name)).toEqual([
      "Animated stories",
      "Coding fox",
      "Coming soon",
      "Decision tree",
      "Floor robots",
      "Travelling bees",
    ]);
    expect(english.find((i) => i.urlId === "robots")!.program.name).toBe("Robotics and AI");
  });

  test.each([
    ["an age segment", { age: "sixToEight" }, ["abejas", "arbol", "robots", "zorro"]],
    ["another age segment", { age: "nineToTwelve" }, ["cuentos"]],
    ["a segment without itineraries", { age: "fourToFive" }, []],
    ["a device", { devices: ["pc"] }, ["abejas", "cuentos", "vacio", "zorro"]],
    ["devices, any of", { devices: ["pc", "tablet"] }, ["abejas", "arbol", "cuentos", "vacio", "zorro"]],
    ["own content", { resources: ["own"] }, ["abejas", "arbol", "vacio", "robots", "zorro"]],
    ["centre resources", { resources: ["centerResource"] }, ["cuentos"]],
    ["both origins", { resources: ["own", "centerResource"] }, ["abejas", "arbol", "cuentos", "vacio", "robots", "zorro"]],
    ["only this year's", { resources: ["onlyActualItineraries"] }, ["arbol", "cuentos", "vacio", "robots", "zorro"]],
    ["first year", { resources: ["firstYear"] }, ["cuentos"]],
    ["everything together", { age: "sixToEight", devices: ["tablet"], resources: ["own", "onlyActualItineraries"] }, ["arbol"]],
  ])("filters by %s", async (_name, filter, expected) => {
    expect(await urlIds(filter)).toEqual(expected);
  });

  test("each itinerary says what it holds: programme, devices, activity count and where it starts", async () => {
    const arbol = (await list({ age: "sixToEight" })).find((i) => i.urlId === "arbol")!;
    expect(arbol).toMatchObject({
      name: "Árbol de decisiones",
      description: "Descripción",
      image: "/images/itineraries/arbol.svg",
      devices: ["tablet"],
      age: "sixToEight",
      origin: "own",
      current: true,
      firstYear: false,
      online: false,
      program: { id: String(primaria.id), name: "Competencias digitales en Primaria" },
      activityCount: 3,
      firstActivityUrlId: "semilla",
      locked: false,
      lockedReason: null,
    });
    expect(Date.parse(arbol.updatedAt)).not.toBeNaN();
    const vacio = (await list({ age: "twelvePlus" }, developer))[0]!;
    expect(vacio).toMatchObject({ activityCount: 0, firstActivityUrlId: null });
  });

  test("itineraries of a programme the teacher does not hold are listed, locked, with the reason", async () => {
    const rows = await list(null);
    const locked = rows.filter((i) => i.locked).map((i) => [i.urlId, i.lockedReason, i.program.name]);
    expect(locked).toEqual([
      ["vacio", "notInLicence", "Itinerarios con ordenador"],
      ["zorro", "notInLicence", "Itinerarios con ordenador"],
    ]);
  });

  test("a developer without programmes sees every itinerary unlocked (section 6)", async () => {
    expect((await list(null, developer)).every((i) => !i.locked)).toBe(true);
  });

  test("visitors and registered users without a licence are refused, like every licence-only field", async () => {
    for (const auth of [{}, { token: family.token }]) {
      const res = await api.request(LIST, { filter: null }, auth);
      expect(res.body.data).toBeNull();
      expect(res.body.errors?.[0]?.message).toMatch(/Not authorized/);
    }
  });

  test("bad filter values are refused: unknown choices by the schema, over-long lists with VALIDATION", async () => {
    const unknown = await api.request(LIST, { filter: { age: "4-5" } }, { token: teacher.token });
    // Refused by the schema, in the product's words (the valid ages are not listed back).
    expect(unknown.body.errors?.[0]).toMatchObject({ message: "errors.invalidRequest", extensions: { code: "INVALID_REQUEST" } });
    const repeated = await api.request(LIST, { filter: { devices: ["pc", "pc", "pc", "pc", "pc"] } }, { token: teacher.token });
    expect(repeated.body.errors?.[0]?.extensions).toMatchObject({ code: "VALIDATION", fields: { "filter.devices": "errors.validation" } });
    const sort = await api.request(LIST, { filter: { sort: "ageML" } }, { token: teacher.token });
    expect(sort.body.errors).toHaveLength(1);
  });

  test("one SQL statement for the whole list, whatever its length, besides loading the reader", async () => {
    const costOf = async (query: string, variables?: Record<string, unknown>) => {
      statements.length = 0;
      const res = await api.request(query, variables, { token: teacher.token });
      expect(res.body.errors).toBeUndefined();
      return statements.length;
    };
    const me = await costOf("{ me { id } }");
    expect(await costOf(LIST, { filter: null })).toBe(me + 1);
    expect(await costOf(LIST, { filter: { age: "nineToTwelve" } })).toBe(me + 1);
  });
});

const ITINERARY = `query ($urlId: String!) { itinerary(urlId: $urlId) {
  urlId name locked activityCount
  activities { id urlId name image projectLogo minutes position route { urlId age name } withKit withMaterials withOptions withPC withPCOptions withTablet updatedAt }
} }`;

describe("an itinerary and its activities", () => {
  test("lists its activities in order, each with its route and material flags", async () => {
    const res = await api.request(ITINERARY, { urlId: "arbol" }, { token: teacher.token });
    expect(res.body.errors).toBeUndefined();
    const itinerary = res.body.data!.itinerary;
    expect(itinerary.activities.map((a: Row) => a.urlId)).toEqual(["semilla", "ramas", "hojas"]);
    expect(itinerary.activities[1]).toMatchObject({
      name: "Actividad ramas",
      image: "/images/itineraries/arbol/ramas.svg",
      projectLogo: null,
      minutes: 45,
      position: 1,
      route: { urlId: "arbol", age: "sixToEight", name: "Árbol de decisiones" },
      withKit: true,
      withMaterials: false,
      withOptions: true,
      withPC: true,
      withPCOptions: true,
      withTablet: false,
    });
  });

  test("unknown is null; a locked itinerary shows itself but refuses its activities", async () => {
    expect((await api.request(ITINERARY, { urlId: "no-existe" }, { token: teacher.token })).body.data!.itinerary).toBeNull();
    const locked = await api.request(ITINERARY, { urlId: "zorro" }, { token: teacher.token });
    expect(locked.body.errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN" });
    const open = await api.request(`{ itinerary(urlId: "zorro") { urlId locked lockedReason } }`, undefined, { token: teacher.token });
    expect(open.body.data!.itinerary).toEqual({ urlId: "zorro", locked: true, lockedReason: "notInLicence" });
    const developerView = await api.request(ITINERARY, { urlId: "zorro" }, { token: developer.token });
    expect(developerView.body.data!.itinerary.activities.map((a: Row) => a.urlId)).toEqual(["caza"]);
  });

  test("the activities of every listed itinerary cost one more statement, not one per itinerary", async () => {
    const query = `{ itineraries { urlId activities { urlId } } }`;
    statements.length = 0;
    await api.request("{ me { id } }", undefined, { token: developer.token });
    const me = statements.length;
    statements.length = 0;
    const res = await api.request(query, undefined, { token: developer.token });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.itineraries.find((i: Row) => i.urlId === "robots").activities).toEqual([
      { urlId: "primero" },
      { urlId: "segundo" },
    ]);
    expect(statements.length).toBe(me + 2);
  });
});

const ACTIVITY = `query ($itinerary: String!, $activity: String!) { itineraryActivity(itineraryUrlId: $itinerary, activityUrlId: $activity) {
  activity { urlId name withKit withMaterials withOptions withPC withPCOptions withTablet }
  content { summary objectives steps kit materials options pc pcOptions tablet }
  itinerary { urlId age name program { name } activities { urlId } }
  position total previous { urlId name } next { urlId name }
} }`;

describe("an itinerary activity", () => {
  const open = (itinerary: string, activity: string, user: User = teacher, headers: Record<string, string> = {}) =>
    api.request(ACTIVITY, { itinerary, activity }, { token: user.token, headers });

  test("brings its texts, only the material texts of the options it offers, and its neighbours", async () => {
    const res = await open("arbol", "semilla");
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.itineraryActivity).toEqual({
      activity: {
        urlId: "semilla",
        name: "Actividad semilla",
        withKit: false,
        withMaterials: true,
        withOptions: false,
        withPC: false,
        withPCOptions: false,
        withTablet: true,
      },
      content: {
        summary: "Resumen de Actividad semilla",
        objectives: ["Objetivo uno", "Objetivo dos"],
        steps: ["Paso uno", "Paso dos", "Paso tres"],
        kit: null,
        materials: ["Cartulina", "Tijeras"],
        options: null,
        pc: null,
        pcOptions: null,
        tablet: "En la tableta",
      },
      itinerary: {
        urlId: "arbol",
        age: "sixToEight",
        name: "Árbol de decisiones",
        program: { name: "Competencias digitales en Primaria" },
        activities: [{ urlId: "semilla" }, { urlId: "ramas" }, { urlId: "hojas" }],
      },
      position: 1,
      total: 3,
      previous: null,
      next: { urlId: "ramas", name: "Actividad ramas" },
    });
  });

  test("the middle and the last activity have their neighbours; English texts in English", async () => {
    const middle = (await open("arbol", "ramas", teacher, EN)).body.data!.itineraryActivity;
    expect(middle).toMatchObject({
      position: 2,
      total: 3,
      previous: { urlId: "semilla", name: "Activity semilla" },
      next: { urlId: "hojas" },
    });
    expect(middle.content).toMatchObject({
      summary: "Summary of Activity ramas",
      kit: "Use the kit",
      options: "A variation in pairs",
      pc: "On the computer",
      pcOptions: "Another computer option",
      materials: null,
      tablet: null,
    });
    const last = (await open("arbol", "hojas")).body.data!.itineraryActivity;
    expect(last).toMatchObject({ position: 3, previous: { urlId: "ramas" }, next: null });
  });

  test("unknown itinerary or activity is null; an activity of another itinerary is not found here", async () => {
    for (const [itinerary, activity] of [
      ["no-existe", "semilla"],
      ["arbol", "no-existe"],
      ["robots", "semilla"],
    ]) {
      const res = await open(itinerary!, activity!);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.itineraryActivity).toBeNull();
    }
  });

  test("a locked itinerary's activity is refused with FORBIDDEN; a developer opens it", async () => {
    const res = await open("zorro", "caza");
    expect(res.body.data?.itineraryActivity ?? null).toBeNull();
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN" });
    expect((await open("zorro", "caza", developer)).body.data!.itineraryActivity.activity.urlId).toBe("caza");
  });

  test("is refused to visitors and registered users", async () => {
    for (const auth of [{}, { token: family.token }]) {
      const res = await api.request(ACTIVITY, { itinerary: "arbol", activity: "semilla" }, auth);
      expect(res.body.errors?.[0]?.message).toMatch(/Not authorized/);
    }
  });

  test("costs two statements besides loading the reader (the itinerary, then its activities)", async () => {
    statements.length = 0;
    await api.request("{ me { id } }", undefined, { token: teacher.token });
    const me = statements.length;
    statements.length = 0;
    expect((await open("arbol", "ramas")).body.errors).toBeUndefined();
    expect(statements.length).toBe(me + 2);
  });
});

describe("the programmes' itineraries (Program.itineraries)", () => {
  const MINE = `{ me { programs { name itineraries { urlId age locked firstActivityUrlId } } } }`;

  test("each held programme lists its itineraries by age segment, all in one statement", async () => {
    statements.length = 0;
    await api.request("{ me { programs { name } } }", undefined, { token: teacher.token });
    const me = statements.length;
    statements.length = 0;
    const res = await api.request(MINE, undefined, { token: teacher.token });
    expect(res.body.errors).toBeUndefined();
    expect(statements.length).toBe(me + 1);
    expect(res.body.data!.me.programs).toEqual([
      {
        name: "Competencias digitales en Primaria",
        itineraries: [
          { urlId: "arbol", age: "sixToEight", locked: false, firstActivityUrlId: "semilla" },
          { urlId: "abejas", age: "sixToEight", locked: false, firstActivityUrlId: "uno" },
          { urlId: "cuentos", age: "nineToTwelve", locked: false, firstActivityUrlId: "uno" },
        ],
      },
      { name: "Robótica e IA", itineraries: [{ urlId: "robots", age: "sixToEight", locked: false, firstActivityUrlId: "primero" }] },
    ]);
  });

  test("a registered user without a licence holds no programme, so there is nothing to list", async () => {
    const res = await api.request(MINE, undefined, { token: family.token });
    expect(res.body.data!.me.programs).toEqual([]);
  });
});
