import type { CorpusSite } from '../corpus/types.js';

// Saltbush Data: Australian customer-analytics and data-activation platform for retailers, built in Webflow
// (Client-First class names, Finsweet filters from jsDelivr, jQuery from Webflow's CloudFront host). The ecosystem page
// is a set of cards with descriptions and "Learn more" links, two of which lead to internal partner detail pages.

const SITE_ID = '64f1c2a9e8b7d60012ab34cd';
const CDN = `https://cdn.prod.website-files.com/${SITE_ID}`;

const wfHeaders = (): Record<string, string> => ({
  'content-type': 'text/html',
  server: 'cloudflare',
  'cf-ray': '8d0a1b2c3d4e5f60-SYD',
  'cf-cache-status': 'HIT',
  'x-wf-region': 'ap-southeast-2',
  'x-lambda-id': 'b2c3d4e5-0000-4aaa-9bbb-112233445566',
  'surrogate-control': 'max-age=2147483647',
});

const head = (pageId: string, title: string, description: string, path: string) =>
  `<!DOCTYPE html><!-- Last Published: Tue Mar 11 2025 04:12:55 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="www.saltbushdata.com.au" data-wf-page="${pageId}" data-wf-site="${SITE_ID}" lang="en-AU"><head><meta charset="utf-8"/><title>${title}</title><meta content="${description}" name="description"/><meta content="${title}" property="og:title"/><meta content="${description}" property="og:description"/><meta content="${CDN}/65a0f1e2d3c4b5a6978800aa_saltbush-og.png" property="og:image"/><meta content="${title}" property="twitter:title"/><meta content="${description}" property="twitter:description"/><meta property="og:type" content="website"/><meta content="summary_large_image" name="twitter:card"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="${CDN}/css/saltbush-data.webflow.shared.4b1a9c7e2.min.css" rel="stylesheet" type="text/css"/><link href="https://fonts.googleapis.com" rel="preconnect"/><link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous"/><script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script><script type="text/javascript">WebFont.load({  google: {    families: ["Inter:300,400,500,600,700","DM Serif Display:regular"]  }});</script><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="${CDN}/64f1c3b0a1b2c3d4e5f60718_favicon-32.png" rel="shortcut icon" type="image/x-icon"/><link href="${CDN}/64f1c3b4a1b2c3d4e5f6071c_webclip-256.png" rel="apple-touch-icon"/><link href="https://www.saltbushdata.com.au${path}" rel="canonical"/><script async="" src="https://www.googletagmanager.com/gtag/js?id=G-7QK2XW9M4L"></script><script type="text/javascript">window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('js', new Date());gtag('set', 'developer_id.dZGVlNj', true);gtag('config', 'G-7QK2XW9M4L');</script><script async type="module" src="https://cdn.jsdelivr.net/npm/@finsweet/attributes-cmsfilter@1/cmsfilter.js"></script><style>.w-webflow-badge{display:none!important}.cookie-banner{position:fixed;bottom:1rem;left:1rem;max-width:24rem;z-index:999}</style></head>`;

const navbar = `<body><div class="page-wrapper"><div class="global-styles w-embed"><style>html { font-size: 1rem; } .text-style-nowrap{white-space:nowrap}</style></div>
<div fs-cc="banner" class="cookie-banner"><div class="cookie-banner_content"><p class="text-size-small">We use cookies to understand how visitors use our site and to improve it. Read our <a href="/privacy" class="text-style-link">privacy policy</a>.</p><div class="cookie-banner_buttons"><a fs-cc="deny" href="#" class="button is-small is-secondary w-button">Decline</a><a fs-cc="allow" href="#" class="button is-small w-button">Accept</a></div></div></div>
<div data-animation="default" class="navbar_component w-nav" data-easing2="ease" fs-scrolldisable-element="smart-nav" data-easing="ease" data-collapse="medium" role="banner" data-duration="400"><div class="navbar_container"><a href="/" aria-current="page" class="navbar_logo-link w-nav-brand w--current"><img src="${CDN}/64f1c2f0a1b2c3d4e5f60701_saltbush-logo.svg" loading="lazy" alt="Saltbush Data" class="navbar_logo"/></a><nav role="navigation" class="navbar_menu is-page-height-tablet w-nav-menu"><div data-hover="true" data-delay="200" class="navbar_menu-dropdown w-dropdown"><div class="navbar_dropdown-toggle w-dropdown-toggle"><div>Platform</div><div class="dropdown-chevron w-embed"><svg width=" 100%" height=" 100%" viewBox="0 0 16 16" fill="none"><path fill-rule="evenodd" clip-rule="evenodd" d="M2.55806 6.29544C2.46043 6.19781 2.46043 6.03952 2.55806 5.94189L3.44195 5.058C3.53958 4.96037 3.69787 4.96037 3.7955 5.058L8.00001 9.26251L12.2045 5.058C12.3021 4.96037 12.4604 4.96037 12.5581 5.058L13.4419 5.94189C13.5396 6.03952 13.5396 6.19781 13.4419 6.29544L8.17678 11.5606C8.07915 11.6582 7.92086 11.6582 7.82323 11.5606L2.55806 6.29544Z" fill="currentColor"></path></svg></div></div><nav class="navbar_dropdown-list w-dropdown-list"><a href="/platform" class="navbar_dropdown-link w-dropdown-link">Platform overview</a><a href="/platform#unify" class="navbar_dropdown-link w-dropdown-link">Unify customer data</a><a href="/platform#analyse" class="navbar_dropdown-link w-dropdown-link">Analyse &amp; segment</a><a href="/platform#activate" class="navbar_dropdown-link w-dropdown-link">Activate audiences</a><a href="/platform#security" class="navbar_dropdown-link w-dropdown-link">Security &amp; data residency</a></nav></div><a href="/ecosystem" class="navbar_link w-nav-link">Ecosystem</a><a href="/customers" class="navbar_link w-nav-link">Customers</a><a href="/pricing" class="navbar_link w-nav-link">Pricing</a><a href="/about" class="navbar_link w-nav-link">Company</a><div class="navbar_menu-buttons"><a href="https://app.saltbush.io/login" class="button is-small is-secondary w-button">Sign in</a><a href="/demo" class="button is-small w-button">Book a demo</a></div></nav><div class="navbar_menu-button w-nav-button"><div class="menu-icon"><div class="menu-icon_line-top"></div><div class="menu-icon_line-middle"><div class="menu-icon_line-middle-inner"></div></div><div class="menu-icon_line-bottom"></div></div></div></div></div>
<main class="main-wrapper">`;

