import type { CorpusSite } from '../corpus/types.js';

const headers = {
  server: 'Apache',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-dynamic-cache': 'MISS',
  'content-type': 'text/html; charset=UTF-8',
};

const page = (title: string, body: string): string => `<!DOCTYPE html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="MobileOptimized" content="width">
<title>${title} | FleetLogiq</title>
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qm3kL9xT2pR7vW1yZ4aB6cD8eF0gH2iJ.css">
<script src="/core/assets/vendor/jquery/jquery.min.js?v=3.7.1"></script>
</head>
<body class="path-node page-node-type-page">
<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
<div class="dialog-off-canvas-main-canvas">
<header role="banner">
  <a href="/" rel="home" class="site-logo"><img src="/themes/custom/fleetlogiq/logo.svg" alt="Home"></a>
  <nav role="navigation" aria-labelledby="block-mainnavigation-menu"><ul class="menu">
    <li class="menu-item"><a href="/solutions/vehicle-tracking">Vehicle tracking</a></li>
    <li class="menu-item"><a href="/solutions/tachograph">Tachograph</a></li>
    <li class="menu-item"><a href="/solutions/video-telematics">Video telematics</a></li>
    <li class="menu-item"><a href="/customers">Customers</a></li>
    <li class="menu-item menu-item--expanded"><a href="/partners">Partners</a>
      <ul class="menu"><li><a href="/partners/hardware">Hardware partners</a></li><li><a href="/partners/integrations">Integrations</a></li><li><a href="/partners/resellers">Find a reseller</a></li></ul></li>
    <li class="menu-item"><a href="/contact">Contact</a></li>
  </ul></nav>
  <a href="https://partners.fleetlogiq.com/user/login" class="button--secondary">Reseller login</a>
  <a href="https://app.fleetlogiq.com/" class="button">Customer login</a>
</header>
<main role="main"><a id="main-content" tabindex="-1"></a>${body}</main>
<footer role="contentinfo">
  <div class="accreditations">
    <a href="https://www.bsigroup.com/en-GB/iso-27001-information-security/"><img src="/sites/default/files/bsi-iso27001.png" alt="BSI ISO 27001 certified"></a>
    <a href="https://logistics.org.uk/"><img src="/sites/default/files/logistics-uk-member.png" alt="Member of Logistics UK"></a>
    <a href="https://www.fleetnews.co.uk/awards"><img src="/sites/default/files/fleet-news-awards-2025.png" alt="Fleet News Awards 2025 – Telematics Supplier of the Year"></a>
  </div>
  <p>FleetLogiq Ltd · Registered in England &amp; Wales 09876543 · Unit 7, Apex Park, Milton Keynes MK1 1AA</p>
  <p><a href="https://www.linkedin.com/company/fleetlogiq">LinkedIn</a> · <a href="https://fleetlogiq.bamboohr.com/careers">Careers</a> · <a href="/privacy-policy">Privacy</a></p>
</footer>
</div>
</body>
</html>`;

const reseller = (
  name: string,
  region: string,
  web: string,
  label: string,
): string => `<div class="views-row"><article class="node--type-reseller">
  <h3>${name}</h3><div class="field--name-field-region">${region}</div>
  <div class="field--name-field-website"><a href="${web}">${label}</a></div></article></div>`;

const resellersFirst = {
  headers,
  html: page(
    'Find a reseller',
    `<h1>Find a reseller</h1>
<div class="view-resellers">
${reseller('Track &amp; Trace Solutions', 'South West', 'https://www.trackandtracesolutions.co.uk/', 'trackandtracesolutions.co.uk')}
${reseller('Fleetwise Installations', 'London &amp; South East', 'https://fleetwiseinstallations.com', 'fleetwiseinstallations.com')}
${reseller('Northern Telematics', 'North East', 'https://www.northerntelematics.co.uk', 'Website')}
<nav class="pager" role="navigation"><ul class="pager__items js-pager__items">
  <li class="pager__item is-active"><a href="?page=0">1</a></li>
  <li class="pager__item"><a href="?page=1" title="Go to page 2">2</a></li>
  <li class="pager__item pager__item--next"><a href="?page=1" rel="next">Next ›</a></li>
</ul></nav>
</div>`,
  ),
};

