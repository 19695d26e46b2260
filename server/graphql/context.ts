import type { Language } from "../../common/languages.ts";
import type { CurrentUser } from "../../common/user.ts";
import { hashToken } from "../auth/sessions.ts";
import type { Db } from "../db/client.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { SocialConfig } from "../auth/social-config.ts";
import { currentUser } from "../services/accounts.ts";

/** What a resolver sees of the request: the database, the caller, and a way to set response cookies. */
export type GraphQLContext = {
  db: Db;
  lang: Language;
  ip: string;
  /** The session token from the `token` cookie or `Authorization: Bearer`, if any. */
  token: string | null;
  /** The signed-in user (null when anonymous or the token is unknown or expired); loaded once. */
  me: () => Promise<CurrentUser | null>;
  /** Cookies are marked Secure (production, behind TLS). */
  secureCookies: boolean;
  mailer: Mailer;
  /** The address users reach, for links in emails and OAuth redirects. */
  publicUrl: string;
  /** Configured social sign-in providers. */
  social: SocialConfig;
  /** Where uploaded files are stored (DATA_DIR/uploads); without it uploads are refused. */
  uploadsDir?: string;
  response: ResponseControl;
};

export type ResponseControl = {
  cookies: string[];
  status: number | null;
};

export function createContext(options: {
  db: Db;
  lang: Language;
  ip: string;
  token: string | null;
  secureCookies: boolean;
  mailer: Mailer;
  publicUrl: string;
  social: SocialConfig;
  uploadsDir?: string;
}): GraphQLContext {
  let loaded: Promise<CurrentUser | null> | null = null;
  const { db, lang, token } = options;
  return {
    ...options,
    me: () => {
      loaded ??= (async () => {
        return token ? currentUser(db, { tokenHash: hashToken(token) }, lang) : null;
      })();
      return loaded;
    },
    response: { cookies: [], status: null },
  };
}
