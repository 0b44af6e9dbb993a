import type { Queryable } from '../database.js';

/** Who else may see or edit a list (contracts section 7): one permission per user, or one for the whole organization. */

export interface PermissionRow {
  permission_id: number;
  list_id: number;
  scope: 'user' | 'org_wide';
  user_id: number | null;
  level: 'editor' | 'viewer';
  created_at: Date;
}

const COLUMNS = `id AS permission_id, list_id, scope, user_id, level, created_at`;

/** The permissions of these lists, oldest first. */
export async function permissionsOf(db: Queryable, listIds: readonly number[]): Promise<PermissionRow[]> {
  if (listIds.length === 0) return [];
  const r = await db.query<PermissionRow>(`SELECT ${COLUMNS} FROM list_permissions WHERE list_id = ANY($1::int[]) ORDER BY id`, [listIds]);
  return r.rows;
}

/**
 * Grants a level to a user or the whole organization. A grantee has one permission per list
 * (list_permissions_grantee_idx, migration 0013): granting again changes its level. `created` tells the two apart.
 */
export async function grantPermission(
  tx: Queryable,
  listId: number,
  grantee: { scope: 'user'; userId: number } | { scope: 'org_wide' },
  level: 'editor' | 'viewer',
): Promise<{ permission: PermissionRow; created: boolean }> {
  const r = await tx.query<PermissionRow & { created: boolean }>(
    `INSERT INTO list_permissions (list_id, scope, user_id, level) VALUES ($1, $2, $3, $4)
     ON CONFLICT (list_id, scope, (coalesce(user_id, 0))) DO UPDATE SET level = EXCLUDED.level
     RETURNING ${COLUMNS}, (xmax = 0) AS created`,
    [listId, grantee.scope, grantee.scope === 'user' ? grantee.userId : null, level],
  );
  const { created, ...permission } = r.rows[0]!;
  return { permission, created };
}

/** Removes a permission of the list; undefined when the list has none with this id. */
export async function revokePermission(tx: Queryable, listId: number, permissionId: number): Promise<PermissionRow | undefined> {
  const r = await tx.query<PermissionRow>(`DELETE FROM list_permissions WHERE list_id = $1 AND id = $2 RETURNING ${COLUMNS}`, [
    listId,
    permissionId,
  ]);
  return r.rows[0];
}

/** Hands the list to another user; that user's own permission goes (the owner needs none). */
export async function setOwner(tx: Queryable, listId: number, userId: number): Promise<void> {
  await tx.query(`UPDATE lists SET owner_user_id = $2, updated_at = now() WHERE id = $1`, [listId, userId]);
  await tx.query(`DELETE FROM list_permissions WHERE list_id = $1 AND scope = 'user' AND user_id = $2`, [listId, userId]);
}

/** Whether the user exists in this organization (a user of another one is treated as unknown). */
export async function userInOrg(db: Queryable, userId: number, orgId: number): Promise<boolean> {
  const r = await db.query(`SELECT 1 FROM users WHERE id = $1 AND org_id = $2`, [userId, orgId]);
  return (r.rowCount ?? 0) > 0;
}
