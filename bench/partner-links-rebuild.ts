/**
 * Migrates a database (0002 creates and backfills partner_links) and rebuilds the partner read model from
 * `partnerships`, printing the time of each step. For a database filled by the demo bulk loader.
 *
 *   node --import tsx bench/partner-links-rebuild.ts [postgres://root@127.0.0.1:5432/keiretsu_demo_1m]
 */
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { rebuildPartnerLinks } from '../src/db/repositories/partnership.repository.js';

const url = process.argv[2] ?? 'postgres://root@127.0.0.1:5432/keiretsu_demo_1m';
const db = await openDatabase({ url, dataDir: 'memory://' });
try {
  let t = performance.now();
  const { applied } = await migrate(db);
  console.log(`migrate: ${applied.join(', ') || 'nothing to apply'} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  t = performance.now();
  // The demo loader's sort memory for this many companies (load-demo.ts).
  const companies = Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM companies')).rows[0]?.n ?? 0);
  const { links } = await rebuildPartnerLinks(db, { workMemMb: Math.min(1024, Math.max(64, companies / 1000)) });
  console.log(`rebuildPartnerLinks: ${links.toLocaleString('en-US')} links in ${((performance.now() - t) / 1000).toFixed(1)} s`);
} finally {
  await db.close();
}
