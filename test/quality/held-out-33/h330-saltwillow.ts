import type { CorpusSite } from '../corpus/types.js';

const paymentIcon = (id: string, title: string): string =>
  `<li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-${id}"><title id="pi-${id}">${title}</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li>`;

const head = (title: string, desc: string, path: string): string => `<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="theme-color" content="#f4efe8">
<link rel="canonical" href="https://saltwillowbotanics.com${path}">
<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
<link rel="preconnect" href="https://fonts.shopifycdn.com" crossorigin>
<link rel="icon" type="image/png" href="//saltwillowbotanics.com/cdn/shop/files/favicon_32x32.png?v=1712040111">
<title>${title}</title>
<meta name="description" content="${desc}">
<meta property="og:site_name" content="Saltwillow Botanics">
<meta property="og:url" content="https://saltwillowbotanics.com${path}">
<meta property="og:title" content="${title}">
<meta property="og:type" content="website">
<meta property="og:description" content="${desc}">
<meta property="og:image" content="http://saltwillowbotanics.com/cdn/shop/files/saltwillow-og.jpg?v=1712040111">
<meta name="twitter:card" content="summary_large_image">
<script src="//saltwillowbotanics.com/cdn/shop/t/14/assets/constants.js?v=58251544750838685771738010022" defer="defer"></script>
<script src="//saltwillowbotanics.com/cdn/shop/t/14/assets/global.js?v=149496944046504657681738010022" defer="defer"></script>
<meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/61847203391/digital_wallets/dialog">
<meta name="shopify-checkout-api-token" content="4b7f2e91c0d3a6e8b5f1c2d9a0e7b3f6">
<script async="async" src="/checkouts/internal/preloads.js?locale=en-GB"></script>
<link rel="preconnect" href="https://shop.app" crossorigin="anonymous">
<script async="async" src="https://shop.app/checkouts/internal/preloads.js?locale=en-GB&amp;shop_id=61847203391" crossorigin="anonymous"></script>
<script id="shopify-features" type="application/json">{"accessToken":"4b7f2e91c0d3a6e8b5f1c2d9a0e7b3f6","betas":["rich-media-storefront-analytics"],"domain":"saltwillowbotanics.com","predictiveSearch":true,"shopId":61847203391,"locale":"en"}</script>
<script src="https://cdn.shopify.com/shopifycloud/shop-js/modules/v2/client.init-shop-cart-sync_en.esm.js" type="module"></script>
<script id="web-pixels-manager-setup">(function e(){window.webPixelsManagerAPI={publish:function(){}};})();</script>
<link href="//saltwillowbotanics.com/cdn/shop/t/14/assets/base.css?v=110212917463045916721738010022" rel="stylesheet" type="text/css" media="all">
<script async type="text/javascript" src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=SwB7kQ"></script>
<script src="https://cdn.judge.me/widget_preloader.js" defer></script>
</head>`;

const header = `<div id="shopify-section-sections--17203958153279__announcement-bar" class="shopify-section shopify-section-group-header-group announcement-bar-section"><div class="announcement-bar" role="region" aria-label="Announcement"><p class="announcement-bar__message h5">Free UK delivery over &pound;35 &middot; Plastic-free packaging</p></div></div>
<div id="shopify-section-sections--17203958153279__header" class="shopify-section shopify-section-group-header-group section-header">
<sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient">
<header class="header header--middle-left header--mobile-center page-width header--has-menu">
<a href="/" class="header__heading-link link link--text focus-inset"><img src="//saltwillowbotanics.com/cdn/shop/files/saltwillow-logo.svg?v=1712040111" alt="Saltwillow Botanics" class="header__heading-logo" width="180" height="42"></a>
<nav class="header__inline-menu">
<ul class="list-menu list-menu--inline" role="list">
<li><a href="/collections/all" class="header__menu-item list-menu__item link link--text focus-inset"><span>Shop</span></a></li>
<li><a href="/collections/face" class="header__menu-item list-menu__item link link--text focus-inset"><span>Face</span></a></li>
<li><a href="/collections/body" class="header__menu-item list-menu__item link link--text focus-inset"><span>Body</span></a></li>
<li><a href="/pages/our-story" class="header__menu-item list-menu__item link link--text focus-inset"><span>Our story</span></a></li>
<li><a href="/pages/stockists" class="header__menu-item list-menu__item link link--text focus-inset"><span>Find us</span></a></li>
</ul>
</nav>
<div class="header__icons">
<a href="/account/login" class="header__icon header__icon--account link focus-inset"><span class="visually-hidden">Log in</span></a>
<a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Cart</span></a>
</div>
</header>
</sticky-header>
</div>`;

