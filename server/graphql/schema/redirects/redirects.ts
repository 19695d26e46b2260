import { REDIRECT_KINDS } from "../../../../common/redirects.ts";
import * as redirects from "../../../services/redirects/redirects.ts";
import { builder } from "../../builder.ts";

const RedirectKindEnum = builder.enumType("RedirectKind", {
  description: "QR codes printed on kits and posters (/qr/:id) and short links (/link/:link).",
  values: REDIRECT_KINDS,
});

builder.mutationFields((t) => ({
  followRedirect: t.string({
    nullable: true,
    description:
      "Counts a use of a QR code or short link and returns its target (a site path or an https address); " +
      "null when the key is unknown or the stored target is not safe to send anyone to.",
    args: { kind: t.arg({ type: RedirectKindEnum, required: true }), key: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => redirects.followRedirect(ctx.db, args),
  }),
}));
