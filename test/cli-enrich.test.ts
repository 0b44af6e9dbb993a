import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ENGINE, startTestEnv, type TestEnv } from './support/harness.js';
import { createCustomer, importRecords, uniq, type Customer } from './support/factories.js';
import { listen, runCli, startCli } from './support/customer-cli.js';
import { readCsvRecords } from '../src/lib/csv-read.js';

const HEADER = 'domain,status,name,slug,primary_domain,country,employee_range,tech_count,technologies,partnership_count';

/**
 * `keiretsu enrich` end to end, as a child process against the server on a port: a 2,500-domain CSV, a run
 * killed with SIGKILL while it waits out a rate limit, then finished by running it again, each domain in the
 * output exactly once; a last line torn mid-write is cut away and written again.
 */
describe(`keiretsu enrich (${ENGINE})`, () => {
  let env: TestEnv;
  let url: string;
  let customer: Customer;
  let dir: string;
  const token = uniq('en');
  const FOUND = 2000;
  const UNKNOWN = 400;
  const INVALID = 100;
  const found = (i: number) => `${token}-${i}.com`;
  /** What each output row should say, by domain as the output writes it (normalized; invalid entries as given). */
  const expected = new Map<string, { status: string; name?: string; country?: string }>();
  let input: string;

  before(async () => {
    env = await startTestEnv();
    url = await listen(env);
    dir = await mkdtemp(join(tmpdir(), 'keiretsu-enrich-'));
    const companies = Array.from({ length: FOUND }, (_, i) => ({
      type: 'company',
      name: i % 7 === 0 ? `${token}, "Quoted" Co ${i}` : `${token} Co ${i}`,
      primary_domain: found(i),
      firmographics: { country: i % 2 ? 'US' : 'DE', employee_range: '11-50' },
    }));
    const imported = await importRecords(env, companies);
    assert.equal(imported.rejected_total, 0, JSON.stringify(imported.rejected));
    customer = await createCustomer(env, { credits: FOUND + 100 });

    // 2,500 distinct domains, in the spellings people paste (scheme, www., case), plus repeats of some of them.
    const rows: string[] = ['company_name,website'];
    for (let i = 0; i < FOUND; i++) {
      const spelling = i % 3 === 0 ? `https://www.${found(i).toUpperCase()}/about` : found(i);
      rows.push(`"${companies[i]!.name.replace(/"/g, '""')}",${spelling}`);
      expected.set(found(i), { status: 'found', name: companies[i]!.name, country: i % 2 ? 'US' : 'DE' });
    }
    for (let i = 0; i < UNKNOWN; i++) {
      rows.push(`Unknown ${i},${token}-unknown-${i}.com`);
      expected.set(`${token}-unknown-${i}.com`, { status: 'not_found' });
    }
    for (let i = 0; i < INVALID; i++) {
      rows.push(`Bad ${i},not a domain ${i}`);
      expected.set(`not a domain ${i}`, { status: 'invalid' });
    }
    for (let i = 0; i < 50; i++) rows.push(`Repeat ${i},WWW.${found(i * 13)}`);
    assert.equal(expected.size, 2500);
    input = join(dir, 'in.csv');
    await writeFile(input, rows.join('\r\n') + '\r\n');
  });
  after(async () => {
    await env.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function outputRows(file: string): Promise<string[][]> {
    const records: string[][] = [];
    for await (const r of readCsvRecords([await readFile(file)])) records.push(r.fields);
    assert.equal(records[0]?.join(','), HEADER);
    return records.slice(1);
  }

  function assertComplete(rows: string[][]): void {
    const domains = rows.map((r) => r[0]!);
    assert.equal(domains.length, new Set(domains).size, 'a domain was written twice');
    assert.deepEqual(new Set(domains), new Set(expected.keys()));
    for (const row of rows) {
      const want = expected.get(row[0]!)!;
      assert.equal(row[1], want.status, row.join(','));
      if (want.status === 'found') {
        assert.equal(row[2], want.name);
        assert.equal(row[4], row[0]);
        assert.equal(row[5], want.country);
        assert.equal(row[6], '11-50');
      } else assert.deepEqual(row.slice(2), ['', '', '', '', '', '', '', '']);
    }
  }

  test('a run killed while it waits out the rate limit is finished by a second run: each domain exactly once', async () => {
    const out = join(dir, 'killed.csv');
    // 8 requests a minute: the first run gets 8 batches through (16 if a minute turns), then waits for Retry-After.
    const slow = await env.container.admin.createKey({ user_id: customer.userId }, { rate_limit_per_minute: 8 });
    // Counts the server's refusals of this key (the real limiter, watched, not replaced).
    const limiter = env.container.rateLimiter;
    const hit = limiter.hit.bind(limiter);
    // Refusals by the limiter's window (wall-clock minutes): when a minute turns while the run waits, its next
    // batches go through and the batches then in flight are refused again, in the new window.
    const refused = new Map<number, number>();
    limiter.hit = async (rule) => {
      const decision = await hit(rule);
      if (rule.key === slow.key_id && !decision.allowed) {
        const minute = Math.floor(Date.now() / 60_000);
        refused.set(minute, (refused.get(minute) ?? 0) + 1);
      }
      return decision;
    };
    const first = startCli(['enrich', '--in', input, '--out', out, '--column', 'website'], { url, key: slow.key });
    let stderr = '';
    first.child.stderr!.on('data', (d: string) => (stderr += d));
    const deadline = Date.now() + 60_000;
    while (!stderr.includes('rate limited')) {
      assert.ok(Date.now() < deadline, `the run never hit the rate limit: ${stderr}`);
      await sleep(25);
    }
    // It waits rather than hammers: one 429 for each batch in flight (4) in a window, and none while it waits.
    await sleep(2000);
    const counts = [...refused.values()];
    assert.ok(counts.length >= 1 && counts.every((n) => n >= 1 && n <= 4), `requests refused by minute: ${counts.join(', ')}`);
    first.child.kill('SIGKILL');
    limiter.hit = hit;
    const killed = await first.done;
    assert.equal(killed.signal, 'SIGKILL');
    const partial = await outputRows(out);
    assert.ok(partial.length >= 100 && partial.length < 2500, `${partial.length} rows before the kill`);

    const second = await runCli(['enrich', '--in', input, '--out', out, '--column', 'website'], { url, key: customer.userKey });
    assert.equal(second.code, 0, second.stderr);
    assert.match(second.stderr, new RegExp(`resuming .*: ${partial.length.toLocaleString('en-US')} domains already written`));
    assertComplete(await outputRows(out));
    // Piped, there is no progress bar: the resume note and the summary are all of standard error.
    assert.deepEqual(
      second.stderr
        .trim()
        .split('\n')
        .map((line) => line.split(' ')[1]),
      ['resuming', 'wrote'],
      second.stderr,
    );
    assert.equal(second.stdout, '');
  });

  test('a last line torn by a kill mid-write is cut away and written again, once', async () => {
    const out = join(dir, 'torn.csv');
    const full = await runCli(['enrich', '--in', input, '--out', out, '--column', 'website'], { url, key: customer.userKey });
    assert.equal(full.code, 0, full.stderr);
    const bytes = await readFile(out);
    // Cut inside the 1,235th row (1,234 stay whole): what a kill partway through a write could leave.
    let at = 0;
    for (let line = 0; line < 1235; line++) at = bytes.indexOf('\n', at) + 1;
    await truncate(out, at + 7);
    const again = await runCli(['enrich', '--in', input, '--out', out, '--column', 'website'], { url, key: customer.userKey });
    assert.equal(again.code, 0, again.stderr);
    assert.match(again.stderr, /1,234 domains already written/);
    assertComplete(await outputRows(out));
    // A third run has nothing left to do and changes nothing.
    const before = await readFile(out);
    assert.equal((await runCli(['enrich', '--in', input, '--out', out, '--column', 'website'], { url, key: customer.userKey })).code, 0);
    assert.deepEqual(await readFile(out), before);
  });
});
