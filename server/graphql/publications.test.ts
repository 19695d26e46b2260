import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { MAX_PAGE } from "../../common/constants.ts";
import type { Database } from "../db/client.ts";
import { events, news } from "../db/schema/index.ts";
import { listEvents } from "../services/publications/events.ts";
import { fixedClock } from "../clock.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenActivity, givenEvent, givenNews, givenUser } from "../test/factories.ts";
import { givenProgram, givenTopic } from "../test/publications-factories.ts";

let database: Database;
let api: ReturnType<typeof testApi>;
let statements = 0;

beforeAll(async () => {
  database = await testDatabase({ onQuery: () => statements++ });
  api = testApi(database);
});
afterAll(async () => {
  await database.close();
});

const EN = { headers: { "x-language": "en" } };
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

const NEWS = `query ($page: Int) { news(page: $page) { total page pageSize pageCount items { slug title summary image publishedAt published } } }`;
const NEWS_ITEM = `query ($slug: String!) { newsItem(slug: $slug) { slug title body published } moreNews(exceptSlug: $slug) { slug } }`;
const EVENTS = `query ($type: EventType, $when: EventDateFilter, $page: Int) {
  events(type: $type, when: $when, page: $page) { total pageCount items { slug type title place startsAt endsAt published url } } }`;
const EVENT = `query ($slug: String!) { event(slug: $slug) { slug type title summary body place url startsAt endsAt published } }`;

