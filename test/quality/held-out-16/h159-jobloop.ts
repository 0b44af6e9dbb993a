import type { CorpusSite } from '../corpus/types.js';

/** Astro's island prop encoding: every value becomes [type, value], arrays are type 1, everything else type 0 */
const ser = (v: unknown): unknown => {
  if (Array.isArray(v)) return [1, v.map(ser)];
  if (v !== null && typeof v === 'object') return [0, Object.fromEntries(Object.entries(v).map(([k, x]) => [k, ser(x)]))];
  return [0, v];
};
const islandProps = (props: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.entries(props).map(([k, x]) => [k, ser(x)])))
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Netlify',
  'x-nf-request-id': '01HV3K2M8Q4R7T9W1Y5Z6A8B0C',
  'cache-control': 'public,max-age=0,must-revalidate',
  age: '1825',
  'strict-transport-security': 'max-age=31536000',
};

const head = (title: string, description: string, path: string, css: string) =>
  `<!DOCTYPE html><html lang="en-NZ" data-astro-cid-sckkx6r4><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><meta name="generator" content="Astro v4.5.9"><title>${title}</title><meta name="description" content="${description}"><link rel="canonical" href="https://jobloop.co.nz${path}"><meta property="og:title" content="${title}"><meta property="og:description" content="${description}"><meta property="og:image" content="https://jobloop.co.nz/og/jobloop.png"><meta property="og:locale" content="en_NZ"><link rel="alternate" hreflang="en-AU" href="https://jobloop.com.au${path}"><script defer data-domain="jobloop.co.nz" src="https://plausible.io/js/plausible.js"></script><link rel="stylesheet" href="/_astro/Layout.C7nQ2wXe.css"><link rel="stylesheet" href="/_astro/${css}"><style>astro-island,astro-slot,astro-static-slot{display:contents}</style><script>(()=>{var l=(n,t)=>{let i=async()=>{await(await n())()},e=typeof t.value=="object"?t.value:void 0,s={rootMargin:e==null?void 0:e.rootMargin};let r=new IntersectionObserver(o=>{for(let c of o)if(c.isIntersecting){r.disconnect(),i();break}},s);for(let o of t.el.children)r.observe(o)};(self.Astro||(self.Astro={})).visible=l;window.dispatchEvent(new Event("astro:visible"));})();;(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).only=e;window.dispatchEvent(new Event("astro:only"));})();</script></head>`;

const header = `<header class="site-header" data-astro-cid-3ef6ksr2><a href="/" class="logo" data-astro-cid-3ef6ksr2><img src="/_astro/jobloop-logo.Df81kZ2q.svg" alt="JobLoop" width="132" height="32" data-astro-cid-3ef6ksr2></a><nav data-astro-cid-3ef6ksr2><ul data-astro-cid-3ef6ksr2><li data-astro-cid-3ef6ksr2><a href="/features" data-astro-cid-3ef6ksr2>Features</a></li><li data-astro-cid-3ef6ksr2><a href="/pricing" data-astro-cid-3ef6ksr2>Pricing</a></li><li data-astro-cid-3ef6ksr2><a href="/integrations" data-astro-cid-3ef6ksr2>Integrations</a></li><li data-astro-cid-3ef6ksr2><a href="/customers" data-astro-cid-3ef6ksr2>Customers</a></li><li data-astro-cid-3ef6ksr2><a href="/blog" data-astro-cid-3ef6ksr2>Blog</a></li></ul></nav><a class="btn" href="https://app.jobloop.co.nz/signup" data-astro-cid-3ef6ksr2>Start free trial</a></header>`;

