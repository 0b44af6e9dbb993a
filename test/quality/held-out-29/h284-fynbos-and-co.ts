import type { CorpusSite } from '../corpus/types.js';

/*
 * Fynbos & Co.: a South African natural skincare brand on Shopify (Dawn-based theme) with Klaviyo, Judge.me,
 * GA4 and a Meta pixel noscript. Its stockists page groups retailers by province in an accordion, after a logo row
 * of national online retailers.
 */

const D = 'https://fynbosandco.co.za';
const SHOP_ID = '58211074230';
const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8a2c6d1e5f3b7a90-CPT',
  'cf-cache-status': 'DYNAMIC',
  'x-shopid': SHOP_ID,
  'x-shopify-stage': 'production',
  'powered-by': 'Shopify',
  'x-shardid': '212',
  'content-language': 'en',
  'set-cookie': '_shopify_y=8d2f0c4e-1b7a-4c9d-9e3f-5a6b7c8d9e0f; Domain=fynbosandco.co.za; Path=/; Max-Age=31536000; SameSite=Lax',
};

function head(title: string, description: string, path: string, ogType = 'website', extra = ''): string {
  return `<!doctype html>
<html class="no-js" lang="en">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width,initial-scale=1">
    <meta name="theme-color" content="">
    <link rel="canonical" href="${D}${path}">
    <link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
    <link rel="icon" type="image/png" href="//fynbosandco.co.za/cdn/shop/files/favicon-protea.png?crop=center&height=32&v=1689239012&width=32">
    <title>${title}</title>
    <meta name="description" content="${description}">
    <meta property="og:site_name" content="Fynbos &amp; Co.">
    <meta property="og:url" content="${D}${path}">
    <meta property="og:title" content="${title}">
    <meta property="og:type" content="${ogType}">
    <meta property="og:description" content="${description}">
    <meta property="og:image" content="http://fynbosandco.co.za/cdn/shop/files/fynbos-co-share.jpg?v=1689239110">
    <meta name="twitter:card" content="summary_large_image">
    <script src="//fynbosandco.co.za/cdn/shop/t/12/assets/constants.js?v=58251544750838685771703075226" defer="defer"></script>
    <script src="//fynbosandco.co.za/cdn/shop/t/12/assets/pubsub.js?v=158357773527763999511703075227" defer="defer"></script>
    <script src="//fynbosandco.co.za/cdn/shop/t/12/assets/global.js?v=37284204640041572741703075226" defer="defer"></script>
    <meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/${SHOP_ID}/digital_wallets/dialog">
    <script async="async" src="/checkouts/internal/preloads.js?locale=en-ZA"></script>
    <script id="shopify-features" type="application/json">{"accessToken":"a3f0c9d2b1e4f5a6b7c8d9e0f1a2b3c4","betas":["rich-media-storefront-analytics"],"domain":"fynbosandco.co.za","predictiveSearch":true,"shopId":${SHOP_ID},"locale":"en"}</script>
    <script>var Shopify = Shopify || {};
Shopify.shop = "fynbos-and-co.myshopify.com";
Shopify.locale = "en";
Shopify.currency = {"active":"ZAR","rate":"1.0"};
Shopify.country = "ZA";
Shopify.theme = {"name":"Fynbos Dawn 2024","id":136920891574,"schema_name":"Dawn","schema_version":"12.0.0","theme_store_id":887,"role":"main"};
Shopify.routes = Shopify.routes || {};
Shopify.routes.root = "/";</script>
    <script type="module">!function(o){(o.Shopify=o.Shopify||{}).modules=!0}(window);</script>
    <script id="__st">var __st={"a":${SHOP_ID},"offset":7200,"reqid":"9f1c2e3d-4b5a-6978-8a9b-0c1d2e3f4a5b-1716215523","pageurl":"fynbosandco.co.za${path}","u":"4f6a7b8c9d0e"};</script>
    <script src="https://cdn.shopify.com/s/trekkie.storefront.9d3b2a1c0f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c.min.js" async></script>
    <script async src="https://cdn.shopify.com/shopifycloud/shop-js/modules/v2/loader.shop-login-button.en.esm.js"></script>
    <link href="//fynbosandco.co.za/cdn/shop/t/12/assets/base.css?v=144968985024194912401703075225" rel="stylesheet" type="text/css" media="all" />
    <link rel="preload" as="font" href="//fynbosandco.co.za/cdn/fonts/lora/lora_n4.9a60cb39eff3bfbc472bac5b3c5c4d7c878f0a8d.woff2" type="font/woff2" crossorigin>
    <script async src="https://www.googletagmanager.com/gtag/js?id=G-FYN8OS2QRT"></script>
    <script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-FYN8OS2QRT');</script>
    <script async type="text/javascript" src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=Wv8KqR"></script>
    <script src="https://cdn.judge.me/widget_preloader.js" defer></script>
    <script class="jdgm-settings-script">window.jdgmSettings={"pagination":5,"disable_web_reviews":false,"badge_no_review_text":"No reviews","badge_n_reviews_text":"{{ n }} review/reviews","widget_title":"Customer Reviews","widget_theme":"default"};</script>
${extra}
  </head>`;
}

const announcement = `<div class="announcement-bar" role="region" aria-label="Announcement"><p class="announcement-bar__message h5">Free delivery on orders over R650 &middot; Collect from 3,000+ Pargo points</p></div>`;

