import type { CorpusSite } from '../corpus/types.js';

/* Tidyhood — a Canadian home-services marketplace app; Next.js (pages router) on Vercel, Segment, Osano, Intercom. */

const origin = 'https://www.tidyhood.ca';
const buildId = 'tH8q2LwZk4VnR1pX0bYcS';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-cache': 'HIT',
  'x-vercel-id': 'yul1::iad1::7m2kq-1737991223411-4f0d3a9c1b2e',
  'x-matched-path': '/[[...slug]]',
  'strict-transport-security': 'max-age=63072000',
  'cache-control': 'public, max-age=0, must-revalidate',
};

type Integration = { slug: string; name: string; category: string; blurb: string; url: string; featured: boolean };
const integrations: Integration[] = [
  {
    slug: 'google-calendar',
    name: 'Google Calendar',
    category: 'Scheduling',
    blurb: 'Two-way sync of Tidyhood bookings with your Google Calendar, so you never double-book.',
    url: 'https://workspace.google.com/products/calendar/',
    featured: true,
  },
  {
    slug: 'quickbooks',
    name: 'QuickBooks Online',
    category: 'Accounting',
    blurb: 'Payouts, fees and HST land in QuickBooks as categorized transactions.',
    url: 'https://quickbooks.intuit.com/ca/',
    featured: true,
  },
  {
    slug: 'xero',
    name: 'Xero',
    category: 'Accounting',
    blurb: 'Push invoices and payouts to Xero automatically after every job.',
    url: 'https://www.xero.com/ca/',
    featured: true,
  },
  {
    slug: 'stripe',
    name: 'Stripe',
    category: 'Payments',
    blurb: 'Instant payouts to your Canadian bank account through Stripe Connect.',
    url: 'https://stripe.com/en-ca',
    featured: true,
  },
  {
    slug: 'square',
    name: 'Square',
    category: 'Payments',
    blurb: 'Take in-person payments for add-on work with Square and reconcile them in Tidyhood.',
    url: 'https://squareup.com/ca/en',
    featured: true,
  },
  {
    slug: 'jobber',
    name: 'Jobber',
    category: 'Field service',
    blurb: 'Import Tidyhood requests straight into Jobber quotes and jobs.',
    url: 'https://www.getjobber.com/',
    featured: true,
  },
  {
    slug: 'housecall-pro',
    name: 'Housecall Pro',
    category: 'Field service',
    blurb: 'Send Tidyhood jobs to your Housecall Pro dispatch board.',
    url: 'https://housecallpro.com',
    featured: true,
  },
  {
    slug: 'zapier',
    name: 'Zapier',
    category: 'Automation',
    blurb: 'Connect Tidyhood to 6,000+ apps with triggers for new bookings, reviews and payouts.',
    url: 'https://zapier.com/apps/tidyhood/integrations',
    featured: true,
  },
  {
    slug: 'mailchimp',
    name: 'Mailchimp',
    category: 'Marketing',
    blurb: 'Sync repeat customers to a Mailchimp audience for seasonal offers.',
    url: 'https://mailchimp.com/en-ca/',
    featured: true,
  },
  {
    slug: 'wave',
    name: 'Wave',
    category: 'Accounting',
    blurb: 'Free bookkeeping sync for sole proprietors using Wave.',
    url: 'https://www.waveapps.com/',
    featured: false,
  },
  {
    slug: 'calendly',
    name: 'Calendly',
    category: 'Scheduling',
    blurb: 'Offer Tidyhood estimate visits through your Calendly link.',
    url: 'https://calendly.com/integrations',
    featured: false,
  },
  {
    slug: 'wealthsimple',
    name: 'Wealthsimple',
    category: 'Payments',
    blurb: 'Route a share of every payout into a Wealthsimple tax-savings account.',
    url: 'https://www.wealthsimple.com/en-ca',
    featured: false,
  },
];

const navItems = [
  { label: 'How it works', href: '/how-it-works' },
  { label: 'For pros', href: '/for-pros' },
  { label: 'Integrations', href: '/integrations' },
  { label: 'Partners', href: '/partners' },
  { label: 'About', href: '/about' },
];

function nextData(page: string, pageProps: unknown): string {
  return JSON.stringify({
    props: { pageProps, __N_SSG: true },
    page,
    query: {},
    buildId,
    isFallback: false,
    gsp: true,
    locale: 'en-CA',
    locales: ['en-CA', 'fr-CA'],
    defaultLocale: 'en-CA',
    scriptLoader: [],
  });
}