const footer = `<div id="shopify-section-sections--17203958186047__footer" class="shopify-section shopify-section-group-footer-group">
<footer class="footer color-scheme-2 gradient section-sections--17203958186047__footer-padding">
<div class="footer__content-top page-width">
<div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet">
<div class="footer-block grid__item footer-block--menu">
<h2 class="footer-block__heading inline-richtext">Shop</h2>
<ul class="footer-block__details-content list-unstyled">
<li><a href="/collections/face" class="link link--text list-menu__item list-menu__item--link">Face</a></li>
<li><a href="/collections/body" class="link link--text list-menu__item list-menu__item--link">Body</a></li>
<li><a href="/products/gift-card" class="link link--text list-menu__item list-menu__item--link">Gift cards</a></li>
</ul>
</div>
<div class="footer-block grid__item footer-block--menu">
<h2 class="footer-block__heading inline-richtext">About</h2>
<ul class="footer-block__details-content list-unstyled">
<li><a href="/pages/our-story" class="link link--text list-menu__item list-menu__item--link">Our story</a></li>
<li><a href="/pages/stockists" class="link link--text list-menu__item list-menu__item--link">Stockists</a></li>
<li><a href="/pages/wholesale" class="link link--text list-menu__item list-menu__item--link">Wholesale</a></li>
<li><a href="/blogs/journal" class="link link--text list-menu__item list-menu__item--link">Journal</a></li>
</ul>
</div>
<div class="footer-block grid__item footer-block--menu">
<h2 class="footer-block__heading inline-richtext">Help</h2>
<ul class="footer-block__details-content list-unstyled">
<li><a href="/pages/contact" class="link link--text list-menu__item list-menu__item--link">Contact</a></li>
<li><a href="/policies/shipping-policy" class="link link--text list-menu__item list-menu__item--link">Delivery</a></li>
<li><a href="/policies/refund-policy" class="link link--text list-menu__item list-menu__item--link">Returns</a></li>
</ul>
</div>
<div class="footer-block grid__item footer-block--newsletter">
<h2 class="footer-block__heading inline-richtext">Join the Saltwillow list</h2>
<div class="klaviyo-form-VbX4qT"></div>
<div class="footer__certifications">
<a href="https://www.bcorporation.net/en-us/find-a-b-corp/company/saltwillow-botanics/"><img src="//saltwillowbotanics.com/cdn/shop/files/certified-b-corp.svg?v=1712040111" alt="Certified B Corporation" width="48" height="80"></a>
<a href="https://www.crueltyfreeinternational.org/leaping-bunny"><img src="//saltwillowbotanics.com/cdn/shop/files/leaping-bunny.svg?v=1712040111" alt="Leaping Bunny approved" width="80" height="80"></a>
</div>
</div>
</div>
<ul class="list-unstyled list-social footer__list-social" role="list">
<li class="list-social__item"><a href="https://www.instagram.com/saltwillowbotanics" class="link list-social__link"><span class="visually-hidden">Instagram</span></a></li>
<li class="list-social__item"><a href="https://www.tiktok.com/@saltwillowbotanics" class="link list-social__link"><span class="visually-hidden">TikTok</span></a></li>
<li class="list-social__item"><a href="https://www.pinterest.co.uk/saltwillowbotanics/" class="link list-social__link"><span class="visually-hidden">Pinterest</span></a></li>
</ul>
</div>
<div class="footer__content-bottom">
<div class="footer__payment">
<span class="visually-hidden">Payment methods</span>
<ul class="list list-payment" role="list">
${paymentIcon('american_express', 'American Express')}
${paymentIcon('apple_pay', 'Apple Pay')}
${paymentIcon('google_pay', 'Google Pay')}
${paymentIcon('klarna', 'Klarna')}
${paymentIcon('master', 'Mastercard')}
${paymentIcon('paypal', 'PayPal')}
${paymentIcon('shopify_pay', 'Shop Pay')}
${paymentIcon('visa', 'Visa')}
</ul>
</div>
<div class="footer__copyright caption"><small class="copyright__content">&copy; 2026, <a href="/" title="">Saltwillow Botanics</a></small> <small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Powered by Shopify</a></small></div>
</div>
</footer>
</div>
<script src="//saltwillowbotanics.com/cdn/shop/t/14/assets/cart.js?v=53973376719736494311738010022" defer="defer"></script>`;

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8f3c5d7e9f1a2b4c-LHR',
  'cf-cache-status': 'DYNAMIC',
  'x-shopify-stage': 'production',
  'x-shopid': '61847203391',
  'x-sorting-hat-shopid': '61847203391',
  'powered-by': 'Shopify',
  'strict-transport-security': 'max-age=7889238',
  'set-cookie':
    'localization=GB; path=/; expires=Sat, 14 Mar 2026 10:00:00 GMT; SameSite=Lax, _shopify_y=6b0f4e2d-8a1c-4f3b-9d7e-2c5a1b0e9f84; path=/; expires=Sun, 14 Feb 2027 10:00:00 GMT; SameSite=Lax, cart_currency=GBP; path=/; expires=Sat, 28 Feb 2026 10:00:00 GMT; SameSite=Lax',
};

