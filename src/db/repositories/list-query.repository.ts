import type { Definition } from '../../lists/definition.js';
import { prepared, type Database, type Queryable } from '../database.js';
import { foldedName } from './company-search.repository.js';
import { DATA_VERSION_SQL } from './data-version.repository.js';
import { compileMatch, compileMembers, type CompanyEstimates, type ResolvedNames } from './list-definition-sql.js';

/** Evaluating list definitions: counting a preview, and materializing a list's members (list-definition-sql.ts). */

const withClause = (ctes: readonly string[]) => (ctes.length > 0 ? `WITH ${ctes.join(',\n')}\n` : '');

/**
 * How many companies a definition matches, counted up to `cap` at most, so that a broad definition stops early:
 * the evaluation ends once that many members are found. When the definition names companies that are surely
 * members (compileMatch's `surely`: a popular technology's own detections), those are counted first, from one range
 * of an index; when there are `cap` of them the definition is not evaluated at all (the CASE's other branch, an
 * InitPlan, runs only when reached). Measured on the 1,000,000-company demo: a technology on 106,000 companies took
 * 160-290 ms to count to 10,000 by testing the companies one by one, and takes ~3 ms this way.
 */
export async function countMatches(db: Database, definition: Definition, cap: number): Promise<number> {
  return db.transaction(async (tx) => {
    const params: unknown[] = [];
    const q = compileMatch(definition, await resolveNames(tx, definition, { estimates: true }), params, cap);
    const limit = `$${params.push(cap)}::int`;
    const full = `(SELECT count(*)::int FROM (SELECT 1 FROM ${q.from} WHERE ${q.where} LIMIT ${limit}) x)`;
    const n = q.surely
      ? `CASE WHEN (SELECT count(*)::int FROM (${q.surely} LIMIT ${limit}) s) >= ${limit} THEN ${limit} ELSE ${full} END`
      : full;
    await tx.query(PLANNER_SETTINGS);
    const r = await tx.query<{ n: number }>(`SELECT ${n} AS n`, params);
    return r.rows[0]!.n;
  });
}

/**
 * The ids of the technologies, vendors and companies a definition names, in one round trip (see TechnologyIds in
 * list-conditions-sql.ts for why they are looked up first). A name that is not known yet is left out: its
 * condition matches nothing.
 */
