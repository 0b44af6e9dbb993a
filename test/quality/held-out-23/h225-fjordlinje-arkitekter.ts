import type { CorpusSite } from '../corpus/types.js';

/*
 * Fjordlinje Arkitekter AS: Bergen architecture practice. Craft CMS (custom Twig templates, SEOmatic, Blitz static cache),
 * nginx, images through Imgix, Plausible analytics. Norwegian (bokmål).
 * Partners: "Samarbeidspartnere" card grid where most cards link to a detail page per partner (the external website only
 * appears on the detail page), two cards link out directly and one names a partner without any link; professional
 * memberships on the about page. Negatives: project credits (client, contractor, photographer), awards, press,
 * Miljøfyrtårn/StartBANK certifications, finn.no job ad, social links.
 */

const D = 'https://fjordlinje.no';
const IMG = 'https://fjordlinje.imgix.net';

function img(path: string, alt: string, w: number, h: number, cls = ''): string {
  return `<img class="${cls}" src="${IMG}/${path}?auto=format%2Ccompress&amp;fit=crop&amp;w=${w}&amp;h=${h}" srcset="${IMG}/${path}?auto=format%2Ccompress&amp;fit=crop&amp;w=${Math.round(w / 2)}&amp;h=${Math.round(h / 2)} ${Math.round(w / 2)}w, ${IMG}/${path}?auto=format%2Ccompress&amp;fit=crop&amp;w=${w}&amp;h=${h} ${w}w, ${IMG}/${path}?auto=format%2Ccompress&amp;fit=crop&amp;w=${w * 2}&amp;h=${h * 2} ${w * 2}w" sizes="(min-width: 1024px) 50vw, 100vw" width="${w}" height="${h}" alt="${alt}" loading="lazy" decoding="async">`;
}

const CRITICAL = `<style id="critical-css">:root{--c-ink:#14181c;--c-paper:#f6f3ee;--c-fjord:#2f4a57;--c-moss:#6b7a4f;--c-line:#d8d2c7;--c-accent:#c8553d;--f-sans:Favorit,"Helvetica Neue",Arial,sans-serif;--s-1:.25rem;--s-2:.5rem;--s-3:1rem;--s-4:1.5rem;--s-5:2.5rem;--s-6:4rem;--s-7:6rem;--max:90rem;--gutter:clamp(1rem,4vw,3rem)}*,*:before,*:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;text-size-adjust:100%;scroll-behavior:smooth}body{margin:0;font-family:var(--f-sans);font-size:clamp(1rem,.95rem + .25vw,1.125rem);line-height:1.55;color:var(--c-ink);background:var(--c-paper);-webkit-font-smoothing:antialiased}img{display:block;max-width:100%;height:auto}a{color:inherit;text-decoration-thickness:1px;text-underline-offset:.2em}.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}.skip-link{position:absolute;left:var(--s-3);top:-100px;background:var(--c-ink);color:var(--c-paper);padding:var(--s-2) var(--s-3);z-index:100}.skip-link:focus{top:var(--s-3)}.site-header{position:sticky;top:0;z-index:50;background:var(--c-paper);border-bottom:1px solid var(--c-line)}.site-header__inner{display:flex;align-items:center;gap:var(--s-4);max-width:var(--max);margin:0 auto;padding:var(--s-3) var(--gutter)}.site-header__logo{display:inline-flex;color:var(--c-ink)}.site-nav{margin-left:auto}.site-nav__list{display:flex;gap:var(--s-4);list-style:none;margin:0;padding:0}.site-nav__link{text-decoration:none;font-size:.95rem;letter-spacing:.01em}.site-nav__link.is-active,.site-nav__link:hover{text-decoration:underline}.site-header__lang a{font-size:.85rem;text-decoration:none;opacity:.7}.site-header__toggle{display:none;background:none;border:0;padding:var(--s-2)}@media (max-width:60em){.site-nav{display:none}.site-header__toggle{display:block;margin-left:auto}}.site-main{max-width:var(--max);margin:0 auto;padding:0 var(--gutter)}.section{padding:var(--s-6) 0;border-bottom:1px solid var(--c-line)}.page-title{font-size:clamp(2.25rem,1.6rem + 3vw,4.5rem);font-weight:500;line-height:1.05;letter-spacing:-.02em;margin:0 0 var(--s-5)}.lead{font-size:clamp(1.2rem,1rem + 1vw,1.6rem);line-height:1.4}.prose{max-width:46rem}.prose p{margin:0 0 var(--s-3)}.hero{position:relative;margin:0 calc(var(--gutter)*-1)}.hero__image{width:100%;height:80vh;object-fit:cover}.hero__text{position:absolute;left:var(--gutter);bottom:var(--s-5);max-width:40rem;color:#fff;text-shadow:0 1px 12px rgba(0,0,0,.35)}.hero__title{font-size:clamp(2rem,1.4rem + 3vw,4rem);font-weight:500;line-height:1.05;margin:0 0 var(--s-3)}.project-grid,.partner-grid,.people-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(18rem,1fr));gap:var(--s-5) var(--s-4)}.project-card__link,.partner-card__link{display:block;text-decoration:none}.project-card__title,.partner-card__name{font-size:1.25rem;font-weight:500;margin:var(--s-3) 0 var(--s-1)}.project-card__meta,.partner-card__fag{font-size:.85rem;opacity:.7}.partner-card__more{display:inline-block;margin-top:var(--s-2);font-size:.9rem;text-decoration:underline}.button{display:inline-block;padding:.8em 1.4em;background:var(--c-ink);color:var(--c-paper);text-decoration:none;border:0;border-radius:0;font:inherit;cursor:pointer}.button:hover{background:var(--c-fjord)}.link-arrow:after{content:" →"}.link-back{display:inline-block;margin-bottom:var(--s-4);text-decoration:none;font-size:.9rem}.site-footer{background:var(--c-ink);color:var(--c-paper);padding:var(--s-6) var(--gutter) var(--s-4);margin-top:var(--s-7)}.site-footer__grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));gap:var(--s-5);max-width:var(--max);margin:0 auto}.site-footer__links,.site-footer__social{list-style:none;margin:0;padding:0}.site-footer__badges{display:flex;gap:var(--s-3);margin-top:var(--s-4);opacity:.85}.site-footer__copy{max-width:var(--max);margin:var(--s-5) auto 0;font-size:.8rem;opacity:.6}</style>`;

