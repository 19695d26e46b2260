import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { hashToken } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import { sessions, userRoles, users } from "../db/schema/index.ts";
import { LOGIN, ME, SIGNUP, signupInput, testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";

let database: Database;
let api: ReturnType<typeof testApi>;

beforeAll(async () => {
  database = await testDatabase();
  api = testApi(database);
});
afterAll(() => database.close());

function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function signup(overrides: Record<string, unknown> = {}) {
  return api.request(SIGNUP, { input: signupInput(overrides) });
}

describe("signup", () => {
  test("creates the account, opens a session and sets the HttpOnly cookie", async () => {
    const res = await signup({ email: "  Marta.Ruiz@Example.org " });
    expect(res.body.data?.signup.__typename).toBe("MutationSignupSuccess");
    const { token, user } = res.body.data!.signup.data;
    expect(user).toMatchObject({ email: "marta.ruiz@example.org", name: "Ana", lastName: "López" });
    expect(res.cookies[0]).toMatch(/^token=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    const [row] = await database.db.select().from(users).where(eq(users.email, "marta.ruiz@example.org"));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.privacyAcceptedAt).toBeInstanceOf(Date);
    const roles = await database.db.select().from(userRoles).where(eq(userRoles.userId, row!.id));
    expect(roles.map((r) => r.role)).toEqual(["USER_REGISTERED"]);
    // Only the token's hash is stored.
    const stored = await database.db.select().from(sessions).where(eq(sessions.userId, row!.id));
    expect(stored[0]?.tokenHash).toBe(hashToken(token));
    expect(stored[0]?.tokenHash).not.toBe(token);
  });

  test("stores the notices opt-in", async () => {
    await signup({ email: "avisos@example.org", notices: true });
    const [row] = await database.db.select().from(users).where(eq(users.email, "avisos@example.org"));
    expect(row?.notices).toBe(true);
  });

  test.each([
    [{ email: "" }, "email", "validation.emailRequired"],
    [{ email: "no-es-un-email" }, "email", "validation.emailInvalid"],
    [{ name: "  " }, "name", "validation.nameRequired"],
    [{ lastName: "" }, "lastName", "validation.lastNameRequired"],
    [{ password: "12345", repeatPassword: "12345" }, "password", "validation.passwordLength"],
    [{ password: "x".repeat(37), repeatPassword: "x".repeat(37) }, "password", "validation.passwordLength"],
    [{ repeatPassword: "otra-cosa" }, "repeatPassword", "validation.passwordMismatch"],
    [{ birthday: "2001-02-30" }, "birthday", "validation.dateInvalid"],
    [{ birthday: "ayer" }, "birthday", "validation.dateInvalid"],
    [{ birthday: yearsAgo(13) }, "birthday", "validation.underAge"],
    [{ birthday: yearsAgo(14, 1) }, "birthday", "validation.underAge"],
    [{ privacy: false }, "privacy", "validation.privacyRequired"],
  ])("refuses %o with %s → %s and creates nothing", async (overrides, field, message) => {
    const before = await database.db.$count(users);
    const res = await signup(overrides);
    expect(res.body.data?.signup).toMatchObject({ __typename: "DomainError", code: "VALIDATION" });
    expect(res.body.data?.signup.fields).toContainEqual({ field, message });
    expect(res.cookies).toEqual([]);
    expect(await database.db.$count(users)).toBe(before);
  });

  test("accepts someone who turns 14 today", async () => {
    const res = await signup({ birthday: yearsAgo(14) });
    expect(res.body.data?.signup.__typename).toBe("MutationSignupSuccess");
  });

  test("refuses an email already used, whatever its case", async () => {
    await signup({ email: "repetida@example.org" });
    const res = await signup({ email: "REPETIDA@example.org" });
    expect(res.body.data?.signup.fields).toEqual([{ field: "email", message: "validation.emailTaken" }]);
  });
});

describe("me", () => {
  test("is null for an anonymous visitor", async () => {
    const res = await api.request(ME);
    expect(res.body).toEqual({ data: { me: null } });
  });

  test("reads the session from the token cookie and from a bearer header", async () => {
    const created = await signup({ email: "sesion@example.org" });
    const token = created.body.data?.signup.data.token as string;
    const byCookie = await api.request(ME, undefined, { cookie: `language=es; token=${token}` });
    const byBearer = await api.request(ME, undefined, { token });
    expect(byCookie.body.data?.me.email).toBe("sesion@example.org");
    expect(byBearer.body.data?.me).toEqual(byCookie.body.data?.me);
    expect(byBearer.body.data?.me).toMatchObject({ developer: false, moderator: false, programs: [], licenseData: null, center: null });
  });

  test("is null for an unknown or expired token", async () => {
    const created = await signup({ email: "caducada@example.org" });
    const token = created.body.data?.signup.data.token as string;
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await api.request(ME, undefined, { token })).body.data?.me).toBeNull();
    expect((await api.request(ME, undefined, { token: "made-up-token" })).body.data?.me).toBeNull();
  });
});

describe("login and logout", () => {
  test("logs in with the right password and ends the session on logout", async () => {
    await signup({ email: "entrar@example.org", password: "clave-buena", repeatPassword: "clave-buena" });
    const res = await api.request(LOGIN, { email: "Entrar@example.org", password: "clave-buena" });
    expect(res.body.data?.login.__typename).toBe("MutationLoginSuccess");
    const token = res.body.data?.login.data.token as string;
    expect(res.cookies[0]).toContain(`token=${token}`);
    const out = await api.request("mutation { logout }", undefined, { token });
    expect(out.cookies[0]).toMatch(/^token=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/);
    expect((await api.request(ME, undefined, { token })).body.data?.me).toBeNull();
    expect(await database.db.$count(sessions, eq(sessions.tokenHash, hashToken(token)))).toBe(0);
  });

  test("gives the same message for a wrong password and an unknown email", async () => {
    await signup({ email: "mensaje@example.org" });
    const wrong = await api.request(LOGIN, { email: "mensaje@example.org", password: "incorrecta" });
    const unknown = await api.request(LOGIN, { email: "nadie@example.org", password: "incorrecta" });
    expect(wrong.body.data?.login).toEqual({
      __typename: "DomainError",
      code: "LOGIN_FAILED",
      message: "errors.loginFailed",
      retryAfter: null,
    });
    expect(unknown.body.data?.login).toEqual(wrong.body.data?.login);
  });
});
