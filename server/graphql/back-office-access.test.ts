import type { GraphQLObjectType } from "graphql";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Database } from "../db/client.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";
import { givenProgram, givenTeacher } from "../test/itinerary-factories.ts";
import { schema } from "./schema/index.ts";

/**
 * Sections 2 and 6 on the API, the role matrix of issue 18: every operation behind the licence-only, moderation,
 * bulletin, course-preview and back-office screens, asked by a visitor, a registered user, a licensed teacher and
 * an account holding each staff role of section 6, whatever the client. The first test keeps the list whole: a
 * new root field must be classified here.
 */
type Who = "anonymous" | "registered" | "licensed" | "developer" | "licenceGenerator" | "moderator" | "eventManager" | "admin";
type Rule =
  | "inClass"
  | "licensed"
  | "licenceGenerator"
  | "licencePackages"
  | "teamPackage"
  | "community"
  | "bulletin"
  | "moderator"
  | "courses"
  | "preview"
  | "staff"
  | "eventManager"
  | "admin";

/**
 * The `me` flags each kind holds (server/services/accounts/accounts.ts), on which every rule below is decided
 * (server/graphql/builder.ts, common/roles.ts, server/policies/). LICENSE_GEN sets the developer flag (section 6);
 * ADMIN sets the developer, moderator and event-manager flags (decisions 015 and 039), not the licence generator's.
 */
type Flag = "admin" | "developer" | "moderator" | "eventManager" | "licenseGenerator" | "teamPackage";
const FLAGS: Record<Exclude<Who, "anonymous">, Flag[]> = {
  registered: [],
  licensed: [],
  developer: ["developer"],
  licenceGenerator: ["developer", "licenseGenerator"],
  moderator: ["moderator"],
  eventManager: ["eventManager"],
  admin: ["admin", "developer", "moderator", "eventManager"],
};

const ALLOWED: Record<Rule, Who[]> = {
  // Section 6: itineraries, dossier and FAQs open with a licence or the developer flag (DEVELOPER, ADMIN, licence generators).
  inClass: ["licensed", "developer", "licenceGenerator", "admin"],
  // Formations, downloads, follow-up reports, evaluation, licence requests and the community's posts: a licence only.
  licensed: ["licensed"],
  // The licence back office (decision 012): the LICENSE_GEN role only, ADMIN not included.
  licenceGenerator: ["licenceGenerator"],
  // The packages list: licence generators and team-package users (neither a role here: itineraries-team.test.ts).
  licencePackages: ["licenceGenerator"],
  // Viewing as a package: the team-package flag, which no role of section 6 gives.
  teamPackage: [],
  // Section 6: the forum and gallery are read by licensed teachers and moderators.
  community: ["licensed", "moderator", "admin"],
  // Section 6: the bulletin also by the foundation's staff who write it and event managers who see its drafts.
  bulletin: ["licensed", "developer", "licenceGenerator", "moderator", "eventManager", "admin"],
  // Section 6: the moderation desk and queue, and publishing or rejecting a contribution.
  moderator: ["moderator", "admin"],
  // Courses (decision 032): taken with a licence or the developer flag, and by event managers, who see them.
  courses: ["licensed", "developer", "licenceGenerator", "eventManager", "admin"],
  // Previews of any course, published or not: staff and event managers (section 6: unpublished courses).
  preview: ["developer", "licenceGenerator", "eventManager", "admin"],
  // The foundation's staff: the developer flag (decision 015); a moderator or an event manager alone is not staff.
  staff: ["developer", "licenceGenerator", "admin"],
  // The news and events editors (decision 041): the event-manager flag (EVENT_MANAGER, and ADMIN which sets it).
  eventManager: ["eventManager", "admin"],
  // People and the audit log: the ADMIN role only (decision 039).
  admin: ["admin"],
};

