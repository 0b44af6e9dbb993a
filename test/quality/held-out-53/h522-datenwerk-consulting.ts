import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Apache/2.4.57 (Debian)',
};

function page(title: string, path: string, main: string): string {
  return `<!DOCTYPE html>
<html lang="de-DE">
<head>
<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
-->
<base href="https://www.datenwerk-consulting.de/">
<title>${title} | Datenwerk Consulting GmbH</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Datenwerk Consulting: ERP-Beratung, SAP S/4HANA und Microsoft Dynamics 365 für den Mittelstand in Süddeutschland.">
<meta property="og:title" content="${title}">
<meta property="og:type" content="website">
<meta property="og:url" content="https://www.datenwerk-consulting.de${path}">
<meta property="og:image" content="https://www.datenwerk-consulting.de/fileadmin/user_upload/og-datenwerk.jpg">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-5d1c0b7e2a9f3e14c8b6-min.css?1712045520" media="all">
<link rel="stylesheet" href="/typo3conf/ext/dw_sitepackage/Resources/Public/Css/main.min.css?1712045511" media="all">
<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="Xk2p9QwLr" async></script>
</head>
<body id="p${path.length}" class="page">
<header class="header">
  <a href="/" class="header__logo"><img src="/typo3conf/ext/dw_sitepackage/Resources/Public/Images/datenwerk-logo.svg" alt="Datenwerk Consulting" width="190" height="44"></a>
  <nav class="mainnav">
    <ul>
      <li><a href="/leistungen">Leistungen</a></li>
      <li><a href="/referenzen">Referenzen</a></li>
      <li><a href="/partner">Partner</a></li>
      <li><a href="/unternehmen">Unternehmen</a></li>
      <li><a href="/karriere">Karriere</a></li>
      <li><a href="/kontakt">Kontakt</a></li>
    </ul>
  </nav>
  <a class="header__lang" href="/en/">EN</a>
</header>
<main id="content">
${main}
</main>
<footer class="footer">
  <div class="footer__col">
    <strong>Datenwerk Consulting GmbH</strong><br>
    Leopoldstraße 144<br>80804 München<br>
    Tel. <a href="tel:+4989215574400">+49 89 2155744-00</a><br>
    <a href="mailto:info@datenwerk-consulting.de">info@datenwerk-consulting.de</a>
  </div>
  <div class="footer__col">
    <ul>
      <li><a href="/impressum">Impressum</a></li>
      <li><a href="/datenschutz">Datenschutz</a></li>
      <li><a href="/agb">AGB</a></li>
    </ul>
  </div>
  <div class="footer__col footer__social">
    <a href="https://www.linkedin.com/company/datenwerk-consulting/">LinkedIn</a>
    <a href="https://www.xing.com/pages/datenwerkconsulting">XING</a>
  </div>
</footer>
<script src="/typo3conf/ext/dw_sitepackage/Resources/Public/JavaScript/main.min.js?1712045511"></script>
<script>
  var _paq = window._paq = window._paq || [];
  _paq.push(['trackPageView']);
  _paq.push(['enableLinkTracking']);
  (function() {
    var u="https://analytics.datenwerk-consulting.de/";
    _paq.push(['setTrackerUrl', u+'matomo.php']);
    _paq.push(['setSiteId', '1']);
    var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];
    g.async=true; g.src=u+'matomo.js'; s.parentNode.insertBefore(g,s);
  })();
</script>
</body>
</html>`;
}

