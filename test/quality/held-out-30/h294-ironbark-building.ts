import type { CorpusSite } from '../corpus/types.js';

/*
 * Ironbark Building Products Pty Ltd (Brisbane): cold-formed steel wall frames, trusses, roof battens and
 * cladding. Next.js (pages router) on Vercel with Sanity as headless CMS; GTM noscript tag; SmartRecruiters careers.
 */

const BUILD = 'x7Kp2QmN4vR8sT1wY5zA3';
const SANITY = 'https://cdn.sanity.io/images/q3v8t2mk/production';

const img = (id: string, w: number, h: number, alt: string, priority = false): string => {
  const src = `${SANITY}/${id}-${w}x${h}.jpg`;
  const enc = encodeURIComponent(src);
  return `<img alt="${alt}"${priority ? ' fetchpriority="high"' : ' loading="lazy"'} width="${w}" height="${h}" decoding="async" data-nimg="1" class="h-full w-full object-cover" style="color:transparent" srcSet="/_next/image?url=${enc}&amp;w=1080&amp;q=75 1x, /_next/image?url=${enc}&amp;w=1920&amp;q=75 2x" src="/_next/image?url=${enc}&amp;w=1920&amp;q=75"/>`;
};

const head = (title: string, description: string, path: string, pageChunk: string): string =>
  `<!DOCTYPE html><html lang="en-AU"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="description" content="${description}"/><link rel="canonical" href="https://ironbarkbp.com.au${path}"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/><meta property="og:url" content="https://ironbarkbp.com.au${path}"/><meta property="og:type" content="website"/><meta property="og:site_name" content="Ironbark Building Products"/><meta property="og:image" content="${SANITY}/8f2a1c9e0b7d6a5f4e3c2b1a0d9e8f7a6b5c4d3e-1200x630.jpg"/><meta name="twitter:card" content="summary_large_image"/><link rel="icon" href="/favicon.ico"/><meta name="next-head-count" content="14"/><link rel="preload" href="/_next/static/media/a34f9d1faa5f3315-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous" data-next-font="size-adjust"/><link rel="preload" href="/_next/static/media/e4af272ccee01ff0-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous" data-next-font="size-adjust"/><link rel="preload" href="/_next/static/css/7d3c1b2a9e8f6d40.css" as="style"/><link rel="stylesheet" href="/_next/static/css/7d3c1b2a9e8f6d40.css" data-n-g=""/><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-42372ed130431b0a.js"></script><script src="/_next/static/chunks/webpack-5c3a1e8f2b7d9046.js" defer=""></script><script src="/_next/static/chunks/framework-64ad27b21261a9ce.js" defer=""></script><script src="/_next/static/chunks/main-8f1d4e6a3c2b9075.js" defer=""></script><script src="/_next/static/chunks/pages/_app-1e9c7b4a2d6f3085.js" defer=""></script><script src="/_next/static/chunks/pages/${pageChunk}.js" defer=""></script><script src="/_next/static/${BUILD}/_buildManifest.js" defer=""></script><script src="/_next/static/${BUILD}/_ssgManifest.js" defer=""></script><script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-T9WZ4MB');</script></head>`;

const nav = `<header class="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur"><div class="bg-ironbark-900 text-xs text-white"><div class="mx-auto flex max-w-7xl items-center justify-between px-4 py-2"><span>Trade enquiries <a class="underline" href="tel:+61735550140">07 3555 0140</a></span><span class="flex gap-4"><a href="/technical-resources">Technical library</a><a href="https://ironbarkbp.co.nz/">New Zealand</a></span></div></div><nav class="mx-auto flex max-w-7xl items-center justify-between px-4 py-4" aria-label="Main"><a class="flex items-center gap-2" href="/"><img alt="Ironbark Building Products" width="196" height="40" decoding="async" data-nimg="1" style="color:transparent" src="/logo-ironbark.svg"/></a><ul class="hidden items-center gap-8 font-medium lg:flex"><li class="group relative"><a href="/products/steel-framing" class="hover:text-ironbark-600">Products</a><div class="invisible absolute left-0 top-full w-[640px] rounded-b-lg bg-white p-6 shadow-xl group-hover:visible"><div class="grid grid-cols-2 gap-6"><div><p class="text-xs uppercase tracking-wide text-slate-500">Framing</p><ul class="mt-2 space-y-2"><li><a href="/products/steel-framing">TruSpan wall frames</a></li><li><a href="/products/steel-framing#trusses">TruSpan roof trusses</a></li><li><a href="/products/steel-framing#floor">Floor joist systems</a></li></ul></div><div><p class="text-xs uppercase tracking-wide text-slate-500">Roofing &amp; cladding</p><ul class="mt-2 space-y-2"><li><a href="/products/steel-framing#battens">Roof &amp; ceiling battens</a></li><li><a href="/products/steel-framing#cladding">Shiplap steel cladding</a></li><li><a href="/technical-resources#span-tables">Span tables</a></li></ul></div></div></div></li><li><a href="/projects" class="hover:text-ironbark-600">Projects</a></li><li><a href="/where-to-buy" class="hover:text-ironbark-600">Where to buy</a></li><li><a href="/technical-resources" class="hover:text-ironbark-600">Resources</a></li><li><a href="/about" class="hover:text-ironbark-600">About</a></li><li><a href="/contact" class="rounded-full bg-ironbark-600 px-5 py-2 text-white hover:bg-ironbark-700">Get a quote</a></li></ul><button class="lg:hidden" aria-label="Open menu" type="button"><svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" stroke-width="2"></path></svg></button></nav></header>`;