const OPERATIONS: { field: string; rule: Rule; query: string; variables?: Record<string, unknown> }[] = [
  { field: "itineraries", rule: "inClass", query: "{ itineraries { id } }" },
  { field: "itinerary", rule: "inClass", query: `{ itinerary(urlId: "no-such-itinerary") { id } }` },
  { field: "itineraryActivity", rule: "inClass", query: `{ itineraryActivity(itineraryUrlId: "a", activityUrlId: "b") { position } }` },
  { field: "boardPrograms", rule: "inClass", query: "{ boardPrograms { id } }" },
  { field: "boardProgramFile", rule: "inClass", query: `{ boardProgramFile(id: "0") { fileName } }` },
  { field: "downloads", rule: "licensed", query: "{ downloads(page: aiRobotics) { fileName } }" },
  { field: "download", rule: "licensed", query: `{ download(fileName: "none.pdf") { fileName } }` },
  { field: "openFormation", rule: "licensed", query: `mutation { openFormation(accessCode: "") { __typename } }` },
  { field: "formation", rule: "licensed", query: `{ formation(accessCode: "") { id } }` },
  { field: "formationPreview", rule: "staff", query: `{ formationPreview(id: "0") { id } }` },
  { field: "followUpReport", rule: "licensed", query: `{ followUpReport(code: "") { id } }` },
  { field: "openFollowUpReport", rule: "licensed", query: `mutation { openFollowUpReport(code: "") { __typename } }` },
  { field: "saveFollowUpReportDraft", rule: "licensed", query: `mutation { saveFollowUpReportDraft(code: "", input: {}) { __typename } }` },
  { field: "sendFollowUpReport", rule: "licensed", query: `mutation { sendFollowUpReport(code: "", input: {}) { __typename } }` },
  { field: "followUpReports", rule: "staff", query: "{ followUpReports { id } }" },
  { field: "issueFollowUpReport", rule: "staff", query: `mutation { issueFollowUpReport(email: "") { __typename } }` },
  {
    field: "requestLicences",
    rule: "licensed",
    query: "mutation ($input: LicenceRequestInput!) { requestLicences(input: $input) { __typename } }",
    variables: { input: { quantity: 0, reason: "", teachers: [], managerInformed: false } },
  },
  { field: "licenceRequests", rule: "licenceGenerator", query: "{ licenceRequests { id } }" },
  { field: "licenceBatches", rule: "licenceGenerator", query: "{ licenceBatches { id } }" },
  {
    field: "licenceBatchCodes",
    rule: "licenceGenerator",
    query: `{ licenceBatchCodes(batchId: "00000000-0000-4000-8000-000000000000") { code } }`,
  },
  {
    field: "generateLicenceBatch",
    rule: "licenceGenerator",
    query: "mutation ($input: GenerateLicenceBatchInput!) { generateLicenceBatch(input: $input) { __typename } }",
    variables: { input: { organizationId: "0", packageId: "0", quantity: 0 } },
  },
  { field: "people", rule: "admin", query: "{ people { total } }" },
  { field: "person", rule: "admin", query: `{ person(id: "00000000-0000-4000-8000-000000000000") { id } }` },
  {
    field: "setStaffRoles",
    rule: "admin",
    query: `mutation { setStaffRoles(id: "00000000-0000-4000-8000-000000000000", roles: [MODERATOR]) { __typename } }`,
  },
  {
    field: "setAccountActive",
    rule: "admin",
    query: `mutation { setAccountActive(id: "00000000-0000-4000-8000-000000000000", active: false) { __typename } }`,
  },
  { field: "auditLog", rule: "admin", query: "{ auditLog { total } }" },
  { field: "newsForEditors", rule: "eventManager", query: "{ newsForEditors { total } }" },
  { field: "centresForEditors", rule: "staff", query: "{ centresForEditors { total } }" },
  { field: "editableCentre", rule: "staff", query: `{ editableCentre(id: "0") { id } }` },
  { field: "referenceYears", rule: "staff", query: "{ referenceYears }" },
  { field: "saveReferenceCentre", rule: "staff", query: `mutation { saveReferenceCentre(id: "0", input: {}) { __typename } }` },
  { field: "faqs", rule: "inClass", query: "{ faqs { id } }" },
  { field: "dossierSections", rule: "inClass", query: "{ dossierSections { id } }" },
  { field: "faqsForEditors", rule: "staff", query: "{ faqsForEditors { id } }" },
  { field: "dossierForEditors", rule: "staff", query: "{ dossierForEditors { id } }" },
  { field: "editableDossierSection", rule: "staff", query: `{ editableDossierSection(id: "0") { id } }` },
  { field: "saveFaqGroup", rule: "staff", query: `mutation { saveFaqGroup(input: { slug: "", title: "" }) { __typename } }` },
  {
    field: "saveFaqItem",
    rule: "staff",
    query: `mutation { saveFaqItem(input: { groupId: "0", slug: "", question: "", answer: "", published: false }) { __typename } }`,
  },
  { field: "deleteFaq", rule: "staff", query: `mutation { deleteFaq(kind: item, id: "0") { __typename } }` },
  { field: "moveFaq", rule: "staff", query: `mutation { moveFaq(kind: item, id: "0", direction: up) { __typename } }` },
  {
    field: "saveDossierSection",
    rule: "staff",
    query: `mutation { saveDossierSection(id: "0", input: { headingEs: "", headingEn: "", published: false, texts: [] }) { __typename } }`,
  },
  { field: "editableNews", rule: "eventManager", query: `{ editableNews(id: "0") { id } }` },
  {
    field: "saveNews",
    rule: "eventManager",
    query: `mutation { saveNews(input: { slug: "", titleEs: "", titleEn: "", summaryEs: "", summaryEn: "", bodyEs: "", bodyEn: "", state: draft }) { __typename } }`,
  },
  { field: "eventsForEditors", rule: "eventManager", query: "{ eventsForEditors { total } }" },
  { field: "editableEvent", rule: "eventManager", query: `{ editableEvent(id: "0") { id } }` },
  {
    field: "saveEvent",
    rule: "eventManager",
    query: `mutation { saveEvent(input: { slug: "", type: activity, titleEs: "", titleEn: "", summaryEs: "", summaryEn: "", bodyEs: "", bodyEn: "", placeEs: "", placeEn: "", startsAt: "", endsAt: "", state: draft }) { __typename } }`,
  },
  { field: "topicsForEditors", rule: "staff", query: "{ topicsForEditors { id } }" },
  { field: "editableTopic", rule: "staff", query: `{ editableTopic(id: "0") { id } }` },
  {
    field: "saveTopic",
    rule: "staff",
    query: `mutation { saveTopic(input: { slug: "", titleEs: "", titleEn: "", summaryEs: "", summaryEn: "", bodyEs: "", bodyEn: "", position: 0, published: false }) { __typename } }`,
  },
  { field: "programsForEditors", rule: "staff", query: "{ programsForEditors { id } }" },
  { field: "editableProgram", rule: "staff", query: `{ editableProgram(id: "0") { id } }` },
  {
    field: "saveProgram",
    rule: "staff",
    query: `mutation { saveProgram(id: "0", input: { nameEs: "", nameEn: "", summaryEs: "", summaryEn: "", bodyEs: "", bodyEn: "", position: 0, public: false }) { __typename } }`,
  },
  { field: "activitiesForEditors", rule: "staff", query: "{ activitiesForEditors { total } }" },
  { field: "editableActivity", rule: "staff", query: `{ editableActivity(id: "0") { id } }` },
  {
    field: "saveActivity",
    rule: "staff",
    query: "mutation ($input: ActivityInput!) { saveActivity(input: $input) { __typename } }",
    variables: {
      input: {
        slug: "",
        titleEs: "",
        titleEn: "",
        summaryEs: "",
        summaryEn: "",
        descriptionEs: "",
        descriptionEn: "",
        materialsEs: [],
        materialsEn: [],
        stepsEs: [],
        stepsEn: [],
        tipsEs: "",
        tipsEn: "",
        audience: "children",
        ageSegments: [],
        difficulty: "low",
        minutes: 0,
        category: "game",
        competences: [],
        withKit: false,
        withMaterials: false,
        withPc: false,
        withTablet: false,
        access: "open",
        state: "draft",
      },
    },
  },
  { field: "coursesForEditors", rule: "staff", query: "{ coursesForEditors { id } }" },
  { field: "editableCourse", rule: "staff", query: `{ editableCourse(id: "0") { id } }` },
  { field: "editableCourseUnit", rule: "staff", query: `{ editableCourseUnit(id: "0") { id } }` },
  {
    field: "saveCourse",
    rule: "staff",
    query: `mutation { saveCourse(input: { slug: "", titleEs: "", titleEn: "", summaryEs: "", summaryEn: "", hours: 0, published: false }) { __typename } }`,
  },
  {
    field: "saveCourseUnit",
    rule: "staff",
    query: `mutation { saveCourseUnit(courseId: "0", input: { titleEs: "", titleEn: "", minutes: 0 }) { __typename } }`,
  },
  { field: "deleteCourseUnit", rule: "staff", query: `mutation { deleteCourseUnit(id: "0") { __typename } }` },
  { field: "moveCourseUnit", rule: "staff", query: `mutation { moveCourseUnit(id: "0", direction: up) { __typename } }` },
  {
    field: "saveCourseBlock",
    rule: "staff",
    query: `mutation { saveCourseBlock(unitId: "0", input: { type: "text", contentEs: {}, contentEn: {} }) { __typename } }`,
  },
  { field: "deleteCourseBlock", rule: "staff", query: `mutation { deleteCourseBlock(id: "0") { __typename } }` },
  { field: "moveCourseBlock", rule: "staff", query: `mutation { moveCourseBlock(id: "0", direction: down) { __typename } }` },
  { field: "itineraryEditorPrograms", rule: "staff", query: "{ itineraryEditorPrograms { id } }" },
  { field: "itinerariesForEditors", rule: "staff", query: "{ itinerariesForEditors { id } }" },
  { field: "editableItinerary", rule: "staff", query: `{ editableItinerary(id: "0") { id } }` },
  { field: "editableItineraryActivity", rule: "staff", query: `{ editableItineraryActivity(itineraryId: "0", id: "0") { id } }` },
  {
    field: "movedItineraryActivity",
    rule: "inClass",
    query: `{ movedItineraryActivity(itineraryUrlId: "a", activityUrlId: "b") { age } }`,
  },
  {
    field: "saveItinerary",
    rule: "staff",
    query: `mutation { saveItinerary(input: { slug: "", programId: "0", age: sixToEight, nameEs: "", nameEn: "", descriptionEs: "", descriptionEn: "", online: false, devices: [], origin: own, current: true, firstYear: false, position: 0 }) { __typename } }`,
  },
  {
    field: "saveItineraryActivity",
    rule: "staff",
    query: `mutation { saveItineraryActivity(itineraryId: "0", input: { slug: "", nameEs: "", nameEn: "", minutes: 1, withKit: false, withMaterials: false, withOptions: false, withPc: false, withPcOptions: false, withTablet: false, summaryEs: "", summaryEn: "", objectivesEs: "", objectivesEn: "", stepsEs: "", stepsEn: "", kitEs: "", kitEn: "", materialsEs: "", materialsEn: "", optionsEs: "", optionsEn: "", pcEs: "", pcEn: "", pcOptionsEs: "", pcOptionsEn: "", tabletEs: "", tabletEn: "" }) { __typename } }`,
  },
  {
    field: "changeItineraryActivities",
    rule: "staff",
    query: `mutation { changeItineraryActivities(itineraryId: "0", activityId: "0", change: up) { __typename } }`,
  },
  { field: "formationsForEditors", rule: "staff", query: "{ formationsForEditors { id } }" },
  { field: "editableFormation", rule: "staff", query: `{ editableFormation(id: "0") { id } }` },
  {
    field: "saveFormation",
    rule: "staff",
    query: `mutation { saveFormation(input: { accessCode: "", titleEs: "", titleEn: "", introEs: "", introEn: "", published: false }) { __typename } }`,
  },
  { field: "downloadsForEditors", rule: "staff", query: "{ downloadsForEditors { id } }" },
  { field: "editableDownload", rule: "staff", query: `{ editableDownload(id: "0") { id } }` },
  {
    field: "saveDownload",
    rule: "staff",
    query: `mutation { saveDownload(input: { page: vr, titleEs: "", titleEn: "", descriptionEs: "", descriptionEn: "", position: 0 }) { __typename } }`,
  },
  { field: "deleteDownload", rule: "staff", query: `mutation { deleteDownload(id: "0") { __typename } }` },
  { field: "challengeEditionsForEditors", rule: "staff", query: "{ challengeEditionsForEditors { id } }" },
  { field: "editableChallengeEdition", rule: "staff", query: `{ editableChallengeEdition(id: "0") { id } }` },
  { field: "nextChallengeEdition", rule: "staff", query: "{ nextChallengeEdition(kind: europe) { edition } }" },
  {
    field: "saveChallengeEdition",
    rule: "staff",
    query: `mutation { saveChallengeEdition(input: { opensAt: "", deadline: "" }) { __typename } }`,
  },
  { field: "galleryResults", rule: "community", query: "{ galleryResults { total } }" },
  { field: "galleryResult", rule: "community", query: `{ galleryResult(id: "00000000-0000-4000-8000-000000000000") { id } }` },
  {
    field: "postGalleryResult",
    rule: "licensed",
    query: "mutation ($input: GalleryResultInput!) { postGalleryResult(input: $input) { __typename } }",
    variables: { input: { title: "", description: "" } },
  },
  {
    field: "postGalleryComment",
    rule: "licensed",
    query: `mutation { postGalleryComment(resultId: "00000000-0000-4000-8000-000000000000", content: "") { __typename } }`,
  },
  { field: "forumThemes", rule: "community", query: "{ forumThemes { total } }" },
  { field: "forumTheme", rule: "community", query: `{ forumTheme(id: "00000000-0000-4000-8000-000000000000") { id } }` },
  {
    field: "postForumTheme",
    rule: "licensed",
    query: "mutation ($input: ForumThemeInput!) { postForumTheme(input: $input) { __typename } }",
    variables: { input: { title: "", content: "", categories: [] } },
  },
  { field: "postForumAnswer", rule: "licensed", query: `mutation { postForumAnswer(themeId: "x", content: "") { __typename } }` },
  { field: "courses", rule: "courses", query: "{ courses { id } }" },
  { field: "course", rule: "courses", query: `{ course(slug: "none") { id } }` },
  { field: "courseRecommendations", rule: "courses", query: "{ courseRecommendations { courses { id } } }" },
  { field: "answerCourseBlock", rule: "courses", query: "mutation { answerCourseBlock(blockId: 0, answer: {}) { __typename } }" },
  { field: "completeCourseUnit", rule: "courses", query: "mutation { completeCourseUnit(unitId: 0) { __typename } }" },
  { field: "openCourseUnit", rule: "courses", query: "mutation { openCourseUnit(unitId: 0) { __typename } }" },
  { field: "coursePreview", rule: "preview", query: "{ coursePreview(id: 0) { id } }" },
  { field: "courseUnitPreview", rule: "preview", query: "{ courseUnitPreview(id: 0) { course { id } } }" },
  { field: "checkCourseBlock", rule: "preview", query: "mutation { checkCourseBlock(blockId: 0, answer: {}) { __typename } }" },
  { field: "revokeLicenceCode", rule: "licenceGenerator", query: `mutation { revokeLicenceCode(code: "bad") { __typename } }` },
  // A course's certificate and the training hours: whoever takes courses (certificates.test.ts).
  { field: "courseCertificate", rule: "courses", query: `{ courseCertificate(slug: "no-such-course") { code } }` },
  { field: "myTrainingHours", rule: "courses", query: "{ myTrainingHours { hours } }" },
  // Classroom evaluation: licensed teachers only, each with their own classrooms (evaluation.test.ts).
  { field: "classrooms", rule: "licensed", query: "{ classrooms { id } }" },
  { field: "classroom", rule: "licensed", query: `{ classroom(id: "0") { id } }` },
  { field: "classroomResults", rule: "licensed", query: `{ classroomResults(id: "0") { keys { groups } } }` },
  { field: "adventureKeyCard", rule: "licensed", query: `{ adventureKeyCard(id: "0") { key { code } } }` },
  {
    field: "createClassroom",
    rule: "licensed",
    query: "mutation ($input: ClassroomInput!) { createClassroom(input: $input) { __typename } }",
    variables: { input: { name: "", age: "sixToEight", girls: 0, boys: 0, yearsInProgramme: 0 } },
  },
  { field: "deleteClassroom", rule: "licensed", query: `mutation { deleteClassroom(id: "0") { __typename } }` },
  {
    field: "openAdventureKey",
    rule: "licensed",
    query: `mutation { openAdventureKey(classroomId: "0", stage: initial, lang: es) { __typename } }`,
  },
  { field: "closeAdventureKey", rule: "licensed", query: `mutation { closeAdventureKey(id: "0") { __typename } }` },
  { field: "reopenAdventureKey", rule: "licensed", query: `mutation { reopenAdventureKey(id: "0") { __typename } }` },
  { field: "resetAdventureKeyGroups", rule: "licensed", query: `mutation { resetAdventureKeyGroups(id: "0") { __typename } }` },
  // The open-activity survey's counts, for the foundation's staff (surveys.test.ts).
  { field: "surveyCounts", rule: "staff", query: "{ surveyCounts { answers } }" },
  // The teachers' super-challenge's candidacies, for the foundation's staff (teacher-challenge.test.ts).
  { field: "teacherChallengeEntries", rule: "staff", query: "{ teacherChallengeEntries { total } }" },
  // First-party analytics' weekly counts, for the foundation's staff (analytics.test.ts).
  { field: "analyticsDashboard", rule: "staff", query: "{ analyticsDashboard { from } }" },
  // The Europe super-challenge's entries and files, for the foundation's staff (europe-challenge.test.ts).
  { field: "europeChallengeEntries", rule: "staff", query: "{ europeChallengeEntries { id } }" },
  { field: "europeChallengeFile", rule: "staff", query: `{ europeChallengeFile(id: "0") { fileName } }` },
  // The moderation desk and the older queue, and a moderator's decision on a contribution (desk.test.ts, moderation.test.ts).
  { field: "moderationDesk", rule: "moderator", query: "{ moderationDesk { total } }" },
  { field: "moderationQueue", rule: "moderator", query: "{ moderationQueue { id } }" },
  { field: "publishContribution", rule: "moderator", query: `mutation { publishContribution(id: "0") { __typename } }` },
  { field: "rejectContribution", rule: "moderator", query: `mutation { rejectContribution(id: "0") { __typename } }` },
  // The bulletin: its readers, the staff who write and publish posts, the licensed teachers who answer (bulletin.test.ts).
  { field: "bulletinPosts", rule: "bulletin", query: "{ bulletinPosts { total } }" },
  { field: "bulletinPost", rule: "bulletin", query: `{ bulletinPost(id: "0") { id } }` },
  { field: "createBulletinPost", rule: "staff", query: `mutation { createBulletinPost(title: "", content: "") { __typename } }` },
  { field: "publishBulletinPost", rule: "staff", query: `mutation { publishBulletinPost(id: "0") { __typename } }` },
  { field: "postBulletinAnswer", rule: "licensed", query: `mutation { postBulletinAnswer(postId: "0", content: "") { __typename } }` },
  // Licence packages: the licence back office's list; viewing the in-class pages as a package's users (itineraries-team.test.ts).
  { field: "licencePackages", rule: "licencePackages", query: "{ licencePackages { id } }" },
  { field: "viewedPackage", rule: "teamPackage", query: "{ viewedPackage }" },
  { field: "viewAsPackage", rule: "teamPackage", query: "mutation { viewAsPackage(packageId: null) { __typename } }" },
];

