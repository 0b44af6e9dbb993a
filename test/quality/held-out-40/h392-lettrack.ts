import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-cache': 'HIT',
  'x-vercel-id': 'lhr1::iad1::7xk2p-1718030212345-4f1b9c0d2e6a',
  'strict-transport-security': 'max-age=63072000',
  'cache-control': 'public, max-age=0, must-revalidate',
  age: '1843',
};

const buildId = 'tQ3vM8kLr2aZpX1yWn0cE';

interface Integration {
  slug: string;
  name: string;
  category: 'Accounting' | 'Portals' | 'Payments' | 'Compliance' | 'Maintenance' | 'Productivity';
  summary: string;
  website: string;
}

const page1: Integration[] = [
  {
    slug: 'xero',
    name: 'Xero',
    category: 'Accounting',
    summary: 'Push rent receipts, landlord statements and supplier bills straight into Xero.',
    website: 'https://www.xero.com/uk/',
  },
  {
    slug: 'quickbooks',
    name: 'QuickBooks Online',
    category: 'Accounting',
    summary: 'Two-way sync of client accounts and invoices with QuickBooks.',
    website: 'https://quickbooks.intuit.com/uk/',
  },
  {
    slug: 'rightmove',
    name: 'Rightmove',
    category: 'Portals',
    summary: 'Publish listings to Rightmove via the Real Time Datafeed and capture leads automatically.',
    website: 'https://www.rightmove.co.uk/',
  },
  {
    slug: 'zoopla',
    name: 'Zoopla',
    category: 'Portals',
    summary: 'Send properties to Zoopla and log every enquiry against the listing.',
    website: 'https://www.zoopla.co.uk/',
  },
  {
    slug: 'onthemarket',
    name: 'OnTheMarket',
    category: 'Portals',
    summary: 'Automatic feed to OnTheMarket with photos, floorplans and EPCs.',
    website: 'https://www.onthemarket.com/',
  },
  {
    slug: 'gocardless',
    name: 'GoCardless',
    category: 'Payments',
    summary: 'Collect rent by Direct Debit and reconcile payments in one click.',
    website: 'https://gocardless.com/',
  },
  {
    slug: 'docusign',
    name: 'DocuSign',
    category: 'Compliance',
    summary: 'Send tenancy agreements for e-signature without leaving Lettrack.',
    website: 'https://www.docusign.com/',
  },
  {
    slug: 'referencia',
    name: 'Referencia',
    category: 'Compliance',
    summary: 'Order tenant referencing and right-to-rent checks from the applicant record.',
    website: 'https://www.referencia.co.uk/',
  },
];

const page2: Integration[] = [
  {
    slug: 'inventory-hive',
    name: 'Inventory Hive',
    category: 'Compliance',
    summary: 'Book check-in and check-out inventories and attach reports to the tenancy.',
    website: 'https://inventoryhive.co.uk/',
  },
  {
    slug: 'fixloop',
    name: 'FixLoop',
    category: 'Maintenance',
    summary: 'Tenants report repairs in FixLoop; jobs and invoices flow back to Lettrack.',
    website: 'https://www.fixloop.co.uk/',
  },
  {
    slug: 'keydrop',
    name: 'KeyDrop Lockers',
    category: 'Maintenance',
    summary: 'Track key handovers at 2,000+ KeyDrop locker locations.',
    website: 'https://keydrop.co.uk/',
  },
  {
    slug: 'slack',
    name: 'Slack',
    category: 'Productivity',
    summary: 'Get alerts for new applicants, arrears and expiring certificates in Slack.',
    website: 'https://slack.com/',
  },
  {
    slug: 'zapier',
    name: 'Zapier',
    category: 'Productivity',
    summary: 'Connect Lettrack to 6,000+ apps with no-code Zaps.',
    website: 'https://zapier.com/apps/lettrack/integrations',
  },
];

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const nav = `<header class="Header_header__x3Qm1"><div class="Container_container__Pw2nA Header_inner__b8kLs">
<a class="Header_logo__Jd1cQ" href="/" aria-label="Lettrack home"><svg width="120" height="28" viewBox="0 0 120 28" aria-hidden="true"><rect width="28" height="28" rx="6" fill="#0B5FFF"></rect></svg><span>Lettrack</span></a>
<nav class="Header_nav__Vu9kM" aria-label="Main"><ul>
<li><a href="/product">Product</a></li>
<li><a href="/integrations">Integrations</a></li>
<li><a href="/customers">Customers</a></li>
<li><a href="/pricing">Pricing</a></li>
<li><a href="/about">About</a></li>
</ul></nav>
<div class="Header_actions__kR1ow"><a href="https://app.lettrack.co.uk/login">Log in</a><a class="Button_primary__q0Zs2" href="/demo">Book a demo</a></div>
</div></header>`;

