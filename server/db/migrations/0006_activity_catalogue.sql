CREATE TABLE "activity_catalogue" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_catalogue_one_row" CHECK ("activity_catalogue"."id" = 1)
);
