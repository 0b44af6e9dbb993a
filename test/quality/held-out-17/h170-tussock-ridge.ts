import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Apache',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  expires: 'Sun, 19 Nov 1978 05:00:00 GMT',
  'cache-control': 'max-age=900, public',
  'content-language': 'en',
  via: '1.1 varnish (Varnish/7.1)',
  'x-varnish': '48213377 48210981',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
};

const D = 'https://tussockridge.co.nz';

const head = (title: string, desc: string, path: string, nid: number) => `<!DOCTYPE html>
<html lang="en" dir="ltr" prefix="og: https://ogp.me/ns#">
  <head>
    <meta charset="utf-8" />
<script async src="https://www.googletagmanager.com/gtag/js?id=G-TR4D9QK2XZ"></script>
<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments)};gtag("js", new Date());gtag("set", "developer_id.dMDhkMT", true);gtag("config", "G-TR4D9QK2XZ", {"groups":"default","page_placeholder":"PLACEHOLDER_page_location"});</script>
<meta name="description" content="${desc}" />
<link rel="canonical" href="${D}${path}" />
<meta property="og:site_name" content="Tussock Ridge Engineering" />
<meta property="og:type" content="website" />
<meta property="og:url" content="${D}${path}" />
<meta property="og:title" content="${title}" />
<meta property="og:image" content="${D}/sites/default/files/2023-08/tussock-ridge-og.jpg" />
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<meta name="MobileOptimized" content="width" />
<meta name="HandheldFriendly" content="true" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<link rel="icon" href="/themes/custom/tussock/favicon.ico" type="image/vnd.microsoft.icon" />
<link rel="alternate" hreflang="en" href="${D}${path}" />

    <title>${title} | Tussock Ridge Engineering</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_9kQxJ2mW7aLzV3rT0bYc1nE5dF8gH4iK6oP2sU7wX0.css?delta=0&amp;language=en&amp;theme=tussock&amp;include=eJxtjEEOgzAMBD8UyJMixzFg4cRR7LTl90XqgUq97GFmd2mQYjWRzW0eGpfbdqWnRbSS8xYHEfGQuCnEltB1F6oOTHvhaG6hpF6oEo6c7twkQ0mdNDbEMlXHzLbHHnubc8zMKjNGNDwzOiebcgOrijbtsm0WbDwcOvaYyM0D4O3n9AQpdCkE" />
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_c2Vf7bN1qR4sT8uW0xY3zA6dG9hJ2kL5mP8rS1tV4y.css?delta=1&amp;language=en&amp;theme=tussock&amp;include=eJxtjEEOgzAMBD8UyJMixzFg4cRR7LTl90XqgUq97GFmd2mQYjWRzW0eGpfbdqWnRbSS8xYHEfGQuCnEltB1F6oOTHvhaG6hpF6oEo6c7twkQ0mdNDbEMlXHzLbHHnubc8zMKjNGNDwzOiebcgOrijbtsm0WbDwcOvaYyM0D4O3n9AQpdCkE" />
    <script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"/","pathPrefix":"","currentPath":"node/${nid}","currentPathIsAdmin":false,"isFront":${path === '/' ? 'true' : 'false'},"currentLanguage":"en"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"gtag":{"tagId":"G-TR4D9QK2XZ","consentMode":false,"otherIds":[],"events":[],"additionalConfigInfo":[]},"ajaxPageState":{"libraries":"eJxdyEEOgCAMBdELGThTqRVqaGv4xeDtXbhRm7fJ5LESTaWExX5Yj6zx","theme":"tussock","theme_token":null},"ajaxTrustedUrl":[],"user":{"uid":0,"permissionsHash":"7d41a2c90b3e65f18a4d2c7e09b1f35a6c8e2d4f0b7a19c3e5d6f8a0b2c4e6d8"}}</script>
<script src="/sites/default/files/js/js_Vb3nQ8kW2xL5mR9tY0aC4dF7gH1jK6oP3sU8wZ2.js?scope=header&amp;delta=0&amp;language=en&amp;theme=tussock&amp;include=eJxdyEEOgCAMBdELGThTqRVqaGv4xeDtXbhRm7fJ5LESTaWExX5Yj6zx"></script>

  </head>
  <body class="path-node page-node-type-${path === '/' ? 'landing-page' : 'page'}">
        <a href="#main-content" class="visually-hidden focusable skip-link">
      Skip to main content
    </a>
    
      <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
    <div class="layout-container">
  <header class="site-header" role="banner">
    <div class="region region-header">
      <div id="block-tussock-branding" class="block block-system block-system-branding-block">
        <a href="/" rel="home" class="site-logo"><img src="/themes/custom/tussock/logo.svg" alt="Home" /></a>
        <div class="site-name"><a href="/" rel="home">Tussock Ridge Engineering</a></div>
      </div>
      <nav role="navigation" aria-labelledby="block-tussock-main-menu-menu" id="block-tussock-main-menu" class="block block-menu navigation menu--main">
        <h2 class="visually-hidden" id="block-tussock-main-menu-menu">Main navigation</h2>
        <ul class="menu">
          <li class="menu-item menu-item--expanded"><a href="/products" data-drupal-link-system-path="node/3">Products</a>
            <ul class="menu">
              <li class="menu-item"><a href="/products/direct-drills" data-drupal-link-system-path="node/4">Direct drills</a></li>
              <li class="menu-item"><a href="/products/spreaders" data-drupal-link-system-path="node/5">Fertiliser spreaders</a></li>
              <li class="menu-item"><a href="/products/rollers" data-drupal-link-system-path="node/6">Rollers &amp; cultivators</a></li>
            </ul>
          </li>
          <li class="menu-item menu-item--expanded"><a href="/dealers" data-drupal-link-system-path="dealers">Dealers</a>
            <ul class="menu">
              <li class="menu-item"><a href="/dealers" data-drupal-link-system-path="dealers">New Zealand dealers</a></li>
              <li class="menu-item"><a href="/dealers/international" data-drupal-link-system-path="node/14">International distributors</a></li>
            </ul>
          </li>
          <li class="menu-item"><a href="/customer-stories" data-drupal-link-system-path="customer-stories">Customer stories</a></li>
          <li class="menu-item"><a href="/news" data-drupal-link-system-path="news">News</a></li>
          <li class="menu-item"><a href="/about" data-drupal-link-system-path="node/2">About</a></li>
          <li class="menu-item"><a href="https://parts.tussockridge.co.nz/">Parts online</a></li>
        </ul>
      </nav>
    </div>
  </header>
  <main role="main">
    <a id="main-content" tabindex="-1"></a>
    <div class="layout-content">
      <div class="region region-content">
        <div data-drupal-messages-fallback class="hidden"></div>
`;

