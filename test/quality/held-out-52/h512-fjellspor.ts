import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, path: string): string => `<!doctype html>
<html class="no-js" lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>
<link rel="canonical" href="https://fjellspor.no${path}">
<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
<meta property="og:site_name" content="Fjellspor">
<meta property="og:title" content="${title}">
<meta property="og:type" content="website">
<meta property="og:image" content="http://fjellspor.no/cdn/shop/files/fjellspor-og.jpg?v=1712045511">
<link href="//fjellspor.no/cdn/shop/t/14/assets/base.css?v=117828829876360325621712045602" rel="stylesheet" type="text/css" media="all">
<script>var Shopify = Shopify || {};Shopify.shop = "fjellspor.myshopify.com";Shopify.locale = "nb";Shopify.currency = {"active":"NOK","rate":"1.0"};Shopify.theme = {"name":"Dawn","id":136472510721};</script>
<script src="https://cdn.shopify.com/s/files/1/0612/4839/2065/t/14/compiled_assets/scripts.js?v=1402" defer></script>
<script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=XqT7aZ"></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7HF2KQ4W1B"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-7HF2KQ4W1B');</script>
</head>
<body class="template-page">
<a class="skip-to-content-link button visually-hidden" href="#MainContent">Hopp til innholdet</a>
<div class="announcement-bar">Fri frakt over 999,- · 60 dagers åpent kjøp</div>
<header class="header">
  <a href="/" class="header__heading-link"><img src="//fjellspor.no/cdn/shop/files/fjellspor-logo.svg?v=1" alt="Fjellspor" width="160"></a>
  <nav class="header__inline-menu">
    <ul class="list-menu">
      <li><a href="/collections/jakker" class="header__menu-item">Jakker</a></li>
      <li><a href="/collections/sekker" class="header__menu-item">Sekker</a></li>
      <li><a href="/collections/ull" class="header__menu-item">Ull</a></li>
      <li><a href="/pages/forhandlere" class="header__menu-item">Forhandlere</a></li>
      <li><a href="/pages/samarbeid" class="header__menu-item">Samarbeid</a></li>
      <li><a href="/pages/om-oss" class="header__menu-item">Om oss</a></li>
    </ul>
  </nav>
  <a href="/cart" class="header__icon header__icon--cart">Handlekurv</a>
</header>
<main id="MainContent" class="content-for-layout" role="main">
`;

const foot = `
</main>
<footer class="footer">
  <div class="footer__blocks-wrapper">
    <div class="footer-block">
      <h2 class="footer-block__heading">Kundeservice</h2>
      <ul><li><a href="/pages/kontakt">Kontakt oss</a></li><li><a href="/policies/refund-policy">Retur og bytte</a></li><li><a href="/pages/garanti">Livstidsgaranti på reparasjon</a></li></ul>
    </div>
    <div class="footer-block">
      <h2 class="footer-block__heading">Følg oss</h2>
      <ul class="list-social">
        <li><a href="https://www.instagram.com/fjellspor" class="link list-social__link">Instagram</a></li>
        <li><a href="https://www.facebook.com/fjellspor" class="link list-social__link">Facebook</a></li>
        <li><a href="https://www.strava.com/clubs/fjellspor" class="link list-social__link">Strava-klubben</a></li>
      </ul>
    </div>
    <div class="footer-block">
      <h2 class="footer-block__heading">Nyhetsbrev</h2>
      <div class="klaviyo-form-RkT3pd"></div>
    </div>
  </div>
  <div class="footer__payment">
    <span class="visually-hidden">Betalingsmåter</span>
    <ul class="list list-payment" role="list">
      <li class="list-payment__item"><img src="//fjellspor.no/cdn/shop/files/vipps.svg" alt="Vipps"></li>
      <li class="list-payment__item"><img src="//fjellspor.no/cdn/shop/files/klarna.svg" alt="Klarna"></li>
      <li class="list-payment__item"><img src="//fjellspor.no/cdn/shop/files/visa.svg" alt="Visa"></li>
      <li class="list-payment__item"><img src="//fjellspor.no/cdn/shop/files/mastercard.svg" alt="Mastercard"></li>
    </ul>
  </div>
  <small class="copyright__content">© 2024, Fjellspor AS · Org.nr. 921 447 830 · <a href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore" rel="nofollow" target="_blank">Drevet av Shopify</a></small>
</footer>
<script src="//fjellspor.no/cdn/shop/t/14/assets/global.js?v=149496944046504657681712045602" defer="defer"></script>
</body>
</html>`;

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-shopid': '61248392065',
  'x-shopify-stage': 'production',
  server: 'cloudflare',
  'cf-ray': '88a1c2e3f4b5a6c7-OSL',
  'set-cookie':
    '_shopify_y=b3c1e0f2-9a4d-4c7e-8e11-0a2b3c4d5e6f; path=/; expires=Sat, 10 May 2025 10:00:00 GMT; domain=.fjellspor.no; SameSite=Lax',
};

