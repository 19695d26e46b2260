import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ACTIVITY_PAGE_SIZE_MAX } from "../../common/activities.ts";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { activities } from "../db/schema/index.ts";
import { visibleActivity, sortOrder } from "../services/activities/activity-list.ts";
import { testApi } from "../test/api.ts";
import { givenCatalogue, LIST } from "../test/activity-factories.ts";
import { testDatabase } from "../test/database.ts";
import { givenActivity, givenUser } from "../test/factories.ts";

// The list's filters, sorts, pages and languages over a small fixed catalogue (see givenCatalogue):
// this file's database holds nothing else, so every expected list is exact.
let database: Database;
let api: ReturnType<typeof testApi>;
let token: string;

beforeAll(async () => {
  database = await testDatabase();
  api = testApi(database);
  await givenCatalogue(database.db);
  token = (await givenUser(database.db)).token;
});
afterAll(async () => {
  await database.close();
});

const EN = { headers: { "x-language": "en" } };

async function list(variables: Record<string, unknown> = {}, auth: Parameters<typeof api.request>[2] = {}) {
  const res = await api.request(LIST, variables, auth);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.activities as { items: Record<string, any>[]; total: number; page: number; pageSize: number; pageCount: number };
}
/** Slugs of the whole filtered list, A-Z in Spanish unless a sort is given. */
async function slugs(filter: Record<string, unknown> | null, sort?: string) {
  const page = await list({ filter, sort, pageSize: ACTIVITY_PAGE_SIZE_MAX });
  expect(page.total).toBe(page.items.length);
  return page.items.map((item) => item.slug);
}

describe("sorts", () => {
  test.each([
    // Spanish titles sort as read: "abeja" and "Árbol" with the a's, not after Z (byte order would).
    ["alfAZ", ["abeja", "arbol", "seguro", "cuento", "impresion", "robot", "zorro"]],
    ["alfZA", ["zorro", "robot", "impresion", "cuento", "seguro", "arbol", "abeja"]],
    ["ageML", ["seguro", "impresion", "robot", "abeja", "cuento", "arbol", "zorro"]],
    ["ageLM", ["zorro", "arbol", "cuento", "abeja", "robot", "impresion", "seguro"]],
    ["difML", ["impresion", "robot", "seguro", "cuento", "zorro", "abeja", "arbol"]],
    ["difLM", ["arbol", "abeja", "zorro", "cuento", "seguro", "robot", "impresion"]],
    ["timeML", ["impresion", "robot", "seguro", "cuento", "zorro", "abeja", "arbol"]],
    ["timeLM", ["arbol", "abeja", "zorro", "cuento", "seguro", "robot", "impresion"]],
  ])("%s", async (sort, expected) => {
    expect(await slugs(null, sort)).toEqual(expected);
  });

  test("A-Z is the default, and sorts by the title in the request's language", async () => {
    expect((await list()).items.map((i) => i.slug)).toEqual(["abeja", "arbol", "seguro", "cuento", "impresion", "robot", "zorro"]);
    const en = await list({ sort: "alfAZ" }, EN);
    expect(en.items.map((i) => i.title)).toEqual([
      "3D printing",
      "Animated story",
      "Bee bot",
      "Cardboard robots",
      "Decision tree",
      "Fox lights",
      "Safe passwords",
    ]);
  });

  test("ties are broken by id, so equal keys keep a stable order across pages", async () => {
    const whole = await slugs(null, "difLM");
    const pages = [];
    for (let page = 1; page <= 4; page++) pages.push(...(await list({ sort: "difLM", page, pageSize: 2 })).items.map((i) => i.slug));
    expect(pages).toEqual(whole);
  });
});

