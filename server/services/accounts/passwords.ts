import { and, eq, isNull, ne } from "drizzle-orm";
import { RESTORE_MAX_PER_EMAIL, RESTORE_MAX_PER_IP, RESTORE_WINDOW_MINUTES } from "../../../common/constants.ts";
import { storedLanguage } from "../../../common/languages.ts";
import { pathFor } from "../../../common/routes.ts";
import { ForgotPasswordInput, NewPasswordInput, UpdatePasswordInput } from "../../../common/schemas/password.ts";
import { endEmailTokens, findEmailToken, issueEmailToken, spendEmailToken } from "../../auth/email-tokens.ts";
import { hashPassword, verifyPassword } from "../../auth/password.ts";
import { blockedForSeconds, recordFailure } from "../../auth/rate-limit.ts";
import { hashToken } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/index.ts";
import { enqueue } from "../../jobs/enqueue.ts";
import { parseOrThrow } from "../validation.ts";
import { DomainError } from "../errors.ts";

/**
 * Asks for a restore link for an address. The answer is the same whether or not it has an account, and
 * as fast: the request is recorded and queued in one transaction, and the lookup and the mail happen in
 * the jobs worker (`sendRestoreLink`). Requests count against the address and the client address, so
 * nobody can flood an inbox or probe many addresses.
 */
export async function requestPasswordRestore(db: Db, input: unknown, ip: string): Promise<void> {
  const { email } = parseOrThrow(ForgotPasswordInput, input);
  const emailKey = `restore:email:${email}`;
  const ipKey = `restore:ip:${ip}`;
  const waits = await Promise.all([
    blockedForSeconds(db, emailKey, RESTORE_MAX_PER_EMAIL, RESTORE_WINDOW_MINUTES),
    blockedForSeconds(db, ipKey, RESTORE_MAX_PER_IP, RESTORE_WINDOW_MINUTES),
  ]);
  const wait = Math.max(...waits);
  if (wait > 0) throw new DomainError("RESTORE_LIMIT", { status: 429, retryAfter: wait });
  await db.transaction(async (tx) => {
    await recordFailure(tx, [emailKey, ipKey]);
    await enqueue(tx, "password-restore", { to: email });
  });
}

/**
 * The "password-restore" job: when the address has an active account, issues a link and queues its
 * email in one transaction. Run twice, it mails a second link and only that one works.
 */
export async function sendRestoreLink(db: Db, publicUrl: string, email: string): Promise<void> {
  const [user] = await db
    .select({ id: users.id, name: users.name, language: users.language, active: users.active })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user?.active) return;
  const lang = storedLanguage(user.language);
  await db.transaction(async (tx) => {
    // Only the newest link works: an older mail left in an inbox must not reset the password.
    await endEmailTokens(tx, user.id, "restore-password");
    const token = await issueEmailToken(tx, user.id, "restore-password");
    const link = `${publicUrl}${pathFor("restore-password", lang)}?token=${token}`;
    await enqueue(tx, "mail", { to: email, template: "restorePassword", lang, params: { name: user.name, link } });
  });
}

/** Whether a restore link can still be used (the screen shows the invalid state up front). */
export async function isRestoreLinkValid(db: Db, token: string): Promise<boolean> {
  return !!token && !!(await findEmailToken(db, token, "restore-password"));
}

/** Sets a new password through a restore link, spends it (and any other) and ends every session of the user. */
export async function restorePassword(db: Db, token: string, input: unknown): Promise<void> {
  const { password } = parseOrThrow(NewPasswordInput, input);
  const passwordHash = await hashPassword(password);
  const spent = await spendEmailToken(db, token, "restore-password");
  if (!spent) throw new DomainError("INVALID_LINK");
  await db.update(users).set({ passwordHash }).where(eq(users.id, spent.userId));
  await endEmailTokens(db, spent.userId, "restore-password");
  await db.delete(sessions).where(eq(sessions.userId, spent.userId));
}

/** Changes the password after checking the current one; other sessions and every restore link of the user end. */
export async function updatePassword(db: Db, userId: string, currentToken: string | null, input: unknown): Promise<void> {
  const data = parseOrThrow(UpdatePasswordInput, input);
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, data.currentPassword))) {
    throw new DomainError("WRONG_PASSWORD", { fields: { currentPassword: "password.wrongCurrent" } });
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(data.password) })
    .where(eq(users.id, userId));
  await endEmailTokens(db, userId, "restore-password");
  await endOtherSessions(db, userId, currentToken);
}

/** Gives a password to an account that only signs in through a social provider; earlier restore links end. */
export async function createPassword(db: Db, userId: string, input: unknown): Promise<void> {
  const { password } = parseOrThrow(NewPasswordInput, input);
  const passwordHash = await hashPassword(password);
  const [updated] = await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), isNull(users.passwordHash)))
    .returning({ id: users.id });
  if (!updated) throw new DomainError("PASSWORD_EXISTS");
  await endEmailTokens(db, userId, "restore-password");
}

export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return !!user?.passwordHash;
}

async function endOtherSessions(db: Db, userId: string, currentToken: string | null): Promise<void> {
  const keep = currentToken ? ne(sessions.tokenHash, hashToken(currentToken)) : undefined;
  await db.delete(sessions).where(keep ? and(eq(sessions.userId, userId), keep) : eq(sessions.userId, userId));
}