const header = `<body class="gradient">
    <a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>
    <noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=1048372915627384&ev=PageView&noscript=1" alt=""></noscript>
    <div id="shopify-section-sections--16940185100471__announcement-bar" class="shopify-section shopify-section-group-header-group announcement-bar-section">${announcement}</div>
    <div id="shopify-section-sections--16940185100471__header" class="shopify-section shopify-section-group-header-group section-header">
      <sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom">
        <header class="header header--middle-left header--mobile-center page-width header--has-menu header--has-account">
          <header-drawer data-breakpoint="tablet"><details id="Details-menu-drawer-container" class="menu-drawer-container"><summary class="header__icon header__icon--menu header__icon--summary link focus-inset" aria-label="Menu"><span>Menu</span></summary></details></header-drawer>
          <a href="/" class="header__heading-link link link--text focus-inset"><div class="header__heading-logo-wrapper"><img src="//fynbosandco.co.za/cdn/shop/files/fynbos-co-logo.svg?v=1689238811&width=180" alt="Fynbos &amp; Co." width="180" height="52" class="header__heading-logo motion-reduce"></div></a>
          <nav class="header__inline-menu">
            <ul class="list-menu list-menu--inline" role="list">
              <li><header-menu><details id="Details-HeaderMenu-1" class="mega-menu"><summary id="HeaderMenu-shop" class="header__menu-item list-menu__item link focus-inset"><span>Shop</span></summary>
                <div id="MegaMenu-Content-1" class="mega-menu__content color-scheme-1 gradient motion-reduce global-settings-popup" tabindex="-1">
                  <ul class="mega-menu__list page-width" role="list">
                    <li><a href="/collections/face" class="mega-menu__link mega-menu__link--level-2 link">Face</a><ul class="list-unstyled" role="list"><li><a href="/collections/serums" class="mega-menu__link link">Serums</a></li><li><a href="/collections/cleansers" class="mega-menu__link link">Cleansers</a></li><li><a href="/collections/moisturisers" class="mega-menu__link link">Moisturisers</a></li></ul></li>
                    <li><a href="/collections/body" class="mega-menu__link mega-menu__link--level-2 link">Body</a><ul class="list-unstyled" role="list"><li><a href="/collections/body-oils" class="mega-menu__link link">Body oils</a></li><li><a href="/collections/balms" class="mega-menu__link link">Balms</a></li><li><a href="/collections/bath-soaks" class="mega-menu__link link">Bath soaks</a></li></ul></li>
                    <li><a href="/collections/gifts" class="mega-menu__link mega-menu__link--level-2 link">Gifts</a><ul class="list-unstyled" role="list"><li><a href="/collections/gift-sets" class="mega-menu__link link">Gift sets</a></li><li><a href="/products/gift-card" class="mega-menu__link link">Gift card</a></li></ul></li>
                    <li><a href="/collections/all" class="mega-menu__link mega-menu__link--level-2 link">Shop all</a></li>
                  </ul>
                </div></details></header-menu></li>
              <li><a href="/pages/our-story" class="header__menu-item list-menu__item link link--text focus-inset"><span>Our Story</span></a></li>
              <li><a href="/pages/stockists" class="header__menu-item list-menu__item link link--text focus-inset"><span>Stockists</span></a></li>
              <li><a href="/blogs/journal" class="header__menu-item list-menu__item link link--text focus-inset"><span>Journal</span></a></li>
            </ul>
          </nav>
          <div class="header__icons header__icons--localization header-localization">
            <details-modal class="header__search"><details><summary class="header__icon header__icon--search header__icon--summary link focus-inset modal__toggle" aria-haspopup="dialog" aria-label="Search"><span><svg class="modal__toggle-open icon icon-search" aria-hidden="true" focusable="false"><use href="#icon-search"></use></svg></span></summary>
              <div class="search-modal modal__content gradient" role="dialog" aria-modal="true" aria-label="Search"><div class="modal-overlay"></div><div class="search-modal__content search-modal__content-bottom" tabindex="-1"><predictive-search class="search-modal__form" data-loading-text="Loading..."><form action="/search" method="get" role="search" class="search search-modal__form"><div class="field"><input class="search__input field__input" id="Search-In-Modal" type="search" name="q" value="" placeholder="Search" role="combobox" aria-expanded="false" aria-owns="predictive-search-results" aria-controls="predictive-search-results" aria-haspopup="listbox" aria-autocomplete="list" autocorrect="off" autocomplete="off" autocapitalize="off" spellcheck="false"><label class="field__label" for="Search-In-Modal">Search</label><input type="hidden" name="options[prefix]" value="last"></div></form></predictive-search></div></div>
            </details></details-modal>
            <a href="https://shopify.com/58211074230/account?locale=en&region_country=ZA" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">Log in</span></a>
            <a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Cart</span><div class="cart-count-bubble"><span aria-hidden="true">0</span></div></a>
          </div>
        </header>
      </sticky-header>
    </div>
    <main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">`;

const pi = (id: string, title: string) =>
  `<li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-${id}"><title id="pi-${id}">${title}</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/><path fill="#fff" d="M35 1c1.1 0 2 .9 2 2v18c0 1.1-.9 2-2 2H3c-1.1 0-2-.9-2-2V3c0-1.1.9-2 2-2h32"/></svg></li>`;

