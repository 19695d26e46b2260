import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { dossier as enDossier } from "../db/seed/dossier-faqs/dossier-en.ts";
import { dossier as esDossier } from "../db/seed/dossier-faqs/dossier-es.ts";
import { faqs as seededFaqs } from "../db/seed/dossier-faqs/faqs.ts";
import { EMAIL_LINK } from "../../common/contact.ts";
import type { Database } from "../db/client.ts";
import { auditLog, dossierSections, faqGroups, faqItems } from "../db/schema/index.ts";
import { seedDossierAndFaqs } from "../db/seed/dossier-faqs/seed.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";
import { givenProgram, givenTeacher } from "../test/itinerary-factories.ts";

// The FAQs' and the dossier's editors (issue 18): the content files seeded into the database as the pages rendered
// them, read by licensed teachers (in-class rule), edited by the foundation's staff; every change audited, refusals
// write nothing, a save that changes nothing writes no entry, English falls back to Spanish text by text.
let database: Database;
type User = Awaited<ReturnType<typeof givenUser>>;
let staff: User;
let teacher: User;
let moderator: User;
let eventManager: User;

beforeAll(async () => {
  database = await testDatabase();
  staff = await givenUser(database.db, { roles: ["DEVELOPER"] });
  moderator = await givenUser(database.db, { roles: ["MODERATOR"] });
  eventManager = await givenUser(database.db, { roles: ["EVENT_MANAGER"] });
  teacher = await givenTeacher(database.db, [await givenProgram(database.db)]);
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(auditLog);
  await database.db.delete(faqGroups);
  await database.db.delete(dossierSections);
  await seedDossierAndFaqs(database.db);
});

const ask = async (user: User | null, query: string, variables: Record<string, unknown> = {}, lang: "es" | "en" = "es") =>
  (await testApi(database).request(query, variables, { token: user?.token, headers: { "x-language": lang } })).body;

const FAQS = "{ faqs { id title items { id q a } } }";
const DOSSIER = "{ dossierSections { id heading blocks subsections } }";
const EDITOR = "{ faqsForEditors { id slug title items { id slug question answer published } } }";
const SAVE_GROUP = `mutation ($id: ID, $input: FaqGroupInput!) { saveFaqGroup(id: $id, input: $input) {
  __typename ... on MutationSaveFaqGroupSuccess { data } ... on DomainError { code fields { field message } } } }`;
const SAVE_ITEM = `mutation ($id: ID, $input: FaqItemInput!) { saveFaqItem(id: $id, input: $input) {
  __typename ... on MutationSaveFaqItemSuccess { data } ... on DomainError { code fields { field message } } } }`;
const DELETE = `mutation ($kind: FaqKind!, $id: ID!) { deleteFaq(kind: $kind, id: $id) { __typename ... on DomainError { code } } }`;
const MOVE = `mutation ($kind: FaqKind!, $id: ID!, $direction: FaqMove!) { moveFaq(kind: $kind, id: $id, direction: $direction) { __typename } }`;
const SECTION = `query ($id: ID!) { editableDossierSection(id: $id) { id slug published headingEs headingEn texts { path es en } } }`;
const SAVE_SECTION = `mutation ($id: ID!, $input: DossierSectionInput!) { saveDossierSection(id: $id, input: $input) {
  __typename ... on DomainError { code fields { field message } } } }`;

const audits = () => database.db.select().from(auditLog);
const editorGroups = async () =>
  (await ask(staff, EDITOR)).data!.faqsForEditors as {
    id: string;
    slug: string;
    title: string;
    items: { id: string; slug: string; question: string; published: boolean }[];
  }[];

