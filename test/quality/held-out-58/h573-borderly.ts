import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-cache': 'HIT',
  'x-vercel-id': 'lhr1::iad1::7xk2p-1712845532201-9f3c2a1b0d4e',
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'cache-control': 'public, max-age=0, must-revalidate',
};

const BUILD = 'Hq3zK9vT2pWmX8rLc1bYf';

const INTEGRATIONS = [
  {
    slug: 'xero',
    name: 'Xero',
    category: 'Accounting',
    websiteUrl: 'https://www.xero.com/',
    blurb: 'Post payroll journals for every country to Xero automatically.',
  },
  {
    slug: 'quickbooks',
    name: 'QuickBooks Online',
    category: 'Accounting',
    websiteUrl: 'https://quickbooks.intuit.com/',
    blurb: 'Sync employer costs, fees and FX to QuickBooks.',
  },
  {
    slug: 'tallybook',
    name: 'Tallybook',
    category: 'Accounting',
    websiteUrl: 'https://tallybook.io/',
    blurb: 'Multi-entity bookkeeping for startups with international teams.',
  },
  {
    slug: 'bamboohr',
    name: 'BambooHR',
    category: 'HRIS',
    websiteUrl: 'https://www.bamboohr.com/',
    blurb: 'Keep employee records in sync in both directions.',
  },
  {
    slug: 'greenhouse',
    name: 'Greenhouse',
    category: 'Recruiting',
    websiteUrl: 'https://www.greenhouse.io/',
    blurb: 'Turn an accepted offer into an EOR onboarding in one click.',
  },
  {
    slug: 'slack',
    name: 'Slack',
    category: 'Collaboration',
    websiteUrl: 'https://slack.com/',
    blurb: 'Approve expenses and time off without leaving Slack.',
  },
];

function nextData(pagePath: string, props: object): string {
  return JSON.stringify({
    props: { pageProps: props, __N_SSG: true },
    page: pagePath,
    query: {},
    buildId: BUILD,
    isFallback: false,
    gsp: true,
    locale: 'en',
    locales: ['en', 'de', 'es'],
    defaultLocale: 'en',
    scriptLoader: [],
  });
}

