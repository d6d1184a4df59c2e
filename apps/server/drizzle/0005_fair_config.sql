CREATE TABLE "fair_config" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "fair_config" ADD CONSTRAINT "fair_config_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One row: the fair.
ALTER TABLE "fair_config" ADD CONSTRAINT "fair_config_single_row" CHECK ("id" = 1);
--> statement-breakpoint
INSERT INTO "content_versions" ("list") VALUES ('fair-config') ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "fair_config_content_version"
	AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
	ON "fair_config" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('fair-config');
