CREATE TYPE "public"."activity_access" AS ENUM('open', 'premium');--> statement-breakpoint
CREATE TYPE "public"."activity_mark" AS ENUM('favourite', 'done');--> statement-breakpoint
CREATE TYPE "public"."age_segment" AS ENUM('fourToFive', 'sixToEight', 'nineToTwelve', 'twelvePlus');--> statement-breakpoint
CREATE TYPE "public"."audience" AS ENUM('children', 'family', 'teachers');--> statement-breakpoint
CREATE TYPE "public"."category" AS ENUM('game', 'invention', 'animation', 'videoGame', '3D', 'robotics', 'ar', 'iot', 'ia', 'security', 'wellbeing');--> statement-breakpoint
CREATE TYPE "public"."competence_area" AS ENUM('communication', 'contentCreation', 'information', 'problemSolving', 'security');--> statement-breakpoint
CREATE TYPE "public"."difficulty" AS ENUM('low', 'intermediate', 'high');--> statement-breakpoint
CREATE TYPE "public"."contribution_section" AS ENUM('forum', 'gallery', 'bulletin', 'activities');--> statement-breakpoint
CREATE TYPE "public"."contribution_type" AS ENUM('theme', 'comment', 'answer', 'result');--> statement-breakpoint
CREATE TYPE "public"."event_type" AS ENUM('conference', 'course-workshop', 'activity', 'private');--> statement-breakpoint
CREATE TYPE "public"."redirect_kind" AS ENUM('qr', 'link');--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"audience" "audience" NOT NULL,
	"age_segments" "age_segment"[] NOT NULL,
	"age_rank" smallint NOT NULL,
	"difficulty" "difficulty" NOT NULL,
	"minutes" integer NOT NULL,
	"category" "category" NOT NULL,
	"competences" "competence_area"[] NOT NULL,
	"with_kit" boolean DEFAULT false NOT NULL,
	"with_materials" boolean DEFAULT false NOT NULL,
	"with_pc" boolean DEFAULT false NOT NULL,
	"with_tablet" boolean DEFAULT false NOT NULL,
	"access" "activity_access" DEFAULT 'open' NOT NULL,
	"cover" text NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_es" text NOT NULL,
	"summary_en" text NOT NULL,
	"description_es" text NOT NULL,
	"description_en" text NOT NULL,
	"materials_es" text[] DEFAULT '{}'::text[] NOT NULL,
	"materials_en" text[] DEFAULT '{}'::text[] NOT NULL,
	"steps_es" text[] NOT NULL,
	"steps_en" text[] NOT NULL,
	"tips_es" text DEFAULT '' NOT NULL,
	"tips_en" text DEFAULT '' NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_marks" (
	"user_id" uuid NOT NULL,
	"activity_id" integer NOT NULL,
	"kind" "activity_mark" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_marks_user_id_activity_id_kind_pk" PRIMARY KEY("user_id","activity_id","kind")
);
--> statement-breakpoint
CREATE TABLE "activity_ratings" (
	"activity_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"score" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_ratings_activity_id_user_id_pk" PRIMARY KEY("activity_id","user_id"),
	CONSTRAINT "activity_ratings_score_range" CHECK ("activity_ratings"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "contributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "contribution_type" NOT NULL,
	"section" "contribution_section" NOT NULL,
	"author_id" uuid NOT NULL,
	"parent_id" uuid,
	"activity_id" integer,
	"title" text,
	"content" text NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"files" text[] DEFAULT '{}' NOT NULL,
	"language" text DEFAULT 'es' NOT NULL,
	"pending_review" boolean DEFAULT true NOT NULL,
	"rejected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"moderated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"type" "event_type" NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_es" text NOT NULL,
	"summary_en" text NOT NULL,
	"body_es" text NOT NULL,
	"body_en" text NOT NULL,
	"image" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"place_es" text NOT NULL,
	"place_en" text NOT NULL,
	"url" text,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_es" text NOT NULL,
	"summary_en" text NOT NULL,
	"body_es" text NOT NULL,
	"body_en" text NOT NULL,
	"image" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category" "category",
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_es" text NOT NULL,
	"summary_en" text NOT NULL,
	"body_es" text NOT NULL,
	"body_en" text NOT NULL,
	"image" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"kind" "redirect_kind" NOT NULL,
	"key" text NOT NULL,
	"target" text NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "summary_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "summary_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "body_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "body_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_marks" ADD CONSTRAINT "activity_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_marks" ADD CONSTRAINT "activity_marks_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_ratings" ADD CONSTRAINT "activity_ratings_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_ratings" ADD CONSTRAINT "activity_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_parent_id_contributions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."contributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activities_slug_idx" ON "activities" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "activities_audience_idx" ON "activities" USING btree ("audience");--> statement-breakpoint
CREATE INDEX "activities_category_idx" ON "activities" USING btree ("category");--> statement-breakpoint
CREATE INDEX "activities_title_es_idx" ON "activities" USING btree ("title_es","id");--> statement-breakpoint
CREATE INDEX "activities_title_en_idx" ON "activities" USING btree ("title_en","id");--> statement-breakpoint
CREATE INDEX "activities_age_rank_idx" ON "activities" USING btree ("age_rank","id");--> statement-breakpoint
CREATE INDEX "activities_difficulty_idx" ON "activities" USING btree ("difficulty","id");--> statement-breakpoint
CREATE INDEX "activities_minutes_idx" ON "activities" USING btree ("minutes","id");--> statement-breakpoint
CREATE INDEX "activities_age_segments_idx" ON "activities" USING gin ("age_segments");--> statement-breakpoint
CREATE INDEX "activities_competences_idx" ON "activities" USING gin ("competences");--> statement-breakpoint
CREATE INDEX "activity_marks_user_kind_idx" ON "activity_marks" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "activity_ratings_user_idx" ON "activity_ratings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contributions_activity_idx" ON "contributions" USING btree ("activity_id","published_at");--> statement-breakpoint
CREATE INDEX "contributions_queue_idx" ON "contributions" USING btree ("section","pending_review","created_at");--> statement-breakpoint
CREATE INDEX "contributions_author_idx" ON "contributions" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "contributions_parent_idx" ON "contributions" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug_idx" ON "events" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "events_published_starts_idx" ON "events" USING btree ("published","starts_at");--> statement-breakpoint
CREATE INDEX "events_type_starts_idx" ON "events" USING btree ("type","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "news_slug_idx" ON "news" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("published","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "topics_slug_idx" ON "topics" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_slug_unique" UNIQUE("slug");