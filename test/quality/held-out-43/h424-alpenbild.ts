import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Apache',
  'x-ua-compatible': 'IE=edge',
  'content-language': 'de-CH',
};

const head = (title: string, description: string): string => `<head>
<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->
<title>${title}</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="description" content="${description}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-5d1e0c7a2b9f8e34d6a1c0b7e2f9d8a3.css?1712822400" media="all">
<link rel="stylesheet" href="/_assets/8c1f2e0d9b7a6c5e4d3b2a1f0e9d8c7b/Css/main.css?1712822400" media="all">
<link rel="alternate" hreflang="de-CH" href="https://alpenbild.ch/">
<link rel="alternate" hreflang="fr-CH" href="https://alpenbild.ch/fr/">
</head>`;

const nav = `<header class="page-header">
<a class="page-header__brand" href="/"><img src="/fileadmin/templates/img/alpenbild-logo.svg" alt="Alpenbild – Bildagentur" width="180" height="40"></a>
<nav class="mainnav" aria-label="Hauptnavigation"><ul>
<li><a href="/bilder">Bilder suchen</a></li>
<li><a href="/themen">Themen</a></li>
<li><a href="/lizenzen">Lizenzen &amp; Preise</a></li>
<li><a href="/fotografen">Fotografinnen &amp; Fotografen</a></li>
<li><a href="/ueber-uns">Über uns</a></li>
<li><a href="/kontakt">Kontakt</a></li>
</ul></nav>
<ul class="langnav"><li class="active"><a href="/">DE</a></li><li><a href="/fr/">FR</a></li></ul>
</header>`;

const footer = `<footer class="page-footer">
<div class="page-footer__cols">
<div><h3>Alpenbild AG</h3><p>Hardstrasse 219<br>8005 Zürich<br>Tel. +41 44 272 18 60<br><a href="mailto:bilder@alpenbild.ch">bilder@alpenbild.ch</a></p></div>
<div><h3>Service</h3><ul><li><a href="/lizenzen">Lizenzmodelle</a></li><li><a href="/vertretungen">Vertretungen im Ausland</a></li><li><a href="/fotografen/bewerbung">Als Fotograf*in bewerben</a></li><li><a href="/agb">AGB</a></li><li><a href="/datenschutz">Datenschutz</a></li><li><a href="/impressum">Impressum</a></li></ul></div>
<div><h3>Zahlungsarten</h3><ul class="payment"><li><img src="/fileadmin/templates/img/pay/twint.svg" alt="TWINT"></li><li><img src="/fileadmin/templates/img/pay/postfinance.svg" alt="PostFinance Card"></li><li><img src="/fileadmin/templates/img/pay/visa.svg" alt="Visa"></li><li><img src="/fileadmin/templates/img/pay/mastercard.svg" alt="Mastercard"></li><li><img src="/fileadmin/templates/img/pay/rechnung.svg" alt="Rechnung"></li></ul></div>
<div><h3>Mitgliedschaften</h3><p><a href="https://www.sab-photo.ch/">SAB – Schweizerische Arbeitsgemeinschaft der Bild-Agenturen und -Archive</a><br><a href="https://cepic.org/">CEPIC – Centre of the Picture Industry</a></p></div>
</div>
<p class="page-footer__social"><a href="https://www.instagram.com/alpenbild.ch/">Instagram</a> · <a href="https://www.linkedin.com/company/alpenbild-ag/">LinkedIn</a></p>
<p class="page-footer__copy">© 2024 Alpenbild AG</p>
</footer>
<script>
  var _paq = window._paq = window._paq || [];
  _paq.push(['trackPageView']);
  _paq.push(['enableLinkTracking']);
  (function() {
    var u="https://stats.alpenbild.ch/";
    _paq.push(['setTrackerUrl', u+'matomo.php']);
    _paq.push(['setSiteId', '1']);
    var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];
    g.async=true; g.src=u+'matomo.js'; s.parentNode.insertBefore(g,s);
  })();
</script>
<script src="/typo3temp/assets/compressed/merged-b7e3f0c1a2d94e8c5f6a7b8c9d0e1f2a.js?1712822400"></script>`;

