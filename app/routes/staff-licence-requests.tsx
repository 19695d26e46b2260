import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/staff-licence-requests";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "staff-licence-requests");

/** Placeholder until this screen is built (issue 5). */
export default function Screen() {
  return null;
}
