import type { ConditionNode, InCondition, RangeCondition } from '../../lists/definition.js';
import { isoUtc } from './company.repository.js';
import { textCondition } from './company-search.repository.js';

/**
 * SQL for each kind of list condition (contracts section 5), used by the compiler (list-definition-sql.ts).
 * A condition is met by a company `c` (a row of companies) with a strength: 3 strong, 2 weak, 1 inferred, 0 not.
 * Every value a caller sent goes in as a parameter (`p`); what is written into the text is our own.
 */

/** Allocates a parameter and returns its placeholder ($n). */
export type Param = (value: unknown) => string;

/** A condition's SQL: how strongly `c` meets it, why, and which companies can meet it at all. */
export interface ConditionSql {
  /**
   * a LATERAL subquery over `c` giving columns s (strength) and r (evidence as jsonb), or none; built only when
   * evidence is asked for, so that the parameters only it uses are not sent otherwise
   */
  lateral?: () => string;
  /** the strength, over `c` and the lateral's alias */
  strength: string;
  /** the evidence as jsonb, over the same (meaningful where strength > 0); asked for only when reasons are */
  evidence: () => string;
  /**
   * Whether `c` meets it at all (strength above 0), as a boolean over `c` alone: EXISTS tests that stop at the first
   * row. Whether a company is a member depends on that only (and, or and not keep "above 0" two-valued), so counts
   * need no lateral and no evidence.
   */
  met: string;
  /**
   * The same test with the companies that have a kind of evidence read once into a hash (uncorrelated `c.id IN
   * (...)`, a "hashed SubPlan") where the catalogue's counts bound that kind to at most `hashUpTo` companies, for a
   * statement that tests many companies against evidence that is not too large: a hash probe per company instead of
   * an index probe (list-definition-sql.ts chooses `hashUpTo`; none when the condition has no such form).
   */
  metHashed?: (hashUpTo: number) => string;
  /** a condition on `c` alone that every company meeting it satisfies ('true' when there is none) */
  pred: string;
  /** SQL of the ids (column id) of every company that can meet it, deduplicated */
  cand: string;
  /** whether cand is read through indexes (false: a scan of companies) */
  indexed: boolean;
  /**
   * whether `pred` picks its companies through an index of companies (country in: companies_country_idx), so that
   * companies can be walked in that index's range rather than in full
   */
  walkable?: boolean;
}

/*
 * `OFFSET 0` in the EXISTS tests below keeps each one a probe of an index per company tested. Without it PostgreSQL
 * may turn the test into a hash of every company that has the evidence, built before the first row is tested: for a
 * technology on 400,000 companies that hash cost 200 ms, for a count that then needed to test 25,000 rows
 * (measured on the 1,000,000-company demo).
 */

/** Direct evidence is strong when fresh and repeated, weak otherwise (contracts section 5). */
const FRESH_DAYS = 90;
const fresh = (alias: string) =>
  `CASE WHEN ${alias}.last_seen >= now() - interval '${FRESH_DAYS} days' AND ${alias}.detection_count >= 2 THEN 3 ELSE 2 END`;

/** Ownership that passes evidence on as inferred (contracts section 5): the other relationships do not. */
const FAMILY = `('parent', 'subsidiary', 'division')`;

/**
 * The related companies of company `x` with the relationship they have to it, from rows recorded on either side:
 * (x, y, parent) says y is x's parent; (y, x, subsidiary) says the same from y's side.
 */
const relatedOf = (x: string) => `
  SELECT r.related_company_id AS id, r.relationship FROM company_relations r
   WHERE r.company_id = ${x} AND r.related_company_id IS NOT NULL AND r.relationship IN ${FAMILY}
  UNION ALL
  SELECT r.company_id, CASE r.relationship WHEN 'parent' THEN 'subsidiary' ELSE 'parent' END FROM company_relations r
   WHERE r.related_company_id = ${x} AND r.relationship IN ${FAMILY}`;

