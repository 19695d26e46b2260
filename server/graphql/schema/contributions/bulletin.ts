import { BULLETIN_SORTS } from "../../../../common/contributions.ts";
import * as bulletin from "../../../services/contributions/bulletin.ts";
import type { BulletinViewer } from "../../../services/contributions/bulletin.ts";
import { DomainError } from "../../../services/errors.ts";
import { builder } from "../../builder.ts";
import { expected } from "../../expected-errors.ts";
import type { GraphQLContext } from "../../context.ts";
import { Contribution, ContributionPageRef, IDEMPOTENCY_KEY_DESCRIPTION } from "./contributions.ts";

/** The bulletin board: staff's posts (drafts until published) and teachers' moderated answers. */

const BulletinSort = builder.enumType("BulletinSort", { values: BULLETIN_SORTS });

async function bulletinViewer(ctx: GraphQLContext): Promise<BulletinViewer> {
  const me = await ctx.me();
  return me ? { id: me.id, moderator: me.moderator, developer: me.developer, eventManager: me.eventManager } : null;
}

builder.queryFields((t) => ({
  bulletinPosts: t.field({
    type: ContributionPageRef,
    description: "A page of the bulletin's published posts (for staff and event managers, drafts first too).",
    authScopes: { bulletinReader: true },
    args: { sort: t.arg({ type: BulletinSort, required: false }), page: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) =>
      expected(async () => bulletin.bulletinPosts(ctx.db, await bulletinViewer(ctx), ctx.lang, { sort: args.sort, page: args.page ?? 1 })),
  }),
  bulletinPost: t.field({
    type: Contribution,
    nullable: true,
    description:
      "A post with its answers (published ones, the viewer's pending ones, all pending for moderators); a draft only for staff and event managers.",
    authScopes: { bulletinReader: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => bulletin.bulletinPost(ctx.db, await bulletinViewer(ctx), ctx.lang, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  createBulletinPost: t.field({
    type: Contribution,
    description: "Staff write a post (title and rich content, the editor's HTML or plain text), kept as a draft until published.",
    authScopes: { developer: true },
    errors: { types: [DomainError] },
    args: {
      title: t.arg.string({ required: true }),
      content: t.arg.string({ required: true }),
      idempotencyKey: t.arg.string({ required: false, description: IDEMPOTENCY_KEY_DESCRIPTION }),
    },
    resolve: async (_root, args, ctx) => bulletin.createBulletinPost(ctx.db, await bulletinViewer(ctx), ctx.lang, args),
  }),
  publishBulletinPost: t.field({
    type: Contribution,
    description: "Staff publish a draft; every licensed teacher is notified.",
    authScopes: { developer: true },
    errors: { types: [DomainError] },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => bulletin.publishBulletinPost(ctx.db, await bulletinViewer(ctx), ctx.lang, String(args.id)),
  }),
  postBulletinAnswer: t.field({
    type: Contribution,
    description: "A licensed teacher answers a published post; the answer waits for a moderator.",
    authScopes: { licensed: true },
    errors: { types: [DomainError] },
    args: {
      postId: t.arg.id({ required: true }),
      content: t.arg.string({ required: true }),
      idempotencyKey: t.arg.string({ required: false, description: IDEMPOTENCY_KEY_DESCRIPTION }),
    },
    resolve: async (_root, args, ctx) =>
      bulletin.postBulletinAnswer(ctx.db, await bulletinViewer(ctx), ctx.lang, {
        postId: String(args.postId),
        content: args.content,
        idempotencyKey: args.idempotencyKey,
      }),
  }),
}));
