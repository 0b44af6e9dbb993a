import type { CorpusSite } from '../corpus/types.js';

const W = 'https://www.brewforge.com';

const page = (title: string, bodyClass: string, body: string): string => `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" id="woocommerce-general-css" href="${W}/wp-content/plugins/woocommerce/assets/css/woocommerce.css?ver=8.7.0" media="all">
<link rel="stylesheet" id="brewforge-theme-css" href="${W}/wp-content/themes/brewforge/dist/main.css?ver=2.4.1" media="all">
<script async src="https://static.hotjar.com/c/hotjar-3456789.js?sv=6"></script>
</head>
<body class="${bodyClass} woocommerce-no-js">
<header id="masthead">
  <a href="${W}/" class="custom-logo-link"><img src="${W}/wp-content/uploads/2025/01/brewforge-logo.svg" alt="BrewForge"></a>
  <nav id="site-navigation"><ul id="primary-menu" class="menu">
    <li><a href="${W}/product-category/espresso-machines/">Espresso machines</a></li>
    <li><a href="${W}/product-category/grinders/">Grinders</a></li>
    <li><a href="${W}/product-category/accessories/">Accessories</a></li>
    <li><a href="${W}/brew-guides/">Brew guides</a></li>
    <li><a href="${W}/where-to-buy/">Where to buy</a></li>
    <li><a href="${W}/support/">Support</a></li>
  </ul></nav>
  <a href="${W}/cart/" class="cart-contents">Cart (0)</a>
</header>
<div id="content">${body}</div>
<footer id="colophon">
  <p class="financing">Pay over time with <a href="https://www.affirm.com/">Affirm</a>. Free 2-day shipping on machines over $500.</p>
  <nav><a href="${W}/about/">Our story</a> · <a href="${W}/warranty/">Warranty</a> · <a href="${W}/where-to-buy/">Where to buy</a> · <a href="https://brewforge.workable.com/">Careers</a> · <a href="${W}/privacy-policy/">Privacy</a></nav>
  <p><a href="https://www.instagram.com/brewforgecoffee/">Instagram</a> · <a href="https://www.tiktok.com/@brewforge">TikTok</a> · <a href="https://www.pinterest.com/brewforge/">Pinterest</a></p>
  <p>© 2026 BrewForge Appliances, Inc. · Portland, Oregon</p>
</footer>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'brewforge.com',
  covers:
    'WordPress/WooCommerce home espresso machine brand on www (301 from the bare domain) with a "Where to buy" page holding tabbed online retailers as logo links, authorized service centers as a table with plain-text domains, and a roaster-partners section on the brew-guides hub; traps are "as seen in" press logos, Affirm financing, Workable careers, social links, a warranty page naming the repair-parts supplier, and a competitor comparison post.',
  pages: {
    '/': { status: 301, redirect: `${W}/` },
    [`${W}/`]: {
      headers: { server: 'nginx', 'x-powered-by': 'PHP/8.2.18', 'content-type': 'text/html; charset=UTF-8' },
      html: page(
        'BrewForge — Café-quality espresso at home',
        'home page-template-front-page',
        `<section class="hero"><h1>Café-quality espresso. Kitchen-counter footprint.</h1><a href="${W}/product/forge-one/" class="button">Meet the Forge One</a></section>
<section class="as-seen-in"><h2>As seen in</h2>
  <a href="https://www.nytimes.com/wirecutter/reviews/best-espresso-machine/"><img src="${W}/wp-content/uploads/2025/02/wirecutter.svg" alt="Wirecutter"></a>
  <a href="https://www.seriouseats.com/best-espresso-machines-7106432"><img src="${W}/wp-content/uploads/2025/02/serious-eats.svg" alt="Serious Eats"></a>
  <a href="https://www.foodandwine.com/best-espresso-machines-7483902"><img src="${W}/wp-content/uploads/2025/02/food-wine.svg" alt="Food &amp; Wine"></a>
</section>
<section><h2>Try before you buy</h2><p>See the Forge One in person at a retailer near you. <a href="${W}/where-to-buy/">Where to buy →</a></p></section>
<section><h2>Fresh from the blog</h2><a href="${W}/blog/forge-one-vs-breville-barista-express/">Forge One vs Breville Barista Express: an honest comparison</a></section>`,
      ),
    },
    [`${W}/where-to-buy/`]: {
      html: page(
        'Where to buy | BrewForge',
        'page-template-default page',
        `<h1>Where to buy</h1>
