import type { CorpusSite } from '../corpus/types.js';

const HUB = '4412385';

const HEADERS = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8e2b3c4d5e6f7a81-LHR',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': HUB,
  'x-powered-by': 'HubSpot',
  'x-hs-cache-config': 'BrowserCache-5s-EdgeCache-0s',
  'x-hs-content-id': '98123456789',
};

function page(title: string, description: string, path: string, content: string, extraHead = ''): string {
  return `<!doctype html><html lang="en"><head>
    <meta charset="utf-8">
    <title>${title}</title>
    <link rel="shortcut icon" href="https://www.tidaltrace.io/hubfs/tidaltrace-favicon.png">
    <meta name="description" content="${description}">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta property="og:description" content="${description}">
    <meta property="og:title" content="${title}">
    <meta property="og:image" content="https://www.tidaltrace.io/hubfs/social/tidaltrace-og.jpg">
    <meta property="og:url" content="https://www.tidaltrace.io${path}">
    <meta property="og:type" content="website">
    <meta name="twitter:card" content="summary_large_image">
    <meta name="twitter:site" content="@tidaltrace">
    <link rel="canonical" href="https://www.tidaltrace.io${path}">
    <link rel="stylesheet" href="https://www.tidaltrace.io/hs-fs/hub/${HUB}/hub_generated/template_assets/1/112233445566/1731000000000/template_main.min.css">
    <link rel="stylesheet" href="https://www.tidaltrace.io/hs-fs/hub/${HUB}/hub_generated/module_assets/1/998877665544/1731000000000/module_partner-directory.min.css">
    <meta name="generator" content="HubSpot">
${extraHead}
  </head>
  <body>
    <div class="body-wrapper hs-content-id-98123456789 hs-site-page page">
      <div data-global-resource-path="tidaltrace-theme/templates/partials/header.html"><header class="header">
        <a href="/" class="header__logo"><img src="https://www.tidaltrace.io/hubfs/brand/tidaltrace-logo.svg" alt="Tidal Trace" width="150" height="36"></a>
        <nav class="header__menu" aria-label="Main menu">
          <ul class="menu__wrapper no-list">
            <li class="menu__item"><a class="menu__link" href="/product">Product</a></li>
            <li class="menu__item"><a class="menu__link" href="/for-race-committees">For race committees</a></li>
            <li class="menu__item"><a class="menu__link" href="/customers">Customers</a></li>
            <li class="menu__item"><a class="menu__link" href="/partners">Partners</a></li>
            <li class="menu__item"><a class="menu__link" href="https://docs.tidaltrace.io/">Docs</a></li>
            <li class="menu__item"><a class="menu__link" href="/about">About</a></li>
          </ul>
        </nav>
        <a class="button button--secondary" href="https://app.tidaltrace.io/login">Log in</a>
        <a class="button" href="https://www.tidaltrace.com/shop">Buy trackers</a>
      </header></div>
      <main id="main-content" class="body-container-wrapper">
${content}
      </main>
      <div data-global-resource-path="tidaltrace-theme/templates/partials/footer.html"><footer class="footer">
        <div class="footer__columns">
          <div><h3>Product</h3><ul class="no-list"><li><a href="/product">Trackers</a></li><li><a href="/pricing">Pricing</a></li><li><a href="https://docs.tidaltrace.io/api">API</a></li><li><a href="https://status.tidaltrace.io/">Status</a></li></ul></div>
          <div><h3>Company</h3><ul class="no-list"><li><a href="/about">About</a></li><li><a href="https://jobs.ashbyhq.com/tidaltrace">Careers</a></li><li><a href="/partners">Partners</a></li><li><a href="/partners/become-a-partner">Become a partner</a></li><li><a href="/blog">Blog</a></li></ul></div>
          <div><h3>Follow</h3><ul class="no-list"><li><a href="https://www.linkedin.com/company/tidaltrace">LinkedIn</a></li><li><a href="https://www.instagram.com/tidaltrace/">Instagram</a></li><li><a href="https://www.youtube.com/@tidaltrace">YouTube</a></li></ul></div>
        </div>
        <p class="footer__legal">© 2024 Tidal Trace Ltd, Ocean Village, Southampton SO14 3TJ. Registered in England &amp; Wales no. 12876543. <a href="/legal/privacy">Privacy</a> · <a href="/legal/terms">Terms</a> · <a href="/legal/cookies">Cookies</a></p>
      </footer></div>
    </div>
    <script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
    <script>hsjQuery = window['jQuery'];</script>
    <script src="https://static.hsappstatic.net/content-cwv-embed/static-1.1293/embed.js"></script>
    <script src="https://www.tidaltrace.io/hs-fs/hub/${HUB}/hub_generated/template_assets/1/112233445577/1731000000000/template_main.min.js"></script>
    <!-- Start of HubSpot Analytics Code -->
    <script type="text/javascript">var _hsq = _hsq || [];_hsq.push(["setContentType", "standard-page"]);</script>
    <script type="text/javascript" id="hs-analytics" src="https://js.hs-analytics.net/analytics/1731412800000/${HUB}.js"></script>
    <!-- End of HubSpot Analytics Code -->
    <!-- Start of HubSpot Embed Code -->
    <script type="text/javascript" id="hs-script-loader" async defer src="https://js-eu1.hs-scripts.com/${HUB}.js"></script>
    <!-- End of HubSpot Embed Code -->
  </body></html>`;
}

