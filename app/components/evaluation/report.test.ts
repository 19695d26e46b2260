import { PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, test } from "vitest";
import { pdfText } from "../../../server/test/pdf-text.ts";
import { catalogues } from "../../i18n/catalogues.server.ts";
import type { ClassroomResultsNode, KeyResultsNode } from "./documents.ts";
import { buildClassroomReportPdf, classroomReportFileName } from "./report-pdf.server.ts";
import { classroomResultsCsv } from "./results-csv.ts";
import { compareStages } from "./results.ts";

const area = (name: KeyResultsNode["areas"][number]["area"], correct: number, incorrect: number, level: KeyResultsNode["level"]) => ({
  area: name,
  correct,
  incorrect,
  level,
});
const key = (stage: "initial" | "final", overrides: Partial<KeyResultsNode> = {}): KeyResultsNode => ({
  key: {
    id: stage === "initial" ? "1" : "2",
    stage,
    code: stage === "initial" ? "ABC234" : "XYZ789",
    lang: "es",
    open: stage === "final",
    openedAt: "2026-10-01T08:00:00.000Z",
    closedAt: null,
  },
  groups: 2,
  finishedGroups: 1,
  pupils: 5,
  correct: 19,
  incorrect: 16,
  level: "medium",
  areas: [
    area("communication", 7, 3, "high"),
    area("contentCreation", 0, 0, null),
    area("information", 4, 6, "medium"),
    area("problemSolving", 5, 0, "high"),
    area("security", 3, 7, "low"),
  ],
  ...overrides,
});
const results = (keys: KeyResultsNode[]): ClassroomResultsNode => ({
  classroom: {
    id: "7",
    name: '=5.º B, "los búhos"',
    age: "nineToTwelve",
    girls: 12,
    boys: 13,
    yearsInProgramme: 2,
    schoolYear: "2026-27",
    createdAt: "2026-09-20T08:00:00.000Z",
    evaluated: true,
    stages: ["initial", "final"],
    keys: keys.map((k) => k.key),
  },
  keys,
});
const final = key("final", {
  groups: 1,
  finishedGroups: 1,
  pupils: 1,
  correct: 9,
  incorrect: 1,
  level: "high",
  areas: [
    area("communication", 4, 0, "high"),
    area("contentCreation", 0, 0, null),
    area("information", 2, 1, "medium"),
    area("problemSolving", 1, 0, "high"),
    area("security", 2, 0, "high"),
  ],
});

describe("initial against final", () => {
  test("each area's shares and the change in points; none without answers", () => {
    expect(compareStages([key("initial"), final])).toEqual([
      { area: "communication", initial: 70, final: 100, change: 30 },
      { area: "contentCreation", initial: null, final: null, change: null },
      { area: "information", initial: 40, final: (100 * 2) / 3, change: 27 },
      { area: "problemSolving", initial: 100, final: 100, change: 0 },
      { area: "security", initial: 30, final: 100, change: 70 },
    ]);
    expect(compareStages([key("initial", { correct: 0, incorrect: 0, groups: 0 })])).toBeNull();
    expect(compareStages([])).toBeNull();
  });
});

describe("the results CSV", () => {
  test("a header, then per key its totals and one row per area, in the page's language; the name never a formula", () => {
    const csv = classroomResultsCsv(results([key("initial"), final]), catalogues.es.evaluation);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "Aula,Curso escolar,Evaluación,Clave,Idioma,Estado,Grupos,Grupos que han terminado,Alumnado,Área,Aciertos,Fallos,% de aciertos,Nivel",
    );
    const name = `"'=5.º B, ""los búhos"""`;
    expect(lines[1]).toBe(`${name},2026-27,Evaluación inicial,ABC234,Español,Cerrada,2,1,5,Total,19,16,54,Medio`);
    expect(lines[2]).toBe(`${name},2026-27,Evaluación inicial,ABC234,Español,Cerrada,2,1,5,Comunicación,7,3,70,Alto`);
    expect(lines[3]).toBe(`${name},2026-27,Evaluación inicial,ABC234,Español,Cerrada,2,1,5,Creación de contenidos,0,0,,Sin respuestas`);
    expect(lines[7]).toBe(`${name},2026-27,Evaluación final,XYZ789,Español,Abierta,1,1,1,Total,9,1,90,Alto`);
    expect(lines).toHaveLength(14);
    expect(lines.at(-1)).toBe("");
  });

  test("in English, and a classroom without keys is just the header", () => {
    const csv = classroomResultsCsv(results([]), catalogues.en.evaluation);
    expect(csv).toBe(
      "\uFEFFClassroom,School year,Evaluation,Key,Language,State,Groups,Groups that finished,Pupils,Area,Right,Wrong,% right,Level\r\n",
    );
  });
});

describe("the class report PDF", () => {
  test("parses, in Spanish, with the classroom, each key's results by area, the chart and its table", async () => {
    const bytes = await buildClassroomReportPdf(results([key("initial"), final]), "es", "https://codigopequeno.example");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Informe de clase · =5.º B, "los búhos"');
    expect(String(doc.catalog.get(PDFName.of("Lang")))).toContain("es-ES");
    const lines = (await pdfText(bytes)).flat();
    expect(lines).toEqual(
      expect.arrayContaining([
        '=5.º B, "los búhos"',
        "Evaluación de la competencia digital · curso 2026-27",
        "25 (12 niñas y 13 niños)",
        "Evaluación inicial",
        "ABC234 · Español",
        "Comunicación",
        "70 %",
        "Alto",
        "Sin respuestas",
        "Evaluación inicial frente a final",
        "+30 puntos",
        "Sin datos",
        "Página 1 de 2",
      ]),
    );
  });

  test("a key no group has used says so; the file is named for the classroom", async () => {
    const empty = key("initial", {
      groups: 0,
      finishedGroups: 0,
      pupils: 0,
      correct: 0,
      incorrect: 0,
      level: null,
      areas: key("initial").areas.map((a) => ({ ...a, correct: 0, incorrect: 0, level: null })),
    });
    const lines = (await pdfText(await buildClassroomReportPdf(results([empty]), "en", "https://x.example"))).flat();
    expect(lines).toEqual(expect.arrayContaining(["CLASS REPORT", "No group has played with this key yet."]));
    expect(lines).not.toContain("Initial against final evaluation");
    expect(classroomReportFileName("7", "es")).toBe("informe-aula-7.pdf");
    expect(classroomReportFileName('7"x', "en")).toBe("classroom-report-7.pdf");
  });
});
