import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { CANARIES_FRAME, inCanaries, insideCanariesFrame, insideMap, MAP_HEIGHT, MAP_VIEWBOX, MAP_WIDTH, project } from "./spain-map.ts";

test("Madrid lands near the middle of the mainland's drawing", () => {
  const madrid = project(-3.7038, 40.4168);
  expect(madrid.x / MAP_WIDTH).toBeGreaterThan(0.35);
  expect(madrid.x / MAP_WIDTH).toBeLessThan(0.5);
  expect(madrid.y / MAP_HEIGHT).toBeGreaterThan(0.25);
  expect(madrid.y / MAP_HEIGHT).toBeLessThan(0.45);
});

test("the Canary Islands land inside their inset, at the bottom left, and nothing else does", () => {
  const islands = [
    [-18.0, 27.75], // El Hierro
    [-16.25, 28.47], // Santa Cruz de Tenerife
    [-15.42, 28.12], // Las Palmas de Gran Canaria
    [-13.5, 29.0], // Arrecife
    [-13.42, 29.42], // La Graciosa's north
  ] as const;
  for (const [longitude, latitude] of islands) {
    expect(inCanaries(longitude, latitude)).toBe(true);
    expect(insideCanariesFrame(project(longitude, latitude))).toBe(true);
  }
  expect(CANARIES_FRAME.x).toBeLessThan(MAP_WIDTH / 4);
  expect(CANARIES_FRAME.y + CANARIES_FRAME.height).toBeGreaterThan(MAP_HEIGHT * 0.9);
  // Spain's extremes off the islands: in the map, outside the inset.
  const mainland = [
    [-9.3, 42.9], // Finisterre
    [-7.7, 43.79], // Estaca de Bares
    [4.32, 39.87], // Menorca's east
    [-5.6, 36.01], // Tarifa
    [-5.32, 35.89], // Ceuta
    [-2.94, 35.29], // Melilla
  ] as const;
  for (const [longitude, latitude] of mainland) {
    const point = project(longitude, latitude);
    expect(inCanaries(longitude, latitude)).toBe(false);
    expect(insideMap(point)).toBe(true);
    expect(insideCanariesFrame(point)).toBe(false);
  }
});

test("a degree of longitude is cos 40° of a degree of latitude", () => {
  const origin = project(-3, 40);
  const east = project(-2, 40);
  const north = project(-3, 41);
  expect((east.x - origin.x) / (origin.y - north.y)).toBeCloseTo(Math.cos((40 * Math.PI) / 180), 10);
});

test("the committed drawing uses the same viewBox, credits its data and carries no script", () => {
  const svg = readFileSync(new URL("../public/images/spain-map.svg", import.meta.url), "utf8");
  expect(svg).toContain(`viewBox="${MAP_VIEWBOX}"`);
  expect(svg).toContain("CC BY 4.0");
  expect(svg).toContain("es-atlas");
  expect(svg).not.toMatch(/<script|on\w+=/i);
  expect(svg.match(/<path /g)?.length).toBe(19);
  expect(svg.match(/<title>/g)?.length).toBe(19);
  expect(Buffer.byteLength(svg)).toBeLessThan(40_000);
});
