import type { CorpusSite } from '../corpus/types.js';

/*
 * Cămara de la Țară: a Romanian online marketplace for traditional food from small producers, on Magento 2
 * (nginx + Varnish, RequireJS, x-magento-init blocks) with GA4 through gtag. Its /parteneri CMS page mixes a logo grid
 * of couriers (alt text only), technology cards, partner shops by city and a marketplace listing.
 */

const D = 'https://www.camaradelatara.ro';
const STATIC = `${D}/static/version1715850012/frontend/Camara/default/ro_RO`;
const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  via: '1.1 varnish (Varnish/7.1)',
  'x-varnish': '512340987 511209876',
  age: '312',
  'x-content-type-options': 'nosniff',
  'x-xss-protection': '1; mode=block',
  'x-frame-options': 'SAMEORIGIN',
  'set-cookie':
    'X-Magento-Vary=9bf9a599123e6402b85cde67144717a08b817412; expires=Mon, 20-May-2024 18:02:11 GMT; Max-Age=3600; path=/; secure; HttpOnly; SameSite=Lax',
};

function head(title: string, description: string, path: string, bodyClass: string, extra = ''): string {
  return `<!doctype html>
<html lang="ro">
    <head >
        <script>
    var LOCALE = 'ro\\u002DRO';
    var BASE_URL = 'https\\u003A\\u002F\\u002Fwww.camaradelatara.ro\\u002F';
    var require = {
        'baseUrl': 'https\\u003A\\u002F\\u002Fwww.camaradelatara.ro\\u002Fstatic\\u002Fversion1715850012\\u002Ffrontend\\u002FCamara\\u002Fdefault\\u002Fro_RO'
    };</script>
        <meta charset="utf-8"/>
<meta name="title" content="${title}"/>
<meta name="description" content="${description}"/>
<meta name="robots" content="INDEX,FOLLOW"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<meta name="format-detection" content="telephone=no"/>
<meta property="og:type" content="website"/>
<meta property="og:title" content="${title}"/>
<meta property="og:description" content="${description}"/>
<meta property="og:url" content="${D}${path}"/>
<meta property="og:image" content="${D}/media/wysiwyg/camara-og.jpg"/>
<title>${title}</title>
<link  rel="stylesheet" type="text/css"  media="all" href="${STATIC}/mage/calendar.min.css" />
<link  rel="stylesheet" type="text/css"  media="all" href="${STATIC}/css/styles-m.min.css" />
<link  rel="stylesheet" type="text/css"  media="screen and (min-width: 768px)" href="${STATIC}/css/styles-l.min.css" />
<link  rel="stylesheet" type="text/css"  media="print" href="${STATIC}/css/print.min.css" />
<script  type="text/javascript"  src="${STATIC}/requirejs/require.min.js"></script>
<script  type="text/javascript"  src="${STATIC}/requirejs-min-resolver.min.js"></script>
<script  type="text/javascript"  src="${STATIC}/mage/requirejs/mixins.min.js"></script>
<script  type="text/javascript"  src="${STATIC}/requirejs-config.min.js"></script>
<link rel="preload" as="font" crossorigin="anonymous" href="${STATIC}/fonts/Merriweather/Merriweather-Bold.woff2" />
<link  rel="canonical" href="${D}${path}" />
<link  rel="icon" type="image/x-icon" href="${D}/media/favicon/stores/1/favicon-camara.png" />
<!-- Google tag (gtag.js) -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-CDLT4R0M2A"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-CDLT4R0M2A', {'anonymize_ip': true});</script>
${extra}    </head>
    <body data-container="body" data-mage-init='{"loaderAjax": {}, "loader": { "icon": "${STATIC}/images/loader-2.gif"}}' id="html-body" class="${bodyClass} page-layout-1column">
<script type="text/x-magento-init">
    {
        "*": {
            "Magento_PageBuilder/js/widget-initializer": {
                "config": {"[data-content-type=\\"slider\\"][data-appearance=\\"default\\"]": {"Magento_PageBuilder\\/js\\/content-type\\/slider\\/appearance\\/default\\/widget": false},"[data-content-type=\\"map\\"]": {"Magento_PageBuilder\\/js\\/content-type\\/map\\/appearance\\/default\\/widget": false},"[data-content-type=\\"row\\"]": {"Magento_PageBuilder\\/js\\/content-type\\/row\\/appearance\\/default\\/widget": false}},
                "breakpoints": {"desktop":{"label":"Desktop","stage":true,"default":true,"class":"desktop-switcher","icon":"Magento_PageBuilder::css\\/images\\/switcher\\/switcher-desktop.svg","conditions":{"min-width":"1024px"},"options":{"products":{"default":{"slidesToShow":"5"}}}},"mobile":{"label":"Mobile","stage":true,"class":"mobile-switcher","icon":"Magento_PageBuilder::css\\/images\\/switcher\\/switcher-mobile.svg","media":"only screen and (max-width: 768px)","conditions":{"max-width":"768px","min-width":"640px"},"options":{"products":{"default":{"slidesToShow":"3"}}}}}
            }
        }
    }
</script>
<script type="text/x-magento-init">{"*": {"Magento_PageCache/js/form-key-provider": {"isPaginationCacheEnabled": 0}}}</script>
<div class="cookie-status-message" id="cookie-status">Magazinul nu va funcționa corect dacă cookie-urile sunt dezactivate.</div>
<div role="alertdialog" tabindex="-1" class="message global cookie" id="notice-cookie-block"><div role="document" class="content" tabindex="0"><p><strong>Folosim cookie-uri pentru a vă oferi cea mai bună experiență pe site-ul nostru.</strong></p><p><span>Aflați mai multe în </span> <a href="${D}/politica-cookies">Politica de cookie-uri</a>.</p><div class="actions"><button id="btn-cookie-allow" class="action allow primary"><span>Accept cookie-urile</span></button></div></div></div>
<script type="text/x-magento-init">{"#notice-cookie-block": {"cookieNotices": {"cookieAllowButtonSelector": "#btn-cookie-allow","cookieName": "user_allowed_save_cookie","cookieValue": {"1":1},"cookieLifetime": 31536000,"noCookiesUrl": "${D}/cookie/index/noCookies/"}}}</script>`;
}

