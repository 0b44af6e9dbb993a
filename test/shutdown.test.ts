import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../src/app.js';
import { createCustomer, uniq } from './support/factories.js';
import { FixtureWeb } from './support/fixture-web.js';
import { ADMIN_TOKEN, ENGINE, startTestEnv, type TestEnv } from './support/harness.js';

let env: TestEnv;
before(async () => {
  env = await startTestEnv();
});
after(async () => {
  await env.close();
});

/** Sends a GET on a raw socket and closes the socket once the request is sent: the client goes away. */
async function sendAndHangUp(port: number, path: string): Promise<void> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  await new Promise((resolve) => setTimeout(resolve, 50));
  socket.destroy();
}

test('close() waits for a handler whose client has gone away before the database is closed', async () => {
  const app = await buildApp(env.container, { logger: false });
  let entered!: () => void;
  const handlerEntered = new Promise<void>((resolve) => (entered = resolve));
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const events: string[] = [];
  app.get('/slow', async () => {
    entered();
    await gate;
    const { rows } = await env.container.db.query<{ one: number }>('SELECT 1 AS one');
    events.push('handler queried the database');
    return { one: rows[0]!.one };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as net.AddressInfo).port;

  await sendAndHangUp(port, '/slow');
  await handlerEntered;
  const closed = app.close().then(() => events.push('app closed'));
  // Without the wait, close() resolves here, with the handler still to run.
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.deepEqual(events, []);
  release();
  await closed;
  assert.deepEqual(events, ['handler queried the database', 'app closed']);
});

test('close() does not wait when nothing is in flight, also after requests that failed before their handler', async () => {
  const app = await buildApp(env.container, { logger: false });
  await app.ready();
  assert.equal((await app.inject({ method: 'GET', url: '/v1/companies/acme.com' })).statusCode, 401);
  assert.equal((await app.inject({ method: 'GET', url: `/v1/companies/${'a'.repeat(3000)}` })).statusCode, 400);
  assert.equal((await app.inject({ method: 'GET', url: '/no-such-route' })).statusCode, 404);
  const started = Date.now();
  await app.close();
  assert.ok(Date.now() - started < 1000, `close took ${Date.now() - started} ms`);
});

/**
 * `keiretsu serve` as a process (contracts section 11): on SIGTERM it stops accepting, finishes the request in
 * flight, gives its crawl worker's task back to the queue and exits 0. PostgreSQL only: the test reads the task
 * from the database while the server holds it, which PGlite (one process) does not allow.
 */
describe('SIGTERM to keiretsu serve', { skip: ENGINE !== 'postgres' && 'the test shares the database with the server process' }, () => {
  let db: TestEnv;
  let web: FixtureWeb;
  let child: ChildProcess | undefined;
  const host = `${uniq('hung')}.test`;

  before(async () => {
    web = await new FixtureWeb().start();
    web.site(host, { '/': { delayMs: Infinity } });
    db = await startTestEnv();
  });
  after(async () => {
    child?.kill('SIGKILL');
    await db.close();
    await web.close();
  });

  test('finishes the request in flight, releases the job lease, exits 0', async () => {
    const customer = await createCustomer(db, { credits: 100 });
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', 'serve', '--port', String(port)], {
      env: {
        ...process.env,
        DATABASE_URL: db.config.databaseUrl,
        KEIRETSU_ADMIN_TOKEN: ADMIN_TOKEN,
        KEIRETSU_CRAWL_OVERRIDES: JSON.stringify(web.overrides()),
        KEIRETSU_CRAWL_LEASE_S: '60',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = once(child, 'exit');
    const base = `http://127.0.0.1:${port}`;
    await until(async () => (await fetch(`${base}/ready`).catch(() => undefined))?.status === 200, 'the server never became ready');

    // The server's worker takes the crawl and waits on the hung site.
    const crawl = await fetch(`${base}/admin/v1/crawl`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ domains: [host] }),
    });
    assert.equal(crawl.status, 202);
    await until(async () => web.hits(host, '/') > 0, 'the worker never fetched the site');
    assert.equal((await task(db, host))?.state, 'running');

    // A request in flight: its headers and half its body are sent before SIGTERM, the rest after.
    const body = JSON.stringify({ domains: [`${uniq('nobody')}.com`] });
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      `POST /v1/companies HTTP/1.1\r\nHost: 127.0.0.1\r\nX-API-Key: ${customer.userKey}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    let response = '';
    socket.on('data', (d: Buffer) => (response += d.toString()));
    await sleep(200);
    child.kill('SIGTERM');
    await sleep(300);
    // No new connection is accepted once shutdown began.
    await assert.rejects(fetch(`${base}/health`), 'a new connection was accepted during shutdown');
    socket.write(body.slice(10));
    await once(socket, 'close');
    assert.match(response, /^HTTP\/1\.1 200 /, response);
    assert.match(response, /"total_domains_requested":1/);

    const [code] = await exited;
    assert.equal(code, 0, stderr);
    const t = await task(db, host);
    assert.equal(t?.state, 'queued', 'given back, not waiting for its 60 s lease');
    assert.equal(t?.locked_by, null);
    assert.equal(t?.attempts, 0);
  });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until(check: () => Promise<boolean>, message: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    assert.ok(Date.now() < deadline, message);
    await sleep(100);
  }
}

async function task(env: TestEnv, domain: string) {
  const r = await env.container.db.query<{ state: string; locked_by: string | null; attempts: number }>(
    'SELECT state, locked_by, attempts FROM crawl_tasks WHERE domain = $1 ORDER BY id DESC LIMIT 1',
    [domain],
  );
  return r.rows[0];
}
