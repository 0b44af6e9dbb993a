import type { CorpusSite } from '../corpus/types.js';

const SHOP_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'x-shopid': '61874200113',
  'x-shopify-stage': 'production',
  'x-sorting-hat-podid': '312',
  'x-sorting-hat-shopid': '61874200113',
  'powered-by': 'Shopify',
  'cf-cache-status': 'DYNAMIC',
  'cf-ray': '8a7c1f02bd3e51a4-CPH',
  'set-cookie':
    '_shopify_y=3f1c9a2e-6b7d-4e21-9c0a-5d8e7f6a1b2c; Expires=Thu, 22 May 2025 09:12:44 GMT; Domain=boelgecykler.dk; Path=/; SameSite=Lax',
};

const head = (title: string, path: string, desc: string, pageType: string, extraHead = '') => `<!doctype html>
<html class="no-js" lang="da">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width,initial-scale=1">
    <meta name="theme-color" content="">
    <link rel="canonical" href="https://boelgecykler.dk${path}">
    <link rel="icon" type="image/png" href="//boelgecykler.dk/cdn/shop/files/boelge-favicon.png?crop=center&height=32&v=1694511203&width=32">
    <link rel="preconnect" href="https://fonts.shopifycdn.com" crossorigin>
    <title>
      ${title}
 &ndash; Bølge Cykler</title>
      <meta name="description" content="${desc}">

<meta property="og:site_name" content="Bølge Cykler">
<meta property="og:url" content="https://boelgecykler.dk${path}">
<meta property="og:title" content="${title}">
<meta property="og:type" content="website">
<meta property="og:description" content="${desc}">
<meta property="og:image" content="http://boelgecykler.dk/cdn/shop/files/boelge-long-og.jpg?v=1694511580">
<meta property="og:image:secure_url" content="https://boelgecykler.dk/cdn/shop/files/boelge-long-og.jpg?v=1694511580">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${title}">
<meta name="twitter:description" content="${desc}">

    <script src="//boelgecykler.dk/cdn/shop/t/14/assets/constants.js?v=58251544750838685771703151372" defer="defer"></script>
    <script src="//boelgecykler.dk/cdn/shop/t/14/assets/pubsub.js?v=158357773527763999511703151372" defer="defer"></script>
    <script src="//boelgecykler.dk/cdn/shop/t/14/assets/global.js?v=37284204640041572741703151372" defer="defer"></script>
    <script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="5e0d9a21-7c44-4b8e-a6f1-2e9c0b3d7a18" data-blockingmode="auto" type="text/javascript"></script>
    <script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.start');</script><meta name="shopify-checkout-api-token" content="9c41b7e2f0d35a6c8e12b4f7a90d3c51">
<meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/61874200113/digital_wallets/dialog">${extraHead}
<script async="async" src="/checkouts/internal/preloads.js?locale=da-DK"></script>
<script id="shopify-features" type="application/json">{"accessToken":"9c41b7e2f0d35a6c8e12b4f7a90d3c51","betas":["rich-media-storefront-analytics"],"domain":"boelgecykler.dk","predictiveSearch":true,"shopId":61874200113,"locale":"da"}</script>
<script>var Shopify = Shopify || {};
Shopify.shop = "boelge-cykler.myshopify.com";
Shopify.locale = "da";
Shopify.currency = {"active":"DKK","rate":"1.0"};
Shopify.country = "DK";
Shopify.theme = {"name":"Dawn – Bølge 2024","id":131470557233,"schema_name":"Dawn","schema_version":"12.0.0","theme_store_id":887,"role":"main"};
Shopify.theme.handle = "null";
Shopify.theme.style = {"id":null,"handle":null};
Shopify.cdnHost = "boelgecykler.dk/cdn";
Shopify.routes = Shopify.routes || {};
Shopify.routes.root = "/";</script>
<script type="module">!function(o){(o.Shopify=o.Shopify||{}).modules=!0}(window);</script>
<script>!function(o){function n(){var o=[];function n(){o.push(Array.prototype.slice.apply(arguments))}return n.q=o,n}var t=o.Shopify=o.Shopify||{};t.loadFeatures=n(),t.autoloadFeatures=n()}(window);</script>
<script id="shop-js-analytics" type="application/json">{"pageType":"${pageType}"}</script>
<script id="__st">var __st={"a":61874200113,"offset":3600,"reqid":"0b6f3e44-2d1a-4c9f-8e71-53a0d2c6b7f1-1716370364","pageurl":"boelgecykler.dk${path}","u":"7e2a0c1f94d3","p":"${pageType}"};</script>
<script>window.ShopifyPaypalV4VisibilityTracking = true;</script>
<script integrity="sha256-EGCDRYTvIEOXsReXgqGwkAR+5Dl8tickSrieA/ZcQwk=" data-source-attribution="shopify.loadfeatures" defer="defer" src="//boelgecykler.dk/cdn/shopifycloud/shopify/assets/storefront/load_feature-1060830d84ef2043979c48d7a8f3f69c1b5d2a01bc7a6e7d8f1e5b0a1f78a5b4.js" crossorigin="anonymous"></script>
<script data-source-attribution="shopify.dynamic_checkout.dynamic.init">var Shopify=Shopify||{};Shopify.PaymentButton=Shopify.PaymentButton||{isStorefrontPortableWallets:!0,init:function(){window.Shopify.PaymentButton.init=function(){};var t=document.createElement("script");t.src="https://boelgecykler.dk/cdn/shopifycloud/portable-wallets/latest/portable-wallets.da.js",t.type="module",document.head.appendChild(t)}};</script>
<script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.end');</script>

    <link href="//boelgecykler.dk/cdn/shop/t/14/assets/base.css?v=165191016556652226921703151372" rel="stylesheet" type="text/css" media="all" />
    <link rel="preload" as="font" href="//boelgecykler.dk/cdn/fonts/dm_sans/dmsans_n4.ec80bd4dd7e1a334c969c265873491ae56018d72.woff2" type="font/woff2" crossorigin>
    <link rel="stylesheet" href="//boelgecykler.dk/cdn/shop/t/14/assets/component-predictive-search.css?v=118923337488134913561703151372" media="print" onload="this.media='all'">
    <script>document.documentElement.className = document.documentElement.className.replace('no-js', 'js');
    if (Shopify.designMode) {
      document.documentElement.classList.add('shopify-design-mode');
    }
    </script>
  </head>
`;