const NAV: [string, string][] = [
  ['Prosjekter', '/prosjekter'],
  ['Om oss', '/om-oss'],
  ['Samarbeidspartnere', '/samarbeidspartnere'],
  ['Aktuelt', '/aktuelt'],
  ['Karriere', '/karriere'],
  ['Kontakt', '/kontakt'],
];

function page(o: {
  title: string;
  path: string;
  desc: string;
  body: string;
  entryId: number;
  ogImage?: string;
  bodyClass?: string;
}): string {
  const ld = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebPage',
        '@id': `${D}${o.path}#webpage`,
        name: o.title,
        description: o.desc,
        url: `${D}${o.path}`,
        inLanguage: 'nb-NO',
        isPartOf: { '@id': `${D}/#website` },
      },
      {
        '@type': 'ProfessionalService',
        additionalType: 'https://en.wikipedia.org/wiki/Architectural_firm',
        '@id': `${D}/#identity`,
        name: 'Fjordlinje Arkitekter AS',
        url: `${D}/`,
        email: 'post@fjordlinje.no',
        telephone: '+47 55 30 71 40',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Nøstegaten 58',
          postalCode: '5011',
          addressLocality: 'Bergen',
          addressCountry: 'NO',
        },
        sameAs: ['https://www.instagram.com/fjordlinje.arkitekter/', 'https://www.linkedin.com/company/fjordlinje-arkitekter/'],
      },
    ],
  };
  return `<!DOCTYPE html>
<html lang="nb-NO" class="no-js">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta http-equiv="x-ua-compatible" content="ie=edge">
  <link rel="preconnect" href="${IMG}" crossorigin>
  <link rel="preload" href="/dist/fonts/Favorit-Regular.woff2" as="font" type="font/woff2" crossorigin>
  <link rel="preload" href="/dist/fonts/Favorit-Medium.woff2" as="font" type="font/woff2" crossorigin>
  ${CRITICAL}
  <link rel="preload" href="/dist/assets/app-3f9a1c2b.css" as="style" onload="this.onload=null;this.rel='stylesheet'">
  <noscript><link rel="stylesheet" href="/dist/assets/app-3f9a1c2b.css"></noscript>
  <script type="module" src="/dist/assets/app-8b2e4d1f.js" defer></script>
  <script defer data-domain="fjordlinje.no" src="https://plausible.io/js/plausible.js"></script>
  <link rel="icon" type="image/svg+xml" href="/favicon.svg">
  <link rel="icon" type="image/png" href="/favicon-32.png" sizes="32x32">
  <link rel="apple-touch-icon" href="/apple-touch-icon.png">
<title>${o.title} | Fjordlinje Arkitekter</title>
<meta name="description" content="${o.desc}">
<meta name="generator" content="SEOmatic">
<meta name="referrer" content="no-referrer-when-downgrade">
<meta name="robots" content="all">
<meta content="nb_NO" property="og:locale">
<meta content="en_GB" property="og:locale:alternate">
<meta content="Fjordlinje Arkitekter" property="og:site_name">
<meta content="website" property="og:type">
<meta content="${D}${o.path}" property="og:url">
<meta content="${o.title}" property="og:title">
<meta content="${o.desc}" property="og:description">
<meta content="${IMG}/${o.ogImage ?? 'prosjekter/solheimsviken/solheimsviken-01.jpg'}?auto=format&amp;crop=focalpoint&amp;fit=crop&amp;fp-x=0.5&amp;fp-y=0.5&amp;h=630&amp;q=82&amp;w=1200" property="og:image">
<meta content="1200" property="og:image:width">
<meta content="630" property="og:image:height">
<meta name="twitter:card" content="summary_large_image">
<link href="${D}${o.path}" rel="canonical">
<link href="${D}/" rel="home">
<link href="${D}${o.path}" hreflang="nb-no" rel="alternate">
<link href="${D}/en${o.path === '/' ? '' : o.path}" hreflang="en-gb" rel="alternate">
<link href="${D}${o.path}" hreflang="x-default" rel="alternate"></head>
<body class="${o.bodyClass ?? ''}"><script type="application/ld+json">${JSON.stringify(ld)}</script>
  <a class="skip-link" href="#main">Hopp til innhold</a>
  <header class="site-header" data-header>
    <div class="site-header__inner">
      <a href="${D}/" class="site-header__logo" aria-label="Fjordlinje Arkitekter – forside">
        <svg width="180" height="28" viewBox="0 0 180 28" aria-hidden="true"><path d="M0 2h14v3H4v7h9v3H4v11H0V2zm20 0h4v24h-4V2zm10 0h4v21h10v3H30V2z" fill="currentColor"/><text x="52" y="21" font-size="18" font-family="Favorit, sans-serif" fill="currentColor">fjordlinje</text></svg>
      </a>
      <nav class="site-nav" aria-label="Hovedmeny">
        <ul class="site-nav__list">
${NAV.map(([l, h]) => `          <li class="site-nav__item"><a class="site-nav__link${o.path.startsWith(h) ? ' is-active' : ''}" href="${D}${h}"${o.path === h ? ' aria-current="page"' : ''}>${l}</a></li>`).join('\n')}
        </ul>
      </nav>
      <div class="site-header__lang"><a href="${D}/en${o.path === '/' ? '' : o.path}" hreflang="en" lang="en">English</a></div>
      <button class="site-header__toggle" aria-expanded="false" aria-controls="mobile-nav" data-nav-toggle><span class="sr-only">Meny</span><span class="burger"></span></button>
    </div>
  </header>

  <main id="main" class="site-main">
${o.body}
  </main>

  <footer class="site-footer">
    <div class="site-footer__grid">
      <div class="site-footer__col">
        <p class="site-footer__name">Fjordlinje Arkitekter AS</p>
        <p>Nøstegaten 58<br>5011 Bergen</p>
        <p><a href="tel:+4755307140">+47 55 30 71 40</a><br><a href="mailto:post@fjordlinje.no">post@fjordlinje.no</a></p>
        <p>Org.nr. 915 482 337 MVA</p>
      </div>
      <div class="site-footer__col">
        <ul class="site-footer__links">
          <li><a href="${D}/prosjekter">Prosjekter</a></li>
          <li><a href="${D}/om-oss">Om oss</a></li>
          <li><a href="${D}/samarbeidspartnere">Samarbeidspartnere</a></li>
          <li><a href="${D}/karriere">Jobb hos oss</a></li>
          <li><a href="${D}/personvern">Personvernerklæring</a></li>
          <li><a href="${D}/apenhetsloven">Redegjørelse etter åpenhetsloven</a></li>
        </ul>
      </div>
      <div class="site-footer__col">
        <ul class="site-footer__social">
          <li><a href="https://www.instagram.com/fjordlinje.arkitekter/" target="_blank" rel="noopener">Instagram</a></li>
          <li><a href="https://www.linkedin.com/company/fjordlinje-arkitekter/" target="_blank" rel="noopener">LinkedIn</a></li>
        </ul>
        <div class="site-footer__badges">
          <img src="/dist/images/miljofyrtarn-sertifisert.svg" width="110" height="40" alt="Miljøfyrtårn-sertifisert virksomhet" loading="lazy">
          <img src="/dist/images/startbank-kvalifisert.svg" width="90" height="40" alt="Registrert i StartBANK" loading="lazy">
        </div>
      </div>
    </div>
    <p class="site-footer__copy">&copy; 2024 Fjordlinje Arkitekter AS</p>
  </footer>
</body>
</html>
<!-- Cached by Blitz on 2024-02-19T10:32:11+01:00 -->`;
}

