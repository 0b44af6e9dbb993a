import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Apache',
  'x-powered-by': 'PHP/8.1.27',
  'content-language': 'de',
  vary: 'Accept-Encoding',
};

const head = (title: string, description: string): string => `<!DOCTYPE html>
<html dir="ltr" lang="de-DE">
<head>

<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->

<title>${title} | Landtechnik Brenner GmbH</title>
<meta name="generator" content="TYPO3 CMS" />
<meta name="description" content="${description}" />
<meta name="viewport" content="width=device-width, initial-scale=1, minimum-scale=1" />
<meta name="robots" content="index,follow" />
<meta name="twitter:card" content="summary" />
<meta name="apple-mobile-web-app-capable" content="no" />
<meta name="google" content="notranslate" />

<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-3f9a1c7e2b5d8046a1e9c3b7d2f80514-min.css.gzip?1715693021" media="all">
<link rel="stylesheet" href="/typo3conf/ext/brenner_sitepackage/Resources/Public/Css/brenner.min.css?1715692880" media="all">

<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="Hk2mQ8xPz" async></script>
<script id="_etLoader" type="text/javascript" charset="UTF-8" data-block-cookies="true" data-secure-code="Wq7bN3" src="//code.etracker.com/code/e.js" async></script>

<link rel="apple-touch-icon" sizes="180x180" href="/typo3conf/ext/brenner_sitepackage/Resources/Public/Icons/apple-touch-icon.png">
<link rel="icon" type="image/png" href="/typo3conf/ext/brenner_sitepackage/Resources/Public/Icons/favicon-32x32.png" sizes="32x32">
</head>`;

const nav = `<div id="top"></div>
<div class="body-bg">
<a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>Zum Hauptinhalt springen</span></a>
<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top">
  <div class="container container-mainnavigation">
    <a class="navbar-brand navbar-brand-image" title="Landtechnik Brenner GmbH" href="/">
      <img class="navbar-brand-logo-normal" src="/typo3conf/ext/brenner_sitepackage/Resources/Public/Images/logo-brenner.svg" alt="Landtechnik Brenner Logo" height="52" width="210">
    </a>
    <button class="navbar-toggler collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#mainnavigation" aria-controls="mainnavigation" aria-expanded="false" aria-label="Navigation umschalten"><span class="navbar-toggler-icon"></span></button>
    <nav aria-label="Hauptnavigation" id="mainnavigation" class="collapse navbar-collapse">
      <ul class="navbar-nav">
        <li class="nav-item"><a href="/neumaschinen/" id="nav-item-12" class="nav-link nav-link-main" title="Neumaschinen"><span class="nav-link-text">Neumaschinen</span></a></li>
        <li class="nav-item"><a href="/gebrauchtmaschinen/" id="nav-item-13" class="nav-link nav-link-main" title="Gebrauchtmaschinen"><span class="nav-link-text">Gebrauchtmaschinen</span></a></li>
        <li class="nav-item"><a href="/werkstatt-service/" id="nav-item-14" class="nav-link nav-link-main" title="Werkstatt &amp; Service"><span class="nav-link-text">Werkstatt &amp; Service</span></a></li>
        <li class="nav-item"><a href="/marken-partner/" id="nav-item-15" class="nav-link nav-link-main" title="Marken &amp; Partner"><span class="nav-link-text">Marken &amp; Partner</span></a></li>
        <li class="nav-item"><a href="/unternehmen/" id="nav-item-16" class="nav-link nav-link-main" title="Unternehmen"><span class="nav-link-text">Unternehmen</span></a></li>
        <li class="nav-item"><a href="/kontakt/" id="nav-item-17" class="nav-link nav-link-main" title="Kontakt"><span class="nav-link-text">Kontakt</span></a></li>
      </ul>
    </nav>
  </div>
</header>`;

