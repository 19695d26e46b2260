import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, isNull, sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fixedClock } from "../clock.ts";
import type { Database } from "../db/client.ts";
import { auditLog, centers, dossierSections, itineraryActivities } from "../db/schema/index.ts";
import { seedDossierAndFaqs } from "../db/seed/dossier-faqs/seed.ts";
import { localStorage } from "../storage/local-storage.ts";
import { testApi } from "../test/api.ts";
import { givenContribution } from "../test/contribution-factories.ts";
import { givenCourse, SAMPLE_BLOCKS } from "../test/course-factories.ts";
import { testDatabase } from "../test/database.ts";
import { givenActivity, givenUser } from "../test/factories.ts";
import { givenItinerary, givenProgram, givenTeacher } from "../test/itinerary-factories.ts";
import { givenFreeCode, givenLicencePackage, givenOrganization } from "../test/licence-factories.ts";
import { schema } from "./schema/index.ts";

/**
 * Every staff or moderator change is audited (issue 31, 3.7; decision 039): each mutation a staff, moderator, licence
 * generator, event manager or admin scope guards (read from the field's own authScopes) is performed here once,
 * successfully, and must leave a new audit_log entry in its caller's name. A new scoped mutation without an example
 * below fails the first test.
 */
const AUDITED_SCOPES = ["developer", "admin", "moderator", "eventManager", "licenseGenerator"];

type Who = "staff" | "admin" | "moderator" | "eventManager" | "licenceGenerator";
type Call = { who: Who; query: string; variables: Record<string, unknown>; files?: Record<string, Blob> };
type User = Awaited<ReturnType<typeof givenUser>>;

let database: Database;
let dir: string;
const users = {} as Record<Who, User>;
const NOW = "2026-11-25T10:00:00+01:00";
const api = () =>
  testApi(database, {
    clock: fixedClock(NOW),
    storage: localStorage(path.join(dir, "uploads")),
    downloadsDir: path.join(dir, "downloads"),
  });

