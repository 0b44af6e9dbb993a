import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8a22d7f41c0e5b9a-SYD',
  'cf-cache-status': 'DYNAMIC',
  'x-shopid': '61244201301',
  'x-shopify-stage': 'production',
  'x-sorting-hat-podid': '212',
  'x-sorting-hat-shopid': '61244201301',
  'x-storefront-renderer-rendered': '1',
  'powered-by': 'Shopify',
};

const layout = (path: string, title: string, template: string, main: string) => `<!doctype html>
<html class="js" lang="en">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width,initial-scale=1">
    <meta name="theme-color" content="">
    <link rel="canonical" href="https://wattlecart.com${path}">
    <link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
    <link rel="icon" type="image/png" href="//wattlecart.com/cdn/shop/files/wattle-favicon.png?crop=center&height=32&v=1701320444&width=32">
    <title>${title}</title>
    <meta name="description" content="Wattlecart: bundles, mix-and-match boxes and subscriptions for Shopify stores. Made in Melbourne.">
    <meta property="og:site_name" content="Wattlecart">
    <meta property="og:url" content="https://wattlecart.com${path}">
    <meta property="og:title" content="${title}">
    <meta property="og:type" content="website">
    <meta name="twitter:card" content="summary_large_image">
    <script src="//wattlecart.com/cdn/shop/t/7/assets/constants.js?v=58251544750838685771701320447" defer="defer"></script>
    <script src="//wattlecart.com/cdn/shop/t/7/assets/pubsub.js?v=158357773527763999511701320447" defer="defer"></script>
    <script src="//wattlecart.com/cdn/shop/t/7/assets/global.js?v=149496944046504657681701320447" defer="defer"></script>
    <script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.start');</script>
    <meta name="shopify-checkout-api-token" content="b8e7f6d5c4b3a29180f7e6d5c4b3a291">
    <meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/61244201301/digital_wallets/dialog">
    <script async="async" src="/checkouts/internal/preloads.js?locale=en-AU"></script>
    <script id="shopify-features" type="application/json">{"accessToken":"b8e7f6d5c4b3a29180f7e6d5c4b3a291","betas":["rich-media-storefront-analytics"],"domain":"wattlecart.com","predictiveSearch":true,"shopId":61244201301,"locale":"en"}</script>
    <script>var Shopify = Shopify || {};
Shopify.shop = "wattlecart.myshopify.com";
Shopify.locale = "en";
Shopify.currency = {"active":"AUD","rate":"1.0"};
Shopify.country = "AU";
Shopify.theme = {"name":"Dawn - Wattlecart 2024","id":138720116901,"schema_name":"Dawn","schema_version":"12.0.0","theme_store_id":887,"role":"main"};
Shopify.routes = Shopify.routes || {};
Shopify.routes.root = "/";</script>
    <script type="module">!function(o){(o.Shopify=o.Shopify||{}).modules=!0}(window);</script>
    <script id="shop-js-analytics" type="application/json">{"pageType":"${template}"}</script>
    <script type="module" src="https://cdn.shopify.com/shopifycloud/shop-js/modules/v2/client.init-shop-for-new-customer-accounts_en.esm.js" async></script>
    <script async src="https://www.googletagmanager.com/gtag/js?id=G-WQ3K7Z1P8D"></script>
    <script>
      window.dataLayer = window.dataLayer || [];
      function gtag(){dataLayer.push(arguments);}
      gtag('js', new Date());
      gtag('config', 'G-WQ3K7Z1P8D');
    </script>
    <script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.end');</script>
    <link href="//wattlecart.com/cdn/shop/t/7/assets/base.css?v=93405971894151239851701320447" rel="stylesheet" type="text/css" media="all" />
    <link href="//wattlecart.com/cdn/shop/t/7/assets/wattle-custom.css?v=11820034671155390121701320448" rel="stylesheet" type="text/css" media="all" />
  </head>
  <body class="gradient template-${template}">
    <a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>
    <div id="shopify-section-sections--17083203141797__announcement-bar" class="shopify-section shopify-section-group-header-group announcement-bar-section">
      <div class="utility-bar color-scheme-2 gradient"><div class="page-width utility-bar__grid"><div class="announcement-bar" role="region" aria-label="Announcement"><p class="announcement-bar__message h5"><span>New: Wattlecart Subscriptions now supports prepaid plans</span></p></div></div></div>
    </div>
    <div id="shopify-section-sections--17083203141797__header" class="shopify-section shopify-section-group-header-group section-header">
      <sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom">
        <header class="header header--middle-left header--mobile-center page-width header--has-menu">
          <a href="/" class="header__heading-link link link--text focus-inset"><div class="header__heading-logo-wrapper"><img src="//wattlecart.com/cdn/shop/files/wattlecart-logo.svg?v=1701320444&width=160" alt="Wattlecart" srcset="//wattlecart.com/cdn/shop/files/wattlecart-logo.svg?v=1701320444&width=160 160w" width="160" height="40.0" class="header__heading-logo motion-reduce" sizes="(max-width: 320px) 50vw, 160px"></div></a>
          <nav class="header__inline-menu">
            <ul class="list-menu list-menu--inline" role="list">
              <li><a id="HeaderMenu-features" href="/#features" class="header__menu-item list-menu__item link link--text focus-inset"><span>Features</span></a></li>
              <li><a id="HeaderMenu-pricing" href="/pages/pricing" class="header__menu-item list-menu__item link link--text focus-inset"${path === '/pages/pricing' ? ' aria-current="page"' : ''}><span>Pricing</span></a></li>
              <li><a id="HeaderMenu-integrations" href="/pages/integrations" class="header__menu-item list-menu__item link link--text focus-inset"><span>Integrations</span></a></li>
              <li><a id="HeaderMenu-experts" href="/blogs/experts" class="header__menu-item list-menu__item link link--text focus-inset"><span>Find an Expert</span></a></li>
              <li><a id="HeaderMenu-blog" href="/blogs/news" class="header__menu-item list-menu__item link link--text focus-inset"><span>Blog</span></a></li>
              <li><a id="HeaderMenu-help" href="https://help.wattlecart.com" class="header__menu-item list-menu__item link link--text focus-inset"><span>Help centre</span></a></li>
            </ul>
          </nav>
          <div class="header__icons"><a href="https://apps.shopify.com/wattlecart?utm_source=website&utm_medium=header" class="button button--primary header__cta">Install on Shopify</a></div>
        </header>
      </sticky-header>
    </div>
    <main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
${main}
    </main>
    <div id="shopify-section-sections--17083203010725__footer" class="shopify-section shopify-section-group-footer-group">
      <footer class="footer color-scheme-3 gradient section-sections--17083203010725__footer-padding">
        <div class="footer__content-top page-width">
          <div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet">
            <div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">Wattlecart</h2><div class="footer-block__details-content rte"><p>Bundles, boxes and subscriptions for Shopify. Built by a small team in Fitzroy, Melbourne. Wattlecart Pty Ltd ABN 41 652 880 193.</p><p><img src="//wattlecart.com/cdn/shop/files/built-for-shopify-badge.svg?v=1701320444" alt="Built for Shopify" width="120" loading="lazy"></p></div></div>
            <div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Product</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/pages/pricing" class="link link--text list-menu__item list-menu__item--link">Pricing</a></li><li><a href="/pages/integrations" class="link link--text list-menu__item list-menu__item--link">Integrations</a></li><li><a href="https://help.wattlecart.com/changelog" class="link link--text list-menu__item list-menu__item--link">Changelog</a></li><li><a href="https://apps.shopify.com/wattlecart/reviews" class="link link--text list-menu__item list-menu__item--link">Reviews (4.9★, 1,240)</a></li></ul></div>
            <div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Company</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/pages/about" class="link link--text list-menu__item list-menu__item--link">About &amp; careers</a></li><li><a href="/blogs/experts" class="link link--text list-menu__item list-menu__item--link">Wattlecart Experts</a></li><li><a href="/pages/contact" class="link link--text list-menu__item list-menu__item--link">Contact</a></li><li><a href="/policies/privacy-policy" class="link link--text list-menu__item list-menu__item--link">Privacy</a></li></ul></div>
            <div class="footer-block--newsletter scroll-trigger animate--slide-in"><h2 class="footer-block__heading inline-richtext">Merchant tips, monthly</h2>
              <form method="post" action="/contact#ContactFooter" id="ContactFooter" accept-charset="UTF-8" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer" /><input type="hidden" name="utf8" value="✓" /><input type="hidden" name="contact[tags]" value="newsletter"><div class="newsletter-form__field-wrapper"><div class="field"><input id="NewsletterForm--footer" type="email" name="contact[email]" class="field__input" value="" aria-required="true" autocorrect="off" autocapitalize="off" autocomplete="email" placeholder="Email" required><label class="field__label" for="NewsletterForm--footer">Email</label><button type="submit" class="newsletter-form__button field__button" name="commit" aria-label="Subscribe">→</button></div></div></form>
              <ul class="footer__list-social list-unstyled list-social" role="list"><li class="list-social__item"><a href="https://www.instagram.com/wattlecart" class="link list-social__link"><span class="visually-hidden">Instagram</span></a></li><li class="list-social__item"><a href="https://www.linkedin.com/company/wattlecart" class="link list-social__link"><span class="visually-hidden">LinkedIn</span></a></li><li class="list-social__item"><a href="https://www.youtube.com/@wattlecart" class="link list-social__link"><span class="visually-hidden">YouTube</span></a></li></ul>
            </div>
          </div>
        </div>
        <div class="footer__content-bottom"><div class="footer__copyright caption"><small class="copyright__content">&copy; 2024, <a href="/" title="">Wattlecart</a></small><small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Powered by Shopify</a></small></div></div>
      </footer>
    </div>
    <script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=WtC8rQ"></script>
  </body>
</html>`;

