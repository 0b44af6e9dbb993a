import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Apache',
  'strict-transport-security': 'max-age=31536000',
  'x-frame-options': 'SAMEORIGIN',
  'content-language': 'de',
};

const head = (title: string, desc: string, path: string) => `<!DOCTYPE html>
<html lang="de-DE">
<head>

<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2026 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->

<title>${title}</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="description" content="${desc}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${desc}">
<meta property="og:type" content="website">
<meta property="og:url" content="https://personalwerk-rheinland.de${path}">
<meta property="og:image" content="https://personalwerk-rheinland.de/fileadmin/_processed_/4/2/csm_og-personalwerk_8e2a1c4b9f.jpg">
<meta name="twitter:card" content="summary">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-3f1b7c9e2d0a4e6b8c5d1a2f3e4b5c6d-min.css?1736420011" media="all">
<link rel="stylesheet" href="/typo3conf/ext/pw_sitepackage/Resources/Public/Css/main.min.css?1736419980" media="all">
<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="Xk3Pq9vT2mLcR8" async></script>
<link rel="canonical" href="https://personalwerk-rheinland.de${path}">
</head>`;

const nav = `<body id="p-page" class="layout-default">
<header class="header">
  <div class="container">
    <nav class="navbar navbar-expand-lg">
      <a class="navbar-brand" href="/"><img src="/typo3conf/ext/pw_sitepackage/Resources/Public/Images/logo-personalwerk.svg" alt="Personalwerk Rheinland GmbH" width="220" height="52"></a>
      <button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#mainnav" aria-label="Navigation umschalten"><span class="navbar-toggler-icon"></span></button>
      <div class="collapse navbar-collapse" id="mainnav">
        <ul class="navbar-nav ms-auto">
          <li class="nav-item dropdown"><a class="nav-link dropdown-toggle" href="/fuer-bewerber/" data-bs-toggle="dropdown">Für Bewerber</a>
            <ul class="dropdown-menu"><li><a class="dropdown-item" href="/fuer-bewerber/stellenangebote/">Stellenangebote</a></li><li><a class="dropdown-item" href="/fuer-bewerber/initiativbewerbung/">Initiativbewerbung</a></li></ul></li>
          <li class="nav-item dropdown"><a class="nav-link dropdown-toggle" href="/fuer-unternehmen/" data-bs-toggle="dropdown">Für Unternehmen</a>
            <ul class="dropdown-menu"><li><a class="dropdown-item" href="/fuer-unternehmen/arbeitnehmerueberlassung/">Arbeitnehmerüberlassung</a></li><li><a class="dropdown-item" href="/fuer-unternehmen/personalvermittlung/">Personalvermittlung</a></li><li><a class="dropdown-item" href="/fuer-unternehmen/executive-search/">Executive Search</a></li></ul></li>
          <li class="nav-item dropdown"><a class="nav-link dropdown-toggle" href="/unternehmen/" data-bs-toggle="dropdown">Unternehmen</a>
            <ul class="dropdown-menu"><li><a class="dropdown-item" href="/unternehmen/ueber-uns/">Über uns</a></li><li><a class="dropdown-item" href="/unternehmen/standorte/">Standorte</a></li><li><a class="dropdown-item" href="/unternehmen/partner/">Partner</a></li><li><a class="dropdown-item" href="/unternehmen/karriere-intern/">Karriere bei uns</a></li></ul></li>
          <li class="nav-item"><a class="nav-link btn btn-primary" href="/kontakt/">Kontakt</a></li>
        </ul>
      </div>
    </nav>
  </div>
</header>`;