const footer = `<footer class="bg-ironbark-950 text-slate-300"><div class="mx-auto grid max-w-7xl gap-10 px-4 py-14 md:grid-cols-4"><div><img alt="Ironbark Building Products" loading="lazy" width="160" height="33" decoding="async" data-nimg="1" style="color:transparent" src="/logo-ironbark-white.svg"/><p class="mt-4 text-sm">Ironbark Building Products Pty Ltd<br/>ABN 48 612 555 019<br/>31 Lysaght Street, Acacia Ridge QLD 4110</p><p class="mt-2 text-sm"><a href="tel:+61735550140">07 3555 0140</a><br/><a href="mailto:sales@ironbarkbp.com.au">sales@ironbarkbp.com.au</a></p></div><div><p class="font-semibold text-white">Products</p><ul class="mt-3 space-y-2 text-sm"><li><a href="/products/steel-framing">Steel framing</a></li><li><a href="/products/steel-framing#battens">Battens</a></li><li><a href="/products/steel-framing#cladding">Cladding</a></li><li><a href="/technical-resources">Technical resources</a></li></ul></div><div><p class="font-semibold text-white">Company</p><ul class="mt-3 space-y-2 text-sm"><li><a href="/about">About Ironbark</a></li><li><a href="/projects">Projects</a></li><li><a href="/where-to-buy">Find a stockist</a></li><li><a href="/careers">Careers</a></li><li><a href="/contact">Contact</a></li></ul></div><div><p class="font-semibold text-white">Follow</p><ul class="mt-3 flex gap-4 text-sm"><li><a href="https://www.facebook.com/ironbarkbp" target="_blank" rel="noreferrer">Facebook</a></li><li><a href="https://www.instagram.com/ironbarkbp/" target="_blank" rel="noreferrer">Instagram</a></li><li><a href="https://www.linkedin.com/company/ironbark-building-products" target="_blank" rel="noreferrer">LinkedIn</a></li></ul><p class="mt-6 text-xs">Ironbark acknowledges the Traditional Owners of the lands on which we work, and pays respect to Elders past and present.</p></div></div><div class="border-t border-white/10 py-6 text-center text-xs">© 2024 Ironbark Building Products Pty Ltd · <a href="/privacy">Privacy</a> · <a href="/terms">Terms of trade</a></div></footer>`;

const page = (
  title: string,
  description: string,
  path: string,
  pageChunk: string,
  route: string,
  content: string,
  pageProps: unknown,
): string =>
  `${head(title, description, path, pageChunk)}<body><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-T9WZ4MB" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript><div id="__next"><div class="__className_9c4e1b font-sans text-slate-800">${nav}<main>${content}</main>${footer}</div></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(
    { props: { pageProps, __N_SSG: true }, page: route, query: {}, buildId: BUILD, isFallback: false, gsp: true, scriptLoader: [] },
  )}</script></body></html>`;

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-cache': 'HIT',
  'x-vercel-id': 'syd1::iad1::k9x2m-1714528893312-5b1f0c2e7a9d',
  'x-matched-path': '/',
  'cache-control': 'public, max-age=0, must-revalidate',
  'strict-transport-security': 'max-age=63072000',
  age: '3184',
};
const h = (matched: string): Record<string, string> => ({ ...headers, 'x-matched-path': matched });

const nav2 = (label: string): string =>
  `<div class="border-b border-slate-200 bg-slate-50"><div class="mx-auto max-w-7xl px-4 py-3 text-sm"><a href="/">Home</a> / <span>${label}</span></div></div>`;

