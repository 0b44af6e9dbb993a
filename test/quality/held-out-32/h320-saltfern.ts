import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8f3d4e5f6a7b8c9d-SEA',
  'cf-cache-status': 'DYNAMIC',
  'x-shopid': '68123459071',
  'x-shardid': '312',
  'x-sorting-hat-podid': '312',
  'x-sorting-hat-shopid': '68123459071',
  'powered-by': 'Shopify',
  'x-storefront-renderer-rendered': '1',
  'set-cookie':
    '_shopify_y=8b2e4d1a-7c3f-4e9b-a0d2-5f6e7a8b9c0d; Expires=Wed, 13 Jan 2027 18:22:01 GMT; Domain=saltferncoffee.com; Path=/; SameSite=Lax',
  'strict-transport-security': 'max-age=7889238',
  'content-language': 'en',
};

const head = (title: string, description: string, path: string) => `<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="theme-color" content="">
<link rel="canonical" href="https://saltferncoffee.com${path}">
<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
<link rel="icon" type="image/png" href="//saltferncoffee.com/cdn/shop/files/favicon.png?crop=center&height=32&v=1712345678&width=32">
<title>${title}</title>
<meta name="description" content="${description}">
<meta property="og:site_name" content="Saltfern Coffee Roasters">
<meta property="og:url" content="https://saltferncoffee.com${path}">
<meta property="og:title" content="${title}">
<meta property="og:type" content="website">
<meta property="og:description" content="${description}">
<meta property="og:image" content="http://saltferncoffee.com/cdn/shop/files/saltfern-social.jpg?v=1712345678">
<meta name="twitter:card" content="summary_large_image">
<script src="//saltferncoffee.com/cdn/shop/t/14/assets/constants.js?v=132983761750457495441736789012" defer="defer"></script>
<script src="//saltferncoffee.com/cdn/shop/t/14/assets/pubsub.js?v=158357773527763999511736789012" defer="defer"></script>
<script src="//saltferncoffee.com/cdn/shop/t/14/assets/global.js?v=36122012345678901231736789012" defer="defer"></script>
<script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.start');</script>
<meta name="shopify-checkout-api-token" content="c1a2b3d4e5f60718293a4b5c6d7e8f90">
<meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/68123459071/digital_wallets/dialog">
<script async="async" src="/checkouts/internal/preloads.js?locale=en-US"></script>
<script id="shopify-features" type="application/json">{"accessToken":"c1a2b3d4e5f60718293a4b5c6d7e8f90","betas":["rich-media-storefront-analytics"],"domain":"saltferncoffee.com","predictiveSearch":true,"shopId":68123459071,"locale":"en"}</script>
<script>var Shopify = Shopify || {}; Shopify.shop = "saltfern-coffee.myshopify.com"; Shopify.locale = "en"; Shopify.currency = {"active":"USD","rate":"1.0"}; Shopify.country = "US"; Shopify.theme = {"name":"Dawn","id":148223409915,"schema_name":"Dawn","schema_version":"15.2.0","theme_store_id":887,"role":"main"};</script>
<script type="module" src="https://cdn.shopify.com/shopifycloud/shop-js/modules/v2/client.init-shop-cart-sync_BpLk8e0P.en.esm.js"></script>
<script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.end');</script>
<link href="//saltferncoffee.com/cdn/shop/t/14/assets/base.css?v=159841507637079171801736789012" rel="stylesheet" type="text/css" media="all">
<script type="text/javascript" async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=SaLtFn"></script>
<script src="https://cdn.shopify.com/extensions/0b1c2d3e-4f5a-6b7c-8d9e-0f1a2b3c4d5e/judgeme-reviews-278/assets/loader.js" defer></script>
<script src="https://static.rechargecdn.com/assets/js/widget.min.js?shop=saltfern-coffee.myshopify.com" defer></script>
</head>`;

const header = `<a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>
<div class="announcement-bar" role="region" aria-label="Announcement"><p class="announcement-bar__message h5"><span>Free shipping on subscriptions and orders over $45</span></p></div>
<sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom"><header class="header header--middle-left header--mobile-center page-width header--has-menu">
<a href="/" class="header__heading-link link link--text focus-inset"><img src="//saltferncoffee.com/cdn/shop/files/saltfern-logo.svg?v=1712345678&width=300" alt="Saltfern Coffee Roasters" width="150" height="45" class="header__heading-logo"></a>
<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">
<li><a href="/collections/coffee" class="header__menu-item list-menu__item link link--text focus-inset"><span>Coffee</span></a></li>
<li><a href="/products/coffee-subscription" class="header__menu-item list-menu__item link link--text focus-inset"><span>Subscribe</span></a></li>
<li><a href="/collections/brewing-gear" class="header__menu-item list-menu__item link link--text focus-inset"><span>Brew gear</span></a></li>
<li><a href="/pages/stockists" class="header__menu-item list-menu__item link link--text focus-inset"><span>Find us in stores</span></a></li>
<li><a href="/pages/our-story" class="header__menu-item list-menu__item link link--text focus-inset"><span>Our story</span></a></li>
</ul></nav>
<div class="header__icons"><a href="/search" class="header__icon link focus-inset"><span class="visually-hidden">Search</span></a><a href="/account/login" class="header__icon header__icon--account link focus-inset"><span class="visually-hidden">Log in</span></a><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Cart</span></a></div>
</header></sticky-header>`;

