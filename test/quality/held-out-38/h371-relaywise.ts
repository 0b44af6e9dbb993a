import type { CorpusSite } from '../corpus/types.js';

const vercel = {
  'content-type': 'text/html; charset=utf-8',
  'x-powered-by': 'Next.js',
  server: 'Vercel',
  'x-vercel-cache': 'HIT',
  'x-vercel-id': 'fra1::iad1::7xk2p-1716984420117-5c1e0a2f9b3d',
  'strict-transport-security': 'max-age=63072000',
  'cache-control': 'public, max-age=0, must-revalidate',
};

const head = (title: string, description: string, path: string) => `<!DOCTYPE html>
<html lang="en">
<head>
<meta charSet="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>${title}</title>
<meta name="description" content="${description}"/>
<meta property="og:title" content="${title}"/>
<meta property="og:description" content="${description}"/>
<meta property="og:url" content="https://relaywise.io${path}"/>
<meta property="og:image" content="https://relaywise.io/og/default.png"/>
<meta name="twitter:card" content="summary_large_image"/>
<meta name="twitter:site" content="@relaywise"/>
<link rel="canonical" href="https://relaywise.io${path}"/>
<link rel="icon" href="/favicon.ico"/>
<link rel="preconnect" href="https://widget.intercom.io"/>
<link rel="preload" href="/_next/static/media/4f05ba3a6752a328-s.p.woff2" as="font" crossorigin="" type="font/woff2"/>
<link rel="stylesheet" href="/_next/static/css/8b21f0c4d5e6a7b9.css" data-precedence="next"/>
<script src="/_next/static/chunks/webpack-5a3c9d1e7f2b4a60.js" defer=""></script>
<script src="/_next/static/chunks/framework-0e8d27528ba61906.js" defer=""></script>
<script src="/_next/static/chunks/main-3b7e1c0f9a2d5e48.js" defer=""></script>
<script src="/_next/static/chunks/pages/_app-91c4e2b7d3a0f586.js" defer=""></script>
<script src="/_next/static/BUILD_rw2405/_buildManifest.js" defer=""></script>
<script src="/_next/static/BUILD_rw2405/_ssgManifest.js" defer=""></script>
<script async src="https://cdn.segment.com/analytics.js/v1/Qm7tYd2Lr9Xk4Wc1Vb8N/analytics.min.js"></script>
</head>`;

const nav = `<header class="SiteHeader_root__t9Q2x">
  <a class="SiteHeader_logo__b3K1m" href="/" aria-label="Relaywise home"><svg width="132" height="28" viewBox="0 0 132 28" role="img"><title>Relaywise</title><path d="M4 4h10l6 10-6 10H4l6-10z"/></svg></a>
  <nav class="SiteHeader_nav__Lp0aZ" aria-label="Main">
    <ul>
      <li><a href="/product">Product</a></li>
      <li><a href="/integrations">Integrations</a></li>
      <li><a href="/customers">Customers</a></li>
      <li><a href="/pricing">Pricing</a></li>
      <li><a href="https://docs.relaywise.io">Docs</a></li>
    </ul>
  </nav>
  <div class="SiteHeader_cta__0aQ7c">
    <a href="https://app.relaywise.io/login">Sign in</a>
    <a class="Button_primary__2xYvK" href="https://app.relaywise.io/signup">Start free</a>
  </div>
</header>`;

const footer = `<footer class="SiteFooter_root__m1Zr8">
  <div class="SiteFooter_cols__c8Hq2">
    <div>
      <h4>Product</h4>
      <ul>
        <li><a href="/product">Workflow builder</a></li>
        <li><a href="/integrations">Integration directory</a></li>
        <li><a href="/pricing">Pricing</a></li>
        <li><a href="https://relaywise-status.com">System status</a></li>
      </ul>
    </div>
    <div>
      <h4>Partners</h4>
      <ul>
        <li><a href="/experts">Find a Relaywise Expert</a></li>
        <li><a href="/partners/apply">Become a partner</a></li>
        <li><a href="https://docs.relaywise.io/connector-sdk">Build an integration</a></li>
      </ul>
    </div>
    <div>
      <h4>Company</h4>
      <ul>
        <li><a href="/about">About</a></li>
        <li><a href="https://jobs.ashbyhq.com/relaywise">Careers</a></li>
        <li><a href="/blog">Blog</a></li>
        <li><a href="/legal/privacy">Privacy</a></li>
      </ul>
    </div>
  </div>
  <div class="SiteFooter_social__Zq4e1">
    <a href="https://x.com/relaywise" aria-label="X"><svg viewBox="0 0 24 24" width="18" height="18"><path d="M3 3l18 18M21 3L3 21"/></svg></a>
    <a href="https://www.linkedin.com/company/relaywise" aria-label="LinkedIn"><svg viewBox="0 0 24 24" width="18" height="18"><rect x="3" y="3" width="18" height="18"/></svg></a>
    <a href="https://github.com/relaywise" aria-label="GitHub"><svg viewBox="0 0 24 24" width="18" height="18"><circle cx="12" cy="12" r="9"/></svg></a>
    <a href="https://www.youtube.com/@relaywise" aria-label="YouTube"><svg viewBox="0 0 24 24" width="18" height="18"><path d="M4 6h16v12H4z"/></svg></a>
  </div>
  <p class="SiteFooter_legal__9kPq0">© 2024 Relaywise, Inc. · 548 Market St, San Francisco, CA</p>
</footer>`;

