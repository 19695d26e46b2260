import type { GraphQLObjectType } from "graphql";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Database } from "../db/client.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";
import { givenProgram, givenTeacher } from "../test/itinerary-factories.ts";
import { schema } from "./schema/index.ts";

/**
 * Section 2 and 6 on the API: every operation behind the licence-only and staff screens, asked by each kind
 * of user, whatever the client. The first test keeps the list whole: a new root field must be classified here.
 */
type Who = "anonymous" | "registered" | "licensed" | "developer" | "licenceGenerator";
type Rule = "inClass" | "licensed" | "licenceGenerator" | "community" | "courses" | "preview" | "staff" | "admin";
const ALLOWED: Record<Rule, Who[]> = {
  // Section 6: the developer flag (licence generators have it too) opens itineraries, dossier, courses and FAQs.
  inClass: ["licensed", "developer", "licenceGenerator"],
  licensed: ["licensed"],
  licenceGenerator: ["licenceGenerator"],
  // Section 6: the forum and gallery are read by licensed teachers and moderators (moderators: forum.test.ts).
  community: ["licensed"],
  // Courses: the in-class readers (and event managers: courses.test.ts); previews: staff (and event managers).
  courses: ["licensed", "developer", "licenceGenerator"],
  preview: ["developer", "licenceGenerator"],
  // The foundation's staff: the developer flag (licence generators have it too).
  staff: ["developer", "licenceGenerator"],
  // People and the audit log: the ADMIN role only, which none of these holds (admins: people.test.ts).
  admin: [],
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
  { field: "licenceBatchCodes", rule: "licenceGenerator", query: `{ licenceBatchCodes(batchId: "00000000-0000-4000-8000-000000000000") { code } }` },
  {
    field: "generateLicenceBatch",
    rule: "licenceGenerator",
    query: "mutation ($input: GenerateLicenceBatchInput!) { generateLicenceBatch(input: $input) { __typename } }",
    variables: { input: { organizationId: "0", packageId: "0", quantity: 0 } },
  },
  { field: "people", rule: "admin", query: "{ people { total } }" },
  { field: "person", rule: "admin", query: `{ person(id: "00000000-0000-4000-8000-000000000000") { id } }` },
  { field: "setStaffRoles", rule: "admin", query: `mutation { setStaffRoles(id: "00000000-0000-4000-8000-000000000000", roles: [MODERATOR]) { __typename } }` },
  { field: "setAccountActive", rule: "admin", query: `mutation { setAccountActive(id: "00000000-0000-4000-8000-000000000000", active: false) { __typename } }` },
  { field: "auditLog", rule: "admin", query: "{ auditLog { total } }" },
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
  // Courses: a licence or the developer flag (and event managers, not among these users: certificates.test.ts).
  { field: "courseCertificate", rule: "inClass", query: `{ courseCertificate(slug: "no-such-course") { code } }` },
  { field: "myTrainingHours", rule: "inClass", query: "{ myTrainingHours { hours } }" },
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
  { field: "openAdventureKey", rule: "licensed", query: `mutation { openAdventureKey(classroomId: "0", stage: initial, lang: es) { __typename } }` },
  { field: "closeAdventureKey", rule: "licensed", query: `mutation { closeAdventureKey(id: "0") { __typename } }` },
  { field: "reopenAdventureKey", rule: "licensed", query: `mutation { reopenAdventureKey(id: "0") { __typename } }` },
  // The open-activity survey's counts, for the foundation's staff (surveys.test.ts).
  { field: "surveyCounts", rule: "staff", query: "{ surveyCounts { answers } }" },
  // The teachers' super-challenge's candidacies, for the foundation's staff (teacher-challenge.test.ts).
  { field: "teacherChallengeEntries", rule: "staff", query: "{ teacherChallengeEntries { total } }" },
  // First-party analytics' weekly counts, for the foundation's staff (analytics.test.ts).
  { field: "analyticsDashboard", rule: "staff", query: "{ analyticsDashboard { from } }" },
  // The Europe super-challenge's entries and files, for the foundation's staff (europe-challenge.test.ts).
  { field: "europeChallengeEntries", rule: "staff", query: "{ europeChallengeEntries { id } }" },
  { field: "europeChallengeFile", rule: "staff", query: `{ europeChallengeFile(id: "0") { fileName } }` },
];

