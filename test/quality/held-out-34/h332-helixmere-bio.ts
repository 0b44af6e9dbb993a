import type { CorpusSite } from '../corpus/types.js';

const headers = {
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-id': 'lhr1::iad1::8xq2c-1767012345678-3f9a1c2b7d4e',
  'x-vercel-cache': 'HIT',
  'strict-transport-security': 'max-age=63072000',
  'content-type': 'text/html; charset=utf-8',
};

const buildId = 'Hx7kQ2pWm9vLr3tN0aZcY';

const head = (title: string, description: string, path: string): string => `<head>
<meta charSet="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>${title}</title>
<meta name="description" content="${description}"/>
<meta property="og:title" content="${title}"/>
<meta property="og:description" content="${description}"/>
<meta property="og:url" content="https://helixmere.bio${path}"/>
<meta property="og:image" content="https://helixmere.bio/og/helixmere-og.png"/>
<meta name="twitter:card" content="summary_large_image"/>
<link rel="icon" href="/favicon.svg"/>
<link rel="preload" href="/_next/static/media/3f1ae2b96c4e.p.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>
<link rel="stylesheet" href="/_next/static/css/5b7a2c9e1f0d3a4b.css" data-n-g=""/>
<script defer="" data-domain="helixmere.bio" src="https://plausible.io/js/plausible.js"></script>
<script src="/_next/static/chunks/webpack-9c1e7a2d4f6b8e30.js" defer=""></script>
<script src="/_next/static/chunks/framework-2c79e4b1d5a7f3c8.js" defer=""></script>
<script src="/_next/static/chunks/main-61d0a3f7c2e9b4d5.js" defer=""></script>
<script src="/_next/static/chunks/pages/_app-8e2f9d1c4b7a6e30.js" defer=""></script>
<script src="/_next/static/${buildId}/_buildManifest.js" defer=""></script>
</head>`;

const nav = `<header class="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
<div class="mx-auto flex max-w-7xl items-center justify-between px-6 py-4">
<a class="flex items-center gap-2" href="/"><img alt="Helixmere Therapeutics" src="/brand/helixmere-wordmark.svg" width="168" height="32"/></a>
<nav class="hidden gap-8 text-sm font-medium md:flex">
<a href="/science">Science</a><a href="/pipeline">Pipeline</a><a href="/partnering">Partnering</a><a href="/about">Company</a><a href="/news">News</a>
</nav>
<a class="rounded-full bg-teal-700 px-4 py-2 text-sm text-white" href="/about#contact">Contact</a>
</div>
</header>`;

const footer = `<footer class="bg-slate-950 text-slate-300">
<div class="mx-auto grid max-w-7xl gap-10 px-6 py-16 md:grid-cols-4">
<div><img alt="Helixmere" src="/brand/helixmere-mark-white.svg" width="40" height="40"/><p class="mt-4 text-sm">Programmable protein degraders for fibrotic disease.</p></div>
<div><h4 class="text-white">Company</h4><ul><li><a href="/about">About</a></li><li><a href="/about#leadership">Leadership</a></li><li><a href="https://jobs.ashbyhq.com/helixmere">Careers</a></li></ul></div>
<div><h4 class="text-white">Resources</h4><ul><li><a href="/news">Press releases</a></li><li><a href="/science#publications">Publications</a></li><li><a href="/partnering">Business development</a></li></ul></div>
<div><h4 class="text-white">Follow</h4><ul><li><a href="https://www.linkedin.com/company/helixmere">LinkedIn</a></li><li><a href="https://bsky.app/profile/helixmere.bio">Bluesky</a></li></ul></div>
</div>
<div class="mx-auto max-w-7xl px-6 pb-10 text-xs text-slate-500">&copy; 2026 Helixmere Therapeutics, Inc. 700 Kendall Street, Cambridge, MA. <a href="/privacy">Privacy</a> &middot; <a href="/terms">Terms</a></div>
</footer>`;

const doc = (title: string, description: string, path: string, page: string, main: string, props: unknown): string =>
  `<!DOCTYPE html><html lang="en">${head(title, description, path)}<body><div id="__next">${nav}<main>${main}</main>${footer}</div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(
    { props: { pageProps: props, __N_SSG: true }, page, query: {}, buildId, isFallback: false, gsp: true, scriptLoader: [] },
  )}</script></body></html>`;

