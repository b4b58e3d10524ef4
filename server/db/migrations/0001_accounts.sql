CREATE TABLE "ngos" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_name" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"registration_number" text DEFAULT '' NOT NULL,
	"contact_person_first_name" text NOT NULL,
	"contact_person_last_name" text NOT NULL,
	"contact_person_email" text NOT NULL,
	"contact_person_phone" text DEFAULT '' NOT NULL,
	"operating_countries" text DEFAULT '' NOT NULL,
	"organization_offerings" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"history" text DEFAULT '' NOT NULL,
	"contact_person_bio" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ngos_status_check" CHECK ("ngos"."status" in ('pending', 'approved', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"user_type" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"ngo_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" in ('ngo', 'super_admin', 'volunteer')),
	CONSTRAINT "users_ngo_id_check" CHECK (("users"."user_type" = 'ngo') = ("users"."ngo_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_ngo_id_ngos_id_fk" FOREIGN KEY ("ngo_id") REFERENCES "ngos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ngos_status_created_at_idx" ON "ngos" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_id_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_ngo_id_idx" ON "users" USING btree ("ngo_id");