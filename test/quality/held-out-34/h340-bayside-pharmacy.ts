import type { CorpusSite } from '../corpus/types.js';

const headers = {
  server: 'cloudflare',
  'cf-ray': '8f4b1e7c2a9d3f50-SYD',
  'cf-cache-status': 'DYNAMIC',
  'content-type': 'text/html; charset=utf-8',
  'x-shopid': '61873920147',
  'x-shopify-stage': 'production',
  'x-sorting-hat-podid': '212',
  'set-cookie':
    '_shopify_y=7c1e4b2a-93d0-4f5e-8a61-2b3c4d5e6f70; path=/; expires=Fri, 19 Feb 2027 01:02:03 GMT; domain=baysidepharmacy.com.au; SameSite=Lax',
};

const cdn = '//baysidepharmacy.com.au/cdn/shop/t/14/assets';

const head = (title: string, description: string, path: string): string => `<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="theme-color" content="">
<link rel="canonical" href="https://baysidepharmacy.com.au${path}">
<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
<link rel="icon" type="image/png" href="${cdn}/../files/favicon_32x32.png?v=1712345678">
<title>${title}</title>
<meta name="description" content="${description}">
<meta property="og:site_name" content="Bayside Pharmacy Group">
<meta property="og:url" content="https://baysidepharmacy.com.au${path}">
<meta property="og:title" content="${title}">
<meta property="og:type" content="website">
<meta property="og:description" content="${description}">
<meta name="twitter:card" content="summary_large_image">
<script src="${cdn}/constants.js?v=132983761750457495441712345678" defer="defer"></script>
<script src="${cdn}/pubsub.js?v=158357773527763999511712345678" defer="defer"></script>
<script src="${cdn}/global.js?v=88558128918567037191712345678" defer="defer"></script>
<meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/61873920147/digital_wallets/dialog">
<meta name="shopify-checkout-api-token" content="4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c">
<script id="shopify-features" type="application/json">{"accessToken":"4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c","betas":["rich-media-storefront-analytics"],"domain":"baysidepharmacy.com.au","predictiveSearch":true,"shopId":61873920147,"locale":"en"}</script>
<script>var Shopify = Shopify || {};Shopify.shop = "bayside-pharmacy-group.myshopify.com";Shopify.locale = "en";Shopify.currency = {"active":"AUD","rate":"1.0"};Shopify.country = "AU";Shopify.theme = {"name":"Dawn – Bayside 2025","id":141234567890,"schema_name":"Dawn","schema_version":"15.2.0","role":"main"};</script>
<script async src="https://cdn.shopify.com/s/files/1/0618/7392/0147/t/14/assets/bayside-custom.js?v=1712345678"></script>
<script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=XkQ7pT"></script>
<link href="${cdn}/base.css?v=144968985024194912401712345678" rel="stylesheet" type="text/css" media="all">
</head>`;

const header = `<div id="shopify-section-sections--17894561234567__announcement-bar" class="shopify-section shopify-section-group-header-group announcement-bar-section"><div class="announcement-bar" role="region" aria-label="Announcement"><p class="announcement-bar__message h5">Free delivery on orders over $60 &middot; Send your eScript and collect in 1 hour</p></div></div>
<div id="shopify-section-sections--17894561234567__header" class="shopify-section shopify-section-group-header-group section-header"><sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom">
<header class="header header--middle-left header--mobile-center page-width header--has-menu header--has-account">
<a href="/" class="header__heading-link link link--text focus-inset"><img src="${cdn}/../files/bayside-logo.svg?v=1712345678" alt="Bayside Pharmacy Group" width="200" height="50" class="header__heading-logo"></a>
<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">
<li><a href="/collections/prescriptions" class="header__menu-item list-menu__item link link--text focus-inset"><span>Prescriptions</span></a></li>
<li><a href="/collections/vitamins-supplements" class="header__menu-item list-menu__item link link--text focus-inset"><span>Vitamins</span></a></li>
<li><a href="/collections/skincare" class="header__menu-item list-menu__item link link--text focus-inset"><span>Skincare</span></a></li>
<li><a href="/pages/services" class="header__menu-item list-menu__item link link--text focus-inset"><span>Health services</span></a></li>
<li><a href="/pages/store-locator" class="header__menu-item list-menu__item link link--text focus-inset"><span>Stores</span></a></li>
</ul></nav>
<div class="header__icons"><a href="/account/login" class="header__icon header__icon--account link focus-inset"><span class="visually-hidden">Log in</span></a><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Cart</span></a></div>
</header></sticky-header></div>`;

