import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/dossier";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "dossier");

/** Placeholder until this screen is built (issue 5). */
export default function Screen() {
  return null;
}
