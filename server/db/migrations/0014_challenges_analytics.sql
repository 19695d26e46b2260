CREATE TYPE "public"."europe_entry_state" AS ENUM('preregistered', 'submitted');--> statement-breakpoint
CREATE TYPE "public"."europe_file_kind" AS ENUM('video', 'photo', 'rightsUnder14', 'rightsOver14');--> statement-breakpoint
CREATE TYPE "public"."europe_people_shown" AS ENUM('noFaces', 'permissions');--> statement-breakpoint
CREATE TYPE "public"."analytics_kind" AS ENUM('sessionStart', 'presence', 'pageView', 'visit');--> statement-breakpoint
CREATE TYPE "public"."analytics_label" AS ENUM('premium', 'open');--> statement-breakpoint
CREATE TABLE "europe_challenge_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"user_id" uuid NOT NULL,
	"state" "europe_entry_state" NOT NULL,
	"centre_name" text NOT NULL,
	"centre_code" text NOT NULL,
	"community_id" integer NOT NULL,
	"town" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"students" integer NOT NULL,
	"problem" text,
	"solution" text,
	"sustainability" text,
	"technology" text,
	"ideation" text,
	"people_shown" "europe_people_shown",
	"travellers" jsonb,
	"travel_protocol" boolean,
	"preregistered_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "europe_challenge_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"kind" "europe_file_kind" NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"duration_seconds" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_challenge_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text NOT NULL,
	"email" text NOT NULL,
	"candidacy_name" text NOT NULL,
	"centre_name" text NOT NULL,
	"centre_code" text NOT NULL,
	"community_id" integer NOT NULL,
	"total_students" integer NOT NULL,
	"total_teachers" integer NOT NULL,
	"candidacy_teachers" integer NOT NULL,
	"students_benefited" integer NOT NULL,
	"special_feature" text NOT NULL,
	"change_history" text NOT NULL,
	"teacher_impact" text NOT NULL,
	"student_impact" text NOT NULL,
	"anything_else" text,
	"attachments" jsonb NOT NULL,
	"image_permissions" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" "analytics_kind" NOT NULL,
	"session_id" text NOT NULL,
	"label" "analytics_label" NOT NULL,
	"route" text NOT NULL,
	"path" text NOT NULL,
	"seconds" integer,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "centers" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "centers" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "europe_challenge_entries" ADD CONSTRAINT "europe_challenge_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "europe_challenge_entries" ADD CONSTRAINT "europe_challenge_entries_community_id_autonomous_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."autonomous_communities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "europe_challenge_files" ADD CONSTRAINT "europe_challenge_files_entry_id_europe_challenge_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."europe_challenge_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_challenge_entries" ADD CONSTRAINT "teacher_challenge_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_challenge_entries" ADD CONSTRAINT "teacher_challenge_entries_community_id_autonomous_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."autonomous_communities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "europe_challenge_centre_idx" ON "europe_challenge_entries" USING btree ("edition","centre_code");--> statement-breakpoint
CREATE INDEX "europe_challenge_user_idx" ON "europe_challenge_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "europe_challenge_created_idx" ON "europe_challenge_entries" USING btree ("edition","created_at");--> statement-breakpoint
CREATE INDEX "europe_challenge_files_entry_idx" ON "europe_challenge_files" USING btree ("entry_id","kind","position");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_challenge_centre_idx" ON "teacher_challenge_entries" USING btree ("edition","centre_code");--> statement-breakpoint
CREATE INDEX "teacher_challenge_created_idx" ON "teacher_challenge_entries" USING btree ("edition","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_session_start_idx" ON "analytics_events" USING btree ("session_id") WHERE "analytics_events"."kind" = 'sessionStart';--> statement-breakpoint
CREATE INDEX "analytics_occurred_idx" ON "analytics_events" USING btree ("occurred_at","kind");--> statement-breakpoint
CREATE INDEX "centers_reference_idx" ON "centers" USING btree ("reference_since");