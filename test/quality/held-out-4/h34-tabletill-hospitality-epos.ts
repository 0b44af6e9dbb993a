import type { CorpusSite } from '../corpus/types.js';

/** A Webflow site (served by Webflow behind Cloudflare) of a UK restaurant EPOS vendor. */
const HEADERS = {
  server: 'cloudflare',
  'cf-ray': '8e30a61f2c4b77d0-LHR',
  'cf-cache-status': 'HIT',
  'x-cluster-name': 'eu-west-1-prod-hosting-red',
  'surrogate-control': 'max-age=432000',
};

const SITE_ID = '65a0c3e1f4b2a9d7e8c10b52';
const CDN = `https://cdn.prod.website-files.com/${SITE_ID}`;

function page(pageId: string, title: string, description: string, body: string): string {
  return `<!DOCTYPE html><!-- This site was created in Webflow. https://webflow.com --><!-- Last Published: Mon Nov 24 2026 09:12:44 GMT+0000 (Coordinated Universal Time) -->
<html data-wf-domain="www.tabletill.co.uk" data-wf-page="${pageId}" data-wf-site="${SITE_ID}" lang="en">
<head><meta charset="utf-8"/><title>${title}</title><meta content="${description}" name="description"/>
<meta content="${title}" property="og:title"/><meta content="${description}" property="og:description"/>
<meta content="${CDN}/65b2f0a1c3d4e5f6a7b8c9d0_og-image.png" property="og:image"/><meta content="summary_large_image" name="twitter:card"/>
<meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/>
<link href="${CDN}/css/tabletill.webflow.shared.4c1e9a7b2.min.css" rel="stylesheet" type="text/css"/>
<link href="https://fonts.googleapis.com" rel="preconnect"/><link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous"/>
<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>
<script type="text/javascript">WebFont.load({  google: {    families: ["Inter:regular,500,600,700","Fraunces:600,700"]  }});</script>
<link href="${CDN}/65a0c4b2d1e3f5a7b9c1d3e5_favicon.png" rel="shortcut icon" type="image/x-icon"/>
<script type="text/javascript" src="//widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js" async></script>
<script async src="https://static.hotjar.com/c/hotjar-3702211.js?sv=6"></script>
</head>
<body>
<div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav"><div class="container w-container">
<a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="${CDN}/65a0c4b2d1e3f5a7b9c1d3e6_tabletill-logo.svg" loading="lazy" alt="Tabletill"/></a>
<nav role="navigation" class="nav-menu w-nav-menu">
<div data-hover="true" data-delay="0" class="w-dropdown"><div class="w-dropdown-toggle"><div>Product</div></div><nav class="w-dropdown-list">
<a href="/product/epos" class="w-dropdown-link">EPOS</a><a href="/product/kitchen-display" class="w-dropdown-link">Kitchen display</a><a href="/product/table-service" class="w-dropdown-link">QR table service</a><a href="/product/payments" class="w-dropdown-link">Payments</a></nav></div>
<a href="/integrations" class="nav-link w-nav-link">App marketplace</a>
<a href="/pricing" class="nav-link w-nav-link">Pricing</a>
<div data-hover="true" data-delay="0" class="w-dropdown"><div class="w-dropdown-toggle"><div>Resources</div></div><nav class="w-dropdown-list">
<a href="/blog" class="w-dropdown-link">Blog</a><a href="/customers" class="w-dropdown-link">Customer stories</a><a href="/compare/tabletill-vs-lightspeed" class="w-dropdown-link">Tabletill vs Lightspeed</a><a href="https://help.tabletill.co.uk/" class="w-dropdown-link">Help centre</a></nav></div>
<div data-hover="true" data-delay="0" class="w-dropdown"><div class="w-dropdown-toggle"><div>Company</div></div><nav class="w-dropdown-list">
<a href="/about" class="w-dropdown-link">About us</a><a href="/resellers" class="w-dropdown-link">Resellers &amp; distributors</a><a href="https://tabletill.teamtailor.com/jobs" class="w-dropdown-link">Careers</a></nav></div>
</nav>
<a href="https://backoffice.tabletill.co.uk/login" class="nav-login">Log in</a><a href="/book-a-demo" class="button w-button">Book a demo</a>
</div></div>
${body}
<footer class="footer"><div class="container w-container"><div class="w-layout-grid footer-grid">
<div><img src="${CDN}/65a0c4b2d1e3f5a7b9c1d3e7_tabletill-logo-white.svg" loading="lazy" alt="Tabletill"/><p>EPOS built for restaurants, pubs and cafés. Made in Manchester.</p></div>
<div><h4>Product</h4><a href="/product/epos" class="footer-link">EPOS</a><a href="/product/kitchen-display" class="footer-link">Kitchen display</a><a href="/integrations" class="footer-link">Integrations</a><a href="/pricing" class="footer-link">Pricing</a></div>
<div><h4>Company</h4><a href="/about" class="footer-link">About</a><a href="/resellers" class="footer-link">Resellers</a><a href="https://tabletill.teamtailor.com/jobs" class="footer-link">Careers</a><a href="/privacy-policy" class="footer-link">Privacy</a></div>
<div><h4>Follow us</h4><a href="https://www.instagram.com/tabletill/" class="footer-link">Instagram</a><a href="https://www.linkedin.com/company/tabletill/" class="footer-link">LinkedIn</a><a href="https://www.facebook.com/tabletilluk" class="footer-link">Facebook</a></div>
</div>
<p class="footer-legal">Tabletill Payments is provided in partnership with <a href="https://www.adyen.com/" target="_blank">Adyen N.V.</a>, authorised by De Nederlandsche Bank. © 2026 Tabletill Ltd, company no. 12044781.</p>
</div></footer>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${SITE_ID}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>
<script src="${CDN}/js/webflow.8a2b1c3d4e5f.js" type="text/javascript"></script>
</body></html>`;
}

