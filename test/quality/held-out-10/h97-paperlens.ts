import type { CorpusSite } from '../corpus/types.js';

// Next.js app router: RSC flight data is pushed into self.__next_f as JSON-encoded strings.
const flight = (line: string) => `<script>self.__next_f.push(${JSON.stringify([1, line])})</script>`;

const chunks = `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-5c1e8f0a3b2d7e94.js"/><script src="/_next/static/chunks/4bd1b696-9a8e7c2f1d0b3a45.js" async=""></script><script src="/_next/static/chunks/1684-0e6f2b9d4c1a7e38.js" async=""></script><script src="/_next/static/chunks/main-app-7d3a9c1e5b0f2468.js" async=""></script><script src="/_next/static/chunks/app/layout-3f8b2e1d9c0a7654.js" async=""></script>`;

const htmlHead = (title: string, description: string, path: string) =>
  `<!DOCTYPE html><html lang="en-SG" class="__variable_8b3e6f __variable_2c9d41"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><link rel="preload" href="/_next/static/media/a34f9d1faa5f3315-s.p.woff2" as="font" crossorigin="" type="font/woff2"/><link rel="stylesheet" href="/_next/static/css/9e1b7c4d2a0f3e58.css" data-precedence="next"/>${chunks}<script src="https://www.googletagmanager.com/gtag/js?id=G-P4L9ENS7QX" async=""></script><title>${title}</title><meta name="description" content="${description}"/><link rel="canonical" href="https://paperlens.ai${path}"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/><meta property="og:url" content="https://paperlens.ai${path}"/><meta property="og:site_name" content="Paperlens"/><meta property="og:locale" content="en_SG"/><meta property="og:image" content="https://paperlens.ai/og.png"/><meta property="og:type" content="website"/><meta name="twitter:card" content="summary_large_image"/><meta name="twitter:site" content="@paperlensai"/><link rel="icon" href="/favicon.ico" type="image/x-icon" sizes="48x48"/><meta name="next-size-adjust" content=""/><script src="/_next/static/chunks/polyfills-42372ed130431b0a.js" noModule=""></script></head>`;

const header = `<header class="sticky top-0 z-40 border-b border-slate-200 bg-white/80 backdrop-blur"><div class="mx-auto flex h-16 max-w-7xl items-center justify-between px-6"><a class="flex items-center gap-2 font-semibold" href="/"><img alt="Paperlens" loading="lazy" width="132" height="28" decoding="async" data-nimg="1" style="color:transparent" src="/logo.svg"/></a><nav class="hidden items-center gap-8 text-sm font-medium text-slate-600 md:flex"><a href="/product">Product</a><a href="https://docs.paperlens.ai">Developers</a><a href="/pricing">Pricing</a><a href="/partners">Partners</a><a href="https://apps.paperlens.ai">Marketplace</a><a href="/company">Company</a></nav><div class="flex items-center gap-3"><a class="text-sm font-medium" href="https://console.paperlens.ai/login">Sign in</a><a class="inline-flex h-9 items-center rounded-md bg-indigo-600 px-4 text-sm font-medium text-white" href="https://console.paperlens.ai/signup">Get API key</a></div></div></header>`;