const header = `<div class="page-wrapper"><header class="page-header"><div class="panel wrapper"><div class="panel header">
<a class="action skip contentarea" href="#contentarea"><span>Salt la conținut</span></a>
<p class="header-usp">Livrare gratuită peste 250 lei &middot; Produse direct de la 340 de producători locali</p>
<ul class="header links"><li class="greet welcome" data-bind="scope: 'customer'"><span class="not-logged-in" data-bind="html: 'Bine ați venit!'"></span></li>
<li class="link authorization-link" data-label="sau"><a href="${D}/customer/account/login/">Autentificare</a></li>
<li><a href="${D}/customer/account/create/" id="idZ1xq8Ua4">Creează cont</a></li></ul>
</div></div>
<div class="header content">
<span data-action="toggle-nav" class="action nav-toggle"><span>Navigare</span></span>
<a class="logo" href="${D}/" title="Cămara de la Țară" aria-label="store logo"><img src="${STATIC}/images/logo-camara.svg" title="Cămara de la Țară" alt="Cămara de la Țară" width="210" height="60"/></a>
<div data-block="minicart" class="minicart-wrapper"><a class="action showcart" href="${D}/checkout/cart/" data-bind="scope: 'minicart_content'"><span class="text">Coșul meu</span><span class="counter qty empty"><span class="counter-number">0</span></span></a></div>
<div class="block block-search"><div class="block block-content"><form class="form minisearch" id="search_mini_form" action="${D}/catalogsearch/result/" method="get"><div class="field search"><label class="label" for="search" data-role="minisearch-label"><span>Căutare</span></label><div class="control"><input id="search" type="text" name="q" value="" placeholder="Caută brânzeturi, zacuscă, miere..." class="input-text" maxlength="128" role="combobox" aria-haspopup="false" aria-autocomplete="both" autocomplete="off" aria-expanded="false"/></div></div><div class="actions"><button type="submit" title="Căutare" class="action search" aria-label="Search"><span>Căutare</span></button></div></form></div></div>
</div></header>
<div class="sections nav-sections"><div class="section-items nav-sections-items" data-mage-init='{"tabs":{"openedState":"active"}}'>
<div class="section-item-content nav-sections-item-content" id="store.menu" data-role="content"><nav class="navigation" data-action="navigation">
<ul data-mage-init='{"menu":{"responsive":true, "expanded":true, "position":{"my":"left top","at":"left bottom"}}}'>
<li class="level0 nav-1 category-item first level-top parent"><a href="${D}/produse-traditionale.html" class="level-top"><span>Produse tradiționale</span></a>
<ul class="level0 submenu"><li class="level1 nav-1-1 category-item first"><a href="${D}/produse-traditionale/branzeturi.html"><span>Brânzeturi</span></a></li><li class="level1 nav-1-2 category-item"><a href="${D}/produse-traditionale/mezeluri.html"><span>Mezeluri afumate</span></a></li><li class="level1 nav-1-3 category-item"><a href="${D}/produse-traditionale/zacusca-si-conserve.html"><span>Zacuscă și conserve</span></a></li><li class="level1 nav-1-4 category-item last"><a href="${D}/produse-traditionale/dulceturi.html"><span>Dulcețuri și siropuri</span></a></li></ul></li>
<li class="level0 nav-2 category-item level-top"><a href="${D}/miere-si-produse-apicole.html" class="level-top"><span>Miere</span></a></li>
<li class="level0 nav-3 category-item level-top"><a href="${D}/bauturi.html" class="level-top"><span>Băuturi</span></a></li>
<li class="level0 nav-4 category-item level-top"><a href="${D}/cosuri-cadou.html" class="level-top"><span>Coșuri cadou</span></a></li>
<li class="level0 nav-5 level-top"><a href="${D}/producatori" class="level-top"><span>Producători</span></a></li>
<li class="level0 nav-6 level-top last"><a href="${D}/vinde-pe-camara" class="level-top"><span>Vinde pe Cămara</span></a></li>
</ul></nav></div></div></div>
<main id="maincontent" class="page-main"><a id="contentarea" tabindex="-1"></a>
<div class="columns"><div class="column main">`;

