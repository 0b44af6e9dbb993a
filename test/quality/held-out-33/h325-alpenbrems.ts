import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, desc: string, path: string): string => `<head>
<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2026 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->
<base href="https://alpenbrems.at/">
<title>${title}</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="description" content="${desc}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${desc}">
<meta property="og:url" content="https://alpenbrems.at${path}">
<meta property="og:locale" content="de_AT">
<meta name="twitter:card" content="summary">
<link rel="stylesheet" href="/typo3conf/ext/alpenbrems_sitepackage/Resources/Public/Css/bootstrap.min.css?1736931200" media="all">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-7c4e1b2a9f3d0e8a6b5c4d3e2f1a0b9c-min.css?1738320011" media="all">
<link rel="preconnect" href="//app.usercentrics.eu">
<link rel="preconnect" href="//api.usercentrics.eu">
<script id="usercentrics-cmp" src="https://web.cmp.usercentrics.eu/ui/loader.js" data-settings-id="Qm7xT2aLp" async></script>
<link rel="alternate" hreflang="de-AT" href="https://alpenbrems.at${path}">
<link rel="alternate" hreflang="en" href="https://alpenbrems.at/en${path}">
<link rel="canonical" href="https://alpenbrems.at${path}">
</head>`;

const nav = `<header class="page-header">
<nav class="navbar navbar-expand-lg" aria-label="Hauptnavigation">
<div class="container">
<a class="navbar-brand" href="/"><img src="/typo3conf/ext/alpenbrems_sitepackage/Resources/Public/Images/alpenbrems-logo.svg" alt="Alpenbrems &ndash; Bremsensysteme aus Steyr" width="200" height="48"></a>
<button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#mainnav" aria-controls="mainnav" aria-expanded="false" aria-label="Navigation umschalten"><span class="navbar-toggler-icon"></span></button>
<div class="collapse navbar-collapse" id="mainnav">
<ul class="navbar-nav ms-auto">
<li class="nav-item"><a class="nav-link" href="/produkte">Produkte</a></li>
<li class="nav-item"><a class="nav-link" href="/werkstatt">F&uuml;r Werkst&auml;tten</a></li>
<li class="nav-item"><a class="nav-link" href="/haendlersuche">H&auml;ndler finden</a></li>
<li class="nav-item"><a class="nav-link" href="/unternehmen">Unternehmen</a></li>
<li class="nav-item"><a class="nav-link" href="/karriere">Karriere</a></li>
<li class="nav-item"><a class="nav-link lang" href="/en/">EN</a></li>
</ul>
</div>
</div>
</nav>
</header>`;

const footer = `<footer class="page-footer">
<div class="container">
<div class="row">
<div class="col-md-3">
<p class="h5">Alpenbrems GmbH</p>
<address>Ennser Stra&szlig;e 112<br>4400 Steyr, &Ouml;sterreich<br>Tel. +43 7252 88 410<br><a href="mailto:office@alpenbrems.at">office@alpenbrems.at</a></address>
</div>
<div class="col-md-3">
<p class="h5">Service</p>
<ul class="list-unstyled">
<li><a href="/haendlersuche">H&auml;ndlersuche</a></li>
<li><a href="/haendler-werden">H&auml;ndler werden</a></li>
<li><a href="/katalog">Online-Katalog</a></li>
<li><a href="/downloads">Einbauanleitungen</a></li>
</ul>
</div>
<div class="col-md-3">
<p class="h5">Unternehmen</p>
<ul class="list-unstyled">
<li><a href="/unternehmen">&Uuml;ber uns</a></li>
<li><a href="/partner">Partner &amp; Kooperationen</a></li>
<li><a href="/karriere">Karriere</a></li>
<li><a href="/presse">Presse</a></li>
</ul>
</div>
<div class="col-md-3">
<p class="h5">Folgen Sie uns</p>
<ul class="list-inline social">
<li class="list-inline-item"><a href="https://www.linkedin.com/company/alpenbrems" target="_blank" rel="noopener">LinkedIn</a></li>
<li class="list-inline-item"><a href="https://www.youtube.com/@alpenbrems" target="_blank" rel="noopener">YouTube</a></li>
<li class="list-inline-item"><a href="https://www.instagram.com/alpenbrems/" target="_blank" rel="noopener">Instagram</a></li>
</ul>
</div>
</div>
<div class="footer-meta">
<span>&copy; 2026 Alpenbrems GmbH &middot; Ein Unternehmen der <a href="https://alpenbrems-group.com/">Alpenbrems Group</a></span>
<a href="/impressum">Impressum</a> &middot; <a href="/datenschutz">Datenschutz</a> &middot; <a href="/agb">AGB</a> &middot; <a href="#" onclick="UC_UI.showSecondLayer();">Cookie-Einstellungen</a>
</div>
</div>
</footer>
<script src="/typo3temp/assets/compressed/merged-3e9a7b1c2d4f5e6a7b8c9d0e1f2a3b4c-min.js?1738320011"></script>
<script src="/typo3conf/ext/alpenbrems_sitepackage/Resources/Public/JavaScript/bootstrap.bundle.min.js?1736931200"></script>`;

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Apache',
  'x-ua-compatible': 'IE=edge',
  'content-language': 'de-AT',
};

