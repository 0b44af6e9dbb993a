import type { Container } from '../../../../container.js';
import type { App } from '../../../types.js';
import { getCompanyRoute } from './get-company.js';

/** Company routes (spec: Companies, Data flags). */
export function companyRoutes(app: App, c: Container): void {
  getCompanyRoute(app, c);
}
