import { type CurrentUser, isLicensed } from "./user.ts";

/**
 * The roles of section 6 as the `me` flags carry them, in one place for the route table (common/access.ts),
 * the API's auth scopes and the server's policies (server/policies/). "staff" is the foundation's staff: the
 * developer flag, which section 6 sets for the DEVELOPER and ADMIN roles, licence generators and members of the
 * sponsor organisation (decision 015).
 */
const ROLE_FLAGS = {
  admin: "admin",
  developer: "developer",
  staff: "developer",
  moderator: "moderator",
  eventManager: "eventManager",
  licenseGenerator: "licenseGenerator",
  teamPackage: "teamPackage",
} as const satisfies Record<string, keyof CurrentUser>;

export type Role = keyof typeof ROLE_FLAGS;
/** What a check of `role` reads of the user: only its flag, so callers may pass a narrower viewer. */
export type RoleHolder<R extends Role> = Pick<CurrentUser, (typeof ROLE_FLAGS)[R]>;

export function hasRole<R extends Role>(user: RoleHolder<R> | null | undefined, role: R): boolean {
  if (!user) return false;
  const flag: (typeof ROLE_FLAGS)[R] = ROLE_FLAGS[role];
  return user[flag] === true;
}

/** Section 6: the forum and the gallery are read by licensed teachers and by the moderators who look after them. */
export function canReadCommunity(user: Pick<CurrentUser, "active" | "programs" | "moderator"> | null | undefined): boolean {
  return isLicensed(user ?? null) || hasRole(user, "moderator");
}

/** Section 6: the bulletin also by the foundation's staff who write it and the event managers who see its drafts. */
export function canReadBulletin(
  user: Pick<CurrentUser, "active" | "programs" | "moderator" | "developer" | "eventManager"> | null | undefined,
): boolean {
  return canReadCommunity(user) || hasRole(user, "staff") || hasRole(user, "eventManager");
}

/** Section 6: the in-class area (itineraries, dossier, FAQs) opens with a licence or with the developer flag. */
export function canReadInClass(user: Pick<CurrentUser, "active" | "programs" | "developer"> | null | undefined): boolean {
  return isLicensed(user ?? null) || hasRole(user, "developer");
}

/** Section 6: courses are taken by licensed teachers and the developer flag; event managers see them too (unpublished ones as well). */
export function canReadCourses(user: Pick<CurrentUser, "active" | "programs" | "developer" | "eventManager"> | null | undefined): boolean {
  return canReadInClass(user) || hasRole(user, "eventManager");
}

/** Section 6: the foundation's staff and event managers see unpublished courses, through the previews that record no progress. */
export function canPreviewCourses(user: Pick<CurrentUser, "developer" | "eventManager"> | null | undefined): boolean {
  return hasRole(user, "staff") || hasRole(user, "eventManager");
}

/** Section 6: a team-package user picks the licence package whose users it views the in-class pages as (My panel's picker). */
export function canViewAsPackage(user: RoleHolder<"teamPackage"> | null | undefined): boolean {
  return hasRole(user, "teamPackage");
}

/** The roles section 6 names, as accounts hold them (user_roles). */
export const ACCOUNT_ROLES = [
  "ADMIN",
  "DEVELOPER",
  "EVENT_MANAGER",
  "LICENSE_GEN",
  "USER_REGISTERED",
  "USER_LICENSED",
  "MODERATOR",
] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** The section 6 roles an admin grants and revokes in the back office; USER_REGISTERED and USER_LICENSED come with sign-up and licences. */
export const STAFF_ROLES = ["ADMIN", "DEVELOPER", "EVENT_MANAGER", "LICENSE_GEN", "MODERATOR"] as const satisfies readonly AccountRole[];
export type StaffRole = (typeof STAFF_ROLES)[number];
