import type { CorpusSite } from '../corpus/types.js';

// Kestrel & Clay: US direct-to-consumer clay skincare brand on Shopify (Dawn theme), English (US).

const D = 'kestrelclay.com';

const headers = (extra: Record<string, string> = {}): Record<string, string> => ({
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8b3e51f0ac2d7a14-SEA',
  'cf-cache-status': 'DYNAMIC',
  'x-shopid': '61283749123',
  'x-shopify-stage': 'production',
  'x-sorting-hat-podid': '221',
  'x-sorting-hat-shopid': '61283749123',
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'content-language': 'en-US',
  'strict-transport-security': 'max-age=7889238',
  'set-cookie':
    '_shopify_y=4f1a9c2e-73b0-4b8e-9d11-2c5e0f7a9b31; Domain=kestrelclay.com; Path=/; Expires=Sat, 14 Nov 2026 18:02:11 GMT; SameSite=Lax',
  ...extra,
});

const products = [
  { handle: 'desert-bloom-clay-mask', title: 'Desert Bloom Clay Mask', price: '38.00', tag: 'Bestseller', reviews: 1284 },
  { handle: 'river-stone-cleansing-balm', title: 'River Stone Cleansing Balm', price: '34.00', tag: '', reviews: 611 },
  { handle: 'kaolin-cloud-moisturizer', title: 'Kaolin Cloud Moisturizer', price: '42.00', tag: 'New', reviews: 98 },
  { handle: 'sage-ash-exfoliating-powder', title: 'Sage & Ash Exfoliating Powder', price: '29.00', tag: '', reviews: 402 },
  { handle: 'red-mesa-body-polish', title: 'Red Mesa Body Polish', price: '36.00', tag: '', reviews: 257 },
  { handle: 'canyon-dew-toning-mist', title: 'Canyon Dew Toning Mist', price: '26.00', tag: 'Refill available', reviews: 733 },
  { handle: 'bentonite-spot-paste', title: 'Bentonite Spot Paste', price: '18.00', tag: '', reviews: 519 },
  { handle: 'the-ritual-set', title: 'The Ritual Set', price: '96.00', tag: 'Save 20%', reviews: 344 },
];

const card = (p: (typeof products)[number], i: number) => `
<li class="grid__item scroll-trigger animate--slide-in" data-cascade style="--animation-order: ${i + 1};">
  <div class="card-wrapper product-card-wrapper underline-links-hover">
    <div class="card card--standard card--media" style="--ratio-percent: 125.0%;">
      <div class="card__inner color-scheme-2 gradient ratio" style="--ratio-percent: 125.0%;">
        <div class="card__media"><div class="media media--transparent media--hover-effect">
          <img srcset="//${D}/cdn/shop/files/${p.handle}_165x.jpg?v=1712004410 165w, //${D}/cdn/shop/files/${p.handle}_360x.jpg?v=1712004410 360w, //${D}/cdn/shop/files/${p.handle}_533x.jpg?v=1712004410 533w" src="//${D}/cdn/shop/files/${p.handle}_533x.jpg?v=1712004410" sizes="(min-width: 1200px) 267px, (min-width: 990px) calc((100vw - 130px) / 4), (min-width: 750px) calc((100vw - 120px) / 3), calc((100vw - 35px) / 2)" alt="${p.title}" class="motion-reduce" loading="lazy" width="1600" height="2000">
        </div></div>
        <div class="card__content"><div class="card__badge bottom left">${p.tag ? `<span class="badge badge--bottom-left color-scheme-4">${p.tag}</span>` : ''}</div></div>
      </div>
      <div class="card__content">
        <div class="card__information">
          <h3 class="card__heading h5" id="title-template--1640${i}"><a href="/products/${p.handle}" id="CardLink-template--1640${i}" class="full-unstyled-link" aria-labelledby="CardLink-template--1640${i} Badge-template--1640${i}">${p.title}</a></h3>
          <div class="card-information">
            <div class="jdgm-widget jdgm-preview-badge jdgm--done-setup" data-id="7${i}41290211"><div style="display:none" class="jdgm-prev-badge" data-average-rating="4.${8 - (i % 3)}" data-number-of-reviews="${p.reviews}"><span class="jdgm-prev-badge__stars" data-score="4.8" tabindex="0" aria-label="4.8 stars" role="button"></span><span class="jdgm-prev-badge__text">${p.reviews} reviews</span></div></div>
            <div class="price"><div class="price__container"><div class="price__regular"><span class="visually-hidden visually-hidden--inline">Regular price</span><span class="price-item price-item--regular">$${p.price} USD</span></div></div></div>
          </div>
        </div>
      </div>
    </div>
    <div class="quick-add no-js-hidden"><product-form data-section-id="template--16401"><form method="post" action="/cart/add" id="quick-add-template--1640${i}" accept-charset="UTF-8" class="form" enctype="multipart/form-data" novalidate="novalidate" data-type="add-to-cart-form"><input type="hidden" name="form_type" value="product"><input type="hidden" name="utf8" value="✓"><input type="hidden" name="id" value="4421${i}09817"><button type="submit" name="add" class="quick-add__submit button button--full-width button--secondary"><span>Add to cart</span></button></form></product-form></div>
  </div>
</li>`;

const payIcon = (id: string, title: string, fill: string) =>
  `<li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-${id}"><title id="pi-${id}">${title}</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/><path fill="#fff" d="M35 1c1.1 0 2 .9 2 2v18c0 1.1-.9 2-2 2H3c-1.1 0-2-.9-2-2V3c0-1.1.9-2 2-2h32"/><path fill="${fill}" d="M28.3 10.1H28c-.4 1-.7 1.5-1 3h1.9c-.3-1.5-.3-2.2-.6-3zm2.9 5.9h-1.7c-.1 0-.1 0-.2-.1l-.2-.9-.1-.2h-2.4c-.1 0-.2 0-.2.2l-.3.9c0 .1-.1.1-.1.1h-2.1l.2-.5L27 8.7c0-.5.3-.7.8-.7h1.5c.1 0 .2 0 .2.2l1.4 6.5c.1.4.2.7.2 1.1.1.1.1.1.1.2z"/></svg></li>`;

