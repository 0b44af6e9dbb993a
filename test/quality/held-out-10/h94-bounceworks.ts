import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, description: string, path: string, template: string) => `<!doctype html>
<html class="js" lang="en">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width,initial-scale=1">
    <meta name="theme-color" content="">
    <link rel="canonical" href="https://bounceworks.co.nz${path}">
    <link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
    <link rel="icon" type="image/png" href="//bounceworks.co.nz/cdn/shop/files/bw-favicon.png?crop=center&height=32&v=1699999012&width=32">
    <link rel="preconnect" href="https://fonts.shopifycdn.com" crossorigin>
    <title>${title}</title>
    <meta name="description" content="${description}">
<meta property="og:site_name" content="Bounceworks NZ">
<meta property="og:url" content="https://bounceworks.co.nz${path}">
<meta property="og:title" content="${title}">
<meta property="og:type" content="website">
<meta property="og:description" content="${description}">
<meta property="og:image" content="http://bounceworks.co.nz/cdn/shop/files/bw-og.jpg?v=1699999120">
<meta name="twitter:card" content="summary_large_image">
    <script src="//bounceworks.co.nz/cdn/shop/t/14/assets/constants.js?v=132983761750457495441721012345" defer="defer"></script>
    <script src="//bounceworks.co.nz/cdn/shop/t/14/assets/pubsub.js?v=158357773527763999511721012345" defer="defer"></script>
    <script src="//bounceworks.co.nz/cdn/shop/t/14/assets/global.js?v=88558128918567037191721012345" defer="defer"></script>
    <script src="//bounceworks.co.nz/cdn/shop/t/14/assets/details-disclosure.js?v=13653116266235556501721012345" defer="defer"></script>
    <script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.start');</script><meta name="shopify-checkout-api-token" content="3c9a1f0e7d2b84a6c5e1f0a9b8c7d6e5">
<meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/61823451234/digital_wallets/dialog">
<script async="async" src="/checkouts/internal/preloads.js?locale=en-NZ"></script>
<link rel="preconnect" href="https://shop.app" crossorigin="anonymous">
<script async="async" src="https://shop.app/checkouts/internal/preloads.js?locale=en-NZ&shop_id=61823451234" crossorigin="anonymous"></script>
<script id="apple-pay-shop-capabilities" type="application/json">{"shopId":61823451234,"countryCode":"NZ","currencyCode":"NZD","merchantCapabilities":["supports3DS"],"merchantId":"gid:\\/\\/shopify\\/Shop\\/61823451234","merchantName":"Bounceworks NZ","requiredBillingContactFields":["postalAddress","email","phone"],"requiredShippingContactFields":["postalAddress","email","phone"],"shippingType":"shipping","supportedNetworks":["visa","masterCard","amex"],"total":{"type":"pending","label":"Bounceworks NZ","amount":"1.00"},"shopifyPaymentsEnabled":true,"supportsSubscriptions":true}</script>
<script id="shopify-features" type="application/json">{"accessToken":"3c9a1f0e7d2b84a6c5e1f0a9b8c7d6e5","betas":["rich-media-storefront-analytics"],"domain":"bounceworks.co.nz","predictiveSearch":true,"shopId":61823451234,"locale":"en"}</script>
<script>var Shopify = Shopify || {};
Shopify.shop = "bounceworks-nz.myshopify.com";
Shopify.locale = "en";
Shopify.currency = {"active":"NZD","rate":"1.0"};
Shopify.country = "NZ";
Shopify.theme = {"name":"Dawn","id":139876540514,"schema_name":"Dawn","schema_version":"15.2.0","theme_store_id":887,"role":"main"};
Shopify.theme.handle = "null";
Shopify.cdnHost = "bounceworks.co.nz/cdn";
Shopify.routes = Shopify.routes || {};
Shopify.routes.root = "/";</script>
<script type="module">!function(o){(o.Shopify=o.Shopify||{}).modules=!0}(window);</script>
<script>window.ShopifyAnalytics = window.ShopifyAnalytics || {};
window.ShopifyAnalytics.meta = window.ShopifyAnalytics.meta || {};
window.ShopifyAnalytics.meta.currency = 'NZD';
var meta = {"page":{"pageType":"${template}"}};
for (var attr in meta) {
  window.ShopifyAnalytics.meta[attr] = meta[attr];
}</script>
<script class="analytics">(function () {
    var customDocumentWrite = function(content) {
      var jquery = null;
      if (window.jQuery) {
        jquery = window.jQuery;
      } else if (window.Checkout && window.Checkout.$) {
        jquery = window.Checkout.$;
      }
      if (jquery) {
        jquery('body').append(content);
      }
    };
})();</script>
<script defer src="https://bounceworks.co.nz/cdn/shopifycloud/perf-kit/shopify-perf-kit-1.6.1.min.js"></script>
<script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.end');</script>
    <link href="//bounceworks.co.nz/cdn/shop/t/14/assets/base.css?v=94266557971103095941721012345" rel="stylesheet" type="text/css" media="all" />
    <script src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=VxK2pQ" async></script>
    <script src="https://cdn.judge.me/widget_preloader.js" defer></script>
  </head>`;

