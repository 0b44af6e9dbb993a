import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  'x-pantheon-styx-hostname': 'styx-fe2-a-6f8b9c7d5-x2k4q',
  'x-styx-req-id': '4c1b2a3d-9e8f-11ef-a7b6-0e5c3d2b1a09',
  via: '1.1 varnish, 1.1 varnish',
  'x-served-by': 'cache-lhr7381-LHR, cache-lcy1923-LCY',
  'x-cache': 'HIT, MISS',
  'strict-transport-security': 'max-age=31536000',
  'content-language': 'en-GB',
};

const head = (title: string, description: string, path: string): string => `<head>
    <meta charset="utf-8" />
<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-KX93QWF"></script>
<meta name="description" content="${description}" />
<link rel="canonical" href="https://pressmarkprint.co.uk${path}" />
<meta property="og:site_name" content="Pressmark Print" />
<meta property="og:type" content="website" />
<meta property="og:url" content="https://pressmarkprint.co.uk${path}" />
<meta property="og:title" content="${title}" />
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<meta name="MobileOptimized" content="width" />
<meta name="HandheldFriendly" content="true" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<link rel="icon" href="/themes/custom/pressmark/favicon.ico" type="image/vnd.microsoft.icon" />
    <title>${title}</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qy3n8mJ1kVhTw2sZ0cXbR4fLp7aE9uGdHoIiKjNm5tU.css?delta=0&amp;language=en&amp;theme=pressmark&amp;include=eJxtjkEOgjAQRS9U6ZFMKYMOtJ2m0wl6e2tQNsLm5_839yO" />
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_7bWpXz1Lq0fVg3Nc5Jh8YtRe2UoAs4KdMi6SnBlCxEv.css?delta=1&amp;language=en&amp;theme=pressmark&amp;include=eJxtjkEOgjAQRS9U6ZFMKYMOtJ2m0wl6e2tQNsLm5_839yO" />
    <script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="0f3b2c71-8e4d-4a6b-9c1e-2d7f5a3b8e90" data-blockingmode="auto" type="text/javascript"></script>
  </head>`;

const nav = `<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<header role="banner" class="site-header">
  <div class="region region-header">
    <div id="block-pressmark-branding" class="block block-system block-system-branding-block">
      <a href="/" rel="home" class="site-logo"><img src="/themes/custom/pressmark/logo.svg" alt="Pressmark Print – Home" fetchpriority="high" width="190" height="44" /></a>
    </div>
  </div>
  <div class="region region-primary-menu">
    <nav role="navigation" aria-labelledby="block-pressmark-main-menu-menu" id="block-pressmark-main-menu" class="block block-menu navigation menu--main">
      <h2 class="visually-hidden" id="block-pressmark-main-menu-menu">Main navigation</h2>
      <ul class="menu menu--level-1">
        <li class="menu__item menu__item--expanded"><a href="/products" class="menu__link" data-drupal-link-system-path="node/12">Products</a>
          <ul class="menu menu--level-2">
            <li class="menu__item"><a href="/products/business-cards" class="menu__link">Business cards</a></li>
            <li class="menu__item"><a href="/products/brochures" class="menu__link">Brochures &amp; booklets</a></li>
            <li class="menu__item"><a href="/products/large-format" class="menu__link">Posters &amp; large format</a></li>
            <li class="menu__item"><a href="/products/packaging" class="menu__link">Packaging</a></li>
          </ul>
        </li>
        <li class="menu__item"><a href="/trade" class="menu__link" data-drupal-link-system-path="node/31">Trade</a></li>
        <li class="menu__item"><a href="/sustainability" class="menu__link" data-drupal-link-system-path="node/44">Sustainability</a></li>
        <li class="menu__item"><a href="/about-us" class="menu__link" data-drupal-link-system-path="node/3">About</a></li>
        <li class="menu__item"><a href="/contact" class="menu__link" data-drupal-link-system-path="node/5">Contact</a></li>
      </ul>
    </nav>
  </div>
  <a href="https://order.pressmarkprint.co.uk/quote" class="button button--primary">Instant quote</a>
</header>`;

