import { eq, isNotNull } from "drizzle-orm";
import { type ReferenceRegionKey, referenceRegionOf } from "../../../common/centres.ts";
import type { CurrentUser } from "../../../common/user.ts";
import { schoolYearOf } from "../../../common/school-year.ts";
import { type MapPoint, project } from "../../../common/spain-map.ts";
import type { Db } from "../../db/client.ts";
import { autonomousCommunities, centers, provinces, towns } from "../../db/schema/index.ts";

/**
 * Reference centres (sections 1 and 9; decision 035): the accredited centres for the public map and list, and an
 * accredited centre's badge for its teachers. A centre is accredited from the school year in `reference_since`.
 */

export type ReferenceCentre = {
  id: number;
  name: string;
  town: string | null;
  province: string | null;
  /** One of section 1's seven regions, or null for a centre elsewhere. */
  region: { key: ReferenceRegionKey; name: string } | null;
  /** The school year since which it is a reference centre ("2024-25"). */
  since: string;
  /** Where its marker goes on the map (common/spain-map.ts); null while its coordinates are unknown. */
  position: MapPoint | null;
};

const byName = new Intl.Collator("es", { sensitivity: "base", numeric: true });

/** Every accredited centre, A to Z by name in Spanish order (one statement). */
export async function referenceCentres(db: Db): Promise<ReferenceCentre[]> {
  const rows = await db
    .select({
      id: centers.id,
      name: centers.name,
      town: towns.name,
      province: provinces.name,
      communityId: autonomousCommunities.id,
      communityName: autonomousCommunities.name,
      since: centers.referenceSince,
      latitude: centers.latitude,
      longitude: centers.longitude,
    })
    .from(centers)
    .leftJoin(towns, eq(towns.id, centers.townId))
    .leftJoin(provinces, eq(provinces.id, centers.provinceId))
    .leftJoin(autonomousCommunities, eq(autonomousCommunities.id, provinces.communityId))
    .where(isNotNull(centers.referenceSince));
  return rows
    .map((row) => {
      const key = row.communityId === null ? null : referenceRegionOf(row.communityId);
      return {
        id: row.id,
        name: row.name,
        town: row.town,
        province: row.province,
        region: key && row.communityName ? { key, name: row.communityName } : null,
        since: row.since ?? "",
        position: row.latitude === null || row.longitude === null ? null : rounded(project(row.longitude, row.latitude)),
      };
    })
    .sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
}

/** Map positions to a tenth of a unit: finer than a pixel, and short in the page. */
function rounded({ x, y }: MapPoint): MapPoint {
  return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
}

export type ReferenceBadge = { centreName: string; town: string | null; since: string; schoolYear: string };

/**
 * The badge of the caller's centre (me.center) when it is accredited, with the current school year of the product's
 * clock; null for anyone else (no centre, or one that is not a reference centre).
 */
export async function referenceBadge(db: Db, me: CurrentUser, now: Date): Promise<ReferenceBadge | null> {
  const centre = me.center;
  if (!centre?.referenceCentre) return null;
  const [row] = await db
    .select({ name: centers.name, since: centers.referenceSince })
    .from(centers)
    .where(eq(centers.id, Number(centre.id)))
    .limit(1);
  if (!row?.since) return null;
  return { centreName: row.name, town: centre.town, since: row.since, schoolYear: schoolYearOf(now).label };
}
