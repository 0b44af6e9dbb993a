import type { CorpusSite } from './types.js';

const shell = (title: string, head: string, body: string) => `<!DOCTYPE html>
<html lang="en" data-capo="">
<head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${head}
<link rel="stylesheet" href="/_nuxt/entry.B8x2kQ1v.css">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/DkR4mNq2.js">
<script type="module" src="/_nuxt/DkR4mNq2.js" crossorigin></script>
</head>
<body><div id="__nuxt"><div class="app">
<div class="topbar"><a href="/" class="topbar-logo">Tessellate</a><a href="/features">Features</a><a href="/templates">Templates</a><a href="/experts">Experts</a><a href="/pricing">Pricing</a></div>
${body}
<div class="app-foot"><span>Tessellate Labs GmbH, Berlin</span><a href="https://www.instagram.com/tessellate.design">Instagram</a><a href="https://www.youtube.com/@tessellate">YouTube</a></div>
</div></div><div id="teleports"></div></body></html>`;

interface Expert {
  name: string;
  slug: string;
  city: string;
  badge: string;
  site?: string;
  extra?: string;
}

const expert = (e: Expert) => `<li class="expert">
  <img class="expert-avatar" src="/_ipx/w_96/experts/${e.slug}.png" alt="${e.name}">
  <div class="expert-body">
    <h2 class="expert-name"><a href="/experts/${e.slug}">${e.name}</a></h2>
    <p class="expert-meta">${e.city} · <span class="pill">${e.badge}</span></p>
    <p class="expert-links">${e.site ? `<a href="${e.site}" rel="noopener" target="_blank">Website</a>` : ''}${e.extra ?? ''}</p>
  </div>
</li>`;

const pages: Expert[][] = [
  [
    { name: 'Northbound Studio', slug: 'northbound', city: 'Copenhagen', badge: 'Certified Expert', site: 'https://northbound.studio/' },
    {
      name: 'Kettle &amp; Crane',
      slug: 'kettle-crane',
      city: 'Manchester',
      badge: 'Certified Expert',
      site: 'https://www.kettleandcrane.co.uk/',
      extra: ' <a href="https://dribbble.com/kettleandcrane">Dribbble</a>',
    },
    { name: 'Atelier Brume', slug: 'atelier-brume', city: 'Lyon', badge: 'Agency', site: 'https://atelierbrume.fr/' },
    {
      name: 'Paloma Works',
      slug: 'paloma-works',
      city: 'Madrid',
      badge: 'Agency',
      extra: '<a href="https://clutch.co/profile/paloma-works">Reviews on Clutch</a>',
    },
  ],
  [
    { name: 'Grid &amp; Grain', slug: 'grid-grain', city: 'Amsterdam', badge: 'Certified Expert', site: 'https://gridandgrain.nl/' },
    { name: 'Studio Oktav', slug: 'oktav', city: 'Vienna', badge: 'Agency', site: 'https://www.oktav.at/' },
    { name: 'Blue Heron Digital', slug: 'blue-heron', city: 'Dublin', badge: 'Certified Expert', site: 'https://blueherondigital.ie/' },
    {
      name: 'Mosaic Lab',
      slug: 'mosaic-lab',
      city: 'Warsaw',
      badge: 'Agency',
      site: 'https://mosaiclab.pl/',
      extra: ' <a href="https://www.linkedin.com/company/mosaic-lab-pl/">LinkedIn</a>',
    },
  ],
  [
    { name: 'Fjord Interactive', slug: 'fjord', city: 'Oslo', badge: 'Certified Expert', site: 'https://fjordinteractive.no/' },
    { name: 'Casa Pixel', slug: 'casa-pixel', city: 'Lisbon', badge: 'Agency', site: 'https://www.casapixel.pt/' },
  ],
];

const directory = (n: number) => {
  const prev = n > 1 ? `<a href="${n === 2 ? '/experts' : `/experts/page/${n - 1}`}" class="pager-prev">Previous</a>` : '';
  const nums = [1, 2, 3]
    .map((i) => (i === n ? `<span class="pager-current">${i}</span>` : `<a href="${i === 1 ? '/experts' : `/experts/page/${i}`}">${i}</a>`))
    .join('');
  const next = n < 3 ? `<a href="/experts/page/${n + 1}" class="pager-next">Next</a>` : '';
  return shell(
    n === 1 ? 'Tessellate Experts — hire a certified agency' : `Tessellate Experts — page ${n}`,
    n < 3 ? `<link rel="next" href="/experts/page/${n + 1}">` : '',
    `<div class="experts-page">
  <div class="experts-hero"><h1>Tessellate Experts</h1><p>Agencies and freelancers certified to build with Tessellate.</p></div>
  <div class="experts-filters"><a href="/experts?region=europe">Europe</a><a href="/experts?region=americas">Americas</a><a href="/experts?badge=certified">Certified only</a></div>
  <ul class="expert-list">${pages[n - 1]!.map(expert).join('')}</ul>
  <div class="pager">${prev}${nums}${next}</div>
  <div class="experts-join"><h3>Are you an agency?</h3><a href="/experts/apply">Apply to become a Tessellate Expert</a></div>
</div>`,
  );
};

export const site: CorpusSite = {
  domain: 'tessellate.design',
  covers:
    'Nuxt (div#__nuxt, /_nuxt/ modules); an experts directory of agencies paginated by path (/experts/page/2, rel="next"), region filter links that are not pagination, agency cards with website, Dribbble, LinkedIn and Clutch links, an agency with no website (not labelled); div-based chrome',
  pages: {
    '/': {
      html: shell(
        'Tessellate — Design systems that stay in sync',
        '',
        '<div class="home"><h1>Design systems that stay in sync</h1><p>Tokens, components and docs in one tool.</p><a href="/signup">Try Tessellate free</a></div>',
      ),
    },
    '/experts': { html: directory(1) },
    '/experts/page/2': { html: directory(2) },
    '/experts/page/3': { html: directory(3) },
  },
  technologies: ['nuxt-js', 'vue-js'],
  partners: {
    'northbound.studio': 'channel',
    'kettleandcrane.co.uk': 'channel',
    'atelierbrume.fr': 'channel',
    'gridandgrain.nl': 'channel',
    'oktav.at': 'channel',
    'blueherondigital.ie': 'channel',
    'mosaiclab.pl': 'channel',
    'fjordinteractive.no': 'channel',
    'casapixel.pt': 'channel',
  },
};
