import type { CorpusSite } from '../corpus/types.js';

const SHOP_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8a1f2c3d4e5f6a7b-DEN',
  'x-shopid': '61873402154',
  'x-shopify-stage': 'production',
  'set-cookie': '_shopify_y=7d3c1a52-4b1e-4d7e-9a0c-2f5e6b8d9c10; path=/; expires=Sat, 14 Feb 2026 10:00:00 GMT; SameSite=Lax',
};

function head(title: string, description: string, path: string): string {
  return `<head>
  <meta charset="utf-8">
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="viewport" content="width=device-width,initial-scale=1">
  <meta name="theme-color" content="#2f4a3a">
  <link rel="canonical" href="https://ridgelinetrail.com${path}">
  <link rel="icon" type="image/png" href="//ridgelinetrail.com/cdn/shop/files/favicon-rt.png?crop=center&height=32&v=1699981234&width=32">
  <title>${title}</title>
  <meta name="description" content="${description}">
  <meta property="og:site_name" content="Ridgeline Trail Co.">
  <meta property="og:url" content="https://ridgelinetrail.com${path}">
  <meta property="og:title" content="${title}">
  <meta property="og:type" content="website">
  <meta property="og:description" content="${description}">
  <meta property="og:image" content="http://ridgelinetrail.com/cdn/shop/files/rt-social-share.jpg?v=1699981234">
  <meta name="twitter:card" content="summary_large_image">
  <meta name="twitter:title" content="${title}">
  <meta name="shopify-digital-wallet" content="/61873402154/digital_wallets/dialog">
  <meta name="shopify-checkout-api-token" content="3f9c0d6a1b2e4f58a7c6d5e4f3a2b1c0">
  <script async src="https://www.googletagmanager.com/gtag/js?id=G-8KX2RT4QZL"></script>
  <script>
    window.dataLayer = window.dataLayer || [];
    function gtag(){dataLayer.push(arguments);}
    gtag('js', new Date());
    gtag('config', 'G-8KX2RT4QZL');
  </script>
  <script src="https://cdn.shopify.com/s/files/1/0618/7340/2154/t/14/assets/global.js?v=118204581723" defer="defer"></script>
  <script src="https://cdn.shopify.com/s/files/1/0618/7340/2154/t/14/assets/details-disclosure.js?v=153497636716" defer="defer"></script>
  <script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=Rk7tQ2"></script>
  <link href="//ridgelinetrail.com/cdn/shop/t/14/assets/base.css?v=88290808517547527771699981234" rel="stylesheet" type="text/css" media="all">
</head>`;
}

const announcement = `<div class="announcement-bar" role="region" aria-label="Announcement">
  <p class="announcement-bar__message h5">Free shipping on US orders over $99 &middot; 60-day trail-tested returns</p>
</div>`;

const header = `<header class="header header--middle-left page-width">
  <a href="/" class="header__heading-link"><img src="//ridgelinetrail.com/cdn/shop/files/rt-logo.svg?v=1699981234" alt="Ridgeline Trail Co." width="160" height="42" class="header__heading-logo"></a>
  <nav class="header__inline-menu">
    <ul class="list-menu list-menu--inline" role="list">
      <li><a href="/collections/packs" class="header__menu-item">Packs</a></li>
      <li><a href="/collections/shelter" class="header__menu-item">Shelter</a></li>
      <li><a href="/collections/apparel" class="header__menu-item">Apparel</a></li>
      <li><a href="/pages/our-story" class="header__menu-item">Our Story</a></li>
      <li><a href="/pages/find-a-dealer" class="header__menu-item">Find a Dealer</a></li>
      <li><a href="/blogs/journal" class="header__menu-item">Journal</a></li>
    </ul>
  </nav>
  <div class="header__icons">
    <a href="/search" class="header__icon header__icon--search">Search</a>
    <a href="https://ridgelinetrail.com/account/login" class="header__icon header__icon--account">Log in</a>
    <a href="/cart" class="header__icon header__icon--cart" id="cart-icon-bubble">Cart <span class="cart-count-bubble">0</span></a>
  </div>
</header>`;

