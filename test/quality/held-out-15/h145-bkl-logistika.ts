import type { CorpusSite } from '../corpus/types.js';

const buildId = 'VbP3x2kQm9TzL1yR0a8sD';

const headers = {
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-cache': 'HIT',
  'x-vercel-id': 'arn1::fra1::7gk2p-1715251183457-4b0a9e3c1d2f',
  'strict-transport-security': 'max-age=63072000',
  'set-cookie': 'NEXT_LOCALE=lt; Path=/; Max-Age=31536000; SameSite=Lax',
};

const head = (title: string, path: string, page: string, desc: string) =>
  `<!DOCTYPE html><html lang="lt"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="description" content="${desc}"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${desc}"/><meta property="og:url" content="https://www.bkl-logistika.lt${path}"/><meta property="og:image" content="https://www.bkl-logistika.lt/og/bkl-og.jpg"/><link rel="alternate" hrefLang="lt" href="https://www.bkl-logistika.lt${path}"/><link rel="alternate" hrefLang="en" href="https://www.bkl-logistika.lt/en${path}"/><link rel="alternate" hrefLang="pl" href="https://www.bkl-logistics.pl/"/><link rel="icon" href="/favicon.ico"/><meta name="next-head-count" content="13"/><script id="cookieyes" type="text/javascript" src="https://cdn-cookieyes.com/client_data/8d1f0c2b7a3e4d5f9b6c1a0e/script.js"></script><script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-5VQ8LKT');</script><link rel="preload" href="/_next/static/media/e4af272ccee01ff0-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous" data-next-font="size-adjust"/><link rel="preload" href="/_next/static/css/3d9c2f1a7b8e0c45.css" as="style"/><link rel="stylesheet" href="/_next/static/css/3d9c2f1a7b8e0c45.css" data-n-g=""/><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-78c92fac7aa8fdd8.js"></script><script src="/_next/static/chunks/webpack-3b5a8e0d1c2f4a67.js" defer=""></script><script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer=""></script><script src="/_next/static/chunks/main-8b5a2f1c9d0e3f47.js" defer=""></script><script src="/_next/static/chunks/pages/_app-1f2e3d4c5b6a7980.js" defer=""></script><script src="/_next/static/chunks/pages${page === '/' ? '/index' : page}-9a8b7c6d5e4f3a21.js" defer=""></script><script src="/_next/static/${buildId}/_buildManifest.js" defer=""></script><script src="/_next/static/${buildId}/_ssgManifest.js" defer=""></script></head>`;

const nav = `<header class="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur"><div class="mx-auto flex max-w-7xl items-center justify-between px-4 py-3 lg:px-8"><a class="flex items-center gap-2" href="/"><img alt="BKL logistika" loading="lazy" width="148" height="36" decoding="async" data-nimg="1" style="color:transparent" src="/_next/static/media/bkl-logo.4f2a1c9e.svg"/></a><nav class="hidden gap-8 text-sm font-medium text-slate-700 lg:flex"><a class="hover:text-sky-700" href="/paslaugos">Paslaugos</a><a class="hover:text-sky-700" href="/partneriai">Partneriai</a><a class="hover:text-sky-700" href="/apie-mus">Apie mus</a><a class="hover:text-sky-700" href="/naujienos">Naujienos</a><a class="hover:text-sky-700" href="/karjera">Karjera</a><a class="hover:text-sky-700" href="/kontaktai">Kontaktai</a></nav><div class="flex items-center gap-3"><a class="rounded-md border border-sky-700 px-3 py-1.5 text-sm text-sky-700" href="https://sekimas.bkl-logistika.lt/">Krovinio sekimas</a><div class="text-xs text-slate-500"><a class="font-semibold text-slate-900" href="/">LT</a> / <a href="/en">EN</a> / <a href="https://www.bkl-logistics.pl/">PL</a></div></div></div></header>`;

