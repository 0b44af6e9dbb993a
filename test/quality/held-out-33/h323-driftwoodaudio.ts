import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, desc: string, path: string): string => `<head>
<meta charset="utf-8">
<title>${title}</title>
<meta content="${desc}" name="description">
<meta content="${title}" property="og:title">
<meta content="${desc}" property="og:description">
<meta content="https://cdn.prod.website-files.com/65f1c0a9e2b7d41a8c3f0e21/6602aa8c1f0d4e2b9a7c3d10_og-driftwood.jpg" property="og:image">
<meta content="https://driftwoodaudio.fm${path}" property="og:url">
<meta content="summary_large_image" name="twitter:card">
<meta content="width=device-width, initial-scale=1" name="viewport">
<meta content="Webflow" name="generator">
<link href="https://cdn.prod.website-files.com/65f1c0a9e2b7d41a8c3f0e21/css/driftwood-audio.webflow.shared.4c1f0e8a2.min.css" rel="stylesheet" type="text/css">
<link href="https://fonts.googleapis.com" rel="preconnect">
<link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous">
<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>
<script type="text/javascript">WebFont.load({  google: {    families: ["DM Serif Display:regular,italic","Inter:300,regular,500,600"]  }});</script>
<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>
<link href="https://cdn.prod.website-files.com/65f1c0a9e2b7d41a8c3f0e21/65f1c2d07a1e9b3c4d5e6f70_favicon.png" rel="shortcut icon" type="image/x-icon">
<script src="https://cdn.usefathom.com/script.js" data-site="QWERTYDW" defer></script>
</head>`;

const nav = `<div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav">
<div class="nav-container w-container">
<a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="https://cdn.prod.website-files.com/65f1c0a9e2b7d41a8c3f0e21/65f1c3aa0b2c4d5e6f708192_driftwood-wordmark.svg" loading="lazy" alt="Driftwood Audio" class="logo"></a>
<nav role="navigation" class="nav-menu w-nav-menu">
<a href="/shows" class="nav-link w-nav-link">Shows</a>
<a href="/advertise" class="nav-link w-nav-link">Advertise</a>
<a href="/about" class="nav-link w-nav-link">About</a>
<a href="/partners" class="nav-link w-nav-link">Partners</a>
<a href="https://driftwood.supercast.com/" class="nav-button w-button">Driftwood+</a>
</nav>
<div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div>
</div>
</div>`;

const footer = `<footer class="footer">
<div class="footer-grid w-layout-grid">
<div class="footer-brand">
<img src="https://cdn.prod.website-files.com/65f1c0a9e2b7d41a8c3f0e21/65f1c3aa0b2c4d5e6f708192_driftwood-wordmark.svg" alt="Driftwood Audio" loading="lazy">
<p class="footer-tagline">Independent podcasts about the edges of things. Made in Portland and London.</p>
</div>
<div class="footer-col">
<div class="footer-heading">Network</div>
<a href="/shows" class="footer-link">All shows</a>
<a href="/advertise" class="footer-link">Advertise</a>
<a href="/partners" class="footer-link">Partners</a>
<a href="/about" class="footer-link">About</a>
<a href="/jobs" class="footer-link">Jobs</a>
</div>
<div class="footer-col">
<div class="footer-heading">Follow</div>
<a href="https://www.instagram.com/driftwoodaudio/" target="_blank" class="footer-link">Instagram</a>
<a href="https://www.threads.net/@driftwoodaudio" target="_blank" class="footer-link">Threads</a>
<a href="https://www.youtube.com/@driftwoodaudio" target="_blank" class="footer-link">YouTube</a>
<a href="https://driftwoodaudio.substack.com/" target="_blank" class="footer-link">Newsletter</a>
</div>
<div class="footer-col">
<div class="footer-heading">Legal</div>
<a href="/privacy" class="footer-link">Privacy</a>
<a href="/terms" class="footer-link">Terms</a>
</div>
</div>
<div class="footer-bottom">&copy; 2026 Driftwood Audio LLC. All rights reserved.</div>
</footer>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=65f1c0a9e2b7d41a8c3f0e21" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>
<script src="https://cdn.prod.website-files.com/65f1c0a9e2b7d41a8c3f0e21/js/webflow.schunk.36b8fb49256177c8.js" type="text/javascript"></script>
<script src="https://cdn.prod.website-files.com/65f1c0a9e2b7d41a8c3f0e21/js/webflow.a1c3f92b.js" type="text/javascript"></script>`;

