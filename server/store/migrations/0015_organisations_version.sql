-- hand-written
-- Issue 19: each server process caches organisations by host (server/services/host-cache.ts). Any
-- change to organisations or their hosts, by whichever process or command, bumps one version row
-- and notifies at commit, so every process forgets its cache at once (on the notification) or at
-- its next session check (which reads the version in the same query).
CREATE FUNCTION bump_organisations_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A new random value each time: the version is only ever compared for equality.
  INSERT INTO store_meta (key, value, updated_at) VALUES ('organisations-version', gen_random_uuid()::text, now())
  ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now();
  PERFORM pg_notify('organisations_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER organisations_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organisations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_organisations_version();--> statement-breakpoint
CREATE TRIGGER org_hosts_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON org_hosts
  FOR EACH STATEMENT EXECUTE FUNCTION bump_organisations_version();
