import { FORUM_SORTS } from "../../../../common/contributions.ts";
import { postedRichText, RICH_TEXT_HTML_FORMAT } from "../../../../common/rich-text.ts";
import { DomainError } from "../../../services/errors.ts";
import * as forum from "../../../services/contributions/forum.ts";
import { uploadForumImage } from "../../../services/contributions/forum-images.ts";
import { builder } from "../../builder.ts";
import { expected } from "../../expected-errors.ts";
import { CategoryRef } from "../activities/activities.ts";
import { Contribution, ContributionPageRef, IDEMPOTENCY_KEY_DESCRIPTION, viewer } from "./contributions.ts";

/** The forum (section 1 of issue 13): themes with rich content and categories, answers, six sorts. */

const ForumSortRef = builder.enumType("ForumSort", {
  description: "Popular (most published answers), recent (publication), last answer; each way.",
  values: FORUM_SORTS,
});

const ContentFormatRef = builder.enumType("ContentFormat", {
  description: "html: the editor's HTML (sanitised on the server); text: plain text, its blank lines making paragraphs.",
  values: ["html", "text"] as const,
});

const ForumFilterRef = builder.inputType("ForumFilter", {
  fields: (t) => ({
    categories: t.field({ type: [CategoryRef], required: false, description: "Themes filed under any of these." }),
    text: t.string({ required: false, description: 'Words in title or content (a web search: "a b" both, -a not, quotes).' }),
  }),
});

const ForumThemeInputRef = builder.inputType("ForumThemeInput", {
  fields: (t) => ({
    title: t.string({ required: true }),
    content: t.string({ required: true }),
    contentFormat: t.field({ type: ContentFormatRef, required: false, defaultValue: "html" }),
    categories: t.field({ type: [CategoryRef], required: true, description: "At least one." }),
    idempotencyKey: t.string({ required: false, description: IDEMPOTENCY_KEY_DESCRIPTION }),
  }),
});

builder.queryFields((t) => ({
  forumThemes: t.field({
    type: ContributionPageRef,
    description: "A page of published forum themes, filtered and sorted (two statements whatever the page).",
    authScopes: { communityReader: true },
    args: {
      filter: t.arg({ type: ForumFilterRef, required: false }),
      sort: t.arg({ type: ForumSortRef, required: false }),
      page: t.arg.int({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      expected(async () =>
        forum.forumThemes(ctx.db, await viewer(ctx), ctx.lang, {
          filter: args.filter ? { categories: args.filter.categories ?? null, text: args.filter.text ?? null } : null,
          sort: args.sort ?? null,
          page: args.page ?? 1,
        }),
      ),
  }),
  forumTheme: t.field({
    type: Contribution,
    nullable: true,
    description:
      "A theme with its answers (published ones, the viewer's own pending ones; moderators: all pending), " +
      "oldest first. Null when the viewer may not see it (unknown, someone else's pending theme, rejected).",
    authScopes: { communityReader: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => forum.forumTheme(ctx.db, await viewer(ctx), ctx.lang, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  postForumTheme: t.field({
    type: Contribution,
    description:
      "A licensed teacher opens a theme (title, rich content, at least one category); pending until a moderator " +
      "publishes it. VALIDATION names every refused field at once.",
    authScopes: { licensed: true },
    errors: { types: [DomainError] },
    args: { input: t.arg({ type: ForumThemeInputRef, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      forum.postTheme(ctx.db, await viewer(ctx), ctx.lang, {
        title: input.title,
        content: postedRichText(input.content, (input.contentFormat ?? "html") === "html" ? RICH_TEXT_HTML_FORMAT : "text"),
        categories: input.categories,
        idempotencyKey: input.idempotencyKey,
      }),
  }),
  postForumAnswer: t.field({
    type: Contribution,
    description: "Answers a published theme (plain text, not empty); pending until a moderator publishes it.",
    authScopes: { licensed: true },
    errors: { types: [DomainError] },
    args: {
      themeId: t.arg.id({ required: true }),
      content: t.arg.string({ required: true }),
      idempotencyKey: t.arg.string({ required: false, description: IDEMPOTENCY_KEY_DESCRIPTION }),
    },
    resolve: async (_root, args, ctx) =>
      forum.postAnswer(ctx.db, await viewer(ctx), ctx.lang, {
        themeId: String(args.themeId),
        content: args.content,
        idempotencyKey: args.idempotencyKey,
      }),
  }),
  uploadForumImage: t.field({
    type: "String",
    description:
      "Stores an image for the forum editor (JPG, PNG or GIF by its content, at most 10 MB) as WebP without " +
      "metadata and answers its public path, /uploads/forum/<name>.webp. VALIDATION on `image` otherwise.",
    authScopes: { licensed: true },
    errors: { types: [DomainError] },
    args: { image: t.arg({ type: "File", required: true }) },
    resolve: async (_root, args, ctx) => uploadForumImage(ctx.db, ctx.storage, await viewer(ctx), args.image, ctx.now()),
  }),
}));
