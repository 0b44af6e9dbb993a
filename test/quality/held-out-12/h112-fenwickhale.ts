import type { CorpusSite } from '../corpus/types.js';

const W = 'https://www.fenwickhale.co.uk';

const head = (title: string, description: string, pageType: string) => `<!doctype html>
<html class="js" lang="en">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width,initial-scale=1">
    <meta name="theme-color" content="">
    <link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
    <link rel="icon" type="image/png" href="//www.fenwickhale.co.uk/cdn/shop/files/fh-favicon.png?crop=center&height=32&v=1699281734&width=32">
    <link rel="preconnect" href="https://fonts.shopifycdn.com" crossorigin>
    <title>${title}</title>
    <meta name="description" content="${description}">
    <meta property="og:site_name" content="Fenwick &amp; Hale">
    <meta property="og:title" content="${title}">
    <meta property="og:type" content="website">
    <meta property="og:description" content="${description}">
    <meta name="twitter:card" content="summary_large_image">
    <script src="//www.fenwickhale.co.uk/cdn/shop/t/14/assets/constants.js?v=132983761750457495441717412345" defer="defer"></script>
    <script src="//www.fenwickhale.co.uk/cdn/shop/t/14/assets/pubsub.js?v=158357773527763999511717412346" defer="defer"></script>
    <script src="//www.fenwickhale.co.uk/cdn/shop/t/14/assets/global.js?v=88558128918567037191717412345" defer="defer"></script>
    <script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.start');</script>
    <meta name="shopify-checkout-api-token" content="9c3e2a7f1d0b4c5e8a6f2b1d3c4e5f60">
    <meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/61873524011/digital_wallets/dialog">
    <meta id="in-context-paypal-metadata" data-shop-id="61873524011" data-venmo-supported="false" data-environment="production" data-locale="en_US" data-paypal-v4="true" data-currency="GBP">
    <script async="async" src="/checkouts/internal/preloads.js?locale=en-GB"></script>
    <script id="shopify-features" type="application/json">{"accessToken":"9c3e2a7f1d0b4c5e8a6f2b1d3c4e5f60","betas":["rich-media-storefront-analytics"],"domain":"www.fenwickhale.co.uk","predictiveSearch":true,"shopId":61873524011,"locale":"en"}</script>
    <script>var Shopify = Shopify || {};
Shopify.shop = "fenwick-hale.myshopify.com";
Shopify.locale = "en";
Shopify.currency = {"active":"GBP","rate":"1.0"};
Shopify.country = "GB";
Shopify.theme = {"name":"Dawn","id":141873005611,"schema_name":"Dawn","schema_version":"15.0.0","theme_store_id":887,"role":"main"};
Shopify.routes = Shopify.routes || {};
Shopify.routes.root = "/";</script>
    <script id="shop-js-analytics" type="application/json">{"pageType":"${pageType}"}</script>
    <script defer="defer" async type="module" src="//www.fenwickhale.co.uk/cdn/shopifycloud/shop-js/modules/v2/client.init-shop-cart-sync_en.esm.js"></script>
    <script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.end');</script>
    <link href="//www.fenwickhale.co.uk/cdn/shop/t/14/assets/base.css?v=144968985024194912401717412345" rel="stylesheet" type="text/css" media="all">
    <script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=Rk7XqP"></script>
  </head>
  <body class="gradient">
    <a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>
    <div id="shopify-section-sections--17351628636459__announcement-bar" class="shopify-section shopify-section-group-header-group announcement-bar-section">
      <div class="announcement-bar color-scheme-2 gradient" role="region" aria-label="Announcement"><div class="page-width"><p class="announcement-bar__message h5"><span>Free UK delivery and 60-night home trial on all loudspeakers</span></p></div></div>
    </div>
    <div id="shopify-section-sections--17351628636459__header" class="shopify-section shopify-section-group-header-group section-header">
      <sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient">
        <header class="header header--middle-left header--mobile-center page-width header--has-menu">
          <a href="/" class="header__heading-link link link--text focus-inset"><div class="header__heading-logo-wrapper"><img src="//www.fenwickhale.co.uk/cdn/shop/files/fenwick-hale-logo.svg?v=1699281734&width=180" alt="Fenwick &amp; Hale" width="180" height="40" class="header__heading-logo motion-reduce"></div></a>
          <nav class="header__inline-menu">
            <ul class="list-menu list-menu--inline" role="list">
              <li><a href="/collections/loudspeakers" class="header__menu-item list-menu__item link link--text focus-inset"><span>Loudspeakers</span></a></li>
              <li><a href="/collections/stands-accessories" class="header__menu-item list-menu__item link link--text focus-inset"><span>Stands &amp; accessories</span></a></li>
              <li><a href="/pages/our-story" class="header__menu-item list-menu__item link link--text focus-inset"><span>Our story</span></a></li>
              <li><a href="/pages/reviews" class="header__menu-item list-menu__item link link--text focus-inset"><span>Reviews &amp; awards</span></a></li>
              <li><a href="/pages/find-a-dealer" class="header__menu-item list-menu__item link link--text focus-inset"><span>Find a dealer</span></a></li>
              <li><a href="/blogs/journal" class="header__menu-item list-menu__item link link--text focus-inset"><span>Journal</span></a></li>
            </ul>
          </nav>
          <div class="header__icons"><a href="/account/login" class="header__icon header__icon--account link focus-inset"><span class="visually-hidden">Log in</span></a><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Cart</span></a></div>
        </header>
      </sticky-header>
    </div>
    <main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">`;