export async function resolveNames(db: Queryable, definition: Definition, options: { estimates?: boolean } = {}): Promise<ResolvedNames> {
  const wanted = { technology: new Set<string>(), vendor: new Set<string>(), partner: new Set<string>() };
  let country = false;
  const walk = (node: Definition['root']): void => {
    if ('op' in node) node.children.forEach(walk);
    else if (node.field === 'technology' || node.field === 'vendor' || node.field === 'partner')
      node.value.forEach((v) => wanted[node.field].add(v));
    else if (node.field === 'country') country = options.estimates === true;
  };
  walk(definition.root);
  if (wanted.technology.size + wanted.vendor.size + wanted.partner.size === 0) {
    return { technologies: new Map(), vendors: new Map(), companies: new Map() };
  }
  const r = await db.query<{
    technologies: Record<string, { id: number; vendor_id: number | null; companies: number; vendor_companies: number }>;
    vendors: Record<string, { id: number; tech_ids: number[]; companies: number }>;
    companies: Record<string, { id: number; partners: number }>;
    walks: PlannerCountries | null;
  }>(
    `SELECT (SELECT coalesce(json_object_agg(t.tech_key, json_build_object('id', t.id, 'vendor_id', t.vendor_id, 'companies', t.company_count,
                       'vendor_companies', coalesce(v.company_count, 0))), '{}')
               FROM technologies t LEFT JOIN vendors v ON v.id = t.vendor_id WHERE t.tech_key = ANY($1::text[])) AS technologies,
            (SELECT coalesce(json_object_agg(v.domain, json_build_object('id', v.id, 'companies', v.company_count, 'tech_ids',
                       ARRAY(SELECT t.id FROM technologies t WHERE t.vendor_id = v.id ORDER BY t.id))), '{}')
               FROM vendors v WHERE v.domain = ANY($2::text[])) AS vendors,
            -- A partner is named by a domain of the company or by its slug (a slug never has a dot).
            (SELECT coalesce(json_object_agg(x.name, json_build_object('id', x.id, 'partners', c.partnership_count)), '{}') FROM (
               SELECT domain AS name, company_id AS id FROM company_domains WHERE domain = ANY($3::text[])
               UNION ALL SELECT slug, id FROM companies WHERE slug = ANY($3::text[])) x JOIN companies c ON c.id = x.id) AS companies,
            -- The planner's own estimates, for a count's choice of hashing or probing in a walk by country (a build
            -- evaluates every candidate and has no use for them).
            (SELECT json_build_object('companies', k.reltuples, 'null_frac', s.null_frac, 'n_distinct', s.n_distinct,
                                      'codes', s.most_common_vals::text::text[], 'freqs', s.most_common_freqs)
               FROM pg_class k LEFT JOIN pg_stats s
                 ON s.schemaname = current_schema() AND s.tablename = 'companies_country_idx' AND s.attname = 'upper'
              WHERE k.oid = 'companies'::regclass AND $4::boolean) AS walks`,
    [[...wanted.technology], [...wanted.vendor], [...wanted.partner], country],
  );
  const row = r.rows[0]!;
  const walks = row.walks && companyEstimates(row.walks);
  return {
    technologies: new Map(Object.entries(row.technologies)),
    vendors: new Map(Object.entries(row.vendors)),
    companies: new Map(Object.entries(row.companies)),
    ...(walks ? { walks } : {}),
  };
}

/** pg_class.reltuples of companies and pg_stats of companies_country_idx's expression (null: never analyzed). */
interface PlannerCountries {
  companies: number;
  null_frac: number | null;
  n_distinct: number | null;
  codes: string[] | null;
  freqs: number[] | null;
}

/**
 * How many companies each country has, as the planner estimates it: a most common value's frequency times the
 * companies; any other code an equal share of the rest. Unknown (no statistics of the index): no bound by country.
 */
function companyEstimates(p: PlannerCountries): CompanyEstimates | null {
  const total = Number(p.companies);
  if (!(total > 0)) return null;
  if (p.codes === null || p.freqs === null || p.n_distinct === null)
    return { companies: total, countries: new Map(), otherCountry: Infinity };
  const countries = new Map(p.codes.map((code, i) => [code, p.freqs![i]! * total]));
  const distinct = p.n_distinct >= 0 ? p.n_distinct : -p.n_distinct * total;
  const rest = Math.max(0, 1 - (p.null_frac ?? 0) - p.freqs.reduce((a, b) => a + b, 0)) * total;
  const others = distinct - p.codes.length;
  return { companies: total, countries, otherCountry: others > 0 ? rest / others : rest };
}

/**
 * For the statements that follow in the transaction. jit off: the planner prices a subquery per candidate company
 * far above what it costs, past PostgreSQL's JIT threshold, and compiling then takes longer than running (measured
 * on the 200,000-company demo: a preview of one technology spent 364 ms in JIT for 220 ms of execution). work_mem:
 * the candidates of a popular technology are hashed to remove duplicates, a few MB per 100,000 companies; at the
 * default 4 MB they spilled to disk.
 */
const PLANNER_SETTINGS = `SET LOCAL jit = off; SET LOCAL work_mem = '32MB'`;

export interface MaterializationRow {
  total_count: number;
  high_count: number;
  medium_count: number;
  exploratory_count: number;
  materialized_at: Date;
}

/** A rebuild's outcome, with how many member rows it wrote (inserted, changed or deleted). */
export interface Rebuilt extends MaterializationRow {
  written: number;
}

