import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '88a1c2d3e4f50617-LHR',
  'cf-cache-status': 'DYNAMIC',
  'x-shopify-stage': 'production',
  'x-shopid': '61234567890',
  'set-cookie':
    '_shopify_y=5f2c9e1a-7b3d-4c8e-a0f1-2d6b9e3c7a41; path=/; expires=Thu, 22 May 2025 10:12:00 GMT; domain=ferngatepress.com; SameSite=Lax',
};

const head = (title: string, path: string, description: string) => `<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="theme-color" content="#2f3b2c">
<link rel="canonical" href="https://ferngatepress.com${path}">
<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
<title>${title} &ndash; Ferngate Press</title>
<meta name="description" content="${description}">
<meta property="og:site_name" content="Ferngate Press">
<meta property="og:url" content="https://ferngatepress.com${path}">
<meta property="og:title" content="${title}">
<meta property="og:type" content="website">
<meta property="og:description" content="${description}">
<meta name="shopify-digital-wallet" content="/61234567890/digital_wallets/dialog">
<link rel="alternate" type="application/atom+xml" title="Feed" href="/blogs/news.atom">
<link rel="stylesheet" href="https://use.typekit.net/xqf2mbd.css">
<link href="//ferngatepress.com/cdn/shop/t/12/assets/base.css?v=144968985024194912401712223390" rel="stylesheet" type="text/css" media="all">
<script src="https://cdn.shopify.com/shopifycloud/portable-wallets/latest/portable-wallets.en.js" type="module" defer></script>
<script src="//ferngatepress.com/cdn/shop/t/12/assets/global.js?v=84921651373045617801712223390" defer="defer"></script>
<script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=Xf3q9K"></script>
</head>`;

const header = `<div class="announcement-bar" role="region" aria-label="Announcement"><p>Free UK delivery on orders over &pound;25</p></div>
<header class="header header--middle-left">
  <a href="/" class="header__heading-link"><img src="//ferngatepress.com/cdn/shop/files/ferngate-logo.svg?v=1681203344" alt="Ferngate Press" width="170" height="60"></a>
  <nav class="header__inline-menu">
    <ul class="list-menu list-menu--inline" role="list">
      <li><a href="/collections/all" class="header__menu-item">Books</a></li>
      <li><a href="/collections/new-releases" class="header__menu-item">New releases</a></li>
      <li><a href="/pages/authors" class="header__menu-item">Authors</a></li>
      <li><a href="/blogs/news" class="header__menu-item">News &amp; events</a></li>
      <li><a href="/pages/about" class="header__menu-item">About</a></li>
      <li><a href="/pages/where-to-buy" class="header__menu-item">Where to buy</a></li>
    </ul>
  </nav>
  <div class="header__icons">
    <a href="/search" class="header__icon header__icon--search">Search</a>
    <a href="/account/login" class="header__icon header__icon--account">Log in</a>
    <a href="/cart" class="header__icon header__icon--cart" id="cart-icon-bubble">Basket (0)</a>
  </div>
</header>`;

const footer = `<footer class="footer">
  <div class="footer__blocks-wrapper">
    <div class="footer-block">
      <h2 class="footer-block__heading">Ferngate Press</h2>
      <p>Independent publisher of literary fiction, essays and translated writing from the north. 21 Blackfriars Street, Edinburgh EH1 1NB.</p>
    </div>
    <div class="footer-block">
      <h2 class="footer-block__heading">Information</h2>
      <ul class="footer-block__details-content list-unstyled">
        <li><a href="/pages/about">About us</a></li>
        <li><a href="/pages/submissions">Submissions</a></li>
        <li><a href="/pages/rights">Rights &amp; permissions</a></li>
        <li><a href="/pages/where-to-buy">Trade &amp; stockists</a></li>
        <li><a href="/pages/contact">Contact</a></li>
        <li><a href="/policies/shipping-policy">Shipping</a></li>
        <li><a href="/policies/privacy-policy">Privacy</a></li>
      </ul>
    </div>
    <div class="footer-block">
      <h2 class="footer-block__heading">Newsletter</h2>
      <form class="klaviyo-form" action="https://manage.kmail-lists.com/subscriptions/subscribe" method="post"><input type="email" name="email" placeholder="Email"><button>Subscribe</button></form>
      <ul class="list-social">
        <li><a href="https://www.instagram.com/ferngatepress">Instagram</a></li>
        <li><a href="https://bsky.app/profile/ferngatepress.com">Bluesky</a></li>
        <li><a href="https://www.facebook.com/ferngatepress">Facebook</a></li>
      </ul>
    </div>
  </div>
  <div class="footer__funders">
    <p>Ferngate Press gratefully acknowledges the support of <a href="https://www.creativescotland.com/">Creative Scotland</a> towards the publication of our translation list.</p>
  </div>
  <div class="footer__content-bottom">
    <ul class="list list-payment" role="list">
      <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" role="img" aria-labelledby="pi-visa"><title id="pi-visa">Visa</title></svg></li>
      <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" role="img" aria-labelledby="pi-master"><title id="pi-master">Mastercard</title></svg></li>
      <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" role="img" aria-labelledby="pi-paypal"><title id="pi-paypal">PayPal</title></svg></li>
      <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" role="img" aria-labelledby="pi-shopify_pay"><title id="pi-shopify_pay">Shop Pay</title></svg></li>
    </ul>
    <small>&copy; 2024, Ferngate Press Ltd. <a href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore" target="_blank" rel="nofollow">Powered by Shopify</a></small>
  </div>
</footer>`;