const home = page(
  '65a0c3e1f4b2a9d7e8c10b53',
  'Tabletill | EPOS for restaurants, pubs and cafés',
  'Tabletill is the EPOS system for UK hospitality: tills, kitchen screens, QR table ordering and payments in one.',
  `<section class="hero"><div class="container w-container"><h1 class="hero-heading">The till that keeps up with Friday night</h1>
<p class="hero-text">Fast tills, kitchen screens, QR table service and payments, built for UK hospitality.</p>
<a href="/book-a-demo" class="button w-button">Book a demo</a>
<div class="trustpilot-widget" data-locale="en-GB" data-template-id="5419b6a8b0d04a076446a9ad" data-businessunit-id="5f2a7c1e9b3d4e0001a1b2c3" data-style-height="24px" data-style-width="100%" data-theme="light"><a href="https://uk.trustpilot.com/review/tabletill.co.uk" target="_blank" rel="noopener">Trustpilot</a></div>
</div></section>
<section class="logos"><div class="container w-container"><h2 class="small-heading">Loved by 4,000 venues across the UK</h2><div class="w-layout-grid logo-grid">
<a href="https://www.thewheatsheafinn.co.uk/" target="_blank" class="w-inline-block"><img src="${CDN}/65a1_wheatsheaf.svg" loading="lazy" alt="The Wheatsheaf Inn"/></a>
<a href="https://www.pastaprovenza.com/" target="_blank" class="w-inline-block"><img src="${CDN}/65a1_provenza.svg" loading="lazy" alt="Pasta Provenza"/></a>
<a href="https://northernsoulgrilledcheese.co.uk/" target="_blank" class="w-inline-block"><img src="${CDN}/65a1_northernsoul.svg" loading="lazy" alt="Northern Soul"/></a>
<a href="https://www.bakeryfortytwo.com/" target="_blank" class="w-inline-block"><img src="${CDN}/65a1_bakery42.svg" loading="lazy" alt="Bakery 42"/></a>
</div></div></section>
<section class="features"><div class="container w-container"><div class="w-layout-grid feature-grid">
<div><h3>Tills that never go offline</h3><p>Keep trading through Wi-Fi drops; orders sync when you're back.</p></div>
<div><h3>Connect your favourite apps</h3><p>Accounting, reservations, delivery and rota tools plug straight in. <a href="/integrations">Visit the app marketplace</a></p></div>
<div><h3>Payments at 1.39%</h3><p>Tap to pay on the till or the handheld, settled next day.</p></div></div></div></section>
<section class="press"><div class="container w-container"><h2 class="small-heading">As featured in</h2>
<a href="https://www.thecaterer.com/products/technology/tabletill-epos-series-a" target="_blank">The Caterer</a> · <a href="https://www.bighospitality.co.uk/Article/2026/02/11/tabletill" target="_blank">BigHospitality</a>
<a href="https://www.capterra.co.uk/software/1034412/tabletill" target="_blank" class="badge w-inline-block"><img src="${CDN}/65a1_capterra-badge.svg" alt="Capterra Best Value 2026"/></a></div></section>`,
);

