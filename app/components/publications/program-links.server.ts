import type { Language } from "../../../common/languages.ts";
import { matchRoute, pathFor, type RouteName } from "../../../common/routes.ts";
import { catalogue } from "../../i18n/catalogues.server.ts";

export type ProgramLink = { label: string; href: string | null; external: boolean };

/** Labels of the named pages, for the links that carry none. */
type Names = { topics: Map<string, string>; programs: Map<string, string> };

/**
 * A programme link as stored: "Label|target", "[Label](target)" or a bare target. Site paths are
 * given in the page's language and, when bare, named after the page they lead to (a topic's title,
 * a programme's name, else the page's title); https addresses stay as they are. Anything else is
 * shown as text, never as a link.
 */
export function programLink(raw: string, lang: Language, names: Names): ProgramLink {
  const markdown = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(raw.trim());
  const piped = raw.includes("|") ? raw.split("|", 2).map((part) => part.trim()) : null;
  const label = markdown?.[1] ?? piped?.[0] ?? null;
  const target = (markdown?.[2] ?? piped?.[1] ?? raw).trim();
  if (target.startsWith("https://")) return { label: label ?? target, href: target, external: true };
  if (!target.startsWith("/") || target.startsWith("//") || target.includes("\\"))
    return { label: label ?? target, href: null, external: false };

  const url = new URL(target, "http://site.invalid");
  const match = matchRoute(url.pathname);
  if (!match) return { label: label ?? target, href: target, external: false };
  const href = pathFor(match.name, lang, match.params) + url.search + url.hash;
  return { label: label ?? pageName(match.name, match.params.id, lang, names) ?? target, href, external: false };
}

function pageName(name: RouteName, id: string | undefined, lang: Language, names: Names): string | null {
  if (name === "topic" && id) return names.topics.get(id) ?? null;
  if (name === "program" && id) return names.programs.get(id) ?? null;
  const meta = catalogue(lang).meta as Record<string, { title: string } | string>;
  const entry = meta[name];
  if (typeof entry === "object") return entry.title;
  const fallback = catalogue(lang).publications.program.pages as Record<string, string>;
  return fallback[name] ?? null;
}
