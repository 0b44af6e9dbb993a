import type { CorpusPage, CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-frame-options': 'SAMEORIGIN',
  'cache-control': 'max-age=0, no-cache',
};

const head = (
  title: string,
  description: string,
  wfPage: string,
): string => `<!DOCTYPE html><!-- Last Published: Mon Nov 24 2026 03:12:44 GMT+0000 (Coordinated Universal Time) -->
<html data-wf-domain="www.meridianpay.com.au" data-wf-page="${wfPage}" data-wf-site="64c1f2a9e3b7d80012ab34cd" lang="en-AU">
<head>
<meta charset="utf-8">
<title>${title}</title>
<meta content="${description}" name="description">
<meta content="${title}" property="og:title">
<meta content="${description}" property="og:description">
<meta content="https://cdn.meridianpay-assets.com.au/og/meridianpay-og.png" property="og:image">
<meta property="og:type" content="website">
<meta content="summary_large_image" name="twitter:card">
<meta content="width=device-width, initial-scale=1" name="viewport">
<meta content="Webflow" name="generator">
<link href="https://cdn.meridianpay-assets.com.au/css/meridianpay.webflow.4e2c1a9b0.min.css" rel="stylesheet" type="text/css">
<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>
<link href="https://cdn.meridianpay-assets.com.au/img/favicon-32.png" rel="shortcut icon" type="image/x-icon">
<script src="https://snap.licdn.com/li.lms-analytics/insight.min.js" async></script>
</head>`;

const nav = `<div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav">
  <div class="nav-container w-container">
    <a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="https://cdn.meridianpay-assets.com.au/img/meridianpay-logo.svg" loading="lazy" width="150" alt="MeridianPay"></a>
    <nav role="navigation" class="nav-menu w-nav-menu">
      <div data-hover="true" data-delay="0" class="nav-dropdown w-dropdown">
        <div class="nav-dropdown-toggle w-dropdown-toggle"><div>Products</div></div>
        <nav class="nav-dropdown-list w-dropdown-list">
          <a href="/eftpos-terminals" class="nav-dropdown-link w-dropdown-link">EFTPOS terminals</a>
          <a href="/online-payments" class="nav-dropdown-link w-dropdown-link">Online payments</a>
          <a href="/invoices" class="nav-dropdown-link w-dropdown-link">Invoices &amp; payment links</a>
          <a href="/business-account" class="nav-dropdown-link w-dropdown-link">Business account</a>
        </nav>
      </div>
      <a href="/pricing" class="nav-link w-nav-link">Pricing</a>
      <a href="https://developers.meridianpay.com.au/" class="nav-link w-nav-link">Developers</a>
      <a href="/about" class="nav-link w-nav-link">Company</a>
      <a href="https://dashboard.meridianpay.com.au/login" class="nav-link login w-nav-link">Log in</a>
      <a href="/get-started" class="button nav-button w-button">Get started</a>
    </nav>
    <div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div>
  </div>
</div>`;

