import type { Strings } from "../types.ts";
import type { notifications as es } from "../es/notifications.ts";

export const notifications: Strings<typeof es> = {
  title: "Notifications",
  listLabel: "Your notifications",
  markAll: "Mark all as read",
  delete: "Delete",
  deleteLabel: "Delete the notification: {{text}}",
  unread: "Unread",
  empty: "You have no notifications.",
  loading: "Loading the notifications…",
  failed: "The notifications could not be loaded. Try again later.",
  full: "No more notifications will fit on the panel, delete some to create space",
  deleted: "Notification deleted.",
  allRead: "All notifications are read.",
  text: {
    published: {
      post: "Your theme “{{title}}” has been published",
      news: "Your post “{{title}}” has been published",
      comment: "Your comment “{{title}}” has been published",
      answer: "Your answer on “{{title}}” has been published",
      result: "Your result “{{title}}” has been published",
    },
    rejected: {
      post: "Your theme “{{title}}” has been rejected",
      news: "Your post “{{title}}” has been rejected",
      comment: "Your comment “{{title}}” has been rejected",
      answer: "Your answer on “{{title}}” has been rejected",
      result: "Your result “{{title}}” has been rejected",
    },
    answered: "There is a new answer on “{{title}}”",
    commented: "There is a new comment on “{{title}}”",
    bulletinPublished: "New post on the bulletin board: “{{title}}”",
  },
};
