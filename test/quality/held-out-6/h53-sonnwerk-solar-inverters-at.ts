import type { CorpusSite } from '../corpus/types.js';

const W = 'https://www.sonnwerk.at';

const head = (title: string): string => `<head>
<meta charset="utf-8">
<title>${title}</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-4c1d2e8f0a9b.css" media="all">
<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="Xk2pQ9rLm" async></script>
</head>`;

const header = `<header class="page-header">
  <a href="${W}/" class="logo"><img src="/fileadmin/templates/img/sonnwerk-logo.svg" alt="Sonnwerk"></a>
  <nav class="main-nav"><ul>
    <li><a href="${W}/produkte/wechselrichter">Wechselrichter</a></li>
    <li><a href="${W}/produkte/speicherloesungen">Speicherlösungen</a></li>
    <li><a href="${W}/partner">Partner</a></li>
    <li><a href="${W}/service/downloads">Downloads</a></li>
    <li><a href="${W}/unternehmen">Unternehmen</a></li>
  </ul></nav>
  <a href="https://partnerportal.sonnwerk.at/" class="btn-login">Partnerportal-Login</a>
  <a href="https://www.sonnwerk.de/" hreflang="de-DE">DE</a>
</header>`;

const footer = `<footer class="page-footer">
  <div><strong>Sonnwerk Energietechnik GmbH</strong><br>Industriestraße 14, 4600 Wels, Österreich<br>FN 412345x · UID ATU12345678</div>
  <ul>
    <li><a href="${W}/impressum">Impressum</a></li>
    <li><a href="${W}/datenschutz">Datenschutz</a></li>
    <li><a href="https://www.karriere.at/f/sonnwerk-energietechnik">Karriere</a></li>
  </ul>
  <div class="social"><a href="https://www.facebook.com/sonnwerk.at">Facebook</a> <a href="https://www.linkedin.com/company/sonnwerk">LinkedIn</a></div>
  <div class="mitglied">Mitglied bei <a href="https://pvaustria.at/">PV Austria – Bundesverband Photovoltaic Austria</a></div>
</footer>`;

const installers = [
  {
    name: 'Elektro Huber GmbH',
    plz: '4020',
    ort: 'Linz',
    lat: 48.306,
    lng: 14.286,
    web: 'https://www.elektro-huber.at',
    zertifiziert: true,
  },
  {
    name: 'Sonnenstrom Tirol OG',
    plz: '6020',
    ort: 'Innsbruck',
    lat: 47.269,
    lng: 11.404,
    web: 'https://sonnenstrom-tirol.at/',
    zertifiziert: true,
  },
  {
    name: 'PV-Technik Mayrhofer',
    plz: '8010',
    ort: 'Graz',
    lat: 47.07,
    lng: 15.439,
    web: 'http://www.pv-mayrhofer.at',
    zertifiziert: false,
  },
  {
    name: 'Energie Zentrum Waldviertel',
    plz: '3910',
    ort: 'Zwettl',
    lat: 48.603,
    lng: 15.168,
    web: 'https://www.ez-waldviertel.at/photovoltaik',
    zertifiziert: true,
  },
  { name: 'Gebrüder Ladstätter Elektro', plz: '9020', ort: 'Klagenfurt', lat: 46.624, lng: 14.308, web: '', zertifiziert: false },
];

