import type { CorpusSite } from '../corpus/types.js';

const M = 'https://marketplace.buildledger.com';
const headers = {
  server: 'Netlify',
  'x-nf-request-id': '01JDQ7Z3K8W1V0T5R9M2C4B6NA',
  'cache-control': 'public, max-age=0, must-revalidate',
};

const shell = (title: string, body: string): string => `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="x-ua-compatible" content="ie=edge">
<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
<meta name="generator" content="Gatsby 5.13.3">
<title data-gatsby-head="true">${title}</title>
<link rel="preload" href="/static/inter-var-latin-3f1a2b.woff2" as="font" type="font/woff2" crossorigin="anonymous">
<script>!function(){var analytics=window.analytics=window.analytics||[];analytics.load=function(key){var t=document.createElement("script");t.async=!0;t.src="https://cdn.segment.com/analytics.js/v1/"+key+"/analytics.min.js";document.head.appendChild(t)};analytics.SNIPPET_VERSION="4.15.3";analytics.load("qXb2R7mWcT9");analytics.page()}();</script>
<script async src="https://cdn.segment.com/analytics.js/v1/qXb2R7mWcT9/analytics.min.js"></script>
</head>
<body>
<div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">
<header class="Header-module--header--1xK2a">
  <a href="https://buildledger.com/" class="Header-module--logo--3bQ9c"><img src="/static/buildledger-logo-7e2a.svg" alt="BuildLedger"></a>
  <nav>
    <a href="https://buildledger.com/product/">Product</a>
    <a href="https://buildledger.com/solutions/general-contractors/">For GCs</a>
    <a href="${M}/">Marketplace</a>
    <a href="https://buildledger.com/customers/">Customers</a>
    <a href="https://buildledger.com/pricing/">Pricing</a>
    <a href="https://app.buildledger.com/signin" class="Header-module--signin--9Zp1w">Sign in</a>
    <a href="https://buildledger.com/demo/" class="Button-module--primary--2Lk8s">Get a demo</a>
  </nav>
</header>
<main>${body}</main>
<footer class="Footer-module--footer--5tWq3">
  <div class="Footer-module--cols--8Rt1v">
    <div><h4>Platform</h4><a href="https://buildledger.com/product/job-costing/">Job costing</a><a href="https://buildledger.com/product/ap-automation/">AP automation</a><a href="${M}/">Integrations</a><a href="https://buildledger.com/security/">Security &amp; SOC 2</a></div>
    <div><h4>Partners</h4><a href="https://buildledger.com/partners/implementation/">Find an implementation partner</a><a href="https://buildledger.com/partners/program/">Partner program</a><a href="https://partners.buildledger.com/">Partner portal</a></div>
    <div><h4>Compare</h4><a href="https://buildledger.com/compare/procore/">BuildLedger vs Procore</a><a href="https://buildledger.com/compare/viewpoint-vista/">BuildLedger vs Vista</a></div>
    <div><h4>Company</h4><a href="https://buildledger.com/about/">About</a><a href="https://boards.greenhouse.io/buildledger">Careers</a><a href="https://medium.com/buildledger-engineering">Engineering blog</a><a href="https://buildledger.com/press/">Press</a></div>
  </div>
  <div class="Footer-module--badges--0pQm4">
    <a href="https://www.g2.com/products/buildledger/reviews"><img src="/static/g2-leader-fall-2026.svg" alt="G2 Leader Fall 2026 — Construction Accounting"></a>
    <img src="/static/aicpa-soc2.svg" alt="AICPA SOC 2 Type II">
    <a href="https://www.agc.org/"><img src="/static/agc-member.svg" alt="Proud member of AGC of America"></a>
  </div>
  <p>© 2026 BuildLedger, Inc. · Denver, CO · <a href="https://www.linkedin.com/company/buildledger/">LinkedIn</a> · <a href="https://x.com/buildledger">X</a></p>
</footer>
</div></div>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>
<script src="/app-4c3e2a1b9f8d7e6c5b4a.js" async></script>
</body>
</html>`;

const home = shell(
  'BuildLedger | Construction ERP for specialty and general contractors',
  `<section class="Hero-module--hero--4Yh2s">
  <h1>Job costs you can trust, before the job is over</h1>
  <p>BuildLedger brings job costing, subcontractor payments, equipment and payroll onto one construction ERP, connected to the field tools your crews already use.</p>
  <a href="https://buildledger.com/demo/">Get a demo</a>
</section>
<section class="Logos-module--logos--2Wm7d">
  <h2>Trusted by 900+ contractors</h2>
  <ul>
    <li><a href="https://www.hollisconstruction.com/"><img src="/static/customers/hollis.png" alt="Hollis Construction"></a></li>
    <li><a href="https://www.ridgewaymechanical.com/"><img src="/static/customers/ridgeway.png" alt="Ridgeway Mechanical"></a></li>
    <li><a href="https://www.summitconcretegroup.com/"><img src="/static/customers/summit.png" alt="Summit Concrete Group"></a></li>
  </ul>
</section>
<section class="Integrations-module--teaser--6Fh1t">
  <h2>Connect BuildLedger to 40+ construction apps</h2>
  <p>Estimating, scheduling, document management and payroll, synced both ways.</p>
  <a href="${M}/">Browse the marketplace</a>
</section>
<section class="Investors-module--strip--1Hq8z">
  <p>Backed by <a href="https://www.bvp.com/">Bessemer Venture Partners</a> and <a href="https://www.brickandmortar.vc/">Brick &amp; Mortar Ventures</a></p>
</section>`,
);

