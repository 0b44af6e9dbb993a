import type { Readable } from 'openapi-typescript-helpers';
import type { operations } from './generated/openapi.js';

/**
 * Names for the shapes the client's methods take and return, all read from the generated OpenAPI types, so a
 * change to the API's document changes them at the next build. Bodies pass through openapi-fetch's Readable,
 * as its answers do, so that these names and `api`'s answers are the same types.
 */
type Op = keyof operations;
type Ok<O extends Op> = Readable<OkBody<O>>;
type OkBody<O extends Op> = operations[O]['responses'] extends infer R
  ? R extends Record<200, { content: { 'application/json': infer B } }>
    ? B
    : R extends Record<201, { content: { 'application/json': infer B } }>
      ? B
      : R extends Record<202, { content: { 'application/json': infer B } }>
        ? B
        : never
  : never;
/** An operation's query parameters (all optional ones made so), without the ones the client pages with. */
export type QueryOf<O extends Op, Omitted extends string = never> = Omit<NonNullable<operations[O]['parameters']['query']>, Omitted>;
type BodyOf<O extends Op> = operations[O] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type Item<T> = T extends readonly (infer I)[] ? I : never;

export type CompanyRecord = Ok<'getCompany'>;
export type CompanyInclude = 'technologies' | 'firmographics' | 'evidence';
export type BulkLookupRequest = BodyOf<'bulkLookupCompanies'>;
export type BulkLookupResponse = Ok<'bulkLookupCompanies'>;
export type BulkLookupResult = Item<BulkLookupResponse['data']>;
export type BulkInclude = Item<NonNullable<BulkLookupRequest['include']>>;
export type EnrichmentResponse = Ok<'enrichPartnerships'>;
export type RefreshJob = Ok<'getJob'>;
export type CompanySearchItem = Item<Ok<'searchCompanies'>['data']>;
export type PartnerEntry = Item<Ok<'listPartners'>['data']>;
export type PartneringCompany = Item<Ok<'listPartneringCompanies'>['data']>;
export type SharedPartner = Item<Ok<'listSharedPartners'>['data']>;
export type TechnologySearchItem = Item<Ok<'searchTechnologies'>['technologies']>;
export type TechnologyCompany = Item<Ok<'listTechnologyCompanies'>['data']>;
export type VendorCompany = Item<Ok<'listVendorCompanies'>['data']>;
export type ListSummary = Item<Ok<'listLists'>['data']>;
export type ListMember = Item<Ok<'listMembers'>['data']>;
export type ListAuditEntry = Item<Ok<'getListAuditLog'>['data']>;

/** What a metered call charged (contracts section 6: X-Credits-Charged, X-Credits-Remaining). */
export interface Credits {
  charged: number | undefined;
  remaining: number | undefined;
}

export function creditsOf(response: Response): Credits {
  const read = (name: string) => {
    const value = response.headers.get(name);
    return value === null ? undefined : Number(value);
  };
  return { charged: read('x-credits-charged'), remaining: read('x-credits-remaining') };
}
