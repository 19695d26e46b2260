import type { Db } from "../db/client.ts";
import { type ActivityRow, givenActivity } from "./factories.ts";

/** The list with every field a card or a detail may ask for. */
export const LIST = `query ($filter: ActivityFilter, $sort: ActivitySort, $page: Int, $pageSize: Int) {
  activities(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
    total page pageSize pageCount
    items { id slug title summary cover category access locked description materials steps tips guideUrl favourite done
      rating { average count mine } }
  } }`;

type Texts = { es: string; en: string };
const texts = (slug: string, title: Texts, word: Texts) => ({
  slug,
  titleEs: title.es,
  titleEn: title.en,
  summaryEs: `Resumen del ${word.es}`,
  summaryEn: `${word.en} summary`,
  descriptionEs: `Descripción del ${word.es}`,
  descriptionEn: `${word.en} description`,
  tipsEs: `Consejo del ${word.es}`,
  tipsEn: `${word.en} tip`,
  cover: `/images/activities/${slug}.svg`,
});

/**
 * Eight activities, inserted in this order (so ids rise in it), chosen so that each filter and sort
 * picks a different, known set. "oculta" is unpublished and would match most filters.
 *
 * | slug      | audience | ages         | dif   | min | category  | competences                  | kit mat pc tab | access  |
 * | arbol     | children | 6-8          | low   |  20 | game      | problemSolving               |  -   x  -  -   | open    |
 * | robot     | children | 9-12         | high  |  90 | robotics  | contentCreation, problemS.   |  x   -  x  -   | premium |
 * | cuento    | family   | 6-8, 9-12    | inter |  45 | animation | communication                |  -   x  -  x   | open    |
 * | seguro    | teachers | +12          | inter |  60 | security  | security, information        |  -   -  x  -   | open    |
 * | impresion | teachers | 9-12, +12    | high  | 120 | 3D        | contentCreation              |  x   -  x  x   | premium |
 * | abeja     | children | 6-8          | low   |  30 | ia        | information                  |  -   -  -  x   | open    |
 * | oculta    | children | 6-8, 9-12    | low   |  30 | game      | every one                    |  x   x  x  x   | open    |
 * | zorro     | family   | 4-5, 6-8     | low   |  31 | game      | communication                |  -   x  -  -   | open    |
 */
export async function givenCatalogue(db: Db): Promise<Record<string, ActivityRow>> {
  const rows: Record<string, ActivityRow> = {};
  const add = async (slug: string, values: Parameters<typeof givenActivity>[1]) => {
    rows[slug] = await givenActivity(db, values);
  };
  await add("arbol", {
    ...texts("arbol", { es: "Árbol de decisiones", en: "Decision tree" }, { es: "árbol", en: "Tree" }),
    materialsEs: ["Papel", "Lápices"],
    materialsEn: ["Paper", "Pencils"],
    stepsEs: ["Dibuja", "Decide"],
    stepsEn: ["Draw", "Decide"],
    audience: "children",
    ageSegments: ["sixToEight"],
    difficulty: "low",
    minutes: 20,
    category: "game",
    competences: ["problemSolving"],
    withMaterials: true,
  });
  await add("robot", {
    ...texts("robot", { es: "Robots de cartón", en: "Cardboard robots" }, { es: "robot", en: "Robot" }),
    stepsEs: ["Corta", "Monta"],
    stepsEn: ["Cut", "Build"],
    audience: "children",
    ageSegments: ["nineToTwelve"],
    difficulty: "high",
    minutes: 90,
    category: "robotics",
    competences: ["contentCreation", "problemSolving"],
    withKit: true,
    withPc: true,
    access: "premium",
  });
  await add("cuento", {
    ...texts("cuento", { es: "Cuento animado", en: "Animated story" }, { es: "cuento", en: "Story" }),
    audience: "family",
    ageSegments: ["sixToEight", "nineToTwelve"],
    difficulty: "intermediate",
    minutes: 45,
    category: "animation",
    competences: ["communication"],
    withMaterials: true,
    withTablet: true,
  });
  await add("seguro", {
    ...texts("seguro", { es: "Contraseñas seguras", en: "Safe passwords" }, { es: "seguro", en: "Safety" }),
    audience: "teachers",
    ageSegments: ["twelvePlus"],
    difficulty: "intermediate",
    minutes: 60,
    category: "security",
    competences: ["security", "information"],
    withPc: true,
  });
  await add("impresion", {
    ...texts("impresion", { es: "Impresión 3D", en: "3D printing" }, { es: "modelo", en: "Model" }),
    audience: "teachers",
    ageSegments: ["nineToTwelve", "twelvePlus"],
    difficulty: "high",
    minutes: 120,
    category: "3D",
    competences: ["contentCreation"],
    withKit: true,
    withPc: true,
    withTablet: true,
    access: "premium",
  });
  await add("abeja", {
    ...texts("abeja", { es: "abeja robótica", en: "Bee bot" }, { es: "insecto", en: "Bee" }),
    audience: "children",
    ageSegments: ["sixToEight"],
    difficulty: "low",
    minutes: 30,
    category: "ia",
    competences: ["information"],
    withTablet: true,
  });
  await add("oculta", {
    ...texts("oculta", { es: "Actividad oculta", en: "Hidden activity" }, { es: "borrador", en: "Draft" }),
    audience: "children",
    ageSegments: ["sixToEight", "nineToTwelve"],
    difficulty: "low",
    minutes: 30,
    category: "game",
    competences: ["communication", "contentCreation", "information", "problemSolving", "security"],
    withKit: true,
    withMaterials: true,
    withPc: true,
    withTablet: true,
    published: false,
  });
  await add("zorro", {
    ...texts("zorro", { es: "Zorro y las luces", en: "Fox lights" }, { es: "zorro", en: "Fox" }),
    audience: "family",
    ageSegments: ["fourToFive", "sixToEight"],
    difficulty: "low",
    minutes: 31,
    category: "game",
    competences: ["communication"],
    withMaterials: true,
  });
  return rows;
}
