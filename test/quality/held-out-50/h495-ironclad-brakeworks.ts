import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, path: string, desc: string) => `<!doctype html>
<html class="no-js" lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="canonical" href="https://ironclad-brakeworks.com${path}">
<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
<title>${title}</title>
<meta name="description" content="${desc}">
<meta property="og:site_name" content="Ironclad Brakeworks">
<meta property="og:url" content="https://ironclad-brakeworks.com${path}">
<meta property="og:title" content="${title}">
<meta property="og:type" content="website">
<meta property="og:description" content="${desc}">
<meta name="twitter:card" content="summary_large_image">
<script src="//ironclad-brakeworks.com/cdn/shop/t/12/assets/constants.js?v=58251544750838685771709160512" defer="defer"></script>
<script src="//ironclad-brakeworks.com/cdn/shop/t/12/assets/global.js?v=149496944046504657681709160512" defer="defer"></script>
<meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/61234567890/digital_wallets/dialog">
<meta name="shopify-checkout-api-token" content="3c4b2a1f0e9d8c7b6a5f4e3d2c1b0a9f">
<script async="async" src="/checkouts/internal/preloads.js?locale=en-US"></script>
<script id="shopify-features" type="application/json">{"accessToken":"3c4b2a1f0e9d8c7b6a5f4e3d2c1b0a9f","betas":["rich-media-storefront-analytics"],"domain":"ironclad-brakeworks.com","predictiveSearch":true,"shopId":61234567890,"locale":"en"}</script>
<script>var Shopify = Shopify || {};Shopify.shop = "ironclad-brakeworks.myshopify.com";Shopify.locale = "en";Shopify.currency = {"active":"USD","rate":"1.0"};Shopify.country = "US";Shopify.theme = {"name":"Dawn","id":132456789012,"schema_name":"Dawn","schema_version":"13.0.1","theme_store_id":887,"role":"main"};</script>
<script type="module" defer="defer" src="//ironclad-brakeworks.com/cdn/shopifycloud/shopify/assets/storefront/load_feature-5c7e6f8b.js"></script>
<script src="https://cdn.shopify.com/extensions/8d4b1c2a-9e3f-4a5b-b6c7-0d1e2f3a4b5c/klaviyo-email-marketing-44/assets/onsite.js" defer></script>
<script async type="text/javascript" src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=XyZ9kQ"></script>
<link href="//ironclad-brakeworks.com/cdn/shop/t/12/assets/base.css?v=165191016556652226921709160512" rel="stylesheet" type="text/css" media="all">
</head>
<body class="gradient">
<a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>
<div class="announcement-bar"><p>Free shipping on orders over $99 in the continental US</p></div>
<header class="header header--middle-left page-width">
  <a href="/" class="header__heading-link"><img src="//ironclad-brakeworks.com/cdn/shop/files/ironclad-logo.png?v=1690000000&amp;width=200" alt="Ironclad Brakeworks" width="200" height="48"></a>
  <nav class="header__inline-menu">
    <ul class="list-menu list-menu--inline">
      <li><a href="/collections/brake-pads" class="header__menu-item">Brake Pads</a></li>
      <li><a href="/collections/rotors" class="header__menu-item">Rotors</a></li>
      <li><a href="/collections/big-brake-kits" class="header__menu-item">Big Brake Kits</a></li>
      <li><a href="/pages/where-to-buy" class="header__menu-item">Where to Buy</a></li>
      <li><a href="/pages/about-us" class="header__menu-item">About</a></li>
      <li><a href="/pages/contact" class="header__menu-item">Contact</a></li>
    </ul>
  </nav>
  <a href="/cart" class="header__icon header__icon--cart" id="cart-icon-bubble">Cart</a>
</header>
<main id="MainContent" class="content-for-layout" role="main">
`;

