import type { CorpusSite } from '../corpus/types.js';

const W = 'https://www.brightmoor.co.uk';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8f41b2c7de0a5e33-LHR',
  'cf-cache-status': 'DYNAMIC',
  'x-shopid': '58211455012',
  'x-shopify-stage': 'production',
  'x-sorting-hat-shopid': '58211455012',
  'set-cookie': '_shopify_y=7f3c1e9a-2b4d-4c8e-9f10-5a6b7c8d9e0f; Domain=brightmoor.co.uk; Path=/; Max-Age=31536000; SameSite=Lax',
  'content-language': 'en-GB',
};

const head = (title: string, description: string, path: string): string => `<!doctype html>
<html class="no-js" lang="en">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width,initial-scale=1">
    <meta name="theme-color" content="#2f3b2c">
    <link rel="canonical" href="${W}${path}">
    <link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
    <link rel="icon" type="image/png" href="//www.brightmoor.co.uk/cdn/shop/files/favicon_32x32.png?v=1699311021">
    <title>${title}</title>
    <meta name="description" content="${description}">
    <meta property="og:site_name" content="Brightmoor">
    <meta property="og:url" content="${W}${path}">
    <meta property="og:title" content="${title}">
    <meta property="og:type" content="website">
    <meta property="og:description" content="${description}">
    <meta property="og:image" content="http://www.brightmoor.co.uk/cdn/shop/files/brightmoor-social.jpg?v=1699311021">
    <meta name="twitter:card" content="summary_large_image">
    <script src="//www.brightmoor.co.uk/cdn/shop/t/12/assets/constants.js?v=58251544750838685771699311021" defer="defer"></script>
    <script src="//www.brightmoor.co.uk/cdn/shop/t/12/assets/global.js?v=149496944046504657681699311021" defer="defer"></script>
    <meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/58211455012/digital_wallets/dialog">
    <meta name="shopify-checkout-api-token" content="4b9d1f0c7e2a8b3c5d6e7f8091a2b3c4">
    <script async="async" src="https://cdn.shopify.com/s/files/1/0582/1145/5012/t/12/assets/storefront/load_feature.js"></script>
    <script id="shopify-features" type="application/json">{"accessToken":"4b9d1f0c7e2a8b3c5d6e7f8091a2b3c4","betas":["rich-media-storefront-analytics"],"domain":"www.brightmoor.co.uk","predictiveSearch":true,"shopId":58211455012,"locale":"en"}</script>
    <script>var Shopify = Shopify || {};
Shopify.shop = "brightmoor-home.myshopify.com";
Shopify.locale = "en";
Shopify.currency = {"active":"GBP","rate":"1.0"};
Shopify.country = "GB";
Shopify.theme = {"name":"Dawn – Brightmoor 2026","id":131855876132,"schema_name":"Dawn","schema_version":"15.0.0","theme_store_id":887,"role":"main"};
Shopify.routes = Shopify.routes || {};
Shopify.routes.root = "/";</script>
    <script defer src="https://cdn.shopify.com/shopifycloud/perf-kit/shopify-perf-kit-1.6.2.min.js"></script>
    <link href="//www.brightmoor.co.uk/cdn/shop/t/12/assets/base.css?v=144968985024194912401699311021" rel="stylesheet" type="text/css" media="all">
    <script async type="text/javascript" src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=XyZ8qL"></script>
  </head>`;

