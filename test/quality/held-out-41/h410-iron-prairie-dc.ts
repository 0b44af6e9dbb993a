import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  expires: 'Sun, 19 Nov 1978 05:00:00 GMT',
  'cache-control': 'max-age=900, public',
  'x-pantheon-styx-hostname': 'styx-fe3-b-6d8f9c7b54-q2kzm',
  'x-styx-req-id': 'f4a1c2e8-2b7d-11ef-9c3a-4e1b7d0a9f62',
  via: '1.1 varnish, 1.1 varnish',
  'x-served-by': 'cache-chi-klot8100071-CHI, cache-oma1920-OMA',
  'x-cache': 'HIT, MISS',
  'content-language': 'en',
  'x-frame-options': 'SAMEORIGIN',
};

const head = (title: string, description: string, path: string, nid: number): string => `<!DOCTYPE html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" data-domain-script="0190a3b2-6c4d-7e8f-9a01-b2c3d4e5f607" type="text/javascript" charset="UTF-8"></script>
<script src="https://www.googletagmanager.com/gtm.js?id=GTM-NQ4X7BM" async></script>
<meta name="description" content="${description}" />
<link rel="canonical" href="https://ironprairiedc.com${path}" />
<meta property="og:site_name" content="Iron Prairie Data Centers" />
<meta property="og:title" content="${title}" />
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<meta name="MobileOptimized" content="width" />
<meta name="HandheldFriendly" content="true" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<link rel="icon" href="/themes/custom/prairie/favicon.ico" type="image/vnd.microsoft.icon" />
<link rel="shortlink" href="https://ironprairiedc.com/node/${nid}" />
    <title>${title} | Iron Prairie Data Centers</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_k3VqX9mLp2T8wR1cN6bYzA0dE4fH7jK5.css?delta=0&amp;language=en&amp;theme=prairie&amp;include=eJxLzs8tKEotLk5NUUjPz0_PSQUAQ3cH_A" />
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qm2vX8pL1nR4tY7wZ0aB3cD6eF9gH2jK.css?delta=1&amp;language=en&amp;theme=prairie&amp;include=eJxLzs8tKEotLk5NUUjPz0_PSQUAQ3cH_A" />
  </head>`;

const header = `<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<div id="page-wrapper" class="page-wrapper">
<header id="header" class="site-header" data-drupal-selector="site-header" role="banner">
  <div class="site-header__inner container">
    <div id="block-prairie-site-branding" class="block block-system block-system-branding-block">
      <a href="/" rel="home" class="site-branding__logo"><img src="/themes/custom/prairie/logo.svg" alt="Iron Prairie Data Centers" width="200" height="44" /></a>
    </div>
    <nav role="navigation" aria-labelledby="block-prairie-main-menu-menu" id="block-prairie-main-menu" class="block block-menu navigation menu--main">
      <h2 class="visually-hidden" id="block-prairie-main-menu-menu">Main navigation</h2>
      <ul class="menu menu--level-1">
        <li class="menu__item menu__item--level-1"><a href="/colocation" class="menu__link" data-drupal-link-system-path="node/4">Colocation</a></li>
        <li class="menu__item menu__item--level-1 menu__item--has-children"><a href="/connectivity" class="menu__link" data-drupal-link-system-path="node/5">Connectivity</a>
          <ul class="menu menu--level-2">
            <li class="menu__item menu__item--level-2"><a href="/connectivity/carriers" class="menu__link" data-drupal-link-system-path="carriers">Connectivity partners</a></li>
            <li class="menu__item menu__item--level-2"><a href="/connectivity/cloud-on-ramps" class="menu__link" data-drupal-link-system-path="node/9">Cloud on-ramps</a></li>
          </ul>
        </li>
        <li class="menu__item menu__item--level-1"><a href="/facilities" class="menu__link" data-drupal-link-system-path="node/6">Facilities</a></li>
        <li class="menu__item menu__item--level-1"><a href="/partners" class="menu__link" data-drupal-link-system-path="node/7">Partners</a></li>
        <li class="menu__item menu__item--level-1"><a href="/about" class="menu__link" data-drupal-link-system-path="node/2">About</a></li>
        <li class="menu__item menu__item--level-1"><a href="/contact" class="menu__link menu__link--cta" data-drupal-link-system-path="node/3">Contact sales</a></li>
      </ul>
    </nav>
  </div>
</header>
<main id="main-content" class="main-content" role="main" tabindex="-1">
<div class="region region--content container">
<div data-drupal-messages-fallback class="hidden messages-list"></div>`;

