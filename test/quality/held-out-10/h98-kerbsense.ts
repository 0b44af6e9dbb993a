import type { CorpusSite } from '../corpus/types.js';

/** Nuxt 3 payload: devalue's flat array form, with ShallowReactive/Reactive wrappers. */
type Wrapped = { wrap: string; value: unknown };
const wrapped = (wrap: string, value: unknown): Wrapped => ({ wrap, value });
function devalue(root: unknown): string {
  const values: string[] = [];
  const seen = new Map<unknown, number>();
  const flatten = (v: unknown): number => {
    if (v === undefined) return -1;
    const known = seen.get(v);
    if (known !== undefined) return known;
    const index = values.length;
    values.push('');
    seen.set(v, index);
    if (Array.isArray(v)) values[index] = `[${v.map(flatten).join(',')}]`;
    else if (v && typeof v === 'object' && 'wrap' in v && 'value' in v)
      values[index] = `[${JSON.stringify((v as Wrapped).wrap)},${flatten((v as Wrapped).value)}]`;
    else if (v && typeof v === 'object')
      values[index] = `{${Object.entries(v)
        .map(([k, x]) => `${JSON.stringify(k)}:${flatten(x)}`)
        .join(',')}}`;
    else values[index] = JSON.stringify(v);
    return index;
  };
  flatten(root);
  return `[${values.join(',')}]`;
}

const nuxtPayload = (path: string, data: Record<string, unknown>) =>
  `<script type="application/json" data-nuxt-data="nuxt-app" data-ssr="true" id="__NUXT_DATA__">${devalue(
    wrapped('ShallowReactive', {
      data: wrapped('ShallowReactive', data),
      state: {},
      once: wrapped('Set', []),
      _errors: wrapped('ShallowReactive', {}),
      serverRendered: true,
      path,
      pinia: { ui: { cookieBannerDismissed: false, mobileNavOpen: false }, enquiry: { product: null } },
    }),
  )}</script><script>window.__NUXT__={};window.__NUXT__.config={public:{gtm:{id:"GTM-W8K2L7Q",enabled:true},storyblok:{version:"published"}},app:{baseURL:"/",buildId:"5d0c2a7e-91b3-4f6a-8e2d-7c1b0a9f3e64",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script>`;

const head = (
  title: string,
  description: string,
  path: string,
) => `<!DOCTYPE html><html lang="en-GB" data-capo=""><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="preconnect" href="https://a.storyblok.com">
<script src="https://www.googletagmanager.com/gtm.js?id=GTM-W8K2L7Q" async></script>
<script id="cookieyes" type="text/javascript" src="https://cdn-cookieyes.com/client_data/5f2e9c1a7b3d4e60a8c1b2d3/script.js"></script>
<link rel="stylesheet" href="/_nuxt/entry.C4xQ1mZ8.css" crossorigin>
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/DkR2p9Wq.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/BmT6v0Ya.js">
<link rel="prefetch" as="script" crossorigin href="/_nuxt/CeX3n8Ls.js">
<meta name="description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://www.kerbsense.co.uk${path}">
<meta property="og:image" content="https://a.storyblok.com/f/218744/1200x630/4e1c2b9a7d/kerbsense-og.png">
<link rel="canonical" href="https://www.kerbsense.co.uk${path}">
<link rel="icon" type="image/png" href="/favicon-32.png">
<script type="module" src="/_nuxt/DkR2p9Wq.js" crossorigin></script></head>`;

const nav = `<header class="site-header" data-v-3e7a1c52><div class="container" data-v-3e7a1c52><a href="/" class="logo router-link-active" data-v-3e7a1c52><img src="/kerbsense-logo.svg" alt="Kerbsense" width="164" height="36" data-v-3e7a1c52></a><nav class="main-nav" aria-label="Main" data-v-3e7a1c52><a href="/anpr-cameras" data-v-3e7a1c52>ANPR cameras</a><a href="/parking-management" data-v-3e7a1c52>Parking management</a><a href="/sectors" data-v-3e7a1c52>Sectors</a><a href="/case-studies" data-v-3e7a1c52>Case studies</a><a href="/partners" data-v-3e7a1c52>Partners</a><a href="/about" data-v-3e7a1c52>About</a></nav><a href="/contact" class="btn btn-primary" data-v-3e7a1c52>Book a site survey</a></div></header>`;

