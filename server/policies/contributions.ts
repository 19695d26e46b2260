import type { ContributionState } from "../../common/contributions.ts";
import { hasRole } from "../../common/roles.ts";

/** Who is asking, as the contribution rules see it: only the id and the moderator flag matter. */
export type ContributionViewer = { id: string; moderator: boolean } | null;

/** Section 6: moderators publish and reject contributions (forum, gallery, bulletin, activity comments). */
export const canModerate = (viewer: ContributionViewer): boolean => hasRole(viewer, "moderator");

/**
 * Section 4: the author may delete while it waits for moderation; nobody else may (moderators reject
 * instead). The delete command states the same rule in its SQL, so a race with a moderator is decided once.
 */
export const canDeleteContribution = (viewer: ContributionViewer, c: { authorId: string; state: ContributionState }): boolean =>
  !!viewer && viewer.id === c.authorId && c.state === "pending";