const section = (
  id: string,
  type: string,
  inner: string,
) => `      <section id="shopify-section-template--17083202781349__${id}" class="shopify-section section">
        <div class="${type} page-width section-template--17083202781349__${id}-padding">
${inner}
        </div>
      </section>`;

const home = layout(
  '/',
  'Wattlecart | Bundles & Subscriptions for Shopify',
  'index',
  [
    section(
      'image_banner',
      'banner',
      `          <div class="banner__box content-container color-scheme-1 gradient">
            <h1 class="banner__heading inline-richtext h0">Bundles your customers actually build</h1>
            <div class="banner__text rte"><p>Mix-and-match boxes, fixed bundles, volume discounts and subscriptions, all native to Shopify checkout. Merchants using Wattlecart see a 22% lift in average order value.</p></div>
            <div class="banner__buttons"><a href="https://apps.shopify.com/wattlecart?utm_source=website&utm_medium=hero" class="button button--primary">Install free on Shopify</a><a href="/blogs/experts" class="button button--secondary">Get help from an Expert</a></div>
          </div>`,
    ),
    section(
      'features',
      'multicolumn',
      `          <div id="features" class="title-wrapper-with-link"><h2 class="title inline-richtext h1">Everything you need to sell more per order</h2></div>
          <ul class="multicolumn-list contains-content-container grid grid--3-col-desktop" role="list">
            <li class="multicolumn-list__item grid__item"><div class="multicolumn-card content-container"><h3 class="inline-richtext">Build-a-box</h3><div class="rte"><p>Customers pick 6, 12 or 24 items into a box with live pricing and a progress bar.</p></div></div></li>
            <li class="multicolumn-list__item grid__item"><div class="multicolumn-card content-container"><h3 class="inline-richtext">Subscriptions</h3><div class="rte"><p>Pay-as-you-go and prepaid plans using Shopify's native subscription APIs, with a customer portal.</p></div></div></li>
            <li class="multicolumn-list__item grid__item"><div class="multicolumn-card content-container"><h3 class="inline-richtext">Inventory-aware bundles</h3><div class="rte"><p>Component stock is tracked per SKU so you never oversell a bundle.</p></div></div></li>
          </ul>`,
    ),
    section(
      'testimonials',
      'collage',
      `          <h2 class="h2">Loved by 6,000+ Shopify brands</h2>
          <div class="testimonial-grid">
            <blockquote class="testimonial"><p>"Our build-your-own snack box went from a spreadsheet to a 40% share of revenue in two months."</p><cite>Ella Nguyen, founder, <a href="https://coastalkin.com.au" rel="nofollow">Coastal Kin</a></cite></blockquote>
            <blockquote class="testimonial"><p>"Subscriptions migrated over a weekend. Churn is down and support tickets halved."</p><cite>Tama Rewi, <a href="https://morningritual.co.nz" rel="nofollow">Morning Ritual Coffee</a></cite></blockquote>
            <blockquote class="testimonial"><p>"Best support of any app we use. They answered on a Sunday."</p><cite>Review on the <a href="https://apps.shopify.com/wattlecart/reviews">Shopify App Store</a></cite></blockquote>
          </div>`,
    ),
    section(
      'logo_list',
      'logo-list',
      `          <p class="caption-with-letter-spacing">As seen on stores like</p>
          <div class="logos">
            <img src="//wattlecart.com/cdn/shop/files/logo-coastal-kin.png?v=1701320444&width=120" alt="Coastal Kin" loading="lazy" width="120">
            <img src="//wattlecart.com/cdn/shop/files/logo-morning-ritual.png?v=1701320444&width=120" alt="Morning Ritual Coffee" loading="lazy" width="120">
            <img src="//wattlecart.com/cdn/shop/files/logo-bush-pantry.png?v=1701320444&width=120" alt="The Bush Pantry" loading="lazy" width="120">
            <img src="//wattlecart.com/cdn/shop/files/logo-saltwater-soap.png?v=1701320444&width=120" alt="Saltwater Soap Co." loading="lazy" width="120">
          </div>`,
    ),
    section(
      'experts_cta',
      'rich-text',
      `          <div class="rich-text__blocks"><h2 class="rich-text__heading h1">Need a hand setting up?</h2><div class="rich-text__text rte"><p>Our certified Wattlecart Experts are Shopify agencies who can design and launch your bundles and subscriptions.</p></div><a href="/blogs/experts" class="button button--primary">Browse the Experts directory</a></div>`,
    ),
  ].join('\n'),
);

