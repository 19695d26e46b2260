import { and, desc, eq, gt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { SIGNUP_MAX_PER_ADDRESS, SIGNUP_WINDOW_MINUTES } from "../../../common/constants.ts";
import type { Language } from "../../../common/languages.ts";
import { LoginInput, SignupInput } from "../../../common/schemas/account.ts";
import type { CurrentUser, Province } from "../../../common/user.ts";
import { DUMMY_HASH, hashPassword, verifyPassword } from "../../auth/password.ts";
import { blockedForSeconds, recordFailure } from "../../auth/rate-limit.ts";
import { createSession, deleteSession } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import {
  centers,
  licenceAssignments,
  licencePackagePrograms,
  organizations,
  programs,
  provinces,
  sessions,
  teamPackageViews,
  towns,
  userPrograms,
  userRoles,
  users,
} from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";
import { loginFailed, loginSucceeded, loginWaitSeconds } from "./login-throttle.ts";
import { parseOrThrow } from "../validation.ts";

type Session = { token: string; expiresAt: Date; userId: string };

/**
 * Creates an account (section 5 rules) and opens its first session. One address may sign up
 * SIGNUP_MAX_PER_ADDRESS times per window (a class signing up together fits; a script does not).
 */
export async function signup(db: Db, input: unknown, language: Language, ip: string): Promise<Session> {
  const data = parseOrThrow(SignupInput, input);
  const addressKey = `signup:ip:${ip}`;
  const wait = await blockedForSeconds(db, addressKey, SIGNUP_MAX_PER_ADDRESS, SIGNUP_WINDOW_MINUTES);
  if (wait > 0) throw new DomainError("TOO_MANY_SIGNUPS", { status: 429, retryAfter: wait });
  await recordFailure(db, [addressKey]);
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
 * Checks email and password. Every failure gives the same LOGIN_FAILED. While the account (or the
 * address) must wait after its failures (decision 013), TOO_MANY_ATTEMPTS (429) without checking the
 * password; the wait is short, so the owner's right password gets in soon after an attacker's guesses.
 */
export async function login(db: Db, input: unknown, ip: string): Promise<Session> {
  const parsed = LoginInput.safeParse(input);
  if (!parsed.success) throw new DomainError("LOGIN_FAILED", { status: 401 });
  const { email, password } = parsed.data;
  const wait = await loginWaitSeconds(db, email, ip);
  if (wait > 0) throw new DomainError("TOO_MANY_ATTEMPTS", { status: 429, retryAfter: wait });
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, active: users.active })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
  if (!user?.passwordHash || !ok || !user.active) {
    await loginFailed(db, email, ip);
    throw new DomainError("LOGIN_FAILED", { status: 401 });
  }
  await loginSucceeded(db, email, ip);
  const session = await createSession(db, user.id);
  return { ...session, userId: user.id };
}

export async function logout(db: Db, token: string | null): Promise<void> {
  if (token) await deleteSession(db, token);
}

type UserLookup = { userId: string } | { tokenHash: string };

/**
 * Loads everything `me` returns in three queries whatever the user holds: the user with provinces,
 * organisation and roles; the latest licence with its centre; the programmes. Given a session's token
 * hash instead of an id, the first query also checks that the session is alive.
 */
