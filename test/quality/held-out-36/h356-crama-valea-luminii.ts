import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8f3b7d21aa0c5e19-OTP',
  'cf-cache-status': 'DYNAMIC',
  'x-shopid': '71234567890',
  'x-shopify-stage': 'production',
  'set-cookie':
    '_shopify_y=8c2f1a7e-4b3d-4e9a-9f21-0d6c5b4a3e21; path=/; expires=Sat, 13 Mar 2027 10:12:44 GMT; domain=cramavalealuminii.ro; SameSite=Lax',
  'strict-transport-security': 'max-age=7889238',
  'content-language': 'ro',
};

const head = (title: string, path: string, desc: string): string => `<!doctype html>
<html class="js" lang="ro">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="theme-color" content="#5b1a2e">
<link rel="canonical" href="https://cramavalealuminii.ro${path}">
<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
<link rel="icon" type="image/png" href="//cramavalealuminii.ro/cdn/shop/files/favicon-struguri.png?crop=center&height=32&v=1712345678&width=32">
<title>${title}</title>
<meta name="description" content="${desc}">
<meta property="og:site_name" content="Crama Valea Luminii">
<meta property="og:url" content="https://cramavalealuminii.ro${path}">
<meta property="og:title" content="${title}">
<meta property="og:type" content="website">
<meta property="og:description" content="${desc}">
<meta property="og:image" content="http://cramavalealuminii.ro/cdn/shop/files/og-crama.jpg?v=1712345678">
<meta name="twitter:card" content="summary_large_image">
<script src="//cramavalealuminii.ro/cdn/shop/t/14/assets/constants.js?v=132983761750457495441712345678" defer="defer"></script>
<script src="//cramavalealuminii.ro/cdn/shop/t/14/assets/global.js?v=37284204640041572741712345678" defer="defer"></script>
<meta name="shopify-checkout-api-token" content="4c2e9f1a7b3d5e8f0a1b2c3d4e5f6a7b">
<meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/71234567890/digital_wallets/dialog">
<script async src="https://cdn.shopify.com/s/files/1/0712/3456/7890/t/14/assets/theme-bundle.js?v=1712345678"></script>
<link href="//cramavalealuminii.ro/cdn/shop/t/14/assets/base.css?v=110424331024394938971712345678" rel="stylesheet" type="text/css" media="all">
<script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=WbX7qQ"></script>
<script src="https://cdn.judge.me/widget_preloader.js" defer></script>
</head>`;

const header = `<body class="gradient template-page">
<div id="age-check" class="modal age-modal" role="dialog" aria-modal="true"><p>Conținut destinat persoanelor cu vârsta peste 18 ani. Ai împlinit 18 ani?</p><button>Da</button><button>Nu</button></div>
<a class="skip-to-content-link button visually-hidden" href="#MainContent">Sari la conținut</a>
<div class="announcement-bar" role="region" aria-label="Anunț"><p>Livrare gratuită în România pentru comenzi peste 300 lei</p></div>
<header class="header header--middle-left page-width">
  <a href="/" class="header__heading-link"><img src="//cramavalealuminii.ro/cdn/shop/files/logo-valea-luminii.svg?v=1712345678" alt="Crama Valea Luminii" width="180" height="60"></a>
  <nav class="header__inline-menu">
    <ul class="list-menu list-menu--inline" role="list">
      <li><a href="/collections/vinuri" class="header__menu-item">Vinuri</a></li>
      <li><a href="/pages/vizite-si-degustari" class="header__menu-item">Vizite &amp; degustări</a></li>
      <li><a href="/pages/despre-noi" class="header__menu-item">Despre cramă</a></li>
      <li><a href="/blogs/jurnal" class="header__menu-item">Jurnal</a></li>
      <li><a href="/pages/contact" class="header__menu-item">Contact</a></li>
    </ul>
  </nav>
  <a href="/cart" class="header__icon header__icon--cart" id="cart-icon-bubble">Coș</a>
</header>
<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">`;

