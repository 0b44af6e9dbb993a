import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'Squarespace',
  'x-contextid': 'Ht2bQw9k/ZL0mR3xv',
  age: '0',
};

const head = (title: string, description: string, path: string, collectionId: string) => `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" lang="en-NZ">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- This is Squarespace. --><!-- kea-trails -->
<base href="">
<meta charset="utf-8">
<title>${title} — Kea Trails Adventures</title>
<meta http-equiv="Accept-CH" content="Sec-CH-UA-Platform-Version, Sec-CH-UA-Model" />
<link rel="icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/6421b7e08c3f2a1d5e9b0c44/favicon.ico?format=100w">
<link rel="canonical" href="https://keatrails.co.nz${path}">
<meta property="og:site_name" content="Kea Trails Adventures">
<meta property="og:title" content="${title} — Kea Trails Adventures">
<meta property="og:url" content="https://keatrails.co.nz${path}">
<meta property="og:type" content="website">
<meta property="og:description" content="${description}">
<meta itemprop="name" content="${title} — Kea Trails Adventures">
<meta name="description" content="${description}">
<script type="text/javascript" crossorigin="anonymous" defer="defer" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>
<script type="text/javascript" crossorigin="anonymous" defer="defer" src="//assets.squarespace.com/@sqs/polyfiller/1.6/modern.js"></script>
<script type="text/javascript">SQUARESPACE_ROLLUPS = {};</script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-5e2f9c1b7a0d4e83-min.en-US.js" defer></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/cldr-resource-pack-3b9a7f2e1d0c5a64-min.en-US.js" defer></script>
<script defer="defer" src="//assets.squarespace.com/universal/scripts-compressed/common-8c2d4f6a1b3e5097-min.en-US.js" crossorigin="anonymous"></script>
<script defer="defer" src="//assets.squarespace.com/universal/scripts-compressed/performance-1a7e3c9b5d2f0846-min.en-US.js" crossorigin="anonymous"></script>
<script data-name="static-context">Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","rollups":{},"pageType":2,"website":{"id":"6421b7e08c3f2a1d5e9b0c44","identifier":"kea-trails","websiteType":1,"contentModifiedOn":1716168021553,"siteTitle":"Kea Trails Adventures","language":"en-NZ","timeZone":"Pacific/Auckland","primaryDomain":"keatrails.co.nz"},"collectionId":"${collectionId}","templateId":"5c5a519771c10ba3470d8101","templateVersion":"7.1"};</script>
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/6421b7e08c3f2a1d5e9b0c44/42/5c5a519771c10ba3470d8101/6421b7e08c3f2a1d5e9b0c5a/1600/site.css">
<script src="https://fareharbor.com/embeds/api/v1/?autolightframe=yes"></script>
</head>
<body id="collection-${collectionId}" class="primary-button-style-solid primary-button-shape-pill header-width-full tweak-fixed-header collection-type-page view-item">
<div id="siteWrapper" class="clearfix site-wrapper">
<header data-test="header" id="header" class="header theme-col--primary" data-section-theme="dark">
  <div class="header-inner container--fluid">
    <div class="header-title" data-animation-role="header-element"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="//images.squarespace-cdn.com/content/v1/6421b7e08c3f2a1d5e9b0c44/logo-kea-trails.png?format=1500w" alt="Kea Trails Adventures" style="display:block"></a></div></div>
    <div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">
      <div class="header-nav-item header-nav-item--collection"><a href="/tours" data-animation-role="header-element">Tours</a></div>
      <div class="header-nav-item header-nav-item--collection"><a href="/where-to-book" data-animation-role="header-element">Where to book</a></div>
      <div class="header-nav-item header-nav-item--collection"><a href="/about" data-animation-role="header-element">About</a></div>
      <div class="header-nav-item header-nav-item--collection"><a href="/journal" data-animation-role="header-element">Journal</a></div>
      <div class="header-nav-item header-nav-item--collection"><a href="/contact" data-animation-role="header-element">Contact</a></div>
    </nav></div></div>
    <div class="header-actions"><a class="btn btn--border theme-btn--primary-inverse sqs-button-element--primary" href="https://fareharbor.com/embeds/book/keatrails/?full-items=yes&amp;flow=no">Book now</a></div>
  </div>
</header>
<main id="page" class="container" role="main">
<article class="sections" id="sections" data-page-sections="${collectionId}">`;