const header = `  <body class="gradient animate--hover-default">
    <a class="skip-to-content-link button visually-hidden" href="#MainContent">
      Spring til indholdet
    </a>
<!-- BEGIN sections: header-group -->
<div id="shopify-section-sections--16224710918449__announcement-bar" class="shopify-section shopify-section-group-header-group announcement-bar-section"><div class="utility-bar color-scheme-3 gradient utility-bar--bottom-border">
  <div class="page-width utility-bar__grid"><div class="announcement-bar" role="region" aria-label="Meddelelse"><p class="announcement-bar__message h5">
            <span>Gratis prøvetur hos alle forhandlere – book i dag</span></p></div></div>
</div>
</div><div id="shopify-section-sections--16224710918449__header" class="shopify-section shopify-section-group-header-group section-header"><link rel="stylesheet" href="//boelgecykler.dk/cdn/shop/t/14/assets/component-list-menu.css?v=151968516119678728991703151372" media="print" onload="this.media='all'">
<sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom"><header class="header header--middle-left header--mobile-center page-width header--has-menu header--has-social header--has-localizations">

<header-drawer data-breakpoint="tablet">
  <details id="Details-menu-drawer-container" class="menu-drawer-container">
    <summary class="header__icon header__icon--menu header__icon--summary link focus-inset" aria-label="Menu">
      <span><svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" class="icon icon-hamburger" fill="none" viewBox="0 0 18 16"><path d="M1 .5a.5.5 0 100 1h15.71a.5.5 0 000-1H1zM.5 8a.5.5 0 01.5-.5h15.71a.5.5 0 010 1H1A.5.5 0 01.5 8zm0 7a.5.5 0 01.5-.5h15.71a.5.5 0 010 1H1a.5.5 0 01-.5-.5z" fill="currentColor"></path></svg></span>
    </summary>
  </details>
</header-drawer>
<a href="/" class="header__heading-link link link--text focus-inset"><div class="header__heading-logo-wrapper">
                <img src="//boelgecykler.dk/cdn/shop/files/boelge-logo.svg?v=1694511203&amp;width=600" alt="Bølge Cykler" width="180" height="44.0" loading="eager" class="header__heading-logo motion-reduce">
              </div></a>
<nav class="header__inline-menu">
  <ul class="list-menu list-menu--inline" role="list"><li><a href="/collections/ladcykler" class="header__menu-item list-menu__item link link--text focus-inset"><span>Ladcykler</span></a></li><li><a href="/collections/tilbehor" class="header__menu-item list-menu__item link link--text focus-inset"><span>Tilbehør</span></a></li><li><a href="/pages/erhverv" class="header__menu-item list-menu__item link link--text focus-inset"><span>Erhverv</span></a></li><li><a href="/pages/forhandlere" class="header__menu-item list-menu__item link link--text focus-inset"><span>Find forhandler</span></a></li><li><a href="/blogs/nyheder" class="header__menu-item list-menu__item link link--text focus-inset"><span>Nyheder</span></a></li><li><a href="/pages/om-os" class="header__menu-item list-menu__item link link--text focus-inset"><span>Om os</span></a></li></ul>
</nav>
<div class="header__icons header__icons--localization header-localization">
  <a href="/search" class="header__icon header__icon--search link focus-inset"><span class="visually-hidden">Søg</span></a>
  <a href="https://shopify.com/61874200113/account?locale=da&amp;region_country=DK" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">Log ind</span></a>
  <a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Kurv</span></a>
</div>
</header>
</sticky-header>
</div>
<!-- END sections: header-group -->
    <main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
`;

