/**
 * Memory and time of `keiretsu import` on a large NDJSON file (contracts section 3): generates a deterministic,
 * valid file of N lines on disk (streamed, never held in memory), imports it with the compiled CLI as a child
 * process into a fresh PostgreSQL database, then a file of N/10 lines into a fresh embedded PGlite, and reports
 * each child's peak RSS, wall time and lines per second. Any rejected line fails the run. Each database is
 * migrated first by `keiretsu migrate` in its own process, so the import's figures are the import's alone.
 *
 *   node --import tsx bench/import-memory.ts [lines=1000000] [--pglite-lines N] [--server URL] [--no-build]
 *
 * The standalone run builds dist/ first (as bench/run.ts does); --no-build uses dist/ as it is.
 * The PostgreSQL database `keiretsu_bench_import` is dropped first if present and dropped again at the end.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { onServer } from './lib.js';
import { DEMO_TECHNOLOGIES, DEMO_VENDORS } from '../src/demo/catalog-model.js';
import { EMPLOYEE_RANGES, INDUSTRIES } from '../src/demo/industries.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DB_NAME = 'keiretsu_bench_import';
const TIME = '/usr/bin/time';

export interface EngineImport {
  lines: number;
  fileBytes: number;
  /** wall time of the import process (start, import, exit) in the already migrated database */
  seconds: number;
  /** the import alone, as the CLI reports it ("done in X s") */
  importSeconds: number;
  /** lines / seconds (wall) */
  linesPerSecond: number;
  peakRssMb: number;
  /** where peakRssMb comes from: /usr/bin/time -v (kernel maxrss of the child) or polled VmHWM */
  peakRssSource: 'time -v' | 'VmHWM';
  /** VmRSS of the child at the CLI's progress reports: shows whether memory grows with the file */
  rssSamples: { lines: number; seconds: number; rssMb: number }[];
  /** the file's sections (technologies and companies, related, detections, partnerships), timed from the samples */
  sections: { name: string; lines: number; seconds: number }[];
  imported: Record<string, number>;
  /** `keiretsu migrate` on the fresh database, run first: what start-up alone costs */
  migrate: { seconds: number; peakRssMb: number };
}

export interface ImportMemory {
  lines: number;
  fileBytes: number;
  postgres: EngineImport;
  pglite: EngineImport;
}

// ---------------------------------------------------------------------------------------------------------
// The file

/** How many records of each type a file of `lines` lines holds: per company 1 company, ~0.06 related,
 * 4 detections and ~1.54 partnerships, after at most the whole demo technology catalogue. */
export function importPlan(lines: number): {
  technologies: number;
  companies: number;
  related: number;
  detections: number;
  partnerships: number;
} {
  if (!Number.isInteger(lines) || lines < 100) throw new Error('an import file needs at least 100 lines');
  const technologies = Math.min(DEMO_TECHNOLOGIES.length, Math.floor(lines / 50));
  const rest = lines - technologies;
  const companies = Math.floor(rest / 6.6);
  const related = Math.floor(companies * 0.06);
  const detections = companies * 4;
  const partnerships = rest - companies - related - detections;
  return { technologies, companies, related, detections, partnerships };
}

