import type { CorpusSite } from '../corpus/types.js';

const c = '_ngcontent-ng-c2391840574';
const h = '_nghost-ng-c2391840574';

const head = (title: string, description: string, path: string) => `<!DOCTYPE html><html lang="en-US" data-critters-container><head>
  <meta charset="utf-8">
  <title>${title}</title>
  <base href="/">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" type="image/x-icon" href="favicon.ico">
  <link rel="preconnect" href="https://cdn.cookielaw.org">
  <script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" type="text/javascript" charset="UTF-8" data-domain-script="0190a8e2-4c1b-7d3f-9e6a-52b1c0d8f4a7"></script>
  <script type="text/javascript">function OptanonWrapper() { }</script>
  <script src="https://assets.adobedtm.com/4f1c2a9e0b3d/7e6d5c4b3a21/launch-9a8b7c6d5e4f.min.js" async></script>
  <style>:root{--rg-orange:#ff6a13;--rg-ink:#111827}body{margin:0;font-family:Inter,system-ui,sans-serif;color:var(--rg-ink)}</style><link rel="stylesheet" href="styles-5INURTSO.css" media="print" onload="this.media='all'"><noscript><link rel="stylesheet" href="styles-5INURTSO.css"></noscript>
  <meta name="description" content="${description}">
  <meta property="og:title" content="${title}">
  <meta property="og:description" content="${description}">
  <meta property="og:url" content="https://ruggedyne.com${path}">
  <link rel="canonical" href="https://ruggedyne.com${path}">
</head>`;

const nav = `<rg-header ${c} _nghost-ng-c1187465021><header _ngcontent-ng-c1187465021 class="rg-header"><a _ngcontent-ng-c1187465021 routerlink="/" class="rg-logo" href="/"><img _ngcontent-ng-c1187465021 src="assets/img/ruggedyne-logo.svg" alt="Ruggedyne" width="170" height="34"></a><nav _ngcontent-ng-c1187465021 class="rg-nav"><a _ngcontent-ng-c1187465021 routerlink="/products/mobile-computers" href="/products/mobile-computers">Mobile computers</a><a _ngcontent-ng-c1187465021 routerlink="/products/scanners" href="/products/scanners">Scanners</a><a _ngcontent-ng-c1187465021 routerlink="/industries" href="/industries">Industries</a><a _ngcontent-ng-c1187465021 routerlink="/partners" href="/partners">Partners</a><a _ngcontent-ng-c1187465021 routerlink="/support" href="/support">Support</a><!----></nav><a _ngcontent-ng-c1187465021 routerlink="/partners/where-to-buy" class="rg-btn rg-btn--primary" href="/partners/where-to-buy">Where to buy</a></header></rg-header>`;

const footer = `<rg-footer ${c} _nghost-ng-c3320981145><footer _ngcontent-ng-c3320981145 class="rg-footer"><div _ngcontent-ng-c3320981145 class="rg-footer__cols"><div _ngcontent-ng-c3320981145><h4 _ngcontent-ng-c3320981145>Ruggedyne, Inc.</h4><p _ngcontent-ng-c3320981145>1420 5th Avenue, Suite 2200<br _ngcontent-ng-c3320981145>Seattle, WA 98101</p></div><div _ngcontent-ng-c3320981145><h4 _ngcontent-ng-c3320981145>Partners</h4><a _ngcontent-ng-c3320981145 href="/partners">PartnerFirst program</a><a _ngcontent-ng-c3320981145 href="/partners/where-to-buy">Where to buy</a><a _ngcontent-ng-c3320981145 href="/partners/isv-alliance">ISV Alliance</a><a _ngcontent-ng-c3320981145 href="https://partnerfirst.ruggedyne.com/">Partner portal</a></div><div _ngcontent-ng-c3320981145><h4 _ngcontent-ng-c3320981145>Company</h4><a _ngcontent-ng-c3320981145 href="/about">About</a><a _ngcontent-ng-c3320981145 href="/newsroom">Newsroom</a><a _ngcontent-ng-c3320981145 href="https://ruggedyne.wd5.myworkdayjobs.com/Careers">Careers</a><a _ngcontent-ng-c3320981145 href="/legal/privacy">Privacy</a></div><div _ngcontent-ng-c3320981145><h4 _ngcontent-ng-c3320981145>Follow</h4><a _ngcontent-ng-c3320981145 href="https://www.linkedin.com/company/ruggedyne">LinkedIn</a><a _ngcontent-ng-c3320981145 href="https://www.youtube.com/@ruggedyne">YouTube</a></div></div><p _ngcontent-ng-c3320981145 class="rg-footer__legal">&copy; 2025 Ruggedyne, Inc. Android is a trademark of Google LLC.</p></footer></rg-footer>`;