const footer = `</div></div></main>
<footer class="page-footer"><div class="footer content">
<div class="footer-columns">
  <div class="footer-col"><h4>Cămara de la Țară</h4><ul><li><a href="${D}/despre-noi">Despre noi</a></li><li><a href="${D}/parteneri">Parteneri</a></li><li><a href="${D}/vinde-pe-camara">Vinde pe Cămara</a></li><li><a href="${D}/contact">Contact</a></li></ul></div>
  <div class="footer-col"><h4>Informații</h4><ul><li><a href="${D}/livrare">Livrare</a></li><li><a href="${D}/retur">Politica de retur</a></li><li><a href="${D}/termeni-si-conditii">Termeni și condiții</a></li><li><a href="${D}/politica-de-confidentialitate">Politica de confidențialitate</a></li><li><a href="${D}/politica-cookies">Politica de cookie-uri</a></li></ul></div>
  <div class="footer-col"><h4>Contact</h4><p>Camara de la Tara SRL<br>CUI RO41823377, J40/12874/2019<br>Str. Frumoasă 31, București, Sector 1</p><p><a href="tel:+40312295510">031 229 5510</a><br><a href="mailto:comenzi@camaradelatara.ro">comenzi@camaradelatara.ro</a></p></div>
  <div class="footer-col"><h4>Newsletter</h4><div class="block newsletter"><form class="form subscribe" novalidate action="${D}/newsletter/subscriber/new/" method="post" data-mage-init='{"validation": {"errorClass": "mage-error"}}' id="newsletter-validate-detail"><div class="field newsletter"><div class="control"><label for="newsletter"><span class="label">Înscrie-te la newsletter</span><input name="email" type="email" id="newsletter" placeholder="Adresa de email" data-mage-init='{"mage/trim-input":{}}' data-validate="{required:true, 'validate-email':true}"/></label></div></div><div class="actions"><button class="action subscribe primary" title="Abonare" type="submit" aria-label="Subscribe"><span>Abonare</span></button></div></form></div>
  <ul class="social"><li><a href="https://www.facebook.com/camaradelatara" target="_blank" rel="noopener">Facebook</a></li><li><a href="https://www.instagram.com/camaradelatara" target="_blank" rel="noopener">Instagram</a></li><li><a href="https://www.tiktok.com/@camaradelatara" target="_blank" rel="noopener">TikTok</a></li></ul></div>
</div>
<div class="footer-legal">
  <ul class="payment-icons"><li><img src="${STATIC}/images/payment/visa.svg" alt="Visa" width="48" height="30" loading="lazy"/></li><li><img src="${STATIC}/images/payment/mastercard.svg" alt="Mastercard" width="48" height="30" loading="lazy"/></li><li><img src="${STATIC}/images/payment/google-pay.svg" alt="Google Pay" width="48" height="30" loading="lazy"/></li><li><img src="${STATIC}/images/payment/apple-pay.svg" alt="Apple Pay" width="48" height="30" loading="lazy"/></li><li><img src="${STATIC}/images/payment/ramburs.svg" alt="Plata ramburs" width="48" height="30" loading="lazy"/></li></ul>
  <ul class="anpc-badges"><li><a href="https://anpc.ro/ce-este-sal/" target="_blank" rel="nofollow noopener"><img src="${STATIC}/images/anpc-sal.svg" alt="ANPC - Soluționarea alternativă a litigiilor" width="250" height="50" loading="lazy"/></a></li><li><a href="https://ec.europa.eu/consumers/odr" target="_blank" rel="nofollow noopener"><img src="${STATIC}/images/anpc-sol.svg" alt="Soluționarea online a litigiilor" width="250" height="50" loading="lazy"/></a></li><li><a href="https://www.trusted.ro/" target="_blank" rel="nofollow noopener"><img src="${STATIC}/images/trusted-ro.png" alt="Magazin certificat Trusted.ro" width="100" height="50" loading="lazy"/></a></li></ul>
  <small class="copyright"><span>&copy; 2024 Cămara de la Țară. Toate drepturile rezervate. Clienți din Republica Moldova: <a href="https://www.camaradelatara.md/">camaradelatara.md</a></span></small>
</div>
</div></footer>
<script type="text/x-magento-init">{"*": {"Magento_Ui/js/core/app": {"components": {"storage-manager": {"component": "Magento_Catalog/js/storage-manager","appendTo": "","storagesConfiguration": {"recently_viewed_product": {"requestConfig": {"syncUrl": "${D}/catalog/product/frontend_action_synchronize/"},"lifetime": "1000","allowToSendRequest": null}}}}}}}</script>
</div>
    </body>
</html>`;

function page(
  path: string,
  title: string,
  description: string,
  bodyClass: string,
  body: string,
  extra?: string,
): { headers: Record<string, string>; html: string } {
  return { headers, html: `${head(title, description, path, bodyClass, extra)}\n${header}\n${body}\n${footer}` };
}

type Product = { url: string; name: string; producer: string; price: string; img: string };
const products: Product[] = [
  {
    url: 'branza-de-burduf-500g',
    name: 'Brânză de burduf în coajă de brad, 500 g',
    producer: 'Stâna Bran',
    price: '54,90',
    img: 'branza-burduf',
  },
  {
    url: 'zacusca-de-vinete-cu-ardei-copti-350g',
    name: 'Zacuscă de vinete cu ardei copți, 350 g',
    producer: 'Gospodăria Popescu',
    price: '21,50',
    img: 'zacusca',
  },
  {
    url: 'miere-de-salcam-crud-900g',
    name: 'Miere de salcâm crudă, 900 g',
    producer: 'Stupina Valea Mureșului',
    price: '62,00',
    img: 'miere-salcam',
  },
  {
    url: 'jumari-de-casa-300g',
    name: 'Jumări de casă, 300 g',
    producer: 'Afumătoarea din Mărginimea Sibiului',
    price: '29,90',
    img: 'jumari',
  },
  {
    url: 'dulceata-de-afine-de-munte-370g',
    name: 'Dulceață de afine de munte, 370 g',
    producer: 'Cămara Bunicii Veta',
    price: '24,50',
    img: 'dulceata-afine',
  },
  { url: 'palinca-de-pere-50-500ml', name: 'Pălincă de pere 50%, 500 ml', producer: 'Vinars Ardelean', price: '89,00', img: 'palinca' },
  { url: 'telemea-de-oaie-maturata-400g', name: 'Telemea de oaie maturată, 400 g', producer: 'Stâna Bran', price: '38,50', img: 'telemea' },
  {
    url: 'carnati-afumati-de-plescoi-450g',
    name: 'Cârnați afumați de Pleșcoi, 450 g',
    producer: 'Carmangeria Pleșcoi',
    price: '44,90',
    img: 'carnati',
  },
];

