import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, description: string, path: string) => `<!DOCTYPE html>
<html lang="de-DE">
<head>
<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->
<title>${title} | Kessler Luftfahrttechnik GmbH</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${description}">
<meta name="robots" content="index,follow">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:type" content="website">
<meta property="og:url" content="https://www.kessler-luftfahrt.de${path}">
<meta property="og:image" content="https://www.kessler-luftfahrt.de/fileadmin/user_upload/og/kessler-halle3.jpg">
<meta name="twitter:card" content="summary_large_image">
<link rel="canonical" href="https://www.kessler-luftfahrt.de${path}">
<link rel="alternate" hreflang="de" href="https://www.kessler-luftfahrt.de${path}">
<link rel="alternate" hreflang="en" href="https://www.kessler-aero.com/">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-5a1c2f0e9d8b7c6a54e3b2a1f0e9d8c7-min.css?1712051234" media="all">
<link rel="icon" href="/_assets/8f3c2a1b/Icons/favicon.ico" type="image/vnd.microsoft.icon">
<script src="https://app.usercentrics.eu/browser-ui/latest/loader.js" id="usercentrics-cmp" data-settings-id="q7Xb2LmVt" async></script>
<script>
  var _paq = window._paq = window._paq || [];
  _paq.push(['disableCookies']);
  _paq.push(['trackPageView']);
  _paq.push(['enableLinkTracking']);
  (function() {
    var u = 'https://stats.kessler-luftfahrt.de/';
    _paq.push(['setTrackerUrl', u + 'matomo.php']);
    _paq.push(['setSiteId', '1']);
  })();
</script>
<script src="https://stats.kessler-luftfahrt.de/piwik.js" defer></script>
</head>`;

const nav = `<body class="page-layout-default">
<a class="skip-link" href="#main">Zum Inhalt springen</a>
<header class="site-header">
  <div class="container">
    <a class="brand" href="/"><img src="/fileadmin/templates/kessler/img/kessler-logo.svg" alt="Kessler Luftfahrttechnik" width="210" height="48"></a>
    <nav class="main-nav" aria-label="Hauptnavigation">
      <ul>
        <li><a href="/leistungen">Leistungen</a></li>
        <li><a href="/referenzen">Referenzen</a></li>
        <li class="has-sub"><a href="/unternehmen">Unternehmen</a>
          <ul class="sub">
            <li><a href="/unternehmen/qualitaet">Qualität &amp; Zulassungen</a></li>
            <li><a href="/unternehmen/partner-netzwerk">Partner &amp; Netzwerk</a></li>
            <li><a href="/unternehmen/nachhaltigkeit">Nachhaltigkeit</a></li>
          </ul>
        </li>
        <li><a href="/karriere">Karriere</a></li>
        <li><a href="/kontakt" class="btn btn-primary">Kontakt</a></li>
      </ul>
    </nav>
    <div class="lang-switch"><span class="active">DE</span> | <a href="https://www.kessler-aero.com/" hreflang="en">EN</a></div>
  </div>
</header>
<main id="main">`;