const head = (title: string, description: string, path: string, pageType: string, extraHead = '') => `<head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width,initial-scale=1">
    <meta name="theme-color" content="">
    <link rel="canonical" href="https://${D}${path}">
    <link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
    <link rel="icon" type="image/png" href="//${D}/cdn/shop/files/kc-favicon.png?crop=center&height=32&v=1699912200&width=32">
    <link rel="preconnect" href="https://fonts.shopifycdn.com" crossorigin>
    <title>${title}</title>
    <meta name="description" content="${description}">
    <meta property="og:site_name" content="Kestrel &amp; Clay">
    <meta property="og:url" content="https://${D}${path}">
    <meta property="og:title" content="${title}">
    <meta property="og:type" content="website">
    <meta property="og:description" content="${description}">
    <meta property="og:image" content="http://${D}/cdn/shop/files/kc-social-share.jpg?v=1699912200">
    <meta property="og:image:secure_url" content="https://${D}/cdn/shop/files/kc-social-share.jpg?v=1699912200">
    <meta property="og:image:width" content="1200">
    <meta property="og:image:height" content="628">
    <meta name="twitter:card" content="summary_large_image">
    <meta name="twitter:title" content="${title}">
    <meta name="twitter:description" content="${description}">
    <script src="//${D}/cdn/shop/t/14/assets/constants.js?v=132983761750457495441712004410" defer="defer"></script>
    <script src="//${D}/cdn/shop/t/14/assets/pubsub.js?v=158357773527763999511712004410" defer="defer"></script>
    <script src="//${D}/cdn/shop/t/14/assets/global.js?v=37284204640041572741712004410" defer="defer"></script>
    <script src="//${D}/cdn/shop/t/14/assets/animations.js?v=88693664871331136111712004410" defer="defer"></script>
    <script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.start');</script>
    <meta name="google-site-verification" content="q7Xb2R0e0aPZk1nH3mFvWcT0xY8uD5sL9oJ4iA6gE2c">
    <meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/61283749123/digital_wallets/dialog">
    <meta name="shopify-checkout-api-token" content="c0a2f1d3b79e4f5a8e6d9c1b2a3f4e5d">
    <meta id="in-context-paypal-metadata" data-shop-id="61283749123" data-venmo-supported="true" data-environment="production" data-locale="en_US" data-paypal-v4="true" data-currency="USD">
    <script async="async" src="/checkouts/internal/preloads.js?locale=en-US"></script>
    <link rel="preconnect" href="https://shop.app" crossorigin="anonymous">
    <script async="async" src="https://shop.app/checkouts/internal/preloads.js?locale=en-US&shop_id=61283749123" crossorigin="anonymous"></script>
    <script id="apple-pay-shop-capabilities" type="application/json">{"shopId":61283749123,"countryCode":"US","currencyCode":"USD","merchantCapabilities":["supports3DS"],"merchantId":"gid:\\/\\/shopify\\/Shop\\/61283749123","merchantName":"Kestrel \\u0026 Clay","requiredBillingContactFields":["postalAddress","email","phone"],"requiredShippingContactFields":["postalAddress","email","phone"],"shippingType":"shipping","supportedNetworks":["visa","masterCard","amex","discover","elo","jcb"],"total":{"type":"pending","label":"Kestrel \\u0026 Clay","amount":"1.00"},"shopifyPaymentsEnabled":true,"supportsSubscriptions":true}</script>
    <script id="shopify-features" type="application/json">{"accessToken":"c0a2f1d3b79e4f5a8e6d9c1b2a3f4e5d","betas":["rich-media-storefront-analytics"],"domain":"${D}","predictiveSearch":true,"shopId":61283749123,"locale":"en"}</script>
    <script>var Shopify = Shopify || {};
Shopify.shop = "kestrel-clay.myshopify.com";
Shopify.locale = "en";
Shopify.currency = {"active":"USD","rate":"1.0"};
Shopify.country = "US";
Shopify.theme = {"name":"Dawn 13 — live","id":140318218323,"schema_name":"Dawn","schema_version":"13.0.1","theme_store_id":887,"role":"main"};
Shopify.theme.handle = "null";
Shopify.theme.style = {"id":null,"handle":null};
Shopify.cdnHost = "${D}/cdn";
Shopify.routes = Shopify.routes || {};
Shopify.routes.root = "/";</script>
    <script type="module">!function(o){(o.Shopify=o.Shopify||{}).modules=!0}(window);</script>
    <script>!function(o){function n(){var o=[];function n(){o.push(Array.prototype.slice.apply(arguments))}return n.q=o,n}var t=o.Shopify=o.Shopify||{};t.loadFeatures=n(),t.autoloadFeatures=n()}(window);</script>
    <script id="shop-js-analytics" type="application/json">{"pageType":"${pageType}"}</script>
    <script defer="defer" async type="module" src="//${D}/cdn/shopifycloud/shop-js/modules/v2/client.init-shop-cart-sync_BdyHc3Nr.en.esm.js"></script>
    <script id="__st">var __st={"a":61283749123,"offset":-25200,"reqid":"a8e4c1d2-5b37-4f0e-9a61-7d2c3b4e5f60-1731607331","pageurl":"${D}${path}","u":"9f3b7c2d1e4a","p":"${pageType}"};</script>
    <script>window.ShopifyPaypalV4VisibilityTracking = true;</script>
    <script id="captcha-bootstrap">!function(){'use strict';const t='contact',e='account',n='new_comment',o=[[t,t],['blogs',n],['comments',n],[t,'customer']]}();</script>
    <script integrity="sha256-52AcMU7V7pcBOXWImdc/TAGTFKeNjmkeM1Pvks/DTgc=" data-source-attribution="shopify.loadfeatures" defer="defer" src="//${D}/cdn/shopifycloud/storefront/assets/storefront/load_feature-81c60534.js" crossorigin="anonymous"></script>
    <script data-source-attribution="shopify.dynamic_checkout.dynamic.init">var Shopify=Shopify||{};Shopify.PaymentButton=Shopify.PaymentButton||{isStorefrontPortableWallets:!0,init:function(){window.Shopify.PaymentButton.init=function(){};var t=document.createElement("script");t.src="https://${D}/cdn/shopifycloud/portable-wallets/latest/portable-wallets.en.js",t.type="module",document.head.appendChild(t)}};</script>
    <script id="web-pixels-manager-setup">(function e(e,d,r,n,o){if(void 0===n&&(n={}),!Boolean(null===(a=null===(i=window.Shopify)||void 0===i?void 0:i.analytics)||void 0===a?void 0:a.replayQueue)){var i,a;window.Shopify=window.Shopify||{};var t=window.Shopify;t.analytics=t.analytics||{};}})(self,document,"${D}","","");</script>
    <script async src="https://cdn.shopify.com/s/trekkie.storefront.5c2f0b6a07d6c4c6f2b4b1d3f3c5a8f9e2b1d4c7.min.js"></script>
    <script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.end');</script>
    <style data-shopify>
      @font-face { font-family: Assistant; font-weight: 400; font-style: normal; font-display: swap; src: url("//${D}/cdn/fonts/assistant/assistant_n4.9120912a469cad1cc292572851508ca49d12e768.woff2") format("woff2"); }
      @font-face { font-family: "Cormorant Garamond"; font-weight: 500; font-style: normal; font-display: swap; src: url("//${D}/cdn/fonts/cormorant/cormorant_n5.897f9a8bd5d2ab1d1e5ccf7d0a11b3cd2a54d5c1.woff2") format("woff2"); }
      :root {
        --font-body-family: Assistant, sans-serif; --font-body-style: normal; --font-body-weight: 400; --font-body-weight-bold: 700;
        --font-heading-family: "Cormorant Garamond", serif; --font-heading-style: normal; --font-heading-weight: 500;
        --font-body-scale: 1.05; --font-heading-scale: 1.0;
        --color-base-text: 58, 46, 39; --color-shadow: 58, 46, 39; --color-base-background-1: 250, 245, 239; --color-base-background-2: 237, 224, 210;
        --color-base-solid-button-labels: 250, 245, 239; --color-base-outline-button-labels: 154, 92, 62; --color-base-accent-1: 154, 92, 62; --color-base-accent-2: 107, 124, 93;
        --gradient-base-background-1: #FAF5EF; --gradient-base-background-2: #EDE0D2; --gradient-base-accent-1: #9A5C3E; --gradient-base-accent-2: #6B7C5D;
        --media-padding: px; --media-border-opacity: 0.05; --media-border-width: 1px; --media-radius: 0px; --media-shadow-opacity: 0.0;
        --page-width: 120rem; --page-width-margin: 0rem; --product-card-image-padding: 0.0rem; --product-card-corner-radius: 0.0rem;
        --product-card-text-alignment: left; --product-card-border-width: 0.0rem; --product-card-border-opacity: 0.1; --product-card-shadow-opacity: 0.0;
        --collection-card-image-padding: 0.0rem; --collection-card-corner-radius: 0.0rem; --blog-card-image-padding: 0.0rem; --badge-corner-radius: 4.0rem;
        --popup-border-width: 1px; --popup-border-opacity: 0.1; --popup-corner-radius: 0px; --drawer-border-width: 1px; --drawer-border-opacity: 0.1;
        --spacing-sections-desktop: 0px; --spacing-sections-mobile: 0px; --grid-desktop-vertical-spacing: 8px; --grid-desktop-horizontal-spacing: 8px;
        --grid-mobile-vertical-spacing: 4px; --grid-mobile-horizontal-spacing: 4px; --text-boxes-border-opacity: 0.1; --text-boxes-border-width: 0px;
        --buttons-radius: 40px; --buttons-border-width: 1px; --buttons-border-opacity: 1.0; --inputs-radius: 0px; --inputs-border-width: 1px;
      }
      *, *::before, *::after { box-sizing: inherit; }
      html { box-sizing: border-box; font-size: calc(var(--font-body-scale) * 62.5%); height: 100%; }
      body { display: grid; grid-template-rows: auto auto 1fr auto; grid-template-columns: 100%; min-height: 100%; margin: 0; font-size: 1.5rem; letter-spacing: 0.06rem; line-height: calc(1 + 0.8 / var(--font-body-scale)); font-family: var(--font-body-family); }
      @media screen and (min-width: 750px) { body { font-size: 1.6rem; } }
    </style>
    <link href="//${D}/cdn/shop/t/14/assets/base.css?v=144968985024194912401712004410" rel="stylesheet" type="text/css" media="all">
    <link href="//${D}/cdn/shop/t/14/assets/component-cart-items.css?v=123238115697927560811712004410" rel="stylesheet" type="text/css" media="all">
    <link rel="preload" as="font" href="//${D}/cdn/fonts/assistant/assistant_n4.9120912a469cad1cc292572851508ca49d12e768.woff2" type="font/woff2" crossorigin>
    <link href="//${D}/cdn/shop/t/14/assets/component-localization-form.css?v=86199867289619414191712004410" rel="stylesheet" type="text/css" media="all">
    <script src="//${D}/cdn/shop/t/14/assets/localization-form.js?v=161644695336821385561712004410" defer="defer"></script>
    <link rel="stylesheet" href="//${D}/cdn/shop/t/14/assets/component-predictive-search.css?v=118923337488134913561712004410" media="print" onload="this.media='all'">
    <script>document.documentElement.className = document.documentElement.className.replace('no-js', 'js');
    if (Shopify.designMode) { document.documentElement.classList.add('shopify-design-mode'); }</script>
    <script async src="https://www.googletagmanager.com/gtag/js?id=G-KC7Q2W9RZL"></script>
    <script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-KC7Q2W9RZL', { send_page_view: true });</script>
    <script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window, document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init', '318840215563902');fbq('track', 'PageView');</script>
    <script async type="text/javascript" src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=Xk4Tq2"></script>
    <script data-cfasync="false" type="text/javascript">jdgm = window.jdgm || {}; jdgm.SHOP_DOMAIN = 'kestrel-clay.myshopify.com'; jdgm.PLATFORM = 'shopify'; jdgm.PUBLIC_TOKEN = 'Hk3p2TqL9vXw7Yb1Rc0A';</script>
    <script data-cfasync="false" type="text/javascript" async src="https://cdn.judge.me/widget_preloader.js"></script>
    <script data-cfasync="false" type="text/javascript" async src="https://cdn.judge.me/assets/installed.js"></script>
    ${extraHead}
  </head>`;

