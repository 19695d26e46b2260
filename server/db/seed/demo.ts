import { and, eq, inArray } from "drizzle-orm";
import { hashPassword } from "../../auth/password.ts";
import type { Db } from "../client.ts";
import {
  centers, licenceAssignments, organizations, programs, towns, userPrograms, userRoles, users,
} from "../schema/index.ts";

type Role = (typeof userRoles.$inferInsert)["role"];

/** One demo account for each kind of user of section 6. Local demo only: never seeded in production. */
export const DEMO_ACCOUNTS = [
  { kind: "family", email: "familia@demo.test", password: "Familia-2026", name: "Lucía", lastName: "García Pérez", provinceId: null, roles: [] },
  { kind: "licensed teacher", email: "docente@demo.test", password: "Docente-2026", name: "Marta", lastName: "Ruiz Lozano", provinceId: 28, roles: ["USER_LICENSED"] },
  { kind: "moderator", email: "moderacion@demo.test", password: "Modera-2026", name: "Javier", lastName: "Sanz Ortega", provinceId: 41, roles: ["MODERATOR"] },
  { kind: "foundation staff / developer", email: "fundacion@demo.test", password: "Fundacion-2026", name: "Elena", lastName: "Martín Gil", provinceId: 28, roles: ["DEVELOPER"] },
  { kind: "event manager", email: "eventos@demo.test", password: "Eventos-2026", name: "Pablo", lastName: "Navarro Díaz", provinceId: 39, roles: ["EVENT_MANAGER"] },
  { kind: "licence generator", email: "licencias@demo.test", password: "Licencias-2026", name: "Irene", lastName: "Castro Vidal", provinceId: 50, roles: ["LICENSE_GEN"] },
] as const satisfies readonly {
  kind: string; email: string; password: string; name: string; lastName: string; provinceId: number | null; roles: readonly Role[];
}[];

/** Seeds the demo organisation, centre and accounts (holding the PRIMARIA and ROBOTICA programmes) on an empty database. Returns whether it seeded. */
export async function seedDemo(db: Db): Promise<boolean> {
  const anyUser = await db.select({ id: users.id }).from(users).limit(1);
  if (anyUser.length > 0) return false;

  const [org] = await db
    .insert(organizations)
    .values({ code: "FUND", name: "Fundación Competencias Digitales", sponsor: false })
    .returning();
  const [town] = await db.select().from(towns).where(and(eq(towns.provinceId, 28), eq(towns.name, "Getafe"))).limit(1);
  const [center] = await db
    .insert(centers)
    .values({
      code: "28065012",
      name: "CEIP Miguel de Cervantes",
      email: "secretaria@ceip-cervantes-getafe.test",
      provinceId: 28,
      townId: town?.id ?? null,
      status: "REGISTERED",
      organizationId: org?.id ?? null,
    })
    .returning();
  const programRows = await demoPrograms(db);

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
        privacyAcceptedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!user) continue;
    const roles: Role[] = ["USER_REGISTERED", ...account.roles];
    await db.insert(userRoles).values(roles.map((role) => ({ userId: user.id, role })));
    if (account.roles.includes("USER_LICENSED" as never) && center && org) {
      await db.insert(licenceAssignments).values({ userId: user.id, centerId: center.id, organizationId: org.id, provinceId: 28 });
      await db.insert(userPrograms).values(programRows.map((p) => ({ userId: user.id, programId: p.id })));
    }
  }
  return true;
}

/**
 * The programmes the licensed demo teacher holds. The content seed (run first) creates their public
 * pages; on a database without them they are inserted minimally.
 */
async function demoPrograms(db: Db) {
  const codes = ["PRIMARIA", "ROBOTICA"];
  await db
    .insert(programs)
    .values([
      { code: "PRIMARIA", nameEs: "Competencias digitales en Primaria", nameEn: "Digital skills in Primary", links: [] },
      { code: "ROBOTICA", nameEs: "Robótica e inteligencia artificial", nameEn: "Robotics and artificial intelligence", links: [] },
    ])
    .onConflictDoNothing({ target: programs.code });
  return db.select({ id: programs.id }).from(programs).where(inArray(programs.code, codes));
}
