import { type RouteConfig, route } from "@react-router/dev/routes";
import { LANGUAGES } from "../common/languages.ts";
import { ROUTES, type RouteName } from "../common/routes.ts";
import { SCREENS } from "./screens.ts";

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
