import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'x-powered-by': 'Next.js',
  server: 'Vercel',
  'x-vercel-id': 'fra1::iad1::7x2kq-1764547200000-3f9c1a2b4d5e',
  'x-vercel-cache': 'HIT',
  'content-type': 'text/html; charset=utf-8',
};

const IMG = 'https://images.ctfassets.net/q8w2e4r6t1y3';

const doc = (title: string, page: string, props: unknown, body: string): string => `<!DOCTYPE html>
<html lang="en">
<head>
<meta charSet="utf-8"/>
<meta name="viewport" content="width=device-width"/>
<title>${title}</title>
<meta name="description" content="Castwell is the video platform behind subscription, ad-supported and live streaming services on every screen."/>
<meta property="og:title" content="${title}"/>
<link rel="preload" href="/_next/static/media/a34f9d1faa5f3315-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>
<link rel="stylesheet" href="/_next/static/css/6b1e2f3a4c5d7e8f.css" data-n-g=""/>
<script src="https://browser.sentry-cdn.com/7.99.0/bundle.tracing.min.js" crossorigin="anonymous"></script>
<script src="/_next/static/chunks/webpack-9c3d1e2f4a5b6c7d.js" defer=""></script>
<script src="/_next/static/chunks/framework-0e8d27528ba61906.js" defer=""></script>
<script src="/_next/static/chunks/main-3a1b9c8d7e6f5a4b.js" defer=""></script>
<script src="/_next/static/chunks/pages/_app-5e4d3c2b1a0f9e8d.js" defer=""></script>
<script src="/_next/static/chunks/pages${page === '/' ? '/index' : page}-1f2e3d4c5b6a7980.js" defer=""></script>
</head>
<body>
<div id="__next">
<header class="Nav_nav__X1b2c">
  <a href="/" class="Nav_logo__Q9w8e"><img src="${IMG}/logo/castwell-wordmark.svg" alt="Castwell"/></a>
  <nav>
    <a href="/platform">Platform</a>
    <a href="/solutions/broadcasters">Broadcasters</a>
    <a href="/solutions/sports">Sports</a>
    <a href="/customers">Customers</a>
    <a href="/partners">Partners</a>
    <a href="/pricing">Pricing</a>
    <a href="https://console.castwell.io/login">Log in</a>
    <a href="/contact" class="Button_primary__P0o9i">Talk to sales</a>
  </nav>
</header>
${body}
<footer class="Footer_footer__R5t6y">
  <div><h4>Company</h4><a href="/about">About</a><a href="https://jobs.ashbyhq.com/castwell">Careers</a><a href="/newsroom">Newsroom</a><a href="https://status.castwell.io/">Status</a></div>
  <div><h4>Developers</h4><a href="https://docs.castwell.io/">Docs</a><a href="https://github.com/castwell">GitHub</a><a href="https://medium.com/castwell-engineering">Engineering blog</a></div>
  <div><h4>Partners</h4><a href="/partners">Partner ecosystem</a><a href="/partners/join">Become a partner</a><a href="https://partners.castwell.io/">Partner portal</a></div>
  <p>© 2026 Castwell Media Technologies Ltd. · London · Stockholm · <a href="https://www.linkedin.com/company/castwell">LinkedIn</a> · <a href="https://x.com/castwellvideo">X</a></p>
</footer>
</div>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: props, __N_SSG: true }, page, query: {}, buildId: 'kq2X9vLm3Rt7', isFallback: false, gsp: true, scriptLoader: [] })}</script>
</body>
</html>`;

const customers = [
  { name: 'Nordvision Play', url: 'https://www.nordvisionplay.se/', logo: `${IMG}/customers/nordvision.svg` },
  { name: 'Tidewater Sports Network', url: 'https://www.tidewatersports.tv/', logo: `${IMG}/customers/tidewater.svg` },
  { name: 'Kino Aurora', url: 'https://kinoaurora.pl/', logo: `${IMG}/customers/kinoaurora.svg` },
];

