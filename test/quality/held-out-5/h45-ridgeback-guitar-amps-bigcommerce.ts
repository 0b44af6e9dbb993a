import type { CorpusSite } from '../corpus/types.js';

const CDN = 'https://cdn11.bigcommerce.com/s-r8x2kq4m1z';

const layout = (title: string, body: string): string => `<!DOCTYPE html>
<html class="no-js" lang="en">
<head>
<title>${title} - Ridgeback Amplification</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="platform" content="bigcommerce.stencil">
<meta name="description" content="Hand-wired tube amplifiers and cabinets, built in Nashville, Tennessee.">
<link rel="shortcut icon" href="${CDN}/product_images/ridgeback-favicon.png">
<link href="${CDN}/stencil/9a8b7c60-1d2e-013d-4f5a-6b7c8d9e0f11/e/0/css/theme-0c1d2e3f.css" rel="stylesheet">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-N4R7XQ2');</script>
<!-- End Google Tag Manager -->
</head>
<body>
<header class="header">
  <h1 class="header-logo"><a href="https://www.ridgebackamps.com/"><img src="${CDN}/images/stencil/250x100/ridgeback_logo_1699999999__41022.original.png" alt="Ridgeback Amplification"></a></h1>
  <nav class="navPages">
    <ul class="navPages-list">
      <li class="navPages-item"><a class="navPages-action" href="https://www.ridgebackamps.com/amplifiers/">Amplifiers</a></li>
      <li class="navPages-item"><a class="navPages-action" href="https://www.ridgebackamps.com/cabinets/">Cabinets</a></li>
      <li class="navPages-item"><a class="navPages-action" href="https://www.ridgebackamps.com/artists/">Artists</a></li>
      <li class="navPages-item"><a class="navPages-action" href="https://www.ridgebackamps.com/support/">Support</a></li>
      <li class="navPages-item"><a class="navPages-action button button--primary" href="https://www.ridgebackamps.com/find-a-dealer/">Find a Dealer</a></li>
    </ul>
  </nav>
</header>
<main class="body">${body}</main>
<footer class="footer">
  <section class="footer-info">
    <article class="footer-info-col"><h5 class="footer-info-heading">Info</h5><ul class="footer-info-list">
      <li><a href="https://www.ridgebackamps.com/warranty-registration/">Warranty registration</a></li>
      <li><a href="https://www.ridgebackamps.com/find-a-dealer/">Dealers</a></li>
      <li><a href="https://www.ridgebackamps.com/international-distributors/">International</a></li>
      <li><a href="https://www.ridgebackamps.com/become-a-dealer/">Become a dealer</a></li>
    </ul></article>
    <article class="footer-info-col"><h5 class="footer-info-heading">Connect</h5><ul class="socialLinks">
      <li class="socialLinks-item"><a href="https://www.instagram.com/ridgebackamps/">Instagram</a></li>
      <li class="socialLinks-item"><a href="https://www.youtube.com/c/RidgebackAmps">YouTube</a></li>
      <li class="socialLinks-item"><a href="https://www.facebook.com/ridgebackamps">Facebook</a></li>
    </ul></article>
    <article class="footer-info-col"><p>Finance your rig with <a href="https://www.affirm.com/">Affirm</a>. Proud <a href="https://www.namm.org/">NAMM</a> member since 2014.</p></article>
  </section>
  <p class="powered-by">© 2026 Ridgeback Amplification LLC · Nashville, TN</p>
</footer>
<script src="${CDN}/stencil/9a8b7c60-1d2e-013d-4f5a-6b7c8d9e0f11/e/0/dist/theme-bundle.main.js"></script>
<script src="https://code.jquery.com/jquery-3.7.1.min.js" integrity="sha256-/JqT3SQfawRcv/BIHPThkBvs0OEvtFFmqPF/lYI/Cxo=" crossorigin="anonymous"></script>
</body>
</html>`;

const home = layout(
  'Hand-wired tube amps from Nashville',
  `<section class="heroCarousel"><h2>The new Ironwood 30</h2><p>Two channels, EL84 power section, point-to-point wired on a turret board.</p><a href="https://www.ridgebackamps.com/amplifiers/ironwood-30/" class="button">Shop Ironwood 30</a></section>
<section class="featured-artists"><h2>Heard on stage with</h2>
  <ul>
    <li><a href="https://www.caseyhollandmusic.com/">Casey Holland</a></li>
    <li><a href="https://www.thelowdownrevival.com/">The Lowdown Revival</a></li>
  </ul>
  <a href="https://www.ridgebackamps.com/artists/">All artists</a>
</section>
<section class="press-quotes"><blockquote>"A boutique amp that doesn't feel precious." — <a href="https://www.premierguitar.com/gear/ridgeback-ironwood-30-review">Premier Guitar</a></blockquote></section>
<section class="reviews-badge"><a href="https://www.trustpilot.com/review/ridgebackamps.com"><img src="${CDN}/product_images/uploaded_images/trustpilot-4-8.png" alt="Rated 4.8 on Trustpilot"></a></section>`,
);

const row = (state: string, dealer: string, city: string, url: string | null, phone: string): string =>
  `<tr><td>${state}</td><td>${url ? `<a href="${url}" target="_blank">${dealer}</a>` : dealer}</td><td>${city}</td><td>${phone}</td></tr>`;