const footer = `
</main>
<footer class="footer color-scheme-2">
  <div class="footer__content-top page-width">
    <div class="footer-block"><h2 class="footer-block__heading">Shop</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/collections/brake-pads" class="link">Brake Pads</a></li><li><a href="/collections/rotors" class="link">Rotors</a></li><li><a href="/pages/warranty" class="link">Warranty</a></li><li><a href="/pages/where-to-buy" class="link">Dealer Locator</a></li></ul></div>
    <div class="footer-block"><h2 class="footer-block__heading">Company</h2><p>Ironclad Brakeworks, 2210 Industrial Blvd, Mooresville, NC 28115 · Made in USA since 1996</p><p>Proud member of <a href="https://www.sema.org/" target="_blank" rel="noopener">SEMA</a> · IATF 16949 certified</p></div>
    <div class="footer-block footer-block--newsletter"><h2 class="footer-block__heading">Join the pit crew</h2><form method="post" action="/contact#contact_form" id="ContactFooter" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer"><input id="NewsletterForm--footer" type="email" name="contact[email]" class="field__input" placeholder="Email"><button type="submit" class="newsletter-form__button">Subscribe</button></form></div>
  </div>
  <ul class="footer__list-social list-unstyled list-social">
    <li class="list-social__item"><a href="https://www.instagram.com/ironcladbrakes" class="link list-social__link">Instagram</a></li>
    <li class="list-social__item"><a href="https://www.youtube.com/@ironcladbrakeworks" class="link list-social__link">YouTube</a></li>
    <li class="list-social__item"><a href="https://www.facebook.com/ironcladbrakeworks" class="link list-social__link">Facebook</a></li>
  </ul>
  <div class="footer__payment">
    <span class="visually-hidden">Payment methods</span>
    <ul class="list list-payment" role="list">
      <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-american_express"><title id="pi-american_express">American Express</title><path fill="#000" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3Z" opacity=".07"/></svg></li>
      <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-apple_pay"><title id="pi-apple_pay">Apple Pay</title><path fill="#000" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3Z" opacity=".07"/></svg></li>
      <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-master"><title id="pi-master">Mastercard</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li>
      <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-paypal"><title id="pi-paypal">PayPal</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li>
      <li class="list-payment__item"><svg class="icon icon--full-color" xmlns="http://www.w3.org/2000/svg" role="img" viewBox="0 0 38 24" width="38" height="24" aria-labelledby="pi-shopify_pay"><title id="pi-shopify_pay">Shop Pay</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z" fill="#000"/></svg></li>
      <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-visa"><title id="pi-visa">Visa</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li>
    </ul>
  </div>
  <div class="footer__copyright"><small class="copyright__content">© 2024, <a href="/" title="">Ironclad Brakeworks</a></small><small class="copyright__content"><a href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore" target="_blank" rel="nofollow">Powered by Shopify</a></small></div>
</footer>
<script src="https://cdn.shopify.com/shopifycloud/shopify_pay/storefront-80e528be853eac23af2454534897ca9536b1d3d04aa043b042f34879a3c111c8.js?v=20220906" async></script>
</body>
</html>`;

const home = `${head('Ironclad Brakeworks – Performance Brake Pads & Rotors, Made in USA', '/', 'Street, track and towing brake pads and rotors engineered and built in Mooresville, North Carolina.')}
<section class="banner"><h1>Stop harder. Fade never.</h1><p>Performance brake pads, rotors and big brake kits engineered in the heart of NASCAR country.</p><a href="/collections/big-brake-kits" class="button">Shop Big Brake Kits</a></section>
<section class="featured-collection page-width"><h2>Best sellers</h2><ul class="grid product-grid"><li class="grid__item"><a href="/products/ic-street-pro-ceramic-pads">Street Pro Ceramic Pads – from $64.95</a></li><li class="grid__item"><a href="/products/ic-track-r-pads">Track-R Endurance Pads – from $189.00</a></li><li class="grid__item"><a href="/products/ic-slotted-rotor-pair">Slotted Rotor Pair – from $219.00</a></li></ul></section>
<section class="multicolumn page-width"><h2>Built for the track</h2><p>Ironclad is the official brake sponsor of <a href="https://www.bluelinemotorsport.com/" target="_blank" rel="noopener">Blue Line Motorsport</a> in the SRO GT America series and sponsors the <a href="https://www.carolinatimeattack.com/" target="_blank" rel="noopener">Carolina Time Attack</a> season finale.</p></section>
<section class="press page-width"><h2>As seen in</h2><a href="https://www.motortrend.com/how-to/best-performance-brake-pads-tested/" target="_blank" rel="noopener"><img src="//ironclad-brakeworks.com/cdn/shop/files/motortrend.png" alt="MotorTrend"></a><a href="https://www.hotrod.com/articles/ironclad-big-brake-kit-install/" target="_blank" rel="noopener"><img src="//ironclad-brakeworks.com/cdn/shop/files/hotrod.png" alt="Hot Rod"></a></section>
${footer}`;

const dist = (name: string, url: string, region: string, phone: string) =>
  `<tr><td><a href="${url}" target="_blank" rel="noopener">${name}</a></td><td>${region}</td><td>${phone}</td></tr>`;

