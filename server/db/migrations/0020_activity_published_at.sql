ALTER TABLE "activities" drop column "title_sort_en";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "title_sort_en" text GENERATED ALWAYS AS (regexp_replace(coalesce(nullif(title_en, ''), title_es), '^[][[:space:]¿¡!?"''«»“”‘’(){}.,:;…*#_–—-]+', '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "published_at" timestamp with time zone DEFAULT '1970-01-01T00:00:00Z' NOT NULL;--> statement-breakpoint
CREATE INDEX "activities_published_at_idx" ON "activities" USING btree ("published_at");--> statement-breakpoint
-- Dropping title_sort_en took its index: the English A-Z sort reads it again.
CREATE INDEX "activities_title_en_idx" ON "activities" USING btree ("title_sort_en" collate "und-x-icu","id");
--> statement-breakpoint
-- A changed publication time may change a list's total (migration 0007's trigger, with published_at).
DROP TRIGGER "activities_catalogue_changed" ON "activities";
--> statement-breakpoint
CREATE TRIGGER "activities_catalogue_changed"
  AFTER INSERT OR DELETE OR UPDATE OF "published", "published_at", "audience", "category", "age_segments", "competences",
    "difficulty", "minutes", "with_kit", "with_materials", "with_pc", "with_tablet", "access"
  ON "activities" FOR EACH STATEMENT EXECUTE FUNCTION "activity_catalogue_bump"();