const item = (
  p: Product,
) => `<li class="item product product-item"><div class="product-item-info" id="product-item-info_${p.img}" data-container="product-grid">
<a href="${D}/${p.url}.html" class="product photo product-item-photo" tabindex="-1"><span class="product-image-container" style="width:240px;"><span class="product-image-wrapper" style="padding-bottom: 125%;"><img class="product-image-photo" src="${D}/media/catalog/product/cache/8d3e1f6a2b4c5d7e9f0a1b2c3d4e5f6a/${p.img.charAt(0)}/${p.img.charAt(1)}/${p.img}.jpg" loading="lazy" width="240" height="300" alt="${p.name}"/></span></span></a>
<div class="product details product-item-details"><strong class="product name product-item-name"><a class="product-item-link" href="${D}/${p.url}.html">${p.name}</a></strong><div class="product-producer">de la ${p.producer}</div>
<div class="price-box price-final_price" data-role="priceBox" data-price-box="product-id-${p.img.length}"><span class="price-container price-final_price tax weee"><span class="price-wrapper"><span class="price">${p.price}&nbsp;lei</span></span></span></div>
<div class="product-item-inner"><div class="product actions product-item-actions"><div class="actions-primary"><form data-role="tocart-form" data-product-sku="${p.img.toUpperCase()}" action="${D}/checkout/cart/add/uenc/aHR0cHM6Ly93d3cuY2FtYXJhZGVsYXRhcmEucm8v/product/${p.img.length}/" method="post"><input type="hidden" name="product" value="${p.img.length}"><input name="form_key" type="hidden" value="Qz8vL2pX7mN4kR1t" /><button type="submit" title="Adaugă în coș" class="action tocart primary"><span>Adaugă în coș</span></button></form></div></div></div></div></div></li>`;

const home = page(
  '/',
  'Cămara de la Țară - Produse tradiționale de la producători locali',
  'Brânzeturi, mezeluri, miere, zacuscă și dulcețuri de la peste 340 de producători locali din toată România, livrate acasă.',
  'cms-home cms-index-index',
  `<div class="widget block block-static-block"><div data-content-type="row" data-appearance="full-width" data-enable-parallax="0" class="hero-banner" data-element="main">
  <div class="hero-inner"><h1>Gustul de acasă, de la oamenii care îl fac</h1><p>Peste 2.800 de produse tradiționale de la 340 de mici producători, ambalate cu grijă și livrate în 24&ndash;48 de ore oriunde în țară.</p><a class="action primary" href="${D}/produse-traditionale.html">Descoperă produsele</a></div>
  <img src="${D}/media/wysiwyg/banner/banner-camara-primavara.jpg" alt="Coș cu brânzeturi, miere și zacuscă pe o masă de lemn" width="1920" height="640" fetchpriority="high"/>
</div></div>
<div class="block widget block-products-list grid"><div class="block-title"><strong>Cele mai vândute</strong></div><div class="block-content"><div class="products-grid grid"><ol class="product-items widget-product-grid">
${products.slice(0, 4).map(item).join('\n')}
</ol></div></div></div>
<div data-content-type="row" data-appearance="contained" class="usp-row"><div class="usp-grid">
  <div class="usp"><h3>Direct de la producător</h3><p>Fiecare producător este vizitat de echipa noastră înainte de a fi listat.</p></div>
  <div class="usp"><h3>Livrare în 24&ndash;48 h</h3><p>Prin curier sau la easybox, cu ambalaj izoterm pentru produsele refrigerate.</p></div>
  <div class="usp"><h3>Plată sigură</h3><p>Card online, ramburs sau transfer bancar.</p></div>
  <div class="usp"><h3>Retur gratuit</h3><p>14 zile pentru produsele neperisabile.</p></div>
</div></div>
<div data-content-type="row" data-appearance="contained" class="producers-teaser"><h2>Producătorii lunii</h2><p>Stâna Bran, Stupina Valea Mureșului și Carmangeria Pleșcoi. Citește poveștile lor pe pagina <a href="${D}/producatori">Producători</a>.</p></div>
<div data-content-type="row" data-appearance="contained" class="partners-teaser"><p>Livrăm prin curierii noștri parteneri și avem magazine partenere în Cluj, Iași, Brașov și Timișoara. <a href="${D}/parteneri">Vezi toți partenerii</a>.</p></div>
<div data-content-type="row" data-appearance="contained" class="press-strip"><p class="press-title">Au scris despre noi</p><ul><li><img src="${D}/media/wysiwyg/presa/zf.png" alt="Ziarul Financiar" width="120" height="40" loading="lazy"/></li><li><img src="${D}/media/wysiwyg/presa/libertatea.png" alt="Libertatea" width="120" height="40" loading="lazy"/></li><li><img src="${D}/media/wysiwyg/presa/digi24.png" alt="Digi24" width="120" height="40" loading="lazy"/></li></ul></div>`,
);

