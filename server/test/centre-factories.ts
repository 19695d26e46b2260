import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { centers, licenceAssignments } from "../db/schema/index.ts";
import { givenUser } from "./factories.ts";
import { seededPlace } from "./licence-factories.ts";

/**
 * A teacher whose centre (me.center) is a seeded school of a town, made a reference centre since `referenceSince`
 * (null: not accredited). The licence assignment carries no code: only the centre matters here.
 */
export async function givenCentreTeacher(db: Db, options: { referenceSince: string | null; provinceId?: number; town?: string }) {
  const place = await seededPlace(db, options.provinceId ?? 28, options.town ?? "Getafe");
  await db.update(centers).set({ referenceSince: options.referenceSince }).where(eq(centers.id, place.centerId));
  const user = await givenUser(db);
  await db.insert(licenceAssignments).values({
    userId: user.id,
    centerId: place.centerId,
    organizationId: place.organizationId,
    provinceId: place.provinceId,
    townId: place.townId,
  });
  return { ...user, centre: place.centre };
}