const footer = `</main><footer class="footer_component"><div class="padding-global"><div class="container-large"><div class="padding-vertical padding-xxlarge"><div class="w-layout-grid footer_top-wrapper"><div class="footer_left-wrapper"><a href="/" class="footer_logo-link w-nav-brand"><img src="${CDN}/64f1c2f0a1b2c3d4e5f60702_saltbush-logo-light.svg" loading="lazy" alt="Saltbush Data" class="footer_logo"/></a><p class="text-size-small">Saltbush Data acknowledges the Traditional Custodians of the lands on which we work, the Wurundjeri Woi-wurrung and Gadigal peoples, and pays respect to Elders past and present.</p><div class="footer_social-list"><a href="https://www.linkedin.com/company/saltbush-data" target="_blank" class="footer_social-link w-inline-block"><div class="icon-embed-xsmall w-embed"><svg width="100%" height="100%" viewBox="0 0 24 24" fill="none"><path d="M4.5 3.24 A1.49 1.49 0 1 0 4.5 6.22" fill="CurrentColor"></path></svg></div></a><a href="https://www.instagram.com/saltbushdata" target="_blank" class="footer_social-link w-inline-block"><div class="icon-embed-xsmall w-embed"><svg width="100%" height="100%" viewBox="0 0 24 24" fill="none"><rect x="3" y="3" width="18" height="18" rx="5" stroke="CurrentColor"></rect></svg></div></a></div></div><div class="w-layout-grid footer_menu-wrapper"><div class="footer_link-list"><div class="margin-bottom margin-xsmall"><div class="text-weight-semibold">Platform</div></div><a href="/platform" class="footer_link">Overview</a><a href="/platform#security" class="footer_link">Security</a><a href="/pricing" class="footer_link">Pricing</a><a href="https://docs.saltbush.io" class="footer_link">Docs</a><a href="https://status.saltbush.io" class="footer_link">Status</a></div><div class="footer_link-list"><div class="margin-bottom margin-xsmall"><div class="text-weight-semibold">Ecosystem</div></div><a href="/ecosystem" class="footer_link">Partners &amp; integrations</a><a href="/ecosystem#consulting" class="footer_link">Consulting partners</a><a href="/ecosystem/snowflake" class="footer_link">Saltbush for Snowflake</a><a href="/ecosystem/dbt-labs" class="footer_link">Saltbush + dbt</a></div><div class="footer_link-list"><div class="margin-bottom margin-xsmall"><div class="text-weight-semibold">Company</div></div><a href="/about" class="footer_link">About</a><a href="/customers" class="footer_link">Customers</a><a href="https://www.seek.com.au/saltbush-data-jobs" target="_blank" class="footer_link">Careers</a><a href="mailto:hello@saltbushdata.com.au" class="footer_link">hello@saltbushdata.com.au</a></div></div></div><div class="line-divider"></div><div class="padding-top padding-medium"><div class="footer_bottom-wrapper"><div class="footer_credit-text">© 2025 Saltbush Data Pty Ltd · ABN 41 652 118 903 · Level 4, 120 Spencer St, Melbourne VIC 3000</div><div class="w-layout-grid footer_legal-list"><a href="/privacy" class="footer_legal-link">Privacy Policy</a><a href="/terms" class="footer_legal-link">Terms of Service</a></div></div></div></div></div></div></footer></div><script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${SITE_ID}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="${CDN}/js/webflow.schunk.36b8fb49256177c8.js" type="text/javascript"></script><script src="${CDN}/js/webflow.a1c7e9d2.c4f0b8a1.js" type="text/javascript"></script></body></html>`;

