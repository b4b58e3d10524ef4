CREATE TABLE "event_list_versions" (
	"ngo_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_list_versions" ADD CONSTRAINT "event_list_versions_ngo_id_ngos_id_fk" FOREIGN KEY ("ngo_id") REFERENCES "ngos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 13: every change that shows in an NGO's events list bumps its version in the same
-- transaction (server/events/listCache.ts). Hand-written: drizzle-kit does not model triggers.
-- An NGO being deleted (its events go with it) gets no row: the EXISTS keeps the foreign key whole.
CREATE FUNCTION bump_event_list_versions(ngo_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO event_list_versions AS v (ngo_id, version)
  SELECT n.id, 1 FROM ngos n WHERE n.id = ANY (ngo_ids)
  ON CONFLICT (ngo_id) DO UPDATE SET version = v.version + 1;
END $$;
--> statement-breakpoint
CREATE FUNCTION events_bump_list_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_event_list_versions(ARRAY(SELECT DISTINCT organized_by FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_event_list_versions(ARRAY(SELECT organized_by FROM old_rows UNION SELECT organized_by FROM new_rows));
  ELSE
    PERFORM bump_event_list_versions(ARRAY(SELECT DISTINCT organized_by FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_list_versions_insert AFTER INSERT ON events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION events_bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER events_list_versions_update AFTER UPDATE ON events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION events_bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER events_list_versions_delete AFTER DELETE ON events REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION events_bump_list_versions();
--> statement-breakpoint
-- An event's teams: a deleted event's rows find no event any more, and the event's own trigger counted it.
CREATE FUNCTION event_teams_bump_list_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_event_list_versions(ARRAY(SELECT DISTINCT e.organized_by FROM new_rows r JOIN events e ON e.id = r.event_id));
  ELSE
    PERFORM bump_event_list_versions(ARRAY(SELECT DISTINCT e.organized_by FROM old_rows r JOIN events e ON e.id = r.event_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER event_teams_list_versions_insert AFTER INSERT ON event_teams REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION event_teams_bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER event_teams_list_versions_delete AFTER DELETE ON event_teams REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION event_teams_bump_list_versions();
--> statement-breakpoint
-- A team's name (the list shows focus_teams by name; the app never renames one, a person with SQL might).
CREATE FUNCTION teams_bump_list_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_event_list_versions(ARRAY(
    SELECT DISTINCT e.organized_by FROM new_rows r JOIN event_teams et ON et.team_id = r.id JOIN events e ON e.id = et.event_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER teams_list_versions_update AFTER UPDATE ON teams REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION teams_bump_list_versions();
--> statement-breakpoint
-- The NGO's name (organized_by_name on every event).
CREATE FUNCTION ngos_bump_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_event_list_versions(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ngos_list_version AFTER UPDATE OF organization_name ON ngos
  FOR EACH ROW WHEN (OLD.organization_name IS DISTINCT FROM NEW.organization_name) EXECUTE FUNCTION ngos_bump_list_version();
