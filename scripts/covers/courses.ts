import type { Category } from "../../common/activities.ts";
import { C } from "./palette.ts";
import { MOTIFS, type Motif } from "./motifs.ts";

type Picture = [Category, Motif, ...Motif[]];

/**
 * Colour family and objects of each course's cover (by slug) and of each cover block's picture
 * ("<course slug>/<name>"); the seed's alternative texts describe these objects.
 */
export const COURSE_PICTURES: Record<string, Picture> = {
  "competencia-digital-docente": ["3D", "laptop", "book", "star"],
  "competencia-digital-docente/bienvenida": ["3D", "laptop", "tablet", "star"],
  "seguridad-y-bienestar-digital": ["security", "shield", "heart", "lock"],
  "seguridad-y-bienestar-digital/contrasenas": ["security", "lock", "key", "shield"],
  "pensamiento-computacional-y-robotica": ["robotics", "robot", "blocks", "microbit"],
  "pensamiento-computacional-y-robotica/desenchufados": ["robotics", "robot", "pad", "pencil"],
  "inteligencia-artificial-en-primaria": ["ia", "network", "chip", "eye"],
  "inteligencia-artificial-en-primaria/maquinas-que-aprenden": ["ia", "network", "camera", "apple"],
};

/**
 * Each infographic's picture ("<course slug>/<name>"): one object per point, drawn where the point is, an
 * optional object in the middle, and a grid for the robot's mat.
 */
export const INFOGRAPHIC_PICTURES: Record<string, { category: Category; points: Motif[]; centre?: Motif; grid?: boolean }> = {
  "competencia-digital-docente/seis-areas": {
    category: "3D",
    centre: "laptop",
    points: ["chat", "folder", "book", "chart", "heart", "rocket"],
  },
  "competencia-digital-docente/rincon-de-dispositivos": { category: "3D", points: ["tablet", "bulb", "star", "note", "clock"] },
  "seguridad-y-bienestar-digital/que-cuenta-una-foto": {
    category: "security",
    centre: "phone",
    points: ["shield", "house", "globe", "clock", "eye"],
  },
  "pensamiento-computacional-y-robotica/tapete-del-robot": {
    category: "robotics",
    grid: true,
    points: ["robot", "cube", "star", "pad", "blocks"],
  },
  "pensamiento-computacional-y-robotica/placa-microbit": {
    category: "iot",
    centre: "microbit",
    points: ["pixels", "pad", "circuit", "laptop", "thermometer", "wifi"],
  },
};

const ACCENTS = [C.coral, C.mint, C.sky, C.sun, C.lilac, C.peach, C.pink, C.teal];
const r1 = (value: number) => Math.round(value * 10) / 10;

/** Mixes a colour with white: amount 0 keeps it, 1 gives white. */
function tint(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 255) + (255 - ((n >> shift) & 255)) * amount);
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, "0")).join("")}`;
}

function place(motif: Motif, accent: string, x: number, y: number, scale: number): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${scale})">${MOTIFS[motif](accent)}</g>`;
}

/**
 * An infographic's picture (480 × 300): a tinted background, each point's object in a pale disc centred on
 * the point (x and y are percentages, as in the block), linked to the middle object when there is one.
 */
export function drawInfographic(options: {
  colour: string;
  points: { x: number; y: number }[];
  motifs: Motif[];
  centre?: Motif;
  grid?: boolean;
}): string {
  const w = 480;
  const h = 300;
  const at = (p: { x: number; y: number }) => [(p.x / 100) * w, (p.y / 100) * h] as const;
  const parts = [`<rect width="${w}" height="${h}" fill="${tint(options.colour, 0.6)}"/>`];
  if (options.grid) {
    const lines = [];
    for (let x = 40; x < w; x += 50) lines.push(`M${x} 10V${h - 10}`);
    for (let y = 25; y < h; y += 50) lines.push(`M10 ${y}H${w - 10}`);
    parts.push(`<path d="${lines.join("")}" stroke="${C.white}" stroke-width="3"/>`);
  }
  if (options.centre) {
    const spokes = options.points.map((p) => `M${w / 2} ${h / 2}L${at(p).map(r1).join(" ")}`).join("");
    parts.push(`<path d="${spokes}" stroke="${C.navy}" stroke-width="3" stroke-dasharray="2 8" stroke-linecap="round"/>`);
    parts.push(`<circle cx="${w / 2}" cy="${h / 2}" r="62" fill="${options.colour}"/>`);
  }
  parts.push(`<g stroke="${C.navy}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round">`);
  if (options.centre) parts.push(place(options.centre, C.sun, w / 2, h / 2, 0.8));
  for (const [index, point] of options.points.entries()) {
    const [x, y] = at(point);
    const accent = ACCENTS[index % ACCENTS.length] as string;
    parts.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="36" fill="${tint(accent, 0.7)}" stroke-width="3"/>`);
    parts.push(place(options.motifs[index] ?? "star", accent, x, y, 0.46));
  }
  parts.push("</g>");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" aria-hidden="true">${parts.join("")}</svg>\n`;
}