beforeAll(async () => {
  database = await testDatabase();
  dir = mkdtempSync(path.join(tmpdir(), "audit-coverage-"));
  await seedDossierAndFaqs(database.db);
  users.staff = await givenUser(database.db, { roles: ["DEVELOPER"] });
  users.admin = await givenUser(database.db, { roles: ["ADMIN"] });
  users.moderator = await givenUser(database.db, { roles: ["MODERATOR"] });
  users.eventManager = await givenUser(database.db, { roles: ["EVENT_MANAGER"] });
  users.licenceGenerator = await givenUser(database.db, { roles: ["LICENSE_GEN"] });
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
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
const pdf = async () => {
  const doc = await PDFDocument.create();
  doc.addPage();
  return new Blob([new Uint8Array(await doc.save())], { type: "application/pdf" });
};
let serial = 0;
const unique = () => `${Date.now().toString(36)}${++serial}`;

/** A mutation's answer: its typename, and a DomainError's code and fields. */
const ANSWER = "{ __typename ... on DomainError { code fields { field message } } }";
const mutation = (signature: string, field: string, args: string, selection = ANSWER) =>
  `mutation (${signature}) { ${field}(${args}) ${selection} }`;

/** Sends a call as its caller, multipart when it carries files (as the editors' forms do). */
async function send(call: Call): Promise<Record<string, any>> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${users[call.who].token}`,
    "x-graphql-yoga-csrf": "1",
    "x-client-ip": "203.0.113.9",
  };
  const files = Object.entries(call.files ?? {});
  let body: BodyInit;
  if (files.length === 0) {
    headers["content-type"] = "application/json";
    body = JSON.stringify({ query: call.query, variables: call.variables });
  } else {
    const form = new FormData();
    form.set(
      "operations",
      JSON.stringify({ query: call.query, variables: { ...call.variables, ...Object.fromEntries(files.map(([name]) => [name, null])) } }),
    );
    form.set("map", JSON.stringify(Object.fromEntries(files.map(([name], index) => [index, [`variables.${name}`]]))));
    for (const [index, [name, blob]] of files.entries())
      form.set(String(index), blob, `${name}.${blob.type === "application/pdf" ? "pdf" : "png"}`);
    body = form;
  }
  const response = await api().yoga.fetch("http://test/graphql", { method: "POST", headers, body });
  return (await response.json()) as Record<string, any>;
}

/** Runs a setup call that must succeed, and gives its answer's data. */
async function given(call: Call, field: string): Promise<any> {
  const body = await send(call);
  const answer = body.data?.[field];
  if (!answer?.__typename?.endsWith("Success")) throw new Error(`setup ${field} failed: ${JSON.stringify(body)}`);
  return answer.data;
}

const topicInput = (slug: string) => ({
  slug,
  category: "ia",
  titleEs: "Inteligencia artificial",
  titleEn: "Artificial intelligence",
  summaryEs: "Un resumen",
  summaryEn: "A summary",
  bodyEs: "Un párrafo.",
  bodyEn: "A paragraph.",
  position: 1,
  published: false,
});
const publicationTexts = {
  summaryEs: "Un resumen",
  summaryEn: "A summary",
  bodyEs: "Un párrafo.",
  bodyEn: "A paragraph.",
  state: "draft",
  scheduledAt: null,
};
const itineraryInput = (programId: number) => ({
  slug: `robots-${unique()}`,
  programId: String(programId),
  age: "sixToEight",
  nameEs: "Robots de 6 a 8",
  nameEn: "Robots from 6 to 8",
  descriptionEs: "Un itinerario",
  descriptionEn: "An itinerary",
  online: false,
  devices: ["tablet"],
  origin: "own",
  current: true,
  firstYear: false,
  position: 0,
});
const itineraryActivityInput = () => ({
  slug: `paso-${unique()}`,
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
  objectivesEs: "Objetivo",
  objectivesEn: "Objective",
  stepsEs: "Paso uno",
  stepsEn: "Step one",
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
});
const textBlock = {
  type: "text",
  required: false,
  contentEs: SAMPLE_BLOCKS.text.content,
  contentEn: SAMPLE_BLOCKS.text.content,
  solution: null,
  explanation: null,
};
const downloadInput = {
  page: "vr",
  titleEs: "Guía de seguridad",
  titleEn: "Safety guide",
  descriptionEs: "Normas.",
  descriptionEn: "Rules.",
  position: 3,
};
const saveDownload = async (): Promise<Call> => ({
  who: "staff",
  query: mutation(
    "$input: DownloadInput!, $file: File",
    "saveDownload",
    "input: $input, file: $file",
    "{ __typename ... on MutationSaveDownloadSuccess { data { id } } ... on DomainError { code fields { field message } } }",
  ),
  variables: { input: downloadInput },
  files: { file: await pdf() },
});
const faqGroup = (): Call => ({
  who: "staff",
  query: mutation(
    "$input: FaqGroupInput!",
    "saveFaqGroup",
    "input: $input",
    "{ __typename ... on MutationSaveFaqGroupSuccess { data } ... on DomainError { code } }",
  ),
  variables: { input: { slug: `grupo-${unique()}`, title: "Nuevo grupo" } },
});
const bulletinPost = (): Call => ({
  who: "staff",
  query: mutation(
    "$title: String!, $content: String!",
    "createBulletinPost",
    "title: $title, content: $content",
    "{ __typename ... on MutationCreateBulletinPostSuccess { data { id } } }",
  ),
  variables: { title: "Jornada de puertas abiertas", content: "<p>Os esperamos.</p>" },
});
const pendingComment = async () => {
  const author = await givenTeacher(database.db, [await givenProgram(database.db)]);
  const activity = await givenActivity(database.db);
  return givenContribution(database.db, { authorId: author.id, activityId: activity.id });
};

/** One successful call of every audited mutation, keyed by its field; setup (which may write entries) runs first. */
const EXAMPLES: Record<string, () => Promise<Call>> = {
  // The people and their roles (admins).
  setStaffRoles: async () => ({
    who: "admin",
    query: mutation("$id: ID!", "setStaffRoles", "id: $id, roles: [MODERATOR]"),
    variables: { id: (await givenUser(database.db)).id },
  }),
  setAccountActive: async () => ({
    who: "admin",
    query: mutation("$id: ID!", "setAccountActive", "id: $id, active: false"),
    variables: { id: (await givenUser(database.db)).id },
  }),
  // News and events (event managers).
  saveNews: async () => ({
    who: "eventManager",
    query: mutation("$input: NewsInput!, $image: File", "saveNews", "input: $input, image: $image"),
    variables: { input: { slug: `noticia-${unique()}`, titleEs: "Robots en clase", titleEn: "Robots in class", ...publicationTexts } },
    files: { image: await png() },
  }),
  saveEvent: async () => ({
    who: "eventManager",
    query: mutation("$input: EventInput!, $image: File", "saveEvent", "input: $input, image: $image"),
    variables: {
      input: {
        slug: `evento-${unique()}`,
        type: "courseWorkshop",
        titleEs: "Taller",
        titleEn: "Workshop",
        placeEs: "Biblioteca",
        placeEn: "Library",
        startsAt: "2027-03-20T10:00:00+01:00",
        endsAt: "2027-03-20T13:00:00+01:00",
        url: "https://example.org/inscripcion",
        ...publicationTexts,
      },
    },
    files: { image: await png() },
  }),
  // The foundation's staff: content editors.
  saveTopic: async () => ({
    who: "staff",
    query: mutation("$input: TopicInput!, $image: File", "saveTopic", "input: $input, image: $image"),
    variables: { input: topicInput(`tema-${unique()}`) },
    files: { image: await png() },
  }),
  saveProgram: async () => ({
    who: "staff",
    query: mutation("$id: ID!, $input: ProgramInput!, $image: File", "saveProgram", "id: $id, input: $input, image: $image"),
    variables: {
      id: String((await givenProgram(database.db, { public: false, slug: null })).id),
      input: {
        slug: `programa-${unique()}`,
        nameEs: "Robótica e IA",
        nameEn: "Robotics and AI",
        summaryEs: "Un resumen",
        summaryEn: "A summary",
        bodyEs: "Un párrafo.",
        bodyEn: "A paragraph.",
        position: 3,
        public: false,
      },
    },
    files: { image: await png() },
  }),
  saveActivity: async () => ({
    who: "staff",
    query: mutation("$input: ActivityInput!, $image: File", "saveActivity", "input: $input, image: $image"),
    variables: {
      input: {
        slug: `robots-${unique()}`,
        titleEs: "Robots de cartón",
        titleEn: "Cardboard robots",
        summaryEs: "Un resumen",
        summaryEn: "A summary",
        descriptionEs: "Un párrafo.",
        descriptionEn: "A paragraph.",
        materialsEs: ["Cartón"],
        materialsEn: ["Cardboard"],
        stepsEs: ["Corta"],
        stepsEn: ["Cut"],
        tipsEs: "",
        tipsEn: "",
        audience: "family",
        ageSegments: ["sixToEight"],
        difficulty: "low",
        minutes: 45,
        category: "threeD",
        competences: ["contentCreation"],
        withKit: false,
        withMaterials: true,
        withPc: false,
        withTablet: false,
        access: "open",
        state: "draft",
        scheduledAt: null,
      },
    },
    files: { image: await png() },
  }),
  saveCourse: async () => ({
    who: "staff",
    query: mutation("$input: CourseInput!, $image: File", "saveCourse", "input: $input, image: $image"),
    variables: {
      input: {
        slug: `curso-${unique()}`,
        titleEs: "Robótica en el aula",
        titleEn: "Robotics in the classroom",
        summaryEs: "Un resumen",
        summaryEn: "A summary",
        hours: 6,
        published: false,
      },
    },
    files: { image: await png() },
  }),
  saveCourseUnit: async () => ({
    who: "staff",
    query: mutation("$courseId: ID!, $input: CourseUnitInput!", "saveCourseUnit", "courseId: $courseId, input: $input"),
    variables: {
      courseId: String((await givenCourse(database.db, { slug: `curso-${unique()}` })).id),
      input: { titleEs: "Unidad", titleEn: "", minutes: 20 },
    },
  }),
  deleteCourseUnit: async () => {
    const course = await givenCourse(database.db, { slug: `curso-${unique()}` }, [[], []]);
    return { who: "staff", query: mutation("$id: ID!", "deleteCourseUnit", "id: $id"), variables: { id: String(course.units[1]!.id) } };
  },
  moveCourseUnit: async () => {
    const course = await givenCourse(database.db, { slug: `curso-${unique()}` }, [[], []]);
    return {
      who: "staff",
      query: mutation("$id: ID!", "moveCourseUnit", "id: $id, direction: up"),
      variables: { id: String(course.units[1]!.id) },
    };
  },
  saveCourseBlock: async () => {
    const course = await givenCourse(database.db, { slug: `curso-${unique()}` }, [[]]);
    return {
      who: "staff",
      query: mutation("$unitId: ID!, $input: CourseBlockInput!", "saveCourseBlock", "unitId: $unitId, input: $input"),
      variables: { unitId: String(course.units[0]!.id), input: textBlock },
    };
  },
  deleteCourseBlock: async () => {
    const course = await givenCourse(database.db, { slug: `curso-${unique()}` }, [["text", "text"]]);
    return {
      who: "staff",
      query: mutation("$id: ID!", "deleteCourseBlock", "id: $id"),
      variables: { id: String(course.units[0]!.blocks[1]!.id) },
    };
  },
  moveCourseBlock: async () => {
    const course = await givenCourse(database.db, { slug: `curso-${unique()}` }, [["text", "text"]]);
    return {
      who: "staff",
      query: mutation("$id: ID!", "moveCourseBlock", "id: $id, direction: up"),
      variables: { id: String(course.units[0]!.blocks[1]!.id) },
    };
  },
  saveItinerary: async () => ({
    who: "staff",
    query: mutation("$input: ItineraryInput!, $image: File", "saveItinerary", "input: $input, image: $image"),
    variables: { input: itineraryInput((await givenProgram(database.db)).id) },
    files: { image: await png() },
  }),
  saveItineraryActivity: async () => ({
    who: "staff",
    query: mutation(
      "$itineraryId: ID!, $input: ItineraryActivityInput!, $image: File",
      "saveItineraryActivity",
      "itineraryId: $itineraryId, input: $input, image: $image",
    ),
    variables: {
      itineraryId: String((await givenItinerary(database.db, await givenProgram(database.db))).id),
      input: itineraryActivityInput(),
    },
    files: { image: await png() },
  }),
  changeItineraryActivities: async () => {
    const itinerary = await givenItinerary(database.db, await givenProgram(database.db), {}, ["uno", "dos"]);
    const [second] = await database.db
      .select()
      .from(itineraryActivities)
      .where(and(eq(itineraryActivities.itineraryId, itinerary.id), eq(itineraryActivities.slug, "dos")));
    return {
      who: "staff",
      query: mutation(
        "$itineraryId: ID!, $activityId: ID!",
        "changeItineraryActivities",
        "itineraryId: $itineraryId, activityId: $activityId, change: up",
      ),
      variables: { itineraryId: String(itinerary.id), activityId: String(second!.id) },
    };
  },
  saveFormation: async () => ({
    who: "staff",
    query: mutation("$input: FormationInput!", "saveFormation", "input: $input"),
    variables: {
      input: {
        accessCode: "",
        titleEs: "Robótica en el aula",
        titleEn: "Robotics in the classroom",
        introEs: "Una formación.",
        introEn: "A formation.",
        published: false,
      },
    },
  }),
  saveDownload,
  deleteDownload: async () => {
    const saved = await given(await saveDownload(), "saveDownload");
    return { who: "staff", query: mutation("$id: ID!", "deleteDownload", "id: $id"), variables: { id: saved.id } };
  },
  saveFaqGroup: async () => faqGroup(),
  saveFaqItem: async () => ({
    who: "staff",
    query: mutation("$input: FaqItemInput!", "saveFaqItem", "input: $input"),
    variables: {
      input: {
        groupId: await given(faqGroup(), "saveFaqGroup"),
        slug: `pregunta-${unique()}`,
        question: "¿Nueva?",
        answer: "Sí.",
        published: false,
      },
    },
  }),
  deleteFaq: async () => ({
    who: "staff",
    query: mutation("$id: ID!", "deleteFaq", "kind: group, id: $id"),
    variables: { id: await given(faqGroup(), "saveFaqGroup") },
  }),
  moveFaq: async () => {
    await given(faqGroup(), "saveFaqGroup");
    return {
      who: "staff",
      query: mutation("$id: ID!", "moveFaq", "kind: group, id: $id, direction: up"),
      variables: { id: await given(faqGroup(), "saveFaqGroup") },
    };
  },
  saveDossierSection: async () => {
    const [row] = await database.db.select({ id: dossierSections.id }).from(dossierSections).limit(1);
    const { body } = await api().request(
      "query ($id: ID!) { editableDossierSection(id: $id) { headingEs headingEn published texts { path es en } } }",
      { id: String(row!.id) },
      { token: users.staff.token },
    );
    const section = body.data!.editableDossierSection;
    return {
      who: "staff",
      query: mutation("$id: ID!, $input: DossierSectionInput!", "saveDossierSection", "id: $id, input: $input"),
      variables: { id: String(row!.id), input: { ...section, headingEs: `${section.headingEs} (${unique()})` } },
    };
  },
  saveReferenceCentre: async () => {
    const [centre] = await database.db.select({ id: centers.id }).from(centers).where(isNull(centers.referenceSince)).limit(1);
    return {
      who: "staff",
      query: mutation("$id: ID!, $input: ReferenceCentreInput!", "saveReferenceCentre", "id: $id, input: $input"),
      variables: { id: String(centre!.id), input: { referenceSince: "2025-26", latitude: 40.4, longitude: -3.7 } },
    };
  },
  saveChallengeEdition: async () => {
    const { body } = await api().request(
      "{ challengeEditionsForEditors { id kind edition opensAt preRegistrationDeadline videoMaxSeconds finalists audience } }",
      {},
      { token: users.staff.token },
    );
    const edition = body.data!.challengeEditionsForEditors.find(
      (e: { kind: string; edition: string }) => e.kind === "europe" && e.edition === "2025-26",
    );
    const { id, kind: _kind, edition: _edition, ...rest } = edition;
    return {
      who: "staff",
      query: mutation("$id: ID!, $input: ChallengeEditionInput!", "saveChallengeEdition", "id: $id, input: $input"),
      variables: { id, input: { ...rest, deadline: "2027-01-22", prizeEuros: 2000 + serial++ } },
    };
  },
  issueFollowUpReport: async () => ({
    who: "staff",
    query: mutation("$email: String!", "issueFollowUpReport", "email: $email"),
    variables: { email: (await givenTeacher(database.db, [await givenProgram(database.db)])).email },
  }),
  createBulletinPost: async () => bulletinPost(),
  publishBulletinPost: async () => ({
    who: "staff",
    query: mutation("$id: ID!", "publishBulletinPost", "id: $id"),
    variables: { id: (await given(bulletinPost(), "createBulletinPost")).id },
  }),
  // Moderators.
  publishContribution: async () => ({
    who: "moderator",
    query: mutation("$id: ID!", "publishContribution", "id: $id"),
    variables: { id: (await pendingComment()).id },
  }),
  rejectContribution: async () => ({
    who: "moderator",
    query: mutation("$id: ID!, $reason: String", "rejectContribution", "id: $id, reason: $reason"),
    variables: { id: (await pendingComment()).id, reason: "Incluye el nombre completo de un alumno" },
  }),
  // Licence generators.
  generateLicenceBatch: async () => ({
    who: "licenceGenerator",
    query: mutation("$input: GenerateLicenceBatchInput!", "generateLicenceBatch", "input: $input"),
    variables: {
      input: {
        organizationId: String((await givenOrganization(database.db)).id),
        packageId: String((await givenLicencePackage(database.db, ["PRIMARIA"])).id),
        quantity: 2,
      },
    },
  }),
  revokeLicenceCode: async () => ({
    who: "licenceGenerator",
    query: mutation("$code: String!", "revokeLicenceCode", "code: $code"),
    variables: { code: (await givenFreeCode(database.db)).code },
  }),
};

/** Root mutations whose authScopes name a staff, moderator, licence generator, event manager or admin scope. */
function scopedMutations(): string[] {
  const fields = Object.values(schema.getMutationType()?.getFields() ?? {});
  return fields
    .filter((field) => {
      const scopes = (field.extensions?.pothosOptions as { authScopes?: unknown } | undefined)?.authScopes;
      // A scope given as a function could not be read here: such a field must be classified by hand, so it fails.
      if (typeof scopes === "function") return true;
      return Object.keys((scopes as Record<string, unknown> | undefined) ?? {}).some((scope) => AUDITED_SCOPES.includes(scope));
    })
    .map((field) => field.name)
    .sort();
}

test("every mutation under a staff, moderator, licence generator, event manager or admin scope has an example below", () => {
  const scoped = scopedMutations();
  expect(scoped.length).toBeGreaterThan(30);
  expect(Object.keys(EXAMPLES).sort()).toEqual(scoped);
});

describe.each(Object.keys(EXAMPLES).sort())("%s", (field) => {
  test("performed successfully, it writes an audit entry in its caller's name", async () => {
    const call = await EXAMPLES[field]!();
    const [{ last } = { last: 0 }] = await database.db.select({ last: sql<number>`coalesce(max(${auditLog.id}), 0)::int` }).from(auditLog);
    const body = await send(call);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    expect(body.data?.[field], JSON.stringify(body.data)).toMatchObject({ __typename: expect.stringMatching(/Success$/) });
    const entries = await database.db.select().from(auditLog).where(sql`${auditLog.id} > ${last}`);
    expect(entries.length, `${field} wrote no audit entry`).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.actorId === users[call.who].id && entry.actorEmail === users[call.who].email)).toBe(true);
  });
});
