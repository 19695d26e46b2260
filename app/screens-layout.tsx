import { Outlet, type ShouldRevalidateFunctionArgs, useRouteError } from "react-router";
import { matchRoute } from "../common/routes.ts";
import type { Route } from "./+types/screens-layout";
import { ErrorPage } from "./components/ErrorPage.tsx";
import { screenMessages } from "./i18n/catalogues.server.ts";
import { errorKindOf, errorPageMeta, reportScreenError } from "./lib/meta.ts";
import { page } from "./lib/page.server.ts";
import { languageOfPage } from "./lib/root-data.ts";

/**
 * Every screen sits in this layout, so that a screen's error (404, the 403 of a screen the route table refuses,
 * a failure) is drawn here, inside the root's shell: React Router drops the data of the route whose boundary
 * draws an error, and the root's (language, shell texts, user) must stay for the page to be the product's.
 */
export default function Screens() {
  return <Outlet />;
}

/**
 * The texts of the page's screen and its title (decision 020): the root data carries only the shell's, so a
 * page carries no other screen's. On a client navigation they come in the same request as the screen's data.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { lang, match } = page(context);
  return { messages: screenMessages(lang, match?.name) };
}

/** Loaded again only for another screen or language (or an explicit revalidation), not for every search or form. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname + currentUrl.search === nextUrl.pathname + nextUrl.search) return true;
  if (matchRoute(currentUrl.pathname)?.name !== matchRoute(nextUrl.pathname)?.name) return true;
  return languageOfPage(nextUrl.pathname) !== document.documentElement.lang;
}

export const meta: Route.MetaFunction = (args) => (args.error ? errorPageMeta(args, errorKindOf(args.error)) : []);

export function ErrorBoundary() {
  const error = useRouteError();
  reportScreenError(error);
  return <ErrorPage kind={errorKindOf(error)} />;
}