const scripts = `<script src="polyfills-FFHMD2TL.js" type="module"></script><script src="main-7QXK2H4R.js" type="module"></script><script type="text/javascript" src="https://munchkin.marketo.net/munchkin.js" async></script><script type="text/javascript">(function(){var didInit=false;function initMunchkin(){if(didInit===false){didInit=true;Munchkin.init('418-QWE-902');}}setTimeout(initMunchkin,1500);})();</script>`;

const page = (title: string, description: string, path: string, body: string, state: Record<string, unknown>) =>
  `${head(title, description, path)}
<body><!--nghm--><script type="text/javascript" id="ng-event-dispatch-contract">(()=>{function p(t,n,r,o,e,i,f,m){return{eventType:t,event:n,targetElement:r,eic:o,timeStamp:e,eia:i,eirp:f,eiack:m}}})();</script>
<app-root ng-version="17.3.8" ${h} ngh="2" ng-server-context="ssr">${nav}<main ${c} class="rg-main"><router-outlet ${c}></router-outlet>${body}</main>${footer}</app-root>
${scripts}
<script id="ng-state" type="application/json">${JSON.stringify({ __nghData__: [{ t: { 4: 't0' }, c: { 4: [] } }, { c: { 0: [] } }, { t: { 2: 't1' }, c: { 2: [{ i: 't1', r: 1 }] } }], ...state })}</script></body></html>`;

const home = page(
  'Ruggedyne | Rugged mobile computers and barcode scanners',
  'Android mobile computers, wearable scanners and industrial barcode readers built for warehouses, yards and cold stores.',
  '/',
  `<rg-home _nghost-ng-c4417823096><section _ngcontent-ng-c4417823096 class="rg-hero"><h1 _ngcontent-ng-c4417823096>Built for minus 30. Built for the dock door.</h1><p _ngcontent-ng-c4417823096>The Ruggedyne RT80 mobile computer survives 2.4&nbsp;m drops onto concrete, scans from 20&nbsp;m away and runs a full shift in a freezer.</p><a _ngcontent-ng-c4417823096 class="rg-btn rg-btn--primary" href="/products/mobile-computers/rt80">Meet the RT80</a></section><section _ngcontent-ng-c4417823096 class="rg-proof"><p _ngcontent-ng-c4417823096>Deployed by 2,300 warehouses and fleets, including</p><ul _ngcontent-ng-c4417823096><li _ngcontent-ng-c4417823096><img _ngcontent-ng-c4417823096 src="assets/img/customers/cascade-grocers.svg" alt="Cascade Grocers"></li><li _ngcontent-ng-c4417823096><img _ngcontent-ng-c4417823096 src="assets/img/customers/northline-freight.svg" alt="Northline Freight"></li><li _ngcontent-ng-c4417823096><img _ngcontent-ng-c4417823096 src="assets/img/customers/pinnacle-3pl.svg" alt="Pinnacle 3PL"></li></ul></section><section _ngcontent-ng-c4417823096 class="rg-badges"><a _ngcontent-ng-c4417823096 href="https://www.android.com/enterprise/recommended/" target="_blank" rel="noopener"><img _ngcontent-ng-c4417823096 src="assets/img/badges/android-enterprise-recommended.svg" alt="Android Enterprise Recommended"></a><span _ngcontent-ng-c4417823096>IP68 &middot; MIL-STD-810H &middot; FCC &amp; ISED certified</span></section><section _ngcontent-ng-c4417823096 class="rg-news"><h2 _ngcontent-ng-c4417823096>Newsroom</h2><a _ngcontent-ng-c4417823096 href="/newsroom/summit-ridge-investment">Ruggedyne receives growth investment from Summit Ridge Capital</a></section></rg-home>`,
  {},
);

