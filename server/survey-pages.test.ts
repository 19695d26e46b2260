import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { licenceCodes, openActivitySurveys, users } from "./db/schema/index.ts";
import { givenActivity, givenUser } from "./test/factories.ts";
import { givenFreeCode, seededPlace } from "./test/licence-factories.ts";
import { testPages } from "./test/pages.ts";

/**
 * The open-activity survey and "who you are" as a browser without scripts uses them: the invitation on an
 * open activity's page, the survey form's messages and saved answer, the staff's counts, and the profile's
 * professional block.
 */
const pages = testPages();

async function html(path: string, token?: string) {
  const res = await pages.app.request(path, { headers: token ? { cookie: `token=${token}` } : {}, redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), body: await res.text() };
}

/** A form post from the product's own page; a field given a list posts once per value (ticked boxes). */
async function post(path: string, token: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  const res = await pages.app.request(path, {
    method: "POST",
    headers: { cookie: `token=${token}`, origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  return { status: res.status, body: await res.text() };
}

/** Whether the page's option of this value starts ticked. */
const ticked = (body: string, value: string) => new RegExp(`<input[^>]*checked=""[^>]*value="${value}"`).test(body);

const surveyLink = (slug: string) => `href="/actividades/${slug}/encuesta"`;

describe("the open-activity survey", () => {
  test("invited on an open activity's page, answered with its messages first, the answer shown again", async () => {
    const db = pages.database.db;
    const open = await givenActivity(db, { titleEs: "Robots de cartón" });
    const premium = await givenActivity(db, { access: "premium" });
    const user = await givenUser(db);

    // The invitation: signed-in users, open activities only.
    expect((await html(`/actividades/${open.slug}`, user.token)).body).toContain(surveyLink(open.slug));
    expect((await html(`/actividades/${open.slug}`)).body).not.toContain(surveyLink(open.slug));
    expect((await html(`/actividades/${premium.slug}`, user.token)).body).not.toContain(surveyLink(premium.slug));

    // The survey: login first; a premium or unknown activity has none.
    const path = `/actividades/${open.slug}/encuesta`;
    expect(await html(path)).toMatchObject({ status: 302, location: `/acceder?page=${encodeURIComponent(path)}` });
    expect((await html(`/actividades/${premium.slug}/encuesta`, user.token)).status).toBe(404);
    expect((await html("/actividades/no-existe/encuesta", user.token)).status).toBe(404);
    const page = await html(path, user.token);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Encuesta sobre la actividad");
    expect(page.body).toContain("Si has usado «Robots de cartón» con niñas y niños");

    // Nothing answered: each required question's message; an unknown option its own.
    let res = await post(path, user.token, { activityId: String(open.id) });
    expect(res.status).toBe(400);
    expect(res.body).toContain("Marca al menos una edad");
    expect(res.body).toContain("Responde sí o no");
    res = await post(path, user.token, {
      activityId: String(open.id),
      childAges: ["sixToEight", "bebés"],
      classSize: "mil",
      usedWithChildren: "yes",
    });
    expect(res.status).toBe(400);
    expect(res.body).toContain("Elige las edades de la lista");
    expect(res.body).toContain("Elige una de las opciones");
    expect(await pages.database.db.select().from(openActivitySurveys).where(eq(openActivitySurveys.userId, user.id))).toEqual([]);

    // A premium activity's id posted to an open one's page is refused too.
    res = await post(path, user.token, { activityId: String(premium.id), childAges: "other", usedWithChildren: "no" });
    expect(res.status).toBe(404);

    res = await post(path, user.token, {
      activityId: String(open.id),
      childAges: ["nineToTwelve", "twelvePlus"],
      classSize: "50-100",
      usedWithChildren: "yes",
      wouldRecommend: "no",
    });
    expect(res.status).toBe(200);
    expect(res.body).toContain("¡Gracias! Hemos guardado tus respuestas.");
    const [row] = await db
      .select()
      .from(openActivitySurveys)
      .where(and(eq(openActivitySurveys.userId, user.id), eq(openActivitySurveys.activityId, open.id)));
    expect(row).toMatchObject({
      childAges: ["nineToTwelve", "twelvePlus"],
      classSize: "50-100",
      usedWithChildren: true,
      wouldRecommend: false,
    });

    // The form starts from the saved answer.
    const again = (await html(path, user.token)).body;
    expect(again).toContain("Actualizar respuestas");
    expect(ticked(again, "nineToTwelve")).toBe(true);
    expect(ticked(again, "50-100")).toBe(true);
    expect(ticked(again, "sixToEight")).toBe(false);
  });

  test("staff see the counts; nobody else does", async () => {
    const db = pages.database.db;
    const activity = await givenActivity(db, { titleEs: "Detectives de bulos" });
    const user = await givenUser(db);
    await post(`/actividades/${activity.slug}/encuesta`, user.token, {
      activityId: String(activity.id),
      childAges: "sixToEight",
      usedWithChildren: "yes",
    });
    const staff = await givenUser(db, { roles: ["DEVELOPER"] });
    const page = await html("/gestion/encuestas", staff.token);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Encuestas de las actividades abiertas");
    expect(page.body).toContain("Detectives de bulos");
    expect((await html("/gestion/encuestas", user.token)).status).toBe(403);
  });
});

describe("who the user is, in the profile's professional block", () => {
  test("an entity's missing fields are named; then it is saved, and switching type clears them", async () => {
    const db = pages.database.db;
    const user = await givenUser(db);
    const settings = "/mi-cuenta/configuracion";
    const page = await html(settings, user.token);
    expect(page.body).toContain("¿Quién eres?");
    expect(ticked(page.body, "NORMAL")).toBe(true);

    let res = await post(settings, user.token, { intent: "user-type", type: "ONG", ongSector: "deportes" });
    expect(res.status).toBe(400);
    expect(res.body).toContain("Elige si la entidad es una fundación o una asociación");
    expect(res.body).toContain("Elige el sector de la entidad");
    expect(res.body).toContain("Elige la provincia de la entidad");
    // An unknown type: its field's message, never an error page.
    res = await post(settings, user.token, { intent: "user-type", type: "SCHOOL" });
    expect(res.status).toBe(400);
    expect(res.body).toContain("Elige si eres docente de un centro, una entidad o agente de una entidad");

    res = await post(settings, user.token, {
      intent: "user-type",
      type: "ONG",
      ongKind: "association",
      ongSector: "social",
      ongProvinceId: "39",
      agentEntity: "Otra",
    });
    expect(res.status).toBe(200);
    expect(res.body).toContain("¡Listo! Hemos guardado quién eres.");
    const [saved] = await db.select().from(users).where(eq(users.id, user.id));
    expect(saved).toMatchObject({ type: "ONG", ongKind: "association", ongSector: "social", ongProvinceId: 39, agentEntity: null });
    const shown = (await html(settings, user.token)).body;
    expect(ticked(shown, "ONG")).toBe(true);
    expect(ticked(shown, "association")).toBe(true);

    res = await post(settings, user.token, {
      intent: "user-type",
      type: "AGENT",
      agentKind: "volunteer",
      agentEntity: "Cruz Verde",
      ongKind: "association",
    });
    expect(res.status).toBe(200);
    const [switched] = await db.select().from(users).where(eq(users.id, user.id));
    expect(switched).toMatchObject({
      type: "AGENT",
      agentKind: "volunteer",
      agentEntity: "Cruz Verde",
      ongKind: null,
      ongSector: null,
      ongProvinceId: null,
    });
  });

  test("the licence wizard's last step asks who the user is, with the same rules", async () => {
    const db = pages.database.db;
    const user = await givenUser(db);
    const place = await seededPlace(db);
    const { code } = await givenFreeCode(db);
    const answers = {
      step: "entity",
      code,
      provinceId: String(place.provinceId),
      townId: String(place.townId),
      centerId: String(place.centerId),
      organizationId: String(place.organizationId),
      entity: "Fundación Barrio",
    };
    let res = await post("/mi-cuenta/licencia", user.token, { ...answers, type: "ONG", ongKind: "foundation" });
    expect(res.status).toBe(400);
    expect(res.body).toContain("Elige el sector de la entidad");
    res = await post("/mi-cuenta/licencia", user.token, {
      ...answers,
      type: "ONG",
      ongKind: "foundation",
      ongSector: "biosanitary",
      ongProvinceId: "99",
    });
    expect(res.status).toBe(400);
    expect(res.body).toContain("Elige la provincia de la entidad");
    const [before] = await db.select({ state: licenceCodes.state }).from(licenceCodes).where(eq(licenceCodes.code, code));
    expect(before?.state).toBe("free");

    res = await post("/mi-cuenta/licencia", user.token, {
      ...answers,
      type: "ONG",
      ongKind: "foundation",
      ongSector: "biosanitary",
      ongProvinceId: "28",
    });
    expect(res.status).toBe(200);
    expect(res.body).toContain("¡Licencia añadida!");
    const [saved] = await db.select().from(users).where(eq(users.id, user.id));
    expect(saved).toMatchObject({ type: "ONG", ongKind: "foundation", ongSector: "biosanitary", ongProvinceId: 28 });
  });
});
