import type { CorpusSite } from '../corpus/types.js';

// Australian herbal-supplement brand (English) on Shopify with Klaviyo and Judge.me. Retail stockists are split over
// two pages (NSW/QLD/ACT, then the other states and online stockists); the about page names one regenerative-farming
// partner. B Corp certification, 1% for the Planet membership, ambassadors, press, Judge.me reviews, payment icons,
// the affiliate sign-up and social links are not partners.

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-shopid': '58214470731',
  'x-shopify-stage': 'production',
  'x-sorting-hat-shopid': '58214470731',
  'x-storefront-renderer-rendered': '1',
  server: 'cloudflare',
  'cf-ray': '88b41d2e7a90c3b5-SYD',
};

function page(title: string, path: string, template: string, body: string): string {
  return `<!doctype html>
<html class="no-js" lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="theme-color" content="#3f5a3c">
<link rel="canonical" href="https://wildrootwellness.com.au${path}">
<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
<link rel="icon" type="image/png" href="//wildrootwellness.com.au/cdn/shop/files/favicon_32x32.png?v=1682311042">
<title>${title} &ndash; Wildroot Wellness</title>
<meta name="description" content="Certified organic Australian herbal blends and adaptogens, made in small batches in the Byron hinterland.">
<meta property="og:site_name" content="Wildroot Wellness">
<meta property="og:url" content="https://wildrootwellness.com.au${path}">
<meta property="og:title" content="${title}">
<meta property="og:type" content="website">
<script src="//wildrootwellness.com.au/cdn/shop/t/12/assets/constants.js?v=58251544750838685771705040112" defer="defer"></script>
<script src="//wildrootwellness.com.au/cdn/shop/t/12/assets/global.js?v=149496944046504657681705040113" defer="defer"></script>
<link href="//wildrootwellness.com.au/cdn/shop/t/12/assets/base.css?v=165191016556652226921705040112" rel="stylesheet" type="text/css" media="all">
<script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.start');</script>
<meta name="shopify-checkout-api-token" content="3f9b1e6a7c2d4085b1e9f3a2c7d60e14">
<meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/58214470731/digital_wallets/dialog">
<script id="shopify-features" type="application/json">{"accessToken":"3f9b1e6a7c2d4085b1e9f3a2c7d60e14","betas":["rich-media-storefront-analytics"],"domain":"wildrootwellness.com.au","predictiveSearch":true,"shopId":58214470731,"locale":"en"}</script>
<script>var Shopify = Shopify || {};Shopify.shop = "wildroot-wellness.myshopify.com";Shopify.locale = "en";Shopify.currency = {"active":"AUD","rate":"1.0"};Shopify.country = "AU";Shopify.theme = {"name":"Dawn","id":136208973899,"schema_name":"Dawn","schema_version":"12.0.0","role":"main"};</script>
<script type="module">!function(o){(o.Shopify=o.Shopify||{}).modules=!0}(window);</script>
<script defer src="https://cdn.shopify.com/shopifycloud/perf-kit/shopify-perf-kit-1.0.1.min.js"></script>
<script integrity="sha256-52AcMU7V7pcBOXWImdc/TAGTFKeNjmkeM1Pvks/DTgc=" defer="defer" src="https://cdn.shopify.com/shopifycloud/storefront/assets/storefront/load_feature-81c60534.js" crossorigin="anonymous"></script>
<script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.end');</script>
<script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=XkT4pQ"></script>
<script src="https://cdn.judge.me/widget_preloader.js" defer></script>
</head>
<body class="gradient template-${template}">
<a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>
<div class="announcement-bar" role="region" aria-label="Announcement"><p class="announcement-bar__message">Free shipping on orders over $80 Australia-wide</p></div>
<header class="header header--middle-left page-width">
  <a href="/" class="header__heading-link link"><img src="//wildrootwellness.com.au/cdn/shop/files/wildroot-logo.png?v=1682311042&amp;width=200" alt="Wildroot Wellness" width="200" height="58" class="header__heading-logo"></a>
  <nav class="header__inline-menu">
    <ul class="list-menu list-menu--inline" role="list">
      <li><a href="/collections/all" class="header__menu-item list-menu__item link">Shop</a></li>
      <li><a href="/pages/our-story" class="header__menu-item list-menu__item link">Our story</a></li>
      <li><a href="/pages/stockists" class="header__menu-item list-menu__item link">Stockists</a></li>
      <li><a href="/blogs/journal" class="header__menu-item list-menu__item link">Journal</a></li>
      <li><a href="/pages/contact" class="header__menu-item list-menu__item link">Contact</a></li>
    </ul>
  </nav>
  <div class="header__icons"><a href="/account/login" class="header__icon link">Log in</a><a href="/cart" class="header__icon header__icon--cart link" id="cart-icon-bubble">Cart</a></div>
</header>
<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
${body}
</main>
<footer class="footer color-scheme-2 gradient">
  <div class="footer__content-top page-width">
    <div class="footer-block"><h2 class="footer-block__heading">Help</h2><ul class="footer-block__details-content list-unstyled">
      <li><a href="/pages/faq" class="link list-menu__item--link">FAQ</a></li><li><a href="/policies/shipping-policy" class="link list-menu__item--link">Shipping</a></li>
      <li><a href="/pages/wholesale" class="link list-menu__item--link">Wholesale enquiries</a></li><li><a href="/pages/affiliates" class="link list-menu__item--link">Affiliate program</a></li></ul></div>
    <div class="footer-block"><h2 class="footer-block__heading">Join the Wildroot circle</h2><p>10% off your first order when you sign up.</p>
      <form method="post" action="/contact#contact_form" id="contact_form" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer"><input type="email" name="contact[email]" placeholder="Email"><button type="submit">Subscribe</button></form></div>
  </div>
  <div class="footer__content-bottom page-width">
    <ul class="list-unstyled list-social footer__list-social" role="list">
      <li class="list-social__item"><a href="https://www.instagram.com/wildrootwellness" class="link list-social__link">Instagram</a></li>
      <li class="list-social__item"><a href="https://www.tiktok.com/@wildrootwellness" class="link list-social__link">TikTok</a></li>
      <li class="list-social__item"><a href="https://www.facebook.com/wildrootwellnessau" class="link list-social__link">Facebook</a></li>
    </ul>
    <div class="footer__payment"><span class="visually-hidden">Payment methods</span><ul class="list list-payment" role="list">
      <li class="list-payment__item"><img src="//wildrootwellness.com.au/cdn/shop/files/pay-visa.svg" alt="Visa" width="38" height="24"></li>
      <li class="list-payment__item"><img src="//wildrootwellness.com.au/cdn/shop/files/pay-mastercard.svg" alt="Mastercard" width="38" height="24"></li>
      <li class="list-payment__item"><img src="//wildrootwellness.com.au/cdn/shop/files/pay-amex.svg" alt="American Express" width="38" height="24"></li>
      <li class="list-payment__item"><img src="//wildrootwellness.com.au/cdn/shop/files/pay-afterpay.svg" alt="Afterpay" width="38" height="24"></li>
      <li class="list-payment__item"><img src="//wildrootwellness.com.au/cdn/shop/files/pay-shop.svg" alt="Shop Pay" width="38" height="24"></li>
    </ul></div>
    <p class="copyright__content">&copy; 2024, Wildroot Wellness Pty Ltd. ABN 41 622 918 305. We acknowledge the Bundjalung people, Traditional Custodians of the land on which we grow and make our blends.</p>
  </div>
</footer>
</body>
</html>`;
}

