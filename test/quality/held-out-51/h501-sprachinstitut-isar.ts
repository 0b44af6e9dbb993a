import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, desc: string, path: string) => `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
-->
<title>${title} | Sprachinstitut Isar München</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${desc}">
<meta property="og:title" content="${title}">
<meta property="og:type" content="website">
<meta property="og:url" content="https://www.sprachinstitut-isar.de${path}">
<meta property="og:image" content="https://www.sprachinstitut-isar.de/fileadmin/user_upload/og-sprachinstitut.jpg">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-3f1a9c0d2b7e4f5a8c6d1e2f3a4b5c6d.css?1712044512" media="all">
<link rel="stylesheet" href="/typo3conf/ext/si_sitepackage/Resources/Public/Css/main.min.css?1711523301" media="all">
<link rel="icon" href="/typo3conf/ext/si_sitepackage/Resources/Public/Icons/favicon.ico" type="image/vnd.microsoft.icon">
<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="xK2p9LmQr" async></script>
</head>
<body class="page-layout-default">
<header class="site-header">
  <a class="brand" href="/"><img src="/typo3conf/ext/si_sitepackage/Resources/Public/Images/logo-sprachinstitut-isar.svg" alt="Sprachinstitut Isar" width="220" height="48"></a>
  <nav class="main-nav" aria-label="Hauptnavigation">
    <ul>
      <li><a href="/deutschkurse/">Deutschkurse</a></li>
      <li><a href="/pruefungen/">Prüfungen</a></li>
      <li><a href="/unterkunft/">Unterkunft</a></li>
      <li><a href="/ueber-uns/">Über uns</a></li>
      <li><a href="/kooperationspartner/">Kooperationspartner</a></li>
      <li><a href="/kontakt/">Kontakt</a></li>
    </ul>
  </nav>
  <div class="lang-switch"><a href="/" hreflang="de" class="active">DE</a> <a href="/en/" hreflang="en">EN</a></div>
</header>
<main id="content">`;

const foot = `</main>
<footer class="site-footer">
  <div class="footer-cols">
    <div>
      <h3>Sprachinstitut Isar GmbH</h3>
      <p>Lindwurmstraße 88<br>80337 München<br>Tel. +49 89 5439 2710<br><a href="mailto:info@sprachinstitut-isar.de">info@sprachinstitut-isar.de</a></p>
    </div>
    <div>
      <h3>Qualität</h3>
      <a href="https://www.telc.net/" rel="noopener" target="_blank"><img src="/fileadmin/logos/telc-pruefungszentrum.png" alt="Lizenziertes telc Prüfungszentrum"></a>
      <a href="https://www.tuev-sued.de/" rel="noopener" target="_blank"><img src="/fileadmin/logos/iso9001-tuev.png" alt="Zertifiziert nach DIN EN ISO 9001"></a>
    </div>
    <div>
      <h3>Bezahlen</h3>
      <img src="/fileadmin/logos/pay-sepa.svg" alt="SEPA-Überweisung"> <img src="/fileadmin/logos/pay-paypal.svg" alt="PayPal"> <img src="/fileadmin/logos/pay-flywire.svg" alt="Flywire">
    </div>
    <div>
      <h3>Folgen Sie uns</h3>
      <a href="https://www.facebook.com/sprachinstitutisar" target="_blank" rel="noopener">Facebook</a>
      <a href="https://www.instagram.com/sprachinstitut.isar/" target="_blank" rel="noopener">Instagram</a>
      <a href="https://www.youtube.com/@sprachinstitutisar" target="_blank" rel="noopener">YouTube</a>
    </div>
  </div>
  <p class="legal"><a href="/impressum/">Impressum</a> · <a href="/datenschutz/">Datenschutz</a> · <a href="/agb/">AGB</a> · © 2025 Sprachinstitut Isar GmbH</p>
</footer>
<script src="/typo3conf/ext/si_sitepackage/Resources/Public/JavaScript/Libs/jquery-3.7.1.min.js?1709113020"></script>
<script src="/typo3temp/assets/compressed/merged-9c2d4e1f0a7b3c5d6e8f9a0b1c2d3e4f.js?1712044512"></script>
</body>
</html>`;

