import type { CorpusSite } from '../corpus/types.js';

const headers = {
  server: 'cloudflare',
  'cf-ray': '8a1f3c7e9b2d4e61-LHR',
  'cf-cache-status': 'DYNAMIC',
  'content-type': 'text/html; charset=utf-8',
};

const head = (title: string, description: string, path: string) => `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  <meta name="description" content="${description}">
  <link rel="canonical" href="https://crewlog.io${path}">
  <link rel="icon" type="image/svg+xml" href="/static/img/favicon.svg">
  <link rel="stylesheet" href="/static/css/site.2d9f41.css">
  <script src="/static/js/site.2d9f41.js" defer></script>
</head>`;

const header = `<body>
  <header class="header">
    <div class="wrap header__inner">
      <a href="/" class="header__logo"><img src="/static/img/crewlog-logo.svg" alt="Crewlog" width="118" height="30"></a>
      <nav class="header__nav" aria-label="Main navigation">
        <a href="/product/scheduling">Scheduling</a>
        <a href="/product/job-management">Jobs &amp; quotes</a>
        <a href="/marketplace">Marketplace</a>
        <a href="/pricing">Pricing</a>
        <a href="/resources">Resources</a>
      </nav>
      <div class="header__actions">
        <a href="https://app.crewlog.io/sign-in">Sign in</a>
        <a class="btn btn--accent" href="/demo">Get a demo</a>
      </div>
    </div>
  </header>`;

const footer = `  <footer class="footer">
    <div class="wrap footer__grid">
      <div>
        <img src="/static/img/crewlog-logo-light.svg" alt="Crewlog" width="100" height="26">
        <p>Field service software for plumbing, HVAC and electrical contractors.</p>
        <a class="capterra-badge" href="https://www.capterra.com/p/231004/Crewlog/"><img src="/static/img/badges/capterra-best-value-2024.svg" alt="Capterra Best Value 2024" width="100" height="64"></a>
      </div>
      <div>
        <h3>Product</h3>
        <ul>
          <li><a href="/product/scheduling">Scheduling &amp; dispatch</a></li>
          <li><a href="/product/job-management">Jobs &amp; quotes</a></li>
          <li><a href="/marketplace">Marketplace</a></li>
          <li><a href="https://developers.crewlog.io/">Developer docs</a></li>
        </ul>
      </div>
      <div>
        <h3>Company</h3>
        <ul>
          <li><a href="/about">About</a></li>
          <li><a href="https://boards.greenhouse.io/crewlog">Careers</a></li>
          <li><a href="/contact">Contact</a></li>
        </ul>
      </div>
      <div>
        <h3>Social</h3>
        <ul>
          <li><a href="https://www.linkedin.com/company/crewlog">LinkedIn</a></li>
          <li><a href="https://www.facebook.com/crewlogapp">Facebook</a></li>
          <li><a href="https://www.youtube.com/@crewlog">YouTube</a></li>
        </ul>
      </div>
    </div>
    <p class="wrap footer__legal">&copy; 2026 Crewlog Inc. &middot; <a href="/privacy">Privacy</a> &middot; <a href="/terms">Terms</a></p>
  </footer>
  <!-- Start of HubSpot Embed Code -->
  <script type="text/javascript" id="hs-script-loader" async defer src="//js-eu1.hs-scripts.com/25811234.js"></script>
  <!-- End of HubSpot Embed Code -->
</body>
</html>`;

const tile = (slug: string | null, name: string, by: string, category: string, text: string, badge: string) => {
  const inner = `
          <img src="/static/img/marketplace/${(slug ?? name).toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png" alt="" width="56" height="56" loading="lazy">
          <div>
            <h3>${name}</h3>
            <p class="app-tile__by">by ${by} &middot; ${category}</p>
            <p>${text}</p>
            <span class="badge">${badge}</span>
          </div>`;
  return slug
    ? `
        <li><a class="app-tile" href="/marketplace/${slug}">${inner}
        </a></li>`
    : `
        <li><div class="app-tile app-tile--soon">${inner}
        </div></li>`;
};

type Detail = {
  slug: string;
  name: string;
  by: string;
  category: string;
  summary: string;
  features: string[];
  resources: string;
};

