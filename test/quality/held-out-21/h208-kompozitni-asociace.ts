import type { CorpusSite } from '../corpus/types.js';

const D = 'https://www.kompozitni-asociace.cz';

const headers: Record<string, string> = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Netlify',
  'x-nf-request-id': '01HS8Q2K7V3M4N5P6R7S8T9V0W',
  'strict-transport-security': 'max-age=31536000',
  'cache-control': 'public,max-age=0,must-revalidate',
  age: '0',
};

const css = `
:root{--c-primary:#00466e;--c-accent:#e2a400;--c-bg:#f5f7f9;--c-text:#1b2430;--c-muted:#5c6b7a;--radius:6px}
*,*::before,*::after{box-sizing:border-box}body{margin:0;font-family:"IBM Plex Sans",system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--c-text);line-height:1.6;font-size:17px}
a{color:var(--c-primary)}.wrap{max-width:1160px;margin:0 auto;padding:0 1.25rem}
.topbar{background:var(--c-primary);color:#dbe7f0;font-size:.85rem}.topbar .wrap{display:flex;justify-content:space-between;padding:.4rem 1.25rem}.topbar a{color:#fff}
.site-header{border-bottom:1px solid #e1e6eb;background:#fff}.site-header .wrap{display:flex;align-items:center;justify-content:space-between;padding:1rem 1.25rem}
.logo img{height:56px}.main-nav ul{display:flex;gap:1.5rem;list-style:none;margin:0;padding:0}.main-nav a{text-decoration:none;font-weight:600;color:var(--c-text)}
.main-nav a[aria-current=page]{color:var(--c-primary);border-bottom:2px solid var(--c-accent)}.hero{background:linear-gradient(120deg,#00466e,#006a9e);color:#fff;padding:4.5rem 0}
.hero h1{font-size:2.6rem;line-height:1.15;margin:0 0 1rem}.btn{display:inline-block;background:var(--c-accent);color:#1b2430;text-decoration:none;font-weight:700;padding:.8rem 1.4rem;border-radius:var(--radius)}
.section{padding:3.5rem 0}.section--alt{background:var(--c-bg)}.grid{display:grid;gap:1.5rem}.grid--3{grid-template-columns:repeat(3,1fr)}.grid--4{grid-template-columns:repeat(4,1fr)}
.card{background:#fff;border:1px solid #e1e6eb;border-radius:var(--radius);padding:1.25rem}.card h3{margin-top:0;font-size:1.1rem}
.tier{margin-top:2.5rem}.tier h2{font-size:1.05rem;text-transform:uppercase;letter-spacing:.08em;color:var(--c-muted)}
.logos{display:flex;flex-wrap:wrap;gap:1.5rem;align-items:center}.logos a,.logos span{display:flex;align-items:center;justify-content:center;width:220px;height:110px;border:1px solid #e1e6eb;border-radius:var(--radius);background:#fff}
.logos img{max-width:80%;max-height:70px}.logos--lg a{width:320px;height:150px}.filters{display:flex;flex-wrap:wrap;gap:.75rem;margin:1.5rem 0}
.filters select,.filters input{padding:.55rem .7rem;border:1px solid #c6d0da;border-radius:var(--radius);font:inherit}.member{border-bottom:1px solid #e1e6eb;padding:1rem 0}
.member h3{margin:0 0 .25rem;font-size:1.05rem}.member .meta{color:var(--c-muted);font-size:.9rem}.tag{display:inline-block;background:var(--c-bg);border-radius:99px;padding:.1rem .6rem;font-size:.8rem;margin-right:.3rem}
#mapa{height:420px;border-radius:var(--radius);margin-bottom:2rem}.site-footer{background:#0b1f2e;color:#b5c4d1;padding:3rem 0 1.5rem;font-size:.92rem}.site-footer a{color:#fff}
.eu-logos img{height:48px;background:#fff;padding:4px;margin-right:.75rem}
@media (max-width:860px){.grid--3,.grid--4{grid-template-columns:1fr}.main-nav{display:none}.hero h1{font-size:1.9rem}}
`;

