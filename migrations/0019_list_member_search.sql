-- A list's members searched by name or domain (GET /v1/lists/{id}/members?search_name_or_domain=) were tested
-- against their companies: each member a join to the companies heap and a fold of its name, in page order until the
-- page was found. Each member now carries what the search tests, written by the rebuild that makes it: its name
-- folded as name searches fold it (keiretsu_fold) and its primary domain. A search is then a walk of the list's own
-- rows. Measured on the 1,000,000-company demo, a list of 106,752 members: one search at a time, a word no member
-- has (the whole list read) 175-206 -> 51-57 ms; 50 connections searching frequent words 5-6 -> 22 searches/s, and
-- none answered 503 (the pool's connection wait had run out for 8-22 of them).
-- Forward-only; runs unchanged on PostgreSQL 15+ and on PGlite.
ALTER TABLE list_members ADD COLUMN search_name text NOT NULL DEFAULT '';
ALTER TABLE list_members ADD COLUMN search_domain text NOT NULL DEFAULT '';
-- Members written before this migration have no search text: their lists rebuild from nothing on the next read.
DELETE FROM list_members;
DELETE FROM list_materializations;
