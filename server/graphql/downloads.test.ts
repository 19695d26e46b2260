import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, stat, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DOWNLOAD_PAGES } from "../../common/formation.ts";
import type { Database } from "../db/client.ts";
import { downloads, licenceAssignments, programs, userPrograms } from "../db/schema/index.ts";
import { downloadsDir, seedDownloads } from "../db/seed/downloads.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";

/** The formation downloads: generated files recorded with their real size and type, listed for licensed teachers. */
let database: Database;
let api: ReturnType<typeof testApi>;
let dataDir: string;

beforeAll(async () => {
  database = await testDatabase();
  api = testApi(database);
  dataDir = await mkdtemp(path.join(tmpdir(), "downloads-test-"));
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function givenTeacher() {
  const user = await givenUser(database.db, { roles: ["USER_LICENSED"] });
  const [program] = await database.db
    .insert(programs)
    .values({ code: `P-${randomBytes(4).toString("hex")}`, nameEs: "Robótica", nameEn: "Robotics" })
    .returning();
  await database.db.insert(userPrograms).values({ userId: user.id, programId: program!.id });
  await database.db.insert(licenceAssignments).values({ userId: user.id, entity: "CEIP Prueba" });
  return user;
}

const LIST = `query ($page: DownloadPage!) { downloads(page: $page) { id page fileName title description mimeType size } }`;
const ONE = `query ($name: String!) { download(fileName: $name) { fileName mimeType size } }`;

describe("seedDownloads", () => {
  test("writes real files under <dataDir>/downloads and records their size and type, at least three per page", async () => {
    expect(await seedDownloads(database.db, dataDir)).toBe(true);
    const rows = await database.db.select().from(downloads);
    for (const page of DOWNLOAD_PAGES) expect(rows.filter((r) => r.page === page).length, page).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((r) => r.mimeType.split(";")[0]))).toEqual(new Set(["application/pdf", "text/csv", "image/svg+xml"]));
    for (const row of rows) {
      const file = path.join(downloadsDir(dataDir), row.fileName);
      expect((await stat(file)).size, row.fileName).toBe(row.size);
      expect(row.fileName).toMatch(/^[a-z0-9-]+\.(pdf|csv|svg)$/);
      expect(row.titleEs && row.titleEn && row.descriptionEs && row.descriptionEn).toBeTruthy();
    }
  });

  test("the files are what their type says: PDFs open with pages, CSVs have a header row, SVGs are SVG", async () => {
    const rows = await database.db.select().from(downloads);
    for (const row of rows) {
      const bytes = await readFile(path.join(downloadsDir(dataDir), row.fileName));
      if (row.mimeType === "application/pdf") {
        const pdf = await PDFDocument.load(bytes);
        expect(pdf.getPageCount(), row.fileName).toBeGreaterThanOrEqual(2);
        expect(pdf.getTitle()).toBe(row.titleEs);
      } else if (row.mimeType.startsWith("text/csv")) {
        const lines = bytes
          .toString("utf8")
          .replace(/^\uFEFF/, "")
          .split("\r\n");
        expect(lines[0]!.split(";").length, row.fileName).toBeGreaterThanOrEqual(5);
        expect(lines.length).toBeGreaterThan(3);
      } else {
        const text = bytes.toString("utf8");
        expect(text).toContain("<svg");
        expect(text).toContain("<title");
      }
    }
  });

  test("is idempotent: a second run writes nothing and records nothing twice", async () => {
    const before = await database.db.select().from(downloads);
    expect(await seedDownloads(database.db, dataDir)).toBe(false);
    expect(await database.db.select().from(downloads)).toEqual(before);
  });

  test("makes again a recorded file missing on disk (a new DATA_DIR with an old database) or of the wrong size", async () => {
    const [first, second] = await database.db.select().from(downloads).limit(2);
    const dir = downloadsDir(dataDir);
    await unlink(path.join(dir, first!.fileName));
    await writeFile(path.join(dir, second!.fileName), "broken");
    expect(await seedDownloads(database.db, dataDir)).toBe(true);
    expect((await stat(path.join(dir, first!.fileName))).size).toBe(first!.size);
    expect((await stat(path.join(dir, second!.fileName))).size).toBe(second!.size);

    const otherDir = await mkdtemp(path.join(tmpdir(), "downloads-new-"));
    try {
      expect(await seedDownloads(database.db, otherDir)).toBe(true);
      const rows = await database.db.select().from(downloads);
      for (const row of rows) expect((await stat(path.join(downloadsDir(otherDir), row.fileName))).size).toBe(row.size);
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
  });
});

describe("downloads query", () => {
  test("a licensed teacher gets one page's files in order, in their language", async () => {
    const teacher = await givenTeacher();
    const es = await api.request(LIST, { page: "aiRobotics" }, { token: teacher.token });
    const files = es.body.data?.downloads as { page: string; fileName: string; title: string; size: number }[];
    expect(files.length).toBeGreaterThanOrEqual(3);
    expect(files.every((f) => f.page === "aiRobotics")).toBe(true);
    expect(files[0]).toMatchObject({ fileName: "guia-kit-robotica.pdf", title: "Guía del kit de robótica" });
    const en = await api.request(LIST, { page: "aiRobotics" }, { token: teacher.token, headers: { "x-language": "en" } });
    expect(en.body.data?.downloads[0]).toMatchObject({ fileName: "guia-kit-robotica.pdf", title: "Robotics kit guide" });
  });

  test("one file by name; an unknown or path-like name is null", async () => {
    const teacher = await givenTeacher();
    const found = await api.request(ONE, { name: "guia-kit-robotica.pdf" }, { token: teacher.token });
    expect(found.body.data?.download).toMatchObject({ fileName: "guia-kit-robotica.pdf", mimeType: "application/pdf" });
    for (const name of ["no-existe.pdf", "../downloads/guia-kit-robotica.pdf", "../../etc/passwd", "", "x".repeat(300)]) {
      expect((await api.request(ONE, { name }, { token: teacher.token })).body.data?.download, name).toBeNull();
    }
  });

  test("visitors, registered users and staff without a licence are refused", async () => {
    const registered = await givenUser(database.db);
    const developer = await givenUser(database.db, { roles: ["DEVELOPER"] });
    const generator = await givenUser(database.db, { roles: ["LICENSE_GEN"] });
    for (const token of [undefined, registered.token, developer.token, generator.token]) {
      for (const [query, variables] of [
        [LIST, { page: "vr" }],
        [ONE, { name: "guia-kit-robotica.pdf" }],
      ] as const) {
        const { body } = await api.request(query, variables, { token });
        expect(body.errors?.[0]?.message).toMatch(/not authorized/i);
        expect(Object.values(body.data ?? {}).filter((value) => value !== null)).toEqual([]);
      }
    }
  });
});
