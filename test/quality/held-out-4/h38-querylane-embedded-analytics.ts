import type { CorpusSite } from '../corpus/types.js';

/** A Gatsby site on Netlify of an embedded-analytics (BI) vendor; partner links go through Netlify redirect rules. */
const HEADERS = {
  server: 'Netlify',
  'x-nf-request-id': '01JDKQ7M3Z8R5V2W9X4Y6A1B3C',
  'strict-transport-security': 'max-age=31536000',
  'cache-control': 'public,max-age=0,must-revalidate',
  age: '0',
};

function page(path: string, title: string, description: string, body: string, headExtra = ''): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta http-equiv="x-ua-compatible" content="ie=edge"/>
<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no"/><meta name="generator" content="Gatsby 5.13.3"/>
<style data-href="/styles.5c2a8e1f3b9d7a40.css" data-identity="gatsby-global-css">.site{font-family:Inter,sans-serif}</style>
<title data-react-helmet="true">${title}</title>
<meta data-react-helmet="true" name="description" content="${description}"/>
<meta data-react-helmet="true" property="og:title" content="${title}"/><meta data-react-helmet="true" property="og:description" content="${description}"/>
<meta data-react-helmet="true" property="og:type" content="website"/><meta data-react-helmet="true" property="og:url" content="https://querylane.com${path}"/>
<meta data-react-helmet="true" name="twitter:card" content="summary_large_image"/>
<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin="anonymous"/>
<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter:wght@400;600;700&amp;display=swap"/>
<link rel="sitemap" type="application/xml" href="/sitemap-index.xml"/>
<link as="script" rel="preload" href="/webpack-runtime-8a3f2c1d9e7b5a46.js"/><link as="script" rel="preload" href="/framework-4b9c2e1a7d3f5e68.js"/><link as="script" rel="preload" href="/app-1d7e3a9c5b2f4e80.js"/>
<script src="https://cdn.segment.com/analytics.js/v1/Qz7LmP2kX9rT4vW1/analytics.min.js" async=""></script>
${headExtra}
</head><body><div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"><div class="site">
<header class="Header-module--header--3xK2p"><a href="/" class="Header-module--logo--1Q9aT" aria-label="Querylane"><svg width="132" height="28" viewBox="0 0 132 28"><path d="M2 2h24v24H2z"/></svg></a>
<nav class="Header-module--nav--2Lm7R"><ul>
<li><a href="/product/">Product</a></li><li><a href="/pricing/">Pricing</a></li>
<li class="Header-module--dropdown--9Kp2W"><a href="/partners/">Partners</a><ul>
<li><a href="/partners/directory/">Partner directory</a></li><li><a href="/partners/technology/">Technology partners</a></li><li><a href="/partners/program/">Become a partner</a></li></ul></li>
<li><a href="/summit/">Summit 2026</a></li>
<li class="Header-module--dropdown--9Kp2W"><a href="/resources/">Resources</a><ul>
<li><a href="https://medium.com/querylane-engineering">Engineering blog</a></li><li><a href="https://docs.querylane.com/">Docs</a></li><li><a href="/compare/querylane-vs-looker/">Querylane vs Looker</a></li></ul></li>
</ul></nav>
<a class="Header-module--cta--7Vb3N" href="https://app.querylane.com/signup">Start free</a></header>
<main>${body}</main>
<footer class="Footer-module--footer--5Tq8M"><div class="Footer-module--cols--1Ab4C">
<div><h4>Company</h4><ul><li><a href="/about/">About</a></li><li><a href="https://jobs.lever.co/querylane">Careers</a></li><li><a href="/partners/">Partners</a></li><li><a href="/security/">Security</a></li></ul></div>
<div><h4>Developers</h4><ul><li><a href="https://docs.querylane.com/">Documentation</a></li><li><a href="https://github.com/querylane">GitHub</a></li><li><a href="https://status.querylane.com/">Status</a></li></ul></div>
<div><h4>Social</h4><ul><li><a href="https://www.linkedin.com/company/querylane">LinkedIn</a></li><li><a href="https://x.com/querylane">X</a></li><li><a href="https://www.youtube.com/@querylane">YouTube</a></li></ul></div>
</div><p>© 2026 Querylane, Inc. · 548 Market St, San Francisco, CA</p></footer>
</div></div><div id="gatsby-announcer" style="position:absolute;top:0;width:1px;height:1px;padding:0;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;border:0" aria-live="assertive" aria-atomic="true"></div></div>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${path}";/*]]>*/</script>
<script src="/webpack-runtime-8a3f2c1d9e7b5a46.js" async=""></script><script src="/framework-4b9c2e1a7d3f5e68.js" async=""></script><script src="/app-1d7e3a9c5b2f4e80.js" async=""></script>
</body></html>`;
}

const home = page(
  '/',
  'Querylane — Embedded analytics for SaaS products',
  'Ship customer-facing dashboards in days. Querylane connects to your warehouse and embeds white-label analytics in your app.',
  `<section class="Hero-module--hero--4Hk1Z"><h1>Customer-facing analytics, shipped this sprint</h1><p>Connect your warehouse, model once, embed white-label dashboards anywhere.</p><a href="https://app.querylane.com/signup">Start free</a> <a href="/demo/">Get a demo</a></section>
