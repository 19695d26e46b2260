import { useLocation, useRouteLoaderData } from "react-router";
import { type AccessDecision, decideAccess } from "../../common/access.ts";
import { type Language, LANGUAGE_COOKIE, storedLanguage } from "../../common/languages.ts";
import { matchRoute, pathFor, type RouteMatch, type RouteName, type RouteParams } from "../../common/routes.ts";
import type { CurrentUser } from "../../common/user.ts";
import type { Consent } from "./consent.ts";
import { readCookie } from "./cookies.ts";

/**
 * What the root loader gives every screen: the same for every page of one language and session (nothing
 * about the page itself), so client navigations do not load it again (see root.tsx shouldRevalidate).
 */
export type RootData = {
  lang: Language;
  messages: Record<string, unknown>;
  me: CurrentUser | null;
  origin: string;
  hideDataBanner: boolean;
  consent: Consent | null;
};

/** The root loader's data; undefined only when the root loader itself failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** The current user, or null for a visitor. */
export function useMe(): CurrentUser | null {
  return useRootData()?.me ?? null;
}

/** Builds paths in the page's language: `to("profile", { tab: "configuracion" })`. */
export function useTo(): (name: RouteName, params?: RouteParams) => string {
  const lang = useRootData()?.lang ?? "es";
  return (name, params) => pathFor(name, lang, params);
}

export type PageAccess = { match: RouteMatch | null; decision: AccessDecision["kind"] };

/**
 * The screen at a path and what the access rules decide there for the root data's user and language:
 * the same function the root middleware applied on the server (common/access.ts), so the page shows
 * the 403 or language-unavailable page the server answered for.
 */
export function pageAccess(root: Pick<RootData, "lang" | "me">, pathname: string, search = ""): PageAccess {
  const match = matchRoute(pathname);
  return { match, decision: match ? decideAccess(match.name, root.lang, root.me, pathname + search).kind : "allow" };
}

/** The current page's screen and access decision (see pageAccess). */
export function usePageAccess(): PageAccess {
  const root = useRootData();
  const { pathname, search } = useLocation();
  return root ? pageAccess(root, pathname, search) : { match: matchRoute(pathname), decision: "allow" };
}

/**
 * The language the server picks for a path: the path's own where the two languages' paths differ,
 * else the stored choice (the same rule as the root middleware's). Browser only (reads document.cookie).
 */
export function languageOfPage(pathname: string): Language {
  const match = matchRoute(pathname);
  return match?.languageFromPath ? match.lang : storedLanguage(readCookie(document.cookie, LANGUAGE_COOKIE));
}
