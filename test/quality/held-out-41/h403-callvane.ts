import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-cache': 'HIT',
  'x-vercel-id': 'iad1::pdx1::k7m2q-1718899110021-4f8a2c9e1b3d',
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-matched-path': '/',
  age: '1834',
};

const buildId = 'rK3vQ9xLm2T8pW1cN6bYz';

const head = (title: string, description: string, page: string): string =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="description" content="${description}"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/><meta property="og:image" content="https://callvane.com/og/default.png"/><meta name="twitter:card" content="summary_large_image"/><meta name="twitter:site" content="@callvane"/><link rel="icon" href="/favicon.ico"/><link rel="preload" href="/_next/static/media/a34f9d1faa5f3315-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous" data-next-font="size-adjust"/><link rel="preload" href="/_next/static/css/9e41c2f0b7d83a15.css" as="style"/><link rel="stylesheet" href="/_next/static/css/9e41c2f0b7d83a15.css" data-n-g=""/><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-42372ed130431b0a.js"></script><script src="https://www.googletagmanager.com/gtm.js?id=GTM-W4K7PZQ" async=""></script><script src="https://cdn.segment.com/analytics.js/v1/pX9kR2mT7vL4qW8n/analytics.min.js" async=""></script><script src="/_next/static/chunks/webpack-6b1d0e2c4a8f7d35.js" defer=""></script><script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer=""></script><script src="/_next/static/chunks/main-f3a9c8e1d2b40716.js" defer=""></script><script src="/_next/static/chunks/pages/_app-2c7e9a1f0b3d5e48.js" defer=""></script><script src="/_next/static/chunks/pages/${page}-7d1a4e9c2b8f0365.js" defer=""></script><script src="/_next/static/${buildId}/_buildManifest.js" defer=""></script><script src="/_next/static/${buildId}/_ssgManifest.js" defer=""></script></head>`;

const header = `<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-W4K7PZQ" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript><header class="Header_header__Qw8sZ"><div class="Header_inner__m2LkP"><a class="Header_logo__y7RtA" href="/"><img alt="Callvane" width="132" height="32" decoding="async" src="/_next/static/media/callvane-logo.8f2a1c.svg"/></a><nav class="Header_nav__x8K2a" aria-label="Primary"><a href="/product">Product</a><a href="/integrations">Integrations</a><a href="/pricing">Pricing</a><a href="/customers">Customers</a><a href="/partners">Partners</a><a href="https://callvane.dev/docs">Developers</a></nav><div class="Header_actions__b1VnC"><a href="https://app.callvane.com/login">Log in</a><a class="Button_primary__3kPzq" href="/signup">Start free trial</a></div></div></header>`;

const footer = `<footer class="Footer_footer__hT3nX"><div class="Footer_grid__p0QaW"><div><img alt="Callvane" width="110" height="26" src="/_next/static/media/callvane-logo-white.1b9e7d.svg"/><p>Cloud phone system for sales and support teams.</p><div class="Footer_apps__Lk2mB"><a href="https://apps.apple.com/us/app/callvane-business-phone/id1587342210"><img alt="Download on the App Store" width="120" height="40" src="/_next/static/media/app-store-badge.4d1e2f.svg"/></a><a href="https://play.google.com/store/apps/details?id=com.callvane.mobile"><img alt="Get it on Google Play" width="135" height="40" src="/_next/static/media/google-play-badge.9a7c3b.svg"/></a></div></div><div><h4>Product</h4><ul><li><a href="/product">Overview</a></li><li><a href="/integrations">Integrations</a></li><li><a href="/pricing">Pricing</a></li><li><a href="https://status.callvane.com/">Status</a></li><li><a href="https://callvane.dev/docs">API docs</a></li></ul></div><div><h4>Company</h4><ul><li><a href="/about">About</a></li><li><a href="/customers">Customers</a></li><li><a href="/partners">Partner program</a></li><li><a href="https://jobs.ashbyhq.com/callvane">Careers</a></li><li><a href="/press">Press</a></li></ul></div><div><h4>Follow</h4><ul><li><a href="https://www.linkedin.com/company/callvane">LinkedIn</a></li><li><a href="https://x.com/callvane">X</a></li><li><a href="https://www.youtube.com/@callvane">YouTube</a></li></ul></div></div><p class="Footer_legal__z9YxC">© 2024 Callvane, Inc. · <a href="/legal/privacy">Privacy</a> · <a href="/legal/terms">Terms</a></p></footer>`;