const footer = `</div>
</main>
<footer class="site-footer">
  <div class="site-footer__inner container">
    <div class="region region--footer-top">
      <div id="block-prairie-footer-address" class="block block-block-content">
        <p><strong>Iron Prairie Data Centers, LLC</strong><br />4410 S 118th Street, Omaha, NE 68137<br />Sioux Falls · Omaha · Des Moines</p>
        <p><a href="tel:+14025550184">+1 (402) 555-0184</a> · <a href="mailto:sales@ironprairiedc.com">sales@ironprairiedc.com</a></p>
      </div>
      <nav role="navigation" aria-labelledby="block-prairie-footer-menu" id="block-prairie-footer" class="block block-menu navigation menu--footer">
        <h2 id="block-prairie-footer-menu" class="visually-hidden">Footer</h2>
        <ul class="menu menu--level-1">
          <li class="menu__item"><a href="https://portal.ironprairie.net/" class="menu__link">Customer portal</a></li>
          <li class="menu__item"><a href="https://status.ironprairiedc.com/" class="menu__link">Network status</a></li>
          <li class="menu__item"><a href="https://www.peeringdb.com/org/31842" class="menu__link">PeeringDB</a></li>
          <li class="menu__item"><a href="/partners" class="menu__link">Partner program</a></li>
          <li class="menu__item"><a href="https://boards.greenhouse.io/ironprairie" class="menu__link">Careers</a></li>
          <li class="menu__item"><a href="/privacy" class="menu__link" data-drupal-link-system-path="node/11">Privacy</a></li>
        </ul>
      </nav>
      <div id="block-prairie-social" class="block block-block-content">
        <a href="https://www.linkedin.com/company/iron-prairie-data-centers/">LinkedIn</a> · <a href="https://x.com/ironprairiedc">X</a>
      </div>
    </div>
    <div class="region region--footer-bottom"><p>© 2024 Iron Prairie Data Centers, LLC</p></div>
  </div>
</footer>
</div>
</div>
<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"/","pathPrefix":"","currentPathIsAdmin":false,"currentLanguage":"en"},"pluralDelimiter":"","suppressDeprecationErrors":true,"user":{"uid":0,"permissionsHash":"3c9e1f2a7b8d4e6f0a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f50617"}}</script>
<script src="/sites/default/files/js/js_Ab3cD4eF5gH6iJ7kL8mN9oP0qR1sT2uV3.js?scope=footer&amp;delta=0&amp;language=en&amp;theme=prairie&amp;include=eJxLzs8tKEotLk5NUUjPz0_PSQUAQ3cH_A"></script>
</body>
</html>`;

const node = (
  nid: number,
  type: string,
  title: string,
  body: string,
): string => `<article data-history-node-id="${nid}" class="node node--type-${type} node--view-mode-full">
  <header class="node__header"><h1 class="page-title"><span class="field field--name-title field--type-string field--label-hidden">${title}</span></h1></header>
  <div class="node__content">
    <div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">
${body}
    </div>
  </div>
</article>`;

type Carrier = { name: string; services: string; sites: string; url?: string };

const carriersPage0: Carrier[] = [
  { name: 'Zayo', services: 'Dark fiber, waves, Ethernet, IP transit', sites: 'Omaha, Des Moines', url: 'https://www.zayo.com/' },
  {
    name: 'Lumen',
    services: 'IP transit, waves, MPLS',
    sites: 'Omaha, Sioux Falls, Des Moines',
    url: 'https://www.lumen.com/en-us/home.html',
  },
  { name: 'Cogent Communications', services: 'IP transit, Ethernet', sites: 'Omaha', url: 'https://www.cogentco.com/en/' },
  { name: 'Omaha Metro Dark Fiber Cooperative', services: 'Metro dark fiber', sites: 'Omaha' },
];

