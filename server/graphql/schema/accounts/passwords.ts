import { clearedSessionCookie } from "../../../auth/cookies.ts";
import { requireUser } from "../../../policies/guards.ts";
import { DomainError } from "../../../services/errors.ts";
import * as passwords from "../../../services/accounts/passwords.ts";
import { builder } from "../../builder.ts";
import { withStatus } from "../../status.ts";

builder.queryFields((t) => ({
  passwordRestoreLinkValid: t.boolean({
    description: "Whether an emailed password restore link can still be used.",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) => passwords.isRestoreLinkValid(ctx.db, token),
  }),
  hasPassword: t.boolean({
    description: "Whether the signed-in account has a password (accounts made through a social provider may not).",
    authScopes: { registered: true },
    resolve: async (_root, _args, ctx) => passwords.hasPassword(ctx.db, requireUser(await ctx.me()).id),
  }),
}));

builder.mutationFields((t) => ({
  requestPasswordRestore: t.boolean({
    description: "Emails a restore link if the address has an account; the answer never says whether it has.",
    errors: { types: [DomainError] },
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => withStatus(ctx, () => passwords.requestPasswordRestore(ctx.db, args, ctx.ip)).then(() => true),
  }),
  restorePassword: t.boolean({
    errors: { types: [DomainError] },
    args: {
      token: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      repeatPassword: t.arg.string({ required: true }),
    },
    resolve: async (_root, { token, ...input }, ctx) => {
      await passwords.restorePassword(ctx.db, token, input);
      // Every session ended, this browser's too.
      ctx.response.cookies.push(clearedSessionCookie(ctx.secureCookies));
      return true;
    },
  }),
  updatePassword: t.boolean({
    authScopes: { registered: true },
    errors: { types: [DomainError] },
    args: {
      currentPassword: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      repeatPassword: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      await passwords.updatePassword(ctx.db, requireUser(await ctx.me()).id, ctx.token, args);
      return true;
    },
  }),
  createPassword: t.boolean({
    authScopes: { registered: true },
    errors: { types: [DomainError] },
    args: { password: t.arg.string({ required: true }), repeatPassword: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await passwords.createPassword(ctx.db, requireUser(await ctx.me()).id, args);
      return true;
    },
  }),
}));