function head(title: string, desc: string, path: string, extra = ''): string {
  return `<!DOCTYPE html>
<html lang="cs">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="generator" content="Hugo 0.123.7">
  <title>${title}</title>
  <meta name="description" content="${desc}">
  <link rel="canonical" href="${D}${path}">
  <link rel="alternate" hreflang="cs" href="${D}${path}">
  <link rel="alternate" hreflang="en" href="${D}/en${path}">
  <meta property="og:title" content="${title}">
  <meta property="og:description" content="${desc}">
  <meta property="og:type" content="website">
  <meta property="og:url" content="${D}${path}">
  <meta property="og:image" content="${D}/images/og-cakp.jpg">
  <meta property="og:locale" content="cs_CZ">
  <link rel="icon" href="/favicon.svg" type="image/svg+xml">
  <link rel="preload" href="/fonts/ibm-plex-sans-v19-latin-ext-regular.woff2" as="font" type="font/woff2" crossorigin>
  <link rel="stylesheet" href="/css/main.min.8c1e4f2a7b3d9e0c5a6b1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a.css" integrity="sha256-jB5PKnsz2eDFprHS4/SltsfY6fChssPU5fanuMnQ4fI=">
  <style>${css}</style>
  <script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Česká asociace kompozitního průmyslu, z. s.","alternateName":"ČAKP","url":"https://www.kompozitni-asociace.cz/","logo":"https://www.kompozitni-asociace.cz/images/logo-cakp.svg","email":"sekretariat@kompozitni-asociace.cz","telephone":"+420 541 555 012","address":{"@type":"PostalAddress","streetAddress":"Purkyňova 649/127","addressLocality":"Brno","postalCode":"612 00","addressCountry":"CZ"},"sameAs":["https://www.linkedin.com/company/cakp","https://www.youtube.com/@cakp-kompozity"]}</script>
  <script defer data-domain="kompozitni-asociace.cz" src="https://plausible.io/js/plausible.js"></script>
  <script defer src="https://cdn.jsdelivr.net/npm/alpinejs@3.13.5/dist/cdn.min.js"></script>
${extra}</head>
`;
}

const navItems: [string, string][] = [
  ['/o-asociaci/', 'O asociaci'],
  ['/clenove/', 'Členové'],
  ['/partneri/', 'Partneři'],
  ['/akce/', 'Akce'],
  ['/clenstvi/', 'Členství'],
  ['/aktuality/', 'Aktuality'],
  ['/kontakt/', 'Kontakt'],
];

function top(path: string): string {
  return `<body>
<svg xmlns="http://www.w3.org/2000/svg" style="display:none" aria-hidden="true">
  <symbol id="i-linkedin" viewBox="0 0 24 24"><path d="M20.45 20.45h-3.56v-5.57c0-1.33-.03-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.34V9h3.42v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z"/></symbol>
  <symbol id="i-youtube" viewBox="0 0 24 24"><path d="M23.5 6.19a3.02 3.02 0 0 0-2.12-2.14C19.5 3.55 12 3.55 12 3.55s-7.5 0-9.38.5A3.02 3.02 0 0 0 .5 6.19C0 8.07 0 12 0 12s0 3.93.5 5.81a3.02 3.02 0 0 0 2.12 2.14c1.88.5 9.38.5 9.38.5s7.5 0 9.38-.5a3.02 3.02 0 0 0 2.12-2.14C24 15.93 24 12 24 12s0-3.93-.5-5.81zM9.55 15.57V8.43L15.82 12l-6.27 3.57z"/></symbol>
  <symbol id="i-mail" viewBox="0 0 24 24"><path d="M20 4H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2zm0 4-8 5-8-5V6l8 5 8-5v2z"/></symbol>
  <symbol id="i-phone" viewBox="0 0 24 24"><path d="M6.62 10.79a15.05 15.05 0 0 0 6.59 6.59l2.2-2.2a1 1 0 0 1 1.02-.24c1.12.37 2.33.57 3.57.57a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1.02l-2.2 2.2z"/></symbol>
  <symbol id="i-pin" viewBox="0 0 24 24"><path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"/></symbol>
  <symbol id="i-calendar" viewBox="0 0 24 24"><path d="M19 4h-1V2h-2v2H8V2H6v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 16H5V10h14v10zm0-12H5V6h14v2z"/></symbol>
  <symbol id="i-arrow" viewBox="0 0 24 24"><path d="M12 4l-1.41 1.41L16.17 11H4v2h12.17l-5.58 5.59L12 20l8-8z"/></symbol>
  <symbol id="i-download" viewBox="0 0 24 24"><path d="M19 9h-4V3H9v6H5l7 7 7-7zM5 18v2h14v-2H5z"/></symbol>
  <symbol id="i-search" viewBox="0 0 24 24"><path d="M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z"/></symbol>
  <symbol id="i-menu" viewBox="0 0 24 24"><path d="M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z"/></symbol>
</svg>
<div class="topbar"><div class="wrap"><span>Česká asociace kompozitního průmyslu, z. s.</span><span><a href="/en${path}">English</a> · <a href="https://clenska-sekce.kompozitni-asociace.cz/" rel="noopener">Členská sekce</a></span></div></div>
<header class="site-header" x-data="{ open: false }">
  <div class="wrap">
    <a class="logo" href="/"><img src="/images/logo-cakp.svg" alt="ČAKP – Česká asociace kompozitního průmyslu" width="230" height="56"></a>
    <button class="nav-toggle" @click="open = !open" :aria-expanded="open" aria-controls="main-nav">Menu</button>
    <nav class="main-nav" id="main-nav" aria-label="Hlavní navigace"><ul>
      ${navItems.map(([h, l]) => `<li><a href="${h}"${path.startsWith(h) ? ' aria-current="page"' : ''}>${l}</a></li>`).join('\n      ')}
    </ul></nav>
  </div>
</header>
<main id="obsah">
`;
}

