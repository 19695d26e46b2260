import { matchRoute, ROUTES, type RouteName, type RouteParams } from "./routes.ts";

/**
 * First-party analytics (sections 4, 6, 7 and 9; decision 035): what the browser's sender and the API agree on.
 * Sent only with marketing consent; no account and no address, a random id per browser session.
 */

/** A session start (once per browser session), a page view, a visit (a route's first view in the session), presence. */
export const ANALYTICS_KINDS = ["sessionStart", "pageView", "visit", "presence"] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];

/** Section 9: the presence timers, in seconds on one page. */
export const PRESENCE_SECONDS = [1, 10, 30, 50] as const;
export type PresenceSeconds = (typeof PRESENCE_SECONDS)[number];

/** Section 6: premium for a user with licence data, otherwise open. */
export const ANALYTICS_LABELS = ["premium", "open"] as const;
export type AnalyticsLabel = (typeof ANALYTICS_LABELS)[number];

/** The browser session's id: 128 random bits in hex. */
export const ANALYTICS_SESSION_ID = /^[0-9a-f]{32}$/;
/** At most this many events in one request (the sender sends fewer; the API refuses more). */
export const ANALYTICS_BATCH_MAX = 20;
export const ANALYTICS_PATH_MAX = 300;
/** The staff dashboard's weeks (the current one included) and its list of top pages. */
export const ANALYTICS_WEEKS = 8;
export const ANALYTICS_TOP_PAGES = 10;
/** Weeks are Madrid's (Monday to Sunday). */
export const ANALYTICS_TIME_ZONE = "Europe/Madrid";

export type AnalyticsEvent = { kind: AnalyticsKind; sessionId: string; route: RouteName; path: string; seconds?: PresenceSeconds };

/**
 * Parameters that open something private (an emailed link's token, a formation's or a key's code, a certificate's
 * code): never stored, the path keeps the parameter's name instead. save-birthdate's id names an account.
 */
const SECRET_PARAMS: ReadonlySet<string> = new Set(["token", "accessCode", "code"]);
const ROUTES_WITHOUT_PARAMS: ReadonlySet<RouteName> = new Set(["save-birthdate"]);

/**
 * The screen a path shows and the path as analytics keep it: no query, secret parameters replaced by their
 * name (`/formacion/:accessCode`); null for a path that is no screen's, too long, or not a plain path.
 */
export function analyticsPage(pathname: string): { route: RouteName; path: string } | null {
  if (!pathname.startsWith("/") || pathname.length > ANALYTICS_PATH_MAX || /[?#\s]/.test(pathname)) return null;
  const match = matchRoute(pathname);
  if (!match) return null;
  const hide = ROUTES_WITHOUT_PARAMS.has(match.name);
  const kept: RouteParams = match.params;
  const path = ROUTES[match.name].paths[match.lang]
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment;
      const key = segment.slice(1).replace(/\?$/, "");
      const value = kept[key];
      if (value === undefined) return null;
      return hide || SECRET_PARAMS.has(key) ? `:${key}` : encodeURIComponent(value);
    })
    .filter((segment) => segment !== null)
    .join("/");
  return { route: match.name, path: path === "" ? "/" : path };
}
