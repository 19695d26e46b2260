import type { Db } from "../../client.ts";

/** Seeds the PC programme, the itineraries and their activities when there are none. Returns whether it seeded. */
export async function seedInClass(_db: Db): Promise<boolean> {
  return false;
}
