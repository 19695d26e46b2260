import { lazy, Suspense, useEffect, useMemo } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { HIDE_DATA_BANNER_COOKIE } from "../common/constants.ts";
import { readCookie } from "../common/cookies.ts";
import { DESKTOP_ONLY, matchRoute } from "../common/routes.ts";
import { lacksPersonalData } from "../common/user.ts";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import fontsCss from "./fonts.css?url";
import { serverReadyLazy } from "./lib/server-ready-lazy.ts";

/**
 * The cookie banner is a chunk of its own: only a visitor who has not chosen yet needs it, so every other
 * page goes without its code. The server renders it in full, at once (serverReadyLazy: a browser without scripts
 * sees it too); the browser hydrates it once the chunk has come (the preload helper a lazy import needs is in the
 * shell already: AccountMenu's signed-in tools).
 */
const CookieConsent = serverReadyLazy(import.meta.env.SSR ? (await import("./components/CookieConsent.tsx")).CookieConsent : null, () =>
  import("./components/CookieConsent.tsx").then((m) => ({ default: m.CookieConsent })),
);
/**
 * Likewise the data banner (only signed-in users missing personal data see it), and first-party analytics with
 * their sender (decision 035), loaded only while the visitor's consent has marketing on.
 */
const DataBanner = serverReadyLazy(
  import.meta.env.SSR ? (await import("./components/DataBanner.tsx")).default : null,
  () => import("./components/DataBanner.tsx"),
);
const Analytics = lazy(() => import("./components/Analytics.tsx"));
import { DesktopOnly } from "./components/DesktopOnly.tsx";
import { type ErrorKind, ErrorPage } from "./components/ErrorPage.tsx";
import { Footer } from "./components/Footer.tsx";
import { Header } from "./components/Header.tsx";
import { useNavigationFocus } from "./components/useNavigationFocus.ts";
import { shellMessages } from "./i18n/catalogues.server.ts";
import { I18nProvider, type Messages, mergeMessages } from "./i18n/index.ts";
import { parseConsent } from "./lib/consent.ts";
import { errorKindOf, errorPageMeta, reportScreenError } from "./lib/meta.ts";
import { page, pageMiddleware } from "./lib/page.server.ts";
import { languageOfPage, type RootData, usePageAccess, useRootData } from "./lib/root-data.ts";

export const middleware: Route.MiddlewareFunction[] = [pageMiddleware];

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/**
 * The same for every page of one language and session: the screen's own data (and texts, screens-layout.tsx)
 * travels with its route.
 */
export function loader({ request, context }: Route.LoaderArgs): RootData {
  const info = page(context);
  const cookies = request.headers.get("cookie");
  return {
    lang: info.lang,
    messages: shellMessages(info.lang, { signedIn: !!info.me }),
    me: info.me,
    origin: info.origin,
    hideDataBanner: readCookie(cookies, HIDE_DATA_BANNER_COOKIE) === "1",
    consent: parseConsent(cookies),
  };
}

/**
 * Root data is loaded again only when it may have changed: after a form that may sign in or out or change
 * the user (any non-GET submission that did not fail), on an explicit revalidation (the language switch on a
 * path both languages share, a consent choice), or when the next page is in another language.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, actionStatus }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET") return (actionStatus ?? 200) < 400;
  if (currentUrl.pathname + currentUrl.search === nextUrl.pathname + nextUrl.search) return true;
  return languageOfPage(nextUrl.pathname) !== document.documentElement.lang;
}

/** Pages whose loader failed below the root (an unknown activity, a server error) get the error's title. */
export const meta: Route.MetaFunction = (args) => (args.error ? errorPageMeta(args, errorKindOf(args.error)) : []);

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const location = useLocation();
  // Without root data (the root loader failed) the language still follows the path.
  const lang = root?.lang ?? matchRoute(location.pathname)?.lang ?? "es";
  // Here, not in the shell: an error page replaces the shell, and a navigation to it is announced too.
  useNavigationFocus();
  // Marks the document once React has taken it over. Pages hydrate after their first paint
  // (scripts-after-paint.ts): the browser tests wait for this mark before acting, as a person would a moment later.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The one stylesheet is what the first paint waits for: with a precedence React writes it before
            the page's module preloads (as a plain link it came after all of them, and on a slow connection
            queued behind their downloads). */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        {/* The font waits for the first paint (scripts-after-paint.ts moves this link into the page then):
            its 40 KB would otherwise share a slow link with what the paint waits for. */}
        <noscript>
          <link rel="stylesheet" href={fontsCss} />
        </noscript>
        <meta name="theme-color" content="#1d3557" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The site around a screen: the consent banner (or analytics), the data banner, the header and the footer. The pupils'
 * adventure is a room of its own (issue 33): none of them there, only its screen (and only the group's necessary cookie).
 */
function Shell({ root, room = false, children }: { root: RootData; room?: boolean; children: React.ReactNode }) {
  // The shell's texts (root data) and the screen's (screens-layout.tsx; absent when its boundary shows an error).
  const screen = useRouteLoaderData("screens") as { messages: Messages } | undefined;
  const messages = useMemo(() => mergeMessages(root.messages, screen?.messages), [root.messages, screen?.messages]);
  const showDataBanner = !room && !!root.me && lacksPersonalData(root.me) && !root.hideDataBanner;
  return (
    <I18nProvider language={root.lang} messages={messages}>
      {/* First for the keyboard and screen readers, shown at the end (banners.css). */}
      {/* The banner until a choice is made; analytics while the choice has marketing on (never both). */}
      {!room && <Suspense fallback={null}>{root.consent ? root.consent.marketing && <Analytics /> : <CookieConsent />}</Suspense>}
      {showDataBanner && (
        <Suspense fallback={null}>
          <DataBanner />
        </Suspense>
      )}
      {!room && <Header />}
      <main id="content" tabIndex={-1} className="flex-1">
        {children}
      </main>
      {!room && <Footer />}
    </I18nProvider>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // The root middleware applied the same decision on the server (a 403 status, no data for the screen).
  const { match, decision } = usePageAccess();
  let body: React.ReactNode = <Outlet />;
  if (decision === "forbidden") body = <ErrorPage kind="forbidden" />;
  else if (decision === "language-unavailable") body = <ErrorPage kind="language-unavailable" />;
  else if (match && DESKTOP_ONLY.includes(match.name)) body = <DesktopOnly>{body}</DesktopOnly>;
  return (
    <Shell root={loaderData} room={match?.name === "adventure"}>
      {body}
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  const kind: ErrorKind = errorKindOf(error);
  reportScreenError(error);
  if (!root) return <ErrorPage kind={kind} bare />;
  return (
    <Shell root={root}>
      <ErrorPage kind={kind} />
    </Shell>
  );
}