<section class="Logos-module--logos--2Wn5B"><h2>Powering analytics at</h2><ul>
<li><a href="https://www.fleetgrid.com/"><img src="/static/fleetgrid-3a1f.svg" alt="Fleetgrid"/></a></li>
<li><a href="https://carebook.health/"><img src="/static/carebook-9c2e.svg" alt="Carebook"/></a></li>
<li><a href="https://www.shelfwise.ai/"><img src="/static/shelfwise-7d4b.svg" alt="Shelfwise"/></a></li>
<li><a href="https://payroo.com/"><img src="/static/payroo-1b8a.svg" alt="Payroo"/></a></li></ul></section>
<section class="Features-module--features--8Pq3D"><div><h3>Warehouse-native</h3><p>Queries run in your Snowflake, Databricks, BigQuery or ClickHouse — no data copies.</p></div>
<div><h3>Semantic layer</h3><p>Reuse your dbt metrics or define them in Querylane.</p></div><div><h3>Multi-tenant by design</h3><p>Row-level security per customer, SSO and theming.</p></div></section>
<section class="Proof-module--proof--6Tr2K"><a href="https://www.g2.com/products/querylane/reviews"><img src="/static/g2-high-performer-fall-2026.svg" alt="G2 High Performer Fall 2026"/></a>
<p>Backed by <a href="https://www.accel.com/">Accel</a> and <a href="https://www.boldstart.vc/">Boldstart Ventures</a>.</p></section>
<section class="Partners-module--teaser--3Mn8L"><h2>Implementation help, anywhere</h2><p>Certified consultancies build Querylane dashboards for you. <a href="/partners/directory/">Find a partner</a></p></section>`,
);

const partnersHub = page(
  '/partners/',
  'Partners — Querylane',
  'Consulting partners and technology partners of Querylane.',
  `<section class="PageHead-module--head--1Xy7Z"><h1>Querylane partners</h1><p>Work with a certified consultancy, or connect Querylane to the data stack you already run.</p></section>
