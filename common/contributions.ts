/** Contributions (section 4): the forum, gallery, bulletin and activity comments share one model. */
import type { Category } from "./activities.ts";

/** Section 3's types; "post" is a bulletin post (the notifications' item kind of the same name). */
export const CONTRIBUTION_TYPES = ["theme", "comment", "answer", "result", "post"] as const;
export type ContributionType = (typeof CONTRIBUTION_TYPES)[number];
export const CONTRIBUTION_SECTIONS = ["forum", "gallery", "bulletin", "activities"] as const;
export type ContributionSection = (typeof CONTRIBUTION_SECTIONS)[number];
export const CONTRIBUTION_STATES = ["pending", "published", "rejected"] as const;
export type ContributionState = (typeof CONTRIBUTION_STATES)[number];
export const COMMENT_MAX_LENGTH = 2000;
/** Against spam and runaway scripts: at most this many contributions per author within the window. */
export const CONTRIBUTIONS_PER_WINDOW = 10;
export const CONTRIBUTION_WINDOW_MINUTES = 10;

/** What starts a thread in each community section, and what answers it. */
export const THREAD_TYPES = { forum: "theme", gallery: "result", bulletin: "post", activities: "comment" } as const satisfies Record<
  ContributionSection,
  ContributionType
>;
export const REPLY_TYPES = { forum: "answer", gallery: "comment", bulletin: "answer", activities: "comment" } as const satisfies Record<
  ContributionSection,
  ContributionType
>;

/** A theme's or result's title. */
export const TITLE_MAX_LENGTH = 150;
/** A moderator's reason for rejecting, shown to the author. */
export const REJECT_REASON_MAX_LENGTH = 500;

/**
 * Forum themes and gallery results are filed under the activities' categories (section 3): what teachers
 * share is what the catalogue teaches, and one list of colours and labels serves both.
 */
export type CommunityCategory = Category;

/** Section 3's sorts: popular (most published replies), recent (publication), last answer. */
export const FORUM_SORTS = ["popularFirst", "popularLast", "recentFirst", "recentLast", "lastAnswerFirst", "lastAnswerLast"] as const;
export type ForumSort = (typeof FORUM_SORTS)[number];
export const BULLETIN_SORTS = ["popularFirst", "popularLast", "recentFirst", "recentLast"] as const;
export type BulletinSort = (typeof BULLETIN_SORTS)[number];
export const DEFAULT_FORUM_SORT: ForumSort = "recentFirst";
export const DEFAULT_BULLETIN_SORT: BulletinSort = "recentFirst";
/** Threads per page of the forum, gallery and bulletin lists. */
export const COMMUNITY_PAGE_SIZE = 12;

/**
 * The moderation desk's lists (section 3): published ones, those published whose author has not been
 * emailed yet, rejected ones, and those with replies (answered: forum and bulletin; commented: gallery
 * and activities). The queue (pending) is the desk's default.
 */
export const COMMUNITY_LISTS = ["pending", "published", "publishedNoEmailSent", "rejected", "answered", "commented"] as const;
export type CommunityList = (typeof COMMUNITY_LISTS)[number];
/** The desk's section filter in section 3's words; openActivities are the activities' comments. */
export const COMMUNITY_SECTIONS = ["openActivities", "forum", "gallery", "bulletin"] as const;
export type CommunitySection = (typeof COMMUNITY_SECTIONS)[number];
export const SECTION_OF_COMMUNITY: Record<CommunitySection, ContributionSection> = {
  openActivities: "activities",
  forum: "forum",
  gallery: "gallery",
  bulletin: "bulletin",
};
/** The moderation desk's page size. */
export const DESK_PAGE_SIZE = 20;

/**
 * What the personal-data guard looks for (children's privacy): a post containing any of these is held
 * for a moderator, who sees why, even when it would otherwise need no review.
 */
export const PERSONAL_DATA_KINDS = ["phone", "email", "address", "pupilName"] as const;
export type PersonalDataKind = (typeof PERSONAL_DATA_KINDS)[number];