/* ---------------- projects ---------------- */
const PROJECTS: [string, string, string, string, string][] = [
  ['solheimsviken-kvartal', 'Solheimsviken kvartal', 'Bolig og næring, 14 200 m²', 'Bergen', 'Under bygging'],
  ['aasane-skole', 'Åsane ungdomsskole', 'Skole, 8 600 m²', 'Bergen', 'Ferdigstilt 2023'],
  ['hardanger-fjordhotell', 'Hardanger Fjordhotell, tilbygg', 'Hotell, 3 100 m²', 'Ulvik', 'Ferdigstilt 2022'],
  ['marken-kontorbygg', 'Marken 31', 'Kontor, rehabilitering, 5 400 m²', 'Bergen', 'Ferdigstilt 2021'],
  ['sotra-helsehus', 'Sotra helsehus', 'Helse, 6 900 m²', 'Øygarden', 'Konkurranse, 1. plass'],
  ['laksevaag-verft', 'Laksevåg verft, transformasjon', 'Blandet formål, 22 000 m²', 'Bergen', 'Regulering'],
];
function projectCard([slug, name, type, place, status]: [string, string, string, string, string]): string {
  return `<article class="project-card"><a href="${D}/prosjekter/${slug}" class="project-card__link">${img(`prosjekter/${slug}/${slug}-01.jpg`, name, 800, 560, 'project-card__image')}<h3 class="project-card__title">${name}</h3><p class="project-card__meta">${type} · ${place} · ${status}</p></a></article>`;
}

