import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { fixedClock } from "../clock.ts";
import type { Database } from "../db/client.ts";
import { auditLog, formerSlugs, itineraries, itineraryActivities } from "../db/schema/index.ts";
import { localStorage } from "../storage/local-storage.ts";
import type { Storage } from "../storage/storage.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";
import { givenProgram, givenTeacher, type ProgramRow } from "../test/itinerary-factories.ts";

// The itineraries editor (issue 18): the foundation's staff write itineraries and their activities in both languages,
// order the activities and change addresses (the old ones lead to the new), each change audited on the itinerary; bad
// input changes nothing; English readers get the Spanish text where the English one was left empty.
let database: Database;
let storage: Storage;
let storageDir: string;
type User = Awaited<ReturnType<typeof givenUser>>;
let staff: User;
let program: ProgramRow;
let teacher: User;
const NOW = new Date("2026-03-02T09:00:00Z");

beforeAll(async () => {
  database = await testDatabase();
  storageDir = mkdtempSync(path.join(tmpdir(), "itineraries-editor-"));
  storage = localStorage(storageDir);
  staff = await givenUser(database.db, { roles: ["DEVELOPER"] });
  program = await givenProgram(database.db);
  teacher = await givenTeacher(database.db, [program]);
});
afterAll(async () => {
  await database.close();
  rmSync(storageDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.delete(formerSlugs);
  await database.db.delete(auditLog);
  await database.db.delete(itineraries);
});

const SAVE = `mutation ($id: ID, $input: ItineraryInput!, $image: File) { saveItinerary(id: $id, input: $input, image: $image) {
  __typename ... on MutationSaveItinerarySuccess { data { id slug image nameEn devices activities { id slug position } } } ... on DomainError { code fields { field message } } } }`;
const SAVE_ACTIVITY = `mutation ($itineraryId: ID!, $id: ID, $input: ItineraryActivityInput!, $image: File, $projectLogo: File) {
  saveItineraryActivity(itineraryId: $itineraryId, id: $id, input: $input, image: $image, projectLogo: $projectLogo) {
  __typename ... on MutationSaveItineraryActivitySuccess { data { id slug position image projectLogo textsEs { objectives kit } textsEn { summary } } }
  ... on DomainError { code fields { field message } } } }`;
const CHANGE = `mutation ($itineraryId: ID!, $activityId: ID!, $change: ItineraryActivityChange!) {
  changeItineraryActivities(itineraryId: $itineraryId, activityId: $activityId, change: $change) {
  __typename ... on MutationChangeItineraryActivitiesSuccess { data { activities { slug position } } } ... on DomainError { code } } }`;
const PAGE = `query ($itinerary: String!, $activity: String!) { itineraryActivity(itineraryUrlId: $itinerary, activityUrlId: $activity) {
  activity { name } itinerary { name description } content { summary objectives steps kit materials } } }`;
const MOVED = `query ($itinerary: String!, $activity: String!) { movedItineraryActivity(itineraryUrlId: $itinerary, activityUrlId: $activity) { itineraryUrlId age activityUrlId } }`;

const input = (overrides: Record<string, unknown> = {}) => ({
  slug: "robots-6-8",
  programId: String(program.id),
  age: "sixToEight",
  nameEs: "Robots de 6 a 8",
  nameEn: "Robots from 6 to 8",
  descriptionEs: "Un itinerario con robots",
  descriptionEn: "An itinerary with robots",
  online: false,
  devices: ["tablet"],
  origin: "own",
  current: true,
  firstYear: false,
  position: 0,
  ...overrides,
});
const activityInput = (overrides: Record<string, unknown> = {}) => ({
  slug: "primeros-pasos",
  nameEs: "Primeros pasos",
  nameEn: "First steps",
  minutes: 45,
  withKit: false,
  withMaterials: false,
  withOptions: false,
  withPc: false,
  withPcOptions: false,
  withTablet: false,
  summaryEs: "Un resumen",
  summaryEn: "A summary",
  objectivesEs: "Objetivo uno\nObjetivo dos",
  objectivesEn: "Objective one\nObjective two",
  stepsEs: "Paso uno\n\nPaso dos",
  stepsEn: "Step one\nStep two",
  kitEs: "",
  kitEn: "",
  materialsEs: "",
  materialsEn: "",
  optionsEs: "",
  optionsEn: "",
  pcEs: "",
  pcEn: "",
  pcOptionsEs: "",
  pcOptionsEn: "",
  tabletEs: "",
  tabletEn: "",
  ...overrides,
});
const png = async () =>
  new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width: 64, height: 48, channels: 3, background: "#0a0" } })
          .png()
          .toBuffer(),
      ),
    ],
    { type: "image/png" },
  );