const pricing = layout(
  '/pages/pricing',
  'Pricing | Wattlecart',
  'page',
  section(
    'main',
    'page-width--narrow',
    `          <h1 class="main-page-title page-title h0">Pricing</h1>
          <div class="rte">
            <p>Billed through Shopify in USD. 14-day free trial on all paid plans.</p>
            <table>
              <thead><tr><th>Plan</th><th>Price</th><th>Includes</th></tr></thead>
              <tbody>
                <tr><td>Starter</td><td>Free</td><td>Up to 50 bundle orders / month</td></tr>
                <tr><td>Growth</td><td>$29 / month</td><td>Unlimited bundles, build-a-box, analytics</td></tr>
                <tr><td>Pro</td><td>$99 / month</td><td>Subscriptions, customer portal, priority support</td></tr>
                <tr><td>Plus</td><td>$299 / month</td><td>Shopify Plus checkout extensions, dedicated onboarding</td></tr>
              </tbody>
            </table>
            <p>Working with an agency? Many of our <a href="/blogs/experts">Experts</a> can set up Wattlecart as part of a store build.</p>
          </div>`,
  ),
);

const integration = (name: string, href: string, desc: string, cat: string) =>
  `            <li class="grid__item integration-card" data-category="${cat}"><div class="card card--standard"><div class="card__inner"><div class="card__media"><img src="//wattlecart.com/cdn/shop/files/int-${name.toLowerCase().replace(/[^a-z]+/g, '-')}.png?v=1701320444&width=96" alt="${name}" width="96" loading="lazy"></div><div class="card__content"><h3 class="card__heading h5"><a href="${href}" class="full-unstyled-link" target="_blank" rel="noopener">${name}</a></h3><p>${desc}</p><span class="badge">${cat}</span></div></div></div></li>`;

