import { asc, eq, getTableColumns, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import {
  activityMarks,
  activityRatings,
  adventureKeys,
  classrooms,
  contributionFiles,
  contributions,
  courseBlockAnswers,
  courseEnrolments,
  courseUnitCompletions,
  editorImages,
  europeChallengeEntries,
  europeChallengeFiles,
  followUpReports,
  licenceAssignments,
  licenceRequests,
  linkedAccounts,
  notifications,
  openActivitySurveys,
  sessions,
  teacherChallengeEntries,
  teamPackageViews,
  userPrograms,
  userRoles,
  users,
} from "../../db/schema/index.ts";
import { profilePhotoKeyOf } from "../../storage/images.ts";

/**
 * Everything the product holds about a person (issue 18, decision 039), for the export they download from their
 * profile: each table that refers to them, read by that reference, less the secrets that are not data about them (a
 * password's hash, a session's token hash); and the files they uploaded. What a table that points at a person is
 * left out for, and why, is listed beside (NOT_EXPORTED); a test holds the two lists to every such reference.
 */
type Exported = { name: string; table: PgTable; by: PgColumn; omit?: readonly string[] };

export const PERSONAL_DATA: readonly Exported[] = [
  { name: "account", table: users, by: users.id, omit: ["passwordHash"] },
  { name: "roles", table: userRoles, by: userRoles.userId },
  { name: "programmes", table: userPrograms, by: userPrograms.userId },
  { name: "sessions", table: sessions, by: sessions.userId, omit: ["tokenHash"] },
  { name: "linkedAccounts", table: linkedAccounts, by: linkedAccounts.userId },
  { name: "activityRatings", table: activityRatings, by: activityRatings.userId },
  { name: "activityMarks", table: activityMarks, by: activityMarks.userId },
  { name: "contributions", table: contributions, by: contributions.authorId },
  { name: "editorImages", table: editorImages, by: editorImages.userId },
  { name: "notifications", table: notifications, by: notifications.userId },
  { name: "licences", table: licenceAssignments, by: licenceAssignments.userId },
  { name: "licenceRequests", table: licenceRequests, by: licenceRequests.userId },
  { name: "teamPackageView", table: teamPackageViews, by: teamPackageViews.userId },
  { name: "courseEnrolments", table: courseEnrolments, by: courseEnrolments.userId },
  { name: "courseUnitCompletions", table: courseUnitCompletions, by: courseUnitCompletions.userId },
  { name: "courseAnswers", table: courseBlockAnswers, by: courseBlockAnswers.userId },
  { name: "classrooms", table: classrooms, by: classrooms.userId },
  { name: "followUpReports", table: followUpReports, by: followUpReports.userId },
  { name: "activitySurveys", table: openActivitySurveys, by: openActivitySurveys.userId },
  { name: "teacherChallengeEntries", table: teacherChallengeEntries, by: teacherChallengeEntries.userId },
  { name: "europeChallengeEntries", table: europeChallengeEntries, by: europeChallengeEntries.userId },
];

/** References to a person that are not theirs to export, with why (account deletion clears or keeps them by their foreign key). */
export const NOT_EXPORTED: Readonly<Record<string, string>> = {
  "email_tokens.user_id": "single-use secrets of emailed links, not data about the person",
  "oauth_flows.user_id": "a sign-in's hand-off for a few minutes: state, nonce and verifier",
  "audit_log.actor_id": "the foundation's record of staff changes made by the person",
  "contributions.moderated_by": "other people's contributions the person moderated",
  "follow_up_reports.issued_by": "reports the person issued to other teachers",
  "licence_batches.created_by": "licence codes the person generated for centres",
  "licence_codes.assigned_to": "the code itself, exported as the person's licence",
  "licence_codes.revoked_by": "codes the person revoked as a licence generator",
  "europe_challenge_entries.pre_registered_by": "their centre's entry, exported with its owner's; their own entries are exported whole",
  "europe_challenge_entries.submitted_by": "their centre's entry, exported with its owner's; their own entries are exported whole",
};

export type PersonalFile = { key: string; path: string };
export type PersonalData = { data: Record<string, unknown[]>; files: PersonalFile[] };

const withoutSecrets = (table: PgTable, omit: readonly string[] = []) =>
  Object.fromEntries(Object.entries(getTableColumns(table)).filter(([name]) => !omit.includes(name)));

/** The person's rows, by table, and the storage keys of their uploads with where each goes in the archive. */
export async function personalDataOf(db: Db, userId: string): Promise<PersonalData> {
  const data: Record<string, unknown[]> = {};
  const tables = await Promise.all(
    PERSONAL_DATA.map(({ table, by, omit }) => db.select(withoutSecrets(table, omit)).from(table).where(eq(by, userId))),
  );
  PERSONAL_DATA.forEach(({ name }, index) => {
    data[name] = tables[index] ?? [];
  });
  // What hangs from the person's own rows: their gallery files, their classrooms' keys, their Europe entry's files.
  const contributionIds = (data.contributions as { id: string }[]).map((row) => row.id);
  const classroomIds = (data.classrooms as { id: number }[]).map((row) => row.id);
  const europeIds = (data.europeChallengeEntries as { id: number }[]).map((row) => row.id);
  const [galleryFiles, keys, europeFiles] = await Promise.all([
    contributionIds.length
      ? db
          .select()
          .from(contributionFiles)
          .where(inArray(contributionFiles.contributionId, contributionIds))
          .orderBy(asc(contributionFiles.position))
      : [],
    classroomIds.length ? db.select().from(adventureKeys).where(inArray(adventureKeys.classroomId, classroomIds)) : [],
    europeIds.length ? db.select().from(europeChallengeFiles).where(inArray(europeChallengeFiles.entryId, europeIds)) : [],
  ]);
  data.contributionFiles = galleryFiles;
  data.adventureKeys = keys;
  data.europeChallengeFiles = europeFiles;

  const files: PersonalFile[] = [];
  const photo = (data.account?.[0] as { profilePhoto: string | null } | undefined)?.profilePhoto;
  const photoKey = photo ? profilePhotoKeyOf(photo) : null;
  if (photoKey) files.push({ key: photoKey, path: `files/${photoKey}` });
  for (const file of galleryFiles) files.push({ key: file.key, path: `files/${file.key}` });
  for (const image of data.editorImages as { key: string }[]) files.push({ key: image.key, path: `files/${image.key}` });
  for (const file of europeFiles)
    files.push({ key: file.storageKey, path: `files/europe/${file.id}-${file.fileName.replace(/[/\\]/g, "_")}` });
  return { data, files };
}