const section = (cls: string, inner: string) =>
  `<section class="${cls}"><div class="padding-global"><div class="container-large"><div class="padding-section-large">${inner}</div></div></div></section>`;

// ---------------------------------------------------------------- home

const home = `${head('64f1c2a9e8b7d60012ab3500', 'Saltbush Data | Customer analytics & activation for Australian retailers', 'Unify your customer data in your own warehouse, find your best customers and activate audiences in every channel.', '/')}${navbar}
${section(
  'section_home-hero',
  `<div class="home-hero_component"><div class="home-hero_content"><div class="tag">Warehouse-native CDP</div><h1 class="heading-style-h1">Know every customer. Grow every basket.</h1><p class="text-size-medium">Saltbush turns the data already in your cloud warehouse into segments, lifetime-value predictions and audiences your marketing team can use in minutes — without copying it out of your control.</p><div class="button-group"><a href="/demo" class="button w-button">Book a demo</a><a href="/platform" class="button is-secondary w-button">Explore the platform</a></div></div><div class="home-hero_image-wrapper"><img src="${CDN}/65a0f1e2d3c4b5a6978800b1_hero-dashboard.webp" loading="eager" sizes="(max-width: 991px) 90vw, 50vw" srcset="${CDN}/65a0f1e2d3c4b5a6978800b1_hero-dashboard-p-800.webp 800w, ${CDN}/65a0f1e2d3c4b5a6978800b1_hero-dashboard.webp 1440w" alt="Saltbush customer lifetime value dashboard" class="home-hero_image"/></div></div>`,
)}
${section(
  'section_logos',
  `<div class="logos_component"><div class="text-align-center"><div class="text-size-small text-weight-semibold">Trusted by 140+ Australian and New Zealand brands</div></div><div class="logos_list"><img src="${CDN}/65a0f2a0d3c4b5a697880101_wattle-co.svg" loading="lazy" alt="Wattle &amp; Co" class="logos_logo"/><img src="${CDN}/65a0f2a0d3c4b5a697880102_coastline-outdoors.svg" loading="lazy" alt="Coastline Outdoors" class="logos_logo"/><img src="${CDN}/65a0f2a0d3c4b5a697880103_billabong-pharmacy.svg" loading="lazy" alt="Billabong Pharmacy Group" class="logos_logo"/><img src="${CDN}/65a0f2a0d3c4b5a697880104_redgum-homewares.svg" loading="lazy" alt="Redgum Homewares" class="logos_logo"/><img src="${CDN}/65a0f2a0d3c4b5a697880105_harbour-kitchen.svg" loading="lazy" alt="Harbour Kitchen Co." class="logos_logo"/><img src="${CDN}/65a0f2a0d3c4b5a697880106_southerly-surf.svg" loading="lazy" alt="Southerly Surf" class="logos_logo"/></div></div>`,
)}
${section(
  'section_home-features',
  `<div class="margin-bottom margin-xxlarge"><div class="max-width-large"><h2 class="heading-style-h2">From raw transactions to revenue in three steps</h2></div></div><div class="w-layout-grid features_list"><div class="features_item"><div class="features_icon-wrapper"><img src="${CDN}/64f1c3c0a1b2c3d4e5f60801_icon-unify.svg" loading="lazy" alt="" class="icon-1x1-medium"/></div><h3 class="heading-style-h5">Unify</h3><p>Identity resolution stitches POS, ecommerce, loyalty and email data into one profile per customer — inside your warehouse.</p></div><div class="features_item"><div class="features_icon-wrapper"><img src="${CDN}/64f1c3c0a1b2c3d4e5f60802_icon-analyse.svg" loading="lazy" alt="" class="icon-1x1-medium"/></div><h3 class="heading-style-h5">Analyse</h3><p>Predictive lifetime value, churn risk and next-best-category models, trained on your own history and refreshed nightly.</p></div><div class="features_item"><div class="features_icon-wrapper"><img src="${CDN}/64f1c3c0a1b2c3d4e5f60803_icon-activate.svg" loading="lazy" alt="" class="icon-1x1-medium"/></div><h3 class="heading-style-h5">Activate</h3><p>Sync audiences to email, SMS, paid social and in-store clienteling apps, with consent respected automatically.</p></div></div>`,
)}
${section(
  'section_home-ecosystem',
  `<div class="home-ecosystem_component"><div><h2 class="heading-style-h3">Works with the data stack you already trust</h2><p>Saltbush runs on top of Snowflake, Databricks and Google BigQuery, reads models built in dbt and pushes audiences to the tools your marketers use every day.</p><a href="/ecosystem" class="button is-link w-inline-block"><div>Explore the ecosystem</div></a></div><img src="${CDN}/65a0f3b0d3c4b5a697880201_ecosystem-graphic.svg" loading="lazy" alt="Diagram of Saltbush connected to warehouses, BI tools and marketing channels" class="home-ecosystem_image"/></div>`,
)}
${section(
  'section_testimonial',
  `<div class="testimonial_component"><div class="testimonial_content"><div class="heading-style-h4">“Within six weeks we knew which 8% of customers drove 41% of margin — and we were talking to them differently in every channel.”</div><div class="testimonial_client"><img src="${CDN}/65a0f4c0d3c4b5a697880301_avatar-jchen.webp" loading="lazy" alt="" class="testimonial_customer-image"/><div class="testimonial_client-info"><p class="text-weight-semibold">Jess Chen</p><p>Head of CRM, Wattle &amp; Co</p></div></div><a href="/customers" class="button is-link w-inline-block"><div>Read customer stories</div></a></div></div>`,
)}
${section(
  'section_cta',
  `<div class="cta_component"><h2 class="heading-style-h2">See your customers clearly</h2><p class="text-size-medium">Connect a read-only warehouse role and get a free customer-value audit in ten business days.</p><a href="/demo" class="button w-button">Book a demo</a></div>`,
)}
${footer}`;