export const site: CorpusSite = {
  domain: 'fjellspor.no',
  covers:
    'Norwegian outdoor apparel brand (Norwegian), Shopify Dawn theme; dealer table by region with web links, online dealers list, collaborations page with co-branded products; negatives: sponsored athletes and race sponsorship, ISPO award, Miljøfyrtårn certification, press mentions, payment icons (Vipps/Klarna), social and Strava links, Shopify powered-by link',
  pages: {
    '/': {
      headers,
      html:
        head('Fjellspor – Turklær laget for norsk vær', '/') +
        `<section class="banner"><h1>Laget for norsk vær</h1><p>Turklær og sekker designet i Lom, testet i Jotunheimen.</p><a class="button" href="/collections/nyheter">Se nyhetene</a></section>
<section class="featured-collection"><h2>Bestselgere</h2>
  <ul class="product-grid">
    <li class="grid__item"><a href="/products/tinde-skalljakke">Tinde skalljakke – 3 499,-</a></li>
    <li class="grid__item"><a href="/products/breen-dunjakke">Breen dunjakke – 2 999,-</a></li>
    <li class="grid__item"><a href="/products/stig-30-sekk">Stig 30 l sekk – 1 499,-</a></li>
  </ul>
</section>
<section class="rich-text"><h2>Kjent fra</h2>
  <p><a href="https://www.nrk.no/innlandet/fjellspor-fra-lom-1.16532210" target="_blank">NRK Innlandet</a> · <a href="https://www.dn.no/handel/fjellspor/2-1-1498211" target="_blank">Dagens Næringsliv</a> · <a href="https://www.ut.no/artikkel/fjellspor-test" target="_blank">UT.no</a></p>
</section>
<section class="rich-text"><h2>Prisvinnende</h2>
  <p>Tinde skalljakke vant <a href="https://www.ispo.com/en/award" target="_blank">ISPO Award</a> 2023 i kategorien Outdoor Apparel. Vi er sertifisert som <a href="https://www.miljofyrtarn.no/" target="_blank">Miljøfyrtårn</a>.</p>
</section>
<section class="multicolumn"><h2>Finn en forhandler nær deg</h2><p>Prøv jakkene hos over 30 sportsbutikker i Norge og Sverige.</p><a class="button" href="/pages/forhandlere">Se alle forhandlere</a></section>` +
        foot,
    },
    '/pages/forhandlere': {
      headers,
      html:
        head('Forhandlere – Fjellspor', '/pages/forhandlere') +
        `<div class="page-width page-width--narrow">
<h1 class="main-page-title">Forhandlere</h1>
<div class="rte">
<p>Her finner du butikkene som fører Fjellspor. Utvalget varierer fra butikk til butikk – ring gjerne før du tar turen.</p>
<h2>Norge</h2>
<table>
  <thead><tr><th>Butikk</th><th>Sted</th><th>Nettside</th></tr></thead>
  <tbody>
    <tr><td>Fjell &amp; Fritid</td><td>Oslo, Grünerløkka</td><td><a href="https://www.fjellogfritid.no/" target="_blank">fjellogfritid.no</a></td></tr>
    <tr><td>Tindesport</td><td>Lom</td><td><a href="https://tindesport.no/" target="_blank">tindesport.no</a></td></tr>
    <tr><td>Bergen Sportshus</td><td>Bergen sentrum</td><td><a href="https://www.bergensportshus.no/" target="_blank">bergensportshus.no</a></td></tr>
    <tr><td>Nordlys Friluft</td><td>Tromsø</td><td><a href="https://nordlysfriluft.no/" target="_blank">nordlysfriluft.no</a></td></tr>
    <tr><td>Sportsbua Lillehammer</td><td>Lillehammer</td><td><a href="https://www.sportsbua-lillehammer.no/" target="_blank">sportsbua-lillehammer.no</a></td></tr>
    <tr><td>Trondhjems Turutstyr</td><td>Trondheim</td><td><a href="https://turutstyr-trondheim.no/" target="_blank">turutstyr-trondheim.no</a></td></tr>
    <tr><td>Vassbakken Sport</td><td>Voss</td><td>–</td></tr>
  </tbody>
</table>
<h2>Sverige</h2>
<table>
  <tbody>
    <tr><td>Fjällboden</td><td>Åre</td><td><a href="https://www.fjallboden.se/" target="_blank">fjallboden.se</a></td></tr>
    <tr><td>Kiruna Outdoor</td><td>Kiruna</td><td><a href="https://kirunaoutdoor.se/" target="_blank">kirunaoutdoor.se</a></td></tr>
  </tbody>
</table>
<h2>Nettbutikker</h2>
<ul>
  <li><a href="https://www.friluftsbasen.no/merker/fjellspor" target="_blank">Friluftsbasen.no</a></li>
  <li><a href="https://www.nordiskfjellshop.com/fjellspor" target="_blank">Nordisk Fjellshop</a></li>
</ul>
<p>Driver du butikk og vil bli forhandler? Send en e-post til <a href="mailto:b2b@fjellspor.no">b2b@fjellspor.no</a>.</p>
</div>
</div>` +
        foot,
    },
    '/pages/samarbeid': {
      headers,
      html:
        head('Samarbeid – Fjellspor', '/pages/samarbeid') +
        `<div class="page-width">
<h1 class="main-page-title">Samarbeid</h1>
<div class="rte">
<h2>Samarbeidspartnere</h2>
<p>Vi lager noen av våre beste produkter sammen med andre norske merkevarer.</p>
<div class="multicolumn-list">
  <div class="multicolumn-card">
    <img src="//fjellspor.no/cdn/shop/files/hvitveis.png" alt="Hvitveis Ull">
    <h3>Hvitveis Ull</h3>
    <p>Ullundertøyet i Fjellspor-kolleksjonen spinnes og strikkes av Hvitveis i Setesdal.</p>
    <a href="https://hvitveisull.no/" target="_blank">Besøk Hvitveis Ull</a>
  </div>
  <div class="multicolumn-card">
    <img src="//fjellspor.no/cdn/shop/files/rondane-kaffe.png" alt="Rondane Kaffebrenneri">
    <h3>Rondane Kaffebrenneri</h3>
    <p>Turkaffen «Fjellspor Blend» – brent for kokekaffe på primus.</p>
    <a href="https://www.rondanekaffe.no/" target="_blank">Besøk Rondane Kaffebrenneri</a>
  </div>
  <div class="multicolumn-card">
    <img src="//fjellspor.no/cdn/shop/files/lofoten-lys.png" alt="Lofoten Lys">
    <h3>Lofoten Lys</h3>
    <p>Hodelykten Stig 400 er utviklet sammen med Lofoten Lys.</p>
    <a href="https://lofotenlys.no/" target="_blank">Besøk Lofoten Lys</a>
  </div>
</div>
<h2>Ambassadører og sponsorater</h2>
<p>Vi sponser <a href="https://www.birkebeiner.no/" target="_blank">Birkebeinerrennet</a> og følger ambassadørene våre Ingrid Haugen (<a href="https://www.instagram.com/ingridhaugen.fjell" target="_blank">@ingridhaugen.fjell</a>) og Jonas Vik (<a href="https://www.instagram.com/jonasvik" target="_blank">@jonasvik</a>) på tur.</p>
</div>
</div>` +
        foot,
    },
    '/pages/om-oss': {
      headers,
      html:
        head('Om oss – Fjellspor', '/pages/om-oss') +
        `<div class="page-width page-width--narrow">
<h1 class="main-page-title">Om Fjellspor</h1>
<div class="rte">
<p>Fjellspor ble startet i 2017 av fjellførerne Marte og Eirik Bakken i Lom. Vi er i dag 14 ansatte, og all design skjer fortsatt i Lom.</p>
<p>Vi reparerer jakkene dine gratis – hele livet. Les mer om <a href="/pages/garanti">reparasjonsgarantien</a>.</p>
<p>Ledige stillinger legges ut på <a href="https://www.finn.no/job/employer/fjellspor" target="_blank">FINN.no</a>.</p>
</div>
</div>` +
        foot,
    },
  },
  technologies: ['cart-functionality', 'cloudflare', 'google-analytics', 'google-tag-manager', 'klaviyo', 'open-graph', 'shopify'],
  partners: {
    'fjellogfritid.no': 'channel',
    'tindesport.no': 'channel',
    'bergensportshus.no': 'channel',
    'nordlysfriluft.no': 'channel',
    'sportsbua-lillehammer.no': 'channel',
    'turutstyr-trondheim.no': 'channel',
    'fjallboden.se': 'channel',
    'kirunaoutdoor.se': 'channel',
    'friluftsbasen.no': 'channel',
    'nordiskfjellshop.com': 'channel',
    'hvitveisull.no': 'generic',
    'rondanekaffe.no': 'generic',
    'lofotenlys.no': 'generic',
  },
};
