import type { CorpusSite } from '../corpus/types.js';

const BUILD = 'Xk3pQ9vN2mL7tR4wY8zA1';

const head = (title: string, desc: string, pageChunk: string) =>
  `<!DOCTYPE html><html lang="cs"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="description" content="${desc}"/><meta property="og:title" content="${title}"/><meta property="og:image" content="https://vetodesk.cz/og-image.png"/><link rel="icon" href="/favicon.ico"/><meta name="next-head-count" content="7"/><link rel="preload" href="/_next/static/media/e4af272ccee01ff0-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><link rel="preload" href="/_next/static/css/6c1e0b2f8a7d3e41.css" as="style"/><link rel="stylesheet" href="/_next/static/css/6c1e0b2f8a7d3e41.css" data-n-g=""/><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-c67a75d1b6f99dc8.js"></script><script src="https://www.googletagmanager.com/gtag/js?id=G-8QW2ZK4RT1" async=""></script><script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('js', new Date());gtag('config', 'G-8QW2ZK4RT1', { anonymize_ip: true });</script><script src="/_next/static/chunks/webpack-59c5c889f52620d6.js" defer=""></script><script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer=""></script><script src="/_next/static/chunks/main-f11614d8aa7ee555.js" defer=""></script><script src="/_next/static/chunks/pages/_app-2d1b8e6f4c9a7b30.js" defer=""></script><script src="/_next/static/chunks/pages/${pageChunk}.js" defer=""></script><script src="/_next/static/${BUILD}/_buildManifest.js" defer=""></script><script src="/_next/static/${BUILD}/_ssgManifest.js" defer=""></script></head>`;

const nav = `<header class="Header_header__q1LxT"><div class="Container_container__d2Hk1 Header_inner__bU8mF"><a class="Header_logo__W0nYp" href="/"><img alt="VetoDesk" loading="lazy" width="148" height="32" decoding="async" src="/logo.svg"/></a><nav class="Header_nav__Zr5aN"><a class="Header_link__k3Rz2" href="/funkce">Funkce</a><a class="Header_link__k3Rz2" href="/cenik">Ceník</a><a class="Header_link__k3Rz2" href="/integrace">Integrace</a><a class="Header_link__k3Rz2" href="/reference">Reference</a><a class="Header_link__k3Rz2" href="/blog">Blog</a><a class="Header_link__k3Rz2" href="/o-nas">O nás</a></nav><div class="Header_cta__3nVb7"><a class="Button_ghost__tR4xM" href="https://app.vetodesk.cz/prihlaseni">Přihlásit</a><a class="Button_primary__yQ2aN" href="/demo">Vyzkoušet zdarma</a></div></div></header>`;

const footer = `<footer class="Footer_footer__aZ3pQ"><div class="Container_container__d2Hk1 Footer_grid__L0mXv"><div><img alt="VetoDesk" loading="lazy" width="120" height="26" decoding="async" src="/logo-white.svg"/><p>VetoDesk s.r.o.<br/>Purkyňova 99, 612 00 Brno<br/>IČO 09876543</p></div><div><h4>Produkt</h4><ul><li><a href="/funkce">Funkce</a></li><li><a href="/integrace">Integrace</a></li><li><a href="/cenik">Ceník</a></li><li><a href="https://napoveda.vetodesk.cz/">Nápověda</a></li></ul></div><div><h4>Spolupráce</h4><ul><li><a href="/partneri">Implementační partneři</a></li><li><a href="/o-nas">O nás</a></li><li><a href="/kariera">Kariéra</a></li></ul></div><div><h4>Sledujte nás</h4><ul><li><a href="https://www.facebook.com/vetodesk" target="_blank" rel="noreferrer">Facebook</a></li><li><a href="https://www.instagram.com/vetodesk.cz/" target="_blank" rel="noreferrer">Instagram</a></li><li><a href="https://www.linkedin.com/company/vetodesk" target="_blank" rel="noreferrer">LinkedIn</a></li></ul></div></div><p class="Footer_copy__H8pJ2">© 2024 VetoDesk s.r.o. · <a href="/ochrana-osobnich-udaju">Ochrana osobních údajů</a></p></footer>`;

