import { accounts, expect, test } from "./fixtures.ts";

// What an attacker (or a mistyped link) sends at the edge of the product: return paths, bad bytes in
// addresses, cross-site posts, foreign origins, and what a shared computer's cache may keep.

const NOT_FOUND = {
  es: "¡Vaya! La página a la que intentas acceder no existe.",
  en: "Oops! The webpage that you are trying to access does not exist.",
};

test.describe("the return path after login stays on the product", () => {
  for (const page of ["%2F%09%2Fevil.example", "%2F%09%5Cevil.example", "%2F%5Cevil.example", "https%3A%2F%2Fevil.example"]) {
    test(`?page=${page} goes home`, async ({ request, baseURL }) => {
      const response = await request.post(`/acceder?page=${page}`, {
        form: { email: accounts.family.email, password: accounts.family.password },
        headers: { origin: baseURL! },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe("/");
    });
  }

  for (const [what, page, back] of [
    ["a carriage return", "%2Fnoticias%0D%0ASet-Cookie%3A%20x%3D1", "/noticiasSet-Cookie:%20x=1"],
    ["a character beyond Latin-1", "%2Factividades%3Fq%3D%E2%82%AC", "/actividades?q=%E2%82%AC"],
  ]) {
    test(`a page with ${what} is followed safely, not with a 500`, async ({ request, baseURL }) => {
      const response = await request.post(`/acceder?page=${page}`, {
        form: { email: accounts.family.email, password: accounts.family.password },
        headers: { origin: baseURL! },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(back);
      expect(response.headers()["set-cookie"]).toContain("token=");
    });
  }
});

test.describe("addresses with bad bytes get the product's 404 page", () => {
  const pages: [string, keyof typeof NOT_FOUND][] = [
    ["/noticias/x%00y", "es"],
    ["/news/x%00y", "en"],
    ["/actividades/%E0%A4%A", "es"],
    ["/qr/%E0", "es"],
    ["/noticias/%ZZ", "es"],
    ["/news/%ZZ", "en"],
    ["/noticias/a%0Ab", "es"],
  ];
  for (const [path, lang] of pages) {
    test(`${path} answers 404 in the product's layout`, async ({ visitor: page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND[lang] })).toBeVisible();
      // One layout, and it stays one after hydration (the browser and the server agree on the screen).
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText([NOT_FOUND[lang]]);
      expect(await page.locator("html").getAttribute("lang")).toBe(lang);
    });
  }

  test("a signed-in user's account address with a bad byte answers 404; a visitor is asked to log in first", async ({
    visitor: page,
    login,
  }) => {
    const visit = await page.request.get("/mi-cuenta/%E0", { maxRedirects: 0 });
    expect(visit.status()).toBe(302);
    expect(visit.headers().location).toMatch(/^\/acceder\?page=/);
    await login(accounts.family);
    const response = await page.goto("/mi-cuenta/%E0");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND.es })).toBeVisible();
  });

  for (const path of ["/noticias/x%00y.data", "/news/%ZZ.data", "/actividades/%E0%A4%A.data"]) {
    test(`the data request ${path} answers 404`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
    });
  }

  test("a formation download with a NUL answers 404 to a licensed teacher", async ({ visitor: page, login }) => {
    await login(accounts.teacher);
    const response = await page.request.get("/formacion/descargas/archivo/x%00y.pdf", { maxRedirects: 0 });
    expect(response.status()).toBe(404);
  });
});

test.describe("a signed-in user's answers are kept by no shared cache", () => {
  test("my account, its data request and the API say private, no-store and vary on the cookie", async ({ visitor: page, login }) => {
    await login(accounts.family);
    for (const response of [
      await page.request.get("/mi-cuenta/configuracion"),
      await page.request.get("/mi-cuenta/configuracion.data"),
      await page.request.post("/graphql", { headers: { "content-type": "application/json" }, data: { query: "{ me { email } }" } }),
    ]) {
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("private, no-store");
      expect(response.headers().vary?.toLowerCase()).toContain("cookie");
    }
  });

  test("the build's assets keep their long immutable cache", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!, { headers: { cookie: "token=anything" } });
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

test.describe("posts from another site are refused", () => {
  const sessionOf = async (page: import("@playwright/test").Page) =>
    (await page.context().cookies()).find((c) => c.name === "token")?.value;
  const stillSignedIn = async (page: import("@playwright/test").Page) =>
    (
      await (
        await page.request.post("/graphql", { headers: { "content-type": "application/json" }, data: { query: "{ me { id } }" } })
      ).json()
    ).data.me !== null;

  test("logout with a foreign Origin does not end the session", async ({ visitor: page, login }) => {
    await login(accounts.family);
    const response = await page.request.post("/cerrar-sesion", { headers: { origin: "https://evil.example" }, maxRedirects: 0 });
    expect(response.status()).toBe(403);
    expect(await sessionOf(page)).toBeTruthy();
    expect(await stillSignedIn(page)).toBe(true);
  });

  test("logout without Origin but marked cross-site by the browser does not end the session", async ({ visitor: page, login }) => {
    await login(accounts.family);
    const response = await page.request.post("/cerrar-sesion", { headers: { "sec-fetch-site": "cross-site" }, maxRedirects: 0 });
    expect(response.status()).toBe(403);
    expect(await stillSignedIn(page)).toBe(true);
  });

  test("logout from the product itself still works", async ({ visitor: page, login, baseURL }) => {
    await login(accounts.family);
    const response = await page.request.post("/cerrar-sesion", {
      headers: { origin: baseURL!, "sec-fetch-site": "same-origin" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(await stillSignedIn(page)).toBe(false);
  });
});

test("the API allows credentials only for the product's own origin", async ({ request, baseURL }) => {
  const ask = (origin: string) =>
    request.post("/graphql", { headers: { origin, "content-type": "application/json" }, data: { query: "{ __typename }" } });
  const foreign = await ask("https://evil.example");
  expect(foreign.headers()["access-control-allow-origin"]).toBeUndefined();
  expect(foreign.headers()["access-control-allow-credentials"]).toBeUndefined();
  const own = await ask(baseURL!);
  expect(own.headers()["access-control-allow-origin"]).toBe(baseURL);
});

test.describe("a form posted with a control character is refused as the user's mistake, not a 500", () => {
  test("login", async ({ request, baseURL }) => {
    const response = await request.post("/acceder", {
      form: { email: "a\u0000b@example.org", password: "x" },
      headers: { origin: baseURL! },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Revisa los campos marcados.");
  });

  test("sign-up", async ({ request, baseURL }) => {
    const response = await request.post("/registro", {
      form: {
        email: "nul@example.org",
        name: "Ana\u0000",
        lastName: "López",
        birthday: "1990-05-20",
        password: "secreto1",
        repeatPassword: "secreto1",
        privacy: "on",
      },
      headers: { origin: baseURL! },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Revisa los campos marcados.");
  });
});
