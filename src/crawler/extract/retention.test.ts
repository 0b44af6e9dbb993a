import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { homeSignature, readPartnerPage, type PartnerPageReading } from './partners.js';
import { testPage } from '../test-page.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** A partner page of about 1 MB, different for each `i` (its text, names, headings and class names). */
function bigPartnerPage(i: number): string {
  const cards = Array.from(
    { length: 40 },
    (_, k) =>
      `<li class="card card-${i}-${k}"><a href="https://www.partner${i}x${k}.com/"><img src="/logos/${i}-${k}.svg" alt="Partner ${i} ${k} Systems"><span>Partner ${i} ${k} Systems</span></a></li>`,
  ).join('');
  const filler = `<p class="prose-${i}">${`Words about integration number ${i} and what it does for teams. `.repeat(16_000)}</p>`;
  return `<!doctype html><html><head><title>Technology partners ${i} | Acme</title></head><body><main><h1>Technology partners of Acme, page ${i}</h1><ul>${cards}</ul>${filler}</main></body></html>`;
}

test('what a page reading keeps does not keep the page: names, labels and remembered texts are copies', () => {
  const readings: PartnerPageReading[] = [];
  const home = homeSignature(testPage('https://www.acme.com/', '<html><head><title>Acme</title></head><body></body></html>'));
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < 40; i++) {
    const reading = readPartnerPage(testPage(`https://www.acme.com/partners/${i}`, bigPartnerPage(i)), { domain: 'acme.com', home });
    assert.equal(reading.partners.length, 40);
    readings.push(reading);
  }
  gc();
  gc();
  const grownMb = (process.memoryUsage().heapUsed - before) / 1e6;
  // 40 pages of about 1 MB each: kept by a slice, they would hold some 40 MB (they did, through the memos' keys).
  assert.ok(grownMb < 15, `the readings of 40 pages hold ${grownMb.toFixed(1)} MB`);
  assert.equal(readings[39]!.partners[0]!.partnerName, 'Partner 39 0 Systems');
});

test("a home page's signature does not keep the home page: its title is a copy", () => {
  gc();
  const before = process.memoryUsage().heapUsed;
  const signatures = Array.from({ length: 40 }, (_, i) => homeSignature(testPage(`https://www.site${i}.com/`, bigPartnerPage(i))));
  gc();
  gc();
  const grownMb = (process.memoryUsage().heapUsed - before) / 1e6;
  // a crawl holds each site's signature while the site's further pages are fetched, a second or more apart
  assert.ok(grownMb < 5, `the signatures of 40 home pages hold ${grownMb.toFixed(1)} MB`);
  assert.equal(signatures[39]!.title, 'Technology partners 39 | Acme');
});
