import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { accounts, expect, expectAccessible, openAs, test } from "./fixtures.ts";

/**
 * Reference centres (issue 16; decision 035): a visitor finds them on the map and in the list grouped by the seven
 * regions, in Spanish and in English, sorts the list, reaches a marker with the keyboard and follows it to its
 * entry; the demo teacher, whose school is accredited, downloads its badge.
 */

const LANGUAGES = [
  {
    path: "/centros-referencia",
    title: "Centros de referencia",
    regions: ["Andalucía", "Madrid", "Galicia", "Cantabria", "Castilla y León", "Baleares", "Aragón"],
    za: "De la Z a la A",
    marker: "CEIP Ribera del Ebro, Zaragoza",
  },
  {
    path: "/reference-centres",
    title: "Reference schools",
    regions: ["Andalusia", "Madrid", "Galicia", "Cantabria", "Castile and León", "Balearic Islands", "Aragon"],
    za: "Z to A",
    marker: "CEIP Ribera del Ebro, Zaragoza",
  },
] as const;

const aragon = (page: Page) => page.locator("#centres-list section[aria-labelledby='region-aragon'] li > b").allTextContents();

for (const lang of LANGUAGES) {
  test(`the map and the list of reference centres (${lang.path})`, async ({ visitor: page }) => {
    await page.goto(lang.path);
    await expect(page.getByRole("heading", { level: 1, name: lang.title })).toBeVisible();
    await expect(page.locator("img[src='/images/spain-map.svg']")).toBeVisible();
    const groups = await page.locator("#centres-list h3").allTextContents();
    expect(groups.map((text) => text.replace(/\s*\d+ \w+$/, ""))).toEqual(lang.regions);
    await expectAccessible(page);

    // A-Z, then Z-A: the groups keep their order, each group's entries turn round.
    const az = await aragon(page);
    expect(az).toEqual([...az].sort((a, b) => a.localeCompare(b, "es")));
    await page.getByRole("link", { name: lang.za }).click();
    await expect(page).toHaveURL(/\?sort=za#centres-list$/);
    await expect.poll(() => aragon(page)).toEqual([...az].reverse());
    expect((await page.locator("#centres-list h3").allTextContents()).map((text) => text.replace(/\s*\d+ \w+$/, ""))).toEqual(lang.regions);
    await expect(page.getByRole("link", { name: lang.za })).toHaveAttribute("aria-current", "true");
    await expectAccessible(page);

    // The keyboard reaches the markers in turn; the focused one shows its label, and its link leads to the entry.
    await page.goto(lang.path);
    const marker = page.getByRole("link", { name: lang.marker });
    let reached = false;
    for (let i = 0; i < 80 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await marker.evaluate((element) => element === document.activeElement);
    }
    expect(reached).toBe(true);
    await expect(marker.locator("text")).toHaveCSS("opacity", "1");
    await expectAccessible(page);
    const target = (await marker.getAttribute("href"))!;
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    const entry = page.locator(target);
    await expect(entry).toBeInViewport();
    await expect(entry).toBeFocused();
    await expect(entry.locator("b")).toHaveText("CEIP Ribera del Ebro");
  });
}

test("the demo teacher downloads the badge of their reference school as SVG and PNG", async ({ browser, baseURL }) => {
  const teacher = await openAs(browser, baseURL!, accounts.teacher);
  await teacher.goto("/centros_referencia/insignia");
  await expect(teacher.getByRole("heading", { level: 1, name: "Insignia de centro de referencia" })).toBeVisible();
  // The journeys' clock is 1 December 2025: the 2025-26 school year.
  const preview = teacher.getByRole("img", { name: "Insignia de centro de referencia de CEIP Miguel de Cervantes, curso 2025-26" });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(teacher);

  const svgDownload = teacher.waitForEvent("download");
  await teacher.getByRole("link", { name: "Descargar en SVG" }).click();
  const svg = await svgDownload;
  expect(svg.suggestedFilename()).toBe("insignia-centro-referencia-ceip-miguel-de-cervantes-2025-26.svg");
  const drawing = await readFile((await svg.path())!, "utf8");
  expect(drawing).toContain("Curso 2025-26");
  expect(drawing).toContain("Cervantes");

  const pngDownload = teacher.waitForEvent("download");
  await teacher.getByRole("link", { name: "Descargar en PNG" }).click();
  const png = await pngDownload;
  expect(png.suggestedFilename()).toBe("insignia-centro-referencia-ceip-miguel-de-cervantes-2025-26.png");
  const bytes = await readFile((await png.path())!);
  expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");

  // The public list has the demo school in Madrid.
  await teacher.goto("/centros-referencia");
  await expect(teacher.locator("#centres-list section[aria-labelledby='region-madrid']")).toContainText("CEIP Miguel de Cervantes");
  await expectAccessible(teacher);
  await teacher.context().close();
});