const payIcon = (id: string, label: string): string =>
  `<li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-${id}"><title id="pi-${id}">${label}</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li>`;

const footer = `<div id="shopify-section-sections--17894561234999__footer" class="shopify-section shopify-section-group-footer-group"><footer class="footer color-scheme-3 gradient section-sections--17894561234999__footer-padding">
<div class="footer__content-top page-width"><div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet">
<div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Shop</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/collections/all" class="link link--text list-menu__item list-menu__item--link">All products</a></li><li><a href="/collections/bayside-essentials" class="link link--text list-menu__item list-menu__item--link">Bayside Essentials range</a></li><li><a href="/pages/shipping" class="link link--text list-menu__item list-menu__item--link">Shipping &amp; returns</a></li></ul></div>
<div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">About</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/pages/about-us" class="link link--text list-menu__item list-menu__item--link">Our story</a></li><li><a href="/pages/our-partners" class="link link--text list-menu__item list-menu__item--link">Partners</a></li><li><a href="/blogs/health-hub" class="link link--text list-menu__item list-menu__item--link">Health hub</a></li><li><a href="https://www.seek.com.au/Bayside-Pharmacy-Group-jobs" class="link link--text list-menu__item list-menu__item--link">Careers</a></li></ul></div>
<div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">Trusted care</h2><div class="footer-block__details-content rte"><p>All stores are accredited under the <a href="https://www.qcpp.com/">Quality Care Pharmacy Program</a>. Proud members of the <a href="https://www.guild.org.au/">Pharmacy Guild of Australia</a>.</p><p>Always read the label and follow the directions for use.</p></div></div>
<div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">Get the app</h2><div class="footer-block__details-content"><a href="https://apps.apple.com/au/app/bayside-pharmacy/id1598765432"><img src="${cdn}/../files/app-store.svg" alt="Download on the App Store" width="120"></a><a href="https://play.google.com/store/apps/details?id=au.com.baysidepharmacy"><img src="${cdn}/../files/google-play.svg" alt="Get it on Google Play" width="135"></a></div></div>
</div></div>
<div class="footer__content-bottom"><div class="footer__content-bottom-wrapper page-width">
<ul class="list-unstyled list-social footer__list-social" role="list"><li class="list-social__item"><a href="https://www.facebook.com/baysidepharmacygroup" class="link list-social__link"><span class="visually-hidden">Facebook</span></a></li><li class="list-social__item"><a href="https://www.instagram.com/baysidepharmacy" class="link list-social__link"><span class="visually-hidden">Instagram</span></a></li></ul>
<div class="footer__payment"><span class="visually-hidden">Payment methods</span><ul class="list list-payment" role="list">
${payIcon('visa', 'Visa')}${payIcon('master', 'Mastercard')}${payIcon('american_express', 'American Express')}${payIcon('apple_pay', 'Apple Pay')}${payIcon('google_pay', 'Google Pay')}${payIcon('paypal', 'PayPal')}${payIcon('shopify_pay', 'Shop Pay')}
</ul></div>
<div class="footer__copyright caption"><small class="copyright__content">&copy; 2026, <a href="/" title="">Bayside Pharmacy Group</a></small> <small class="copyright__content">ABN 61 612 345 678</small></div>
</div></div>
</footer></div>
<script src="https://cdn.judge.me/widget_preloader.js" defer></script>`;

