import type { CorpusSite } from '../corpus/types.js';

const shopify = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '88f1a2b3c4d5e6f7-LHR',
  'cf-cache-status': 'DYNAMIC',
  'x-shopify-stage': 'production',
  'x-shopid': '58203945',
  'x-sorting-hat-shopid': '58203945',
  'x-storefront-renderer-rendered': '1',
  'powered-by': 'Shopify',
  'content-language': 'en-GB',
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'set-cookie':
    '_shopify_y=7c2e1f04-9b3a-4d58-a6e1-0f2b3c4d5e6f; Expires=Wed, 28 May 2025 10:12:44 GMT; Domain=odolink.co.uk; Path=/; SameSite=Lax',
};

const head = (title: string, description: string, path: string, template: string) => `<!doctype html>
<html class="no-js" lang="en">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width,initial-scale=1">
    <meta name="theme-color" content="">
    <link rel="canonical" href="https://odolink.co.uk${path}">
    <link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
    <link rel="icon" type="image/png" href="//odolink.co.uk/cdn/shop/files/odolink-favicon.png?crop=center&height=32&v=1699881203&width=32">
    <title>${title}</title>
    <meta name="description" content="${description}">
    <meta property="og:site_name" content="Odolink Telematics">
    <meta property="og:url" content="https://odolink.co.uk${path}">
    <meta property="og:title" content="${title}">
    <meta property="og:type" content="website">
    <meta property="og:description" content="${description}">
    <meta name="twitter:card" content="summary_large_image">
    <script src="//odolink.co.uk/cdn/shop/t/12/assets/constants.js?v=58251544750838685771716200311" defer="defer"></script>
    <script src="//odolink.co.uk/cdn/shop/t/12/assets/pubsub.js?v=158357773527763999511716200311" defer="defer"></script>
    <script src="//odolink.co.uk/cdn/shop/t/12/assets/global.js?v=37284204640041572741716200311" defer="defer"></script>
    <script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.start');</script>
    <meta name="shopify-checkout-api-token" content="4b1e0c9f2a7d63e85b0c1d2e3f4a5b6c">
    <meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/58203945/digital_wallets/dialog">
    <script id="shopify-features" type="application/json">{"accessToken":"4b1e0c9f2a7d63e85b0c1d2e3f4a5b6c","betas":["rich-media-storefront-analytics"],"domain":"odolink.co.uk","predictiveSearch":true,"shopId":58203945,"locale":"en"}</script>
    <script>var Shopify = Shopify || {};
Shopify.shop = "odolink-uk.myshopify.com";
Shopify.locale = "en";
Shopify.currency = {"active":"GBP","rate":"1.0"};
Shopify.country = "GB";
Shopify.theme = {"name":"Dawn","id":139204771911,"schema_name":"Dawn","schema_version":"13.0.1","theme_store_id":887,"role":"main"};
Shopify.routes = Shopify.routes || {};
Shopify.routes.root = "/";</script>
    <script defer="defer" async type="module" src="//odolink.co.uk/cdn/shopifycloud/shopify/assets/shop_events_listener-61fa9e0a912c675e178777d2b27f6cbd482f8912a6b0aa31fa3515985a8cd626.js"></script>
    <script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.end');</script>
    <link href="//odolink.co.uk/cdn/shop/t/12/assets/base.css?v=144968985024194912401716200311" rel="stylesheet" type="text/css" media="all" />
    <script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=Xy7Q2p"></script>
    <script type="text/javascript" src="//widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js" async></script>
  </head>
  <body class="gradient ${template}">
    <a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>`;

const header = `<div id="shopify-section-sections--17392811245639__announcement-bar" class="shopify-section shopify-section-group-header-group announcement-bar-section"><div class="announcement-bar" role="region" aria-label="Announcement"><p class="announcement-bar__message h5"><span>Free UK installation on orders of 10+ trackers</span></p></div></div>
<div id="shopify-section-sections--17392811245639__header" class="shopify-section shopify-section-group-header-group section-header"><sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom"><header class="header header--middle-left header--mobile-center page-width header--has-menu header--has-account"><a href="/" class="header__heading-link link link--text focus-inset"><img src="//odolink.co.uk/cdn/shop/files/odolink-logo.svg?v=1699881203&width=500" alt="Odolink Telematics" class="header__heading-logo motion-reduce" width="160" height="40"></a><nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list"><li><a href="/collections/gps-trackers" class="header__menu-item list-menu__item link link--text focus-inset"><span>GPS Trackers</span></a></li><li><a href="/collections/dash-cams" class="header__menu-item list-menu__item link link--text focus-inset"><span>Dash Cams</span></a></li><li><a href="/pages/fleet-software" class="header__menu-item list-menu__item link link--text focus-inset"><span>Fleet Software</span></a></li><li><a href="/pages/partners" class="header__menu-item list-menu__item link link--text focus-inset"><span>Partners &amp; Installers</span></a></li><li><a href="/blogs/case-studies" class="header__menu-item list-menu__item link link--text focus-inset"><span>Case Studies</span></a></li><li><a href="/pages/about" class="header__menu-item list-menu__item link link--text focus-inset"><span>About</span></a></li></ul></nav><div class="header__icons"><a href="https://app.odolink.co.uk/login" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">Fleet portal log in</span></a><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Cart</span></a></div></header></sticky-header></div>`;