describe("filters, each alone", () => {
  test.each([
    ["audience", { audience: "children" }, ["abeja", "arbol", "robot"]],
    ["audience", { audience: "teachers" }, ["seguro", "impresion"]],
    ["one category", { categories: ["game"] }, ["arbol", "zorro"]],
    ["categories, any of (3D as threeD)", { categories: ["robotics", "threeD"] }, ["impresion", "robot"]],
    ["one age", { ages: ["sixToEight"] }, ["abeja", "arbol", "cuento", "zorro"]],
    ["ages, any of", { ages: ["nineToTwelve", "twelvePlus"] }, ["seguro", "cuento", "impresion", "robot"]],
    ["difficulty", { difficulties: ["high"] }, ["impresion", "robot"]],
    ["difficulties, any of", { difficulties: ["low", "intermediate"] }, ["abeja", "arbol", "seguro", "cuento", "zorro"]],
    ["time up to 30 min", { times: ["short"] }, ["abeja", "arbol"]],
    ["time 31 to 60 min", { times: ["medium"] }, ["seguro", "cuento", "zorro"]],
    ["time over 60 min", { times: ["long"] }, ["impresion", "robot"]],
    ["times, any of", { times: ["short", "long"] }, ["abeja", "arbol", "impresion", "robot"]],
    ["with kit", { kit: "with" }, ["impresion", "robot"]],
    ["without kit", { kit: "without" }, ["abeja", "arbol", "seguro", "cuento", "zorro"]],
    ["with materials", { materials: "with" }, ["arbol", "cuento", "zorro"]],
    ["without materials", { materials: "without" }, ["abeja", "seguro", "impresion", "robot"]],
    ["PC", { devices: ["pc"] }, ["seguro", "impresion", "robot"]],
    ["tablet", { devices: ["tablet"] }, ["abeja", "cuento", "impresion"]],
    ["devices, any of", { devices: ["pc", "tablet"] }, ["abeja", "seguro", "cuento", "impresion", "robot"]],
    ["one competence", { competences: ["information"] }, ["abeja", "seguro"]],
    ["competences, any of", { competences: ["communication", "security"] }, ["seguro", "cuento", "zorro"]],
    ["premium", { access: "premium" }, ["impresion", "robot"]],
    ["open", { access: "open" }, ["abeja", "arbol", "seguro", "cuento", "zorro"]],
    [
      "empty lists are no filter",
      { categories: [], ages: [], devices: [] },
      ["abeja", "arbol", "seguro", "cuento", "impresion", "robot", "zorro"],
    ],
  ])("%s %j", async (_name, filter, expected) => {
    expect(await slugs(filter)).toEqual(expected);
  });
});

describe("filters, combined", () => {
  test.each([
    [{ audience: "teachers", devices: ["tablet"] }, "alfAZ", ["impresion"]],
    [{ ages: ["nineToTwelve"], devices: ["pc"], kit: "with" }, "timeML", ["impresion", "robot"]],
    [{ categories: ["game"], materials: "with", times: ["medium"] }, "alfAZ", ["zorro"]],
    [{ audience: "family", difficulties: ["low"], competences: ["communication"] }, "alfAZ", ["zorro"]],
    [{ access: "open", times: ["short", "medium"], devices: ["tablet"], ages: ["sixToEight"] }, "timeLM", ["abeja", "cuento"]],
    [{ audience: "children", kit: "with", access: "open" }, "alfAZ", []],
  ])("%j sorted %s", async (filter, sort, expected) => {
    expect(await slugs(filter, sort)).toEqual(expected);
  });

  test("4-5 is not a filter option: a VALIDATION error naming the field", async () => {
    const res = await api.request(LIST, { filter: { ages: ["fourToFive", "sixToEight"] } });
    expect(res.body.data).toBeNull();
    expect(res.body.errors?.[0]).toMatchObject({
      message: "errors.validation",
      extensions: { code: "VALIDATION", fields: { "filter.ages.0": "errors.validation" } },
    });
  });
});

