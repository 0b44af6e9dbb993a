/**
 * Company lookup, bulk lookup and search benchmarks against a loaded database (the 1,000,000-company demo).
 *
 *   npx tsc -p tsconfig.json && node --import tsx bench/companies.ts [database url] [--seconds 10] [--connections 50] [--only name]
 *
 * Targets (issue 3), PostgreSQL, 50 concurrent connections: a lookup with both includes p99 < 20 ms; a bulk
 * lookup of 100 domains with every include < 150 ms; every search and filter combination < 50 ms per page.
 * Each scenario gets one warm-up pass first (1 connection, 2 s): the figures describe steady operation, where
 * a search's total is counted once per filter a minute (see src/services/company-search.ts).
 */
import { benchCustomer, formatResults, runScenario, sample, startServer, type Result, type Scenario } from './lib.js';

export interface CompanySample {
  /** primary domains of random companies */
  domains: string[];
  /** slugs of random companies */
  slugs: string[];
  /** secondary (non-primary) domains */
  altDomains: string[];
  /** frequent words of company names ("labs", "media"): thousands of matches each */
  words: string[];
  /** full names of random companies: few matches each */
  names: string[];
  /** slugs of the companies with the most partners (tens of thousands each) */
  hubs: string[];
  /** primary domains of the same */
  hubDomains: string[];
  /** slugs of ordinary companies with at least one partner */
  partnered: string[];
}

const pick = <T>(xs: readonly T[], i: number): T => xs[i % xs.length]!;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const get = (path: string) => ({ method: 'GET' as const, path });
const enc = encodeURIComponent;

/** Scenarios for the company endpoints, built from identifiers sampled from the database. */
export function companyScenarios(s: CompanySample): Scenario[] {
  return [
    {
      // 400 companies, so that after the first pass the figures describe the lookup, not first-time charging
      // (measured on its own by the net-new lookup scenario).
      name: 'lookup: include=technologies,firmographics (domain, slug, other domain, WWW.UPPER)',
      requests: range(400).map((i) => get(`/v1/companies/${enc(spelling(s, i))}?include=technologies,firmographics`)),
      targetP99Ms: 20,
    },
    {
      name: 'bulk: 100 domains, every include (hubs, typos, duplicates)',
      requests: range(20).map((i) => ({
        method: 'POST' as const,
        path: '/v1/companies',
        body: { domains: bulkBatch(s, i), include: ['technologies', 'partnerships', 'firmographics'] },
      })),
      targetP99Ms: 150,
    },
    ...searchScenarios(s),
  ];
}

/** One scenario per filter, and combinations of them; every one has the same target. */
function searchScenarios(s: CompanySample): Scenario[] {
  const sorts = ['-partnership_count', 'partnership_count', 'name', '-name'];
  const types = ['technology', 'channel', 'generic', 'technology,channel', 'channel,generic', 'technology,generic'];
  const search = (name: string, paths: string[]): Scenario => ({ name: `search: ${name}`, requests: paths.map(get), targetP99Ms: 50 });
  const list = (n: number, f: (i: number) => string) => range(n).map((i) => `/v1/companies?${f(i)}`);
  return [
    search(
      'no filter, every sort, pages 1-50',
      list(200, (i) => `sort=${pick(sorts, i)}&page=${1 + ((i * 7) % 50)}`),
    ),
    search(
      'q: frequent word (thousands of matches)',
      list(100, (i) => `q=${enc(pick(s.words, i))}&page=${1 + (i % 3)}`),
    ),
    search(
      'q: full name (few matches)',
      list(200, (i) => `q=${enc(pick(s.names, i))}`),
    ),
    search(
      'q: 1-2 characters',
      list(60, (i) => `q=${pick(['a', 'b', 'k', 'ma', 'st', 'co', 'nu', 'z'], i)}&sort=${pick(sorts, i)}`),
    ),
    search(
      'q: typo (similar-name fallback)',
      list(100, (i) => `q=${enc(typo(pick(s.names, i)))}`),
    ),
    search(
      'partner_with: hubs and ordinary companies, every sort',
      list(100, (i) => `partner_with=${i % 4 === 0 ? pick(s.hubs, i) : pick(s.partnered, i)}&sort=${pick(sorts, i)}`),
    ),
    search(
      'partner_with + partnership_types',
      list(100, (i) => `partner_with=${i % 4 === 0 ? pick(s.hubs, i) : pick(s.partnered, i)}&partnership_types=${pick(types, i)}`),
    ),
    search(
      'partnership_types, every sort',
      list(60, (i) => `partnership_types=${pick(types, i)}&sort=${pick(sorts, i)}&page=${1 + (i % 5)}`),
    ),
    search(
      'partner_count_min/max',
      list(
        60,
        (i) =>
          `${pick(['partner_count_min=0&partner_count_max=3', 'partner_count_min=1&partner_count_max=10', 'partner_count_min=5&partner_count_max=50', 'partner_count_min=20', 'partner_count_min=100&partner_count_max=500', 'partner_count_min=1000'], i)}&sort=${pick(sorts, i)}`,
      ),
    ),
    search(
      'has_partner_page',
      list(40, (i) => `has_partner_page=${i % 2 === 0}&sort=${pick(sorts, i)}&page=${1 + (i % 4)}`),
    ),
    search(
      'combined: q + has_partner_page + partner_count_min, sort=name',
      list(100, (i) => `q=${enc(pick(s.words, i))}&has_partner_page=true&partner_count_min=${pick([1, 5, 20], i)}&sort=name`),
    ),
    search(
      'combined: types + count range + partner page, include=firmographics, limit=100',
      list(
        60,
        (i) =>
          `partnership_types=${pick(types, i)}&partner_count_min=${pick([2, 10, 50], i)}&has_partner_page=${i % 2 === 0}&include=firmographics&limit=100`,
      ),
    ),
  ];
}

