import { OAuth2Server } from "oauth2-mock-server";
import { readCookie } from "../../common/cookies.ts";

/** The claims the mock provider puts in its tokens: who "signs in" there. */
export type MockIdentity = { sub: string } & Record<string, unknown>;

/** A browser may choose the identity with this cookie (e2e), as a real provider's session would. */
export const MOCK_IDENTITY_COOKIE = "mock_oidc_user";

export function encodeIdentity(identity: MockIdentity): string {
  return Buffer.from(JSON.stringify(identity)).toString("base64url");
}

/**
 * A local OpenID Connect provider (oauth2-mock-server) standing in for Google or Microsoft. Its
 * authorize endpoint redirects at once; the identity in the tokens is the one set with `as()`, or
 * the one named by the browser's cookie, remembered per authorization code.
 */
export async function startMockProvider(port = 0) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(port, "localhost");
  let current: MockIdentity = { sub: "mock-user", email: "mock@example.org", email_verified: true, name: "Mock User" };
  const byCode = new Map<string, MockIdentity>();
  let tamper: ((payload: Record<string, unknown>) => void) | null = null;

  server.service.on("beforeAuthorizeRedirect", (redirect: { url: URL }, req: { headers: { cookie?: string } }) => {
    const code = redirect.url.searchParams.get("code");
    const chosen = readCookie(req.headers.cookie, MOCK_IDENTITY_COOKIE);
    if (!code) return;
    try {
      byCode.set(code, chosen ? (JSON.parse(Buffer.from(chosen, "base64url").toString("utf8")) as MockIdentity) : current);
    } catch {
      byCode.set(code, current);
    }
  });
  server.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }, req: { body?: { code?: string } }) => {
    const identity = (req.body?.code && byCode.get(req.body.code)) || current;
    Object.assign(token.payload, identity);
    tamper?.(token.payload);
  });

  return {
    issuer: server.issuer.url as string,
    /** The identity of the next sign-ins (those without a cookie choosing one). */
    as(identity: MockIdentity) {
      current = identity;
    },
    /** Changes the tokens of the next token request (e.g. a wrong nonce). */
    tamperNext(change: (payload: Record<string, unknown>) => void) {
      tamper = change;
      server.service.once("beforeResponse", () => {
        tamper = null;
      });
    },
    stop: () => server.stop(),
  };
}
export type MockProvider = Awaited<ReturnType<typeof startMockProvider>>;