describe("news", () => {
  beforeEach(async () => {
    await database.db.delete(news);
  });

  test("newest first, nine a page, with the total", async () => {
    for (let i = 0; i < 11; i++) await givenNews(database.db, { slug: `n-${i}`, publishedAt: daysAgo(i) });
    const first = await api.request(NEWS, { page: 1 });
    expect(first.body.data!.news).toMatchObject({ total: 11, page: 1, pageSize: 9, pageCount: 2 });
    expect(first.body.data!.news.items.map((n: { slug: string }) => n.slug)).toEqual([
      "n-0",
      "n-1",
      "n-2",
      "n-3",
      "n-4",
      "n-5",
      "n-6",
      "n-7",
      "n-8",
    ]);
    const second = await api.request(NEWS, { page: 2 });
    expect(second.body.data!.news.items.map((n: { slug: string }) => n.slug)).toEqual(["n-9", "n-10"]);
  });

  test("the list is one SQL statement for a visitor", async () => {
    await givenNews(database.db);
    const before = statements;
    await api.request(NEWS, { page: 1 });
    expect(statements - before).toBe(1);
  });

  test("a page below 1 is refused with VALIDATION", async () => {
    const res = await api.request(NEWS, { page: 0 });
    expect(res.body.errors?.[0]?.extensions?.code).toBe("VALIDATION");
  });

  test("pages up to MAX_PAGE are lists (empty past the end); beyond it VALIDATION", async () => {
    expect((await api.request(NEWS, { page: MAX_PAGE })).body.data?.news).toMatchObject({ page: MAX_PAGE, items: [] });
    expect((await api.request(EVENTS, { page: MAX_PAGE })).body.data?.events).toMatchObject({ items: [] });
    expect((await api.request(NEWS, { page: MAX_PAGE + 1 })).body.errors?.[0]?.extensions?.code).toBe("VALIDATION");
    expect((await api.request(EVENTS, { page: MAX_PAGE + 1 })).body.errors?.[0]?.extensions?.code).toBe("VALIDATION");
  });

  test("texts in the request's language", async () => {
    await givenNews(database.db, { slug: "idioma", titleEs: "Hola", titleEn: "Hello", bodyEs: "Texto", bodyEn: "Text" });
    const es = await api.request(NEWS_ITEM, { slug: "idioma" });
    expect(es.body.data!.newsItem).toMatchObject({ title: "Hola", body: "Texto" });
    const en = await api.request(NEWS_ITEM, { slug: "idioma" }, EN);
    expect(en.body.data!.newsItem).toMatchObject({ title: "Hello", body: "Text" });
    expect((await api.request(NEWS, {}, EN)).body.data!.news.items[0].title).toBe("Hello");
  });

  test("unpublished news only for event managers, in the list and the detail", async () => {
    await givenNews(database.db, { slug: "visible", publishedAt: daysAgo(2) });
    await givenNews(database.db, { slug: "borrador", published: false, publishedAt: daysAgo(1) });
    const user = await givenUser(database.db);
    const manager = await givenUser(database.db, { roles: ["EVENT_MANAGER"] });
    for (const auth of [{}, { token: user.token }]) {
      const list = await api.request(NEWS, {}, auth);
      expect(list.body.data!.news.items.map((n: { slug: string }) => n.slug)).toEqual(["visible"]);
      expect((await api.request(NEWS_ITEM, { slug: "borrador" }, auth)).body.data!.newsItem).toBeNull();
    }
    const list = await api.request(NEWS, {}, { token: manager.token });
    expect(list.body.data!.news.items.map((n: { slug: string; published: boolean }) => [n.slug, n.published])).toEqual([
      ["borrador", false],
      ["visible", true],
    ]);
    expect((await api.request(NEWS_ITEM, { slug: "borrador" }, { token: manager.token })).body.data!.newsItem).toMatchObject({
      published: false,
    });
  });

  test("a news item scheduled for later appears at its time by the product's clock; event managers see it before", async () => {
    const at = new Date("2026-03-02T09:00:00Z");
    await givenNews(database.db, { slug: "ya", publishedAt: new Date("2026-03-01T09:00:00Z") });
    await givenNews(database.db, { slug: "programada", publishedAt: at });
    const manager = await givenUser(database.db, { roles: ["EVENT_MANAGER"] });
    const slugsAt = async (instant: Date, auth = {}) => {
      const clocked = testApi(database, { clock: fixedClock(instant) });
      const list = await clocked.request(NEWS, {}, auth);
      const item = await clocked.request(NEWS_ITEM, { slug: "programada" }, auth);
      return { list: list.body.data!.news.items.map((n: { slug: string }) => n.slug), item: item.body.data!.newsItem?.slug ?? null };
    };
    expect(await slugsAt(new Date(at.getTime() - 1))).toEqual({ list: ["ya"], item: null });
    expect(await slugsAt(at)).toEqual({ list: ["programada", "ya"], item: "programada" });
    expect(await slugsAt(new Date(at.getTime() - 1), { token: manager.token })).toEqual({ list: ["programada", "ya"], item: "programada" });
  });

  test("foundation staff (the developer flag of section 6) see unpublished news too; a moderator alone does not", async () => {
    await givenNews(database.db, { slug: "visible", publishedAt: daysAgo(2) });
    await givenNews(database.db, { slug: "borrador", published: false, publishedAt: daysAgo(1) });
    const moderator = await givenUser(database.db, { roles: ["MODERATOR"] });
    for (const role of ["DEVELOPER", "LICENSE_GEN"] as const) {
      const staff = await givenUser(database.db, { roles: [role] });
      const list = await api.request(NEWS, {}, { token: staff.token });
      expect(
        list.body.data!.news.items.map((n: { slug: string }) => n.slug),
        role,
      ).toEqual(["borrador", "visible"]);
      expect((await api.request(NEWS_ITEM, { slug: "borrador" }, { token: staff.token })).body.data!.newsItem, role).toMatchObject({
        published: false,
      });
    }
    const list = await api.request(NEWS, {}, { token: moderator.token });
    expect(list.body.data!.news.items.map((n: { slug: string }) => n.slug)).toEqual(["visible"]);
  });

  test("three other recent news under an item, never itself nor unpublished ones", async () => {
    for (let i = 0; i < 5; i++) await givenNews(database.db, { slug: `r-${i}`, publishedAt: daysAgo(i + 1) });
    await givenNews(database.db, { slug: "oculta", published: false, publishedAt: daysAgo(0) });
    const res = await api.request(NEWS_ITEM, { slug: "r-1" });
    expect(res.body.data!.moreNews.map((n: { slug: string }) => n.slug)).toEqual(["r-0", "r-2", "r-3"]);
  });

  test("an unknown slug is null", async () => {
    expect((await api.request(NEWS_ITEM, { slug: "no-existe" })).body.data!.newsItem).toBeNull();
  });
});

