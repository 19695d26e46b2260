import { layout, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { LANGUAGES } from "../common/languages.ts";
import { ROUTES, type RouteName } from "../common/routes.ts";
import { SCREENS } from "./screens.ts";

function entries(): RouteConfig {
  const out: RouteConfigEntry[] = [];
  for (const [name, file] of Object.entries(SCREENS) as [RouteName, string][]) {
    const paths = ROUTES[name].paths;
    for (const lang of LANGUAGES) {
      if (lang !== "es" && paths[lang] === paths.es) continue;
      out.push(route(paths[lang], file, { id: `${name}.${lang}` }));
    }
  }
  out.push(route("*", "routes/site/not-found.tsx", { id: "not-found" }));
  // One layout around every screen: its boundary draws a screen's errors inside the root's shell.
  return [layout("screens-layout.tsx", { id: "screens" }, out)];
}

export default entries() satisfies RouteConfig;
