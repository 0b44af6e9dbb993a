import type { CorpusSite } from '../corpus/types.js';

const headers = { server: 'Squarespace', 'x-contextid': 'Qm3xT8ab/Zr1pLk2c', 'content-type': 'text/html;charset=utf-8' };
const IMG = 'https://images.squarespace-cdn.com/content/v1/61f2a9c3b8e4d10a2c5f7e91';

const layout = (title: string, body: string): string => `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" lang="en-US">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- This is Squarespace. --><!-- pureline-h2o -->
<base href="">
<meta charset="utf-8">
<title>${title} — PureLine Water Systems</title>
<link rel="preconnect" href="https://images.squarespace-cdn.com">
<link rel="stylesheet" type="text/css" href="https://fonts.googleapis.com/css2?family=Work+Sans:wght@400;600&amp;display=swap">
<link href="https://static1.squarespace.com/static/versioned-site-css/61f2a9c3b8e4d10a2c5f7e91/14/5c5a519771c10ba3470d8101/61f2a9c3b8e4d10a2c5f7e9d/1590/site.css" rel="stylesheet" type="text/css">
<script async src="https://static.hotjar.com/c/hotjar-3456789.js?sv=6"></script>
</head>
<body id="collection-61f2a9c3b8e4d10a2c5f7ea0" class="header-overlay-alignment-center tweak-social-icons-style-regular">
<header data-test="header" id="header" class="header theme-col--primary">
  <div class="header-title-logo"><a href="/" data-animation-role="header-element"><img src="${IMG}/pureline-logo.png" alt="PureLine Water Systems"></a></div>
  <nav class="header-nav-list">
    <div class="header-nav-item header-nav-item--folder"><a class="header-nav-folder-title" href="/shop">Shop</a>
      <div class="header-nav-folder-content"><a href="/shop/whole-house">Whole-house systems</a><a href="/shop/under-sink-ro">Under-sink RO</a><a href="/shop/replacement-filters">Replacement filters</a></div>
    </div>
    <div class="header-nav-item"><a href="/water-testing">Free water test</a></div>
    <div class="header-nav-item header-nav-item--folder"><a class="header-nav-folder-title" href="/where-to-buy">Where to Buy</a>
      <div class="header-nav-folder-content"><a href="/where-to-buy">Retail &amp; distributors</a><a href="/installers">Find a certified installer</a></div>
    </div>
    <div class="header-nav-item"><a href="/learn">Learn</a></div>
  </nav>
</header>
<main id="page" class="container" role="main">${body}</main>
<footer class="sections" id="footer-sections" data-footer-sections>
  <section class="page-section"><div class="sqs-block html-block"><div class="sqs-block-content">
    <p>PureLine Water Systems, Inc. · 2200 Commerce Pkwy, Grand Rapids, MI 49512</p>
    <p><a href="/dealer-program">Dealer program</a> · <a href="https://dealers.purelineh2o.com/">Dealer login</a> · <a href="/warranty">Warranty</a> · <a href="/careers">Careers</a></p>
    <p>Systems tested and certified by <a href="https://www.nsf.org/">NSF International</a> to NSF/ANSI 42, 53 and 58. Proud member of the <a href="https://wqa.org/">Water Quality Association</a>.</p>
    <p>Pay over time with <a href="https://www.affirm.com/">Affirm</a>. Orders ship via <a href="https://www.ups.com/">UPS</a>.</p>
    <p><a href="https://www.instagram.com/purelineh2o/">Instagram</a> · <a href="https://www.facebook.com/purelineh2o">Facebook</a> · <a href="https://www.youtube.com/@purelineh2o">YouTube</a></p>
  </div></div></section>
</footer>
</body>
</html>`;

