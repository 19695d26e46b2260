import { mkdtempSync, rmSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { Database } from "../db/client.ts";
import { auditLog, downloads, formations } from "../db/schema/index.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";
import { givenProgram, givenTeacher } from "../test/itinerary-factories.ts";

// The downloads pages' editor (issue 18): the foundation's staff add a file (a PDF, CSV or SVG judged by its bytes, at
// most 10 MB) where the file route reads it, under a name made from the uploaded one with the format's extension;
// change its texts, page and place (its name never changes); remove it with its file. Each change audited; bad input
// writes nothing.
let database: Database;
let dir: string;
type User = Awaited<ReturnType<typeof givenUser>>;
let staff: User;
let teacher: User;

beforeAll(async () => {
  database = await testDatabase();
  dir = mkdtempSync(path.join(tmpdir(), "download-editor-"));
  staff = await givenUser(database.db, { roles: ["DEVELOPER"] });
  teacher = await givenTeacher(database.db, [await givenProgram(database.db)]);
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.delete(auditLog);
  await database.db.delete(downloads);
  rmSync(dir, { recursive: true, force: true });
});

const SAVE = `mutation ($id: ID, $input: DownloadInput!, $file: File) { saveDownload(id: $id, input: $input, file: $file) {
  __typename ... on MutationSaveDownloadSuccess { data { id page fileName mimeType size position titleEn } }
  ... on DomainError { code fields { field message } } } }`;
const DELETE = `mutation ($id: ID!) { deleteDownload(id: $id) { __typename ... on DomainError { code } } }`;
const LIST = `query ($page: DownloadPage!) { downloads(page: $page) { fileName title description } }`;

const input = (overrides: Record<string, unknown> = {}) => ({
  page: "vr",
  titleEs: "Guía de seguridad",
  titleEn: "Safety guide",
  descriptionEs: "Normas para usar las gafas.",
  descriptionEn: "Rules for using the headsets.",
  position: 3,
  ...overrides,
});
const pdf = async () => {
  const doc = await PDFDocument.create();
  doc.addPage();
  return new Blob([new Uint8Array(await doc.save())], { type: "application/pdf" });
};
const text = (content: string, type = "text/plain") => new Blob([content], { type });

/** saveDownload as the editor's form sends it: a multipart request when there is a file. */
async function save(user: User | null, variables: { id?: string; input: Record<string, unknown> }, file?: { blob: Blob; name: string }) {
  const api = testApi(database, { downloadsDir: dir });
  const form = new FormData();
  form.set("operations", JSON.stringify({ query: SAVE, variables: { id: variables.id ?? null, input: variables.input, file: null } }));
  form.set("map", JSON.stringify(file ? { 0: ["variables.file"] } : {}));
  if (file) form.set("0", file.blob, file.name);
  const headers: Record<string, string> = { "x-graphql-yoga-csrf": "1", "x-client-ip": "203.0.113.9" };
  if (user) headers.authorization = `Bearer ${user.token}`;
  const response = await api.yoga.fetch("http://test/graphql", { method: "POST", headers, body: form });
  const body = (await response.json()) as { data?: { saveDownload: any } | null; errors?: { message: string }[] };
  return body.data?.saveDownload ?? body.errors;
}
const remove = async (user: User, id: string) =>
  (await testApi(database, { downloadsDir: dir }).request(DELETE, { id }, { token: user.token })).body.data?.deleteDownload;
const listed = async (page: string, lang: "es" | "en" = "es") =>
  (await testApi(database).request(LIST, { page }, { token: teacher.token, headers: { "x-language": lang } })).body.data!.downloads;
const files = async () => {
  try {
    return (await readdir(dir)).sort();
  } catch {
    return [];
  }
};

describe("the downloads' editor", () => {
  test("staff add files named after the upload with the extension of what their bytes are; teachers see them; audited", async () => {
    const bytes = await pdf();
    const saved = await save(staff, { input: input() }, { blob: bytes, name: "Guía de Seguridad VR.PDF" });
    expect(saved.data).toMatchObject({
      fileName: "guia-de-seguridad-vr.pdf",
      mimeType: "application/pdf",
      size: bytes.size,
      page: "vr",
      position: 3,
    });
    expect(new Uint8Array(await readFile(path.join(dir, "guia-de-seguridad-vr.pdf")))).toEqual(new Uint8Array(await bytes.arrayBuffer()));
    // A sheet sent under a PDF's name is a CSV; the same name again gets a number.
    const csv = await save(
      staff,
      { input: input({ position: 1 }) },
      { blob: text("nombre;horas\nAna;3\n", "application/pdf"), name: "registro.pdf" },
    );
    expect(csv.data).toMatchObject({ fileName: "registro.csv", mimeType: "text/csv; charset=utf-8" });
    const again = await save(staff, { input: input({ position: 2 }) }, { blob: await pdf(), name: "guia-de-seguridad-vr.pdf" });
    expect(again.data.fileName).toBe("guia-de-seguridad-vr-2.pdf");
    // A file on disk that no record names is never replaced.
    await writeFile(path.join(dir, "cartel.svg"), "de otro");
    const svg = await save(
      staff,
      { input: input({ page: "aiRobotics" }) },
      { blob: text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>'), name: "cartel" },
    );
    expect(svg.data).toMatchObject({ fileName: "cartel-2.svg", mimeType: "image/svg+xml" });
    expect(await readFile(path.join(dir, "cartel.svg"), "utf8")).toBe("de otro");
    expect(await files()).toEqual(["cartel-2.svg", "cartel.svg", "guia-de-seguridad-vr-2.pdf", "guia-de-seguridad-vr.pdf", "registro.csv"]);
    expect((await listed("vr")).map((d: { fileName: string }) => d.fileName)).toEqual([
      "registro.csv",
      "guia-de-seguridad-vr-2.pdf",
      "guia-de-seguridad-vr.pdf",
    ]);
    const created = await database.db.select().from(auditLog).where(eq(auditLog.action, "downloadCreate"));
    expect(created).toHaveLength(4);
    expect(created.find((e) => e.entityId === saved.data.id)).toMatchObject({
      actorId: staff.id,
      entity: "download",
      label: "Guía de seguridad",
      before: null,
    });
  });

  test("bad input is refused field by field and writes nothing", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode("%PDF-1.4\n"));
    const png = new Blob([
      new Uint8Array(
        await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0a0" } })
          .png()
          .toBuffer(),
      ),
    ]);
    const cases: [Record<string, unknown>, { blob: Blob; name: string } | undefined, Record<string, string>][] = [
      [input(), undefined, { file: "editing.downloads.errors.fileRequired" }],
      [
        input({ titleEs: " ", descriptionEs: "" }),
        { blob: await pdf(), name: "a.pdf" },
        { titleEs: "editing.errors.required", descriptionEs: "editing.errors.required" },
      ],
      [input({ position: -1 }), { blob: await pdf(), name: "a.pdf" }, { position: "editing.downloads.errors.position" }],
      [input(), { blob: text("<html><body>hola</body></html>"), name: "guia.pdf" }, { file: "editing.downloads.errors.fileFormat" }],
      [
        input(),
        { blob: text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), name: "a.svg" },
        { file: "editing.downloads.errors.fileFormat" },
      ],
      [
        input(),
        { blob: text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'), name: "a.svg" },
        { file: "editing.downloads.errors.fileFormat" },
      ],
      [input(), { blob: png, name: "foto.pdf" }, { file: "editing.downloads.errors.fileFormat" }],
      [input(), { blob: text("solo una línea sin columnas"), name: "a.csv" }, { file: "editing.downloads.errors.fileFormat" }],
      [input(), { blob: new Blob([big]), name: "grande.pdf" }, { file: "files.tooLarge" }],
    ];
    for (const [values, file, fields] of cases) {
      const refused = await save(staff, { input: values }, file);
      expect(refused.code, `${JSON.stringify(values).slice(0, 60)} ${file?.name}`).toBe("VALIDATION");
      expect(Object.fromEntries(refused.fields.map((f: { field: string; message: string }) => [f.field, f.message]))).toEqual(fields);
    }
    expect(await database.db.select().from(downloads)).toEqual([]);
    expect(await database.db.select().from(auditLog)).toEqual([]);
    expect(await files()).toEqual([]);
    expect((await save(staff, { id: "999999", input: input() })).code).toBe("NOT_FOUND");
  });

  test("texts, page and place change (audited, the name stays); an unchanged save is not audited; removal takes the file", async () => {
    const saved = await save(staff, { input: input() }, { blob: await pdf(), name: "guia.pdf" });
    const moved = await save(
      staff,
      { id: saved.data.id, input: input({ page: "pcItineraries", position: 0, titleEn: "" }) },
      { blob: text("a;b\n"), name: "otra.csv" },
    );
    expect(moved.data).toMatchObject({
      fileName: "guia.pdf",
      page: "pcItineraries",
      position: 0,
      titleEn: "",
      mimeType: "application/pdf",
    });
    await save(staff, { id: saved.data.id, input: input({ page: "pcItineraries", position: 0, titleEn: "" }) });
    const updates = await database.db.select().from(auditLog).where(eq(auditLog.action, "downloadUpdate"));
    expect(updates).toHaveLength(1);
    expect(updates[0]?.before).toMatchObject({ page: "vr", position: 3, titleEn: "Safety guide" });
    expect(updates[0]?.after).toMatchObject({ page: "pc-itineraries", position: 0, titleEn: "" });
    expect(await files()).toEqual(["guia.pdf"]);
    // English readers get the Spanish title where the English one is empty.
    expect(await listed("pcItineraries", "en")).toEqual([
      { fileName: "guia.pdf", title: "Guía de seguridad", description: "Rules for using the headsets." },
    ]);

    const [listing] = await database.db
      .insert(formations)
      .values({
        accessCode: "ABCDE-45678",
        titleEs: "F",
        titleEn: "",
        introEs: "I",
        introEn: "",
        downloadIds: [Number(saved.data.id), 999_999],
      })
      .returning();
    expect((await remove(staff, saved.data.id)).__typename).toBe("MutationDeleteDownloadSuccess");
    // The formations that listed it no longer do.
    expect((await database.db.select().from(formations).where(eq(formations.id, listing!.id)))[0]?.downloadIds).toEqual([999_999]);
    await database.db.delete(formations);
    expect(await files()).toEqual([]);
    expect(await listed("pcItineraries")).toEqual([]);
    const [deleted] = await database.db.select().from(auditLog).where(eq(auditLog.action, "downloadDelete"));
    expect(deleted).toMatchObject({ entity: "download", entityId: saved.data.id, label: "Guía de seguridad", after: null });
    expect(deleted?.before).toMatchObject({ fileName: "guia.pdf" });
    expect((await remove(staff, saved.data.id)).code).toBe("NOT_FOUND");
  });

  test("only the foundation's staff (the developer flag) may add or remove", async () => {
    for (const roles of [[], ["MODERATOR"], ["EVENT_MANAGER"], ["USER_LICENSED"]] as const) {
      const user = await givenUser(database.db, { roles: [...roles] });
      expect(Array.isArray(await save(user, { input: input() }, { blob: await pdf(), name: "a.pdf" })), roles.join()).toBe(true);
    }
    expect(Array.isArray(await save(null, { input: input() }, { blob: await pdf(), name: "a.pdf" }))).toBe(true);
    expect(await files()).toEqual([]);
    const admin = await givenUser(database.db, { roles: ["ADMIN"] });
    const saved = await save(admin, { input: input() }, { blob: await pdf(), name: "a.pdf" });
    expect(saved.__typename).toBe("MutationSaveDownloadSuccess");
    const moderator = await givenUser(database.db, { roles: ["MODERATOR"] });
    const refused = await testApi(database, { downloadsDir: dir }).request(DELETE, { id: saved.data.id }, { token: moderator.token });
    expect(refused.body.errors?.[0]?.message).toMatch(/not authorized/i);
    expect(await files()).toEqual(["a.pdf"]);
  });
});