export async function currentUser(db: Db, lookup: UserLookup, language: Language): Promise<CurrentUser | null> {
  const ongProvince = alias(provinces, "ong_province");
  const where =
    "userId" in lookup ? eq(users.id, lookup.userId) : and(eq(sessions.tokenHash, lookup.tokenHash), gt(sessions.expiresAt, new Date()));
  const base = db
    .select({
      user: users,
      province: provinces,
      ongProvince,
      organization: organizations,
      roles: sql<string[]>`array(select ${userRoles.role}::text from ${userRoles} where ${userRoles.userId} = ${users.id} order by 1)`,
    })
    .from(users);
  const joined = "userId" in lookup ? base : base.innerJoin(sessions, eq(sessions.userId, users.id));
  const [row] = await joined
    .leftJoin(provinces, eq(provinces.id, users.provinceId))
    .leftJoin(ongProvince, eq(ongProvince.id, users.ongProvinceId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(where)
    .limit(1);
  if (!row) return null;
  const { user, roles } = row;
  const [licence, programRows] = await Promise.all([latestLicence(db, user.id), heldPrograms(db, user.id, user.teamPackage)]);
  const has = (role: string) => roles.includes(role);
  const licenseGenerator = has("LICENSE_GEN");
  const sponsorOrganization = row.organization?.sponsor ?? false;
  return {
    id: user.id,
    birthdayMissing: !user.birthday,
    active: user.active,
    email: user.email,
    name: user.name,
    lastName: user.lastName,
    profilePhoto: user.profilePhoto,
    province: toProvince(row.province),
    type: user.type,
    organizationCodeFilter: user.organizationCodeFilter,
    ongProvince: toProvince(row.ongProvince),
    agentEntity: user.agentEntity,
    admin: has("ADMIN"),
    // Section 6: developer also when licence generator or member of the sponsor organisation.
    developer: has("DEVELOPER") || has("ADMIN") || licenseGenerator || sponsorOrganization,
    eventManager: has("EVENT_MANAGER") || has("ADMIN"),
    licenseGenerator,
    moderator: has("MODERATOR") || has("ADMIN"),
    teamPackage: user.teamPackage,
    sponsorOrganization,
    languagePermissions: has("ADMIN") || has("DEVELOPER") ? ["es", "en"] : [],
    permissions: roles,
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
          province: toProvince(licence.province),
          status: licence.center.status,
          referenceCentre: licence.center.referenceSince !== null,
          town: licence.town?.name ?? null,
          organization: licence.organization
            ? { id: String(licence.organization.id), code: licence.organization.code, name: licence.organization.name }
            : null,
        }
      : null,
  };
}

/**
 * The programmes a user holds: those their licences gave; for a team-package user (section 6), those
 * of the package they chose to view as, or of every package while they have not chosen one.
 */
function heldPrograms(db: Db, userId: string, teamPackage: boolean) {
  const columns = { id: programs.id, nameEs: programs.nameEs, nameEn: programs.nameEn, links: programs.links };
  if (!teamPackage) {
    return db
      .select(columns)
      .from(userPrograms)
      .innerJoin(programs, eq(programs.id, userPrograms.programId))
      .where(eq(userPrograms.userId, userId))
      .orderBy(programs.id);
  }
  const chosen = sql`(select ${teamPackageViews.packageId} from ${teamPackageViews} where ${teamPackageViews.userId} = ${userId})`;
  return db
    .select(columns)
    .from(programs)
    .where(
      sql`${programs.id} in (select ${licencePackagePrograms.programId} from ${licencePackagePrograms} where ${licencePackagePrograms.packageId} = coalesce(${chosen}, ${licencePackagePrograms.packageId}))`,
    )
    .orderBy(programs.id);
}

function toProvince(row: { id: number; name: string } | null): Province | null {
  return row ? { id: String(row.id), name: row.name } : null;
}

/**
 * The user's latest licence assignment with its centre and town, province and organisation, in one
 * query. The assignment records the province and organisation chosen with the centre in the licence
 * wizard, so they stand for the centre's too (fewer joins: PGlite spends most of a query planning them).
 */
async function latestLicence(db: Db, userId: string) {
  const [row] = await db
    .select({ assignment: licenceAssignments, center: centers, town: towns, province: provinces, organization: organizations })
    .from(licenceAssignments)
    .leftJoin(centers, eq(centers.id, licenceAssignments.centerId))
    .leftJoin(towns, eq(towns.id, sql`coalesce(${centers.townId}, ${licenceAssignments.townId})`))
    .leftJoin(provinces, eq(provinces.id, licenceAssignments.provinceId))
    .leftJoin(organizations, eq(organizations.id, licenceAssignments.organizationId))
    .where(eq(licenceAssignments.userId, userId))
    .orderBy(desc(licenceAssignments.assignedAt))
    .limit(1);
  if (!row) return null;
  return { entity: row.assignment.entity, center: row.center, town: row.town, province: row.province, organization: row.organization };
}