const footer = `<footer class="border-t border-slate-200 bg-slate-50"><div class="mx-auto grid max-w-7xl gap-8 px-6 py-12 md:grid-cols-4"><div><img alt="Paperlens" loading="lazy" width="120" height="26" decoding="async" data-nimg="1" style="color:transparent" src="/logo.svg"/><p class="mt-4 text-sm text-slate-500">Paperlens Pte. Ltd. (UEN 202114562K)<br/>71 Ayer Rajah Crescent, #02-18<br/>Singapore 139951</p></div><div><h3 class="text-sm font-semibold">Product</h3><ul class="mt-3 space-y-2 text-sm text-slate-600"><li><a href="/product">Document AI API</a></li><li><a href="https://docs.paperlens.ai">Docs</a></li><li><a href="https://status.paperlens.ai">Status</a></li><li><a href="/security">Security &amp; PDPA</a></li></ul></div><div><h3 class="text-sm font-semibold">Ecosystem</h3><ul class="mt-3 space-y-2 text-sm text-slate-600"><li><a href="/partners">Partner directory</a></li><li><a href="https://apps.paperlens.ai">App marketplace</a></li><li><a href="/partners/apply">Become a partner</a></li></ul></div><div><h3 class="text-sm font-semibold">Company</h3><ul class="mt-3 space-y-2 text-sm text-slate-600"><li><a href="/company">About</a></li><li><a href="/blog">Blog</a></li><li><a href="https://careers.paperlens.ai">Careers</a></li></ul><div class="mt-4 flex gap-3"><a aria-label="LinkedIn" href="https://www.linkedin.com/company/paperlens-ai">in</a><a aria-label="GitHub" href="https://github.com/paperlens">gh</a><a aria-label="X" href="https://x.com/paperlensai">x</a></div></div></div><div class="border-t border-slate-200 py-6 text-center text-xs text-slate-500">&copy; 2025 Paperlens Pte. Ltd. &middot; <a href="/legal/privacy">Privacy</a> &middot; <a href="/legal/terms">Terms</a></div></footer>`;

const gtag = `<script id="_next-ga-init">
          window['dataLayer'] = window['dataLayer'] || [];
          function gtag(){window['dataLayer'].push(arguments);}
          gtag('js', new Date());

          gtag('config', 'G-P4L9ENS7QX');</script>`;

const shell = (title: string, description: string, path: string, main: string, flightLines: string[]) =>
  `${htmlHead(title, description, path)}<body class="min-h-screen bg-white font-sans text-slate-900 antialiased">${header}<main>${main}</main>${footer}<script src="/_next/static/chunks/webpack-5c1e8f0a3b2d7e94.js" async=""></script><script>(self.__next_f=self.__next_f||[]).push([0])</script>${flight('1:"$Sreact.fragment"\n2:I[7555,[],""]\n3:I[1295,[],""]\n4:I[6874,["6874","static/chunks/6874-d1c4a2e9f0b73815.js","7177","static/chunks/app/layout-3f8b2e1d9c0a7654.js"],""]\n')}${flightLines.map(flight).join('')}${gtag}</body></html>`;

