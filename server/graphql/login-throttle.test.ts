import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import {
  LOGIN_ACCOUNT_FREE_FAILURES,
  LOGIN_ADDRESS_MAX_FAILURES,
  LOGIN_DELAY_MAX_SECONDS,
  LOGIN_FREE_FAILURES,
  SIGNUP_MAX_PER_ADDRESS,
} from "../../common/constants.ts";
import type { Database } from "../db/client.ts";
import { rateLimitHits } from "../db/schema/index.ts";
import { LOGIN, SIGNUP, signupInput, testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";

// Decision 013: slow guessing down without letting anybody lock an account or a school out.
// Time passes by hand, so waits are checked without sleeping: every recorded hit moves back by the time waited, which
// is what the limits read (they compare hits with the clock). Faking Date instead would also fake PGlite's clock, whose
// timers then fire every millisecond and keep a processor busy for the whole file.

let database: Database;
let api: ReturnType<typeof testApi>;
let serial = 0;

beforeAll(async () => {
  database = await testDatabase();
  api = testApi(database);
});
afterAll(() => database.close());
afterEach(() => wait(24 * 3_600));

const ATTACKER = "203.0.113.66";
const OWNER_HOME = "198.51.100.10";
const SCHOOL = "192.0.2.200";

/** An account made from its own address, so making many does not touch the sign-up limit. */
async function account(password = "la-buena-1") {
  const email = `cuenta${++serial}@example.org`;
  const res = await api.request(SIGNUP, { input: signupInput({ email, password, repeatPassword: password }) }, { ip: `10.1.0.${serial}` });
  expect(res.body.data?.signup.__typename).toBe("MutationSignupSuccess");
  return { email, password };
}

const login = (email: string, password: string, ip: string) => api.request(LOGIN, { email, password }, { ip });
const outcome = (res: Awaited<ReturnType<typeof login>>) =>
  res.body.data?.login.__typename === "MutationLoginSuccess" ? "in" : res.body.data?.login.code;
const wait = (seconds: number) =>
  database.db.update(rateLimitHits).set({ at: sql`${rateLimitHits.at} - make_interval(secs => ${seconds})` });

describe("an account under attack", () => {
  test("its owner with the right password gets in at most the short wait after the attacker's latest guess", async () => {
    const owner = await account();
    // A patient attacker waits out every delay, so each guess counts, well past both thresholds.
    for (let i = 0; i < LOGIN_ACCOUNT_FREE_FAILURES + 10; i++) {
      expect(outcome(await login(owner.email, `adivina-${i}`, ATTACKER))).toBe("LOGIN_FAILED");
      await wait(LOGIN_DELAY_MAX_SECONDS);
    }
    expect(outcome(await login(owner.email, owner.password, OWNER_HOME))).toBe("in");
  });

  test("right after a guess the owner waits no longer than the cap, and the refusal says so without a session", async () => {
    const owner = await account();
    for (let i = 0; i < LOGIN_ACCOUNT_FREE_FAILURES + 10; i++) {
      await login(owner.email, `adivina-${i}`, ATTACKER);
      await wait(LOGIN_DELAY_MAX_SECONDS);
    }
    await login(owner.email, "otra-mas", ATTACKER);
    const refused = await login(owner.email, owner.password, OWNER_HOME);
    expect(refused.status).toBe(429);
    expect(refused.body.data?.login).toMatchObject({ code: "TOO_MANY_ATTEMPTS", message: "errors.tooManyAttempts" });
    expect(refused.body.data?.login.retryAfter).toBeGreaterThan(0);
    expect(refused.body.data?.login.retryAfter).toBeLessThanOrEqual(LOGIN_DELAY_MAX_SECONDS);
    expect(refused.retryAfter).toBe(String(refused.body.data?.login.retryAfter));
    expect(refused.cookies).toEqual([]);
    await wait(LOGIN_DELAY_MAX_SECONDS);
    expect(outcome(await login(owner.email, owner.password, OWNER_HOME))).toBe("in");
  });

  test("an address the owner signed in from is not held back by the attacker's guesses elsewhere", async () => {
    const owner = await account();
    expect(outcome(await login(owner.email, owner.password, OWNER_HOME))).toBe("in");
    for (let i = 0; i < LOGIN_ACCOUNT_FREE_FAILURES + 5; i++) {
      await login(owner.email, `adivina-${i}`, ATTACKER);
      await wait(LOGIN_DELAY_MAX_SECONDS);
    }
    await login(owner.email, "otra-mas", ATTACKER);
    expect(outcome(await login(owner.email, owner.password, OWNER_HOME))).toBe("in");
  });

  test("the guesser waits longer and longer: after the free failures, hammering is refused unchecked", async () => {
    const owner = await account();
    for (let i = 0; i < LOGIN_FREE_FAILURES; i++) expect(outcome(await login(owner.email, `mala-${i}`, ATTACKER))).toBe("LOGIN_FAILED");
    // Even the right password is not checked inside the wait, so the wait cannot be used as an oracle.
    expect(outcome(await login(owner.email, owner.password, ATTACKER))).toBe("TOO_MANY_ATTEMPTS");
    await wait(1);
    expect(outcome(await login(owner.email, "mala-otra", ATTACKER))).toBe("LOGIN_FAILED");
    await wait(1);
    expect(outcome(await login(owner.email, "mala-otra", ATTACKER))).toBe("TOO_MANY_ATTEMPTS");
  });
});

test("a success resets the account's failures", async () => {
  const owner = await account();
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < LOGIN_FREE_FAILURES - 1; i++) expect(outcome(await login(owner.email, `tecleo-${i}`, SCHOOL))).toBe("LOGIN_FAILED");
    expect(outcome(await login(owner.email, owner.password, SCHOOL))).toBe("in");
  }
});

