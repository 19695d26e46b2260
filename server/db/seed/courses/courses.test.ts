import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { BLOCK_TYPES, type BlockType, isInteractive, TRAINING_HOURS_CRITERION } from "../../../../common/courses.ts";
import { checkBlock } from "../../../../common/course-blocks.ts";
import { testDatabase } from "../../../test/database.ts";
import type { Database } from "../../client.ts";
import { courseBlocks, courses, courseUnits, itineraries, itineraryActivities } from "../../schema/index.ts";
import { itinerarySeeds, seedInClass } from "../in-class/index.ts";
import { courseSeeds, seedCourses } from "./index.ts";
import { type BlockSeed, courseImage } from "./types.ts";

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../public");
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const published = courseSeeds.filter((course) => course.published);
const units = courseSeeds.flatMap((course) =>
  course.units.map((unit, index) => ({ course, unit, where: `${course.slug} unit ${index + 1}` })),
);
const blocks = units.flatMap(({ course, unit, where }) =>
  unit.blocks.map((block, index) => ({ course, block, where: `${where} block ${index + 1} (${block.type})` })),
);
const imagesOf = (block: BlockSeed) => (block.type === "cover" || block.type === "infographic" ? [block.es.image, block.en.image] : []);

function expectPicture(picture: string) {
  const file = path.join(publicDir, picture);
  expect(existsSync(file), picture).toBe(true);
  expect(statSync(file).size, picture).toBeLessThan(6 * 1024);
  const svg = readFileSync(file, "utf8");
  // Width and height keep pages from shifting while the picture loads.
  expect(svg, picture).toMatch(/^<svg [^>]*viewBox="0 0 (\d+) (\d+)" width="\1" height="\2"/);
  expect(svg, picture).not.toMatch(/<script|<image|href=|url\(/i);
}

describe("the courses seed data", () => {
  test("three or more published courses, one unpublished, with well-formed unique slugs", () => {
    expect(published.length).toBeGreaterThanOrEqual(3);
    expect(courseSeeds.filter((course) => !course.published)).toHaveLength(1);
    const slugs = courseSeeds.map((course) => course.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(SLUG);
  });

  test("titles and summaries in both languages, the English a translation rather than a copy", () => {
    for (const course of courseSeeds) {
      for (const text of [course.title.es, course.title.en, course.summary.es, course.summary.en])
        expect(text.trim(), course.slug).not.toBe("");
      expect(course.title.en, course.slug).not.toBe(course.title.es);
      expect(course.summary.en, course.slug).not.toBe(course.summary.es);
    }
    for (const { unit, where } of units) {
      expect(unit.title.es.trim() && unit.title.en.trim(), where).toBeTruthy();
      expect(unit.title.en, where).not.toBe(unit.title.es);
    }
  });

  test("published courses have 3 or 4 units, the unpublished one 1 or 2; every unit 4 to 8 blocks and its minutes", () => {
    for (const course of courseSeeds) {
      const [min, max] = course.published ? [3, 4] : [1, 2];
      expect(course.units.length, course.slug).toBeGreaterThanOrEqual(min);
      expect(course.units.length, course.slug).toBeLessThanOrEqual(max);
      expect(Number.isInteger(course.hours) && course.hours > 0, course.slug).toBe(true);
    }
    for (const { unit, where } of units) {
      expect(unit.blocks.length, where).toBeGreaterThanOrEqual(4);
      expect(unit.blocks.length, where).toBeLessThanOrEqual(8);
      expect(Number.isInteger(unit.minutes) && unit.minutes > 0, where).toBe(true);
    }
    // Together the published courses make up a school year's training for a reference centre.
    expect(published.reduce((hours, course) => hours + course.hours, 0)).toBeGreaterThanOrEqual(TRAINING_HOURS_CRITERION);
  });

  test("every block follows its type's rules (common/course-blocks.ts), in both languages", () => {
    for (const { block, where } of blocks) {
      expect(checkBlock(block.type, block.es, block.en, block.solution ?? null, block.explanation ?? null), where).toEqual([]);
    }
  });

  test("only interactive blocks are required; both languages share pictures and videos; the English differs", () => {
    for (const { block, where } of blocks) {
      if (!isInteractive(block.type)) expect(block.required, where).toBeUndefined();
      const [es, en] = imagesOf(block);
      expect(es, where).toBe(en);
      if (block.type === "video")
        expect([block.en.host, block.en.videoId, block.en.minutes], where).toEqual([block.es.host, block.es.videoId, block.es.minutes]);
      if (block.type === "infographic")
        expect(
          block.en.points.map((p) => [p.x, p.y]),
          where,
        ).toEqual(block.es.points.map((p) => [p.x, p.y]));
      expect(JSON.stringify(block.en), where).not.toBe(JSON.stringify(block.es));
    }
  });

  test("dragables sort 4 to 8 items into 2 to 4 targets; connect columns are shuffled", () => {
    for (const { block, where } of blocks) {
      if (block.type === "dragable") {
        expect(block.es.items.length, where).toBeGreaterThanOrEqual(4);
        expect(block.es.items.length, where).toBeLessThanOrEqual(8);
        expect(block.es.targets.length, where).toBeLessThanOrEqual(4);
      }
      if (block.type === "connect")
        expect(
          block.solution.pairs.some((right, left) => right !== left),
          where,
        ).toBe(true);
    }
  });

  test("the published courses use each of the twelve block types at least twice", () => {
    const counts = new Map<BlockType, number>(BLOCK_TYPES.map((type) => [type, 0]));
    for (const { course, block } of blocks) if (course.published) counts.set(block.type, (counts.get(block.type) ?? 0) + 1);
    for (const [type, count] of counts) expect(count, type).toBeGreaterThanOrEqual(2);
  });

  test("every unit ends with a required interactive block, but a first unit without required blocks (an introduction)", () => {
    for (const { course, unit, where } of units) {
      const last = unit.blocks.at(-1) as BlockSeed;
      const endsAnswered = isInteractive(last.type) && last.required !== false;
      const introduction =
        course.units.indexOf(unit) === 0 && unit.blocks.every((block) => !isInteractive(block.type) || block.required === false);
      expect(endsAnswered || introduction, where).toBe(true);
    }
    expect(units.some(({ unit }) => unit.blocks.some((block) => isInteractive(block.type) && block.required === false))).toBe(true);
  });

  test("recommendations name other seeded courses (published ones for published courses) and seeded itinerary activities", () => {
    const activities = new Set(
      itinerarySeeds.flatMap((itinerary) => itinerary.activities.map((activity) => `${itinerary.slug}/${activity.slug}`)),
    );
    for (const course of courseSeeds) {
      expect(course.recommendedCourses.length, course.slug).toBeGreaterThan(0);
      for (const slug of course.recommendedCourses) {
        const other = courseSeeds.find((c) => c.slug === slug);
        expect(other, `${course.slug} → ${slug}`).toBeDefined();
        expect(slug, course.slug).not.toBe(course.slug);
        if (course.published) expect(other?.published, `${course.slug} → ${slug}`).toBe(true);
      }
      expect(course.recommendedActivities.length, course.slug).toBeGreaterThan(0);
      for (const name of course.recommendedActivities) expect(activities.has(name), `${course.slug} → ${name}`).toBe(true);
    }
  });

  test("every cover and block picture exists under public/, small, sized and without scripts", () => {
    for (const course of courseSeeds) expectPicture(courseImage(course.slug));
    for (const { block } of blocks) for (const image of imagesOf(block)) expectPicture(image);
  });
});

describe("checkBlock", () => {
  const options = (...texts: string[]) => ({ question: "¿Cuál?", options: texts });
  const explanation = { es: "Porque sí.", en: "Because." };

  test("passes a well-formed block and reports each broken rule with its path", () => {
    expect(checkBlock("test", options("a", "b"), options("a", "b"), { correct: 1 }, explanation)).toEqual([]);
    expect(checkBlock("test", options("a", "b"), options("a", "b"), { correct: 2 }, explanation)).toEqual([
      "solution.correct: an option's index expected",
    ]);
    expect(checkBlock("test", options("a", "a"), options("a", " "), { correct: 0 }, explanation)).toEqual([
      "es.options: repeated",
      "en.options[1]: a non-empty text expected",
    ]);
    expect(checkBlock("test", options("a", "b", "c"), options("a", "b"), { correct: 0 }, null)).toEqual([
      "en.options: 3 expected as in es, 2 given",
      "explanation: missing",
    ]);
    expect(checkBlock("test", options("a", "b"), options("a", "b"), { correct: 0 }, { es: "Sí." })).toEqual([
      "explanation.en: a non-empty text expected",
    ]);
  });

  test("selection: at least one right option, distinct and in range", () => {
    const content = options("a", "b", "c");
    expect(checkBlock("selection", content, content, { correct: [0, 2] }, explanation)).toEqual([]);
    expect(checkBlock("selection", content, content, { correct: [] }, explanation)).toEqual([
      "solution.correct: at least one right option expected",
    ]);
    expect(checkBlock("selection", content, content, { correct: [1, 1, 3] }, explanation)).toEqual([
      "solution.correct[2]: an index from 0 to 2 expected",
      "solution.correct: repeated",
    ]);
  });

  test("connect: pairs a permutation of the right column, not straight across", () => {
    const content = { prompt: "Une", left: ["a", "b", "c"], right: ["x", "y", "z"] };
    expect(checkBlock("connect", content, content, { pairs: [2, 0, 1] }, explanation)).toEqual([]);
    expect(checkBlock("connect", content, content, { pairs: [0, 1, 2] }, explanation)).toEqual([
      "solution.pairs: the right column is in the left's order",
    ]);
    expect(checkBlock("connect", content, content, { pairs: [1, 1, 0] }, explanation)).toEqual([
      "solution.pairs: each right item joins one left item",
    ]);
    expect(checkBlock("connect", content, { ...content, right: ["x", "y"] }, { pairs: [2] }, explanation)).toEqual([
      "en: left and right must be as long",
      "en.right: 3 expected as in es, 2 given",
      "solution.pairs: 3 entries expected, 1 given",
    ]);
  });

  test("dragable: a target for every item and every target used", () => {
    const content = { prompt: "Ordena", items: ["a", "b", "c", "d"], targets: ["X", "Y", "Z"] };
    expect(checkBlock("dragable", content, content, { placement: [0, 1, 2, 0] }, explanation)).toEqual([]);
    expect(checkBlock("dragable", content, content, { placement: [0, 1, 1, 0] }, explanation)).toEqual([
      "solution.placement: target 2 gets no item",
    ]);
    expect(checkBlock("dragable", content, content, { placement: [0, 1, 2] }, explanation)).toEqual([
      "solution.placement: 4 entries expected, 3 given",
    ]);
  });

  test("content types carry no answer key; their shapes, videos and points are checked", () => {
    const text = { paragraphs: ["Hola."] };
    expect(checkBlock("text", text, { paragraphs: ["Hello."] }, null, null)).toEqual([]);
    expect(checkBlock("text", text, text, { correct: 0 }, explanation)).toEqual([
      "solution: only an interactive block has one",
      "explanation: only an interactive block has one",
    ]);
    expect(checkBlock("text", { ...text, title: "" }, { paragraphs: [], extra: 1 }, null, null)).toEqual([
      "es.title: empty (leave it out instead)",
      "en.extra: unexpected field",
      "en.paragraphs: 1 to 12 expected, 0 given",
      "en.paragraphs: 1 expected as in es, 0 given",
    ]);
    const video = { host: "youtube", videoId: "abc", title: "Vídeo", minutes: 3, transcript: "…" };
    expect(checkBlock("video", video, { ...video, host: "vimeo", videoId: "123456789" }, null, null)).toEqual([
      "es.videoId: not a youtube video id",
    ]);
    const point = { x: 50, y: 50, label: "Uno", text: "El primero." };
    const infographic = { title: "Mapa", image: "/images/courses/mapa.svg", imageAlt: "Un mapa", points: [point, { ...point, x: 99 }] };
    expect(checkBlock("infographic", infographic, { ...infographic, image: "https://example.com/a.svg" }, null, null)).toEqual([
      "es.points[1].x: 5 to 95 expected",
      "en.image: a picture under /images/courses/ expected",
      "en.points[1].x: 5 to 95 expected",
    ]);
    expect(checkBlock("tabs", { tabs: [{ label: "A", text: "a" }] }, "nope", null, null)).toEqual([
      "es.tabs: 2 to 6 expected, 1 given",
      "en: an object expected",
    ]);
  });
});

describe("seedCourses", () => {
  let seeded: Database;
  let bare: Database;

  beforeAll(async () => {
    [seeded, bare] = await Promise.all([testDatabase(), testDatabase()]);
    // As at boot: the itineraries first, so the recommended activities are found.
    expect(await seedInClass(seeded.db)).toBe(true);
    expect(await seedCourses(seeded.db)).toBe(true);
  });
  afterAll(async () => {
    await Promise.all([seeded?.close(), bare?.close()]);
  });

  test("stores every course in order with its cover, hours, state and recommended activities' ids", async () => {
    const rows = await seeded.db.select().from(courses).orderBy(asc(courses.position));
    expect(rows.map((row) => row.slug)).toEqual(courseSeeds.map((seed) => seed.slug));
    expect(rows.map((row) => row.position)).toEqual(courseSeeds.map((_, index) => index + 1));
    const activities = await seeded.db
      .select({ id: itineraryActivities.id, name: itineraries.slug, slug: itineraryActivities.slug })
      .from(itineraryActivities)
      .innerJoin(itineraries, eq(itineraries.id, itineraryActivities.itineraryId));
    const names = new Map(activities.map((a) => [a.id, `${a.name}/${a.slug}`]));
    for (const [index, row] of rows.entries()) {
      const seed = courseSeeds[index]!;
      expect(row).toMatchObject({
        titleEs: seed.title.es,
        titleEn: seed.title.en,
        summaryEs: seed.summary.es,
        summaryEn: seed.summary.en,
        image: `/images/courses/${seed.slug}.svg`,
        hours: seed.hours,
        published: seed.published,
        recommendedCourses: seed.recommendedCourses,
      });
      expect(
        row.recommendedActivities.map((id) => names.get(id)),
        seed.slug,
      ).toEqual(seed.recommendedActivities);
    }
  });

  test("stores units and blocks with contiguous positions, their content, keys and required flags", async () => {
    const rows = await seeded.db
      .select({ course: courses.slug, unit: courseUnits, block: courseBlocks })
      .from(courseBlocks)
      .innerJoin(courseUnits, eq(courseUnits.id, courseBlocks.unitId))
      .innerJoin(courses, eq(courses.id, courseUnits.courseId))
      .orderBy(asc(courses.position), asc(courseUnits.position), asc(courseBlocks.position));
    expect(rows).toHaveLength(blocks.length);
    for (const [index, { course, unit, block }] of rows.entries()) {
      const seed = blocks[index]!;
      const unitIndex = seed.course.units.findIndex((u) => u.blocks.includes(seed.block));
      const seedUnit = seed.course.units[unitIndex]!;
      expect(course, seed.where).toBe(seed.course.slug);
      expect([unit.position, unit.titleEs, unit.titleEn, unit.minutes], seed.where).toEqual([
        unitIndex + 1,
        seedUnit.title.es,
        seedUnit.title.en,
        seedUnit.minutes,
      ]);
      expect(block.position, seed.where).toBe(seedUnit.blocks.indexOf(seed.block) + 1);
      expect(block.type, seed.where).toBe(seed.block.type);
      expect(block.contentEs, seed.where).toEqual(seed.block.es);
      expect(block.contentEn, seed.where).toEqual(seed.block.en);
      expect(block.solution, seed.where).toEqual(seed.block.solution ?? null);
      expect(block.explanation, seed.where).toEqual(seed.block.explanation ?? null);
      expect(block.required, seed.where).toBe(isInteractive(seed.block.type) && seed.block.required !== false);
    }
  });

  test("seeding again does nothing", async () => {
    const count = async () => ({
      courses: (await seeded.db.select({ id: courses.id }).from(courses)).length,
      units: (await seeded.db.select({ id: courseUnits.id }).from(courseUnits)).length,
      blocks: (await seeded.db.select({ id: courseBlocks.id }).from(courseBlocks)).length,
    });
    const before = await count();
    expect(await seedCourses(seeded.db)).toBe(false);
    expect(await count()).toEqual(before);
    expect(before).toEqual({ courses: courseSeeds.length, units: units.length, blocks: blocks.length });
  });

  test("without itineraries it seeds the courses and leaves the recommended activities out", async () => {
    expect(await seedCourses(bare.db)).toBe(true);
    const rows = await bare.db.select({ activities: courses.recommendedActivities }).from(courses);
    expect(rows).toHaveLength(courseSeeds.length);
    for (const row of rows) expect(row.activities).toEqual([]);
    expect(await seedCourses(bare.db)).toBe(false);
  });
});
