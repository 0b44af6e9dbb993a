import type { Container } from '../../../../container.js';
import type { App } from '../../../types.js';
import { bulkLookupRoute } from './bulk-lookup.js';
import { createFlagRoute } from './create-flag.js';
import { getCompanyRoute } from './get-company.js';
import { listCompaniesRoute } from './list-companies.js';
import { refreshCompaniesRoute } from './refresh-companies.js';

/** Company routes (spec: Companies, Data flags), and the refresh that crawls them again. */
export function companyRoutes(app: App, c: Container): void {
  getCompanyRoute(app, c);
  bulkLookupRoute(app, c);
  listCompaniesRoute(app, c);
  createFlagRoute(app, c);
  refreshCompaniesRoute(app, c);
}
