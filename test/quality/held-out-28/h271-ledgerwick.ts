import type { CorpusSite } from '../corpus/types.js';

// Ledgerwick: US accounts-payable and spend-management platform, a Next.js (pages router) site on Vercel with
// Contentful images. The integrations catalogue is rendered client-side: the list only lives in __NEXT_DATA__.

const BUILD = 'kq3VbN8xT2wLr0aPzYd1C';
const CTF = 'https://images.ctfassets.net/q7x2lw0v9k1d';

const vercelHeaders = (id: string): Record<string, string> => ({
  'content-type': 'text/html; charset=utf-8',
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-cache': 'HIT',
  'x-vercel-id': `iad1::${id}`,
  'cache-control': 'public, max-age=0, must-revalidate',
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
});

const head = (
  title: string,
  description: string,
  path: string,
  chunk: string,
  extra = '',
) => `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="description" content="${description}"/><link rel="canonical" href="https://www.ledgerwick.com${path === '/' ? '' : path}"/><meta property="og:type" content="website"/><meta property="og:site_name" content="Ledgerwick"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/><meta property="og:image" content="${CTF}/5hT0pQm1nR3sUv7wXy9zA/0c4e1f2b7a9d8e6c5b4a3f2e1d0c9b8a/og-default.png?w=1200&amp;h=630&amp;fm=png"/><meta name="twitter:card" content="summary_large_image"/><meta name="twitter:site" content="@ledgerwick"/><link rel="icon" href="/favicon.ico"/><link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png"/><meta name="next-head-count" content="16"/><link rel="preload" href="/_next/static/media/a34f9d1faa5f3315-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous" data-next-font="size-adjust"/><link rel="preload" href="/_next/static/css/7b1e0d5c2a9f4e83.css" as="style"/><link rel="stylesheet" href="/_next/static/css/7b1e0d5c2a9f4e83.css" data-n-g=""/><link rel="preload" href="/_next/static/css/${chunk}.css" as="style"/><link rel="stylesheet" href="/_next/static/css/${chunk}.css" data-n-p=""/><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-c67a75d1b6f99dc8.js"></script><script src="/_next/static/chunks/webpack-59c5c889f52620d6.js" defer=""></script><script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer=""></script><script src="/_next/static/chunks/main-0a5c3b1f2e6d7a98.js" defer=""></script><script src="/_next/static/chunks/pages/_app-3f0e2d1c9b8a7f6e.js" defer=""></script><script src="/_next/static/chunks/pages/${chunk}.js" defer=""></script><script src="/_next/static/${BUILD}/_buildManifest.js" defer=""></script><script src="/_next/static/${BUILD}/_ssgManifest.js" defer=""></script>
<script id="gtm-init">(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-K8W2LQX');</script>
<script type="text/javascript" id="hs-script-loader" async="" defer="" src="//js.hs-scripts.com/21984457.js"></script>${extra}</head>`;

const nav = `<body><div id="__next"><div class="CookieNotice_root__Xo2pQ" role="dialog" aria-live="polite" aria-label="Cookie notice" data-state="hidden"><p>We use cookies to run Ledgerwick, measure traffic and personalise marketing. See our <a href="/legal/cookies">cookie policy</a>.</p><div class="CookieNotice_actions__p1Wn2"><button type="button" class="Button_secondary__7Hq1a">Manage preferences</button><button type="button" class="Button_primary__cV2kD">Accept all</button></div></div>
<a class="SkipLink_root__d9Fq1" href="#main">Skip to content</a>
<div class="Banner_root__w1Zr8"><p>New: Ledgerwick Procure is now generally available. <a href="/company#news">Read the announcement →</a></p></div>
<header class="Header_root__3kFv0"><div class="Header_inner__pQ2mX"><a class="Header_logo__g0Zt2" href="/" aria-label="Ledgerwick home"><svg width="132" height="28" viewBox="0 0 132 28" aria-hidden="true"><path d="M4 4h6v14h10v6H4z" fill="#0B3D2E"></path><path d="M26 4h6l4 12 4-12h6l-7 20h-6z" fill="#18A66A"></path></svg></a>
<nav aria-label="Main" class="Header_nav__1nZp4"><ul class="MegaMenu_list__a8Rw3">
<li class="MegaMenu_item__Yx0q1"><button type="button" aria-expanded="false" aria-controls="mm-product">Product</button><div id="mm-product" class="MegaMenu_panel__Lk2Vb" hidden=""><div class="MegaMenu_col__f9R0s"><p class="MegaMenu_heading__0aPq2">Spend</p><ul><li><a href="/product/accounts-payable"><strong>Accounts payable</strong><span>Capture, code and approve every invoice</span></a></li><li><a href="/product/cards"><strong>Corporate cards</strong><span>Virtual and physical cards with live limits</span></a></li><li><a href="/product/procure"><strong>Procurement</strong><span>Purchase requests and POs in one flow</span></a></li><li><a href="/product/reimbursements"><strong>Reimbursements</strong><span>Out-of-pocket expenses, paid next day</span></a></li></ul></div><div class="MegaMenu_col__f9R0s"><p class="MegaMenu_heading__0aPq2">Platform</p><ul><li><a href="/integrations"><strong>Integrations</strong><span>Sync with your ERP, HRIS and bank</span></a></li><li><a href="/security"><strong>Security</strong><span>SOC 2 Type II, SSO, audit trails</span></a></li><li><a href="https://ledgerwick.dev/api"><strong>API</strong><span>Build on Ledgerwick</span></a></li></ul></div></div></li>
<li class="MegaMenu_item__Yx0q1"><button type="button" aria-expanded="false" aria-controls="mm-solutions">Solutions</button><div id="mm-solutions" class="MegaMenu_panel__Lk2Vb" hidden=""><div class="MegaMenu_col__f9R0s"><p class="MegaMenu_heading__0aPq2">By team</p><ul><li><a href="/solutions/controllers">Controllers</a></li><li><a href="/solutions/cfo">CFOs</a></li><li><a href="/solutions/procurement">Procurement</a></li></ul></div><div class="MegaMenu_col__f9R0s"><p class="MegaMenu_heading__0aPq2">By size</p><ul><li><a href="/solutions/mid-market">Mid-market</a></li><li><a href="/solutions/enterprise">Enterprise</a></li><li><a href="/solutions/multi-entity">Multi-entity groups</a></li></ul></div></div></li>
<li class="MegaMenu_item__Yx0q1"><a href="/customers">Customers</a></li>
<li class="MegaMenu_item__Yx0q1"><button type="button" aria-expanded="false" aria-controls="mm-partners">Partners</button><div id="mm-partners" class="MegaMenu_panel__Lk2Vb" hidden=""><div class="MegaMenu_col__f9R0s"><ul><li><a href="/partners"><strong>Accounting &amp; advisory partners</strong><span>Firms that implement and run Ledgerwick for clients</span></a></li><li><a href="/integrations"><strong>Integration directory</strong><span>Every app Ledgerwick connects to</span></a></li><li><a href="https://ledgerwick.partnerstack.com/login"><strong>Partner portal</strong><span>Sign in to register deals</span></a></li></ul></div></div></li>
<li class="MegaMenu_item__Yx0q1"><a href="/pricing">Pricing</a></li>
</ul></nav>
<div class="Header_actions__Tz7q0"><a class="Header_login__Vb3nS" href="https://app.ledgerwick.com/login">Log in</a><a class="Button_primary__cV2kD" href="/demo">Book a demo</a></div></div></header>
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K8W2LQX" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<main id="main">`;