const foot = `<footer class="mt-24 bg-slate-900 text-slate-300"><div class="mx-auto grid max-w-7xl gap-10 px-4 py-14 md:grid-cols-4 lg:px-8"><div><p class="font-semibold text-white">UAB „Baltų krovinių linija“</p><p class="mt-2 text-sm">Savanorių pr. 174, LT-03153 Vilnius<br/>Įm. kodas 302991457<br/>+370 5 210 4470</p></div><div><p class="font-semibold text-white">Paslaugos</p><ul class="mt-2 space-y-1 text-sm"><li><a href="/paslaugos/ftl-ltl">FTL / LTL pervežimai</a></li><li><a href="/paslaugos/sandeliavimas">Sandėliavimas</a></li><li><a href="/paslaugos/gelezinkelis">Geležinkelio pervežimai</a></li><li><a href="/paslaugos/muitine">Muitinės tarpininkavimas</a></li></ul></div><div><p class="font-semibold text-white">Įmonė</p><ul class="mt-2 space-y-1 text-sm"><li><a href="/apie-mus">Apie mus</a></li><li><a href="/partneriai">Partneriai</a></li><li><a href="/karjera">Karjera</a></li><li><a href="/privatumo-politika">Privatumo politika</a></li></ul></div><div><p class="font-semibold text-white">Sekite mus</p><ul class="mt-2 flex gap-4 text-sm"><li><a href="https://www.linkedin.com/company/bkl-logistika" target="_blank" rel="noreferrer">LinkedIn</a></li><li><a href="https://www.facebook.com/bkllogistika" target="_blank" rel="noreferrer">Facebook</a></li></ul></div></div><div class="border-t border-slate-800 py-5 text-center text-xs text-slate-500">© 2024 UAB „Baltų krovinių linija“. Visos teisės saugomos.</div></footer>`;

const linkedIn = `<script>_linkedin_partner_id = "4821337";window._linkedin_data_partner_ids = window._linkedin_data_partner_ids || [];window._linkedin_data_partner_ids.push(_linkedin_partner_id);</script><script>(function(l) {if (!l){window.lintrk = function(a,b){window.lintrk.q.push([a,b])};window.lintrk.q=[]}var s = document.getElementsByTagName("script")[0];var b = document.createElement("script");b.type = "text/javascript";b.async = true;b.src = "https://snap.licdn.com/li.lms-analytics/insight.min.js";s.parentNode.insertBefore(b, s);})(window.lintrk);</script>`;

const ssr = (page: string, query: Record<string, string>) => page === '/partneriai' || 'page' in query;

const nextData = (page: string, query: Record<string, string>, pageProps: unknown) =>
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
    props: { pageProps, __N_SSG: ssr(page, query) ? undefined : true, __N_SSP: ssr(page, query) ? true : undefined },
    page,
    query,
    buildId,
    isFallback: false,
    gsp: ssr(page, query) ? undefined : true,
    gssp: ssr(page, query) ? true : undefined,
    locale: 'lt',
    locales: ['lt', 'en'],
    defaultLocale: 'lt',
    scriptLoader: [],
  })}</script>`;

const doc = (title: string, path: string, page: string, desc: string, main: string, data: string) =>
  `${head(title, path, page, desc)}<body><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-5VQ8LKT" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript><div id="__next">${nav}<main>${main}</main>${foot}</div>${linkedIn}${data}</body></html>`;

type Partner = { id: number; name: string; country: string; category: 'tech' | 'agent'; blurb: string; url: string | null; logo: string };

