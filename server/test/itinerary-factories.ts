import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  boardPrograms,
  type ItineraryActivityContent,
  itineraries,
  itineraryActivities,
  licencePackagePrograms,
  licencePackages,
  programs,
  userPrograms,
  type userRoles,
  users,
} from "../db/schema/index.ts";
import { givenUser } from "./factories.ts";

/** Test data of the in-class area: programmes, itineraries with activities, licensed and team-package users. */

const unique = () => randomBytes(4).toString("hex");

export type ProgramRow = typeof programs.$inferSelect;
export type ItineraryRow = typeof itineraries.$inferSelect;

export async function givenProgram(db: Db, overrides: Partial<typeof programs.$inferInsert> = {}): Promise<ProgramRow> {
  const code = overrides.code ?? `P${unique()}`;
  const [row] = await db
    .insert(programs)
    .values({ code, nameEs: `Programa ${code}`, nameEn: `Programme ${code}`, ...overrides })
    .returning();
  if (!row) throw new Error("programme not created");
  return row;
}

function content(name: string, lang: "es" | "en", flags: ActivityFlags): ItineraryActivityContent {
  const es = lang === "es";
  return {
    summary: es ? `Resumen de ${name}` : `Summary of ${name}`,
    objectives: es ? ["Objetivo uno", "Objetivo dos"] : ["Objective one", "Objective two"],
    steps: es ? ["Paso uno", "Paso dos", "Paso tres"] : ["Step one", "Step two", "Step three"],
    ...(flags.withKit ? { kit: es ? "Usa el kit" : "Use the kit" } : {}),
    ...(flags.withMaterials ? { materials: es ? ["Cartulina", "Tijeras"] : ["Card", "Scissors"] } : {}),
    ...(flags.withOptions ? { options: es ? "Variante en parejas" : "A variation in pairs" } : {}),
    ...(flags.withPc ? { pc: es ? "En el ordenador" : "On the computer" } : {}),
    ...(flags.withPcOptions ? { pcOptions: es ? "Otra opción con ordenador" : "Another computer option" } : {}),
    ...(flags.withTablet ? { tablet: es ? "En la tableta" : "On the tablet" } : {}),
  };
}

type ActivityFlags = Partial<Record<"withKit" | "withMaterials" | "withOptions" | "withPc" | "withPcOptions" | "withTablet", boolean>>;
type ActivitySpec = { slug: string; nameEs?: string; nameEn?: string; minutes?: number } & ActivityFlags;

/**
 * An itinerary of a programme with its activities, in the order given (slugs, or specs with material
 * flags; each flag set brings its text, as the seed does).
 */
export async function givenItinerary(
  db: Db,
  program: ProgramRow,
  overrides: Partial<typeof itineraries.$inferInsert> = {},
  activities: (string | ActivitySpec)[] = ["uno", "dos", "tres"],
): Promise<ItineraryRow> {
  const slug = overrides.slug ?? `itinerario-${unique()}`;
  const [row] = await db
    .insert(itineraries)
    .values({
      slug,
      programId: program.id,
      age: "sixToEight",
      nameEs: `Itinerario ${slug}`,
      nameEn: `Itinerary ${slug}`,
      descriptionEs: "Descripción",
      descriptionEn: "Description",
      image: `/images/itineraries/${slug}.svg`,
      devices: ["tablet"],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("itinerary not created");
  if (activities.length > 0) {
    await db.insert(itineraryActivities).values(
      activities.map((given, position) => {
        const spec: ActivitySpec = typeof given === "string" ? { slug: given } : given;
        const { slug: activitySlug, nameEs, nameEn, minutes, ...flags } = spec;
        const es = nameEs ?? `Actividad ${activitySlug}`;
        const en = nameEn ?? `Activity ${activitySlug}`;
        return {
          itineraryId: row.id,
          slug: activitySlug,
          position,
          nameEs: es,
          nameEn: en,
          image: `/images/itineraries/${slug}/${activitySlug}.svg`,
          minutes: minutes ?? 45,
          ...flags,
          contentEs: content(es, "es", flags),
          contentEn: content(en, "en", flags),
        };
      }),
    );
  }
  return row;
}

/** A registered user holding these programmes (licensed when there is at least one). */
type Role = (typeof userRoles.$inferInsert)["role"];

export async function givenTeacher(db: Db, held: ProgramRow[], options: { roles?: Role[] } = {}) {
  const user = await givenUser(db, { roles: [...(held.length ? (["USER_LICENSED"] as const) : []), ...(options.roles ?? [])] });
  if (held.length) await db.insert(userPrograms).values(held.map((p) => ({ userId: user.id, programId: p.id })));
  return user;
}

/** A licence package giving these programmes. */
export async function givenPackage(db: Db, held: readonly { id: number }[], overrides: Partial<typeof licencePackages.$inferInsert> = {}) {
  const code = overrides.code ?? `PK${unique()}`;
  const [row] = await db
    .insert(licencePackages)
    .values({ code, nameEs: `Paquete ${code}`, nameEn: `Package ${code}`, ...overrides })
    .returning();
  if (!row) throw new Error("package not created");
  if (held.length) await db.insert(licencePackagePrograms).values(held.map((p) => ({ packageId: row.id, programId: p.id })));
  return row;
}

/** A user with the team-package flag (section 6), holding no programme of their own. */
export async function givenTeamPackageUser(db: Db) {
  const user = await givenUser(db, { name: "Sergio" });
  await db.update(users).set({ teamPackage: true }).where(eq(users.id, user.id));
  return user;
}

/** A board program for an itinerary's activity (by slug): `hex` defaults to a tiny valid Intel HEX. */
export async function givenBoardProgram(db: Db, itinerary: ItineraryRow, activitySlug: string, hex = TINY_HEX) {
  const [activity] = await db
    .select({ id: itineraryActivities.id })
    .from(itineraryActivities)
    .where(and(eq(itineraryActivities.itineraryId, itinerary.id), eq(itineraryActivities.slug, activitySlug)));
  if (!activity) throw new Error(`no activity ${activitySlug}`);
  const [row] = await db
    .insert(boardPrograms)
    .values({ itineraryActivityId: activity.id, fileName: `${activitySlug}-${unique()}.hex`, hex, programBytes: 40 })
    .returning();
  if (!row) throw new Error("board program not created");
  return row;
}

/** An avr-gcc program's first 40 bytes (vector jumps and startup code), as avr-objcopy writes them. */
export const TINY_HEX = [
  ":100000000C9434000C943E000C943E000C943E0082",
  ":1800100011241FBECFEFD8E0DEBFCDBF0E9440000C9445000C940000C0",
  ":00000001FF",
  "",
].join("\r\n");
