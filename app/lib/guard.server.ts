import { data, type RouterContextProvider } from "react-router";
import { page } from "./page.server.ts";

/**
 * Who may open a screen is stated in the route table (common/routes.ts) and decided by the root middleware
 * before any loader runs (common/access.ts, decision 015). On a refusal the root draws the 403 page, but
 * React Router still calls the screen's own loader or action: they call this first, so a refused user gets
 * that 403 and the screen does no work for them. It holds no rule of its own.
 */
export function refuseUnlessAllowed(context: Readonly<RouterContextProvider>): void {
  if (page(context).decision.kind === "forbidden") throw data(null, { status: 403 });
}