const page = (title: string, desc: string, path: string, body: string): string => `<!DOCTYPE html>
<html lang="de-AT" dir="ltr">
${head(title, desc, path)}
<body id="p${path.length}" class="page-${path === '/' ? 'home' : path.slice(1)}">
${nav}
<main id="content">
${body}
</main>
${footer}
</body>
</html>`;

const home = page(
  'Alpenbrems &ndash; Bremsscheiben und Bremsbel&auml;ge aus &Ouml;sterreich',
  'Alpenbrems entwickelt und fertigt seit 1971 in Steyr Bremsscheiben, Bremsbel&auml;ge und Bremss&auml;ttel f&uuml;r Pkw, Transporter und Landmaschinen.',
  '/',
  `<div id="c12" class="frame frame-default frame-type-textmedia hero">
<div class="container">
<h1>Bremsen, auf die man sich verlassen kann. Seit 1971.</h1>
<p class="lead">Bremsscheiben, Bremsbel&auml;ge und Bremss&auml;ttel aus Steyr &ndash; in Erstausr&uuml;ster-Qualit&auml;t f&uuml;r den freien Ersatzteilmarkt.</p>
<a class="btn btn-primary" href="/haendlersuche">H&auml;ndler in Ihrer N&auml;he</a>
<a class="btn btn-outline-light" href="/katalog">Zum Online-Katalog</a>
</div>
</div>
<div id="c14" class="frame frame-default frame-type-card-group">
<div class="container">
<div class="row">
<div class="col-md-4"><div class="card"><img class="card-img-top" src="/fileadmin/user_upload/produkte/bremsscheibe-coated.jpg" alt="Beschichtete Bremsscheibe"><div class="card-body"><h2 class="card-title h4">Bremsscheiben</h2><p class="card-text">&Uuml;ber 2.400 Referenzen, beschichtet ab Werk.</p><a href="/produkte/bremsscheiben" class="card-link">Mehr erfahren</a></div></div></div>
<div class="col-md-4"><div class="card"><img class="card-img-top" src="/fileadmin/user_upload/produkte/bremsbelag.jpg" alt="Bremsbel&auml;ge"><div class="card-body"><h2 class="card-title h4">Bremsbel&auml;ge</h2><p class="card-text">Kupferfrei gem&auml;&szlig; LeadFree-Standard.</p><a href="/produkte/bremsbelaege" class="card-link">Mehr erfahren</a></div></div></div>
<div class="col-md-4"><div class="card"><img class="card-img-top" src="/fileadmin/user_upload/produkte/bremssattel.jpg" alt="Bremss&auml;ttel"><div class="card-body"><h2 class="card-title h4">Bremss&auml;ttel</h2><p class="card-text">Instandgesetzt im Werk Steyr.</p><a href="/produkte/bremssaettel" class="card-link">Mehr erfahren</a></div></div></div>
</div>
</div>
</div>
<div id="c16" class="frame frame-default frame-type-text news-teaser">
<div class="container">
<h2>Aktuelles</h2>
<p><strong>J&auml;nner 2026:</strong> Alpenbrems ist offizieller Ausr&uuml;ster des <a href="https://www.rallyeteam-steyr.at/">Rallye Team Steyr</a> in der &Ouml;sterreichischen Rallye-Staatsmeisterschaft.</p>
<p><strong>Dezember 2025:</strong> Unser Werk wurde erneut nach IATF 16949 zertifiziert.</p>
</div>
</div>`,
);

