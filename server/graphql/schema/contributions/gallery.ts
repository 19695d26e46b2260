import { GALLERY_MAX_FILES } from "../../../../common/gallery.ts";
import { DomainError } from "../../../services/errors.ts";
import * as gallery from "../../../services/contributions/gallery.ts";
import { builder } from "../../builder.ts";
import { expected } from "../../expected-errors.ts";
import { AgeSegmentRef } from "../activities/activities.ts";
import { FileScalar } from "../profile/profile.ts";
import { Contribution, ContributionPageRef, IDEMPOTENCY_KEY_DESCRIPTION, viewer } from "./contributions.ts";

/** The gallery of shared results (section 5): its grid, a result with its comments, sharing and commenting. */

const GalleryFilter = builder.inputType("GalleryFilter", {
  fields: (t) => ({
    categories: t.stringList({ required: false, description: "Activity categories (any of them); unknown ones are ignored." }),
    age: t.field({ type: AgeSegmentRef, required: false, description: "The class age (the gallery's section)." }),
  }),
});

const GalleryResultInput = builder.inputType("GalleryResultInput", {
  fields: (t) => ({
    title: t.string({ required: true }),
    description: t.string({ required: true, description: "Plain text." }),
    categories: t.stringList({ required: false }),
    age: t.field({ type: AgeSegmentRef, required: false }),
    videoUrl: t.string({
      required: false,
      description: "youtube.com/watch?v=…, youtu.be/… or vimeo.com/<digits>; stored in its canonical form.",
    }),
    pupilsAppear: t.boolean({ required: false, description: "Whether pupils appear (must be answered)." }),
    permissionsHeld: t.boolean({ required: false, description: "The families' image permissions are held: required when pupils appear." }),
    idempotencyKey: t.string({ required: false, description: IDEMPOTENCY_KEY_DESCRIPTION }),
  }),
});

builder.queryFields((t) => ({
  galleryResults: t.field({
    type: ContributionPageRef,
    description: "A page of published results, most recently published first.",
    authScopes: { communityReader: true },
    args: { filter: t.arg({ type: GalleryFilter, required: false }), page: t.arg.int({ required: false, defaultValue: 1 }) },
    resolve: (_root, args, ctx) =>
      expected(async () =>
        gallery.galleryPage(
          ctx.db,
          await viewer(ctx),
          ctx.lang,
          { categories: args.filter?.categories, age: args.filter?.age },
          args.page ?? 1,
        ),
      ),
  }),
  galleryResult: t.field({
    type: Contribution,
    nullable: true,
    description: "A result with its comments (replies), as the viewer may see them; null when there is none for them.",
    authScopes: { communityReader: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => gallery.galleryResult(ctx.db, await viewer(ctx), ctx.lang, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  postGalleryResult: t.field({
    type: Contribution,
    description:
      `Shares a result (pending until moderated). \`files\` (multipart, at most ${GALLERY_MAX_FILES}): JPG, PNG, GIF, AVI or MP4 of ` +
      "at most 10 MB each, judged by content (files.tooLarge, files.formatInvalid on the field files); images are stored re-encoded " +
      "before the answer, videos are processed in the background (their state).",
    authScopes: { licensed: true },
    errors: { types: [DomainError] },
    args: {
      input: t.arg({ type: GalleryResultInput, required: true }),
      files: t.arg({ type: [FileScalar], required: false }),
    },
    resolve: async (_root, { input, files }, ctx) =>
      gallery.shareResult(ctx.db, ctx.storage, await viewer(ctx), ctx.lang, { ...input, files: (files ?? []).filter((f) => f.size > 0) }),
  }),
  postGalleryComment: t.field({
    type: Contribution,
    description: "Comments on a published result (plain text); pending until moderated.",
    authScopes: { licensed: true },
    errors: { types: [DomainError] },
    args: {
      resultId: t.arg.id({ required: true }),
      content: t.arg.string({ required: true }),
      idempotencyKey: t.arg.string({ required: false, description: IDEMPOTENCY_KEY_DESCRIPTION }),
    },
    resolve: async (_root, args, ctx) =>
      gallery.commentResult(ctx.db, await viewer(ctx), ctx.lang, {
        resultId: String(args.resultId),
        content: args.content,
        idempotencyKey: args.idempotencyKey,
      }),
  }),
}));