const integrations = layout(
  '/pages/integrations',
  'Integrations | Wattlecart',
  'page',
  section(
    'main',
    'collection-list',
    `          <h1 class="main-page-title page-title h0">Integrations</h1>
          <div class="rte"><p>Wattlecart works with the apps Shopify brands already run. These integration partners are tested by our team on every release.</p></div>
          <ul class="grid grid--3-col-desktop grid--1-col-tablet-down" role="list">
${integration('Klaviyo', 'https://www.klaviyo.com/integrations/wattlecart', 'Bundle contents and subscription events in your flows.', 'Email & SMS')}
${integration('Gorgias', 'https://www.gorgias.com/apps/wattlecart', 'See and edit subscriptions from the helpdesk sidebar.', 'Support')}
${integration('Judge.me', 'https://judge.me/', 'Collect reviews on bundle components.', 'Reviews')}
${integration('Okendo', 'https://www.okendo.io/integrations/', 'Reviews and loyalty points on subscription orders.', 'Reviews')}
${integration('Parcelwise', 'https://parcelwise.com.au/integrations/wattlecart', 'Australia Post and Sendle labels that show every bundle component on the pick list.', 'Shipping')}
${integration('Loyaltree', 'https://loyaltree.io', 'Reward subscribers with points on every renewal.', 'Loyalty')}
          </ul>
          <p class="caption">Building a Shopify app? Read our <a href="https://help.wattlecart.com/developers/api">developer API</a> and email partners@wattlecart.com.</p>`,
  ),
);