interface App {
  name: string;
  category: string;
  url: string;
  text: string;
}

const apps1: App[] = [
  {
    name: 'Xero',
    category: 'Accounting',
    url: 'https://www.xero.com/uk/',
    text: 'Daily sales, VAT and tips posted to Xero automatically.',
  },
  {
    name: 'QuickBooks',
    category: 'Accounting',
    url: 'https://quickbooks.intuit.com/uk/',
    text: 'Sync takings and payouts to QuickBooks Online.',
  },
  { name: 'Sage', category: 'Accounting', url: 'https://www.sage.com/en-gb/', text: 'Export end-of-day journals to Sage Accounting.' },
  {
    name: 'ResDiary',
    category: 'Reservations',
    url: 'https://www.resdiary.com/',
    text: 'Bookings appear on the table plan; spend flows back to guest profiles.',
  },
  {
    name: 'OpenTable',
    category: 'Reservations',
    url: 'https://www.opentable.co.uk/restaurant-solutions/',
    text: 'Seat OpenTable guests straight from the till.',
  },
  {
    name: 'SevenRooms',
    category: 'Reservations',
    url: 'https://sevenrooms.com/en/',
    text: 'Guest CRM with itemised spend from Tabletill.',
  },
  {
    name: 'Deliveroo',
    category: 'Delivery',
    url: 'https://restaurants.deliveroo.co.uk/',
    text: 'Deliveroo orders land on the kitchen screen — no tablet.',
  },
  { name: 'Uber Eats', category: 'Delivery', url: 'https://merchants.ubereats.com/gb/en/', text: 'Menus and stock synced to Uber Eats.' },
];

const apps2: App[] = [
  {
    name: 'Just Eat',
    category: 'Delivery',
    url: 'https://restaurants.just-eat.co.uk/',
    text: 'Just Eat orders straight into the kitchen.',
  },
  { name: 'Planday', category: 'Staff', url: 'https://www.planday.com/gb/', text: 'Clock in on the till; hours and sales in your rota.' },
  { name: 'Deputy', category: 'Staff', url: 'https://www.deputy.com/uk', text: 'Labour cost against live sales.' },
  { name: 'Nory', category: 'Inventory', url: 'https://nory.ai/', text: 'AI forecasting and stock from your till data.' },
];

function marketplace(pageNo: number, apps: App[]): string {
  const pager =
    pageNo === 1
      ? `<div role="navigation" aria-label="List" class="w-pagination-wrapper"><a href="?5f3c2a1b_page=2" aria-label="Next Page" class="w-pagination-next"><div class="w-inline-block">Next</div></a></div>`
      : `<div role="navigation" aria-label="List" class="w-pagination-wrapper"><a href="?5f3c2a1b_page=1" aria-label="Previous Page" class="w-pagination-previous"><div class="w-inline-block">Previous</div></a></div>`;
  return page(
    '65a0c3e1f4b2a9d7e8c10b60',
    'App marketplace | Tabletill',
    'Connect Tabletill to accounting, reservations, delivery, staff and inventory apps.',
    `<section class="page-header"><div class="container w-container"><h1>App marketplace</h1><p>Plug Tabletill into the tools that run your venue. Every integration is free on every plan.</p></div></section>
<section class="marketplace"><div class="container w-container">
<div class="filter-row"><a href="#" class="filter-chip is-active">All</a><a href="#" class="filter-chip">Accounting</a><a href="#" class="filter-chip">Reservations</a><a href="#" class="filter-chip">Delivery</a><a href="#" class="filter-chip">Staff</a><a href="#" class="filter-chip">Inventory</a></div>
<div class="w-dyn-list"><div role="list" class="app-grid w-dyn-items">
${apps
  .map(
    (a) =>
      `<div role="listitem" class="w-dyn-item"><a href="${a.url}" target="_blank" class="app-card w-inline-block"><img src="${CDN}/app_${a.name.toLowerCase().replace(/\s/g, '-')}.png" loading="lazy" alt=""/><div class="app-tag">${a.category}</div><h3 class="app-name">${a.name}</h3><p class="app-text">${a.text}</p></a></div>`,
  )
  .join('\n')}
</div>${pager}</div>
<div class="cta-box"><h2>Build on Tabletill</h2><p>Read the <a href="https://developers.tabletill.co.uk/">API docs</a> or <a href="/book-a-demo">talk to our partnerships team</a>.</p></div>
</div></section>`,
  );
}