const header = `  <body class="gradient">
    <a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>
    <div id="shopify-section-announcement-bar" class="shopify-section"><div class="announcement-bar" role="region" aria-label="Announcement"><p class="announcement-bar__message h5">Free UK delivery on orders over £60 · <a href="/pages/stockists">Find us in shops</a></p></div></div>
    <div id="shopify-section-header" class="shopify-section section-header">
      <header class="header header--middle-left page-width header--has-menu">
        <h1 class="header__heading"><a href="/" class="header__heading-link link link--text focus-inset"><img src="//www.brightmoor.co.uk/cdn/shop/files/brightmoor-logo.svg?v=1699311021&amp;width=220" alt="Brightmoor" width="220" height="44" class="header__heading-logo"></a></h1>
        <nav class="header__inline-menu">
          <ul class="list-menu list-menu--inline" role="list">
            <li><a href="/collections/bedding" class="header__menu-item list-menu__item link link--text focus-inset"><span>Bedding</span></a></li>
            <li><a href="/collections/throws-blankets" class="header__menu-item list-menu__item link link--text focus-inset"><span>Throws &amp; Blankets</span></a></li>
            <li><a href="/collections/table-linen" class="header__menu-item list-menu__item link link--text focus-inset"><span>Table Linen</span></a></li>
            <li><a href="/collections/ceramics" class="header__menu-item list-menu__item link link--text focus-inset"><span>Ceramics</span></a></li>
            <li><a href="/pages/our-story" class="header__menu-item list-menu__item link link--text focus-inset"><span>Our Story</span></a></li>
          </ul>
        </nav>
        <div class="header__icons"><a href="/search" class="header__icon header__icon--search link focus-inset"><span class="visually-hidden">Search</span></a><a href="https://account.brightmoor.co.uk" class="header__icon header__icon--account link focus-inset"><span class="visually-hidden">Log in</span></a><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Cart</span></a></div>
      </header>
    </div>`;

const footer = `    <div id="shopify-section-footer" class="shopify-section">
      <footer class="footer color-background-1 gradient section-footer-padding">
        <div class="footer__content-top page-width">
          <div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet">
            <div class="footer-block grid__item footer-block--menu">
              <h2 class="footer-block__heading inline-richtext">Shop</h2>
              <ul class="footer-block__details-content list-unstyled">
                <li><a href="/collections/all" class="link link--text list-menu__item list-menu__item--link">Shop all</a></li>
                <li><a href="/collections/sale" class="link link--text list-menu__item list-menu__item--link">Sale</a></li>
                <li><a href="/products/gift-card" class="link link--text list-menu__item list-menu__item--link">Gift cards</a></li>
              </ul>
            </div>
            <div class="footer-block grid__item footer-block--menu">
              <h2 class="footer-block__heading inline-richtext">Help</h2>
              <ul class="footer-block__details-content list-unstyled">
                <li><a href="/pages/delivery-returns" class="link link--text list-menu__item list-menu__item--link">Delivery &amp; returns</a></li>
                <li><a href="/pages/care-guide" class="link link--text list-menu__item list-menu__item--link">Linen care guide</a></li>
                <li><a href="/pages/stockists" class="link link--text list-menu__item list-menu__item--link">Where to buy</a></li>
                <li><a href="/pages/wholesale" class="link link--text list-menu__item list-menu__item--link">Wholesale enquiries</a></li>
                <li><a href="/pages/contact" class="link link--text list-menu__item list-menu__item--link">Contact us</a></li>
              </ul>
            </div>
            <div class="footer-block grid__item">
              <h2 class="footer-block__heading inline-richtext">Reviews</h2>
              <a href="https://uk.trustpilot.com/review/brightmoor.co.uk" target="_blank" rel="noopener"><img src="//www.brightmoor.co.uk/cdn/shop/files/trustpilot-excellent.svg?v=1699311021" alt="Rated Excellent on Trustpilot – 4.9 out of 5" width="160"></a>
            </div>
            <div class="footer-block--newsletter">
              <h2 class="footer-block__heading inline-richtext">Join the Brightmoor letter</h2>
              <form method="post" action="/contact#ContactFooter" id="ContactFooter" accept-charset="UTF-8" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer"><input type="hidden" name="utf8" value="✓"><input type="hidden" name="contact[tags]" value="newsletter"><input id="NewsletterForm--footer" type="email" name="contact[email]" class="field__input" placeholder="Email"><button type="submit" class="newsletter-form__button field__button" name="commit">Subscribe</button></form>
              <ul class="footer__list-social list-unstyled list-social" role="list">
                <li class="list-social__item"><a href="https://www.instagram.com/brightmoorhome" class="link list-social__link"><span class="visually-hidden">Instagram</span></a></li>
                <li class="list-social__item"><a href="https://www.pinterest.co.uk/brightmoorhome/" class="link list-social__link"><span class="visually-hidden">Pinterest</span></a></li>
                <li class="list-social__item"><a href="https://www.tiktok.com/@brightmoorhome" class="link list-social__link"><span class="visually-hidden">TikTok</span></a></li>
              </ul>
            </div>
          </div>
        </div>
        <div class="footer__content-bottom">
          <div class="footer__column footer__column--info">
            <div class="footer__payment"><span class="visually-hidden">Payment methods</span>
              <ul class="list list-payment" role="list"><li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" role="img"><title id="pi-american_express">American Express</title></svg></li><li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" role="img"><title id="pi-apple_pay">Apple Pay</title></svg></li><li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" role="img"><title id="pi-klarna">Klarna</title></svg></li><li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" role="img"><title id="pi-master">Mastercard</title></svg></li><li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" role="img"><title id="pi-visa">Visa</title></svg></li></ul>
            </div>
            <div class="footer__copyright caption"><small class="copyright__content">&copy; 2026, <a href="/" title="">Brightmoor</a></small><small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com/uk?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Powered by Shopify</a></small></div>
          </div>
        </div>
      </footer>
    </div>
    <script src="//www.brightmoor.co.uk/cdn/shop/t/12/assets/details-disclosure.js?v=13653116266235556501699311021" defer="defer"></script>
    <script src="//www.brightmoor.co.uk/cdn/shop/t/12/assets/search-form.js?v=133129549252120666541699311021" defer="defer"></script>
  </body>
</html>`;

