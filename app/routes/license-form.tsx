import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/license-form";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "license-form");

/** Placeholder until this screen is built (issue 5). */
export default function Screen() {
  return null;
}
