-- The catalogue version: the data version at which technologies or vendors last changed.
--
-- GET /v1/technologies?q= searches the catalogue (about 7,500 active technologies) in the API process's memory
-- (src/services/technology-search.ts): a statement per search cost PostgreSQL more CPU than the whole request
-- cost the server. The process reloads its copy when this version moves, and reads the version only when the
-- data version moved (every write raises that one), so a search after a write sees the write, as the SQL did.
--
-- Any statement writing technologies or vendors marks its transaction (a transaction-local setting, no lock), and
-- bumpDataVersion (src/db/repositories/data-version.repository.ts), the last statement of every write, copies the new
-- data version here when the mark is set: the only lock is the one that statement already takes, at commit.
-- A write that never raises the data version is still seen within the copy's age limit (60 s).
-- Forward-only; runs unchanged on PostgreSQL 15+ and on PGlite.
INSERT INTO settings (key, value) VALUES ('catalogue_version', '0') ON CONFLICT (key) DO NOTHING;

CREATE FUNCTION keiretsu_catalogue_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('keiretsu.catalogue_written', 'on', true);
  RETURN NULL;
END $$;

CREATE TRIGGER technologies_catalogue_written AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON technologies
  FOR EACH STATEMENT EXECUTE FUNCTION keiretsu_catalogue_written();

CREATE TRIGGER vendors_catalogue_written AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendors
  FOR EACH STATEMENT EXECUTE FUNCTION keiretsu_catalogue_written();
