import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/formation-downloads";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "formation-downloads-ai-robotics");

/** Placeholder until this screen is built (issue 5). */
export default function Screen() {
  return null;
}