/** Root fields open to visitors or to any account, and the one upload (their own rules are tested with their domain). */
const NOT_IN_MATRIX = [
  "activities",
  "activity",
  "activityComments",
  // The public check of a certificate code (certificates.test.ts).
  "certificate",
  // The pupils' adventure: no account, a key's code opens it (adventure.test.ts).
  "adventure",
  "startAdventure",
  "answerAdventure",
  // One contribution: its author's in any state, published ones, pending ones for moderators (moderation.test.ts).
  "contribution",
  // News and events: public; drafts and scheduled items for event managers and staff too (publications.test.ts).
  "event",
  "events",
  "moreNews",
  "news",
  "newsItem",
  // The current address of content whose editor changed it: what a public page's old link needs (news-editor.test.ts).
  "movedSlug",
  "hasPassword",
  "linkedAccounts",
  "me",
  "myActivities",
  "myContributions",
  "needsBirthdate",
  // Every account's notifications panel (moderation.test.ts).
  "notifications",
  "unreadNotifications",
  "markNotificationsRead",
  "deleteNotification",
  "passwordRestoreLinkValid",
  "profile",
  "programPage",
  "programPages",
  "provinces",
  "topic",
  "topics",
  // The licence wizard's steps are for any account: adding a licence is how one becomes licensed.
  "licenceCodeStatus",
  "towns",
  "centers",
  "organizations",
  "assignLicence",
  // A file upload (multipart) for licensed teachers: its access is tested in forum.test.ts.
  "uploadForumImage",
  "completeSocialSignIn",
  "confirmUnlink",
  "createPassword",
  "deleteAccount",
  "deleteContribution",
  "followRedirect",
  "login",
  "logout",
  "markActivity",
  "postActivityComment",
  "rateActivity",
  "requestPasswordRestore",
  "requestUnlink",
  "restorePassword",
  "saveBirthdate",
  "signup",
  "startSocialLink",
  "startSocialSignIn",
  "updatePassword",
  "updateProfile",
  // Who a user is (the profile's professional block; user-type.test.ts).
  "updateUserType",
  // The open-activity survey: any account answers an open activity's (surveys.test.ts).
  "activitySurvey",
  "answerActivitySurvey",
  // The teachers' super-challenge: its page is public, any account sends a centre's candidacy (teacher-challenge.test.ts).
  "teacherChallenge",
  "applyTeacherChallenge",
  // Reference centres: the public list and map, and an accredited centre's badge for its teachers (reference-centres.test.ts).
  "referenceCentres",
  "referenceCentreBadge",
  // Analytics events from any browser with marketing consent (analytics.test.ts).
  "recordAnalytics",
  // Any account downloads its own data (personal-data.test.ts).
  "personalData",
  // The Europe super-challenge: its page is public, any account pre-registers and submits (europe-challenge.test.ts).
  "europeChallenge",
  "preRegisterEurope",
  "submitEurope",
];

