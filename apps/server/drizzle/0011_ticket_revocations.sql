CREATE TABLE "ticket_revocations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_revocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_uuid" uuid NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "record_ticket_revocation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		INSERT INTO "ticket_revocations" ("ticket_uuid") VALUES (OLD."uuid");
	ELSIF NEW."revoked_at" IS NOT NULL AND OLD."revoked_at" IS NULL THEN
		INSERT INTO "ticket_revocations" ("ticket_uuid") VALUES (NEW."uuid");
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "tickets_revoked" AFTER UPDATE OF "revoked_at" ON "tickets"
	FOR EACH ROW EXECUTE FUNCTION "record_ticket_revocation"();
--> statement-breakpoint
CREATE TRIGGER "tickets_deleted" AFTER DELETE ON "tickets"
	FOR EACH ROW EXECUTE FUNCTION "record_ticket_revocation"();
