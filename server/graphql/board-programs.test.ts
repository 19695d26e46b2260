import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Database } from "../db/client.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";
import { givenBoardProgram, givenItinerary, givenProgram, givenTeacher, TINY_HEX } from "../test/itinerary-factories.ts";

// The boards' programs (issue 17): listed, attached to their activity's page and read as a file, with the itinerary's lock.
let database: Database;
let api: ReturnType<typeof testApi>;
type User = { token: string };
let roboticsTeacher: User;
let primaryTeacher: User;
let developer: User;
let family: User;
const ids: Record<string, string> = {};

beforeAll(async () => {
  database = await testDatabase();
  api = testApi(database);
  const db = database.db;
  const robotica = await givenProgram(db, { code: "ROBOTICA" });
  const primaria = await givenProgram(db, { code: "PRIMARIA" });
  const robots = await givenItinerary(
    db,
    robotica,
    { slug: "zum", nameEs: "Zum e IA", nameEn: "Zum and AI", age: "nineToTwelve", position: 1 },
    [
      { slug: "led", nameEs: "Enciende un LED", nameEn: "Light an LED" },
      { slug: "semaforo", nameEs: "Semáforo", nameEn: "Traffic lights" },
      { slug: "sin-programa" },
    ],
  );
  const other = await givenItinerary(db, primaria, { slug: "otra", position: 2 }, ["placa"]);
  ids.led = String((await givenBoardProgram(db, robots, "led")).id);
  ids.semaforo = String((await givenBoardProgram(db, robots, "semaforo")).id);
  ids.primaria = String((await givenBoardProgram(db, other, "placa")).id);
  roboticsTeacher = await givenTeacher(db, [robotica]);
  primaryTeacher = await givenTeacher(db, [primaria]);
  developer = await givenUser(db, { roles: ["DEVELOPER"] });
  family = await givenUser(db);
});
afterAll(async () => {
  await database.close();
});

const LIST = "{ boardPrograms { id fileName programBytes activity { urlId name itineraryUrlId itineraryName age } } }";
const FILE = "query ($id: ID!) { boardProgramFile(id: $id) { fileName hex } }";
const PAGE = `query ($a: String!) { itineraryActivity(itineraryUrlId: "zum", activityUrlId: $a) { boardProgram { id fileName } } }`;

describe("boardPrograms", () => {
  test("a teacher gets the programs of the itineraries their licence opens, in order, in their language", async () => {
    const res = await api.request(LIST, {}, { token: roboticsTeacher.token });
    expect(res.body.errors).toBeUndefined();
    const programs = res.body.data!.boardPrograms;
    expect(programs.map((p: { id: string }) => p.id)).toEqual([ids.led, ids.semaforo]);
    expect(programs[0].activity).toEqual({
      urlId: "led",
      name: "Enciende un LED",
      itineraryUrlId: "zum",
      itineraryName: "Zum e IA",
      age: "nineToTwelve",
    });
    expect(programs[0].programBytes).toBe(40);
    const en = await api.request(LIST, {}, { token: roboticsTeacher.token, headers: { "x-language": "en" } });
    expect(en.body.data!.boardPrograms[1].activity.name).toBe("Traffic lights");
  });

  test("another programme's teacher gets only theirs; a developer without programmes gets every one", async () => {
    const primary = await api.request(LIST, {}, { token: primaryTeacher.token });
    expect(primary.body.data!.boardPrograms.map((p: { id: string }) => p.id)).toEqual([ids.primaria]);
    const staff = await api.request(LIST, {}, { token: developer.token });
    expect(staff.body.data!.boardPrograms.map((p: { id: string }) => p.id)).toEqual([ids.led, ids.semaforo, ids.primaria]);
  });

  test("an account without a licence is refused", async () => {
    const res = await api.request(LIST, {}, { token: family.token });
    expect(res.body.errors?.[0]?.message).toMatch(/not authorized/i);
    expect(res.body.data?.boardPrograms ?? null).toBeNull();
  });
});

describe("an itinerary activity's boardProgram", () => {
  test("is the activity's program, or null when it has none", async () => {
    const led = await api.request(PAGE, { a: "led" }, { token: roboticsTeacher.token });
    expect(led.body.errors).toBeUndefined();
    expect(led.body.data!.itineraryActivity.boardProgram.id).toBe(ids.led);
    const none = await api.request(PAGE, { a: "sin-programa" }, { token: roboticsTeacher.token });
    expect(none.body.data!.itineraryActivity.boardProgram).toBeNull();
  });
});

describe("boardProgramFile", () => {
  test("gives the program's Intel HEX to a reader of its itinerary", async () => {
    const res = await api.request(FILE, { id: ids.semaforo }, { token: roboticsTeacher.token });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.boardProgramFile.hex).toBe(TINY_HEX);
    expect(res.body.data!.boardProgramFile.fileName).toMatch(/^semaforo-[0-9a-f]+\.hex$/);
  });

  test("is FORBIDDEN when the itinerary is locked for the reader, and null for unknown or malformed ids", async () => {
    const locked = await api.request(FILE, { id: ids.primaria }, { token: roboticsTeacher.token });
    expect(locked.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(locked.body.data?.boardProgramFile ?? null).toBeNull();
    for (const id of ["999999", "0", "-1", "abc", "1e3", "99999999999999999999"]) {
      const res = await api.request(FILE, { id }, { token: roboticsTeacher.token });
      expect(res.body.errors, id).toBeUndefined();
      expect(res.body.data!.boardProgramFile, id).toBeNull();
    }
  });
});
