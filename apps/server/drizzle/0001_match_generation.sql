CREATE TABLE "embedding_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"vector" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_generations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"profile_hash" text NOT NULL,
	"vendor_version" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "match_generations" ADD CONSTRAINT "match_generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;