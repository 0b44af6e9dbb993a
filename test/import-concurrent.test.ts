import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import pino from 'pino';
import { ENGINE, startTestEnv, type TestEnv } from './support/harness.js';
import { ImportService, type ImportResult } from '../src/import/import.service.js';
import { Rng } from '../src/demo/random.js';

/**
 * On PostgreSQL an import applies batches of companies, of detections or of partnerships two at a time when they
 * write no row in common and neither may create a company or a slug the other names (import.service.ts, mayOverlap). Whatever the timing, the
 * result must be the one of applying every batch one after the other: the same file is imported into two fresh
 * databases, one batch at a time and two at a time, and every table it writes or derives is compared by domain
 * (ids depend on the order rows were created in). The file spans many batches of each kind and repeats keys across
 * batches (the later line wins), names partners that an earlier line created, namesakes that race for a slug, pairs
 * in both directions, and lines to reject.
 */

const TECHNOLOGIES = 30;
const COMPANIES = 3000;
const OUTSIDERS = 1700;

function importFile(): string[] {
  const seeded = new Rng(7);
  const rand = (n: number): number => seeded.int(n);
  const lines: object[] = [];
  const day = (d: number) => new Date(Date.UTC(2025, 0, 1 + d)).toISOString();
  for (let t = 0; t < TECHNOLOGIES; t++) {
    lines.push({
      type: 'technology',
      tech_key: `tech-${t}`,
      display_name: `Tech ${t}`,
      vendor_name: `Vendor ${t % 12}`,
      vendor_domain: `vendor-${t % 12}.com`,
      categories: ['Analytics'],
    });
  }
  const company = (i: number) => `co-${i}.com`;
  // Few names at first (slugs need suffixes, across batches too), then more, some with a slug of their own or a
  // name whose slug is another's suffixed one, some with further domains.
  for (let i = 0; i < COMPANIES; i++) {
    const name = i < 900 ? `Company ${i % 40}` : i % 97 === 0 ? `Firm ${i - 1} Co 2` : i % 10 === 0 ? `Firm ${i - 1} Co` : `Firm ${i} Co`;
    lines.push({
      type: 'company',
      name,
      primary_domain: company(i),
      ...(i % 41 === 0 ? { slug: `firm-${i - 2}-co-2` } : {}),
      ...(i % 7 === 0 ? { domains: [`alt-${i}.net`, `alt-${(i * 13) % COMPANIES}.org`] } : {}),
    });
  }
  // Detections in two passes: the second repeats keys of the first with other counts and dates (the later wins).
  for (const pass of [0, 1]) {
    for (let i = 0; i < COMPANIES; i++) {
      if (pass === 1 && i % 3 !== 0) continue;
      for (let k = 0; k < 3; k++) {
        const seen = 1 + rand(300);
        const detection =
          k === 2 && i % 5 === 0
            ? { vendor_domain: `vendor-${rand(12)}.com` }
            : { tech_key: `tech-${(i * 7 + k * 11 + pass) % TECHNOLOGIES}` };
        lines.push({
          type: 'detection',
          company: company(i),
          ...detection,
          detection_count: 1 + rand(9) + pass * 10,
          first_seen: day(seen),
          last_seen: day(seen + rand(100)),
        });
      }
    }
    // A detection of a company nobody imported: rejected.
    lines.push({
      type: 'detection',
      company: `nobody-${pass}.com`,
      tech_key: 'tech-1',
      detection_count: 1,
      first_seen: day(1),
      last_seen: day(2),
    });
  }
  // Partnerships: between companies and with outsiders (created by the first line naming them; namesakes take
  // turns for slugs); an outsider later lists partners of its own; both directions of some pairs; repeats.
  const outsider = (j: number) => `outside-${j}.io`;
  const partnership = (from: string, to: string, n: number) => ({
    type: 'partnership',
    company: from,
    partner: to,
    ...(to.startsWith('outside-') ? { partner_name: `Outsider ${Number(to.slice(8, -3)) >> 1} Ltd` } : {}),
    partnership_type: ['technology', 'channel', 'generic'][n % 3],
    first_observed_at: day(n % 200),
    last_observed_at: day(200 + (n % 100)),
    observation_count: 1 + (n % 4),
    attributions: [{ source: 'partner_page', source_label: 'Partners', url: `https://${from}/partners`, observed_at: day(250) }],
  });
  for (let n = 0; n < 5000; n++) {
    const from = company(rand(COMPANIES));
    // Outsiders near the line's place in the file: most are created by one batch, some by two batches' lines.
    const to = rand(3) === 0 ? outsider(Math.floor(n / 3) + rand(5)) : company(rand(COMPANIES));
    if (from !== to) lines.push(partnership(from, to, n));
  }
  for (let n = 0; n < 1000; n++) {
    const from = rand(2) === 0 ? outsider(rand(OUTSIDERS)) : company(rand(COMPANIES));
    const to = company(rand(COMPANIES));
    if (from !== to) lines.push(partnership(from, to, 5000 + n));
  }
  // An outsider no line created, as a company: rejected (whatever batch runs beside it).
  lines.push(partnership('outside-never.io', company(1), 1));
  return lines.map((l) => JSON.stringify(l));
}

