import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, path: string, description: string, template: string) => `<!doctype html>
<html class="no-js" lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="theme-color" content="">
<link rel="canonical" href="https://tillgear.com.au${path}">
<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
<link rel="icon" type="image/png" href="//tillgear.com.au/cdn/shop/files/favicon.png?crop=center&height=32&v=1701234567&width=32">
<title>${title}</title>
<meta name="description" content="${description}">
<meta property="og:site_name" content="TillGear">
<meta property="og:url" content="https://tillgear.com.au${path}">
<meta property="og:title" content="${title}">
<meta property="og:type" content="website">
<meta property="og:description" content="${description}">
<meta property="og:image" content="http://tillgear.com.au/cdn/shop/files/tillgear-og.jpg?v=1701234567">
<meta name="twitter:card" content="summary_large_image">
<script src="//tillgear.com.au/cdn/shop/t/14/assets/constants.js?v=58251544750838685771712345678" defer="defer"></script>
<script src="//tillgear.com.au/cdn/shop/t/14/assets/pubsub.js?v=158357773527763999511712345678" defer="defer"></script>
<script src="//tillgear.com.au/cdn/shop/t/14/assets/global.js?v=141748307598768102811712345678" defer="defer"></script>
<meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/58312245678/digital_wallets/dialog">
<meta name="shopify-checkout-api-token" content="9b1f3e7c2a4d6f8e0c1b3a5d7f9e2c4b">
<script async="async" src="/checkouts/internal/preloads.js?locale=en-AU"></script>
<script id="shopify-features" type="application/json">{"accessToken":"9b1f3e7c2a4d6f8e0c1b3a5d7f9e2c4b","betas":["rich-media-storefront-analytics"],"domain":"tillgear.com.au","predictiveSearch":true,"shopId":58312245678,"locale":"en"}</script>
<script>var Shopify = Shopify || {};
Shopify.shop = "tillgear-au.myshopify.com";
Shopify.locale = "en";
Shopify.currency = {"active":"AUD","rate":"1.0"};
Shopify.country = "AU";
Shopify.theme = {"name":"Dawn","id":132456789012,"schema_name":"Dawn","schema_version":"13.0.1","theme_store_id":887,"role":"main"};</script>
<script async src="https://cdn.shopify.com/s/trekkie.storefront.7ef1d8b4a6c2e0f9d3b5a7c1e9f2d4b6a8c0e1f3.min.js"></script>
<link href="//tillgear.com.au/cdn/shop/t/14/assets/base.css?v=16534392784228263581712345678" rel="stylesheet" type="text/css" media="all">
<script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=TgR4kQ"></script>
</head>
<body class="gradient ${template}">
<a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>
<div id="shopify-section-sections--header" class="shopify-section shopify-section-group-header-group">
  <div class="announcement-bar" role="region" aria-label="Announcement"><p class="announcement-bar__message h5">Free shipping Australia-wide on orders over $299 · Pay later with Afterpay</p></div>
  <sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom">
    <header class="header header--middle-left header--mobile-center page-width header--has-menu">
      <a href="/" class="header__heading-link link link--text focus-inset"><img src="//tillgear.com.au/cdn/shop/files/tillgear-logo.png?v=1701234567&width=600" alt="TillGear" width="180" height="40" class="header__heading-logo"></a>
      <nav class="header__inline-menu">
        <ul class="list-menu list-menu--inline" role="list">
          <li><a href="/collections/pos-bundles" class="header__menu-item list-menu__item link link--text focus-inset"><span>POS bundles</span></a></li>
          <li><a href="/collections/receipt-printers" class="header__menu-item list-menu__item link link--text focus-inset"><span>Receipt printers</span></a></li>
          <li><a href="/collections/cash-drawers" class="header__menu-item list-menu__item link link--text focus-inset"><span>Cash drawers</span></a></li>
          <li><a href="/collections/scanners" class="header__menu-item list-menu__item link link--text focus-inset"><span>Scanners</span></a></li>
          <li><a href="/pages/software-partners" class="header__menu-item list-menu__item link link--text focus-inset"><span>Software partners</span></a></li>
          <li><a href="/pages/installers" class="header__menu-item list-menu__item link link--text focus-inset"><span>Find an installer</span></a></li>
        </ul>
      </nav>
      <div class="header__icons">
        <a href="/account/login" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">Log in</span></a>
        <a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Cart</span></a>
      </div>
    </header>
  </sticky-header>
</div>
<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
`;

const payIcons = ['visa', 'master', 'american_express', 'apple_pay', 'google_pay', 'shopify_pay', 'paypal', 'afterpay']
  .map(
    (p) =>
      `<li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-${p}"><title id="pi-${p}">${p.replace(/_/g, ' ')}</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"></path></svg></li>`,
  )
  .join('\n        ');