<div class="wp-block-tabs">
  <ul class="tab-nav" role="tablist"><li role="tab" aria-selected="true">Online retailers</li><li role="tab">In-store</li><li role="tab">Service centers</li></ul>
  <div class="tab-panel" role="tabpanel" data-tab="online">
    <div class="retailer-logos">
      <a href="https://www.williams-sonoma.com/shop/brewforge/" target="_blank" rel="noopener"><img src="${W}/wp-content/uploads/2025/03/williams-sonoma.svg" alt="Williams Sonoma"></a>
      <a href="https://www.wholelattelove.com/collections/brewforge" target="_blank" rel="noopener"><img src="${W}/wp-content/uploads/2025/03/whole-latte-love.svg" alt="Whole Latte Love"></a>
      <a href="https://www.seattlecoffeegear.com/brands/brewforge" target="_blank" rel="noopener"><img src="${W}/wp-content/uploads/2025/03/seattle-coffee-gear.svg" alt="Seattle Coffee Gear"></a>
      <a href="https://www.crateandbarrel.com/brewforge/" target="_blank" rel="noopener"><img src="${W}/wp-content/uploads/2025/03/crate-barrel.svg" alt="Crate &amp; Barrel"></a>
    </div>
  </div>
  <div class="tab-panel" role="tabpanel" data-tab="in-store" hidden>
    <p>Demo machines are available at select <a href="https://www.surlatable.com/">Sur La Table</a> stores and at <a href="https://prima-coffee.com/">Prima Coffee Equipment</a> in Louisville, KY.</p>
  </div>
  <div class="tab-panel" role="tabpanel" data-tab="service" hidden>
    <p>Warranty repairs must be carried out by an authorized service center.</p>
    <table>
      <tr><th>Service center</th><th>Location</th><th>Web</th></tr>
      <tr><td>Espresso Repair Pros</td><td>Denver, CO</td><td>espressorepairpros.com</td></tr>
      <tr><td>Bay Area Coffee Tech</td><td>Oakland, CA</td><td>www.bayareacoffeetech.com</td></tr>
      <tr><td>Hudson Espresso Service</td><td>Brooklyn, NY</td><td>call (718) 555-0142</td></tr>
    </table>
  </div>
</div>`,
      ),
    },
    [`${W}/brew-guides/`]: {
      html: page(
        'Brew guides | BrewForge',
        'page-template-default page',
        `<h1>Brew guides</h1>
<ul><li><a href="${W}/brew-guides/dialing-in-espresso/">Dialing in your first shot</a></li><li><a href="${W}/brew-guides/milk-texturing/">Milk texturing 101</a></li></ul>
<section class="roaster-partners"><h2>Our roaster partners</h2>
<p>Every guide is developed together with roasters we love. Look for the BrewForge recipe card in their bags.</p>
  <a href="https://counterculturecoffee.com/"><img src="${W}/wp-content/uploads/2025/04/counter-culture.png" alt="Counter Culture Coffee"></a>
  <a href="https://www.stumptowncoffee.com/"><img src="${W}/wp-content/uploads/2025/04/stumptown.png" alt="Stumptown Coffee Roasters"></a>
  <a href="https://onyxcoffeelab.com/"><img src="${W}/wp-content/uploads/2025/04/onyx.png" alt="Onyx Coffee Lab"></a>
</section>`,
      ),
    },
    [`${W}/warranty/`]: {
      html: page(
        'Warranty | BrewForge',
        'page-template-default page',
        `<h1>Two-year warranty</h1>
<p>Replacement gaskets and shower screens are genuine parts made by <a href="https://www.cafeparts.com/">Cafe Parts</a>. Register your machine within 30 days.</p>`,
      ),
    },
    [`${W}/blog/forge-one-vs-breville-barista-express/`]: {
      html: page(
        'Forge One vs Breville Barista Express | BrewForge',
        'post-template-default single single-post',
        `<article><h1>Forge One vs Breville Barista Express: an honest comparison</h1>
<p>The <a href="https://www.breville.com/us/en/products/espresso/bes870.html">Breville Barista Express</a> is the machine most of our customers upgrade from. Here is what changes.</p></article>`,
      ),
    },
  },
  sitemap: [
    `${W}/`,
    `${W}/where-to-buy/`,
    `${W}/brew-guides/`,
    `${W}/warranty/`,
    `${W}/about/`,
    `${W}/blog/forge-one-vs-breville-barista-express/`,
  ],
  technologies: ['wordpress', 'wordpress-block-editor', 'woocommerce', 'cart-functionality', 'php', 'mysql', 'nginx', 'hotjar', 'workable'],
  partners: {
    'williams-sonoma.com': 'channel',
    'wholelattelove.com': 'channel',
    'seattlecoffeegear.com': 'channel',
    'crateandbarrel.com': 'channel',
    'surlatable.com': 'channel',
    'prima-coffee.com': 'channel',
    'espressorepairpros.com': 'channel',
    'bayareacoffeetech.com': 'channel',
    'counterculturecoffee.com': 'generic',
    'stumptowncoffee.com': 'generic',
    'onyxcoffeelab.com': 'generic',
  },
};
