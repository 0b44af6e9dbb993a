import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Apache',
  'content-language': 'pl',
  'x-ua-compatible': 'IE=edge',
  vary: 'Accept-Encoding',
};

function page(title: string, pid: number, content: string): string {
  return `<!DOCTYPE html>
<html dir="ltr" lang="pl-PL">
<head>

<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->

<title>${title}</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="index,follow">
<meta name="description" content="Frenova – polski producent klocków, tarcz i szczęk hamulcowych dla samochodów osobowych i dostawczych.">

<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-4c1f0e8b2a7d93e6f15c0b8a2d4e7f91-7a2b0c4d1e9f8a3b6c5d2e1f0a9b8c7d.css.gzip?1716822211" media="all">
<link rel="stylesheet" href="/typo3conf/ext/frenova_sitepackage/Resources/Public/Css/main.min.css?1716822190" media="all">

<script src="/typo3conf/ext/frenova_sitepackage/Resources/Public/JavaScript/Vendor/jquery-3.7.1.min.js?1699001234"></script>

<link rel="alternate" hreflang="en" href="https://www.frenova.com/">
</head>
<body id="p${pid}" class="page-${pid} pagelevel-1 language-0 backendlayout-default layout-default">
<div class="body-bg">
<a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>Przejdź do treści</span></a>
<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top">
  <div class="container">
    <a class="navbar-brand navbar-brand-image" title="Frenova – strona główna" href="/"><img class="navbar-brand-logo-normal" src="/typo3conf/ext/frenova_sitepackage/Resources/Public/Images/frenova-logo.svg" alt="Frenova logo" height="52" width="190"></a>
    <nav aria-label="Nawigacja główna" id="mainnavigation" class="collapse navbar-collapse">
      <ul class="navbar-nav">
        <li class="nav-item"><a href="/o-firmie" id="nav-item-2" class="nav-link" title="O firmie"><span class="nav-link-text">O firmie</span></a></li>
        <li class="nav-item"><a href="/produkty" id="nav-item-3" class="nav-link" title="Produkty"><span class="nav-link-text">Produkty</span></a></li>
        <li class="nav-item"><a href="https://katalog.frenova-katalog.pl/" id="nav-item-4" class="nav-link" title="Katalog online" target="_blank"><span class="nav-link-text">Katalog online</span></a></li>
        <li class="nav-item"><a href="/dystrybutorzy" id="nav-item-5" class="nav-link" title="Gdzie kupić"><span class="nav-link-text">Gdzie kupić</span></a></li>
        <li class="nav-item"><a href="/oem" id="nav-item-6" class="nav-link" title="Dla OEM"><span class="nav-link-text">Dla OEM</span></a></li>
        <li class="nav-item"><a href="/kontakt" id="nav-item-7" class="nav-link" title="Kontakt"><span class="nav-link-text">Kontakt</span></a></li>
      </ul>
      <ul class="navbar-nav navbar-lang"><li class="active"><a href="/" hreflang="pl-PL">PL</a></li><li><a href="https://www.frenova.com/" hreflang="en">EN</a></li><li><a href="https://www.frenova.com/de/" hreflang="de">DE</a></li></ul>
    </nav>
  </div>
</header>
<div id="page-content" class="bp-page-content main-section">
${content}
</div>
<footer id="page-footer" class="bp-page-footer">
  <section class="section footer-section footer-section-content">
    <div class="container">
      <div class="row">
        <div class="col-md-4">
          <p><strong>Frenova Sp. z o.o.</strong><br>ul. Komorowicka 188<br>43-300 Bielsko-Biała<br>NIP 547-210-33-18</p>
        </div>
        <div class="col-md-4">
          <ul class="list-unstyled">
            <li><a href="/dystrybutorzy">Dystrybutorzy</a></li>
            <li><a href="/do-pobrania">Do pobrania (katalogi PDF)</a></li>
            <li><a href="https://www.pracuj.pl/praca/frenova%20sp.%20z%20o.o.;en">Kariera</a></li>
            <li><a href="/polityka-prywatnosci">Polityka prywatności</a></li>
          </ul>
        </div>
        <div class="col-md-4 social">
          <a href="https://www.facebook.com/frenova.hamulce" title="Facebook">Facebook</a>
          <a href="https://www.youtube.com/@frenovabrakes" title="YouTube">YouTube</a>
          <a href="https://www.linkedin.com/company/frenova-sp-z-o-o/" title="LinkedIn">LinkedIn</a>
        </div>
      </div>
    </div>
  </section>
  <section class="section footer-section footer-section-eu">
    <div class="container">
      <a href="https://www.funduszeeuropejskie.gov.pl/"><img src="/fileadmin/user_upload/eu/FE_POIR-poziom-pl-1_rgb.png" alt="Fundusze Europejskie – Program Inteligentny Rozwój, Rzeczpospolita Polska, Unia Europejska – Europejski Fundusz Rozwoju Regionalnego" width="640" height="80"></a>
      <p class="small">Projekt „Wdrożenie innowacyjnej technologii produkcji bezmiedziowych klocków hamulcowych” współfinansowany ze środków Europejskiego Funduszu Rozwoju Regionalnego. <a href="/projekty-ue">Więcej o projektach UE</a></p>
    </div>
  </section>
  <section class="section footer-section footer-section-meta">
    <div class="container"><p>© 2024 Frenova Sp. z o.o. Wszelkie prawa zastrzeżone.</p></div>
  </section>
</footer>
</div>
<script src="/typo3conf/ext/bootstrap_package/Resources/Public/Contrib/bootstrap5/js/bootstrap.bundle.min.js?1701340988"></script>
<script src="/typo3temp/assets/compressed/merged-1f3e5d7c9b0a2e4f6d8c0b1a3e5f7d9c-2e4f6a8c0d1b3e5f7a9c1d3e5f7b9d1e.js.gzip?1716822211"></script>
</body>
</html>`;
}

