import type { Container } from '../../../../container.js';
import type { App } from '../../../types.js';
import { listTechnologyCompaniesRoute } from './list-technology-companies.js';
import { listVendorCompaniesRoute } from './list-vendor-companies.js';
import { searchTechnologiesRoute } from './search-technologies.js';

/** Technology and vendor routes (spec: Technologies and vendors). */
export function technologyRoutes(app: App, c: Container): void {
  searchTechnologiesRoute(app, c);
  listTechnologyCompaniesRoute(app, c);
  listVendorCompaniesRoute(app, c);
}
