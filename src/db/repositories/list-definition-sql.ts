import type { ConditionNode, Definition, DefinitionNode, GroupNode } from '../../lists/definition.js';
import {
  domainSql,
  partnerSql,
  rowSql,
  surelyMeets,
  technologySql,
  vendorSql,
  type ConditionSql,
  type Param,
  type TechnologyIds,
  type VendorIds,
} from './list-conditions-sql.js';

/*
 * Compiles a list definition (lists/definition.ts) into SQL evaluated in the database in one statement: never a
 * loop over companies in JavaScript (docs/lists.md, ARCHITECTURE.md). Counts (compileMatch) test whether each
 * condition is met at all; members (compileMembers) also read each condition's strength and evidence.
 *
 * Each condition has a strength per company, 3/2/1/0 (list-conditions-sql.ts); `and` is LEAST of its children,
 * `or` GREATEST, `not` 3 where its child is 0 and 0 otherwise (contracts section 5). The tier is the root's strength.
 *
 * Evaluating every company would read all of them, so the compiler also derives the candidates: the companies that
 * can reach a strength above 0, from the conditions' own indexes (a technology's detections, a vendor's usage, a
 * partner's links, domains, name trigrams) intersected under `and` and united under `or`; firmographic conditions
 * become a predicate on the company row (one scan when nothing indexed bounds the tree). A tree whose root is
 * unbounded (isBounded in lists/definition.ts) is refused before it gets here.
 */

/** What the names of a definition stand for (resolveNames in list-query.repository.ts); a name not found is left out. */
export interface ResolvedNames {
  /** with how many companies use each (technologies.company_count): the compiler's estimates */
  technologies: ReadonlyMap<string, { id: number; vendor_id: number | null; companies: number; vendor_companies: number }>;
  vendors: ReadonlyMap<string, { id: number; tech_ids: number[]; companies: number }>;
  /** company identifiers (a domain of the company, or its slug), with the company's partnership_count */
  companies: ReadonlyMap<string, { id: number; partners: number }>;
  /**
   * the planner's estimates (pg_class, pg_stats of companies_country_idx), when the definition has a country
   * condition and companies has been analyzed: how many companies there are, and how many each country has
   */
  walks?: CompanyEstimates;
}

export interface CompanyEstimates {
  companies: number;
  /** by upper-case country code; a code not in it has `otherCountry` */
  countries: ReadonlyMap<string, number>;
  otherCountry: number;
}

/** A definition's members, for counting them. */
export interface CompiledMatch {
  /** FROM clause: the candidates joined with companies `c` */
  from: string;
  /** true exactly for the members (tier above 0), over `c` */
  where: string;
  /**
   * SQL of ids (column id) of companies that are surely members, each once, read from one index range; present when
   * there are likely `cap` of them or more: counting `cap` of them answers a capped count without evaluating the rest
   */
  surely?: string;
}

/** A definition's members with their tier and reasons. */
export interface CompiledMembers {
  /** FROM clause: the candidates joined with companies `c`, then one LATERAL per evidence condition */
  from: string;
  /** a predicate on `c` every member satisfies (evaluated before the laterals) */
  where: string;
  /** the tier, 0..3, over `c` and the laterals */
  tier: string;
  /** jsonb array of the member's reasons */
  reasons: string;
}

type CandKind = 'indexed' | 'mixed' | 'scan';
interface Part {
  /** how many companies can meet it at most, from the catalogue's counts; null when not known (a scan) */
  estimate: number | null;
  strength: string;
  /** strength above 0, as a boolean over `c` alone */
  met: string;
  pred: string;
  /** the companies that can reach a strength above 0; null: any company can (unbounded) */
  cand: { sql: string; kind: CandKind } | null;
  /**
   * companies that surely meet it, each once (surelyMeets), with how many there are by the catalogue; null: none
   * known. Built only when used, so that its parameter is not sent otherwise.
   */
  surely: { sql: () => string; estimate: number } | null;
  /** whether `pred` bounds the companies through an index of companies (ConditionSql.walkable) */
  walkable: boolean;
  /** when walkable: how many companies that index's range holds, by the planner's estimates; null when not known */
  walkSize: number | null;
}

