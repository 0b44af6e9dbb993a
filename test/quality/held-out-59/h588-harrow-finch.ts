import type { CorpusSite } from '../corpus/types.js';

const H = 'https://www.harrowandfinch.co.uk';

const hdrs = {
  server: 'Apache',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  expires: 'Sun, 19 Nov 1978 05:00:00 GMT',
  'cache-control': 'max-age=900, public',
  via: '1.1 varnish (Varnish/7.1)',
  'x-varnish': '48213377 47120981',
  'content-type': 'text/html; charset=UTF-8',
};

const head = (title: string, desc: string, path: string, extra = '') => `<!DOCTYPE html>
<html lang="en" dir="ltr" prefix="og: https://ogp.me/ns#">
<head>
<meta charset="utf-8" />
<meta name="description" content="${desc}" />
<link rel="canonical" href="${H}${path}" />
<meta property="og:site_name" content="Harrow &amp; Finch" />
<meta property="og:type" content="website" />
<meta property="og:url" content="${H}${path}" />
<meta property="og:title" content="${title}" />
<meta property="og:image" content="${H}/sites/default/files/2024-02/harrow-finch-field-38-og.jpg" />
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<meta name="MobileOptimized" content="width" />
<meta name="HandheldFriendly" content="true" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<link rel="icon" href="/themes/custom/harrow/favicon.ico" type="image/vnd.microsoft.icon" />
<title>${title}</title>
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xh3b9dK2v0aQm1PzT7LwE4nR8cY5uJ6sF0gH2iO1pBk.css?delta=0&amp;language=en&amp;theme=harrow&amp;include=eJxFjEEKwCAMBD_k8" />
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_p9Qm2Lx7Vb1Rz4Nk8Ta3Ws6Ye0Uc5Hd2Jf9Gi1Ko3Ml.css?delta=1&amp;language=en&amp;theme=harrow" />
${extra}
<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" type="text/javascript" charset="UTF-8" data-domain-script="0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b"></script>
<script type="text/javascript">function OptanonWrapper() { }</script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-HF29WQ3');</script>
<!-- End Google Tag Manager -->
</head>`;

const nav = `<body class="path-node page-node-type-page">
<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<header role="banner" class="site-header">
  <div class="region region-header">
    <div id="block-harrow-branding" class="block block-system block-system-branding-block">
      <a href="/" rel="home" class="site-logo"><img src="/themes/custom/harrow/logo.svg" alt="Harrow &amp; Finch Watchmakers" /></a>
    </div>
    <nav role="navigation" aria-labelledby="block-harrow-main-menu-menu" id="block-harrow-main-menu" class="block block-menu navigation menu--main">
      <h2 class="visually-hidden" id="block-harrow-main-menu-menu">Main navigation</h2>
      <ul class="menu">
        <li class="menu-item"><a href="/collections" data-drupal-link-system-path="node/12">Collections</a></li>
        <li class="menu-item"><a href="/craft" data-drupal-link-system-path="node/14">Craft</a></li>
        <li class="menu-item"><a href="/authorised-retailers" data-drupal-link-system-path="node/31">Find a retailer</a></li>
        <li class="menu-item"><a href="/service" data-drupal-link-system-path="node/33">Servicing</a></li>
        <li class="menu-item"><a href="/about" data-drupal-link-system-path="node/2">About</a></li>
        <li class="menu-item"><a href="https://shop.harrowandfinch.co.uk/">Shop</a></li>
      </ul>
    </nav>
  </div>
</header>
<main role="main"><a id="main-content" tabindex="-1"></a>
<div class="region region-content">`;

const footer = `</div>
</main>
<footer role="contentinfo" class="site-footer">
  <div class="region region-footer">
    <nav class="block block-menu menu--footer">
      <ul class="menu">
        <li class="menu-item"><a href="/about">Our story</a></li>
        <li class="menu-item"><a href="/careers">Careers</a></li>
        <li class="menu-item"><a href="/press">Press</a></li>
        <li class="menu-item"><a href="/warranty">Warranty</a></li>
        <li class="menu-item"><a href="/privacy-policy">Privacy policy</a></li>
        <li class="menu-item"><a href="/terms">Terms &amp; conditions</a></li>
        <li class="menu-item"><a href="#" class="ot-sdk-show-settings">Cookie settings</a></li>
      </ul>
    </nav>
    <div class="block social-links">
      <a href="https://www.instagram.com/harrowandfinch/">Instagram</a>
      <a href="https://www.youtube.com/@harrowandfinch">YouTube</a>
      <a href="https://www.linkedin.com/company/harrow-and-finch/">LinkedIn</a>
    </div>
    <p class="copyright">&copy; 2024 Harrow &amp; Finch Ltd. Registered in England &amp; Wales no. 10482277. The Old Forge, 3 Mill Lane, Chipping Norton OX7 5JZ. US customers: <a href="https://www.harrowandfinch.com/">harrowandfinch.com</a></p>
  </div>
</footer>
</div>
<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPathIsAdmin":false,"currentLanguage":"en"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"user":{"uid":0,"permissionsHash":"4e1b2c9d"}}</script>
<script src="/core/misc/drupalSettingsLoader.js?v=10.2.4"></script>
<script src="/core/misc/drupal.js?v=10.2.4"></script>
<script src="/core/misc/drupal.init.js?v=10.2.4"></script>
<script src="/themes/custom/harrow/js/harrow.js?sb7c2q"></script>
</body>
</html>`;

