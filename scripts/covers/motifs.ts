import { C } from "./palette.ts";

/**
 * Flat objects drawn around (0, 0) in a box of about 100 × 100, outlined in navy by the group that
 * places them. `a` is an accent colour that varies per picture.
 */
export const MOTIFS = {
  robot: (a: string) =>
    `<path d="M0-44v-10" fill="none"/><circle cx="0" cy="-56" r="5" fill="${C.coral}"/><rect x="-30" y="-44" width="60" height="40" rx="12" fill="${C.white}"/><circle cx="-12" cy="-24" r="7" fill="${C.navy}"/><circle cx="12" cy="-24" r="7" fill="${C.navy}"/><path d="M-10-11q10 6 20 0" fill="none"/><rect x="-24" y="0" width="48" height="42" rx="10" fill="${a}"/><circle cx="0" cy="20" r="8" fill="${C.sun}"/><path d="M-24 12l-16 14M24 12l16 14" fill="none"/><path d="M-14 42v10M14 42v10" fill="none"/>`,
  gear: (a: string) =>
    `<circle r="34" fill="none" stroke="${a}" stroke-width="16" stroke-dasharray="10 8.4"/><circle r="27" fill="${a}"/><circle r="10" fill="${C.cream}"/>`,
  lock: (a: string) =>
    `<path d="M-20-8v-16a20 20 0 0 1 40 0v16" fill="none" stroke-width="8"/><rect x="-32" y="-10" width="64" height="52" rx="10" fill="${a}"/><circle cx="0" cy="10" r="7" fill="${C.navy}"/><path d="M0 14v14" stroke-width="6" fill="none"/>`,
  shield: (a: string) =>
    `<path d="M0-46l38 14v22c0 28-18 46-38 54c-20-8-38-26-38-54v-22z" fill="${a}"/><path d="M-16 2l12 12l22-24" fill="none" stroke="${C.white}" stroke-width="8"/>`,
  key: (a: string) =>
    `<circle cx="-26" cy="0" r="18" fill="${a}"/><circle cx="-26" cy="0" r="6" fill="${C.cream}"/><path d="M-8 0h52v12M30 0v10" fill="none" stroke-width="7"/>`,
  laptop: (a: string) =>
    `<rect x="-44" y="-38" width="88" height="58" rx="6" fill="${C.navy}"/><rect x="-36" y="-30" width="72" height="42" rx="3" fill="${C.cream}" stroke="none"/><path d="M-28-20h22M-20-10h30M-20 0h16" stroke="${a}" stroke-width="5" fill="none"/><path d="M-54 20h108l-8 14h-92z" fill="${C.grey}"/>`,
  tablet: (a: string) =>
    `<rect x="-34" y="-46" width="68" height="92" rx="10" fill="${C.navy}"/><rect x="-27" y="-38" width="54" height="72" rx="4" fill="${a}" stroke="none"/><path d="M0-16l14 8v16l-14 8l-14-8v-16z" fill="${C.white}" stroke-width="3"/><path d="M-14-8l14 8l14-8M0 0v16" fill="none" stroke-width="2"/><circle cx="0" cy="40" r="3" fill="${C.white}" stroke="none"/>`,
  phone: (a: string) =>
    `<rect x="-24" y="-46" width="48" height="92" rx="10" fill="${C.navy}"/><rect x="-18" y="-36" width="36" height="70" rx="4" fill="${a}" stroke="none"/><path d="M-10-22h20M-10-10h14M-10 2h20" stroke="${C.white}" stroke-width="4"/><path d="M-8-42h16" stroke="${C.white}" stroke-width="3"/>`,
  controller: (a: string) =>
    `<path d="M-46 6c0-20 10-28 26-28h40c16 0 26 8 26 28c0 18-6 26-14 26c-10 0-14-12-22-12h-20c-8 0-12 12-22 12c-8 0-14-8-14-26z" fill="${a}"/><path d="M-26-4v16M-34 4h16" stroke-width="6" fill="none"/><circle cx="20" cy="-2" r="5" fill="${C.coral}"/><circle cx="30" cy="8" r="5" fill="${C.sun}"/>`,
  clapper: (a: string) =>
    `<rect x="-40" y="-14" width="80" height="54" rx="6" fill="${C.navy}"/><path d="M-42-18l76-20l6 18l-76 20z" fill="${C.white}"/><path d="M-26-24l8 14M-6-30l8 14M14-35l8 14" stroke="${C.navy}" stroke-width="6" fill="none"/><circle cx="0" cy="13" r="12" fill="${a}" stroke="none"/><path d="M-4 6l10 7l-10 7z" fill="${C.navy}" stroke="none"/>`,
  camera: (a: string) =>
    `<rect x="-44" y="-24" width="88" height="60" rx="10" fill="${a}"/><path d="M-18-24l6-12h24l6 12" fill="${C.white}"/><circle cx="0" cy="6" r="19" fill="${C.white}"/><circle cx="0" cy="6" r="10" fill="${C.navy}"/><circle cx="30" cy="-12" r="4" fill="${C.coral}"/>`,
  snail: (a: string) =>
    `<path d="M-48 38q0-14 16-14h52q10 0 12-12l2-16h12l-1 20q-2 22-24 22z" fill="${C.mint}"/><path d="M38-2l-4-22M46-2l6-20" fill="none" stroke-width="3"/><circle cx="34" cy="-24" r="4" fill="${C.navy}"/><circle cx="52" cy="-22" r="4" fill="${C.navy}"/><circle cx="-8" cy="0" r="28" fill="${a}"/><path d="M-8 0m-18 0a18 18 0 1 1 18 18a10 10 0 1 1-8-14" fill="none"/>`,
  bulb: (a: string) =>
    `<path d="M-22-6a22 22 0 1 1 44 0c0 12-10 16-10 26h-24c0-10-10-14-10-26z" fill="${a}"/><rect x="-12" y="22" width="24" height="14" rx="4" fill="${C.grey}"/><path d="M-6-4l6 8l6-8M0 4v14" fill="none" stroke-width="3"/><path d="M-40-30l-10-6M40-30l10-6M0-44v-10M-44 0h-10M44 0h10" fill="none" stroke="${C.coral}"/>`,
  circuit: (a: string) =>
    `<rect x="-46" y="-34" width="92" height="68" rx="8" fill="${C.teal}"/><path d="M-34-18h24v28h30M-34 18h60v-30h10" fill="none" stroke="${C.sun}" stroke-width="5"/><circle cx="-34" cy="-18" r="5" fill="${C.sun}" stroke="none"/><circle cx="-34" cy="18" r="5" fill="${C.sun}" stroke="none"/><path d="M28-26a8 8 0 0 1 16 0v12h-16z" fill="${a}"/>`,
  cube: (a: string) =>
    `<path d="M0-44l40 22l-40 22l-40-22z" fill="${C.white}"/><path d="M-40-22v46l40 22v-46z" fill="${a}"/><path d="M40-22v46l-40 22v-46z" fill="${C.navy}"/>`,
  printer: (a: string) =>
    `<path d="M-44 44v-88h88v88" fill="none" stroke-width="6"/><path d="M-44-30h88" stroke-width="6"/><path d="M-8-30h16v14l-8 8l-8-8z" fill="${C.grey}"/><rect x="-20" y="18" width="40" height="24" rx="4" fill="${a}"/><path d="M-12 18v-6h24v6" fill="${a}"/><path d="M-50 44h100" stroke-width="6"/>`,
  microbit: (a: string) =>
    `<rect x="-48" y="-34" width="96" height="68" rx="10" fill="${C.navy}"/><circle cx="-34" cy="0" r="7" fill="${C.grey}" stroke="none"/><circle cx="34" cy="0" r="7" fill="${C.grey}" stroke="none"/><g fill="${a}" stroke="none">${[-16, -8, 0, 8, 16].flatMap((x) => [-16, -8, 0, 8, 16].filter((y) => (x + y + 32) % 16 === 0 || x === 0).map((y) => `<circle cx="${x}" cy="${y}" r="3"/>`)).join("")}</g><path d="M-40 34v8M-20 34v8M0 34v8M20 34v8M40 34v8" stroke="${C.sun}" stroke-width="6"/>`,
  wifi: (a: string) =>
    `<path d="M-42-8a60 60 0 0 1 84 0M-28 8a40 40 0 0 1 56 0M-14 22a20 20 0 0 1 28 0" fill="none" stroke="${a}" stroke-width="9"/><circle cx="0" cy="36" r="7" fill="${C.navy}"/>`,
  cloud: (a: string) => `<path d="M-36 24a18 18 0 0 1 0-36a24 24 0 0 1 44-10a18 18 0 0 1 30 14a16 16 0 0 1-2 32z" fill="${a}"/>`,
  thermometer: (a: string) =>
    `<path d="M-10 14v-50a10 10 0 0 1 20 0v50a18 18 0 1 1-20 0z" fill="${C.white}"/><circle cx="0" cy="30" r="11" fill="${a}" stroke="none"/><path d="M0 30v-44" stroke="${a}" stroke-width="8"/><path d="M14-26h8M14-12h8M14 2h8" fill="none" stroke-width="3"/>`,
  plant: (a: string) =>
    `<path d="M-22 10h44l-6 36h-32z" fill="${C.peach}"/><path d="M0 10v-34" fill="none"/><path d="M0-10c-20 0-30-10-30-26c18 0 30 8 30 26zM0-20c4-18 16-26 32-24c-2 16-14 26-32 24z" fill="${a}"/>`,
  network: (a: string) => {
    const nodes = [
      [-36, -26],
      [-36, 10],
      [0, -36],
      [0, 0],
      [0, 36],
      [36, -14],
      [36, 22],
    ] as const;
    const edges = [
      [0, 2],
      [0, 3],
      [1, 3],
      [1, 4],
      [2, 5],
      [3, 5],
      [3, 6],
      [4, 6],
      [0, 4],
      [2, 6],
    ];
    const lines = edges.map(([i, j]) => `M${nodes[i as number]?.join(" ")}L${nodes[j as number]?.join(" ")}`).join("");
    return `<path d="${lines}" fill="none" stroke-width="3"/>${nodes.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="9" fill="${i % 3 === 0 ? C.sun : a}"/>`).join("")}`;
  },
  chip: (a: string) =>
    `<path d="M-20-42v10M0-42v10M20-42v10M-20 32v10M0 32v10M20 32v10M-42-20h10M-42 0h10M-42 20h10M32-20h10M32 0h10M32 20h10" fill="none"/><rect x="-32" y="-32" width="64" height="64" rx="8" fill="${a}"/><rect x="-16" y="-16" width="32" height="32" rx="4" fill="${C.white}"/><path d="M-6-6h12v12h-12z" fill="${C.navy}" stroke="none"/>`,
  apple: (a: string) =>
    `<path d="M0-22c-14-10-40-6-40 18c0 26 18 48 30 48c6 0 6-4 10-4s4 4 10 4c12 0 30-22 30-48c0-24-26-28-40-18z" fill="${a}"/><path d="M0-22c0-10 4-18 10-22" fill="none"/><path d="M4-34c8-12 20-12 26-8c-6 10-16 12-26 8z" fill="${C.mint}"/>`,
  heart: (a: string) =>
    `<path d="M0 40c-30-22-44-38-44-56a22 22 0 0 1 44-8a22 22 0 0 1 44 8c0 18-14 34-44 56z" fill="${a}"/><path d="M-26-22a12 12 0 0 1 12-8" fill="none" stroke="${C.white}" stroke-width="5"/>`,
  moon: (a: string) =>
    `<path d="M10-42a42 42 0 1 0 30 66a34 34 0 1 1-30-66z" fill="${a}"/><circle cx="-8" cy="4" r="4" fill="${C.navy}" stroke="none"/><circle cx="-20" cy="18" r="3" fill="${C.navy}" stroke="none"/>`,
  pencil: (a: string) =>
    `<g transform="rotate(-35)"><rect x="-12" y="-44" width="24" height="70" fill="${a}"/><path d="M-12 26l12 22l12-22z" fill="${C.cream}"/><path d="M-4 41l4 7l4-7z" fill="${C.navy}"/><rect x="-12" y="-54" width="24" height="10" rx="3" fill="${C.pink}"/></g>`,
  pixels: (a: string) => {
    const rows = ["0110110", "1111111", "1111111", "0111110", "0011100", "0001000"];
    const cells = rows.flatMap((row, y) =>
      [...row].map((v, x) => (v === "1" ? `<rect x="${x * 12 - 42}" y="${y * 12 - 36}" width="12" height="12"/>` : "")),
    );
    return `<rect x="-48" y="-44" width="96" height="88" rx="6" fill="${C.white}"/><g fill="${a}" stroke="${C.navy}" stroke-width="1.5">${cells.join("")}</g>`;
  },
  dice: (a: string) =>
    `<rect x="-34" y="-34" width="68" height="68" rx="14" fill="${a}"/>${[
      [-16, -16],
      [16, -16],
      [0, 0],
      [-16, 16],
      [16, 16],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${C.navy}" stroke="none"/>`)
      .join("")}`,
  puzzle: (a: string) =>
    `<path d="M-36-36h24a12 12 0 1 1 24 0h24v24a12 12 0 1 0 0 24v24h-24a12 12 0 1 1-24 0h-24v-24a12 12 0 1 0 0-24z" fill="${a}"/>`,
  star: (a: string) => `<path d="M0-46l13 28l30 3l-23 20l7 30l-27-16l-27 16l7-30l-23-20l30-3z" fill="${a}"/>`,
  rocket: (a: string) =>
    `<path d="M0-50c20 16 24 46 16 72h-32c-8-26-4-56 16-72z" fill="${C.white}"/><circle cx="0" cy="-12" r="9" fill="${C.sky}"/><path d="M-16 6l-16 20v10l18-8zM16 6l16 20v10l-18-8z" fill="${a}"/><path d="M-8 22l8 22l8-22z" fill="${C.sun}"/>`,
  book: (a: string) =>
    `<path d="M0-30c-14-10-30-10-46-6v64c16-4 32-4 46 6c14-10 30-10 46-6v-64c-16-4-32-4-46 6z" fill="${C.white}"/><path d="M0-30v64" fill="none"/><path d="M-36-18c8-2 18-2 26 2M-36-4c8-2 18-2 26 2M10-16c8-4 18-4 26-2M10-2c8-4 18-4 26-2" fill="none" stroke="${a}" stroke-width="4"/>`,
  magnifier: (a: string) =>
    `<path d="M16 16l28 28" stroke-width="12"/><circle cx="-6" cy="-6" r="30" fill="${a}"/><circle cx="-6" cy="-6" r="20" fill="${C.white}"/><path d="M-18-14a14 14 0 0 1 10-8" fill="none" stroke="${a}" stroke-width="4"/>`,
  chat: (a: string) =>
    `<path d="M-44-34h70a10 10 0 0 1 10 10v34a10 10 0 0 1-10 10h-40l-20 16v-16h-10a10 10 0 0 1-10-10v-34a10 10 0 0 1 10-10z" fill="${a}"/><circle cx="-22" cy="-6" r="5" fill="${C.navy}" stroke="none"/><circle cx="-4" cy="-6" r="5" fill="${C.navy}" stroke="none"/><circle cx="14" cy="-6" r="5" fill="${C.navy}" stroke="none"/>`,
  note: (a: string) =>
    `<path d="M-14 26v-60l40-10v60" fill="none" stroke-width="6"/><ellipse cx="-24" cy="28" rx="13" ry="10" fill="${a}"/><ellipse cx="16" cy="18" rx="13" ry="10" fill="${a}"/>`,
  plane: (a: string) => `<path d="M-46 4l92-38l-30 74l-20-24z" fill="${C.white}"/><path d="M-4 16l50-50l-40 60z" fill="${a}"/>`,
  traffic: (a: string) =>
    `<rect x="-20" y="-50" width="40" height="92" rx="10" fill="${C.navy}"/><circle cx="0" cy="-30" r="10" fill="${C.coral}" stroke="none"/><circle cx="0" cy="-4" r="10" fill="${C.sun}" stroke="none"/><circle cx="0" cy="22" r="10" fill="${C.mint}" stroke="none"/><path d="M-20-40h-8l8 10M20-40h8l-8 10" fill="${a}" stroke-width="3"/><path d="M0 42v10" stroke-width="6"/>`,
  globe: (a: string) =>
    `<circle r="40" fill="${C.sky}"/><path d="M-30-18c10 4 14 14 6 22c-6 6 0 16 8 18M14-38c-4 10 6 14 14 12c8-2 12 8 8 16c-4 10 4 16 10 14" fill="none" stroke="${C.teal}" stroke-width="6"/><path d="M-40 0h80M0-40c-16 22-16 58 0 80M0-40c16 22 16 58 0 80" fill="none" stroke="${a}" stroke-width="3"/>`,
  house: (a: string) =>
    `<path d="M-40-4l40-36l40 36" fill="${C.coral}"/><rect x="-32" y="-8" width="64" height="50" fill="${C.white}"/><rect x="-10" y="14" width="20" height="28" fill="${a}"/><rect x="-26" y="2" width="12" height="12" fill="${C.sky}"/><rect x="14" y="2" width="12" height="12" fill="${C.sky}"/>`,
  clock: (a: string) =>
    `<circle r="40" fill="${C.white}"/><circle r="40" fill="none" stroke="${a}" stroke-width="8"/><path d="M0-24v24l16 10" fill="none" stroke-width="6"/><circle r="4" fill="${C.navy}"/>`,
  palette: (a: string) =>
    `<path d="M0-40c26 0 46 16 46 36c0 14-12 16-22 14c-10-2-14 6-10 14c4 10-4 18-16 18c-24 0-44-18-44-42s20-40 46-40z" fill="${C.cream}"/><circle cx="-22" cy="-12" r="7" fill="${C.coral}"/><circle cx="-4" cy="-24" r="7" fill="${C.sun}"/><circle cx="20" cy="-20" r="7" fill="${a}"/><circle cx="-22" cy="12" r="7" fill="${C.mint}"/>`,
  glasses: (a: string) =>
    `<path d="M-48-10h96v26a10 10 0 0 1-10 10h-20l-10-10h-16l-10 10h-20a10 10 0 0 1-10-10z" fill="${a}"/><path d="M-40-4h28v16h-28zM12-4h28v16h-28z" fill="${C.sky}" stroke-width="3"/><path d="M-48-10l-6-10M48-10l6-10" fill="none"/>`,
  target: (a: string) =>
    `<path d="M-40-26v-14h14M26-40h14v14M40 26v14h-14M-26 40h-14v-14" fill="none" stroke="${C.coral}" stroke-width="6"/><path d="M0-22l20 11v22l-20 11l-20-11v-22z" fill="${a}"/><path d="M0-22v22l20-11M0 0l-20-11" fill="none" stroke-width="3"/>`,
  blocks: (a: string) =>
    `<path d="M-44-32h28l4 6h8l4-6h44v22h-88z" fill="${a}"/><path d="M-36-4h28l4 6h8l4-6h36v22h-80z" fill="${C.sun}"/><path d="M-44 24h28l4 6h8l4-6h52v22h-96z" fill="${C.mint}"/>`,
  pad: (a: string) =>
    `<circle r="38" fill="${C.white}"/>${[
      [0, -22, "M-8-2l8-10l8 10"],
      [22, 0, "M2-8l10 8l-10 8"],
      [0, 22, "M-8 2l8 10l8-10"],
      [-22, 0, "M-2-8l-10 8l10 8"],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12" fill="${a}"/>`)
      .join("")}<circle r="8" fill="${C.sun}"/>`,
  ball: (a: string) =>
    `<circle r="36" fill="${a}"/><path d="M-36 0h72M0-36c-14 20-14 52 0 72M0-36c14 20 14 52 0 72" fill="none" stroke-width="3"/>`,
  magnet: (a: string) =>
    `<path d="M-30 30v-30a30 30 0 0 1 60 0v30h-20v-30a10 10 0 0 0-20 0v30z" fill="${a}"/><path d="M-30 30h20v-12h-20zM10 30h20v-12h-20z" fill="${C.grey}"/>`,
  eye: (a: string) =>
    `<path d="M-48 0c24-36 72-36 96 0c-24 36-72 36-96 0z" fill="${C.white}"/><circle r="18" fill="${a}"/><circle r="8" fill="${C.navy}"/><circle cx="5" cy="-6" r="3" fill="${C.white}" stroke="none"/>`,
  // Objects of the in-class itineraries' pictures (computers, files, data, code).
  chart: (a: string) =>
    `<rect x="-46" y="-40" width="92" height="80" rx="8" fill="${C.white}"/><rect x="-32" y="2" width="16" height="26" fill="${a}"/><rect x="-8" y="-22" width="16" height="50" fill="${C.sun}"/><rect x="16" y="-8" width="16" height="36" fill="${C.mint}"/><path d="M-36 28h72" fill="none"/>`,
  folder: (a: string) =>
    `<path d="M-46-32h30l8 10h54v58h-92z" fill="${C.sun}"/><path d="M-46-14h92v50h-92z" fill="${a}"/><path d="M-30 4h28" fill="none" stroke="${C.white}" stroke-width="6"/>`,
  keyboard: (a: string) => {
    const keys = [-20, -9, 2].flatMap((y) =>
      [-40, -28, -16, -4, 8, 20, 32].map((x) => `<rect x="${x}" y="${y}" width="8" height="8" rx="2"/>`),
    );
    return `<rect x="-48" y="-28" width="96" height="56" rx="8" fill="${C.grey}"/><g fill="${C.white}" stroke-width="2">${keys.join("")}</g><rect x="-22" y="13" width="44" height="8" rx="2" fill="${a}" stroke-width="2"/>`;
  },
  mouse: (a: string) =>
    `<path d="M0-38c0-10 12-16 24-10" fill="none"/><rect x="-24" y="-38" width="48" height="78" rx="24" fill="${a}"/><path d="M-24-8h48M0-38v30" fill="none"/><rect x="-4" y="-30" width="8" height="14" rx="4" fill="${C.white}"/>`,
  code: (a: string) =>
    `<rect x="-48" y="-38" width="96" height="76" rx="8" fill="${C.white}"/><path d="M-48-22h96" fill="none"/><circle cx="-38" cy="-30" r="3" fill="${C.coral}" stroke="none"/><circle cx="-28" cy="-30" r="3" fill="${C.sun}" stroke="none"/><path d="M-16-4l-16 14l16 14M16-4l16 14l-16 14M7-8l-14 36" fill="none" stroke="${a}" stroke-width="6"/>`,
  mail: (a: string) =>
    `<rect x="-46" y="-30" width="92" height="62" rx="6" fill="${C.white}"/><path d="M-46-26l46 32l46-32" fill="none"/><circle cx="38" cy="-30" r="12" fill="${a}"/>`,
} satisfies Record<string, (accent: string) => string>;

export type Motif = keyof typeof MOTIFS;