const header = `
    <a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>
    <link href="//${D}/cdn/shop/t/14/assets/component-list-menu.css?v=151968516119678728991712004410" rel="stylesheet" type="text/css" media="all">
    <link href="//${D}/cdn/shop/t/14/assets/component-search.css?v=165164710990765432851712004410" rel="stylesheet" type="text/css" media="all">
    <link href="//${D}/cdn/shop/t/14/assets/component-menu-drawer.css?v=31331429079022630271712004410" rel="stylesheet" type="text/css" media="all">
    <link href="//${D}/cdn/shop/t/14/assets/component-cart-notification.css?v=54116361853792938221712004410" rel="stylesheet" type="text/css" media="all">
    <div id="shopify-section-sections--16400__announcement-bar" class="shopify-section shopify-section-group-header-group announcement-bar-section">
      <div class="utility-bar color-scheme-4 gradient utility-bar--bottom-border" role="region" aria-label="Announcement">
        <div class="page-width utility-bar__grid">
          <div class="announcement-bar" role="region" aria-label="Announcement">
            <p class="announcement-bar__message h5"><span>Free shipping on US orders over $60 · Refill pouches now in stock</span></p>
          </div>
          <div class="localization-wrapper"><a class="link" href="https://kestrelclay.ca/" hreflang="en-CA">Shopping from Canada? Visit kestrelclay.ca</a></div>
        </div>
      </div>
    </div>
    <div id="shopify-section-sections--16400__header" class="shopify-section shopify-section-group-header-group section-header">
      <sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom">
        <header class="header header--middle-left header--mobile-center page-width header--has-menu header--has-social header--has-account">
          <header-drawer data-breakpoint="tablet">
            <details id="Details-menu-drawer-container" class="menu-drawer-container">
              <summary class="header__icon header__icon--menu header__icon--summary link focus-inset" aria-label="Menu"><span><svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" class="icon icon-hamburger" fill="none" viewBox="0 0 18 16"><path d="M1 .5a.5.5 0 100 1h15.71a.5.5 0 000-1H1zM.5 8a.5.5 0 01.5-.5h15.71a.5.5 0 010 1H1A.5.5 0 01.5 8zm0 7a.5.5 0 01.5-.5h15.71a.5.5 0 010 1H1a.5.5 0 01-.5-.5z" fill="currentColor"/></svg></span></summary>
            </details>
          </header-drawer>
          <a href="/" class="header__heading-link link link--text focus-inset"><div class="header__heading-logo-wrapper"><img src="//${D}/cdn/shop/files/kestrel-clay-wordmark.svg?v=1699912200&width=600" alt="Kestrel &amp; Clay" srcset="//${D}/cdn/shop/files/kestrel-clay-wordmark.svg?v=1699912200&width=180 180w, //${D}/cdn/shop/files/kestrel-clay-wordmark.svg?v=1699912200&width=270 270w" width="180" height="36.0" loading="eager" class="header__heading-logo motion-reduce"></div></a>
          <nav class="header__inline-menu">
            <ul class="list-menu list-menu--inline" role="list">
              <li><header-menu><details id="Details-HeaderMenu-1" class="mega-menu"><summary id="HeaderMenu-shop" class="header__menu-item list-menu__item link focus-inset"><span>Shop</span></summary>
                <div id="MegaMenu-Content-1" class="mega-menu__content color-scheme-1 gradient motion-reduce global-settings-popup" tabindex="-1">
                  <ul class="mega-menu__list page-width" role="list">
                    <li><a href="/collections/cleansers" class="mega-menu__link mega-menu__link--level-2 link">Cleansers</a></li>
                    <li><a href="/collections/masks" class="mega-menu__link mega-menu__link--level-2 link">Masks</a></li>
                    <li><a href="/collections/serums-moisturizers" class="mega-menu__link mega-menu__link--level-2 link">Serums &amp; Moisturizers</a></li>
                    <li><a href="/collections/body" class="mega-menu__link mega-menu__link--level-2 link">Body</a></li>
                    <li><a href="/collections/sets" class="mega-menu__link mega-menu__link--level-2 link">Sets &amp; Gifts</a></li>
                    <li><a href="/collections/refills" class="mega-menu__link mega-menu__link--level-2 link">Refills</a></li>
                    <li><a href="/collections/all" class="mega-menu__link mega-menu__link--level-2 link">Shop all</a></li>
                  </ul>
                </div></details></header-menu></li>
              <li><a id="HeaderMenu-bestsellers" href="/collections/bestsellers" class="header__menu-item list-menu__item link link--text focus-inset"><span>Bestsellers</span></a></li>
              <li><a id="HeaderMenu-our-story" href="/pages/about" class="header__menu-item list-menu__item link link--text focus-inset"><span>Our Story</span></a></li>
              <li><a id="HeaderMenu-journal" href="/blogs/journal" class="header__menu-item list-menu__item link link--text focus-inset"><span>Journal</span></a></li>
              <li><a id="HeaderMenu-stockists" href="/pages/stockists" class="header__menu-item list-menu__item link link--text focus-inset"><span>Find a Store</span></a></li>
            </ul>
          </nav>
          <div class="header__icons header__icons--localization header-localization">
            <details-modal class="header__search"><details><summary class="header__icon header__icon--search header__icon--summary link focus-inset modal__toggle" aria-haspopup="dialog" aria-label="Search"><span><svg class="modal__toggle-open icon icon-search" aria-hidden="true" focusable="false"><use href="#icon-search"></use></svg></span></summary>
              <div class="search-modal modal__content gradient" role="dialog" aria-modal="true" aria-label="Search"><div class="modal-overlay"></div><div class="search-modal__content search-modal__content-bottom" tabindex="-1"><predictive-search class="search-modal__form" data-loading-text="Loading..."><form action="/search" method="get" role="search" class="search search-modal__form"><div class="field"><input class="search__input field__input" id="Search-In-Modal" type="search" name="q" value="" placeholder="Search" role="combobox" aria-expanded="false" aria-owns="predictive-search-results" aria-controls="predictive-search-results" aria-haspopup="listbox" aria-autocomplete="list" autocorrect="off" autocomplete="off" autocapitalize="off" spellcheck="false"><label class="field__label" for="Search-In-Modal">Search</label><input type="hidden" name="options[prefix]" value="last"></div></form></predictive-search></div></div></details></details-modal>
            <a href="https://account.${D}?locale=en&region_country=US" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">Log in</span></a>
            <a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><svg class="icon icon-cart-empty" aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" fill="none"><path d="m15.75 11.8h-3.16l-.77 11.6a5 5 0 0 0 4.99 5.34h7.38a5 5 0 0 0 4.99-5.33l-.78-11.61zm0 1h-2.22l-.71 10.67a4 4 0 0 0 3.99 4.27h7.38a4 4 0 0 0 4-4.27l-.72-10.67h-2.22v.63a4.75 4.75 0 1 1 -9.5 0zm8.5 0h-7.5v.63a3.75 3.75 0 1 0 7.5 0z" fill="currentColor" fill-rule="evenodd"/></svg><span class="visually-hidden">Cart</span></a>
          </div>
        </header>
      </sticky-header>
    </div>`;