const foot = (extra = '') => `</main>
<footer class="site-footer">
  <div class="wrap grid grid--4">
    <div>
      <p><strong>Česká asociace kompozitního průmyslu, z. s.</strong><br>Purkyňova 649/127, 612 00 Brno<br>IČO: 06411223<br>Spolek zapsaný u Krajského soudu v Brně, L 24518</p>
      <p><a href="mailto:sekretariat@kompozitni-asociace.cz">sekretariat@kompozitni-asociace.cz</a><br>+420 541 555 012</p>
    </div>
    <div>
      <p><a href="/stanovy/">Stanovy</a><br><a href="/ochrana-osobnich-udaju/">Ochrana osobních údajů</a><br><a href="/cookies/">Cookies</a><br><a href="/kariera/">Kariérní portál oboru</a></p>
      <p><a href="https://www.linkedin.com/company/cakp" rel="noopener">LinkedIn</a> · <a href="https://www.youtube.com/@cakp-kompozity" rel="noopener">YouTube</a></p>
    </div>
    <div>
      <p><strong>Nejnovější aktuality</strong></p>
      <ul>
        <li><a href="/aktuality/2024-03-novi-clenove/">Vítáme nové členy: Boatlam a PolyLab Zlín</a></li>
        <li><a href="/aktuality/2024-02-stanovisko-k-narizeni-o-odpadech/">Stanovisko ČAKP k návrhu nařízení o odpadech</a></li>
        <li><a href="/aktuality/2024-01-mzdovy-pruzkum-2023/">Výsledky mzdového průzkumu v oboru za rok 2023</a></li>
        <li><a href="/aktuality/2023-12-kurz-laminovani-2024/">Termíny kurzů ručního laminování na rok 2024</a></li>
        <li><a href="/aktuality/2023-11-eucia-composites-day/">ČAKP na EuCIA Composites Day v Bruselu</a></li>
      </ul>
    </div>
    <div class="eu-logos">
      <p>Projekt „Kompozity pro oběhové hospodářství“ reg. č. CZ.01.01.01/01/22_002/0001234 je spolufinancován Evropskou unií.</p>
      <img src="/images/eu/spolufinancovano-eu.svg" alt="Spolufinancováno Evropskou unií" width="180" height="48">
      <img src="/images/eu/op-tak.svg" alt="OP TAK" width="120" height="48">
    </div>
  </div>
  <div class="wrap"><p style="margin-top:2rem;font-size:.8rem">© 2024 ČAKP · Web běží na Hugo</p></div>
</footer>
${extra}</body>
</html>
`;

