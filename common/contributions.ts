/** Contributions (section 4): the forum, gallery, bulletin and activity comments share one model. */
export const CONTRIBUTION_TYPES = ["theme", "comment", "answer", "result"] as const;
export type ContributionType = (typeof CONTRIBUTION_TYPES)[number];
export const CONTRIBUTION_SECTIONS = ["forum", "gallery", "bulletin", "activities"] as const;
export type ContributionSection = (typeof CONTRIBUTION_SECTIONS)[number];
export const CONTRIBUTION_STATES = ["pending", "published", "rejected"] as const;
export type ContributionState = (typeof CONTRIBUTION_STATES)[number];
export const COMMENT_MAX_LENGTH = 2000;
/** Against spam and runaway scripts: at most this many contributions per author within the window. */
export const CONTRIBUTIONS_PER_WINDOW = 10;
export const CONTRIBUTION_WINDOW_MINUTES = 10;
