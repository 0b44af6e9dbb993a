import type { CorpusSite } from '../corpus/types.js';

/** A Shopify (Dawn-style theme) store of a small Scottish gin distillery on a .scot domain. */
const HEADERS = {
  server: 'cloudflare',
  'cf-ray': '8e31b07c5d2e19a4-EDI',
  'x-shopid': '61234567890',
  'x-shopify-stage': 'production',
  'powered-by': 'Shopify',
  'x-storefront-renderer-rendered': '1',
  'set-cookie': '_shopify_y=4b9c1e2a-7f3d-4c5b-9a1e-2d3c4b5a6f70; Path=/; Expires=Wed, 01 Dec 2027 00:00:00 GMT; SameSite=Lax',
};

const ASSETS = '//brackengin.scot/cdn/shop/t/12/assets';

function page(path: string, title: string, description: string, body: string): string {
  return `<!doctype html>
<html class="no-js" lang="en">
<head>
<meta charset="utf-8"><meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="canonical" href="https://brackengin.scot${path}">
<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
<title>${title}</title>
<meta name="description" content="${description}">
<meta property="og:site_name" content="Bracken Gin"><meta property="og:url" content="https://brackengin.scot${path}"><meta property="og:title" content="${title}"><meta property="og:type" content="website"><meta property="og:description" content="${description}">
<meta name="twitter:card" content="summary_large_image">
<script src="${ASSETS}/constants.js?v=132829751" defer="defer"></script>
<script src="${ASSETS}/global.js?v=84139021" defer="defer"></script>
<meta name="shopify-digital-wallet" content="/61234567890/digital_wallets/dialog">
<meta name="shopify-checkout-api-token" content="8f3e2d1c0b9a87654321fedcba098765">
<script async="async" src="/checkouts/internal/preloads.js?locale=en-GB"></script>
<script id="shopify-features" type="application/json">{"accessToken":"8f3e2d1c0b9a87654321fedcba098765","betas":["rich-media-storefront-analytics"],"domain":"brackengin.scot","predictiveSearch":true,"shopId":61234567890,"locale":"en"}</script>
<script src="https://cdn.shopify.com/shopifycloud/storefront-renderer/assets/storefront/features-1c0b396bd4d5.js" defer="defer"></script>
<link href="${ASSETS}/base.css?v=144968985" rel="stylesheet" type="text/css" media="all">
<script type="text/javascript" async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=XyZ123"></script>
<script src="https://cdn.judge.me/widget_preloader.js" defer></script>
</head>
<body class="gradient">
<div class="announcement-bar" role="region" aria-label="Announcement"><p>Free UK delivery over £50 · Distillery tours every Saturday</p></div>
<header class="header header--middle-left">
<a href="/" class="header__heading-link"><img src="${ASSETS}/bracken-logo.svg" alt="Bracken Gin" width="160" height="48"></a>
<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">
<li><a href="/collections/all" class="header__menu-item list-menu__item link">Shop</a></li>
<li><a href="/pages/our-story" class="header__menu-item list-menu__item link">Our story</a></li>
<li><a href="/pages/distillery-tours" class="header__menu-item list-menu__item link">Visit</a></li>
<li><a href="/pages/where-to-buy" class="header__menu-item list-menu__item link">Find us</a></li>
<li><a href="/blogs/journal" class="header__menu-item list-menu__item link">Journal</a></li>
</ul></nav>
<div class="header__icons"><a href="/account/login" class="header__icon header__icon--account link">Log in</a>
<a href="/cart" class="header__icon header__icon--cart link" id="cart-icon-bubble"><span class="visually-hidden">Cart</span></a></div>
</header>
<main id="MainContent" class="content-for-layout" role="main">${body}</main>
<footer class="footer">
<div class="footer__content-top page-width">
<div class="footer-block"><h2 class="footer-block__heading">Bracken Distillery</h2><p>Unit 3, Glen Road, Aberfeldy PH15 2EB, Scotland</p></div>
<div class="footer-block"><h2 class="footer-block__heading">Help</h2><ul class="footer-block__details-content list-unstyled">
<li><a href="/pages/delivery" class="link list-menu__item--link">Delivery &amp; returns</a></li><li><a href="/pages/trade" class="link list-menu__item--link">Trade enquiries</a></li><li><a href="/pages/stockists" class="link list-menu__item--link">Stockists</a></li><li><a href="/policies/privacy-policy" class="link list-menu__item--link">Privacy</a></li></ul></div>
<div class="footer-block footer-block--newsletter"><h2 class="footer-block__heading">Join the Bracken club</h2>
<form method="post" action="/contact#contact_form" id="ContactFooter" accept-charset="UTF-8" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer"><input type="email" name="contact[email]" placeholder="Email"><button type="submit">Subscribe</button></form></div>
</div>
<ul class="footer__list-social list-unstyled list-social" role="list">
<li class="list-social__item"><a href="https://www.instagram.com/brackengin" class="link list-social__link">Instagram</a></li>
<li class="list-social__item"><a href="https://www.facebook.com/brackengin" class="link list-social__link">Facebook</a></li>
<li class="list-social__item"><a href="https://www.tiktok.com/@brackengin" class="link list-social__link">TikTok</a></li></ul>
<div class="footer__payment"><span class="visually-hidden">Payment methods</span><ul class="list list-payment" role="list">
<li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-american_express"><title id="pi-american_express">American Express</title></svg></li>
<li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-apple_pay"><title id="pi-apple_pay">Apple Pay</title></svg></li>
<li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-master"><title id="pi-master">Mastercard</title></svg></li>
<li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-shopify_pay"><title id="pi-shopify_pay">Shop Pay</title></svg></li>
<li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-visa"><title id="pi-visa">Visa</title></svg></li>
</ul></div>
<div class="footer__copyright"><small>© 2026 Bracken Distillery Ltd. You must be 18 or over to buy alcohol. Please enjoy responsibly — <a href="https://www.drinkaware.co.uk/">drinkaware.co.uk</a>.</small>
<small>Website by <a href="https://northboundstudio.co.uk/?utm_source=brackengin&amp;utm_medium=footer">Northbound Studio</a></small></div>
</footer>
</body>
</html>`;
}

