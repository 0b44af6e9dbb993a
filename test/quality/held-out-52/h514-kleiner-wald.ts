import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, path: string): string => `<!DOCTYPE html>
<html lang="de-DE">
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
<meta property="og:title" content="${title}">
<meta property="og:site_name" content="Kleiner Wald Holzspielzeug">
<link rel="canonical" href="https://www.kleinerwald-spielzeug.de${path}">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-3f2a1b9c8d7e6f5a4b3c2d1e0f9a8b7c-min.css?1712311200" media="all">
<link rel="stylesheet" href="/typo3conf/ext/kw_sitepackage/Resources/Public/Css/main.css?1712311200" media="all">
<script src="/typo3conf/ext/kw_sitepackage/Resources/Public/JavaScript/Dist/jquery-3.7.1.min.js?1712311200"></script>
</head>
<body id="p${path.length}" class="layout-default">
<div class="page">
<header class="page-header">
  <a class="brand" href="/"><img src="/typo3conf/ext/kw_sitepackage/Resources/Public/Images/logo-kleiner-wald.svg" alt="Kleiner Wald Holzspielzeug" width="180" height="60"></a>
  <nav class="mainnav">
    <ul>
      <li><a href="/produkte">Produkte</a></li>
      <li><a href="/haendler">Händler</a></li>
      <li><a href="/ueber-uns">Über uns</a></li>
      <li><a href="/presse">Presse</a></li>
      <li><a href="/kontakt">Kontakt</a></li>
    </ul>
  </nav>
</header>
<main class="main-content">
`;

const foot = `
</main>
<footer class="page-footer">
  <div class="footer-cols">
    <div><strong>Kleiner Wald GmbH</strong><br>Am Sägewerk 7<br>96515 Sonneberg<br>Tel. 03675 40 21 90</div>
    <div><ul><li><a href="/impressum">Impressum</a></li><li><a href="/datenschutz">Datenschutz</a></li><li><a href="/haendler-werden">Händler werden</a></li></ul></div>
    <div><a href="https://www.instagram.com/kleinerwald.holzspielzeug/">Instagram</a> · <a href="https://www.facebook.com/kleinerwaldspielzeug">Facebook</a></div>
  </div>
  <p class="copyright">© 2024 Kleiner Wald GmbH – Holzspielzeug aus Thüringen</p>
</footer>
</div>
<script src="/typo3temp/assets/compressed/merged-9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f-min.js?1712311200"></script>
<script>
  var _paq = window._paq = window._paq || [];
  _paq.push(['trackPageView']);
  _paq.push(['enableLinkTracking']);
  (function() {
    var u="https://stats.kleinerwald-spielzeug.de/";
    _paq.push(['setTrackerUrl', u+'matomo.php']);
    _paq.push(['setSiteId', '1']);
    var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];
    g.async=true; g.src=u+'matomo.js'; s.parentNode.insertBefore(g,s);
  })();
</script>
</body>
</html>`;

const headers = { 'content-type': 'text/html; charset=utf-8', server: 'Apache', 'x-powered-by': 'PHP/8.2.18' };

const pager = (cur: number): string => `<nav class="pagination" aria-label="Seiten">
  <ul>
    ${cur === 2 ? '<li class="prev"><a href="/haendler">« Zurück</a></li>' : ''}
    <li${cur === 1 ? ' class="current"' : ''}><a href="/haendler">1</a></li>
    <li${cur === 2 ? ' class="current"' : ''}><a href="/haendler/seite-2">2</a></li>
    ${cur === 1 ? '<li class="next"><a href="/haendler/seite-2">Weiter »</a></li>' : ''}
  </ul>
</nav>`;

const dealer = (name: string, place: string, url?: string): string => `<div class="tx-kwdealers-item">
      <h3>${name}</h3>
      <p class="address">${place}</p>
      ${url ? `<p><a href="${url}" target="_blank" rel="noopener">${url.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '')}</a></p>` : ''}
    </div>`;

