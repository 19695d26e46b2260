import { Icon } from "./icons/Icon.tsx";
import { languages } from "./icons/shapes.ts";
import { useEffect } from "react";
import { useTranslation } from "../i18n/index.ts";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { isLanguage, type Language, LANGUAGE_COOKIE, otherLanguage } from "../../common/languages.ts";
import { languageSwitchPath } from "../../common/preferences.ts";
import { matchRoute, pathFor, ROUTES, type RouteMatch } from "../../common/routes.ts";
import { readCookie, setPreferenceCookie } from "../lib/cookies.ts";
import { useRootData } from "../lib/root-data.ts";

/** Remembers a language choice: the cookie tells the server, local storage survives a cleared cookie. */
function storeLanguage(lang: Language): void {
  setPreferenceCookie(LANGUAGE_COOKIE, lang);
  try {
    localStorage.setItem(LANGUAGE_COOKIE, lang);
  } catch {
    // Storage can be blocked (private modes, shared-computer policies); the cookie is enough.
  }
}

function samePage(route: RouteMatch | null, lang: Language): string {
  if (!route) return "/";
  try {
    return pathFor(route.name, lang, route.params);
  } catch {
    return "/";
  }
}

/**
 * A link to the same screen in the other language, which also stores the choice. Its address goes through the
 * preferences route, which stores the choice in the cookie when the link is followed before or without the page's
 * scripts (issue 31); once the page runs, a click stores it here and goes straight to the page, with no round trip.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const root = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const lang = root?.lang ?? "es";
  const other = otherLanguage(lang);
  const route = matchRoute(location.pathname);
  const path = samePage(route, other);
  useStoredLanguage(lang, route);

  function onClick(event: React.MouseEvent<HTMLAnchorElement>) {
    // A new tab or window follows the link itself (the route stores the choice there).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    storeLanguage(other);
    // Where both languages share the path the URL does not change: ask the server again instead.
    if (path === location.pathname) void revalidate();
    else void navigate(path + location.search);
  }

  return (
    <a
      href={languageSwitchPath(lang, other, path + location.search)}
      className="lang-switch"
      lang={other}
      hrefLang={other}
      aria-label={t("layout.language.switchToLong")}
      onClick={onClick}
    >
      <Icon d={languages} />
      <span className="lang-long">{t("layout.language.switchTo")}</span>
      <span className="lang-short">{t("layout.language.short")}</span>
    </a>
  );
}

/**
 * Keeps the two stores of the choice together (specification §1: local storage and the cookie): a cookie the server
 * set (the switch followed before the page ran) is copied into local storage, and a choice kept in local storage
 * comes back when the cookie is gone. Plain links marked `data-language-switch="xx"` (e.g. on the
 * language-unavailable page) store their language too.
 */
function useStoredLanguage(lang: Language, route: RouteMatch | null) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(LANGUAGE_COOKIE);
    } catch {}
    const cookie = readCookie(document.cookie, LANGUAGE_COOKIE);
    if (isLanguage(cookie)) {
      if (cookie !== stored) {
        try {
          localStorage.setItem(LANGUAGE_COOKIE, cookie);
        } catch {}
      }
    } else if (isLanguage(stored)) {
      setPreferenceCookie(LANGUAGE_COOKIE, stored);
      const sharedPath = route && ROUTES[route.name].paths.es === ROUTES[route.name].paths.en;
      if (sharedPath && stored !== lang) void revalidate();
    }
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[data-language-switch]");
      const choice = link?.getAttribute("data-language-switch");
      if (isLanguage(choice)) storeLanguage(choice);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}