const footer = `
    <footer class="footer color-scheme-3 gradient section-sections--16400__footer-padding">
      <div class="footer__content-top page-width">
        <div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet scroll-trigger animate--slide-in">
          <div class="footer-block grid__item footer-block--menu">
            <h2 class="footer-block__heading inline-richtext">Shop</h2>
            <ul class="footer-block__details-content list-unstyled">
              <li><a href="/collections/all" class="link link--text list-menu__item list-menu__item--link">Shop all</a></li>
              <li><a href="/collections/bestsellers" class="link link--text list-menu__item list-menu__item--link">Bestsellers</a></li>
              <li><a href="/collections/sets" class="link link--text list-menu__item list-menu__item--link">Gift sets</a></li>
              <li><a href="/collections/refills" class="link link--text list-menu__item list-menu__item--link">Refills</a></li>
              <li><a href="/products/gift-card" class="link link--text list-menu__item list-menu__item--link">Gift card</a></li>
            </ul>
          </div>
          <div class="footer-block grid__item footer-block--menu">
            <h2 class="footer-block__heading inline-richtext">Help</h2>
            <ul class="footer-block__details-content list-unstyled">
              <li><a href="/pages/faq" class="link link--text list-menu__item list-menu__item--link">FAQ</a></li>
              <li><a href="/policies/shipping-policy" class="link link--text list-menu__item list-menu__item--link">Shipping</a></li>
              <li><a href="/policies/refund-policy" class="link link--text list-menu__item list-menu__item--link">Returns &amp; exchanges</a></li>
              <li><a href="/pages/contact" class="link link--text list-menu__item list-menu__item--link">Contact us</a></li>
              <li><a href="mailto:hello@kestrelclay.com" class="link link--text list-menu__item list-menu__item--link">hello@kestrelclay.com</a></li>
            </ul>
          </div>
          <div class="footer-block grid__item footer-block--menu">
            <h2 class="footer-block__heading inline-richtext">Company</h2>
            <ul class="footer-block__details-content list-unstyled">
              <li><a href="/pages/about" class="link link--text list-menu__item list-menu__item--link">Our story</a></li>
              <li><a href="/pages/stockists" class="link link--text list-menu__item list-menu__item--link">Stockists</a></li>
              <li><a href="/pages/wholesale" class="link link--text list-menu__item list-menu__item--link">Wholesale</a></li>
              <li><a href="/pages/press" class="link link--text list-menu__item list-menu__item--link">Press</a></li>
              <li><a href="https://apply.workable.com/kestrel-and-clay/" class="link link--text list-menu__item list-menu__item--link">Careers</a></li>
            </ul>
          </div>
          <div class="footer-block grid__item">
            <h2 class="footer-block__heading inline-richtext">Certified good</h2>
            <div class="footer-block__details-content footer-block-image left">
              <a href="https://www.bcorporation.net/en-us/find-a-b-corp/company/kestrel-and-clay" rel="noopener"><img src="//${D}/cdn/shop/files/certified-b-corp-badge.png?v=1699912200&width=120" alt="Certified B Corporation" width="60" height="100" loading="lazy"></a>
              <a href="https://www.leapingbunny.org/" rel="noopener"><img src="//${D}/cdn/shop/files/leaping-bunny.png?v=1699912200&width=120" alt="Leaping Bunny certified cruelty-free" width="80" height="80" loading="lazy"></a>
            </div>
          </div>
        </div>
        <div class="footer-block--newsletter scroll-trigger animate--slide-in">
          <div class="footer-block__newsletter"><h2 class="footer-block__heading inline-richtext">Join the ritual</h2>
            <form method="post" action="/contact#ContactFooter" id="ContactFooter" accept-charset="UTF-8" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer"><input type="hidden" name="utf8" value="✓"><input type="hidden" name="contact[tags]" value="newsletter"><div class="newsletter-form__field-wrapper"><div class="field"><input id="NewsletterForm--sections--16400__footer" type="email" name="contact[email]" class="field__input" value="" aria-required="true" autocorrect="off" autocapitalize="off" autocomplete="email" placeholder="Email" required><label class="field__label" for="NewsletterForm--sections--16400__footer">Email</label><button type="submit" class="newsletter-form__button field__button" name="commit" id="Subscribe" aria-label="Subscribe">→</button></div></div></form>
          </div>
          <ul class="footer__list-social list-unstyled list-social" role="list">
            <li class="list-social__item"><a href="https://www.instagram.com/kestrelandclay" class="link list-social__link"><span class="visually-hidden">Instagram</span></a></li>
            <li class="list-social__item"><a href="https://www.tiktok.com/@kestrelandclay" class="link list-social__link"><span class="visually-hidden">TikTok</span></a></li>
            <li class="list-social__item"><a href="https://www.pinterest.com/kestrelandclay" class="link list-social__link"><span class="visually-hidden">Pinterest</span></a></li>
            <li class="list-social__item"><a href="https://www.facebook.com/kestrelandclay" class="link list-social__link"><span class="visually-hidden">Facebook</span></a></li>
            <li class="list-social__item"><a href="https://www.youtube.com/@kestrelandclay" class="link list-social__link"><span class="visually-hidden">YouTube</span></a></li>
          </ul>
        </div>
      </div>
      <div class="footer__content-bottom scroll-trigger animate--slide-in">
        <div class="footer__content-bottom-wrapper page-width">
          <div class="footer__column footer__localization isolate"><localization-form><form method="post" action="/localization" id="FooterCountryForm" accept-charset="UTF-8" class="localization-form" enctype="multipart/form-data"><input type="hidden" name="form_type" value="localization"><input type="hidden" name="utf8" value="✓"><input type="hidden" name="_method" value="put"><input type="hidden" name="return_to" value="/"><h2 class="caption-large text-body" id="FooterCountryLabel">Country/region</h2><button class="disclosure__button localization-form__select localization-selector link link--text caption-large" type="button" aria-expanded="false" aria-controls="FooterCountryList" aria-describedby="FooterCountryLabel">United States | USD $</button><input type="hidden" name="country_code" value="US"></form></localization-form></div>
          <div class="footer__column footer__column--info">
            <div class="footer__payment"><span class="visually-hidden">Payment methods</span>
              <ul class="list list-payment" role="list">
                ${payIcon('american_express', 'American Express', '#006FCF')}
                ${payIcon('apple_pay', 'Apple Pay', '#000')}
                ${payIcon('discover', 'Discover', '#F48120')}
                ${payIcon('google_pay', 'Google Pay', '#5F6368')}
                ${payIcon('master', 'Mastercard', '#EB001B')}
                ${payIcon('paypal', 'PayPal', '#003087')}
                ${payIcon('shopify_pay', 'Shop Pay', '#5A31F4')}
                ${payIcon('venmo', 'Venmo', '#3D95CE')}
                ${payIcon('visa', 'Visa', '#142688')}
              </ul>
            </div>
            <div class="footer__copyright caption"><small class="copyright__content">&copy; 2024, <a href="/" title="">Kestrel &amp; Clay</a></small>
              <ul class="policies list-unstyled">
                <li><small class="copyright__content"><a href="/policies/privacy-policy">Privacy policy</a></small></li>
                <li><small class="copyright__content"><a href="/policies/terms-of-service">Terms of service</a></small></li>
                <li><small class="copyright__content"><a href="/pages/accessibility">Accessibility</a></small></li>
                <li><small class="copyright__content"><a href="/pages/data-sharing-opt-out">Your privacy choices</a></small></li>
              </ul>
            </div>
          </div>
        </div>
      </div>
    </footer>
    <script src="//${D}/cdn/shop/t/14/assets/cart-notification.js?v=133508293167896966491712004410" defer="defer"></script>
    <script src="//${D}/cdn/shop/t/14/assets/search-form.js?v=133129549252120666541712004410" defer="defer"></script>
    <script src="//${D}/cdn/shop/t/14/assets/details-disclosure.js?v=13653116266235556501712004410" defer="defer"></script>
    <script>window.shopUrl = 'https://${D}'; window.routes = { cart_add_url: '/cart/add', cart_change_url: '/cart/change', cart_update_url: '/cart/update', cart_url: '/cart', predictive_search_url: '/search/suggest' };
    window.cartStrings = { error: \`There was an error while updating your cart. Please try again.\`, quantityError: \`You can only add [quantity] of this item to your cart.\` };
    window.variantStrings = { addToCart: \`Add to cart\`, soldOut: \`Sold out\`, unavailable: \`Unavailable\` };
    window.accessibilityStrings = { imageAvailable: \`Image [index] is now available in gallery view\`, shareSuccess: \`Link copied to clipboard\` };</script>
    <script src="//${D}/cdn/shop/t/14/assets/predictive-search.js?v=162273246065392412141712004410" defer="defer"></script>`;

const page = (o: {
  title: string;
  description: string;
  path: string;
  pageType: string;
  template: string;
  main: string;
  extraHead?: string;
}) => `<!doctype html>
<html class="no-js" lang="en">
  ${head(o.title, o.description, o.path, o.pageType, o.extraHead ?? '')}
  <body class="gradient animate--hover-default">
    ${header}
    <main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
${o.main}
    </main>
    ${footer}
  </body>
</html>`;