const nextData = (page: string, props: unknown) =>
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
    props: { pageProps: props, __N_SSG: true },
    page,
    query: {},
    buildId: 'BUILD_rw2405',
    isFallback: false,
    gsp: true,
    scriptLoader: [],
  })}</script>`;

interface Integration {
  slug: string;
  name: string;
  category: string;
  summary: string;
  builtBy: string;
  website: string;
  logo: string;
}

const page1: Integration[] = [
  {
    slug: 'ledgerbird',
    name: 'Ledgerbird',
    category: 'Accounting',
    summary: 'Push paid invoices, refunds and payouts into your Ledgerbird general ledger in real time.',
    builtBy: 'Ledgerbird',
    website: 'https://www.ledgerbird.com/',
    logo: 'ledgerbird.svg',
  },
  {
    slug: 'pipefront',
    name: 'Pipefront CRM',
    category: 'CRM',
    summary: 'Create deals, sync contacts and trigger workflows when a Pipefront stage changes.',
    builtBy: 'Pipefront',
    website: 'https://pipefront.io/?ref=relaywise',
    logo: 'pipefront.svg',
  },
  {
    slug: 'tallyhive',
    name: 'Tallyhive',
    category: 'Billing',
    summary: 'Turn usage events into Tallyhive invoices and dunning sequences.',
    builtBy: 'Relaywise',
    website: 'https://tallyhive.com',
    logo: 'tallyhive.svg',
  },
  {
    slug: 'shipcove',
    name: 'Shipcove',
    category: 'E-commerce',
    summary: 'Route new Shipcove orders to fulfilment, ERP and support in one flow.',
    builtBy: 'Shipcove',
    website: 'https://www.shipcove.com/apps',
    logo: 'shipcove.svg',
  },
  {
    slug: 'quillmail',
    name: 'Quillmail',
    category: 'Email',
    summary: 'Send transactional email and sync bounces back to your CRM.',
    builtBy: 'Quillmail',
    website: 'https://quillmail.com/',
    logo: 'quillmail.svg',
  },
  {
    slug: 'stackdesk',
    name: 'Stackdesk',
    category: 'Support',
    summary: 'Open, tag and escalate Stackdesk tickets from any Relaywise trigger.',
    builtBy: 'Relaywise',
    website: 'https://stackdesk.co',
    logo: 'stackdesk.svg',
  },
  {
    slug: 'bramble-hr',
    name: 'Bramble HR',
    category: 'HR',
    summary: 'Provision accounts on day one and offboard automatically when Bramble HR marks a leaver.',
    builtBy: 'Bramble',
    website: 'https://www.bramblehr.com/integrations/relaywise',
    logo: 'bramble.svg',
  },
  {
    slug: 'parcelnest',
    name: 'Parcelnest',
    category: 'Logistics',
    summary: 'Book shipments, print labels and post tracking updates to Slack channels.',
    builtBy: 'Parcelnest',
    website: 'https://parcelnest.com',
    logo: 'parcelnest.svg',
  },
];

const page2: Integration[] = [
  {
    slug: 'orbitsheet',
    name: 'Orbitsheet',
    category: 'Spreadsheets',
    summary: 'Append rows, watch ranges and run lookups in Orbitsheet workbooks.',
    builtBy: 'Relaywise',
    website: 'https://orbitsheet.io',
    logo: 'orbitsheet.svg',
  },
  {
    slug: 'kanbo',
    name: 'Kanbo',
    category: 'Project management',
    summary: 'Create Kanbo cards from form submissions and move them as work progresses.',
    builtBy: 'Kanbo',
    website: 'https://kanbo.app/',
    logo: 'kanbo.svg',
  },
  {
    slug: 'vaultsign',
    name: 'Vaultsign',
    category: 'E-signature',
    summary: 'Send contracts for signature and store signed PDFs in your document system.',
    builtBy: 'Vaultsign',
    website: 'https://www.vaultsign.com/',
    logo: 'vaultsign.svg',
  },
  {
    slug: 'tidewater',
    name: 'Tidewater Analytics',
    category: 'Analytics',
    summary: 'Stream workflow run metrics into Tidewater dashboards.',
    builtBy: 'Tidewater',
    website: 'https://tidewateranalytics.com/partners',
    logo: 'tidewater.svg',
  },
  {
    slug: 'pingstack',
    name: 'Pingstack',
    category: 'Developer tools',
    summary: 'Page the on-call engineer when a workflow fails three times in a row.',
    builtBy: 'Pingstack',
    website: 'https://pingstack.dev',
    logo: 'pingstack.svg',
  },
];

const card = (i: Integration) => `<li class="IntegrationCard_root__P0c3d" data-category="${i.category}">
        <a class="IntegrationCard_link__k2Mz7" href="/integrations/${i.slug}">
          <img src="/_next/image?url=%2Flogos%2F${i.logo}&amp;w=96&amp;q=75" alt="${i.name} logo" width="48" height="48" loading="lazy" decoding="async"/>
          <h3>${i.name}</h3>
          <span class="IntegrationCard_cat__zX1e0">${i.category}</span>
          <p>${i.summary}</p>
        </a>
        <p class="IntegrationCard_meta__q3Vn1">Built by ${i.builtBy} · <a href="${i.website}" rel="noopener" target="_blank">Website</a></p>
      </li>`;

const directory = (items: Integration[], current: 1 | 2) => `<main class="Directory_root__w4Rt0">
  <section class="Directory_hero__A1b2C">
    <p class="eyebrow">Integration directory</p>
    <h1>Connect Relaywise to the tools your team already uses</h1>
    <p>Over 300 pre-built connectors, maintained by Relaywise and by the software companies in our technology partner program. Every listed app has passed our connector review.</p>
    <form role="search" action="/integrations"><input type="search" name="q" placeholder="Search integrations"/></form>
  </section>
  <div class="Directory_layout__e5F6g">
    <aside class="Directory_filters__h7I8j">
      <h2>Categories</h2>
      <ul>
        <li><a href="/integrations?category=accounting">Accounting</a></li>
        <li><a href="/integrations?category=crm">CRM</a></li>
        <li><a href="/integrations?category=e-commerce">E-commerce</a></li>
        <li><a href="/integrations?category=hr">HR</a></li>
        <li><a href="/integrations?category=logistics">Logistics</a></li>
      </ul>
      <div class="Directory_build__k9L0m">
        <h3>Are you a software vendor?</h3>
        <p>Build a connector with our SDK. Connectors describe their actions with the <a href="https://spec.openapis.org/oas/v3.1.0">OpenAPI 3.1 specification</a>, so most REST APIs can be wrapped in an afternoon.</p>
        <a href="/partners/apply?type=technology">Join the technology partner program</a>
      </div>
    </aside>
    <section>
      <p class="Directory_count__n1O2p">Showing ${current === 1 ? '1–8' : '9–13'} of 13 featured integrations</p>
      <ul class="Directory_grid__q3R4s">
      ${items.map(card).join('\n      ')}
      </ul>
      <nav class="Pagination_root__t5U6v" aria-label="Pagination">
        ${current === 1 ? '<span aria-current="page">1</span> <a href="/integrations?page=2">2</a> <a href="/integrations?page=2" rel="next">Next →</a>' : '<a href="/integrations" rel="prev">← Previous</a> <a href="/integrations">1</a> <span aria-current="page">2</span>'}
      </nav>
    </section>
  </div>
