import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '86f1c2a7be3d41e2-LHR',
  'cf-cache-status': 'DYNAMIC',
  'x-shopid': '55823451',
  'x-shopify-stage': 'production',
  'powered-by': 'Shopify',
  'x-sorting-hat-shopid': '55823451',
  'set-cookie': '_shopify_y=8f3b7c21-5e0a-4d8a-a0c4-2b7e6f1d9c34; Path=/; Domain=bruneltools.co.uk; Max-Age=31536000; SameSite=Lax',
};

const CDN = '//bruneltools.co.uk/cdn/shop/t/14/assets';

function payIcon(id: string, label: string): string {
  return `<li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-${id}"><title id="pi-${id}">${label}</title><rect width="38" height="24" rx="3" fill="#fff"/></svg></li>`;
}

function layout(title: string, description: string, path: string, template: string, main: string): string {
  return `<!doctype html>
<html class="no-js" lang="en">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width,initial-scale=1">
    <meta name="theme-color" content="">
    <link rel="canonical" href="https://bruneltools.co.uk${path}">
    <link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
    <link rel="icon" type="image/png" href="${CDN}/favicon.png?crop=center&height=32&v=1698326410&width=32">
    <title>${title} &ndash; Brunel Toolworks</title>
    <meta name="description" content="${description}">
    <meta property="og:site_name" content="Brunel Toolworks">
    <meta property="og:url" content="https://bruneltools.co.uk${path}">
    <meta property="og:title" content="${title}">
    <meta property="og:type" content="website">
    <meta property="og:description" content="${description}">
    <meta property="og:image" content="http://bruneltools.co.uk/cdn/shop/files/brunel-og.jpg?v=1698326410">
    <meta name="twitter:card" content="summary_large_image">
    <script src="${CDN}/constants.js?v=58251544750838685771698326401" defer="defer"></script>
    <script src="${CDN}/pubsub.js?v=158357773527763999511698326402" defer="defer"></script>
    <script src="${CDN}/global.js?v=127439837429183127681698326401" defer="defer"></script>
    <meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/55823451/digital_wallets/dialog">
    <meta name="shopify-checkout-api-token" content="4f2c9e81d7a6b3c05e1f8a2d9b7c6e43">
    <script async="async" src="/checkouts/internal/preloads.js?locale=en-GB"></script>
    <script id="shopify-features" type="application/json">{"accessToken":"4f2c9e81d7a6b3c05e1f8a2d9b7c6e43","betas":["rich-media-storefront-analytics"],"domain":"bruneltools.co.uk","predictiveSearch":true,"shopId":55823451,"locale":"en"}</script>
    <script>var Shopify = Shopify || {};
Shopify.shop = "brunel-toolworks.myshopify.com";
Shopify.locale = "en";
Shopify.currency = {"active":"GBP","rate":"1.0"};
Shopify.country = "GB";
Shopify.theme = {"name":"Dawn","id":131455058123,"schema_name":"Dawn","schema_version":"12.0.0","theme_store_id":887,"role":"main"};
Shopify.routes = Shopify.routes || {};
Shopify.routes.root = "/";</script>
    <script id="shop-js-analytics" type="application/json">{"pageType":"${template}"}</script>
    <script src="https://cdn.shopify.com/shopifycloud/shop-js/client.js" defer="defer"></script>
    <link href="${CDN}/base.css?v=127867003511637661291698326400" rel="stylesheet" type="text/css" media="all" />
    <script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=UkR7x2"></script>
    <script type="text/javascript" src="//widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js" async></script>
  </head>
  <body class="gradient template-${template}">
    <a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>
    <div class="announcement-bar" role="region" aria-label="Announcement"><p class="announcement-bar__message">Free UK delivery on orders over £60 &middot; Trade accounts available</p></div>
    <sticky-header class="header-wrapper">
      <header class="header header--middle-left page-width">
        <a href="/" class="header__heading-link link"><img src="//bruneltools.co.uk/cdn/shop/files/brunel-logo.svg?v=1698326410&width=180" alt="Brunel Toolworks" width="180" height="44" class="header__heading-logo"></a>
        <nav class="header__inline-menu">
          <ul class="list-menu list-menu--inline" role="list">
            <li><a href="/collections/hand-tools" class="header__menu-item list-menu__item link">Hand tools</a></li>
            <li><a href="/collections/workshop" class="header__menu-item list-menu__item link">Workshop equipment</a></li>
            <li><a href="/collections/clamps-vices" class="header__menu-item list-menu__item link">Clamps &amp; vices</a></li>
            <li><a href="/pages/stockists" class="header__menu-item list-menu__item link">Stockists</a></li>
            <li><a href="/pages/about-us" class="header__menu-item list-menu__item link">Our story</a></li>
            <li><a href="/pages/contact" class="header__menu-item list-menu__item link">Contact</a></li>
          </ul>
        </nav>
        <div class="header__icons"><a href="/account/login" class="header__icon link">Log in</a><a href="/cart" class="header__icon header__icon--cart link" id="cart-icon-bubble">Basket</a></div>
      </header>
    </sticky-header>
    <main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
${main}
    </main>
    <footer class="footer color-background-1 gradient section-sections--footer-padding">
      <div class="footer__content-top page-width">
        <div class="footer-block grid__item">
          <h2 class="footer-block__heading">Shop</h2>
          <ul class="footer-block__details-content list-unstyled">
            <li><a href="/collections/all" class="link list-menu__item--link">All products</a></li>
            <li><a href="/pages/trade-account" class="link list-menu__item--link">Trade account</a></li>
            <li><a href="/pages/warranty" class="link list-menu__item--link">Lifetime warranty</a></li>
            <li><a href="/policies/shipping-policy" class="link list-menu__item--link">Delivery &amp; returns</a></li>
          </ul>
        </div>
        <div class="footer-block grid__item footer-block--partners">
          <h2 class="footer-block__heading">Our partners</h2>
          <ul class="footer-partner-logos list-unstyled">
            <li><a href="https://www.anvilwholesale.co.uk/" target="_blank" rel="noopener"><img src="//bruneltools.co.uk/cdn/shop/files/partner-anvil-wholesale.png?v=1701203311&width=140" alt="Anvil Wholesale" loading="lazy" width="140" height="48"></a></li>
            <li><a href="https://thetoolacademy.org.uk/" target="_blank" rel="noopener"><img src="//bruneltools.co.uk/cdn/shop/files/partner-tool-academy.png?v=1701203311&width=140" alt="The Tool Academy" loading="lazy" width="140" height="48"></a></li>
            <li><a href="https://www.ironbridgeapprenticeships.co.uk/" target="_blank" rel="noopener"><img src="//bruneltools.co.uk/cdn/shop/files/partner-ironbridge.png?v=1701203311&width=140" alt="Ironbridge Apprenticeships" loading="lazy" width="140" height="48"></a></li>
          </ul>
          <p class="footer-member"><a href="https://www.madeinbritain.org/members/brunel-toolworks" target="_blank" rel="noopener"><img src="//bruneltools.co.uk/cdn/shop/files/made-in-britain-member.png?v=1701203311&width=120" alt="Made in Britain – registered member" loading="lazy" width="120" height="60"></a></p>
        </div>
        <div class="footer-block grid__item">
          <h2 class="footer-block__heading">Get the Brunel Trade app</h2>
          <a href="https://apps.apple.com/gb/app/brunel-trade/id6447183290"><img src="//bruneltools.co.uk/cdn/shop/files/app-store-badge.svg?v=1" alt="Download on the App Store" width="120" height="40"></a>
          <a href="https://play.google.com/store/apps/details?id=uk.co.bruneltools.trade"><img src="//bruneltools.co.uk/cdn/shop/files/google-play-badge.png?v=1" alt="Get it on Google Play" width="135" height="40"></a>
        </div>
      </div>
      <div class="footer__content-bottom page-width">
        <ul class="list-unstyled list-social footer__list-social" role="list">
          <li class="list-social__item"><a href="https://www.instagram.com/bruneltoolworks" class="link list-social__link"><span class="visually-hidden">Instagram</span></a></li>
          <li class="list-social__item"><a href="https://www.facebook.com/bruneltoolworks" class="link list-social__link"><span class="visually-hidden">Facebook</span></a></li>
          <li class="list-social__item"><a href="https://www.youtube.com/@bruneltoolworks" class="link list-social__link"><span class="visually-hidden">YouTube</span></a></li>
        </ul>
        <div class="footer__payment">
          <span class="visually-hidden">Payment methods</span>
          <ul class="list list-payment" role="list">
            ${payIcon('american_express', 'American Express')}${payIcon('apple_pay', 'Apple Pay')}${payIcon('google_pay', 'Google Pay')}${payIcon('klarna', 'Klarna')}${payIcon('maestro', 'Maestro')}${payIcon('master', 'Mastercard')}${payIcon('paypal', 'PayPal')}${payIcon('shopify_pay', 'Shop Pay')}${payIcon('visa', 'Visa')}
          </ul>
        </div>
        <div class="footer__copyright caption"><small class="copyright__content">&copy; 2024, <a href="/" title="">Brunel Toolworks Ltd</a></small> <small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Powered by Shopify</a></small></div>
      </div>
    </footer>
    <script src="${CDN}/details-disclosure.js?v=13653116266235556501698326401" defer="defer"></script>
  </body>
</html>`;
}