const home = shell(
  'Paperlens | Document AI for invoices, receipts and trade documents',
  'Extract structured data from invoices, bills of lading and IDs in 40+ languages. Built in Singapore, PDPA compliant, deployed in your region.',
  '/',
  `<section class="mx-auto max-w-7xl px-6 py-24 text-center"><span class="rounded-full bg-indigo-50 px-3 py-1 text-xs font-medium text-indigo-700">New: Chinese and Thai handwriting models</span><h1 class="mt-6 text-5xl font-bold tracking-tight">Turn any document into clean JSON</h1><p class="mx-auto mt-6 max-w-2xl text-lg text-slate-600">Paperlens reads invoices, receipts, bills of lading and identity documents in 40+ languages, with field-level confidence scores and human review when you need it.</p><div class="mt-10 flex justify-center gap-4"><a class="rounded-md bg-indigo-600 px-6 py-3 text-white" href="https://console.paperlens.ai/signup">Start free &ndash; 1,000 pages</a><a class="rounded-md border px-6 py-3" href="/contact">Talk to sales</a></div></section><section class="border-y border-slate-100 bg-slate-50 py-12"><p class="text-center text-sm font-medium text-slate-500">Processing 30 million pages a month for teams at</p><div class="mx-auto mt-8 grid max-w-5xl grid-cols-2 items-center gap-8 opacity-70 md:grid-cols-5"><img alt="Kestrel Shipping" loading="lazy" width="120" height="40" decoding="async" data-nimg="1" style="color:transparent" src="/logos/kestrel-shipping.svg"/><img alt="Merlion Insurance" loading="lazy" width="120" height="40" decoding="async" data-nimg="1" style="color:transparent" src="/logos/merlion-insurance.svg"/><img alt="Tanjong Pagar Freight" loading="lazy" width="120" height="40" decoding="async" data-nimg="1" style="color:transparent" src="/logos/tp-freight.svg"/><img alt="Bayu Bank" loading="lazy" width="120" height="40" decoding="async" data-nimg="1" style="color:transparent" src="/logos/bayu-bank.svg"/><img alt="Orchid Health Group" loading="lazy" width="120" height="40" decoding="async" data-nimg="1" style="color:transparent" src="/logos/orchid-health.svg"/></div></section><section class="mx-auto max-w-7xl px-6 py-20"><div class="grid gap-8 md:grid-cols-3"><div class="rounded-xl border p-6"><h3 class="font-semibold">Pre-trained for ASEAN documents</h3><p class="mt-2 text-sm text-slate-600">GST and VAT invoices from Singapore, Malaysia, Indonesia, Thailand and Vietnam, out of the box.</p></div><div class="rounded-xl border p-6"><h3 class="font-semibold">Data stays in-region</h3><p class="mt-2 text-sm text-slate-600">Choose Singapore, Jakarta or Sydney processing. Nothing is used to train shared models.</p></div><div class="rounded-xl border p-6"><h3 class="font-semibold">Works where you work</h3><p class="mt-2 text-sm text-slate-600">Native connectors for RPA, ERP and iPaaS tools, plus a marketplace of partner-built apps.</p><a class="mt-4 inline-block text-sm font-medium text-indigo-600" href="https://apps.paperlens.ai">Browse the marketplace &rarr;</a></div></div></section><section class="bg-indigo-950 py-16 text-white"><div class="mx-auto max-w-4xl px-6 text-center"><p class="text-sm uppercase tracking-wide text-indigo-300">Recognised by</p><p class="mt-4 text-lg">Singapore FinTech Festival 2024 &ndash; Global FinTech Hackcelerator finalist &middot; <a class="underline" href="https://www.enterprisesg.gov.sg/">Enterprise Singapore</a> Startup SG Tech grant recipient &middot; Member of <a class="underline" href="https://www.sgtech.org.sg/">SGTech</a></p></div></section>`,
  [
    '0:{"P":null,"b":"k2Xq8pZ0bN4vR1tY6wC3e","p":"","c":["",""],"i":false,"f":[[["",{"children":["__PAGE__",{}]},"$undefined","$undefined",true]]],"m":"$undefined","G":["$5",[]],"s":false,"S":true}\n',
  ],
);

type Partner = {
  name: string;
  category: 'resellers' | 'technology' | 'marketplaces';
  country: string;
  tier?: string;
  website: string;
  blurb: string;
};