const nextData = (page: string, props: unknown) =>
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: props, __N_SSG: true }, page, query: {}, buildId: BUILD, isFallback: false, gsp: true, locale: 'cs', locales: ['cs', 'sk'], defaultLocale: 'cs', scriptLoader: [] })}</script>`;

const integrations = [
  {
    slug: 'idexx',
    name: 'IDEXX VetConnect PLUS',
    category: 'Laboratoře',
    description: 'Objednávky vyšetření a výsledky z referenční laboratoře IDEXX i z analyzátorů v ordinaci přímo v kartě pacienta.',
    website: 'https://www.idexx.com/cs-cz/',
    logo: '/images/integrace/idexx.svg',
  },
  {
    slug: 'laboklin',
    name: 'Laboklin',
    category: 'Laboratoře',
    description: 'Elektronické žádanky a automatický import výsledků.',
    website: 'https://laboklin.com/cz/',
    logo: '/images/integrace/laboklin.svg',
  },
  {
    slug: 'synlab-vet',
    name: 'SYNLAB vet',
    category: 'Laboratoře',
    description: 'Výsledky veterinárních vyšetření SYNLAB bez přepisování.',
    website: 'https://www.synlab.cz/veterina',
    logo: '/images/integrace/synlab.svg',
  },
  {
    slug: 'pohoda',
    name: 'POHODA',
    category: 'Účetnictví',
    description: 'Export faktur a pokladních dokladů do účetního programu POHODA přes XML.',
    website: 'https://www.stormware.cz/pohoda/',
    logo: '/images/integrace/pohoda.svg',
  },
  {
    slug: 'fakturoid',
    name: 'Fakturoid',
    category: 'Účetnictví',
    description: 'Faktury pro firemní klienty a chovatelské stanice rovnou ve Fakturoidu.',
    website: 'https://www.fakturoid.cz/',
    logo: '/images/integrace/fakturoid.svg',
  },
  {
    slug: 'gopay',
    name: 'GoPay',
    category: 'Platby',
    description: 'Online platby záloh a platební odkazy v připomínkách.',
    website: 'https://www.gopay.com/cs/',
    logo: '/images/integrace/gopay.svg',
  },
  {
    slug: 'smsbrana',
    name: 'SMSbrána.cz',
    category: 'Komunikace',
    description: 'SMS připomínky očkování a kontrol.',
    website: 'https://www.smsbrana.cz/',
    logo: '/images/integrace/smsbrana.svg',
  },
  {
    slug: 'nrmz',
    name: 'Národní registr majitelů zvířat',
    category: 'Registry',
    description: 'Hlášení čipování psů do centrální evidence.',
    website: null,
    logo: '/images/integrace/registr.svg',
  },
];

const partners = [
  {
    name: 'VetServis IT s.r.o.',
    region: 'Praha a Střední Čechy',
    website: 'https://www.vetservis-it.cz/',
    text: 'Instalace, migrace dat z jiných systémů a školení personálu.',
  },
  {
    name: 'MediSoft Morava s.r.o.',
    region: 'Morava a Slezsko',
    website: 'https://medisoft-morava.cz/veterina',
    text: 'Dodávky hardwaru pro ordinace, síťování, servis a implementace VetoDesk.',
  },
  {
    name: 'VetIT Slovakia s.r.o.',
    region: 'Slovensko',
    website: 'https://www.vetit.sk/',
    text: 'Výhradní distributor a implementační partner pro Slovenskou republiku.',
  },
];

export const site: CorpusSite = {
  domain: 'vetodesk.cz',
  covers:
    'Czech Next.js (Vercel) veterinary-practice SaaS: the integrations page renders cards as modal-opening buttons, so partner websites appear only in the __NEXT_DATA__ JSON (one integration has no website), while implementation partners are a plain SSR list linked only from the footer; traps are customer clinics under Reference, an investor, a congress sponsorship phrased as "generální partner", and a blog post citing a state authority.',
  sitemap: ['/', '/integrace', '/partneri', '/reference', '/o-nas', '/blog/laboratorni-vysledky-automaticky'],
  pages: {
    '/': {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        server: 'Vercel',
        'x-powered-by': 'Next.js',
        'x-vercel-cache': 'HIT',
        'x-vercel-id': 'fra1::fra1::8kq2c-1715603321754-3f0a9b1c2d7e',
        'strict-transport-security': 'max-age=63072000',
        'x-matched-path': '/',
        age: '5121',
      },
      html: `${head('VetoDesk – software pro veterinární kliniky', 'Objednávky, karta pacienta, laboratoře, sklad a fakturace pro veterinární ordinace.', 'index-0b7e2c9a4d1f8e36')}<body><div id="__next">${nav}<main><section class="Hero_hero__x8Wq1"><div class="Container_container__d2Hk1"><h1 class="Hero_title__p2Lk0">Celá ordinace v jednom programu</h1><p class="Hero_lead__r7Nd3">Online objednávky, karta pacienta, očkovací průkazy, sklad léčiv i fakturace. VetoDesk používá přes 400 veterinárních ordinací v Česku a na Slovensku.</p><a class="Button_primary__yQ2aN" href="/demo">Vyzkoušet 30 dní zdarma</a></div></section><section class="Logos_logos__m3Pq9"><div class="Container_container__d2Hk1"><p class="Logos_caption__eR2n5">Důvěřují nám</p><ul class="Logos_list__T6vB1"><li><img alt="Veterinární klinika Hlubočepy" loading="lazy" width="140" height="48" src="/images/reference/hlubocepy.png"/></li><li><img alt="AnimalCare Brno" loading="lazy" width="140" height="48" src="/images/reference/animalcare.png"/></li><li><img alt="Veterina Krč" loading="lazy" width="140" height="48" src="/images/reference/krc.png"/></li></ul></div></section><section class="Features_features__c4Za7"><div class="Container_container__d2Hk1"><h2>Laboratoře, účetnictví a platby bez přepisování</h2><p>Výsledky z laboratoří se samy uloží ke správnému pacientovi a doklady odejdou do účetnictví. <a href="/integrace">Přehled integrací</a></p></div></section></main>${footer}</div>${nextData('/', { hero: { variant: 'b' } })}</body></html>`,
    },
    '/integrace': {
      html: `${head('Integrace | VetoDesk', 'Propojení VetoDesku s laboratořemi, účetními programy a platebními bránami.', 'integrace-5f2a9c0e7b3d1a48')}<body><div id="__next">${nav}<main><section class="Page_header__vB2q0"><div class="Container_container__d2Hk1"><h1>Integrace</h1><p>VetoDesk je propojený se službami, které vaše ordinace používá každý den. Klikněte na integraci pro podrobnosti.</p></div></section><section class="Container_container__d2Hk1"><div class="IntegrationFilter_filter__Wn1p3" role="tablist"><button type="button" role="tab" aria-selected="true" class="IntegrationFilter_active__u7Lx2">Vše</button><button type="button" role="tab" aria-selected="false">Laboratoře</button><button type="button" role="tab" aria-selected="false">Účetnictví</button><button type="button" role="tab" aria-selected="false">Platby</button><button type="button" role="tab" aria-selected="false">Komunikace</button><button type="button" role="tab" aria-selected="false">Registry</button></div><div class="IntegrationGrid_grid__Qe8r4">${integrations
        .map(
          (i) =>
            `<button type="button" class="IntegrationCard_card__x1Fz9" aria-haspopup="dialog" data-slug="${i.slug}"><img alt="${i.name}" loading="lazy" width="96" height="48" decoding="async" src="${i.logo}"/><span class="IntegrationCard_category__n5Tq7">${i.category}</span><h3 class="IntegrationCard_name__Y2pW0">${i.name}</h3><p class="IntegrationCard_desc__k9Bc1">${i.description}</p><span class="IntegrationCard_more__e3Rm6">Detail integrace →</span></button>`,
        )
        .join(
          '',
        )}</div><p class="Page_note__t4Hs8">Chybí vám integrace? Napište nám na <a href="mailto:integrace@vetodesk.cz">integrace@vetodesk.cz</a> nebo využijte naše <a href="https://napoveda.vetodesk.cz/api">API</a>.</p></section></main>${footer}</div>${nextData('/integrace', { integrations: integrations.map((i) => ({ ...i, modal: { cta: 'Navštívit web partnera', status: 'live' } })) })}</body></html>`,
    },
    '/partneri': {
      html: `${head('Implementační partneři | VetoDesk', 'Certifikovaní partneři, kteří vám VetoDesk nainstalují a zaškolí.', 'partneri-9a3c1e7f0d5b2c64')}<body><div id="__next">${nav}<main><section class="Page_header__vB2q0"><div class="Container_container__d2Hk1"><h1>Implementační partneři</h1><p>Potřebujete pomoc s přechodem z jiného programu, síť v ordinaci nebo školení celého týmu? Obraťte se na našeho certifikovaného partnera ve vašem regionu.</p></div></section><section class="Container_container__d2Hk1"><ul class="PartnerList_list__s8Dq2">${partners
        .map(
          (p) =>
            `<li class="PartnerList_item__G1nV5"><h3>${p.name}</h3><p class="PartnerList_region__a2Kx0">${p.region}</p><p>${p.text}</p><a href="${p.website}" target="_blank" rel="noopener noreferrer" class="Button_secondary__h6Ty3">Web partnera</a></li>`,
        )
        .join(
          '',
        )}</ul><p>Chcete se stát implementačním partnerem? <a href="mailto:partneri@vetodesk.cz">partneri@vetodesk.cz</a></p></section></main>${footer}</div>${nextData('/partneri', { partners })}</body></html>`,
    },
    '/reference': {
      html: `${head('Reference | VetoDesk', 'Veterinární kliniky, které pracují ve VetoDesku.', 'reference-1e6b3a9d2c7f4e05')}<body><div id="__next">${nav}<main><section class="Container_container__d2Hk1"><h1>Reference</h1><div class="CaseStudies_grid__b7Lm3"><article><h3>Veterinární klinika Hlubočepy</h3><p>„Online objednávky nám ušetřily dvě hodiny telefonování denně.“ – MVDr. Petra Nováková</p><a href="https://www.vethlubocepy.cz/" target="_blank" rel="noreferrer">vethlubocepy.cz</a></article><article><h3>AnimalCare Brno</h3><p>Nonstop klinika se šesti lékaři a vlastním rentgenem.</p><a href="https://animalcare-brno.cz/" target="_blank" rel="noreferrer">Web kliniky</a></article><article><h3>Veterina Krč</h3><p>Malá ordinace, která přešla z papírové kartotéky za jediný víkend.</p></article></div></section></main>${footer}</div>${nextData('/reference', { cases: 3 })}</body></html>`,
    },
    '/o-nas': {
      html: `${head('O nás | VetoDesk', 'Tým VetoDesku z Brna.', 'o-nas-7c2e9b4a1f3d6e58')}<body><div id="__next">${nav}<main><section class="Container_container__d2Hk1 Prose_prose__z3Xc1"><h1>O nás</h1><p>VetoDesk založili v roce 2018 veterinářka Jana Dvořáková a programátor Tomáš Král. Dnes nás je 22.</p><h2>Investoři</h2><p>V roce 2023 do nás investoval fond <a href="https://www.orbitventures.cz/" target="_blank" rel="noreferrer">Orbit Ventures</a>.</p><h2>Podporujeme</h2><p>Jsme generálním partnerem konference <a href="https://www.cavlmz.cz/konference-2024" target="_blank" rel="noreferrer">CAVLMZ 2024</a> a podporujeme útulek <a href="https://www.utulekbrno.cz/" target="_blank" rel="noreferrer">Městský útulek Brno</a>.</p></section></main>${footer}</div>${nextData('/o-nas', {})}</body></html>`,
    },
    '/blog/laboratorni-vysledky-automaticky': {
      html: `${head('Laboratorní výsledky automaticky v kartě pacienta | VetoDesk', 'Jak funguje import výsledků z laboratoří.', 'blog/[slug]-4b8d2f6a0c1e9a73')}<body><div id="__next">${nav}<main><article class="Container_container__d2Hk1 Prose_prose__z3Xc1"><h1>Laboratorní výsledky automaticky v kartě pacienta</h1><p class="Post_meta__c1Vn8">12. 2. 2024 · Tomáš Král</p><p>Od verze 4.2 se výsledky z laboratoří IDEXX a Laboklin ukládají ke správnému pacientovi bez ručního párování. Stačí v žádance vyplnit číslo čipu.</p><p>Pozor na pravidla pro hlášení nákazových vyšetření – aktuální metodiku zveřejňuje <a href="https://www.svscr.cz/" target="_blank" rel="noreferrer">Státní veterinární správa</a>.</p></article></main>${footer}</div>${nextData('/blog/[slug]', { slug: 'laboratorni-vysledky-automaticky' })}</body></html>`,
    },
  },
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'hsts', 'google-analytics', 'google-tag-manager', 'open-graph'],
  partners: {
    'idexx.com': 'technology',
    'laboklin.com': 'technology',
    'synlab.cz': 'technology',
    'stormware.cz': 'technology',
    'fakturoid.cz': 'technology',
    'gopay.com': 'technology',
    'smsbrana.cz': 'technology',
    'vetservis-it.cz': 'channel',
    'medisoft-morava.cz': 'channel',
    'vetit.sk': 'channel',
  },
};
