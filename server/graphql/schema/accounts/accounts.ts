import { clearedSessionCookie, sessionCookie } from "../../../auth/cookies.ts";
import { landingOf } from "../../../services/accounts/landing.ts";
import * as accounts from "../../../services/accounts/accounts.ts";
import { DomainError } from "../../../services/errors.ts";
import { builder } from "../../builder.ts";
import type { GraphQLContext } from "../../context.ts";
import { withStatus } from "../../status.ts";
import { CurrentUserRef } from "./me.ts";

type Session = { token: string; userId: string };

/** A new session: the token (for API clients; browsers get the HttpOnly cookie) and the user. */
const SessionRef = builder.objectRef<Session>("Session").implement({
  fields: (t) => ({
    token: t.exposeString("token"),
    landing: t.string({
      nullable: true,
      description:
        "The route (common/routes.ts) where the user's work is, for a sign-in that asked for no page: the moderation desk " +
        "when items wait there for a moderator, the back office for staff, My panel for a licensed teacher; null: the home page.",
      resolve: async (session, _args, ctx) => {
        const user = await accounts.currentUser(ctx.db, { userId: session.userId }, ctx.lang);
        return user ? landingOf(ctx.db, user) : null;
      },
    }),
    user: t.field({
      type: CurrentUserRef,
      resolve: async (session, _args, ctx) => {
        const user = await accounts.currentUser(ctx.db, { userId: session.userId }, ctx.lang);
        if (!user) throw new Error("Session user vanished");
        return user;
      },
    }),
  }),
});

const SignupInputRef = builder.inputType("SignupInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
    name: t.string({ required: true }),
    lastName: t.string({ required: true }),
    birthday: t.string({ required: true, description: "YYYY-MM-DD" }),
    password: t.string({ required: true }),
    repeatPassword: t.string({ required: true }),
    privacy: t.boolean({ required: true }),
    notices: t.boolean({ required: false }),
  }),
});

/** Opens a session: sets the cookie on the response and returns the token. */
async function startSession(ctx: GraphQLContext, open: () => Promise<{ token: string; expiresAt: Date; userId: string }>) {
  const session = await withStatus(ctx, open);
  ctx.response.cookies.push(sessionCookie(session.token, session.expiresAt, ctx.secureCookies));
  return session;
}

builder.mutationField("signup", (t) =>
  t.field({
    type: SessionRef,
    errors: { types: [DomainError] },
    args: { input: t.arg({ type: SignupInputRef, required: true }) },
    resolve: (_root, { input }, ctx) =>
      startSession(ctx, () => accounts.signup(ctx.db, { ...input, notices: input.notices ?? false }, ctx.lang, ctx.ip)),
  }),
);

builder.mutationField("login", (t) =>
  t.field({
    type: SessionRef,
    errors: { types: [DomainError] },
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => startSession(ctx, () => accounts.login(ctx.db, args, ctx.ip)),
  }),
);

builder.mutationField("logout", (t) =>
  t.boolean({
    description: "Ends the current session on the server and clears the cookie.",
    resolve: async (_root, _args, ctx) => {
      await accounts.logout(ctx.db, ctx.token);
      ctx.response.cookies.push(clearedSessionCookie(ctx.secureCookies));
      return true;
    },
  }),
);
