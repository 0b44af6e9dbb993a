import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-id': 'lhr1::iad1::8kq2m-1764580011223-4f0d2a9b1c7e',
  'x-vercel-cache': 'HIT',
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'cache-control': 'public, max-age=0, must-revalidate',
};

const head = (title: string, description: string, path: string): string =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="description" content="${description}"/><link rel="canonical" href="https://parcelwise.io${path}"/><meta property="og:type" content="website"/><meta property="og:site_name" content="Parcelwise"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/><meta property="og:image" content="https://assets.parcelwise.io/og/default.png"/><meta name="twitter:card" content="summary_large_image"/><meta name="twitter:site" content="@parcelwisehq"/><meta name="next-head-count" content="14"/><link rel="icon" href="/favicon.ico"/><link rel="preload" href="/_next/static/media/inter-var.0b1c7ff2.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><link rel="preload" href="/_next/static/css/7a1c2e44b0f93d18.css" as="style"/><link rel="stylesheet" href="/_next/static/css/7a1c2e44b0f93d18.css" data-n-g=""/><script>!function(){var analytics=window.analytics=window.analytics||[];if(!analytics.initialize){analytics.invoked=!0;analytics.methods=["trackSubmit","trackClick","trackLink","trackForm","pageview","identify","reset","group","track","ready","alias","debug","page","once","off","on"];analytics.SNIPPET_VERSION="4.15.3";analytics.page()}}();</script><script src="https://cdn.segment.com/analytics.js/v1/Qm7vX2pLk9sR4tYw/analytics.min.js" async=""></script><script src="/_next/static/chunks/polyfills-c67a75d1b6f99dc8.js" noModule=""></script><script src="/_next/static/chunks/webpack-5a1e3f0b9d2c4e71.js" defer=""></script><script src="/_next/static/chunks/framework-2c79e2a64abdb08b.js" defer=""></script><script src="/_next/static/chunks/main-0ecb9ccfcb6c9b24.js" defer=""></script><script src="/_next/static/chunks/pages/_app-3f1d9a2b7c5e8f04.js" defer=""></script></head>`;

const header = `<header class="Header_root__Xk2p1"><div class="Header_inner__q8Zt3"><a class="Header_logo__p3Lq0" href="/" aria-label="Parcelwise home"><svg width="132" height="28" viewBox="0 0 132 28" role="img"><title>Parcelwise</title><path d="M4 4h10a8 8 0 010 16H9v4H4z"></path></svg></a><nav class="Header_nav__m1Vd8" aria-label="Main"><a href="/product">Product</a><a href="/integrations">Integrations</a><a href="/pricing">Pricing</a><a href="/customers">Customers</a><a href="https://docs.parcelwise.io/">Docs</a></nav><div class="Header_actions__7Hn2c"><a href="https://app.parcelwise.io/login">Log in</a><a class="Button_primary__h2N4x" href="https://app.parcelwise.io/signup">Start free trial</a></div></div></header>`;

const footer = `<footer class="Footer_root__b2Lx9"><div class="Footer_grid__t5Rq1"><div><p class="Footer_heading__z0Pm4">Product</p><ul><li><a href="/product/labels">Label printing</a></li><li><a href="/product/returns">Returns portal</a></li><li><a href="/product/tracking">Branded tracking</a></li><li><a href="/integrations">Integrations</a></li><li><a href="/pricing">Pricing</a></li><li><a href="https://status.parcelwise.io/">Status</a></li></ul></div><div><p class="Footer_heading__z0Pm4">Resources</p><ul><li><a href="https://docs.parcelwise.io/">Documentation</a></li><li><a href="https://docs.parcelwise.io/api">API reference</a></li><li><a href="https://medium.com/parcelwise-engineering">Engineering blog</a></li><li><a href="/guides/shipping-to-the-eu">Shipping to the EU after Brexit</a></li></ul></div><div><p class="Footer_heading__z0Pm4">Company</p><ul><li><a href="/about">About</a></li><li><a href="https://jobs.ashbyhq.com/parcelwise">Careers</a></li><li><a href="/press">Press</a></li><li><a href="/legal/privacy">Privacy</a></li><li><a href="/legal/terms">Terms</a></li></ul></div><div><p class="Footer_heading__z0Pm4">Follow</p><ul class="Footer_social__w7Nc2"><li><a href="https://x.com/parcelwisehq" aria-label="X">X</a></li><li><a href="https://www.linkedin.com/company/parcelwise">LinkedIn</a></li><li><a href="https://github.com/parcelwise">GitHub</a></li></ul><a class="Footer_badge__c1Ff6" href="https://www.g2.com/products/parcelwise/reviews"><img src="https://assets.parcelwise.io/badges/g2-high-performer-2026.svg" alt="G2 High Performer Autumn 2026" width="88" height="100"/></a></div></div><p class="Footer_legal__e9Kd2">© 2026 Parcelwise Ltd. Registered in England &amp; Wales, company no. 13822041. 2 Leonard Circus, London EC2A 4DQ.</p></footer>`;

