import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Netlify',
  'x-nf-request-id': '01JK7Q2M4V8ZC3T9XN5B6R1WDE',
  'cache-status': '"Netlify Edge"; hit',
  'strict-transport-security': 'max-age=31536000; includeSubDomains; preload',
};

const head = (title: string, description: string, path: string): string => `<head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="preload" as="font" href="/_nuxt/IBMPlexSans-Regular.3b7e4f1a.woff2" type="font/woff2" crossorigin>
<link rel="stylesheet" href="/_nuxt/entry.C4mN8q1x.css">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/BxR2t9Qe.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/Dk3mWq0P.js">
<script type="module" src="/_nuxt/BxR2t9Qe.js" crossorigin></script>
<script defer data-domain="cobaltdb.io" src="https://plausible.io/js/plausible.js"></script>
<meta name="description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="https://cobaltdb.io/og.png">
<meta property="og:url" content="https://cobaltdb.io${path}">
<link rel="canonical" href="https://cobaltdb.io${path}">
<link rel="alternate" type="application/rss+xml" title="CobaltDB Blog" href="https://cobaltdb.io/blog/rss.xml">
<link rel="icon" type="image/svg+xml" href="/favicon.svg"></head>`;

const nav = `<header data-v-5f2a9c1e class="topbar">
  <a data-v-5f2a9c1e href="/" class="logo"><img data-v-5f2a9c1e src="/img/cobaltdb-wordmark.svg" alt="CobaltDB" width="132" height="28"></a>
  <nav data-v-5f2a9c1e class="menu">
    <a data-v-5f2a9c1e href="/product">Product</a>
    <a data-v-5f2a9c1e href="https://docs.cobaltdb.io">Docs</a>
    <div data-v-5f2a9c1e class="menu-group"><button data-v-5f2a9c1e type="button" aria-expanded="false">Ecosystem</button>
      <div data-v-5f2a9c1e class="menu-panel">
        <a data-v-5f2a9c1e href="/marketplace">Marketplace</a>
        <a data-v-5f2a9c1e href="/partners">Partners</a>
        <a data-v-5f2a9c1e href="/community">Community</a>
      </div>
    </div>
    <a data-v-5f2a9c1e href="/cloud">CobaltDB Cloud</a>
    <a data-v-5f2a9c1e href="/blog">Blog</a>
  </nav>
  <a data-v-5f2a9c1e class="gh-stars" href="https://github.com/cobaltdb/cobaltdb">★ 18.4k</a>
  <a data-v-5f2a9c1e class="btn" href="https://cloud.cobaltdb.io/signup">Get started</a>
</header>`;

const footer = `<footer data-v-9e3d7b20 class="site-footer">
  <div data-v-9e3d7b20 class="cols">
    <div data-v-9e3d7b20><h6 data-v-9e3d7b20>Product</h6><a data-v-9e3d7b20 href="/product">CobaltDB Server</a><a data-v-9e3d7b20 href="/cloud">CobaltDB Cloud</a><a data-v-9e3d7b20 href="/pricing">Pricing</a><a data-v-9e3d7b20 href="/download">Download</a></div>
    <div data-v-9e3d7b20><h6 data-v-9e3d7b20>Ecosystem</h6><a data-v-9e3d7b20 href="/marketplace">Marketplace</a><a data-v-9e3d7b20 href="/partners">Partners</a><a data-v-9e3d7b20 href="/community">Community</a><a data-v-9e3d7b20 href="https://forum.cobaltdb.io">Forum</a></div>
    <div data-v-9e3d7b20><h6 data-v-9e3d7b20>Company</h6><a data-v-9e3d7b20 href="/about">About</a><a data-v-9e3d7b20 href="/blog">Blog</a><a data-v-9e3d7b20 href="https://cobaltdb.teamtailor.com">Jobs</a><a data-v-9e3d7b20 href="mailto:hello@cobaltdb.io">Contact</a></div>
  </div>
  <p data-v-9e3d7b20 class="legal">© 2026 Cobalt Data Labs Oy. CobaltDB is open source under the <a data-v-9e3d7b20 href="https://www.apache.org/licenses/LICENSE-2.0">Apache License 2.0</a>. <a data-v-9e3d7b20 href="/privacy">Privacy</a></p>
  <div data-v-9e3d7b20 class="social"><a data-v-9e3d7b20 href="https://github.com/cobaltdb">GitHub</a><a data-v-9e3d7b20 href="https://discord.gg/cobaltdb">Discord</a><a data-v-9e3d7b20 href="https://www.linkedin.com/company/cobaltdb">LinkedIn</a><a data-v-9e3d7b20 href="https://fosstodon.org/@cobaltdb">Mastodon</a></div>
</footer>`;