const home = page({
  title: 'Arkitektur for byen, fjorden og folka',
  path: '/',
  entryId: 2,
  bodyClass: 'page-home',
  desc: 'Fjordlinje Arkitekter er et arkitektkontor i Bergen med 34 medarbeidere. Vi tegner boliger, skoler, helsebygg og byrom på Vestlandet.',
  body: `<section class="hero">
  ${img('prosjekter/solheimsviken-kvartal/solheimsviken-kvartal-hero.jpg', 'Solheimsviken kvartal sett fra Store Lungegårdsvann', 1920, 1080, 'hero__image')}
  <div class="hero__text"><h1 class="hero__title">Arkitektur for byen, fjorden og folka som bruker den.</h1><p>Vi er 34 arkitekter, landskapsarkitekter og interiørarkitekter i Bergen.</p></div>
</section>
<section class="section section--projects">
  <div class="section__head"><h2>Utvalgte prosjekter</h2><a href="${D}/prosjekter" class="link-arrow">Alle prosjekter</a></div>
  <div class="project-grid">${PROJECTS.slice(0, 4).map(projectCard).join('')}</div>
</section>
<section class="section section--intro">
  <div class="prose"><p class="lead">Vi tror på bygg som tåler tid, vær og bruk. Derfor jobber vi med ombruk, tre og robuste materialer, og vi involverer brukerne tidlig. Halvparten av prosjektene våre de siste fem årene er transformasjon av eksisterende bygg.</p><p><a href="${D}/om-oss" class="link-arrow">Mer om oss</a></p></div>
</section>
<section class="section section--news">
  <h2>Aktuelt</h2>
  <ul class="news-list">
    <li><a href="${D}/aktuelt/sotra-helsehus-vinner-konkurranse"><time datetime="2024-01-22">22. januar 2024</time> Vi vant plan- og designkonkurransen for Sotra helsehus</a></li>
    <li><a href="${D}/aktuelt/aasane-skole-nominert-byggeskikkprisen"><time datetime="2023-11-08">8. november 2023</time> Åsane ungdomsskole nominert til Statens byggeskikkpris</a></li>
    <li><a href="${D}/aktuelt/ny-partner-ingrid-solheim"><time datetime="2023-09-01">1. september 2023</time> Ingrid Solheim blir partner</a></li>
  </ul>
</section>`,
});

const prosjekter = page({
  title: 'Prosjekter',
  path: '/prosjekter',
  entryId: 5,
  desc: 'Et utvalg av Fjordlinje Arkitekters prosjekter: boliger, skoler, helsebygg, hotell og transformasjon.',
  body: `<section class="section"><h1 class="page-title">Prosjekter</h1>
  <div class="filter" role="group" aria-label="Filtrer prosjekter"><button class="filter__btn is-active" data-filter="alle">Alle</button><button class="filter__btn" data-filter="bolig">Bolig</button><button class="filter__btn" data-filter="skole">Skole</button><button class="filter__btn" data-filter="helse">Helse</button><button class="filter__btn" data-filter="naering">Næring</button><button class="filter__btn" data-filter="transformasjon">Transformasjon</button></div>
  <div class="project-grid project-grid--full">${PROJECTS.map(projectCard).join('')}</div>
</section>`,
});