const home = `${head(
  'Brightmoor | Stonewashed linen &amp; handmade homeware from Yorkshire',
  'Stonewashed linen bedding, wool throws and handmade ceramics, designed in the Yorkshire Dales. Free UK delivery over £60.',
  '/',
)}
${header}
    <main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
      <section id="shopify-section-template--16219455701028__image_banner" class="shopify-section section">
        <div class="banner banner--large"><div class="banner__media media"><img src="//www.brightmoor.co.uk/cdn/shop/files/hero-linen-bedroom.jpg?v=1699311021&amp;width=3840" alt="Sage linen bedding in a Dales farmhouse bedroom" width="3840" height="2160"></div>
          <div class="banner__content"><div class="banner__box"><h2 class="banner__heading h0">Slow-made for slow mornings</h2><div class="banner__text rte"><p>Stonewashed European flax linen, cut and sewn in our Skipton workshop.</p></div><div class="banner__buttons"><a href="/collections/bedding" class="button button--primary">Shop bedding</a></div></div></div>
        </div>
      </section>
      <section id="shopify-section-template--16219455701028__featured_collection" class="shopify-section section">
        <div class="collection page-width"><h2 class="title inline-richtext h2">Autumn favourites</h2>
          <ul class="grid product-grid" role="list">
            <li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/stonewashed-linen-duvet-cover-sage" class="full-unstyled-link">Stonewashed Linen Duvet Cover – Sage</a><span class="price-item price-item--regular">£165.00</span></div></li>
            <li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/swaledale-wool-throw-oat" class="full-unstyled-link">Swaledale Wool Throw – Oat</a><span class="price-item price-item--regular">£120.00</span></div></li>
            <li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/moorland-stoneware-mug-set" class="full-unstyled-link">Moorland Stoneware Mugs, set of 4</a><span class="price-item price-item--regular">£64.00</span></div></li>
            <li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/linen-napkins-clay" class="full-unstyled-link">Linen Napkins, set of 4 – Clay</a><span class="price-item price-item--regular">£36.00</span></div></li>
          </ul>
        </div>
      </section>
      <section id="shopify-section-template--16219455701028__press" class="shopify-section section">
        <div class="page-width press-logos"><h2 class="h5">As seen in</h2>
          <ul class="press-logos__list">
            <li><a href="https://www.theguardian.com/lifeandstyle/2026/mar/14/best-linen-bedding" target="_blank"><img src="//www.brightmoor.co.uk/cdn/shop/files/press-guardian.svg?v=1699311021" alt="The Guardian"></a></li>
            <li><a href="https://www.houseandgarden.co.uk/gallery/best-throws" target="_blank"><img src="//www.brightmoor.co.uk/cdn/shop/files/press-house-garden.svg?v=1699311021" alt="House &amp; Garden"></a></li>
            <li><a href="https://www.elledecoration.co.uk/design/yorkshire-makers" target="_blank"><img src="//www.brightmoor.co.uk/cdn/shop/files/press-elle-deco.svg?v=1699311021" alt="ELLE Decoration"></a></li>
          </ul>
        </div>
      </section>
      <section id="shopify-section-template--16219455701028__rich_text" class="shopify-section section">
        <div class="rich-text content-container"><h2 class="rich-text__heading h1">See it in person</h2><p>Our linen is stocked by independent shops across the UK, Ireland and France. Find your nearest on our <a href="/pages/stockists">stockists page</a>.</p></div>
      </section>
      <section id="shopify-section-template--16219455701028__instagram" class="shopify-section section">
        <div class="page-width"><h2 class="h2">#brightmoorathome</h2>
          <div class="insta-grid"><a href="https://www.instagram.com/p/DA1x7pLs2Qe/" target="_blank"><img src="//www.brightmoor.co.uk/cdn/shop/files/insta-1.jpg?v=1699311021" alt="Customer photo: linen bedding"></a><a href="https://www.instagram.com/p/DA0mK3vNq9z/" target="_blank"><img src="//www.brightmoor.co.uk/cdn/shop/files/insta-2.jpg?v=1699311021" alt="Customer photo: wool throw on sofa"></a></div>
        </div>
      </section>
    </main>
${footer}`;

