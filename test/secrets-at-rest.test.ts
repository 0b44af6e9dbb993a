import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENGINE, startTestEnv } from './support/harness.js';
import { createCustomer } from './support/factories.js';

/**
 * Keys are stored only as hashes (contracts section 1): the whole database, as pg_dump writes it (PostgreSQL) or as
 * files on disk (the embedded engine), holds no API key and no admin token, in any form we can think of.
 */
test(`no API key or admin token anywhere in the stored database (${ENGINE})`, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'keiretsu-secrets-'));
  try {
    const env = await startTestEnv(ENGINE === 'pglite' ? { dataDir } : {});
    const customer = await createCustomer(env);
    // A generated admin token is stored too (hashed), as on a first start without KEIRETSU_ADMIN_TOKEN.
    await env.container.db.query(`DELETE FROM settings WHERE key = 'admin_token_sha256'`);
    const generated = (await env.container.auth.initAdminToken(undefined)).generated;
    assert.ok(generated, 'a token was generated');
    // Used, so that anything a request might store (usage, audit) is there too.
    assert.equal(
      (await env.app.inject({ method: 'GET', url: '/v1/companies?q=a', headers: { 'x-api-key': customer.userKey } })).statusCode,
      200,
    );
    assert.equal(
      (await env.app.inject({ method: 'GET', url: `/admin/v1/orgs/${customer.orgId}`, headers: { authorization: `Bearer ${generated}` } }))
        .statusCode,
      200,
    );
    let stored: Buffer;
    if (ENGINE === 'postgres') {
      stored = execFileSync('pg_dump', ['--data-only', env.config.databaseUrl!], { maxBuffer: 1 << 30 });
      await env.close();
    } else {
      await env.close(); // PGlite writes its files out on close
      stored = Buffer.concat(files(dataDir).map((f) => readFileSync(f)));
    }
    // What was read holds the keys' hashes: the table a key would be in was read.
    const hash = createHash('sha256').update(customer.userKey).digest();
    assert.ok(stored.includes(hash) || stored.includes(hash.toString('hex')), `the key's hash is not in the ${stored.length} bytes read`);
    const secrets = [customer.userKey, customer.orgKey, generated];
    for (const secret of secrets) {
      // The key, its random part alone, and the random part in UTF-16 (how a text column never stores it, but cheap to rule out).
      const random = secret.replace(/^keiretsu_(org_|admin_)?/, '');
      for (const form of [secret, random, Buffer.from(random, 'utf16le').toString('latin1')]) {
        assert.equal(
          stored.indexOf(Buffer.from(form, 'latin1')),
          -1,
          `a secret (${secret.slice(0, 14)}...) is stored as ${form === secret ? 'is' : 'a part'}`,
        );
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}