const header = `
<div class="AnnouncementBar_bar__p1Xw2"><p>Now booking in Halifax and Québec City. <a href="/how-it-works#cities">See all cities</a></p></div>
<header class="Header_header__Qm4rT">
  <div class="Header_inner__8bZ2k">
    <a class="Header_logo__1hVxz" href="/" aria-label="Tidyhood home"><img alt="Tidyhood" src="/_next/static/media/tidyhood-logo.4d1c8e2f.svg" width="132" height="32" decoding="async" fetchpriority="high"></a>
    <nav class="Header_nav__x3Y1a" aria-label="Main">
      <ul>${navItems.map((n) => `<li><a class="Header_link__T9u0e" href="${n.href}">${n.label}</a></li>`).join('')}</ul>
    </nav>
    <div class="Header_actions__d8Wq1">
      <a class="Header_lang__Zz7Pq" href="/fr-CA" hreflang="fr-CA" lang="fr">Français</a>
      <a class="Button_secondary__oQ2sM" href="https://app.tidyhood.ca/login">Log in</a>
      <a class="Button_primary__K4vR2" href="https://app.tidyhood.ca/book">Book a pro</a>
    </div>
  </div>
</header>`;

const footer = `
<footer class="Footer_footer__aN3bB">
  <div class="Footer_grid__X1cQe">
    <div class="Footer_brand__v0Kk1"><img alt="Tidyhood" src="/_next/static/media/tidyhood-logo-white.91ab2c47.svg" width="120" height="29" loading="lazy" decoding="async">
      <p>Trusted cleaners, handypeople and movers, booked in 60 seconds. Made in Montréal.</p>
      <div class="Footer_stores__m2R7w">
        <a href="https://apps.apple.com/ca/app/tidyhood/id1589920441" aria-label="Download on the App Store"><img alt="Download on the App Store" src="/_next/static/media/app-store-badge.2f3e1d0c.svg" width="120" height="40" loading="lazy"></a>
        <a href="https://play.google.com/store/apps/details?id=ca.tidyhood.app" aria-label="Get it on Google Play"><img alt="Get it on Google Play" src="/_next/static/media/google-play-badge.7c6b5a49.svg" width="135" height="40" loading="lazy"></a>
      </div></div>
    <div><h3 class="Footer_title__3Xq9a">Company</h3><ul><li><a href="/about">About</a></li><li><a href="/careers">Careers</a></li><li><a href="/partners">Partners</a></li><li><a href="/about#press">Press</a></li></ul></div>
    <div><h3 class="Footer_title__3Xq9a">Pros</h3><ul><li><a href="/for-pros">Become a Tidyhood Pro</a></li><li><a href="/integrations">Integrations</a></li><li><a href="https://help.tidyhood.ca/pros">Pro help centre</a></li></ul></div>
    <div><h3 class="Footer_title__3Xq9a">Support</h3><ul><li><a href="https://help.tidyhood.ca/">Help centre</a></li><li><a href="mailto:support@tidyhood.ca">support@tidyhood.ca</a></li><li><a href="tel:+18335550199">1-833-555-0199</a></li><li><a href="/trust-and-safety">Trust &amp; safety</a></li></ul></div>
  </div>
  <div class="Footer_bottom__qT5vZ">
    <p>&copy; 2025 Tidyhood Technologies Inc. &middot; <a href="/legal/terms">Terms</a> &middot; <a href="/legal/privacy">Privacy</a> &middot; <a href="/legal/accessibility">Accessibility (AODA)</a></p>
    <ul class="Footer_social__Lw2Nd"><li><a href="https://www.instagram.com/tidyhood.ca" aria-label="Instagram">Instagram</a></li><li><a href="https://www.tiktok.com/@tidyhood" aria-label="TikTok">TikTok</a></li><li><a href="https://www.linkedin.com/company/tidyhood" aria-label="LinkedIn">LinkedIn</a></li><li><a href="https://www.facebook.com/tidyhood.ca" aria-label="Facebook">Facebook</a></li></ul>
  </div>
</footer>`;