const header = `<a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>
<div id="shopify-section-sections--17234567890__announcement-bar" class="shopify-section shopify-section-group-header-group announcement-bar-section"><div class="utility-bar color-scheme-2 gradient"><div class="announcement-bar" role="region" aria-label="Announcement"><p class="announcement-bar__message h5"><span>Free North Island delivery on all trampolines &ndash; South Island from $79</span></p></div></div></div>
<div id="shopify-section-sections--17234567890__header" class="shopify-section shopify-section-group-header-group section-header"><sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient"><header class="header header--middle-left header--mobile-center page-width header--has-menu header--has-account">
<a href="/" class="header__heading-link link link--text focus-inset"><div class="header__heading-logo-wrapper"><img src="//bounceworks.co.nz/cdn/shop/files/bounceworks-logo.png?v=1699999012&amp;width=600" alt="Bounceworks NZ" srcset="//bounceworks.co.nz/cdn/shop/files/bounceworks-logo.png?v=1699999012&amp;width=180 180w" width="180" height="45.0" class="header__heading-logo motion-reduce"></div></a>
<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list"><li><a id="HeaderMenu-trampolines" href="/collections/trampolines" class="header__menu-item list-menu__item link link--text focus-inset"><span>Trampolines</span></a></li><li><a id="HeaderMenu-accessories" href="/collections/accessories" class="header__menu-item list-menu__item link link--text focus-inset"><span>Accessories</span></a></li><li><a id="HeaderMenu-backyard" href="/collections/backyard-play" class="header__menu-item list-menu__item link link--text focus-inset"><span>Backyard play</span></a></li><li><a id="HeaderMenu-safety" href="/pages/safety" class="header__menu-item list-menu__item link link--text focus-inset"><span>Safety</span></a></li><li><a id="HeaderMenu-support" href="/pages/support" class="header__menu-item list-menu__item link link--text focus-inset"><span>Support</span></a></li></ul></nav>
<div class="header__icons"><a href="/account/login" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">Log in</span></a><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Cart</span></a></div>
</header></sticky-header></div>`;