const home =
  head(
    'ČAKP – Česká asociace kompozitního průmyslu',
    'Sdružujeme výrobce, zpracovatele a výzkumníky kompozitních materiálů v České republice.',
    '/',
  ) +
  top('/') +
  `<section class="hero"><div class="wrap">
  <h1>Hlas českého kompozitního průmyslu</h1>
  <p>ČAKP sdružuje 46 výrobců, zpracovatelů, dodavatelů surovin a výzkumných pracovišť, kteří v Česku zaměstnávají přes 7 000 lidí. Hájíme zájmy oboru, propojujeme firmy s výzkumem a pořádáme největší kompozitní konferenci ve střední Evropě.</p>
  <p><a class="btn" href="/clenstvi/">Staňte se členem</a></p>
</div></section>
<section class="section"><div class="wrap grid grid--3">
  <div class="card"><h3>Legislativa a normy</h3><p>Připomínkujeme legislativu EU k odpadům z kompozitů a zastupujeme obor v technických normalizačních komisích.</p></div>
  <div class="card"><h3>Vzdělávání</h3><p>Kurzy laminování, RTM a bezpečnosti práce se styreny; podpora středních odborných škol.</p></div>
  <div class="card"><h3>Výzkum a recyklace</h3><p>Koordinujeme projekt Kompozity pro oběhové hospodářství s akademickými partnery.</p></div>
</div></section>
<section class="section section--alt"><div class="wrap">
  <h2>Kompozitní konference 2024</h2>
  <p>15.–16. května 2024, Brno. Program, přednášející a registrace na <a href="/akce/kompozitni-konference-2024/">stránce konference</a>.</p>
  <p>Generální partner asociace:</p>
  <div class="logos logos--lg"><a href="https://www.adfors.com/cz" rel="noopener" title="Saint-Gobain ADFORS"><img src="/images/partneri/saint-gobain-adfors.svg" alt="Saint-Gobain ADFORS" width="260" height="90"></a></div>
</div></section>
<section class="section"><div class="wrap">
  <h2>Aktuality</h2>
  <ul>
    <li><a href="/aktuality/2024-03-novi-clenove/">Vítáme nové členy: Boatlam a PolyLab Zlín</a> – 12. 3. 2024</li>
    <li><a href="/aktuality/2024-02-stanovisko-k-narizeni-o-odpadech/">Stanovisko ČAKP k návrhu nařízení o odpadech</a> – 20. 2. 2024</li>
  </ul>
</div></section>
` +
  foot();

const oAsociaci =
  head('O asociaci – ČAKP', 'Poslání, orgány, členství v evropských a národních organizacích a akademičtí partneři ČAKP.', '/o-asociaci/') +
  top('/o-asociaci/') +
  `<section class="section"><div class="wrap">
  <h1>O asociaci</h1>
  <p>Česká asociace kompozitního průmyslu vznikla v roce 2017 jako zájmové sdružení firem zpracovávajících vlákny vyztužené plasty. Dnes zastupuje celý hodnotový řetězec: od výrobců pryskyřic a výztuží přes zpracovatele až po recyklaci.</p>
  <h2>Představenstvo</h2>
  <ul><li>Ing. Pavel Dvořák, předseda (Sklolaminát Žďár a.s.)</li><li>Ing. Lucie Marková, Ph.D., místopředsedkyně (Karbonix s.r.o.)</li><li>Ing. Tomáš Kratochvíl (Aerokomp Otrokovice a.s.)</li></ul>
  <p>Výkonná ředitelka: Mgr. Jana Horáková</p>
  <h2>Jsme členy</h2>
  <p>ČAKP je národním členem evropské federace <a href="https://eucia.eu/" rel="noopener">EuCIA – European Composites Industry Association</a> se sídlem v Bruselu a kolektivním členem <a href="https://www.spcr.cz/" rel="noopener">Svazu průmyslu a dopravy ČR</a>, kde se podílíme na práci sekce pro chemický průmysl.</p>
  <h2>Akademičtí partneři</h2>
  <p>Dlouhodobě spolupracujeme s Ústavem konstruování a částí strojů <a href="https://www.fs.cvut.cz/" rel="noopener">Fakulty strojní ČVUT v Praze</a> a s Ústavem materiálových věd <a href="https://www.vut.cz/" rel="noopener">VUT v Brně</a> na výzkumu recyklace kompozitů a na odborných stážích studentů u členských firem.</p>
</div></section>
` +
  foot();