const footer = `</main>
    <div id="shopify-section-sections--16940185067703__footer" class="shopify-section shopify-section-group-footer-group">
      <footer class="footer color-scheme-3 gradient section-sections--16940185067703__footer-padding">
        <div class="footer__content-top page-width">
          <div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet">
            <div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Shop</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/collections/face" class="link link--text list-menu__item list-menu__item--link">Face</a></li><li><a href="/collections/body" class="link link--text list-menu__item list-menu__item--link">Body</a></li><li><a href="/collections/gifts" class="link link--text list-menu__item list-menu__item--link">Gifts</a></li><li><a href="/collections/all" class="link link--text list-menu__item list-menu__item--link">Shop all</a></li></ul></div>
            <div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Help</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/pages/shipping-returns" class="link link--text list-menu__item list-menu__item--link">Shipping &amp; returns</a></li><li><a href="/pages/faq" class="link link--text list-menu__item list-menu__item--link">FAQ</a></li><li><a href="/pages/contact" class="link link--text list-menu__item list-menu__item--link">Contact us</a></li><li><a href="/policies/privacy-policy" class="link link--text list-menu__item list-menu__item--link">Privacy (POPIA)</a></li></ul></div>
            <div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Fynbos &amp; Co.</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/pages/our-story" class="link link--text list-menu__item list-menu__item--link">Our story</a></li><li><a href="/pages/stockists" class="link link--text list-menu__item list-menu__item--link">Find a stockist</a></li><li><a href="/pages/wholesale" class="link link--text list-menu__item list-menu__item--link">Wholesale</a></li><li><a href="/pages/press" class="link link--text list-menu__item list-menu__item--link">Press</a></li><li><a href="https://fynbosandco.com/" class="link link--text list-menu__item list-menu__item--link">International store</a></li></ul></div>
            <div class="footer-block grid__item footer-block--newsletter"><h2 class="footer-block__heading inline-richtext">Join the Fynbos Circle</h2><p>10% off your first order, plus harvest notes from the Cederberg.</p>
              <form method="post" action="/contact#ContactFooter" id="ContactFooter" accept-charset="UTF-8" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer" /><input type="hidden" name="utf8" value="✓" /><input type="hidden" name="contact[tags]" value="newsletter"><div class="newsletter-form__field-wrapper"><div class="field"><input id="NewsletterForm--footer" type="email" name="contact[email]" class="field__input" value="" aria-required="true" autocorrect="off" autocapitalize="off" autocomplete="email" placeholder="Email" required><label class="field__label" for="NewsletterForm--footer">Email</label><button type="submit" class="newsletter-form__button field__button" name="commit" id="Subscribe" aria-label="Subscribe">&rarr;</button></div></div></form>
              <ul class="footer__list-social list-unstyled list-social" role="list"><li class="list-social__item"><a href="https://www.instagram.com/fynbosandco" class="link list-social__link"><span class="visually-hidden">Instagram</span></a></li><li class="list-social__item"><a href="https://www.tiktok.com/@fynbosandco" class="link list-social__link"><span class="visually-hidden">TikTok</span></a></li><li class="list-social__item"><a href="https://www.facebook.com/fynbosandco" class="link list-social__link"><span class="visually-hidden">Facebook</span></a></li><li class="list-social__item"><a href="https://za.pinterest.com/fynbosandco" class="link list-social__link"><span class="visually-hidden">Pinterest</span></a></li></ul>
            </div>
          </div>
        </div>
        <div class="footer__content-bottom"><div class="footer__content-bottom-wrapper page-width">
          <div class="footer__column footer__column--info"><div class="footer__payment"><span class="visually-hidden">Payment methods</span><ul class="list list-payment" role="list">${pi('visa', 'Visa')}${pi('master', 'Mastercard')}${pi('american_express', 'American Express')}${pi('payfast_instant_eft', 'PayFast Instant EFT')}${pi('snapscan', 'SnapScan')}</ul></div>
          <div class="footer__copyright caption"><small class="copyright__content">&copy; 2024, <a href="/" title="">Fynbos &amp; Co.</a></small> <small class="copyright__content">Handmade in Paarl, Western Cape. Fynbos &amp; Co. (Pty) Ltd, reg. 2016/412877/07.</small></div></div>
        </div></div>
      </footer>
    </div>
    <div id="shopify-pc__banner" class="shopify-pc__banner" role="dialog" aria-label="Cookie banner"><p>We use cookies to give you the best experience and to help our marketing. <a href="/policies/privacy-policy">Privacy policy</a></p><button type="button" class="shopify-pc__banner__btn-accept">Accept</button><button type="button" class="shopify-pc__banner__btn-decline">Decline</button></div>
    <script src="//fynbosandco.co.za/cdn/shop/t/12/assets/cart-drawer.js?v=7146695880302006321703075226" defer="defer"></script>
  </body>
</html>`;

function page(
  path: string,
  title: string,
  description: string,
  body: string,
  ogType?: string,
  extra?: string,
): { headers: Record<string, string>; html: string } {
  return { headers, html: `${head(title, description, path, ogType, extra)}\n${header}\n${body}\n${footer}` };
}

type Product = { handle: string; title: string; price: number; reviews: number; img: string; tag?: string };
const products: Product[] = [
  {
    handle: 'rooibos-renewal-face-serum',
    title: 'Rooibos Renewal Face Serum 30ml',
    price: 425,
    reviews: 318,
    img: 'rooibos-serum',
    tag: 'Bestseller',
  },
  { handle: 'buchu-clarifying-cleanser', title: 'Buchu Clarifying Gel Cleanser 150ml', price: 245, reviews: 204, img: 'buchu-cleanser' },
  { handle: 'kalahari-melon-day-cream', title: 'Kalahari Melon Day Cream SPF15 50ml', price: 365, reviews: 167, img: 'kalahari-cream' },
  { handle: 'helichrysum-night-balm', title: 'Helichrysum Night Balm 50ml', price: 395, reviews: 142, img: 'helichrysum-balm', tag: 'New' },
  { handle: 'marula-body-oil', title: 'Marula &amp; Fynbos Body Oil 100ml', price: 310, reviews: 276, img: 'marula-oil' },
  { handle: 'wild-rosemary-bath-soak', title: 'Wild Rosemary Bath Soak 400g', price: 185, reviews: 98, img: 'rosemary-soak' },
  { handle: 'cape-honeybush-lip-balm', title: 'Cape Honeybush Lip Balm', price: 85, reviews: 401, img: 'honeybush-lip' },
  { handle: 'fynbos-ritual-gift-set', title: 'The Fynbos Ritual Gift Set', price: 890, reviews: 64, img: 'ritual-set', tag: 'Gift' },
];

