import type { Queryable } from '../../db/database.js';
import type { AccessLevel, ListRow } from '../../db/repositories/list.repository.js';
import { permissionsOf, type PermissionRow } from '../../db/repositories/list-permission.repository.js';
import type { Definition } from '../../lists/definition.js';

/** A list as the API shows it (contracts section 7). */

export interface PermissionView {
  permission_id: number;
  scope: 'user' | 'org_wide';
  user_id: number | null;
  level: 'editor' | 'viewer';
  created_at: string;
}

/** A list without its definition: an item of GET /v1/lists. */
export interface ListSummary {
  list_id: number;
  name: string;
  owner_user_id: number;
  definition_version: number;
  access_level: AccessLevel;
  permissions: PermissionView[];
  created_at: string;
  updated_at: string;
}

export interface ListRecord extends ListSummary {
  definition: Definition | null;
}

export const permissionView = (p: PermissionRow): PermissionView => ({
  permission_id: p.permission_id,
  scope: p.scope,
  user_id: p.user_id,
  level: p.level,
  created_at: p.created_at.toISOString(),
});

/** Summaries of lists the caller can see (each row carries its access level), with their permissions. */
export async function listSummaries(db: Queryable, rows: readonly ListRow[]): Promise<ListSummary[]> {
  const permissions = await permissionsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    list_id: row.id,
    name: row.name,
    owner_user_id: row.owner_user_id,
    definition_version: row.definition_version,
    access_level: row.access_level!,
    permissions: permissions.filter((p) => p.list_id === row.id).map(permissionView),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}

/** One list record, definition included. */
export async function listRecord(db: Queryable, row: ListRow): Promise<ListRecord> {
  const [summary] = await listSummaries(db, [row]);
  return { ...summary!, definition: (row.definition ?? null) as Definition | null };
}
