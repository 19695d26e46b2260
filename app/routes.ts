import { type RouteConfig, route } from "@react-router/dev/routes";
import { LANGUAGES } from "../common/languages.ts";
import { ROUTES, type RouteName } from "../common/routes.ts";

/**
 * The screens that exist, by route name. React Router's config is generated from the route table in
 * common/routes.ts: one entry per language path (one when both languages share the path).
 */
const SCREENS: Partial<Record<RouteName, string>> = {
  home: "routes/home.tsx",
  introduction: "routes/introduction.tsx",
  methodology: "routes/methodology.tsx",
  privacy: "routes/legal.tsx",
  "privacy-clause": "routes/legal.tsx",
  cookies: "routes/legal.tsx",
  "legal-advice": "routes/legal.tsx",
  terms: "routes/legal.tsx",
  access: "routes/access.tsx",
  "cms-login": "routes/access.tsx",
  logout: "routes/logout.tsx",
  signup: "routes/signup.tsx",
  "signup-success": "routes/signup-success.tsx",
  profile: "routes/profile.tsx",
  "my-panel": "routes/my-panel.tsx",
  "forgot-password": "routes/forgot-password.tsx",
  "restore-password": "routes/restore-password.tsx",
  "update-password": "routes/update-password.tsx",
  "create-password": "routes/create-password.tsx",
  "save-birthdate": "routes/save-birthdate.tsx",
  "delete-account": "routes/delete-account.tsx",
  "google-redirect": "routes/social-redirect.tsx",
  "microsoft-redirect": "routes/social-redirect.tsx",
  "link-with-google": "routes/link-with.tsx",
  "link-with-microsoft": "routes/link-with.tsx",
  "link-account": "routes/link-account.tsx",
  "linked-account": "routes/linked-account.tsx",
  "link-error": "routes/link-error.tsx",
  "unlink-account": "routes/unlink-account.tsx",
  "unlinked-account": "routes/unlinked-account.tsx",
  activities: "routes/activities.tsx",
  "activities-children": "routes/activities.tsx",
  "activities-families": "routes/activities.tsx",
  "activities-teachers": "routes/activities.tsx",
  activity: "routes/activity.tsx",
  "activity-classification": "routes/activity.tsx",
  "activity-guide": "routes/activity-guide.ts",
  "activity-comment-delete": "routes/activity-comment-delete.tsx",
  "activity-comment-reject": "routes/activity-comment-reject.tsx",
  moderation: "routes/moderation.tsx",
  news: "routes/news.tsx",
  "news-item": "routes/news-item.tsx",
  events: "routes/events.tsx",
  event: "routes/event.tsx",
  topic: "routes/topic.tsx",
  program: "routes/program.tsx",
  "license-assign": "routes/license-assign.tsx",
  "staff-licences": "routes/staff-licences.tsx",
  "staff-licence-batch-csv": "routes/staff-licence-batch-csv.ts",
  "staff-licence-requests": "routes/staff-licence-requests.tsx",
  "license-form": "routes/license-form.tsx",
  itineraries: "routes/itineraries.tsx",
  "itinerary-activity": "routes/itinerary-activity.tsx",
  "itinerary-activity-redirect": "routes/itinerary-activity-redirect.ts",
  dossier: "routes/dossier.tsx",
  faqs: "routes/faqs.tsx",
  "formation-downloads-ai-robotics": "routes/formation-downloads.tsx",
  "formation-downloads-pc-itineraries": "routes/formation-downloads.tsx",
  "formation-downloads-vr": "routes/formation-downloads.tsx",
  "formation-download-file": "routes/formation-download-file.ts",
  qr: "routes/redirect.ts",
  link: "routes/redirect.ts",
};

function entries(): RouteConfig {
  const out: RouteConfig = [];
  for (const [name, file] of Object.entries(SCREENS) as [RouteName, string][]) {
    const paths = ROUTES[name].paths;
    for (const lang of LANGUAGES) {
      if (lang !== "es" && paths[lang] === paths.es) continue;
      out.push(route(paths[lang], file, { id: `${name}.${lang}` }));
    }
  }
  out.push(route("*", "routes/not-found.tsx", { id: "not-found" }));
  return out;
}

export default entries() satisfies RouteConfig;