/**
 * Which companies a definition matches, for counting up to `cap`: a boolean per company, read with EXISTS tests that
 * stop at the first row, no evidence gathered. Values are pushed onto `params`.
 *
 * Two ways to count, chosen by the estimate of the candidates. Few candidates: read them through the indexes,
 * deduplicate them, test each. Many: walk the companies themselves, testing each, and stop at the cap. Candidates
 * must be deduplicated (hashed) in full before the first can be counted, so a technology on 400,000 of 1,000,000
 * companies cost 1.5 s to count to 10,000 that way; walking the companies finds 10,000 of them in about 25,000 rows.
 * The walk costs about cap / share rows, the candidates their number: the walk is chosen from SCAN_FROM candidates
 * (and SCAN_FROM_CAPS times the cap), about a tenth of the companies there. Measured on the 1,000,000-company demo (docs/benchmarks.md).
 * A country condition under `and` walks only its country's companies (companies_country_idx) from WALK_INDEXED_FROM
 * candidates. Evidence tested against many companies is hashed (HASH_UP_TO), and `surely` names companies that are
 * members whatever else holds, counted first (countMatches in list-query.repository.ts).
 */
export function compileMatch(definition: Definition, names: ResolvedNames, params: unknown[], cap?: number): CompiledMatch {
  // A first pass, its parameters dropped, finds how the count will read: walking companies or testing candidates.
  const probe = compile(definition, names, [], false).root;
  const walk =
    cap !== undefined &&
    probe.estimate !== null &&
    (probe.estimate >= Math.max(cap * SCAN_FROM_CAPS, SCAN_FROM) || (probe.walkable && probe.estimate >= WALK_INDEXED_FROM));
  // How many companies will be tested, and with it which evidence is worth hashing: the candidates, all of them; a
  // walk until `cap` members are found (walkTested); a scan, all companies when fewer match.
  const hashUpTo = walk
    ? Math.min(HASH_UP_TO, walkTested(probe, names.walks, cap) * WALK_HASH_PER_TESTED)
    : Math.min(HASH_UP_TO, (probe.cand!.kind === 'scan' ? Infinity : (probe.estimate ?? 0)) * HASH_PER_TESTED);
  const { root, base } = compile(definition, names, params, false, hashUpTo);
  const where = `${root.pred} AND ${root.met}`;
  const surely = cap !== undefined && root.surely && root.surely.estimate >= cap ? { surely: root.surely.sql() } : {};
  return { from: walk ? 'companies c' : base, where, ...surely };
}

/** Candidates above this many (and above SCAN_FROM_CAPS times the cap) are counted by walking the companies. */
const SCAN_FROM = 100_000;
const SCAN_FROM_CAPS = 10;
/**
 * Candidates above this many are counted by walking the companies a country condition picks through
 * companies_country_idx: deduplicating 90,000 candidates and joining them cost 157 ms where walking the 14,000
 * companies of the country, the technology hashed, cost about 20 (1,000,000-company demo). Below it, the candidates
 * cost little whatever the country's size.
 */
const WALK_INDEXED_FROM = 20_000;

/**
 * Evidence of a condition on at most this many companies (by the catalogue), tested against many companies, is read
 * once into a hash (ConditionSql.metHashed): hashing costs ~0.2 µs per company with the evidence, a hash probe
 * ~0.1 µs per company tested, an index probe 1.5-5 µs (its pages mostly outside shared_buffers). Measured on the
 * 1,000,000-company demo, a technology on 162,000 companies and a country of 43,000: 190 ms probing, 59 ms hashed.
 * The bound keeps the hash well inside work_mem (32 MB in counts): a set PostgreSQL cannot hash is scanned again for
 * every company tested. HASH_PER_TESTED: hashed when the evidence is at most this many times the companies tested.
 */
const HASH_UP_TO = 300_000;
const HASH_PER_TESTED = 4;