const page = (title: string, path: string, description: string, template: string, main: string) => `<!doctype html>
<html class="no-js" lang="en">
${head(title, path, description)}
<body class="gradient template-${template}">
<a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>
<div id="shopify-section-header" class="shopify-section section-header">${header}</div>
<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
${main}
</main>
<div id="shopify-section-footer" class="shopify-section">${footer}</div>
</body>
</html>`;

const book = (handle: string, title: string, author: string, price: string) => `<li class="grid__item">
  <div class="card-wrapper product-card-wrapper">
    <a href="/products/${handle}" class="full-unstyled-link"><img src="//ferngatepress.com/cdn/shop/files/${handle}.jpg?v=1700000000&amp;width=533" alt="${title} by ${author}" width="533" height="800" loading="lazy"></a>
    <h3 class="card__heading"><a href="/products/${handle}">${title}</a></h3>
    <p class="caption">${author}</p>
    <span class="price-item price-item--regular">${price}</span>
  </div>
</li>`;

export const site: CorpusSite = {
  domain: 'ferngatepress.com',
  covers:
    'English independent publisher on Shopify behind Cloudflare: "Where to buy" page (trade distributor, sales agency, US distributor, stockist list of independent bookshops, online retailer, audiobook partner), foreign-rights co-agents on the rights page beside rights sold to foreign publishers (customers); negatives: press review quotes, prize shortlist, Creative Scotland funding line, book festival event, payment icons, "Powered by Shopify", social links; /where-to-buy redirect',
  pages: {
    '/': {
      headers,
      html: page(
        'Literary fiction, essays and translation from the north',
        '/',
        'Ferngate Press is an independent Edinburgh publisher of literary fiction, essays and translated writing.',
        'index',
        `<section class="banner">
  <h1>Books from the edges</h1>
  <p>Literary fiction, essays and translations from Scotland, the Nordic countries and the North Atlantic.</p>
  <a href="/collections/new-releases" class="button">New releases</a>
</section>
<section class="featured-collection">
  <h2>New this spring</h2>
  <ul class="grid product-grid" role="list">
${book('the-salt-year', 'The Salt Year', 'Isla Drummond', '£12.99')}
${book('under-the-haar', 'Under the Haar', 'Callum Reid', '£14.99')}
${book('wintering-light', 'Wintering Light', 'Ragnhild Sæter (tr. Kirsten Hay)', '£11.99')}
  </ul>
</section>
<section class="quotes">
  <h2>What the critics say</h2>
  <blockquote>&ldquo;A quietly devastating debut.&rdquo; &mdash; <a href="https://www.theguardian.com/books/2024/mar/02/the-salt-year-isla-drummond-review">The Guardian</a> on <em>The Salt Year</em></blockquote>
  <blockquote>&ldquo;Ferngate is the most exciting small press in Scotland.&rdquo; &mdash; <a href="https://www.scotsman.com/arts-and-culture/books/ferngate-press-interview-4501122">The Scotsman</a></blockquote>
</section>
<section class="awards">
  <p><em>Under the Haar</em> is shortlisted for the <a href="https://www.saltiresociety.org.uk/awards/literature">Saltire Society Fiction Book of the Year</a>.</p>
</section>`,
      ),
    },
    '/collections/all': {
      headers,
      html: page(
        'All books',
        '/collections/all',
        'Browse every Ferngate Press title.',
        'collection',
        `<h1 class="collection-hero__title">All books</h1>
<ul id="product-grid" class="grid product-grid" role="list">
${book('the-salt-year', 'The Salt Year', 'Isla Drummond', '£12.99')}
${book('under-the-haar', 'Under the Haar', 'Callum Reid', '£14.99')}
${book('wintering-light', 'Wintering Light', 'Ragnhild Sæter (tr. Kirsten Hay)', '£11.99')}
${book('a-field-guide-to-leaving', 'A Field Guide to Leaving', 'Mairi Sutherland', '£10.99')}
${book('the-ferry-essays', 'The Ferry Essays', 'Various', '£16.99')}
</ul>`,
      ),
    },
    '/pages/about': {
      headers,
      html: page(
        'About us',
        '/pages/about',
        'Ferngate Press was founded in Edinburgh in 2014.',
        'page',
        `<div class="page-width page-width--narrow">
<h1 class="main-page-title">About Ferngate Press</h1>
<div class="rte">
<p>Ferngate Press was founded in 2014 by Anna Galbraith and Niall Munro in a spare room in Leith. We publish eight to ten books a year: literary fiction, essays, and translations from Norwegian, Faroese, Icelandic and Gaelic.</p>
<p>Our books have been shortlisted for the Saltire Society awards, the Republic of Consciousness Prize and the Warwick Prize for Women in Translation.</p>
<h2>The team</h2>
<p>Anna Galbraith (publisher), Niall Munro (editorial director), Priya Kaur (marketing and publicity), Ewan Boyd (sales and rights).</p>
<p>Booksellers and trade customers: see <a href="/pages/where-to-buy">trade &amp; stockists</a>. Rights enquiries: see <a href="/pages/rights">rights</a>.</p>
</div>
</div>`,
      ),
    },
    '/pages/where-to-buy': {
      headers,
      html: page(
        'Where to buy',
        '/pages/where-to-buy',
        'Buy Ferngate books direct, from independent bookshops, or order through the trade.',
        'page',
        `<div class="page-width page-width--narrow">
<h1 class="main-page-title">Where to buy our books</h1>
<div class="rte">
<p>The best way to support us is to buy direct from this website or from your local independent bookshop.</p>
<h2>For booksellers: trade distribution</h2>
<p>Our books are distributed to the UK and Irish book trade by <a href="https://www.albionbookdistribution.co.uk/">Albion Book Distribution</a>, and sold in to bookshops by our sales agents <a href="https://www.northboundsales.co.uk/">Northbound Sales</a>. In the United States and Canada our titles are distributed by <a href="https://www.ingramcontent.com/publishers/distribution">Ingram Publisher Services</a>.</p>
<h2>Stockists</h2>
<p>You will always find a good selection of Ferngate books at these independent bookshops:</p>
<ul>
  <li><a href="https://www.wyndbookshop.co.uk/">The Wynd Bookshop</a>, Edinburgh</li>
  <li><a href="https://kelpiebooks.co.uk/">Kelpie Books</a>, Inverness</li>
  <li><a href="https://www.tidewrackbooks.com/">Tidewrack Books</a>, Kirkwall</li>
  <li>Cairn &amp; Quill, Glasgow (in-store only)</li>
</ul>
<h2>Online</h2>
<p>Prefer to shop online but want to support independent bookshops? Our whole list is available on <a href="https://uk.bookshop.org/shop/ferngatepress">Bookshop.org</a>.</p>
<h2>Audiobooks</h2>
<p>Our audiobooks are produced in partnership with <a href="https://www.harlaudio.co.uk/">Harl Audio</a> and are available wherever you listen.</p>
</div>
</div>`,
      ),
    },
    '/where-to-buy': { status: 301, redirect: '/pages/where-to-buy' },
    '/pages/rights': {
      headers,
      html: page(
        'Rights & permissions',
        '/pages/rights',
        'Translation, audio and permissions enquiries for Ferngate Press titles.',
        'page',
        `<div class="page-width page-width--narrow">
<h1 class="main-page-title">Rights &amp; permissions</h1>
<div class="rte">
<p>We handle English-language, audio and film rights for most of our authors directly. Please contact <a href="mailto:rights@ferngatepress.com">rights@ferngatepress.com</a>.</p>
<h2>Our co-agents</h2>
<p>Translation rights in the following territories are represented on our behalf by our co-agents:</p>
<table>
  <thead><tr><th>Territory</th><th>Agency</th></tr></thead>
  <tbody>
    <tr><td>France, Belgium, Switzerland (French)</td><td><a href="https://www.agencemarceau.fr/">Agence Marceau</a></td></tr>
    <tr><td>Croatia, Serbia, Slovenia, Bosnia</td><td><a href="https://www.kovacliterary.hr/">Kova&ccaron; Literary Agency</a></td></tr>
  </tbody>
</table>
<h2>Recent rights sales</h2>
<ul>
  <li><em>The Salt Year</em> &ndash; German rights sold to <a href="https://www.moewenhaus-verlag.de/">Verlag M&ouml;wenhaus</a></li>
  <li><em>Under the Haar</em> &ndash; Dutch rights sold to <a href="https://www.uitgeverijdeeb.nl/">Uitgeverij De Eb</a></li>
</ul>
<h2>Permissions</h2>
<p>To quote from one of our books, email <a href="mailto:permissions@ferngatepress.com">permissions@ferngatepress.com</a> with the title, extract and intended use.</p>
</div>
</div>`,
      ),
    },
    '/blogs/news': {
      headers,
      html: page(
        'News & events',
        '/blogs/news',
        'Ferngate Press news, events and prize announcements.',
        'blog',
        `<div class="main-blog page-width">
<h1 class="title--primary">News &amp; events</h1>
<article class="article-card">
  <h2><a href="/blogs/news/under-the-haar-saltire-shortlist">Under the Haar shortlisted for Saltire Fiction Book of the Year</a></h2>
  <p>We are thrilled that Callum Reid&rsquo;s novel has made the shortlist.</p>
</article>
<article class="article-card">
  <h2><a href="/blogs/news/ferngate-at-the-book-festival">Ferngate at the Edinburgh International Book Festival</a></h2>
  <p>Isla Drummond and Ragnhild S&aelig;ter are in conversation on 19 August. <a href="https://www.edbookfest.co.uk/">Book tickets at edbookfest.co.uk</a>.</p>
</article>
</div>`,
      ),
    },
    '/pages/contact': {
      headers,
      html: page(
        'Contact',
        '/pages/contact',
        'Contact Ferngate Press.',
        'page',
        `<div class="page-width page-width--narrow">
<h1 class="main-page-title">Contact</h1>
<div class="rte">
<p>Ferngate Press Ltd, 21 Blackfriars Street, Edinburgh EH1 1NB</p>
<p>General enquiries: <a href="mailto:hello@ferngatepress.com">hello@ferngatepress.com</a><br>Publicity and review copies: <a href="mailto:publicity@ferngatepress.com">publicity@ferngatepress.com</a><br>Trade orders: please order through Albion Book Distribution.</p>
</div>
<form method="post" action="/contact#ContactForm" id="ContactForm" accept-charset="UTF-8" class="isolate"><input type="hidden" name="form_type" value="contact"><input type="text" name="contact[name]" placeholder="Name"><input type="email" name="contact[email]" placeholder="Email"><textarea name="contact[body]" placeholder="Comment"></textarea><button type="submit" class="button">Send</button></form>
</div>`,
      ),
    },
  },
  sitemap: ['/', '/collections/all', '/pages/about', '/pages/where-to-buy', '/pages/rights', '/blogs/news', '/pages/contact'],
  technologies: [
    'shopify',
    'cloudflare',
    'klaviyo',
    'adobe-fonts',
    'open-graph',
    'cart-functionality',
    'rss',
    'visa',
    'mastercard',
    'paypal',
    'shop-pay',
  ],
  partners: {
    'albionbookdistribution.co.uk': 'channel',
    'northboundsales.co.uk': 'channel',
    'ingramcontent.com': 'channel',
    'wyndbookshop.co.uk': 'channel',
    'kelpiebooks.co.uk': 'channel',
    'tidewrackbooks.com': 'channel',
    'bookshop.org': 'channel',
    'harlaudio.co.uk': 'generic',
    'agencemarceau.fr': 'channel',
    'kovacliterary.hr': 'channel',
  },
};