/** Evidence rows in one table (with its alias): the column of their company, and which rows are evidence. */
interface EvidenceRows {
  table: string;
  company: string;
  filter: string;
  /** SQL of the ids of the companies with such rows, when an index answers it better than `company` and `filter` */
  ids?: string;
  /**
   * at most how many companies have such rows, by the catalogue's counts (a technology's, a vendor's, a partner's),
   * so that they may be read into a hash: unbounded, a set too large for work_mem would not be hashed but scanned
   * again for every company tested
   */
  bound?: number;
}
/** The test that a row of `rows` is company `x`'s evidence. */
const of = (rows: EvidenceRows, x: string) => `${rows.company} = ${x} AND ${rows.filter}`;

/**
 * Whether company `c` has evidence of its own (rows of any of `own`) or a related company has (rows of `related`), as
 * EXISTS tests that stop at the first row, each a per-company index probe (`OFFSET 0`, see above). The kinds of own
 * evidence bounded to at most `hashUpTo` companies are read once into a hash instead (ConditionSql.metHashed), each
 * kind by its own bound: a technology's vendor-only relationships (a few thousand companies) are hashed beside its
 * detections, where probing them cost a technology and a country 40% of their count (1,000,000-company demo). When
 * any kind is, the companies with an ownership relation are too (IN_A_FAMILY: building it costs ~7 ms at 1,000,000
 * companies, worth it only when many companies are tested).
 */
function hasOwnOrRelated(own: EvidenceRows[], related: EvidenceRows, hashUpTo = 0): string {
  const hashed = own.map((t) => t.bound !== undefined && t.bound <= hashUpTo);
  return `(${[
    ...own.map((t, i) =>
      hashed[i]
        ? `c.id IN (${t.ids ?? `SELECT ${t.company} FROM ${t.table} WHERE ${t.filter}`})`
        : `EXISTS (SELECT 1 FROM ${t.table} WHERE ${of(t, 'c.id')} OFFSET 0)`,
    ),
    // Hashed, the related-company test first asks whether the company has an ownership relation at all.
    `(${hashed.some(Boolean) ? `c.id IN (${IN_A_FAMILY}) AND ` : ''}EXISTS (SELECT 1 FROM (${relatedOf('c.id')}) rel JOIN ${related.table} ON ${of(related, 'rel.id')} OFFSET 0))`,
  ].join('\n           OR ')})`;
}

/**
 * The companies with an ownership relation on either side (3% of the demo's companies). Uncorrelated, it is read
 * once per statement into a hash (a "hashed SubPlan"), so that the related-company test of every other company is
 * one hash probe instead of two index scans of company_relations that find nothing. No NULL in it: `c.id IN` a set
 * holding NULL would be NULL for the others, and a `not` around the test would then drop them.
 */
const IN_A_FAMILY = `SELECT r.company_id FROM company_relations r
                      WHERE r.related_company_id IS NOT NULL AND r.relationship IN ${FAMILY}
                     UNION ALL
                     SELECT r.related_company_id FROM company_relations r
                      WHERE r.related_company_id IS NOT NULL AND r.relationship IN ${FAMILY}`;

/**
 * The companies related to a company that has evidence in `rows`, with duplicates (it is united with the companies
 * that have the evidence themselves, which removes them). Ownership rows are few (3% of companies have one): both
 * directions of them form a small set that the planner hashes or probes from, whichever the size of the evidence
 * makes cheaper. Tested per ownership row instead (EXISTS), the 2 x 17,000 index probes into detections cost 200 ms
 * at 1,000,000 companies.
 */
