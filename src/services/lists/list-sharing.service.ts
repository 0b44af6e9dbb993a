import type { Database } from '../../db/database.js';
import { insertAudit, lockList } from '../../db/repositories/list.repository.js';
import * as permissions from '../../db/repositories/list-permission.repository.js';
import { AppError } from '../../errors/app-error.js';
import type { Principal } from '../auth.service.js';
import { callerOf, OWNER_ONLY, requireList } from './list-access.js';
import { listRecord, permissionView, type ListRecord, type PermissionView } from './list-record.js';

export interface Grant {
  scope: 'user' | 'org_wide';
  /** required for scope user, absent for org_wide */
  user_id?: number;
  level: 'editor' | 'viewer';
}

/**
 * Sharing a list within its organization (contracts section 7): permissions per user or for the whole
 * organization, at editor or viewer level, and the transfer of ownership. Anyone who sees the list sees who else
 * does; only the owner changes it.
 */
export class ListSharingService {
  constructor(private readonly db: Database) {}

  async permissions(principal: Principal, listId: number): Promise<PermissionView[]> {
    await requireList(this.db, callerOf(principal), listId, 'viewer');
    return (await permissions.permissionsOf(this.db, [listId])).map(permissionView);
  }

  /** Grants a level; granting a grantee again changes its level (`created` false). */
  async grant(principal: Principal, listId: number, grant: Grant): Promise<{ permission: PermissionView; created: boolean }> {
    const caller = callerOf(principal);
    const list = await requireList(this.db, caller, listId, 'owner');
    if (grant.scope === 'org_wide' && grant.user_id !== undefined) {
      throw invalid('/user_id', 'must be left out for an org_wide permission', 'An org_wide permission names no user; leave user_id out.');
    }
    if (grant.scope === 'user') {
      if (grant.user_id === undefined) throw invalid('/user_id', 'is required for a user permission', 'A user permission needs user_id.');
      if (grant.user_id === list.owner_user_id) {
        throw invalid('/user_id', 'is the owner of the list', 'The owner already has every right on the list; grant nothing to the owner.');
      }
      await this.requireColleague(caller.orgId, grant.user_id);
    }
    const grantee = grant.scope === 'user' ? { scope: 'user' as const, userId: grant.user_id! } : { scope: 'org_wide' as const };
    const result = await this.db.transaction(async (tx) => {
      const granted = await permissions.grantPermission(tx, listId, grantee, grant.level);
      await insertAudit(tx, listId, 'permission_granted', caller.userId, {
        permission_id: granted.permission.permission_id,
        scope: grant.scope,
        user_id: granted.permission.user_id,
        level: grant.level,
      });
      return granted;
    });
    return { permission: permissionView(result.permission), created: result.created };
  }

  async revoke(principal: Principal, listId: number, permissionId: number): Promise<void> {
    const caller = callerOf(principal);
    await requireList(this.db, caller, listId, 'owner');
    await this.db.transaction(async (tx) => {
      const revoked = await permissions.revokePermission(tx, listId, permissionId);
      if (!revoked) throw new AppError('permission_not_found');
      await insertAudit(tx, listId, 'permission_revoked', caller.userId, {
        permission_id: permissionId,
        scope: revoked.scope,
        user_id: revoked.user_id,
        level: revoked.level,
      });
    });
  }

  /**
   * POST .../owner: the owner hands the list to another user of the organization and keeps editor access.
   * Transferring to oneself changes nothing.
   */
  async transfer(principal: Principal, listId: number, userId: number): Promise<ListRecord> {
    const caller = callerOf(principal);
    await requireList(this.db, caller, listId, 'owner');
    if (userId !== caller.userId) {
      await this.requireColleague(caller.orgId, userId);
      await this.db.transaction(async (tx) => {
        // Locked and checked again: of two transfers at once, the second finds the list no longer the caller's.
        const locked = await lockList(tx, listId);
        if (!locked) throw new AppError('list_not_found');
        if (locked.owner_user_id !== caller.userId) throw new AppError('list_permission_denied', {}, OWNER_ONLY);
        await permissions.setOwner(tx, listId, userId);
        await permissions.grantPermission(tx, listId, { scope: 'user', userId: caller.userId }, 'editor');
        await insertAudit(tx, listId, 'owner_transferred', caller.userId, { from_user_id: caller.userId, to_user_id: userId });
      });
    }
    return listRecord(this.db, await requireList(this.db, caller, listId, 'viewer'));
  }

  /** A user of the caller's organization; any other id (another organization's user, none) is user_not_found alike. */
  private async requireColleague(orgId: number, userId: number): Promise<void> {
    if (!(await permissions.userInOrg(this.db, userId, orgId))) {
      throw new AppError('user_not_found', {}, 'No user of your organization has this id.');
    }
  }
}

function invalid(path: string, detail: string, message: string): AppError {
  return new AppError('invalid_request', { details: [{ path: `body${path}`, message: detail }] }, message);
}
