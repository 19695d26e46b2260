import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { fixedClock } from "./clock.ts";
import { auditLog, centers } from "./db/schema/index.ts";
import { testApi } from "./test/api.ts";
import { givenUser } from "./test/factories.ts";
import { seededPlace } from "./test/licence-factories.ts";
import { testPages } from "./test/pages.ts";

/**
 * The reference centres' editor (issue 18): staff find a centre, accredit it from a school year and place it on the
 * map through a plain form; the public map shows it at once (the save empties the visitors' cache, on here); bad input
 * changes nothing; each change is audited.
 */
const NOW = new Date("2026-03-02T09:00:00Z");
const pages = testPages({ clock: fixedClock(NOW), renderCache: { ttlMs: 60_000 } });

async function html(pathname: string, token?: string) {
  const res = await pages.app.request(pathname, { headers: token ? { cookie: `token=${token}` } : {}, redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), body: await res.text() };
}

const SAVE = `mutation ($id: ID!, $input: ReferenceCentreInput!) { saveReferenceCentre(id: $id, input: $input) {
  __typename ... on MutationSaveReferenceCentreSuccess { data { referenceSince latitude longitude } } ... on DomainError { code fields { field message } } } }`;

describe("the reference centres' editor", () => {
  test("staff accredit a centre found by name and place it; visitors see it on the public list at once", async () => {
    const db = pages.database.db;
    const staff = await givenUser(db, { roles: ["DEVELOPER"] });
    const place = await seededPlace(db, 28, "Getafe");
    const [centre] = await db.select().from(centers).where(eq(centers.id, place.centerId));
    await db.update(centers).set({ referenceSince: null, latitude: null, longitude: null }).where(eq(centers.id, place.centerId));
    expect((await html("/centros-referencia")).body).not.toContain(centre!.name);

    const found = await html(`/cms/centros-referencia?q=${encodeURIComponent(centre!.code)}`, staff.token);
    expect(found.status).toBe(200);
    expect(found.body).toContain(`href="/cms/centros-referencia/${place.centerId}"`);
    const form = await html(`/cms/centros-referencia/${place.centerId}`, staff.token);
    expect(form.body).toContain('<option value="2025-26">2025-26</option>');
    // The product's clock is in 2025-26: no later school year is offered.
    expect(form.body).not.toContain('value="2026-27"');

    const refused = await pages.post(`/cms/centros-referencia/${place.centerId}`, staff.token, {
      referenceSince: "2024-25",
      latitude: "40,3",
      longitude: "",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Escribe la latitud y la longitud, o ninguna de las dos.");
    const far = await pages.post(`/cms/centros-referencia/${place.centerId}`, staff.token, {
      referenceSince: "2024-25",
      latitude: "51.5",
      longitude: "-0.12",
    });
    expect(await far.text()).toContain("Esa posición queda fuera de España.");
    expect(await db.select().from(auditLog).where(eq(auditLog.entity, "centre"))).toEqual([]);

    const saved = await pages.post(`/cms/centros-referencia/${place.centerId}`, staff.token, {
      referenceSince: "2024-25",
      latitude: "40,3057",
      longitude: "-3.7329",
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`/cms/centros-referencia/${place.centerId}?done=saved`);
    expect((await html("/centros-referencia")).body).toContain(centre!.name);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entity, "centre"));
    expect(entry).toMatchObject({
      action: "centreUpdate",
      label: centre!.name,
      actorId: staff.id,
      after: { referenceSince: "2024-25", latitude: 40.3057, longitude: -3.7329 },
    });
    // The same values again change nothing and write nothing.
    await pages.post(`/cms/centros-referencia/${place.centerId}`, staff.token, {
      referenceSince: "2024-25",
      latitude: "40.3057",
      longitude: "-3.7329",
    });
    expect(await db.select().from(auditLog).where(eq(auditLog.entity, "centre"))).toHaveLength(1);
  });

  test("the API refuses a year outside the offered ones and unknown centres; only staff may save", async () => {
    const db = pages.database.db;
    const api = testApi(pages.database, { clock: fixedClock(NOW) });
    const place = await seededPlace(db, 28, "Getafe");
    const staff = await givenUser(db, { roles: ["DEVELOPER"] });
    const future = await api.request(SAVE, { id: String(place.centerId), input: { referenceSince: "2026-27" } }, { token: staff.token });
    expect(future.body.data!.saveReferenceCentre).toMatchObject({ code: "VALIDATION", fields: [{ field: "referenceSince" }] });
    const unknown = await api.request(SAVE, { id: "999999", input: { referenceSince: null } }, { token: staff.token });
    expect(unknown.body.data!.saveReferenceCentre.code).toBe("NOT_FOUND");
    const withdrawn = await api.request(SAVE, { id: String(place.centerId), input: { referenceSince: null } }, { token: staff.token });
    expect(withdrawn.body.data!.saveReferenceCentre).toMatchObject({
      __typename: "MutationSaveReferenceCentreSuccess",
      data: { referenceSince: null },
    });
    for (const roles of [["MODERATOR"], ["EVENT_MANAGER"], []] as const) {
      const user = await givenUser(db, { roles: [...roles] });
      const res = await api.request(SAVE, { id: String(place.centerId), input: { referenceSince: "2024-25" } }, { token: user.token });
      expect(res.body.data?.saveReferenceCentre ?? null, roles.join()).toBeNull();
    }
    expect((await html("/cms/centros-referencia", (await givenUser(db, { roles: ["EVENT_MANAGER"] })).token)).status).toBe(403);
  });
});
