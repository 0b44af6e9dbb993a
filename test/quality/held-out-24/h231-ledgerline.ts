import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-id': 'lhr1::iad1::8k2xq-1716203311482-5f0c7a1d9e3b',
  'x-vercel-cache': 'HIT',
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
};

function head(title: string, description: string, path: string): string {
  return `<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://ledgerline.co.uk${path}">
<meta property="og:image" content="https://ledgerline.co.uk/og/ledgerline-default.png">
<meta property="og:site_name" content="Ledgerline">
<link rel="canonical" href="https://ledgerline.co.uk${path}">
<link rel="icon" href="/favicon.ico">
<link rel="preload" href="/_next/static/media/inter-latin.woff2" as="font" type="font/woff2" crossorigin="anonymous">
<link rel="stylesheet" href="/_next/static/css/6a1f2c9e8b7d4a30.css">
<link rel="preconnect" href="https://widget.intercom.io">
<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" data-domain-script="0190a4c2-77d1-7e3b-9f12-ledgerline" charset="UTF-8"></script>
<script>function OptanonWrapper() {}</script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-LDG7Q2K');</script>
<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-LDG7Q2K"></script>
<!-- End Google Tag Manager -->
<script src="/_next/static/chunks/webpack-3d1b0f2a4c9e8d71.js" defer></script>
<script src="/_next/static/chunks/framework-6e2b4f18a0c3d9e5.js" defer></script>
<script src="/_next/static/chunks/main-a81c4e0f2d6b7391.js" defer></script>
<script src="/_next/static/chunks/pages/_app-0c5d9a7e3f1b2468.js" defer></script>
</head>`;
}

const nav = `<header class="site-header">
  <a class="logo" href="/" aria-label="Ledgerline home"><img src="/images/ledgerline-logo.svg" alt="Ledgerline" width="138" height="32"></a>
  <nav aria-label="Main">
    <ul>
      <li><a href="/features">Features</a></li>
      <li><a href="/integrations">Integrations</a></li>
      <li><a href="/pricing">Pricing</a></li>
      <li><a href="/accountants">For accountants</a></li>
      <li><a href="/customers">Customers</a></li>
      <li><a href="/about">About</a></li>
    </ul>
  </nav>
  <div class="header-cta">
    <a href="https://app.ledgerline.co.uk/login">Log in</a>
    <a class="btn btn-primary" href="https://app.ledgerline.co.uk/signup">Start free trial</a>
  </div>
</header>`;

const footer = `<footer class="site-footer">
  <div class="footer-cols">
    <div>
      <h4>Product</h4>
      <ul>
        <li><a href="/features/invoicing">Invoicing</a></li>
        <li><a href="/features/making-tax-digital">Making Tax Digital</a></li>
        <li><a href="/features/bank-feeds">Bank feeds</a></li>
        <li><a href="/features/payroll">Payroll</a></li>
        <li><a href="/integrations">Integrations</a></li>
      </ul>
    </div>
    <div>
      <h4>Company</h4>
      <ul>
        <li><a href="/about">About us</a></li>
        <li><a href="/customers">Customer stories</a></li>
        <li><a href="https://ledgerline.teamtailor.com/jobs">Careers</a></li>
        <li><a href="/contact">Contact</a></li>
        <li><a href="/accountants">Find an accountant</a></li>
      </ul>
    </div>
    <div>
      <h4>Support</h4>
      <ul>
        <li><a href="https://help.ledgerline.co.uk/">Help centre</a></li>
        <li><a href="https://status.ledgerline.co.uk/">System status</a></li>
        <li><a href="https://developer.ledgerline.co.uk/">Developer API</a></li>
      </ul>
    </div>
    <div>
      <h4>Get the app</h4>
      <a href="https://apps.apple.com/gb/app/ledgerline-accounting/id1589204417"><img src="/images/badges/app-store.svg" alt="Download on the App Store"></a>
      <a href="https://play.google.com/store/apps/details?id=uk.co.ledgerline.app"><img src="/images/badges/google-play.svg" alt="Get it on Google Play"></a>
    </div>
  </div>
  <div class="footer-legal">
    <p>Ledgerline is recognised by <a href="https://www.gov.uk/guidance/find-software-thats-compatible-with-making-tax-digital-for-vat">HMRC as compatible software for Making Tax Digital</a>.</p>
    <p>Also serving businesses in Ireland at <a href="https://ledgerline.ie/">ledgerline.ie</a>.</p>
    <ul class="social">
      <li><a href="https://www.linkedin.com/company/ledgerline-uk" aria-label="LinkedIn">LinkedIn</a></li>
      <li><a href="https://x.com/ledgerlineuk" aria-label="X">X</a></li>
      <li><a href="https://www.youtube.com/@ledgerline" aria-label="YouTube">YouTube</a></li>
    </ul>
    <p>&copy; 2024 Ledgerline Software Ltd. Registered in England and Wales, company no. 11875420. 3rd Floor, 22 Northumberland Street, Newcastle upon Tyne NE1 7DE.</p>
    <p><a href="/legal/privacy">Privacy</a> · <a href="/legal/cookies">Cookies</a> · <a href="/legal/terms">Terms</a></p>
  </div>
</footer>
<script async src="https://static.intercomcdn.com/intercom.v1.js"></script>
<script>window.intercomSettings = { app_id: "ldg9x2vq" };</script>`;

