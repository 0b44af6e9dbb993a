import { Type } from 'typebox';
import type { Container } from '../../../../container.js';
import { GRAPH_DEFAULT_NODES, GRAPH_MAX_NODES } from '../../../../services/graph.service.js';
import { sendCached } from '../../../wire/response-cache.js';
import type { App } from '../../../types.js';
import { apiKeySecurity, v1Errors } from '../common.js';
import { GraphEdgeSchema, GraphNodeSchema, IdentifierParam } from './schemas.js';

export function companyGraphRoute(app: App, c: Container): void {
  app.get(
    '/companies/:identifier/partnerships/graph',
    {
      schema: {
        operationId: 'getCompanyGraph',
        summary: "Draw a company's partner network",
        description:
          'Depth 1: the strongest direct partners (observation_count, then most recent, then id). Depth 2: room left ' +
          'after every direct partner goes to partners of partners. Edges: every partnership among the nodes, once, ' +
          'source < target. 1 credit per company node; the root is free.',
        tags: ['Partnerships'],
        security: apiKeySecurity,
        params: Type.Object({ identifier: IdentifierParam() }),
        querystring: Type.Object({
          depth: Type.Union([Type.Literal(1), Type.Literal(2)], { default: 1, description: '1 direct partners, 2 partners of partners' }),
          max_nodes: Type.Integer({ minimum: 1, maximum: GRAPH_MAX_NODES, default: GRAPH_DEFAULT_NODES, description: 'the root included' }),
        }),
        response: {
          200: Type.Object({ root_company: Type.Integer(), nodes: Type.Array(GraphNodeSchema), edges: Type.Array(GraphEdgeSchema) }),
          ...v1Errors(['company_not_found', 'credit_exhausted']),
        },
      },
    },
    async (request, reply) => {
      return sendCached(c, request, reply, () => c.partnerships.graphs.companyGraph(request.params.identifier, request.query));
    },
  );
}
