import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  link: '<https://kindredgrain.com/wp-json/>; rel="https://api.w.org/"',
  'cache-control': 'max-age=600, public',
};

const head = (title: string, extra = '') => `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="robots" content="max-image-preview:large">
${extra}<link rel='stylesheet' id='kindred-theme-css' href='https://kindredgrain.com/wp-content/themes/kindred/assets/css/theme.css?ver=1.9.4' media='all' />
<link rel='stylesheet' id='woocommerce-general-css' href='https://kindredgrain.com/wp-content/plugins/woocommerce/assets/css/woocommerce.css?ver=8.8.3' media='all' />
<meta name="generator" content="WordPress 6.5.2" />
<meta name="generator" content="WooCommerce 8.8.3" />
<link rel="icon" href="https://kindredgrain.com/wp-content/uploads/2023/05/cropped-kg-icon-32x32.png" sizes="32x32" />
</head>`;

const header = (bodyClass: string) => `<body class="${bodyClass} theme-kindred woocommerce-no-js">
<div class="site">
  <div class="announcement-bar">Free UK delivery on orders over &pound;30</div>
  <header class="site-header">
    <a class="site-logo" href="https://kindredgrain.com/"><img src="https://kindredgrain.com/wp-content/uploads/2023/05/kindred-grain-logo.svg" alt="Kindred Grain" width="150" height="46"></a>
    <nav class="main-nav" aria-label="Primary">
      <ul class="menu">
        <li class="menu-item"><a href="https://kindredgrain.com/shop/">Shop</a></li>
        <li class="menu-item"><a href="https://kindredgrain.com/our-story/">Our story</a></li>
        <li class="menu-item"><a href="https://kindredgrain.com/recipes/">Recipes</a></li>
        <li class="menu-item"><a href="https://kindredgrain.com/stockists/">Stockists</a></li>
        <li class="menu-item"><a href="https://kindredgrain.com/wholesale/">Wholesale</a></li>
      </ul>
    </nav>
    <div class="header-icons">
      <a href="https://kindredgrain.com/my-account/" aria-label="My account">Account</a>
      <a class="header-basket" href="https://kindredgrain.com/basket/" aria-label="Basket, 0 items">Basket (0)</a>
    </div>
  </header>`;

const footer = `  <footer class="site-footer">
    <div class="footer-cols">
      <div>
        <h2 class="footer-title">Kindred Grain</h2>
        <p>Slow-baked granola and oat clusters from a small bakery in Frome, Somerset.</p>
      </div>
      <div>
        <h2 class="footer-title">Help</h2>
        <ul>
          <li><a href="https://kindredgrain.com/delivery-returns/">Delivery &amp; returns</a></li>
          <li><a href="https://kindredgrain.com/faq/">FAQ</a></li>
          <li><a href="https://kindredgrain.com/contact/">Contact</a></li>
          <li><a href="https://kindredgrain.com/stockists/">Find a stockist</a></li>
        </ul>
      </div>
      <div>
        <h2 class="footer-title">Say hello</h2>
        <ul>
          <li><a href="https://www.instagram.com/kindredgrain/">Instagram</a></li>
          <li><a href="https://www.tiktok.com/@kindredgrain">TikTok</a></li>
          <li><a href="https://www.facebook.com/kindredgrainuk">Facebook</a></li>
          <li><a href="mailto:hello@kindredgrain.com">hello@kindredgrain.com</a></li>
        </ul>
      </div>
    </div>
    <p class="copyright">&copy; 2026 Kindred Grain Ltd &middot; Registered in England 13390217 &middot; <a href="https://kindredgrain.com/privacy-policy/">Privacy</a></p>
  </footer>
</div>
<script src="https://kindredgrain.com/wp-content/plugins/woocommerce/assets/js/frontend/order-attribution.min.js?ver=8.8.3" id="wc-order-attribution-js"></script>
<script src="https://kindredgrain.com/wp-content/themes/kindred/assets/js/theme.min.js?ver=1.9.4" id="kindred-theme-js"></script>
</body>
</html>`;