const relatedTo = (rows: EvidenceRows) => `
  SELECT f.id FROM (SELECT r.company_id AS id, r.related_company_id AS other FROM company_relations r
                     WHERE r.related_company_id IS NOT NULL AND r.relationship IN ${FAMILY}
                    UNION ALL
                    SELECT r.related_company_id, r.company_id FROM company_relations r
                     WHERE r.related_company_id IS NOT NULL AND r.relationship IN ${FAMILY}) f
   JOIN ${rows.table} ON ${of(rows, 'f.other')}`;

const companyRef = (a: string) =>
  `jsonb_build_object('company_id', ${a}.id, 'slug', ${a}.slug, 'name', ${a}.name, 'primary_domain', ${a}.primary_domain)`;
const seen = (a: string) => `'last_seen', ${isoUtc(`${a}.last_seen`)}, 'detection_count', ${a}.detection_count`;

/**
 * The company's best detection among these technologies (the strongest, then the most recent), as a source of
 * bestOf. Chosen before its evidence is built: a company uses several of a vendor's technologies, and building the
 * jsonb of each to keep one cost most of a large vendor's materialization.
 */
const bestDetection = (techs: string, withVendor: boolean) => `
  SELECT b.s, b.last_seen AS at,
         jsonb_build_object('type', 'detection', 'tech_key', t.tech_key, ${withVendor ? `'vendor_domain', v.domain, ` : ''}${seen('b')}) AS r
    FROM (SELECT ${fresh('d')} AS s, d.technology_id, d.last_seen, d.detection_count FROM detections d
           WHERE d.company_id = c.id AND d.technology_id = ANY(${techs})
           ORDER BY 1 DESC, d.last_seen DESC, d.technology_id LIMIT 1) b
    JOIN technologies t ON t.id = b.technology_id${withVendor ? ' JOIN vendors v ON v.id = t.vendor_id' : ''}`;

/** The best evidence among the union of `sources` (each selecting s, at, r), as a LATERAL subquery: the strongest, then the most recent. */
function bestOf(sources: string[]): string {
  return `(SELECT x.s, x.r FROM (${sources.join(' UNION ALL ')}) x ORDER BY x.s DESC, x.at DESC, x.r LIMIT 1)`;
}

/**
 * The company's own evidence (`direct`, strong or weak) as lateral `e`, and the inferred evidence (`inferred`,
 * strength 1) as lateral `e_i`, read only for a company without its own: own evidence always wins, and testing the
 * outer column first makes the inferred subquery a one-time filter that skips its scans. On a 155,000-member list
 * that is most of the members. Strength and evidence over both: `strengthOf`, `evidenceOf`.
 */
function ownThenInferred(e: string, direct: string[], inferred: string[]): string {
  return `LEFT JOIN LATERAL ${bestOf(direct)} ${e} ON true
          LEFT JOIN LATERAL (SELECT x.s, x.r FROM (${inferred.join(' UNION ALL ')}) x WHERE ${e}.s IS NULL
                              ORDER BY x.at DESC, x.r LIMIT 1) ${e}_i ON true`;
}
const strengthOf = (e: string) => `coalesce(${e}.s, ${e}_i.s, 0)`;
const evidenceOf = (e: string) => `coalesce(${e}.r, ${e}_i.r)`;

/**
 * The ids a condition's names stand for, looked up before the statement (list-query.repository.ts, resolveNames):
 * bound as parameters, they let the planner estimate each set from its statistics (a technology on 1,000 companies
 * or on 130,000) and choose index lookups or a scan accordingly. Looked up inside the statement, they would be
 * unknown when it is planned.
 */
export interface TechnologyIds {
  techIds: number[];
  /** the vendors of those technologies (a vendor-only relationship with one is inferred evidence) */
  vendorIds: number[];
  /** at most how many companies detected the technologies (the sum of their counts) */
  companies: number;
  /** at most how many companies have a vendor-only relationship with those vendors (the sum of the vendors' counts) */
  vendorCompanies: number;
}

export interface VendorIds {
  vendorIds: number[];
  /** the technologies of those vendors */
  techIds: number[];
  /** at most how many companies use the vendors (the sum of their counts) */
  companies: number;
}