function page(path: string, nextPage: string, title: string, desc: string, main: string, pageProps: unknown): string {
  const chunk = nextPage === '/' ? 'index' : nextPage.replace(/^\//, '');
  return `<!DOCTYPE html><html lang="en-CA"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="description" content="${desc}"/><link rel="canonical" href="${origin}${path}"/><link rel="alternate" hrefLang="fr-CA" href="${origin}/fr-CA${path === '/' ? '' : path}"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${desc}"/><meta property="og:image" content="${origin}/og/tidyhood-default.png"/><meta property="og:type" content="website"/><meta name="twitter:card" content="summary_large_image"/><meta name="apple-itunes-app" content="app-id=1589920441"/><link rel="icon" href="/favicon.ico"/><link rel="preconnect" href="https://widget.intercom.io"/><meta name="next-head-count" content="16"/><link rel="preload" href="/_next/static/media/a34f9d1faa5f3315-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous" data-next-font="size-adjust"/><link rel="preload" href="/_next/static/css/5c1e7b02a9f4d3e8.css" as="style"/><link rel="stylesheet" href="/_next/static/css/5c1e7b02a9f4d3e8.css" data-n-g=""/><link rel="preload" href="/_next/static/css/0e2d4b6a8c1f3e57.css" as="style"/><link rel="stylesheet" href="/_next/static/css/0e2d4b6a8c1f3e57.css" data-n-p=""/><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-42372ed130431b0a.js"></script><script src="https://cmp.osano.com/AzZd7kQ1b2Xy/4f0c2e1a-7b3d-4c9e-8a61-2d5f0b9e7c31/osano.js"></script><script src="/_next/static/chunks/webpack-2f0d86b4c1a7e9d3.js" defer=""></script><script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer=""></script><script src="/_next/static/chunks/main-8e3b2c1d0f9a7e64.js" defer=""></script><script src="/_next/static/chunks/pages/_app-1d7c4e2b9a0f3c58.js" defer=""></script><script src="/_next/static/chunks/pages/${chunk}-${(path.length * 2654435761).toString(16).slice(0, 16).padEnd(16, '0')}.js" defer=""></script><script src="/_next/static/${buildId}/_buildManifest.js" defer=""></script><script src="/_next/static/${buildId}/_ssgManifest.js" defer=""></script></head><body><div id="__next"><div class="__variable_a3f2c1 Layout_root__u8Hn2">${header}<main class="Layout_main__Yk2pC">${main}</main>${footer}</div></div><script id="__NEXT_DATA__" type="application/json">${nextData(nextPage, pageProps)}</script><script async src="https://cdn.segment.com/analytics.js/v1/Qk9xT2bVr7LmW4cZ/analytics.min.js"></script><script id="intercom-settings">window.intercomSettings={api_base:"https://api-iam.intercom.io",app_id:"q7x2m9kd"};</script></body></html>`;
}

const navProps = { nav: navItems, announcement: 'Now booking in Halifax and Québec City.' };

const home = page(
  '/',
  '/',
  'Tidyhood — Book trusted home cleaners, handypeople and movers in Canada',
  'Book vetted, insured home pros in 60 seconds. Cleaning, handyperson, moving and yard care in 14 Canadian cities.',
  `
<section class="Hero_hero__v4Pj9"><div class="Hero_copy__2mKq1"><h1 class="Hero_title__b7Z1x">Your home, handled.</h1><p class="Hero_lead__P0oQ3">Book background-checked cleaners, handypeople and movers in 60 seconds. Upfront prices, HST included, and our Tidyhood Guarantee on every job.</p>
<form class="Hero_search__R1xZe" action="https://app.tidyhood.ca/book" method="get"><label for="service" class="sr-only">Service</label><select id="service" name="service"><option value="cleaning">Home cleaning</option><option value="handyperson">Handyperson</option><option value="moving">Moving help</option><option value="yard">Yard care</option></select><label for="postal" class="sr-only">Postal code</label><input id="postal" name="postal" placeholder="Postal code, e.g. H2T 1S6" autoComplete="postal-code"/><button type="submit" class="Button_primary__K4vR2">See prices</button></form></div>
<img alt="A Tidyhood pro cleaning a kitchen" src="/_next/image?url=%2Fimages%2Fhero-kitchen.jpg&amp;w=1200&amp;q=75" width="600" height="480" decoding="async" fetchpriority="high" class="Hero_image__lS1pD"/></section>
<section class="Stats_stats__Qw1x2"><ul><li><strong>410,000+</strong> jobs booked</li><li><strong>4.8★</strong> average rating from 96,000 reviews</li><li><strong>6,200</strong> vetted pros</li><li><strong>14</strong> cities across Canada</li></ul></section>
<section class="Services_services__e2R8b"><h2>Popular services</h2><div class="Services_grid__3Jk0w">
  <a class="Card_card__V8m1o" href="/how-it-works#cleaning"><h3>Home cleaning</h3><p>Standard, deep and move-out cleans from $119.</p></a>
  <a class="Card_card__V8m1o" href="/how-it-works#handyperson"><h3>Handyperson</h3><p>TV mounting, furniture assembly, small repairs from $69/hr.</p></a>
  <a class="Card_card__V8m1o" href="/how-it-works#moving"><h3>Moving help</h3><p>Two movers and a truck from $129/hr.</p></a>
  <a class="Card_card__V8m1o" href="/how-it-works#yard"><h3>Yard care</h3><p>Lawn, leaves and snow clearing, seasonal plans.</p></a></div></section>
<section class="Reviews_reviews__k1Pq8"><h2>Loved by Canadians coast to coast</h2>
  <figure><blockquote>&ldquo;Booked a move-out clean at 11pm, had a spotless apartment by noon. Got my deposit back.&rdquo;</blockquote><figcaption>Amira K., Toronto</figcaption></figure>
  <figure><blockquote>&ldquo;Our handyperson Luc mounted three TVs and fixed a door in two hours.&rdquo;</blockquote><figcaption>Jordan P., Calgary</figcaption></figure>
  <div class="Reviews_trustpilot__Hh1qP"><div class="trustpilot-widget" data-locale="en-US" data-template-id="5419b6a8b0d04a076446a9ad" data-businessunit-id="6112c9a2f1d3e40001b7a8c4" data-style-height="24px" data-style-width="100%" data-theme="light"><a href="https://ca.trustpilot.com/review/tidyhood.ca" target="_blank" rel="noopener">Trustpilot</a></div><script type="text/javascript" src="//widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js" async></script></div></section>
<section class="PressBar_press__0Lm3X"><p>As seen in</p><ul><li><a href="https://www.theglobeandmail.com/business/small-business/article-tidyhood-montreal-startup/">The Globe and Mail</a></li><li><a href="https://betakit.com/tidyhood-raises-series-a/">BetaKit</a></li><li>CBC Marketplace</li></ul></section>
<section class="CTA_cta__H1v9N"><h2>Are you a pro?</h2><p>Keep 85% of every job, get paid next day, and bring your own tools &mdash; Tidyhood works with the apps you already use.</p><a class="Button_primary__K4vR2" href="/for-pros">Join Tidyhood</a> <a class="Button_link__r7Ux2" href="/integrations">See integrations</a></section>`,
  { ...navProps, hero: { title: 'Your home, handled.' }, stats: { jobs: 410000, rating: 4.8, pros: 6200, cities: 14 } },
);

const howItWorks = page(
  '/how-it-works',
  '/how-it-works',
  'How Tidyhood works — pricing, vetting and the Tidyhood Guarantee',
  'How booking works, how we vet pros, what things cost and what the Tidyhood Guarantee covers.',
  `
<section class="PageHero_hero__xW2n1"><h1>How Tidyhood works</h1><p>Three steps, no phone tag.</p></section>
<section class="Steps_steps__j1K9s"><ol>
  <li><h2>1. Choose a service and time</h2><p>Enter your postal code and pick a time window. Prices are fixed upfront and include HST.</p></li>
  <li><h2>2. We match you with a vetted pro</h2><p>Every pro passes an identity check, a criminal background check and a skills interview, and carries $2M liability insurance.</p></li>
  <li><h2>3. Pay in the app after the job</h2><p>Pay by card, Apple Pay, Google Pay or Interac. Tip your pro 100% directly.</p></li></ol></section>
<section id="cleaning" class="Service_service__s9Xk1"><h2>Home cleaning</h2><table><thead><tr><th>Home size</th><th>Standard</th><th>Deep clean</th></tr></thead><tbody><tr><td>Studio / 1 bed</td><td>$119</td><td>$189</td></tr><tr><td>2 bed</td><td>$149</td><td>$229</td></tr><tr><td>3 bed</td><td>$179</td><td>$279</td></tr><tr><td>4+ bed</td><td>$219</td><td>$339</td></tr></tbody></table></section>
<section id="handyperson" class="Service_service__s9Xk1"><h2>Handyperson</h2><p>$69/hour, one-hour minimum. Materials billed at cost with receipts.</p></section>
<section id="moving" class="Service_service__s9Xk1"><h2>Moving help</h2><p>Two movers and a 16-foot truck from $129/hour. Three-hour minimum on weekends.</p></section>
<section id="yard" class="Service_service__s9Xk1"><h2>Yard care</h2><p>Lawn mowing, leaf clean-up and snow clearing by the visit or on a seasonal plan.</p></section>
<section id="cities" class="Cities_cities__qQ2m8"><h2>Where we operate</h2><ul><li>Vancouver</li><li>Victoria</li><li>Calgary</li><li>Edmonton</li><li>Saskatoon</li><li>Winnipeg</li><li>Toronto</li><li>Ottawa</li><li>Hamilton</li><li>Kitchener-Waterloo</li><li>Montréal</li><li>Québec City</li><li>Halifax</li><li>Moncton</li></ul></section>
<section class="FAQ_faq__L0n2c"><h2>FAQ</h2>
  <details><summary>What does the Tidyhood Guarantee cover?</summary><p>If something isn&rsquo;t right, tell us within 48 hours and we&rsquo;ll send a pro back free. Property damage is covered up to $25,000.</p></details>
  <details><summary>Can I book the same pro again?</summary><p>Yes. Favourite a pro in the app and we&rsquo;ll offer them your next booking first.</p></details>
  <details><summary>Is Tidyhood available in French?</summary><p>Oui! The app and customer support are fully bilingual.</p></details></section>`,
  { ...navProps, faq: 3 },
);

const forPros = page(
  '/for-pros',
  '/for-pros',
  'Become a Tidyhood Pro — flexible work, next-day pay',
  'Join 6,200 independent cleaners, handypeople and movers who find customers on Tidyhood. Keep 85% of every job.',
  `
<section class="PageHero_hero__xW2n1"><h1>Grow your business with Tidyhood</h1><p>Keep 85% of every job, set your own schedule and get paid the next business day.</p><a class="Button_primary__K4vR2" href="https://pros.tidyhood.ca/apply">Apply in 10 minutes</a></section>
<section class="Benefits_benefits__b0Lq1"><div class="Benefits_grid__J2k8x">
  <div><h2>Next-day payouts</h2><p>Payouts land in your bank account the next business day, powered by Stripe Connect.</p></div>
  <div><h2>Bring your own tools</h2><p>Already use accounting or field-service software? Tidyhood plugs into it. <a href="/integrations">See all integrations</a>.</p></div>
  <div><h2>Insurance included</h2><p>$2M commercial general liability coverage on every Tidyhood job at no cost to you.</p></div>
  <div><h2>Pro perks</h2><p>Discounts on supplies, tools and phone plans through the Tidyhood Pro Perks program.</p></div></div></section>
<section class="Earnings_earnings__Q0p2r"><h2>What pros earn</h2><table><thead><tr><th>City</th><th>Median hourly (after fees)</th></tr></thead><tbody><tr><td>Toronto</td><td>$41</td></tr><tr><td>Vancouver</td><td>$43</td></tr><tr><td>Montréal</td><td>$36</td></tr><tr><td>Calgary</td><td>$38</td></tr></tbody></table><p class="small">Based on completed jobs July&ndash;December 2024.</p></section>
<section class="Requirements_req__d2Mn0"><h2>Requirements</h2><ul><li>Legally able to work in Canada</li><li>Smartphone with iOS 16 or Android 11+</li><li>Clear background check</li><li>Two years of relevant experience or a trade certificate</li></ul></section>
<section class="Testimonial_t__u8Vv1"><blockquote>&ldquo;I went from two clients to a full calendar in a month. The QuickBooks sync saves me a whole evening every week.&rdquo;</blockquote><p>Marisol, cleaning business owner, Hamilton</p></section>`,
  {
    ...navProps,
    earnings: [
      { city: 'Toronto', hourly: 41 },
      { city: 'Vancouver', hourly: 43 },
      { city: 'Montréal', hourly: 36 },
      { city: 'Calgary', hourly: 38 },
    ],
  },
);

const featured = integrations.filter((i) => i.featured);
const integrationsPage = page(
  '/integrations',
  '/integrations',
  'Integrations — connect Tidyhood to your calendar, accounting and payments',
  'Tidyhood integrates with Google Calendar, QuickBooks, Xero, Stripe, Square, Jobber, Housecall Pro, Zapier, Mailchimp and more.',
  `
<section class="PageHero_hero__xW2n1"><h1>Integrations</h1><p>Tidyhood works with the tools pros already run their business on. Connect an app once and bookings, payouts and customers flow automatically.</p></section>
<section class="Integrations_wrap__m1Qx0">
  <div class="Integrations_filters__a8Zp2" role="tablist" aria-label="Categories"><button role="tab" aria-selected="true">All</button><button role="tab" aria-selected="false">Accounting</button><button role="tab" aria-selected="false">Payments</button><button role="tab" aria-selected="false">Scheduling</button><button role="tab" aria-selected="false">Field service</button><button role="tab" aria-selected="false">Automation</button><button role="tab" aria-selected="false">Marketing</button></div>
  <div class="Integrations_grid__Y6r4e">
  ${featured
    .map(
      (i) =>
        `<article class="IntegrationCard_card__s2Dk7"><img alt="${i.name} logo" src="/_next/image?url=%2Fintegrations%2F${i.slug}.png&amp;w=96&amp;q=75" width="48" height="48" loading="lazy" decoding="async"/><div><span class="IntegrationCard_cat__q1L0o">${i.category}</span><h2 class="IntegrationCard_name__N4f1b">${i.name}</h2><p>${i.blurb}</p><a class="IntegrationCard_link__p8R2x" href="${i.url}" target="_blank" rel="noopener noreferrer">Visit ${i.name} &#8599;</a></div></article>`,
    )
    .join('\n  ')}
  </div>
  <button class="Button_secondary__oQ2sM Integrations_more__u2Jk0" type="button" aria-controls="all-integrations">Show all ${integrations.length} integrations</button>
