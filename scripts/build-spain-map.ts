/**
 * Draws the reference centres' map (decision 035): Spain's autonomous communities from es-atlas (the National
 * Geographic Institute's boundaries as TopoJSON), projected by common/spain-map.ts, the Canary Islands in their
 * inset, written to public/images/spain-map.svg (committed). Run with `npm run map:build` when this script or the
 * projection changes. The arcs are simplified and rounded before the communities are assembled from them, so
 * neighbours keep one shared border.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { feature, transform } from "topojson-client";
import type { Feature, MultiPolygon, Polygon } from "geojson";
import type { GeometryCollection, Topology } from "topojson-specification";
import { REFERENCE_REGION_LIST } from "../common/centres.ts";
import {
  CANARIES_FRAME,
  insideCanariesFrame,
  insideMap,
  MAP_COLOURS,
  MAP_HEIGHT,
  MAP_VIEWBOX,
  MAP_WIDTH,
  type MapPoint,
  projectCanaries,
  projectMainland,
} from "../common/spain-map.ts";

const require = createRequire(import.meta.url);
const source = require.resolve("es-atlas/es/autonomous_regions.json");
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "public", "images", "spain-map.svg");

/** The Canary Islands' community (es-atlas ids are the INE codes); Gibraltar ("20") is no community and is left out. */
const CANARIES_ID = "05";
const LEFT_OUT = new Set(["20"]);
/** Simplification tolerance and rounding, in user units (the map is drawn some 300 to 700 pixels wide). */
const TOLERANCE = 0.4;
const DECIMALS = 1;
const MAX_BYTES = 40_000;

const COLOURS = MAP_COLOURS;

type Props = { name: string };
const topology = JSON.parse(readFileSync(source, "utf8")) as Topology<{ autonomous_regions: GeometryCollection<Props> }>;
const communities = topology.objects.autonomous_regions;

// Which arcs draw the Canaries: they get the inset's projection (no arc is shared with another community).
const canaryArcs = new Set<number>();
for (const geometry of communities.geometries) {
  if (String(geometry.id) !== CANARIES_ID) continue;
  JSON.stringify("arcs" in geometry ? geometry.arcs : [], (_key, value) => {
    if (typeof value === "number") canaryArcs.add(value < 0 ? ~value : value);
    return value;
  });
}

// Each arc: decoded (quantized deltas to degrees), projected, simplified, rounded.
const decode = transform(topology.transform ?? null);
const round = (value: number) => Number(value.toFixed(DECIMALS));
const arcs = topology.arcs.map((arc, index) => {
  const project = canaryArcs.has(index) ? projectCanaries : projectMainland;
  const points = arc.map((position, i) => {
    // Quantized arcs are deltas: the first point of each arc starts the running sum again.
    const [longitude, latitude] = decode(position, i > 0) as [number, number];
    return project(longitude, latitude);
  });
  for (const point of points) {
    if (!insideMap(point)) throw new Error(`arc ${index} leaves the viewBox at ${point.x},${point.y}`);
    if (canaryArcs.has(index) && !insideCanariesFrame(point)) throw new Error(`Canaries arc ${index} leaves its frame`);
  }
  return simplify(points).map(({ x, y }) => [round(x), round(y)]);
});

const drawn: Topology = { type: "Topology", arcs, objects: {} };
const regionIds = new Set(REFERENCE_REGION_LIST.map((r) => String(r.communityId).padStart(2, "0")));
const paths = communities.geometries
  .filter((geometry) => !LEFT_OUT.has(String(geometry.id)))
  .map((geometry) => {
    const shape = feature(drawn, geometry) as Feature<Polygon | MultiPolygon, Props>;
    const polygons = shape.geometry.type === "Polygon" ? [shape.geometry.coordinates] : shape.geometry.coordinates;
    const d = polygons.flatMap((rings) => rings.map((ring) => ringPath(ring))).join("");
    const id = String(geometry.id);
    const fill = regionIds.has(id) ? COLOURS.region : COLOURS.other;
    return `<path id="c${id}" fill="${fill}" d="${d}"><title>${escapeXml((geometry.properties as Props | undefined)?.name ?? id)}</title></path>`;
  });