const page = (title: string, desc: string, path: string, template: string, main: string): string => `<!doctype html>
<html class="js" lang="en">
${head(title, desc, path)}
<body class="gradient template-${template}">
<a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>
${header}
<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
${main}
</main>
${footer}
</body>
</html>`;

const home = page(
  'Saltwillow Botanics | Coastal skincare, made in Cornwall',
  'Small-batch skincare made with Cornish seaweed and cold-pressed botanicals. Vegan, cruelty-free and plastic-free.',
  '/',
  'index',
  `<section id="shopify-section-template--17203958087743__image_banner" class="shopify-section section"><div class="banner banner--large"><div class="banner__content page-width"><h2 class="banner__heading h0">Skincare from the Cornish coast</h2><div class="banner__buttons"><a href="/collections/all" class="button button--primary">Shop the range</a></div></div></div></section>
<section id="shopify-section-template--17203958087743__featured_collection" class="shopify-section section">
<div class="collection page-width"><h2 class="title inline-richtext h2">Bestsellers</h2>
<ul class="grid product-grid grid--4-col-desktop" role="list">
<li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/sea-kelp-cleansing-balm" class="full-unstyled-link"><img src="//saltwillowbotanics.com/cdn/shop/files/sea-kelp-balm.jpg?v=1712040111&amp;width=533" alt="Sea Kelp Cleansing Balm" loading="lazy"><h3 class="card__heading h5">Sea Kelp Cleansing Balm</h3></a><span class="price-item price-item--regular">&pound;28.00</span><div class="jdgm-widget jdgm-preview-badge" data-id="7203941990463"></div></div></li>
<li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/samphire-face-oil" class="full-unstyled-link"><img src="//saltwillowbotanics.com/cdn/shop/files/samphire-oil.jpg?v=1712040111&amp;width=533" alt="Samphire Face Oil" loading="lazy"><h3 class="card__heading h5">Samphire Face Oil</h3></a><span class="price-item price-item--regular">&pound;34.00</span><div class="jdgm-widget jdgm-preview-badge" data-id="7203942015039"></div></div></li>
</ul></div>
</section>
<section id="shopify-section-template--17203958087743__logo_list" class="shopify-section section">
<div class="page-width press-logos"><h2 class="h4">As seen in</h2>
<ul class="list-unstyled press-logos__list">
<li><a href="https://www.vogue.co.uk/beauty/article/best-cleansing-balms"><img src="//saltwillowbotanics.com/cdn/shop/files/press-vogue.svg?v=1712040111" alt="British Vogue"></a></li>
<li><a href="https://www.allure.com/story/best-indie-skincare-brands-uk"><img src="//saltwillowbotanics.com/cdn/shop/files/press-allure.svg?v=1712040111" alt="Allure"></a></li>
<li><img src="//saltwillowbotanics.com/cdn/shop/files/press-guardian.svg?v=1712040111" alt="The Guardian"></li>
</ul></div>
</section>
<section id="shopify-section-template--17203958087743__testimonials" class="shopify-section section"><div class="page-width"><blockquote>&ldquo;The only balm that gets my mascara off without stinging.&rdquo; &mdash; Hannah, verified buyer</blockquote></div></section>
<section id="shopify-section-template--17203958087743__rich_text" class="shopify-section section"><div class="rich-text page-width"><h2 class="rich-text__heading h1">Find us in store</h2><p>We're stocked by independent apothecaries and beauty retailers across the UK, the US and Australia.</p><a href="/pages/stockists" class="button button--secondary">See all stockists</a></div></section>`,
);