const footer = `<footer class="site-footer" data-astro-cid-sz7xmlte><div class="cols" data-astro-cid-sz7xmlte><div data-astro-cid-sz7xmlte><p data-astro-cid-sz7xmlte><strong data-astro-cid-sz7xmlte>JobLoop Ltd</strong><br data-astro-cid-sz7xmlte>Level 2, 18 Vivian Street, Te Aro, Wellington 6011<br data-astro-cid-sz7xmlte>NZBN 9429049871234</p><p data-astro-cid-sz7xmlte><a href="https://apps.apple.com/nz/app/jobloop/id1543901221" data-astro-cid-sz7xmlte><img src="/_astro/app-store.B2x9dLq1.svg" alt="Download on the App Store" width="120" height="40" data-astro-cid-sz7xmlte></a> <a href="https://play.google.com/store/apps/details?id=nz.co.jobloop" data-astro-cid-sz7xmlte><img src="/_astro/google-play.Cq7vR3ms.svg" alt="Get it on Google Play" width="135" height="40" data-astro-cid-sz7xmlte></a></p></div><ul data-astro-cid-sz7xmlte><li data-astro-cid-sz7xmlte><a href="/about" data-astro-cid-sz7xmlte>About</a></li><li data-astro-cid-sz7xmlte><a href="/advisors" data-astro-cid-sz7xmlte>Find an advisor</a></li><li data-astro-cid-sz7xmlte><a href="https://www.seek.co.nz/JobLoop-jobs/at-this-company" data-astro-cid-sz7xmlte>Careers</a></li><li data-astro-cid-sz7xmlte><a href="https://help.jobloop.co.nz" data-astro-cid-sz7xmlte>Help centre</a></li><li data-astro-cid-sz7xmlte><a href="https://status.jobloop.co.nz" data-astro-cid-sz7xmlte>Status</a></li></ul><ul data-astro-cid-sz7xmlte><li data-astro-cid-sz7xmlte><a href="https://www.facebook.com/jobloopnz" rel="me" data-astro-cid-sz7xmlte>Facebook</a></li><li data-astro-cid-sz7xmlte><a href="https://www.linkedin.com/company/jobloop-nz" rel="me" data-astro-cid-sz7xmlte>LinkedIn</a></li><li data-astro-cid-sz7xmlte><a href="https://www.youtube.com/@jobloopnz" rel="me" data-astro-cid-sz7xmlte>YouTube</a></li></ul></div><p class="fine" data-astro-cid-sz7xmlte>© 2024 JobLoop Ltd. Made in Pōneke. · <a href="/privacy" data-astro-cid-sz7xmlte>Privacy</a> · <a href="/terms" data-astro-cid-sz7xmlte>Terms</a> · <a href="https://jobloop.com.au" data-astro-cid-sz7xmlte>Australia</a></p></footer>`;

const page = (title: string, description: string, path: string, css: string, main: string) =>
  `${head(title, description, path, css)}<body data-astro-cid-sckkx6r4>${header}<main data-astro-cid-sckkx6r4>${main}</main>${footer}</body></html>`;

const integrations = [
  {
    name: 'Xero',
    category: 'Accounting',
    blurb: 'Invoices, payments and tracking categories sync both ways.',
    href: 'https://apps.xero.com/nz/app/jobloop',
    tier: 'Xero App Partner',
  },
  {
    name: 'MYOB Business',
    category: 'Accounting',
    blurb: 'Send invoices and time to MYOB.',
    href: 'https://www.myob.com/nz/addons/jobloop',
    tier: null,
  },
  {
    name: 'QuickBooks Online',
    category: 'Accounting',
    blurb: 'Push invoices and customers to QuickBooks.',
    href: 'https://quickbooks.intuit.com/nz/apps/jobloop/',
    tier: null,
  },
  {
    name: 'Stripe',
    category: 'Payments',
    blurb: 'Card payments on every invoice, paid out next day.',
    href: 'https://stripe.com/nz',
    tier: null,
  },
  {
    name: 'Windcave',
    category: 'Payments',
    blurb: 'Take EFTPOS and card on site with a Windcave terminal.',
    href: 'https://www.windcave.com/',
    tier: null,
  },
  {
    name: 'PlaceMakers',
    category: 'Supplier price files',
    blurb: 'Trade pricing and invoices from your PlaceMakers account.',
    href: 'https://www.placemakers.co.nz/online/trade',
    tier: null,
  },
  {
    name: 'Mitre 10 Trade',
    category: 'Supplier price files',
    blurb: 'Import Mitre 10 Trade invoices straight onto the job.',
    href: 'https://www.mitre10.co.nz/trade',
    tier: null,
  },
  {
    name: 'Corys Electrical',
    category: 'Supplier price files',
    blurb: 'Live price file for electricians.',
    href: 'https://www.corys.co.nz/',
    tier: null,
  },
  {
    name: 'Ideal Electrical',
    category: 'Supplier price files',
    blurb: 'Electrical wholesale pricing and bills.',
    href: 'https://www.ideal.co.nz/',
    tier: null,
  },
  {
    name: 'Plumbing World',
    category: 'Supplier price files',
    blurb: 'Plumbing and gas supply price files.',
    href: 'https://www.plumbingworld.co.nz/',
    tier: null,
  },
  { name: 'Google Calendar', category: 'Scheduling', blurb: 'See bookings on your phone calendar.', href: null, tier: null },
];