// ---------------------------------------------------------------- platform ("Built on AWS")

const platform = `${head('64f1c2a9e8b7d60012ab3501', 'Platform | Saltbush Data', 'A warehouse-native customer data platform: identity resolution, predictive models and audience activation, hosted in Australia.', '/platform')}${navbar}
${section(
  'section_page-hero',
  `<div class="max-width-large"><div class="tag">Platform</div><h1 class="heading-style-h1">Your warehouse, supercharged for marketing</h1><p class="text-size-medium">Saltbush never asks you to copy customer data into another silo. We push compute down to the warehouse you already pay for, and only move the audiences you choose to activate.</p></div>`,
)}
${section(
  'section_platform-unify" id="unify',
  `<div class="w-layout-grid layout_component"><div><h2 class="heading-style-h3">Unify</h2><p>Deterministic and probabilistic identity resolution across loyalty IDs, emails, phone numbers, payment tokens and device IDs. Match rules are transparent SQL you can review and version.</p><ul role="list"><li>Pre-built retail data model with 60+ tables</li><li>Household and store-affinity graphs</li><li>Incremental processing, so nightly runs finish in minutes</li></ul></div><img src="${CDN}/65a0f5d0d3c4b5a697880401_identity-graph.webp" loading="lazy" alt="Identity graph view" class="layout_image"/></div>`,
)}
${section(
  'section_platform-analyse" id="analyse',
  `<div class="w-layout-grid layout_component"><img src="${CDN}/65a0f5d0d3c4b5a697880402_ltv-model.webp" loading="lazy" alt="Predicted lifetime value distribution" class="layout_image"/><div><h2 class="heading-style-h3">Analyse &amp; segment</h2><p>Predictive CLV, churn propensity and category affinity models come ready to train on your data. Build segments with a visual builder or in SQL, and publish them to your BI tool as governed views.</p></div></div>`,
)}
${section(
  'section_platform-activate" id="activate',
  `<div class="w-layout-grid layout_component"><div><h2 class="heading-style-h3">Activate audiences</h2><p>Schedule syncs to email and SMS platforms, ad networks and clienteling apps. Suppression lists, consent flags and frequency caps are applied before anything leaves your warehouse.</p><p>Destinations include Braze, Klaviyo, Meta and Google Ads audiences, Salesforce Marketing Cloud and custom webhooks.</p></div><img src="${CDN}/65a0f5d0d3c4b5a697880403_audience-sync.webp" loading="lazy" alt="Audience sync schedule" class="layout_image"/></div>`,
)}
${section(
  'section_built-on" id="security',
  `<div class="built-on_component"><div class="built-on_logo-wrapper"><a href="https://aws.amazon.com/local/australia/" target="_blank" class="w-inline-block"><img src="${CDN}/65a0f6e0d3c4b5a697880501_powered-by-aws.svg" loading="lazy" alt="Powered by AWS" class="built-on_logo"/></a></div><div><h2 class="heading-style-h3">Built on AWS, hosted in Sydney</h2><p>The Saltbush control plane runs on <a href="https://aws.amazon.com/local/australia/" target="_blank" class="text-style-link">Amazon Web Services</a> in the ap-southeast-2 (Sydney) region, so customer data and metadata stay onshore. We are an AWS Advanced Tier Technology Partner and available through AWS Marketplace.</p><p>Saltbush holds ISO/IEC 27001 certification and has completed an <a href="https://www.cyber.gov.au/irap" target="_blank" class="text-style-link">IRAP</a> assessment at PROTECTED level. Single sign-on, SCIM, audit logs and customer-managed keys are available on every plan.</p></div></div>`,
)}
${section(
  'section_cta',
  `<div class="cta_component"><h2 class="heading-style-h2">See it on your own data</h2><a href="/demo" class="button w-button">Book a demo</a></div>`,
)}
${footer}`;