const footer = `<footer class="footer color-scheme-2 gradient section-sections--footer-padding">
<div class="footer__content-top page-width">
<div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet">
<div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Shop</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/collections/coffee" class="link link--text list-menu__item list-menu__item--link">All coffee</a></li><li><a href="/products/coffee-subscription" class="link link--text list-menu__item list-menu__item--link">Subscriptions</a></li><li><a href="/products/gift-card" class="link link--text list-menu__item list-menu__item--link">Gift cards</a></li></ul></div>
<div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">About</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/pages/our-story" class="link link--text list-menu__item list-menu__item--link">Our story</a></li><li><a href="/pages/sourcing-partners" class="link link--text list-menu__item list-menu__item--link">Sourcing &amp; impact partners</a></li><li><a href="/pages/stockists" class="link link--text list-menu__item list-menu__item--link">Stockists</a></li><li><a href="/pages/wholesale" class="link link--text list-menu__item list-menu__item--link">Wholesale</a></li><li><a href="https://saltferncafe.com" class="link link--text list-menu__item list-menu__item--link">Visit our café</a></li></ul></div>
<div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Help</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/pages/faq" class="link link--text list-menu__item list-menu__item--link">FAQ</a></li><li><a href="/policies/shipping-policy" class="link link--text list-menu__item list-menu__item--link">Shipping</a></li><li><a href="/pages/contact" class="link link--text list-menu__item list-menu__item--link">Contact</a></li></ul></div>
<div class="footer-block--newsletter"><h2 class="footer-block__heading inline-richtext">Brew better at home</h2><div class="klaviyo-form-XyZ12a"></div></div>
</div>
</div>
<div class="footer__content-bottom">
<div class="footer__content-bottom-wrapper page-width">
<ul class="list-unstyled list-social footer__list-social" role="list"><li class="list-social__item"><a href="https://www.instagram.com/saltferncoffee" class="link list-social__link"><span class="visually-hidden">Instagram</span></a></li><li class="list-social__item"><a href="https://www.tiktok.com/@saltferncoffee" class="link list-social__link"><span class="visually-hidden">TikTok</span></a></li></ul>
<div class="footer__payment"><span class="visually-hidden">Payment methods</span><ul class="list list-payment" role="list">
<li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-american_express"><title id="pi-american_express">American Express</title><path fill="#000" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z" opacity=".07"/></svg></li>
<li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-apple_pay"><title id="pi-apple_pay">Apple Pay</title><path fill="#000" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z" opacity=".07"/></svg></li>
<li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-master"><title id="pi-master">Mastercard</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li>
<li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-paypal"><title id="pi-paypal">PayPal</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li>
<li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-shopify_pay"><title id="pi-shopify_pay">Shop Pay</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li>
<li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-visa"><title id="pi-visa">Visa</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li>
</ul></div>
<div class="footer__copyright caption"><small class="copyright__content">&copy; 2026, <a href="/" title="">Saltfern Coffee Roasters</a></small><small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Powered by Shopify</a></small></div>
</div>
</div>
</footer>`;

const page = (title: string, description: string, path: string, template: string, main: string) => `<!doctype html>
<html class="js" lang="en">
${head(title, description, path)}
<body class="gradient animate--hover-default">
${header}
<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
<div id="shopify-section-template--${template}" class="shopify-section">
${main}
</div>
</main>
${footer}
</body>
</html>`;