const programme = page(
  'PartnerFirst program | Ruggedyne',
  'Resell, integrate and support Ruggedyne devices. Learn about our distributor, reseller and ISV partner tiers.',
  '/partners',
  `<rg-partners _nghost-ng-c0917734462><section _ngcontent-ng-c0917734462 class="rg-page-hero"><h1 _ngcontent-ng-c0917734462>PartnerFirst</h1><p _ngcontent-ng-c0917734462>Ruggedyne sells 100% through the channel. PartnerFirst gives resellers deal registration, demo pools and MDF; ISVs get devices, SDKs and co-selling.</p></section><section _ngcontent-ng-c0917734462 class="rg-tiers"><div _ngcontent-ng-c0917734462 class="rg-tier"><h3 _ngcontent-ng-c0917734462>Elite reseller</h3><p _ngcontent-ng-c0917734462>$2M+ annual sales, certified engineers, 24/7 depot repair.</p></div><div _ngcontent-ng-c0917734462 class="rg-tier"><h3 _ngcontent-ng-c0917734462>Premier reseller</h3><p _ngcontent-ng-c0917734462>$250k+ annual sales and one certified engineer.</p></div><div _ngcontent-ng-c0917734462 class="rg-tier"><h3 _ngcontent-ng-c0917734462>Registered reseller</h3><p _ngcontent-ng-c0917734462>Buy through any authorized distributor.</p></div><div _ngcontent-ng-c0917734462 class="rg-tier"><h3 _ngcontent-ng-c0917734462>ISV Alliance</h3><p _ngcontent-ng-c0917734462>Software vendors whose apps are validated on Ruggedyne devices.</p></div></section><section _ngcontent-ng-c0917734462 class="rg-links"><a _ngcontent-ng-c0917734462 class="rg-btn" href="/partners/where-to-buy">Find a distributor or reseller</a><a _ngcontent-ng-c0917734462 class="rg-btn" href="/partners/isv-alliance">Browse ISV Alliance partners</a><a _ngcontent-ng-c0917734462 class="rg-btn rg-btn--ghost" href="https://partnerfirst.ruggedyne.com/apply">Apply to PartnerFirst</a></section></rg-partners>`,
  {},
);

type Distributor = {
  id: number;
  name: string;
  type: 'Distributor' | 'Elite reseller' | 'National reseller';
  countries: string[];
  url: string;
  phone: string;
};

const distributors: Record<string, Distributor[]> = {
  'north-america': [
    {
      id: 101,
      name: 'ScanSource',
      type: 'Distributor',
      countries: ['US', 'CA'],
      url: 'https://www.scansource.com/',
      phone: '+1 800 555 0111',
    },
    {
      id: 102,
      name: 'BlueStar',
      type: 'Distributor',
      countries: ['US', 'CA', 'MX'],
      url: 'https://www.bluestarinc.com/',
      phone: '+1 800 555 0142',
    },
    {
      id: 103,
      name: 'Peak Technologies',
      type: 'Elite reseller',
      countries: ['US'],
      url: 'https://www.peaktech.com/',
      phone: '+1 800 555 0175',
    },
    {
      id: 104,
      name: 'CDW',
      type: 'National reseller',
      countries: ['US', 'CA'],
      url: 'https://www.cdw.com/content/cdw/en/brand/ruggedyne.html',
      phone: '+1 800 555 0196',
    },
  ],
  emea: [
    {
      id: 201,
      name: 'Nordscan Distribution AB',
      type: 'Distributor',
      countries: ['SE', 'NO', 'DK', 'FI'],
      url: 'https://www.nordscan.se/en/',
      phone: '+46 8 555 012 40',
    },
    {
      id: 202,
      name: 'Codeline Systems Ltd',
      type: 'Elite reseller',
      countries: ['GB', 'IE'],
      url: 'https://codeline.co.uk',
      phone: '+44 1908 555 019',
    },
    {
      id: 203,
      name: 'Sysmatic Iberia',
      type: 'Distributor',
      countries: ['ES', 'PT'],
      url: 'https://www.sysmatic.es/',
      phone: '+34 91 555 0127',
    },
  ],
  apac: [
    {
      id: 301,
      name: 'Scanlink Pacific Pty Ltd',
      type: 'Distributor',
      countries: ['AU', 'NZ'],
      url: 'https://scanlink.com.au/',
      phone: '+61 2 5550 1933',
    },
    {
      id: 302,
      name: 'Orient Barcode Solutions',
      type: 'Distributor',
      countries: ['SG', 'MY', 'TH'],
      url: 'https://www.orientbarcode.com.sg',
      phone: '+65 6555 0180',
    },
  ],
  latam: [
    {
      id: 401,
      name: 'Soluciones Rugged SA de CV',
      type: 'Distributor',
      countries: ['MX', 'CO', 'CL'],
      url: 'https://solucionesrugged.com.mx/',
      phone: '+52 55 5550 1122',
    },
  ],
};