type Row = { firma: string; miasto: string; www: string | null; tel: string };
const countries: { id: string; name: string; rows: Row[] }[] = [
  {
    id: 'polska',
    name: 'Polska',
    rows: [
      { firma: 'Moto-Hurt Kowalczyk Sp. j.', miasto: 'Kraków', www: 'https://www.motohurt-kowalczyk.pl/', tel: '+48 12 555 40 18' },
      { firma: 'AutoCzęści Bałtyk', miasto: 'Gdańsk', www: 'https://autoczescibaltyk.pl/hamulce', tel: '+48 58 555 71 02' },
      { firma: 'Partsland Polska S.A.', miasto: 'Warszawa', www: 'https://www.partsland.com.pl/', tel: '+48 22 555 19 90' },
      { firma: 'Hurtownia Motoryzacyjna Zbyszko', miasto: 'Łódź', www: null, tel: '+48 42 555 63 37' },
    ],
  },
  {
    id: 'niemcy',
    name: 'Niemcy',
    rows: [
      { firma: 'Bremsen-Handel Lindner GmbH', miasto: 'Drezno', www: 'https://www.bremsen-lindner.de/', tel: '+49 351 555 2240' },
      { firma: 'AutoTeile Rheinfeld KG', miasto: 'Kolonia', www: 'https://autoteile-rheinfeld.de/marken/frenova', tel: '+49 221 555 8103' },
    ],
  },
  {
    id: 'czechy',
    name: 'Czechy',
    rows: [{ firma: 'Brzdy Morava s.r.o.', miasto: 'Brno', www: 'https://www.brzdymorava.cz/', tel: '+420 545 555 120' }],
  },
  {
    id: 'slowacja',
    name: 'Słowacja',
    rows: [{ firma: 'AutoDiely Tatra s.r.o.', miasto: 'Żylina', www: 'https://autodielytatra.sk/', tel: '+421 41 555 7730' }],
  },
  {
    id: 'litwa',
    name: 'Litwa',
    rows: [{ firma: 'UAB Stabdžių centras', miasto: 'Kowno', www: 'https://stabdziucentras.lt/', tel: '+370 37 555 412' }],
  },
  {
    id: 'ukraina',
    name: 'Ukraina',
    rows: [{ firma: 'Halmo Parts TOV', miasto: 'Lwów', www: 'https://halmoparts.com.ua/', tel: '+380 32 555 0871' }],
  },
  {
    id: 'rumunia',
    name: 'Rumunia',
    rows: [{ firma: 'Frâna Expert SRL', miasto: 'Kluż-Napoka', www: 'https://www.franaexpert.ro/', tel: '+40 264 555 306' }],
  },
];

