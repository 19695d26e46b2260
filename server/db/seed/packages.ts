import type { Db } from "../client.ts";

/** Seeds the licence packages (by programme code) when there are none. Returns whether it seeded. */
export async function seedLicencePackages(_db: Db): Promise<boolean> {
  return false;
}
