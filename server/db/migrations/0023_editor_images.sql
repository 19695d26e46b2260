CREATE TABLE "editor_images" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "editor_images" ADD CONSTRAINT "editor_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "editor_images_user_idx" ON "editor_images" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "editor_images_unused_idx" ON "editor_images" USING btree ("created_at") WHERE used_at is null;--> statement-breakpoint
-- Hand-written: the editor's images already shown by a post, tied to the post's author (the earliest post showing each).
INSERT INTO "editor_images" ("key", "user_id", "created_at", "used_at")
SELECT DISTINCT ON (m[1]) m[1], c.author_id, c.created_at, c.created_at
FROM "contributions" c, regexp_matches(c.content, 'src="/uploads/(forum/[0-9a-f]{32}\.webp)"', 'g') AS m
ORDER BY m[1], c.created_at
ON CONFLICT DO NOTHING;