let database: Database;
let api: ReturnType<typeof testApi>;
const tokens: Partial<Record<Who, string>> = {};

beforeAll(async () => {
  database = await testDatabase();
  api = testApi(database);
  const program = await givenProgram(database.db);
  tokens.registered = (await givenUser(database.db)).token;
  tokens.licensed = (await givenTeacher(database.db, [program])).token;
  tokens.developer = (await givenUser(database.db, { roles: ["DEVELOPER"] })).token;
  tokens.licenceGenerator = (await givenUser(database.db, { roles: ["LICENSE_GEN"] })).token;
  tokens.moderator = (await givenUser(database.db, { roles: ["MODERATOR"] })).token;
  tokens.eventManager = (await givenUser(database.db, { roles: ["EVENT_MANAGER"] })).token;
  tokens.admin = (await givenUser(database.db, { roles: ["ADMIN"] })).token;
});
afterAll(async () => {
  await database.close();
});

test("every root field is classified, and every one a licence or a role guards is checked below", () => {
  const root = (type: GraphQLObjectType | null | undefined) => Object.keys(type?.getFields() ?? {});
  const all = [...root(schema.getQueryType()), ...root(schema.getMutationType())].sort();
  const classified = [...OPERATIONS.map((o) => o.field), ...NOT_IN_MATRIX].sort();
  expect(all).toEqual(classified);
});

