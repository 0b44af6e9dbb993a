import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html; charset=UTF-8',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  via: '1.1 varnish (Varnish/7.4)',
  'x-varnish': '98331245 97120034',
  'content-language': 'nb',
  'x-frame-options': 'SAMEORIGIN',
};

function html(title: string, description: string, path: string, bodyClass: string, content: string): string {
  return `<!DOCTYPE html>
<html lang="nb" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="${description}" />
    <link rel="canonical" href="https://www.visitlyngsalpan.no${path}" />
    <meta property="og:site_name" content="Visit Lyngsalpan" />
    <meta property="og:type" content="website" />
    <meta property="og:url" content="https://www.visitlyngsalpan.no${path}" />
    <meta property="og:title" content="${title}" />
    <meta property="og:description" content="${description}" />
    <meta property="og:image" content="https://www.visitlyngsalpan.no/sites/default/files/styles/og_image/public/2024-03/lyngsalpan-nordlys.jpg" />
    <meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
    <meta name="MobileOptimized" content="width" />
    <meta name="HandheldFriendly" content="true" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="/themes/custom/lyngsalpan/favicon.ico" type="image/vnd.microsoft.icon" />
    <link rel="alternate" hreflang="en" href="https://www.visitlyngsalpan.com/" />
    <title>${title} | Visit Lyngsalpan</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_kR2vT9aXc1oPq4mWn8ZyB3sLdE7uH0fGj5iKl6NbVx.css?delta=0&amp;language=nb&amp;theme=lyngsalpan&amp;include=eJxLz8lPSsxJ1U8pSiwoSy0" />
    <link rel="stylesheet" href="https://unpkg.com/leaflet@1.9.4/dist/leaflet.css" integrity="sha256-p4NxAoJBhIIN+hmNHrzRCf9tD/miZyoHS5obTRR9BMY=" crossorigin="" />
    <script src="https://siteimproveanalytics.com/js/siteanalyze_6218734.js" async></script>
  </head>
  <body class="path-${bodyClass}">
    <a href="#main-content" class="visually-hidden focusable skip-link">Hopp til hovedinnhold</a>
    <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
      <header class="site-header" role="banner">
        <div class="region region-header">
          <a href="/" rel="home" class="site-logo"><img src="/themes/custom/lyngsalpan/logo.svg" alt="Visit Lyngsalpan – forsiden" /></a>
          <nav role="navigation" aria-labelledby="block-hovedmeny-menu" id="block-hovedmeny">
            <h2 class="visually-hidden" id="block-hovedmeny-menu">Hovedmeny</h2>
            <ul class="menu menu--main">
              <li class="menu-item"><a href="/opplevelser">Opplevelser</a></li>
              <li class="menu-item"><a href="/overnatting">Overnatting</a></li>
              <li class="menu-item"><a href="/mat-og-drikke">Mat og drikke</a></li>
              <li class="menu-item"><a href="/praktisk-info">Praktisk info</a></li>
              <li class="menu-item"><a href="/medlemmer">Medlemsbedrifter</a></li>
              <li class="menu-item"><a href="/om-oss">Om oss</a></li>
            </ul>
          </nav>
          <a class="language-link" href="https://www.visitlyngsalpan.com/" hreflang="en">English</a>
        </div>
      </header>
      <main role="main">
        <a id="main-content" tabindex="-1"></a>
        <div class="layout-content">
${content}
        </div>
      </main>
      <footer class="site-footer" role="contentinfo">
        <div class="region region-footer">
          <div class="footer-contact">
            <p><strong>Visit Lyngsalpan SA</strong><br />Strandveien 24, 9060 Lyngseidet<br />Tlf. 777 12 345 · <a href="mailto:post@visitlyngsalpan.no">post@visitlyngsalpan.no</a><br />Org.nr. 918 765 432</p>
          </div>
          <nav class="footer-menu" aria-label="Bunnmeny">
            <ul class="menu">
              <li><a href="/om-oss">Om oss</a></li>
              <li><a href="/om-oss/samarbeidspartnere">Samarbeidspartnere</a></li>
              <li><a href="/bli-medlem">Bli medlem</a></li>
              <li><a href="/presse">Presse</a></li>
              <li><a href="/ledige-stillinger">Ledige stillinger</a></li>
              <li><a href="/personvern">Personvernerklæring</a></li>
              <li><a href="/informasjonskapsler">Informasjonskapsler</a></li>
            </ul>
          </nav>
          <div class="footer-social">
            <a href="https://www.instagram.com/visitlyngsalpan/">Instagram</a>
            <a href="https://www.facebook.com/visitlyngsalpan">Facebook</a>
            <a href="https://www.youtube.com/@visitlyngsalpan">YouTube</a>
          </div>
          <div class="footer-funding">
            <p>Støttet av</p>
            <a href="https://www.innovasjonnorge.no/"><img src="/sites/default/files/2023-01/innovasjon-norge.svg" alt="Innovasjon Norge" /></a>
            <a href="https://www.tromsfylke.no/"><img src="/sites/default/files/2023-01/troms-fylkeskommune.svg" alt="Troms fylkeskommune" /></a>
          </div>
          <p class="footer-copy">© 2024 Visit Lyngsalpan SA</p>
        </div>
      </footer>
    </div>
    <div id="sliding-popup" class="sliding-popup-bottom" role="dialog" aria-label="Informasjonskapsler">
      <div class="eu-cookie-compliance-banner">
        <p>Vi bruker informasjonskapsler for å forbedre opplevelsen din og for statistikk. <a href="/informasjonskapsler">Les mer</a></p>
        <button type="button" class="agree-button eu-cookie-compliance-default-button">Godta alle</button>
        <button type="button" class="decline-button eu-cookie-compliance-default-button">Kun nødvendige</button>
      </div>
    </div>
    <script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPath":"${bodyClass}","currentLanguage":"nb"},"pluralDelimiter":"\\u0003","eu_cookie_compliance":{"cookie_name":"cookie-agreed","popup_position":false},"user":{"uid":0,"permissionsHash":"3c1b2d"}}</script>
    <script src="/core/misc/drupalSettingsLoader.js?v=10.3.6"></script>
    <script src="/core/misc/drupal.js?v=10.3.6"></script>
    <script src="/core/misc/drupal.init.js?v=10.3.6"></script>
    <script src="/modules/contrib/eu_cookie_compliance/js/eu_cookie_compliance.min.js?v=10.3.6"></script>
    <script src="https://unpkg.com/leaflet@1.9.4/dist/leaflet.js" integrity="sha256-20nQCchB9co0qIjJZRGuk2/Z9VM+kNiyxNV1lvTlZBo=" crossorigin=""></script>
  </body>
</html>`;
}