const footer = `    </main>

<!-- BEGIN sections: footer-group -->
<div id="shopify-section-sections--16224711049521__footer" class="shopify-section shopify-section-group-footer-group">
<link href="//boelgecykler.dk/cdn/shop/t/14/assets/section-footer.css?v=60894547700700289121703151372" rel="stylesheet" type="text/css" media="all" />
<footer class="footer color-scheme-4 gradient section-sections--16224711049521__footer-padding"><div class="footer__content-top page-width"><div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet">
<div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Kundeservice</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/pages/kontakt" class="link link--text list-menu__item list-menu__item--link">Kontakt</a></li><li><a href="/policies/shipping-policy" class="link link--text list-menu__item list-menu__item--link">Levering</a></li><li><a href="/pages/garanti-og-service" class="link link--text list-menu__item list-menu__item--link">Garanti og service</a></li><li><a href="/policies/refund-policy" class="link link--text list-menu__item list-menu__item--link">Returret</a></li></ul></div>
<div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Bølge</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/pages/om-os" class="link link--text list-menu__item list-menu__item--link">Om os</a></li><li><a href="/pages/samarbejdspartnere" class="link link--text list-menu__item list-menu__item--link">Samarbejdspartnere</a></li><li><a href="/pages/forhandlere" class="link link--text list-menu__item list-menu__item--link">Forhandlere</a></li><li><a href="https://job.boelgecykler.dk/" class="link link--text list-menu__item list-menu__item--link">Job hos Bølge</a></li></ul></div>
<div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">Bølge Cykler ApS</h2><div class="footer-block__details-content rte"><p>Industrivej Nord 14<br/>8660 Skanderborg<br/>CVR 39 81 44 27<br/>Tlf. 86 52 10 40</p></div></div>
</div><div class="footer-block--newsletter"><div class="footer-block__newsletter"><h2 class="footer-block__heading inline-richtext">Nyhedsbrev</h2><div class="klaviyo-form-Xk82pT"></div></div>
<ul class="footer__list-social list-unstyled list-social" role="list"><li class="list-social__item"><a href="https://www.facebook.com/boelgecykler" class="link list-social__link"><svg aria-hidden="true" focusable="false" class="icon icon-facebook" viewBox="0 0 20 20"><path fill="currentColor" d="M18 10.049C18 5.603 14.419 2 10 2c-4.419 0-8 3.603-8 8.049C2 14.067 4.925 17.396 8.75 18v-5.624H6.719v-2.328h2.03V8.275c0-2.017 1.195-3.132 3.023-3.132.874 0 1.79.158 1.79.158v1.98h-1.009c-.994 0-1.303.621-1.303 1.258v1.51h2.219l-.355 2.326H11.25V18c3.825-.604 6.75-3.933 6.75-7.951Z"/></svg><span class="visually-hidden">Facebook</span></a></li><li class="list-social__item"><a href="https://instagram.com/boelgecykler" class="link list-social__link"><svg aria-hidden="true" focusable="false" class="icon icon-instagram" viewBox="0 0 20 20"><path fill="currentColor" d="M10 2.27c-2.1 0-2.36.01-3.18.05z"/></svg><span class="visually-hidden">Instagram</span></a></li><li class="list-social__item"><a href="https://www.youtube.com/@boelgecykler" class="link list-social__link"><svg aria-hidden="true" focusable="false" class="icon icon-youtube" viewBox="0 0 20 20"><path fill="currentColor" d="M18.16 5.87c.34 1.309.34 4.08.34 4.08z"/></svg><span class="visually-hidden">YouTube</span></a></li></ul></div></div>
<div class="footer__content-bottom"><div class="footer__content-bottom-wrapper page-width"><div class="footer__column footer__localization isolate"></div><div class="footer__column footer__column--info"><div class="footer__payment">
            <span class="visually-hidden">Betalingsmetoder</span>
            <ul class="list list-payment" role="list"><li class="list-payment__item">
                  <svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-apple_pay"><title id="pi-apple_pay">Apple Pay</title><path fill="#000" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg>
                </li><li class="list-payment__item">
                  <svg class="icon icon--full-color" xmlns="http://www.w3.org/2000/svg" role="img" viewBox="0 0 38 24" width="38" height="24" aria-labelledby="pi-google_pay"><title id="pi-google_pay">Google Pay</title><path d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z" fill="#000" opacity=".07"/></svg>
                </li><li class="list-payment__item">
                  <svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-master"><title id="pi-master">Mastercard</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg>
                </li><li class="list-payment__item">
                  <svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-mobilepay"><title id="pi-mobilepay">MobilePay</title><path d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z" fill="#5A78FF"/></svg>
                </li><li class="list-payment__item">
                  <svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-visa"><title id="pi-visa">Visa</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg>
                </li></ul>
          </div></div></div><div class="footer__content-bottom-wrapper page-width"><div class="footer__copyright caption">
          <small class="copyright__content">&copy; 2024, <a href="/" title="">Bølge Cykler</a></small>
          <small class="copyright__content"><a href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore" target="_blank" rel="nofollow">Drevet af Shopify</a></small>
          <ul class="policies list-unstyled"><li><small class="copyright__content"><a href="/policies/privacy-policy">Privatlivspolitik</a></small></li><li><small class="copyright__content"><a href="/policies/terms-of-service">Handelsbetingelser</a></small></li></ul>
        </div></div></div>
</footer>
</div>
<!-- END sections: footer-group -->
<div id="shopify-block-klaviyo_onsite_embed" class="shopify-block shopify-app-block"><script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=Wq7TxP"></script>
<script src="https://cdn.shopify.com/extensions/2f4c1b7e-7a35-4a79-a9e0-5c4d6e1f2b08/klaviyo-email-marketing-sms-108/assets/app.js" defer></script>
</div>
  </body>
</html>
`;