const footer = `<footer class="footer">
  <div class="container">
    <div class="row">
      <div class="col-md-3">
        <p class="footer-title">Personalwerk Rheinland GmbH</p>
        <p>Graf-Adolf-Straße 41<br>40210 Düsseldorf<br>Tel. 0211 946 318-0<br><a href="mailto:info@personalwerk-rheinland.de">info@personalwerk-rheinland.de</a></p>
      </div>
      <div class="col-md-3">
        <p class="footer-title">Standorte</p>
        <ul class="list-unstyled"><li><a href="/unternehmen/standorte/duesseldorf/">Düsseldorf</a></li><li><a href="/unternehmen/standorte/koeln/">Köln</a></li><li><a href="/unternehmen/standorte/neuss/">Neuss</a></li><li><a href="/unternehmen/standorte/krefeld/">Krefeld</a></li></ul>
      </div>
      <div class="col-md-3">
        <p class="footer-title">Service</p>
        <ul class="list-unstyled"><li><a href="/unternehmen/partner/">Partner &amp; Netzwerk</a></li><li><a href="/presse/">Presse</a></li><li><a href="/impressum/">Impressum</a></li><li><a href="/datenschutz/">Datenschutz</a></li><li><a href="#" onclick="UC_UI.showSecondLayer();">Cookie-Einstellungen</a></li></ul>
      </div>
      <div class="col-md-3">
        <p class="footer-title">Ausgezeichnet</p>
        <a href="https://www.kununu.com/de/personalwerk-rheinland" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/siegel/kununu-top-company-2026.png" alt="kununu Top Company 2026" width="90"></a>
        <a href="https://www.gvp-ev.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/siegel/gvp-mitglied.png" alt="Mitglied im GVP" width="90"></a>
        <p class="social"><a href="https://www.xing.com/pages/personalwerk-rheinland" target="_blank">XING</a> · <a href="https://www.linkedin.com/company/personalwerk-rheinland/" target="_blank">LinkedIn</a> · <a href="https://www.instagram.com/personalwerk.rheinland/" target="_blank">Instagram</a></p>
      </div>
    </div>
    <p class="copyright">© 2026 Personalwerk Rheinland GmbH</p>
  </div>
</footer>
<script src="/typo3conf/ext/pw_sitepackage/Resources/Public/JavaScript/jquery-3.7.1.min.js?1736419980"></script>
<script src="/typo3conf/ext/pw_sitepackage/Resources/Public/JavaScript/bootstrap.bundle.min.js?1736419980"></script>
<script src="/typo3temp/assets/compressed/merged-9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d-min.js?1736420011"></script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'personalwerk-rheinland.de',
  covers:
    'German recruitment/staffing agency on TYPO3 (German wording): /unternehmen/partner/ with Technologiepartner cards (technology) and Kooperations-/Qualifizierungspartner list (generic); negatives: job boards on the vacancies page, kununu and Focus seals, GVP membership, customer logos, Bundesagentur link, social links',
  pages: {
    '/': {
      headers,
      html: `${head('Personalwerk Rheinland – Zeitarbeit und Personalvermittlung in Düsseldorf', 'Personalwerk Rheinland vermittelt Fachkräfte für Industrie, Logistik und kaufmännische Berufe im Rheinland.', '/')}
${nav}
<main id="content">
  <div id="c101" class="frame frame-default frame-type-textmedia">
    <section class="hero"><div class="container"><h1>Ihr Personaldienstleister im Rheinland</h1><p class="lead">Seit 2004 bringen wir Fachkräfte und Unternehmen zwischen Köln und Krefeld zusammen – fair, tariftreu und persönlich.</p><a class="btn btn-primary" href="/fuer-bewerber/stellenangebote/">Aktuelle Jobs</a> <a class="btn btn-outline-primary" href="/fuer-unternehmen/">Personal anfragen</a></div></section>
  </div>
  <div id="c102" class="frame frame-default frame-type-list">
    <section class="clients"><div class="container"><h2>Diese Unternehmen vertrauen uns</h2>
      <div class="row logo-row">
        <div class="col"><a href="https://www.rheinmetall-logistik.de/" target="_blank"><img src="/fileadmin/user_upload/kunden/rml.svg" alt="RML Logistik"></a></div>
        <div class="col"><a href="https://www.duesselkabel.de/" target="_blank"><img src="/fileadmin/user_upload/kunden/duesselkabel.svg" alt="Düsselkabel GmbH"></a></div>
        <div class="col"><img src="/fileadmin/user_upload/kunden/stadtwerke.svg" alt="Stadtwerke Neuss"></div>
        <div class="col"><a href="https://www.niederrhein-food.de/" target="_blank"><img src="/fileadmin/user_upload/kunden/nrf.svg" alt="Niederrhein Food AG"></a></div>
      </div>
      <blockquote class="testimonial">„Innerhalb von zehn Tagen hatten wir sechs qualifizierte Staplerfahrer im Einsatz.“ <cite>– Leiterin Logistik, Düsselkabel GmbH</cite></blockquote>
    </div></section>
  </div>
  <div id="c103" class="frame frame-default frame-type-text">
    <section class="award"><div class="container"><p>Ausgezeichnet als <a href="https://www.focus.de/finanzen/karriere/top-personaldienstleister-2026">FOCUS Top Personaldienstleister 2026</a> in der Kategorie Industrie.</p></div></section>
  </div>
</main>
${footer}`,
    },
    '/unternehmen/partner/': {
      headers,
      html: `${head('Partner & Netzwerk – Personalwerk Rheinland', 'Unsere Technologiepartner und Kooperationspartner im Netzwerk.', '/unternehmen/partner/')}
