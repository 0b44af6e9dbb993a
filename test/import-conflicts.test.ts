import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestEnv, type TestEnv } from './support/harness.js';
import { uniq } from './support/factories.js';

// Concurrent writers sharing rows can deadlock, and PostgreSQL then aborts one of them (SQLSTATE 40P01) although
// none of its lines is at fault. The import runs such a batch again instead of refusing its lines. The conflict is
// made by the database itself: a trigger on companies raises 40P01 for as many statements as a sequence allows
// (a sequence, because its count survives the aborted transactions).
describe('POST /admin/v1/import when a concurrent writer aborts a batch', () => {
  let env: TestEnv;
  const p = uniq('conflict');

  before(async () => {
    env = await startTestEnv();
    await env.container.db.query(`CREATE SEQUENCE test_conflicts`);
    await env.container.db.query(`CREATE TABLE test_conflict_limit (n int NOT NULL)`);
    await env.container.db.query(`INSERT INTO test_conflict_limit VALUES (0)`);
    await env.container.db.query(`
      CREATE FUNCTION test_conflict() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF nextval('test_conflicts') <= (SELECT n FROM test_conflict_limit) THEN
          RAISE EXCEPTION 'deadlock detected (made by the test)' USING ERRCODE = '40P01';
        END IF;
        RETURN NULL;
      END $$`);
    await env.container.db.query(
      `CREATE TRIGGER test_conflict BEFORE INSERT ON companies FOR EACH STATEMENT EXECUTE FUNCTION test_conflict()`,
    );
  });
  after(() => env.close());

  async function importCompanies(tag: string, conflicts: number) {
    await env.container.db.query(`SELECT setval('test_conflicts', 1, false)`);
    await env.container.db.query(`UPDATE test_conflict_limit SET n = $1`, [conflicts]);
    const domains = [1, 2, 3].map((i) => `${p}-${tag}-${i}.com`);
    const body = domains.map((d) => JSON.stringify({ type: 'company', name: `Conflict ${d}`, primary_domain: d })).join('\n') + '\n';
    const res = await env.app.inject({
      method: 'POST',
      url: '/admin/v1/import',
      headers: { ...env.admin, 'content-type': 'application/x-ndjson' },
      payload: body,
    });
    assert.equal(res.statusCode, 200, res.body);
    const found = await env.container.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM companies WHERE primary_domain = ANY($1::text[])`,
      [domains],
    );
    return { result: res.json(), stored: found.rows[0]!.n };
  }

  test('a batch aborted twice by a conflict is run again and lands whole', async () => {
    const { result, stored } = await importCompanies('twice', 2);
    assert.equal(result.rejected_total, 0, JSON.stringify(result.rejected));
    assert.equal(result.imported.companies, 3);
    assert.equal(stored, 3);
  });

  test('a conflict that does not end refuses the lines, as any refusal does, and keeps nothing of them', async () => {
    const { result, stored } = await importCompanies('always', 1000);
    assert.equal(result.rejected_total, 3);
    assert.match(result.rejected[0].error, /refused by the database: deadlock detected/);
    assert.equal(stored, 0);
  });
});
