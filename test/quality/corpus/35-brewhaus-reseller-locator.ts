import type { CorpusSite } from './types.js';

const headers = { 'x-powered-by': 'Statamic', server: 'nginx', 'content-type': 'text/html; charset=UTF-8' };

const resellers = [
  {
    country: 'Germany',
    name: 'Kassenprofi GmbH',
    web: 'www.kassenprofi.de',
    city: 'Köln',
    email: 'info@kassenprofi.de',
    phone: '+49 221 555 0100',
  },
  {
    country: 'Germany',
    name: 'Gastro IT Nord',
    web: 'www.gastro-it-nord.de',
    city: 'Hamburg',
    email: 'hallo@gastro-it-nord.de',
    phone: '+49 40 555 0199',
  },
  {
    country: 'Netherlands',
    name: 'Tapkraan Systemen B.V.',
    web: 'tapkraansystemen.nl',
    city: 'Utrecht',
    email: 'sales@tapkraansystemen.nl',
    phone: '+31 30 555 0123',
  },
  {
    country: 'Belgium',
    name: 'Horeca Kassa',
    web: 'www.horecakassa.be',
    city: 'Gent',
    email: 'info@horecakassa.be',
    phone: '+32 9 555 01 44',
  },
];

const entry = (r: (typeof resellers)[number]) => `<div class="reseller">
  <h4 class="reseller__name">${r.name}</h4>
  <p class="reseller__city">${r.city}</p>
  <p class="reseller__web">Web: ${r.web}</p>
  <p class="reseller__contact"><a href="mailto:${r.email}">${r.email}</a> · <a href="tel:${r.phone.replace(/\s/g, '')}">${r.phone}</a></p>
</div>`;

const countries = [...new Set(resellers.map((r) => r.country))];

export const site: CorpusSite = {
  domain: 'brewhaus-pos.com',
  covers:
    'Statamic (X-Powered-By, implies Laravel and PHP); a "Find a reseller" locator in <details> accordions per country, websites written as "Web: www.…" text (no links), mailto and tel links; the same resellers as a JSON-LD array of LocalBusiness entries',
  pages: {
    '/': {
      headers,
      html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Brewhaus POS — Tills for taprooms</title><link rel="stylesheet" href="/css/site.css"></head><body><header class="top"><a href="/">Brewhaus POS</a><nav><a href="/features">Features</a><a href="/find-a-reseller">Find a reseller</a><a href="/support">Support</a></nav></header><main><h1>The till built for taprooms</h1><p>Tabs, kegs and card payments on one tablet.</p></main></body></html>`,
    },
    '/find-a-reseller': {
      headers,
      html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Find a reseller — Brewhaus POS</title><link rel="stylesheet" href="/css/site.css">
<script type="application/ld+json">${JSON.stringify(
        resellers.map((r) => ({
          '@context': 'https://schema.org',
          '@type': 'LocalBusiness',
          name: r.name,
          url: `https://${r.web}/`,
          email: r.email,
          telephone: r.phone,
          address: { '@type': 'PostalAddress', addressLocality: r.city, addressCountry: r.country },
        })),
      )}</script></head>
<body><header class="top"><a href="/">Brewhaus POS</a><nav><a href="/features">Features</a><a href="/find-a-reseller">Find a reseller</a><a href="/support">Support</a></nav></header>
<main class="locator"><h1>Find a reseller</h1><p>Our authorised resellers install Brewhaus POS, train your staff and look after you locally.</p>
${countries
  .map(
    (c) =>
      `<details class="locator__country"><summary>${c}</summary>${resellers
        .filter((r) => r.country === c)
        .map(entry)
        .join('')}</details>`,
  )
  .join('\n')}
<p>No reseller near you? <a href="mailto:sales@brewhaus-pos.com">Buy direct</a>.</p></main>
<footer><p>Brewhaus POS Ltd</p></footer></body></html>`,
    },
  },
  technologies: ['statamic', 'laravel', 'php', 'nginx'],
  partners: {
    'kassenprofi.de': 'channel',
    'gastro-it-nord.de': 'channel',
    'tapkraansystemen.nl': 'channel',
    'horecakassa.be': 'channel',
  },
};
