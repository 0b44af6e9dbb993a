import type { CorpusSite } from '../corpus/types.js';

const page = (title: string, body: string): string => `<!doctype html><html class="no-js" lang="en-GB">
<head>
<meta charset="utf-8">
<title>${title}</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="shopify-digital-wallet" content="/61234567890/digital_wallets/dialog">
<link href="//vantacycle.com/cdn/shop/t/14/assets/base.css?v=112233445566" rel="stylesheet" type="text/css" media="all">
<script src="https://cdn.shopify.com/shopifycloud/shopify/assets/storefront/load_feature-3f2a1b.js" defer></script>
<script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=VtA9xQ"></script>
<script src="https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js" async></script>
</head>
<body class="template-page">
<header class="header">
  <a href="/" class="header__heading-link"><img src="//vantacycle.com/cdn/shop/files/vanta-logo.svg" alt="Vanta Cycle Components"></a>
  <nav class="header__inline-menu">
    <a href="/collections/wheelsets">Wheelsets</a>
    <a href="/collections/hubs">Hubs</a>
    <a href="/collections/spares">Spares</a>
    <a href="/pages/team">Team Vanta</a>
    <a href="/blogs/journal">Journal</a>
  </nav>
  <a href="/account/login">Account</a><a href="/cart">Basket</a>
</header>
<main id="MainContent">${body}</main>
<footer class="footer">
  <div class="footer-block"><h2>Support</h2>
    <a href="/pages/warranty">Warranty &amp; crash replacement</a>
    <a href="/pages/find-a-dealer">Find a dealer</a>
    <a href="/pages/international">International distributors</a>
    <a href="https://track.dpd.co.uk/">Track your parcel (DPD)</a>
  </div>
  <div class="footer-block"><h2>Follow</h2>
    <a href="https://www.instagram.com/vantacycle">Instagram</a>
    <a href="https://www.strava.com/clubs/vanta-cycle">Strava club</a>
    <a href="https://www.youtube.com/@vantacycle">YouTube</a>
  </div>
  <div class="trustpilot-widget" data-locale="en-GB" data-template-id="5419b6a8b0d04a076446a9ad" data-businessunit-id="5f1e2d3c4b5a69788796a5b4"><a href="https://uk.trustpilot.com/review/vantacycle.com" target="_blank" rel="noopener">Trustpilot</a></div>
  <ul class="list-payment">
    <li><a href="https://www.klarna.com/uk/"><img src="//vantacycle.com/cdn/shop/files/klarna.svg" alt="Pay in 3 with Klarna"></a></li>
    <li><a href="https://www.paypal.com/uk/"><img src="//vantacycle.com/cdn/shop/files/paypal.svg" alt="PayPal"></a></li>
  </ul>
  <p>© 2026 Vanta Cycle Components Ltd · Hand-built in Kendal, Cumbria · <a href="https://www.shopify.com/?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Powered by Shopify</a></p>
</footer>
</body></html>`;