export const site: CorpusSite = {
  domain: 'kleinerwald-spielzeug.de',
  covers:
    'German wooden-toy maker (German), TYPO3 with Matomo; dealer directory split across two paginated pages plus distributors for Austria/Switzerland/Benelux; negatives: spiel gut seal, toy award, DVSI association membership, Spielwarenmesse exhibition, press links, sponsorship of a Kita festival, job board, social links',
  pages: {
    '/': {
      headers,
      html:
        head('Kleiner Wald – Holzspielzeug aus Thüringen', '/') +
        `<section class="hero"><h1>Holzspielzeug, das Generationen überdauert</h1><p>Seit 1987 drechseln, sägen und schleifen wir in Sonneberg Spielzeug aus heimischer Buche und Ahorn.</p><a class="btn" href="/haendler">Händler in Ihrer Nähe</a></section>
<section class="ce-textpic"><h2>Ausgezeichnet</h2>
<p>Unsere Murmelbahn „Waldweg“ trägt das Siegel <a href="https://www.spielgut.de/" target="_blank">spiel gut</a> und wurde mit dem <a href="https://www.toyaward.de/gewinner-2023" target="_blank">ToyAward 2023</a> der Spielwarenmesse ausgezeichnet.</p>
<p>Besuchen Sie uns auf der <a href="https://www.spielwarenmesse.de/" target="_blank">Spielwarenmesse Nürnberg</a>, Halle 2, Stand C-41.</p></section>` +
        foot,
    },
    '/haendler': {
      headers,
      html:
        head('Händler – Kleiner Wald', '/haendler') +
        `<div class="frame frame-default"><h1>Unsere Fachhändler</h1>
<p>Kleiner Wald Spielzeug erhalten Sie im ausgewählten Spielwaren-Fachhandel. Hier finden Sie unsere Händler nach Postleitzahl sortiert.</p>
<div class="tx-kwdealers">
  <h2>PLZ 0 – 4</h2>
  ${dealer('Holzwurm Spielwaren', '01067 Dresden', 'https://www.holzwurm-dresden.de/')}
  ${dealer('Spielkiste Leipzig', '04109 Leipzig', 'https://spielkiste-leipzig.de/')}
  ${dealer('Kinderkram Berlin', '10437 Berlin', 'https://www.kinderkram-berlin.de/')}
  ${dealer('Der Spielzeugladen', '20249 Hamburg', 'https://www.derspielzeugladen-hamburg.de/')}
  ${dealer('Spielwaren Brinkmann', '33602 Bielefeld', 'https://www.spielwaren-brinkmann.de/')}
  ${dealer('Teddy &amp; Co.', '44135 Dortmund')}
</div>
${pager(1)}
<h2>Vertriebspartner im Ausland</h2>
<table class="contenttable">
  <thead><tr><th>Land</th><th>Vertriebspartner</th></tr></thead>
  <tbody>
    <tr><td>Österreich</td><td><a href="https://www.holzspiel-vertrieb.at/" target="_blank">Alpen Holzspiel Vertrieb GmbH</a></td></tr>
    <tr><td>Schweiz</td><td><a href="https://www.spielform.ch/" target="_blank">Spielform AG</a></td></tr>
    <tr><td>Benelux</td><td><a href="https://www.houtenspeelgoed-import.nl/" target="_blank">Houten Speelgoed Import B.V.</a></td></tr>
  </tbody>
</table>
</div>` +
        foot,
    },
    '/haendler/seite-2': {
      headers,
      html:
        head('Händler (Seite 2) – Kleiner Wald', '/haendler/seite-2') +
        `<div class="frame frame-default"><h1>Unsere Fachhändler</h1>
<div class="tx-kwdealers">
  <h2>PLZ 5 – 9</h2>
  ${dealer('Spielwaren Kremer', '50667 Köln', 'https://www.spielwaren-kremer.de/')}
  ${dealer('Zauberwald Kinderladen', '60311 Frankfurt am Main', 'https://zauberwald-frankfurt.de/')}
  ${dealer('Das Holzpferd', '70173 Stuttgart', 'https://www.das-holzpferd.de/')}
  ${dealer('Kasperl &amp; Co.', '80331 München', 'https://www.kasperl-muenchen.de/')}
  ${dealer('Spielzeug Seidel', '96515 Sonneberg', 'https://www.spielzeug-seidel.de/')}
  ${dealer('Onlineshop: Holzspielzeug-Welt', 'Versand deutschlandweit', 'https://www.holzspielzeug-welt.de/marken/kleiner-wald/')}
</div>
${pager(2)}
</div>` +
        foot,
    },
    '/ueber-uns': {
      headers,
      html:
        head('Über uns – Kleiner Wald', '/ueber-uns') +
        `<div class="frame frame-default"><h1>Über uns</h1>
<p>Kleiner Wald ist ein Familienbetrieb in dritter Generation mit 38 Mitarbeiterinnen und Mitarbeitern. Wir verarbeiten ausschließlich FSC-zertifiziertes Holz aus Thüringer Wäldern.</p>
<p>Wir sind Mitglied im <a href="https://www.dvsi.de/" target="_blank">Deutschen Verband der Spielwaren-Industrie (DVSI)</a>.</p>
<h2>Engagement</h2>
<p>Jedes Jahr sponsern wir das Sommerfest der <a href="https://www.kita-sonnenschein-sonneberg.de/" target="_blank">Kita Sonnenschein</a> mit Spielzeug für die Tombola.</p>
<h2>Karriere</h2>
<p>Aktuelle Stellen (Holzmechaniker/in, Azubi) finden Sie bei <a href="https://www.stepstone.de/cmp/de/kleiner-wald-gmbh-318842/jobs" target="_blank">StepStone</a>.</p>
</div>` +
        foot,
    },
    '/presse': {
      headers,
      html:
        head('Presse – Kleiner Wald', '/presse') +
        `<div class="frame frame-default"><h1>Presse</h1>
<ul>
  <li><a href="https://www.mdr.de/nachrichten/thueringen/sued-thueringen/sonneberg/holzspielzeug-kleiner-wald-100.html" target="_blank">MDR Thüringen: Spielzeug aus dem Sägewerk (2023)</a></li>
  <li><a href="https://www.spielzeugmarkt-online.de/news/kleiner-wald-murmelbahn" target="_blank">Spielzeugmarkt: Neuheiten 2024</a></li>
</ul>
<p>Pressekontakt: <a href="mailto:presse@kleinerwald-spielzeug.de">presse@kleinerwald-spielzeug.de</a></p>
</div>` +
        foot,
    },
  },
  sitemap: ['/', '/produkte', '/haendler', '/haendler/seite-2', '/ueber-uns', '/presse', '/kontakt'],
  technologies: ['apache-http-server', 'jquery', 'matomo-analytics', 'open-graph', 'php', 'typo3-cms'],
  partners: {
    'holzwurm-dresden.de': 'channel',
    'spielkiste-leipzig.de': 'channel',
    'kinderkram-berlin.de': 'channel',
    'derspielzeugladen-hamburg.de': 'channel',
    'spielwaren-brinkmann.de': 'channel',
    'holzspiel-vertrieb.at': 'channel',
    'spielform.ch': 'channel',
    'houtenspeelgoed-import.nl': 'channel',
    'spielwaren-kremer.de': 'channel',
    'zauberwald-frankfurt.de': 'channel',
    'das-holzpferd.de': 'channel',
    'kasperl-muenchen.de': 'channel',
    'spielzeug-seidel.de': 'channel',
    'holzspielzeug-welt.de': 'channel',
  },
};