</section>
<section class="CTA_cta__H1v9N"><h2>Build on Tidyhood</h2><p>Software companies can apply for API access and a listing in our integrations directory. Email <a href="mailto:integrations@tidyhood.ca">integrations@tidyhood.ca</a>.</p></section>`,
  { ...navProps, integrations, total: integrations.length, featuredCount: featured.length },
);

const partnersPage = page(
  '/partners',
  '/partners',
  'Partners — Tidyhood for real estate, property management and moving companies',
  'Refer clients to Tidyhood and earn, or offer Tidyhood services to your residents. Meet our referral and community partners.',
  `
<section class="PageHero_hero__xW2n1"><h1>Partner with Tidyhood</h1><p>Realtors, property managers and moving companies refer their clients to Tidyhood for move-in and move-out services. Partners earn 10% of the first booking and their clients get $25 off.</p><a class="Button_primary__K4vR2" href="https://partners.tidyhood.ca/apply">Become a referral partner</a></section>
<section class="Partners_section__c1Mn3"><h2>Referral partners</h2>
  <div class="Partners_cards__Q2e0k">
    <article class="PartnerCard_card__h8Z1w"><img alt="Maple Key Realty" src="/_next/image?url=%2Fpartners%2Fmaple-key.png&amp;w=256&amp;q=75" width="128" height="48" loading="lazy"/><h3>Maple Key Realty</h3><p>Ontario brokerage with 300 agents. Every buyer gets a Tidyhood move-in clean.</p><a href="https://www.maplekeyrealty.ca/" target="_blank" rel="noopener">maplekeyrealty.ca</a></article>
    <article class="PartnerCard_card__h8Z1w"><img alt="Harbourfront Property Management" src="/_next/image?url=%2Fpartners%2Fharbourfront.png&amp;w=256&amp;q=75" width="128" height="48" loading="lazy"/><h3>Harbourfront Property Management</h3><p>12,000 rental units in Vancouver and Victoria. Residents book turnover cleans and repairs through Tidyhood.</p><a href="https://harbourfrontpm.ca/" target="_blank" rel="noopener">harbourfrontpm.ca</a></article>
    <article class="PartnerCard_card__h8Z1w"><img alt="Northern Nest Movers" src="/_next/image?url=%2Fpartners%2Fnorthern-nest.png&amp;w=256&amp;q=75" width="128" height="48" loading="lazy"/><h3>Northern Nest Movers</h3><p>Prairie moving company that bundles Tidyhood cleaning with every long-distance move.</p><a href="https://www.northernnestmovers.ca/" target="_blank" rel="noopener">northernnestmovers.ca</a></article>
    <article class="PartnerCard_card__h8Z1w"><img alt="Cl&eacute; en main Immobilier" src="/_next/image?url=%2Fpartners%2Fcle-en-main.png&amp;w=256&amp;q=75" width="128" height="48" loading="lazy"/><h3>Cl&eacute; en main Immobilier</h3><p>Montr&eacute;al real estate team offering Tidyhood to every seller.</p><a href="https://cleenmainimmobilier.ca/" target="_blank" rel="noopener">cleenmainimmobilier.ca</a></article>
  </div></section>