const home = page(
  'Ironbark Building Products | Steel Framing, Trusses & Cladding',
  'Australian-made cold-formed steel wall frames, roof trusses, battens and cladding. Termite-proof, straight and true, delivered to site.',
  '/',
  'index-3b8e0f1c2d4a6795',
  '/',
  `<section class="relative h-[560px] overflow-hidden">${img('2c7b9e1f4a3d5c8b0e6f1a2d3c4b5a6f7e8d9c0b', 1920, 900, 'Steel wall frames being stood on a residential slab', true)}<div class="absolute inset-0 bg-gradient-to-r from-black/70 to-transparent"></div><div class="absolute inset-0 mx-auto flex max-w-7xl flex-col justify-center px-4 text-white"><h1 class="max-w-2xl text-5xl font-bold">Straight. True. Termite-proof.</h1><p class="mt-4 max-w-xl text-lg">TruSpan steel frames and trusses, roll-formed in Brisbane from Australian steel and delivered to site ready to stand.</p><div class="mt-8 flex gap-4"><a class="rounded-full bg-ironbark-600 px-6 py-3 font-semibold" href="/products/steel-framing">Explore TruSpan</a><a class="rounded-full border border-white px-6 py-3 font-semibold" href="/where-to-buy">Find a stockist</a></div></div></section>
<section class="mx-auto max-w-7xl px-4 py-16"><h2 class="text-3xl font-bold">Why builders switch to steel</h2><div class="mt-10 grid gap-8 md:grid-cols-4"><div><p class="text-4xl font-bold text-ironbark-600">0</p><p class="mt-2">Warping, twisting or shrinkage — so no callbacks for cracked plaster.</p></div><div><p class="text-4xl font-bold text-ironbark-600">100%</p><p class="mt-2">Termite-proof and non-combustible, tested to BAL-40.</p></div><div><p class="text-4xl font-bold text-ironbark-600">40%</p><p class="mt-2">Lighter than equivalent timber frames for faster, safer lifting.</p></div><div><p class="text-4xl font-bold text-ironbark-600">5 days</p><p class="mt-2">Typical lead time from approved drawings to site delivery in SEQ.</p></div></div></section>
<section class="bg-slate-50 py-16"><div class="mx-auto max-w-7xl px-4"><h2 class="text-3xl font-bold">Our products</h2><div class="mt-10 grid gap-8 md:grid-cols-3"><a class="group block overflow-hidden rounded-xl bg-white shadow" href="/products/steel-framing"><div class="h-56">${img('9a1b2c3d4e5f60718293a4b5c6d7e8f901234567', 800, 520, 'TruSpan wall frame panels')}</div><div class="p-6"><h3 class="text-xl font-semibold">TruSpan wall frames</h3><p class="mt-2 text-sm">Pre-punched, pre-cut panels with service holes, labelled to match your plans.</p></div></a><a class="group block overflow-hidden rounded-xl bg-white shadow" href="/products/steel-framing#trusses"><div class="h-56">${img('0f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6', 800, 520, 'TruSpan steel roof trusses on a truck')}</div><div class="p-6"><h3 class="text-xl font-semibold">Roof trusses</h3><p class="mt-2 text-sm">Engineered for cyclonic regions C and D, with certified connection details.</p></div></a><a class="group block overflow-hidden rounded-xl bg-white shadow" href="/products/steel-framing#cladding"><div class="h-56">${img('5e4d3c2b1a09f8e7d6c5b4a3928170615f4e3d2c', 800, 520, 'Shiplap steel cladding on a coastal home')}</div><div class="p-6"><h3 class="text-xl font-semibold">Shiplap cladding</h3><p class="mt-2 text-sm">The look of weatherboards in COLORBOND® steel, with concealed fixings.</p></div></a></div></div></section>
<section class="mx-auto max-w-7xl px-4 py-16"><h2 class="text-3xl font-bold">Built with Ironbark</h2><p class="mt-4 max-w-2xl">From single homes on the Sunshine Coast to 300-lot estates in Logan, builders across Queensland, New South Wales and the Northern Territory frame with TruSpan.</p><ul class="mt-8 grid grid-cols-2 items-center gap-8 md:grid-cols-5"><li><img alt="Seachange Homes" loading="lazy" width="150" height="60" decoding="async" data-nimg="1" style="color:transparent" src="/logos/builders/seachange-homes.svg"/></li><li><img alt="Metricon" loading="lazy" width="150" height="60" decoding="async" data-nimg="1" style="color:transparent" src="/logos/builders/metricon.svg"/></li><li><img alt="Tropic Build Group" loading="lazy" width="150" height="60" decoding="async" data-nimg="1" style="color:transparent" src="/logos/builders/tropic-build.svg"/></li><li><img alt="Harcourt Constructions" loading="lazy" width="150" height="60" decoding="async" data-nimg="1" style="color:transparent" src="/logos/builders/harcourt.svg"/></li><li><img alt="Logan Living Estates" loading="lazy" width="150" height="60" decoding="async" data-nimg="1" style="color:transparent" src="/logos/builders/logan-living.svg"/></li></ul><p class="mt-6"><a class="font-semibold text-ironbark-600" href="/projects">See the projects →</a></p></section>
<section class="bg-ironbark-900 py-14 text-white"><div class="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 md:flex-row md:items-center md:justify-between"><div><h2 class="text-2xl font-bold">Buy TruSpan through your local trade supplier</h2><p class="mt-2">Over 40 stockists across Australia, plus our export distributor in New Zealand.</p></div><a class="rounded-full bg-white px-6 py-3 font-semibold text-ironbark-900" href="/where-to-buy">Find a stockist</a></div></section>
<section class="mx-auto max-w-7xl px-4 py-12 text-sm"><p>Come and see us at <a class="underline" href="https://www.designbuildexpo.com.au/" target="_blank" rel="noreferrer">DesignBUILD 2024</a>, Melbourne Convention and Exhibition Centre, 1–3 May, stand C42.</p></section>`,
  {
    hero: { title: 'Straight. True. Termite-proof.' },
    builders: ['Seachange Homes', 'Metricon', 'Tropic Build Group', 'Harcourt Constructions', 'Logan Living Estates'],
  },
);