function page(title: string, description: string, path: string, body: string, nextData: object): string {
  return `<!DOCTYPE html>
<html lang="en-GB">
${head(title, description, path)}
<body>
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-LDG7Q2K" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<div id="__next">
${nav}
<main>
${body}
</main>
${footer}
</div>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(nextData)}</script>
</body>
</html>`;
}

const integrationsPage1 = [
  {
    slug: 'stripe',
    name: 'Stripe',
    category: 'Payments',
    summary: 'Sync Stripe payouts, fees and refunds and reconcile them automatically.',
    website: 'https://stripe.com',
  },
  {
    slug: 'gocardless',
    name: 'GoCardless',
    category: 'Payments',
    summary: 'Collect invoice payments by Direct Debit and mark invoices paid.',
    website: 'https://gocardless.com',
  },
  {
    slug: 'truelayer',
    name: 'TrueLayer',
    category: 'Bank feeds',
    summary: 'Open Banking feeds from more than 40 UK banks and building societies.',
    website: 'https://truelayer.com',
  },
  {
    slug: 'shopify',
    name: 'Shopify',
    category: 'E-commerce',
    summary: 'Daily sales summaries from your Shopify store, split by tax rate.',
    website: 'https://www.shopify.com/uk',
  },
  {
    slug: 'dext',
    name: 'Dext Prepare',
    category: 'Receipts',
    summary: 'Publish receipts and supplier bills straight from Dext.',
    website: 'https://dext.com/uk',
  },
  {
    slug: 'hubspot',
    name: 'HubSpot',
    category: 'CRM',
    summary: 'Raise Ledgerline invoices when a HubSpot deal is won.',
    website: 'https://www.hubspot.com',
  },
];