const footer = `<footer class="site-footer" data-v-9b12f4d0><div class="container footer-grid" data-v-9b12f4d0><div data-v-9b12f4d0><img src="/kerbsense-logo-white.svg" alt="Kerbsense" width="140" height="31" data-v-9b12f4d0><p data-v-9b12f4d0>Kerbsense Ltd, 3 Whitehall Quay, Leeds LS1 4HR<br>Registered in England &amp; Wales No. 11492037</p></div><div data-v-9b12f4d0><h4 data-v-9b12f4d0>Solutions</h4><ul data-v-9b12f4d0><li data-v-9b12f4d0><a href="/anpr-cameras" data-v-9b12f4d0>ANPR cameras</a></li><li data-v-9b12f4d0><a href="/parking-management" data-v-9b12f4d0>Parking management</a></li><li data-v-9b12f4d0><a href="/partners/installers" data-v-9b12f4d0>Find an installer</a></li></ul></div><div data-v-9b12f4d0><h4 data-v-9b12f4d0>Company</h4><ul data-v-9b12f4d0><li data-v-9b12f4d0><a href="/about" data-v-9b12f4d0>About</a></li><li data-v-9b12f4d0><a href="https://apply.workable.com/kerbsense/" data-v-9b12f4d0>Careers</a></li><li data-v-9b12f4d0><a href="/news" data-v-9b12f4d0>News</a></li><li data-v-9b12f4d0><a href="/privacy" data-v-9b12f4d0>Privacy</a></li></ul></div><div data-v-9b12f4d0><h4 data-v-9b12f4d0>Accreditations</h4><p data-v-9b12f4d0><a href="https://www.britishparking.co.uk/" rel="noopener" target="_blank" data-v-9b12f4d0>British Parking Association</a> Approved Operator &middot; <a href="https://www.theipc.info/" rel="noopener" target="_blank" data-v-9b12f4d0>IPC</a> member &middot; DVLA KADOE contract holder</p><p class="social" data-v-9b12f4d0><a href="https://www.linkedin.com/company/kerbsense" aria-label="LinkedIn" data-v-9b12f4d0>LinkedIn</a> <a href="https://www.youtube.com/@kerbsense" aria-label="YouTube" data-v-9b12f4d0>YouTube</a></p></div></div><p class="copyright" data-v-9b12f4d0>&copy; 2025 Kerbsense Ltd</p></footer>`;

const page = (title: string, description: string, path: string, main: string, data: Record<string, unknown>) =>
  `${head(title, description, path)}<body><div id="__nuxt"><div class="layout-default" data-v-a41c0e6b>${nav}<main data-v-a41c0e6b>${main}</main>${footer}</div></div><div id="teleports"></div>${nuxtPayload(path, data)}</body></html>`;

const story = (slug: string, name: string, extra: Record<string, unknown> = {}) => ({
  name,
  slug,
  full_slug: slug,
  lang: 'default',
  content: { component: 'page', ...extra },
});

const home = page(
  'Kerbsense | ANPR car park management for the UK',
  'ANPR cameras and cloud parking management for retail parks, hospitals and hotels. BPA Approved Operator. Free site survey.',
  '/',
  `<section class="hero" data-v-51f0ad2e><div class="container" data-v-51f0ad2e><h1 data-v-51f0ad2e>Car parks that manage themselves</h1><p data-v-51f0ad2e>Kerbsense ANPR cameras read every plate, match it to permits, pay-by-phone sessions and visitor passes, and flag overstays &ndash; with fair, BPA-compliant enforcement.</p><a href="/contact" class="btn btn-primary" data-v-51f0ad2e>Book a free site survey</a></div><img src="https://a.storyblok.com/f/218744/2400x1200/9c0e1d2a3b/retail-park-camera.jpg/m/1600x0/filters:format(webp)" alt="Kerbsense ANPR camera on a retail park entrance" width="1600" height="800" data-v-51f0ad2e></section><section class="logos" data-v-7cc2b8a1><p data-v-7cc2b8a1>Managing 1,400 car parks for</p><ul data-v-7cc2b8a1><li data-v-7cc2b8a1><img src="https://a.storyblok.com/f/218744/200x80/1a2b3c4d5e/leeds-teaching-hospitals.svg" alt="Leeds Teaching Hospitals NHS Trust" data-v-7cc2b8a1></li><li data-v-7cc2b8a1><img src="https://a.storyblok.com/f/218744/200x80/2b3c4d5e6f/crown-retail-parks.svg" alt="Crown Retail Parks" data-v-7cc2b8a1></li><li data-v-7cc2b8a1><img src="https://a.storyblok.com/f/218744/200x80/3c4d5e6f7a/moorland-hotels.svg" alt="Moorland Hotels" data-v-7cc2b8a1></li></ul></section><section class="integrations-teaser" data-v-2d6e9f13><div class="container" data-v-2d6e9f13><h2 data-v-2d6e9f13>Works with the apps drivers already use</h2><p data-v-2d6e9f13>Sessions paid in leading pay-by-phone apps are matched to plates in real time. <a href="/partners" data-v-2d6e9f13>See technology partners</a>.</p></div></section>`,
  { 'story-home': story('home', 'Home', { hero_title: 'Car parks that manage themselves' }) },
);

