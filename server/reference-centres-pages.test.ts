import sharp from "sharp";
import { describe, expect, test, beforeAll } from "vitest";
import { REFERENCE_PUPIL_HOURS, REFERENCE_TRAINING_HOURS } from "../common/constants.ts";
import { schoolYearOf } from "../common/school-year.ts";
import { BADGE_PNG_SIZE } from "../common/centres.ts";
import { REFERENCE_CENTRES, seedReferenceCentres } from "./db/seed/reference-centres.ts";
import { givenCentreTeacher } from "./test/centre-factories.ts";
import { givenUser } from "./test/factories.ts";
import { testPages } from "./test/pages.ts";

/**
 * The reference centres' page and badge as a browser without scripts gets them: the map's markers as links to the list,
 * the list grouped by the seven regions in either order, the criteria and credits; the badge page and its files.
 */
const pages = testPages();
beforeAll(async () => {
  await seedReferenceCentres(pages.database.db);
});

async function get(path: string, token?: string) {
  const res = await pages.app.request(path, { headers: token ? { cookie: `token=${token}` } : {}, redirect: "manual" });
  return res;
}
const positions = (body: string, texts: readonly string[]) => texts.map((text) => body.indexOf(text));
const increasing = (values: number[]) => values.every((v, i) => v >= 0 && (i === 0 || v > values[i - 1]!));

describe("the reference centres' page", () => {
  test("in Spanish: the map's image and a marker link for every centre, the seven regions in order, criteria and credits", async () => {
    const res = await get("/centros-referencia");
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain('src="/images/spain-map.svg"');
    const markers = [...body.matchAll(/<a href="#centre-(\d+)" class="map-marker"><circle [^>]+><\/circle><text [^>]+>([^<]+)<\/text>/g)];
    expect(markers.length).toBe(REFERENCE_CENTRES.length);
    for (const [, id] of markers) expect(body).toContain(`id="centre-${id}"`);
    expect(markers.map(([, , label]) => label)).toContain("CEIP Loma de Úbeda, Úbeda");
    const headings = ["Andalucía", "Madrid", "Galicia", "Cantabria", "Castilla y León", "Baleares", "Aragón"].map((name) => `>${name}<`);
    expect(increasing(positions(body, headings))).toBe(true);
    expect(body).toContain(
      `Al menos ${REFERENCE_PUPIL_HOURS} horas de trabajo del alumnado por curso escolar en las 21 competencias digitales.`,
    );
    expect(body).toContain(`Al menos ${REFERENCE_TRAINING_HOURS} horas de formación del profesorado al año.`);
    expect(body).toContain("CC BY 4.0");
    expect(body).toContain("es-atlas");
    expect(body).toContain('href="/centros_referencia/insignia"');
  });

  test("A-Z by default, Z-A by ?sort=za, the regions' order kept either way", async () => {
    const aragon = ["CEIP Bajo Aragón", "CEIP Montearagón", "CEIP Pirineo de Jaca", "CEIP Ribera del Ebro", "IES Torre Mudéjar"];
    const entry = (name: string) => `<b>${name}</b>`;
    const az = await (await get("/centros-referencia")).text();
    expect(increasing(positions(az, aragon.map(entry)))).toBe(true);
    expect(az).toMatch(/<a aria-current="true" class="btn btn-primary" href="\/centros-referencia\?sort=az#centres-list"/);
    const za = await (await get("/centros-referencia?sort=za")).text();
    expect(increasing(positions(za, [...aragon].reverse().map(entry)))).toBe(true);
    expect(za).toMatch(/<a aria-current="true" class="btn btn-primary" href="\/centros-referencia\?sort=za#centres-list"/);
    expect(increasing(positions(za, [">Andalucía<", ">Aragón<"]))).toBe(true);
    // Anything else is the default order.
    expect((await get("/centros-referencia?sort=nope")).status).toBe(200);
  });

  test("in English: the regions' English names, the criteria, the badge link", async () => {
    const res = await get("/reference-centres");
    expect(res.status).toBe(200);
    const body = await res.text();
    const headings = ["Andalusia", "Madrid", "Galicia", "Cantabria", "Castile and León", "Balearic Islands", "Aragon"].map(
      (name) => `>${name}<`,
    );
    expect(increasing(positions(body, headings))).toBe(true);
    expect(body).toContain(`At least ${REFERENCE_TRAINING_HOURS} hours of teacher training a year.`);
    expect(body).toContain('href="/reference-centres/badge"');
  });
});

