import { asc, eq, inArray, type SQL } from "drizzle-orm";
import type { AgeSegment } from "../../../common/ages.ts";
import type { Db } from "../../db/client.ts";
import { boardPrograms, itineraries, itineraryActivities } from "../../db/schema/index.ts";
import { canOpenItinerary } from "../../policies/in-class.ts";
import { DomainError } from "../errors.ts";
import type { ItineraryViewer } from "../in-class/itineraries.ts";

/**
 * The boards' programs (issue 17, decision 038): each belongs to an itinerary activity and is read by whoever may
 * open that activity's itinerary, the same rule as its page.
 */
export type BoardProgramView = {
  id: number;
  fileName: string;
  programBytes: number;
  /** The activity that asks for it, to name it and link back. */
  activity: { urlId: string; name: string; itineraryUrlId: string; itineraryName: string; age: AgeSegment };
};

function columns(viewer: ItineraryViewer) {
  const es = viewer.lang === "es";
  return {
    id: boardPrograms.id,
    fileName: boardPrograms.fileName,
    programBytes: boardPrograms.programBytes,
    programId: itineraries.programId,
    urlId: itineraryActivities.slug,
    name: es ? itineraryActivities.nameEs : itineraryActivities.nameEn,
    itineraryUrlId: itineraries.slug,
    itineraryName: es ? itineraries.nameEs : itineraries.nameEn,
    age: itineraries.age,
  };
}

function select(db: Db, viewer: ItineraryViewer, where: SQL | undefined) {
  return db
    .select(columns(viewer))
    .from(boardPrograms)
    .innerJoin(itineraryActivities, eq(itineraryActivities.id, boardPrograms.itineraryActivityId))
    .innerJoin(itineraries, eq(itineraries.id, itineraryActivities.itineraryId))
    .where(where)
    .orderBy(asc(itineraries.position), asc(itineraries.id), asc(itineraryActivities.position));
}

function toView(row: Awaited<ReturnType<typeof select>>[number]): BoardProgramView {
  const { id, fileName, programBytes, urlId, name, itineraryUrlId, itineraryName, age } = row;
  return { id, fileName, programBytes, activity: { urlId, name, itineraryUrlId, itineraryName, age } };
}

/** Every program of the itineraries the reader may open, in the itineraries' and activities' order. */
export async function listBoardPrograms(db: Db, viewer: ItineraryViewer): Promise<BoardProgramView[]> {
  const openAll = viewer.developer && viewer.programIds.length === 0;
  if (!openAll && viewer.programIds.length === 0) return [];
  const rows = await select(db, viewer, openAll ? undefined : inArray(itineraries.programId, viewer.programIds));
  return rows.map(toView);
}

/** An itinerary activity's program; the caller has opened its page (the lock is checked there). */
export async function programOfActivity(db: Db, viewer: ItineraryViewer, activityId: number): Promise<BoardProgramView | null> {
  const [row] = await select(db, viewer, eq(boardPrograms.itineraryActivityId, activityId));
  return row ? toView(row) : null;
}

/** A program's file: null when unknown, FORBIDDEN when its itinerary is not the reader's. */
export async function boardProgramFile(db: Db, viewer: ItineraryViewer, id: number): Promise<{ fileName: string; hex: string } | null> {
  const [row] = await db
    .select({ fileName: boardPrograms.fileName, hex: boardPrograms.hex, programId: itineraries.programId })
    .from(boardPrograms)
    .innerJoin(itineraryActivities, eq(itineraryActivities.id, boardPrograms.itineraryActivityId))
    .innerJoin(itineraries, eq(itineraries.id, itineraryActivities.itineraryId))
    .where(eq(boardPrograms.id, id));
  if (!row) return null;
  if (!canOpenItinerary(viewer, row.programId)) throw new DomainError("FORBIDDEN", { status: 403 });
  return { fileName: row.fileName, hex: row.hex };
}