type Installer = { _uid: string; name: string; region: string; town: string; phone: string; website: string | null; accredited: string[] };

const installers: Installer[] = [
  {
    _uid: 'i-01',
    name: 'Apex Parking Solutions',
    region: 'North West',
    town: 'Warrington',
    phone: '01925 555 014',
    website: 'https://www.apexparking.co.uk',
    accredited: ['NSI Gold'],
  },
  {
    _uid: 'i-02',
    name: 'Citywide Signs & Barriers',
    region: 'London',
    town: 'Croydon',
    phone: '020 8555 0172',
    website: 'https://citywidebarriers.com/',
    accredited: ['SSAIB'],
  },
  {
    _uid: 'i-03',
    name: 'Northgate Security Systems',
    region: 'Yorkshire & North East',
    town: 'Wakefield',
    phone: '01924 555 088',
    website: 'https://northgatesecurity.co.uk',
    accredited: ['NSI Gold'],
  },
  {
    _uid: 'i-04',
    name: 'Thistle Access Control',
    region: 'Scotland',
    town: 'Livingston',
    phone: '01506 555 031',
    website: 'https://www.thistleaccess.scot/',
    accredited: ['SSAIB'],
  },
  {
    _uid: 'i-05',
    name: 'Severnside Car Park Services',
    region: 'South West & Wales',
    town: 'Newport',
    phone: '01633 555 064',
    website: 'https://severnside-cps.co.uk/anpr',
    accredited: [],
  },
  {
    _uid: 'i-06',
    name: 'Midshires Technical',
    region: 'Midlands',
    town: 'Derby',
    phone: '01332 555 097',
    website: 'https://www.midshirestech.co.uk',
    accredited: ['NSI Silver'],
  },
  {
    _uid: 'i-07',
    name: 'Anglia Parking Systems',
    region: 'East of England',
    town: 'Norwich',
    phone: '01603 555 045',
    website: 'https://angliaparking.co.uk',
    accredited: ['SSAIB'],
  },
  {
    _uid: 'i-08',
    name: 'Causeway ANPR',
    region: 'Northern Ireland',
    town: 'Lisburn',
    phone: '028 9255 0133',
    website: 'https://www.causewayanpr.com',
    accredited: [],
  },
  {
    _uid: 'i-09',
    name: 'Solent Traffic Technology',
    region: 'South East',
    town: 'Southampton',
    phone: '023 8055 0121',
    website: null,
    accredited: ['NSI Silver'],
  },
];

const installerCard = (i: Installer) =>
  `<article class="installer-card" data-v-0f8e3b27><h3 data-v-0f8e3b27>${i.name.replace('&', '&amp;')}</h3><p class="region" data-v-0f8e3b27>${i.region} &middot; ${i.town}</p><p data-v-0f8e3b27><a href="tel:${i.phone.replace(/ /g, '')}" data-v-0f8e3b27>${i.phone}</a></p>${i.accredited.length ? `<p class="badges" data-v-0f8e3b27>${i.accredited.join(', ')}</p>` : '<!---->'}${i.website ? `<a href="${i.website}" class="btn btn-link" target="_blank" rel="noopener" data-v-0f8e3b27>Website</a>` : '<!---->'}</article>`;

const installersPage = page(
  'Find an approved Kerbsense installer',
  'Kerbsense cameras are installed and maintained by approved installation partners across the UK.',
  '/partners/installers',
  `<section class="page-hero" data-v-6b2f91d4><div class="container" data-v-6b2f91d4><nav class="breadcrumbs" data-v-6b2f91d4><a href="/partners" data-v-6b2f91d4>Partners</a> / Installers</nav><h1 data-v-6b2f91d4>Approved installation partners</h1><p data-v-6b2f91d4>Our approved installers survey your site, fit cameras and signage, and provide first-line maintenance under our 4-hour response SLA.</p></div></section><section class="container" data-v-6b2f91d4><div class="filters" data-v-6b2f91d4><label data-v-6b2f91d4>Region <select data-v-6b2f91d4><option value="" selected data-v-6b2f91d4>All regions</option><option data-v-6b2f91d4>Scotland</option><option data-v-6b2f91d4>North West</option><option data-v-6b2f91d4>Yorkshire &amp; North East</option><option data-v-6b2f91d4>Midlands</option><option data-v-6b2f91d4>East of England</option><option data-v-6b2f91d4>London</option><option data-v-6b2f91d4>South East</option><option data-v-6b2f91d4>South West &amp; Wales</option><option data-v-6b2f91d4>Northern Ireland</option></select></label></div><div class="installer-grid" data-v-6b2f91d4>${installers
    .slice(0, 6)
    .map(installerCard)
    .join(
      '',
    )}</div><button type="button" class="btn btn-outline load-more" data-v-6b2f91d4>Show 3 more installers</button><p class="cta" data-v-6b2f91d4>Installer looking to join? <a href="/contact?topic=installer" data-v-6b2f91d4>Apply to become an approved installer</a>.</p></section>`,
  { 'story-partners/installers': story('installers', 'Installers', { title: 'Approved installation partners', installers }) },
);

