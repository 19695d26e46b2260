import sharp from "sharp";
import { accounts, expect, expectAccessible, openAs, test } from "./fixtures.ts";

test.describe.configure({ timeout: 90_000 });

test("a teacher shares a result with an image; it waits with its thumbnail; the moderator publishes it; it shows in the grid", async ({
  browser,
  baseURL,
}) => {
  const title = `Robot de cartón ${Date.now().toString(36)}`;
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 160, b: 90 } } })
    .jpeg()
    .toBuffer();

  const teacher = await openAs(browser, baseURL!, accounts.teacher);
  await teacher.goto("/galeria");
  await expect(teacher.getByRole("heading", { level: 1, name: "Galería" })).toBeVisible();
  // The grid's seeded thumbnails are sized and lazy beyond the first row.
  const thumbs = teacher.locator("main ul img");
  await expect(thumbs.first()).toHaveAttribute("width", /\d+/);
  await expectAccessible(teacher);

  await teacher.getByRole("link", { name: "Compartir un resultado" }).click();
  await expect(teacher.getByRole("heading", { level: 1, name: "Compartir un resultado" })).toBeVisible();
  await expectAccessible(teacher);
  // Client-side check: a file that is not one of the formats gets the specification's message.
  await teacher
    .getByLabel("Imágenes o vídeos")
    .setInputFiles({ name: "pagina.html", mimeType: "text/html", buffer: Buffer.from("<html></html>") });
  await expect(teacher.getByText("El formato del archivo no es válido")).toBeVisible();
  await teacher.getByLabel("Imágenes o vídeos").setInputFiles({ name: "robot.jpg", mimeType: "image/jpeg", buffer: photo });
  await teacher.getByLabel("Título").fill(title);
  await teacher.getByLabel("Descripción").fill("Lo montamos con cajas y dos motores.");
  await teacher.getByLabel("Robótica").check();
  await teacher.getByRole("radio", { name: "Sí" }).check();
  await teacher.getByLabel("Confirmo que tengo los permisos de imagen de las familias.").check();
  await teacher.getByRole("button", { name: "Enviar para moderación" }).click();

  await expect(teacher.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(teacher.getByText("Pendiente de moderación").first()).toBeVisible();
  const image = teacher.locator("article img").first();
  await expect(image).toHaveAttribute("src", /^\/uploads\/gallery\/[0-9a-f]{32}\.webp$/);
  await expect(image).toHaveAttribute("width", "640");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await expectAccessible(teacher);
  const resultPath = new URL(teacher.url()).pathname;

  // Not in the grid while pending.
  await teacher.goto("/galeria");
  await expect(teacher.getByText(title)).toHaveCount(0);

  const moderator = await openAs(browser, baseURL!, accounts.moderator);
  await moderator.goto(resultPath);
  await expect(moderator.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expectAccessible(moderator);
  await moderator.getByRole("button", { name: "Publicar" }).first().click();
  await expect(moderator.getByRole("status").filter({ hasText: "Publicado." })).toBeVisible();

  await teacher.goto("/galeria");
  const card = teacher.getByRole("listitem").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.locator("img")).toHaveAttribute("src", /\.thumb\.webp$/);
  // The filters travel in the address.
  await teacher.getByLabel("Categoría").selectOption("robotics");
  await teacher.getByRole("button", { name: "Filtrar" }).click();
  await expect(teacher).toHaveURL(/categoria=robotics/);
  await expect(teacher.getByRole("listitem").filter({ hasText: title })).toBeVisible();
  await expectAccessible(teacher);
});

test("a YouTube result loads nothing from YouTube until play is pressed, then the privacy-enhanced player", async ({
  browser,
  baseURL,
}) => {
  const teacher = await openAs(browser, baseURL!, accounts.teacher);
  const outside: string[] = [];
  teacher.on("request", (request) => {
    if (/youtube|ytimg|vimeo|google/.test(new URL(request.url()).hostname)) outside.push(request.url());
  });
  // Whatever is asked of those sites is not needed: answer it here, never over the network.
  await teacher.route(/youtube-nocookie\.com|vimeo\.com/, (route) => route.fulfill({ status: 204, body: "" }));
  await teacher.goto("/galeria");
  await teacher.getByRole("link", { name: /Realidad aumentada en el patio/ }).click();
  const play = teacher.getByRole("button", { name: /Reproducir el vídeo de YouTube/ });
  await expect(play).toBeVisible();
  await expectAccessible(teacher);
  expect(outside).toEqual([]);
  await play.click();
  await expect(teacher.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
});

test("in English, the gallery shows the language-unavailable page", async ({ browser, baseURL }) => {
  const teacher = await openAs(browser, baseURL!, accounts.teacher);
  await teacher.goto("/gallery");
  await expect(teacher.getByText("Content not available in the selected language")).toBeVisible();
  await expectAccessible(teacher);
});