/** A mutation as the editor's form sends it: multipart, with its files. */
async function send(user: User | null, query: string, variables: Record<string, unknown>, files: Record<string, Blob> = {}) {
  const api = testApi(database, { storage, clock: fixedClock(NOW) });
  const form = new FormData();
  const names = Object.keys(files);
  form.set("operations", JSON.stringify({ query, variables: { ...variables, ...Object.fromEntries(names.map((name) => [name, null])) } }));
  form.set("map", JSON.stringify(Object.fromEntries(names.map((name, index) => [index, [`variables.${name}`]]))));
  for (const [index, name] of names.entries()) form.set(String(index), files[name] as Blob, `${name}.png`);
  const headers: Record<string, string> = { "x-graphql-yoga-csrf": "1", "x-client-ip": "203.0.113.9" };
  if (user) headers.authorization = `Bearer ${user.token}`;
  const response = await api.yoga.fetch("http://test/graphql", { method: "POST", headers, body: form });
  const body = (await response.json()) as { data?: Record<string, any> | null; errors?: { message: string }[] };
  return body.data ? Object.values(body.data)[0] : body.errors;
}
const save = async (user: User | null, variables: { id?: string; input: Record<string, unknown> }, image?: Blob) =>
  send(user, SAVE, { id: variables.id ?? null, input: variables.input }, image ? { image } : {});
const saveActivity = async (
  itineraryId: string,
  variables: { id?: string; input: Record<string, unknown> },
  files: Record<string, Blob> = {},
) => send(staff, SAVE_ACTIVITY, { itineraryId, id: variables.id ?? null, input: variables.input }, files);
const change = async (itineraryId: string, activityId: string, how: "up" | "down" | "remove") =>
  send(staff, CHANGE, { itineraryId, activityId, change: how });
const fields = (answer: { fields: { field: string; message: string }[] }) =>
  Object.fromEntries(answer.fields.map((f) => [f.field, f.message]));

