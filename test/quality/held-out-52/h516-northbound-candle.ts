import type { CorpusSite } from '../corpus/types.js';

const page = (title: string, path: string, body: string): string => `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" lang="en-US">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- This is Squarespace. --><!-- northbound-candle -->
<base href="">
<meta charset="utf-8" />
<title>${title}</title>
<link rel="canonical" href="https://www.northboundcandle.com${path}"/>
<meta property="og:site_name" content="Northbound Candle Co."/>
<meta property="og:title" content="${title}"/>
<meta property="og:url" content="https://www.northboundcandle.com${path}"/>
<meta property="og:type" content="website"/>
<meta itemprop="name" content="${title}"/>
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/6512ab34cd56ef7890123456/42/5c5a519771c10ba3470d8101/6512ab34cd56ef7890123470/1523/site.css"/>
<script src="https://assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-8d2a1f7c0b3e9d46-min.en-US.js"></script>
<script>Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","templateVersion":"7.1","website":{"id":"6512ab34cd56ef7890123456","identifier":"northbound-candle","siteTitle":"Northbound Candle Co."}};</script>
<script type="application/ld+json">{"url":"https://www.northboundcandle.com","name":"Northbound Candle Co.","@context":"http://schema.org","@type":"WebSite"}</script>
<!-- Meta Pixel Code -->
<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','811204937765210');fbq('track','PageView');</script>
<noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=811204937765210&ev=PageView&noscript=1"/></noscript>
<!-- End Meta Pixel Code -->
</head>
<body id="collection-6512ab34cd56ef7890123499" class="header-overlay-alignment-center tweak-social-icons-style-regular primary-button-style-solid">
<header data-test="header" id="header" class="header theme-col--primary" data-section-theme="white">
  <div class="header-title-logo"><a href="/" data-animation-role="header-element"><img src="//images.squarespace-cdn.com/content/v1/6512ab34cd56ef7890123456/logo-northbound.png?format=1500w" alt="Northbound Candle Co."></a></div>
  <nav class="header-nav-list">
    <div class="header-nav-item header-nav-item--collection"><a href="/shop">Shop</a></div>
    <div class="header-nav-item header-nav-item--collection"><a href="/stockists">Stockists</a></div>
    <div class="header-nav-item header-nav-item--collection"><a href="/wholesale">Wholesale</a></div>
    <div class="header-nav-item header-nav-item--collection"><a href="/our-story">Our Story</a></div>
  </nav>
</header>
<main id="page" class="container" role="main">
<article class="sections" id="sections" data-page-sections="6512ab34cd56ef78901234aa">
${body}
</article>
</main>
<footer class="sections" id="footer-sections" data-footer-sections>
  <section class="page-section"><div class="content-wrapper">
    <p>Northbound Candle Co. · 218 W Superior St, Duluth, MN 55802 · <a href="mailto:hello@northboundcandle.com">hello@northboundcandle.com</a></p>
    <p><a href="https://www.instagram.com/northboundcandle" target="_blank">Instagram</a> · <a href="https://www.pinterest.com/northboundcandle" target="_blank">Pinterest</a> · <a href="https://www.tiktok.com/@northboundcandle" target="_blank">TikTok</a></p>
    <p>We accept Shop Pay, Apple Pay, PayPal and all major cards.</p>
  </div></section>
</footer>
<script defer src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.3d1f2e4b.js"></script>
</body>
</html>`;

const headers = { 'content-type': 'text/html;charset=utf-8', server: 'Squarespace', 'x-contextid': 'Ab3dE9xK/pQ7rS2tU' };