<section class="Partners_section__c1Mn3"><h2>Pro perks partners</h2><p>Tidyhood Pros get exclusive pricing from our perks partners: liability insurance top-ups from <a href="https://www.squareone.ca/" target="_blank" rel="noopener">Square One Insurance</a> and supplies from <a href="https://www.greenworkscleaningsupply.ca/" target="_blank" rel="noopener">Greenworks Cleaning Supply</a>.</p></section>
<section class="Partners_section__c1Mn3"><h2>Community partner</h2><p>Since 2022 our pros have volunteered 3,100 hours on home repairs with our community partner <a href="https://www.habitat.ca/" target="_blank" rel="noopener">Habitat for Humanity Canada</a>.</p></section>
<section class="Partners_section__c1Mn3"><h2>Software partners</h2><p>Looking for apps that connect to Tidyhood? They&rsquo;re on our <a href="/integrations">integrations page</a>.</p></section>`,
  {
    ...navProps,
    partners: [
      { name: 'Maple Key Realty', type: 'referral', url: 'https://www.maplekeyrealty.ca/' },
      { name: 'Harbourfront Property Management', type: 'referral', url: 'https://harbourfrontpm.ca/' },
      { name: 'Northern Nest Movers', type: 'referral', url: 'https://www.northernnestmovers.ca/' },
      { name: 'Clé en main Immobilier', type: 'referral', url: 'https://cleenmainimmobilier.ca/' },
    ],
  },
);

const about = page(
  '/about',
  '/about',
  'About Tidyhood — our story, investors and press',
  'Tidyhood was founded in Montréal in 2020. We are backed by Canadian investors and employ 120 people.',
  `
