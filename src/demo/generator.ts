import { DEMO_TECHNOLOGIES, DEMO_VENDORS } from './catalog-model.js';
import {
  COMPANY_COLUMNS,
  COMPANY_DOMAIN_COLUMNS,
  companyDomainRows,
  companyRows,
  RELATION_COLUMNS,
  relationRows,
  type Row,
} from './rows-companies.js';
import { DETECTION_COLUMNS, detectionRows, VENDOR_DETECTION_COLUMNS, vendorDetectionRows } from './rows-detections.js';
import { ATTRIBUTION_COLUMNS, attributionRows, PARTNERSHIP_COLUMNS, partnershipRows } from './rows-partnerships.js';
import type { World } from './world.js';

export type { Row } from './rows-companies.js';
export { buildWorld, type World } from './world.js';
export { DEMO_REFERENCE_DATE } from './time.js';

/**
 * One table of demo data. `rows()` starts a fresh generator each call and yields rows one at a time, so a
 * table of 20 million rows never sits in memory, and calling it twice gives the same rows.
 */
export interface DemoTable {
  table: string;
  columns: readonly string[];
  rows(): Iterable<Row>;
}

/** Every demo table, in an order that satisfies the foreign keys. */
export function demoTables(world: World): DemoTable[] {
  return [
    { table: 'vendors', columns: ['id', 'slug', 'name', 'domain'], rows: () => DEMO_VENDORS.map((v) => [v.id, v.slug, v.name, v.domain]) },
    {
      table: 'technologies',
      columns: ['id', 'tech_key', 'display_name', 'vendor_id', 'categories', 'active'],
      rows: () => DEMO_TECHNOLOGIES.map((t) => [t.id, t.key, t.name, t.vendorId, t.categories, t.active]),
    },
    { table: 'companies', columns: COMPANY_COLUMNS, rows: () => companyRows(world) },
    { table: 'company_domains', columns: COMPANY_DOMAIN_COLUMNS, rows: () => companyDomainRows(world) },
    { table: 'company_relations', columns: RELATION_COLUMNS, rows: () => relationRows(world) },
    { table: 'detections', columns: DETECTION_COLUMNS, rows: () => detectionRows(world) },
    { table: 'vendor_detections', columns: VENDOR_DETECTION_COLUMNS, rows: () => vendorDetectionRows(world) },
    { table: 'partnerships', columns: PARTNERSHIP_COLUMNS, rows: () => partnershipRows(world) },
    { table: 'partnership_attributions', columns: ATTRIBUTION_COLUMNS, rows: () => attributionRows(world) },
  ];
}