const home = layout(
  'Whole-house water filtration',
  `<section class="page-section"><div class="sqs-block html-block"><div class="sqs-block-content">
  <h1>Cleaner water from every tap</h1>
  <p>Whole-house carbon filtration, softening and reverse osmosis systems, engineered and assembled in Michigan.</p>
  <p><a class="sqs-block-button-element" href="/water-testing">Get a free water test</a></p>
</div></div></section>
<section class="page-section"><div class="sqs-block html-block"><div class="sqs-block-content">
  <h2>As featured in</h2>
  <p><a href="https://www.goodhousekeeping.com/home-products/g40331/best-whole-house-water-filters/">Good Housekeeping</a> · <a href="https://www.thisoldhouse.com/plumbing/reviews/best-whole-house-water-filter">This Old House</a></p>
</div></div></section>
<section class="page-section"><div class="sqs-block summary-v2-block"><div class="sqs-block-content">
  <h2>From the blog</h2>
  <div class="summary-item"><a href="/learn/why-we-changed-our-membranes" class="summary-title-link">Why we changed our RO membranes</a></div>
</div></div></section>`,
);

const whereToBuy = layout(
  'Where to Buy',
  `<section class="page-section"><div class="sqs-block html-block"><div class="sqs-block-content">
  <h1>Where to Buy</h1>
  <p>Buy direct from us, from a national retailer, or through one of our regional distributors, who supply plumbers and water-treatment dealers.</p>
  <h2>National retailers</h2>
  <p>Under-sink RO systems and replacement filters are stocked by <a href="https://www.homedepot.com/b/PureLine/N-5yc1vZ2fkp9r3">The Home Depot</a> and <a href="https://www.lowes.com/pl/pureline-water-filtration/4294608733">Lowe's</a>, and sold on our <a href="https://www.amazon.com/stores/PureLine/page/6F1A2B3C-4D5E-6F70-8192-A3B4C5D6E7F8">Amazon storefront</a>.</p>
</div></div>
<div class="sqs-block accordion-block"><div class="sqs-block-content">
  <ul class="accordion-items-container" data-should-allow-multiple-open-items="false">
    <li class="accordion-item"><h3 class="accordion-item__title-wrapper"><button class="accordion-item__click-target" aria-expanded="false"><span class="accordion-item__title">Midwest distributor</span></button></h3>
      <div class="accordion-item__dropdown" role="region"><div class="accordion-item__description"><p>Great Lakes Water Supply Co.<br>Holland, MI · (616) 555-0190<br>greatlakeswatersupply.com</p></div></div></li>
    <li class="accordion-item"><h3 class="accordion-item__title-wrapper"><button class="accordion-item__click-target" aria-expanded="false"><span class="accordion-item__title">Southeast distributor</span></button></h3>
      <div class="accordion-item__dropdown" role="region"><div class="accordion-item__description"><p>Palmetto Pure Distribution<br>Charleston, SC · (843) 555-0127<br>palmettopure.com</p></div></div></li>
    <li class="accordion-item"><h3 class="accordion-item__title-wrapper"><button class="accordion-item__click-target" aria-expanded="false"><span class="accordion-item__title">Mountain West distributor</span></button></h3>
      <div class="accordion-item__dropdown" role="region"><div class="accordion-item__description"><p>High Desert H2O Supply<br>Boise, ID · (208) 555-0165<br>Website coming soon</p></div></div></li>
    <li class="accordion-item"><h3 class="accordion-item__title-wrapper"><button class="accordion-item__click-target" aria-expanded="false"><span class="accordion-item__title">Canada</span></button></h3>
      <div class="accordion-item__dropdown" role="region"><div class="accordion-item__description"><p>Northshore Water Technologies<br>Mississauga, ON · www.northshorewater.ca</p></div></div></li>
  </ul>
</div></div></section>`,
);

const installer = (name: string, area: string, url: string): string =>
  `<article class="summary-item"><div class="summary-content"><h3 class="summary-title">${name}</h3><div class="summary-excerpt"><p>${area}</p><p><a href="${url}">Visit website</a></p></div></div></article>`;