const stockists = page(
  'Stockists | Saltwillow Botanics',
  'Find Saltwillow Botanics in shops and online at our retail partners in the UK, US and Australia.',
  '/pages/stockists',
  'page',
  `<div class="page-width page-width--narrow section-template--17203958251583__main-padding">
<h1 class="main-page-title page-title h0">Stockists</h1>
<div class="rte">
<p>You'll find Saltwillow at these retail partners. Stock varies by shop, so it's worth calling ahead.</p>
<h2>United Kingdom</h2>
<ul>
<li><strong>Liberty London</strong>, Regent Street &ndash; <a href="https://www.libertylondon.com/uk/brands/saltwillow-botanics">shop online</a></li>
<li><strong>Cult Beauty</strong> (online) &ndash; <a href="https://www.cultbeauty.co.uk/brands/saltwillow-botanics.list">cultbeauty.co.uk</a></li>
<li><strong>The Natural Apothecary</strong>, Falmouth &amp; St Ives &ndash; <a href="https://thenaturalapothecary.co.uk/">thenaturalapothecary.co.uk</a></li>
<li><strong>Green Basket Beauty</strong>, Bristol &ndash; <a href="https://www.greenbasket-beauty.com/">greenbasket-beauty.com</a></li>
<li><strong>Saturday Makers Market</strong>, Whitstable (first Saturday of the month)</li>
</ul>
<h2>United States</h2>
<ul>
<li><strong>Credo Beauty</strong> &ndash; online and in selected stores &ndash; <a href="https://credobeauty.com/collections/saltwillow-botanics">credobeauty.com</a></li>
</ul>
<h2>Australia</h2>
<ul>
<li><strong>Adore Beauty</strong> (online) &ndash; <a href="https://www.adorebeauty.com.au/b/saltwillow-botanics.html">adorebeauty.com.au</a></li>
</ul>
<p>Want to stock us? Head to our <a href="/pages/wholesale">wholesale page</a>.</p>
</div>
</div>`,
);

const wholesale = page(
  'Wholesale | Saltwillow Botanics',
  'Stock Saltwillow Botanics in your shop, spa or hotel.',
  '/pages/wholesale',
  'page',
  `<div class="page-width page-width--narrow">
<h1 class="main-page-title page-title h0">Wholesale</h1>
<div class="rte">
<p>We love working with independent shops, spas and boutique hotels. Minimum first order is &pound;250.</p>
<p>UK and US retailers can order through our wholesale partner <a href="https://www.faire.com/brand/bw_saltwillowbotanics">Faire</a>, with net-60 terms and free returns on your first order.</p>
<p>In the EU, Saltwillow is distributed exclusively by <a href="https://nordbeauty.eu/">Nordbeauty Distribution</a>, who supply retailers in Scandinavia, Germany and the Benelux.</p>
<p>For spa and hotel amenities, email <a href="mailto:trade@saltwillowbotanics.com">trade@saltwillowbotanics.com</a>.</p>
</div>
</div>`,
);