const home = layout(
  'Hand tools forged in Sheffield',
  'Brunel Toolworks makes drop-forged spanners, chisels, clamps and vices in Sheffield, with a lifetime warranty.',
  '/',
  'index',
  `      <section class="banner banner--large">
        <div class="banner__content page-width">
          <h1 class="banner__heading h0">Forged in Sheffield. Built for a lifetime.</h1>
          <p>Drop-forged spanners, bevel-edge chisels, sash clamps and engineers' vices, made in our own forge since 1947.</p>
          <a href="/collections/all" class="button button--primary">Shop all tools</a>
        </div>
      </section>
      <section class="collection-list page-width">
        <h2>Shop by category</h2>
        <ul class="grid" role="list">
          <li><a href="/collections/hand-tools">Hand tools</a></li>
          <li><a href="/collections/workshop">Workshop equipment</a></li>
          <li><a href="/collections/clamps-vices">Clamps &amp; vices</a></li>
        </ul>
      </section>
      <section class="trustpilot page-width">
        <h2>Rated Excellent by tradespeople</h2>
        <div class="trustpilot-widget" data-locale="en-GB" data-template-id="53aa8912dec7e10d38f59f36" data-businessunit-id="5f1c7e2a9b8d3c0001a2b3c4" data-style-height="140px" data-style-width="100%" data-theme="light">
          <a href="https://uk.trustpilot.com/review/bruneltools.co.uk" target="_blank" rel="noopener">Trustpilot</a>
        </div>
      </section>
      <section class="rich-text page-width">
        <h2>As featured in</h2>
        <p>Good Woodworking &middot; The Engineer &middot; BBC Look North</p>
        <p>We're proud headline sponsor of the <a href="https://www.worldskillsuk.org/competitions/joinery/" target="_blank" rel="noopener">WorldSkillsUK Joinery</a> national final.</p>
      </section>`,
);