const nextData = (page: string, query: Record<string, string>): string =>
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
    props: { pageProps: {}, __N_SSG: true },
    page,
    query,
    buildId: 'h7Qm2xV9pLk3sR0tYw1aB',
    isFallback: false,
    gsp: true,
    scriptLoader: [],
  })}</script>`;

const intercom = `<script src="https://static.intercomcdn.com/intercom.v1.js" async=""></script>`;

const home = `${head(
  'Parcelwise – Shipping software for growing online stores',
  'Print labels for 40+ carriers, automate returns and send branded tracking emails. Parcelwise connects your store to every carrier you use.',
  '/',
)}<body><div id="__next">${header}<main><section class="Hero_root__k8Lq2"><h1>Ship every order in half the clicks.</h1><p>Parcelwise pulls orders from your store, picks the cheapest carrier for each parcel and prints the label – all in one screen.</p><div class="Hero_ctas__r2Zx0"><a class="Button_primary__h2N4x" href="https://app.parcelwise.io/signup">Start your 14-day trial</a><a class="Button_secondary__m4Pp1" href="/demo">Book a demo</a></div><p class="Hero_note__y1Cc7">No credit card required · Cancel anytime</p></section><section class="Logos_root__e3Bb9" aria-labelledby="customers-heading"><h2 id="customers-heading" class="Logos_title__s9Gg2">Trusted by 2,000+ independent online stores</h2><ul class="Logos_list__n6Hh4"><li><a href="https://www.hollowoakcandles.com/"><img src="https://assets.parcelwise.io/customers/hollow-oak.svg" alt="Hollow Oak Candles"/></a></li><li><a href="https://urbanfernplants.co.uk/"><img src="https://assets.parcelwise.io/customers/urban-fern.svg" alt="Urban Fern"/></a></li><li><a href="https://kitepeakoutdoor.com/"><img src="https://assets.parcelwise.io/customers/kitepeak.svg" alt="Kitepeak Outdoor"/></a></li><li><a href="https://www.brewbuddies.de/"><img src="https://assets.parcelwise.io/customers/brewbuddies.svg" alt="BrewBuddies"/></a></li><li><a href="https://www.saltwaterswim.com.au/"><img src="https://assets.parcelwise.io/customers/saltwater.svg" alt="Saltwater Swim"/></a></li></ul></section><section class="Features_root__a5Qq8"><div class="Features_item__p1Tt3"><h3>Every carrier, one label flow</h3><p>Royal Mail, DPD, Evri, DHL Express, UPS and 40 more – negotiated rates or bring your own contract.</p></div><div class="Features_item__p1Tt3"><h3>Returns your customers love</h3><p>A branded returns portal with QR-code drop-off and automatic refunds once the parcel is scanned.</p></div><div class="Features_item__p1Tt3"><h3>Tracking that sells</h3><p>Tracking pages and emails in your brand, with product recommendations that drive repeat orders.</p></div></section><section class="Integrations_teaser__j2Ww5"><h2>Plugs into the tools you already use</h2><p>Shopify, WooCommerce, BigCommerce, Amazon, eBay, Etsy and more – set up in under five minutes.</p><a href="/integrations">See all integrations →</a></section><section class="Quote_root__u7Rr4"><blockquote><p>“We went from three hours of label printing a day to forty minutes. Parcelwise paid for itself in the first week.”</p><footer>Maya Okafor, founder of <a href="https://urbanfernplants.co.uk/">Urban Fern</a></footer></blockquote></section><section class="Backers_root__w3Ee6"><h2 class="Backers_title__g5Yy1">Backed by</h2><ul class="Backers_list__q2Ll8"><li><a href="https://seedcamp.com/"><img src="https://assets.parcelwise.io/investors/seedcamp.svg" alt="Seedcamp"/></a></li><li><a href="https://www.northzone.com/"><img src="https://assets.parcelwise.io/investors/northzone.svg" alt="Northzone"/></a></li></ul><p>and angels from Deliveroo, Monzo and GoCardless.</p></section><section class="Press_root__x4Vv2"><p>As featured in</p><a href="https://techcrunch.com/2026/03/11/parcelwise-raises-seed/"><img src="https://assets.parcelwise.io/press/techcrunch.svg" alt="TechCrunch"/></a><a href="https://www.retailgazette.co.uk/blog/2026/05/parcelwise-returns/"><img src="https://assets.parcelwise.io/press/retail-gazette.svg" alt="Retail Gazette"/></a></section></main>${footer}</div>${nextData('/', {})}<script src="/_next/static/chunks/pages/index-9d2e4f1a7b3c5e80.js" defer=""></script><script src="/_next/static/h7Qm2xV9pLk3sR0tYw1aB/_buildManifest.js" defer=""></script><script src="/_next/static/h7Qm2xV9pLk3sR0tYw1aB/_ssgManifest.js" defer=""></script>${intercom}</body></html>`;

const tile = (slug: string, name: string, category: string, blurb: string): string =>
  `<a class="IntegrationTile_root__d4Kk1" href="/integrations/${slug}"><img src="https://assets.parcelwise.io/integrations/${slug}.svg" alt="" width="40" height="40"/><span class="IntegrationTile_name__v2Ss8">${name}</span><span class="IntegrationTile_category__o1Ee4">${category}</span><p>${blurb}</p></a>`;

const integrations = `${head(
  'Integrations – Parcelwise',
  'Connect Parcelwise to your storefront, marketplace, carrier and accounting tools.',
  '/integrations',
)}<body><div id="__next">${header}<main class="IntegrationsPage_root__b8Nn3"><section class="PageHero_root__f2Hh6"><h1>Integrations</h1><p>Parcelwise connects to your storefront, carriers and back office so orders flow in and tracking flows out – automatically.</p><form class="Search_root__z1Qq0" role="search"><input type="search" placeholder="Search integrations" aria-label="Search integrations"/></form></section><section aria-labelledby="native"><h2 id="native">Built by Parcelwise</h2><div class="IntegrationGrid_root__y5Tt2">${tile(
  'shopify',
  'Shopify',
  'Storefront',
  'Import paid orders in real time and write tracking numbers back to Shopify.',
)}${tile('woocommerce', 'WooCommerce', 'Storefront', 'Our WordPress plugin syncs orders, statuses and tracking.')}${tile(
  'royal-mail',
  'Royal Mail',
  'Carrier',
  'Click &amp; Drop and OBA accounts with Tracked 24/48 and Special Delivery.',
)}<div class="IntegrationTile_root__d4Kk1 IntegrationTile_soon__k2Pp5"><span class="IntegrationTile_name__v2Ss8">BigCommerce</span><span class="IntegrationTile_category__o1Ee4">Coming soon</span></div><div class="IntegrationTile_root__d4Kk1 IntegrationTile_soon__k2Pp5"><span class="IntegrationTile_name__v2Ss8">Etsy</span><span class="IntegrationTile_category__o1Ee4">Coming soon</span></div></div></section><section aria-labelledby="community"><h2 id="community">Built by our partners</h2><p>These connectors are built and supported by partners of Parcelwise.</p><ul class="PartnerApps_list__h8Ww3"><li><h3>Stockwell Sync</h3><p>Two-way inventory sync between Parcelwise and multichannel warehouses.</p><a href="https://www.stockwellsync.com/parcelwise" rel="noopener">Visit Stockwell Sync ↗</a></li><li><h3>Ledgerlane</h3><p>Post shipping costs per order to Xero and QuickBooks automatically.</p><a href="https://ledgerlane.io/integrations/parcelwise" rel="noopener">Visit Ledgerlane ↗</a></li></ul></section><section class="RequestIntegration_root__c3Mm7"><h2>Missing something?</h2><p>Tell us which tool you'd like us to connect next.</p><a href="https://form.typeform.com/to/Hq2LmX7v">Request an integration</a></section></main>${footer}</div>${nextData('/integrations', {})}<script src="/_next/static/chunks/pages/integrations-1b4e8a2d6f0c3e57.js" defer=""></script>${intercom}</body></html>`;