const carriersPage1: Carrier[] = [
  { name: 'Hurricane Electric', services: 'IP transit, IPv6', sites: 'Omaha', url: 'https://he.net/' },
  {
    name: 'Plains Fiber Network',
    services: 'Regional long-haul, waves',
    sites: 'Sioux Falls, Des Moines',
    url: 'https://www.plainsfiber.net/',
  },
];

const carrierTable = (list: Carrier[]): string => `<table class="views-table views-view-table cols-4">
  <thead><tr><th id="view-title-table-column" class="views-field views-field-title" scope="col">Carrier</th><th id="view-field-services-table-column" class="views-field views-field-field-services" scope="col">Services</th><th id="view-field-sites-table-column" class="views-field views-field-field-sites" scope="col">On-net facilities</th><th id="view-field-website-table-column" class="views-field views-field-field-website" scope="col">Website</th></tr></thead>
  <tbody>
${list
  .map(
    (c) =>
      `<tr><td headers="view-title-table-column" class="views-field views-field-title">${c.name}</td><td headers="view-field-services-table-column" class="views-field views-field-field-services">${c.services}</td><td headers="view-field-sites-table-column" class="views-field views-field-field-sites">${c.sites}</td><td headers="view-field-website-table-column" class="views-field views-field-field-website">${c.url ? `<a href="${c.url}">${c.url.replace(/^https:\/\/(www\.)?/, '').replace(/\/.*$/, '')}</a>` : ''}</td></tr>`,
  )
  .join('\n')}
  </tbody>
</table>`;

const carriersView = (
  page: number,
  list: Carrier[],
): string => `<div class="views-element-container"><div class="view view-carriers view-id-carriers view-display-id-page_1 js-view-dom-id-7c1e2f9a0b3d">
  <div class="view-header"><h1 class="page-title">Connectivity partners</h1><p>All three Iron Prairie campuses are carrier-neutral. Cross-connect to any of our connectivity partners in the meet-me room, usually within 48 hours.</p></div>
  <div class="view-content">
${carrierTable(list)}
  </div>
  <nav class="pager" role="navigation" aria-labelledby="pagination-heading">
    <h4 id="pagination-heading" class="visually-hidden">Pagination</h4>
    <ul class="pager__items js-pager__items">
${
  page === 0
    ? `      <li class="pager__item is-active"><a href="?page=0" title="Current page" aria-current="page"><span class="visually-hidden">Current page</span>1</a></li>
      <li class="pager__item"><a href="?page=1" title="Go to page 2"><span class="visually-hidden">Page</span>2</a></li>
      <li class="pager__item pager__item--next"><a href="?page=1" title="Go to next page" rel="next"><span class="visually-hidden">Next page</span><span aria-hidden="true">Next ›</span></a></li>`
    : `      <li class="pager__item pager__item--previous"><a href="?page=0" title="Go to previous page" rel="prev"><span class="visually-hidden">Previous page</span><span aria-hidden="true">‹ Previous</span></a></li>
      <li class="pager__item"><a href="?page=0" title="Go to page 1"><span class="visually-hidden">Page</span>1</a></li>
      <li class="pager__item is-active"><a href="?page=1" title="Current page" aria-current="page"><span class="visually-hidden">Current page</span>2</a></li>`
}
    </ul>
  </nav>
  <div class="view-footer"><p>Carrier not listed? Our team can arrange new fiber builds into any campus – <a href="/contact">ask us</a>.</p></div>
</div></div>`;

const card = (
  href: string,
  logo: string,
  name: string,
  label: string,
  text: string,
): string => `<div class="paragraph paragraph--type--partner-card">
  <div class="field field--name-field-logo"><a href="${href}" title="${name}"><img loading="lazy" src="/sites/default/files/styles/partner_logo/public/2024-02/${logo}" width="180" height="72" alt="${name} logo" /></a></div>
  <h3 class="partner-card__name">${name}</h3>
  <div class="partner-card__label">${label}</div>
  <p>${text}</p>
</div>`;

