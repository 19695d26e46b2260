import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { EUROPE_CHALLENGE, type EuropeEdition, TEACHER_CHALLENGE } from "../../../common/challenges.ts";
import { videoToolsInstalled } from "../../storage/ffmpeg.ts";
import { localStorage } from "../../storage/local-storage.ts";
import { testDatabase } from "../../test/database.ts";
import { europeChallengeEntries, europeChallengeFiles, teacherChallengeEntries, users } from "../schema/index.ts";
import { DEMO_CENTRE } from "./centres.ts";
import { seedDemo } from "./demo.ts";
import { seedEuropeChallengeDemo } from "./europe-challenge-demo.ts";

const dir = mkdtempSync(path.join(tmpdir(), "seed-europe-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The submitted demo entry needs its video made by ffmpeg (CI installs it); without it the school has only pre-registered. */
const ffmpeg = videoToolsInstalled();
const SUBMISSION = "2025-12-01T09:00:00+01:00";

/** The demo seeded as `npm start` does with CLOCK_START at `instant`. */
async function seededAt(instant: string) {
  const database = await testDatabase();
  const now = new Date(instant);
  await seedDemo(database.db, now);
  const storage = localStorage(dir);
  const seeded = await seedEuropeChallengeDemo(database.db, storage, now);
  const people = new Map((await database.db.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.id, u.email]));
  const entries = (await database.db.select().from(europeChallengeEntries)).map((e) => ({ ...e, owner: people.get(e.userId) }));
  return { database, storage, now, seeded, entries };
}

test.skipIf(!ffmpeg)(
  "the Europe demo in the submission stage: the demo teacher's school pre-registered, another school's entry submitted with private files; seeded once",
  async () => {
    const { database, storage, seeded, entries } = await seededAt(SUBMISSION);
    try {
      expect(seeded).toBe(true);
      expect(await seedEuropeChallengeDemo(database.db, storage, new Date(SUBMISSION))).toBe(false);
      const teacher = entries.find((e) => e.owner === "docente@demo.test");
      expect(teacher).toMatchObject({
        edition: "2025-26",
        state: "preregistered",
        centreCode: DEMO_CENTRE.code,
        preRegisteredBy: teacher?.userId,
        submittedBy: null,
      });
      const submitted = entries.find((e) => e.state === "submitted");
      expect(submitted).toMatchObject({
        edition: "2025-26",
        peopleShown: "noFaces",
        travelProtocol: true,
        owner: "equipo@demo.test",
        submittedBy: submitted?.userId,
      });
      const files = await database.db.select().from(europeChallengeFiles);
      expect(files.map((f) => f.kind).sort()).toEqual(["photo", "photo", "photo", "video"]);
      for (const file of files) {
        expect(file.storageKey).toMatch(/^private\//);
        expect(await storage.get(file.storageKey)).not.toBeNull();
      }
    } finally {
      await database.close();
    }
  },
);

describe("demo dates follow the product's clock and the edition's stage", () => {
  test("before the first edition opens: no entry", async () => {
    const { database, seeded, entries } = await seededAt("2024-09-01T10:00:00+02:00");
    try {
      expect(seeded).toBe(false);
      expect(entries).toEqual([]);
    } finally {
      await database.close();
    }
  });

  test.each([
    ["2024-25 after it closed, before 2025-26 opened", "2025-09-01T10:00:00+02:00", "2024-25", "closed"],
    ["2025-26 at pre-registration's first hour", EUROPE_CHALLENGE["2025-26"].opensAt, "2025-26", "preRegistration"],
    ["2025-26 in pre-registration (CLOCK_START=2025-10-01)", "2025-10-01T00:00:00+02:00", "2025-26", "preRegistration"],
    ["2025-26 in the submission stage", SUBMISSION, "2025-26", "submission"],
    ["2025-26 after it closed", "2027-03-01T10:00:00+01:00", "2025-26", "closed"],
  ] as const)("%s: every date has happened and falls within its stage", async (_name, instant, edition, stage) => {
    const { database, now, entries } = await seededAt(instant);
    try {
      const rules = EUROPE_CHALLENGE[edition as EuropeEdition];
      const preClose = rules.preRegistrationClosesAt ? new Date(rules.preRegistrationClosesAt).getTime() : null;
      const submissionOpens = preClose ?? new Date(rules.opensAt).getTime();
      expect(entries.length).toBeGreaterThanOrEqual(preClose ? 2 : ffmpeg ? 1 : 0);
      for (const entry of entries) {
        expect(entry.edition).toBe(edition);
        if (preClose === null) expect(entry.preregisteredAt).toBeNull();
        else {
          expect(entry.preregisteredAt!.getTime()).toBeGreaterThanOrEqual(new Date(rules.opensAt).getTime());
          expect(entry.preregisteredAt!.getTime()).toBeLessThan(Math.min(preClose, now.getTime() + 1));
          expect(entry.preRegisteredBy).toBe(entry.userId);
        }
        if (entry.submittedAt) {
          expect(entry.submittedAt.getTime()).toBeGreaterThanOrEqual(submissionOpens);
          expect(entry.submittedAt.getTime()).toBeLessThan(Math.min(new Date(rules.closesAt).getTime(), now.getTime() + 1));
          expect(entry.submittedBy).toBe(entry.userId);
        }
      }
      // Nothing is submitted before the submission stage; once it is open, the team's school has sent its project.
      const submitted = entries.filter((e) => e.state === "submitted");
      expect(submitted.length).toBe(stage === "preRegistration" || !ffmpeg ? 0 : 1);
      const teacherEntries = await database.db.select().from(teacherChallengeEntries);
      expect(teacherEntries).toHaveLength(3);
      for (const entry of teacherEntries) {
        expect(entry.createdAt.getTime()).toBeGreaterThanOrEqual(new Date(TEACHER_CHALLENGE.opensAt).getTime());
        expect(entry.createdAt.getTime()).toBeLessThan(Math.min(new Date(TEACHER_CHALLENGE.closesAt).getTime(), now.getTime()));
      }
    } finally {
      await database.close();
    }
  });

  test("before the teachers' super-challenge 2024 opened, it has no demo candidacies", async () => {
    const database = await testDatabase();
    try {
      await seedDemo(database.db, new Date("2024-01-15T10:00:00+01:00"));
      expect(await database.db.select().from(teacherChallengeEntries)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
