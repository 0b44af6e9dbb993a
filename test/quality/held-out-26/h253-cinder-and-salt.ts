import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'Squarespace',
  'x-contextid': 'Lq9wPz3e/ABnKx71T',
};

function page(title: string, collection: string, body: string): string {
  return `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" lang="en-GB">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="width=device-width, initial-scale=1">
<base href="">
<meta charset="utf-8" />
<title>${title} — Cinder &amp; Salt</title>
<link rel="shortcut icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/61a3f0c2e1b7a45d2c9e8f10/favicon.ico?format=100w"/>
<link rel="canonical" href="https://cinderandsalt.co.uk/${collection}"/>
<meta property="og:site_name" content="Cinder &amp; Salt"/>
<meta property="og:title" content="${title} — Cinder &amp; Salt"/>
<meta property="og:image" content="http://static1.squarespace.com/static/61a3f0c2e1b7a45d2c9e8f10/t/6512ab09c3d1/1695722249000/cinder-grill.jpg?format=1500w"/>
<link rel="stylesheet" href="https://use.typekit.net/qhv4xme.css">
<script type="text/javascript" crossorigin="anonymous" defer="true" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>
<script type="text/javascript" crossorigin="anonymous" defer="true" src="//assets.squarespace.com/@sqs/polyfiller/1.6/modern.js"></script>
<script type="text/javascript" crossorigin="anonymous" defer="defer" src="//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-d1e1b3c2a4f5-min.en-US.js"></script>
<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","templateVersion":"7.1","website":{"id":"61a3f0c2e1b7a45d2c9e8f10","identifier":"cinder-and-salt","siteTitle":"Cinder & Salt","primaryDomain":"cinderandsalt.co.uk","language":"en-GB"},"cookieSettings":{"isCookieBannerEnabled":true,"cookieBannerText":"<p>We use cookies to make this site work and to understand how it is used.</p>"}};</script>
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/61a3f0c2e1b7a45d2c9e8f10/41/5c5a519771b3c1f3d3e4e3b1/61a3f0c2e1b7a45d2c9e8f2a/1523/site.css"/>
</head>
<body id="collection-${collection || 'home'}" class="primary-button-style-solid header-overlay-alignment-center tweak-global-animations-enabled">
<div id="siteWrapper" class="clearfix site-wrapper">
<header data-test="header" id="header" class="header theme-col--primary">
  <div class="header-title-logo"><a href="/" data-animation-role="header-element"><img src="//images.squarespace-cdn.com/content/v1/61a3f0c2e1b7a45d2c9e8f10/logo-cinder-salt.png?format=1500w" alt="Cinder &amp; Salt"></a></div>
  <nav class="header-nav-list">
    <div class="header-nav-item"><a href="/restaurants">Restaurants</a></div>
    <div class="header-nav-item"><a href="/menus">Menus</a></div>
    <div class="header-nav-item"><a href="/reservations">Book a Table</a></div>
    <div class="header-nav-item"><a href="/order-in">Order In</a></div>
    <div class="header-nav-item"><a href="/our-producers">Our Producers</a></div>
    <div class="header-nav-item"><a href="/private-dining">Private Dining</a></div>
    <div class="header-nav-item"><a href="/about">About</a></div>
  </nav>
</header>
<main id="page" class="container" role="main">
<article class="sections" id="sections" data-page-sections="6512ab09c3d1">
${body}
</article>
</main>
<footer class="sections" id="footer-sections" data-footer-sections>
  <section class="page-section">
    <div class="sqs-block html-block">
      <p><strong>Cinder &amp; Salt Ltd</strong> · 14 Tariff Street, Manchester M1 2FF</p>
      <p><a href="/press">Press</a> · <a href="/careers">Careers</a> · <a href="/contact">Contact</a> · <a href="/privacy">Privacy</a></p>
    </div>
    <div class="sqs-block socialaccountlinks-v2-block">
      <a href="https://www.instagram.com/cinderandsalt/" aria-label="Instagram">Instagram</a>
      <a href="https://www.tiktok.com/@cinderandsalt" aria-label="TikTok">TikTok</a>
      <a href="https://www.facebook.com/cinderandsaltuk" aria-label="Facebook">Facebook</a>
    </div>
  </section>
</footer>
</div>
<script type="text/javascript" src="https://static1.squarespace.com/static/vta/5c5a519771b3c1f3d3e4e3b1/scripts/site-bundle.8d1a3b2c9e.js"></script>
</body>
</html>`;
}

