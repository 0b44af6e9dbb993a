import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, path: string, description: string) => `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->
<title>${title} | Ellerbach erleben</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:type" content="website">
<meta property="og:url" content="https://www.ellerbach-erleben.de${path}">
<meta property="og:image" content="https://www.ellerbach-erleben.de/fileadmin/user_upload/og/marktplatz-sommer.jpg">
<meta property="og:site_name" content="Ellerbach erleben – Stadtmarketing Ellerbach GmbH">
<meta name="twitter:card" content="summary_large_image">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-3f1b7d0e2c9a4f6b8e1d5c7a9b2e4f60.css?1712051144" media="all">
<link rel="stylesheet" href="/typo3conf/ext/em_sitepackage/Resources/Public/Css/main.css?1711627300" media="all">
<link rel="icon" href="/typo3conf/ext/em_sitepackage/Resources/Public/Icons/favicon.ico" type="image/vnd.microsoft.icon">
<link rel="canonical" href="https://www.ellerbach-erleben.de${path}">
<script src="https://app.usercentrics.eu/browser-ui/latest/loader.js" id="usercentrics-cmp" data-settings-id="k3Vd9eQx_" async></script>
</head>`;

const nav = `<header class="site-header">
  <a class="logo" href="/"><img src="/typo3conf/ext/em_sitepackage/Resources/Public/Images/logo-ellerbach-erleben.svg" alt="Ellerbach erleben" width="220" height="60"></a>
  <nav class="main-nav" aria-label="Hauptnavigation">
    <ul>
      <li><a href="/veranstaltungen">Veranstaltungen</a></li>
      <li><a href="/einkaufen-geniessen">Einkaufen &amp; Genießen</a></li>
      <li><a href="https://www.ellerbach-gutschein.de/">Ellerbach-Gutschein</a></li>
      <li><a href="/netzwerk/partner">Netzwerk</a></li>
      <li><a href="/netzwerk/mitglied-werden">Mitglied werden</a></li>
      <li><a href="/ueber-uns">Über uns</a></li>
    </ul>
  </nav>
  <form class="search" action="/suche" method="get"><input type="search" name="tx_kesearch_pi1[sword]" placeholder="Suchen …"></form>
</header>`;

const footer = `<footer class="site-footer">
  <div class="footer-cols">
    <div>
      <h3>Stadtmarketing Ellerbach GmbH</h3>
      <p>Marktplatz 4<br>35821 Ellerbach<br>Tel. 06441 90 87 0<br><a href="mailto:info@ellerbach-erleben.de">info@ellerbach-erleben.de</a></p>
      <p>Tourist-Info geöffnet Mo–Fr 9–18 Uhr, Sa 10–14 Uhr</p>
    </div>
    <div>
      <h3>Service</h3>
      <ul>
        <li><a href="/presse">Presse</a></li>
        <li><a href="/ueber-uns/stellenangebote">Stellenangebote</a></li>
        <li><a href="/newsletter">Newsletter</a></li>
        <li><a href="https://www.weihnachtsmarkt-ellerbach.de/">Ellerbacher Weihnachtsmarkt</a></li>
      </ul>
    </div>
    <div>
      <h3>Folgen Sie uns</h3>
      <ul class="social">
        <li><a href="https://www.facebook.com/ellerbacherleben" rel="noopener" target="_blank">Facebook</a></li>
        <li><a href="https://www.instagram.com/ellerbach.erleben/" rel="noopener" target="_blank">Instagram</a></li>
        <li><a href="https://www.youtube.com/@ellerbacherleben" rel="noopener" target="_blank">YouTube</a></li>
      </ul>
    </div>
  </div>
  <div class="footer-legal">
    <a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · <a href="/barrierefreiheit">Erklärung zur Barrierefreiheit</a> · <a href="#" onclick="UC_UI.showSecondLayer();return false;">Cookie-Einstellungen</a>
    <p>© 2024 Stadtmarketing Ellerbach GmbH – eine Gesellschaft der <a href="https://www.stadt-ellerbach.de/">Stadt Ellerbach</a></p>
  </div>
</footer>
<script src="/typo3conf/ext/em_sitepackage/Resources/Public/JavaScript/Vendor/jquery-3.7.1.min.js?1711627300"></script>
<script src="/typo3temp/assets/compressed/merged-9a8c1e5b2d7f4a3c6e0b1d9f8a7c5e42.js?1712051144"></script>
<script src="//code.etracker.com/code/e.js" id="_etLoader" data-block-cookies="true" data-respect-dnt="true" data-secure-code="Zx7Qp2" async></script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'ellerbach-erleben.de',
  otherDomains: ['ellerbach-gutschein.de', 'weihnachtsmarkt-ellerbach.de'],
  covers:
    'German city-marketing company on TYPO3: partner logo strip on the home page, linked network-partner logo grid beside funders and festival sponsors, a member-business table with website links, agency credit in the imprint, own voucher and Christmas-market domains',
  sitemap: ['/', '/netzwerk/partner', '/netzwerk/mitglieder', '/veranstaltungen', '/impressum'],
  pages: {
    '/': {
      headers: { server: 'nginx', 'content-type': 'text/html; charset=utf-8' },
      html: `${head('Willkommen in der Fachwerkstadt', '/', 'Stadtmarketing Ellerbach: Veranstaltungen, Einkaufen, Gastronomie und der Ellerbach-Gutschein für die Fachwerkstadt an der Lahn.')}