// ---------------------------------------------------------------- ecosystem (cards)

type Card = { name: string; logo: string; text: string; href: string; cta: string; category: string };
const cards: Card[] = [
  {
    name: 'Snowflake',
    logo: 'snowflake',
    text: 'Run Saltbush natively on Snowflake with Snowpark-powered models and secure data sharing.',
    href: '/ecosystem/snowflake',
    cta: 'Learn more',
    category: 'Data platforms',
  },
  {
    name: 'Databricks',
    logo: 'databricks',
    text: 'Read Delta tables in Unity Catalog and write audiences back to your lakehouse.',
    href: 'https://www.databricks.com/',
    cta: 'Learn more',
    category: 'Data platforms',
  },
  {
    name: 'Google BigQuery',
    logo: 'bigquery',
    text: 'Serverless identity resolution and predictive models that run as BigQuery jobs in australia-southeast1.',
    href: 'https://cloud.google.com/bigquery',
    cta: 'Learn more',
    category: 'Data platforms',
  },
  {
    name: 'dbt',
    logo: 'dbt',
    text: 'Use your dbt models as Saltbush sources and publish segments back as dbt exposures.',
    href: '/ecosystem/dbt-labs',
    cta: 'Learn more',
    category: 'Transformation & ingestion',
  },
  {
    name: 'Fivetran',
    logo: 'fivetran',
    text: 'Land POS, ecommerce and loyalty data in your warehouse with pre-built Fivetran connectors.',
    href: 'https://www.fivetran.com/',
    cta: 'Learn more',
    category: 'Transformation & ingestion',
  },
  {
    name: 'Shopify',
    logo: 'shopify',
    text: 'Stream orders, customers and products from Shopify and Shopify POS in near real time.',
    href: 'https://www.shopify.com/au',
    cta: 'Learn more',
    category: 'Transformation & ingestion',
  },
  {
    name: 'Tableau',
    logo: 'tableau',
    text: 'Certified Saltbush data source and workbook templates for CLV and cohort analysis.',
    href: 'https://www.tableau.com/',
    cta: 'Learn more',
    category: 'BI & visualisation',
  },
  {
    name: 'Microsoft Power BI',
    logo: 'power-bi',
    text: 'Import Saltbush segments and predictions with our Power BI template app.',
    href: 'https://www.microsoft.com/en-au/power-platform/products/power-bi',
    cta: 'Learn more',
    category: 'BI & visualisation',
  },
  {
    name: 'Braze',
    logo: 'braze',
    text: 'Sync audiences and predicted attributes to Braze for cross-channel journeys.',
    href: 'https://www.braze.com/',
    cta: 'Learn more',
    category: 'Activation',
  },
  {
    name: 'Klaviyo',
    logo: 'klaviyo',
    text: 'Push segments and CLV tiers to Klaviyo lists and profiles every hour.',
    href: 'https://www.klaviyo.com/au',
    cta: 'Learn more',
    category: 'Activation',
  },
  {
    name: 'Eucalypt Analytics',
    logo: 'eucalypt',
    text: 'Melbourne-based retail analytics consultancy and Saltbush Elite partner; implements Saltbush on Snowflake in six weeks.',
    href: 'https://www.eucalyptanalytics.com.au/',
    cta: 'Visit website',
    category: 'Consulting partners',
  },
  {
    name: 'Harbourline Data',
    logo: 'harbourline',
    text: 'Sydney data engineering firm specialising in dbt, Fivetran and Saltbush rollouts for omnichannel retailers.',
    href: 'https://harbourlinedata.com.au/',
    cta: 'Visit website',
    category: 'Consulting partners',
  },
  {
    name: 'Mantel Group',
    logo: 'mantel',
    text: 'Australian technology consultancy delivering data platform modernisation with Saltbush as the activation layer.',
    href: 'https://mantelgroup.com.au/',
    cta: 'Visit website',
    category: 'Consulting partners',
  },
  {
    name: 'Tasman Insight',
    logo: 'tasman',
    text: 'Auckland-based CRM and loyalty agency; Saltbush implementation partner for New Zealand.',
    href: 'https://www.tasmaninsight.co.nz/',
    cta: 'Visit website',
    category: 'Consulting partners',
  },
];

const cats = [...new Set(cards.map((c) => c.category))];
const catId = (c: string) =>
  c
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/-$/, '');

const ecosystem = `${head('64f1c2a9e8b7d60012ab3502', 'Ecosystem | Saltbush Data', 'Saltbush Data technology partners, integrations and consulting partners across Australia and New Zealand.', '/ecosystem')}${navbar}
${section(
  'section_page-hero',
  `<div class="max-width-large"><div class="tag">Ecosystem</div><h1 class="heading-style-h1">Partners &amp; integrations</h1><p class="text-size-medium">Saltbush works with the leading cloud data platforms, BI tools and marketing channels — and with specialist consultancies across Australia and New Zealand who can get you live fast.</p></div>`,
)}
${section(
  'section_ecosystem',
  `<div fs-cmsfilter-element="filters" class="ecosystem_filters"><label class="ecosystem_filter is-active"><input type="radio" name="category" fs-cmsfilter-field="category" value="" checked/> All</label>${cats.map((c) => `<label class="ecosystem_filter"><input type="radio" name="category" fs-cmsfilter-field="category" value="${c}"/> ${c.replace('&', '&amp;')}</label>`).join('')}</div>