const partnersPage1: Partner[] = [
  {
    id: 11,
    name: 'Transporeon',
    country: 'DE',
    category: 'tech',
    blurb: 'Laiko langų rezervavimas ir užsakymų gavimas tiesiai į mūsų TMS.',
    url: 'https://www.transporeon.com/en',
    logo: '/uploads/partners/transporeon.svg',
  },
  {
    id: 12,
    name: 'Webfleet',
    country: 'NL',
    category: 'tech',
    blurb: 'Telematika visuose 140 vilkikų – realaus laiko padėtis klientams.',
    url: 'https://www.webfleet.com/lt_lt/webfleet/',
    logo: '/uploads/partners/webfleet.svg',
  },
  {
    id: 13,
    name: 'Shippeo',
    country: 'FR',
    category: 'tech',
    blurb: 'Prognozuojamas atvykimo laikas (ETA) mūsų klientų sistemose.',
    url: 'https://shippeo.com',
    logo: '/uploads/partners/shippeo.svg',
  },
  {
    id: 14,
    name: 'project44',
    country: 'US',
    category: 'tech',
    blurb: 'Matomumo platforma tarptautiniams siuntėjams.',
    url: 'https://www.project44.com/',
    logo: '/uploads/partners/project44.svg',
  },
  {
    id: 15,
    name: 'Trans.eu',
    country: 'PL',
    category: 'tech',
    blurb: 'Krovinių birža ir elektroninės CMR integracija.',
    url: 'https://www.trans.eu/lt/',
    logo: '/uploads/partners/transeu.svg',
  },
  {
    id: 16,
    name: 'TIMOCOM',
    country: 'DE',
    category: 'tech',
    blurb: 'Smart Logistics System – sutarčių ir krovinių valdymas.',
    url: 'https://www.timocom.lt/',
    logo: '/uploads/partners/timocom.svg',
  },
  {
    id: 21,
    name: 'Spedition Nordhafen GmbH',
    country: 'DE',
    category: 'agent',
    blurb: 'Mūsų agentas Hamburgo uoste: konteinerių išvežimas ir konsolidacija.',
    url: 'https://www.nordhafen-spedition.de/',
    logo: '/uploads/partners/nordhafen.png',
  },
  {
    id: 22,
    name: 'Fraktlinjen AB',
    country: 'SE',
    category: 'agent',
    blurb: 'Atstovas Švedijoje ir Norvegijoje, paskirstymas iš Jönköping.',
    url: 'https://fraktlinjen.se/',
    logo: '/uploads/partners/fraktlinjen.png',
  },
];

const partnersPage2: Partner[] = [
  {
    id: 23,
    name: 'Eesti Vedu OÜ',
    country: 'EE',
    category: 'agent',
    blurb: 'Agentas Estijoje, Talino terminalas Muuga.',
    url: 'https://eestivedu.ee/',
    logo: '/uploads/partners/eestivedu.png',
  },
  {
    id: 24,
    name: 'Rail Cargo Hub Sp. z o.o.',
    country: 'PL',
    category: 'agent',
    blurb: 'Geležinkelio terminalas Małaszewicze, perkrovimas 1435/1520.',
    url: 'https://railcargohub.pl/',
    logo: '/uploads/partners/railcargohub.png',
  },
  {
    id: 25,
    name: 'TOO KZ Trans Logistic',
    country: 'KZ',
    category: 'agent',
    blurb: 'Atstovas Kazachstane ir Vidurinėje Azijoje.',
    url: 'https://kztranslogistic.kz/ru/',
    logo: '/uploads/partners/kztrans.png',
  },
  {
    id: 26,
    name: 'Latvijas Kravu Aģents SIA',
    country: 'LV',
    category: 'agent',
    blurb: 'Agentas Latvijoje, Rygos uostas. Svetainė: www.kravuagents.lv',
    url: null,
    logo: '/uploads/partners/lka.png',
  },
  {
    id: 27,
    name: 'Transportes Ibéricos Ruiz',
    country: 'ES',
    category: 'agent',
    blurb: 'Grupažiniai kroviniai iš Ispanijos ir Portugalijos.',
    url: null,
    logo: '/uploads/partners/ruiz.png',
  },
];

