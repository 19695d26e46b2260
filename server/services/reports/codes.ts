import { randomBytes } from "node:crypto";
import {
  canonicalReportCode,
  REPORT_ATTEMPTS_MAX,
  REPORT_ATTEMPTS_MAX_PER_ADDRESS,
  REPORT_ATTEMPTS_WINDOW_MINUTES,
  REPORT_CODE_ALPHABET,
  REPORT_CODE_LENGTH,
} from "../../../common/reports.ts";
import { blockedForSeconds, clearFailures, recordFailure } from "../../auth/rate-limit.ts";
import type { Db } from "../../db/client.ts";

/**
 * A new report code: REPORT_CODE_LENGTH characters drawn evenly from the 32 of the alphabet (each random byte's
 * low five bits), XXXXX-XXXXX: 50 bits, never derived from the teacher, the report or a counter.
 */
export function newReportCode(): string {
  const bytes = randomBytes(REPORT_CODE_LENGTH);
  return canonicalReportCode(Array.from(bytes, (byte) => REPORT_CODE_ALPHABET[byte & 31]).join(""));
}

/**
 * The rate limit's keys (decision 013 keeps every limit in rate_limit_hits): the teacher's wrong codes, and the
 * address's when the request says which (a school's teachers share one, so its limit is higher).
 */
export type AttemptKeys = { user: string; address: string | null };
export function attemptKeys(userId: string, ip: string): AttemptKeys {
  const known = ip !== "" && ip !== "unknown";
  return { user: `report:user:${userId}`, address: known ? `report:ip:${ip}` : null };
}

/** Seconds until another try is allowed (0: now), the stricter of the teacher's and the address's limits. */
export async function waitSeconds(db: Db, keys: AttemptKeys): Promise<number> {
  const window = REPORT_ATTEMPTS_WINDOW_MINUTES;
  const user = await blockedForSeconds(db, keys.user, REPORT_ATTEMPTS_MAX, window);
  const address = keys.address ? await blockedForSeconds(db, keys.address, REPORT_ATTEMPTS_MAX_PER_ADDRESS, window) : 0;
  return Math.max(user, address);
}

export function countWrongTry(db: Db, keys: AttemptKeys): Promise<void> {
  return recordFailure(db, keys.address ? [keys.user, keys.address] : [keys.user]);
}

/** Account deletion's step (decision 008): the wrong codes counted under the account's id. */
export function forgetReportTriesOf(db: Db, userId: string): Promise<void> {
  return clearFailures(db, attemptKeys(userId, "unknown").user);
}
