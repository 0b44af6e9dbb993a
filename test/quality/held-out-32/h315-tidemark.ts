import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-powered-by': 'Craft CMS',
  'set-cookie': 'CraftSessionId=9b1f0e2d7c6a5b4e3d2c1b0a; path=/; secure; HttpOnly; SameSite=Lax',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const img = (file: string) => `https://tidemark.imgix.net/${file}?auto=format,compress&amp;w=480`;

const head = (title: string, description: string, path: string) => `<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="canonical" href="https://tidemarkcommerce.co.uk${path}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="${img('social/og-tidemark.jpg')}">
<meta property="og:url" content="https://tidemarkcommerce.co.uk${path}">
<meta name="twitter:card" content="summary_large_image">
<link rel="preload" href="/dist/fonts/Satoshi-Variable.woff2" as="font" type="font/woff2" crossorigin>
<link rel="stylesheet" href="/dist/css/app.8d41c2e7.css">
<script src="https://cdn.usefathom.com/script.js" data-site="TDMKCOMM" defer></script>
<script type="module" src="/dist/js/app.5f2e9a01.js"></script>
</head>`;

const nav = `<header class="sticky top-0 z-40 bg-ink text-white">
<div class="mx-auto flex max-w-7xl items-center justify-between px-6 py-4">
<a href="/" class="block w-40" aria-label="Tidemark Commerce home"><svg viewBox="0 0 160 32" class="h-8 w-auto" aria-hidden="true"><path d="M0 16h20L10 4z"/></svg></a>
<nav aria-label="Primary" class="hidden lg:block">
<ul class="flex gap-8 text-sm font-medium">
<li class="group relative"><a href="/services" class="hover:text-sea">Services</a>
<ul class="invisible absolute left-0 top-full w-64 rounded bg-white p-4 text-ink shadow group-hover:visible">
<li><a href="/services/shopify-plus">Shopify Plus builds</a></li><li><a href="/services/adobe-commerce">Adobe Commerce</a></li><li><a href="/services/replatforming">Replatforming</a></li><li><a href="/services/cro">Conversion optimisation</a></li></ul></li>
<li><a href="/work" class="hover:text-sea">Work</a></li>
<li class="group relative"><a href="/about" class="hover:text-sea">About</a>
<ul class="invisible absolute left-0 top-full w-56 rounded bg-white p-4 text-ink shadow group-hover:visible">
<li><a href="/about">Our agency</a></li><li><a href="/about/partners">Partners</a></li><li><a href="/about/careers">Careers</a></li></ul></li>
<li><a href="/insights" class="hover:text-sea">Insights</a></li>
</ul>
</nav>
<a href="/contact" class="rounded-full bg-sea px-5 py-2 text-sm font-semibold text-ink">Start a project</a>
</div>
</header>`;

const footer = `<footer class="bg-ink text-white/80">
<div class="mx-auto grid max-w-7xl gap-10 px-6 py-16 md:grid-cols-4">
<div><p class="text-lg font-semibold text-white">Tidemark Commerce</p><p class="mt-2 text-sm">Shopify Plus and Adobe Commerce agency for ambitious retail brands. Manchester &amp; London.</p></div>
<div><h2 class="text-sm font-semibold text-white">Services</h2><ul class="mt-3 space-y-2 text-sm"><li><a href="/services/shopify-plus">Shopify Plus</a></li><li><a href="/services/adobe-commerce">Adobe Commerce</a></li><li><a href="/services/replatforming">Replatforming</a></li><li><a href="/services/support">Support &amp; retainers</a></li></ul></div>
<div><h2 class="text-sm font-semibold text-white">Agency</h2><ul class="mt-3 space-y-2 text-sm"><li><a href="/work">Case studies</a></li><li><a href="/about/partners">Partners</a></li><li><a href="/about/careers">Careers</a></li><li><a href="/contact">Contact</a></li></ul></div>
<div><h2 class="text-sm font-semibold text-white">Accreditations</h2>
<div class="mt-3 flex flex-wrap items-center gap-4">
<a href="https://www.shopify.com/partners/directory/partner/tidemark-commerce" rel="noopener"><img src="${img('badges/shopify-plus-partner.png')}" alt="Shopify Plus Partner" width="120" height="40"></a>
<img src="${img('badges/adobe-solution-partner-bronze.png')}" alt="Adobe Solution Partner Bronze" width="120" height="40">
<img src="${img('badges/b-corp.png')}" alt="Certified B Corporation" width="40" height="60">
</div>
<script type="text/javascript" src="https://widget.clutch.co/static/js/widget.js"></script>
<div class="clutch-widget mt-4" data-url="https://widget.clutch.co" data-widget-type="2" data-height="45" data-nofollow="true" data-expandifr="true" data-scale="100" data-clutchcompany-id="2291834"></div>
</div>
</div>
<div class="mx-auto flex max-w-7xl flex-wrap justify-between gap-4 border-t border-white/10 px-6 py-6 text-xs">
<p>&copy; 2026 Tidemark Commerce Ltd. Registered in England &amp; Wales no. 11839201.</p>
<ul class="flex gap-4"><li><a href="https://www.linkedin.com/company/tidemark-commerce">LinkedIn</a></li><li><a href="https://www.instagram.com/tidemarkcommerce">Instagram</a></li><li><a href="/privacy">Privacy</a></li></ul>
</div>
</footer>`;

