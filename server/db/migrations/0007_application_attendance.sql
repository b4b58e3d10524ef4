CREATE TABLE "application_counts" (
	"event_id" integer NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "application_counts_event_id_status_pk" PRIMARY KEY("event_id","status")
);
--> statement-breakpoint
DROP INDEX "applications_event_id_status_date_idx";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "awarded_xp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "application_counts" ADD CONSTRAINT "application_counts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_event_id_status_date_id_idx" ON "applications" USING btree ("event_id","status","application_date","id");--> statement-breakpoint
CREATE INDEX "applications_event_id_date_id_idx" ON "applications" USING btree ("event_id","application_date","id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_awarded_xp_check" CHECK ("applications"."awarded_xp" >= 0 and ("applications"."status" = 'completed' or "applications"."awarded_xp" = 0));--> statement-breakpoint
-- Issue 14: application_counts holds how many applications each event has in each status, changed
-- in the same statement as the applications (statement-level, so a bulk change is one update per
-- event and status). Hand-written: drizzle-kit does not model triggers. An event deleted takes its
-- counts with it (the foreign key); its applications' delete then finds no row to lower.
CREATE FUNCTION application_counts_lower() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE application_counts c SET count = c.count - o.n
  FROM (SELECT event_id, status, count(*)::int AS n FROM old_rows GROUP BY event_id, status) o
  WHERE c.event_id = o.event_id AND c.status = o.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION application_counts_raise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_counts AS c (event_id, status, count)
  SELECT event_id, status, count(*)::int FROM new_rows GROUP BY event_id, status
  ON CONFLICT (event_id, status) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_counts_insert AFTER INSERT ON applications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_counts_raise();
--> statement-breakpoint
CREATE TRIGGER applications_counts_update_lower AFTER UPDATE ON applications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_counts_lower();
--> statement-breakpoint
CREATE TRIGGER applications_counts_update_raise AFTER UPDATE ON applications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_counts_raise();
--> statement-breakpoint
CREATE TRIGGER applications_counts_delete AFTER DELETE ON applications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_counts_lower();
--> statement-breakpoint
INSERT INTO application_counts (event_id, status, count)
SELECT event_id, status, count(*)::int FROM applications GROUP BY event_id, status;
