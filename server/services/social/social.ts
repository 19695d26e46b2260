import { and, eq, lt } from "drizzle-orm";
import { z } from "zod";
import { safeReturnPath } from "../../../common/return-path.ts";
import { NAME_MAX_LENGTH } from "../../../common/constants.ts";
import type { ErrorCode } from "../../../common/errors.ts";
import { type Language, storedLanguage } from "../../../common/languages.ts";
import { pathFor } from "../../../common/routes.ts";
import { authorizationRequest, exchangeCode, providerConfiguration, SOCIAL_PROVIDERS, type SocialIdentity } from "../../auth/oidc.ts";
import { createSession } from "../../auth/sessions.ts";
import type { SocialConfig, SocialProviderName } from "../../auth/social-config.ts";
import type { Db } from "../../db/client.ts";
import { linkedAccounts, oauthFlows, userRoles, users } from "../../db/schema/index.ts";
import { logger } from "../../logger.ts";
import { DomainError } from "../errors.ts";

/** A sign-in or link started at a provider must come back within ten minutes. */
export const FLOW_MINUTES = 10;
export const Provider = z.enum(SOCIAL_PROVIDERS);

/** A social failure, with the language and purpose of its flow (when known) so that the right page speaks it. */
export class SocialError extends DomainError {
  readonly language: Language;
  readonly purpose: "login" | "link" | null;
  constructor(code: ErrorCode, language: Language, purpose: "login" | "link" | null = null) {
    super(code);
    this.language = language;
    this.purpose = purpose;
  }
}

type Fail = (code: ErrorCode) => SocialError;
type SocialContext = { db: Db; social: SocialConfig; publicUrl: string };

/** Where a provider sends the user back: the provider's redirect route (one address per provider). */
export function redirectUri(publicUrl: string, provider: SocialProviderName): string {
  return `${publicUrl}${pathFor(provider === "google" ? "google-redirect" : "microsoft-redirect", "es")}`;
}

async function configurationOf(ctx: SocialContext, provider: SocialProviderName, lang: Language) {
  const settings = ctx.social[provider];
  if (!settings) throw new SocialError("SOCIAL_NOT_CONFIGURED", lang);
  return providerConfiguration(settings).catch(() => {
    throw new SocialError("SOCIAL_UNAVAILABLE", lang);
  });
}

type Start = { provider: string; purpose: "login" | "link"; userId: string | null; returnTo?: string | null; lang: Language };

/** Records a flow (state, nonce, PKCE verifier) and returns the provider's authorization address. */
export async function startFlow(ctx: SocialContext, input: Start): Promise<{ url: string; state: string }> {
  const provider = Provider.parse(input.provider);
  const config = await configurationOf(ctx, provider, input.lang);
  const request = await authorizationRequest(config, provider, redirectUri(ctx.publicUrl, provider));
  // Flows nobody finished are removed as new ones start, so the table stays small.
  await ctx.db.delete(oauthFlows).where(lt(oauthFlows.expiresAt, new Date()));
  const returnTo = safeReturnPath(input.returnTo, ctx.publicUrl);
  await ctx.db.insert(oauthFlows).values({
    state: request.state,
    provider,
    purpose: input.purpose,
    userId: input.userId,
    codeVerifier: request.codeVerifier,
    nonce: request.nonce,
    returnTo: returnTo && returnTo.length <= 2000 ? returnTo : null,
    language: input.lang,
    expiresAt: new Date(Date.now() + FLOW_MINUTES * 60_000),
  });
  return { url: request.url, state: request.state };
}

export type SocialOutcome = {
  purpose: "login" | "link";
  provider: SocialProviderName;
  userId: string;
  created: boolean;
  needsBirthdate: boolean;
  returnTo: string | null;
  language: Language;
  session: { token: string; expiresAt: Date } | null;
};

type Complete = {
  provider: string;
  /** The query string the provider sent back (code, state, or error). */
  callback: URLSearchParams;
  /** The state this browser started (from its cookie): a callback started elsewhere is refused. */
  boundState: string | null;
  /** The signed-in user, who must be the one who started a link flow. */
  userId: string | null;
  lang: Language;
};

/**
 * Finishes a flow: spends its state (so a replay finds nothing), checks who may finish it, exchanges
 * the code and then signs in, signs up or links. Any forged, replayed or expired callback changes nothing.
 */
