import { asc, eq, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import { MAX_PAGE } from "../../../common/constants.ts";
import { REFERENCE_FIRST_YEAR } from "../../../common/centres.ts";
import { schoolYearOf } from "../../../common/school-year.ts";
import type { Db } from "../../db/client.ts";
import { everyWordIn } from "../../db/search.ts";
import { centers, towns } from "../../db/schema/index.ts";
import { type AuditActor, recordAudit } from "../audit/audit-log.ts";
import { DomainError } from "../errors.ts";
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

const columns = {
  id: centers.id,
  code: centers.code,
  name: centers.name,
  town: towns.name,
  referenceSince: centers.referenceSince,
  latitude: centers.latitude,
  longitude: centers.longitude,
};

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

export async function editableCentre(db: Db, id: number): Promise<EditableCentre | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const [row] = await db.select(columns).from(centers).leftJoin(towns, eq(towns.id, centers.townId)).where(eq(centers.id, id)).limit(1);
  return row ?? null;
}

/** Coordinates within Spain's territory (the Canaries to Menorca), where the map can draw them. */
const coordinate = (min: number, max: number) =>
  z.number({ message: "editing.errors.number" }).min(min, "centres.editor.errors.outside").max(max, "centres.editor.errors.outside");
const CentreInput = z
  .object({
    referenceSince: z.string().nullish(),
    latitude: coordinate(27, 44.5).nullish(),
    longitude: coordinate(-18.5, 4.5).nullish(),
  })
  .refine((input) => (input.latitude == null) === (input.longitude == null), {
    path: ["longitude"],
    message: "centres.editor.errors.bothOrNone",
  });
export type CentreInput = z.input<typeof CentreInput>;

/** Saves a centre's accreditation and place (audited; a save that changes nothing writes nothing). */
export async function saveReferenceCentre(db: Db, actor: AuditActor, now: Date, id: number, raw: CentreInput): Promise<EditableCentre> {
  const input = parseOrThrow(CentreInput, raw);
  const since = input.referenceSince || null;
  if (since && !referenceYears(now).includes(since))
    throw new DomainError("VALIDATION", { fields: { referenceSince: "errors.validation" } });
  const previous = await editableCentre(db, id);
  if (!previous) throw new DomainError("NOT_FOUND", { status: 404 });
  const before = { referenceSince: previous.referenceSince, latitude: previous.latitude, longitude: previous.longitude };
  const after = { referenceSince: since, latitude: input.latitude ?? null, longitude: input.longitude ?? null };
  if (JSON.stringify(before) === JSON.stringify(after)) return previous;
  await db.transaction(async (tx) => {
    await tx.update(centers).set(after).where(eq(centers.id, id));
    await recordAudit(tx, actor, { action: "centreUpdate", entity: "centre", entityId: String(id), label: previous.name, before, after });
  });
  return { ...previous, ...after };
}