<section class="Cards-module--cards--5Gh2J"><a href="/partners/directory/"><h2>Partner directory</h2><p>Consultancies and agencies certified on Querylane.</p></a>
<a href="/partners/technology/"><h2>Technology partners</h2><p>Warehouses, transformation and ingestion tools we integrate with.</p></a>
<a href="/partners/program/"><h2>Become a partner</h2><p>Join the Querylane partner program.</p></a></section>`,
);

interface Consultancy {
  slug: string;
  name: string;
  region: string;
  tier: 'Premier' | 'Select' | 'Registered';
  target: string;
  showDomain: boolean;
  /** an opaque Netlify redirect (/go/partner/<slug>/) rather than the /out/?url= click tracker */
  opaque?: boolean;
}

const consultancies: Consultancy[] = [
  {
    slug: 'datamesh',
    name: 'Datamesh Consulting',
    region: 'North America',
    tier: 'Premier',
    target: 'https://www.datamesh-consulting.com/?utm_source=querylane&utm_medium=partner-directory',
    showDomain: true,
    opaque: true,
  },
  {
    slug: 'brightlane',
    name: 'Brightlane Analytics',
    region: 'North America',
    tier: 'Premier',
    target: 'https://brightlane.io/',
    showDomain: false,
    opaque: true,
  },
  { slug: 'kubik', name: 'Kubik Data', region: 'Europe', tier: 'Premier', target: 'https://kubikdata.pl/en/', showDomain: false },
  {
    slug: 'insightful',
    name: 'Insightful Partners',
    region: 'APAC',
    tier: 'Select',
    target: 'https://www.insightfulpartners.com.au/',
    showDomain: true,
  },
  {
    slug: 'tessellate',
    name: 'Tessellate Analytics',
    region: 'APAC',
    tier: 'Select',
    target: 'https://tessellate.co.nz/',
    showDomain: false,
  },
  {
    slug: 'northwind',
    name: 'Northwind Data',
    region: 'North America',
    tier: 'Select',
    target: 'https://www.northwinddata.ca/',
    showDomain: false,
  },
  { slug: 'quarry', name: 'Quarry Labs', region: 'Europe', tier: 'Registered', target: 'https://quarrylabs.dev/', showDomain: true },
  { slug: 'datafjord', name: 'DataFjord AS', region: 'Europe', tier: 'Registered', target: 'https://datafjord.no/', showDomain: false },
  {
    slug: 'lumen',
    name: 'Lumen BI',
    region: 'Latin America',
    tier: 'Registered',
    target: 'https://www.lumenbi.com.br/',
    showDomain: false,
  },
  {
    slug: 'sigma7',
    name: 'Sigma Seven Consulting',
    region: 'India',
    tier: 'Registered',
    target: 'https://sigma7consulting.in/',
    showDomain: true,
  },
];

function outLink(c: Consultancy): string {
  return c.opaque ? `/go/partner/${c.slug}/` : `/out/?url=${encodeURIComponent(c.target)}`;
}

function card(c: Consultancy): string {
  const domain = new URL(c.target).hostname.replace(/^www\./, '');
  return `<article class="PartnerCard-module--card--2Dq9W"><span class="PartnerCard-module--tier--6Ls1B">${c.tier}</span><h3>${c.name}</h3><p>${c.region}</p>${c.showDomain ? `<p class="PartnerCard-module--domain--4Bv7N">${domain}</p>` : ''}<a href="${outLink(c)}" rel="noopener" target="_blank">Visit website →</a></article>`;
}

function directory(pageNo: number): string {
  const list = pageNo === 1 ? consultancies.slice(0, 6) : consultancies.slice(6);
  const tiers = ['Premier', 'Select', 'Registered'] as const;
  const sections = tiers
    .map((t) => [t, list.filter((c) => c.tier === t)] as const)
    .filter(([, cs]) => cs.length)
    .map(([t, cs]) => `<section><h2>${t} partners</h2><div class="Grid-module--grid--7Nc4X">${cs.map(card).join('')}</div></section>`)
    .join('\n');
  const path = pageNo === 1 ? '/partners/directory/' : `/partners/directory/${pageNo}/`;
  const pager =
    pageNo === 1
      ? `<nav class="Pager-module--pager--1Rt6S"><span>1</span> <a href="/partners/directory/2/">2</a> <a href="/partners/directory/2/" rel="next">Next</a></nav>`
      : `<nav class="Pager-module--pager--1Rt6S"><a href="/partners/directory/" rel="prev">Previous</a> <a href="/partners/directory/">1</a> <span>2</span></nav>`;
  return page(
    path,
    `Partner directory${pageNo > 1 ? ` (page ${pageNo})` : ''} — Querylane`,
    'Find a certified Querylane consulting partner to design, build and embed your analytics.',
    `<section class="PageHead-module--head--1Xy7Z"><h1>Partner directory</h1><p>Certified consultancies that design data models and build embedded dashboards with Querylane.</p></section>
<div class="Filters-module--filters--3Jk8P"><button>All regions</button><button>North America</button><button>Europe</button><button>APAC</button></div>
${sections}
${pager}`,
  );
}

const techPartners = [
  { name: 'Snowflake', url: 'https://www.snowflake.com/', category: 'Data warehouse' },
  { name: 'Databricks', url: 'https://www.databricks.com/', category: 'Lakehouse' },
  { name: 'ClickHouse', url: 'https://clickhouse.com/', category: 'Real-time analytics database' },
  { name: 'dbt Labs', url: 'https://www.getdbt.com/', category: 'Transformation & semantic layer' },
  { name: 'Fivetran', url: 'https://www.fivetran.com/', category: 'Data ingestion' },
  { name: 'Airbyte', url: 'https://airbyte.com/', category: 'Data ingestion' },
];

const itemList = JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name: 'Querylane technology partners',
  itemListElement: techPartners.map((p, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    item: { '@type': 'Organization', name: p.name, url: p.url, description: p.category },
  })),
});

const technology = page(
  '/partners/technology/',
  'Technology partners — Querylane',
  'Querylane technology partners: Snowflake, Databricks, ClickHouse, dbt Labs, Fivetran and Airbyte.',
  `<section class="PageHead-module--head--1Xy7Z"><h1>Technology partners</h1><p>We co-develop and certify integrations with the modern data stack.</p></section>
<ul class="LogoGrid-module--grid--9Hs2V">
${techPartners.map((p) => `<li><img src="/static/tech/${p.name.toLowerCase().replace(/\s/g, '-')}.svg" alt="${p.name}" width="140" height="48"/><span>${p.category}</span></li>`).join('\n')}
</ul>
<p>Looking for another connector? <a href="https://docs.querylane.com/connectors">See all 40 connectors in the docs</a>.</p>`,
  `<script type="application/ld+json" data-react-helmet="true">${itemList}</script>`,
);

const program = page(
  '/partners/program/',
  'Become a partner — Querylane',
  'Join the Querylane partner program: referral fees, certification and co-selling.',
  `<section class="PageHead-module--head--1Xy7Z"><h1>Become a Querylane partner</h1><p>For consultancies, agencies and technology vendors.</p></section>