const whereToBuy = `${head('Where to Buy – Ironclad Brakeworks', '/pages/where-to-buy', 'Find an authorized Ironclad distributor, dealer or online retailer.')}
<div class="page-width page-width--narrow">
<h1 class="main-page-title">Where to Buy</h1>
<div class="rte">
<p>Ironclad products are sold directly on this site and through our network of authorized distributors and retailers. Buying from an authorized seller guarantees genuine parts and full warranty coverage.</p>
<h2>Authorized Warehouse Distributors</h2>
<table>
<thead><tr><th>Distributor</th><th>Territory</th><th>Phone</th></tr></thead>
<tbody>
${dist('Piedmont Performance Supply', 'https://www.piedmontperfsupply.com/', 'NC, SC, VA, GA', '(704) 555-0143')}
${dist('Great Lakes Speed Distributors', 'https://www.glspeeddist.com/', 'MI, OH, IN, IL, WI', '(616) 555-0188')}
${dist('Lone Star Aftermarket Warehouse', 'https://lonestaraftermarket.com/', 'TX, OK, LA, AR', '(972) 555-0110')}
${dist('Pacific Coast Motorsport Wholesale', 'https://www.pcmwholesale.com/', 'CA, OR, WA, NV, AZ', '(909) 555-0162')}
${dist('Maple Leaf Performance Parts', 'https://www.mapleleafperformance.ca/', 'Canada', '(905) 555-0125')}
</tbody>
</table>
<h2>Authorized Online Retailers</h2>
<ul>
<li><a href="https://www.partsrunnerdirect.com/brands/ironclad-brakeworks" target="_blank" rel="noopener">PartsRunner Direct</a></li>
<li><a href="https://www.trackdaygarage.com/ironclad" target="_blank" rel="noopener">Trackday Garage</a></li>
<li><a href="https://www.brakeshack.com/collections/ironclad" target="_blank" rel="noopener">The Brake Shack</a></li>
</ul>
<p>Want to become a dealer? <a href="/pages/contact">Apply for a dealer account</a>. Beware of unauthorized sellers on marketplaces – we cannot honor warranty claims for parts bought from them.</p>
</div>
</div>
${footer}`;

const about = `${head('About Us – Ironclad Brakeworks', '/pages/about-us', 'Family-owned brake manufacturer since 1996.')}
<div class="page-width page-width--narrow"><h1 class="main-page-title">About Ironclad</h1><div class="rte">
<p>Founded in 1996 by former crew chief Dale Whitaker, Ironclad Brakeworks designs, machines and tests every pad compound and rotor in our 60,000 sq ft facility in Mooresville, NC.</p>
<p>Our quality system is certified to IATF 16949 by <a href="https://www.nsf-isr.org/" target="_blank" rel="noopener">NSF-ISR</a>, and our pads meet the <a href="https://www.epa.gov/npdes/copper-free-brake-initiative" target="_blank" rel="noopener">Copper-Free Brake Initiative</a> LeafMark N requirements.</p>
<p>Where to find our parts: see <a href="/pages/where-to-buy">Where to Buy</a>.</p>
</div></div>
${footer}`;

const contact = `${head('Contact – Ironclad Brakeworks', '/pages/contact', 'Tech support, dealer applications and warranty.')}
<div class="page-width page-width--narrow"><h1 class="main-page-title">Contact</h1>
<p>Tech line: (704) 555-0190, Mon–Fri 8am–5pm ET</p>
<form method="post" action="/contact#ContactForm" id="ContactForm" accept-charset="UTF-8" class="isolate"><input type="hidden" name="form_type" value="contact"><input class="field__input" type="text" name="contact[Name]" placeholder="Name"><input class="field__input" type="email" name="contact[email]" placeholder="Email"><select name="contact[Topic]"><option>Tech question</option><option>Dealer application</option><option>Warranty</option></select><textarea class="text-area field__input" name="contact[Comment]"></textarea><button type="submit" class="button">Send</button></form>
</div>
${footer}`;

const h = {
  'content-type': 'text/html; charset=utf-8',
  'x-shopid': '61234567890',
  'x-shardid': '187',
  'set-cookie': '_shopify_y=9f1c2e3d-4b5a-4c6d-8e7f-0a1b2c3d4e5f; path=/; expires=Thu, 10 Apr 2025 12:00:00 GMT; SameSite=Lax',
  server: 'cloudflare',
  'cf-ray': '86a1b2c3d4e5f607-IAD',
};

export const site: CorpusSite = {
  domain: 'ironclad-brakeworks.com',
  covers:
    'US performance brake parts maker, English, Shopify (Dawn) + Klaviyo + Cloudflare; where-to-buy page with distributor table and online retailer list (channel); negatives: racing sponsorships, press logos, SEMA membership, IATF certifier, EPA initiative, payment icons incl. Shop Pay, Powered by Shopify, social',
  pages: {
    '/': { headers: h, html: home },
    '/pages/where-to-buy': { headers: h, html: whereToBuy },
    '/pages/about-us': { headers: h, html: about },
    '/pages/contact': { headers: h, html: contact },
  },
  sitemap: ['/', '/pages/where-to-buy', '/pages/about-us', '/pages/contact', '/collections/brake-pads'],
  technologies: [
    'shopify',
    'shop-pay',
    'cart-functionality',
    'american-express',
    'apple-pay',
    'mastercard',
    'paypal',
    'visa',
    'klaviyo',
    'cloudflare',
    'open-graph',
  ],
  partners: {
    'piedmontperfsupply.com': 'channel',
    'glspeeddist.com': 'channel',
    'lonestaraftermarket.com': 'channel',
    'pcmwholesale.com': 'channel',
    'mapleleafperformance.ca': 'channel',
    'partsrunnerdirect.com': 'channel',
    'trackdaygarage.com': 'channel',
    'brakeshack.com': 'channel',
  },
};