const home =
  head(
    'Danske ladcykler til familier og erhverv',
    '/',
    'Bølge designer og samler ladcykler i Skanderborg. Elektrisk assistance, trinløst gear og 10 års stelgaranti.',
    'home',
  ) +
  header +
  `<div id="shopify-section-template--16224710754609__image_banner" class="shopify-section section"><div id="Banner-template--16224710754609__image_banner" class="banner banner--content-align-left banner--large banner--desktop-transparent">
  <div class="banner__media media">
    <img src="//boelgecykler.dk/cdn/shop/files/hero-familie.jpg?v=1694512011&amp;width=3840" alt="Familie på Bølge Long ved Aarhus Ø" width="3840" height="2160" fetchpriority="high" sizes="100vw">
  </div>
  <div class="banner__content banner__content--bottom-left page-width">
    <div class="banner__box content-container content-container--full-width-mobile color-scheme-1 gradient">
      <h2 class="banner__heading inline-richtext h0">Plads til hele ugen</h2>
      <div class="banner__text rte"><p>Designet og samlet i Skanderborg. Prøv en Bølge hos en af vores 11 forhandlere.</p></div>
      <div class="banner__buttons"><a href="/pages/forhandlere" class="button button--primary">Find forhandler</a><a href="/collections/ladcykler" class="button button--secondary">Se modellerne</a></div>
    </div>
  </div>
</div>
</div>
<div id="shopify-section-template--16224710754609__featured_collection" class="shopify-section section"><div class="color-scheme-1 gradient">
  <div class="collection section-template--16224710754609__featured_collection-padding">
    <div class="collection__title title-wrapper title-wrapper--no-top-margin page-width"><h2 class="title inline-richtext h2">Modeller</h2></div>
    <slider-component class="slider-mobile-gutter page-width">
      <ul id="Slider-template--16224710754609__featured_collection" class="grid product-grid contains-card contains-card--product grid--3-col-desktop grid--1-col-tablet-down slider slider--tablet" role="list" aria-label="Slider">
        <li id="Slide-template--16224710754609__featured_collection-1" class="grid__item slider__slide"><div class="card-wrapper product-card-wrapper underline-links-hover"><div class="card card--standard card--media"><div class="card__content"><div class="card__information"><h3 class="card__heading h5"><a href="/products/boelge-long" class="full-unstyled-link">Bølge Long</a></h3><div class="price"><span class="price-item price-item--regular">fra 32.995,00 kr</span></div></div></div></div></div></li>
        <li id="Slide-template--16224710754609__featured_collection-2" class="grid__item slider__slide"><div class="card-wrapper product-card-wrapper underline-links-hover"><div class="card card--standard card--media"><div class="card__content"><div class="card__information"><h3 class="card__heading h5"><a href="/products/boelge-trio" class="full-unstyled-link">Bølge Trio</a></h3><div class="price"><span class="price-item price-item--regular">fra 36.495,00 kr</span></div></div></div></div></div></li>
        <li id="Slide-template--16224710754609__featured_collection-3" class="grid__item slider__slide"><div class="card-wrapper product-card-wrapper underline-links-hover"><div class="card card--standard card--media"><div class="card__content"><div class="card__information"><h3 class="card__heading h5"><a href="/products/boelge-flex-erhverv" class="full-unstyled-link">Bølge Flex Erhverv</a></h3><div class="price"><span class="price-item price-item--regular">fra 41.200,00 kr ekskl. moms</span></div></div></div></div></div></li>
      </ul>
    </slider-component>
  </div>
</div>
</div>
<div id="shopify-section-template--16224710754609__logo_list" class="shopify-section section"><div class="page-width section-template--16224710754609__logo_list-padding">
  <h2 class="title h3 center">Kendt fra</h2>
  <ul class="logo-list grid grid--5-col-desktop grid--3-col-tablet-down" role="list">
    <li class="grid__item"><a href="https://www.dr.dk/nyheder/indland/ladcyklen-erobrer-provinsen"><img src="//boelgecykler.dk/cdn/shop/files/dr-logo.svg?v=1" alt="DR" loading="lazy" width="120" height="40"></a></li>
    <li class="grid__item"><a href="https://politiken.dk/rejser/art9412207/"><img src="//boelgecykler.dk/cdn/shop/files/politiken-logo.svg?v=1" alt="Politiken" loading="lazy" width="120" height="40"></a></li>
    <li class="grid__item"><a href="https://ing.dk/artikel/ladcykler-fra-skanderborg"><img src="//boelgecykler.dk/cdn/shop/files/ingenioeren-logo.svg?v=1" alt="Ingeniøren" loading="lazy" width="120" height="40"></a></li>
    <li class="grid__item"><img src="//boelgecykler.dk/cdn/shop/files/tv2-ostjylland.svg?v=1" alt="TV2 Østjylland" loading="lazy" width="120" height="40"></li>
  </ul>
</div>
</div>
<div id="shopify-section-template--16224710754609__rich_text" class="shopify-section section"><div class="isolate page-width"><div class="rich-text content-container color-scheme-2 gradient rich-text--full-width content-container--full-width section-template--16224710754609__rich_text-padding"><div class="rich-text__wrapper rich-text__wrapper--center page-width"><div class="rich-text__blocks center">
  <h2 class="rich-text__heading rte inline-richtext h1">Bygget med de bedste komponenter</h2>
  <div class="rich-text__text rte"><p>Bosch-motor, Enviolo-nav og Gates-rem som standard. Læs om vores <a href="/pages/samarbejdspartnere" title="Samarbejdspartnere">samarbejdspartnere</a>.</p></div>
</div></div></div></div>
</div>
` +
  footer;