const prosjekt = page({
  title: 'Solheimsviken kvartal',
  path: '/prosjekter/solheimsviken-kvartal',
  entryId: 41,
  ogImage: 'prosjekter/solheimsviken-kvartal/solheimsviken-kvartal-01.jpg',
  desc: 'Nytt kvartal med 160 boliger, næring og et offentlig byrom ved Store Lungegårdsvann i Bergen.',
  body: `<article class="project">
  <header class="project__header"><h1 class="page-title">Solheimsviken kvartal</h1><p class="lead">160 boliger, næringslokaler på gateplan og et nytt offentlig byrom ved vannet.</p></header>
  ${img('prosjekter/solheimsviken-kvartal/solheimsviken-kvartal-01.jpg', 'Illustrasjon: gårdsrom i Solheimsviken kvartal', 1600, 900, 'project__hero')}
  <div class="project__body">
    <dl class="project__facts">
      <dt>Byggherre</dt><dd><a href="https://www.solheimsviken-eiendom.no/" target="_blank" rel="noopener">Solheimsviken Eiendom AS</a></dd>
      <dt>Totalentreprenør</dt><dd><a href="https://www.veidekke.no/" target="_blank" rel="noopener">Veidekke Entreprenør AS</a></dd>
      <dt>Landskapsarkitekt</dt><dd><a href="${D}/samarbeidspartnere/gronnrom-landskap">Grønnrom Landskap</a></dd>
      <dt>RIB</dt><dd><a href="${D}/samarbeidspartnere/bjelke-radgivende-ingeniorer">Bjelke Rådgivende Ingeniører</a></dd>
      <dt>Areal</dt><dd>14 200 m² BRA</dd>
      <dt>Status</dt><dd>Under bygging, ferdig 2025</dd>
      <dt>Miljø</dt><dd>BREEAM-NOR Excellent (mål)</dd>
      <dt>Illustrasjoner</dt><dd>Visuform 3D</dd>
    </dl>
    <div class="prose">
      <p>Kvartalet bygges på en tidligere industritomt mellom Solheimsgaten og Store Lungegårdsvann. Bebyggelsen trappes ned mot vannet, slik at alle leiligheter får sol og utsikt, og gårdsrommet åpnes mot en ny strandpromenade.</p>
      <p>Bærekonstruksjonen i de øverste etasjene er i massivtre, og fasadene kles med ubehandlet kledning og gjenbrukt tegl fra den gamle verkstedhallen. Prosjektet er et pilotprosjekt i Grønn Byggallianses program for ombruk.</p>
      <p>Omtalt i <a href="https://www.arkitektnytt.no/nyheter/solheimsviken-kvartal" target="_blank" rel="noopener">Arkitektnytt</a> og <a href="https://www.bt.no/nyheter/lokalt/" target="_blank" rel="noopener">Bergens Tidende</a>.</p>
    </div>
  </div>
  <div class="gallery">${[2, 3, 4, 5].map((n) => img(`prosjekter/solheimsviken-kvartal/solheimsviken-kvartal-0${n}.jpg`, `Solheimsviken kvartal, bilde ${n}`, 1200, 800, 'gallery__image')).join('')}</div>
</article>`,
});

