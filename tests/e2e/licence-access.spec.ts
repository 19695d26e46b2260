import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { needsLicence, pathFor, type RouteName, ROUTES } from "../../common/routes.ts";
import { SCREENS } from "../../app/screens.ts";
import { accounts, expect, test } from "./fixtures.ts";

/**
 * Every licence-only screen (section 2's prefixes) that exists, asked for on the server by each kind of
 * user: a visitor is sent to log in with ?page=, a registered user without a licence gets 403, a licensed
 * teacher gets in, and staff (the developer flag) only where section 6 grants it.
 */
const SAMPLE_PARAMS = { id: "1", unitId: "1", itineraryAge: "6-8", itineraryId: "x", activityId: "y", accessCode: "ABC", file: "x.pdf" };
const licenceScreens = (Object.keys(SCREENS) as RouteName[]).filter(needsLicence);
// Section 6: the developer flag opens the in-class screens (itineraries, dossier, FAQs, boards); staff (the same flag)
// read the bulletin they write.
const grantedToDevelopers = (name: RouteName) => ROUTES[name].access === "inClass" || ROUTES[name].access === "bulletin";

async function sessionFor(baseURL: string, account: { email: string; password: string } | null): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL, maxRedirects: 0 });
  if (!account) return context;
  const response = await context.post("/graphql", {
    headers: { "content-type": "application/json" },
    data: {
      query: "mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { ... on MutationLoginSuccess { data { token } } } }",
      variables: { e: account.email, p: account.password },
    },
  });
  const token = (await response.json()).data.login.data.token as string;
  await context.dispose();
  return playwrightRequest.newContext({ baseURL, maxRedirects: 0, extraHTTPHeaders: { cookie: `token=${token}; cookieConsent=0.0` } });
}

test("the licence-only screens are listed", () => {
  expect(licenceScreens).toEqual(
    expect.arrayContaining(["my-panel", "itineraries", "itinerary-activity", "dossier", "faqs", "license-form"]),
  );
});

test("every licence-only screen refuses visitors, registered users and staff without the grant, and opens for a licensed teacher", async ({
  baseURL,
}) => {
  const visitor = await sessionFor(baseURL!, null);
  const family = await sessionFor(baseURL!, accounts.family);
  const teacher = await sessionFor(baseURL!, accounts.teacher);
  const developer = await sessionFor(baseURL!, accounts.developer);
  for (const name of licenceScreens) {
    const path = pathFor(name, "es", SAMPLE_PARAMS);
    const anonymous = await visitor.get(path);
    expect([302, 303], `${name} for a visitor`).toContain(anonymous.status());
    expect(anonymous.headers().location, name).toBe(`/acceder?page=${encodeURIComponent(path)}`);
    expect((await family.get(path)).status(), `${name} for a registered user`).toBe(403);
    // In: the screen, or its own 404 for the sample parameters (no such itinerary, file …).
    expect([200, 404], `${name} for a licensed teacher`).toContain((await teacher.get(path)).status());
    const staff = (await developer.get(path)).status();
    if (grantedToDevelopers(name)) expect([200, 404], `${name} for staff with the developer flag`).toContain(staff);
    else expect(staff, `${name} for staff with the developer flag`).toBe(403);
  }
  await Promise.all([visitor, family, teacher, developer].map((context) => context.dispose()));
});

/** The role each role screen names in the route table, and the demo account that holds it. */
const ROLE_HOLDERS = {
  moderator: accounts.moderator,
  licenseGenerator: accounts.licenceGenerator,
  eventManager: accounts.eventManager,
  staff: accounts.developer,
  admin: accounts.admin,
} as const;
const roleScreens = (Object.keys(SCREENS) as RouteName[]).filter((name) => ROUTES[name].access in ROLE_HOLDERS);

test("every role screen (moderation, the back office) sends visitors to log in, refuses others and opens for its role", async ({
  baseURL,
}) => {
  expect(roleScreens).toEqual(
    expect.arrayContaining(["moderation", "activity-comment-reject", "staff-licences", "staff-licence-requests"]),
  );
  const visitor = await sessionFor(baseURL!, null);
  const family = await sessionFor(baseURL!, accounts.family);
  const teacher = await sessionFor(baseURL!, accounts.teacher);
  // One signed-in session per role, opened the first time a screen of that role is asked for.
  const holders = new Map<keyof typeof ROLE_HOLDERS, APIRequestContext>();
  const holderOf = async (role: keyof typeof ROLE_HOLDERS) => {
    const known = holders.get(role);
    if (known) return known;
    const opened = await sessionFor(baseURL!, ROLE_HOLDERS[role]);
    holders.set(role, opened);
    return opened;
  };
  for (const name of roleScreens) {
    const path = pathFor(name, "es", SAMPLE_PARAMS);
    const anonymous = await visitor.get(path);
    expect([302, 303], `${name} for a visitor`).toContain(anonymous.status());
    expect(anonymous.headers().location, name).toBe(`/acceder?page=${encodeURIComponent(path)}`);
    expect((await family.get(path)).status(), `${name} for a registered user`).toBe(403);
    expect((await teacher.get(path)).status(), `${name} for a licensed teacher`).toBe(403);
    const holder = await holderOf(ROUTES[name].access as keyof typeof ROLE_HOLDERS);
    // In: the screen, its own 404 for the sample parameters (no such comment or batch), or where it moved (/gestion).
    expect([200, 301, 404], `${name} for its role`).toContain((await holder.get(path)).status());
  }
  await Promise.all([visitor, family, teacher, ...holders.values()].map((context) => context.dispose()));
});
