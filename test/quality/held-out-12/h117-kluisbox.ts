import type { CorpusSite } from '../corpus/types.js';

const nuxtPayload = (path: string) =>
  `[["ShallowReactive",1],{"data":2,"state":4,"once":5,"_errors":7,"serverRendered":9,"path":10},["ShallowReactive",3],{},{},["Set",6],[],["ShallowReactive",8],{},true,"${path}"]`;

const head = (title: string, description: string, path: string) => `<!DOCTYPE html>
<html lang="nl" data-capo="">
<head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="preconnect" href="https://rsms.me/">
<link rel="stylesheet" href="https://rsms.me/inter/inter.css">
<link rel="stylesheet" href="/_nuxt/entry.C8qz4Lk2.css" crossorigin>
<link rel="stylesheet" href="/_nuxt/default.Bd91xQ0e.css" crossorigin>
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/Dk3mW9aP.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/BqT0v7sE.js">
<link rel="prefetch" as="script" crossorigin href="/_nuxt/CxY2p8Fh.js">
<script type="module" src="/_nuxt/Dk3mW9aP.js" crossorigin></script>
<script defer data-domain="kluisbox.nl" src="https://plausible.io/js/plausible.js"></script>
<meta name="description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="https://kluisbox.nl/og/kluisbox-og.png">
<link rel="canonical" href="https://kluisbox.nl${path}">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
</head>
<body><div id="__nuxt"><div class="min-h-screen flex flex-col" data-v-1e7c0a52>
<header class="site-header" data-v-1e7c0a52 data-v-8b3d2f61>
  <div class="container header-inner" data-v-8b3d2f61>
    <a href="/" class="router-link-active logo" aria-label="Kluisbox home" data-v-8b3d2f61><img src="/img/kluisbox-logo.svg" alt="Kluisbox" width="148" height="36" data-v-8b3d2f61></a>
    <nav class="main-nav" aria-label="Hoofdmenu" data-v-8b3d2f61>
      <a href="/oplossingen" class="nav-link" data-v-8b3d2f61>Oplossingen</a>
      <a href="/hoe-het-werkt" class="nav-link" data-v-8b3d2f61>Hoe het werkt</a>
      <a href="/integraties" class="nav-link" data-v-8b3d2f61>Integraties</a>
      <a href="/partners" class="nav-link" data-v-8b3d2f61>Installateurs</a>
      <a href="/klanten" class="nav-link" data-v-8b3d2f61>Klanten</a>
      <a href="/over-ons" class="nav-link" data-v-8b3d2f61>Over ons</a>
    </nav>
    <a href="/demo" class="btn btn-primary" data-v-8b3d2f61>Plan een demo</a>
  </div>
</header>
<main class="flex-1" data-v-1e7c0a52>
`;

