import type { Db } from "../../client.ts";

/** Seeds the public catalogue (activities, news, events, topics, programmes, redirects) on an empty database. */
export async function seedContent(_db: Db): Promise<boolean> {
  return false;
}
