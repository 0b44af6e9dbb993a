import type { Container } from '../container.js';
import { getSetting, setSetting } from '../db/repositories/account.repository.js';
import { withAdvisoryLock } from '../db/repositories/lock.repository.js';
import { hasRows } from '../db/repositories/maintenance.repository.js';
import { demoLoadInterrupted, loadDemoData, type DemoLoadResult } from '../demo/load-demo.js';

const DEMO_SETTING = 'demo_org_id';
/** Two processes started with --demo on an empty PostgreSQL at once: one loads and creates the organization. */
const DEMO_LOCK_KEY = 7_345_912_002;
export const DEMO_COMPANIES = 5000;

export interface DemoSetup {
  loaded?: DemoLoadResult;
  /** present only on the first start: the keys are shown once */
  keys?: { org_id: number; user_key: string; org_key: string };
}

/**
 * `serve --demo`: on the first start, loads the demo dataset (when the database holds no companies) and
 * creates a demo organization with a user key and an organization key, returned once for printing.
 */
export async function ensureDemo(c: Container, onProgress?: (text: string) => void): Promise<DemoSetup> {
  if (await getSetting(c.db, DEMO_SETTING)) return {};
  // Checked again under the lock: the process that waited finds the demo made and prints no keys.
  return withAdvisoryLock(c.db, DEMO_LOCK_KEY, () => firstStart(c, onProgress));
}

async function firstStart(c: Container, onProgress?: (text: string) => void): Promise<DemoSetup> {
  if (await getSetting(c.db, DEMO_SETTING)) return {};
  const setup: DemoSetup = {};
  // A first start killed during its load left the load unfinished: it is discarded and done again.
  if (!(await hasRows(c.db, 'companies')) || (await demoLoadInterrupted(c.db))) {
    setup.loaded = await loadDemoData(c.db, {
      companies: DEMO_COMPANIES,
      onProgress: (p) =>
        onProgress?.(`${p.phase}: ${p.rows.toLocaleString('en-US')}${p.total ? ` / ${p.total.toLocaleString('en-US')}` : ''}`),
    });
  }
  const org = await c.admin.createOrg('Demo Organization', 10_000);
  const user = await c.admin.createUser(org.org_id, 'demo@keiretsu.local', 'Demo User');
  const userKey = await c.admin.createKey({ user_id: user.user_id });
  const orgKey = await c.admin.createKey({ org_id: org.org_id });
  await setSetting(c.db, DEMO_SETTING, String(org.org_id));
  setup.keys = { org_id: org.org_id, user_key: userKey.key, org_key: orgKey.key };
  return setup;
}