const experts = layout(
  '/blogs/experts',
  'Wattlecart Experts | Find a Shopify agency',
  'blog',
  section(
    'main',
    'main-blog',
    `          <h1 class="title--primary">Wattlecart Experts</h1>
          <div class="rte"><p>Certified Shopify agencies that know Wattlecart inside out. Every Expert has launched at least five Wattlecart stores and passed our certification.</p></div>
          <div class="blog-filters"><a href="/blogs/experts" class="button button--tertiary">All</a> <a href="/blogs/experts/tagged/australia" class="button button--tertiary">Australia</a> <a href="/blogs/experts/tagged/new-zealand" class="button button--tertiary">New Zealand</a> <a href="/blogs/experts/tagged/uk" class="button button--tertiary">UK</a> <a href="/blogs/experts/tagged/north-america" class="button button--tertiary">North America</a></div>
          <div class="blog-articles">
            <div class="blog-articles__article article"><div class="card-wrapper article-card-wrapper underline-links-hover"><div class="card article-card card--standard"><div class="card__content"><div class="card__information"><h3 class="card__heading h2"><a href="/blogs/experts/saltbush-studio" class="full-unstyled-link">Saltbush Studio</a></h3><div class="article-card__info caption-with-letter-spacing h5"><span>Melbourne, Australia</span> &middot; <span>Platinum Expert</span></div><p class="article-card__excerpt rte-width">Shopify Plus agency for food and beverage brands. Build-a-box specialists.</p><a href="/blogs/experts/saltbush-studio" class="link">View profile</a></div></div></div></div></div>
            <div class="blog-articles__article article"><div class="card-wrapper article-card-wrapper underline-links-hover"><div class="card article-card card--standard"><div class="card__content"><div class="card__information"><h3 class="card__heading h2"><a href="/blogs/experts/blue-gum-labs" class="full-unstyled-link">Blue Gum Labs</a></h3><div class="article-card__info caption-with-letter-spacing h5"><span>Brisbane, Australia</span> &middot; <span>Gold Expert</span></div><p class="article-card__excerpt rte-width">Custom theme development and subscription migrations.</p><a href="/blogs/experts/blue-gum-labs" class="link">View profile</a></div></div></div></div></div>
            <div class="blog-articles__article article"><div class="card-wrapper article-card-wrapper underline-links-hover"><div class="card article-card card--standard"><div class="card__content"><div class="card__information"><h3 class="card__heading h2"><a href="/blogs/experts/kowhai-digital" class="full-unstyled-link">Kōwhai Digital</a></h3><div class="article-card__info caption-with-letter-spacing h5"><span>Auckland, New Zealand</span> &middot; <span>Gold Expert</span></div><p class="article-card__excerpt rte-width">Growth marketing and CRO for Kiwi DTC brands.</p><a href="/blogs/experts/kowhai-digital" class="link">View profile</a></div></div></div></div></div>
            <div class="blog-articles__article article"><div class="card-wrapper article-card-wrapper underline-links-hover"><div class="card article-card card--standard"><div class="card__content"><div class="card__information"><h3 class="card__heading h2"><a href="/blogs/experts/fernhill-commerce" class="full-unstyled-link">Fernhill Commerce</a></h3><div class="article-card__info caption-with-letter-spacing h5"><span>Bristol, UK</span> &middot; <span>Certified Expert</span></div><p class="article-card__excerpt rte-width">Subscription-first agency for UK beauty and wellness brands.</p><a href="/blogs/experts/fernhill-commerce" class="link">View profile</a></div></div></div></div></div>
            <div class="blog-articles__article article"><div class="card-wrapper article-card-wrapper underline-links-hover"><div class="card article-card card--standard"><div class="card__content"><div class="card__information"><h3 class="card__heading h2"><a href="/blogs/experts/maple-and-pine" class="full-unstyled-link">Maple &amp; Pine</a></h3><div class="article-card__info caption-with-letter-spacing h5"><span>Vancouver, Canada</span> &middot; <span>Certified Expert</span></div><p class="article-card__excerpt rte-width">Shopify Plus builds and B2B wholesale.</p><a href="/blogs/experts/maple-and-pine" class="link">View profile</a></div></div></div></div></div>
            <div class="blog-articles__article article"><div class="card-wrapper article-card-wrapper underline-links-hover"><div class="card article-card card--standard"><div class="card__content"><div class="card__information"><h3 class="card__heading h2">Lumen Ridge</h3><div class="article-card__info caption-with-letter-spacing h5"><span>Austin, USA</span> &middot; <span>Certification in progress</span></div><p class="article-card__excerpt rte-width">Profile coming soon.</p></div></div></div></div></div>
          </div>
          <div class="rte"><h2>Become an Expert</h2><p>Agencies with five or more Wattlecart launches can apply: experts@wattlecart.com. You'll get a revenue share on referred installs and a listing here.</p></div>`,
  ),
);