const html = {
  home: `${head('Deutsch lernen in München', 'Deutschkurse für Erwachsene in München: Intensivkurse, Abendkurse, Prüfungsvorbereitung telc und TestDaF.', '/')}
<section class="hero">
  <h1>Deutsch lernen mitten in München</h1>
  <p>Intensivkurse von A1 bis C2, Abendkurse für Berufstätige und Prüfungsvorbereitung – in kleinen Gruppen mit maximal 12 Teilnehmenden.</p>
  <a class="btn" href="/deutschkurse/">Kurs finden</a> <a class="btn btn-outline" href="/kontakt/">Einstufungstest vereinbaren</a>
</section>
<section class="usp">
  <div><h2>Seit 1994</h2><p>Über 30 Jahre Erfahrung im Unterricht Deutsch als Fremdsprache.</p></div>
  <div><h2>Kursstart jeden Montag</h2><p>Einstieg in unsere Intensivkurse ist wöchentlich möglich.</p></div>
  <div><h2>Unterkunft inklusive</h2><p>Gastfamilie, WG-Zimmer oder Apartment – wir vermitteln Ihre Unterkunft.</p></div>
</section>
<section class="testimonials">
  <h2>Das sagen unsere Teilnehmenden</h2>
  <blockquote>„Nach acht Wochen konnte ich mein Bewerbungsgespräch auf Deutsch führen.“ – Lucía, Spanien</blockquote>
  <blockquote>„Tolle Lehrkräfte und eine sehr familiäre Atmosphäre.“ – Kenji, Japan</blockquote>
  <p><a href="https://www.google.com/maps/place/Sprachinstitut+Isar" target="_blank" rel="noopener">4,8 ★ aus 612 Google-Bewertungen</a></p>
</section>
<section class="news">
  <h2>Aktuelles</h2>
  <article><h3><a href="/aktuelles/sommerkurse-2025/">Sommerkurse 2025: jetzt buchen</a></h3><p>Unsere beliebten Sommerkurse mit Freizeitprogramm starten am 30. Juni.</p></article>
</section>
${foot}`,
  about: `${head('Über uns', 'Das Sprachinstitut Isar: Team, Geschichte und Qualität.', '/ueber-uns/')}
<div class="ce-bodytext">
<h1>Über uns</h1>
<p>Das Sprachinstitut Isar wurde 1994 von Dr. Helga Brandl als kleine Sprachschule im Glockenbachviertel gegründet. Heute unterrichten 38 Lehrkräfte jedes Jahr rund 2.400 Teilnehmende aus mehr als 90 Ländern.</p>
<h2>Qualität und Zertifizierungen</h2>
<p>Wir sind nach DIN EN ISO 9001 zertifiziert und vom BAMF als Träger für Integrationskurse zugelassen. Als lizenziertes Prüfungszentrum der <a href="https://www.telc.net/" target="_blank" rel="noopener">telc gGmbH</a> nehmen wir telc-Prüfungen von A1 bis C1 Hochschule ab.</p>
<h2>Mitgliedschaften</h2>
<ul>
  <li>Mitglied im <a href="https://www.fadaf.de/" target="_blank" rel="noopener">Fachverband Deutsch als Fremd- und Zweitsprache (FaDaF)</a></li>
  <li>Mitglied der <a href="https://www.ihk-muenchen.de/" target="_blank" rel="noopener">IHK für München und Oberbayern</a></li>
</ul>
<h2>Unser Team</h2>
<p>Leitung: Dr. Helga Brandl, Markus Oberhuber (Studienleitung), Ayşe Demir (Teilnehmendenservice).</p>
<p>Wir stellen ein! Offene Stellen für Lehrkräfte DaF/DaZ finden Sie auf <a href="https://www.stepstone.de/cmp/de/sprachinstitut-isar-gmbh-184233/jobs" target="_blank" rel="noopener">StepStone</a>.</p>
</div>
${foot}`,
  partners: `${head('Kooperationspartner', 'Unsere Kooperationspartner: Unterkunft, Hochschulen und Sprachreiseagenturen weltweit.', '/kooperationspartner/')}
<div class="ce-bodytext">
<h1>Unsere Kooperationspartner</h1>
<p>Damit Ihr Aufenthalt in München rundum gelingt, arbeiten wir eng mit ausgewählten Partnern zusammen.</p>
</div>
<div class="frame frame-type-table">
<h2>Unterkunft und Studium</h2>
<table class="contenttable">
  <thead><tr><th>Partner</th><th>Bereich</th><th>Website</th></tr></thead>
  <tbody>
    <tr><td>Gastfamilien Südbayern e.V.</td><td>Gastfamilien im Großraum München</td><td><a href="https://www.gastfamilien-suedbayern.de/" target="_blank" rel="noopener">gastfamilien-suedbayern.de</a></td></tr>
    <tr><td>Campus Apartments München</td><td>Möblierte Apartments für Kursteilnehmende</td><td><a href="https://www.campus-apartments-muenchen.de/" target="_blank" rel="noopener">campus-apartments-muenchen.de</a></td></tr>
    <tr><td>Hochschule Ammersee für angewandte Wissenschaften</td><td>Studienvorbereitung, gemeinsames Propädeutikum</td><td><a href="https://www.hs-ammersee.de/international/" target="_blank" rel="noopener">hs-ammersee.de</a></td></tr>
    <tr><td>Münchner Sprachcafé</td><td>Tandem- und Konversationsabende</td><td>–</td></tr>
  </tbody>
</table>
</div>
<div class="frame frame-type-text">
<h2>Unsere Agenturen im Ausland</h2>
<p>Sie möchten Ihren Kurs in Ihrer Landessprache buchen? Unsere autorisierten Partneragenturen beraten Sie vor Ort und übernehmen die Anmeldung zu denselben Preisen:</p>
<ul class="agency-list">
  <li><strong>Italien:</strong> <a href="https://www.lingua-viaggi.it/" target="_blank" rel="noopener">Lingua Viaggi S.r.l.</a>, Bologna</li>
  <li><strong>Südkorea:</strong> <a href="https://edutravel.kr/" target="_blank" rel="noopener">EduTravel Korea</a>, Seoul</li>
  <li><strong>Chile:</strong> <a href="https://www.idiomasandes.cl/" target="_blank" rel="noopener">Agencia Idiomas Andes</a>, Santiago</li>
  <li><strong>Deutschland:</strong> <a href="https://www.sprachreisen-weltweit.de/" target="_blank" rel="noopener">Sprachreisen Weltweit GmbH</a>, Hamburg</li>
</ul>
<p>Sie sind eine Agentur und möchten mit uns zusammenarbeiten? Schreiben Sie an <a href="mailto:agenturen@sprachinstitut-isar.de">agenturen@sprachinstitut-isar.de</a>.</p>
</div>
${foot}`,
  exams: `${head('Prüfungen', 'telc und TestDaF Prüfungen in München.', '/pruefungen/')}
<div class="ce-bodytext">
<h1>Prüfungen am Sprachinstitut Isar</h1>
<p>Wir sind lizenziertes Prüfungszentrum für telc Deutsch A1–C1 Hochschule. Termine und Gebühren finden Sie unten. Die Ergebnisse erhalten Sie direkt von <a href="https://www.telc.net/pruefungsteilnehmende/" target="_blank" rel="noopener">telc</a>.</p>
<table class="contenttable"><thead><tr><th>Prüfung</th><th>Termin</th><th>Gebühr</th></tr></thead>
<tbody><tr><td>telc Deutsch B1</td><td>14.06.2025</td><td>180 €</td></tr><tr><td>telc Deutsch B2</td><td>21.06.2025</td><td>200 €</td></tr><tr><td>telc Deutsch C1 Hochschule</td><td>28.06.2025</td><td>230 €</td></tr></tbody></table>
</div>
${foot}`,
  contact: `${head('Kontakt', 'Kontakt zum Sprachinstitut Isar in München.', '/kontakt/')}
<div class="ce-bodytext">
<h1>Kontakt</h1>
<p>Sprachinstitut Isar GmbH, Lindwurmstraße 88, 80337 München (U3/U6 Goetheplatz)</p>
<p>Öffnungszeiten Sekretariat: Mo–Fr 8:30–17:00 Uhr</p>
<form action="/kontakt/?tx_form_formframework%5Baction%5D=perform" method="post" class="contact-form">
  <label>Name <input type="text" name="tx_form_formframework[name]"></label>
  <label>E-Mail <input type="email" name="tx_form_formframework[email]"></label>
  <label>Nachricht <textarea name="tx_form_formframework[message]"></textarea></label>
  <button type="submit">Senden</button>
</form>
</div>
${foot}`,
};