const footer = `<footer class="Footer_footer__mD0aQ"><div class="Container_container__Pw2nA Footer_grid__Zk1pL">
<div><p class="Footer_title__hT9wS">Product</p><ul><li><a href="/product">Features</a></li><li><a href="/integrations">Integrations</a></li><li><a href="https://developers.lettrack.co.uk/">API docs</a></li><li><a href="https://status.lettrack.co.uk/">Status</a></li></ul></div>
<div><p class="Footer_title__hT9wS">Company</p><ul><li><a href="/about">About us</a></li><li><a href="/partners">Partner programme</a></li><li><a href="https://apply.workable.com/lettrack/">Careers</a></li><li><a href="/contact">Contact</a></li><li><a href="https://lettrack.ie/">Lettrack Ireland</a></li></ul></div>
<div><p class="Footer_title__hT9wS">Get the app</p>
<a href="https://apps.apple.com/gb/app/lettrack-inspections/id1588412093"><img alt="Download on the App Store" src="/_next/static/media/app-store-badge.8f2c1e0a.svg" width="120" height="40"/></a>
<a href="https://play.google.com/store/apps/details?id=uk.co.lettrack.inspections"><img alt="Get it on Google Play" src="/_next/static/media/google-play-badge.3b7d9e41.svg" width="135" height="40"/></a></div>
<div><p class="Footer_title__hT9wS">Security</p><p>ISO/IEC 27001 certified by <a href="https://www.bsigroup.com/en-GB/">BSI</a> (certificate IS 771204). <a href="https://www.ncsc.gov.uk/cyberessentials/overview">Cyber Essentials Plus</a> accredited.</p></div>
</div>
<div class="Container_container__Pw2nA Footer_bottom__pQ0xv"><p>© 2024 Lettrack Ltd. Registered in England and Wales no. 11893204. 5th Floor, 20 Bridge Street, Manchester M3 3BT.</p>
<ul class="Footer_social__s7FfA"><li><a href="https://www.linkedin.com/company/lettrack" aria-label="LinkedIn">in</a></li><li><a href="https://x.com/lettrackhq" aria-label="X">x</a></li><li><a href="https://www.youtube.com/@lettrack" aria-label="YouTube">yt</a></li></ul></div>
</footer>`;

const doc = (opts: {
  title: string;
  description: string;
  path: string;
  pageChunk: string;
  body: string;
  page: string;
  query: Record<string, string>;
  pageProps: unknown;
}): string => `<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${opts.title}</title><meta name="description" content="${opts.description}"/><meta property="og:title" content="${opts.title}"/><meta property="og:description" content="${opts.description}"/><meta property="og:image" content="https://lettrack.co.uk/og/default.png"/><meta property="og:url" content="https://lettrack.co.uk${opts.path}"/><meta name="twitter:card" content="summary_large_image"/><link rel="canonical" href="https://lettrack.co.uk${opts.path}"/><link rel="icon" href="/favicon.ico"/><meta name="next-head-count" content="12"/><link rel="preload" href="/_next/static/media/e4af272ccee01ff0-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><link rel="preload" href="/_next/static/css/5b1e0f9a7c3d2e84.css" as="style"/><link rel="stylesheet" href="/_next/static/css/5b1e0f9a7c3d2e84.css" data-n-g=""/><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-42372ed130431b0a.js"></script><script src="/_next/static/chunks/webpack-8d4b0f3e1a2c9b77.js" defer=""></script><script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer=""></script><script src="/_next/static/chunks/main-1f6b2e8c4a9d3f05.js" defer=""></script><script src="/_next/static/chunks/pages/_app-6c2e9f1b7a4d8e30.js" defer=""></script><script src="/_next/static/chunks/pages/${opts.pageChunk}.js" defer=""></script><script src="/_next/static/${buildId}/_buildManifest.js" defer=""></script><script src="/_next/static/${buildId}/_ssgManifest.js" defer=""></script>
<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-K7P2QXN"></script>
<script type="text/javascript" id="hs-script-loader" async defer src="https://js-eu1.hs-scripts.com/26871045.js"></script>
</head><body><div id="__next">${nav}<main>${opts.body}</main>${footer}</div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: opts.pageProps, __N_SSG: true }, page: opts.page, query: opts.query, buildId, isFallback: false, gsp: true, scriptLoader: [] })}</script></body></html>`;