const framing = page(
  'TruSpan Steel Wall Frames & Roof Trusses | Ironbark Building Products',
  'TruSpan cold-formed steel wall frames, roof trusses, floor systems, battens and cladding, engineered to AS/NZS 4600 and NASH Standard.',
  '/products/steel-framing',
  'products/[slug]-7c2e9a4b1d3f5086',
  '/products/[slug]',
  `${nav2('Steel framing')}<section class="mx-auto max-w-7xl px-4 py-12"><div class="grid gap-10 md:grid-cols-2"><div><h1 class="text-4xl font-bold">TruSpan steel framing</h1><p class="mt-4 text-lg">TruSpan frames and trusses are roll-formed from 0.75 mm and 0.95 mm G550 high-tensile steel with a Z275 zinc coating, engineered to AS/NZS 4600 and the NASH Standard for Residential and Low-Rise Steel Framing.</p><ul class="mt-6 list-disc space-y-2 pl-6"><li>Wall heights up to 3.6 m, with engineered lintels for openings to 6 m</li><li>Pre-punched service holes with grommets for plumbing and electrical</li><li>Every panel labelled and numbered to the plan</li><li>Wind classes N1–N6 and cyclonic C1–C4</li></ul><a class="mt-8 inline-block rounded-full bg-ironbark-600 px-6 py-3 font-semibold text-white" href="/contact">Send us your plans</a></div><div class="h-[420px] overflow-hidden rounded-xl">${img('3f4e5d6c7b8a99a8b7c6d5e4f3a2b1c0d9e8f7a6', 1200, 840, 'TruSpan frame with pre-punched service holes', true)}</div></div></section>
<section class="bg-slate-50 py-12" id="trusses"><div class="mx-auto max-w-7xl px-4"><h2 class="text-2xl font-bold">Roof trusses</h2><p class="mt-3 max-w-3xl">Standard, hip and girder trusses designed in-house for spans up to 16 m. Truss designs are certified by our RPEQ engineers and include tie-down details for every connection.</p><table class="mt-6 w-full text-left text-sm"><thead><tr class="border-b"><th class="py-2">Truss type</th><th>Max span</th><th>Pitch range</th><th>Wind class</th></tr></thead><tbody><tr class="border-b"><td class="py-2">Standard gable</td><td>14 m</td><td>5–35°</td><td>N1–N4, C1–C2</td></tr><tr class="border-b"><td class="py-2">Hip &amp; dutch gable</td><td>16 m</td><td>10–30°</td><td>N1–N4, C1–C2</td></tr><tr class="border-b"><td class="py-2">Skillion</td><td>10 m</td><td>2–15°</td><td>N1–N6, C1–C4</td></tr><tr><td class="py-2">Scissor</td><td>12 m</td><td>15–35°</td><td>N1–N3</td></tr></tbody></table></div></section>
<section class="mx-auto max-w-7xl px-4 py-12" id="floor"><h2 class="text-2xl font-bold">Floor joist systems</h2><p class="mt-3 max-w-3xl">C- and Z-section joists and bearers for elevated floors, decks and sloping sites, with span tables for 1.5 kPa and 3 kPa live loads.</p></section>
<section class="mx-auto max-w-7xl px-4 pb-12" id="battens"><h2 class="text-2xl font-bold">Roof &amp; ceiling battens</h2><p class="mt-3 max-w-3xl">Top-hat battens in 22 mm, 40 mm and 61 mm profiles. Compatible with all major metal roof sheeting and concrete tiles.</p></section>
<section class="mx-auto max-w-7xl px-4 pb-12" id="cladding"><h2 class="text-2xl font-bold">Shiplap steel cladding</h2><p class="mt-3 max-w-3xl">A 200 mm shiplap profile in 22 COLORBOND® steel colours. Non-combustible and suitable for bushfire-prone sites up to BAL-40.</p></section>
<section class="border-t border-slate-200 bg-white py-14"><div class="mx-auto max-w-7xl px-4"><h2 class="text-2xl font-bold">Design software partners</h2><p class="mt-3 max-w-3xl">Ironbark detailers work in the same tools as your architect and engineer. Through our software partners, TruSpan profiles and connection libraries are available natively, so frame layouts go straight from design to our roll-formers.</p><div class="mt-8 grid gap-6 md:grid-cols-4"><div class="rounded-lg border p-5"><img alt="FRAMECAD" loading="lazy" width="140" height="48" decoding="async" data-nimg="1" style="color:transparent" src="/logos/partners/framecad.svg"/><p class="mt-3 text-sm">FRAMECAD Structure and Detailer drive our roll-forming lines directly.</p><a class="mt-2 inline-block text-sm font-semibold text-ironbark-600" href="https://www.framecad.com/" target="_blank" rel="noreferrer">framecad.com</a></div><div class="rounded-lg border p-5"><img alt="Vertex BD" loading="lazy" width="140" height="48" decoding="async" data-nimg="1" style="color:transparent" src="/logos/partners/vertex.svg"/><p class="mt-3 text-sm">TruSpan component library for Vertex BD residential framing.</p><a class="mt-2 inline-block text-sm font-semibold text-ironbark-600" href="https://www.vertexcad.com/" target="_blank" rel="noreferrer">vertexcad.com</a></div><div class="rounded-lg border p-5"><img alt="Tekla Structures" loading="lazy" width="140" height="48" decoding="async" data-nimg="1" style="color:transparent" src="/logos/partners/tekla.svg"/><p class="mt-3 text-sm">Profiles and custom components for Tekla Structures on commercial jobs.</p><a class="mt-2 inline-block text-sm font-semibold text-ironbark-600" href="https://www.tekla.com/" target="_blank" rel="noreferrer">tekla.com</a></div><div class="rounded-lg border p-5"><img alt="Autodesk Revit" loading="lazy" width="140" height="48" decoding="async" data-nimg="1" style="color:transparent" src="/logos/partners/autodesk.svg"/><p class="mt-3 text-sm">Revit families for wall types and trusses, free to download.</p><a class="mt-2 inline-block text-sm font-semibold text-ironbark-600" href="https://www.autodesk.com/products/revit/" target="_blank" rel="noreferrer">autodesk.com</a></div></div></div></section>`,
  { product: { slug: 'steel-framing', title: 'TruSpan steel framing' } },
);

interface Stockist {
  state: string;
  name: string;
  suburb: string;
  phone: string;
  website: string | null;
  note?: string;
}

