import { PUBLICATION_STATES, SLUGGED_KINDS } from "../../../../common/editing.ts";
import { movedSlug } from "../../../services/redirects/former-slugs.ts";
import { builder } from "../../builder.ts";

/** What the back office's editors share (issue 18, decision 041). */

export const PublicationStateRef = builder.enumType("PublicationState", {
  description: "draft: staff only; published; scheduled: published from a later moment (hidden until then).",
  values: PUBLICATION_STATES,
});

const SluggedKindRef = builder.enumType("SluggedKind", {
  description: "Content whose address an editor may change.",
  values: SLUGGED_KINDS,
});

builder.queryFields((t) => ({
  movedSlug: t.string({
    nullable: true,
    description: "The current slug of the item that once had `slug` (its editor changed it); null when none had it.",
    args: { kind: t.arg({ type: SluggedKindRef, required: true }), slug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => movedSlug(ctx.db, args.kind, args.slug),
  }),
}));