const footer = `<footer class="footer color-background-1 gradient section-sections--footer-padding">
  <div class="footer__content-top page-width">
    <div class="footer-block grid__item">
      <h2 class="footer-block__heading">Help</h2>
      <ul class="footer-block__details-content list-unstyled">
        <li><a href="/pages/shipping-returns" class="link list-menu__item--link">Shipping &amp; Returns</a></li>
        <li><a href="/pages/warranty" class="link list-menu__item--link">Lifetime Warranty</a></li>
        <li><a href="/pages/find-a-dealer" class="link list-menu__item--link">Find a Dealer</a></li>
        <li><a href="/pages/contact" class="link list-menu__item--link">Contact</a></li>
      </ul>
    </div>
    <div class="footer-block grid__item">
      <h2 class="footer-block__heading">Company</h2>
      <ul class="footer-block__details-content list-unstyled">
        <li><a href="/pages/our-story" class="link list-menu__item--link">Our Story</a></li>
        <li><a href="https://apply.workable.com/ridgeline-trail-co/" class="link list-menu__item--link">Careers</a></li>
        <li><a href="/pages/pro-program" class="link list-menu__item--link">Pro Program</a></li>
        <li><a href="https://ridgelinetrail.ca/" class="link list-menu__item--link">Canada store</a></li>
      </ul>
    </div>
    <div class="footer-block grid__item footer-block--newsletter">
      <h2 class="footer-block__heading">Trail notes in your inbox</h2>
      <div class="klaviyo-form-XsF3pQ"></div>
      <ul class="footer__list-social list-unstyled list-social" role="list">
        <li class="list-social__item"><a href="https://www.instagram.com/ridgelinetrailco" class="link list-social__link">Instagram</a></li>
        <li class="list-social__item"><a href="https://www.facebook.com/ridgelinetrailco" class="link list-social__link">Facebook</a></li>
        <li class="list-social__item"><a href="https://www.youtube.com/@ridgelinetrailco" class="link list-social__link">YouTube</a></li>
        <li class="list-social__item"><a href="https://www.pinterest.com/ridgelinetrailco" class="link list-social__link">Pinterest</a></li>
      </ul>
    </div>
  </div>
  <div class="footer__content-bottom page-width">
    <div class="footer__payment">
      <span class="visually-hidden">Payment methods</span>
      <ul class="list list-payment" role="list">
        <li class="list-payment__item"><img src="//ridgelinetrail.com/cdn/shop/files/pay-visa.svg?v=1" alt="Visa" width="38" height="24"></li>
        <li class="list-payment__item"><img src="//ridgelinetrail.com/cdn/shop/files/pay-mastercard.svg?v=1" alt="Mastercard" width="38" height="24"></li>
        <li class="list-payment__item"><img src="//ridgelinetrail.com/cdn/shop/files/pay-amex.svg?v=1" alt="American Express" width="38" height="24"></li>
        <li class="list-payment__item"><img src="//ridgelinetrail.com/cdn/shop/files/pay-discover.svg?v=1" alt="Discover" width="38" height="24"></li>
      </ul>
    </div>
    <div class="footer__copyright caption">
      <small class="copyright__content">&copy; 2024, <a href="/" title="">Ridgeline Trail Co.</a></small>
      <ul class="policies list-unstyled">
        <li><a href="/policies/privacy-policy">Privacy policy</a></li>
        <li><a href="/policies/terms-of-service">Terms of service</a></li>
        <li><a href="/pages/accessibility">Accessibility</a></li>
        <li><a href="/pages/do-not-sell">Do not sell my personal information</a></li>
      </ul>
    </div>
  </div>
</footer>`;