const dealers = [
  {
    id: 101,
    name: 'Cykelsmeden Aarhus',
    type: 'Forhandler',
    address: 'Frederiks Allé 88',
    zip: '8000',
    city: 'Aarhus C',
    country: 'DK',
    phone: '+45 86 12 44 90',
    website: 'https://cykelsmeden-aarhus.dk',
    lat: 56.1494,
    lng: 10.2045,
  },
  {
    id: 102,
    name: 'Ladcykelhuset',
    type: 'Forhandler',
    address: 'Nørrebrogade 201',
    zip: '2200',
    city: 'København N',
    country: 'DK',
    phone: '+45 35 81 20 10',
    website: 'https://www.ladcykelhuset.dk/',
    lat: 55.6958,
    lng: 12.5446,
  },
  {
    id: 103,
    name: 'Fyns Cykelcenter',
    type: 'Forhandler',
    address: 'Rugårdsvej 190',
    zip: '5210',
    city: 'Odense NV',
    country: 'DK',
    phone: '+45 66 16 33 71',
    website: 'fynscykelcenter.dk',
    lat: 55.4087,
    lng: 10.3363,
  },
  {
    id: 104,
    name: 'Aalborg Cykler & Service',
    type: 'Forhandler',
    address: 'Hobrovej 312',
    zip: '9200',
    city: 'Aalborg SV',
    country: 'DK',
    phone: '+45 98 18 27 40',
    website: 'http://www.aalborgcykler.dk',
    lat: 57.0192,
    lng: 9.8941,
  },
  {
    id: 105,
    name: 'Nordsjællands Elcykler',
    type: 'Forhandler og prøvecenter',
    address: 'Slotsgade 31',
    zip: '3400',
    city: 'Hillerød',
    country: 'DK',
    phone: '+45 48 26 11 09',
    website: 'https://nscykler.dk/ladcykler/',
    lat: 55.9296,
    lng: 12.3012,
  },
  {
    id: 106,
    name: 'Cykel-Jens',
    type: 'Service',
    address: 'Kongensgade 140',
    zip: '6700',
    city: 'Esbjerg',
    country: 'DK',
    phone: '+45 75 12 08 33',
    website: '',
    lat: 55.4681,
    lng: 8.4527,
  },
  {
    id: 107,
    name: 'Trekantens Ladcykler',
    type: 'Forhandler',
    address: 'Vestre Engvej 52',
    zip: '7100',
    city: 'Vejle',
    country: 'DK',
    phone: '+45 75 72 60 60',
    website: 'www.trekantensladcykler.dk',
    lat: 55.7058,
    lng: 9.5163,
  },
  {
    id: 108,
    name: 'Bornholms Cykeludlejning',
    type: 'Forhandler og prøvecenter',
    address: 'Ndr. Kystvej 5',
    zip: '3700',
    city: 'Rønne',
    country: 'DK',
    phone: '+45 56 95 13 59',
    website: 'https://bornholmscykeludlejning.dk',
    lat: 55.1038,
    lng: 14.7005,
  },
];

const forhandlere =
  head(
    'Find en forhandler',
    '/pages/forhandlere',
    'Prøv en Bølge ladcykel hos en autoriseret forhandler i Danmark, Norge, Sverige, Tyskland eller Holland.',
    'page',
  ) +
  header +
  `<div id="shopify-section-template--16224711213361__main" class="shopify-section section"><div class="page-width page-width--narrow section-template--16224711213361__main-padding">
  <h1 class="main-page-title page-title h0">Find en forhandler</h1>
  <div class="rte"><p>Alle vores forhandlere har Bølge-modeller til prøvetur og er uddannet til at servicere Bosch-motorer og Enviolo-nav. Forhandlere markeret som <em>prøvecenter</em> har hele modelprogrammet udstillet.</p></div>
</div>
</div>
<div id="shopify-section-template--16224711213361__store_locator" class="shopify-section section"><div class="page-width">
  <div id="bolge-store-locator" class="store-locator" data-country="DK" data-zoom="7">
    <div class="store-locator__search"><label for="sl-zip" class="visually-hidden">Postnummer</label><input type="text" id="sl-zip" placeholder="Indtast postnummer eller by"><button type="button" class="button">Søg</button></div>
    <div class="store-locator__map" id="sl-map" aria-hidden="true"></div>
    <ul class="store-locator__results list-unstyled" aria-live="polite"></ul>
    <noscript><p>Aktivér JavaScript for at se forhandlerkortet, eller ring til os på 86 52 10 40.</p></noscript>
  </div>
  <script type="application/json" id="StoreLocatorData">${JSON.stringify({ version: 3, updated: '2024-04-30', stores: dealers })}</script>
  <script src="//boelgecykler.dk/cdn/shop/t/14/assets/store-locator.js?v=81920445570117834201703151372" defer="defer"></script>
</div>
</div>
<div id="shopify-section-template--16224711213361__rich_text_international" class="shopify-section section"><div class="isolate page-width"><div class="rich-text content-container color-scheme-1 gradient section-template--16224711213361__rich_text_international-padding"><div class="rich-text__wrapper rich-text__wrapper--left page-width"><div class="rich-text__blocks left">
  <h2 class="rich-text__heading rte inline-richtext h2">Uden for Danmark</h2>
  <div class="rich-text__text rte"><p>Vi sælger gennem faste importører, der har lager, reservedele og forhandlernet i deres land:</p>
<p><strong>Norge</strong> – Lastesykkelen AS, Oslo – <a href="https://lastesykkelen.no/" target="_blank">lastesykkelen.no</a><br/><strong>Sverige</strong> – Lådcykelbolaget i Malmö AB – <a href="https://www.ladcykelbolaget.se/varumarken/bolge" target="_blank">ladcykelbolaget.se</a><br/><strong>Tyskland og Østrig</strong> – Lastenrad Kontor Hamburg GmbH – <a href="https://lastenradkontor.de/" target="_blank">lastenradkontor.de</a><br/><strong>Holland</strong> – BakfietsWinkel Utrecht – www.bakfietswinkel-utrecht.nl</p>
<p>Er du cykelhandler og interesseret i at forhandle Bølge? Skriv til <a href="mailto:forhandler@boelgecykler.dk">forhandler@boelgecykler.dk</a>.</p></div>
</div></div></div></div>
</div>
` +
  footer;