const footer = `<div id="shopify-section-sections--17234567891__footer" class="shopify-section shopify-section-group-footer-group"><footer class="footer color-scheme-1 gradient section-sections--17234567891__footer-padding">
<div class="footer__content-top page-width"><div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet">
<div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Shop</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/collections/trampolines" class="link link--text list-menu__item list-menu__item--link">Trampolines</a></li><li><a href="/collections/accessories" class="link link--text list-menu__item list-menu__item--link">Accessories</a></li><li><a href="/pages/stockists" class="link link--text list-menu__item list-menu__item--link">Where to buy</a></li><li><a href="/pages/gift-cards" class="link link--text list-menu__item list-menu__item--link">Gift cards</a></li></ul></div>
<div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Help</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/pages/support" class="link link--text list-menu__item list-menu__item--link">Assembly &amp; support</a></li><li><a href="/policies/shipping-policy" class="link link--text list-menu__item list-menu__item--link">Delivery</a></li><li><a href="/policies/refund-policy" class="link link--text list-menu__item list-menu__item--link">Returns</a></li><li><a href="/pages/warranty" class="link link--text list-menu__item list-menu__item--link">10-year warranty</a></li></ul></div>
<div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Bounceworks</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/pages/our-story" class="link link--text list-menu__item list-menu__item--link">Our story</a></li><li><a href="/pages/bounce-for-good" class="link link--text list-menu__item list-menu__item--link">Bounce for Good</a></li><li><a href="/pages/wholesale" class="link link--text list-menu__item list-menu__item--link">Wholesale &amp; international</a></li><li><a href="/blogs/news" class="link link--text list-menu__item list-menu__item--link">Journal</a></li></ul></div>
<div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">Join the crew</h2><div class="footer-block__details-content rte"><p>Backyard ideas and first dibs on sales. No spam, promise.</p></div><div class="klaviyo-form-UqY7aB"></div></div>
</div>
<div class="footer-block--newsletter"><ul class="footer__list-social list-unstyled list-social" role="list"><li class="list-social__item"><a href="https://www.facebook.com/bounceworksnz" class="link list-social__link"><span class="visually-hidden">Facebook</span></a></li><li class="list-social__item"><a href="https://www.instagram.com/bounceworks.nz" class="link list-social__link"><span class="visually-hidden">Instagram</span></a></li><li class="list-social__item"><a href="https://www.youtube.com/@bounceworksnz" class="link list-social__link"><span class="visually-hidden">YouTube</span></a></li></ul></div></div>
<div class="footer__content-bottom"><div class="footer__content-bottom-wrapper page-width"><div class="footer__column footer__column--info"><div class="footer__payment"><span class="visually-hidden">Payment methods</span><ul class="list list-payment" role="list"><li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-visa"><title id="pi-visa">Visa</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li><li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-master"><title id="pi-master">Mastercard</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li><li class="list-payment__item"><svg xmlns="http://www.w3.org/2000/svg" role="img" viewBox="0 0 38 24" width="38" height="24" aria-labelledby="pi-american_express"><title id="pi-american_express">American Express</title><path fill="#000" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3Z" opacity=".07"/></svg></li><li class="list-payment__item"><svg class="icon icon--full-color" version="1.1" xmlns="http://www.w3.org/2000/svg" role="img" x="0" y="0" width="38" height="24" viewBox="0 0 165.521 105.965" aria-labelledby="pi-apple_pay"><title id="pi-apple_pay">Apple Pay</title><path fill="#000" d="M150.698 0H14.823c-.566 0-1.133 0-1.698.003"/></svg></li><li class="list-payment__item"><svg class="icon icon--full-color" xmlns="http://www.w3.org/2000/svg" role="img" viewBox="0 0 38 24" width="38" height="24" aria-labelledby="pi-google_pay"><title id="pi-google_pay">Google Pay</title><path d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z" fill="#000" opacity=".07"/></svg></li><li class="list-payment__item"><svg class="icon icon--full-color" xmlns="http://www.w3.org/2000/svg" role="img" viewBox="0 0 38 24" width="38" height="24" aria-labelledby="pi-shopify_pay"><title id="pi-shopify_pay">Shop Pay</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z" fill="#000"/></svg></li></ul></div></div>
<div class="footer__copyright caption"><small class="copyright__content">&copy; 2025, <a href="/" title="">Bounceworks NZ</a></small><small class="copyright__content">Bounceworks Limited, 18 Vestey Drive, Mount Wellington, Auckland 1060</small></div></div></div>
</footer></div>
<script src="https://static.afterpay.com/shopify-afterpay-javascript.js" defer></script>`;

const page = (title: string, description: string, path: string, template: string, main: string) =>
  `${head(title, description, path, template)}
  <body class="gradient">
${header}
    <main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
${main}
    </main>
${footer}
  </body>
</html>`;

