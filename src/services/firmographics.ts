import type { FirmographicsRow } from '../db/repositories/firmographics.repository.js';

/** The spec's firmographics object. Unknown values are omitted; the derived counts are always present. */
export interface Firmographics {
  industry?: string;
  industry_label?: string;
  employee_range?: string;
  country?: string;
  founded_year?: number;
  tech_count: number;
  tech_stack_size: number;
  open_jobs_count?: number;
  partnership_count: number;
}

export function toFirmographics(row: Omit<FirmographicsRow, 'id'>): Firmographics {
  const f: Firmographics = { tech_count: row.tech_count, tech_stack_size: row.tech_stack_size, partnership_count: row.partnership_count };
  if (row.industry !== null) f.industry = row.industry;
  if (row.industry_label !== null) f.industry_label = row.industry_label;
  if (row.employee_range !== null) f.employee_range = row.employee_range;
  if (row.country !== null) f.country = row.country;
  if (row.founded_year !== null) f.founded_year = row.founded_year;
  if (row.open_jobs_count !== null) f.open_jobs_count = row.open_jobs_count;
  return f;
}