function page(title: string, description: string, path: string, route: string, props: object, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title} | Borderly</title><meta name="description" content="${description}"/><meta property="og:title" content="${title} | Borderly"/><meta property="og:description" content="${description}"/><meta property="og:image" content="https://www.borderlyhq.com/og/default.png"/><meta property="og:url" content="https://www.borderlyhq.com${path}"/><meta name="twitter:card" content="summary_large_image"/><meta name="twitter:site" content="@borderlyhq"/><link rel="canonical" href="https://www.borderlyhq.com${path}"/><link rel="alternate" hrefLang="de" href="https://www.borderlyhq.com/de${path}"/><link rel="alternate" hrefLang="es" href="https://www.borderlyhq.com/es${path}"/><meta name="next-head-count" content="14"/><link rel="preload" href="/_next/static/media/a34f9d1faa5f3315-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><link rel="preload" href="/_next/static/css/7c1b0e2f9d8a6b45.css" as="style"/><link rel="stylesheet" href="/_next/static/css/7c1b0e2f9d8a6b45.css" data-n-g=""/><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-c67a75d1b6f99dc8.js"></script><script src="/_next/static/chunks/webpack-4b1c0d9e8f7a6b5c.js" defer=""></script><script src="/_next/static/chunks/framework-ec5b3c1d2e4f6a70.js" defer=""></script><script src="/_next/static/chunks/main-0a9b8c7d6e5f4a3b.js" defer=""></script><script src="/_next/static/chunks/pages/_app-5d4c3b2a1f0e9d8c.js" defer=""></script><script src="/_next/static/chunks/pages${route === '/' ? '/index' : route}-1e2d3c4b5a6f7e8d.js" defer=""></script><script src="/_next/static/${BUILD}/_buildManifest.js" defer=""></script><script src="/_next/static/${BUILD}/_ssgManifest.js" defer=""></script><script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-N4QX7P2');</script></head><body><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-N4QX7P2" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript><div id="__next"><div class="layout_root__x1Y2z"><header class="Header_header__a8Bc3"><a class="Header_logo__Q2w3E" href="/"><img alt="Borderly" src="/logo.svg" width="120" height="28"/></a><nav class="Header_nav__Z9y8X" aria-label="Main"><a href="/platform/employer-of-record">Employer of Record</a><a href="/platform/global-payroll">Global Payroll</a><a href="/platform/contractors">Contractors</a><a href="/integrations">Integrations</a><a href="/pricing">Pricing</a><a href="/customers">Customers</a><a href="https://docs.borderlyhq.com/">Developers</a></nav><div class="Header_actions__k3L4m"><a href="https://app.borderlyhq.com/login">Log in</a><a class="Button_primary__p0O9i" href="/demo">Book a demo</a></div></header><main>${body}</main><footer class="Footer_footer__r5T6y"><div class="Footer_cols__u7I8o"><div><h4>Product</h4><ul><li><a href="/platform/employer-of-record">Employer of Record</a></li><li><a href="/platform/global-payroll">Global Payroll</a></li><li><a href="/integrations">Integrations</a></li><li><a href="https://docs.borderlyhq.com/api">API reference</a></li></ul></div><div><h4>Company</h4><ul><li><a href="/about">About</a></li><li><a href="/careers">Careers</a><span class="Badge_badge__h1J2k">We&#x27;re hiring</span></li><li><a href="/partners">Partners</a></li><li><a href="/press">Press</a></li><li><a href="https://status.borderlyhq.com/">Status</a></li></ul></div><div><h4>Resources</h4><ul><li><a href="/blog">Blog</a></li><li><a href="/guides/hiring-in-germany">Hiring in Germany</a></li><li><a href="/guides/hiring-in-brazil">Hiring in Brazil</a></li><li><a href="/tools/salary-calculator">Salary calculator</a></li></ul></div><div><h4>Get the app</h4><a href="https://apps.apple.com/app/borderly-global-payroll/id1598765432"><img alt="Download on the App Store" src="/badges/app-store.svg"/></a><a href="https://play.google.com/store/apps/details?id=com.borderlyhq.app"><img alt="Get it on Google Play" src="/badges/google-play.svg"/></a><a href="https://www.g2.com/products/borderly/reviews"><img alt="G2 High Performer Spring 2024" src="/badges/g2-high-performer.svg"/></a></div></div><div class="Footer_bottom__c3V4b"><span>© 2024 Borderly Technologies Ltd. Borderly is not a law firm.</span><a href="/legal/privacy">Privacy</a><a href="/legal/terms">Terms</a><a href="/legal/cookies">Cookies</a><a href="https://www.linkedin.com/company/borderlyhq">LinkedIn</a><a href="https://twitter.com/borderlyhq">X</a><a href="https://www.youtube.com/@borderlyhq">YouTube</a></div></footer><div class="CookieBanner_banner__w2E3r" role="dialog" aria-label="Cookie consent"><p>We use cookies for analytics and marketing. See our <a href="/legal/cookies">cookie policy</a>.</p><button>Accept all</button><button>Reject non-essential</button></div></div></div><script id="__NEXT_DATA__" type="application/json">${nextData(route, props)}</script><script>!function(){var analytics=window.analytics=window.analytics||[];if(!analytics.initialize)if(analytics.invoked)window.console&&console.error&&console.error("Segment snippet included twice.");else{analytics.invoked=!0;analytics.load=function(key){var t=document.createElement("script");t.type="text/javascript";t.async=!0;t.src="https://cdn.segment.com/analytics.js/v1/"+key+"/analytics.min.js";var n=document.getElementsByTagName("script")[0];n.parentNode.insertBefore(t,n)};analytics.SNIPPET_VERSION="4.15.3";analytics.load("q8Zr2WmKx4Tn1Lp0");analytics.page()}}();</script><script async src="https://cdn.segment.com/analytics.js/v1/q8Zr2WmKx4Tn1Lp0/analytics.min.js"></script><script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/24681357.js"></script></body></html>`;
}