const page = (title: string, description: string, path: string, main: string) => `<!DOCTYPE html>
<html lang="en-GB" class="scroll-smooth">
${head(title, description, path)}
<body class="bg-sand font-sans text-ink antialiased">
${nav}
<main id="main">
${main}
</main>
${footer}
</body>
</html>`;

const home = page(
  'Tidemark Commerce | Shopify Plus & Adobe Commerce Agency, Manchester',
  'We design, build and grow high-volume Shopify Plus and Adobe Commerce stores for fashion, beauty and homeware brands.',
  '/',
  `<section class="mx-auto max-w-7xl px-6 py-24"><p class="text-sm uppercase tracking-widest text-sea">Shopify Plus &amp; Adobe Commerce agency</p><h1 class="mt-4 max-w-3xl text-5xl font-bold">Commerce that keeps up with your brand</h1><p class="mt-6 max-w-2xl text-lg">From replatforming to headless builds and conversion programmes, we have shipped 140+ stores for brands turning over &pound;5m to &pound;300m.</p><a href="/work" class="mt-8 inline-block rounded-full bg-ink px-6 py-3 text-white">See our work</a></section>
<section class="bg-white py-16"><div class="mx-auto max-w-7xl px-6"><h2 class="text-center text-sm font-semibold uppercase tracking-widest">Brands we work with</h2>
<ul class="mt-8 grid grid-cols-2 items-center gap-8 md:grid-cols-6">
<li><a href="/work/loomhouse"><img src="${img('clients/loomhouse.svg')}" alt="Loomhouse"></a></li>
<li><a href="/work/petal-and-pestle"><img src="${img('clients/petal-pestle.svg')}" alt="Petal &amp; Pestle"></a></li>
<li><a href="/work/kestrel-outdoor"><img src="${img('clients/kestrel.svg')}" alt="Kestrel Outdoor"></a></li>
<li><img src="${img('clients/hearthstone.svg')}" alt="Hearthstone Living"></li>
<li><img src="${img('clients/marlowe.svg')}" alt="Marlowe London"></li>
<li><img src="${img('clients/saltmarsh.svg')}" alt="Saltmarsh Swim"></li>
</ul></div></section>
<section class="mx-auto max-w-7xl px-6 py-16"><h2 class="text-3xl font-bold">Awards</h2>
<ul class="mt-6 grid gap-4 md:grid-cols-3 text-sm">
<li>Winner, Best Shopify Plus Build &ndash; <a href="https://www.ecommerceawards.co.uk/">UK Ecommerce Awards</a> 2025</li>
<li>Shortlisted, Agency of the Year &ndash; <a href="https://www.thedrum.com/awards/ecommerce">The Drum eCommerce Awards</a> 2025</li>
<li>Top 1000 B2B companies &ndash; <a href="https://clutch.co/profile/tidemark-commerce">Clutch</a></li>
</ul></section>`,
);