const partnere =
  head(
    'Samarbejdspartnere',
    '/pages/samarbejdspartnere',
    'De virksomheder vi udvikler, finansierer og forsikrer Bølge ladcykler sammen med.',
    'page',
  ) +
  header +
  `<div id="shopify-section-template--16224711409969__main" class="shopify-section section"><div class="page-width page-width--narrow section-template--16224711409969__main-padding">
  <h1 class="main-page-title page-title h0">Samarbejdspartnere</h1>
  <div class="rte"><p>En ladcykel er aldrig bedre end dens komponenter. Vi har valgt få, faste teknologipartnere, som vi udvikler drivlinjen sammen med – og som giver os adgang til service i hele Europa.</p></div>
</div>
</div>
<div id="shopify-section-template--16224711409969__multicolumn" class="shopify-section section"><div class="multicolumn color-scheme-1 gradient background-primary">
  <div class="page-width section-template--16224711409969__multicolumn-padding isolate">
    <div class="title-wrapper-with-link title-wrapper--self-padded-mobile title-wrapper--no-top-margin"><h2 class="title inline-richtext h1">Teknologipartnere</h2></div>
    <slider-component class="slider-mobile-gutter">
      <ul class="multicolumn-list contains-content-container grid grid--1-col-tablet-down grid--4-col-desktop" id="Slider-template--16224711409969__multicolumn" role="list">
        <li id="Slide-template--16224711409969__multicolumn-1" class="multicolumn-list__item grid__item center"><div class="multicolumn-card content-container">
          <div class="multicolumn-card__image-wrapper multicolumn-card__image-wrapper--third-width multicolumn-card-spacing"><div class="media media--transparent media--adapt"><img src="//boelgecykler.dk/cdn/shop/files/bosch-ebike.png?v=1694519901&amp;width=750" alt="Bosch eBike Systems" width="375" height="150" loading="lazy" class="multicolumn-card__image"></div></div>
          <div class="multicolumn-card__info"><h3 class="inline-richtext">Bosch eBike Systems</h3><div class="rte"><p>Cargo Line-motoren og Kiox-displayet. Bølge er Bosch Cargo-partner med direkte adgang til diagnoseværktøjer.</p></div>
          <a class="link animate-arrow" href="https://www.bosch-ebike.com/dk/">Læs mere<svg viewBox="0 0 14 10" fill="none" aria-hidden="true" focusable="false" class="icon icon-arrow" xmlns="http://www.w3.org/2000/svg"><path fill-rule="evenodd" clip-rule="evenodd" d="M8.537.808a.5.5 0 01.817-.162l4 4a.5.5 0 010 .708l-4 4a.5.5 0 11-.708-.708L11.793 5.5H1a.5.5 0 010-1h10.793L8.646 1.354a.5.5 0 01-.109-.546z" fill="currentColor"></path></svg></a></div>
        </div></li>
        <li id="Slide-template--16224711409969__multicolumn-2" class="multicolumn-list__item grid__item center"><div class="multicolumn-card content-container">
          <div class="multicolumn-card__image-wrapper multicolumn-card__image-wrapper--third-width multicolumn-card-spacing"><div class="media media--transparent media--adapt"><img src="//boelgecykler.dk/cdn/shop/files/enviolo.png?v=1694519901&amp;width=750" alt="Enviolo" width="375" height="150" loading="lazy" class="multicolumn-card__image"></div></div>
          <div class="multicolumn-card__info"><h3 class="inline-richtext">Enviolo</h3><div class="rte"><p>Trinløst gearnav med Heavy Duty-godkendelse til ladcykler op til 250 kg totalvægt.</p></div>
          <a class="link animate-arrow" href="https://www.enviolo.com/">Læs mere</a></div>
        </div></li>
        <li id="Slide-template--16224711409969__multicolumn-3" class="multicolumn-list__item grid__item center"><div class="multicolumn-card content-container">
          <div class="multicolumn-card__image-wrapper multicolumn-card__image-wrapper--third-width multicolumn-card-spacing"><div class="media media--transparent media--adapt"><img src="//boelgecykler.dk/cdn/shop/files/gates.png?v=1694519901&amp;width=750" alt="Gates Carbon Drive" width="375" height="150" loading="lazy" class="multicolumn-card__image"></div></div>
          <div class="multicolumn-card__info"><h3 class="inline-richtext">Gates Carbon Drive</h3><div class="rte"><p>Kulfiberrem i stedet for kæde: ingen olie, ingen rust, 30.000 km levetid.</p></div>
          <a class="link animate-arrow" href="https://www.gatescarbondrive.com/">Læs mere</a></div>
        </div></li>
        <li id="Slide-template--16224711409969__multicolumn-4" class="multicolumn-list__item grid__item center"><div class="multicolumn-card content-container">
          <div class="multicolumn-card__image-wrapper multicolumn-card__image-wrapper--third-width multicolumn-card-spacing"><div class="media media--transparent media--adapt"><img src="//boelgecykler.dk/cdn/shop/files/abus.png?v=1694519901&amp;width=750" alt="ABUS" width="375" height="150" loading="lazy" class="multicolumn-card__image"></div></div>
          <div class="multicolumn-card__info"><h3 class="inline-richtext">ABUS</h3><div class="rte"><p>Integreret ringlås og batterilås på samme nøgle, godkendt af Forsikring &amp; Pension.</p></div>
          <a class="link animate-arrow" href="https://www.abus.com/dk">Læs mere</a></div>
        </div></li>
      </ul>
    </slider-component>
  </div>
</div>
</div>
<div id="shopify-section-template--16224711409969__collapsible_content" class="shopify-section section"><div class="collapsible-content collapsible-none-layout isolate">
  <div class="page-width section-template--16224711409969__collapsible_content-padding">
    <div class="grid grid--1-col grid--2-col-tablet collapsible-content__grid">
      <div class="grid__item collapsible-content__grid-item"><h2 class="collapsible-content__heading inline-richtext h1">Finansiering og forsikring</h2></div>
      <div class="grid__item">
        <div class="accordion content-container color-scheme-1 gradient"><details id="Details-collapsible-row-1"><summary id="Summary-collapsible-row-1"><h3 class="accordion__title inline-richtext h4">Erhvervsleasing</h3><svg aria-hidden="true" focusable="false" class="icon icon-caret" viewBox="0 0 10 6"><path fill-rule="evenodd" clip-rule="evenodd" d="M9.354.646a.5.5 0 00-.708 0L5 4.293 1.354.646a.5.5 0 00-.708.708l4 4a.5.5 0 00.708 0l4-4a.5.5 0 000-.708z" fill="currentColor"></path></svg></summary>
          <div class="accordion__content rte" id="CollapsibleAccordion-collapsible-row-1" role="region" aria-labelledby="Summary-collapsible-row-1"><p>Virksomheder kan købe eller lease Bølge Flex Erhverv gennem vores salgspartner <a href="https://leasecykel.dk/bolge" target="_blank">LeaseCykel</a>, der står for tilbud, kontrakt og service i hele leasingperioden.</p></div>
        </details></div>
        <div class="accordion content-container color-scheme-1 gradient"><details id="Details-collapsible-row-2"><summary id="Summary-collapsible-row-2"><h3 class="accordion__title inline-richtext h4">Forsikring</h3></summary>
          <div class="accordion__content rte" id="CollapsibleAccordion-collapsible-row-2" role="region" aria-labelledby="Summary-collapsible-row-2"><p>Vores partner Velosikring tilbyder en ladcykelforsikring med tyveri, hærværk og vejhjælp fra 89 kr./md. Se mere på velosikring.dk.</p></div>
        </details></div>
        <div class="accordion content-container color-scheme-1 gradient"><details id="Details-collapsible-row-3"><summary id="Summary-collapsible-row-3"><h3 class="accordion__title inline-richtext h4">Betaling på afbetaling</h3></summary>
          <div class="accordion__content rte" id="CollapsibleAccordion-collapsible-row-3" role="region" aria-labelledby="Summary-collapsible-row-3"><p>Privatkunder kan dele betalingen op via ViaBill i kurven. ViaBill er en betalingsløsning; kreditvurdering sker hos udbyderen.</p></div>
        </details></div>
      </div>
    </div>
  </div>
</div>
</div>
` +
  footer;