/** Root fields open to visitors or to any account (their own rules are tested with their domain). */
const NOT_LICENCE_ONLY = [
  "activities", "activity", "activityComments",
  // The public check of a certificate code (certificates.test.ts).
  "certificate",
  // The pupils' adventure: no account, a key's code opens it (adventure.test.ts).
  "adventure", "startAdventure", "answerAdventure",
  "contribution", "event", "events", "hasPassword", "linkedAccounts", "me",
  "moderationQueue", "moreNews",
  // The moderation desk, for moderators (desk.test.ts).
  "moderationDesk", "myActivities", "myContributions", "needsBirthdate", "news", "newsItem",
  // Every account's notifications panel (moderation.test.ts).
  "notifications", "unreadNotifications", "markNotificationsRead", "deleteNotification",
  // The bulletin: its own readers (licence, moderators, staff, event managers) and writers (bulletin.test.ts).
  "bulletinPosts", "bulletinPost", "createBulletinPost", "publishBulletinPost", "postBulletinAnswer",
  "passwordRestoreLinkValid", "profile", "programPage", "programPages", "provinces", "topic", "topics",
  // The licence wizard's steps are for any account: adding a licence is how one becomes licensed.
  "licenceCodeStatus", "towns", "centers", "organizations", "assignLicence",
  // A file upload (multipart) for licensed teachers: its access is tested in forum.test.ts.
  "uploadForumImage",
  // Team-package users and licence generators (tested in itineraries-team.test.ts and licences.test.ts).
  "licencePackages", "viewedPackage", "viewAsPackage",
  "completeSocialSignIn", "confirmUnlink", "createPassword", "deleteAccount", "deleteContribution", "followRedirect",
  "login", "logout", "markActivity", "postActivityComment", "publishContribution", "rateActivity", "rejectContribution",
  "requestPasswordRestore", "requestUnlink", "restorePassword", "saveBirthdate", "signup", "startSocialLink",
  "startSocialSignIn", "updatePassword", "updateProfile",
  // Who a user is (the profile's professional block; user-type.test.ts).
  "updateUserType",
  // The open-activity survey: any account answers an open activity's (surveys.test.ts).
  "activitySurvey", "answerActivitySurvey",
  // The teachers' super-challenge: its page is public, any account sends a centre's candidacy (teacher-challenge.test.ts).
  "teacherChallenge", "applyTeacherChallenge",
  // Reference centres: the public list and map, and an accredited centre's badge for its teachers (reference-centres.test.ts).
  "referenceCentres", "referenceCentreBadge",
  // Analytics events from any browser with marketing consent (analytics.test.ts).
  "recordAnalytics",
  // Any account downloads its own data (personal-data.test.ts).
  "personalData",
  // The Europe super-challenge: its page is public, any account pre-registers and submits (europe-challenge.test.ts).
  "europeChallenge", "preRegisterEurope", "submitEurope",
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
});
afterAll(async () => {
  await database.close();
});

test("every root field is classified, and every licence-only or staff one is checked below", () => {
  const root = (type: GraphQLObjectType | null | undefined) => Object.keys(type?.getFields() ?? {});
  const all = [...root(schema.getQueryType()), ...root(schema.getMutationType())].sort();
  const classified = [...OPERATIONS.map((o) => o.field), ...NOT_LICENCE_ONLY].sort();
  expect(all).toEqual(classified);
});

const WHO: Who[] = ["anonymous", "registered", "licensed", "developer", "licenceGenerator"];
describe.each(OPERATIONS)("$field ($rule)", ({ rule, query, variables }) => {
  test.each(WHO)("asked by %s", async (who) => {
    const token = tokens[who];
    const { body } = await api.request(query, variables, token ? { token } : {});
    const refused = (body.errors ?? []).some((error) => /not authorized/i.test(error.message));
    expect(refused).toBe(!ALLOWED[rule].includes(who));
    // Let through means answered: at most an expected failure, never a masked crash.
    expect((body.errors ?? []).map((error) => error.message)).not.toContain("Unexpected error.");
  });
});