const card = (p: Partner) =>
  `<li class="flex flex-col rounded-xl border border-slate-200 p-6 shadow-sm"><img alt="${p.name}" loading="lazy" width="140" height="48" decoding="async" data-nimg="1" class="h-12 w-auto object-contain" style="color:transparent" src="${p.logo}"/><h3 class="mt-4 text-lg font-semibold text-slate-900">${p.name}</h3><p class="mt-1 text-xs uppercase tracking-wide text-slate-500">${p.country}</p><p class="mt-3 flex-1 text-sm text-slate-600">${p.blurb}</p>${p.url ? `<a class="mt-4 inline-flex items-center text-sm font-medium text-sky-700 hover:underline" href="${p.url}" target="_blank" rel="noopener noreferrer">Svetainė →</a>` : ''}</li>`;

const partneriai = doc(
  'Partneriai | BKL logistika',
  '/partneriai',
  '/partneriai',
  'Technologijų partneriai ir agentų tinklas Europoje ir Azijoje.',
  `<section class="mx-auto max-w-7xl px-4 pt-16 lg:px-8"><h1 class="text-4xl font-bold tracking-tight text-slate-900">Partneriai</h1><p class="mt-4 max-w-2xl text-lg text-slate-600">Kartu su technologijų partneriais ir patikimų agentų tinklu užtikriname, kad krovinys būtų matomas nuo pakrovimo iki iškrovimo.</p></section><section class="mx-auto max-w-7xl px-4 pt-12 lg:px-8"><h2 class="text-2xl font-semibold text-slate-900">Technologijų partneriai</h2><ul class="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">${partnersPage1
    .filter((p) => p.category === 'tech')
    .map(card)
    .join(
      '',
    )}</ul></section><section class="mx-auto max-w-7xl px-4 pt-16 lg:px-8"><h2 class="text-2xl font-semibold text-slate-900">Agentų tinklas</h2><p class="mt-2 text-slate-600">Mūsų agentai atstovauja BKL ir priima užsakymus savo šalyse.</p><ul class="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">${partnersPage1
    .filter((p) => p.category === 'agent')
    .map(card)
    .join(
      '',
    )}</ul><div class="mt-10 text-center"><a class="rounded-md bg-sky-700 px-5 py-2.5 text-sm font-semibold text-white" href="/partneriai?page=2">Rodyti daugiau</a></div></section>`,
  nextData('/partneriai', {}, { partners: partnersPage1, page: 1, hasMore: true, total: 13 }),
);

const partneriai2 = doc(
  'Partneriai – 2 psl. | BKL logistika',
  '/partneriai?page=2',
  '/partneriai',
  'Technologijų partneriai ir agentų tinklas Europoje ir Azijoje.',
  `<section class="mx-auto max-w-7xl px-4 pt-16 lg:px-8"><h1 class="text-4xl font-bold tracking-tight text-slate-900">Partneriai</h1></section><section class="mx-auto max-w-7xl px-4 pt-12 lg:px-8"><h2 class="text-2xl font-semibold text-slate-900">Agentų tinklas</h2><ul class="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">${partnersPage2
    .map(card)
    .join('')}</ul><div class="mt-10 text-center"><a class="text-sm text-sky-700" href="/partneriai">← Atgal</a></div></section>`,
  nextData('/partneriai', { page: '2' }, { partners: partnersPage2, page: 2, hasMore: false, total: 13 }),
);

const clients = [
  ['Vilnelė baldai', 'https://www.vilnele-baldai.lt/'],
  ['Šiaulių duona', 'https://siauliuduona.lt/'],
  ['Nemuno pieninė', 'https://www.nemunopienine.lt/'],
  ['Baltic Pallet Group', 'https://balticpallet.com/'],
];