const home = page(
  'Bounceworks NZ | Springy, safe trampolines designed in Aotearoa',
  'Safety-first trampolines designed in Auckland and tested on Kiwi backyards. 10-year frame warranty, free North Island delivery.',
  '/',
  'home',
  `<section id="shopify-section-template--17234567892__image_banner" class="shopify-section section"><div class="banner banner--large"><div class="banner__media media"><img src="//bounceworks.co.nz/cdn/shop/files/hero-backyard.jpg?v=1699999300&amp;width=3840" alt="Kids jumping on a Bounceworks trampoline at sunset" width="3840" height="2160"></div><div class="banner__content banner__content--bottom-left page-width"><div class="banner__box content-container"><h2 class="banner__heading inline-richtext h0">Built for Kiwi backyards</h2><div class="banner__text rte"><p>Soft-edge mats, no springs to pinch fingers, and a frame that laughs at Wellington wind.</p></div><div class="banner__buttons"><a href="/collections/trampolines" class="button button--primary">Shop trampolines</a></div></div></div></div></section>
<section id="shopify-section-template--17234567892__featured_collection" class="shopify-section section"><div class="page-width"><h2 class="title inline-richtext h2">Best sellers</h2><ul class="grid product-grid"><li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/bounceworks-round-10ft" class="full-unstyled-link">Bounceworks Round 10ft</a><div class="price"><span class="price-item price-item--regular">$1,299.00 NZD</span></div><div class="afterpay-placement" data-amount="129900" data-currency="NZD"></div></div></li><li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/bounceworks-oval-13ft" class="full-unstyled-link">Bounceworks Oval 13ft</a><div class="price"><span class="price-item price-item--regular">$1,749.00 NZD</span></div></div></li><li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/in-ground-kit-10ft" class="full-unstyled-link">In-ground kit 10ft</a><div class="price"><span class="price-item price-item--regular">$549.00 NZD</span></div></div></li></ul></div></section>
<section id="shopify-section-template--17234567892__logo_list" class="shopify-section section"><div class="page-width"><h2 class="title h4">As seen on</h2><div class="logo-list"><img src="//bounceworks.co.nz/cdn/shop/files/seven-sharp.png?v=1700000100&amp;width=200" alt="Seven Sharp" width="200" height="60" loading="lazy"><img src="//bounceworks.co.nz/cdn/shop/files/stuff.png?v=1700000100&amp;width=200" alt="Stuff" width="200" height="60" loading="lazy"><img src="//bounceworks.co.nz/cdn/shop/files/nz-herald.png?v=1700000100&amp;width=200" alt="NZ Herald" width="200" height="60" loading="lazy"><a href="https://www.consumer.org.nz/products/trampolines" target="_blank"><img src="//bounceworks.co.nz/cdn/shop/files/consumer-recommended.png?v=1700000100&amp;width=200" alt="Consumer NZ People&rsquo;s Choice 2024" width="200" height="60" loading="lazy"></a></div></div></section>
<section id="shopify-section-template--17234567892__reviews" class="shopify-section section"><div class="page-width"><div class="jdgm-carousel-wrapper"><h2 class="jdgm-carousel-title">4.9 stars from 2,140 Kiwi families</h2><div class="jdgm-widget jdgm-all-reviews-rating" data-score="4.91" data-number-of-reviews="2140"></div></div></div></section>`,
);

