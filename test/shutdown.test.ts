import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, test } from 'node:test';
import { buildApp } from '../src/app.js';
import { startTestEnv, type TestEnv } from './support/harness.js';

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