const card = (p: Product) =>
  `<li class="grid__item scroll-trigger animate--slide-in"><div class="card-wrapper product-card-wrapper underline-links-hover"><div class="card card--standard card--media"><div class="card__inner ratio" style="--ratio-percent: 125%;"><div class="card__media"><div class="media media--transparent media--hover-effect"><img srcset="//fynbosandco.co.za/cdn/shop/files/${p.img}.jpg?v=1701234567&width=360 360w, //fynbosandco.co.za/cdn/shop/files/${p.img}.jpg?v=1701234567&width=720 720w" src="//fynbosandco.co.za/cdn/shop/files/${p.img}.jpg?v=1701234567&width=720" sizes="(min-width: 1200px) 267px, (min-width: 990px) calc((100vw - 130px) / 4), calc((100vw - 35px) / 2)" alt="${p.title}" class="motion-reduce" loading="lazy" width="1200" height="1500"></div></div>${p.tag ? `<div class="card__badge bottom left"><span class="badge badge--bottom-left color-scheme-4">${p.tag}</span></div>` : ''}</div><div class="card__content"><div class="card__information"><h3 class="card__heading h5"><a href="/products/${p.handle}" class="full-unstyled-link">${p.title}</a></h3><div class="card-information"><div class="jdgm-widget jdgm-preview-badge" data-id="${p.handle}"><div class="jdgm-prev-badge" data-average-rating="4.8" data-number-of-reviews="${p.reviews}"><span class="jdgm-prev-badge__text">${p.reviews} reviews</span></div></div><div class="price"><div class="price__container"><div class="price__regular"><span class="visually-hidden visually-hidden--inline">Regular price</span><span class="price-item price-item--regular">R ${p.price}.00 ZAR</span></div></div></div></div></div></div></div></div></li>`;

const home = page(
  '/',
  'Fynbos &amp; Co. | Natural skincare from the Cape Floral Kingdom',
  'Small-batch skincare made in Paarl with rooibos, buchu, honeybush and wild-harvested fynbos.',
  `<div id="shopify-section-template--16940184879287__image_banner" class="shopify-section section"><div class="banner banner--large banner--desktop-transparent"><div class="banner__media media"><img src="//fynbosandco.co.za/cdn/shop/files/hero-cederberg-harvest.jpg?v=1701234000&width=3840" alt="Harvesting wild buchu in the Cederberg mountains" width="3840" height="1600" fetchpriority="high" sizes="100vw"></div><div class="banner__content banner__content--bottom-left page-width"><div class="banner__box content-container content-container--full-width-mobile color-scheme-3 gradient"><h2 class="banner__heading inline-richtext h0">Skincare rooted in the Cape</h2><div class="banner__text rte"><p>Made in small batches in Paarl with plants harvested by the communities who know them best.</p></div><div class="banner__buttons"><a href="/collections/all" class="button button--primary">Shop the range</a></div></div></div></div></div>
<div id="shopify-section-template--16940184879287__featured_collection" class="shopify-section section"><div class="color-scheme-1 gradient"><div class="collection section-template--16940184879287__featured_collection-padding"><div class="collection__title title-wrapper title-wrapper--no-top-margin page-width"><h2 class="title inline-richtext h2">Bestsellers</h2></div><slider-component class="slider-mobile-gutter page-width"><ul id="Slider-template--16940184879287__featured_collection" class="grid product-grid contains-card contains-card--product grid--4-col-desktop grid--2-col-tablet-down" role="list" aria-label="Slider">
${products.slice(0, 4).map(card).join('\n')}
</ul></slider-component><div class="center collection__view-all"><a href="/collections/all" class="button">View all</a></div></div></div></div>
<div id="shopify-section-template--16940184879287__rich_text" class="shopify-section section"><div class="isolate page-width"><div class="rich-text content-container color-scheme-2 gradient rich-text--full-width content-container--full-width"><div class="rich-text__wrapper rich-text__wrapper--center page-width"><div class="rich-text__blocks center"><h2 class="rich-text__heading rte inline-richtext h1">Fairly harvested. Carefully made.</h2><div class="rich-text__text rte"><p>Every wild-harvested ingredient is bought at a fair price from community cooperatives in the Cederberg and on the Agulhas Plain. Read <a href="/pages/our-story">our story</a>.</p></div></div></div></div></div></div>
<div id="shopify-section-template--16940184879287__multicolumn" class="shopify-section section"><div class="multicolumn color-scheme-1 gradient"><div class="page-width"><h2 class="title inline-richtext h2">Find us in store</h2><p>Stocked in Dis-Chem, Clicks and over 60 independent pharmacies and boutiques. <a href="/pages/stockists">Find a stockist near you</a>.</p></div></div></div>
<div id="shopify-section-template--16940184879287__reviews" class="shopify-section section"><div class="page-width"><h2 class="h2">Loved by 4,000+ customers</h2><div class="jdgm-carousel-wrapper"><div class="jdgm-carousel-item"><div class="jdgm-carousel-item__review"><p>&ldquo;The rooibos serum cleared up my pigmentation in six weeks.&rdquo;</p><span class="jdgm-carousel-item__reviewer-name">Thandi M., Johannesburg</span></div></div><div class="jdgm-carousel-item"><div class="jdgm-carousel-item__review"><p>&ldquo;Smells like a walk on Table Mountain.&rdquo;</p><span class="jdgm-carousel-item__reviewer-name">Anri V., Stellenbosch</span></div></div></div></div></div>
<div id="shopify-section-template--16940184879287__press" class="shopify-section section"><div class="page-width"><p class="caption-with-letter-spacing">As seen in</p><ul class="press-logos"><li><img src="//fynbosandco.co.za/cdn/shop/files/press-elle.svg?v=1" alt="ELLE South Africa" width="120" height="40" loading="lazy"></li><li><img src="//fynbosandco.co.za/cdn/shop/files/press-glamour.svg?v=1" alt="Glamour" width="120" height="40" loading="lazy"></li><li><img src="//fynbosandco.co.za/cdn/shop/files/press-news24.svg?v=1" alt="News24" width="120" height="40" loading="lazy"></li></ul><a href="/pages/press">Read the press</a></div></div>`,
);