function stockist(name: string, address: string, href: string): string {
  return `<li class="stockist"><h4 class="stockist__name"><a href="${href}" target="_blank" rel="noopener">${name}</a></h4><p class="stockist__address">${address}</p></li>`;
}

const stockists1 = page(
  'Stockists',
  '/pages/stockists',
  'page.stockists',
  `<div class="page-width page-width--narrow section-template--stockists-padding">
<h1 class="main-page-title page-title h0">Stockists</h1>
<div class="rte">
<p>Find Wildroot on the shelf at these independent health food stores, pharmacies and practitioners. Stock levels vary, so we recommend calling ahead.</p>
<p><strong>Want to stock Wildroot?</strong> Visit our <a href="/pages/wholesale">wholesale page</a>.</p>
<h2>New South Wales</h2>
<ul class="stockist-list">
${stockist('Bondi Organic Pharmacy', '112 Curlewis St, Bondi Beach NSW 2026', 'https://www.bondiorganicpharmacy.com.au')}
${stockist('Byron Naturals', '3/27 Jonson St, Byron Bay NSW 2481', 'https://byronnaturals.com.au')}
${stockist('Greenleaf Health Foods', 'Shop 14, Marketown, Newcastle West NSW 2302', 'https://www.greenleafhealthfoods.com.au')}
${stockist('Mullumbimby Wholefoods Co-op', '55 Stuart St, Mullumbimby NSW 2482', 'https://mullumwholefoods.org.au')}
</ul>
<h2>Queensland</h2>
<ul class="stockist-list">
${stockist('The Wholefood Pantry', '88 James St, Fortitude Valley QLD 4006', 'https://www.wholefoodpantry.com.au')}
${stockist('Noosa Naturopathic Clinic', '2/9 Sunshine Beach Rd, Noosa Heads QLD 4567', 'https://noosanaturopathic.com.au')}
</ul>
<h2>ACT</h2>
<ul class="stockist-list">
${stockist('Canberra Herbal Dispensary', '21 Lonsdale St, Braddon ACT 2612', 'https://www.canberraherbal.com.au')}
</ul>
</div>
<nav class="pagination-wrapper" aria-label="Stockist pages"><ul class="pagination__list list-unstyled" role="list">
<li><span class="pagination__item pagination__item--current" aria-current="page">NSW, QLD &amp; ACT</span></li>
<li><a href="/pages/stockists-vic-sa-wa-tas" class="pagination__item link">VIC, SA, WA, TAS &amp; online</a></li>
<li><a href="/pages/stockists-vic-sa-wa-tas" class="pagination__item pagination__item--prev" aria-label="Next page">Next &rarr;</a></li>
</ul></nav>
</div>`,
);