describe("the FAQs and the dossier in the database", () => {
  test("seeded from the content files as the pages rendered them (constants interpolated); seeding again adds nothing", async () => {
    const { faqs } = (await ask(teacher, FAQS)).data!;
    expect(faqs).toEqual(seededFaqs);
    expect(JSON.stringify(faqs)).toContain(EMAIL_LINK);
    const es = (await ask(teacher, DOSSIER)).data!.dossierSections;
    expect(es.map((s: { id: string; heading: string }) => [s.id, s.heading])).toEqual(esDossier.sections.map((s) => [s.id, s.heading]));
    expect(es[0].blocks).toEqual(esDossier.sections[0]!.blocks);
    expect(es[0].subsections).toEqual(esDossier.sections[0]!.subsections ?? []);
    const en = (await ask(teacher, DOSSIER, {}, "en")).data!.dossierSections;
    expect(en[1].heading).toBe(enDossier.sections[1]!.heading);
    expect(en[1].subsections).toEqual(enDossier.sections[1]!.subsections ?? []);
    expect(await seedDossierAndFaqs(database.db)).toBe(0);
    // An existing database that lost a section gets it back; a removed FAQ does not come back once there are groups.
    await database.db.delete(dossierSections).where(eq(dossierSections.slug, esDossier.sections[0]!.id));
    await database.db.delete(faqItems).where(eq(faqItems.slug, seededFaqs[0]!.items[0]!.id));
    expect(await seedDossierAndFaqs(database.db)).toBe(1);
    expect((await ask(teacher, FAQS)).data!.faqs[0].items).toHaveLength(seededFaqs[0]!.items.length - 1);
  });

  test("read with the in-class rule: a visitor and a registered user without a licence are refused", async () => {
    expect((await ask(null, FAQS)).data).toBeNull();
    expect((await ask(await givenUser(database.db), DOSSIER)).data).toBeNull();
    expect((await ask(staff, FAQS)).data!.faqs.length).toBe(seededFaqs.length);
  });
});

