-- Names that differ only in case were two exhibitors before; the later ones get their id in
-- brackets, so that no start fails on an old database and an organiser can merge them by hand.
UPDATE "vendors" SET "name" = "vendors"."name" || ' (' || "vendors"."id" || ')'
	FROM "vendors" AS "first"
	WHERE lower("first"."name") = lower("vendors"."name") AND "first"."id" < "vendors"."id";--> statement-breakpoint
ALTER TABLE "vendors" DROP CONSTRAINT "vendors_name_key";--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_name_lower_key" ON "vendors" USING btree (lower("name"));
