import { afterAll, beforeAll, expect, test } from "vitest";
import type { CurrentUser } from "../../common/user.ts";
import type { Database } from "../db/client.ts";
import { ME, testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";
import { CallerCache } from "./caller-cache.ts";

// Production remembers a signed-in caller for a few seconds (decision 019): a change this process makes
// is seen at once; one made elsewhere once the few seconds are over.
let statements = 0;
let database: Database;
let api: ReturnType<typeof testApi>;

beforeAll(async () => {
  database = await testDatabase({ onQuery: () => void statements++ });
  api = testApi(database, { callerCacheMs: 60_000 });
});
afterAll(async () => {
  await database.close();
});

const me = async (token: string) => (await api.request(ME, {}, { token })).body.data!.me as { name: string } | null;

test("a remembered caller costs no statement, and a mutation of this process is seen at once", async () => {
  const ana = await givenUser(database.db, { name: "Ana" });
  expect((await me(ana.token))?.name).toBe("Ana");
  statements = 0;
  expect((await me(ana.token))?.name).toBe("Ana");
  expect(statements).toBe(0);

  const logout = await api.request("mutation { logout }", {}, { token: ana.token });
  expect(logout.body.errors).toBeUndefined();
  expect(await me(ana.token)).toBeNull();
});

test("an analytics batch, which changes no caller, leaves the remembered callers alone", async () => {
  const eva = await givenUser(database.db, { name: "Eva" });
  expect((await me(eva.token))?.name).toBe("Eva");
  const events = [{ kind: "pageView", sessionId: "b".repeat(32), route: "home", path: "/" }];
  const recorded = await api.request(
    "mutation ($events: [AnalyticsEventInput!]!) { recordAnalytics(events: $events) { __typename } }",
    { events },
    {
      token: eva.token,
      cookie: "cookieConsent=1.1",
    },
  );
  expect(recorded.body.data?.recordAnalytics.__typename).toBe("MutationRecordAnalyticsSuccess");
  statements = 0;
  expect((await me(eva.token))?.name).toBe("Eva");
  expect(statements).toBe(0);
});

test("a caller changed elsewhere is loaded again once the remembered one is old", async () => {
  let clock = 1_000;
  const cache = new CallerCache(5_000, 10, () => clock);
  const named = (name: string) => async () => ({ name }) as CurrentUser;
  expect((await cache.get("hash", named("Eva")))?.name).toBe("Eva");
  await Promise.resolve();
  clock += 4_999;
  expect((await cache.get("hash", named("Eva María")))?.name).toBe("Eva");
  clock += 1;
  expect((await cache.get("hash", named("Eva María")))?.name).toBe("Eva María");
});

test("a lookup that started before a forgetting is not remembered", async () => {
  const cache = new CallerCache(60_000);
  let finish: (user: CurrentUser | null) => void = () => {};
  const first = cache.get("hash", () => new Promise((resolve) => (finish = resolve)));
  cache.forgetAll();
  finish({ name: "old" } as CurrentUser);
  await first;
  await Promise.resolve();
  const fresh = await cache.get("hash", async () => ({ name: "new" }) as CurrentUser);
  expect(fresh?.name).toBe("new");
});

test("without a time to remember, every lookup loads", async () => {
  const cache = new CallerCache(0);
  let loads = 0;
  const load = async () => {
    loads++;
    return null;
  };
  await cache.get("hash", load);
  await cache.get("hash", load);
  expect(loads).toBe(2);
});
