import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { HostGate, Semaphore } from './politeness.js';

test('HostGate runs one task per host at a time, in order, and forgets idle hosts', async () => {
  const gate = new HostGate();
  const log: string[] = [];
  const task = (name: string) => async () => {
    log.push(`start ${name}`);
    await sleep(10);
    log.push(`end ${name}`);
  };
  await Promise.all([gate.run('a', 0, task('a1')), gate.run('a', 0, task('a2')), gate.run('b', 0, task('b1'))]);
  assert.deepEqual(
    log.filter((l) => l.endsWith('a1') || l.endsWith('a2')),
    ['start a1', 'end a1', 'start a2', 'end a2'],
  );
  assert.ok(log.indexOf('start b1') < log.indexOf('end a1'), 'another host runs alongside');
  assert.equal(gate.size, 0);
});

test('HostGate: a waiter that gives up does not hold up the queue behind it', async () => {
  const gate = new HostGate();
  const controller = new AbortController();
  const first = gate.run('a', 0, () => sleep(30));
  const second = gate.run('a', 0, async () => 'never', controller.signal);
  const third = gate.run('a', 0, async () => 'third');
  controller.abort();
  await assert.rejects(second);
  assert.equal(await third, 'third');
  await first;
});

test('Semaphore caps concurrency; an aborted wait leaves the queue without taking a slot', async () => {
  const slots = new Semaphore(2);
  let active = 0;
  let peak = 0;
  const task = async () => {
    active += 1;
    peak = Math.max(peak, active);
    await sleep(5);
    active -= 1;
    return 'done';
  };
  const running = [slots.run(task), slots.run(task)];
  const controller = new AbortController();
  let ranAborted = false;
  const aborted = slots.run(async () => void (ranAborted = true), controller.signal);
  const queued = [1, 2, 3].map(() => slots.run(task));
  controller.abort();
  await assert.rejects(aborted);
  assert.deepEqual(await Promise.all([...running, ...queued]), ['done', 'done', 'done', 'done', 'done']);
  assert.equal(ranAborted, false);
  assert.equal(peak, 2);
  assert.throws(() => new Semaphore(0), RangeError);
});
