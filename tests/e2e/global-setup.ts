import { rmSync } from "node:fs";
import { startMockProvider } from "../../server/test/oidc.ts";
import { axeScannedDir, startServers } from "./servers.ts";

/**
 * Starts the two local OpenID Connect providers that stand in for Google and Microsoft during the journeys, on the
 * ports servers.ts gave them (E2E_GOOGLE_PORT, E2E_MICROSOFT_PORT), and every worker's server (servers.ts), which
 * all use the same two providers: a journey picks who signs in there with the mock_oidc_user cookie
 * (server/test/oidc.ts), whichever server it talks to.
 */
export default async function globalSetup() {
  rmSync(axeScannedDir, { recursive: true, force: true });
  const providers = await Promise.all([
    startMockProvider(Number(process.env.E2E_GOOGLE_PORT)),
    startMockProvider(Number(process.env.E2E_MICROSOFT_PORT)),
  ]);
  const stopServers = await startServers().catch(async (error) => {
    await Promise.all(providers.map((provider) => provider.stop()));
    throw error;
  });
  return async () => {
    await stopServers();
    await Promise.all(providers.map((provider) => provider.stop()));
  };
}