/** technology any_of: detections of the technologies; a vendor-only relationship with their vendors; a related company's detection. */
export function technologySql(ids: TechnologyIds, n: number, p: Param): ConditionSql {
  const techs = `${p(ids.techIds)}::int[]`;
  const vendors = `${p(ids.vendorIds)}::int[]`;
  const e = `e${n}`;
  const detected: EvidenceRows = {
    table: 'detections d',
    company: 'd.company_id',
    filter: `d.technology_id = ANY(${techs})`,
    bound: ids.companies,
  };
  // vendor_usage counts both kinds of a vendor's evidence (migration 0010): its count bounds the vendor-only ones.
  const vendorOnly: EvidenceRows = {
    table: 'vendor_detections vd',
    company: 'vd.company_id',
    filter: `vd.vendor_id = ANY(${vendors})`,
    bound: ids.vendorCompanies,
  };
  return {
    lateral: () =>
      ownThenInferred(
        e,
        [bestDetection(techs, false)],
        [
          `SELECT 1 AS s, vd.last_seen AS at, jsonb_build_object('type', 'vendor_only', 'vendor_domain', v.domain, ${seen('vd')}) AS r
             FROM vendor_detections vd JOIN vendors v ON v.id = vd.vendor_id
            WHERE vd.company_id = c.id AND vd.vendor_id = ANY(${vendors})`,
          `SELECT 1, d.last_seen, jsonb_build_object('type', 'related_company', 'relationship', rel.relationship,
                  'company', ${companyRef('rc')}, 'tech_key', t.tech_key, ${seen('d')})
             FROM (${relatedOf('c.id')}) rel
             JOIN ${detected.table} ON ${of(detected, 'rel.id')}
             JOIN technologies t ON t.id = d.technology_id JOIN companies rc ON rc.id = rel.id`,
        ],
      ),
    strength: strengthOf(e),
    evidence: () => evidenceOf(e),
    met: hasOwnOrRelated([detected, vendorOnly], detected),
    metHashed: (hashUpTo) => hasOwnOrRelated([detected, vendorOnly], detected, hashUpTo),
    pred: 'true',
    cand: `SELECT d.company_id AS id FROM detections d WHERE d.technology_id = ANY(${techs})
           UNION SELECT vd.company_id FROM vendor_detections vd WHERE vd.vendor_id = ANY(${vendors})
           UNION ${relatedTo(detected)}`,
    indexed: true,
  };
}

/** vendor any_of: a detection of any of the vendor's technologies, or a vendor-only relationship; a related company's. */
export function vendorSql(ids: VendorIds, n: number, p: Param): ConditionSql {
  const vendors = `${p(ids.vendorIds)}::int[]`;
  const e = `e${n}`;
  // vendor_usage: one row per (company, vendor) over both kinds of evidence (migration 0010).
  const used: EvidenceRows = {
    table: 'vendor_usage vu',
    company: 'vu.company_id',
    filter: `vu.vendor_id = ANY(${vendors})`,
    bound: ids.companies,
  };
  return {
    lateral: () => {
      const techs = `${p(ids.techIds)}::int[]`;
      return ownThenInferred(
        e,
        [
          bestDetection(techs, true),
          `SELECT ${fresh('vd')}, vd.last_seen, jsonb_build_object('type', 'vendor_only', 'vendor_domain', v.domain, ${seen('vd')})
             FROM vendor_detections vd JOIN vendors v ON v.id = vd.vendor_id
            WHERE vd.company_id = c.id AND vd.vendor_id = ANY(${vendors})`,
        ],
        [
          `SELECT 1 AS s, vu.last_seen AS at, jsonb_build_object('type', 'related_company', 'relationship', rel.relationship,
                  'company', ${companyRef('rc')}, 'vendor_domain', v.domain, 'last_seen', ${isoUtc('vu.last_seen')}) AS r
             FROM (${relatedOf('c.id')}) rel
             JOIN ${used.table} ON ${of(used, 'rel.id')}
             JOIN vendors v ON v.id = vu.vendor_id JOIN companies rc ON rc.id = rel.id`,
        ],
      );
    },
    strength: strengthOf(e),
    evidence: () => evidenceOf(e),
    met: hasOwnOrRelated([used], used),
    metHashed: (hashUpTo) => hasOwnOrRelated([used], used, hashUpTo),
    pred: 'true',
    cand: `SELECT vu.company_id AS id FROM vendor_usage vu WHERE vu.vendor_id = ANY(${vendors}) UNION ${relatedTo(used)}`,
    indexed: true,
  };
}