${nav}
<main id="content">
  <div id="c210" class="frame frame-default frame-type-header"><div class="container"><h1>Partner &amp; Netzwerk</h1><p class="lead">Gute Personalarbeit braucht starke Partner – digital und regional.</p></div></div>
  <div id="c211" class="frame frame-default frame-type-gridelements"><div class="container">
    <h2>Technologiepartner</h2>
    <p>Mit diesen Software-Anbietern digitalisieren wir Bewerbung, Einsatzplanung und Zeiterfassung.</p>
    <div class="row row-cols-1 row-cols-md-3 g-4">
      <div class="col"><div class="card h-100"><img class="card-img-top" src="/fileadmin/user_upload/partner/bewerbercloud.svg" alt="Bewerbercloud Logo"><div class="card-body"><h3 class="card-title">Bewerbercloud</h3><p class="card-text">Unser Bewerbermanagementsystem: Bewerbung per Smartphone in unter drei Minuten.</p><a href="https://www.bewerbercloud.de/" class="card-link" target="_blank" rel="noopener">Zur Website</a></div></div></div>
      <div class="col"><div class="card h-100"><img class="card-img-top" src="/fileadmin/user_upload/partner/talkvid.svg" alt="Talkvid Logo"><div class="card-body"><h3 class="card-title">Talkvid</h3><p class="card-text">Zeitversetzte Videointerviews für Schichtarbeiter ohne Terminstress.</p><a href="https://talkvid.io/de/" class="card-link" target="_blank" rel="noopener">Zur Website</a></div></div></div>
      <div class="col"><div class="card h-100"><img class="card-img-top" src="/fileadmin/user_upload/partner/zeitwerk.svg" alt="Zeitwerk Cloud Logo"><div class="card-body"><h3 class="card-title">Zeitwerk Cloud</h3><p class="card-text">Digitale Stundenzettel und Einsatzplanung für die Arbeitnehmerüberlassung.</p><a href="https://www.zeitwerk-cloud.de/" class="card-link" target="_blank" rel="noopener">Zur Website</a></div></div></div>
    </div>
  </div></div>
  <div id="c212" class="frame frame-default frame-type-text"><div class="container">
    <h2>Kooperationspartner</h2>
    <p>Für Aufträge außerhalb des Rheinlands arbeiten wir mit befreundeten, inhabergeführten Personaldienstleistern zusammen:</p>
    <ul>
      <li><a href="https://www.personalplus-franken.de/" target="_blank" rel="noopener">Personal Plus Franken GmbH</a> (Nürnberg, Erlangen)</li>
      <li><a href="https://nordstaff.de/" target="_blank" rel="noopener">NordStaff Personalservice</a> (Hamburg, Bremen)</li>
      <li><a href="https://www.saxonia-personal.de/" target="_blank" rel="noopener">Saxonia Personal</a> (Leipzig, Dresden)</li>
    </ul>
    <h2>Qualifizierungspartner</h2>
    <p>Staplerschein, Schweißzertifikate oder SAP-Grundlagen: Unsere Mitarbeitenden qualifizieren sich bei <a href="https://www.bildungswerk-niederrhein.de/" target="_blank" rel="noopener">Bildungswerk Niederrhein</a> und der <a href="https://www.techakademie-rhein.de/" target="_blank" rel="noopener">TechAkademie Rhein</a>.</p>
  </div></div>
  <div id="c213" class="frame frame-default frame-type-text"><div class="container">
    <h2>Mitgliedschaften</h2>
    <p>Wir sind Mitglied im <a href="https://www.gvp-ev.de/">Gesamtverband der Personaldienstleister (GVP)</a> und in der <a href="https://www.duesseldorf.ihk.de/">IHK Düsseldorf</a>. Wir arbeiten nach dem Tarifwerk GVP/DGB.</p>
    <h2>Partner werden</h2>
    <p>Sie sind Personaldienstleister oder Bildungsträger und möchten mit uns kooperieren? Schreiben Sie an <a href="mailto:netzwerk@personalwerk-rheinland.de">netzwerk@personalwerk-rheinland.de</a>.</p>
  </div></div>
</main>
${footer}`,
    },
    '/fuer-bewerber/stellenangebote/': {
      headers,
      html: `${head('Stellenangebote – Personalwerk Rheinland', 'Aktuelle Jobs in Düsseldorf, Köln, Neuss und Krefeld.', '/fuer-bewerber/stellenangebote/')}