const partners = page(
  'Partners | Tidemark Commerce',
  'The platforms, technology vendors and specialist agencies we partner with to deliver for our clients.',
  '/about/partners',
  `<section class="mx-auto max-w-7xl px-6 py-20"><h1 class="text-5xl font-bold">Our partners</h1><p class="mt-6 max-w-2xl text-lg">We're platform-specialist but vendor-neutral: we only partner with technology we have shipped in production, and we'll always tell you when the native option is good enough.</p></section>
<section class="bg-white py-16" id="platforms"><div class="mx-auto max-w-7xl px-6">
<h2 class="text-3xl font-bold">Platform partners</h2>
<div class="mt-8 grid gap-8 md:grid-cols-2">
<article class="rounded-2xl border p-8"><img src="${img('partners/shopify-plus.svg')}" alt="Shopify Plus" class="h-10"><h3 class="mt-4 text-xl font-semibold">Shopify Plus Partner</h3><p class="mt-2">One of 40 UK agencies in the Shopify Plus Partner Program, with 90+ Plus launches and checkout extensibility migrations.</p><a href="https://www.shopify.com/plus" class="mt-4 inline-block underline" rel="noopener">shopify.com/plus</a></article>
<article class="rounded-2xl border p-8"><img src="${img('partners/adobe-commerce.svg')}" alt="Adobe Commerce" class="h-10"><h3 class="mt-4 text-xl font-semibold">Adobe Solution Partner &ndash; Bronze</h3><p class="mt-2">Twelve Adobe Certified Experts across Adobe Commerce development, architecture and Adobe Commerce on cloud.</p><a href="https://business.adobe.com/products/magento/magento-commerce.html" class="mt-4 inline-block underline" rel="noopener">business.adobe.com</a></article>
</div></div></section>
<section class="py-16" id="technology"><div class="mx-auto max-w-7xl px-6">
<h2 class="text-3xl font-bold">Technology partners</h2>
<p class="mt-2 max-w-2xl">Apps and platforms we're officially partnered with. Partner tier shown where the vendor has a tiered programme.</p>
<div class="mt-6 flex gap-3 text-sm" role="tablist"><button role="tab" aria-selected="true" class="rounded-full bg-ink px-4 py-1 text-white">All</button><button role="tab" aria-selected="false" class="rounded-full border px-4 py-1">Marketing</button><button role="tab" aria-selected="false" class="rounded-full border px-4 py-1">Search &amp; merchandising</button><button role="tab" aria-selected="false" class="rounded-full border px-4 py-1">Subscriptions &amp; reviews</button></div>
<ul class="mt-8 grid grid-cols-2 gap-6 md:grid-cols-4">
<li class="rounded-xl bg-white p-6" data-cat="marketing"><a href="https://www.klaviyo.com/" rel="noopener" class="block"><img src="${img('partners/klaviyo.svg')}" alt="Klaviyo" class="h-8"><span class="mt-3 block text-xs uppercase tracking-wide">Elite Partner</span></a></li>
<li class="rounded-xl bg-white p-6" data-cat="marketing"><a href="https://www.gorgias.com/" rel="noopener" class="block"><img src="${img('partners/gorgias.svg')}" alt="Gorgias" class="h-8"><span class="mt-3 block text-xs uppercase tracking-wide">Premier Partner</span></a></li>
<li class="rounded-xl bg-white p-6" data-cat="search"><a href="https://www.algolia.com/" rel="noopener" class="block"><img src="${img('partners/algolia.svg')}" alt="Algolia" class="h-8"><span class="mt-3 block text-xs uppercase tracking-wide">Solutions Partner</span></a></li>
<li class="rounded-xl bg-white p-6" data-cat="search"><a href="https://www.nosto.com/" rel="noopener" class="block"><img src="${img('partners/nosto.svg')}" alt="Nosto" class="h-8"><span class="mt-3 block text-xs uppercase tracking-wide">Certified Partner</span></a></li>
<li class="rounded-xl bg-white p-6" data-cat="search"><a href="https://www.akeneo.com/" rel="noopener" class="block"><img src="${img('partners/akeneo.svg')}" alt="Akeneo PIM" class="h-8"><span class="mt-3 block text-xs uppercase tracking-wide">Silver Partner</span></a></li>
<li class="rounded-xl bg-white p-6" data-cat="subscriptions"><a href="https://getrecharge.com/" rel="noopener" class="block"><img src="${img('partners/recharge.svg')}" alt="Recharge" class="h-8"><span class="mt-3 block text-xs uppercase tracking-wide">Agency Partner</span></a></li>
<li class="rounded-xl bg-white p-6" data-cat="subscriptions"><a href="https://www.yotpo.com/" rel="noopener" class="block"><img src="${img('partners/yotpo.svg')}" alt="Yotpo" class="h-8"><span class="mt-3 block text-xs uppercase tracking-wide">Gold Partner</span></a></li>
<li class="rounded-xl bg-white p-6" data-cat="subscriptions"><a href="https://www.okendo.io/" rel="noopener" class="block"><img src="${img('partners/okendo.svg')}" alt="Okendo" class="h-8"><span class="mt-3 block text-xs uppercase tracking-wide">Partner</span></a></li>
</ul></div></section>
<section class="bg-white py-16" id="agencies"><div class="mx-auto max-w-7xl px-6">
<h2 class="text-3xl font-bold">Agency &amp; delivery partners</h2>
<p class="mt-2 max-w-2xl">When a project needs skills we don't keep in-house, we bring in people we trust. These agencies co-deliver with us and refer clients to us.</p>
<div class="mt-8 grid gap-6 md:grid-cols-3">
<div class="rounded-2xl border p-6"><h3 class="font-semibold"><a href="https://northlightstudio.co.uk/" rel="noopener">Northlight Studio</a></h3><p class="mt-2 text-sm">Brand identity and art direction, Leeds.</p></div>
<div class="rounded-2xl border p-6"><h3 class="font-semibold"><a href="https://www.paidwell.co.uk/" rel="noopener">Paidwell</a></h3><p class="mt-2 text-sm">Paid social and search for DTC brands.</p></div>
<div class="rounded-2xl border p-6"><h3 class="font-semibold"><a href="https://kodewell.pl/en/" rel="noopener">Kodewell</a></h3><p class="mt-2 text-sm">Nearshore Adobe Commerce development team, Krak&oacute;w.</p></div>
</div></div></section>
<section class="mx-auto max-w-7xl px-6 py-16"><h2 class="text-2xl font-bold">Are you a technology vendor?</h2><p class="mt-2">We review new partnerships twice a year. <a href="/contact?topic=partnership" class="underline">Get in touch</a>.</p></section>`,
);

