-- Whether a data version also changed the catalogue (technologies, vendors, their popularity), beside the companies
-- it lists (data_changes, migration 0030).
--
-- A write of the catalogue used to record no row, so every process emptied its whole cache, and the crawl worker's
-- popularity recount, once a minute while a crawl runs, writes the catalogue and nothing else. Such a write now
-- records its companies (none, for the recount; a company figures' recount lists the companies it recounted) with
-- this flag set: processes drop the cached answers that show the catalogue (a lookup's technology list: names,
-- vendors, the popularity order) and those of the companies listed, and keep the other companies' plain lookups.
-- Forward-only; runs unchanged on PostgreSQL 15+ and on PGlite.
ALTER TABLE data_changes ADD COLUMN catalogue boolean NOT NULL DEFAULT false;