const resellers = page(
  '65a0c3e1f4b2a9d7e8c10b70',
  'Resellers & distributors | Tabletill',
  'Buy Tabletill from a certified local reseller who installs, trains and supports your venue.',
  `<section class="page-header"><div class="container w-container"><h1>Resellers &amp; distributors</h1><p>Prefer someone local? Our certified resellers install hardware, train your team and support you in person.</p></div></section>
<section class="resellers"><div class="container w-container"><div class="w-layout-grid reseller-layout">
<div class="map-embed w-embed w-iframe"><iframe src="https://www.google.com/maps/d/embed?mid=1Tb7kQ2xLr9sPmT4&amp;ehbc=2E312F" width="100%" height="480" title="Tabletill resellers map"></iframe></div>
<dl class="reseller-list">
<dt>Scotland</dt><dd><strong>Highland Tills Ltd</strong>, Inverness · 01463 710 220 · <a href="https://www.highlandtills.co.uk/">highlandtills.co.uk</a></dd>
<dt>North of England</dt><dd><strong>EPOS North</strong>, Leeds · 0113 496 0880 · www.epos-north.co.uk</dd>
<dt>Midlands</dt><dd><strong>Midlands Retail Systems</strong>, Birmingham · 0121 285 3030 · <a href="https://midlandsretailsystems.co.uk/?utm_source=tabletill&amp;utm_medium=referral&amp;utm_campaign=reseller-page">Visit website</a></dd>
<dt>London &amp; South East</dt><dd><strong>CapitalPOS</strong>, London · 020 3807 1190 · <a href="https://capitalpos.london/">capitalpos.london</a></dd>
<dt>South West &amp; Wales</dt><dd><strong>Coastal EPOS</strong>, Plymouth · 01752 940 552 · <a href="https://coastalepos.co.uk/">coastalepos.co.uk</a></dd>
<dt>Northern Ireland &amp; Republic of Ireland</dt><dd><strong>Celtic POS Solutions</strong>, Belfast · 028 9099 4410 · celticpos.ie</dd>
</dl></div>
<h2>Hardware distribution</h2><p>Tabletill terminals, printers and kitchen screens are distributed in the UK by <a href="https://www.tillwarehouse.co.uk/brands/tabletill">Till Warehouse</a>.</p>
<div class="cta-box"><h2>Become a reseller</h2><p>Earn recurring commission on every venue you bring. Certification takes two days.</p><a href="/book-a-demo?type=reseller" class="button w-button">Apply now</a> <a href="https://partners.tabletill.co.uk/" class="text-link">Reseller portal</a></div>
</div></section>`,
);

const compare = page(
  '65a0c3e1f4b2a9d7e8c10b80',
  'Tabletill vs Lightspeed, Square and Toast | Tabletill',
  'How Tabletill compares with Lightspeed Restaurant, Square for Restaurants and Toast.',
  `<section class="page-header"><div class="container w-container"><h1>Tabletill vs Lightspeed</h1><p>Thinking of switching? Here is how we stack up.</p></div></section>
<section><div class="container w-container"><table class="compare-table"><tr><th></th><th>Tabletill</th><th><a href="https://www.lightspeedhq.co.uk/pos/restaurant/">Lightspeed</a></th><th><a href="https://squareup.com/gb/en/point-of-sale/restaurants">Square</a></th><th><a href="https://pos.toasttab.com/uk">Toast</a></th></tr>
<tr><td>Offline mode</td><td>Full</td><td>Partial</td><td>Partial</td><td>Full</td></tr><tr><td>UK phone support 7 days</td><td>Yes</td><td>No</td><td>No</td><td>No</td></tr><tr><td>Card rate</td><td>1.39%</td><td>1.59%</td><td>1.75%</td><td>1.49%</td></tr></table>
<p class="small">Competitor information from public pricing pages, November 2026.</p></div></section>`,
);

const customers = page(
  '65a0c3e1f4b2a9d7e8c10b90',
  'Customer stories | Tabletill',
  'Pubs, restaurants and cafés that run on Tabletill.',
  `<section class="page-header"><div class="container w-container"><h1>Customer stories</h1></div></section>
<section><div class="container w-container"><div class="w-layout-grid story-grid">
<div class="story"><h3>The Wheatsheaf Inn serves 30% more covers on Sundays</h3><a href="https://www.thewheatsheafinn.co.uk/" target="_blank">thewheatsheafinn.co.uk</a></div>
<div class="story"><h3>Pasta Provenza opened three sites in a year</h3><a href="https://www.pastaprovenza.com/" target="_blank">pastaprovenza.com</a></div>
<div class="story"><h3>Bakery 42 cut queue times in half</h3><a href="https://www.bakeryfortytwo.com/" target="_blank">bakeryfortytwo.com</a></div>
</div></div></section>`,
);