function page(title: string, description: string, path: string, template: string, main: string): string {
  return `<!doctype html>
<html class="no-js" lang="en">
${head(title, description, path)}
<body class="gradient template-${template}">
  <a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>
  ${announcement}
  ${header}
  <main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
${main}
  </main>
  ${footer}
  <div id="shopify-section-cookie-banner" class="shopify-section">
    <div class="cookie-banner" role="dialog" aria-label="Cookie preferences" hidden>
      <p>We use cookies to remember your cart and to understand how people find us. <a href="/policies/privacy-policy">Learn more</a></p>
      <button type="button" class="button cookie-banner__accept">Accept</button>
      <button type="button" class="button button--secondary cookie-banner__decline">Decline</button>
    </div>
  </div>
</body>
</html>`;
}

const home = page(
  'Ridgeline Trail Co. | Packs, shelters and layers built for long miles',
  'Ridgeline Trail Co. designs ultralight backpacks, tents and trail apparel in Boulder, Colorado. Tested on the Continental Divide.',
  '/',
  'index',
  `    <section class="banner banner--large">
      <div class="banner__media media"><img src="//ridgelinetrail.com/cdn/shop/files/hero-divide.jpg?v=1699981234&width=1500" alt="Hiker on a ridge above the clouds at sunrise" loading="eager" width="1500" height="844"></div>
      <div class="banner__content page-width">
        <h1 class="banner__heading h0">Built for the long miles</h1>
        <p>Ultralight packs and shelters, designed and repaired in Boulder, Colorado.</p>
        <a href="/collections/packs" class="button button--primary">Shop packs</a>
        <a href="/pages/find-a-dealer" class="button button--secondary">Try one on at a dealer near you</a>
      </div>
    </section>
    <section class="featured-collection page-width">
      <h2 class="title">Trail favorites</h2>
      <ul class="grid product-grid" role="list">
        <li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/divide-45-pack" class="full-unstyled-link">Divide 45 Pack</a><span class="price-item price-item--regular">$249.00</span></div></li>
        <li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/talus-1p-tent" class="full-unstyled-link">Talus 1P Tent</a><span class="price-item price-item--regular">$389.00</span></div></li>
        <li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/scree-wind-shell" class="full-unstyled-link">Scree Wind Shell</a><span class="price-item price-item--regular">$129.00</span></div></li>
        <li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/cairn-quilt-20" class="full-unstyled-link">Cairn 20&deg; Quilt</a><span class="price-item price-item--regular">$299.00</span></div></li>
      </ul>
    </section>
    <section class="multicolumn page-width">
      <h2 class="title">As seen in</h2>
      <ul class="multicolumn-list" role="list">
        <li class="multicolumn-list__item"><a href="https://www.trailwiremag.com/reviews/best-ultralight-packs-2024"><img src="//ridgelinetrail.com/cdn/shop/files/press-trailwire.png?v=1" alt="Trailwire Magazine"></a></li>
        <li class="multicolumn-list__item"><a href="https://www.summitpostdaily.com/gear/ridgeline-talus-review"><img src="//ridgelinetrail.com/cdn/shop/files/press-summitpost.png?v=1" alt="Summit Post Daily"></a></li>
        <li class="multicolumn-list__item"><img src="//ridgelinetrail.com/cdn/shop/files/press-backcountry-journal.png?v=1" alt="Backcountry Journal"></li>
      </ul>
    </section>
    <section class="testimonials page-width">
      <h2 class="title">From the trail</h2>
      <blockquote>&ldquo;The Divide 45 carried my food for the whole Wind River High Route and still looks new.&rdquo; <cite>&mdash; Jess K., thru-hiker</cite></blockquote>
      <blockquote>&ldquo;Best customer service I've dealt with. They re-stitched my hip belt for free.&rdquo; <cite>&mdash; Marco T.</cite></blockquote>
    </section>`,
);