/**
 * How many companies a walk tests before it has counted `cap` members: about cap / share, the share of members among
 * the companies walked taken as the definition's estimate over all companies (conditions taken as independent), and
 * never more than the companies of the walked country range. Infinity when the planner has no statistics (a
 * database never analyzed): then the evidence is hashed as before (HASH_UP_TO).
 *
 * Against that figure, a walk hashes each kind of evidence of at most WALK_HASH_PER_TESTED times as many companies
 * and probes the rest. Measured over the benchmark's 400 previews of a technology (or a technology or a vendor) and
 * one or two countries (1,000,000-company demo, each timed with all such evidence hashed and with none), the faster
 * way changed sides at 8 to 12 times per condition: a technology on 300,000 companies in a country of 8,600 counted
 * in 53 ms probing, 124 ms hashed. Over those previews, 10 and 12 against hashing all (three runs each): technology
 * and country p99 148-153 against 147-152 ms; the or-tree 205 (10) and 215-220 (12) against 234.
 */
function walkTested(probe: Part, walks: CompanyEstimates | undefined, cap: number): number {
  if (!walks || walks.companies <= 0 || probe.estimate === null) return Infinity;
  const share = Math.min(1, probe.estimate / walks.companies);
  const byShare = share > 0 ? cap / share : Infinity;
  return Math.min(byShare, probe.walkable && probe.walkSize !== null ? probe.walkSize : Infinity);
}
const WALK_HASH_PER_TESTED = 10;

/** The members of a definition with their tier and reasons (a LATERAL subquery per evidence condition). */
export function compileMembers(definition: Definition, names: ResolvedNames, params: unknown[]): CompiledMembers {
  const { compiler, root, base } = compile(definition, names, params, true);
  return {
    from: [base, ...compiler.laterals].join('\n'),
    where: root.pred,
    tier: root.strength,
    reasons: compiler.reasonsSql(),
  };
}

function compile(definition: Definition, names: ResolvedNames, params: unknown[], evidence: boolean, hashUpTo = 0) {
  const compiler = new Compiler((v) => `$${params.push(v)}`, names, evidence, hashUpTo);
  const root = compiler.node(definition.root, '/root', false);
  if (!root.cand) throw new Error('compileDefinition: an unbounded definition reached the compiler');
  const base = root.cand.kind === 'scan' ? 'companies c' : `(${root.cand.sql}) k JOIN companies c ON c.id = k.id`;
  return { compiler, root, base };
}

class Compiler {
  readonly laterals: string[] = [];
  private readonly reasons: string[] = [];
  private count = 0;

  /**
   * `evidence`: strengths and reasons through laterals (members); without, only whether each condition is met
   * (counts). `hashUpTo`: conditions whose evidence is on at most this many companies are tested through a hash.
   */
  constructor(
    private readonly p: Param,
    private readonly names: ResolvedNames,
    private readonly withEvidence: boolean,
    private readonly hashUpTo: number,
  ) {}

  /** `negated`: under a not, where no evidence is reported (the company is a member for what it lacks). */
  node(node: DefinitionNode, path: string, negated: boolean): Part {
    return 'op' in node ? this.group(node, path, negated) : this.condition(node, path, negated);
  }

  /**
   * The member's reasons in the tree's order, those of conditions not met (NULL) left out: an array expression, not
   * a subquery aggregating an unnest of it, which cost 4 µs a member (0.4 s of a 106,752-member build).
   */
  reasonsSql(): string {
    if (this.reasons.length === 0) return `'[]'::jsonb`;
    return `to_jsonb(array_remove(ARRAY[${this.reasons.join(', ')}]::jsonb[], NULL))`;
  }

  private group(node: GroupNode, path: string, negated: boolean): Part {
    if (node.op === 'not') return this.negate(this.node(node.children[0]!, `${path}/children/0`, true), path, negated, { operator: 'not' });
    const parts = node.children.map((child, i) => this.node(child, `${path}/children/${i}`, negated));
    return node.op === 'and' ? and(parts) : or(parts);
  }

  private condition(node: ConditionNode, path: string, negated: boolean): Part {
    switch (node.field) {
      case 'technology':
      case 'vendor':
        if (node.operator === 'all_of') return and(node.value.map((v) => this.evidence(node, [v], path, negated)));
        if (node.operator === 'none_of') {
          const inner = this.evidence(node, node.value, path, true);
          return this.negate(inner, path, negated, { field: node.field, operator: node.operator });
        }
        return this.evidence(node, node.value, path, negated);
      case 'partner':
        return this.evidence(node, node.value, path, negated);
      case 'domain':
        return this.register(domainSql(node.value, this.count++, this.p), node, path, negated, node.value.length);
      default:
        return this.register(rowSql(node, this.p), node, path, negated, null);
    }
  }