const detail = (d: Detail) => `${head(`${d.name} integration | Crewlog Marketplace`, d.summary, `/marketplace/${d.slug}`)}
${header}
  <main class="wrap app-detail">
    <nav class="breadcrumbs" aria-label="Breadcrumb"><a href="/marketplace">Marketplace</a> / <span>${d.name}</span></nav>
    <div class="app-detail__head">
      <img src="/static/img/marketplace/${d.slug}.png" alt="${d.name} logo" width="80" height="80">
      <div>
        <h1>${d.name}</h1>
        <p class="app-detail__meta">Built by ${d.by} &middot; ${d.category}</p>
      </div>
      <a class="btn btn--accent" href="https://app.crewlog.io/settings/integrations/${d.slug}/install">Install</a>
    </div>
    <div class="app-detail__body">
      <section>
        <h2>Overview</h2>
        <p>${d.summary}</p>
        <h2>What you can do</h2>
        <ul>${d.features.map((f) => `\n          <li>${f}</li>`).join('')}
        </ul>
        <h2>Requirements</h2>
        <p>Available on the Crewlog Pro and Enterprise plans. An account admin needs to approve the connection.</p>
      </section>
      <aside class="app-detail__aside">
        <h2>Resources</h2>
        <ul>${d.resources}
        </ul>
        <p class="small">Apps built by partners are reviewed by Crewlog before listing but are supported by their developers.</p>
      </aside>
    </div>
  </main>
${footer}`;

const details: Detail[] = [
  {
    slug: 'quickbooks-online',
    name: 'QuickBooks Online',
    by: 'Crewlog',
    category: 'Accounting',
    summary:
      'Send invoices and payments from Crewlog to QuickBooks Online automatically, and keep customers and items in sync in both directions.',
    features: [
      'Create QuickBooks invoices when a job is marked complete',
      'Record Crewlog card payments against the right invoice',
      'Sync customers, service items and tax rates',
      'Map technicians to QuickBooks classes for job costing',
    ],
    resources: `
          <li><a href="https://help.crewlog.io/en/articles/quickbooks-online-setup">Setup guide</a></li>
          <li><a href="https://quickbooks.intuit.com/" target="_blank" rel="noopener">About QuickBooks Online</a></li>`,
  },
  {
    slug: 'stripe',
    name: 'Stripe',
    by: 'Crewlog',
    category: 'Payments',
    summary: 'Take card and ACH payments in the field or through a pay-by-link on every invoice, with payouts straight to your bank.',
    features: [
      'Tap to pay on the technician app',
      'Pay-by-link on emailed invoices and quotes',
      'Automatic deposit requests on large quotes',
    ],
    resources: `
          <li><a href="https://help.crewlog.io/en/articles/crewlog-payments-with-stripe">Setup guide</a></li>
          <li><a href="https://stripe.com/" target="_blank" rel="noopener">stripe.com</a></li>`,
  },
  {
    slug: 'fleetgauge',
    name: 'Fleetgauge',
    by: 'Fleetgauge Ltd',
    category: 'Fleet &amp; GPS',
    summary: 'See every van on the Crewlog dispatch board, with live ETAs sent to customers and mileage logged against each job.',
    features: [
      'Live vehicle positions on the dispatch map',
      'Automatic "on my way" texts with an accurate ETA',
      'Mileage and drive time per job for costing',
    ],
    resources: `
          <li><a href="https://www.fleetgauge.com/" target="_blank" rel="noopener">Developer website</a></li>
          <li><a href="https://support.fleetgauge.com/hc/en-gb/articles/crewlog" target="_blank" rel="noopener">Fleetgauge support</a></li>`,
  },
  {
    slug: 'partsbin',
    name: 'Partsbin Inventory',
    by: 'Partsbin',
    category: 'Inventory',
    summary: 'Track van stock and warehouse parts, and reorder automatically when technicians use parts on Crewlog jobs.',
    features: [
      'Deduct parts from van stock when added to a job',
      'Low-stock alerts and purchase orders to suppliers',
      'Serial-number tracking for installed equipment',
    ],
    resources: `
          <li><a href="https://app.crewlog.io/marketplace/partsbin/contact-developer">Contact the developer</a></li>
          <li><a href="https://help.crewlog.io/en/articles/partner-built-apps">About partner-built apps</a></li>`,
  },
  {
    slug: 'google-calendar',
    name: 'Google Calendar',
    by: 'Crewlog',
    category: 'Scheduling',
    summary:
      "Put each technician's Crewlog jobs on their own Google Calendar and block out their personal appointments on the dispatch board.",
    features: ['One-way sync of jobs to each technician calendar', 'Busy times from Google Calendar shown on the dispatch board'],
    resources: `
          <li><a href="https://help.crewlog.io/en/articles/google-calendar-sync">Setup guide</a></li>`,
  },
];