type Stockist = { name: string; address: string; url?: string; label?: string; kind: string };

const stockist = (s: Stockist) => `
      <article class="stockist stockist-type-${s.kind.toLowerCase().replace(/[^a-z]+/g, '-')}">
        <h2 class="stockist-name">${s.name}</h2>
        <p class="stockist-type">${s.kind}</p>
        <p class="stockist-address">${s.address}</p>
        ${s.url ? `<p class="stockist-web"><a href="${s.url}" target="_blank" rel="noopener">${s.label ?? 'Visit website'}</a></p>` : ''}
      </article>`;

const page1: Stockist[] = [
  { name: 'The Bath Larder', kind: 'Deli', address: '14 Walcot Street, Bath BA1 5BG', url: 'https://www.thebathlarder.co.uk/' },
  {
    name: 'Beckford &amp; Daughters',
    kind: 'Farm shop',
    address: 'Lower Farm, Beckford, Tewkesbury GL20 7AN',
    url: 'https://beckfordanddaughters.co.uk/farm-shop/',
  },
  {
    name: 'Brockley Wholefoods',
    kind: 'Zero-waste shop',
    address: '212 Brockley Road, London SE4 2SU',
    url: 'https://brockleywholefoods.london/',
  },
  { name: 'Corner Pantry', kind: 'Independent grocer', address: '3 Market Place, Frome BA11 1AN' },
  {
    name: 'Dart Valley Stores',
    kind: 'Village shop',
    address: 'Fore Street, Totnes TQ9 5HJ',
    url: 'http://www.dartvalleystores.co.uk',
    label: 'dartvalleystores.co.uk',
  },
  {
    name: 'Eastside Provisions',
    kind: 'Deli &amp; caf&eacute;',
    address: '41 Gloucester Road, Bristol BS7 8AD',
    url: 'https://eastsideprovisions.com/',
  },
  {
    name: 'Fernhill Farm Shop',
    kind: 'Farm shop',
    address: 'Fernhill Lane, Glastonbury BA6 8JU',
    url: 'https://www.fernhillfarmshop.co.uk/',
  },
  {
    name: 'Greengage Grocer',
    kind: 'Independent grocer',
    address: '9 High Street, Marlborough SN8 1AA',
    url: 'https://greengagegrocer.co.uk/',
  },
  {
    name: 'Harvest Moon Co-operative',
    kind: 'Wholefood co-op',
    address: '5 Cheltenham Road, Bristol BS6 5QX',
    url: 'https://www.harvestmoon.coop/',
  },
  { name: 'Hollybrook Deli', kind: 'Deli', address: '27 Broad Street, Wells BA5 2DJ' },
];

const page2: Stockist[] = [
  { name: 'Kettle &amp; Crumb', kind: 'Caf&eacute;', address: '88 Cotham Hill, Bristol BS6 6JX', url: 'https://kettleandcrumb.cafe/' },
  {
    name: 'Little Mill Stores',
    kind: 'Village shop',
    address: 'The Green, Little Mill, Cirencester GL7 5RP',
    url: 'https://www.littlemillstores.co.uk/',
  },
  { name: 'Mendip Harvest', kind: 'Farm shop', address: 'Old Bristol Road, Shepton Mallet BA4 4LP', url: 'https://mendipharvest.co.uk/' },
  { name: 'Pollen &amp; Pantry', kind: 'Zero-waste shop', address: '6 Bridge Street, Bradford on Avon BA15 1BY' },
  { name: 'Salt &amp; Oat', kind: 'Deli', address: '19 Park Street, Bristol BS1 5NH', url: 'https://www.saltandoat.co.uk/' },
  {
    name: 'Larder &amp; Vine',
    kind: 'Online',
    address: 'Delivers across mainland UK',
    url: 'https://www.larderandvine.co.uk/brands/kindred-grain',
    label: 'Shop Kindred Grain at Larder &amp; Vine',
  },
  { name: 'The Good Box Co.', kind: 'Online', address: 'Monthly breakfast subscription boxes', url: 'https://thegoodboxco.com/' },
];