const footer = `<footer class="footer">
  <div class="footer-container w-container">
    <div class="w-layout-grid footer-grid">
      <div class="footer-col">
        <div class="footer-heading">Products</div>
        <a href="/eftpos-terminals" class="footer-link">EFTPOS terminals</a>
        <a href="/online-payments" class="footer-link">Online payments</a>
        <a href="/invoices" class="footer-link">Invoices</a>
        <a href="/pricing" class="footer-link">Pricing</a>
      </div>
      <div class="footer-col">
        <div class="footer-heading">Connect</div>
        <a href="/marketplace" class="footer-link">Marketplace</a>
        <a href="/partners/advisors" class="footer-link">Find an advisor</a>
        <a href="https://developers.meridianpay.com.au/" class="footer-link">API docs</a>
        <a href="https://status.meridianpay.com.au/" class="footer-link">System status</a>
      </div>
      <div class="footer-col">
        <div class="footer-heading">Company</div>
        <a href="/about" class="footer-link">About</a>
        <a href="https://apply.workable.com/meridianpay/" class="footer-link">Careers</a>
        <a href="/newsroom" class="footer-link">Newsroom</a>
        <a href="https://help.meridianpay.com.au/" class="footer-link">Help centre</a>
      </div>
      <div class="footer-col">
        <div class="footer-heading">Get the app</div>
        <a href="https://apps.apple.com/au/app/meridianpay/id1588204417" class="app-badge w-inline-block"><img src="https://cdn.meridianpay-assets.com.au/img/app-store-badge.svg" alt="Download on the App Store"></a>
        <a href="https://play.google.com/store/apps/details?id=au.com.meridianpay.app" class="app-badge w-inline-block"><img src="https://cdn.meridianpay-assets.com.au/img/google-play-badge.svg" alt="Get it on Google Play"></a>
        <div class="social-row">
          <a href="https://www.linkedin.com/company/meridianpay-au" class="social-link w-inline-block">LinkedIn</a>
          <a href="https://www.instagram.com/meridianpay.au" class="social-link w-inline-block">Instagram</a>
          <a href="https://www.facebook.com/meridianpayau" class="social-link w-inline-block">Facebook</a>
        </div>
      </div>
    </div>
    <div class="footer-legal">
      <p>MeridianPay Pty Ltd (ABN 41 612 884 309) holds Australian Financial Services Licence 512345, regulated by <a href="https://asic.gov.au/">ASIC</a>. We are a member of the <a href="https://www.afca.org.au/">Australian Financial Complaints Authority</a>. PCI DSS Level 1 compliance assessed by <a href="https://www.vantageqsa.com.au/">Vantage QSA</a>.</p>
      <p>We acknowledge the Traditional Custodians of the lands on which we work, the Wurundjeri and Gadigal peoples.</p>
      <p>&copy; 2026 MeridianPay &middot; <a href="/legal/privacy">Privacy</a> &middot; <a href="/legal/terms">Terms</a> &middot; <a href="/legal/fsg">Financial Services Guide</a></p>
    </div>
  </div>
</footer>
<div class="cookie-notice" fs-cc="banner">
  <p>We use cookies to make MeridianPay work and to measure our marketing. <a href="/legal/cookies">Cookie policy</a></p>
  <a fs-cc="allow" href="#" class="button small w-button">OK</a>
</div>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64c1f2a9e3b7d80012ab34cd" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>
<script src="https://cdn.meridianpay-assets.com.au/js/webflow.a1b2c3d4e.js" type="text/javascript"></script>
<script id="ze-snippet" src="https://static.zdassets.com/ekr/snippet.js?key=7b3c9e2a-41d0-4f6a-9b8e-2c5d7f1e0a34"></script>`;

