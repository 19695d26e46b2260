/** Notifications (section 3): what happened, to what kind of item, and which area of the product it belongs to. */
export const NOTIFICATION_ACTIONS = ["answered", "commented", "published", "rejected", "bulletinPublished"] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];
export const NOTIFICATION_ITEMS = ["post", "comment", "answer", "result"] as const;
export type NotificationItem = (typeof NOTIFICATION_ITEMS)[number];
export const NOTIFICATION_AREAS = ["MYPANEL", "FORUM", "GALLERY", "NEWS"] as const;
export type NotificationArea = (typeof NOTIFICATION_AREAS)[number];

/**
 * How many notifications the header's panel holds (the specification leaves the figure open). When a
 * user's panel is full, new ones are not added and the panel says "No more notifications will fit on
 * the panel, delete some to create space".
 */
export const NOTIFICATION_CAPACITY = 50;
/** How often an open page asks for new notifications (decision 031: a light poll). */
export const NOTIFICATION_POLL_SECONDS = 30;
