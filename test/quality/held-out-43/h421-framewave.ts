import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-powered-by': 'Next.js',
  server: 'Vercel',
  'x-vercel-id': 'iad1::sfo1::7m2kq-1718293021123-3c1a9f0e0b7d',
  'x-vercel-cache': 'HIT',
  'cache-control': 'public, max-age=0, must-revalidate',
};

const head = (title: string, description: string): string => `<head>
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>${title}</title>
<meta name="description" content="${description}"/>
<meta property="og:site_name" content="Framewave"/>
<link rel="preconnect" href="https://widget.intercom.io"/>
<link rel="preload" href="/_next/static/media/inter-var.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>
<link rel="stylesheet" href="/_next/static/css/7c1e2a0f9b8d4e31.css" data-n-g=""/>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-W7K2FQ9');</script>
<!-- End Google Tag Manager -->
<script src="https://cdn.segment.com/analytics.js/v1/q8Yk3nR2pLw0/analytics.min.js" async=""></script>
<script src="/_next/static/chunks/webpack-5b1f0e3c9a7d2b64.js" defer=""></script>
<script src="/_next/static/chunks/framework-0f3a7c2e91b5d8a4.js" defer=""></script>
<script src="/_next/static/chunks/main-a81d4c7f02e9b3c6.js" defer=""></script>
<script src="/_next/static/chunks/pages/_app-3e9d1b7a5c2f0e84.js" defer=""></script>
</head>`;

const nav = `<header class="Header_root__x3Lq2">
<a class="Header_logo__9aPz1" href="/" aria-label="Framewave home"><svg width="132" height="28" role="img"><title>Framewave</title></svg></a>
<nav class="Header_nav__Qm2dT" aria-label="Main">
<a href="/product">Product</a>
<a href="/pricing">Pricing</a>
<a href="/customers">Customers</a>
<a href="/partners">Partners</a>
<a href="https://docs.framewave.io/">Docs</a>
<a href="/about">Company</a>
</nav>
<div class="Header_cta__b81Xe"><a href="https://app.framewave.io/login">Log in</a><a class="Button_primary__k2Hd0" href="https://app.framewave.io/signup">Start free</a></div>
</header>`;

const footer = `<footer class="Footer_root__Vb4yE">
<div class="Footer_cols__2nTqk">
<div><h4>Product</h4><ul><li><a href="/product/live">Live streaming</a></li><li><a href="/product/vod">Video on demand</a></li><li><a href="/product/analytics">Playback analytics</a></li><li><a href="/pricing">Pricing</a></li></ul></div>
<div><h4>Developers</h4><ul><li><a href="https://docs.framewave.io/">Documentation</a></li><li><a href="https://docs.framewave.io/api">API reference</a></li><li><a href="https://github.com/framewave">GitHub</a></li><li><a href="https://framewavestatus.com/">System status</a></li></ul></div>
<div><h4>Company</h4><ul><li><a href="/about">About</a></li><li><a href="/customers">Customers</a></li><li><a href="/partners">Partner ecosystem</a></li><li><a href="https://jobs.lever.co/framewave">Careers</a></li><li><a href="/contact">Contact sales</a></li></ul></div>
</div>
<div class="Footer_social__8QwzP">
<a href="https://www.youtube.com/@framewave" aria-label="Framewave on YouTube">YouTube</a>
<a href="https://x.com/framewavehq" aria-label="Framewave on X">X</a>
<a href="https://www.linkedin.com/company/framewave" aria-label="Framewave on LinkedIn">LinkedIn</a>
</div>
<p class="Footer_legal__1mHc0">© 2024 Framewave, Inc. · 548 Market St, San Francisco, CA · <a href="/legal/privacy">Privacy</a> · <a href="/legal/terms">Terms</a> · <a href="/legal/dpa">DPA</a></p>
</footer>`;

const gtmNoscript = `<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-W7K2FQ9" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->`;

