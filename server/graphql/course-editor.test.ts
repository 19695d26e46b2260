import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { BlockType } from "../../common/courses.ts";
import type { Database } from "../db/client.ts";
import { auditLog, courseBlocks, courses, courseUnits, formerSlugs } from "../db/schema/index.ts";
import { localStorage } from "../storage/local-storage.ts";
import type { Storage } from "../storage/storage.ts";
import { testApi } from "../test/api.ts";
import { givenCourse, SAMPLE_BLOCKS } from "../test/course-factories.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";

// The courses editor (issue 18): the foundation's staff write a course in both languages, its units in order and each
// unit's blocks (checked by the blocks' rules), change its address (the old one leads to the new), each change audited;
// bad input changes nothing.
let database: Database;
let storage: Storage;
let storageDir: string;
type User = Awaited<ReturnType<typeof givenUser>>;
let staff: User;

beforeAll(async () => {
  database = await testDatabase();
  storageDir = mkdtempSync(path.join(tmpdir(), "course-editor-"));
  storage = localStorage(storageDir);
  staff = await givenUser(database.db, { roles: ["DEVELOPER"] });
});
afterAll(async () => {
  await database.close();
  rmSync(storageDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.delete(formerSlugs);
  await database.db.delete(auditLog);
  await database.db.delete(courses);
});

const SAVE = `mutation ($id: ID, $input: CourseInput!, $image: File) { saveCourse(id: $id, input: $input, image: $image) {
  __typename ... on MutationSaveCourseSuccess { data { id slug image published hours titleEn } } ... on DomainError { code fields { field message } } } }`;
const MOVED = "query ($slug: String!) { movedSlug(kind: course, slug: $slug) }";
const COURSE = "query ($slug: String!) { course(slug: $slug) { title summary } }";
const ANSWER = `__typename ... on DomainError { code fields { field message } }`;

const input = (overrides: Record<string, unknown> = {}) => ({
  slug: "robotica-en-el-aula",
  titleEs: "Robótica en el aula",
  titleEn: "Robotics in the classroom",
  summaryEs: "Un resumen",
  summaryEn: "A summary",
  hours: 6,
  published: false,
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

/** saveCourse as the editor's form sends it: a multipart request when there is an image. */
async function save(user: User | null, variables: { id?: string; input: Record<string, unknown> }, image?: Blob) {
  const api = testApi(database, { storage });
  const form = new FormData();
  form.set("operations", JSON.stringify({ query: SAVE, variables: { id: variables.id ?? null, input: variables.input, image: null } }));
  form.set("map", JSON.stringify(image ? { 0: ["variables.image"] } : {}));
  if (image) form.set("0", image, "portada.png");
  const headers: Record<string, string> = { "x-graphql-yoga-csrf": "1", "x-client-ip": "203.0.113.9" };
  if (user) headers.authorization = `Bearer ${user.token}`;
  const response = await api.yoga.fetch("http://test/graphql", { method: "POST", headers, body: form });
  const body = (await response.json()) as { data?: { saveCourse: any } | null; errors?: { message: string }[] };
  return body.data?.saveCourse ?? body.errors;
}

/** Any of the editor's other mutations, as staff; the answer's root field. */
async function run(field: string, signature: string, args: string, variables: Record<string, unknown>, user: User = staff) {
  const res = await testApi(database).request(`mutation (${signature}) { ${field}(${args}) { ${ANSWER} } }`, variables, {
    token: user.token,
  });
  return (res.body.data?.[field] ?? res.body.errors) as any;
}
const addBlock = (unitId: number, block: Record<string, unknown>) =>
  run("saveCourseBlock", "$unitId: ID!, $input: CourseBlockInput!", "unitId: $unitId, input: $input", {
    unitId: String(unitId),
    input: block,
  });
const moveBlock = (id: number, direction: "up" | "down") =>
  run("moveCourseBlock", "$id: ID!, $direction: MoveDirection!", "id: $id, direction: $direction", { id: String(id), direction });
const blocksOf = async (unitId: number) =>
  (await database.db.select().from(courseBlocks).where(eq(courseBlocks.unitId, unitId)).orderBy(asc(courseBlocks.position))).map((b) => ({
    id: b.id,
    type: b.type,
    position: b.position,
  }));
const unitsOf = async (courseId: number) =>
  (await database.db.select().from(courseUnits).where(eq(courseUnits.courseId, courseId)).orderBy(asc(courseUnits.position))).map((u) => ({
    id: u.id,
    titleEs: u.titleEs,
    position: u.position,
  }));

/** A valid block of each type as the editor sends it: the factory's sample in Spanish, English the same. */
function sample(type: BlockType, overrides: { es?: Record<string, unknown>; solution?: unknown } = {}) {
  const { content, solution } = SAMPLE_BLOCKS[type] as { content: Record<string, unknown>; solution?: unknown };
  const fixed =
    type === "flashcard"
      ? {
          cards: [
            { front: "A", back: "B" },
            { front: "C", back: "D" },
          ],
        }
      : type === "infographic"
        ? {
            points: [
              { x: 10, y: 20, label: "A", text: "a" },
              { x: 50, y: 50, label: "B", text: "b" },
            ],
          }
        : {};
  const es = { ...content, ...fixed, ...overrides.es };
  const interactive = solution !== undefined;
  return {
    type,
    required: interactive,
    contentEs: es,
    contentEn: es,
    solution: interactive ? (overrides.solution ?? solution) : null,
    explanation: interactive ? { es: "Porque sí.", en: "Because." } : null,
  };
}

describe("the courses editor", () => {
  test("staff create a draft course with its image as WebP, unseen by teachers, audited; bad input changes nothing", async () => {
    const cases: [Record<string, unknown>, Blob | undefined, Record<string, string>][] = [
      [input({ titleEs: " ", slug: "Mal" }), await png(), { titleEs: "editing.errors.required", slug: "editing.errors.slug" }],
      [input({ hours: 0 }), await png(), { hours: "editing.course.errors.hours" }],
      [input(), undefined, { image: "editing.errors.imageRequired" }],
      [input(), new Blob(["<html>no</html>"], { type: "image/png" }), { image: "files.formatInvalid" }],
    ];
    for (const [values, image, fields] of cases) {
      const refused = await save(staff, { input: values }, image);
      expect(refused.code).toBe("VALIDATION");
      expect(Object.fromEntries(refused.fields.map((f: { field: string; message: string }) => [f.field, f.message]))).toEqual(fields);
    }
    expect(await database.db.select().from(courses)).toEqual([]);
    expect(await database.db.select().from(auditLog)).toEqual([]);

    const saved = await save(staff, { input: input() }, await png());
    expect(saved.__typename).toBe("MutationSaveCourseSuccess");
    expect(saved.data.image).toMatch(/^\/uploads\/courses\/[0-9a-f]{32}\.webp$/);
    const teacher = await givenUser(database.db, { roles: ["DEVELOPER"] });
    expect(
      (await testApi(database).request(COURSE, { slug: "robotica-en-el-aula" }, { token: teacher.token })).body.data?.course,
    ).toBeNull();
    const [entry] = await database.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: "courseCreate",
      entity: "course",
      entityId: saved.data.id,
      label: "Robótica en el aula",
      before: null,
    });
  });

  test("a changed address leads from the old one, audited before and after; English falls back to Spanish", async () => {
    const saved = await save(staff, { input: input({ published: true }) }, await png());
    const changed = await save(
      staff,
      { id: saved.data.id, input: input({ published: true, slug: "robotica", titleEn: "", summaryEn: "" }) },
      await png(),
    );
    // A new image replaces the old one.
    expect(changed.data.image).toMatch(/^\/uploads\/courses\/[0-9a-f]{32}\.webp$/);
    expect(changed.data.image).not.toBe(saved.data.image);
    // The same save again changes nothing and is not audited.
    await save(staff, { id: saved.data.id, input: input({ published: true, slug: "robotica", titleEn: "", summaryEn: "" }) });
    const api = testApi(database);
    expect((await api.request(MOVED, { slug: "robotica-en-el-aula" })).body.data?.movedSlug).toBe("robotica");
    const updates = await database.db.select().from(auditLog).where(eq(auditLog.action, "courseUpdate"));
    expect(updates).toHaveLength(1);
    expect(updates[0]?.before).toMatchObject({ slug: "robotica-en-el-aula", titleEn: "Robotics in the classroom" });
    expect(updates[0]?.after).toMatchObject({ slug: "robotica", titleEn: "", image: changed.data.image });
    const teacher = await givenUser(database.db, { roles: ["DEVELOPER"] });
    const en = await api.request(COURSE, { slug: "robotica" }, { token: teacher.token, headers: { "x-language": "en" } });
    expect(en.body.data?.course).toMatchObject({ title: "Robótica en el aula", summary: "Un resumen" });
  });

  test("units are added, renamed, reordered and removed, each audited as a change of the course", async () => {
    const course = await givenCourse(database.db, {}, []);
    const add = (titleEs: string) =>
      run("saveCourseUnit", "$courseId: ID!, $input: CourseUnitInput!", "courseId: $courseId, input: $input", {
        courseId: String(course.id),
        input: { titleEs, titleEn: "", minutes: 20 },
      });
    for (const title of ["Uno", "Dos", "Tres"]) expect((await add(title)).__typename).toBe("MutationSaveCourseUnitSuccess");
    expect((await add(" ")).fields).toEqual([{ field: "titleEs", message: "editing.errors.required" }]);
    const [one, two, three] = await unitsOf(course.id);
    await run("moveCourseUnit", "$id: ID!, $direction: MoveDirection!", "id: $id, direction: $direction", {
      id: String(three?.id),
      direction: "up",
    });
    expect((await unitsOf(course.id)).map((u) => u.titleEs)).toEqual(["Uno", "Tres", "Dos"]);
    await run("deleteCourseUnit", "$id: ID!", "id: $id", { id: String(one?.id) });
    expect(await unitsOf(course.id)).toEqual([
      { id: three?.id, titleEs: "Tres", position: 1 },
      { id: two?.id, titleEs: "Dos", position: 2 },
    ]);
    const renamed = await run(
      "saveCourseUnit",
      "$courseId: ID!, $id: ID, $input: CourseUnitInput!",
      "courseId: $courseId, id: $id, input: $input",
      {
        courseId: String(course.id),
        id: String(two?.id),
        input: { titleEs: "Dos bis", titleEn: "Two", minutes: 25 },
      },
    );
    expect(renamed.__typename).toBe("MutationSaveCourseUnitSuccess");
    // Moving the first one up changes nothing and is not audited.
    await run("moveCourseUnit", "$id: ID!, $direction: MoveDirection!", "id: $id, direction: $direction", {
      id: String(three?.id),
      direction: "up",
    });
    const entries = await database.db.select().from(auditLog);
    expect(entries).toHaveLength(6);
    expect(entries.every((e) => e.action === "courseUpdate" && e.entityId === String(course.id))).toBe(true);
  });

  test("a block of each of the twelve types is added at the end; blocks move up and down and are deleted", async () => {
    const course = await givenCourse(database.db, {}, [[]]);
    const unitId = course.units[0]?.id as number;
    for (const type of Object.keys(SAMPLE_BLOCKS) as BlockType[]) {
      const added = await addBlock(unitId, sample(type));
      expect(added.__typename, `${type}: ${JSON.stringify(added.fields)}`).toBe("MutationSaveCourseBlockSuccess");
    }
    const blocks = await blocksOf(unitId);
    expect(blocks.map((b) => b.type)).toEqual(Object.keys(SAMPLE_BLOCKS));
    const [first, second, third] = blocks;
    await moveBlock(second?.id as number, "up");
    await moveBlock(third?.id as number, "up");
    // The first block cannot go further up: nothing changes.
    await moveBlock(second?.id as number, "up");
    expect((await blocksOf(unitId)).slice(0, 3).map((b) => b.id)).toEqual([second?.id, third?.id, first?.id]);
    await run("deleteCourseBlock", "$id: ID!", "id: $id", { id: String(third?.id) });
    const left = await blocksOf(unitId);
    expect(left).toHaveLength(11);
    expect(left.map((b) => b.id).slice(0, 2)).toEqual([second?.id, first?.id]);
    expect(new Set(left.map((b) => b.position)).size).toBe(11);
    // An edit keeps the block's place; its type cannot change.
    const edited = await run(
      "saveCourseBlock",
      "$unitId: ID!, $id: ID, $input: CourseBlockInput!",
      "unitId: $unitId, id: $id, input: $input",
      {
        unitId: String(unitId),
        id: String(first?.id),
        input: sample("cover", { es: { title: "Otra portada" } }),
      },
    );
    expect(edited.__typename).toBe("MutationSaveCourseBlockSuccess");
    const [stored] = await database.db
      .select()
      .from(courseBlocks)
      .where(eq(courseBlocks.id, first?.id as number));
    expect(stored?.contentEs).toMatchObject({ title: "Otra portada" });
    const retyped = await run(
      "saveCourseBlock",
      "$unitId: ID!, $id: ID, $input: CourseBlockInput!",
      "unitId: $unitId, id: $id, input: $input",
      {
        unitId: String(unitId),
        id: String(first?.id),
        input: sample("text"),
      },
    );
    expect(retyped.code).toBe("VALIDATION");
    const log = await database.db.select().from(auditLog);
    expect(log.every((e) => e.action === "courseUpdate")).toBe(true);
    expect(log).toHaveLength(12 + 2 + 1 + 1);
  });

  test("each type's rules refuse a bad block with the product's message at the field, and nothing is stored", async () => {
    const course = await givenCourse(database.db, {}, [[]]);
    const unitId = course.units[0]?.id as number;
    const cases: [ReturnType<typeof sample>, Record<string, string>][] = [
      [sample("cover", { es: { image: "https://example.org/x.png" } }), { "es.image": "editing.course.errors.imagePath" }],
      [sample("text", { es: { paragraphs: [] } }), { "es.paragraphs": "editing.course.errors.count" }],
      [sample("video", { es: { videoId: "nope" } }), { "es.videoId": "editing.course.errors.videoId" }],
      [sample("video", { es: { minutes: 90 } }), { "es.minutes": "editing.course.errors.videoMinutes" }],
      [
        sample("dropdown", {
          es: {
            items: [
              { title: "Uno", text: "" },
              { title: "Dos", text: "b" },
            ],
          },
        }),
        { "es.items.0.text": "editing.errors.required" },
      ],
      [sample("steps", { es: { steps: [{ title: "Uno", text: "a" }] } }), { "es.steps": "editing.course.errors.count" }],
      [
        sample("flashcard", {
          es: {
            cards: [
              { front: "", back: "b" },
              { front: "c", back: "d" },
            ],
          },
        }),
        { "es.cards.0.front": "editing.errors.required" },
      ],
      [
        sample("infographic", {
          es: {
            points: [
              { x: 1, y: 50, label: "A", text: "a" },
              { x: 50, y: 50, label: "B", text: "b" },
            ],
          },
        }),
        { "es.points.0.x": "editing.course.errors.pointPosition" },
      ],
      [sample("tabs", { es: { tabs: [{ label: "A", text: "a" }] } }), { "es.tabs": "editing.course.errors.count" }],
      [sample("dragable", { solution: { placement: [0, 0, 0] } }), { solution: "editing.course.errors.targetEmpty" }],
      [sample("test", { es: { options: ["3", "3"] }, solution: { correct: 0 } }), { "es.options": "editing.course.errors.repeated" }],
      [sample("test", { solution: { correct: 7 } }), { solution: "editing.course.errors.solution" }],
      [sample("selection", { solution: { correct: [] } }), { solution: "editing.course.errors.solution" }],
      [sample("connect", { solution: { pairs: [0, 1, 2] } }), { solution: "editing.course.errors.connectOrder" }],
    ];
    for (const [block, fields] of cases) {
      const refused = await addBlock(unitId, { ...block, contentEn: block.contentEs });
      expect(refused.code, block.type).toBe("VALIDATION");
      const got = Object.fromEntries(refused.fields.map((f: { field: string; message: string }) => [f.field, f.message]));
      expect(got, block.type).toMatchObject(fields);
    }
    // An interactive block needs its explanation in both languages.
    const noExplanation = await addBlock(unitId, { ...sample("test"), explanation: { es: "Porque", en: "" } });
    expect(noExplanation.fields).toEqual([{ field: "explanation.en", message: "editing.errors.required" }]);
    expect((await addBlock(unitId, { ...sample("text"), type: "poster" })).fields).toEqual([
      { field: "type", message: "errors.validation" },
    ]);
    expect((await addBlock(999_999, sample("text"))).code).toBe("NOT_FOUND");
    expect(await blocksOf(unitId)).toEqual([]);
    expect(await database.db.select().from(auditLog)).toEqual([]);
  });

  test("only the foundation's staff (the developer flag) may edit courses", async () => {
    const course = await givenCourse(database.db, {}, [["text", "test"]]);
    for (const roles of [[], ["MODERATOR"], ["EVENT_MANAGER"]] as const) {
      const user = await givenUser(database.db, { roles: [...roles] });
      expect(Array.isArray(await save(user, { input: input() }, await png())), roles.join()).toBe(true);
      const moved = await run(
        "moveCourseBlock",
        "$id: ID!, $direction: MoveDirection!",
        "id: $id, direction: $direction",
        { id: String(course.units[0]?.blocks[1]?.id), direction: "up" },
        user,
      );
      expect(Array.isArray(moved), roles.join()).toBe(true);
      const refused = await run("deleteCourseBlock", "$id: ID!", "id: $id", { id: String(course.units[0]?.blocks[0]?.id) }, user);
      expect(Array.isArray(refused), roles.join()).toBe(true);
    }
    expect(Array.isArray(await save(null, { input: input() }, await png()))).toBe(true);
    expect((await blocksOf(course.units[0]?.id as number)).map((b) => b.type)).toEqual(["text", "test"]);
    for (const roles of [["DEVELOPER"], ["ADMIN"], ["LICENSE_GEN"]] as const) {
      const user = await givenUser(database.db, { roles: [...roles] });
      expect((await save(user, { input: input({ slug: `curso-${roles[0]?.length}` }) }, await png())).__typename).toBe(
        "MutationSaveCourseSuccess",
      );
    }
  });
});