const installers = (offset: boolean, items: string[]): string =>
  layout(
    'Find a Certified Installer',
    `<section class="page-section"><div class="sqs-block html-block"><div class="sqs-block-content">
  <h1>Find a Certified Installer</h1>
  <p>Whole-house systems should be installed by a PureLine Certified Installer to keep your 10-year warranty. Installers are listed alphabetically.</p>
</div></div>
<div class="sqs-block summary-v2-block"><div class="sqs-block-content"><div class="summary-item-list">${items.join('')}</div></div></div>
<nav class="blog-list-pagination">${offset ? '<a href="/installers" class="newer">← Previous</a>' : '<a href="/installers?offset=1718035200000" class="older">More installers →</a>'}</nav>
</section>`,
  );

const installers1 = installers(false, [
  installer('AquaPro Plumbing &amp; Water', 'Grand Rapids &amp; Lakeshore, MI', 'https://www.aquapromi.com/'),
  installer('Blue Heron Water Treatment', 'Traverse City, MI', 'https://blueheronwater.com/'),
  installer('Clearbrook Home Services', 'Columbus, OH', 'https://www.clearbrookhomeservices.com/'),
]);
const installers2 = installers(true, [
  installer('Lowcountry Soft Water', 'Charleston &amp; Savannah', 'https://www.lowcountrysoftwater.com/'),
  installer('Prairie Plumbing Co.', 'Des Moines, IA', 'https://prairieplumbingco.com/'),
]);

const dealerProgram = layout(
  'Dealer Program',
  `<section class="page-section"><div class="sqs-block html-block"><div class="sqs-block-content">
  <h1>Become a PureLine dealer</h1>
  <p>Plumbers, HVAC contractors and water-treatment specialists: add PureLine systems to your offering with protected territories, training and co-op marketing.</p>
  <p>Apply in five minutes — we reply within two business days.</p>
  <p><a class="sqs-block-button-element" href="/dealer-program/apply">Apply now</a></p>
</div></div></section>`,
);

const blogPost = layout(
  'Why we changed our RO membranes',
  `<article class="blog-item"><div class="blog-item-content e-content">
  <h1 class="entry-title">Why we changed our RO membranes</h1>
  <p>Starting with the 2026 models, every PureLine RO system uses FilmTec membranes from <a href="https://www.dupont.com/water.html">DuPont Water Solutions</a>. Our carbon blocks still come from a family-owned supplier in Ohio, and our tanks from <a href="https://www.pentair.com/">Pentair</a>.</p>
  <p>Independent lab testing was performed by <a href="https://www.nsf.org/">NSF</a>. We compared the new membranes against those used in <a href="https://www.aquasana.com/">Aquasana</a> and <a href="https://www.culligan.com/">Culligan</a> systems.</p>
</div></article>`,
);

export const site: CorpusSite = {
  domain: 'purelineh2o.com',
  covers:
    'US Squarespace water-filtration maker: a "Where to Buy" folder menu leads to national retailers linked in prose and regional distributors inside a collapsed accordion given only as plain-text domains (one without a site), and to a certified-installer summary list paginated with Squarespace ?offset=; traps are press features, NSF certification and WQA membership, Affirm and UPS, a dealer programme page and dealer login, membrane and tank suppliers plus competitors in a blog post, social links and a Squarespace image CDN.',
  pages: {
    '/': { headers, html: home },
    '/where-to-buy': { headers, html: whereToBuy },
    '/installers': { headers, html: installers1 },
    '/installers?offset=1718035200000': { headers, html: installers2 },
    '/dealer-program': { headers, html: dealerProgram },
    '/learn/why-we-changed-our-membranes': { headers, html: blogPost },
  },
  sitemap: ['/', '/where-to-buy', '/installers', '/dealer-program', '/learn/why-we-changed-our-membranes'],
  technologies: ['squarespace', 'squarespace-commerce', 'google-font-api', 'hotjar', 'ups'],
  partners: {
    'homedepot.com': 'channel',
    'lowes.com': 'channel',
    'amazon.com': 'channel',
    'greatlakeswatersupply.com': 'channel',
    'palmettopure.com': 'channel',
    'northshorewater.ca': 'channel',
    'aquapromi.com': 'channel',
    'blueheronwater.com': 'channel',
    'clearbrookhomeservices.com': 'channel',
    'lowcountrysoftwater.com': 'channel',
    'prairieplumbingco.com': 'channel',
  },
};
