import { desc, eq } from "drizzle-orm";
import { LicenceRequestInput, type LicenceRequestTeacher } from "../../../common/schemas/licence-request.ts";
import type { CurrentUser } from "../../../common/user.ts";
import type { Db } from "../../db/client.ts";
import { centers, licenceRequests, towns, users } from "../../db/schema/index.ts";
import { parseOrThrow } from "../validation.ts";

/** How many requests the staff page lists at once, newest first (a school year's worth, and more). */
export const LICENCE_REQUESTS_LIMIT = 500;

/** A licence request as the teacher's confirmation and the staff page show it. */
export type LicenceRequestView = {
  id: string;
  quantity: number;
  reason: string;
  teachers: LicenceRequestTeacher[];
  managerInformed: boolean;
  createdAt: Date;
  /** Who asked; null once that account is deleted. */
  requester: { name: string | null; email: string } | null;
  center: { name: string; code: string; town: string | null } | null;
};

/**
 * Stores a licensed teacher's request for more licences, with the centre of their licence (me.center).
 * Every rule of section 5 is checked again here (the form checks them first): bad input stores nothing.
 */
export async function requestLicences(db: Db, me: CurrentUser, input: unknown): Promise<LicenceRequestView> {
  const request = parseOrThrow(LicenceRequestInput, input);
  const [row] = await db
    .insert(licenceRequests)
    .values({
      userId: me.id,
      centerId: me.center ? Number(me.center.id) : null,
      quantity: request.quantity,
      reason: request.reason,
      teachers: request.teachers,
      managerInformed: request.managerInformed,
    })
    .returning();
  if (!row) throw new Error("licence request not stored");
  return {
    id: row.id,
    quantity: row.quantity,
    reason: row.reason,
    teachers: row.teachers,
    managerInformed: row.managerInformed,
    createdAt: row.createdAt,
    requester: { name: fullName(me.name, me.lastName), email: me.email },
    center: me.center ? { name: me.center.name, code: me.center.code, town: me.center.town } : null,
  };
}

/** Every request, newest first, with who asked and their centre, in one query (for licence generators). */
export async function listLicenceRequests(db: Db): Promise<LicenceRequestView[]> {
  const rows = await db
    .select({
      request: licenceRequests,
      userName: users.name,
      userLastName: users.lastName,
      userEmail: users.email,
      centreName: centers.name,
      centreCode: centers.code,
      town: towns.name,
    })
    .from(licenceRequests)
    .leftJoin(users, eq(users.id, licenceRequests.userId))
    .leftJoin(centers, eq(centers.id, licenceRequests.centerId))
    .leftJoin(towns, eq(towns.id, centers.townId))
    .orderBy(desc(licenceRequests.createdAt), desc(licenceRequests.id))
    .limit(LICENCE_REQUESTS_LIMIT);
  return rows.map(({ request, ...row }) => ({
    id: request.id,
    quantity: request.quantity,
    reason: request.reason,
    teachers: request.teachers,
    managerInformed: request.managerInformed,
    createdAt: request.createdAt,
    requester: row.userEmail ? { name: fullName(row.userName, row.userLastName), email: row.userEmail } : null,
    center: row.centreName && row.centreCode ? { name: row.centreName, code: row.centreCode, town: row.town } : null,
  }));
}

function fullName(name: string | null, lastName: string | null): string | null {
  return [name, lastName].filter(Boolean).join(" ") || null;
}
