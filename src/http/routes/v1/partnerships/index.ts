import type { Container } from '../../../../container.js';
import type { App } from '../../../types.js';
import { companyGraphRoute } from './company-graph.js';
import { enrichPartnershipsRoute } from './enrich-partnerships.js';
import { getPartnershipRoute } from './get-partnership.js';
import { listPartneringCompaniesRoute } from './list-partnering-companies.js';
import { listPartnersRoute } from './list-partners.js';
import { listSharedPartnersRoute } from './list-shared-partners.js';
import { pairGraphRoute } from './pair-graph.js';

/** Partnerships and enrichment routes (spec: Partnerships, Enrichment). */
export function partnershipRoutes(app: App, c: Container): void {
  listPartnersRoute(app, c);
  companyGraphRoute(app, c);
  listPartneringCompaniesRoute(app, c);
  getPartnershipRoute(app, c);
  listSharedPartnersRoute(app, c);
  pairGraphRoute(app, c);
  enrichPartnershipsRoute(app, c);
}