const expert = (
  handle: string,
  name: string,
  location: string,
  tier: string,
  site: string,
  siteLabel: string,
  about: string,
  services: string[],
  work: string,
) =>
  layout(
    `/blogs/experts/${handle}`,
    `${name} | Wattlecart Experts`,
    'article',
    `      <article class="article-template">
        <div id="shopify-section-template--17083202846885__main" class="shopify-section section">
          <div class="page-width page-width--narrow">
            <nav class="breadcrumbs"><a href="/blogs/experts">Wattlecart Experts</a> / ${name}</nav>
            <header class="article-template__title"><h1 class="article-template__title">${name}</h1><span class="caption-with-letter-spacing">${location} &middot; ${tier}</span></header>
            <div class="article-template__content page-width page-width--narrow rte">
              <p>${about}</p>
              <h2>Services</h2>
              <ul>${services.map((s) => `<li>${s}</li>`).join('')}</ul>
              <h2>Selected Wattlecart work</h2>
              <p>${work}</p>
              <h2>Contact</h2>
              <p>Website: <a href="${site}" target="_blank" rel="noopener">${siteLabel}</a></p>
            </div>
            <div class="article-template__back element-margin-top center"><a href="/blogs/experts" class="article-template__link link animate-arrow">&larr; Back to all Experts</a></div>
          </div>
        </div>
      </article>`,
  );