const footer = `<footer role="contentinfo" class="site-footer">
  <div class="region region-footer-first">
    <div class="block block-block-content"><h2>Pressmark Print Ltd</h2><p>Unit 4, Riverside Works, Cattle Market Road<br />Nottingham NG2 3GY<br />0115 555 0192</p><p>Company no. 04417726 · VAT GB 781 2210 44</p></div>
  </div>
  <div class="region region-footer-second">
    <nav role="navigation" class="block block-menu menu--footer"><ul class="menu">
      <li class="menu__item"><a href="/partners" class="menu__link">Partners &amp; integrations</a></li>
      <li class="menu__item"><a href="/trade" class="menu__link">Trade printing</a></li>
      <li class="menu__item"><a href="/blog" class="menu__link">Print tips</a></li>
      <li class="menu__item"><a href="/careers" class="menu__link">Careers</a></li>
      <li class="menu__item"><a href="/terms" class="menu__link">Terms of trade</a></li>
      <li class="menu__item"><a href="/privacy" class="menu__link">Privacy &amp; cookies</a></li>
    </ul></nav>
  </div>
  <div class="region region-footer-third">
    <div class="block accreditations">
      <a href="https://www.britishprint.com/members/"><img src="/sites/default/files/2024-02/bpif-member.png" alt="BPIF Member" width="110" height="55" loading="lazy" /></a>
      <a href="https://fsc-uk.org/"><img src="/sites/default/files/2024-02/fsc-logo.png" alt="FSC® certified – FSC-C118824" width="55" height="70" loading="lazy" /></a>
      <a href="https://www.carbonbalancedpaper.com/"><img src="/sites/default/files/2024-02/carbon-balanced-paper.png" alt="Carbon Balanced Paper" width="90" height="55" loading="lazy" /></a>
    </div>
    <div class="block payment-logos"><img src="/themes/custom/pressmark/images/pay-visa.svg" alt="Visa" width="40" height="26" /><img src="/themes/custom/pressmark/images/pay-mastercard.svg" alt="Mastercard" width="40" height="26" /><img src="/themes/custom/pressmark/images/pay-paypal.svg" alt="PayPal" width="40" height="26" /><img src="/themes/custom/pressmark/images/pay-apple-pay.svg" alt="Apple Pay" width="40" height="26" /></div>
    <ul class="social"><li><a href="https://www.instagram.com/pressmarkprint/">Instagram</a></li><li><a href="https://www.linkedin.com/company/pressmark-print/">LinkedIn</a></li><li><a href="https://x.com/pressmarkprint">X</a></li></ul>
  </div>
  <p class="copyright">© 2026 Pressmark Print Ltd. Website by <a href="https://www.lacemarket.digital/">Lace Market Digital</a></p>
</footer>
</div>`;

const page = (title: string, description: string, path: string, nid: number, main: string): string => `<!DOCTYPE html>
<html lang="en-GB" dir="ltr">
  ${head(title, description, path)}
  <body class="path-node page-node-type-page">
    <noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-KX93QWF" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
    <a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
    ${nav}
    <main role="main"><a id="main-content" tabindex="-1"></a>
      <div class="region region-content">
        <article data-history-node-id="${nid}" class="node node--type-page node--view-mode-full">
${main}
        </article>
      </div>
    </main>
    ${footer}
    <script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPath":"node\\/${nid}","currentPathIsAdmin":false,"isFront":${path === '/' ? 'true' : 'false'},"currentLanguage":"en"},"pluralDelimiter":"\\u0003","gtm":{"tagId":null,"settings":{"data_layer":"dataLayer","include_environment":false},"tagIds":["GTM-KX93QWF"]},"user":{"uid":0,"permissionsHash":"3f2b8c1d9e7a6f5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b"}}</script>
    <script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
    <script src="/core/misc/drupalSettingsLoader.js?v=10.3.6"></script>
    <script src="/core/misc/drupal.js?v=10.3.6"></script>
    <script src="/core/misc/drupal.init.js?v=10.3.6"></script>
    <script src="/themes/custom/pressmark/js/pressmark.js?t0c9k2"></script>
  </body>
</html>`;

