import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, desc: string, path: string): string => `<head>
<meta charset="utf-8" />
<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" data-document-language="true" type="text/javascript" charset="UTF-8" data-domain-script="0192f3a1-7c2e-7d4b-9a1f-5e8c2b7d9e10"></script>
<script type="text/javascript">function OptanonWrapper() { }</script>
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-SKR7L2P');</script>
<meta name="description" content="${desc}" />
<link rel="canonical" href="https://skerrylines.co.uk${path}" />
<meta property="og:site_name" content="Skerry Lines" />
<meta property="og:title" content="${title}" />
<meta property="og:description" content="${desc}" />
<meta property="og:image" content="https://skerrylines.co.uk/sites/default/files/styles/og_image/public/2025-03/mv-skerry-dawn.jpg" />
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<meta name="MobileOptimized" content="width" />
<meta name="HandheldFriendly" content="true" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<link rel="icon" href="/themes/custom/skerry/favicon.ico" type="image/vnd.microsoft.icon" />
<title>${title}</title>
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xk3aT9vQmB0wP2sR7yLh4cE1nZ6uJ8dF5gH0iK2lM3o.css?delta=0&amp;language=en&amp;theme=skerry&amp;include=eJxLzs8pS81LLElNiS9KTcrPzykGAD0UBr0" />
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_a7Bc9De1Fg3Hi5Jk7Lm9No1Pq3Rs5Tu7Vw9Xy1Za3bC.css?delta=1&amp;language=en&amp;theme=skerry&amp;include=eJxLzs8pS81LLElNiS9KTcrPzykGAD0UBr0" />
</head>`;

const nav = `<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-SKR7L2P" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<div class="alert-bar" role="region" aria-label="Service alerts"><p>Service update: the 07:15 Oban&ndash;Colonsay sailing on 16 February is subject to weather. <a href="/service-status">Check service status</a></p></div>
<header role="banner" class="site-header">
<div class="region region-header">
<div id="block-skerry-branding" class="block block-system block-system-branding-block">
<a href="/" rel="home" class="site-logo"><img src="/themes/custom/skerry/logo.svg" alt="Skerry Lines home" fetchpriority="high" /></a>
</div>
<nav role="navigation" aria-labelledby="block-skerry-main-menu-menu" id="block-skerry-main-menu" class="block block-menu navigation menu--main">
<h2 class="visually-hidden" id="block-skerry-main-menu-menu">Main navigation</h2>
<ul class="menu menu--level-1">
<li class="menu__item"><a href="/routes-and-timetables" class="menu__link" data-drupal-link-system-path="node/14">Routes &amp; timetables</a></li>
<li class="menu__item"><a href="/fares" class="menu__link" data-drupal-link-system-path="node/15">Fares</a></li>
<li class="menu__item"><a href="/travel-partners" class="menu__link" data-drupal-link-system-path="node/22">Travel partners</a></li>
<li class="menu__item"><a href="/freight" class="menu__link" data-drupal-link-system-path="node/31">Freight</a></li>
<li class="menu__item"><a href="/about-us" class="menu__link" data-drupal-link-system-path="node/7">About us</a></li>
</ul>
</nav>
<a class="button button--primary book-now" href="https://booking.skerrylines.co.uk/">Book now</a>
</div>
</header>`;