</main>`;

export const site: CorpusSite = {
  domain: 'relaywise.io',
  otherDomains: ['relaywise-status.com'],
  covers:
    'Next.js on Vercel (x-powered-by, __NEXT_DATA__, Segment, Intercom preconnect); integration directory as cards with outbound "Website" links, mirrored in __NEXT_DATA__, paginated with ?page=2; experts (agency) directory as cards with descriptions; customer logos, case-study links, OpenAPI spec link, ATS careers link, status page on own domain as negatives',
  pages: {
    '/': {
      headers: vercel,
      html: `${head('Relaywise — Automate the work between your apps', 'Relaywise connects your SaaS stack with reliable, observable workflows.', '/')}
<body>
<div id="__next">
${nav}
<main>
  <section class="Hero_root__x9Y8z">
    <h1>The workflow layer between your apps</h1>
    <p>Relaywise moves data between your CRM, billing, support and logistics tools with retries, audit logs and human approvals built in.</p>
    <a class="Button_primary__2xYvK" href="https://app.relaywise.io/signup">Start free</a>
    <a class="Button_ghost__u7T6s" href="/demo">Book a demo</a>
  </section>
  <section class="Logos_root__r5S4t" aria-labelledby="trusted">
    <h2 id="trusted">Trusted by 2,000+ operations teams</h2>
    <ul>
      <li><img src="/_next/image?url=%2Fcustomers%2Fnorthwind-outfitters.svg&amp;w=256&amp;q=75" alt="Northwind Outfitters"/></li>
      <li><img src="/_next/image?url=%2Fcustomers%2Fbluefin-health.svg&amp;w=256&amp;q=75" alt="Bluefin Health"/></li>
      <li><img src="/_next/image?url=%2Fcustomers%2Fcarrow-bikes.svg&amp;w=256&amp;q=75" alt="Carrow Bikes"/></li>
      <li><img src="/_next/image?url=%2Fcustomers%2Fmaple-and-finch.svg&amp;w=256&amp;q=75" alt="Maple &amp; Finch"/></li>
    </ul>
  </section>
  <section class="Features_root__p3Q2r">
    <article><h3>300+ connectors</h3><p>From accounting to parcel carriers. <a href="/integrations">Browse the integration directory</a>.</p></article>
    <article><h3>Human in the loop</h3><p>Route approvals to the right person before money moves.</p></article>
    <article><h3>Observable by default</h3><p>Every run is traced, replayable and exportable.</p></article>
  </section>
  <section class="Quote_root__o1N0m">
    <blockquote>“We replaced four brittle scripts with two Relaywise flows and haven't been paged since.”</blockquote>
    <p>— Dana Okafor, Head of RevOps at <a href="/customers/carrow-bikes">Carrow Bikes</a></p>
  </section>
  <section class="Badges_root__l9K8j">
    <a href="https://www.g2.com/products/relaywise/reviews"><img src="/badges/g2-leader-spring-2024.svg" alt="G2 Leader Spring 2024"/></a>
    <img src="/badges/soc2.svg" alt="SOC 2 Type II"/>
  </section>
