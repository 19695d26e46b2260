import { eq } from "drizzle-orm";
import { parse, validate } from "graphql";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Database } from "../db/client.ts";
import { emailTokens, linkedAccounts, oauthFlows, users } from "../db/schema/index.ts";
import { createMailer } from "../mail/mailer.ts";
import { ME, SIGNUP, signupInput, TEST_PUBLIC_URL, testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { type MockProvider, startMockProvider } from "../test/oidc.ts";
import { CONFIRM_UNLINK, LINKED, type Provider, REQUEST_UNLINK, START, START_LINK, socialFlows } from "../test/social-flows.ts";
import { startSmtpServer } from "../test/smtp.ts";
import * as documents from "../../app/lib/social-documents.ts";
import { schema } from "./schema/index.ts";

let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let google: MockProvider;
let microsoft: MockProvider;
let api: ReturnType<typeof testApi>;

beforeAll(async () => {
  [database, smtp, google, microsoft] = await Promise.all([testDatabase(), startSmtpServer(), startMockProvider(), startMockProvider()]);
  api = testApi(database, {
    mailer: createMailer({ smtpUrl: smtp.url, from: "Código Pequeño <no-reply@example.org>", outboxDir: "unused" }),
    social: {
      google: { clientId: "google-client", clientSecret: "google-secret", issuer: google.issuer },
      microsoft: { clientId: "microsoft-client", clientSecret: "microsoft-secret", issuer: microsoft.issuer },
    },
  });
});
afterAll(async () => {
  await Promise.all([smtp.close(), google.stop(), microsoft.stop()]);
  await database.close();
});

const mocks = () => ({ google, microsoft });
const begin: ReturnType<typeof socialFlows>["begin"] = (...args) => socialFlows(api).begin(...args);
const finish: ReturnType<typeof socialFlows>["finish"] = (...args) => socialFlows(api).finish(...args);

async function socialSignIn(provider: Provider, identity: Record<string, unknown> & { sub: string }, options: { returnTo?: string } = {}) {
  mocks()[provider].as(identity);
  return finish(provider, await begin(provider, options));
}

async function passwordAccount(email: string) {
  const res = await api.request(SIGNUP, { input: signupInput({ email }) });
  return res.body.data!.signup.data.token as string;
}

const userCount = () => database.db.$count(users);

describe("signing in and up", () => {
  test("asks Google for openid profile email with PKCE, state and nonce, returning to its redirect route", async () => {
    const flow = await begin("google");
    expect(flow.url.origin).toBe(google.issuer);
    const params = flow.url.searchParams;
    expect(params.get("scope")).toBe("openid profile email");
    expect(params.get("redirect_uri")).toBe(`${TEST_PUBLIC_URL}/acceder/google`);
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("state")).toMatch(/^[\w-]{40,}$/);
    expect(params.get("nonce")).toMatch(/^[\w-]{40,}$/);
    const [row] = await database.db
      .select()
      .from(oauthFlows)
      .where(eq(oauthFlows.state, params.get("state")!));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
  });

  test("asks Microsoft for User.Read too", async () => {
    const flow = await begin("microsoft");
    expect(flow.url.searchParams.get("scope")).toBe("openid profile email User.Read");
    expect(flow.url.searchParams.get("redirect_uri")).toBe(`${TEST_PUBLIC_URL}/acceder/microsoft`);
  });

  test("signs up a new Google subject from its profile, with a session, and needs the birthdate", async () => {
    google.as({ sub: "g-new-1", email: "Nueva@Example.org", email_verified: true, given_name: "Nuria", family_name: "Vidal" });
    const flow = await begin("google", { returnTo: "/actividades" });
    const { result, cookies } = await finish("google", flow);
    expect(result).toMatchObject({
      __typename: "MutationCompleteSocialSignInSuccess",
      data: { purpose: "login", created: true, needsBirthdate: true, returnTo: "/actividades", language: "es" },
    });
    expect(cookies.some((c) => /^token=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax/.test(c))).toBe(true);
    expect(cookies).toContain("socialState=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
    const [user] = await database.db.select().from(users).where(eq(users.id, result.data.userId));
    expect(user).toMatchObject({ email: "nueva@example.org", name: "Nuria", lastName: "Vidal", birthday: null, passwordHash: null });
    expect(user?.privacyAcceptedAt).toBeInstanceOf(Date);
    const me = await api.request(ME, undefined, { token: result.data.token });
    expect(me.body.data?.me.email).toBe("nueva@example.org");
    // The flow is spent.
    expect(await database.db.$count(oauthFlows, eq(oauthFlows.state, flow.url.searchParams.get("state")!))).toBe(0);
  });

  test("signs up through Microsoft with only a full name, and signs in again by subject", async () => {
    const first = await socialSignIn("microsoft", { sub: "ms-1", email: "pablo@example.org", xms_edov: true, name: "Pablo Ruiz Gil" });
    expect(first.result.data).toMatchObject({ created: true, provider: "microsoft" });
    const [user] = await database.db.select().from(users).where(eq(users.id, first.result.data.userId));
    expect(user).toMatchObject({ name: "Pablo", lastName: "Ruiz Gil" });
    // Matched by subject only: a changed email at the provider still reaches the same account.
    const again = await socialSignIn("microsoft", { sub: "ms-1", email: "otro@example.org", xms_edov: true, name: "Pablo" });
    expect(again.result.data).toMatchObject({ created: false, userId: first.result.data.userId, needsBirthdate: true });
  });

  test("never merges with an existing account by email: asks to log in with the password", async () => {
    await passwordAccount("ocupado@example.org");
    const before = await userCount();
    const { result, cookies } = await socialSignIn("google", {
      sub: "g-taken",
      email: "ocupado@example.org",
      email_verified: true,
      name: "X",
    });
    expect(result).toEqual({ __typename: "SocialError", code: "SOCIAL_EMAIL_IN_USE", message: "social.errors.emailInUse", language: "es" });
    expect(cookies.some((c) => c.startsWith("token="))).toBe(false);
    expect(await userCount()).toBe(before);
    expect(await database.db.$count(linkedAccounts, eq(linkedAccounts.subject, "g-taken"))).toBe(0);
  });

  test("refuses a sign-up without a verified email", async () => {
    const { result } = await socialSignIn("google", { sub: "g-unverified", email: "sin@example.org", email_verified: false });
    expect(result.code).toBe("SOCIAL_EMAIL_UNVERIFIED");
    expect(await database.db.$count(users, eq(users.email, "sin@example.org"))).toBe(0);
  });

  test("answers in the flow's language", async () => {
    mocks().google.as({ sub: "g-en", email: "en@example.org", email_verified: false });
    const { result } = await finish("google", await begin("google", { lang: "en" }));
    expect(result.language).toBe("en");
  });

  test("a provider without credentials is not configured", async () => {
    const bare = testApi(database, { social: {} });
    const res = await bare.request(START, { p: "microsoft" });
    expect(res.body.data?.startSocialSignIn).toEqual({
      __typename: "SocialError",
      code: "SOCIAL_NOT_CONFIGURED",
      message: "social.errors.notConfigured",
      language: "es",
    });
    expect(res.cookies).toEqual([]);
  });

  test("an unreachable provider is reported as unavailable", async () => {
    const down = testApi(database, { social: { google: { clientId: "x", clientSecret: "y", issuer: "http://localhost:9/" } } });
    const res = await down.request(START, { p: "google" });
    expect(res.body.data?.startSocialSignIn.code).toBe("SOCIAL_UNAVAILABLE");
  });
});

describe("forged and replayed callbacks change nothing", () => {
  async function refused(run: () => Promise<{ result: Record<string, unknown>; cookies: string[] }>) {
    const before = await userCount();
    const { result, cookies } = await run();
    expect(result).toMatchObject({ __typename: "SocialError", code: "SOCIAL_FLOW_INVALID", message: "social.errors.flowInvalid" });
    expect(cookies.some((c) => c.startsWith("token="))).toBe(false);
    expect(await userCount()).toBe(before);
  }

  test("a replayed callback", async () => {
    google.as({ sub: "g-replay", email: "replay@example.org", email_verified: true });
    const flow = await begin("google");
    expect((await finish("google", flow)).result.__typename).toMatch(/Success$/);
    await refused(() => finish("google", flow));
  });

  test("an unknown state, a callback from another browser, and another provider's route", async () => {
    const flow = await begin("google");
    const forged = { ...flow, callback: flow.callback.replace(/state=[^&]+/, "state=inventado"), cookie: "socialState=inventado" };
    await refused(() => finish("google", forged));
    await refused(() => finish("google", flow, { cookie: "language=es" }));
    await refused(() => finish("microsoft", flow));
  });

  test("a wrong code, a mismatched nonce and an expired flow", async () => {
    google.as({ sub: "g-forged", email: "forged@example.org", email_verified: true });
    const wrongCode = await begin("google");
    await refused(() => finish("google", { ...wrongCode, callback: wrongCode.callback.replace(/code=[^&]+/, "code=not-issued") }));
    const nonce = await begin("google");
    google.tamperNext((payload) => {
      payload.nonce = "another-nonce";
    });
    await refused(() => finish("google", nonce));
    const late = await begin("google");
    await database.db.update(oauthFlows).set({ expiresAt: new Date(Date.now() - 1000) });
    await refused(() => finish("google", late));
    expect(await database.db.$count(users, eq(users.email, "forged@example.org"))).toBe(0);
  });
});

describe("linking from settings", () => {
  test("links a provider account with the same verified email", async () => {
    const token = await passwordAccount("enlazar@example.org");
    google.as({ sub: "g-link-ok", email: "ENLAZAR@example.org", email_verified: true });
    const { result } = await finish("google", await begin("google", { token }), { token });
    expect(result.data).toMatchObject({ purpose: "link", provider: "google", created: false, token: null });
    const listed = await api.request(LINKED, undefined, { token });
    expect(listed.body.data?.linkedAccounts).toEqual([
      { provider: "google", configured: true, linked: true, email: "enlazar@example.org" },
      { provider: "microsoft", configured: true, linked: false, email: null },
    ]);
    // Signing in with that Google account now reaches this account.
    const signIn = await socialSignIn("google", { sub: "g-link-ok", email: "enlazar@example.org", email_verified: true });
    expect(signIn.result.data).toMatchObject({ created: false, needsBirthdate: false });
  });

  test("refuses a different email (link error)", async () => {
    const token = await passwordAccount("propia@example.org");
    google.as({ sub: "g-other-mail", email: "ajena@example.org", email_verified: true });
    const { result } = await finish("google", await begin("google", { token }), { token });
    expect(result).toMatchObject({ code: "LINK_EMAIL_MISMATCH", message: "social.errors.emailMismatch" });
    expect(await database.db.$count(linkedAccounts, eq(linkedAccounts.subject, "g-other-mail"))).toBe(0);
  });

  test("refuses a subject already linked to another account", async () => {
    await socialSignIn("microsoft", { sub: "ms-owned", email: "duena@example.org", xms_edov: true, name: "Dueña" });
    const token = await passwordAccount("segunda@example.org");
    microsoft.as({ sub: "ms-owned", email: "segunda@example.org", xms_edov: true });
    const { result } = await finish("microsoft", await begin("microsoft", { token }), { token });
    expect(result.code).toBe("LINK_SUBJECT_TAKEN");
  });

  test("needs a session to start, and the same user to finish", async () => {
    const anonymous = await api.request(START_LINK, { p: "google" });
    expect(anonymous.body.errors?.[0]?.message).toMatch(/Not authorized/);
    const owner = await passwordAccount("dueno-flujo@example.org");
    const other = await passwordAccount("intruso@example.org");
    google.as({ sub: "g-stolen", email: "intruso@example.org", email_verified: true });
    const { result } = await finish("google", await begin("google", { token: owner }), { token: other });
    expect(result.code).toBe("SOCIAL_FLOW_INVALID");
    expect(await database.db.$count(linkedAccounts, eq(linkedAccounts.subject, "g-stolen"))).toBe(0);
  });
});

describe("unlinking", () => {
  async function linkedPasswordAccount(email: string, sub: string) {
    const token = await passwordAccount(email);
    google.as({ sub, email, email_verified: true });
    await finish("google", await begin("google", { token }), { token });
    return token;
  }

  test("is refused without a password, and when nothing is linked", async () => {
    const { result } = await socialSignIn("google", { sub: "g-nopass", email: "sinclave@example.org", email_verified: true });
    const res = await api.request(REQUEST_UNLINK, { p: "google" }, { token: result.data.token });
    expect(res.body.data?.requestUnlink).toEqual({
      __typename: "DomainError",
      code: "UNLINK_NEEDS_PASSWORD",
      message: "social.errors.needsPassword",
    });
    const token = await passwordAccount("nada@example.org");
    expect((await api.request(REQUEST_UNLINK, { p: "microsoft" }, { token })).body.data?.requestUnlink.code).toBe("NOT_LINKED");
  });

  test("emails a single-use link that unlinks; a reused, expired or tampered link is no longer valid", async () => {
    const token = await linkedPasswordAccount("desvincular@example.org", "g-unlink");
    const res = await api.request(REQUEST_UNLINK, { p: "google" }, { token });
    expect(res.body.data?.requestUnlink.__typename).toBe("MutationRequestUnlinkSuccess");
    await api.runJobs();
    const mail = await smtp.next("desvincular@example.org");
    expect(mail.text).toContain("Google");
    const link = new URL(mail.links.find((l) => l.includes("token="))!);
    expect(link.pathname).toBe("/mi-cuenta/desvincular-cuenta/google");
    const emailed = link.searchParams.get("token")!;
    const invalid = { __typename: "DomainError", code: "UNLINK_LINK_INVALID", message: "social.errors.unlinkLinkInvalid" };
    expect((await api.request(CONFIRM_UNLINK, { p: "google", t: `${emailed}x` }, { token })).body.data?.confirmUnlink).toEqual(invalid);
    expect((await api.request(CONFIRM_UNLINK, { p: "microsoft", t: emailed }, { token })).body.data?.confirmUnlink).toEqual(invalid);
    const stranger = await passwordAccount("ajeno@example.org");
    expect((await api.request(CONFIRM_UNLINK, { p: "google", t: emailed }, { token: stranger })).body.data?.confirmUnlink).toEqual(invalid);
    const done = await api.request(CONFIRM_UNLINK, { p: "google", t: emailed }, { token });
    expect(done.body.data?.confirmUnlink).toEqual({ __typename: "MutationConfirmUnlinkSuccess" });
    expect((await api.request(LINKED, undefined, { token })).body.data?.linkedAccounts[0]).toMatchObject({
      provider: "google",
      linked: false,
    });
    expect((await api.request(CONFIRM_UNLINK, { p: "google", t: emailed }, { token })).body.data?.confirmUnlink).toEqual(invalid);

    await linkedPasswordAccount("caduca@example.org", "g-expire");
    const login = await api.request(
      `mutation { login(email: "caduca@example.org", password: "secreto1") { ... on MutationLoginSuccess { data { token } } } }`,
    );
    const second = login.body.data!.login.data.token as string;
    await api.request(REQUEST_UNLINK, { p: "google" }, { token: second, headers: { "x-language": "en" } });
    await api.runJobs();
    const english = await smtp.next("caduca@example.org");
    const late = new URL(english.links.find((l) => l.includes("token="))!);
    expect(late.pathname).toBe("/my-account/unlink-account/google");
    await database.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(
      (await api.request(CONFIRM_UNLINK, { p: "google", t: late.searchParams.get("token")! }, { token: second })).body.data?.confirmUnlink,
    ).toEqual(invalid);
  });

  test("limits confirmation emails (resends included)", async () => {
    const token = await linkedPasswordAccount("reenvio@example.org", "g-resend");
    for (let i = 0; i < 5; i++) expect((await api.request(REQUEST_UNLINK, { p: "google" }, { token })).status).toBe(200);
    const blocked = await api.request(REQUEST_UNLINK, { p: "google" }, { token });
    expect(blocked.status).toBe(429);
    expect(blocked.body.data?.requestUnlink.code).toBe("TOO_MANY_ATTEMPTS");
  });
});

test("the web app's social documents are valid against the schema", () => {
  for (const [name, value] of Object.entries(documents)) {
    if (typeof value !== "string" || !/^\s*(query|mutation)/.test(value)) continue;
    expect(
      validate(schema, parse(value)).map((e) => e.message),
      name,
    ).toEqual([]);
  }
});