const advisors = [
  { name: 'Ledger & Co Chartered Accountants', region: 'Auckland', role: 'Certified advisor', url: 'https://www.ledgerandco.co.nz/' },
  { name: 'Bay Books Bookkeeping', region: 'Bay of Plenty', role: 'Certified advisor', url: 'https://baybooks.co.nz' },
  { name: 'Hamilton Business Advisory', region: 'Waikato', role: 'Implementation partner', url: 'https://hba.net.nz/' },
  { name: 'Trade Accounts NZ', region: 'Canterbury', role: 'Certified advisor', url: 'https://tradeaccounts.nz' },
  { name: 'Southern Numbers', region: 'Otago', role: 'Implementation partner', url: 'https://www.southernnumbers.co.nz/contact' },
  { name: 'Aroha Tipene, bookkeeper', region: 'Northland', role: 'Certified advisor', url: null },
];

const advisorCard = (a: (typeof advisors)[number]) =>
  `<li class="advisor" data-astro-cid-a9k2m4xl><h3 data-astro-cid-a9k2m4xl>${a.name.replace('&', '&amp;')}</h3><p data-astro-cid-a9k2m4xl>${a.region} · ${a.role}</p>${a.url ? `<a href="${a.url}" target="_blank" rel="noopener" data-astro-cid-a9k2m4xl>Visit website</a>` : ''}</li>`;

