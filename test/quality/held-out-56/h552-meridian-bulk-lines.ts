import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-powered-by': 'Next.js',
  server: 'Vercel',
  'x-vercel-id': 'fra1::iad1::7h2kq-1712134455123-5a9c0e2f1b3d',
  'x-vercel-cache': 'HIT',
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
};

const head = (title: string, description: string, path: string) => `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Meridian Bulk Lines</title>
<meta name="description" content="${description}">
<meta property="og:site_name" content="Meridian Bulk Lines">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://www.meridianbulklines.com${path}">
<meta property="og:image" content="https://www.meridianbulklines.com/images/og/mbl-supramax-loading.jpg">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:site" content="@MeridianBulk">
<link rel="canonical" href="https://www.meridianbulklines.com${path}">
<link rel="preload" href="/_next/static/media/inter-latin.9b1e7c2a.woff2" as="font" type="font/woff2" crossorigin="anonymous">
<link rel="stylesheet" href="/_next/static/css/4f2a9e1c7b3d8a05.css" data-precedence="next">
<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" type="text/javascript" charset="UTF-8" data-domain-script="0c8f7e3a-2b1d-4e9f-a6c5-7d8e9f0a1b2c"></script>
<script>function OptanonWrapper() {}</script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-K7M3QX9');</script>
<!-- End Google Tag Manager -->
<script src="/_next/static/chunks/webpack-3c1e8f7a2d9b4e60.js" defer></script>
<script src="/_next/static/chunks/framework-8a4d2c1f9e7b3a65.js" defer></script>
<script src="/_next/static/chunks/main-6e9f1a2b3c4d5e7f.js" defer></script>
<script src="/_next/static/chunks/pages/_app-1f2e3d4c5b6a7980.js" defer></script>
</head>`;

const nav = `<body>
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7M3QX9" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<div id="__next">
<header class="Header_root__x1Yq2">
  <a href="/" class="Header_logo__9kPq1"><img src="/images/mbl-logo.svg" alt="Meridian Bulk Lines" width="180" height="40"></a>
  <nav class="Header_nav__3mVb7">
    <a href="/services">Services</a>
    <a href="/fleet">Fleet</a>
    <a href="/agency-network">Agency Network</a>
    <a href="/sustainability">Sustainability</a>
    <a href="/news">News</a>
    <a href="/about">About</a>
    <a href="https://portal.mbl-track.com/login" class="Header_cta__Lq2p0">Customer Portal</a>
  </nav>
</header>
<main>`;

const footer = `</main>
<footer class="Footer_root__p8Rz1">
  <div class="Footer_cols__5tT2k">
    <div>
      <p><strong>Meridian Bulk Lines Pte. Ltd.</strong><br>8 Marina View, #31-02 Asia Square Tower 1, Singapore 018960</p>
      <p>European office: <a href="https://www.meridian-bulk.gr/">Meridian Bulk Hellas, Piraeus</a></p>
    </div>
    <div>
      <a href="/legal/terms">Terms of use</a>
      <a href="/legal/privacy">Privacy notice</a>
      <a href="/legal/bill-of-lading-terms">Bill of lading terms</a>
      <a href="/legal/modern-slavery-statement">Modern slavery statement</a>
      <a href="https://status.meridianbulklines.com/">System status</a>
      <button class="ot-sdk-show-settings" id="ot-sdk-btn">Cookie settings</button>
    </div>
    <div>
      <a href="https://www.linkedin.com/company/meridian-bulk-lines/" aria-label="LinkedIn">LinkedIn</a>
      <a href="https://twitter.com/MeridianBulk" aria-label="X">X</a>
      <a href="https://www.linkedin.com/company/meridian-bulk-lines/jobs/">Careers at sea and ashore</a>
    </div>
  </div>
  <p>© 2024 Meridian Bulk Lines. All rights reserved.</p>
</footer>
</div>`;