const erhverv =
  head(
    'Ladcykler til erhverv',
    '/pages/erhverv',
    'Bølge Flex Erhverv til håndværkere, kommuner og budfirmaer. Kasse op til 400 liter.',
    'page',
  ) +
  header +
  `<div id="shopify-section-template--16224711540014__main" class="shopify-section section"><div class="page-width page-width--narrow section-template--16224711540014__main-padding">
  <h1 class="main-page-title page-title h0">Ladcykler til erhverv</h1>
  <div class="rte"><p>Med Bølge Flex Erhverv kan I erstatte varebilen på de korte ture i byen. Kassen kan fås som kølekasse, værktøjskasse eller med plads til fire børn i institutioner.</p>
<h2>De kører allerede Bølge</h2>
<p>Blandt vores erhvervskunder er <a href="https://www.aarhus.dk/">Aarhus Kommune</a> (hjemmeplejen), <a href="https://www.postnord.dk/">PostNord</a> i Skanderborg og Horsens, bageriet <a href="https://www.lagkagehuset.dk/">Lagkagehuset</a> og en lang række børnehaver.</p>
<blockquote><p>“Vores hjemmehjælpere kommer hurtigere frem i midtbyen end med bil.” – Driftsleder, Aarhus Kommune</p></blockquote>
<p>Ønsker I at leje i stedet for at købe? Kontakt <a href="/pages/samarbejdspartnere">vores leasingpartner</a>, eller book en demo hos nærmeste <a href="/pages/forhandlere">forhandler</a>.</p></div>
</div>
</div>
` +
  footer;