/** The i-th identifier, spelled as users do: a primary domain, a slug, another domain, or WWW.UPPER.CASE. */
function spelling(s: CompanySample, i: number): string {
  switch (i % 4) {
    case 0:
      return pick(s.domains, i);
    case 1:
      return pick(s.slugs, i);
    case 2:
      return pick(s.altDomains, i);
    default:
      return `WWW.${pick(s.domains, i + 7).toUpperCase()}`;
  }
}

/** 100 entries: two hubs, tracked companies by any spelling, unknown domains, malformed entries, a duplicate. */
function bulkBatch(s: CompanySample, i: number): string[] {
  const out = [pick(s.hubDomains, i), pick(s.hubDomains, i + 1)];
  for (let k = 0; out.length < 100; k++) {
    const n = i * 100 + k;
    if (k % 20 === 0) out.push(`unknown-${i}-${k}.com`);
    else if (k % 20 === 1) out.push(`not a domain ${k}`);
    else if (k % 20 === 2) out.push(`https://WWW.${pick(s.domains, n).toUpperCase()}/about`);
    else if (k % 20 === 3)
      out.push(pick(s.domains, n - 1)); // the entry before, again
    else out.push(pick(s.domains, n));
  }
  return out;
}

/** A name with two neighbouring letters of its longest word swapped. */
function typo(name: string): string {
  const word = name.split(' ').sort((a, b) => b.length - a.length)[0] ?? name;
  const at = Math.floor(word.length / 2);
  const swapped = word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1);
  return swapped;
}

export async function loadCompanySample(databaseUrl: string): Promise<CompanySample> {
  const col = (rows: Record<string, unknown>[], key: string) => rows.map((r) => String(r[key]));
  const random = await sample(
    databaseUrl,
    `SELECT slug, primary_domain, name FROM companies TABLESAMPLE SYSTEM (1) REPEATABLE (3) LIMIT 2000`,
  );
  const altDomains = col(
    await sample(
      databaseUrl,
      `SELECT d.domain FROM company_domains d TABLESAMPLE SYSTEM (2) REPEATABLE (5)
         JOIN companies c ON c.id = d.company_id WHERE d.domain <> c.primary_domain LIMIT 500`,
    ),
    'domain',
  );
  const words = col(
    await sample(
      databaseUrl,
      `SELECT w FROM (SELECT unnest(string_to_array(lower(name), ' ')) AS w FROM companies TABLESAMPLE SYSTEM (1) REPEATABLE (9)) x
        WHERE length(w) >= 4 GROUP BY w ORDER BY count(*) DESC LIMIT 40`,
    ),
    'w',
  );
  const top = await sample(databaseUrl, `SELECT slug, primary_domain FROM companies ORDER BY partnership_count DESC LIMIT 8`);
  const partnered = col(
    await sample(databaseUrl, `SELECT slug FROM companies TABLESAMPLE SYSTEM (1) REPEATABLE (13) WHERE partnership_count > 0 LIMIT 300`),
    'slug',
  );
  return {
    domains: col(random, 'primary_domain'),
    slugs: col(random, 'slug'),
    altDomains: altDomains.length > 0 ? altDomains : col(random, 'primary_domain'),
    words,
    names: col(random, 'name'),
    hubs: col(top, 'slug'),
    hubDomains: col(top, 'primary_domain'),
    partnered,
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const databaseUrl = args.find((a) => a.startsWith('postgres')) ?? 'postgres://root@127.0.0.1:5432/keiretsu_demo_1m';
  const seconds = Number(option('--seconds') ?? 10) || 10;
  const connections = option('--connections') ? Number(option('--connections')) : undefined;
  const only = option('--only');
  const s = await loadCompanySample(databaseUrl);
  const server = await startServer({ DATABASE_URL: databaseUrl });
  try {
    const { userKey } = await benchCustomer(server.url);
    const results: Result[] = [];
    for (const base of companyScenarios(s).filter((x) => !only || x.name.includes(only))) {
      const scenario = connections ? { ...base, connections } : base;
      await runScenario(server.url, userKey, { ...scenario, connections: 1 }, 2);
      const r = await runScenario(server.url, userKey, scenario, seconds);
      results.push(r);
      process.stderr.write(`${r.name}: p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.rps} req/s, non-2xx ${r.non2xx}\n`);
    }
    console.log(formatResults(results));
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