describe("the itineraries editor", () => {
  test("staff create an itinerary with its image as WebP and its activities, added last; audited as created", async () => {
    const saved = await save(staff, { input: input() }, await png());
    expect(saved.__typename).toBe("MutationSaveItinerarySuccess");
    expect(saved.data.image).toMatch(/^\/uploads\/itineraries\/[0-9a-f]{32}\.webp$/);
    expect((await storage.get(saved.data.image.replace("/uploads/", "")))?.contentType).toBe("image/webp");
    const first = await saveActivity(saved.data.id, { input: activityInput() }, { image: await png(), projectLogo: await png() });
    expect(first.data).toMatchObject({
      slug: "primeros-pasos",
      position: 0,
      textsEs: { objectives: "Objetivo uno\nObjetivo dos", kit: "" },
    });
    expect(first.data.projectLogo).toMatch(/^\/uploads\/itineraries\/.+\.webp$/);
    const second = await saveActivity(
      saved.data.id,
      { input: activityInput({ slug: "segundo", withKit: true, kitEs: "Usa el kit" }) },
      { image: await png() },
    );
    expect(second.data).toMatchObject({ position: 1, textsEs: { kit: "Usa el kit" } });
    // Blank lines are not steps.
    const [stored] = await database.db.select().from(itineraryActivities).where(eq(itineraryActivities.slug, "primeros-pasos"));
    expect(stored?.contentEs.steps).toEqual(["Paso uno", "Paso dos"]);
    expect(stored?.contentEs.kit).toBeUndefined();
    // The list without a filter holds every itinerary; with an unknown programme, none.
    const LIST = "query ($programId: ID) { itinerariesForEditors(programId: $programId) { id activityCount } }";
    const list = testApi(database, { clock: fixedClock(NOW) });
    const all = await list.request(LIST, {}, { token: staff.token });
    expect(all.body.data!.itinerariesForEditors).toContainEqual({ id: saved.data.id, activityCount: 2 });
    expect((await list.request(LIST, { programId: "nada" }, { token: staff.token })).body.data!.itinerariesForEditors).toEqual([]);
    const entries = await database.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(entries.map((e) => [e.action, e.entity, e.entityId, e.label])).toEqual([
      ["itineraryCreate", "itinerary", saved.data.id, "Robots de 6 a 8"],
      ["itineraryActivityCreate", "itinerary", saved.data.id, "Robots de 6 a 8 · Primeros pasos"],
      ["itineraryActivityCreate", "itinerary", saved.data.id, "Robots de 6 a 8 · Primeros pasos"],
    ]);
  });

  test("bad input is refused field by field and changes nothing", async () => {
    const cases: [Record<string, unknown>, Blob | undefined, Record<string, string>][] = [
      [input({ nameEs: "  ", slug: "Con Mayúsculas" }), await png(), { nameEs: "editing.errors.required", slug: "editing.errors.slug" }],
      [input(), undefined, { image: "editing.errors.imageRequired" }],
      [input({ programId: "999999" }), await png(), { programId: "editing.itineraries.errors.program" }],
      [input({ position: -1 }), await png(), { position: "editing.itineraries.errors.position" }],
      [input({ descriptionEs: "x".repeat(2_001) }), await png(), { descriptionEs: "editing.errors.tooLong" }],
      [input(), new Blob(["<html>no</html>"], { type: "image/png" }), { image: "files.formatInvalid" }],
    ];
    for (const [values, image, expected] of cases) {
      const refused = await save(staff, { input: values }, image);
      expect(refused.code, JSON.stringify(values).slice(0, 80)).toBe("VALIDATION");
      expect(fields(refused)).toEqual(expected);
    }
    expect(await database.db.select().from(itineraries)).toEqual([]);
    const saved = await save(staff, { input: input() }, await png());
    const other = await save(staff, { input: input({ slug: "otro" }) }, await png());
    expect(fields(await save(staff, { id: other.data.id, input: input() }))).toEqual({ slug: "editing.errors.slugTaken" });
    expect((await save(staff, { id: "999999", input: input({ slug: "nuevo" }) })).code).toBe("NOT_FOUND");

    const activityCases: [Record<string, unknown>, Record<string, Blob>, Record<string, string>][] = [
      [
        activityInput({ stepsEs: "\n", minutes: 0 }),
        { image: await png() },
        { stepsEs: "editing.errors.required", minutes: "editing.itineraries.errors.minutes" },
      ],
      [activityInput(), {}, { image: "editing.errors.imageRequired" }],
      [
        activityInput({ withKit: true, withTablet: true, tabletEs: "En la tableta" }),
        { image: await png() },
        { kitEs: "editing.errors.required" },
      ],
      [
        activityInput(),
        { image: await png(), projectLogo: new Blob(["no"], { type: "image/png" }) },
        { projectLogo: "files.formatInvalid" },
      ],
    ];
    await database.db.delete(auditLog);
    for (const [values, files, expected] of activityCases) {
      const refused = await saveActivity(saved.data.id, { input: values }, files);
      expect(refused.code, JSON.stringify(values).slice(0, 80)).toBe("VALIDATION");
      expect(fields(refused)).toEqual(expected);
    }
    expect(await database.db.select().from(itineraryActivities)).toEqual([]);
    expect(await database.db.select().from(auditLog)).toEqual([]);
    const activity = await saveActivity(saved.data.id, { input: activityInput() }, { image: await png() });
    const second = await saveActivity(saved.data.id, { input: activityInput({ slug: "otra" }) }, { image: await png() });
    expect(fields(await saveActivity(saved.data.id, { id: second.data.id, input: activityInput() }))).toEqual({
      slug: "editing.itineraries.errors.activitySlugTaken",
    });
    // The same slug in another itinerary is fine; an activity of another itinerary is unknown here.
    const elsewhere = await saveActivity(other.data.id, { input: activityInput() }, { image: await png() });
    expect(elsewhere.__typename).toBe("MutationSaveItineraryActivitySuccess");
    expect((await saveActivity(saved.data.id, { id: elsewhere.data.id, input: activityInput() })).code).toBe("NOT_FOUND");
    expect((await change(saved.data.id, elsewhere.data.id, "remove")).code).toBe("NOT_FOUND");
    expect(activity.data.slug).toBe("primeros-pasos");
  });

  test("activities move up and down and are removed, each audited with the order before and after", async () => {
    const saved = await save(staff, { input: input() }, await png());
    const ids: string[] = [];
    for (const slug of ["uno", "dos", "tres"])
      ids.push((await saveActivity(saved.data.id, { input: activityInput({ slug }) }, { image: await png() })).data.id);
    await database.db.delete(auditLog);
    const order = (answer: { data: { activities: { slug: string }[] } }) => answer.data.activities.map((a) => a.slug);
    expect(order(await change(saved.data.id, ids[2] as string, "up"))).toEqual(["uno", "tres", "dos"]);
    expect(order(await change(saved.data.id, ids[0] as string, "down"))).toEqual(["tres", "uno", "dos"]);
    // The first cannot go further up: nothing changes, nothing is audited.
    expect(order(await change(saved.data.id, ids[2] as string, "up"))).toEqual(["tres", "uno", "dos"]);
    expect(order(await change(saved.data.id, ids[0] as string, "remove"))).toEqual(["tres", "dos"]);
    const positions = await database.db
      .select({ slug: itineraryActivities.slug, position: itineraryActivities.position })
      .from(itineraryActivities)
      .orderBy(asc(itineraryActivities.position));
    expect(positions).toEqual([
      { slug: "tres", position: 0 },
      { slug: "dos", position: 1 },
    ]);
    const entries = await database.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(entries.map((e) => e.action)).toEqual(["itineraryActivityMove", "itineraryActivityMove", "itineraryActivityRemove"]);
    expect(entries[2]).toMatchObject({ entity: "itinerary", entityId: saved.data.id, label: "Robots de 6 a 8 · Primeros pasos" });
    expect(entries[2]?.before).toMatchObject({ activities: ["tres", "uno", "dos"], removed: { slug: "uno" } });
    expect(entries[2]?.after).toEqual({ slug: "robots-6-8", activities: ["tres", "dos"] });
  });

  test("changed addresses lead from the old ones; changes are audited with before and after, an unchanged save is not", async () => {
    const saved = await save(staff, { input: input() }, await png());
    const activity = await saveActivity(saved.data.id, { input: activityInput() }, { image: await png() });
    await database.db.delete(auditLog);
    // Saving the same values writes nothing.
    await save(staff, { id: saved.data.id, input: input() });
    await saveActivity(saved.data.id, { id: activity.data.id, input: activityInput() });
    expect(await database.db.select().from(auditLog)).toEqual([]);

    await save(staff, { id: saved.data.id, input: input({ slug: "robots-en-clase", age: "nineToTwelve" }) });
    await saveActivity(saved.data.id, { id: activity.data.id, input: activityInput({ slug: "empezar" }) });
    const api = testApi(database, { clock: fixedClock(NOW) });
    const moved = async (itinerary: string, activitySlug: string) =>
      (await api.request(MOVED, { itinerary, activity: activitySlug }, { token: teacher.token })).body.data!.movedItineraryActivity;
    const current = { itineraryUrlId: "robots-en-clase", age: "nineToTwelve", activityUrlId: "empezar" };
    expect(await moved("robots-6-8", "primeros-pasos")).toEqual(current);
    expect(await moved("robots-6-8", "empezar")).toEqual(current);
    expect(await moved("robots-en-clase", "primeros-pasos")).toEqual(current);
    expect(await moved("robots-en-clase", "empezar")).toBeNull();
    expect(await moved("nunca-existio", "empezar")).toBeNull();
    expect(await moved("robots-en-clase", "nunca-existio")).toBeNull();
    expect(
      (await api.request("query ($slug: String!) { movedSlug(kind: itinerary, slug: $slug) }", { slug: "robots-6-8" })).body.data!
        .movedSlug,
    ).toBe("robots-en-clase");

    const entries = await database.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(entries.map((e) => e.action)).toEqual(["itineraryUpdate", "itineraryActivityUpdate"]);
    expect(entries[0]?.before).toMatchObject({ slug: "robots-6-8", age: "sixToEight" });
    expect(entries[0]?.after).toMatchObject({ slug: "robots-en-clase", age: "nineToTwelve" });
    expect(entries[1]?.before).toMatchObject({ slug: "primeros-pasos" });
    expect(entries[1]?.after).toMatchObject({ slug: "empezar" });
  });

  test("English readers get the Spanish texts where the English ones were left empty", async () => {
    const saved = await save(staff, { input: input({ nameEn: "", descriptionEn: "" }) }, await png());
    await saveActivity(
      saved.data.id,
      { input: activityInput({ nameEn: "", summaryEn: "", stepsEn: "", withKit: true, kitEs: "Usa el kit" }) },
      { image: await png() },
    );
    const api = testApi(database, { clock: fixedClock(NOW) });
    const res = await api.request(
      PAGE,
      { itinerary: "robots-6-8", activity: "primeros-pasos" },
      { token: teacher.token, headers: { "x-language": "en" } },
    );
    expect(res.body.data!.itineraryActivity).toEqual({
      activity: { name: "Primeros pasos" },
      itinerary: { name: "Robots de 6 a 8", description: "Un itinerario con robots" },
      content: {
        summary: "Un resumen",
        objectives: ["Objective one", "Objective two"],
        steps: ["Paso uno", "Paso dos"],
        kit: "Usa el kit",
        materials: null,
      },
    });
  });

  test("only the foundation's staff (the developer flag) may save", async () => {
    for (const roles of [[], ["MODERATOR"], ["EVENT_MANAGER"], ["USER_LICENSED"]] as const) {
      const user = await givenUser(database.db, { roles: [...roles] });
      expect(Array.isArray(await save(user, { input: input() }, await png())), roles.join()).toBe(true);
    }
    expect(Array.isArray(await save(null, { input: input() }, await png()))).toBe(true);
    for (const roles of [["ADMIN"], ["LICENSE_GEN"]] as const) {
      const user = await givenUser(database.db, { roles: [...roles] });
      expect((await save(user, { input: input({ slug: `de-${roles[0].toLowerCase().replace("_", "-")}` }) }, await png())).__typename).toBe(
        "MutationSaveItinerarySuccess",
      );
    }
    expect(await database.db.select({ id: itineraries.id }).from(itineraries)).toHaveLength(2);
  });
});
