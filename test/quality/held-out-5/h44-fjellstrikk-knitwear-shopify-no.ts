import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'x-shopid': '58213749021',
  'x-shopify-stage': 'production',
  'set-cookie': '_shopify_y=3f2a9c1e-7b4d-4e0a-9d1f-2c8b6a5e4f10; Path=/; Domain=fjellstrikk.no; Max-Age=31536000; SameSite=Lax',
  'content-type': 'text/html; charset=utf-8',
};

const layout = (title: string, body: string): string => `<!doctype html>
<html class="no-js" lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} – Fjellstrikk</title>
<meta name="description" content="Strikkegensere og tilbehør i norsk ull, strikket i Setesdal siden 1986.">
<meta property="og:site_name" content="Fjellstrikk">
<meta name="shopify-checkout-api-token" content="6c1e0b0a9f3d4a2e8b7c5d4f3a2b1c0d">
<meta name="shopify-digital-wallet" content="/58213749021/digital_wallets/dialog">
<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
<link href="//fjellstrikk.no/cdn/shop/t/12/assets/base.css?v=148392011" rel="stylesheet" type="text/css" media="all">
<script src="//fjellstrikk.no/cdn/shop/t/12/assets/global.js?v=8812234" defer="defer"></script>
<script src="https://cdn.shopify.com/s/trekkie.storefront.0f1e2d3c4b5a.min.js" defer></script>
<script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=XkR4pQ"></script>
</head>
<body class="template-page">
<a class="skip-to-content-link button visually-hidden" href="#MainContent">Hopp til innholdet</a>
<div class="announcement-bar"><p>Fri frakt over 1 500 kr · Bytte innen 30 dager</p></div>
<header class="header">
  <a href="/" class="header__heading-link"><img src="//fjellstrikk.no/cdn/shop/files/fjellstrikk-logo.svg?v=1690000000" alt="Fjellstrikk" width="180"></a>
  <nav class="header__inline-menu">
    <ul class="list-menu list-menu--inline">
      <li><a href="/collections/gensere" class="header__menu-item">Gensere</a></li>
      <li><a href="/collections/luer-og-votter" class="header__menu-item">Luer og votter</a></li>
      <li><a href="/collections/strikkepakker" class="header__menu-item">Strikkepakker</a></li>
      <li><a href="/pages/om-oss" class="header__menu-item">Om oss</a></li>
    </ul>
  </nav>
  <a href="/account/login" class="header__icon">Logg inn</a> <a href="/cart" class="header__icon">Handlekurv</a>
</header>
<main id="MainContent" class="content-for-layout" role="main">${body}</main>
<footer class="footer">
  <div class="footer__blocks-wrapper">
    <div class="footer-block"><h2 class="footer-block__heading">Kundeservice</h2>
      <ul class="footer-block__details-content list-unstyled">
        <li><a href="/pages/frakt-og-retur" class="link">Frakt og retur</a></li>
        <li><a href="/pages/vask-og-stell" class="link">Vask og stell av ull</a></li>
        <li><a href="/pages/forhandlere" class="link">Forhandlere</a></li>
        <li><a href="/pages/bli-forhandler" class="link">Bli forhandler</a></li>
      </ul>
    </div>
    <div class="footer-block"><h2 class="footer-block__heading">Fjellstrikk</h2>
      <p>Fjellstrikk AS · Valle, 4747 · Org.nr. 912 345 678</p>
      <p>Vi sender med <a href="https://www.bring.no/">Bring</a> og <a href="https://www.posten.no/">Posten</a>.</p>
      <p><a href="https://www.miljofyrtarn.no/"><img src="//fjellstrikk.no/cdn/shop/files/miljofyrtarn.png?v=1" alt="Sertifisert Miljøfyrtårn"></a></p>
    </div>
  </div>
  <ul class="list-social list-unstyled">
    <li><a href="https://www.instagram.com/fjellstrikk/" class="link list-social__link">Instagram</a></li>
    <li><a href="https://www.facebook.com/fjellstrikk" class="link list-social__link">Facebook</a></li>
    <li><a href="https://www.pinterest.com/fjellstrikk/" class="link list-social__link">Pinterest</a></li>
  </ul>
  <div class="footer__payment">
    <ul class="list list-payment" role="list">
      <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-visa"><title id="pi-visa">Visa</title></svg></li>
      <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-master"><title id="pi-master">Mastercard</title></svg></li>
      <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-klarna"><title id="pi-klarna">Klarna</title></svg></li>
      <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-vipps"><title id="pi-vipps">Vipps</title></svg></li>
    </ul>
  </div>
  <small class="copyright__content">© 2026, <a href="/" title="">Fjellstrikk</a> <a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Drevet av Shopify</a></small>
</footer>
</body>
</html>`;