const stockists = layout(
  'Stockists',
  'Find a Brunel Toolworks stockist near you. Independent tool shops and builders merchants across the UK and Ireland.',
  '/pages/stockists',
  'page',
  `      <div class="page-width page-width--narrow section-template--stockists-padding">
        <h1 class="main-page-title page-title h0">Stockists</h1>
        <div class="rte">
          <p>Prefer to pick up a tool and feel the weight before you buy? Our tools are stocked by these independent retailers and builders merchants. Stock varies, so ring ahead.</p>
          <h2>England</h2>
          <ul>
            <li><strong>Hargreaves Hardware</strong>, Sheffield &ndash; <a href="https://www.hargreaveshardware.co.uk/" target="_blank">hargreaveshardware.co.uk</a></li>
            <li><strong>Pennine Tool Supplies</strong>, Huddersfield &ndash; <a href="https://penninetools.co.uk/brands/brunel" target="_blank">penninetools.co.uk</a></li>
            <li><strong>Thameside Timber &amp; Tools</strong>, Reading &ndash; <a href="https://www.thamesidetimber.co.uk/" target="_blank">thamesidetimber.co.uk</a></li>
            <li><strong>The Old Forge Tool Shop</strong>, Ludlow &ndash; 01584 872 310</li>
          </ul>
          <h2>Scotland</h2>
          <ul>
            <li><strong>Highland Trade Centre</strong>, Inverness &ndash; <a href="https://www.highlandtradecentre.co.uk/" target="_blank">highlandtradecentre.co.uk</a></li>
          </ul>
          <h2>Wales</h2>
          <ul>
            <li><strong>Celtic Fixings</strong>, Swansea &ndash; <a href="https://celticfixings.co.uk/" target="_blank">celticfixings.co.uk</a></li>
          </ul>
          <h2>Ireland</h2>
          <ul>
            <li><strong>Dublin Tool Depot</strong>, Dublin 12 &ndash; <a href="https://www.dublintooldepot.ie/" target="_blank">dublintooldepot.ie</a></li>
          </ul>
          <p>Want to stock Brunel? Apply for a <a href="/pages/trade-account">trade account</a> or order through our wholesale partner <a href="https://www.anvilwholesale.co.uk/brands/brunel-toolworks" target="_blank">Anvil Wholesale</a>.</p>
        </div>
      </div>`,
);

