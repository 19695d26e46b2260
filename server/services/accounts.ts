import { and, desc, eq, inArray } from "drizzle-orm";
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES } from "../../common/constants.ts";
import type { Language } from "../../common/languages.ts";
import { fieldErrors, LoginInput, SignupInput } from "../../common/schemas/account.ts";
import type { CurrentUser, Province } from "../../common/user.ts";
import { DUMMY_HASH, hashPassword, verifyPassword } from "../auth/password.ts";
import { clearFailures, isBlocked, recordFailure } from "../auth/rate-limit.ts";
import { createSession, deleteSession } from "../auth/sessions.ts";
import type { Db } from "../db/client.ts";
import {
  centers, licenceAssignments, organizations, programs, provinces, towns, userPrograms, userRoles, users,
} from "../db/schema/index.ts";
import { DomainError } from "./errors.ts";

type Session = { token: string; expiresAt: Date; userId: string };

function parseOrThrow<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: import("zod").ZodError } }, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new DomainError("VALIDATION", { fields: fieldErrors(parsed.error) });
  return parsed.data;
}

/** Creates an account (section 5 rules) and opens its first session. */
export async function signup(db: Db, input: unknown, language: Language): Promise<Session> {
  const data = parseOrThrow(SignupInput, input);
  const passwordHash = await hashPassword(data.password);
  const [created] = await db
    .insert(users)
    .values({
      email: data.email,
      passwordHash,
      name: data.name,
      lastName: data.lastName,
      birthday: data.birthday,
      notices: data.notices,
      privacyAcceptedAt: new Date(),
      language,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!created) throw new DomainError("VALIDATION", { fields: { email: "validation.emailTaken" } });
  await db.insert(userRoles).values({ userId: created.id, role: "USER_REGISTERED" });
  const session = await createSession(db, created.id);
  return { ...session, userId: created.id };
}

/**
 * Checks email and password. Every failure gives the same LOGIN_FAILED; after too many failures for
 * the email or the client address within the window, TOO_MANY_ATTEMPTS (429) until it passes.
 */
export async function login(db: Db, input: unknown, ip: string): Promise<Session> {
  const parsed = LoginInput.safeParse(input);
  if (!parsed.success) throw new DomainError("LOGIN_FAILED", { status: 401 });
  const { email, password } = parsed.data;
  const keys = [`login:email:${email}`, `login:ip:${ip}`];
  if (await isBlocked(db, keys, LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES)) {
    throw new DomainError("TOO_MANY_ATTEMPTS", { status: 429 });
  }
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, active: users.active })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
  if (!user?.passwordHash || !ok || !user.active) {
    await recordFailure(db, keys);
    throw new DomainError("LOGIN_FAILED", { status: 401 });
  }
  await clearFailures(db, `login:email:${email}`);
  const session = await createSession(db, user.id);
  return { ...session, userId: user.id };
}

export async function logout(db: Db, token: string | null): Promise<void> {
  if (token) await deleteSession(db, token);
}

