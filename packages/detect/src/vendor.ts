/**
 * Every technology's vendor: the maker's name and registrable domain, from the technology's website and CPE
 * (`cpe:2.3:a:<vendor>:<product>:...`), with the tables of vendor-overrides.ts where a product's domain is not
 * its maker's (YouTube is Google's, reactjs.org is Meta's) or where the website is a shared host (a GitHub
 * repository, a marketplace listing) that names no maker. Null when nothing names one with confidence.
 */
import { getDomain, getDomainWithoutSuffix, getHostname } from 'tldts';
import {
  CPE_VENDORS,
  DOMAIN_VENDORS,
  HOST_VENDORS,
  MARKETPLACES,
  SHARED_HOSTS,
  TECHNOLOGY_VENDORS,
  type Vendor,
} from './vendor-overrides.js';

export type { Vendor } from './vendor-overrides.js';

export function vendorOf(tech: { name: string; website: string | null; cpe: string | null }): Vendor | null {
  const override = TECHNOLOGY_VENDORS[tech.name];
  if (override) return { ...override };
  const cpeVendor = tech.cpe?.split(':')[3]?.toLowerCase() ?? null;
  const fromCpe = cpeVendor && Object.hasOwn(CPE_VENDORS, cpeVendor) ? { ...CPE_VENDORS[cpeVendor]! } : null;
  if (!tech.website) return fromCpe;
  let url: URL;
  try {
    url = new URL(tech.website);
  } catch {
    return fromCpe;
  }
  const host = (getHostname(url.href) ?? '').replace(/^www\./, '');
  if (Object.hasOwn(HOST_VENDORS, host)) return { ...HOST_VENDORS[host]! };
  if (MARKETPLACES.some((m) => m.host === host && (!m.path || url.pathname.startsWith(m.path)))) return fromCpe;
  const domain = getDomain(url.href);
  if (!domain) return fromCpe;
  if (Object.hasOwn(DOMAIN_VENDORS, domain)) return { ...DOMAIN_VENDORS[domain]! };
  if (fromCpe) return fromCpe;
  if (SHARED_HOSTS.has(domain)) return null;
  return { name: nameFor(tech.name, domain, cpeVendor), domain };
}

/**
 * The vendor's display name: the technology's name when it spells the domain ("Apollo.io"), its leading words
 * when they spell the domain's label ("HubSpot Chat" on hubspot.com -> HubSpot, "Bold Commerce" on
 * boldcommerce.com), else the label capitalized.
 */
function nameFor(techName: string, domain: string, cpeVendor: string | null): string {
  const label = getDomainWithoutSuffix(domain) ?? domain;
  if (squash(techName) === squash(domain)) return techName; // "Apollo.io" on apollo.io
  const words = techName.split(/\s+/).filter(Boolean);
  for (let k = 1; k <= words.length; k++) {
    const prefix = words.slice(0, k).join(' ');
    if (squash(prefix) === squash(label)) return prefix;
  }
  const base = cpeVendor && squash(cpeVendor) === squash(label) ? cpeVendor : label;
  return base
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

function squash(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