const home = page({
  title: 'Kestrel &amp; Clay | Mineral clay skincare, made in New Mexico',
  description:
    'Small-batch skincare built on mineral clays and desert botanicals. Cruelty-free, refillable, and made in Santa Fe, New Mexico.',
  path: '/',
  pageType: 'home',
  template: 'index',
  main: `
      <section id="shopify-section-template--16401__image_banner" class="shopify-section section">
        <div id="Banner-template--16401__image_banner" class="banner banner--content-align-left banner--large banner--desktop-transparent scroll-trigger animate--fade-in">
          <div class="banner__media media scroll-trigger animate--fade-in"><img src="//${D}/cdn/shop/files/hero-desert-bloom.jpg?v=1712004410&width=3840" alt="Desert Bloom Clay Mask on sandstone" srcset="//${D}/cdn/shop/files/hero-desert-bloom.jpg?v=1712004410&width=750 750w, //${D}/cdn/shop/files/hero-desert-bloom.jpg?v=1712004410&width=1500 1500w, //${D}/cdn/shop/files/hero-desert-bloom.jpg?v=1712004410&width=3840 3840w" width="3840" height="2160"></div>
          <div class="banner__content banner__content--middle-left page-width scroll-trigger animate--slide-in">
            <div class="banner__box content-container content-container--full-width-mobile color-scheme-1 gradient">
              <h2 class="banner__heading inline-richtext h0">Earth-made skincare for skin that feels like yours again</h2>
              <div class="banner__text rte"><p>Mineral clays, prickly pear and high-desert sage. Nothing you can't pronounce, nothing tested on animals.</p></div>
              <div class="banner__buttons"><a href="/collections/bestsellers" class="button button--primary">Shop bestsellers</a></div>
            </div>
          </div>
        </div>
      </section>
      <section id="shopify-section-template--16401__featured_collection" class="shopify-section section">
        <div class="color-scheme-1 gradient"><div class="collection section-template--16401__featured_collection-padding">
          <div class="collection__title title-wrapper title-wrapper--no-top-margin page-width"><h2 class="title inline-richtext h2 scroll-trigger animate--slide-in">Most loved</h2></div>
          <slider-component class="slider-mobile-gutter page-width-desktop scroll-trigger animate--slide-in">
            <ul id="Slider-template--16401__featured_collection" class="grid product-grid contains-card contains-card--product grid--4-col-desktop grid--2-col-tablet-down" role="list" aria-label="Slider">
              ${products.slice(0, 4).map(card).join('')}
            </ul>
          </slider-component>
          <div class="center collection__view-all scroll-trigger animate--slide-in"><a href="/collections/all" class="button" aria-label="View all products in Shop all">View all</a></div>
        </div></div>
      </section>
      <section id="shopify-section-template--16401__logo_list" class="shopify-section section">
        <div class="page-width logo-list color-scheme-2 gradient">
          <h2 class="h4 center">As seen in</h2>
          <ul class="logo-list__items list-unstyled" role="list">
            <li><a href="https://www.allure.com/story/best-clay-masks" rel="noopener"><img src="//${D}/cdn/shop/files/press-allure.svg?v=1699912200" alt="Allure" width="120" height="40" loading="lazy"></a></li>
            <li><a href="https://www.vogue.com/article/clean-beauty-brands-to-know" rel="noopener"><img src="//${D}/cdn/shop/files/press-vogue.svg?v=1699912200" alt="Vogue" width="120" height="40" loading="lazy"></a></li>
            <li><a href="https://www.byrdie.com/best-clay-face-masks" rel="noopener"><img src="//${D}/cdn/shop/files/press-byrdie.svg?v=1699912200" alt="Byrdie" width="120" height="40" loading="lazy"></a></li>
            <li><img src="//${D}/cdn/shop/files/press-goop.svg?v=1699912200" alt="goop" width="120" height="40" loading="lazy"></li>
            <li><a href="https://www.refinery29.com/en-us/desert-skincare-brands" rel="noopener"><img src="//${D}/cdn/shop/files/press-r29.svg?v=1699912200" alt="Refinery29" width="120" height="40" loading="lazy"></a></li>
          </ul>
        </div>
      </section>
      <section id="shopify-section-template--16401__multicolumn" class="shopify-section section">
        <div class="multicolumn color-scheme-1 gradient page-width">
          <div class="title-wrapper-with-link title-wrapper--self-padded-mobile"><h2 class="title inline-richtext h2">Why clay?</h2></div>
          <ul class="multicolumn-list contains-content-container grid grid--1-col-tablet-down grid--3-col-desktop" role="list">
            <li class="multicolumn-list__item grid__item center"><div class="multicolumn-card content-container"><div class="multicolumn-card__info"><h3 class="inline-richtext">Draws out, never strips</h3><div class="rte"><p>Kaolin and bentonite bind to excess oil and impurities while leaving your barrier intact. Our formulas are pH-balanced between 5.0 and 5.5.</p></div></div></div></li>
            <li class="multicolumn-list__item grid__item center"><div class="multicolumn-card content-container"><div class="multicolumn-card__info"><h3 class="inline-richtext">Sourced close to home</h3><div class="rte"><p>Our clays come from a family-run quarry two hours from our Santa Fe studio, so every jar starts with a short, traceable journey.</p></div></div></div></li>
            <li class="multicolumn-list__item grid__item center"><div class="multicolumn-card content-container"><div class="multicolumn-card__info"><h3 class="inline-richtext">Refill, don't rebuy</h3><div class="rte"><p>Every glass jar can be refilled with our compostable pouches. Since 2021 our customers have kept 212,000 jars out of landfill.</p></div></div></div></li>
          </ul>
        </div>
      </section>
      <section id="shopify-section-template--16401__testimonials" class="shopify-section section">
        <div class="page-width color-scheme-2 gradient">
          <h2 class="h2 center">Real skin, real reviews</h2>
          <div class="grid grid--3-col-desktop">
            <blockquote class="grid__item"><p>“My combination skin has never been this calm. The Desert Bloom mask is the only thing I've repurchased five times.”</p><footer>— Marisol T., verified buyer</footer></blockquote>
            <blockquote class="grid__item"><p>“I love that I can refill the jar. The balm melts off sunscreen without leaving that film.”</p><footer>— Dana K., verified buyer</footer></blockquote>
            <blockquote class="grid__item"><p>“Gentle enough for my rosacea. The toning mist lives on my desk.”</p><footer>— Priya R., verified buyer</footer></blockquote>
          </div>
          <div class="jdgm-widget jdgm-carousel-wrapper" data-id="all-reviews-carousel"><p class="center">4.8 average from 5,200+ reviews</p></div>
        </div>
      </section>
      <section id="shopify-section-template--16401__image_with_text" class="shopify-section section">
        <div class="image-with-text image-with-text--no-overlap page-width isolate">
          <div class="image-with-text__grid grid grid--gapless grid--1-col grid--2-col-tablet">
            <div class="image-with-text__media-item image-with-text__media-item--medium grid__item"><div class="image-with-text__media image-with-text__media--medium gradient color-scheme-1 media"><img src="//${D}/cdn/shop/files/find-a-store.jpg?v=1712004410&width=1500" alt="Kestrel &amp; Clay shelf at a boutique" width="1500" height="1000" loading="lazy"></div></div>
            <div class="image-with-text__text-item grid__item"><div class="image-with-text__content image-with-text__content--middle image-with-text__content--desktop-left content-container color-scheme-2 gradient">
              <h2 class="image-with-text__heading inline-richtext h1">Try before you buy</h2>
              <div class="image-with-text__text rte body"><p>Find us at more than 300 independent boutiques and spas across North America, or shop online with our retail partners.</p></div>
              <a href="/pages/stockists" class="button button--primary">Find a store</a>
            </div></div>
          </div>
        </div>
      </section>
      <section id="shopify-section-template--16401__instagram" class="shopify-section section">
        <div class="page-width center"><h2 class="h3">@kestrelandclay</h2><p>Tag us to be featured. <a href="https://www.instagram.com/kestrelandclay">Follow on Instagram</a></p></div>
      </section>`,
});