const home = `${head('Harrow & Finch | British mechanical watches, made in the Cotswolds', 'Mechanical watches designed, assembled and regulated in Chipping Norton.', '/')}
${nav}
<article class="node node--type-page">
  <section class="hero"><h1>Made slowly, in the Cotswolds</h1><p>The Field 38 is back in a limited run of 250, with a British-made case and a hand-finished Swiss calibre.</p><a href="/collections/field" class="button">Discover the Field 38</a></section>
  <section class="collections">
    <h2>Collections</h2>
    <ul><li><a href="/collections/field">Field</a> &mdash; from &pound;1,450</li><li><a href="/collections/regatta">Regatta chronograph</a> &mdash; from &pound;2,950</li><li><a href="/collections/evenlode">Evenlode dress</a> &mdash; from &pound;1,850</li></ul>
  </section>
  <section class="sponsorship">
    <h2>Official timekeeper</h2>
    <p>We are proud to sponsor the <a href="https://www.cowesclassicregatta.org/">Cowes Classic Regatta</a> as its official timekeeper for the third year running, and to support our ambassador, the offshore sailor Kate Lomond.</p>
  </section>
  <section class="awards">
    <p><img src="/sites/default/files/2023-11/award-badge.png" alt="Best British Watch 2023" /> The Regatta chronograph was named Best British Watch 2023 by <a href="https://www.horologicalreview.com/awards/2023">Horological Review</a>.</p>
  </section>
</article>
${footer}`;

const retailers: { name: string; town: string; country: string; street: string; url?: string; phone: string }[] = [
  {
    name: 'Beaumont Jewellers',
    town: 'Bath',
    country: 'GB',
    street: '14 Milsom Street',
    url: 'https://www.beaumontjewellers.co.uk/',
    phone: '+44 1225 480 112',
  },
  {
    name: 'Thistle & Time',
    town: 'Edinburgh',
    country: 'GB',
    street: '52 George Street',
    url: 'https://thistleandtime.co.uk/',
    phone: '+44 131 226 4471',
  },
  {
    name: 'Marlow Watch Co.',
    town: 'Marlow',
    country: 'GB',
    street: '7 High Street',
    url: 'https://www.marlowwatch.co.uk/',
    phone: '+44 1628 471 905',
  },
  { name: 'Kettering Goldsmiths', town: 'Kettering', country: 'GB', street: '21 Gold Street', phone: '+44 1536 512 330' },
  {
    name: 'Lexington Horology',
    town: 'New York',
    country: 'US',
    street: '988 Lexington Avenue',
    url: 'https://www.lexingtonhorology.com/',
    phone: '+1 212 555 0199',
  },
  {
    name: 'Ginza Tokei-ten',
    town: 'Tokyo',
    country: 'JP',
    street: '5-7-2 Ginza, Chuo-ku',
    url: 'https://www.ginza-tokeiten.co.jp/',
    phone: '+81 3 5555 0142',
  },
];

const jsonLd = {
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name: 'Harrow & Finch authorised retailers',
  itemListElement: retailers.map((r, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    item: {
      '@type': 'Store',
      name: r.name,
      telephone: r.phone,
      address: { '@type': 'PostalAddress', streetAddress: r.street, addressLocality: r.town, addressCountry: r.country },
      ...(r.url ? { url: r.url } : {}),
    },
  })),
};

const leaflet = `<link rel="stylesheet" href="https://unpkg.com/leaflet@1.9.4/dist/leaflet.css" integrity="sha256-p4NxAoJBhIIN+hmNHrzRCf9tD/miZyoHS5obTRR9BMY=" crossorigin="" />
<script src="https://unpkg.com/leaflet@1.9.4/dist/leaflet.js" integrity="sha256-20nQCchB9co0qIjJZRGuk2/Z9VM+kNiyxNV1lvTlZBo=" crossorigin=""></script>`;