interface Member {
  name: string;
  slug: string;
  kind: string;
  place: string;
  text: string;
  web?: string;
}

function card(m: Member): string {
  return `            <article class="node node--type-medlem node--view-mode-teaser">
              <img src="/sites/default/files/styles/teaser/public/medlemmer/${m.slug}.jpg" alt="${m.name}" loading="lazy" />
              <div class="field--name-field-kategori">${m.kind}</div>
              <h3 class="node__title"><a href="/medlem/${m.slug}" rel="bookmark">${m.name}</a></h3>
              <div class="field--name-field-sted">${m.place}</div>
              <p>${m.text}</p>
              ${m.web ? `<a class="member-web" href="${m.web}" target="_blank" rel="noopener">Nettside</a>` : ''}
            </article>`;
}

const page1: Member[] = [
  {
    name: 'Lyngen Fjellguiding AS',
    slug: 'lyngen-fjellguiding',
    kind: 'Aktivitet',
    place: 'Lyngseidet',
    text: 'Toppturer, breføring og skredkurs med sertifiserte fjellførere.',
  },
  {
    name: 'Fjordbris Hotell',
    slug: 'fjordbris-hotell',
    kind: 'Overnatting',
    place: 'Lyngseidet',
    text: 'Familiedrevet hotell med 42 rom og utsikt over Lyngenfjorden.',
    web: 'https://www.fjordbrishotell.no/',
  },
  {
    name: 'Arktisk Kajakk AS',
    slug: 'arktisk-kajakk',
    kind: 'Aktivitet',
    place: 'Nord-Lenangen',
    text: 'Guidede kajakkturer under midnattssola og nordlyset.',
    web: 'https://arktiskkajakk.no/',
  },
  {
    name: 'Nordlys Basecamp',
    slug: 'nordlys-basecamp',
    kind: 'Overnatting',
    place: 'Svensby',
    text: 'Glasshytter og lavvo for nordlysjakt.',
    web: 'https://www.nordlysbasecamp.com/no',
  },
  {
    name: 'Koppangen Brygger',
    slug: 'koppangen-brygger',
    kind: 'Overnatting',
    place: 'Koppangen',
    text: 'Rorbuer ved fjorden, utleie av båt og fiskeutstyr.',
    web: 'https://koppangenbrygger.no/',
  },
  {
    name: 'Skibotn Hundekjøring',
    slug: 'skibotn-hundekjoring',
    kind: 'Aktivitet',
    place: 'Skibotn',
    text: 'Hundesledeturer fra en time til fem dager.',
    web: 'https://www.skibotnhusky.no/',
  },
];