const table = (rows: Row[]) => `<div class="table-responsive">
        <table class="ce-table table table-striped">
          <thead><tr><th scope="col">Firma</th><th scope="col">Miasto</th><th scope="col">Strona internetowa</th><th scope="col">Telefon</th></tr></thead>
          <tbody>
${rows
  .map(
    (r) =>
      `            <tr><td>${r.firma}</td><td>${r.miasto}</td><td>${
        r.www
          ? `<a href="${r.www}" target="_blank" rel="noreferrer">${r.www.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '')}</a>`
          : '–'
      }</td><td><a href="tel:${r.tel.replace(/ /g, '')}">${r.tel}</a></td></tr>`,
  )
  .join('\n')}
          </tbody>
        </table>
      </div>`;

const dystrybutorzy = page(
  'Dystrybutorzy – gdzie kupić części Frenova | Frenova',
  5,
  `<div class="frame frame-default frame-type-header frame-layout-0 frame-space-before-medium" id="c41">
    <div class="frame-container"><div class="frame-inner">
      <header class="frame-header"><h1 class="element-header"><span>Sieć dystrybucji</span></h1>
      <p class="element-subheader"><span>Autoryzowani dystrybutorzy części hamulcowych Frenova w Polsce i w Europie</span></p></header>
    </div></div>
  </div>
  <div class="frame frame-default frame-type-text frame-layout-0" id="c42">
    <div class="frame-container"><div class="frame-inner">
      <p>Produkty Frenova kupisz u naszych autoryzowanych dystrybutorów. Warsztaty zaopatrują się bezpośrednio w hurtowniach z listy poniżej, klienci indywidualni – w sklepach motoryzacyjnych zaopatrywanych przez tych dystrybutorów. Wybierz kraj, aby zobaczyć dystrybutorów w danym regionie.</p>
      <form class="country-select" action="/dystrybutorzy" method="get">
        <label for="kraj" class="form-label">Wybierz kraj</label>
        <select id="kraj" name="kraj" class="form-select" onchange="window.location.hash=this.value">
${countries.map((c) => `          <option value="${c.id}">${c.name}</option>`).join('\n')}
        </select>
        <noscript><button type="submit" class="btn btn-primary">Pokaż</button></noscript>
      </form>
    </div></div>
  </div>
${countries
  .map(
    (
      c,
      i,
    ) => `  <div class="frame frame-default frame-type-table frame-layout-0 distributor-country" id="${c.id}" data-country="${c.id}"${i === 0 ? '' : ' style="display:none"'}>
    <div class="frame-container"><div class="frame-inner">
      <header class="frame-header"><h2 class="element-header"><span>${c.name}</span></h2></header>
      ${table(c.rows)}
    </div></div>
  </div>`,
  )
  .join('\n')}
  <div class="frame frame-default frame-type-text frame-layout-0 frame-background-light" id="c58">
    <div class="frame-container"><div class="frame-inner">
      <header class="frame-header"><h2 class="element-header"><span>Partnerzy technologiczni</span></h2></header>
      <p>Dane katalogowe (zastosowania, numery porównawcze OE, zdjęcia) udostępniamy przez platformę <a href="https://www.partsdatahub.com/suppliers/frenova" target="_blank">PartsData Hub</a>, z której korzystają systemy sprzedażowe większości hurtowni w Europie. Zamówienia elektroniczne (EDI) od dystrybutorów przyjmujemy przez platformę <a href="https://www.orderlink-b2b.eu/" target="_blank">OrderLink B2B</a>.</p>
    </div></div>
  </div>
  <div class="frame frame-default frame-type-text frame-layout-0" id="c59">
    <div class="frame-container"><div class="frame-inner">
      <header class="frame-header"><h3 class="element-header"><span>Zostań dystrybutorem</span></h3></header>
      <p>Prowadzisz hurtownię motoryzacyjną w kraju, w którym nie mamy jeszcze przedstawiciela? Napisz do działu eksportu: <a href="mailto:export@frenova.pl">export@frenova.pl</a>.</p>
    </div></div>
  </div>`,
);

