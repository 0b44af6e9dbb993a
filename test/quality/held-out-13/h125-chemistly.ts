import type { CorpusSite } from '../corpus/types.js';

const BUILD = 'k2Xq9vRmT4pLw8sZ1nB6c';

const nav = `<header class="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur"><div class="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8"><a class="flex items-center gap-2" href="/"><img alt="Chemistly" loading="lazy" width="132" height="32" decoding="async" data-nimg="1" style="color:transparent" src="/logo.svg"/></a><nav class="hidden items-center gap-8 text-sm font-medium text-slate-700 md:flex"><a href="/features">Features</a><a href="/pricing">Pricing</a><a href="/integrations">Integrations</a><a href="/blog">Blog</a><a href="/about">About</a></nav><div class="flex items-center gap-3"><a class="text-sm font-medium text-slate-700" href="https://app.chemistly.ng/login">Log in</a><a class="rounded-full bg-emerald-600 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-700" href="/demo">Book a demo</a></div></div></header>`;

const footer = `<footer class="bg-slate-900 text-slate-300"><div class="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-4 lg:px-8"><div><img alt="Chemistly" loading="lazy" width="132" height="32" decoding="async" data-nimg="1" style="color:transparent" src="/logo-white.svg"/><p class="mt-4 text-sm">Pharmacy management software built in Lagos for pharmacies across Africa.</p><div class="mt-6 flex gap-3"><a href="https://play.google.com/store/apps/details?id=ng.chemistly.pos" target="_blank" rel="noreferrer"><img alt="Get it on Google Play" loading="lazy" width="135" height="40" decoding="async" data-nimg="1" style="color:transparent" src="/badges/google-play.svg"/></a><a href="https://apps.apple.com/ng/app/chemistly/id6447019231" target="_blank" rel="noreferrer"><img alt="Download on the App Store" loading="lazy" width="120" height="40" decoding="async" data-nimg="1" style="color:transparent" src="/badges/app-store.svg"/></a></div></div><div><h3 class="text-sm font-semibold text-white">Product</h3><ul class="mt-4 space-y-2 text-sm"><li><a href="/features">Features</a></li><li><a href="/pricing">Pricing</a></li><li><a href="/integrations">Integrations</a></li><li><a href="https://status.chemistly.ng">Status</a></li></ul></div><div><h3 class="text-sm font-semibold text-white">Company</h3><ul class="mt-4 space-y-2 text-sm"><li><a href="/about">About</a></li><li><a href="/partners">Partner programme</a></li><li><a href="/careers">Careers</a></li><li><a href="/blog">Blog</a></li><li><a href="/press">Press kit</a></li></ul></div><div><h3 class="text-sm font-semibold text-white">Contact</h3><ul class="mt-4 space-y-2 text-sm"><li>14B Adeola Odeku Street, Victoria Island, Lagos</li><li><a href="mailto:hello@chemistly.ng">hello@chemistly.ng</a></li><li><a href="https://twitter.com/chemistlyng" target="_blank" rel="noreferrer">X / Twitter</a> · <a href="https://www.linkedin.com/company/chemistly" target="_blank" rel="noreferrer">LinkedIn</a> · <a href="https://www.instagram.com/chemistly.ng" target="_blank" rel="noreferrer">Instagram</a></li></ul></div></div><div class="border-t border-slate-800 py-6 text-center text-xs">© 2025 Chemistly Technologies Ltd. RC 1789342. <a href="/privacy">Privacy</a> · <a href="/terms">Terms</a></div></footer>`;

const nextPage = (route: string) => route.replace(/^\/(integrations|blog)\/[a-z0-9-]+$/, '/$1/[slug]');

