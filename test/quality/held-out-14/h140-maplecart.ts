import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Apache',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  'x-drupal-cache': 'HIT',
  'x-ah-environment': 'prod',
  via: '1.1 varnish-v4',
  'x-varnish': '412883019 409271554',
  'x-cache': 'HIT',
  'cache-control': 'max-age=1800, public',
  'content-language': 'en',
};

const V = 'sd4k2x';

function doc(title: string, description: string, path: string, nodeClass: string, content: string, nid: number | null): string {
  const settings = {
    path: {
      baseUrl: '/',
      pathPrefix: '',
      currentPath: nid ? `node/${nid}` : path.replace(/^\//, ''),
      currentPathIsAdmin: false,
      isFront: path === '/',
      currentLanguage: 'en',
    },
    pluralDelimiter: '\u0003',
    suppressDeprecationErrors: true,
    gtm: { tagId: null, settings: { data_layer: 'dataLayer', include_environment: false }, tagIds: ['GTM-5HQ2WZP'] },
    ajaxTrustedUrl: { '/search': true },
    user: { uid: 0, permissionsHash: '3f9e1b2c7d4a8e6f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f' },
  };
  return `<!DOCTYPE html>
<html lang="en" dir="ltr" prefix="og: https://ogp.me/ns#">
  <head>
    <meta charset="utf-8" />
<noscript><style>form.antibot * :not(.antibot-message) { display: none !important; }</style>
</noscript><script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" data-domain-script="0190a4e2-7c3b-7d11-9f42-5c8a1e0b3d7f" charset="UTF-8"></script>
<script type="text/javascript">function OptanonWrapper() { }</script>
<meta name="description" content="${description}" />
<link rel="canonical" href="https://www.maplecart.ca${path}" />
<meta property="og:site_name" content="MapleCart" />
<meta property="og:title" content="${title}" />
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<meta name="MobileOptimized" content="width" />
<meta name="HandheldFriendly" content="true" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<script>window.dataLayer = window.dataLayer || []; window.dataLayer.push({"drupalLanguage":"en","drupalCountry":"CA","siteName":"MapleCart","entityType":"node","userUid":0});</script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0];var j=d.createElement(s);var dl=l!='dataLayer'?'&l='+l:'';j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl+'';j.async=true;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-5HQ2WZP');</script>
<!-- End Google Tag Manager -->
<link rel="icon" href="/themes/custom/maple/favicon.ico" type="image/vnd.microsoft.icon" />
<link rel="alternate" hreflang="en" href="https://www.maplecart.ca${path}" />
<link rel="alternate" hreflang="fr" href="https://www.maplecart.ca/fr${path}" />

    <title>${title} | MapleCart</title>
    <link rel="stylesheet" media="all" href="/core/themes/stable9/css/system/components/align.module.css?${V}" />
<link rel="stylesheet" media="all" href="/core/themes/stable9/css/views/views.module.css?${V}" />
<link rel="stylesheet" media="all" href="/themes/custom/maple/dist/css/global.css?${V}" />

    
  </head>
  <body class="path-${nodeClass}">
    <noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-5HQ2WZP" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
        <a href="#main-content" class="visually-hidden focusable skip-link">
      Skip to main content
    </a>
    
      <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
    <div class="layout-container">
  <header role="banner" class="site-header">
      <div class="region region-header">
    <div id="block-maple-branding" class="block block-system block-system-branding-block">
  
    
        <a href="/" rel="home" class="site-logo">
      <img src="/themes/custom/maple/logo.svg" alt="Home" fetchpriority="high" />
    </a>
      </div>
<nav role="navigation" aria-labelledby="block-maple-main-menu-menu" id="block-maple-main-menu" class="block block-menu navigation menu--main">
            
  <h2 class="visually-hidden" id="block-maple-main-menu-menu">Main navigation</h2>
  

        
              <ul class="menu">
                    <li class="menu-item">
        <a href="/platform" data-drupal-link-system-path="node/4">Platform</a>
              </li>
                <li class="menu-item">
        <a href="/pricing" data-drupal-link-system-path="node/5">Pricing</a>
              </li>
                <li class="menu-item">
        <a href="/app-marketplace" data-drupal-link-system-path="app-marketplace">App Marketplace</a>
              </li>
                <li class="menu-item">
        <a href="/customers" data-drupal-link-system-path="node/9">Customers</a>
              </li>
                <li class="menu-item">
        <a href="/about" data-drupal-link-system-path="node/3">About</a>
              </li>
        </ul>
  


  </nav>
<div class="language-switcher-language-url block block-language block-language-blocklanguage-interface" id="block-maple-languageswitcher" role="navigation">
  <ul class="links"><li hreflang="en" data-drupal-link-system-path="&lt;front&gt;" class="en is-active" aria-current="page"><a href="/" class="language-link is-active" hreflang="en" data-drupal-link-system-path="&lt;front&gt;" aria-current="page">English</a></li><li hreflang="fr" data-drupal-link-system-path="&lt;front&gt;" class="fr"><a href="/fr" class="language-link" hreflang="fr" data-drupal-link-system-path="&lt;front&gt;">Français</a></li></ul>
  </div>
<a class="button button--primary" href="https://admin.maplecart.ca/signup">Start free</a>
  </div>

  </header>

  <main role="main">
    <a id="main-content" tabindex="-1"></a>
    <div class="layout-content">
        <div class="region region-content">
    <div data-drupal-messages-fallback class="hidden"></div>
${content}
  </div>

    </div>
  </main>

      <footer role="contentinfo" class="site-footer">
        <div class="region region-footer">
    <nav role="navigation" aria-labelledby="block-maple-footer-menu" id="block-maple-footer" class="block block-menu navigation menu--footer">
      <h2 id="block-maple-footer-menu">Company</h2>
              <ul class="menu">
                    <li class="menu-item"><a href="/about" data-drupal-link-system-path="node/3">About</a></li>
                    <li class="menu-item"><a href="/partners" data-drupal-link-system-path="partners">Partners</a></li>
                    <li class="menu-item"><a href="https://developers.maplecart.ca">Developers</a></li>
                    <li class="menu-item"><a href="https://status.maplecart.ca">Status</a></li>
                    <li class="menu-item"><a href="https://www.maplecart.com">MapleCart for US merchants</a></li>
        </ul>
  </nav>
<div id="block-maple-social" class="block block-block-content block-block-content3a0f2b8c-1e4d-4f7a-9b2c-6d8e0f1a2b3c">
      <div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item"><ul class="social"><li><a href="https://www.linkedin.com/company/maplecart">LinkedIn</a></li><li><a href="https://github.com/maplecart">GitHub</a></li><li><a href="https://x.com/maplecart">X</a></li></ul><p>© 2024 MapleCart Commerce Inc. · 200 University Ave, Toronto ON · <a href="/privacy">Privacy</a> · <a href="javascript:void(0)" class="ot-sdk-show-settings">Cookie settings</a></p></div>
  </div>

  </div>

    </footer>
  </div>

  </div>

    
    <script type="application/json" data-drupal-selector="drupal-settings-json">${JSON.stringify(settings)}</script>
<script src="/core/assets/vendor/jquery/jquery.min.js?v=3.7.1"></script>
<script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
<script src="/core/misc/drupalSettingsLoader.js?v=10.2.6"></script>
<script src="/core/misc/drupal.js?v=10.2.6"></script>
<script src="/core/misc/drupal.init.js?v=10.2.6"></script>
<script src="/modules/contrib/google_tag/js/gtm.js?${V}"></script>
<script src="/themes/custom/maple/dist/js/global.js?${V}"></script>

  </body>
</html>
`;
}

function node(nid: number, type: string, title: string, body: string): string {
  return `<div id="block-maple-page-title" class="block block-core block-page-title-block">
  
      <h1><span class="field field--name-title field--type-string field--label-hidden">${title}</span>
</h1>
  </div>
<div id="block-maple-content" class="block block-system block-system-main-block">
<article data-history-node-id="${nid}" class="node node--type-${type} node--view-mode-full">
  <div class="node__content">
    <div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">${body}</div>
  </div>
</article>
  </div>`;
}

const home = doc(
  'Headless commerce for Canadian brands',
  'MapleCart is the headless commerce platform built for Canada: bilingual storefronts, GST/HST/QST out of the box, and Canadian data residency.',
  '/',
  'frontpage',
  node(
    1,
    'landing_page',
    'Commerce that speaks both official languages',
    `<p class="lead">MapleCart is a headless commerce platform for Canadian brands: bilingual catalogues, GST/HST/PST/QST tax logic and data hosted in Montréal and Toronto.</p>
<div class="paragraph paragraph--type--stats"><div class="stat"><strong>1,900+</strong> merchants</div><div class="stat"><strong>$2.4B</strong> GMV processed</div><div class="stat"><strong>99.99%</strong> uptime</div></div>
<h2>Trusted by Canadian brands</h2>
<div class="logo-wall"><img src="/sites/default/files/logos/northwood-outfitters.svg" alt="Northwood Outfitters" /><img src="/sites/default/files/logos/fromagerie-belair.svg" alt="Fromagerie Bel-Air" /><img src="/sites/default/files/logos/coastal-kayak.svg" alt="Coastal Kayak Co." /></div>
<h2>Connect everything</h2>
<p>Payments, shipping, tax and marketing apps in the <a href="/app-marketplace">App Marketplace</a>. Need help launching? Work with a certified <a href="/partners">agency partner</a>.</p>`,
  ),
  1,
);

function agencyRow(name: string, city: string, tier: string, url: string | null): string {
  return `    <div class="views-row"><div class="partner-teaser">
  <div class="views-field views-field-title"><h3 class="field-content">${name}</h3></div>
  <div class="views-field views-field-field-city"><div class="field-content">${city}</div></div>
  <div class="views-field views-field-field-tier"><div class="field-content"><span class="tier tier--${tier.toLowerCase()}">${tier}</span></div></div>
  ${url ? `<div class="views-field views-field-field-website"><div class="field-content"><a href="${url}">${url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}</a></div></div>` : '<div class="views-field views-field-field-website"><div class="field-content"></div></div>'}
</div></div>
`;
}

function partners(page: number, rows: string): string {
  const pager =
    page === 0
      ? `<nav class="pager" role="navigation" aria-labelledby="pagination-heading">
    <h4 id="pagination-heading" class="visually-hidden">Pagination</h4>
    <ul class="pager__items js-pager__items">
                    <li class="pager__item is-active">
                                          <a href="?page=0" title="Current page" aria-current="page">
            <span class="visually-hidden">
              Current page
            </span>1</a>
        </li>
              <li class="pager__item">
                                          <a href="?page=1" title="Go to page 2">
            <span class="visually-hidden">
              Page
            </span>2</a>
        </li>
                          <li class="pager__item pager__item--next">
          <a href="?page=1" title="Go to next page" rel="next">
            <span class="visually-hidden">Next page</span>
            <span aria-hidden="true">Next ›</span>
          </a>
        </li>
          </ul>
  </nav>`
      : `<nav class="pager" role="navigation" aria-labelledby="pagination-heading">
    <h4 id="pagination-heading" class="visually-hidden">Pagination</h4>
    <ul class="pager__items js-pager__items">
              <li class="pager__item pager__item--previous">
          <a href="?page=0" title="Go to previous page" rel="prev">
            <span class="visually-hidden">Previous page</span>
            <span aria-hidden="true">‹ Previous</span>
          </a>
        </li>
                    <li class="pager__item">
                                          <a href="?page=0" title="Go to page 1">
            <span class="visually-hidden">
              Page
            </span>1</a>
        </li>
              <li class="pager__item is-active">
                                          <a href="?page=1" title="Current page" aria-current="page">
            <span class="visually-hidden">
              Current page
            </span>2</a>
        </li>
          </ul>
  </nav>`;
  const alliances =
    page === 0
      ? `
<div id="block-maple-alliances" class="block block-block-content block-block-content7c1e9a40-52b3-4d8f-a6e0-1f2b3c4d5e6f">
      <h2>Technology alliances</h2>
      <div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item"><p>Our alliance partners co-develop deep integrations with MapleCart's APIs:</p><ul><li><strong>Contentful</strong> — composable content for MapleCart storefronts (<a href="https://www.contentful.com/marketplace/maplecart/">Contentful Marketplace</a>)</li><li><strong>Algolia</strong> — bilingual product search and merchandising (<a href="https://www.algolia.com/">algolia.com</a>)</li></ul></div>
  </div>`
      : '';
  return doc(
    'Partners',
    'Find a certified MapleCart agency partner in Canada.',
    page === 0 ? '/partners' : '/partners?page=1',
    'partners',
    `<div id="block-maple-page-title" class="block block-core block-page-title-block">
      <h1>Partners</h1>
  </div>
<div id="block-maple-content" class="block block-system block-system-main-block">
<div class="views-element-container"><div class="view view-partner-directory view-id-partner_directory view-display-id-page_1 js-view-dom-id-5c0e4a91d2b3f7e86a1c9d0b2e4f6a8c">
      <div class="view-header">
      <p>Certified agencies design, build and run MapleCart storefronts. Platinum and Gold partners have launched at least ten and five stores respectively.</p>
    </div>
        <div class="view-filters">
      <form class="views-exposed-form" data-drupal-selector="views-exposed-form-partner-directory-page-1" action="/partners" method="get" id="views-exposed-form-partner-directory-page-1" accept-charset="UTF-8">
  <div class="js-form-item form-item js-form-type-select form-type-select js-form-item-province form-item-province">
      <label for="edit-province">Province</label>
        <select data-drupal-selector="edit-province" id="edit-province" name="province" class="form-select"><option value="All" selected="selected">- Any -</option><option value="ON">Ontario</option><option value="QC">Québec</option><option value="AB">Alberta</option><option value="BC">British Columbia</option><option value="NS">Nova Scotia</option><option value="MB">Manitoba</option></select>
        </div>
<div data-drupal-selector="edit-actions" class="form-actions js-form-wrapper form-wrapper" id="edit-actions"><input data-drupal-selector="edit-submit-partner-directory" type="submit" id="edit-submit-partner-directory" value="Apply" class="button js-form-submit form-submit" />
</div>
</form>
    </div>
  
      <div class="view-content">
${rows}    </div>
  
      ${pager}
  </div>
</div>

  </div>${alliances}`,
    null,
  );
}

const partners0 = partners(
  0,
  agencyRow('Northern Pixel Agency', 'Toronto, ON', 'Platinum', 'https://northernpixel.ca') +
    agencyRow('Lumière Numérique', 'Montréal, QC', 'Platinum', 'https://www.lumierenumerique.ca/') +
    agencyRow('Rocky Mountain Commerce', 'Calgary, AB', 'Gold', 'https://rockymountaincommerce.com') +
    agencyRow('Tidewater Digital', 'Halifax, NS', 'Gold', 'https://tidewaterdigital.ca/') +
    agencyRow('Prairie Code Co.', 'Winnipeg, MB', 'Certified', 'https://www.prairiecode.ca') +
    agencyRow('Pacific Rim Solutions', 'Vancouver, BC', 'Certified', 'https://pacificrimsolutions.ca'),
);

const partners1 = partners(
  1,
  agencyRow('Bytown Systems', 'Ottawa, ON', 'Certified', 'https://bytownsystems.ca') +
    agencyRow('Atelier Boréal', 'Québec, QC', 'Certified', 'https://www.atelierboreal.qc.ca/') +
    agencyRow('Loonie Labs', 'Toronto, ON', 'Certified', null),
);

function appRow(name: string, cat: string, desc: string, url: string): string {
  return `      <tr>
                                                                                        <td headers="view-title-table-column" class="views-field views-field-title"><a href="/app-marketplace/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}" hreflang="en">${name}</a>          </td>
                                                                                        <td headers="view-field-app-category-table-column" class="views-field views-field-field-app-category">${cat}          </td>
                                                                                        <td headers="view-body-table-column" class="views-field views-field-body">${desc}          </td>
                                                                                        <td headers="view-field-vendor-url-table-column" class="views-field views-field-field-vendor-url"><a href="${url}">Vendor site</a>          </td>
              </tr>
`;
}

const marketplace = doc(
  'App Marketplace',
  'Payments, shipping, tax and marketing apps for MapleCart.',
  '/app-marketplace',
  'app-marketplace',
  `<div id="block-maple-page-title" class="block block-core block-page-title-block">
      <h1>App Marketplace</h1>
  </div>
<div id="block-maple-content" class="block block-system block-system-main-block">
<div class="views-element-container"><div class="view view-app-marketplace view-id-app_marketplace view-display-id-page_1 js-view-dom-id-9b3d7e1f0a2c4e6b8d0f1a3c5e7b9d1f">
      <div class="view-header"><p>Every app below is built and supported by its vendor and reviewed by MapleCart.</p></div>
      <div class="view-content">
      <table class="views-table views-view-table cols-4">
        <thead>
      <tr>
                                                  <th id="view-title-table-column" class="views-field views-field-title" scope="col">App</th>
                                                  <th id="view-field-app-category-table-column" class="views-field views-field-field-app-category" scope="col">Category</th>
                                                  <th id="view-body-table-column" class="views-field views-field-body" scope="col">What it does</th>
                                                  <th id="view-field-vendor-url-table-column" class="views-field views-field-field-vendor-url" scope="col">Vendor</th>
              </tr>
    </thead>
    <tbody>
${appRow('Moneris', 'Payments', 'Card-present and online payments from Canada’s largest processor.', 'https://www.moneris.com/en/')}${appRow('Helcim', 'Payments', 'Interchange-plus card processing for small merchants.', 'https://www.helcim.com/')}${appRow('Canada Post', 'Shipping', 'Live rates, labels and tracking.', 'https://www.canadapost-postescanada.ca/cpc/en/business/shipping/')}${appRow('Purolator', 'Shipping', 'Next-day courier rates and labels.', 'https://www.purolator.com/en/business-solutions')}${appRow('ShipStation', 'Shipping', 'Multi-carrier fulfilment and batch labels.', 'https://www.shipstation.com/integrations/')}${appRow('Avalara', 'Tax', 'Cross-border duties and US sales tax.', 'https://www.avalara.com/ca/en/index.html')}${appRow('Klaviyo', 'Marketing', 'Email and SMS flows from MapleCart events.', 'https://www.klaviyo.com/integrations')}${appRow('Yotpo', 'Marketing', 'Reviews and loyalty.', 'https://www.yotpo.com/')}${appRow('Gorgias', 'Support', 'Helpdesk with order context.', 'https://www.gorgias.com/apps')}${appRow('Lightspeed Retail', 'POS', 'Sync inventory between stores and online.', 'https://www.lightspeedhq.com/pos/retail/')}    </tbody>
</table>

    </div>
  
  </div>
</div>

  </div>`,
  null,
);

const customers = doc(
  'Customers',
  'Canadian brands that sell on MapleCart.',
  '/customers',
  'node-9',
  node(
    9,
    'page',
    'Customers',
    `<div class="case"><h2>Northwood Outfitters</h2><p>Migrated 14,000 SKUs in six weeks with Northern Pixel Agency. <a href="https://www.northwoodoutfitters.ca">northwoodoutfitters.ca</a></p></div>
<div class="case"><h2>Fromagerie Bel-Air</h2><p>Fully bilingual storefront with QST handled automatically. <a href="https://fromageriebelair.com">fromageriebelair.com</a></p></div>`,
  ),
  9,
);

const about = doc(
  'About MapleCart',
  'Built in Toronto for Canadian commerce.',
  '/about',
  'node-3',
  node(
    3,
    'page',
    'About MapleCart',
    `<p>MapleCart was founded in Toronto in 2018 to give Canadian brands a commerce platform that understands bilingual catalogues, provincial taxes and Canadian data residency.</p>
<h2>Investors</h2>
<p>We're backed by <a href="https://www.bdc.ca/en/bdc-capital">BDC Capital</a> and Ontario angel investors.</p>
<h2>Security &amp; compliance</h2>
<p>PCI DSS Level 1 service provider (<a href="https://www.pcisecuritystandards.org/">PCI SSC</a>), SOC 2 Type II.</p>
<h2>Community</h2>
<p>Member of the <a href="https://www.canadianinnovators.org/">Council of Canadian Innovators</a>.</p>
<h2>Press</h2>
<ul><li><a href="https://betakit.com/maplecart-raises-series-b/">BetaKit: MapleCart raises $28M Series B</a></li></ul>`,
  ),
  3,
);

const blog = doc(
  'Headless vs. all-in-one: choosing a platform in 2024',
  'How to decide between headless commerce and an all-in-one platform.',
  '/blog/headless-vs-all-in-one',
  'node-57',
  node(
    57,
    'article',
    'Headless vs. all-in-one: choosing a platform in 2024',
    `<p>All-in-one platforms such as <a href="https://www.shopify.com/ca">Shopify</a> are a great start. But once you need a custom storefront, complex B2B pricing or Québec-compliant French content, a headless platform gives you more room.</p>
<p>According to <a href="https://www150.statcan.gc.ca/n1/daily-quotidien/240223/dq240223b-eng.htm">Statistics Canada</a>, e-commerce sales grew 6% last year.</p>`,
  ),
  57,
);

export const site: CorpusSite = {
  domain: 'maplecart.ca',
  otherDomains: ['maplecart.com'],
  covers:
    'Canadian headless-commerce platform in English (French switcher) on Drupal 10 hosted on Acquia with Varnish: agency partners in a Views directory with Drupal’s zero-based ?page=1 pager (one on a .qc.ca domain, one without a website), technology alliances in a custom block, and marketplace apps in a Views table with "Vendor site" links. Traps: unlinked customer logos, customer cases, investor, PCI council, innovators council membership, press, blog links to Shopify and Statistics Canada, GitHub/LinkedIn/X links, own developers/status/admin hosts and a US domain.',
  pages: {
    '/': { headers, html: home },
    '/partners': { headers, html: partners0 },
    '/partners?page=1': { headers, html: partners1 },
    '/app-marketplace': { headers, html: marketplace },
    '/customers': { headers, html: customers },
    '/about': { headers, html: about },
    '/blog/headless-vs-all-in-one': { headers, html: blog },
  },
  sitemap: ['/', '/app-marketplace', '/customers', '/about', '/blog/headless-vs-all-in-one', '/partners'],
  technologies: [
    'drupal',
    'php',
    'apache-http-server',
    'varnish',
    'acquia-cloud-platform',
    'amazon-web-services',
    'jquery',
    'onetrust',
    'google-tag-manager',
  ],
  partners: {
    'moneris.com': 'technology',
    'helcim.com': 'technology',
    'canadapost-postescanada.ca': 'technology',
    'purolator.com': 'technology',
    'shipstation.com': 'technology',
    'avalara.com': 'technology',
    'klaviyo.com': 'technology',
    'yotpo.com': 'technology',
    'gorgias.com': 'technology',
    'lightspeedhq.com': 'technology',
    'contentful.com': 'technology',
    'algolia.com': 'technology',
    'northernpixel.ca': 'channel',
    'lumierenumerique.ca': 'channel',
    'rockymountaincommerce.com': 'channel',
    'tidewaterdigital.ca': 'channel',
    'prairiecode.ca': 'channel',
    'pacificrimsolutions.ca': 'channel',
    'bytownsystems.ca': 'channel',
    'atelierboreal.qc.ca': 'channel',
  },
};
