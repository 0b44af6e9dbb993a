import type { Database } from '../db/database.js';
import * as companies from '../db/repositories/company.repository.js';
import { AppError } from '../errors/app-error.js';
import { parseIdentifier, registrableDomain } from '../lib/domain.js';

/** The base company record of the spec: fields without data are omitted, not null. */
export interface CompanyRecord {
  name: string;
  primary_domain: string;
  slug: string;
  partnership_count: number;
  domains?: string[];
  investors?: string[];
  related_companies?: { name: string; slug: string | null; primary_domain: string | null; relationship: string }[];
}

export class CompanyService {
  constructor(private readonly db: Database) {}

  /** A company id for a domain or slug, or company_not_found. */
  async resolve(identifier: string): Promise<number> {
    const parsed = parseIdentifier(identifier);
    let id: number | undefined;
    if (parsed.kind === 'slug') id = await companies.resolveCompanyId(this.db, { slug: parsed.slug });
    if (parsed.kind === 'domain') {
      const registrable = registrableDomain(parsed.domain);
      const domains = registrable && registrable !== parsed.domain ? [parsed.domain, registrable] : [parsed.domain];
      id = await companies.resolveCompanyId(this.db, { domains });
    }
    if (id === undefined) throw new AppError('company_not_found', { identifier });
    return id;
  }

  async lookup(identifier: string): Promise<{ id: number; record: CompanyRecord }> {
    const id = await this.resolve(identifier);
    const row = await companies.findCompanyBase(this.db, id);
    if (!row) throw new AppError('company_not_found', { identifier }); // deleted between the two reads
    return { id, record: toRecord(row) };
  }
}

function toRecord(row: companies.CompanyBaseRow): CompanyRecord {
  const record: CompanyRecord = {
    name: row.name,
    primary_domain: row.primary_domain,
    slug: row.slug,
    partnership_count: row.partnership_count,
  };
  if (row.domains.length > 0) record.domains = row.domains;
  if (row.investors.length > 0) record.investors = row.investors;
  if (row.related && row.related.length > 0) record.related_companies = row.related;
  return record;
}
