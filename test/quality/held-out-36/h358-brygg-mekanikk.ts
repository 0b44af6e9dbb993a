import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8f5d2a07c1e94b36-OSL',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': '26481937',
  'x-hs-cache-config': 'BrowserCache-5s-EdgeCache-0s',
  'x-hs-content-id': '148203917452',
  'strict-transport-security': 'max-age=31536000; includeSubDomains; preload',
};

const head = (title: string, path: string, desc: string): string => `<!DOCTYPE html>
<html lang="nb">
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="shortcut icon" href="https://bryggmekanikk.no/hubfs/favicon-brygg.png">
<meta name="description" content="${desc}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="https://bryggmekanikk.no/hubfs/hub_generated/template_assets/1/148201234567/1741000000000/template_main.min.css">
<link rel="stylesheet" href="https://bryggmekanikk.no/hubfs/hub_generated/module_assets/1/148201234999/1741000000000/module_logo-grid.min.css">
<meta property="og:description" content="${desc}">
<meta property="og:title" content="${title}">
<meta property="og:url" content="https://bryggmekanikk.no${path}">
<meta property="og:image" content="https://bryggmekanikk.no/hubfs/og/brygg-pro-2.jpg">
<meta name="twitter:card" content="summary_large_image">
<link rel="canonical" href="https://bryggmekanikk.no${path}">
<meta http-equiv="content-language" content="nb">
<meta name="generator" content="HubSpot">
</head>`;

const header = `<body>
<div class="body-wrapper hs-content-id-148203917452 hs-site-page page">
<div data-global-resource-path="brygg-theme/templates/partials/header.html"><header class="header">
  <div class="header__container content-wrapper">
    <div class="header__logo"><a href="https://bryggmekanikk.no"><img src="https://bryggmekanikk.no/hubfs/logo/brygg-mekanikk.svg" alt="Brygg Mekanikk" width="170" height="36"></a></div>
    <nav class="menu menu--desktop" aria-label="Hovedmeny">
      <ul class="menu__wrapper no-list">
        <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="https://bryggmekanikk.no/maskiner">Espressomaskiner</a></li>
        <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="https://bryggmekanikk.no/kvernere">Kverner</a></li>
        <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="https://bryggmekanikk.no/forhandlere">Finn forhandler</a></li>
        <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="https://bryggmekanikk.no/service">Service</a></li>
        <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="https://bryggmekanikk.no/om-oss">Om oss</a></li>
      </ul>
    </nav>
    <div class="header__language-switcher"><a href="https://bryggmekanikk.com/en" lang="en">English</a></div>
  </div>
</header></div>
<main id="main-content" class="body-container-wrapper">`;