</main>
${footer}
</div>
${nextData('/', { hero: { variant: 'b' }, customers: ['northwind-outfitters', 'bluefin-health', 'carrow-bikes', 'maple-and-finch'] })}
</body>
</html>`,
    },
    '/integrations': {
      headers: vercel,
      html: `${head('Integrations | Relaywise', 'Browse 300+ Relaywise integrations.', '/integrations')}
<body>
<div id="__next">
${nav}
${directory(page1, 1)}
${footer}
</div>
${nextData('/integrations', { page: 1, pageCount: 2, total: 13, integrations: page1 })}
</body>
</html>`,
    },
    '/integrations?page=2': {
      headers: vercel,
      html: `${head('Integrations (page 2) | Relaywise', 'Browse 300+ Relaywise integrations.', '/integrations?page=2')}
<body>
<div id="__next">
${nav}
${directory(page2, 2)}
${footer}
</div>
${nextData('/integrations', { page: 2, pageCount: 2, total: 13, integrations: page2 })}
</body>
</html>`,
    },
    '/experts': {
      headers: vercel,
      html: `${head('Relaywise Experts | Certified automation agencies', 'Hire a certified Relaywise Expert to design and run your workflows.', '/experts')}
<body>
<div id="__next">
${nav}
<main class="Experts_root__g2H3i">
  <h1>Relaywise Experts</h1>
  <p>Certified agencies and consultants who design, build and maintain Relaywise workflows for their clients. Every Expert has at least two certified builders on staff.</p>
  <div class="Experts_grid__j4K5l">
    <article class="ExpertCard_root__m6N7o">
      <img src="/experts/northgate.png" alt="Northgate Automation"/>
      <h2>Northgate Automation</h2>
      <p class="ExpertCard_tier__p8Q9r">Platinum Expert · Boston, US</p>
      <p>RevOps automation for B2B SaaS: lead routing, quote-to-cash and renewals.</p>
      <a href="https://northgate-automation.com/relaywise">Visit northgate-automation.com</a>
    </article>
    <article class="ExpertCard_root__m6N7o">
      <img src="/experts/fluxworks.png" alt="Fluxworks Consulting"/>
      <h2>Fluxworks Consulting</h2>
      <p class="ExpertCard_tier__p8Q9r">Gold Expert · Manchester, UK</p>
      <p>Finance operations specialists; month-end close and ERP integrations.</p>
      <a href="https://www.fluxworks.co.uk/">Visit fluxworks.co.uk</a>
    </article>
    <article class="ExpertCard_root__m6N7o">
      <img src="/experts/dataweave.png" alt="Dataweave Partners"/>
      <h2>Dataweave Partners</h2>
      <p class="ExpertCard_tier__p8Q9r">Gold Expert · Melbourne, AU</p>
      <p>Implementation partner for e-commerce and logistics brands across APAC.</p>
      <a href="https://dataweave-partners.com.au">Visit dataweave-partners.com.au</a>
    </article>
    <article class="ExpertCard_root__m6N7o">
      <img src="/experts/opsandoak.png" alt="Ops &amp; Oak"/>
      <h2>Ops &amp; Oak</h2>
      <p class="ExpertCard_tier__p8Q9r">Silver Expert · Toronto, CA</p>
      <p>Fractional ops team for seed-stage startups.</p>
      <a href="https://opsandoak.com">Visit opsandoak.com</a>
    </article>
    <article class="ExpertCard_root__m6N7o">
      <h2>Rivet Labs</h2>
      <p class="ExpertCard_tier__p8Q9r">Silver Expert · Austin, US</p>
      <p>Independent consultant. Contact through the Relaywise community.</p>
      <a href="https://community.relaywise.io/u/rivetlabs">Community profile</a>
    </article>
  </div>
  <p>Want to join? Read the <a href="/blog/expert-program-2024">2024 Expert program guide</a> and <a href="/partners/apply?type=expert">apply here</a>.</p>
