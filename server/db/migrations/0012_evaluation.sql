CREATE TYPE "public"."evaluation_stage" AS ENUM('initial', 'final', 'refCenter');--> statement-breakpoint
CREATE TYPE "public"."report_kind" AS ENUM('vulnerable', 'refCenter');--> statement-breakpoint
CREATE TABLE "adventure_answers" (
	"group_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"area" text NOT NULL,
	"answer" jsonb NOT NULL,
	"correct" boolean NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adventure_answers_group_id_question_id_pk" PRIMARY KEY("group_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "adventure_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_id" integer NOT NULL,
	"label" text NOT NULL,
	"pupils" integer NOT NULL,
	"token" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "adventure_groups_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "adventure_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"classroom_id" integer NOT NULL,
	"stage" "evaluation_stage" NOT NULL,
	"code" text NOT NULL,
	"lang" text DEFAULT 'es' NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "adventure_keys_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "classrooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"age" "age_segment" NOT NULL,
	"girls" integer NOT NULL,
	"boys" integer NOT NULL,
	"years_in_programme" integer NOT NULL,
	"school_year" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_up_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" "report_kind" NOT NULL,
	"user_id" uuid NOT NULL,
	"issued_by" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"draft_saved_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "follow_up_reports_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "open_activity_surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"activity_id" integer NOT NULL,
	"child_ages" text[] NOT NULL,
	"class_size" text,
	"used_with_children" boolean NOT NULL,
	"would_recommend" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ong_kind" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ong_sector" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agent_kind" text;--> statement-breakpoint
ALTER TABLE "adventure_answers" ADD CONSTRAINT "adventure_answers_group_id_adventure_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."adventure_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adventure_groups" ADD CONSTRAINT "adventure_groups_key_id_adventure_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."adventure_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adventure_keys" ADD CONSTRAINT "adventure_keys_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_reports" ADD CONSTRAINT "follow_up_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_reports" ADD CONSTRAINT "follow_up_reports_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_activity_surveys" ADD CONSTRAINT "open_activity_surveys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_activity_surveys" ADD CONSTRAINT "open_activity_surveys_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adventure_groups_key_idx" ON "adventure_groups" USING btree ("key_id");--> statement-breakpoint
CREATE UNIQUE INDEX "adventure_keys_stage_idx" ON "adventure_keys" USING btree ("classroom_id","stage");--> statement-breakpoint
CREATE UNIQUE INDEX "classrooms_name_idx" ON "classrooms" USING btree ("user_id","school_year","name_key");--> statement-breakpoint
CREATE INDEX "classrooms_user_idx" ON "classrooms" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "follow_up_reports_user_idx" ON "follow_up_reports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "follow_up_reports_sent_idx" ON "follow_up_reports" USING btree ("kind","sent_at") WHERE "follow_up_reports"."sent_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "open_activity_surveys_user_idx" ON "open_activity_surveys" USING btree ("user_id","activity_id");--> statement-breakpoint
CREATE INDEX "open_activity_surveys_activity_idx" ON "open_activity_surveys" USING btree ("activity_id");