import { and, asc, count, desc, eq } from "drizzle-orm";
import { type TeacherChallengeStage, teacherChallengeStage } from "../../../common/challenges.ts";
import { TeacherChallengeInput } from "../../../common/schemas/teacher-challenge.ts";
import type { Db } from "../../db/client.ts";
import { autonomousCommunities, teacherChallengeEntries } from "../../db/schema/index.ts";
import type { ChallengeLink } from "../../db/schema/challenges.ts";
import { forbidden, requireUser } from "../../policies/guards.ts";
import { canApplyTeacherChallenge, canListTeacherChallengeEntries } from "../../policies/teacher-challenge.ts";
import { DomainError } from "../errors.ts";
import { pageOf, parseOrThrow, sizeOf } from "../validation.ts";
import { currentTeacherEdition } from "./challenge-editions.ts";

/**
 * The teachers' super-challenge (sections 3, 4, 5 and 9; decisions 035 and 042), the edition current at the product's
 * clock (challenge_editions; 2024 seeded): what the page shows (the
 * stage by the product's clock), a centre's candidacy (one per centre and edition, by its code, enforced by the
 * unique index so that two at the same moment cannot both be stored) and the staff's list of candidacies.
 */

export type TeacherChallengeCommunity = { id: number; name: string };

export type TeacherChallengeEntryView = {
  id: number;
  edition: string;
  name: string;
  lastName: string;
  role: string;
  email: string;
  candidacyName: string;
  centreName: string;
  centreCode: string;
  community: TeacherChallengeCommunity;
  totalStudents: number;
  totalTeachers: number;
  candidacyTeachers: number;
  studentsBenefited: number;
  specialFeature: string;
  changeHistory: string;
  teacherImpact: string;
  studentImpact: string;
  anythingElse: string | null;
  attachments: ChallengeLink[];
  imagePermissions: boolean;
  createdAt: Date;
};

export type TeacherChallengeView = {
  edition: string;
  stage: TeacherChallengeStage;
  opensAt: Date;
  closesAt: Date;
  /** The deadline day, YYYY-MM-DD (Madrid). */
  deadline: string;
  winners: number;
  places: number;
  /** Who asks (their own candidacy is read only when asked for). */
  viewerId: string | null;
};