const footer = `    </main>
    <div id="shopify-section-sections--17351628603691__footer" class="shopify-section shopify-section-group-footer-group">
      <footer class="footer color-scheme-3 gradient section-sections--17351628603691__footer-padding">
        <div class="footer__content-top page-width">
          <div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet">
            <div class="footer-block grid__item footer-block--menu">
              <h2 class="footer-block__heading inline-richtext">Shop</h2>
              <ul class="footer-block__details-content list-unstyled">
                <li><a href="/collections/loudspeakers" class="link link--text list-menu__item list-menu__item--link">Loudspeakers</a></li>
                <li><a href="/collections/stands-accessories" class="link link--text list-menu__item list-menu__item--link">Stands &amp; accessories</a></li>
                <li><a href="/pages/find-a-dealer" class="link link--text list-menu__item list-menu__item--link">UK dealers</a></li>
                <li><a href="/pages/international-distributors" class="link link--text list-menu__item list-menu__item--link">International distributors</a></li>
              </ul>
            </div>
            <div class="footer-block grid__item footer-block--menu">
              <h2 class="footer-block__heading inline-richtext">Help</h2>
              <ul class="footer-block__details-content list-unstyled">
                <li><a href="/pages/warranty" class="link link--text list-menu__item list-menu__item--link">10-year warranty</a></li>
                <li><a href="/pages/delivery-returns" class="link link--text list-menu__item list-menu__item--link">Delivery &amp; returns</a></li>
                <li><a href="/pages/contact" class="link link--text list-menu__item list-menu__item--link">Contact</a></li>
                <li><a href="/pages/careers" class="link link--text list-menu__item list-menu__item--link">Careers in Hebden Bridge</a></li>
              </ul>
            </div>
            <div class="footer-block grid__item">
              <h2 class="footer-block__heading inline-richtext">Fenwick &amp; Hale Ltd</h2>
              <div class="footer-block__details-content rte"><p>Unit 4, Calder Works, Hebden Bridge, West Yorkshire HX7 8AD<br>Company no. 09874412 &middot; VAT GB 231 4478 09</p></div>
            </div>
          </div>
          <div class="footer-block--newsletter">
            <h2 class="footer-block__heading inline-richtext">Listening notes, four times a year</h2>
            <form method="post" action="/contact#ContactFooter" id="ContactFooter" accept-charset="UTF-8" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer"><input type="hidden" name="utf8" value="&#10003;"><input type="hidden" name="contact[tags]" value="newsletter"><input id="NewsletterForm--footer" type="email" name="contact[email]" placeholder="Email"><button type="submit" class="newsletter-form__button field__button" name="commit">Subscribe</button></form>
            <ul class="footer__list-social list-unstyled list-social" role="list">
              <li class="list-social__item"><a href="https://www.instagram.com/fenwickhaleaudio" class="link list-social__link"><span class="visually-hidden">Instagram</span></a></li>
              <li class="list-social__item"><a href="https://www.facebook.com/fenwickhaleaudio" class="link list-social__link"><span class="visually-hidden">Facebook</span></a></li>
              <li class="list-social__item"><a href="https://www.youtube.com/@fenwickhale" class="link list-social__link"><span class="visually-hidden">YouTube</span></a></li>
            </ul>
          </div>
        </div>
        <div class="footer__content-bottom">
          <div class="footer__content-bottom-wrapper page-width">
            <div class="footer__column footer__column--info">
              <div class="footer__payment">
                <span class="visually-hidden">Payment methods</span>
                <ul class="list list-payment" role="list">
                  <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" width="38" height="24" role="img" aria-labelledby="pi-american_express"><title id="pi-american_express">American Express</title><path fill="#000" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z" opacity=".07"/></svg></li>
                  <li class="list-payment__item"><svg class="icon icon--full-color" version="1.1" xmlns="http://www.w3.org/2000/svg" role="img" x="0" y="0" width="38" height="24" viewBox="0 0 165.521 105.965" aria-labelledby="pi-apple_pay"><title id="pi-apple_pay">Apple Pay</title><path fill="#000" d="M150.698 0H14.823z"/></svg></li>
                  <li class="list-payment__item"><svg xmlns="http://www.w3.org/2000/svg" role="img" viewBox="0 0 38 24" width="38" height="24" aria-labelledby="pi-google_pay"><title id="pi-google_pay">Google Pay</title><path d="M35 0H3C1.3 0 0 1.3 0 3v18z" fill="#000" opacity=".07"/></svg></li>
                  <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-klarna"><title id="pi-klarna">Klarna</title><path fill="#FFB3C7" d="M35 0H3C1.3 0 0 1.3 0 3v18z"/></svg></li>
                  <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-master"><title id="pi-master">Mastercard</title><circle fill="#EB001B" cx="15" cy="12" r="7"/></svg></li>
                  <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" width="38" height="24" role="img" aria-labelledby="pi-paypal"><title id="pi-paypal">PayPal</title><path fill="#003087" d="M23.9 8.3c.2-1 0-1.7-.6-2.3z"/></svg></li>
                  <li class="list-payment__item"><svg class="icon icon--full-color" xmlns="http://www.w3.org/2000/svg" role="img" viewBox="0 0 38 24" width="38" height="24" aria-labelledby="pi-shopify_pay"><title id="pi-shopify_pay">Shop Pay</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18z" fill="#000"/></svg></li>
                  <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-visa"><title id="pi-visa">Visa</title><path fill="#142688" d="M28.3 10.1H28z"/></svg></li>
                </ul>
              </div>
            </div>
            <div class="footer__copyright caption"><small class="copyright__content">&copy; 2025, <a href="/" title="">Fenwick &amp; Hale</a></small><small class="copyright__content"><a href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore" rel="nofollow" target="_blank">Powered by Shopify</a></small></div>
          </div>
        </div>
      </footer>
    </div>
    <script src="//www.fenwickhale.co.uk/cdn/shop/t/14/assets/cart.js?v=53973376719736494311717412345" defer="defer"></script>
  </body>
</html>`;