const stockists: Stockist[] = [
  {
    state: 'QLD',
    name: 'Coastline Building Supplies',
    suburb: 'Burleigh Heads',
    phone: '07 5555 0121',
    website: 'https://www.coastlinebs.com.au/',
  },
  { state: 'QLD', name: 'Capricorn Trade Centre', suburb: 'Rockhampton', phone: '07 4955 0183', website: 'https://capricorntrade.com.au/' },
  {
    state: 'NSW',
    name: 'Hunter Frame Supplies',
    suburb: 'Beresfield',
    phone: '02 4955 0107',
    website: 'https://www.hunterframesupplies.com.au/',
  },
  {
    state: 'NSW',
    name: 'Mitre 10 (selected trade stores)',
    suburb: 'Statewide',
    phone: '1800 555 010',
    website: 'https://www.mitre10.com.au/',
    note: 'Battens and cladding only',
  },
  { state: 'VIC', name: 'Tasman Steel & Timber', suburb: 'Geelong', phone: '03 5255 0166', website: 'https://tasmansteel.com.au/' },
  {
    state: 'VIC',
    name: 'Home Timber & Hardware (selected stores)',
    suburb: 'Statewide',
    phone: '1300 555 048',
    website: 'https://www.hth.com.au/',
    note: 'Battens and cladding only',
  },
  {
    state: 'SA',
    name: 'Adelaide Hills Building Supplies',
    suburb: 'Mount Barker',
    phone: '08 8355 0190',
    website: 'https://www.ahbs.com.au/',
  },
  {
    state: 'WA',
    name: 'Goldfields Hardware & Building',
    suburb: 'Kalgoorlie',
    phone: '08 9055 0112',
    website: 'https://goldfieldshardware.com.au/',
  },
  {
    state: 'NT',
    name: 'Red Centre Trade Supplies',
    suburb: 'Alice Springs',
    phone: '08 8955 0175',
    website: 'https://www.redcentretrade.com.au/',
  },
  { state: 'TAS', name: 'Derwent Valley Builders Supply', suburb: 'New Norfolk', phone: '03 6255 0139', website: null },
  {
    state: 'NZ',
    name: 'Kiwi Frame Supply Ltd',
    suburb: 'Auckland (New Zealand distributor)',
    phone: '+64 9 555 0142',
    website: 'https://www.kiwiframe.co.nz/',
  },
];

const states = ['QLD', 'NSW', 'VIC', 'SA', 'WA', 'NT', 'TAS', 'NZ'];
const stateNames: Record<string, string> = {
  QLD: 'Queensland',
  NSW: 'New South Wales',
  VIC: 'Victoria',
  SA: 'South Australia',
  WA: 'Western Australia',
  NT: 'Northern Territory',
  TAS: 'Tasmania',
  NZ: 'New Zealand',
};

const stockistHtml = states
  .map(
    (s) =>
      `<div class="mt-10" id="${s.toLowerCase()}"><h2 class="text-xl font-bold">${stateNames[s] ?? s}</h2><div class="mt-4 grid gap-4 md:grid-cols-2">${stockists
        .filter((x) => x.state === s)
        .map(
          (x) =>
            `<div class="rounded-lg border border-slate-200 p-5"><h3 class="font-semibold">${x.name.replace(/&/g, '&amp;')}</h3><p class="text-sm text-slate-600">${x.suburb}</p>${x.note ? `<p class="text-xs text-slate-500">${x.note}</p>` : ''}<p class="mt-2 text-sm"><a href="tel:${x.phone.replace(/[^+\d]/g, '')}">${x.phone}</a>${x.website ? ` · <a class="font-semibold text-ironbark-600" href="${x.website}" target="_blank" rel="noreferrer">Visit website</a>` : ''}</p></div>`,
        )
        .join('')}</div></div>`,
  )
  .join('');

const whereToBuy = page(
  'Where to Buy TruSpan | Stockists in Australia & New Zealand | Ironbark',
  'Find an Ironbark stockist near you. TruSpan steel framing, battens and cladding are sold through trade suppliers in every state and in New Zealand.',
  '/where-to-buy',
  'where-to-buy-4d1a7c9e2b5f3068',
  '/where-to-buy',
  `${nav2('Where to buy')}<section class="mx-auto max-w-7xl px-4 py-12"><h1 class="text-4xl font-bold">Where to buy</h1><p class="mt-4 max-w-3xl">Framing and trusses are made to order and quoted directly by Ironbark or through our framing stockists. Battens and cladding are stocked by the trade suppliers below. Can&#x27;t find a stockist near you? Call <a class="underline" href="tel:+61735550140">07 3555 0140</a>.</p><form class="mt-6 flex max-w-lg gap-2" role="search"><label class="sr-only" for="postcode">Postcode</label><input id="postcode" class="flex-1 rounded-full border px-4 py-2" placeholder="Enter your postcode" inputMode="numeric"/><button class="rounded-full bg-ironbark-600 px-5 py-2 text-white" type="submit">Search</button></form><div class="mt-6 flex flex-wrap gap-2 text-sm">${states.map((s) => `<a class="rounded-full border px-3 py-1" href="#${s.toLowerCase()}">${s}</a>`).join('')}</div>${stockistHtml}</section>
<section class="bg-slate-50 py-12"><div class="mx-auto max-w-7xl px-4"><h2 class="text-2xl font-bold">Become a stockist</h2><p class="mt-3 max-w-3xl">We are looking for trade suppliers in regional WA, Tasmania and far north Queensland. Stockists receive display stock, trade training and leads from our website. Email <a class="underline" href="mailto:stockists@ironbarkbp.com.au">stockists@ironbarkbp.com.au</a>.</p></div></section>`,
  { stockists, generatedAt: '2024-04-30T22:14:05.112Z' },
);

