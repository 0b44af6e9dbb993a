import { Type } from 'typebox';
import type { Container } from '../../../../container.js';
import { GRAPH_DEFAULT_NODES, GRAPH_MAX_NODES } from '../../../../services/graph.service.js';
import { sendCached } from '../../../wire/response-cache.js';
import type { App } from '../../../types.js';
import { apiKeySecurity, v1Errors } from '../common.js';
import { GraphEdgeSchema, GraphNodeSchema, IdentifierParam } from './schemas.js';

export function pairGraphRoute(app: App, c: Container): void {
  app.get(
    '/partnerships/:identifier_a/:identifier_b/graph',
    {
      schema: {
        operationId: 'getPairGraph',
        summary: 'Draw the partner network of two companies',
        description:
          "Shared partners first (strongest first), then the two companies' own strongest partners, alternately. " +
          'The two need not be partners. 1 credit per company node; the two roots are free.',
        tags: ['Partnerships'],
        security: apiKeySecurity,
        params: Type.Object({ identifier_a: IdentifierParam(), identifier_b: IdentifierParam() }),
        querystring: Type.Object({
          max_nodes: Type.Integer({
            minimum: 2,
            maximum: GRAPH_MAX_NODES,
            default: GRAPH_DEFAULT_NODES,
            description: 'both roots included',
          }),
        }),
        response: {
          200: Type.Object({
            root_companies: Type.Array(Type.Integer(), { minItems: 2, maxItems: 2 }),
            nodes: Type.Array(GraphNodeSchema),
            edges: Type.Array(GraphEdgeSchema),
          }),
          ...v1Errors(['company_not_found', 'credit_exhausted']),
        },
      },
    },
    async (request, reply) => {
      return sendCached(c, request, reply, () =>
        c.partnerships.graphs.pairGraph(request.params.identifier_a, request.params.identifier_b, request.query),
      );
    },
  );
}
