-- The companies each data version changed, so that a process drops only what it cached about them.
--
-- Every write of company data raises the data version (settings.data_version), and every process used to empty its
-- whole response cache when the version moved. A crawl applies its sites a few at a time, so while one ran no answer
-- stayed cached for longer than a second or two, and lookups of companies the crawl never touched read PostgreSQL
-- again and again. A crawl's write now records the companies it changed (the sites' companies and the partners whose
-- partnerships it changed, both sides): processes keep the cached lookups of every other company. A version without
-- a row changed more than a list of companies says (an import, a demo load, a write of the catalogue), and a
-- process that finds one, or finds a version missing, empties its cache as before. Rows older than the last 1,000
-- versions are deleted by the writes themselves; a process that far behind empties its cache.
-- Forward-only; runs unchanged on PostgreSQL 15+ and on PGlite.
CREATE TABLE data_changes (
  version   bigint PRIMARY KEY,
  companies integer[] NOT NULL
);
