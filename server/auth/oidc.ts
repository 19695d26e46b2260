import * as client from "openid-client";
import { logger } from "../logger.ts";
import type { ProviderConfig, SocialProviderName } from "./social-config.ts";

export const SOCIAL_PROVIDERS = ["google", "microsoft"] as const satisfies readonly SocialProviderName[];

/** Section 7: Google with profile and email, Microsoft with User.Read (both OpenID Connect, so also openid). */
export const SCOPES: Record<SocialProviderName, string> = {
  google: "openid profile email",
  microsoft: "openid profile email User.Read",
};

/** Microsoft's tenant of personal accounts, whose email is the verified sign-in address. */
const MICROSOFT_CONSUMER_TENANT = "9188040d-6c67-4c5b-b112-36a304b66dad";
const DISCOVERY_TTL_MS = 60 * 60 * 1000;

/** Discovery documents, cached per issuer and client for an hour (a cache only: losing it costs one request). */
const configurations = new Map<string, { at: number; config: Promise<client.Configuration> }>();

function isLocal(url: URL): boolean {
  return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

/** The provider's configuration, discovered from its issuer. Plain HTTP is allowed only for a local issuer (tests). */
export function providerConfiguration(settings: ProviderConfig): Promise<client.Configuration> {
  const key = `${settings.issuer}|${settings.clientId}`;
  const cached = configurations.get(key);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
  const issuer = new URL(settings.issuer);
  const config = client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
    execute: isLocal(issuer) ? [client.allowInsecureRequests] : [],
    timeout: 10,
  });
  configurations.set(key, { at: Date.now(), config });
  // A failed discovery is not remembered: the next attempt tries again.
  config.catch((error) => {
    logger.warn({ err: error, issuer: settings.issuer }, "OIDC discovery failed");
    if (configurations.get(key)?.config === config) configurations.delete(key);
  });
  return config;
}

export type AuthorizationRequest = { url: string; state: string; nonce: string; codeVerifier: string };

/** An authorization code request with PKCE (S256), state and nonce. */
export async function authorizationRequest(
  config: client.Configuration,
  provider: SocialProviderName,
  redirectUri: string,
): Promise<AuthorizationRequest> {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: SCOPES[provider],
    response_type: "code",
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
    // Shared classroom computers: always let the person pick the account.
    prompt: "select_account",
  });
  return { url: url.href, state, nonce, codeVerifier };
}

export type SocialIdentity = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  lastName: string | null;
};

/**
 * Exchanges the code (checking state, PKCE and nonce, and validating the ID token's signature,
 * issuer, audience and lifetime) and returns who signed in. `params` are the callback's query
 * parameters; the redirect URI is always ours, never taken from the request.
 */
export async function exchangeCode(
  config: client.Configuration,
  provider: SocialProviderName,
  redirectUri: string,
  params: URLSearchParams,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<SocialIdentity> {
  const current = new URL(redirectUri);
  for (const [key, value] of params) current.searchParams.append(key, value);
  const tokens = await client.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims?.sub) throw new Error("ID token without subject");
  return identityFrom(provider, claims);
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

export function identityFrom(provider: SocialProviderName, claims: Record<string, unknown>): SocialIdentity {
  const email = text(claims.email)?.toLowerCase() ?? null;
  const verified =
    claims.email_verified === true || (provider === "microsoft" && (claims.xms_edov === true || claims.tid === MICROSOFT_CONSUMER_TENANT));
  let name = text(claims.given_name);
  let lastName = text(claims.family_name);
  const full = text(claims.name);
  // Microsoft's ID token has only the full name: the first word is taken as the name.
  if (!name && full) {
    const [first, ...rest] = full.split(/\s+/);
    name = first ?? null;
    lastName ??= rest.join(" ") || null;
  }
  return { subject: String(claims.sub), email, emailVerified: !!email && verified, name, lastName };
}