const collection = page(
  '/collections/all',
  'All products &ndash; Fynbos &amp; Co.',
  'Shop the full Fynbos &amp; Co. range of natural face and body care.',
  `<div class="shopify-section section"><div class="collection-hero"><div class="collection-hero__inner page-width"><div class="collection-hero__text-wrapper"><h1 class="collection-hero__title"><span class="visually-hidden">Collection: </span>All products</h1></div></div></div></div>
<div class="shopify-section section"><div class="page-width" id="ProductGridContainer"><facet-filters-form class="facets small-hide"><form id="FacetFiltersForm" class="facets__form"><div class="facets__wrapper"><h2 class="facets__heading caption-large text-body">Filter:</h2><details class="disclosure-has-popup facets__disclosure js-filter"><summary class="facets__summary caption-large focus-offset"><span>Availability</span></summary></details><details class="disclosure-has-popup facets__disclosure js-filter"><summary class="facets__summary caption-large focus-offset"><span>Price</span></summary></details><details class="disclosure-has-popup facets__disclosure js-filter"><summary class="facets__summary caption-large focus-offset"><span>Skin type</span></summary></details></div><div class="facet-filters sorting caption"><label class="facet-filters__label caption-large text-body" for="SortBy">Sort by:</label><select name="sort_by" class="facet-filters__sort select__select caption-large" id="SortBy"><option value="manual">Featured</option><option value="best-selling" selected="selected">Best selling</option><option value="price-ascending">Price, low to high</option><option value="price-descending">Price, high to low</option></select></div><div class="product-count light"><h2 class="product-count__text text-body"><span id="ProductCountDesktop">${products.length} products</span></h2></div></form></facet-filters-form>
<div class="product-grid-container" id="ProductGridContainer"><div class="collection page-width"><ul id="product-grid" data-id="template--16940184846519__product-grid" class="grid product-grid grid--2-col-tablet-down grid--4-col-desktop">
${products.map(card).join('\n')}
</ul></div></div></div></div>`,
);

