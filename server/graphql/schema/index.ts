import { builder } from "../builder.ts";
import "./errors.ts";
import "./me.ts";
import "./accounts.ts";
import "./password.ts";
import "./profile.ts";
import "./social.ts";
import "./activities.ts";
import "./contributions.ts";
import "./publications.ts";
import "./redirects.ts";
import "./licences.ts";
import "./itineraries.ts";
import "./licence-requests.ts";
import "./formation.ts";

/** The whole API: each domain file adds its types, queries and mutations to the builder. */
export const schema = builder.toSchema({ sortSchema: true });