const home = page(
  'Frenova – polski producent części hamulcowych',
  1,
  `<div class="frame frame-default frame-type-carousel frame-layout-0 frame-size-fullscreen" id="c1">
    <div class="carousel carousel-fade slide" id="carousel-1">
      <div class="carousel-inner">
        <div class="carousel-item active carousel-item-type carousel-item-type-header">
          <img src="/fileadmin/_processed_/4/a/csm_hero-linia-produkcyjna_5e1a2f3c4b.jpg" alt="Linia produkcyjna klocków hamulcowych w Bielsku-Białej" class="carousel-backgroundimage">
          <div class="carousel-content"><h1 class="carousel-header">Hamujemy z precyzją od 1991 roku</h1><p>Klocki, tarcze i szczęki hamulcowe produkowane w Polsce – na rynek części zamiennych i pierwszy montaż.</p><a class="btn btn-primary" href="https://katalog.frenova-katalog.pl/">Znajdź część w katalogu</a></div>
        </div>
      </div>
    </div>
  </div>
  <div class="frame frame-default frame-type-card_group frame-layout-0" id="c2">
    <div class="frame-container"><div class="frame-inner">
      <div class="card-group-element card-group-element-columns-3">
        <div class="card-group-element-item"><div class="card"><div class="card-body"><h3 class="card-title">Klocki hamulcowe</h3><p class="card-text">Ponad 1 600 referencji, w tym mieszanki bezmiedziowe zgodne z normą ECE R90.</p><a href="/produkty/klocki" class="btn btn-secondary">Więcej</a></div></div></div>
        <div class="card-group-element-item"><div class="card"><div class="card-body"><h3 class="card-title">Tarcze hamulcowe</h3><p class="card-text">Tarcze pełne, wentylowane i nacinane z powłoką antykorozyjną.</p><a href="/produkty/tarcze" class="btn btn-secondary">Więcej</a></div></div></div>
        <div class="card-group-element-item"><div class="card"><div class="card-body"><h3 class="card-title">Gdzie kupić?</h3><p class="card-text">Ponad 30 hurtowni w 7 krajach. Sprawdź najbliższego dystrybutora.</p><a href="/dystrybutorzy" class="btn btn-secondary">Lista dystrybutorów</a></div></div></div>
      </div>
    </div></div>
  </div>
  <div class="frame frame-default frame-type-image frame-layout-0" id="c3">
    <div class="frame-container"><div class="frame-inner">
      <header class="frame-header"><h2 class="element-header"><span>Dostarczamy na pierwszy montaż</span></h2></header>
      <div class="gallery-row">
        <div class="gallery-item"><a href="https://www.velmorbus.com/" target="_blank"><img src="/fileadmin/user_upload/oem/velmor-bus.svg" alt="Velmor Bus" width="160" height="60"></a></div>
        <div class="gallery-item"><a href="https://orlantrucks.eu/" target="_blank"><img src="/fileadmin/user_upload/oem/orlan-trucks.svg" alt="Orlan Trucks" width="160" height="60"></a></div>
        <div class="gallery-item"><img src="/fileadmin/user_upload/oem/kamper-polska.svg" alt="Kamper Polska – zabudowy kamperów" width="160" height="60"></div>
      </div>
    </div></div>
  </div>
  <div class="frame frame-default frame-type-textpic frame-layout-0" id="c4">
    <div class="frame-container"><div class="frame-inner">
      <div class="textpic textpic-left">
        <div class="textpic-item textpic-gallery"><a href="https://www.bcj-cert.pl/rejestr-certyfikatow/?nr=IATF-0417-22" target="_blank"><img src="/fileadmin/user_upload/certyfikaty/iatf-16949-bcj.png" alt="Certyfikat IATF 16949:2016" width="120" height="120"></a></div>
        <div class="textpic-item textpic-text"><h3>Jakość potwierdzona certyfikatami</h3><p>Nasz zakład posiada certyfikaty IATF 16949 oraz ISO 14001, a wszystkie klocki hamulcowe mają homologację ECE R90.</p></div>
      </div>
    </div></div>
  </div>
  <div class="frame frame-default frame-type-text frame-layout-0 frame-background-primary" id="c5">
    <div class="frame-container"><div class="frame-inner">
      <h3>Spotkajmy się na targach!</h3>
      <p>Automechanika Frankfurt, 10–14 września 2024, hala 9.1, stoisko B42. <a href="https://automechanika.messefrankfurt.com/frankfurt/en.html" target="_blank">Strona targów</a></p>
    </div></div>
  </div>`,
);

