import type { CorpusSite } from './types.js';

const headers = {
  server: 'cloudflare',
  'cf-ray': '8e2f4a1b9c3d7e60-LHR',
  'x-shopid': '58210423',
  'x-shopify-stage': 'production',
  'set-cookie':
    '_shopify_y=3f6e1c2a-9b7d-4e5f-8a1b-2c3d4e5f6a7b; Expires=Wed, 01 Dec 2027 00:00:00 GMT; Path=/; SameSite=Lax\n_shopify_s=7a8b9c0d-1e2f-4a5b-8c6d-7e8f9a0b1c2d; Path=/; SameSite=Lax',
  'content-type': 'text/html; charset=utf-8',
};

const layout = (title: string, main: string) => `<!doctype html>
<html class="no-js" lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
<link href="//fernhollow.co/cdn/shop/t/12/assets/base.css?v=91224391823" rel="stylesheet" type="text/css" media="all" />
<script src="//cdn.shopify.com/s/files/1/0582/1042/3/t/12/assets/global.js?v=168213409" defer="defer"></script>
<script src="//fernhollow.co/cdn/shop/t/12/assets/product-info.js?v=52318811" defer="defer"></script>
<script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=VbN4xQ"></script>
</head>
<body class="gradient">
<div class="announcement-bar" role="region" aria-label="Announcement"><p>Free UK delivery over £60</p></div>
<header class="header header--middle-left">
  <a href="/" class="header__heading-link"><img src="//fernhollow.co/cdn/shop/files/fernhollow-logo.png?v=1690213" alt="Fernhollow" width="160"></a>
  <nav class="header__inline-menu"><ul class="list-menu">
    <li><a href="/collections/all" class="header__menu-item">Shop</a></li>
    <li><a href="/pages/our-story" class="header__menu-item">Our story</a></li>
    <li><a href="/pages/stockists" class="header__menu-item">Stockists</a></li>
  </ul></nav>
  <a href="/cart" class="header__icon header__icon--cart" id="cart-icon-bubble"><span class="visually-hidden">Cart</span></a>
</header>
<main id="MainContent" class="content-for-layout" role="main">${main}</main>
<footer class="footer">
  <ul class="footer__list-social list-social">
    <li><a href="https://www.instagram.com/fernhollow.co" class="link list-social__link">Instagram</a></li>
    <li><a href="https://www.pinterest.co.uk/fernhollowco/" class="link list-social__link">Pinterest</a></li>
  </ul>
  <small class="copyright__content">&copy; 2026, <a href="/" title="">Fernhollow</a> <a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Powered by Shopify</a></small>
</footer>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'fernhollow.co',
  covers:
    'Shopify store (cdn.shopify.com script, _shopify_ cookies, x-shopid), Klaviyo, Cloudflare headers, a cart link; a stockists page with shops grouped by region (links at the start of address paragraphs) and online stockists; "As featured in" press logos and an Instagram feed on the home page; "Powered by Shopify"',
  pages: {
    '/': {
      headers,
      html: layout(
        'Fernhollow | Linen for slow mornings',
        `<div class="banner"><h1 class="banner__heading">Linen for slow mornings</h1><a href="/collections/all" class="button">Shop the collection</a></div>
<div class="featured-collection"><h2>Bestsellers</h2><ul class="grid product-grid">
<li class="grid__item"><a href="/products/washed-linen-duvet-cover">Washed linen duvet cover</a><span class="price">£145.00</span></li>
<li class="grid__item"><a href="/products/waffle-bath-towel">Waffle bath towel</a><span class="price">£38.00</span></li>
</ul></div>
<div class="logo-list"><h2 class="logo-list__title">As featured in</h2><ul class="logo-list__items">
<li><a href="https://www.vogue.co.uk/article/best-linen-bedding"><img src="//fernhollow.co/cdn/shop/files/vogue.png" alt="Vogue"></a></li>
<li><a href="https://www.theguardian.com/lifeandstyle/2024/mar/10/best-bedding"><img src="//fernhollow.co/cdn/shop/files/guardian.png" alt="The Guardian"></a></li>
<li><a href="https://www.elledecoration.co.uk/"><img src="//fernhollow.co/cdn/shop/files/elle-deco.png" alt="ELLE Decoration"></a></li>
</ul></div>
<div class="instagram-feed"><h2>@fernhollow.co</h2><a href="https://www.instagram.com/p/C9xk2LqN0aB/"><img src="//fernhollow.co/cdn/shop/files/ig-1.jpg" alt="Linen sheets on a bed"></a></div>`,
      ),
    },
    '/pages/stockists': {
      headers,
      html: layout(
        'Stockists – Fernhollow',
        `<div class="page-width page-width--narrow"><h1 class="main-page-title page-title h0">Stockists</h1>
<div class="rte">
<p>You can find Fernhollow in these independent shops. Call ahead to check what they have in stock.</p>
<h3>South West</h3>
<p><strong><a href="https://www.thelinencupboard.co.uk/" target="_blank">The Linen Cupboard</a></strong><br>12 Milsom Street, Bath BA1 1DE</p>
<p><strong><a href="https://www.harbourandhome.com/" target="_blank">Harbour &amp; Home</a></strong><br>3 Quay Street, Falmouth TR11 3HH</p>
<h3>London</h3>
<p><strong><a href="https://www.northcoteandco.london/" target="_blank">Northcote &amp; Co</a></strong><br>88 Northcote Road, London SW11 6QN</p>
<h3>Scotland</h3>
<p><strong><a href="https://www.thistleandthread.scot/" target="_blank">Thistle &amp; Thread</a></strong><br>21 Bruntsfield Place, Edinburgh EH10 4HN</p>
<h3>Online</h3>
<p><a href="https://www.notonthehighstreet.com/fernhollow" target="_blank">notonthehighstreet</a> and <a href="https://www.johnlewis.com/brand/fernhollow/_/N-1z0qk4f" target="_blank">John Lewis</a> carry a selection of our bestsellers.</p>
<p>Would you like to stock Fernhollow? Email <a href="mailto:wholesale@fernhollow.co">wholesale@fernhollow.co</a>.</p>
</div></div>`,
      ),
    },
  },
  technologies: ['shopify', 'cart-functionality', 'klaviyo', 'cloudflare'],
  partners: {
    'thelinencupboard.co.uk': 'channel',
    'harbourandhome.com': 'channel',
    'northcoteandco.london': 'channel',
    'thistleandthread.scot': 'channel',
    'notonthehighstreet.com': 'channel',
    'johnlewis.com': 'channel',
  },
};