const home = page(
  'Tidal Trace | GPS race tracking for sailing clubs and regattas',
  'Rugged GPS trackers and live race tracking for dinghy and yacht racing. Used by 400+ sailing clubs in 22 countries.',
  '/',
  `        <div class="dnd-section hero"><h1>Every boat. Every shift. Live.</h1><p>Clip-on GPS trackers, live race viewer and automatic results for dinghy and yacht racing.</p><a class="button" href="/demo">Book a demo</a></div>
        <div class="dnd-section logos"><h2>Trusted by 400+ clubs</h2><ul class="logo-row no-list"><li><img src="https://www.tidaltrace.io/hubfs/customers/hamble-river-sc.png" alt="Hamble River Sailing Club"></li><li><img src="https://www.tidaltrace.io/hubfs/customers/lough-erne-yc.png" alt="Lough Erne Yacht Club"></li><li><img src="https://www.tidaltrace.io/hubfs/customers/kiel-regatta.png" alt="Kieler Segelverein"></li><li><img src="https://www.tidaltrace.io/hubfs/customers/sydney-amateurs.png" alt="Sydney Amateur Sailing Club"></li></ul></div>
        <div class="dnd-section awards"><h2>Award-winning hardware</h2><p>Winner, DAME Design Award 2023 (Electronics) · Finalist, British Marine Innovation Award 2024</p></div>
        <div class="dnd-section press"><h2>As featured in</h2><ul class="no-list"><li><a href="https://www.sailingtoday-mag.co.uk/gear/tidal-trace-review"><img src="https://www.tidaltrace.io/hubfs/press/sailing-today.png" alt="Sailing Today"></a></li><li><a href="https://www.dinghyworld.com/news/live-tracking-comes-to-club-racing"><img src="https://www.tidaltrace.io/hubfs/press/dinghy-world.png" alt="Dinghy World"></a></li></ul></div>
        <div class="dnd-section testimonial"><blockquote>"Our race officers get results out before the boats are back on the trolleys." <cite>— Fiona Grant, Commodore, Hamble River SC</cite></blockquote></div>`,
);

interface Partner {
  name: string;
  type: 'Integration' | 'Distributor' | 'Reseller';
  region: string;
  blurb: string;
  site?: string;
  profile?: string;
}

