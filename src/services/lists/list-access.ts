import type { Queryable } from '../../db/database.js';
import { findListState, type AccessLevel, type ListState } from '../../db/repositories/list.repository.js';
import { AppError } from '../../errors/app-error.js';
import type { Principal } from '../auth.service.js';

/**
 * Who may do what with a list (contracts section 7): viewers read; editors also change the definition, the name
 * and the domains; the owner also shares, transfers and deletes. A list the caller cannot see is list_not_found,
 * exactly like a list that does not exist.
 */

/** A person acting on lists: lists belong to users, so organization keys are refused (user_credential_required). */
export interface Caller {
  orgId: number;
  userId: number;
  keyId: number;
}

export function callerOf(principal: Principal): Caller {
  // The list routes refuse organization keys before anything else; this keeps the services safe on their own.
  if (principal.keyClass !== 'user' || principal.userId === null) throw new AppError('user_credential_required');
  return { orgId: principal.orgId, userId: principal.userId, keyId: principal.keyId };
}

const RANK: Record<AccessLevel, number> = { viewer: 1, editor: 2, owner: 3 };

export const OWNER_ONLY = 'Only the owner of this list can share it, transfer it or delete it.';

const DENIED: Record<Exclude<AccessLevel, 'viewer'>, string> = {
  editor: 'Viewers can read this list but not change it; ask its owner for editor access.',
  owner: OWNER_ONLY,
};

/** The list with the caller's level, if that level is at least `needed`; otherwise list_not_found or list_permission_denied. */
export async function requireList(db: Queryable, caller: Caller, listId: number, needed: AccessLevel): Promise<ListState> {
  const list = await findListState(db, listId, caller.orgId, caller.userId);
  if (!list?.access_level) throw new AppError('list_not_found');
  if (RANK[list.access_level] < RANK[needed]) throw new AppError('list_permission_denied', {}, DENIED[needed as keyof typeof DENIED]);
  return list;
}