const foot = `      </div>
    </div>
  </main>
  <footer class="site-footer" role="contentinfo">
    <div class="region region-footer">
      <div id="block-tussock-footercontact" class="block block-block-content block-block-content1f7a2c9e-4b3d-4e8a-9c21-5d0e7f6a8b13">
        <div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item"><p><strong>Tussock Ridge Engineering Ltd</strong><br>112 Carters Road, Ashburton 7700<br>Phone 03 307 4410 · <a href="mailto:sales@tussockridge.co.nz">sales@tussockridge.co.nz</a></p></div>
      </div>
      <nav role="navigation" aria-labelledby="block-tussock-footer-menu" id="block-tussock-footer" class="block block-menu navigation menu--footer">
        <h2 class="visually-hidden" id="block-tussock-footer-menu">Footer</h2>
        <ul class="menu">
          <li class="menu-item"><a href="/technology-partners" data-drupal-link-system-path="node/15">Precision-farming integrations</a></li>
          <li class="menu-item"><a href="/dealers" data-drupal-link-system-path="dealers">Find a dealer</a></li>
          <li class="menu-item"><a href="/warranty" data-drupal-link-system-path="node/9">Warranty registration</a></li>
          <li class="menu-item"><a href="https://www.seek.co.nz/Tussock-Ridge-Engineering-jobs/at-this-company">Careers</a></li>
          <li class="menu-item"><a href="/privacy" data-drupal-link-system-path="node/10">Privacy</a></li>
        </ul>
      </nav>
      <div id="block-tussock-social" class="block block-block-content block-social">
        <ul class="social-links"><li><a href="https://www.facebook.com/tussockridgeeng">Facebook</a></li><li><a href="https://www.youtube.com/@tussockridgeengineering">YouTube</a></li><li><a href="https://www.instagram.com/tussockridge_nz/">Instagram</a></li></ul>
      </div>
      <div class="copyright">© 2024 Tussock Ridge Engineering Ltd. Proudly designed and built in Mid Canterbury.</div>
    </div>
  </footer>
</div>

  </div>
    
    <script src="/sites/default/files/js/js_u7Kp2WnQ5xR8tV1yB4cE7gH0jL3mO6qS9uX2zA5.js?scope=footer&amp;delta=0&amp;language=en&amp;theme=tussock&amp;include=eJxdyEEOgCAMBdELGThTqRVqaGv4xeDtXbhRm7fJ5LESTaWExX5Yj6zx"></script>

  </body>
</html>
`;

