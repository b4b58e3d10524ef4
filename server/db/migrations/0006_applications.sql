CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'applied' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"application_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_event_id_user_id_unique" UNIQUE("event_id","user_id"),
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('applied', 'accepted', 'waitlisted', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_event_id_status_date_idx" ON "applications" USING btree ("event_id","status","application_date");--> statement-breakpoint
CREATE INDEX "applications_user_id_date_idx" ON "applications" USING btree ("user_id","application_date");--> statement-breakpoint
-- Issue 14: the events list shows people_applied, counted from applications, so a new or a
-- withdrawn application (or one moved to another event by hand) bumps the organiser's list version
-- (migration 0004). Status changes leave the count as it is and bump nothing. Hand-written.
CREATE FUNCTION applications_bump_list_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_event_list_versions(ARRAY(SELECT DISTINCT e.organized_by FROM new_rows r JOIN events e ON e.id = r.event_id));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_event_list_versions(ARRAY(
      SELECT DISTINCT e.organized_by FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN events e ON e.id IN (o.event_id, n.event_id)
      WHERE o.event_id <> n.event_id));
  ELSE
    PERFORM bump_event_list_versions(ARRAY(SELECT DISTINCT e.organized_by FROM old_rows r JOIN events e ON e.id = r.event_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_list_versions_insert AFTER INSERT ON applications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION applications_bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER applications_list_versions_update AFTER UPDATE ON applications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION applications_bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER applications_list_versions_delete AFTER DELETE ON applications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION applications_bump_list_versions();