const footer = `</main>
<footer class="Footer_root__Hk3dP"><div class="Footer_grid__q0Rw2">
<div class="Footer_brand__x7Vb1"><a href="/" aria-label="Ledgerwick home"><svg width="120" height="26" aria-hidden="true"><rect width="120" height="26" fill="none"></rect></svg></a><p>Ledgerwick, Inc. · 548 Market St, PMB 61820 · San Francisco, CA 94104</p><ul class="Footer_social__p2Lm8"><li><a href="https://www.linkedin.com/company/ledgerwick" aria-label="LinkedIn">LinkedIn</a></li><li><a href="https://x.com/ledgerwick" aria-label="X">X</a></li><li><a href="https://www.youtube.com/@ledgerwick" aria-label="YouTube">YouTube</a></li></ul></div>
<div><p class="Footer_heading__m1Dq9">Product</p><ul><li><a href="/product/accounts-payable">Accounts payable</a></li><li><a href="/product/cards">Corporate cards</a></li><li><a href="/product/procure">Procurement</a></li><li><a href="/pricing">Pricing</a></li><li><a href="/integrations">Integrations</a></li></ul></div>
<div><p class="Footer_heading__m1Dq9">Company</p><ul><li><a href="/company">About</a></li><li><a href="/customers">Customers</a></li><li><a href="/partners">Partners</a></li><li><a href="https://boards.greenhouse.io/ledgerwick">Careers</a></li><li><a href="/company#press">Press</a></li></ul></div>
<div><p class="Footer_heading__m1Dq9">Resources</p><ul><li><a href="https://ledgerwick.dev">Developer docs</a></li><li><a href="https://ledgerwickstatus.com">System status</a></li><li><a href="/security">Security</a></li><li><a href="/blog">Blog</a></li><li><a href="mailto:support@ledgerwick.com">support@ledgerwick.com</a></li></ul></div>
</div>
<div class="Footer_legal__c9Tq3"><p>Ledgerwick is a financial technology company, not a bank. Banking services provided by Lakeshore National Bank, Member FDIC. The Ledgerwick Visa® Commercial Card is issued by Lakeshore National Bank pursuant to a license from Visa U.S.A. Inc. and may be used everywhere Visa cards are accepted.</p><p>© 2025 Ledgerwick, Inc. · <a href="/legal/privacy">Privacy</a> · <a href="/legal/terms">Terms</a> · <a href="/legal/cookies">Cookies</a> · <a href="/sitemap.xml">Sitemap</a></p></div></footer></div>`;