<section class="PageHero_hero__xW2n1"><h1>We&rsquo;re making home care fair</h1><p>Fair for homeowners, who deserve upfront prices. Fair for pros, who deserve to keep most of what they earn.</p></section>
<section class="Story_story__Jk1P2"><h2>Our story</h2><p>Tidyhood started in 2020 when co-founders Élise Tremblay and Arjun Mehta couldn&rsquo;t find a cleaner for Élise&rsquo;s mother in Laval who would show up on time and be paid fairly. Five years later Tidyhood operates in 14 cities, and pros on the platform earned $58 million in 2024.</p>
<h2>Team</h2><ul class="Team_list__q9Z1k"><li><strong>Élise Tremblay</strong>, CEO</li><li><strong>Arjun Mehta</strong>, CTO</li><li><strong>Grace Oyelaran</strong>, VP Operations</li><li><strong>Mathieu Gagnon</strong>, Head of Trust &amp; Safety</li></ul></section>
<section class="Investors_investors__Z0p1q"><h2>Backed by</h2><p>Tidyhood has raised $31M from investors including <a href="https://realventures.com/" target="_blank" rel="noopener">Real Ventures</a>, <a href="https://www.inovia.vc/" target="_blank" rel="noopener">Inovia Capital</a> and BDC Capital.</p></section>
<section id="press" class="Press_press__F1n2q"><h2>Press</h2><ul>
  <li><a href="https://www.theglobeandmail.com/business/small-business/article-tidyhood-montreal-startup/">The Globe and Mail &mdash; &ldquo;The Montreal startup trying to fix gig work for cleaners&rdquo;</a></li>
  <li><a href="https://betakit.com/tidyhood-raises-series-a/">BetaKit &mdash; Tidyhood raises $24M Series A</a></li>
  <li><a href="https://www.lapresse.ca/affaires/entreprises/tidyhood">La Presse &mdash; Tidyhood s&rsquo;attaque au m&eacute;nage</a></li></ul>
  <p>Media enquiries: <a href="mailto:press@tidyhood.ca">press@tidyhood.ca</a></p></section>