const home = doc(
  'Castwell | The streaming platform for broadcasters and sports',
  '/',
  { hero: { title: 'Launch your streaming service in weeks, not years' }, customers },
  `<main>
<section class="Hero_hero__L2k3j"><h1>Launch your streaming service in weeks, not years</h1><p>Encoding, DRM, apps for 14 platforms, subscriptions and ads: one platform, one contract.</p><a href="/contact">Talk to sales</a></section>
<section class="Logos_logos__M4n5b"><h2>Powering 60+ streaming services</h2><ul>${customers.map((c) => `<li><a href="${c.url}"><img src="${c.logo}" alt="${c.name}"/></a></li>`).join('')}</ul></section>
<section class="Investors_investors__H7j8k"><p>Backed by <a href="https://www.northzone.com/">Northzone</a> and <a href="https://www.balderton.com/">Balderton Capital</a></p></section>
<section class="Awards_awards__Z1x2c"><img src="${IMG}/awards/ibc-innovation-2025.png" alt="IBC Innovation Award 2025 — Content Distribution"/></section>
</main>`,
);

type Partner = { name: string; category: string; tier: string; website: string; logo: string; summary: string };
const partnerList: Partner[] = [
  {
    name: 'Akamai',
    category: 'CDN & delivery',
    tier: 'Strategic',
    website: 'https://www.akamai.com/solutions/content-delivery-network',
    logo: `${IMG}/partners/akamai.svg`,
    summary: 'Multi-CDN delivery with Akamai Adaptive Media Delivery.',
  },
  {
    name: 'Fastly',
    category: 'CDN & delivery',
    tier: 'Technology',
    website: 'https://www.fastly.com/',
    logo: `${IMG}/partners/fastly.svg`,
    summary: 'Edge delivery and token authentication.',
  },
  {
    name: 'BuyDRM',
    category: 'DRM & security',
    tier: 'Technology',
    website: 'https://buydrm.com/',
    logo: `${IMG}/partners/buydrm.svg`,
    summary: 'KeyOS multi-DRM licensing for Widevine, PlayReady and FairPlay.',
  },
  {
    name: 'Conviva',
    category: 'Analytics & QoE',
    tier: 'Technology',
    website: 'https://www.conviva.com/',
    logo: `${IMG}/partners/conviva.svg`,
    summary: 'Real-time quality of experience analytics.',
  },
  {
    name: 'Roku',
    category: 'Devices',
    tier: 'Strategic',
    website: 'https://developer.roku.com/',
    logo: `${IMG}/partners/roku.svg`,
    summary: 'Certified Roku channel templates.',
  },
  {
    name: 'Samsung Smart TV',
    category: 'Devices',
    tier: 'Technology',
    website: 'https://developer.samsung.com/smarttv',
    logo: `${IMG}/partners/samsung.svg`,
    summary: 'Tizen apps built from the same codebase.',
  },
  {
    name: 'Broadpeak',
    category: 'Ad insertion',
    tier: 'Technology',
    website: 'https://broadpeak.tv/',
    logo: `${IMG}/partners/broadpeak.svg`,
    summary: 'Server-side ad insertion for live and VOD.',
  },
  {
    name: 'MediaBridge Integration',
    category: 'System integrators & resellers',
    tier: 'Reseller',
    website: 'https://www.mediabridge-si.com/',
    logo: `${IMG}/partners/mediabridge.svg`,
    summary: 'Broadcast systems integrator for the Middle East and Africa.',
  },
  {
    name: 'Grupo Transmite',
    category: 'System integrators & resellers',
    tier: 'Reseller',
    website: 'https://transmite.com.br/',
    logo: `${IMG}/partners/transmite.svg`,
    summary: 'Reseller and integrator for Latin America.',
  },
  {
    name: 'Pixelwave Studios',
    category: 'System integrators & resellers',
    tier: 'Solution partner',
    website: 'https://pixelwave.studio/',
    logo: `${IMG}/partners/pixelwave.svg`,
    summary: 'App design and launch services for OTT brands.',
  },
];