const f = CANARIES_FRAME;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${MAP_VIEWBOX}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}">
<!-- Spain's autonomous communities. Boundaries: es-atlas 0.6.0 (MIT licence, Martín González), from the Instituto Geográfico
Nacional's data (CC BY 4.0, © Instituto Geográfico Nacional de España, ign.es). Drawn by scripts/build-spain-map.ts. -->
<desc>Boundaries: es-atlas (MIT) from data © Instituto Geográfico Nacional de España (CC BY 4.0).</desc>
<rect width="${MAP_WIDTH}" height="${MAP_HEIGHT}" rx="24" fill="${COLOURS.sea}"/>
<g stroke="${COLOURS.border}" stroke-width="1" stroke-linejoin="round">
${paths.join("\n")}
</g>
<rect x="${f.x}" y="${f.y}" width="${f.width}" height="${f.height}" rx="6" fill="none" stroke="${COLOURS.frame}" stroke-width="1.5"/>
</svg>
`;
const bytes = Buffer.byteLength(svg);
if (bytes > MAX_BYTES) throw new Error(`spain-map.svg weighs ${bytes} bytes, over ${MAX_BYTES}`);
writeFileSync(out, svg);
console.log(`${path.relative(process.cwd(), out)}: ${paths.length} communities, ${bytes} bytes`);

/** A closed ring as an SVG subpath: an absolute move, then relative lines; a ring rounded to nothing is left out. */
function ringPath(ring: number[][]): string {
  const points: number[][] = [];
  for (const point of ring) {
    const last = points[points.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) points.push(point);
  }
  if (points.length > 1 && points[0]![0] === points[points.length - 1]![0] && points[0]![1] === points[points.length - 1]![1]) points.pop();
  if (points.length < 3) return "";
  const [first, ...rest] = points as [number[], ...number[][]];
  let d = `M${num(first[0]!)} ${num(first[1]!)}l`;
  let previous = first;
  let text = "";
  for (const point of rest) {
    const dx = num(point[0]! - previous[0]!);
    const dy = num(point[1]! - previous[1]!);
    // Numbers need a separator unless the next one starts with a minus sign.
    text += `${text === "" || dx.startsWith("-") ? "" : " "}${dx}${dy.startsWith("-") ? "" : " "}${dy}`;
    previous = point;
  }
  d += `${text}z`;
  return d;
}

/** A number as short as SVG reads it: no trailing zeros, no leading zero before the point. */
function num(value: number): string {
  const text = String(round(value));
  return text.replace(/^(-?)0\./, "$1.");
}

/** Douglas-Peucker: a line's points that keep it within TOLERANCE of the original; a closed arc is split at its farthest point. */
function simplify(points: MapPoint[]): MapPoint[] {
  if (points.length < 3) return points;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (first.x === last.x && first.y === last.y) {
    let far = 1;
    let best = -1;
    points.forEach((p, i) => {
      const d = (p.x - first.x) ** 2 + (p.y - first.y) ** 2;
      if (d > best) [best, far] = [d, i];
    });
    return [...simplify(points.slice(0, far + 1)).slice(0, -1), ...simplify(points.slice(far))];
  }
  let index = 0;
  let max = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const d = distanceToSegment(points[i]!, first, last);
    if (d > max) [max, index] = [d, i];
  }
  if (max <= TOLERANCE) return [first, last];
  return [...simplify(points.slice(0, index + 1)).slice(0, -1), ...simplify(points.slice(index))];
}

function distanceToSegment(p: MapPoint, a: MapPoint, b: MapPoint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

// The inset frame must stay clear of the mainland's drawing (Cádiz, Ceuta) and of the viewBox's edge.
if (f.y + f.height > MAP_HEIGHT || f.x + f.width > MAP_WIDTH) throw new Error("the Canaries' frame leaves the viewBox");
