import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { encodeIdentity, MOCK_IDENTITY_COOKIE, type MockIdentity } from "../../server/test/oidc.ts";
import { accounts, expect, expectAccessible, test } from "./fixtures.ts";

const issuers = {
  google: `http://localhost:${process.env.E2E_GOOGLE_PORT}`,
  microsoft: `http://localhost:${process.env.E2E_MICROSOFT_PORT}`,
};

/** Who is signed in at the mock provider: its "session" is a cookie the provider reads. */
async function signedInAt(page: Page, provider: keyof typeof issuers, identity: MockIdentity) {
  await page.context().addCookies([{ name: MOCK_IDENTITY_COOKIE, value: encodeIdentity(identity), url: issuers[provider] }]);
}

/** A password account made through the API, signed in in the browser. */
async function passwordAccount(page: Page, baseURL: string, email: string, language: "es" | "en") {
  const response = await page.request.post("/graphql", {
    headers: { "content-type": "application/json", "x-language": language },
    data: {
      query: "mutation ($i: SignupInput!) { signup(input: $i) { ... on MutationSignupSuccess { data { token } } } }",
      variables: {
        i: {
          email,
          name: "Irene",
          lastName: "Soler",
          birthday: "1985-03-02",
          password: "clave-123",
          repeatPassword: "clave-123",
          privacy: true,
        },
      },
    },
  });
  const token = (await response.json()).data.signup.data.token as string;
  await page.context().addCookies([{ name: "token", value: token, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}

/** The newest unlink link mailed to `email` (the e2e server writes mail to E2E_OUTBOX). */
function unlinkLinkTo(email: string): string {
  const outbox = process.env.E2E_OUTBOX!;
  let files: string[] = [];
  try {
    files = readdirSync(outbox)
      .filter((f) => f.endsWith(".eml"))
      .sort()
      .reverse();
  } catch {
    return "";
  }
  for (const file of files) {
    const raw = readFileSync(path.join(outbox, file), "utf8");
    if (!raw.includes(`To: ${email}`)) continue;
    const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const link = /https?:\/\/[^\s"<>]+(?:desvincular-cuenta|unlink-account)\/\w+\?token=[\w-]+/.exec(text)?.[0];
    if (link) return link;
  }
  return "";
}

const TEXTS = {
  es: {
    settings: "/mi-cuenta/configuracion",
    linkGoogle: "Vincular Google",
    unlinkGoogle: "Desvincular Google",
    linked: "¡Cuenta vinculada!",
    unlinkTitle: "Desvincular tu cuenta de Google",
    send: "Enviar el correo de confirmación",
    sentTitle: "Revisa tu correo",
    resend: "Reenviar el correo",
    resent: "Te lo hemos enviado de nuevo.",
    unlinked: "Cuenta desvinculada",
    invalid: "El enlace del correo ya no es válido",
    mismatch: "El email de la cuenta que quieres vincular no coincide",
    signup: "/registro",
    microsoft: "Continuar con Microsoft",
    birthdate: /^\/fecha-nacimiento\/[\w-]+$/,
    inUse: "Ya existe un usuario con ese email",
  },
  en: {
    settings: "/my-account/settings",
    linkGoogle: "Link Google",
    unlinkGoogle: "Unlink Google",
    linked: "Account linked!",
    unlinkTitle: "Unlink your Google account",
    send: "Send the confirmation email",
    sentTitle: "Check your email",
    resend: "Resend the email",
    resent: "We have sent it again.",
    unlinked: "Account unlinked",
    invalid: "The email link is no longer valid",
    mismatch: "The email of the account you want to link does not match",
    signup: "/signup",
    microsoft: "Continue with Microsoft",
    birthdate: /^\/birthdate\/[\w-]+$/,
    inUse: "There is already a user for this email",
  },
} as const;

for (const lang of ["es", "en"] as const) {
  const text = TEXTS[lang];

  test(`[${lang}] link Google from settings, then unlink it with the emailed confirmation`, async ({ visitor: page, baseURL }) => {
    const email = `vincula-${lang}-${Date.now()}@example.org`;
    await passwordAccount(page, baseURL!, email, lang);
    await signedInAt(page, "google", {
      sub: `g-${lang}-${Date.now()}`,
      email: "otra@example.org",
      email_verified: true,
      name: "Irene Soler",
    });

    // First with a Google account of another email: the link error screen.
    await page.goto(text.settings);
    await page.getByRole("button", { name: text.linkGoogle }).click();
    await expect(page.getByRole("alert")).toContainText(text.mismatch);
    await expectAccessible(page);

    await signedInAt(page, "google", { sub: `g-${lang}-${Date.now()}`, email, email_verified: true, name: "Irene Soler" });
    await page.goto(text.settings);
    await expectAccessible(page);
    await page.getByRole("button", { name: text.linkGoogle }).click();
    await expect(page.getByRole("heading", { name: text.linked })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("link", { name: text.unlinkGoogle }).click();
    await expect(page.getByRole("heading", { name: text.unlinkTitle })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: text.send }).click();
    await expect(page.getByRole("heading", { name: text.sentTitle })).toBeVisible();
    await expectAccessible(page);
    await expect.poll(() => unlinkLinkTo(email)).not.toBe("");
    const first = unlinkLinkTo(email);
    await page.getByRole("button", { name: text.resend }).click();
    await expect(page.getByText(text.resent)).toBeVisible();
    await expect.poll(() => unlinkLinkTo(email)).not.toBe(first);

    const link = new URL(unlinkLinkTo(email));
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole("heading", { name: text.unlinked })).toBeVisible();
    await expectAccessible(page);
    await page.goto(text.settings);
    await expect(page.getByRole("button", { name: text.linkGoogle })).toBeVisible();

    // Single use: the same link again, and the first (unlinked already), are no longer valid.
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole("heading", { name: text.invalid })).toBeVisible();
    await expectAccessible(page);
  });

  test(`[${lang}] sign up through Microsoft; an email already used is not merged`, async ({ visitor: page }) => {
    await page.goto(text.signup);
    await expectAccessible(page);
    const email = `ms-${lang}-${Date.now()}@example.org`;
    await signedInAt(page, "microsoft", { sub: `ms-${lang}-${Date.now()}`, email, xms_edov: true, name: "Teo Marín" });
    await page.getByRole("button", { name: text.microsoft }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(text.birthdate);
    await expectAccessible(page);
    const me = await page.request.post("/graphql", {
      headers: { "content-type": "application/json" },
      data: { query: "{ me { email name lastName } }" },
    });
    expect((await me.json()).data.me).toEqual({ email, name: "Teo", lastName: "Marín" });

    // The same email from another Microsoft account, signed out: refused with a clear message.
    await page.context().clearCookies({ name: "token" });
    await signedInAt(page, "microsoft", { sub: `ms-other-${lang}-${Date.now()}`, email, xms_edov: true, name: "Otro" });
    await page.goto(text.signup);
    await page.getByRole("button", { name: text.microsoft }).click();
    await expect(page.getByRole("alert")).toContainText(text.inUse);
    await expectAccessible(page);
  });
}

test("a link-account address with an unknown token shows the link-error page, not a 404", async ({ visitor: page, login }) => {
  await login(accounts.family);
  const response = await page.goto("/mi-cuenta/vincular-cuenta/no-existe");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "No se ha podido vincular la cuenta" })).toBeVisible();
});
