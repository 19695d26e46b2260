import { type DocumentNode, getOperationAST, Kind, type SelectionSetNode } from "graphql";

/**
 * The mutations whose success changes what a visitor without an account sees: a rating moves an
 * activity's average, a published (or removed) comment shows (or goes), an author's new name shows on
 * their published comments, a deleted account takes its ratings and comments away. After one of them
 * the anonymous pages' render cache is emptied (server/http/render-cache.ts). Every mutation of the
 * schema is in one of the two lists (public-content.test.ts), so a new one cannot be forgotten.
 */
export const CHANGES_PUBLIC_PAGES: ReadonlySet<string> = new Set([
  "rateActivity",
  "publishContribution",
  "rejectContribution",
  "deleteContribution",
  "updateProfile",
  "deleteAccount",
  // The back office's editors: a saved item may be published, scheduled, withdrawn or moved to another address.
  "saveNews",
  "saveReferenceCentre",
  "saveEvent",
  "saveTopic",
  "saveProgram",
  "saveActivity",
  "saveChallengeEdition", // an edition's dates and limits show on the super-challenges' pages (not kept by the render cache today)
]);

/** Mutations that change only the caller's own pages, or nothing a page shows (pending comments, licences, sessions). */
export const LEAVES_PUBLIC_PAGES: ReadonlySet<string> = new Set([
  "assignLicence",
  // The itineraries editor: itineraries and their activities show only to licensed teachers and staff, never on a visitor's page.
  "saveItinerary",
  "saveItineraryActivity",
  "changeItineraryActivities",
  // Analytics events show only on the staff's dashboard.
  "recordAnalytics",
  // A survey answer shows only on its author's survey page and the staff's counts.
  "answerActivitySurvey",
  // A candidacy to the teachers' super-challenge shows only on its sender's form page and the staff's list.
  "applyTeacherChallenge",
  // An account's staff roles and access show only in the back office (a deactivated author's comments stay).
  "setStaffRoles",
  "setAccountActive",
  // A Europe entry shows only to its centre's accounts and to staff.
  "preRegisterEurope",
  "submitEurope",
  // A pupils' group playing the adventure: its answers show only on its teacher's results.
  "answerAdventure",
  "startAdventure",
  // A teacher's course progress shows on their own pages; a certificate's public page is made only once it exists.
  "answerCourseBlock",
  "checkCourseBlock",
  "completeCourseUnit",
  "openCourseUnit",
  // The courses editor: courses are read by licensed teachers, staff and event managers only (no SHARED_PAGES screen).
  "saveCourse",
  "saveCourseUnit",
  "deleteCourseUnit",
  "moveCourseUnit",
  "saveCourseBlock",
  "deleteCourseBlock",
  "moveCourseBlock",
  "completeSocialSignIn",
  "confirmUnlink",
  "createPassword",
  "followRedirect",
  "generateLicenceBatch",
  "login",
  "logout",
  "markActivity",
  // A licensed teacher's try of a formation's access code: changes no page, only the tries counted.
  "openFormation",
  // Follow-up reports: a teacher's own report (its code tried, its draft, its sending) and the staff's issuing.
  "openFollowUpReport",
  "saveFollowUpReportDraft",
  "sendFollowUpReport",
  "issueFollowUpReport",
  "createBulletinPost",
  "publishBulletinPost",
  "postBulletinAnswer",
  "markNotificationsRead",
  "deleteNotification",
  "postActivityComment",
  "postGalleryComment",
  "postGalleryResult",
  // The forum's pages are for licensed teachers and moderators, never an anonymous page.
  "postForumAnswer",
  "postForumTheme",
  "uploadForumImage",
  "requestLicences",
  "requestPasswordRestore",
  "requestUnlink",
  "restorePassword",
  "revokeLicenceCode",
  "saveBirthdate",
  "signup",
  "startSocialLink",
  "startSocialSignIn",
  "updatePassword",
  // Who a user is shows on their own profile only.
  "updateUserType",
  "viewAsPackage",
  // A teacher's own classrooms and keys: the pupils' adventure page is never kept for visitors (not a SHARED_PAGES screen).
  "createClassroom",
  "deleteClassroom",
  "openAdventureKey",
  "closeAdventureKey",
  "reopenAdventureKey",
  "resetAdventureKeyGroups",
  // Formations and the downloads pages are for licensed teachers only, never an anonymous page: their editors' saves.
  "saveFormation",
  "saveDownload",
  "deleteDownload",
  // The FAQs and the dossier are in-class pages (a licence or staff), never an anonymous page, so never cached: their editors' saves.
  "saveFaqGroup",
  "saveFaqItem",
  "deleteFaq",
  "moveFaq",
  "saveDossierSection",
]);

/** Whether a document (the operation it runs) may change the public pages; root fields inside fragments count. */
export function changesPublicPages(document: DocumentNode, operationName?: string | null): boolean {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== "mutation") return false;
  const fragments = new Map<string, SelectionSetNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition.selectionSet);
  }
  const seen = new Set<string>();
  const changes = (set: SelectionSetNode): boolean =>
    set.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return CHANGES_PUBLIC_PAGES.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return changes(selection.selectionSet);
      const name = selection.name.value;
      if (seen.has(name)) return false;
      seen.add(name);
      const fragment = fragments.get(name);
      return fragment ? changes(fragment) : false;
    });
  return changes(operation.selectionSet);
}
