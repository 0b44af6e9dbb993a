import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import pino from 'pino';
import { RedisRateLimiter } from './redis.js';

// Needs the Redis of the test suite (test/rate-limit.test.ts uses it too).
const REDIS = { host: '127.0.0.1', port: 6379 };
const prefix = `keiretsu-test-rl-${process.pid}-${Date.now()}:`;
const logger = pino({ level: 'silent' });
let nextKey = 1;

/** A TCP proxy to Redis whose replies can be held back: a Redis (or a network) that is late. */
class LateRedis {
  private server!: Server;
  private held: { socket: Socket; data: Buffer }[] = [];
  private readonly sockets = new Set<Socket>();
  private late = false;

  hold(): void {
    this.late = true;
  }

  /** Delivers what was held, in order, and stops holding. */
  release(): void {
    this.late = false;
    for (const { socket, data } of this.held.splice(0)) socket.write(data);
  }

  async start(): Promise<string> {
    this.server = createServer((client) => {
      const upstream = connect(REDIS);
      this.sockets.add(client).add(upstream);
      client.on('data', (data) => upstream.write(data));
      upstream.on('data', (data) => (this.late ? this.held.push({ socket: client, data }) : client.write(data)));
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.on('error', () => {});
      upstream.on('error', () => {});
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `redis://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.release();
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

const limiters: RedisRateLimiter[] = [];
async function limiter(url: string, commandTimeoutMs: number): Promise<RedisRateLimiter> {
  const l = new RedisRateLimiter(url, prefix, logger, { commandTimeoutMs });
  limiters.push(l);
  await l.ready();
  return l;
}

const late = new LateRedis();
let lateUrl: string;
before(async () => (lateUrl = await late.start()));
after(async () => {
  for (const l of limiters) await l.close();
  await late.close();
  const redis = new Redis(REDIS);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

/** Runs the rest of the test well inside one minute window, so counts cannot be reset under it. */
async function earlyInAMinute(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 5000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

test('a stall of this process longer than the timeout is not taken for a late Redis', async () => {
  const l = await limiter(`redis://${REDIS.host}:${REDIS.port}`, 50);
  const rule = { key: nextKey++, perMinute: 5, perDay: 100 };
  const pending = l.hit(rule);
  // Busy (a loaded machine, a long synchronous task): the reply arrives meanwhile, and the timer is due too.
  const until = Date.now() + 300;
  while (Date.now() < until);
  const decision = await pending;
  assert.equal(l.fallbacks, 0, 'decided by Redis, which answered in time');
  assert.equal(decision.allowed, true);
  assert.equal(decision.minute.remaining, 4);
});

test('a late Redis is given up on after the timeout, and the request is limited per process', async () => {
  const l = await limiter(lateUrl, 100);
  late.hold();
  try {
    const started = performance.now();
    const decision = await l.hit({ key: nextKey++, perMinute: 5, perDay: 100 });
    const took = performance.now() - started;
    assert.equal(l.fallbacks, 1);
    assert.equal(decision.allowed, true);
    assert.ok(took >= 95 && took < 1000, `took ${took} ms`);
  } finally {
    late.release();
  }
});

test('falling back mid-window carries on from the shared count Redis reported, not a fresh budget', async () => {
  await earlyInAMinute();
  const l = await limiter(lateUrl, 50);
  const rule = { key: nextKey++, perMinute: 3, perDay: 100 };
  const shared = [];
  for (let i = 0; i < 4; i++) shared.push((await l.hit(rule)).allowed);
  assert.deepEqual(shared, [true, true, true, false]);
  assert.equal(l.fallbacks, 0);
  late.hold();
  try {
    const fallback = [(await l.hit(rule)).allowed, (await l.hit(rule)).allowed];
    assert.equal(l.fallbacks, 2);
    assert.deepEqual(fallback, [false, false], 'the budget was spent before Redis went quiet');
  } finally {
    late.release();
  }
});
