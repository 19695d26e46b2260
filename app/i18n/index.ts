import { cloneElement, createContext, createElement, Fragment, type ReactElement, type ReactNode, useContext, useMemo } from "react";
import type { Language } from "../../common/languages.ts";
import type { Catalogue } from "./es/index.ts";

/**
 * The UI texts' runtime (decision 020): what the product used of i18next, in a few hundred bytes.
 * `t(key, options)` looks a dotted key up, picks the plural form by `count` (i18next's `_zero`, `_one`,
 * `_other`… suffixes, chosen by Intl.PluralRules) and fills `{{name}}` unescaped (React escapes).
 * A missing key shows the key itself, as i18next did.
 */

type PluralSuffix = "zero" | "one" | "two" | "few" | "many" | "other";
type Base<K extends string> = K extends `${infer B}_${PluralSuffix}` ? B : K;
type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${Base<K>}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of the Spanish catalogue, plural forms under their base key (count_one, count_other: count). */
export type TKey = Leaves<Catalogue>;
export type TOptions = { count?: number } & Record<string, unknown>;
export type TFunction = (key: TKey, options?: TOptions) => string;
export type Messages = Record<string, unknown>;

function lookup(messages: Messages, key: string): unknown {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Messages)[part];
  }
  return node;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(lang: string, count: number): string {
  const rules = pluralRules.get(lang) ?? new Intl.PluralRules(lang);
  pluralRules.set(lang, rules);
  return rules.select(count);
}

export function translate(lang: string, messages: Messages, key: string, options?: TOptions): string {
  let text = lookup(messages, key);
  const count = options?.count;
  if (typeof count === "number") {
    // As i18next: `_zero` wins for 0 whatever the language's rules, then the rules' form, then `_other`.
    const forms = [...(count === 0 ? ["zero"] : []), pluralOf(lang, count), "other"];
    for (const form of forms) {
      const found = lookup(messages, `${key}_${form}`);
      if (typeof found === "string") {
        text = found;
        break;
      }
    }
  }
  if (typeof text !== "string") return key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => (options?.[name] === undefined ? "" : String(options[name])));
}

type I18n = { language: Language; messages: Messages };
const I18nContext = createContext<I18n>({ language: "es", messages: {} });

/** Gives the tree below the page's language and the texts the page carries (root.tsx merges shell and screen). */
export function I18nProvider({ language, messages, children }: I18n & { children: ReactNode }) {
  const value = useMemo(() => ({ language, messages }), [language, messages]);
  return createElement(I18nContext.Provider, { value }, children);
}

/** The same shape the components used with react-i18next: `const { t, i18n } = useTranslation()`. */
export function useTranslation(): { t: TFunction; i18n: { language: Language } } {
  const { language, messages } = useContext(I18nContext);
  return useMemo(() => ({ t: (key, options) => translate(language, messages, key, options), i18n: { language } }), [language, messages]);
}

/** Fills a text's indexed tags (`<0>privacy policy</0>`) with the given elements, as react-i18next's Trans. */
export function fillTags(text: string, components: readonly ReactElement[]): ReactNode[] {
  const out: ReactNode[] = [];
  const tag = /<(\d+)>([\s\S]*?)<\/\1>/g;
  let last = 0;
  for (const match of text.matchAll(tag)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    const element = components[Number(match[1])];
    const inner = fillTags(match[2] ?? "", components);
    out.push(element ? cloneElement(element, { key: match.index }, ...inner) : createElement(Fragment, { key: match.index }, ...inner));
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function Trans({ i18nKey, components, values }: { i18nKey: TKey; components: readonly ReactElement[]; values?: TOptions }) {
  const { t } = useTranslation();
  return createElement(Fragment, null, ...fillTags(t(i18nKey, values), components));
}

/** The shell's texts with the screen's laid over (both may hold parts of one namespace: meta, errors). */
export function mergeMessages(base: Messages, over: Messages | undefined): Messages {
  if (!over) return base;
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const old = out[key];
    const nested = typeof value === "object" && value !== null && typeof old === "object" && old !== null;
    out[key] = nested ? mergeMessages(old as Messages, value as Messages) : value;
  }
  return out;
}
