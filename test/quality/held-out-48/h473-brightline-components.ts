import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'x-powered-by': 'Next.js',
  server: 'Vercel',
  'x-vercel-cache': 'HIT',
  'x-vercel-id': 'iad1::sfo1::7xk2p-1712061123456-4f8e2a91c0d3',
  'strict-transport-security': 'max-age=63072000',
};

function page(title: string, description: string, path: string, body: string, pageProps: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title} | Brightline Components</title><meta name="description" content="${description}"/><meta property="og:title" content="${title} | Brightline Components"/><meta property="og:description" content="${description}"/><meta property="og:url" content="https://www.brightlinecomponents.com${path}"/><meta property="og:image" content="https://www.brightlinecomponents.com/og/default.png"/><meta property="og:type" content="website"/><meta name="twitter:card" content="summary_large_image"/><meta name="twitter:site" content="@brightlinecomp"/><link rel="canonical" href="https://www.brightlinecomponents.com${path}"/><link rel="icon" href="/favicon.ico"/><link rel="preload" href="/_next/static/media/a34f9d1faa5f3315-s.p.woff2" as="font" crossorigin="" type="font/woff2"/><link rel="stylesheet" href="/_next/static/css/5b8f3c2a9e1d7c44.css" data-precedence="next"/><script src="/_next/static/chunks/polyfills-c67a75d1b6f99dc8.js" noModule=""></script><script src="/_next/static/chunks/webpack-59c5c889f52620d6.js" defer=""></script><script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer=""></script><script src="/_next/static/chunks/main-8f0a5e2c3d1b9e77.js" defer=""></script><script src="/_next/static/chunks/pages/_app-3e9d1b2f7a6c4e10.js" defer=""></script><script src="/_next/static/Gq7Yf2kLxN3pV9wR1tZ0b/_buildManifest.js" defer=""></script><script src="/_next/static/Gq7Yf2kLxN3pV9wR1tZ0b/_ssgManifest.js" defer=""></script><script async src="https://www.googletagmanager.com/gtag/js?id=G-8ZQ4L1MXR2"></script><script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('js', new Date());gtag('config', 'G-8ZQ4L1MXR2');</script></head><body><div id="__next"><header class="sticky top-0 z-40 border-b bg-white"><div class="mx-auto flex max-w-7xl items-center justify-between px-6 py-4"><a href="/" aria-label="Brightline Components home"><img src="/logo-brightline.svg" alt="Brightline Components" width="176" height="32"/></a><nav aria-label="Main"><ul class="flex gap-8 text-sm font-medium"><li><a href="/products">Products</a></li><li><a href="/products/mlcc">MLCC</a></li><li><a href="/products/power-inductors">Power Inductors</a></li><li><a href="/design-resources">Design Resources</a></li><li><a href="/distributors">Where to Buy</a></li><li><a href="/about">Company</a></li></ul></nav><a class="rounded-md bg-amber-500 px-4 py-2 text-sm font-semibold text-white" href="/contact">Request samples</a></div></header><main>${body}</main><footer class="border-t bg-slate-950 text-slate-300"><div class="mx-auto grid max-w-7xl grid-cols-4 gap-8 px-6 py-12"><div><img src="/logo-brightline-white.svg" alt="Brightline Components" width="160" height="29"/><p class="mt-4 text-sm">Passive components engineered in Tempe, Arizona.</p></div><div><h4>Products</h4><ul><li><a href="/products/mlcc">MLCC</a></li><li><a href="/products/power-inductors">Power inductors</a></li><li><a href="/products/emi-filters">EMI filters</a></li></ul></div><div><h4>Company</h4><ul><li><a href="/about">About</a></li><li><a href="https://boards.greenhouse.io/brightlinecomponents">Careers</a></li><li><a href="/quality">Quality &amp; compliance</a></li><li><a href="/contact">Contact</a></li></ul></div><div><h4>Follow</h4><ul><li><a href="https://www.linkedin.com/company/brightline-components">LinkedIn</a></li><li><a href="https://x.com/brightlinecomp">X</a></li><li><a href="https://github.com/brightline-components">GitHub</a></li></ul></div></div><p class="px-6 pb-8 text-center text-xs">© 2024 Brightline Components, Inc. All rights reserved. <a href="/legal/privacy">Privacy</a> · <a href="/legal/terms-of-sale">Terms of sale</a></p></footer></div><script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":${pageProps}},"page":"${path.replace(/\/page\/\d+$/, '/page/[n]')}","query":{},"buildId":"Gq7Yf2kLxN3pV9wR1tZ0b","isFallback":false,"gsp":true,"scriptLoader":[]}</script><script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/44718203.js"></script></body></html>`;
}

function distributorCard(name: string, region: string, url: string, label: string, note: string): string {
  return `<li class="rounded-lg border p-6"><h3 class="text-lg font-semibold">${name}</h3><p class="text-sm text-slate-500">${region}</p><p class="mt-2 text-sm">${note}</p><a class="mt-4 inline-block text-amber-600" href="${url}" target="_blank" rel="noopener noreferrer">${label} →</a></li>`;
}

const home = page(
  'MLCCs, power inductors and EMI filters',
  'Brightline designs and manufactures automotive-grade MLCCs, power inductors and EMI filters with 4-week lead times.',
  '/',
  `<section class="bg-slate-50"><div class="mx-auto max-w-7xl px-6 py-24"><h1 class="text-5xl font-bold tracking-tight">Passives that ship on time.</h1><p class="mt-6 max-w-2xl text-lg">AEC-Q200 qualified MLCCs, shielded power inductors and EMI filters, built in Arizona with 4-week standard lead times.</p><div class="mt-8 flex gap-4"><a class="rounded-md bg-amber-500 px-5 py-3 font-semibold text-white" href="/products">Browse the catalog</a><a class="rounded-md border px-5 py-3 font-semibold" href="/distributors">Find a distributor</a></div></div></section><section class="mx-auto max-w-7xl px-6 py-16"><h2 class="text-center text-sm font-semibold uppercase tracking-widest text-slate-500">Trusted by hardware teams at</h2><ul class="mt-8 grid grid-cols-5 items-center gap-8 opacity-70"><li><img src="/customers/voltra-motors.svg" alt="Voltra Motors"/></li><li><img src="/customers/aerion-drones.svg" alt="Aerion Drones"/></li><li><img src="/customers/helix-medical.svg" alt="Helix Medical Devices"/></li><li><img src="/customers/gridwise.svg" alt="GridWise Energy"/></li><li><img src="/customers/orbitlink.svg" alt="OrbitLink Satellite"/></li></ul></section><section class="mx-auto max-w-7xl px-6 py-16"><h2 class="text-3xl font-bold">Design in faster</h2><p class="mt-4 max-w-3xl">Download symbols, footprints and SPICE models for every part number, or import them directly into your EDA tool through our <a class="underline" href="/design-resources/eda-partners">EDA partners</a>.</p></section><section class="mx-auto max-w-7xl px-6 py-16"><h2 class="text-3xl font-bold">In the news</h2><ul class="mt-6 space-y-3"><li><a href="https://www.eetimes.com/brightline-doubles-mlcc-capacity-in-arizona/" target="_blank" rel="noopener">EE Times: Brightline doubles MLCC capacity in Arizona</a></li><li>Winner, 2023 Product of the Year (Passives), Electronic Products magazine</li></ul></section>`,
  '{"hero":"home"}',
);

const distributors1 = page(
  'Authorized distributors',
  'Buy genuine Brightline parts from our authorized distributors worldwide.',
  '/distributors',
  `<section class="mx-auto max-w-7xl px-6 py-16"><h1 class="text-4xl font-bold">Authorized distributors</h1><p class="mt-4 max-w-3xl">Brightline parts are sold through the franchised distributors below. Parts bought from authorized distributors carry full factory traceability and our warranty. We cannot support parts purchased from brokers.</p><div class="mt-6 flex gap-2 text-sm"><span class="rounded-full bg-slate-900 px-3 py-1 text-white">All regions</span><span class="rounded-full border px-3 py-1">Americas</span><span class="rounded-full border px-3 py-1">EMEA</span><span class="rounded-full border px-3 py-1">APAC</span></div><ul class="mt-10 grid grid-cols-3 gap-6">${[
    distributorCard(
      'DigiKey',
      'Global catalog distributor',
      'https://www.digikey.com/en/supplier-centers/brightline-components',
      'Shop at DigiKey',
      'Full catalog, cut tape and reels, same-day shipping.',
    ),
    distributorCard(
      'Mouser Electronics',
      'Global catalog distributor',
      'https://www.mouser.com/manufacturer/brightline/',
      'Shop at Mouser',
      'Full catalog and new product introductions.',
    ),
    distributorCard(
      'Arcadia Electronics',
      'North America',
      'https://www.arcadiaelec.com/',
      'Visit Arcadia',
      'Volume pricing, bonded inventory and kitting programs.',
    ),
    distributorCard(
      'Cascade Component Supply',
      'Pacific Northwest & Western Canada',
      'https://cascadecomponents.com/',
      'Visit Cascade',
      'Local stock in Seattle and Vancouver.',
    ),
    distributorCard(
      'Voltparts Ltd',
      'United Kingdom & Ireland',
      'https://shop.voltparts.co.uk/brands/brightline',
      'Visit Voltparts',
      'Next-day UK delivery, small quantities welcome.',
    ),
    distributorCard(
      'Elektronik Kober GmbH',
      'Germany, Austria, Switzerland',
      'https://www.kober-elektronik.de/',
      'Visit Kober',
      'Design-in support from field application engineers.',
    ),
  ].join(
    '',
  )}</ul><nav class="mt-10 flex items-center justify-between" aria-label="Pagination"><span class="text-sm text-slate-500">Page 1 of 2</span><div class="flex gap-2"><span aria-current="page" class="rounded border bg-slate-900 px-3 py-1 text-white">1</span><a class="rounded border px-3 py-1" href="/distributors/page/2">2</a><a class="rounded border px-3 py-1" href="/distributors/page/2" rel="next">Next</a></div></nav></section>`,
  '{"page":1,"total":11}',
);

const distributors2 = page(
  'Authorized distributors – page 2',
  'Buy genuine Brightline parts from our authorized distributors worldwide.',
  '/distributors/page/2',
  `<section class="mx-auto max-w-7xl px-6 py-16"><h1 class="text-4xl font-bold">Authorized distributors</h1><ul class="mt-10 grid grid-cols-3 gap-6">${[
    distributorCard(
      'Pacific Rim Components',
      'Hong Kong & Southern China',
      'https://www.prcomponents.com.hk/',
      'Visit Pacific Rim',
      'Stock in Hong Kong and Shenzhen bonded warehouses.',
    ),
    distributorCard(
      'Tokyo Denshi Buhin Co., Ltd.',
      'Japan',
      'https://www.tdb-parts.co.jp/en/',
      'Visit TDB',
      'Japanese-language support and local invoicing.',
    ),
    distributorCard(
      'Sunbelt Electronics Pvt. Ltd.',
      'India',
      'https://sunbeltelectronics.in/',
      'Visit Sunbelt',
      'Authorized for automotive and industrial programs.',
    ),
  ].join(
    '',
  )}</ul><h2 class="mt-16 text-2xl font-bold">Manufacturer's representatives</h2><p class="mt-2 max-w-3xl">Our independent sales representatives handle design-in support and quotes for production volumes in their territories.</p><table class="mt-6 w-full text-left text-sm"><thead><tr><th>Territory</th><th>Representative</th><th>Website</th></tr></thead><tbody><tr><td>CA, NV, AZ</td><td>Sigma Component Sales</td><td><a href="https://www.sigmareps.com/">sigmareps.com</a></td></tr><tr><td>TX, OK, LA, AR</td><td>Lone Star Technical Sales</td><td><a href="https://lonestartechsales.com/">lonestartechsales.com</a></td></tr><tr><td>New England</td><td>Harborview Associates</td><td>—</td></tr></tbody></table><nav class="mt-10 flex items-center justify-between" aria-label="Pagination"><span class="text-sm text-slate-500">Page 2 of 2</span><div class="flex gap-2"><a class="rounded border px-3 py-1" href="/distributors" rel="prev">Previous</a><a class="rounded border px-3 py-1" href="/distributors">1</a><span aria-current="page" class="rounded border bg-slate-900 px-3 py-1 text-white">2</span></div></nav></section>`,
  '{"page":2,"total":11}',
);