const headers = {
  'content-type': 'text/html',
  server: 'cloudflare',
  'cf-ray': '8f1a2b3c4d5e6f70-PDX',
  'cf-cache-status': 'HIT',
  'x-cluster-name': 'us-west-2-prod-hosting-red',
  'strict-transport-security': 'max-age=31536000',
};

const page = (pageId: string, title: string, desc: string, path: string, body: string): string => `<!DOCTYPE html>
<html data-wf-domain="driftwoodaudio.fm" data-wf-page="${pageId}" data-wf-site="65f1c0a9e2b7d41a8c3f0e21" lang="en">
${head(title, desc, path)}
<body class="body">
${nav}
${body}
${footer}
</body>
</html>`;

const home = page(
  '65f1c0a9e2b7d41a8c3f0e25',
  'Driftwood Audio | Independent podcast network',
  'Driftwood Audio is an independent podcast network making narrative, science and culture shows heard by 3 million listeners a month.',
  '/',
  `<main>
<section class="hero">
<h1 class="hero-heading">Stories from the edges of things.</h1>
<p class="hero-sub">Eleven independent shows. Three million monthly listeners. Zero shouting.</p>
<div class="listen-on">
<div class="listen-label">Listen on</div>
<a href="https://podcasts.apple.com/us/channel/driftwood-audio/id6447712390" target="_blank" class="listen-badge w-inline-block"><img src="https://cdn.prod.website-files.com/65f1c0a9e2b7d41a8c3f0e21/66a0_apple-podcasts.svg" alt="Listen on Apple Podcasts"></a>
<a href="https://open.spotify.com/user/driftwoodaudio" target="_blank" class="listen-badge w-inline-block"><img src="https://cdn.prod.website-files.com/65f1c0a9e2b7d41a8c3f0e21/66a0_spotify.svg" alt="Listen on Spotify"></a>
<a href="https://pca.st/driftwood" target="_blank" class="listen-badge w-inline-block"><img src="https://cdn.prod.website-files.com/65f1c0a9e2b7d41a8c3f0e21/66a0_pocketcasts.svg" alt="Pocket Casts"></a>
</div>
</section>
<section class="shows-section">
<h2>Our shows</h2>
<div class="w-dyn-list"><div role="list" class="shows-grid w-dyn-items">
<div role="listitem" class="w-dyn-item"><a href="/shows/low-tide" class="show-card w-inline-block"><img src="https://cdn.prod.website-files.com/65f1c0a9e2b7d41a8c3f0e21/6611_low-tide.jpg" alt="Low Tide cover art"><h3>Low Tide</h3><p>True stories from coastal towns.</p></a></div>
<div role="listitem" class="w-dyn-item"><a href="/shows/the-long-orbit" class="show-card w-inline-block"><img src="https://cdn.prod.website-files.com/65f1c0a9e2b7d41a8c3f0e21/6611_long-orbit.jpg" alt="The Long Orbit cover art"><h3>The Long Orbit</h3><p>Space science, slowly.</p></a></div>
<div role="listitem" class="w-dyn-item"><a href="/shows/second-helpings" class="show-card w-inline-block"><img src="https://cdn.prod.website-files.com/65f1c0a9e2b7d41a8c3f0e21/6611_second-helpings.jpg" alt="Second Helpings cover art"><h3>Second Helpings</h3><p>The history of what we eat.</p></a></div>
</div></div>
</section>
<section class="press-strip">
<div class="press-label">As featured in</div>
<div class="press-logos">
<a href="https://www.theguardian.com/culture/2025/aug/02/best-podcasts-of-the-year-so-far" target="_blank" class="press-logo w-inline-block"><img src="https://cdn.prod.website-files.com/65f1c0a9e2b7d41a8c3f0e21/66b1_guardian.svg" alt="The Guardian"></a>
<a href="https://www.vulture.com/article/best-podcasts-2025.html" target="_blank" class="press-logo w-inline-block"><img src="https://cdn.prod.website-files.com/65f1c0a9e2b7d41a8c3f0e21/66b1_vulture.svg" alt="Vulture"></a>
<img src="https://cdn.prod.website-files.com/65f1c0a9e2b7d41a8c3f0e21/66b1_npr.svg" alt="NPR" class="press-logo">
</div>
</section>
<section class="brands">
<h2>Brands that advertise with us</h2>
<div class="brand-logos">
<a href="https://www.hearthandoak.com/" class="brand-logo w-inline-block"><img src="https://cdn.prod.website-files.com/65f1c0a9e2b7d41a8c3f0e21/66c2_hearth-oak.svg" alt="Hearth &amp; Oak"></a>
<a href="https://www.tundrasocks.com/" class="brand-logo w-inline-block"><img src="https://cdn.prod.website-files.com/65f1c0a9e2b7d41a8c3f0e21/66c2_tundra.svg" alt="Tundra Socks"></a>
<img src="https://cdn.prod.website-files.com/65f1c0a9e2b7d41a8c3f0e21/66c2_ridgeline.svg" alt="Ridgeline Bank" class="brand-logo">
</div>
<a href="/advertise" class="button w-button">Advertise on Driftwood</a>
</section>
</main>`,
);

