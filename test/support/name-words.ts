import type { Queryable } from '../../src/db/database.js';

/**
 * How far company_name_words and name_words (migration 0021) are from their definition: the words of every company's
 * folded name with its partnership_count, each word listed in name_words. All three are 0 when the triggers (or a
 * bulk load's writeAllNameWords) kept them.
 */
export async function nameWordsDrift(db: Queryable): Promise<{ missing: number; extra: number; unlisted: number }> {
  const words = `SELECT w.word, c.id, c.partnership_count FROM companies c, keiretsu_name_words(c.name) w(word)`;
  const stored = `SELECT word, company_id, partnership_count FROM company_name_words`;
  const n = async (sql: string) => Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM (${sql}) x`)).rows[0]!.n);
  return {
    missing: await n(`(${words}) EXCEPT ALL (${stored})`),
    extra: await n(`(${stored}) EXCEPT ALL (${words})`),
    unlisted: await n(`SELECT 1 FROM company_name_words cw WHERE NOT EXISTS (SELECT 1 FROM name_words v WHERE v.word = cw.word)`),
  };
}
