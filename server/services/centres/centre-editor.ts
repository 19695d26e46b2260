import { asc, eq, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import { REFERENCE_FIRST_YEAR } from "../../../common/centres.ts";
import { MAX_PAGE } from "../../../common/constants.ts";
import { CENTRE_KIND } from "../../../common/editing-kinds.ts";
import { schoolYearOf } from "../../../common/school-year.ts";
import type { Db } from "../../db/client.ts";
import { everyWordIn } from "../../db/search.ts";
import { centers, towns } from "../../db/schema/index.ts";
import { defineKind } from "../editing/kind.ts";
import { parseOrThrow } from "../validation.ts";

/**
 * The reference centres' editor (issue 18, decision 041): the foundation's staff find any centre and make it a reference
 * centre from a school year (or no longer one), and place it on the map; each change is audited.
 */

export type EditableCentre = {
  id: number;
  code: string;
  name: string;
  town: string | null;
  referenceSince: string | null;
  latitude: number | null;
  longitude: number | null;
};
export type CentrePage = { items: EditableCentre[]; total: number; page: number; pageCount: number };

export const CENTRE_EDITOR_PAGE_SIZE = 25;

const { id, code, name, townId, referenceSince, latitude, longitude } = centers;
const columns = { id, code, name, town: towns.name, referenceSince, latitude, longitude };

/** The school years a centre may be accredited from: the first the programme accredited, to the clock's current one. */
export function referenceYears(now: Date): string[] {
  const years: string[] = [];
  for (let start = schoolYearOf(now).startYear; start >= REFERENCE_FIRST_YEAR; start--)
    years.push(`${start}-${String((start + 1) % 100).padStart(2, "0")}`);
  return years;
}

/**
 * Centres whose name or code holds every word of `query` (ILIKE, `%` and `_` taken literally), A to Z; without a query,
 * the reference centres only.
 */
export async function centresForEditors(db: Db, input: { query?: string | null; page: number }): Promise<CentrePage> {
  const { page, query } = parseOrThrow(
    z.object({ page: z.number().int().min(1).max(MAX_PAGE), query: z.string().max(200).nullish() }),
    input,
  );
  const where = everyWordIn(query, [centers.name, centers.code]) ?? isNotNull(centers.referenceSince);
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(centers)
    .leftJoin(towns, eq(towns.id, centers.townId))
    .where(where)
    .orderBy(asc(centers.name), asc(centers.id))
    .limit(CENTRE_EDITOR_PAGE_SIZE)
    .offset((page - 1) * CENTRE_EDITOR_PAGE_SIZE);
  const total = rows[0]?.total ?? 0;
  return {
    items: rows.map(({ total: _total, ...row }) => row),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / CENTRE_EDITOR_PAGE_SIZE)),
  };
}

/** One centre for its editor, and its save: a year among `referenceYears`, both coordinates or neither (audited). */
export const centreKind = defineKind<EditableCentre>({
  content: CENTRE_KIND,
  table: centers,
  audit: { entity: "centre", update: "centreUpdate", label: (row) => row.name },
  area: "centres",
  order: () => [asc(centers.name), asc(centers.id)],
  creatable: false,
  columns: { id, code, name, townId, referenceSince, latitude, longitude },
  check: ({ input, now }) => {
    const fields: Record<string, string> = {};
    if (input.referenceSince && !referenceYears(now).includes(input.referenceSince)) fields.referenceSince = "errors.validation";
    if ((input.latitude == null) !== (input.longitude == null)) fields.longitude = "centres.editor.errors.bothOrNone";
    return fields;
  },
  present: async ({ townId, ...row }, _now, db) => {
    const [town] = townId == null ? [] : await db.select({ name: towns.name }).from(towns).where(eq(towns.id, townId)).limit(1);
    return { ...(row as EditableCentre), town: town?.name ?? null };
  },
});