const page = (route: string, title: string, desc: string, body: string, pageProps: unknown) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="description" content="${desc}"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${desc}"/><meta property="og:image" content="https://chemistly.ng/og.png"/><meta name="twitter:card" content="summary_large_image"/><link rel="icon" href="/favicon.ico"/><meta name="next-head-count" content="9"/><link rel="preload" href="/_next/static/media/a34f9d1faa5f3315-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous" data-next-font="size-adjust"/><link rel="preload" href="/_next/static/css/5e1c9a2f07bd3e61.css" as="style"/><link rel="stylesheet" href="/_next/static/css/5e1c9a2f07bd3e61.css" data-n-g=""/><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-42372ed130431b0a.js"></script><script src="/_next/static/chunks/webpack-c8a1b2d3e4f50617.js" defer=""></script><script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer=""></script><script src="/_next/static/chunks/main-4e0e4f1d7c2a9b38.js" defer=""></script><script src="/_next/static/chunks/pages/_app-9a7c1f3e2b5d8064.js" defer=""></script><script src="/_next/static/chunks/pages${nextPage(route) === '/' ? '/index' : nextPage(route)}-3f8e2a1c9d7b6054.js" defer=""></script><script src="/_next/static/${BUILD}/_buildManifest.js" defer=""></script><script src="/_next/static/${BUILD}/_ssgManifest.js" defer=""></script></head><body><div id="__next"><div class="__className_d65c78 flex min-h-screen flex-col bg-white text-slate-900">${nav}<main class="flex-1">${body}</main>${footer}</div></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps, __N_SSG: true }, page: nextPage(route), query: nextPage(route).endsWith('[slug]') ? { slug: route.split('/')[2] } : {}, buildId: BUILD, isFallback: false, gsp: true, scriptLoader: [] })}</script></body></html>`;

type Integration = {
  slug: string;
  name: string;
  category: string;
  blurb: string;
  website: string | null;
  detailPage: boolean;
  status: 'live' | 'beta' | 'soon';
};

const integrations: Integration[] = [
  {
    slug: 'paystack',
    name: 'Paystack',
    category: 'Payments',
    blurb: 'Card, bank transfer and USSD payments reconciled to every sale.',
    website: 'https://paystack.com',
    detailPage: true,
    status: 'live',
  },
  {
    slug: 'flutterwave',
    name: 'Flutterwave',
    category: 'Payments',
    blurb: 'Accept payments in NGN, GHS and KES with automatic settlement reports.',
    website: 'https://flutterwave.com/ng',
    detailPage: false,
    status: 'live',
  },
  {
    slug: 'moniepoint',
    name: 'Moniepoint POS',
    category: 'Payments',
    blurb: 'Push the basket total straight to your Moniepoint terminal.',
    website: 'https://moniepoint.com',
    detailPage: false,
    status: 'beta',
  },
  {
    slug: 'mono',
    name: 'Mono',
    category: 'Payments',
    blurb: 'Direct-debit instalments for chronic-care patients.',
    website: 'https://mono.co',
    detailPage: false,
    status: 'live',
  },
  {
    slug: 'quickbooks',
    name: 'QuickBooks Online',
    category: 'Accounting',
    blurb: 'Daily sales, COGS and VAT journals posted automatically.',
    website: 'https://quickbooks.intuit.com/africa/',
    detailPage: false,
    status: 'live',
  },
  {
    slug: 'zoho-books',
    name: 'Zoho Books',
    category: 'Accounting',
    blurb: 'Sync invoices, supplier bills and stock valuation.',
    website: 'https://www.zoho.com/books/',
    detailPage: false,
    status: 'live',
  },
  {
    slug: 'termii',
    name: 'Termii',
    category: 'Messaging',
    blurb: 'Refill reminders and OTPs by SMS and WhatsApp.',
    website: 'https://termii.com',
    detailPage: false,
    status: 'live',
  },
  {
    slug: 'sendchamp',
    name: 'Sendchamp',
    category: 'Messaging',
    blurb: 'Bulk SMS and voice for promotions and recalls.',
    website: 'https://www.sendchamp.com',
    detailPage: false,
    status: 'live',
  },
  {
    slug: 'drugstoc',
    name: 'DrugStoc',
    category: 'Ordering',
    blurb: 'Reorder from verified distributors when stock hits the minimum.',
    website: 'https://drugstoc.com',
    detailPage: true,
    status: 'live',
  },
  {
    slug: 'helium-health',
    name: 'Helium Health',
    category: 'Health records',
    blurb: 'Receive e-prescriptions from clinics on Helium.',
    website: 'https://heliumhealth.com',
    detailPage: false,
    status: 'beta',
  },
  {
    slug: 'reliance-hmo',
    name: 'Reliance Health',
    category: 'HMO claims',
    blurb: 'Verify enrollees and submit claims at the counter.',
    website: 'https://reliancehmo.com',
    detailPage: false,
    status: 'live',
  },
  {
    slug: 'remita',
    name: 'Remita',
    category: 'Payments',
    blurb: 'Pay statutory remittances from your dashboard.',
    website: null,
    detailPage: false,
    status: 'soon',
  },
];

