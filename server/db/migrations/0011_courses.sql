CREATE TYPE "public"."course_block_type" AS ENUM('cover', 'text', 'video', 'dropdown', 'steps', 'flashcard', 'infographic', 'tabs', 'dragable', 'test', 'selection', 'connect');--> statement-breakpoint
CREATE TABLE "formations" (
	"id" serial PRIMARY KEY NOT NULL,
	"access_code" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"intro_es" text NOT NULL,
	"intro_en" text NOT NULL,
	"material_es" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"material_en" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sessions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"download_ids" integer[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "formations_access_code_unique" UNIQUE("access_code")
);
--> statement-breakpoint
CREATE TABLE "course_block_answers" (
	"user_id" uuid NOT NULL,
	"block_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"correct" boolean NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_block_answers_user_id_block_id_pk" PRIMARY KEY("user_id","block_id")
);
--> statement-breakpoint
CREATE TABLE "course_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"position" integer NOT NULL,
	"type" "course_block_type" NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"content_es" jsonb NOT NULL,
	"content_en" jsonb NOT NULL,
	"solution" jsonb,
	"explanation" jsonb
);
--> statement-breakpoint
CREATE TABLE "course_enrolments" (
	"user_id" uuid NOT NULL,
	"course_id" integer NOT NULL,
	"last_unit_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"certificate_code" text,
	CONSTRAINT "course_enrolments_user_id_course_id_pk" PRIMARY KEY("user_id","course_id"),
	CONSTRAINT "course_enrolments_certificate_code_unique" UNIQUE("certificate_code")
);
--> statement-breakpoint
CREATE TABLE "course_unit_completions" (
	"user_id" uuid NOT NULL,
	"unit_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_unit_completions_user_id_unit_id_pk" PRIMARY KEY("user_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "course_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_es" text NOT NULL,
	"summary_en" text NOT NULL,
	"image" text NOT NULL,
	"hours" integer NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"recommended_courses" text[] DEFAULT '{}' NOT NULL,
	"recommended_activities" integer[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "course_block_answers" ADD CONSTRAINT "course_block_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_block_answers" ADD CONSTRAINT "course_block_answers_block_id_course_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."course_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_blocks" ADD CONSTRAINT "course_blocks_unit_id_course_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."course_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_last_unit_id_course_units_id_fk" FOREIGN KEY ("last_unit_id") REFERENCES "public"."course_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_unit_completions" ADD CONSTRAINT "course_unit_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_unit_completions" ADD CONSTRAINT "course_unit_completions_unit_id_course_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."course_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_units" ADD CONSTRAINT "course_units_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_blocks_position_idx" ON "course_blocks" USING btree ("unit_id","position");--> statement-breakpoint
CREATE INDEX "course_enrolments_completed_idx" ON "course_enrolments" USING btree ("user_id","completed_at") WHERE "course_enrolments"."completed_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "course_units_position_idx" ON "course_units" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "courses_published_idx" ON "courses" USING btree ("published","position");