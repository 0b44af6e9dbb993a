import { Type } from 'typebox';
import type { Container } from '../../../../container.js';
import type { DomainKind } from '../../../../services/lists/list-domains.service.js';
import type { App } from '../../../types.js';
import { apiKeySecurity } from '../common.js';
import { oneListErrors, TAGS } from './common.js';
import { DomainListSchema, DomainParams, DomainsBody, ListIdParams, RejectedDomain } from './schemas.js';

/**
 * Domains added by hand (members in tier high, source manual) and excluded domains (never members), under
 * /domains and /excluded-domains: the same three operations each (contracts sections 5 and 7).
 */
export function listDomainRoutes(app: App, c: Container): void {
  for (const kind of ['added', 'excluded'] as const) domainRoutes(app, c, kind);
}

function domainRoutes(app: App, c: Container, kind: DomainKind): void {
  const added = kind === 'added';
  const path = added ? '/lists/:list_id/domains' : '/lists/:list_id/excluded-domains';
  const name = added ? 'ListDomains' : 'ListExcludedDomains';
  const what = added ? 'domains added by hand' : 'excluded domains';

  app.get(
    path,
    {
      schema: {
        operationId: `get${name}`,
        summary: `A list's ${what}`,
        description: added
          ? 'Each is a member in tier high (source manual) unless excluded.'
          : "Excluded domains' companies are never members, whatever the definition or the domains added by hand.",
        tags: TAGS,
        security: apiKeySecurity,
        params: ListIdParams,
        response: { 200: DomainListSchema, ...oneListErrors() },
      },
    },
    async (request) => ({ data: await c.lists.domains.list(request.principal, request.params.list_id, kind) }),
  );

  const resultKey = added ? 'added' : 'excluded';
  app.post(
    path,
    {
      schema: {
        operationId: added ? 'addListDomains' : 'excludeListDomains',
        summary: added ? 'Add companies to a list by domain' : 'Exclude companies from a list by domain',
        description:
          'Editors and the owner. Domains are normalized and stored as the domain of the company each names (blog.acme.com: ' +
          (added
            ? 'acme.com). A domain of no company we know is rejected (company_not_found), a malformed one too (invalid_domain); '
            : 'acme.com). A domain of no company we know is kept, and excludes that company once it is known; a malformed one is ' +
              'rejected (invalid_domain); ') +
          'the others are taken. The members are rebuilt on the next read.',
        tags: TAGS,
        security: apiKeySecurity,
        params: ListIdParams,
        body: DomainsBody,
        response: {
          200: Type.Object({
            [resultKey]: Type.Array(Type.String(), { description: 'the domains stored, normalized' }),
            rejected: Type.Array(RejectedDomain),
          }),
          ...oneListErrors([], { changes: true }),
        },
      },
    },
    async (request) => {
      const change = await c.lists.domains.add(request.principal, request.params.list_id, kind, request.body.domains);
      return { [resultKey]: change.domains, rejected: change.rejected };
    },
  );

  app.delete(
    `${path}/:domain`,
    {
      schema: {
        operationId: added ? 'removeListDomain' : 'removeListExcludedDomain',
        summary: added ? 'Remove a domain added by hand' : 'Stop excluding a domain',
        description:
          'Editors and the owner. Removes the domain and any other domain of the same company from the ' +
          `${what}; a domain that is not there changes nothing (204 all the same). A malformed domain is 400 invalid_domain.`,
        tags: TAGS,
        security: apiKeySecurity,
        params: DomainParams,
        response: { 204: Type.Null({ description: 'removed, or not there' }), ...oneListErrors(['invalid_domain'], { changes: true }) },
      },
    },
    async (request, reply) => {
      await c.lists.domains.remove(request.principal, request.params.list_id, kind, request.params.domain);
      return reply.code(204).send(null);
    },
  );
}
