-- A list's members are read a page at a time, and a page is JSON: each member now carries its own JSON text (doc:
-- company id, slug, name, primary domain, tier, source and reasons, as the members endpoint writes it), written by
-- the rebuild that makes the member. A page is then the docs of a range of positions, joined by commas: no
-- companies to join, no JSON to build, no rows to parse in Node. Measured on the 1,000,000-company demo (a list of
-- 71,043 members, pages of 100 at 50 connections): PostgreSQL 1.2 ms of CPU per page when the page joined its
-- companies and built the JSON. The reasons are kept in the doc only: nothing else read them.
--
-- list_members is a cache of what the list's definition matches, rebuilt whenever the data version moves, so its
-- company_id no longer references companies: the foreign key's check locked every member's company row (FOR KEY
-- SHARE) at each insert, a second of a first build of 71,043 members. A company gone from companies leaves the
-- list at the next rebuild, and every read that names companies (export, search) joins them.
-- Forward-only; runs unchanged on PostgreSQL 15+ and on PGlite.
ALTER TABLE list_members DROP CONSTRAINT list_members_company_id_fkey;
ALTER TABLE list_members ADD COLUMN doc text NOT NULL DEFAULT '';
ALTER TABLE list_members DROP COLUMN reasons;
-- Members written before this migration have no document: their lists rebuild on the next read.
DELETE FROM list_materializations;