type App = { slug: string; name: string; vendor: string; url: string; category: string };
const appCard = (a: App): string => `
    <li class="AppCard-module--card--7Kp2x" data-category="${a.category}">
      <a href="${M}/apps/${a.slug}/" class="AppCard-module--title--3Dd9q"><img src="https://images.buildledger-cdn.com/marketplace/${a.slug}.png" alt=""><h3>${a.name}</h3></a>
      <p class="AppCard-module--vendor--1Vx0c">Built by <a href="${a.url}" rel="nofollow noopener" target="_blank">${a.vendor}</a></p>
      <span class="AppCard-module--tag--5Ss2e">${a.category}</span>
    </li>`;

const marketplace = (pageNo: number, apps: App[], last: number): string =>
  shell(
    `Integrations Marketplace${pageNo > 1 ? ` – Page ${pageNo}` : ''} | BuildLedger`,
    `<section class="Marketplace-module--head--9Ab3c">
  <h1>BuildLedger Marketplace</h1>
  <p>Certified integrations built by BuildLedger and our technology partners.</p>
  <form action="${M}/" method="get"><input name="q" placeholder="Search apps"><select name="category"><option>All categories</option><option>Estimating</option><option>Project management</option><option>Payroll &amp; HR</option></select></form>
</section>
<ul class="Marketplace-module--grid--2Pq7r">${apps.map(appCard).join('')}
</ul>
<nav class="Pagination-module--pager--4Nn1m" aria-label="Pagination">
  ${pageNo > 1 ? `<a href="${M}/${pageNo === 2 ? '' : `?page=${pageNo - 1}`}" rel="prev">← Previous</a>` : ''}
  ${Array.from({ length: last }, (_, i) => (i + 1 === pageNo ? `<span aria-current="page">${i + 1}</span>` : `<a href="${M}/${i === 0 ? '' : `?page=${i + 1}`}">${i + 1}</a>`)).join(' ')}
  ${pageNo < last ? `<a href="${M}/?page=${pageNo + 1}" rel="next">Next →</a>` : ''}
</nav>
<aside><p>Build an integration: <a href="https://developers.buildledger.com/">developer docs</a> · <a href="https://buildledger.com/partners/program/">technology partner program</a></p></aside>`,
  );

const page1: App[] = [
  {
    slug: 'autodesk-construction-cloud',
    name: 'Autodesk Construction Cloud',
    vendor: 'Autodesk',
    url: 'https://construction.autodesk.com/',
    category: 'Project management',
  },
  { slug: 'bluebeam', name: 'Bluebeam Revu', vendor: 'Bluebeam', url: 'https://www.bluebeam.com/', category: 'Documents' },
  { slug: 'hcss-heavybid', name: 'HeavyBid', vendor: 'HCSS', url: 'https://www.hcss.com/', category: 'Estimating' },
  { slug: 'docusign', name: 'DocuSign eSignature', vendor: 'DocuSign', url: 'https://www.docusign.com/', category: 'Documents' },
  { slug: 'smartsheet', name: 'Smartsheet', vendor: 'Smartsheet', url: 'https://www.smartsheet.com/', category: 'Project management' },
  { slug: 'fieldwire', name: 'Fieldwire', vendor: 'Fieldwire by Hilti', url: 'https://www.fieldwire.com/', category: 'Field management' },
];
const page2: App[] = [
  {
    slug: 'stack-estimating',
    name: 'STACK Takeoff',
    vendor: 'STACK Construction Technologies',
    url: 'https://www.stackct.com/',
    category: 'Estimating',
  },
  { slug: 'raken', name: 'Raken Daily Reports', vendor: 'Raken', url: 'https://www.rakenapp.com/', category: 'Field management' },
  { slug: 'egnyte', name: 'Egnyte', vendor: 'Egnyte', url: 'https://www.egnyte.com/', category: 'Documents' },
  { slug: 'adp-workforce-now', name: 'ADP Workforce Now', vendor: 'ADP', url: 'https://www.adp.com/', category: 'Payroll & HR' },
  { slug: 'power-bi', name: 'Power BI connector', vendor: 'Microsoft', url: 'https://powerbi.microsoft.com/', category: 'Reporting' },
  { slug: 'trimble-accubid', name: 'Accubid Anywhere', vendor: 'Trimble', url: 'https://mep.trimble.com/', category: 'Estimating' },
];
const page3: App[] = [
  { slug: 'buildertrend', name: 'Buildertrend', vendor: 'Buildertrend', url: 'https://buildertrend.com/', category: 'Project management' },
  { slug: 'samsara', name: 'Samsara Equipment', vendor: 'Samsara', url: 'https://www.samsara.com/', category: 'Equipment' },
  { slug: 'billtrust', name: 'Billtrust AR', vendor: 'Billtrust', url: 'https://www.billtrust.com/', category: 'Accounting' },
];

