import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { AGE_SEGMENTS } from "../../../../common/ages.ts";
import { DEVICES } from "../../../../common/activities.ts";
import { MATERIAL_KINDS, type MaterialKind } from "../../../../common/in-class.ts";
import { testDatabase } from "../../../test/database.ts";
import type { Database } from "../../client.ts";
import { itineraries, itineraryActivities, programs } from "../../schema/index.ts";
import { seedContent } from "../content/index.ts";
import { itineraryActivityImage, itineraryImage, itinerarySeeds, seedInClass } from "./index.ts";
import type { ItineraryActivitySeed } from "./types.ts";

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../public");
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PREFIXES = { PRIMARIA: "primaria-", ROBOTICA: "robotica-", PC: "pc-" } as const;

/** The flag of each material option (the content holds a text for an option exactly when its flag is set). */
const FLAGS = {
  kit: "withKit",
  materials: "withMaterials",
  options: "withOptions",
  pc: "withPc",
  pcOptions: "withPcOptions",
  tablet: "withTablet",
} as const satisfies Record<MaterialKind, keyof ItineraryActivitySeed>;

const activities = itinerarySeeds.flatMap((itinerary) => itinerary.activities.map((activity) => ({ itinerary, activity })));
const label = (itinerarySlug: string, activitySlug: string) => `${itinerarySlug}/${activitySlug}`;

