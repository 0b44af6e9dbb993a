import type { Queryable } from '../database.js';

export interface CompanyBaseRow {
  id: number;
  name: string;
  slug: string;
  primary_domain: string;
  partnership_count: number;
  domains: string[];
  investors: string[];
  related: { name: string; slug: string | null; primary_domain: string | null; relationship: string }[] | null;
}

/**
 * Resolves an identifier to a company id: a slug, or any of a company's domains. A host that is not known
 * itself falls back to its registrable domain (blog.acme.com -> acme.com), longest match first.
 */
export async function resolveCompanyId(db: Queryable, identifier: { slug?: string; domains?: string[] }): Promise<number | undefined> {
  const r = identifier.slug
    ? await db.query<{ id: number }>(`SELECT id FROM companies WHERE slug = $1`, [identifier.slug])
    : await db.query<{ id: number }>(
        `SELECT company_id AS id FROM company_domains WHERE domain = ANY($1::text[]) ORDER BY length(domain) DESC LIMIT 1`,
        [identifier.domains],
      );
  return r.rows[0]?.id;
}

export async function findCompanyBase(db: Queryable, id: number): Promise<CompanyBaseRow | undefined> {
  const r = await db.query<CompanyBaseRow>(
    `SELECT c.id, c.name, c.slug, c.primary_domain, c.partnership_count, c.investors,
            ARRAY(SELECT d.domain FROM company_domains d WHERE d.company_id = c.id
                   ORDER BY d.domain = c.primary_domain DESC, d.domain) AS domains,
            (SELECT json_agg(json_build_object('name', coalesce(rc.name, r.related_name), 'slug', rc.slug,
                                               'primary_domain', rc.primary_domain, 'relationship', r.relationship)
                             ORDER BY r.relationship, r.related_name)
               FROM company_relations r LEFT JOIN companies rc ON rc.id = r.related_company_id
              WHERE r.company_id = c.id) AS related
       FROM companies c WHERE c.id = $1`,
    [id],
  );
  return r.rows[0];
}
