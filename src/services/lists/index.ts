import type { Database } from '../../db/database.js';
import type { CompanyService } from '../company.service.js';
import { ListDomainsService } from './list-domains.service.js';
import { ListMembersService } from './list-members.service.js';
import { ListSharingService } from './list-sharing.service.js';
import { ListService } from './list.service.js';

/** The services of saved lists (spec: Lists), one per concern; the container holds them together. */
export interface ListServices {
  lists: ListService;
  members: ListMembersService;
  domains: ListDomainsService;
  sharing: ListSharingService;
}

export function createListServices(db: Database, companies: CompanyService): ListServices {
  return {
    lists: new ListService(db),
    members: new ListMembersService(db),
    domains: new ListDomainsService(db, companies),
    sharing: new ListSharingService(db),
  };
}