const eda = page(
  'EDA partners',
  'Import Brightline symbols, footprints and 3D models straight into your EDA tool.',
  '/design-resources/eda-partners',
  `<section class="mx-auto max-w-7xl px-6 py-16"><p class="text-sm font-semibold uppercase text-amber-600">Design resources</p><h1 class="text-4xl font-bold">EDA partners</h1><p class="mt-4 max-w-3xl">We work with these EDA and component-data partners so that verified Brightline models are available inside the tools you already use.</p><div class="mt-10 grid grid-cols-2 gap-8"><article class="rounded-xl border p-8"><img src="/partners/altium.svg" alt="Altium" height="32"/><h2 class="mt-4 text-xl font-semibold">Altium</h2><p class="mt-2">All Brightline parts are available in the Altium manufacturer part search with live distributor pricing.</p><a class="mt-4 inline-block text-amber-600" href="https://www.altium.com/">altium.com</a></article><article class="rounded-xl border p-8"><img src="/partners/autodesk-fusion.svg" alt="Autodesk Fusion" height="32"/><h2 class="mt-4 text-xl font-semibold">Autodesk Fusion</h2><p class="mt-2">Electronics libraries for Fusion, including 3D STEP models for enclosure fit checks.</p><a class="mt-4 inline-block text-amber-600" href="https://www.autodesk.com/products/fusion-360/">autodesk.com</a></article><article class="rounded-xl border p-8"><img src="/partners/footprintlab.svg" alt="FootprintLab" height="32"/><h2 class="mt-4 text-xl font-semibold">FootprintLab</h2><p class="mt-2">IPC-7351 compliant footprints for KiCad, OrCAD and PADS, generated from our datasheets and checked by our engineers.</p><a class="mt-4 inline-block text-amber-600" href="https://footprintlab.io/vendors/brightline">footprintlab.io</a></article><article class="rounded-xl border p-8"><img src="/partners/simcircuit.svg" alt="SimCircuit" height="32"/><h2 class="mt-4 text-xl font-semibold">SimCircuit</h2><p class="mt-2">Temperature- and DC-bias-aware SPICE models for LTspice and PSpice, hosted in the SimCircuit model library.</p><a class="mt-4 inline-block text-amber-600" href="https://www.simcircuit.dev/libraries/brightline">simcircuit.dev</a></article></div><p class="mt-12 text-sm text-slate-500">Prefer raw files? Our <a class="underline" href="https://github.com/brightline-components/kicad-library">KiCad library on GitHub</a> is updated with every product release.</p></section>`,
  '{"section":"eda"}',
);

