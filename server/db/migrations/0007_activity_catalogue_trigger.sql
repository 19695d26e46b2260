-- The catalogue's version (see activity_catalogue in server/db/schema/activities.ts): bumped in the same
-- transaction as any change that may change a list's total. Rating totals are not among the columns.
INSERT INTO "activity_catalogue" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "activity_catalogue_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "activity_catalogue" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "activities_catalogue_changed"
  AFTER INSERT OR DELETE OR UPDATE OF "published", "audience", "category", "age_segments", "competences", "difficulty",
    "minutes", "with_kit", "with_materials", "with_pc", "with_tablet", "access"
  ON "activities" FOR EACH STATEMENT EXECUTE FUNCTION "activity_catalogue_bump"();
--> statement-breakpoint
CREATE TRIGGER "activities_catalogue_truncated" AFTER TRUNCATE ON "activities"
  FOR EACH STATEMENT EXECUTE FUNCTION "activity_catalogue_bump"();