const home = `${head('MeridianPay | Payments for Australian small business', 'Tap-to-pay EFTPOS, online payments and same-day settlement for Australian small businesses. No lock-in contracts.', '64c1f2a9e3b7d80012ab34ce')}
<body>
${nav}
<main>
  <section class="hero">
    <div class="w-container">
      <h1 class="hero-heading">Get paid today, not next week.</h1>
      <p class="hero-paragraph">EFTPOS, online checkout and invoices with same-day settlement into any Australian bank account. Flat 1.4% per tap, no lock-in.</p>
      <a href="/get-started" class="button w-button">Open a free account</a>
      <a href="/pricing" class="button secondary w-button">See pricing</a>
    </div>
  </section>
  <section class="logos-section">
    <div class="w-container">
      <div class="eyebrow">Trusted by 12,000+ Aussie businesses</div>
      <div class="w-layout-grid logo-grid">
        <a href="https://www.bondibrewco.com.au/" class="logo-link w-inline-block"><img src="https://cdn.meridianpay-assets.com.au/customers/bondi-brew.svg" loading="lazy" alt="Bondi Brew Co"></a>
        <a href="https://www.fitzroyflowers.com.au/" class="logo-link w-inline-block"><img src="https://cdn.meridianpay-assets.com.au/customers/fitzroy-flowers.svg" loading="lazy" alt="Fitzroy Flowers"></a>
        <a href="https://www.sunshinephysio.com.au/" class="logo-link w-inline-block"><img src="https://cdn.meridianpay-assets.com.au/customers/sunshine-physio.svg" loading="lazy" alt="Sunshine Coast Physio"></a>
        <a href="https://www.perthbikeworks.com.au/" class="logo-link w-inline-block"><img src="https://cdn.meridianpay-assets.com.au/customers/perth-bike-works.svg" loading="lazy" alt="Perth Bike Works"></a>
      </div>
    </div>
  </section>
  <section class="feature-section">
    <div class="w-container">
      <div class="w-layout-grid feature-grid">
        <div><h3>Tap, insert or swipe</h3><p>Our M2 terminal takes every card and wallet, works on 4G and Wi-Fi, and lasts a full trading day on one charge.</p></div>
        <div><h3>Same-day settlement</h3><p>Funds land in your account by 7pm, including weekends, with the New Payments Platform.</p></div>
        <div><h3>Plays nicely with your software</h3><p>Reconciliation flows straight into your accounting, POS and ecommerce tools from our app marketplace.</p></div>
      </div>
    </div>
  </section>
  <section class="testimonials">
    <div class="swiper">
      <div class="swiper-wrapper">
        <div class="swiper-slide"><blockquote>&ldquo;Switching took a day and our fees dropped by a third.&rdquo;</blockquote><p>Jess T., Bondi Brew Co</p></div>
        <div class="swiper-slide"><blockquote>&ldquo;Same-day settlement changed our cash flow.&rdquo;</blockquote><p>Marco L., Perth Bike Works</p></div>
      </div>
    </div>
  </section>
  <section class="investors">
    <div class="w-container">
      <div class="eyebrow">Backed by</div>
      <a href="https://www.blackbird.vc/" class="w-inline-block"><img src="https://cdn.meridianpay-assets.com.au/investors/blackbird.svg" alt="Blackbird Ventures"></a>
      <a href="https://www.squarepeg.vc/" class="w-inline-block"><img src="https://cdn.meridianpay-assets.com.au/investors/square-peg.svg" alt="Square Peg Capital"></a>
      <p class="press-line">Winner, Best Business Payments Innovation &mdash; <a href="https://www.finder.com.au/awards/innovation-awards">Finder Innovation Awards 2026</a>. As covered in the <a href="https://www.afr.com/technology/meridianpay-raises-series-b-20260612">Australian Financial Review</a>.</p>
    </div>
  </section>
</main>
${footer}
</body>
</html>`;

interface App {
  slug: string;
  name: string;
  category: 'accounting' | 'ecommerce' | 'pos' | 'payroll';
  blurb: string;
  url: string;
}

