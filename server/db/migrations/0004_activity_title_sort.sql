DROP INDEX "activities_title_es_idx";--> statement-breakpoint
DROP INDEX "activities_title_en_idx";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "title_sort_es" text GENERATED ALWAYS AS (replace(replace(regexp_replace(title_es, '^[][[:space:]¿¡!?"''«»“”‘’(){}.,:;…*#_–—-]+', ''), 'ñ', 'nω'), 'Ñ', 'Nω')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "title_sort_en" text GENERATED ALWAYS AS (regexp_replace(title_en, '^[][[:space:]¿¡!?"''«»“”‘’(){}.,:;…*#_–—-]+', '')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "activities_title_es_idx" ON "activities" USING btree ("title_sort_es" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "activities_title_en_idx" ON "activities" USING btree ("title_sort_en" collate "und-x-icu","id");