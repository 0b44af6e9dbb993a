-- company_domains' primary key carries the owning company: resolving a domain reads the index alone.
--
-- Every lookup, bulk lookup and enrichment resolves its domains through this key, and until now read the heap page
-- of each (domain, company_id) row for its company_id: on a database larger than shared_buffers, one random heap
-- page a domain besides the index's leaf. With company_id in the key's leaves (INCLUDE, not part of the key:
-- uniqueness and ON CONFLICT (domain) are unchanged) the resolution is an index-only scan once VACUUM has marked the
-- pages all-visible. On the 1,000,000-company demo (shared_buffers 128 MB), 100 random domains: about 200 -> 100
-- pages read from outside shared_buffers; in the distinct benchmark PostgreSQL's CPU a bulk lookup of 100 domains
-- 13.2-16.5 -> 10.5-10.7 ms, an enrichment 6.5-6.8 -> 5.6-5.7 ms (docs/benchmarks.md, issue 19, 2026-11-30). The
-- new index is smaller than the old one (48 against 56 MB at 1,189,831 domains: built sorted, not grown row by row).
--
-- Rebuilding the key holds the table's exclusive lock for the build (1.6 s at 1,189,831 domains).
-- Forward-only; runs unchanged on PostgreSQL 15+ and on PGlite.
ALTER TABLE company_domains
  DROP CONSTRAINT company_domains_pkey,
  ADD CONSTRAINT company_domains_pkey PRIMARY KEY (domain) INCLUDE (company_id);