<section><h2>Tiers</h2><dl><dt>Registered</dt><dd>Free certification, sandbox, directory listing.</dd><dt>Select</dt><dd>15% referral fee, partner manager.</dd><dt>Premier</dt><dd>25% referral fee, co-selling, featured placement.</dd></dl></section>
<section><h2>Apply</h2><p>Fill in the <a href="https://querylane.typeform.com/to/PartnerApply">partner application</a>. Already a partner? <a href="https://partners.querylane.com/">Partner portal</a></p></section>`,
);

const summit = page(
  '/summit/',
  'Querylane Summit 2026 — San Francisco, 14 May',
  'A day of talks on customer-facing analytics. Thanks to our sponsors.',
  `<section class="PageHead-module--head--1Xy7Z"><h1>Querylane Summit 2026</h1><p>14 May 2026 · Fort Mason, San Francisco</p></section>
<section><h2>Thank you to our sponsors</h2>
<h3>Platinum</h3><ul><li><a href="https://www.montecarlodata.com/">Monte Carlo</a></li><li><a href="https://hex.tech/">Hex</a></li></ul>
<h3>Gold</h3><ul><li><a href="https://atlan.com/">Atlan</a></li><li><a href="https://www.cube.dev/">Cube</a></li></ul>
<p>Venue partner: <a href="https://fortmason.org/">Fort Mason Center</a>.</p></section>`,
);

const compare = page(
  '/compare/querylane-vs-looker/',
  'Querylane vs Looker — embedded analytics compared',
  'Why product teams choose Querylane over Looker, Tableau and Metabase for customer-facing analytics.',
  `<section class="PageHead-module--head--1Xy7Z"><h1>Querylane vs Looker</h1></section>
<table><tr><th></th><th>Querylane</th><th><a href="https://cloud.google.com/looker">Looker</a></th><th><a href="https://www.tableau.com/products/embedded-analytics">Tableau Embedded</a></th><th><a href="https://www.metabase.com/product/embedded-analytics">Metabase</a></th></tr>
<tr><td>Per-tenant pricing</td><td>Yes</td><td>No</td><td>No</td><td>Yes</td></tr><tr><td>White-label</td><td>Full</td><td>Partial</td><td>Partial</td><td>Paid tier</td></tr></table>`,
);

const redirects: Record<string, { redirect: string }> = Object.fromEntries(consultancies.map((c) => [outLink(c), { redirect: c.target }]));

export const site: CorpusSite = {
  domain: 'querylane.com',
  covers:
    'Gatsby/Netlify BI site: a "Partners" dropdown leads to a hub, a tiered and paginated "Partner directory" (/partners/directory/2/) whose cards link only through the site\'s own redirects: a /out/?url= click tracker carrying the target, or two opaque /go/partner/ Netlify redirects (some cards print the domain), and "Technology partners" shown as unlinked logos with the URLs only in JSON-LD ItemList; traps: customer logos, G2 badge, investors, summit sponsors and venue, competitor comparison, Medium blog, Typeform application and partner portal on the program page, Lever careers, GitHub.',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/partners/': { headers: HEADERS, html: partnersHub },
    '/partners/directory/': { headers: HEADERS, html: directory(1) },
    '/partners/directory/2/': { headers: HEADERS, html: directory(2) },
    '/partners/technology/': { headers: HEADERS, html: technology },
    '/partners/program/': { headers: HEADERS, html: program },
    '/summit/': { headers: HEADERS, html: summit },
    '/compare/querylane-vs-looker/': { headers: HEADERS, html: compare },
    ...redirects,
  },
  technologies: ['gatsby', 'react', 'webpack', 'netlify', 'hsts', 'segment', 'lever', 'open-graph', 'google-font-api'],
  partners: {
    'datamesh-consulting.com': 'channel',
    'brightlane.io': 'channel',
    'kubikdata.pl': 'channel',
    'insightfulpartners.com.au': 'channel',
    'tessellate.co.nz': 'channel',
    'northwinddata.ca': 'channel',
    'quarrylabs.dev': 'channel',
    'datafjord.no': 'channel',
    'lumenbi.com.br': 'channel',
    'sigma7consulting.in': 'channel',
    'snowflake.com': 'technology',
    'databricks.com': 'technology',
    'clickhouse.com': 'technology',
    'getdbt.com': 'technology',
    'fivetran.com': 'technology',
    'airbyte.com': 'technology',
  },
};