const stockists2 = page(
  'Stockists – VIC, SA, WA, TAS & online',
  '/pages/stockists-vic-sa-wa-tas',
  'page.stockists',
  `<div class="page-width page-width--narrow section-template--stockists-padding">
<h1 class="main-page-title page-title h0">Stockists</h1>
<div class="rte">
<h2>Victoria</h2>
<ul class="stockist-list">
${stockist('Fitzroy Apothecary', '241 Gertrude St, Fitzroy VIC 3065', 'https://www.fitzroyapothecary.com.au')}
${stockist('Sprout &amp; Seed Organics', '17 Pakington St, Geelong West VIC 3218', 'https://sproutandseed.com.au')}
</ul>
<h2>South Australia</h2>
<ul class="stockist-list">
${stockist('Adelaide Hills Health Hub', '60 Mount Barker Rd, Hahndorf SA 5245', 'https://www.adelaidehillshealthhub.com.au')}
</ul>
<h2>Western Australia</h2>
<ul class="stockist-list">
${stockist('Perth Wellness Co', '410 Hay St, Subiaco WA 6008', 'https://perthwellnessco.com.au')}
</ul>
<h2>Tasmania</h2>
<ul class="stockist-list">
${stockist('Salamanca Wholefoods', '12 Salamanca Sq, Hobart TAS 7000', 'https://www.salamancawholefoods.com.au')}
</ul>
<h2>Online stockists</h2>
<ul class="stockist-list">
${stockist('PureBasket', 'Ships Australia-wide', 'https://www.purebasket.com.au/collections/wildroot-wellness')}
${stockist('iHerb', 'Ships internationally', 'https://au.iherb.com/c/wildroot-wellness')}
</ul>
</div>
<nav class="pagination-wrapper" aria-label="Stockist pages"><ul class="pagination__list list-unstyled" role="list">
<li><a href="/pages/stockists" class="pagination__item link">NSW, QLD &amp; ACT</a></li>
<li><span class="pagination__item pagination__item--current" aria-current="page">VIC, SA, WA, TAS &amp; online</span></li>
</ul></nav>
</div>`,
);

const ourStory = page(
  'Our story',
  '/pages/our-story',
  'page',
  `<div class="page-width page-width--narrow">
<h1 class="main-page-title page-title h0">Our story</h1>
<div class="rte">
<p>Wildroot started in 2017 at a farmers market stall in Bangalow, where naturopath Mia Corrigan sold her first batch of turmeric and ashwagandha latte blend.
Today we grow a third of our herbs on our own farm and source the rest from certified organic Australian growers.</p>
<h2>Regenerative from the ground up</h2>
<p>Since 2021 we've partnered with the <a href="https://www.regenfarmers.org.au" target="_blank" rel="noopener">Regen Farmers Collective</a> to help our growers transition to regenerative practices,
funding soil testing and cover-crop trials on six farms in the Northern Rivers.</p>
<h2>Certified</h2>
<p>Wildroot is a <a href="https://www.bcorporation.net/en-us/find-a-b-corp/company/wildroot-wellness" target="_blank" rel="noopener">Certified B Corporation</a>, a member of
<a href="https://www.onepercentfortheplanet.org" target="_blank" rel="noopener">1% for the Planet</a>, and our blends are certified organic by <a href="https://www.aco.net.au" target="_blank" rel="noopener">Australian Certified Organic</a>.</p>
<h2>As seen in</h2>
<p><a href="https://www.vogue.com.au/beauty/wellness/best-adaptogen-blends/image-gallery/8f31c2a7b" target="_blank" rel="noopener">Vogue Australia</a> &middot;
<a href="https://www.bodyandsoul.com.au/nutrition/wildroot-latte-review" target="_blank" rel="noopener">body+soul</a></p>
<h2>Meet our ambassadors</h2>
<p>Yoga teacher <a href="https://www.instagram.com/ella.moves" target="_blank" rel="noopener">@ella.moves</a> and ultra-runner <a href="https://www.instagram.com/jackruns_far" target="_blank" rel="noopener">@jackruns_far</a> fuel their days with Wildroot.</p>
</div>
</div>`,
);