${cats
  .map(
    (c) =>
      `<div class="ecosystem_group" id="${c === 'Consulting partners' ? 'consulting' : catId(c)}"><h2 class="heading-style-h4">${c.replace('&', '&amp;')}</h2><div fs-cmsfilter-element="list" role="list" class="ecosystem_list w-dyn-items">${cards
        .filter((x) => x.category === c)
        .map(
          (x) =>
            `<div role="listitem" class="ecosystem_item w-dyn-item"><div class="ecosystem_card"><img src="${CDN}/65b1a2b3c4d5e6f708${x.logo.length}0${x.logo.length * 3}_${x.logo}-logo.svg" loading="lazy" alt="${x.name} logo" class="ecosystem_logo"/><h3 fs-cmsfilter-field="name" class="heading-style-h6">${x.name}</h3><div fs-cmsfilter-field="category" class="ecosystem_tag">${x.category.replace('&', '&amp;')}</div><p class="text-size-small">${x.text}</p><a href="${x.href}"${x.href.startsWith('http') ? ' target="_blank"' : ''} class="button is-link is-small w-inline-block"><div>${x.cta}</div><div class="icon-embed-xxsmall w-embed"><svg width="16" height="16" viewBox="0 0 16 16" fill="none"><path d="M6 3l5 5-5 5" stroke="currentColor" stroke-width="1.5"></path></svg></div></a></div></div>`,
        )
        .join('')}</div></div>`,
  )
  .join('\n')}
<div class="ecosystem_more"><h2 class="heading-style-h5">More destinations</h2><p class="text-size-small">Saltbush also syncs audiences to Salesforce Marketing Cloud, Meta Custom Audiences, Google Ads Customer Match, TikTok and Segment, and reads from any Postgres or MySQL database. These connectors are built and maintained by Saltbush.</p></div>`,
)}
${section(
  'section_cta',
  `<div class="cta_component"><h2 class="heading-style-h3">Become a partner</h2><p>Technology companies and consultancies can apply to the Saltbush partner program. Email <a href="mailto:partners@saltbushdata.com.au" class="text-style-link">partners@saltbushdata.com.au</a>.</p></div>`,
)}
${footer}`;

// ---------------------------------------------------------------- partner detail pages

const detail = (pageId: string, path: string, name: string, headline: string, body: string, url: string, urlLabel: string) =>
  `${head(pageId, `Saltbush + ${name} | Saltbush Data`, headline, path)}${navbar}
${section(
  'section_partner-hero',
  `<div class="breadcrumb"><a href="/ecosystem" class="breadcrumb_link">Ecosystem</a><span> / </span><span>${name}</span></div><div class="partner-hero_component"><img src="${CDN}/65b1a2b3c4d5e6f70899_${name.toLowerCase().replace(/\s+/g, '-')}-lockup.svg" loading="eager" alt="Saltbush and ${name}" class="partner-hero_logo"/><h1 class="heading-style-h2">${headline}</h1><div class="partner-hero_meta"><div><div class="text-weight-semibold">Partner type</div><div>Technology partner</div></div><div><div class="text-weight-semibold">Website</div><a href="${url}" target="_blank" class="text-style-link">${urlLabel}</a></div></div></div>`,
)}
${section('section_partner-body', `<div class="text-rich-text w-richtext">${body}</div>`)}
${section(
  'section_cta',
  `<div class="cta_component"><h2 class="heading-style-h3">Talk to a solutions engineer</h2><a href="/demo" class="button w-button">Book a demo</a><a href="/ecosystem" class="button is-secondary w-button">Back to ecosystem</a></div>`,
)}
${footer}`;

const snowflake = detail(
  '64f1c2a9e8b7d60012ab3510',
  '/ecosystem/snowflake',
  'Snowflake',
  'Warehouse-native customer analytics on Snowflake',
  `<h2>Overview</h2><p>Saltbush is a Snowflake Select Technology Partner. The platform runs identity resolution, segmentation and predictive models directly on your Snowflake account using Snowpark, so customer data never leaves your governed environment. Retailers in Australia can keep all processing in the AWS Sydney or Azure Australia East Snowflake regions.</p><h2>How it works</h2><ol><li>Create a Saltbush role and warehouse in Snowflake with our setup script.</li><li>Map your orders, customers, products and loyalty tables to the Saltbush retail model.</li><li>Saltbush schedules incremental Snowpark jobs and writes results to a dedicated schema.</li><li>Share segments back to business users through Snowflake secure views or activate them through Saltbush destinations.</li></ol><h2>Why Snowflake customers choose Saltbush</h2><ul><li>No data copies: compute runs where your data lives</li><li>Consumption on your existing Snowflake contract</li><li>Available on Snowflake Marketplace as a Native App</li></ul><h2>Resources</h2><p>Read Snowflake's retail data cloud resources at <a href="https://www.snowflake.com/en/solutions/industries/retail-consumer-goods/">snowflake.com</a> or see our setup guide in the <a href="https://docs.saltbush.io/warehouses/snowflake">Saltbush docs</a>.</p><blockquote>“Saltbush gave our CRM team answers in Snowflake that used to take a data scientist a fortnight.” — Coastline Outdoors</blockquote>`,
  'https://www.snowflake.com/en/',
  'snowflake.com',
);

