import type { Database } from '../../db/database.js';
import * as lists from '../../db/repositories/list.repository.js';
import { invalidateMaterialization } from '../../db/repositories/list-domain.repository.js';
import { AppError } from '../../errors/app-error.js';
import { parseDefinition, type Definition } from '../../lists/definition.js';
import type { Principal } from '../auth.service.js';
import { callerOf, requireList } from './list-access.js';
import { listRecord, listSummaries, type ListRecord, type ListSummary } from './list-record.js';

/** A list name: at most this many characters once trimmed, and not blank. */
export const LIST_NAME_MAX = 200;

export interface DefinitionView {
  definition: Definition | null;
  definition_version: number;
}

export interface AuditEntry {
  event: lists.AuditEvent;
  user_id: number | null;
  at: string;
  details: Record<string, unknown>;
}

/**
 * Saved lists (spec: Lists; contracts section 7): creation, reading, renaming and deleting, the versioned
 * definition and the audit log. Every method takes the caller's principal: lists belong to users of one
 * organization, and what a caller may do follows its access level (list-access.ts).
 */
export class ListService {
  constructor(private readonly db: Database) {}

  /** POST /v1/lists: the caller owns the new list; a definition given is version 1. */
  async create(principal: Principal, input: { name: string; definition?: unknown }): Promise<ListRecord> {
    const caller = callerOf(principal);
    const name = listName(input.name, '/name');
    const definition =
      input.definition === undefined || input.definition === null ? null : parseDefinition(input.definition, '/definition');
    const id = await this.db.transaction(async (tx) => {
      const listId = await lists.insertList(tx, {
        orgId: caller.orgId,
        ownerUserId: caller.userId,
        name,
        definitionVersion: definition ? 1 : 0,
      });
      if (definition) await lists.insertDefinitionVersion(tx, listId, 1, definition, caller.userId);
      await lists.insertAudit(tx, listId, 'created', caller.userId, { name, definition_version: definition ? 1 : 0 });
      return listId;
    });
    return this.get(principal, id);
  }

  /** GET /v1/lists: every list of the organization the caller can see, with the caller's level. */
  async visible(principal: Principal): Promise<ListSummary[]> {
    const caller = callerOf(principal);
    return listSummaries(this.db, await lists.visibleLists(this.db, caller.orgId, caller.userId));
  }

  async get(principal: Principal, listId: number): Promise<ListRecord> {
    return listRecord(this.db, await requireList(this.db, callerOf(principal), listId, 'viewer'));
  }

  async rename(principal: Principal, listId: number, newName: string): Promise<ListRecord> {
    const caller = callerOf(principal);
    const list = await requireList(this.db, caller, listId, 'editor');
    const name = listName(newName, '/name');
    await this.db.transaction(async (tx) => {
      await lists.renameList(tx, listId, name);
      await lists.insertAudit(tx, listId, 'renamed', caller.userId, { from: list.name, to: name });
    });
    return this.get(principal, listId);
  }

  /** DELETE: the owner only. Its versions, domains, permissions, members and audit log go with it. */
  async remove(principal: Principal, listId: number): Promise<void> {
    const caller = callerOf(principal);
    await requireList(this.db, caller, listId, 'owner');
    await this.db.transaction((tx) => lists.deleteList(tx, listId));
  }

  async definition(principal: Principal, listId: number): Promise<DefinitionView> {
    const list = await requireList(this.db, callerOf(principal), listId, 'viewer');
    return { definition: (list.definition ?? null) as Definition | null, definition_version: list.definition_version };
  }

  /**
   * PUT .../definition: appends a version and invalidates the materialization. With `expectedVersion`, only if the
   * active version is still that one (409 definition_version_conflict with current_version otherwise, also when
   * another writer lands first: the version moves in one conditional UPDATE). null clears the definition: the list
   * then holds its hand-added domains only.
   */
  async putDefinition(principal: Principal, listId: number, input: unknown, expectedVersion?: number): Promise<DefinitionView> {
    const caller = callerOf(principal);
    await requireList(this.db, caller, listId, 'editor');
    const definition = input === null ? null : parseDefinition(input, '/definition');
    const version = await this.db.transaction(async (tx) => {
      const bumped = await lists.bumpDefinitionVersion(tx, listId, expectedVersion ?? null);
      if (bumped === undefined) {
        const current = await lists.lockList(tx, listId);
        if (!current) throw new AppError('list_not_found');
        throw new AppError(
          'definition_version_conflict',
          { current_version: current.definition_version },
          `The list definition is at version ${current.definition_version}, not ${expectedVersion}; re-read it and retry.`,
        );
      }
      await lists.insertDefinitionVersion(tx, listId, bumped, definition, caller.userId);
      await invalidateMaterialization(tx, listId);
      await lists.insertAudit(tx, listId, 'definition_changed', caller.userId, { definition_version: bumped });
      return bumped;
    });
    return { definition, definition_version: version };
  }

  async versions(principal: Principal, listId: number) {
    await requireList(this.db, callerOf(principal), listId, 'viewer');
    const rows = await lists.definitionVersions(this.db, listId);
    return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
  }

  async auditLog(principal: Principal, listId: number, page: { limit: number; offset: number }): Promise<AuditEntry[]> {
    await requireList(this.db, callerOf(principal), listId, 'viewer');
    const rows = await lists.auditLog(this.db, listId, page.limit, page.offset);
    return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
  }
}

/** A name trimmed, 1 to LIST_NAME_MAX characters: otherwise 400 invalid_request. */
function listName(raw: string, path: string): string {
  const name = raw.trim();
  if (name.length >= 1 && name.length <= LIST_NAME_MAX) return name;
  const message = `The list name must have 1 to ${LIST_NAME_MAX} characters besides surrounding spaces.`;
  throw new AppError(
    'invalid_request',
    { details: [{ path: `body${path}`, message: `must have 1 to ${LIST_NAME_MAX} characters` }] },
    message,
  );
}
