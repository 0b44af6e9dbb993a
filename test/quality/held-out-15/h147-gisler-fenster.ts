import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, path: string) => `<!DOCTYPE html>
<html lang="de-CH">
<head>

<meta charset="utf-8">
<!-- 
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->



<title>${title}</title>
<meta name="generator" content="TYPO3 CMS" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="index,follow" />
<meta property="og:title" content="${title}" />
<meta property="og:site_name" content="Gisler Fensterbau AG" />
<meta name="twitter:card" content="summary" />


<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-6c1f3e9a2b7d48e0a5f1c3b9d2e7a40f-min.css?1712650123" media="all">
<link rel="stylesheet" href="/typo3conf/ext/gisler_sitepackage/Resources/Public/Css/leaflet.css?1698310554" media="all">


<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="pX3v9KqL2" async></script>
<script type="text/plain" data-usercentrics="Google Tag Manager">(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-KX72W9D');</script>
<link rel="canonical" href="https://www.gisler-fenster.ch${path}"/>
<link rel="alternate" hreflang="de-CH" href="https://www.gisler-fenster.ch${path}"/>
<link rel="alternate" hreflang="fr-CH" href="https://www.gisler-fenetres.ch/"/>
</head>`;

const nav = (active: string) => {
  const item = (href: string, label: string) =>
    `<li class="nav-item${active === href ? ' active' : ''}"><a href="${href}" class="nav-link" title="${label}">${label}</a></li>`;
  return `<body id="p${active.length}" class="page-layout-default">
<a class="sr-only sr-only-focusable" href="#main">Zum Inhalt springen</a>
<header class="header">
  <div class="container">
    <a class="header__logo" href="/" title="Gisler Fensterbau AG"><img src="/fileadmin/user_upload/gisler-logo.svg" width="210" height="58" alt="Gisler Fensterbau AG" /></a>
    <nav class="header__nav" aria-label="Hauptnavigation">
      <ul class="nav">
        ${item('/', 'Home')}
        <li class="nav-item dropdown"><a href="/produkte" class="nav-link" title="Produkte">Produkte</a>
          <ul class="dropdown-menu">
            <li><a href="/produkte/holzfenster" title="Holzfenster">Holzfenster</a></li>
            <li><a href="/produkte/holz-metall-fenster" title="Holz-Metall-Fenster">Holz-Metall-Fenster</a></li>
            <li><a href="/produkte/haustueren" title="Haustüren">Haustüren</a></li>
            <li><a href="/produkte/technik" title="Technik &amp; Beschläge">Technik &amp; Beschläge</a></li>
          </ul>
        </li>
        ${item('/referenzen', 'Referenzen')}
        ${item('/fachpartner', 'Partner finden')}
        ${item('/ueber-uns', 'Über uns')}
        ${item('/kontakt', 'Kontakt')}
      </ul>
    </nav>
    <div class="header__lang"><span class="active">DE</span> | <a href="https://www.gisler-fenetres.ch/" hreflang="fr-CH">FR</a></div>
  </div>
</header>
<main id="main">`;
};