export const site: CorpusSite = {
  domain: 'jobloop.co.nz',
  otherDomains: ['jobloop.com.au'],
  covers:
    "New Zealand job-management SaaS for tradies on Astro 4 served by Netlify: the integrations directory is a client:only React island whose entries exist only in the island's encoded props attribute ([type, value] pairs), and the advisor directory is a client:visible island that server-renders three advisors while its props hold all of them (one on a .net.nz suffix, one without a website); traps are customer stories, an award, NZTech membership, an investor, press, App Store/Google Play badges, Seek careers, a blog post linking tools, social links and own app/help/status subdomains and the Australian domain.",
  pages: {
    '/': {
      headers,
      html: page(
        'JobLoop | Job management software for NZ tradies',
        'Quotes, scheduling, job costing and invoicing for builders, sparkies and plumbers. Syncs with Xero.',
        '/',
        'index.Bq2nW8xY.css',
        `<section class="hero" data-astro-cid-j7pv25f6><h1 data-astro-cid-j7pv25f6>Less paperwork. More tools down.</h1><p data-astro-cid-j7pv25f6>Quote, schedule, track time and materials, and invoice from the ute. JobLoop is built in Wellington for Kiwi trade businesses.</p><a class="btn" href="https://app.jobloop.co.nz/signup" data-astro-cid-j7pv25f6>Try it free for 14 days</a></section><section class="proof" data-astro-cid-j7pv25f6><h2 data-astro-cid-j7pv25f6>3,500 trade businesses run on JobLoop</h2><ul data-astro-cid-j7pv25f6><li data-astro-cid-j7pv25f6>Hutt Valley Sparks</li><li data-astro-cid-j7pv25f6>Kāpiti Plumbing &amp; Gas</li><li data-astro-cid-j7pv25f6>Moana Builders</li><li data-astro-cid-j7pv25f6>Taupō Roofing</li></ul><p data-astro-cid-j7pv25f6>Finalist, App Partner of the Year — <a href="https://www.xero.com/nz/campaigns/xero-awards/" data-astro-cid-j7pv25f6>Xero Awards NZ 2023</a> · Proud member of <a href="https://nztech.org.nz" data-astro-cid-j7pv25f6>NZTech</a></p></section><section class="integrations-teaser" data-astro-cid-j7pv25f6><h2 data-astro-cid-j7pv25f6>Works with Xero, MYOB and your suppliers</h2><p data-astro-cid-j7pv25f6>Supplier invoices from PlaceMakers, Mitre 10 Trade, Corys and more land straight on the job. <a href="/integrations" data-astro-cid-j7pv25f6>See all integrations</a></p></section>`,
      ),
    },
    '/integrations': {
      headers,
      html: page(
        'Integrations | JobLoop',
        'Connect JobLoop to Xero, MYOB, QuickBooks, Stripe, Windcave and NZ trade suppliers.',
        '/integrations',
        'integrations.Cw4kP9zR.css',
        `<section class="page-hero" data-astro-cid-k2rt7qwe><h1 data-astro-cid-k2rt7qwe>Integrations</h1><p data-astro-cid-k2rt7qwe>JobLoop plugs into the accounting, payments and supplier systems you already use. Our integration partners keep their side of the connection up to date, so you don't have to.</p></section><astro-island uid="Z1rJ4yq" component-url="/_astro/IntegrationsDirectory.DkN3q8Xa.js" component-export="default" renderer-url="/_astro/client.Cm8oKqZN.js" props="${islandProps({ heading: 'Browse by category', categories: ['Accounting', 'Payments', 'Supplier price files', 'Scheduling'], integrations })}" client="only" opts="{&quot;name&quot;:&quot;IntegrationsDirectory&quot;,&quot;value&quot;:&quot;react&quot;}"></astro-island><section class="api" data-astro-cid-k2rt7qwe><h2 data-astro-cid-k2rt7qwe>Build your own</h2><p data-astro-cid-k2rt7qwe>Our REST API and webhooks are documented at <a href="https://developers.jobloop.co.nz" data-astro-cid-k2rt7qwe>developers.jobloop.co.nz</a>.</p></section>`,
      ),
    },
    '/advisors': {
      headers,
      html: page(
        'Find a JobLoop advisor | JobLoop',
        'Accountants, bookkeepers and implementation partners certified in JobLoop.',
        '/advisors',
        'advisors.Ha3mQ1tV.css',
        `<section class="page-hero" data-astro-cid-a9k2m4xl><h1 data-astro-cid-a9k2m4xl>Find a JobLoop advisor</h1><p data-astro-cid-a9k2m4xl>Our certified advisors and implementation partners can set up JobLoop, connect it to Xero and train your team. Accountants and bookkeepers can join the advisor programme for free.</p></section><astro-island uid="1mQx8Ta" prefix="r1" component-url="/_astro/AdvisorList.B9s4fLq2.js" component-export="default" renderer-url="/_astro/client.Cm8oKqZN.js" props="${islandProps({ advisors, initial: 3 })}" ssr client="visible" opts="{&quot;name&quot;:&quot;AdvisorList&quot;,&quot;value&quot;:true}" await-children><ul class="advisor-list" data-astro-cid-a9k2m4xl>${advisors.slice(0, 3).map(advisorCard).join('')}</ul><button type="button" class="show-all" data-astro-cid-a9k2m4xl>Show all 6 advisors</button></astro-island><section class="join" data-astro-cid-a9k2m4xl><h2 data-astro-cid-a9k2m4xl>Become an advisor</h2><p data-astro-cid-a9k2m4xl>Email <a href="mailto:partners@jobloop.co.nz" data-astro-cid-a9k2m4xl>partners@jobloop.co.nz</a> with your practice details.</p></section>`,
      ),
    },
    '/customers': {
      headers,
      html: page(
        'Customer stories | JobLoop',
        'How Kiwi trade businesses use JobLoop.',
        '/customers',
        'customers.Rt2vZp8K.css',
        `<section class="page-hero" data-astro-cid-c3xk1p9a><h1 data-astro-cid-c3xk1p9a>Customer stories</h1></section><article class="story" data-astro-cid-c3xk1p9a><h2 data-astro-cid-c3xk1p9a>Hutt Valley Sparks cut invoicing time by 70%</h2><p data-astro-cid-c3xk1p9a>“The Corys price file alone saves us a day a month.” — Mere, office manager. <a href="https://huttvalleysparks.co.nz" data-astro-cid-c3xk1p9a>huttvalleysparks.co.nz</a></p></article><article class="story" data-astro-cid-c3xk1p9a><h2 data-astro-cid-c3xk1p9a>Moana Builders keeps 14 sites on budget</h2><p data-astro-cid-c3xk1p9a>Job costing by stage, straight from PlaceMakers invoices. <a href="https://www.moanabuilders.nz" data-astro-cid-c3xk1p9a>moanabuilders.nz</a></p></article>`,
      ),
    },
    '/about': {
      headers,
      html: page(
        'About | JobLoop',
        'JobLoop was founded in Wellington in 2019 by an electrician and a developer.',
        '/about',
        'about.Lp6sX2dN.css',
        `<section class="page-hero" data-astro-cid-b8qz3m1r><h1 data-astro-cid-b8qz3m1r>About JobLoop</h1><p data-astro-cid-b8qz3m1r>JobLoop started in 2019 when sparky Tama Rawiri and developer Jess Liu got sick of job sheets on the dashboard. Today we're 30 people in Wellington and Christchurch.</p><p data-astro-cid-b8qz3m1r>We're backed by <a href="https://www.icehouseventures.co.nz" data-astro-cid-b8qz3m1r>Icehouse Ventures</a> and a group of trade business owners.</p><h2 data-astro-cid-b8qz3m1r>In the news</h2><ul data-astro-cid-b8qz3m1r><li data-astro-cid-b8qz3m1r><a href="https://www.nzherald.co.nz/business/jobloop-raises-4m/" data-astro-cid-b8qz3m1r>NZ Herald: Wellington tradie app raises $4m</a></li><li data-astro-cid-b8qz3m1r><a href="https://www.stuff.co.nz/business/tradie-software-jobloop" data-astro-cid-b8qz3m1r>Stuff: The app taking paperwork off tradies</a></li></ul></section>`,
      ),
    },
    '/blog/job-costing-for-sparkies': {
      headers,
      html: page(
        'Job costing for electricians: a practical guide | JobLoop',
        'How to track labour and materials so every job makes money.',
        '/blog/job-costing-for-sparkies',
        'post.Qm1zV7cB.css',
        `<article class="post" data-astro-cid-p4lq9z2s><p class="meta" data-astro-cid-p4lq9z2s>Guides · 4 March 2024</p><h1 data-astro-cid-p4lq9z2s>Job costing for electricians: a practical guide</h1><p data-astro-cid-p4lq9z2s>Most sparkies we talk to know their hourly rate but not what a job actually made. Here's a simple way to fix that.</p><h2 data-astro-cid-p4lq9z2s>Track time where it happens</h2><p data-astro-cid-p4lq9z2s>Use a timesheet app on site — JobLoop, or even a shared spreadsheet in <a href="https://www.google.com/sheets/about/" data-astro-cid-p4lq9z2s>Google Sheets</a> if you're just starting out.</p><h2 data-astro-cid-p4lq9z2s>Know your compliance costs</h2><p data-astro-cid-p4lq9z2s>Certificates of compliance take time. The <a href="https://www.ewrb.govt.nz" data-astro-cid-p4lq9z2s>EWRB</a> and <a href="https://www.masterelectricians.org.nz" data-astro-cid-p4lq9z2s>Master Electricians</a> both publish guidance on what needs recording.</p></article>`,
      ),
    },
  },
  sitemap: ['/', '/integrations', '/advisors', '/customers', '/about', '/blog/job-costing-for-sparkies'],
  technologies: ['astro', 'netlify', 'plausible'],
  partners: {
    'xero.com': 'technology',
    'myob.com': 'technology',
    'intuit.com': 'technology',
    'stripe.com': 'technology',
    'windcave.com': 'technology',
    'placemakers.co.nz': 'technology',
    'mitre10.co.nz': 'technology',
    'corys.co.nz': 'technology',
    'ideal.co.nz': 'technology',
    'plumbingworld.co.nz': 'technology',
    'ledgerandco.co.nz': 'channel',
    'baybooks.co.nz': 'channel',
    'hba.net.nz': 'channel',
    'tradeaccounts.nz': 'channel',
    'southernnumbers.co.nz': 'channel',
  },
};
