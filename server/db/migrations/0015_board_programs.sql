CREATE TABLE "board_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"itinerary_activity_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"hex" text NOT NULL,
	"program_bytes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_programs_itinerary_activity_id_unique" UNIQUE("itinerary_activity_id"),
	CONSTRAINT "board_programs_file_name_unique" UNIQUE("file_name")
);
--> statement-breakpoint
ALTER TABLE "board_programs" ADD CONSTRAINT "board_programs_itinerary_activity_id_itinerary_activities_id_fk" FOREIGN KEY ("itinerary_activity_id") REFERENCES "public"."itinerary_activities"("id") ON DELETE cascade ON UPDATE no action;