const footer = (path: string) => `
</main>
<footer class="site-footer" data-v-1e7c0a52 data-v-4f0e9a17>
  <div class="container" data-v-4f0e9a17>
    <section class="carriers" aria-labelledby="carriers-title" data-v-4f0e9a17>
      <h2 id="carriers-title" class="text-sm uppercase" data-v-4f0e9a17>Gekoppeld met onze vervoerspartners</h2>
      <p class="text-sm" data-v-4f0e9a17>Bezorgers van deze vervoerders openen Kluisbox-lockers direct vanuit hun eigen scanner-app.</p>
      <ul class="carrier-logos" data-v-4f0e9a17>
        <li data-v-4f0e9a17><a href="https://www.postnl.nl/zakelijk/" target="_blank" rel="noopener" data-v-4f0e9a17><img src="/img/carriers/postnl.svg" alt="PostNL" width="80" height="32" loading="lazy" data-v-4f0e9a17></a></li>
        <li data-v-4f0e9a17><a href="https://www.dhl.com/nl-nl/home.html" target="_blank" rel="noopener" data-v-4f0e9a17><img src="/img/carriers/dhl.svg" alt="DHL" width="80" height="32" loading="lazy" data-v-4f0e9a17></a></li>
        <li data-v-4f0e9a17><a href="https://www.dpd.com/nl/nl/" target="_blank" rel="noopener" data-v-4f0e9a17><img src="/img/carriers/dpd.svg" alt="DPD" width="80" height="32" loading="lazy" data-v-4f0e9a17></a></li>
        <li data-v-4f0e9a17><a href="https://gls-group.com/NL/nl/home" target="_blank" rel="noopener" data-v-4f0e9a17><img src="/img/carriers/gls.svg" alt="GLS" width="80" height="32" loading="lazy" data-v-4f0e9a17></a></li>
        <li data-v-4f0e9a17><a href="https://www.ups.com/nl/nl/Home.page" target="_blank" rel="noopener" data-v-4f0e9a17><img src="/img/carriers/ups.svg" alt="UPS" width="80" height="32" loading="lazy" data-v-4f0e9a17></a></li>
      </ul>
    </section>
    <div class="footer-cols" data-v-4f0e9a17>
      <div data-v-4f0e9a17><strong data-v-4f0e9a17>Kluisbox B.V.</strong><br data-v-4f0e9a17>Kanaalweg 17G<br data-v-4f0e9a17>3526 KL Utrecht<br data-v-4f0e9a17>KvK 81234567</div>
      <ul data-v-4f0e9a17>
        <li data-v-4f0e9a17><a href="/integraties" data-v-4f0e9a17>Integraties</a></li>
        <li data-v-4f0e9a17><a href="https://docs.kluisbox.nl/api" data-v-4f0e9a17>API-documentatie</a></li>
        <li data-v-4f0e9a17><a href="/partners" data-v-4f0e9a17>Installatiepartners</a></li>
        <li data-v-4f0e9a17><a href="/vacatures" data-v-4f0e9a17>Vacatures</a></li>
      </ul>
      <ul class="social" data-v-4f0e9a17>
        <li data-v-4f0e9a17><a href="https://www.linkedin.com/company/kluisbox/" aria-label="LinkedIn" data-v-4f0e9a17>LinkedIn</a></li>
        <li data-v-4f0e9a17><a href="https://www.youtube.com/@kluisbox" aria-label="YouTube" data-v-4f0e9a17>YouTube</a></li>
      </ul>
    </div>
    <p class="legal text-xs" data-v-4f0e9a17>&copy; 2025 Kluisbox B.V. &middot; <a href="/privacy" data-v-4f0e9a17>Privacy</a> &middot; <a href="/voorwaarden" data-v-4f0e9a17>Algemene voorwaarden</a></p>
  </div>
</footer>
</div></div><div id="teleports"></div>
<script type="application/json" data-nuxt-data="nuxt-app" data-ssr="true" id="__NUXT_DATA__">${path === '/partners' ? PARTNERS_PAYLOAD : nuxtPayload(path)}</script>
<script>window.__NUXT__={};window.__NUXT__.config={public:{siteUrl:"https://kluisbox.nl",apiBase:"https://api.kluisbox.nl/v2"},app:{baseURL:"/",buildId:"7d4f1c2e-93ab-4e61-b0d5-2a8c6e9f1b37",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script>
</body>
</html>`;