const nextData = (page: string, pageProps: unknown) =>
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
    props: { pageProps, __N_SSG: true },
    page,
    query: {},
    buildId: BUILD,
    isFallback: false,
    gsp: true,
    scriptLoader: [],
  })}</script></body></html>`;

// ---------------------------------------------------------------- home

const customerLogos = [
  ['Brightfield Foods', 'brightfield-foods'],
  ['Copperline Logistics', 'copperline'],
  ['Mesa Verde Health', 'mesa-verde'],
  ['Northfork Hospitality', 'northfork'],
  ['Quarry & Vine', 'quarry-vine'],
  ['Sable Robotics', 'sable'],
]
  .map(
    ([name, slug], i) =>
      `<li class="LogoWall_item__Tq0k2"><img alt="${name} logo" loading="lazy" width="140" height="40" src="${CTF}/${i}aB${slug}Zq/4f1e${i}c2d/${slug}.svg"/></li>`,
  )
  .join('');

const home = `${head(
  'Ledgerwick | Accounts payable and spend management for mid-market finance teams',
  'Automate invoices, approvals, cards and payments in one platform that syncs with your ERP.',
  '/',
  'index-8d2f1a7c6b5e4d30',
  `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Ledgerwick","url":"https://www.ledgerwick.com","logo":"https://www.ledgerwick.com/logo.png","sameAs":["https://www.linkedin.com/company/ledgerwick","https://x.com/ledgerwick"]}</script>`,
)}${nav}
<section class="Hero_root__8Vn1q"><div class="Hero_copy__Wp4x0"><p class="Eyebrow_root__2bPq1">Spend management</p><h1>Close the books on accounts payable chaos</h1><p>Ledgerwick captures every invoice, routes it for approval, pays vendors by ACH, check or card and syncs the result to your general ledger — without spreadsheets.</p><div class="Hero_ctas__h1Kw3"><a class="Button_primary__cV2kD" href="/demo">Book a demo</a><a class="Button_ghost__n8Pz2" href="/product/accounts-payable">See how it works</a></div></div><div class="Hero_media__0pLm4"><img alt="Ledgerwick invoice approval screen" width="720" height="480" src="${CTF}/2Jd8sKq0aP1mWx/9b8a7c6d5e4f/hero-approvals.png?w=1440&amp;fm=webp&amp;q=80"/></div></section>
<section class="LogoWall_root__bK3sQ" aria-labelledby="trusted"><h2 id="trusted" class="LogoWall_title__p0Qz1">Trusted by 2,400+ finance teams</h2><ul class="LogoWall_list__9xVf2">${customerLogos}</ul></section>
<section class="Features_root__5kLq0"><h2>Everything finance needs to control spend</h2><div class="Features_grid__Lq9w1">
<article class="FeatureCard_root__zP4n0"><h3>Invoice capture that reads like an analyst</h3><p>Forward invoices to your Ledgerwick inbox or drag them in. Line items, tax and PO numbers are extracted and matched to receipts in seconds.</p><a href="/product/accounts-payable">Explore AP automation</a></article>
<article class="FeatureCard_root__zP4n0"><h3>Approvals that follow your policy</h3><p>Build multi-step approval chains by amount, department, entity or vendor. Approvers act from email, Slack or mobile.</p><a href="/product/accounts-payable#approvals">See approval workflows</a></article>
<article class="FeatureCard_root__zP4n0"><h3>Cards with built-in limits</h3><p>Issue virtual cards per vendor or per subscription and watch every swipe reconcile itself against the right GL code.</p><a href="/product/cards">Meet Ledgerwick cards</a></article>
<article class="FeatureCard_root__zP4n0"><h3>Two-way ERP sync</h3><p>Vendors, GL accounts, classes and departments stay in sync with NetSuite, Sage Intacct, QuickBooks and Microsoft Dynamics.</p><a href="/integrations">Browse integrations</a></article>
</div></section>
<section class="Stats_root__Qw0p1"><dl><div><dt>Invoices processed</dt><dd>38M+</dd></div><div><dt>Faster month-end close</dt><dd>5 days</dd></div><div><dt>Average ROI in year one</dt><dd>4.2×</dd></div></dl></section>
<section class="Quote_root__l0Vb7"><blockquote><p>“We went from a two-week AP backlog to paying every vendor on time, and our auditors love the trail.”</p><footer><img alt="" width="48" height="48" src="${CTF}/7Hc1pQ/d0e9f8/avatar-rvega.jpg?w=96"/><cite>Rosa Vega, Controller at Brightfield Foods</cite></footer></blockquote><a href="/customers">Read customer stories</a></section>
<section class="Badges_root__a1Xz3" aria-label="Recognition"><ul><li><a href="https://www.g2.com/products/ledgerwick/reviews"><img alt="G2 Leader Spring 2025 – AP Automation" width="96" height="110" src="${CTF}/g2Lead/25spr/g2-leader.svg"/></a></li><li><a href="https://www.g2.com/products/ledgerwick/reviews"><img alt="G2 Easiest to Use Mid-Market" width="96" height="110" src="${CTF}/g2Ease/25spr/g2-easiest.svg"/></a></li><li><a href="/security"><img alt="AICPA SOC 2 Type II" width="96" height="96" src="${CTF}/soc2/aicpa-soc2.svg"/></a></li></ul></section>
<section class="Cta_root__b0Lk8"><h2>See Ledgerwick on your own invoices</h2><p>Bring ten real invoices to a 30-minute demo and watch them post to your ERP.</p><a class="Button_primary__cV2kD" href="/demo">Book a demo</a></section>
${footer}${nextData('/', { hero: { variant: 'b' }, logos: 6, locale: 'en-US' })}`;

// ---------------------------------------------------------------- integrations (client-rendered directory)

type Integration = {
  slug: string;
  name: string;
  category: string;
  summary: string;
  maker: { name: string; website: string | null };
  status: 'live' | 'beta' | 'coming-soon';
  sync: string;
};

const integrations: Integration[] = [
  {
    slug: 'netsuite',
    name: 'Oracle NetSuite',
    category: 'ERP & Accounting',
    summary: 'Real-time two-way sync of vendors, bills, payments, subsidiaries and custom segments.',
    maker: { name: 'Oracle NetSuite', website: 'https://www.netsuite.com/portal/home.shtml' },
    status: 'live',
    sync: 'two-way',
  },
  {
    slug: 'sage-intacct',
    name: 'Sage Intacct',
    category: 'ERP & Accounting',
    summary: 'Push approved bills with dimensions and pull your chart of accounts every 15 minutes.',
    maker: { name: 'Sage', website: 'https://www.sage.com/en-us/sage-business-cloud/intacct/' },
    status: 'live',
    sync: 'two-way',
  },
  {
    slug: 'quickbooks-online',
    name: 'QuickBooks Online',
    category: 'ERP & Accounting',
    summary: 'Bills, bill payments and card transactions posted to the right accounts and classes.',
    maker: { name: 'Intuit', website: 'https://quickbooks.intuit.com/' },
    status: 'live',
    sync: 'two-way',
  },
  {
    slug: 'quickbooks-desktop',
    name: 'QuickBooks Desktop',
    category: 'ERP & Accounting',
    summary: 'Sync through the Ledgerwick Web Connector for QuickBooks Enterprise users.',
    maker: { name: 'Intuit', website: 'https://quickbooks.intuit.com/desktop/' },
    status: 'live',
    sync: 'one-way',
  },
  {
    slug: 'xero',
    name: 'Xero',
    category: 'ERP & Accounting',
    summary: 'Post bills and payments to Xero with tracking categories and multi-currency support.',
    maker: { name: 'Xero', website: 'https://www.xero.com/us/' },
    status: 'live',
    sync: 'two-way',
  },
  {
    slug: 'dynamics-365-business-central',
    name: 'Microsoft Dynamics 365 Business Central',
    category: 'ERP & Accounting',
    summary: 'Native connector certified on Microsoft AppSource for purchase invoices and vendor payments.',
    maker: { name: 'Microsoft', website: 'https://dynamics.microsoft.com/en-us/business-central/overview/' },
    status: 'live',
    sync: 'two-way',
  },
  {
    slug: 'acumatica',
    name: 'Acumatica',
    category: 'ERP & Accounting',
    summary: 'Join the waitlist for our Acumatica connector.',
    maker: { name: 'Acumatica', website: null },
    status: 'coming-soon',
    sync: 'two-way',
  },
  {
    slug: 'workday',
    name: 'Workday HCM',
    category: 'HRIS & Payroll',
    summary: 'Provision employees, managers and cost centers automatically from Workday.',
    maker: { name: 'Workday', website: 'https://www.workday.com/en-us/products/human-capital-management/overview.html' },
    status: 'live',
    sync: 'one-way',
  },
  {
    slug: 'rippling',
    name: 'Rippling',
    category: 'HRIS & Payroll',
    summary: 'Create cards and approval chains for new hires the day they start.',
    maker: { name: 'Rippling', website: 'https://www.rippling.com/' },
    status: 'live',
    sync: 'one-way',
  },
  {
    slug: 'gusto',
    name: 'Gusto',
    category: 'HRIS & Payroll',
    summary: 'Reimburse employees through Gusto payroll runs.',
    maker: { name: 'Gusto', website: 'https://gusto.com/' },
    status: 'beta',
    sync: 'one-way',
  },
  {
    slug: 'plaid',
    name: 'Plaid',
    category: 'Banking',
    summary: 'Verify vendor bank accounts and connect your operating account in seconds.',
    maker: { name: 'Plaid', website: 'https://plaid.com/' },
    status: 'live',
    sync: 'one-way',
  },
  {
    slug: 'bank-file-export',
    name: 'Positive pay & bank file export',
    category: 'Banking',
    summary: 'Generate NACHA and positive-pay files for any US bank.',
    maker: { name: 'Ledgerwick', website: null },
    status: 'live',
    sync: 'one-way',
  },
  {
    slug: 'okta',
    name: 'Okta',
    category: 'Identity & SSO',
    summary: 'SAML single sign-on and SCIM user provisioning.',
    maker: { name: 'Okta', website: 'https://www.okta.com/integrations/' },
    status: 'live',
    sync: 'one-way',
  },
  {
    slug: 'google-workspace',
    name: 'Google Workspace SSO',
    category: 'Identity & SSO',
    summary: 'Sign in with Google for every employee.',
    maker: { name: 'Google', website: null },
    status: 'live',
    sync: 'one-way',
  },
  {
    slug: 'slack',
    name: 'Slack',
    category: 'Collaboration',
    summary: 'Approve bills, receipts and card requests without leaving Slack.',
    maker: { name: 'Slack', website: 'https://slack.com/apps' },
    status: 'live',
    sync: 'two-way',
  },
  {
    slug: 'salesforce',
    name: 'Salesforce',
    category: 'CRM',
    summary: 'Tie vendor spend to Salesforce opportunities and accounts for margin reporting.',
    maker: { name: 'Salesforce', website: 'https://www.salesforce.com/' },
    status: 'beta',
    sync: 'one-way',
  },
  {
    slug: 'avalara',
    name: 'Avalara AvaTax',
    category: 'Tax',
    summary: 'Calculate use tax on vendor bills and collect W-9s with 1099 e-filing.',
    maker: { name: 'Avalara', website: 'https://www.avalara.com/us/en/products/calculations.html' },
    status: 'live',
    sync: 'one-way',
  },
  {
    slug: 'csv-import',
    name: 'CSV & SFTP import',
    category: 'Data',
    summary: 'Bulk-load vendors and historical bills from any system.',
    maker: { name: 'Ledgerwick', website: null },
    status: 'live',
    sync: 'one-way',
  },
];

const categories = [...new Set(integrations.map((i) => i.category))];

const integrationsPage = `${head(
  'Integrations | Ledgerwick',
  'Ledgerwick connects to your ERP, HRIS, bank, identity provider and collaboration tools.',
  '/integrations',
  'integrations-4c1d9e7a2b3f5068',
)}${nav}
<section class="PageHero_root__q1Xz0 PageHero_tinted__k9Lm2"><p class="Eyebrow_root__2bPq1">Integrations</p><h1>Ledgerwick fits the stack you already run</h1><p>Pre-built, two-way connectors keep vendors, GL codes and payments in sync — no CSV exports, no middleware. Missing something? Our <a href="https://ledgerwick.dev/api">open API</a> and webhooks cover the rest.</p></section>
<section class="Directory_root__Pq8k3"><aside class="Directory_filters__c0Vw1"><label for="int-search" class="sr-only">Search integrations</label><input id="int-search" type="search" placeholder="Search ${integrations.length} integrations" autocomplete="off"/><fieldset><legend>Category</legend><ul><li><button type="button" aria-pressed="true" data-category="all">All</button></li>${categories
  .map(
    (c) => `<li><button type="button" aria-pressed="false" data-category="${c.toLowerCase().replace(/[^a-z]+/g, '-')}">${c}</button></li>`,
  )
  .join(
    '',
  )}</ul></fieldset><fieldset><legend>Status</legend><label><input type="checkbox" checked=""/> Live</label><label><input type="checkbox" checked=""/> Beta</label><label><input type="checkbox"/> Coming soon</label></fieldset></aside>