const partnerData = {
  sections: [
    {
      title: 'Strategic collaborations',
      items: [
        {
          name: 'Orrin Pharmaceuticals',
          url: 'https://www.orrinpharma.com',
          summary: 'Research collaboration and license agreement covering two degraders for idiopathic pulmonary fibrosis (2024).',
        },
        { name: 'Kestrel Biologics', url: 'https://kestrelbio.com', summary: 'Co-development of a liver-targeted conjugate for MASH.' },
      ],
    },
    {
      title: 'Platform & technology partners',
      items: [
        {
          name: 'Lattice Compute',
          url: 'https://latticecompute.ai',
          summary: 'GPU cloud and model-serving for our HelixFold design engine.',
        },
        {
          name: 'Benchlink',
          url: 'https://www.benchlink.io',
          summary: 'Lab automation scheduler integrated with our ELN and plate readers.',
        },
      ],
    },
    {
      title: 'Regional commercialisation & distribution partners',
      items: [
        {
          name: 'Sakura Bioscience K.K.',
          url: 'https://www.sakurabio.co.jp/en/',
          summary: 'Exclusive development and distribution rights for HLX-201 in Japan.',
        },
        {
          name: 'Nordpharm Distribution',
          url: 'https://nordpharm-dist.eu',
          summary: 'Named-patient supply and distribution across the Nordic and Baltic countries.',
        },
      ],
    },
  ],
};

const card = (i: { name: string; url: string; summary: string }): string =>
  `<li class="rounded-2xl border border-slate-200 p-6"><h3 class="text-lg font-semibold">${i.name}</h3><p class="mt-2 text-sm text-slate-600">${i.summary}</p><a class="mt-4 inline-flex text-sm font-medium text-teal-700" href="${i.url}" target="_blank" rel="noopener noreferrer">Visit website &rarr;</a></li>`;

const partnering = doc(
  'Partnering | Helixmere Therapeutics',
  'Helixmere partners with pharma, technology and regional commercial partners to bring degraders to patients.',
  '/partnering',
  '/partnering',
  `<section class="mx-auto max-w-7xl px-6 py-20">
<p class="text-sm uppercase tracking-widest text-teal-700">Business development</p>
<h1 class="mt-3 text-4xl font-semibold">Partnering with Helixmere</h1>
<p class="mt-6 max-w-3xl text-lg text-slate-600">We keep full rights to our lead fibrosis programmes and partner selectively where another organisation can take a medicine further, faster.</p>
</section>
${partnerData.sections
  .map(
    (s) =>
      `<section class="mx-auto max-w-7xl px-6 py-12"><h2 class="text-2xl font-semibold">${s.title}</h2><ul class="mt-8 grid gap-6 md:grid-cols-2">${s.items.map(card).join('')}</ul></section>`,
  )
  .join('\n')}
<section class="mx-auto max-w-7xl px-6 py-12">
<h2 class="text-2xl font-semibold">Academic collaborators</h2>
<p class="mt-4 text-slate-600">Our founders' labs remain close collaborators, including groups at the Institute of Structural Biology in Lund and the Rothwell Fibrosis Centre.</p>
</section>
<section class="mx-auto max-w-7xl px-6 py-12" id="contact-bd">
<h2 class="text-2xl font-semibold">Talk to business development</h2>
<form class="mt-6 grid max-w-xl gap-4" action="/api/bd-enquiry" method="post"><input name="name" placeholder="Name" required=""/><input name="company" placeholder="Organisation"/><input type="email" name="email" placeholder="Work email" required=""/><textarea name="message" placeholder="What would you like to discuss?"></textarea><button type="submit" class="rounded-full bg-teal-700 px-6 py-3 text-white">Send</button></form>
</section>`,
  { partnerData },
);

const investors = [
  { name: 'Foundry Peak Ventures', url: 'https://foundrypeak.vc' },
  { name: 'Alder Bio Fund', url: 'https://alderbio.fund' },
  { name: 'Cobalt Life Sciences', url: 'https://www.cobaltls.com' },
];

const about = doc(
  'Company | Helixmere Therapeutics',
  'Helixmere Therapeutics was founded in 2022 and is backed by leading life-science investors.',
  '/about',
  '/about',
  `<section class="mx-auto max-w-7xl px-6 py-20"><h1 class="text-4xl font-semibold">A small team with a big target</h1>
<p class="mt-6 max-w-3xl text-lg text-slate-600">Helixmere was spun out of work on targeted protein degradation in 2022. Our 46-person team works from labs in Cambridge, Massachusetts and Oxford, UK.</p></section>
<section class="mx-auto max-w-7xl px-6 py-12" id="leadership"><h2 class="text-2xl font-semibold">Leadership</h2>
<ul class="mt-8 grid gap-6 md:grid-cols-3"><li><h3>Dr. Amara Okafor</h3><p>Chief Executive Officer</p></li><li><h3>Dr. Tomas Reinholt</h3><p>Chief Scientific Officer</p></li><li><h3>Priya Venkataraman</h3><p>Chief Business Officer</p></li></ul></section>
<section class="mx-auto max-w-7xl px-6 py-12" id="investors"><h2 class="text-2xl font-semibold">Backed by</h2>
<p class="mt-2 text-slate-600">Our $92M Series A was led by Foundry Peak Ventures with participation from:</p>
<ul class="mt-8 grid grid-cols-2 gap-8 md:grid-cols-3">${investors.map((i) => `<li><a href="${i.url}" target="_blank" rel="noopener"><img alt="${i.name}" src="/logos/investors/${i.name.toLowerCase().replace(/ /g, '-')}.svg" class="h-10 grayscale"/></a></li>`).join('')}</ul>
<p class="mt-6 text-sm text-slate-500">Early research was supported by a Biomedical Catalyst grant from <a href="https://www.ukri.org/councils/innovate-uk/">Innovate UK</a>.</p></section>
<section class="mx-auto max-w-7xl px-6 py-12" id="contact"><h2 class="text-2xl font-semibold">Contact</h2><p>General enquiries: <a href="mailto:hello@helixmere.bio">hello@helixmere.bio</a><br/>Media: <a href="mailto:media@helixmere.bio">media@helixmere.bio</a></p></section>`,
  { investors },
);

