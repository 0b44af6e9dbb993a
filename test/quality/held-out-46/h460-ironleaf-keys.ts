import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '88a3d0e1f2a4b5c6-SYD',
  'cf-cache-status': 'DYNAMIC',
  'x-shopid': '61873420123',
  'x-shopify-stage': 'production',
  'powered-by': 'Shopify',
  'x-frame-options': 'DENY',
};

const head = (title: string, description: string, path: string, template: string) => `<!doctype html>
<html class="no-js" lang="en">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width,initial-scale=1">
    <meta name="theme-color" content="">
    <link rel="canonical" href="https://ironleafkeys.com.au${path}">
    <link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
    <link rel="icon" type="image/png" href="//ironleafkeys.com.au/cdn/shop/files/favicon-ironleaf.png?crop=center&height=32&v=1698812345&width=32">
    <title>${title}</title>
    <meta name="description" content="${description}">
    <meta property="og:site_name" content="Ironleaf Keys">
    <meta property="og:url" content="https://ironleafkeys.com.au${path}">
    <meta property="og:title" content="${title}">
    <meta property="og:type" content="website">
    <meta property="og:description" content="${description}">
    <meta property="og:image" content="http://ironleafkeys.com.au/cdn/shop/files/ironleaf-social.jpg?v=1698812345">
    <meta name="twitter:card" content="summary_large_image">
    <script src="//ironleafkeys.com.au/cdn/shop/t/14/assets/constants.js?v=58251544750838685771698812345" defer="defer"></script>
    <script src="//ironleafkeys.com.au/cdn/shop/t/14/assets/pubsub.js?v=158357773527763999511698812345" defer="defer"></script>
    <script src="//ironleafkeys.com.au/cdn/shop/t/14/assets/global.js?v=149496944046504657681698812345" defer="defer"></script>
    <meta name="shopify-checkout-api-token" content="a7c3e91f0b2d4c5e6f7a8b9c0d1e2f3a">
    <meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/61873420123/digital_wallets/dialog">
    <meta id="in-context-paypal-metadata" data-shop-id="61873420123" data-venmo-supported="false" data-environment="production" data-locale="en_US" data-paypal-v4="true" data-currency="AUD">
    <script async="async" src="/checkouts/internal/preloads.js?locale=en-AU"></script>
    <script id="shopify-features" type="application/json">{"accessToken":"a7c3e91f0b2d4c5e6f7a8b9c0d1e2f3a","betas":["rich-media-storefront-analytics"],"domain":"ironleafkeys.com.au","predictiveSearch":true,"shopId":61873420123,"locale":"en"}</script>
    <script>var Shopify = Shopify || {};
Shopify.shop = "ironleaf-keys.myshopify.com";
Shopify.locale = "en";
Shopify.currency = {"active":"AUD","rate":"1.0"};
Shopify.country = "AU";
Shopify.theme = {"name":"Dawn","id":138492018811,"schema_name":"Dawn","schema_version":"12.0.0","theme_store_id":887,"role":"main"};</script>
    <script type="module">!function(o){(o.Shopify=o.Shopify||{}).modules=!0}(window);</script>
    <script id="__st">var __st={"a":61873420123,"offset":36000,"reqid":"5d1e7a9c-2b4f-4e6a-8c0d-1f3a5b7c9e0f","pageurl":"ironleafkeys.com.au${path}","s":"pages-${template}","u":"4f8c2a1b6d3e","p":"page"};</script>
    <script src="https://cdn.shopify.com/shopifycloud/shopify-perf-kit/shopify-perf-kit-1.6.6.min.js" defer></script>
    <link href="//ironleafkeys.com.au/cdn/shop/t/14/assets/base.css?v=127867003511637661681698812345" rel="stylesheet" type="text/css" media="all" />
  </head>
  <body class="gradient">
    <a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>
    <div class="announcement-bar" role="region" aria-label="Announcement"><p class="announcement-bar__message h5"><span>Free express shipping across Australia on orders over $99</span></p></div>
    <sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom">
      <header class="header header--middle-left header--mobile-center page-width header--has-menu">
        <a href="/" class="header__heading-link link link--text focus-inset"><img src="//ironleafkeys.com.au/cdn/shop/files/ironleaf-logo.svg?v=1698812345&width=180" alt="Ironleaf Keys" width="180" height="40" class="header__heading-logo"></a>
        <nav class="header__inline-menu">
          <ul class="list-menu list-menu--inline" role="list">
            <li><a href="/collections/all" class="header__menu-item list-menu__item link link--text focus-inset"><span>Shop</span></a></li>
            <li><a href="/collections/business" class="header__menu-item list-menu__item link link--text focus-inset"><span>For business</span></a></li>
            <li><a href="/pages/works-with" class="header__menu-item list-menu__item link link--text focus-inset"><span>Works with</span></a></li>
            <li><a href="/pages/stockists" class="header__menu-item list-menu__item link link--text focus-inset"><span>Where to buy</span></a></li>
            <li><a href="/pages/about" class="header__menu-item list-menu__item link link--text focus-inset"><span>About</span></a></li>
            <li><a href="/pages/contact" class="header__menu-item list-menu__item link link--text focus-inset"><span>Contact</span></a></li>
          </ul>
        </nav>
        <div class="header__icons">
          <a href="/account/login" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">Log in</span></a>
          <a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Cart</span></a>
        </div>
      </header>
    </sticky-header>
    <main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
`;

