import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html',
  'cache-control': 'max-age=60',
  'x-lambda-id': '2f0c6a1e-9d47-4b3a-8e5c-71d0b2a9c4f8',
};

const wfSite = '64a1f0c2b7d93e0012ab4c7e';
const cdn = `https://assets-global.website-files.com/${wfSite}`;

const head = (title: string, description: string, extra = '') => `<head>
<meta charset="utf-8">
<title>${title}</title>
<meta content="${description}" name="description">
<meta content="${title}" property="og:title">
<meta content="${description}" property="og:description">
<meta content="${cdn}/65b2c0d4e1f7a8003c9d2e10_lowtide-og.jpg" property="og:image">
<meta property="og:type" content="website">
<meta content="summary_large_image" name="twitter:card">
<meta content="width=device-width, initial-scale=1" name="viewport">
<meta content="Webflow" name="generator">
<link href="${cdn}/css/lowtide-audio.webflow.7c1a3e9d2.css" rel="stylesheet" type="text/css">
<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>
<script type="text/javascript">WebFont.load({google:{families:["DM Serif Display:regular,italic","Inter:regular,500,600"]}});</script>
<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>
<link href="${cdn}/64a1f0c2b7d93e0012ab4c90_favicon.png" rel="shortcut icon" type="image/x-icon">
<script defer data-domain="lowtideaudio.fm" src="https://plausible.io/js/plausible.js"></script>
${extra}</head>`;

const nav = `<div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav">
  <div class="container w-container">
    <a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="${cdn}/64a1f0c2b7d93e0012ab4c88_lowtide-wordmark.svg" loading="lazy" alt="Lowtide Audio" class="logo"></a>
    <nav role="navigation" class="nav-menu w-nav-menu">
      <a href="/shows" class="nav-link w-nav-link">Shows</a>
      <a href="/about" class="nav-link w-nav-link">About</a>
      <a href="/advertise" class="nav-link w-nav-link">Advertise</a>
      <a href="/jobs" class="nav-link w-nav-link">Jobs</a>
      <a href="/contact" class="nav-link w-nav-link">Contact</a>
    </nav>
    <div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div>
  </div>
</div>`;

const footer = `<footer class="footer">
  <div class="footer-grid w-layout-grid">
    <div><img src="${cdn}/64a1f0c2b7d93e0012ab4c89_lowtide-wordmark-white.svg" loading="lazy" alt="Lowtide Audio"><p class="footer-text">Independent narrative podcasts about coasts, rivers and the people who live by them. Made in Bristol and Cardiff.</p></div>
    <div class="footer-links">
      <a href="/shows" class="footer-link">Shows</a>
      <a href="/about" class="footer-link">About</a>
      <a href="/partners" class="footer-link">Network partners</a>
      <a href="/advertise" class="footer-link">Advertise</a>
      <a href="/privacy" class="footer-link">Privacy</a>
    </div>
    <div class="footer-links">
      <a href="https://www.instagram.com/lowtideaudio" target="_blank" class="footer-link">Instagram</a>
      <a href="https://www.threads.net/@lowtideaudio" target="_blank" class="footer-link">Threads</a>
      <a href="https://www.patreon.com/lowtideaudio" target="_blank" class="footer-link">Support us on Patreon</a>
    </div>
  </div>
  <div class="footer-legal">&copy; 2024 Lowtide Audio Ltd</div>
</footer>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${wfSite}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>
<script src="${cdn}/js/webflow.3a9f1c2e7.js" type="text/javascript"></script>`;

const page = (wfPage: string, title: string, description: string, body: string, extraHead = '') => `<!DOCTYPE html>
<!-- This site was created in Webflow. https://webflow.com -->
<!-- Last Published: Tue May 14 2024 09:41:27 GMT+0000 (Coordinated Universal Time) -->
<html data-wf-domain="lowtideaudio.fm" data-wf-page="${wfPage}" data-wf-site="${wfSite}" lang="en">
${head(title, description, extraHead)}
<body class="body">
${nav}
${body}
${footer}
</body>
</html>`;