const card = (i: Integration): string => `<li class="IntegrationCard_card__n2Lw7" data-category="${i.category.toLowerCase()}">
<a class="IntegrationCard_link__fG5sT" href="/integrations/${i.slug}"><img alt="${esc(i.name)} logo" src="/_next/image?url=%2Fintegrations%2F${i.slug}.png&amp;w=96&amp;q=75" width="48" height="48" loading="lazy"/><h3>${esc(i.name)}</h3></a>
<span class="IntegrationCard_badge__a9Qe2">${i.category}</span>
<p>${esc(i.summary)}</p>
<a class="IntegrationCard_external__Yk3mP" href="${i.website}" rel="noopener" target="_blank">Visit ${esc(i.name)} ↗</a>
</li>`;

const integrationsBody = (
  list: Integration[],
  current: number,
): string => `<section class="Hero_hero__c1Vb8 Hero_small__Kd2xA"><div class="Container_container__Pw2nA"><h1>Integrations</h1><p>Lettrack connects with the portals, accounting packages and compliance tools your lettings team already uses. All integrations are included in every plan.</p></div></section>
<section class="Container_container__Pw2nA"><div class="Filters_filters__u8RkT" role="tablist" aria-label="Filter by category">
<button role="tab" aria-selected="true">All</button><button role="tab" aria-selected="false">Accounting</button><button role="tab" aria-selected="false">Portals</button><button role="tab" aria-selected="false">Payments</button><button role="tab" aria-selected="false">Compliance</button><button role="tab" aria-selected="false">Maintenance</button><button role="tab" aria-selected="false">Productivity</button></div>
<ul class="IntegrationGrid_grid__h7YpB">${list.map(card).join('\n')}</ul>
<nav class="Pagination_pagination__r4Ncz" aria-label="Pagination">${current === 1 ? '<span aria-current="page">1</span><a href="/integrations?page=2">2</a><a href="/integrations?page=2" rel="next">Next →</a>' : '<a href="/integrations" rel="prev">← Previous</a><a href="/integrations">1</a><span aria-current="page">2</span>'}</nav>
<div class="Callout_callout__Fx2Wd"><h2>Don’t see your tool?</h2><p>Our open REST API and webhooks are documented at <a href="https://developers.lettrack.co.uk/">developers.lettrack.co.uk</a>. Want Lettrack to build it? <a href="/contact?topic=integration">Request an integration</a>.</p></div>
</section>`;

const home = doc({
  title: 'Lettrack – Property management software for UK letting agents',
  description: 'Lettrack is the cloud lettings and property management platform used by 900+ UK letting agents.',
  path: '/',
  pageChunk: 'index-3a9f1c7e2b5d8046',
  page: '/',
  query: {},
  pageProps: {
    hero: { title: 'Run your whole lettings business from one place' },
    logos: ['Harrowgate Lettings', 'Mayfield Homes', 'Brick & Key', 'Oakley Residential'],
  },
  body: `<section class="Hero_hero__c1Vb8"><div class="Container_container__Pw2nA"><h1>Run your whole lettings business from one place</h1><p>Tenancies, rent, maintenance and compliance in a single cloud platform built for UK letting agents.</p><a class="Button_primary__q0Zs2" href="/demo">Book a demo</a></div></section>
<section class="Logos_logos__e5Rt1"><div class="Container_container__Pw2nA"><p>Trusted by 900+ letting agents across the UK</p><ul>
<li><img alt="Harrowgate Lettings" src="/_next/image?url=%2Flogos%2Fharrowgate.svg&amp;w=256&amp;q=75" width="140" height="40"/></li>
<li><img alt="Mayfield Homes" src="/_next/image?url=%2Flogos%2Fmayfield.svg&amp;w=256&amp;q=75" width="140" height="40"/></li>
<li><img alt="Brick &amp; Key" src="/_next/image?url=%2Flogos%2Fbrickandkey.svg&amp;w=256&amp;q=75" width="140" height="40"/></li>
<li><img alt="Oakley Residential" src="/_next/image?url=%2Flogos%2Foakley.svg&amp;w=256&amp;q=75" width="140" height="40"/></li>
</ul><a href="/customers">Read customer stories →</a></div></section>
<section class="Features_features__s2Pq9"><div class="Container_container__Pw2nA"><h2>Everything in one place</h2><div class="Features_grid__zM4cX">
<article><h3>Rent &amp; accounts</h3><p>Automatic rent reconciliation, landlord statements and client money protection reports.</p></article>
<article><h3>Compliance</h3><p>Gas safety, EICR and EPC expiry tracking with automatic reminders.</p></article>
<article><h3>Portals</h3><p>Publish to the major UK property portals and capture every lead. <a href="/integrations">See all integrations</a>.</p></article>
</div></div></section>
<section class="Press_press__b0Lk4"><div class="Container_container__Pw2nA"><p>As featured in</p><ul>
<li><a href="https://www.estateagenttoday.co.uk/breaking-news/2024/3/lettrack-raises-series-a">Estate Agent Today</a></li>
<li><a href="https://propertyindustryeye.com/lettrack-launches-inspections-app/">Property Industry Eye</a></li>
</ul></div></section>`,
});

