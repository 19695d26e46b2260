import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { licencePackages, teamPackageViews } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";

/**
 * Section 6: a team-package user picks a licence package to see the in-class pages as its users do.
 * The choice is stored per user (team_package_views); `me.programs` follows it (accounts.ts heldPrograms),
 * and so do the itinerary locks. No choice means every programme.
 */

/** Views as the package given, or as every programme when null. Returns the package now viewed as. */
export async function viewAsPackage(db: Db, userId: string, packageId: string | null): Promise<number | null> {
  if (packageId === null || packageId === "") {
    await db.delete(teamPackageViews).where(eq(teamPackageViews.userId, userId));
    return null;
  }
  const id = Number(packageId);
  const invalid = new DomainError("VALIDATION", { fields: { packageId: "myPanel.team.unknownPackage" } });
  if (!Number.isSafeInteger(id) || id < 1) throw invalid;
  const [found] = await db.select({ id: licencePackages.id }).from(licencePackages).where(eq(licencePackages.id, id)).limit(1);
  if (!found) throw invalid;
  await db
    .insert(teamPackageViews)
    .values({ userId, packageId: found.id })
    .onConflictDoUpdate({ target: teamPackageViews.userId, set: { packageId: found.id } });
  return found.id;
}