const home = layout(
  'Norsk ull, strikket i Setesdal',
  `<section class="banner"><h1>Varme plagg fra Setesdal</h1><p>Gensere og tilbehør i 100 % norsk ull, strikket på vår egen fabrikk i Valle.</p><a class="button" href="/collections/gensere">Se gensere</a></section>
<section class="featured-collection"><h2>Nyheter i høst</h2>
  <ul class="grid product-grid">
    <li class="grid__item"><a href="/products/valle-genser-natur">Valle-genser, natur</a> <span class="price">2 490 kr</span></li>
    <li class="grid__item"><a href="/products/rauland-lue-gra">Rauland-lue, grå</a> <span class="price">549 kr</span></li>
  </ul>
</section>
<section class="press"><h2>Omtalt i</h2>
  <ul class="logo-list">
    <li><a href="https://www.dn.no/d2/mote/strikk-fra-setesdal/2-1-1420011"><img src="//fjellstrikk.no/cdn/shop/files/d2.png?v=1" alt="D2"></a></li>
    <li><a href="https://www.elle.no/mote/norsk-ull-fjellstrikk"><img src="//fjellstrikk.no/cdn/shop/files/elle.png?v=1" alt="ELLE"></a></li>
  </ul>
</section>
<section class="stockist-teaser"><p>Vil du kjenne på ulla før du kjøper? <a href="/pages/forhandlere">Finn en forhandler nær deg</a>.</p></section>`,
);

const store = (name: string, place: string, url?: string): string =>
  `<li class="forhandler"><strong>${name}</strong>, ${place}${url ? ` – <a href="${url}" target="_blank" rel="noopener">${url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}</a>` : ''}</li>`;

const forhandlere = layout(
  'Forhandlere',
  `<div class="page-width page-width--narrow">
  <h1 class="main-page-title page-title h0">Forhandlere</h1>
  <div class="rte">
    <p>Fjellstrikk selges i utvalgte butikker over hele landet. Ring gjerne butikken først for å høre om de har din størrelse på lager.</p>
    <h2>Agder</h2>
    <ul>
      ${store('Setesdal Husflid', 'Valle')}
      ${store('Ull &amp; Tre', 'Kristiansand', 'https://www.ullogtre.no/')}
    </ul>
    <h2>Oslo og Viken</h2>
    <ul>
      ${store('Husfliden Oslo', 'Oslo sentrum', 'https://www.dennorskehusfliden.no/')}
      ${store('Fjell &amp; Fjord Sport', 'Lillestrøm', 'https://fjellogfjordsport.no/')}
    </ul>
    <h2>Vestland</h2>
    <ul>
      ${store('Bryggen Strikk', 'Bergen', 'https://www.bryggenstrikk.no/')}
      ${store('Voss Ullvarebod', 'Voss')}
    </ul>
    <h2>Nettbutikker</h2>
    <ul>
      ${store('Ullbutikken', 'nettbutikk', 'https://www.ullbutikken.no/')}
    </ul>
    <h2>Utenfor Norge</h2>
    <ul>
      ${store('Nordic Knit House', 'Minneapolis, USA', 'https://www.nordicknithouse.com/')}
      ${store('Kita no Keito', 'Sapporo, Japan', 'https://www.kitanokeito.jp/')}
    </ul>
  </div>
</div>`,
);

const bliForhandler = layout(
  'Bli forhandler',
  `<div class="page-width page-width--narrow">
  <h1 class="main-page-title page-title h0">Bli forhandler</h1>
  <div class="rte">
    <p>Driver du en butikk med norsk håndverk, friluft eller interiør? Vi tar inn nye forhandlere to ganger i året, til sesongene vår/sommer og høst/vinter.</p>
    <p>Minimumsordre er 15 plagg. Send en e-post til engros@fjellstrikk.no med navn på butikken og nettside, så sender vi katalog og prisliste.</p>
  </div>
</div>`,
);

const omOss = layout(
  'Om oss',
  `<div class="page-width page-width--narrow">
  <h1 class="main-page-title page-title h0">Om oss</h1>
  <div class="rte">
    <p>Fjellstrikk ble startet av Gunvor og Olav Bjørgum i 1986. I dag er vi elleve ansatte på fabrikken i Valle.</p>
    <p>Garnet vårt spinnes av <a href="https://www.hillesvag.no/">Hillesvåg Ullvarefabrikk</a> av ull fra sau på Vestlandet, og knappene lages av tinn hos <a href="https://www.tinnlaget.no/">Tinnlaget</a>.</p>
    <p>I 2024 vant vi <a href="https://www.norskdesign.no/priser">Merket for God Design</a>.</p>
    <p>Vi søker strikkere! Se <a href="https://fjellstrikk.teamtailor.com/jobs">ledige stillinger</a>.</p>
  </div>
</div>`,
);

export const site: CorpusSite = {
  domain: 'fjellstrikk.no',
  covers:
    'Norwegian Shopify knitwear shop: stockists on a footer-linked "Forhandlere" rich-text page grouped by county, with links written as bare domains and some shops given by name only, plus online and foreign stockists; traps are press logos, Bring/Posten shipping, payment icons, Miljøfyrtårn certification, yarn and button suppliers, a design award and Teamtailor careers on the about page, social links, a "Drevet av Shopify" credit and a become-a-stockist page listing nobody.',
  pages: {
    '/': { headers, html: home },
    '/pages/forhandlere': { headers, html: forhandlere },
    '/pages/bli-forhandler': { headers, html: bliForhandler },
    '/pages/om-oss': { headers, html: omOss },
  },
  sitemap: ['/', '/pages/forhandlere', '/pages/bli-forhandler', '/pages/om-oss'],
  technologies: ['shopify', 'cart-functionality', 'klaviyo', 'klarna-checkout', 'visa', 'mastercard', 'open-graph'],
  partners: {
    'ullogtre.no': 'channel',
    'dennorskehusfliden.no': 'channel',
    'fjellogfjordsport.no': 'channel',
    'bryggenstrikk.no': 'channel',
    'ullbutikken.no': 'channel',
    'nordicknithouse.com': 'channel',
    'kitanokeito.jp': 'channel',
  },
};
