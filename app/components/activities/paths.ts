import { AUDIENCE_ROUTES, AUDIENCE_WORDS, type Audience, AUDIENCES } from "../../../common/activities.ts";
import type { Language } from "../../../common/languages.ts";
import { pathFor, type RouteName } from "../../../common/routes.ts";

export type ListRoute = "activities" | (typeof AUDIENCE_ROUTES)[Audience];

/** The audience a list route shows (null: the list of all). */
export function audienceOfListRoute(name: string | undefined): Audience | null {
  return AUDIENCES.find((audience) => AUDIENCE_ROUTES[audience] === name) ?? null;
}

export function listRouteOf(audience: Audience | null): ListRoute {
  return audience ? AUDIENCE_ROUTES[audience] : "activities";
}

/**
 * An activity's page. From an audience's list it keeps the audience in the address
 * (/actividades/familias/slug), so the way back and the breadcrumbs stay in that list.
 */
export function activityPath(lang: Language, slug: string, audience: Audience | null): string {
  if (!audience) return pathFor("activity", lang, { id: slug });
  return pathFor("activity-classification", lang, { classification: AUDIENCE_WORDS[audience][lang], id: slug });
}

/** The list a detail page belongs to, for its way back. */
export function listPath(lang: Language, audience: Audience | null): string {
  return pathFor(listRouteOf(audience) as RouteName, lang);
}