const category = page(
  '/produse-traditionale.html',
  'Produse tradiționale - Cămara de la Țară',
  'Brânzeturi, mezeluri afumate, zacuscă, conserve și dulcețuri tradiționale românești.',
  'page-products categorypath-produse-traditionale category-produse-traditionale catalog-category-view',
  `<div class="page-title-wrapper"><h1 class="page-title" id="page-title-heading"><span class="base" data-ui-id="page-title-wrapper">Produse tradiționale</span></h1></div>
<div class="category-description"><p>Rețete transmise din generație în generație, făcute în gospodării și stâne din toată țara.</p></div>
<div class="toolbar toolbar-products" data-mage-init='{"productListToolbarForm":{"mode":"product_list_mode","direction":"product_list_dir","order":"product_list_order","limit":"product_list_limit","modeDefault":"grid","directionDefault":"asc","orderDefault":"position","limitDefault":24,"url":"https:\\/\\/www.camaradelatara.ro\\/produse-traditionale.html","formKey":"Qz8vL2pX7mN4kR1t","post":false}}'><p class="toolbar-amount" id="toolbar-amount">Produse <span class="toolbar-number">1</span>-<span class="toolbar-number">8</span> din <span class="toolbar-number">612</span></p><div class="toolbar-sorter sorter"><label class="sorter-label" for="sorter">Sortează după</label><select id="sorter" data-role="sorter" class="sorter-options"><option value="position" selected="selected">Poziție</option><option value="name">Nume</option><option value="price">Preț</option></select></div></div>
<div class="products wrapper grid products-grid"><ol class="products list items product-items">
${products.map(item).join('\n')}
</ol></div>
<div class="toolbar toolbar-products"><div class="pages"><strong class="label pages-label" id="paging-label">Pagina</strong><ul class="items pages-items" aria-labelledby="paging-label"><li class="item current"><strong class="page"><span>1</span></strong></li><li class="item"><a href="${D}/produse-traditionale.html?p=2" class="page"><span>2</span></a></li><li class="item"><a href="${D}/produse-traditionale.html?p=3" class="page"><span>3</span></a></li><li class="item pages-item-next"><a class="action next" href="${D}/produse-traditionale.html?p=2" title="Următorul"><span>Următorul</span></a></li></ul></div></div>
<div class="block filter" id="layered-filter-block" data-mage-init='{"collapsible":{"openedState": "active", "collapsible": true, "active": false, "collateral": { "openedState": "filter-active", "element": "body" } }}'><div class="block-title filter-title"><strong>Filtrează</strong></div><div class="block-content filter-content"><strong role="heading" aria-level="2" class="block-subtitle filter-subtitle">Opțiuni</strong><div class="filter-options" id="narrow-by-list"><div class="filter-options-item"><div class="filter-options-title">Regiune</div><div class="filter-options-content"><ol class="items"><li class="item"><a href="?regiune=transilvania">Transilvania</a> <span class="count">214</span></li><li class="item"><a href="?regiune=moldova">Moldova</a> <span class="count">138</span></li><li class="item"><a href="?regiune=muntenia">Muntenia</a> <span class="count">121</span></li><li class="item"><a href="?regiune=bucovina">Bucovina</a> <span class="count">76</span></li></ol></div></div></div></div></div>`,
);

const product = page(
  '/branza-de-burduf-500g.html',
  'Brânză de burduf în coajă de brad, 500 g - Cămara de la Țară',
  'Brânză de burduf maturată în coajă de brad, de la Stâna Bran.',
  'catalog-product-view product-branza-de-burduf-500g page-layout-1column',
  `<div class="product-info-main"><div class="page-title-wrapper product"><h1 class="page-title"><span class="base" data-ui-id="page-title-wrapper" itemprop="name">Brânză de burduf în coajă de brad, 500 g</span></h1></div>
<div class="product-reviews-summary"><div class="rating-summary"><div class="rating-result" title="96%"><span style="width:96%"><span>96%</span></span></div></div><div class="reviews-actions"><a class="action view" href="#reviews">47 recenzii</a></div></div>
<div class="product-info-price"><div class="price-box price-final_price" data-role="priceBox" data-product-id="812"><span class="price-container price-final_price tax weee"><span class="price-wrapper" data-price-type="finalPrice"><span class="price">54,90&nbsp;lei</span></span></span></div><div class="product-info-stock-sku"><div class="stock available" title="Disponibilitate"><span>În stoc</span></div><div class="product attribute sku"><strong class="type">SKU</strong> <div class="value" itemprop="sku">CDT-BRAN-BURDUF-500</div></div></div></div>
<div class="product-add-form"><form data-product-sku="CDT-BRAN-BURDUF-500" action="${D}/checkout/cart/add/uenc/aHR0cHM6Ly93d3cuY2FtYXJhZGVsYXRhcmEucm8vYnJhbnphLWRlLWJ1cmR1Zi01MDBnLmh0bWw~/product/812/" method="post" id="product_addtocart_form"><input type="hidden" name="product" value="812" /><input name="form_key" type="hidden" value="Qz8vL2pX7mN4kR1t" /><div class="box-tocart"><div class="fieldset"><div class="field qty"><label class="label" for="qty"><span>Cant.</span></label><div class="control"><input type="number" name="qty" id="qty" min="0" value="1" title="Cant." class="input-text qty" data-validate="{&quot;required-number&quot;:true,&quot;validate-item-quantity&quot;:{&quot;minAllowed&quot;:1,&quot;maxAllowed&quot;:10000}}"/></div></div><div class="actions"><button type="submit" title="Adaugă în coș" class="action primary tocart" id="product-addtocart-button"><span>Adaugă în coș</span></button></div></div></div></form></div>
<script type="text/x-magento-init">{"#product_addtocart_form": {"Magento_Catalog/js/validate-product": {}}}</script>
<div class="product attribute overview"><div class="value" itemprop="description"><p>Brânză de oaie frământată și maturată în coajă de brad, după rețeta ciobanilor din Bran. Gust intens, ușor înțepător, cu aromă de rășină.</p></div></div>
<div class="producer-box"><h3>Producător: Stâna Bran</h3><p>Familia Bularca păstorește 600 de oi pe pășunile de lângă Moieciu. Produsele lor au atestat de produs tradițional de la Ministerul Agriculturii și Dezvoltării Rurale.</p></div>
</div>
<div class="product media"><div class="gallery-placeholder _block-content-loading" data-gallery-role="gallery-placeholder"><img alt="Brânză de burduf în coajă de brad" class="gallery-placeholder__image" src="${D}/media/catalog/product/cache/2f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c/b/r/branza-burduf.jpg" width="700" height="700" fetchpriority="high"/></div>
<script type="text/x-magento-init">{"[data-gallery-role=gallery-placeholder]": {"mage/gallery/gallery": {"mixins":["magnifier/magnify"],"magnifierOpts": {"fullscreenzoom":"20","top":"","left":"","width":"","height":"","eventType":"hover","enabled":false},"data": [{"thumb":"${D}/media/catalog/product/cache/thumb/b/r/branza-burduf.jpg","img":"${D}/media/catalog/product/cache/2f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c/b/r/branza-burduf.jpg","caption":"Brânză de burduf","position":"1","isMain":true,"type":"image"}],"options": {"nav":"thumbs","loop":true,"keyboard":true,"arrows":true,"allowfullscreen":true,"showCaption":false,"width":700,"thumbwidth":90,"thumbheight":90,"height":700,"transitionduration":500,"transition":"slide","navarrows":true,"navtype":"slides","navdir":"horizontal"}}}}</script>
</div>
<div class="product info detailed"><div class="product data items" data-mage-init='{"tabs":{"openedState":"active"}}'>
<div class="data item title" data-role="collapsible" id="tab-label-description"><a class="data switch" tabindex="-1" data-toggle="trigger" href="#description">Detalii</a></div>
<div class="data item content" aria-labelledby="tab-label-description-title" id="description" data-role="content"><table class="data table additional-attributes"><tbody><tr><th class="col label" scope="row">Gramaj</th><td class="col data">500 g</td></tr><tr><th class="col label" scope="row">Regiune</th><td class="col data">Transilvania (Brașov)</td></tr><tr><th class="col label" scope="row">Păstrare</th><td class="col data">La frigider, 2&ndash;6&deg;C</td></tr><tr><th class="col label" scope="row">Ingrediente</th><td class="col data">Lapte de oaie, sare, cheag</td></tr></tbody></table></div>
<div class="data item title" data-role="collapsible" id="tab-label-reviews"><a class="data switch" tabindex="-1" data-toggle="trigger" href="#reviews">Recenzii (47)</a></div>
<div class="data item content" id="reviews" data-role="content"><ol class="items review-items"><li class="item review-item"><div class="review-title">Ca la bunica</div><div class="review-content">Exact gustul din copilărie. A ajuns rece, în cutie izotermă.</div><div class="review-details"><p class="review-author"><strong class="review-details-value">Andreea, Cluj</strong></p></div></li><li class="item review-item"><div class="review-title">Excelentă</div><div class="review-content">Foarte gustoasă, ambalare impecabilă.</div><div class="review-details"><p class="review-author"><strong class="review-details-value">Mihai, Constanța</strong></p></div></li></ol></div>
</div></div>
<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Brânză de burduf în coajă de brad, 500 g',
    sku: 'CDT-BRAN-BURDUF-500',
    brand: { '@type': 'Brand', name: 'Stâna Bran' },
    offers: { '@type': 'Offer', price: '54.90', priceCurrency: 'RON', availability: 'https://schema.org/InStock' },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.8', reviewCount: '47' },
  })}</script>`,
);