const detail = (slug: string, name: string, summary: string, body: string, outbound: string, outboundText: string): string =>
  `${head(`${name} integration – Parcelwise`, summary, `/integrations/${slug}`)}<body><div id="__next">${header}<main class="IntegrationDetail_root__g7Ff2"><nav class="Breadcrumbs_root__r5Bb1" aria-label="Breadcrumb"><a href="/integrations">Integrations</a> / <span>${name}</span></nav><div class="IntegrationDetail_layout__s2Kk9"><article><img src="https://assets.parcelwise.io/integrations/${slug}.svg" alt="${name} logo" width="64" height="64"/><h1>Parcelwise + ${name}</h1><p class="IntegrationDetail_summary__d8Ll4">${summary}</p>${body}<h2>Set up in minutes</h2><ol><li>In Parcelwise, open <em>Settings → Channels</em>.</li><li>Choose ${name} and sign in.</li><li>Pick which order statuses to import.</li></ol><p>Read the full <a href="https://docs.parcelwise.io/integrations/${slug}">${name} setup guide</a> in our docs.</p></article><aside class="IntegrationDetail_aside__t1Qq3"><dl><dt>Category</dt><dd>${slug === 'royal-mail' ? 'Carrier' : 'Storefront'}</dd><dt>Built by</dt><dd>Parcelwise</dd><dt>Available on</dt><dd>All plans</dd></dl><a class="Button_secondary__m4Pp1" href="${outbound}" rel="noopener" target="_blank">${outboundText}</a><a href="https://app.parcelwise.io/settings/channels">Connect now</a></aside></div><section class="OtherIntegrations_root__p4Xx2"><h2>Other integrations</h2><a href="/integrations/shopify">Shopify</a> · <a href="/integrations/woocommerce">WooCommerce</a> · <a href="/integrations/royal-mail">Royal Mail</a></section></main>${footer}</div>${nextData('/integrations/[slug]', { slug })}<script src="/_next/static/chunks/pages/integrations/%5Bslug%5D-6c2f8e1a4b9d3e70.js" defer=""></script>${intercom}</body></html>`;

