import { and, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { testDatabase } from "../../test/database.ts";
import { assignLicence, licenceCodeStatus, listCentres } from "../../services/licences/licence-assignment.ts";
import { centers, licenceAssignments, licenceCodes, towns, users } from "../schema/index.ts";
import { DEMO_CENTRE } from "./centres.ts";
import { DEMO_TRY_BATCH, demoFreeLicenceCode, seedDemo } from "./demo.ts";

test("the demo's printed free code is of an organisation the seed gives centres to, and cannot claim the demo teacher's school", async () => {
  const database = await testDatabase();
  try {
    const { db } = database;
    await seedDemo(db);
    const code = await demoFreeLicenceCode(db);
    expect(code).not.toBeNull();
    const status = await licenceCodeStatus(db, code!, "es");
    expect(status).toMatchObject({ status: "valid", organization: { code: DEMO_TRY_BATCH.organization } });
    const [school] = await db.select().from(centers).where(eq(centers.code, DEMO_CENTRE.code));
    // The demo teacher's school is not its organisation's: the wizard does not offer it, and the assignment refuses it.
    expect(school?.organizationId).not.toBe(status.organization!.id);
    const offered = await listCentres(db, school!.townId!, code);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.map((c) => c.code)).not.toContain(DEMO_CENTRE.code);
    expect(offered.every((c) => c.organization?.id === status.organization!.id)).toBe(true);
    const [family] = await db.select({ id: users.id }).from(users).where(eq(users.email, "familia@demo.test"));
    const answer = {
      code,
      provinceId: DEMO_CENTRE.provinceId,
      townId: school!.townId,
      organizationId: status.organization!.id,
      entity: "Familia",
    };
    await expect(assignLicence(db, family!.id, { ...answer, centerId: school!.id })).rejects.toMatchObject({
      code: "VALIDATION",
      fields: { centerId: "licences.errors.centreNotInOrganization" },
    });
    expect(await db.select().from(licenceAssignments).where(eq(licenceAssignments.userId, family!.id))).toEqual([]);
    // One of the town's centres it does offer can be claimed.
    await assignLicence(db, family!.id, { ...answer, centerId: offered[0]!.id });
    const [used] = await db.select({ state: licenceCodes.state }).from(licenceCodes).where(eq(licenceCodes.code, code!));
    expect(used?.state).toBe("assigned");
    // Every seeded town of Madrid has a centre of that organisation, so the printed code works across the province.
    const madrid = await db.select({ id: towns.id }).from(towns).where(eq(towns.provinceId, 28));
    for (const town of madrid) {
      const [one] = await db
        .select({ id: centers.id })
        .from(centers)
        .where(and(eq(centers.townId, town.id), eq(centers.organizationId, status.organization!.id)))
        .limit(1);
      expect(one, `town ${town.id}`).toBeDefined();
    }
  } finally {
    await database.close();
  }
});