const stockistsMain = `
      <section id="shopify-section-template--16420__main" class="shopify-section section">
        <div class="page-width page-width--narrow section-template--16420__main-padding">
          <h1 class="main-page-title page-title h0 scroll-trigger animate--fade-in">Find Kestrel &amp; Clay near you</h1>
          <div class="rte scroll-trigger animate--slide-in">
            <p>Our skincare is carried by more than 300 boutiques, apothecaries and spas. Enter your zip code below to find the closest one — stock varies by store, so we recommend calling ahead if you're after something specific.</p>
            <div data-stockist-widget-tag="u19482">Loading store locator from <a href="https://stockist.co">Stockist store locator</a>...</div>
            <script>(function(s,t,o,c,k){c=s.createElement(t);c.src=o;c.async=1;k=s.getElementsByTagName(t)[0];k.parentNode.insertBefore(c,k);})(document,'script','//stockist.co/embed/v1/widget.min.js');</script>
          </div>
        </div>
      </section>
      <section id="shopify-section-template--16420__online" class="shopify-section section">
        <div class="page-width color-scheme-2 gradient">
          <h2 class="h2 center">Shop our retail partners online</h2>
          <p class="center">Prefer to add us to a bigger cart? These retailers carry our full core range.</p>
          <ul class="logo-list__items list-unstyled grid grid--5-col-desktop grid--2-col-tablet-down" role="list">
            <li class="grid__item center"><a href="https://credobeauty.com/collections/kestrel-clay" target="_blank" rel="noopener"><img src="//${D}/cdn/shop/files/retailer-credo.svg?v=1712004410" alt="Credo Beauty" width="140" height="48" loading="lazy"></a></li>
            <li class="grid__item center"><a href="https://www.thedetoxmarket.com/collections/kestrel-clay" target="_blank" rel="noopener"><img src="//${D}/cdn/shop/files/retailer-detox-market.svg?v=1712004410" alt="The Detox Market" width="140" height="48" loading="lazy"></a></li>
            <li class="grid__item center"><a href="https://www.nordstrom.com/brands/kestrel-clay--22841" target="_blank" rel="noopener"><img src="//${D}/cdn/shop/files/retailer-nordstrom.svg?v=1712004410" alt="Nordstrom" width="140" height="48" loading="lazy"></a></li>
            <li class="grid__item center"><a href="https://www.anthropologie.com/brands/kestrel-clay" target="_blank" rel="noopener"><img src="//${D}/cdn/shop/files/retailer-anthropologie.svg?v=1712004410" alt="Anthropologie" width="140" height="48" loading="lazy"></a></li>
            <li class="grid__item center"><a href="https://www.ulta.com/brand/kestrel-clay" target="_blank" rel="noopener"><img src="//${D}/cdn/shop/files/retailer-ulta.svg?v=1712004410" alt="Ulta Beauty" width="140" height="48" loading="lazy"></a></li>
          </ul>
        </div>
      </section>
      <section id="shopify-section-template--16420__collapsible_content" class="shopify-section section">
        <div class="collapsible-content collapsible-none-layout isolate page-width">
          <div class="collapsible-content__wrapper">
            <h2 class="collapsible-content__heading inline-richtext h1">Independent boutiques we love</h2>
            <p class="collapsible-content__caption">A few of the shops that have carried us since the very beginning.</p>
            <div class="grid grid--1-col">
              <div class="accordion content-container color-scheme-1 gradient"><details id="Details-collapsible-row-1"><summary id="Summary-collapsible-row-1"><h3 class="accordion__title inline-richtext h4">California</h3></summary>
                <div class="accordion__content rte" id="CollapsibleAccordion-collapsible-row-1" role="region">
                  <p><strong>Juniper &amp; Salt Apothecary</strong> — 4120 Piedmont Ave, Oakland · <a href="https://www.juniperandsalt.com" target="_blank">juniperandsalt.com</a></p>
                  <p><strong>The Green Vanity</strong> — 1411 Montana Ave, Santa Monica · (310) 555-0143</p>
                  <p><strong>Mira Mesa Wellness</strong> — 8250 Mira Mesa Blvd, San Diego · <a href="https://miramesawellness.com/" target="_blank">miramesawellness.com</a></p>
                </div></details></div>
              <div class="accordion content-container color-scheme-1 gradient"><details id="Details-collapsible-row-2"><summary id="Summary-collapsible-row-2"><h3 class="accordion__title inline-richtext h4">Colorado</h3></summary>
                <div class="accordion__content rte" role="region">
                  <p><strong>Alpenglow Beauty Bar</strong> — 1646 Pearl St, Boulder · <a href="https://alpenglowbeautybar.com" target="_blank">alpenglowbeautybar.com</a></p>
                </div></details></div>
              <div class="accordion content-container color-scheme-1 gradient"><details id="Details-collapsible-row-3"><summary id="Summary-collapsible-row-3"><h3 class="accordion__title inline-richtext h4">New Mexico</h3></summary>
                <div class="accordion__content rte" role="region">
                  <p><strong>Our Santa Fe studio shop</strong> — 721 Canyon Rd, Santa Fe · open Thu–Sun, 10–5</p>
                  <p><strong>Ojo Caliente Mineral Springs spa boutique</strong> — Ojo Caliente · treatments featuring our masks</p>
                </div></details></div>
              <div class="accordion content-container color-scheme-1 gradient"><details id="Details-collapsible-row-4"><summary id="Summary-collapsible-row-4"><h3 class="accordion__title inline-richtext h4">New York</h3></summary>
                <div class="accordion__content rte" role="region">
                  <p><strong>Cobble &amp; Leaf</strong> — 212 Court St, Brooklyn · <a href="https://cobbleandleaf.com" target="_blank">cobbleandleaf.com</a></p>
                  <p><strong>Hudson Line Pharmacy</strong> — 480 Main St, Beacon</p>
                </div></details></div>
              <div class="accordion content-container color-scheme-1 gradient"><details id="Details-collapsible-row-5"><summary id="Summary-collapsible-row-5"><h3 class="accordion__title inline-richtext h4">Oregon &amp; Washington</h3></summary>
                <div class="accordion__content rte" role="region">
                  <p><strong>Fernbrook General</strong> — 3326 SE Division St, Portland · <a href="https://fernbrookgeneral.com" target="_blank">fernbrookgeneral.com</a></p>
                  <p><strong>Salish Skin Studio</strong> — 5401 Ballard Ave NW, Seattle · <a href="https://www.salishskinstudio.com/" target="_blank">salishskinstudio.com</a></p>
                </div></details></div>
              <div class="accordion content-container color-scheme-1 gradient"><details id="Details-collapsible-row-6"><summary id="Summary-collapsible-row-6"><h3 class="accordion__title inline-richtext h4">Texas</h3></summary>
                <div class="accordion__content rte" role="region">
                  <p><strong>Wildflower Mercantile</strong> — 1700 S Congress Ave, Austin · <a href="https://wildflowermercantile.co" target="_blank">wildflowermercantile.co</a></p>
                </div></details></div>
              <div class="accordion content-container color-scheme-1 gradient"><details id="Details-collapsible-row-7"><summary id="Summary-collapsible-row-7"><h3 class="accordion__title inline-richtext h4">Outside the US</h3></summary>
                <div class="accordion__content rte" role="region">
                  <p><strong>Canada</strong> — shop <a href="https://kestrelclay.ca/">kestrelclay.ca</a> for CAD pricing and duty-free shipping, or find us at <a href="https://www.indigo.ca/en-ca/brands/kestrel-clay" target="_blank">Indigo</a>.</p>
                  <p><strong>United Kingdom</strong> — <a href="https://www.cultbeauty.co.uk/brands/kestrel-clay" target="_blank">Cult Beauty</a> and <a href="https://www.spacenk.com/uk/brands/kestrel-clay" target="_blank">Space NK</a>.</p>
                  <p><strong>Australia</strong> — <a href="https://www.adorebeauty.com.au/kestrel-clay.html" target="_blank">Adore Beauty</a>.</p>
                </div></details></div>
            </div>
          </div>
        </div>
      </section>
      <section class="shopify-section section">
        <div class="page-width page-width--narrow rte center">
          <h2 class="h3">Want to carry Kestrel &amp; Clay?</h2>
          <p>We'd love to hear from you. Head to our <a href="/pages/wholesale">wholesale page</a> for terms and distributor contacts.</p>
        </div>
      </section>`;

const stockists = page({
  title: 'Stockists | Kestrel &amp; Clay',
  description: 'Find Kestrel & Clay at a boutique, apothecary or spa near you, or shop our skincare through our online retail partners.',
  path: '/pages/stockists',
  pageType: 'page',
  template: 'page.stockists',
  main: stockistsMain,
});

const wholesale = page({
  title: 'Wholesale &amp; Distribution | Kestrel &amp; Clay',
  description: 'Stock Kestrel & Clay in your shop or spa. Wholesale terms, opening orders and international distributors.',
  path: '/pages/wholesale',
  pageType: 'page',
  template: 'page.wholesale',
  main: `
      <section class="shopify-section section">
        <div class="page-width page-width--narrow section-template--16430__main-padding">
          <h1 class="main-page-title page-title h0">Wholesale</h1>
          <div class="rte">
            <p>We work with independent boutiques, apothecaries, spas, hotels and concept stores that share our love of simple, honest skincare. Opening orders start at $250 and reorders at $150, with testers included on your first order.</p>
            <h2>US retailers</h2>
            <p>All US wholesale orders are placed through our wholesale partner <a href="https://www.faire.com/brand/b_kestrelclay" target="_blank" rel="noopener">Faire</a>. New Faire retailers get 15% off and free shipping on their first order with us, plus 60-day payment terms.</p>
            <h2>Spa &amp; professional</h2>
            <p>Our professional-size masks (500 g) and back-bar balm are available to licensed estheticians and spas. Email <a href="mailto:wholesale@kestrelclay.com">wholesale@kestrelclay.com</a> with your license number and we'll send our pro price list and treatment protocols.</p>
            <h2>International distributors</h2>
            <p>Outside the US, our products are sold exclusively through the following distribution partners. Please contact them directly for trade pricing in your country.</p>
          </div>
          <div class="table-wrapper">
            <table class="wholesale-distributors">
              <thead><tr><th>Territory</th><th>Distributor</th><th>Contact</th></tr></thead>
              <tbody>
                <tr><td>Canada</td><td>Boreal Beauty Distribution Inc.</td><td><a href="https://borealbeauty.ca" target="_blank">borealbeauty.ca</a> · orders@borealbeauty.ca</td></tr>
                <tr><td>United Kingdom &amp; Ireland</td><td>Hearth &amp; Petal Ltd</td><td><a href="https://www.hearthandpetal.co.uk/brands" target="_blank">hearthandpetal.co.uk</a></td></tr>
                <tr><td>Australia &amp; New Zealand</td><td>Saltbush Brands Pty Ltd</td><td><a href="https://saltbushbrands.com.au" target="_blank">saltbushbrands.com.au</a></td></tr>
                <tr><td>South Korea</td><td>Daon Beauty Co., Ltd.</td><td><a href="https://www.daonbeauty.co.kr/en" target="_blank">daonbeauty.co.kr</a></td></tr>
              </tbody>
            </table>
          </div>
          <div class="rte">
            <h2>Apply</h2>
            <p>Not on Faire and outside our distributor territories? Tell us about your shop below and our wholesale team will be in touch within five business days.</p>
          </div>
          <form method="post" action="/contact#ContactForm-wholesale" id="ContactForm-wholesale" accept-charset="UTF-8" class="contact-form"><input type="hidden" name="form_type" value="contact"><input type="hidden" name="utf8" value="✓">
            <div class="contact__fields"><div class="field"><input class="field__input" autocomplete="name" type="text" id="ContactForm-name" name="contact[Name]" value="" placeholder="Name"><label class="field__label" for="ContactForm-name">Name</label></div>
            <div class="field field--with-error"><input autocomplete="email" type="email" id="ContactForm-email" class="field__input" name="contact[email]" spellcheck="false" autocapitalize="off" value="" aria-required="true" placeholder="Email"><label class="field__label" for="ContactForm-email">Email <span aria-hidden="true">*</span></label></div></div>
            <div class="field"><input type="text" id="ContactForm-store" class="field__input" name="contact[Store name]" placeholder="Store name"><label class="field__label" for="ContactForm-store">Store name</label></div>
            <div class="field"><input type="url" id="ContactForm-website" class="field__input" name="contact[Website]" placeholder="Website or Instagram"><label class="field__label" for="ContactForm-website">Website or Instagram</label></div>
            <div class="field"><textarea rows="6" id="ContactForm-body" class="text-area field__input" name="contact[Tell us about your shop]" placeholder="Tell us about your shop"></textarea><label class="form__label field__label" for="ContactForm-body">Tell us about your shop</label></div>
            <div class="contact__button"><button type="submit" class="button">Send</button></div>
          </form>
        </div>
      </section>`,
});