const home = doc(
  'BKL logistika – krovinių pervežimai Europoje ir Azijoje',
  '/',
  '/',
  'Tarptautiniai krovinių pervežimai keliais ir geležinkeliu, sandėliavimas ir muitinės paslaugos.',
  `<section class="bg-slate-50"><div class="mx-auto max-w-7xl px-4 py-24 lg:px-8"><h1 class="text-5xl font-bold tracking-tight text-slate-900">Kroviniai iš Baltijos į Europą ir Aziją</h1><p class="mt-6 max-w-2xl text-lg text-slate-600">140 nuosavų vilkikų, 18 000 m² sandėlių Vilniuje ir Kaune, geležinkelio sprendimai į Kiniją per Kazachstaną.</p><div class="mt-8 flex gap-4"><a class="rounded-md bg-sky-700 px-5 py-3 text-sm font-semibold text-white" href="/kontaktai">Gauti pasiūlymą</a><a class="rounded-md px-5 py-3 text-sm font-semibold text-sky-700" href="/partneriai">Mūsų partneriai</a></div></div></section><section class="mx-auto max-w-7xl px-4 py-16 lg:px-8"><h2 class="text-center text-sm font-semibold uppercase tracking-widest text-slate-500">Mumis pasitiki</h2><ul class="mt-8 grid grid-cols-2 items-center gap-8 md:grid-cols-4">${clients
    .map(
      ([n, u]) =>
        `<li><a href="${u}" target="_blank" rel="noreferrer"><img alt="${n}" loading="lazy" width="160" height="60" decoding="async" data-nimg="1" class="mx-auto grayscale" style="color:transparent" src="/uploads/clients/${String(n).toLowerCase().replace(/\s+/g, '-')}.png"/></a></li>`,
    )
    .join(
      '',
    )}</ul></section><section class="mx-auto max-w-7xl px-4 py-16 lg:px-8"><h2 class="text-2xl font-semibold">Naujienos</h2><ul class="mt-6 space-y-4"><li><a class="font-medium text-sky-700" href="/naujienos/naujas-agentas-kazachstane">Naujas agentas Kazachstane</a> <span class="text-sm text-slate-500">2024-03-18</span></li><li><a class="font-medium text-sky-700" href="/naujienos/vz-top-500">BKL – tarp „Verslo žinių“ TOP 500</a> <span class="text-sm text-slate-500">2023-11-02</span></li></ul></section>`,
  nextData(
    '/',
    {},
    { clients: clients.map(([name, url]) => ({ name, url })), news: [{ slug: 'naujas-agentas-kazachstane' }, { slug: 'vz-top-500' }] },
  ),
);

const apie = doc(
  'Apie mus | BKL logistika',
  '/apie-mus',
  '/apie-mus',
  'UAB „Baltų krovinių linija“ – logistikos įmonė nuo 2004 m.',
  `<section class="mx-auto max-w-3xl px-4 py-16 lg:px-8"><h1 class="text-4xl font-bold text-slate-900">Apie mus</h1><div class="prose prose-slate mt-8"><p>Įmonę 2004 m. įkūrė du vairuotojai iš Kauno. Šiandien dirbame 310 žmonių trijose šalyse, o 2022 m. atidarėme filialą Varšuvoje (<a href="https://www.bkl-logistics.pl/">bkl-logistics.pl</a>).</p><h2>Narystės ir sertifikatai</h2><ul><li>Nacionalinės vežėjų automobiliais asociacijos <a href="https://www.linava.lt/" target="_blank" rel="noreferrer">LINAVA</a> narys</li><li><a href="https://fiata.org/" target="_blank" rel="noreferrer">FIATA</a> ekspedijavimo važtaraščių (FBL) išdavėjas</li><li>Sandėlis sertifikuotas pagal <a href="https://tapa-global.org/" target="_blank" rel="noreferrer">TAPA FSR</a> A lygį</li><li>ISO 9001 ir ISO 14001 – sertifikavo <a href="https://www.bureauveritas.lt/" target="_blank" rel="noreferrer">Bureau Veritas</a></li></ul><h2>Draudimas</h2><p>Vežėjo civilinė atsakomybė (CMR) apdrausta ERGO Insurance SE.</p></div></section>`,
  nextData('/apie-mus', {}, { title: 'Apie mus' }),
);