const listenOn = (apple: string, spotify: string) => `<div class="listen-badges">
  <a href="https://podcasts.apple.com/gb/podcast/${apple}" target="_blank" class="badge w-inline-block"><img src="${cdn}/64a1f0c2b7d93e0012ab4d01_apple-podcasts.svg" loading="lazy" alt="Listen on Apple Podcasts"></a>
  <a href="https://open.spotify.com/show/${spotify}" target="_blank" class="badge w-inline-block"><img src="${cdn}/64a1f0c2b7d93e0012ab4d02_spotify.svg" loading="lazy" alt="Listen on Spotify"></a>
  <a href="https://pca.st/lowtide" target="_blank" class="badge w-inline-block"><img src="${cdn}/64a1f0c2b7d93e0012ab4d03_pocket-casts.svg" loading="lazy" alt="Listen on Pocket Casts"></a>
</div>`;

export const site: CorpusSite = {
  domain: 'lowtideaudio.fm',
  covers:
    'English podcast network on Webflow: network partners page reachable only from the footer and the sitemap (hosting/ad-insertion and production tools, radio syndication, co-production and non-profit partners as cards), ad sales representative in prose on the advertise page, co-producer credit on a show page; negatives: listen-on badges, past advertisers, awards, press, Patreon and social links, Workable job board',
  pages: {
    '/': {
      headers,
      html: page(
        '64a1f0c2b7d93e0012ab4c80',
        'Lowtide Audio | Podcasts from the water’s edge',
        'Lowtide Audio makes narrative podcasts about coasts, rivers and the people who live by them.',
        `<section class="hero">
  <div class="container w-container">
    <h1 class="hero-heading">Stories from the water&rsquo;s edge</h1>
    <p class="hero-paragraph">Six narrative podcasts, 2.4 million downloads a month, one tide table.</p>
    <a href="/shows" class="button w-button">Browse our shows</a>
  </div>
</section>
<section class="section shows">
  <div class="container w-container">
    <div class="w-dyn-list"><div role="list" class="show-grid w-dyn-items">
      <div role="listitem" class="w-dyn-item"><a href="/shows/the-long-shore" class="show-card w-inline-block"><img src="${cdn}/65a0_long-shore.jpg" alt="The Long Shore"><h3>The Long Shore</h3></a></div>
      <div role="listitem" class="w-dyn-item"><a href="/shows/severn-crossings" class="show-card w-inline-block"><img src="${cdn}/65a0_severn-crossings.jpg" alt="Severn Crossings"><h3>Severn Crossings</h3></a></div>
      <div role="listitem" class="w-dyn-item"><a href="/shows/deep-water" class="show-card w-inline-block"><img src="${cdn}/65a0_deep-water.jpg" alt="Deep Water"><h3>Deep Water</h3></a></div>
    </div></div>
  </div>
</section>
<section class="section awards">
  <div class="container w-container">
    <h2>Recognition</h2>
    <p><em>The Long Shore</em> won Best Documentary at the <a href="https://www.britishpodcastawards.com/" target="_blank">British Podcast Awards</a> 2023 and was a Critics&rsquo; Pick in <a href="https://www.vulture.com/article/best-podcasts-2023.html" target="_blank">Vulture</a>.</p>
  </div>
</section>`,
      ),
    },
    '/shows': {
      headers,
      html: page(
        '64a1f0c2b7d93e0012ab4c81',
        'Shows | Lowtide Audio',
        'All Lowtide Audio podcasts.',
        `<section class="section">
  <div class="container w-container">
    <h1>Our shows</h1>
    <div class="w-dyn-list"><div role="list" class="show-list w-dyn-items">
      <div role="listitem" class="w-dyn-item"><a href="/shows/the-long-shore" class="show-row w-inline-block"><h2>The Long Shore</h2><p>A year walking the coastline of Wales, one village at a time.</p></a></div>
      <div role="listitem" class="w-dyn-item"><a href="/shows/severn-crossings" class="show-row w-inline-block"><h2>Severn Crossings</h2><p>Ferries, bridges and the people who cross the estuary.</p></a></div>
      <div role="listitem" class="w-dyn-item"><a href="/shows/deep-water" class="show-row w-inline-block"><h2>Deep Water</h2><p>True stories of shipwrecks and rescues.</p></a></div>
      <div role="listitem" class="w-dyn-item"><a href="/shows/slack-tide" class="show-row w-inline-block"><h2>Slack Tide</h2><p>A slow, ambient podcast for falling asleep.</p></a></div>
    </div></div>
  </div>
</section>`,
      ),
    },
    '/shows/the-long-shore': {
      headers,
      html: page(
        '64a1f0c2b7d93e0012ab4c82',
        'The Long Shore | Lowtide Audio',
        'A year walking the coastline of Wales, one village at a time.',
        `<section class="section show-hero">
  <div class="container w-container">
    <h1>The Long Shore</h1>
    <p>Presenter Non Prydderch spends a year walking the 870-mile Wales Coast Path, stopping in one village each week.</p>
    ${listenOn('the-long-shore/id1622341187', '3kT9bW2xQmL0aVc7Rj5pZe')}
    <p class="credits">Co-produced with <a href="https://www.kwtr.org/" target="_blank">KWTR Public Radio</a>. Series three is out now.</p>
    <a href="https://feeds.megaphone.fm/LTA4412890133" class="rss-link">RSS feed</a>
  </div>
</section>`,
        '<link rel="alternate" type="application/rss+xml" title="The Long Shore" href="https://feeds.megaphone.fm/LTA4412890133">\n',
      ),
    },
    '/about': {
      headers,
      html: page(
        '64a1f0c2b7d93e0012ab4c83',
        'About | Lowtide Audio',
        'About Lowtide Audio, an independent podcast network.',
        `<section class="section">
  <div class="container w-container">
    <h1>About Lowtide</h1>
    <div class="rich-text w-richtext">
      <p>Lowtide Audio was started in 2019 by producers Gethin Lloyd and Maya Osei-Bonsu after a decade making radio documentaries. We are a team of nine producers, editors and sound designers split between Bristol and Cardiff.</p>
      <p>We make narrative podcasts that take their time: carefully reported, beautifully mixed, and always rooted in place.</p>
      <h2>Work with us</h2>
      <p>Brands and agencies: see <a href="/advertise">advertising</a>. Broadcasters and organisations interested in co-producing: see our <a href="/partners">network partners</a>.</p>
    </div>
  </div>
</section>`,
      ),
    },
    '/partners': {
      headers,
      html: page(
        '64a1f0c2b7d93e0012ab4c84',
        'Network partners | Lowtide Audio',
        'The organisations that help Lowtide Audio make and distribute its podcasts.',
        `<section class="section">
  <div class="container w-container">
    <h1>Network partners</h1>
    <p class="lead">Independent doesn&rsquo;t mean alone. These partners help us make, host and share our shows.</p>
    <div class="w-dyn-list"><div role="list" class="partner-grid w-dyn-items">
      <div role="listitem" class="partner-card w-dyn-item"><img src="${cdn}/66a1_megaphone.svg" alt="Megaphone"><h3>Megaphone</h3><p class="partner-tag">Hosting &amp; ad insertion</p><p>All Lowtide feeds are hosted on Megaphone, which also handles our dynamic ad insertion and download analytics.</p><a href="https://megaphone.fm/" target="_blank">megaphone.fm</a></div>
      <div role="listitem" class="partner-card w-dyn-item"><img src="${cdn}/66a1_descript.svg" alt="Descript"><h3>Descript</h3><p class="partner-tag">Production tools</p><p>We edit and transcribe every episode in Descript.</p><a href="https://www.descript.com/" target="_blank">descript.com</a></div>
      <div role="listitem" class="partner-card w-dyn-item"><img src="${cdn}/66a1_northwind.svg" alt="Northwind Radio Syndication"><h3>Northwind Radio Syndication</h3><p class="partner-tag">Radio distribution</p><p>Northwind distributes edited hour-long versions of our shows to 40 public and community radio stations in North America.</p><a href="https://www.northwindsyndication.com/" target="_blank">northwindsyndication.com</a></div>
      <div role="listitem" class="partner-card w-dyn-item"><img src="${cdn}/66a1_kwtr.svg" alt="KWTR Public Radio"><h3>KWTR Public Radio</h3><p class="partner-tag">Co-production</p><p>Our co-production partner on <em>The Long Shore</em> and <em>Deep Water</em>.</p><a href="https://www.kwtr.org/" target="_blank">kwtr.org</a></div>
      <div role="listitem" class="partner-card w-dyn-item"><img src="${cdn}/66a1_estuary-trust.svg" alt="The Estuary Trust"><h3>The Estuary Trust</h3><p class="partner-tag">Charity partner</p><p>We work with the Estuary Trust on <em>Severn Crossings</em> and donate a share of its ad revenue to their river restoration work.</p><a href="https://www.estuarytrust.org.uk/" target="_blank">estuarytrust.org.uk</a></div>
    </div></div>
  </div>
</section>`,
      ),
    },
    '/advertise': {
      headers,
      html: page(
        '64a1f0c2b7d93e0012ab4c85',
        'Advertise | Lowtide Audio',
        'Reach 2.4 million monthly listeners with host-read ads on Lowtide Audio shows.',
        `<section class="section">
  <div class="container w-container">
    <h1>Advertise with Lowtide</h1>
    <p>Our listeners are curious, outdoorsy and loyal: 78% listen to every episode to the end. We offer host-read and produced spots, season sponsorships and branded series.</p>
    <h2>How to book</h2>
    <p>Advertising on all Lowtide shows is sold exclusively by our sales partner <a href="https://www.soundmarkmedia.com/" target="_blank">Soundmark Media</a>. Contact their team for rates and availability, or email <a href="mailto:ads@lowtideaudio.fm">ads@lowtideaudio.fm</a>.</p>
    <h2>Brands we&rsquo;ve worked with</h2>
    <div class="logo-row">
      <a href="https://www.hearthstonecoffee.com/" target="_blank" class="logo-link w-inline-block"><img src="${cdn}/66b2_hearthstone.svg" alt="Hearthstone Coffee"></a>
      <a href="https://www.finisterre.com/" target="_blank" class="logo-link w-inline-block"><img src="${cdn}/66b2_finisterre.svg" alt="Finisterre"></a>
      <img src="${cdn}/66b2_cotswold-outdoor.svg" alt="Cotswold Outdoor">
    </div>
    <blockquote>&ldquo;Our Long Shore sponsorship drove our best month of online sales ever.&rdquo; &mdash; Head of Marketing, Hearthstone Coffee</blockquote>
  </div>
</section>`,
      ),
    },
    '/jobs': {
      headers,
      html: page(
        '64a1f0c2b7d93e0012ab4c86',
        'Jobs | Lowtide Audio',
        'Work at Lowtide Audio.',
        `<section class="section">
  <div class="container w-container">
    <h1>Jobs</h1>
    <p>We&rsquo;re hiring a Senior Producer (Cardiff, full time) and a freelance Sound Designer. See the details and apply on <a href="https://apply.workable.com/lowtide-audio/" target="_blank">our Workable page</a>.</p>
  </div>
</section>`,
      ),
    },
    '/contact': {
      headers,
      html: page(
        '64a1f0c2b7d93e0012ab4c87',
        'Contact | Lowtide Audio',
        'Get in touch with Lowtide Audio.',
        `<section class="section">
  <div class="container w-container">
    <h1>Contact</h1>
    <p>Pitches and listener mail: <a href="mailto:hello@lowtideaudio.fm">hello@lowtideaudio.fm</a><br>Advertising: <a href="mailto:ads@lowtideaudio.fm">ads@lowtideaudio.fm</a><br>Press: <a href="mailto:press@lowtideaudio.fm">press@lowtideaudio.fm</a></p>
    <div class="w-form">
      <form id="wf-form-Contact" name="wf-form-Contact" data-name="Contact" method="get" class="contact-form">
        <input class="w-input" maxlength="256" name="Name" data-name="Name" placeholder="Name" type="text" id="Name">
        <input class="w-input" maxlength="256" name="Email" data-name="Email" placeholder="Email" type="email" id="Email" required>
        <textarea name="Message" maxlength="5000" id="Message" data-name="Message" placeholder="Message" class="w-input"></textarea>
        <input type="submit" data-wait="Please wait..." class="button w-button" value="Send">
      </form>
      <div class="w-form-done"><div>Thanks! We&rsquo;ll be in touch.</div></div>
    </div>
  </div>
</section>`,
      ),
    },
  },
  sitemap: ['/', '/shows', '/shows/the-long-shore', '/about', '/partners', '/advertise', '/jobs', '/contact'],
  technologies: ['webflow', 'jquery', 'plausible', 'google-font-api', 'open-graph', 'rss', 'workable', 'patreon'],
  partners: {
    'megaphone.fm': 'technology',
    'descript.com': 'technology',
    'northwindsyndication.com': 'channel',
    'kwtr.org': 'generic',
    'estuarytrust.org.uk': 'generic',
    'soundmarkmedia.com': 'channel',
  },
};
