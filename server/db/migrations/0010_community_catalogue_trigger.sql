-- The community's version (see contribution_catalogue in server/db/schema/contributions.ts): bumped in the same
-- transaction as any change that may change a thread list's total. Reply counters are not among the columns.
INSERT INTO "contribution_catalogue" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "contribution_catalogue_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "contribution_catalogue" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "contributions_catalogue_changed"
  AFTER INSERT OR DELETE OR UPDATE OF "section", "parent_id", "pending_review", "rejected", "published_at", "categories", "age",
    "title", "content"
  ON "contributions" FOR EACH STATEMENT EXECUTE FUNCTION "contribution_catalogue_bump"();
--> statement-breakpoint
CREATE TRIGGER "contributions_catalogue_truncated" AFTER TRUNCATE ON "contributions"
  FOR EACH STATEMENT EXECUTE FUNCTION "contribution_catalogue_bump"();