const payment = (id: string, title: string) =>
  `<li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-${id}"><title id="pi-${id}">${title}</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li>`;

const foot = `    </main>
    <footer class="footer color-scheme-1 gradient section-sections--footer-padding">
      <div class="footer__content-top page-width">
        <div class="footer-block grid__item">
          <h2 class="footer-block__heading inline-richtext">Ironleaf Keys</h2>
          <div class="footer-block__details-content rte"><p>Hardware security keys designed in Melbourne. FIDO2, passkeys and smart-card ready.</p></div>
        </div>
        <div class="footer-block grid__item footer-block--menu">
          <h2 class="footer-block__heading inline-richtext">Help</h2>
          <ul class="footer-block__details-content list-unstyled">
            <li><a href="/pages/setup-guides" class="link link--text list-menu__item list-menu__item--link">Setup guides</a></li>
            <li><a href="/policies/shipping-policy" class="link link--text list-menu__item list-menu__item--link">Shipping</a></li>
            <li><a href="/policies/refund-policy" class="link link--text list-menu__item list-menu__item--link">Returns</a></li>
            <li><a href="/pages/stockists" class="link link--text list-menu__item list-menu__item--link">Stockists</a></li>
          </ul>
        </div>
      </div>
      <div class="footer__content-bottom">
        <ul class="list-unstyled list-social footer__list-social" role="list">
          <li class="list-social__item"><a href="https://www.instagram.com/ironleafkeys" class="link list-social__link"><span class="visually-hidden">Instagram</span></a></li>
          <li class="list-social__item"><a href="https://www.linkedin.com/company/ironleaf-keys" class="link list-social__link"><span class="visually-hidden">LinkedIn</span></a></li>
          <li class="list-social__item"><a href="https://www.youtube.com/@ironleafkeys" class="link list-social__link"><span class="visually-hidden">YouTube</span></a></li>
        </ul>
        <div class="footer__payment">
          <span class="visually-hidden">Payment methods</span>
          <ul class="list list-payment" role="list">
            ${payment('american_express', 'American Express')}
            ${payment('apple_pay', 'Apple Pay')}
            ${payment('google_pay', 'Google Pay')}
            ${payment('master', 'Mastercard')}
            ${payment('paypal', 'PayPal')}
            ${payment('shopify_pay', 'Shop Pay')}
            ${payment('visa', 'Visa')}
          </ul>
        </div>
        <div class="footer__copyright caption"><small class="copyright__content">&copy; 2024, <a href="/" title="">Ironleaf Keys</a></small> <small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Powered by Shopify</a></small></div>
      </div>
    </footer>
  </body>
</html>`;

