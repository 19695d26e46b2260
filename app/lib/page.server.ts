import { createContext, data, type MiddlewareFunction, redirect, type RouterContextProvider } from "react-router";
import { type AccessDecision, decideAccess } from "../../common/access.ts";
import { type Language, LANGUAGE_COOKIE, storedLanguage } from "../../common/languages.ts";
import { matchRoute, pathFor, type RouteMatch, type RouteName } from "../../common/routes.ts";
import type { CurrentUser } from "../../common/user.ts";
import { type GraphQLResult, serverContext } from "../server-context.ts";
import { readCookie } from "./cookies.ts";
import { type ResultOf, sourceOf, type TadaDocumentNode, type VariablesOf } from "./graphql.ts";
import { refuseUnreadableForms } from "./form-body.server.ts";
import { ME_QUERY } from "./me.ts";
import { databaseUnavailable, inputRefused } from "./mutation-answers.ts";

/** What the root middleware learns about a page request, for every loader and action below it. */
export type PageInfo = {
  lang: Language;
  me: CurrentUser | null;
  match: RouteMatch | null;
  decision: AccessDecision;
  origin: string;
  pathname: string;
};
export const pageContext = createContext<PageInfo>();

/** A document request's kept values (`keep`), for entry.server.tsx to hand to the render; null for data requests. */
export const keptContext = createContext<Map<string, unknown> | null>(null);

const OPEN_WITHOUT_BIRTHDATE: readonly RouteName[] = [
  "save-birthdate",
  "logout",
  "preferences",
  "delete-account",
  "privacy",
  "privacy-clause",
  "cookies",
  "legal-advice",
  "terms",
];

/** React Router adds ".data" to the path of client-navigation requests ("/_.data" for "/"); the page is the path without it. */
export function pagePath(url: URL): string {
  if (url.pathname === "/_.data") return "/";
  return url.pathname.endsWith(".data") ? url.pathname.slice(0, -5) : url.pathname;
}

/**
 * Runs on every page and data request: picks the language (from the path where the two languages'
 * paths differ, else the stored choice), loads `me`, and applies the access rules, redirecting here
 * so no loader runs for a page the user may not see.
 */
export const pageMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  refuseUnreadableForms(request, context.get(serverContext).warn);
  const url = new URL(request.url);
  const pathname = pagePath(url);
  const match = matchRoute(pathname);
  const lang = match?.languageFromPath ? match.lang : storedLanguage(readCookie(request.headers.get("cookie"), LANGUAGE_COOKIE));
  const result = await context.get(serverContext).graphql<{ me: CurrentUser | null; needsBirthdate: boolean }>(ME_QUERY, undefined, lang);
  // The database cannot be reached for now: the 503 page (try again), not the signed-out pages a signed-in user
  // would be sent away from.
  if (databaseUnavailable(result)) throw unavailablePage();
  // Section 7: if `me` errors, the user is treated as anonymous.
  const me = result.errors?.length ? null : (result.data?.me ?? null);
  // An account made through a social provider has no birthday yet: until it gives one (14 or older), it
  // can only do that, read the legal texts, log out or delete itself.
  if (me && result.data?.needsBirthdate && !(match && OPEN_WITHOUT_BIRTHDATE.includes(match.name))) {
    throw redirect(pathFor("save-birthdate", lang, { id: me.id }));
  }
  const decision: AccessDecision = match ? decideAccess(match.name, lang, me, pathname + url.search) : { kind: "allow" };
  if (decision.kind === "redirect") throw redirect(decision.to);
  context.set(pageContext, { lang, me, match, decision, origin: url.origin, pathname });
  context.set(keptContext, url.pathname.endsWith(".data") ? null : new Map());
  const response = await next();
  // The page shows the 403 page (root.tsx decides the same from the root data), whatever the screen's own
  // loader answered (a 404 for a missing parameter): the document says so too.
  const redirected = response.status >= 300 && response.status < 400;
  if (decision.kind === "forbidden" && response.status !== 403 && !redirected && !url.pathname.endsWith(".data")) {
    return new Response(response.body, { status: 403, headers: response.headers });
  }
  return response;
};

export function page(context: Readonly<RouterContextProvider>): PageInfo {
  return context.get(pageContext);
}

/**
 * A long static value a screen draws inside <Kept name> (lib/kept.tsx, decision 025): in a document it goes
 * to the server's render only and the data carries null (the markup already holds it, and hydration keeps
 * that markup); a client navigation's data carries it.
 */
export function keep<T>(context: Readonly<RouterContextProvider>, name: string, value: T): T | null {
  const kept = context.get(keptContext);
  if (!kept) return value;
  kept.set(name, value);
  return null;
}

/** A document's variables: optional when it has none or all are optional, required otherwise. */
type VariablesArgs<D extends TadaDocumentNode<any, any>> =
  Record<string, never> extends VariablesOf<D> ? [variables?: VariablesOf<D>] : [variables: VariablesOf<D>];

/** Runs a GraphQL document in-process for a loader or action, in the page's language; its result typed by the schema. */
export async function gql<D extends TadaDocumentNode<any, any>>(
  context: Readonly<RouterContextProvider>,
  document: D,
  ...[variables]: VariablesArgs<D>
): Promise<GraphQLResult<ResultOf<D>>> {
  // A screen the route table refuses to this user (decision 015) runs no operation: its loader or action ends
  // in the 403 page, whatever the screen's code, so screens declare their access in the table only.
  if (page(context).decision.kind === "forbidden") throw data(null, { status: 403 });
  const result = await context.get(serverContext).graphql<ResultOf<D>>(sourceOf(document), variables, page(context).lang);
  // Whatever the screen would make of the failure, the page says "try again" (503) while the database is away.
  if (databaseUnavailable(result)) throw unavailablePage();
  return result;
}

/** The page while the database cannot be reached: the 500 page's words and its reload button, with status 503. */
function unavailablePage() {
  return data(null, { status: 503 });
}

/**
 * Runs a query the page cannot do without: its data, or, when the API did not answer, the 400 page if it
 * refused the variables themselves (the user's values: a control character, a value outside an enum) and
 * the 500 page otherwise.
 */
export async function query<D extends TadaDocumentNode<any, any>>(
  context: Readonly<RouterContextProvider>,
  document: D,
  ...variables: VariablesArgs<D>
): Promise<ResultOf<D>> {
  const result = await gql(context, document, ...variables);
  if (!result.data) throw data(null, { status: inputRefused(result) ? 400 : 500 });
  return result.data;
}
