import { createHash, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { SESSION_DAYS } from "../../common/constants.ts";
import type { Db } from "../db/client.ts";
import { sessions } from "../db/schema/index.ts";

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** Creates a session and returns its token: 256 random bits, of which only the hash is stored. */
export async function createSession(db: Db, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
