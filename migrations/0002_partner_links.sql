-- Keiretsu schema, version 2: partner links, the symmetric read model of partnerships.
-- Forward-only; runs unchanged on PostgreSQL 15+ and on PGlite.
--
-- `partnerships` holds directional observations (company_id lists partner_id). Partner lists are
-- bidirectional, and a UNION over both directions sorted by a merged column cannot page a hub with 50,000
-- partners quickly. `partner_links` holds one row per (company, partner) in BOTH directions, with the two
-- observations of the pair merged (docs/partnerships.md):
--   partnership_type  technology > channel > generic (the more specific claim wins)
--   first_observed_at the earliest of the two, last_observed_at the latest, observation_count the sum.
-- Rows (a, b) and (b, a) are always equal. The import refreshes the pairs it touches, in its transaction
-- (src/import/apply-batch.ts -> refreshPartnerLinks); rebuildPartnerLinks recomputes everything after a bulk load.

-- Keys and indexes are added after the backfill below: one sorted build each instead of row-by-row upkeep
-- (and one join per foreign key instead of a check per row) on a database that already holds partnerships.
CREATE TABLE partner_links (
  company_id        integer NOT NULL,
  partner_id        integer NOT NULL,
  partnership_type  text NOT NULL CHECK (partnership_type IN ('technology', 'channel', 'generic')),
  first_observed_at timestamptz NOT NULL,
  last_observed_at  timestamptz NOT NULL,
  observation_count integer NOT NULL CHECK (observation_count >= 1),
  CHECK (company_id <> partner_id)
);

-- Per-company partner totals, so that no request counts a hub's links: by merged type (type_counts of the
-- partner list; their sum equals companies.partnership_count), and listed_by, the companies that list this
-- one (total_companies of the reverse lookup). Absent row = no partners.
CREATE TABLE partner_type_counts (
  company_id integer NOT NULL,
  technology integer NOT NULL DEFAULT 0,
  channel    integer NOT NULL DEFAULT 0,
  generic    integer NOT NULL DEFAULT 0,
  listed_by  integer NOT NULL DEFAULT 0
);

-- Backfill from the observations already there (instant on an empty database). The same statement as
-- rebuildPartnerLinks in src/db/repositories/partnership.repository.ts; this copy is frozen with the migration.
INSERT INTO partner_links (company_id, partner_id, partnership_type, first_observed_at, last_observed_at, observation_count)
WITH merged AS (
  SELECT least(company_id, partner_id) AS lo, greatest(company_id, partner_id) AS hi,
         (ARRAY['technology', 'channel', 'generic'])[min(CASE partnership_type WHEN 'technology' THEN 1
                                                                                WHEN 'channel' THEN 2 ELSE 3 END)] AS partnership_type,
         min(first_observed_at) AS first_observed_at, max(last_observed_at) AS last_observed_at,
         sum(observation_count)::int AS observation_count
    FROM partnerships
   GROUP BY 1, 2)
SELECT * FROM (SELECT lo, hi, partnership_type, first_observed_at, last_observed_at, observation_count FROM merged
               UNION ALL
               SELECT hi, lo, partnership_type, first_observed_at, last_observed_at, observation_count FROM merged) links
 ORDER BY 1, 2; -- company order: a company's links sit together in the heap (see rebuildPartnerLinks)

INSERT INTO partner_type_counts (company_id, technology, channel, generic, listed_by)
SELECT t.company_id, t.technology, t.channel, t.generic, coalesce(l.n, 0)
  FROM (SELECT company_id, count(*) FILTER (WHERE partnership_type = 'technology') AS technology,
               count(*) FILTER (WHERE partnership_type = 'channel') AS channel,
               count(*) FILTER (WHERE partnership_type = 'generic') AS generic
          FROM partner_links GROUP BY company_id) t
  LEFT JOIN (SELECT partner_id, count(*) AS n FROM partnerships GROUP BY partner_id) l ON l.partner_id = t.company_id;

-- last_observed_at and observation_count ride along in the primary key: shared partners of two companies are
-- a merge of their two key ranges, sorted by partner and carrying what shared lists sort by, without reading a row.
ALTER TABLE partner_links ADD PRIMARY KEY (company_id, partner_id) INCLUDE (last_observed_at, observation_count);
ALTER TABLE partner_links ADD CONSTRAINT partner_links_company_id_fkey
  FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE CASCADE;
ALTER TABLE partner_links ADD CONSTRAINT partner_links_partner_id_fkey
  FOREIGN KEY (partner_id) REFERENCES companies (id) ON DELETE CASCADE;
ALTER TABLE partner_type_counts ADD PRIMARY KEY (company_id);
ALTER TABLE partner_type_counts ADD CONSTRAINT partner_type_counts_company_id_fkey
  FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE CASCADE;

-- One index per sort of the partner list, each with the partner id as the deterministic tie-break and the
-- type as payload, so that a page (also a deep one, also filtered by type) is an index-only range scan.
-- A B-tree reads backwards as cheaply as forwards: each index serves both directions of its sort.
CREATE INDEX partner_links_last_idx ON partner_links (company_id, last_observed_at, partner_id) INCLUDE (partnership_type);
CREATE INDEX partner_links_first_idx ON partner_links (company_id, first_observed_at, partner_id) INCLUDE (partnership_type);
-- "Strongest first" (graphs) and the observation_count sort: count, then recency, then id.
CREATE INDEX partner_links_strength_idx ON partner_links
  (company_id, observation_count DESC, last_observed_at DESC, partner_id) INCLUDE (partnership_type);
-- No index leads with partner_id: the symmetric row (partner_id, company_id) is found through the primary key.
-- The cost is that deleting a company scans the table for the partner_id foreign key; no code path deletes
-- companies today, and an index on 20M rows for that is not worth its writes.

-- The reverse lookup (who lists this company), most recent first, ties by lister id: with the lister id in
-- the key, a page is an index-only scan. It supersedes 0001's
-- partnerships_partner_idx (partner_id, last_observed_at DESC), whose every use it serves.
CREATE INDEX partnerships_partner_recent_idx ON partnerships (partner_id, last_observed_at DESC, company_id);
DROP INDEX IF EXISTS partnerships_partner_idx;