export type TeacherChallengeEntryPage = {
  items: TeacherChallengeEntryView[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
};

/** The staff's page lists this many candidacies; the CSV asks for pages of up to the maximum. */
export const TEACHER_ENTRIES_PAGE_SIZE = 20;
export const TEACHER_ENTRIES_PAGE_MAX = 500;

/** The edition as the page presents it at `now`. */
export async function teacherChallenge(db: Db, viewer: { id: string } | null, now: Date): Promise<TeacherChallengeView> {
  const rules = await currentTeacherEdition(db, now);
  return {
    edition: rules.edition,
    stage: teacherChallengeStage(rules, now),
    opensAt: new Date(rules.opensAt),
    closesAt: new Date(rules.closesAt),
    deadline: rules.deadline,
    winners: rules.winners,
    places: rules.places,
    viewerId: viewer?.id ?? null,
  };
}

/** The form's select: Spain's autonomous communities (and autonomous cities), by name. */
export function listCommunities(db: Db): Promise<TeacherChallengeCommunity[]> {
  return db
    .select({ id: autonomousCommunities.id, name: autonomousCommunities.name })
    .from(autonomousCommunities)
    .orderBy(asc(autonomousCommunities.name));
}

const entryColumns = { entry: teacherChallengeEntries, communityName: autonomousCommunities.name };
type EntryRow = { entry: typeof teacherChallengeEntries.$inferSelect; communityName: string };

function entryView({ entry, communityName }: EntryRow): TeacherChallengeEntryView {
  const { userId: _sender, communityId, ...fields } = entry;
  return { ...fields, community: { id: communityId, name: communityName } };
}

/** The candidacy the user sent to the edition, the latest if they sent more than one (for different centres). */
export async function ownEntry(db: Db, edition: string, userId: string): Promise<TeacherChallengeEntryView | null> {
  const [row] = await db
    .select(entryColumns)
    .from(teacherChallengeEntries)
    .innerJoin(autonomousCommunities, eq(autonomousCommunities.id, teacherChallengeEntries.communityId))
    .where(and(eq(teacherChallengeEntries.edition, edition), eq(teacherChallengeEntries.userId, userId)))
    .orderBy(desc(teacherChallengeEntries.createdAt), desc(teacherChallengeEntries.id))
    .limit(1);
  return row ? entryView(row) : null;
}

/**
 * Stores a centre's candidacy. Refused, storing nothing: outside the open stage (NOT_OPEN before it opens,
 * CLOSED after the deadline day), any rule of section 5 (VALIDATION, per field), an unknown community, and a
 * centre that already has a candidacy in the edition (CENTRE_TAKEN, on the code: the insert that loses a race
 * for the same code meets the unique index and stores nothing either).
 */
export async function applyTeacherChallenge(
  db: Db,
  viewer: { id: string } | null,
  input: unknown,
  now: Date,
): Promise<TeacherChallengeEntryView> {
  const user = requireUser(viewer);
  const rules = await currentTeacherEdition(db, now);
  const stage = teacherChallengeStage(rules, now);
  if (!canApplyTeacherChallenge(user, stage))
    throw new DomainError(stage === "comingSoon" ? "TEACHER_CHALLENGE_NOT_OPEN" : "TEACHER_CHALLENGE_CLOSED");
  const { conditionsRead: _c, dataConsent: _d, dataUse: _u, ...candidacy } = parseOrThrow(TeacherChallengeInput, input);
  const [community] = await db
    .select({ name: autonomousCommunities.name })
    .from(autonomousCommunities)
    .where(eq(autonomousCommunities.id, candidacy.communityId));
  if (!community) throw new DomainError("VALIDATION", { fields: { communityId: "teacherChallenge.errors.communityRequired" } });
  const [entry] = await db
    .insert(teacherChallengeEntries)
    .values({ ...candidacy, edition: rules.edition, userId: user.id, createdAt: now })
    .onConflictDoNothing({ target: [teacherChallengeEntries.edition, teacherChallengeEntries.centreCode] })
    .returning();
  if (!entry) throw new DomainError("TEACHER_CHALLENGE_CENTRE_TAKEN", { fields: { centreCode: "teacherChallenge.errors.centreTaken" } });
  return entryView({ entry, communityName: community.name });
}

/** The edition's candidacies, newest first, a page at a time (for the foundation's staff). */
export async function listTeacherChallengeEntries(
  db: Db,
  viewer: { developer: boolean } | null,
  options: { page?: number | null; pageSize?: number | null } = {},
  now: Date = new Date(),
): Promise<TeacherChallengeEntryPage> {
  if (!canListTeacherChallengeEntries(requireUser(viewer))) throw forbidden();
  const pageSize = sizeOf("pageSize", options.pageSize, { default: TEACHER_ENTRIES_PAGE_SIZE, max: TEACHER_ENTRIES_PAGE_MAX });
  const page = pageOf(options.page);
  const edition = eq(teacherChallengeEntries.edition, (await currentTeacherEdition(db, now)).edition);
  const [counted] = await db.select({ n: count() }).from(teacherChallengeEntries).where(edition);
  const total = counted?.n ?? 0;
  const rows =
    total <= (page - 1) * pageSize
      ? []
      : await db
          .select(entryColumns)
          .from(teacherChallengeEntries)
          .innerJoin(autonomousCommunities, eq(autonomousCommunities.id, teacherChallengeEntries.communityId))
          .where(edition)
          .orderBy(desc(teacherChallengeEntries.createdAt), desc(teacherChallengeEntries.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize);
  return { items: rows.map(entryView), total, page, pageSize, pageCount: Math.ceil(total / pageSize) };
}
