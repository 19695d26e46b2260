import { expect, test } from "vitest";
import type { TeacherChallengeEntryNode } from "./documents.ts";
import { teacherChallengeCsv } from "./teacher-challenge-csv.ts";

const entry: TeacherChallengeEntryNode = {
  id: "7",
  name: "Marta",
  lastName: "Ruiz",
  role: "Directora",
  email: "marta@example.org",
  candidacyName: 'Robots, "que" cuentan',
  centreName: "CEIP Las Acacias",
  centreCode: "28012345",
  community: { id: "13", name: "Comunidad de Madrid" },
  totalStudents: 450,
  totalTeachers: 32,
  candidacyTeachers: 12,
  studentsBenefited: 300,
  specialFeature: '=HYPERLINK("x")',
  changeHistory: "Empezamos\nen 2021.",
  teacherImpact: "Formación.",
  studentImpact: "Proyectos.",
  anythingElse: null,
  attachments: [
    { name: "Vídeo", url: "https://example.org/v" },
    { name: "Fotos", url: "https://example.org/f" },
  ],
  imagePermissions: false,
  createdAt: "2024-03-15T09:00:00.000Z",
};

test("one row per candidacy: quoted where needed, formulas neutralised, links in one cell, BOM first", () => {
  const csv = teacherChallengeCsv([entry], (yes) => (yes ? "sí" : "no"));
  expect(csv.startsWith("\uFEFFid,sent_at,name,last_name,role,email,candidacy_name,")).toBe(true);
  const [, row] = csv.slice(1).split("\r\n");
  expect(row).toContain(
    '7,2024-03-15T09:00:00.000Z,Marta,Ruiz,Directora,marta@example.org,"Robots, ""que"" cuentan",CEIP Las Acacias,28012345,Comunidad de Madrid,450,32,12,300,',
  );
  expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  expect(csv).toContain('"Empezamos\nen 2021."');
  expect(csv).toContain('"Vídeo <https://example.org/v>\nFotos <https://example.org/f>",no\r\n');
});