const about = page({
  title: 'Our Story | Kestrel &amp; Clay',
  description: 'How two sisters in Santa Fe turned a kitchen-table clay mask into a certified B Corp skincare brand.',
  path: '/pages/about',
  pageType: 'page',
  template: 'page.about',
  main: `
      <section class="shopify-section section">
        <div class="page-width page-width--narrow">
          <h1 class="main-page-title page-title h0">Our story</h1>
          <div class="rte">
            <p>Kestrel &amp; Clay began in 2017 at a kitchen table in Santa Fe, where sisters Ana and Lucia Baca were mixing masks from the red clay their grandmother swore by. Friends asked for jars, then friends of friends, and by 2019 we had traded the kitchen for a small studio on Canyon Road.</p>
            <p>Today we are a team of 24, still making every batch within 10 miles of where it started. We are a Certified B Corporation, Leaping Bunny approved, and every product is formulated without synthetic fragrance, silicones or PEGs.</p>
            <h2>Where our clay comes from</h2>
            <p>Every jar starts at <a href="https://mesaverdeminerals.com" target="_blank">Mesa Verde Minerals</a>, our clay partner since day one — a third-generation family quarry in southern Colorado that hand-sifts and sun-dries each lot. We visit twice a year and publish the lot origin of every batch on its label.</p>
            <h2>Giving back</h2>
            <p>Clean skin, clean water. Since 2020 we have been proud partners of the <a href="https://www.surfrider.org/" target="_blank">Surfrider Foundation</a>, donating 1% of every refill sale to their Clean Water Initiative. Together with our community we have funded 41 beach and river cleanups.</p>
            <h2>Certifications</h2>
            <ul>
              <li><a href="https://www.bcorporation.net/en-us/find-a-b-corp/company/kestrel-and-clay">Certified B Corporation</a> (score 96.4, recertified 2024)</li>
              <li><a href="https://www.leapingbunny.org/">Leaping Bunny</a> — cruelty-free across our whole supply chain</li>
              <li><a href="https://www.ewg.org/ewgverified/">EWG Verified™</a> for our Cloud Moisturizer and Toning Mist</li>
            </ul>
            <h2>Our investors</h2>
            <p>In 2022 we raised a small seed round led by Sandia Peak Ventures, alongside the founders of two brands we admire. We remain majority founder-owned.</p>
          </div>
          <div class="grid grid--3-col-desktop">
            <div class="grid__item"><img src="//${D}/cdn/shop/files/team-ana.jpg?v=1712004410&width=600" alt="Ana Baca, co-founder" width="600" height="750" loading="lazy"><p><strong>Ana Baca</strong><br>Co-founder &amp; formulator</p></div>
            <div class="grid__item"><img src="//${D}/cdn/shop/files/team-lucia.jpg?v=1712004410&width=600" alt="Lucia Baca, co-founder" width="600" height="750" loading="lazy"><p><strong>Lucia Baca</strong><br>Co-founder &amp; CEO</p></div>
            <div class="grid__item"><img src="//${D}/cdn/shop/files/team-studio.jpg?v=1712004410&width=600" alt="The studio team" width="600" height="750" loading="lazy"><p><strong>The studio</strong><br>22 makers, packers and problem-solvers. <a href="https://apply.workable.com/kestrel-and-clay/">We're hiring</a>.</p></div>
          </div>
        </div>
      </section>`,
});

const press = page({
  title: 'Press | Kestrel &amp; Clay',
  description: 'Kestrel & Clay in the press, awards and media contacts.',
  path: '/pages/press',
  pageType: 'page',
  template: 'page.press',
  main: `
      <section class="shopify-section section">
        <div class="page-width page-width--narrow">
          <h1 class="main-page-title page-title h0">Press</h1>
          <div class="rte">
            <h2>Awards</h2>
            <ul>
              <li>Allure Best of Beauty 2024 — Best Clay Mask (Desert Bloom Clay Mask)</li>
              <li>Byrdie Eco Beauty Awards 2023 — Best Refillable Packaging</li>
              <li>Indie Beauty Expo — Best in Show, Skincare, 2022</li>
            </ul>
            <h2>Recent coverage</h2>
            <ul class="press-list">
              <li><a href="https://www.allure.com/story/best-clay-masks" target="_blank">Allure — “The 11 Best Clay Masks, Tested by Editors”</a> (March 2024)</li>
              <li><a href="https://www.vogue.com/article/clean-beauty-brands-to-know" target="_blank">Vogue — “Clean Beauty Brands Worth Knowing”</a> (January 2024)</li>
              <li><a href="https://www.byrdie.com/best-clay-face-masks" target="_blank">Byrdie — “Best Clay Face Masks”</a> (2023)</li>
              <li><a href="https://www.nytimes.com/wirecutter/reviews/best-face-masks/" target="_blank">Wirecutter — “Face masks we love”</a> (2023)</li>
              <li><a href="https://www.santafenewmexican.com/business/local-sisters-build-skincare-brand" target="_blank">Santa Fe New Mexican — “Local sisters build a national skincare brand”</a> (2022)</li>
            </ul>
            <h2>Media contact</h2>
            <p>For samples, imagery and interviews, please contact our PR agency Marlow &amp; Finch at <a href="mailto:kestrel@marlowfinch.com">kestrel@marlowfinch.com</a>, or email us directly at <a href="mailto:press@kestrelclay.com">press@kestrelclay.com</a>.</p>
            <p><a href="https://www.dropbox.com/sh/kc-press-kit-2024" target="_blank">Download our 2024 press kit</a></p>
          </div>
        </div>
      </section>`,
});

const collab = page({
  title: 'Kestrel &amp; Clay x Parks Project: the Trail Kit | Journal',
  description: 'Our first collaboration: a limited-edition trail kit with Parks Project, supporting public lands.',
  path: '/blogs/journal/kestrel-clay-x-parks-project',
  pageType: 'article',
  template: 'article',
  main: `
      <article class="article-template">
        <div class="article-template__hero-container"><div class="article-template__hero-medium media" style="padding-bottom: 50%;"><img src="//${D}/cdn/shop/articles/trail-kit-hero.jpg?v=1716220011&width=1500" alt="The Trail Kit laid out on a hiking pack" width="1500" height="750" loading="eager"></div></div>
        <header class="page-width page-width--narrow"><h1 class="article-template__title">Kestrel &amp; Clay x Parks Project: the Trail Kit</h1><span class="circle-divider caption-with-letter-spacing"><time datetime="2024-05-20T15:00:00Z">May 20, 2024</time></span></header>
        <div class="article-template__content page-width page-width--narrow rte">
          <p>We've never done a collaboration before. When the team at <a href="https://www.parksproject.us/" target="_blank">Parks Project</a> reached out, though, it felt obvious: they make goods that give back to public lands, and almost every ingredient we use grows on or under land like that.</p>
          <p>The result is the Trail Kit — a travel-size Desert Bloom Clay Mask, a solid version of our Canyon Dew mist and a SPF lip balm, packed in a recycled canvas pouch designed by Parks Project's in-house artists. $10 from every kit supports trail restoration projects in Bandelier National Monument.</p>
          <h2>What's inside</h2>
          <ul><li>Desert Bloom Clay Mask, 30 g</li><li>Canyon Dew Toning Stick, 20 g</li><li>Prickly Pear Lip Balm SPF 15, 4.5 g</li><li>Recycled canvas pouch with carabiner</li></ul>
          <p>The kit is available now on our site and at <a href="https://www.parksproject.us/collections/collabs">parksproject.us</a> while stocks last.</p>
          <p><a href="/products/the-trail-kit" class="button">Shop the Trail Kit</a></p>
        </div>
        <div class="article-template__back element-margin-top center"><a href="/blogs/journal" class="article-template__link link animate-arrow">Back to journal</a></div>
      </article>`,
});

const all = page({
  title: 'Shop all | Kestrel &amp; Clay',
  description: 'Shop all Kestrel & Clay mineral clay skincare.',
  path: '/collections/all',
  pageType: 'collection',
  template: 'collection',
  main: `
      <div class="collection-hero color-scheme-1 gradient"><div class="collection-hero__inner page-width"><div class="collection-hero__text-wrapper"><h1 class="collection-hero__title"><span class="visually-hidden">Collection: </span>Shop all</h1></div></div></div>
      <div class="page-width" id="ProductGridContainer">
        <facet-filters-form class="facets small-hide"><form id="FacetFiltersForm" class="facets__form"><div class="facets__wrapper"><h2 class="facets__heading caption-large text-body">Filter:</h2>
          <details class="disclosure-has-popup facets__disclosure js-filter"><summary class="facets__summary caption-large focus-offset"><span>Skin concern</span></summary><ul class="facets-layout-list list-unstyled"><li><label><input type="checkbox" name="filter.p.m.custom.concern" value="Oily">Oily</label></li><li><label><input type="checkbox" name="filter.p.m.custom.concern" value="Dry">Dry</label></li><li><label><input type="checkbox" name="filter.p.m.custom.concern" value="Sensitive">Sensitive</label></li></ul></details>
          <details class="disclosure-has-popup facets__disclosure js-filter"><summary class="facets__summary caption-large focus-offset"><span>Price</span></summary></details>
        </div></form></facet-filters-form>
        <div class="collection page-width"><ul id="product-grid" data-id="template--16410__product-grid" class="grid product-grid grid--2-col-tablet-down grid--4-col-desktop">
          ${products.map(card).join('')}
        </ul></div>
      </div>`,
});