const categories = [...new Set(partnerList.map((p) => p.category))];

const partnersPage = doc(
  'Partners | Castwell',
  '/partners',
  { title: 'Partner ecosystem', categories, partners: partnerList },
  `<main>
<section class="PageHeader_header__A1s2d"><h1>Partner ecosystem</h1><p>Pre-integrated technology partners and certified integrators, so you can build your service the way you want.</p></section>
<div class="Filters_filters__F3g4h" role="tablist">${['All', ...categories].map((c, i) => `<button role="tab" aria-selected="${i === 0}">${c}</button>`).join('')}</div>
<ul class="PartnerGrid_grid__K5l6z">${partnerList
    .map(
      (p) =>
        `<li class="PartnerGrid_card__N7m8q"><button type="button" class="PartnerGrid_open__B9v0c" aria-haspopup="dialog"><img src="${p.logo}" alt="${p.name}"/><span class="PartnerGrid_name__C1x2z">${p.name}</span><span class="PartnerGrid_tier__D3f4g">${p.tier}</span></button></li>`,
    )
    .join('')}</ul>
<section class="CTA_cta__E5r6t"><h2>Build with Castwell</h2><p>Join our partner program to certify your product or resell the platform.</p><a href="/partners/join">Become a partner</a></section>
</main>`,
);

const join = doc(
  'Become a partner | Castwell',
  '/partners/join',
  { title: 'Become a partner' },
  `<main>
<section><h1>Become a Castwell partner</h1><p>Technology vendors get sandbox access and joint go-to-market; integrators and resellers get margins, training and deal registration.</p><a href="https://partners.castwell.io/apply">Apply</a></section>
</main>`,
);

const newsroom = doc(
  'Newsroom | Castwell',
  '/newsroom',
  { title: 'Newsroom' },
  `<main>
<h1>Newsroom</h1>
<ul>
  <li><a href="https://www.broadbandtvnews.com/2026/03/02/castwell-raises-series-b/">Castwell raises €38m Series B led by Northzone</a> — Broadband TV News</li>
  <li><a href="https://www.svgeurope.org/blog/headlines/tidewater-launches-on-castwell/">Tidewater Sports Network launches its D2C service on Castwell</a> — SVG Europe</li>
</ul>
<p>Media contact: press@castwell.io · <a href="https://castwell.io/press-kit.zip">Press kit</a></p>
</main>`,
);

export const site: CorpusSite = {
  domain: 'castwell.io',
  covers:
    'Next.js OTT video-platform site on Vercel with a catch-all route: the partners page renders only logo buttons that open a modal, partner websites, categories and tiers (technology vs reseller/solution partner) living in the __NEXT_DATA__ JSON; traps are broadcaster customer logos (also in JSON), investors, an award badge, Contentful image hosts, Ashby careers, a status page, GitHub and Medium links, newsroom press links, a become-a-partner page and partner portal.',
  pages: {
    '/': { headers, html: home },
    '/partners': { headers, html: partnersPage },
    '/partners/join': { headers, html: join },
    '/newsroom': { headers, html: newsroom },
  },
  catchAll: true,
  sitemap: ['/', '/partners', '/partners/join', '/newsroom'],
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'sentry', 'contentful', 'open-graph'],
  partners: {
    'akamai.com': 'technology',
    'fastly.com': 'technology',
    'buydrm.com': 'technology',
    'conviva.com': 'technology',
    'roku.com': 'technology',
    'samsung.com': 'technology',
    'broadpeak.tv': 'technology',
    'mediabridge-si.com': 'channel',
    'transmite.com.br': 'channel',
    'pixelwave.studio': 'channel',
  },
};