export const site: CorpusSite = {
  domain: 'crewlog.io',
  covers:
    'field-service SaaS app marketplace whose grid tiles link only to internal detail pages (/marketplace/<app>); only some detail pages link the partner out (a resources sidebar link, once via the quickbooks.intuit.com subdomain), others are built in-house or partner-built without a website link; "Coming soon" tiles without links; Cloudflare headers, HubSpot tracking script, Greenhouse careers link, Capterra badge',
  pages: {
    '/': {
      headers,
      html: `${head('Crewlog | Field service management software for the trades', 'Schedule, dispatch, quote and invoice from one app built for plumbing, HVAC and electrical contractors.', '/')}
${header}
  <main>
    <section class="hero">
      <div class="wrap">
        <h1>Run your whole trade business from the van</h1>
        <p>Scheduling, dispatch, quotes, invoices and payments in one app your technicians will actually use.</p>
        <a class="btn btn--accent btn--lg" href="/demo">Get a demo</a>
        <a class="btn btn--ghost btn--lg" href="https://app.crewlog.io/sign-up">Start a free trial</a>
      </div>
    </section>
    <section class="wrap stats">
      <ul>
        <li><strong>4,200+</strong> contractors</li>
        <li><strong>11 hrs</strong> of admin saved per week</li>
        <li><strong>32%</strong> faster payment</li>
      </ul>
      <p class="stats__note">Trusted by contractors like Ridgeway Plumbing &amp; Heating, Coldstream HVAC and Sparkwise Electrical.</p>
    </section>
    <section class="wrap feature-rows">
      <div class="feature-row">
        <h2>Drag-and-drop dispatch</h2>
        <p>See every job, technician and van on one board. Crewlog suggests the nearest qualified technician and texts the customer an arrival window.</p>
      </div>
      <div class="feature-row">
        <h2>Quotes that win work</h2>
        <p>Good-better-best options with photos, e-signatures and deposits taken on the spot.</p>
      </div>
      <div class="feature-row">
        <h2>Get paid before you leave the driveway</h2>
        <p>Invoice from the job, take a card payment and sync it to your accounting software automatically.</p>
      </div>
    </section>
    <section class="wrap marketplace-teaser">
      <h2>Connect the tools you already run</h2>
      <p>Accounting, payments, fleet tracking and inventory apps from the Crewlog Marketplace.</p>
      <a href="/marketplace" class="link-arrow">Explore the marketplace</a>
    </section>
  </main>
${footer}`,
    },
    '/marketplace': {
      headers,
      html: `${head('Crewlog Marketplace | Apps and integrations', 'Apps and integrations that extend Crewlog: accounting, payments, fleet tracking, inventory and scheduling.', '/marketplace')}
${header}
  <main class="wrap marketplace">
    <header class="marketplace__header">
      <h1>Marketplace</h1>
      <p>Extend Crewlog with apps built by our team and by partners. Install any app from your Crewlog settings.</p>
      <form class="marketplace__search" role="search" action="/marketplace" method="get">
        <input type="search" name="q" placeholder="Search apps" aria-label="Search apps">
      </form>
    </header>
    <div class="marketplace__layout">
      <aside class="marketplace__filters" aria-label="Filters">
        <h2>Category</h2>
        <ul>
          <li><a href="/marketplace?category=accounting">Accounting</a></li>
          <li><a href="/marketplace?category=payments">Payments</a></li>
          <li><a href="/marketplace?category=fleet">Fleet &amp; GPS</a></li>
          <li><a href="/marketplace?category=inventory">Inventory</a></li>
          <li><a href="/marketplace?category=scheduling">Scheduling</a></li>
        </ul>
        <h2>Built by</h2>
        <ul>
          <li><a href="/marketplace?built-by=crewlog">Crewlog</a></li>
          <li><a href="/marketplace?built-by=partner">Partners</a></li>
        </ul>
      </aside>
      <ul class="app-grid">${tile('quickbooks-online', 'QuickBooks Online', 'Crewlog', 'Accounting', 'Two-way sync of invoices, payments and customers.', 'Crewlog-built')}${tile('stripe', 'Stripe', 'Crewlog', 'Payments', 'Card and ACH payments in the field and online.', 'Crewlog-built')}${tile('fleetgauge', 'Fleetgauge', 'Fleetgauge Ltd', 'Fleet &amp; GPS', 'Live van locations and ETAs on your dispatch board.', 'Partner-built')}${tile('partsbin', 'Partsbin Inventory', 'Partsbin', 'Inventory', 'Van stock and parts reordering.', 'Partner-built')}${tile('google-calendar', 'Google Calendar', 'Crewlog', 'Scheduling', 'Jobs on each technician\u2019s calendar.', 'Crewlog-built')}${tile(null, 'Xero', 'Crewlog', 'Accounting', 'Invoice and payment sync with Xero.', 'Coming soon')}${tile(null, 'Tradeflow Supplier Catalogue', 'Tradeflow', 'Inventory', 'Live trade prices from your merchant.', 'Coming soon')}
      </ul>
    </div>
    <section class="marketplace__build">
      <h2>Build on Crewlog</h2>
      <p>Have a product our contractors would love? Read the <a href="https://developers.crewlog.io/marketplace">Marketplace developer guide</a> and apply to list your app.</p>
    </section>
  </main>
${footer}`,
    },
    ...Object.fromEntries(details.map((d) => [`/marketplace/${d.slug}`, { headers, html: detail(d) }])),
  },
  technologies: ['cloudflare', 'hubspot'],
  partners: {
    'intuit.com': 'technology',
    'stripe.com': 'technology',
    'fleetgauge.com': 'technology',
  },
};