<div class="Directory_results__n7Rq2" aria-busy="true"><p class="Directory_count__Zz0k1">Loading integrations…</p><ul class="Directory_grid__hW3p0">${Array.from(
  { length: 9 },
  () =>
    `<li class="Skeleton_card__p2Kq0"><span class="Skeleton_logo__m1Vd8"></span><span class="Skeleton_line__Ty9a0"></span><span class="Skeleton_line__Ty9a0 Skeleton_short__o0Zx2"></span></li>`,
).join('')}</ul></div></section>
<section class="Cta_root__b0Lk8"><h2>Build your own integration</h2><p>Use the Ledgerwick REST API, webhooks and sandbox to connect internal tools. Partners building listed integrations can apply through the partner portal.</p><a class="Button_secondary__7Hq1a" href="https://ledgerwick.dev/api">Read the API docs</a></section>
${footer}${nextData('/integrations', {
  integrations: integrations.map((i) => ({
    ...i,
    logo: { url: `${CTF}/int-${i.slug}/logo.svg`, width: 64, height: 64 },
    href: i.status === 'coming-soon' ? null : `/integrations/${i.slug}`,
  })),
  categories,
  seo: { title: 'Integrations | Ledgerwick', noindex: false },
})}`;

// ---------------------------------------------------------------- integration detail: NetSuite

const netsuitePage = `${head(
  'NetSuite integration | Ledgerwick',
  'Two-way, real-time sync between Ledgerwick and Oracle NetSuite, including OneWorld subsidiaries.',
  '/integrations/netsuite',
  'integrations/[slug]-1e9d7c5b3a2f4068',
)}${nav}
<nav aria-label="Breadcrumb" class="Breadcrumb_root__w0Lq2"><ol><li><a href="/">Home</a></li><li><a href="/integrations">Integrations</a></li><li aria-current="page">Oracle NetSuite</li></ol></nav>
<section class="IntegrationHero_root__0kVq3"><img alt="Oracle NetSuite logo" width="96" height="96" src="${CTF}/int-netsuite/logo.svg"/><div><h1>Oracle NetSuite</h1><p>Ledgerwick's SuiteApp keeps vendors, bills, payments and card transactions in lockstep with NetSuite — including OneWorld subsidiaries, multi-currency and custom segments.</p><ul class="IntegrationHero_meta__Yv3p1"><li><strong>Category</strong> ERP &amp; Accounting</li><li><strong>Sync</strong> Two-way, real time</li><li><strong>Built by</strong> Ledgerwick</li><li><strong>Plans</strong> Growth and Enterprise</li></ul><div class="IntegrationHero_ctas__p0Rw8"><a class="Button_primary__cV2kD" href="https://app.ledgerwick.com/settings/integrations/netsuite">Connect NetSuite</a><a class="Button_ghost__n8Pz2" href="https://ledgerwick.dev/guides/netsuite">Setup guide</a></div></div></section>
<section class="Prose_root__Vb2n9"><h2>What syncs</h2><table><thead><tr><th>Object</th><th>Direction</th><th>Frequency</th></tr></thead><tbody><tr><td>Vendors &amp; vendor bank details</td><td>Two-way</td><td>Real time</td></tr><tr><td>Chart of accounts, departments, classes, locations</td><td>NetSuite → Ledgerwick</td><td>Every 15 minutes</td></tr><tr><td>Custom segments</td><td>NetSuite → Ledgerwick</td><td>Every 15 minutes</td></tr><tr><td>Vendor bills with line-level coding</td><td>Ledgerwick → NetSuite</td><td>On approval</td></tr><tr><td>Bill payments</td><td>Ledgerwick → NetSuite</td><td>On settlement</td></tr><tr><td>Card transactions</td><td>Ledgerwick → NetSuite</td><td>Daily or on review</td></tr><tr><td>Purchase orders &amp; item receipts</td><td>Two-way</td><td>Real time</td></tr></tbody></table>
<h2>How it works</h2><p>Install the Ledgerwick SuiteApp from the SuiteApp Marketplace, create a token-based authentication role and paste the credentials into Ledgerwick. The first sync imports up to five years of vendors and open bills. From then on every approved bill posts to NetSuite the moment the last approver signs off, with the PDF attached to the transaction record.</p><p>Three-way matching uses NetSuite item receipts, so goods received in a warehouse automatically release the matching bill for payment. Subsidiary-aware approval chains make sure a bill for one entity is never paid from another entity's bank account.</p>
<h2>About Oracle NetSuite</h2><p>NetSuite is a cloud business management suite used by more than 40,000 organizations for ERP, financials, CRM and ecommerce. Learn more at <a href="https://www.netsuite.com/portal/home.shtml" rel="noopener" target="_blank">netsuite.com</a>.</p>
<h2>Frequently asked questions</h2><details><summary>Do I need NetSuite administrator access?</summary><p>You need a role that can create integration records and access tokens. Most customers ask their NetSuite administrator to complete the fifteen-minute setup.</p></details><details><summary>Does the integration support NetSuite OneWorld?</summary><p>Yes. Each subsidiary maps to a Ledgerwick entity with its own approval chains, bank accounts and currencies.</p></details><details><summary>Can I keep using NetSuite approval routing?</summary><p>You can, but most teams retire SuiteFlow approvals once they move approvals to Ledgerwick, where approvers can act from email or Slack.</p></details><details><summary>Is there an additional fee?</summary><p>The NetSuite integration is included in the Growth and Enterprise plans at no extra cost.</p></details></section>
<section class="Related_root__0pQv2"><h2>Related integrations</h2><ul><li><a href="/integrations/sage-intacct">Sage Intacct</a></li><li><a href="/integrations/dynamics-365-business-central">Microsoft Dynamics 365 Business Central</a></li><li><a href="/integrations/quickbooks-online">QuickBooks Online</a></li></ul><a href="/integrations">All integrations →</a></section>
${footer}${nextData('/integrations/[slug]', {
  integration: {
    ...integrations[0],
    longDescription: 'See page body.',
    relatedSlugs: ['sage-intacct', 'dynamics-365-business-central', 'quickbooks-online'],
  },
})}`;

// ---------------------------------------------------------------- partners (channel + banking)

type Firm = { name: string; url: string; hq: string; services: string; tier: string; blurb: string };
const firms: Firm[] = [
  {
    name: 'Brightline Advisory Group',
    url: 'https://www.brightlineadvisory.com/',
    hq: 'Chicago, IL',
    services: 'Implementation · Outsourced AP · Fractional controller',
    tier: 'Premier partner',
    blurb: 'Brightline has implemented Ledgerwick for more than 120 mid-market clients and runs outsourced AP on the platform.',
  },
  {
    name: 'Kestrel CFO Partners',
    url: 'https://kestrelcfo.com/',
    hq: 'Austin, TX',
    services: 'Fractional CFO · Close management',
    tier: 'Premier partner',
    blurb: 'Kestrel’s fractional CFOs standardize venture-backed companies on Ledgerwick and NetSuite from seed to IPO.',
  },
  {
    name: 'RSM US',
    url: 'https://rsmus.com/',
    hq: 'Nationwide',
    services: 'ERP advisory · NetSuite and Sage Intacct implementation',
    tier: 'Alliance partner',
    blurb: 'RSM’s technology consulting practice deploys Ledgerwick alongside ERP transformations for middle-market clients.',
  },
  {
    name: 'Baker Tilly',
    url: 'https://www.bakertilly.com/',
    hq: 'Nationwide',
    services: 'Outsourced accounting · Digital finance',
    tier: 'Alliance partner',
    blurb: 'Baker Tilly’s digital finance team uses Ledgerwick to modernize procure-to-pay for multi-entity organizations.',
  },
  {
    name: 'Summit Ledger Consulting',
    url: 'https://www.summitledger.co/',
    hq: 'Denver, CO',
    services: 'Sage Intacct implementation · AP process design',
    tier: 'Certified partner',
    blurb: 'A Sage Intacct specialist firm that pairs Intacct rollouts with Ledgerwick AP automation in under six weeks.',
  },
  {
    name: 'Harbor & Pine Accounting',
    url: 'https://harborpineaccounting.com/',
    hq: 'Portland, ME',
    services: 'Client accounting services · Bill pay',
    tier: 'Certified partner',
    blurb: 'Harbor & Pine manages bill pay for 300+ small businesses and nonprofits in New England on Ledgerwick.',
  },
];

const firmCards = firms
  .map(
    (f) =>
      `<li class="PartnerCard_root__Xk1q0"><div class="PartnerCard_head__Lp0w2"><span class="PartnerCard_tier__a9Vq1">${f.tier}</span><h3>${f.name}</h3><p class="PartnerCard_hq__f0Lz3">${f.hq}</p></div><p>${f.blurb}</p><p class="PartnerCard_services__R2kq0">${f.services}</p><a class="PartnerCard_link__q7Wm1" href="${f.url}" target="_blank" rel="noopener">Visit ${f.name.split(' ')[0]} →</a></li>`,
  )
  .join('');

const partnersPage = `${head(
  'Accounting & advisory partners | Ledgerwick',
  'Find an accounting firm or consultancy certified to implement and run Ledgerwick, or join the partner program.',
  '/partners',
  'partners-0f3a6c8e1d2b4957',
)}${nav}
<section class="PageHero_root__q1Xz0"><p class="Eyebrow_root__2bPq1">Partners</p><h1>Work with a certified Ledgerwick partner</h1><p>Our accounting, advisory and ERP consulting partners implement Ledgerwick, migrate your vendor data and can run AP for you. Every firm below has certified staff and a dedicated Ledgerwick partner manager.</p><div class="PageHero_ctas__W0ka2"><a class="Button_primary__cV2kD" href="#apply">Become a partner</a><a class="Button_ghost__n8Pz2" href="https://ledgerwick.partnerstack.com/login">Partner portal login</a></div></section>
<section class="PartnerGrid_root__kP0v2" aria-labelledby="firms"><h2 id="firms">Accounting &amp; advisory partners</h2><div class="PartnerGrid_filters__h0Lq9"><label>Service <select><option>All services</option><option>Implementation</option><option>Outsourced AP</option><option>Fractional CFO</option></select></label><label>Region <select><option>United States</option><option>Canada</option></select></label></div><ul class="PartnerGrid_list__m2Wx8">${firmCards}</ul></section>
<section class="BankPartners_root__Zq2c0" aria-labelledby="banking"><h2 id="banking">Banking partner</h2><div class="BankPartners_card__Vw1k0"><img alt="Lakeshore National Bank" width="180" height="48" src="${CTF}/bank-lnb/lakeshore.svg"/><p>Ledgerwick accounts and Visa® commercial cards are provided in partnership with <a href="https://www.lakeshorenationalbank.com/commercial" target="_blank" rel="noopener">Lakeshore National Bank</a>, Member FDIC. Funds held in Ledgerwick accounts are eligible for pass-through FDIC insurance up to applicable limits.</p></div></section>
<section class="Benefits_root__c1Xp0"><h2>Why firms partner with Ledgerwick</h2><div class="Benefits_grid__p9Lw2"><div><h3>Revenue share</h3><p>Earn 20% of first-year subscription revenue on every client you refer, or wholesale pricing if you bill clients directly.</p></div><div><h3>Certification</h3><p>Free implementation and administrator certification for your whole team, with CPE credit.</p></div><div><h3>Multi-client console</h3><p>Switch between client entities from one login and approve on behalf of clients where they allow it.</p></div><div><h3>Co-marketing</h3><p>Joint webinars, a listing in this directory and leads routed from our sales team by region and industry.</p></div></div></section>
<section id="apply" class="Form_root__w8Lq2"><h2>Apply to the partner program</h2><p>Tell us about your firm. Our partnerships team replies within two business days.</p><form action="/api/partner-application" method="post"><div class="Form_row__Tp0z1"><label>First name<input name="firstname" required=""/></label><label>Last name<input name="lastname" required=""/></label></div><label>Work email<input type="email" name="email" required=""/></label><label>Firm name<input name="company" required=""/></label><label>Firm website<input type="url" name="website" placeholder="https://"/></label><label>Number of clients on an ERP<select name="clients"><option>1–10</option><option>11–50</option><option>51–200</option><option>200+</option></select></label><label>Which services do you offer?<textarea name="services" rows="4"></textarea></label><label class="Form_check__Qk2p0"><input type="checkbox" name="consent" required=""/> I agree to the <a href="/legal/partner-terms">partner program terms</a>.</label><button type="submit" class="Button_primary__cV2kD">Submit application</button></form></section>
<section class="Faq_root__Lq0w1"><h2>Partner FAQ</h2><details><summary>Is there a fee to join?</summary><p>No. Certification, sandbox accounts and the partner portal are free.</p></details><details><summary>Do you work with technology partners too?</summary><p>Yes — software companies that want to build an integration should see the <a href="/integrations">integration directory</a> and email <a href="mailto:integrations@ledgerwick.com">integrations@ledgerwick.com</a>.</p></details><details><summary>How are referrals tracked?</summary><p>Register referrals in the partner portal. Deals are attributed for 180 days from registration.</p></details></section>
${footer}${nextData('/partners', { firms: firms.map((f) => ({ name: f.name, tier: f.tier, hq: f.hq })) })}`;

// ---------------------------------------------------------------- customers (negatives: customer sites)

const stories = [
  ['Brightfield Foods', 'Food manufacturing', 'Cut invoice processing cost by 71% across 14 plants', 'https://www.brightfieldfoods.com/'],
  [
    'Copperline Logistics',
    'Freight & logistics',
    'Paid 9,000 carrier invoices a month with two AP clerks',
    'https://copperlinelogistics.com/',
  ],
  [
    'Mesa Verde Health',
    'Healthcare',
    'Closed the books five days faster after moving off paper checks',
    'https://www.mesaverdehealth.org/',
  ],
  ['Sable Robotics', 'Hardware', 'Replaced three tools with one spend platform ahead of Series C', 'https://sablerobotics.ai/'],
];

const customersPage = `${head(
  'Customer stories | Ledgerwick',
  'How finance teams in manufacturing, logistics, healthcare and tech run AP and spend on Ledgerwick.',
  '/customers',
  'customers-9a8b7c6d5e4f3021',
)}${nav}
<section class="PageHero_root__q1Xz0"><p class="Eyebrow_root__2bPq1">Customers</p><h1>Finance teams that closed the gap</h1><p>From 50-person startups to 40-entity manufacturers, 2,400+ companies run accounts payable and spend on Ledgerwick.</p></section>
<section class="Stories_root__c0Lm1"><ul class="Stories_grid__Kp2x0">${stories
  .map(
    ([name, industry, headline, url], i) =>
      `<li class="StoryCard_root__Qz8w1"><img alt="${name} logo" width="160" height="48" src="${CTF}/cust-${i}/logo.svg"/><p class="StoryCard_industry__L0kq2">${industry}</p><h2>${headline}</h2><p>${name} standardized approvals, vendor onboarding and payments on Ledgerwick and now syncs every bill to its ERP automatically.</p><p class="StoryCard_links__a0Vq1"><a href="/customers#story-${i}">Read the story</a> · <a href="${url}" rel="nofollow noopener" target="_blank">${name} website</a></p></li>`,
  )
  .join('')}</ul></section>