const apps: App[][] = [
  [
    {
      slug: 'xero',
      name: 'Xero',
      category: 'accounting',
      blurb: 'Daily settlement and fee reconciliation straight into Xero bank feeds.',
      url: 'https://www.xero.com/au/',
    },
    {
      slug: 'myob',
      name: 'MYOB Business',
      category: 'accounting',
      blurb: 'Sync payments, refunds and fees into MYOB with GST coded automatically.',
      url: 'https://www.myob.com/au',
    },
    {
      slug: 'quickbooks',
      name: 'QuickBooks Online',
      category: 'accounting',
      blurb: 'Match MeridianPay payouts to invoices in QuickBooks.',
      url: 'https://quickbooks.intuit.com/au/',
    },
    {
      slug: 'shopify',
      name: 'Shopify',
      category: 'ecommerce',
      blurb: 'Accept MeridianPay at Shopify checkout with Apple Pay and Google Pay.',
      url: 'https://www.shopify.com/au',
    },
    {
      slug: 'woocommerce',
      name: 'WooCommerce',
      category: 'ecommerce',
      blurb: 'Free plugin for WordPress stores, with saved cards and refunds.',
      url: 'https://woocommerce.com/',
    },
    {
      slug: 'lightspeed',
      name: 'Lightspeed Retail',
      category: 'pos',
      blurb: 'Send sale amounts from Lightspeed to your M2 terminal.',
      url: 'https://www.lightspeedhq.com.au/',
    },
  ],
  [
    {
      slug: 'bigcommerce',
      name: 'BigCommerce',
      category: 'ecommerce',
      blurb: 'Native payment gateway for BigCommerce storefronts.',
      url: 'https://www.bigcommerce.com.au/',
    },
    {
      slug: 'deputy',
      name: 'Deputy',
      category: 'payroll',
      blurb: 'Compare wage costs with daily takings in Deputy.',
      url: 'https://www.deputy.com/au',
    },
    {
      slug: 'rosterly',
      name: 'Rosterly',
      category: 'payroll',
      blurb: 'Rosters that adapt to real-time sales from your terminals.',
      url: 'https://rosterly.com.au/',
    },
    {
      slug: 'tillcraft',
      name: 'Tillcraft POS',
      category: 'pos',
      blurb: 'Hospitality POS with integrated split-bill payments.',
      url: 'https://www.tillcraft.com.au/',
    },
    {
      slug: 'ledgerly',
      name: 'Ledgerly',
      category: 'accounting',
      blurb: 'Sole-trader bookkeeping with automatic tax set-asides.',
      url: 'https://ledgerly.io/',
    },
    {
      slug: 'squarespace',
      name: 'Squarespace',
      category: 'ecommerce',
      blurb: 'Take bookings and product sales on Squarespace sites.',
      url: 'https://www.squarespace.com/',
    },
  ],
  [
    {
      slug: 'fresha',
      name: 'Fresha',
      category: 'pos',
      blurb: 'Salon and spa bookings with card-on-file deposits.',
      url: 'https://www.fresha.com/',
    },
    {
      slug: 'cin7',
      name: 'Cin7 Core',
      category: 'pos',
      blurb: 'Inventory and wholesale orders paid through MeridianPay links.',
      url: 'https://www.cin7.com/',
    },
    {
      slug: 'stocktake-plus',
      name: 'Stocktake Plus',
      category: 'pos',
      blurb: 'Barcode stocktakes for small retailers, reconciled against sales.',
      url: 'https://stocktakeplus.com.au/',
    },
  ],
];

const outLink = (app: App): string => `/out?url=${encodeURIComponent(app.url)}&amp;src=marketplace&amp;app=${app.slug}`;

