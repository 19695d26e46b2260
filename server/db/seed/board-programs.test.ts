import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { BOARDS } from "../../../common/boards/boards.ts";
import { parseIntelHex } from "../../../common/boards/intel-hex.ts";
import { testDatabase } from "../../test/database.ts";
import type { Database } from "../client.ts";
import { boardPrograms, itineraryActivities } from "../schema/index.ts";
import { BOARD_PROGRAM_SEEDS, seedBoardPrograms } from "./board-programs.ts";
import { seedInClass } from "./in-class/index.ts";

describe("seedBoardPrograms", () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  test("adds nothing while the robotics itinerary is missing", async () => {
    expect(await seedBoardPrograms(database.db)).toBe(0);
  });

  test("gives each Zum activity its committed program, once, fitting every board", async () => {
    await seedInClass(database.db);
    expect(await seedBoardPrograms(database.db)).toBe(BOARD_PROGRAM_SEEDS.activities.length);
    expect(await seedBoardPrograms(database.db)).toBe(0);
    const rows = await database.db
      .select({
        slug: itineraryActivities.slug,
        fileName: boardPrograms.fileName,
        hex: boardPrograms.hex,
        bytes: boardPrograms.programBytes,
      })
      .from(boardPrograms)
      .innerJoin(itineraryActivities, eq(itineraryActivities.id, boardPrograms.itineraryActivityId))
      .orderBy(asc(itineraryActivities.position));
    expect(rows.map((row) => row.slug)).toEqual([...BOARD_PROGRAM_SEEDS.activities]);
    for (const row of rows) {
      expect(row.fileName).toBe(`${row.slug}.hex`);
      for (const board of Object.values(BOARDS)) {
        const parsed = parseIntelHex(row.hex, { maxBytes: board.flashBytes });
        expect(parsed.ok && parsed.image.end, `${row.slug} on ${board.name}`).toBe(row.bytes);
      }
    }
  });

  test("an existing database that lost one program gets it back", async () => {
    const [first] = await database.db.select({ id: boardPrograms.id }).from(boardPrograms).limit(1);
    await database.db.delete(boardPrograms).where(eq(boardPrograms.id, first!.id));
    expect(await seedBoardPrograms(database.db)).toBe(1);
  });
});