const page1: Partner[] = [
  {
    name: 'SailRank',
    type: 'Integration',
    region: 'Global',
    blurb: 'Regatta scoring software. Tidal Trace finishes flow straight into SailRank results.',
    site: 'https://www.sailrank.com/integrations/tidal-trace',
  },
  {
    name: 'Marinetrack Cloud',
    type: 'Integration',
    region: 'Global',
    blurb: 'Fleet and AIS data platform. Overlay Tidal Trace race tracks on live AIS.',
    site: 'https://marinetrack.cloud/',
  },
  {
    name: 'Nordic Marine Electronics AB',
    type: 'Distributor',
    region: 'Sweden, Norway, Denmark, Finland',
    blurb: 'Exclusive Nordic distributor with stock in Gothenburg.',
    profile: '/partners/nordic-marine-electronics',
  },
  {
    name: 'Océan Électronique SARL',
    type: 'Distributor',
    region: 'France, Belgium',
    blurb: 'Distributeur officiel pour la France et la Belgique.',
    site: 'https://www.ocean-electronique.fr/',
  },
  {
    name: 'Pacific Sail Supply Pty Ltd',
    type: 'Distributor',
    region: 'Australia, New Zealand',
    blurb: 'Distributor for Australia and New Zealand, including club rental fleets.',
    site: 'https://pacificsailsupply.com.au/',
  },
  {
    name: 'Harbour Chandlery',
    type: 'Reseller',
    region: 'United Kingdom',
    blurb: 'Authorised reseller with demo units in Lymington and Cowes.',
    site: 'https://www.harbourchandlery.co.uk/',
  },
];

const page2: Partner[] = [
  {
    name: 'Windgauge',
    type: 'Integration',
    region: 'Global',
    blurb: 'Wind sensor network. Show live wind next to your race tracks.',
    site: 'https://windgauge.app/',
  },
  {
    name: 'OpenCharts',
    type: 'Integration',
    region: 'Global',
    blurb: 'Community nautical charts used as a base layer in the race viewer.',
  },
  {
    name: 'Kaiyo Marine Co., Ltd.',
    type: 'Distributor',
    region: 'Japan',
    blurb: '日本国内の正規代理店。',
    site: 'https://www.kaiyomarine.co.jp/',
  },
  {
    name: 'Sound & Sail',
    type: 'Reseller',
    region: 'USA (New England)',
    blurb: 'Authorised reseller and installer for clubs on Long Island Sound.',
    site: 'https://soundandsail.com/',
  },
  {
    name: 'Bluewater Outfitters',
    type: 'Reseller',
    region: 'USA (Florida)',
    blurb: 'Authorised reseller in St. Petersburg, FL.',
    site: 'https://www.bluewateroutfitters.com/',
  },
];

function directory(list: Partner[], pageNo: number): string {
  const cards = list
    .map(
      (p) => `            <div class="partner-card" data-type="${p.type.toLowerCase()}">
              <span class="partner-card__type">${p.type} partner</span>
              <h3 class="partner-card__name">${p.name}</h3>
              <p class="partner-card__region">${p.region}</p>
              <p>${p.blurb}</p>
              ${p.site ? `<a class="partner-card__link" href="${p.site}" target="_blank" rel="noopener">Visit website</a>` : ''}
              ${p.profile ? `<a class="partner-card__link" href="${p.profile}">View profile</a>` : ''}
            </div>`,
    )
    .join('\n');
  const pager =
    pageNo === 1
      ? '<nav class="pagination"><span class="pagination__current">1</span><a href="/partners/page/2">2</a><a href="/partners/page/2" rel="next">Next &rsaquo;</a></nav>'
      : '<nav class="pagination"><a href="/partners" rel="prev">&lsaquo; Previous</a><a href="/partners">1</a><span class="pagination__current">2</span></nav>';
  return `        <div class="dnd-section"><h1>Partner directory</h1><p>Find an integration for your race office, or a distributor or reseller near you. Every partner listed here is certified by Tidal Trace.</p>
          <div class="partner-filter" role="tablist"><button role="tab" aria-selected="true">All</button><button role="tab">Integration partners</button><button role="tab">Distributors</button><button role="tab">Resellers</button></div>
          <div class="partner-grid">
${cards}
          </div>
          ${pager}
          <p class="partner-cta">Sell or integrate with Tidal Trace? <a href="/partners/become-a-partner">Become a partner</a></p>
        </div>`;
}

const jsonLd = `    <script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name: 'Tidal Trace partner directory',
  itemListElement: page1.map((p, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    item: { '@type': 'Organization', name: p.name, ...(p.site ? { url: p.site } : {}), description: p.blurb },
  })),
})}</script>`;

const partners1 = page(
  'Partner directory | Tidal Trace',
  'Integration partners, distributors and authorised resellers of Tidal Trace race tracking.',
  '/partners',
  directory(page1, 1),
  jsonLd,
);