const nextData = (page: string, props: unknown): string =>
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: props }, page, query: {}, buildId: 'Xk2p9QmR7vT1bL0s', isFallback: false, gsp: true, scriptLoader: [] })}</script>`;

const partnerData = {
  categories: [
    {
      id: 'cdn',
      title: 'CDN partners',
      intro: 'Multi-CDN delivery is built in. Framewave steers every session across these networks in real time.',
      partners: [
        {
          name: 'Edgeloom',
          url: 'https://www.edgeloom.net/',
          logo: '/images/partners/edgeloom.svg',
          blurb: 'Global edge network with 310 PoPs and origin shield for HLS and DASH segments.',
        },
        {
          name: 'QuickPath CDN',
          url: 'https://quickpath-cdn.com/',
          logo: '/images/partners/quickpath.svg',
          blurb: 'Low-latency delivery tuned for LL-HLS, strong in Latin America and Southeast Asia.',
        },
        {
          name: 'NimbusCast',
          url: 'https://nimbuscast.net/',
          logo: '/images/partners/nimbuscast.svg',
          blurb: 'Peer-assisted delivery that offloads up to 70% of live event traffic.',
        },
      ],
    },
    {
      id: 'player',
      title: 'Player partners',
      intro: 'Certified players with native Framewave analytics and DRM license acquisition.',
      partners: [
        {
          name: 'Lumaplayer',
          url: 'https://lumaplayer.dev/',
          logo: '/images/partners/lumaplayer.svg',
          blurb: 'Open-source web player with a Framewave source plugin.',
        },
        {
          name: 'Reelframe',
          url: 'https://www.reelframe.com/',
          logo: '/images/partners/reelframe.svg',
          blurb: 'Smart TV and set-top box player SDK for Tizen, webOS and Roku.',
        },
        {
          name: 'Castify SDK',
          url: 'https://castifysdk.com/',
          logo: '/images/partners/castify.svg',
          blurb: 'Chromecast and AirPlay sender and receiver framework.',
        },
      ],
    },
    {
      id: 'platform',
      title: 'Cloud & security',
      intro: 'Run Framewave where your content already lives, protected end to end.',
      partners: [
        {
          name: 'Orbitra Cloud',
          url: 'https://orbitra.cloud/',
          logo: '/images/partners/orbitra.svg',
          blurb: 'Bring-your-own-bucket storage and transcoding regions.',
        },
        {
          name: 'Kestrel DRM',
          url: 'https://kestreldrm.com/',
          logo: '/images/partners/kestrel.svg',
          blurb: 'Multi-DRM licensing (Widevine, FairPlay, PlayReady) with forensic watermarking.',
        },
      ],
    },
    {
      id: 'solutions',
      title: 'Solution partners',
      intro: 'Agencies and systems integrators who design, build and run Framewave deployments for broadcasters and publishers.',
      partners: [
        {
          name: 'Brightlane Media Systems',
          url: 'https://brightlanemedia.com/',
          logo: '/images/partners/brightlane.svg',
          blurb: 'OTT app studio that has launched 40+ Framewave-powered channels.',
        },
        {
          name: 'Cuepoint Consulting',
          url: 'https://www.cuepointconsulting.co.uk/',
          logo: '/images/partners/cuepoint.svg',
          blurb: 'UK broadcast engineering consultancy and Framewave reseller for EMEA.',
        },
      ],
    },
  ],
};

const tabButtons = partnerData.categories
  .map(
    (c, i) =>
      `<button role="tab" id="tab-${c.id}" aria-controls="panel-${c.id}" aria-selected="${i === 0 ? 'true' : 'false'}" class="Tabs_tab__4kPq1${i === 0 ? ' Tabs_active__Zr8m0' : ''}">${c.title}</button>`,
  )
  .join('\n');

const tabPanels = partnerData.categories
  .map(
    (
      c,
      i,
    ) => `<section role="tabpanel" id="panel-${c.id}" aria-labelledby="tab-${c.id}"${i === 0 ? '' : ' hidden=""'} class="Tabs_panel__n3Xc7">
<h2 class="sr-only">${c.title}</h2>
<p class="Partners_intro__F0q2s">${c.intro}</p>
<ul class="Partners_grid__7yLwN">
${c.partners
  .map(
    (p) => `<li class="PartnerCard_root__c1Vb2">
<a href="${p.url}" target="_blank" rel="noopener"><img src="${p.logo}" alt="${p.name} logo" width="140" height="40" loading="lazy"/></a>
<h3>${p.name}</h3>
<p>${p.blurb}</p>
<a class="PartnerCard_link__e9Tq4" href="${p.url}" target="_blank" rel="noopener">Visit ${p.name} →</a>
</li>`,
  )
  .join('\n')}