const saltbush = expert(
  'saltbush-studio',
  'Saltbush Studio',
  'Melbourne, Australia',
  'Platinum Expert',
  'https://saltbushstudio.com.au/?ref=wattlecart',
  'saltbushstudio.com.au',
  'Saltbush Studio is a 25-person Shopify Plus agency in Collingwood working with food, drink and gourmet gifting brands across Australia.',
  ['Shopify Plus builds', 'Build-a-box and gifting', 'Subscription strategy', 'Retention email'],
  'Coastal Kin build-your-own snack box; The Bush Pantry corporate hampers.',
);
const bluegum = expert(
  'blue-gum-labs',
  'Blue Gum Labs',
  'Brisbane, Australia',
  'Gold Expert',
  'https://www.bluegumlabs.com.au',
  'www.bluegumlabs.com.au',
  'Blue Gum Labs builds custom Shopify themes and handles complex subscription migrations from legacy platforms.',
  ['Custom themes', 'Subscription migrations', 'Headless Shopify'],
  'Migrated 14,000 subscribers for a Queensland coffee roaster in one weekend.',
);
const kowhai = expert(
  'kowhai-digital',
  'Kōwhai Digital',
  'Auckland, New Zealand',
  'Gold Expert',
  'https://kowhaidigital.co.nz/',
  'kowhaidigital.co.nz',
  'Kōwhai Digital is a growth agency helping New Zealand DTC brands scale on Shopify, from CRO to paid social.',
  ['Conversion rate optimisation', 'Bundle merchandising', 'Paid social'],
  'Morning Ritual Coffee subscription relaunch (+31% subscribers).',
);
const fernhill = expert(
  'fernhill-commerce',
  'Fernhill Commerce',
  'Bristol, UK',
  'Certified Expert',
  'https://www.fernhillcommerce.co.uk/',
  'fernhillcommerce.co.uk',
  'Fernhill Commerce is a subscription-first agency for UK beauty and wellness brands.',
  ['Subscription setup', 'Customer portal design', 'Klaviyo flows'],
  'Refill subscriptions for a Bath skincare brand.',
);
const maple = expert(
  'maple-and-pine',
  'Maple & Pine',
  'Vancouver, Canada',
  'Certified Expert',
  'https://mapleandpine.ca',
  'mapleandpine.ca',
  'Maple &amp; Pine builds Shopify Plus stores with B2B wholesale and volume bundles for Canadian and US brands.',
  ['Shopify Plus', 'B2B and wholesale', 'Volume discounts'],
  'Tiered case pricing for a BC craft cider maker.',
);

const about = layout(
  '/pages/about',
  'About & careers | Wattlecart',
  'page',
  section(
    'main',
    'page-width--narrow',
    `          <h1 class="main-page-title page-title h0">About Wattlecart</h1>
          <div class="rte">
            <p>Wattlecart started in 2020 when Priya and Hamish Doyle couldn't find a bundle app that kept stock right for their own tea shop. Four years on, 6,000 Shopify brands in 40 countries use it, and we're still a team of 14 in Fitzroy, Melbourne.</p>
            <h2>Careers</h2>
            <p>We're hiring a Senior Shopify App Developer (Remix, GraphQL) and a Merchant Success Lead (APAC hours). Roles are advertised on <a href="https://www.seek.com.au/companies/wattlecart" target="_blank" rel="noopener">SEEK</a>.</p>
            <h2>Recognition</h2>
            <p>Wattlecart holds the Built for Shopify status, awarded to apps that meet Shopify's highest quality standards.</p>
          </div>`,
  ),
);