const footer = `</main>
<footer class="footer">
  <div class="container">
    <div class="row">
      <div class="col-md-4">
        <div id="c12" class="frame frame-default frame-type-text frame-layout-0">
          <p><strong>Gisler Fensterbau AG</strong><br>Gotthardstrasse 58<br>6460 Altdorf UR<br>Telefon 041 874 22 00<br><a href="#" data-mailto-token="ocknvq,kphqBikungt/hgpuvgt0ej" data-mailto-vector="2">info(at)gisler-fenster.ch</a></p>
        </div>
      </div>
      <div class="col-md-4">
        <ul class="footer__links">
          <li><a href="/handel" title="Für Wiederverkäufer">Für Wiederverkäufer</a></li>
          <li><a href="/jobs" title="Offene Stellen">Offene Stellen</a></li>
          <li><a href="/impressum" title="Impressum">Impressum</a></li>
          <li><a href="/datenschutz" title="Datenschutz">Datenschutz</a></li>
        </ul>
      </div>
      <div class="col-md-4">
        <div id="c14" class="frame frame-default frame-type-image frame-layout-0">
          <p>Mitglied</p>
          <a href="https://www.szff.ch/" target="_blank" rel="noreferrer"><img src="/fileadmin/_processed_/9/3/csm_szff_logo_4b1e0a9c2f.png" width="120" height="40" alt="Schweizerische Zentrale Fenster und Fassaden" /></a>
          <a href="https://www.vssm.ch/" target="_blank" rel="noreferrer"><img src="/fileadmin/_processed_/1/c/csm_vssm_logo_8a2d3f0e71.png" width="120" height="40" alt="VSSM" /></a>
          <a href="https://www.lignum.ch/" target="_blank" rel="noreferrer"><img src="/fileadmin/_processed_/e/2/csm_lignum_logo_0f3c2d1b9a.png" width="120" height="40" alt="Lignum Holzwirtschaft Schweiz" /></a>
        </div>
        <ul class="footer__social">
          <li><a href="https://www.linkedin.com/company/gisler-fensterbau-ag" target="_blank" rel="noreferrer">LinkedIn</a></li>
          <li><a href="https://www.instagram.com/gislerfenster/" target="_blank" rel="noreferrer">Instagram</a></li>
        </ul>
      </div>
    </div>
  </div>
</footer>
<script src="/typo3temp/assets/compressed/merged-9b0e7c2d4f1a3b5c6d8e0f2a4b6c8d0e-min.js?1712650123"></script>
<script src="/typo3conf/ext/gisler_sitepackage/Resources/Public/JavaScript/Dist/main.min.js?1712650098"></script>
</body>
</html>`;

const frame = (
  uid: number,
  type: string,
  inner: string,
) => `<div id="c${uid}" class="frame frame-default frame-type-${type} frame-layout-0">
${inner}
</div>`;

const home = `${head('Gisler Fensterbau AG – Holzfenster aus dem Kanton Uri', '/')}
${nav('/')}
${frame(
  101,
  'textmedia',
  `<header><h1 class="">Holzfenster aus Uri. Seit 1962.</h1></header>
<div class="ce-textpic ce-right ce-intext">
  <div class="ce-gallery" data-ce-columns="1" data-ce-images="1"><figure class="image"><img class="image-embed-item" src="/fileadmin/_processed_/2/8/csm_werkstatt_altdorf_1f2e3d4c5b.jpg" width="800" height="533" loading="lazy" alt="Werkstatt in Altdorf" /></figure></div>
  <div class="ce-bodytext"><p>Wir fertigen Holz- und Holz-Metall-Fenster für Neubau und Sanierung, vom Bauernhaus bis zum Minergie-P-Mehrfamilienhaus. Montage und Service übernehmen wir selbst oder über unsere geschulten Fachpartner in der ganzen Schweiz.</p>
  <p><a href="/fachpartner" class="btn btn-primary">Fachpartner in Ihrer Nähe</a></p></div>
</div>`,
)}
${frame(
  102,
  'text',
  `<h2>Zertifiziert</h2>
<p>Unsere Fenster sind als <a href="https://www.minergie.ch/de/" target="_blank" rel="noreferrer">Minergie</a>-Module zertifiziert und tragen das Gütezeichen der SZFF. Das Holz stammt zu 80&nbsp;% aus Urner Wäldern mit dem Herkunftszeichen Schweizer Holz.</p>`,
)}
${footer}`;

const vcard = (
  name: string,
  addr: string,
  tel: string,
  web: string,
  lat: number,
  lng: number,
) => `<div class="tx-tt-address__item vcard" data-lat="${lat}" data-lng="${lng}">
  <p class="fn org"><strong>${name}</strong></p>
  <p class="adr">${addr}</p>
  <p class="tel">${tel}</p>
  ${web}
</div>`;

const fachpartner = `${head('Fachpartner finden – Gisler Fensterbau AG', '/fachpartner')}
${nav('/fachpartner')}
${frame(
  210,
  'text',
  `<header><h1 class="">Unsere Fachpartner</h1></header>
