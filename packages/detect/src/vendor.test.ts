import assert from 'node:assert/strict';
import { test } from 'node:test';
import { vendorOf } from './vendor.js';

const tech = (name: string, website: string | null, cpe: string | null = null) => ({ name, website, cpe });

test('from the website: the registrable domain, named after the technology where they agree', () => {
  assert.deepEqual(vendorOf(tech('HubSpot Chat', 'https://www.hubspot.com/products/crm/live-chat')), {
    name: 'HubSpot',
    domain: 'hubspot.com',
  });
  assert.deepEqual(vendorOf(tech('Bold Options', 'https://boldcommerce.com/options')), {
    name: 'Boldcommerce',
    domain: 'boldcommerce.com',
  });
  assert.deepEqual(vendorOf(tech('Bold Commerce', 'https://boldcommerce.com')), { name: 'Bold Commerce', domain: 'boldcommerce.com' });
  assert.deepEqual(vendorOf(tech('Apollo.io', 'https://www.apollo.io')), { name: 'Apollo.io', domain: 'apollo.io' });
  assert.deepEqual(vendorOf(tech('Acme Shop', 'https://shop.acme.co.uk/')), { name: 'Acme', domain: 'acme.co.uk' });
});

test('the override tables: products under their maker', () => {
  assert.deepEqual(vendorOf(tech('YouTube', 'https://www.youtube.com')), { name: 'Google', domain: 'google.com' });
  assert.deepEqual(vendorOf(tech('Google Analytics', 'https://google.com/analytics')), { name: 'Google', domain: 'google.com' });
  assert.deepEqual(vendorOf(tech('Amazon S3', 'https://aws.amazon.com/s3/')), { name: 'Amazon Web Services', domain: 'aws.amazon.com' });
  assert.deepEqual(vendorOf(tech('Facebook Pixel', 'https://facebook.com')), { name: 'Meta', domain: 'meta.com' });
});

test('the CPE vendor names the maker of a product with a domain of its own', () => {
  assert.deepEqual(vendorOf(tech('React', 'https://reactjs.org', 'cpe:2.3:a:facebook:react:*:*:*:*:*:*:*:*')), {
    name: 'Meta',
    domain: 'meta.com',
  });
  assert.deepEqual(vendorOf(tech('Next.js', 'https://nextjs.org', 'cpe:2.3:a:vercel:next.js:*:*:*:*:*:*:*:*')), {
    name: 'Vercel',
    domain: 'vercel.com',
  });
  assert.deepEqual(vendorOf(tech('Acme', 'https://acme.test', 'cpe:2.3:a:acme:acme:*:*:*:*:*:*:*:*')), {
    name: 'Acme',
    domain: 'acme.test',
  });
});

test('a shared host or a marketplace names no maker', () => {
  assert.equal(vendorOf(tech('AOS', 'https://michalsnik.github.io/aos/')), null);
  assert.equal(vendorOf(tech('Ali Reviews', 'https://apps.shopify.com/ali-reviews')), null);
  assert.equal(vendorOf(tech('Some Plugin', 'https://wordpress.org/plugins/some-plugin/')), null);
  assert.deepEqual(vendorOf(tech('WordPress', 'https://wordpress.org')), { name: 'WordPress', domain: 'wordpress.org' });
  assert.deepEqual(vendorOf(tech('Tool', 'https://github.com/microsoft/tool', 'cpe:2.3:a:microsoft:tool:*:*:*:*:*:*:*:*')), {
    name: 'Microsoft',
    domain: 'microsoft.com',
  });
  assert.equal(vendorOf(tech('Nowhere', null)), null);
  assert.equal(vendorOf(tech('Broken', 'not a url')), null);
});