const retailersPage = `${head('Authorised retailers | Harrow & Finch', 'Find a Harrow & Finch authorised retailer in the UK and worldwide.', '/authorised-retailers', leaflet)}
${nav}
<article class="node node--type-page">
  <h1 class="page-title">Find an authorised retailer</h1>
  <div class="field field--name-body"><p>Our watches are sold by a small number of independent jewellers who have been trained by our workshop. Buying from an authorised retailer guarantees our full five-year international warranty.</p></div>
  <div id="retailer-map" class="retailer-map" style="height:420px" data-lat="51.94" data-lng="-1.54"></div>
  <h2>United Kingdom</h2>
  <div class="views-element-container"><div class="view view-retailers view-display-id-uk">
    <div class="views-row"><h3>Beaumont Jewellers</h3><p>14 Milsom Street, Bath BA1 1DE &middot; +44 1225 480 112</p><a href="https://www.beaumontjewellers.co.uk/" rel="nofollow">Visit website</a></div>
    <div class="views-row"><h3>Thistle &amp; Time</h3><p>52 George Street, Edinburgh EH2 2LR &middot; +44 131 226 4471</p><a href="https://thistleandtime.co.uk/" rel="nofollow">Visit website</a></div>
    <div class="views-row"><h3>Marlow Watch Co.</h3><p>7 High Street, Marlow SL7 1AU &middot; +44 1628 471 905</p><a href="https://www.marlowwatch.co.uk/" rel="nofollow">Visit website</a></div>
    <div class="views-row"><h3>Kettering Goldsmiths</h3><p>21 Gold Street, Kettering NN16 8JA &middot; +44 1536 512 330</p></div>
  </div></div>
  <h2>International</h2>
  <div class="views-element-container"><div class="view view-retailers view-display-id-intl">
    <div class="views-row"><h3>Lexington Horology</h3><p>New York, United States</p></div>
    <div class="views-row"><h3>Ginza Tokei-ten</h3><p>Tokyo, Japan</p></div>
  </div></div>
  <p>Interested in stocking Harrow &amp; Finch? Please contact <a href="mailto:trade@harrowandfinch.co.uk">trade@harrowandfinch.co.uk</a>.</p>
  <script type="application/ld+json">${JSON.stringify(jsonLd)}</script>
</article>
${footer}`;

const service = `${head('Servicing your watch | Harrow & Finch', 'How to have your Harrow & Finch watch serviced.', '/service')}
${nav}
<article class="node node--type-page">
  <h1 class="page-title">Servicing</h1>
  <div class="field field--name-body">
    <p>We recommend a full service every five years. Watches can be returned to our workshop in Chipping Norton, or handed in at our authorised service partner in London:</p>
    <p><strong>Chronos Repair Centre</strong>, 41 Hatton Garden, London EC1N 8EB &mdash; <a href="https://www.chronosrepair.co.uk/harrow-finch">chronosrepair.co.uk</a></p>
    <p>Any authorised retailer can also accept your watch and send it on to us. A standard service costs &pound;320 and takes around six weeks.</p>
  </div>
</article>
${footer}`;

const about = `${head('About us | Harrow & Finch', 'The story of Harrow & Finch and the people who help us make our watches.', '/about')}
${nav}
<article class="node node--type-page">
  <h1 class="page-title">About us</h1>
  <div class="field field--name-body">
    <p>Harrow &amp; Finch was founded in 2016 by watchmakers Tom Harrow and Elena Finch in a converted forge in Chipping Norton. Every watch is assembled, regulated and tested by hand in our workshop.</p>
    <h2>Our partners in craft</h2>
    <p>Our movements are built on calibres supplied and hand-decorated for us by <a href="https://www.atelierjurassien.ch/">Atelier Jurassien SA</a> in the Vall&eacute;e de Joux, our partner since our very first watch. Straps are cut and stitched in the West Midlands by our partners at <a href="https://www.walsallleather.co.uk/">Walsall Leatherworks</a>.</p>
    <h2>Press</h2>
    <ul>
      <li><a href="https://www.horologicalreview.com/reviews/harrow-finch-regatta">Horological Review &mdash; &ldquo;The Regatta is the British chronograph we have been waiting for&rdquo;</a></li>
      <li>The Telegraph Luxury &mdash; &ldquo;Britain&rsquo;s watchmaking revival&rdquo;, March 2024</li>
    </ul>
  </div>
</article>
${footer}`;

export const site: CorpusSite = {
  domain: 'harrowandfinch.co.uk',
  otherDomains: ['harrowandfinch.com'],
  covers:
    'British watchmaker on Drupal 10 (Apache, Varnish, OneTrust, Leaflet map): authorised retailers as Views rows plus a JSON-LD ItemList carrying the two international retailers only there, one UK retailer without website, a service partner in prose, supply partners in prose; regatta sponsorship, award, press and own US domain as negatives',
  pages: {
    '/': { redirect: `${H}/` },
    [`${H}/`]: { headers: hdrs, html: home },
    [`${H}/authorised-retailers`]: { headers: hdrs, html: retailersPage },
    [`${H}/service`]: { headers: hdrs, html: service },
    [`${H}/about`]: { headers: hdrs, html: about },
  },
  sitemap: [`${H}/`, `${H}/collections`, `${H}/authorised-retailers`, `${H}/service`, `${H}/about`, `${H}/press`],
  technologies: ['apache-http-server', 'drupal', 'google-tag-manager', 'leaflet', 'onetrust', 'open-graph', 'php', 'unpkg', 'varnish'],
  partners: {
    'beaumontjewellers.co.uk': 'channel',
    'thistleandtime.co.uk': 'channel',
    'marlowwatch.co.uk': 'channel',
    'lexingtonhorology.com': 'channel',
    'ginza-tokeiten.co.jp': 'channel',
    'chronosrepair.co.uk': 'channel',
    'atelierjurassien.ch': 'generic',
    'walsallleather.co.uk': 'generic',
  },
};