const card = (i: Integration) => {
  const badge =
    i.status === 'beta'
      ? '<span class="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-800">Beta</span>'
      : i.status === 'soon'
        ? '<span class="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">Coming soon</span>'
        : '';
  const link = i.detailPage
    ? `<a class="mt-4 inline-flex text-sm font-semibold text-emerald-700" href="/integrations/${i.slug}">Learn more →</a>`
    : i.website
      ? `<a class="mt-4 inline-flex text-sm font-semibold text-emerald-700" href="${i.website}" target="_blank" rel="noopener noreferrer">Visit ${i.name} ↗</a>`
      : '';
  return `<div class="rounded-2xl border border-slate-200 p-6 shadow-sm" data-category="${i.category}"><img alt="${i.name} logo" loading="lazy" width="48" height="48" decoding="async" data-nimg="1" class="h-12 w-12 rounded-lg" style="color:transparent" src="/integrations/${i.slug}.png"/><h3 class="mt-4 text-lg font-semibold">${i.name}${badge}</h3><p class="mt-1 text-xs uppercase tracking-wide text-slate-500">${i.category}</p><p class="mt-2 text-sm text-slate-600">${i.blurb}</p>${link}</div>`;
};

const detail = (slug: string, heading: string, paras: string, cta: string) => {
  const i = integrations.find((x) => x.slug === slug)!;
  return page(
    `/integrations/${slug}`,
    `${i.name} integration | Chemistly`,
    i.blurb,
    `<section class="mx-auto max-w-3xl px-4 py-16"><a class="text-sm text-emerald-700" href="/integrations">← All integrations</a><div class="mt-6 flex items-center gap-4"><img alt="${i.name} logo" loading="lazy" width="64" height="64" decoding="async" data-nimg="1" style="color:transparent" src="/integrations/${slug}.png"/><h1 class="text-3xl font-bold">${heading}</h1></div><div class="prose mt-8">${paras}</div><div class="mt-8 flex gap-4"><a class="rounded-full bg-emerald-600 px-5 py-2.5 text-sm font-semibold text-white" href="https://app.chemistly.ng/settings/integrations/${slug}">Connect in Chemistly</a>${cta}</div></section>`,
    { integration: i },
  );
};

