import { C, pick, randomFrom } from "./palette.ts";
import { MOTIFS, type Motif } from "./motifs.ts";

export type Scene = {
  /** Seeds the variations (usually the slug). */
  id: string;
  /** Main colour of the picture (the category colour). */
  colour: string;
  /** The big object first, then one or two smaller companions. */
  motifs: [Motif, ...Motif[]];
  width?: number;
  height?: number;
};

const ACCENTS = [C.coral, C.pink, C.mint, C.sky, C.sun, C.lilac, C.peach, C.teal];

/** Mixes a colour with white: amount 0 keeps it, 1 gives white. */
function tint(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 255) + (255 - ((n >> shift) & 255)) * amount);
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, "0")).join("")}`;
}

/** Hue in degrees of a #rrggbb colour. */
function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

/** Accents whose hue is far enough from the blob's that the objects stand out on it. */
function contrasting(colour: string): string[] {
  return ACCENTS.filter((a) => {
    const gap = Math.abs(hue(a) - hue(colour));
    return Math.min(gap, 360 - gap) > 40;
  });
}

const r1 = (value: number) => Math.round(value * 10) / 10;

function place(motif: Motif, accent: string, x: number, y: number, scale: number, angle: number): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)}) scale(${r1(scale * 100) / 100})">${MOTIFS[motif](accent)}</g>`;
}

/** Small confetti around the edges: dots, sparkles, plus signs and dashed arcs. */
function decorations(random: () => number, w: number, h: number, colours: string[]): string {
  const out: string[] = [];
  const spots = [
    [0.07, 0.14],
    [0.93, 0.12],
    [0.06, 0.62],
    [0.52, 0.08],
    [0.95, 0.55],
    [0.3, 0.9],
    [0.72, 0.9],
  ];
  for (const [fx, fy] of spots) {
    if (random() < 0.35) continue;
    const x = r1((fx as number) * w + (random() - 0.5) * 14);
    const y = r1((fy as number) * h + (random() - 0.5) * 10);
    const colour = pick(random, colours);
    const kind = Math.floor(random() * 4);
    if (kind === 0) out.push(`<circle cx="${x}" cy="${y}" r="${r1(3 + random() * 4)}" fill="${colour}"/>`);
    if (kind === 1)
      out.push(`<path d="M${x} ${r1(y - 9)}q2 7 9 9q-7 2-9 9q-2-7-9-9q7-2 9-9z" fill="${colour}" stroke="${C.navy}" stroke-width="2"/>`);
    if (kind === 2)
      out.push(`<path d="M${r1(x - 6)} ${y}h12M${x} ${r1(y - 6)}v12" stroke="${colour}" stroke-width="4" stroke-linecap="round"/>`);
    if (kind === 3)
      out.push(
        `<path d="M${r1(x - 14)} ${y}q14-12 28 0" fill="none" stroke="${C.navy}" stroke-width="3" stroke-dasharray="2 7" stroke-linecap="round"/>`,
      );
  }
  return out.join("");
}

/** A friendly flat illustration: tinted background, a hill, a blob, the motifs and some confetti. */
export function drawScene(scene: Scene): string {
  const w = scene.width ?? 320;
  const h = scene.height ?? 200;
  const random = randomFrom(scene.id);
  const flip = random() < 0.5;
  const accents = contrasting(scene.colour);
  const [main, ...others] = scene.motifs;
  const mainX = w * (flip ? 0.62 : 0.4) + (random() - 0.5) * 16;
  const mainY = h * 0.52 + (random() - 0.5) * 10;
  const back = tint(scene.colour, 0.62 + random() * 0.2);
  const hill = tint(pick(random, [C.mint, C.sky, C.sun, scene.colour]), 0.35);
  const hillY = r1(h * (0.78 + random() * 0.08));
  const parts = [
    `<rect width="${w}" height="${h}" fill="${back}"/>`,
    `<path d="M0 ${hillY}q${r1(w * 0.25)} ${r1(-h * 0.12)} ${r1(w * 0.5)} 0t${r1(w * 0.5)} 0V${h}H0z" fill="${hill}"/>`,
    `<circle cx="${r1(mainX + (random() - 0.5) * 30)}" cy="${r1(mainY - 6)}" r="${r1(h * (0.3 + random() * 0.06))}" fill="${scene.colour}"/>`,
    `<circle cx="${r1(flip ? w * 0.18 : w * 0.84)}" cy="${r1(h * 0.26)}" r="${r1(h * 0.1)}" fill="${C.white}" opacity=".6"/>`,
    decorations(random, w, h, [C.coral, C.sun, C.teal, C.white, C.pink]),
    `<g stroke="${C.navy}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round">`,
  ];
  const second = others[0];
  if (second) {
    parts.push(
      place(
        second,
        pick(random, accents),
        flip ? w * 0.24 : w * 0.78,
        h * (0.45 + random() * 0.15),
        0.62 + random() * 0.12,
        (random() - 0.5) * 24,
      ),
    );
  }
  const third = others[1];
  if (third) parts.push(place(third, pick(random, accents), flip ? w * 0.9 : w * 0.1, h * 0.76, 0.38, (random() - 0.5) * 30));
  parts.push(place(main, pick(random, accents), mainX, mainY, h * 0.0058 + random() * 0.1, (random() - 0.5) * 10), "</g>");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" aria-hidden="true">${parts.join("")}</svg>\n`;
}