const stockistsPage = (n: 1 | 2) => {
  const list = n === 1 ? page1 : page2;
  const links =
    n === 1
      ? '<link rel="next" href="https://kindredgrain.com/stockists/page/2/" />\n'
      : '<link rel="prev" href="https://kindredgrain.com/stockists/" />\n';
  const pagination =
    n === 1
      ? `<span aria-current="page" class="page-numbers current">1</span>
      <a class="page-numbers" href="https://kindredgrain.com/stockists/page/2/">2</a>
      <a class="next page-numbers" href="https://kindredgrain.com/stockists/page/2/">Next &rarr;</a>`
      : `<a class="prev page-numbers" href="https://kindredgrain.com/stockists/">&larr; Previous</a>
      <a class="page-numbers" href="https://kindredgrain.com/stockists/">1</a>
      <span aria-current="page" class="page-numbers current">2</span>`;
  return `${head(n === 1 ? 'Stockists - Kindred Grain' : 'Stockists - Page 2 of 2 - Kindred Grain', `<link rel="canonical" href="https://kindredgrain.com/stockists/${n === 2 ? 'page/2/' : ''}" />\n${links}`)}
${header('archive post-type-archive post-type-archive-stockist' + (n === 2 ? ' paged paged-2' : ''))}
  <main id="main" class="site-main">
    <header class="page-header">
      <h1 class="page-title">Stockists</h1>
      <p>Find Kindred Grain in independent shops, delis and cafés near you. Shops change their ranges often, so it's worth calling ahead.</p>
      <form class="stockist-search" action="https://kindredgrain.com/stockists/" method="get" role="search">
        <label for="stockist-q">Town or postcode</label>
        <input id="stockist-q" type="search" name="s" placeholder="e.g. Bristol">
        <input type="hidden" name="post_type" value="stockist">
        <button type="submit">Search</button>
      </form>
    </header>
    <div class="stockist-list">${list.map(stockist).join('')}
    </div>
    <nav class="navigation pagination" aria-label="Stockists">
      <h2 class="screen-reader-text">Stockists navigation</h2>
      <div class="nav-links">
      ${pagination}
      </div>
    </nav>
    <aside class="stockist-cta">
      <h2>Run a shop?</h2>
      <p>We supply independents directly with no minimum order after the first case. See our <a href="https://kindredgrain.com/wholesale/">wholesale page</a> or email <a href="mailto:trade@kindredgrain.com">trade@kindredgrain.com</a>.</p>
    </aside>
  </main>
${footer}`;
};