const payment = (id: string, title: string) =>
  `<li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-${id}"><title id="pi-${id}">${title}</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li>`;

const footer = `<div id="shopify-section-sections--17392811278407__footer" class="shopify-section shopify-section-group-footer-group"><footer class="footer color-scheme-2 gradient section-sections--17392811278407__footer-padding"><div class="footer__content-top page-width"><div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet"><div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Odolink</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/pages/about" class="link link--text list-menu__item list-menu__item--link">About us</a></li><li><a href="/pages/partners" class="link link--text list-menu__item list-menu__item--link">Become an approved installer</a></li><li><a href="/pages/contact" class="link link--text list-menu__item list-menu__item--link">Contact</a></li><li><a href="https://odolink.ie" class="link link--text list-menu__item list-menu__item--link">Ireland store</a></li></ul></div><div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">Driver app</h2><div class="footer-block__details-content rte"><p><a href="https://apps.apple.com/gb/app/odolink-driver/id1487203356" title="Download on the App Store"><img src="//odolink.co.uk/cdn/shop/files/app-store-badge.svg?v=1699881203" alt="Download on the App Store" width="120"></a> <a href="https://play.google.com/store/apps/details?id=uk.co.odolink.driver" title="Get it on Google Play"><img src="//odolink.co.uk/cdn/shop/files/google-play-badge.png?v=1699881203" alt="Get it on Google Play" width="135"></a></p></div></div><div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">Reviews</h2><div class="trustpilot-widget" data-locale="en-GB" data-template-id="5419b6a8b0d04a076446a9ad" data-businessunit-id="61a2b3c4d5e6f7a8b9c0d1e2" data-style-height="24px" data-style-width="100%" data-theme="dark"><a href="https://uk.trustpilot.com/review/odolink.co.uk" target="_blank" rel="noopener">Trustpilot</a></div></div></div><div class="footer-block--newsletter"><ul class="footer__list-social list-unstyled list-social" role="list"><li class="list-social__item"><a href="https://www.linkedin.com/company/odolink-telematics" class="link list-social__link"><span class="visually-hidden">LinkedIn</span></a></li><li class="list-social__item"><a href="https://www.facebook.com/odolinkuk" class="link list-social__link"><span class="visually-hidden">Facebook</span></a></li><li class="list-social__item"><a href="https://www.youtube.com/@odolink" class="link list-social__link"><span class="visually-hidden">YouTube</span></a></li></ul></div></div><div class="footer__content-bottom"><div class="footer__content-bottom-wrapper page-width"><div class="footer__column footer__column--info"><div class="footer__payment"><span class="visually-hidden">Payment methods</span><ul class="list list-payment" role="list">${payment('american_express', 'American Express')}${payment('apple_pay', 'Apple Pay')}${payment('google_pay', 'Google Pay')}${payment('master', 'Mastercard')}${payment('paypal', 'PayPal')}${payment('shopify_pay', 'Shop Pay')}${payment('visa', 'Visa')}</ul></div><div class="footer__copyright caption"><small class="copyright__content">&copy; 2024, <a href="/" title="">Odolink Telematics Ltd</a> · Company no. 11482093 · Unit 4, Hamilton Court, Milton Keynes MK9 3HQ</small><small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Powered by Shopify</a></small></div></div></div></div></footer></div>`;

const tail = `</body>
</html>`;

const page = (
  title: string,
  description: string,
  path: string,
  template: string,
  main: string,
) => `${head(title, description, path, template)}
${header}
<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
${main}
</main>
${footer}
${tail}`;

