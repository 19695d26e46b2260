import type { Language } from "./languages.ts";
import { canPreviewCourses, canReadBulletin, canReadCommunity, canReadCourses, canReadInClass, hasRole } from "./roles.ts";
import { type Access, isAvailableIn, pathFor, ROUTES, type RouteName } from "./routes.ts";
import { isLicensed, type CurrentUser } from "./user.ts";

export type AccessDecision =
  | { kind: "allow" }
  | { kind: "redirect"; to: string }
  | { kind: "forbidden" }
  | { kind: "language-unavailable" };

type Viewer = Pick<CurrentUser, "active" | "programs" | "admin" | "developer" | "moderator" | "licenseGenerator" | "eventManager"> | null;

/** What a signed-in user needs for each rule of the route table that asks more than being signed in. */
const GRANTED: Record<Exclude<Access, "public" | "anonymous" | "developer">, (user: NonNullable<Viewer>) => boolean> = {
  login: () => true,
  licence: isLicensed,
  inClass: canReadInClass,
  community: canReadCommunity,
  bulletin: canReadBulletin,
  courses: canReadCourses,
  preview: canPreviewCourses,
  moderator: (user) => hasRole(user, "moderator"),
  licenseGenerator: (user) => hasRole(user, "licenseGenerator"),
  staff: (user) => hasRole(user, "staff"),
  eventManager: (user) => hasRole(user, "eventManager"),
  admin: (user) => hasRole(user, "admin"),
};

/**
 * The access rules applied at page load (section 2), as the route table states them (decision 015):
 * anonymous-only routes send a logged-in user to the profile's settings tab; developer-only routes send
 * anyone else to /cms/login; every other guarded route sends a visitor to access with ?page=<original path>
 * and refuses (403) a signed-in user who lacks the licence or the role it names.
 */
export function decideAccess(name: RouteName, lang: Language, user: Viewer, originalPath: string): AccessDecision {
  const refused = byRule(name, lang, user, originalPath);
  if (refused) return refused;
  if (!isAvailableIn(name, lang)) return { kind: "language-unavailable" };
  return { kind: "allow" };
}

/**
 * Whether the route table's rule lets `user` open the route `name` (its language aside): what a link, a menu entry
 * or a section of the back office asks before it shows, so no screen keeps a list of roles of its own (decision 052).
 * The same rule decideAccess applies when the page loads.
 */
export function canOpen(user: Viewer | undefined, name: RouteName): boolean {
  return byRule(name, "es", user ?? null, "/") === null;
}

/** The route's rule for this user: null when it lets them in, else where they are sent or the refusal. */
function byRule(name: RouteName, lang: Language, user: Viewer, originalPath: string): AccessDecision | null {
  const access: Access = ROUTES[name].access;
  if (access === "anonymous") {
    if (user) return { kind: "redirect", to: pathFor("profile", lang, { tab: lang === "es" ? "configuracion" : "settings" }) };
  } else if (access === "developer") {
    // Back to the page asked for once signed in with a staff account.
    if (!user?.developer) return { kind: "redirect", to: `${pathFor("cms-login", lang)}?page=${encodeURIComponent(originalPath)}` };
  } else if (access !== "public") {
    if (!user) return { kind: "redirect", to: `${pathFor("access", lang)}?page=${encodeURIComponent(originalPath)}` };
    if (!GRANTED[access](user)) return { kind: "forbidden" };
  }
  return null;
}