describe("the FAQs' editor", () => {
  test("staff add a group and a question at the end; a draft stays off the page; audited with a label", async () => {
    const group = (await ask(staff, SAVE_GROUP, { input: { slug: "nuevo-grupo", title: "Nuevo grupo" } })).data!.saveFaqGroup;
    expect(group.__typename).toBe("MutationSaveFaqGroupSuccess");
    const draft = {
      groupId: group.data,
      slug: "nueva-pregunta",
      question: "¿Nueva?",
      answer: "Sí, [Mi cuenta](route:profile).",
      published: false,
    };
    const item = (await ask(staff, SAVE_ITEM, { input: draft })).data!.saveFaqItem;
    expect(item.__typename).toBe("MutationSaveFaqItemSuccess");
    expect((await editorGroups()).at(-1)).toMatchObject({ slug: "nuevo-grupo", items: [{ slug: "nueva-pregunta", published: false }] });
    expect((await ask(teacher, FAQS)).data!.faqs.map((g: { id: string }) => g.id)).not.toContain("nuevo-grupo");
    await ask(staff, SAVE_ITEM, { id: item.data, input: { ...draft, published: true } });
    expect((await ask(teacher, FAQS)).data!.faqs.at(-1)).toEqual({
      id: "nuevo-grupo",
      title: "Nuevo grupo",
      items: [{ id: "nueva-pregunta", q: "¿Nueva?", a: draft.answer }],
    });
    const entries = await audits();
    expect(entries.map((e) => [e.action, e.entity, e.label])).toEqual([
      ["faqCreate", "faq", "Nuevo grupo"],
      ["faqCreate", "faq", "¿Nueva?"],
      ["faqUpdate", "faq", "¿Nueva?"],
    ]);
    expect(entries[2]!.before).toMatchObject({ publication: "draft" });
    expect(entries[2]!.after).toMatchObject({ publication: "published" });
    // The same again changes nothing and writes no entry.
    await ask(staff, SAVE_ITEM, { id: item.data, input: { ...draft, published: true } });
    expect(await audits()).toHaveLength(3);
  });

  test("every refusal changes nothing: empty texts, a bad or taken slug, an unknown group or item", async () => {
    const [first, second] = await editorGroups();
    const before = JSON.stringify(await editorGroups());
    const item = first!.items[0]!;
    const input = { groupId: first!.id, slug: item.slug, question: item.question, answer: "Respuesta", published: true };
    const refused = async (variables: Record<string, unknown>, query = SAVE_ITEM) =>
      Object.values((await ask(staff, query, variables)).data!)[0] as { code: string; fields: { field: string; message: string }[] };
    expect((await refused({ id: item.id, input: { ...input, question: " " } })).fields).toEqual([
      { field: "question", message: "editing.errors.required" },
    ]);
    expect((await refused({ id: item.id, input: { ...input, slug: "Con Tildes á" } })).fields).toEqual([
      { field: "slug", message: "editing.errors.slug" },
    ]);
    // A slug another question or a group has: the page's anchors would clash.
    expect((await refused({ id: item.id, input: { ...input, slug: first!.items[1]!.slug } })).fields).toEqual([
      { field: "slug", message: "editing.errors.slugTaken" },
    ]);
    expect((await refused({ id: item.id, input: { ...input, slug: second!.slug } })).fields).toEqual([
      { field: "slug", message: "editing.errors.slugTaken" },
    ]);
    expect((await refused({ input: { slug: first!.slug, title: "Otro" } }, SAVE_GROUP)).fields).toEqual([
      { field: "slug", message: "editing.errors.slugTaken" },
    ]);
    expect((await refused({ input: { ...input, slug: "libre", groupId: "999999" } })).code).toBe("VALIDATION");
    expect((await refused({ id: "999999", input: { ...input, slug: "libre" } })).code).toBe("NOT_FOUND");
    expect((await ask(staff, DELETE, { kind: "item", id: "999999" })).data!.deleteFaq.code).toBe("NOT_FOUND");
    expect(JSON.stringify(await editorGroups())).toBe(before);
    expect(await audits()).toHaveLength(0);
  });

  test("move up and down within a group and among groups; nothing at either end; remove a question and a group", async () => {
    const [first, second] = await editorGroups();
    const [a, b] = first!.items;
    await ask(staff, MOVE, { kind: "item", id: b!.id, direction: "up" });
    await ask(staff, MOVE, { kind: "item", id: b!.id, direction: "up" });
    await ask(staff, MOVE, { kind: "group", id: second!.id, direction: "up" });
    let groups = await editorGroups();
    expect(groups.map((g) => g.slug).slice(0, 2)).toEqual([second!.slug, first!.slug]);
    expect(groups[1]!.items.slice(0, 2).map((i) => i.slug)).toEqual([b!.slug, a!.slug]);
    await ask(staff, DELETE, { kind: "item", id: a!.id });
    await ask(staff, DELETE, { kind: "group", id: second!.id });
    groups = await editorGroups();
    expect(groups[0]!.slug).toBe(first!.slug);
    expect(groups[0]!.items.map((i) => i.slug)).not.toContain(a!.slug);
    // A move is audited (issue 31, 3.7); the one at the top, which changes nothing, is not.
    expect((await audits()).map((e) => [e.action, e.label])).toEqual([
      ["faqMove", b!.question],
      ["faqMove", second!.title],
      ["faqDelete", a!.question],
      ["faqDelete", second!.title],
    ]);
  });

  test("who may edit: staff (the developer flag); a teacher, a moderator and an event manager are refused", async () => {
    for (const user of [teacher, moderator, eventManager]) {
      expect((await ask(user, SAVE_GROUP, { input: { slug: "x", title: "X" } })).data).toBeNull();
      expect((await ask(user, EDITOR)).data).toBeNull();
    }
    expect(await database.db.select().from(faqGroups).where(eq(faqGroups.slug, "x"))).toHaveLength(0);
  });
});