const footer = `</main>
<div data-global-resource-path="brygg-theme/templates/partials/footer.html"><footer class="footer">
  <div class="footer__container content-wrapper">
    <div class="row-fluid">
      <div class="span3"><h4>Brygg Mekanikk AS</h4><p>Sandakerveien 24C<br>0473 Oslo<br>Org.nr. 918 274 551</p></div>
      <div class="span3"><h4>Produkter</h4><ul><li><a href="https://bryggmekanikk.no/maskiner">Espressomaskiner</a></li><li><a href="https://bryggmekanikk.no/kvernere">Kverner</a></li><li><a href="https://bryggmekanikk.no/reservedeler">Reservedeler</a></li></ul></div>
      <div class="span3"><h4>Selskapet</h4><ul><li><a href="https://bryggmekanikk.no/om-oss">Om oss</a></li><li><a href="https://bryggmekanikk.no/samarbeidspartnere">Samarbeidspartnere</a></li><li><a href="https://www.finnjobb-nord.no/firma/brygg-mekanikk">Ledige stillinger</a></li><li><a href="https://bryggmekanikk.no/presse">Presse</a></li></ul></div>
      <div class="span3"><h4>Følg oss</h4><ul class="social"><li><a href="https://www.instagram.com/bryggmekanikk">Instagram</a></li><li><a href="https://www.linkedin.com/company/brygg-mekanikk">LinkedIn</a></li><li><a href="https://www.youtube.com/@bryggmekanikk">YouTube</a></li></ul></div>
    </div>
    <p class="footer__copyright">&copy; 2026 Brygg Mekanikk AS &middot; <a href="https://bryggmekanikk.no/personvern">Personvern</a></p>
  </div>
</footer></div>
</div>
<div id="hs-eu-cookie-confirmation" class="hs-cookie-notification-position-bottom" role="region" aria-label="Informasjonskapsler"><div id="hs-eu-cookie-confirmation-inner"><p>Vi bruker informasjonskapsler for å forbedre nettstedet.</p><a id="hs-eu-confirmation-button" role="button">Godta</a> <a id="hs-eu-decline-button" role="button">Avslå</a></div></div>
<script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<script src="https://bryggmekanikk.no/hubfs/hub_generated/template_assets/1/148201234570/1741000000000/template_main.min.js"></script>
<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">var _hsq = _hsq || [];_hsq.push(["setContentType", "standard-page"]);_hsq.push(["setCanonicalUrl", "https://bryggmekanikk.no"]);</script>
<script type="text/javascript" id="hs-script-loader" async defer src="/hs/scriptloader/26481937.js"></script>
<!-- End of HubSpot Analytics Code -->
<script async src="https://js.hs-analytics.net/analytics/1741000000000/26481937.js"></script>
<script defer src="https://js-eu1.hs-scripts.com/26481937.js"></script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'bryggmekanikk.no',
  otherDomains: ['bryggmekanikk.com'],
  covers:
    'Norwegian espresso-machine maker on HubSpot CMS; dealer locator table (forhandlere) with Nordic dealers, and a Norwegian-path partner page (/samarbeidspartnere, footer only) with technology partners and authorised service partners; café customers, Innovasjon-style grant, design award, trade fair, English .com site and job board as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('Brygg Mekanikk | Espressomaskiner designet og bygget i Oslo', '/', 'Håndbygde espressomaskiner og kverner for kaffebarer og hjem. Designet og produsert i Oslo.')}
${header}
<div class="container-fluid body-container body-container--home">
  <div class="row-fluid-wrapper"><div class="row-fluid"><div class="span12 widget-span widget-type-cell dnd-section">
    <div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module"><section class="hero"><h1>Espresso, bygget for å vare i 30 år.</h1><p>Brygg Pro 2 er en dobbel-boiler espressomaskin med trykkprofilering, bygget i rustfritt stål i Oslo.</p><a class="button" href="https://bryggmekanikk.no/maskiner/brygg-pro-2">Se Brygg Pro 2</a></section></div>
  </div></div></div>
  <section class="customers"><h2>Brukt av kaffebarer i hele Norden</h2>
    <div class="logo-grid">
      <a href="https://www.fjellkaffe.no/" target="_blank"><img src="https://bryggmekanikk.no/hubfs/kunder/fjellkaffe.png" alt="Fjellkaffe Oslo"></a>
      <img src="https://bryggmekanikk.no/hubfs/kunder/sjokaffe.png" alt="Sjø Kaffebar Bergen">
      <a href="https://www.kaffekollektivet-trd.no/" target="_blank"><img src="https://bryggmekanikk.no/hubfs/kunder/kollektivet.png" alt="Kaffekollektivet Trondheim"></a>
    </div>
    <blockquote>«Maskinen har gått 14 timer om dagen i fire år uten en eneste driftsstans.» &mdash; Kaffekollektivet Trondheim</blockquote>
  </section>
  <section class="cta"><h2>Vil du prøve en Brygg?</h2><p>Besøk en av våre <a href="https://bryggmekanikk.no/forhandlere">forhandlere</a> eller showroomet vårt på Sandaker.</p></section>
</div>
${footer}`,
    },
    '/forhandlere': {
      headers,
      html: `${head('Finn forhandler | Brygg Mekanikk', '/forhandlere', 'Autoriserte forhandlere av Brygg Mekanikk i Norge, Sverige og Danmark.')}
${header}
<div class="container-fluid body-container"><div class="content-wrapper">
  <h1>Finn forhandler</h1>
  <p>Brygg-maskiner selges gjennom autoriserte forhandlere som kan demonstrere maskinene, levere og installere. Velg land for å filtrere listen.</p>
  <div class="dealer-filter" role="tablist"><button role="tab" aria-selected="true" data-country="all">Alle</button><button role="tab" data-country="no">Norge</button><button role="tab" data-country="se">Sverige</button><button role="tab" data-country="dk">Danmark</button></div>
  <table class="dealer-table">
    <thead><tr><th>Forhandler</th><th>By</th><th>Type</th><th>Nettside</th></tr></thead>
    <tbody>
      <tr data-country="no"><td>Kaffemaskinhuset AS</td><td>Oslo</td><td>Proff og hjem</td><td><a href="https://www.kaffemaskinhuset.no/" target="_blank">kaffemaskinhuset.no</a></td></tr>
      <tr data-country="no"><td>Vestlandske Baristautstyr</td><td>Bergen</td><td>Proff</td><td><a href="https://baristautstyr-vest.no/" target="_blank">baristautstyr-vest.no</a></td></tr>
      <tr data-country="no"><td>Espresso Nord</td><td>Tromsø</td><td>Proff og hjem</td><td><a href="https://www.espressonord.no/" target="_blank">espressonord.no</a></td></tr>
      <tr data-country="se"><td>Bönhuset Göteborg</td><td>Göteborg</td><td>Hjem</td><td><a href="https://www.bonhuset.se/" target="_blank">bonhuset.se</a></td></tr>
      <tr data-country="dk"><td>Københavns Kaffeudstyr ApS</td><td>København</td><td>Proff</td><td><a href="https://kbh-kaffeudstyr.dk/" target="_blank">kbh-kaffeudstyr.dk</a></td></tr>
    </tbody>
  </table>
  <h2>Bli forhandler</h2>
  <p>Driver du butikk eller serviceverksted for kaffeutstyr? <a href="https://bryggmekanikk.no/bli-forhandler">Søk om å bli autorisert forhandler</a>.</p>
  <div class="hbspt-form" id="hbspt-form-dealer"><form class="hs-form stacked" action="https://forms-eu1.hsforms.com/submissions/v3/public/submit/formsnext/multipart/26481937/3c9d1e2f-aaaa-4b5c-8d7e-112233445566" method="POST"><input type="text" name="company" placeholder="Firmanavn"><input type="email" name="email" placeholder="E-post"><input type="submit" value="Send"></form></div>
</div></div>
${footer}`,
    },
    '/samarbeidspartnere': {
      headers,
      html: `${head('Samarbeidspartnere | Brygg Mekanikk', '/samarbeidspartnere', 'Teknologipartnere og autoriserte servicepartnere for Brygg Mekanikk.')}
${header}
<div class="container-fluid body-container"><div class="content-wrapper">
  <h1>Samarbeidspartnere</h1>
  <p>Vi samarbeider med utvalgte selskaper for å gjøre maskinene smartere og for å sikre rask service over hele landet.</p>
  <h2>Teknologipartnere</h2>
  <div class="logo-grid">
    <div class="logo-grid__item"><a href="https://www.brewmetrics.io/integrations/brygg" target="_blank"><img src="https://bryggmekanikk.no/hubfs/partnere/brewmetrics.svg" alt="BrewMetrics"></a><p>Skybasert telemetri: følg uttak, temperatur og vedlikeholdsbehov for alle maskiner i appen.</p></div>
    <div class="logo-grid__item"><a href="https://aquaclar.no/" target="_blank"><img src="https://bryggmekanikk.no/hubfs/partnere/aquaclar.svg" alt="AquaClar vannfilter"></a><p>Vannfiltre med filtersensor som rapporterer direkte til Brygg-appen.</p></div>
    <div class="logo-grid__item"><a href="https://www.scalesense.eu/" target="_blank"><img src="https://bryggmekanikk.no/hubfs/partnere/scalesense.svg" alt="ScaleSense"></a><p>Bluetooth-vekt som styrer shottiden automatisk.</p></div>
  </div>
  <h2>Autoriserte servicepartnere</h2>
  <p>Disse verkstedene er sertifisert av oss for installasjon, garantireparasjoner og årlig service på Brygg-maskiner.</p>
  <ul class="service-list">
    <li><strong><a href="https://www.kaffeservice-midt.no/" target="_blank">Kaffeservice Midt AS</a></strong> &ndash; Trondheim og Møre</li>
    <li><strong><a href="https://sorlandsservice.no/" target="_blank">Sørlandsservice</a></strong> &ndash; Kristiansand og Agder</li>
    <li><strong>Finnmark Kaffeteknikk</strong> &ndash; Alta (kontakt oss for telefonnummer)</li>
  </ul>
</div></div>
${footer}`,
    },
    '/om-oss': {
      headers,
      html: `${head('Om oss | Brygg Mekanikk', '/om-oss', 'Brygg Mekanikk ble grunnlagt i 2015 av to ingeniører og en barista.')}
${header}
<div class="container-fluid body-container"><div class="content-wrapper">
  <h1>Om Brygg Mekanikk</h1>
  <p>Brygg Mekanikk ble grunnlagt i 2015 av maskiningeniørene Sindre Holm og Eirik Aas sammen med barista-mester Line Vik. I dag er vi 38 ansatte og bygger rundt 1&nbsp;200 maskiner i året i verkstedet på Sandaker.</p>
  <p>Utviklingen av Brygg Pro 2 ble delfinansiert med et innovasjonstilskudd fra <a href="https://www.innovasjonsfondet-norge.no/" target="_blank">Innovasjonsfondet</a>.</p>
  <h2>Priser</h2>
  <p>Brygg Pro 2 vant <a href="https://www.nordicdesignaward.com/2025/winners/brygg-pro-2" target="_blank">Nordic Design Award 2025</a> i kategorien produktdesign.</p>
  <h2>Møt oss</h2>
  <p>Vi stiller ut på <a href="https://www.nordiccoffeefair.com/" target="_blank">Nordic Coffee Fair</a> i Oslo, 21.&ndash;23. april 2026, stand C-14.</p>
</div></div>
${footer}`,
    },
  },
  sitemap: [
    'https://bryggmekanikk.no/',
    'https://bryggmekanikk.no/forhandlere',
    'https://bryggmekanikk.no/samarbeidspartnere',
    'https://bryggmekanikk.no/om-oss',
  ],
  technologies: [
    'hubspot-cms-hub',
    'hubspot',
    'hubspot-analytics',
    'hubspot-cookie-policy-banner',
    'jquery',
    'cloudflare',
    'hsts',
    'open-graph',
  ],
  partners: {
    'kaffemaskinhuset.no': 'channel',
    'baristautstyr-vest.no': 'channel',
    'espressonord.no': 'channel',
    'bonhuset.se': 'channel',
    'kbh-kaffeudstyr.dk': 'channel',
    'brewmetrics.io': 'technology',
    'aquaclar.no': 'technology',
    'scalesense.eu': 'technology',
    'kaffeservice-midt.no': 'channel',
    'sorlandsservice.no': 'channel',
  },
};
