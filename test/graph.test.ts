import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestEnv, type TestEnv } from './support/harness.js';
import { createCustomer, importRecords, uniq, type Customer } from './support/factories.js';

const day = (n: number) => new Date(Date.UTC(2025, 0, n)).toISOString();
const company = (domain: string) => ({ type: 'company', name: domain.split('.')[0], primary_domain: domain });
const listing = (company: string, partner: string, count = 1, last = 1) => ({
  type: 'partnership',
  company,
  partner,
  first_observed_at: day(1),
  last_observed_at: day(last),
  observation_count: count,
});

interface Graph {
  root_company?: number;
  root_companies?: number[];
  nodes: { id: number; name: string; primary_domain: string; partnership_count: number; is_root: boolean; slug: string }[];
  edges: { source: number; target: number }[];
}

describe('partner graphs', () => {
  let env: TestEnv;
  let customer: Customer;
  const n = uniq('g');
  const d = (x: string) => `${n}-${x}.com`;
  const get = (path: string, key = customer.userKey) => env.app.inject({ method: 'GET', url: path, headers: { 'x-api-key': key } });
  const graph = async (path: string): Promise<Graph> => {
    const res = await get(path);
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };
  const domains = (g: Graph) => g.nodes.map((x) => x.primary_domain);
  const edgeSet = (g: Graph) => {
    const byId = new Map(g.nodes.map((x) => [x.id, x.primary_domain.slice(n.length + 1, -4)]));
    return g.edges.map((e) => `${byId.get(e.source)}-${byId.get(e.target)}`).sort();
  };

  // root's partners by strength: p1 (count 9), p2 (5, last 9), p3 (5, last 3), p4 (2), p5 (1).
  // p1 and p2 are partners of each other; q1 is a partner of p1, p2 and p3; q2 of p1 only.
  before(async () => {
    env = await startTestEnv();
    customer = await createCustomer(env, { credits: 100_000 });
    const r = await importRecords(env, [
      ...['root', 'p1', 'p2', 'p3', 'p4', 'p5', 'q1', 'q2', 'x', 'y'].map((x) => company(d(x))),
      listing(d('root'), d('p1'), 9),
      listing(d('p2'), d('root'), 5, 9),
      listing(d('root'), d('p3'), 5, 3),
      listing(d('root'), d('p4'), 2),
      listing(d('root'), d('p5'), 1),
      listing(d('p1'), d('p2'), 3),
      listing(d('p1'), d('q1')),
      listing(d('p2'), d('q1')),
      listing(d('p3'), d('q1')),
      listing(d('p1'), d('q2'), 7),
      // x and y are not partners; they share p1 and p2; x also has p3, y has p4 and p5
      listing(d('x'), d('p1'), 1),
      listing(d('x'), d('p2'), 1),
      listing(d('y'), d('p1'), 1),
      listing(d('y'), d('p2'), 1),
      listing(d('x'), d('p3'), 4),
      listing(d('y'), d('p4'), 6),
      listing(d('y'), d('p5'), 2),
    ]);
    assert.equal(r.rejected_total, 0, JSON.stringify(r.rejected));
  });
  after(() => env.close());

  test('depth 1: the root, then its partners strongest first; edges among every node, once, source < target', async () => {
    const g = await graph(`/v1/companies/${d('root')}/partnerships/graph`);
    assert.deepEqual(domains(g), ['root', 'p1', 'p2', 'p3', 'p4', 'p5'].map(d));
    assert.equal(g.root_company, g.nodes[0]!.id);
    assert.deepEqual(
      g.nodes.map((x) => x.is_root),
      [true, false, false, false, false, false],
    );
    assert.deepEqual(Object.keys(g.nodes[0]!).sort(), ['id', 'is_root', 'name', 'partnership_count', 'primary_domain', 'slug']);
    assert.equal(g.nodes[0]!.partnership_count, 5);
    assert.deepEqual(edgeSet(g), ['p1-p2', 'root-p1', 'root-p2', 'root-p3', 'root-p4', 'root-p5']);
    for (const e of g.edges) assert.ok(e.source < e.target);
  });

  test('the cap keeps the strongest: count, then the most recent, then id', async () => {
    const g = await graph(`/v1/companies/${d('root')}/partnerships/graph?max_nodes=3`);
    assert.deepEqual(domains(g), ['root', 'p1', 'p2'].map(d));
    const again = await graph(`/v1/companies/${d('root')}/partnerships/graph?max_nodes=3`);
    assert.deepEqual(again, g, 'deterministic');
    assert.deepEqual(domains(await graph(`/v1/companies/${d('root')}/partnerships/graph?max_nodes=1`)), [d('root')]);
  });

  test('depth 2 fills the room left with partners of partners, most connected first', async () => {
    // Links to the direct partners: y 4 (p1 p2 p4 p5), x 3 (p1 p2 p3; strongest link 4), q1 3 (strongest 1), q2 1.
    const g = await graph(`/v1/companies/${d('root')}/partnerships/graph?depth=2&max_nodes=8`);
    assert.deepEqual(domains(g), ['root', 'p1', 'p2', 'p3', 'p4', 'p5', 'y', 'x'].map(d));
    assert.deepEqual(edgeSet(g), [
      'p1-p2',
      'p1-x',
      'p1-y',
      'p2-x',
      'p2-y',
      'p3-x',
      'p4-y',
      'p5-y',
      'root-p1',
      'root-p2',
      'root-p3',
      'root-p4',
      'root-p5',
    ]);
    const all = await graph(`/v1/companies/${d('root')}/partnerships/graph?depth=2`);
    assert.deepEqual(domains(all), ['root', 'p1', 'p2', 'p3', 'p4', 'p5', 'y', 'x', 'q1', 'q2'].map(d));
    // depth 1 ignores partners of partners; when the direct partners fill the cap, depth 2 equals depth 1
    assert.equal((await graph(`/v1/companies/${d('root')}/partnerships/graph?depth=1`)).nodes.length, 6);
    const full = await graph(`/v1/companies/${d('root')}/partnerships/graph?depth=2&max_nodes=6`);
    assert.deepEqual(domains(full), ['root', 'p1', 'p2', 'p3', 'p4', 'p5'].map(d));
  });

  test('charges 1 credit per node except the root', async () => {
    const fresh = await createCustomer(env, { credits: 100 });
    const res = await get(`/v1/companies/${d('root')}/partnerships/graph?max_nodes=4`, fresh.userKey);
    assert.equal(res.headers['x-credits-charged'], '3');
    const poor = await createCustomer(env, { credits: 1 });
    const denied = await get(`/v1/companies/${d('root')}/partnerships/graph?max_nodes=4`, poor.userKey);
    assert.equal(denied.statusCode, 402);
    assert.equal(denied.json().shortfall, 2);
  });

  test('bad parameters are 400, an unknown company 404', async () => {
    for (const q of ['depth=3', 'depth=0', 'max_nodes=101', 'max_nodes=0', 'max_nodes=x']) {
      const res = await get(`/v1/companies/${d('root')}/partnerships/graph?${q}`);
      assert.equal(res.statusCode, 400, q);
      assert.equal(res.json().error, 'invalid_request');
    }
    assert.equal((await get(`/v1/companies/${uniq('ghost')}.com/partnerships/graph`)).statusCode, 404);
    assert.equal((await get(`/v1/partnerships/${d('x')}/${d('y')}/graph?max_nodes=1`)).statusCode, 400);
    assert.equal((await get(`/v1/partnerships/${d('x')}/${d('x')}/graph`)).statusCode, 400);
    const ghost = await get(`/v1/partnerships/${d('x')}/${uniq('ghost')}.com/graph`);
    assert.equal(ghost.statusCode, 404);
    assert.equal(ghost.json().error, 'company_not_found');
  });

  test('two-company graph: both roots, shared partners first, then each side alternately', async () => {
    const g = await graph(`/v1/partnerships/${d('x')}/${d('y')}/graph`);
    assert.deepEqual(g.root_companies, [g.nodes[0]!.id, g.nodes[1]!.id]);
    // shared p1 and p2 (both 1 + 1 observations, same day: id order); then x's p3, y's p4, (x has no more) y's p5
    assert.deepEqual(domains(g), ['x', 'y', 'p1', 'p2', 'p3', 'p4', 'p5'].map(d));
    assert.deepEqual(
      g.nodes.map((x) => x.is_root),
      [true, true, false, false, false, false, false],
    );
    assert.deepEqual(edgeSet(g), ['p1-p2', 'p1-x', 'p1-y', 'p2-x', 'p2-y', 'p3-x', 'p4-y', 'p5-y']);
    const capped = await graph(`/v1/partnerships/${d('x')}/${d('y')}/graph?max_nodes=3`);
    assert.deepEqual(domains(capped), ['x', 'y', 'p1'].map(d));
    const fresh = await createCustomer(env, { credits: 100 });
    const res = await get(`/v1/partnerships/${d('x')}/${d('y')}/graph?max_nodes=5`, fresh.userKey);
    assert.equal(res.headers['x-credits-charged'], '3', 'the two roots are free');
  });
});
