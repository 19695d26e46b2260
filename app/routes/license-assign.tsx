import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/license-assign";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "license-assign");

/** Placeholder until this screen is built (issue 5). */
export default function Screen() {
  return null;
}