export const site: CorpusSite = {
  domain: 'odolink.co.uk',
  otherDomains: ['odolink.ie'],
  covers:
    'Shopify Dawn theme (shopify-digital-wallet / checkout-api-token meta, x-shopify-stage and x-shopid headers, _shopify_y cookie, cart link, payment-icon SVGs with pi-* labels) behind Cloudflare, Klaviyo, Trustpilot widget; UK fleet telematics partner page with approved installers table, software integration cards, a reseller and an insurance partner in prose; negatives: payment icons, Trustpilot review link, app-store badges, Powered by Shopify, Irish sister store, customers in case studies, trade press',
  pages: {
    '/': {
      headers: shopify,
      html: page(
        'Odolink Telematics | GPS Vehicle Trackers & Fleet Management Software',
        'Plug-and-play GPS trackers, dash cams and fleet software for UK businesses. Professional installation nationwide.',
        '/',
        'template-index',
        `<div id="shopify-section-template--17392811114567__image_banner" class="shopify-section section"><div class="banner banner--large"><div class="banner__content page-width"><div class="banner__box content-container"><h2 class="banner__heading inline-richtext h0">Know where every van is. Right now.</h2><div class="banner__text rte"><p>4G GPS trackers with live tracking, driver behaviour scoring and HMRC-compliant mileage logs from £7.99 per vehicle per month.</p></div><div class="banner__buttons"><a href="/collections/gps-trackers" class="button button--primary">Shop trackers</a><a href="/pages/fleet-software" class="button button--secondary">See the software</a></div></div></div></div></div>
<div id="shopify-section-template--17392811114567__logo_list" class="shopify-section section"><div class="page-width"><h2 class="title inline-richtext h2">Trusted by 3,500 UK fleets</h2><ul class="logo-list" role="list"><li><img src="//odolink.co.uk/cdn/shop/files/customer-greenway-plumbing.png?v=1699881203&width=200" alt="Greenway Plumbing &amp; Heating" loading="lazy"></li><li><img src="//odolink.co.uk/cdn/shop/files/customer-castle-scaffolding.png?v=1699881203&width=200" alt="Castle Scaffolding" loading="lazy"></li><li><img src="//odolink.co.uk/cdn/shop/files/customer-brightside-care.png?v=1699881203&width=200" alt="Brightside Home Care" loading="lazy"></li></ul></div></div>
<div id="shopify-section-template--17392811114567__rich_text" class="shopify-section section"><div class="rich-text content-container page-width"><h2 class="rich-text__heading rte inline-richtext h1">Installed for you, anywhere in the UK</h2><div class="rich-text__text rte"><p>Our network of approved installers fits hard-wired trackers and dash cams at your depot. <a href="/pages/partners">Find your local installer</a>.</p><p>As featured in <a href="https://www.fleetoperatorweekly.co.uk/news/odolink-launches-ai-dashcam">Fleet Operator Weekly</a>.</p></div></div></div>`,
      ),
    },
    '/pages/partners': {
      headers: shopify,
      html: page(
        'Partners & Installers | Odolink Telematics',
        'Approved installers, software integrations and partners of Odolink Telematics.',
        '/pages/partners',
        'template-page',
        `<div id="shopify-section-template--17392811180103__main" class="shopify-section section"><div class="page-width page-width--narrow section-template--17392811180103__main-padding"><h1 class="main-page-title page-title h0">Partners &amp; Installers</h1><div class="rte">
<p>Odolink works with a nationwide network of approved installers and integrates with the software UK fleets already use.</p>
<h2>Approved installers</h2>
<p>All approved installers are trained and audited by Odolink and carry £5m public liability insurance.</p>
<table>
<thead><tr><th>Region</th><th>Installer</th><th>Website</th></tr></thead>
<tbody>
<tr><td>Midlands</td><td>Midlands Vehicle Electrics</td><td><a href="https://www.mve-installs.co.uk/" target="_blank">mve-installs.co.uk</a></td></tr>
<tr><td>Scotland</td><td>Fleetfit Scotland</td><td><a href="https://fleetfit.scot" target="_blank">fleetfit.scot</a></td></tr>
<tr><td>South East</td><td>Kent Telematics Fitting</td><td><a href="https://kenttelematics.co.uk/odolink" target="_blank">kenttelematics.co.uk</a></td></tr>
<tr><td>Wales</td><td>Cymru Auto Tech</td><td><a href="https://www.cymruautotech.wales/" target="_blank">cymruautotech.wales</a></td></tr>
<tr><td>Northern Ireland</td><td>Ulster Fleet Services</td><td><a href="https://ulsterfleet.com" target="_blank">ulsterfleet.com</a></td></tr>
<tr><td>North West</td><td>J. Pritchard Auto Electrics</td><td>Call 01204 555 019</td></tr>
</tbody>
</table>
<h2>Software integrations</h2>
<p>Odolink sends trips, mileage and driver data to these platforms through certified integrations:</p>
<ul>
<li><strong><a href="https://routeplanr.com/integrations/odolink" target="_blank">Routeplanr</a></strong> – multi-drop route planning using live vehicle positions.</li>
<li><strong><a href="https://www.fuelcardhub.co.uk/" target="_blank">Fuelcard Hub</a></strong> – match fuel transactions to vehicle location to flag misuse.</li>
<li><strong><a href="https://payrollpoint.co.uk" target="_blank">PayrollPoint</a></strong> – export timesheets from ignition on/off.</li>
<li><strong><a href="https://www.tachosafe.com/partners/odolink" target="_blank">TachoSafe</a></strong> – tachograph downloads alongside GPS data for HGV fleets.</li>
</ul>
<h2>Resellers and insurance partners</h2>
<p>Odolink trackers are also sold through our reseller <a href="https://www.cvdepot.co.uk/telematics" target="_blank">Commercial Vehicle Depot</a>. Our insurance partner <a href="https://hedgerowinsurance.co.uk" target="_blank">Hedgerow Fleet Insurance</a> offers up to 15% off premiums for vehicles fitted with an Odolink tracker.</p>
<h2>Become an approved installer</h2>
<p>Auto-electricians can apply by emailing <a href="mailto:installers@odolink.co.uk">installers@odolink.co.uk</a>. Read our <a href="/blogs/news/installer-programme-2024">installer programme announcement</a>.</p>
</div></div></div>`,
      ),
    },
    '/blogs/case-studies': {
      headers: shopify,
      html: page(
        'Case Studies | Odolink Telematics',
        'How UK fleets use Odolink.',
        '/blogs/case-studies',
        'template-blog',
        `<div class="shopify-section section"><div class="main-blog page-width"><h1 class="title--primary">Case Studies</h1><div class="blog-articles"><article class="card-wrapper"><h3 class="card__heading h2"><a href="/blogs/case-studies/greenway-plumbing-cuts-fuel-bill">Greenway Plumbing cuts fuel bill by 18%</a></h3><p>42 vans across Bristol and Bath. <a href="https://greenwayplumbing.co.uk">greenwayplumbing.co.uk</a></p></article><article class="card-wrapper"><h3 class="card__heading h2"><a href="/blogs/case-studies/castle-scaffolding-stolen-vehicle">Castle Scaffolding recovers a stolen flatbed in 40 minutes</a></h3></article></div></div></div>`,
      ),
    },
    '/pages/about': {
      headers: shopify,
      html: page(
        'About | Odolink Telematics',
        'About Odolink Telematics.',
        '/pages/about',
        'template-page',
        `<div class="shopify-section section"><div class="page-width page-width--narrow"><h1 class="main-page-title page-title h0">About Odolink</h1><div class="rte"><p>Founded in Milton Keynes in 2016, Odolink designs its trackers in the UK and supports fleets from 1 to 2,000 vehicles.</p><p>We are members of the <a href="https://www.fleetassociation-uk.org/">UK Fleet Association</a>.</p></div></div></div>`,
      ),
    },
    '/pages/contact': {
      headers: shopify,
      html: page(
        'Contact | Odolink Telematics',
        'Contact Odolink.',
        '/pages/contact',
        'template-page',
        `<div class="shopify-section section"><div class="page-width page-width--narrow"><h1 class="main-page-title page-title h0">Contact</h1><div class="rte"><p>Sales: 01908 555 240 · <a href="mailto:sales@odolink.co.uk">sales@odolink.co.uk</a></p></div></div></div>`,
      ),
    },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain; charset=utf-8', server: 'cloudflare' },
      html: `# we use Shopify as our ecommerce platform

User-agent: *
Disallow: /admin
Disallow: /cart
Disallow: /orders
Disallow: /checkouts/
Disallow: /checkout
Disallow: /account
Disallow: /search
Sitemap: https://odolink.co.uk/sitemap.xml
`,
    },
  },
  technologies: [
    'shopify',
    'cloudflare',
    'klaviyo',
    'trustpilot',
    'cart-functionality',
    'visa',
    'mastercard',
    'american-express',
    'apple-pay',
    'google-pay',
    'paypal',
    'shop-pay',
    'open-graph',
  ],
  partners: {
    'mve-installs.co.uk': 'channel',
    'fleetfit.scot': 'channel',
    'kenttelematics.co.uk': 'channel',
    'cymruautotech.wales': 'channel',
    'ulsterfleet.com': 'channel',
    'cvdepot.co.uk': 'channel',
    'routeplanr.com': 'technology',
    'fuelcardhub.co.uk': 'technology',
    'payrollpoint.co.uk': 'technology',
    'tachosafe.com': 'technology',
    'hedgerowinsurance.co.uk': 'generic',
  },
};
