/**
 * Why a company is a member of a list: one entry per condition (or negated group) of the definition that it meets,
 * outside any `not`, with the best evidence found (contracts section 5; docs/lists.md, Reasons). Built in SQL by
 * db/repositories/list-conditions-sql.ts; a member added by hand carries a `manual` entry first.
 */
export interface Reason {
  /** JSON pointer of the condition or group in the definition; absent for a member added by hand */
  path?: string;
  field?: string;
  operator?: string;
  strength: 'strong' | 'weak' | 'inferred';
  evidence: Evidence;
}

export const EVIDENCE_TYPES = [
  'detection',
  'vendor_only',
  'related_company',
  'partnership',
  'firmographic',
  'domain',
  'manual',
  'absent',
] as const;

export interface CompanyRef {
  company_id: number;
  slug: string;
  name: string;
  primary_domain: string;
}

export interface Evidence {
  type: (typeof EVIDENCE_TYPES)[number];
  tech_key?: string;
  vendor_domain?: string;
  last_seen?: string;
  detection_count?: number;
  /** how the related company relates to the member */
  relationship?: string;
  company?: CompanyRef;
  partner?: CompanyRef;
  partnership_type?: string;
  last_observed_at?: string;
  field?: string;
  value?: string | number | boolean;
  domain?: string;
}
