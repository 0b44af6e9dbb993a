import { prepared, type Queryable } from '../database.js';
import { MATERIALIZATION_MAX_AGE_MS } from '../../lists/freshness.js';
import { DATA_VERSION_SQL } from './data-version.repository.js';
import { pageOfDocs } from './list-member.repository.js';

/** Saved lists (contracts section 7): the list rows, their definition versions, access and the audit log. */

export type AccessLevel = 'owner' | 'editor' | 'viewer';

export interface ListRow {
  id: number;
  org_id: number;
  owner_user_id: number;
  name: string;
  definition_version: number;
  created_at: Date;
  updated_at: Date;
  /** the caller's level; null when the list is not visible to the caller */
  access_level: AccessLevel | null;
  /** the active definition (as stored: normalized), null at version 0 or when cleared */
  definition: unknown;
}

/** A list as its reader sees it, with the state of its materialization and the current data version. */
export interface ListState extends ListRow {
  m_definition_version: number | null;
  m_data_version: number | null;
  materialized_at: Date | null;
  total_count: number | null;
  high_count: number | null;
  medium_count: number | null;
  exploratory_count: number | null;
  data_version: number;
  /** whether the stored members are current (lists/freshness.ts): built from this definition and data version, lately */
  fresh: boolean;
}

/**
 * The caller's level on a list: owner; else the best of the permissions naming the user or the whole organization.
 * Null when none applies: the list is invisible, exactly like a missing one.
 */
const accessLevel = (user: string) => `
  CASE WHEN l.owner_user_id = ${user} THEN 'owner'
       ELSE (SELECT CASE WHEN bool_or(p.level = 'editor') THEN 'editor' ELSE 'viewer' END
               FROM list_permissions p WHERE p.list_id = l.id AND (p.user_id = ${user} OR p.scope = 'org_wide')
             HAVING count(*) > 0) END`;

const LIST_COLUMNS = `l.id, l.org_id, l.owner_user_id, l.name, l.definition_version, l.created_at, l.updated_at`;

/** The list's state as the caller sees it (ListState), for the list, organization and user given as SQL expressions. */
const listStateSql = (list: string, org: string, user: string) => `
  SELECT s.*, coalesce(s.materialized_at IS NOT NULL AND s.m_definition_version = s.definition_version
                        AND s.m_data_version = s.data_version
                        AND s.materialized_at > now() - interval '${MATERIALIZATION_MAX_AGE_MS} milliseconds', false) AS fresh
    FROM (SELECT ${LIST_COLUMNS}, ${accessLevel(user)} AS access_level, v.definition,
                 m.definition_version AS m_definition_version, m.data_version AS m_data_version, m.materialized_at,
                 m.total_count, m.high_count, m.medium_count, m.exploratory_count, ${DATA_VERSION_SQL} AS data_version
            FROM lists l
            LEFT JOIN list_definition_versions v ON v.list_id = l.id AND v.version = l.definition_version
            LEFT JOIN list_materializations m ON m.list_id = l.id
           WHERE l.id = ${list} AND l.org_id = ${org}) s`;

const LIST_STATE = prepared(listStateSql('$1', '$2', '$3'));

/**
 * A read of a page of a list's members by a user. `tier` (3 high, 2 medium, 1 exploratory, null for all): the page is
 * counted from that tier's first member and ends with its last (tiers are runs of positions: high, then medium, then
 * exploratory).
 */
export interface PageRequest {
  listId: number;
  orgId: number;
  userId: number;
  offset: number;
  limit: number;
  tier: 1 | 2 | 3 | null;
}

const LIST_STATES_WITH_PAGES = prepared(`
  SELECT r.i::int AS i, s.*, CASE WHEN s.fresh AND s.access_level IS NOT NULL THEN coalesce((${pageOfDocs(
    's.id',
    'p.after',
    'least(p.after + r.page_limit, p.before + p.count)',
  )}), '') END AS items
    FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::smallint[])
         WITH ORDINALITY AS r(list_id, org_id, user_id, page_offset, page_limit, tier, i),
         LATERAL (${listStateSql('r.list_id', 'r.org_id', 'r.user_id')}) s,
         LATERAL (SELECT x.before + r.page_offset AS after, x.before, x.count
                    FROM (SELECT CASE r.tier WHEN 2 THEN s.high_count WHEN 1 THEN s.high_count + s.medium_count ELSE 0 END AS before,
                                 CASE r.tier WHEN 3 THEN s.high_count WHEN 2 THEN s.medium_count WHEN 1 THEN s.exploratory_count
                                      ELSE s.total_count END AS count) x) p`);

/**
 * For each request, the list as findListState gives it, and in the same statement, when its members are current and
 * the caller may see it, the page of them by position (`items`: membersPage's JSON text; null otherwise): the usual
 * read of a list's members, for any number of reads in one round trip (list-members.service.ts groups them). Each
 * answer is at its request's index; undefined when the organization has no such list.
 */
export async function findListStatesWithPages(
  db: Queryable,
  requests: readonly PageRequest[],
): Promise<((ListState & { items: string | null }) | undefined)[]> {
  const column = <K extends keyof PageRequest>(k: K) => requests.map((r) => r[k]);
  const r = await db.query<ListState & { items: string | null; i: number }>(LIST_STATES_WITH_PAGES, [
    column('listId'),
    column('orgId'),
    column('userId'),
    column('offset'),
    column('limit'),
    column('tier'),
  ]);
  const out: ((ListState & { items: string | null }) | undefined)[] = requests.map(() => undefined);
  for (const row of r.rows) out[row.i - 1] = row;
  return out;
}

