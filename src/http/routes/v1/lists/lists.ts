import { Type } from 'typebox';
import type { Container } from '../../../../container.js';
import type { App } from '../../../types.js';
import { apiKeySecurity } from '../common.js';
import { listErrors, oneListErrors, TAGS } from './common.js';
import { DataOf, definitionInput, ListIdParams, ListNameSchema, ListRecordSchema, ListSummarySchema } from './schemas.js';

/** Creating, listing, reading, renaming and deleting lists (contracts section 7). */
export function listCrudRoutes(app: App, c: Container): void {
  app.post(
    '/lists',
    {
      schema: {
        operationId: 'createList',
        summary: 'Create a list',
        description:
          'The caller owns the new list. An initial definition (optional) becomes version 1; without one the list holds the ' +
          'domains added by hand only, until a definition is put.',
        tags: TAGS,
        security: apiKeySecurity,
        body: Type.Object({ name: ListNameSchema, definition: Type.Optional(definitionInput()) }),
        response: { 201: ListRecordSchema, ...listErrors(['invalid_definition']) },
      },
    },
    async (request, reply) => reply.code(201).send(await c.lists.lists.create(request.principal, request.body)),
  );

  app.get(
    '/lists',
    {
      schema: {
        operationId: 'listLists',
        summary: 'Lists visible to the caller',
        description: "The organization's lists the caller owns or was given access to (per user or org-wide), most recently changed first.",
        tags: TAGS,
        security: apiKeySecurity,
        response: { 200: DataOf(ListSummarySchema), ...listErrors() },
      },
    },
    async (request) => ({ data: await c.lists.lists.visible(request.principal) }),
  );

  app.get(
    '/lists/:list_id',
    {
      schema: {
        operationId: 'getList',
        summary: 'One list with its definition and permissions',
        description: 'A list that does not exist or is not visible to the caller is 404 list_not_found either way.',
        tags: TAGS,
        security: apiKeySecurity,
        params: ListIdParams,
        response: { 200: ListRecordSchema, ...oneListErrors() },
      },
    },
    async (request) => c.lists.lists.get(request.principal, request.params.list_id),
  );

  app.patch(
    '/lists/:list_id',
    {
      schema: {
        operationId: 'renameList',
        summary: 'Rename a list',
        description: 'Editors and the owner.',
        tags: TAGS,
        security: apiKeySecurity,
        params: ListIdParams,
        body: Type.Object({ name: ListNameSchema }),
        response: { 200: ListRecordSchema, ...oneListErrors([], { changes: true }) },
      },
    },
    async (request) => c.lists.lists.rename(request.principal, request.params.list_id, request.body.name),
  );

  app.delete(
    '/lists/:list_id',
    {
      schema: {
        operationId: 'deleteList',
        summary: 'Delete a list',
        description: 'The owner only: with the list go its versions, domains, permissions, members and audit log.',
        tags: TAGS,
        security: apiKeySecurity,
        params: ListIdParams,
        response: { 204: Type.Null({ description: 'deleted' }), ...oneListErrors([], { changes: true }) },
      },
    },
    async (request, reply) => {
      await c.lists.lists.remove(request.principal, request.params.list_id);
      return reply.code(204).send(null);
    },
  );
}
