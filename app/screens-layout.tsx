import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import type { Route } from "./+types/screens-layout";
import { ErrorPage } from "./components/ErrorPage.tsx";
import { errorKindOf, errorPageMeta } from "./lib/meta.ts";

/**
 * Every screen sits in this layout, so that a screen's error (404, the 403 of a screen the route table refuses,
 * a failure) is drawn here, inside the root's shell: React Router drops the data of the route whose boundary
 * draws an error, and the root's (language, catalogue, user) must stay for the page to be the product's.
 */
export default function Screens() {
  return <Outlet />;
}

export const meta: Route.MetaFunction = (args) => (args.error ? errorPageMeta(args, errorKindOf(args.error)) : []);

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage kind={errorKindOf(error)} />;
}
