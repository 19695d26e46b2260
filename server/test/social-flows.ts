import type { testApi } from "./api.ts";

/** API documents and browser-like steps for the social sign-in tests (server/graphql/social.test.ts). */
const FAILURE = "... on SocialError { code message language } ... on DomainError { code message }";
export const START = `mutation ($p: SocialProvider!, $r: String) { startSocialSignIn(provider: $p, returnTo: $r) { __typename ... on MutationStartSocialSignInSuccess { data { url } } ${FAILURE} } }`;
export const START_LINK = `mutation ($p: SocialProvider!) { startSocialLink(provider: $p) { __typename ... on MutationStartSocialLinkSuccess { data { url } } ${FAILURE} } }`;
export const COMPLETE = `mutation ($p: SocialProvider!, $c: String!) { completeSocialSignIn(provider: $p, callback: $c) {
  __typename ... on MutationCompleteSocialSignInSuccess { data { purpose provider userId created needsBirthdate returnTo language token } } ${FAILURE} } }`;
export const LINKED = `{ linkedAccounts { provider configured linked email } }`;
export const REQUEST_UNLINK = `mutation ($p: SocialProvider!) { requestUnlink(provider: $p) { __typename ... on DomainError { code message } } }`;
export const CONFIRM_UNLINK = `mutation ($p: SocialProvider!, $t: String!) { confirmUnlink(provider: $p, token: $t) { __typename ... on DomainError { code message } } }`;

export type Provider = "google" | "microsoft";
/** A started flow: the authorization address, where the provider sent the browser back, and the state cookie. */
export type Flow = { url: URL; callback: string; cookie: string };

export function socialFlows(api: ReturnType<typeof testApi>) {
  /** Starts a flow as a browser would (a link when signed in) and follows the provider's immediate redirect back. */
  async function begin(provider: Provider, options: { token?: string; returnTo?: string; lang?: string } = {}): Promise<Flow> {
    const headers = { "x-language": options.lang ?? "es" };
    const res = options.token
      ? await api.request(START_LINK, { p: provider }, { token: options.token, headers })
      : await api.request(START, { p: provider, r: options.returnTo }, { headers });
    const started = res.body.data?.startSocialLink ?? res.body.data?.startSocialSignIn;
    if (!started?.data) throw new Error(`flow not started: ${JSON.stringify(res.body)}`);
    const cookie = res.cookies.find((c) => c.startsWith("socialState="))?.split(";")[0] ?? "";
    const url = new URL(started.data.url);
    const answer = await fetch(url, { redirect: "manual" });
    return { url, callback: answer.headers.get("location") ?? "", cookie };
  }

  /** Comes back with the callback, with this browser's state cookie (and session) unless `cookie` says otherwise. */
  async function finish(provider: Provider, flow: Flow, auth: { token?: string; cookie?: string } = {}) {
    const cookie = auth.cookie ?? [flow.cookie, auth.token && `token=${auth.token}`].filter(Boolean).join("; ");
    const res = await api.request(COMPLETE, { p: provider, c: flow.callback }, { cookie });
    return { result: res.body.data?.completeSocialSignIn, cookies: res.cookies };
  }

  return { begin, finish };
}