const stockists = page(
  'Where to buy | Bounceworks NZ',
  'See Bounceworks trampolines in person at a stockist near you, from Kaitaia to Invercargill.',
  '/pages/stockists',
  'page',
  `<div id="shopify-section-template--17234567893__main" class="shopify-section section"><div class="page-width page-width--narrow section-template--17234567893__main-padding"><h1 class="main-page-title page-title h0">Where to buy</h1><div class="rte">
<p>Want to bounce before you buy? These retailers have Bounceworks trampolines on display. Stock varies by store, so give them a call first. You can always buy online here with free North Island delivery.</p>
<h2>National retailers</h2>
<ul>
<li><a href="https://www.mitre10.co.nz/brands/bounceworks" target="_blank" rel="noopener">Mitre 10 MEGA</a> &ndash; 26 stores nationwide</li>
<li><a href="https://www.torpedo7.co.nz/brands/bounceworks" target="_blank" rel="noopener">Torpedo7</a> &ndash; selected stores and online</li>
<li><a href="https://www.farmers.co.nz/search?q=bounceworks" target="_blank" rel="noopener">Farmers</a> &ndash; online only</li>
</ul>
<h2>Independent stockists</h2>
<h3>Auckland &amp; Northland</h3>
<p><strong>Kids Play Outdoors</strong><br>312 Great South Road, Takanini<br>09 555 0132 &middot; <a href="https://kidsplayoutdoors.co.nz/" target="_blank" rel="noopener">kidsplayoutdoors.co.nz</a></p>
<p><strong>Bay of Islands Toy Barn</strong><br>44 Kerikeri Road, Kerikeri<br>09 555 0177</p>
<h3>Waikato &amp; Bay of Plenty</h3>
<p><strong>Backyard Central</strong><br>12 Te Rapa Road, Hamilton<br>07 555 0150 &middot; backyardcentral.co.nz</p>
<h3>Wellington</h3>
<p><strong>Windy City Play</strong><br>3 Railway Avenue, Lower Hutt<br>04 555 0118 &middot; <a href="https://www.windycityplay.nz/?utm_source=bounceworks&amp;utm_medium=referral" target="_blank" rel="noopener">Visit website</a></p>
<h3>Canterbury &amp; Otago</h3>
<p><strong>Southern Outdoor Living</strong><br>81 Moorhouse Avenue, Christchurch<br>03 555 0164 &middot; <a href="https://southernoutdoorliving.co.nz" target="_blank" rel="noopener">southernoutdoorliving.co.nz</a></p>
<p><strong>Queenstown Kids Co.</strong><br>Remarkables Park, Queenstown<br>03 555 0190</p>
</div>
<div class="stockist-map"><h2 class="h3">Stockist map</h2><div data-stockist-widget-tag="u17892">Loading store locator from <a href="https://stockist.co">Stockist store locator</a>...</div>
<script>
  (function(s,t,o,c,k){c=s.createElement(t);c.src=o;c.async=1;
  k=s.getElementsByTagName(t)[0];k.parentNode.insertBefore(c,k);
  })(document,'script','//stockist.co/embed/v1/widget.min.js');
</script></div>
<p class="caption">Outside New Zealand? See our <a href="/pages/wholesale">international distributors</a>.</p>
</div></div>`,
);

const wholesale = page(
  'Wholesale &amp; international | Bounceworks NZ',
  'Become a Bounceworks stockist, or find our distributors in Australia and the UK.',
  '/pages/wholesale',
  'page',
  `<div id="shopify-section-template--17234567894__main" class="shopify-section section"><div class="page-width page-width--narrow"><h1 class="main-page-title page-title h0">Wholesale &amp; international</h1><div class="rte">
<h2>Become a stockist</h2><p>We work with independent toy, outdoor and garden retailers across New Zealand. Email <a href="mailto:trade@bounceworks.co.nz">trade@bounceworks.co.nz</a> for our trade pack.</p>
<h2>International distributors</h2>
<table><thead><tr><th>Country</th><th>Distributor</th><th>Contact</th></tr></thead><tbody>
<tr><td>Australia</td><td>Jumpstart Distribution Pty Ltd</td><td><a href="https://www.jumpstartdistribution.com.au" target="_blank" rel="noopener">www.jumpstartdistribution.com.au</a></td></tr>
<tr><td>United Kingdom &amp; Ireland</td><td>Outdoor Play Co.</td><td><a href="mailto:bounceworks@outdoorplayco.co.uk">bounceworks@outdoorplayco.co.uk</a></td></tr>
<tr><td>Pacific Islands</td><td>Contact us direct</td><td><a href="mailto:trade@bounceworks.co.nz">trade@bounceworks.co.nz</a></td></tr>
</tbody></table>
<h2>Freight</h2><p>Trade orders ship from our Auckland warehouse with <a href="https://www.mainfreight.com/en-nz" target="_blank" rel="noopener">Mainfreight</a>.</p>
</div></div></div>`,
);