const home = page(
  'Saltfern Coffee Roasters | Small-batch coffee roasted on the Oregon coast',
  'Seasonal single-origin coffee and blends, roasted weekly in Astoria, Oregon. Free shipping on subscriptions.',
  '/',
  '19283746501__image_banner',
  `<div class="banner banner--large"><div class="banner__content page-width"><div class="banner__box content-container"><h2 class="banner__heading inline-richtext h0">Roasted Tuesday.<br>At your door by Friday.</h2><div class="banner__text rte"><p>Small-batch coffee from farms we've visited, roasted on the Oregon coast.</p></div><div class="banner__buttons"><a href="/collections/coffee" class="button button--primary">Shop coffee</a></div></div></div></div>
<div class="collection page-width"><h2 class="title inline-richtext h2">Fresh this week</h2>
<ul class="grid product-grid grid--4-col-desktop" role="list">
<li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/headland-blend" class="full-unstyled-link">Headland Blend</a><span class="price-item price-item--regular">$18.00</span><div class="jdgm-widget jdgm-preview-badge" data-id="8123456789012"><div class="jdgm-prev-badge" data-average-rating="4.86" data-number-of-reviews="412"><span class="jdgm-prev-badge__text">412 reviews</span></div></div></div></li>
<li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/ethiopia-guji-hambela" class="full-unstyled-link">Ethiopia Guji Hambela</a><span class="price-item price-item--regular">$22.00</span></div></li>
<li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/colombia-huila-la-esperanza" class="full-unstyled-link">Colombia Huila La Esperanza</a><span class="price-item price-item--regular">$21.00</span></div></li>
<li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/night-tide-decaf" class="full-unstyled-link">Night Tide Decaf</a><span class="price-item price-item--regular">$19.00</span></div></li>
</ul></div>
<div class="logo-list page-width"><h2 class="h3 center">As featured in</h2>
<ul class="logo-list__list" role="list">
<li><a href="https://www.bonappetit.com/story/best-coffee-subscriptions" target="_blank" rel="noopener"><img src="//saltferncoffee.com/cdn/shop/files/press-bon-appetit.svg?v=1712345678" alt="Bon Appétit" width="140"></a></li>
<li><a href="https://sprudge.com/saltfern-coffee-astoria-oregon-201234.html" target="_blank" rel="noopener"><img src="//saltferncoffee.com/cdn/shop/files/press-sprudge.svg?v=1712345678" alt="Sprudge" width="140"></a></li>
<li><img src="//saltferncoffee.com/cdn/shop/files/press-oregonian.svg?v=1712345678" alt="The Oregonian" width="140"></li>
</ul></div>
<div class="multicolumn page-width"><div class="multicolumn-card"><img src="//saltferncoffee.com/cdn/shop/files/b-corp-badge.svg?v=1712345678" alt="Certified B Corporation" width="60"><h3>Certified B Corp</h3><p>Scored 104.2 on the <a href="https://www.bcorporation.net/en-us/find-a-b-corp/company/saltfern-coffee-roasters/">B Impact Assessment</a>.</p></div><div class="multicolumn-card"><img src="//saltferncoffee.com/cdn/shop/files/one-percent-badge.svg?v=1712345678" alt="1% for the Planet member" width="60"><h3>1% for the Planet</h3><p>We give 1% of sales to ocean conservation as a <a href="https://www.onepercentfortheplanet.org/">1% for the Planet</a> member.</p></div></div>`,
);

const stockists = page(
  'Stockists | Saltfern Coffee Roasters',
  'Find Saltfern coffee at grocers, co-ops and cafés across the Pacific Northwest.',
  '/pages/stockists',
  '19283746502__main',
  `<div class="page-width page-width--narrow"><h1 class="main-page-title page-title h0">Find us in stores</h1>
<div class="rte"><p>Our bags are on the shelf at these independent retailers. Stock varies, so call ahead for a specific roast.</p>
<h2>Oregon</h2>
<table><thead><tr><th>Store</th><th>City</th><th>Type</th></tr></thead><tbody>
<tr><td><a href="https://www.greenleafmarket.com/" target="_blank">Greenleaf Market</a></td><td>Portland</td><td>Grocery co-op</td></tr>
<tr><td><a href="https://unionprovisions.com/" target="_blank">Union Provisions</a></td><td>Astoria</td><td>Specialty grocer</td></tr>
<tr><td><a href="https://www.capehouse-mercantile.com/" target="_blank">Capehouse Mercantile</a></td><td>Cannon Beach</td><td>Gift &amp; kitchen shop</td></tr>
<tr><td>Seaside Farmers Market (Saturdays, May&ndash;Oct)</td><td>Seaside</td><td>Market stall</td></tr>
</tbody></table>
<h2>Washington</h2>
<table><thead><tr><th>Store</th><th>City</th><th>Type</th></tr></thead><tbody>
<tr><td><a href="https://www.harborviewfoods.com/" target="_blank">Harborview Foods</a></td><td>Seattle</td><td>Grocery</td></tr>
<tr><td><a href="https://www.olympiaprovisioncoop.org/" target="_blank">Olympia Provision Co-op</a></td><td>Olympia</td><td>Grocery co-op</td></tr>
</tbody></table>
<h2>Online</h2><p>You can also find our Headland Blend at <a href="https://www.goodeggs.com/saltfern-coffee" target="_blank">Good Eggs</a>.</p>
<p>Want to carry Saltfern in your shop? <a href="/pages/wholesale">Become a wholesale partner</a>.</p>
</div></div>`,
);

