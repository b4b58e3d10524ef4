ALTER TABLE "volunteer_profiles" ADD COLUMN "calendar_token_hash" text;--> statement-breakpoint
ALTER TABLE "volunteer_profiles" ADD COLUMN "calendar_token_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "volunteer_profiles" ADD CONSTRAINT "volunteer_profiles_calendar_token_hash_unique" UNIQUE("calendar_token_hash");