const home = page(
  'Organic herbal blends & adaptogens',
  '/',
  'index',
  `<div class="banner banner--large"><div class="banner__content page-width"><h2 class="banner__heading h0">Rooted in nature. Backed by tradition.</h2>
<p>Certified organic herbal blends, grown and made in the Byron hinterland.</p><a href="/collections/all" class="button button--primary">Shop the range</a></div></div>
<div class="page-width collection"><h2 class="title">Best sellers</h2><ul class="grid product-grid" role="list">
<li class="grid__item"><a href="/products/golden-root-latte" class="full-unstyled-link">Golden Root Latte</a><span class="price">$34.95</span></li>
<li class="grid__item"><a href="/products/calm-adaptogen-blend" class="full-unstyled-link">Calm Adaptogen Blend</a><span class="price">$42.00</span></li>
<li class="grid__item"><a href="/products/gut-restore-tea" class="full-unstyled-link">Gut Restore Tea</a><span class="price">$24.95</span></li></ul></div>
<div class="page-width"><h2>4.9 stars from 2,300+ reviews</h2><div class="jdgm-carousel-wrapper" data-widget-id="judgeme-carousel"></div></div>
<div class="page-width"><p>Prefer to shop in person? <a href="/pages/stockists">Find a stockist near you</a>.</p></div>`,
);

const contact = page(
  'Contact',
  '/pages/contact',
  'page.contact',
  `<div class="page-width page-width--narrow"><h1 class="main-page-title page-title h0">Contact</h1>
<div class="rte"><p>Questions about an order or a blend? Email hello@wildrootwellness.com.au or use the form below. We reply within one business day.</p>
<p>Practitioners and retailers: see our <a href="/pages/stockists">stockist list</a> or email wholesale@wildrootwellness.com.au.</p></div>
<form method="post" action="/contact#ContactForm" id="ContactForm" accept-charset="UTF-8" class="contact-form"><input type="hidden" name="form_type" value="contact">
<input type="text" name="contact[Name]" placeholder="Name"><input type="email" name="contact[email]" placeholder="Email"><textarea name="contact[Comment]" placeholder="Comment"></textarea><button type="submit" class="button">Send</button></form></div>`,
);

export const site: CorpusSite = {
  domain: 'wildrootwellness.com.au',
  covers:
    'Shopify Dawn (en-AU): retail stockists (health food stores, pharmacies, practitioners, online retailers -> channel) by state split over two pages linked by pagination, regenerative-farming partner in about-page prose (generic); B Corp, 1% for the Planet, ACO certification, press, Instagram ambassadors, review widget, payment icons, affiliate sign-up and social links are not partners',
  pages: {
    '/': { headers, html: home },
    '/pages/stockists': { headers, html: stockists1 },
    '/pages/stockists-vic-sa-wa-tas': { headers, html: stockists2 },
    '/pages/our-story': { headers, html: ourStory },
    '/pages/contact': { headers, html: contact },
  },
  sitemap: ['/', '/pages/stockists', '/pages/stockists-vic-sa-wa-tas', '/pages/our-story', '/pages/contact'],
  technologies: ['shopify', 'klaviyo', 'judge-me', 'cloudflare', 'open-graph', 'cart-functionality'],
  partners: {
    'bondiorganicpharmacy.com.au': 'channel',
    'byronnaturals.com.au': 'channel',
    'greenleafhealthfoods.com.au': 'channel',
    'mullumwholefoods.org.au': 'channel',
    'wholefoodpantry.com.au': 'channel',
    'noosanaturopathic.com.au': 'channel',
    'canberraherbal.com.au': 'channel',
    'fitzroyapothecary.com.au': 'channel',
    'sproutandseed.com.au': 'channel',
    'adelaidehillshealthhub.com.au': 'channel',
    'perthwellnessco.com.au': 'channel',
    'salamancawholefoods.com.au': 'channel',
    'purebasket.com.au': 'channel',
    'iherb.com': 'channel',
    'regenfarmers.org.au': 'generic',
  },
};
