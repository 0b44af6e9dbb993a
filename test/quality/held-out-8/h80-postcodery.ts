import type { CorpusSite } from '../corpus/types.js';

const DOCS = 'https://docs.postcodery.co.uk';
const CID = 'data-astro-cid-sckkx6r4';

const netlifyHeaders = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Netlify',
  'x-nf-request-id': '01HW3K8Q2Z7M5R9T1V4X6B8D0F',
  'strict-transport-security': 'max-age=31536000',
  'cache-control': 'public,max-age=0,must-revalidate',
  age: '312',
  'x-content-type-options': 'nosniff',
};

const shell = (opts: { title: string; description: string; path: string; main: string }) =>
  `<!DOCTYPE html><html lang="en-GB" ${CID}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><meta name="generator" content="Astro v4.15.9"><title>${opts.title}</title><meta name="description" content="${opts.description}"><link rel="canonical" href="https://postcodery.co.uk${opts.path}"><meta property="og:title" content="${opts.title}"><meta property="og:description" content="${opts.description}"><meta property="og:image" content="https://postcodery.co.uk/og/default.png"><meta name="twitter:card" content="summary_large_image"><script defer data-domain="postcodery.co.uk" src="https://plausible.io/js/plausible.js"></script><link rel="stylesheet" href="/_astro/index.B7kLx2Qm.css"><link rel="stylesheet" href="/_astro/_slug_.Dz4qR1nW.css"></head><body ${CID}><header class="site-header" ${CID}><a href="/" class="logo" ${CID}><img src="/images/postcodery-logo.svg" alt="Postcodery" width="148" height="32" ${CID}></a><nav ${CID}><a href="/features" ${CID}>Features</a><a href="/pricing" ${CID}>Pricing</a><a href="${DOCS}/" ${CID}>Docs</a><a href="${DOCS}/docs/integrations/overview" ${CID}>Integrations</a><a href="/customers" ${CID}>Customers</a><a href="/partners" ${CID}>Work with us</a></nav><a href="https://dashboard.postcodery.co.uk/signup" class="btn" ${CID}>Get 500 free lookups</a></header><main ${CID}>${opts.main}</main><footer class="site-footer" ${CID}><div class="cols" ${CID}><div ${CID}><p ${CID}><strong ${CID}>Postcodery Ltd</strong><br ${CID}>Registered in England &amp; Wales No. 11876543<br ${CID}>Runway East, 20 St Thomas St, London SE1 9RS</p></div><div ${CID}><a href="/about" ${CID}>About</a><a href="/blog" ${CID}>Blog</a><a href="/legal/subprocessors" ${CID}>Sub-processors</a><a href="/legal/privacy" ${CID}>Privacy</a><a href="https://status.postcodery.co.uk/" ${CID}>Status</a></div><div ${CID}><a href="https://github.com/postcodery" ${CID}>GitHub</a><a href="https://www.npmjs.com/package/@postcodery/js" ${CID}>npm</a><a href="https://www.linkedin.com/company/postcodery" ${CID}>LinkedIn</a><a href="https://x.com/postcodery" ${CID}>X</a></div></div><p class="small" ${CID}>Contains Royal Mail data © Royal Mail copyright and database right 2024. Contains Ordnance Survey data © Crown copyright 2024.</p></footer><script type="module" src="/_astro/hoisted.C1xT7vPq.js"></script></body></html>`;

const agency = (name: string, city: string, url: string, logo: string) =>
  `<li class="agency" ${CID}><a href="${url}" target="_blank" rel="noopener sponsored" ${CID}><img src="/images/partners/${logo}" alt="${name}" loading="lazy" width="180" height="60" ${CID}></a><span ${CID}>${city}</span></li>`;