const stockists = `${head(
  'Stockists | Brightmoor',
  'Find Brightmoor linen and homeware in independent shops across the UK, Ireland and France.',
  '/pages/stockists',
)}
${header}
    <main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
      <section id="shopify-section-template--16219455766564__main" class="shopify-section section">
        <div class="page-width page-width--narrow section-template--16219455766564__main-padding">
          <h1 class="main-page-title page-title h0">Stockists</h1>
          <div class="rte">
            <p>We’re proud to be stocked by these lovely independent shops. Stock varies by shop, so it’s always worth calling ahead if you’re after something specific.</p>

            <h2>London</h2>
            <p><strong>The Linen Press</strong><br>14 Columbia Road, London E2 7NN<br><a href="https://thelinenpress.co.uk/" target="_blank">thelinenpress.co.uk</a></p>
            <p><strong>Hatch &amp; Hearth</strong><br>92 Stoke Newington Church Street, London N16 0AP<br>www.hatchandhearth.com</p>
            <p><strong>Liberty London</strong><br>Regent Street, London W1B 5AH<br><a href="https://www.libertylondon.com/uk/home/" target="_blank">libertylondon.com</a></p>

            <h2>Yorkshire &amp; the North</h2>
            <p><strong>The Dales Emporium</strong><br>3 Market Place, Hawes DL8 3QX<br><a href="https://www.dalesemporium.co.uk/" target="_blank">Visit website</a></p>
            <p><strong>Wool &amp; Wren</strong><br>Commercial Street, Hebden Bridge HX7 8AJ<br>Instagram: <a href="https://www.instagram.com/woolandwren/" target="_blank">@woolandwren</a></p>

            <h2>South West</h2>
            <p><strong>Wildwood Home</strong><br>41 High Street, Totnes TQ9 5NP<br><a href="https://wildwoodhome.co.uk/" target="_blank">wildwoodhome.co.uk</a></p>
            <p><strong>Salt &amp; Saffron</strong><br>Fore Street, St Ives TR26 1HE<br>01736 799 402</p>

            <h2>Scotland</h2>
            <p><strong>Thistle &amp; Loom</strong><br>27 William Street, Edinburgh EH3 7NG<br>thistleandloom.scot</p>

            <h2>Ireland</h2>
            <p><strong>Kilmore Interiors</strong><br>Shop Street, Galway H91 X2Y4<br><a href="https://www.kilmoreinteriors.ie/" target="_blank">kilmoreinteriors.ie</a></p>

            <h2>France</h2>
            <p><strong>Maison Brume</strong><br>18 rue de Charonne, 75011 Paris<br><a href="https://maisonbrume.fr/" target="_blank">maisonbrume.fr</a></p>

            <h2>Online</h2>
            <p><strong>Papier &amp; Clay</strong> – papierandclay.co.uk</p>
            <p><strong>notonthehighstreet</strong> – <a href="https://www.notonthehighstreet.com/brightmoor" target="_blank">find us on notonthehighstreet.com</a></p>

            <p>Interested in stocking Brightmoor? Take a look at our <a href="/pages/wholesale">wholesale information</a>.</p>
          </div>
        </div>
      </section>
    </main>
${footer}`;