const doc = (title: string, description: string, path: string, template: string, main: string): string => `<!doctype html>
<html class="js" lang="en">
${head(title, description, path)}
<body class="gradient ${template}">
<a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>
${header}
<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
${main}
</main>
${footer}
</body>
</html>`;

const home = doc(
  'Bayside Pharmacy Group | Chemist, eScripts &amp; Health Services',
  'Eleven community pharmacies across Bayside Melbourne. Order online, send your eScript, book vaccinations and health checks.',
  '/',
  'template-index',
  `<div id="shopify-section-template--17894561230000__image_banner" class="shopify-section section"><div class="banner banner--large"><div class="banner__content page-width"><div class="banner__box content-container"><h2 class="banner__heading inline-richtext h0">Your local pharmacy, online</h2><div class="banner__text rte"><p>Send your eScript, shop 6,000+ products and collect in store in an hour.</p></div><div class="banner__buttons"><a href="/collections/prescriptions" class="button button--primary">Send an eScript</a></div></div></div></div></div>
<div id="shopify-section-template--17894561230000__featured_collection" class="shopify-section section"><div class="collection page-width"><h2 class="title inline-richtext h2">Bestsellers</h2>
<ul class="grid product-grid grid--4-col-desktop" role="list">
<li class="grid__item"><div class="card-wrapper product-card-wrapper"><h3 class="card__heading h5"><a href="/products/bayside-essentials-vitamin-d3-1000iu" class="full-unstyled-link">Bayside Essentials Vitamin D3 1000IU 250 capsules</a></h3><div class="price">$14.99</div><div class="jdgm-widget jdgm-preview-badge" data-id="7812345678901"></div></div></li>
<li class="grid__item"><div class="card-wrapper product-card-wrapper"><h3 class="card__heading h5"><a href="/products/bayside-essentials-sunscreen-spf50" class="full-unstyled-link">Bayside Essentials Daily Sunscreen SPF50+ 200ml</a></h3><div class="price">$12.49</div></div></li>
</ul></div></div>
<div id="shopify-section-template--17894561230000__logo_list" class="shopify-section section"><div class="page-width"><h2 class="h3">As seen on</h2><ul class="logo-list"><li><a href="https://www.news.com.au/lifestyle/health/bayside-pharmacy-escript-collection"><img src="${cdn}/../files/newscomau.png" alt="news.com.au"></a></li><li><img src="${cdn}/../files/channel9.png" alt="Nine News"></li></ul></div></div>`,
);

const partners = doc(
  'Our partners | Bayside Pharmacy Group',
  'The digital health, retail and community partners Bayside Pharmacy Group works with.',
  '/pages/our-partners',
  'template-page',
  `<div class="page-width page-width--narrow section-template--17894561230011__main-padding"><h1 class="main-page-title page-title h0">Our partners</h1>
<div class="rte">
<p>We are a family-owned group, and we choose partners who share our focus on care first.</p>
<h2>Digital health partners</h2>
<p>Our technology partners power eScripts and telehealth inside our app and website:</p>
<ul>
<li><strong><a href="https://www.scriptlink.com.au/">ScriptLink</a></strong> &ndash; eScript token integration: forward your token from ScriptLink and we dispense it in-store or deliver it.</li>
<li><strong><a href="https://carecall.health/">CareCall Telehealth</a></strong> &ndash; book a GP video consult from our app; your eScript comes straight to Bayside.</li>
</ul>
<h2>Where to buy Bayside Essentials</h2>
<p>Our own-brand Bayside Essentials range is also sold by these authorised retailers:</p>
<table><thead><tr><th>Retailer</th><th>Type</th></tr></thead><tbody>
<tr><td><a href="https://www.coastalgrocers.com.au/brands/bayside-essentials">Coastal Grocers</a></td><td>Independent supermarkets, VIC</td></tr>
<tr><td><a href="https://healthmartonline.com.au/">HealthMart Online</a></td><td>Authorised online stockist, Australia-wide</td></tr>
</tbody></table>
<h2>Community health partners</h2>
<p>We partner with <a href="https://www.diabetesbayside.org.au/">Diabetes Support Bayside</a> on free blood-glucose screening days and with <a href="https://baysidecommunityhealth.org.au/">Bayside Community Health</a> on medication reviews for older residents.</p>
<p>Want to partner with us? Email <a href="mailto:partners@baysidepharmacy.com.au">partners@baysidepharmacy.com.au</a>.</p>
</div></div>`,
);