describe("pages", () => {
  test("total, page count and a short last page", async () => {
    const first = await list({ pageSize: 3 });
    expect(first).toMatchObject({ total: 7, page: 1, pageSize: 3, pageCount: 3 });
    expect(first.items).toHaveLength(3);
    const last = await list({ pageSize: 3, page: 3 });
    expect(last).toMatchObject({ total: 7, page: 3, pageCount: 3 });
    expect(last.items.map((i) => i.slug)).toEqual(["zorro"]);
  });

  test("the default page size is 12, and a page past the end is empty but keeps the total", async () => {
    expect(await list()).toMatchObject({ page: 1, pageSize: 12, pageCount: 1, total: 7 });
    const beyond = await list({ pageSize: 3, page: 9 });
    expect(beyond).toMatchObject({ items: [], total: 7, pageCount: 3, page: 9 });
  });

  test("an empty result has no pages", async () => {
    expect(await list({ filter: { audience: "children", kit: "with", access: "open" } })).toMatchObject({
      items: [],
      total: 0,
      pageCount: 0,
    });
  });

  test.each([
    [{ page: 0 }, "page"],
    [{ page: -1 }, "page"],
    [{ pageSize: 0 }, "pageSize"],
    [{ pageSize: ACTIVITY_PAGE_SIZE_MAX + 1 }, "pageSize"],
  ])("bad input %j is a VALIDATION error", async (variables, field) => {
    const res = await api.request(LIST, variables);
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: "VALIDATION", fields: { [field]: "errors.validation" } });
  });

  test(`a page of ${ACTIVITY_PAGE_SIZE_MAX} is allowed`, async () => {
    expect(await list({ pageSize: ACTIVITY_PAGE_SIZE_MAX })).toMatchObject({ pageSize: ACTIVITY_PAGE_SIZE_MAX, pageCount: 1 });
  });
});

describe("what a card and a detail show", () => {
  const DETAIL = `query ($slug: String!) { activity(slug: $slug) {
    id slug title summary description materials steps tips locked access guideUrl category ageSegments audience difficulty
    minutes competences withKit withMaterials withPc withTablet cover updatedAt favourite done rating { average count mine } } }`;
  const detail = async (slug: string, auth: Parameters<typeof api.request>[2] = {}) =>
    (await api.request(DETAIL, { slug }, auth)).body.data!.activity;

  test("texts in the request's language", async () => {
    expect(await detail("arbol")).toMatchObject({
      title: "Árbol de decisiones",
      summary: "Resumen del árbol",
      description: "Descripción del árbol",
      materials: ["Papel", "Lápices"],
      steps: ["Dibuja", "Decide"],
      tips: "Consejo del árbol",
    });
    expect(await detail("arbol", EN)).toMatchObject({
      title: "Decision tree",
      summary: "Tree summary",
      description: "Tree description",
      materials: ["Paper", "Pencils"],
      steps: ["Draw", "Decide"],
      tips: "Tree tip",
    });
  });

  test("the catalogue's fields, with 3D as threeD", async () => {
    expect(await detail("impresion")).toMatchObject({
      category: "threeD",
      audience: "teachers",
      ageSegments: ["nineToTwelve", "twelvePlus"],
      difficulty: "high",
      minutes: 120,
      competences: ["contentCreation"],
      withKit: true,
      withMaterials: false,
      withPc: true,
      withTablet: true,
      access: "premium",
      cover: "/images/activities/impresion.svg",
      favourite: false,
      done: false,
      rating: { average: null, count: 0, mine: null },
    });
    expect(new Date((await detail("impresion")).updatedAt).toISOString()).toBe((await detail("impresion")).updatedAt);
  });

  test("unpublished activities are hidden from the list and the detail", async () => {
    expect(await slugs({ audience: "children" })).not.toContain("oculta");
    expect(await detail("oculta")).toBeNull();
    expect(await detail("oculta", { token })).toBeNull();
    expect(await detail("no-existe")).toBeNull();
  });

  test("a premium activity is locked for visitors: no content, no guide", async () => {
    const locked = await detail("robot");
    expect(locked).toMatchObject({ locked: true, description: null, materials: null, steps: null, tips: null, guideUrl: null });
    expect(locked.title).toBe("Robots de cartón");
    const card = (await list({ filter: { access: "premium" } })).items.find((i) => i.slug === "robot");
    expect(card).toMatchObject({ locked: true, steps: null });
  });

  test("any account sees premium content and the guide's path in its language", async () => {
    expect(await detail("robot", { token })).toMatchObject({
      locked: false,
      description: "Descripción del robot",
      steps: ["Corta", "Monta"],
      guideUrl: "/actividades/robot/guia.pdf",
    });
    expect(await detail("robot", { token, ...EN })).toMatchObject({ locked: false, guideUrl: "/activities/robot/guide.pdf" });
  });

  test("an open activity shows its content to visitors, but the guide only to accounts", async () => {
    expect(await detail("arbol")).toMatchObject({ locked: false, steps: ["Dibuja", "Decide"], guideUrl: null });
    expect(await detail("arbol", { token })).toMatchObject({ guideUrl: "/actividades/arbol/guia.pdf" });
  });
});