const tierPartner = (name: string, url: string | undefined, region: string): string =>
  url
    ? `<li class="PartnerList-module--item--2Ff8b"><a href="${url}">${name}</a><span>${region}</span></li>`
    : `<li class="PartnerList-module--item--2Ff8b"><span class="name">${name}</span><span>${region}</span></li>`;

const implementation = shell(
  'Implementation partners | BuildLedger',
  `<section>
  <h1>Find an implementation partner</h1>
  <p>Certified BuildLedger consultants configure your cost codes, migrate history from legacy accounting systems and train your project managers.</p>
  <div class="Tiers-module--tiers--3Gg5k">
    <section data-tier="platinum"><h2>Platinum partners</h2><ul>
      ${tierPartner('Keystone Construction Advisors', 'https://www.keystoneconstructionadvisors.com/', 'Nationwide')}
      ${tierPartner('Girder Consulting Group', 'https://girderconsulting.com/', 'West Coast')}
    </ul></section>
    <section data-tier="gold"><h2>Gold partners</h2><ul>
      ${tierPartner('Plumbline ERP Services', 'https://www.plumblineerp.com/', 'Texas &amp; Oklahoma')}
      ${tierPartner('Northbeam Accounting for Contractors', 'https://northbeamcpa.com/', 'Upper Midwest')}
    </ul></section>
    <section data-tier="registered"><h2>Registered partners</h2><ul>
      ${tierPartner('Hartline Business Solutions', undefined, 'Georgia')}
      ${tierPartner('Carver &amp; Ames CPAs', undefined, 'Ohio')}
    </ul></section>
  </div>
  <p>Are you a consultant? Learn about the <a href="https://buildledger.com/partners/program/">BuildLedger partner program</a>.</p>
</section>`,
);

const program = shell(
  'Partner program | BuildLedger',
  `<section>
  <h1>The BuildLedger Partner Program</h1>
  <p>Two tracks: <strong>Implementation</strong> for consultancies and CPA firms, and <strong>Technology</strong> for software vendors building on our open API.</p>
  <ul><li>Revenue share on referred subscriptions</li><li>Free certification courses</li><li>Listing in the marketplace or partner directory</li></ul>
  <a href="https://partners.buildledger.com/apply">Apply to become a partner</a>
</section>`,
);

const compareProcore = shell(
  'BuildLedger vs Procore | BuildLedger',
  `<section>
  <h1>BuildLedger vs Procore</h1>
  <p><a href="https://www.procore.com/">Procore</a> is a project management platform; BuildLedger is a construction ERP with accounting at its core. See how job costing, AP automation and payroll compare for a specialty contractor.</p>
  <p>Also comparing with Viewpoint? <a href="https://buildledger.com/compare/viewpoint-vista/">BuildLedger vs Vista</a>.</p>
</section>`,
);

export const site: CorpusSite = {
  domain: 'buildledger.com',
  covers:
    'US construction-ERP site built with Gatsby on Netlify: a technology marketplace on another host of the site, paginated with ?page=2 and ?page=3, showing vendor links in "Built by" lines of app cards, and implementation partners in tier sections with registered partners shown by name only; traps are a "trusted by" contractor logo wall, investors, G2/SOC 2/AGC badges, Greenhouse careers, a Medium engineering blog, a partner program page and portal, and competitor comparison pages.',
  pages: {
    '/': { headers, html: home },
    [`${M}/`]: { headers, html: marketplace(1, page1, 3) },
    [`${M}/?page=2`]: { headers, html: marketplace(2, page2, 3) },
    [`${M}/?page=3`]: { headers, html: marketplace(3, page3, 3) },
    '/partners/implementation/': { headers, html: implementation },
    '/partners/program/': { headers, html: program },
    '/compare/procore/': { headers, html: compareProcore },
  },
  sitemap: ['/', '/partners/implementation/', '/partners/program/', '/compare/procore/'],
  technologies: ['gatsby', 'react', 'webpack', 'netlify', 'segment'],
  partners: {
    'autodesk.com': 'technology',
    'bluebeam.com': 'technology',
    'hcss.com': 'technology',
    'docusign.com': 'technology',
    'smartsheet.com': 'technology',
    'fieldwire.com': 'technology',
    'stackct.com': 'technology',
    'rakenapp.com': 'technology',
    'egnyte.com': 'technology',
    'adp.com': 'technology',
    'microsoft.com': 'technology',
    'trimble.com': 'technology',
    'buildertrend.com': 'technology',
    'samsara.com': 'technology',
    'billtrust.com': 'technology',
    'keystoneconstructionadvisors.com': 'channel',
    'girderconsulting.com': 'channel',
    'plumblineerp.com': 'channel',
    'northbeamcpa.com': 'channel',
  },
};