const node = (
  nid: number,
  title: string,
  body: string,
) => `        <div id="block-tussock-page-title" class="block block-core block-page-title-block">
          <h1 class="page-title"><span class="field field--name-title field--type-string field--label-hidden">${title}</span></h1>
        </div>
        <div id="block-tussock-content" class="block block-system block-system-main-block">
<article data-history-node-id="${nid}" class="node node--type-page node--view-mode-full">
  <div class="node__content">
    <div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">${body}</div>
  </div>
</article>
        </div>
`;

const home =
  head(
    'Direct drills and spreaders built in Canterbury',
    'Tussock Ridge designs and builds direct drills, fertiliser spreaders and rollers for New Zealand conditions.',
    '/',
    1,
  ) +
  `        <div id="block-tussock-content" class="block block-system block-system-main-block">
<article data-history-node-id="1" class="node node--type-landing-page node--view-mode-full">
  <div class="node__content">
    <div class="field field--name-field-paragraphs field--type-entity-reference-revisions field--label-hidden field__items">
      <div class="field__item">
        <div class="paragraph paragraph--type--hero paragraph--view-mode--default">
          <h1>Built for tussock, hill country and stony plains</h1>
          <p>Since 1986 our direct drills have sown pasture and crops on more than 4,000 New Zealand farms. Every machine is welded, painted and tested in Ashburton.</p>
          <p><a class="button" href="/dealers">Find your nearest dealer</a></p>
        </div>
      </div>
      <div class="field__item">
        <div class="paragraph paragraph--type--cards paragraph--view-mode--default">
          <div class="card"><h3><a href="/products/direct-drills">TR Disc Drill 3000</a></h3><p>Low-disturbance disc drill, 3–6 m, ISOBUS ready.</p></div>
          <div class="card"><h3><a href="/products/spreaders">TR Spread 12</a></h3><p>Twin-disc spreader with section control and GPS rate control.</p></div>
          <div class="card"><h3><a href="/customer-stories">Customer stories</a></h3><p>See how farmers from Southland to Northland use our machines.</p></div>
        </div>
      </div>
      <div class="field__item">
        <div class="paragraph paragraph--type--text paragraph--view-mode--default">
          <p>Farming outside New Zealand? Our machines are sold through <a href="/dealers/international">distributors in Australia, the UK, Ireland and Chile</a>.</p>
        </div>
      </div>
    </div>
  </div>
</article>
        </div>
` +
  foot;

