import { Type } from 'typebox';
import { FirmographicsSchema, PaginationSchema, Timestamp, pageQuery } from '../../../schemas.js';
import { parseCommaList } from '../companies/includes.js';

const NullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

export const TechnologySearchItemSchema = Type.Object({
  tech_key: Type.String({ description: 'lowercase slug: letters, digits, hyphens' }),
  display_name: Type.String(),
  vendor_name: NullableString('null when no vendor is known'),
  vendor_domain: NullableString('the vendor to pass to GET /v1/vendors/{domain}/companies; null when no vendor is known'),
  categories: Type.Array(Type.String(), { description: 'catalog categories, e.g. "Payment processors"' }),
});

export const TechnologySearchResponseSchema = Type.Object({
  technologies: Type.Array(TechnologySearchItemSchema, {
    description: 'best match first: exact name, name prefix, vendor name, substring, then fuzzy; ties by popularity',
  }),
  pagination: PaginationSchema,
});

const usageFields = {
  slug: Type.String(),
  name: Type.String(),
  primary_domain: Type.String(),
  detection_count: Type.Integer(),
  first_seen_at: Timestamp,
  last_seen_at: Timestamp,
};

export const CompanyUsingTechnologySchema = Type.Object({
  ...usageFields,
  firmographics: Type.Optional(FirmographicsSchema),
});

export const AdditionalSignalSchema = Type.Object(
  {
    signal: Type.String({
      description:
        'the kind of signal: "vendor_relationship" (the vendor seen with no specific technology); more kinds will be ' +
        'added (e.g. "dns_verification"), so ignore values you do not know',
    }),
    detection_count: Type.Integer(),
    first_seen_at: Timestamp,
    last_seen_at: Timestamp,
  },
  { description: 'A weaker, non-primary signal that the company uses the vendor.' },
);

export const CompanyUsingVendorSchema = Type.Object({
  ...usageFields,
  detection_count: Type.Integer({
    description: "detections summed over the vendor's technologies; 0 when the company only has weaker signals",
  }),
  first_seen_at: Type.String({ format: 'date-time', description: 'earliest signal of any kind for this vendor' }),
  last_seen_at: Type.String({ format: 'date-time', description: 'latest signal of any kind for this vendor (the page order)' }),
  technologies_used: Type.Array(Type.Object({ tech_key: Type.String(), display_name: Type.String() }), {
    description: "the vendor's technologies detected on the company, most popular first; empty for a vendor-only relationship",
  }),
  additional_signals: Type.Optional(
    Type.Array(AdditionalSignalSchema, { description: 'present only when the company has weaker signals for this vendor' }),
  ),
  firmographics: Type.Optional(FirmographicsSchema),
});

export const TechnologyCompaniesResponseSchema = Type.Object({
  technology: Type.Object({
    tech_key: Type.String(),
    display_name: Type.String(),
    vendor_name: NullableString('null when no vendor is known'),
    vendor_domain: NullableString('the vendor to pass to GET /v1/vendors/{domain}/companies; null when no vendor is known'),
    total_companies: Type.Integer(),
  }),
  data: Type.Array(CompanyUsingTechnologySchema),
  pagination: PaginationSchema,
});

export const VendorCompaniesResponseSchema = Type.Object({
  vendor: Type.Object({
    vendor_slug: Type.String(),
    vendor_name: Type.String(),
    domain: Type.String(),
    total_companies: Type.Integer({ description: 'companies with any of its technologies or a vendor-only relationship' }),
  }),
  data: Type.Array(CompanyUsingVendorSchema),
  pagination: PaginationSchema,
});

/** Query of the two company-listing endpoints: pages up to 10,000 companies (spec: Limits), include=firmographics. */
export const CompanyPageQuery = Type.Object({
  ...pageQuery(10_000, 50),
  include: Type.Optional(Type.String({ maxLength: 200, description: 'comma-separated; supported: firmographics' })),
});

/** Whether include asks for firmographics; like every include, an unknown value is 400 invalid_request. */
export function includesFirmographics(include: string | undefined): boolean {
  return parseCommaList(include, ['firmographics'], 'include').includes('firmographics');
}