describe("events", () => {
  beforeEach(async () => {
    await database.db.delete(events);
  });
  const slugs = (page: { items: { slug: string }[] }) => page.items.map((e) => e.slug);
  const at = (iso: string) => new Date(iso);

  test("all: coming and ongoing events soonest first, then past ones latest first, paginated", async () => {
    const now = new Date();
    const hours = (n: number) => new Date(now.getTime() + n * 60 * 60 * 1000);
    await givenEvent(database.db, { slug: "pasado-reciente", startsAt: hours(-30), endsAt: hours(-28) });
    await givenEvent(database.db, { slug: "pasado-antiguo", startsAt: hours(-300), endsAt: hours(-298) });
    await givenEvent(database.db, { slug: "en-curso", startsAt: hours(-1), endsAt: hours(2) });
    await givenEvent(database.db, { slug: "manana", startsAt: hours(24) });
    await givenEvent(database.db, { slug: "mes-que-viene", startsAt: hours(24 * 30) });
    for (let i = 0; i < 6; i++) await givenEvent(database.db, { slug: `viejo-${i}`, startsAt: hours(-1000 - i), endsAt: hours(-999 - i) });
    const first = await api.request(EVENTS, {});
    expect(first.body.data!.events).toMatchObject({ total: 11, pageCount: 2 });
    expect(slugs(first.body.data!.events)).toEqual([
      "en-curso",
      "manana",
      "mes-que-viene",
      "pasado-reciente",
      "pasado-antiguo",
      "viejo-0",
      "viejo-1",
      "viejo-2",
      "viejo-3",
    ]);
    expect(slugs((await api.request(EVENTS, { page: 2 })).body.data!.events)).toEqual(["viejo-4", "viejo-5"]);
  });

  test("filtered by type", async () => {
    await givenEvent(database.db, { slug: "taller", type: "course-workshop", startsAt: daysAgo(-2) });
    await givenEvent(database.db, { slug: "jornada", type: "conference", startsAt: daysAgo(-3) });
    const res = await api.request(EVENTS, { type: "courseWorkshop" });
    expect(res.body.data!.events.items).toEqual([expect.objectContaining({ slug: "taller", type: "courseWorkshop" })]);
    expect(slugs((await api.request(EVENTS, { type: "conference" })).body.data!.events)).toEqual(["jornada"]);
    expect(slugs((await api.request(EVENTS, { type: "private" })).body.data!.events)).toEqual([]);
  });

  test("date filters in Madrid time with a fixed now: overlapping events, by start", async () => {
    // Wednesday 11 February 2026, 10:00 in Madrid. Madrid's day began at 23:00 UTC the day before.
    const now = at("2026-02-11T09:00:00Z");
    // Published before that now (a later publication time would hide them from visitors, as a scheduled event).
    const add = (slug: string, startsAt: string, endsAt: string) =>
      givenEvent(database.db, { slug, startsAt: at(startsAt), endsAt: at(endsAt), publishedAt: at("2026-01-01T00:00:00Z") });
    await add("ayer-noche", "2026-02-10T20:00:00Z", "2026-02-10T22:30:00Z"); // Tuesday 21:00–23:30 Madrid
    await add("madrugada", "2026-02-10T23:15:00Z", "2026-02-11T00:00:00Z"); // Wednesday 00:15 Madrid
    await add("hoy-tarde", "2026-02-11T16:00:00Z", "2026-02-11T18:00:00Z");
    await add("varios-dias", "2026-02-02T08:00:00Z", "2026-02-20T18:00:00Z");
    await add("domingo", "2026-02-15T10:00:00Z", "2026-02-15T12:00:00Z");
    await add("lunes-siguiente", "2026-02-15T23:30:00Z", "2026-02-16T01:00:00Z"); // Monday 00:30 Madrid: next week
    await add("enero", "2026-01-31T22:30:00Z", "2026-01-31T22:50:00Z"); // Saturday 31 Jan, 23:30 Madrid
    await add("marzo", "2026-02-28T23:30:00Z", "2026-03-01T01:00:00Z"); // Sunday 1 March, 00:30 Madrid
    const reader = { lang: "es" as const, unpublished: false, now };
    const list = async (when: "today" | "thisWeek" | "thisMonth") => slugs(await listEvents(database.db, reader, { when }, now));
    expect(await list("today")).toEqual(["varios-dias", "madrugada", "hoy-tarde"]);
    expect(await list("thisWeek")).toEqual(["varios-dias", "ayer-noche", "madrugada", "hoy-tarde", "domingo"]);
    expect(await list("thisMonth")).toEqual(["varios-dias", "ayer-noche", "madrugada", "hoy-tarde", "domingo", "lunes-siguiente"]);
    expect(slugs(await listEvents(database.db, reader, { when: "today", type: "conference" }, now))).toEqual([]);
  });

  test("today through the API uses the current Madrid day", async () => {
    await givenEvent(database.db, { slug: "ahora", startsAt: new Date(Date.now() - 60_000), endsAt: new Date(Date.now() + 60_000) });
    await givenEvent(database.db, { slug: "dentro-de-dos-dias", startsAt: new Date(Date.now() + 2 * DAY) });
    expect(slugs((await api.request(EVENTS, { when: "today" })).body.data!.events)).toEqual(["ahora"]);
  });

  test("unpublished events only for event managers; detail texts in the language", async () => {
    await givenEvent(database.db, {
      slug: "oculto",
      published: false,
      startsAt: daysAgo(-1),
      placeEs: "Santander",
      placeEn: "Santander (Spain)",
      titleEs: "Taller",
      titleEn: "Workshop",
      url: "https://codigopequeno.example/inscripcion",
    });
    const user = await givenUser(database.db);
    const manager = await givenUser(database.db, { roles: ["EVENT_MANAGER"] });
    expect((await api.request(EVENT, { slug: "oculto" })).body.data!.event).toBeNull();
    expect((await api.request(EVENT, { slug: "oculto" }, { token: user.token })).body.data!.event).toBeNull();
    expect(slugs((await api.request(EVENTS, {}, { token: user.token })).body.data!.events)).toEqual([]);
    expect(slugs((await api.request(EVENTS, {}, { token: manager.token })).body.data!.events)).toEqual(["oculto"]);
    const en = await api.request(EVENT, { slug: "oculto" }, { token: manager.token, headers: { "x-language": "en" } });
    expect(en.body.data!.event).toMatchObject({
      title: "Workshop",
      place: "Santander (Spain)",
      published: false,
      url: "https://codigopequeno.example/inscripcion",
    });
  });
  test("foundation staff see unpublished events in the list and the detail", async () => {
    await givenEvent(database.db, { slug: "borrador", published: false, startsAt: daysAgo(-1) });
    const staff = await givenUser(database.db, { roles: ["DEVELOPER"] });
    expect(slugs((await api.request(EVENTS, {}, { token: staff.token })).body.data!.events)).toEqual(["borrador"]);
    expect((await api.request(EVENT, { slug: "borrador" }, { token: staff.token })).body.data!.event).toMatchObject({ published: false });
  });
});