const footer = `</main>
<footer class="site-footer">
  <div class="container footer-grid">
    <div class="footer-col">
      <strong>Kessler Luftfahrttechnik GmbH</strong><br>
      Hanna-Reitsch-Straße 14<br>21129 Hamburg-Finkenwerder<br>
      Tel. <a href="tel:+494074210">+49 40 742 10-0</a><br>
      <a href="mailto:info@kessler-luftfahrt.de">info@kessler-luftfahrt.de</a>
    </div>
    <div class="footer-col">
      <ul class="footer-links">
        <li><a href="/impressum">Impressum</a></li>
        <li><a href="/datenschutz">Datenschutzerklärung</a></li>
        <li><a href="/agb">AEB / Einkaufsbedingungen</a></li>
        <li><a href="/fileadmin/user_upload/downloads/Kessler_Verhaltenskodex.pdf">Verhaltenskodex</a></li>
        <li><a href="#" onclick="UC_UI.showSecondLayer(); return false;">Cookie-Einstellungen</a></li>
      </ul>
    </div>
    <div class="footer-col social">
      <a href="https://www.linkedin.com/company/kessler-luftfahrttechnik" rel="noopener" target="_blank">LinkedIn</a>
      <a href="https://www.xing.com/pages/kesslerluftfahrttechnik" rel="noopener" target="_blank">XING</a>
      <a href="https://www.youtube.com/@kesslerluftfahrt" rel="noopener" target="_blank">YouTube</a>
      <a href="https://www.kununu.com/de/kessler-luftfahrttechnik" rel="noopener" target="_blank">kununu</a>
    </div>
  </div>
  <p class="copyright">© 2024 Kessler Luftfahrttechnik GmbH · Ein Unternehmen der Kessler Gruppe</p>
</footer>
<script src="/typo3temp/assets/compressed/jquery-3.7.1.min-7d1a4c9e.js?1712051234"></script>
<script src="/typo3conf/ext/kessler_sitepackage/Resources/Public/JavaScript/main.min.js?1712051234"></script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'kessler-luftfahrt.de',
  otherDomains: ['kessler-aero.com'],
  covers:
    'German aerospace supplier on TYPO3: partner page with linked technology-partner logo grid (one unlinked), a distributor table by country (one without website), a research partner; customers, sponsoring, certifier, job boards and the English sister domain as negatives',
  pages: {
    '/': {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        server: 'Apache',
        'strict-transport-security': 'max-age=31536000',
      },
      html: `${head('Präzisionsbauteile für die Luftfahrt', 'Kessler Luftfahrttechnik fertigt Struktur- und Kabinenbauteile aus Aluminium, Titan und CFK für die zivile und militärische Luftfahrt.', '/')}
${nav}
  <section class="hero">
    <h1>Präzision, die fliegt.</h1>
    <p>Seit 1968 fertigen wir in Hamburg-Finkenwerder Struktur-, System- und Kabinenbauteile für Flugzeughersteller und ihre Tier-1-Lieferanten – zertifiziert nach EN 9100 und EASA Part 21G.</p>
    <a class="btn" href="/leistungen">Unsere Leistungen</a>
  </section>
  <section class="facts">
    <div><strong>420</strong> Mitarbeitende</div>
    <div><strong>38.000 m²</strong> Fertigungsfläche</div>
    <div><strong>5-Achs</strong> Fräszentren bis 12 m</div>
  </section>
  <section class="news">
    <h2>Aktuelles</h2>
    <article><h3><a href="/aktuelles/neue-autoklav-anlage">Neue Autoklav-Anlage in Halle 3 in Betrieb</a></h3><p>Mit dem 6,5-Meter-Autoklaven verdoppeln wir unsere CFK-Kapazität.</p></article>
    <article><h3><a href="/aktuelles/ila-2024">Besuchen Sie uns auf der ILA Berlin 2024</a></h3><p>Halle 4, Stand 310 – wir freuen uns auf Ihren Besuch.</p></article>
  </section>
  <section class="teaser-network">
    <h2>Starke Partner, starkes Netzwerk</h2>
    <p>Gemeinsam mit Technologie- und Vertriebspartnern in Europa und Nordamerika bieten wir unseren Kunden Komplettlösungen. <a href="/unternehmen/partner-netzwerk">Zum Partnernetzwerk</a></p>
  </section>
${footer}`,
    },
    '/unternehmen/partner-netzwerk': {
      html: `${head('Partner & Netzwerk', 'Technologiepartner, Vertriebspartner und Forschungspartner der Kessler Luftfahrttechnik GmbH.', '/unternehmen/partner-netzwerk')}
