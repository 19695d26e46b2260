import type { ActivityAccess } from "../../common/activities.ts";
import { hasRole, type RoleHolder } from "../../common/roles.ts";

/**
 * The open-activity teacher survey (sections 3 and 5, decision 033): only an open (public, not premium)
 * activity has it, and any signed-in user (a teacher, a family) may answer it for themselves; its counts
 * are the foundation staff's (the developer flag). The API's scopes and the route table ask the same.
 */
export const hasSurvey = (activity: { access: ActivityAccess }): boolean => activity.access === "open";

export const canAnswerSurvey = (viewer: { id: string } | null | undefined, activity: { access: ActivityAccess }): boolean =>
  !!viewer && hasSurvey(activity);

export const canSeeSurveyCounts = (viewer: RoleHolder<"staff"> | null | undefined): boolean => hasRole(viewer, "staff");
