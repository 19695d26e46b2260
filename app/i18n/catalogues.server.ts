import type { Language } from "../../common/languages.ts";
import type { RouteName } from "../../common/routes.ts";
import { SCREENS } from "../screens.ts";
import { en } from "./en/index.ts";
import { es } from "./es/index.ts";
import { SCREEN_TEXTS, SHELL_TEXTS, SIGNED_IN_TEXTS } from "./screen-texts.ts";

/** Both catalogues, for loaders only (the ".server" name keeps them out of the browser bundle). */
export const catalogues = { es, en } as const;
export function catalogue(lang: Language) {
  return catalogues[lang];
}

type Tree = Record<string, unknown>;

/** The parts of a catalogue at the given dotted paths, nested as in the catalogue (a plural leaf with all its forms). */
export function pickTexts(source: Tree, paths: Iterable<string>): Tree {
  const out: Tree = {};
  for (const key of paths) {
    const parts = key.split(".");
    const last = parts.pop() as string;
    let from: unknown = source;
    let to = out;
    for (const part of parts) {
      from = (from as Tree | undefined)?.[part];
      if (typeof from !== "object" || from === null) break;
      to[part] ??= {};
      to = to[part] as Tree;
    }
    if (typeof from !== "object" || from === null) continue;
    for (const [name, value] of Object.entries(from as Tree)) {
      if (name === last || name.startsWith(`${last}_`)) to[name] = value;
    }
  }
  return out;
}

/**
 * What the root data sends: the shell's texts (header, footer, banners, error pages and their titles), the
 * same for every page so loaded once per language and session (decision 016). A signed-in user's also carry
 * their header tools' texts (the account menu, notifications) and the data banner's, which a visitor's page goes without.
 */
export function shellMessages(lang: Language, { signedIn = false } = {}): Tree {
  return signedIn ? picked(lang, "signed-in shell", () => [...SHELL_TEXTS, ...SIGNED_IN_TEXTS]) : picked(lang, "shell", () => SHELL_TEXTS);
}

/** What a screen's page adds (screens-layout.tsx): the parts its modules show, and its own title and description. */
export function screenMessages(lang: Language, name: RouteName | undefined): Tree {
  return picked(lang, `screen ${name ?? ""}`, () => {
    const file = name ? SCREENS[name] : undefined;
    return [...((file && SCREEN_TEXTS[file]) || []), ...(name ? [`meta.${name}`] : [])];
  });
}

// The catalogues never change while the server runs: each language's shell and each screen's texts are
// picked once, not on every page request. Loaders hand them on as they are (read-only, as the catalogue).
const pickedTexts = new Map<string, Tree>();
function picked(lang: Language, part: string, paths: () => Iterable<string>): Tree {
  const key = `${lang} ${part}`;
  let texts = pickedTexts.get(key);
  if (!texts) {
    texts = pickTexts(catalogues[lang], paths());
    pickedTexts.set(key, texts);
  }
  return texts;
}
