import { slugify } from '../lib/slug.js';
import { TECHNOLOGIES } from './catalog.js';
import { VENDOR_DOMAINS } from './vendors.js';

/** The catalogue with database ids: vendors numbered by first mention, technologies in catalogue order. */
export interface DemoVendor {
  id: number;
  slug: string;
  name: string;
  domain: string;
  /** summed share of its technologies: how often a site has some relationship with it */
  weight: number;
}

export interface DemoTechnology {
  /** 0-based position, also id - 1 */
  index: number;
  id: number;
  key: string;
  name: string;
  vendorId: number | null;
  categories: readonly string[];
  active: boolean;
  share: number;
  group: string | null;
  /** index of the technology it requires, always smaller than its own */
  requires: number | null;
}

function build(): { vendors: DemoVendor[]; technologies: DemoTechnology[] } {
  const vendors = new Map<string, DemoVendor>();
  const byName = new Map<string, number>();
  const technologies = TECHNOLOGIES.map((t, index): DemoTechnology => {
    let vendorId: number | null = null;
    if (t.vendor !== null) {
      let vendor = vendors.get(t.vendor);
      if (!vendor) {
        const domain = VENDOR_DOMAINS[t.vendor];
        if (!domain) throw new Error(`demo catalogue: vendor ${t.vendor} has no domain`);
        vendor = { id: vendors.size + 1, slug: slugify(t.vendor), name: t.vendor, domain, weight: 0 };
        vendors.set(t.vendor, vendor);
      }
      vendor.weight += t.share;
      vendorId = vendor.id;
    }
    const requires = t.requires === undefined ? null : byName.get(t.requires);
    if (requires === undefined) throw new Error(`demo catalogue: ${t.name} requires ${t.requires}, which must come before it`);
    byName.set(t.name, index);
    return {
      index,
      id: index + 1,
      key: slugify(t.name),
      name: t.name,
      vendorId,
      categories: t.categories,
      active: t.active ?? true,
      share: t.share,
      group: t.group ?? null,
      requires,
    };
  });
  return { vendors: [...vendors.values()], technologies };
}

const catalogue = build();
export const DEMO_VENDORS: readonly DemoVendor[] = catalogue.vendors;
export const DEMO_TECHNOLOGIES: readonly DemoTechnology[] = catalogue.technologies;