const docsShell = (opts: { title: string; path: string; docId: string; content: string; headers?: boolean }) => `<!doctype html>
<html lang="en" dir="ltr" class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-${opts.docId}" data-has-hydrated="false">
<head>
<meta charset="UTF-8">
<meta name="generator" content="Docusaurus v3.5.2">
<title data-rh="true">${opts.title} | Postcodery Docs</title><meta data-rh="true" name="viewport" content="width=device-width,initial-scale=1"><meta data-rh="true" name="twitter:card" content="summary_large_image"><meta data-rh="true" property="og:image" content="${DOCS}/img/social-card.png"><meta data-rh="true" property="og:url" content="${DOCS}${opts.path}"><meta data-rh="true" property="og:locale" content="en_GB"><meta data-rh="true" name="docusaurus_locale" content="en"><meta data-rh="true" name="docsearch:language" content="en"><meta data-rh="true" name="docusaurus_version" content="current"><meta data-rh="true" name="docusaurus_tag" content="docs-default-current"><meta data-rh="true" name="docsearch:version" content="current"><meta data-rh="true" name="docsearch:docusaurus_tag" content="docs-default-current"><meta data-rh="true" property="og:title" content="${opts.title} | Postcodery Docs"><link data-rh="true" rel="icon" href="/img/favicon.ico"><link data-rh="true" rel="canonical" href="${DOCS}${opts.path}"><link rel="preconnect" href="https://Q7W2E9R4T1-dsn.algolia.net" crossorigin="anonymous"><link rel="search" type="application/opensearchdescription+xml" title="Postcodery Docs" href="/opensearch.xml">
<link rel="stylesheet" href="/assets/css/styles.4f1b2c3d.css">
<script src="/assets/js/runtime~main.8a9b0c1d.js" defer="defer"></script>
<script src="/assets/js/main.2e3f4a5b.js" defer="defer"></script>
</head>
<body class="navigation-with-keyboard">
<script>!function(){function t(t){document.documentElement.setAttribute("data-theme",t)}var e=function(){try{return new URLSearchParams(window.location.search).get("docusaurus-theme")}catch(t){}}()||function(){try{return window.localStorage.getItem("theme")}catch(t){}}();t(null!==e?e:"light")}(),function(){try{const c=new URLSearchParams(window.location.search).entries();for(var[t,e]of c)if(t.startsWith("docusaurus-data-")){var a=t.replace("docusaurus-data-","data-");document.documentElement.setAttribute(a,e)}}catch(t){}}()</script><div id="__docusaurus"><div role="region" aria-label="Skip to main content"><a class="skipToContent_fXgn" href="#__docusaurus_skipToContent_fallback">Skip to main content</a></div><nav aria-label="Main" class="navbar navbar--fixed-top"><div class="navbar__inner"><div class="navbar__items"><a class="navbar__brand" href="/"><div class="navbar__logo"><img src="/img/logo.svg" alt="Postcodery" class="themedComponent_mlkZ themedComponent--light_NVdE"></div><b class="navbar__title text--truncate">Docs</b></a><a class="navbar__item navbar__link" href="/docs/getting-started">Getting started</a><a class="navbar__item navbar__link" href="/docs/api/autocomplete">API reference</a><a aria-current="page" class="navbar__item navbar__link navbar__link--active" href="/docs/integrations/overview">Integrations</a></div><div class="navbar__items navbar__items--right"><a href="https://postcodery.co.uk" target="_blank" rel="noopener noreferrer" class="navbar__item navbar__link">postcodery.co.uk</a><a href="https://github.com/postcodery" target="_blank" rel="noopener noreferrer" class="navbar__item navbar__link header-github-link" aria-label="GitHub repository"></a><div class="navbarSearchContainer_Bca1"><button type="button" class="DocSearch DocSearch-Button" aria-label="Search (Command+K)"><span class="DocSearch-Button-Container"><span class="DocSearch-Button-Placeholder">Search</span></span></button></div></div></div></nav><div id="__docusaurus_skipToContent_fallback" class="main-wrapper mainWrapper_z2l0"><div class="docsWrapper_hBAB"><div class="docRoot_UBD9"><main class="docMainContainer_TBSr"><div class="container padding-top--md padding-bottom--lg"><div class="row"><div class="col docItemCol_VOVn"><div class="docItemContainer_Djhp"><article><div class="theme-doc-markdown markdown">${opts.content}</div></article><nav class="pagination-nav docusaurus-mt-lg" aria-label="Docs pages"><a class="pagination-nav__link pagination-nav__link--next" href="/docs/api/autocomplete"><div class="pagination-nav__sublabel">Next</div><div class="pagination-nav__label">Autocomplete endpoint</div></a></nav></div></div></div></div></main></div></div></div><footer class="footer footer--dark"><div class="container container-fluid"><div class="footer__bottom text--center"><div class="footer__copyright">Copyright © 2024 Postcodery Ltd. Built with Docusaurus.</div></div></div></footer></div>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'postcodery.co.uk',
  otherDomains: [],
  covers:
    'British address-lookup API with an Astro marketing site on Netlify and a Docusaurus docs subdomain: technology integrations listed only on docs.postcodery.co.uk via marketplace subdomain links (apps.shopify.com, commercemarketplace.adobe.com, appexchange.salesforce.com), agency partners as a logo grid behind an unexpected "Work with us" label with ?ref links and .agency/.digital/.scot domains, an Irish reseller in plain text, and traps in GitHub/npm community libraries, a sub-processors table (AWS, Stripe, Intercom), Royal Mail/Ordnance Survey data licences, investors, customers and a blog post.',
  pages: {
    '/': {
      headers: netlifyHeaders,
      html: shell({
        title: 'Postcodery – UK address lookup API',
        description: 'Fast, accurate UK postcode and address autocomplete for checkouts and forms. Royal Mail PAF data, updated daily.',
        path: '/',
        main: `<section class="hero" ${CID}><h1 ${CID}>Type a postcode. Get the right address.</h1><p ${CID}>Address autocomplete for UK checkouts, CRMs and onboarding forms. 31 million addresses, 50&nbsp;ms median response.</p><pre class="code" ${CID}><code ${CID}>curl "https://api.postcodery.co.uk/v2/autocomplete?q=SE1+9RS" -H "Authorization: Bearer pk_live_…"</code></pre><a href="https://dashboard.postcodery.co.uk/signup" class="btn" ${CID}>Start free</a><a href="${DOCS}/docs/getting-started" class="btn btn-ghost" ${CID}>Read the docs</a></section><section class="logos" ${CID}><p ${CID}>Trusted at checkout by</p><img src="/images/customers/hartley-home.svg" alt="Hartley Home" ${CID}><img src="/images/customers/greenmile.svg" alt="Greenmile Energy" ${CID}><img src="/images/customers/bramble-bikes.svg" alt="Bramble Bikes" ${CID}></section><section class="plugins" ${CID}><h2 ${CID}>No-code plugins</h2><p ${CID}>Add address lookup to your store in minutes with our plugins for the major e-commerce platforms. <a href="${DOCS}/docs/integrations/overview" ${CID}>See all integrations</a>.</p></section>`,
      }),
    },
    '/partners': {
      html: shell({
        title: 'Work with us – Postcodery partner programme',
        description: 'Agencies and resellers who build Postcodery into client projects.',
        path: '/partners',
        main: `<section class="page-head" ${CID}><h1 ${CID}>Work with us</h1><p ${CID}>Our certified agency partners build Postcodery into checkouts and CRMs for their clients. Partners get a revenue share, a sandbox account and priority support.</p></section><section ${CID}><h2 ${CID}>Certified agencies</h2><ul class="agency-grid" ${CID}>${agency('Pixel &amp; Pound', 'Manchester', 'https://www.pixelandpound.co.uk/?ref=postcodery', 'pixel-and-pound.svg')}${agency('Northern Commerce', 'Leeds', 'https://northerncommerce.agency/?ref=postcodery', 'northern-commerce.svg')}${agency('Brightlane Digital', 'Bristol', 'https://brightlane.digital/?ref=postcodery', 'brightlane.svg')}${agency('Fenwick &amp; Wright', 'London', 'https://www.fenwickwright.com/?ref=postcodery', 'fenwick-wright.svg')}${agency('Tartan Code', 'Edinburgh', 'https://tartancode.scot/?ref=postcodery', 'tartan-code.svg')}</ul></section><section ${CID}><h2 ${CID}>Resellers</h2><p ${CID}>Customers in the Republic of Ireland can buy Postcodery bundled with Eircode lookup through EirAddress Ltd (eiraddress.ie).</p></section><section class="cta" ${CID}><h2 ${CID}>Become a partner</h2><p ${CID}>Email <a href="mailto:partners@postcodery.co.uk" ${CID}>partners@postcodery.co.uk</a> with two recent client projects.</p></section>`,
      }),
    },
    '/customers': {
      html: shell({
        title: 'Customers – Postcodery',
        description: 'How UK retailers and utilities use Postcodery.',
        path: '/customers',
        main: `<section class="page-head" ${CID}><h1 ${CID}>Customers</h1></section><div class="cases" ${CID}><article ${CID}><h2 ${CID}>Hartley Home cut failed deliveries by 38%</h2><p ${CID}>The homeware retailer added autocomplete to its Shopify checkout. <a href="https://www.hartleyhome.co.uk/" ${CID}>hartleyhome.co.uk</a></p></article><article ${CID}><h2 ${CID}>Greenmile Energy validates 20,000 sign-ups a month</h2><p ${CID}>Using the UPRN endpoint to match meters to properties.</p></article></div>`,
      }),
    },
    '/about': {
      html: shell({
        title: 'About – Postcodery',
        description: 'Postcodery is a London-based address data company founded in 2019.',
        path: '/about',
        main: `<section class="page-head" ${CID}><h1 ${CID}>About Postcodery</h1></section><div class="prose" ${CID}><p ${CID}>We started Postcodery in 2019 after one too many parcels went to the wrong "Flat 2". We are a team of eleven in London and Glasgow.</p><p ${CID}>Postcodery is a licensed Solutions Provider of <a href="https://www.poweredbypaf.com/" ${CID}>Royal Mail PAF®</a> data and uses <a href="https://www.ordnancesurvey.co.uk/products/addressbase" ${CID}>Ordnance Survey AddressBase</a> for UPRNs.</p><p ${CID}>We are backed by <a href="https://seedcamp.com/" ${CID}>Seedcamp</a> and a group of angel investors.</p></div>`,
      }),
    },
    '/legal/subprocessors': {
      html: shell({
        title: 'Sub-processors – Postcodery',
        description: 'Third parties that process personal data on behalf of Postcodery.',
        path: '/legal/subprocessors',
        main: `<section class="page-head" ${CID}><h1 ${CID}>Sub-processors</h1><p ${CID}>Last updated 1 March 2024.</p></section><table ${CID}><thead ${CID}><tr ${CID}><th ${CID}>Sub-processor</th><th ${CID}>Purpose</th><th ${CID}>Location</th></tr></thead><tbody ${CID}><tr ${CID}><td ${CID}><a href="https://aws.amazon.com/" ${CID}>Amazon Web Services</a></td><td ${CID}>API hosting</td><td ${CID}>UK (eu-west-2)</td></tr><tr ${CID}><td ${CID}><a href="https://stripe.com/gb" ${CID}>Stripe</a></td><td ${CID}>Billing</td><td ${CID}>EU / US</td></tr><tr ${CID}><td ${CID}><a href="https://www.intercom.com/" ${CID}>Intercom</a></td><td ${CID}>Customer support</td><td ${CID}>EU</td></tr><tr ${CID}><td ${CID}>Postmark (ActiveCampaign)</td><td ${CID}>Transactional email</td><td ${CID}>US</td></tr></tbody></table>`,
      }),
    },
    '/blog/what-is-a-uprn': {
      html: shell({
        title: 'What is a UPRN and why should you store it? – Postcodery blog',
        description: 'Unique Property Reference Numbers explained.',
        path: '/blog/what-is-a-uprn',
        main: `<article class="prose" ${CID}><h1 ${CID}>What is a UPRN and why should you store it?</h1><p ${CID}>Every addressable location in Great Britain has a Unique Property Reference Number, maintained by local authorities and published by <a href="https://www.geoplace.co.uk/" ${CID}>GeoPlace</a>. Unlike a postcode, it never changes.</p><p ${CID}>If you already use <a href="https://www.hubspot.com/" ${CID}>HubSpot</a> or another CRM, add a custom property for the UPRN and fill it at sign-up.</p></article>`,
      }),
    },
    [`${DOCS}/`]: {
      headers: netlifyHeaders,
      html: docsShell({
        title: 'Introduction',
        path: '/',
        docId: 'intro',
        content: `<header><h1>Postcodery documentation</h1></header><p>Postcodery gives you UK address autocomplete, postcode lookup and UPRN matching over a simple REST API.</p><ul><li><a href="/docs/getting-started">Getting started</a> – create a key and make your first request</li><li><a href="/docs/api/autocomplete">API reference</a></li><li><a href="/docs/integrations/overview">Plugins &amp; integrations</a> – no-code plugins for e-commerce and CRM platforms</li></ul>`,
      }),
    },
    [`${DOCS}/docs/integrations/overview`]: {
      html: docsShell({
        title: 'Plugins & integrations',
        path: '/docs/integrations/overview',
        docId: 'integrations/overview',
        content: `<header><h1>Plugins &amp; integrations</h1></header><p>Postcodery maintains official plugins for these platforms, built together with each platform's partner team and listed in their marketplaces.</p><h2 class="anchor anchorWithStickyNavbar_LWe7" id="official-plugins">Official plugins<a href="#official-plugins" class="hash-link" aria-label="Direct link to Official plugins" title="Direct link to Official plugins">&#8203;</a></h2><div class="table-wrapper"><table><thead><tr><th>Platform</th><th>Plugin</th><th>Notes</th></tr></thead><tbody><tr><td>Shopify</td><td><a href="https://apps.shopify.com/postcodery" target="_blank" rel="noopener noreferrer">Postcodery Address Lookup</a></td><td>Checkout extensibility, Shopify Plus required for checkout</td></tr><tr><td>WooCommerce</td><td><a href="https://woocommerce.com/products/postcodery-address-lookup/" target="_blank" rel="noopener noreferrer">Postcodery for WooCommerce</a></td><td>Block and classic checkout</td></tr><tr><td>Adobe Commerce (Magento 2)</td><td><a href="https://commercemarketplace.adobe.com/postcodery-module-address-lookup.html" target="_blank" rel="noopener noreferrer">Postcodery_AddressLookup</a></td><td>2.4.4+</td></tr><tr><td>BigCommerce</td><td><a href="https://www.bigcommerce.co.uk/apps/postcodery-address-lookup/" target="_blank" rel="noopener noreferrer">Postcodery Address Lookup</a></td><td>Optimized One-Page Checkout</td></tr><tr><td>Salesforce</td><td><a href="https://appexchange.salesforce.com/appxListingDetail?listingId=a0N4V00000HqXyZUAV" target="_blank" rel="noopener noreferrer">Postcodery for Salesforce</a></td><td>Lightning component for Leads, Contacts, Accounts</td></tr><tr><td>Gravity Forms</td><td><a href="https://www.gravityforms.com/add-ons/postcodery-address-lookup/" target="_blank" rel="noopener noreferrer">Postcodery Add-On</a></td><td>Certified add-on</td></tr></tbody></table></div><h2 class="anchor anchorWithStickyNavbar_LWe7" id="community-libraries">Community libraries<a href="#community-libraries" class="hash-link" aria-label="Direct link to Community libraries" title="Direct link to Community libraries">&#8203;</a></h2><p>These libraries are maintained by the community and are not supported by Postcodery:</p><ul><li><a href="https://github.com/jdoe-dev/postcodery-php" target="_blank" rel="noopener noreferrer">postcodery-php</a> on GitHub</li><li><a href="https://pypi.org/project/postcodery/" target="_blank" rel="noopener noreferrer">postcodery</a> on PyPI</li><li><a href="https://www.npmjs.com/package/react-postcodery" target="_blank" rel="noopener noreferrer">react-postcodery</a> on npm</li></ul>`,
      }),
    },
  },
  sitemap: [
    '/',
    '/partners',
    '/customers',
    '/about',
    '/legal/subprocessors',
    '/blog/what-is-a-uprn',
    `${DOCS}/`,
    `${DOCS}/docs/integrations/overview`,
  ],
  technologies: ['astro', 'netlify', 'hsts', 'plausible', 'docusaurus', 'react', 'webpack', 'algolia-docsearch', 'algolia', 'open-graph'],
  partners: {
    'shopify.com': 'technology',
    'woocommerce.com': 'technology',
    'adobe.com': 'technology',
    'bigcommerce.co.uk': 'technology',
    'salesforce.com': 'technology',
    'gravityforms.com': 'technology',
    'pixelandpound.co.uk': 'channel',
    'northerncommerce.agency': 'channel',
    'brightlane.digital': 'channel',
    'fenwickwright.com': 'channel',
    'tartancode.scot': 'channel',
    'eiraddress.ie': 'channel',
  },
};
