-- Technologies and vendors whose popularity (company_count) awaits a recompute.
--
-- Recounting a technology or vendor reads every detection of it: millions for a popular one. Done in every
-- import batch that touches it, a large import spent most of its time recounting the same few vendors
-- (measured: 1,000,000 lines took over 20 minutes). The batch now only marks them here, in its own
-- transaction, so a mark is never lost; the import recounts what is marked at most once a minute and at
-- its end, and every process start recounts what a crashed import left. The spec lets derived views lag
-- "up to about an hour" (KEIRETSU_DERIVED_VIEW_DELAY_S); this lags an import by at most a minute.
CREATE TABLE popularity_pending (
  kind text    NOT NULL CHECK (kind IN ('technology', 'vendor')),
  id   integer NOT NULL,
  PRIMARY KEY (kind, id)
);