export const site: CorpusSite = {
  domain: 'ledgerline.co.uk',
  otherDomains: ['ledgerline.ie'],
  covers:
    'English UK accountancy software on Next.js/Vercel: integrations marketplace with cards linking to detail pages and the partner websites only in __NEXT_DATA__ on page 1, a second page with direct links, two integration detail pages, an accountant partner directory table, redirect /partners -> /accountants; negatives: customer logos and case studies, testimonials, press, award, investors, HMRC recognition, job board, app-store badges, social links, own Irish domain',
  pages: {
    '/': {
      headers,
      html: page(
        'Ledgerline | Online accounting software for UK small businesses',
        'Invoicing, bank feeds, VAT and payroll in one place. Ledgerline is Making Tax Digital ready.',
        '/',
        `<section class="hero">
  <h1>Accounting that keeps up with your business</h1>
  <p>Send invoices, reconcile your bank in minutes and file VAT returns straight to HMRC.</p>
  <a class="btn btn-primary" href="https://app.ledgerline.co.uk/signup">Try Ledgerline free for 30 days</a>
</section>
<section class="trusted">
  <h2>Trusted by over 40,000 UK small businesses</h2>
  <ul class="logo-row">
    <li><img src="/images/customers/holloway-roasters.svg" alt="Holloway Roasters"></li>
    <li><img src="/images/customers/tyneside-joinery.svg" alt="Tyneside Joinery"></li>
    <li><img src="/images/customers/bramble-florals.svg" alt="Bramble Florals"></li>
    <li><img src="/images/customers/north-star-physio.svg" alt="North Star Physio"></li>
  </ul>
</section>
<section class="features-grid">
  <article><h3>Invoices that get paid</h3><p>Add a Pay now button to every invoice and get paid twice as fast.</p></article>
  <article><h3>Live bank feeds</h3><p>Transactions arrive every morning and most match themselves.</p></article>
  <article><h3>VAT without the spreadsheet</h3><p>Submit returns to HMRC from your dashboard.</p></article>
</section>
<section class="integrations-teaser">
  <h2>Works with the apps you already use</h2>
  <p>Connect payment providers, shop platforms, receipt capture and CRM tools from our <a href="/integrations">integrations marketplace</a>.</p>
</section>
<section class="testimonial">
  <blockquote>“We moved from spreadsheets to Ledgerline in a weekend. Our year-end bill from the accountant halved.”</blockquote>
  <p>Priya Natarajan, owner, <a href="https://hollowayroasters.co.uk/">Holloway Roasters</a></p>
</section>
<section class="press">
  <h2>As featured in</h2>
  <ul>
    <li><a href="https://www.theguardian.com/money/small-business"><img src="/images/press/guardian.svg" alt="The Guardian"></a></li>
    <li><a href="https://www.ft.com/companies/technology"><img src="/images/press/ft.svg" alt="Financial Times"></a></li>
    <li><a href="https://www.accountingweb.co.uk/tech"><img src="/images/press/accountingweb.svg" alt="AccountingWEB"></a></li>
  </ul>
</section>
<section class="award">
  <img src="/images/awards/accounting-excellence-2024.png" alt="Accounting Excellence Awards 2024 winner">
  <p>Winner, Small Business Software of the Year at the <a href="https://www.accountingexcellence.com/awards">Accounting Excellence Awards 2024</a>.</p>
</section>`,
        { props: { pageProps: { hero: 'home' } }, page: '/', query: {}, buildId: 'a7Yk2mQx9', isFallback: false, gsp: true },
      ),
    },
    '/integrations': {
      headers,
      html: page(
        'Integrations marketplace | Ledgerline',
        'Connect Ledgerline to your payment provider, bank, online shop and CRM.',
        '/integrations',
        `<section class="page-head">
  <h1>Integrations marketplace</h1>
  <p>Ledgerline connects to the tools you use to get paid, sell and run your business. All integrations are included in every plan.</p>
  <form class="filter" role="search"><label for="q">Search apps</label><input id="q" name="q" type="search" placeholder="e.g. payments"></form>
</section>
<ul class="app-grid">
${integrationsPage1
  .map(
    (a) => `  <li class="app-card">
    <img src="/images/integrations/${a.slug}.svg" alt="" width="48" height="48">
    <span class="app-category">${a.category}</span>
    <h3>${a.name}</h3>
    <p>${a.summary}</p>
    <a href="/integrations/${a.slug}">View integration</a>
  </li>`,
  )
  .join('\n')}
</ul>
<nav class="pagination" aria-label="Pagination">
  <span aria-current="page">1</span>
  <a href="/integrations/page/2">2</a>
  <a href="/integrations/page/2" rel="next">Next</a>
</nav>
<section class="build">
  <h2>Build your own integration</h2>
  <p>Our REST API and webhooks are free to use. Read the <a href="https://developer.ledgerline.co.uk/">developer docs</a>.</p>
</section>`,
        {
          props: { pageProps: { page: 1, totalPages: 2, apps: integrationsPage1 } },
          page: '/integrations',
          query: {},
          buildId: 'a7Yk2mQx9',
          isFallback: false,
          gsp: true,
        },
      ),
    },
    '/integrations/page/2': {
      headers,
      html: page(
        'Integrations marketplace – page 2 | Ledgerline',
        'More apps that connect to Ledgerline.',
        '/integrations/page/2',
        `<section class="page-head"><h1>Integrations marketplace</h1></section>
<ul class="app-grid">
  <li class="app-card"><span class="app-category">Point of sale</span><h3>Square</h3><p>Import card sales and Square fees every night.</p><a href="https://squareup.com/gb/en" rel="noopener">Visit Square</a></li>
  <li class="app-card"><span class="app-category">Point of sale</span><h3>Tillroll POS</h3><p>End-of-day Z reports from Tillroll tills, posted as sales journals.</p><a href="https://www.tillroll.co.uk/" rel="noopener">Visit Tillroll</a></li>
  <li class="app-card"><span class="app-category">Rota &amp; time</span><h3>Deputy</h3><p>Send approved timesheets to Ledgerline Payroll.</p><a href="https://www.deputy.com/uk" rel="noopener">Visit Deputy</a></li>
  <li class="app-card"><span class="app-category">Expenses</span><h3>Pleo</h3><p>Company card spend with receipts attached, coded to the right account.</p><a href="https://www.pleo.io/en-gb" rel="noopener">Visit Pleo</a></li>
  <li class="app-card"><span class="app-category">E-commerce</span><h3>WooCommerce</h3><p>Orders and refunds from your WordPress shop.</p><a href="https://woocommerce.com/products/ledgerline/" rel="noopener">Get the extension</a></li>
  <li class="app-card"><span class="app-category">Automation</span><h3>Zapier</h3><p>Connect Ledgerline to 6,000+ apps without code.</p><a href="https://zapier.com/apps/ledgerline/integrations" rel="noopener">Ledgerline on Zapier</a></li>
</ul>
<nav class="pagination" aria-label="Pagination">
  <a href="/integrations" rel="prev">Previous</a>
  <a href="/integrations">1</a>
  <span aria-current="page">2</span>
</nav>`,
        {
          props: { pageProps: { page: 2, totalPages: 2 } },
          page: '/integrations/page/[n]',
          query: { n: '2' },
          buildId: 'a7Yk2mQx9',
          isFallback: false,
          gsp: true,
        },
      ),
    },
    '/integrations/stripe': {
      headers,
      html: page(
        'Stripe integration | Ledgerline',
        'Reconcile Stripe payouts automatically.',
        '/integrations/stripe',
        `<nav class="breadcrumbs"><a href="/integrations">Integrations</a> / Stripe</nav>
<article class="app-detail">
  <img src="/images/integrations/stripe.svg" alt="Stripe logo" width="96" height="96">
  <h1>Stripe + Ledgerline</h1>
  <p>Take card payments on your invoices with Stripe and let Ledgerline split each payout into sales, fees and refunds.</p>
  <h2>What it does</h2>
  <ul>
    <li>Adds a Pay by card button to invoices</li>
    <li>Creates a clearing account for Stripe balances</li>
    <li>Posts Stripe fees as a separate expense line</li>
  </ul>
  <aside class="app-meta">
    <dl><dt>Category</dt><dd>Payments</dd><dt>Built by</dt><dd>Ledgerline</dd><dt>Website</dt><dd><a href="https://stripe.com/gb" rel="noopener">stripe.com</a></dd></dl>
    <a class="btn" href="https://app.ledgerline.co.uk/settings/apps/stripe">Connect Stripe</a>
  </aside>
</article>`,
        {
          props: { pageProps: { app: integrationsPage1[0] } },
          page: '/integrations/[slug]',
          query: { slug: 'stripe' },
          buildId: 'a7Yk2mQx9',
          isFallback: false,
          gsp: true,
        },
      ),
    },
    '/integrations/gocardless': {
      headers,
      html: page(
        'GoCardless integration | Ledgerline',
        'Collect payments by Direct Debit.',
        '/integrations/gocardless',
        `<nav class="breadcrumbs"><a href="/integrations">Integrations</a> / GoCardless</nav>
<article class="app-detail">
  <img src="/images/integrations/gocardless.svg" alt="GoCardless logo" width="96" height="96">
  <h1>GoCardless + Ledgerline</h1>
  <p>Set up Direct Debit mandates for your regular customers and collect invoice payments on the due date, automatically.</p>
  <aside class="app-meta">
    <dl><dt>Category</dt><dd>Payments</dd><dt>Built by</dt><dd>GoCardless</dd><dt>Website</dt><dd><a href="https://gocardless.com/en-gb/" rel="noopener">gocardless.com</a></dd></dl>
    <a class="btn" href="https://app.ledgerline.co.uk/settings/apps/gocardless">Connect GoCardless</a>
  </aside>
</article>`,
        {
          props: { pageProps: { app: integrationsPage1[1] } },
          page: '/integrations/[slug]',
          query: { slug: 'gocardless' },
          buildId: 'a7Yk2mQx9',
          isFallback: false,
          gsp: true,
        },
      ),
    },
    '/partners': { status: 308, redirect: '/accountants' },
    '/accountants': {
      headers,
      html: page(
        'Find a Ledgerline accountant | Accountant & bookkeeper partner programme',
        'Certified Ledgerline partner practices across the UK.',
        '/accountants',
        `<section class="page-head">
  <h1>Find a Ledgerline accountant</h1>
  <p>Our partner practices are trained and certified on Ledgerline. They can set you up, migrate your books and look after your VAT and year end.</p>
</section>
<table class="partner-directory">
  <thead><tr><th>Practice</th><th>Location</th><th>Partner tier</th><th>Services</th><th>Website</th></tr></thead>
  <tbody>
    <tr><td>Brightwater Accountants</td><td>Newcastle upon Tyne</td><td>Platinum partner</td><td>Bookkeeping, VAT, payroll</td><td><a href="https://www.brightwateraccountants.co.uk/">brightwateraccountants.co.uk</a></td></tr>
    <tr><td>McAlister &amp; Rowe</td><td>Glasgow</td><td>Gold partner</td><td>Year end, tax returns</td><td><a href="https://mcalisterrowe.co.uk/">mcalisterrowe.co.uk</a></td></tr>
    <tr><td>Numeris Bookkeeping</td><td>Leeds</td><td>Gold partner</td><td>Bookkeeping, migration</td><td><a href="https://numeris-bookkeeping.co.uk/">numeris-bookkeeping.co.uk</a></td></tr>
    <tr><td>Harlow Finch LLP</td><td>Bristol</td><td>Silver partner</td><td>Audit, advisory</td><td><a href="https://www.harlowfinch.com/">harlowfinch.com</a></td></tr>
    <tr><td>The Tally Room</td><td>Cardiff</td><td>Silver partner</td><td>Bookkeeping for sole traders</td><td><a href="https://thetallyroom.co.uk/">thetallyroom.co.uk</a></td></tr>
  </tbody>
</table>
<section class="become-partner">
  <h2>Are you an accountant or bookkeeper?</h2>
  <p>Join the partner programme for free software for your practice, a listing in this directory and client referrals. <a href="/contact?topic=partner-programme">Apply now</a>.</p>
</section>`,
        { props: { pageProps: { region: 'all' } }, page: '/accountants', query: {}, buildId: 'a7Yk2mQx9', isFallback: false, gsp: true },
      ),
    },
    '/customers': {
      headers,
      html: page(
        'Customer stories | Ledgerline',
        'How small businesses run their books on Ledgerline.',
        '/customers',
        `<section class="page-head"><h1>Customer stories</h1><p>Real businesses, fewer evenings lost to admin.</p></section>
<div class="case-studies">
  <article>
    <h2>Holloway Roasters cut month-end from four days to one</h2>
    <p>The London coffee roaster links its Shopify shop and café tills to Ledgerline. <a href="/customers/holloway-roasters">Read the story</a> · <a href="https://hollowayroasters.co.uk/">hollowayroasters.co.uk</a></p>
  </article>
  <article>
    <h2>Tyneside Joinery gets paid 18 days sooner</h2>
    <p>Card payment links on every invoice. <a href="/customers/tyneside-joinery">Read the story</a> · <a href="https://www.tynesidejoinery.co.uk/">tynesidejoinery.co.uk</a></p>
  </article>
  <article>
    <h2>Bramble Florals files VAT in ten minutes</h2>
    <p><a href="/customers/bramble-florals">Read the story</a></p>
  </article>
</div>
<section class="reviews"><p>Rated 4.8 out of 5 from 2,300 reviews on <a href="https://uk.trustpilot.com/review/ledgerline.co.uk">Trustpilot</a>.</p></section>`,
        { props: { pageProps: {} }, page: '/customers', query: {}, buildId: 'a7Yk2mQx9', isFallback: false, gsp: true },
      ),
    },
    '/about': {
      headers,
      html: page(
        'About Ledgerline',
        'We build accounting software for the UK’s 5.5 million small businesses.',
        '/about',
        `<section class="page-head"><h1>About Ledgerline</h1></section>
<section>
  <p>Ledgerline was founded in Newcastle in 2018 by two former practice accountants who were tired of chasing clients for bank statements. Today 140 people work across our Newcastle and Dublin offices.</p>
  <h2>Our investors</h2>
  <p>We are backed by <a href="https://seedcamp.com/">Seedcamp</a>, <a href="https://octopusventures.com/">Octopus Ventures</a> and a group of angel investors from the accounting profession.</p>
  <h2>Work with us</h2>
  <p>We are hiring engineers, customer success managers and accountants. See open roles on our <a href="https://ledgerline.teamtailor.com/jobs">careers site</a>.</p>
</section>`,
        { props: { pageProps: {} }, page: '/about', query: {}, buildId: 'a7Yk2mQx9', isFallback: false, gsp: true },
      ),
    },
    '/contact': {
      headers,
      html: page(
        'Contact us | Ledgerline',
        'Talk to sales or support.',
        '/contact',
        `<section class="page-head"><h1>Contact us</h1></section>
<div class="contact-grid">
  <div>
    <h2>Sales</h2><p>0191 496 0732<br><a href="mailto:sales@ledgerline.co.uk">sales@ledgerline.co.uk</a></p>
    <h2>Support</h2><p>Chat with us in the app, Monday to Friday 8am–7pm, or visit the <a href="https://help.ledgerline.co.uk/">help centre</a>.</p>
    <h2>Press</h2><p><a href="mailto:press@ledgerline.co.uk">press@ledgerline.co.uk</a></p>
  </div>
  <form method="post" action="/api/contact">
    <label>Name <input name="name" required></label>
    <label>Email <input name="email" type="email" required></label>
    <label>Topic <select name="topic"><option>Sales</option><option value="partner-programme">Partner programme</option><option>Other</option></select></label>
    <label>Message <textarea name="message"></textarea></label>
    <button type="submit">Send</button>
  </form>
</div>`,
        { props: { pageProps: {} }, page: '/contact', query: {}, buildId: 'a7Yk2mQx9', isFallback: false, gsp: true },
      ),
    },
  },
  sitemap: [
    '/',
    '/integrations',
    '/integrations/page/2',
    '/integrations/stripe',
    '/integrations/gocardless',
    '/accountants',
    '/customers',
    '/about',
    '/contact',
  ],
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'google-tag-manager', 'onetrust', 'intercom', 'open-graph', 'hsts'],
  partners: {
    'stripe.com': 'technology',
    'gocardless.com': 'technology',
    'truelayer.com': 'technology',
    'shopify.com': 'technology',
    'dext.com': 'technology',
    'hubspot.com': 'technology',
    'squareup.com': 'technology',
    'tillroll.co.uk': 'technology',
    'deputy.com': 'technology',
    'pleo.io': 'technology',
    'woocommerce.com': 'technology',
    'zapier.com': 'technology',
    'brightwateraccountants.co.uk': 'channel',
    'mcalisterrowe.co.uk': 'channel',
    'numeris-bookkeeping.co.uk': 'channel',
    'harlowfinch.com': 'channel',
    'thetallyroom.co.uk': 'channel',
  },
};