const about = page(
  'About Ironbark Building Products',
  'Ironbark is a family-owned Brisbane manufacturer of steel framing and cladding, founded in 2004.',
  '/about',
  'about-2e6b8d0f1a3c5794',
  '/about',
  `${nav2('About')}<section class="mx-auto max-w-7xl px-4 py-12"><div class="grid gap-10 md:grid-cols-2"><div><h1 class="text-4xl font-bold">About Ironbark</h1><p class="mt-4 text-lg">Ironbark started in 2004 with one roll-former in a shed in Acacia Ridge and a simple idea: Queensland homes deserve frames that termites can&#x27;t eat and storms can&#x27;t twist. Twenty years on, we run six FRAMECAD lines from a 9,000 m² factory and employ 120 people.</p><p class="mt-4">We are still family-owned by the Nguyen and Walsh families, and every frame we ship is designed, rolled and checked in Brisbane.</p></div><div class="h-[380px] overflow-hidden rounded-xl">${img('6a7b8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f7', 1200, 800, 'Roll-forming line at the Acacia Ridge factory')}</div></div></section>
<section class="bg-slate-50 py-12"><div class="mx-auto max-w-4xl px-4"><h2 class="text-2xl font-bold">Our supply and research partners</h2><p class="mt-4">Every TruSpan frame starts as TRUECORE® steel coil from our steel partner <a class="underline" href="https://www.bluescope.com/" target="_blank" rel="noreferrer">BlueScope</a>, made at Port Kembla. Long-span trusses and cladding leave our factory on trucks run by our logistics partner <a class="underline" href="https://www.tollgroup.com/" target="_blank" rel="noreferrer">Toll Group</a>, which delivers to site across Queensland and northern New South Wales.</p><p class="mt-4">Since 2019 we have been a research partner of the <a class="underline" href="https://civil.uq.edu.au/" target="_blank" rel="noreferrer">University of Queensland School of Civil Engineering</a>, testing connection details for cyclonic wind loads, and we support a summer research scholarship each year.</p></div></section>
<section class="mx-auto max-w-4xl px-4 py-12"><h2 class="text-2xl font-bold">Industry memberships</h2><p class="mt-4">Ironbark is a member of the <a class="underline" href="https://hia.com.au/" target="_blank" rel="noreferrer">Housing Industry Association (HIA)</a>, <a class="underline" href="https://www.mbqld.com.au/" target="_blank" rel="noreferrer">Master Builders Queensland</a> and the <a class="underline" href="https://www.nash.asn.au/" target="_blank" rel="noreferrer">National Association of Steel-Framed Housing (NASH)</a>.</p><h2 class="mt-10 text-2xl font-bold">Awards</h2><ul class="mt-4 list-disc pl-6"><li>HIA Queensland Supplier of the Year 2023</li><li>Queensland Export Awards 2022 — Manufacturing finalist</li></ul><h2 class="mt-10 text-2xl font-bold">Leadership</h2><ul class="mt-4 space-y-1"><li><strong>Linh Nguyen</strong> — Managing Director</li><li><strong>Patrick Walsh</strong> — Operations Director</li><li><strong>Aroha Tane</strong> — Engineering Manager (RPEQ)</li><li><strong>Chris Baptiste</strong> — Sales Manager</li></ul></section>`,
  { page: 'about' },
);

const projects = page(
  'Projects Framed with TruSpan | Ironbark Building Products',
  'Residential, multi-unit and commercial projects built with Ironbark steel framing and cladding.',
  '/projects',
  'projects-9f0e1d2c3b4a5869',
  '/projects',
  `${nav2('Projects')}<section class="mx-auto max-w-7xl px-4 py-12"><h1 class="text-4xl font-bold">Projects</h1><p class="mt-4 max-w-3xl">A few of the builders we are proud to supply. All photos used with permission.</p><div class="mt-10 grid gap-10 md:grid-cols-2"><article class="overflow-hidden rounded-xl border"><div class="h-64">${img('a1b2c3d4e5f60718a9b0c1d2e3f4a5b6c7d8e9f0', 1000, 640, 'Coastal home with shiplap cladding')}</div><div class="p-6"><h2 class="text-xl font-semibold">Seachange Homes — Peregian Beach display home</h2><p class="mt-2 text-sm">Wall frames, trusses and shiplap cladding for a two-storey coastal home in wind class N3, completed in 16 weeks.</p><p class="mt-2 text-sm">Builder: <a class="underline" href="https://www.seachangehomes.com.au/" target="_blank" rel="noreferrer">seachangehomes.com.au</a></p></div></article><article class="overflow-hidden rounded-xl border"><div class="h-64">${img('b2c3d4e5f6a708192a3b4c5d6e7f8091a2b3c4d5', 1000, 640, 'Estate of homes under construction')}</div><div class="p-6"><h2 class="text-xl font-semibold">Logan Living Estates — 312 lots, Park Ridge</h2><p class="mt-2 text-sm">Frames and trusses for a 312-lot estate delivered at a rate of 8 homes a week.</p></div></article><article class="overflow-hidden rounded-xl border"><div class="h-64">${img('c3d4e5f6a7b8091a2b3c4d5e6f7a8b9c0d1e2f3a', 1000, 640, 'Elevated home in Darwin')}</div><div class="p-6"><h2 class="text-xl font-semibold">Tropic Build Group — cyclonic homes, Darwin</h2><p class="mt-2 text-sm">Elevated homes in wind region C with engineered tie-downs, supplied through Red Centre Trade Supplies.</p><p class="mt-2 text-sm">Builder: <a class="underline" href="https://www.tropicbuild.com.au/" target="_blank" rel="noreferrer">tropicbuild.com.au</a></p></div></article><article class="overflow-hidden rounded-xl border"><div class="h-64">${img('d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8091a2b3c4d', 1000, 640, 'Townhouses with steel frames')}</div><div class="p-6"><h2 class="text-xl font-semibold">Metricon — townhouse trial, Yarrabilba</h2><p class="mt-2 text-sm">A 24-townhouse trial comparing steel and timber framing cycle times.</p><p class="mt-2 text-sm">Builder: <a class="underline" href="https://www.metricon.com.au/" target="_blank" rel="noreferrer">metricon.com.au</a></p></div></article></div></section>
<section class="bg-slate-50 py-12"><div class="mx-auto max-w-4xl px-4"><h2 class="text-2xl font-bold">In the media</h2><p class="mt-3">Our Park Ridge estate project was featured in <a class="underline" href="https://www.sourceable.net/" target="_blank" rel="noreferrer">Sourceable</a> and on <a class="underline" href="https://www.abc.net.au/news" target="_blank" rel="noreferrer">ABC News</a>.</p></div></section>`,
  { projects: 4 },
);