export const site: CorpusSite = {
  domain: 'ironprairiedc.com',
  otherDomains: ['ironprairie.net'],
  covers:
    'US Midwest data-centre operator on Drupal 10 hosted on Pantheon (X-Generator, 1978 Expires, styx and varnish headers; Pantheon implies Nginx, PHP, MariaDB, Fastly) with OneTrust and GTM; "Connectivity" menu item redirects to a Views table of carriers called connectivity partners (generic) paginated with a Drupal pager (relative ?page=1 links), one carrier without a website; /partners page with paragraph cards splitting channel partners (agents, technology-services distributors) from technology partners (power/cooling vendors, interconnection fabric); negatives: Uptime Institute certification, SOC 2 auditor, investor whose name contains "Partners", 7x24 Exchange and iMasons memberships, sponsored tech week, PeeringDB, Greenhouse careers, customer portal on its own other domain, status sub-domain, customers named without links',
  pages: {
    '/': {
      headers,
      html: `${head('Carrier-neutral colocation in the Midwest', 'Carrier-neutral Tier III colocation in Omaha, Sioux Falls and Des Moines with 14 carriers and direct cloud on-ramps.', '/', 1)}
<body class="path-frontpage page-node-type-landing-page">
${header}
${node(
  1,
  'landing-page',
  'Carrier-neutral colocation in the heart of the Midwest',
  `<p class="lead">Iron Prairie operates three Tier III data centers in Omaha, Sioux Falls and Des Moines – 38 MW of critical load, low-cost renewable power and no hurricanes, earthquakes or wildfires.</p>
<ul class="stats"><li><strong>38 MW</strong> critical IT load</li><li><strong>14</strong> carriers on-net</li><li><strong>100%</strong> uptime since 2017</li></ul>
<h2>Built to be certified</h2>
<p>Our Omaha campus holds Tier III Certification of Constructed Facility from the <a href="https://uptimeinstitute.com/">Uptime Institute</a>, and all sites are covered by an annual SOC 2 Type II report audited by <a href="https://www.schellman.com/">Schellman</a>.</p>
<h2>Connected</h2>
<p>Reach 14 carriers in our meet-me rooms – see our <a href="/connectivity/carriers">connectivity partners</a> – or work with one of our <a href="/partners">channel and technology partners</a>.</p>
<h2>Trusted by</h2>
<p>Regional health systems, two of the Midwest's largest insurers, ag-tech platforms and a national retail chain run their infrastructure with us.</p>`,
)}
${footer}`,
    },
    '/connectivity': { status: 301, redirect: 'https://ironprairiedc.com/connectivity/carriers' },
    '/connectivity/carriers': {
      headers,
      html: `${head('Connectivity partners', 'Carriers and network providers on-net at Iron Prairie data centers.', '/connectivity/carriers', 0)}
<body class="path-connectivity">
${header}
${carriersView(0, carriersPage0)}
${footer}`,
    },
    '/connectivity/carriers?page=1': {
      headers,
      html: `${head('Connectivity partners', 'Carriers and network providers on-net at Iron Prairie data centers.', '/connectivity/carriers?page=1', 0)}
<body class="path-connectivity">
${header}
${carriersView(1, carriersPage1)}
${footer}`,
    },
    '/partners': {
      headers,
      html: `${head('Partner program', 'Channel and technology partners of Iron Prairie Data Centers.', '/partners', 7)}
<body class="path-node page-node-type-page">
${header}
${node(
  7,
  'page',
  'Partner program',
  `<p>Whether you advise enterprises on infrastructure or build the technology that runs inside our halls, there's a place for you in the Iron Prairie partner program.</p>
<h2 id="channel-partners">Channel partners</h2>
<p>Agents, advisors and technology services distributors who sell Iron Prairie colocation and earn recurring commission.</p>
<div class="field field--name-field-partner-cards field--type-entity-reference-revisions">
${card('https://www.telarus.com/', 'telarus.png', 'Telarus', 'Technology services distributor', 'Iron Prairie colocation is available to the Telarus advisor community across North America.')}
${card('https://goavant.net/', 'avant.png', 'Avant', 'Technology services distributor', 'Avant trusted advisors can quote our Omaha, Sioux Falls and Des Moines campuses.')}
${card('https://www.heartlandcloudadvisors.com/', 'heartland-cloud-advisors.png', 'Heartland Cloud Advisors', 'Authorized agent', 'Independent infrastructure advisors serving Nebraska, Iowa and the Dakotas.')}
</div>
<h2 id="technology-partners">Technology partners</h2>
<p>Vendors whose technology powers, cools and connects our facilities, and who co-design customer deployments with our engineers.</p>
<div class="field field--name-field-partner-cards field--type-entity-reference-revisions">
${card('https://www.se.com/us/en/', 'schneider-electric.png', 'Schneider Electric', 'Power & cooling', 'Uninterruptible power, switchgear and EcoStruxure DCIM across all three campuses.')}
${card('https://www.vertiv.com/en-us/', 'vertiv.png', 'Vertiv', 'Thermal management', 'Liquid-cooling and rear-door heat exchangers for our high-density AI suites.')}
${card('https://www.megaport.com/', 'megaport.png', 'Megaport', 'Interconnection fabric', 'On-demand connections to AWS, Azure, Google Cloud and Oracle from every Iron Prairie cabinet.')}
</div>
<p>Interested in partnering? Email <a href="mailto:partners@ironprairiedc.com">partners@ironprairiedc.com</a>.</p>`,
)}
${footer}`,
    },
    '/about': {
      headers,
      html: `${head('About us', 'The team and backers behind Iron Prairie Data Centers.', '/about', 2)}
<body class="path-node page-node-type-page">
${header}
${node(
  2,
  'page',
  'About Iron Prairie',
  `<p>Iron Prairie was founded in 2016 by a group of Midwest telecom and utility veterans who believed the region deserved world-class, carrier-neutral infrastructure.</p>
<h2>Our investors</h2>
<p>Iron Prairie is backed by <a href="https://www.graniteridgeinfra.com/">Granite Ridge Infrastructure Partners</a>, a private-equity firm focused on digital infrastructure.</p>
<h2>Industry involvement</h2>
<p>We are members of <a href="https://www.7x24exchange.org/">7x24 Exchange International</a> and <a href="https://imasons.org/">iMasons</a>, and proud presenting sponsor of <a href="https://www.siliconprairietechweek.com/">Silicon Prairie Tech Week</a>.</p>
<h2>Careers</h2>
<p>Our critical-facilities team is growing. See open roles on <a href="https://boards.greenhouse.io/ironprairie">Greenhouse</a>.</p>`,
)}
${footer}`,
    },
    '/contact': {
      headers,
      html: `${head('Contact sales', 'Request a quote or a tour of an Iron Prairie data center.', '/contact', 3)}
<body class="path-node page-node-type-page">
${header}
${node(
  3,
  'page',
  'Contact sales',
  `<p>Book a tour or request pricing: call <a href="tel:+14025550184">+1 (402) 555-0184</a> or email <a href="mailto:sales@ironprairiedc.com">sales@ironprairiedc.com</a>.</p>
<p>Existing customers can open tickets and remote-hands requests in the <a href="https://portal.ironprairie.net/">customer portal</a>.</p>`,
)}
${footer}`,
    },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain; charset=UTF-8' },
      html: `#
# robots.txt
#
User-agent: *
# CSS, JS, Images
Allow: /core/*.css$
Allow: /core/*.js$
Allow: /profiles/*.css$
Allow: /themes/*.css$
# Directories
Disallow: /core/
Disallow: /profiles/
# Paths (clean URLs)
Disallow: /admin/
Disallow: /user/login
Disallow: /search/
`,
    },
  },
  technologies: ['drupal', 'php', 'pantheon', 'nginx', 'mariadb', 'fastly', 'varnish', 'onetrust', 'google-tag-manager', 'open-graph'],
  partners: {
    'zayo.com': 'generic',
    'lumen.com': 'generic',
    'cogentco.com': 'generic',
    'he.net': 'generic',
    'plainsfiber.net': 'generic',
    'telarus.com': 'channel',
    'goavant.net': 'channel',
    'heartlandcloudadvisors.com': 'channel',
    'se.com': 'technology',
    'vertiv.com': 'technology',
    'megaport.com': 'technology',
  },
};
