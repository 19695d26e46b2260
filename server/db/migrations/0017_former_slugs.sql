CREATE TABLE "former_slugs" (
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "former_slugs_kind_slug_pk" PRIMARY KEY("kind","slug")
);
--> statement-breakpoint
CREATE INDEX "former_slugs_item_idx" ON "former_slugs" USING btree ("kind","item_id");