describe("topics", () => {
  const TOPIC = `query ($slug: String!) { topic(slug: $slug) { slug title body image category activities { slug title summary cover } } }`;

  test("a topic with up to four published activities of its category, in one statement", async () => {
    const db = database.db;
    await givenTopic(db, { slug: "ia-a-fondo", category: "ia", titleEs: "La IA", titleEn: "AI" });
    for (let i = 0; i < 5; i++) await givenActivity(db, { category: "ia", slug: `ia-${i}`, ratingCount: i });
    await givenActivity(db, { category: "ia", slug: "ia-oculta", published: false, ratingCount: 99 });
    await givenActivity(db, { category: "game", slug: "juego", ratingCount: 99 });
    const res = await api.request(TOPIC, { slug: "ia-a-fondo" });
    expect(res.body.data!.topic).toMatchObject({ title: "La IA", category: "ia" });
    expect(res.body.data!.topic.activities.map((a: { slug: string }) => a.slug)).toEqual(["ia-4", "ia-3", "ia-2", "ia-1"]);
    const en = await api.request(TOPIC, { slug: "ia-a-fondo" }, EN);
    expect(en.body.data!.topic.title).toBe("AI");
    expect(en.body.data!.topic.activities[0].title).toBe("Activity ia-4");
    const before = statements;
    await api.request(TOPIC, { slug: "ia-a-fondo" });
    expect(statements - before).toBe(2);
  });

  test("unknown or unpublished topics are null; the list holds the published ones in order", async () => {
    await givenTopic(database.db, { slug: "borrador-tema", published: false });
    await givenTopic(database.db, { slug: "segundo", position: 2 });
    await givenTopic(database.db, { slug: "primero", position: 1 });
    expect((await api.request(TOPIC, { slug: "borrador-tema" })).body.data!.topic).toBeNull();
    expect((await api.request(TOPIC, { slug: "nada" })).body.data!.topic).toBeNull();
    const list = await api.request("{ topics { slug } }");
    const listed = list.body.data!.topics.map((t: { slug: string }) => t.slug);
    expect(listed).not.toContain("borrador-tema");
    expect(listed.indexOf("primero")).toBeLessThan(listed.indexOf("segundo"));
  });
});

describe("programme pages", () => {
  const PROGRAM = `query ($slug: String!) { programPage(slug: $slug) { slug name summary body image links } }`;

  test("public programmes by slug in the language; others are null", async () => {
    await givenProgram(database.db, {
      slug: "familias-test",
      nameEs: "Familias",
      nameEn: "Families",
      links: ["https://codigopequeno.example/familias"],
    });
    await givenProgram(database.db, { slug: "interno", public: false });
    const es = await api.request(PROGRAM, { slug: "familias-test" });
    expect(es.body.data!.programPage).toMatchObject({ name: "Familias", links: ["https://codigopequeno.example/familias"] });
    expect((await api.request(PROGRAM, { slug: "familias-test" }, EN)).body.data!.programPage.name).toBe("Families");
    expect((await api.request(PROGRAM, { slug: "interno" })).body.data!.programPage).toBeNull();
    const all = await api.request("{ programPages { slug } }");
    const listed = all.body.data!.programPages.map((p: { slug: string }) => p.slug);
    expect(listed).toContain("familias-test");
    expect(listed).not.toContain("interno");
  });
});