const page2: Member[] = [
  {
    name: 'Havgapet Sjømatrestaurant',
    slug: 'havgapet',
    kind: 'Mat og drikke',
    place: 'Lyngseidet',
    text: 'Fersk fisk og skalldyr fra lokale fiskere.',
    web: 'https://havgapet.no/',
  },
  {
    name: 'Furuflaten Camping',
    slug: 'furuflaten-camping',
    kind: 'Overnatting',
    place: 'Furuflaten',
    text: 'Campingplass med hytter og bobilplasser, åpent mai–september.',
  },
  {
    name: 'Reisa Tours',
    slug: 'reisa-tours',
    kind: 'Aktivitet',
    place: 'Storslett',
    text: 'Elvebåtturer i Reisa nasjonalpark.',
    web: 'https://www.reisatours.no/',
  },
  {
    name: 'Lyngsalpan Skiskole',
    slug: 'lyngsalpan-skiskole',
    kind: 'Aktivitet',
    place: 'Lyngseidet',
    text: 'Alpinkurs og telemarkskurs for barn og voksne.',
    web: 'https://www.facebook.com/lyngsalpanskiskole',
  },
];

function directory(members: Member[], pageNo: number): string {
  const pager =
    pageNo === 1
      ? `<nav class="pager" role="navigation" aria-labelledby="pagination-heading"><h4 id="pagination-heading" class="visually-hidden">Paginering</h4><ul class="pager__items js-pager__items"><li class="pager__item is-active"><a href="/medlemmer" aria-current="page">1</a></li><li class="pager__item"><a href="/medlemmer/side-2">2</a></li><li class="pager__item pager__item--next"><a href="/medlemmer/side-2" rel="next">Neste side ›</a></li></ul></nav>`
      : `<nav class="pager" role="navigation" aria-labelledby="pagination-heading"><h4 id="pagination-heading" class="visually-hidden">Paginering</h4><ul class="pager__items js-pager__items"><li class="pager__item pager__item--previous"><a href="/medlemmer" rel="prev">‹ Forrige side</a></li><li class="pager__item"><a href="/medlemmer">1</a></li><li class="pager__item is-active"><a href="/medlemmer/side-2" aria-current="page">2</a></li></ul></nav>`;
  return `          <h1 class="page-title">Medlemsbedrifter</h1>
          <div class="field--name-body"><p>Visit Lyngsalpan er destinasjonsselskapet for Lyngen, Storfjord og Nordreisa, eid av over 60 medlemsbedrifter innen reiseliv. Her finner du våre medlemmer.</p></div>
          <form class="views-exposed-form" action="/medlemmer" method="get"><label for="edit-kategori">Kategori</label><select id="edit-kategori" name="kategori"><option value="All">- Alle -</option><option value="1">Aktivitet</option><option value="2">Overnatting</option><option value="3">Mat og drikke</option></select><input type="submit" value="Filtrer" class="button js-form-submit form-submit" /></form>
          <div class="views-view-grid member-grid">
${members.map(card).join('\n')}
          </div>
          ${pager}`;
}