/** A stateless 32-bit hash of a few integers: every field of a record derives from its indexes. */
function hash(...values: number[]): number {
  let h = 0x9e3779b9;
  for (const v of values) {
    h = Math.imul(h ^ (v >>> 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}
const unit = (...values: number[]): number => hash(...values) / 2 ** 32;
const pick = <T>(list: readonly T[], ...values: number[]): T => list[hash(...values) % list.length]!;

const PREFIXES =
  'Bright Blue North Quant Nova Hyper Clear Swift Green Iron Silver Red Open True Deep Smart Rapid Prime Peak Cloud Data Net Sky Sun Star Urban Vital Zen Alpha Apex Core Edge Flux Grid Hive Kite Lumen Metro Omni Pixel Quark Rocket Sage Terra Ultra Vector Wild Zephyr Amber Birch Cobalt Delta Ember Falcon Granite Harbor Indigo Jade Krypton Lynx Maple Nimbus Onyx Polar'.split(
    ' ',
  );
const ROOTS =
  'wave path stack forge works leaf bridge point scale shift mind loop spark field line port gate base flow craft signal nest stone cast mark ware logic sense view sight beam bit byte cell dock form frame hub lab link mesh node pulse ray ridge root sail scope seed shore sync tide track vault verse vine wing yard zone bay crest dash'.split(
    ' ',
  );
const SUFFIXES = [
  '',
  'Labs',
  'Inc',
  'Systems',
  'Group',
  'Technologies',
  'AI',
  'Analytics',
  'Software',
  'Solutions',
  'Cloud',
  'Networks',
  'Partners',
  'Studio',
  'Works',
  'HQ',
];
const QUALIFIERS = [
  '',
  '',
  '',
  '',
  'Digital',
  'Global',
  'Europe',
  'Health',
  'Capital',
  'Energy',
  'Media',
  'Bio',
  'Robotics',
  'Security',
  'Finance',
  'Logistics',
];
const TLDS = ['com', 'com', 'com', 'com', 'com', 'io', 'io', 'co', 'ai', 'net', 'de', 'co.uk', 'fr', 'nl', 'se', 'app'];
const COUNTRIES = ['US', 'US', 'US', 'US', 'GB', 'DE', 'FR', 'NL', 'SE', 'CA', 'AU', 'ES', 'IT', 'IN', 'BR', 'JP'];
const INVESTORS = [
  'Sequoia',
  'Accel',
  'Index Ventures',
  'Balderton',
  'Andreessen Horowitz',
  'Y Combinator',
  'Northzone',
  'Atomico',
  'Insight Partners',
  'Lightspeed',
];
const RELATIONSHIPS = ['subsidiary', 'subsidiary', 'subsidiary', 'parent', 'acquired', 'sister'];
const RELATED_KINDS = ['Holdings', 'Ventures', 'Europe', 'Labs', 'Foundation'];
const PARTNER_TYPES = ['technology', 'technology', 'technology', 'channel', 'generic', undefined] as const;
const T0 = Date.UTC(2022, 0, 1);
const DAY = 86_400_000;
const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 19) + 'Z';

interface Company {
  name: string;
  primary: string;
  compact: string;
  tag: string;
}

function company(i: number, salt = 0): Company {
  const words = [pick(PREFIXES, i, salt + 1) + pick(ROOTS, i, salt + 2), pick(QUALIFIERS, i, salt + 3), pick(SUFFIXES, i, salt + 4)].filter(
    Boolean,
  );
  const name = words.join(' ');
  const compact = words.join('').toLowerCase();
  // Names collide now and then (about one company in nine shares its name's slug with an earlier one), as
  // real ones do; domains never: the index, base 36, makes them unique.
  const tag = i.toString(36);
  return { name, compact, tag, primary: `${compact}-${tag}.${pick(TLDS, i, salt + 5)}` };
}

/** The x-th partner known only by its domain (an unknown partner creates a minimal company with this name). */
function outsider(x: number): { domain: string; name: string } {
  const c = company(x, 100);
  return { domain: `${c.compact}-partner-${c.tag}.com`, name: c.name };
}

/** The lines of the file, in the order an export would write them: catalogue, companies, then facts. */
function* importLines(lines: number): Generator<string> {
  const plan = importPlan(lines);
  const techs = DEMO_TECHNOLOGIES.slice(0, plan.technologies);
  const vendorById = new Map(DEMO_VENDORS.map((v) => [v.id, v]));
  const vendors = [...new Set(techs.flatMap((t) => (t.vendorId === null ? [] : [t.vendorId])))].map((id) => vendorById.get(id)!);
  for (const t of techs) {
    const vendor = t.vendorId === null ? undefined : vendorById.get(t.vendorId);
    yield JSON.stringify({
      type: 'technology',
      tech_key: t.key,
      display_name: t.name,
      ...(vendor ? { vendor_name: vendor.name, vendor_domain: vendor.domain } : {}),
      categories: t.categories,
      ...(t.active ? {} : { active: false }),
    });
  }

  const C = plan.companies;
  for (let i = 0; i < C; i++) {
    const c = company(i);
    const extra = hash(i, 6) % 10; // 0-5: none, 6-7: one, 8: two, 9: three more domains
    const domains = [
      ...(extra >= 6 ? [`${c.compact}-${c.tag}.${c.primary.endsWith('.io') ? 'co' : 'io'}`] : []),
      ...(extra >= 8 ? [`get${c.compact}-${c.tag}.com`] : []),
      ...(extra >= 9 ? [`www.${c.compact}-${c.tag}-app.io`] : []),
    ];
    const industry = pick(INDUSTRIES, i, 8);
    const hasFirmographics = hash(i, 9) % 100 < 85;
    yield JSON.stringify({
      type: 'company',
      name: c.name,
      primary_domain: c.primary,
      ...(domains.length ? { domains } : {}),
      ...(hash(i, 10) % 5 === 0
        ? { investors: [pick(INVESTORS, i, 13), pick(INVESTORS, i, 14)].filter((v, k, a) => a.indexOf(v) === k) }
        : {}),
      has_partner_page: hash(i, 15) % 10 < 3,
      ...(hasFirmographics
        ? {
            firmographics: {
              industry: industry.naics,
              industry_label: industry.label,
              employee_range: pick(EMPLOYEE_RANGES, i, 16),
              country: pick(COUNTRIES, i, 17),
              founded_year: 1950 + (hash(i, 18) % 75),
              ...(hash(i, 19) % 3 === 0 ? { open_jobs_count: hash(i, 20) % 120 } : {}),
            },
          }
        : {}),
    });
  }

  // Related records, spread over the companies (at most one per company).
  for (let r = 0; r < plan.related; r++) {
    const i = Math.floor((r * C) / plan.related);
    const c = company(i);
    const kind = pick(RELATED_KINDS, i, 21);
    yield JSON.stringify({
      type: 'related',
      company: c.primary,
      related: {
        name: `${c.name} ${kind}`,
        ...(hash(i, 22) % 10 < 6 ? { domain: `${c.compact}-${kind.toLowerCase()}-${c.tag}.com` } : {}),
      },
      relationship: pick(RELATIONSHIPS, i, 23),
    });
  }

  // Detections: four per company on average, popular technologies more often, 8% vendor-only.
  const first = (total: number, i: number): number => Math.ceil((i * total) / C);
  for (let i = 0; i < C; i++) {
    const primary = company(i).primary;
    const n = first(plan.detections, i + 1) - first(plan.detections, i);
    const base = Math.floor(techs.length * unit(i, 24) ** 2);
    for (let k = 0; k < n; k++) {
      const seen = T0 + (hash(i, k, 25) % 900) * DAY;
      const dates = { first_seen: iso(seen), last_seen: iso(seen + (hash(i, k, 26) % 400) * DAY) };
      const count = 1 + (hash(i, k, 27) % 60);
      if (vendors.length > 0 && hash(i, k, 28) % 100 < 8) {
        const v = vendors[(hash(i, 29) + k * 13) % vendors.length]!;
        yield JSON.stringify({ type: 'detection', company: primary, vendor_domain: v.domain, detection_count: count, ...dates });
      } else {
        const t = techs[(base + k * 37) % techs.length]!;
        yield JSON.stringify({ type: 'detection', company: primary, tech_key: t.key, detection_count: count, ...dates });
      }
    }
  }

  // Partnerships: 15% with the top 1% (hubs), 10% with partners known only by domain, the rest at random.
  const hubs = Math.max(1, Math.floor(C / 100));
  for (let i = 0; i < C; i++) {
    const c = company(i);
    const n = first(plan.partnerships, i + 1) - first(plan.partnerships, i);
    for (let k = 0; k < n; k++) {
      const u = hash(i, k, 30) % 100;
      let partner: { domain: string; name?: string };
      if (u < 10) {
        partner = outsider(hash(i, k, 31) % Math.max(1, Math.floor(C / 5)));
      } else {
        let j = u < 25 ? hash(i, k, 32) % hubs : hash(i, k, 33) % C;
        if (j === i) j = (i + 1) % C;
        partner = { domain: company(j).primary };
      }
      if (partner.domain === c.primary) continue; // only when there is a single company
      const observed = T0 + (hash(i, k, 34) % 1000) * DAY;
      const last = observed + (hash(i, k, 35) % 300) * DAY;
      const type = pick(PARTNER_TYPES, i, k, 36);
      const attributions = [{ source: 'partner_page', url: `https://${c.primary}/partners`, observed_at: iso(last) }];
      if (hash(i, k, 37) % 4 === 0) {
        attributions.push({ source: 'integration_marketplace', url: `https://${partner.domain}/integrations`, observed_at: iso(observed) });
      }
      yield JSON.stringify({
        type: 'partnership',
        company: c.primary,
        partner: partner.domain,
        ...(partner.name ? { partner_name: partner.name } : {}),
        ...(type ? { partnership_type: type } : {}),
        first_observed_at: iso(observed),
        last_observed_at: iso(last),
        observation_count: 1 + (hash(i, k, 38) % 12),
        attributions,
      });
    }
  }
}

/** Writes the file in ~1 MB chunks with back-pressure; returns its size in bytes and its line count. */
export async function writeImportFile(file: string, lines: number): Promise<{ bytes: number; lines: number }> {
  let written = 0;
  async function* chunks(): AsyncGenerator<string> {
    let chunk: string[] = [];
    let size = 0;
    for (const line of importLines(lines)) {
      chunk.push(line);
      size += line.length + 1;
      written++;
      if (size >= 1 << 20) {
        yield chunk.join('\n') + '\n';
        chunk = [];
        size = 0;
      }
    }
    if (chunk.length > 0) yield chunk.join('\n') + '\n';
  }
  await pipeline(Readable.from(chunks()), createWriteStream(file));
  return { bytes: (await stat(file)).size, lines: written };
}

// ---------------------------------------------------------------------------------------------------------
// The child process

interface ChildRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** wall time from spawn to exit */
  seconds: number;
  peakRssKb: number;
  peakRssSource: 'time -v' | 'VmHWM';
}

/** VmHWM and VmRSS of a process in kB, or undefined once it is gone. */
async function memoryOf(pid: number): Promise<{ hwm: number; rss: number } | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { hwm: kb('VmHWM'), rss: kb('VmRSS') };
  } catch {
    return undefined;
  }
}