const dealers: { land: string; items: { name: string; ort: string; url?: string; tel?: string; lat: number; lng: number }[] }[] = [
  {
    land: 'Wien &amp; Nieder&ouml;sterreich',
    items: [
      { name: 'Autoteile Huber GmbH', ort: '1230 Wien', url: 'https://www.autoteile-huber.at/', lat: 48.14, lng: 16.29 },
      { name: 'Teile-Express Wiener Neustadt', ort: '2700 Wiener Neustadt', tel: '+43 2622 23 118', lat: 47.81, lng: 16.24 },
    ],
  },
  {
    land: 'Ober&ouml;sterreich &amp; Salzburg',
    items: [
      { name: 'Kfz-Teile Wimmer', ort: '4020 Linz', url: 'https://kfz-teile-wimmer.at/', lat: 48.3, lng: 14.29 },
      {
        name: 'Alpenland Autoteile Gro&szlig;handel',
        ort: '5020 Salzburg',
        url: 'https://www.alpenland-grosshandel.at/marken/alpenbrems',
        lat: 47.8,
        lng: 13.04,
      },
    ],
  },
  {
    land: 'Steiermark &amp; K&auml;rnten',
    items: [{ name: 'Bremsenprofi Graz', ort: '8020 Graz', url: 'https://www.bremsenprofi-graz.at/', lat: 47.07, lng: 15.42 }],
  },
  {
    land: 'Tirol &amp; Vorarlberg',
    items: [{ name: 'Teile-Center Innsbruck', ort: '6020 Innsbruck', tel: '+43 512 34 77 10', lat: 47.26, lng: 11.39 }],
  },
  {
    land: 'International',
    items: [
      { name: 'Teilehaus Bayern GmbH', ort: 'DE-83022 Rosenheim', url: 'https://www.teilehaus-bayern.de/', lat: 47.86, lng: 12.12 },
      { name: 'Garagenbedarf Ostschweiz AG', ort: 'CH-9000 St. Gallen', url: 'https://garagenbedarf.ch/', lat: 47.42, lng: 9.37 },
      { name: 'Avtodeli Kranj d.o.o.', ort: 'SI-4000 Kranj', url: 'https://www.avtodeli-kranj.si/', lat: 46.24, lng: 14.36 },
    ],
  },
];

const dealerJson = JSON.stringify(dealers.flatMap((g) => g.items.map((d) => ({ n: d.name, o: d.ort, lat: d.lat, lng: d.lng })))).replace(
  /"/g,
  '&quot;',
);

const haendlersuche = page(
  'H&auml;ndlersuche &ndash; Alpenbrems',
  'Finden Sie einen Alpenbrems-Vertriebspartner in &Ouml;sterreich, Deutschland, der Schweiz und Slowenien.',
  '/haendlersuche',
  `<div id="c40" class="frame frame-default">
<div class="container">
<h1>H&auml;ndlersuche</h1>
<p>Alpenbrems-Produkte erhalten Sie &uuml;ber unsere autorisierten Vertriebspartner im Kfz-Teilehandel. Werkst&auml;tten bestellen bitte direkt bei ihrem H&auml;ndler.</p>
<form class="dealer-filter row g-2" action="/haendlersuche" method="get">
<div class="col-md-6"><input class="form-control" type="search" name="plz" placeholder="PLZ oder Ort"></div>
<div class="col-md-4"><select class="form-select" name="land"><option value="">Alle Regionen</option><option>&Ouml;sterreich</option><option>Deutschland</option><option>Schweiz</option><option>Slowenien</option></select></div>
<div class="col-md-2"><button class="btn btn-primary w-100" type="submit">Suchen</button></div>
</form>
<div id="dealer-map" class="dealer-map" data-dealers="${dealerJson}" style="height:420px"></div>
${dealers
  .map(
    (g) => `<h2 class="h4 mt-4">${g.land}</h2>
<div class="row dealer-list">
${g.items
  .map(
    (d) => `<div class="col-md-6"><div class="dealer card mb-3"><div class="card-body">
<h3 class="h5">${d.name}</h3>
<p>${d.ort}${d.tel ? `<br>Tel. ${d.tel}` : ''}</p>
${d.url ? `<a href="${d.url}" target="_blank" rel="noopener">Website</a>` : ''}
</div></div></div>`,
  )
  .join('\n')}
</div>`,
  )
  .join('\n')}
<div class="alert alert-info mt-4">Sie m&ouml;chten Alpenbrems in Ihr Sortiment aufnehmen? <a href="/haendler-werden">Jetzt Vertriebspartner werden</a>.</div>
</div>
</div>
<script src="/typo3conf/ext/alpenbrems_sitepackage/Resources/Public/JavaScript/leaflet/leaflet.js?1736931200"></script>
<script src="/typo3conf/ext/alpenbrems_sitepackage/Resources/Public/JavaScript/dealer-map.js?1736931200"></script>`,
);