<p>Unsere Fachpartner sind geschulte Schreinereien und Montagebetriebe. Sie beraten Sie vor Ort, nehmen Mass, verkaufen und montieren Gisler-Fenster und sind für Service und Garantiearbeiten zuständig.</p>`,
)}
${frame(
  211,
  'list',
  `<div class="tx-tt-address">
  <div id="partner-map" class="partner-map" style="height:420px"></div>
  <ul class="nav nav-tabs" role="tablist">
    <li class="nav-item"><a class="nav-link active" data-bs-toggle="tab" href="#tab-zentralschweiz" role="tab">Zentralschweiz</a></li>
    <li class="nav-item"><a class="nav-link" data-bs-toggle="tab" href="#tab-mittelland" role="tab">Mittelland</a></li>
    <li class="nav-item"><a class="nav-link" data-bs-toggle="tab" href="#tab-romandie" role="tab">Romandie &amp; Tessin</a></li>
    <li class="nav-item"><a class="nav-link" data-bs-toggle="tab" href="#tab-li" role="tab">Fürstentum Liechtenstein</a></li>
  </ul>
  <div class="tab-content">
    <div class="tab-pane fade show active" id="tab-zentralschweiz" role="tabpanel">
${vcard('Schreinerei Arnold AG', 'Klausenstrasse 21, 6463 Bürglen UR', '041 870 13 45', '<p class="url"><a href="https://www.schreinerei-arnold.ch/" target="_blank" rel="noreferrer">www.schreinerei-arnold.ch</a></p>', 46.875, 8.664)}
${vcard('Holzbau Zgraggen GmbH', 'Gotthardstrasse 102, 6472 Erstfeld', '041 880 06 60', '<p class="url"><a href="https://zgraggen-holzbau.ch/" target="_blank" rel="noreferrer">Website</a></p>', 46.819, 8.651)}
${vcard('Fenster Huber Montage', 'Tribschenstrasse 61, 6005 Luzern', '041 360 44 82', '<p class="url"><a href="https://www.huber-montage.ch/fenster/" target="_blank" rel="noreferrer">huber-montage.ch</a></p>', 47.043, 8.313)}
${vcard('Schreinerei Kälin', 'Hauptstrasse 88, 8840 Einsiedeln', '055 412 26 17', '<p class="url"><a href="https://kaelin-schreinerei.ch/" target="_blank" rel="noreferrer">kaelin-schreinerei.ch</a></p>', 47.128, 8.745)}
${vcard('Glaserei Meier', 'Centralstrasse 9, 6210 Sursee', '041 921 10 30', '', 47.171, 8.108)}
    </div>
    <div class="tab-pane fade" id="tab-mittelland" role="tabpanel">
${vcard('Holzbau Wenger AG', 'Gwattstrasse 120, 3645 Thun', '033 336 71 90', '<p class="url"><a href="https://www.holzbau-wenger.ch/" target="_blank" rel="noreferrer">holzbau-wenger.ch</a></p>', 46.734, 7.632)}
${vcard('Fensterbau Aebi', 'Kirchbergstrasse 150, 3400 Burgdorf', '034 422 18 05', '<p class="url">www.fenster-aebi.ch</p>', 47.062, 7.619)}
    </div>
    <div class="tab-pane fade" id="tab-romandie" role="tabpanel">
${vcard('Menuiserie Rochat SA', 'Chemin du Martinet 12, 1007 Lausanne', '021 624 70 22', '<p class="url"><a href="https://www.rochat-menuiserie.ch/" target="_blank" rel="noreferrer">rochat-menuiserie.ch</a></p>', 46.52, 6.611)}
${vcard('Falegnameria Bernasconi SA', 'Via Industria 4, 6850 Mendrisio', '091 646 33 18', '<p class="url"><a href="https://bernasconi-legno.ch/" target="_blank" rel="noreferrer">bernasconi-legno.ch</a></p>', 45.872, 8.983)}
    </div>
    <div class="tab-pane fade" id="tab-li" role="tabpanel">
