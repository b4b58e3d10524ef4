CREATE TABLE "event_teams" (
	"event_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	CONSTRAINT "event_teams_event_id_team_id_pk" PRIMARY KEY("event_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_name" text NOT NULL,
	"event_description" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"marker_type" smallint NOT NULL,
	"status" text NOT NULL,
	"rejection_reason" text,
	"admin_notes" text,
	"main_image_url" text,
	"people_needed" integer DEFAULT 0 NOT NULL,
	"event_xp" integer DEFAULT 0 NOT NULL,
	"competences" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"location_text" text NOT NULL,
	"recurrence_type" text DEFAULT 'none' NOT NULL,
	"recurrence_interval" integer DEFAULT 1 NOT NULL,
	"recurrence_end_date" date,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"is_recurring_instance" boolean DEFAULT false NOT NULL,
	"parent_event" integer,
	"organized_by" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "events_marker_type_check" CHECK ("events"."marker_type" in (1, 2)),
	CONSTRAINT "events_status_check" CHECK ("events"."status" in ('draft', 'pending', 'approved', 'rejected', 'published')),
	CONSTRAINT "events_people_needed_check" CHECK ("events"."people_needed" >= 0),
	CONSTRAINT "events_event_xp_check" CHECK ("events"."event_xp" >= 0),
	CONSTRAINT "events_recurrence_type_check" CHECK ("events"."recurrence_type" in ('none', 'daily', 'weekly', 'monthly', 'yearly')),
	CONSTRAINT "events_recurrence_interval_check" CHECK ("events"."recurrence_interval" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "teams_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "uploaded_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"ngo_id" integer NOT NULL,
	"large_url" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"large_key" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_images_large_url_unique" UNIQUE("large_url")
);
--> statement-breakpoint
ALTER TABLE "event_teams" ADD CONSTRAINT "event_teams_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_teams" ADD CONSTRAINT "event_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_parent_event_events_id_fk" FOREIGN KEY ("parent_event") REFERENCES "events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organized_by_ngos_id_fk" FOREIGN KEY ("organized_by") REFERENCES "ngos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD CONSTRAINT "uploaded_images_ngo_id_ngos_id_fk" FOREIGN KEY ("ngo_id") REFERENCES "ngos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_organized_by_start_date_idx" ON "events" USING btree ("organized_by","start_date");--> statement-breakpoint
CREATE INDEX "events_status_created_idx" ON "events" USING btree ("status","created");--> statement-breakpoint
CREATE INDEX "events_parent_event_idx" ON "events" USING btree ("parent_event");--> statement-breakpoint
CREATE INDEX "uploaded_images_ngo_id_idx" ON "uploaded_images" USING btree ("ngo_id");--> statement-breakpoint
-- SPEC §3 team enumeration, in contract/events.ts TEAMS order (added by hand after drizzle-kit generate).
INSERT INTO "teams" ("id", "code", "name") VALUES
	(1, 'ENVIRONMENTAL', 'Environmental'),
	(2, 'SOCIAL', 'Social'),
	(3, 'HEALTH_AND_MEDICAL', 'Health and medical'),
	(4, 'EDUCATIONAL', 'Educational'),
	(5, 'HUMANITARIAN_AND_EMERGENCY_RESPONSE', 'Humanitarian and emergency response'),
	(6, 'ANIMAL_WELFARE', 'Animal welfare'),
	(7, 'CULTURAL_AND_HERITAGE', 'Cultural and heritage'),
	(8, 'ADVOCACY_AND_HUMAN_RIGHTS', 'Advocacy and human rights'),
	(9, 'SPORTS_AND_RECREATION', 'Sports and recreation'),
	(10, 'TECHNOLOGY_AND_INNOVATION', 'Technology and innovation'),
	(11, 'FAITH_AND_SPIRITUAL', 'Faith and spiritual'),
	(12, 'ADVOCACY_AND_LEGAL', 'Advocacy and legal'),
	(13, 'OTHER', 'Other');--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('teams', 'id'), (SELECT max("id") FROM "teams"));