const home = html(
  'Velkommen til Lyngsalpan',
  'Toppturer, nordlys, hundekjøring og fjordliv i Lyngsalpan. Finn opplevelser, overnatting og mat hos våre medlemsbedrifter.',
  '/',
  'frontpage',
  `          <section class="hero"><h1>Der fjellene møter havet</h1><p>Fra toppturer i Lyngsalpan til midnattssol på fjorden – opplev Nord-Norge på sitt villeste.</p><a class="button" href="/opplevelser">Finn opplevelser</a></section>
          <section class="featured"><h2>Populært nå</h2>
            <ul><li><a href="/opplevelser/nordlys">Nordlysjakt</a></li><li><a href="/opplevelser/topptur">Topptur med guide</a></li><li><a href="/opplevelser/hundekjoring">Hundekjøring</a></li><li><a href="/opplevelser/fjordfiske">Fjordfiske</a></li></ul>
          </section>
          <section class="map"><h2>Kart</h2><div id="leaflet-map" class="leaflet-container" data-lat="69.576" data-lng="20.219" style="height:420px"></div></section>
          <section class="awards"><h2>Bærekraftig reisemål</h2><p>Lyngsalpan ble i 2023 godkjent som Bærekraftig reisemål, og ble kåret til «Årets vinterdestinasjon» av lesere av Reisemagasinet Nord.</p></section>
          <section class="members-teaser"><h2>Våre medlemmer</h2><p>Over 60 lokale bedrifter står bak Visit Lyngsalpan. <a href="/medlemmer">Se alle medlemsbedrifter</a></p></section>`,
);

const medlemmer1 = html(
  'Medlemsbedrifter',
  'Oversikt over medlemsbedriftene i Visit Lyngsalpan: aktiviteter, overnatting og servering.',
  '/medlemmer',
  'medlemmer',
  directory(page1, 1),
);

const medlemmer2 = html(
  'Medlemsbedrifter – side 2',
  'Oversikt over medlemsbedriftene i Visit Lyngsalpan: aktiviteter, overnatting og servering.',
  '/medlemmer/side-2',
  'medlemmer',
  directory(page2, 2),
);

const fjellguiding = html(
  'Lyngen Fjellguiding AS',
  'Toppturer, breføring og skredkurs i Lyngsalpan med sertifiserte fjellførere.',
  '/medlem/lyngen-fjellguiding',
  'node-412',
  `          <article class="node node--type-medlem node--view-mode-full">
            <h1 class="page-title">Lyngen Fjellguiding AS</h1>
            <div class="field--name-field-kategori">Aktivitet · Lyngseidet</div>
            <img src="/sites/default/files/styles/wide/public/medlemmer/lyngen-fjellguiding.jpg" alt="Skiløpere på vei mot toppen av Store Lenangstind" />
            <div class="field--name-body"><p>Lyngen Fjellguiding har guidet toppturer i Lyngsalpan siden 2009. Alle førerne er IFMGA-sertifiserte og turene tilpasses nivået ditt.</p></div>
            <dl class="member-contact">
              <dt>Adresse</dt><dd>Fjellveien 3, 9060 Lyngseidet</dd>
              <dt>Telefon</dt><dd>+47 912 34 567</dd>
              <dt>E-post</dt><dd><a href="mailto:post@lyngenfjellguiding.no">post@lyngenfjellguiding.no</a></dd>
              <dt>Nettside</dt><dd><a href="https://www.lyngenfjellguiding.no/" target="_blank" rel="noopener">www.lyngenfjellguiding.no</a></dd>
            </dl>
            <a href="/medlemmer">← Tilbake til alle medlemmer</a>
          </article>`,
);

