import { describe, expect, test } from "vitest";
import { givenUser } from "./test/factories.ts";
import { testPages } from "./test/pages.ts";

/**
 * The super-challenges' editions editor as a browser without scripts uses it (issue 18, decision 042): the editions
 * with their stage at the product's clock, an edition's dates (Madrid's wall clock) and limits changed by a plain
 * form and read at once by the public page, a refusal keeping what was typed, the next edition opened; staff only. The
 * visitors' page cache is on: a save empties it.
 */
const now = "2025-12-01T09:00:00+01:00";
const pages = testPages({ clock: () => new Date(now), renderCache: { ttlMs: 60_000 } });

async function html(pathname: string, token?: string) {
  const res = await pages.app.request(pathname, { headers: token ? { cookie: `token=${token}` } : {}, redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), body: await res.text() };
}
const send = (pathname: string, token: string, fields: Record<string, string>) =>
  pages.app.request(pathname, {
    method: "POST",
    headers: { cookie: `token=${token}`, origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });

const E25 = {
  opensAt: "2025-09-15T00:00",
  preRegistrationDeadline: "2025-10-31",
  deadline: "2026-01-23",
  videoMaxSeconds: "60",
  prizeEuros: "1500",
  finalists: "10",
  audience: "primaryAndSecondary",
};

describe("the super-challenges' editions editor's pages", () => {
  test("staff see the editions, change one's dates and limits (a refusal keeps what was typed), and open the next", async () => {
    const staff = await givenUser(pages.database.db, { roles: ["DEVELOPER"] });
    const list = await html("/cms/superretos", staff.token);
    expect(list.status).toBe(200);
    expect(list.body).toContain("Superreto europeo");
    expect(list.body).toContain("Envío de proyectos");
    expect((await html("/cms/superchallenges", staff.token)).body).toContain("Project submission");
    const id = /href="\/cms\/superretos\/(\d+)"[^>]*>2025-26</.exec(list.body)?.[1];
    expect(id).toBeDefined();

    const edit = await html(`/cms/superretos/${id}`, staff.token);
    expect(edit.status).toBe(200);
    expect(edit.body).toContain('value="2025-09-15T00:00"');
    expect(edit.body).toContain('value="2026-01-23"');

    const refused = await send(`/cms/superretos/${id}`, staff.token, { ...E25, deadline: "2025-09-01", prizeEuros: "2500" });
    expect(refused.status).toBe(400);
    const refusedBody = await refused.text();
    expect(refusedBody).toContain("El último día tiene que ser posterior a la apertura.");
    expect(refusedBody).toContain('value="2500"');

    const cached = async () => (await pages.app.request("/")).headers.get("x-render-cache");
    await cached();
    expect(await cached()).toBe("hit");
    const saved = await send(`/cms/superretos/${id}`, staff.token, { ...E25, prizeEuros: "2500" });
    expect(await cached()).toBe("miss");
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`/cms/superretos/${id}?done=saved`);
    expect((await html(`/cms/superretos/${id}?done=saved`, staff.token)).body).toContain("Edición guardada.");
    expect((await html("/superreto-europeo")).body).toMatch(/Un premio valorado en 2\.?500/);

    const draft = await html("/cms/superretos/nueva?kind=europe", staff.token);
    expect(draft.status).toBe(200);
    expect(draft.body).toContain('value="2026-27"');
    const created = await send("/cms/superretos/nueva", staff.token, {
      ...E25,
      kind: "europe",
      edition: "2026-27",
      opensAt: "2026-09-15T00:00",
      preRegistrationDeadline: "2026-10-31",
      deadline: "2027-01-22",
    });
    expect(created.status).toBe(303);
    expect(created.headers.get("location")).toMatch(/^\/cms\/superretos\/\d+\?done=saved$/);
    expect((await html("/cms/superretos", staff.token)).body).toContain("2026-27");
  });

  test("the editor is the foundation staff's only", async () => {
    const manager = await givenUser(pages.database.db, { roles: ["EVENT_MANAGER"] });
    expect((await html("/cms/superretos", manager.token)).status).not.toBe(200);
    expect((await html("/cms/superretos")).status).not.toBe(200);
  });
});