const directory: Partner[] = [
  {
    name: 'Nexora Systems',
    category: 'resellers',
    country: 'Singapore',
    tier: 'Premier',
    website: 'https://www.nexora.com.sg',
    blurb: 'Systems integrator for logistics and trade finance; 40+ Paperlens deployments.',
  },
  {
    name: 'Datacraft Solutions Sdn Bhd',
    category: 'resellers',
    country: 'Malaysia',
    tier: 'Premier',
    website: 'https://datacraftsolutions.com.my/',
    blurb: 'e-Invoicing readiness and AP automation for Malaysian enterprises.',
  },
  {
    name: 'PT Arunika Teknologi',
    category: 'resellers',
    country: 'Indonesia',
    tier: 'Select',
    website: 'https://arunika.co.id',
    blurb: 'Document automation for banks and multifinance companies in Jakarta.',
  },
  {
    name: 'Kalye Digital',
    category: 'resellers',
    country: 'Philippines',
    tier: 'Select',
    website: 'https://www.kalyedigital.ph/',
    blurb: 'BPO workflow automation in Manila and Cebu.',
  },
  {
    name: 'Saigon DocTech',
    category: 'resellers',
    country: 'Vietnam',
    tier: 'Registered',
    website: 'https://saigondoctech.vn',
    blurb: 'Reseller and Vietnamese-language support.',
  },
  {
    name: 'Siam Automation Co., Ltd.',
    category: 'resellers',
    country: 'Thailand',
    tier: 'Registered',
    website: 'https://www.siamautomation.co.th/en',
    blurb: 'RPA and intelligent document processing for Thai manufacturers.',
  },
  {
    name: 'Brightlane Consulting',
    category: 'resellers',
    country: 'Australia',
    tier: 'Select',
    website: 'https://brightlane.com.au/',
    blurb: 'Finance transformation consultancy; Paperlens partner for ANZ.',
  },
  {
    name: 'UiPath',
    category: 'technology',
    country: 'Global',
    website: 'https://marketplace.uipath.com/listings/paperlens-document-ai',
    blurb: 'Paperlens activity pack for UiPath Studio and Document Understanding.',
  },
  {
    name: 'Microsoft Power Automate',
    category: 'technology',
    country: 'Global',
    website: 'https://learn.microsoft.com/en-us/connectors/paperlens/',
    blurb: 'Certified Power Platform connector.',
  },
  {
    name: 'Salesforce',
    category: 'technology',
    country: 'Global',
    website: 'https://appexchange.salesforce.com/appxListingDetail?listingId=a0N4V00000PAPERL',
    blurb: 'Extract documents attached to Salesforce records.',
  },
  {
    name: 'SAP',
    category: 'technology',
    country: 'Global',
    website: 'https://www.sap.com/products/technology-platform/partners/paperlens.html',
    blurb: 'Integration with SAP Build Process Automation.',
  },
  {
    name: 'Snowflake',
    category: 'technology',
    country: 'Global',
    website: 'https://www.snowflake.com/en/data-cloud/marketplace/',
    blurb: 'Land extracted fields directly in Snowflake tables.',
  },
  {
    name: 'AWS Marketplace',
    category: 'marketplaces',
    country: 'Global',
    website: 'https://aws.amazon.com/marketplace/pp/prodview-paperlens',
    blurb: 'Buy Paperlens on your AWS bill.',
  },
  {
    name: 'Google Cloud Marketplace',
    category: 'marketplaces',
    country: 'Global',
    website: 'https://console.cloud.google.com/marketplace/product/paperlens/paperlens-document-ai',
    blurb: 'Procure through Google Cloud commitments.',
  },
];

const card = (p: Partner) =>
  `<div class="rounded-xl border border-slate-200 p-6"><div class="flex items-center justify-between"><h3 class="font-semibold">${p.name}</h3>${p.tier ? `<span class="rounded-full bg-slate-100 px-2 py-0.5 text-xs">${p.tier}</span>` : ''}</div><p class="mt-1 text-xs text-slate-500">${p.country}</p><p class="mt-3 text-sm text-slate-600">${p.blurb}</p><a class="mt-4 inline-flex text-sm font-medium text-indigo-600" href="${p.website}" target="_blank" rel="noopener noreferrer">Visit website<!-- --> &#8599;</a></div>`;

const tabTrigger = (value: string, label: string, active: boolean) =>
  `<button type="button" role="tab" aria-selected="${active}" aria-controls="radix-:R1lb:-content-${value}" data-state="${active ? 'active' : 'inactive'}" id="radix-:R1lb:-trigger-${value}" class="inline-flex items-center justify-center whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium" tabindex="-1" data-orientation="horizontal" data-radix-collection-item="">${label}</button>`;