const product = page(
  'Bounceworks Round 10ft | Bounceworks NZ',
  'Our most popular springless trampoline. Fits most Kiwi backyards, with a 10-year frame warranty.',
  '/products/bounceworks-round-10ft',
  'product',
  `<section id="shopify-section-template--17234567895__main" class="shopify-section section"><div class="page-width"><div class="product product--large grid grid--1-col grid--2-col-tablet"><div class="grid__item product__media-wrapper"><img src="//bounceworks.co.nz/cdn/shop/files/round-10ft-hero.jpg?v=1700000500&amp;width=1946" alt="Bounceworks Round 10ft in a backyard" width="1946" height="1946"></div><div class="product__info-wrapper grid__item"><div class="product__info-container"><h1>Bounceworks Round 10ft</h1><div class="price price--large"><span class="price-item price-item--regular">$1,299.00 NZD</span></div><div class="afterpay-placement" data-amount="129900" data-currency="NZD"></div><div class="laybuy-price"><p>or 6 weekly interest-free payments from <strong>$216.50</strong> with Laybuy <a href="https://www.laybuy.com/what-is-laybuy" target="_blank" rel="noopener">What&rsquo;s this?</a></p></div><product-form class="product-form"><form method="post" action="/cart/add" id="product-form-template--17234567895__main" accept-charset="UTF-8" class="form" enctype="multipart/form-data"><input type="hidden" name="id" value="43981276512354"><button type="submit" name="add" class="product-form__submit button button--full-width button--primary"><span>Add to cart</span></button></form></product-form>
<div class="product__description rte"><p>Springless, soft-edge design tested to AS 4989-2015. Flexible composite rods instead of springs, UV-stabilised net, and a galvanised frame rated for 120 km/h wind with the included anchor kit.</p><h3>Need a hand with assembly?</h3><p>Assembly takes two adults about three hours. Prefer not to? Our assembly partner <a href="https://www.hireahubby.co.nz/services/trampoline-assembly" target="_blank" rel="noopener">Hire A Hubby</a> can build it for you from $189 in most areas.</p></div>
<div id="judgeme_product_reviews" class="jdgm-widget jdgm-review-widget" data-id="8012345678914"><div class="jdgm-rev-widg__title">Customer Reviews</div></div></div></div></div></div></section>`,
);

const bounceForGood = page(
  'Bounce for Good | Bounceworks NZ',
  'Every trampoline sold helps Kiwi kids get active. Meet the schools and charities we support.',
  '/pages/bounce-for-good',
  'page',
  `<div id="shopify-section-template--17234567896__main" class="shopify-section section"><div class="page-width page-width--narrow"><h1 class="main-page-title page-title h0">Bounce for Good</h1><div class="rte">
<p>Since 2021 we&rsquo;ve given $5 from every trampoline to organisations getting Kiwi kids moving. Here are the people we&rsquo;re proud to support:</p>
<ul><li><a href="https://www.kidscan.org.nz/" target="_blank" rel="noopener">KidsCan</a> &ndash; our charity partner since 2021</li><li><a href="https://www.jumpjam.co.nz/" target="_blank" rel="noopener">Jump Jam</a> &ndash; sponsor of the 2024 regional finals</li><li>Mangere Bridge School &ndash; playground rebuild</li></ul>
<p>Bounceworks is a member of <a href="https://sustainable.org.nz/" target="_blank" rel="noopener">the Sustainable Business Network</a> and a certified Living Wage Employer.</p>
</div></div></div>`,
);