export const site: CorpusSite = {
  domain: 'northboundcandle.com',
  covers:
    'US small-batch candle maker (English), Squarespace 7.1 with Meta Pixel; stockists listed by state in prose with links plus wholesale page naming Faire as wholesale channel and collab partners; negatives: "as seen in" press, 1% for the Planet membership, local 5K sponsorship, social links, payment methods in text, customer testimonial',
  pages: {
    '/': {
      headers,
      html: page(
        'Northbound Candle Co. — Hand-poured in Duluth, Minnesota',
        '/',
        `<section class="page-section"><div class="sqs-block html-block"><div class="sqs-block-content">
<h1>Candles that smell like the North Shore</h1>
<p>Hand-poured soy and coconut wax candles, made in small batches in Duluth, Minnesota.</p>
<p><a class="sqs-block-button-element" href="/shop">Shop candles</a> <a class="sqs-block-button-element" href="/stockists">Find a shop near you</a></p>
</div></div></section>
<section class="page-section"><div class="sqs-block html-block"><div class="sqs-block-content">
<h2>As seen in</h2>
<p><a href="https://www.apartmenttherapy.com/best-candles-minnesota-makers" target="_blank">Apartment Therapy</a> · <a href="https://www.startribune.com/duluth-candle-maker-northbound/600287341/" target="_blank">Star Tribune</a> · <a href="https://www.mnmo.com/lifestyle/gift-guide-2023" target="_blank">Minnesota Monthly</a></p>
<blockquote>“The Gooseberry Falls candle is the only thing that gets me through February.” — Katie R., verified buyer</blockquote>
</div></div></section>`,
      ),
    },
    '/stockists': {
      headers,
      html: page(
        'Stockists — Northbound Candle Co.',
        '/stockists',
        `<section class="page-section"><div class="sqs-block html-block"><div class="sqs-block-content">
<h1>Stockists</h1>
<p>You can find Northbound candles at these wonderful independent shops. Stock varies, so give them a call before you visit!</p>
<h3>Minnesota</h3>
<p><a href="https://www.lakesuperiorgoods.com/" target="_blank">Lake Superior Goods</a> in Canal Park, <a href="https://www.thenorthernsprig.com/" target="_blank">The Northern Sprig</a> in Grand Marais, and <a href="https://www.minneapolismercantile.com/" target="_blank">Minneapolis Mercantile</a> in Northeast Minneapolis all carry our full line. In St. Paul, look for us at <a href="https://grandavegeneral.com/" target="_blank">Grand Ave General</a>.</p>
<h3>Wisconsin</h3>
<p><a href="https://www.bayfieldhomeandhearth.com/" target="_blank">Bayfield Home &amp; Hearth</a> (Bayfield) and Cedar &amp; Pine Gift Shop (Minocqua).</p>
<h3>Michigan</h3>
<p><a href="https://www.marquettemakers.com/" target="_blank">Marquette Makers Market</a> (Marquette).</p>
<h3>Online</h3>
<p>Our Holiday Collection is also sold by <a href="https://www.uncommongoods.com/brand/northbound-candle" target="_blank">Uncommon Goods</a>.</p>
<p>Want to carry Northbound? Head to our <a href="/wholesale">wholesale page</a>.</p>
</div></div></section>`,
      ),
    },
    '/wholesale': {
      headers,
      html: page(
        'Wholesale & Collaborations — Northbound Candle Co.',
        '/wholesale',
        `<section class="page-section"><div class="sqs-block html-block"><div class="sqs-block-content">
<h1>Wholesale</h1>
<p>We love working with independent retailers. New stockists can order through our wholesale partner <a href="https://www.faire.com/brand/b_northboundcandle" target="_blank">Faire</a> (first order ships free with our referral link), or email <a href="mailto:wholesale@northboundcandle.com">wholesale@northboundcandle.com</a> for a line sheet.</p>
<h2>Collaborations</h2>
<p>Some of our favorite scents came from partnering with other makers: the <em>Campfire Coffee</em> candle is a collaboration with <a href="https://www.duluthcoffeeroasters.com/" target="_blank">Duluth Coffee Roasters</a>, and our <em>Boundary Waters</em> scent was developed with outfitter <a href="https://www.elyoutfittingco.com/" target="_blank">Ely Outfitting Co.</a> — a portion of each sale goes to protecting the BWCA.</p>
<h2>Giving back</h2>
<p>We are a proud member of <a href="https://www.onepercentfortheplanet.org/" target="_blank">1% for the Planet</a>, and every fall we sponsor the <a href="https://www.lakewalk5k.org/" target="_blank">Lakewalk 5K</a>.</p>
</div></div></section>`,
      ),
    },
    '/our-story': {
      headers,
      html: page(
        'Our Story — Northbound Candle Co.',
        '/our-story',
        `<section class="page-section"><div class="sqs-block html-block"><div class="sqs-block-content">
<h1>Our Story</h1>
<p>Northbound started in 2019 at Anna Lindqvist's kitchen table, with a single scent inspired by the cedar forests of the North Shore. Today a team of five pours every candle by hand in our Duluth studio.</p>
<p>We use coconut-soy wax, cotton wicks and phthalate-free fragrance oils. Our jars are made in Minnesota.</p>
</div></div></section>`,
      ),
    },
  },
  technologies: ['facebook-pixel', 'open-graph', 'squarespace', 'squarespace-commerce'],
  partners: {
    'lakesuperiorgoods.com': 'channel',
    'thenorthernsprig.com': 'channel',
    'minneapolismercantile.com': 'channel',
    'grandavegeneral.com': 'channel',
    'bayfieldhomeandhearth.com': 'channel',
    'marquettemakers.com': 'channel',
    'uncommongoods.com': 'channel',
    'faire.com': 'channel',
    'duluthcoffeeroasters.com': 'generic',
    'elyoutfittingco.com': 'generic',
  },
};