export const site: CorpusSite = {
  domain: 'vantacycle.com',
  covers:
    'Shopify wheel and hub maker whose dealers sit in a footer-linked find-a-dealer page as <details> accordions by region (links and plain-text domains) and whose international distributors are a country table; traps are sponsored race teams and riders, a linked bike-brand "as ridden by" wall, Trustpilot badge, Klarna/PayPal payment icons, DPD tracking, a "Powered by Shopify" credit, a road.cc review, Strava/Instagram and a journal post naming rim and bearing suppliers.',
  pages: {
    '/': {
      headers: { 'x-shopid': '61234567890', 'x-shardid': '212', 'content-type': 'text/html; charset=utf-8' },
      html: page(
        'Vanta Cycle Components | Hand-built wheels from the Lake District',
        `<section class="banner"><h1>Wheels built by hand. Ridden hard.</h1><a href="/collections/wheelsets" class="button">Shop wheelsets</a></section>
<section class="press"><blockquote>"Stiff, light and properly serviceable" — <a href="https://road.cc/content/review/vanta-r38-carbon-wheelset-312345">road.cc, 9/10</a></blockquote></section>
<section class="ridden-by"><h2>As ridden by</h2>
  <a href="https://www.ribble.co.uk/"><img src="//vantacycle.com/cdn/shop/files/ribble.png" alt="Ribble Cycles"></a>
  <a href="https://www.kinesisbikes.co.uk/"><img src="//vantacycle.com/cdn/shop/files/kinesis.png" alt="Kinesis"></a>
</section>
<section><h2>Need it fitted?</h2><p>Over 40 independent bike shops stock and service Vanta wheels. <a href="/pages/find-a-dealer">Find your nearest dealer</a>.</p></section>`,
      ),
    },
    '/pages/find-a-dealer': {
      html: page(
        'Find a dealer | Vanta Cycle Components',
        `<h1>Find a Vanta dealer</h1>
<p>Our dealers hold demo wheels and can rebuild, re-tension and service your hubs.</p>
<div class="accordion">
  <details open><summary>North of England</summary>
    <ul>
      <li><strong>Brucey's Bikes</strong>, Kendal — <a href="https://www.bruceysbikes.co.uk/">bruceysbikes.co.uk</a></li>
      <li><strong>Pedal Power Leeds</strong>, Leeds — <a href="https://pedalpowerleeds.com">pedalpowerleeds.com</a></li>
      <li><strong>Tyne Valley Cycles</strong>, Hexham — www.tynevalleycycles.co.uk</li>
    </ul>
  </details>
  <details><summary>Midlands &amp; Wales</summary>
    <ul>
      <li><strong>Spokes &amp; Sprockets</strong>, Birmingham — <a href="https://www.spokesandsprockets.co.uk">spokesandsprockets.co.uk</a></li>
      <li><strong>Beicio Eryri</strong>, Betws-y-Coed — <a href="https://beicioeryri.cymru/">beicioeryri.cymru</a></li>
    </ul>
  </details>
  <details><summary>Scotland</summary>
    <ul>
      <li><strong>Highland Wheelworks</strong>, Inverness — <a href="https://highlandwheelworks.scot">highlandwheelworks.scot</a></li>
      <li><strong>Grampian Cycle Co</strong>, Aberdeen (phone 01224 000000)</li>
    </ul>
  </details>
</div>`,
      ),
    },
    '/pages/international': {
      html: page(
        'International distributors | Vanta Cycle Components',
        `<h1>International distributors</h1>
<p>Outside the UK, please buy through our official distributors so your warranty is honoured locally.</p>
<table>
  <thead><tr><th>Country</th><th>Distributor</th><th>Website</th></tr></thead>
  <tbody>
    <tr><td>Germany / Austria</td><td>Radsport Vertrieb Nord GmbH</td><td><a href="https://www.radsport-vertrieb-nord.de/">radsport-vertrieb-nord.de</a></td></tr>
    <tr><td>Netherlands / Belgium</td><td>Fietsonderdelen Benelux BV</td><td><a href="https://fietsonderdelenbenelux.nl">fietsonderdelenbenelux.nl</a></td></tr>
    <tr><td>USA</td><td>Northwest Velo Supply</td><td><a href="https://nwvelosupply.com/">nwvelosupply.com</a></td></tr>
    <tr><td>Japan</td><td>Sakura Cycle Trading</td><td><a href="https://www.sakuracycle.co.jp/">sakuracycle.co.jp</a></td></tr>
  </tbody>
</table>`,
      ),
    },
    '/pages/team': {
      html: page(
        'Team Vanta | Vanta Cycle Components',
        `<h1>Team Vanta</h1>
<p>We're proud to sponsor riders and teams who race our wheels week in, week out.</p>
<div class="grid">
  <div><h3>Saint Piran Pro Cycling</h3><p>UCI Continental team, 2024–2026</p><a href="https://www.saintpirancycling.com/">Team website</a></div>
  <div><h3>Lakes Gravel Collective</h3><p>Grassroots gravel racing</p><a href="https://www.instagram.com/lakesgravel">@lakesgravel</a></div>
  <div><h3>Ellie Marsh</h3><p>British cyclocross champion 2025</p><a href="https://elliemarsh.cc">elliemarsh.cc</a></div>
</div>`,
      ),
    },
    '/blogs/journal/inside-the-wheel-room': {
      html: page(
        'Inside the wheel room | Vanta Journal',
        `<article><h1>Inside the wheel room</h1>
<p>Every rim starts life at <a href="https://www.kinlin.com.tw/">Kinlin</a> in Taiwan, spokes come from <a href="https://www.sapim.be/">Sapim</a> in Antwerp and our hubs spin on <a href="https://www.skf.com/">SKF</a> bearings.</p></article>`,
      ),
    },
  },
  sitemap: [
    '/',
    '/collections/wheelsets',
    '/collections/hubs',
    '/pages/find-a-dealer',
    '/pages/international',
    '/pages/team',
    '/pages/warranty',
    '/blogs/journal/inside-the-wheel-room',
  ],
  technologies: ['shopify', 'klaviyo', 'trustpilot', 'cart-functionality', 'paypal', 'dpd'],
  partners: {
    'bruceysbikes.co.uk': 'channel',
    'pedalpowerleeds.com': 'channel',
    'tynevalleycycles.co.uk': 'channel',
    'spokesandsprockets.co.uk': 'channel',
    'beicioeryri.cymru': 'channel',
    'highlandwheelworks.scot': 'channel',
    'radsport-vertrieb-nord.de': 'channel',
    'fietsonderdelenbenelux.nl': 'channel',
    'nwvelosupply.com': 'channel',
    'sakuracycle.co.jp': 'channel',
  },
};