const services = doc(
  'Health services | Bayside Pharmacy Group',
  'Vaccinations, health checks, medication reviews and telehealth at Bayside pharmacies.',
  '/pages/services',
  'template-page',
  `<div class="page-width"><h1 class="main-page-title page-title h0">Health services</h1>
<div class="rte"><ul><li>Flu, COVID-19 and travel vaccinations</li><li>Blood pressure and diabetes checks</li><li>Home Medicines Reviews</li><li>Telehealth GP consults via CareCall</li></ul>
<p>Vaccinations are free for eligible patients under the National Immunisation Program. Read more on the <a href="https://www.health.gov.au/topics/immunisation">Department of Health website</a>.</p>
<a href="https://calendly.com/bayside-pharmacy/vaccination" target="_blank" class="button">Book a vaccination</a></div></div>`,
);

const about = doc(
  'Our story | Bayside Pharmacy Group',
  'Bayside Pharmacy Group has served Melbourne bayside suburbs since 1987.',
  '/pages/about-us',
  'template-page',
  `<div class="page-width page-width--narrow"><h1 class="main-page-title page-title h0">Our story</h1>
<div class="rte"><p>Pharmacists Helen and George Papadakis opened their first chemist in Brighton in 1987. Today Bayside Pharmacy Group has eleven stores from Elwood to Mentone and 190 team members.</p>
<p>Find out about our <a href="/pages/our-partners">partners</a> or <a href="/pages/store-locator">find a store</a>.</p></div></div>`,
);

export const site: CorpusSite = {
  domain: 'baysidepharmacy.com.au',
  covers:
    'Shopify (Dawn) Australian pharmacy chain behind Cloudflare; partners page /pages/our-partners linked only from the footer, with digital health partners (technology), authorised retailers of the own-brand range in a table (channel) and community partners in prose (generic); negatives: Shopify payment icons, QCPP accreditation, Pharmacy Guild membership, app-store badges, press logos, Seek job board, Department of Health link, Calendly booking',
  pages: {
    '/': { headers, html: home },
    '/pages/our-partners': { headers, html: partners },
    '/pages/services': { headers, html: services },
    '/pages/about-us': { headers, html: about },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain' },
      html: '# we use Shopify as our ecommerce platform\nUser-agent: *\nDisallow: /admin\nDisallow: /cart\nDisallow: /checkout\nDisallow: /account\nSitemap: https://baysidepharmacy.com.au/sitemap.xml\n',
    },
  },
  sitemap: ['/', '/pages/about-us', '/pages/our-partners', '/pages/services'],
  technologies: [
    'shopify',
    'shop-pay',
    'cloudflare',
    'klaviyo',
    'judge-me',
    'cart-functionality',
    'visa',
    'mastercard',
    'american-express',
    'apple-pay',
    'google-pay',
    'paypal',
    'calendly',
    'open-graph',
  ],
  partners: {
    'scriptlink.com.au': 'technology',
    'carecall.health': 'technology',
    'coastalgrocers.com.au': 'channel',
    'healthmartonline.com.au': 'channel',
    'diabetesbayside.org.au': 'generic',
    'baysidecommunityhealth.org.au': 'generic',
  },
};