type Dealer = { name: string; line1: string; locality: string; postcode: string; phone: string; web?: string; webText?: string };

const dealerRow = (d: Dealer) => `          <div class="views-row">
            <div class="views-field views-field-title"><h3 class="field-content">${d.name}</h3></div>
            <div class="views-field views-field-field-address"><div class="field-content"><p class="address" translate="no"><span class="address-line1">${d.line1}</span><br>
<span class="locality">${d.locality}</span> <span class="postal-code">${d.postcode}</span><br>
<span class="country">New Zealand</span></p></div></div>
            <div class="views-field views-field-field-phone"><div class="field-content"><a href="tel:${d.phone.replace(/\s/g, '')}">${d.phone}</a></div></div>
            ${d.web ? `<div class="views-field views-field-field-website"><div class="field-content"><a href="${d.web}" target="_blank">${d.webText}</a></div></div>` : d.webText ? `<div class="views-field views-field-field-notes"><div class="field-content">Web: ${d.webText}</div></div>` : ''}
          </div>
`;

const page0: Dealer[] = [
  {
    name: 'Canterbury Farm Machinery',
    line1: '45 West Street',
    locality: 'Ashburton',
    postcode: '7700',
    phone: '03 308 1122',
    web: 'https://www.cfmachinery.co.nz/',
    webText: 'cfmachinery.co.nz',
  },
  {
    name: 'Southland Ag Centre',
    line1: '12 Main Street',
    locality: 'Gore',
    postcode: '9710',
    phone: '03 208 5560',
    web: 'https://southlandag.co.nz',
    webText: 'southlandag.co.nz',
  },
  {
    name: 'Waikato Tractors &amp; Implements',
    line1: '880 Ohaupo Road',
    locality: 'Te Awamutu',
    postcode: '3800',
    phone: '07 871 4090',
    web: 'https://waikatotractors.co.nz/brands/tussock-ridge',
    webText: 'Visit website',
  },
  {
    name: 'Manawatu Machinery Ltd',
    line1: '27 Kawakawa Road',
    locality: 'Feilding',
    postcode: '4702',
    phone: '06 323 7718',
    web: 'http://www.manawatumachinery.co.nz',
    webText: 'www.manawatumachinery.co.nz',
  },
  { name: 'Otago Rural Supplies', line1: '3 Clyde Street', locality: 'Balclutha', postcode: '9230', phone: '03 418 2207' },
  {
    name: "Hawke's Bay Farm Equipment",
    line1: '1501 Omahu Road',
    locality: 'Hastings',
    postcode: '4120',
    phone: '06 879 6644',
    web: 'https://hbfarmequipment.co.nz/',
    webText: 'hbfarmequipment.co.nz',
  },
];
const page1: Dealer[] = [
  {
    name: 'Northland Ag',
    line1: '9 Port Road',
    locality: 'Whangārei',
    postcode: '0110',
    phone: '09 438 2931',
    web: 'https://northlandag.nz/',
    webText: 'northlandag.nz',
  },
  {
    name: 'Taranaki Tractor Co.',
    line1: '210 Broadway',
    locality: 'Stratford',
    postcode: '4332',
    phone: '06 765 5401',
    web: 'https://www.taranakitractor.co.nz/',
    webText: 'taranakitractor.co.nz',
  },
  {
    name: 'West Coast Machinery',
    line1: '18 Tainui Street',
    locality: 'Greymouth',
    postcode: '7805',
    phone: '03 768 0340',
    webText: 'www.westcoastmachinery.co.nz',
  },
  {
    name: 'Marlborough Vineyard &amp; Farm Machinery',
    line1: '64 Old Renwick Road',
    locality: 'Blenheim',
    postcode: '7201',
    phone: '03 578 9912',
    web: 'https://mvfm.co.nz/',
    webText: 'mvfm.co.nz',
  },
];

