import type { CorpusSite } from '../corpus/types.js';

/** A Next.js site: headers from its nginx front, the build id in every page, the page data in __NEXT_DATA__. */
const HEADERS = {
  server: 'nginx',
  'x-powered-by': 'Next.js',
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'set-cookie': 'NEXT_LOCALE=en; Path=/; Max-Age=31536000; SameSite=Lax',
  'cache-control': 's-maxage=300, stale-while-revalidate',
};

const BUILD = 'kH3v9QmXr2Lw_0aZ';

function page(path: string, title: string, description: string, main: string, pageProps: unknown): string {
  const data = JSON.stringify({ props: { pageProps }, page: path, query: {}, buildId: BUILD, isFallback: false, gsp: true, locale: 'en' });
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>${title}</title><meta name="description" content="${description}"/>
<meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/>
<meta property="og:image" content="https://fjordhost.com/og/default.png"/><meta property="og:type" content="website"/>
<meta name="twitter:card" content="summary_large_image"/><meta name="twitter:site" content="@fjordhost"/>
<link rel="icon" href="/favicon.ico"/><link rel="preload" href="/_next/static/media/inter-var.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>
<link rel="stylesheet" href="/_next/static/css/5f1c0e7a2b9d4c13.css" data-n-g=""/>
<script defer="" data-domain="fjordhost.com" src="https://plausible.io/js/plausible.js"></script>
<script src="/_next/static/chunks/polyfills-c67a75d1b6f99dc8.js" defer="" nomodule=""></script>
<script src="/_next/static/chunks/webpack-87b3a303122f2c79.js" defer=""></script>
<script src="/_next/static/chunks/framework-fda0a023b274c574.js" defer=""></script>
<script src="/_next/static/chunks/main-6a2b7c1e0b2f4f1a.js" defer=""></script>
<script src="/_next/static/chunks/pages/_app-4e3a52bb6c1f0f2d.js" defer=""></script>
<script src="/_next/static/${BUILD}/_buildManifest.js" defer=""></script><script src="/_next/static/${BUILD}/_ssgManifest.js" defer=""></script>
</head><body><div id="__next">
<header class="nav"><a class="nav__logo" href="/" aria-label="FjordHost home"><svg width="120" height="28" viewBox="0 0 120 28"><path d="M0 0h12v28H0z"/></svg></a>
<nav aria-label="Main"><ul>
<li><a href="/products/cloud-servers">Cloud servers</a></li><li><a href="/products/managed-kubernetes">Kubernetes</a></li>
<li><a href="/products/object-storage">Object storage</a></li><li><a href="/pricing">Pricing</a></li>
<li><a href="/ecosystem">Ecosystem</a></li><li><a href="https://docs.fjordhost.com/">Docs</a></li><li><a href="/company">Company</a></li>
</ul></nav>
<div class="nav__cta"><a href="https://console.fjordhost.cloud/login">Log in</a> <a class="btn" href="https://console.fjordhost.cloud/signup">Start free</a></div></header>
<main>${main}</main>
<footer class="footer"><div class="footer__cols">
<div><h4>Products</h4><ul><li><a href="/products/cloud-servers">Cloud servers</a></li><li><a href="/products/managed-kubernetes">Managed Kubernetes</a></li><li><a href="/products/object-storage">Object storage</a></li><li><a href="/products/load-balancers">Load balancers</a></li></ul></div>
<div><h4>Resources</h4><ul><li><a href="https://docs.fjordhost.com/">Documentation</a></li><li><a href="https://docs.fjordhost.com/api">API reference</a></li><li><a href="https://fjordhoststatus.com/">Status</a></li><li><a href="/compare">Compare</a></li><li><a href="/customers">Customers</a></li></ul></div>
<div><h4>Company</h4><ul><li><a href="/company">About</a></li><li><a href="/ecosystem">Ecosystem</a></li><li><a href="https://boards.greenhouse.io/fjordhost">Careers</a></li><li><a href="/legal/dpa">DPA</a></li><li><a href="/legal/privacy">Privacy</a></li></ul></div>
</div>
<div class="footer__social"><a href="https://github.com/fjordhost" aria-label="GitHub">GitHub</a> <a href="https://x.com/fjordhost" aria-label="X">X</a> <a href="https://www.linkedin.com/company/fjordhost/" aria-label="LinkedIn">LinkedIn</a> <a href="https://mastodon.social/@fjordhost" aria-label="Mastodon">Mastodon</a></div>
<p class="footer__legal">© 2026 FjordHost AS · Org. nr. 924 118 331 · Bergen, Norway · Data centres in Bergen, Oslo and Stockholm, powered by 100% hydro.</p>
</footer></div>
<script id="__NEXT_DATA__" type="application/json">${data}</script></body></html>`;
}

const home = page(
  '/',
  'FjordHost — European cloud servers, Kubernetes and storage',
  'Fast, simple, sovereign cloud infrastructure from Norway. Cloud servers from €4/month.',
  `<section class="hero"><h1>Sovereign cloud, without the hyperscaler bill</h1>
<p>NVMe cloud servers, managed Kubernetes and S3-compatible storage, run from our own data centres in Norway and Sweden.</p>
<a class="btn" href="https://console.fjordhost.cloud/signup">Deploy in 40 seconds</a> <a class="btn btn--ghost" href="/pricing">See pricing</a></section>
<section class="logos"><h2>Trusted by 30,000 developers and teams at</h2><ul class="logos__row">
<li><a href="https://pixelforge.gg/"><img src="https://images.ctfassets.net/q8z1fjh/4Tp/pixelforge.svg" alt="Pixelforge"/></a></li>
<li><a href="https://www.tallyworks.io/"><img src="https://images.ctfassets.net/q8z1fjh/7Ka/tallyworks.svg" alt="Tallyworks"/></a></li>
<li><a href="https://brightbird.health/"><img src="https://images.ctfassets.net/q8z1fjh/1Bb/brightbird.svg" alt="Brightbird Health"/></a></li>
<li><a href="https://nordlysmedia.no/"><img src="https://images.ctfassets.net/q8z1fjh/9Nm/nordlys.svg" alt="Nordlys Media"/></a></li>
<li><a href="https://www.kodeklubben-bergen.no/"><img src="https://images.ctfassets.net/q8z1fjh/2Kk/kodeklubben.svg" alt="Kodeklubben Bergen"/></a></li>
</ul><a href="/customers">Read their stories →</a></section>
<section class="features"><article><h3>Cloud servers</h3><p>Dedicated vCPU or shared, from 1 to 64 cores, with 20 TB of traffic included.</p></article>
<article><h3>Managed Kubernetes</h3><p>Free control plane, autoscaling node pools, CSI volumes.</p></article>
<article><h3>Object storage</h3><p>S3-compatible, €5 per TB, no egress fees inside Europe.</p></article></section>
<section class="eco"><h2>Works with the tools you already run</h2><p>Terraform provider, backup agents, control panels and observability stacks: see our technology alliances and the managed service providers who run FjordHost for their clients.</p>
<a href="/ecosystem">Explore the ecosystem →</a></section>
<section class="trust"><h2>Compliance you can show your auditor</h2><ul>
<li>ISO/IEC 27001:2022 certified — certificate issued by <a href="https://www.dnv.com/assurance/">DNV</a></li>
<li>Member of <a href="https://cispe.cloud/">CISPE</a> and signatory of the CISPE Data Protection Code of Conduct</li>
<li>GDPR-native: no US parent company, no CLOUD Act exposure</li></ul></section>`,
  {
    hero: { title: 'Sovereign cloud, without the hyperscaler bill' },
    customers: ['pixelforge', 'tallyworks', 'brightbird', 'nordlys', 'kodeklubben'],
  },
);

const ecosystem = page(
  '/ecosystem',
  'Ecosystem — FjordHost',
  'Technology alliances and certified hosting partners around the FjordHost cloud.',
  `<section class="page-hero"><h1>The FjordHost ecosystem</h1><p>Software that runs best on FjordHost, and the people who can run it for you.</p></section>
<section class="cards cards--2">
<a class="card" href="/ecosystem/technology-alliances"><h2>Technology alliances</h2><p>Backup, control panels, infrastructure-as-code and observability vendors we build and test integrations with.</p><span>Browse alliances →</span></a>
<a class="card" href="/ecosystem/hosting-partners"><h2>Hosting partners</h2><p>Certified managed service providers and agencies across Europe who design, migrate and operate FjordHost environments.</p><span>Find a partner →</span></a>
</section>
<section class="cta"><h2>Build with us</h2><p>Are you an MSP, agency or software vendor? Join the partner program for margin, credits and co-marketing.</p>
<a class="btn" href="/ecosystem/partner-program">Become a partner</a> <a href="https://partners.fjordhost.com/login">Partner portal login</a></section>`,
  { sections: ['technology-alliances', 'hosting-partners'] },
);

const alliances = [
  {
    name: 'Veeam',
    slug: 'veeam',
    category: 'Backup & recovery',
    url: 'https://www.veeam.com/?utm_source=fjordhost&utm_medium=partner',
    blurb: 'Veeam Backup & Replication with FjordHost Object Storage as an immutable repository.',
  },
  {
    name: 'Acronis',
    slug: 'acronis',
    category: 'Backup & recovery',
    url: 'https://www.acronis.com/en-eu/',
    blurb: 'Acronis Cyber Protect agents preinstalled on request.',
  },
  {
    name: 'Plesk',
    slug: 'plesk',
    category: 'Control panels',
    url: 'https://www.plesk.com/',
    blurb: 'One-click Plesk Obsidian images with FjordHost licensing.',
  },
  {
    name: 'cPanel & WHM',
    slug: 'cpanel',
    category: 'Control panels',
    url: 'https://cpanel.net/',
    blurb: 'cPanel & WHM images and per-server licences billed on your FjordHost invoice.',
  },
  {
    name: 'HashiCorp Terraform',
    slug: 'terraform',
    category: 'Infrastructure as code',
    url: 'https://www.hashicorp.com/partners/tech/fjordhost',
    blurb: 'The official fjordhost/fjordhost provider, verified in the Terraform Registry.',
  },
  {
    name: 'Grafana Labs',
    slug: 'grafana',
    category: 'Observability',
    url: 'https://grafana.com/?src=fjordhost',
    blurb: 'Ship server metrics to Grafana Cloud with the FjordHost data source.',
  },
  {
    name: 'SUSE Rancher',
    slug: 'rancher',
    category: 'Kubernetes management',
    url: 'https://www.suse.com/products/suse-rancher/',
    blurb: 'Provision FjordHost Kubernetes clusters from Rancher with our node driver.',
  },
].map((a) => ({ ...a, logo: `https://images.ctfassets.net/q8z1fjh/${a.slug}/logo.svg` }));

const technologyAlliances = page(
  '/ecosystem/technology-alliances',
  'Technology alliances — FjordHost Ecosystem',
  'Software vendors FjordHost partners with: backup, control panels, Terraform, observability and Kubernetes management.',
  `<nav class="breadcrumbs"><a href="/ecosystem">Ecosystem</a> / <span>Technology alliances</span></nav>
<section class="page-hero"><h1>Technology alliances</h1><p>Integrations we build, test and support together with their vendors.</p></section>
<div class="filters" role="tablist"><button role="tab" aria-selected="true">All</button><button role="tab">Backup &amp; recovery</button><button role="tab">Control panels</button><button role="tab">Infrastructure as code</button><button role="tab">Observability</button></div>
<div class="grid grid--alliances" aria-busy="true"><div class="skeleton"></div><div class="skeleton"></div><div class="skeleton"></div></div>`,
  { alliances, categories: ['Backup & recovery', 'Control panels', 'Infrastructure as code', 'Observability', 'Kubernetes management'] },
);

interface Msp {
  name: string;
  country: string;
  tier: 'Gold' | 'Silver';
  url: string;
  text: string;
}

function partnerCards(list: Msp[]): string {
  return list
    .map(
      (
        p,
      ) => `<article class="partner-card"><div class="partner-card__head"><h3>${p.name}</h3><span class="badge badge--${p.tier.toLowerCase()}">${p.tier} MSP</span></div>
<p class="partner-card__country">${p.country}</p><p>${p.text}</p><a class="partner-card__link" href="${p.url}" target="_blank" rel="noopener">Visit website</a></article>`,
    )
    .join('\n');
}

const mspPage1: Msp[] = [
  {
    name: 'Bitbarn AS',
    country: 'Norway',
    tier: 'Gold',
    url: 'https://www.bitbarn.no/',
    text: 'Managed hosting and 24/7 operations for Norwegian e-commerce.',
  },
  {
    name: 'Kaldt Vann Consulting',
    country: 'Norway',
    tier: 'Silver',
    url: 'https://kaldtvann.no/',
    text: 'Kubernetes migrations for public-sector workloads.',
  },
  {
    name: 'Opsharbor Ltd',
    country: 'United Kingdom',
    tier: 'Gold',
    url: 'https://opsharbor.co.uk/?ref=fjordhost',
    text: 'Platform engineering and SRE retainers.',
  },
  {
    name: 'Nimbuswerk GmbH',
    country: 'Germany',
    tier: 'Gold',
    url: 'https://www.nimbuswerk.de/',
    text: 'Sovereign-cloud consulting for the German Mittelstand.',
  },
  {
    name: 'Tundra IT Oy',
    country: 'Finland',
    tier: 'Silver',
    url: 'https://tundrait.fi/',
    text: 'Managed WordPress and Magento hosting on FjordHost.',
  },
  {
    name: 'Webhaus Wien',
    country: 'Austria',
    tier: 'Silver',
    url: 'https://webhaus.at/',
    text: 'Agency hosting with Plesk and backup included.',
  },
];

const mspPage2: Msp[] = [
  {
    name: 'Kraftops AB',
    country: 'Sweden',
    tier: 'Gold',
    url: 'https://kraftops.se/',
    text: 'Terraform-first infrastructure for scale-ups.',
  },
  {
    name: 'Lighthouse Managed Services',
    country: 'Ireland',
    tier: 'Silver',
    url: 'https://www.lighthouse-ms.ie/',
    text: 'Backup and disaster recovery as a service.',
  },
  {
    name: 'Polder Cloud B.V.',
    country: 'Netherlands',
    tier: 'Silver',
    url: 'https://poldercloud.nl/',
    text: 'GDPR-compliant hosting for Dutch healthcare software.',
  },
  {
    name: 'Agência Maré',
    country: 'Portugal',
    tier: 'Silver',
    url: 'https://agenciamare.pt/',
    text: 'Web agency hosting 400 client sites on FjordHost.',
  },
];

function directory(pageNo: number, list: Msp[]): string {
  const path = '/ecosystem/hosting-partners';
  const pager =
    pageNo === 1
      ? `<nav class="pager" aria-label="Pagination"><span aria-current="page">1</span> <a href="${path}?page=2">2</a> <a href="${path}?page=2" rel="next">Next →</a></nav>`
      : `<nav class="pager" aria-label="Pagination"><a href="${path}" rel="prev">← Previous</a> <a href="${path}">1</a> <span aria-current="page">2</span></nav>`;
  return page(
    path,
    `Hosting partners${pageNo > 1 ? ` — page ${pageNo}` : ''} — FjordHost Ecosystem`,
    'Certified managed service providers and agencies that build and run FjordHost environments.',
    `<nav class="breadcrumbs"><a href="/ecosystem">Ecosystem</a> / <span>Hosting partners</span></nav>
<section class="page-hero"><h1>Partner directory</h1><p>Certified managed service providers who migrate, secure and operate FjordHost infrastructure for their clients.</p></section>
<form class="filters" action="${path}" method="get"><label>Country <select name="country"><option value="">All countries</option><option>Norway</option><option>Germany</option><option>United Kingdom</option></select></label><button type="submit">Filter</button></form>
<p class="results">Showing ${pageNo === 1 ? '1–6' : '7–10'} of 10 partners</p>
<div class="grid grid--partners">${partnerCards(list)}</div>
${pager}
<aside class="cta"><h2>Not listed yet?</h2><p>Certified partners get a directory listing, leads and 20% recurring margin.</p><a href="/ecosystem/partner-program">Apply to the partner program</a> · <a href="https://partners.fjordhost.com/login">Partner portal</a></aside>`,
    { page: pageNo, total: 10, partners: list.map((p) => p.name) },
  );
}

const partnerProgram = page(
  '/ecosystem/partner-program',
  'Partner program — FjordHost',
  'Join the FjordHost partner program: 20% recurring margin, free credits, co-marketing and a directory listing.',
  `<section class="page-hero"><h1>Grow your business on sovereign cloud</h1><p>The FjordHost partner program is for managed service providers, agencies and software vendors.</p></section>
<section class="tiers"><table><thead><tr><th></th><th>Registered</th><th>Silver MSP</th><th>Gold MSP</th></tr></thead><tbody>
<tr><td>Recurring margin</td><td>10%</td><td>15%</td><td>20%</td></tr><tr><td>Free credits</td><td>€200</td><td>€1,000</td><td>€5,000</td></tr>
<tr><td>Directory listing</td><td>—</td><td>✓</td><td>✓ featured</td></tr><tr><td>Partner manager</td><td>—</td><td>Shared</td><td>Dedicated</td></tr></tbody></table></section>
<section class="steps"><h2>How it works</h2><ol><li>Apply with the form below.</li><li>Pass the FjordHost Certified Engineer exam (free, online).</li><li>Start reselling or managing client accounts from the partner portal.</li></ol></section>
<form class="apply" action="/api/partner-application" method="post"><label>Company <input name="company"/></label><label>Website <input name="website" type="url"/></label><label>Work e-mail <input name="email" type="email"/></label><button type="submit">Apply now</button></form>
<p>Already a partner? <a href="https://partners.fjordhost.com/login">Log in to the partner portal</a>.</p>`,
  { form: 'partner-application' },
);

const customers = page(
  '/customers',
  'Customer stories — FjordHost',
  'How teams run production on FjordHost.',
  `<section class="page-hero"><h1>Customer stories</h1></section>
<div class="grid grid--stories">
<article class="story"><img src="https://images.ctfassets.net/q8z1fjh/story1/pixelforge.jpg" alt=""/><h2>Pixelforge cut game-server costs by 58%</h2><p>The indie studio moved 900 dedicated game servers from a hyperscaler.</p><a href="https://pixelforge.gg/">pixelforge.gg</a></article>
<article class="story"><h2>Brightbird Health keeps patient data in Norway</h2><p>Managed Kubernetes with encrypted volumes and private networking.</p><a href="https://brightbird.health/">brightbird.health</a></article>
<article class="story"><h2>Tallyworks scales invoicing to 2M documents a day</h2><p>Object storage and load balancers behind a Rails monolith.</p><a href="https://www.tallyworks.io/">tallyworks.io</a></article>
<article class="story"><h2>Havbris Seafood tracks every catch</h2><p>IoT ingestion on cloud servers at the edge of the Arctic.</p><a href="https://havbris-seafood.no/">havbris-seafood.no</a></article>
</div>`,
  { stories: 4 },
);

const compare = page(
  '/compare',
  'FjordHost vs AWS, DigitalOcean and Hetzner',
  'An honest comparison of FjordHost with other cloud providers.',
  `<section class="page-hero"><h1>How FjordHost compares</h1><p>Prices checked on 1 November 2026 for a 4 vCPU / 8 GB server with 4 TB of traffic.</p></section>
<table class="compare"><thead><tr><th>Provider</th><th>Monthly price</th><th>Traffic included</th><th>EU-owned</th></tr></thead><tbody>
<tr><td><strong>FjordHost</strong></td><td>€19</td><td>20 TB</td><td>Yes</td></tr>
<tr><td><a href="https://aws.amazon.com/ec2/pricing/">AWS EC2</a></td><td>€141</td><td>100 GB</td><td>No</td></tr>
<tr><td><a href="https://www.digitalocean.com/pricing/droplets">DigitalOcean</a></td><td>€46</td><td>5 TB</td><td>No</td></tr>
<tr><td><a href="https://www.hetzner.com/cloud/">Hetzner Cloud</a></td><td>€15</td><td>20 TB</td><td>Yes</td></tr>
<tr><td><a href="https://www.linode.com/pricing/">Akamai Linode</a></td><td>€44</td><td>4 TB</td><td>No</td></tr>
</tbody></table><p class="fineprint">Trademarks belong to their owners. Competitor prices converted from USD at the ECB reference rate.</p>`,
  { rows: 5 },
);

const company = page(
  '/company',
  'About FjordHost',
  'FjordHost builds sovereign European cloud infrastructure from Bergen.',
  `<section class="page-hero"><h1>Cloud infrastructure, made in Bergen</h1><p>Founded in 2017 by three ex-telecom engineers. 62 people in Bergen, Oslo and Stockholm.</p></section>
<section><h2>Investors</h2><p>FjordHost is backed by <a href="https://www.northzone.com/">Northzone</a>, <a href="https://creandum.com/">Creandum</a> and <a href="https://www.investinor.no/">Investinor</a>.</p></section>
<section><h2>In the press</h2><ul class="press">
<li><a href="https://techcrunch.com/2026/03/12/fjordhost-raises-series-b/">TechCrunch: FjordHost raises €40M to take on the hyperscalers</a></li>
<li><a href="https://www.dn.no/teknologi/fjordhost/2-1-1590331">Dagens Næringsliv: Bergensk skyselskap dobler omsetningen</a></li></ul></section>
<section><h2>Awards</h2><p>Winner, Cloud Provider of the Year — <a href="https://www.cloudawards.org/winners-2026/">The Cloud Awards 2026</a>.</p></section>
<section><h2>Work with us</h2><p>We are hiring platform engineers. <a href="https://boards.greenhouse.io/fjordhost">See open roles</a>.</p></section>`,
  { team: 62 },
);

export const site: CorpusSite = {
  domain: 'fjordhost.com',
  otherDomains: ['fjordhost.cloud', 'fjordhoststatus.com'],
  covers:
    'Next.js cloud-hosting site whose "Ecosystem" menu leads to a hub with technology alliances that exist only in __NEXT_DATA__ JSON (tracking parameters on links) and a paginated MSP "Partner directory" (?page=2); traps: customer logo wall and stories, ISO auditor and association, investors, press, awards, a competitor comparison table, a partner program page and portal login with no partners, Greenhouse careers, status and console domains.',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/ecosystem': { headers: HEADERS, html: ecosystem },
    '/partners': { redirect: '/ecosystem/hosting-partners' },
    '/ecosystem/technology-alliances': { headers: HEADERS, html: technologyAlliances },
    '/ecosystem/hosting-partners': { headers: HEADERS, html: directory(1, mspPage1) },
    '/ecosystem/hosting-partners?page=2': { headers: HEADERS, html: directory(2, mspPage2) },
    '/ecosystem/partner-program': { headers: HEADERS, html: partnerProgram },
    '/customers': { headers: HEADERS, html: customers },
    '/compare': { headers: HEADERS, html: compare },
    '/company': { headers: HEADERS, html: company },
  },
  sitemap: [
    '/',
    '/ecosystem',
    '/ecosystem/technology-alliances',
    '/ecosystem/hosting-partners',
    '/ecosystem/partner-program',
    '/customers',
    '/compare',
    '/company',
  ],
  technologies: ['next-js', 'react', 'webpack', 'nginx', 'hsts', 'plausible', 'open-graph', 'contentful'],
  partners: {
    'veeam.com': 'technology',
    'acronis.com': 'technology',
    'plesk.com': 'technology',
    'cpanel.net': 'technology',
    'hashicorp.com': 'technology',
    'grafana.com': 'technology',
    'suse.com': 'technology',
    'bitbarn.no': 'channel',
    'kaldtvann.no': 'channel',
    'opsharbor.co.uk': 'channel',
    'nimbuswerk.de': 'channel',
    'tundrait.fi': 'channel',
    'webhaus.at': 'channel',
    'kraftops.se': 'channel',
    'lighthouse-ms.ie': 'channel',
    'poldercloud.nl': 'channel',
    'agenciamare.pt': 'channel',
  },
};
