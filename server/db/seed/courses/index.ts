import { eq, inArray } from "drizzle-orm";
import { isInteractive } from "../../../../common/courses.ts";
import type { Db } from "../../client.ts";
import { courseBlocks, courses, courseUnits, itineraries, itineraryActivities } from "../../schema/index.ts";
import { competenciaDigitalDocente } from "./competencia-digital-docente.ts";
import { inteligenciaArtificialEnPrimaria } from "./inteligencia-artificial-en-primaria.ts";
import { pensamientoComputacionalYRobotica } from "./pensamiento-computacional-y-robotica.ts";
import { seguridadYBienestarDigital } from "./seguridad-y-bienestar-digital.ts";
import { type BlockSeed, type CourseSeed, courseImage } from "./types.ts";

/**
 * Every seeded course, in list order (its index is its position): three published ones and one still
 * unpublished for the staff's and event managers' previews. Their videos' ids stand for the programme's own
 * recordings (played only on a click); the transcripts are those recordings' scripts.
 */
export const courseSeeds: CourseSeed[] = [
  competenciaDigitalDocente,
  seguridadYBienestarDigital,
  pensamientoComputacionalYRobotica,
  inteligenciaArtificialEnPrimaria,
];

function blockRow(unitId: number, seed: BlockSeed, index: number): typeof courseBlocks.$inferInsert {
  return {
    unitId,
    position: index + 1,
    type: seed.type,
    required: isInteractive(seed.type) ? (seed.required ?? true) : false,
    contentEs: seed.es,
    contentEn: seed.en,
    solution: seed.solution ?? null,
    explanation: seed.explanation ?? null,
  };
}

/** The ids of the recommended itinerary activities ("<itinerary slug>/<activity slug>") that exist. */
async function activityIds(db: Db): Promise<Map<string, number>> {
  const wanted = courseSeeds.flatMap((course) => course.recommendedActivities);
  const itinerarySlugs = [...new Set(wanted.map((name) => name.split("/")[0] as string))];
  const rows = await db
    .select({ id: itineraryActivities.id, slug: itineraryActivities.slug, itinerary: itineraries.slug })
    .from(itineraryActivities)
    .innerJoin(itineraries, eq(itineraries.id, itineraryActivities.itineraryId))
    .where(inArray(itineraries.slug, itinerarySlugs));
  return new Map(rows.map((row) => [`${row.itinerary}/${row.slug}`, row.id]));
}

/**
 * Seeds the courses, their units and blocks when there are no courses, in one transaction (one insert per
 * table). Run after the in-class seed: recommended activities are looked up by slug, and those missing are
 * left out. Positions (1-based) follow the order of the arrays. Returns whether it seeded.
 */
export async function seedCourses(db: Db): Promise<boolean> {
  const existing = await db.select({ id: courses.id }).from(courses).limit(1);
  if (existing.length > 0) return false;

  await db.transaction(async (tx) => {
    const activities = await activityIds(tx);
    const inserted = await tx
      .insert(courses)
      .values(
        courseSeeds.map((seed, index) => ({
          slug: seed.slug,
          titleEs: seed.title.es,
          titleEn: seed.title.en,
          summaryEs: seed.summary.es,
          summaryEn: seed.summary.en,
          image: courseImage(seed.slug),
          hours: seed.hours,
          published: seed.published,
          position: index + 1,
          recommendedCourses: seed.recommendedCourses,
          recommendedActivities: seed.recommendedActivities.flatMap((name) => activities.get(name) ?? []),
        })),
      )
      .returning({ id: courses.id, slug: courses.slug });
    const courseIds = new Map(inserted.map((row) => [row.slug, row.id]));

    const units = await tx
      .insert(courseUnits)
      .values(
        courseSeeds.flatMap((seed) =>
          seed.units.map((unit, index) => ({
            courseId: courseIds.get(seed.slug) as number,
            position: index + 1,
            titleEs: unit.title.es,
            titleEn: unit.title.en,
            minutes: unit.minutes,
          })),
        ),
      )
      .returning({ id: courseUnits.id, courseId: courseUnits.courseId, position: courseUnits.position });
    const unitIds = new Map(units.map((row) => [`${row.courseId}/${row.position}`, row.id]));

    await tx.insert(courseBlocks).values(
      courseSeeds.flatMap((seed) =>
        seed.units.flatMap((unit, unitIndex) => {
          const unitId = unitIds.get(`${courseIds.get(seed.slug)}/${unitIndex + 1}`) as number;
          return unit.blocks.map((block, index) => blockRow(unitId, block, index));
        }),
      ),
    );
  });
  return true;
}
