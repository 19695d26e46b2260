ALTER TABLE "adventure_keys" ADD COLUMN "groups_reset_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "europe_challenge_entries" ADD COLUMN "pre_registered_by" uuid;--> statement-breakpoint
ALTER TABLE "europe_challenge_entries" ADD COLUMN "submitted_by" uuid;--> statement-breakpoint
ALTER TABLE "europe_challenge_entries" ADD CONSTRAINT "europe_challenge_entries_pre_registered_by_users_id_fk" FOREIGN KEY ("pre_registered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "europe_challenge_entries" ADD CONSTRAINT "europe_challenge_entries_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written: what is known of earlier entries. Pre-registration inserted the entry as its owner (user_id); an
-- entry submitted without pre-registration (2024-25) was inserted by its submitter. Who submitted a pre-registered
-- entry was not recorded: it stays null ("not recorded" for staff).
UPDATE "europe_challenge_entries" SET "pre_registered_by" = "user_id" WHERE "preregistered_at" IS NOT NULL;--> statement-breakpoint
UPDATE "europe_challenge_entries" SET "submitted_by" = "user_id" WHERE "submitted_at" IS NOT NULL AND "preregistered_at" IS NULL;