${nav}
  <nav class="breadcrumb"><a href="/">Startseite</a> › <a href="/unternehmen">Unternehmen</a> › Partner &amp; Netzwerk</nav>
  <h1>Partner &amp; Netzwerk</h1>
  <p class="lead">Kein Bauteil entsteht allein. Unsere Partner ergänzen unser Fertigungs-Know-how um Werkstoffe, Messtechnik, Simulation und den Zugang zu internationalen Märkten.</p>

  <section id="c1482" class="frame frame-type-logogrid">
    <h2>Technologiepartner</h2>
    <div class="logo-grid">
      <figure><a href="https://www.hartwig-composites.de/" target="_blank" rel="noopener"><img src="/fileadmin/_processed_/7/3/csm_hartwig-composites_2b7c1d4e8f.png" alt="Hartwig Composites GmbH" loading="lazy"></a></figure>
      <figure><a href="https://sytronic-messtechnik.de/luftfahrt" target="_blank" rel="noopener"><img src="/fileadmin/_processed_/1/a/csm_sytronic_9e4f1a2b3c.png" alt="Sytronic Messtechnik" loading="lazy"></a></figure>
      <figure><a href="https://www.aerosim-software.com/en/" target="_blank" rel="noopener"><img src="/fileadmin/_processed_/c/0/csm_aerosim_0d1e2f3a4b.png" alt="AeroSim Software Ltd." loading="lazy"></a></figure>
      <figure><img src="/fileadmin/_processed_/5/5/csm_brandt-oberflaechen_55aa12bb34.png" alt="Brandt Oberflächentechnik" loading="lazy"></figure>
    </div>
  </section>

  <section id="c1483" class="frame frame-type-table">
    <h2>Vertriebspartner</h2>
    <p>Außerhalb Deutschlands werden wir von folgenden autorisierten Vertriebspartnern vertreten:</p>
    <table class="contenttable">
      <thead><tr><th>Land</th><th>Unternehmen</th><th>Ansprechpartner</th><th>Website</th></tr></thead>
      <tbody>
        <tr><td>Frankreich</td><td>Aéro Composants SAS, Toulouse</td><td>Julien Marty</td><td><a href="https://www.aerocomposants.fr" target="_blank">www.aerocomposants.fr</a></td></tr>
        <tr><td>Vereinigtes Königreich</td><td>Pennine Aerospace Supply Ltd, Preston</td><td>Sarah Holt</td><td><a href="https://www.pennine-aerosupply.co.uk/" target="_blank">www.pennine-aerosupply.co.uk</a></td></tr>
        <tr><td>USA / Kanada</td><td>Great Lakes Aero Parts Inc., Wichita</td><td>Mark Donnelly</td><td><a href="https://glaeroparts.com/" target="_blank">glaeroparts.com</a></td></tr>
        <tr><td>Spanien / Portugal</td><td>Suministros Aeronáuticos Ibéricos S.L.</td><td>Ana Ruiz</td><td>in Vorbereitung</td></tr>
      </tbody>
    </table>
  </section>

  <section id="c1484" class="frame frame-type-text">
    <h2>Forschungspartner</h2>
    <p>Neue Fertigungsverfahren für thermoplastische CFK-Clips entwickeln wir gemeinsam mit unserem Forschungspartner, dem <a href="https://www.ilb-nord.de/projekte/thermoclip" target="_blank" rel="noopener">Institut für Leichtbau Nord e.&nbsp;V.</a> in Stade. Das Verbundprojekt wird vom Bundesministerium für Wirtschaft und Klimaschutz im Rahmen des Luftfahrtforschungsprogramms (LuFo VI) gefördert.</p>
  </section>

  <section id="c1485" class="frame frame-type-text">
    <h2>Sie möchten Partner werden?</h2>
    <p>Wir suchen Vertriebspartner in Skandinavien und Asien. Schreiben Sie an <a href="mailto:partner@kessler-luftfahrt.de">partner@kessler-luftfahrt.de</a>.</p>
  </section>
${footer}`,
    },
    '/referenzen': {
      html: `${head('Referenzen', 'Kunden und Projekte der Kessler Luftfahrttechnik.', '/referenzen')}