/* ---------------- om oss ---------------- */
const omOss = page({
  title: 'Om oss',
  path: '/om-oss',
  entryId: 7,
  desc: 'Fjordlinje Arkitekter ble etablert i Bergen i 2006. Les om folkene, verdiene og medlemskapene våre.',
  body: `<section class="section"><h1 class="page-title">Om oss</h1>
  <div class="prose">
    <p class="lead">Fjordlinje ble etablert i 2006 av Kari Lunde og Erlend Haugland. I dag er vi 34 ansatte og fem partnere, med kontor i et gammelt sjøhus i Nøstet.</p>
    <p>Vi jobber med hele prosessen fra mulighetsstudier og regulering til detaljprosjektering og oppfølging i byggefasen. Vi samarbeider tett med et fast sett av <a href="${D}/samarbeidspartnere">rådgivere og fagmiljøer</a> som vi kjenner godt.</p>
  </div>
</section>
<section class="section section--people"><h2>Partnere</h2><div class="people-grid">${[
    ['Kari Lunde', 'Sivilarkitekt MNAL, daglig leder'],
    ['Erlend Haugland', 'Sivilarkitekt MNAL'],
    ['Ingrid Solheim', 'Arkitekt MNAL, BREEAM AP'],
    ['Tor Arne Vik', 'Landskapsarkitekt MNLA'],
    ['Sunniva Brekke', 'Interiørarkitekt MNIL'],
  ]
    .map(
      ([n = '', r = '']) =>
        `<div class="person">${img(`folk/${n.toLowerCase().replace(/ /g, '-').replace(/ø/g, 'o').replace(/å/g, 'a')}.jpg`, n, 480, 600, 'person__image')}<h3>${n}</h3><p>${r}</p></div>`,
    )
    .join('')}</div></section>
<section class="section section--memberships"><h2>Medlemskap</h2>
  <ul class="membership-list">
    <li><a href="https://www.arkitektbedriftene.no/" target="_blank" rel="noopener">Arkitektbedriftene i Norge</a> – bransjeorganisasjonen for arkitektforetak. Kari Lunde sitter i styret for region Vest.</li>
    <li><a href="https://www.arkitektur.no/" target="_blank" rel="noopener">Norske arkitekters landsforbund (NAL)</a> og Bergen Arkitektforening</li>
    <li><a href="https://byggalliansen.no/" target="_blank" rel="noopener">Grønn Byggallianse</a> – vi er medlem og deltar i ombruksprogrammet</li>
    <li><a href="https://buildingsmart.no/" target="_blank" rel="noopener">buildingSMART Norge</a> – vi prosjekterer i åpne BIM-formater (IFC)</li>
  </ul>
  <h2>Sertifiseringer</h2>
  <p>Fjordlinje er sertifisert som <a href="https://www.miljofyrtarn.no/" target="_blank" rel="noopener">Miljøfyrtårn</a>-virksomhet og er kvalifisert i StartBANK. Fire av arkitektene våre er BREEAM-NOR AP.</p>
</section>`,
});

/* ---------------- samarbeidspartnere ---------------- */
type Partner = { slug: string | null; name: string; fag: string; text: string; url: string | null; img: string };
const PARTNERS: Partner[] = [
  {
    slug: 'gronnrom-landskap',
    name: 'Grønnrom Landskap AS',
    fag: 'Landskapsarkitektur',
    text: 'Landskapsarkitekter med spesialkompetanse på overvann og naturbaserte løsninger.',
    url: 'https://www.gronnrom.no/',
    img: 'partnere/gronnrom.jpg',
  },
  {
    slug: 'bjelke-radgivende-ingeniorer',
    name: 'Bjelke Rådgivende Ingeniører AS',
    fag: 'Konstruksjon (RIB)',
    text: 'Rådgivende ingeniører innen bærende konstruksjoner, med tung kompetanse på massivtre.',
    url: 'https://bjelke-ri.no/',
    img: 'partnere/bjelke.jpg',
  },
  {
    slug: 'lysverk',
    name: 'Lysverk Lysdesign',
    fag: 'Lysdesign',
    text: 'Lysdesignere som har jobbet med oss på alle skole- og helseprosjekter siden 2015.',
    url: 'https://www.lysverk.no/',
    img: 'partnere/lysverk.jpg',
  },
  {
    slug: null,
    name: 'Tett Bygg Rådgivning',
    fag: 'Bygningsfysikk',
    text: 'Fuktsikring, energi og passivhusberegninger.',
    url: 'https://tettbygg.no/',
    img: 'partnere/tettbygg.jpg',
  },
  {
    slug: null,
    name: 'Visuform 3D',
    fag: 'Visualisering',
    text: 'Illustrasjoner, animasjoner og VR-modeller for konkurranser og salg.',
    url: 'https://www.visuform.no/',
    img: 'partnere/visuform.jpg',
  },
  {
    slug: null,
    name: 'Akustikkhuset',
    fag: 'Akustikk',
    text: 'Romakustikk og støyvurderinger i skoler og boliger.',
    url: null,
    img: 'partnere/akustikkhuset.jpg',
  },
];
const partnere = page({
  title: 'Samarbeidspartnere',
  path: '/samarbeidspartnere',
  entryId: 9,
  desc: 'Rådgivere og fagmiljøer Fjordlinje Arkitekter samarbeider fast med: landskap, konstruksjon, lys, bygningsfysikk, visualisering og akustikk.',
  body: `<section class="section"><h1 class="page-title">Samarbeidspartnere</h1>
  <div class="prose"><p class="lead">Gode bygg lages av gode team. Gjennom mange år har vi bygget opp faste samarbeid med rådgivere vi stoler på, og som deler vår tilnærming til ombruk, tre og brukermedvirkning.</p></div>
  <div class="partner-grid">
${PARTNERS.map((p) => {
  const href = p.slug ? `${D}/samarbeidspartnere/${p.slug}` : p.url;
  const inner = `${img(p.img, p.name, 640, 420, 'partner-card__image')}<span class="partner-card__fag">${p.fag}</span><h2 class="partner-card__name">${p.name}</h2><p>${p.text}</p>`;
  return href
    ? `    <article class="partner-card"><a class="partner-card__link" href="${href}"${p.slug ? '' : ' target="_blank" rel="noopener"'}>${inner}<span class="partner-card__more">${p.slug ? 'Les mer' : 'Gå til nettsted ↗'}</span></a></article>`
    : `    <article class="partner-card partner-card--nolink">${inner}</article>`;
}).join('\n')}
  </div>
</section>`,
});