const foot = `</main>
<div id="shopify-section-sections--footer" class="shopify-section shopify-section-group-footer-group">
<footer class="footer color-scheme-1 gradient section-sections--footer-padding">
  <div class="footer__content-top page-width">
    <div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet">
      <div class="footer-block grid__item footer-block--menu">
        <h2 class="footer-block__heading inline-richtext">Shop</h2>
        <ul class="footer-block__details-content list-unstyled">
          <li><a href="/collections/pos-bundles" class="link link--text list-menu__item list-menu__item--link">POS bundles</a></li>
          <li><a href="/collections/receipt-printers" class="link link--text list-menu__item list-menu__item--link">Receipt printers</a></li>
          <li><a href="/collections/all" class="link link--text list-menu__item list-menu__item--link">All products</a></li>
        </ul>
      </div>
      <div class="footer-block grid__item footer-block--menu">
        <h2 class="footer-block__heading inline-richtext">Help</h2>
        <ul class="footer-block__details-content list-unstyled">
          <li><a href="/pages/about-us" class="link link--text list-menu__item list-menu__item--link">About us</a></li>
          <li><a href="/pages/software-partners" class="link link--text list-menu__item list-menu__item--link">Software partners</a></li>
          <li><a href="/pages/installers" class="link link--text list-menu__item list-menu__item--link">Installation partners</a></li>
          <li><a href="/pages/contact" class="link link--text list-menu__item list-menu__item--link">Contact</a></li>
          <li><a href="/policies/refund-policy" class="link link--text list-menu__item list-menu__item--link">Returns &amp; warranty</a></li>
        </ul>
      </div>
      <div class="footer-block grid__item">
        <h2 class="footer-block__heading inline-richtext">TillGear Pty Ltd</h2>
        <div class="footer-block__details-content rte"><p>Unit 4, 18 Parramatta Rd, Lidcombe NSW 2141<br>ABN 61 632 145 908<br>1300 845 543</p></div>
      </div>
    </div>
    <div class="footer-block--newsletter">
      <ul class="footer__list-social list-unstyled list-social" role="list">
        <li class="list-social__item"><a href="https://www.facebook.com/tillgearau" class="link list-social__link"><span class="visually-hidden">Facebook</span></a></li>
        <li class="list-social__item"><a href="https://www.instagram.com/tillgear.au" class="link list-social__link"><span class="visually-hidden">Instagram</span></a></li>
        <li class="list-social__item"><a href="https://www.youtube.com/@tillgear" class="link list-social__link"><span class="visually-hidden">YouTube</span></a></li>
      </ul>
    </div>
  </div>
  <div class="footer__content-bottom">
    <div class="footer__content-bottom-wrapper page-width">
      <div class="footer__column footer__column--info">
        <span class="visually-hidden">Payment methods</span>
        <ul class="list list-payment" role="list">
        ${payIcons}
        </ul>
      </div>
      <div class="footer__copyright caption"><small class="copyright__content">&copy; 2025, <a href="/" title="">TillGear</a></small><small class="copyright__content"><a href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore" rel="nofollow" target="_blank">Powered by Shopify</a></small></div>
    </div>
  </div>
</footer>
</div>
</body>
</html>`;

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8f4c3d2e1f0a9b8c-SYD',
  'cf-cache-status': 'DYNAMIC',
  'x-shopid': '58312245678',
  'x-shopify-stage': 'production',
  'powered-by': 'Shopify',
};