<body class="page-1">
${nav}
<main>
  <section class="hero">
    <img src="/fileadmin/_processed_/5/3/csm_marktplatz-sommer_8c2b1d4e7f.jpg" alt="Marktplatz Ellerbach im Sommer" width="1600" height="700">
    <h1>Ellerbach erleben</h1>
    <p>Fachwerk, Flussufer und ein lebendiger Einzelhandel – willkommen in der Altstadt!</p>
    <a class="btn" href="/veranstaltungen">Alle Veranstaltungen</a>
  </section>
  <section class="teaser-row">
    <article><h2>Ellerbacher Stadtfest 2024</h2><p>Drei Tage Musik, Kunsthandwerk und Kulinarik vom 21. bis 23. Juni.</p><a href="/veranstaltungen/stadtfest">Zum Programm</a></article>
    <article><h2>Verkaufsoffener Sonntag</h2><p>Am 6. Oktober öffnen die Geschäfte der Innenstadt von 13 bis 18 Uhr.</p><a href="/veranstaltungen/verkaufsoffener-sonntag">Mehr erfahren</a></article>
    <article><h2>Der Ellerbach-Gutschein</h2><p>Das perfekte Geschenk – einlösbar in über 80 Geschäften, Restaurants und bei Dienstleistern.</p><a href="https://www.ellerbach-gutschein.de/">Gutschein kaufen</a></article>
  </section>
  <section class="partner-strip">
    <h2>Gemeinsam für Ellerbach – unsere Partner</h2>
    <ul class="logo-strip">
      <li><a href="https://www.sparkasse-lahnbergland.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/sparkasse-lahnbergland.svg" alt="Sparkasse Lahnbergland"></a></li>
      <li><a href="https://www.stadtwerke-ellerbach.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/stadtwerke.svg" alt="Stadtwerke Ellerbach"></a></li>
      <li><a href="https://www.ihk-lahn-dill-nord.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/ihk.svg" alt="IHK Lahn-Dill-Nord"></a></li>
      <li><a href="https://www.werbegemeinschaft-ellerbach.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/werbegemeinschaft.png" alt="Werbegemeinschaft Ellerbach e.V."></a></li>
    </ul>
    <a href="/netzwerk/partner">Alle Partner ansehen</a>
  </section>
</main>
${footer}`,
    },
    '/netzwerk/partner': {
      headers: { server: 'nginx', 'content-type': 'text/html; charset=utf-8' },
      html: `${head('Unsere Partner', '/netzwerk/partner', 'Das Netzwerk der Stadtmarketing Ellerbach GmbH: Partner, Förderer und Sponsoren.')}
<body class="page-27">
${nav}
<main>
  <nav class="breadcrumb"><a href="/">Start</a> › <a href="/netzwerk">Netzwerk</a> › Partner</nav>
  <h1>Unsere Partner</h1>
  <p>Stadtmarketing lebt vom Mitmachen. Mit diesen Partnern entwickeln wir die Innenstadt weiter, organisieren Veranstaltungen und stärken den lokalen Handel.</p>

  <div class="ce-textpic"><h2>Netzwerkpartner</h2></div>
  <div class="partner-grid">
    <div class="partner"><a href="https://www.sparkasse-lahnbergland.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/sparkasse-lahnbergland.svg" alt="Sparkasse Lahnbergland"></a></div>
    <div class="partner"><a href="https://www.stadtwerke-ellerbach.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/stadtwerke.svg" alt="Stadtwerke Ellerbach"></a></div>
    <div class="partner"><a href="https://www.ihk-lahn-dill-nord.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/ihk.svg" alt="IHK Lahn-Dill-Nord"></a></div>
    <div class="partner"><a href="https://www.werbegemeinschaft-ellerbach.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/werbegemeinschaft.png" alt="Werbegemeinschaft Ellerbach e.V."></a></div>
    <div class="partner"><a href="https://www.lahntal-tourismus.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/lahntal-tourismus.png" alt="Lahntal Tourismus"></a></div>
    <div class="partner"><a href="https://www.dehoga-hessen.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/dehoga.png" alt="DEHOGA Hessen"></a></div>
    <div class="partner"><img src="/fileadmin/user_upload/partner/kulturverein-altstadt.png" alt="Kulturverein Altstadt"></div>
  </div>
  <p>Sie möchten Partner werden? <a href="/netzwerk/mitglied-werden">So funktioniert es</a>.</p>

  <div class="ce-textpic"><h2>Gefördert durch</h2>
    <p>Das Projekt „Zukunft Innenstadt Ellerbach“ wird gefördert durch das Land Hessen und die Europäische Union aus dem Europäischen Fonds für regionale Entwicklung (EFRE).</p>
  </div>
  <div class="funder-logos">
    <a href="https://wirtschaft.hessen.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/foerderer/hessen-wirtschaft.png" alt="Hessisches Ministerium für Wirtschaft"></a>
    <a href="https://www.efre.hessen.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/foerderer/efre.png" alt="EFRE Hessen"></a>
  </div>

  <div class="ce-textpic"><h2>Sponsoren des Stadtfests 2024</h2>
    <p>Ohne unsere Sponsoren wäre das Stadtfest nicht möglich – herzlichen Dank!</p>
  </div>
  <ul class="sponsor-list">
    <li><a href="https://www.brauerei-lahnperle.de/" target="_blank" rel="noopener">Brauerei Lahnperle</a> (Hauptsponsor)</li>
    <li><a href="https://www.autohaus-kessler-ellerbach.de/" target="_blank" rel="noopener">Autohaus Kessler</a></li>
    <li><a href="https://www.radio-mittelhessen-welle.de/" target="_blank" rel="noopener">Radio Mittelhessen Welle</a></li>
  </ul>