/**
 * A member as the members endpoint writes it (MemberSchema in http/routes/v1/lists/schemas.ts), as JSON text over
 * the columns of `x`: company_id, slug, name, primary_domain, tier (3/2/1), source, reasons (jsonb, built in SQL
 * with its timestamps written: lists/reasons.ts). Stored with the member (list_members.doc, migration 0015), so that
 * a page is its members' docs joined by commas.
 */
const MEMBER_DOC = (x: string) =>
  `'{"company_id":' || ${x}.company_id || ',"slug":' || to_json(${x}.slug)::text || ',"name":' || to_json(${x}.name)::text
     || ',"primary_domain":' || to_json(${x}.primary_domain)::text
     || ',"tier":"' || CASE ${x}.tier WHEN 3 THEN 'high' WHEN 2 THEN 'medium' ELSE 'exploratory' END
     || '","source":"' || ${x}.source || '","reasons":' || ${x}.reasons::text || '}'`;

/**
 * Rebuilds a list's members in one statement: the definition's members with their tier and reasons, the domains
 * added by hand (tier high, source manual), less the excluded domains' companies. list_members is brought to that
 * set (rows that did not change are not rewritten), and list_materializations records the counts, the definition
 * version and the data version read in the same snapshot as the data. Run it in a transaction holding the list's
 * lock (lockList), so that no change of the list lands between reading its definition and writing its members.
 */
