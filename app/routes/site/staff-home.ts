import { redirect } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { page } from "../../lib/page.server.ts";
import type { Route } from "./+types/staff-home";

/** /gestion, the staff's list before the back office: a permanent redirect to /cms (the route table checked the role). */
export function loader({ context }: Route.LoaderArgs) {
  if (page(context).decision.kind !== "allow") return null;
  return redirect(pathFor("cms", page(context).lang), 301);
}

/** Never rendered for staff (the loader redirects); others get the root's 403 page or the sign-in. */
export default function StaffHome() {
  return null;
}