const HOME = page(
  'Hire anyone, anywhere — compliantly',
  'Borderly is the employer of record and global payroll platform for companies hiring in 90+ countries.',
  '/',
  '/',
  {
    hero: { title: 'Hire anyone, anywhere — compliantly', cta: '/demo' },
    logos: ['Lumora', 'Pitchlane', 'Oddbird Games', 'Fernway', 'Calyx Health'],
    stats: { countries: 94, customers: 1200 },
  },
  `<section class="Hero_hero__b5N6m"><h1>Hire anyone, anywhere — compliantly</h1><p>Employ full-time staff in 94 countries without opening an entity. Borderly handles contracts, payroll, benefits and taxes.</p><a class="Button_primary__p0O9i" href="/demo">Book a demo</a><a class="Button_ghost__s1D2f" href="/pricing">See pricing</a></section><section class="Logos_logos__g7H8j"><p>Trusted by 1,200+ distributed teams</p><ul><li><img alt="Lumora" src="/customers/lumora.svg"/></li><li><img alt="Pitchlane" src="/customers/pitchlane.svg"/></li><li><img alt="Oddbird Games" src="/customers/oddbird.svg"/></li><li><img alt="Fernway" src="/customers/fernway.svg"/></li><li><img alt="Calyx Health" src="/customers/calyx.svg"/></li></ul></section><section class="Features_grid__k9L0z"><article><h3>Employer of Record</h3><p>Local employment contracts, reviewed by in-country counsel.</p></article><article><h3>Global Payroll</h3><p>One payroll run for your entities and EOR employees.</p></article><article><h3>Integrations</h3><p>Connect your HRIS, ATS and accounting tools. <a href="/integrations">Browse integrations</a></p></article></section><section class="Quote_quote__q1W2e"><blockquote>“We hired our first twelve engineers in Portugal and Brazil in under a month.”</blockquote><p>— Dana Whitfield, COO at Pitchlane</p></section>`,
);

const INTEGRATIONS_PAGE = page(
  'Integrations',
  'Connect Borderly to your accounting, HRIS, recruiting and collaboration tools.',
  '/integrations',
  '/integrations',
  { integrations: INTEGRATIONS, categories: ['Accounting', 'HRIS', 'Recruiting', 'Collaboration'] },
  `<section class="Integrations_hero__m3N4b"><h1>Integrations</h1><p>Borderly connects to the tools your finance and people teams already use. Our technology partners build and maintain these integrations with us.</p></section><section class="Integrations_grid__v5B6n"><div class="Integrations_filters__c7X8z"><button class="active">All</button><button>Accounting</button><button>HRIS</button><button>Recruiting</button><button>Collaboration</button></div><ul>${INTEGRATIONS.map(
    (i) =>
      `<li class="IntegrationCard_card__l9K8j"><a href="/integrations/${i.slug}"><img alt="${i.name} logo" src="/integrations/${i.slug}.svg" width="48" height="48"/><h3>${i.name}</h3><span class="IntegrationCard_tag__h7G6f">${i.category}</span><p>${i.blurb}</p></a></li>`,
  ).join(
    '',
  )}</ul><p class="Integrations_api__f5D4s">Missing a tool? Build your own with the <a href="https://docs.borderlyhq.com/api">Borderly API</a> or connect through our <a href="/integrations/webhooks">webhooks</a>.</p></section>`,
);

const XERO = page(
  'Xero integration',
  'Post Borderly payroll journals to Xero automatically.',
  '/integrations/xero',
  '/integrations/[slug]',
  { integration: INTEGRATIONS[0] },
  `<section class="IntegrationDetail_root__d2S3a"><a href="/integrations">← All integrations</a><img alt="Xero logo" src="/integrations/xero.svg" width="80" height="80"/><h1>Xero</h1><p class="IntegrationDetail_category__x1C2v">Accounting · Built by Borderly</p><p>Every time a payroll run is approved, Borderly posts a balanced journal to Xero with employer costs, Borderly fees and FX differences mapped to your chart of accounts. Multi-entity organisations can map each Borderly legal entity to its own Xero organisation.</p><h2>What you need</h2><ul><li>A Borderly Growth or Enterprise plan</li><li>A Xero organisation with Advisor access</li></ul><a class="Button_ghost__s1D2f" href="https://www.xero.com/" rel="noopener" target="_blank">Visit xero.com</a> <a class="Button_ghost__s1D2f" href="https://docs.borderlyhq.com/integrations/xero">Setup guide</a></section>`,
);

