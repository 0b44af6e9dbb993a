import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-powered-by': 'Next.js',
  server: 'Vercel',
  'x-vercel-id': 'lhr1::iad1::7k2vq-1715080012345-8f3a2c1d9e0b',
  'x-vercel-cache': 'HIT',
  'strict-transport-security': 'max-age=63072000',
  'cache-control': 'public, max-age=0, must-revalidate',
};

const BUILD = 'kT4qX9vLm2Rz8wNc0pHs1';

function head(title: string, description: string, path: string, extra = ''): string {
  return `<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="description" content="${description}"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/><meta property="og:image" content="https://kestrelcharge.co.uk/images/og/kestrel-hub-a14.jpg"/><meta property="og:url" content="https://kestrelcharge.co.uk${path}"/><meta name="twitter:card" content="summary_large_image"/><link rel="canonical" href="https://kestrelcharge.co.uk${path}"/><link rel="icon" href="/favicon.ico"/>${extra}<link rel="preload" href="/_next/static/media/e4af272ccee01ff0-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous" data-next-font="size-adjust"/><link rel="preload" href="/_next/static/css/9c1e5b0f3d2a7e44.css" as="style"/><link rel="stylesheet" href="/_next/static/css/9c1e5b0f3d2a7e44.css" data-n-g=""/><noscript data-n-css=""></noscript><script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" type="text/javascript" charSet="UTF-8" data-domain-script="0190a4c2-5d3e-7b1f-9a08-4c6e2f7d1b35"></script><script>function OptanonWrapper() { window.dataLayer = window.dataLayer || []; window.dataLayer.push({event: 'OneTrustGroupsUpdated'}); }</script><!-- Google Tag Manager --><script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-5QH2C8L');</script><!-- End Google Tag Manager --><script src="/_next/static/chunks/webpack-5a4c1f2e8b9d0a37.js" defer=""></script><script src="/_next/static/chunks/framework-ecb1ce4e2f1a3b0d.js" defer=""></script><script src="/_next/static/chunks/main-0b7d3a9c51e2f864.js" defer=""></script><script src="/_next/static/chunks/pages/_app-6f1d2e0a9b3c4857.js" defer=""></script><script src="/_next/static/${BUILD}/_buildManifest.js" defer=""></script><script src="/_next/static/${BUILD}/_ssgManifest.js" defer=""></script></head>`;
}

const nav = `<header class="Header_header__Qx3fA"><div class="Header_inner__7LbcE"><a class="Header_logo__b2Wm9" href="/"><img alt="Kestrel Charge" src="/images/kestrel-logo.svg" width="150" height="36"/></a><nav class="Header_nav__u0PzK" aria-label="Main"><a href="/network">Find a charger</a><a href="/pricing">Pricing</a><a href="/app">App</a><a href="/business/host-a-charger">Host a charger</a><a href="/fleets">Fleets</a><a href="/partners">Partners</a><a href="/about">About</a></nav><a class="Button_primary__kJ2sd" href="/app">Get the app</a></div></header>`;

const footer = `<footer class="Footer_footer__1tYk0"><div class="Footer_grid__mQ8aV"><div><img alt="Kestrel Charge" src="/images/kestrel-logo-white.svg" width="130" height="32"/><p>Rapid charging on Britain’s A-roads and market towns.</p></div><div><h4>Drivers</h4><ul><li><a href="/network">Network map</a></li><li><a href="/pricing">Pricing</a></li><li><a href="/app">Kestrel app</a></li><li><a href="/help">Help centre</a></li></ul></div><div><h4>Business</h4><ul><li><a href="/business/host-a-charger">Host a charger</a></li><li><a href="/fleets">Fleets</a></li><li><a href="/partners">Partners</a></li></ul></div><div><h4>Company</h4><ul><li><a href="/about">About us</a></li><li><a href="/press">Press</a></li><li><a href="https://jobs.ashbyhq.com/kestrel-charge" target="_blank" rel="noopener noreferrer">Careers</a></li><li><a href="/contact">Contact</a></li></ul></div></div><div class="Footer_badges__xU2pe"><a href="https://apps.apple.com/gb/app/kestrel-charge/id6450012384" target="_blank" rel="noopener noreferrer"><img alt="Download on the App Store" src="/images/badges/app-store.svg" width="120" height="40"/></a><a href="https://play.google.com/store/apps/details?id=uk.co.kestrelcharge.app" target="_blank" rel="noopener noreferrer"><img alt="Get it on Google Play" src="/images/badges/google-play.svg" width="135" height="40"/></a></div><div class="Footer_social__9aQ1e"><a href="https://x.com/kestrelcharge" aria-label="X">X</a><a href="https://www.linkedin.com/company/kestrel-charge" aria-label="LinkedIn">LinkedIn</a><a href="https://www.instagram.com/kestrelcharge" aria-label="Instagram">Instagram</a></div><div class="Footer_legal__Pz4cT"><p>© 2024 Kestrel Charge is a trading name of Kestrel Energy Networks Ltd, registered in England and Wales no. 13820447.</p><a href="/privacy">Privacy</a><a href="/terms">Terms</a><button class="ot-sdk-show-settings" id="ot-sdk-btn">Cookie settings</button></div></footer>`;