const partner = page(
  'Partner &amp; Kooperationen &ndash; Alpenbrems',
  'Technologie-, Forschungs- und Servicepartner von Alpenbrems.',
  '/partner',
  `<div id="c60" class="frame frame-default">
<div class="container">
<h1>Partner &amp; Kooperationen</h1>
<p>Gute Bremsen entstehen nicht im Alleingang. Mit diesen Partnern arbeiten wir eng zusammen.</p>

<div class="accordion" id="partnerAccordion">
<div class="accordion-item">
<h2 class="accordion-header" id="h-tech"><button class="accordion-button" type="button" data-bs-toggle="collapse" data-bs-target="#tech" aria-expanded="true" aria-controls="tech">Technologiepartner</button></h2>
<div id="tech" class="accordion-collapse collapse show" aria-labelledby="h-tech" data-bs-parent="#partnerAccordion">
<div class="accordion-body">
<div class="row">
<div class="col-md-6"><img src="/fileadmin/partner/tecalliance.svg" alt="TecAlliance" height="40"><p>Unsere Artikel- und Fahrzeugzuordnungen stehen &uuml;ber den TecDoc-Katalog von <a href="https://www.tecalliance.net/de/">TecAlliance</a> in allen g&auml;ngigen Werkstatt- und Handelssystemen zur Verf&uuml;gung.</p></div>
<div class="col-md-6"><img src="/fileadmin/partner/sensoric-labs.svg" alt="Sensoric Labs" height="40"><p>Gemeinsam mit <a href="https://www.sensoric-labs.de/">Sensoric Labs</a> entwickeln wir Verschlei&szlig;sensoren mit Bluetooth-Anbindung f&uuml;r Flottenbetreiber.</p></div>
</div>
</div>
</div>
</div>
<div class="accordion-item">
<h2 class="accordion-header" id="h-forschung"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#forschung" aria-expanded="false" aria-controls="forschung">Forschung &amp; Entwicklung</button></h2>
<div id="forschung" class="accordion-collapse collapse" aria-labelledby="h-forschung" data-bs-parent="#partnerAccordion">
<div class="accordion-body">
<p>Mit dem Institut f&uuml;r Fahrzeugtechnik der <a href="https://www.tugraz.at/">TU Graz</a> kooperieren wir seit 2019 bei der Entwicklung feinstaubarmer Bremsbel&auml;ge. Gef&ouml;rdert wird das Projekt von der <a href="https://www.ffg.at/">FFG</a>.</p>
</div>
</div>
</div>
<div class="accordion-item">
<h2 class="accordion-header" id="h-service"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#service" aria-expanded="false" aria-controls="service">Alpenbrems Service-Partner (Werkst&auml;tten)</button></h2>
<div id="service" class="accordion-collapse collapse" aria-labelledby="h-service" data-bs-parent="#partnerAccordion">
<div class="accordion-body">
<p>Zertifizierte Service-Partner-Werkst&auml;tten montieren Alpenbrems-Bremssysteme fachgerecht und bieten verl&auml;ngerte Garantie.</p>
<table class="table table-sm">
<thead><tr><th>Werkstatt</th><th>Ort</th><th>Stufe</th></tr></thead>
<tbody>
<tr><td><a href="https://www.gruber-kfz.at/">Kfz-Meisterbetrieb Gruber</a></td><td>Steyr</td><td>Premium-Partner</td></tr>
<tr><td><a href="https://autohaus-pichler.at/">Autohaus Pichler</a></td><td>Wels</td><td>Service-Partner</td></tr>
<tr><td>Werkstatt Lindner</td><td>Amstetten</td><td>Service-Partner</td></tr>
</tbody>
</table>
</div>
</div>
</div>
</div>

<h2 class="h4 mt-5">Mitgliedschaften &amp; Zertifizierungen</h2>
<ul>
<li>Mitglied im <a href="https://www.wko.at/oe/industrie/fahrzeugindustrie/start">Fachverband der Fahrzeugindustrie der WK&Ouml;</a></li>
<li>IATF 16949 und ISO 14001, zertifiziert durch <a href="https://www.tuv.at/">T&Uuml;V AUSTRIA</a></li>
<li>Mitglied im <a href="https://www.automobil-cluster.at/">Automobil-Cluster Ober&ouml;sterreich</a></li>
</ul>
</div>
</div>`,
);