/**
 * partner any_of: a partnership with any of these companies, either direction (strong); a related company's (inferred).
 * `partnersBound`: at most how many companies partner with them (the sum of their partnership counts).
 */
export function partnerSql(companyIds: number[], partnersBound: number, n: number, p: Param): ConditionSql {
  const partners = `${p(companyIds)}::int[]`;
  const e = `e${n}`;
  const linked: EvidenceRows = {
    table: 'partner_links pl',
    company: 'pl.company_id',
    filter: `pl.partner_id = ANY(${partners})`,
    // partner_links holds every partnership from both sides (docs/partnerships.md): one index range per partner.
    ids: `SELECT pl.partner_id AS id FROM partner_links pl WHERE pl.company_id = ANY(${partners})`,
    bound: partnersBound,
  };
  return {
    lateral: () =>
      ownThenInferred(
        e,
        [
          `SELECT 3 AS s, pl.last_observed_at AS at, jsonb_build_object('type', 'partnership', 'partner', ${companyRef('pc')},
                  'partnership_type', pl.partnership_type, 'last_observed_at', ${isoUtc('pl.last_observed_at')}) AS r
             FROM partner_links pl JOIN companies pc ON pc.id = pl.partner_id
            WHERE pl.company_id = c.id AND pl.partner_id = ANY(${partners})`,
        ],
        [
          `SELECT 1 AS s, pl.last_observed_at AS at, jsonb_build_object('type', 'related_company', 'relationship', rel.relationship,
                  'company', ${companyRef('rc')}, 'partner', ${companyRef('pc')}, 'partnership_type', pl.partnership_type,
                  'last_observed_at', ${isoUtc('pl.last_observed_at')}) AS r
             FROM (${relatedOf('c.id')}) rel
             JOIN ${linked.table} ON ${of(linked, 'rel.id')}
             JOIN companies pc ON pc.id = pl.partner_id JOIN companies rc ON rc.id = rel.id`,
        ],
      ),
    strength: strengthOf(e),
    evidence: () => evidenceOf(e),
    met: hasOwnOrRelated([linked], linked),
    metHashed: (hashUpTo) => hasOwnOrRelated([linked], linked, hashUpTo),
    pred: 'true',
    cand: `${linked.ids} UNION ${relatedTo(linked)}`,
    indexed: true,
  };
}

/**
 * The companies that surely meet a technology, vendor or partner condition naming `id`, each once, from one range of
 * an index: the companies that detected the technology (detections_technology_idx), that use the vendor
 * (vendor_usage_page_idx), or that partner with the company (partner_links_pkey: partner_links holds both sides).
 * Related companies and vendor-only relationships can only add to them. A count capped at n that finds n of these
 * needs nothing else (list-query.repository.ts, countMatches).
 */
export function surelyMeets(field: 'technology' | 'vendor' | 'partner', id: number, p: Param): string {
  if (field === 'technology') return `SELECT d.company_id AS id FROM detections d WHERE d.technology_id = ${p(id)}::int`;
  if (field === 'vendor') return `SELECT vu.company_id AS id FROM vendor_usage vu WHERE vu.vendor_id = ${p(id)}::int`;
  return `SELECT pl.partner_id AS id FROM partner_links pl WHERE pl.company_id = ${p(id)}::int`;
}