/** Every table the import writes or derives, by domain and key, sorted: equal dumps mean equal databases. */
async function dump(env: TestEnv): Promise<Record<string, unknown[]>> {
  const q = async (sql: string) => (await env.container.db.query(sql)).rows;
  const co = (alias: string) => `(SELECT primary_domain FROM companies WHERE id = ${alias})`;
  return {
    companies: await q(
      `SELECT primary_domain, name, slug, tech_count, vendor_count, tech_stack_size, partnership_count FROM companies ORDER BY 1`,
    ),
    company_domains: await q(`SELECT domain, ${co('company_id')} AS company FROM company_domains ORDER BY 1`),
    detections: await q(
      `SELECT ${co('d.company_id')} AS company, t.tech_key, d.detection_count, d.first_seen, d.last_seen
         FROM detections d JOIN technologies t ON t.id = d.technology_id ORDER BY 1, 2`,
    ),
    vendor_detections: await q(
      `SELECT ${co('d.company_id')} AS company, v.domain, d.detection_count, d.first_seen, d.last_seen
         FROM vendor_detections d JOIN vendors v ON v.id = d.vendor_id ORDER BY 1, 2`,
    ),
    vendor_usage: await q(
      `SELECT ${co('u.company_id')} AS company, v.domain, u.last_seen FROM vendor_usage u JOIN vendors v ON v.id = u.vendor_id ORDER BY 1, 2`,
    ),
    partnerships: await q(
      `SELECT ${co('company_id')} AS company, ${co('partner_id')} AS partner, partnership_type, first_observed_at, last_observed_at,
              observation_count FROM partnerships ORDER BY 1, 2`,
    ),
    attributions: await q(
      `SELECT ${co('company_id')} AS company, ${co('partner_id')} AS partner, source, source_label, url, observed_at
         FROM partnership_attributions ORDER BY 1, 2, 5`,
    ),
    partner_links: await q(
      `SELECT ${co('company_id')} AS company, ${co('partner_id')} AS partner, partnership_type, first_observed_at, last_observed_at,
              observation_count, partner_name, partner_domain, partner_slug FROM partner_links ORDER BY 1, 2`,
    ),
    partner_type_counts: await q(
      `SELECT ${co('company_id')} AS company, technology, channel, generic, listed_by FROM partner_type_counts ORDER BY 1`,
    ),
    company_name_words: await q(`SELECT word, ${co('company_id')} AS company, partnership_count FROM company_name_words ORDER BY 1, 2`),
    name_words: await q(`SELECT DISTINCT word FROM name_words ORDER BY 1`),
    technologies: await q(`SELECT tech_key, company_count FROM technologies ORDER BY 1`),
    vendors: await q(`SELECT domain, slug, company_count FROM vendors ORDER BY 1`),
  };
}

describe(
  'an import applies batches two at a time with the result of one at a time',
  { skip: ENGINE === 'pglite' && 'the embedded engine applies one batch at a time' },
  () => {
    let one: TestEnv;
    let two: TestEnv;
    const lines = importFile();
    const run = (imports: ImportService): Promise<ImportResult> =>
      imports.importStream(Readable.from([Buffer.from(lines.join('\n') + '\n')]));

    before(async () => {
      [one, two] = await Promise.all([startTestEnv(), startTestEnv()]);
    });
    after(async () => {
      await Promise.all([one?.close(), two?.close()]);
    });

    test('the same file, imported one batch at a time and two at a time, leaves the same tables', async () => {
      const sequential = new ImportService(one.container.db, pino({ level: 'silent' }), undefined, { concurrentBatches: 1 });
      const concurrent = new ImportService(two.container.db, pino({ level: 'silent' }), undefined, { concurrentBatches: 2 });
      const [a, b] = [await run(sequential), await run(concurrent)];
      assert.ok(lines.length > 18000, `${lines.length} lines: many batches of each kind`);
      assert.deepEqual(b, a);
      assert.ok(a.rejected_total >= 3, `${a.rejected_total} lines rejected`);
      const [dumpA, dumpB] = [await dump(one), await dump(two)];
      for (const table of Object.keys(dumpA)) assert.deepEqual(dumpB[table], dumpA[table], table);
      assert.ok((dumpA.partner_links as unknown[]).length > 4000);
    });
  },
);