const page = (title: string, description: string, path: string, main: string, state: string): string => `<!DOCTYPE html>
<html lang="en" data-capo="">
${head(title, description, path)}
<body><div id="__nuxt"><div data-v-app class="layout">
${nav}
<main data-v-2c6b0d44 class="page">
${main}
</main>
${footer}
</div></div><div id="teleports"></div><script type="application/json" data-nuxt-data="nuxt-app" data-ssr="true" id="__NUXT_DATA__">${state}</script>
<script>window.__NUXT__={};window.__NUXT__.config={public:{apiBase:"https://api.cobaltdb.io"},app:{baseURL:"/",buildId:"f3c1a9e2",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script></body>
</html>`;

type Listing = { name: string; category: string; publisher: string; publisherUrl: string; verified: boolean; text: string };
const listings: Listing[] = [
  {
    name: 'Kafka Sink Connector',
    category: 'Connectors',
    publisher: 'Streamwell',
    publisherUrl: 'https://streamwell.io',
    verified: true,
    text: 'Exactly-once ingestion from Kafka topics into CobaltDB tables.',
  },
  {
    name: 'dbt-cobaltdb',
    category: 'Connectors',
    publisher: 'Quillstack',
    publisherUrl: 'https://quillstack.com',
    verified: true,
    text: 'dbt adapter with incremental models and materialized views.',
  },
  {
    name: 'Cobalt Studio',
    category: 'Tooling',
    publisher: 'Tabulo GmbH',
    publisherUrl: 'https://www.tabulo.de/en',
    verified: true,
    text: 'Desktop SQL IDE with visual EXPLAIN plans.',
  },
  {
    name: 'Tracehollow Exporter',
    category: 'Monitoring',
    publisher: 'Tracehollow',
    publisherUrl: 'https://tracehollow.io',
    verified: true,
    text: 'OTLP metrics and slow-query traces.',
  },
  {
    name: 'Managed CobaltDB on Skyforge',
    category: 'Managed hosting',
    publisher: 'Skyforge Cloud',
    publisherUrl: 'https://skyforgecloud.com',
    verified: true,
    text: 'Fully managed clusters in 12 regions, billed through Skyforge.',
  },
  {
    name: 'cobalt-geo',
    category: 'Extensions',
    publisher: '@mkowalski (community)',
    publisherUrl: 'https://github.com/mkowalski',
    verified: false,
    text: 'Geospatial indexes and functions. Community maintained.',
  },
];

const listingHtml = listings
  .map(
    (l) => `<article data-v-4b8e1f02 class="listing" data-category="${l.category}">
  <h3 data-v-4b8e1f02>${l.name}</h3>
  ${l.verified ? '<span data-v-4b8e1f02 class="badge verified">Verified partner</span>' : '<span data-v-4b8e1f02 class="badge community">Community</span>'}
  <p data-v-4b8e1f02>${l.text}</p>
  <p data-v-4b8e1f02 class="publisher">Published by <a data-v-4b8e1f02 href="${l.publisherUrl}" rel="noopener" target="_blank">${l.publisher}</a></p>
  <a data-v-4b8e1f02 class="install" href="/marketplace/${l.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}">Details &amp; install</a>
</article>`,
  )
  .join('\n');

