import { builder } from "../builder.ts";
import "./errors.ts";
import "./accounts/me.ts";
import "./accounts/accounts.ts";
import "./accounts/passwords.ts";
import "./profile/profile.ts";
import "./social/social.ts";
import "./activities/activities.ts";
import "./contributions/contributions.ts";
import "./contributions/bulletin.ts";
import "./contributions/gallery.ts";
import "./contributions/forum.ts";
import "./contributions/desk.ts";
import "./notifications/notifications.ts";
import "./publications/publications.ts";
import "./redirects/redirects.ts";
import "./licences/licences.ts";
import "./in-class/itineraries.ts";
import "./licences/licence-requests.ts";
import "./formation/downloads.ts";
import "./courses/courses.ts";
import "./formation/formations.ts";
import "./courses/certificates.ts";
import "./evaluation/adventure.ts";

/** The whole API: each domain file adds its types, queries and mutations to the builder. */
export const schema = builder.toSchema({ sortSchema: true });
