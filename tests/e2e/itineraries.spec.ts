import { accounts, expect, expectAccessible, test } from "./fixtures.ts";

// The in-class journeys of issue 5: my panel, the itineraries list, an itinerary activity, the
// address without the age, the profile's programme contents and the team-package view.
const SCRATCH = "/itinerarios/9-12/primaria-9-12-videojuegos-en-scratch/actividades";

test("the demo teacher goes from my panel to an itinerary activity and moves through it", async ({ visitor: page, login }) => {
  await login(accounts.teacher);
  await page.goto("/mi-panel");
  await expect(page.getByRole("heading", { level: 1, name: `¡Hola, ${accounts.teacher.name}!` })).toBeVisible();
  const centre = page.getByRole("region", { name: "Tu centro" });
  await expect(centre.getByText("CEIP Miguel de Cervantes")).toBeVisible();
  await expect(centre.getByText("Getafe")).toBeVisible();
  const programs = page.getByRole("region", { name: "Tus programas", exact: true });
  await expect(programs.getByRole("listitem")).toHaveText(["Competencias digitales en Primaria", "Robótica e inteligencia artificial"]);
  const panelItineraries = page.getByRole("region", { name: "Itinerarios de tus programas" });
  await expect(panelItineraries.getByRole("heading", { name: "+12 años" })).toBeVisible();
  await expect(panelItineraries.getByRole("link", { name: "Programar jugando" })).toBeVisible();
  // The PC programme is not the teacher's: its itineraries are not in the panel.
  await expect(panelItineraries.getByText("El ordenador, herramienta para aprender")).toHaveCount(0);
  const shortcuts = page.getByRole("region", { name: "Accesos directos" });
  for (const name of [
    "Dossier del programa",
    "Preguntas frecuentes",
    "Inteligencia artificial y robótica",
    "Itinerarios con ordenador",
    "Realidad virtual y formación",
    "Solicitar más licencias para tu centro",
    "Mi licencia profesional",
  ]) {
    await expect(shortcuts.getByRole("link", { name })).toBeVisible();
  }
  await expectAccessible(page);

  await shortcuts.getByRole("link", { name: "Itinerarios", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Itinerarios" })).toBeVisible();
  const ages = page.getByRole("navigation", { name: "Edad del grupo" });
  await expect(ages.getByRole("link", { name: "6-8 años" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 3 })).toHaveText([
    "Del robot de suelo a ScratchJr",
    "Descubre el ordenador y la tableta",
    "Programar jugando",
  ]);
  await expectAccessible(page);

  await ages.getByRole("link", { name: "9-12 años" }).click();
  await expect(page).toHaveURL(/\/itinerarios\?age=9-12$/);
  await expect(page.getByRole("status")).toHaveText("5 itinerarios");
  const locked = page.getByRole("article").filter({ hasText: "El ordenador, herramienta para aprender" });
  await expect(locked.getByText("No incluido en tu licencia: Itinerarios con ordenador")).toBeVisible();
  await expect(locked.getByRole("link")).toHaveCount(0);
  await expectAccessible(page);

  // Filters apply at once and live in the address.
  await page.getByRole("checkbox", { name: "Recursos compartidos por centros" }).check();
  await expect(page).toHaveURL(/age=9-12&resource=centerResource/);
  await expect(page.getByRole("status")).toHaveText("1 itinerario");
  await expect(page.getByRole("heading", { level: 3 })).toHaveText(["Ciudadanía digital para empezar"]);
  await page.getByRole("link", { name: "Quitar filtros" }).first().click();
  await expect(page).toHaveURL(/\?age=9-12$/);
  await expect(page.getByRole("checkbox", { name: "Recursos compartidos por centros" })).not.toBeChecked();
  await page.getByRole("checkbox", { name: "Tableta" }).check();
  await page.getByRole("combobox", { name: "Ordenar" }).selectOption("alfZA");
  await expect(page).toHaveURL(/device=tablet&sort=alfZA/);
  await expect(page.getByRole("heading", { level: 3 })).toHaveText([
    "Robótica con el kit Zum e inteligencia artificial",
    "Ciudadanía digital para empezar",
  ]);
  await page.getByRole("checkbox", { name: "Tableta" }).uncheck();
  await page.getByRole("checkbox", { name: "Para el primer año en el programa" }).check();
  await page.getByRole("checkbox", { name: "Solo los de este curso" }).check();
  await expect(page.getByRole("heading", { level: 3 })).toHaveText(["Ciudadanía digital para empezar"]);
  await page.getByRole("checkbox", { name: "Ordenador" }).check();
  await page.getByRole("checkbox", { name: "Recursos compartidos por centros" }).check();
  await page.getByRole("checkbox", { name: "Contenidos del programa" }).check();
  await expect(page.getByRole("heading", { level: 3 })).toHaveText(["Ciudadanía digital para empezar"]);
  await ages.getByRole("link", { name: "4-5 años" }).click();
  await expect(page.getByText("No hay itinerarios para esta edad con estos filtros.")).toBeVisible();
  await expectAccessible(page);

  await page.goto("/itinerarios?age=9-12");
  await page.getByRole("link", { name: "Crea tu videojuego en Scratch" }).click();
  await expect(page).toHaveURL(`${SCRATCH}/que-hace-divertido-un-juego`);
  await expect(page.getByRole("heading", { level: 1, name: "¿Qué hace divertido un juego?" })).toBeVisible();
  await expect(page.getByText("Actividad 1 de 7", { exact: true })).toBeVisible();
  const breadcrumb = page.getByRole("navigation", { name: "Ruta de navegación" });
  await expect(breadcrumb.getByRole("listitem")).toHaveText([
    "Itinerarios",
    "Crea tu videojuego en Scratch",
    "¿Qué hace divertido un juego?",
  ]);
  const materials = page.getByRole("region", { name: "Opciones de material" });
  await expect(materials.getByRole("heading", { level: 3 })).toHaveCount(6);
  for (const name of ["Kit", "Materiales", "Variantes", "Ordenador", "Otras opciones con ordenador", "Tableta"]) {
    await expect(materials.getByRole("heading", { name: new RegExp(`^${name} (Disponible|No disponible)$`) })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Paso a paso" })).toBeVisible();
  await expectAccessible(page);

  const pager = page.getByRole("navigation", { name: "Actividad anterior y siguiente" });
  await pager.getByRole("link", { name: /Siguiente/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tu primer personaje en Scratch" })).toBeVisible();
  await expect(page.getByText("Actividad 2 de 7", { exact: true })).toBeVisible();
  await expect(page.getByRole("complementary").getByRole("link", { name: /Tu primer personaje en Scratch/ })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectAccessible(page);
  await pager.getByRole("link", { name: /Anterior/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "¿Qué hace divertido un juego?" })).toBeVisible();

  // The breadcrumb's itinerary leads back to its card on its age's tab.
  await breadcrumb.getByRole("link", { name: "Crea tu videojuego en Scratch" }).click();
  await expect(page).toHaveURL(/\/itinerarios\?age=9-12#itinerario-primaria-9-12-videojuegos-en-scratch$/);
});

test("the address without the age, or with a wrong one, leads to the activity; unknown ones are 404 and locked ones 403", async ({
  visitor: page,
  login,
}) => {
  await login(accounts.teacher);
  await page.goto("/itinerarios/primaria-9-12-videojuegos-en-scratch/actividades/niveles-con-mensajes");
  await expect(page).toHaveURL(`${SCRATCH}/niveles-con-mensajes`);
  await expect(page.getByText("Actividad 4 de 7", { exact: true })).toBeVisible();
  const redirected = await page.request.get("/itinerarios/primaria-9-12-videojuegos-en-scratch/actividades/niveles-con-mensajes", {
    maxRedirects: 0,
  });
  expect(redirected.status()).toBe(301);
  await page.goto("/itinerarios/4-5/primaria-9-12-videojuegos-en-scratch/actividades/sonidos-propios");
  await expect(page).toHaveURL(`${SCRATCH}/sonidos-propios`);

  for (const path of [
    "/itinerarios/no-existe/actividades/nada",
    "/itinerarios/9-12/primaria-9-12-videojuegos-en-scratch/actividades/no-existe",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "¡Vaya! La página a la que intentas acceder no existe." })).toBeVisible();
  }
  await expectAccessible(page);
  const forbidden = await page.goto("/itinerarios/9-12/pc-9-12-herramientas-del-ordenador/actividades/mecanografia-jugando");
  expect(forbidden?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Lo sentimos, no tienes permiso para continuar." })).toBeVisible();
  await expectAccessible(page);
});

test("the itineraries filters work without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const login = await page.request.post("/graphql", {
    headers: { "content-type": "application/json" },
    data: {
      query: "mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { ... on MutationLoginSuccess { data { token } } } }",
      variables: { e: accounts.teacher.email, p: accounts.teacher.password },
    },
  });
  const token = (await login.json()).data.login.data.token as string;
  await context.addCookies([
    { name: "token", value: token, url: baseURL!, httpOnly: true, sameSite: "Lax" },
    { name: "cookieConsent", value: "0.0", url: baseURL! },
  ]);
  await page.goto("/itinerarios?age=12");
  await page.getByRole("checkbox", { name: "Tableta" }).check();
  await page.getByRole("button", { name: "Aplicar" }).click();
  await expect(page).toHaveURL(/\?age=12&sort=alfAZ&device=tablet$/);
  await expect(page.getByRole("heading", { level: 3 })).toHaveText(["Crea, diseña y comunica"]);
  await context.close();
});

test("in English: my panel, the locked reason and an itinerary activity", async ({ visitor: page, login, baseURL }) => {
  await login(accounts.teacher);
  await page.context().addCookies([{ name: "language", value: "en", url: baseURL! }]);
  await page.goto("/my-panel");
  await expect(page.getByRole("heading", { level: 1, name: `Hi, ${accounts.teacher.name}!` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your programmes", exact: true }).getByRole("listitem")).toHaveText([
    "Digital skills in Primary",
    "Robotics and artificial intelligence",
  ]);
  await expect(page.getByRole("link", { name: /Frequently asked questions \(in Spanish\)/ })).toHaveAttribute("hreflang", "es");
  await expectAccessible(page);
  await page
    .getByRole("region", { name: "Itineraries of your programmes" })
    .getByRole("link", { name: "Create your video game in Scratch" })
    .click();
  await expect(page).toHaveURL("/itineraries/9-12/primaria-9-12-videojuegos-en-scratch/activities/que-hace-divertido-un-juego");
  await expect(page.getByText("Activity 1 of 7", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Material options" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Itineraries" }).click();
  await expect(page.getByRole("navigation", { name: "Group age" }).getByRole("link", { name: "Ages 9-12" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByText("Not included in your licence: Computer itineraries")).toBeVisible();
  await expectAccessible(page);
  await page.goto("/itineraries/primaria-9-12-videojuegos-en-scratch/activities/sonidos-propios");
  await expect(page).toHaveURL("/itineraries/9-12/primaria-9-12-videojuegos-en-scratch/activities/sonidos-propios");
});

test("the profile's programme contents tab: the teacher's itineraries by programme, or how to add a licence", async ({
  visitor: page,
  login,
}) => {
  await login(accounts.teacher);
  await page.goto("/mi-cuenta/itinerarios");
  await expect(page.getByRole("link", { name: "Mis contenidos del programa" })).toHaveAttribute("aria-current", "page");
  const robotics = page.getByRole("region", { name: "Robótica e inteligencia artificial" });
  await expect(robotics.getByRole("heading", { name: "4-5 años" })).toBeVisible();
  await robotics.getByRole("link", { name: "micro:bit, internet de las cosas y ética de la IA" }).click();
  await expect(page).toHaveURL("/itinerarios/12/robotica-12-microbit-iot-etica/actividades/primeros-programas-microbit");
  await page.goBack();
  await expectAccessible(page);

  await page.context().clearCookies();
  await login(accounts.family);
  await page.goto("/mi-cuenta/itinerarios");
  await expect(page.getByText("Los contenidos del programa aparecen aquí cuando tienes una licencia profesional.")).toBeVisible();
  await page.getByRole("link", { name: "Añadir una licencia" }).click();
  await expect(page).toHaveURL("/mi-cuenta/licencia");
});

test("a team-package user views the classroom pages as a licence package's teachers, and the locks follow", async ({
  visitor: page,
  login,
}) => {
  await login(accounts.team);
  await page.goto("/mi-panel");
  await expect(page.getByRole("heading", { level: 1, name: `¡Hola, ${accounts.team.name}!` })).toBeVisible();
  const picker = page.getByRole("region", { name: "Ver como un paquete de licencias" });
  await expect(picker.getByRole("status")).toHaveText("Ahora ves todos los programas.");
  await expect(page.getByRole("region", { name: "Tus programas", exact: true }).getByRole("listitem")).toHaveCount(3);
  await expectAccessible(page);

  await picker.getByLabel("Paquete de licencias").selectOption({ label: "Itinerarios con ordenador" });
  await picker.getByRole("button", { name: "Ver como este paquete" }).click();
  await expect(picker.getByRole("status")).toHaveText("Ahora ves las páginas del aula como: Itinerarios con ordenador.");
  await expect(page.getByRole("region", { name: "Tus programas", exact: true }).getByRole("listitem")).toHaveText([
    "Itinerarios con ordenador",
  ]);
  await expect(
    page
      .getByRole("region", { name: "Itinerarios de tus programas" })
      .getByRole("link", { name: "El ordenador, herramienta para aprender" }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto("/itinerarios?age=9-12");
  const scratch = page.getByRole("article").filter({ hasText: "Crea tu videojuego en Scratch" });
  await expect(scratch.getByText("No incluido en tu licencia: Competencias digitales en Primaria")).toBeVisible();
  await expect(scratch.getByRole("link")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "El ordenador, herramienta para aprender" })).toBeVisible();
  await expectAccessible(page);

  // Back to every programme: nothing is locked any more.
  await page.goto("/mi-panel");
  await picker.getByLabel("Paquete de licencias").selectOption({ label: "Todos los programas" });
  await picker.getByRole("button", { name: "Ver como este paquete" }).click();
  await expect(picker.getByRole("status")).toHaveText("Ahora ves todos los programas.");
  await page.goto("/itinerarios?age=9-12");
  await expect(page.getByText(/No incluido en tu licencia/)).toHaveCount(0);
});
