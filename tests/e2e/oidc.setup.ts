import { startMockProvider } from "../../server/test/oidc.ts";

/**
 * Starts the two local OpenID Connect providers that stand in for Google and Microsoft during the
 * journeys, on the ports playwright.config.ts gave the server (E2E_GOOGLE_PORT, E2E_MICROSOFT_PORT).
 * A journey picks who signs in there with the mock_oidc_user cookie (server/test/oidc.ts).
 */
export default async function globalSetup() {
  const providers = await Promise.all([
    startMockProvider(Number(process.env.E2E_GOOGLE_PORT)),
    startMockProvider(Number(process.env.E2E_MICROSOFT_PORT)),
  ]);
  return async () => {
    await Promise.all(providers.map((provider) => provider.stop()));
  };
}