${nav}
<main id="content">
  <div id="c310" class="frame frame-default"><div class="container">
    <h1>Stellenangebote</h1>
    <table class="table table-striped"><thead><tr><th>Position</th><th>Ort</th><th>Art</th></tr></thead><tbody>
      <tr><td><a href="/fuer-bewerber/stellenangebote/job/elektroniker-m-w-d-4411/">Elektroniker (m/w/d) Betriebstechnik</a></td><td>Neuss</td><td>Vollzeit</td></tr>
      <tr><td><a href="/fuer-bewerber/stellenangebote/job/lagerlogistiker-m-w-d-4409/">Fachkraft für Lagerlogistik (m/w/d)</a></td><td>Krefeld</td><td>Schicht</td></tr>
      <tr><td><a href="/fuer-bewerber/stellenangebote/job/buchhalter-m-w-d-4398/">Finanzbuchhalter (m/w/d)</a></td><td>Düsseldorf</td><td>Vollzeit</td></tr>
    </tbody></table>
    <p>Sie finden unsere Jobs auch auf <a href="https://www.stepstone.de/cmp/de/personalwerk-rheinland-gmbh-218830/jobs">StepStone</a>, <a href="https://de.indeed.com/cmp/Personalwerk-Rheinland">Indeed</a> und in der <a href="https://www.arbeitsagentur.de/jobsuche/">Jobbörse der Bundesagentur für Arbeit</a>.</p>
  </div></div>
</main>
${footer}`,
    },
    '/unternehmen/ueber-uns/': {
      headers,
      html: `${head('Über uns – Personalwerk Rheinland', 'Inhabergeführt seit 2004: 38 Mitarbeitende, über 600 Menschen im Einsatz.', '/unternehmen/ueber-uns/')}
${nav}
<main id="content">
  <div id="c410" class="frame frame-default"><div class="container">
    <h1>Über uns</h1>
    <p>Personalwerk Rheinland wurde 2004 von Birgit und Thomas Heuser in Düsseldorf gegründet. Heute betreuen 38 interne Mitarbeitende an vier Standorten über 600 Menschen im Kundeneinsatz.</p>
    <div class="accordion" id="werte">
      <div class="accordion-item"><h2 class="accordion-header"><button class="accordion-button" type="button" data-bs-toggle="collapse" data-bs-target="#w1">Fair</button></h2><div id="w1" class="accordion-collapse collapse show"><div class="accordion-body">Wir zahlen nach Tarif und ab dem ersten Tag Branchenzuschläge.</div></div></div>
      <div class="accordion-item"><h2 class="accordion-header"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#w2">Regional</button></h2><div id="w2" class="accordion-collapse collapse"><div class="accordion-body">Unsere Disponenten kennen die Betriebe vor Ort persönlich.</div></div></div>
      <div class="accordion-item"><h2 class="accordion-header"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#w3">Digital</button></h2><div id="w3" class="accordion-collapse collapse"><div class="accordion-body">Bewerbung, Vertrag und Stundenzettel laufen papierlos – mehr dazu bei unseren <a href="/unternehmen/partner/">Partnern</a>.</div></div></div>
    </div>
  </div></div>
</main>
${footer}`,
    },
    '/kontakt/': {
      headers,
      html: `${head('Kontakt – Personalwerk Rheinland', 'So erreichen Sie uns.', '/kontakt/')}
${nav}
<main id="content">
  <div id="c510" class="frame frame-default"><div class="container">
    <h1>Kontakt</h1>
    <form action="/kontakt/?tx_form_formframework%5Baction%5D=perform&amp;tx_form_formframework%5Bcontroller%5D=FormFrontend" method="post" id="kontaktformular-510" enctype="multipart/form-data">
      <div class="mb-3"><label class="form-label" for="kontaktformular-510-text-1">Name</label><input class="form-control" id="kontaktformular-510-text-1" type="text" name="tx_form_formframework[kontaktformular-510][text-1]"></div>
      <div class="mb-3"><label class="form-label" for="kontaktformular-510-email-1">E-Mail</label><input class="form-control" id="kontaktformular-510-email-1" type="email" name="tx_form_formframework[kontaktformular-510][email-1]"></div>
      <div class="mb-3"><label class="form-label" for="kontaktformular-510-textarea-1">Nachricht</label><textarea class="form-control" id="kontaktformular-510-textarea-1" name="tx_form_formframework[kontaktformular-510][textarea-1]"></textarea></div>
      <button class="btn btn-primary" type="submit">Absenden</button>
    </form>
  </div></div>
</main>
${footer}`,
    },
  },
  sitemap: ['/', '/fuer-bewerber/stellenangebote/', '/fuer-unternehmen/', '/unternehmen/ueber-uns/', '/unternehmen/partner/', '/kontakt/'],
  technologies: ['typo3-cms', 'php', 'apache-http-server', 'hsts', 'usercentrics', 'jquery', 'bootstrap', 'open-graph'],
  partners: {
    'bewerbercloud.de': 'technology',
    'talkvid.io': 'technology',
    'zeitwerk-cloud.de': 'technology',
    'personalplus-franken.de': 'generic',
    'nordstaff.de': 'generic',
    'saxonia-personal.de': 'generic',
    'bildungswerk-niederrhein.de': 'generic',
    'techakademie-rhein.de': 'generic',
  },
};