const row = (d: Distributor) =>
  `<tr _ngcontent-ng-c2210938457><td _ngcontent-ng-c2210938457>${d.name}</td><td _ngcontent-ng-c2210938457>${d.type}</td><td _ngcontent-ng-c2210938457>${d.countries.join(', ')}</td><td _ngcontent-ng-c2210938457>${d.phone}</td><td _ngcontent-ng-c2210938457><a _ngcontent-ng-c2210938457 target="_blank" rel="noopener" href="${d.url}">Website</a></td></tr><!---->`;

const whereToBuy = page(
  'Where to buy | Ruggedyne',
  'Authorized Ruggedyne distributors and resellers in North America, EMEA, Asia Pacific and Latin America.',
  '/partners/where-to-buy',
  `<rg-where-to-buy _nghost-ng-c2210938457><section _ngcontent-ng-c2210938457 class="rg-page-hero"><h1 _ngcontent-ng-c2210938457>Where to buy</h1><p _ngcontent-ng-c2210938457>Ruggedyne products are sold through authorized distributors and resellers. Select your region.</p></section><section _ngcontent-ng-c2210938457 class="rg-locator"><div _ngcontent-ng-c2210938457 role="tablist" class="rg-region-tabs"><button _ngcontent-ng-c2210938457 role="tab" aria-selected="true" class="rg-tab rg-tab--active">North America</button><button _ngcontent-ng-c2210938457 role="tab" aria-selected="false" class="rg-tab">Europe, Middle East &amp; Africa</button><button _ngcontent-ng-c2210938457 role="tab" aria-selected="false" class="rg-tab">Asia Pacific</button><button _ngcontent-ng-c2210938457 role="tab" aria-selected="false" class="rg-tab">Latin America</button><!----></div><table _ngcontent-ng-c2210938457 class="rg-table"><thead _ngcontent-ng-c2210938457><tr _ngcontent-ng-c2210938457><th _ngcontent-ng-c2210938457>Company</th><th _ngcontent-ng-c2210938457>Type</th><th _ngcontent-ng-c2210938457>Countries</th><th _ngcontent-ng-c2210938457>Phone</th><th _ngcontent-ng-c2210938457></th></tr></thead><tbody _ngcontent-ng-c2210938457>${(distributors['north-america'] ?? []).map(row).join('')}</tbody></table><p _ngcontent-ng-c2210938457 class="rg-note">Not listed? Any registered PartnerFirst reseller can quote through these distributors. <a _ngcontent-ng-c2210938457 href="/contact-sales">Contact sales</a> for a referral.</p></section></rg-where-to-buy>`,
  {
    '2847195033': {
      b: { regions: Object.keys(distributors), partners: distributors, updated: '2025-02-27' },
      h: {},
      s: 200,
      st: 'OK',
      u: 'https://ruggedyne.com/api/partners/where-to-buy?locale=en-US',
      rt: 'json',
    },
  },
);

const isvs = [
  { name: 'Manhattan Associates', app: 'Manhattan Active WM', url: 'https://www.manh.com/', visible: false },
  { name: 'Blue Yonder', app: 'Blue Yonder WMS', url: 'https://blueyonder.com/solutions/warehouse-management', visible: false },
  { name: 'SOTI', app: 'SOTI MobiControl', url: 'https://soti.net/industries/logistics/', visible: true },
  { name: '42Gears', app: 'SureMDM', url: 'https://www.42gears.com/products/suremdm/', visible: false },
  { name: 'Ivanti', app: 'Ivanti Velocity', url: 'https://www.ivanti.com/products/velocity', visible: true },
];

const isvJsonLd = JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name: 'Ruggedyne ISV Alliance partners',
  itemListElement: isvs.map((p, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    item: { '@type': 'Organization', name: p.name, url: p.url },
  })),
});

const isvPage = page(
  'ISV Alliance | Ruggedyne',
  'Software validated on Ruggedyne mobile computers: warehouse management, device management and terminal emulation.',
  '/partners/isv-alliance',
  `<rg-isv _nghost-ng-c5502814376><section _ngcontent-ng-c5502814376 class="rg-page-hero"><h1 _ngcontent-ng-c5502814376>ISV Alliance</h1><p _ngcontent-ng-c5502814376>These software partners validate every release on Ruggedyne devices, so your rollout works on day one.</p></section><section _ngcontent-ng-c5502814376 class="rg-isv-grid">${isvs
    .map(
      (p) =>
        `<article _ngcontent-ng-c5502814376 class="rg-isv-card"><img _ngcontent-ng-c5502814376 src="assets/img/isv/${p.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg" alt="${p.name} logo"><h3 _ngcontent-ng-c5502814376>${p.name}</h3><p _ngcontent-ng-c5502814376>${p.app} &ndash; Ruggedyne Validated</p>${p.visible ? `<a _ngcontent-ng-c5502814376 href="${p.url}" target="_blank" rel="noopener">Learn more</a>` : `<button _ngcontent-ng-c5502814376 type="button" class="rg-link">Learn more</button>`}<!----></article>`,
    )
    .join('')}</section></rg-isv><script type="application/ld+json">${isvJsonLd}</script>`,
  {},
);