const footer = `<footer role="contentinfo" class="site-footer">
<div class="region region-footer">
<nav role="navigation" aria-labelledby="block-footer-travel-menu" class="block block-menu menu--footer-travel">
<h2 id="block-footer-travel-menu">Travel</h2>
<ul class="menu">
<li class="menu__item"><a href="/routes-and-timetables" data-drupal-link-system-path="node/14">Timetables</a></li>
<li class="menu__item"><a href="/service-status" data-drupal-link-system-path="node/16">Service status</a></li>
<li class="menu__item"><a href="/accessibility" data-drupal-link-system-path="node/17">Accessibility</a></li>
<li class="menu__item"><a href="/travelling-with-pets" data-drupal-link-system-path="node/18">Travelling with pets</a></li>
</ul>
</nav>
<nav role="navigation" aria-labelledby="block-footer-company-menu" class="block block-menu menu--footer-company">
<h2 id="block-footer-company-menu">Company</h2>
<ul class="menu">
<li class="menu__item"><a href="/about-us" data-drupal-link-system-path="node/7">About us</a></li>
<li class="menu__item"><a href="/trade/agents" data-drupal-link-system-path="node/40">Trade &amp; agents</a></li>
<li class="menu__item"><a href="/careers" data-drupal-link-system-path="node/8">Careers</a></li>
<li class="menu__item"><a href="https://www.skerryfreight.com/">Skerry Freight</a></li>
</ul>
</nav>
<div class="block block-block-content footer-social">
<h2>Follow us</h2>
<ul class="social-links">
<li><a href="https://www.facebook.com/skerrylines">Facebook</a></li>
<li><a href="https://www.instagram.com/skerrylines/">Instagram</a></li>
<li><a href="https://x.com/skerrylines">X (service updates)</a></li>
</ul>
</div>
<div class="block block-block-content footer-payments">
<h2 class="visually-hidden">We accept</h2>
<ul class="payment-icons">
<li><img src="/themes/custom/skerry/images/payments/visa.svg" alt="Visa" /></li>
<li><img src="/themes/custom/skerry/images/payments/mastercard.svg" alt="Mastercard" /></li>
<li><img src="/themes/custom/skerry/images/payments/amex.svg" alt="American Express" /></li>
<li><img src="/themes/custom/skerry/images/payments/apple-pay.svg" alt="Apple Pay" /></li>
</ul>
</div>
<div class="block footer-legal"><p>&copy; 2026 Skerry Lines Ltd, Railway Pier, Oban PA34 4LW. Registered in Scotland SC418822. <a href="/terms-and-conditions">Conditions of carriage</a> &middot; <a href="/privacy">Privacy</a> &middot; <a href="/cookies">Cookies</a></p></div>
</div>
</footer>
</div>
<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPath":"node\\/1","currentPathIsAdmin":false,"isFront":true,"currentLanguage":"en"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"user":{"uid":0,"permissionsHash":"4f0d9a0e7f7b1c3e2a5d8b6c9e1f0a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f"}}</script>
<script src="/core/assets/vendor/jquery/jquery.min.js?v=3.7.1"></script>
<script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
<script src="/core/misc/drupalSettingsLoader.js?v=10.3.6"></script>
<script src="/core/misc/drupal.js?v=10.3.6"></script>
<script src="/core/misc/drupal.init.js?v=10.3.6"></script>
<script src="/themes/custom/skerry/js/skerry.js?t4q9zb"></script>`;

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  'cache-control': 'max-age=900, public',
  via: '1.1 varnish',
  'x-varnish': '412288731 411902244',
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

const page = (title: string, desc: string, path: string, nodeClass: string, content: string): string => `<!DOCTYPE html>
<html lang="en" dir="ltr">
${head(title, desc, path)}
<body class="path-node page-node-type-${nodeClass}">
${nav}
<main role="main" id="main-content" class="main-content">
<div class="region region-content">
${content}
</div>
</main>
${footer}
</body>
</html>`;