const couriers: [string, string, string][] = [
  ['fan-courier', 'FAN Courier', 'https://www.fancourier.ro/'],
  ['sameday', 'Sameday Courier și easybox', 'https://sameday.ro/'],
  ['cargus', 'Cargus', 'https://www.cargus.ro/'],
  ['dpd', 'DPD România', 'https://www.dpd.ro/'],
  ['posta-romana', 'Poșta Română', 'https://www.posta-romana.ro/'],
];

const shops: { city: string; name: string; url: string; addr: string }[] = [
  { city: 'Cluj-Napoca', name: 'Băcănia Veche', url: 'https://www.bacaniaveche.ro/', addr: 'Str. Memorandumului 12' },
  { city: 'Iași', name: 'Piața Gourmet', url: 'https://piatagourmet.ro/', addr: 'Bd. Ștefan cel Mare 28' },
  { city: 'Brașov', name: 'Delicatese Ardelenești', url: 'https://www.delicateseardelenesti.ro/', addr: 'Str. Republicii 45' },
  { city: 'Timișoara', name: 'Merindea', url: 'https://merindea.ro/', addr: 'Piața Unirii 9' },
];

const parteneri = page(
  '/parteneri',
  'Partenerii noștri - Cămara de la Țară',
  'Curierii, partenerii tehnologici și magazinele partenere Cămara de la Țară.',
  'cms-parteneri cms-page-view',
  `<div class="page-title-wrapper"><h1 class="page-title"><span class="base" data-ui-id="page-title-wrapper">Partenerii noștri</span></h1></div>
<div data-content-type="row" data-appearance="contained" data-element="main"><div data-enable-parallax="0" data-element="inner">
<div data-content-type="text" data-appearance="default" data-element="main"><p>Cămara de la Țară funcționează datorită unei rețele de parteneri care ne ajută să aducem produsele micilor producători din sat până la ușa ta.</p></div>
<h2 data-content-type="heading" data-appearance="default" data-element="main">Parteneri de livrare</h2>
<div class="pagebuilder-column-group courier-logos" data-content-type="column-group" data-grid-size="12">
${couriers
  .map(
    ([slug, alt, url]) =>
      `<div class="pagebuilder-column" data-content-type="column" data-appearance="full-height" data-element="main" style="width:20%"><figure data-content-type="image" data-appearance="full-width" data-element="main"><a href="${url}" target="_blank" title="" data-element="link"><img class="pagebuilder-mobile-hidden" src="${D}/media/wysiwyg/parteneri/${slug}.png" alt="${alt}" title="" data-element="desktop_image" width="200" height="100" loading="lazy"/></a></figure></div>`,
  )
  .join('\n')}
</div>
<h2 data-content-type="heading" data-appearance="default" data-element="main">Parteneri tehnologici</h2>
<div class="pagebuilder-column-group tech-cards" data-content-type="column-group" data-grid-size="12">
<div class="pagebuilder-column" data-content-type="column" style="width:33.3333%"><div data-content-type="text" data-appearance="default" data-element="main"><h3>NETOPIA Payments</h3><p>Procesatorul nostru de plăți cu cardul, cu 3D Secure și plata în rate.</p><p><a href="https://netopia-payments.com/" target="_blank" rel="noopener">Vizitează site-ul</a></p></div></div>
<div class="pagebuilder-column" data-content-type="column" style="width:33.3333%"><div data-content-type="text" data-appearance="default" data-element="main"><h3>SmartBill</h3><p>Facturarea automată și integrarea e-Factura cu ANAF pentru fiecare comandă.</p><p><a href="https://www.smartbill.ro/" target="_blank" rel="noopener">Vizitează site-ul</a></p></div></div>
<div class="pagebuilder-column" data-content-type="column" style="width:33.3333%"><div data-content-type="text" data-appearance="default" data-element="main"><h3>Algolia</h3><p>Motorul de căutare care găsește produsul potrivit chiar și când scrii fără diacritice.</p><p><a href="https://www.algolia.com/" target="_blank" rel="noopener">Vizitează site-ul</a></p></div></div>
</div>
<h2 data-content-type="heading" data-appearance="default" data-element="main">Magazine partenere</h2>
<div data-content-type="text" data-appearance="default" data-element="main"><p>Preferi să guști înainte? O selecție de produse Cămara de la Țară se găsește și în aceste băcănii partenere:</p>
<dl class="partner-shops">
${shops.map((s) => `<dt>${s.city}</dt><dd><a href="${s.url}" target="_blank" rel="noopener">${s.name}</a>, ${s.addr}</dd>`).join('\n')}
</dl>
<p>Ne găsești și pe <a href="https://www.emag.ro/brands/brand/camara-de-la-tara" target="_blank" rel="noopener">eMAG Marketplace</a>, unde vindem o selecție de coșuri cadou și produse neperisabile.</p></div>
<h2 data-content-type="heading" data-appearance="default" data-element="main">Asociații partenere</h2>
<div data-content-type="text" data-appearance="default" data-element="main"><p>Colaborăm cu <a href="https://www.apbucovina.ro/" target="_blank" rel="noopener">Asociația Producătorilor din Bucovina</a> pentru certificarea și promovarea produselor montane din nordul Moldovei.</p></div>
<div data-content-type="text" data-appearance="default" data-element="main" class="partner-cta"><p>Vrei să devii partener? Scrie-ne la <a href="mailto:parteneriate@camaradelatara.ro">parteneriate@camaradelatara.ro</a>. Producătorii care vor să își vândă produsele pe Cămara găsesc toate detaliile pe pagina <a href="${D}/vinde-pe-camara">Vinde pe Cămara</a>.</p></div>
</div></div>`,
);