${vcard('Fensterprofi Anstalt', 'Landstrasse 40, 9490 Vaduz', '+423 232 18 80', '<p class="url"><a href="https://www.fensterprofi.li/" target="_blank" rel="noreferrer">fensterprofi.li</a></p>', 47.139, 9.522)}
    </div>
  </div>
</div>
<script src="/typo3conf/ext/gisler_sitepackage/Resources/Public/JavaScript/leaflet.js?1698310554"></script>
<script src="/typo3conf/ext/gisler_sitepackage/Resources/Public/JavaScript/partner-map.js?1698310554"></script>`,
)}
${frame(212, 'text', `<p>Sie möchten Fachpartner werden? Melden Sie sich bei Thomas Gisler, Leiter Verkauf, Telefon 041 874 22 10.</p>`)}
${footer}`;

const technik = `${head('Technik &amp; Beschläge – Gisler Fensterbau AG', '/produkte/technik')}
${nav('/produkte/technik')}
${frame(
  310,
  'text',
  `<header><h1 class="">Technik &amp; Beschläge</h1></header>
<p>Ein gutes Holzfenster ist nur so gut wie seine Beschläge, sein Glas und sein Antrieb. Mit unseren Systempartnern entwickeln wir die Komponenten gemeinsam weiter und prüfen sie im eigenen Prüfstand.</p>`,
)}
${frame(
  311,
  'uploads',
  `<h2>Unsere Systempartner</h2>
<div class="row partner-logos">
  <div class="col-6 col-md-3"><a href="https://www.siegenia.com/de-ch/" target="_blank" rel="noreferrer" title="SIEGENIA – Dreh-Kipp-Beschläge"><img src="/fileadmin/user_upload/partner/siegenia.svg" alt="SIEGENIA" /></a><p>Dreh-Kipp- und Hebeschiebebeschläge</p></div>
  <div class="col-6 col-md-3"><a href="https://www.roto-frank.com/de-ch" target="_blank" rel="noreferrer" title="Roto"><img src="/fileadmin/user_upload/partner/roto.svg" alt="Roto" /></a><p>Verdeckt liegende Beschläge Roto NT Designo</p></div>
  <div class="col-6 col-md-3"><a href="https://www.glastroesch.com/de-ch" target="_blank" rel="noreferrer" title="Glas Trösch"><img src="/fileadmin/user_upload/partner/glastroesch.svg" alt="Glas Trösch" /></a><p>Dreifach-Isolierglas SILVERSTAR</p></div>
  <div class="col-6 col-md-3"><a href="https://www.somfy.ch/de-ch" target="_blank" rel="noreferrer" title="Somfy"><img src="/fileadmin/user_upload/partner/somfy.svg" alt="Somfy" /></a><p>Motorisierte Lüftung und Rollläden, Smart-Home-Anbindung</p></div>
</div>`,
)}
${frame(312, 'text', `<p>Lacke und Lasuren beziehen wir von Remmers; Dichtungen von Deventer.</p>`)}
${footer}`;

const handel = `${head('Für Wiederverkäufer – Gisler Fensterbau AG', '/handel')}
${nav('/handel')}
${frame(
  410,
  'text',
  `<header><h1 class="">Für Wiederverkäufer</h1></header>
<p>Normfenster für Renovationen (Serie «Uri Classic») führen auch ausgewählte Baustoffhändler. Als Handelspartner erhalten Bauherren und Handwerker dort Beratung, Offerten und Lieferung ab Lager.</p>
<h2>Handelspartner</h2>
<table class="contenttable">
  <thead><tr><th>Handelspartner</th><th>Standorte</th></tr></thead>
  <tbody>
    <tr><td><a href="https://www.hgc.ch/de/" target="_blank" rel="noreferrer">HG COMMERCIALE</a></td><td>Deutschschweiz (18 Filialen)</td></tr>
    <tr><td><a href="https://www.baustoffe-gotthard.ch/" target="_blank" rel="noreferrer">Baustoffe Gotthard AG</a></td><td>Schattdorf, Göschenen</td></tr>
  </tbody>
</table>`,
)}
${footer}`;

