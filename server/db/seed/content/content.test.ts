import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { AGE_FILTER_SEGMENTS, AUDIENCES, CATEGORIES, TIME_RANGES, TIME_RANGE_NAMES } from "../../../../common/activities.ts";
import { AGE_SEGMENTS } from "../../../../common/ages.ts";
import { EVENT_TIME_ZONE, EVENT_TYPES } from "../../../../common/publications.ts";
import { SCREENS } from "../../../../app/screens.ts";
import { matchRoute } from "../../../../common/routes.ts";
import { testDatabase } from "../../../test/database.ts";
import type { Database } from "../../client.ts";
import { activities, events, news, programs, redirects, topics } from "../../schema/index.ts";
import { eventInstants } from "./dates.ts";
import { eventSeeds } from "./events/index.ts";
import { seedContent } from "./index.ts";

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../public");

/** The Madrid calendar day (YYYY-MM-DD) of an instant. */
const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: EVENT_TIME_ZONE });
const madridDay = (instant: Date) => dayFormat.format(instant);

/** Monday of the ISO week of a calendar day, as YYYY-MM-DD. */
function mondayOf(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

let database: Database;
const now = new Date();
/** The SQL statements seedContent ran (batch inserts: a few per table, not one per row). */
let statements = 0;

beforeAll(async () => {
  let counting = false;
  database = await testDatabase({ onQuery: () => void (counting && statements++) });
  counting = true;
  expect(await seedContent(database.db, now)).toBe(true);
  counting = false;
});
afterAll(async () => {
  await database.close();
});

describe("seedContent", () => {
  test("inserts in batches: a few statements per table, not one per row", async () => {
    const rows =
      (await database.db.select().from(activities)).length +
      (await database.db.select().from(news)).length +
      (await database.db.select().from(events)).length;
    // 9 statements for 96 rows when written; one per row would be as many as the rows.
    expect(statements).toBeLessThanOrEqual(20);
    expect(rows).toBeGreaterThan(60);
  });
  test("seeds the activities the catalogue promises, across every filter", async () => {
    const rows = await database.db.select().from(activities);
    expect(rows.length).toBeGreaterThanOrEqual(64);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    for (const category of CATEGORIES) expect(rows.filter((r) => r.category === category).length, category).toBeGreaterThanOrEqual(4);
    for (const audience of AUDIENCES) expect(rows.filter((r) => r.audience === audience).length, audience).toBeGreaterThanOrEqual(16);
    for (const age of AGE_FILTER_SEGMENTS) expect(rows.filter((r) => r.ageSegments.includes(age)).length, age).toBeGreaterThanOrEqual(5);
    expect(rows.some((r) => r.ageSegments.includes("fourToFive"))).toBe(true);
    for (const name of TIME_RANGE_NAMES) {
      const { min, max } = TIME_RANGES[name];
      expect(rows.filter((r) => r.minutes >= min && (max === null || r.minutes <= max)).length, name).toBeGreaterThanOrEqual(10);
    }
    for (const difficulty of ["low", "intermediate", "high"] as const) expect(rows.some((r) => r.difficulty === difficulty)).toBe(true);
    const premium = rows.filter((r) => r.access === "premium").length;
    expect(premium / rows.length).toBeGreaterThan(0.15);
    expect(premium / rows.length).toBeLessThan(0.35);
    expect(rows.some((r) => r.withKit) && rows.some((r) => !r.withKit)).toBe(true);
    expect(rows.some((r) => r.withMaterials) && rows.some((r) => !r.withMaterials)).toBe(true);
    expect(rows.some((r) => !r.withPc && !r.withTablet)).toBe(true);
    expect(rows.some((r) => r.withPc) && rows.some((r) => r.withTablet)).toBe(true);
  });

  test("every activity is complete in both languages, with a sound age rank and a cover on disk", async () => {
    const rows = await database.db.select().from(activities);
    for (const row of rows) {
      expect(row.slug, row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const text of [row.titleEs, row.titleEn, row.summaryEs, row.summaryEn, row.tipsEs, row.tipsEn])
        expect(text.trim(), row.slug).not.toBe("");
      for (const description of [row.descriptionEs, row.descriptionEn]) expect(description.split("\n\n").length, row.slug).toBe(2);
      expect(row.stepsEs.length, row.slug).toBeGreaterThanOrEqual(4);
      expect(row.stepsEs.length, row.slug).toBeLessThanOrEqual(7);
      expect(row.stepsEn.length, row.slug).toBe(row.stepsEs.length);
      expect(row.materialsEn.length, row.slug).toBe(row.materialsEs.length);
      expect(row.competences.length, row.slug).toBeGreaterThanOrEqual(1);
      expect(row.competences.length, row.slug).toBeLessThanOrEqual(3);
      expect(row.minutes, row.slug).toBeGreaterThanOrEqual(15);
      expect(row.minutes, row.slug).toBeLessThanOrEqual(120);
      const ranks = row.ageSegments.map((age) => AGE_SEGMENTS.indexOf(age));
      expect(row.ageRank, row.slug).toBe(Math.min(...ranks));
      expect(Math.max(...ranks) - Math.min(...ranks), row.slug).toBeLessThanOrEqual(1);
      expect(row.cover).toBe(`/images/activities/${row.slug}.svg`);
    }
  });

  test("news: at least 12, dated over the past months, one or two unpublished, with full bodies", async () => {
    const rows = await database.db.select().from(news);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    const hidden = rows.filter((r) => !r.published).length;
    expect(hidden).toBeGreaterThanOrEqual(1);
    expect(hidden).toBeLessThanOrEqual(2);
    for (const row of rows) {
      expect(row.publishedAt.getTime(), row.slug).toBeLessThanOrEqual(now.getTime());
      expect(now.getTime() - row.publishedAt.getTime(), row.slug).toBeLessThan(320 * 86_400_000);
      for (const body of [row.bodyEs, row.bodyEn]) {
        expect(body.split("\n\n").length, row.slug).toBeGreaterThanOrEqual(3);
        expect(body.split("\n\n").length, row.slug).toBeLessThanOrEqual(5);
      }
      expect(row.titleEn.trim() && row.summaryEs.trim() && row.summaryEn.trim()).toBeTruthy();
    }
  });

  test("events: every type, past and coming, one unpublished, and something on today and this week in Madrid", async () => {
    const rows = await database.db.select().from(events);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const type of EVENT_TYPES)
      expect(
        rows.some((r) => r.type === type),
        type,
      ).toBe(true);
    expect(rows.filter((r) => !r.published).length).toBe(1);
    const published = rows.filter((r) => r.published);
    const today = madridDay(now);
    expect(published.some((r) => madridDay(r.startsAt) === today)).toBe(true);
    const week = published.filter(
      (r) => mondayOf(madridDay(r.startsAt)) === mondayOf(today) && madridDay(r.startsAt).slice(0, 7) === today.slice(0, 7),
    );
    expect(week.length).toBeGreaterThanOrEqual(3);
    expect(published.filter((r) => r.startsAt > now).length).toBeGreaterThanOrEqual(4);
    expect(published.filter((r) => r.endsAt < now).length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(row.endsAt > row.startsAt, row.slug).toBe(true);
      if (row.url) expect(row.url).toMatch(/^https:\/\/codigopequeno\.example\//);
      expect(row.placeEs.trim() && row.placeEn.trim()).toBeTruthy();
    }
  });

  test("the event dates hold on any day of the year, summer and winter time alike", () => {
    const day = 86_400_000;
    for (let t = Date.UTC(2026, 0, 1, 6); t < Date.UTC(2027, 0, 1); t += day + 3_600_000 * 5) {
      const moment = new Date(t);
      const today = madridDay(moment);
      const dates = eventSeeds.filter((seed) => seed.when.kind !== "days").map((seed) => eventInstants(seed.when, moment));
      for (const { startsAt, endsAt } of dates) {
        expect(mondayOf(madridDay(startsAt)), moment.toISOString()).toBe(mondayOf(today));
        expect(madridDay(startsAt).slice(0, 7), moment.toISOString()).toBe(today.slice(0, 7));
        expect(endsAt > startsAt).toBe(true);
      }
      const todays = eventSeeds.filter((seed) => seed.when.kind === "today").map((seed) => eventInstants(seed.when, moment));
      expect(todays.some(({ startsAt }) => madridDay(startsAt) === today)).toBe(true);
    }
  });

  test("topics, programme pages and redirects", async () => {
    const topicRows = await database.db.select().from(topics);
    expect(topicRows.length).toBeGreaterThanOrEqual(4);
    expect(topicRows.map((t) => t.position).sort()).toEqual([1, 2, 3, 4].slice(0, topicRows.length));
    for (const topic of topicRows) {
      const paragraphs = topic.bodyEs.split("\n\n").filter((p) => !p.startsWith("## "));
      expect(paragraphs.length, topic.slug).toBeGreaterThanOrEqual(6);
      expect(topic.bodyEs.includes("## ") && topic.bodyEn.includes("## "), topic.slug).toBe(true);
    }
    const programRows = await database.db.select().from(programs);
    expect(programRows.map((p) => p.code).sort()).toEqual(["FAMILIAS", "PRIMARIA", "ROBOTICA"]);
    expect(programRows.find((p) => p.code === "ROBOTICA")?.slug).toBe("robotica-e-ia");
    for (const program of programRows)
      expect(program.public && program.bodyEs.includes("## ") && program.bodyEn.includes("## "), program.code).toBe(true);
    const redirectRows = await database.db.select().from(redirects);
    expect(redirectRows.filter((r) => r.kind === "qr").length).toBeGreaterThanOrEqual(6);
    expect(redirectRows.filter((r) => r.kind === "link").length).toBeGreaterThanOrEqual(4);
    for (const row of redirectRows) expect(row.target).toMatch(/^(\/|https:\/\/)/);
  });

  test("redirects and programme links to activities, news, events, topics and programmes point at seeded slugs", async () => {
    const slugs: Record<string, Set<string>> = {
      actividades: new Set((await database.db.select({ s: activities.slug }).from(activities)).map((r) => r.s)),
      noticias: new Set((await database.db.select({ s: news.slug }).from(news)).map((r) => r.s)),
      eventos: new Set((await database.db.select({ s: events.slug }).from(events)).map((r) => r.s)),
      profundiza: new Set((await database.db.select({ s: topics.slug }).from(topics)).map((r) => r.s)),
      programa: new Set((await database.db.select({ s: programs.slug }).from(programs)).map((r) => r.s ?? "")),
    };
    const programLinks = (await database.db.select({ links: programs.links }).from(programs)).flatMap((r) => r.links);
    const targets = [...(await database.db.select().from(redirects)).map((r) => r.target), ...programLinks];
    for (const target of targets) {
      const [, section, slug] = target.split("/");
      if (section && slug && slugs[section]) expect(slugs[section]?.has(slug), target).toBe(true);
    }
  });

  test("every site path a redirect or programme link leads to is a built screen, not a 404", async () => {
    const programLinks = (await database.db.select({ links: programs.links }).from(programs)).flatMap((r) => r.links);
    const targets = [...(await database.db.select().from(redirects)).map((r) => r.target), ...programLinks];
    for (const target of targets.filter((t) => t.startsWith("/"))) {
      const route = matchRoute(new URL(target, "http://localhost").pathname)?.name;
      expect(route && SCREENS[route], target).toBeTruthy();
    }
  });

  test("every picture exists under public/, is small, self-contained and without scripts", async () => {
    const pictures = [
      ...(await database.db.select({ p: activities.cover }).from(activities)).map((r) => r.p),
      ...(await database.db.select({ p: news.image }).from(news)).map((r) => r.p),
      ...(await database.db.select({ p: events.image }).from(events)).map((r) => r.p),
      ...(await database.db.select({ p: topics.image }).from(topics)).map((r) => r.p),
      ...(await database.db.select({ p: programs.image }).from(programs)).flatMap((r) => (r.p ? [r.p] : [])),
      "/images/activities/placeholder.svg",
    ];
    expect(new Set(pictures).size).toBe(pictures.length);
    for (const picture of pictures) {
      const file = path.join(publicDir, picture);
      expect(existsSync(file), picture).toBe(true);
      expect(statSync(file).size, picture).toBeLessThan(6 * 1024);
      const svg = readFileSync(file, "utf8");
      expect(svg, picture).toMatch(/^<svg [^>]*viewBox=/);
      expect(svg, picture).not.toMatch(/<script|<image|href=|url\(/i);
    }
  });

  test("seeding again does nothing", async () => {
    const before = (await database.db.select({ id: activities.id }).from(activities)).length;
    expect(await seedContent(database.db)).toBe(false);
    expect((await database.db.select({ id: activities.id }).from(activities)).length).toBe(before);
    expect((await database.db.select({ id: news.id }).from(news)).length).toBeGreaterThan(0);
  });
});