const marketplacePage = (page: number): string => {
  const cards = (apps[page - 1] ?? [])
    .map(
      (app) => `        <div role="listitem" class="app-item w-dyn-item" data-category="${app.category}" fs-cmsfilter-field="category">
          <div class="app-card">
            <img src="https://cdn.meridianpay-assets.com.au/marketplace/${app.slug}.png" loading="lazy" alt="${app.name} logo" class="app-logo">
            <div class="app-category">${app.category}</div>
            <h3 class="app-name">${app.name}</h3>
            <p class="app-blurb">${app.blurb}</p>
            <div class="app-links">
              <a href="/marketplace/${app.slug}" class="text-link">Details</a>
              <a href="${outLink(app)}" target="_blank" class="text-link external">Visit website &#8599;</a>
            </div>
          </div>
        </div>`,
    )
    .join('\n');
  const prev =
    page > 1 ? `<a href="/marketplace${page === 2 ? '' : `?page=${page - 1}`}" rel="prev" class="w-pagination-previous">Previous</a>` : '';
  const next = page < apps.length ? `<a href="/marketplace?page=${page + 1}" rel="next" class="w-pagination-next">Next</a>` : '';
  return `${head(`App marketplace${page > 1 ? ` – page ${page}` : ''} | MeridianPay`, 'Connect MeridianPay to your accounting, POS, ecommerce and rostering software.', '64c1f2a9e3b7d80012ab3501')}
<body>
${nav}
<main>
  <section class="page-header">
    <div class="w-container">
      <h1>App marketplace</h1>
      <p>Connect MeridianPay to the software you already use. All apps are built and supported by our integration partners.</p>
      <div class="filter-bar" fs-cmsfilter-element="filters">
        <label class="filter-chip"><input type="radio" name="category" value="all" checked> All</label>
        <label class="filter-chip"><input type="radio" name="category" value="accounting"> Accounting</label>
        <label class="filter-chip"><input type="radio" name="category" value="ecommerce"> Ecommerce</label>
        <label class="filter-chip"><input type="radio" name="category" value="pos"> Point of sale</label>
        <label class="filter-chip"><input type="radio" name="category" value="payroll"> Rostering &amp; payroll</label>
      </div>
    </div>
  </section>
  <section class="marketplace">
    <div class="w-container">
      <div class="w-dyn-list">
        <div role="list" class="app-grid w-dyn-items" fs-cmsfilter-element="list">
${cards}
        </div>
        <div role="navigation" aria-label="List" class="w-pagination-wrapper">
          ${prev}
          <div class="w-page-count">${page} / ${apps.length}</div>
          ${next}
        </div>
      </div>
      <p class="small-print">Built an integration? <a href="https://developers.meridianpay.com.au/marketplace/submit">Submit your app</a>.</p>
    </div>
  </section>
</main>
${footer}
</body>
</html>`;
};

const advisors = `${head('Find a certified advisor | MeridianPay', 'Accountants and bookkeepers certified on MeridianPay who can set up your payments and reconciliation.', '64c1f2a9e3b7d80012ab3502')}
<body>
${nav}
<main>
  <section class="page-header">
    <div class="w-container">
      <h1>Find a certified advisor</h1>
      <p>Our advisor partners are accountants and bookkeepers trained on MeridianPay. They can move you across from your bank's terminal, set up bank feeds and keep your books reconciled.</p>
    </div>
  </section>
  <section class="advisor-directory">
    <div class="w-container">
      <div class="accordion">
        <div data-hover="false" data-delay="0" class="accordion-item w-dropdown">
          <div class="accordion-toggle w-dropdown-toggle" aria-expanded="true"><h2>New South Wales</h2></div>
          <nav class="accordion-list w-dropdown-list w--open">
            <div class="advisor">
              <h3>Harbourside Accounting</h3>
              <p>Chartered accountants &middot; Sydney CBD &middot; Xero &amp; MYOB certified</p>
              <a href="https://www.harboursideaccounting.com.au/" target="_blank" class="text-link">harboursideaccounting.com.au</a>
            </div>
            <div class="advisor">
              <h3>Ledger &amp; Co Bookkeeping</h3>
              <p>Bookkeeping &amp; BAS agent &middot; Parramatta</p>
              <a href="https://ledgerandco.com.au/" target="_blank" class="text-link">ledgerandco.com.au</a>
            </div>
          </nav>
        </div>
        <div data-hover="false" data-delay="0" class="accordion-item w-dropdown">
          <div class="accordion-toggle w-dropdown-toggle" aria-expanded="false"><h2>Victoria</h2></div>
          <nav class="accordion-list w-dropdown-list">
            <div class="advisor">
              <h3>Yarra Advisory</h3>
              <p>Accounting &amp; advisory for hospitality &middot; Richmond</p>
              <a href="https://www.yarraadvisory.com.au/" target="_blank" class="text-link">yarraadvisory.com.au</a>
            </div>
            <div class="advisor">
              <h3>Southbank Tax Partners</h3>
              <p>Tax agents &middot; Southbank</p>
              <a href="https://southbanktax.com.au/" target="_blank" class="text-link">southbanktax.com.au</a>
            </div>
          </nav>
        </div>
        <div data-hover="false" data-delay="0" class="accordion-item w-dropdown">
          <div class="accordion-toggle w-dropdown-toggle" aria-expanded="false"><h2>Queensland</h2></div>
          <nav class="accordion-list w-dropdown-list">
            <div class="advisor">
              <h3>Coral Coast Business Services</h3>
              <p>Bookkeeping &amp; payroll &middot; Cairns</p>
              <a href="https://www.coralcoastbiz.com.au/" target="_blank" class="text-link">coralcoastbiz.com.au</a>
            </div>
          </nav>
        </div>
        <div data-hover="false" data-delay="0" class="accordion-item w-dropdown">
          <div class="accordion-toggle w-dropdown-toggle" aria-expanded="false"><h2>Western Australia</h2></div>
          <nav class="accordion-list w-dropdown-list">
            <div class="advisor">
              <h3>Kookaburra Books</h3>
              <p>Mobile bookkeeper &middot; Fremantle &middot; Phone 08 9335 1120</p>
            </div>
          </nav>
        </div>
      </div>
      <div class="cta-box">
        <h2>Are you an accountant or bookkeeper?</h2>
        <p>Join the advisor program for free training, a partner listing and revenue share on referred clients.</p>
        <a href="/partners/advisor-program" class="button w-button">Join the advisor program</a>
        <a href="https://advisors.meridianpay.com.au/login" class="button secondary w-button">Advisor portal</a>
      </div>
    </div>
  </section>
</main>
${footer}
</body>
</html>`;

