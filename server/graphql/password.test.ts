import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { RESTORE_MAX_PER_EMAIL } from "../../common/constants.ts";
import type { Database } from "../db/client.ts";
import { emailTokens, sessions, users } from "../db/schema/index.ts";
import { createMailer } from "../mail/mailer.ts";
import { LOGIN, SIGNUP, signupInput, TEST_PUBLIC_URL, testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { startSmtpServer } from "../test/smtp.ts";

let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let api: ReturnType<typeof testApi>;

beforeAll(async () => {
  database = await testDatabase();
  smtp = await startSmtpServer();
  api = testApi(database, {
    mailer: createMailer({ smtpUrl: smtp.url, from: "Código Pequeño <no-reply@example.org>", outboxDir: "unused" }),
  });
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});

const REQUEST = `mutation ($email: String!) { requestPasswordRestore(email: $email) { __typename ... on DomainError { code message retryAfter fields { field message } } } }`;
const RESTORE = `mutation ($token: String!, $p: String!, $r: String!) { restorePassword(token: $token, password: $p, repeatPassword: $r) { __typename ... on DomainError { code message fields { field message } } } }`;
const UPDATE = `mutation ($c: String!, $p: String!, $r: String!) { updatePassword(currentPassword: $c, password: $p, repeatPassword: $r) { __typename ... on DomainError { code message fields { field message } } } }`;
const CREATE = `mutation ($p: String!, $r: String!) { createPassword(password: $p, repeatPassword: $r) { __typename ... on DomainError { code message fields { field message } } } }`;
const VALID = `query ($token: String!) { passwordRestoreLinkValid(token: $token) }`;

async function account(email: string, password = "antigua1", lang = "es") {
  const res = await api.request(
    SIGNUP,
    { input: signupInput({ email, password, repeatPassword: password }) },
    { headers: { "x-language": lang } },
  );
  return res.body.data!.signup.data.token as string;
}

async function restoreLinkFor(email: string, ip = "203.0.113.1") {
  const res = await api.request(REQUEST, { email }, { ip });
  expect(res.body.data?.requestPasswordRestore.__typename).toBe("MutationRequestPasswordRestoreSuccess");
  await api.runJobs();
  const mail = await smtp.next(email);
  const link = mail.links.find((l) => l.includes("token="))!;
  return { mail, link, token: new URL(link).searchParams.get("token")! };
}

describe("forgot and restore password", () => {
  test("emails a link in the account's language; following it sets the password and ends every session", async () => {
    const session = await account("olvido@example.org", "antigua1", "en");
    const { mail, link, token } = await restoreLinkFor("olvido@example.org");
    expect(mail.text).toContain("We received a request to reset the password of your account.");
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Reset_your_C/m);
    expect(link.startsWith(`${TEST_PUBLIC_URL}/restore-password?token=`)).toBe(true);
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    const [stored] = await database.db.select().from(emailTokens);
    expect(stored?.tokenHash).not.toBe(token);

    expect((await api.request(VALID, { token })).body.data?.passwordRestoreLinkValid).toBe(true);
    const res = await api.request(RESTORE, { token, p: "nueva-clave", r: "nueva-clave" });
    expect(res.body.data?.restorePassword.__typename).toBe("MutationRestorePasswordSuccess");
    expect(res.cookies[0]).toMatch(/^token=;/);

    const [user] = await database.db.select().from(users).where(eq(users.email, "olvido@example.org"));
    expect(await database.db.$count(sessions, eq(sessions.userId, user!.id))).toBe(0);
    expect((await api.request("{ me { id } }", undefined, { token: session })).body.data?.me).toBeNull();
    const login = await api.request(LOGIN, { email: "olvido@example.org", password: "nueva-clave" });
    expect(login.body.data?.login.__typename).toBe("MutationLoginSuccess");
  });

  test("a link works once", async () => {
    await account("unavez@example.org");
    const { token } = await restoreLinkFor("unavez@example.org");
    await api.request(RESTORE, { token, p: "primera1", r: "primera1" });
    const again = await api.request(RESTORE, { token, p: "segunda2", r: "segunda2" });
    expect(again.body.data?.restorePassword).toMatchObject({ code: "INVALID_LINK", message: "password.invalidLink" });
    expect((await api.request(VALID, { token })).body.data?.passwordRestoreLinkValid).toBe(false);
  });

  test("an expired or tampered link is refused and changes nothing", async () => {
    await account("caduca@example.org", "intacta1");
    const { token } = await restoreLinkFor("caduca@example.org");
    const tampered = await api.request(RESTORE, { token: `${token.slice(0, -2)}xx`, p: "otra-clave", r: "otra-clave" });
    expect(tampered.body.data?.restorePassword.code).toBe("INVALID_LINK");
    await database.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await api.request(RESTORE, { token, p: "otra-clave", r: "otra-clave" });
    expect(expired.body.data?.restorePassword.code).toBe("INVALID_LINK");
    const login = await api.request(LOGIN, { email: "caduca@example.org", password: "intacta1" });
    expect(login.body.data?.login.__typename).toBe("MutationLoginSuccess");
  });

  test("checks the new password before spending the link", async () => {
    await account("reglas@example.org");
    const { token } = await restoreLinkFor("reglas@example.org");
    const short = await api.request(RESTORE, { token, p: "corta", r: "corta" });
    expect(short.body.data?.restorePassword.fields).toEqual([{ field: "password", message: "validation.passwordLength" }]);
    const mismatch = await api.request(RESTORE, { token, p: "una-clave", r: "otra-clave" });
    expect(mismatch.body.data?.restorePassword.fields).toEqual([{ field: "repeatPassword", message: "validation.newPasswordsMismatch" }]);
    const empty = await api.request(RESTORE, { token, p: "", r: "" });
    expect(empty.body.data?.restorePassword.fields).toContainEqual({ field: "password", message: "validation.newPasswordRequired" });
    const valid = await api.request(VALID, { token });
    expect(valid.body, JSON.stringify(valid.body)).toEqual({ data: { passwordRestoreLinkValid: true } });
  });

  test("answers the same for an unknown address and sends nothing", async () => {
    const res = await api.request(REQUEST, { email: "nadie-aqui@example.org" }, { ip: "203.0.113.9" });
    expect(res.body.data?.requestPasswordRestore.__typename).toBe("MutationRequestPasswordRestoreSuccess");
    await api.runJobs();
    await expect(smtp.next("nadie-aqui@example.org", 1500)).rejects.toThrow(/no mail/);
  });

  test("rate limits requests per address and per client address", async () => {
    await account("limite@example.org");
    for (let i = 0; i < RESTORE_MAX_PER_EMAIL; i++) {
      expect((await api.request(REQUEST, { email: "limite@example.org" }, { ip: `198.51.100.${i}` })).status).toBe(200);
      await api.runJobs();
      await smtp.next("limite@example.org");
    }
    const blocked = await api.request(REQUEST, { email: "limite@example.org" }, { ip: "198.51.100.200" });
    expect(blocked.status).toBe(429);
    expect(blocked.body.data?.requestPasswordRestore).toMatchObject({ code: "RESTORE_LIMIT", message: "password.forgot.tooMany" });
    expect(blocked.body.data?.requestPasswordRestore.retryAfter).toBeGreaterThan(0);
    expect(blocked.retryAfter).toBe(String(blocked.body.data?.requestPasswordRestore.retryAfter));
    for (let i = 0; i < 10; i++) await api.request(REQUEST, { email: `x${i}@example.org` }, { ip: "192.0.2.77" });
    expect((await api.request(REQUEST, { email: "otro@example.org" }, { ip: "192.0.2.77" })).status).toBe(429);
  });
});

