import { asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AgeSegment } from "../../../common/ages.ts";
import type { Device } from "../../../common/activities.ts";
import type { ContentOrigin } from "../../../common/in-class.ts";
import type { Language } from "../../../common/languages.ts";
import type { CurrentUser } from "../../../common/user.ts";
import type { Db } from "../../db/client.ts";
import { preparedFor } from "../../db/prepared.ts";
import { type ItineraryActivityContent, itineraries, itineraryActivities, programs } from "../../db/schema/index.ts";
import { canOpenItinerary } from "../../policies/in-class.ts";
import { DomainError } from "../errors.ts";
import { inLanguage } from "../editing/editing.ts";
import { DEFAULT_ITINERARY_SORT, itineraryCondition, itinerarySortOrder, parseItineraryFilter } from "./itinerary-filters.ts";

/**
 * Itineraries of the in-class area and their activities (sections 3 and 6). Every itinerary is listed
 * to every reader; one whose programme the reader does not hold is locked ("itineraries can be
 * unavailable for a licence"): its activities are refused with FORBIDDEN.
 */

/** Who reads: the programmes they hold (for a team-package user, those of the package viewed as). */
export type ItineraryViewer = { programIds: number[]; developer: boolean; lang: Language };

export function itineraryViewer(me: Pick<CurrentUser, "programs" | "developer">, lang: Language): ItineraryViewer {
  return { programIds: me.programs.map((p) => Number(p.id)), developer: me.developer, lang };
}

/** Why an itinerary is locked; the only reason there is: its programme is not in the reader's licence. */
export const LOCK_REASONS = ["notInLicence"] as const;
export type LockReason = (typeof LOCK_REASONS)[number];

export type ItineraryView = {
  id: number;
  urlId: string;
  name: string;
  description: string;
  image: string;
  online: boolean;
  devices: Device[];
  age: AgeSegment;
  origin: ContentOrigin;
  current: boolean;
  firstYear: boolean;
  updatedAt: Date;
  program: { id: number; name: string };
  activityCount: number;
  /** Where the itinerary starts; null while it has no activities. */
  firstActivityUrlId: string | null;
  locked: boolean;
  lockedReason: LockReason | null;
};

/** An activity in an itinerary (section 3); `route` is its itinerary. */
export type ItineraryActivityView = {
  id: number;
  urlId: string;
  name: string;
  image: string;
  projectLogo: string | null;
  minutes: number;
  position: number;
  withKit: boolean;
  withMaterials: boolean;
  withOptions: boolean;
  withPc: boolean;
  withPcOptions: boolean;
  withTablet: boolean;
  updatedAt: Date;
  route: { urlId: string; age: AgeSegment; name: string };
};

/** An itinerary activity's page: the activity, its texts, its place in the itinerary and its neighbours. */
export type ItineraryActivityPage = {
  activity: ItineraryActivityView;
  content: ItineraryActivityContent;
  itinerary: ItineraryView;
  /** 1-based: "Actividad 3 de 8". */
  position: number;
  total: number;
  previous: ItineraryActivityView | null;
  next: ItineraryActivityView | null;
  /** Every activity of the itinerary in order (for its index beside the page). */
  activities: ItineraryActivityView[];
};

/** Locked unless the reader may open it (server/policies/in-class.ts). */
export function isLocked(viewer: ItineraryViewer, programId: number): boolean {
  return !canOpenItinerary(viewer, programId);
}

function itineraryColumns(lang: Language) {
  const es = lang === "es";
  const a = itineraryActivities;
  return {
    id: itineraries.id,
    urlId: itineraries.slug,
    // An English text left empty in the editor is read in Spanish (decision 041).
    name: inLanguage(lang, itineraries.nameEs, itineraries.nameEn),
    description: inLanguage(lang, itineraries.descriptionEs, itineraries.descriptionEn),
    image: itineraries.image,
    online: itineraries.online,
    devices: itineraries.devices,
    age: itineraries.age,
    origin: itineraries.origin,
    current: itineraries.current,
    firstYear: itineraries.firstYear,
    updatedAt: itineraries.updatedAt,
    programId: programs.id,
    programName: es ? programs.nameEs : programs.nameEn,
    // Subqueries on the (itinerary_id, position) index: the count and the first stop, no extra round trip.
    activityCount: sql<number>`(select count(*)::int from ${a} where ${a.itineraryId} = ${itineraries.id})`,
    firstActivityUrlId: sql<
      string | null
    >`(select ${a.slug} from ${a} where ${a.itineraryId} = ${itineraries.id} order by ${a.position}, ${a.id} limit 1)`,
  };
}
function itineraryRows(db: Db, lang: Language, where: SQL | undefined, orderBy: SQL[]) {
  return db
    .select(itineraryColumns(lang))
    .from(itineraries)
    .innerJoin(programs, eq(programs.id, itineraries.programId))
    .where(where)
    .orderBy(...orderBy);
}
type ItineraryRow = Awaited<ReturnType<typeof itineraryRows>>[number];