export const site: CorpusSite = {
  domain: 'kindredgrain.com',
  covers:
    'WooCommerce food brand; "Stockists" archive paginated over two pages (/stockists/ and /stockists/page/2/, rel=next/prev and a Next link), each stockist an <article> with an optional "Visit website" link (some with the domain as anchor text, some with none); online retailers on page 2; home has an "As seen in" press strip, a Trustpilot review link and social links',
  pages: {
    '/': {
      headers,
      html: `${head('Kindred Grain | Slow-baked granola from Somerset', '<link rel="canonical" href="https://kindredgrain.com/" />\n')}
${header('home page-template page-template-front-page page page-id-2')}
  <main id="main" class="site-main">
    <section class="hero">
      <h1>Granola baked low and slow, the way it should be</h1>
      <p>Whole oats, cold-pressed rapeseed oil and a little West Country honey, baked in small batches for a proper crunch.</p>
      <a class="button" href="https://kindredgrain.com/shop/">Shop granola</a>
      <a class="button button-outline" href="https://kindredgrain.com/stockists/">Find us in shops</a>
    </section>

    <section class="product-row">
      <h2>Our bestsellers</h2>
      <ul class="products columns-3">
        <li class="product"><a href="https://kindredgrain.com/product/original-honey-granola/"><img src="https://kindredgrain.com/wp-content/uploads/2024/01/original-honey-500g-600x600.jpg" alt="" width="300" height="300"><h3 class="woocommerce-loop-product__title">Original Honey Granola, 500g</h3><span class="price">&pound;6.50</span></a></li>
        <li class="product"><a href="https://kindredgrain.com/product/cacao-hazelnut-clusters/"><img src="https://kindredgrain.com/wp-content/uploads/2024/01/cacao-hazelnut-500g-600x600.jpg" alt="" width="300" height="300"><h3 class="woocommerce-loop-product__title">Cacao &amp; Hazelnut Clusters, 500g</h3><span class="price">&pound;6.95</span></a></li>
        <li class="product"><a href="https://kindredgrain.com/product/the-breakfast-box/"><img src="https://kindredgrain.com/wp-content/uploads/2024/02/breakfast-box-600x600.jpg" alt="" width="300" height="300"><h3 class="woocommerce-loop-product__title">The Breakfast Box (3 &times; 500g)</h3><span class="price">&pound;17.50</span></a></li>
      </ul>
    </section>

    <section class="press">
      <h2 class="section-label">As seen in</h2>
      <ul class="press-logos">
        <li><a href="https://www.theguardian.com/food/2024/jan/20/best-granola-taste-test"><img src="https://kindredgrain.com/wp-content/uploads/2024/02/press-guardian.svg" alt="The Guardian" width="130" height="32"></a></li>
        <li><a href="https://www.bbcgoodfood.com/review/best-granola"><img src="https://kindredgrain.com/wp-content/uploads/2024/02/press-bbc-good-food.svg" alt="BBC Good Food" width="130" height="32"></a></li>
        <li><img src="https://kindredgrain.com/wp-content/uploads/2024/02/press-delicious.svg" alt="delicious. magazine" width="130" height="32"></li>
      </ul>
      <p class="award">Great Taste 2023 &mdash; 2 stars for our Original Honey Granola.</p>
    </section>

    <section class="reviews">
      <h2>4.9 out of 5 from 1,240 reviews</h2>
      <blockquote><p>&ldquo;The only granola my kids don't pick the raisins out of.&rdquo;</p><cite>&mdash; Hannah, Stroud</cite></blockquote>
      <p><a href="https://uk.trustpilot.com/review/kindredgrain.com">Read all our reviews on Trustpilot</a></p>
    </section>

    <section class="story-teaser">
      <h2>Baked in Frome since 2019</h2>
      <p>Kindred Grain started in a borrowed bakery at 4am on Saturdays. We now bake five days a week &mdash; still by hand, still in small trays.</p>
      <a href="https://kindredgrain.com/our-story/">Read our story</a>
    </section>
  </main>
${footer}`,
    },
    '/stockists/': { headers, html: stockistsPage(1) },
    '/stockists/page/2/': { headers, html: stockistsPage(2) },
  },
  technologies: ['wordpress', 'woocommerce', 'php', 'mysql', 'cart-functionality'],
  partners: {
    'thebathlarder.co.uk': 'channel',
    'beckfordanddaughters.co.uk': 'channel',
    'brockleywholefoods.london': 'channel',
    'dartvalleystores.co.uk': 'channel',
    'eastsideprovisions.com': 'channel',
    'fernhillfarmshop.co.uk': 'channel',
    'greengagegrocer.co.uk': 'channel',
    'harvestmoon.coop': 'channel',
    'kettleandcrumb.cafe': 'channel',
    'littlemillstores.co.uk': 'channel',
    'mendipharvest.co.uk': 'channel',
    'saltandoat.co.uk': 'channel',
    'larderandvine.co.uk': 'channel',
    'thegoodboxco.com': 'channel',
  },
};
