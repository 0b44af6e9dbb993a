import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseSitemap } from './sitemap.js';

test('parseSitemap: urlset > url > loc and sitemapindex > sitemap > loc, in order, trimmed, entities and CDATA read', () => {
  const urlset = `<?xml version="1.0" encoding="UTF-8"?>
    <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <url><loc> https://acme.test/a </loc><lastmod>2026-11-01</lastmod></url>
      <url><loc>https://acme.test/b?x=1&amp;y=2</loc></url>
      <url><loc><![CDATA[https://acme.test/c]]></loc></url>
      <url><loc>   </loc></url>
      <url><image><loc>https://cdn.test/not-a-page.png</loc></image></url>
      <loc>https://acme.test/stray</loc>
    </urlset>`;
  assert.deepEqual(parseSitemap(urlset), {
    urls: ['https://acme.test/a', 'https://acme.test/b?x=1&y=2', 'https://acme.test/c'],
    sitemaps: [],
  });
  const index = `<sitemapindex><sitemap><loc>https://acme.test/one.xml</loc></sitemap><sitemap><loc>https://acme.test/two.xml</loc></sitemap></sitemapindex>`;
  assert.deepEqual(parseSitemap(index), { urls: [], sitemaps: ['https://acme.test/one.xml', 'https://acme.test/two.xml'] });
  // XML names are case-sensitive; anything that is not a sitemap lists nothing
  assert.deepEqual(parseSitemap('<URLSET><URL><LOC>https://acme.test/x</LOC></URL></URLSET>'), { urls: [], sitemaps: [] });
  assert.deepEqual(parseSitemap('<html><body>not a sitemap</body></html>'), { urls: [], sitemaps: [] });
});
