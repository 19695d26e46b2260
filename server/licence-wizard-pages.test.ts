import { and, eq, ne } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { centers, licenceCodes } from "./db/schema/index.ts";
import { givenUser } from "./test/factories.ts";
import { givenFreeCode, seededPlace } from "./test/licence-factories.ts";
import { testPages } from "./test/pages.ts";

/** The licence wizard without scripts (issue 31, 3.5): a code's centre step offers and accepts only its organisation's centres. */
const pages = testPages();

describe("the licence wizard's centre step", () => {
  test("offers only the code's organisation's centres of the town, and refuses another one posted anyway", async () => {
    const db = pages.database.db;
    const user = await givenUser(db);
    const place = await seededPlace(db);
    const { code } = await givenFreeCode(db);
    const [other] = await db
      .select()
      .from(centers)
      .where(and(eq(centers.townId, place.townId), ne(centers.organizationId, place.organizationId)))
      .limit(1);
    if (!other) throw new Error("Getafe has no centre of another organisation");
    const answers = {
      code,
      provinceId: String(place.provinceId),
      townId: String(place.townId),
      organizationId: String(place.organizationId),
    };

    const step = await pages.post("/mi-cuenta/licencia", user.token, { ...answers, step: "town" });
    const body = await step.text();
    expect(step.status).toBe(200);
    expect(body).toContain(`${place.centre.name} (${place.centre.code})`);
    expect(body).not.toContain(`(${other.code})`);

    const refused = await pages.post("/mi-cuenta/licencia", user.token, { ...answers, centerId: String(other.id), step: "centre" });
    const page = await refused.text();
    expect(page).toMatch(/>Este centro no pertenece a la organización de tu código de licencia</);
    // Still the centre step: nothing assigned.
    expect(page).toMatch(/<h2[^>]*>Paso 4 de 5/);
    expect(page).not.toMatch(/<h\d[^>]*>¡Licencia añadida!</);
    const [row] = await db.select().from(licenceCodes).where(eq(licenceCodes.code, code));
    expect(row?.state).toBe("free");

    const next = await pages.post("/mi-cuenta/licencia", user.token, { ...answers, centerId: String(place.centerId), step: "centre" });
    expect(await next.text()).not.toMatch(/>Este centro no pertenece a la organización de tu código de licencia</);
  });
});