describe("update and create password", () => {
  test("changes the password after checking the current one and ends the other sessions", async () => {
    const first = await account("cambia@example.org", "actual-1");
    const second = (await api.request(LOGIN, { email: "cambia@example.org", password: "actual-1" })).body.data!.login.data.token as string;
    const wrong = await api.request(UPDATE, { c: "no-es-esta", p: "nueva-1", r: "nueva-1" }, { token: first });
    expect(wrong.body.data?.updatePassword).toMatchObject({
      code: "WRONG_PASSWORD",
      fields: [{ field: "currentPassword", message: "password.wrongCurrent" }],
    });
    const mismatch = await api.request(UPDATE, { c: "actual-1", p: "nueva-1", r: "nueva-2" }, { token: first });
    expect(mismatch.body.data?.updatePassword.fields).toEqual([{ field: "repeatPassword", message: "validation.newPasswordsMismatch" }]);
    const empty = await api.request(UPDATE, { c: "", p: "nueva-1", r: "nueva-1" }, { token: first });
    expect(empty.body.data?.updatePassword.fields).toEqual([{ field: "currentPassword", message: "validation.currentPasswordRequired" }]);
    const ok = await api.request(UPDATE, { c: "actual-1", p: "nueva-1", r: "nueva-1" }, { token: first });
    expect(ok.body.data?.updatePassword.__typename).toBe("MutationUpdatePasswordSuccess");
    expect((await api.request("{ me { email } }", undefined, { token: first })).body.data?.me.email).toBe("cambia@example.org");
    expect((await api.request("{ me { email } }", undefined, { token: second })).body.data?.me).toBeNull();
  });

  test("creates a password only for an account without one", async () => {
    const token = await account("social@example.org");
    await database.db.update(users).set({ passwordHash: null }).where(eq(users.email, "social@example.org"));
    expect((await api.request("{ hasPassword }", undefined, { token })).body.data?.hasPassword).toBe(false);
    const created = await api.request(CREATE, { p: "mi-clave", r: "mi-clave" }, { token });
    expect(created.body.data?.createPassword.__typename).toBe("MutationCreatePasswordSuccess");
    expect((await api.request("{ hasPassword }", undefined, { token })).body.data?.hasPassword).toBe(true);
    const again = await api.request(CREATE, { p: "otra-clave", r: "otra-clave" }, { token });
    expect(again.body.data?.createPassword).toMatchObject({ code: "PASSWORD_EXISTS" });
  });

  test("refuses anonymous callers", async () => {
    const res = await api.request(UPDATE, { c: "a", p: "nueva-1", r: "nueva-1" });
    expect(res.body.errors?.[0]?.message).toMatch(/not authorized/i);
    expect((await api.request(CREATE, { p: "nueva-1", r: "nueva-1" })).body.errors).toHaveLength(1);
  });
});

