import type { Queryable } from '../database.js';

/**
 * Domains a list's editors add by hand (members in tier high) or exclude (never members), and the invalidation of
 * the materialization that every change of a list's content makes.
 */

export type DomainKind = 'added' | 'excluded';

export interface ListDomainRow {
  domain: string;
  created_at: Date;
}

export async function addListDomains(tx: Queryable, listId: number, kind: DomainKind, domains: readonly string[]): Promise<void> {
  if (domains.length === 0) return;
  await tx.query(`INSERT INTO list_domains (list_id, kind, domain) SELECT $1, $2, d FROM unnest($3::text[]) AS d ON CONFLICT DO NOTHING`, [
    listId,
    kind,
    domains,
  ]);
}

/**
 * Removes a domain, and any other domain of the same company (`companyId`, when the domain names one): removing
 * acme.io takes away acme.com added earlier, since both put the same company on the list. Returns what was removed.
 */
export async function removeListDomain(
  tx: Queryable,
  listId: number,
  kind: DomainKind,
  domain: string,
  companyId: number | undefined,
): Promise<string[]> {
  const r = await tx.query<{ domain: string }>(
    `DELETE FROM list_domains
      WHERE list_id = $1 AND kind = $2
        AND (domain = $3 OR domain IN (SELECT cd.domain FROM company_domains cd WHERE cd.company_id = $4::int))
      RETURNING domain`,
    [listId, kind, domain, companyId ?? null],
  );
  return r.rows.map((row) => row.domain).sort();
}

export async function listDomains(db: Queryable, listId: number, kind: DomainKind): Promise<ListDomainRow[]> {
  const r = await db.query<ListDomainRow>(`SELECT domain, created_at FROM list_domains WHERE list_id = $1 AND kind = $2 ORDER BY domain`, [
    listId,
    kind,
  ]);
  return r.rows;
}

/** Drops the list's materialization: the next members read, export or materialize rebuilds it. */
export async function invalidateMaterialization(tx: Queryable, listId: number): Promise<void> {
  await tx.query(`DELETE FROM list_materializations WHERE list_id = $1`, [listId]);
}