export async function completeFlow(ctx: SocialContext, input: Complete): Promise<SocialOutcome> {
  const provider = Provider.parse(input.provider);
  const state = input.callback.get("state");
  if (!state || state !== input.boundState) throw new SocialError("SOCIAL_FLOW_INVALID", input.lang);
  const [flow] = await ctx.db
    .delete(oauthFlows)
    .where(and(eq(oauthFlows.state, state), eq(oauthFlows.provider, provider)))
    .returning();
  if (!flow) throw new SocialError("SOCIAL_FLOW_INVALID", input.lang);
  const lang = storedLanguage(flow.language);
  const fail = (code: ErrorCode) => new SocialError(code, lang, flow.purpose);
  if (flow.expiresAt < new Date()) throw fail("SOCIAL_FLOW_INVALID");
  if (input.callback.has("error")) throw fail("SOCIAL_CANCELLED");
  if (flow.purpose === "link" && (!flow.userId || flow.userId !== input.userId)) throw fail("SOCIAL_FLOW_INVALID");
  const config = await configurationOf(ctx, provider, lang).catch((error: SocialError) => {
    throw fail(error.code);
  });
  let identity: SocialIdentity;
  try {
    identity = await exchangeCode(config, provider, redirectUri(ctx.publicUrl, provider), input.callback, flow);
  } catch (error) {
    logger.warn({ err: error, provider }, "social callback refused");
    throw fail("SOCIAL_FLOW_INVALID");
  }
  const base = { provider, returnTo: flow.returnTo, language: lang };
  if (flow.purpose === "link") {
    await linkIdentity(ctx.db, flow.userId!, provider, identity, fail);
    return { ...base, purpose: "link", userId: flow.userId!, created: false, needsBirthdate: false, session: null };
  }
  const { userId, created, birthday } = await accountFor(ctx.db, provider, identity, lang, fail);
  const session = await createSession(ctx.db, userId);
  return { ...base, purpose: "login", userId, created, needsBirthdate: !birthday, session };
}

/** The account of a linked subject, or a new one made from the provider's profile (never merged by email). */
async function accountFor(db: Db, provider: SocialProviderName, identity: SocialIdentity, lang: Language, fail: Fail) {
  const [linked] = await db
    .select({ id: users.id, active: users.active, birthday: users.birthday })
    .from(linkedAccounts)
    .innerJoin(users, eq(users.id, linkedAccounts.userId))
    .where(and(eq(linkedAccounts.provider, provider), eq(linkedAccounts.subject, identity.subject)))
    .limit(1);
  if (linked) {
    if (!linked.active) throw fail("FORBIDDEN");
    return { userId: linked.id, created: false, birthday: linked.birthday };
  }
  if (!identity.emailVerified || !identity.email) throw fail("SOCIAL_EMAIL_UNVERIFIED");
  const email = identity.email;
  const userId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email,
        name: identity.name?.slice(0, NAME_MAX_LENGTH) ?? null,
        lastName: identity.lastName?.slice(0, NAME_MAX_LENGTH) ?? null,
        // Accepted through the notice beside the buttons (decision 009); the birthdate comes next.
        privacyAcceptedAt: new Date(),
        language: lang,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!created) throw fail("SOCIAL_EMAIL_IN_USE");
    await tx.insert(userRoles).values({ userId: created.id, role: "USER_REGISTERED" });
    await tx.insert(linkedAccounts).values({ userId: created.id, provider, subject: identity.subject, email });
    return created.id;
  });
  return { userId, created: true, birthday: null };
}

/** Links a provider's account to a signed-in user whose email it shares (verified by the provider). */
async function linkIdentity(db: Db, userId: string, provider: SocialProviderName, identity: SocialIdentity, fail: Fail) {
  const taken = await subjectOwner(db, provider, identity.subject);
  if (taken === userId) return;
  if (taken) throw fail("LINK_SUBJECT_TAKEN");
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !identity.emailVerified || identity.email !== user.email.toLowerCase()) {
    throw fail("LINK_EMAIL_MISMATCH");
  }
  const [inserted] = await db
    .insert(linkedAccounts)
    .values({ userId, provider, subject: identity.subject, email: identity.email })
    .onConflictDoNothing()
    .returning({ id: linkedAccounts.id });
  if (inserted) return;
  // Lost a race, or the user already has another account of this provider linked.
  const owner = await subjectOwner(db, provider, identity.subject);
  if (owner === userId) return;
  throw fail(owner ? "LINK_SUBJECT_TAKEN" : "LINK_ALREADY_LINKED");
}

async function subjectOwner(db: Db, provider: SocialProviderName, subject: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: linkedAccounts.userId })
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.provider, provider), eq(linkedAccounts.subject, subject)))
    .limit(1);
  return row?.userId ?? null;
}
