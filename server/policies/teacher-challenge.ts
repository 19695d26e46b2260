import type { TeacherChallengeStage } from "../../common/challenges.ts";
import { hasRole, type RoleHolder } from "../../common/roles.ts";

/**
 * The teachers' super-challenge (sections 4 and 6; decision 035): any signed-in user may present a centre's
 * candidacy while the edition is open (the route table's "login"; the entries hold people's data, which an account
 * reaches and takes away when deleted); the foundation's staff (the developer flag: "staff") list them.
 */
export const canApplyTeacherChallenge = (viewer: { id: string } | null | undefined, stage: TeacherChallengeStage): boolean =>
  !!viewer && stage === "open";

export const canListTeacherChallengeEntries = (viewer: RoleHolder<"staff"> | null | undefined): boolean => hasRole(viewer, "staff");
