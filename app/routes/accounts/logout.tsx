import { redirect } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { cookieHeaders } from "../../lib/forms.ts";
import { graphql } from "../../lib/graphql.ts";
import { gql, page } from "../../lib/page.server.ts";
import type { Route } from "./+types/logout";

const Logout = graphql(`mutation Logout { logout }`);

/** Ends the session on the server, clears the cookie and goes home. */
export async function action({ context }: Route.ActionArgs) {
  const result = await gql(context, Logout);
  throw redirect(pathFor("home", page(context).lang), { headers: cookieHeaders(result.cookies) });
}

/** Logging out changes state, so a plain visit only goes home. */
export function loader({ context }: Route.LoaderArgs) {
  throw redirect(pathFor("home", page(context).lang));
}
