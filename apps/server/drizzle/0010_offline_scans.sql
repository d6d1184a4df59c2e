CREATE TABLE "offline_scans" (
	"nonce" uuid PRIMARY KEY NOT NULL,
	"staff_user_id" integer,
	"ticket_uuid" uuid,
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scan_day" date NOT NULL,
	"outcome" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offline_scans" ADD CONSTRAINT "offline_scans_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offline_scans_scan_day_idx" ON "offline_scans" USING btree ("scan_day");