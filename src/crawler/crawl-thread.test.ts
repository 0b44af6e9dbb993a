import assert from 'node:assert/strict';
import { test } from 'node:test';
import { threadOf } from './crawl-thread.js';

test('a domain goes to one crawl thread, whichever of its hosts is asked for', () => {
  for (const count of [1, 2, 3, 8]) {
    for (const domain of ['acme.com', 'example.co.uk', 'site-0042.bench.test']) {
      const slot = threadOf(domain, count);
      assert.ok(slot >= 0 && slot < count);
      assert.equal(threadOf(`www.${domain}`, count), slot);
    }
  }
});

test('domains are spread over the crawl threads', () => {
  const counts = [0, 0];
  // the crawl benchmark's hosts share one registrable domain (bench.test), as a hosting platform's sites do
  for (let i = 0; i < 1000; i++) counts[threadOf(`site-${String(i).padStart(4, '0')}.bench.test`, 2)]!++;
  assert.ok(
    counts.every((n) => n > 400),
    `spread ${counts.join(' / ')}`,
  );
});