function partnerDetail(p: Partner, body: string, projects: string[]): string {
  return page({
    title: p.name,
    path: `/samarbeidspartnere/${p.slug}`,
    entryId: 90 + PARTNERS.indexOf(p),
    desc: `${p.name} – ${p.fag.toLowerCase()}. Fast samarbeidspartner for Fjordlinje Arkitekter.`,
    body: `<article class="section partner-detail">
  <a href="${D}/samarbeidspartnere" class="link-back">← Alle samarbeidspartnere</a>
  <span class="partner-detail__fag">${p.fag}</span>
  <h1 class="page-title">${p.name}</h1>
  ${img(p.img, p.name, 1200, 700, 'partner-detail__image')}
  <div class="prose">${body}</div>
  <h2>Felles prosjekter</h2>
  <ul class="link-list">${projects
    .map((s) => {
      const pr = PROJECTS.find((x) => x[0] === s)!;
      return `<li><a href="${D}/prosjekter/${s}">${pr[1]}</a></li>`;
    })
    .join('')}</ul>
  <p><a class="button" href="${p.url}" target="_blank" rel="noopener">Besøk ${p.url!.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '')}</a></p>
</article>`,
  });
}
const dGronnrom = partnerDetail(
  PARTNERS[0]!,
  '<p>Grønnrom Landskap har vært vår faste landskapspartner siden 2012. Kontoret har 11 ansatte i Bergen og Stavanger og er blant de ledende på blågrønne løsninger for overvannshåndtering i tette byområder.</p><p>I Solheimsviken har Grønnrom tegnet det nye byrommet og strandpromenaden, med regnbed og en flomsikker terrassering ned mot vannet.</p>',
  ['solheimsviken-kvartal', 'aasane-skole', 'sotra-helsehus'],
);
const dBjelke = partnerDetail(
  PARTNERS[1]!,
  '<p>Bjelke Rådgivende Ingeniører prosjekterer bærende konstruksjoner i betong, stål og massivtre. Sammen har vi utviklet et hybridsystem med betongkjerne og massivtre-etasjer som vi nå bruker i flere boligprosjekter.</p>',
  ['solheimsviken-kvartal', 'marken-kontorbygg', 'hardanger-fjordhotell'],
);
const dLysverk = partnerDetail(
  PARTNERS[2]!,
  '<p>Lysverk er et lite lysdesignkontor i Bergen. De hjelper oss å utnytte dagslyset og å lage kunstig lys som er behagelig for elever, pasienter og ansatte.</p>',
  ['aasane-skole', 'sotra-helsehus'],
);