/** Loads everything `me` returns in a fixed number of queries (at most nine), whatever the user holds. */
export async function currentUser(db: Db, userId: string, language: Language): Promise<CurrentUser | null> {
  const [row] = await db
    .select({ user: users, province: provinces, organization: organizations })
    .from(users)
    .leftJoin(provinces, eq(provinces.id, users.provinceId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { user } = row;
  const [roles, licence, programRows, ongProvince] = await Promise.all([
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)),
    latestLicence(db, userId),
    db
      .select({ id: programs.id, nameEs: programs.nameEs, nameEn: programs.nameEn, links: programs.links })
      .from(userPrograms)
      .innerJoin(programs, eq(programs.id, userPrograms.programId))
      .where(eq(userPrograms.userId, userId))
      .orderBy(programs.id),
    user.ongProvinceId
      ? db.select().from(provinces).where(eq(provinces.id, user.ongProvinceId)).limit(1)
      : Promise.resolve([]),
  ]);
  const has = (role: (typeof roles)[number]["role"]) => roles.some((r) => r.role === role);
  const licenseGenerator = has("LICENSE_GEN");
  const sponsorOrganization = row.organization?.sponsor ?? false;
  const permissions = roles.map((r) => r.role).sort();
  return {
    id: user.id,
    active: user.active,
    email: user.email,
    name: user.name,
    lastName: user.lastName,
    profilePhoto: user.profilePhoto,
    province: toProvince(row.province),
    type: user.type,
    organizationCodeFilter: user.organizationCodeFilter,
    ongProvince: toProvince(ongProvince[0] ?? null),
    agentEntity: user.agentEntity,
    // Section 6: developer also when licence generator or member of the sponsor organisation.
    developer: has("DEVELOPER") || has("ADMIN") || licenseGenerator || sponsorOrganization,
    eventManager: has("EVENT_MANAGER") || has("ADMIN"),
    licenseGenerator,
    moderator: has("MODERATOR") || has("ADMIN"),
    teamPackage: user.teamPackage,
    sponsorOrganization,
    languagePermissions: has("ADMIN") || has("DEVELOPER") ? ["es", "en"] : [],
    permissions,
    licenseData: licence
      ? {
          center: licence.center?.name ?? licence.entity ?? null,
          centerEmail: licence.center?.email ?? null,
          organization: licence.organization ? { name: licence.organization.name, code: licence.organization.code } : null,
          province: toProvince(licence.province),
        }
      : null,
    programs: programRows.map((p) => ({ id: String(p.id), name: language === "es" ? p.nameEs : p.nameEn, links: p.links })),
    center: licence?.center
      ? {
          id: String(licence.center.id),
          code: licence.center.code,
          email: licence.center.email,
          name: licence.center.name,
          province: toProvince(licence.centerProvince),
          status: licence.center.status,
          town: licence.town?.name ?? null,
          organization: licence.centerOrganization
            ? { id: String(licence.centerOrganization.id), code: licence.centerOrganization.code, name: licence.centerOrganization.name }
            : null,
        }
      : null,
  };
}

function toProvince(row: { id: number; name: string } | null): Province | null {
  return row ? { id: String(row.id), name: row.name } : null;
}

async function latestLicence(db: Db, userId: string) {
  const [assignment] = await db
    .select()
    .from(licenceAssignments)
    .where(eq(licenceAssignments.userId, userId))
    .orderBy(desc(licenceAssignments.assignedAt))
    .limit(1);
  if (!assignment) return null;
  const centerRows = assignment.centerId
    ? await db.select().from(centers).where(eq(centers.id, assignment.centerId)).limit(1)
    : [];
  const center = centerRows[0] ?? null;
  const provinceIds = [assignment.provinceId, center?.provinceId].filter((id): id is number => id != null);
  const orgIds = [assignment.organizationId, center?.organizationId].filter((id): id is number => id != null);
  const [provinceRows, orgRows, townRows] = await Promise.all([
    provinceIds.length ? db.select().from(provinces).where(inArray(provinces.id, provinceIds)) : Promise.resolve([]),
    orgIds.length ? db.select().from(organizations).where(inArray(organizations.id, orgIds)) : Promise.resolve([]),
    center?.townId ? db.select().from(towns).where(and(eq(towns.id, center.townId))) : Promise.resolve([]),
  ]);
  const province = (id: number | null | undefined) => provinceRows.find((p) => p.id === id) ?? null;
  const organization = (id: number | null | undefined) => orgRows.find((o) => o.id === id) ?? null;
  return {
    entity: assignment.entity,
    center,
    town: townRows[0] ?? null,
    province: province(assignment.provinceId ?? center?.provinceId),
    organization: organization(assignment.organizationId ?? center?.organizationId),
    centerProvince: province(center?.provinceId),
    centerOrganization: organization(center?.organizationId),
  };
}