function toView(row: ItineraryRow, viewer: ItineraryViewer): ItineraryView {
  const locked = isLocked(viewer, row.programId);
  return {
    id: row.id,
    urlId: row.urlId,
    name: row.name,
    description: row.description,
    image: row.image,
    online: row.online,
    devices: row.devices as Device[],
    age: row.age,
    origin: row.origin,
    current: row.current,
    firstYear: row.firstYear,
    updatedAt: row.updatedAt,
    program: { id: row.programId, name: row.programName },
    // PostgreSQL's node driver may hand count(*) back as a string; PGlite as a number.
    activityCount: Number(row.activityCount),
    firstActivityUrlId: row.firstActivityUrlId,
    locked,
    lockedReason: locked ? "notInLicence" : null,
  };
}

async function selectItineraries(db: Db, viewer: ItineraryViewer, where: SQL | undefined, orderBy: SQL[]) {
  const rows = await itineraryRows(db, viewer.lang, where, orderBy);
  return rows.map((row) => toView(row, viewer));
}

/** The itineraries list (one query): filtered by age, devices and resources, sorted A-Z or Z-A. */
export async function listItineraries(db: Db, viewer: ItineraryViewer, filterInput: unknown): Promise<ItineraryView[]> {
  const filter = parseItineraryFilter(filterInput);
  return selectItineraries(db, viewer, itineraryCondition(filter), itinerarySortOrder(filter.sort ?? DEFAULT_ITINERARY_SORT, viewer.lang));
}

/** The itineraries of some programmes (one query), by age segment then editorial order. */
export async function itinerariesOfPrograms(db: Db, viewer: ItineraryViewer, programIds: readonly number[]): Promise<ItineraryView[]> {
  if (programIds.length === 0) return [];
  return selectItineraries(db, viewer, inArray(itineraries.programId, [...programIds]), [
    asc(itineraries.age),
    asc(itineraries.position),
    asc(itineraries.id),
  ]);
}

/** An itinerary by its urlId; null when unknown. */
export async function itineraryByUrlId(db: Db, viewer: ItineraryViewer, urlId: string): Promise<ItineraryView | null> {
  // Prepared once per language (server/db/prepared.ts): every itinerary activity page starts here.
  const statement = preparedFor(db, `itinerary by urlId ${viewer.lang}`, (name) =>
    itineraryRows(db, viewer.lang, eq(itineraries.slug, sql.placeholder("urlId")), []).prepare(name),
  );
  const [row] = await statement.execute({ urlId });
  return row ? toView(row, viewer) : null;
}

function activityColumns(lang: Language) {
  const a = itineraryActivities;
  return {
    id: a.id,
    itineraryId: a.itineraryId,
    urlId: a.slug,
    name: inLanguage(lang, a.nameEs, a.nameEn),
    image: a.image,
    projectLogo: a.projectLogo,
    minutes: a.minutes,
    position: a.position,
    withKit: a.withKit,
    withMaterials: a.withMaterials,
    withOptions: a.withOptions,
    withPc: a.withPc,
    withPcOptions: a.withPcOptions,
    withTablet: a.withTablet,
    updatedAt: a.updatedAt,
    routeUrlId: itineraries.slug,
    routeAge: itineraries.age,
    routeName: inLanguage(lang, itineraries.nameEs, itineraries.nameEn),
  };
}

function toActivityView(row: Awaited<ReturnType<typeof selectActivities>>[number]): ItineraryActivityView {
  const { itineraryId: _itinerary, routeUrlId, routeAge, routeName, ...activity } = row;
  return { ...activity, route: { urlId: routeUrlId, age: routeAge, name: routeName } };
}