const integrations1 = doc({
  title: 'Integrations | Lettrack',
  description: 'Connect Lettrack with Xero, Rightmove, Zoopla, GoCardless, DocuSign and more.',
  path: '/integrations',
  pageChunk: 'integrations-9e2b4c1a7f3d6058',
  page: '/integrations',
  query: {},
  pageProps: { page: 1, totalPages: 2, integrations: page1 },
  body: integrationsBody(page1, 1),
});

const integrations2 = doc({
  title: 'Integrations – page 2 | Lettrack',
  description: 'Connect Lettrack with Xero, Rightmove, Zoopla, GoCardless, DocuSign and more.',
  path: '/integrations?page=2',
  pageChunk: 'integrations-9e2b4c1a7f3d6058',
  page: '/integrations',
  query: { page: '2' },
  pageProps: { page: 2, totalPages: 2, integrations: page2 },
  body: integrationsBody(page2, 2),
});

const partners = doc({
  title: 'Partner programme | Lettrack',
  description: 'Implementation and referral partners who help letting agents get the most out of Lettrack.',
  path: '/partners',
  pageChunk: 'partners-4d7a2e9c1b6f3085',
  page: '/partners',
  query: {},
  pageProps: { programme: 'Lettrack Partner Programme' },
  body: `<section class="Hero_hero__c1Vb8 Hero_small__Kd2xA"><div class="Container_container__Pw2nA"><h1>Lettrack Partner Programme</h1><p>Our partners migrate data, train teams and introduce agents to Lettrack. Looking for a software integration instead? See <a href="/integrations">Integrations</a>.</p></div></section>
<section class="Container_container__Pw2nA"><h2>Implementation partners</h2><p>Certified consultancies that move your data from your old system and get your team live in weeks.</p>
<div class="PartnerGrid_grid__vX2nQ">
<article class="PartnerCard_card__L0ePz"><img alt="LettingsOps" src="/_next/image?url=%2Fpartners%2Flettingsops.png&amp;w=256&amp;q=75" width="160" height="48"/><h3>LettingsOps Consulting</h3><p>Data migration from legacy lettings software, process reviews and on-site training. Gold partner since 2021.</p><a href="https://lettingsops.co.uk/" target="_blank" rel="noopener">lettingsops.co.uk</a></article>
<article class="PartnerCard_card__L0ePz"><img alt="PropMigrate" src="/_next/image?url=%2Fpartners%2Fpropmigrate.png&amp;w=256&amp;q=75" width="160" height="48"/><h3>PropMigrate</h3><p>Specialists in moving multi-branch agencies with 5,000+ managed properties.</p><a href="https://www.propmigrate.co.uk/" target="_blank" rel="noopener">propmigrate.co.uk</a></article>
<article class="PartnerCard_card__L0ePz"><img alt="Northstar PropTech Advisory" src="/_next/image?url=%2Fpartners%2Fnorthstar.png&amp;w=256&amp;q=75" width="160" height="48"/><h3>Northstar PropTech Advisory</h3><p>Implementation and accounts set-up for agencies in Scotland and the North of England.</p><a href="https://northstar-proptech.co.uk/" target="_blank" rel="noopener">northstar-proptech.co.uk</a></article>
</div>
<h2>Referral partners</h2>
<table class="Table_table__w3Rk8"><thead><tr><th>Partner</th><th>Focus</th><th>Website</th></tr></thead><tbody>
<tr><td>AgentBoost</td><td>Growth coaching for independent agents</td><td><a href="https://agentboost.co.uk/">agentboost.co.uk</a></td></tr>
<tr><td>LandlordLink</td><td>Landlord lead generation</td><td><a href="https://www.landlordlink.co.uk/">landlordlink.co.uk</a></td></tr>
</tbody></table>
<div class="Callout_callout__Fx2Wd"><h2>Become a partner</h2><p>Earn recurring commission for every agent you refer. <a href="/partners/apply">Apply now</a> or read the <a href="/legal/partner-terms">partner terms</a>.</p></div>
</section>`,
});