const page = (title: string, description: string, content: string): string =>
  `<!DOCTYPE html>
<html lang="de-CH">
${head(title, description)}
<body id="p1" class="layout-default">
${nav}
<main id="content">
${content}
</main>
${footer}
</body>
</html>`;

const agency = (id: string, region: string, entries: string): string => `<div class="accordion-item">
<h2 class="accordion-header" id="heading-${id}"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#collapse-${id}" aria-expanded="false" aria-controls="collapse-${id}">${region}</button></h2>
<div id="collapse-${id}" class="accordion-collapse collapse" aria-labelledby="heading-${id}" data-bs-parent="#vertretungen"><div class="accordion-body">
${entries}
</div></div>
</div>`;

export const site: CorpusSite = {
  domain: 'alpenbild.ch',
  covers:
    'Swiss-German photo stock agency on TYPO3 (Apache, self-hosted Matomo); foreign sales agents in a Bootstrap-style accordion by region (channel), one agent with name only, one region pointing to a contact e-mail; negatives: contributing photographers with portfolio links, customers (publishers) list, payment-method icons, SAB and CEPIC memberships, Instagram/LinkedIn, press',
  pages: {
    '/': {
      headers,
      html: page(
        'Alpenbild – Bildagentur für die Schweiz und die Alpen',
        'Über 1,2 Millionen lizenzierbare Bilder aus der Schweiz und dem Alpenraum: Landschaft, Reportage, Wirtschaft und Archiv.',
        `<section class="ce-hero"><h1>Bilder aus der Schweiz. Seit 1987.</h1><p>Über 1,2 Millionen Fotografien aus Landschaft, Gesellschaft, Wirtschaft und 80 Jahren Archiv – lizenzierbar in Minuten.</p>
<form class="search" action="/bilder" method="get"><input type="search" name="q" placeholder="Suchbegriff, z. B. Aletschgletscher"><button type="submit">Suchen</button></form></section>
<section class="ce-teaser"><h2>Aktuelle Themen</h2><ul><li><a href="/themen/gletscherschmelze">Gletscherschmelze</a></li><li><a href="/themen/landwirtschaft">Berglandwirtschaft</a></li><li><a href="/themen/archiv-1950">Archiv: Die 1950er-Jahre</a></li></ul></section>
<section class="ce-clients"><h2>Unsere Bilder erscheinen in</h2><ul class="logos"><li><img src="/fileadmin/user_upload/kunden/zuercher-wochenblatt.svg" alt="Zürcher Wochenblatt"></li><li><img src="/fileadmin/user_upload/kunden/bergwelt-magazin.svg" alt="Bergwelt Magazin"></li><li><img src="/fileadmin/user_upload/kunden/helvetia-reisen.svg" alt="Helvetia Reisen"></li></ul></section>
<section class="ce-text"><h2>Weltweit vertreten</h2><p>Kundinnen und Kunden ausserhalb der Schweiz betreuen unsere <a href="/vertretungen">Vertretungen im Ausland</a> in ihrer Sprache und Währung.</p></section>`,
      ),
    },
    '/vertretungen': {
      headers,
      html: page(
        'Vertretungen im Ausland – Alpenbild',
        'Unsere Partneragenturen verkaufen Alpenbild-Lizenzen in über 20 Ländern.',
        `<div class="ce-header"><h1>Vertretungen im Ausland</h1>
<p>Ausserhalb der Schweiz werden Alpenbild-Lizenzen durch unabhängige Partneragenturen verkauft. Sie führen unser komplettes Sortiment, rechnen in Landeswährung ab und beraten Sie vor Ort. Bitte wenden Sie sich für Bestellungen direkt an die Agentur Ihres Landes.</p></div>
<div class="accordion" id="vertretungen">
${agency('dach', 'Deutschland &amp; Österreich', '<h3>Lichtblick Bildagentur GmbH, München</h3><p>Vertretung seit 2004 für Deutschland und Österreich.</p><p><a href="https://www.lichtblick-bild.de/" target="_blank" rel="noopener">www.lichtblick-bild.de</a></p>')}
${agency('fr', 'Frankreich &amp; Belgien', '<h3>Agence Sommet Images, Lyon</h3><p>Presse, Édition et publicité.</p><p><a href="https://sommet-images.fr/" target="_blank" rel="noopener">sommet-images.fr</a></p>')}
${agency('it', 'Italien', '<h3>Vetta Foto S.r.l., Milano</h3><p><a href="https://www.vettafoto.it/" target="_blank" rel="noopener">www.vettafoto.it</a></p>')}
${agency('nordics', 'Skandinavien', '<h3>Fjellbild AS, Oslo</h3><p>Für Norwegen, Schweden, Dänemark und Finnland.</p><p><a href="https://fjellbild.no/" target="_blank" rel="noopener">fjellbild.no</a></p>')}
${agency('uk', 'Grossbritannien &amp; Irland', '<h3>Summit Picture Library Ltd, London</h3><p><a href="https://www.summitpicturelibrary.co.uk/" target="_blank" rel="noopener">summitpicturelibrary.co.uk</a></p>')}
${agency('jp', 'Japan', '<h3>Yamanami Photo Co., Ltd., Tokio</h3><p>Die Website der Agentur ist derzeit im Aufbau.</p>')}
${agency('other', 'Übrige Länder', '<p>Für alle anderen Länder lizenzieren wir direkt: <a href="mailto:international@alpenbild.ch">international@alpenbild.ch</a></p>')}
</div>
<div class="ce-text"><p>Möchten Sie Alpenbild in Ihrem Land vertreten? Schreiben Sie an <a href="mailto:partner@alpenbild.ch">partner@alpenbild.ch</a>.</p></div>`,
      ),
    },
    '/fotografen': {
      headers,
      html: page(
        'Fotografinnen & Fotografen – Alpenbild',
        'Die Fotografinnen und Fotografen von Alpenbild.',
        `<h1>Fotografinnen &amp; Fotografen</h1>
<p>Über 340 Fotografinnen und Fotografen liefern an Alpenbild. Eine Auswahl:</p>
<ul class="photographers">
<li><strong>Anna Gisler</strong>, Altdorf – Landschaft und Wetter. <a href="https://www.annagisler-fotografie.ch/">Portfolio</a></li>
<li><strong>Reto Camenisch</strong>, Chur – Reportage. <a href="https://retocamenisch.photo/">Portfolio</a></li>
<li><strong>Lucía Ferreira</strong>, Genf – Architektur. <a href="https://luciaferreira.ch/">Portfolio</a></li>
</ul>
<p><a href="/fotografen/bewerbung">Jetzt als Fotograf*in bewerben</a></p>`,
      ),
    },
    '/ueber-uns': {
      headers,
      html: page(
        'Über uns – Alpenbild',
        'Alpenbild AG, Zürich.',
        `<h1>Über uns</h1>
<p>Alpenbild wurde 1987 als Archiv für Bergfotografie gegründet und ist heute eine der grössten unabhängigen Bildagenturen der Schweiz. 14 Mitarbeitende in Zürich betreuen Verlage, Agenturen und Unternehmen.</p>
<p>Im Jahr 2023 hat das Bundesamt für Kultur die Digitalisierung unseres historischen Archivs unterstützt.</p>
<p>Presse: <a href="https://www.medienwoche-schweiz.ch/2023/11/alpenbild-archiv/">Medienwoche: «Ein Archiv wird digital»</a></p>`,
      ),
    },
    '/kontakt': {
      headers,
      html: page(
        'Kontakt – Alpenbild',
        'So erreichen Sie Alpenbild.',
        `<h1>Kontakt</h1>
<p>Bildrecherche: <a href="mailto:recherche@alpenbild.ch">recherche@alpenbild.ch</a><br>Lizenzen: <a href="mailto:lizenzen@alpenbild.ch">lizenzen@alpenbild.ch</a></p>
<p>Öffnungszeiten: Mo–Fr 8.30–17.30 Uhr</p>`,
      ),
    },
  },
  technologies: ['typo3-cms', 'php', 'apache-http-server', 'matomo-analytics'],
  partners: {
    'lichtblick-bild.de': 'channel',
    'sommet-images.fr': 'channel',
    'vettafoto.it': 'channel',
    'fjellbild.no': 'channel',
    'summitpicturelibrary.co.uk': 'channel',
  },
};