<section class="Awards_awards__p2Wn7"><h2>Recognition</h2><p>Deloitte Technology Fast 50&trade; 2024 Companies-to-Watch winner &middot; <a href="https://www.deloitte.com/ca/en/about/recognition/fast50.html" target="_blank" rel="noopener">Fast 50 program</a></p></section>`,
  { ...navProps, raised: '31M' },
);

const careers = page(
  '/careers',
  '/careers',
  'Careers at Tidyhood',
  'Join Tidyhood in Montréal, Toronto or remote. Engineering, operations and growth roles.',
  `
<section class="PageHero_hero__xW2n1"><h1>Work at Tidyhood</h1><p>120 people in Montréal, Toronto and remote across Canada.</p></section>
<section class="Values_values__a2K0z"><h2>How we work</h2><ul><li><strong>Pros first.</strong> Every decision is checked against what it means for the people doing the work.</li><li><strong>Bilingual by default.</strong> English and French, in the product and in the office.</li><li><strong>Write it down.</strong> Decisions live in docs, not in meetings.</li></ul></section>
<section class="Perks_perks__p3Kq9"><h2>Perks</h2><ul><li>Stock options for every employee</li><li>Four weeks vacation plus the week between Christmas and New Year</li><li>$1,500 yearly wellness budget</li><li>Free Tidyhood cleans every month</li></ul></section>
<section class="Life_life__w3Rt8"><h2>Life at Tidyhood</h2><div class="Life_grid__k0Ps1">
  <figure><img alt="The Montréal office in Mile End" src="/_next/image?url=%2Fcareers%2Fmile-end.jpg&amp;w=640&amp;q=75" width="320" height="220" loading="lazy" decoding="async"/><figcaption>Our Mile End office, five minutes from the Laurier metro.</figcaption></figure>
  <figure><img alt="Team volunteering at a Habitat build" src="/_next/image?url=%2Fcareers%2Fhabitat-day.jpg&amp;w=640&amp;q=75" width="320" height="220" loading="lazy" decoding="async"/><figcaption>Twice a year the whole company spends a day on a build site.</figcaption></figure>
  <figure><img alt="Ride-along with a moving crew" src="/_next/image?url=%2Fcareers%2Fride-along.jpg&amp;w=640&amp;q=75" width="320" height="220" loading="lazy" decoding="async"/><figcaption>Every new hire does a ride-along with a Tidyhood Pro in their first month.</figcaption></figure></div></section>
