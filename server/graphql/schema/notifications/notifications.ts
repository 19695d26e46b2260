import { NOTIFICATION_ACTIONS, NOTIFICATION_AREAS, NOTIFICATION_ITEMS } from "../../../../common/notifications.ts";
import * as notifications from "../../../services/notifications/notifications.ts";
import type { NotificationPanel, NotificationView } from "../../../services/notifications/notifications.ts";
import { DomainError } from "../../../services/errors.ts";
import { builder } from "../../builder.ts";
import type { GraphQLContext } from "../../context.ts";

/** The header's notifications panel (section 3). */

const NotificationAction = builder.enumType("NotificationAction", { values: NOTIFICATION_ACTIONS });
const NotificationItem = builder.enumType("NotificationItem", { values: NOTIFICATION_ITEMS });
const NotificationArea = builder.enumType("NotificationArea", { values: NOTIFICATION_AREAS });

const Notification = builder.objectRef<NotificationView>("Notification").implement({
  description: "Something that happened to the viewer's contribution, or a bulletin post published.",
  fields: (t) => ({
    id: t.exposeID("id"),
    action: t.expose("action", { type: NotificationAction }),
    item: t.expose("item", { type: NotificationItem }),
    area: t.expose("area", { type: NotificationArea }),
    contributionId: t.exposeID("contributionId", { nullable: true, description: "Null once the item is gone." }),
    title: t.exposeString("title", { description: "The item's title (or first words) when it happened." }),
    path: t.exposeString("path", { description: "Where it is read: a path of the product." }),
    read: t.exposeBoolean("read"),
    createdAt: t.string({ description: "ISO 8601", resolve: (n) => n.createdAt.toISOString() }),
  }),
});

const NotificationPanelRef = builder.objectRef<NotificationPanel>("NotificationPanel").implement({
  description: "The viewer's notifications, newest first, with the unread count; `full` when no more will be added.",
  fields: (t) => ({
    items: t.field({ type: [Notification], resolve: (p) => p.items }),
    unread: t.exposeInt("unread"),
    full: t.exposeBoolean("full", { description: "The panel holds `capacity`: delete some to make room for new ones." }),
    capacity: t.exposeInt("capacity"),
  }),
});

async function viewer(ctx: GraphQLContext) {
  const me = await ctx.me();
  return me ? { id: me.id } : null;
}

builder.queryFields((t) => ({
  notifications: t.field({
    type: NotificationPanelRef,
    description: "The viewer's notifications panel.",
    authScopes: { registered: true },
    resolve: async (_root, _args, ctx) => notifications.panel(ctx.db, await viewer(ctx)),
  }),
  unreadNotifications: t.int({
    description: "How many of the viewer's notifications are unread (the header's badge; polled by open pages).",
    authScopes: { registered: true },
    resolve: async (_root, _args, ctx) => notifications.unreadCount(ctx.db, await viewer(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  markNotificationsRead: t.boolean({
    description: "Marks one notification (id) or all of the viewer's read. NOT_FOUND for an id not theirs.",
    authScopes: { registered: true },
    errors: { types: [DomainError] },
    args: { id: t.arg.id({ required: false }) },
    resolve: async (_root, args, ctx) => {
      await notifications.markRead(ctx.db, await viewer(ctx), args.id ? String(args.id) : null);
      return true;
    },
  }),
  deleteNotification: t.boolean({
    description: "Deletes one of the viewer's notifications, making room on a full panel. NOT_FOUND for an id not theirs.",
    authScopes: { registered: true },
    errors: { types: [DomainError] },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await notifications.remove(ctx.db, await viewer(ctx), String(args.id));
      return true;
    },
  }),
}));