const footer = `</article>
</main>
<footer class="sections" id="footer-sections" data-footer-sections>
  <section class="page-section layout-engine-section" data-section-theme="black">
    <div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section">
      <div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content">
        <p><strong>Kea Trails Adventures Ltd</strong><br>14 Ardmore Street, Wānaka 9305<br>+64 3 443 7715 · <a href="mailto:kiaora@keatrails.co.nz">kiaora@keatrails.co.nz</a></p>
        <p>Operating under concession from the <a href="https://www.doc.govt.nz/">Department of Conservation</a>. We've taken the <a href="https://www.tiakinewzealand.com/">Tiaki Promise</a>.</p>
      </div></div></div>
      <div class="sqs-block image-block sqs-block-image"><div class="sqs-block-content">
        <a href="https://www.qualmark.co.nz/"><img src="https://images.squarespace-cdn.com/content/v1/6421b7e08c3f2a1d5e9b0c44/qualmark-gold.png?format=300w" alt="Qualmark Gold Sustainable Tourism Business Award"></a>
      </div></div>
      <div class="sqs-block socialaccountlinks-v2-block sqs-block-socialaccountlinks-v2"><div class="sqs-block-content"><nav class="sqs-svg-icon--list">
        <a href="https://www.instagram.com/keatrails/" target="_blank" class="sqs-svg-icon--wrapper instagram-unauth" aria-label="Instagram"></a>
        <a href="https://www.facebook.com/keatrailsnz" target="_blank" class="sqs-svg-icon--wrapper facebook-unauth" aria-label="Facebook"></a>
      </nav></div></div>
      <div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content">
        <p>We accept Visa, Mastercard and American Express. Prices in NZD incl. GST.</p>
        <p><a href="/terms">Booking terms</a> · <a href="/privacy">Privacy</a></p>
      </div></div></div>
    </div></div></div>
  </section>
</footer>
</div>
<script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.9e1f3a7c2b5d4086.js" type="text/javascript"></script>
</body>
</html>`;

const block = (html: string) => `
  <section class="page-section content-width--wide" data-section-theme="white">
    <div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section">
      <div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">
${html}
      </div></div></div></div></div>
    </div></div></div>
  </section>`;

