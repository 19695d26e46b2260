import { and, asc, eq } from "drizzle-orm";
import { hashPassword } from "../../auth/password.ts";
import { assignLicence } from "../../services/licences/licence-assignment.ts";
import { generateLicenceBatch } from "../../services/licences/licences.ts";
import type { Db } from "../client.ts";
import { centers, licenceBatches, licenceCodes, licencePackages, organizations, userRoles, users } from "../schema/index.ts";
import { DEMO_CENTRE } from "./centres.ts";
import { seedBulletin } from "./community/bulletin.ts";
import { seedForum } from "./forum.ts";
import { seedCommunityDemo } from "./community-demo.ts";
import { seedCoursesDemo } from "./courses-demo.ts";
import { seedEvaluationDemo } from "./evaluation-demo.ts";
import { seedLicencePackages } from "./packages.ts";
import { seedTeacherChallengeDemo } from "./teacher-challenge-demo.ts";

type Role = (typeof userRoles.$inferInsert)["role"];

/** One demo account for each kind of user of section 6. Local demo only: never seeded in production. */
export const DEMO_ACCOUNTS = [
  {
    kind: "family",
    email: "familia@demo.test",
    password: "Familia-2026",
    name: "Lucía",
    lastName: "García Pérez",
    provinceId: null,
    roles: [],
  },
  {
    kind: "licensed teacher",
    email: "docente@demo.test",
    password: "Docente-2026",
    name: "Marta",
    lastName: "Ruiz Lozano",
    provinceId: 28,
    roles: ["USER_LICENSED"],
  },
  {
    kind: "moderator",
    email: "moderacion@demo.test",
    password: "Modera-2026",
    name: "Javier",
    lastName: "Sanz Ortega",
    provinceId: 41,
    roles: ["MODERATOR"],
  },
  {
    kind: "foundation staff / developer",
    email: "fundacion@demo.test",
    password: "Fundacion-2026",
    name: "Elena",
    lastName: "Martín Gil",
    provinceId: 28,
    roles: ["DEVELOPER"],
  },
  {
    kind: "event manager",
    email: "eventos@demo.test",
    password: "Eventos-2026",
    name: "Pablo",
    lastName: "Navarro Díaz",
    provinceId: 39,
    roles: ["EVENT_MANAGER"],
  },
  {
    kind: "licence generator",
    email: "licencias@demo.test",
    password: "Licencias-2026",
    name: "Irene",
    lastName: "Castro Vidal",
    provinceId: 50,
    roles: ["LICENSE_GEN"],
  },
  {
    kind: "admin (people, roles, audit log)",
    email: "admin@demo.test",
    password: "Admin-2026",
    name: "Carmen",
    lastName: "Ibáñez Soto",
    provinceId: 28,
    roles: ["ADMIN"],
  },
  {
    kind: "team package",
    email: "equipo@demo.test",
    password: "Equipo-2026",
    name: "Sergio",
    lastName: "Romero Blanco",
    provinceId: 28,
    roles: [],
    teamPackage: true,
  },
] as const satisfies readonly {
  kind: string;
  email: string;
  password: string;
  name: string;
  lastName: string;
  provinceId: number | null;
  roles: readonly Role[];
  teamPackage?: boolean;
}[];

/** The demo licence batch: the licence generator made it for the foundation, package "Primaria y robótica". */
const DEMO_BATCH = { organization: "FUND", package: "COMPLETO", quantity: 10, generator: "licencias@demo.test" } as const;
/**
 * The batch whose free code is printed for anyone to try the wizard: Madrid's education department's, whose public
 * schools (Getafe's among them) it may claim. Not the foundation's: a code claims only its organisation's centres
 * (decision 049), and the printed code must not claim the demo teacher's school (the foundation's).
 */
export const DEMO_TRY_BATCH = { organization: "EDU-MAD", package: "COMPLETO", quantity: 5 } as const;