export const site: CorpusSite = {
  domain: 'sprachinstitut-isar.de',
  covers:
    'German language school on TYPO3: partners in a table (one without link) and agencies in a list; negatives: telc exam centre licence, ISO certification, memberships (FaDaF, IHK), job board, payment and social links',
  pages: {
    '/': { headers: { server: 'nginx', 'content-type': 'text/html; charset=utf-8' }, html: html.home },
    '/ueber-uns/': { headers: { server: 'nginx' }, html: html.about },
    '/kooperationspartner/': { headers: { server: 'nginx' }, html: html.partners },
    '/pruefungen/': { headers: { server: 'nginx' }, html: html.exams },
    '/kontakt/': { headers: { server: 'nginx' }, html: html.contact },
  },
  sitemap: ['/', '/deutschkurse/', '/pruefungen/', '/ueber-uns/', '/kooperationspartner/', '/kontakt/'],
  technologies: ['typo3-cms', 'php', 'jquery', 'usercentrics', 'nginx', 'open-graph', 'paypal'],
  partners: {
    'gastfamilien-suedbayern.de': 'generic',
    'campus-apartments-muenchen.de': 'generic',
    'hs-ammersee.de': 'generic',
    'lingua-viaggi.it': 'channel',
    'edutravel.kr': 'channel',
    'idiomasandes.cl': 'channel',
    'sprachreisen-weltweit.de': 'channel',
  },
};
