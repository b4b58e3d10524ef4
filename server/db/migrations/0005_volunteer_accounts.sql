CREATE TABLE "volunteer_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"birthday" date,
	"profile_image" text,
	"total_xp" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "volunteer_profiles_total_xp_check" CHECK ("volunteer_profiles"."total_xp" >= 0)
);
--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "volunteer_profiles" ADD CONSTRAINT "volunteer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD CONSTRAINT "uploaded_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_images_user_id_idx" ON "uploaded_images" USING btree ("user_id");