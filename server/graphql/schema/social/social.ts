import { readCookie, sessionCookie } from "../../../auth/cookies.ts";
import { SOCIAL_PROVIDERS } from "../../../auth/oidc.ts";
import { requireUser } from "../../../policies/guards.ts";
import { DomainError } from "../../../services/errors.ts";
import { currentUser } from "../../../services/accounts/accounts.ts";
import { landingOf } from "../../../services/accounts/landing.ts";
import * as social from "../../../services/social/social.ts";
import { SocialError } from "../../../services/social/social.ts";
import * as accounts from "../../../services/social/social-accounts.ts";
import { builder } from "../../builder.ts";
import type { GraphQLContext } from "../../context.ts";
import { withStatus } from "../../status.ts";

/** Binds a flow to the browser that started it, so a callback address sent to someone else is refused. */
const STATE_COOKIE = "socialState";

function stateCookie(ctx: GraphQLContext, state: string | null): string {
  const value = state ? `${state}; Max-Age=${social.FLOW_MINUTES * 60}` : "; Max-Age=0";
  return `${STATE_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax${ctx.secureCookies ? "; Secure" : ""}`;
}

/** Yoga merges the HTTP request into the context; the flow's cookie is read from it. */
function boundState(ctx: GraphQLContext): string | null {
  const request = (ctx as GraphQLContext & { request?: Request }).request;
  return readCookie(request?.headers.get("cookie") ?? null, STATE_COOKIE);
}

const ProviderRef = builder.enumType("SocialProvider", { values: SOCIAL_PROVIDERS });

builder.objectType(SocialError, {
  name: "SocialError",
  description: "A social sign-in or link failure, with the language of the flow it ended.",
  fields: (t) => ({
    code: t.exposeString("code"),
    message: t.exposeString("messageKey", { description: "i18n key of the message to show" }),
    language: t.exposeString("language"),
    purpose: t.exposeString("purpose", { nullable: true, description: "login or link, when the flow was known" }),
  }),
});

const StartRef = builder.objectRef<{ url: string }>("SocialStart").implement({
  fields: (t) => ({ url: t.exposeString("url", { description: "The provider's authorization address to send the browser to." }) }),
});

const OutcomeRef = builder.objectRef<social.SocialOutcome>("SocialOutcome").implement({
  fields: (t) => ({
    purpose: t.exposeString("purpose", { description: "login or link" }),
    provider: t.field({ type: ProviderRef, resolve: (o) => o.provider }),
    userId: t.exposeID("userId"),
    created: t.exposeBoolean("created", { description: "A new account was made from the provider's profile." }),
    needsBirthdate: t.exposeBoolean("needsBirthdate"),
    returnTo: t.exposeString("returnTo", { nullable: true }),
    language: t.exposeString("language"),
    landing: t.string({
      nullable: true,
      description: "For a sign-in without returnTo: the route where the user's work is (as Session.landing).",
      resolve: async (o, _args, ctx) => {
        if (o.purpose !== "login") return null;
        const user = await currentUser(ctx.db, { userId: o.userId }, ctx.lang);
        return user ? landingOf(ctx.db, user) : null;
      },
    }),
    token: t.string({
      nullable: true,
      description: "The new session's token (browsers get the cookie).",
      resolve: (o) => o.session?.token ?? null,
    }),
  }),
});

const LinkedAccountRef = builder.objectRef<accounts.LinkedAccountView>("LinkedAccount").implement({
  fields: (t) => ({
    provider: t.field({ type: ProviderRef, resolve: (a) => a.provider }),
    configured: t.exposeBoolean("configured"),
    linked: t.exposeBoolean("linked"),
    email: t.exposeString("email", { nullable: true }),
    linkedAt: t.string({ nullable: true, resolve: (a) => a.linkedAt?.toISOString() ?? null }),
  }),
});

builder.queryField("linkedAccounts", (t) =>
  t.field({
    type: [LinkedAccountRef],
    description: "Google and Microsoft, each with whether it is linked to the signed-in account.",
    authScopes: { registered: true },
    resolve: async (_root, _args, ctx) => accounts.linkedAccountsOf(ctx.db, ctx.social, requireUser(await ctx.me()).id),
  }),
);

builder.mutationFields((t) => ({
  startSocialSignIn: t.field({
    type: StartRef,
    description: "Starts signing in (or up) with a provider; the caller shows the privacy notice beside the button.",
    errors: { types: [SocialError, DomainError] },
    args: { provider: t.arg({ type: ProviderRef, required: true }), returnTo: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const started = await social.startFlow(ctx, { ...args, purpose: "login", userId: null, lang: ctx.lang });
      ctx.response.cookies.push(stateCookie(ctx, started.state));
      return { url: started.url };
    },
  }),
  startSocialLink: t.field({
    type: StartRef,
    description: "Starts linking a provider's account to the signed-in account.",
    authScopes: { registered: true },
    errors: { types: [SocialError, DomainError] },
    args: { provider: t.arg({ type: ProviderRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const me = requireUser(await ctx.me());
      const started = await social.startFlow(ctx, { ...args, purpose: "link", userId: me.id, lang: ctx.lang });
      ctx.response.cookies.push(stateCookie(ctx, started.state));
      return { url: started.url };
    },
  }),
  completeSocialSignIn: t.field({
    type: OutcomeRef,
    description: "Finishes a flow from the provider's callback (its query string); signs in, signs up or links.",
    errors: { types: [SocialError, DomainError] },
    args: { provider: t.arg({ type: ProviderRef, required: true }), callback: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const bound = boundState(ctx);
      ctx.response.cookies.push(stateCookie(ctx, null));
      const query = args.callback.includes("?") ? args.callback.slice(args.callback.indexOf("?") + 1) : args.callback;
      const me = await ctx.me();
      const outcome = await social.completeFlow(ctx, {
        provider: args.provider,
        callback: new URLSearchParams(query),
        boundState: bound,
        userId: me?.id ?? null,
        lang: ctx.lang,
      });
      if (outcome.session) ctx.response.cookies.push(sessionCookie(outcome.session.token, outcome.session.expiresAt, ctx.secureCookies));
      return outcome;
    },
  }),
  requestUnlink: t.boolean({
    description: "Emails a link that confirms unlinking the provider (the account needs a password).",
    authScopes: { registered: true },
    errors: { types: [DomainError] },
    args: { provider: t.arg({ type: ProviderRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const me = requireUser(await ctx.me());
      await withStatus(ctx, () => accounts.requestUnlink(ctx, me.id, args.provider, ctx.lang));
      return true;
    },
  }),
  confirmUnlink: t.boolean({
    description: "Unlinks the provider through the emailed link's token.",
    authScopes: { registered: true },
    errors: { types: [DomainError] },
    args: { provider: t.arg({ type: ProviderRef, required: true }), token: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await accounts.confirmUnlink(ctx.db, requireUser(await ctx.me()).id, args.provider, args.token);
      return true;
    },
  }),
}));
