import { listParam } from '../../../../services/partnership.service.js';
import type { CompanyIncludes } from '../../../../services/company-record.js';

/**
 * A comma-separated query parameter of known values (include=technologies,firmographics): spaces and empty items
 * are ignored, case is not (as these routes have always answered); an unknown value is 400 invalid_request naming
 * the allowed ones (services' listParam).
 */
export function parseCommaList<T extends string>(raw: string | undefined, allowed: readonly T[], param: string): T[] {
  return listParam(raw, allowed, param, { ignoreCase: false }) ?? [];
}

export function parseIncludes(raw: string | undefined, allowed: readonly (keyof CompanyIncludes)[]): CompanyIncludes {
  const values = parseCommaList(raw, allowed, 'include');
  const evidence = values.includes('evidence');
  // Evidence is of technologies: asking for it shows them (contracts section 8).
  return { technologies: evidence || values.includes('technologies'), firmographics: values.includes('firmographics'), evidence };
}