const wholesale = `${head(
  'Wholesale | Brightmoor',
  'Stock Brightmoor in your shop. Minimum first order £400, reorders from £200.',
  '/pages/wholesale',
)}
${header}
    <main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
      <section class="shopify-section section">
        <div class="page-width page-width--narrow">
          <h1 class="main-page-title page-title h0">Wholesale</h1>
          <div class="rte">
            <p>We love working with independent shops, galleries and boutique hotels that share our values. Our wholesale terms:</p>
            <ul><li>Minimum first order £400, reorders from £200</li><li>Free UK delivery on wholesale orders over £600</li><li>30-day payment terms after your second order</li></ul>
            <p>Request our 2026 trade catalogue by emailing <a href="mailto:trade@brightmoor.co.uk">trade@brightmoor.co.uk</a> with your shop name and website, or fill in the form below.</p>
            <form method="post" action="/contact#contact_form" id="contact_form" accept-charset="UTF-8" class="contact-form"><input type="hidden" name="form_type" value="contact"><input type="text" name="contact[Shop name]" placeholder="Shop name"><input type="text" name="contact[Website]" placeholder="Website"><input type="email" name="contact[email]" placeholder="Email"><textarea name="contact[body]" placeholder="Tell us about your shop"></textarea><button type="submit" class="button">Send</button></form>
          </div>
        </div>
      </section>
    </main>
${footer}`;

export const site: CorpusSite = {
  domain: 'brightmoor.co.uk',
  otherDomains: ['brightmoor-home.myshopify.com'],
  covers:
    'UK Shopify homeware brand behind Cloudflare: the bare domain redirects to www; "Where to buy" in the footer (and an announcement-bar link) leads to a stockists page grouped by region whose shops have linked domains, plain-text domains (www.hatchandhearth.com, thistleandloom.scot, papierandclay.co.uk), an Instagram handle only or a phone only; traps: "As seen in" press links, Instagram posts, Trustpilot badge, "Powered by Shopify" credit, cdn.shopify.com assets, payment icons, a wholesale page with no stockists.',
  pages: {
    '/': { status: 301, redirect: `${W}/` },
    [`${W}/`]: { headers, html: home },
    [`${W}/pages/stockists`]: { headers, html: stockists },
    [`${W}/pages/wholesale`]: { headers, html: wholesale },
  },
  sitemap: [`${W}/`, `${W}/pages/stockists`, `${W}/pages/wholesale`],
  // The last ones were added after the first measurement (docs/quality.md): the pages show them by the fingerprint
  // data's dom and text rules, which the sites' writer had left out of the labels on purpose.
  technologies: ['shopify', 'cloudflare', 'klaviyo', 'cart-functionality', 'open-graph'],
  partners: {
    'thelinenpress.co.uk': 'channel',
    'hatchandhearth.com': 'channel',
    'libertylondon.com': 'channel',
    'dalesemporium.co.uk': 'channel',
    'wildwoodhome.co.uk': 'channel',
    'thistleandloom.scot': 'channel',
    'kilmoreinteriors.ie': 'channel',
    'maisonbrume.fr': 'channel',
    'papierandclay.co.uk': 'channel',
    'notonthehighstreet.com': 'channel',
  },
};