const about = page(
  'About us',
  'Brightline Components was founded in 2016 to bring passive component manufacturing back to North America.',
  '/about',
  `<section class="mx-auto max-w-4xl px-6 py-16"><h1 class="text-4xl font-bold">Building passives in America again</h1><p class="mt-6">Brightline was founded in 2016 by former ceramic-capacitor engineers who were tired of 52-week lead times. Our 140,000 sq ft facility in Tempe produces over 2 billion MLCCs a year.</p><h2 class="mt-12 text-2xl font-bold">Quality</h2><p class="mt-2">IATF 16949:2016 and ISO 9001:2015 certified. Automotive parts qualified to AEC-Q200. RoHS and REACH compliant.</p><h2 class="mt-12 text-2xl font-bold">Backed by</h2><p class="mt-2">Our Series B was led by <a href="https://www.northgatecap.com/portfolio" target="_blank" rel="noopener">Northgate Capital</a> with participation from <a href="https://www.sonoranventures.vc/" target="_blank" rel="noopener">Sonoran Ventures</a>, and supported by a CHIPS Act manufacturing grant.</p><h2 class="mt-12 text-2xl font-bold">Recognition</h2><ul class="mt-2 list-disc pl-6"><li>Electronic Products Product of the Year 2023 – Passives</li><li>Arizona Commerce Authority Manufacturer of the Year 2022</li></ul><h2 class="mt-12 text-2xl font-bold">Careers</h2><p class="mt-2">We're hiring process engineers and technicians. See open roles on <a href="https://boards.greenhouse.io/brightlinecomponents">Greenhouse</a>.</p></section>`,
  '{"section":"about"}',
);

