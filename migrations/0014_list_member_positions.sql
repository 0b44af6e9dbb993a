-- List members are served page by page at any offset (docs/lists.md). Reading a page through an index ordered by
-- (tier, name) walks every entry before the offset: 120,000 entries, 267 ms, for a page deep in a large list
-- (measured on the 1,000,000-company demo). Each member now carries its position in the list's order (tier high
-- first, then name, then company id), written by every rebuild, so that a page is `pos > offset LIMIT n`: an
-- index range of n entries whatever the offset. A tier's members are one run of positions, so a tier's page is
-- the same range shifted by the tiers before it. The export reads the list by position too.
-- Forward-only; runs unchanged on PostgreSQL 15+ and on PGlite.
ALTER TABLE list_members ADD COLUMN pos integer NOT NULL DEFAULT 0;
CREATE INDEX list_members_pos_idx ON list_members (list_id, pos);
DROP INDEX list_members_page_idx;
-- The name was copied here for that index only; positions are numbered from the companies' names at each rebuild.
ALTER TABLE list_members DROP COLUMN name;
-- Members written before this migration have no position: their lists rebuild on the next read.
DELETE FROM list_materializations;