const dbt = detail(
  '64f1c2a9e8b7d60012ab3511',
  '/ecosystem/dbt-labs',
  'dbt Labs',
  'Bring your dbt models, leave with audiences',
  `<h2>Overview</h2><p>Most Saltbush customers already model their commerce data in dbt. Our dbt Labs integration lets you point Saltbush at your existing marts instead of raw tables, and publishes every Saltbush segment back to your dbt project as an exposure so lineage stays complete.</p><h2>Capabilities</h2><ul><li>Read models and tests from dbt Cloud or dbt Core manifests</li><li>Trigger Saltbush refreshes when a dbt Cloud job finishes</li><li>Exposures for segments and destinations, visible in dbt Explorer</li><li>Open-source dbt package with staging models for Shopify, Lightspeed and Square</li></ul><h2>Getting started</h2><p>Install the <code>saltbush_retail</code> package from the dbt package hub, add your dbt Cloud API token in Saltbush and choose the models to use as sources. Learn more about dbt at <a href="https://www.getdbt.com/">getdbt.com</a>.</p><h2>Implementation help</h2><p>Our consulting partners <a href="/ecosystem#consulting">Harbourline Data and Eucalypt Analytics</a> have certified dbt developers who can set up the integration for you.</p>`,
  'https://www.getdbt.com/',
  'getdbt.com',
);

// ---------------------------------------------------------------- customers (negatives)

const stories = [
  ['Wattle &amp; Co', 'Lifestyle retail · 64 stores', '+18% repeat purchase rate in two quarters', 'https://www.wattleandco.com.au/'],
  [
    'Coastline Outdoors',
    'Outdoor & adventure · online + 22 stores',
    '$3.4M incremental revenue from win-back audiences',
    'https://coastlineoutdoors.com.au/',
  ],
  [
    'Billabong Pharmacy Group',
    'Pharmacy · 110 stores',
    'Personalised health reminders for 1.2M loyalty members',
    'https://www.billabongpharmacy.com.au/',
  ],
  ['Harbour Kitchen Co.', 'Homewares · NZ & AU', 'Cut paid-social acquisition cost by 27%', 'https://harbourkitchen.co.nz/'],
];

const customers = `${head('64f1c2a9e8b7d60012ab3503', 'Customers | Saltbush Data', 'How Australian and New Zealand retailers use Saltbush to grow customer lifetime value.', '/customers')}${navbar}
${section(
  'section_page-hero',
  `<div class="max-width-large"><div class="tag">Customers</div><h1 class="heading-style-h1">Retailers who know their customers</h1><p class="text-size-medium">From independent chains to listed retailers, 140+ brands use Saltbush to understand and grow their customer base.</p></div>`,
)}
${section(
  'section_customers',
  `<div class="w-layout-grid customers_list">${stories
    .map(
      ([name, sector, result, url], i) =>
        `<div class="customers_card"><img src="${CDN}/65a0f2a0d3c4b5a69788010${i + 1}_logo.svg" loading="lazy" alt="${name}" class="customers_logo"/><div class="text-size-small">${sector}</div><h2 class="heading-style-h4">${result}</h2><p>${name} uses Saltbush on its own warehouse to unify loyalty, online and in-store data and to activate audiences across email and paid media.</p><div class="customers_links"><a href="/customers#story-${i + 1}" class="button is-link w-inline-block"><div>Read the story</div></a><a href="${url}" target="_blank" rel="nofollow" class="text-style-link">Visit ${name}</a></div></div>`,
    )
    .join('')}</div>`,
)}
${section(
  'section_stats',
  `<div class="w-layout-grid stats_list"><div><div class="heading-style-h2">140+</div><p>retail brands</p></div><div><div class="heading-style-h2">38M</div><p>customer profiles unified</p></div><div><div class="heading-style-h2">11×</div><p>average first-year ROI</p></div></div>`,
)}
${footer}`;

// ---------------------------------------------------------------- about (negatives: investors, awards, events)