describe("the dossier's editor", () => {
  const sectionOf = async (slug: string) => {
    const [row] = await database.db.select({ id: dossierSections.id }).from(dossierSections).where(eq(dossierSections.slug, slug));
    return (await ask(staff, SECTION, { id: String(row!.id) })).data!.editableDossierSection;
  };
  const inputOf = (section: {
    headingEs: string;
    headingEn: string;
    published: boolean;
    texts: { path: string; es: string; en: string }[];
  }) => ({
    headingEs: section.headingEs,
    headingEn: section.headingEn,
    published: section.published,
    texts: section.texts,
  });

  test("every text of a section in both languages; English left empty reads in Spanish, text by text; audited", async () => {
    const slug = esDossier.sections[0]!.id;
    const section = await sectionOf(slug);
    expect(section.texts[0]).toEqual({
      path: "body.blocks.0.p",
      es: (esDossier.sections[0]!.blocks[0] as { p: string }).p,
      en: (enDossier.sections[0]!.blocks[0] as { p: string }).p,
    });
    const texts = section.texts.map((text: { path: string; es: string; en: string }, index: number) =>
      index === 0 ? { ...text, es: "Párrafo nuevo.", en: "" } : text,
    );
    const saved = (await ask(staff, SAVE_SECTION, { id: section.id, input: { ...inputOf(section), headingEn: "", texts } })).data!
      .saveDossierSection;
    expect(saved.__typename).toBe("MutationSaveDossierSectionSuccess");
    const en = (await ask(teacher, DOSSIER, {}, "en")).data!.dossierSections[0];
    expect(en.heading).toBe(esDossier.sections[0]!.heading);
    expect(en.blocks[0]).toEqual({ p: "Párrafo nuevo." });
    expect(en.subsections).toEqual(enDossier.sections[0]!.subsections);
    const [entry] = await audits();
    expect(entry).toMatchObject({
      action: "dossierUpdate",
      entity: "dossier",
      entityId: section.id,
      label: esDossier.sections[0]!.heading,
    });
    expect(Object.keys(entry!.after as object).sort()).toEqual(["bodyEn", "bodyEs", "headingEn"]);
    // The same again: no entry.
    await ask(staff, SAVE_SECTION, { id: section.id, input: { ...inputOf(section), headingEn: "", texts } });
    expect(await audits()).toHaveLength(1);
  });

  test("a draft section leaves the page; refusals (Spanish empty, a text missing) change nothing; staff only", async () => {
    const section = await sectionOf(esDossier.sections[1]!.id);
    await ask(staff, SAVE_SECTION, { id: section.id, input: { ...inputOf(section), published: false } });
    expect((await ask(teacher, DOSSIER)).data!.dossierSections.map((s: { id: string }) => s.id)).not.toContain(section.slug);
    const empty = (
      await ask(staff, SAVE_SECTION, {
        id: section.id,
        input: { ...inputOf(section), texts: section.texts.map((t: object, i: number) => (i === 2 ? { ...t, es: "" } : t)) },
      })
    ).data!.saveDossierSection;
    expect(empty.fields).toEqual([{ field: "texts.2.es", message: "editing.errors.required" }]);
    const short = (await ask(staff, SAVE_SECTION, { id: section.id, input: { ...inputOf(section), texts: section.texts.slice(1) } })).data!
      .saveDossierSection;
    expect(short.code).toBe("VALIDATION");
    for (const user of [teacher, moderator, eventManager])
      expect((await ask(user, SAVE_SECTION, { id: section.id, input: inputOf(section) })).data).toBeNull();
    expect(await sectionOf(section.slug)).toEqual({ ...section, published: false });
    expect(await audits()).toHaveLength(1);
  });
});

describe("the dossier editor's texts", () => {
  test("come in the page's reading order whatever order the database keeps the JSON keys in", async () => {
    const subsection = esDossier.sections.find((s) => s.subsections?.length)!;
    const [row] = await database.db.select({ id: dossierSections.id }).from(dossierSections).where(eq(dossierSections.slug, subsection.id));
    const { texts } = (await ask(staff, SECTION, { id: String(row!.id) })).data!.editableDossierSection;
    const paths = texts.map((text: { path: string }) => text.path);
    const first = paths.findIndex((path: string) => path.startsWith("body.subsections.0."));
    expect(paths[first]).toBe("body.subsections.0.heading");
    expect(texts[first].es).toBe(subsection.subsections![0]!.heading);
    const term = paths.find((path: string) => path.endsWith(".term"));
    if (term) expect(paths[paths.indexOf(term) + 1]).toBe(term.replace(/term$/, "desc"));
  });
});