const product = page(
  '/products/rooibos-renewal-face-serum',
  'Rooibos Renewal Face Serum 30ml &ndash; Fynbos &amp; Co.',
  'A lightweight antioxidant serum with green rooibos extract, bakuchiol and marula oil.',
  `<section id="MainProduct-template--16940184911031__main" class="page-width section-template--16940184911031__main-padding" data-section="template--16940184911031__main">
<div class="product product--large product--left product--stacked product--mobile-hide grid grid--1-col grid--2-col-tablet">
  <div class="grid__item product__media-wrapper"><media-gallery id="MediaGallery-template--16940184911031__main" role="region" class="product__column-sticky" aria-label="Gallery Viewer"><ul id="Slider-Gallery-template--16940184911031__main" class="product__media-list contains-media grid grid--peek list-unstyled slider slider--mobile" role="list">
    <li class="product__media-item grid__item slider__slide is-active"><div class="product-media-container media-type-image media-fit-contain global-media-settings gradient constrain-height"><img src="//fynbosandco.co.za/cdn/shop/files/rooibos-serum.jpg?v=1701234567&width=1946" alt="Rooibos Renewal Face Serum in an amber glass dropper bottle" width="1946" height="2433" fetchpriority="high" class="image-magnify-none"></div></li>
    <li class="product__media-item grid__item slider__slide"><div class="product-media-container media-type-image"><img src="//fynbosandco.co.za/cdn/shop/files/rooibos-serum-texture.jpg?v=1701234567&width=1946" alt="Serum texture on a rooibos leaf" width="1946" height="2433" loading="lazy"></div></li>
  </ul></media-gallery></div>
  <div class="product__info-wrapper grid__item"><section id="ProductInfo-template--16940184911031__main" class="product__info-container product__column-sticky">
    <p class="product__text inline-richtext caption-with-letter-spacing">FYNBOS &amp; CO.</p>
    <div class="product__title"><h1>Rooibos Renewal Face Serum 30ml</h1></div>
    <div class="jdgm-widget jdgm-preview-badge"><div class="jdgm-prev-badge" data-average-rating="4.86" data-number-of-reviews="318"><span class="jdgm-prev-badge__stars" data-score="4.86"></span><span class="jdgm-prev-badge__text">318 reviews</span></div></div>
    <div class="no-js-hidden" id="price-template--16940184911031__main" role="status"><div class="price price--large price--show-badge"><div class="price__container"><div class="price__regular"><span class="price-item price-item--regular">R 425.00 ZAR</span></div></div></div></div>
    <div class="product__tax caption rte">Tax included. <a href="/policies/shipping-policy">Shipping</a> calculated at checkout.</div>
    <product-form class="product-form"><form method="post" action="/cart/add" id="product-form-template--16940184911031__main" accept-charset="UTF-8" class="form" enctype="multipart/form-data" novalidate="novalidate" data-type="add-to-cart-form"><input type="hidden" name="form_type" value="product" /><input type="hidden" name="id" value="44012876513462" class="product-variant-id"><div class="product-form__buttons"><button id="ProductSubmitButton-template--16940184911031__main" type="submit" name="add" class="product-form__submit button button--full-width button--secondary"><span>Add to cart</span></button></div></form></product-form>
    <div class="product__description rte quick-add-hidden"><p>Our bestselling serum pairs unfermented green rooibos, one of the richest natural sources of aspalathin, with plant-based bakuchiol to smooth fine lines and even out tone, without the sensitivity of retinol. Cold-pressed marula oil keeps it silky, not greasy.</p><ul><li>Suitable for all skin types, including sensitive</li><li>Vegan and cruelty-free</li><li>Fragrance-free: the scent is the rooibos itself</li></ul></div>
    <details class="product__accordion accordion"><summary><div class="summary__title"><h2 class="h4 accordion__title inline-richtext">Ingredients</h2></div></summary><div class="accordion__content rte"><p>Aqua, Aspalathus Linearis (Rooibos) Leaf Extract, Sclerocarya Birrea (Marula) Seed Oil, Glycerin, Bakuchiol, Sodium Hyaluronate, Agathosma Betulina (Buchu) Leaf Oil, Tocopherol, Xanthan Gum, Sodium Levulinate, Sodium Anisate.</p></div></details>
    <details class="product__accordion accordion"><summary><div class="summary__title"><h2 class="h4 accordion__title inline-richtext">How to use</h2></div></summary><div class="accordion__content rte"><p>Morning and evening, press 3&ndash;4 drops into clean skin before moisturiser. Follow with SPF in the day.</p></div></details>
    <details class="product__accordion accordion"><summary><div class="summary__title"><h2 class="h4 accordion__title inline-richtext">Delivery</h2></div></summary><div class="accordion__content rte"><p>Door-to-door delivery in 2&ndash;4 working days with The Courier Guy, or collect from a Pargo point. Free over R650.</p></div></details>
  </section></div>
</div>
<div class="jdgm-widget jdgm-review-widget" data-id="8012876513462"><div class="jdgm-rev-widg"><h2 class="jdgm-rev-widg__title">Customer Reviews</h2><div class="jdgm-rev-widg__summary"><div class="jdgm-rev-widg__summary-text">Based on 318 reviews</div></div><div class="jdgm-rev-widg__reviews"><div class="jdgm-rev"><b class="jdgm-rev__author">Lerato K.</b><b class="jdgm-rev__title">Worth every rand</b><div class="jdgm-rev__body"><p>I have tried serums at three times the price. This one actually works.</p></div></div><div class="jdgm-rev"><b class="jdgm-rev__author">Megan R.</b><b class="jdgm-rev__title">Gentle on rosacea</b><div class="jdgm-rev__body"><p>No redness at all, and my skin looks brighter.</p></div></div></div></div></div>
<script type="application/ld+json">${JSON.stringify({
    '@context': 'http://schema.org/',
    '@type': 'Product',
    name: 'Rooibos Renewal Face Serum 30ml',
    url: `${D}/products/rooibos-renewal-face-serum`,
    image: ['https://fynbosandco.co.za/cdn/shop/files/rooibos-serum.jpg?v=1701234567&width=1946'],
    description: 'A lightweight antioxidant serum with green rooibos extract, bakuchiol and marula oil.',
    sku: 'FB-RRS-30',
    brand: { '@type': 'Brand', name: 'Fynbos & Co.' },
    offers: [
      {
        '@type': 'Offer',
        availability: 'http://schema.org/InStock',
        price: 425.0,
        priceCurrency: 'ZAR',
        url: `${D}/products/rooibos-renewal-face-serum?variant=44012876513462`,
      },
    ],
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.86, reviewCount: 318 },
  })}</script>
</section>`,
  'product',
);

type Store = { name: string; town: string; address: string; url?: string };
const provinces: { name: string; stores: Store[] }[] = [
  {
    name: 'Western Cape',
    stores: [
      {
        name: 'The Green Apothecary',
        town: 'Stellenbosch',
        address: '14 Church Street, Stellenbosch',
        url: 'https://www.greenapothecary.co.za/',
      },
      { name: 'Karoo Kind Pharmacy', town: 'Prince Albert', address: '42 Kerkstraat, Prince Albert', url: 'https://karookind.co.za/' },
      { name: 'Lavender Lane Pharmacy', town: 'Montagu', address: '7 Bath Street, Montagu' },
    ],
  },
  {
    name: 'Gauteng',
    stores: [
      { name: 'Jozi Botanica', town: 'Parkhurst, Johannesburg', address: '4th Avenue, Parkhurst', url: 'https://jozibotanica.co.za/' },
      { name: 'Brooklyn Natural Pharmacy', town: 'Pretoria', address: 'Brooklyn Mall, Shop L41' },
    ],
  },
  {
    name: 'KwaZulu-Natal',
    stores: [
      {
        name: 'Umhlanga Wellness Co.',
        town: 'Umhlanga Rocks',
        address: '2 Chartwell Drive, Umhlanga',
        url: 'https://www.umhlangawellness.co.za/',
      },
    ],
  },
  {
    name: 'Eastern Cape',
    stores: [{ name: 'Bay Organics', town: 'Gqeberha', address: '18 Walmer Boulevard, Walmer', url: 'https://bayorganics.co.za/' }],
  },
  {
    name: 'Namibia',
    stores: [
      { name: 'Windhoek Wellness', town: 'Windhoek', address: 'Maerua Mall, Centaurus Road', url: 'https://www.windhoekwellness.com.na/' },
    ],
  },
];