export const site: CorpusSite = {
  domain: 'chemistly.ng',
  covers:
    'Nigerian pharmacy-management SaaS on Next.js (pages router) hosted on Vercel: integrations as filterable cards, some linking straight out, some only to internal detail pages that link out, one "coming soon" without a link, all repeated in __NEXT_DATA__; implementation partners in a tiered table on a footer-only page; traps are pharmacy customer logos, investors, press coverage, app-store badges, a Workable careers link, a professional-body membership and regulators in a blog post.',
  otherDomains: [],
  sitemap: [
    '/',
    '/integrations',
    '/integrations/paystack',
    '/integrations/drugstoc',
    '/partners',
    '/about',
    '/careers',
    '/blog/nafdac-traceability-what-pharmacies-need-to-know',
  ],
  pages: {
    '/': {
      headers: {
        server: 'Vercel',
        'x-powered-by': 'Next.js',
        'x-vercel-id': 'cdg1::iad1::7qk2m-1738590123456-3f2a1b9c8d7e',
        'x-vercel-cache': 'HIT',
        age: '5120',
        'x-nextjs-cache': 'HIT',
        'strict-transport-security': 'max-age=63072000',
        'content-type': 'text/html; charset=utf-8',
        etag: '"1d4k9x2m7q"',
      },
      html: page(
        '/',
        'Chemistly – Pharmacy management software for Africa',
        'Inventory, POS, prescriptions and NAFDAC-ready batch tracking for community pharmacies.',
        `<section class="mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:px-8"><div><p class="text-sm font-semibold uppercase tracking-wider text-emerald-700">Built for Nigerian pharmacies</p><h1 class="mt-3 text-5xl font-extrabold tracking-tight">Never run out of fast movers again.</h1><p class="mt-6 text-lg text-slate-600">Chemistly tracks every batch and expiry date, runs your counter POS offline, and reorders from distributors before you run out.</p><div class="mt-8 flex gap-4"><a class="rounded-full bg-emerald-600 px-6 py-3 font-semibold text-white" href="/demo">Book a free demo</a><a class="rounded-full border border-slate-300 px-6 py-3 font-semibold" href="/pricing">See pricing</a></div></div><img alt="Chemistly dashboard on a laptop and POS" fetchpriority="high" width="1200" height="800" decoding="async" data-nimg="1" class="rounded-2xl shadow-xl" style="color:transparent" srcSet="/_next/image?url=%2Fhero.png&amp;w=1200&amp;q=75 1x, /_next/image?url=%2Fhero.png&amp;w=3840&amp;q=75 2x" src="/_next/image?url=%2Fhero.png&amp;w=3840&amp;q=75"/></section><section class="border-y border-slate-100 bg-slate-50 py-12"><div class="mx-auto max-w-7xl px-4"><p class="text-center text-sm font-semibold text-slate-500">Trusted by 1,200+ pharmacies in Lagos, Abuja, Port Harcourt and Accra</p><div class="mt-8 grid grid-cols-2 items-center gap-8 opacity-70 md:grid-cols-5"><img alt="Alpha Pharmacy" loading="lazy" width="140" height="40" decoding="async" data-nimg="1" style="color:transparent" src="/customers/alpha.png"/><img alt="Bola Chemists" loading="lazy" width="140" height="40" decoding="async" data-nimg="1" style="color:transparent" src="/customers/bola.png"/><a href="https://www.medbaypharmacy.com.ng" target="_blank" rel="noreferrer"><img alt="Medbay Pharmacy" loading="lazy" width="140" height="40" decoding="async" data-nimg="1" style="color:transparent" src="/customers/medbay.png"/></a><img alt="HealthCrest" loading="lazy" width="140" height="40" decoding="async" data-nimg="1" style="color:transparent" src="/customers/healthcrest.png"/><img alt="Kemi's Pharmacy Ikeja" loading="lazy" width="140" height="40" decoding="async" data-nimg="1" style="color:transparent" src="/customers/kemis.png"/></div></div></section><section class="mx-auto max-w-7xl px-4 py-16"><h2 class="text-center text-3xl font-bold">Plugs into the tools you already use</h2><p class="mt-3 text-center text-slate-600">Paystack, Flutterwave, QuickBooks, DrugStoc and more. <a class="font-semibold text-emerald-700" href="/integrations">See all integrations →</a></p></section><section class="bg-emerald-50 py-14"><div class="mx-auto max-w-5xl px-4 text-center"><p class="text-sm font-semibold text-slate-500">Backed by</p><div class="mt-6 flex flex-wrap items-center justify-center gap-10"><a href="https://venturesplatform.com" target="_blank" rel="noreferrer"><img alt="Ventures Platform" loading="lazy" width="150" height="40" decoding="async" data-nimg="1" style="color:transparent" src="/investors/ventures-platform.svg"/></a><a href="https://www.future.africa" target="_blank" rel="noreferrer"><img alt="Future Africa" loading="lazy" width="150" height="40" decoding="async" data-nimg="1" style="color:transparent" src="/investors/future-africa.svg"/></a><a href="https://microtraction.com" target="_blank" rel="noreferrer"><img alt="Microtraction" loading="lazy" width="150" height="40" decoding="async" data-nimg="1" style="color:transparent" src="/investors/microtraction.svg"/></a></div><p class="mt-10 text-sm font-semibold text-slate-500">As featured in</p><div class="mt-4 flex justify-center gap-8 text-sm"><a href="https://techcabal.com/2024/08/14/chemistly-raises-pre-seed-pharmacy-software/" target="_blank" rel="noreferrer">TechCabal</a><a href="https://techpoint.africa/2024/09/02/chemistly-pharmacy-inventory/" target="_blank" rel="noreferrer">Techpoint Africa</a><a href="https://businessday.ng/technology/article/how-startups-are-digitising-nigerias-pharmacies/" target="_blank" rel="noreferrer">BusinessDay</a></div></div></section>`,
        {},
      ),
    },
    '/integrations': {
      html: page(
        '/integrations',
        'Integrations | Chemistly',
        'Connect Chemistly to payments, accounting, messaging, distributors and HMOs.',
        `<section class="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"><h1 class="text-4xl font-bold">Integrations</h1><p class="mt-3 max-w-2xl text-slate-600">Chemistly connects to the payment, accounting and supply tools Nigerian pharmacies rely on. Switch them on from <strong>Settings → Integrations</strong>.</p><div role="tablist" class="mt-8 flex flex-wrap gap-2"><button role="tab" aria-selected="true" class="rounded-full bg-slate-900 px-4 py-1.5 text-sm text-white">All</button><button role="tab" aria-selected="false" class="rounded-full border px-4 py-1.5 text-sm">Payments</button><button role="tab" aria-selected="false" class="rounded-full border px-4 py-1.5 text-sm">Accounting</button><button role="tab" aria-selected="false" class="rounded-full border px-4 py-1.5 text-sm">Messaging</button><button role="tab" aria-selected="false" class="rounded-full border px-4 py-1.5 text-sm">Ordering</button><button role="tab" aria-selected="false" class="rounded-full border px-4 py-1.5 text-sm">Health records</button><button role="tab" aria-selected="false" class="rounded-full border px-4 py-1.5 text-sm">HMO claims</button></div><div class="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">${integrations.map(card).join('')}</div><div class="mt-16 rounded-2xl bg-slate-50 p-8"><h2 class="text-xl font-semibold">Building for pharmacies?</h2><p class="mt-2 text-slate-600">Our REST API and webhooks are documented at <a class="text-emerald-700" href="https://developers.chemistly.ng">developers.chemistly.ng</a>.</p></div></section>`,
        { integrations },
      ),
    },
    '/integrations/paystack': {
      html: detail(
        'paystack',
        'Paystack + Chemistly',
        '<p>Every Paystack transaction – card, transfer or USSD – is matched to the sale that created it, so end-of-day reconciliation takes minutes instead of hours.</p><ul><li>Payment links for delivery orders</li><li>Automatic split of VAT-exempt and VATable items</li><li>Refunds initiated from the Chemistly till</li></ul><p>You need an active Paystack business account.</p>',
        '<a class="rounded-full border px-5 py-2.5 text-sm font-semibold" href="https://paystack.com/?utm_source=chemistly&amp;utm_medium=integration" target="_blank" rel="noopener noreferrer">Visit Paystack ↗</a>',
      ),
    },
    '/integrations/drugstoc': {
      html: detail(
        'drugstoc',
        'DrugStoc + Chemistly',
        '<p>DrugStoc connects pharmacies to NAFDAC-verified manufacturers and distributors. With the integration, Chemistly drafts a purchase order whenever an item falls below its reorder level and sends it to DrugStoc for pricing and delivery.</p><p>Received goods are booked into stock with batch and expiry numbers, no re-typing.</p>',
        '<a class="rounded-full border px-5 py-2.5 text-sm font-semibold" href="https://drugstoc.com/" target="_blank" rel="noopener noreferrer">About DrugStoc ↗</a>',
      ),
    },
    '/partners': {
      html: page(
        '/partners',
        'Partner programme | Chemistly',
        'Certified implementation and training partners for Chemistly.',
        `<section class="mx-auto max-w-5xl px-4 py-16"><h1 class="text-4xl font-bold">Partner programme</h1><p class="mt-4 text-slate-600">Our certified partners handle on-site setup, stock-take migration, hardware and staff training. Pharmacies in their area get priority support.</p><h2 class="mt-12 text-2xl font-semibold">Certified implementation partners</h2><div class="mt-6 overflow-x-auto"><table class="min-w-full divide-y divide-slate-200 text-sm"><thead class="bg-slate-50"><tr><th class="px-4 py-3 text-left">Partner</th><th class="px-4 py-3 text-left">Coverage</th><th class="px-4 py-3 text-left">Tier</th><th class="px-4 py-3 text-left">Website</th></tr></thead><tbody class="divide-y divide-slate-100"><tr><td class="px-4 py-3 font-medium">PharmaTech Consult Ltd</td><td class="px-4 py-3">Lagos, Ogun</td><td class="px-4 py-3"><span class="rounded bg-yellow-100 px-2 py-0.5 text-yellow-800">Gold</span></td><td class="px-4 py-3"><a class="text-emerald-700" href="https://pharmatechconsult.com.ng" target="_blank" rel="noopener noreferrer">pharmatechconsult.com.ng</a></td></tr><tr><td class="px-4 py-3 font-medium">Capital Pharma Systems</td><td class="px-4 py-3">FCT, Nasarawa, Niger</td><td class="px-4 py-3"><span class="rounded bg-slate-100 px-2 py-0.5">Silver</span></td><td class="px-4 py-3"><a class="text-emerald-700" href="https://www.capitalpharmasystems.com/" target="_blank" rel="noopener noreferrer">capitalpharmasystems.com</a></td></tr><tr><td class="px-4 py-3 font-medium">Garden City Health IT</td><td class="px-4 py-3">Rivers, Bayelsa</td><td class="px-4 py-3"><span class="rounded bg-slate-100 px-2 py-0.5">Silver</span></td><td class="px-4 py-3"><a class="text-emerald-700" href="https://gardencityhealthit.ng/" target="_blank" rel="noopener noreferrer">gardencityhealthit.ng</a></td></tr><tr><td class="px-4 py-3 font-medium">Accra Pharma Solutions</td><td class="px-4 py-3">Ghana</td><td class="px-4 py-3"><span class="rounded bg-sky-100 px-2 py-0.5 text-sky-800">Regional</span></td><td class="px-4 py-3"><a class="text-emerald-700" href="https://accrapharmasolutions.com.gh" target="_blank" rel="noopener noreferrer">accrapharmasolutions.com.gh</a></td></tr><tr><td class="px-4 py-3 font-medium">Kano RxSupport</td><td class="px-4 py-3">Kano, Kaduna</td><td class="px-4 py-3"><span class="rounded bg-slate-100 px-2 py-0.5">Registered</span></td><td class="px-4 py-3 text-slate-400">—</td></tr></tbody></table></div><div class="mt-12 rounded-2xl bg-emerald-600 p-8 text-white"><h2 class="text-xl font-semibold">Become a partner</h2><p class="mt-2">Earn 20% recurring commission and get free certification training.</p><a class="mt-4 inline-block rounded-full bg-white px-5 py-2 text-sm font-semibold text-emerald-700" href="https://form.typeform.com/to/Rk3pXq7Z" target="_blank" rel="noopener noreferrer">Apply now</a></div></section>`,
        { partners: 5 },
      ),
    },
    '/about': {
      html: page(
        '/about',
        'About us | Chemistly',
        'We are a team of pharmacists and engineers in Lagos.',
        `<section class="mx-auto max-w-3xl px-4 py-16"><h1 class="text-4xl font-bold">Pharmacists who write code</h1><p class="mt-6 text-lg text-slate-600">Chemistly was founded in 2022 by Dr. Ifeoma Okafor, a community pharmacist in Surulere, and Tunde Bakare, a former engineer at a Lagos fintech. We raised a $1.4m pre-seed round in 2024 led by Ventures Platform with Future Africa and Microtraction.</p><h2 class="mt-12 text-2xl font-semibold">Memberships and compliance</h2><ul class="mt-4 list-disc space-y-2 pl-6 text-slate-700"><li>Corporate member of the <a class="text-emerald-700" href="https://www.psnnational.org" target="_blank" rel="noreferrer">Pharmaceutical Society of Nigeria</a> technology forum</li><li>NDPC-registered data controller (<a class="text-emerald-700" href="https://ndpc.gov.ng" target="_blank" rel="noreferrer">Nigeria Data Protection Commission</a>)</li><li>Winner, Lagos Startup Week HealthTech Pitch 2023</li></ul></section>`,
        {},
      ),
    },
    '/careers': {
      html: page(
        '/careers',
        'Careers | Chemistly',
        'Join us in Lagos or remote across Africa.',
        `<section class="mx-auto max-w-3xl px-4 py-16"><h1 class="text-4xl font-bold">Careers</h1><p class="mt-4 text-slate-600">We are 23 people across Lagos, Abuja and Accra. Open roles:</p><ul class="mt-8 divide-y divide-slate-200 rounded-2xl border"><li class="flex justify-between p-4"><span>Senior Backend Engineer (Go)</span><span class="text-slate-500">Lagos / Remote</span></li><li class="flex justify-between p-4"><span>Customer Success Pharmacist</span><span class="text-slate-500">Abuja</span></li><li class="flex justify-between p-4"><span>Field Sales Associate</span><span class="text-slate-500">Port Harcourt</span></li></ul><a class="mt-8 inline-block rounded-full bg-emerald-600 px-6 py-3 font-semibold text-white" href="https://apply.workable.com/chemistly/" target="_blank" rel="noopener noreferrer">See all openings and apply</a></section>`,
        {},
      ),
    },
    '/blog/nafdac-traceability-what-pharmacies-need-to-know': {
      html: page(
        '/blog/nafdac-traceability-what-pharmacies-need-to-know',
        'NAFDAC traceability: what pharmacies need to know | Chemistly',
        'GS1 barcodes, batch recalls and the 2025 deadline explained.',
        `<article class="prose mx-auto max-w-3xl px-4 py-16"><p class="text-sm text-slate-500">Regulation · 18 January 2025 · Dr. Ifeoma Okafor</p><h1>NAFDAC traceability: what pharmacies need to know</h1><p><a href="https://www.nafdac.gov.ng" target="_blank" rel="noreferrer">NAFDAC</a>'s traceability regulations require every pack to carry a GS1 DataMatrix code. Manufacturers register products with <a href="https://gs1ng.org" target="_blank" rel="noreferrer">GS1 Nigeria</a>; pharmacies will be expected to scan at receipt and at dispensing.</p><p>Most barcode scanners sold by Slot or Computer Village vendors can already read DataMatrix codes. If yours can't, budget about ₦45,000 for a 2D scanner.</p><p>Chemistly already stores batch and expiry for every receipt, so scanning will fill them in automatically once manufacturers switch.</p></article>`,
        {},
      ),
    },
  },
  technologies: ['hsts', 'next-js', 'open-graph', 'priority-hints', 'react', 'vercel', 'webpack', 'workable'],
  partners: {
    'paystack.com': 'technology',
    'flutterwave.com': 'technology',
    'moniepoint.com': 'technology',
    'mono.co': 'technology',
    'intuit.com': 'technology',
    'zoho.com': 'technology',
    'termii.com': 'technology',
    'sendchamp.com': 'technology',
    'drugstoc.com': 'technology',
    'heliumhealth.com': 'technology',
    'reliancehmo.com': 'technology',
    'pharmatechconsult.com.ng': 'channel',
    'capitalpharmasystems.com': 'channel',
    'gardencityhealthit.ng': 'channel',
    'accrapharmasolutions.com.gh': 'channel',
  },
};