const work = page(
  'Our work | Tidemark Commerce',
  'Case studies from Shopify Plus and Adobe Commerce projects.',
  '/work',
  `<section class="mx-auto max-w-7xl px-6 py-20"><h1 class="text-5xl font-bold">Work</h1></section>
<section class="mx-auto grid max-w-7xl gap-10 px-6 pb-20 md:grid-cols-2">
<article><a href="/work/loomhouse"><img src="${img('work/loomhouse-hero.jpg')}" alt="Loomhouse homepage on mobile"></a><h2 class="mt-4 text-2xl font-semibold">Loomhouse: Magento 1 to Shopify Plus in 14 weeks</h2><p class="mt-2">+38% conversion rate in the first quarter after launch. <a href="https://www.loomhouse.co.uk/" rel="noopener" class="underline">Visit loomhouse.co.uk</a></p></article>
<article><a href="/work/petal-and-pestle"><img src="${img('work/petal-pestle-hero.jpg')}" alt="Petal and Pestle product page"></a><h2 class="mt-4 text-2xl font-semibold">Petal &amp; Pestle: subscriptions that stick</h2><p class="mt-2">Recharge and Klaviyo flows that doubled subscriber LTV. <a href="https://petalandpestle.com/" rel="noopener" class="underline">Visit the store</a></p></article>
<article><a href="/work/kestrel-outdoor"><img src="${img('work/kestrel-hero.jpg')}" alt="Kestrel Outdoor category page"></a><h2 class="mt-4 text-2xl font-semibold">Kestrel Outdoor: Adobe Commerce B2B and B2C on one stack</h2><p class="mt-2">Hyva theme, Algolia search and a trade portal for 1,200 retailers. <a href="https://www.kestreloutdoor.com/" rel="noopener" class="underline">kestreloutdoor.com</a></p></article>
</section>
<section class="bg-white py-16"><div class="mx-auto max-w-3xl px-6"><blockquote class="text-2xl">&ldquo;Tidemark felt like part of our own team from week one.&rdquo;</blockquote><p class="mt-4 text-sm">Ellie Burrows, Head of Digital, Loomhouse</p></div></section>`,
);

