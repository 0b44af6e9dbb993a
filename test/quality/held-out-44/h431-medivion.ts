import type { CorpusSite } from '../corpus/types.js';

// German mid-sized maker of infusion pumps (Tuttlingen), TYPO3 with a sitepackage, nginx, Usercentrics consent.
// Distributors by country in a table, service partners in a list, technology partners as cards; memberships,
// certification body, trade fair, job board and the parent group are on the same pages and are not partners.

const headers = { 'content-type': 'text/html; charset=utf-8', server: 'nginx', 'x-content-type-options': 'nosniff' };

function page(title: string, description: string, path: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="de" dir="ltr">
<head>
<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->
<title>${title} | Medivion Medizintechnik GmbH</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="description" content="${description}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="og:title" content="${title}">
<meta property="og:site_name" content="Medivion Medizintechnik">
<link rel="canonical" href="https://www.medivion.de${path}">
<link rel="alternate" hreflang="de" href="https://www.medivion.de${path}">
<link rel="alternate" hreflang="en" href="https://www.medivion.com/en/">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-7c1e0b5f2d9a44e1b3a6f0c2d8e51a77-min.css?1716883421" media="all">
<link rel="stylesheet" href="/typo3conf/ext/medivion_sitepackage/Resources/Public/Css/main.min.css?1716883390" media="all">
<link rel="icon" href="/typo3conf/ext/medivion_sitepackage/Resources/Public/Icons/favicon.ico">
<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="h7Rk2mXbQ" async></script>
</head>
<body class="page-layout-default">
<a class="skip-link" href="#main">Zum Inhalt springen</a>
<header class="site-header">
  <div class="container">
    <a class="brand" href="/"><img src="/typo3conf/ext/medivion_sitepackage/Resources/Public/Images/medivion-logo.svg" alt="Medivion Medizintechnik" width="190" height="42"></a>
    <nav class="main-nav" aria-label="Hauptnavigation">
      <ul>
        <li><a href="/produkte/">Produkte</a></li>
        <li><a href="/service/">Service &amp; Schulung</a></li>
        <li class="has-sub"><a href="/partner/vertriebspartner/">Partner</a>
          <ul class="sub">
            <li><a href="/partner/vertriebspartner/">Vertriebs- &amp; Servicepartner</a></li>
            <li><a href="/partner/technologiepartner/">Technologiepartner</a></li>
          </ul>
        </li>
        <li><a href="/unternehmen/ueber-uns/">Unternehmen</a></li>
        <li><a href="/news/">News</a></li>
        <li><a href="/karriere/">Karriere</a></li>
        <li><a href="/kontakt/">Kontakt</a></li>
      </ul>
    </nav>
    <div class="lang"><a href="https://www.medivion.com/en/" hreflang="en">EN</a></div>
  </div>
</header>
<main id="main">
${body}
</main>
<footer class="site-footer">
  <div class="container">
    <div class="footer-col">
      <strong>Medivion Medizintechnik GmbH</strong><br>
      Gänsäcker 14<br>78532 Tuttlingen<br>Deutschland<br>
      Tel. <a href="tel:+497461960400">+49 7461 96040-0</a><br>
      <a href="mailto:info@medivion.de">info@medivion.de</a>
    </div>
    <div class="footer-col">
      <p>Ein Unternehmen der <a href="https://www.hallberg-gruppe.de/" target="_blank" rel="noopener">Hallberg Gruppe</a></p>
      <ul class="social">
        <li><a href="https://www.linkedin.com/company/medivion-medizintechnik" target="_blank" rel="noopener">LinkedIn</a></li>
        <li><a href="https://www.xing.com/pages/medivionmedizintechnik" target="_blank" rel="noopener">XING</a></li>
        <li><a href="https://www.youtube.com/@medivion" target="_blank" rel="noopener">YouTube</a></li>
      </ul>
    </div>
    <div class="footer-col">
      <ul class="meta-nav">
        <li><a href="/impressum/">Impressum</a></li>
        <li><a href="/datenschutz/">Datenschutz</a></li>
        <li><a href="/agb/">AGB</a></li>
        <li><a href="/downloads/">Downloads &amp; IFU</a></li>
        <li><a href="#" onclick="UC_UI.showSecondLayer();return false;">Cookie-Einstellungen</a></li>
      </ul>
    </div>
  </div>
  <p class="copyright">&copy; 2024 Medivion Medizintechnik GmbH</p>
</footer>
<script src="/typo3conf/ext/medivion_sitepackage/Resources/Public/JavaScript/jquery-3.7.1.min.js?1716883390"></script>
<script src="/typo3temp/assets/compressed/merged-2f4b8d1c9e07a3355e6a1f90d1b7c4e2-min.js?1716883421"></script>
</body>
</html>`;
}

const home = page(
  'Infusionstechnik aus Tuttlingen',
  'Medivion entwickelt und fertigt Infusions- und Spritzenpumpen für Intensivstation, OP und Pflege.',
  '/',
  `<section class="hero">
  <div class="container">
    <h1>Sichere Infusionstherapie. Made in Tuttlingen.</h1>
    <p>Volumetrische Infusionspumpen, Spritzenpumpen und vernetzte Dosiersysteme für Intensivstation, Anästhesie und Pflege.</p>
    <a class="btn" href="/produkte/">Produkte entdecken</a>
  </div>
</section>
<section class="teaser-grid">
  <div class="container">
    <article class="teaser"><h2>VIA 600 Infusionspumpe</h2><p>Volumetrische Pumpe mit integrierter Medikamentendatenbank und DERS.</p><a href="/produkte/via-600/">Mehr erfahren</a></article>
    <article class="teaser"><h2>SYRA S Spritzenpumpe</h2><p>Für Spritzen von 2 bis 60 ml, stapelbar im Rack.</p><a href="/produkte/syra-s/">Mehr erfahren</a></article>
    <article class="teaser"><h2>Medivion Connect</h2><p>Bidirektionale Anbindung an PDMS und KIS über HL7.</p><a href="/partner/technologiepartner/">Zu den Integrationen</a></article>
  </div>
</section>
<section class="references">
  <div class="container">
    <h2>Über 400 Kliniken in Europa vertrauen auf Medivion</h2>
    <ul class="logo-row">
      <li><img src="/fileadmin/referenzen/klinikum-suedbaden.png" alt="Klinikum Südbaden"></li>
      <li><img src="/fileadmin/referenzen/uniklinik-rheinhessen.png" alt="Universitätsmedizin Rheinhessen"></li>
      <li><img src="/fileadmin/referenzen/st-elisabeth-kliniken.png" alt="St. Elisabeth Kliniken"></li>
      <li><img src="/fileadmin/referenzen/kantonsspital-thurgau.png" alt="Kantonsspital Thurgau"></li>
    </ul>
    <p><a href="https://www.klinikum-suedbaden.de/presse/neue-infusionstechnik-auf-der-intensivstation" target="_blank" rel="noopener">Anwenderbericht: 180 VIA 600 im Klinikum Südbaden</a></p>
  </div>
</section>
<section class="news-teaser">
  <div class="container">
    <h2>Aktuelles</h2>
    <article><time datetime="2024-11-04">04.11.2024</time> <a href="/news/medica-2024/">Besuchen Sie uns auf der MEDICA 2024</a></article>
    <article><time datetime="2024-07-15">15.07.2024</time> <a href="/news/mdr-zertifizierung/">VIA 600 erhält MDR-Zertifikat</a></article>
  </div>
</section>`,
);

const vertrieb = page(
  'Vertriebs- und Servicepartner',
  'Unsere autorisierten Vertriebspartner im Ausland und unsere Servicepartner in Deutschland.',
  '/partner/vertriebspartner/',
  `<div class="container">
  <nav class="breadcrumb"><a href="/">Start</a> &rsaquo; <a href="/partner/vertriebspartner/">Partner</a> &rsaquo; Vertriebs- &amp; Servicepartner</nav>
  <h1>Vertriebs- und Servicepartner</h1>
  <p>In Deutschland betreuen wir Kliniken direkt über unseren Außendienst. Im Ausland sind unsere Produkte über
  autorisierte Vertriebspartner erhältlich, die auch Einweisung nach MPBetreibV, Wartung und STK übernehmen.</p>
  <h2>Internationale Vertriebspartner</h2>
  <div class="table-responsive">
  <table class="contenttable">
    <thead><tr><th>Land</th><th>Vertriebspartner</th><th>Telefon</th><th>Website</th></tr></thead>
    <tbody>
      <tr><td>Österreich</td><td>MedTrade Austria GmbH, Wien</td><td>+43 1 615 2290</td><td><a href="https://www.medtrade-austria.at/" target="_blank" rel="noopener">www.medtrade-austria.at</a></td></tr>
      <tr><td>Schweiz, Liechtenstein</td><td>Helvemed AG, Baar</td><td>+41 41 760 33 10</td><td><a href="https://helvemed.ch/" target="_blank" rel="noopener">helvemed.ch</a></td></tr>
      <tr><td>Niederlande, Belgien, Luxemburg</td><td>Lowlands Medical B.V., Utrecht</td><td>+31 30 298 4410</td><td><a href="https://www.lowlandsmedical.nl/" target="_blank" rel="noopener">www.lowlandsmedical.nl</a></td></tr>
      <tr><td>Polen</td><td>Medipol Dystrybucja Sp. z o.o., Poznań</td><td>+48 61 842 17 00</td><td><a href="https://medipol-dystrybucja.pl/" target="_blank" rel="noopener">medipol-dystrybucja.pl</a></td></tr>
      <tr><td>Italien</td><td>Sanitalia Forniture S.r.l., Verona</td><td>+39 045 820 1177</td><td><a href="https://www.sanitaliaforniture.it/" target="_blank" rel="noopener">www.sanitaliaforniture.it</a></td></tr>
      <tr><td>Spanien, Portugal</td><td>Iberomed Suministros S.L., Zaragoza</td><td>+34 976 45 12 90</td><td><a href="https://www.iberomed.es/" target="_blank" rel="noopener">www.iberomed.es</a></td></tr>
      <tr><td>Schweden, Dänemark, Norwegen</td><td>Nordic Infusion AB, Göteborg</td><td>+46 31 704 22 50</td><td><a href="https://nordicinfusion.se/" target="_blank" rel="noopener">nordicinfusion.se</a></td></tr>
      <tr><td>Türkei</td><td>Anadolu Tıbbi Cihaz A.Ş., Ankara</td><td>+90 312 440 18 18</td><td><a href="https://www.anadolutibbi.com.tr/" target="_blank" rel="noopener">www.anadolutibbi.com.tr</a></td></tr>
      <tr><td>Vereinigtes Königreich, Irland</td><td>Brightwater Clinical Ltd, Leeds</td><td>+44 113 496 0721</td><td><a href="https://www.brightwaterclinical.co.uk/" target="_blank" rel="noopener">www.brightwaterclinical.co.uk</a></td></tr>
    </tbody>
  </table>
  </div>
  <p>Ihr Land ist nicht aufgeführt? Schreiben Sie an <a href="mailto:export@medivion.de">export@medivion.de</a>.</p>
  <h2>Autorisierte Servicepartner in Deutschland</h2>
  <p>Für sicherheitstechnische Kontrollen (STK) und Reparaturen vor Ort arbeiten wir mit zertifizierten Servicepartnern zusammen:</p>
  <ul class="partner-list">
    <li><strong>MTS Medizintechnik Service Nord GmbH</strong> &ndash; Hamburg, Schleswig-Holstein, Niedersachsen, Bremen &ndash; <a href="https://www.mts-nord.de/" target="_blank" rel="noopener">mts-nord.de</a></li>
    <li><strong>Klinikservice Bayern GmbH</strong> &ndash; Bayern &ndash; <a href="https://www.klinikservice-bayern.de/" target="_blank" rel="noopener">klinikservice-bayern.de</a></li>
    <li><strong>Elbtal Medizintechnik</strong> &ndash; Sachsen, Thüringen, Sachsen-Anhalt &ndash; <a href="https://elbtal-medizintechnik.de/" target="_blank" rel="noopener">elbtal-medizintechnik.de</a></li>
  </ul>
  <p>Alle übrigen Regionen betreut unser Werksservice in Tuttlingen.</p>
  <aside class="note">
    <h3>Partner werden</h3>
    <p>Sie sind Fachhändler für Medizintechnik und möchten Medivion-Produkte vertreiben? <a href="/kontakt/">Sprechen Sie uns an.</a></p>
  </aside>
</div>`,
);

const technologie = page(
  'Technologiepartner',
  'Medivion Connect: Schnittstellen zu PDMS, KIS und Arzneimitteldatenbanken unserer Technologiepartner.',
  '/partner/technologiepartner/',
  `<div class="container">
  <nav class="breadcrumb"><a href="/">Start</a> &rsaquo; <a href="/partner/vertriebspartner/">Partner</a> &rsaquo; Technologiepartner</nav>
  <h1>Technologiepartner</h1>
  <p>Medivion Connect überträgt Pumpenstatus, Laufraten und Alarme in Echtzeit in Ihre klinischen Systeme. Gemeinsam mit
  unseren Technologiepartnern haben wir validierte Schnittstellen entwickelt.</p>
  <div class="card-grid">
    <div class="card">
      <img src="/fileadmin/partner/heliomed.svg" alt="Heliomed Informatik">
      <h3>Heliomed Informatik GmbH</h3>
      <p>Bidirektionale Anbindung an das Patientendaten-Managementsystem heliomed ICU: Übernahme ärztlicher Anordnungen direkt an die Pumpe.</p>
      <a class="card-link" href="https://www.heliomed-it.de/" target="_blank" rel="noopener">heliomed-it.de</a>
    </div>
    <div class="card">
      <img src="/fileadmin/partner/synapt.svg" alt="Synapt Health">
      <h3>Synapt Health</h3>
      <p>HL7-/FHIR-Kommunikationsserver für die Integration in alle gängigen KIS.</p>
      <a class="card-link" href="https://synapthealth.io/" target="_blank" rel="noopener">synapthealth.io</a>
    </div>
    <div class="card">
      <img src="/fileadmin/partner/pharmanexus.svg" alt="PharmaNexus">
      <h3>PharmaNexus</h3>
      <p>Arzneimittelstammdaten und Dosierungsgrenzen für die Medikamentendatenbank der VIA 600.</p>
      <a class="card-link" href="https://www.pharmanexus.de/" target="_blank" rel="noopener">pharmanexus.de</a>
    </div>
    <div class="card">
      <img src="/fileadmin/partner/carevue-nordic.svg" alt="Carevue Nordic">
      <h3>Carevue Nordic</h3>
      <p>Alarmweiterleitung auf Stationstelefone und Smartphones der Pflege.</p>
      <a class="card-link" href="https://carevue.no/" target="_blank" rel="noopener">carevue.no</a>
    </div>
  </div>
  <p class="small">Die Interoperabilität mit IHE-PCD-Profilen wurde auf dem IHE Connectathon Europe getestet. Schnittstellendokumentation finden Sie im <a href="/downloads/">Downloadbereich</a>.</p>
</div>`,
);

const about = page(
  'Über uns',
  'Seit 1987 entwickelt Medivion Infusionstechnik in Tuttlingen. Zertifiziert nach ISO 13485.',
  '/unternehmen/ueber-uns/',
  `<div class="container">
  <h1>Über Medivion</h1>
  <p>Medivion wurde 1987 als Feinmechanik-Betrieb in Tuttlingen gegründet und gehört seit 2011 zur
  <a href="https://www.hallberg-gruppe.de/" target="_blank" rel="noopener">Hallberg Gruppe</a>. Heute entwickeln und fertigen
  210 Mitarbeitende Infusions- und Spritzenpumpen, die in 23 Ländern im Einsatz sind.</p>
  <h2>Forschung &amp; Kooperationen</h2>
  <p>Neue Dosieralgorithmen entwickeln wir gemeinsam mit unserem langjährigen Kooperationspartner, dem
  <a href="https://www.imts-forschung.de/" target="_blank" rel="noopener">Institut für Medizintechnik Schwarzwald (IMTS)</a>.
  Studierende der Medizintechnik betreuen wir im Rahmen von Praxissemestern und Abschlussarbeiten.</p>
  <h2>Qualität</h2>
  <p>Unser Qualitätsmanagementsystem ist nach DIN EN ISO 13485:2016 zertifiziert und erfüllt die Anforderungen der
  EU-Medizinprodukteverordnung (MDR). Benannte Stelle: <a href="https://www.dekra.de/de/medizinprodukte/" target="_blank" rel="noopener">DEKRA Certification GmbH</a> (0124).</p>
  <h2>Mitgliedschaften</h2>
  <ul>
    <li>Mitglied im <a href="https://www.bvmed.de/" target="_blank" rel="noopener">Bundesverband Medizintechnologie (BVMed)</a></li>
    <li>Mitglied im <a href="https://www.spectaris.de/" target="_blank" rel="noopener">SPECTARIS</a> &ndash; Fachverband Medizintechnik</li>
    <li>Mitglied im <a href="https://www.medicalmountains.de/" target="_blank" rel="noopener">MedicalMountains e.V.</a></li>
  </ul>
  <h2>Karriere</h2>
  <p>Wir suchen Verstärkung in Entwicklung, Fertigung und Vertrieb. Alle Stellen finden Sie auf unserer <a href="/karriere/">Karriereseite</a>
  sowie bei <a href="https://www.stepstone.de/cmp/de/medivion-medizintechnik-gmbh-218733/jobs" target="_blank" rel="noopener">StepStone</a>.</p>
</div>`,
);

const medica = page(
  'MEDICA 2024',
  'Medivion auf der MEDICA 2024 in Düsseldorf: Halle 11, Stand C38.',
  '/news/medica-2024/',
  `<div class="container">
  <article class="news-detail">
    <time datetime="2024-11-04">04.11.2024</time>
    <h1>Besuchen Sie uns auf der MEDICA 2024</h1>
    <p>Vom 11. bis 14. November 2024 sind wir auf der <a href="https://www.medica.de/" target="_blank" rel="noopener">MEDICA</a> in Düsseldorf vertreten:
    Halle 11, Stand C38. Erstmals zeigen wir die Anbindung der VIA 600 an heliomed ICU live am Stand.</p>
    <p>Am Gemeinschaftsstand von <a href="https://www.medicalmountains.de/" target="_blank" rel="noopener">MedicalMountains</a> stellen wir zudem unser Ausbildungsprogramm vor.</p>
    <p>Gratis-Tickets erhalten Sie über unseren Außendienst. <a href="/news/">Zurück zur Übersicht</a></p>
  </article>
</div>`,
);

const kontakt = page(
  'Kontakt',
  'Kontakt zu Medivion Medizintechnik in Tuttlingen.',
  '/kontakt/',
  `<div class="container">
  <h1>Kontakt</h1>
  <div class="contact-grid">
    <div><h2>Zentrale</h2><p>Gänsäcker 14, 78532 Tuttlingen<br>Tel. +49 7461 96040-0<br>Fax +49 7461 96040-99</p></div>
    <div><h2>Technischer Service</h2><p>Tel. +49 7461 96040-300<br><a href="mailto:service@medivion.de">service@medivion.de</a></p></div>
    <div><h2>Export</h2><p><a href="mailto:export@medivion.de">export@medivion.de</a><br>Internationale Ansprechpartner: <a href="/partner/vertriebspartner/">Vertriebspartner</a></p></div>
  </div>
  <form class="contact-form" action="/kontakt/?tx_form_formframework%5Baction%5D=perform" method="post">
    <label>Name <input type="text" name="tx_form_formframework[kontakt][name]" required></label>
    <label>E-Mail <input type="email" name="tx_form_formframework[kontakt][email]" required></label>
    <label>Nachricht <textarea name="tx_form_formframework[kontakt][message]"></textarea></label>
    <button type="submit">Absenden</button>
  </form>
</div>`,
);

export const site: CorpusSite = {
  domain: 'medivion.de',
  otherDomains: ['medivion.com'],
  covers:
    'TYPO3 (de): distributors by country in a table with website column, service partners as a list, technology partners as cards behind a Partner dropdown; research cooperation in about prose; parent group, notified body, memberships, trade fair, job board, customer report and social links are not partners',
  pages: {
    '/': { headers, html: home },
    '/partner/vertriebspartner/': { headers, html: vertrieb },
    '/partner/technologiepartner/': { headers, html: technologie },
    '/unternehmen/ueber-uns/': { headers, html: about },
    '/news/medica-2024/': { headers, html: medica },
    '/kontakt/': { headers, html: kontakt },
  },
  sitemap: [
    '/',
    '/partner/vertriebspartner/',
    '/partner/technologiepartner/',
    '/unternehmen/ueber-uns/',
    '/news/medica-2024/',
    '/kontakt/',
  ],
  technologies: ['typo3-cms', 'php', 'nginx', 'jquery', 'usercentrics', 'open-graph'],
  partners: {
    'medtrade-austria.at': 'channel',
    'helvemed.ch': 'channel',
    'lowlandsmedical.nl': 'channel',
    'medipol-dystrybucja.pl': 'channel',
    'sanitaliaforniture.it': 'channel',
    'iberomed.es': 'channel',
    'nordicinfusion.se': 'channel',
    'anadolutibbi.com.tr': 'channel',
    'brightwaterclinical.co.uk': 'channel',
    'mts-nord.de': 'channel',
    'klinikservice-bayern.de': 'channel',
    'elbtal-medizintechnik.de': 'channel',
    'heliomed-it.de': 'technology',
    'synapthealth.io': 'technology',
    'pharmanexus.de': 'technology',
    'carevue.no': 'technology',
    'imts-forschung.de': 'generic',
  },
};