const partnersPage = shell(
  'Partner directory | Paperlens',
  'Find a Paperlens reseller or systems integrator in Southeast Asia and Australia, or explore our technology partners.',
  '/partners',
  `<section class="mx-auto max-w-7xl px-6 py-16"><h1 class="text-4xl font-bold">Partner directory</h1><p class="mt-4 max-w-2xl text-slate-600">Work with a Paperlens partner in your country, or connect Paperlens to the platforms you already run.</p><div dir="ltr" data-orientation="horizontal" class="mt-10"><div role="tablist" aria-orientation="horizontal" class="inline-flex h-10 items-center justify-center rounded-md bg-slate-100 p-1 text-slate-500" tabindex="0" data-orientation="horizontal" style="outline:none">${tabTrigger('resellers', 'Resellers &amp; SIs', true)}${tabTrigger('technology', 'Technology partners', false)}${tabTrigger('marketplaces', 'Cloud marketplaces', false)}</div><div data-state="active" data-orientation="horizontal" role="tabpanel" aria-labelledby="radix-:R1lb:-trigger-resellers" id="radix-:R1lb:-content-resellers" tabindex="0" class="mt-6" style="animation-duration:0s"><div class="grid gap-6 md:grid-cols-3">${directory
    .filter((p) => p.category === 'resellers')
    .map(card)
    .join(
      '',
    )}</div></div><div data-state="inactive" data-orientation="horizontal" role="tabpanel" aria-labelledby="radix-:R1lb:-trigger-technology" hidden="" id="radix-:R1lb:-content-technology" tabindex="0" class="mt-6"></div><div data-state="inactive" data-orientation="horizontal" role="tabpanel" aria-labelledby="radix-:R1lb:-trigger-marketplaces" hidden="" id="radix-:R1lb:-content-marketplaces" tabindex="0" class="mt-6"></div></div><div class="mt-16 rounded-xl bg-indigo-50 p-8"><h2 class="text-xl font-semibold">Become a partner</h2><p class="mt-2 text-slate-600">Resell Paperlens, build on our API, or list your app in the marketplace.</p><a class="mt-4 inline-block font-medium text-indigo-600" href="/partners/apply">Apply now &rarr;</a></div></section>`,
  [
    '5:I[8421,["2619","static/chunks/2619-04b6f1c3a8e9d207.js","1139","static/chunks/app/partners/page-6e2d0b9a7c1f4835.js"],"PartnerDirectory"]\n',
    `6:${JSON.stringify(['$', '$L5', null, { initialTab: 'resellers', partners: directory }])}\n`,
  ],
);

const company = shell(
  'Company | Paperlens',
  'Paperlens was founded in Singapore in 2021. We are backed by Vertex Ventures and Antler.',
  '/company',
  `<section class="mx-auto max-w-3xl px-6 py-16"><h1 class="text-4xl font-bold">We read the paperwork so you don&rsquo;t have to</h1><div class="prose mt-8"><p>Paperlens was founded in 2021 by Wei Ling Tan and Arjun Menon, who spent years building trade-finance systems where a single mistyped bill of lading could hold up a ship. Today we are 48 people in Singapore, Kuala Lumpur and Ho Chi Minh City.</p><h2>Investors</h2><p>Our Series A was led by <a href="https://www.vertexventures.sg/">Vertex Ventures Southeast Asia &amp; India</a>, with <a href="https://www.antler.co/">Antler</a> and <a href="https://www.sginnovate.com/">SGInnovate</a>.</p><h2>Certifications</h2><p>ISO/IEC 27001:2022 and SOC 2 Type II. Data Protection Trustmark certified by <a href="https://www.imda.gov.sg/">IMDA</a>.</p><h2>Press</h2><ul><li><a href="https://www.techinasia.com/paperlens-series-a">Tech in Asia: Paperlens raises US$14M Series A</a></li><li><a href="https://www.businesstimes.com.sg/startups-tech/paperlens-trade-documents">The Business Times: The startup reading Singapore&rsquo;s shipping paperwork</a></li></ul></div></section>`,
  [],
);

