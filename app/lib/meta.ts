import type { MetaDescriptor } from "react-router";
import { LANGUAGES } from "../../common/languages.ts";
import { isAvailableIn, pathFor, ROUTES, type RouteName, type RouteParams } from "../../common/routes.ts";
import type { RootData } from "./root-data.ts";

type Args = { matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]; params: RouteParams };
type MetaTexts = Record<string, { title: string; description: string } | string>;

/**
 * Title, description, canonical link and hreflang alternates of a page, in the page's language.
 * Titles come from the catalogue's `meta.<route name>`; a screen may pass its own (an activity's name).
 */
export function pageMeta(args: Args, name: RouteName, own?: { title?: string; description?: string }): MetaDescriptor[] {
  const root = args.matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  if (!root) return [{ title: "Código Pequeño" }];
  const meta = root.messages.meta as MetaTexts;
  const texts = (meta[name] ?? meta.default) as { title: string; description: string };
  const site = meta.siteName as string;
  const title = own?.title ?? texts.title;
  const fullTitle = name === "home" ? title : `${title} · ${site}`;
  const params = args.params;
  const alternates = LANGUAGES.filter((lang) => isAvailableIn(name, lang)).map((lang) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: lang,
    href: root.origin + pathFor(name, lang, params),
  }));
  const canonicalLang = isAvailableIn(name, root.lang) ? root.lang : "es";
  return [
    { title: fullTitle },
    { name: "description", content: own?.description ?? texts.description },
    { property: "og:title", content: fullTitle },
    { property: "og:locale", content: root.lang === "es" ? "es_ES" : "en_GB" },
    { tagName: "link", rel: "canonical", href: root.origin + pathFor(name, canonicalLang, params) },
    ...alternates,
    ...(ROUTES[name].paths.es !== ROUTES[name].paths.en
      ? [{ tagName: "link", rel: "alternate", hrefLang: "x-default", href: root.origin + pathFor(name, "es", params) }]
      : []),
  ];
}
