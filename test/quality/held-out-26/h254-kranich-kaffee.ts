import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-shopid': '58120934',
  'x-shopify-stage': 'production',
  'set-cookie': '_shopify_y=3f0b6c1e-7d2a-4b9e-a1c3-5e8f9d0a2b4c; Path=/; Domain=kranich-kaffee.de; Max-Age=31536000; SameSite=Lax',
  server: 'cloudflare',
  'cf-ray': '8a1f2e3d4c5b6a79-FRA',
};

function page(title: string, template: string, body: string): string {
  return `<!doctype html>
<html class="no-js" lang="de">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="theme-color" content="">
<link rel="canonical" href="https://kranich-kaffee.de/">
<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
<title>${title} – Kranich Kaffeerösterei</title>
<meta name="description" content="Kranich Kaffeerösterei aus Lüneburg: fair gehandelter Spezialitätenkaffee, schonend im Trommelröster geröstet.">
<meta property="og:site_name" content="Kranich Kaffeerösterei">
<script src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="Xk2pL9vQe" id="usercentrics-cmp" async></script>
<script src="//kranich-kaffee.de/cdn/shop/t/14/assets/constants.js?v=58251544750838685771712146721" defer="defer"></script>
<script src="//kranich-kaffee.de/cdn/shop/t/14/assets/global.js?v=176420951305213542971712146721" defer="defer"></script>
<script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.start');</script>
<meta name="shopify-digital-wallet" content="/58120934/digital_wallets/dialog">
<meta name="shopify-checkout-api-token" content="b4e1d7a2f09c83e6a5d1c2b3e4f5a6b7">
<script async="async" src="https://cdn.shopify.com/s/javascripts/currencies.js"></script>
<script id="shopify-features" type="application/json">{"accessToken":"b4e1d7a2f09c83e6a5d1c2b3e4f5a6b7","betas":["rich-media-storefront-analytics"],"domain":"kranich-kaffee.de","predictiveSearch":true,"shopId":58120934,"locale":"de"}</script>
<script>var Shopify = Shopify || {}; Shopify.shop = "kranich-kaffee.myshopify.com"; Shopify.locale = "de"; Shopify.currency = {"active":"EUR","rate":"1.0"}; Shopify.country = "DE"; Shopify.theme = {"name":"Dawn","id":131482861614,"schema_name":"Dawn","schema_version":"13.0.1","theme_store_id":887,"role":"main"};</script>
<script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.end');</script>
<link href="//kranich-kaffee.de/cdn/shop/t/14/assets/base.css?v=16534392784228263581712146720" rel="stylesheet" type="text/css" media="all" />
<script async type="text/javascript" src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=Tq8xZr"></script>
</head>
<body class="gradient template-${template}">
<a class="skip-to-content-link button visually-hidden" href="#MainContent">Direkt zum Inhalt</a>
<div class="announcement-bar" role="region" aria-label="Ankündigung"><p>Versandkostenfrei ab 39 € innerhalb Deutschlands</p></div>
<header class="header header--middle-left">
  <a href="/" class="header__heading-link"><img src="//kranich-kaffee.de/cdn/shop/files/kranich-logo.png?v=1688201133&amp;width=300" alt="Kranich Kaffeerösterei" class="header__heading-logo"></a>
  <nav class="header__inline-menu">
    <ul class="list-menu list-menu--inline" role="list">
      <li><a href="/collections/kaffee" class="header__menu-item">Kaffee</a></li>
      <li><a href="/products/kaffee-abo" class="header__menu-item">Kaffee-Abo</a></li>
      <li><a href="/collections/zubehoer" class="header__menu-item">Zubehör</a></li>
      <li><a href="/pages/gastronomie" class="header__menu-item">Für Gastronomie</a></li>
      <li><a href="/pages/haendler" class="header__menu-item">Händler</a></li>
      <li><a href="/pages/ueber-uns" class="header__menu-item">Über uns</a></li>
      <li><a href="/blogs/journal" class="header__menu-item">Journal</a></li>
    </ul>
  </nav>
  <a href="/cart" class="header__icon header__icon--cart" id="cart-icon-bubble">Warenkorb</a>
</header>
<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
${body}
</main>
<footer class="footer color-scheme-1 gradient section-sections--footer-padding">
  <div class="footer__content-top page-width">
    <div class="footer-block">
      <h2 class="footer-block__heading">Rösterei</h2>
      <ul class="footer-block__details-content list-unstyled">
        <li><a href="/pages/ueber-uns" class="link list-menu__item--link">Über uns</a></li>
        <li><a href="/pages/herkunft" class="link list-menu__item--link">Herkunft &amp; Direkthandel</a></li>
        <li><a href="/pages/haendler" class="link list-menu__item--link">Händler finden</a></li>
        <li><a href="/pages/kontakt" class="link list-menu__item--link">Kontakt</a></li>
      </ul>
    </div>
    <div class="footer-block">
      <h2 class="footer-block__heading">Rechtliches</h2>
      <ul class="footer-block__details-content list-unstyled">
        <li><a href="/pages/impressum" class="link list-menu__item--link">Impressum</a></li>
        <li><a href="/policies/privacy-policy" class="link list-menu__item--link">Datenschutz</a></li>
        <li><a href="/policies/terms-of-service" class="link list-menu__item--link">AGB</a></li>
        <li><a href="/policies/shipping-policy" class="link list-menu__item--link">Versand</a></li>
      </ul>
    </div>
    <div class="footer-block footer-block--newsletter">
      <h2 class="footer-block__heading">Newsletter</h2>
      <div class="klaviyo-form-RtZ4bN"></div>
    </div>
  </div>
  <div class="footer__content-bottom">
    <ul class="footer__list-social list-unstyled list-social" role="list">
      <li class="list-social__item"><a href="https://www.instagram.com/kranich.kaffee/" class="link list-social__link">Instagram</a></li>
      <li class="list-social__item"><a href="https://www.facebook.com/kranichkaffee" class="link list-social__link">Facebook</a></li>
    </ul>
    <div class="footer__payment">
      <span class="visually-hidden">Zahlungsmethoden</span>
      <ul class="list list-payment" role="list">
        <li class="list-payment__item"><svg class="icon icon--full-color" role="img" aria-labelledby="pi-paypal"><title id="pi-paypal">PayPal</title></svg></li>
        <li class="list-payment__item"><svg class="icon icon--full-color" role="img" aria-labelledby="pi-klarna"><title id="pi-klarna">Klarna</title></svg></li>
        <li class="list-payment__item"><svg class="icon icon--full-color" role="img" aria-labelledby="pi-visa"><title id="pi-visa">Visa</title></svg></li>
        <li class="list-payment__item"><svg class="icon icon--full-color" role="img" aria-labelledby="pi-master"><title id="pi-master">Mastercard</title></svg></li>
      </ul>
    </div>
    <small class="copyright__content">&copy; 2024, <a href="/" title="">Kranich Kaffeerösterei</a> · <a target="_blank" rel="nofollow" href="https://www.shopify.com/de?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Bereitgestellt von Shopify</a></small>
  </div>
</footer>
<script async src="https://widgets.trustedshops.com/js/X7C2A9F0E1B3D4C5A6B7E8F9D0C1B2A3.js" data-desktop-y-offset="0" data-mobile-y-offset="0" data-desktop-enable-custom="false" data-desktop-position="right"></script>
<script src="https://cdn.shopify.com/shopifycloud/shopify/assets/storefront/features-1c0b396bd4d054b94abae1eb6a1bd6ba47beacb525c0bfd45b1a31b74ac0d13a.js" defer="defer"></script>
</body>
</html>`;
}