export const site: CorpusSite = {
  domain: 'sonnwerk.at',
  otherDomains: ['sonnwerk.de', 'sonnwerk.com'],
  covers:
    'Austrian-German TYPO3 inverter maker on www (301 from the bare domain) with a Partner hub linking a certified-installer finder whose entries exist only as JSON for a map widget, and a technology-partner page of compatible battery/energy-management vendors, plus wholesalers linked on the hub; traps are TÜV certification, an Intersolar award, PV Austria membership, klimaaktiv funding, press, karriere.at jobs, a blog post naming chip suppliers, a partner-portal login and the German/international sister domains.',
  pages: {
    '/': { status: 301, redirect: `${W}/` },
    [`${W}/`]: {
      headers: { server: 'nginx/1.24.0', 'content-type': 'text/html; charset=utf-8' },
      html: `<!DOCTYPE html><html lang="de-AT">
${head('Sonnwerk – Hybrid-Wechselrichter aus Österreich')}
<body>
${header}
<main>
<section class="stage"><h1>Hybrid-Wechselrichter. Entwickelt und gefertigt in Wels.</h1>
<p>Von 3 bis 25 kW – für Einfamilienhaus, Landwirtschaft und Gewerbe.</p>
<a href="${W}/partner/fachpartner-finden" class="btn">Fachpartner in Ihrer Nähe finden</a></section>
<section class="auszeichnungen"><h2>Ausgezeichnet</h2>
  <a href="https://www.intersolar.de/award"><img src="/fileadmin/user_upload/intersolar-award-finalist.png" alt="The smarter E AWARD Finalist"></a>
  <a href="https://www.tuvsud.com/de-at"><img src="/fileadmin/user_upload/tuev-sued-geprueft.png" alt="TÜV SÜD geprüfte Sicherheit"></a>
</section>
<section class="foerderung"><p>Sonnwerk-Systeme sind förderfähig über <a href="https://www.klimaaktiv.at/">klimaaktiv</a> und den Klima- und Energiefonds.</p></section>
<section class="presse"><h2>Presse</h2><a href="https://www.derstandard.at/story/3000000212345/welser-wechselrichter-hersteller-verdoppelt-produktion">Der Standard: Welser Wechselrichter-Hersteller verdoppelt Produktion</a></section>
</main>
${footer}
</body></html>`,
    },
    [`${W}/partner`]: {
      html: `<!DOCTYPE html><html lang="de-AT">
${head('Partner | Sonnwerk')}
<body>
${header}
<main>
<h1>Gemeinsam für die Energiewende</h1>
<div class="teaser-row">
  <div class="teaser"><h2>Fachpartner finden</h2><p>Zertifizierte Installateure planen und montieren Ihre Anlage.</p><a href="${W}/partner/fachpartner-finden">Zur Fachpartnersuche</a></div>
  <div class="teaser"><h2>Technologiepartner</h2><p>Kompatible Batteriespeicher, Wallboxen und Energiemanager.</p><a href="${W}/partner/technologiepartner">Kompatibilitätsliste</a></div>
  <div class="teaser"><h2>Fachpartner werden</h2><p>Schulungen, Zertifizierung und Projektunterstützung.</p><a href="${W}/partner/fachpartner-werden">Mehr erfahren</a></div>
</div>
<section class="grosshandel"><h2>Bezug über den Elektrogroßhandel</h2>
<p>Installateure beziehen Sonnwerk-Produkte österreichweit über unsere Vertriebspartner:</p>
<ul>
  <li><a href="https://www.sonepar.at/">Sonepar Österreich</a></li>
  <li><a href="https://www.rexel.at/">Rexel Austria</a></li>
  <li><a href="https://www.schaecke.at/">Schäcke Elektrogroßhandel</a></li>
</ul></section>
</main>
${footer}
</body></html>`,
    },
    [`${W}/partner/fachpartner-finden`]: {
      html: `<!DOCTYPE html><html lang="de-AT">
${head('Fachpartnersuche | Sonnwerk')}
<body>
${header}
<main>
<h1>Fachpartner in Ihrer Nähe</h1>
<form class="plz-suche"><label>PLZ oder Ort <input name="plz"></label><button>Suchen</button></form>
<div id="fachpartner-karte" class="map" data-zoom="7" data-center="47.6,13.8"></div>
<noscript>Bitte aktivieren Sie JavaScript, um die Karte zu nutzen.</noscript>
<script type="application/json" id="fachpartner-daten">${JSON.stringify(installers)}</script>
<script src="/typo3conf/ext/sw_partner/Resources/Public/JavaScript/map.js"></script>
</main>
${footer}
</body></html>`,
    },
    [`${W}/partner/technologiepartner`]: {
      html: `<!DOCTYPE html><html lang="de-AT">
${head('Technologiepartner | Sonnwerk')}
<body>
${header}
<main>
<h1>Technologiepartner &amp; Kompatibilität</h1>
<p>Folgende Systeme sind mit Sonnwerk-Hybridwechselrichtern getestet und freigegeben.</p>
<div class="partner-grid">
  <article class="partner-card"><img src="/fileadmin/partner/byd.png" alt=""><h3>BYD Battery-Box Premium</h3><p>Hochvolt-Speicher 5,1–22,1 kWh</p><a href="https://www.bydbatterybox.com/" target="_blank" rel="noopener">Website</a></article>
  <article class="partner-card"><img src="/fileadmin/partner/pylontech.png" alt=""><h3>Pylontech Force H2</h3><p>Hochvolt-Speicher</p><a href="https://en.pylontech.com.cn/" target="_blank" rel="noopener">Website</a></article>
  <article class="partner-card"><img src="/fileadmin/partner/loxone.png" alt=""><h3>Loxone Miniserver</h3><p>Smart-Home- und Energiemanagement</p><a href="https://www.loxone.com/dede/" target="_blank" rel="noopener">Website</a></article>
  <article class="partner-card"><img src="/fileadmin/partner/mypv.png" alt=""><h3>my-PV AC ELWA 2</h3><p>PV-Überschuss in Warmwasser</p><a href="https://www.my-pv.com/de/" target="_blank" rel="noopener">Website</a></article>
  <article class="partner-card"><img src="/fileadmin/partner/keba.png" alt=""><h3>KEBA KeContact P30</h3><p>Wallbox mit PV-Überschussladen</p><a href="https://www.keba.com/de/emobility" target="_blank" rel="noopener">Website</a></article>
</div>
</main>
${footer}
</body></html>`,
    },
    [`${W}/unternehmen/blog/lieferketten-2025`]: {
      html: `<!DOCTYPE html><html lang="de-AT">
${head('Wie wir unsere Lieferketten absichern | Sonnwerk')}
<body>
${header}
<article><h1>Wie wir unsere Lieferketten absichern</h1>
<p>Die Leistungshalbleiter unserer Wechselrichter beziehen wir von <a href="https://www.infineon.com/">Infineon</a> aus Villach, die Leiterplatten von <a href="https://www.ats.net/">AT&amp;S</a> in Leoben.</p></article>
${footer}
</body></html>`,
    },
  },
  sitemap: [
    `${W}/`,
    `${W}/produkte/wechselrichter`,
    `${W}/partner`,
    `${W}/partner/fachpartner-finden`,
    `${W}/partner/technologiepartner`,
    `${W}/partner/fachpartner-werden`,
    `${W}/unternehmen`,
    `${W}/unternehmen/blog/lieferketten-2025`,
  ],
  technologies: ['typo3-cms', 'php', 'nginx', 'usercentrics'],
  partners: {
    'sonepar.at': 'channel',
    'rexel.at': 'channel',
    'schaecke.at': 'channel',
    'elektro-huber.at': 'channel',
    'sonnenstrom-tirol.at': 'channel',
    'pv-mayrhofer.at': 'channel',
    'ez-waldviertel.at': 'channel',
    'bydbatterybox.com': 'technology',
    'pylontech.com.cn': 'technology',
    'loxone.com': 'technology',
    'my-pv.com': 'technology',
    'keba.com': 'technology',
  },
};