<section class="Process_process__e1Mx4"><h2>Our hiring process</h2><table><thead><tr><th>Step</th><th>Who you meet</th><th>How long</th></tr></thead><tbody><tr><td>Intro call</td><td>Talent partner</td><td>30 min</td></tr><tr><td>Skills conversation</td><td>Hiring manager</td><td>60 min</td></tr><tr><td>Work sample</td><td>Two future teammates</td><td>90 min, paid</td></tr><tr><td>Values chat</td><td>A co-founder</td><td>30 min</td></tr></tbody></table><p>We reply to every applicant within ten business days. Accommodations are available at every stage &mdash; email <a href="mailto:talent@tidyhood.ca">talent@tidyhood.ca</a>.</p></section>
<section class="Jobs_jobs__u1Nz2"><h2>Open roles</h2><div id="grnhse_app"></div><script src="https://boards.greenhouse.io/embed/job_board/js?for=tidyhood"></script>
<noscript><p>See all open roles on <a href="https://boards.greenhouse.io/tidyhood">our job board</a>.</p></noscript></section>`,
  { ...navProps, careers: true },
);

export const site: CorpusSite = {
  domain: 'www.tidyhood.ca',
  covers:
    'Canadian home-services marketplace on Next.js/Vercel: an integrations page whose card grid shows 9 featured apps while __NEXT_DATA__ holds all 12 (three only in the JSON), referral partner cards with the list repeated in page props, perks and community partners in prose; negatives are investors and press on About, a Deloitte award, Trustpilot reviews widget, app-store badges, Greenhouse job board, subdomain app links, WhatsApp-free support mail/phone and socials.',
  pages: {
    '/': { headers, html: home },
    '/how-it-works': { headers, html: howItWorks },
    '/for-pros': { headers, html: forPros },
    '/integrations': { headers, html: integrationsPage },
    '/partners': { headers, html: partnersPage },
    '/about': { headers, html: about },
    '/careers': { headers, html: careers },
  },
  sitemap: ['/', '/how-it-works', '/for-pros', '/integrations', '/partners', '/about', '/careers'],
  technologies: [
    'greenhouse',
    'hsts',
    'intercom',
    'next-js',
    'open-graph',
    'osano',
    'priority-hints',
    'react',
    'segment',
    'trustpilot',
    'vercel',
    'webpack',
  ],
  partners: {
    'google.com': 'technology',
    'intuit.com': 'technology',
    'xero.com': 'technology',
    'stripe.com': 'technology',
    'squareup.com': 'technology',
    'getjobber.com': 'technology',
    'housecallpro.com': 'technology',
    'zapier.com': 'technology',
    'mailchimp.com': 'technology',
    'waveapps.com': 'technology',
    'calendly.com': 'technology',
    'wealthsimple.com': 'technology',
    'maplekeyrealty.ca': 'channel',
    'harbourfrontpm.ca': 'channel',
    'northernnestmovers.ca': 'channel',
    'cleenmainimmobilier.ca': 'channel',
    'squareone.ca': 'generic',
    'greenworkscleaningsupply.ca': 'generic',
    'habitat.ca': 'generic',
  },
};