const blogPost = shell(
  'Why we stopped using off-the-shelf OCR | Paperlens',
  'What we learned benchmarking open-source and cloud OCR engines on ASEAN invoices.',
  '/blog/why-we-stopped-using-off-the-shelf-ocr',
  `<article class="prose mx-auto max-w-3xl px-6 py-16"><p class="text-sm text-slate-500">Engineering &middot; 11 February 2025</p><h1>Why we stopped using off-the-shelf OCR</h1><p>When we started, Paperlens was a thin layer on top of <a href="https://github.com/tesseract-ocr/tesseract">Tesseract</a>. It worked for English invoices and fell apart on Thai and Vietnamese.</p><p>We benchmarked <a href="https://cloud.google.com/vision">Google Cloud Vision</a>, <a href="https://aws.amazon.com/textract/">Amazon Textract</a> and <a href="https://azure.microsoft.com/en-us/products/ai-services/ai-document-intelligence">Azure AI Document Intelligence</a> on 12,000 labelled pages. All three were good at printed Latin text; none handled mixed-script GST invoices reliably.</p><p>So we trained our own models with <a href="https://pytorch.org/">PyTorch</a> on a corpus we labelled with help from <a href="https://www.sama.com/">Sama</a>. The full benchmark is on our <a href="https://github.com/paperlens/asean-invoice-bench">GitHub</a>.</p></article>`,
  [],
);

type App = { slug: string; name: string; developer: string; developerUrl: string; category: string; summary: string; installs: number };

const apps: App[] = [
  {
    slug: 'ledgerlink-xero',
    name: 'Ledgerlink for Xero',
    developer: 'Ledgerlink Pte. Ltd.',
    developerUrl: 'https://ledgerlink.sg',
    category: 'Accounting',
    summary: 'Push extracted bills to Xero with GST codes mapped automatically.',
    installs: 1240,
  },
  {
    slug: 'docuflow-sap-b1',
    name: 'DocuFlow for SAP Business One',
    developer: 'Kairos Digital',
    developerUrl: 'https://www.kairosdigital.com.sg/docuflow',
    category: 'ERP',
    summary: 'AP invoice automation inside SAP Business One.',
    installs: 310,
  },
  {
    slug: 'make',
    name: 'Make',
    developer: 'Make',
    developerUrl: 'https://www.make.com/en/integrations/paperlens',
    category: 'Automation',
    summary: 'Official Paperlens app for Make scenarios.',
    installs: 2875,
  },
  {
    slug: 'n8n',
    name: 'n8n node',
    developer: 'n8n GmbH',
    developerUrl: 'https://n8n.io/integrations/paperlens/',
    category: 'Automation',
    summary: 'Community-verified node for self-hosted and cloud n8n.',
    installs: 930,
  },
  {
    slug: 'netsuite-auto-match',
    name: 'Invoice Auto-Match for NetSuite',
    developer: 'Finlogic Asia',
    developerUrl: 'https://finlogic.asia/auto-match',
    category: 'ERP',
    summary: 'Three-way match NetSuite purchase orders with extracted invoices.',
    installs: 205,
  },
  {
    slug: 'sheets-add-on',
    name: 'Paperlens for Google Sheets',
    developer: 'Paperlens',
    developerUrl: 'https://paperlens.ai',
    category: 'Productivity',
    summary: 'Drop PDFs into Drive, get rows in Sheets.',
    installs: 6120,
  },
];

const nextData = JSON.stringify({
  props: { pageProps: { apps, categories: ['Accounting', 'ERP', 'Automation', 'Productivity'], total: apps.length }, __N_SSG: true },
  page: '/',
  query: {},
  buildId: 'Qm7yT2pX9aLk3vN8cR1eS',
  isFallback: false,
  gsp: true,
  scriptLoader: [],
});