const contact = layout(
  '/pages/contact',
  'Contact | Wattlecart',
  'page.contact',
  section(
    'main',
    'page-width--narrow',
    `          <h1 class="main-page-title page-title h0">Contact</h1>
          <div class="rte"><p>Merchants: the fastest way to reach us is the chat inside the app. Agencies and partners: partners@wattlecart.com.</p><p>Wattlecart Pty Ltd, 88 Gertrude St, Fitzroy VIC 3065, Australia</p></div>
          <form method="post" action="/contact#ContactForm" id="ContactForm" accept-charset="UTF-8" class="contact-form"><input type="hidden" name="form_type" value="contact" /><input type="hidden" name="utf8" value="✓" />
            <div class="contact__fields"><div class="field"><input class="field__input" autocomplete="name" type="text" id="ContactForm-name" name="contact[Name]" value="" placeholder="Name"><label class="field__label" for="ContactForm-name">Name</label></div><div class="field field--with-error"><input autocomplete="email" type="email" id="ContactForm-email" class="field__input" name="contact[email]" spellcheck="false" autocapitalize="off" value="" aria-required="true" placeholder="Email"><label class="field__label" for="ContactForm-email">Email <span aria-hidden="true">*</span></label></div></div>
            <div class="field"><input type="text" id="ContactForm-store" class="field__input" name="contact[Store URL]" placeholder="yourstore.myshopify.com"><label class="field__label" for="ContactForm-store">Store URL</label></div>
            <div class="field"><textarea rows="10" id="ContactForm-body" class="text-area field__input" name="contact[Comment]" placeholder="Comment"></textarea><label class="form__label field__label" for="ContactForm-body">Comment</label></div>
            <div class="contact__button"><button type="submit" class="button">Send</button></div>
          </form>`,
  ),
);

const news = layout(
  '/blogs/news',
  'Blog | Wattlecart',
  'blog',
  section(
    'main',
    'main-blog',
    `          <h1 class="title--primary">The Wattlecart blog</h1>
          <div class="blog-articles">
            <div class="blog-articles__article article"><h3 class="card__heading h2"><a href="/blogs/news/prepaid-subscriptions">Prepaid subscriptions are here</a></h3><p>Sell 3, 6 and 12-month plans paid upfront, built on Shopify's <a href="https://shopify.dev/docs/apps/build/purchase-options/subscriptions">subscription APIs</a>.</p></div>
            <div class="blog-articles__article article"><h3 class="card__heading h2"><a href="/blogs/news/bfcm-bundle-playbook">The BFCM bundle playbook</a></h3><p>Seven bundle ideas that lifted AOV for our merchants last November, with help from Expert <a href="/blogs/experts/saltbush-studio">Saltbush Studio</a>.</p></div>
            <div class="blog-articles__article article"><h3 class="card__heading h2"><a href="/blogs/news/parcelwise-integration">New: Parcelwise shipping integration</a></h3><p>Pick lists now show every bundle component.</p></div>
          </div>`,
  ),
);

export const site: CorpusSite = {
  domain: 'wattlecart.com',
  covers:
    'Shopify (Dawn) marketing site of an Australian Shopify app: "Experts" agency directory built on a Shopify blog whose listing links only to profile pages, each profile holding the agency website (one listing without profile); integrations page of cards linking to partners; negatives: merchant testimonials with store links, "as seen on" logos, Shopify App Store/Built for Shopify/Powered by Shopify links, shopify.dev docs, SEEK job board, social, own help subdomain',
  pages: {
    '/': { headers, html: home },
    '/pages/pricing': { headers, html: pricing },
    '/pages/integrations': { headers, html: integrations },
    '/blogs/experts': { headers, html: experts },
    '/blogs/experts/saltbush-studio': { headers, html: saltbush },
    '/blogs/experts/blue-gum-labs': { headers, html: bluegum },
    '/blogs/experts/kowhai-digital': { headers, html: kowhai },
    '/blogs/experts/fernhill-commerce': { headers, html: fernhill },
    '/blogs/experts/maple-and-pine': { headers, html: maple },
    '/pages/about': { headers, html: about },
    '/pages/contact': { headers, html: contact },
    '/blogs/news': { headers, html: news },
  },
  technologies: ['shopify', 'klaviyo', 'cloudflare', 'google-analytics', 'google-tag-manager', 'open-graph'],
  partners: {
    'saltbushstudio.com.au': 'channel',
    'bluegumlabs.com.au': 'channel',
    'kowhaidigital.co.nz': 'channel',
    'fernhillcommerce.co.uk': 'channel',
    'mapleandpine.ca': 'channel',
    'klaviyo.com': 'technology',
    'gorgias.com': 'technology',
    'judge.me': 'technology',
    'okendo.io': 'technology',
    'parcelwise.com.au': 'technology',
    'loyaltree.io': 'technology',
  },
};
