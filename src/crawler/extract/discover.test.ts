import { test } from 'node:test';
import assert from 'node:assert/strict';
import { discoverPartnerPages } from './discover.js';
import { testPage } from '../test-page.js';

const page = (body: string) => testPage('https://acme.test/', body);

test('partner, integration, marketplace and reseller links are found by path or text; others are not', () => {
  const home = page(`<nav><a href="/partners">Partners</a><a href="/about">About</a><a href="/x">Our Integrations</a>
    <a href="https://acme.test/ecosystem/resellers">Find a reseller</a><a href="/departures">Departures</a>
    <a href="mailto:partners@acme.test">Mail</a><a href="#partners">Jump</a></nav>`);
  assert.deepEqual(discoverPartnerPages(home, ['https://acme.test/blog', 'https://acme.test/marketplace/apps']), [
    '/partners',
    '/x',
    'https://acme.test/ecosystem/resellers',
    'https://acme.test/marketplace/apps',
  ]);
});