const footer = `<footer id="page-footer" class="bp-page-footer">
  <section class="section footer-section footer-section-content">
    <div class="container">
      <div class="row">
        <div class="col-md-4">
          <div id="c201" class="frame frame-default frame-type-text frame-layout-default frame-size-default frame-height-default frame-background-none frame-space-before-none frame-space-after-none frame-no-backgroundimage">
            <div class="frame-container"><div class="frame-inner">
              <p><strong>Landtechnik Brenner GmbH</strong><br>Raiffeisenstraße 7<br>97762 Hammelburg-Westheim</p>
              <p>Telefon: <a href="tel:+4997329180">09732 918-0</a><br>E-Mail: <a href="mailto:info@landtechnik-brenner.de">info@landtechnik-brenner.de</a></p>
            </div></div>
          </div>
        </div>
        <div class="col-md-4">
          <div id="c202" class="frame frame-default frame-type-menu_pages frame-layout-default">
            <div class="frame-container"><div class="frame-inner">
              <ul>
                <li><a href="/marken-partner/" title="Marken &amp; Partner"><span>Marken &amp; Partner</span></a></li>
                <li><a href="/unternehmen/#karriere" title="Karriere"><span>Karriere</span></a></li>
                <li><a href="/impressum/" title="Impressum"><span>Impressum</span></a></li>
                <li><a href="/datenschutz/" title="Datenschutz"><span>Datenschutz</span></a></li>
              </ul>
            </div></div>
          </div>
        </div>
        <div class="col-md-4">
          <div id="c203" class="frame frame-default frame-type-html frame-layout-default">
            <div class="frame-container"><div class="frame-inner">
              <p class="social">Folgen Sie uns:
                <a href="https://www.facebook.com/LandtechnikBrenner" target="_blank" rel="noreferrer">Facebook</a> ·
                <a href="https://www.instagram.com/landtechnik_brenner/" target="_blank" rel="noreferrer">Instagram</a> ·
                <a href="https://www.youtube.com/@landtechnikbrenner" target="_blank" rel="noreferrer">YouTube</a>
              </p>
              <p>Öffnungszeiten Werkstatt: Mo–Fr 7:00–17:30, Sa 8:00–12:00<br>In der Saison Notdienst: 0171 4418290</p>
            </div></div>
          </div>
        </div>
      </div>
    </div>
  </section>
  <section class="section footer-section footer-section-meta">
    <div class="container"><div class="frame frame-small"><div class="frame-container"><div class="frame-inner"><p class="footer-copyright">© 2024 Landtechnik Brenner GmbH</p></div></div></div></div>
  </section>
</footer>
<a class="scroll-top" title="Nach oben rollen" href="#top"><span class="scroll-top-icon"></span></a>
</div>
<script src="/typo3conf/ext/bootstrap_package/Resources/Public/Contrib/bootstrap5/js/bootstrap.bundle.min.js?1712836524"></script>
<script src="/typo3temp/assets/compressed/merged-b81e0d2c6f47a3958e1c2d7f60a94b13-min.js.gzip?1715693021"></script>
</body>
</html>`;

const frame = (id: number, type: string, inner: string): string =>
  `<div id="c${id}" class="frame frame-default frame-type-${type} frame-layout-default frame-size-default frame-height-default frame-background-none frame-space-before-none frame-space-after-none frame-no-backgroundimage">
<div class="frame-container"><div class="frame-inner">
${inner}
</div></div>
</div>`;

const brand = (href: string, name: string, file: string, text: string): string =>
  `<div class="gallery-item gallery-item-size-3">
  <figure class="image">
    <a href="${href}" title="${name}" target="_blank" rel="noreferrer">
      <picture><img loading="lazy" src="/fileadmin/_processed_/marken/csm_${file}.png" width="300" height="120" intrinsicsize="300x120" title="${name}" alt="${name} Logo"></picture>
    </a>
    <figcaption class="caption">${text}</figcaption>
  </figure>
</div>`;

const accordionItem = (n: number, title: string, body: string): string =>
  `<div class="accordion-item">
  <h3 class="accordion-header" id="accordion-heading-318-${n}">
    <button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#accordion-318-${n}" aria-expanded="false" aria-controls="accordion-318-${n}"><span class="accordion-title-text">${title}</span></button>
  </h3>
  <div id="accordion-318-${n}" class="accordion-collapse collapse" aria-labelledby="accordion-heading-318-${n}" data-bs-parent="#accordion-318">
    <div class="accordion-body"><div class="accordion-content accordion-content-right"><div class="accordion-content-item accordion-content-text">${body}</div></div></div>
  </div>
</div>`;