const dealers = (p: 0 | 1) =>
  head(
    'Find a Dealer',
    'Tussock Ridge dealers across New Zealand: sales, servicing and parts.',
    p === 0 ? '/dealers' : '/dealers?page=1',
    0,
  ).replace('"currentPath":"node/0"', '"currentPath":"dealers"') +
  `        <div id="block-tussock-page-title" class="block block-core block-page-title-block">
          <h1 class="page-title">Find a Dealer</h1>
        </div>
        <div id="block-tussock-content" class="block block-system block-system-main-block">
<div class="views-element-container"><div class="view view-dealers view-id-dealers view-display-id-page_1 js-view-dom-id-5c8e1f0a7b3d9e2c4a6f8b0d1e3c5a7f9b2d4e6a8c0e2f4a6b8d0f2a4c6e8a0b">
  <div class="view-header">
    <p>All Tussock Ridge dealers are factory-trained to sell, set up and service our drills and spreaders. Dealers marked with a wrench hold genuine parts stock.</p>
  </div>
  <div class="view-filters">
    <form class="views-exposed-form" data-drupal-selector="views-exposed-form-dealers-page-1" action="/dealers" method="get" id="views-exposed-form-dealers-page-1" accept-charset="UTF-8">
      <div class="js-form-item form-item js-form-type-select form-type-select js-form-item-region form-item-region"><label for="edit-region">Region</label>
        <select data-drupal-selector="edit-region" id="edit-region" name="region" class="form-select"><option value="All" selected="selected">- Any -</option><option value="12">Northland</option><option value="13">Waikato</option><option value="14">Taranaki</option><option value="15">Hawke's Bay</option><option value="16">Manawatū-Whanganui</option><option value="17">Marlborough</option><option value="18">West Coast</option><option value="19">Canterbury</option><option value="20">Otago</option><option value="21">Southland</option></select>
      </div>
      <div data-drupal-selector="edit-actions" class="form-actions js-form-wrapper form-wrapper" id="edit-actions"><input data-drupal-selector="edit-submit-dealers" type="submit" id="edit-submit-dealers" value="Apply" class="button js-form-submit form-submit" /></div>
    </form>
  </div>
  <div class="view-content">
${(p === 0 ? page0 : page1).map(dealerRow).join('')}  </div>
  <nav class="pager" role="navigation" aria-labelledby="pagination-heading">
    <h4 id="pagination-heading" class="visually-hidden">Pagination</h4>
    <ul class="pager__items js-pager__items">
${
  p === 0
    ? `      <li class="pager__item is-active"><a href="?page=0" title="Current page" aria-current="page"><span class="visually-hidden">Current page</span>1</a></li>
      <li class="pager__item"><a href="?page=1" title="Go to page 2"><span class="visually-hidden">Page</span>2</a></li>
      <li class="pager__item pager__item--next"><a href="?page=1" title="Go to next page" rel="next"><span class="visually-hidden">Next page</span><span aria-hidden="true">Next ›</span></a></li>`
    : `      <li class="pager__item pager__item--previous"><a href="?page=0" title="Go to previous page" rel="prev"><span class="visually-hidden">Previous page</span><span aria-hidden="true">‹ Previous</span></a></li>
      <li class="pager__item"><a href="?page=0" title="Go to page 1"><span class="visually-hidden">Page</span>1</a></li>
      <li class="pager__item is-active"><a href="?page=1" title="Current page" aria-current="page"><span class="visually-hidden">Current page</span>2</a></li>`
}
    </ul>
  </nav>
</div>
</div>
        </div>
` +
  foot;