const online = [
  { name: 'Dis-Chem', url: 'https://www.dischem.co.za/brands/fynbos-co', logo: 'dischem' },
  { name: 'Clicks', url: 'https://clicks.co.za/fynbos-and-co/c/OH1-fynbos', logo: 'clicks' },
  { name: 'Woolworths Beauty', url: 'https://www.woolworths.co.za/cat/Beauty/Skin-Care/_/N-1z13sk4', logo: 'woolworths' },
  { name: 'Takealot', url: 'https://www.takealot.com/all?filter=Brand:Fynbos%20%26%20Co.', logo: 'takealot' },
  { name: 'Faithful to Nature', url: 'https://www.faithful-to-nature.co.za/fynbos-co', logo: 'faithful-to-nature' },
];

const stockists = page(
  '/pages/stockists',
  'Stockists &ndash; Fynbos &amp; Co.',
  'Find Fynbos &amp; Co. at pharmacies, boutiques and online retailers across South Africa and Namibia.',
  `<div class="shopify-section section"><div class="page-width page-width--narrow section-template--stockists-padding"><h1 class="main-page-title page-title h0">Stockists</h1>
<div class="rte"><p>Prefer to see (and smell) before you buy? You&rsquo;ll find Fynbos &amp; Co. at these retailers. Stock varies by store, so give them a call before you visit.</p></div>
<h2 class="h3">Shop online with our retail partners</h2>
<ul class="stockist-logos grid grid--5-col-desktop grid--2-col-tablet-down" role="list">
${online.map((o) => `  <li class="grid__item"><a href="${o.url}" target="_blank" rel="noopener"><img src="//fynbosandco.co.za/cdn/shop/files/stockist-${o.logo}.png?v=1701300000&width=240" alt="${o.name}" width="240" height="120" loading="lazy"></a></li>`).join('\n')}
</ul>
<h2 class="h3">Independent stores</h2>
<div class="stockist-accordion">
${provinces
  .map(
    (
      p,
    ) => `<details class="accordion"><summary><div class="summary__title"><h3 class="h4 accordion__title">${p.name}</h3></div><svg aria-hidden="true" focusable="false" class="icon icon-caret" viewBox="0 0 10 6"><path fill-rule="evenodd" clip-rule="evenodd" d="M9.354.646a.5.5 0 00-.708 0L5 4.293 1.354.646a.5.5 0 00-.708.708l4 4a.5.5 0 00.708 0l4-4a.5.5 0 000-.708z" fill="currentColor"></path></svg></summary>
  <div class="accordion__content rte"><ul class="stockist-list">
${p.stores.map((s) => `    <li class="stockist"><strong>${s.name}</strong>, ${s.town}<br>${s.address}${s.url ? `<br><a href="${s.url}" target="_blank" rel="noopener">${s.url.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '')}</a>` : ''}</li>`).join('\n')}
  </ul></div></details>`,
  )
  .join('\n')}
</div>
<div class="rte"><p>Would you like to stock Fynbos &amp; Co.? See our <a href="/pages/wholesale">wholesale page</a>.</p></div>
</div></div>`,
);

const story = page(
  '/pages/our-story',
  'Our Story &ndash; Fynbos &amp; Co.',
  'How a Paarl kitchen project became a skincare brand built with harvesting communities.',
  `<div class="shopify-section section"><div class="page-width page-width--narrow"><h1 class="main-page-title page-title h0">Our story</h1>
<div class="rte">
<p>Fynbos &amp; Co. began in 2016 in Nomsa Dlamini-Hartley&rsquo;s kitchen in Paarl, with a rooibos balm made for her daughter&rsquo;s eczema. Eight years later we are a team of 22, still making every batch by hand, ten minutes from where we started.</p>
<img src="//fynbosandco.co.za/cdn/shop/files/team-paarl-studio.jpg?v=1701300001&width=1200" alt="The Fynbos &amp; Co. team in the Paarl studio" width="1200" height="800" loading="lazy">
<h2>The people behind the plants</h2>
<p>The Cape Floral Kingdom is the smallest and richest of the world&rsquo;s six plant kingdoms, and it needs careful hands. We buy our wild-harvested buchu, honeybush and helichrysum directly from two community partners, at prices agreed a season ahead:</p>
<ul>
<li><a href="https://www.cederberggrowers.org.za/" target="_blank" rel="noopener">Cederberg Growers Collective</a>, 41 small-scale rooibos and buchu farmers around Wupperthal.</li>
<li><a href="https://agulhaswildharvest.org.za/" target="_blank" rel="noopener">Agulhas Wild Harvest Trust</a>, which trains and certifies sustainable harvesters on the Agulhas Plain.</li>
</ul>
<h2>Getting it to you</h2>
<p>Orders leave our studio within 24 hours with our delivery partner <a href="https://www.thecourierguy.co.za/" target="_blank" rel="noopener">The Courier Guy</a>, or can be collected from any of 3,000+ <a href="https://pargo.co.za/" target="_blank" rel="noopener">Pargo</a> pickup points. Our mailers are home-compostable, made for us by our packaging partner <a href="https://www.packagingconscious.co.za/" target="_blank" rel="noopener">Packaging Conscious</a> in Cape Town.</p>
<h2>Giving back</h2>
<p>We are a member of <a href="https://www.onepercentfortheplanet.org/" target="_blank" rel="noopener">1% for the Planet</a>, and every year 1% of our sales goes to <a href="https://www.sanccob.co.za/" target="_blank" rel="noopener">SANCCOB</a> for seabird rescue on the West Coast. Our products are certified cruelty-free by <a href="https://www.bwcsa.co.za/" target="_blank" rel="noopener">Beauty Without Cruelty South Africa</a>.</p>
<img src="//fynbosandco.co.za/cdn/shop/files/badge-bwc.png?v=1&width=160" alt="Beauty Without Cruelty approved" width="160" height="160" loading="lazy">
</div></div></div>`,
);