</ul>
</section>`,
  )
  .join('\n');

export const site: CorpusSite = {
  domain: 'framewave.io',
  otherDomains: ['framewavestatus.com'],
  covers:
    'English video-streaming SaaS on Next.js/Vercel; partner page with tabs (CDN, player, cloud & security = technology; solution partners = channel) mirrored in __NEXT_DATA__; negatives: customer logos and case-study links, investor logos, press links, status domain, YouTube/X/LinkedIn/GitHub, Lever careers, SOC 2 auditor',
  pages: {
    '/': {
      headers,
      html: `<!DOCTYPE html><html lang="en">${head('Framewave — Video infrastructure for live and on-demand streaming', 'Encode, deliver and measure video at any scale with one API.')}
<body>${gtmNoscript}
<div id="__next">
${nav}
<main>
<section class="Hero_root__pL8d3">
<h1>Video infrastructure that streams like it should.</h1>
<p>One API for live, on-demand and low-latency video. Multi-CDN delivery, per-title encoding and playback analytics included.</p>
<a class="Button_primary__k2Hd0" href="https://app.framewave.io/signup">Start building free</a> <a class="Button_ghost__s0Qe1" href="/contact">Talk to sales</a>
</section>
<section class="Logos_root__rT5bN" aria-label="Customers">
<h2>Trusted by streaming teams at</h2>
<ul class="Logos_row__3DfXh">
<li><img src="/images/customers/harbor-tv.svg" alt="Harbor Outdoor TV"/></li>
<li><img src="/images/customers/pulse-fitness.svg" alt="Pulse Fitness Live"/></li>
<li><img src="/images/customers/northline-news.svg" alt="Northline News"/></li>
<li><img src="/images/customers/learnloop.svg" alt="LearnLoop"/></li>
<li><img src="/images/customers/stagedoor.svg" alt="Stagedoor Theatre Streams"/></li>
</ul>
<a href="/customers">Read customer stories →</a>
</section>
<section class="Features_root__9VnKe">
<article><h3>Live in under 3 seconds</h3><p>LL-HLS and WebRTC ingest with automatic failover.</p></article>
<article><h3>Delivered by many CDNs</h3><p>Real-time CDN switching with our <a href="/partners">CDN partners</a>.</p></article>
<article><h3>Any player, any screen</h3><p>SDKs for web, iOS, Android and connected TVs.</p></article>
</section>
<section class="Badges_root__t8Sx0"><img src="/images/badges/soc2.svg" alt="SOC 2 Type II audited"/><img src="/images/badges/g2-leader-2024.svg" alt="G2 Leader Spring 2024"/></section>
</main>
${footer}
</div>
${nextData('/', { hero: 'home', customers: ['Harbor Outdoor TV', 'Pulse Fitness Live', 'Northline News'] })}
</body></html>`,
    },
    '/partners': {
      headers,
      html: `<!DOCTYPE html><html lang="en">${head('Partner ecosystem — Framewave', 'CDN, player, cloud and solution partners that work with Framewave.')}
<body>${gtmNoscript}
<div id="__next">
${nav}
<main class="Partners_root__Lk3s0">
<section class="PageHero_root__m2Vc8">
<p class="eyebrow">Partner ecosystem</p>
<h1>Better video, together</h1>
<p>Framewave works with the networks, players and integrators our customers already rely on.</p>
</section>
<div role="tablist" aria-label="Partner categories" class="Tabs_list__Wc0b5">
${tabButtons}
</div>
${tabPanels}
<section class="Partners_become__0hQ2r">
<h2>Become a partner</h2>
<p>Building a player, CDN or OTT service? <a href="/partners/apply">Apply to the partner program</a> or email <a href="mailto:partners@framewave.io">partners@framewave.io</a>.</p>
</section>
</main>
${footer}
</div>
${nextData('/partners', partnerData)}
</body></html>`,
    },
    '/customers': {
      headers,
      html: `<!DOCTYPE html><html lang="en">${head('Customer stories — Framewave', 'How streaming teams ship video with Framewave.')}