export const site: CorpusSite = {
  domain: 'landtechnik-brenner.de',
  covers:
    'German farm-machinery dealer on TYPO3 with the Bootstrap Package (typo3temp/typo3conf assets, generator meta), Usercentrics and etracker; "Marken & Partner" page with a logo gallery of manufacturers it is an authorised dealer for (linked logos with title/alt, technology) and a Bootstrap accordion by district of regional sales & service partners (channel), one without a website; negatives: used-machinery marketplaces, association and DLG memberships, sponsored riding club, trade-press article, StepStone and agrajo job ads, financing partner named without a link, social links',
  sitemap: ['/', '/marken-partner/', '/unternehmen/', '/kontakt/'],
  pages: {
    '/': {
      headers,
      html: `${head('Landmaschinen, Werkstatt und Ersatzteile in Unterfranken', 'Ihr Landtechnik-Fachbetrieb in Hammelburg: Neu- und Gebrauchtmaschinen, Meisterwerkstatt, Ersatzteile und Erntedienst.')}
<body id="p1" class="page-1 pagelevel-0 language-0 backendlayout-default layout-default">
${nav}
<div id="page-content" class="bp-page-content main-section">
<main>
<div class="section section-default">
${frame(
  101,
  'textpic',
  `<div class="textpic textpic-above"><div class="textpic-item textpic-text">
<h1 class="element-header"><span>Landtechnik aus einer Hand – seit 1962</span></h1>
<p>Als familiengeführter Fachbetrieb in dritter Generation betreuen wir Landwirte, Lohnunternehmer und Kommunen zwischen Rhön und Main. Mit 46 Mitarbeitenden, eigener Meisterwerkstatt und über 30.000 Ersatzteilen auf Lager.</p>
<p><a href="/neumaschinen/" class="btn btn-primary">Zu den Neumaschinen</a> <a href="/werkstatt-service/" class="btn btn-outline-primary">Werkstatttermin vereinbaren</a></p>
</div></div>`,
)}
${frame(
  102,
  'text',
  `<h2 class="element-header"><span>Aktuelles</span></h2>
<p><strong>Hoftage 2024:</strong> Am 14. und 15. September zeigen wir auf unserem Betriebsgelände die neuen Fendt 700 Vario Gen7 und die Lemken-Bodenbearbeitung im Praxiseinsatz.</p>
<p><strong>Gebrauchtmaschinen:</strong> Unseren kompletten Bestand finden Sie auch auf <a href="https://www.technikboerse.com/haendler/landtechnik-brenner" target="_blank" rel="noreferrer">technikboerse.com</a> und <a href="https://www.traktorpool.de/haendler/landtechnik-brenner-gmbh/" target="_blank" rel="noreferrer">traktorpool.de</a>.</p>
<p>Wir sind autorisierter Vertragshändler namhafter Hersteller – alle Marken finden Sie unter <a href="/marken-partner/">Marken &amp; Partner</a>.</p>`,
)}
</div>
</main>
</div>
${footer}`,
    },
    '/marken-partner/': {
      headers,
      html: `${head('Marken & Partner', 'Die Hersteller, für die wir Vertragshändler sind, und unsere Vertriebs- und Servicepartner in der Region.')}
<body id="p15" class="page-15 pagelevel-1 language-0 backendlayout-default layout-default">
${nav}
<div id="page-content" class="bp-page-content main-section">
<main>
<div class="section section-default">
${frame(
  310,
  'header',
  `<h1 class="element-header"><span>Marken &amp; Partner</span></h1>
<p class="element-subheader"><span>Starke Hersteller, starke Partner in der Region</span></p>`,
)}
${frame(
  311,
  'textmedia',
  `<h2 class="element-header"><span>Unsere Herstellerpartner</span></h2>
<div class="textmedia textmedia-above">
<div class="textmedia-item textmedia-text"><p>Für diese Hersteller sind wir autorisierter Vertragshändler mit Verkauf, Ersatzteilversorgung und werksgeschultem Service. Unsere Techniker werden regelmäßig in den Schulungszentren der Hersteller weitergebildet.</p></div>
<div class="textmedia-item textmedia-gallery">
<div class="gallery-row">
${brand('https://www.fendt.com/de/', 'Fendt', 'fendt_7a1c2e', 'Traktoren, Mähdrescher, Futtererntetechnik')}
${brand('https://lemken.com/de-de/', 'Lemken', 'lemken_3b9d0f', 'Bodenbearbeitung, Sätechnik, Pflanzenschutz')}
${brand('https://www.amazone.de/de-de/', 'Amazone', 'amazone_5e2a81', 'Düngerstreuer, Feldspritzen, Drilltechnik')}
</div>
<div class="gallery-row">
${brand('https://www.poettinger.at/de_de', 'Pöttinger', 'poettinger_9c4f17', 'Mähwerke, Wender, Ladewagen')}
${brand('https://www.krone-agriculture.com/de/', 'Krone', 'krone_2d6b3e', 'Pressen und Feldhäcksler')}
${brand('https://www.joskin.com/de', 'Joskin', 'joskin_8f0a52', 'Güllefässer und Transporttechnik')}
</div>
</div>
</div>`,
)}
${frame(
  318,
  'accordion',
  `<h2 class="element-header"><span>Vertriebs- und Servicepartner in der Region</span></h2>
<p>In den Nachbarlandkreisen verkaufen und warten unsere Partnerbetriebe Maschinen aus unserem Programm – mit Zugriff auf unser Ersatzteillager und unsere Spezialwerkzeuge.</p>
<div class="accordion" id="accordion-318">
${accordionItem(1, 'Landkreis Bad Kissingen', '<p><a href="https://www.agrarservice-mueller.de/" target="_blank" rel="noreferrer">Agrarservice Müller GbR</a>, Oerlenbach – Verkauf und Service für Fendt und Lemken</p>')}
${accordionItem(2, 'Landkreis Main-Spessart', '<p><a href="https://landmaschinen-hoefer.de/" target="_blank" rel="noreferrer">Landmaschinen Höfer</a>, Karlstadt – Verkauf, Werkstatt und Erntedienst</p><p>Werkstatt Reinhold Kuhn, Arnstein – Servicestützpunkt, Tel. 09363 5521</p>')}
${accordionItem(3, 'Landkreis Schweinfurt', '<p><a href="https://www.kleinschmidt-landtechnik.de/" target="_blank" rel="noreferrer">Kleinschmidt Landtechnik</a>, Gerolzhofen – Pöttinger- und Krone-Servicepartner</p>')}
${accordionItem(4, 'Landkreis Rhön-Grabfeld', '<p><a href="https://www.schwarz-agrartechnik.de/service" target="_blank" rel="noreferrer">Schwarz Agrartechnik</a>, Bad Neustadt – Verkauf und Service</p>')}
</div>`,
)}
${frame(
  319,
  'text',
  `<h2 class="element-header"><span>Finanzierung</span></h2>
<p>Finanzierungs- und Leasingangebote erstellen wir gemeinsam mit AGCO Finance und der örtlichen Raiffeisenbank – sprechen Sie Ihren Verkaufsberater an.</p>`,
)}
</div>
</main>
</div>
${footer}`,
    },
    '/unternehmen/': {
      headers,
      html: `${head('Unternehmen', 'Familienbetrieb seit 1962: Geschichte, Team, Engagement und Karriere bei Landtechnik Brenner.')}
<body id="p16" class="page-16 pagelevel-1 language-0 backendlayout-default layout-default">
${nav}
<div id="page-content" class="bp-page-content main-section">
<main>
<div class="section section-default">
${frame(
  401,
  'text',
  `<h1 class="element-header"><span>Über uns</span></h1>
<p>1962 gründete Georg Brenner eine Schmiede mit Landmaschinenreparatur in Westheim. Heute führen Thomas und Julia Brenner den Betrieb mit 46 Mitarbeitenden, davon 9 Auszubildende.</p>
<h2>Verbände und Mitgliedschaften</h2>
<p>Wir sind Mitglied im <a href="https://www.landbautechnik.de/" target="_blank" rel="noreferrer">Bundesverband LandBauTechnik</a> und in der <a href="https://www.dlg.org/de/" target="_blank" rel="noreferrer">DLG</a>.</p>
<h2>Engagement in der Region</h2>
<p>Seit vielen Jahren sind wir Sponsor des Sommerturniers beim <a href="https://www.rv-hohenfelden.de/" target="_blank" rel="noreferrer">Reitverein Hohenfelden</a> und unterstützen die Landjugend bei ihren Erntedankfesten.</p>
<h2>Presse</h2>
<p>„Drei Generationen Landtechnik“ – lesen Sie das Porträt über unseren Betrieb in der <a href="https://www.topagrar.com/technik/news/drei-generationen-landtechnik-13574120.html" target="_blank" rel="noreferrer">top agrar</a>.</p>
<h2 id="karriere">Karriere</h2>
<p>Wir suchen Land- und Baumaschinenmechatroniker (m/w/d). Aktuelle Stellen finden Sie bei <a href="https://www.stepstone.de/stellenangebote--Land-und-Baumaschinenmechatroniker-Hammelburg-Landtechnik-Brenner--10482231-inline.html" target="_blank" rel="noreferrer">StepStone</a> und unsere Ausbildungsplätze auf <a href="https://www.agrajo.com/ausbildung/landtechnik-brenner" target="_blank" rel="noreferrer">agrajo</a>.</p>`,
)}
</div>
</main>
</div>
${footer}`,
    },
    '/kontakt/': {
      headers,
      html: `${head('Kontakt', 'So erreichen Sie Verkauf, Werkstatt und Ersatzteillager.')}
<body id="p17" class="page-17 pagelevel-1 language-0 backendlayout-default layout-default">
${nav}
<div id="page-content" class="bp-page-content main-section">
<main>
<div class="section section-default">
${frame(
  501,
  'text',
  `<h1 class="element-header"><span>Kontakt</span></h1>
<table class="table table-striped">
<tbody>
<tr><th>Verkauf Neumaschinen</th><td>09732 918-20</td><td><a href="mailto:verkauf@landtechnik-brenner.de">verkauf@landtechnik-brenner.de</a></td></tr>
<tr><th>Werkstatt</th><td>09732 918-30</td><td><a href="mailto:werkstatt@landtechnik-brenner.de">werkstatt@landtechnik-brenner.de</a></td></tr>
<tr><th>Ersatzteile</th><td>09732 918-40</td><td><a href="mailto:teile@landtechnik-brenner.de">teile@landtechnik-brenner.de</a></td></tr>
</tbody>
</table>
<p>Raiffeisenstraße 7, 97762 Hammelburg-Westheim · <a href="https://www.google.com/maps/dir/?api=1&amp;destination=Raiffeisenstra%C3%9Fe+7+97762+Hammelburg" target="_blank" rel="noreferrer">Route planen</a></p>`,
)}
</div>
</main>
</div>
${footer}`,
    },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      html: `User-agent: *
Disallow: /typo3/
Disallow: /typo3conf/
Allow: /typo3conf/ext/
Allow: /typo3temp/

Sitemap: https://landtechnik-brenner.de/sitemap.xml
`,
    },
  },
  technologies: ['typo3-cms', 'php', 'apache-http-server', 'bootstrap', 'usercentrics', 'etracker'],
  partners: {
    'fendt.com': 'technology',
    'lemken.com': 'technology',
    'amazone.de': 'technology',
    'poettinger.at': 'technology',
    'krone-agriculture.com': 'technology',
    'joskin.com': 'technology',
    'agrarservice-mueller.de': 'channel',
    'landmaschinen-hoefer.de': 'channel',
    'kleinschmidt-landtechnik.de': 'channel',
    'schwarz-agrartechnik.de': 'channel',
  },
};