const advertise = page(
  '65f1c0a9e2b7d41a8c3f0e31',
  'Advertise | Driftwood Audio',
  'Host-read and programmatic audio advertising across the Driftwood Audio network.',
  '/advertise',
  `<main>
<section class="page-hero"><h1>Advertise with Driftwood</h1><p>Host-read ads that listeners actually like. Average completion rate: 91%.</p></section>
<section class="section">
<h2>Who sells our inventory</h2>
<div class="w-layout-grid two-col">
<div class="rep-card">
<h3>North America</h3>
<p>Our shows are represented for advertising in the US and Canada by <a href="https://tidelinemedia.com/">Tideline Media</a>, our exclusive ad sales partner.</p>
</div>
<div class="rep-card">
<h3>UK &amp; Europe</h3>
<p>Host-read and sponsorship deals in Europe are sold by our sales partner <a href="https://www.sonoroussales.co.uk/">Sonorous Sales</a>.</p>
</div>
</div>
<p>Buying programmatically? Driftwood inventory is available through the <a href="/partners#technology">dynamic ad insertion partners</a> listed on our partners page.</p>
</section>
<section class="section testimonials">
<h2>What advertisers say</h2>
<blockquote>&ldquo;Our best-performing podcast campaign ever.&rdquo; &mdash; Head of Growth, <a href="https://www.tundrasocks.com/">Tundra Socks</a></blockquote>
</section>
<section class="section">
<h2>Get the media kit</h2>
<div class="w-form">
<form id="media-kit-form" name="wf-form-Media-Kit" data-name="Media Kit" method="get" data-wf-page-id="65f1c0a9e2b7d41a8c3f0e31" data-wf-element-id="2f6a9e1c">
<input class="w-input" maxlength="256" name="email" placeholder="Work email" type="email" required>
<input type="submit" data-wait="Please wait..." class="w-button" value="Send me the kit">
</form>
<div class="w-form-done"><div>Thanks! Check your inbox.</div></div>
</div>
</section>
</main>`,
);