export const site: CorpusSite = {
  domain: 'fleetlogiq.com',
  covers:
    'Drupal fleet-telematics vendor with a Partners dropdown leading to a hub and three sub-pages: hardware partners as a logo grid, integrations as a two-column definition list, and a reseller directory paginated Drupal-style (?page=0/?page=1) as views rows; traps are a reseller portal login, BSI ISO 27001, Logistics UK membership, a Fleet News award, linked customer case studies, BambooHR careers and a tachograph page linking the DVSA.',
  pages: {
    '/': {
      headers,
      html: page(
        'Fleet tracking, tachograph and video telematics',
        `<section class="hero"><h1>Every van, every driver, every mile — in one place</h1><p>Live tracking, remote tacho download and AI dashcams for fleets of 5 to 5,000.</p></section>
<section class="customers"><h2>Trusted by UK fleets</h2>
  <a href="/customers/ocado"><img src="/sites/default/files/logos/ocado.png" alt="Ocado"></a>
  <a href="https://www.biffa.co.uk/"><img src="/sites/default/files/logos/biffa.png" alt="Biffa"></a>
  <a href="https://www.speedyservices.com/"><img src="/sites/default/files/logos/speedy.png" alt="Speedy Hire"></a>
</section>
<section><p>Remote tachograph download meets <a href="https://www.gov.uk/government/organisations/driver-and-vehicle-standards-agency">DVSA</a> requirements for driver card and VU data.</p></section>`,
      ),
    },
    '/partners': {
      headers,
      html: page(
        'Partners',
        `<h1>Partners</h1>
<p>FleetLogiq works with best-in-class hardware makers, software vendors and a UK-wide network of resellers and installers.</p>
<div class="paragraph--type--card-row">
  <a class="card" href="/partners/hardware"><h2>Hardware partners</h2><p>Trackers, cameras and sensors we certify.</p></a>
  <a class="card" href="/partners/integrations"><h2>Integrations</h2><p>Fuel cards, payroll and maintenance software.</p></a>
  <a class="card" href="/partners/resellers"><h2>Resellers &amp; installers</h2><p>Buy and get fitted locally.</p></a>
</div>
<h2>Become a reseller</h2><p>Margin, demo kit and installer training. <a href="/contact?enquiry=reseller">Get in touch</a>.</p>`,
      ),
    },
    '/partners/hardware': {
      headers,
      html: page(
        'Hardware partners',
        `<h1>Hardware partners</h1>
<div class="views-view-grid">
  <div class="views-col"><a href="https://teltonika-gps.com/"><img src="/sites/default/files/partners/teltonika.png" alt="Teltonika Telematics"></a><p>FMC-series GPS trackers</p></div>
  <div class="views-col"><a href="https://www.queclink.com/"><img src="/sites/default/files/partners/queclink.png" alt="Queclink"></a><p>Asset trackers</p></div>
  <div class="views-col"><a href="https://www.mobileye.com/"><img src="/sites/default/files/partners/mobileye.png" alt="Mobileye"></a><p>Collision avoidance</p></div>
  <div class="views-col"><a href="https://www.streamax.com/"><img src="/sites/default/files/partners/streamax.png" alt="Streamax"></a><p>AI dashcams</p></div>
</div>`,
      ),
    },
    '/partners/integrations': {
      headers,
      html: page(
        'Integrations',
        `<h1>Integrations</h1>
<dl class="integrations">
  <dt>Fuel cards</dt><dd><a href="https://www.allstarcard.co.uk/">Allstar</a>, <a href="https://www.radius.com/uk/fuel-cards">Radius Fuel Cards</a></dd>
  <dt>Payroll &amp; HR</dt><dd><a href="https://www.xero.com/uk/">Xero</a>, <a href="https://www.brighthr.com/">BrightHR</a></dd>
  <dt>Tachograph analysis</dt><dd><a href="https://www.tachomaster.co.uk/">TachoMaster</a></dd>
  <dt>Driver behaviour</dt><dd><a href="https://www.lightfoot.co.uk/">Lightfoot</a></dd>
</dl>`,
      ),
    },
    '/partners/resellers': resellersFirst,
    '/partners/resellers?page=0': resellersFirst,
    '/partners/resellers?page=1': {
      headers,
      html: page(
        'Find a reseller',
        `<h1>Find a reseller</h1>
<div class="view-resellers">
${reseller('Celtic Fleet Systems', 'Wales', 'https://celticfleetsystems.wales/', 'celticfleetsystems.wales')}
${reseller('Clyde Vehicle Technology', 'Scotland', 'https://www.clydevt.co.uk/', 'clydevt.co.uk')}
<nav class="pager" role="navigation"><ul class="pager__items js-pager__items">
  <li class="pager__item pager__item--previous"><a href="?page=0" rel="prev">‹ Previous</a></li>
  <li class="pager__item"><a href="?page=0">1</a></li>
  <li class="pager__item is-active"><a href="?page=1">2</a></li>
</ul></nav>
</div>`,
      ),
    },
  },
  sitemap: [
    '/',
    '/solutions/vehicle-tracking',
    '/solutions/tachograph',
    '/customers',
    '/partners',
    '/partners/hardware',
    '/partners/integrations',
    '/partners/resellers',
    '/contact',
  ],
  technologies: ['drupal', 'php', 'jquery', 'apache-http-server'],
  partners: {
    'teltonika-gps.com': 'technology',
    'queclink.com': 'technology',
    'mobileye.com': 'technology',
    'streamax.com': 'technology',
    'allstarcard.co.uk': 'technology',
    'radius.com': 'technology',
    'xero.com': 'technology',
    'brighthr.com': 'technology',
    'tachomaster.co.uk': 'technology',
    'lightfoot.co.uk': 'technology',
    'trackandtracesolutions.co.uk': 'channel',
    'fleetwiseinstallations.com': 'channel',
    'northerntelematics.co.uk': 'channel',
    'celticfleetsystems.wales': 'channel',
    'clydevt.co.uk': 'channel',
  },
};
