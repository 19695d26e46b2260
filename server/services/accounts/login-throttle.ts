import {
  LOGIN_ACCOUNT_FREE_FAILURES,
  LOGIN_ADDRESS_MAX_FAILURES,
  LOGIN_ADDRESS_WINDOW_MINUTES,
  LOGIN_DELAY_MAX_SECONDS,
  LOGIN_FAILURE_MEMORY_HOURS,
  LOGIN_FREE_FAILURES,
  LOGIN_KNOWN_ADDRESS_DAYS,
} from "../../../common/constants.ts";
import { backoffSeconds, blockedForSeconds, clearFailures, countHits, recordFailure, remainingSeconds } from "../../auth/rate-limit.ts";
import type { Db } from "../../db/client.ts";

/**
 * The login's keys in rate_limit_hits (decision 013): failures of an account from one address, of the
 * account from everywhere, of an address on any account; and the addresses an account signed in from.
 */
const keysOf = (email: string, ip: string) => ({
  pair: `login:pair:${email}:${ip}`,
  account: `login:email:${email}`,
  address: `login:ip:${ip}`,
  known: `login:known:${email}:${ip}`,
});

/**
 * How many seconds this attempt must wait, refused without looking at the password (0: it may try):
 * - the account, from this address, is inside its growing wait (after LOGIN_FREE_FAILURES failures);
 * - the account, from everywhere, is inside its wait (after LOGIN_ACCOUNT_FREE_FAILURES), unless this
 *   address is one the account signed in from lately (another address's guesses do not hold its owner);
 * - the address failed LOGIN_ADDRESS_MAX_FAILURES times in its window, unless known to the account.
 */
export async function loginWaitSeconds(db: Db, email: string, ip: string): Promise<number> {
  const keys = keysOf(email, ip);
  const now = Date.now();
  const hits = await countHits(
    db,
    Object.values(keys),
    new Date(now - LOGIN_KNOWN_ADDRESS_DAYS * 24 * 3_600_000),
    new Date(now - LOGIN_FAILURE_MEMORY_HOURS * 3_600_000),
  );
  const pair = hits.get(keys.pair);
  const account = hits.get(keys.account);
  const known = (hits.get(keys.known)?.total ?? 0) > 0;
  const pairWait = pair ? remainingSeconds(pair.latest, backoffSeconds(pair.recent, LOGIN_FREE_FAILURES, LOGIN_DELAY_MAX_SECONDS), now) : 0;
  if (pairWait > 0) return pairWait;
  if (known) return 0;
  const accountWait = account
    ? remainingSeconds(account.latest, backoffSeconds(account.recent, LOGIN_ACCOUNT_FREE_FAILURES, LOGIN_DELAY_MAX_SECONDS), now)
    : 0;
  if (accountWait > 0) return accountWait;
  return blockedForSeconds(db, keys.address, LOGIN_ADDRESS_MAX_FAILURES, LOGIN_ADDRESS_WINDOW_MINUTES);
}

export async function loginFailed(db: Db, email: string, ip: string): Promise<void> {
  const keys = keysOf(email, ip);
  await recordFailure(db, [keys.pair, keys.account, keys.address]);
}

/**
 * A success forgets the account's failures from this address and from everywhere (its owner has shown
 * the password) and remembers the address as the account's. Other addresses keep their waits on the
 * account (an attacker elsewhere stays slowed), and the address keeps its own failures: one account
 * that signs in must not launder an address that tries passwords on many others.
 */
export async function loginSucceeded(db: Db, email: string, ip: string): Promise<void> {
  const keys = keysOf(email, ip);
  await clearFailures(db, [keys.pair, keys.account, keys.known]);
  await recordFailure(db, [keys.known]);
}
