/** The activities editor's list (issue 18): its sorts, shared by the API and the screen's address (?sort=). */

/** By the Spanish title (A-Z, Z-A) or by state (drafts, then scheduled, then published; each by title). */
export const ACTIVITY_EDITOR_SORTS = ["titleAsc", "titleDesc", "stateAsc", "stateDesc"] as const;
export type ActivityEditorSort = (typeof ACTIVITY_EDITOR_SORTS)[number];