const story = page(
  'Our story | Saltwillow Botanics',
  'Saltwillow began in 2019 in a kitchen in Porthleven. Here is how we make our skincare and who we make it with.',
  '/pages/our-story',
  'page',
  `<div class="page-width page-width--narrow">
<h1 class="main-page-title page-title h0">Our story</h1>
<div class="rte">
<p>Saltwillow began in 2019 when Tamsin Rowe started making balms for her sea-swimming friends in her kitchen in Porthleven. Today we're a team of fourteen, still in Cornwall, still hand-pouring every balm.</p>
<h2>Who we work with</h2>
<p>Our seaweed is hand-harvested under licence by our sourcing partner, the <a href="https://www.hebrideanseaweed.co.uk/">Hebridean Seaweed Company</a>. Our refill pouches and return scheme run with our packaging partner <a href="https://circlepack.co.uk/">Circlepack</a>, who turn returned pouches into new ones.</p>
<h2>What we stand for</h2>
<ul>
<li>Certified <a href="https://www.bcorporation.net/">B Corp</a> since 2024</li>
<li>Leaping Bunny approved by <a href="https://www.crueltyfreeinternational.org/">Cruelty Free International</a></li>
<li>Member of <a href="https://www.onepercentfortheplanet.org/">1% for the Planet</a>, giving to <a href="https://www.sas.org.uk/">Surfers Against Sewage</a></li>
</ul>
</div>
</div>`,
);

const journal = page(
  'Why we use Cornish seaweed | Saltwillow Journal',
  'The science behind seaweed in skincare, and why ours comes from the Cornish coast.',
  '/blogs/journal/why-we-use-cornish-seaweed',
  'article',
  `<article class="article-template">
<div class="page-width page-width--narrow">
<h1 class="article-template__title">Why we use Cornish seaweed</h1>
<p class="caption-with-letter-spacing">12 January 2026</p>
<div class="article-template__content page-width page-width--narrow rte">
<p>Seaweed is rich in polysaccharides that help skin hold on to water. A <a href="https://pubmed.ncbi.nlm.nih.gov/33946211/">2021 review in Marine Drugs</a> summarises the evidence, and the <a href="https://www.cornwall-aonb.gov.uk/">Cornwall National Landscape</a> team has written about sustainable harvesting along our coast.</p>
<p>Try it in our <a href="/products/sea-kelp-cleansing-balm">Sea Kelp Cleansing Balm</a>.</p>
</div>
</div>
</article>`,
);

export const site: CorpusSite = {
  domain: 'saltwillowbotanics.com',
  covers:
    'English cosmetics brand on Shopify (Dawn-style sections, /cdn/shop assets, Shopify headers and cookies, Klaviyo, Judge.me, payment-icon SVGs); stockist list with retailer links and an unlinked market stall (channel); wholesale page with a wholesale marketplace and an EU distributor in prose (channel); sourcing and packaging partners in the story (generic); negatives: press logos, testimonial, B Corp / Leaping Bunny / 1% for the Planet and the charity it funds, payment icons, Powered by Shopify credit, socials, article links in a journal post',
  pages: {
    '/': { headers, html: home },
    '/pages/stockists': { headers, html: stockists },
    '/pages/wholesale': { headers, html: wholesale },
    '/pages/our-story': { headers, html: story },
    '/blogs/journal/why-we-use-cornish-seaweed': { headers, html: journal },
  },
  sitemap: [
    '/',
    '/collections/all',
    '/pages/our-story',
    '/pages/stockists',
    '/pages/wholesale',
    '/blogs/journal',
    '/blogs/journal/why-we-use-cornish-seaweed',
  ],
  technologies: [
    'shopify',
    'cloudflare',
    'hsts',
    'klaviyo',
    'judge-me',
    'shop-pay',
    'paypal',
    'apple-pay',
    'google-pay',
    'klarna-checkout',
    'visa',
    'mastercard',
    'american-express',
    'cart-functionality',
    'open-graph',
  ],
  partners: {
    'libertylondon.com': 'channel',
    'cultbeauty.co.uk': 'channel',
    'thenaturalapothecary.co.uk': 'channel',
    'greenbasket-beauty.com': 'channel',
    'credobeauty.com': 'channel',
    'adorebeauty.com.au': 'channel',
    'faire.com': 'channel',
    'nordbeauty.eu': 'channel',
    'hebrideanseaweed.co.uk': 'generic',
    'circlepack.co.uk': 'generic',
  },
};