const home = `${head('Guided hiking and alpine tours in Wānaka', 'Small-group guided day hikes, multi-day alpine treks and stargazing tours from Wānaka and Aoraki/Mt Cook.', '/', '6421b7e08c3f2a1d5e9b0c60')}
${block(`<h1 style="white-space:pre-wrap;">Walk the Southern Alps with locals who know every ridge.</h1>
<p class="sqsrte-large">Guided day hikes, multi-day alpine treks and dark-sky stargazing from Wānaka and Aoraki/Mt Cook. Groups of eight or fewer.</p>
<p><a href="/tours" class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element">Explore tours</a></p>`)}
${block(`<h2>What our guests say</h2>
<blockquote><p>“Best day of our whole New Zealand trip. Our guide Aroha knew every plant and every peak.” — Sarah, Melbourne</p></blockquote>
<p><a href="https://www.tripadvisor.co.nz/Attraction_Review-g255370-d12839911-Reviews-Kea_Trails_Adventures-Wanaka_Otago_Region_South_Island.html">Read more reviews on Tripadvisor</a> · Travellers’ Choice 2023 &amp; 2024</p>`)}
${block(`<h2>Proud sponsor of the Wānaka Mountain Running Festival</h2>
<p>For the fourth year we’re sponsoring the <a href="https://www.wanakamountainrun.co.nz/">Wānaka Mountain Running Festival</a> and running the Rob Roy aid station. See you on the trails in March!</p>`)}
${footer}`;

const tours = `${head('Tours', 'Guided day hikes, multi-day treks and stargazing tours.', '/tours', '6421b7e08c3f2a1d5e9b0c61')}
${block(`<h1>Tours</h1>
<h3>Rob Roy Glacier Guided Walk</h3><p>Full day · Moderate · From $245 per person. <a href="https://fareharbor.com/embeds/book/keatrails/items/418822/?full-items=yes&amp;flow=no">Check availability</a></p>
<h3>Isthmus Peak Sunrise Hike</h3><p>Half day · Challenging · From $189 per person. <a href="https://fareharbor.com/embeds/book/keatrails/items/418830/?full-items=yes&amp;flow=no">Check availability</a></p>
<h3>Aoraki Dark Sky Stargazing</h3><p>Evening · Easy · From $155 per person. <a href="https://fareharbor.com/embeds/book/keatrails/items/418845/?full-items=yes&amp;flow=no">Check availability</a></p>
<h3>Three-day Gillespie Pass Trek</h3><p>3 days · Challenging · From $1,490 per person, hut fees and jet-boat included.</p>`)}
${footer}`;

const whereToBook = `${head('Where to book', 'Book Kea Trails tours online, through our agent partners, or at visitor centres.', '/where-to-book', '6421b7e08c3f2a1d5e9b0c62')}
${block(`<h1>Where to book</h1>
<p>The easiest way to book is <a href="https://fareharbor.com/embeds/book/keatrails/?full-items=yes&amp;flow=no">directly with us online</a> – you’ll always get our best price. You can also book through our agent partners below, who sell our tours at the same rates.</p>
<h2>Booking agents in New Zealand</h2>
<ul data-rte-list="default">
  <li><p><a href="https://www.nzadventurebookings.co.nz/">NZ Adventure Bookings</a> – Wānaka and Queenstown, open 7 days</p></li>
  <li><p><a href="https://queenstowntravelhub.co.nz/">Queenstown Travel Hub</a> – Shotover Street, Queenstown</p></li>
  <li><p>i-SITE Visitor Information Centres in Wānaka, Queenstown and Twizel</p></li>
</ul>
<h2>International tour operators</h2>
<ul data-rte-list="default">
  <li><p><a href="https://www.kiwitrektours.com/">Kiwi Trek Tours</a> (UK &amp; Europe) – includes our Gillespie Pass Trek in its 21-day South Island itinerary</p></li>
</ul>
<h2>Online travel agents</h2>
<p>Our day tours are also available on <a href="https://www.getyourguide.com/wanaka-l32177/">GetYourGuide</a> and <a href="https://www.viator.com/Wanaka/d22451">Viator</a>.</p>
<h2>Travel trade</h2>
<p>Inbound operators and wholesalers: email <a href="mailto:trade@keatrails.co.nz">trade@keatrails.co.nz</a> for our trade rate sheet and FIT contracting.</p>`)}
${footer}`;

const about = `${head('About', 'Kea Trails is a locally owned guiding company based in Wānaka.', '/about', '6421b7e08c3f2a1d5e9b0c63')}
${block(`<h1>About us</h1>
<p>Kea Trails was started in 2016 by mountain guides Aroha Tipene and Ben Marshall. Today we’re a team of 14 guides, all NZMGA or NZOIA qualified, and every one of us lives in the Upper Clutha.</p>
<p>We’re members of <a href="https://www.tia.org.nz/">Tourism Industry Aotearoa</a> and hold a Qualmark Gold Sustainable Tourism Business Award.</p>`)}
${block(`<h2>Our partners</h2>
<p>We’re proud to partner with these local businesses and organisations:</p>
<div class="sqs-gallery-design-grid">
  <figure><a href="https://www.mackenziealpinelodge.co.nz/"><img src="https://images.squarespace-cdn.com/content/v1/6421b7e08c3f2a1d5e9b0c44/partner-mackenzie-lodge.png?format=500w" alt="Mackenzie Alpine Lodge"></a><figcaption>Mackenzie Alpine Lodge – our base for multi-day treks</figcaption></figure>
  <figure><a href="https://www.aorakishuttles.co.nz/"><img src="https://images.squarespace-cdn.com/content/v1/6421b7e08c3f2a1d5e9b0c44/partner-aoraki-shuttles.png?format=500w" alt="Aoraki Shuttles"></a><figcaption>Aoraki Shuttles – transfers between Wānaka and Mt Cook</figcaption></figure>
  <figure><a href="https://tekahaconservation.org.nz/"><img src="https://images.squarespace-cdn.com/content/v1/6421b7e08c3f2a1d5e9b0c44/partner-te-kaha.png?format=500w" alt="Te Kaha Conservation Trust"></a><figcaption>Te Kaha Conservation Trust – $5 from every booking funds predator trapping</figcaption></figure>
</div>`)}
${footer}`;

const journal = `${head('New: stargazing with the Tekapo Dark Sky collective', 'We’ve teamed up with Tekapo Dark Sky to launch a new evening tour.', '/journal/tekapo-dark-sky-partnership', '6421b7e08c3f2a1d5e9b0c64')}
${block(`<p class="blog-meta"><time datetime="2024-04-18">18 April 2024</time> · News</p>
<h1>New: stargazing with the Tekapo Dark Sky collective</h1>
<p>This winter we’re launching a new evening tour in partnership with <a href="https://www.tekapodarksky.co.nz/">Tekapo Dark Sky</a>, the astronomer-led collective that runs night-sky programmes inside the Aoraki Mackenzie International Dark Sky Reserve.</p>
<p>Guests walk with one of our guides to a private viewing site above the Tasman Valley, where a Tekapo Dark Sky astronomer takes over with telescopes and Māori star lore. Transfers from Twizel are run by our friends at <a href="https://www.aorakishuttles.co.nz/">Aoraki Shuttles</a>.</p>
<p>The tour featured in the <a href="https://www.stuff.co.nz/travel/">Stuff Travel</a> winter guide. <a href="https://fareharbor.com/embeds/book/keatrails/items/418845/?full-items=yes&amp;flow=no">Book the Aoraki Dark Sky tour</a>.</p>`)}
${footer}`;

const contact = `${head('Contact', 'Get in touch with Kea Trails Adventures.', '/contact', '6421b7e08c3f2a1d5e9b0c65')}
${block(`<h1>Contact</h1>
<p>Phone +64 3 443 7715 (8am–6pm daily)<br>Email <a href="mailto:kiaora@keatrails.co.nz">kiaora@keatrails.co.nz</a></p>
<p>Our meeting point is the Kea Trails base at 14 Ardmore Street, Wānaka, opposite the lakefront car park.</p>`)}
${footer}`;

export const site: CorpusSite = {
  domain: 'keatrails.co.nz',
  covers:
    'New Zealand guided-hiking operator on Squarespace with FareHarbor booking: booking agents, international operator and OTAs on a "Where to book" page (one agent without link), partner gallery in an about-page section, partner in journal prose; negatives: FareHarbor booking links, DOC concession, Tiaki Promise, Qualmark award, TIA membership, Tripadvisor, sponsorship of a running festival, press, social',
  pages: {
    '/': { headers, html: home },
    '/tours': { headers, html: tours },
    '/where-to-book': { headers, html: whereToBook },
    '/about': { headers, html: about },
    '/journal/tekapo-dark-sky-partnership': { headers, html: journal },
    '/contact': { headers, html: contact },
  },
  sitemap: ['/', '/tours', '/where-to-book', '/about', '/journal/tekapo-dark-sky-partnership', '/contact'],
  technologies: ['squarespace', 'squarespace-commerce', 'fareharbor', 'open-graph'],
  partners: {
    'nzadventurebookings.co.nz': 'channel',
    'queenstowntravelhub.co.nz': 'channel',
    'kiwitrektours.com': 'channel',
    'getyourguide.com': 'channel',
    'viator.com': 'channel',
    'mackenziealpinelodge.co.nz': 'generic',
    'aorakishuttles.co.nz': 'generic',
    'tekahaconservation.org.nz': 'generic',
    'tekapodarksky.co.nz': 'generic',
  },
};