export const site: CorpusSite = {
  domain: 'datenwerk-consulting.de',
  covers:
    'German TYPO3 ERP consultancy: partner page with sections (Technologiepartner, Vertriebs- und Kooperationspartner) plus a partner named in running prose; negatives: client references linking to client sites, ISO certification body, Bitkom/DSAG memberships, sports sponsoring, social links',
  pages: {
    '/': {
      headers,
      html: page(
        'ERP-Beratung für den Mittelstand',
        '/',
        `
<div class="frame frame-default frame-type-textmedia" id="c12">
  <h1>ERP-Projekte, die im Zeitplan bleiben</h1>
  <p>Seit 2008 begleiten wir mittelständische Fertigungs- und Handelsunternehmen bei Auswahl, Einführung und Betrieb von SAP S/4HANA und Microsoft Dynamics 365 Business Central. Rund 45 Beraterinnen und Berater in München und Stuttgart.</p>
  <p><a href="/leistungen" class="btn">Unsere Leistungen</a> <a href="/kontakt" class="btn btn--ghost">Erstgespräch vereinbaren</a></p>
</div>
<div class="frame frame-default frame-type-list" id="c15">
  <h2>Aktuelles</h2>
  <ul class="news-list">
    <li><a href="/aktuelles/datenwerk-erneut-nach-iso-27001-zertifiziert">Datenwerk erneut nach ISO 27001 zertifiziert</a></li>
    <li><a href="/aktuelles/lagerwerk-integration-live">Neue LVS-Integration mit Lagerwerk Software live</a></li>
  </ul>
</div>
<div class="frame frame-default" id="c18">
  <h2>Sie finden uns auch hier</h2>
  <p>Besuchen Sie uns auf der DSAG-Jahrestagung in Leipzig und auf der Messe „IT &amp; Business“ in Stuttgart.</p>
</div>`,
      ),
    },
    '/partner': {
      headers,
      html: page(
        'Partner',
        '/partner',
        `
<div class="frame frame-default frame-type-header" id="c40">
  <h1>Unsere Partner</h1>
  <p class="lead">Kein ERP-Projekt gelingt allein. Mit diesen Herstellern und Partnerunternehmen arbeiten wir eng zusammen.</p>
</div>
<div class="frame frame-default frame-type-textpic" id="c41">
  <h2>Technologiepartner</h2>
  <div class="partner-grid">
    <div class="partner-grid__item">
      <a href="https://www.sap.com/germany/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/sap-partner.svg" alt="SAP Partner" width="160" height="80"></a>
      <p>Als SAP Silver Partner implementieren wir SAP S/4HANA Cloud Public Edition und SAP Business ByDesign.</p>
    </div>
    <div class="partner-grid__item">
      <a href="https://www.microsoft.com/de-de/dynamics-365" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/microsoft-solutions-partner.svg" alt="Microsoft Solutions Partner – Business Applications" width="160" height="80"></a>
      <p>Microsoft Solutions Partner für Business Applications mit Schwerpunkt Dynamics 365 Business Central.</p>
    </div>
    <div class="partner-grid__item">
      <a href="https://www.prozessfabrik.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/prozessfabrik.png" alt="Prozessfabrik Analytics" width="160" height="80"></a>
      <p>Process-Mining-Plattform für die Analyse von Order-to-Cash- und Purchase-to-Pay-Prozessen.</p>
    </div>
  </div>
  <p>Für die Anbindung von Lagerverwaltungssystemen arbeiten wir mit unserem Partner <a href="https://www.lagerwerk-software.de/" target="_blank" rel="noopener">Lagerwerk Software</a> zusammen, dessen LVS wir per Standard-Schnittstelle an Business Central und S/4HANA anbinden.</p>
</div>
<div class="frame frame-default frame-type-textpic" id="c42">
  <h2>Vertriebs- und Kooperationspartner</h2>
  <ul class="partner-list">
    <li><strong><a href="https://www.nordlicht-systemhaus.de/" target="_blank" rel="noopener">Nordlicht Systemhaus GmbH</a></strong>, Hamburg – Implementierungspartner für Kunden in Norddeutschland</li>
    <li><strong><a href="https://kanzlei-it-suedwest.de/" target="_blank" rel="noopener">Kanzlei-IT Südwest</a></strong>, Freiburg – Vertriebspartner für Steuerkanzleien und deren Mandanten</li>
    <li><strong>Bergmann EDV-Service</strong>, Passau – Hardware und Infrastruktur vor Ort</li>
  </ul>
</div>
<div class="frame frame-default" id="c43">
  <h2>Partner werden</h2>
  <p>Sie sind Systemhaus oder Beratungsunternehmen und möchten mit uns zusammenarbeiten? <a href="/kontakt">Sprechen Sie uns an.</a></p>
</div>`,
      ),
    },
    '/referenzen': {
      headers,
      html: page(
        'Referenzen',
        '/referenzen',
        `
<div class="frame frame-default" id="c60">
  <h1>Referenzen</h1>
  <p>Eine Auswahl unserer Kunden aus Fertigung, Großhandel und Dienstleistung:</p>
  <div class="reference-grid">
    <div class="reference"><img src="/fileadmin/user_upload/referenzen/mueller-armaturen.png" alt="Müller Armaturen"><p>S/4HANA-Einführung in 9 Monaten – <a href="https://www.mueller-armaturen.de/">Müller Armaturen GmbH</a></p></div>
    <div class="reference"><img src="/fileadmin/user_upload/referenzen/hagedorn-feinkost.png" alt="Hagedorn Feinkost"><p>Business Central für 6 Standorte – <a href="https://www.hagedorn-feinkost.de/">Hagedorn Feinkost</a></p></div>
    <div class="reference"><img src="/fileadmin/user_upload/referenzen/sb-kunststofftechnik.png" alt="SB Kunststofftechnik"><p>Process Mining und Einkaufsoptimierung</p></div>
  </div>
</div>`,
      ),
    },
    '/unternehmen': {
      headers,
      html: page(
        'Unternehmen',
        '/unternehmen',
        `
<div class="frame frame-default" id="c70">
  <h1>Über Datenwerk</h1>
  <p>Datenwerk Consulting wurde 2008 von Thomas Reindl und Katrin Auer gegründet und ist bis heute inhabergeführt.</p>
</div>
<div class="frame frame-default" id="c71">
  <h2>Zertifizierungen &amp; Mitgliedschaften</h2>
  <ul>
    <li>Informationssicherheit nach ISO/IEC 27001, zertifiziert durch den <a href="https://www.tuvsud.com/de-de">TÜV SÜD</a></li>
    <li>Mitglied im <a href="https://www.bitkom.org/">Bitkom e.V.</a></li>
    <li>Mitglied der <a href="https://www.dsag.de/">Deutschsprachigen SAP-Anwendergruppe (DSAG)</a></li>
  </ul>
</div>
<div class="frame frame-default" id="c72">
  <h2>Engagement</h2>
  <p>Wir sind stolzer Trikotsponsor der Handballjugend des <a href="https://www.tsv-schwabing-handball.de/">TSV Schwabing</a>.</p>
</div>`,
      ),
    },
    '/kontakt': {
      headers,
      html: page(
        'Kontakt',
        '/kontakt',
        `
<div class="frame frame-default" id="c80">
  <h1>Kontakt</h1>
  <p>Standort München: Leopoldstraße 144, 80804 München<br>Standort Stuttgart: Königstraße 20, 70173 Stuttgart</p>
  <form action="/kontakt?tx_form_formframework%5Baction%5D=perform" method="post" class="form">
    <label>Name <input type="text" name="tx_form_formframework[name]"></label>
    <label>E-Mail <input type="email" name="tx_form_formframework[email]"></label>
    <label>Nachricht <textarea name="tx_form_formframework[message]"></textarea></label>
    <button type="submit">Absenden</button>
  </form>
</div>`,
      ),
    },
  },
  technologies: ['typo3-cms', 'php', 'open-graph', 'apache-http-server', 'debian', 'usercentrics', 'matomo-analytics'],
  partners: {
    'sap.com': 'technology',
    'microsoft.com': 'technology',
    'prozessfabrik.de': 'technology',
    'lagerwerk-software.de': 'technology',
    'nordlicht-systemhaus.de': 'channel',
    'kanzlei-it-suedwest.de': 'channel',
  },
};