const about = layout(
  'Our story',
  'Three generations of forging in Sheffield.',
  '/pages/about-us',
  'page',
  `      <div class="page-width page-width--narrow">
        <h1 class="main-page-title page-title h0">Our story</h1>
        <div class="rte">
          <p>Arthur Brunel opened his forge on Effingham Road in 1947 making spanners for the steelworks. Today his granddaughter Ruth runs a team of 38 forgers, grinders and finishers, still on the same site.</p>
          <p>Every tool is drop-forged from Sheffield-rolled chrome vanadium steel and carries our lifetime warranty.</p>
          <h2>Training the next generation</h2>
          <p>We run two apprenticeships a year with our partners at <a href="https://www.ironbridgeapprenticeships.co.uk/" target="_blank">Ironbridge Apprenticeships</a>, and donate tool kits to students at <a href="https://thetoolacademy.org.uk/" target="_blank">The Tool Academy</a>.</p>
          <p>We are a registered member of Made in Britain and hold ISO 9001 certification.</p>
        </div>
      </div>`,
);

const contact = layout(
  'Contact',
  'Get in touch with Brunel Toolworks.',
  '/pages/contact',
  'page.contact',
  `      <div class="page-width page-width--narrow">
        <h1 class="main-page-title page-title h0">Contact us</h1>
        <div class="rte"><p>Brunel Toolworks Ltd, Unit 4 Effingham Works, Effingham Road, Sheffield S4 7ZB<br>0114 276 4410 &middot; hello@bruneltools.co.uk</p></div>
        <form method="post" action="/contact#ContactForm" id="ContactForm" accept-charset="UTF-8" class="isolate"><input type="hidden" name="form_type" value="contact" /><input type="hidden" name="utf8" value="✓" />
          <div class="contact__fields"><div class="field"><input class="field__input" autocomplete="name" type="text" id="ContactForm-name" name="contact[Name]" placeholder="Name"><label class="field__label" for="ContactForm-name">Name</label></div></div>
          <div class="contact__button"><button type="submit" class="button">Send</button></div>
        </form>
      </div>`,
);

export const site: CorpusSite = {
  domain: 'bruneltools.co.uk',
  covers:
    'UK Shopify (Dawn) store of a Sheffield hand-tool maker: stockists list by nation (one unlinked), footer "Our partners" logo strip on every page (wholesaler, training partners), partners repeated in prose; negatives: Made in Britain membership badge, payment-method icons, App Store/Google Play badges, Trustpilot reviews, WorldSkills sponsorship, press names, Powered by Shopify, social links',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/pages/stockists': { headers: HEADERS, html: stockists },
    '/pages/about-us': { headers: HEADERS, html: about },
    '/pages/contact': { headers: HEADERS, html: contact },
  },
  sitemap: ['/', '/pages/stockists', '/pages/about-us', '/pages/contact'],
  technologies: [
    'shopify',
    'shop-pay',
    'cart-functionality',
    'american-express',
    'apple-pay',
    'google-pay',
    'klarna-checkout',
    'mastercard',
    'paypal',
    'visa',
    'cloudflare',
    'klaviyo',
    'trustpilot',
    'open-graph',
  ],
  partners: {
    'hargreaveshardware.co.uk': 'channel',
    'penninetools.co.uk': 'channel',
    'thamesidetimber.co.uk': 'channel',
    'highlandtradecentre.co.uk': 'channel',
    'celticfixings.co.uk': 'channel',
    'dublintooldepot.ie': 'channel',
    'anvilwholesale.co.uk': 'channel',
    'thetoolacademy.org.uk': 'generic',
    'ironbridgeapprenticeships.co.uk': 'generic',
  },
};