const customers = doc({
  title: 'Customer stories | Lettrack',
  description: 'How letting agents use Lettrack to grow their managed portfolio.',
  path: '/customers',
  pageChunk: 'customers-2c8e5b1f9a4d7036',
  page: '/customers',
  query: {},
  pageProps: { stories: ['harrowgate', 'mayfield', 'brick-and-key'] },
  body: `<section class="Hero_hero__c1Vb8 Hero_small__Kd2xA"><div class="Container_container__Pw2nA"><h1>Customer stories</h1><p>From single-branch independents to 40-office groups, 900+ agents run their lettings on Lettrack.</p></div></section>
<section class="Container_container__Pw2nA"><div class="StoryGrid_grid__Tq7Mv">
<article><h3>Harrowgate Lettings cut arrears by 38%</h3><p>“Rent reconciliation used to take two days a month.” – Sophie Lane, Lettings Director, <a href="https://www.harrowgate-lettings.co.uk/">Harrowgate Lettings</a></p><a href="/customers/harrowgate">Read the story</a></article>
<article><h3>Mayfield Homes doubled its managed portfolio</h3><p>Mayfield Homes (<a href="https://mayfieldhomes.co.uk/">mayfieldhomes.co.uk</a>) moved 14 branches to Lettrack in six weeks.</p><a href="/customers/mayfield">Read the story</a></article>
<article><h3>Brick &amp; Key went paperless</h3><p><a href="https://brickandkey.co.uk/">Brick &amp; Key</a> now signs every tenancy digitally.</p><a href="/customers/brick-and-key">Read the story</a></article>
</div>
<p>Rated 4.8/5 on <a href="https://www.capterra.co.uk/software/1023771/lettrack">Capterra</a>.</p></section>`,
});

const about = doc({
  title: 'About us | Lettrack',
  description: 'Lettrack was founded in Manchester in 2018 by former letting agents.',
  path: '/about',
  pageChunk: 'about-7b1d4f2e8c9a3065',
  page: '/about',
  query: {},
  pageProps: { team: 64 },
  body: `<section class="Container_container__Pw2nA"><h1>About Lettrack</h1>
<p>Lettrack was founded in Manchester in 2018 by two former letting agents who were tired of juggling spreadsheets. Today 64 people build and support the platform from Manchester and Dublin, where <a href="https://lettrack.ie/">Lettrack Ireland</a> serves Irish agents.</p>
<h2>Backed by</h2><ul class="Investors_list__Qp3cT">
<li><a href="https://northbridge.vc/">Northbridge Ventures</a> (Series A lead, 2024)</li>
<li><a href="https://www.fenwickcapital.co.uk/">Fenwick Capital</a></li>
</ul>
<h2>Awards</h2><p>Tech Supplier of the Year – <a href="https://www.thenegotiator.co.uk/awards/">The Negotiator Awards</a> 2023.</p>
<h2>Memberships</h2><p>We are a member of the <a href="https://www.ukproptechassociation.org.uk/">UK PropTech Association</a>.</p>
</section>`,
});

export const site: CorpusSite = {
  domain: 'lettrack.co.uk',
  otherDomains: ['lettrack.ie'],
  covers:
    'UK proptech SaaS on Next.js (pages router, __NEXT_DATA__ with the integration list) on Vercel: integrations grid with category filter, paginated via ?page=2, each card linking to the tool’s site; separate partner programme page with implementation partner cards and a referral partner table; negatives: customer logos and case-study links, press, investors, award, association, ISO/Cyber Essentials certifiers, app store badges, job board, review site, own Irish domain and subdomains',
  pages: {
    '/': { headers, html: home },
    '/integrations': { headers, html: integrations1 },
    '/integrations?page=2': { headers, html: integrations2 },
    '/partners': { headers, html: partners },
    '/customers': { headers, html: customers },
    '/about': { headers, html: about },
  },
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'hsts', 'google-tag-manager', 'hubspot', 'open-graph', 'workable'],
  partners: {
    'xero.com': 'technology',
    'intuit.com': 'technology',
    'rightmove.co.uk': 'technology',
    'zoopla.co.uk': 'technology',
    'onthemarket.com': 'technology',
    'gocardless.com': 'technology',
    'docusign.com': 'technology',
    'referencia.co.uk': 'technology',
    'inventoryhive.co.uk': 'technology',
    'fixloop.co.uk': 'technology',
    'keydrop.co.uk': 'technology',
    'slack.com': 'technology',
    'zapier.com': 'technology',
    'lettingsops.co.uk': 'channel',
    'propmigrate.co.uk': 'channel',
    'northstar-proptech.co.uk': 'channel',
    'agentboost.co.uk': 'channel',
    'landlordlink.co.uk': 'channel',
  },
};
