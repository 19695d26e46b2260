import { useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import {
  data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteError,
} from "react-router";
import { HIDE_DATA_BANNER_COOKIE } from "../common/constants.ts";
import { readCookie } from "../common/cookies.ts";
import { DESKTOP_ONLY, matchRoute } from "../common/routes.ts";
import { lacksPersonalData } from "../common/user.ts";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { CookieConsent } from "./components/CookieConsent.tsx";
import { DataBanner } from "./components/DataBanner.tsx";
import { ErrorPage } from "./components/ErrorPage.tsx";
import { Footer } from "./components/Footer.tsx";
import { Header } from "./components/Header.tsx";
import { pageCatalogue } from "./i18n/catalogues.server.ts";
import { createI18n } from "./i18n/index.ts";
import { parseConsent } from "./lib/consent.ts";
import { page, pageMiddleware } from "./lib/page.server.ts";
import { type RootData, useRootData } from "./lib/root-data.ts";

export const middleware: Route.MiddlewareFunction[] = [pageMiddleware];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appCss },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const info = page(context);
  const cookies = request.headers.get("cookie");
  const root: RootData = {
    lang: info.lang,
    messages: pageCatalogue(info.lang, info.match?.name ?? null),
    me: info.me,
    origin: info.origin,
    route: info.match ? { name: info.match.name, params: info.match.params } : null,
    decision: info.decision.kind,
    hideDataBanner: readCookie(cookies, HIDE_DATA_BANNER_COOKIE) === "1",
    consent: parseConsent(cookies),
  };
  return data(root, { status: info.decision.kind === "forbidden" ? 403 : 200 });
}

/** The root carries the access decision and the user, so it is loaded again on every navigation. */
export function shouldRevalidate() {
  return true;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const location = useLocation();
  // Without root data (the root loader failed) the language still follows the path.
  const lang = root?.lang ?? matchRoute(location.pathname)?.lang ?? "es";
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
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

function Shell({ root, children }: { root: RootData; children: React.ReactNode }) {
  // The UI texts change only with the language, so the instance is rebuilt only then (the page titles under
  // `meta` differ per screen, but pageMeta reads them from the root data, not through i18next).
  const i18n = useMemo(() => createI18n(root.lang, root.messages), [root.lang]);
  const showDataBanner = !!root.me && lacksPersonalData(root.me) && !root.hideDataBanner;
  return (
    <I18nextProvider i18n={i18n}>
      <Header />
      <main id="content" tabIndex={-1} className="flex-1">
        {children}
      </main>
      <Footer />
      {showDataBanner && <DataBanner />}
      {!root.consent && <CookieConsent />}
    </I18nextProvider>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const root = loaderData as RootData;
  let body: React.ReactNode = <Outlet />;
  if (root.decision === "forbidden") body = <ErrorPage kind="forbidden" />;
  else if (root.decision === "language-unavailable") body = <ErrorPage kind="language-unavailable" />;
  else if (root.route && DESKTOP_ONLY.includes(root.route.name)) body = <DesktopOnly>{body}</DesktopOnly>;
  return <Shell root={root}>{body}</Shell>;
}

/** Below the tablet breakpoint the screen-too-small page replaces the screen (CSS decides, so SSR needs no guess). */
function DesktopOnly({ children }: { children: React.ReactNode }) {
  return (
    <>
      <div className="md:hidden">
        <ErrorPage kind="screen-too-small" />
      </div>
      <div className="hidden md:block">{children}</div>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  const kind = isRouteErrorResponse(error) && error.status === 404 ? "not-found" : isRouteErrorResponse(error) && error.status === 403 ? "forbidden" : "server-error";
  if (!isRouteErrorResponse(error)) console.error(error);
  if (!root) return <ErrorPage kind={kind} bare />;
  return <Shell root={root}><ErrorPage kind={kind} /></Shell>;
}