describe("the badge", () => {
  const year = schoolYearOf(new Date()).label;

  test("a visitor is sent to log in, from the page and from the file", async () => {
    expect((await get("/centros_referencia/insignia")).headers.get("location")).toMatch(/^\/acceder\?page=/);
    expect((await get("/centros_referencia/insignia/svg")).headers.get("location")).toMatch(/^\/acceder\?page=/);
  });

  test("a teacher of an accredited centre sees it and downloads it as SVG and PNG, with its name and the school year", async () => {
    const teacher = await givenCentreTeacher(pages.database.db, { referenceSince: "2024-25", provinceId: 39, town: "Santander" });
    const page = await (await get("/centros_referencia/insignia", teacher.token)).text();
    expect(page).toContain('href="/centros_referencia/insignia/svg"');
    expect(page).toContain('href="/centros_referencia/insignia/png"');

    const svg = await get("/centros_referencia/insignia/svg", teacher.token);
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(svg.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="insignia-centro-referencia-[a-z0-9-]+-${year}\\.svg"$`),
    );
    const drawing = await svg.text();
    expect(drawing).toContain(`Curso ${year}`);
    expect(drawing).toContain("CENTRO DE REFERENCIA");
    expect(drawing.replace(/<[^>]+>/g, " ")).toContain(teacher.centre.name.split(" ").at(-1));
    expect(drawing).toContain(`<title>Insignia de centro de referencia de ${teacher.centre.name}, curso ${year}</title>`);
    expect(drawing).not.toMatch(/<script|on\w+=/i);

    const png = await get("/centros_referencia/insignia/png", teacher.token);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(png.headers.get("content-disposition")).toMatch(/\.png"$/);
    const meta = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "png", width: BADGE_PNG_SIZE, height: BADGE_PNG_SIZE });

    // In English from the English address.
    const english = await get("/reference-centres/badge/svg", teacher.token);
    expect(english.headers.get("content-disposition")).toMatch(new RegExp(`filename="reference-school-badge-[a-z0-9-]+-${year}\\.svg"`));
    expect(await english.text()).toContain(`School year ${year}`);

    expect((await get("/centros_referencia/insignia/pdf", teacher.token)).status).toBe(404);
  });

  test("a teacher of a centre that is not accredited sees why not, with the criteria, and no file", async () => {
    const teacher = await givenCentreTeacher(pages.database.db, { referenceSince: null, provinceId: 50, town: "Utebo" });
    const page = await (await get("/centros_referencia/insignia", teacher.token)).text();
    expect(page).toContain("Tu centro aún no es centro de referencia");
    expect(page).toContain(`Al menos ${REFERENCE_PUPIL_HOURS} horas`);
    expect(page).not.toContain('href="/centros_referencia/insignia/svg"');
    for (const format of ["svg", "png"]) {
      const res = await get(`/centros_referencia/insignia/${format}`, teacher.token);
      expect(res.status).toBe(403);
      expect(res.headers.get("content-disposition")).toBeNull();
    }
  });

  test("a user without a centre is told to add a licence", async () => {
    const family = await givenUser(pages.database.db);
    const page = await (await get("/centros_referencia/insignia", family.token)).text();
    expect(page).toContain("Tu cuenta no está vinculada a ningún centro");
    expect(page).toContain('href="/mi-cuenta/licencia"');
    expect((await get("/centros_referencia/insignia/png", family.token)).status).toBe(403);
  });
});
