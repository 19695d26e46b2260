CREATE TYPE "public"."licence_state" AS ENUM('free', 'assigned', 'revoked');--> statement-breakpoint
CREATE TYPE "public"."content_origin" AS ENUM('own', 'centerResource');--> statement-breakpoint
CREATE TYPE "public"."download_page" AS ENUM('ai-robotics', 'pc-itineraries', 'vr');--> statement-breakpoint
CREATE TABLE "licence_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licence_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"batch_id" uuid NOT NULL,
	"state" "licence_state" DEFAULT 'free' NOT NULL,
	"assigned_to" uuid,
	"assigned_at" timestamp with time zone,
	"revoked_by" uuid,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "licence_package_programs" (
	"package_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	CONSTRAINT "licence_package_programs_package_id_program_id_pk" PRIMARY KEY("package_id","program_id")
);
--> statement-breakpoint
CREATE TABLE "licence_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "licence_packages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "licence_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"center_id" integer,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"teachers" jsonb NOT NULL,
	"manager_informed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_package_views" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"page" "download_page" NOT NULL,
	"file_name" text NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"description_es" text NOT NULL,
	"description_en" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "downloads_file_name_unique" UNIQUE("file_name")
);
--> statement-breakpoint
CREATE TABLE "itineraries" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"program_id" integer NOT NULL,
	"age" "age_segment" NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"description_es" text NOT NULL,
	"description_en" text NOT NULL,
	"image" text NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"devices" text[] DEFAULT '{}' NOT NULL,
	"origin" "content_origin" DEFAULT 'own' NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"first_year" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "itineraries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "itinerary_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"itinerary_id" integer NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"image" text NOT NULL,
	"project_logo" text,
	"minutes" integer NOT NULL,
	"with_kit" boolean DEFAULT false NOT NULL,
	"with_materials" boolean DEFAULT false NOT NULL,
	"with_options" boolean DEFAULT false NOT NULL,
	"with_pc" boolean DEFAULT false NOT NULL,
	"with_pc_options" boolean DEFAULT false NOT NULL,
	"with_tablet" boolean DEFAULT false NOT NULL,
	"content_es" jsonb NOT NULL,
	"content_en" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "towns_province_name_idx";--> statement-breakpoint
ALTER TABLE "licence_assignments" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "licence_assignments" ADD COLUMN "town_id" integer;--> statement-breakpoint
ALTER TABLE "licence_batches" ADD CONSTRAINT "licence_batches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_batches" ADD CONSTRAINT "licence_batches_package_id_licence_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."licence_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_batches" ADD CONSTRAINT "licence_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_codes" ADD CONSTRAINT "licence_codes_batch_id_licence_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."licence_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_codes" ADD CONSTRAINT "licence_codes_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_codes" ADD CONSTRAINT "licence_codes_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_package_programs" ADD CONSTRAINT "licence_package_programs_package_id_licence_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."licence_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_package_programs" ADD CONSTRAINT "licence_package_programs_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_requests" ADD CONSTRAINT "licence_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_requests" ADD CONSTRAINT "licence_requests_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_package_views" ADD CONSTRAINT "team_package_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_package_views" ADD CONSTRAINT "team_package_views_package_id_licence_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."licence_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_activities" ADD CONSTRAINT "itinerary_activities_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licence_batches_created_idx" ON "licence_batches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "licence_codes_batch_state_idx" ON "licence_codes" USING btree ("batch_id","state");--> statement-breakpoint
CREATE INDEX "licence_codes_assigned_to_idx" ON "licence_codes" USING btree ("assigned_to");--> statement-breakpoint
CREATE INDEX "licence_requests_created_idx" ON "licence_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "downloads_page_idx" ON "downloads" USING btree ("page","position");--> statement-breakpoint
CREATE INDEX "itineraries_age_idx" ON "itineraries" USING btree ("age","position");--> statement-breakpoint
CREATE INDEX "itineraries_program_idx" ON "itineraries" USING btree ("program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "itinerary_activities_slug_idx" ON "itinerary_activities" USING btree ("itinerary_id","slug");--> statement-breakpoint
CREATE INDEX "itinerary_activities_position_idx" ON "itinerary_activities" USING btree ("itinerary_id","position");--> statement-breakpoint
ALTER TABLE "licence_assignments" ADD CONSTRAINT "licence_assignments_code_licence_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."licence_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_assignments" ADD CONSTRAINT "licence_assignments_town_id_towns_id_fk" FOREIGN KEY ("town_id") REFERENCES "public"."towns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "towns_province_name_idx" ON "towns" USING btree ("province_id","name");--> statement-breakpoint
ALTER TABLE "licence_assignments" ADD CONSTRAINT "licence_assignments_code_unique" UNIQUE("code");