export const site: CorpusSite = {
  domain: 'kranich-kaffee.de',
  covers:
    'German coffee roaster on Shopify (Dawn) with Klaviyo, Usercentrics and Trusted Shops: stockist table of cafés and delis (Händler), green-coffee importer and farm suppliers in prose, espresso machine and grinder technology partners plus a service partner on a B2B page; negatives: café customers (Referenzen), payment icons, Trusted Shops seal, press (Bekannt aus), Shopify powered-by link, social links',
  pages: {
    '/': {
      headers,
      html: page(
        'Spezialitätenkaffee aus Lüneburg',
        'index',
        `<section class="banner banner--large">
  <h1 class="banner__heading">Langsam geröstet. Fair gehandelt.</h1>
  <p>Spezialitätenkaffee aus unserer kleinen Rösterei in der Lüneburger Altstadt – direkt gehandelt mit Farmen in Kolumbien, Äthiopien und Brasilien.</p>
  <a class="button button--primary" href="/collections/kaffee">Zum Shop</a>
</section>
<section class="collection">
  <h2>Bestseller</h2>
  <ul class="grid product-grid">
    <li class="grid__item"><a href="/products/espresso-heidschnucke">Espresso Heidschnucke – 250 g · 9,90 €</a></li>
    <li class="grid__item"><a href="/products/filter-la-esperanza">Filter La Esperanza – 250 g · 11,50 €</a></li>
    <li class="grid__item"><a href="/products/sidama-bensa">Sidama Bensa – 250 g · 12,90 €</a></li>
  </ul>
</section>
<section class="press">
  <h2>Bekannt aus</h2>
  <ul class="logo-list">
    <li><a href="https://www.zeit.de/zeit-magazin/essen-trinken/2023-11/roestereien-norddeutschland"><img src="//kranich-kaffee.de/cdn/shop/files/zeit-logo.png" alt="ZEIT Magazin"></a></li>
    <li><a href="https://www.ndr.de/fernsehen/sendungen/mein_nachmittag/kaffee-roesterei-lueneburg,sendung1402211.html"><img src="//kranich-kaffee.de/cdn/shop/files/ndr-logo.png" alt="NDR"></a></li>
  </ul>
</section>
<div id="usercentrics-root" data-usercentrics="Usercentrics Consent Management Platform"></div>`,
      ),
    },
    '/pages/ueber-uns': {
      headers,
      html: page(
        'Über uns',
        'page',
        `<div class="page-width page-width--narrow">
<h1 class="main-page-title">Über uns</h1>
<div class="rte">
<p>2014 haben Jana und Malte Steffens ihren ersten Kaffee auf einem gebrauchten 5-kg-Probat geröstet – in einer Garage in Lüneburg-Kaltenmoor. Heute rösten wir mit sechs Kolleginnen und Kollegen rund 40 Tonnen im Jahr.</p>
<p>Wie wir unseren Rohkaffee einkaufen, erklären wir auf der Seite <a href="/pages/herkunft">Herkunft &amp; Direkthandel</a>.</p>
<p>Auszeichnung: Gold bei der Deutschen Röstermeisterschaft 2022 (Kategorie Filter).</p>
</div>
</div>`,
      ),
    },
    '/pages/herkunft': {
      headers,
      html: page(
        'Herkunft & Direkthandel',
        'page',
        `<div class="page-width page-width--narrow">
<h1 class="main-page-title">Herkunft &amp; Direkthandel</h1>
<div class="rte">
<p>Wir kaufen fast ausschließlich über langjährige Partner. Für jede Lieferung veröffentlichen wir den Preis, den die Farm erhalten hat.</p>
<h2>Unsere Importpartner</h2>
<p>Den Großteil unseres Rohkaffees importieren wir gemeinsam mit <a href="https://www.gruenbohne-import.de/">Grünbohne Import</a> aus Hamburg, die die Logistik vom Ursprung bis in unser Lager übernehmen.</p>
<h2>Farmen</h2>
<ul>
  <li><strong>Finca La Esperanza</strong>, Huila, Kolumbien – seit 2016 unser Partner für Filterkaffee (<a href="https://fincalaesperanza.com.co/">fincalaesperanza.com.co</a>)</li>
  <li><strong>Kooperative Bensa</strong>, Sidama, Äthiopien – über unseren Importpartner</li>
  <li><strong>Fazenda Boa Vista</strong>, Minas Gerais, Brasilien – <a href="https://www.fazendaboavista.com.br/en/">fazendaboavista.com.br</a></li>
</ul>
<p>Unsere Bio-Kaffees sind zertifiziert (DE-ÖKO-006).</p>
</div>
</div>`,
      ),
    },
    '/pages/haendler': {
      headers,
      html: page(
        'Händler',
        'page',
        `<div class="page-width">
<h1 class="main-page-title">Hier gibt's unseren Kaffee</h1>
<div class="rte">
<p>Du möchtest Kranich-Kaffee lieber vor Ort kaufen? Diese Läden und Cafés führen unsere Bohnen:</p>
<table>
  <thead><tr><th>Stadt</th><th>Händler</th><th>Web</th></tr></thead>
  <tbody>
    <tr><td>Lüneburg</td><td>Feinkost Behrens</td><td><a href="https://www.feinkost-behrens.de/">feinkost-behrens.de</a></td></tr>
    <tr><td>Hamburg</td><td>Milchbar Ottensen</td><td><a href="https://milchbar-ottensen.de/">milchbar-ottensen.de</a></td></tr>
    <tr><td>Kiel</td><td>Unverpackt Kiel</td><td><a href="https://www.unverpackt-kiel.de/">unverpackt-kiel.de</a></td></tr>
    <tr><td>Bremen</td><td>Teekontor am Wall</td><td>–</td></tr>
    <tr><td>Online</td><td>Kaffeeladen24</td><td><a href="https://www.kaffeeladen24.de/marken/kranich">kaffeeladen24.de</a></td></tr>
  </tbody>
</table>
<p>Du möchtest selbst Händler werden? Schreib uns an <a href="mailto:handel@kranich-kaffee.de">handel@kranich-kaffee.de</a>.</p>
</div>
</div>`,
      ),
    },
    '/pages/gastronomie': {
      headers,
      html: page(
        'Für Gastronomie',
        'page',
        `<div class="page-width">
<h1 class="main-page-title">Kaffee für Gastronomie &amp; Büro</h1>
<div class="rte">
<p>Wir beliefern Cafés, Restaurants und Büros in ganz Norddeutschland – inklusive Barista-Schulung und Technik.</p>
<h2>Technikpartner</h2>
<p>Bei Siebträgermaschinen arbeiten wir mit <a href="https://lamarzocco.com/de/">La Marzocco</a> zusammen, bei Mühlen mit <a href="https://www.mahlkoenig.de/">Mahlkönig</a>. Wartung und Notdienst übernimmt unser Servicepartner <a href="https://espressotechnik-nord.de/">Espressotechnik Nord</a>.</p>
<h2>Referenzen</h2>
<p>Diese Betriebe schenken Kranich-Kaffee aus:</p>
<ul class="referenzen">
  <li><a href="https://www.cafe-fernweh.de/"><img src="//kranich-kaffee.de/cdn/shop/files/ref-fernweh.png" alt="Café Fernweh, Lüneburg"></a></li>
  <li><img src="//kranich-kaffee.de/cdn/shop/files/ref-hafenkante.png" alt="Restaurant Hafenkante, Hamburg"></li>
  <li><img src="//kranich-kaffee.de/cdn/shop/files/ref-leuphana.png" alt="Mensa Leuphana Universität"></li>
</ul>
<p><a class="button" href="/pages/kontakt">Angebot anfragen</a></p>
</div>
</div>`,
      ),
    },
    '/pages/kontakt': {
      headers,
      html: page(
        'Kontakt',
        'page.contact',
        `<div class="page-width page-width--narrow">
<h1 class="main-page-title">Kontakt</h1>
<p>Kranich Kaffeerösterei GmbH · Am Stintmarkt 7 · 21335 Lüneburg</p>
<p>Rösterei-Café geöffnet Di–Sa 9–17 Uhr</p>
<form method="post" action="/contact#ContactForm" id="ContactForm" accept-charset="UTF-8" class="contact-form">
  <input type="hidden" name="form_type" value="contact">
  <label>Name <input type="text" name="contact[Name]"></label>
  <label>E-Mail <input type="email" name="contact[email]"></label>
  <label>Nachricht <textarea name="contact[body]"></textarea></label>
  <button type="submit" class="button">Senden</button>
</form>
</div>`,
      ),
    },
    '/pages/impressum': {
      headers,
      html: page(
        'Impressum',
        'page',
        `<div class="page-width page-width--narrow">
<h1 class="main-page-title">Impressum</h1>
<p>Kranich Kaffeerösterei GmbH, Am Stintmarkt 7, 21335 Lüneburg. Geschäftsführer: Jana Steffens, Malte Steffens. HRB 208114, Amtsgericht Lüneburg.</p>
<p>Unser Shop ist mit dem Gütesiegel von <a href="https://www.trustedshops.de/bewertung/info_X7C2A9F0E1B3D4C5A6B7E8F9D0C1B2A3.html">Trusted Shops</a> zertifiziert.</p>
<p>Plattform der EU-Kommission zur Online-Streitbeilegung: <a href="https://ec.europa.eu/consumers/odr">ec.europa.eu/consumers/odr</a></p>
</div>`,
      ),
    },
    '/blogs/journal': {
      headers,
      html: page(
        'Journal',
        'blog',
        `<div class="page-width">
<h1>Journal</h1>
<article class="article-card"><h2><a href="/blogs/journal/erntebesuch-huila-2024">Erntebesuch in Huila 2024</a></h2><p>Zwei Wochen bei Don Aurelio auf der Finca La Esperanza.</p></article>
<article class="article-card"><h2><a href="/blogs/journal/v60-brew-guide">Brew Guide: V60</a></h2><p>So gelingt Filterkaffee zu Hause.</p></article>
</div>`,
      ),
    },
  },
  sitemap: [
    '/',
    '/pages/ueber-uns',
    '/pages/herkunft',
    '/pages/haendler',
    '/pages/gastronomie',
    '/pages/kontakt',
    '/pages/impressum',
    '/blogs/journal',
  ],
  technologies: ['shopify', 'klaviyo', 'usercentrics', 'trusted-shops', 'cloudflare'],
  partners: {
    'gruenbohne-import.de': 'generic',
    'fincalaesperanza.com.co': 'generic',
    'fazendaboavista.com.br': 'generic',
    'feinkost-behrens.de': 'channel',
    'milchbar-ottensen.de': 'channel',
    'unverpackt-kiel.de': 'channel',
    'kaffeeladen24.de': 'channel',
    'lamarzocco.com': 'technology',
    'mahlkoenig.de': 'technology',
    'espressotechnik-nord.de': 'channel',
  },
};
