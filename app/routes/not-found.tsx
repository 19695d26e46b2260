import { data } from "react-router";
import { ErrorPage } from "../components/ErrorPage.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => [...pageMeta(args, "home").slice(0, 0), { title: "404" }];

export default function NotFound() {
  return <ErrorPage kind="not-found" />;
}
