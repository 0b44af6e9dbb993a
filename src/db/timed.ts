import type { Queryable, Row } from './database.js';

/** A Queryable that tells `onStatement` of each statement it ran, with its row count and seconds. */
export function timedQueryable(db: Queryable, onStatement: (sql: string, rows: number, seconds: number) => void): Queryable {
  return {
    async query<R = Row>(sql: Parameters<Queryable['query']>[0], params?: readonly unknown[]) {
      const t0 = performance.now();
      const result = await db.query<R>(sql, params);
      onStatement(typeof sql === 'string' ? sql : sql.text, result.rowCount ?? 0, (performance.now() - t0) / 1000);
      return result;
    },
  };
}