const appsHome = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/><title>Paperlens Marketplace &ndash; apps and connectors</title><meta name="description" content="Apps built by Paperlens partners: accounting, ERP and automation connectors for Document AI."/><meta property="og:title" content="Paperlens Marketplace"/><meta name="next-head-count" content="5"/><link rel="preload" href="/_next/static/css/4c8e2a1f9b0d3e76.css" as="style"/><link rel="stylesheet" href="/_next/static/css/4c8e2a1f9b0d3e76.css" data-n-g=""/><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-42372ed130431b0a.js"></script><script src="/_next/static/chunks/webpack-2b7f1e0c9d8a3465.js" defer=""></script><script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer=""></script><script src="/_next/static/chunks/main-3a1d9e7c0b2f4856.js" defer=""></script><script src="/_next/static/chunks/pages/_app-9f0e2d1c3b4a5768.js" defer=""></script><script src="/_next/static/chunks/pages/index-7e6d5c4b3a2f1098.js" defer=""></script><script src="/_next/static/Qm7yT2pX9aLk3vN8cR1eS/_buildManifest.js" defer=""></script><script src="/_next/static/Qm7yT2pX9aLk3vN8cR1eS/_ssgManifest.js" defer=""></script></head><body><div id="__next"><div class="mk-layout"><header class="mk-header"><a href="https://paperlens.ai" class="mk-logo"><img src="/paperlens-marketplace.svg" alt="Paperlens Marketplace"/></a><a href="https://paperlens.ai/partners/apply" class="mk-cta">List your app</a></header><main class="mk-main"><h1>Marketplace</h1><p>Connectors and apps built by Paperlens and our partners. Reviewed for security before listing.</p><div class="mk-filters"><button class="mk-chip mk-chip--active">All</button><button class="mk-chip">Accounting</button><button class="mk-chip">ERP</button><button class="mk-chip">Automation</button><button class="mk-chip">Productivity</button></div><ul class="mk-grid">${apps
  .map(
    (a) =>
      `<li class="mk-card"><a href="/apps/${a.slug}"><h2>${a.name}</h2><p class="mk-dev">by ${a.developer}</p><p>${a.summary}</p><span class="mk-installs">${a.installs.toLocaleString('en-US')} installs</span></a></li>`,
  )
  .join(
    '',
  )}</ul></main><footer class="mk-footer">&copy; 2025 Paperlens Pte. Ltd. &middot; <a href="https://paperlens.ai/legal/marketplace-terms">Marketplace terms</a></footer></div></div><script id="__NEXT_DATA__" type="application/json">${nextData}</script></body></html>`;

const ledgerlinkApp = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/><title>Ledgerlink for Xero &ndash; Paperlens Marketplace</title><meta name="description" content="Push extracted bills to Xero with GST codes mapped automatically."/><meta name="next-head-count" content="4"/><link rel="stylesheet" href="/_next/static/css/4c8e2a1f9b0d3e76.css" data-n-g=""/><script src="/_next/static/chunks/webpack-2b7f1e0c9d8a3465.js" defer=""></script><script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer=""></script><script src="/_next/static/chunks/main-3a1d9e7c0b2f4856.js" defer=""></script><script src="/_next/static/chunks/pages/apps/%5Bslug%5D-0a1b2c3d4e5f6789.js" defer=""></script></head><body><div id="__next"><div class="mk-layout"><header class="mk-header"><a href="https://apps.paperlens.ai/" class="mk-logo"><img src="/paperlens-marketplace.svg" alt="Paperlens Marketplace"/></a></header><main class="mk-main mk-detail"><a href="/" class="mk-back">&larr; All apps</a><h1>Ledgerlink for Xero</h1><p class="mk-dev">Built by <a href="https://ledgerlink.sg" target="_blank" rel="noopener">Ledgerlink Pte. Ltd.</a></p><dl class="mk-meta"><dt>Category</dt><dd>Accounting</dd><dt>Works with</dt><dd>Xero (SG, MY, AU, NZ organisations)</dd><dt>Pricing</dt><dd>From S$29/month, billed by Ledgerlink</dd><dt>Support</dt><dd><a href="mailto:support@ledgerlink.sg">support@ledgerlink.sg</a></dd></dl><div class="mk-body"><p>Ledgerlink watches your Paperlens extraction queue and creates draft bills in Xero, mapping supplier, GST code and tracking categories. Duplicate detection stops the same invoice being posted twice.</p></div><a class="mk-install" href="https://ledgerlink.sg/install?source=paperlens-marketplace">Install</a></main></div></div><script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"app":${JSON.stringify(apps[0])}},"__N_SSG":true},"page":"/apps/[slug]","query":{"slug":"ledgerlink-xero"},"buildId":"Qm7yT2pX9aLk3vN8cR1eS","isFallback":false,"gsp":true,"scriptLoader":[]}</script></body></html>`;

