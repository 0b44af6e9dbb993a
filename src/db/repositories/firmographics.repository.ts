import type { Queryable } from '../database.js';

export interface FirmographicsRow {
  id: number;
  industry: string | null;
  industry_label: string | null;
  employee_range: string | null;
  country: string | null;
  founded_year: number | null;
  open_jobs_count: number | null;
  tech_count: number;
  tech_stack_size: number;
  partnership_count: number;
}

/**
 * SQL for the spec's firmographics object of `companies <alias>` as compact JSON text, unknown values omitted,
 * written as the response schema's serializer writes FirmographicsSchema (http/schemas.ts): its required members
 * first, then the optional ones, each group in schema order.
 */
export const FIRMOGRAPHICS_JSON = (alias: string) =>
  `json_strip_nulls(json_build_object('tech_count', ${alias}.tech_count, 'tech_stack_size', ${alias}.tech_stack_size,
     'partnership_count', ${alias}.partnership_count, 'industry', ${alias}.industry, 'industry_label', ${alias}.industry_label,
     'employee_range', ${alias}.employee_range, 'country', ${alias}.country, 'founded_year', ${alias}.founded_year,
     'open_jobs_count', ${alias}.open_jobs_count))::text`;

/** Firmographic columns of several companies in one query (for include=firmographics on list endpoints). */
export async function firmographicsByIds(db: Queryable, ids: readonly number[]): Promise<Map<number, FirmographicsRow>> {
  if (ids.length === 0) return new Map();
  const r = await db.query<FirmographicsRow>(
    `SELECT id, industry, industry_label, employee_range, country, founded_year, open_jobs_count,
            tech_count, tech_stack_size, partnership_count
       FROM companies WHERE id = ANY($1::int[])`,
    [ids],
  );
  return new Map(r.rows.map((row) => [row.id, row]));
}
