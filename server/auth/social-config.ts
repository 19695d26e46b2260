import type { Env } from "../env.ts";

export type SocialProviderName = "google" | "microsoft";
export type ProviderConfig = { clientId: string; clientSecret: string; issuer: string };
/** The providers with credentials; one left out is "not configured". */
export type SocialConfig = Partial<Record<SocialProviderName, ProviderConfig>>;

export function socialConfigFromEnv(env: Env): SocialConfig {
  const config: SocialConfig = {};
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    config.google = { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuer: env.GOOGLE_ISSUER };
  }
  if (env.MICROSOFT_CLIENT_ID && env.MICROSOFT_CLIENT_SECRET) {
    config.microsoft = { clientId: env.MICROSOFT_CLIENT_ID, clientSecret: env.MICROSOFT_CLIENT_SECRET, issuer: env.MICROSOFT_ISSUER };
  }
  return config;
}