const about = `${head('64f1c2a9e8b7d60012ab3504', 'About | Saltbush Data', 'Saltbush Data is a Melbourne-founded company helping retailers across Australia and New Zealand know their customers.', '/about')}${navbar}
${section(
  'section_page-hero',
  `<div class="max-width-large"><div class="tag">Company</div><h1 class="heading-style-h1">Built in Melbourne for retailers everywhere</h1><p class="text-size-medium">Saltbush Data was founded in 2020 by a former loyalty-program lead and a data engineer who were tired of exporting CSVs between five tools. Today 72 people in Melbourne, Sydney and Auckland build the platform.</p></div>`,
)}
${section(
  'section_values',
  `<div class="w-layout-grid values_list"><div><h2 class="heading-style-h5">Your data stays yours</h2><p>We process data where it lives and never resell it.</p></div><div><h2 class="heading-style-h5">Retail is detail</h2><p>Our models understand returns, lay-by, gift cards and click-and-collect.</p></div><div><h2 class="heading-style-h5">Onshore by default</h2><p>Everything runs in Australian regions unless you ask otherwise.</p></div></div>`,
)}
${section(
  'section_investors',
  `<h2 class="heading-style-h3">Backed by</h2><p>Saltbush has raised A$31M from investors who back ambitious Australian software companies.</p><div class="investors_list"><a href="https://www.blackbird.vc/" target="_blank" class="investors_link w-inline-block"><img src="${CDN}/65a0f7a0d3c4b5a697880601_blackbird.svg" loading="lazy" alt="Blackbird Ventures" class="investors_logo"/></a><a href="https://www.squarepeg.vc/" target="_blank" class="investors_link w-inline-block"><img src="${CDN}/65a0f7a0d3c4b5a697880602_square-peg.svg" loading="lazy" alt="Square Peg Capital" class="investors_logo"/></a><img src="${CDN}/65a0f7a0d3c4b5a697880603_angels.svg" loading="lazy" alt="Angel investors from the retail industry" class="investors_logo"/></div>`,
)}
${section(
  'section_recognition',
  `<h2 class="heading-style-h3">Recognition</h2><ul role="list"><li>Named in the <a href="https://www.afr.com/fast-starters" target="_blank" class="text-style-link">AFR Fast Starters</a> list, 2024</li><li>Finalist, Australian Retail Technology Awards 2024</li><li>ISO/IEC 27001 certified; IRAP assessed to PROTECTED level</li></ul><h2 class="heading-style-h3">Meet us</h2><p>Find the team at <a href="https://www.onlineretailer.com/" target="_blank" class="text-style-link">Online Retailer 2025</a> in Sydney, stand 42, and at Big Data &amp; AI World Melbourne.</p>`,
)}
${section(
  'section_careers',
  `<div class="careers_component"><h2 class="heading-style-h3">Join us</h2><p>We're hiring data engineers, solutions consultants and customer success managers in Melbourne and Sydney.</p><a href="https://www.seek.com.au/saltbush-data-jobs" target="_blank" class="button w-button">View roles on SEEK</a></div>`,
)}
${footer}`;

export const site: CorpusSite = {
  domain: 'saltbushdata.com.au',
  otherDomains: ['saltbush.io'],
  covers:
    'Australian analytics SaaS on Webflow: ecosystem cards grouped by category with "Learn more"/"Visit website" links (two go to internal detail pages that link the partner), a "Built on AWS" section with an aws.amazon.com link, named-only destinations; negatives are customer logos and customer sites, investors, AFR award, IRAP, event, SEEK careers, Webflow/CloudFront/jsDelivr asset hosts and own app/docs domain.',
  pages: {
    '/': { headers: wfHeaders(), html: home },
    '/platform': { headers: wfHeaders(), html: platform },
    '/ecosystem': { headers: wfHeaders(), html: ecosystem },
    '/ecosystem/snowflake': { headers: wfHeaders(), html: snowflake },
    '/ecosystem/dbt-labs': { headers: wfHeaders(), html: dbt },
    '/partners': { status: 301, redirect: '/ecosystem' },
    '/customers': { headers: wfHeaders(), html: customers },
    '/about': { headers: wfHeaders(), html: about },
  },
  sitemap: ['/', '/platform', '/ecosystem', '/ecosystem/snowflake', '/ecosystem/dbt-labs', '/customers', '/about'],
  technologies: [
    'webflow',
    'jquery',
    'google-analytics',
    'google-tag-manager',
    'google-font-api',
    'google-hosted-libraries',
    'jsdelivr',
    'cloudflare',
    'open-graph',
  ],
  partners: {
    'amazon.com': 'technology',
    'snowflake.com': 'technology',
    'databricks.com': 'technology',
    'google.com': 'technology',
    'getdbt.com': 'technology',
    'fivetran.com': 'technology',
    'shopify.com': 'technology',
    'tableau.com': 'technology',
    'microsoft.com': 'technology',
    'braze.com': 'technology',
    'klaviyo.com': 'technology',
    'eucalyptanalytics.com.au': 'channel',
    'harbourlinedata.com.au': 'channel',
    'mantelgroup.com.au': 'channel',
    'tasmaninsight.co.nz': 'channel',
  },
};
