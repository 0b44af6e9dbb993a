import { Type } from 'typebox';
import type { Container } from '../../../../container.js';
import { FIELDS, REGISTRY_VERSION } from '../../../../lists/fields.js';
import { Timestamp } from '../../../schemas.js';
import type { App } from '../../../types.js';
import { apiKeySecurity } from '../common.js';
import { listErrors, oneListErrors, TAGS } from './common.js';
import { DataOf, definitionInput, DefinitionViewSchema, ListIdParams, NullableDefinition } from './schemas.js';

/** The field catalogue, previews, and a list's versioned definition (contracts section 7). */
export function listDefinitionRoutes(app: App, c: Container): void {
  app.get(
    '/lists/filter-fields',
    {
      schema: {
        operationId: 'listFilterFields',
        summary: 'Fields and operators of list definitions',
        description: 'Stamp definitions with registry_version: a definition written against another version is 422 invalid_definition.',
        tags: TAGS,
        security: apiKeySecurity,
        response: {
          200: Type.Object({
            registry_version: Type.String(),
            fields: Type.Array(
              Type.Object({
                key: Type.String(),
                label: Type.String(),
                type: Type.String({ description: 'what value takes' }),
                operators: Type.Array(Type.String()),
                description: Type.String(),
              }),
            ),
          }),
          ...listErrors(),
        },
      },
    },
    async () => ({ registry_version: REGISTRY_VERSION, fields: FIELDS.map((f) => ({ ...f, operators: [...f.operators] })) }),
  );

  app.post(
    '/lists/preview-count',
    {
      schema: {
        operationId: 'previewListCount',
        summary: 'Count the companies a definition matches',
        description:
          'The body is a definition, saved or not; no list is touched. Counting stops at 10,000: capped is true when the real ' +
          'count is 10,000 or more (show it as "10,000+"). Domains added by hand are not part of a definition and are not counted.',
        tags: TAGS,
        security: apiKeySecurity,
        body: definitionInput(),
        response: { 200: Type.Object({ count: Type.Integer(), capped: Type.Boolean() }), ...listErrors(['invalid_definition']) },
      },
    },
    async (request) => c.lists.members.preview(request.principal, request.body),
  );

  app.get(
    '/lists/:list_id/definition',
    {
      schema: {
        operationId: 'getListDefinition',
        summary: "A list's active definition",
        description:
          "The active definition tree (contracts section 7), or null when the list has none. Its version is the list record's " +
          'definition_version, which PUT takes as expected_version.',
        tags: TAGS,
        security: apiKeySecurity,
        params: ListIdParams,
        response: { 200: NullableDefinition, ...oneListErrors() },
      },
    },
    async (request) => (await c.lists.lists.definition(request.principal, request.params.list_id)).definition,
  );

  app.put(
    '/lists/:list_id/definition',
    {
      schema: {
        operationId: 'putListDefinition',
        summary: "Replace a list's definition",
        description:
          'Editors and the owner. Appends a version and invalidates the materialized members. With expected_version, only if ' +
          'the active version is still that one: otherwise 409 definition_version_conflict with current_version (also when ' +
          'another change lands during this one). definition null clears it: the list keeps its domains added by hand.',
        tags: TAGS,
        security: apiKeySecurity,
        params: ListIdParams,
        body: Type.Object({
          definition: definitionInput(' null clears the definition.'),
          expected_version: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
        }),
        response: { 200: DefinitionViewSchema, ...oneListErrors(['invalid_definition', 'definition_version_conflict'], { changes: true }) },
      },
    },
    async (request) =>
      c.lists.lists.putDefinition(request.principal, request.params.list_id, request.body.definition, request.body.expected_version),
  );

  app.get(
    '/lists/:list_id/definition/versions',
    {
      schema: {
        operationId: 'listDefinitionVersions',
        summary: "A list's definition history",
        description: 'Every version, newest first.',
        tags: TAGS,
        security: apiKeySecurity,
        params: ListIdParams,
        response: {
          200: DataOf(
            Type.Object({
              version: Type.Integer(),
              definition: NullableDefinition,
              created_at: Timestamp,
              created_by_user_id: Type.Union([Type.Integer(), Type.Null()], { description: 'null once that user is deleted' }),
            }),
          ),
          ...oneListErrors(),
        },
      },
    },
    async (request) => ({ data: await c.lists.lists.versions(request.principal, request.params.list_id) }),
  );
}