const home = `${head('TillGear | POS hardware for Australian cafés, shops and salons', '/', 'Receipt printers, cash drawers, scanners and complete POS bundles, tested with the POS software you use. Fast dispatch from Sydney.', 'template-index')}
<div id="shopify-section-template--index__image_banner" class="shopify-section section">
  <div class="banner banner--large">
    <div class="banner__content page-width">
      <div class="banner__box content-container color-scheme-1 gradient">
        <h2 class="banner__heading inline-richtext h0">POS hardware that just works</h2>
        <div class="banner__text rte"><p>Every bundle is tested with Shopify POS, Square, Lightspeed and more. Order by 2pm for same-day dispatch from Sydney.</p></div>
        <div class="banner__buttons"><a href="/collections/pos-bundles" class="button button--primary">Shop POS bundles</a></div>
      </div>
    </div>
  </div>
</div>
<div id="shopify-section-template--index__featured_collection" class="shopify-section section">
  <div class="collection page-width">
    <h2 class="title inline-richtext h2">Best sellers</h2>
    <ul class="grid product-grid contains-card--product grid--4-col-desktop" role="list">
      <li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/cafe-pos-bundle-ipad" class="full-unstyled-link">Café POS Bundle for iPad</a><div class="price"><span class="price-item price-item--regular">$899.00 AUD</span></div></div></li>
      <li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/80mm-thermal-receipt-printer-lan" class="full-unstyled-link">80mm Thermal Receipt Printer (LAN + USB)</a><div class="price"><span class="price-item price-item--regular">$329.00 AUD</span></div></div></li>
      <li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/heavy-duty-cash-drawer" class="full-unstyled-link">Heavy Duty Cash Drawer 5 Note / 8 Coin</a><div class="price"><span class="price-item price-item--regular">$169.00 AUD</span></div></div></li>
      <li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/2d-bluetooth-barcode-scanner" class="full-unstyled-link">2D Bluetooth Barcode Scanner</a><div class="price"><span class="price-item price-item--regular">$149.00 AUD</span></div></div></li>
    </ul>
  </div>
</div>
<div id="shopify-section-template--index__testimonials" class="shopify-section section">
  <div class="page-width multicolumn">
    <h2 class="title inline-richtext h2">Trusted by 2,500+ Aussie businesses</h2>
    <ul class="multicolumn-list contains-content-container grid grid--3-col-desktop" role="list">
      <li class="multicolumn-list__item grid__item"><div class="multicolumn-card__info"><p>“Set up our whole café in an afternoon.” – Jess, <a href="https://www.thelittleroastery.com.au/" target="_blank">The Little Roastery</a>, Newtown</p></div></li>
      <li class="multicolumn-list__item grid__item"><div class="multicolumn-card__info"><p>“Printer hasn't missed a docket in two years.” – Marco, Bar Milano, Fremantle</p></div></li>
      <li class="multicolumn-list__item grid__item"><div class="multicolumn-card__info"><p>“Great advice on which scanner works with Lightspeed.” – Priya, Fernwood Gifts, Hobart</p></div></li>
    </ul>
    <p class="center"><a href="https://au.trustpilot.com/review/tillgear.com.au" target="_blank">Rated 4.8/5 on Trustpilot</a></p>
  </div>
</div>
${foot}`;

const software = `${head('Software partners | TillGear', '/pages/software-partners', 'Our hardware is tested and certified with these point-of-sale software partners.', 'template-page')}
<div class="page-width page-width--narrow section-template--page-padding">
  <h1 class="main-page-title page-title h0">Software partners</h1>
  <div class="rte">
    <p>We work closely with the POS software companies below to test and certify our hardware. If you buy a bundle for one of these systems, it will connect out of the box, and our support team is trained on each platform.</p>
    <h2>Shopify POS</h2>
    <p>Our iPad bundles, Star receipt printers and Socket scanners are fully supported by <a href="https://www.shopify.com/au/pos" target="_blank">Shopify POS</a>. Ideal for retailers who also sell online.</p>
    <h2>Square</h2>
    <p>Compatible printers, cash drawers and kitchen printers for <a href="https://squareup.com/au/en/point-of-sale" target="_blank">Square Point of Sale</a> and Square for Restaurants.</p>
    <h2>Lightspeed</h2>
    <p>Certified hardware kits for <a href="https://www.lightspeedhq.com.au/" target="_blank">Lightspeed Retail and Restaurant</a>.</p>
    <h2>HospoTill</h2>
    <p>Australian-made hospitality POS for cafés and bars. Our kitchen display and printer bundles are built with <a href="https://hospotill.com.au/" target="_blank">HospoTill</a>.</p>
    <h2>Brewline POS</h2>
    <p>Taproom and brewery POS; we supply their recommended <a href="https://www.brewlinepos.com.au/hardware" target="_blank">hardware kits</a>.</p>
    <p><em>Using different software? <a href="/pages/contact">Ask us</a> – most ESC/POS printers work with any modern POS.</em></p>
  </div>
</div>
${foot}`;

const inst = (state: string, name: string, url: string, area: string) =>
  `<tr><td>${state}</td><td><a href="${url}" target="_blank">${name}</a></td><td>${area}</td></tr>`;