const resources = page(
  'Technical Resources, Span Tables & Certifications | Ironbark',
  'Download TruSpan span tables, installation guides, CodeMark certificates and BIM objects.',
  '/technical-resources',
  'technical-resources-1c3e5a7b9d2f4068',
  '/technical-resources',
  `${nav2('Technical resources')}<section class="mx-auto max-w-7xl px-4 py-12"><h1 class="text-4xl font-bold">Technical resources</h1><div class="mt-10 grid gap-10 md:grid-cols-3"><div class="md:col-span-2"><h2 class="text-2xl font-bold" id="span-tables">Span tables &amp; design guides</h2><ul class="mt-4 divide-y rounded-lg border"><li class="flex justify-between p-4"><span>TruSpan wall frame span tables (N1–N6)</span><a class="font-semibold text-ironbark-600" href="/downloads/truspan-wall-span-tables-v6.pdf">PDF, 2.4 MB</a></li><li class="flex justify-between p-4"><span>TruSpan roof truss design guide</span><a class="font-semibold text-ironbark-600" href="/downloads/truspan-truss-design-guide-v4.pdf">PDF, 3.1 MB</a></li><li class="flex justify-between p-4"><span>Cyclonic tie-down details (C1–C4)</span><a class="font-semibold text-ironbark-600" href="/downloads/truspan-cyclonic-tiedowns.pdf">PDF, 1.7 MB</a></li><li class="flex justify-between p-4"><span>Shiplap cladding installation guide</span><a class="font-semibold text-ironbark-600" href="/downloads/shiplap-install-guide.pdf">PDF, 4.0 MB</a></li><li class="flex justify-between p-4"><span>Revit families (wall types, trusses)</span><a class="font-semibold text-ironbark-600" href="/downloads/truspan-revit-2024.zip">ZIP, 18 MB</a></li></ul><h2 class="mt-10 text-2xl font-bold">Certification</h2><p class="mt-4">TruSpan wall framing holds CodeMark certificate CM40219, issued under the <a class="underline" href="https://www.abcb.gov.au/codemark" target="_blank" rel="noreferrer">ABCB CodeMark Australia scheme</a>. Our factory quality system is certified to ISO 9001 by <a class="underline" href="https://www.intertek.com/" target="_blank" rel="noreferrer">Intertek SAI Global</a>. Cladding is tested to AS 1530.1 (non-combustible) and AS 3959 (BAL-40). Connection tests were carried out at the Cyclone Testing Station in Townsville.</p></div><aside class="rounded-lg bg-slate-50 p-6"><h2 class="text-lg font-bold">Need help with a design?</h2><p class="mt-2 text-sm">Our RPEQ engineers answer technical questions for builders, certifiers and designers free of charge.</p><p class="mt-4 text-sm"><a class="font-semibold" href="mailto:engineering@ironbarkbp.com.au">engineering@ironbarkbp.com.au</a></p><div class="mt-6 flex gap-3"><img alt="CodeMark certified" loading="lazy" width="80" height="80" decoding="async" data-nimg="1" style="color:transparent" src="/badges/codemark.png"/><img alt="ISO 9001 certified" loading="lazy" width="80" height="80" decoding="async" data-nimg="1" style="color:transparent" src="/badges/iso9001.png"/><img alt="Australian Made" loading="lazy" width="80" height="80" decoding="async" data-nimg="1" style="color:transparent" src="/badges/australian-made.png"/></div></aside></div></section>`,
  { downloads: 5 },
);

const careers = page(
  'Careers at Ironbark Building Products',
  'Join the Ironbark team in Brisbane: roll-former operators, detailers, engineers and drivers.',
  '/careers',
  'careers-5a7c9e1b3d2f4086',
  '/careers',
  `${nav2('Careers')}<section class="mx-auto max-w-4xl px-4 py-12"><h1 class="text-4xl font-bold">Careers</h1><p class="mt-4 text-lg">We make things that go into people&#x27;s homes, and we take that seriously. If you like working with your hands or with CAD, and you want to go home safe every day, we would like to meet you.</p><h2 class="mt-10 text-2xl font-bold">What we offer</h2><ul class="mt-4 list-disc space-y-2 pl-6"><li>Above-award pay and a 9-day fortnight for factory staff</li><li>Paid training, including FRAMECAD detailing certification</li><li>Salary packaging and an employee assistance program</li></ul><h2 class="mt-10 text-2xl font-bold">Current vacancies</h2><ul class="mt-4 divide-y rounded-lg border"><li class="p-4"><strong>Roll-former operator</strong> — Acacia Ridge, full-time</li><li class="p-4"><strong>Frame detailer</strong> — Acacia Ridge, full-time</li><li class="p-4"><strong>HR truck driver</strong> — Brisbane, full-time</li></ul><p class="mt-6"><a class="rounded-full bg-ironbark-600 px-6 py-3 font-semibold text-white" href="https://careers.smartrecruiters.com/IronbarkBuildingProducts" target="_blank" rel="noreferrer">See all jobs and apply</a></p><p class="mt-6 text-sm">We also advertise on <a class="underline" href="https://www.seek.com.au/Ironbark-Building-Products-jobs" target="_blank" rel="noreferrer">SEEK</a>.</p></section>`,
  { jobs: 3 },
);