<section class="Quote_root__l0Vb7"><blockquote><p>“Ledgerwick replaced our AP inbox, our card provider and a reimbursement tool. Audit prep went from weeks to days.”</p><footer><cite>Priya Natarajan, VP Finance, Sable Robotics</cite></footer></blockquote></section>
<section class="Stats_root__Qw0p1"><h2>Results across our customer base</h2><dl><div><dt>Cost per invoice</dt><dd>−68%</dd></div><div><dt>Early-payment discounts captured</dt><dd>$41M</dd></div><div><dt>Duplicate payments prevented</dt><dd>12,800</dd></div></dl></section>
<section class="Cta_root__b0Lk8"><h2>Join them</h2><a class="Button_primary__cV2kD" href="/demo">Book a demo</a></section>
${footer}${nextData('/customers', { stories: stories.map(([n]) => n) })}`;

// ---------------------------------------------------------------- security (negatives: auditor, compliance)

const securityPage = `${head(
  'Security & compliance | Ledgerwick',
  'SOC 2 Type II, PCI DSS, encryption, SSO and audit trails: how Ledgerwick protects your financial data.',
  '/security',
  'security-2b4d6f8a0c1e3579',
)}${nav}
<section class="PageHero_root__q1Xz0"><p class="Eyebrow_root__2bPq1">Trust center</p><h1>Bank-grade security for your spend data</h1><p>Ledgerwick moves money for thousands of companies, so security is part of every release, not a checkbox.</p></section>
<section class="Compliance_root__w1Lq0"><h2>Certifications &amp; audits</h2><ul class="Compliance_grid__Pq0m3">
<li><img alt="AICPA SOC 2 Type II badge" width="96" height="96" src="${CTF}/soc2/aicpa-soc2.svg"/><h3>SOC 2 Type II</h3><p>Audited annually against the Trust Services Criteria for security, availability and confidentiality. Our most recent examination was performed by <a href="https://www.a-lign.com/" rel="nofollow noopener" target="_blank">A-LIGN</a>. Learn about the framework at <a href="https://www.aicpa-cima.com/topic/audit-assurance/audit-and-assurance-greater-than-soc-2" rel="nofollow noopener">AICPA</a>.</p></li>
<li><img alt="PCI DSS Level 1" width="96" height="96" src="${CTF}/pci/pci-dss.svg"/><h3>PCI DSS Level 1</h3><p>Card data is handled in a PCI DSS Level 1 environment. See the standard at <a href="https://www.pcisecuritystandards.org/" rel="nofollow noopener">PCI Security Standards Council</a>.</p></li>
<li><img alt="CCPA and GDPR" width="96" height="96" src="${CTF}/privacy/privacy.svg"/><h3>Privacy</h3><p>We support CCPA and GDPR requests and sign DPAs on request.</p></li></ul></section>
<section class="Prose_root__Vb2n9"><h2>Infrastructure</h2><p>Production runs in isolated cloud accounts in two US regions with encrypted backups, infrastructure-as-code and no standing human access. Data is encrypted with AES-256 at rest and TLS 1.2+ in transit; bank credentials and card numbers are tokenized and never stored in application databases.</p><h2>Access control</h2><p>Enforce SAML SSO and SCIM provisioning, role-based permissions, IP allow-lists and mandatory two-factor authentication. Every approval, edit and payment is written to an immutable audit log you can export to your SIEM.</p><h2>Payment controls</h2><p>Vendor bank-detail changes require out-of-band verification and a second approver. Payments above configurable thresholds require dual control, and our fraud models screen every payout before release.</p><h2>Responsible disclosure</h2><p>Report vulnerabilities to <a href="mailto:security@ledgerwick.com">security@ledgerwick.com</a>. We run a private bug bounty and respond within one business day. Service status is published at <a href="https://ledgerwickstatus.com">ledgerwickstatus.com</a>.</p><h2>Documents</h2><ul><li><a href="/security/soc2-request">Request our SOC 2 Type II report</a></li><li><a href="/legal/dpa">Data processing addendum</a></li><li><a href="/legal/subprocessors">Subprocessors</a></li></ul></section>
${footer}${nextData('/security', { badges: ['soc2', 'pci', 'privacy'] })}`;

// ---------------------------------------------------------------- company (negatives: investors, press, events)

const companyPage = `${head(
  'About Ledgerwick',
  'Ledgerwick was founded in 2019 by former controllers to make accounts payable boring again.',
  '/company',
  'company-6e5d4c3b2a190817',
)}${nav}
<section class="PageHero_root__q1Xz0"><p class="Eyebrow_root__2bPq1">Company</p><h1>We build the finance stack we wished we had</h1><p>Ledgerwick was founded in 2019 by two former controllers who spent too many month-ends chasing paper invoices. Today 210 people across San Francisco, New York and Toronto help finance teams pay the right vendor the right amount at the right time.</p></section>
<section class="Team_root__p1Wk2"><h2>Leadership</h2><ul class="Team_grid__Vq0z1"><li><img alt="Dana Whitfield" width="160" height="160" src="${CTF}/team/dana.jpg?w=320"/><h3>Dana Whitfield</h3><p>Co-founder &amp; CEO</p></li><li><img alt="Marcus Oyelaran" width="160" height="160" src="${CTF}/team/marcus.jpg?w=320"/><h3>Marcus Oyelaran</h3><p>Co-founder &amp; CTO</p></li><li><img alt="Helen Sato" width="160" height="160" src="${CTF}/team/helen.jpg?w=320"/><h3>Helen Sato</h3><p>Chief Financial Officer</p></li><li><img alt="Tomás Ibarra" width="160" height="160" src="${CTF}/team/tomas.jpg?w=320"/><h3>Tomás Ibarra</h3><p>VP Partnerships</p></li></ul></section>
<section class="Investors_root__m0Xq2" aria-labelledby="investors"><h2 id="investors">Backed by</h2><p>We have raised $86M from investors who have backed category-defining finance companies.</p><ul class="Investors_list__Z2kp0"><li><a href="https://www.harborridge.vc/" rel="noopener" target="_blank"><img alt="Harbor Ridge Ventures" width="160" height="40" src="${CTF}/inv/harbor-ridge.svg"/></a></li><li><a href="https://www.ycombinator.com/companies/ledgerwick" rel="noopener" target="_blank"><img alt="Y Combinator" width="160" height="40" src="${CTF}/inv/yc.svg"/></a></li><li><a href="https://meridianpeak.capital/" rel="noopener" target="_blank"><img alt="Meridian Peak Capital" width="160" height="40" src="${CTF}/inv/meridian-peak.svg"/></a></li></ul></section>
<section id="press" class="Press_root__Kq1v0"><h2>In the news</h2><ul><li><a href="https://techcrunch.com/2024/09/17/ledgerwick-raises-60m-series-b/" rel="noopener" target="_blank"><strong>TechCrunch</strong> — Ledgerwick raises $60M Series B to automate mid-market AP</a></li><li><a href="https://www.forbes.com/lists/fintech50/" rel="noopener" target="_blank"><strong>Forbes</strong> — Named to the Fintech 50 list, 2025</a></li><li><a href="https://www.cfodive.com/news/ap-automation-mid-market/" rel="noopener" target="_blank"><strong>CFO Dive</strong> — Why mid-market CFOs are rethinking accounts payable</a></li></ul><p>Media inquiries: <a href="mailto:press@ledgerwick.com">press@ledgerwick.com</a></p></section>
<section id="news" class="Events_root__Lw0q1"><h2>Where to find us</h2><p>We're exhibiting at <a href="https://www.money2020.com/" rel="noopener" target="_blank">Money20/20 USA</a> (booth 1142) and speaking at <a href="https://www.afponline.org/conference" rel="noopener" target="_blank">AFP 2025</a>. Ledgerwick Procure, our purchase-request product, reached general availability in March.</p></section>
<section class="Careers_root__p0Kx1"><h2>Join the team</h2><p>We're hiring engineers, implementation managers and partner managers. <a href="https://boards.greenhouse.io/ledgerwick">See open roles on Greenhouse</a>.</p></section>
${footer}${nextData('/company', { investors: 3, press: 3 })}`;

export const site: CorpusSite = {
  domain: 'ledgerwick.com',
  otherDomains: ['ledgerwick.dev', 'ledgerwickstatus.com'],
  covers:
    'US fintech on Next.js/Vercel: the integration catalogue exists only in __NEXT_DATA__ JSON (maker websites, some null), channel firms as cards with "Visit" links, a banking partner in prose; negatives are customer sites, investors, G2/AICPA/A-LIGN/PCI badges, press, events, Greenhouse careers, a PartnerStack portal login and own docs/status domains.',
  pages: {
    '/': { headers: vercelHeaders('k7x2p-1735912345678-3f1a2b9c8d7e'), html: home },
    '/integrations': { headers: vercelHeaders('k7x2p-1735912345702-0c9d8e7f6a5b'), html: integrationsPage },
    '/integrations/netsuite': { headers: vercelHeaders('k7x2p-1735912345755-a1b2c3d4e5f6'), html: netsuitePage },
    '/partners': { headers: vercelHeaders('k7x2p-1735912345790-9f8e7d6c5b4a'), html: partnersPage },
    '/partner-program': { status: 301, redirect: '/partners' },
    '/customers': { headers: vercelHeaders('k7x2p-1735912345811-1a2b3c4d5e6f'), html: customersPage },
    '/security': { headers: vercelHeaders('k7x2p-1735912345843-6f5e4d3c2b1a'), html: securityPage },
    '/company': { headers: vercelHeaders('k7x2p-1735912345877-0a9b8c7d6e5f'), html: companyPage },
  },
  sitemap: ['/', '/integrations', '/integrations/netsuite', '/partners', '/customers', '/security', '/company'],
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'google-tag-manager', 'hubspot', 'contentful', 'hsts', 'open-graph'],
  partners: {
    'netsuite.com': 'technology',
    'sage.com': 'technology',
    'intuit.com': 'technology',
    'xero.com': 'technology',
    'microsoft.com': 'technology',
    'workday.com': 'technology',
    'rippling.com': 'technology',
    'gusto.com': 'technology',
    'plaid.com': 'technology',
    'okta.com': 'technology',
    'slack.com': 'technology',
    'salesforce.com': 'technology',
    'avalara.com': 'technology',
    'brightlineadvisory.com': 'channel',
    'kestrelcfo.com': 'channel',
    'rsmus.com': 'channel',
    'bakertilly.com': 'channel',
    'summitledger.co': 'channel',
    'harborpineaccounting.com': 'channel',
    'lakeshorenationalbank.com': 'generic',
  },
};
