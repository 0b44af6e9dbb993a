import type { Container } from '../../../../container.js';
import { AppError } from '../../../../errors/app-error.js';
import type { App } from '../../../types.js';
import { listAuditLogRoute } from './audit-log.js';
import { listCompanySearchRoute } from './company-search.js';
import { listDefinitionRoutes } from './definition.js';
import { listDomainRoutes } from './domains.js';
import { listExportRoute } from './export.js';
import { listCrudRoutes } from './lists.js';
import { listMemberRoutes } from './members.js';
import { listPermissionRoutes } from './permissions.js';

/**
 * The list routes (spec: Lists; contracts section 7), in a context of their own: lists belong to users, so an
 * organization key is refused here with 403 user_credential_required, after the key is authenticated and before
 * anything else (parameters, the list itself), so that it never learns whether a list exists.
 */
export function listRoutes(c: Container) {
  return async function (app: App): Promise<void> {
    app.addHook('onRequest', async (request) => {
      if (request.principal.keyClass !== 'user') throw new AppError('user_credential_required');
    });
    listCrudRoutes(app, c);
    listDefinitionRoutes(app, c);
    listMemberRoutes(app, c);
    listExportRoute(app, c);
    listDomainRoutes(app, c);
    listPermissionRoutes(app, c);
    listAuditLogRoute(app, c);
    listCompanySearchRoute(app, c);
  };
}
