CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."failed_at" is null;--> statement-breakpoint
-- New jobs wake the workers: the notification is delivered when the enqueuing transaction commits (never
-- when it rolls back), to every process listening on "jobs" (server/jobs/worker.ts).
CREATE FUNCTION "jobs_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('jobs', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "jobs_inserted" AFTER INSERT ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION "jobs_notify"();