export const site: CorpusSite = {
  domain: 'parcelwise.io',
  covers:
    'Next.js shipping SaaS on Vercel: the header "Integrations" page has tiles linking to internal detail pages (/integrations/shopify…) whose only outbound link is "Visit X" (plus an app-store link on the same partner domain), "coming soon" tiles without links, and a "Built by our partners" section with direct links; traps: customer logo wall and quote, investors, press, G2 badge, Ashby careers, medium.com engineering blog, Typeform request link, own docs/app/status/assets subdomains.',
  pages: {
    '/': { headers, html: home },
    '/integrations': { headers, html: integrations },
    '/integrations/shopify': {
      headers,
      html: detail(
        'shopify',
        'Shopify',
        'Import paid Shopify orders the moment they are placed and send tracking numbers back to your customers automatically.',
        '<p>Parcelwise uses the Shopify Admin API to read orders, fulfilment locations and product weights. When you print a label, the fulfilment is created in Shopify with the carrier and tracking number, which triggers Shopify’s shipping confirmation email.</p><p>Install the app from the <a href="https://apps.shopify.com/parcelwise">Shopify App Store</a>.</p>',
        'https://www.shopify.com/',
        'Visit shopify.com',
      ),
    },
    '/integrations/woocommerce': {
      headers,
      html: detail(
        'woocommerce',
        'WooCommerce',
        'Our free plugin connects any WooCommerce store to Parcelwise in a couple of clicks.',
        '<p>The Parcelwise plugin adds a REST endpoint to your store so new orders are pushed to Parcelwise instantly, and writes the tracking link into the WooCommerce order notes. Works with WooCommerce 7.0 and later, including HPOS.</p><p><a href="https://assets.parcelwise.io/downloads/parcelwise-for-woocommerce-2.3.1.zip">Download the plugin (v2.3.1)</a></p>',
        'https://woocommerce.com/',
        'Visit woocommerce.com',
      ),
    },
    '/integrations/royal-mail': {
      headers,
      html: detail(
        'royal-mail',
        'Royal Mail',
        'Print Royal Mail Tracked 24, Tracked 48 and Special Delivery labels without leaving Parcelwise.',
        '<p>Connect a Click &amp; Drop or Online Business Account and Parcelwise will choose the right service for each parcel based on weight, size and destination. Manifests are submitted automatically at your collection cut-off.</p>',
        'https://www.royalmail.com/business/shipping',
        'Visit Royal Mail Business',
      ),
    },
  },
  sitemap: ['/', '/integrations', '/integrations/shopify', '/integrations/woocommerce', '/integrations/royal-mail'],
  // The last ones were added after the first measurement (docs/quality.md): the pages show them by the fingerprint
  // data's dom and text rules, which the sites' writer had left out of the labels on purpose.
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'hsts', 'segment', 'intercom', 'open-graph'],
  partners: {
    'shopify.com': 'technology',
    'woocommerce.com': 'technology',
    'royalmail.com': 'technology',
    'stockwellsync.com': 'technology',
    'ledgerlane.io': 'technology',
  },
};