/* ---------------- karriere / kontakt ---------------- */
const karriere = page({
  title: 'Karriere',
  path: '/karriere',
  entryId: 12,
  desc: 'Jobb hos Fjordlinje Arkitekter i Bergen.',
  body: `<section class="section"><h1 class="page-title">Jobb hos oss</h1><div class="prose">
  <p>Vi er alltid interessert i å høre fra dyktige arkitekter, landskapsarkitekter og interiørarkitekter som vil jobbe med meningsfulle prosjekter på Vestlandet.</p>
  <h2>Ledige stillinger</h2>
  <ul class="job-list"><li><h3>Erfaren arkitekt – prosjekteringsleder</h3><p>Søknadsfrist 15. mars 2024. Se full utlysning på <a href="https://www.finn.no/job/fulltime/ad.html?finnkode=341177201" target="_blank" rel="noopener">FINN.no</a>.</p></li><li><h3>Sommerstudent 2024</h3><p>For arkitektstudenter i 4. eller 5. studieår. Send søknad til <a href="mailto:jobb@fjordlinje.no">jobb@fjordlinje.no</a>.</p></li></ul>
  <h2>Hva vi tilbyr</h2><ul><li>Faglig utvikling med egen kompetanseplan og studietur hvert år</li><li>Fleksibel arbeidstid og hjemmekontor etter avtale</li><li>Innskuddspensjon 7 % og forsikringer</li><li>Sosialt miljø med fredagslunsj, hyttetur og bedriftsidrettslag</li></ul>
</div></section>`,
});
const kontakt = page({
  title: 'Kontakt',
  path: '/kontakt',
  entryId: 14,
  desc: 'Kontakt Fjordlinje Arkitekter i Bergen.',
  body: `<section class="section"><h1 class="page-title">Kontakt</h1><div class="contact-grid">
  <div class="prose"><p>Nøstegaten 58, 5011 Bergen<br><a href="tel:+4755307140">+47 55 30 71 40</a><br><a href="mailto:post@fjordlinje.no">post@fjordlinje.no</a></p><p>Faktura: <a href="mailto:faktura@fjordlinje.no">faktura@fjordlinje.no</a> (EHF foretrekkes)</p><p>Presse: Kari Lunde, <a href="mailto:kari@fjordlinje.no">kari@fjordlinje.no</a></p></div>
  <form class="contact-form" method="post" accept-charset="UTF-8">
    <input type="hidden" name="CRAFT_CSRF_TOKEN" value="Jx7kP2mQ9vW4sR1tY6uZ3aB8cD5eF0gH-lN2oI4pK7jM9nL1bV3xC6zA8sD0fG2h">
    <input type="hidden" name="action" value="contact-form/send">
    <input type="hidden" name="redirect" value="c4e1a2b7d9f03e6a8b1c5d2e7f9a0b3c4d6e8f1a2b5c7d9e0f3a6b8c1d4e7f90kontakt/takk">
    <label for="from-name">Navn</label><input id="from-name" type="text" name="fromName" required>
    <label for="from-email">E-post</label><input id="from-email" type="email" name="fromEmail" required>
    <label for="message">Melding</label><textarea id="message" name="message[body]" rows="6" required></textarea>
    <button type="submit" class="button">Send</button>
  </form>
</div></section>`,
});

const HEADERS = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-powered-by': 'Craft CMS',
  'set-cookie': 'CRAFT_CSRF_TOKEN=5f0e2a8c1b7d4e9f3a6b0c2d8e1f7a4b%7C3c9e1f7b2a4d6e8f; path=/; secure; HttpOnly; SameSite=Lax',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

export const site: CorpusSite = {
  domain: 'fjordlinje.no',
  covers:
    'Norwegian architecture firm on Craft CMS (SEOmatic, Blitz, Imgix, Plausible): "Samarbeidspartnere" card grid where most cards link to per-partner detail pages that alone carry the external website, two cards link out directly, one card has no link; memberships on the about page; negatives: project credits (client, contractor), press (Arkitektnytt, BT), Miljøfyrtårn/StartBANK/BREEAM certifications, FINN job ad, Instagram/LinkedIn',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/prosjekter': { headers: HEADERS, html: prosjekter },
    '/prosjekter/solheimsviken-kvartal': { headers: HEADERS, html: prosjekt },
    '/om-oss': { headers: HEADERS, html: omOss },
    '/samarbeidspartnere': { headers: HEADERS, html: partnere },
    '/samarbeidspartnere/gronnrom-landskap': { headers: HEADERS, html: dGronnrom },
    '/samarbeidspartnere/bjelke-radgivende-ingeniorer': { headers: HEADERS, html: dBjelke },
    '/samarbeidspartnere/lysverk': { headers: HEADERS, html: dLysverk },
    '/karriere': { headers: HEADERS, html: karriere },
    '/kontakt': { headers: HEADERS, html: kontakt },
  },
  sitemap: [
    '/',
    '/prosjekter',
    '/prosjekter/solheimsviken-kvartal',
    '/om-oss',
    '/samarbeidspartnere',
    '/samarbeidspartnere/gronnrom-landskap',
    '/samarbeidspartnere/bjelke-radgivende-ingeniorer',
    '/samarbeidspartnere/lysverk',
    '/karriere',
    '/kontakt',
  ],
  technologies: ['craft-cms', 'yii', 'php', 'seomatic', 'blitz', 'nginx', 'imgix', 'plausible', 'open-graph'],
  partners: {
    'gronnrom.no': 'generic',
    'bjelke-ri.no': 'generic',
    'lysverk.no': 'generic',
    'tettbygg.no': 'generic',
    'visuform.no': 'generic',
    'arkitektbedriftene.no': 'generic',
    'arkitektur.no': 'generic',
    'byggalliansen.no': 'generic',
    'buildingsmart.no': 'generic',
  },
};