const techPartners = [
  { name: 'RingGo', url: 'https://myringgo.co.uk/business', text: 'Pay-by-phone sessions matched to plates in under two seconds.' },
  { name: 'PayByPhone', url: 'https://www.paybyphone.co.uk/', text: 'Real-time session validation for PayByPhone locations.' },
  { name: 'JustPark', url: 'https://www.justpark.com/business/', text: 'Pre-booked spaces and season tickets sync automatically.' },
  { name: 'Parkopedia', url: 'https://www.parkopedia.com/', text: 'Live occupancy published to in-car navigation.' },
  { name: 'Flowbird', url: 'https://www.flowbird.group/en-gb/', text: 'Pay-and-display terminal data merged with ANPR visits.' },
  { name: 'Axis Communications', url: 'https://www.axis.com/en-gb/partner', text: 'Certified ACAP application for Axis ANPR cameras.' },
];

const partnersPage = page(
  'Partners | Kerbsense',
  'Technology partners and approved installers that make Kerbsense work on thousands of UK car parks.',
  '/partners',
  `<section class="page-hero" data-v-6b2f91d4><div class="container" data-v-6b2f91d4><h1 data-v-6b2f91d4>Partners</h1><p data-v-6b2f91d4>Kerbsense integrates with the UK&rsquo;s parking apps and payment terminals, and is installed by a network of approved installers.</p></div></section><section class="container" data-v-c73a0e55><h2 data-v-c73a0e55>Technology partners</h2><dl class="partner-list" data-v-c73a0e55>${techPartners
    .map(
      (t) =>
        `<div class="partner-row" data-v-c73a0e55><dt data-v-c73a0e55><a href="${t.url}" target="_blank" rel="noopener" data-v-c73a0e55>${t.name}</a></dt><dd data-v-c73a0e55>${t.text}</dd></div>`,
    )
    .join(
      '',
    )}</dl><h2 data-v-c73a0e55>Installation partners</h2><p data-v-c73a0e55>Nine approved installers cover the whole of the UK. <a href="/partners/installers" data-v-c73a0e55>Find an installer near you</a>.</p><h2 data-v-c73a0e55>Data &amp; compliance</h2><p data-v-c73a0e55>Keeper details are requested from the DVLA under our KADOE contract. Appeals go to POPLA or the IAS, depending on your operator&rsquo;s trade association.</p></section>`,
  { 'story-partners': story('partners', 'Partners', { technology_partners: techPartners }) },
);

const caseStudies = page(
  'Case studies | Kerbsense',
  'How hospitals, retail parks and hotels use Kerbsense ANPR.',
  '/case-studies',
  `<section class="container" data-v-2a9d7c10><h1 data-v-2a9d7c10>Case studies</h1><div class="case-grid" data-v-2a9d7c10><article data-v-2a9d7c10><img src="https://a.storyblok.com/f/218744/800x500/5e6f7a8b9c/ltht-car-park.jpg" alt="Hospital multi-storey car park" data-v-2a9d7c10><h2 data-v-2a9d7c10>Leeds Teaching Hospitals: free staff parking without the queues</h2><p data-v-2a9d7c10>4,200 staff permits managed from one dashboard; installed by Northgate Security Systems.</p></article><article data-v-2a9d7c10><img src="https://a.storyblok.com/f/218744/800x500/6f7a8b9c0d/crown-retail.jpg" alt="Retail park" data-v-2a9d7c10><h2 data-v-2a9d7c10>Crown Retail Parks: 31% fewer overstays</h2><p data-v-2a9d7c10>&ldquo;Shoppers get three hours free and the spaces actually turn over.&rdquo; &ndash; <a href="https://www.crownretailparks.co.uk/" target="_blank" rel="noopener" data-v-2a9d7c10>Crown Retail Parks</a></p></article><article data-v-2a9d7c10><h2 data-v-2a9d7c10>Moorland Hotels: guests register plates at check-in</h2><p data-v-2a9d7c10>Integrated with the hotels&rsquo; Opera PMS via a custom webhook.</p></article></div></section>`,
  { 'story-case-studies': story('case-studies', 'Case studies') },
);