const page = (title: string, inner: string) => `<div id="shopify-section-template--17351628996907__main" class="shopify-section section">
<div class="page-width page-width--narrow section-template--17351628996907__main-padding">
  <h1 class="main-page-title page-title h0">${title}</h1>
  <div class="rte">
${inner}
  </div>
</div>
</div>`;

export const site: CorpusSite = {
  domain: 'fenwickhale.co.uk',
  covers:
    'UK hi-fi loudspeaker maker on Shopify (Dawn theme) behind Cloudflare: a rich-text "Find a dealer" page grouping UK dealers by region with addresses, where dealers are linked, written as bare domains, Facebook-only or name-only, plus an international distributors table reachable from the footer; traps are press reviews and awards, drive-unit suppliers, a Made in Britain membership, streamer brands in a journal post and the Powered by Shopify credit.',
  pages: {
    '/': { status: 301, redirect: 'https://www.fenwickhale.co.uk/' },
    [`${W}/`]: {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        server: 'cloudflare',
        'cf-ray': '8e2c41d9ab3f63e1-LHR',
        'cf-cache-status': 'DYNAMIC',
        'x-shopid': '61873524011',
        'x-shardid': '204',
        'x-sorting-hat-shopid': '61873524011',
        'x-storefront-renderer-rendered': '1',
        'powered-by': 'Shopify',
        'x-frame-options': 'DENY',
        'content-language': 'en',
        'x-content-type-options': 'nosniff',
        'set-cookie': 'localization=GB; Path=/; Expires=Sat, 14 Mar 2026 10:21:44 GMT; SameSite=Lax',
      },
      html: `${head('Fenwick &amp; Hale | Handmade loudspeakers from Yorkshire', 'Loudspeakers designed, built and voiced in Hebden Bridge. Ten-year warranty and a 60-night home trial.', 'index')}
<div id="shopify-section-template--17351628800299__image_banner" class="shopify-section section">
  <div id="Banner-template--17351628800299__image_banner" class="banner banner--content-align-center banner--large">
    <div class="banner__media media"><img src="//www.fenwickhale.co.uk/cdn/shop/files/calder-ii-walnut.jpg?v=1699282210&width=3840" alt="Calder II standmount loudspeakers in walnut" width="3840" height="2160" fetchpriority="high"></div>
    <div class="banner__content page-width"><div class="banner__box content-container gradient color-scheme-3">
      <h2 class="banner__heading inline-richtext h0">Built by hand in the Calder Valley</h2>
      <div class="banner__text rte subtitle"><p>Small-batch loudspeakers with real-wood cabinets and a ten-year warranty.</p></div>
      <div class="banner__buttons"><a href="/collections/loudspeakers" class="button button--primary">Shop loudspeakers</a><a href="/pages/find-a-dealer" class="button button--secondary">Hear them at a dealer</a></div>
    </div></div>
  </div>
</div>
<div id="shopify-section-template--17351628800299__featured_collection" class="shopify-section section">
  <div class="page-width">
    <h2 class="title inline-richtext h2">The range</h2>
    <ul class="grid product-grid" role="list">
      <li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/calder-ii" class="full-unstyled-link">Calder II standmount</a><div class="price"><span class="price-item price-item--regular">&pound;1,895.00 GBP</span></div></div></li>
      <li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/hardcastle-floorstander" class="full-unstyled-link">Hardcastle floorstander</a><div class="price"><span class="price-item price-item--regular">&pound;3,450.00 GBP</span></div></div></li>
      <li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/heptonstall-mini" class="full-unstyled-link">Heptonstall mini monitor</a><div class="price"><span class="price-item price-item--regular">&pound;995.00 GBP</span></div></div></li>
    </ul>
  </div>
</div>
<div id="shopify-section-template--17351628800299__press" class="shopify-section section">
  <div class="page-width">
    <h2 class="h2">As reviewed in</h2>
    <ul class="logo-list list-unstyled">
      <li><a href="https://www.whathifi.com/reviews/fenwick-hale-calder-ii"><img src="//www.fenwickhale.co.uk/cdn/shop/files/what-hifi-5-stars.png?v=1699283301&width=240" alt="What Hi-Fi? five stars" loading="lazy"></a></li>
      <li><a href="https://www.hifinews.com/content/fenwick-hale-hardcastle-loudspeaker"><img src="//www.fenwickhale.co.uk/cdn/shop/files/hifi-news-outstanding.png?v=1699283301&width=240" alt="Hi-Fi News Outstanding Product" loading="lazy"></a></li>
      <li><img src="//www.fenwickhale.co.uk/cdn/shop/files/eisa-award-2024.png?v=1699283301&width=240" alt="EISA Award 2024-2025" loading="lazy"></li>
    </ul>
  </div>
</div>
${footer}`,
    },
    [`${W}/collections/loudspeakers`]: {
      html: `${head('Loudspeakers &ndash; Fenwick &amp; Hale', 'Standmount and floorstanding loudspeakers, handmade in Yorkshire.', 'collection')}
<div id="shopify-section-template--17351628734763__product-grid" class="shopify-section section">
  <div class="page-width">
    <h1 class="collection-hero__title">Loudspeakers</h1>
    <ul id="product-grid" class="grid product-grid grid--2-col-tablet-down grid--3-col-desktop" role="list">
      <li class="grid__item"><a href="/collections/loudspeakers/products/calder-ii">Calder II standmount</a> <span class="price-item">&pound;1,895.00 GBP</span></li>
      <li class="grid__item"><a href="/collections/loudspeakers/products/hardcastle-floorstander">Hardcastle floorstander</a> <span class="price-item">&pound;3,450.00 GBP</span></li>
      <li class="grid__item"><a href="/collections/loudspeakers/products/heptonstall-mini">Heptonstall mini monitor</a> <span class="price-item">&pound;995.00 GBP</span></li>
      <li class="grid__item"><a href="/collections/loudspeakers/products/stoodley-sub">Stoodley 10 subwoofer</a> <span class="price-item">&pound;1,250.00 GBP</span></li>
    </ul>
    <p class="collection__description">Prefer to listen first? Every model is on demonstration at our <a href="/pages/find-a-dealer">authorised dealers</a>.</p>
  </div>
</div>
${footer}`,
    },
    [`${W}/pages/find-a-dealer`]: {
      html: `${head('Find a dealer &ndash; Fenwick &amp; Hale', 'Hear Fenwick &amp; Hale loudspeakers at an authorised UK dealer near you.', 'page')}
${page(
  'Find a dealer',
  `<p>Our loudspeakers are best heard in a proper listening room. These independent specialists are authorised Fenwick &amp; Hale dealers; <strong>Premier dealers</strong> keep the full range on permanent demonstration. Please call ahead to book a session.</p>
<p>Outside the UK? See our <a href="/pages/international-distributors">international distributors</a>.</p>
<h2>London &amp; the South East</h2>
<h3>The Listening Rooms &mdash; Premier dealer</h3>
<p>212 Upper Street, Islington, London N1 1RL<br>020 7359 4410<br><a href="https://www.thelisteningrooms.co.uk/" target="_blank">thelisteningrooms.co.uk</a></p>
<h3>Audio Atelier</h3>
<p>14 Quarry Street, Guildford GU1 3UY<br>01483 302 771<br><a href="https://audioatelier.co.uk/brands/fenwick-hale" target="_blank">Visit website</a></p>
<h3>Kent Sound &amp; Vision</h3>
<p>9 The Pantiles, Tunbridge Wells TN2 5TD<br>01892 517 330<br>www.kentsoundvision.co.uk</p>
<h2>Midlands &amp; East of England</h2>
<h3>Castle Hi-Fi &mdash; Premier dealer</h3>
<p>31 Derby Road, Nottingham NG1 5AW<br>0115 947 2281<br><a href="http://castlehifi.co.uk" target="_blank">castlehifi.co.uk</a></p>
<h3>Fenland Audio</h3>
<p>6 Mill Road, Cambridge CB1 2AD<br>01223 460 118 (demonstrations by appointment only)</p>
<h2>North of England</h2>
<h3>Northern Fidelity &mdash; Premier dealer</h3>
<p>Unit 2, Munro House, Duke Street, Leeds LS9 8AG<br>0113 244 9902<br><a href="https://northernfidelity.co.uk/" target="_blank">northernfidelity.co.uk</a></p>
<h3>Peak Audio</h3>
<p>118 Abbeydale Road, Sheffield S7 1FF<br>0114 255 0087<br><a href="https://www.peak-audio.co.uk/?utm_source=fenwickhale&amp;utm_medium=dealer-locator" target="_blank">Visit website</a></p>
<h2>South West &amp; Wales</h2>
<h3>Severn Sound</h3>
<p>44 Whiteladies Road, Clifton, Bristol BS8 2NH<br>0117 973 6620<br><a href="https://severnsound.co.uk/" target="_blank">severnsound.co.uk</a></p>
<h3>Sain Audio</h3>
<p>7 Castle Arcade, Cardiff CF10 1BU<br>029 2034 1178<br><a href="https://sainaudio.wales/" target="_blank">sainaudio.wales</a></p>
<h2>Scotland</h2>
<h3>Thistle Hi-Fi</h3>
<p>88 Causewayside, Edinburgh EH9 1PY<br>0131 667 2090<br><a href="https://www.thistlehifi.co.uk/" target="_blank">thistlehifi.co.uk</a> &middot; <a href="https://www.facebook.com/thistlehifi" target="_blank">Facebook</a></p>
<h3>Granite City Sound</h3>
<p>21 Holburn Street, Aberdeen AB10 6BS<br>01224 589 312<br><a href="https://www.facebook.com/granitecitysound" target="_blank">Find them on Facebook</a></p>
<h2>Northern Ireland</h2>
<h3>Lagan Audio</h3>
<p>5 Lisburn Road, Belfast BT9 7AA<br>028 9066 3019<br><a href="https://www.laganaudio.com/" target="_blank">laganaudio.com</a></p>
<p><em>Can&rsquo;t find a dealer near you? Order direct with our 60-night home trial, or <a href="/pages/contact">ask us</a> and we&rsquo;ll arrange a home demonstration.</em></p>
<p>Are you a specialist retailer? <a href="mailto:trade@fenwickhale.co.uk">trade@fenwickhale.co.uk</a></p>`,
)}
${footer}`,
    },
    [`${W}/pages/international-distributors`]: {
      html: `${head('International distributors &ndash; Fenwick &amp; Hale', 'Fenwick &amp; Hale distributors outside the United Kingdom.', 'page')}
${page(
  'International distributors',
  `<p>Outside the UK our loudspeakers are sold through these national distributors, who will point you to your nearest dealer and handle warranty service.</p>
<table>
<thead><tr><th>Country / region</th><th>Distributor</th><th>Contact</th></tr></thead>
<tbody>
<tr><td>Germany, Austria, Switzerland</td><td>Klangwerk Vertrieb GmbH</td><td><a href="https://www.klangwerk-vertrieb.de/">www.klangwerk-vertrieb.de</a></td></tr>
<tr><td>Netherlands, Belgium, Luxembourg</td><td>Audio Lowlands B.V.</td><td><a href="https://audiolowlands.nl/merken/fenwick-hale/">audiolowlands.nl</a></td></tr>
<tr><td>France</td><td>Son Pr&eacute;cis</td><td><a href="https://www.sonprecis.fr/">sonprecis.fr</a></td></tr>
<tr><td>Sweden, Norway, Denmark</td><td>Nordlyd AB</td><td>nordlyd.se &middot; +46 8 612 40 77</td></tr>
<tr><td>USA &amp; Canada</td><td>Atlantic Audio Imports</td><td><a href="https://atlanticaudioimports.com/">atlanticaudioimports.com</a></td></tr>
<tr><td>Japan</td><td>Kanade Trading Co., Ltd.</td><td><a href="https://www.kanade-trading.co.jp/">kanade-trading.co.jp</a></td></tr>
<tr><td>Hong Kong &amp; Macau</td><td>Harbour Sound Ltd</td><td><a href="http://www.harboursound.com.hk/">harboursound.com.hk</a></td></tr>
<tr><td>Australia &amp; New Zealand</td><td>Southern Cross Hi-Fi Distribution</td><td><a href="https://schifi.com.au/">schifi.com.au</a></td></tr>
</tbody>
</table>
<p>Interested in distributing Fenwick &amp; Hale? Email <a href="mailto:export@fenwickhale.co.uk">export@fenwickhale.co.uk</a>.</p>`,
)}
${footer}`,
    },
    [`${W}/pages/our-story`]: {
      html: `${head('Our story &ndash; Fenwick &amp; Hale', 'Two engineers, one mill and fifteen years of loudspeakers.', 'page')}
${page(
  'Our story',
  `<p>Tom Fenwick and Ruth Hale met at a Leeds broadcast studio in 2004 and built their first pair of monitors in a garage in Mytholmroyd. Today twelve of us work in a restored mill in Hebden Bridge.</p>
<h2>How we build</h2>
<p>Cabinets are CNC-cut from Baltic birch and finished in FSC-certified walnut, oak or cherry veneer by hand. Crossovers are assembled and measured in-house. Our drive units are made to our specification by <a href="https://www.seas.no/">SEAS</a> in Norway and <a href="https://www.scan-speak.dk/">Scan-Speak</a> in Denmark.</p>
<h2>Made in Britain</h2>
<p>We are a member of <a href="https://www.madeinbritain.org/members/fenwick-hale">Made in Britain</a> and a founding signatory of the <a href="https://www.repairpledge.org.uk/">Repair Pledge</a>: every part we have ever fitted is still available.</p>
<h2>Work with us</h2>
<p>We occasionally hire cabinet makers and an electronics technician. Current vacancies are posted on <a href="https://uk.indeed.com/cmp/Fenwick-&amp;-Hale">Indeed</a>.</p>`,
)}
${footer}`,
    },
    [`${W}/pages/reviews`]: {
      html: `${head('Reviews &amp; awards &ndash; Fenwick &amp; Hale', 'What the press say about Fenwick &amp; Hale loudspeakers.', 'page')}
${page(
  'Reviews &amp; awards',
  `<blockquote><p>&ldquo;Few standmounts at the price sound this unforced.&rdquo;</p><p>&mdash; <a href="https://www.whathifi.com/reviews/fenwick-hale-calder-ii">What Hi-Fi?, Calder II, five stars</a></p></blockquote>
<blockquote><p>&ldquo;The Hardcastle is a floorstander that disappears.&rdquo;</p><p>&mdash; <a href="https://www.hifinews.com/content/fenwick-hale-hardcastle-loudspeaker">Hi-Fi News, Outstanding Product</a></p></blockquote>
<blockquote><p>&ldquo;Proof that British loudspeaker making is in good hands.&rdquo;</p><p>&mdash; <a href="https://www.stereophile.com/content/fenwick-hale-heptonstall-loudspeaker">Stereophile</a></p></blockquote>
<h2>Awards</h2>
<ul>
<li><a href="https://eisa.eu/awards/">EISA</a> Best Product 2024&ndash;2025: Calder II</li>
<li>What Hi-Fi? Awards 2023: Best standmount speaker &pound;1,500&ndash;&pound;2,000</li>
<li>Yorkshire Manufacturing Awards 2022: Small Manufacturer of the Year</li>
</ul>`,
)}
${footer}`,
    },
    [`${W}/blogs/journal/pairing-streamers`]: {
      html: `${head('Which streamer should I pair with the Calder II? &ndash; Fenwick &amp; Hale', 'Our engineers tried six streamers and streaming amplifiers with the Calder II.', 'article')}
<div id="shopify-section-template--17351628931371__main" class="shopify-section section">
<article class="article-template">
  <header class="page-width page-width--narrow"><h1 class="article-template__title">Which streamer should I pair with the Calder II?</h1><span class="caption-with-letter-spacing">12 February 2025 &middot; Ruth Hale</span></header>
  <div class="article-template__content page-width page-width--narrow rte">
    <p>We get this question weekly. We tried six boxes over a month of evenings. Our favourites: the <a href="https://www.bluesound.com/products/node/">Bluesound Node</a> into a good integrated amp, the <a href="https://www.wiimhome.com/wiimamp/overview">WiiM Amp</a> for a simple second system, and the <a href="https://www.naimaudio.com/product/uniti-atom">Naim Uniti Atom</a> if budget allows.</p>
    <p>None of these companies paid for a mention, and we don&rsquo;t earn commission on them. Your dealer will happily demo any combination.</p>
  </div>
</article>
</div>
${footer}`,
    },
  },
  sitemap: [
    `${W}/`,
    `${W}/collections/loudspeakers`,
    `${W}/pages/find-a-dealer`,
    `${W}/pages/international-distributors`,
    `${W}/pages/our-story`,
    `${W}/pages/reviews`,
    `${W}/blogs/journal/pairing-streamers`,
  ],
  technologies: [
    'american-express',
    'apple-pay',
    'cart-functionality',
    'cloudflare',
    'google-pay',
    'klarna-checkout',
    'klaviyo',
    'mastercard',
    'open-graph',
    'paypal',
    'priority-hints',
    'shop-pay',
    'shopify',
    'visa',
  ],
  partners: {
    'thelisteningrooms.co.uk': 'channel',
    'audioatelier.co.uk': 'channel',
    'kentsoundvision.co.uk': 'channel',
    'castlehifi.co.uk': 'channel',
    'northernfidelity.co.uk': 'channel',
    'peak-audio.co.uk': 'channel',
    'severnsound.co.uk': 'channel',
    'sainaudio.wales': 'channel',
    'thistlehifi.co.uk': 'channel',
    'laganaudio.com': 'channel',
    'klangwerk-vertrieb.de': 'channel',
    'audiolowlands.nl': 'channel',
    'sonprecis.fr': 'channel',
    'nordlyd.se': 'channel',
    'atlanticaudioimports.com': 'channel',
    'kanade-trading.co.jp': 'channel',
    'harboursound.com.hk': 'channel',
    'schifi.com.au': 'channel',
  },
};