const omOs =
  head('Om os', '/pages/om-os', 'Bølge Cykler blev grundlagt i 2017 af to ingeniører fra Aarhus Universitet.', 'page') +
  header +
  `<div id="shopify-section-template--16224711605550__main" class="shopify-section section"><div class="page-width page-width--narrow section-template--16224711605550__main-padding">
  <h1 class="main-page-title page-title h0">Om os</h1>
  <div class="rte"><p>Bølge Cykler blev grundlagt i 2017 af Mette Kjærgaard og Anders Bruun, begge maskiningeniører fra Aarhus Universitet. I dag er vi 23 medarbejdere i Skanderborg, hvor vi samler alle cykler i hånden.</p>
<p>Vi er medlem af <a href="https://www.cyklistforbundet.dk/">Cyklistforbundet</a> og <a href="https://www.danskindustri.dk/">Dansk Industri</a>, og vores stel er testet efter DIN 79010 hos <a href="https://www.efbe.de/">EFBE Prüftechnik</a>.</p>
<p>I 2023 blev vi certificeret som B Corp. Læs vores impact-rapport på <a href="https://www.bcorporation.net/en-us/find-a-b-corp/company/bolge-cykler-aps/">bcorporation.net</a>.</p>
<h2>Presse</h2>
<p>Pressefotos og logoer: <a href="https://presse.boelgecykler.dk/">presse.boelgecykler.dk</a>. Pressekontakt: Mette Kjærgaard, <a href="mailto:presse@boelgecykler.dk">presse@boelgecykler.dk</a>.</p></div>
</div>
</div>
` +
  footer;

const blogpost =
  head(
    'Ny samlefabrik i Skanderborg',
    '/blogs/nyheder/ny-samlefabrik-i-skanderborg',
    'Vi flytter produktionen til en ny hal på 2.400 m² og fordobler kapaciteten.',
    'article',
    `
<link rel="alternate" type="application/atom+xml" title="Feed" href="/blogs/nyheder.atom" />`,
  ) +
  header +
  `<article class="article-template">
<div id="shopify-section-template--16224711704881__main" class="shopify-section section"><div class="page-width page-width--narrow">
  <header class="article-template__title"><h1 class="article-template__title">Ny samlefabrik i Skanderborg</h1><span class="circle-divider caption-with-letter-spacing"><time datetime="2024-03-11T08:00:00Z">11. marts 2024</time></span></header>
  <div class="article-template__content page-width page-width--narrow rte" itemprop="articleBody">
    <p>Efter tre år i en for lille hal i Aarhus flytter vi i april til Industrivej Nord i Skanderborg. Den nye fabrik giver plads til 4.000 cykler om året.</p>
    <p>Stellene svejses fortsat hos vores underleverandør i Polen af stål fra <a href="https://www.ssab.com/">SSAB</a>, mens kasserne nu bliver CNC-fræset af krydsfiner fra <a href="https://www.fibo.dk/">Fibo</a> lige ved siden af.</p>
    <p>Vi viser den nye hal frem ved <a href="https://www.copenhagencycleshow.dk/">Copenhagen Cycle Show</a> i Bella Center i maj, og TV2 Østjylland var forbi til rejsegildet.</p>
    <p>Tak til <a href="https://www.vaekstfonden.dk/">Vækstfonden</a> og vores investorer for at gøre flytningen mulig.</p>
  </div>
  <div class="article-template__social-sharing page-width page-width--narrow"><share-button class="share-button"><button class="share-button__button hidden">Del</button></share-button></div>
  <div class="article-template__back element-margin-top center"><a href="/blogs/nyheder" class="article-template__link link animate-arrow">Tilbage til blog</a></div>
</div>
</div>
</article>
` +
  footer;

export const site: CorpusSite = {
  domain: 'boelgecykler.dk',
  covers:
    'Danish cargo-bike maker on Shopify (Dawn): Danish dealers only in a store-locator JSON script (URLs in mixed forms, one dealer without website), foreign importers as <br> lines with one unlinked domain, and technology, leasing and insurance partners in Dawn multicolumn and collapsible rows on a footer-only page; traps are press logos, business customers, memberships, certification, a test lab, suppliers and an event in a blog post, payment icons and own job/press subdomains.',
  pages: {
    '/': { headers: SHOP_HEADERS, html: home },
    '/pages/forhandlere': { headers: SHOP_HEADERS, html: forhandlere },
    '/pages/samarbejdspartnere': { headers: SHOP_HEADERS, html: partnere },
    '/pages/erhverv': { headers: SHOP_HEADERS, html: erhverv },
    '/pages/om-os': { headers: SHOP_HEADERS, html: omOs },
    '/blogs/nyheder/ny-samlefabrik-i-skanderborg': { headers: SHOP_HEADERS, html: blogpost },
  },
  sitemap: [
    '/',
    '/pages/forhandlere',
    '/pages/samarbejdspartnere',
    '/pages/erhverv',
    '/pages/om-os',
    '/blogs/nyheder/ny-samlefabrik-i-skanderborg',
  ],
  technologies: [
    'shopify',
    'cloudflare',
    'cookiebot',
    'klaviyo',
    'apple-pay',
    'google-pay',
    'mastercard',
    'visa',
    'open-graph',
    'priority-hints',
    'rss',
  ],
  partners: {
    'cykelsmeden-aarhus.dk': 'channel',
    'ladcykelhuset.dk': 'channel',
    'fynscykelcenter.dk': 'channel',
    'aalborgcykler.dk': 'channel',
    'nscykler.dk': 'channel',
    'trekantensladcykler.dk': 'channel',
    'bornholmscykeludlejning.dk': 'channel',
    'lastesykkelen.no': 'channel',
    'ladcykelbolaget.se': 'channel',
    'lastenradkontor.de': 'channel',
    'bakfietswinkel-utrecht.nl': 'channel',
    'bosch-ebike.com': 'technology',
    'enviolo.com': 'technology',
    'gatescarbondrive.com': 'technology',
    'abus.com': 'technology',
    'leasecykel.dk': 'channel',
    'velosikring.dk': 'generic',
  },
};