/** The pid of a child of `parent` (the node process that /usr/bin/time started). */
async function childOf(parent: number): Promise<number | undefined> {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid ...: comm may hold spaces and parentheses, so read after the last ')'
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === parent) return Number(entry);
  }
  return undefined;
}

/**
 * Runs `node bin/keiretsu.js <args>` under /usr/bin/time -v when present (its peak RSS is the kernel's maxrss
 * of the child), else directly, polling VmHWM. `onLine` sees each stderr line with the child's current RSS.
 */
async function runCli(
  args: string[],
  env: NodeJS.ProcessEnv,
  onLine: (line: string, rssKb: number, seconds: number) => void = () => {},
): Promise<ChildRun> {
  const useTime = existsSync(TIME);
  const nodeArgs = ['bin/keiretsu.js', ...args];
  const started = performance.now();
  const child = useTime
    ? spawn(TIME, ['-v', process.execPath, ...nodeArgs], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(process.execPath, nodeArgs, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  let stdout = '';
  let stderr = '';
  let partial = '';
  let nodePid: number | undefined = useTime ? undefined : child.pid;
  let hwm = 0;
  let rss = 0;
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => {
    stderr += d.toString();
    const lines = (partial + d.toString()).split('\n');
    partial = lines.pop()!;
    for (const line of lines) onLine(line, rss, (performance.now() - started) / 1000);
  });
  let running = true;
  const poller = (async () => {
    while (running) {
      if (nodePid === undefined && child.pid !== undefined) nodePid = await childOf(child.pid);
      const mem = nodePid === undefined ? undefined : await memoryOf(nodePid);
      if (mem) {
        hwm = Math.max(hwm, mem.hwm);
        rss = mem.rss;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  const [code, signal] = await exited;
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await poller;
  const maxRss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
  return {
    code,
    signal,
    stdout,
    stderr,
    seconds,
    peakRssKb: maxRss ? Number(maxRss[1]) : hwm,
    peakRssSource: maxRss ? 'time -v' : 'VmHWM',
  };
}

/** `keiretsu migrate` on the empty database: the start-up cost and memory that every import pays too. */
async function runMigrate(env: NodeJS.ProcessEnv): Promise<{ seconds: number; peakRssMb: number }> {
  const run = await runCli(['migrate'], env);
  if (run.code !== 0) throw new Error(`migrate exited with ${run.code ?? run.signal}; stderr:\n${run.stderr.slice(-4000)}`);
  return { seconds: run.seconds, peakRssMb: run.peakRssKb / 1024 };
}

/** `keiretsu import <file>` into a migrated database; fails unless every line was imported. */
async function runImport(
  file: string,
  lines: number,
  fileBytes: number,
  env: NodeJS.ProcessEnv,
  log: (m: string) => void,
): Promise<Omit<EngineImport, 'migrate'>> {
  const samples: { lines: number; seconds: number; rssMb: number }[] = [];
  let done: { seconds: number; rssMb: number } | undefined;
  const run = await runCli(['import', file], env, (line, rssKb, seconds) => {
    // "import 120,000 lines (12.3%), 4,321 lines/s, 0 rejected": time and memory at this point of the file
    const m = /^import ([\d,]+) lines /.exec(line);
    if (m) {
      samples.push({ lines: Number(m[1]!.replace(/,/g, '')), seconds, rssMb: rssKb / 1024 });
      log(`${line}; RSS ${(rssKb / 1024).toFixed(0)} MiB`);
    }
    if (line.startsWith('import done in ')) done = { seconds, rssMb: rssKb / 1024 };
  });
  let result: { imported: Record<string, number>; rejected: { line: number; error: string }[]; rejected_total: number };
  try {
    result = JSON.parse(run.stdout) as typeof result;
  } catch {
    throw new Error(`import exited with ${run.code ?? run.signal} and no result; stderr:\n${run.stderr.slice(-4000)}`);
  }
  if (result.rejected_total > 0) {
    throw new Error(`import rejected ${result.rejected_total} lines, first: ${JSON.stringify(result.rejected.slice(0, 5))}`);
  }
  if (run.code !== 0) throw new Error(`import exited with ${run.code ?? run.signal}; stderr:\n${run.stderr.slice(-4000)}`);
  const importSeconds = Number(/^import done in ([\d.]+) s$/m.exec(run.stderr)?.[1] ?? run.seconds);
  // The import's start and end as samples too, for the time of each section of the file.
  const end = done ?? { seconds: run.seconds, rssMb: samples.at(-1)?.rssMb ?? 0 };
  samples.unshift({ lines: 0, seconds: end.seconds - importSeconds, rssMb: samples[0]?.rssMb ?? 0 });
  samples.push({ lines, seconds: end.seconds, rssMb: end.rssMb });
  return {
    lines,
    fileBytes,
    seconds: run.seconds,
    importSeconds,
    linesPerSecond: lines / run.seconds,
    peakRssMb: run.peakRssKb / 1024,
    peakRssSource: run.peakRssSource,
    rssSamples: samples,
    sections: sectionTimes(lines, samples),
    imported: result.imported,
  };
}

/** When the import passed each section boundary, interpolated between the progress reports (every 5 s). */
function sectionTimes(lines: number, samples: readonly { lines: number; seconds: number }[]): EngineImport['sections'] {
  const plan = importPlan(lines);
  const at = (line: number): number => {
    const after = samples.findIndex((s) => s.lines >= line);
    if (after <= 0) return samples[Math.max(0, after)]?.seconds ?? 0;
    const a = samples[after - 1]!;
    const b = samples[after]!;
    return a.seconds + ((b.seconds - a.seconds) * (line - a.lines)) / Math.max(1, b.lines - a.lines);
  };
  const sizes: [string, number][] = [
    ['technologies, companies', plan.technologies + plan.companies],
    ['related', plan.related],
    ['detections', plan.detections],
    ['partnerships', plan.partnerships],
  ];
  let from = 0;
  return sizes.map(([name, n]) => {
    const section = { name, lines: n, seconds: at(from + n) - at(from) };
    from += n;
    return section;
  });
}

/**
 * Imports a generated file of `lines` lines into a fresh PostgreSQL database on `serverUrl` (no database name),
 * and one of `pgliteLines` (default lines / 10) into a fresh embedded PGlite. dist/ must be built.
 */
export async function measureImportMemory(
  serverUrl: string,
  lines: number,
  options: { pgliteLines?: number; log?: (message: string) => void } = {},
): Promise<ImportMemory> {
  const log = options.log ?? ((m: string) => process.stderr.write(`[import-memory ${new Date().toISOString().slice(11, 19)}] ${m}\n`));
  const pgliteLines = options.pgliteLines ?? Math.max(100, Math.round(lines / 10));
  serverUrl = serverUrl.replace(/\/+$/, '');
  if (!existsSync(path.join(ROOT, 'dist', 'main.js'))) throw new Error('dist/ is not built: run npx tsc -p tsconfig.json');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'keiretsu-import-'));
  const base: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn' };
  delete base.DATABASE_URL;
  delete base.KEIRETSU_DATA_DIR;
  try {
    const file = path.join(dir, 'import.ndjson');
    let t = performance.now();
    const big = await writeImportFile(file, lines);
    log(
      `wrote ${big.lines.toLocaleString('en-US')} lines, ${(big.bytes / 1e6).toFixed(0)} MB in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );

    await onServer(serverUrl, async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${DB_NAME}`);
    });
    let postgres: EngineImport;
    try {
      const env = { ...base, DATABASE_URL: `${serverUrl}/${DB_NAME}` };
      const migrate = await runMigrate(env);
      log(`importing into PostgreSQL ${serverUrl}/${DB_NAME}`);
      postgres = { ...(await runImport(file, big.lines, big.bytes, env, log)), migrate };
    } finally {
      await onServer(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`));
    }
    await rm(file);
    log(`PostgreSQL: ${postgres.seconds.toFixed(1)} s, peak RSS ${postgres.peakRssMb.toFixed(0)} MiB`);

    const small = path.join(dir, 'import-pglite.ndjson');
    t = performance.now();
    const sm = await writeImportFile(small, pgliteLines);
    log(
      `wrote ${sm.lines.toLocaleString('en-US')} lines, ${(sm.bytes / 1e6).toFixed(0)} MB in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    const env = { ...base, KEIRETSU_DATA_DIR: path.join(dir, 'pglite') };
    const migrate = await runMigrate(env);
    log('importing into PGlite');
    const pglite = { ...(await runImport(small, sm.lines, sm.bytes, env, log)), migrate };
    log(`PGlite: ${pglite.seconds.toFixed(1)} s, peak RSS ${pglite.peakRssMb.toFixed(0)} MiB`);
    return { lines: big.lines, fileBytes: big.bytes, postgres, pglite };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------------
// The report

const int = (n: number): string => Math.round(n).toLocaleString('en-US');
const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(0);

/** RSS at about a quarter, half, three quarters and the end of the file. */
function rssCurve(e: EngineImport): string {
  if (e.rssSamples.length === 0) return 'no progress reports';
  const at = [0.25, 0.5, 0.75, 1].map((f) => {
    const s = e.rssSamples.reduce((best, x) => (Math.abs(x.lines - f * e.lines) < Math.abs(best.lines - f * e.lines) ? x : best));
    return `${int(s.lines / 1000)}k: ${s.rssMb.toFixed(0)}`;
  });
  return [...new Set(at)].join(', ');
}

function sectionRow(engine: string, e: EngineImport): string {
  return `| ${engine} | ${e.sections.map((s) => `${int(s.lines / Math.max(0.001, s.seconds))} (${int(s.lines)} in ${s.seconds.toFixed(0)} s)`).join(' | ')} |`;
}

export function formatImportMemory(r: ImportMemory): string {
  const row = (engine: string, e: EngineImport) =>
    `| ${engine} | ${int(e.lines)} | ${mb(e.fileBytes)} | ${e.migrate.seconds.toFixed(1)} s, ${e.migrate.peakRssMb.toFixed(0)} MiB | ${e.seconds.toFixed(1)} | ${int(e.linesPerSecond)} | **${e.peakRssMb.toFixed(0)}** | ${rssCurve(e)} |`;
  const imported = (e: EngineImport) =>
    Object.entries(e.imported)
      .map(([k, v]) => `${k} ${int(v)}`)
      .join(', ');
  const source = r.postgres.peakRssSource === 'time -v' ? '`/usr/bin/time -v`' : 'polled VmHWM';
  return [
    '## Import of a large file',
    '',
    '`keiretsu import FILE` (the compiled CLI, as a child process) on a generated, valid NDJSON file: the demo technology',
    'catalogue, then companies (a few domains, firmographics), related records, detections and partnerships, in',
    '`lines` lines. Each engine starts from a fresh database that `keiretsu migrate` prepares first (its own',
    "process, shown apart); seconds are the import process's wall time, peak RSS its maximum resident set size",
    `(${source}), which on PGlite includes the embedded database. No line was rejected.`,
    '',
    '| engine | lines | file MiB | migrate (fresh database) | import seconds | lines/s | peak RSS MiB | RSS MiB at k lines |',
    '| --- | ---: | ---: | --- | ---: | ---: | ---: | --- |',
    row('PostgreSQL', r.postgres),
    row('PGlite', r.pglite),
    '',
    'Lines per second by section of the file (interpolated between the progress reports, every 5 s):',
    '',
    `| engine | ${r.postgres.sections.map((s) => s.name).join(' | ')} |`,
    `| --- | ${r.postgres.sections.map(() => '---:').join(' | ')} |`,
    sectionRow('PostgreSQL', r.postgres),
    sectionRow('PGlite', r.pglite),
    '',
    `Imported on PostgreSQL: ${imported(r.postgres)}. On PGlite: ${imported(r.pglite)}.`,
    '',
    '```',
    `node --import tsx bench/import-memory.ts ${r.lines} --pglite-lines ${r.pglite.lines}`,
    '```',
  ].join('\n');
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  let lines = 1_000_000;
  let pgliteLines: number | undefined;
  let server = process.env.BENCH_SERVER ?? 'postgres://root@127.0.0.1:5432';
  let build = true;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--pglite-lines') pgliteLines = Number(argv[++i]);
    else if (a === '--server') server = argv[++i] ?? server;
    else if (a === '--no-build') build = false;
    else if (/^\d[\d_]*$/.test(a)) lines = Number(a.replace(/_/g, ''));
    else throw new Error(`unknown argument ${a}`);
  }
  if (build) execFileSync('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: ROOT, stdio: 'inherit' });
  const result = await measureImportMemory(server, lines, pgliteLines === undefined ? {} : { pgliteLines });
  console.log(formatImportMemory(result));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