test("a class of 30 logs in together from the school's one address, typos included", async () => {
  const pupils = [];
  for (let i = 0; i < 30; i++) pupils.push(await account(`clase-${i}-clave`));
  for (const pupil of pupils) expect(outcome(await login(pupil.email, "me-equivoque", SCHOOL))).toBe("LOGIN_FAILED");
  for (const pupil of pupils) expect(outcome(await login(pupil.email, pupil.password, SCHOOL))).toBe("in");
});

test("an address that fails too often is refused, other addresses are not", async () => {
  const known = await account();
  const stranger = await account();
  expect(outcome(await login(known.email, known.password, ATTACKER))).toBe("in");
  for (let i = 0; i < LOGIN_ADDRESS_MAX_FAILURES; i++) {
    expect(outcome(await login(`rociado${i}@example.org`, "123456", ATTACKER))).toBe("LOGIN_FAILED");
  }
  expect(outcome(await login("uno-mas@example.org", "123456", ATTACKER))).toBe("TOO_MANY_ATTEMPTS");
  expect(outcome(await login(stranger.email, stranger.password, ATTACKER))).toBe("TOO_MANY_ATTEMPTS");
  // The account that signed in from there before still does; elsewhere nobody notices.
  expect(outcome(await login(known.email, known.password, ATTACKER))).toBe("in");
  expect(outcome(await login(stranger.email, stranger.password, OWNER_HOME))).toBe("in");
});

test("sign-up is limited per address, with room for a class", async () => {
  const ip = "192.0.2.77";
  for (let i = 0; i < SIGNUP_MAX_PER_ADDRESS; i++) {
    const res = await api.request(SIGNUP, { input: signupInput() }, { ip });
    expect(res.body.data?.signup.__typename).toBe("MutationSignupSuccess");
  }
  const refused = await api.request(SIGNUP, { input: signupInput() }, { ip });
  expect(refused.status).toBe(429);
  expect(refused.body.data?.signup).toMatchObject({ code: "TOO_MANY_SIGNUPS", message: "errors.tooManySignups" });
  expect(refused.body.data?.signup.retryAfter).toBeGreaterThan(0);
  expect(refused.retryAfter).toBe(String(refused.body.data?.signup.retryAfter));
  expect(refused.cookies).toEqual([]);
  const elsewhere = await api.request(SIGNUP, { input: signupInput() }, { ip: "192.0.2.78" });
  expect(elsewhere.body.data?.signup.__typename).toBe("MutationSignupSuccess");
});