const despre = page(
  '/despre-noi',
  'Despre noi - Cămara de la Țară',
  'Povestea Cămara de la Țară, piața online a micilor producători din România.',
  'cms-despre-noi cms-page-view',
  `<div class="page-title-wrapper"><h1 class="page-title"><span class="base">Despre noi</span></h1></div>
<div data-content-type="row" data-appearance="contained" data-element="main"><div data-element="inner">
<div data-content-type="text" data-appearance="default" data-element="main">
<p>Cămara de la Țară a pornit în 2019 din garajul Ioanei și al lui Radu Munteanu, doi bucureșteni care voiau să le cumpere părinților aceeași brânză de burduf pe care o mâncau în vacanțele la Bran. Astăzi suntem o echipă de 46 de oameni, cu un depozit frigorific în Chiajna și peste 340 de producători listați.</p>
<h2>Cum lucrăm</h2>
<ul><li>Vizităm fiecare producător înainte de listare și verificăm autorizațiile sanitar-veterinare.</li><li>Producătorii primesc 78% din prețul de vânzare, plătit în 7 zile.</li><li>Ambalăm produsele refrigerate în cutii izoterme reutilizabile, pe care le recuperăm gratuit.</li></ul>
<h2>Premii și presă</h2>
<p>Am câștigat premiul &bdquo;Cel mai bun magazin online de produse alimentare&rdquo; la <a href="https://www.gpec.ro/" target="_blank" rel="noopener">Gala Premiilor eCommerce (GPeC) 2023</a>. Au scris despre noi <a href="https://www.zf.ro/companii/" target="_blank" rel="noopener">Ziarul Financiar</a> și <a href="https://www.libertatea.ro/" target="_blank" rel="noopener">Libertatea</a>.</p>
<h2>Responsabilitate</h2>
<p>Produsele cu termen scurt pe care nu le vindem sunt donate lunar către <a href="https://www.bancapentrualimente.ro/" target="_blank" rel="noopener">Banca pentru Alimente</a>. În 2023 am donat peste 11 tone de alimente.</p>
<h2>Cariere</h2>
<p>Căutăm colegi pentru depozit și customer care. Vezi posturile disponibile pe <a href="https://www.ejobs.ro/company/camara-de-la-tara/412877" target="_blank" rel="noopener">eJobs</a>.</p>
</div></div></div>`,
);