const about = page(
  '65a0c3e1f4b2a9d7e8c10ba0',
  'About us | Tabletill',
  'Tabletill was founded by former restaurant managers in Manchester.',
  `<section class="page-header"><div class="container w-container"><h1>Built by people who have closed a till at 2am</h1></div></section>
<section><div class="container w-container"><p>Founded in 2019 by two former restaurant managers, Tabletill now powers 4,000 venues from Cornwall to Shetland.</p>
<h2>Backed by</h2><p><a href="https://seedcamp.com/">Seedcamp</a> and <a href="https://www.mmc.vc/">MMC Ventures</a>.</p>
<h2>Awards</h2><p>Best EPOS Supplier — <a href="https://www.hospitalitytechawards.co.uk/2026-winners">Hospitality Tech Awards 2026</a>.</p>
<p>Proud member of <a href="https://www.ukhospitality.org.uk/">UKHospitality</a>.</p>
<h2>Join the team</h2><p><a href="https://tabletill.teamtailor.com/jobs">See open roles</a></p></div></section>`,
);

export const site: CorpusSite = {
  domain: 'tabletill.co.uk',
  covers:
    'Webflow site of a UK restaurant EPOS vendor: an "App marketplace" menu item with integration cards in a Webflow CMS list paginated by ?5f3c2a1b_page=2, and "Resellers & distributors" under Company as a definition list by region next to a Google Maps embed, two resellers shown only as plain-text domains, one link with UTM parameters, plus a hardware distributor; traps: customer logos and stories, Trustpilot and Capterra badges, press, payments provider in the footer, competitor comparison links, investors, award, association, Teamtailor careers, a reseller portal.',
  pages: {
    '/': { redirect: 'https://www.tabletill.co.uk/' },
    'https://www.tabletill.co.uk/': { headers: HEADERS, html: home },
    'https://www.tabletill.co.uk/integrations': { headers: HEADERS, html: marketplace(1, apps1) },
    'https://www.tabletill.co.uk/integrations?5f3c2a1b_page=1': { headers: HEADERS, html: marketplace(1, apps1) },
    'https://www.tabletill.co.uk/integrations?5f3c2a1b_page=2': { headers: HEADERS, html: marketplace(2, apps2) },
    'https://www.tabletill.co.uk/resellers': { headers: HEADERS, html: resellers },
    'https://www.tabletill.co.uk/compare/tabletill-vs-lightspeed': { headers: HEADERS, html: compare },
    'https://www.tabletill.co.uk/customers': { headers: HEADERS, html: customers },
    'https://www.tabletill.co.uk/about': { headers: HEADERS, html: about },
  },
  sitemap: [
    'https://www.tabletill.co.uk/',
    'https://www.tabletill.co.uk/integrations',
    'https://www.tabletill.co.uk/resellers',
    'https://www.tabletill.co.uk/compare/tabletill-vs-lightspeed',
    'https://www.tabletill.co.uk/customers',
    'https://www.tabletill.co.uk/about',
  ],
  technologies: [
    'webflow',
    'jquery',
    'google-font-api',
    'google-hosted-libraries',
    'trustpilot',
    'hotjar',
    'cloudflare',
    'open-graph',
    'google-maps',
  ],
  partners: {
    'xero.com': 'technology',
    'intuit.com': 'technology',
    'sage.com': 'technology',
    'resdiary.com': 'technology',
    'opentable.co.uk': 'technology',
    'sevenrooms.com': 'technology',
    'deliveroo.co.uk': 'technology',
    'ubereats.com': 'technology',
    'just-eat.co.uk': 'technology',
    'planday.com': 'technology',
    'deputy.com': 'technology',
    'nory.ai': 'technology',
    'highlandtills.co.uk': 'channel',
    'epos-north.co.uk': 'channel',
    'midlandsretailsystems.co.uk': 'channel',
    'capitalpos.london': 'channel',
    'coastalepos.co.uk': 'channel',
    'celticpos.ie': 'channel',
    'tillwarehouse.co.uk': 'channel',
  },
};
