-- Saved lists (contracts section 7, docs/lists.md): what 0001's list tables need to serve members and stay current.
-- Forward-only; runs unchanged on PostgreSQL 15+ and on PGlite.

-- The data version (settings.data_version, raised by every import batch and crawl) a materialization was built
-- from: when the data has moved since, the next members read rebuilds it.
ALTER TABLE list_materializations ADD COLUMN data_version bigint NOT NULL DEFAULT 0;

-- Members are served by tier (high first), then by name. The name is copied here, refreshed by every rebuild
-- (a rename moves the data version, so it rebuilds), so that a page is one range of this index and not a sort of
-- every member joined with companies: a 100,000-member list would sort 100,000 rows for each page of 50.
ALTER TABLE list_members ADD COLUMN name text NOT NULL DEFAULT '';
CREATE INDEX list_members_page_idx ON list_members (list_id, tier DESC, name, company_id);
-- Superseded by list_members_page_idx, which leads with the same columns.
DROP INDEX list_members_order_idx;

-- One permission per grantee and list: granting again changes the level of the permission already there.
-- org_wide permissions have no user (coalesce: a unique index treats NULLs as distinct).
CREATE UNIQUE INDEX list_permissions_grantee_idx ON list_permissions (list_id, scope, coalesce(user_id, 0));
-- Superseded by list_permissions_grantee_idx, which leads with list_id.
DROP INDEX list_permissions_list_idx;