export const site: CorpusSite = {
  domain: 'pressmarkprint.co.uk',
  covers:
    'UK printing company on Drupal 10 hosted on Pantheon (X-Generator, Styx/Varnish headers, drupal.js, Cookiebot, GTM, Trustpilot widget): trade page with reseller/agency trade partners (channel), partners page reachable from the footer with web-to-print integrations (technology) and paper/press/delivery suppliers called partners (generic); negatives: customer logos, Trustpilot reviews, BPIF/FSC/Carbon Balanced Paper badges, World Land Trust, BSI ISO 14001, PrintWeek award, agency credit, ordering subdomain, payment logos, blog links to articles, social links',
  pages: {
    '/': {
      headers,
      html: page(
        'Pressmark Print | Commercial & Online Printing in Nottingham',
        'Business cards, brochures, posters and packaging printed in Nottingham. Next-day turnaround, FSC® papers, free UK delivery over £60.',
        '/',
        1,
        `<div class="node__content">
  <section class="hero paragraph paragraph--type--hero">
    <h1>Printing that turns up on time. Every time.</h1>
    <p>From 50 business cards to 50,000 brochures, printed on our HP Indigo and Heidelberg presses in Nottingham and delivered next day.</p>
    <a href="https://order.pressmarkprint.co.uk/" class="button">Order online</a> <a href="/trade" class="button button--secondary">Trade accounts</a>
  </section>
  <section class="paragraph paragraph--type--logos">
    <h2>Printing for brands across the Midlands</h2>
    <ul class="logo-list">
      <li><img src="/sites/default/files/2024-03/client-trent-valley-uni.png" alt="Trent Valley University" loading="lazy" /></li>
      <li><img src="/sites/default/files/2024-03/client-sherwood-brewing.png" alt="Sherwood Brewing Co." loading="lazy" /></li>
      <li><a href="https://www.lacemarkettheatre.co.uk/"><img src="/sites/default/files/2024-03/client-lace-market-theatre.png" alt="Lace Market Theatre" loading="lazy" /></a></li>
      <li><img src="/sites/default/files/2024-03/client-nottingham-city-council.png" alt="Nottingham City Council" loading="lazy" /></li>
    </ul>
  </section>
  <section class="paragraph paragraph--type--reviews">
    <h2>Rated Excellent on Trustpilot</h2>
    <div class="trustpilot-widget" data-locale="en-GB" data-template-id="53aa8912dec7e10d38f59f36" data-businessunit-id="5f1c2b3a4d5e6f7a8b9c0d1e" data-style-height="140px" data-style-width="100%" data-theme="light" data-stars="4,5">
      <a href="https://uk.trustpilot.com/review/pressmarkprint.co.uk" target="_blank" rel="noopener">Trustpilot</a>
    </div>
    <script type="text/javascript" src="//widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js" async></script>
  </section>
</div>`,
      ),
    },
    '/trade': {
      headers,
      html: page(
        'Trade Printing for Resellers & Agencies | Pressmark Print',
        'White-label trade printing for design agencies, print brokers and resellers.',
        '/trade',
        31,
        `<div class="node__content">
  <h1>Trade printing</h1>
  <p>Over 400 design agencies, print brokers and resellers use Pressmark as their unbranded production partner. Jobs ship in plain packaging with your delivery note.</p>
  <div class="accordion">
    <details><summary>What discount do trade partners get?</summary><p>Trade pricing starts at 25% below our retail prices, with monthly invoicing on approved accounts.</p></details>
    <details><summary>Do you deliver direct to my clients?</summary><p>Yes – blind dropshipping anywhere in the UK.</p></details>
  </div>
  <h2>Some of our trade partners</h2>
  <p>These resellers and agencies offer Pressmark-printed products to their own clients:</p>
  <div class="views-view-grid">
    <div class="views-col"><h3><a href="https://inkhouse.design/">Inkhouse Design</a></h3><p>Branding agency, Leeds – resells our packaging range.</p></div>
    <div class="views-col"><h3><a href="https://www.brightsidecreative.co.uk/print">Brightside Creative</a></h3><p>Marketing agency, Derby.</p></div>
    <div class="views-col"><h3><a href="https://printbrokerdirect.co.uk/">Printbroker Direct</a></h3><p>Online print broker serving UK charities.</p></div>
    <div class="views-col"><h3>Midlands Promo Ltd</h3><p>Promotional merchandise reseller.</p></div>
  </div>
  <h2>Open a trade account</h2>
  <form class="webform-submission-form" action="/trade" method="post" id="webform-submission-trade-account-node-31-add-form">
    <div class="form-item"><label for="edit-company">Company name</label><input type="text" id="edit-company" name="company" class="form-text required" required /></div>
    <div class="form-item"><label for="edit-email">Email</label><input type="email" id="edit-email" name="email" class="form-email required" required /></div>
    <div class="form-item"><label for="edit-type">Business type</label><select id="edit-type" name="type"><option>Design agency</option><option>Print broker / reseller</option><option>Other</option></select></div>
    <input type="submit" value="Apply for trade account" class="button js-form-submit form-submit" />
  </form>
</div>`,
      ),
    },
    '/partners': {
      headers,
      html: page(
        'Partners & Integrations | Pressmark Print',
        'Connect your online store to Pressmark for print-on-demand, and meet the suppliers we work with.',
        '/partners',
        52,
        `<div class="node__content">
  <h1>Partners &amp; integrations</h1>
  <h2>Print-on-demand integrations</h2>
  <p>Sell printed products without holding stock. Our print-on-demand app connects your store to our production line: orders are printed and shipped automatically.</p>
  <table class="integrations-table">
    <thead><tr><th>Platform</th><th>What it does</th><th>Status</th></tr></thead>
    <tbody>
      <tr><td><a href="https://apps.shopify.com/pressmark-print-on-demand">Shopify</a></td><td>Automatic order routing, live shipping rates</td><td>Available</td></tr>
      <tr><td><a href="https://woocommerce.com/products/pressmark-print/">WooCommerce</a></td><td>Plugin for WordPress stores</td><td>Available</td></tr>
      <tr><td><a href="https://www.etsy.com/developers/">Etsy</a></td><td>Sync listings and fulfil orders</td><td>Available</td></tr>
      <tr><td>Squarespace</td><td>Order sync</td><td>Coming 2026</td></tr>
    </tbody>
  </table>
  <h2>Supply partners</h2>
  <p>We have worked with the same paper mills and press manufacturers for years.</p>
  <ul class="partner-logos">
    <li><a href="https://www.gfsmith.com/"><img src="/sites/default/files/2024-02/gf-smith.png" alt="G . F Smith papers" loading="lazy" /></a></li>
    <li><a href="https://www.fedrigoni.com/en"><img src="/sites/default/files/2024-02/fedrigoni.png" alt="Fedrigoni" loading="lazy" /></a></li>
    <li><a href="https://www.hp.com/uk-en/printers/indigo-digital-presses.html"><img src="/sites/default/files/2024-02/hp-indigo.png" alt="HP Indigo" loading="lazy" /></a></li>
  </ul>
  <h2>Delivery partners</h2>
  <p>Next-day UK delivery with our delivery partners <a href="https://www.swiftlinecouriers.co.uk/business">Swiftline Couriers</a> and, for larger pallets, Parcelwise Freight.</p>
</div>`,
      ),
    },
    '/sustainability': {
      headers,
      html: page(
        'Sustainability | Pressmark Print',
        'FSC® papers, vegetable-based inks and carbon-balanced printing.',
        '/sustainability',
        44,
        `<div class="node__content">
  <h1>Sustainable printing</h1>
  <p>We are FSC® Chain of Custody certified (<a href="https://info.fsc.org/details.php?id=a0240000005sVmPAAU">FSC-C118824</a>) and our environmental management system is certified to ISO 14001 by <a href="https://www.bsigroup.com/en-GB/">BSI</a>.</p>
  <p>Through the Carbon Balanced Paper scheme, every tonne of paper we use funds land purchase by <a href="https://www.worldlandtrust.org/">World Land Trust</a>.</p>
  <p>In 2025 we won <a href="https://www.printweek.com/awards/winners-2025">PrintWeek's Environmental Company of the Year</a> (under 50 staff).</p>
</div>`,
      ),
    },
    '/about-us': {
      headers,
      html: page(
        'About Pressmark Print',
        'A family printing business in Nottingham since 1987.',
        '/about-us',
        3,
        `<div class="node__content">
  <h1>About us</h1>
  <p>Pressmark started as a two-person litho shop in Hockley in 1987. Today 42 people run digital, litho and wide-format presses six days a week.</p>
  <p>We are proud members of the <a href="https://www.britishprint.com/">British Printing Industries Federation</a>.</p>
</div>`,
      ),
    },
    '/blog/choosing-paper-weight': {
      headers,
      html: page(
        'GSM explained: choosing the right paper weight | Pressmark Print',
        'A quick guide to paper weights for flyers, brochures and business cards.',
        '/blog/choosing-paper-weight',
        118,
        `<div class="node__content">
  <h1>GSM explained: choosing the right paper weight</h1>
  <p>GSM stands for grams per square metre. For a deeper dive, see <a href="https://en.wikipedia.org/wiki/Paper_density">Wikipedia's article on paper density</a> or Two Sides' <a href="https://www.twosides.info/UK/myths-and-facts/">myths and facts about paper</a>.</p>
  <p>For business cards we recommend 400gsm or our triple-layered 1,050gsm stock.</p>
</div>`,
      ),
    },
  },
  sitemap: ['/', '/trade', '/partners', '/sustainability', '/about-us', '/contact', '/blog/choosing-paper-weight', '/products'],
  technologies: [
    'drupal',
    'php',
    'pantheon',
    'nginx',
    'mariadb',
    'fastly',
    'varnish',
    'hsts',
    'google-tag-manager',
    'cookiebot',
    'trustpilot',
    'paypal',
    'open-graph',
    'priority-hints',
    'cart-functionality',
  ],
  partners: {
    'inkhouse.design': 'channel',
    'brightsidecreative.co.uk': 'channel',
    'printbrokerdirect.co.uk': 'channel',
    'shopify.com': 'technology',
    'woocommerce.com': 'technology',
    'etsy.com': 'technology',
    'gfsmith.com': 'generic',
    'fedrigoni.com': 'generic',
    'hp.com': 'generic',
    'swiftlinecouriers.co.uk': 'generic',
  },
};