</main>
${footer}`,
    },
    '/netzwerk/mitglieder': {
      headers: { server: 'nginx', 'content-type': 'text/html; charset=utf-8' },
      html: `${head('Unsere Mitglieder', '/netzwerk/mitglieder', 'Die Mitgliedsbetriebe des Stadtmarketings Ellerbach.')}
<body class="page-28">
${nav}
<main>
  <nav class="breadcrumb"><a href="/">Start</a> › <a href="/netzwerk">Netzwerk</a> › Mitglieder</nav>
  <h1>Unsere Mitgliedsbetriebe</h1>
  <p>Über 60 Betriebe aus Handel, Gastronomie und Dienstleistung sind Mitglied im Stadtmarketing. Eine Auswahl:</p>
  <table class="contenttable">
    <thead><tr><th>Betrieb</th><th>Branche</th><th>Website</th></tr></thead>
    <tbody>
      <tr><td>Buchhandlung am Kornmarkt</td><td>Einzelhandel</td><td><a href="https://www.buchhandlung-kornmarkt.de/" target="_blank" rel="noopener">buchhandlung-kornmarkt.de</a></td></tr>
      <tr><td>Modehaus Reinhardt</td><td>Einzelhandel</td><td><a href="https://www.modehaus-reinhardt.de/" target="_blank" rel="noopener">modehaus-reinhardt.de</a></td></tr>
      <tr><td>Hotel Zur Alten Post</td><td>Hotellerie</td><td><a href="https://www.altepost-ellerbach.de/" target="_blank" rel="noopener">altepost-ellerbach.de</a></td></tr>
      <tr><td>Café Lahnblick</td><td>Gastronomie</td><td><a href="https://www.cafe-lahnblick.de/" target="_blank" rel="noopener">cafe-lahnblick.de</a></td></tr>
      <tr><td>Optik Brandt</td><td>Handwerk</td><td><a href="https://www.optik-brandt.de/" target="_blank" rel="noopener">optik-brandt.de</a></td></tr>
      <tr><td>Metzgerei Volk</td><td>Lebensmittel</td><td>–</td></tr>
    </tbody>
  </table>
  <p><a href="/netzwerk/mitglied-werden">Jetzt Mitglied werden</a></p>
</main>
${footer}`,
    },
    '/impressum': {
      headers: { server: 'nginx', 'content-type': 'text/html; charset=utf-8' },
      html: `${head('Impressum', '/impressum', 'Impressum der Stadtmarketing Ellerbach GmbH.')}
<body class="page-90">
${nav}
<main>
  <h1>Impressum</h1>
  <p>Stadtmarketing Ellerbach GmbH<br>Marktplatz 4, 35821 Ellerbach<br>Geschäftsführerin: Katrin Vollmer<br>Amtsgericht Wetzlar HRB 7712<br>USt-IdNr.: DE 291 384 220</p>
  <p>Alleinige Gesellschafterin: Stadt Ellerbach</p>
  <h2>Konzeption, Gestaltung und Umsetzung</h2>
  <p><a href="https://www.pixelwerk-giessen.de/" target="_blank" rel="noopener">pixelwerk – Agentur für digitale Kommunikation, Gießen</a></p>
  <h2>Bildnachweise</h2>
  <p>Fotos: Stadtmarketing Ellerbach, Tim Hofmann Fotografie, <a href="https://stock.adobe.com/" target="_blank" rel="noopener">Adobe Stock</a></p>
</main>
${footer}`,
    },
  },
  technologies: ['typo3-cms', 'php', 'open-graph', 'usercentrics', 'jquery', 'etracker', 'nginx'],
  partners: {
    'sparkasse-lahnbergland.de': 'generic',
    'stadtwerke-ellerbach.de': 'generic',
    'ihk-lahn-dill-nord.de': 'generic',
    'werbegemeinschaft-ellerbach.de': 'generic',
    'lahntal-tourismus.de': 'generic',
    'dehoga-hessen.de': 'generic',
    'buchhandlung-kornmarkt.de': 'generic',
    'modehaus-reinhardt.de': 'generic',
    'altepost-ellerbach.de': 'generic',
    'cafe-lahnblick.de': 'generic',
    'optik-brandt.de': 'generic',
  },
};