const home = page(
  'Skerry Lines | Ferries to Colonsay, Jura and the Small Isles',
  'Car and foot passenger ferries from Oban and Tayvallich to Colonsay, Jura and the Small Isles. Book online, check timetables and service status.',
  '/',
  'landing_page',
  `<div class="paragraph paragraph--type--hero">
<h1>Island hopping, the slow way</h1>
<p>Three ships, five islands and the best views on the west coast.</p>
<form class="booking-widget" action="https://booking.skerrylines.co.uk/search" method="get">
<label for="bw-route">Route</label>
<select id="bw-route" name="route"><option value="OBN-CSY">Oban &ndash; Colonsay</option><option value="TAY-JUR">Tayvallich &ndash; Jura</option><option value="OBN-EIG">Oban &ndash; Eigg &ndash; Muck</option></select>
<label for="bw-date">Date</label><input id="bw-date" type="date" name="date" />
<label for="bw-veh">Vehicle</label><select id="bw-veh" name="vehicle"><option>Foot passenger</option><option>Car</option><option>Campervan</option><option>Bicycle</option></select>
<button type="submit" class="button button--primary">Search sailings</button>
</form>
</div>
<div class="paragraph paragraph--type--cards">
<h2>Plan your trip</h2>
<div class="cards">
<article class="card"><h3><a href="/routes-and-timetables">Timetables</a></h3><p>Summer 2026 timetables are now published.</p></article>
<article class="card"><h3><a href="/travel-partners">Rail &amp; coach connections</a></h3><p>Train and coach connections from Glasgow with our travel partners.</p></article>
<article class="card"><h3><a href="/fares#islander">Islander fares</a></h3><p>Residents of Colonsay and Jura travel for less.</p></article>
</div>
</div>
<div class="paragraph paragraph--type--reviews">
<h2>Rated excellent by our passengers</h2>
<a href="https://www.feefo.com/en-GB/reviews/skerry-lines" target="_blank" rel="noopener"><img src="https://api.feefo.com/api/logo?merchantidentifier=skerry-lines&amp;template=Service-Stars-White-316x80.png" alt="Feefo rating: 4.8 out of 5" /></a>
<blockquote>&ldquo;Crew were brilliant with our nervous dog. Spotted dolphins off Kerrera!&rdquo; &mdash; Ailsa, Glasgow</blockquote>
</div>`,
);

const travelPartners = page(
  'Travel partners | Skerry Lines',
  'Rail and coach connections, holiday packages and island accommodation offers from Skerry Lines travel partners.',
  '/travel-partners',
  'page',
  `<article class="node node--type-page node--view-mode-full">
<h1 class="page-title">Travel partners</h1>
<div class="field field--name-body">
<p>Getting to the islands without a car is easier than you might think. We work with rail, coach and holiday partners so the whole journey fits together.</p>
</div>
<div class="paragraph paragraph--type--partner-list">
<h2>Rail &amp; coach connections</h2>
<div class="views-element-container">
<div class="view view-partners view-display-id-rail">
<div class="views-row"><div class="partner-teaser"><img src="/sites/default/files/partners/scotrail.svg" alt="ScotRail" loading="lazy" /><h3><a href="https://www.scotrail.co.uk/plan-your-journey/oban">ScotRail</a></h3><p>Trains from Glasgow Queen Street connect with our sailings at Oban, and we hold the evening sailing for late-running trains.</p></div></div>
<div class="views-row"><div class="partner-teaser"><img src="/sites/default/files/partners/citylink.svg" alt="Scottish Citylink" loading="lazy" /><h3><a href="https://www.citylink.co.uk/">Scottish Citylink</a></h3><p>Coach connections to Oban pier timed to our morning sailings.</p></div></div>
</div>
</div>
</div>
<div class="paragraph paragraph--type--partner-list">
<h2>Holiday packages</h2>
<p>These tour operators sell island holidays that include Skerry Lines crossings:</p>
<ul>
<li><a href="https://www.hebrideanbreaks.com/">Hebridean Breaks</a> &ndash; self-drive island-hopping itineraries</li>
<li><a href="https://islandhopper-holidays.co.uk/">Island Hopper Holidays</a> &ndash; walking and wildlife holidays</li>
<li>Argyll Coach Tours &ndash; group coach holidays (book by phone on 01631 566 120)</li>
</ul>
</div>
<div class="paragraph paragraph--type--partner-list">
<h2>Stay on the islands</h2>
<p>Show your Skerry Lines booking reference for 10% off at our accommodation partners.</p>
<div class="logo-grid">
<a href="https://www.colonsayhotel.co.uk/"><img src="/sites/default/files/partners/colonsay-hotel.png" alt="The Colonsay Hotel" /></a>
<a href="https://jurabunkhouse.scot/"><img src="/sites/default/files/partners/jura-bunkhouse.png" alt="Jura Bunkhouse" /></a>
</div>
</div>
</article>`,
);