const partners = page(
  '65f1c0a9e2b7d41a8c3f0e37',
  'Partners | Driftwood Audio',
  'The technology, distribution and nonprofit partners behind the Driftwood Audio network.',
  '/partners',
  `<main>
<section class="page-hero"><h1>Our partners</h1><p>Independent doesn't mean alone.</p></section>
<section id="technology" class="section">
<h2>Technology partners</h2>
<p>Hosting, dynamic ad insertion and measurement for every Driftwood show.</p>
<div class="w-dyn-list"><div role="list" class="partner-grid w-dyn-items">
<div role="listitem" class="partner-item w-dyn-item">
<a href="https://www.megaphone.fm/" target="_blank" class="partner-link w-inline-block"><img src="https://cdn.prod.website-files.com/65f1c0a9e2b7d41a8c3f0e21/66d3_megaphone.svg" alt="Megaphone"><div class="partner-name">Megaphone</div><div class="partner-desc">Hosting and dynamic ad insertion</div></a>
</div>
<div role="listitem" class="partner-item w-dyn-item">
<a href="https://www.podtrac.com/" target="_blank" class="partner-link w-inline-block"><img src="https://cdn.prod.website-files.com/65f1c0a9e2b7d41a8c3f0e21/66d3_podtrac.svg" alt="Podtrac"><div class="partner-name">Podtrac</div><div class="partner-desc">IAB-certified audience measurement</div></a>
</div>
<div role="listitem" class="partner-item w-dyn-item">
<a href="https://www.supercast.com/" target="_blank" class="partner-link w-inline-block"><img src="https://cdn.prod.website-files.com/65f1c0a9e2b7d41a8c3f0e21/66d3_supercast.svg" alt="Supercast"><div class="partner-name">Supercast</div><div class="partner-desc">Powers Driftwood+, our ad-free subscription</div></a>
</div>
</div></div>
</section>
<section id="distribution" class="section">
<h2>Distribution partners</h2>
<p>Selected Driftwood series are licensed for exclusive windows and radio broadcast through these distributors.</p>
<div class="distribution-list">
<div class="dist-row"><a href="https://www.audible.com/" target="_blank">Audible</a><span>Early-access windows for Low Tide seasons 4 and 5</span></div>
<div class="dist-row"><a href="https://www.prx.org/" target="_blank">PRX</a><span>Public radio syndication of The Long Orbit</span></div>
<div class="dist-row"><span>Listenable Australia</span><span>Broadcast in Australia and New Zealand</span></div>
</div>
</section>
<section id="nonprofit" class="section">
<h2>Nonprofit partners</h2>
<p>Every season, each show chooses a nonprofit partner to collaborate with on an episode and a listener fundraiser.</p>
<div class="logo-row">
<a href="https://storycorps.org/" target="_blank" class="logo-link w-inline-block"><img src="https://cdn.prod.website-files.com/65f1c0a9e2b7d41a8c3f0e21/66d4_storycorps.svg" alt="StoryCorps"></a>
<a href="https://www.surfrider.org/" target="_blank" class="logo-link w-inline-block"><img src="https://cdn.prod.website-files.com/65f1c0a9e2b7d41a8c3f0e21/66d4_surfrider.svg" alt="Surfrider Foundation"></a>
</div>
</section>
<section class="section cta">
<h2>Partner with Driftwood</h2>
<p>We're always looking for shows to join the network and organisations to collaborate with. <a href="mailto:hello@driftwoodaudio.fm">hello@driftwoodaudio.fm</a></p>
</section>
</main>`,
);