const unternehmen = page(
  'Unternehmen &ndash; Alpenbrems',
  'Alpenbrems ist ein famili&auml;rgef&uuml;hrter Hersteller von Bremskomponenten mit 340 Mitarbeiterinnen und Mitarbeitern in Steyr.',
  '/unternehmen',
  `<div id="c80" class="frame frame-default">
<div class="container">
<h1>&Uuml;ber Alpenbrems</h1>
<p>1971 gr&uuml;ndete Ing. Franz Reisinger in einer Steyrer Hinterhofwerkstatt einen Betrieb zur &Uuml;berholung von Bremstrommeln. Heute fertigen 340 Mitarbeiterinnen und Mitarbeiter j&auml;hrlich &uuml;ber 1,8 Millionen Bremsscheiben &ndash; noch immer in Steyr.</p>
<p>Alpenbrems ist Teil der <a href="https://alpenbrems-group.com/">Alpenbrems Group</a>, zu der auch Werke in Tschechien und Rum&auml;nien geh&ouml;ren.</p>
<h2>Auszeichnungen</h2>
<ul>
<li>Pegasus 2024 &ndash; Ober&ouml;sterreichs Wirtschaftspreis, Kategorie &bdquo;Leuchtturm&ldquo;</li>
<li><a href="https://www.staatspreis.at/">Staatspreis Innovation</a> 2023, Nominierung</li>
</ul>
</div>
</div>`,
);

const karriere = page(
  'Karriere &ndash; Alpenbrems',
  'Jobs bei Alpenbrems in Steyr: Produktion, Technik, Entwicklung und Verwaltung.',
  '/karriere',
  `<div id="c90" class="frame frame-default">
<div class="container">
<h1>Karriere bei Alpenbrems</h1>
<p>Wir suchen laufend Zerspanungstechniker:innen, Lehrlinge und Ingenieur:innen. Alle offenen Stellen finden Sie auch auf <a href="https://www.karriere.at/f/alpenbrems">karriere.at</a> und <a href="https://www.stepstone.at/cmp/de/alpenbrems-gmbh-148221/jobs.html">StepStone</a>.</p>
<ul class="jobs">
<li><a href="/karriere/cnc-techniker">CNC-Techniker:in (Vollzeit), ab &euro; 3.180 brutto</a></li>
<li><a href="/karriere/lehre-metalltechnik">Lehre Metalltechnik 2026</a></li>
</ul>
</div>
</div>`,
);

export const site: CorpusSite = {
  domain: 'alpenbrems.at',
  otherDomains: ['alpenbrems-group.com'],
  covers:
    'Austrian-German brake-parts maker on TYPO3 (Apache, Usercentrics, Bootstrap, Leaflet dealer map with JSON data attribute); dealer locator cards grouped by region with phone-only dealers (channel); partner page linked only from the footer with Bootstrap accordions: technology partners in prose, a university research partner (generic), a certified workshop table with tiers (channel); negatives: sponsored rally team, funding agency, chamber/cluster memberships, certification body, award, group site, job boards, socials',
  pages: {
    '/': { headers, html: home },
    '/haendlersuche': { headers, html: haendlersuche },
    '/partner': { headers, html: partner },
    '/unternehmen': { headers, html: unternehmen },
    '/karriere': { headers, html: karriere },
  },
  sitemap: [
    '/',
    '/produkte',
    '/werkstatt',
    '/haendlersuche',
    '/haendler-werden',
    '/unternehmen',
    '/partner',
    '/karriere',
    '/presse',
    '/impressum',
  ],
  technologies: ['typo3-cms', 'php', 'apache-http-server', 'bootstrap', 'usercentrics', 'leaflet', 'open-graph'],
  partners: {
    'autoteile-huber.at': 'channel',
    'kfz-teile-wimmer.at': 'channel',
    'alpenland-grosshandel.at': 'channel',
    'bremsenprofi-graz.at': 'channel',
    'teilehaus-bayern.de': 'channel',
    'garagenbedarf.ch': 'channel',
    'avtodeli-kranj.si': 'channel',
    'tecalliance.net': 'technology',
    'sensoric-labs.de': 'technology',
    'tugraz.at': 'generic',
    'gruber-kfz.at': 'channel',
    'autohaus-pichler.at': 'channel',
  },
};