const agents = [
  {
    id: 1,
    region: 'Europe',
    port: 'Rotterdam',
    name: 'Van Ommeren Shipping Agencies B.V.',
    role: 'General agent Benelux',
    website: 'https://www.vanommeren-agencies.nl',
    email: 'mbl@vanommeren-agencies.nl',
  },
  {
    id: 2,
    region: 'Europe',
    port: 'Hamburg',
    name: 'Elbe Maritime Agency GmbH',
    role: 'Booking agent Germany & Poland',
    website: 'https://elbe-maritime.de/',
    email: 'chartering@elbe-maritime.de',
  },
  {
    id: 3,
    region: 'Americas',
    port: 'Santos',
    name: 'Agência Marítima Atlântico Sul Ltda.',
    role: 'General agent Brazil',
    website: 'https://www.atlanticosul.com.br/',
    email: 'mbl@atlanticosul.com.br',
  },
  {
    id: 4,
    region: 'Americas',
    port: 'Houston',
    name: 'Gulfstream Ship Agencies LLC',
    role: 'General agent US Gulf',
    website: 'https://gulfstreamagencies.com',
    email: 'ops@gulfstreamagencies.com',
  },
  {
    id: 5,
    region: 'Asia',
    port: 'Qingdao',
    name: 'Qingdao Haiyun Shipping Agency Co., Ltd.',
    role: 'Booking agent North China',
    website: 'http://www.haiyunagency.cn/en',
    email: 'mbl@haiyunagency.cn',
  },
  {
    id: 6,
    region: 'Asia',
    port: 'Mumbai',
    name: 'Konkan Ship Management Pvt. Ltd.',
    role: 'General agent India',
    website: 'https://www.konkanship.in/',
    email: 'mbl@konkanship.in',
  },
  {
    id: 7,
    region: 'Oceania',
    port: 'Newcastle NSW',
    name: 'Hunter Coast Shipping Services Pty Ltd',
    role: 'General agent Australia',
    website: 'https://huntercoastshipping.com.au/',
    email: 'agency@huntercoastshipping.com.au',
  },
];

const nextData = JSON.stringify({
  props: {
    pageProps: {
      page: { slug: 'agency-network', title: 'Agency Network' },
      agents,
      digitalPartners: [
        {
          name: 'BookLane',
          description: 'Instant online bookings and e-B/L for bulk and breakbulk cargo.',
          url: 'https://www.booklane.io/carriers/meridian',
        },
        {
          name: 'PortCall Connect',
          description: 'Real-time port-call and laytime data shared with charterers.',
          url: 'https://portcallconnect.com',
        },
      ],
    },
    __N_SSG: true,
  },
  page: '/agency-network',
  query: {},
  buildId: 'v2Jt8rQk0mN3pX5sL1aYc',
  isFallback: false,
  gsp: true,
  scriptLoader: [],
});

const agentCard = (a: (typeof agents)[number]) => `<li class="AgentCard_root__q2Lm8">
        <h3>${a.name}</h3>
        <p class="AgentCard_meta__h4Ns1">${a.port} · ${a.role}</p>
        <a href="mailto:${a.email}">${a.email}</a>
        <a href="${a.website}" target="_blank" rel="noopener noreferrer">Visit website</a>
      </li>`;

export const site: CorpusSite = {
  domain: 'meridianbulklines.com',
  otherDomains: ['mbl-track.com', 'meridian-bulk.gr'],
  covers:
    'English dry-bulk shipping line on Next.js/Vercel: agency network page whose full agent list (7 general/booking agents) is only in __NEXT_DATA__ while the HTML renders the first four, plus digital booking platform partners; press, investor, customers, status page, portal and Greek office domain as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('Dry bulk shipping, delivered', 'Meridian Bulk Lines operates 46 supramax and ultramax bulk carriers on liner-style services between Asia, Europe and the Americas.', '/')}
${nav}
  <section class="Hero_root__2bXf9">
    <h1>Dry bulk, on schedule.</h1>
    <p>46 owned and chartered supramax and ultramax vessels. Fixed monthly sailings for steel, fertiliser, grain and project cargo.</p>
    <a href="/services">Explore our services</a>
  </section>
  <section class="Trusted_root__k1Pq3">
    <h2>Trusted by leading shippers</h2>
    <ul>
      <li><img src="/images/customers/nordic-steel.svg" alt="Nordic Steel Trading"></li>
      <li><img src="/images/customers/agrovia.svg" alt="Agrovia Grain"></li>
      <li><img src="/images/customers/fertico.svg" alt="Fertico Fertilizers"></li>
    </ul>
    <blockquote>"Meridian's fixed sailings let us plan coil exports to West Africa months ahead." <cite>Head of Logistics, Nordic Steel Trading</cite></blockquote>
  </section>
  <section class="Press_root__m3Ws0">
    <h2>In the news</h2>
    <p>As featured in <a href="https://www.lloydslist.com/LL1148822/Meridian-adds-ultramax-tonnage" target="_blank" rel="noopener">Lloyd's List</a> and <a href="https://www.tradewindsnews.com/bulkers/meridian-bulk-orders-four-ultramaxes" target="_blank" rel="noopener">TradeWinds</a>.</p>
  </section>
  <section class="Invest_root__v0Pk5">
    <p>In 2023 Meridian completed a USD 120m growth financing led by <a href="https://www.nordhavncapital.com/portfolio" target="_blank" rel="noopener">Nordhavn Capital</a>.</p>
  </section>
${footer}
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"page":{"slug":"home"}},"__N_SSG":true},"page":"/","query":{},"buildId":"v2Jt8rQk0mN3pX5sL1aYc","isFallback":false,"gsp":true,"scriptLoader":[]}</script>
</body>
</html>`,
    },
    '/agency-network': {
      headers,
      html: `${head('Agency Network', 'Our appointed general and booking agents in 30 ports worldwide.', '/agency-network')}