const installers = `${head('Find an installer | TillGear', '/pages/installers', 'Certified TillGear installation partners around Australia.', 'template-page')}
<div class="page-width page-width--narrow section-template--page-padding">
  <h1 class="main-page-title page-title h0">Find an installer</h1>
  <div class="rte">
    <p>Want someone to set it all up for you? Our certified installation partners will deliver, install and configure your TillGear hardware on site, and train your staff. Book directly with them; mention your TillGear order number.</p>
    <table>
      <thead><tr><th>State</th><th>Installation partner</th><th>Service area</th></tr></thead>
      <tbody>
        ${inst('NSW', 'Sydney POS Installs', 'https://www.sydneyposinstalls.com.au/', 'Greater Sydney, Central Coast, Wollongong')}
        ${inst('VIC', 'Melbourne Retail Tech', 'https://melbourneretailtech.com.au/', 'Melbourne metro and Geelong')}
        ${inst('QLD', 'Brisbane Till Co', 'https://www.brisbanetill.com.au/', 'Brisbane, Gold Coast, Sunshine Coast')}
        ${inst('WA', 'Perth POS Solutions', 'https://perthpossolutions.com.au/', 'Perth metro')}
        ${inst('SA', 'Adelaide Hospitality Systems', 'https://www.adelaidehospsystems.com.au/', 'Adelaide and Barossa')}
      </tbody>
    </table>
    <p>Are you an IT or POS installer? <a href="/pages/contact">Apply to become a TillGear installation partner</a>.</p>
  </div>
</div>
${foot}`;

const about = `${head('About us | TillGear', '/pages/about-us', 'TillGear is a family-run POS hardware supplier based in Sydney.', 'template-page')}
<div class="page-width page-width--narrow section-template--page-padding">
  <h1 class="main-page-title page-title h0">About TillGear</h1>
  <div class="rte">
    <p>TillGear started in 2016 in a Lidcombe garage, when Daniel and Mei Tran couldn't find a receipt printer that reliably worked with their café's iPad. Today we ship POS hardware to more than 2,500 businesses across Australia and New Zealand from our Sydney warehouse.</p>
    <p>We're a member of the <a href="https://www.retail.org.au/" target="_blank">Australian Retailers Association</a>, and every year we sponsor the <a href="https://www.westsydneycafeawards.com.au/" target="_blank">Western Sydney Café Awards</a>.</p>
    <p>Every product comes with a 2-year Australian warranty and free phone support.</p>
  </div>
</div>
${foot}`;

const collection = `${head('Receipt printers | TillGear', '/collections/receipt-printers', 'Thermal receipt printers and kitchen printers for every POS.', 'template-collection')}
<div class="collection-hero"><div class="collection-hero__inner page-width"><h1 class="collection-hero__title">Receipt printers</h1></div></div>
<div class="page-width">
  <ul id="product-grid" class="grid product-grid grid--4-col-desktop" role="list">
    <li class="grid__item"><a href="/products/80mm-thermal-receipt-printer-lan">80mm Thermal Receipt Printer (LAN + USB)</a> <span class="price-item">$329.00 AUD</span></li>
    <li class="grid__item"><a href="/products/bluetooth-receipt-printer-ipad">Bluetooth Receipt Printer for iPad</a> <span class="price-item">$389.00 AUD</span></li>
    <li class="grid__item"><a href="/products/impact-kitchen-printer">Impact Kitchen Printer</a> <span class="price-item">$449.00 AUD</span></li>
    <li class="grid__item"><a href="/products/thermal-paper-rolls-80x80-24pk">Thermal Paper Rolls 80×80 (24 pack)</a> <span class="price-item">$39.00 AUD</span></li>
  </ul>
</div>
${foot}`;

export const site: CorpusSite = {
  domain: 'tillgear.com.au',
  covers:
    'Australian English Shopify (Dawn) POS hardware store: software partners as headings with links inside rich text (technology), certified installers in a table (channel); negatives: Shopify payment icons, Powered by Shopify footer link (same domain as the Shopify POS partner), testimonial customer link, Trustpilot, ARA membership, awards sponsorship, social links, product collection',
  pages: {
    '/': { headers, html: home },
    '/pages/software-partners': { headers, html: software },
    '/pages/installers': { headers, html: installers },
    '/pages/about-us': { headers, html: about },
    '/collections/receipt-printers': { headers, html: collection },
  },
  sitemap: ['/', '/pages/software-partners', '/pages/installers', '/pages/about-us', '/collections/receipt-printers'],
  technologies: [
    'american-express',
    'apple-pay',
    'cart-functionality',
    'cloudflare',
    'google-pay',
    'klaviyo',
    'mastercard',
    'open-graph',
    'paypal',
    'shop-pay',
    'shopify',
    'visa',
  ],
  partners: {
    'shopify.com': 'technology',
    'squareup.com': 'technology',
    'lightspeedhq.com.au': 'technology',
    'hospotill.com.au': 'technology',
    'brewlinepos.com.au': 'technology',
    'sydneyposinstalls.com.au': 'channel',
    'melbourneretailtech.com.au': 'channel',
    'brisbanetill.com.au': 'channel',
    'perthpossolutions.com.au': 'channel',
    'adelaidehospsystems.com.au': 'channel',
  },
};