export const site: CorpusSite = {
  domain: 'paperlens.ai',
  covers:
    'Singapore document-AI API on Next.js app router (Vercel): a Radix-tabs partner directory where only the resellers tab is rendered and technology partners and cloud marketplaces exist only in the RSC flight payload, plus a pages-router app marketplace on apps.<domain> whose developer links exist only in __NEXT_DATA__ except on one detail page, one app built by the company itself; traps are customer logos, grants, memberships, investors, press and a blog post comparing cloud OCR vendors.',
  pages: {
    '/': {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        server: 'Vercel',
        'x-powered-by': 'Next.js',
        'x-vercel-id': 'sin1::iad1::7wq2m-1741083600112-4c2a9e1f0b3d',
        'x-vercel-cache': 'HIT',
        'x-nextjs-prerender': '1',
        'x-matched-path': '/',
        'strict-transport-security': 'max-age=63072000',
        vary: 'RSC, Next-Router-State-Tree, Next-Router-Prefetch, Accept-Encoding',
        age: '5123',
      },
      html: home,
    },
    '/partners': { html: partnersPage },
    '/company': { html: company },
    '/blog/why-we-stopped-using-off-the-shelf-ocr': { html: blogPost },
    'https://apps.paperlens.ai/': {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        server: 'Vercel',
        'x-powered-by': 'Next.js',
        'x-vercel-cache': 'HIT',
        'x-vercel-id': 'sin1::hjx4p-1741083612954-9d0c1b2a3e4f',
        'strict-transport-security': 'max-age=63072000',
      },
      html: appsHome,
    },
    'https://apps.paperlens.ai/apps/ledgerlink-xero': { html: ledgerlinkApp },
  },
  sitemap: ['/', '/partners', '/company', '/blog/why-we-stopped-using-off-the-shelf-ocr'],
  technologies: [
    'next-js',
    'react',
    'webpack',
    'vercel',
    'hsts',
    'google-analytics',
    'google-tag-manager',
    'radix-ui',
    'open-graph',
    'priority-hints',
  ],
  partners: {
    'nexora.com.sg': 'channel',
    'datacraftsolutions.com.my': 'channel',
    'arunika.co.id': 'channel',
    'kalyedigital.ph': 'channel',
    'saigondoctech.vn': 'channel',
    'siamautomation.co.th': 'channel',
    'brightlane.com.au': 'channel',
    'amazon.com': 'channel',
    'google.com': 'channel',
    'uipath.com': 'technology',
    'microsoft.com': 'technology',
    'salesforce.com': 'technology',
    'sap.com': 'technology',
    'snowflake.com': 'technology',
    'ledgerlink.sg': 'technology',
    'kairosdigital.com.sg': 'technology',
    'make.com': 'technology',
    'n8n.io': 'technology',
    'finlogic.asia': 'technology',
  },
};