export const site: CorpusSite = {
  domain: 'cinderandsalt.co.uk',
  covers:
    'English restaurant group on Squarespace with Adobe Fonts: producers and a wine importer named as suppliers in prose with links, delivery platforms and a deli stockist on an order-in page, an OpenTable booking iframe that is a tool rather than a partner; negatives: press quotes, Michelin/Square Meal, B Corp and SRA ratings, job board, social links',
  pages: {
    '/': {
      headers,
      html: page(
        'Wood-fired cooking in Manchester, Leeds and Liverpool',
        '',
        `<section class="page-section"><div class="content-wrapper">
  <h1>Fire, smoke and the North's best produce</h1>
  <p>Three restaurants cooking over wood and charcoal, with menus built around the farms and boats we buy from.</p>
  <a class="sqs-block-button-element" href="/reservations">Book a table</a>
</div></section>
<section class="page-section"><div class="content-wrapper">
  <div class="sqs-block summary-v2-block">
    <div class="summary-item"><a href="/restaurants#cinder-manchester">Cinder, Manchester</a><p>Ancoats · open fire grill</p></div>
    <div class="summary-item"><a href="/restaurants#salt-leeds">Salt, Leeds</a><p>Kirkgate · seafood &amp; small plates</p></div>
    <div class="summary-item"><a href="/restaurants#cinder-salt-liverpool">Cinder &amp; Salt, Liverpool</a><p>Baltic Triangle · Sunday roasts</p></div>
  </div>
</div></section>
<section class="page-section"><div class="content-wrapper">
  <blockquote>"The best plate of lamb I've eaten this year." — <a href="https://www.manchestereveningnews.co.uk/whats-on/food-drink-news/cinder-ancoats-review-28411902">Manchester Evening News</a></blockquote>
  <p>Bib Gourmand, <a href="https://guide.michelin.com/gb/en/greater-manchester/manchester/restaurant/cinder">MICHELIN Guide</a> 2024</p>
</div></section>`,
      ),
    },
    '/restaurants': {
      headers,
      html: page(
        'Restaurants',
        'restaurants',
        `<section class="page-section"><div class="content-wrapper">
  <h1>Our restaurants</h1>
  <h2 id="cinder-manchester">Cinder, Manchester</h2>
  <p>14 Tariff Street, Ancoats, M1 2FF · Tue–Sun from 12pm</p>
  <h2 id="salt-leeds">Salt, Leeds</h2>
  <p>3 Call Lane, Kirkgate, LS1 7DH · Wed–Sun from 5pm</p>
  <h2 id="cinder-salt-liverpool">Cinder &amp; Salt, Liverpool</h2>
  <p>22 Jamaica Street, Baltic Triangle, L1 0AF · Thu–Sun, Sunday roasts from 12pm</p>
</div></section>`,
      ),
    },
    '/our-producers': {
      headers,
      html: page(
        'Our Producers',
        'our-producers',
        `<section class="page-section"><div class="content-wrapper">
  <h1>The people who grow our food</h1>
  <p>We don't have a central kitchen or a catering wholesaler. Almost everything on our menus comes straight from a small group of suppliers we visit every season.</p>
  <div class="sqs-block html-block">
    <h3>Meat</h3>
    <p>Our Herdwick lamb and rare-breed pork come from <a href="https://www.hollinsfarm.co.uk/">Hollins Farm</a> in the Forest of Bowland, who have supplied us since the day Cinder opened.</p>
    <h3>Fish</h3>
    <p>Day-boat fish is landed at Fleetwood and sent to us before lunch by <a href="https://fleetwooddayboats.co.uk/">Fleetwood Day Boats</a>.</p>
    <h3>Bread &amp; flour</h3>
    <p>Heritage wheat flour is stone-milled by Pennine Mill (penninemill.co.uk) for our sourdough.</p>
    <h3>Wine</h3>
    <p>Our wine lists are put together with our importer partner <a href="https://www.vinotecanorte.co.uk/trade">Vinoteca Norte</a>, focusing on low-intervention growers from Spain and Portugal.</p>
    <h3>Veg</h3>
    <p>Salad and veg are grown for us at a community market garden in Stockport.</p>
  </div>
</div></section>`,
      ),
    },
    '/order-in': {
      headers,
      html: page(
        'Order In',
        'order-in',
        `<section class="page-section"><div class="content-wrapper">
  <h1>Cinder &amp; Salt at home</h1>
  <p>Our grill boxes and Sunday roast kits are available for delivery in Manchester and Leeds through our delivery partners:</p>
  <div class="sqs-block image-block">
    <a href="https://deliveroo.co.uk/menu/manchester/ancoats/cinder-and-salt-ancoats"><img src="https://images.squarespace-cdn.com/content/v1/61a3f0c2e1b7a45d2c9e8f10/deliveroo-logo.png" alt="Order on Deliveroo"></a>
    <a href="https://www.ubereats.com/gb/store/cinder-%26-salt-leeds/Qm7l3H0xT0eKp1c9vLzA2g"><img src="https://images.squarespace-cdn.com/content/v1/61a3f0c2e1b7a45d2c9e8f10/ubereats-logo.png" alt="Order on Uber Eats"></a>
  </div>
  <p>Prefer to collect? Roast kits are also stocked every weekend at <a href="https://grocerandvine.co.uk/">Grocer &amp; Vine</a> in Didsbury and Chorlton.</p>
</div></section>`,
      ),
    },
    '/reservations': {
      headers,
      html: page(
        'Book a Table',
        'reservations',
        `<section class="page-section"><div class="content-wrapper">
  <h1>Book a table</h1>
  <p>Choose your restaurant below. For groups of 9 or more, see <a href="/private-dining">Private Dining</a>.</p>
  <div class="sqs-block code-block">
    <iframe src="https://www.opentable.com/widget/reservation/loader?rid=284711&amp;type=multi&amp;theme=wide&amp;color=1&amp;dark=false&amp;iframe=true&amp;domain=couk&amp;lang=en-GB" width="840" height="320" frameborder="0" title="Online reservations"></iframe>
  </div>
</div></section>`,
      ),
    },
    '/private-dining': {
      headers,
      html: page(
        'Private Dining',
        'private-dining',
        `<section class="page-section"><div class="content-wrapper">
  <h1>Private dining &amp; events</h1>
  <p>The mezzanine at Cinder seats 22; the whole of Salt can be hired for up to 60 guests.</p>
  <p>Email <a href="mailto:events@cinderandsalt.co.uk">events@cinderandsalt.co.uk</a> for menus and availability.</p>
</div></section>`,
      ),
    },
    '/press': {
      headers,
      html: page(
        'Press',
        'press',
        `<section class="page-section"><div class="content-wrapper">
  <h1>Press &amp; awards</h1>
  <ul>
    <li>"A serious cook's restaurant" — <a href="https://www.theguardian.com/food/2023/oct/14/cinder-manchester-restaurant-review">The Guardian</a></li>
    <li>Best Newcomer North West 2023 — <a href="https://www.squaremeal.co.uk/restaurants/cinder_24871">Square Meal</a></li>
    <li>Bib Gourmand — <a href="https://guide.michelin.com/gb/en/greater-manchester/manchester/restaurant/cinder">MICHELIN Guide</a></li>
  </ul>
  <p>Press enquiries: <a href="mailto:press@cinderandsalt.co.uk">press@cinderandsalt.co.uk</a></p>
</div></section>`,
      ),
    },
    '/about': {
      headers,
      html: page(
        'About',
        'about',
        `<section class="page-section"><div class="content-wrapper">
  <h1>About us</h1>
  <p>Cinder &amp; Salt was started in 2019 by chef Aisling Doyle and Rob Mercer, after ten years cooking in London.</p>
  <p>We are a certified <a href="https://www.bcorporation.net/en-us/find-a-b-corp/company/cinder-and-salt/">B Corp</a> and hold a three-star Food Made Good rating from the <a href="https://thesra.org/">Sustainable Restaurant Association</a>.</p>
</div></section>`,
      ),
    },
    '/careers': {
      headers,
      html: page(
        'Careers',
        'careers',
        `<section class="page-section"><div class="content-wrapper">
  <h1>Join the team</h1>
  <p>Four-day weeks, paid overtime and a staff meal every shift. All current roles are listed on <a href="https://harri.com/cinderandsalt">Harri</a>.</p>
</div></section>`,
      ),
    },
    '/contact': {
      headers,
      html: page(
        'Contact',
        'contact',
        `<section class="page-section"><div class="content-wrapper">
  <h1>Contact</h1>
  <p>General: <a href="mailto:hello@cinderandsalt.co.uk">hello@cinderandsalt.co.uk</a></p>
  <p>Suppliers wishing to work with us: <a href="mailto:kitchen@cinderandsalt.co.uk">kitchen@cinderandsalt.co.uk</a></p>
</div></section>`,
      ),
    },
  },
  technologies: ['squarespace', 'typekit', 'adobe-fonts', 'opentable'],
  partners: {
    'hollinsfarm.co.uk': 'generic',
    'fleetwooddayboats.co.uk': 'generic',
    'penninemill.co.uk': 'generic',
    'vinotecanorte.co.uk': 'generic',
    'deliveroo.co.uk': 'channel',
    'ubereats.com': 'channel',
    'grocerandvine.co.uk': 'channel',
  },
};
