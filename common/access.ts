import type { Language } from "./languages.ts";
import { isAvailableIn, needsLicence, pathFor, ROUTES, type RouteName } from "./routes.ts";
import { isLicensed, type CurrentUser } from "./user.ts";

export type AccessDecision =
  | { kind: "allow" }
  | { kind: "redirect"; to: string }
  | { kind: "forbidden" }
  | { kind: "language-unavailable" };

type Viewer = Pick<CurrentUser, "active" | "programs" | "developer"> | null;

/**
 * The access rules applied at page load (section 2), in one place:
 * login-required and licence routes send an anonymous visitor to access with ?page=<original path>;
 * anonymous-only routes send a logged-in user to the profile's settings tab; developer-only routes
 * send anyone else to /cms/login; licence routes refuse a logged-in user without a licence (403).
 */
export function decideAccess(name: RouteName, lang: Language, user: Viewer, originalPath: string): AccessDecision {
  const access = ROUTES[name].access;
  const licence = needsLicence(name);
  if (access === "anonymous" && user) {
    return { kind: "redirect", to: pathFor("profile", lang, { tab: lang === "es" ? "configuracion" : "settings" }) };
  }
  if (access === "developer" && !user?.developer) {
    return { kind: "redirect", to: pathFor("cms-login", lang) };
  }
  if ((access === "login" || licence) && !user) {
    return { kind: "redirect", to: `${pathFor("access", lang)}?page=${encodeURIComponent(originalPath)}` };
  }
  if (licence && !isLicensed(user) && !(user?.developer && grantedToDevelopers(name))) return { kind: "forbidden" };
  if (!isAvailableIn(name, lang)) return { kind: "language-unavailable" };
  return { kind: "allow" };
}

/** Section 6: the developer flag grants itineraries, dossier, courses and FAQs without a licence. */
const DEVELOPER_GRANTS = ["itinerar", "dossier", "course", "faqs"] as const;
function grantedToDevelopers(name: RouteName): boolean {
  return DEVELOPER_GRANTS.some((prefix) => name.startsWith(prefix));
}
