import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Netlify',
  'x-nf-request-id': '01JHQ4ZP8K2M6V9T3R7W1Y5B0C',
  'strict-transport-security': 'max-age=31536000',
  'cache-control': 'public,max-age=0,must-revalidate',
  age: '312',
};

const head = (title: string, desc: string, path: string) => `<!DOCTYPE html>
<html lang="en" data-capo="">
<head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/_nuxt/entry.C4m7QzT1.css" crossorigin>
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/B2xk9LqP.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/DqZ0v3Rn.js">
<link rel="prefetch" as="image" type="image/svg+xml" href="/_nuxt/logo-tidewell.Cz8Tq1mE.svg">
<script type="module" src="/_nuxt/B2xk9LqP.js" crossorigin></script>
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-T1DW3LL');</script>
<script async src="https://static.hotjar.com/c/hotjar-3894120.js?sv=7"></script>
<meta name="description" content="${desc}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${desc}">
<meta property="og:url" content="https://tidewellfulfillment.com${path}">
<meta property="og:image" content="https://tidewellfulfillment.com/og-image.png">
<meta name="twitter:card" content="summary_large_image">
<link rel="canonical" href="https://tidewellfulfillment.com${path}">
</head>
<body><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-T1DW3LL" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript><div id="__nuxt"><div class="layout" data-v-6a1c3e2f>
<header class="site-header" data-v-6a1c3e2f data-v-0b7d1e44><div class="container" data-v-0b7d1e44>
  <a href="/" class="logo router-link-active" data-v-0b7d1e44><img src="/_nuxt/logo-tidewell.Cz8Tq1mE.svg" alt="Tidewell Fulfillment" width="150" height="32" data-v-0b7d1e44></a>
  <nav class="main-nav" data-v-0b7d1e44>
    <a href="/services" data-v-0b7d1e44>Services</a>
    <a href="/integrations" data-v-0b7d1e44>Integrations</a>
    <a href="/pricing" data-v-0b7d1e44>Pricing</a>
    <a href="/locations" data-v-0b7d1e44>Warehouses</a>
    <a href="/blog" data-v-0b7d1e44>Blog</a>
  </nav>
  <a href="https://app.tidewellfulfillment.com/login" class="btn-ghost" data-v-0b7d1e44>Client login</a>
  <a href="/get-a-quote" class="btn-primary" data-v-0b7d1e44>Get a quote</a>
</div></header>`;

const footer = `<footer class="site-footer" data-v-6a1c3e2f data-v-7e2f9a10><div class="container grid" data-v-7e2f9a10>
  <div data-v-7e2f9a10><img src="/_nuxt/logo-tidewell-white.B1pQx7Ye.svg" alt="Tidewell Fulfillment" data-v-7e2f9a10><p data-v-7e2f9a10>E-commerce fulfillment from Reno, Columbus and Savannah.</p>
    <p class="badges" data-v-7e2f9a10><a href="https://apps.apple.com/us/app/tidewell-client/id6470012345" data-v-7e2f9a10><img src="/images/app-store-badge.svg" alt="Download on the App Store" data-v-7e2f9a10></a><a href="https://play.google.com/store/apps/details?id=com.tidewell.client" data-v-7e2f9a10><img src="/images/google-play-badge.png" alt="Get it on Google Play" data-v-7e2f9a10></a></p></div>
  <div data-v-7e2f9a10><h4 data-v-7e2f9a10>Company</h4><ul data-v-7e2f9a10><li data-v-7e2f9a10><a href="/about" data-v-7e2f9a10>About</a></li><li data-v-7e2f9a10><a href="/partners" data-v-7e2f9a10>Partners</a></li><li data-v-7e2f9a10><a href="https://jobs.ashbyhq.com/tidewell" data-v-7e2f9a10>Careers</a></li><li data-v-7e2f9a10><a href="/press" data-v-7e2f9a10>Press</a></li></ul></div>
  <div data-v-7e2f9a10><h4 data-v-7e2f9a10>Resources</h4><ul data-v-7e2f9a10><li data-v-7e2f9a10><a href="/integrations" data-v-7e2f9a10>Integrations</a></li><li data-v-7e2f9a10><a href="https://docs.tidewellfulfillment.com/api" data-v-7e2f9a10>API docs</a></li><li data-v-7e2f9a10><a href="https://status.tidewellfulfillment.com/" data-v-7e2f9a10>Status</a></li></ul></div>
  <div data-v-7e2f9a10><h4 data-v-7e2f9a10>Follow</h4><ul data-v-7e2f9a10><li data-v-7e2f9a10><a href="https://www.linkedin.com/company/tidewell-fulfillment" data-v-7e2f9a10>LinkedIn</a></li><li data-v-7e2f9a10><a href="https://www.tiktok.com/@tidewellships" data-v-7e2f9a10>TikTok</a></li></ul></div>
</div><p class="legal" data-v-7e2f9a10>© 2026 Tidewell Fulfillment LLC · <a href="/privacy" data-v-7e2f9a10>Privacy</a> · <a href="/terms" data-v-7e2f9a10>Terms</a></p></footer>
<div class="cookie-consent" role="dialog" aria-live="polite" data-v-6a1c3e2f data-v-1f0e8c33><p data-v-1f0e8c33>We use cookies to analyze traffic. <a href="/privacy#cookies" data-v-1f0e8c33>Learn more</a></p><button data-v-1f0e8c33>Accept</button><button data-v-1f0e8c33>Reject</button></div>
</div></div>`;

