import { AppError } from '../../../../errors/app-error.js';
import type { CompanyIncludes } from '../../../../services/company-record.js';

/**
 * A comma-separated query parameter of known values (include=technologies,firmographics). Spaces around
 * values and empty items are ignored; an unknown value is 400 invalid_request naming the allowed ones.
 */
export function parseCommaList<T extends string>(raw: string | undefined, allowed: readonly T[], param: string): T[] {
  if (raw === undefined) return [];
  const values = raw
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  const unknown = values.filter((v) => !(allowed as readonly string[]).includes(v));
  if (unknown.length > 0) {
    const message = `Unknown ${param} value ${unknown.map((v) => JSON.stringify(v)).join(', ')}; use a comma-separated list of ${allowed.join(', ')}.`;
    throw new AppError('invalid_request', { details: [{ path: `querystring/${param}`, message }] }, message);
  }
  return [...new Set(values as T[])];
}

export function parseIncludes(raw: string | undefined, allowed: readonly (keyof CompanyIncludes)[]): CompanyIncludes {
  const values = parseCommaList(raw, allowed, 'include');
  return { technologies: values.includes('technologies'), firmographics: values.includes('firmographics') };
}
