CREATE TYPE "public"."challenge_kind" AS ENUM('teacher', 'europe');--> statement-breakpoint
CREATE TABLE "challenge_editions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "challenge_kind" NOT NULL,
	"edition" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"pre_registration_deadline" date,
	"deadline" date NOT NULL,
	"winners" integer,
	"places" integer,
	"video_max_seconds" integer,
	"prize_euros" integer,
	"finalists" integer,
	"audience" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_editions_kind_edition_idx" ON "challenge_editions" USING btree ("kind","edition");--> statement-breakpoint
INSERT INTO "challenge_editions" ("kind", "edition", "opens_at", "pre_registration_deadline", "deadline", "winners", "places") VALUES
  ('teacher', '2024', '2024-02-01T00:00:00+01:00', NULL, '2024-04-30', 5, 3)
  ON CONFLICT ("kind", "edition") DO NOTHING;--> statement-breakpoint
INSERT INTO "challenge_editions" ("kind", "edition", "opens_at", "pre_registration_deadline", "deadline", "video_max_seconds", "prize_euros", "finalists", "audience") VALUES
  ('europe', '2024-25', '2024-10-01T00:00:00+02:00', NULL, '2025-01-24', 300, 1000, 10, 'primary'),
  ('europe', '2025-26', '2025-09-15T00:00:00+02:00', '2025-10-31', '2026-01-23', 60, 1500, 10, 'primaryAndSecondary')
  ON CONFLICT ("kind", "edition") DO NOTHING;
