import type { Page } from "@playwright/test";
import { PNG } from "pngjs";
import { expect } from "./fixtures.ts";

/*
 * What a keyboard user sees of the focus, measured in the browser's own pixels rather than read from
 * the styles (a component's shadow once replaced the ring without any style saying so):
 * - the focus is on an element, not the page's body;
 * - nothing covers it (a banner stuck to the window's edge, a menu's panel): the element itself is what
 *   the browser finds at its centre and near its corners;
 * - its indicator is visible: the pixels that change between the focused and the unfocused element
 *   by a contrast of 3:1 or more cover at least the area of a 2 px line around it (WCAG 2.2's measure
 *   of a focus indicator, 2.4.7 / 2.4.11 / 2.4.13).
 */

type Box = { x: number; y: number; width: number; height: number };

/** The relative luminance of an sRGB colour (WCAG). */
function luminance(r: number, g: number, b: number): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** How many pixels differ between the two pictures by a contrast of 3:1 or more. */
function contrastingPixels(focused: Buffer, unfocused: Buffer): number {
  const a = PNG.sync.read(focused);
  const b = PNG.sync.read(unfocused);
  let count = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    const la = luminance(a.data[i]!, a.data[i + 1]!, a.data[i + 2]!);
    const lb = luminance(b.data[i]!, b.data[i + 1]!, b.data[i + 2]!);
    if (contrast(la, lb) >= 3) count++;
  }
  return count;
}

/** The focused element's box, the perimeter of its line boxes, and which of five points on it something else covers. */
async function focusedBox(page: Page): Promise<{ box: Box; perimeter: number; covered: string[]; element: string } | null> {
  return page.evaluate(async () => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    // Where it is once it stops moving (the skip link slides in; the page may scroll it into view).
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let r = element.getBoundingClientRect();
    for (let still = 0, frames = 0; still < 3 && frames < 60; frames++) {
      await frame();
      const next = element.getBoundingClientRect();
      still = next.top === r.top && next.left === r.left && next.width === r.width ? still + 1 : 0;
      r = next;
    }
    // And once what moves around it has settled: the skip link slides away over the logo as the focus leaves it.
    const settling = document
      .getAnimations()
      .filter(
        (animation) => animation.playState === "running" && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity),
      );
    if (settling.length > 0) {
      await Promise.race([
        Promise.all(settling.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]);
      r = element.getBoundingClientRect();
    }
    // A link wrapped over two lines is ringed line by line (where the rings of two lines meet, they
    // share pixels): the smaller of its box's and its lines' perimeters.
    const lines = [...element.getClientRects()].reduce((sum, line) => sum + 2 * (line.width + line.height), 0);
    const perimeter = Math.min(lines, 2 * (r.width + r.height));
    // The centre and four points towards the edges, inside even a pill's rounded ends.
    const [cx, cy] = [r.left + r.width / 2, r.top + r.height / 2];
    const side = Math.min(r.width / 2, Math.max(4, r.height / 2));
    const edge = Math.min(4, r.height / 4);
    const points = [
      [cx, cy],
      [r.left + side, cy],
      [r.right - side, cy],
      [cx, r.top + edge],
      [cx, r.bottom - edge],
    ] as const;
    const describe = (node: Element | null) => (node ? node.outerHTML.slice(0, 90) : "nothing (outside the window)");
    const covered = points
      .map(([x, y]) => document.elementFromPoint(x, y))
      .filter((hit) => !(hit && (hit === element || element.contains(hit) || hit.contains(element))))
      .map(describe);
    return { box: { x: r.left, y: r.top, width: r.width, height: r.height }, perimeter, covered, element: describe(element) };
  });
}

/**
 * Checks the focus as described above, for the element that has it now; `expected` (a locator's
 * description or an accessible name) makes failures readable. The element is blurred for a moment to
 * picture it unfocused, then focused again the way the keyboard left it.
 */
export async function expectFocusVisible(page: Page, expected = "") {
  const found = await focusedBox(page);
  expect(found, `focus is on an element (${expected}), not the page's body`).not.toBeNull();
  const { box, perimeter, covered, element } = found!;
  expect(covered, `nothing covers the focused ${element}`).toEqual([]);

  const viewport = page.viewportSize()!;
  const margin = 12;
  const x = Math.max(0, Math.floor(box.x - margin));
  const y = Math.max(0, Math.floor(box.y - margin));
  const clip = {
    x,
    y,
    width: Math.min(viewport.width, Math.ceil(box.x + box.width + margin)) - x,
    height: Math.min(viewport.height, Math.ceil(box.y + box.height + margin)) - y,
  };
  const shot = () => page.screenshot({ clip, animations: "disabled", caret: "hide", scale: "css" });
  const focused = await shot();
  const handle = await page.evaluateHandle(() => document.activeElement as HTMLElement);
  await handle.evaluate(async (el) => {
    el.blur();
    await Promise.all(el.getAnimations().map((animation) => animation.finished));
  });
  const unfocused = await shot();
  await handle.evaluate((el) => el.focus({ preventScroll: true }));
  expect(await handle.evaluate((el) => el.matches(":focus-visible")), "focus restored as the keyboard left it").toBe(true);

  const needed = 2 * perimeter;
  const changed = contrastingPixels(focused, unfocused);
  expect(changed, `focus indicator of ${element}: pixels changing by 3:1 or more, at least a 2 px line around it`).toBeGreaterThanOrEqual(
    needed,
  );
}

/** Presses Tab until the focus is on `name` (an accessible name or its start), at most `limit` times. */
export async function tabTo(page: Page, name: string | RegExp, limit = 60): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press("Tab");
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return "";
      const labelled = el.getAttribute("aria-label");
      const byLabel = (el as HTMLInputElement).labels?.[0]?.textContent;
      return (labelled ?? byLabel ?? el.textContent ?? "").replace(/\s+/g, " ").trim();
    });
    if (typeof name === "string" ? label.startsWith(name) : name.test(label)) return presses;
  }
  throw new Error(`${limit} presses of Tab did not reach "${name}"`);
}