const samarbeid = html(
  'Samarbeidspartnere',
  'Visit Lyngsalpan samarbeider med regionale reiselivsaktører og teknologileverandører for å markedsføre Lyngsalpan.',
  '/om-oss/samarbeidspartnere',
  'node-37',
  `          <h1 class="page-title">Samarbeidspartnere</h1>
          <div class="field--name-body">
            <p>I tillegg til medlemsbedriftene våre samarbeider vi tett med flere aktører for å gjøre Lyngsalpan kjent og lett å besøke.</p>
            <p>Markedsføringen i utlandet skjer sammen med vår samarbeidspartner <a href="https://www.nordnorskreise.no/">Nordnorsk Reisesamarbeid</a>, og pakketurer fra Tromsø selges gjennom partneren vår <a href="https://www.arcticgatewaytravel.com/">Arctic Gateway Travel</a>, som er generalagent for opplevelsene våre i Tromsø.</p>
            <p>Bookingløsningen på denne nettsiden leveres av vår teknologipartner <a href="https://bookstad.no/">Bookstad</a>, som kobler medlemmenes ledige kapasitet direkte til nettsiden.</p>
            <h2>Finansiering</h2>
            <p>Utviklingsprosjektet «Vinter i Lyngsalpan» er støttet av <a href="https://www.innovasjonnorge.no/">Innovasjon Norge</a> og <a href="https://www.tromsfylke.no/">Troms fylkeskommune</a>.</p>
            <h2>I media</h2>
            <p><a href="https://www.nrk.no/tromsogfinnmark/rekordvinter-for-reiselivet-i-lyngen-1.16789012">NRK: Rekordvinter for reiselivet i Lyngen</a></p>
          </div>`,
);

export const site: CorpusSite = {
  domain: 'visitlyngsalpan.no',
  otherDomains: ['visitlyngsalpan.com'],
  covers:
    'Norwegian Drupal tourism board: paginated member directory (members as generic partners; one member website only on its detail page, one with no site, one with Facebook only) and a prose partners page naming a marketing partner, a general sales agent and a booking technology partner; funders, certification, awards, NRK press and the English site as negatives',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/medlemmer': { headers: HEADERS, html: medlemmer1 },
    '/medlemmer/side-2': { headers: HEADERS, html: medlemmer2 },
    '/medlem/lyngen-fjellguiding': { headers: HEADERS, html: fjellguiding },
    '/om-oss/samarbeidspartnere': { headers: HEADERS, html: samarbeid },
  },
  sitemap: ['/', '/opplevelser', '/overnatting', '/medlemmer', '/om-oss', '/om-oss/samarbeidspartnere', '/medlem/lyngen-fjellguiding'],
  technologies: ['drupal', 'leaflet', 'open-graph', 'php', 'siteimprove', 'unpkg', 'varnish'],
  partners: {
    'lyngenfjellguiding.no': 'generic',
    'fjordbrishotell.no': 'generic',
    'arktiskkajakk.no': 'generic',
    'nordlysbasecamp.com': 'generic',
    'koppangenbrygger.no': 'generic',
    'skibotnhusky.no': 'generic',
    'havgapet.no': 'generic',
    'reisatours.no': 'generic',
    'nordnorskreise.no': 'generic',
    'arcticgatewaytravel.com': 'channel',
    'bookstad.no': 'technology',
  },
};
