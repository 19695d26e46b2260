import { data } from "react-router";
import { ErrorPage } from "../../components/ErrorPage.tsx";
import { errorPageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => errorPageMeta(args, "not-found");

export default function NotFound() {
  return <ErrorPage kind="not-found" />;
}