const newsroom = page(
  'Ruggedyne receives growth investment from Summit Ridge Capital | Ruggedyne',
  'Seattle rugged-device maker Ruggedyne announces a growth investment from Summit Ridge Capital.',
  '/newsroom/summit-ridge-investment',
  `<rg-article _nghost-ng-c6690123847><article _ngcontent-ng-c6690123847 class="rg-article"><p _ngcontent-ng-c6690123847 class="rg-date">February 4, 2025</p><h1 _ngcontent-ng-c6690123847>Ruggedyne receives growth investment from Summit Ridge Capital</h1><p _ngcontent-ng-c6690123847>SEATTLE &ndash; Ruggedyne, Inc. today announced a majority growth investment from <a _ngcontent-ng-c6690123847 href="https://www.summitridgecap.com/" target="_blank" rel="noopener">Summit Ridge Capital</a>. Financial terms were not disclosed. <a _ngcontent-ng-c6690123847 href="https://www.kirkland.com/" target="_blank" rel="noopener">Kirkland &amp; Ellis</a> acted as legal counsel to Summit Ridge; <a _ngcontent-ng-c6690123847 href="https://www.harriswilliams.com/" target="_blank" rel="noopener">Harris Williams</a> advised Ruggedyne.</p><p _ngcontent-ng-c6690123847>&ldquo;Our distributors have grown 40% a year for three years,&rdquo; said CEO Marcus Oyelaran.</p><p _ngcontent-ng-c6690123847>Media contact: <a _ngcontent-ng-c6690123847 href="mailto:press@ruggedyne.com">press@ruggedyne.com</a></p></article></rg-article>`,
  {},
);

export const site: CorpusSite = {
  domain: 'ruggedyne.com',
  covers:
    'US rugged-handheld maker on Angular 17 SSR behind CloudFront (Express): a where-to-buy table rendering only the North America tab while EMEA, APAC and LATAM distributors sit in the ng-state TransferState cache, ISV Alliance cards where only two of five link out and the rest are named with URLs in a JSON-LD ItemList; traps are customer logos, the Android Enterprise Recommended badge, an investor, deal advisers and law firm in a press release, Workday careers and a partner-portal subdomain.',
  pages: {
    '/': {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'x-powered-by': 'Express',
        via: '1.1 4c2e9a1b7d3f0e5a6b8c.cloudfront.net (CloudFront)',
        'x-amz-cf-pop': 'SEA19-C2',
        'x-amz-cf-id': 'Qm1xT3v9pLk2aZ0rN8cY4wE6bJ5hD7sF1gU3iO9kP2mR0tV==',
        'x-cache': 'Miss from cloudfront',
        etag: 'W/"1b2f4-8c0d1e2f3a4b5c6d7e8f9a0b1c2d"',
        'set-cookie': 'OptanonAlertBoxClosed=; Max-Age=0; Path=/',
      },
      html: home,
    },
    '/partners': { html: programme },
    '/partners/where-to-buy': { html: whereToBuy },
    '/partners/isv-alliance': { html: isvPage },
    '/newsroom/summit-ridge-investment': { html: newsroom },
  },
  catchAll: true,
  technologies: [
    'angular',
    'typescript',
    'express',
    'node-js',
    'amazon-cloudfront',
    'amazon-web-services',
    'onetrust',
    'marketo',
    'open-graph',
  ],
  partners: {
    'scansource.com': 'channel',
    'bluestarinc.com': 'channel',
    'peaktech.com': 'channel',
    'cdw.com': 'channel',
    'nordscan.se': 'channel',
    'codeline.co.uk': 'channel',
    'sysmatic.es': 'channel',
    'scanlink.com.au': 'channel',
    'orientbarcode.com.sg': 'channel',
    'solucionesrugged.com.mx': 'channel',
    'manh.com': 'technology',
    'blueyonder.com': 'technology',
    'soti.net': 'technology',
    '42gears.com': 'technology',
    'ivanti.com': 'technology',
  },
};