const home = page(
  '/',
  'Bracken Gin | Highland Dry Gin from Aberfeldy',
  'Small-batch Highland gin distilled with hand-foraged bracken tips, heather and Perthshire raspberries.',
  `<section class="banner"><h1>Wild Highland gin, distilled in Aberfeldy</h1><p>Hand-foraged bracken tips, heather and Perthshire raspberries, copper-pot distilled in batches of 300 bottles.</p>
<a href="/collections/all" class="button">Shop the range</a></section>
<section class="featured-collection"><h2>Our gins</h2><ul class="grid product-grid">
<li class="grid__item"><a href="/products/bracken-highland-dry-gin" class="full-unstyled-link">Highland Dry Gin 70cl — £36.00</a></li>
<li class="grid__item"><a href="/products/raspberry-heather-gin" class="full-unstyled-link">Raspberry &amp; Heather Gin 70cl — £38.00</a></li>
<li class="grid__item"><a href="/products/navy-strength" class="full-unstyled-link">Navy Strength 57% 50cl — £42.00</a></li></ul></section>
<section class="awards"><h2>Award-winning</h2><ul>
<li>Gold, Contemporary Gin — <a href="https://www.iwsc.net/results/detail/148820/bracken-highland-dry-gin">IWSC 2026</a></li>
<li>Double Gold — <a href="https://sfspiritscomp.com/results/2026">San Francisco World Spirits Competition 2026</a></li></ul></section>
<section class="press"><h2>As seen in</h2><p><a href="https://www.scotsman.com/food-and-drink/best-scottish-gins-2026">The Scotsman</a> · <a href="https://www.theguardian.com/food/2026/jun/14/best-gins-summer">The Guardian</a></p></section>
<section class="rich-text"><h2>Delivery</h2><p>We post UK-wide with Royal Mail Tracked 48 and DPD next day. Can't wait? <a href="/pages/stockists">Find a stockist near you</a>.</p></section>`,
);