const contact = page(
  'Contact Ironbark | Quotes & Trade Enquiries',
  'Send your plans for a quote, or contact Ironbark Building Products sales, engineering and dispatch.',
  '/contact',
  'contact-8b0d2f4a6c1e3957',
  '/contact',
  `${nav2('Contact')}<section class="mx-auto max-w-7xl px-4 py-12"><div class="grid gap-10 md:grid-cols-2"><div><h1 class="text-4xl font-bold">Get a quote</h1><p class="mt-4">Upload your plans and we will send a detailed frame and truss quote within three business days.</p><form class="mt-8 space-y-4" method="post" action="/api/quote" encType="multipart/form-data"><div><label class="block text-sm font-medium" for="name">Name</label><input class="mt-1 w-full rounded border px-3 py-2" id="name" name="name" required=""/></div><div><label class="block text-sm font-medium" for="company">Company / ABN</label><input class="mt-1 w-full rounded border px-3 py-2" id="company" name="company"/></div><div><label class="block text-sm font-medium" for="email">Email</label><input class="mt-1 w-full rounded border px-3 py-2" id="email" name="email" type="email" required=""/></div><div><label class="block text-sm font-medium" for="phone">Phone</label><input class="mt-1 w-full rounded border px-3 py-2" id="phone" name="phone" type="tel"/></div><div><label class="block text-sm font-medium" for="postcode">Site postcode</label><input class="mt-1 w-full rounded border px-3 py-2" id="postcode" name="postcode" inputMode="numeric"/></div><div><label class="block text-sm font-medium" for="plans">Plans (PDF or DWG, max 25 MB)</label><input class="mt-1 w-full" id="plans" name="plans" type="file" accept=".pdf,.dwg"/></div><div><label class="block text-sm font-medium" for="message">Notes</label><textarea class="mt-1 w-full rounded border px-3 py-2" id="message" name="message" rows="4"></textarea></div><button class="rounded-full bg-ironbark-600 px-6 py-3 font-semibold text-white" type="submit">Request quote</button></form></div><div><h2 class="text-2xl font-bold">Head office &amp; factory</h2><p class="mt-4">31 Lysaght Street<br/>Acacia Ridge QLD 4110</p><p class="mt-4">Sales: <a class="underline" href="tel:+61735550140">07 3555 0140</a><br/>Engineering: <a class="underline" href="mailto:engineering@ironbarkbp.com.au">engineering@ironbarkbp.com.au</a><br/>Dispatch: <a class="underline" href="tel:+61735550155">07 3555 0155</a></p><p class="mt-4">Opening hours: Mon–Fri 6:30am–4:00pm AEST</p><p class="mt-8">Want to buy from a local supplier? <a class="font-semibold text-ironbark-600" href="/where-to-buy">Find a stockist</a>.</p></div></div></section>`,
  { page: 'contact' },
);

export const site: CorpusSite = {
  domain: 'ironbarkbp.com.au',
  otherDomains: ['ironbarkbp.co.nz'],
  covers:
    'Next.js/Vercel/Sanity construction-products maker: stockist cards by state rendered and duplicated in __NEXT_DATA__ JSON (one stockist without a website), a design-software partner section at the bottom of a product page, and steel, logistics and research partners in prose on About. Negatives: builder customers and projects, memberships (HIA, Master Builders, NASH), CodeMark/ABCB and ISO certifier, awards, press, trade expo, SmartRecruiters and SEEK careers, own NZ site, social links.',
  pages: {
    '/': { headers: h('/'), html: home },
    '/products/steel-framing': { headers: h('/products/[slug]'), html: framing },
    '/where-to-buy': { headers: h('/where-to-buy'), html: whereToBuy },
    '/stockists': { status: 301, redirect: '/where-to-buy' },
    '/about': { headers: h('/about'), html: about },
    '/projects': { headers: h('/projects'), html: projects },
    '/technical-resources': { headers: h('/technical-resources'), html: resources },
    '/careers': { headers: h('/careers'), html: careers },
    '/contact': { headers: h('/contact'), html: contact },
  },
  sitemap: ['/', '/products/steel-framing', '/where-to-buy', '/about', '/projects', '/technical-resources', '/careers', '/contact'],
  technologies: [
    'next-js',
    'react',
    'webpack',
    'vercel',
    'hsts',
    'sanity',
    'sanity-io',
    'google-tag-manager',
    'open-graph',
    'priority-hints',
    'smartrecruiters',
  ],
  partners: {
    'framecad.com': 'technology',
    'vertexcad.com': 'technology',
    'tekla.com': 'technology',
    'autodesk.com': 'technology',
    'bluescope.com': 'technology',
    'tollgroup.com': 'generic',
    'uq.edu.au': 'generic',
    'coastlinebs.com.au': 'channel',
    'capricorntrade.com.au': 'channel',
    'hunterframesupplies.com.au': 'channel',
    'mitre10.com.au': 'channel',
    'tasmansteel.com.au': 'channel',
    'hth.com.au': 'channel',
    'ahbs.com.au': 'channel',
    'goldfieldshardware.com.au': 'channel',
    'redcentretrade.com.au': 'channel',
    'kiwiframe.co.nz': 'channel',
  },
};