const footer = `</main>
<footer class="footer color-scheme-2 gradient section-sections--footer-padding">
  <div class="footer__content-top page-width">
    <div class="footer-block grid__item"><h2 class="footer-block__heading">Magazin</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/collections/vinuri" class="link">Toate vinurile</a></li><li><a href="/collections/cutii-cadou" class="link">Cutii cadou</a></li><li><a href="/pages/livrare" class="link">Livrare și retur</a></li></ul></div>
    <div class="footer-block grid__item"><h2 class="footer-block__heading">Pentru profesioniști</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/pages/importatori" class="link">Importatori &amp; distribuitori</a></li><li><a href="/pages/horeca" class="link">HoReCa</a></li><li><a href="/pages/presa" class="link">Presă</a></li></ul></div>
    <div class="footer-block grid__item"><h2 class="footer-block__heading">Crama</h2><p>Sat Valea Luminii nr. 1, jud. Vrancea<br>Program vizite: Mi&ndash;Du, 10&ndash;18</p>
      <p><a href="https://www.asociatiavinaviilor.ro/membri" target="_blank"><img src="//cramavalealuminii.ro/cdn/shop/files/membru-avv.png" alt="Membru Asociația Vinarilor din Vrancea"></a></p></div>
    <div class="footer-block grid__item"><h2 class="footer-block__heading">Abonează-te</h2><form method="post" action="/contact#ContactFooter" id="ContactFooter" class="footer__newsletter newsletter-form"><input type="email" name="contact[email]" placeholder="E-mail"><button type="submit">Abonare</button></form>
      <ul class="list-unstyled list-social footer__list-social" role="list"><li class="list-social__item"><a href="https://www.facebook.com/cramavalealuminii" class="link list-social__link">Facebook</a></li><li class="list-social__item"><a href="https://www.instagram.com/cramavalealuminii" class="link list-social__link">Instagram</a></li><li class="list-social__item"><a href="https://www.youtube.com/@cramavalealuminii" class="link list-social__link">YouTube</a></li></ul></div>
  </div>
  <div class="footer__content-bottom">
    <div class="footer__payment"><span class="visually-hidden">Metode de plată</span>
      <ul class="list list-payment" role="list">
        <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" role="img" aria-labelledby="pi-visa"><title id="pi-visa">Visa</title></svg></li>
        <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" role="img" aria-labelledby="pi-master"><title id="pi-master">Mastercard</title></svg></li>
        <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" role="img" aria-labelledby="pi-paypal"><title id="pi-paypal">PayPal</title></svg></li>
        <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" role="img" aria-labelledby="pi-shopify_pay"><title id="pi-shopify_pay">Shop Pay</title></svg></li>
      </ul>
    </div>
    <p class="copyright__content">&copy; 2026, Crama Valea Luminii SRL &middot; CUI RO31234567 &middot; <a href="https://anpc.ro/ce-este-sal/">ANPC &ndash; SAL</a> &middot; Consumul excesiv de alcool dăunează grav sănătății.</p>
  </div>
</footer>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'cramavalealuminii.ro',
  covers:
    'Romanian winery on Shopify (Dawn-style theme) behind Cloudflare; importers page under /pages/ linked only from the footer with importers by country in a table plus domestic distributors; enotourism agency partners and a cooperage partner on the about page; medals, wine-makers association, ANPC link, payment icons, press links in a journal post as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('Crama Valea Luminii &ndash; Vinuri din Vrancea', '/', 'Vinuri de terroir din Dealurile Vrancei: Fetească Neagră, Fetească Albă și Șarba. Magazin online cu livrare în toată țara.')}
${header}
<section class="banner"><h1>Vinuri născute din lumina Vrancei</h1><p>Zece hectare de vie pe terase, vinificate cu răbdare din 2009.</p><a class="button" href="/collections/vinuri">Descoperă vinurile</a></section>
<section class="featured-collection"><h2>Cele mai iubite</h2>
  <ul class="grid product-grid" role="list">
    <li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/feteasca-neagra-rezerva-2021"><img src="//cramavalealuminii.ro/cdn/shop/files/fn-rezerva.png?v=1712345678&width=533" alt="Fetească Neagră Rezervă 2021"></a><h3>Fetească Neagră Rezervă 2021</h3><span class="price">119,00 lei</span><div class="jdgm-widget jdgm-preview-badge" data-id="8123456789"></div></div></li>
    <li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/sarba-2024"><img src="//cramavalealuminii.ro/cdn/shop/files/sarba.png?v=1712345678&width=533" alt="Șarba 2024"></a><h3>Șarba 2024</h3><span class="price">59,00 lei</span></div></li>
  </ul>
</section>
<section class="medals"><h2>Medalii</h2><p>Aur la <a href="https://www.vinvinumcompetition.com/rezultate-2025" target="_blank">Vin &amp; Vinum International Competition 2025</a> pentru Fetească Neagră Rezervă 2021; argint la <a href="https://www.dionysos-awards.ro/2025" target="_blank">Dionysos Awards București</a>.</p></section>
${footer}`,
    },
    '/pages/importatori': {
      headers,
      html: `${head('Importatori &amp; distribuitori &ndash; Crama Valea Luminii', '/pages/importatori', 'Unde găsiți vinurile Crama Valea Luminii în afara cramei: importatori și distribuitori parteneri.')}
${header}
<div class="page-width page-width--narrow"><h1 class="main-page-title page-title h0">Importatori &amp; distribuitori</h1>
<div class="rte">
  <p>Vinurile noastre sunt exportate în 7 țări prin importatori parteneri. Restaurantele și magazinele din aceste țări pot comanda direct de la ei.</p>
  <table>
    <thead><tr><th>Țara</th><th>Importator</th><th>Contact</th></tr></thead>
    <tbody>
      <tr><td>Germania</td><td><a href="https://www.donauweinkontor.de/weingueter/valea-luminii" target="_blank">Donau Weinkontor GmbH</a></td><td>München</td></tr>
      <tr><td>Regatul Unit</td><td><a href="https://www.carpathianwines.co.uk/" target="_blank">Carpathian Wines Ltd</a></td><td>Londra</td></tr>
      <tr><td>Belgia &amp; Luxemburg</td><td><a href="https://vinsdelest.be/" target="_blank">Vins de l&rsquo;Est</a></td><td>Bruxelles</td></tr>
      <tr><td>Statele Unite</td><td><a href="https://www.blackseaselections.com/portfolio" target="_blank">Black Sea Selections</a></td><td>New York, NY</td></tr>
      <tr><td>Japonia</td><td><a href="https://www.sakuravino.co.jp/" target="_blank">Sakura Vino K.K.</a></td><td>Tokyo</td></tr>
      <tr><td>Danemarca, Suedia</td><td>Nordvin ApS (în curs de actualizare)</td><td>Copenhaga</td></tr>
    </tbody>
  </table>
  <h2>Distribuitori în România</h2>
  <p>Pentru HoReCa și retail în România, lucrăm cu distribuitorii parteneri <a href="https://www.vinexpertdistributie.ro/" target="_blank">VinExpert Distribuție</a> (București, Ilfov, Prahova) și <a href="https://transilvinum.ro/" target="_blank">Transilvinum</a> (Transilvania și Banat).</p>
  <h2>Devino importator</h2>
  <p>Căutăm parteneri în Țările de Jos, Polonia și Canada. Scrieți-ne la <a href="mailto:export@cramavalealuminii.ro">export@cramavalealuminii.ro</a> pentru fișe tehnice și liste de prețuri.</p>
</div></div>
${footer}`,
    },
    '/pages/despre-noi': {
      headers,
      html: `${head('Despre cramă &ndash; Crama Valea Luminii', '/pages/despre-noi', 'Povestea familiei Dobre și a viilor de pe Valea Luminii.')}
${header}
<div class="page-width page-width--narrow"><h1 class="main-page-title page-title h0">Despre cramă</h1>
<div class="rte">
  <p>Crama Valea Luminii este o afacere de familie pornită în 2009 de Ioana și Mihai Dobre, pe terasele bunicilor din comuna Panciu.</p>
  <h2>Parteneri</h2>
  <p>Butoaiele de stejar românesc în care se maturează Rezerva sunt făcute pentru noi de partenerii de la <a href="https://www.tonelariacarpati.ro/" target="_blank">Tonelăria Carpați</a>.</p>
  <p>Vizitele la cramă pot fi rezervate și prin agențiile noastre partenere de enoturism, care includ degustarea în circuitele lor prin Vrancea: <a href="https://www.rutavinului.ro/circuite/vrancea" target="_blank">Ruta Vinului Travel</a> și <a href="https://www.wine-tours-romania.com/" target="_blank">Wine Tours Romania</a>.</p>
  <h2>Certificări</h2>
  <p>Din 2022, podgoria este certificată ecologic de <a href="https://www.ecocertromania.ro/" target="_blank">EcoCert România</a> (cod RO-ECO-008).</p>
</div></div>
${footer}`,
    },
    '/blogs/jurnal/recolta-2025': {
      headers,
      html: `${head('Recolta 2025: mică, dar concentrată &ndash; Crama Valea Luminii', '/blogs/jurnal/recolta-2025', 'Note de recoltă 2025 din Valea Luminii.')}
${header}
<article class="article-template page-width page-width--narrow"><h1 class="article-template__title">Recolta 2025: mică, dar concentrată</h1>
<p class="caption">12 octombrie 2025 &middot; Mihai Dobre</p>
<div class="article-template__content rte">
  <p>Seceta din august a redus producția cu aproape 30%, după cum <a href="https://www.agrinews-romania.ro/2025/09/seceta-vrancea-podgorii" target="_blank">scria și AgriNews</a>, dar strugurii de Fetească Neagră au intrat în cramă cu o concentrare rară.</p>
  <p>Mulțumim revistei <a href="https://www.vinulromanesc.ro/articole/valea-luminii" target="_blank">Vinul Românesc</a> pentru reportajul din septembrie.</p>
</div></article>
${footer}`,
    },
  },
  sitemap: [
    'https://cramavalealuminii.ro/',
    'https://cramavalealuminii.ro/pages/despre-noi',
    'https://cramavalealuminii.ro/pages/importatori',
    'https://cramavalealuminii.ro/blogs/jurnal/recolta-2025',
  ],
  technologies: [
    'shopify',
    'shop-pay',
    'cart-functionality',
    'paypal',
    'visa',
    'mastercard',
    'klaviyo',
    'judge-me',
    'cloudflare',
    'hsts',
    'open-graph',
  ],
  partners: {
    'donauweinkontor.de': 'channel',
    'carpathianwines.co.uk': 'channel',
    'vinsdelest.be': 'channel',
    'blackseaselections.com': 'channel',
    'sakuravino.co.jp': 'channel',
    'vinexpertdistributie.ro': 'channel',
    'transilvinum.ro': 'channel',
    'tonelariacarpati.ro': 'generic',
    'rutavinului.ro': 'channel',
    'wine-tours-romania.com': 'channel',
  },
};