${nav}
  <section class="PageIntro_root__a9Zx2">
    <h1>Agency network</h1>
    <p>Our appointed general and booking agents sell Meridian services, issue bills of lading and look after our vessels in port. Contact the agent for your region for quotes and bookings.</p>
  </section>
  <section class="Agents_root__c5Hn4">
    <div class="Agents_filters__8uJd3"><button>All regions</button><button>Europe</button><button>Americas</button><button>Asia</button><button>Oceania</button></div>
    <ul class="Agents_list__w7Kc6">
      ${agents.slice(0, 4).map(agentCard).join('\n      ')}
    </ul>
    <button class="Agents_more__t2Vb9">Show all 7 agents</button>
  </section>
  <section class="Digital_root__f6Gh1">
    <h2>Digital booking partners</h2>
    <p>Book Meridian sailings online through our technology partners:</p>
    <ul>
      <li><a href="https://www.booklane.io/carriers/meridian" target="_blank" rel="noopener">BookLane</a> – instant online bookings and e-B/L</li>
      <li><a href="https://portcallconnect.com" target="_blank" rel="noopener">PortCall Connect</a> – real-time port-call and laytime data</li>
    </ul>
  </section>
${footer}
<script id="__NEXT_DATA__" type="application/json">${nextData}</script>
</body>
</html>`,
    },
    '/fleet': {
      headers,
      html: `${head('Fleet', 'Supramax and ultramax bulk carriers operated by Meridian Bulk Lines.', '/fleet')}
${nav}
  <h1>Our fleet</h1>
  <table>
    <thead><tr><th>Vessel</th><th>Type</th><th>DWT</th><th>Built</th><th>Flag</th></tr></thead>
    <tbody>
      <tr><td>MBL Aurora</td><td>Ultramax</td><td>63,500</td><td>2021</td><td>Singapore</td></tr>
      <tr><td>MBL Borealis</td><td>Ultramax</td><td>63,300</td><td>2020</td><td>Marshall Islands</td></tr>
      <tr><td>MBL Cassiopeia</td><td>Supramax</td><td>57,000</td><td>2015</td><td>Singapore</td></tr>
    </tbody>
  </table>
  <p>All vessels are classed with <a href="https://www.dnv.com/maritime/" target="_blank" rel="noopener">DNV</a> or <a href="https://www.classnk.or.jp/" target="_blank" rel="noopener">ClassNK</a>. Track any vessel in the <a href="https://portal.mbl-track.com/vessels">customer portal</a>.</p>
${footer}
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"page":{"slug":"fleet"}},"__N_SSG":true},"page":"/fleet","query":{},"buildId":"v2Jt8rQk0mN3pX5sL1aYc","isFallback":false,"gsp":true,"scriptLoader":[]}</script>
</body>
</html>`,
    },
    '/about': {
      headers,
      html: `${head('About us', 'Meridian Bulk Lines: a Singapore-based dry bulk operator founded in 2009.', '/about')}
${nav}
  <h1>About Meridian</h1>
  <p>Founded in Singapore in 2009, Meridian Bulk Lines combines the flexibility of tramp shipping with the reliability of a liner schedule. We employ 1,100 seafarers and 140 shore staff in Singapore, Piraeus and Houston.</p>
  <p>We are proud to sponsor the <a href="https://www.seafarerswelfare-sg.org/events/regatta" target="_blank" rel="noopener">Singapore Seafarers' Welfare Regatta</a> every year.</p>
  <p>Winner of the 2023 <a href="https://www.seatradeawards.com/winners-2023" target="_blank" rel="noopener">Seatrade Award</a> for Dry Bulk Operator of the Year.</p>
${footer}
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"page":{"slug":"about"}},"__N_SSG":true},"page":"/about","query":{},"buildId":"v2Jt8rQk0mN3pX5sL1aYc","isFallback":false,"gsp":true,"scriptLoader":[]}</script>
</body>
</html>`,
    },
  },
  sitemap: ['/', '/agency-network', '/fleet', '/about'],
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'hsts', 'onetrust', 'google-tag-manager', 'open-graph'],
  partners: {
    'vanommeren-agencies.nl': 'channel',
    'elbe-maritime.de': 'channel',
    'atlanticosul.com.br': 'channel',
    'gulfstreamagencies.com': 'channel',
    'haiyunagency.cn': 'channel',
    'konkanship.in': 'channel',
    'huntercoastshipping.com.au': 'channel',
    'booklane.io': 'technology',
    'portcallconnect.com': 'technology',
  },
};
