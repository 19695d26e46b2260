ALTER TABLE "events" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Events already there were public from their creation.
UPDATE "events" SET "published_at" = "created_at";