  /** A technology, vendor or partner condition over these values: evidence read through a lateral subquery. */
  private evidence(node: ConditionNode, values: string[], path: string, negated: boolean): Part {
    const n = this.count++;
    const { technologies, vendors, companies } = this.names;
    const field = node.field as 'technology' | 'vendor' | 'partner';
    // The known values with how many companies each has (a partner: its partners): together, the most companies the
    // condition can match; the most used one's own companies are members, each once (a lower bound for counts).
    const counted = known(
      values.map((v) => {
        if (field === 'technology') return technologies.get(v);
        if (field === 'vendor') return vendors.get(v);
        const c = companies.get(v);
        return c && { id: c.id, companies: c.partners };
      }),
    );
    const estimate = sum(counted.map((x) => x.companies));
    const sql =
      field === 'technology'
        ? technologySql(this.technologyIds(values), n, this.p)
        : field === 'vendor'
          ? vendorSql(this.vendorIds(values), n, this.p)
          : partnerSql(
              counted.map((c) => c.id),
              estimate,
              n,
              this.p,
            );
    const largest = counted.reduce<{ id: number; companies: number } | null>(
      (best, x) => (best && best.companies >= x.companies ? best : x),
      null,
    );
    const surely = largest && !negated ? { sql: () => surelyMeets(field, largest.id, this.p), estimate: largest.companies } : null;
    return this.register(sql, node, path, negated, estimate, surely);
  }

  private technologyIds(keys: string[]): TechnologyIds {
    const found = known(keys.map((k) => this.names.technologies.get(k)));
    const vendors = new Map(found.flatMap((t) => (t.vendor_id === null ? [] : [[t.vendor_id, t.vendor_companies] as const])));
    return {
      techIds: found.map((t) => t.id),
      vendorIds: [...vendors.keys()],
      companies: sum(found.map((t) => t.companies)),
      vendorCompanies: sum([...vendors.values()]),
    };
  }

  private vendorIds(domains: string[]): VendorIds {
    const found = known(domains.map((d) => this.names.vendors.get(d)));
    return { vendorIds: found.map((v) => v.id), techIds: found.flatMap((v) => v.tech_ids), companies: sum(found.map((v) => v.companies)) };
  }

  private register(
    sql: ConditionSql,
    node: ConditionNode,
    path: string,
    negated: boolean,
    estimate: number | null,
    surely: Part['surely'] = null,
  ): Part {
    if (this.withEvidence && sql.lateral) this.laterals.push(sql.lateral());
    if (!negated) this.reason(sql.strength, path, { field: node.field, operator: node.operator }, sql.evidence);
    return {
      estimate,
      strength: sql.strength,
      met: sql.metHashed !== undefined && this.hashUpTo > 0 ? sql.metHashed(this.hashUpTo) : sql.met,
      pred: sql.pred,
      cand: { sql: sql.cand, kind: sql.indexed ? 'indexed' : 'scan' },
      surely,
      walkable: sql.walkable === true,
      walkSize: sql.walkable === true ? this.countryCompanies(node) : null,
    };
  }

  /** How many companies the countries of a country condition have, by the planner's estimates; null when not known. */
  private countryCompanies(node: ConditionNode): number | null {
    const walks = this.names.walks;
    if (!walks || node.field !== 'country') return null;
    return sum(node.value.map((code) => walks.countries.get(code) ?? walks.otherCountry));
  }

  /** not, and none_of: 3 where the inner strength is 0. Reported as the absence of what the inner part asks for. */
  private negate(inner: Part, path: string, negated: boolean, meta: { field?: string; operator: string }): Part {
    const strength = `(CASE WHEN ${inner.strength} = 0 THEN 3 ELSE 0 END)`;
    if (!negated) this.reason(strength, path, meta, () => `jsonb_build_object('type', 'absent')`);
    return { estimate: null, strength, met: `(NOT ${inner.met})`, pred: 'true', cand: null, surely: null, walkable: false, walkSize: null };
  }