const worksWith = (name: string, url: string, logo: string, note: string) => `<div class="multicolumn-card content-container">
  <div class="multicolumn-card__image-wrapper multicolumn-card__image-wrapper--third-width"><div class="media media--transparent media--adapt"><img src="//ironleafkeys.com.au/cdn/shop/files/${logo}?v=1701234567&width=300" alt="${name}" loading="lazy" width="300" height="150"></div></div>
  <div class="multicolumn-card__info"><h3 class="inline-richtext">${name}</h3><div class="rte"><p>${note}</p></div><a class="link animate-arrow" href="${url}" target="_blank" rel="noopener">Learn more</a></div>
</div>`;

export const site: CorpusSite = {
  domain: 'ironleafkeys.com.au',
  otherDomains: ['ironleafkeys.co.nz', 'ironleaf-keys.myshopify.com'],
  covers:
    'Australian Shopify (Dawn) hardware security-key vendor: certified integration partners as multicolumn cards, stockists/resellers and a marketplace on a "where to buy" page; payment-method icons, press quotes, a FIDO certification, an investor, a conference sponsorship, a job board, the "Powered by Shopify" link and social links as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('Ironleaf Keys – Hardware security keys made for passkeys', 'Phishing-resistant FIDO2 security keys, designed in Melbourne. Protect Google, Microsoft, Apple and 1,000+ services.', '/', 'index')}
<section class="shopify-section section"><div class="banner banner--large">
  <div class="banner__content page-width"><div class="banner__box content-container">
    <h2 class="banner__heading inline-richtext h0">Your password's bodyguard.</h2>
    <div class="banner__text rte"><p>Tap an Ironleaf key and phishing stops working. FIDO2, passkeys and PIV smart card in one aluminium key that survives a washing machine.</p></div>
    <div class="banner__buttons"><a href="/products/ironleaf-one-nfc" class="button button--primary">Shop Ironleaf One</a></div>
  </div></div>
</div></section>
<section class="shopify-section section"><div class="page-width">
  <h2 class="title inline-richtext h2">Best sellers</h2>
  <ul class="grid product-grid grid--3-col-desktop" role="list">
    <li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/ironleaf-one-nfc" class="full-unstyled-link">Ironleaf One NFC</a><div class="price"><span class="price-item price-item--regular">$89.00 AUD</span></div></div></li>
    <li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/ironleaf-nano-usb-c" class="full-unstyled-link">Ironleaf Nano USB-C</a><div class="price"><span class="price-item price-item--regular">$79.00 AUD</span></div></div></li>
    <li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/ironleaf-team-pack" class="full-unstyled-link">Team Pack (10 keys)</a><div class="price"><span class="price-item price-item--regular">$790.00 AUD</span></div></div></li>
  </ul>
</div></section>
<section class="shopify-section section"><div class="page-width">
  <h2 class="title inline-richtext h2">Works with the accounts you already use</h2>
  <p>Google, Microsoft, Apple, 1Password, Okta and more. <a href="/pages/works-with">See the full list</a></p>
</div></section>
<section class="shopify-section section"><div class="page-width">
  <h2 class="title inline-richtext h2">As seen in</h2>
  <div class="multicolumn-list">
    <blockquote>&ldquo;The best-built security key we've tested this year.&rdquo; &mdash; <a href="https://www.itnews.com.au/review/ironleaf-one-nfc-review-601234" target="_blank" rel="noopener">iTnews</a></blockquote>
    <blockquote>&ldquo;An Aussie key that takes on the giants.&rdquo; &mdash; <a href="https://www.smh.com.au/technology/ironleaf-keys-20240212-p5f3ab.html" target="_blank" rel="noopener">The Sydney Morning Herald</a></blockquote>
  </div>
</div></section>
${foot}`,
    },
    '/pages/works-with': {
      headers,
      html: `${head('Works with Ironleaf – Integration partners', 'Services and platforms tested and certified with Ironleaf security keys.', '/pages/works-with', 'works-with')}
<div class="page-width page-width--narrow section-template--main-padding">
  <h1 class="main-page-title page-title h0">Works with Ironleaf</h1>
  <div class="rte">
    <p>Every Ironleaf key supports the open FIDO2 and WebAuthn standards, so it works with any service that supports passkeys or security keys. The platforms below are our integration partners: we test every firmware release with their teams, and their admin consoles can enrol and manage Ironleaf keys out of the box.</p>
  </div>
</div>
<div class="multicolumn page-width"><div class="multicolumn-list grid grid--4-col-desktop" role="list">
${worksWith('Google Workspace', 'https://workspace.google.com/', 'google-workspace.png', 'Enforce security keys for Advanced Protection and admin accounts.')}
${worksWith('Microsoft Entra ID', 'https://www.microsoft.com/en-au/security/business/identity-access/microsoft-entra-id', 'microsoft-entra.png', 'Passwordless sign-in to Windows, Microsoft 365 and Azure.')}
${worksWith('Apple', 'https://support.apple.com/en-au/102637', 'apple.png', 'Security keys for Apple ID on iPhone, iPad and Mac.')}
${worksWith('1Password', 'https://1password.com/', '1password.png', 'Unlock your vault and protect your account with a passkey on your key.')}
${worksWith('Okta', 'https://www.okta.com/', 'okta.png', 'Ironleaf is an Okta Integration Network partner for FIDO2 enrolment.')}
${worksWith('Bitwarden', 'https://bitwarden.com/', 'bitwarden.png', 'Two-step login with FIDO2 WebAuthn on all plans.')}
${worksWith('Cloudflare Zero Trust', 'https://www.cloudflare.com/zero-trust/', 'cloudflare.png', 'Hardware-key enforcement for Access policies.')}
${worksWith('GitHub', 'https://github.com/', 'github.png', 'Protect commits and SSH with resident keys.')}
</div></div>
<div class="page-width rte">
  <p>Ironleaf One and Ironleaf Nano are <a href="https://fidoalliance.org/certification/" target="_blank" rel="noopener">FIDO Certified</a> (Level 1). Is your service missing? Email <a href="mailto:partners@ironleafkeys.com.au">partners@ironleafkeys.com.au</a>.</p>
</div>
${foot}`,
    },
    '/pages/stockists': {
      headers,
      html: `${head('Where to buy – Ironleaf Keys', 'Buy Ironleaf keys online or from our authorised stockists and business resellers in Australia and New Zealand.', '/pages/stockists', 'stockists')}
<div class="page-width page-width--narrow section-template--main-padding">
  <h1 class="main-page-title page-title h0">Where to buy</h1>
  <div class="rte">
    <p>Buy direct from this store, or from one of our authorised stockists. Buying for more than 50 staff? Our business resellers can handle procurement, enrolment and volume pricing.</p>
    <h2>Retail stockists</h2>
    <ul>
      <li><a href="https://www.securedesk.com.au/brands/ironleaf" target="_blank" rel="noopener">Secure Desk Supplies</a> &ndash; online, ships Australia-wide</li>
      <li><a href="https://techfront.com.au/" target="_blank" rel="noopener">Techfront</a> &ndash; Perth CBD store and online</li>
      <li><a href="https://www.kiwicyber.co.nz/" target="_blank" rel="noopener">Kiwi Cyber Store</a> &ndash; New Zealand</li>
      <li><a href="https://www.amazon.com.au/stores/IronleafKeys/page/5C2B8E1A-3F4D-4A6B-9C0E-7D1F2A3B4C5D" target="_blank" rel="noopener">Ironleaf on Amazon Australia</a></li>
    </ul>
    <h2>Business resellers</h2>
    <table>
      <thead><tr><th>Reseller</th><th>Coverage</th></tr></thead>
      <tbody>
        <tr><td><a href="https://harbourit.com.au/" target="_blank" rel="noopener">Harbour IT Solutions</a></td><td>NSW, ACT &ndash; government panel supplier</td></tr>
        <tr><td><a href="https://www.southgateprocurement.com.au/" target="_blank" rel="noopener">Southgate Procurement</a></td><td>VIC, TAS, SA</td></tr>
      </tbody>
    </table>
    <p>Want to stock Ironleaf? <a href="/pages/contact">Get in touch</a>.</p>
  </div>
</div>
${foot}`,
    },
    '/pages/about': {
      headers,
      html: `${head('About – Ironleaf Keys', 'Ironleaf Keys was founded in Melbourne in 2020.', '/pages/about', 'about')}
<div class="page-width page-width--narrow section-template--main-padding">
  <h1 class="main-page-title page-title h0">About Ironleaf</h1>
  <div class="rte">
    <p>Ironleaf was founded in 2020 by hardware engineer Tom Nguyen and security researcher Amelia Hart, after watching a colleague lose a business to a phishing email. Our keys are designed in Melbourne and assembled in Adelaide.</p>
    <p>In 2023 we closed a seed round led by <a href="https://blackwattle.vc/" target="_blank" rel="noopener">Blackwattle Ventures</a>.</p>
    <h2>Community</h2>
    <p>We're a proud gold sponsor of <a href="https://www.bsidesau.com.au/" target="_blank" rel="noopener">BSides Australia</a> and give every attendee a key to take home.</p>
    <h2>Careers</h2>
    <p>We're hiring a firmware engineer &ndash; see the role on <a href="https://www.seek.com.au/job/74561234" target="_blank" rel="noopener">SEEK</a>.</p>
  </div>
</div>
${foot}`,
    },
    '/pages/contact': {
      headers,
      html: `${head('Contact – Ironleaf Keys', 'Get in touch with Ironleaf Keys.', '/pages/contact', 'contact')}
<div class="page-width page-width--narrow section-template--main-padding">
  <h1 class="main-page-title page-title h0">Contact</h1>
  <form method="post" action="/contact#ContactForm" id="ContactForm" accept-charset="UTF-8" class="isolate">
    <input type="hidden" name="form_type" value="contact"><input type="hidden" name="utf8" value="✓">
    <div class="contact__fields">
      <div class="field"><input class="field__input" autocomplete="name" type="text" id="ContactForm-name" name="contact[Name]" placeholder="Name"><label class="field__label" for="ContactForm-name">Name</label></div>
      <div class="field field--with-error"><input autocomplete="email" type="email" id="ContactForm-email" class="field__input" name="contact[email]" placeholder="Email"><label class="field__label" for="ContactForm-email">Email <span aria-hidden="true">*</span></label></div>
    </div>
    <div class="field"><textarea rows="10" id="ContactForm-body" class="text-area field__input" name="contact[Comment]" placeholder="Comment"></textarea><label class="form__label field__label" for="ContactForm-body">Comment</label></div>
    <div class="contact__button"><button type="submit" class="button">Send</button></div>
  </form>
</div>
${foot}`,
    },
  },
  sitemap: ['/', '/pages/works-with', '/pages/stockists', '/pages/about', '/pages/contact'],
  technologies: [
    'shopify',
    'shop-pay',
    'cart-functionality',
    'apple-pay',
    'google-pay',
    'paypal',
    'visa',
    'mastercard',
    'american-express',
    'cloudflare',
    'open-graph',
  ],
  partners: {
    'google.com': 'technology',
    'microsoft.com': 'technology',
    'apple.com': 'technology',
    '1password.com': 'technology',
    'okta.com': 'technology',
    'bitwarden.com': 'technology',
    'cloudflare.com': 'technology',
    'github.com': 'technology',
    'securedesk.com.au': 'channel',
    'techfront.com.au': 'channel',
    'kiwicyber.co.nz': 'channel',
    'amazon.com.au': 'channel',
    'harbourit.com.au': 'channel',
    'southgateprocurement.com.au': 'channel',
  },
};
