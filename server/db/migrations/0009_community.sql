ALTER TYPE "public"."contribution_type" ADD VALUE 'post';--> statement-breakpoint
CREATE TABLE "contribution_catalogue" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "contribution_catalogue_one_row" CHECK ("contribution_catalogue"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "contribution_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contribution_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'ready' NOT NULL,
	"key" text NOT NULL,
	"thumb_key" text,
	"source_key" text,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"item" text NOT NULL,
	"area" text NOT NULL,
	"contribution_id" uuid,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "held_for" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "reply_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "last_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "age" "age_segment";--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish', coalesce(title, '') || ' ' || content)) STORED;--> statement-breakpoint
ALTER TABLE "contribution_files" ADD CONSTRAINT "contribution_files_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contribution_files_contribution_idx" ON "contribution_files" USING btree ("contribution_id","position");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "contributions_threads_recent_idx" ON "contributions" USING btree ("section","published_at","id") WHERE parent_id is null and published_at is not null and not rejected;--> statement-breakpoint
CREATE INDEX "contributions_threads_popular_idx" ON "contributions" USING btree ("section","reply_count","published_at","id") WHERE parent_id is null and published_at is not null and not rejected;--> statement-breakpoint
CREATE INDEX "contributions_threads_last_reply_idx" ON "contributions" USING btree ("section",coalesce("last_reply_at", "published_at"),"id") WHERE parent_id is null and published_at is not null and not rejected;--> statement-breakpoint
CREATE INDEX "contributions_threads_age_idx" ON "contributions" USING btree ("section","age","published_at","id") WHERE parent_id is null and published_at is not null and not rejected;--> statement-breakpoint
CREATE INDEX "contributions_categories_idx" ON "contributions" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "contributions_search_idx" ON "contributions" USING gin ("search");--> statement-breakpoint
CREATE INDEX "contributions_desk_idx" ON "contributions" USING btree ("section","rejected","published_at");--> statement-breakpoint
CREATE INDEX "contributions_desk_pending_idx" ON "contributions" USING btree ("created_at","id") WHERE pending_review;--> statement-breakpoint
CREATE INDEX "contributions_desk_published_idx" ON "contributions" USING btree ("published_at","id") WHERE published_at is not null and not rejected;--> statement-breakpoint
CREATE INDEX "contributions_desk_rejected_idx" ON "contributions" USING btree ("rejected_at","id") WHERE rejected;