type Member = {
  nazev: string;
  mesto: string;
  kraj: string;
  segment: string[];
  web: string | null;
  email?: string;
  lat: number;
  lng: number;
};
const members: Member[] = [
  {
    nazev: 'Aerokomp Otrokovice a.s.',
    mesto: 'Otrokovice',
    kraj: 'Zlínský',
    segment: ['letectví', 'prepregy'],
    web: 'https://www.aerokomp.cz',
    lat: 49.209,
    lng: 17.53,
  },
  {
    nazev: 'Boatlam s.r.o.',
    mesto: 'Pardubice',
    kraj: 'Pardubický',
    segment: ['lodě', 'ruční laminace'],
    web: 'https://boatlam.cz',
    lat: 50.038,
    lng: 15.779,
  },
  {
    nazev: 'Compotech Brno s.r.o.',
    mesto: 'Brno',
    kraj: 'Jihomoravský',
    segment: ['vinutí', 'tlakové nádoby'],
    web: 'https://www.compotech-brno.cz',
    lat: 49.195,
    lng: 16.608,
  },
  {
    nazev: 'Fibertex Morava s.r.o.',
    mesto: 'Šumperk',
    kraj: 'Olomoucký',
    segment: ['výztuže', 'tkaniny'],
    web: 'https://www.fibertex-morava.cz',
    lat: 49.965,
    lng: 16.97,
  },
  {
    nazev: 'Karbonix s.r.o.',
    mesto: 'Liberec',
    kraj: 'Liberecký',
    segment: ['uhlíkové kompozity', 'automotive'],
    web: 'https://www.karbonix.cz',
    lat: 50.767,
    lng: 15.056,
  },
  {
    nazev: 'Lamitec Olomouc s.r.o.',
    mesto: 'Olomouc',
    kraj: 'Olomoucký',
    segment: ['RTM', 'automotive'],
    web: 'https://www.lamitec-olomouc.cz',
    lat: 49.594,
    lng: 17.251,
  },
  {
    nazev: 'PolyLab Zlín s.r.o.',
    mesto: 'Zlín',
    kraj: 'Zlínský',
    segment: ['zkušebna', 'výzkum'],
    web: 'https://polylab-zlin.cz',
    lat: 49.226,
    lng: 17.667,
  },
  {
    nazev: 'Pultruze Vysočina s.r.o.',
    mesto: 'Pelhřimov',
    kraj: 'Vysočina',
    segment: ['pultruze', 'stavebnictví'],
    web: 'https://www.pultruze.cz',
    lat: 49.431,
    lng: 15.223,
  },
  {
    nazev: 'Resina Chemie s.r.o.',
    mesto: 'Ústí nad Labem',
    kraj: 'Ústecký',
    segment: ['pryskyřice', 'suroviny'],
    web: 'https://www.resinachemie.cz',
    lat: 50.661,
    lng: 14.032,
  },
  {
    nazev: 'Sklolaminát Žďár a.s.',
    mesto: 'Žďár nad Sázavou',
    kraj: 'Vysočina',
    segment: ['nádrže', 'potrubí'],
    web: 'https://www.sklolaminat-zdar.cz',
    lat: 49.563,
    lng: 15.939,
  },
  {
    nazev: 'Ústav kompozitních technologií, v. v. i.',
    mesto: 'Praha',
    kraj: 'Praha',
    segment: ['výzkum'],
    web: 'https://www.ukt-vyzkum.cz',
    lat: 50.087,
    lng: 14.421,
  },
  { nazev: 'Vinutí Plast s.r.o.', mesto: 'Kolín', kraj: 'Středočeský', segment: ['vinutí'], web: null, lat: 50.028, lng: 15.2 },
  {
    nazev: 'Ing. Jan Novák – kompozitní poradenství',
    mesto: 'Hradec Králové',
    kraj: 'Královéhradecký',
    segment: ['poradenství'],
    web: null,
    email: 'jan.novak.kompozity@seznam.cz',
    lat: 50.209,
    lng: 15.832,
  },
];