const dealers = layout(
  'Find a Dealer',
  `<div class="page">
  <h1 class="page-heading">Find a Dealer</h1>
  <div class="page-content">
    <p>Ridgeback amps are hand-built in small batches and sold through a select group of authorized dealers. Every dealer has at least one amp on the floor to play.</p>
    <h2>Authorized US dealers</h2>
    <table class="dealer-table">
      <thead><tr><th>State</th><th>Dealer</th><th>City</th><th>Phone</th></tr></thead>
      <tbody>
        ${row('CA', 'Tone Foundry Guitars', 'Pasadena', 'https://www.tonefoundryguitars.com/', '(626) 555-0142')}
        ${row('IL', 'Lakeshore Vintage &amp; Boutique', 'Chicago', 'https://lakeshorevintage.com/', '(312) 555-0198')}
        ${row('TN', 'Music Row Gear Exchange', 'Nashville', 'https://www.musicrowgear.com/', '(615) 555-0117')}
        ${row('TX', 'Lone Star Amp Works', 'Austin', null, '(512) 555-0163')}
        ${row('WA', 'Emerald City Guitars', 'Seattle', 'https://www.emeraldcityguitars.com/', '(206) 555-0184')}
      </tbody>
    </table>
    <h2>Buy online</h2>
    <p>Our full line is also available from <a href="https://www.sweetwater.com/store/manufacturer/Ridgeback">Sweetwater</a> and <a href="https://www.chicagomusicexchange.com/collections/ridgeback">Chicago Music Exchange</a>.</p>
    <p>Outside the United States? See our <a href="https://www.ridgebackamps.com/international-distributors/">international distributors</a>.</p>
  </div>
</div>`,
);

const acc = (country: string, inner: string): string =>
  `<div class="accordion-block"><button class="accordion-title" aria-expanded="false">${country}</button><div class="accordion-content" hidden>${inner}</div></div>`;

const international = layout(
  'International Distributors',
  `<div class="page">
  <h1 class="page-heading">International Distributors</h1>
  <div class="page-content">
    <p>Warranty service outside the US is handled by our exclusive distributors.</p>
    ${acc('Canada', '<p><a href="https://www.northernlightsaudio.ca/">Northern Lights Audio Distribution</a> — Toronto, ON</p>')}
    ${acc('United Kingdom &amp; Ireland', '<p><a href="https://www.valvetonedistribution.co.uk/">Valvetone Distribution Ltd</a> — Leeds</p>')}
    ${acc('Germany, Austria, Switzerland', '<p><a href="https://www.roehren-klang.de/">Röhrenklang Vertrieb GmbH</a> — Köln</p>')}
    ${acc('Japan', '<p><a href="https://www.kangen-gakki.co.jp/">Kangen Gakki Co., Ltd.</a> — Tokyo</p>')}
  </div>
</div>`,
);

const artists = layout(
  'Artists',
  `<div class="page">
  <h1 class="page-heading">Ridgeback Artists</h1>
  <ul class="artist-grid">
    <li><img src="${CDN}/product_images/uploaded_images/casey-holland.jpg" alt=""><h3>Casey Holland</h3><p>Solo / session</p><a href="https://www.caseyhollandmusic.com/">Website</a> · <a href="https://www.instagram.com/caseyhollandmusic/">Instagram</a></li>
    <li><img src="${CDN}/product_images/uploaded_images/lowdown-revival.jpg" alt=""><h3>Jesse Marr</h3><p>The Lowdown Revival</p><a href="https://www.thelowdownrevival.com/">Website</a></li>
    <li><img src="${CDN}/product_images/uploaded_images/dana-kline.jpg" alt=""><h3>Dana Kline</h3><p>Touring with Wildwood Hymns</p><a href="https://wildwoodhymns.bandcamp.com/">Bandcamp</a></li>
  </ul>
  <p>Every Ridgeback cabinet ships with <a href="https://celestion.com/">Celestion</a> speakers; our transformers are wound by <a href="https://www.mercurymagnetics.com/">Mercury Magnetics</a>.</p>
</div>`,
);

export const site: CorpusSite = {
  domain: 'ridgebackamps.com',
  otherDomains: ['ridgeback-amps.com'],
  covers:
    'US BigCommerce boutique guitar-amp maker (apex redirects to www): dealers in a state table reached from a "Find a Dealer" header button (one dealer without a link) plus online retailers in prose, and international distributors in a collapsed accordion on a footer/dealer-linked page; traps are featured artists and an artists page with their sites and Bandcamp, Premier Guitar press, a Trustpilot badge, Affirm financing, NAMM membership, speaker and transformer suppliers and social links.',
  pages: {
    '/': { redirect: 'https://www.ridgebackamps.com/' },
    'https://ridgeback-amps.com/': { redirect: 'https://www.ridgebackamps.com/' },
    'https://www.ridgebackamps.com/': { html: home },
    'https://www.ridgebackamps.com/find-a-dealer/': { html: dealers },
    'https://www.ridgebackamps.com/international-distributors/': { html: international },
    'https://www.ridgebackamps.com/artists/': { html: artists },
  },
  sitemap: ['https://www.ridgebackamps.com/', 'https://www.ridgebackamps.com/find-a-dealer/', 'https://www.ridgebackamps.com/artists/'],
  technologies: ['bigcommerce', 'jquery', 'jquery-cdn', 'google-tag-manager'],
  partners: {
    'tonefoundryguitars.com': 'channel',
    'lakeshorevintage.com': 'channel',
    'musicrowgear.com': 'channel',
    'emeraldcityguitars.com': 'channel',
    'sweetwater.com': 'channel',
    'chicagomusicexchange.com': 'channel',
    'northernlightsaudio.ca': 'channel',
    'valvetonedistribution.co.uk': 'channel',
    'roehren-klang.de': 'channel',
    'kangen-gakki.co.jp': 'channel',
  },
};