const international =
  head(
    'International distributors',
    'Tussock Ridge distributors in Australia, the United Kingdom, Ireland and South America.',
    '/dealers/international',
    14,
  ) +
  node(
    14,
    'International distributors',
    `<p>Outside New Zealand, Tussock Ridge machines are imported and supported by exclusive distributors, who appoint and train local dealers in their territory.</p>
<table>
<thead><tr><th>Territory</th><th>Distributor</th><th>Contact</th></tr></thead>
<tbody>
<tr><td>Australia</td><td>AgriPlains Equipment Pty Ltd, Wagga Wagga NSW</td><td><a href="https://www.agriplains.com.au/">agriplains.com.au</a></td></tr>
<tr><td>United Kingdom</td><td>Hedgerow Machinery Ltd, Shrewsbury</td><td><a href="https://hedgerowmachinery.co.uk/tussock-ridge/">hedgerowmachinery.co.uk</a></td></tr>
<tr><td>Ireland</td><td>Kilkenny Agri Sales</td><td>kilkennyagrisales.ie<br>+353 56 772 1450</td></tr>
<tr><td>Chile</td><td>Maquinarias del Sur SpA, Osorno</td><td><a href="https://www.maquinariasdelsur.cl/">maquinariasdelsur.cl</a></td></tr>
<tr><td>Uruguay</td><td>Agro Litoral (sub-distributor of Maquinarias del Sur)</td><td>+598 4722 3190</td></tr>
</tbody>
</table>
<p>Interested in distributing Tussock Ridge? Email <a href="mailto:export@tussockridge.co.nz">export@tussockridge.co.nz</a>. Our export programme is supported by <a href="https://www.nzte.govt.nz/">New Zealand Trade and Enterprise</a>.</p>`,
  ) +
  foot;

const tech =
  head(
    'Precision-farming integrations',
    'Guidance, ISOBUS and farm-software partners that work with Tussock Ridge drills and spreaders.',
    '/technology-partners',
    15,
  ) +
  node(
    15,
    'Precision-farming integrations',
    `<p>Our drills and spreaders are built to work with the guidance and farm-management systems New Zealand farmers already use. We test each integration with our technology partners before release.</p>
<h2>Technology partners</h2>
<dl>
<dt><a href="https://ptxtrimble.com/en">PTx Trimble</a></dt>
<dd>Section control and variable-rate seeding via Trimble GFX displays.</dd>
<dt><a href="https://www.topconpositioning.com/agriculture">Topcon Agriculture</a></dt>
<dd>Rate control on the TR Spread 12 with Topcon X-series consoles.</dd>
<dt><a href="https://www.mueller-elektronik.de/en/">Müller-Elektronik</a></dt>
<dd>Our ISOBUS job computer is developed with Müller-Elektronik.</dd>
<dt>FarmIQ</dt>
<dd>Application maps from FarmIQ import directly into the TR terminal. See farmiq.co.nz for farm-management plans.</dd>
</dl>
<p>All ISOBUS functions are certified by the <a href="https://www.aef-online.org/">Agricultural Industry Electronics Foundation (AEF)</a>.</p>
<h2>Finance partner</h2>
<p>Equipment finance for Tussock Ridge machines is arranged through our finance partner <a href="https://www.udc.co.nz/">UDC Finance</a> at any dealer.</p>`,
  ) +
  foot;

const about =
  head('About us', 'Family-owned engineering company in Ashburton since 1986.', '/about', 2) +
  node(
    2,
    'About us',
    `<p>Tussock Ridge Engineering was founded in 1986 by Graeme and Heather McKenzie in a farm workshop near Methven. Today 74 people work in our 6,000 m² factory in Ashburton.</p>
<p>We are members of the <a href="https://www.tama.org.nz/">Tractor and Machinery Association</a> and <a href="https://www.fedfarm.org.nz/">Federated Farmers</a>, and our TR Disc Drill won the Fieldays Innovation Award in 2019.</p>
<p>We buy our steel from <a href="https://www.nzsteel.co.nz/">New Zealand Steel</a> and our bearings and gearboxes from local suppliers wherever possible.</p>`,
  ) +
  foot;