const PARTNERS = page(
  'Partners',
  'Borderly partners with accounting firms, global mobility consultancies and HR advisors.',
  '/partners',
  '/partners',
  {
    tiers: ['Referral', 'Implementation', 'Reseller'],
  },
  `<section class="Partners_hero__a1S2d"><h1>Grow with Borderly</h1><p>Accounting firms, HR consultancies and global mobility advisors use Borderly to help their clients hire abroad. Refer clients, implement Borderly for them, or resell it under your own contract.</p><a class="Button_primary__p0O9i" href="/partners/apply">Become a partner</a></section><section class="Partners_list__f3G4h"><h2>Featured partners</h2><div class="Partners_cards__j5K6l"><article class="PartnerCard_card__z7X8c"><img alt="Northgate Accountants" src="/partners/northgate.png"/><h3>Northgate Accountants</h3><span class="PartnerCard_tier__v9B0n">Referral partner · United Kingdom</span><p>Chartered accountants for venture-backed startups; Northgate introduces clients who are making their first international hires.</p><a href="https://www.northgate-accountants.co.uk/" target="_blank" rel="noopener">Visit website →</a></article><article class="PartnerCard_card__z7X8c"><img alt="Mobilis Consulting" src="/partners/mobilis.png"/><h3>Mobilis Consulting</h3><span class="PartnerCard_tier__v9B0n">Implementation partner · Germany, Spain</span><p>Global mobility and HR process consultants who set up Borderly for mid-sized companies and migrate existing EOR contracts.</p><a href="https://mobilisconsulting.com/en" target="_blank" rel="noopener">Visit website →</a></article><article class="PartnerCard_card__z7X8c"><img alt="Kapstone Global Mobility" src="/partners/kapstone.png"/><h3>Kapstone Global Mobility</h3><span class="PartnerCard_tier__v9B0n">Reseller · South Africa, Kenya</span><p>Kapstone resells Borderly EOR across Sub-Saharan Africa with local-language support.</p><a href="https://www.kapstone-gm.com/" target="_blank" rel="noopener">Visit website →</a></article></div><h2>Technology partners</h2><p>Looking for our software integrations? See the <a href="/integrations">integrations directory</a>.</p></section>`,
);

const ABOUT = page(
  'About Borderly',
  'Borderly was founded in 2020 to make international hiring as easy as hiring locally.',
  '/about',
  '/about',
  { founders: ['Ines Carvalho', 'Ravi Menon'] },
  `<section class="About_root__p1O2i"><h1>Work shouldn&#x27;t stop at borders</h1><p>Borderly was founded in 2020 by Ines Carvalho and Ravi Menon after they spent nine months setting up a subsidiary just to hire one engineer in Lisbon. Today 140 people in 31 countries work at Borderly.</p><h2>Backed by</h2><ul class="About_investors__u3Y4t"><li><a href="https://www.harbourline.vc/" target="_blank" rel="noopener"><img alt="Harbourline Ventures" src="/investors/harbourline.svg"/></a></li><li><a href="https://seedcamp.com/" target="_blank" rel="noopener"><img alt="Seedcamp" src="/investors/seedcamp.svg"/></a></li><li><a href="https://www.ardentcapital.eu/" target="_blank" rel="noopener"><img alt="Ardent Capital" src="/investors/ardent.svg"/></a></li></ul><p>Read the announcement of our Series B in <a href="https://techcrunch.com/2024/02/14/borderly-series-b/">TechCrunch</a>.</p></section>`,
);

export const site: CorpusSite = {
  domain: 'borderlyhq.com',
  covers:
    'English employer-of-record SaaS on Next.js/Vercel (headers, GTM, Segment, HubSpot tracking): integration directory whose rendered cards link only to internal detail pages while partner websites sit in __NEXT_DATA__ (technology), one detail page with a "Visit" link, partners page with referral/implementation/reseller cards (channel); negatives are investors, unlinked customer logos, testimonial, app-store and G2 badges, docs/status/app subdomains, press',
  pages: {
    '/': { headers: HEADERS, html: HOME },
    '/integrations': { headers: HEADERS, html: INTEGRATIONS_PAGE },
    '/integrations/xero': { headers: HEADERS, html: XERO },
    '/partners': { headers: HEADERS, html: PARTNERS },
    '/about': { headers: HEADERS, html: ABOUT },
  },
  sitemap: ['/', '/integrations', '/integrations/xero', '/pricing', '/customers', '/about', '/partners', '/careers'],
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'hsts', 'google-tag-manager', 'segment', 'hubspot', 'open-graph'],
  partners: {
    'xero.com': 'technology',
    'intuit.com': 'technology',
    'tallybook.io': 'technology',
    'bamboohr.com': 'technology',
    'greenhouse.io': 'technology',
    'slack.com': 'technology',
    'northgate-accountants.co.uk': 'channel',
    'mobilisconsulting.com': 'channel',
    'kapstone-gm.com': 'channel',
  },
};