const vinde = page(
  '/vinde-pe-camara',
  'Vinde pe Cămara - Cămara de la Țară',
  'Ești producător local? Vinde-ți produsele pe Cămara de la Țară.',
  'cms-vinde-pe-camara cms-page-view',
  `<div class="page-title-wrapper"><h1 class="page-title"><span class="base">Vinde pe Cămara</span></h1></div>
<div data-content-type="row" data-appearance="contained" data-element="main"><div data-element="inner">
<div data-content-type="text" data-appearance="default" data-element="main">
<p>Ești producător mic sau mijlociu de produse alimentare tradiționale? Ne ocupăm noi de magazin, fotografii, depozitare, livrare și plăți, tu te ocupi de ce știi mai bine.</p>
<h2>Ce oferim</h2>
<ul><li>Comision de 22%, fără taxă de listare</li><li>Fotografii profesionale ale produselor, gratuit</li><li>Ridicare de la sediul tău o dată pe săptămână</li><li>Plata în 7 zile de la livrare</li></ul>
<h2>Ce îți cerem</h2>
<ul><li>Autorizație DSVSA sau înregistrare sanitar-veterinară</li><li>Etichetare conform legislației</li><li>Capacitate de minimum 50 de bucăți pe lună pentru fiecare produs</li></ul>
<h2>Înscrie-te</h2>
</div>
<form class="form contact" action="${D}/vinde-pe-camara/post" id="producer-form" method="post" data-mage-init='{"validation":{}}'><input name="form_key" type="hidden" value="Qz8vL2pX7mN4kR1t" />
<fieldset class="fieldset"><div class="field name required"><label class="label" for="name"><span>Nume producător / firmă</span></label><div class="control"><input name="name" id="name" class="input-text" type="text" data-validate="{required:true}"/></div></div>
<div class="field email required"><label class="label" for="email"><span>Email</span></label><div class="control"><input name="email" id="email" class="input-text" type="email" data-validate="{required:true, 'validate-email':true}"/></div></div>
<div class="field telephone"><label class="label" for="telephone"><span>Telefon</span></label><div class="control"><input name="telephone" id="telephone" class="input-text" type="tel"/></div></div>
<div class="field county"><label class="label" for="county"><span>Județ</span></label><div class="control"><input name="county" id="county" class="input-text" type="text"/></div></div>
<div class="field comment required"><label class="label" for="comment"><span>Ce produse faci?</span></label><div class="control"><textarea name="comment" id="comment" class="input-text" cols="5" rows="5" data-validate="{required:true}"></textarea></div></div></fieldset>
<div class="actions-toolbar"><div class="primary"><button type="submit" title="Trimite" class="action submit primary"><span>Trimite</span></button></div></div></form>
</div></div>`,
);

const contact = page(
  '/contact',
  'Contact - Cămara de la Țară',
  'Contactează echipa Cămara de la Țară.',
  'contact-index-index',
  `<div class="page-title-wrapper"><h1 class="page-title"><span class="base">Contact</span></h1></div>
<form class="form contact" action="${D}/contact/index/post/" id="contact-form" method="post" data-hasrequired="* Câmpuri obligatorii" data-mage-init='{"validation":{}}'>
<fieldset class="fieldset"><legend class="legend"><span>Scrie-ne</span></legend><br />
<div class="field note no-label">Răspundem în maximum 24 de ore lucrătoare.</div>
<div class="field name required"><label class="label" for="name"><span>Nume</span></label><div class="control"><input name="name" id="name" title="Nume" value="" class="input-text" type="text" data-validate="{required:true}"/></div></div>
<div class="field email required"><label class="label" for="email"><span>Email</span></label><div class="control"><input name="email" id="email" title="Email" value="" class="input-text" type="email" data-validate="{required:true, 'validate-email':true}"/></div></div>
<div class="field telephone"><label class="label" for="telephone"><span>Număr de telefon</span></label><div class="control"><input name="telephone" id="telephone" title="Număr de telefon" value="" class="input-text" type="tel"/></div></div>
<div class="field comment required"><label class="label" for="comment"><span>Mesaj</span></label><div class="control"><textarea name="comment" id="comment" title="Mesaj" class="input-text" cols="5" rows="3" data-validate="{required:true}"></textarea></div></div>
</fieldset>
<div class="actions-toolbar"><div class="primary"><input type="hidden" name="hideit" id="hideit" value="" /><button type="submit" title="Trimite" class="action submit primary"><span>Trimite</span></button></div></div>
</form>
<div class="contact-info"><h2>Program</h2><p>Luni&ndash;Vineri 08:00&ndash;20:00, Sâmbătă 09:00&ndash;14:00</p><p>Telefon: <a href="tel:+40312295510">031 229 5510</a><br>Email: <a href="mailto:comenzi@camaradelatara.ro">comenzi@camaradelatara.ro</a></p><p>Depozit și punct de ridicare: Str. Industriilor 14, Chiajna, Ilfov</p></div>`,
);

export const site: CorpusSite = {
  domain: 'camaradelatara.ro',
  otherDomains: ['camaradelatara.md'],
  covers:
    'Romanian food marketplace on Magento 2 (Varnish, RequireJS, PageBuilder): a /parteneri CMS page with a courier logo grid known only by alt text, technology cards with "Vizitează site-ul" links, partner shops in a definition list by city, an eMAG marketplace listing and a producers association; negatives are the ANPC SAL and EU SOL badges, Trusted.ro, payment-method logos, producers named without links, press logos and links, the GPeC award, a food-bank donation, eJobs, social links and the Moldovan sister domain.',
  pages: {
    '/': home,
    '/produse-traditionale.html': category,
    '/branza-de-burduf-500g.html': product,
    '/parteneri': parteneri,
    '/despre-noi': despre,
    '/vinde-pe-camara': vinde,
    '/contact': contact,
    '/parteneri.html': { status: 301, redirect: '/parteneri' },
  },
  sitemap: ['/', '/produse-traditionale.html', '/branza-de-burduf-500g.html', '/parteneri', '/despre-noi', '/vinde-pe-camara', '/contact'],
  technologies: [
    'magento',
    'php',
    'mysql',
    'nginx',
    'varnish',
    'requirejs',
    'cart-functionality',
    'google-analytics',
    'google-tag-manager',
    'open-graph',
    'priority-hints',
  ],
  partners: {
    'fancourier.ro': 'generic',
    'sameday.ro': 'generic',
    'cargus.ro': 'generic',
    'dpd.ro': 'generic',
    'posta-romana.ro': 'generic',
    'netopia-payments.com': 'technology',
    'smartbill.ro': 'technology',
    'algolia.com': 'technology',
    'bacaniaveche.ro': 'channel',
    'piatagourmet.ro': 'channel',
    'delicateseardelenesti.ro': 'channel',
    'merindea.ro': 'channel',
    'emag.ro': 'channel',
    'apbucovina.ro': 'generic',
  },
};
