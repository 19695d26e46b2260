import { and, eq } from "drizzle-orm";
import type { Language } from "../../../common/languages.ts";
import { pathFor } from "../../../common/routes.ts";
import { findEmailToken, spendEmailToken, issueEmailToken } from "../../auth/email-tokens.ts";
import { SOCIAL_PROVIDERS } from "../../auth/oidc.ts";
import { blockedForSeconds, recordFailure } from "../../auth/rate-limit.ts";
import type { SocialConfig, SocialProviderName } from "../../auth/social-config.ts";
import type { Db } from "../../db/client.ts";
import { linkedAccounts, users } from "../../db/schema/index.ts";
import { enqueue } from "../../jobs/enqueue.ts";
import { DomainError } from "../errors.ts";
import { Provider } from "./social.ts";

/** Unlink confirmation emails: at most this many per user within the window (resends included). */
export const UNLINK_MAILS_MAX = 5;
export const UNLINK_MAILS_WINDOW_MINUTES = 15;

export const PROVIDER_NAMES: Record<SocialProviderName, string> = { google: "Google", microsoft: "Microsoft" };

export type LinkedAccountView = {
  provider: SocialProviderName;
  configured: boolean;
  linked: boolean;
  email: string | null;
  linkedAt: Date | null;
};

/** Both providers, each with whether it is configured here and linked to the user. */
export async function linkedAccountsOf(db: Db, social: SocialConfig, userId: string): Promise<LinkedAccountView[]> {
  const rows = await db.select().from(linkedAccounts).where(eq(linkedAccounts.userId, userId));
  return SOCIAL_PROVIDERS.map((provider) => {
    const row = rows.find((r) => r.provider === provider);
    return { provider, configured: !!social[provider], linked: !!row, email: row?.email ?? null, linkedAt: row?.linkedAt ?? null };
  });
}

type MailContext = { db: Db; publicUrl: string };

/**
 * Emails a single-use, one-hour link that confirms unlinking. Refused when the account has no
 * password (it could no longer sign in) or the provider is not linked; limited per user. The link and
 * its email are written in one transaction; the jobs worker sends it.
 */
export async function requestUnlink(ctx: MailContext, userId: string, input: string, lang: Language): Promise<void> {
  const provider = Provider.parse(input);
  const [user] = await ctx.db
    .select({ email: users.email, name: users.name, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new DomainError("FORBIDDEN", { status: 403 });
  if (!user.passwordHash) throw new DomainError("UNLINK_NEEDS_PASSWORD");
  if (!(await isLinked(ctx.db, userId, provider))) throw new DomainError("NOT_LINKED");
  const key = `unlink:user:${userId}`;
  const wait = await blockedForSeconds(ctx.db, key, UNLINK_MAILS_MAX, UNLINK_MAILS_WINDOW_MINUTES);
  if (wait > 0) throw new DomainError("TOO_MANY_ATTEMPTS", { status: 429, retryAfter: wait });
  await recordFailure(ctx.db, [key]);
  await ctx.db.transaction(async (tx) => {
    const token = await issueEmailToken(tx, userId, "unlink-account", { provider });
    const link = `${ctx.publicUrl}${pathFor("unlink-account", lang, { accountType: provider })}?token=${token}`;
    const params = { name: user.name, link, provider: PROVIDER_NAMES[provider] };
    await enqueue(tx, "mail", { to: user.email, template: "unlinkAccount", lang, params });
  });
}

/**
 * Follows an emailed unlink link: it must be live, unused, for this provider and of the signed-in
 * user. Spending it and unlinking happen together; a second use finds it spent.
 */
export async function confirmUnlink(db: Db, userId: string, input: string, token: string): Promise<void> {
  const parsed = Provider.safeParse(input);
  if (!parsed.success || !token) throw new DomainError("UNLINK_LINK_INVALID");
  const provider = parsed.data;
  const found = await findEmailToken(db, token, "unlink-account");
  // Someone else's link is treated as an invalid one, and left unspent for its owner.
  if (!found || found.userId !== userId || found.data.provider !== provider) throw new DomainError("UNLINK_LINK_INVALID");
  await db.transaction(async (tx) => {
    if (!(await spendEmailToken(tx as unknown as Db, token, "unlink-account"))) throw new DomainError("UNLINK_LINK_INVALID");
    const removed = await tx
      .delete(linkedAccounts)
      .where(and(eq(linkedAccounts.userId, userId), eq(linkedAccounts.provider, provider)))
      .returning({ id: linkedAccounts.id });
    if (removed.length === 0) throw new DomainError("UNLINK_LINK_INVALID");
  });
}

async function isLinked(db: Db, userId: string, provider: SocialProviderName): Promise<boolean> {
  const rows = await db
    .select({ id: linkedAccounts.id })
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.userId, userId), eq(linkedAccounts.provider, provider)))
    .limit(1);
  return rows.length > 0;
}