const nextData = (page: string, props: unknown, query: Record<string, string> = {}): string =>
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: props, __N_SSG: true }, page, query, buildId, isFallback: false, gsp: true, scriptLoader: [] })}</script>`;

const integrations = [
  {
    slug: 'salesforce',
    name: 'Salesforce',
    category: 'CRM',
    listingUrl: 'https://appexchange.salesforce.com/appxListingDetail?listingId=a0N4V00000JmT3kUAF',
    summary: 'Click-to-call, automatic call logging and recordings on every Lead, Contact and Opportunity.',
  },
  {
    slug: 'hubspot',
    name: 'HubSpot',
    category: 'CRM',
    listingUrl: 'https://ecosystem.hubspot.com/marketplace/apps/sales/calling/callvane',
    summary: 'Log calls and SMS to the HubSpot timeline and trigger workflows from call outcomes.',
  },
  {
    slug: 'zoho-crm',
    name: 'Zoho CRM',
    category: 'CRM',
    listingUrl: 'https://marketplace.zoho.com/app/crm/callvane-for-zoho-crm',
    summary: 'Screen pops with the caller’s Zoho record and one-click dialling from any module.',
  },
  {
    slug: 'pipedrive',
    name: 'Pipedrive',
    category: 'CRM',
    listingUrl: 'https://www.pipedrive.com/en/marketplace/app/callvane/4f2e1d8c9b7a6e53',
    summary: 'Call deals and persons from Pipedrive and sync recordings to activities.',
  },
  {
    slug: 'zendesk',
    name: 'Zendesk',
    category: 'Helpdesk',
    listingUrl: 'https://www.zendesk.com/marketplace/apps/support/987412/callvane/',
    summary: 'Every call becomes a ticket, with recording and transcript attached.',
  },
  {
    slug: 'freshdesk',
    name: 'Freshdesk',
    category: 'Helpdesk',
    listingUrl: 'https://www.freshworks.com/apps/freshdesk/callvane/',
    summary: 'Ring agents from Freshdesk and route callers by their open tickets.',
  },
  {
    slug: 'microsoft-teams',
    name: 'Microsoft Teams',
    category: 'Collaboration',
    listingUrl: 'https://appsource.microsoft.com/en-us/product/office/WA200004821',
    summary: 'Make and take Callvane calls from the Teams client with presence sync.',
  },
  {
    slug: 'slack',
    name: 'Slack',
    category: 'Collaboration',
    listingUrl: 'https://slack.com/apps/A03KQ7V2M1R-callvane',
    summary: 'Missed-call and voicemail alerts in channels, with transcripts.',
  },
];

const integrationCards = integrations
  .map(
    (i) =>
      `<li class="IntegrationCard_card__9dPqL" data-category="${i.category}"><img alt="${i.name} logo" width="48" height="48" src="/_next/static/media/integrations/${i.slug}.svg"/><h3><a href="/integrations/${i.slug}">${i.name}</a></h3><p>${i.summary}</p><a class="IntegrationCard_listing__r4YtS" href="${i.listingUrl}" rel="noopener" target="_blank">View ${i.name} listing ↗</a></li>`,
  )
  .join('');

type DirectoryPartner = { name: string; website: string; region: string; tier: string; kind: string; blurb: string };

const directoryPage1: DirectoryPartner[] = [
  {
    name: 'Telwise',
    website: 'https://www.telwise.co.uk/',
    region: 'United Kingdom',
    tier: 'Platinum',
    kind: 'Reseller',
    blurb: 'Unified-communications reseller serving 600 SMBs across the UK.',
  },
  {
    name: 'Brightline Communications',
    website: 'https://brightlinecomms.com/',
    region: 'United States',
    tier: 'Gold',
    kind: 'Reseller',
    blurb: 'Voice and contact-centre specialists for US healthcare practices.',
  },
  {
    name: 'VoxBridge',
    website: 'https://www.voxbridge.com.au/',
    region: 'Australia',
    tier: 'Gold',
    kind: 'Reseller',
    blurb: 'Number porting and Callvane deployments across Australia and NZ.',
  },
  {
    name: 'Callsmiths',
    website: 'https://callsmiths.ie/',
    region: 'Ireland',
    tier: 'Silver',
    kind: 'Implementation partner',
    blurb: 'CRM and telephony integrators for Irish sales teams.',
  },
  {
    name: 'Pacific VoIP Solutions',
    website: 'https://www.pacificvoip.ca/',
    region: 'Canada',
    tier: 'Silver',
    kind: 'Reseller',
    blurb: 'Managed voice for multi-location retailers in British Columbia.',
  },
  {
    name: 'Northstar CX Advisory',
    website: 'https://northstarcx.com/',
    region: 'United States',
    tier: 'Registered',
    kind: 'Referral partner',
    blurb: 'Customer-experience consultancy that refers contact-centre projects.',
  },
];

const directoryPage2: DirectoryPartner[] = [
  {
    name: 'Mercantel',
    website: 'https://www.mercantel.co.za/',
    region: 'South Africa',
    tier: 'Silver',
    kind: 'Reseller',
    blurb: 'Cloud PBX and SIP trunking for South African businesses.',
  },
  {
    name: 'UnifyLabs',
    website: 'https://unifylabs.de/',
    region: 'Germany',
    tier: 'Gold',
    kind: 'Implementation partner',
    blurb: 'Salesforce and HubSpot telephony rollouts in DACH.',
  },
  {
    name: 'Contacto Inteligente',
    website: 'https://www.contactointeligente.com.mx/',
    region: 'Mexico',
    tier: 'Registered',
    kind: 'Reseller',
    blurb: 'Spanish-speaking support desks on Callvane across Latin America.',
  },
];

const directoryCards = (list: DirectoryPartner[]): string =>
  list
    .map(
      (p) =>
        `<article class="PartnerCard_card__Vb3Lq"><header><h3>${p.name}</h3><span class="PartnerCard_tier__k2Rsm">${p.tier}</span></header><p class="PartnerCard_meta__p8WnX">${p.kind} · ${p.region}</p><p>${p.blurb}</p><a href="${p.website}" target="_blank" rel="noopener">Visit website</a></article>`,
    )
    .join('');

export const site: CorpusSite = {
  domain: 'callvane.com',
  otherDomains: ['callvane.dev'],
  covers:
    'US cloud-telephony SaaS on Next.js (pages router, __NEXT_DATA__) hosted on Vercel with GTM and Segment; /integrations renders category cards whose marketplace links sit on vendor sub-domains (AppExchange, HubSpot ecosystem, Zoho marketplace, AppSource), mirrored in __NEXT_DATA__ (technology); /partners explains the reseller programme and links a partner directory paginated with ?page=2 (resellers, implementation and referral partners: channel); negatives: App Store / Google Play badges, investors, press coverage, G2 award badge, customer logos and case studies, Ashby careers, status sub-domain, developer-docs domain, social links',
  pages: {
    '/': {
      headers,
      html: `${head('Callvane – The cloud phone system your CRM deserves', 'Business phone numbers, call routing, recordings and analytics that plug into Salesforce, HubSpot and 40+ tools.', 'index')}<body><div id="__next">${header}<main class="Home_main__Nq2xT"><section class="Hero_hero__c7VbE"><h1>The cloud phone system your CRM deserves</h1><p>Callvane gives sales and support teams local numbers in 70 countries, smart routing and AI call summaries – logged automatically where your team already works.</p><div class="Hero_ctas__Pm1sK"><a class="Button_primary__3kPzq" href="/signup">Start 14-day free trial</a><a class="Button_ghost__o9WcT" href="/demo">Book a demo</a></div></section><section class="Logos_logos__aR5tY"><p>Trusted by 4,000+ teams</p><ul><li><img alt="Brightpath Dental" width="120" height="32" src="/_next/static/media/customers/brightpath.svg"/></li><li><img alt="Lumen Learning Co." width="120" height="32" src="/_next/static/media/customers/lumenlearning.svg"/></li><li><img alt="Harborview Realty" width="120" height="32" src="/_next/static/media/customers/harborview.svg"/></li><li><img alt="Kinetic Freight" width="120" height="32" src="/_next/static/media/customers/kinetic.svg"/></li></ul></section><section class="Features_features__u3NqW"><div><h2>Works inside your CRM</h2><p>Native apps for Salesforce, HubSpot, Zoho, Pipedrive, Zendesk and more. <a href="/integrations">Browse integrations</a></p></div><div><h2>Sell Callvane</h2><p>MSPs, telecom agents and consultants earn recurring margin with our <a href="/partners">partner program</a>.</p></div><div><h2>Rated a Leader</h2><a href="https://www.g2.com/products/callvane/reviews"><img alt="G2 Leader Summer 2024 – Business Phone Systems" width="96" height="110" src="/_next/static/media/g2-leader-summer-2024.svg"/></a></div></section></main>${footer}</div>${nextData('/', { hero: { variant: 'crm' }, customerCount: 4000 })}</body></html>`,
    },
    '/integrations': {
      headers: { ...headers, 'x-matched-path': '/integrations' },
      html: `${head('Integrations – Callvane', 'Connect Callvane to your CRM, helpdesk and collaboration tools.', 'integrations')}<body><div id="__next">${header}<main class="Integrations_main__W2eZr"><section class="Integrations_intro__Ht6cD"><h1>Integrations</h1><p>Callvane connects to the tools your team lives in. Every integration is built and supported by our own engineers and listed on the partner’s app marketplace.</p></section><div class="Tabs_tabs__n1QaS" role="tablist"><button role="tab" aria-selected="true" class="Tabs_active__d8KzP">All</button><button role="tab" aria-selected="false">CRM</button><button role="tab" aria-selected="false">Helpdesk</button><button role="tab" aria-selected="false">Collaboration</button></div><ul class="Integrations_grid__B6sLp">${integrationCards}</ul><section class="Integrations_api__Jk9Rt"><h2>Don’t see your tool?</h2><p>Build your own with our REST API and webhooks – see <a href="https://callvane.dev/docs">callvane.dev</a>, or connect 6,000 apps through Zapier.</p></section></main>${footer}</div>${nextData('/integrations', { integrations, categories: ['CRM', 'Helpdesk', 'Collaboration'] })}</body></html>`,
    },
    '/partners': {
      headers: { ...headers, 'x-matched-path': '/partners' },
      html: `${head('Partner Program – Callvane', 'Resell Callvane, refer customers or deliver implementations and earn recurring revenue.', 'partners')}<body><div id="__next">${header}<main class="Partners_main__Cc4pX"><section class="Partners_hero__y2WmR"><h1>Grow with the Callvane Partner Program</h1><p>Resellers, MSPs, telecom agents and CRM consultants use Callvane to add a high-margin voice line to every deal.</p><a class="Button_primary__3kPzq" href="/partners/apply">Apply to become a partner</a></section><section class="Partners_tiers__Fq8Kd"><h2>Three ways to partner</h2><div class="Partners_tierGrid__h5PzM"><div><h3>Resell</h3><p>Buy at wholesale, bill your customers directly and keep up to 35% margin.</p></div><div><h3>Refer</h3><p>Send us introductions and earn 20% recurring commission for 24 months.</p></div><div><h3>Implement</h3><p>Deliver CRM telephony projects with partner-only sandboxes and training.</p></div></div></section><section class="Partners_directoryCta__t7LqV"><h2>Looking for a partner near you?</h2><p>Our partners deploy Callvane in 30+ countries. <a href="/partners/directory">Browse the partner directory</a>.</p></section></main>${footer}</div>${nextData('/partners', { tiers: ['Registered', 'Silver', 'Gold', 'Platinum'] })}</body></html>`,
    },
    '/partners/directory': {
      headers: { ...headers, 'x-matched-path': '/partners/directory' },
      html: `${head('Find a Callvane partner – Partner directory', 'Certified Callvane resellers, referral and implementation partners around the world.', 'partners/directory')}<body><div id="__next">${header}<main class="Directory_main__Zr1wK"><h1>Partner directory</h1><p>Certified Callvane partners who can sell, deploy and support your phone system.</p><form class="Directory_filters__Hb7cS"><label>Region <select name="region"><option>All regions</option><option>North America</option><option>Europe</option><option>APAC</option><option>Africa</option><option>Latin America</option></select></label><label>Type <select name="type"><option>All types</option><option>Reseller</option><option>Referral partner</option><option>Implementation partner</option></select></label></form><div class="Directory_grid__k1XqT">${directoryCards(directoryPage1)}</div><nav class="Pagination_pagination__a3VnM" aria-label="Pagination"><span aria-current="page">1</span><a href="/partners/directory?page=2">2</a><a href="/partners/directory?page=2" rel="next">Next →</a></nav></main>${footer}</div>${nextData('/partners/directory', { partners: directoryPage1, page: 1, totalPages: 2 })}</body></html>`,
    },
    '/partners/directory?page=2': {
      headers: { ...headers, 'x-matched-path': '/partners/directory' },
      html: `${head('Find a Callvane partner – Partner directory (page 2)', 'Certified Callvane resellers, referral and implementation partners around the world.', 'partners/directory')}<body><div id="__next">${header}<main class="Directory_main__Zr1wK"><h1>Partner directory</h1><p>Certified Callvane partners who can sell, deploy and support your phone system.</p><div class="Directory_grid__k1XqT">${directoryCards(directoryPage2)}</div><nav class="Pagination_pagination__a3VnM" aria-label="Pagination"><a href="/partners/directory" rel="prev">← Previous</a><a href="/partners/directory">1</a><span aria-current="page">2</span></nav></main>${footer}</div>${nextData('/partners/directory', { partners: directoryPage2, page: 2, totalPages: 2 }, { page: '2' })}</body></html>`,
    },
    '/customers': {
      headers: { ...headers, 'x-matched-path': '/customers' },
      html: `${head('Customers – Callvane', 'How 4,000+ teams run their phones on Callvane.', 'customers')}<body><div id="__next">${header}<main class="Customers_main__Ls2bN"><h1>Customer stories</h1><div class="Customers_grid__q9XeW"><article><img alt="Brightpath Dental" width="120" height="32" src="/_next/static/media/customers/brightpath.svg"/><h2>Brightpath Dental cut missed calls by 41%</h2><p>Forty practices, one phone system, every call logged in Salesforce.</p><a href="/customers/brightpath-dental">Read the story</a></article><article><img alt="Harborview Realty" width="120" height="32" src="/_next/static/media/customers/harborview.svg"/><h2>Harborview Realty agents answer from anywhere</h2><p>Mobile app plus HubSpot logging for 300 agents on the road.</p><a href="/customers/harborview-realty">Read the story</a></article><article><img alt="Kinetic Freight" width="120" height="32" src="/_next/static/media/customers/kinetic.svg"/><h2>Kinetic Freight’s 24/7 dispatch desk</h2><p>Follow-the-sun routing across three continents.</p><a href="/customers/kinetic-freight">Read the story</a></article></div></main>${footer}</div>${nextData('/customers', { stories: 3 })}</body></html>`,
    },
    '/about': {
      headers: { ...headers, 'x-matched-path': '/about' },
      html: `${head('About – Callvane', 'We build the phone system for teams that live in their CRM.', 'about')}<body><div id="__next">${header}<main class="About_main__Kp3sV"><h1>About Callvane</h1><p>Callvane was founded in 2019 in Austin, Texas by telecom engineers who were tired of phone systems that didn’t talk to anything. Today 120 people across Austin, Dublin and Manila build and support the product.</p><section><h2>Investors</h2><p>We’re backed by <a href="https://northpeak.vc/">Northpeak Ventures</a> and <a href="https://www.foundrylane.com/">Foundry Lane Capital</a>, who led our $28M Series B in 2023.</p></section><section><h2>In the press</h2><ul><li><a href="https://techcrunch.com/2023/10/04/callvane-raises-28m-to-put-phones-inside-the-crm/">TechCrunch: Callvane raises $28M to put phones inside the CRM</a></li><li><a href="https://www.nojitter.com/contact-center-customer-experience/callvane-adds-ai-call-summaries">No Jitter: Callvane adds AI call summaries</a></li></ul></section></main>${footer}</div>${nextData('/about', {})}</body></html>`,
    },
  },
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'hsts', 'google-tag-manager', 'segment', 'open-graph'],
  partners: {
    'salesforce.com': 'technology',
    'hubspot.com': 'technology',
    'zoho.com': 'technology',
    'pipedrive.com': 'technology',
    'zendesk.com': 'technology',
    'freshworks.com': 'technology',
    'microsoft.com': 'technology',
    'slack.com': 'technology',
    'telwise.co.uk': 'channel',
    'brightlinecomms.com': 'channel',
    'voxbridge.com.au': 'channel',
    'callsmiths.ie': 'channel',
    'pacificvoip.ca': 'channel',
    'northstarcx.com': 'channel',
    'mercantel.co.za': 'channel',
    'unifylabs.de': 'channel',
    'contactointeligente.com.mx': 'channel',
  },
};
