import { Type } from 'typebox';
import type { Container } from '../../../../container.js';
import type { App } from '../../../types.js';
import { apiKeySecurity } from '../common.js';
import { oneListErrors, TAGS } from './common.js';
import { DataOf, ListIdParams, ListRecordSchema, PermissionParams, PermissionSchema } from './schemas.js';

const UserId = Type.Integer({ minimum: 1, maximum: 2147483647, description: 'a user of your organization' });

/** Sharing a list and transferring it (contracts section 7): the owner decides; anyone who sees the list sees who else does. */
export function listPermissionRoutes(app: App, c: Container): void {
  app.get(
    '/lists/:list_id/permissions',
    {
      schema: {
        operationId: 'listListPermissions',
        summary: 'Who can access a list',
        description: 'Besides its owner (owner_user_id on the list): per-user and org-wide permissions, oldest first.',
        tags: TAGS,
        security: apiKeySecurity,
        params: ListIdParams,
        response: { 200: DataOf(PermissionSchema), ...oneListErrors() },
      },
    },
    async (request) => ({ data: await c.lists.sharing.permissions(request.principal, request.params.list_id) }),
  );

  app.post(
    '/lists/:list_id/permissions',
    {
      schema: {
        operationId: 'grantListPermission',
        summary: 'Share a list',
        description:
          'The owner only. scope user (with user_id, a user of the organization other than the owner) or org_wide (every user ' +
          'of the organization, no user_id); level editor or viewer. A grantee has one permission per list: granting again ' +
          'changes its level (200; 201 when created).',
        tags: TAGS,
        security: apiKeySecurity,
        params: ListIdParams,
        body: Type.Object({
          scope: Type.Union([Type.Literal('user'), Type.Literal('org_wide')]),
          user_id: Type.Optional(UserId),
          level: Type.Union([Type.Literal('editor'), Type.Literal('viewer')]),
        }),
        response: {
          200: PermissionSchema,
          201: PermissionSchema,
          ...oneListErrors(['user_not_found'], { changes: true }),
        },
      },
    },
    async (request, reply) => {
      const { permission, created } = await c.lists.sharing.grant(request.principal, request.params.list_id, request.body);
      return reply.code(created ? 201 : 200).send(permission);
    },
  );

  app.delete(
    '/lists/:list_id/permissions/:permission_id',
    {
      schema: {
        operationId: 'revokeListPermission',
        summary: 'Revoke access to a list',
        description: 'The owner only. A permission_id that is not one of this list is 404 permission_not_found.',
        tags: TAGS,
        security: apiKeySecurity,
        params: PermissionParams,
        response: { 204: Type.Null({ description: 'revoked' }), ...oneListErrors(['permission_not_found'], { changes: true }) },
      },
    },
    async (request, reply) => {
      await c.lists.sharing.revoke(request.principal, request.params.list_id, request.params.permission_id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/lists/:list_id/owner',
    {
      schema: {
        operationId: 'transferListOwnership',
        summary: 'Transfer a list to another user',
        description:
          'The owner only, to a user of the organization; the previous owner keeps editor access. Transferring to oneself ' +
          'changes nothing.',
        tags: TAGS,
        security: apiKeySecurity,
        params: ListIdParams,
        body: Type.Object({ user_id: UserId }),
        response: { 200: ListRecordSchema, ...oneListErrors(['user_not_found'], { changes: true }) },
      },
    },
    async (request) => c.lists.sharing.transfer(request.principal, request.params.list_id, request.body.user_id),
  );
}