const stockists = page(
  '/pages/stockists',
  'Stockists | Bracken Gin',
  'Where to buy Bracken Gin: online retailers, bottle shops in Scotland and England, and our distributors in Europe and North America.',
  `<div class="page-width page-width--narrow"><h1 class="main-page-title page-title h0">Stockists</h1>
<div class="rte">
<p>Bracken is on the shelf at independent bottle shops and online retailers across the UK, and our import partners bring it to Europe and North America.</p>
<h2>Online</h2>
<ul>
<li><a href="https://www.masterofmalt.com/gins/bracken-distillery/bracken-highland-dry-gin/?srsltid=AfmBOoq2&amp;utm_source=brackengin&amp;utm_medium=stockists">Master of Malt</a></li>
<li><a href="https://www.thewhiskyexchange.com/b/1712/bracken-distillery?utm_source=brackengin&amp;utm_medium=stockists">The Whisky Exchange</a></li>
<li><a href="https://www.royalmilewhiskies.com/bracken-highland-dry-gin/">Royal Mile Whiskies</a></li>
</ul>
<h2>Scotland</h2>
<ul>
<li><a href="https://thebottlebothy.co.uk/">The Bottle Bothy</a>, Pitlochry</li>
<li><a href="https://www.goodspiritsco.co.uk/">Good Spirits Co.</a>, Glasgow</li>
<li>Deli Ecosse, Callander</li>
</ul>
<h2>England &amp; Wales</h2>
<ul>
<li><a href="https://hopsandbotanicals.co.uk/?utm_source=brackengin">Hops &amp; Botanicals</a>, York</li>
</ul>
<h2>Europe</h2>
<p>Germany, Austria &amp; Switzerland: distributed by <a href="https://www.nordspirit.de/marken/bracken">Nordspirit GmbH</a>. Netherlands &amp; Belgium: <a href="https://ginhuis.nl/">Ginhuis Amsterdam</a>.</p>
<h2>North America</h2>
<p>Imported to the USA by <a href="https://caledonia-imports.com/brands/bracken-gin">Caledonia Imports LLC</a>, New York.</p>
<p>Want to stock Bracken? See our <a href="/pages/trade">trade page</a>.</p>
</div></div>`,
);

const ourStory = page(
  '/pages/our-story',
  'Our story | Bracken Gin',
  'Two siblings, a 200-litre copper still and the hills above Aberfeldy.',
  `<div class="page-width page-width--narrow"><h1 class="main-page-title page-title h0">Our story</h1>
<div class="rte"><p>Bracken was started in 2019 by siblings Morag and Euan Fraser in a former sheep shed above Aberfeldy.</p>
<p>Our distillery is a <a href="https://www.visitscotland.com/info/see-do/bracken-distillery-p2671390">VisitScotland 4-star visitor attraction</a>, and we are proud members of the <a href="https://www.scottishcraftdistillers.com/">Scottish Craft Distillers Association</a>.</p>
<p>Read about the people who grow our botanicals in the <a href="/blogs/journal/meet-our-botanical-growers">Journal</a>.</p></div></div>`,
);

const journal = page(
  '/blogs/journal/meet-our-botanical-growers',
  'Meet our botanical growers | Bracken Gin Journal',
  'The farms and foragers behind every bottle of Bracken.',
  `<article class="article-template"><div class="page-width page-width--narrow"><h1 class="article-template__title">Meet our botanical growers</h1><p class="caption">by Morag Fraser · 12 September 2026</p>
<div class="rte"><p>Our raspberries come from <a href="https://www.glenfarmherbs.co.uk/">Glen Farm Herbs</a> in Blairgowrie, two miles of hedgerow from the still.</p>
<p>Juniper is hand-picked under licence on the Atholl Estates, and our bottles are made by <a href="https://www.estal.com/">Estal</a> from 60% recycled glass.</p></div></div></article>`,
);

export const site: CorpusSite = {
  domain: 'brackengin.scot',
  covers:
    'Shopify store of a Scottish gin distillery on a .scot domain: a "Find us" menu item that redirects to a rich-text Stockists page (online retailers with srsltid/UTM parameters, bottle shops by region with one name-only shop, distributors and a US importer in running text); traps: awards, press, VisitScotland and distillers association, Drinkaware, "Website by" agency credit with UTM, payment icons, carriers named in text, botanical and glass suppliers in a journal post, social links.',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/pages/where-to-buy': { redirect: '/pages/stockists' },
    '/pages/stockists': { headers: HEADERS, html: stockists },
    '/pages/our-story': { headers: HEADERS, html: ourStory },
    '/blogs/journal/meet-our-botanical-growers': { headers: HEADERS, html: journal },
  },
  sitemap: ['/', '/pages/stockists', '/pages/our-story', '/blogs/journal/meet-our-botanical-growers'],
  technologies: [
    'shopify',
    'cart-functionality',
    'shop-pay',
    'visa',
    'mastercard',
    'apple-pay',
    'american-express',
    'klaviyo',
    'judge-me',
    'cloudflare',
    'open-graph',
    'royal-mail',
    'dpd',
  ],
  partners: {
    'masterofmalt.com': 'channel',
    'thewhiskyexchange.com': 'channel',
    'royalmilewhiskies.com': 'channel',
    'thebottlebothy.co.uk': 'channel',
    'goodspiritsco.co.uk': 'channel',
    'hopsandbotanicals.co.uk': 'channel',
    'nordspirit.de': 'channel',
    'ginhuis.nl': 'channel',
    'caledonia-imports.com': 'channel',
  },
};
