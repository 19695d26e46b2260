import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { emailTokens } from "../db/schema/index.ts";
import { hashToken } from "./sessions.ts";

export type EmailTokenPurpose = (typeof emailTokens.$inferInsert)["purpose"];
/** Emailed links expire after one hour. */
export const EMAIL_TOKEN_MINUTES = 60;

/** Issues a single-use emailed token (256 random bits; only its hash is stored). */
export async function issueEmailToken(
  db: Db,
  userId: string,
  purpose: EmailTokenPurpose,
  data: Record<string, string> = {},
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    data,
    expiresAt: new Date(Date.now() + EMAIL_TOKEN_MINUTES * 60_000),
  });
  return token;
}

/** A live, unused token of that purpose, or null (unknown, expired, spent or tampered). Does not spend it. */
export async function findEmailToken(db: Db, token: string, purpose: EmailTokenPurpose) {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Spends a token: only one caller can, even when two use the same link at once. Returns the token's
 * row when this call spent it, null otherwise.
 */
export async function spendEmailToken(db: Db, token: string, purpose: EmailTokenPurpose) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ?? null;
}

/** Ends every unused token of that purpose for the user (a newer link, or a new password, makes them stale). */
export async function endEmailTokens(db: Db, userId: string, purpose: EmailTokenPurpose): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}