const about = page(
  'About Kerbsense',
  'Kerbsense was founded in Leeds in 2018 to make private parking fair for drivers and simple for landowners.',
  '/about',
  `<section class="container prose" data-v-4e0b6a38><h1 data-v-4e0b6a38>About us</h1><p data-v-4e0b6a38>Kerbsense was founded in Leeds in 2018 by former local-authority parking managers. We now employ 85 people and manage 1,400 sites across the UK.</p><h2 data-v-4e0b6a38>Investors</h2><p data-v-4e0b6a38>Backed by <a href="https://www.mercia.co.uk/" target="_blank" rel="noopener" data-v-4e0b6a38>Mercia Ventures</a> through the <a href="https://www.british-business-bank.co.uk/northern-powerhouse-investment-fund" target="_blank" rel="noopener" data-v-4e0b6a38>Northern Powerhouse Investment Fund</a>.</p><h2 data-v-4e0b6a38>Awards</h2><ul data-v-4e0b6a38><li data-v-4e0b6a38>Winner, Car Park Technology of the Year &ndash; <a href="https://www.parkingawards.co.uk/" target="_blank" rel="noopener" data-v-4e0b6a38>British Parking Awards 2024</a></li><li data-v-4e0b6a38>Yorkshire Tech Scale-up of the Year 2023</li></ul><h2 data-v-4e0b6a38>Memberships</h2><p data-v-4e0b6a38>Approved Operator of the <a href="https://www.britishparking.co.uk/" target="_blank" rel="noopener" data-v-4e0b6a38>British Parking Association</a>; member of <a href="https://www.thinkparking.co.uk/" target="_blank" rel="noopener" data-v-4e0b6a38>Think Parking</a> and the Parking Data &amp; Technology Association.</p></section>`,
  { 'story-about': story('about', 'About') },
);

export const site: CorpusSite = {
  domain: 'kerbsense.co.uk',
  covers:
    'UK ANPR parking operator on Nuxt 3 with Storyblok (Netlify), www redirect: technology partners as a definition list, approved installers as cards where three (one without website) exist only in the devalue-serialised __NUXT_DATA__ behind a "Show more" button; traps are BPA/IPC/DVLA/POPLA, customer case studies, investors, awards, memberships and a Workable careers link.',
  pages: {
    '/': { status: 301, redirect: 'https://www.kerbsense.co.uk/' },
    'https://www.kerbsense.co.uk/': {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        server: 'Netlify',
        'x-nf-request-id': '01JNHX7Q2M8K4R6T0V3W5Y9Z1B',
        'cache-status': '"Netlify Edge"; hit',
        'strict-transport-security': 'max-age=31536000',
        age: '812',
      },
      html: home,
    },
    'https://www.kerbsense.co.uk/partners': { html: partnersPage },
    'https://www.kerbsense.co.uk/partners/installers': { html: installersPage },
    'https://www.kerbsense.co.uk/case-studies': { html: caseStudies },
    'https://www.kerbsense.co.uk/about': { html: about },
  },
  sitemap: [
    'https://www.kerbsense.co.uk/',
    'https://www.kerbsense.co.uk/partners',
    'https://www.kerbsense.co.uk/partners/installers',
    'https://www.kerbsense.co.uk/case-studies',
    'https://www.kerbsense.co.uk/about',
  ],
  technologies: ['nuxt-js', 'vue-js', 'pinia', 'storyblok', 'netlify', 'hsts', 'google-tag-manager', 'cookieyes', 'workable', 'open-graph'],
  partners: {
    'myringgo.co.uk': 'technology',
    'paybyphone.co.uk': 'technology',
    'justpark.com': 'technology',
    'parkopedia.com': 'technology',
    'flowbird.group': 'technology',
    'axis.com': 'technology',
    'apexparking.co.uk': 'channel',
    'citywidebarriers.com': 'channel',
    'northgatesecurity.co.uk': 'channel',
    'thistleaccess.scot': 'channel',
    'severnside-cps.co.uk': 'channel',
    'midshirestech.co.uk': 'channel',
    'angliaparking.co.uk': 'channel',
    'causewayanpr.com': 'channel',
  },
};