const product = page({
  title: 'Desert Bloom Clay Mask | Kestrel &amp; Clay',
  description: 'Our bestselling red and kaolin clay mask with prickly pear and desert sage. Draws out impurities without stripping.',
  path: '/products/desert-bloom-clay-mask',
  pageType: 'product',
  template: 'product',
  main: `
      <section id="MainProduct-template--16415__main" class="page-width section-template--16415__main-padding" data-section="template--16415__main">
        <div class="product product--large product--left product--stacked product--mobile-hide grid grid--1-col grid--2-col-tablet">
          <div class="grid__item product__media-wrapper"><media-gallery id="MediaGallery-template--16415__main" role="region" class="product__column-sticky" aria-label="Gallery Viewer"><ul class="product__media-list contains-media grid grid--peek list-unstyled slider slider--mobile" role="list">
            <li class="product__media-item grid__item slider__slide is-active"><div class="product-media-container media-type-image media-fit-contain global-media-settings gradient constrain-height" style="--ratio: 0.8; --preview-ratio: 0.8;"><img src="//${D}/cdn/shop/files/desert-bloom-clay-mask_1946x.jpg?v=1712004410" alt="Desert Bloom Clay Mask jar" width="1946" height="2432" loading="eager"></div></li>
            <li class="product__media-item grid__item slider__slide"><div class="product-media-container media-type-image"><img src="//${D}/cdn/shop/files/desert-bloom-texture_1946x.jpg?v=1712004410" alt="Mask texture swatch" width="1946" height="2432" loading="lazy"></div></li>
          </ul></media-gallery></div>
          <div class="product__info-wrapper grid__item"><section id="ProductInfo-template--16415__main" class="product__info-container">
            <p class="product__text inline-richtext caption-with-letter-spacing">Kestrel &amp; Clay</p>
            <div class="product__title"><h1>Desert Bloom Clay Mask</h1></div>
            <div class="jdgm-widget jdgm-preview-badge" data-id="7041290211"><div class="jdgm-prev-badge" data-average-rating="4.86" data-number-of-reviews="1284"><span class="jdgm-prev-badge__text">1,284 reviews</span></div></div>
            <div class="no-js-hidden" id="price-template--16415__main" role="status"><div class="price price--large price--show-badge"><div class="price__container"><div class="price__regular"><span class="price-item price-item--regular">$38.00 USD</span></div></div></div></div>
            <div class="product__tax caption rte">Shipping calculated at checkout.</div>
            <variant-selects id="variant-selects-template--16415__main" data-section="template--16415__main"><fieldset class="js product-form__input product-form__input--pill"><legend class="form__label">Size</legend><input type="radio" id="size-60" name="Size" value="60 g" checked><label for="size-60">60 g</label><input type="radio" id="size-120" name="Size" value="120 g"><label for="size-120">120 g</label><input type="radio" id="size-refill" name="Size" value="120 g refill pouch"><label for="size-refill">120 g refill pouch</label></fieldset></variant-selects>
            <product-form class="product-form" data-section-id="template--16415__main"><form method="post" action="/cart/add" id="product-form-template--16415__main" accept-charset="UTF-8" class="form" enctype="multipart/form-data" novalidate="novalidate" data-type="add-to-cart-form"><input type="hidden" name="form_type" value="product"><input type="hidden" name="utf8" value="✓"><input type="hidden" name="id" value="44210098170" class="product-variant-id"><div class="product-form__buttons"><button id="ProductSubmitButton-template--16415__main" type="submit" name="add" class="product-form__submit button button--full-width button--secondary"><span>Add to cart</span></button><div data-shopify="payment-button" class="shopify-payment-button"><shopify-accelerated-checkout recommendations="null" fallback="null" page-type="product_page"></shopify-accelerated-checkout></div></div></form></product-form>
            <div class="product__description rte quick-add-hidden"><p>Our original. A blend of red New Mexico clay and white kaolin that draws out congestion while prickly pear seed oil and desert sage keep skin soft and calm. Use 1–2 times a week for 8–10 minutes.</p><ul><li>For all skin types, especially combination and oily</li><li>Vegan and Leaping Bunny certified</li><li>Glass jar, refillable with our compostable pouch</li></ul></div>
            <div class="product__accordion accordion quick-add-hidden"><details id="Details-ingredients"><summary><h2 class="h4 accordion__title inline-richtext">Full ingredients</h2></summary><div class="accordion__content rte"><p>Kaolin, Illite (red clay), Opuntia Ficus-Indica (Prickly Pear) Seed Oil, Glycerin, Salvia Apiana (White Sage) Leaf Extract, Aloe Barbadensis Leaf Juice, Xanthan Gum, Sodium Levulinate, Potassium Sorbate.</p></div></details>
            <details id="Details-howto"><summary><h2 class="h4 accordion__title inline-richtext">How to use</h2></summary><div class="accordion__content rte"><p>Mix one teaspoon with water or Canyon Dew mist to a smooth paste. Apply to clean skin, leave 8–10 minutes, rinse with warm water.</p></div></details></div>
          </section></div>
        </div>
      </section>
      <section class="page-width">
        <div style="clear:both"></div>
        <div id="judgeme_product_reviews" class="jdgm-widget jdgm-review-widget jdgm--done-setup-widget" data-id="7041290211" data-product-title="Desert Bloom Clay Mask">
          <div class="jdgm-rev-widg" data-average-rating="4.86" data-number-of-reviews="1284"><div class="jdgm-rev-widg__header"><h2 class="jdgm-rev-widg__title">Customer Reviews</h2><div class="jdgm-rev-widg__summary"><div class="jdgm-rev-widg__summary-text">Based on 1284 reviews</div></div></div>
            <div class="jdgm-rev-widg__reviews">
              <div class="jdgm-rev jdgm-divider-top" data-verified-buyer="true"><div class="jdgm-rev__header"><span class="jdgm-rev__author">Hannah W.</span><span class="jdgm-rev__buyer-badge">Verified</span></div><div class="jdgm-rev__content"><b class="jdgm-rev__title">Holy grail</b><div class="jdgm-rev__body"><p>Skin looks clearer after one use and never feels tight.</p></div></div></div>
              <div class="jdgm-rev jdgm-divider-top" data-verified-buyer="true"><div class="jdgm-rev__header"><span class="jdgm-rev__author">Jo M.</span><span class="jdgm-rev__buyer-badge">Verified</span></div><div class="jdgm-rev__content"><b class="jdgm-rev__title">Love the refill pouch</b><div class="jdgm-rev__body"><p>Third refill. Smells earthy in a good way.</p></div></div></div>
            </div>
          </div>
        </div>
      </section>`,
});

export const site: CorpusSite = {
  domain: D,
  otherDomains: ['kestrelclay.ca'],
  covers:
    'US DTC skincare on Shopify Dawn: Stockist widget plus online-retailer logo grid and state accordions (some boutiques unlinked), wholesale page with Faire and a distributor table, clay supplier and charity partner in prose on the about page, brand collaboration in a journal post; negatives: press logos, awards, B Corp/Leaping Bunny/EWG certifications, PR agency, investors, Workable careers, payment icons, Canadian sister store',
  pages: {
    '/': { headers: headers(), html: home },
    '/pages/stockists': { headers: headers(), html: stockists },
    '/pages/wholesale': { headers: headers(), html: wholesale },
    '/pages/about': { headers: headers(), html: about },
    '/pages/press': { headers: headers(), html: press },
    '/blogs/journal/kestrel-clay-x-parks-project': { headers: headers(), html: collab },
    '/collections/all': { headers: headers(), html: all },
    '/products/desert-bloom-clay-mask': { headers: headers(), html: product },
  },
  sitemap: [
    '/',
    '/collections/all',
    '/products/desert-bloom-clay-mask',
    '/pages/about',
    '/pages/stockists',
    '/pages/wholesale',
    '/pages/press',
    '/blogs/journal/kestrel-clay-x-parks-project',
  ],
  technologies: [
    'shopify',
    'cloudflare',
    'hsts',
    'klaviyo',
    'judge-me',
    'stockist',
    'google-analytics',
    'google-tag-manager',
    'facebook-pixel',
    'visa',
    'mastercard',
    'american-express',
    'paypal',
    'apple-pay',
    'google-pay',
    'shop-pay',
    'venmo',
    'workable',
    'open-graph',
    'cart-functionality',
  ],
  partners: {
    'credobeauty.com': 'channel',
    'thedetoxmarket.com': 'channel',
    'nordstrom.com': 'channel',
    'anthropologie.com': 'channel',
    'ulta.com': 'channel',
    'juniperandsalt.com': 'channel',
    'miramesawellness.com': 'channel',
    'alpenglowbeautybar.com': 'channel',
    'cobbleandleaf.com': 'channel',
    'fernbrookgeneral.com': 'channel',
    'salishskinstudio.com': 'channel',
    'wildflowermercantile.co': 'channel',
    'indigo.ca': 'channel',
    'cultbeauty.co.uk': 'channel',
    'spacenk.com': 'channel',
    'adorebeauty.com.au': 'channel',
    'faire.com': 'channel',
    'borealbeauty.ca': 'channel',
    'hearthandpetal.co.uk': 'channel',
    'saltbushbrands.com.au': 'channel',
    'daonbeauty.co.kr': 'channel',
    'mesaverdeminerals.com': 'generic',
    'surfrider.org': 'generic',
    'parksproject.us': 'generic',
  },
};
