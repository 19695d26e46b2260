import { readFile } from "node:fs/promises";
import { and, eq, inArray } from "drizzle-orm";
import { BOARDS } from "../../../common/boards/boards.ts";
import { parseIntelHex } from "../../../common/boards/intel-hex.ts";
import type { Db } from "../client.ts";
import { boardPrograms, itineraries, itineraryActivities } from "../schema/index.ts";

/** The robotics activities that ask teachers to load a program, each with the one built from firmware/<slug>.c. */
export const BOARD_PROGRAM_SEEDS = {
  itinerary: "robotica-9-12-zum-e-ia",
  activities: ["conoce-la-placa-zum", "semaforo-con-pulsador", "farola-automatica", "robot-esquiva-obstaculos"],
} as const;

const FIRMWARE_DIR = new URL("../../../firmware/", import.meta.url);

/** A committed program's Intel HEX and its size in flash (checked against the smallest board's flash). */
export async function readFirmware(slug: string): Promise<{ fileName: string; hex: string; programBytes: number }> {
  const fileName = `${slug}.hex`;
  const hex = await readFile(new URL(fileName, FIRMWARE_DIR), "utf8");
  const smallest = Math.min(...Object.values(BOARDS).map((board) => board.flashBytes));
  const parsed = parseIntelHex(hex, { maxBytes: smallest });
  if (!parsed.ok) throw new Error(`firmware/${fileName}: ${parsed.error.code}`);
  return { fileName, hex, programBytes: parsed.image.end };
}

/**
 * Adds the programs of the seeded robotics activities that have none yet (programme content: existing databases get
 * them too). Returns how many it added; nothing when the itinerary is not there.
 */
export async function seedBoardPrograms(db: Db): Promise<number> {
  const activities = await db
    .select({ id: itineraryActivities.id, slug: itineraryActivities.slug, program: boardPrograms.id })
    .from(itineraryActivities)
    .innerJoin(itineraries, eq(itineraries.id, itineraryActivities.itineraryId))
    .leftJoin(boardPrograms, eq(boardPrograms.itineraryActivityId, itineraryActivities.id))
    .where(
      and(eq(itineraries.slug, BOARD_PROGRAM_SEEDS.itinerary), inArray(itineraryActivities.slug, [...BOARD_PROGRAM_SEEDS.activities])),
    );
  const missing = activities.filter((activity) => activity.program === null);
  if (missing.length === 0) return 0;
  const rows = await Promise.all(
    missing.map(async (activity) => ({ itineraryActivityId: activity.id, ...(await readFirmware(activity.slug)) })),
  );
  await db.insert(boardPrograms).values(rows).onConflictDoNothing();
  return rows.length;
}