const sourcing = page(
  'Sourcing & impact partners | Saltfern Coffee Roasters',
  'The importers, producer cooperatives and nonprofits we partner with.',
  '/pages/sourcing-partners',
  '19283746503__main',
  `<div class="page-width page-width--narrow"><h1 class="main-page-title page-title h0">Sourcing &amp; impact partners</h1>
<div class="rte">
<p>Great coffee starts long before it reaches our roaster. These are the partners who make it possible, and who we visit every harvest.</p>
<h2>Importing partners</h2>
<p>We buy most of our green coffee through <a href="https://royalcoffee.com/" target="_blank">Royal Coffee</a> and <a href="https://www.sucafina.com/" target="_blank">Sucafina</a>, who share full price transparency down to the farm gate.</p>
<h2>Producer partners</h2>
<div class="collapsible-content">
<details class="accordion"><summary><h3 class="accordion__title h4">Cooperativa Cafetalera San Isidro, Huila, Colombia</h3></summary><div class="accordion__content rte"><p>Partners since 2019. 142 smallholder families growing Caturra and Castillo at 1,700&ndash;1,950 m. <a href="https://www.coopsanisidrohuila.org/" target="_blank">coopsanisidrohuila.org</a></p></div></details>
<details class="accordion"><summary><h3 class="accordion__title h4">Hambela Wamena washing station, Guji, Ethiopia</h3></summary><div class="accordion__content rte"><p>Partners since 2021, through our importer. No website; we share harvest photos on our Instagram.</p></div></details>
</div>
<h2>Impact partners</h2>
<p>Together with <a href="https://www.groundsforhealth.org/" target="_blank">Grounds for Health</a> we fund cervical cancer screening in coffee-growing communities, and our coastal cleanups are organised with <a href="https://www.solveoregon.org/" target="_blank">SOLVE Oregon</a>.</p>
</div></div>`,
);

const story = page(
  'Our story | Saltfern Coffee Roasters',
  'How a 5-kilo roaster in an Astoria boathouse became Saltfern.',
  '/pages/our-story',
  '19283746504__main',
  `<div class="page-width page-width--narrow"><h1 class="main-page-title page-title h0">Our story</h1>
<div class="rte">
<p>Saltfern started in 2016 with a 5-kilo roaster in a drafty boathouse on the Columbia River. Today we roast 90 tonnes a year, still in Astoria, and still taste every batch.</p>
<p>Come see the roaster at <a href="https://saltferncafe.com">Saltfern Café</a> on Marine Drive, open daily from 7.</p>
<h2>Recognition</h2>
<ul><li>Good Food Award winner 2024 and 2025, coffee category (<a href="https://www.goodfoodfdn.org/awards/winners/">Good Food Foundation</a>)</li><li>Certified B Corporation since 2022</li></ul>
<h2>Work with us</h2><p>We're looking for a production roaster. Apply on <a href="https://saltfern.bamboohr.com/careers" target="_blank">our careers page</a>.</p>
</div></div>`,
);

export const site: CorpusSite = {
  domain: 'saltferncoffee.com',
  otherDomains: ['saltferncafe.com'],
  covers:
    'Consumer coffee brand on Shopify (Dawn) behind Cloudflare: stockists page in the header nav with retailer tables and an online retailer in prose (channel, one market stall without a link), footer-only sourcing and impact partners page with importers in prose, producer co-op inside a details accordion and nonprofit partners (generic); negatives: press logos, B Corp and 1% for the Planet, payment icons, Powered by Shopify credit, social links, award body, BambooHR careers link, own café domain',
  pages: {
    '/': { headers, html: home },
    '/pages/stockists': { headers, html: stockists },
    '/pages/sourcing-partners': { headers, html: sourcing },
    '/pages/our-story': { headers, html: story },
  },
  sitemap: [
    '/',
    '/collections/coffee',
    '/products/coffee-subscription',
    '/products/headland-blend',
    '/pages/stockists',
    '/pages/wholesale',
    '/pages/sourcing-partners',
    '/pages/our-story',
    '/pages/faq',
  ],
  technologies: [
    'shopify',
    'shop-pay',
    'cart-functionality',
    'cloudflare',
    'hsts',
    'open-graph',
    'klaviyo',
    'recharge',
    'paypal',
    'visa',
    'mastercard',
    'american-express',
    'apple-pay',
    'bamboohr',
  ],
  partners: {
    'greenleafmarket.com': 'channel',
    'unionprovisions.com': 'channel',
    'capehouse-mercantile.com': 'channel',
    'harborviewfoods.com': 'channel',
    'olympiaprovisioncoop.org': 'channel',
    'goodeggs.com': 'channel',
    'royalcoffee.com': 'generic',
    'sucafina.com': 'generic',
    'coopsanisidrohuila.org': 'generic',
    'groundsforhealth.org': 'generic',
    'solveoregon.org': 'generic',
  },
};
