import { asc, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import { REFERENCE_FIRST_YEAR } from "../../../common/centres.ts";
import { CENTRE_KIND } from "../../../common/editing-kinds.ts";
import { schoolYearOf } from "../../../common/school-year.ts";
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

const { id, code, name, townId, referenceSince, latitude, longitude } = centers;
/** Its town's name beside it (a subquery, which an update's RETURNING takes too). */
const town = sql<string | null>`(select ${towns.name} from ${towns} where ${towns.id} = ${townId})`;

/** The school years a centre may be accredited from: the first the programme accredited, to the clock's current one. */
export function referenceYears(now: Date): string[] {
  const years: string[] = [];
  for (let start = schoolYearOf(now).startYear; start >= REFERENCE_FIRST_YEAR; start--)
    years.push(`${start}-${String((start + 1) % 100).padStart(2, "0")}`);
  return years;
}

/** One centre for its editor, and its save: a year among `referenceYears`, both coordinates or neither (audited). */
export const centreKind = defineKind<EditableCentre>({
  content: CENTRE_KIND,
  table: centers,
  audit: { entity: "centre", update: "centreUpdate", label: (row) => row.name },
  area: "centres",
  /**
   * The list: centres whose name or code holds every word of `query` (ILIKE, `%` and `_` taken literally), A to Z;
   * without a query, the reference centres only.
   */
  where: ({ query }) => everyWordIn(parseOrThrow(z.string().max(200).nullish(), query), [name, code]) ?? isNotNull(referenceSince),
  order: () => [asc(name), asc(id)],
  pageSize: 25,
  creatable: false,
  columns: { id, code, name, town, referenceSince, latitude, longitude },
  check: ({ input, now }) => {
    const fields: Record<string, string> = {};
    if (input.referenceSince && !referenceYears(now).includes(input.referenceSince)) fields.referenceSince = "errors.validation";
    if ((input.latitude == null) !== (input.longitude == null)) fields.longitude = "centres.editor.errors.bothOrNone";
    return fields;
  },
});