const dealers = page(
  'Find a Dealer | Ridgeline Trail Co.',
  'See and try Ridgeline Trail Co. packs and tents at independent outdoor shops across North America, Europe and Japan.',
  '/pages/find-a-dealer',
  'page',
  `    <div class="page-width page-width--narrow">
      <h1 class="main-page-title page-title h0">Find a Dealer</h1>
      <div class="rte">
        <p>Want to load up a pack before you buy? These independent shops carry Ridgeline Trail Co. gear. Stock varies by store, so give them a call before you make the drive.</p>
      </div>
      <h2>United States</h2>
      <table class="dealer-table">
        <thead><tr><th>Store</th><th>City</th><th>State</th><th>Phone</th><th>Website</th></tr></thead>
        <tbody>
          <tr><td>Summit Supply Co.</td><td>Boulder</td><td>CO</td><td>(303) 555-0148</td><td><a href="https://www.summitsupplyco.com/" target="_blank" rel="noopener">summitsupplyco.com</a></td></tr>
          <tr><td>Cascade Alpine Outfitters</td><td>Bend</td><td>OR</td><td>(541) 555-0192</td><td><a href="https://cascadealpine.com/brands/ridgeline-trail" target="_blank" rel="noopener">cascadealpine.com</a></td></tr>
          <tr><td>Pinecrest Mountain Shop</td><td>Asheville</td><td>NC</td><td>(828) 555-0117</td><td><a href="http://pinecrestmountain.com" target="_blank" rel="noopener">pinecrestmountain.com</a></td></tr>
          <tr><td>Granite &amp; Pine Outdoors</td><td>North Conway</td><td>NH</td><td>(603) 555-0163</td><td><a href="https://graniteandpine.com/" target="_blank" rel="noopener">graniteandpine.com</a></td></tr>
          <tr><td>Big Sky Trading Post</td><td>Bozeman</td><td>MT</td><td>(406) 555-0175</td><td>&mdash;</td></tr>
          <tr><td>Desert Rat Gear Exchange</td><td>Moab</td><td>UT</td><td>(435) 555-0121</td><td><a href="https://www.desertratgear.com/" target="_blank" rel="noopener">desertratgear.com</a></td></tr>
        </tbody>
      </table>
      <h2>Canada</h2>
      <table class="dealer-table">
        <thead><tr><th>Store</th><th>City</th><th>Province</th><th>Phone</th><th>Website</th></tr></thead>
        <tbody>
          <tr><td>Coast Range Mountaineering</td><td>Squamish</td><td>BC</td><td>(604) 555-0139</td><td><a href="https://coastrangemountaineering.ca/" target="_blank" rel="noopener">coastrangemountaineering.ca</a></td></tr>
          <tr><td>Laurentian Portage</td><td>Mont-Tremblant</td><td>QC</td><td>(819) 555-0104</td><td>&mdash;</td></tr>
        </tbody>
      </table>
      <h2>Online retailers</h2>
      <p>Prefer to order from a shop you already know? Our gear is also sold online by <a href="https://www.backcountrydepot.com/brand/ridgeline-trail-co">Backcountry Depot</a> and, for UK customers, by <a href="https://www.trailheadgear.co.uk/ridgeline">Trailhead Gear Exchange</a>.</p>
      <h2>International distributors</h2>
      <ul class="distributor-list">
        <li><strong>Europe (EU, Norway, Switzerland):</strong> Nordvang Outdoor AB &mdash; <a href="https://nordvang.se/en/">nordvang.se</a>, orders@nordvang.se</li>
        <li><strong>Japan:</strong> Yamabiko Trading Co., Ltd. &mdash; <a href="https://www.yamabiko-trading.co.jp/">www.yamabiko-trading.co.jp</a></li>
        <li><strong>Australia &amp; New Zealand:</strong> distributor appointment coming 2025. Email <a href="mailto:wholesale@ridgelinetrail.com">wholesale@ridgelinetrail.com</a>.</li>
      </ul>
      <div class="rte">
        <h2>Become a dealer</h2>
        <p>Run a specialty outdoor shop? We keep minimums low and never undercut our dealers online. Reach our wholesale team at <a href="mailto:wholesale@ridgelinetrail.com">wholesale@ridgelinetrail.com</a>.</p>
      </div>
    </div>`,
);

