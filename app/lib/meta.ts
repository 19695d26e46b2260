import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { LANGUAGES } from "../../common/languages.ts";
import { isAvailableIn, pathFor, ROUTES, type RouteName, type RouteParams } from "../../common/routes.ts";
import type { ErrorKind } from "../components/ErrorPage.tsx";
import { bareErrors as enErrors } from "../i18n/en/errors.ts";
import { bareErrors as esErrors } from "../i18n/es/errors.ts";
import { type Messages, mergeMessages } from "../i18n/index.ts";
import { pageAccess, type RootData } from "./root-data.ts";

type Args = {
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
  params: RouteParams;
  location?: { pathname: string; search: string };
  error?: unknown;
};
type MetaTexts = Record<string, { title: string; description: string } | string>;

const rootOf = (args: Args) => args.matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;

/** The texts a page carries: the shell's (root data) and its screen's (screens-layout.tsx), as the components see them. */
export function pageMessages(args: Pick<Args, "matches">): Messages | undefined {
  const root = args.matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  const screen = args.matches.find((m) => m?.id === "screens")?.loaderData as { messages: Messages } | undefined;
  return root && mergeMessages(root.messages, screen?.messages);
}

/** The error page a thrown error shows: 400, 404 and 403 have their own, anything else is a server error. */
export function errorKindOf(error: unknown): ErrorKind {
  // The API refused the values sent (query() in page.server.ts): the user's to fix, not a server failure.
  if (isRouteErrorResponse(error) && error.status === 400) return "bad-request";
  if (isRouteErrorResponse(error) && error.status === 404) return "not-found";
  if (isRouteErrorResponse(error) && error.status === 403) return "forbidden";
  return "server-error";
}

/**
 * An error boundary's report of an unexpected error: in the browser only. On the server entry.server's
 * handleError has logged it already, unless the visitor had left (an aborted request is no failure).
 */
export function reportScreenError(error: unknown): void {
  if (!isRouteErrorResponse(error) && typeof document !== "undefined") console.error(error);
}

const ERROR_TITLES: Record<ErrorKind, string> = {
  "bad-request": "badRequest",
  "not-found": "notFound",
  forbidden: "forbidden",
  "server-error": "serverError",
  "language-unavailable": "languageUnavailable",
  "screen-too-small": "default",
};

/** The title of an error page, in the page's language (in both when even the root data is missing). */
export function errorPageMeta(args: Args, kind: ErrorKind): MetaDescriptor[] {
  const root = rootOf(args);
  if (!root) {
    const key = kind === "not-found" ? "notFound" : kind === "bad-request" ? "badRequest" : "serverError";
    return [{ title: `${esErrors[key]} · ${enErrors[key]}` }, { name: "robots", content: "noindex" }];
  }
  const meta = root.messages.meta as MetaTexts;
  const texts = meta[ERROR_TITLES[kind]] as { title: string; description: string };
  return [
    { title: `${texts.title} · ${meta.siteName as string}` },
    { name: "description", content: texts.description },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * Title, description, canonical link and hreflang alternates of a page, in the page's language.
 * Titles come from the catalogue's `meta.<route name>`; a screen may pass its own (an activity's name).
 * A page that shows an error instead (a thrown error, or the access rules' 403 or language-unavailable
 * page) gets that error's title.
 */
export function pageMeta(args: Args, name: RouteName, own?: { title?: string; description?: string }): MetaDescriptor[] {
  if (args.error) return errorPageMeta(args, errorKindOf(args.error));
  const root = rootOf(args);
  if (!root) return [{ title: "Código Pequeño" }];
  if (args.location) {
    const { decision } = pageAccess(root, args.location.pathname, args.location.search);
    if (decision === "forbidden" || decision === "language-unavailable") return errorPageMeta(args, decision);
  }
  const meta = (pageMessages(args) ?? root.messages).meta as MetaTexts;
  const texts = (meta[name] ?? meta.default) as { title: string; description: string };
  const site = meta.siteName as string;
  const title = own?.title ?? texts.title;
  const fullTitle = name === "home" ? title : `${title} · ${site}`;
  const params = args.params;
  const alternates = LANGUAGES.filter((lang) => isAvailableIn(name, lang)).map((lang) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: lang,
    href: root.origin + pathFor(name, lang, params),
  }));
  const canonicalLang = isAvailableIn(name, root.lang) ? root.lang : "es";
  return [
    { title: fullTitle },
    { name: "description", content: own?.description ?? texts.description },
    { property: "og:title", content: fullTitle },
    { property: "og:locale", content: root.lang === "es" ? "es_ES" : "en_GB" },
    { tagName: "link", rel: "canonical", href: root.origin + pathFor(name, canonicalLang, params) },
    ...alternates,
    ...(ROUTES[name].paths.es !== ROUTES[name].paths.en
      ? [{ tagName: "link", rel: "alternate", hrefLang: "x-default", href: root.origin + pathFor(name, "es", params) }]
      : []),
  ];
}