const clenove =
  head(
    'Členové – ČAKP',
    'Adresář členů České asociace kompozitního průmyslu: výrobci, zpracovatelé, dodavatelé a výzkumná pracoviště.',
    '/clenove/',
    `  <link rel="stylesheet" href="https://unpkg.com/leaflet@1.9.4/dist/leaflet.css" integrity="sha256-p4NxAoJBhIIN+hmNHrzRCf9tD/miZyoHS5obTRR9BMY=" crossorigin="">
  <script src="https://unpkg.com/leaflet@1.9.4/dist/leaflet.js" integrity="sha256-20nQCchB9co0qIjJZRGuk2/Z9VM+kNiyxNV1lvTlZBo=" crossorigin=""></script>
`,
  ) +
  top('/clenove/') +
  `<section class="section"><div class="wrap" x-data="clenove()" x-init="init()">
  <h1>Členové asociace</h1>
  <p>ČAKP má aktuálně 46 řádných a přidružených členů. Na této stránce zveřejňujeme členy, kteří s uvedením souhlasili. Filtrovat můžete podle kraje a oboru činnosti.</p>
  <div id="mapa" aria-label="Mapa členů"></div>
  <div class="filters">
    <label>Kraj <select x-model="kraj"><option value="">Všechny kraje</option><template x-for="k in kraje" :key="k"><option :value="k" x-text="k"></option></template></select></label>
    <label>Obor <select x-model="segment"><option value="">Všechny obory</option><template x-for="s in segmenty" :key="s"><option :value="s" x-text="s"></option></template></select></label>
    <label>Hledat <input type="search" x-model="q" placeholder="Název firmy"></label>
  </div>
  <p x-text="filtrovani.length + ' členů'"></p>
  <div class="members" role="list">
    <template x-for="m in filtrovani" :key="m.nazev">
      <div class="member" role="listitem">
        <h3 x-text="m.nazev"></h3>
        <div class="meta"><span x-text="m.mesto"></span>, <span x-text="m.kraj + ' kraj'"></span></div>
        <div><template x-for="s in m.segment"><span class="tag" x-text="s"></span></template></div>
        <template x-if="m.web"><a :href="m.web" rel="noopener" x-text="m.web.replace('https://','').replace('www.','')"></a></template>
        <template x-if="m.email"><a :href="'mailto:' + m.email" x-text="m.email"></a></template>
      </div>
    </template>
  </div>
  <p>Další členové bez souhlasu se zveřejněním: 33. Chcete se přidat? <a href="/clenstvi/">Podmínky členství</a>.</p>
</div></section>
<script id="clenove-data" type="application/json">${JSON.stringify(members)}</script>
<script>
function clenove() {
  const data = JSON.parse(document.getElementById('clenove-data').textContent);
  return {
    vsichni: data, kraj: '', segment: '', q: '',
    get kraje() { return [...new Set(this.vsichni.map(m => m.kraj))].sort(); },
    get segmenty() { return [...new Set(this.vsichni.flatMap(m => m.segment))].sort(); },
    get filtrovani() { return this.vsichni.filter(m => (!this.kraj || m.kraj === this.kraj) && (!this.segment || m.segment.includes(this.segment)) && (!this.q || m.nazev.toLowerCase().includes(this.q.toLowerCase()))); },
    init() {
      const map = L.map('mapa').setView([49.8, 15.5], 7);
      L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', { maxZoom: 18, attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>' }).addTo(map);
      this.vsichni.forEach(m => L.marker([m.lat, m.lng]).addTo(map).bindPopup('<strong>' + m.nazev + '</strong><br>' + m.mesto + (m.web ? '<br><a href="' + m.web + '">' + m.web + '</a>' : '')));
    }
  };
}
</script>
` +
  foot();

const tier = (
  label: string,
  items: [string, string | null, string][],
  lg = false,
) => `<div class="tier"><h2>${label}</h2><div class="logos${lg ? ' logos--lg' : ''}">
${items.map(([n, u, img]) => (u ? `<a href="${u}" rel="noopener" title="${n}"><img src="/images/partneri/${img}.svg" alt="${n}" width="200" height="70"></a>` : `<span title="${n}"><img src="/images/partneri/${img}.svg" alt="${n}" width="200" height="70"></span>`)).join('\n')}
</div></div>`;

const partneri =
  head('Partneři – ČAKP', 'Generální, hlavní a mediální partneři České asociace kompozitního průmyslu pro rok 2024.', '/partneri/') +
  top('/partneri/') +
  `<section class="section"><div class="wrap">
  <h1>Partneři asociace 2024</h1>
  <p>Děkujeme partnerům, kteří podporují činnost asociace, vzdělávací programy a Kompozitní konferenci.</p>
  ${tier('Generální partner', [['Saint-Gobain ADFORS', 'https://www.adfors.com/cz', 'saint-gobain-adfors']], true)}
  ${tier('Hlavní partneři', [
    ['Havel Composites', 'https://www.havel-composites.com/', 'havel-composites'],
    ['Resina Chemie', 'https://www.resinachemie.cz', 'resina-chemie'],
  ])}
  ${tier('Partneři', [
    ['Lamitec Olomouc', 'https://www.lamitec-olomouc.cz', 'lamitec'],
    ['Veletrhy Brno', 'https://www.bvv.cz/', 'bvv'],
    ['Kompozity Servis Kladno', null, 'ks-kladno'],
  ])}
  ${tier('Mediální partneři', [
    ['Technický týdeník', 'https://www.techtydenik.cz/', 'technicky-tydenik'],
    ['MM Průmyslové spektrum', 'https://www.mmspektrum.com/', 'mm-spektrum'],
  ])}
  <p style="margin-top:2.5rem">Máte zájem o partnerství? Nabídku partnerských balíčků zašleme na vyžádání: <a href="mailto:partnerstvi@kompozitni-asociace.cz">partnerstvi@kompozitni-asociace.cz</a>.</p>
</div></section>
` +
  foot();

