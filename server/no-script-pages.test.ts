import { describe, expect, test } from "vitest";
import { givenCompletion, givenCourse } from "./test/course-factories.ts";
import { givenActivity, givenUser } from "./test/factories.ts";
import { givenProgram, givenTeacher } from "./test/itinerary-factories.ts";
import { testPages } from "./test/pages.ts";

/**
 * Issue 31 §2: the controls every page starts with work as plain links and forms before (or without) the page's
 * scripts: the language switch stores the choice, the cookie banner's buttons store the consent, a rating or a
 * mark posted without scripts comes back with the focus where it was. And §3.14: the certificate check page.
 */

const pages = testPages();

async function get(path: string, cookie = "") {
  const res = await pages.app.request(path, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  return {
    status: res.status,
    location: res.headers.get("location"),
    cookies: res.headers.getSetCookie(),
    headers: res.headers,
    body: await res.text(),
  };
}

async function postForm(path: string, fields: Record<string, string>, cookie = "") {
  const res = await pages.app.request(path, {
    method: "POST",
    redirect: "manual",
    headers: { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });
  return { status: res.status, location: res.headers.get("location"), cookies: res.headers.getSetCookie(), body: await res.text() };
}

describe("language switch without scripts", () => {
  test("the switch is a link through the preferences route, which sets the language cookie and goes to the page", async () => {
    const methodology = await get("/metodologia");
    expect(methodology.body).toContain('href="/preferencias?language=en&amp;page=%2Fmethodology"');

    const followed = await get("/preferencias?language=en&page=%2Fmethodology");
    expect(followed.status).toBe(302);
    expect(followed.location).toBe("/methodology");
    expect(followed.cookies).toEqual([expect.stringMatching(/^language=en; Path=\/; Max-Age=31536000; SameSite=Lax$/)]);
    // The stored choice decides the shared home page.
    expect((await get("/", "language=en")).body).toContain('<html lang="en"');

    // The way back, from the English route's path.
    const back = await get("/preferences?language=es&page=%2F");
    expect(back).toMatchObject({ status: 302, location: "/" });
    expect(back.cookies[0]).toMatch(/^language=es;/);
  });

  test("a return path off the product or an unknown language changes nothing dangerous", async () => {
    const away = await get("/preferencias?language=en&page=https%3A%2F%2Fevil.example%2F");
    expect(away).toMatchObject({ status: 302, location: "/" });
    expect((await get("/preferencias?language=en&page=%2F%5Cevil.example")).location).toBe("/");
    const unknown = await get("/preferencias?language=fr&page=%2Fmetodologia");
    expect(unknown).toMatchObject({ status: 302, location: "/metodologia" });
    expect(unknown.cookies).toEqual([]);
  });
});

describe("cookie banner without scripts", () => {
  test("the banner is a form whose buttons post the choice, which is stored and leads back to the same page", async () => {
    const first = await get("/metodologia?tema=1");
    expect(first.body).toContain('<form class="consent-form" action="/preferencias" method="post"');
    expect(first.body).toContain('name="page" value="/metodologia?tema=1"');
    // In its place in the markup, not streamed hidden for a script to show (a lazy part of the page would be).
    expect(first.body.indexOf('class="consent-banner"')).toBeLessThan(first.body.indexOf("<header"));
    expect(first.body).not.toMatch(/<div hidden id="S:\d+"><section class="consent-banner"/);

    const all = await postForm("/preferencias", { consent: "all", page: "/metodologia?tema=1" });
    expect(all).toMatchObject({ status: 303, location: "/metodologia?tema=1" });
    expect(all.cookies).toEqual([expect.stringMatching(/^cookieConsent=1\.1; Path=\/; Max-Age=31536000; SameSite=Lax$/)]);
    const necessary = await postForm("/preferencias", { consent: "necessary", page: "/" });
    expect(necessary.cookies[0]).toMatch(/^cookieConsent=0\.0;/);
    // The settings' checkboxes (cookie policy page): each ticked category is on.
    const chosen = await postForm("/preferencias", { consent: "chosen", analytics: "on", page: "/legal/politica-cookies?cookies=saved" });
    expect(chosen).toMatchObject({ status: 303, location: "/legal/politica-cookies?cookies=saved" });
    expect(chosen.cookies[0]).toMatch(/^cookieConsent=1\.0;/);

    // With the choice made, the page comes without the banner.
    expect((await get("/metodologia?tema=1", "cookieConsent=1.1")).body).not.toContain('action="/preferencias"');
    // Off-site return paths go home; a post without a choice is refused and stores nothing.
    expect((await postForm("/preferencias", { consent: "all", page: "//evil.example/" })).location).toBe("/");
    const empty = await postForm("/preferencias", { page: "/" });
    expect(empty.status).toBe(400);
    expect(empty.cookies).toEqual([]);
  });

  test("the cookie policy's settings form posts too and says it saved", async () => {
    const policy = await get("/legal/politica-cookies");
    expect(policy.body).toContain('<form class="cookie-settings-form" action="/preferencias" method="post"');
    expect(policy.body).toContain('name="page" value="/legal/politica-cookies?cookies=saved"');
    // Back from the post, the confirmation has the focus.
    const saved = await get("/legal/politica-cookies?cookies=saved", "cookieConsent=1.0");
    expect(saved.body).toMatch(/<p role="status" class="cookie-settings-status" tabindex="-1" autofocus="">Preferencias guardadas\.<\/p>/);
  });
});

describe("ratings and marks without scripts", () => {
  test("a rating posted without scripts comes back with the focus on the star that was chosen; a mark on its button", async () => {
    const activity = await givenActivity(pages.database.db);
    const user = await givenUser(pages.database.db);
    const rated = await pages.post(`/actividades/${activity.slug}`, user.token, {
      intent: "rate",
      activityId: String(activity.id),
      score: "4",
    });
    expect(rated.status).toBe(200);
    const body = await rated.text();
    expect(body).toContain('<input type="radio" class="covering-input" autofocus="" name="score" checked="" value="4"/>');
    expect(body.match(/autofocus/g)).toHaveLength(1);

    const marked = await pages.post(`/actividades/${activity.slug}`, user.token, {
      intent: "favourite",
      activityId: String(activity.id),
      on: "true",
    });
    const markedBody = await marked.text();
    expect(markedBody).toMatch(/<button type="submit" aria-pressed="true" autofocus="" class="btn /);
    expect(markedBody.match(/autofocus/g)).toHaveLength(1);
    // A comment posted without scripts: its confirmation has the focus.
    const commented = await pages.post(`/actividades/${activity.slug}`, user.token, {
      intent: "comment-post",
      activityId: String(activity.id),
      content: "Nos ha gustado",
    });
    expect(commented.status).toBe(200);
    const commentedBody = await commented.text();
    expect(commentedBody).toMatch(/<p role="status" class="font-bold text-teal" tabindex="-1" autofocus="">[^<]+<\/p>/);
    expect(commentedBody.match(/autofocus/g)).toHaveLength(1);
    // A plain visit focuses nothing. The signed-in tools are in the header's markup, the account menu the browser's own
    // disclosure until the page's scripts run: its links and the logout form are there.
    const visit = (await get(`/actividades/${activity.slug}`, `token=${user.token}`)).body;
    expect(visit).not.toContain("autofocus");
    const header = visit.slice(0, visit.indexOf("</header>"));
    expect(header).toMatch(/<details class="account-menu"><summary class="account-toggle">/);
    expect(header).toContain('<a class="account-item" href="/mi-cuenta"');
    expect(header).toMatch(/<form class="account-logout"[^>]* action="\/cerrar-sesion" method="post">/);
  });
});

describe("certificate check page", () => {
  test("a holder's full name is kept out of caches and search engines", async () => {
    const teacher = await givenTeacher(pages.database.db, [await givenProgram(pages.database.db)]);
    const course = await givenCourse(pages.database.db);
    const { certificateCode } = await givenCompletion(pages.database.db, teacher, course);
    const res = await get(`/certificado/${certificateCode}`);
    expect(res.status).toBe(200);
    expect(res.body).toContain("López");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(res.body).toContain('<meta name="robots" content="noindex"');
    // An unknown code too (its page is no one's, but the address may be).
    const unknown = await get("/certificado/ZZZZ-ZZZZ-ZZZZ");
    expect(unknown.headers.get("cache-control")).toBe("private, no-store");
  });
});