const outPages: Record<string, CorpusPage> = {};
for (const app of apps.flat())
  outPages[`/out?url=${encodeURIComponent(app.url)}&src=marketplace&app=${app.slug}`] = { status: 302, redirect: app.url };

export const site: CorpusSite = {
  domain: 'meridianpay.com.au',
  otherDomains: ['meridianpay-assets.com.au'],
  covers:
    'Australian Webflow payments fintech: footer-only "Marketplace" app directory paginated over ?page=2/3 with data-category filter cards whose outbound links go through /out?url= redirects, and a footer "Find an advisor" accordion of accountants by state (one without a website); traps: customer logos, investors, award/press, ASIC/AFCA regulators, PCI QSA assessor, app-store badges, Workable careers, advisor program and portal, asset CDN domain.',
  pages: {
    '/': { headers, html: home },
    '/marketplace': { headers, html: marketplacePage(1) },
    '/marketplace?page=2': { headers, html: marketplacePage(2) },
    '/marketplace?page=3': { headers, html: marketplacePage(3) },
    '/partners/advisors': { headers, html: advisors },
    ...outPages,
  },
  sitemap: ['/', '/eftpos-terminals', '/online-payments', '/pricing', '/marketplace', '/partners/advisors', '/about', '/newsroom'],
  technologies: ['webflow', 'jquery', 'zendesk', 'linkedin-insight-tag', 'swiper', 'workable', 'open-graph'],
  partners: {
    'xero.com': 'technology',
    'myob.com': 'technology',
    'intuit.com': 'technology',
    'shopify.com': 'technology',
    'woocommerce.com': 'technology',
    'lightspeedhq.com.au': 'technology',
    'bigcommerce.com.au': 'technology',
    'deputy.com': 'technology',
    'rosterly.com.au': 'technology',
    'tillcraft.com.au': 'technology',
    'ledgerly.io': 'technology',
    'squarespace.com': 'technology',
    'fresha.com': 'technology',
    'cin7.com': 'technology',
    'stocktakeplus.com.au': 'technology',
    'harboursideaccounting.com.au': 'channel',
    'ledgerandco.com.au': 'channel',
    'yarraadvisory.com.au': 'channel',
    'southbanktax.com.au': 'channel',
    'coralcoastbiz.com.au': 'channel',
  },
};
