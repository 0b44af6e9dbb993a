import { Readable } from 'node:stream';
import type { TestEnv } from './harness.js';

let seq = 0;
/** A short unique token, so that every test makes its own names and never shares magic ids. */
export const uniq = (prefix = 'x'): string => `${prefix}${process.pid.toString(36)}${(seq++).toString(36)}`;

export interface Customer {
  orgId: number;
  userId: number;
  userKey: string;
  orgKey: string;
  userKeyId: number;
  orgKeyId: number;
}

/** An organization with one user, a user key and an organization key. */
export async function createCustomer(env: TestEnv, options: { credits?: number; batchLimit?: number } = {}): Promise<Customer> {
  const { admin } = env.container;
  const org = await admin.createOrg(uniq('org '), options.credits ?? 1000);
  const user = await admin.createUser(org.org_id, `${uniq('u')}@example.com`);
  const userKey = await admin.createKey({ user_id: user.user_id }, { batch_limit: options.batchLimit });
  const orgKey = await admin.createKey({ org_id: org.org_id });
  return {
    orgId: org.org_id,
    userId: user.user_id,
    userKey: userKey.key,
    orgKey: orgKey.key,
    userKeyId: userKey.key_id,
    orgKeyId: orgKey.key_id,
  };
}

/** Another user of a customer's organization, with a user key. */
export async function createColleague(env: TestEnv, customer: Customer): Promise<{ userId: number; userKey: string }> {
  const user = await env.container.admin.createUser(customer.orgId, `${uniq('colleague')}@example.com`);
  const key = await env.container.admin.createKey({ user_id: user.user_id });
  return { userId: user.user_id, userKey: key.key };
}

/** Imports records (objects or raw lines) through the real import service. */
export async function importRecords(env: TestEnv, records: readonly (object | string)[]) {
  const text = records.map((r) => (typeof r === 'string' ? r : JSON.stringify(r))).join('\n') + '\n';
  return env.container.imports.importStream(Readable.from([Buffer.from(text)]));
}

/** A small company with a technology, a vendor-only relationship and a partner, all under fresh names. */
export function companyFixture(name = uniq('acme')) {
  const domain = `${name}.com`;
  const partner = `${name}-partner.io`;
  const tech = uniq('tech');
  const vendorDomain = `${tech}-vendor.com`;
  const records = [
    {
      type: 'technology',
      tech_key: tech,
      display_name: `Tech ${tech}`,
      vendor_name: `Vendor ${tech}`,
      vendor_domain: vendorDomain,
      categories: ['Analytics'],
    },
    {
      type: 'company',
      name: `Company ${name}`,
      primary_domain: domain,
      slug: name,
      domains: [`${name}.net`],
      investors: ['Granite Peak Ventures'],
      has_partner_page: true,
      firmographics: {
        industry: '511210',
        industry_label: 'Software Publishers',
        employee_range: '51-200',
        country: 'US',
        founded_year: 2012,
        open_jobs_count: 4,
      },
    },
    {
      type: 'detection',
      company: domain,
      tech_key: tech,
      detection_count: 3,
      first_seen: '2025-01-02T00:00:00Z',
      last_seen: '2026-10-01T00:00:00Z',
    },
    {
      type: 'partnership',
      company: domain,
      partner,
      partner_name: `Partner ${name}`,
      partnership_type: 'technology',
      first_observed_at: '2025-03-01T00:00:00Z',
      last_observed_at: '2026-09-01T00:00:00Z',
      observation_count: 2,
      attributions: [
        {
          source: 'partner_page',
          source_label: `${name} partner directory`,
          url: `https://${domain}/partners`,
          observed_at: '2026-09-01T00:00:00Z',
        },
      ],
    },
  ];
  return { name, domain, partner, tech, vendorDomain, records };
}