function page(
  title: string,
  description: string,
  path: string,
  pageChunk: string,
  body: string,
  pageProps: unknown,
  extraHead = '',
): string {
  const data = {
    props: { pageProps, __N_SSG: true },
    page: path,
    query: {},
    buildId: BUILD,
    isFallback: false,
    gsp: true,
    scriptLoader: [],
  };
  return `${head(title, description, path, extraHead)}<body><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-5QH2C8L" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript><div id="__next">${nav}<main>${body}</main>${footer}</div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(
    data,
  )}</script><script src="/_next/static/chunks/pages/${pageChunk}.js" defer=""></script></body></html>`;
}

const technologyPartners = [
  {
    name: 'Kempower',
    url: 'https://kempower.com/',
    logo: '/images/partners/kempower.svg',
    category: 'Charging hardware',
    blurb: 'Dynamic power distribution satellites at our 150 kW and 300 kW hubs.',
  },
  {
    name: 'Alpitronic',
    url: 'https://www.alpitronic.it/en/',
    logo: '/images/partners/alpitronic.svg',
    category: 'Charging hardware',
    blurb: 'hypercharger HYC400 units at our motorway-adjacent sites.',
  },
  {
    name: 'Hubject',
    url: 'https://www.hubject.com/',
    logo: '/images/partners/hubject.svg',
    category: 'Roaming platform',
    blurb: 'Plug&Charge and intercharge roaming, so over 1,000 apps and cards work on our chargers.',
  },
  {
    name: 'Monta',
    url: 'https://monta.com/uk/',
    logo: '/images/partners/monta.svg',
    category: 'Charge point management',
    blurb: 'The software that runs our network, from tariffs to live availability.',
  },
];

const fleetPartners = [
  {
    name: 'Paua',
    url: 'https://www.paua.com/',
    logo: '/images/partners/paua.svg',
    blurb: 'Fleet drivers charge on one card and one invoice.',
  },
  {
    name: 'Allstar',
    url: 'https://www.allstarcard.co.uk/',
    logo: '/images/partners/allstar.svg',
    blurb: 'Allstar One Electric cards are accepted at every Kestrel hub.',
  },
];

const hosts = [
  {
    name: 'Harrow Inns',
    url: 'https://www.harrowinns.co.uk/',
    sites: 14,
    region: 'Midlands & Welsh Marches',
  },
  {
    name: 'Fenland Farm Shops',
    url: 'https://fenlandfarmshops.co.uk/',
    sites: 6,
    region: 'Cambridgeshire & Lincolnshire',
  },
  {
    name: 'Castlegate Retail Parks',
    url: 'https://www.castlegateparks.co.uk/',
    sites: 9,
    region: 'North of England',
  },
  {
    name: 'Moorfield Leisure',
    url: 'https://moorfieldleisure.co.uk/',
    sites: 4,
    region: 'Yorkshire Dales',
  },
  {
    name: 'The Old Mill Garden Centre',
    url: 'https://www.oldmillgardencentre.co.uk/',
    sites: 1,
    region: 'Shropshire',
  },
];