const PARTNERS_PAYLOAD = `[["ShallowReactive",1],{"data":2,"state":87,"once":88,"_errors":90,"serverRendered":15,"path":92},["ShallowReactive",3],{"partners-nl":4},{"total":5,"items":6},11,[7,16,22,29,36,44,51,59,66,73,81],{"id":8,"naam":9,"slug":10,"provincie":11,"plaats":12,"type":13,"website":14,"uitgelicht":15},1,"Van Dijk Beveiliging B.V.","van-dijk-beveiliging-bv","Zuid-Holland","Rotterdam","installatiepartner","https://www.vandijkbeveiliging.nl/",true,{"id":17,"naam":18,"slug":19,"provincie":20,"plaats":20,"type":13,"website":21,"uitgelicht":15},2,"Noordelijke Installatie Groep","noordelijke-installatie-groep","Groningen","https://nigroep.nl/",{"id":23,"naam":24,"slug":25,"provincie":26,"plaats":27,"type":13,"website":28,"uitgelicht":15},3,"Brabant Toegangstechniek","brabant-toegangstechniek","Noord-Brabant","Eindhoven","https://www.brabanttoegang.nl/",{"id":30,"naam":31,"slug":32,"provincie":33,"plaats":34,"type":13,"website":35,"uitgelicht":15},4,"Utrechtse Slotenservice","utrechtse-slotenservice","Utrecht","Nieuwegein","https://utrechtseslotenservice.nl/",{"id":37,"naam":38,"slug":39,"provincie":40,"plaats":41,"type":42,"website":43,"uitgelicht":15},5,"Gelderse Gebouwtechniek","gelderse-gebouwtechniek","Gelderland","Arnhem","installatie-en-service","https://www.geldersegebouwtechniek.nl/",{"id":45,"naam":46,"slug":47,"provincie":48,"plaats":49,"type":13,"website":50,"uitgelicht":15},6,"Limburg Security Solutions","limburg-security-solutions","Limburg","Sittard","https://limburgsecurity.nl/",{"id":52,"naam":53,"slug":54,"provincie":55,"plaats":56,"type":13,"website":57,"uitgelicht":58},7,"Zeeuwse Installatietechniek","zeeuwse-installatietechniek","Zeeland","Goes","https://www.zeeuwse-installatietechniek.nl/",false,{"id":60,"naam":61,"slug":62,"provincie":63,"plaats":64,"type":42,"website":65,"uitgelicht":58},8,"Friese Montage Service","friese-montage-service","Friesland","Leeuwarden","https://friesemontage.nl/",{"id":67,"naam":68,"slug":69,"provincie":70,"plaats":71,"type":13,"website":72,"uitgelicht":58},9,"Twentse Technische Dienst","twentse-technische-dienst","Overijssel","Hengelo",null,{"id":74,"naam":75,"slug":76,"provincie":77,"plaats":78,"type":79,"website":80,"uitgelicht":58},10,"Flevo Smart Buildings","flevo-smart-buildings","Flevoland","Almere","reseller","https://www.flevosmartbuildings.nl/",{"id":5,"naam":82,"slug":83,"provincie":84,"plaats":85,"type":79,"website":86,"uitgelicht":58},"OfficeLogistics Benelux","officelogistics-benelux","België","Antwerpen","https://www.officelogistics.be/nl/",{},["Set",89],[],["ShallowReactive",91],{"partners-nl":72},"/partners"]`;

const card = (naam: string, plaats: string, provincie: string, type: string, website: string) => `<li class="partner-card" data-v-c2a7e910>
          <h3 class="partner-card__name" data-v-c2a7e910>${naam}</h3>
          <p class="partner-card__meta" data-v-c2a7e910>${plaats}, ${provincie}</p>
          <span class="badge" data-v-c2a7e910>${type}</span>
          <a href="${website}" class="partner-card__link" target="_blank" rel="noopener" data-v-c2a7e910>Website bezoeken &rarr;</a>
        </li>`;

const integration = (
  name: string,
  logo: string,
  text: string,
  href: string,
  label: string,
) => `<article class="integration" data-v-5d19b3e4>
          <img src="/img/integraties/${logo}.svg" alt="${name}" width="56" height="56" loading="lazy" data-v-5d19b3e4>
          <h3 data-v-5d19b3e4>${name}</h3>
          <p data-v-5d19b3e4>${text}</p>
          <a href="${href}" target="_blank" rel="noopener" data-v-5d19b3e4>${label}</a>
        </article>`;

