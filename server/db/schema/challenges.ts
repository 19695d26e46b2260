import { boolean, date, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { autonomousCommunities } from "./geography.ts";

/** An attached file of the teachers' form (section 3: "attached files (name and link)"). */
export type ChallengeLink = { name: string; url: string };
/** One of the five people of a Europe entry able to travel (section 9: at least three students). */
export type ChallengeTraveller = { name: string; role: "student" | "teacher" };

/**
 * A candidacy to the teachers' super-challenge (sections 3, 4, 5 and 9; decision 035): one per centre and edition
 * (`centreCode`: the code as typed, trimmed and upper-cased). The representative's data is theirs: deleting the
 * account that sent it deletes it.
 */
export const teacherChallengeEntries = pgTable(
  "teacher_challenge_entries",
  {
    id: serial("id").primaryKey(),
    edition: text("edition").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    lastName: text("last_name").notNull(),
    role: text("role").notNull(),
    email: text("email").notNull(),
    candidacyName: text("candidacy_name").notNull(),
    centreName: text("centre_name").notNull(),
    centreCode: text("centre_code").notNull(),
    communityId: integer("community_id")
      .notNull()
      .references(() => autonomousCommunities.id),
    totalStudents: integer("total_students").notNull(),
    totalTeachers: integer("total_teachers").notNull(),
    candidacyTeachers: integer("candidacy_teachers").notNull(),
    studentsBenefited: integer("students_benefited").notNull(),
    specialFeature: text("special_feature").notNull(),
    changeHistory: text("change_history").notNull(),
    teacherImpact: text("teacher_impact").notNull(),
    studentImpact: text("student_impact").notNull(),
    anythingElse: text("anything_else"),
    attachments: jsonb("attachments").$type<ChallengeLink[]>().notNull(),
    imagePermissions: boolean("image_permissions").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("teacher_challenge_centre_idx").on(t.edition, t.centreCode),
    index("teacher_challenge_created_idx").on(t.edition, t.createdAt),
  ],
);

export const europeEntryState = pgEnum("europe_entry_state", ["preregistered", "submitted"]);
export const europePeopleShown = pgEnum("europe_people_shown", ["noFaces", "permissions"]);

/**
 * A centre's entry to a Europe super-challenge edition (sections 3, 4, 5 and 9; decision 035): pre-registered in the
 * edition's pre-registration stage (where it has one), then submitted once, with its files (europe_challenge_files).
 */
export const europeChallengeEntries = pgTable(
  "europe_challenge_entries",
  {
    id: serial("id").primaryKey(),
    edition: text("edition").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    state: europeEntryState("state").notNull(),
    centreName: text("centre_name").notNull(),
    centreCode: text("centre_code").notNull(),
    communityId: integer("community_id")
      .notNull()
      .references(() => autonomousCommunities.id),
    town: text("town").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    students: integer("students").notNull(),
    problem: text("problem"),
    solution: text("solution"),
    sustainability: text("sustainability"),
    technology: text("technology"),
    ideation: text("ideation"),
    peopleShown: europePeopleShown("people_shown"),
    travellers: jsonb("travellers").$type<ChallengeTraveller[]>(),
    travelProtocol: boolean("travel_protocol"),
    preregisteredAt: timestamp("preregistered_at", { withTimezone: true }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /**
     * Who pre-registered and who submitted it (a colleague of the centre may submit what another pre-registered):
     * shown to staff; null when not done yet, not known (entries older than these columns) or the account is gone.
     */
    preRegisteredBy: uuid("pre_registered_by").references(() => users.id, { onDelete: "set null" }),
    submittedBy: uuid("submitted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("europe_challenge_centre_idx").on(t.edition, t.centreCode),
    index("europe_challenge_user_idx").on(t.userId),
    index("europe_challenge_created_idx").on(t.edition, t.createdAt),
  ],
);

export const europeFileKind = pgEnum("europe_file_kind", ["video", "photo", "rightsUnder14", "rightsOver14"]);

/** A file of a submitted Europe entry, kept in the storage layer (decision 029) under `storageKey`. */
export const europeChallengeFiles = pgTable(
  "europe_challenge_files",
  {
    id: serial("id").primaryKey(),
    entryId: integer("entry_id")
      .notNull()
      .references(() => europeChallengeEntries.id, { onDelete: "cascade" }),
    kind: europeFileKind("kind").notNull(),
    storageKey: text("storage_key").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    /** A video's length in seconds, as ffprobe measured it. */
    durationSeconds: integer("duration_seconds"),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("europe_challenge_files_entry_idx").on(t.entryId, t.kind, t.position)],
);

export const challengeKind = pgEnum("challenge_kind", ["teacher", "europe"]);

/**
 * An edition of a super-challenge (decisions 035 and 042): its dates and limits, which the foundation's staff edit
 * (/cms/superretos). `edition` is its label ("2024", "2025-26"), unique within its kind: the entries name it. Its
 * opening is an instant; its deadlines are Madrid days open to their end. The teachers' limits (winners, places) and
 * the Europe ones (video length, prize, finalists, audience) are null for the other kind. Seeded from
 * common/challenges.ts by its migration (whichever are missing).
 */
export const challengeEditions = pgTable(
  "challenge_editions",
  {
    id: serial("id").primaryKey(),
    kind: challengeKind("kind").notNull(),
    edition: text("edition").notNull(),
    opensAt: timestamp("opens_at", { withTimezone: true }).notNull(),
    preRegistrationDeadline: date("pre_registration_deadline", { mode: "string" }),
    deadline: date("deadline", { mode: "string" }).notNull(),
    winners: integer("winners"),
    places: integer("places"),
    videoMaxSeconds: integer("video_max_seconds"),
    prizeEuros: integer("prize_euros"),
    finalists: integer("finalists"),
    audience: text("audience"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("challenge_editions_kind_edition_idx").on(t.kind, t.edition)],
);