  /** One entry of the member's reasons: where the condition is in the tree, how strongly it is met, and the evidence. */
  private reason(strength: string, path: string, meta: { field?: string; operator: string }, evidence: () => string): void {
    if (!this.withEvidence) return;
    const field = meta.field === undefined ? '' : `'field', ${this.p(meta.field)}::text, `;
    this.reasons.push(
      `CASE WHEN ${strength} > 0 THEN jsonb_build_object('path', ${this.p(path)}::text, ${field}'operator', ${this.p(meta.operator)}::text,
         'strength', (ARRAY['inferred', 'weak', 'strong'])[${strength}], 'evidence', ${evidence()}) END`,
    );
  }
}

/**
 * and: the weakest child. Its candidates: the intersection of the children read through indexes if any (the others
 * are checked per candidate); else of the mixed ones; else one scan of companies with every child's predicate.
 */
function and(parts: Part[]): Part {
  if (parts.length === 1) return parts[0]!;
  const preds = parts.map((p) => p.pred).filter((p) => p !== 'true');
  const pred = preds.length > 0 ? preds.join(' AND ') : 'true';
  const strength = `LEAST(${parts.map((p) => p.strength).join(', ')})`;
  const met = `(${parts.map((p) => p.met).join(' AND ')})`;
  const estimates = parts.flatMap((p) => (p.estimate === null ? [] : [p.estimate]));
  const estimate = estimates.length > 0 ? Math.min(...estimates) : null;
  const walkable = parts.some((p) => p.walkable);
  // The walk takes the narrowest range; unknown when any walkable child's size is.
  const sizes = parts.filter((p) => p.walkable).map((p) => p.walkSize);
  const walkSize = walkable && sizes.every((x) => x !== null) ? Math.min(...(sizes as number[])) : null;
  const part = { estimate, strength, met, pred, surely: null, walkable, walkSize };
  for (const kind of ['indexed', 'mixed'] as const) {
    const sets = parts.flatMap((p) => (p.cand?.kind === kind ? [p.cand.sql] : []));
    if (sets.length > 0) return { ...part, cand: { sql: setOp(sets, 'INTERSECT'), kind } };
  }
  const scan = parts.some((p) => p.cand) ? { sql: `SELECT c.id FROM companies c WHERE ${pred}`, kind: 'scan' as const } : null;
  return { ...part, cand: scan };
}

/** or: the strongest child. Its candidates: the union of the children's, the scans among them merged into one. */
function or(parts: Part[]): Part {
  if (parts.length === 1) return parts[0]!;
  const strength = `GREATEST(${parts.map((p) => p.strength).join(', ')})`;
  const met = `(${parts.map((p) => p.met).join(' OR ')})`;
  const pred = parts.some((p) => p.pred === 'true') ? 'true' : parts.map((p) => `(${p.pred})`).join(' OR ');
  const estimate = parts.some((p) => p.estimate === null) ? null : parts.reduce((sum, p) => sum + p.estimate!, 0);
  // Members of any child are members: the child's sure companies with the most of them.
  const surely = parts.reduce<Part['surely']>(
    (best, p) => (p.surely && (!best || p.surely.estimate > best.estimate) ? p.surely : best),
    null,
  );
  // An or is never walked by a range of companies: each child would need its own.
  const part = { estimate, strength, met, pred, surely, walkable: false, walkSize: null };
  if (parts.some((p) => !p.cand)) return { ...part, cand: null };
  const scans = parts.filter((p) => p.cand!.kind === 'scan').map((p) => `(${p.pred})`);
  const sets = parts.filter((p) => p.cand!.kind !== 'scan').map((p) => p.cand!.sql);
  if (sets.length === 0) return { ...part, cand: { sql: `SELECT c.id FROM companies c WHERE ${pred}`, kind: 'scan' } };
  if (scans.length > 0) sets.push(`SELECT c.id FROM companies c WHERE ${scans.join(' OR ')}`);
  const indexed = scans.length === 0 && parts.every((p) => p.cand!.kind === 'indexed');
  return { ...part, cand: { sql: setOp(sets, 'UNION'), kind: indexed ? 'indexed' : 'mixed' } };
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

const known = <T>(values: readonly (T | null | undefined)[]): T[] => values.filter((v): v is T => v !== null && v !== undefined);

const setOp = (sets: string[], op: 'UNION' | 'INTERSECT') =>
  sets.length === 1 ? sets[0]! : sets.map((s) => `SELECT id FROM (${s}) s`).join(` ${op} `);