export const site: CorpusSite = {
  domain: 'kluisbox.nl',
  covers:
    'Dutch parcel-locker maker on Nuxt 3 hosted on Netlify: integration partners as logo cards, carrier partners linked only in the site-wide footer, and an installers page that server-renders six featured cards behind a "Toon alle" button while all installers and resellers (one without website) sit in the __NUXT_DATA__ devalue payload; traps are housing-association and university customers, investors, awards, a trade association, press, the Homerun jobs page and the own API docs subdomain.',
  pages: {
    '/': {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        server: 'Netlify',
        'x-nf-request-id': '01JPB7X4Q2N8ZK6W5M3R1T9VEA',
        'cache-control': 'public,max-age=0,must-revalidate',
        age: '412',
        'strict-transport-security': 'max-age=31536000',
      },
      html: `${head('Kluisbox | Slimme pakketkluizen voor woningen, kantoren en campussen', 'Pakketkluizen die werken met elke vervoerder. Voor woningcorporaties, kantoren en universiteiten.', '/')}
<section class="hero" data-v-2b8e4c19>
  <div class="container" data-v-2b8e4c19>
    <h1 data-v-2b8e4c19>Nooit meer een gemiste bezorging</h1>
    <p class="lead" data-v-2b8e4c19>Kluisbox-pakketkluizen staan in 1.800 portieken, kantoren en studentencomplexen. Bewoners krijgen een code, bezorgers openen de kluis vanuit hun eigen app.</p>
    <a href="/demo" class="btn btn-primary" data-v-2b8e4c19>Plan een demo</a>
    <a href="/hoe-het-werkt" class="btn btn-ghost" data-v-2b8e4c19>Hoe het werkt</a>
  </div>
</section>
<section class="usp-grid container" data-v-2b8e4c19>
  <div class="usp" data-v-2b8e4c19><h2 data-v-2b8e4c19>Alle vervoerders</h2><p data-v-2b8e4c19>Eén kluis voor PostNL, DHL, DPD, GLS en UPS.</p></div>
  <div class="usp" data-v-2b8e4c19><h2 data-v-2b8e4c19>Koppelt met uw systemen</h2><p data-v-2b8e4c19>Planon, TOPdesk, Entra ID en toegangscontrole. <a href="/integraties" data-v-2b8e4c19>Bekijk integraties</a></p></div>
  <div class="usp" data-v-2b8e4c19><h2 data-v-2b8e4c19>Landelijke installatie</h2><p data-v-2b8e4c19>Geplaatst en onderhouden door gecertificeerde <a href="/partners" data-v-2b8e4c19>installatiepartners</a>.</p></div>
</section>
<section class="logos container" aria-label="Klanten" data-v-2b8e4c19>
  <p data-v-2b8e4c19>Vertrouwd door</p>
  <img src="/img/klanten/ymere.svg" alt="Ymere" loading="lazy" data-v-2b8e4c19>
  <img src="/img/klanten/portaal.svg" alt="Portaal" loading="lazy" data-v-2b8e4c19>
  <img src="/img/klanten/universiteit-utrecht.svg" alt="Universiteit Utrecht" loading="lazy" data-v-2b8e4c19>
  <img src="/img/klanten/the-social-hub.svg" alt="The Social Hub" loading="lazy" data-v-2b8e4c19>
</section>
${footer('/')}`,
    },
    '/integraties': {
      html: `${head('Integraties | Kluisbox', 'Koppel Kluisbox aan uw facilitaire software, identity provider en toegangscontrole.', '/integraties')}
<section class="page-intro container" data-v-5d19b3e4>
  <h1 data-v-5d19b3e4>Integraties</h1>
  <p data-v-5d19b3e4>Kluisbox koppelt met de systemen die facilitair managers en woningcorporaties al gebruiken. Samen met onze technologiepartners onderhouden we standaardkoppelingen; voor al het andere is er onze <a href="https://docs.kluisbox.nl/api" data-v-5d19b3e4>REST API</a>.</p>
</section>
<section class="container" data-v-5d19b3e4>
  <div class="integration-grid" data-v-5d19b3e4>
    ${integration('Planon', 'planon', 'Meldingen en ontvangstregistratie in Planon Universe.', 'https://planonsoftware.com/nl/', 'planonsoftware.com')}
    ${integration('TOPdesk', 'topdesk', 'Pakketten als melding in TOPdesk, inclusief afhaalstatus.', 'https://www.topdesk.com/nl/', 'topdesk.com')}
    ${integration('Microsoft Entra ID', 'entra', 'Single sign-on en automatisch medewerkers aanmaken.', 'https://www.microsoft.com/nl-nl/security/business/identity-access/microsoft-entra-id', 'microsoft.com')}
    ${integration('HID Global', 'hid', 'Kluis openen met de bestaande toegangspas.', 'https://www.hidglobal.com/', 'hidglobal.com')}
    ${integration('Nedap AEOS', 'nedap', 'Toegangsrechten synchroniseren met AEOS.', 'https://www.nedap.com/nl/', 'nedap.com')}
    ${integration('SALTO Systems', 'salto', 'Kluisbox-deuren in het SALTO KS-platform.', 'https://saltosystems.com/nl/', 'saltosystems.com')}
  </div>
</section>
${footer('/integraties')}`,
    },
    '/partners': {
      html: `${head('Installatiepartners | Kluisbox', 'Onze gecertificeerde installatiepartners en resellers plaatsen en onderhouden Kluisbox-pakketkluizen in heel Nederland en België.', '/partners')}
<section class="page-intro container" data-v-c2a7e910>
  <h1 data-v-c2a7e910>Installatiepartners &amp; resellers</h1>
  <p data-v-c2a7e910>Kluisbox-lockers worden geplaatst, aangesloten en onderhouden door gecertificeerde installatiepartners in uw regio. Resellers adviseren en leveren complete projecten.</p>
  <div class="filters" role="group" aria-label="Filter op provincie" data-v-c2a7e910>
    <button class="chip chip--active" data-v-c2a7e910>Alle provincies</button>
    <button class="chip" data-v-c2a7e910>Noord</button>
    <button class="chip" data-v-c2a7e910>Midden</button>
    <button class="chip" data-v-c2a7e910>Zuid</button>
    <button class="chip" data-v-c2a7e910>België</button>
  </div>
</section>
<section class="container" data-v-c2a7e910>
  <p class="result-count" data-v-c2a7e910>11 partners, 6 uitgelicht</p>
  <ul class="partner-grid" data-v-c2a7e910>
        ${card('Van Dijk Beveiliging B.V.', 'Rotterdam', 'Zuid-Holland', 'Installatiepartner', 'https://www.vandijkbeveiliging.nl/')}
        ${card('Noordelijke Installatie Groep', 'Groningen', 'Groningen', 'Installatiepartner', 'https://nigroep.nl/')}
        ${card('Brabant Toegangstechniek', 'Eindhoven', 'Noord-Brabant', 'Installatiepartner', 'https://www.brabanttoegang.nl/')}
        ${card('Utrechtse Slotenservice', 'Nieuwegein', 'Utrecht', 'Installatiepartner', 'https://utrechtseslotenservice.nl/')}
        ${card('Gelderse Gebouwtechniek', 'Arnhem', 'Gelderland', 'Installatie &amp; service', 'https://www.geldersegebouwtechniek.nl/')}
        ${card('Limburg Security Solutions', 'Sittard', 'Limburg', 'Installatiepartner', 'https://limburgsecurity.nl/')}
  </ul>
  <button type="button" class="btn btn-ghost load-more" data-v-c2a7e910>Toon alle 11 partners</button>
  <aside class="become-partner" data-v-c2a7e910>
    <h2 data-v-c2a7e910>Installateur worden?</h2>
    <p data-v-c2a7e910>Volg de tweedaagse certificeringstraining in Utrecht en word vermeld op deze pagina. <a href="/partners/aanmelden" data-v-c2a7e910>Meld u aan</a></p>
  </aside>
</section>
${footer('/partners')}`,
    },
    '/klanten': {
      html: `${head('Klanten | Kluisbox', 'Woningcorporaties, universiteiten en kantoren over Kluisbox.', '/klanten')}
<section class="page-intro container" data-v-7a4e2c81>
  <h1 data-v-7a4e2c81>Klantverhalen</h1>
</section>
<section class="container case-list" data-v-7a4e2c81>
  <article class="case" data-v-7a4e2c81>
    <img src="/img/klanten/ymere.svg" alt="Ymere" loading="lazy" data-v-7a4e2c81>
    <h2 data-v-7a4e2c81>Ymere: 140 portieken in Amsterdam-Nieuw-West</h2>
    <p data-v-7a4e2c81>&ldquo;Bewoners missen geen pakketten meer en de overlast in de hallen is verdwenen.&rdquo; Lees meer over het project op <a href="https://www.ymere.nl/nieuws/pakketkluizen" target="_blank" rel="noopener" data-v-7a4e2c81>ymere.nl</a>.</p>
  </article>
  <article class="case" data-v-7a4e2c81>
    <img src="/img/klanten/universiteit-utrecht.svg" alt="Universiteit Utrecht" loading="lazy" data-v-7a4e2c81>
    <h2 data-v-7a4e2c81>Universiteit Utrecht: post voor 8.000 medewerkers op de Uithof</h2>
    <p data-v-7a4e2c81>Gekoppeld met TOPdesk en Entra ID. <a href="https://www.uu.nl/" target="_blank" rel="noopener" data-v-7a4e2c81>uu.nl</a></p>
  </article>
  <article class="case" data-v-7a4e2c81>
    <img src="/img/klanten/the-social-hub.svg" alt="The Social Hub" loading="lazy" data-v-7a4e2c81>
    <h2 data-v-7a4e2c81>The Social Hub: 24/7 pakketten voor studenten en gasten</h2>
  </article>
</section>
${footer('/klanten')}`,
    },
    '/over-ons': {
      html: `${head('Over ons | Kluisbox', 'Kluisbox is in 2019 opgericht in Utrecht. Team, investeerders en prijzen.', '/over-ons')}
<section class="page-intro container" data-v-9f2b6d40>
  <h1 data-v-9f2b6d40>Over Kluisbox</h1>
  <p data-v-9f2b6d40>Opgericht in 2019 door Femke de Graaf en Yusuf Kaya. Onze kluizen worden gebouwd in Veenendaal van Nederlands staal; de software maken we zelf in Utrecht.</p>
</section>
<section class="container" data-v-9f2b6d40>
  <h2 data-v-9f2b6d40>Investeerders</h2>
  <p data-v-9f2b6d40>In 2023 haalden we &euro;6 miljoen op bij <a href="https://www.innovationquarter.nl/" target="_blank" rel="noopener" data-v-9f2b6d40>InnovationQuarter</a> en <a href="https://www.rabobank.nl/bedrijven/rabo-investments" target="_blank" rel="noopener" data-v-9f2b6d40>Rabo Investments</a>.</p>
  <h2 data-v-9f2b6d40>Erkenning</h2>
  <ul data-v-9f2b6d40>
    <li data-v-9f2b6d40>Winnaar Logistiek Innovatie Award 2024 (<a href="https://www.logistiek.nl/" target="_blank" rel="noopener" data-v-9f2b6d40>Logistiek.nl</a>)</li>
    <li data-v-9f2b6d40>Lid van <a href="https://www.technieknederland.nl/" target="_blank" rel="noopener" data-v-9f2b6d40>Techniek Nederland</a></li>
    <li data-v-9f2b6d40>Bekend van <a href="https://www.emerce.nl/nieuws/kluisbox-haalt-6-miljoen-op" target="_blank" rel="noopener" data-v-9f2b6d40>Emerce</a> en RTL Z</li>
  </ul>
</section>
${footer('/over-ons')}`,
    },
    '/vacatures': {
      html: `${head('Vacatures | Kluisbox', 'Werk mee aan slimme pakketkluizen in Utrecht.', '/vacatures')}
<section class="page-intro container" data-v-3c8d1e55>
  <h1 data-v-3c8d1e55>Werken bij Kluisbox</h1>
  <p data-v-3c8d1e55>We zoeken een Field Service Engineer (regio Randstad) en een Senior Vue/Nuxt Developer.</p>
  <p data-v-3c8d1e55>Bekijk alle vacatures en solliciteer via <a href="https://kluisbox.homerun.co/" target="_blank" rel="noopener" data-v-3c8d1e55>ons vacatureplatform</a>.</p>
</section>
${footer('/vacatures')}`,
    },
  },
  sitemap: ['/', '/integraties', '/partners', '/klanten', '/over-ons', '/vacatures'],
  technologies: ['hsts', 'netlify', 'nuxt-js', 'open-graph', 'plausible', 'vue-js'],
  partners: {
    'planonsoftware.com': 'technology',
    'topdesk.com': 'technology',
    'microsoft.com': 'technology',
    'hidglobal.com': 'technology',
    'nedap.com': 'technology',
    'saltosystems.com': 'technology',
    'postnl.nl': 'technology',
    'dhl.com': 'technology',
    'dpd.com': 'technology',
    'gls-group.com': 'technology',
    'ups.com': 'technology',
    'vandijkbeveiliging.nl': 'channel',
    'nigroep.nl': 'channel',
    'brabanttoegang.nl': 'channel',
    'utrechtseslotenservice.nl': 'channel',
    'geldersegebouwtechniek.nl': 'channel',
    'limburgsecurity.nl': 'channel',
    'zeeuwse-installatietechniek.nl': 'channel',
    'friesemontage.nl': 'channel',
    'flevosmartbuildings.nl': 'channel',
    'officelogistics.be': 'channel',
  },
};
