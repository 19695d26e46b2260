import type { AgeSegment } from "../../common/ages.ts";
import { type EvaluationStage, isEvaluated } from "../../common/evaluation.ts";
import { type CurrentUser, isLicensed } from "../../common/user.ts";

/**
 * Classroom evaluation (sections 3, 4, 6 and 9; decision 033). A licensed teacher keeps classrooms of their
 * own: nobody else sees, changes or deletes them (staff included: they hold pupils' results). The route table
 * states the licence for the pages (access "licence"); the API asks these questions of the caller.
 */
type Teacher = Pick<CurrentUser, "id" | "active" | "programs">;

/** Section 6: evaluation is for licensed teachers. */
export const canEvaluate = (viewer: Pick<CurrentUser, "active" | "programs"> | null | undefined): boolean => isLicensed(viewer ?? null);

/** Only the licensed teacher who created a classroom reads, changes or deletes it (its keys and results too). */
export function canManageClassroom(viewer: Teacher | null | undefined, classroom: { userId: string }): boolean {
  return !!viewer && canEvaluate(viewer) && viewer.id === classroom.userId;
}

/** Whether the viewer's centre is a reference centre (section 1: accredited; centres.reference_since). */
export function isReferenceCentre(viewer: Pick<CurrentUser, "center"> | null | undefined): boolean {
  return viewer?.center?.referenceCentre === true;
}

/** The stages a teacher may open keys for: initial and final, and refCenter in a reference centre. */
export function stagesFor(viewer: Pick<CurrentUser, "center"> | null | undefined): EvaluationStage[] {
  return isReferenceCentre(viewer) ? ["initial", "final", "refCenter"] : ["initial", "final"];
}

/** Section 9: only 6-8 and 9-12 classrooms are evaluated; a key opens for one of the teacher's stages. */
export function canOpenKey(
  viewer: Pick<CurrentUser, "center"> | null | undefined,
  classroom: { age: AgeSegment },
  stage: EvaluationStage,
): boolean {
  return isEvaluated(classroom.age) && stagesFor(viewer).includes(stage);
}