const agents = page(
  'Trade &amp; agents | Skerry Lines',
  'Information for travel agents, tour operators and group organisers booking Skerry Lines sailings.',
  '/trade/agents',
  'page',
  `<article class="node node--type-page node--view-mode-full">
<h1 class="page-title">Trade &amp; agents</h1>
<div class="field field--name-body">
<p>Skerry Lines sailings can be booked through our network of appointed travel agents, who receive commission on every booking. Agents log in to the <a href="https://booking.skerrylines.co.uk/trade">trade booking portal</a>.</p>
<h2>Appointed agents</h2>
<table>
<thead><tr><th>Agent</th><th>Based in</th><th>Agent level</th></tr></thead>
<tbody>
<tr><td><a href="https://www.celticroutes.ie/">Celtic Routes</a></td><td>Dublin</td><td>Gold agent</td></tr>
<tr><td><a href="https://www.westcoasttravel.scot/">West Coast Travel</a></td><td>Oban</td><td>Gold agent</td></tr>
<tr><td><a href="https://nordseereisen.de/">Nordsee Reisen</a></td><td>Hamburg</td><td>Appointed agent</td></tr>
</tbody>
</table>
<h2>Become an agent</h2>
<p>ABTA or IATA members can apply for an agency agreement. Email <a href="mailto:trade@skerrylines.co.uk">trade@skerrylines.co.uk</a>.</p>
</div>
</article>`,
);

const about = page(
  'About us | Skerry Lines',
  'Skerry Lines has connected Argyll&#039;s smaller islands to the mainland since 1988.',
  '/about-us',
  'page',
  `<article class="node node--type-page node--view-mode-full">
<h1 class="page-title">About Skerry Lines</h1>
<div class="field field--name-body">
<p>Skerry Lines was founded in 1988 by a group of Colonsay and Jura residents who were tired of waiting for someone else to run a ferry. Today we operate three vessels &ndash; MV Skerry, MV Jura Lass and MV Eilean Beag &ndash; and carry 210,000 passengers a year.</p>
<p>Our sister company <a href="https://www.skerryfreight.com/">Skerry Freight</a> runs scheduled freight and livestock sailings.</p>
<h2>Memberships &amp; awards</h2>
<ul>
<li>Member of <a href="https://www.discoverferries.com/">Discover Ferries</a> and the <a href="https://www.ukchamberofshipping.com/">UK Chamber of Shipping</a></li>
<li>Green Tourism Gold award, <a href="https://www.green-business.co.uk/">Green Tourism</a>, 2025</li>
<li>Winner, Transport &amp; Travel category, Scottish Thistle Awards 2024</li>
</ul>
<h2>Our fleet is funded with support from</h2>
<p><a href="https://www.transport.gov.scot/">Transport Scotland</a> and <a href="https://www.hie.co.uk/">Highlands and Islands Enterprise</a>.</p>
</div>
</article>`,
);

export const site: CorpusSite = {
  domain: 'skerrylines.co.uk',
  otherDomains: ['skerryfreight.com'],
  covers:
    'English ferry operator on Drupal 10 behind Varnish (OneTrust, GTM, Drupal views markup); travel-partners page mixing rail/coach connection and accommodation partners (generic) with holiday-package tour operators (channel, one unlinked); agent table with agent levels on a trade page linked only from the footer (channel); negatives: Feefo rating badge, testimonial, payment icons, booking subdomain, sister freight company, memberships, awards, public funders, socials',
  pages: {
    '/': { headers, html: home },
    '/travel-partners': { headers, html: travelPartners },
    '/trade/agents': { headers, html: agents },
    '/about-us': { headers, html: about },
  },
  sitemap: [
    '/',
    '/routes-and-timetables',
    '/fares',
    '/travel-partners',
    '/freight',
    '/about-us',
    '/trade/agents',
    '/service-status',
    '/careers',
  ],
  technologies: ['drupal', 'php', 'varnish', 'jquery', 'onetrust', 'google-tag-manager', 'feefo', 'priority-hints', 'hsts', 'open-graph'],
  partners: {
    'scotrail.co.uk': 'generic',
    'citylink.co.uk': 'generic',
    'hebrideanbreaks.com': 'channel',
    'islandhopper-holidays.co.uk': 'channel',
    'colonsayhotel.co.uk': 'generic',
    'jurabunkhouse.scot': 'generic',
    'celticroutes.ie': 'channel',
    'westcoasttravel.scot': 'channel',
    'nordseereisen.de': 'channel',
  },
};