const journal = page(
  'Trampoline safety: 7 tips from an ED nurse | Bounceworks NZ',
  'Most trampoline injuries happen with more than one jumper. An emergency nurse shares her backyard rules.',
  '/blogs/news/trampoline-safety-tips',
  'article',
  `<div id="shopify-section-template--17234567897__main" class="shopify-section section"><article class="article-template"><div class="page-width page-width--narrow"><header><h1 class="article-template__title">Trampoline safety: 7 tips from an ED nurse</h1><span class="circle-divider caption-with-letter-spacing"><time datetime="2025-01-20T19:00:00Z">20 January 2025</time></span></header><div class="article-template__content page-width page-width--narrow rte">
<p>ACC receives more than 10,000 trampoline injury claims a year, according to <a href="https://www.acc.co.nz/preventing-injury/" target="_blank" rel="noopener">ACC&rsquo;s injury statistics</a>. We asked Hayley, an emergency department nurse in Tauranga, for her rules.</p>
<ol><li>One jumper at a time.</li><li>Nets zipped, always.</li><li>No somersaults unless you&rsquo;re training with a coach &ndash; <a href="https://www.gymnasticsnz.com/trampoline" target="_blank" rel="noopener">Gymnastics NZ</a> runs trampoline clubs nationwide.</li><li>Supervise under-6s. <a href="https://www.plunket.org.nz/" target="_blank" rel="noopener">Whānau Āwhina Plunket</a> has great guidance for toddlers.</li></ol>
<p>Shop our <a href="/collections/accessories">safety accessories</a>, or compare models on <a href="https://www.consumer.org.nz/products/trampolines" target="_blank" rel="noopener">Consumer NZ</a>.</p>
</div></div></article></div>`,
);

export const site: CorpusSite = {
  domain: 'bounceworks.co.nz',
  covers:
    'New Zealand trampoline brand on Shopify (Dawn): a footer-only "Where to buy" page with national retailers, region-grouped independents (linked, domain as bare text, or name only) and a Stockist widget whose vendor link is a trap, a wholesale page with one distributor linked and one only by e-mail, an assembly partner on a product page; traps are press logos, Consumer NZ, Afterpay/Laybuy, freight carrier, charities, sponsorships, memberships and a blog post.',
  pages: {
    '/': {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        server: 'cloudflare',
        'cf-ray': '91a51c3e7f0b2c11-AKL',
        'cf-cache-status': 'DYNAMIC',
        'x-shopid': '61823451234',
        'x-shopify-stage': 'production',
        'x-sorting-hat-podid': '312',
        'x-sorting-hat-shopid': '61823451234',
        'powered-by': 'Shopify',
        'strict-transport-security': 'max-age=7889238',
        'x-frame-options': 'DENY',
        'set-cookie': 'localization=NZ; path=/; expires=Thu, 04 Mar 2027 09:12:10 GMT',
      },
      html: home,
    },
    '/pages/stockists': { html: stockists },
    '/pages/wholesale': { html: wholesale },
    '/products/bounceworks-round-10ft': { html: product },
    '/pages/bounce-for-good': { html: bounceForGood },
    '/blogs/news/trampoline-safety-tips': { html: journal },
  },
  sitemap: [
    '/',
    '/products/bounceworks-round-10ft',
    '/pages/stockists',
    '/pages/wholesale',
    '/pages/bounce-for-good',
    '/blogs/news/trampoline-safety-tips',
  ],
  technologies: [
    'shopify',
    'cart-functionality',
    'cloudflare',
    'hsts',
    'klaviyo',
    'judge-me',
    'afterpay',
    'laybuy',
    'stockist',
    'visa',
    'mastercard',
    'american-express',
    'apple-pay',
    'google-pay',
    'shop-pay',
    'open-graph',
  ],
  partners: {
    'mitre10.co.nz': 'channel',
    'torpedo7.co.nz': 'channel',
    'farmers.co.nz': 'channel',
    'kidsplayoutdoors.co.nz': 'channel',
    'backyardcentral.co.nz': 'channel',
    'windycityplay.nz': 'channel',
    'southernoutdoorliving.co.nz': 'channel',
    'jumpstartdistribution.com.au': 'channel',
    'outdoorplayco.co.uk': 'channel',
    'hireahubby.co.nz': 'generic',
  },
};