const konference =
  head(
    'Kompozitní konference 2024 – ČAKP',
    'Kompozitní konference 2024, 15.–16. 5. 2024 v Brně: program, přednášející, registrace a partneři.',
    '/akce/kompozitni-konference-2024/',
  ) +
  top('/akce/kompozitni-konference-2024/') +
  `<section class="section"><div class="wrap">
  <h1>Kompozitní konference 2024</h1>
  <p><strong>15.–16. května 2024</strong> · Hotel Passage, Brno · 8. ročník</p>
  <p>Dva dny přednášek, workshopů a networkingu pro výrobce, zpracovatele a konstruktéry kompozitů. Letošní témata: recyklace a oběhové hospodářství, nové pryskyřičné systémy, automatizace výroby a kompozity ve vodíkových technologiích.</p>
  <h2>Program</h2>
  <table><thead><tr><th>Čas</th><th>Přednáška</th><th>Přednášející</th></tr></thead><tbody>
    <tr><td>9:00</td><td>Zahájení</td><td>Ing. Pavel Dvořák, předseda ČAKP</td></tr>
    <tr><td>9:20</td><td>European composites market 2024</td><td>zástupce EuCIA, Brusel</td></tr>
    <tr><td>10:10</td><td>Recyklace GFRP lopatek větrných elektráren</td><td>doc. Ing. Martin Šebek, Ph.D., VUT v Brně</td></tr>
    <tr><td>11:00</td><td>Vodíkové tlakové nádoby typu IV</td><td>Compotech Brno</td></tr>
    <tr><td>13:30</td><td>Workshop: RTM light v malosériové výrobě</td><td>Lamitec Olomouc</td></tr>
  </tbody></table>
  <h2>Registrace</h2>
  <p>Vstupné: členové ČAKP 3 900 Kč, nečlenové 5 900 Kč, studenti zdarma. Ubytování za zvýhodněnou cenu v <a href="https://www.hotelpassage.eu/" rel="noopener">Hotelu Passage</a> s kódem CAKP24.</p>
  <form name="registrace-konference" method="POST" data-netlify="true" netlify-honeypot="bot-field">
    <input type="hidden" name="form-name" value="registrace-konference">
    <p hidden><label>Nevyplňujte: <input name="bot-field"></label></p>
    <p><label>Jméno a příjmení <input type="text" name="jmeno" required></label></p>
    <p><label>Firma <input type="text" name="firma"></label></p>
    <p><label>E-mail <input type="email" name="email" required></label></p>
    <p><label><input type="checkbox" name="clen"> Jsem člen ČAKP</label></p>
    <p><button class="btn" type="submit">Registrovat</button></p>
  </form>
  <h2>Partneři konference</h2>
  <div class="logos">
    <a href="https://www.adfors.com/cz" rel="noopener"><img src="/images/partneri/saint-gobain-adfors.svg" alt="Saint-Gobain ADFORS" width="200" height="70"></a>
    <a href="https://www.havel-composites.com/" rel="noopener"><img src="/images/partneri/havel-composites.svg" alt="Havel Composites" width="200" height="70"></a>
    <a href="https://www.techtydenik.cz/" rel="noopener"><img src="/images/partneri/technicky-tydenik.svg" alt="Technický týdeník" width="200" height="70"></a>
  </div>
  <h2>Vystavovatelé</h2>
  <p>Resina Chemie, Fibertex Morava, Karbonix, Pultruze Vysočina, Aerokomp Otrokovice, Sklolaminát Žďár a další.</p>
</div></section>
` +
  foot();

