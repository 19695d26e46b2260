import { useRouteLoaderData } from "react-router";
import type { AccessDecision } from "../../common/access.ts";
import type { Language } from "../../common/languages.ts";
import { pathFor, type RouteName, type RouteParams } from "../../common/routes.ts";
import type { CurrentUser } from "../../common/user.ts";
import type { Consent } from "./consent.ts";

/** What the root loader gives every screen. */
export type RootData = {
  lang: Language;
  messages: Record<string, unknown>;
  me: CurrentUser | null;
  origin: string;
  route: { name: RouteName; params: RouteParams } | null;
  decision: AccessDecision["kind"];
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
