CREATE TABLE "gallery_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"ngo_id" integer NOT NULL,
	"event_id" integer,
	"caption" text DEFAULT '' NOT NULL,
	"thumbnail_url" text NOT NULL,
	"large_url" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"large_key" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_photos_large_url_unique" UNIQUE("large_url")
);
--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_ngo_id_ngos_id_fk" FOREIGN KEY ("ngo_id") REFERENCES "ngos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gallery_photos_event_id_idx" ON "gallery_photos" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "gallery_photos_ngo_id_idx" ON "gallery_photos" USING btree ("ngo_id","event_id","id");