const about = page(
  '65f1c0a9e2b7d41a8c3f0e41',
  'About | Driftwood Audio',
  'Driftwood Audio was founded in 2017 and is owned by the people who make its shows.',
  '/about',
  `<main>
<section class="page-hero"><h1>About Driftwood</h1></section>
<section class="section rich">
<div class="w-richtext">
<p>Driftwood Audio started in 2017 as one show recorded in a converted boat shed in Astoria, Oregon. Today we are a network of eleven shows and twenty-four staff, split between Portland and London.</p>
<p>We are employee-owned. We have no outside investors and we intend to keep it that way.</p>
<h3>Recognition</h3>
<p>Low Tide won the <a href="https://www.peabodyawards.com/">Peabody Award</a> in 2024 and The Long Orbit was named one of Apple Podcasts' Shows of the Year in 2025.</p>
<p>Driftwood is a member of the <a href="https://www.theaudioguild.org/">Independent Audio Guild</a>.</p>
<h3>Work here</h3>
<p>We post open roles on <a href="https://www.linkedin.com/company/driftwood-audio/jobs/">LinkedIn</a> and on <a href="/jobs">our jobs page</a>.</p>
</div>
</section>
</main>`,
);

const lowTide = page(
  '65f1c0a9e2b7d41a8c3f0e45',
  'Low Tide | Driftwood Audio',
  'Low Tide: true stories from coastal towns, hosted by Nell Abernathy.',
  '/shows/low-tide',
  `<main>
<section class="show-hero"><img src="https://cdn.prod.website-files.com/65f1c0a9e2b7d41a8c3f0e21/6611_low-tide.jpg" alt="Low Tide cover art"><h1>Low Tide</h1><p>Hosted by Nell Abernathy. New episodes every other Tuesday.</p></section>
<section class="section">
<h2>Latest episode: The Lighthouse Lottery</h2>
<div class="w-embed w-iframe"><iframe src="https://playlist.megaphone.fm/?e=DWA1234567890" width="100%" height="200" frameborder="0" scrolling="no" title="Megaphone player"></iframe></div>
<div class="w-richtext">
<p>In 1987 a small town in Maine held a lottery to decide who would live in its decommissioned lighthouse. Nell tracks down the winner.</p>
<h4>Sources and further reading</h4>
<ul>
<li><a href="https://www.nytimes.com/1987/06/14/us/maine-lighthouse-lottery.html">&ldquo;Town Raffles Off Its Lighthouse&rdquo;, The New York Times</a></li>
<li><a href="https://www.uscg.mil/Community/Lighthouses/">U.S. Coast Guard lighthouse history</a></li>
</ul>
</div>
</section>
</main>`,
);

export const site: CorpusSite = {
  domain: 'driftwoodaudio.fm',
  covers:
    'English podcast network on Webflow (CMS collection lists, data-wf-site, WebFont loader, Cloudflare); partners page with a CMS card grid (technology), a distribution list with one unlinked name (channel), nonprofit logos (generic); ad-sales representatives in prose on /advertise (channel); negatives: "listen on" badges, press strip, advertiser brand logos and testimonial, awards, guild membership, LinkedIn jobs, article sources on a show page, a player iframe',
  pages: {
    '/': { headers, html: home },
    '/advertise': { headers, html: advertise },
    '/partners': { headers, html: partners },
    '/about': { headers, html: about },
    '/shows/low-tide': { headers, html: lowTide },
  },
  sitemap: [
    '/',
    '/shows',
    '/shows/low-tide',
    '/shows/the-long-orbit',
    '/shows/second-helpings',
    '/advertise',
    '/partners',
    '/about',
    '/jobs',
  ],
  technologies: ['webflow', 'jquery', 'google-font-api', 'google-hosted-libraries', 'fathom', 'cloudflare', 'hsts', 'open-graph'],
  partners: {
    'megaphone.fm': 'technology',
    'podtrac.com': 'technology',
    'supercast.com': 'technology',
    'audible.com': 'channel',
    'prx.org': 'channel',
    'tidelinemedia.com': 'channel',
    'sonoroussales.co.uk': 'channel',
    'storycorps.org': 'generic',
    'surfrider.org': 'generic',
  },
};