const partners2 = page(
  'Partner directory – page 2 | Tidal Trace',
  'Integration partners, distributors and authorised resellers of Tidal Trace race tracking.',
  '/partners/page/2',
  directory(page2, 2),
);

const nordic = page(
  'Nordic Marine Electronics AB | Tidal Trace partner',
  'Nordic Marine Electronics AB is the exclusive Tidal Trace distributor for the Nordic countries.',
  '/partners/nordic-marine-electronics',
  `        <div class="dnd-section partner-profile">
          <a href="/partners">&larr; All partners</a>
          <span class="partner-card__type">Distributor partner</span>
          <h1>Nordic Marine Electronics AB</h1>
          <p>Exclusive distributor for Sweden, Norway, Denmark and Finland since 2022. Stock, warranty handling and club rental fleets from their warehouse in Gothenburg.</p>
          <ul class="no-list partner-profile__facts"><li><strong>Region:</strong> Nordics</li><li><strong>Languages:</strong> Swedish, Norwegian, English</li><li><strong>Website:</strong> <a href="https://www.nordicmarine.se/" target="_blank" rel="noopener">nordicmarine.se</a></li><li><strong>Contact:</strong> <a href="mailto:tidaltrace@nordicmarine.se">tidaltrace@nordicmarine.se</a></li></ul>
        </div>`,
);

const about = page(
  'About us | Tidal Trace',
  'Tidal Trace was founded in Southampton in 2019 by dinghy sailors and embedded engineers.',
  '/about',
  `        <div class="dnd-section"><h1>About Tidal Trace</h1><p>We started Tidal Trace in 2019 after one too many protest hearings decided by memory. Today our trackers have logged more than 2 million race miles.</p></div>
        <div class="dnd-section investors"><h2>Backed by</h2><p>Tidal Trace is backed by <a href="https://www.harboursideventures.com/">Harbourside Ventures</a> and the <a href="https://solentangels.co.uk/">Solent Angels</a> network, with an Innovate UK Smart grant supporting our LoRa research.</p></div>
        <div class="dnd-section careers"><h2>Join the crew</h2><p>We're hiring embedded and full-stack engineers. <a href="https://jobs.ashbyhq.com/tidaltrace">See open roles</a></p></div>
        <div class="dnd-section"><h2>Our other sites</h2><p>Buy trackers and spares from our online store at <a href="https://www.tidaltrace.com/">tidaltrace.com</a>. Read the <a href="https://docs.tidaltrace.io/">developer docs</a> or check <a href="https://status.tidaltrace.io/">service status</a>.</p></div>`,
);

export const site: CorpusSite = {
  domain: 'tidaltrace.io',
  otherDomains: ['tidaltrace.com'],
  covers:
    'English HubSpot CMS IoT tracker maker: paginated partner directory with typed cards (integration / distributor / reseller), one distributor website only on its profile page, one integration without link, page 1 repeated as JSON-LD ItemList; customer logos, testimonial, awards, press, investors, Ashby careers, docs/status/app subdomains and the .com shop as negatives',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/partners': { headers: HEADERS, html: partners1 },
    '/partners/page/2': { headers: HEADERS, html: partners2 },
    '/partners/nordic-marine-electronics': { headers: HEADERS, html: nordic },
    '/about': { headers: HEADERS, html: about },
  },
  sitemap: ['/', '/product', '/pricing', '/customers', '/partners', '/partners/nordic-marine-electronics', '/about', '/blog'],
  technologies: ['cloudflare', 'hubspot', 'hubspot-analytics', 'hubspot-cms-hub', 'jquery', 'open-graph'],
  partners: {
    'sailrank.com': 'technology',
    'marinetrack.cloud': 'technology',
    'windgauge.app': 'technology',
    'nordicmarine.se': 'channel',
    'ocean-electronique.fr': 'channel',
    'pacificsailsupply.com.au': 'channel',
    'kaiyomarine.co.jp': 'channel',
    'harbourchandlery.co.uk': 'channel',
    'soundandsail.com': 'channel',
    'bluewateroutfitters.com': 'channel',
  },
};