const contact = page(
  'Contact sales',
  'Request samples, quotes or technical support from Brightline Components.',
  '/contact',
  `<section class="mx-auto max-w-3xl px-6 py-16"><h1 class="text-4xl font-bold">Talk to us</h1><p class="mt-4">Sample requests ship within 48 hours. For production quantities, please contact your <a class="underline" href="/distributors">authorized distributor</a>.</p><div class="hbspt-form mt-8" id="hsForm_3c1e7f20"></div><p class="mt-8 text-sm">Brightline Components, Inc. · 2250 W Fairmont Dr, Tempe, AZ 85282 · +1 (480) 555-0142</p></section>`,
  '{"section":"contact"}',
);

export const site: CorpusSite = {
  domain: 'brightlinecomponents.com',
  covers:
    "US Next.js (Vercel) site of a passive-component maker: authorized distributor cards split over two paginated pages plus a manufacturer's representatives table (one rep without link), EDA technology partners; negatives: trusted-by customer logos, press mention, awards, investors, Greenhouse careers, GitHub/social links",
  pages: {
    '/': { headers: HEADERS, html: home },
    '/distributors': { headers: HEADERS, html: distributors1 },
    '/distributors/page/2': { headers: HEADERS, html: distributors2 },
    '/design-resources/eda-partners': { headers: HEADERS, html: eda },
    '/about': { headers: HEADERS, html: about },
    '/contact': { headers: HEADERS, html: contact },
  },
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'google-analytics', 'google-tag-manager', 'hubspot', 'hsts', 'open-graph'],
  partners: {
    'digikey.com': 'channel',
    'mouser.com': 'channel',
    'arcadiaelec.com': 'channel',
    'cascadecomponents.com': 'channel',
    'voltparts.co.uk': 'channel',
    'kober-elektronik.de': 'channel',
    'prcomponents.com.hk': 'channel',
    'tdb-parts.co.jp': 'channel',
    'sunbeltelectronics.in': 'channel',
    'sigmareps.com': 'channel',
    'lonestartechsales.com': 'channel',
    'altium.com': 'technology',
    'autodesk.com': 'technology',
    'footprintlab.io': 'technology',
    'simcircuit.dev': 'technology',
  },
};