const WHO: Who[] = ["anonymous", "registered", "licensed", "developer", "licenceGenerator", "moderator", "eventManager", "admin"];

test.each(Object.entries(FLAGS))("%s holds the flags %j, the matrix's premise", async (who, flags) => {
  const query = "{ me { admin developer moderator eventManager licenseGenerator teamPackage } }";
  const { body } = await api.request(query, undefined, { token: tokens[who as Who] });
  const me = (body.data as { me: Record<Flag, boolean> }).me;
  expect(Object.keys(me).filter((flag) => me[flag as Flag])).toEqual(flags);
});

describe.each(OPERATIONS)("$field ($rule)", ({ rule, query, variables }) => {
  test.each(WHO)("asked by %s", async (who) => {
    const token = tokens[who];
    // A mutation's typed error (a union with DomainError) is asked for its code too.
    const asked = query.replace("{ __typename }", "{ __typename ... on DomainError { code } }");
    const { body } = await api.request(asked, variables, token ? { token } : {});
    const refused = (body.errors ?? []).some((error) => /not authorized/i.test(error.message));
    expect(refused).toBe(!ALLOWED[rule].includes(who));
    // Let through means answered: at most an expected failure, never a masked crash nor a service's own refusal.
    expect((body.errors ?? []).map((error) => error.message)).not.toContain("Unexpected error.");
    const codes = [
      ...(body.errors ?? []).map((error) => error.extensions?.code),
      ...Object.values(body.data ?? {}).map((value) => value?.code),
    ];
    if (!refused) expect(codes).not.toContainEqual(expect.stringMatching(/^(FORBIDDEN|UNAUTHENTICATED)$/));
  });
});