/**
 * Seeds the demo accounts on an empty database (after the reference data: towns, centres, organisations).
 * The licensed teacher's licence is a real code of a demo batch, assigned through the wizard's own rules,
 * so the audit trail (who generated, who assigned, when) holds; the batch's other codes stay free.
 * Dated from the product's clock (`now`, server/clock.ts): what the demo people did has happened by then. Returns
 * whether it seeded.
 */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<boolean> {
  const anyUser = await db.select({ id: users.id }).from(users).limit(1);
  if (anyUser.length > 0) return false;
  await seedLicencePackages(db);

  const ids = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    const [user] = await db
      .insert(users)
      .values({
        email: account.email,
        passwordHash: await hashPassword(account.password),
        name: account.name,
        lastName: account.lastName,
        birthday: "1985-03-14",
        provinceId: account.provinceId,
        teamPackage: "teamPackage" in account && account.teamPackage,
        privacyAcceptedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!user) continue;
    ids.set(account.email, user.id);
    const roles: Role[] = ["USER_REGISTERED", ...account.roles];
    await db.insert(userRoles).values(roles.map((role) => ({ userId: user.id, role })));
  }

  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.code, DEMO_BATCH.organization));
  const [pkg] = await db.select({ id: licencePackages.id }).from(licencePackages).where(eq(licencePackages.code, DEMO_BATCH.package));
  const [centre] = await db.select().from(centers).where(eq(centers.code, DEMO_CENTRE.code));
  const generator = ids.get(DEMO_BATCH.generator);
  const teacher = ids.get("docente@demo.test");
  if (!org || !pkg || !centre?.townId || !generator || !teacher) throw new Error("demo seed: reference data missing (seedGeography first)");
  // The demo teacher's school is a reference centre: the demo shows its third evaluation (refCenter) too.
  await db.update(centers).set({ referenceSince: "2025-26" }).where(eq(centers.id, centre.id));
  const batch = await generateLicenceBatch(
    db,
    generator,
    { organizationId: org.id, packageId: pkg.id, quantity: DEMO_BATCH.quantity },
    "es",
  );
  const [code] = await db
    .select({ code: licenceCodes.code })
    .from(licenceCodes)
    .where(eq(licenceCodes.batchId, batch.id))
    .orderBy(asc(licenceCodes.code))
    .limit(1);
  if (!code) throw new Error("demo seed: no licence code");
  await assignLicence(db, teacher, {
    code: code.code,
    provinceId: DEMO_CENTRE.provinceId,
    townId: centre.townId,
    centerId: centre.id,
    organizationId: org.id,
    entity: "Ayuntamiento de Getafe",
  });
  const [tryOrg] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.code, DEMO_TRY_BATCH.organization));
  if (!tryOrg) throw new Error("demo seed: reference data missing (seedGeography first)");
  await generateLicenceBatch(db, generator, { organizationId: tryOrg.id, packageId: pkg.id, quantity: DEMO_TRY_BATCH.quantity }, "es");
  const staff = ids.get("fundacion@demo.test");
  if (staff) await seedBulletin(db, { staff, teacher });
  const moderator = ids.get("moderacion@demo.test");
  if (moderator) await seedForum(db, { teacher, moderator });
  const family = ids.get("familia@demo.test");
  if (family) await seedCommunityDemo(db, { teacher, family });
  await seedCoursesDemo(db, { teacher }, now);
  await seedEvaluationDemo(db, { teacher }, now);
  const team = ids.get("equipo@demo.test");
  if (moderator && team) await seedTeacherChallengeDemo(db, { teacher, moderator, team }, now);
  return true;
}

/** A free code of the demo's try batch, printed beside the demo accounts so anyone can try the licence wizard. */
export async function demoFreeLicenceCode(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ code: licenceCodes.code })
    .from(licenceCodes)
    .innerJoin(licenceBatches, eq(licenceBatches.id, licenceCodes.batchId))
    .innerJoin(users, eq(users.id, licenceBatches.createdBy))
    .innerJoin(organizations, eq(organizations.id, licenceBatches.organizationId))
    .where(and(eq(users.email, DEMO_BATCH.generator), eq(organizations.code, DEMO_TRY_BATCH.organization), eq(licenceCodes.state, "free")))
    .orderBy(asc(licenceBatches.createdAt), asc(licenceCodes.code))
    .limit(1);
  return row?.code ?? null;
}