describe("earlier restore links end", () => {
  test("requesting a new link ends the earlier one; using the newer one ends every earlier one", async () => {
    await account("dos-enlaces@example.org", "antigua1");
    const older = await restoreLinkFor("dos-enlaces@example.org", "203.0.113.21");
    const newer = await restoreLinkFor("dos-enlaces@example.org", "203.0.113.22");
    expect((await api.request(VALID, { token: older.token })).body.data?.passwordRestoreLinkValid).toBe(false);
    const used = await api.request(RESTORE, { token: newer.token, p: "nueva-clave", r: "nueva-clave" });
    expect(used.body.data?.restorePassword.__typename).toBe("MutationRestorePasswordSuccess");
    const late = await api.request(RESTORE, { token: older.token, p: "otra-clave", r: "otra-clave" });
    expect(late.body.data?.restorePassword).toMatchObject({ code: "INVALID_LINK" });
    const login = await api.request(LOGIN, { email: "dos-enlaces@example.org", password: "nueva-clave" });
    expect(login.body.data?.login.__typename).toBe("MutationLoginSuccess");
  });

  test("changing the password ends an unused restore link", async () => {
    const session = await account("cambia-enlace@example.org", "antigua1");
    const { token } = await restoreLinkFor("cambia-enlace@example.org", "203.0.113.23");
    const ok = await api.request(UPDATE, { c: "antigua1", p: "nueva-1", r: "nueva-1" }, { token: session });
    expect(ok.body.data?.updatePassword.__typename).toBe("MutationUpdatePasswordSuccess");
    const late = await api.request(RESTORE, { token, p: "otra-clave", r: "otra-clave" });
    expect(late.body.data?.restorePassword).toMatchObject({ code: "INVALID_LINK" });
  });

  test("creating a password ends an unused restore link", async () => {
    const session = await account("crea-enlace@example.org", "antigua1");
    const { token } = await restoreLinkFor("crea-enlace@example.org", "203.0.113.24");
    await database.db.update(users).set({ passwordHash: null }).where(eq(users.email, "crea-enlace@example.org"));
    const created = await api.request(CREATE, { p: "mi-clave", r: "mi-clave" }, { token: session });
    expect(created.body.data?.createPassword.__typename).toBe("MutationCreatePasswordSuccess");
    expect((await api.request(VALID, { token })).body.data?.passwordRestoreLinkValid).toBe(false);
  });
});
