/**
 * The reference centres' map of Spain (decision 035): a plain equirectangular projection, longitudes scaled by the
 * cosine of 40° (Spain's middle latitude, so shapes keep their proportions), in a fixed viewBox, with the Canary
 * Islands moved into a framed inset at the bottom left. scripts/build-spain-map.ts draws the static SVG with it;
 * the server places the centres' markers with it, so markers and map agree without any map library in the page.
 */

/** The SVG's user units: 0 0 WIDTH HEIGHT. */
export const MAP_WIDTH = 540;
export const MAP_HEIGHT = 532;
export const MAP_VIEWBOX = `0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`;

/** User units per degree of latitude; a degree of longitude is this times cos 40°. */
const SCALE = 50;
const COS_40 = Math.cos((40 * Math.PI) / 180);

/** The mainland, the Balearic Islands, Ceuta and Melilla: the north-west corner of the drawing. */
const MAINLAND = { west: -9.5, north: 44 } as const;

/** The inset's frame, in user units, and the corner of the Canaries' drawing inside it (same scale as the mainland). */
export const CANARIES_FRAME = { x: 6, y: 416, width: 202, height: 109 } as const;
const CANARIES = { west: -18.25, north: 29.5, padding: 10 } as const;

export type MapPoint = { x: number; y: number };

/** Whether a longitude and latitude lie in the Canary Islands (well apart from anything else on the map). */
export function inCanaries(longitude: number, latitude: number): boolean {
  return longitude < -12.5 && latitude < 30.5 && latitude > 26.5;
}

/** A mainland (or Balearic, Ceuta, Melilla) position on the map. */
export function projectMainland(longitude: number, latitude: number): MapPoint {
  return { x: (longitude - MAINLAND.west) * COS_40 * SCALE, y: (MAINLAND.north - latitude) * SCALE };
}

/** A position in the Canary Islands, inside the inset's frame. */
export function projectCanaries(longitude: number, latitude: number): MapPoint {
  return {
    x: CANARIES_FRAME.x + CANARIES.padding + (longitude - CANARIES.west) * COS_40 * SCALE,
    y: CANARIES_FRAME.y + CANARIES.padding + (CANARIES.north - latitude) * SCALE,
  };
}

/** Any position in Spain on the map: the Canaries into their inset, everything else where it is. */
export function project(longitude: number, latitude: number): MapPoint {
  return inCanaries(longitude, latitude) ? projectCanaries(longitude, latitude) : projectMainland(longitude, latitude);
}

/** Whether a point lies within the viewBox. */
export function insideMap({ x, y }: MapPoint): boolean {
  return x >= 0 && x <= MAP_WIDTH && y >= 0 && y <= MAP_HEIGHT;
}

/** Whether a point lies within the Canaries' inset frame. */
export function insideCanariesFrame({ x, y }: MapPoint): boolean {
  const f = CANARIES_FRAME;
  return x >= f.x && x <= f.x + f.width && y >= f.y && y <= f.y + f.height;
}

/**
 * The drawing's decorative colours: the seven regions of reference schools in mint, the other communities in sand, on
 * a pale sea. The markers (coral, white ring) keep at least 3:1 against any of them; the page's legend repeats them.
 */
export const MAP_COLOURS = { sea: "#e4f3f9", region: "#a9e5cf", other: "#ece2cf", border: "#ffffff", frame: "#5b6472" } as const;

/** The static drawing's address (public/images/spain-map.svg, written by `npm run map:build`). */
export const SPAIN_MAP_SRC = "/images/spain-map.svg";