function expectPicture(picture: string) {
  const file = path.join(publicDir, picture);
  expect(existsSync(file), picture).toBe(true);
  expect(statSync(file).size, picture).toBeLessThan(6 * 1024);
  const svg = readFileSync(file, "utf8");
  expect(svg, picture).toMatch(/^<svg [^>]*viewBox=/);
  expect(svg, picture).not.toMatch(/<script|<image|href=|url\(/i);
}

describe("the in-class seed data", () => {
  test("slugs are well formed and unique: itineraries across all, activities within their itinerary", () => {
    const slugs = itinerarySeeds.map((i) => i.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const itinerary of itinerarySeeds) {
      expect(itinerary.slug, itinerary.slug).toMatch(SLUG);
      expect(itinerary.slug.startsWith(PREFIXES[itinerary.program]), itinerary.slug).toBe(true);
      const activitySlugs = itinerary.activities.map((a) => a.slug);
      expect(new Set(activitySlugs).size, itinerary.slug).toBe(activitySlugs.length);
      for (const slug of activitySlugs) expect(slug, label(itinerary.slug, slug)).toMatch(SLUG);
    }
  });

  test("PRIMARIA and ROBOTICA cover every age segment; PC has 9-12 and +12 for computers", () => {
    for (const program of ["PRIMARIA", "ROBOTICA"] as const) {
      const ages = new Set(itinerarySeeds.filter((i) => i.program === program).map((i) => i.age));
      for (const age of AGE_SEGMENTS) expect(ages.has(age), `${program} ${age}`).toBe(true);
    }
    const pc = itinerarySeeds.filter((i) => i.program === "PC");
    expect(pc.map((i) => i.age).sort()).toEqual(["nineToTwelve", "twelvePlus"]);
    for (const itinerary of pc) {
      expect(itinerary.devices, itinerary.slug).toEqual(["pc"]);
      for (const activity of itinerary.activities) expect(activity.withPc, label(itinerary.slug, activity.slug)).toBe(true);
    }
  });

  test("the resource filters and the online flag each have something to find", () => {
    const primaria = itinerarySeeds.filter((i) => i.program === "PRIMARIA");
    expect(primaria.some((i) => i.age === "sixToEight" && i.current === false)).toBe(true);
    expect(primaria.some((i) => i.age === "nineToTwelve" && i.origin === "centerResource" && i.firstYear === true)).toBe(true);
    expect(itinerarySeeds.filter((i) => i.current !== false).length).toBeGreaterThan(itinerarySeeds.length / 2);
    expect(itinerarySeeds.some((i) => (i.origin ?? "own") === "own" && !i.firstYear)).toBe(true);
    expect(itinerarySeeds.some((i) => i.program === "ROBOTICA" && i.online && i.devices.includes("pc"))).toBe(true);
    expect(itinerarySeeds.some((i) => i.program === "PC" && i.online)).toBe(true);
    for (const device of DEVICES)
      expect(
        itinerarySeeds.some((i) => i.devices.includes(device)),
        device,
      ).toBe(true);
  });

  test("each itinerary has 6 or 7 activities and its devices are the ones its activities use", () => {
    for (const itinerary of itinerarySeeds) {
      expect(itinerary.activities.length, itinerary.slug).toBeGreaterThanOrEqual(6);
      expect(itinerary.activities.length, itinerary.slug).toBeLessThanOrEqual(7);
      const used = DEVICES.filter((device) => itinerary.activities.some((a) => (device === "pc" ? a.withPc : a.withTablet)));
      expect([...itinerary.devices].sort(), itinerary.slug).toEqual(used);
    }
  });

  test("names and descriptions in both languages, the English a translation rather than a copy", () => {
    for (const itinerary of itinerarySeeds) {
      for (const text of [itinerary.name.es, itinerary.name.en, itinerary.description.es, itinerary.description.en]) {
        expect(text.trim(), itinerary.slug).not.toBe("");
      }
      expect(itinerary.description.en, itinerary.slug).not.toBe(itinerary.description.es);
    }
    for (const { itinerary, activity } of activities) {
      expect(activity.name.es.trim() && activity.name.en.trim(), label(itinerary.slug, activity.slug)).toBeTruthy();
      expect(activity.en.summary, label(itinerary.slug, activity.slug)).not.toBe(activity.es.summary);
    }
  });

  test("every material option's flag is set exactly when its text is there, in both languages", () => {
    for (const { itinerary, activity } of activities) {
      const where = label(itinerary.slug, activity.slug);
      for (const content of [activity.es, activity.en]) {
        for (const kind of MATERIAL_KINDS) {
          const text = content[kind];
          const present = Array.isArray(text) ? text.length > 0 && text.every((item) => item.trim() !== "") : Boolean(text?.trim());
          expect(present, `${where} ${kind}`).toBe(activity[FLAGS[kind]] === true);
        }
      }
      expect(activity.en.materials?.length, where).toBe(activity.es.materials?.length);
    }
  });

  test("every activity has a summary, 2 to 4 objectives and 4 to 7 steps, matching in both languages", () => {
    for (const { itinerary, activity } of activities) {
      const where = label(itinerary.slug, activity.slug);
      for (const content of [activity.es, activity.en]) {
        expect(content.summary.trim(), where).not.toBe("");
        expect(content.objectives.length, where).toBeGreaterThanOrEqual(2);
        expect(content.objectives.length, where).toBeLessThanOrEqual(4);
        expect(content.steps.length, where).toBeGreaterThanOrEqual(4);
        expect(content.steps.length, where).toBeLessThanOrEqual(7);
        for (const line of [...content.objectives, ...content.steps]) expect(line.trim(), where).not.toBe("");
      }
      expect(activity.en.objectives.length, where).toBe(activity.es.objectives.length);
      expect(activity.en.steps.length, where).toBe(activity.es.steps.length);
      expect(new Set(activity.es.steps).size, where).toBe(activity.es.steps.length);
      expect(activity.minutes, where).toBeGreaterThanOrEqual(15);
      expect(activity.minutes, where).toBeLessThanOrEqual(120);
    }
  });

  test("every cover, activity picture and project logo exists under public/, small and without scripts", () => {
    for (const itinerary of itinerarySeeds) {
      expectPicture(itineraryImage(itinerary.slug));
      for (const activity of itinerary.activities) {
        expectPicture(itineraryActivityImage(itinerary.slug, activity.slug));
        if (activity.projectLogo) expectPicture(activity.projectLogo);
      }
    }
  });
});

describe("seedInClass", () => {
  let seeded: Database;
  let bare: Database;

  beforeAll(async () => {
    [seeded, bare] = await Promise.all([testDatabase(), testDatabase()]);
    // As at boot: the catalogue (with the PRIMARIA and ROBOTICA pages) first, then the in-class content.
    expect(await seedContent(seeded.db)).toBe(true);
    expect(await seedInClass(seeded.db)).toBe(true);
  });
  afterAll(async () => {
    await Promise.all([seeded?.close(), bare?.close()]);
  });

  test("stores every itinerary and activity in order, with its programme, flags, content and pictures", async () => {
    const rows = await seeded.db
      .select({ itinerary: itineraries, code: programs.code })
      .from(itineraries)
      .innerJoin(programs, eq(programs.id, itineraries.programId))
      .orderBy(asc(itineraries.position));
    expect(rows.map((r) => r.itinerary.slug)).toEqual(itinerarySeeds.map((s) => s.slug));
    expect(rows.map((r) => r.itinerary.position)).toEqual(itinerarySeeds.map((_, i) => i + 1));
    for (const [index, { itinerary, code }] of rows.entries()) {
      const seed = itinerarySeeds[index]!;
      expect(code, seed.slug).toBe(seed.program);
      expect(itinerary).toMatchObject({
        age: seed.age,
        nameEs: seed.name.es,
        nameEn: seed.name.en,
        image: `/images/itineraries/${seed.slug}.svg`,
        online: seed.online ?? false,
        devices: seed.devices,
        origin: seed.origin ?? "own",
        current: seed.current ?? true,
        firstYear: seed.firstYear ?? false,
      });
    }

    const activityRows = await seeded.db
      .select({ activity: itineraryActivities, itinerarySlug: itineraries.slug })
      .from(itineraryActivities)
      .innerJoin(itineraries, eq(itineraries.id, itineraryActivities.itineraryId))
      .orderBy(asc(itineraries.position), asc(itineraryActivities.position));
    expect(activityRows.map((r) => label(r.itinerarySlug, r.activity.slug))).toEqual(
      activities.map((a) => label(a.itinerary.slug, a.activity.slug)),
    );
    for (const [index, { activity, itinerarySlug }] of activityRows.entries()) {
      const seed = activities[index]!.activity;
      expect(activity.position, activity.slug).toBe(activities[index]!.itinerary.activities.indexOf(seed) + 1);
      expect(activity.image).toBe(`/images/itineraries/${itinerarySlug}/${seed.slug}.svg`);
      expect(activity.contentEs).toEqual(seed.es);
      expect(activity.contentEn).toEqual(seed.en);
      expect([
        activity.withKit,
        activity.withMaterials,
        activity.withOptions,
        activity.withPc,
        activity.withPcOptions,
        activity.withTablet,
      ]).toEqual(
        [seed.withKit, seed.withMaterials, seed.withOptions, seed.withPc, seed.withPcOptions, seed.withTablet].map((flag) => flag ?? false),
      );
      expect(activity.projectLogo).toBe(seed.projectLogo ?? null);
    }
  });

  test("adds the PC programme without a public page and leaves the catalogue's programme pages alone", async () => {
    const rows = await seeded.db.select().from(programs);
    expect(rows.map((p) => p.code).sort()).toEqual(["FAMILIAS", "PC", "PRIMARIA", "ROBOTICA"]);
    expect(rows.find((p) => p.code === "PC")).toMatchObject({
      nameEs: "Itinerarios con ordenador",
      nameEn: "Computer itineraries",
      public: false,
      links: [],
    });
    expect(rows.find((p) => p.code === "PRIMARIA")).toMatchObject({ slug: "primaria", public: true });
    expect(rows.find((p) => p.code === "ROBOTICA")).toMatchObject({ slug: "robotica-e-ia", public: true });
  });

  test("seeding again does nothing", async () => {
    const count = async () => ({
      itineraries: (await seeded.db.select({ id: itineraries.id }).from(itineraries)).length,
      activities: (await seeded.db.select({ id: itineraryActivities.id }).from(itineraryActivities)).length,
      programs: (await seeded.db.select({ id: programs.id }).from(programs)).length,
    });
    const before = await count();
    expect(await seedInClass(seeded.db)).toBe(false);
    expect(await count()).toEqual(before);
    expect(before.activities).toBe(activities.length);
  });

  test("on a database without the catalogue it inserts the three programmes minimally", async () => {
    expect(await seedInClass(bare.db)).toBe(true);
    const rows = await bare.db.select().from(programs);
    expect(rows.map((p) => p.code).sort()).toEqual(["PC", "PRIMARIA", "ROBOTICA"]);
    expect((await bare.db.select({ id: itineraries.id }).from(itineraries)).length).toBe(itinerarySeeds.length);
    expect(await seedInClass(bare.db)).toBe(false);
  });
});