describe("A-Z by the language's collation", () => {
  let own: Database;
  let ownApi: ReturnType<typeof testApi>;
  beforeAll(async () => {
    own = await testDatabase();
    ownApi = testApi(own);
    const titles: [string, string, string][] = [
      ["zorro", "Zorro", "Zebra"],
      ["pregunta", "¿Qué es un algoritmo?", "Quiz time"],
      ["exclama", "¡A programar!", "(Almost) magic"],
      ["abaco", "Ábaco", "Abacus"],
      ["nandu", "Ñandú veloz", "“Hello” robots"],
      ["nube", "Nube", "Bits"],
      ["bits", "«Bits» y bytes", "Cloud"],
    ];
    for (const [slug, es, en] of titles) await givenActivity(own.db, { slug, titleEs: es, titleEn: en });
  });
  afterAll(() => own.close());

  const titlesSorted = async (sort: string, lang: string) => {
    const res = await ownApi.request(LIST, { sort, pageSize: ACTIVITY_PAGE_SIZE_MAX }, { headers: { "x-language": lang } });
    return (res.body.data!.activities.items as { title: string }[]).map((i) => i.title);
  };

  test("Spanish: leading ¿ ¡ « are ignored, and ñ comes after n", async () => {
    const expected = ["¡A programar!", "Ábaco", "«Bits» y bytes", "Nube", "Ñandú veloz", "¿Qué es un algoritmo?", "Zorro"];
    expect(await titlesSorted("alfAZ", "es")).toEqual(expected);
    expect(await titlesSorted("alfZA", "es")).toEqual([...expected].reverse());
  });

  test("English: leading brackets and quotes are ignored", async () => {
    expect(await titlesSorted("alfAZ", "en")).toEqual([
      "Abacus",
      "(Almost) magic",
      "Bits",
      "Cloud",
      "“Hello” robots",
      "Quiz time",
      "Zebra",
    ]);
  });

  test.each([
    ["alfAZ", "es"],
    ["alfZA", "es"],
    ["alfAZ", "en"],
  ] as const)("%s (%s) reads the title index, no sort over the table", async (sort, lang) => {
    const query = own.db
      .select({ id: activities.id })
      .from(activities)
      .where(visibleActivity(new Date()))
      .orderBy(...sortOrder(sort, lang))
      .limit(12);
    const plan = await own.db.transaction(async (tx) => {
      // With the table's statistics, as a running database has them: every row's publication time has come.
      await tx.execute(sql`analyze activities`);
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: { "QUERY PLAN": string }[] };
      return result.rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain(`activities_title_${lang}_idx`);
    expect(plan).not.toMatch(/\bSort\b/);
  });
});

describe("the long texts are read only when asked for", () => {
  // The list leaves description, materials, steps and tips out of its statement unless the operation
  // asks for one of them (selection.ts), in a field, a fragment or an inline fragment.
  const described = async (query: string) => {
    const res = await api.request(query, {}, { token });
    expect(res.body.errors).toBeUndefined();
    return (res.body.data!.activities.items as { slug: string; description?: string | null }[]).find((i) => i.slug === "abeja");
  };

  test.each([
    ["a field", "{ activities { items { slug description } } }"],
    [
      "a fragment",
      "query { activities { ...Page } } fragment Page on ActivityPage { items { slug ...Texts } } fragment Texts on Activity { description }",
    ],
    ["an inline fragment", "{ activities { items { slug ... on Activity { description } } } }"],
  ])("asked in %s, the description comes", async (_how, query) => {
    expect((await described(query))?.description).toBe("Descripción del insecto");
  });

  test("cards without texts, then a page with them, on the same filter: each gets what it asked", async () => {
    const cards = await api.request("{ activities(filter: { ages: [sixToEight] }) { items { slug title } } }", {}, { token });
    expect(cards.body.errors).toBeUndefined();
    const full = await api.request("{ activities(filter: { ages: [sixToEight] }) { items { slug description } } }", {}, { token });
    expect((full.body.data!.activities.items as { description: string | null }[]).every((i) => typeof i.description === "string")).toBe(
      true,
    );
  });
});