const about = page(
  'About Tidemark Commerce',
  'A 45-person ecommerce agency in Manchester and London, founded in 2014.',
  '/about',
  `<section class="mx-auto max-w-7xl px-6 py-20"><h1 class="text-5xl font-bold">About us</h1><p class="mt-6 max-w-2xl text-lg">Tidemark started in 2014 as two Magento developers in a Northern Quarter attic. Today we're 45 strategists, designers and engineers, and still independent.</p></section>
<section class="mx-auto grid max-w-7xl gap-10 px-6 pb-16 md:grid-cols-3">
<div><h2 class="text-xl font-semibold">Independent and employee-owned</h2><p class="mt-2">Since 2023 Tidemark has been majority owned by an Employee Ownership Trust.</p></div>
<div><h2 class="text-xl font-semibold">Certified B Corp</h2><p class="mt-2">We scored 96.4 in our 2025 <a href="https://www.bcorporation.net/en-us/find-a-b-corp/company/tidemark-commerce/" class="underline">B Impact Assessment</a>.</p></div>
<div><h2 class="text-xl font-semibold">Industry</h2><p class="mt-2">Members of <a href="https://www.bima.co.uk/" class="underline">BIMA</a> and the <a href="https://www.imrg.org/" class="underline">IMRG</a>, and regular speakers at <a href="https://www.ecommerceexpo.co.uk/" class="underline">eCommerce Expo</a>.</p></div>
</section>
<section class="bg-white py-16"><div class="mx-auto max-w-7xl px-6"><h2 class="text-3xl font-bold">Join the crew</h2><p class="mt-2">We're hiring a Senior Shopify Developer and a Solution Architect. <a href="https://apply.workable.com/tidemark-commerce/" class="underline">View vacancies on Workable</a>.</p></div></section>
<section class="mx-auto max-w-7xl px-6 py-16"><h2 class="text-2xl font-bold">In the press</h2><ul class="mt-4 list-disc pl-6"><li><a href="https://www.retailgazette.co.uk/blog/2025/03/tidemark-employee-ownership/">Retail Gazette: Manchester agency Tidemark moves to employee ownership</a></li><li><a href="https://www.prolificnorth.co.uk/news/tidemark-commerce-opens-london-studio/">Prolific North: Tidemark opens London studio</a></li></ul></section>`,
);

export const site: CorpusSite = {
  domain: 'tidemarkcommerce.co.uk',
  covers:
    'UK Shopify Plus / Adobe Commerce agency on Craft CMS with imgix and Tailwind-style markup: partners page under an About dropdown at /about/partners with platform partner cards, a tiered technology logo grid with tabs (technology), and agency/delivery partners (channel); negatives: client logos and client store links in case studies, Shopify partner-directory badge in footer (Shopify already a partner), Clutch widget and profile, awards, B Corp, memberships, Workable careers, press',
  pages: {
    '/': { headers, html: home },
    '/about/partners': { headers, html: partners },
    '/work': { headers, html: work },
    '/about': { headers, html: about },
  },
  sitemap: [
    '/',
    '/services',
    '/services/shopify-plus',
    '/services/adobe-commerce',
    '/work',
    '/about',
    '/about/partners',
    '/about/careers',
    '/insights',
    '/contact',
  ],
  technologies: ['craft-cms', 'yii', 'php', 'nginx', 'hsts', 'open-graph', 'imgix', 'fathom', 'clutch', 'workable'],
  partners: {
    'shopify.com': 'technology',
    'adobe.com': 'technology',
    'klaviyo.com': 'technology',
    'gorgias.com': 'technology',
    'algolia.com': 'technology',
    'nosto.com': 'technology',
    'akeneo.com': 'technology',
    'getrecharge.com': 'technology',
    'yotpo.com': 'technology',
    'okendo.io': 'technology',
    'northlightstudio.co.uk': 'channel',
    'paidwell.co.uk': 'channel',
    'kodewell.pl': 'channel',
  },
};