const referenzen = `${head('Referenzen – Gisler Fensterbau AG', '/referenzen')}
${nav('/referenzen')}
${frame(
  510,
  'text',
  `<header><h1 class="">Referenzen</h1></header>
<div class="referenz"><h3>Neubau Kantonsspital Uri, Altdorf</h3><p>1 240 Holz-Metall-Fenster. Bauherr: <a href="https://www.ksuri.ch/" target="_blank" rel="noreferrer">Kantonsspital Uri</a>. Architektur: <a href="https://www.zurfluh-architekten.ch/" target="_blank" rel="noreferrer">Zurfluh Architekten</a>.</p></div>
<div class="referenz"><h3>Sanierung Hotel Gotthard, Andermatt</h3><p>Denkmalgerechte Kastenfenster in Lärche.</p></div>
<div class="referenz"><h3>MFH Schächenpark, Schattdorf</h3><p>Minergie-P, 86 Wohnungen. Generalunternehmer: <a href="https://www.gu-urner.ch/" target="_blank" rel="noreferrer">Urner Generalbau AG</a>.</p></div>`,
)}
${footer}`;

const ueberUns = `${head('Über uns – Gisler Fensterbau AG', '/ueber-uns')}
${nav('/ueber-uns')}
${frame(
  610,
  'text',
  `<header><h1 class="">Über uns</h1></header>
<p>1962 gründete Josef Gisler eine Schreinerei in Altdorf. Heute arbeiten 64 Mitarbeitende und 9 Lernende bei uns.</p>
<p>In den Medien: <a href="https://www.luzernerzeitung.ch/zentralschweiz/uri/altdorf-gisler-fenster-investiert-ld.2540011" target="_blank" rel="noreferrer">Luzerner Zeitung</a>, <a href="https://www.urnerwochenblatt.ch/" target="_blank" rel="noreferrer">Urner Wochenblatt</a>.</p>
<p>Offene Stellen finden Sie auch auf <a href="https://www.jobs.ch/de/firmen/gisler-fensterbau-ag" target="_blank" rel="noreferrer">jobs.ch</a>.</p>`,
)}
${footer}`;

export const site: CorpusSite = {
  domain: 'gisler-fenster.ch',
  otherDomains: ['gisler-fenetres.ch'],
  covers:
    'Swiss wooden-window maker on TYPO3 11 (Usercentrics, GTM held back as text/plain, Leaflet): installer partners as tt_address vcards in Bootstrap tabs by region (a "Website" link, one written-out domain, one without a website, a Liechtenstein .li), system partners as a logo row, and building-material resellers in a table on a page linked only from the footer, plus a /partner redirect; traps are memberships, Minergie, reference clients, architects and general contractors, suppliers named in passing, press, jobs.ch and the French-language sister domain.',
  pages: {
    '/': { headers: { server: 'nginx', 'x-frame-options': 'SAMEORIGIN' }, html: home },
    '/partner': { status: 301, redirect: '/fachpartner' },
    '/fachpartner': { html: fachpartner },
    '/produkte/technik': { html: technik },
    '/handel': { html: handel },
    '/referenzen': { html: referenzen },
    '/ueber-uns': { html: ueberUns },
  },
  sitemap: ['/', '/fachpartner', '/produkte/technik', '/handel', '/referenzen', '/ueber-uns'],
  technologies: ['typo3-cms', 'php', 'usercentrics', 'leaflet', 'open-graph', 'nginx'],
  partners: {
    'schreinerei-arnold.ch': 'channel',
    'zgraggen-holzbau.ch': 'channel',
    'huber-montage.ch': 'channel',
    'kaelin-schreinerei.ch': 'channel',
    'holzbau-wenger.ch': 'channel',
    'fenster-aebi.ch': 'channel',
    'rochat-menuiserie.ch': 'channel',
    'bernasconi-legno.ch': 'channel',
    'fensterprofi.li': 'channel',
    'siegenia.com': 'technology',
    'roto-frank.com': 'technology',
    'glastroesch.com': 'technology',
    'somfy.ch': 'technology',
    'hgc.ch': 'channel',
    'baustoffe-gotthard.ch': 'channel',
  },
};