const story = page(
  'Our Story | Ridgeline Trail Co.',
  'Two thru-hikers, one sewing machine and a garage in Boulder. The story of Ridgeline Trail Co.',
  '/pages/our-story',
  'page',
  `    <div class="page-width page-width--narrow">
      <h1 class="main-page-title page-title h0">Our Story</h1>
      <div class="rte">
        <p>Ridgeline Trail Co. started in 2016 when Dana and Luis Ortega came home from the Continental Divide Trail with shredded packs and a list of fixes. Eight years later we still cut and sew our packs in Boulder, and we still repair every one of them for life.</p>
        <h2>Materials partners</h2>
        <p>We only work with mills we have visited. Our pack bodies use recycled ripstop from our long-time materials partner <a href="https://www.tesseratextiles.com.tw/en/">Tessera Textiles</a> in Taichung, and our quilts are filled with traceable down from <a href="https://www.altaplumage.com/">Alta Plumage</a>, a partner we have worked with since our first quilt.</p>
        <h2>Athletes</h2>
        <p>We sponsor a small team of long-distance hikers who put our prototypes through thousands of miles a year: follow <a href="https://www.instagram.com/miles.with.mara">Mara Lindqvist</a> and <a href="https://www.instagram.com/tomontrail">Tom Okafor</a> on their next thru-hikes.</p>
        <h2>Awards</h2>
        <ul>
          <li>Trailwire Magazine Editors' Choice 2024 &mdash; Divide 45 Pack</li>
          <li>Outdoor Retailer Innovation Award finalist 2023 &mdash; Talus 1P Tent</li>
        </ul>
        <h2>Giving back</h2>
        <p>Every year we donate repair days and gear to the <a href="https://www.cdtrailkeepers.org/">CDT Trail Keepers</a> volunteer crews who maintain the trail that started it all.</p>
      </div>
    </div>`,
);

export const site: CorpusSite = {
  domain: 'ridgelinetrail.com',
  otherDomains: ['ridgelinetrail.ca'],
  covers:
    'English Shopify outdoor brand: dealer table with website links (one dealer without a site), online retailers and international distributors in prose and a list, materials partners in prose on the story page; press, sponsored athletes, awards, donation, Workable careers and the Canadian store as negatives',
  pages: {
    '/': { headers: SHOP_HEADERS, html: home },
    '/pages/find-a-dealer': { headers: SHOP_HEADERS, html: dealers },
    '/pages/our-story': { headers: SHOP_HEADERS, html: story },
  },
  sitemap: ['/', '/pages/our-story', '/pages/find-a-dealer', '/collections/packs', '/collections/shelter', '/blogs/journal'],
  technologies: [
    'cart-functionality',
    'cloudflare',
    'google-analytics',
    'google-tag-manager',
    'klaviyo',
    'open-graph',
    'shopify',
    'workable',
  ],
  partners: {
    'summitsupplyco.com': 'channel',
    'cascadealpine.com': 'channel',
    'pinecrestmountain.com': 'channel',
    'graniteandpine.com': 'channel',
    'desertratgear.com': 'channel',
    'coastrangemountaineering.ca': 'channel',
    'backcountrydepot.com': 'channel',
    'trailheadgear.co.uk': 'channel',
    'nordvang.se': 'channel',
    'yamabiko-trading.co.jp': 'channel',
    'tesseratextiles.com.tw': 'generic',
    'altaplumage.com': 'generic',
  },
};