${nav}
  <h1>Referenzen</h1>
  <p class="lead">Unsere Bauteile fliegen in über 6.000 Verkehrsflugzeugen, Hubschraubern und Transportflugzeugen weltweit.</p>
  <section class="customer-logos">
    <h2>Unsere Kunden</h2>
    <ul class="logos">
      <li><img src="/fileadmin/user_upload/kunden/airbus.svg" alt="Airbus"></li>
      <li><img src="/fileadmin/user_upload/kunden/premium-aerotec.svg" alt="Premium AEROTEC"></li>
      <li><img src="/fileadmin/user_upload/kunden/diehl-aviation.svg" alt="Diehl Aviation"></li>
      <li><img src="/fileadmin/user_upload/kunden/airbus-helicopters.svg" alt="Airbus Helicopters"></li>
    </ul>
  </section>
  <section class="case">
    <h2>Projektbeispiel: Galley-Strukturen für Nordflug</h2>
    <p>Für unseren Kunden <a href="https://www.nordflug-interiors.de/" target="_blank" rel="noopener">Nordflug Aircraft Interiors</a> fertigen wir seit 2019 Strukturbauteile für Bordküchen der A320-Familie – 2023 wurden wir dafür mit dem Nordflug „Supplier Excellence Award" ausgezeichnet.</p>
  </section>
  <section class="quality">
    <h2>Zertifiziert</h2>
    <p>EN 9100:2018 zertifiziert durch den <a href="https://www.tuev-nord.de/de/unternehmen/zertifizierung/" target="_blank">TÜV NORD CERT</a>. EASA-Herstellungsbetrieb DE.21G.0187.</p>
  </section>
  <section class="sponsoring">
    <h2>Engagement in der Region</h2>
    <p>Als Hauptsponsor unterstützen wir die Handballerinnen des <a href="https://www.tsv-finkenwerder.de/" target="_blank">TSV Finkenwerder</a>.</p>
  </section>
${footer}`,
    },
    '/karriere': {
      html: `${head('Karriere', 'Jobs und Ausbildung bei Kessler Luftfahrttechnik in Hamburg.', '/karriere')}
${nav}
  <h1>Karriere bei Kessler</h1>
  <p>Ob Zerspanungsmechaniker/in, Verfahrensmechaniker/in für Kunststoff- und Kautschuktechnik oder Qualitätsingenieur/in – wir suchen Verstärkung.</p>
  <ul class="jobs">
    <li><a href="https://www.stepstone.de/stellenangebote--Qualitaetsingenieur-EN-9100-Hamburg-Kessler-Luftfahrttechnik--10293847-inline.html" target="_blank">Qualitätsingenieur (m/w/d) EN 9100</a></li>
    <li><a href="https://www.stepstone.de/stellenangebote--CNC-Fraeser-5-Achs-Hamburg-Kessler-Luftfahrttechnik--10293848-inline.html" target="_blank">CNC-Fräser (m/w/d) 5-Achs</a></li>
    <li><a href="/karriere/ausbildung">Ausbildung 2025: 12 Plätze</a></li>
  </ul>
  <p>Das sagen unsere Mitarbeitenden: <a href="https://www.kununu.com/de/kessler-luftfahrttechnik/bewertungen" target="_blank">4,3 Sterne auf kununu</a>.</p>
${footer}`,
    },
    '/impressum': {
      html: `${head('Impressum', 'Impressum der Kessler Luftfahrttechnik GmbH.', '/impressum')}
${nav}
  <h1>Impressum</h1>
  <p>Kessler Luftfahrttechnik GmbH<br>Hanna-Reitsch-Straße 14, 21129 Hamburg<br>Geschäftsführer: Dr. Frank Kessler, Ute Brammer<br>Registergericht: Amtsgericht Hamburg, HRB 48211<br>USt-IdNr.: DE118273645</p>
  <p>Konzeption und Umsetzung: <a href="https://www.elbwerk-digital.de/" target="_blank">elbwerk digital GmbH</a></p>
${footer}`,
    },
  },
  sitemap: ['/', '/unternehmen/partner-netzwerk', '/referenzen', '/karriere', '/impressum'],
  technologies: ['typo3-cms', 'php', 'usercentrics', 'matomo-analytics', 'jquery', 'open-graph', 'apache-http-server', 'hsts'],
  partners: {
    'hartwig-composites.de': 'technology',
    'sytronic-messtechnik.de': 'technology',
    'aerosim-software.com': 'technology',
    'aerocomposants.fr': 'channel',
    'pennine-aerosupply.co.uk': 'channel',
    'glaeroparts.com': 'channel',
    'ilb-nord.de': 'generic',
  },
};