const clenstvi =
  head('Členství – ČAKP', 'Jak se stát členem České asociace kompozitního průmyslu, výhody členství a členské příspěvky.', '/clenstvi/') +
  top('/clenstvi/') +
  `<section class="section"><div class="wrap">
  <h1>Členství v ČAKP</h1>
  <p>Řádným členem se může stát právnická nebo fyzická osoba podnikající v oblasti výroby, zpracování, vývoje, recyklace nebo obchodu s kompozitními materiály. Vysoké školy a výzkumné organizace mohou být přidruženými členy.</p>
  <h2>Co získáte</h2>
  <ul><li>zastoupení v EuCIA a v připomínkových řízeních</li><li>slevy na konferenci a kurzy</li><li>přístup ke statistikám trhu a mzdovému průzkumu</li><li>prezentaci v adresáři členů</li></ul>
  <h2>Členské příspěvky 2024</h2>
  <table><thead><tr><th>Počet zaměstnanců</th><th>Roční příspěvek</th></tr></thead><tbody>
    <tr><td>do 10</td><td>8 000 Kč</td></tr><tr><td>11–50</td><td>18 000 Kč</td></tr><tr><td>51–250</td><td>36 000 Kč</td></tr><tr><td>nad 250</td><td>60 000 Kč</td></tr><tr><td>přidružený člen</td><td>5 000 Kč</td></tr>
  </tbody></table>
  <p><a class="btn" href="/docs/prihlaska-clenstvi-cakp-2024.pdf">Stáhnout přihlášku (PDF)</a></p>
</div></section>
` +
  foot();

const kontakt =
  head('Kontakt – ČAKP', 'Sekretariát České asociace kompozitního průmyslu v Brně.', '/kontakt/') +
  top('/kontakt/') +
  `<section class="section"><div class="wrap grid grid--3">
  <div><h1>Kontakt</h1><p>Sekretariát ČAKP<br>Purkyňova 649/127<br>612 00 Brno</p><p>Mgr. Jana Horáková, výkonná ředitelka<br><a href="mailto:horakova@kompozitni-asociace.cz">horakova@kompozitni-asociace.cz</a><br>+420 541 555 012</p></div>
  <div style="grid-column:span 2">
    <form name="kontakt" method="POST" data-netlify="true">
      <input type="hidden" name="form-name" value="kontakt">
      <p><label>Jméno <input type="text" name="jmeno" required></label></p>
      <p><label>E-mail <input type="email" name="email" required></label></p>
      <p><label>Zpráva <textarea name="zprava" rows="6"></textarea></label></p>
      <p><button class="btn" type="submit">Odeslat</button></p>
    </form>
  </div>
</div></section>
` +
  foot();

export const site: CorpusSite = {
  domain: 'kompozitni-asociace.cz',
  covers:
    'Czech trade association on Hugo/Netlify: member directory held only in a JSON script rendered by Alpine.js and a Leaflet map (two members without website, one with a seznam.cz webmail address), sponsors in tiers (general, main, partners, media; one unlinked), European/national federation memberships and academic partners in about prose, conference page repeating sponsors and naming exhibitors without links; hotel venue, EU funding logos and social links as negatives',
  pages: {
    '/': { headers, html: home },
    '/o-asociaci/': { headers, html: oAsociaci },
    '/clenove/': { headers, html: clenove },
    '/partneri/': { headers, html: partneri },
    '/akce/kompozitni-konference-2024/': { headers, html: konference },
    '/clenstvi/': { headers, html: clenstvi },
    '/kontakt/': { headers, html: kontakt },
  },
  sitemap: ['/', '/o-asociaci/', '/clenove/', '/partneri/', '/akce/kompozitni-konference-2024/', '/clenstvi/', '/kontakt/'],
  technologies: ['hugo', 'netlify', 'netlify-forms', 'hsts', 'alpine-js', 'jsdelivr', 'plausible', 'leaflet', 'unpkg', 'open-graph'],
  partners: {
    'aerokomp.cz': 'generic',
    'boatlam.cz': 'generic',
    'compotech-brno.cz': 'generic',
    'fibertex-morava.cz': 'generic',
    'karbonix.cz': 'generic',
    'lamitec-olomouc.cz': 'generic',
    'polylab-zlin.cz': 'generic',
    'pultruze.cz': 'generic',
    'resinachemie.cz': 'generic',
    'sklolaminat-zdar.cz': 'generic',
    'ukt-vyzkum.cz': 'generic',
    'adfors.com': 'generic',
    'havel-composites.com': 'generic',
    'bvv.cz': 'generic',
    'techtydenik.cz': 'generic',
    'mmspektrum.com': 'generic',
    'eucia.eu': 'generic',
    'spcr.cz': 'generic',
    'cvut.cz': 'generic',
    'vut.cz': 'generic',
  },
};