const oFirmie = page(
  'O firmie | Frenova',
  2,
  `<div class="frame frame-default frame-type-text frame-layout-0" id="c20">
    <div class="frame-container"><div class="frame-inner">
      <header class="frame-header"><h1 class="element-header"><span>O firmie</span></h1></header>
      <p>Frenova powstała w 1991 roku jako rodzinny zakład produkujący okładziny hamulcowe do autobusów. Dziś zatrudniamy 420 osób w dwóch zakładach w Bielsku-Białej i Czechowicach-Dziedzicach, a nasze produkty trafiają do 19 krajów.</p>
      <p>Współpracujemy z Politechniką Śląską przy badaniach nad mieszankami ciernymi o niskiej emisji pyłu.</p>
      <h2>Liczby</h2>
      <ul><li>1 600+ referencji w katalogu</li><li>7 mln klocków hamulcowych rocznie</li><li>19 krajów eksportowych</li></ul>
    </div></div>
  </div>`,
);

const kontakt = page(
  'Kontakt | Frenova',
  7,
  `<div class="frame frame-default frame-type-text frame-layout-0" id="c70">
    <div class="frame-container"><div class="frame-inner">
      <header class="frame-header"><h1 class="element-header"><span>Kontakt</span></h1></header>
      <p><strong>Frenova Sp. z o.o.</strong><br>ul. Komorowicka 188, 43-300 Bielsko-Biała</p>
      <p>Sekretariat: <a href="tel:+48335554000">+48 33 555 40 00</a>, <a href="mailto:biuro@frenova.pl">biuro@frenova.pl</a><br>Dział sprzedaży krajowej: <a href="mailto:sprzedaz@frenova.pl">sprzedaz@frenova.pl</a><br>Dział eksportu: <a href="mailto:export@frenova.pl">export@frenova.pl</a><br>Reklamacje: <a href="mailto:reklamacje@frenova.pl">reklamacje@frenova.pl</a></p>
    </div></div>
  </div>`,
);

export const site: CorpusSite = {
  domain: 'frenova.pl',
  otherDomains: ['frenova.com', 'frenova-katalog.pl'],
  covers:
    'TYPO3 (bootstrap_package) brake-parts manufacturer (Polish): distributors by country behind a <select> country selector, one table per country (all but the first hidden with inline style), one wholesaler without a website; technology partners in a prose paragraph; negatives: OEM customer logos, IATF certificate badge, trade fair link, EU-funds logo to a government site, pracuj.pl careers, social links, own catalogue and export domains',
  pages: {
    '/': { headers, html: home },
    '/dystrybutorzy': { headers, html: dystrybutorzy },
    '/o-firmie': { headers, html: oFirmie },
    '/kontakt': { headers, html: kontakt },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain' },
      html: 'User-agent: *\nDisallow: /typo3/\nDisallow: /typo3temp/\n\nSitemap: https://www.frenova.pl/sitemap.xml\n',
    },
  },
  sitemap: ['/', '/dystrybutorzy', '/o-firmie', '/kontakt'],
  technologies: ['typo3-cms', 'php', 'apache-http-server', 'jquery', 'bootstrap'],
  partners: {
    'motohurt-kowalczyk.pl': 'channel',
    'autoczescibaltyk.pl': 'channel',
    'partsland.com.pl': 'channel',
    'bremsen-lindner.de': 'channel',
    'autoteile-rheinfeld.de': 'channel',
    'brzdymorava.cz': 'channel',
    'autodielytatra.sk': 'channel',
    'stabdziucentras.lt': 'channel',
    'halmoparts.com.ua': 'channel',
    'franaexpert.ro': 'channel',
    'partsdatahub.com': 'technology',
    'orderlink-b2b.eu': 'technology',
  },
};
