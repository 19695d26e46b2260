import { COMMUNITY_LISTS, COMMUNITY_SECTIONS, DESK_PAGE_SIZE } from "../../../../common/contributions.ts";
import { type DeskPage, deskPage } from "../../../services/contributions/desk.ts";
import { builder } from "../../builder.ts";
import { expected } from "../../expected-errors.ts";
import { Contribution, viewer } from "./contributions.ts";

/** The moderation desk (section 4): every section's contributions by the community lists of section 3. */

const CommunityList = builder.enumType("CommunityList", {
  description:
    "The desk's lists: pending (the queue, oldest first), published, publishedNoEmailSent (published, author " +
    "not emailed yet), rejected, answered (forum and bulletin threads with published answers), commented (gallery " +
    "results and activity comments with published comments).",
  values: COMMUNITY_LISTS,
});
const CommunitySection = builder.enumType("CommunitySection", {
  description: "The desk's section filter: openActivities (the activities' comments), forum, gallery, bulletin.",
  values: COMMUNITY_SECTIONS,
});

const ModerationDeskPage = builder.objectRef<DeskPage>("ModerationDeskPage").implement({
  description: "A page of the moderation desk with the total and page count of the whole filtered list.",
  fields: (t) => ({
    total: t.exposeInt("total"),
    page: t.exposeInt("page"),
    pageCount: t.exposeInt("pageCount"),
    pageSize: t.exposeInt("pageSize"),
    items: t.field({ type: [Contribution], description: "Each with its thread, heldFor and rejectReason.", resolve: (p) => p.items }),
  }),
});

builder.queryFields((t) => ({
  moderationDesk: t.field({
    type: ModerationDeskPage,
    description:
      `The moderation desk, for moderators: one list across activities, forum, gallery and bulletin, by list and ` +
      `section, ${DESK_PAGE_SIZE} a page (two statements whatever the page).`,
    authScopes: { moderator: true },
    args: {
      list: t.arg({ type: CommunityList, required: false, defaultValue: "pending" }),
      section: t.arg({ type: CommunitySection, required: false }),
      page: t.arg.int({ required: false, defaultValue: 1 }),
    },
    resolve: (_root, args, ctx) =>
      expected(async () =>
        deskPage(ctx.db, await viewer(ctx), ctx.lang, {
          list: args.list ?? "pending",
          section: args.section ?? null,
          page: args.page ?? 1,
        }),
      ),
  }),
}));
