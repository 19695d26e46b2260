import type { Consent } from "../../common/consent.ts";
import type { Language } from "../../common/languages.ts";
import type { CurrentUser } from "../../common/user.ts";
import { hashToken } from "../auth/sessions.ts";
import type { Db } from "../db/client.ts";
import type { SocialConfig } from "../auth/social-config.ts";
import { currentUser } from "../services/accounts/accounts.ts";
import type { Storage } from "../storage/storage.ts";
import { type Clock, systemClock } from "../clock.ts";
import type { CallerCache } from "./caller-cache.ts";

/** What a resolver sees of the request: the database, the caller, and a way to set response cookies. */
export type GraphQLContext = {
  db: Db;
  lang: Language;
  ip: string;
  /** The session token from the `token` cookie or `Authorization: Bearer`, if any. */
  token: string | null;
  /** The caller's cookie consent (the `cookieConsent` cookie); null when not chosen. Analytics need marketing on. */
  consent: Consent | null;
  /** The signed-in user (null when anonymous or the token is unknown or expired); loaded once. */
  me: () => Promise<CurrentUser | null>;
  /** Cookies are marked Secure (production, behind TLS). */
  secureCookies: boolean;
  /** The address users reach, for links in emails and OAuth redirects. */
  publicUrl: string;
  /** Configured social sign-in providers. */
  social: SocialConfig;
  /** Where uploaded files are stored (decision 029); without it uploads are refused. */
  storage?: Storage;
  /** The formation downloads' files (DATA_DIR/downloads): the downloads editor writes there; without it uploads are refused. */
  downloadsDir?: string;
  /** The product's calendar (server/clock.ts): what a date-bound rule reads instead of `new Date()`. */
  now: Clock;
  response: ResponseControl;
};

/**
 * The caller of one page request, shared by the in-process operations of that request (the root
 * middleware's `me`, then the loaders' and actions' operations) so its session is looked up once.
 * The HTTP layer empties it after an operation that may change who the caller is or what they hold.
 */
export type SharedCaller = { token: string | null; user: Promise<CurrentUser | null> | null };

export type ResponseControl = {
  cookies: string[];
  status: number | null;
  /** Seconds a refused caller must wait (a 429's Retry-After header). */
  retryAfter: number | null;
};

export function createContext(options: {
  db: Db;
  lang: Language;
  ip: string;
  token: string | null;
  consent?: Consent | null;
  secureCookies: boolean;
  publicUrl: string;
  social: SocialConfig;
  storage?: Storage;
  downloadsDir?: string;
  clock?: Clock;
  caller?: SharedCaller;
  callers?: CallerCache;
}): GraphQLContext {
  let loaded: Promise<CurrentUser | null> | null = null;
  const { caller, callers, clock, ...rest } = options;
  const { db, lang, token } = rest;
  return {
    ...rest,
    consent: rest.consent ?? null,
    now: clock ?? systemClock,
    me: () => {
      if (!loaded && caller?.user && caller.token === token) loaded = caller.user;
      if (!loaded) {
        if (!token) loaded = Promise.resolve(null);
        else {
          const tokenHash = hashToken(token);
          const load = () => currentUser(db, { tokenHash }, lang);
          // The language names the programmes: one remembered caller per token and language.
          loaded = callers ? callers.get(`${lang}:${tokenHash}`, load) : load();
        }
        if (caller) Object.assign(caller, { token, user: loaded });
      }
      return loaded;
    },
    response: { cookies: [], status: null, retryAfter: null },
  };
}
