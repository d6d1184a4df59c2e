CREATE TABLE "content_versions" (
	"list" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
INSERT INTO "content_versions" ("list") VALUES ('vendors'), ('events');
--> statement-breakpoint
-- Statement-level: an import of a thousand rows raises the version once. Counting a vendor's
-- page view does not raise it (see the vendors trigger's column list): the list's view counts
-- are refreshed by age instead, or every view would discard the cached list.
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "content_versions" ("list", "version") VALUES (TG_ARGV[0], 1)
	ON CONFLICT ("list") DO UPDATE SET "version" = "content_versions"."version" + 1;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "vendors_content_version"
	AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "name", "logo_path", "stand", "location", "website", "address", "email", "telephone", "description", "seeking"
	ON "vendors" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('vendors');
--> statement-breakpoint
CREATE TRIGGER "events_content_version"
	AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
	ON "events" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('events');