const home = doc(
  'Helixmere Therapeutics | Programmable degraders for fibrosis',
  'Helixmere designs programmable protein degraders for fibrotic diseases of the lung, liver and kidney.',
  '/',
  '/',
  `<section class="bg-gradient-to-b from-teal-50 to-white"><div class="mx-auto max-w-7xl px-6 py-28">
<h1 class="max-w-3xl text-5xl font-semibold leading-tight">Degrading the drivers of fibrosis</h1>
<p class="mt-6 max-w-2xl text-xl text-slate-600">Our HelixFold platform designs degraders against targets that small molecules and antibodies could not reach.</p>
<div class="mt-10 flex gap-4"><a class="rounded-full bg-teal-700 px-6 py-3 text-white" href="/pipeline">See our pipeline</a><a class="rounded-full border px-6 py-3" href="/science">Our science</a></div>
</div></section>
<section class="mx-auto max-w-7xl px-6 py-16"><h2 class="text-sm uppercase tracking-widest text-slate-500">In the news</h2>
<ul class="mt-6 flex flex-wrap items-center gap-12 opacity-70">
<li><a href="https://endpts.com/helixmere-92m-series-a/"><img alt="Endpoints News" src="/logos/press/endpoints.svg" class="h-6"/></a></li>
<li><a href="https://www.fiercebiotech.com/biotech/helixmere-emerges-degrader-fibrosis"><img alt="Fierce Biotech" src="/logos/press/fierce.svg" class="h-6"/></a></li>
<li><img alt="STAT" src="/logos/press/stat.svg" class="h-6"/></li>
</ul></section>
<section class="mx-auto max-w-7xl px-6 py-16"><h2 class="text-3xl font-semibold">Pipeline</h2>
<table class="mt-8 w-full text-left text-sm"><thead><tr><th>Programme</th><th>Indication</th><th>Stage</th></tr></thead><tbody>
<tr><td>HLX-101</td><td>Idiopathic pulmonary fibrosis</td><td>Phase 1</td></tr><tr><td>HLX-201</td><td>Systemic sclerosis</td><td>IND-enabling</td></tr><tr><td>HLX-301</td><td>MASH fibrosis</td><td>Discovery</td></tr></tbody></table></section>`,
  {},
);

const news = doc(
  'News | Helixmere Therapeutics',
  'Press releases and news from Helixmere Therapeutics.',
  '/news',
  '/news',
  `<section class="mx-auto max-w-4xl px-6 py-20"><h1 class="text-4xl font-semibold">News</h1>
<article class="mt-10 border-b pb-8"><time>February 3, 2026</time><h2 class="text-xl font-semibold">Helixmere doses first participant in Phase 1 trial of HLX-101</h2><p>Read the full release on <a href="https://www.businesswire.com/news/home/20260203005112/en/">Business Wire</a>.</p></article>
<article class="mt-10 border-b pb-8"><time>October 14, 2025</time><h2 class="text-xl font-semibold">Helixmere and Sakura Bioscience sign Japanese rights agreement for HLX-201</h2><p>Sakura will fund Japanese development and distribute HLX-201 in Japan if approved. Data supporting HLX-201 were published in <a href="https://www.nature.com/articles/s41589-025-01822-x">Nature Chemical Biology</a>.</p></article>
</section>`,
  {},
);

export const site: CorpusSite = {
  domain: 'helixmere.bio',
  covers:
    'Next.js on Vercel (headers only, __NEXT_DATA__ duplicating the partner data); partners at the unusual path /partnering with pharma collaborations (generic), platform partners (technology) and regional distribution partners (channel); negatives: investors, Innovate UK grant, press logos, Ashby job board, press-release and journal links, academic collaborators named without links',
  pages: {
    '/': { headers, html: home },
    '/partnering': { headers, html: partnering },
    '/about': { headers, html: about },
    '/news': { headers, html: news },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain' },
      html: 'User-agent: *\nAllow: /\nSitemap: https://helixmere.bio/sitemap.xml\n',
    },
  },
  sitemap: ['/', '/partnering', '/about', '/news'],
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'hsts', 'open-graph', 'plausible'],
  partners: {
    'orrinpharma.com': 'generic',
    'kestrelbio.com': 'generic',
    'latticecompute.ai': 'technology',
    'benchlink.io': 'technology',
    'sakurabio.co.jp': 'channel',
    'nordpharm-dist.eu': 'channel',
  },
};