</main>
${footer}
</div>
${nextData('/experts', { count: 5 })}
</body>
</html>`,
    },
    '/customers': {
      headers: vercel,
      html: `${head('Customers | Relaywise', 'How teams run on Relaywise.', '/customers')}
<body>
<div id="__next">
${nav}
<main>
  <h1>Customer stories</h1>
  <article>
    <h2>Carrow Bikes cut order-to-ship time by 38%</h2>
    <p>The Dutch e-bike maker connected its storefront, ERP and carriers. <a href="/customers/carrow-bikes">Read the story</a> · <a href="https://www.carrowbikes.nl">carrowbikes.nl</a></p>
  </article>
  <article>
    <h2>Bluefin Health automates credentialing</h2>
    <p>Clinician onboarding now takes two days instead of two weeks. <a href="/customers/bluefin-health">Read the story</a> · <a href="https://bluefinhealth.com">bluefinhealth.com</a></p>
  </article>
  <article>
    <h2>Maple &amp; Finch closes the books in three days</h2>
    <p><a href="/customers/maple-and-finch">Read the story</a></p>
  </article>
  <p>As featured in <a href="https://www.saasweekly.news/2024/03/relaywise-series-b">SaaS Weekly</a>.</p>
</main>
${footer}
</div>
${nextData('/customers', {})}
</body>
</html>`,
    },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain; charset=utf-8', server: 'Vercel' },
      html: `User-agent: *
Allow: /
Disallow: /api/

Sitemap: https://relaywise.io/sitemap.xml
`,
    },
  },
  sitemap: ['/', '/integrations', '/integrations?page=2', '/experts', '/customers', '/pricing', '/product'],
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'segment', 'intercom', 'hsts', 'open-graph'],
  partners: {
    'ledgerbird.com': 'technology',
    'pipefront.io': 'technology',
    'tallyhive.com': 'technology',
    'shipcove.com': 'technology',
    'quillmail.com': 'technology',
    'stackdesk.co': 'technology',
    'bramblehr.com': 'technology',
    'parcelnest.com': 'technology',
    'orbitsheet.io': 'technology',
    'kanbo.app': 'technology',
    'vaultsign.com': 'technology',
    'tidewateranalytics.com': 'technology',
    'pingstack.dev': 'technology',
    'northgate-automation.com': 'channel',
    'fluxworks.co.uk': 'channel',
    'dataweave-partners.com.au': 'channel',
    'opsandoak.com': 'channel',
  },
};