const news =
  head('See us at Fieldays 2024', 'Find Tussock Ridge at site E42 at Fieldays 2024.', '/news/fieldays-2024', 21) +
  node(
    21,
    'See us at Fieldays 2024',
    `<p><time datetime="2024-05-28T09:00:00Z">28 May 2024</time></p>
<p>Come and see the new TR Disc Drill 6000 at <a href="https://www.fieldays.co.nz/">Fieldays</a>, Mystery Creek, Hamilton, 12–15 June (site E42). Our Waikato dealer will have demo machines available for field days in July.</p>
<p>The drill was featured in <a href="https://www.farmersweekly.co.nz/technology/">Farmers Weekly</a> and on <a href="https://www.rnz.co.nz/national/programmes/countrylife">RNZ Country Life</a>.</p>`,
  ) +
  foot;

const story =
  head(
    'Glenroy Station: 600 ha of new pasture in two seasons',
    'How Glenroy Station regrassed with the TR Disc Drill.',
    '/customer-stories/glenroy-station',
    31,
  ) +
  node(
    31,
    'Glenroy Station: 600 ha of new pasture in two seasons',
    `<p>Glenroy Station runs 9,000 stock units on rolling hill country near Oxford. Manager Tom Reid bought a TR Disc Drill 3000 from Canterbury Farm Machinery in 2022.</p>
<blockquote><p>“We drilled straight into old pasture with no cultivation and had germination in eight days.” – Tom Reid</p></blockquote>
<p>Read more about the station at <a href="https://www.glenroystation.co.nz/">glenroystation.co.nz</a>. Seed was supplied by <a href="https://www.pggwrightson.co.nz/">PGG Wrightson Seeds</a>.</p>`,
  ) +
  foot;

export const site: CorpusSite = {
  domain: 'tussockridge.co.nz',
  covers:
    'New Zealand farm-machinery maker on Drupal 10 behind Varnish: dealers in a Views grid paginated with ?page=1 (address fields, one dealer without website, one unlinked domain), international distributors in a body-field table (unlinked domain, a phone-only sub-distributor), and technology partners in a definition list (one named with a written-out domain) plus a finance partner on a footer-only page; traps are the AEF certification, NZTE, TAMA/Federated Farmers memberships, a steel supplier, Fieldays and press in a news node, a customer story with the farm and a seed supplier, Seek careers and the own parts subdomain.',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/dealers': { headers: HEADERS, html: dealers(0) },
    '/dealers?page=1': { headers: HEADERS, html: dealers(1) },
    '/dealers/international': { headers: HEADERS, html: international },
    '/technology-partners': { headers: HEADERS, html: tech },
    '/about': { headers: HEADERS, html: about },
    '/news/fieldays-2024': { headers: HEADERS, html: news },
    '/customer-stories/glenroy-station': { headers: HEADERS, html: story },
  },
  sitemap: [
    '/',
    '/dealers',
    '/dealers/international',
    '/technology-partners',
    '/about',
    '/news/fieldays-2024',
    '/customer-stories/glenroy-station',
  ],
  technologies: ['drupal', 'php', 'apache-http-server', 'varnish', 'google-analytics', 'google-tag-manager', 'open-graph'],
  partners: {
    'cfmachinery.co.nz': 'channel',
    'southlandag.co.nz': 'channel',
    'waikatotractors.co.nz': 'channel',
    'manawatumachinery.co.nz': 'channel',
    'hbfarmequipment.co.nz': 'channel',
    'northlandag.nz': 'channel',
    'taranakitractor.co.nz': 'channel',
    'westcoastmachinery.co.nz': 'channel',
    'mvfm.co.nz': 'channel',
    'agriplains.com.au': 'channel',
    'hedgerowmachinery.co.uk': 'channel',
    'kilkennyagrisales.ie': 'channel',
    'maquinariasdelsur.cl': 'channel',
    'ptxtrimble.com': 'technology',
    'topconpositioning.com': 'technology',
    'mueller-elektronik.de': 'technology',
    'farmiq.co.nz': 'technology',
    'udc.co.nz': 'generic',
  },
};