const press = page(
  '/pages/press',
  'Press &ndash; Fynbos &amp; Co.',
  'Fynbos &amp; Co. in the press, awards and media enquiries.',
  `<div class="shopify-section section"><div class="page-width page-width--narrow"><h1 class="main-page-title page-title h0">Press</h1>
<div class="rte">
<ul class="press-list">
<li><a href="https://www.elle.co.za/beauty/local-skincare-brands-to-know" target="_blank" rel="noopener">ELLE South Africa</a>: &ldquo;12 local skincare brands every beauty editor uses&rdquo; (March 2024)</li>
<li><a href="https://www.glamour.co.za/beauty/" target="_blank" rel="noopener">Glamour</a>: &ldquo;The rooibos serum that sold out in a week&rdquo; (November 2023)</li>
<li><a href="https://www.news24.com/business/" target="_blank" rel="noopener">News24 Business</a>: &ldquo;The Paarl founder betting on fynbos&rdquo; (August 2023)</li>
</ul>
<h2>Awards</h2>
<p>Rooibos Renewal Face Serum: Best Natural Serum, SA Beauty Awards 2023. Fynbos Ritual Gift Set: Finalist, Ingredient of the Year, Clean Beauty Awards Africa 2024.</p>
<h2>Media enquiries</h2>
<p>Email <a href="mailto:press@fynbosandco.co.za">press@fynbosandco.co.za</a> for samples, images and interviews.</p>
</div></div></div>`,
);

const wholesale = page(
  '/pages/wholesale',
  'Wholesale &ndash; Fynbos &amp; Co.',
  'Stock Fynbos &amp; Co. in your pharmacy, spa or boutique.',
  `<div class="shopify-section section"><div class="page-width page-width--narrow"><h1 class="main-page-title page-title h0">Wholesale</h1>
<div class="rte"><p>We love working with independent pharmacies, spas, guesthouses and concept stores. Minimum first order is R4,000, with free delivery, testers and training for your team. Our current retailers are listed on our <a href="/pages/stockists">stockists page</a>.</p></div>
<form method="post" action="/contact#ContactForm" id="ContactForm" accept-charset="UTF-8" class="contact-form"><input type="hidden" name="form_type" value="contact" /><input type="hidden" name="utf8" value="✓" />
<div class="contact__fields"><div class="field"><input class="field__input" autocomplete="name" type="text" id="ContactForm-name" name="contact[Name]" value="" placeholder="Name"><label class="field__label" for="ContactForm-name">Name</label></div><div class="field field--with-error"><input autocomplete="email" type="email" id="ContactForm-email" class="field__input" name="contact[email]" spellcheck="false" autocapitalize="off" value="" aria-required="true" placeholder="Email"><label class="field__label" for="ContactForm-email">Email <span aria-hidden="true">*</span></label></div></div>
<div class="field"><input type="text" id="ContactForm-store" class="field__input" name="contact[Store name]" placeholder="Store name"><label class="field__label" for="ContactForm-store">Store name</label></div>
<div class="field"><input type="text" id="ContactForm-town" class="field__input" name="contact[Town]" placeholder="Town"><label class="field__label" for="ContactForm-town">Town</label></div>
<div class="field"><textarea rows="6" id="ContactForm-body" class="text-area field__input" name="contact[Body]" placeholder="Tell us about your store"></textarea><label class="form__label field__label" for="ContactForm-body">Tell us about your store</label></div>
<div class="contact__button"><button type="submit" class="button">Send</button></div></form>
</div></div>`,
);

export const site: CorpusSite = {
  domain: 'fynbosandco.co.za',
  otherDomains: ['fynbosandco.com'],
  covers:
    'South African skincare brand on Shopify: a stockists page with a logo row of online retail partners and an accordion of independent stores by province (some without a website), plus sourcing, delivery and packaging partners in Our Story prose; negatives are payment-method icons, Judge.me reviews, press logos and links, awards, 1% for the Planet, a SANCCOB donation, a cruelty-free certifier, social links, the Shopify account host and the international store domain.',
  pages: {
    '/': home,
    '/collections/all': collection,
    '/products/rooibos-renewal-face-serum': product,
    '/pages/stockists': stockists,
    '/pages/our-story': story,
    '/pages/press': press,
    '/pages/wholesale': wholesale,
    '/stockists': { status: 301, redirect: '/pages/stockists' },
    '/pages/where-to-buy': { status: 301, redirect: '/pages/stockists' },
  },
  sitemap: [
    '/',
    '/collections/all',
    '/products/rooibos-renewal-face-serum',
    '/pages/stockists',
    '/pages/our-story',
    '/pages/press',
    '/pages/wholesale',
  ],
  technologies: [
    'shopify',
    'cloudflare',
    'klaviyo',
    'judge-me',
    'google-analytics',
    'google-tag-manager',
    'facebook-pixel',
    'payfast',
    'visa',
    'mastercard',
    'american-express',
    'cart-functionality',
    'open-graph',
    'priority-hints',
  ],
  partners: {
    'dischem.co.za': 'channel',
    'clicks.co.za': 'channel',
    'woolworths.co.za': 'channel',
    'takealot.com': 'channel',
    'faithful-to-nature.co.za': 'channel',
    'greenapothecary.co.za': 'channel',
    'karookind.co.za': 'channel',
    'jozibotanica.co.za': 'channel',
    'umhlangawellness.co.za': 'channel',
    'bayorganics.co.za': 'channel',
    'windhoekwellness.com.na': 'channel',
    'cederberggrowers.org.za': 'generic',
    'agulhaswildharvest.org.za': 'generic',
    'thecourierguy.co.za': 'generic',
    'pargo.co.za': 'generic',
    'packagingconscious.co.za': 'generic',
  },
};
