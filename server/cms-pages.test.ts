import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { en } from "../app/i18n/en/index.ts";
import { es } from "../app/i18n/es/index.ts";
import { auditLog } from "./db/schema/index.ts";
import { recordAudit } from "./services/audit/audit-log.ts";
import { givenUser } from "./test/factories.ts";
import { givenProgram, givenTeacher } from "./test/itinerary-factories.ts";
import { testPages } from "./test/pages.ts";

/**
 * The back office as a browser without scripts gets it (issue 18): /cms lists every staff screen for the role that
 * opens it (the account menu's one link; /gestion leads there); admins find people, change their roles and access
 * through plain forms, and read the audit log.
 */
const pages = testPages();

async function html(path: string, token?: string) {
  const res = await pages.app.request(path, { headers: token ? { cookie: `token=${token}` } : {}, redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), body: await res.text() };
}

describe("the back office's navigation", () => {
  test("staff find every staff screen from the menu's one link; a licence generator's, a moderator's and an admin's screens only with their role", async () => {
    const db = pages.database.db;
    const staff = await givenUser(db, { roles: ["DEVELOPER"] });
    const page = await html("/cms", staff.token);
    expect(page.status).toBe(200);
    expect(page.body).toContain('href="/cms"');
    for (const path of [
      "/gestion/informes-seguimiento",
      "/gestion/encuestas",
      "/gestion/superreto-docentes",
      "/gestion/superreto-europeo",
      "/gestion/analitica",
    ]) {
      expect(page.body).toContain(`href="${path}"`);
    }
    for (const path of ["/gestion/licencias", "/moderacion", "/cms/personas", "/cms/registro"])
      expect(page.body).not.toContain(`href="${path}"`);

    const all = await givenUser(db, { roles: ["ADMIN", "LICENSE_GEN"] });
    const english = await html("/cms", `${all.token}; language=en`);
    expect(english.body).toContain("Staff area (CMS)");
    for (const path of ["/staff/licences", "/moderation", "/cms/people", "/cms/audit-log"])
      expect(english.body).toContain(`href="${path}"`);
  });

  test("/gestion leads to /cms; others go to the staff sign-in, which brings them back", async () => {
    const db = pages.database.db;
    const staff = await givenUser(db, { roles: ["DEVELOPER"] });
    expect(await html("/gestion", staff.token)).toMatchObject({ status: 301, location: "/cms" });
    const teacher = await givenTeacher(db, [await givenProgram(db)]);
    expect(await html("/cms", teacher.token)).toMatchObject({ status: 302, location: "/cms/login?page=%2Fcms" });
    expect(await html("/cms")).toMatchObject({ status: 302, location: "/cms/login?page=%2Fcms" });
    expect((await html("/gestion", teacher.token)).status).toBe(403);
  });
});

describe("people and the audit log", () => {
  test("an admin finds an account, grants it a role through the form, and finds the change in the log", async () => {
    const db = pages.database.db;
    const admin = await givenUser(db, { roles: ["ADMIN"] });
    const person = await givenUser(db, { name: "Zacarías" });
    const list = await html("/cms/personas?q=zacar%C3%ADas", admin.token);
    expect(list.status).toBe(200);
    expect(list.body).toContain(`href="/cms/personas/${person.id}"`);
    expect(list.body).toContain(">1 cuenta<");

    const page = await html(`/cms/personas/${person.id}`, admin.token);
    expect(page.body).toContain(`<h1 class="page-title break-all">${person.email}</h1>`);
    expect(page.body).toContain('value="MODERATOR"');
    const saved = await pages.post(`/cms/personas/${person.id}`, admin.token, { intent: "roles", role: "MODERATOR" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`/cms/personas/${person.id}?done=saved`);
    expect((await html(`/cms/personas/${person.id}?done=saved`, admin.token)).body).toContain("Roles guardados.");
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, person.id));
    expect(entry).toMatchObject({ action: "accountRoles", after: { roles: ["MODERATOR"] } });

    const log = await html(`/cms/registro?entityId=${person.id}`, admin.token);
    expect(log.body).toContain(">1 cambio<");
    expect(log.body).toContain("Roles de equipo");
    expect(log.body).toContain("ninguno → Moderación");
  });

  test("an admin's own account is refused with the product's message; staff without the role get 403; an unknown account 404", async () => {
    const db = pages.database.db;
    const admin = await givenUser(db, { roles: ["ADMIN"] });
    const own = await pages.post(`/cms/personas/${admin.id}`, admin.token, { intent: "active", active: "false" });
    expect(own.status).toBe(409);
    expect(await own.text()).toContain("No puedes quitarte tu propio rol de administración ni desactivar tu propia cuenta.");
    const staff = await givenUser(db, { roles: ["DEVELOPER"] });
    for (const path of ["/cms/personas", `/cms/personas/${admin.id}`, "/cms/registro"])
      expect((await html(path, staff.token)).status, path).toBe(403);
    expect((await html("/cms/personas/00000000-0000-4000-8000-000000000000", admin.token)).status).toBe(404);
  });

  test("the changes issue 31 audits (licences, bulletin, moderation, reports, FAQ order) are named in both languages, each linking to its screen", async () => {
    const db = pages.database.db;
    const admin = await givenUser(db, { roles: ["ADMIN"] });
    const entries = [
      { action: "licenceBatchGenerate", entity: "licenceBatch", href: ["/gestion/licencias", "/staff/licences"] },
      { action: "licenceCodeRevoke", entity: "licenceCode", href: ["/gestion/licencias", "/staff/licences"] },
      { action: "bulletinPostCreate", entity: "bulletinPost", href: ["/anuncios/", "/bulletin/"] },
      { action: "bulletinPostPublish", entity: "bulletinPost", href: ["/anuncios/", "/bulletin/"] },
      { action: "contributionPublish", entity: "contribution", href: ["/moderacion", "/moderation"] },
      { action: "contributionReject", entity: "contribution", href: ["/moderacion", "/moderation"] },
      { action: "followUpReportIssue", entity: "followUpReport", href: ["/gestion/informes-seguimiento", "/staff/follow-up-reports"] },
      { action: "faqMove", entity: "faq", href: ["/cms/", "/cms/"] },
    ] as const;
    for (const { action, entity } of entries) {
      await db.transaction((tx) =>
        recordAudit(tx, admin, { action, entity, entityId: `id-${action}`, label: `Registro ${action}`, before: null, after: {} }),
      );
    }
    for (const { action, href } of entries) {
      const spanish = await html(`/cms/registro?action=${action}`, admin.token);
      expect(spanish.body, action).toContain(`>${es.people.audit.actions[action]}<`);
      expect(spanish.body, action).toContain(`href="${href[0]}`);
      expect(spanish.body).toContain(`Registro ${action}`);
      const english = await html(`/cms/audit-log?action=${action}`, `${admin.token}; language=en`);
      expect(english.body, action).toContain(`>${en.people.audit.actions[action]}<`);
      expect(english.body, action).toContain(`href="${href[1]}`);
    }
  });
});
