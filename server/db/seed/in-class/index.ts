import { inArray } from "drizzle-orm";
import type { Db } from "../../client.ts";
import { itineraries, itineraryActivities, programs } from "../../schema/index.ts";
import { pc } from "./pc.ts";
import { primaria } from "./primaria.ts";
import { robotica } from "./robotica.ts";
import type { ItineraryActivitySeed, ItinerarySeed } from "./types.ts";

/** Every seeded itinerary, in list order (its index is its position). */
export const itinerarySeeds: ItinerarySeed[] = [...primaria, ...robotica, ...pc];

/**
 * The programmes the itineraries belong to. PRIMARIA and ROBOTICA come with their public pages from
 * the content seed (run first); on a database without them they are inserted minimally. PC has no
 * public page: only licences name it.
 */
const PROGRAMS: (typeof programs.$inferInsert)[] = [
  { code: "PRIMARIA", nameEs: "Competencias digitales en Primaria", nameEn: "Digital skills in Primary", links: [] },
  { code: "ROBOTICA", nameEs: "Robótica e inteligencia artificial", nameEn: "Robotics and artificial intelligence", links: [] },
  { code: "PC", nameEs: "Itinerarios con ordenador", nameEn: "Computer itineraries", public: false, links: [] },
];

export const itineraryImage = (slug: string) => `/images/itineraries/${slug}.svg`;
export const itineraryActivityImage = (itinerarySlug: string, activitySlug: string) =>
  `/images/itineraries/${itinerarySlug}/${activitySlug}.svg`;

function activityRow(
  itineraryId: number,
  itinerarySlug: string,
  seed: ItineraryActivitySeed,
  index: number,
): typeof itineraryActivities.$inferInsert {
  return {
    itineraryId,
    slug: seed.slug,
    position: index + 1,
    nameEs: seed.name.es,
    nameEn: seed.name.en,
    image: itineraryActivityImage(itinerarySlug, seed.slug),
    projectLogo: seed.projectLogo ?? null,
    minutes: seed.minutes,
    withKit: seed.withKit ?? false,
    withMaterials: seed.withMaterials ?? false,
    withOptions: seed.withOptions ?? false,
    withPc: seed.withPc ?? false,
    withPcOptions: seed.withPcOptions ?? false,
    withTablet: seed.withTablet ?? false,
    contentEs: seed.es,
    contentEn: seed.en,
  };
}

/**
 * Seeds the PC programme, the itineraries and their activities when there are no itineraries, in one
 * transaction. Positions (1-based) follow the order of the arrays. Returns whether it seeded.
 */
export async function seedInClass(db: Db): Promise<boolean> {
  const existing = await db.select({ id: itineraries.id }).from(itineraries).limit(1);
  if (existing.length > 0) return false;

  await db.transaction(async (tx) => {
    await tx.insert(programs).values(PROGRAMS).onConflictDoNothing({ target: programs.code });
    const programRows = await tx
      .select({ id: programs.id, code: programs.code })
      .from(programs)
      .where(
        inArray(
          programs.code,
          PROGRAMS.map((p) => p.code),
        ),
      );
    const programIds = new Map(programRows.map((p) => [p.code, p.id]));

    const inserted = await tx
      .insert(itineraries)
      .values(
        itinerarySeeds.map((seed, index) => ({
          slug: seed.slug,
          programId: programIds.get(seed.program) as number,
          age: seed.age,
          nameEs: seed.name.es,
          nameEn: seed.name.en,
          descriptionEs: seed.description.es,
          descriptionEn: seed.description.en,
          image: itineraryImage(seed.slug),
          online: seed.online ?? false,
          devices: seed.devices,
          origin: seed.origin ?? "own",
          current: seed.current ?? true,
          firstYear: seed.firstYear ?? false,
          position: index + 1,
        })),
      )
      .returning({ id: itineraries.id, slug: itineraries.slug });
    const itineraryIds = new Map(inserted.map((row) => [row.slug, row.id]));

    const activityRows = itinerarySeeds.flatMap((seed) =>
      seed.activities.map((activity, index) => activityRow(itineraryIds.get(seed.slug) as number, seed.slug, activity, index)),
    );
    await tx.insert(itineraryActivities).values(activityRows);
  });
  return true;
}