<body>${gtmNoscript}
<div id="__next">
${nav}
<main>
<h1>Customer stories</h1>
<div class="Stories_grid__Hq7c2">
<article class="Story_root__b2K0e"><img src="/images/customers/harbor-tv.svg" alt="Harbor Outdoor TV"/><h2>Harbor Outdoor TV cut rebuffering by 41%</h2><p>The FAST channel moved 2,000 hours of fishing and sailing content to Framewave in six weeks.</p><a href="/customers/harbor-outdoor-tv">Read the story</a> · <a href="https://harbortv.com/">harbortv.com</a></article>
<article class="Story_root__b2K0e"><img src="/images/customers/pulse-fitness.svg" alt="Pulse Fitness Live"/><h2>Pulse Fitness Live streams 900 classes a day</h2><p>Interactive low-latency classes with leaderboards synced to the video.</p><a href="/customers/pulse-fitness-live">Read the story</a> · <a href="https://www.pulsefitnesslive.com/">pulsefitnesslive.com</a></article>
<article class="Story_root__b2K0e"><img src="/images/customers/stagedoor.svg" alt="Stagedoor Theatre Streams"/><h2>Stagedoor sells pay-per-view theatre worldwide</h2><p>DRM-protected premieres for audiences in 60 countries.</p><a href="/customers/stagedoor">Read the story</a> · <a href="https://stagedoorstreams.co.uk/">stagedoorstreams.co.uk</a></article>
</div>
</main>
${footer}
</div>
${nextData('/customers', { stories: 3 })}
</body></html>`,
    },
    '/about': {
      headers,
      html: `<!DOCTYPE html><html lang="en">${head('About Framewave', 'We build the video infrastructure we always wanted to use.')}
<body>${gtmNoscript}
<div id="__next">
${nav}
<main>
<h1>About Framewave</h1>
<p>Framewave was founded in 2019 by former broadcast engineers who were tired of stitching together encoders, CDNs and players by hand. Today 48 people across San Francisco, Toronto and Lisbon build the platform.</p>
<h2>Backed by</h2>
<ul class="Investors_row__Pq1bT">
<li><a href="https://northbeamventures.com/"><img src="/images/investors/northbeam.svg" alt="Northbeam Ventures"/></a></li>
<li><a href="https://www.keystonecapital.vc/"><img src="/images/investors/keystone.svg" alt="Keystone Capital"/></a></li>
<li><a href="https://relayfund.com/"><img src="/images/investors/relay.svg" alt="Relay Fund"/></a></li>
</ul>
<h2>In the news</h2>
<ul>
<li><a href="https://www.streamingmediadaily.com/2024/03/framewave-series-b">Streaming Media Daily: Framewave raises $32M Series B</a></li>
<li><a href="https://videotechreview.net/reviews/framewave-live">Video Tech Review: Framewave Live hands-on</a></li>
</ul>
<h2>Security</h2>
<p>Our SOC 2 Type II report was issued by <a href="https://www.ashgroveassurance.com/">Ashgrove Assurance LLP</a>. Request it from our <a href="https://trust.framewave.io/">trust center</a>.</p>
<p>We're hiring — see <a href="https://jobs.lever.co/framewave">open roles</a>.</p>
</main>
${footer}
</div>
${nextData('/about', {})}
</body></html>`,
    },
    '/contact': {
      headers,
      html: `<!DOCTYPE html><html lang="en">${head('Contact sales — Framewave', 'Talk to a video streaming expert.')}
<body>${gtmNoscript}
<div id="__next">
${nav}
<main>
<h1>Talk to our team</h1>
<form class="ContactForm_root__s7Yt1" action="/api/contact" method="post">
<label>Work email <input type="email" name="email" required=""/></label>
<label>Company <input type="text" name="company"/></label>
<label>Monthly viewing hours <select name="volume"><option>Under 10k</option><option>10k–100k</option><option>100k+</option></select></label>
<button type="submit">Send</button>
</form>
<p>Support: <a href="mailto:support@framewave.io">support@framewave.io</a> · Press: <a href="mailto:press@framewave.io">press@framewave.io</a></p>
</main>
${footer}
</div>
${nextData('/contact', {})}
</body></html>`,
    },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain; charset=utf-8', server: 'Vercel' },
      html: 'User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: https://framewave.io/sitemap.xml\n',
    },
  },
  sitemap: ['/', '/partners', '/customers', '/about', '/contact'],
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'google-tag-manager', 'segment', 'intercom', 'lever', 'open-graph'],
  partners: {
    'edgeloom.net': 'technology',
    'quickpath-cdn.com': 'technology',
    'nimbuscast.net': 'technology',
    'lumaplayer.dev': 'technology',
    'reelframe.com': 'technology',
    'castifysdk.com': 'technology',
    'orbitra.cloud': 'technology',
    'kestreldrm.com': 'technology',
    'brightlanemedia.com': 'channel',
    'cuepointconsulting.co.uk': 'channel',
  },
};