const card = (p: { name: string; url: string; logo: string; blurb: string; category?: string }): string =>
  `<article class="PartnerCard_card__n8Rw2"><img alt="${p.name}" src="${p.logo}" width="140" height="48"/>${
    p.category ? `<span class="PartnerCard_tag__Ke3c0">${p.category}</span>` : ''
  }<h3>${p.name}</h3><p>${p.blurb}</p><a href="${p.url}" target="_blank" rel="noopener noreferrer">Visit ${p.name}</a></article>`;

export const site: CorpusSite = {
  domain: 'kestrelcharge.co.uk',
  covers:
    'English Next.js EV-charging network on Vercel: partners page rendered from __NEXT_DATA__ with technology cards (hardware, roaming, CPMS), fleet-card partners (channel) and site-host partners of which only three are rendered and two more exist only in the page data (generic); negatives: payment-method logos, App Store and Google Play badges, "trusted by fleets" customers, investor, award, press links, LEVI grant on gov.uk, Ashby careers link, social links.',
  pages: {
    '/': {
      headers,
      html: page(
        'Kestrel Charge | Rapid EV charging on Britain’s A-roads',
        'Reliable 150–400 kW rapid charging hubs every 30 miles along the A-road network. Pay by card, app or fleet card.',
        '/',
        'index-3c8e1f0d2b4a6975',
        `<section class="Hero_hero__aW1fz"><h1>Charge in the time it takes to grab a coffee</h1><p>312 rapid chargers across 58 hubs, 99.2% uptime last quarter. No membership, no subscription — just plug in and tap.</p><a class="Button_primary__kJ2sd" href="/network">Find your nearest hub</a></section><section class="Stats_stats__2Lk9v"><div><strong>58</strong><span>hubs</span></div><div><strong>312</strong><span>chargers</span></div><div><strong>99.2%</strong><span>uptime</span></div><div><strong>100%</strong><span>renewable electricity</span></div></section><section class="Pay_pay__gH4sT"><h2>Pay your way</h2><p>Contactless at every charger, or through the Kestrel app.</p><ul class="Pay_logos__rB0xe"><li><img alt="Visa" src="/images/payments/visa.svg" width="48" height="30"/></li><li><img alt="Mastercard" src="/images/payments/mastercard.svg" width="48" height="30"/></li><li><img alt="American Express" src="/images/payments/amex.svg" width="48" height="30"/></li><li><img alt="Apple Pay" src="/images/payments/apple-pay.svg" width="48" height="30"/></li><li><img alt="Google Pay" src="/images/payments/google-pay.svg" width="48" height="30"/></li></ul></section><section class="Trusted_trusted__Vb7cQ"><h2>Trusted by fleets across the UK</h2><ul><li><img alt="Northway Couriers" src="/images/customers/northway.svg"/></li><li><img alt="Marlow Medical Deliveries" src="/images/customers/marlow-medical.svg"/></li><li><img alt="GreenCab Leeds" src="/images/customers/greencab.svg"/></li></ul><p>Read how <a href="/fleets/northway-couriers">Northway Couriers</a> cut charging stops by 40%.</p></section><section class="Award_award__Ud2mP"><p>Voted “Best Rapid Charging Network 2024” by drivers in the <a href="https://www.zap-map.com/news/zapmap-awards-2024" target="_blank" rel="noopener noreferrer">Zapmap user survey</a>.</p></section>`,
        { hero: { heading: 'Charge in the time it takes to grab a coffee' }, stats: { hubs: 58, chargers: 312 } },
      ),
    },
    '/network': {
      headers,
      html: page(
        'Network map | Kestrel Charge',
        'Live availability for every Kestrel Charge hub.',
        '/network',
        'network-91ad0e3c7f5b2846',
        `<section class="Network_wrap__s0Jq4"><h1>Find a charger</h1><div class="Network_search__c1Qz0"><input type="search" placeholder="Town, postcode or road" aria-label="Search"/></div><div id="network-map" class="mapboxgl-map" style="height:560px"><div class="mapboxgl-canvas-container"><canvas class="mapboxgl-canvas" tabindex="0" aria-label="Map" role="region" width="1200" height="560"></canvas></div></div><ol class="Network_list__Hp6eW"><li><h3>Ludlow — A49 Bromfield Road</h3><p>8 × 300 kW · 6 available</p></li><li><h3>Wisbech — A47 Broad End</h3><p>6 × 150 kW · 5 available</p></li><li><h3>Skipton — A65 Gargrave Road</h3><p>4 × 150 kW · 4 available</p></li></ol></section>`,
        { initialView: { lng: -1.9, lat: 53.1, zoom: 6 }, hubCount: 58 },
        '<link href="/vendor/mapbox-gl-3.3.0/mapbox-gl.css" rel="stylesheet"/>',
      ),
    },
    '/partners': {
      headers,
      html: page(
        'Partners | Kestrel Charge',
        'The hardware, software, fleet and site-host partners behind the Kestrel network.',
        '/partners',
        'partners-0e6c2b9a4d1f7358',
        `<section class="Partners_intro__Tf0x1"><h1>Our partners</h1><p>Building a reliable network takes more than chargers. These are the companies we work with every day.</p></section><section class="Partners_section__mM7pQ"><h2>Technology partners</h2><div class="Partners_grid__E5vRk">${technologyPartners
          .map(card)
          .join(
            '',
          )}</div></section><section class="Partners_section__mM7pQ"><h2>Fleet card partners</h2><p>Businesses can buy Kestrel charging through these fleet card and mobility providers.</p><div class="Partners_grid__E5vRk">${fleetPartners
          .map(card)
          .join(
            '',
          )}</div></section><section class="Partners_section__mM7pQ"><h2>Site host partners</h2><p>Landowners and businesses who host our hubs on their car parks.</p><ul class="HostList_list__y1Vb3">${hosts
          .slice(0, 3)
          .map((h) => `<li><a href="${h.url}" target="_blank" rel="noopener noreferrer">${h.name}</a> — ${h.sites} hubs, ${h.region}</li>`)
          .join(
            '',
          )}</ul><button class="HostList_more__N3d2s" type="button">Show all ${hosts.length} host partners</button><p><a href="/business/host-a-charger">Become a host</a></p></section>`,
        {
          page: {
            title: 'Partners',
            sections: [
              { type: 'partnerGrid', heading: 'Technology partners', partners: technologyPartners },
              { type: 'partnerGrid', heading: 'Fleet card partners', partners: fleetPartners },
              { type: 'hostList', heading: 'Site host partners', initialCount: 3, hosts },
            ],
          },
        },
      ),
    },
    '/business/host-a-charger': {
      headers,
      html: page(
        'Host a charger | Kestrel Charge',
        'Earn revenue from your car park with no upfront cost. We fund, install and operate the chargers.',
        '/business/host-a-charger',
        'business/host-a-charger-7b2f4e1a9c0d6385',
        `<section><h1>Host a Kestrel hub</h1><p>We fund, install, maintain and operate rapid chargers on your land at no cost to you, and share the revenue. Pubs, farm shops, garden centres and retail parks make ideal hosts.</p><h2>How it works</h2><ol><li>Tell us about your site</li><li>We survey it and apply for the grid connection</li><li>Installation in 12–20 weeks</li><li>You earn a share of every kWh</li></ol><p>In rural areas some of our installations are part-funded by local authorities through the <a href="https://www.gov.uk/government/publications/local-electric-vehicle-infrastructure-levi-fund" target="_blank" rel="noopener noreferrer">LEVI Fund</a>.</p><blockquote>“Our customers stay longer and spend more while they charge. It was the easiest decision we made all year.” <cite>— Operations director, Harrow Inns</cite></blockquote><a class="Button_primary__kJ2sd" href="/contact">Register your site</a></section>`,
        { form: { id: 'host-enquiry' } },
      ),
    },
    '/app': {
      headers,
      html: page(
        'The Kestrel app',
        'Find, start and pay for a charge from your phone.',
        '/app',
        'app-2d9e1b7c4a0f6358',
        `<section><h1>The Kestrel app</h1><p>Check live availability, start a session, see your receipts and get cheaper off-peak prices with Kestrel Plus.</p><div class="AppBadges_row__Rr0pE"><a href="https://apps.apple.com/gb/app/kestrel-charge/id6450012384"><img alt="Download on the App Store" src="/images/badges/app-store.svg"/></a><a href="https://play.google.com/store/apps/details?id=uk.co.kestrelcharge.app"><img alt="Get it on Google Play" src="/images/badges/google-play.svg"/></a></div><p>Rated 4.7 on the App Store from 3,200 ratings.</p></section>`,
        { ratings: { ios: 4.7, android: 4.5 } },
      ),
    },
    '/about': {
      headers,
      html: page(
        'About us | Kestrel Charge',
        'Kestrel Charge was founded in 2021 to bring reliable rapid charging to the roads between the motorways.',
        '/about',
        'about-58d1c3f0e2a9b746',
        `<section><h1>About Kestrel Charge</h1><p>Founded in Shrewsbury in 2021, Kestrel builds rapid charging where the big networks don’t: on the A-roads and in the market towns of rural England and Wales.</p><h2>Backed by</h2><p>Kestrel is backed by <a href="https://www.foresightgroup.eu/" target="_blank" rel="noopener noreferrer">Foresight Group</a>’s infrastructure fund, which committed £60m in 2023 to build 150 hubs by 2027.</p><h2>Leadership</h2><ul><li>Hannah Pryor — CEO</li><li>Dev Mistry — CTO</li><li>Owen Jenkins — Director of Network</li></ul><p>Interested in working with us? See <a href="/partners">our partners</a> or <a href="/contact">get in touch</a>.</p></section>`,
        { team: 3 },
      ),
    },
    '/press': {
      headers,
      html: page(
        'Press | Kestrel Charge',
        'News and media resources.',
        '/press',
        'press-c4a9e0b7d1f23658',
        `<section><h1>Press</h1><h2>In the news</h2><ul><li><a href="https://www.bbc.co.uk/news/articles/c0k2v9z8r1lo" target="_blank" rel="noopener noreferrer">BBC News</a> — “The start-up filling the rural charging gap”</li><li><a href="https://www.theguardian.com/environment/2024/mar/02/electric-cars-rural-charging" target="_blank" rel="noopener noreferrer">The Guardian</a> — “Why rural drivers still worry about range”</li><li><a href="https://www.autocar.co.uk/car-news/electric-cars/kestrel-charge-network-review" target="_blank" rel="noopener noreferrer">Autocar</a> — “Kestrel Charge network tested”</li></ul><h2>Media enquiries</h2><p><a href="mailto:press@kestrelcharge.co.uk">press@kestrelcharge.co.uk</a></p></section>`,
        { articles: 3 },
      ),
    },
    '/contact': {
      headers,
      html: page(
        'Contact | Kestrel Charge',
        'Get help with a charge or talk to our business team.',
        '/contact',
        'contact-e1b7a3c9f0d24856',
        `<section><h1>Contact us</h1><p>Problem at a charger? Call our 24/7 line on <a href="tel:+443301332870">0330 133 2870</a> — the number is also on every charger.</p><p>Business and host enquiries: <a href="mailto:partners@kestrelcharge.co.uk">partners@kestrelcharge.co.uk</a></p><p>Kestrel Energy Networks Ltd, Unit 4 Battlefield Enterprise Park, Shrewsbury SY1 3FE</p></section>`,
        { phone: '0330 133 2870' },
      ),
    },
  },
  sitemap: ['/', '/network', '/partners', '/business/host-a-charger', '/app', '/about', '/press', '/contact'],
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'onetrust', 'mapbox-gl-js', 'google-tag-manager', 'open-graph', 'hsts'],
  partners: {
    'kempower.com': 'technology',
    'alpitronic.it': 'technology',
    'hubject.com': 'technology',
    'monta.com': 'technology',
    'paua.com': 'channel',
    'allstarcard.co.uk': 'channel',
    'harrowinns.co.uk': 'generic',
    'fenlandfarmshops.co.uk': 'generic',
    'castlegateparks.co.uk': 'generic',
    'moorfieldleisure.co.uk': 'generic',
    'oldmillgardencentre.co.uk': 'generic',
  },
};