/** One list of the organization, with the user's level, its definition and its materialization's state. */
export async function findListState(db: Queryable, listId: number, orgId: number, userId: number): Promise<ListState | undefined> {
  const r = await db.query<ListState>(LIST_STATE, [listId, orgId, userId]);
  return r.rows[0];
}

/** The lists of the organization the user can see, most recently changed first. */
export async function visibleLists(db: Queryable, orgId: number, userId: number): Promise<ListRow[]> {
  const r = await db.query<ListRow>(
    `SELECT * FROM (SELECT ${LIST_COLUMNS}, ${accessLevel('$2')} AS access_level, NULL::jsonb AS definition
                      FROM lists l WHERE l.org_id = $1) x
      WHERE x.access_level IS NOT NULL
      ORDER BY x.updated_at DESC, x.id DESC`,
    [orgId, userId],
  );
  return r.rows;
}

export async function insertList(
  tx: Queryable,
  list: { orgId: number; ownerUserId: number; name: string; definitionVersion: number },
): Promise<number> {
  const r = await tx.query<{ id: number }>(
    `INSERT INTO lists (org_id, owner_user_id, name, definition_version) VALUES ($1, $2, $3, $4) RETURNING id`,
    [list.orgId, list.ownerUserId, list.name, list.definitionVersion],
  );
  return r.rows[0]!.id;
}

/** Locks the list's row for the rest of the transaction: changes of one list, and its rebuilds, happen one at a time. */
export async function lockList(tx: Queryable, listId: number): Promise<{ definition_version: number; owner_user_id: number } | undefined> {
  const r = await tx.query<{ definition_version: number; owner_user_id: number }>(
    `SELECT definition_version, owner_user_id FROM lists WHERE id = $1 FOR UPDATE`,
    [listId],
  );
  return r.rows[0];
}

export async function renameList(tx: Queryable, listId: number, name: string): Promise<void> {
  await tx.query(`UPDATE lists SET name = $2, updated_at = now() WHERE id = $1`, [listId, name]);
}

/** Marks a change of the list's content (domains): its updated_at. */
export async function touchList(tx: Queryable, listId: number): Promise<void> {
  await tx.query(`UPDATE lists SET updated_at = now() WHERE id = $1`, [listId]);
}

export async function deleteList(tx: Queryable, listId: number): Promise<void> {
  await tx.query(`DELETE FROM lists WHERE id = $1`, [listId]);
}

/**
 * Moves the definition version on by one, atomically: with `expected`, only if the version is still that one. Two
 * writers expecting the same version cannot both succeed: the second waits for the first's row lock, then finds the
 * version moved and matches nothing. Returns the new version, or undefined when `expected` no longer holds.
 */
export async function bumpDefinitionVersion(tx: Queryable, listId: number, expected: number | null): Promise<number | undefined> {
  const r = await tx.query<{ definition_version: number }>(
    `UPDATE lists SET definition_version = definition_version + 1, updated_at = now()
      WHERE id = $1 AND ($2::int IS NULL OR definition_version = $2::int)
      RETURNING definition_version`,
    [listId, expected],
  );
  return r.rows[0]?.definition_version;
}

export async function insertDefinitionVersion(
  tx: Queryable,
  listId: number,
  version: number,
  definition: unknown,
  userId: number,
): Promise<void> {
  await tx.query(`INSERT INTO list_definition_versions (list_id, version, definition, created_by_user_id) VALUES ($1, $2, $3::jsonb, $4)`, [
    listId,
    version,
    JSON.stringify(definition),
    userId,
  ]);
}

export interface DefinitionVersionRow {
  version: number;
  definition: unknown;
  created_at: Date;
  created_by_user_id: number | null;
}

export async function definitionVersions(db: Queryable, listId: number): Promise<DefinitionVersionRow[]> {
  const r = await db.query<DefinitionVersionRow>(
    `SELECT version, definition, created_at, created_by_user_id FROM list_definition_versions WHERE list_id = $1 ORDER BY version DESC`,
    [listId],
  );
  return r.rows;
}

export type AuditEvent =
  | 'created'
  | 'renamed'
  | 'definition_changed'
  | 'domains_added'
  | 'domain_removed'
  | 'domains_excluded'
  | 'permission_granted'
  | 'permission_revoked'
  | 'owner_transferred'
  | 'exported';

export async function insertAudit(db: Queryable, listId: number, event: AuditEvent, userId: number, details: object = {}): Promise<void> {
  await db.query(`INSERT INTO list_audit_log (list_id, event, user_id, details) VALUES ($1, $2, $3, $4::jsonb)`, [
    listId,
    event,
    userId,
    JSON.stringify(details),
  ]);
}

export interface AuditRow {
  event: AuditEvent;
  user_id: number | null;
  at: Date;
  details: Record<string, unknown>;
}

export async function auditLog(db: Queryable, listId: number, limit: number, offset: number): Promise<AuditRow[]> {
  const r = await db.query<AuditRow>(
    `SELECT event, user_id, at, details FROM list_audit_log WHERE list_id = $1 ORDER BY at DESC, id DESC LIMIT $2 OFFSET $3`,
    [listId, limit, offset],
  );
  return r.rows;
}