function selectActivities(db: Db, lang: Language, itineraryIds: readonly number[]) {
  return db
    .select(activityColumns(lang))
    .from(itineraryActivities)
    .innerJoin(itineraries, eq(itineraries.id, itineraryActivities.itineraryId))
    .where(inArray(itineraryActivities.itineraryId, [...itineraryIds]))
    .orderBy(asc(itineraryActivities.itineraryId), asc(itineraryActivities.position), asc(itineraryActivities.id));
}

/**
 * The activities of several itineraries in one query, keyed by itinerary id. Callers check the lock
 * first (assertUnlocked): this reads whatever it is given.
 */
export async function activitiesOfItineraries(
  db: Db,
  lang: Language,
  itineraryIds: readonly number[],
): Promise<Map<number, ItineraryActivityView[]>> {
  const byItinerary = new Map<number, ItineraryActivityView[]>(itineraryIds.map((id) => [id, []]));
  if (itineraryIds.length === 0) return byItinerary;
  for (const row of await selectActivities(db, lang, itineraryIds)) byItinerary.get(row.itineraryId)?.push(toActivityView(row));
  return byItinerary;
}

/** A locked itinerary's activities and pages are refused. */
export function assertUnlocked(itinerary: ItineraryView): void {
  if (itinerary.locked) throw new DomainError("FORBIDDEN", { status: 403 });
}

/**
 * An itinerary activity's page in two queries (the itinerary, then its activities with this one's
 * texts); null when either is unknown, FORBIDDEN when the itinerary is locked for the reader.
 */
export async function itineraryActivityPage(
  db: Db,
  viewer: ItineraryViewer,
  itineraryUrlId: string,
  activityUrlId: string,
): Promise<ItineraryActivityPage | null> {
  const itinerary = await itineraryByUrlId(db, viewer, itineraryUrlId);
  if (!itinerary) return null;
  assertUnlocked(itinerary);
  const statement = preparedFor(db, `itinerary activity page ${viewer.lang}`, (name) => {
    const a = itineraryActivities;
    const content = viewer.lang === "es" ? a.contentEs : a.contentEn;
    return db
      .select({
        ...activityColumns(viewer.lang),
        // Only the page's own activity brings its texts.
        content: sql<ItineraryActivityContent | null>`case when ${a.slug} = ${sql.placeholder("activityUrlId")} then ${content} end`,
        // English texts left empty in the editor are read in Spanish (decision 041).
        contentEs: sql<ItineraryActivityContent | null>`case when ${a.slug} = ${sql.placeholder("activityUrlId")} and ${sql.raw(viewer.lang === "en" ? "true" : "false")} then ${a.contentEs} end`,
      })
      .from(a)
      .innerJoin(itineraries, eq(itineraries.id, a.itineraryId))
      .where(eq(a.itineraryId, sql.placeholder("itineraryId")))
      .orderBy(asc(a.position), asc(a.id))
      .prepare(name);
  });
  const rows = await statement.execute({ activityUrlId, itineraryId: itinerary.id });
  const index = rows.findIndex((row) => row.urlId === activityUrlId);
  const found = rows[index];
  if (!found?.content) return null;
  const activities = rows.map(({ content: _content, contentEs: _es, ...row }) => toActivityView(row));
  return {
    activity: activities[index] as ItineraryActivityView,
    content: found.contentEs ? withFallback(parseContent(found.content), parseContent(found.contentEs)) : parseContent(found.content),
    itinerary,
    position: index + 1,
    total: activities.length,
    previous: activities[index - 1] ?? null,
    next: activities[index + 1] ?? null,
    activities,
  };
}

/** English texts with the Spanish ones where the English were left empty (a text, or a list without items). */
function withFallback(en: ItineraryActivityContent, es: ItineraryActivityContent): ItineraryActivityContent {
  const merged: Record<string, unknown> = { ...es };
  for (const [key, value] of Object.entries(en)) {
    const empty = Array.isArray(value) ? value.length === 0 : typeof value !== "string" || !value.trim();
    if (!empty) merged[key] = value;
  }
  return merged as ItineraryActivityContent;
}

/** PostgreSQL's driver parses jsonb; a `case` expression may come back as its text. */
function parseContent(value: ItineraryActivityContent | string): ItineraryActivityContent {
  return typeof value === "string" ? (JSON.parse(value) as ItineraryActivityContent) : value;
}
