import type { MetaDescriptor } from "react-router";
import { ERROR_KEYS, type ErrorCode } from "../../common/errors.ts";
import type { RouteName } from "../../common/routes.ts";
import { pageMeta } from "./meta.ts";
import type { RootData } from "./root-data.ts";

/** GraphQL documents of the social screens (server/graphql/schema/social.ts), shared by loaders and actions. */
const DOMAIN = "... on DomainError { code message fields { field message } }";
const FAILURE = `... on SocialError { code message language purpose } ${DOMAIN}`;

export const START_SIGN_IN = /* GraphQL */ `
  mutation StartSocialSignIn($provider: SocialProvider!, $returnTo: String) {
    startSocialSignIn(provider: $provider, returnTo: $returnTo) { __typename ... on MutationStartSocialSignInSuccess { data { url } } ${FAILURE} }
  }`;

export const START_LINK = /* GraphQL */ `
  mutation StartSocialLink($provider: SocialProvider!) {
    startSocialLink(provider: $provider) { __typename ... on MutationStartSocialLinkSuccess { data { url } } ${FAILURE} }
  }`;

export const COMPLETE = /* GraphQL */ `
  mutation CompleteSocialSignIn($provider: SocialProvider!, $callback: String!) {
    completeSocialSignIn(provider: $provider, callback: $callback) {
      __typename
      ... on MutationCompleteSocialSignInSuccess { data { purpose userId created needsBirthdate returnTo language } }
      ${FAILURE}
    }
  }`;

export const LINKED_ACCOUNTS = /* GraphQL */ `query LinkedAccounts { linkedAccounts { provider configured linked email } }`;
export const UNLINK_PAGE = /* GraphQL */ `query UnlinkPage { hasPassword linkedAccounts { provider configured linked email } }`;

export const REQUEST_UNLINK = /* GraphQL */ `
  mutation RequestUnlink($provider: SocialProvider!) { requestUnlink(provider: $provider) { __typename ${DOMAIN} } }`;

export const CONFIRM_UNLINK = /* GraphQL */ `
  mutation ConfirmUnlink($provider: SocialProvider!, $token: String!) { confirmUnlink(provider: $provider, token: $token) { __typename ${DOMAIN} } }`;

export type Provider = "google" | "microsoft";
export const PROVIDERS: readonly Provider[] = ["google", "microsoft"];

export type SocialFailure = { __typename: string; code?: string; message?: string; language?: string; purpose?: string | null };
export type StartResult = SocialFailure & { data?: { url: string } };
export type CompleteResult = SocialFailure & {
  data?: { purpose: "login" | "link"; userId: string; created: boolean; needsBirthdate: boolean; returnTo: string | null; language: string };
};
export type LinkedAccount = { provider: Provider; configured: boolean; linked: boolean; email: string | null };

export function isProvider(value: unknown): value is Provider {
  return value === "google" || value === "microsoft";
}

/** A code from a query string, if it is one of ours (anything else is ignored). */
export function errorCode(value: string | null): ErrorCode | null {
  return value && Object.hasOwn(ERROR_KEYS, value) ? (value as ErrorCode) : null;
}

/** The provider a route name stands for: google-redirect, link-with-microsoft… */
export function providerOfRoute(name: RouteName | undefined): Provider | null {
  if (!name) return null;
  return name.includes("microsoft") ? "microsoft" : name.includes("google") ? "google" : null;
}

type MetaArgs = Parameters<typeof pageMeta>[0];
type MetaKey = "redirect" | "linkAccount" | "linked" | "linkError" | "unlink" | "unlinked";

/** Title and description from the `social.meta` catalogue (the shared meta catalogue has none for these screens). */
export function socialMeta(args: MetaArgs, name: RouteName, key: MetaKey): MetaDescriptor[] {
  const root = args.matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  const texts = (root?.messages.social as { meta: Record<MetaKey, { title: string; description: string }> } | undefined)?.meta[key];
  return [...pageMeta(args, name, texts), { name: "robots", content: "noindex" }];
}