export async function materialize(
  tx: Queryable,
  listId: number,
  definition: Definition | null,
  definitionVersion: number,
): Promise<Rebuilt> {
  const params: unknown[] = [listId, definitionVersion];
  const q = definition ? compileMembers(definition, await resolveNames(tx, definition), params) : undefined;
  // A list without stored members (its first build) takes plain inserts: the upsert's conflict test and comparison
  // cost a first build of 106,752 members 0.3-0.8 s of its 4.5-5 s (1,000,000-company demo). The list's lock
  // (lockList) keeps any other writer of its members out until the transaction ends.
  const stored = await tx.query<{ any: boolean }>(prepared('SELECT EXISTS (SELECT 1 FROM list_members WHERE list_id = $1) AS any'), [
    listId,
  ]);
  const upsert = stored.rows[0]!.any
    ? `ON CONFLICT (list_id, company_id) DO UPDATE
                   SET tier = EXCLUDED.tier, source = EXCLUDED.source, doc = EXCLUDED.doc, pos = EXCLUDED.pos,
                       search_name = EXCLUDED.search_name, search_domain = EXCLUDED.search_domain
                 WHERE (list_members.tier, list_members.source, list_members.doc, list_members.pos)
                       IS DISTINCT FROM (EXCLUDED.tier, EXCLUDED.source, EXCLUDED.doc, EXCLUDED.pos)`
    : '';
  await tx.query(PLANNER_SETTINGS);
  const matched = q
    ? `SELECT c.id AS company_id, c.name, c.slug, c.primary_domain, ${q.tier} AS tier, ${q.reasons} AS reasons
         FROM ${q.from} WHERE ${q.where} AND ${q.tier} > 0`
    : `SELECT NULL::int AS company_id, NULL::text AS name, NULL::text AS slug, NULL::text AS primary_domain, 0 AS tier,
              '[]'::jsonb AS reasons WHERE false`;
  const r = await tx.query<Rebuilt>(
    `${withClause([
      `matched AS (${matched})`,
      `added AS (SELECT cd.company_id, min(ld.domain) AS domain, min(c.name) AS name, min(c.slug) AS slug,
                        min(c.primary_domain) AS primary_domain
                   FROM list_domains ld JOIN company_domains cd ON cd.domain = ld.domain JOIN companies c ON c.id = cd.company_id
                  WHERE ld.list_id = $1 AND ld.kind = 'added' GROUP BY cd.company_id)`,
      `excluded AS (SELECT cd.company_id FROM list_domains ld JOIN company_domains cd ON cd.domain = ld.domain
                     WHERE ld.list_id = $1 AND ld.kind = 'excluded')`,
      // The companies' names come with the matched rows (the definition's FROM joins companies): joining all of
      // companies again for them hashed 1,000,000 rows per rebuild. Positions number the list in page order; each
      // member's doc is its JSON as the members endpoint sends it (MEMBER_DOC).
      `members AS MATERIALIZED (
         SELECT x.company_id, x.tier, x.source, ${MEMBER_DOC('x')} AS doc, ${foldedName('x.name')} AS search_name,
                x.primary_domain AS search_domain,
                row_number() OVER (ORDER BY x.tier DESC, x.name, x.company_id)::int AS pos FROM (
           SELECT coalesce(m.company_id, a.company_id) AS company_id, coalesce(m.name, a.name) AS name,
                  coalesce(m.slug, a.slug) AS slug, coalesce(m.primary_domain, a.primary_domain) AS primary_domain,
                  CASE WHEN a.company_id IS NULL THEN m.tier ELSE 3 END AS tier,
                  CASE WHEN a.company_id IS NULL THEN 'definition' ELSE 'manual' END AS source,
                  CASE WHEN a.company_id IS NULL THEN '[]'::jsonb
                       ELSE jsonb_build_array(jsonb_build_object('strength', 'strong', 'evidence',
                              jsonb_build_object('type', 'manual', 'domain', a.domain))) END || coalesce(m.reasons, '[]'::jsonb) AS reasons
             FROM matched m FULL JOIN added a ON a.company_id = m.company_id
            WHERE NOT EXISTS (SELECT 1 FROM excluded e WHERE e.company_id = coalesce(m.company_id, a.company_id))) x)`,
      // NOT IN over a subquery is planned as a hashed subplan whatever the estimates; NOT EXISTS became a nested loop
      // over the CTE once the statistics knew the list (21,785 members: 68 s instead of 0.6 s).
      `gone AS (DELETE FROM list_members lm WHERE lm.list_id = $1
                   AND lm.company_id NOT IN (SELECT m.company_id FROM members m) RETURNING 1)`,
      // In page order: a list built from nothing lies in its table as its pages read it.
      // The search columns follow from the doc's name and domain: a row whose doc did not change keeps them.
      `kept AS (INSERT INTO list_members (list_id, company_id, tier, source, doc, pos, search_name, search_domain)
                SELECT $1, company_id, tier, source, doc, pos, search_name, search_domain FROM members ORDER BY pos
                ${upsert}
                RETURNING 1)`,
      `saved AS (INSERT INTO list_materializations
                   (list_id, definition_version, materialized_at, total_count, high_count, medium_count, exploratory_count, data_version)
                 SELECT $1, $2, now(), count(*), count(*) FILTER (WHERE tier = 3), count(*) FILTER (WHERE tier = 2),
                        count(*) FILTER (WHERE tier = 1), ${DATA_VERSION_SQL}
                   FROM members
                 ON CONFLICT (list_id) DO UPDATE SET
                   definition_version = EXCLUDED.definition_version, materialized_at = EXCLUDED.materialized_at,
                   total_count = EXCLUDED.total_count, high_count = EXCLUDED.high_count, medium_count = EXCLUDED.medium_count,
                   exploratory_count = EXCLUDED.exploratory_count, data_version = EXCLUDED.data_version
                 RETURNING total_count, high_count, medium_count, exploratory_count, materialized_at)`,
    ])}SELECT s.*, (SELECT count(*) FROM gone)::int + (SELECT count(*) FROM kept)::int AS written FROM saved s`,
    params,
  );
  return r.rows[0]!;
}

/**
 * Refreshes the planner's statistics of list_members, for the plans that search a list's members by name (a page by
 * position needs none: it is one range of list_members_pos_idx). PostgreSQL's autovacuum analyzes a table only after
 * a tenth of it changed, and PGlite has no autovacuum, so a rebuild that wrote many rows asks for it (ANALYZE
 * samples the table: some 100 ms at 400,000 members).
 */
export async function analyzeMembers(db: Queryable): Promise<void> {
  await db.query('ANALYZE list_members');
}