/** domain in: the company is known by one of these domains (strong). */
export function domainSql(domains: string[], n: number, p: Param): ConditionSql {
  const list = p(domains);
  const e = `e${n}`;
  return {
    lateral: () => `LEFT JOIN LATERAL (SELECT 3 AS s, jsonb_build_object('type', 'domain', 'domain', cd.domain) AS r
                 FROM company_domains cd WHERE cd.company_id = c.id AND cd.domain = ANY(${list}::text[])
                ORDER BY cd.domain LIMIT 1) ${e} ON true`,
    strength: `coalesce(${e}.s, 0)`,
    evidence: () => `${e}.r`,
    met: `EXISTS (SELECT 1 FROM company_domains cd WHERE cd.company_id = c.id AND cd.domain = ANY(${list}::text[]))`,
    pred: 'true',
    cand: `SELECT DISTINCT company_id AS id FROM company_domains WHERE domain = ANY(${list}::text[])`,
    indexed: true,
  };
}

/** Firmographic and other columns of the company's own row: strong when the known value matches, else nothing. */
export function rowSql(
  condition: Exclude<ConditionNode, { field: 'technology' | 'vendor' | 'partner' | 'domain' }>,
  p: Param,
): ConditionSql {
  const { pred, column, indexed } = rowPredicate(condition, p);
  const walkable = condition.field === 'country' && condition.operator === 'in';
  return {
    strength: `CASE WHEN ${pred} THEN 3 ELSE 0 END`,
    // An unknown value (null) meets nothing: false, so that a not around it holds.
    met: `coalesce(${pred}, false)`,
    evidence: () => `jsonb_build_object('type', 'firmographic', 'field', ${p(condition.field)}::text, 'value', to_jsonb(${column}))`,
    pred,
    cand: `SELECT c.id FROM companies c WHERE ${pred}`,
    indexed,
    walkable,
  };
}

function rowPredicate(condition: Parameters<typeof rowSql>[0], p: Param): { pred: string; column: string; indexed: boolean } {
  switch (condition.field) {
    case 'industry':
    case 'employee_range':
    case 'country':
      return { pred: inPredicate(condition, p), column: `c.${condition.field}`, indexed: false };
    case 'founded_year':
    case 'partnership_count':
    case 'tech_count':
      return { pred: rangePredicate(condition, p), column: `c.${condition.field}`, indexed: false };
    case 'has_partner_page':
      return { pred: `c.has_partner_page = ${p(condition.value)}::boolean`, column: 'c.has_partner_page', indexed: false };
    case 'name':
      // The trigram index on the folded name answers text of 3 characters or more (company-search.repository.ts).
      return { pred: `(${textCondition(condition.value, 'contains', p)})`, column: 'c.name', indexed: [...condition.value].length >= 3 };
  }
}

/** in / not_in over a column whose null means unknown: an unknown value meets neither (contracts section 5). */
function inPredicate(condition: InCondition, p: Param): string {
  // Imports keep the country as sent; codes are compared in upper case, as the definition holds them.
  const column = condition.field === 'country' ? 'upper(c.country)' : `c.${condition.field}`;
  const values = `${p(condition.value)}::text[]`;
  return condition.operator === 'in' ? `(${column} = ANY(${values}))` : `(${column} IS NOT NULL AND ${column} <> ALL(${values}))`;
}

function rangePredicate(condition: RangeCondition, p: Param): string {
  const column = `c.${condition.field}`;
  if (condition.operator === 'between') {
    return `(${column} BETWEEN ${p(condition.value[0])}::int AND ${p(condition.value[1])}::int)`;
  }
  return `(${column} ${condition.operator === 'gte' ? '>=' : '<='} ${p(condition.value)}::int)`;
}