const tail = (state: string) =>
  `<script type="application/json" data-nuxt-data="nuxt-app" data-ssr="true" id="__NUXT_DATA__">${state}</script>
<script>window.__NUXT__={};window.__NUXT__.config={public:{apiBase:"https://api.tidewellfulfillment.com",gtm:{id:"GTM-T1DW3LL"}},app:{baseURL:"/",buildId:"4f1e2d3c-aa10-4b7e-9c21-0d8e6f5a3b12",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script>
</body></html>`;

export const site: CorpusSite = {
  domain: 'tidewellfulfillment.com',
  covers:
    'US e-commerce 3PL on Nuxt (SSR, __NUXT_DATA__) on Netlify with a catch-all route; /integrations in the nav with a category-filtered integration grid (technology, mix of real platforms and fictional apps) and /partners only in the footer with agency partners (channel) and carrier partners (generic); negatives: customer brand logos, investors, app-store badges, WERC membership, blog article links, Ashby careers host, own app/docs/status subdomains',
  catchAll: true,
  pages: {
    '/': {
      headers,
      html: `${head('Tidewell Fulfillment | 3PL for growing DTC brands', 'Two-day ground shipping to 98% of the US from three warehouses. Connect your store in minutes.', '/')}
<main data-v-6a1c3e2f>
  <section class="hero" data-v-6a1c3e2f data-v-3c9a0d71><h1 data-v-3c9a0d71>Fulfillment that keeps up with your growth</h1><p data-v-3c9a0d71>Same-day shipping on orders before 2 pm, live inventory in your store, and a human account manager from day one.</p><a href="/get-a-quote" class="btn-primary" data-v-3c9a0d71>Get pricing</a></section>
  <section class="brands" data-v-6a1c3e2f data-v-5d2e8b90><h2 data-v-5d2e8b90>450+ brands ship with Tidewell</h2><ul data-v-5d2e8b90>
    <li data-v-5d2e8b90><a href="https://www.harborhound.com/" data-v-5d2e8b90><img src="/images/brands/harborhound.svg" alt="Harbor Hound" data-v-5d2e8b90></a></li>
    <li data-v-5d2e8b90><a href="https://www.mossandmeadow.co/" data-v-5d2e8b90><img src="/images/brands/mossmeadow.svg" alt="Moss &amp; Meadow" data-v-5d2e8b90></a></li>
    <li data-v-5d2e8b90><img src="/images/brands/kinfolk-coffee.svg" alt="Kinfolk Coffee" data-v-5d2e8b90></li>
    <li data-v-5d2e8b90><a href="https://www.peakpaddle.com/" data-v-5d2e8b90><img src="/images/brands/peakpaddle.svg" alt="Peak Paddle" data-v-5d2e8b90></a></li>
  </ul></section>
  <section class="integrations-strip" data-v-6a1c3e2f data-v-8a4f2c19><h2 data-v-8a4f2c19>Plugs into the tools you already use</h2><p data-v-8a4f2c19>Shopify, WooCommerce, BigCommerce, Amazon and 40 more. <a href="/integrations" data-v-8a4f2c19>See all integrations</a></p></section>
</main>
${footer}
${tail('[["ShallowReactive",1],{"data":2,"state":3},{},{}]')}`,
    },
    '/integrations': {
      headers,
      html: `${head('Integrations | Tidewell Fulfillment', 'Connect your store, marketplace or shipping software to Tidewell.', '/integrations')}
<main data-v-6a1c3e2f>
  <section class="page-head" data-v-6a1c3e2f data-v-2b8c4e11><h1 data-v-2b8c4e11>Integrations</h1><p data-v-2b8c4e11>Orders flow in, tracking flows back. Our native integrations sync every 5 minutes; everything else connects through our REST API.</p></section>
  <section class="integrations" data-v-6a1c3e2f data-v-9e3a7d52>
    <div class="filters" role="group" aria-label="Filter by category" data-v-9e3a7d52><button class="active" data-category="all" data-v-9e3a7d52>All</button><button data-category="storefront" data-v-9e3a7d52>Storefronts</button><button data-category="marketplace" data-v-9e3a7d52>Marketplaces</button><button data-category="shipping" data-v-9e3a7d52>Shipping &amp; returns</button><button data-category="inventory" data-v-9e3a7d52>Inventory &amp; ERP</button></div>
    <div class="grid" data-v-9e3a7d52>
      <a class="integration-card" data-category="storefront" href="https://www.shopify.com/" target="_blank" rel="noopener" data-v-9e3a7d52><img src="/images/integrations/shopify.svg" alt="Shopify" data-v-9e3a7d52><h3 data-v-9e3a7d52>Shopify</h3><p data-v-9e3a7d52>Native app · orders, inventory, tracking</p></a>
      <a class="integration-card" data-category="storefront" href="https://woocommerce.com/" target="_blank" rel="noopener" data-v-9e3a7d52><img src="/images/integrations/woocommerce.svg" alt="WooCommerce" data-v-9e3a7d52><h3 data-v-9e3a7d52>WooCommerce</h3><p data-v-9e3a7d52>Plugin · orders and tracking</p></a>
      <a class="integration-card" data-category="storefront" href="https://www.bigcommerce.com/" target="_blank" rel="noopener" data-v-9e3a7d52><img src="/images/integrations/bigcommerce.svg" alt="BigCommerce" data-v-9e3a7d52><h3 data-v-9e3a7d52>BigCommerce</h3><p data-v-9e3a7d52>Native app</p></a>
      <a class="integration-card" data-category="marketplace" href="https://sell.amazon.com/fulfillment-by-amazon" target="_blank" rel="noopener" data-v-9e3a7d52><img src="/images/integrations/amazon.svg" alt="Amazon" data-v-9e3a7d52><h3 data-v-9e3a7d52>Amazon</h3><p data-v-9e3a7d52>Seller Central orders and FBA prep</p></a>
      <a class="integration-card" data-category="marketplace" href="https://www.tradewindmarket.com/sellers" target="_blank" rel="noopener" data-v-9e3a7d52><img src="/images/integrations/tradewind.svg" alt="Tradewind Market" data-v-9e3a7d52><h3 data-v-9e3a7d52>Tradewind Market</h3><p data-v-9e3a7d52>Curated home-goods marketplace</p></a>
      <a class="integration-card" data-category="shipping" href="https://parcelpath.io/" target="_blank" rel="noopener" data-v-9e3a7d52><img src="/images/integrations/parcelpath.svg" alt="Parcelpath" data-v-9e3a7d52><h3 data-v-9e3a7d52>Parcelpath</h3><p data-v-9e3a7d52>Branded tracking pages and delivery notifications</p></a>
      <a class="integration-card" data-category="shipping" href="https://www.loopback-returns.com/" target="_blank" rel="noopener" data-v-9e3a7d52><img src="/images/integrations/loopback.svg" alt="Loopback Returns" data-v-9e3a7d52><h3 data-v-9e3a7d52>Loopback Returns</h3><p data-v-9e3a7d52>Self-service returns and exchanges</p></a>
      <a class="integration-card" data-category="inventory" href="https://stockbeam.com/" target="_blank" rel="noopener" data-v-9e3a7d52><img src="/images/integrations/stockbeam.svg" alt="Stockbeam" data-v-9e3a7d52><h3 data-v-9e3a7d52>Stockbeam</h3><p data-v-9e3a7d52>Multichannel inventory planning</p></a>
    </div>
    <p class="api-note" data-v-9e3a7d52>Don&#39;t see your platform? Use our <a href="https://docs.tidewellfulfillment.com/api" data-v-9e3a7d52>REST API</a> or ask your agency &ndash; many of our <a href="/partners" data-v-9e3a7d52>agency partners</a> build custom connectors.</p>
  </section>
</main>
${footer}
${tail('[["ShallowReactive",1],{"data":2,"state":3},{"integrations":4},{},{"count":8}]')}`,
    },
    '/partners': {
      headers,
      html: `${head('Partners | Tidewell Fulfillment', 'Agencies and carriers we work with.', '/partners')}
<main data-v-6a1c3e2f>
  <section class="page-head" data-v-6a1c3e2f data-v-2b8c4e11><h1 data-v-2b8c4e11>Partners</h1><p data-v-2b8c4e11>Good fulfillment is a team sport.</p></section>
  <section class="partners" data-v-6a1c3e2f data-v-4c7b1a08>
    <h2 data-v-4c7b1a08>Agency partners</h2>
    <p data-v-4c7b1a08>E-commerce agencies and consultancies that refer and onboard brands to Tidewell, and build the store, 3PL connection and launch plan.</p>
    <div class="cards" data-v-4c7b1a08>
      <article data-v-4c7b1a08><h3 data-v-4c7b1a08>Hatchfield Commerce</h3><span class="tier gold" data-v-4c7b1a08>Gold partner</span><p data-v-4c7b1a08>Shopify Plus agency for food and beverage brands.</p><a href="https://hatchfield.co/" data-v-4c7b1a08>hatchfield.co</a></article>
      <article data-v-4c7b1a08><h3 data-v-4c7b1a08>Brightcart</h3><span class="tier gold" data-v-4c7b1a08>Gold partner</span><p data-v-4c7b1a08>Growth and retention consultancy for DTC apparel.</p><a href="https://brightcart.agency/" data-v-4c7b1a08>brightcart.agency</a></article>
      <article data-v-4c7b1a08><h3 data-v-4c7b1a08>Northline Digital</h3><span class="tier silver" data-v-4c7b1a08>Silver partner</span><p data-v-4c7b1a08>WooCommerce and headless builds.</p><a href="https://www.northlinedigital.com/" data-v-4c7b1a08>northlinedigital.com</a></article>
    </div>
    <h2 data-v-4c7b1a08>Carrier partners</h2>
    <ul class="carriers" data-v-4c7b1a08>
      <li data-v-4c7b1a08><a href="https://www.ups.com/" data-v-4c7b1a08><img src="/images/carriers/ups.svg" alt="UPS" data-v-4c7b1a08></a></li>
      <li data-v-4c7b1a08><a href="https://www.fedex.com/" data-v-4c7b1a08><img src="/images/carriers/fedex.svg" alt="FedEx" data-v-4c7b1a08></a></li>
      <li data-v-4c7b1a08><a href="https://www.usps.com/" data-v-4c7b1a08><img src="/images/carriers/usps.svg" alt="USPS" data-v-4c7b1a08></a></li>
      <li data-v-4c7b1a08><a href="https://www.veloxregional.com/" data-v-4c7b1a08><img src="/images/carriers/velox.svg" alt="Velox Regional Express" data-v-4c7b1a08></a></li>
    </ul>
    <div class="become" data-v-4c7b1a08><h2 data-v-4c7b1a08>Become a partner</h2><p data-v-4c7b1a08>Agencies earn 10% of first-year fulfillment fees for every referred brand. <a href="/partners/apply" data-v-4c7b1a08>Apply to the partner program</a></p></div>
  </section>
</main>
${footer}
${tail('[["ShallowReactive",1],{"data":2,"state":3},{},{}]')}`,
    },
    '/about': {
      headers,
      html: `${head('About | Tidewell Fulfillment', 'Founded in 2019 by two former Shopify merchants.', '/about')}
<main data-v-6a1c3e2f>
  <section class="page-head" data-v-6a1c3e2f data-v-2b8c4e11><h1 data-v-2b8c4e11>About Tidewell</h1></section>
  <section class="prose" data-v-6a1c3e2f data-v-11a2b3c4>
    <p data-v-11a2b3c4>Tidewell was founded in 2019 by Jess Ortega and Malik Freeman, who ran a coffee subscription and could not find a 3PL that answered email. Today we operate 640,000 sq ft across three warehouses.</p>
    <p data-v-11a2b3c4>We are backed by <a href="https://www.seaportventures.com/" data-v-11a2b3c4>Seaport Ventures</a> and <a href="https://www.loadstarcapital.com/" data-v-11a2b3c4>Loadstar Capital</a>, and are a member of the <a href="https://werc.org/" data-v-11a2b3c4>Warehousing Education and Research Council</a>.</p>
    <p data-v-11a2b3c4>Featured in <a href="https://www.supplychaindive.com/news/3pl-dtc-brands-tidewell/712904/" data-v-11a2b3c4>Supply Chain Dive</a> and <a href="https://www.modernretail.co/operations/why-dtc-brands-are-switching-3pls/" data-v-11a2b3c4>Modern Retail</a>.</p>
  </section>
</main>
${footer}
${tail('[["ShallowReactive",1],{"data":2,"state":3},{},{}]')}`,
    },
    '/blog/peak-season-2026-checklist': {
      headers,
      html: `${head('Peak season 2026: a checklist for DTC brands | Tidewell Fulfillment', 'Inventory cut-offs, carrier surcharges and returns planning for Q4.', '/blog/peak-season-2026-checklist')}
<main data-v-6a1c3e2f>
  <article class="post" data-v-6a1c3e2f data-v-6f5e4d3c>
    <h1 data-v-6f5e4d3c>Peak season 2026: a checklist for DTC brands</h1>
    <p class="meta" data-v-6f5e4d3c>By Dana Whitfield · September 3, 2026</p>
    <p data-v-6f5e4d3c>The national carriers announced their peak surcharges early this year: see the <a href="https://www.ups.com/us/en/support/shipping-support/shipping-costs-rates/peak-surcharges" data-v-6f5e4d3c>brown truck&rsquo;s demand surcharges</a> and <a href="https://www.fedex.com/en-us/shipping/current-rates/demand-surcharges.html" data-v-6f5e4d3c>the purple one&rsquo;s</a>.</p>
    <p data-v-6f5e4d3c>The <a href="https://nrf.com/research/holiday-forecast" data-v-6f5e4d3c>NRF holiday forecast</a> expects online sales to grow 8%. Shopify&rsquo;s <a href="https://www.shopify.com/blog/bfcm-checklist" data-v-6f5e4d3c>BFCM guide</a> is a good complement to this list.</p>
    <ol data-v-6f5e4d3c><li data-v-6f5e4d3c>Send inbound inventory by October 15.</li><li data-v-6f5e4d3c>Agree your gift-note and insert rules.</li><li data-v-6f5e4d3c>Extend your returns window in your returns app.</li></ol>
  </article>
</main>
${footer}
${tail('[["ShallowReactive",1],{"data":2,"state":3},{},{}]')}`,
    },
  },
  sitemap: ['/', '/services', '/integrations', '/pricing', '/locations', '/blog', '/blog/peak-season-2026-checklist', '/about'],
  technologies: ['nuxt-js', 'vue-js', 'netlify', 'hsts', 'google-tag-manager', 'hotjar', 'open-graph'],
  partners: {
    'shopify.com': 'technology',
    'woocommerce.com': 'technology',
    'bigcommerce.com': 'technology',
    'amazon.com': 'technology',
    'tradewindmarket.com': 'technology',
    'parcelpath.io': 'technology',
    'loopback-returns.com': 'technology',
    'stockbeam.com': 'technology',
    'hatchfield.co': 'channel',
    'brightcart.agency': 'channel',
    'northlinedigital.com': 'channel',
    'ups.com': 'generic',
    'fedex.com': 'generic',
    'usps.com': 'generic',
    'veloxregional.com': 'generic',
  },
};
