import { test } from 'node:test';
import assert from 'node:assert/strict';
import { extractPartners } from '../partners.js';
import { testPage } from '../../test-page.js';
import { isPlainRelative, resolvesOnOwnHost, siteDomains } from './hosts.js';

test('isPlainRelative: only references that cannot leave the base host, and carry no query', () => {
  const table: [string, boolean][] = [
    ['/blog/post', true],
    ['/', true],
    ['#top', true],
    ['./img/logo.png', true],
    ['../partners', true],
    ['/partners#tech', true],
    // another host, however written
    ['//evil.example/x', false],
    ['/\\evil.example/x', false],
    ['\\\\evil.example', false],
    ['/\t/evil.example', false],
    ['/\n/evil.example', false],
    ['https://stripe.com/', false],
    ['HTTPS://stripe.com', false],
    ['www.stripe.com', false],
    ['stripe.com', false],
    ['javascript:void(0)', false],
    ['mailto:hi@acme.com', false],
    ['\u0001//evil.example', false],
    // a query may name a redirect's destination
    ['/out?url=https://stripe.com', false],
    ['?page=2', false],
    // path-relative without ./ is left to the parser
    ['img/logo.png', false],
  ];
  for (const [raw, expected] of table) assert.equal(isPlainRelative(raw), expected, JSON.stringify(raw));
});

test('resolvesOnOwnHost: the page is on one of the site own hosts, not a logo service', () => {
  const site = siteDomains('acme.com', ['acme.de'], 'https://www.acme.com/partners');
  assert.equal(resolvesOnOwnHost(new URL('https://www.acme.com/partners'), site), true);
  assert.equal(resolvesOnOwnHost(new URL('https://shop.acme.de/'), site), true);
  assert.equal(resolvesOnOwnHost(new URL('https://cdn.partnerhub.io/acme/'), site), false);
  const clearbit = siteDomains('clearbit.com', [], 'https://logo.clearbit.com/');
  assert.equal(resolvesOnOwnHost(new URL('https://logo.clearbit.com/'), clearbit), false);
});

test('relative references still count where they resolve off the site: a <base> on another host, a redirect link', () => {
  const html = `<!doctype html><html><head><title>Partners | Acme</title><base href="https://www.brightlane.co.uk/"></head>
    <body><main><h1>Our partners</h1><ul><li><a href="/">Brightlane</a></li></ul></main></body></html>`;
  assert.deepEqual(
    extractPartners(testPage('https://www.acme.com/partners', html), { domain: 'acme.com' }).map((p) => p.partnerDomain),
    ['brightlane.co.uk'],
  );
  const redirect = `<!doctype html><html><head><title>Partners | Acme</title></head>
    <body><main><h1>Our partners</h1><ul><li><a href="/out?url=https%3A%2F%2Fwww.pagerduty.com%2F">PagerDuty</a></li>
    <li><a href="/partners/zapier">Zapier</a></li></ul></main></body></html>`;
  assert.deepEqual(
    extractPartners(testPage('https://www.acme.com/partners', redirect), { domain: 'acme.com' }).map((p) => p.partnerDomain),
    ['pagerduty.com'],
  );
});