const karjera = doc(
  'Karjera | BKL logistika',
  '/karjera',
  '/karjera',
  'Laisvos darbo vietos BKL logistika.',
  `<section class="mx-auto max-w-3xl px-4 py-16 lg:px-8"><h1 class="text-4xl font-bold text-slate-900">Karjera</h1><p class="mt-6 text-slate-600">Ieškome tarptautinių reisų vairuotojų (C+E) ir ekspeditorių. Visus skelbimus rasite <a class="text-sky-700" href="https://www.cvbankas.lt/?keyw=Balt%C5%B3+krovini%C5%B3+linija" target="_blank" rel="noreferrer">CVbankas.lt</a> ir <a class="text-sky-700" href="https://www.cv.lt/imones/uab-baltu-kroviniu-linija" target="_blank" rel="noreferrer">CV.lt</a>.</p><p class="mt-4 text-slate-600">Vairuotojų mokymus organizuojame kartu su Vilniaus technologijų ir dizaino kolegija.</p></section>`,
  nextData('/karjera', {}, { jobs: [] }),
);

const naujiena = doc(
  'Naujas agentas Kazachstane | BKL logistika',
  '/naujienos/naujas-agentas-kazachstane',
  '/naujienos/[slug]',
  'Nuo kovo BKL Kazachstane atstovauja TOO KZ Trans Logistic.',
  `<article class="mx-auto max-w-3xl px-4 py-16 lg:px-8"><p class="text-sm text-slate-500">2024-03-18</p><h1 class="mt-2 text-4xl font-bold text-slate-900">Naujas agentas Kazachstane</h1><div class="prose prose-slate mt-8"><p>Nuo kovo 1 d. BKL Kazachstane ir Vidurinėje Azijoje atstovauja Almatoje įsikūrusi TOO KZ Trans Logistic (<a href="https://kztranslogistic.kz/">kztranslogistic.kz</a>). Agentas priima užsakymus geležinkelio ir autotransporto pervežimams per Dostyk ir Khorgos.</p><p>Apie naują maršrutą rašė ir <a href="https://www.vz.lt/transportas-logistika/2024/03/20/bkl-pletra-i-azija">„Verslo žinios“</a>.</p></div></article>`,
  nextData(
    '/naujienos/[slug]',
    { slug: 'naujas-agentas-kazachstane' },
    { post: { slug: 'naujas-agentas-kazachstane', date: '2024-03-18' } },
  ),
);

export const site: CorpusSite = {
  domain: 'bkl-logistika.lt',
  otherDomains: ['bkl-logistics.pl'],
  covers:
    'Lithuanian freight forwarder on Next.js (pages router on Vercel, CookieYes, LinkedIn tag): technology partners and foreign agents as Tailwind cards with "Svetainė →" links and the same data in __NEXT_DATA__, more agents behind a "Rodyti daugiau" link to ?page=2 (one written-out domain, one without a website), an agent also announced in a news post, and a /partners redirect; traps are "trusted by" client logos, associations and certifiers, an insurer named in passing, job boards, press, the tracking subdomain and the Polish sister domain.',
  pages: {
    '/': { headers, html: home },
    '/partners': { status: 308, redirect: '/partneriai' },
    '/partneriai': { headers, html: partneriai },
    '/partneriai?page=2': { headers, html: partneriai2 },
    '/apie-mus': { headers, html: apie },
    '/karjera': { headers, html: karjera },
    '/naujienos/naujas-agentas-kazachstane': { headers, html: naujiena },
  },
  sitemap: ['/', '/partneriai', '/apie-mus', '/karjera', '/naujienos/naujas-agentas-kazachstane'],
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'hsts', 'google-tag-manager', 'cookieyes', 'linkedin-insight-tag', 'open-graph'],
  partners: {
    'transporeon.com': 'technology',
    'webfleet.com': 'technology',
    'shippeo.com': 'technology',
    'project44.com': 'technology',
    'trans.eu': 'technology',
    'timocom.lt': 'technology',
    'nordhafen-spedition.de': 'channel',
    'fraktlinjen.se': 'channel',
    'eestivedu.ee': 'channel',
    'railcargohub.pl': 'channel',
    'kztranslogistic.kz': 'channel',
    'kravuagents.lv': 'channel',
  },
};
