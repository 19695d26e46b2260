import sharp from "sharp";
import { BADGE_PNG_SIZE, type BadgeFormat } from "../../../common/centres.ts";
import type { Language } from "../../../common/languages.ts";
import { catalogue } from "../../i18n/catalogues.server.ts";

/**
 * The reference centre badge (route reference-centers-badge-file): the product's own drawing, a sun-yellow rosette
 * around a navy disc with the centre's name and the programme's, and a coral ribbon with the school year, in the
 * page's language. The PNG is the same SVG rendered by sharp (librsvg), so both files always say the same.
 */
export type BadgeData = { centreName: string; schoolYear: string };

const SIZE = 400;
const C = SIZE / 2;
const COLOURS = {
  sun: "#ffd166",
  navy: "#1d3557",
  navyDeep: "#142640",
  coral: "#c9184a",
  coralDeep: "#8f0f33",
  mint: "#06d6a0",
  white: "#ffffff",
};
const FONT = "Nunito, 'Nunito Variable', Arial, 'Liberation Sans', Helvetica, sans-serif";
/** The name's block: at most this many lines within this width (inside the navy disc). */
const NAME_WIDTH = 240;
const MAX_NAME_LINES = 4;
const MIN_NAME_SIZE = 16;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => String(values[key] ?? ""));

export function badgeSvg(badge: BadgeData, lang: Language): string {
  const texts = catalogue(lang);
  const t = texts.centres.badge;
  const title = fill(t.svgTitle, { name: badge.centreName, year: badge.schoolYear });
  const { lines, size } = wrapName(badge.centreName);
  const lineHeight = size * 1.12;
  const firstY = 226 - ((lines.length - 1) * lineHeight) / 2;
  const name = lines.map((line, i) => `<tspan x="${C}" y="${(firstY + i * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">
<title>${escapeXml(title)}</title>
<path d="${rosette(24, 194, 176)}" fill="${COLOURS.sun}" stroke="${COLOURS.navy}" stroke-width="4" stroke-linejoin="round"/>
<circle cx="${C}" cy="${C}" r="160" fill="${COLOURS.navy}"/>
<circle cx="${C}" cy="${C}" r="148" fill="none" stroke="${COLOURS.sun}" stroke-width="2" stroke-dasharray="2 7" stroke-linecap="round"/>
<text x="${C}" y="116" font-family="${FONT}" font-size="15" font-weight="900" letter-spacing="1.2" fill="${COLOURS.white}" text-anchor="middle">${escapeXml(t.heading.toLocaleUpperCase(lang))}</text>
<path d="${star(C, 146, 15, 6)}" fill="${COLOURS.mint}"/>
<circle cx="${C - 32}" cy="148" r="4" fill="${COLOURS.sun}"/><circle cx="${C + 32}" cy="148" r="4" fill="${COLOURS.sun}"/>
<text font-family="${FONT}" font-size="${size}" font-weight="800" fill="${COLOURS.white}" text-anchor="middle">${name}</text>
<text x="${C}" y="${firstY + (lines.length - 1) * lineHeight + 34}" font-family="${FONT}" font-size="16" font-weight="700" fill="${COLOURS.sun}" text-anchor="middle">${escapeXml(texts.meta.siteName)}</text>
<path d="M 52 300 L 348 300 L 334 326 L 348 352 L 52 352 L 66 326 Z" fill="${COLOURS.coral}" stroke="${COLOURS.coralDeep}" stroke-width="3" stroke-linejoin="round"/>
<text x="${C}" y="334" font-family="${FONT}" font-size="23" font-weight="900" fill="${COLOURS.white}" text-anchor="middle">${escapeXml(fill(t.schoolYear, { year: badge.schoolYear }))}</text>
</svg>
`;
}

/** The PNG: the SVG drawn at BADGE_PNG_SIZE pixels square. */
export function badgePng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (72 * BADGE_PNG_SIZE) / SIZE })
    .resize(BADGE_PNG_SIZE, BADGE_PNG_SIZE)
    .png()
    .toBuffer();
}

/** The download's name: the centre's name as plain ASCII words joined by dashes, the school year, the format. */
export function badgeFileName(badge: BadgeData, lang: Language, format: BadgeFormat): string {
  const slug = badge.centreName
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return fill(catalogue(lang).centres.badge.fileName, { slug: slug || "centro", year: badge.schoolYear.replace(/[^0-9-]/g, ""), format });
}

/**
 * The name in a few lines, as large as fits: words laid greedily into lines whose estimated width (an average bold
 * letter is about 0.56 em) stays within the disc, three lines in large type, four in small; a name too long even
 * then ends in "…".
 */
function wrapName(name: string): { lines: string[]; size: number } {
  const words = name.trim().split(/\s+/);
  const layout = (size: number) => {
    const max = Math.floor(NAME_WIDTH / (size * 0.56));
    const lines: string[] = [];
    for (const word of words.flatMap((w) => w.match(new RegExp(`.{1,${max}}`, "gu")) ?? [])) {
      const last = lines[lines.length - 1];
      if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    return { lines, max };
  };
  for (let size = 30; size >= MIN_NAME_SIZE; size -= 2) {
    const { lines } = layout(size);
    if (lines.length <= (size >= 22 ? 3 : MAX_NAME_LINES)) return { lines, size };
  }
  const { lines, max } = layout(MIN_NAME_SIZE);
  const kept = lines.slice(0, MAX_NAME_LINES);
  kept[MAX_NAME_LINES - 1] = `${kept[MAX_NAME_LINES - 1]!.slice(0, max - 1)}…`;
  return { lines: kept, size: MIN_NAME_SIZE };
}

/** A rosette's outline: `points` rounded scallops between two radii around the centre. */
function rosette(points: number, outer: number, inner: number): string {
  const parts: string[] = [];
  for (let i = 0; i < points; i++) {
    const a0 = (i / points) * 2 * Math.PI;
    const a1 = ((i + 0.5) / points) * 2 * Math.PI;
    const a2 = ((i + 1) / points) * 2 * Math.PI;
    const p0 = polar(inner, a0);
    const tip = polar(outer + 6, a1);
    const p2 = polar(inner, a2);
    if (i === 0) parts.push(`M ${p0}`);
    parts.push(`Q ${tip} ${p2}`);
  }
  return `${parts.join(" ")} Z`;
}

/** A five-pointed star centred at (cx, cy). */
function star(cx: number, cy: number, outer: number, inner: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
  });
  return `M ${points.join(" L ")} Z`;
}

function polar(radius: number, angle: number): string {
  return `${(C + radius * Math.cos(angle)).toFixed(1)} ${(C + radius * Math.sin(angle)).toFixed(1)}`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
