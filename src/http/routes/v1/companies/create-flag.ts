import { Type } from 'typebox';
import type { Container } from '../../../../container.js';
import { AppError } from '../../../../errors/app-error.js';
import type { App } from '../../../types.js';
import { apiKeySecurity, v1Errors } from '../common.js';
import { FlagSchema } from './schemas.js';

export function createFlagRoute(app: App, c: Container): void {
  // The body is optional (spec: Data flags), also when a client sends Content-Type: application/json with
  // nothing after it. This parser is scoped to this plugin: every other route keeps the default one.
  void app.register(async (scoped: App) => {
    scoped.removeContentTypeParser('application/json');
    scoped.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
      if (typeof text !== 'string' || text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new AppError('invalid_request', { details: [{ path: 'body', message: 'not valid JSON' }] }, 'The body is not valid JSON.'));
      }
    });
    scoped.post(
      '/companies/:identifier/flags',
      {
        schema: {
          operationId: 'createFlag',
          summary: 'Report company data that looks wrong',
          description:
            'Queues a flag for data-quality review; the company record is not changed. The body is optional; a blank ' +
            'description counts as none. Not metered. An identifier that does not resolve is 404 with the error under detail.',
          tags: ['Companies'],
          security: apiKeySecurity,
          params: Type.Object({ identifier: Type.String({ minLength: 1, maxLength: 2048, description: 'a domain or a slug' }) }),
          body: Type.Optional(
            Type.Union([
              Type.Object({
                description: Type.Optional(
                  Type.Union([Type.String({ maxLength: 2000 }), Type.Null()], { description: 'up to 2000 characters' }),
                ),
              }),
              Type.Null(),
            ]),
          ),
          response: { 201: FlagSchema, ...v1Errors(['company_not_found'], { wrapInDetail: ['company_not_found'] }) },
        },
      },
      async (request, reply) => {
        const flag = await c.flags.create(request.principal, request.params.identifier, request.body?.description);
        return reply.code(201).send(flag);
      },
    );
  });
}