export const site: CorpusSite = {
  domain: 'cobaltdb.io',
  covers:
    'Open-source database company on Nuxt 3 (SSR, __NUXT_DATA__, data-v attributes) on Netlify: marketplace of extensions with "Published by" links to verified partner publishers (technology) and a community extension published by a GitHub user (not a partner); partners page with service partners in tiers (channel) and cloud partners (technology); negatives: GitHub stars link, community page with meetup sponsors and foundations, Apache license link, investors, Teamtailor jobs, forum subdomain, social links',
  pages: {
    '/': {
      headers,
      html: page(
        'CobaltDB – the open-source analytical database',
        'CobaltDB is an open-source columnar database for real-time analytics. Self-host it or use CobaltDB Cloud.',
        '/',
        `<section data-v-2c6b0d44 class="hero">
  <h1 data-v-2c6b0d44>Real-time analytics on billions of rows. Open source.</h1>
  <p data-v-2c6b0d44>CobaltDB is a columnar SQL database that ingests millions of events per second and answers in milliseconds. Apache 2.0 licensed.</p>
  <pre data-v-2c6b0d44><code>curl -fsSL https://get.cobaltdb.io | sh</code></pre>
</section>
<section data-v-2c6b0d44 class="used-by">
  <h2 data-v-2c6b0d44>Used in production by</h2>
  <ul data-v-2c6b0d44><li data-v-2c6b0d44><img src="/img/users/parcelbee.svg" alt="Parcelbee"></li><li data-v-2c6b0d44><img src="/img/users/gridmetrics.svg" alt="GridMetrics"></li><li data-v-2c6b0d44><img src="/img/users/tallyho.svg" alt="TallyHo Games"></li></ul>
</section>
<section data-v-2c6b0d44 class="eco">
  <h2 data-v-2c6b0d44>A growing ecosystem</h2>
  <p data-v-2c6b0d44>Connectors, IDEs and managed hosting from our partners in the <a data-v-2c6b0d44 href="/marketplace">CobaltDB Marketplace</a>.</p>
</section>`,
        '[{"state":1},{"hero":2},"b"]',
      ),
    },
    '/marketplace': {
      headers,
      html: page(
        'Marketplace – CobaltDB',
        'Extensions, connectors, tools and managed hosting for CobaltDB.',
        '/marketplace',
        `<section data-v-2c6b0d44 class="mp-head">
  <h1 data-v-2c6b0d44>CobaltDB Marketplace</h1>
  <p data-v-2c6b0d44>Extend CobaltDB with connectors, tools and managed offerings. Listings marked <em>Verified partner</em> are built and supported by CobaltDB technology partners.</p>
  <input data-v-2c6b0d44 type="search" placeholder="Search 120+ listings" aria-label="Search marketplace">
  <div data-v-2c6b0d44 class="chips"><button data-v-2c6b0d44>All</button><button data-v-2c6b0d44>Connectors</button><button data-v-2c6b0d44>Tooling</button><button data-v-2c6b0d44>Monitoring</button><button data-v-2c6b0d44>Managed hosting</button><button data-v-2c6b0d44>Extensions</button></div>
</section>
<section data-v-2c6b0d44 class="mp-grid">
${listingHtml}
</section>
<section data-v-2c6b0d44 class="mp-publish"><h2 data-v-2c6b0d44>Publish a listing</h2><p data-v-2c6b0d44>Building on CobaltDB? <a data-v-2c6b0d44 href="/partners#apply">Join the partner program</a> to get a verified listing.</p></section>`,
        JSON.stringify([{ listings }]),
      ),
    },
    '/partners': {
      headers,
      html: page(
        'Partners – CobaltDB',
        'Find a CobaltDB service partner or cloud partner.',
        '/partners',
        `<section data-v-2c6b0d44>
  <h1 data-v-2c6b0d44>CobaltDB Partners</h1>
  <h2 data-v-2c6b0d44>Service partners</h2>
  <p data-v-2c6b0d44>Consultancies and system integrators certified to deliver CobaltDB migrations, training and 24/7 support, and to resell CobaltDB Enterprise subscriptions.</p>
  <h3 data-v-2c6b0d44>Premier</h3>
  <ul data-v-2c6b0d44 class="partner-list">
    <li data-v-2c6b0d44><a data-v-2c6b0d44 href="https://www.datafjord.no">Datafjord AS</a> – Oslo · migrations from legacy data warehouses</li>
    <li data-v-2c6b0d44><a data-v-2c6b0d44 href="https://columnwise.consulting">Columnwise Consulting</a> – Toronto · performance tuning and training</li>
  </ul>
  <h3 data-v-2c6b0d44>Registered</h3>
  <ul data-v-2c6b0d44 class="partner-list">
    <li data-v-2c6b0d44><a data-v-2c6b0d44 href="https://bytebarn.in">ByteBarn Technologies</a> – Bengaluru · 24/7 support</li>
    <li data-v-2c6b0d44><a data-v-2c6b0d44 href="https://www.analitika-plus.pl">Analityka Plus</a> – Kraków · implementation</li>
  </ul>
  <h2 data-v-2c6b0d44>Cloud &amp; technology partners</h2>
  <div data-v-2c6b0d44 class="logo-wall">
    <a data-v-2c6b0d44 href="https://skyforgecloud.com"><img data-v-2c6b0d44 src="/img/partners/skyforge.svg" alt="Skyforge Cloud"></a>
    <a data-v-2c6b0d44 href="https://www.hetzner.com"><img data-v-2c6b0d44 src="/img/partners/hetzner.svg" alt="Hetzner"></a>
    <a data-v-2c6b0d44 href="https://quillstack.com"><img data-v-2c6b0d44 src="/img/partners/quillstack.svg" alt="Quillstack"></a>
  </div>
  <h2 data-v-2c6b0d44 id="apply">Become a partner</h2>
  <p data-v-2c6b0d44>Email <a data-v-2c6b0d44 href="mailto:partners@cobaltdb.io">partners@cobaltdb.io</a> or fill in the <a data-v-2c6b0d44 href="https://forms.cobaltdb.io/partner">application form</a>.</p>
</section>`,
        '[{"state":1},{"tiers":2},["premier","registered"]]',
      ),
    },
    '/community': {
      headers,
      html: page(
        'Community – CobaltDB',
        'Join thousands of CobaltDB users.',
        '/community',
        `<section data-v-2c6b0d44>
  <h1 data-v-2c6b0d44>Community</h1>
  <ul data-v-2c6b0d44>
    <li data-v-2c6b0d44><a data-v-2c6b0d44 href="https://github.com/cobaltdb/cobaltdb/discussions">GitHub Discussions</a></li>
    <li data-v-2c6b0d44><a data-v-2c6b0d44 href="https://discord.gg/cobaltdb">Discord (6,000 members)</a></li>
    <li data-v-2c6b0d44><a data-v-2c6b0d44 href="https://stackoverflow.com/questions/tagged/cobaltdb">Stack Overflow</a></li>
  </ul>
  <h2 data-v-2c6b0d44>Meetups</h2>
  <p data-v-2c6b0d44>Monthly CobaltDB meetups in Helsinki, Berlin and Amsterdam, hosted on <a data-v-2c6b0d44 href="https://www.meetup.com/cobaltdb-helsinki/">Meetup</a>. Pizza kindly sponsored by our hosts.</p>
  <h2 data-v-2c6b0d44>Events</h2>
  <p data-v-2c6b0d44>Find us at <a data-v-2c6b0d44 href="https://fosdem.org/2026/">FOSDEM</a> and <a data-v-2c6b0d44 href="https://www.percona.com/live">Percona Live</a>. CobaltDB is a proud sponsor of the <a data-v-2c6b0d44 href="https://www.postgresql.eu/events/">PostgreSQL Europe</a> community track.</p>
</section>`,
        '[{"state":1}]',
      ),
    },
    '/about': {
      headers,
      html: page(
        'About – CobaltDB',
        'Cobalt Data Labs builds CobaltDB.',
        '/about',
        `<section data-v-2c6b0d44>
  <h1 data-v-2c6b0d44>About Cobalt Data Labs</h1>
  <p data-v-2c6b0d44>Founded in Helsinki in 2019 by the creators of CobaltDB. 70 people in 18 countries.</p>
  <h2 data-v-2c6b0d44>Investors</h2>
  <p data-v-2c6b0d44>We are backed by <a data-v-2c6b0d44 href="https://www.boreal.vc">Boreal Ventures</a>, <a data-v-2c6b0d44 href="https://kelphq.capital">Kelp Capital</a> and <a data-v-2c6b0d44 href="https://www.businessfinland.fi">Business Finland</a>.</p>
</section>`,
        '[{"state":1}]',
      ),
    },
  },
  sitemap: ['/', '/marketplace', '/partners', '/community', '/about', '/blog', '/cloud', '/pricing'],
  technologies: ['nuxt-js', 'vue-js', 'netlify', 'plausible', 'hsts', 'open-graph', 'rss'],
  partners: {
    'streamwell.io': 'technology',
    'quillstack.com': 'technology',
    'tabulo.de': 'technology',
    'tracehollow.io': 'technology',
    'skyforgecloud.com': 'technology',
    'hetzner.com': 'technology',
    'datafjord.no': 'channel',
    'columnwise.consulting': 'channel',
    'bytebarn.in': 'channel',
    'analitika-plus.pl': 'channel',
  },
};
