import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, desc: string) => `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contributors at https://typo3.org/
-->
<title>${title}</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${desc}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${desc}">
<meta property="og:image" content="https://www.ladewerk-energie.de/fileadmin/user_upload/og/ladewerk-home-one.jpg">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-3f1c0a2b9d8e7f6a5b4c3d2e1f0a9b8c-min.css?1712065532" media="all">
<link rel="stylesheet" href="/typo3conf/ext/ladewerk_sitepackage/Resources/Public/Css/bootstrap.min.css?1709801120" media="all">
<link rel="stylesheet" href="/typo3conf/ext/ladewerk_sitepackage/Resources/Public/Css/main.css?1712065511" media="all">
<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="qT4xL9mWp" async></script>
</head>
<body>
<header class="header">
  <div class="container">
    <a class="navbar-brand" href="/"><img src="/typo3conf/ext/ladewerk_sitepackage/Resources/Public/Images/logo-ladewerk.svg" alt="Ladewerk Energie GmbH" width="180" height="40"></a>
    <nav class="navbar navbar-expand-lg">
      <ul class="navbar-nav">
        <li class="nav-item"><a class="nav-link" href="/produkte">Produkte</a></li>
        <li class="nav-item"><a class="nav-link" href="/loesungen/gewerbe">Für Unternehmen</a></li>
        <li class="nav-item dropdown"><a class="nav-link" href="/partner/installateure">Partner</a>
          <ul class="dropdown-menu">
            <li><a class="dropdown-item" href="/partner/installateure">Installateur finden</a></li>
            <li><a class="dropdown-item" href="/partner/technologiepartner">Technologiepartner</a></li>
          </ul>
        </li>
        <li class="nav-item"><a class="nav-link" href="/unternehmen">Unternehmen</a></li>
        <li class="nav-item"><a class="nav-link" href="/presse">Presse</a></li>
        <li class="nav-item"><a class="nav-link" href="/kontakt">Kontakt</a></li>
      </ul>
    </nav>
  </div>
</header>
`;

const footer = `
<footer class="footer">
  <div class="container">
    <div class="row">
      <div class="col-md-4">
        <p><strong>Ladewerk Energie GmbH</strong><br>Hafenstraße 22<br>89077 Ulm</p>
        <p>Telefon: +49 731 140 58 0<br>E-Mail: <a href="mailto:info@ladewerk-energie.de">info@ladewerk-energie.de</a></p>
      </div>
      <div class="col-md-4">
        <ul class="list-unstyled">
          <li><a href="/impressum">Impressum</a></li>
          <li><a href="/datenschutz">Datenschutz</a></li>
          <li><a href="/agb">AGB</a></li>
          <li><a href="/karriere">Karriere</a></li>
        </ul>
      </div>
      <div class="col-md-4">
        <p>Folgen Sie uns</p>
        <a href="https://www.linkedin.com/company/ladewerk-energie" target="_blank" rel="noopener">LinkedIn</a>
        <a href="https://www.youtube.com/@ladewerk" target="_blank" rel="noopener">YouTube</a>
        <a href="https://www.instagram.com/ladewerk.energie" target="_blank" rel="noopener">Instagram</a>
      </div>
    </div>
    <p class="small">© 2024 Ladewerk Energie GmbH – Wallboxen made in Ulm</p>
  </div>
</footer>
<script src="/typo3conf/ext/ladewerk_sitepackage/Resources/Public/JavaScript/Dist/main.min.js?1712065511"></script>
<script>
  var _paq = window._paq = window._paq || [];
  _paq.push(['trackPageView']);
  _paq.push(['enableLinkTracking']);
  (function() {
    var u="https://analytics.ladewerk-energie.de/";
    _paq.push(['setTrackerUrl', u+'matomo.php']);
    _paq.push(['setSiteId', '1']);
    var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];
    g.async=true; g.src=u+'matomo.js'; s.parentNode.insertBefore(g,s);
  })();
</script>
</body>
</html>`;

const home = `${head('Ladewerk – Wallboxen und Ladelösungen aus Ulm', 'Intelligente Wallboxen für Zuhause und Unternehmen, entwickelt und gefertigt in Ulm.')}
<main>
  <section class="hero">
    <div class="container">
      <h1>Laden, wie es sein sollte.</h1>
      <p>Die Ladewerk ONE lädt Ihr Elektroauto mit bis zu 22 kW – mit Ihrem eigenen Solarstrom.</p>
      <a class="btn btn-primary" href="/produkte/ladewerk-one">Zur Ladewerk ONE</a>
      <a class="btn btn-outline-primary" href="/partner/installateure">Fachbetrieb in Ihrer Nähe</a>
    </div>
  </section>
  <section class="features">
    <div class="container">
      <div class="row">
        <div class="col-md-4"><h3>Eichrechtskonform</h3><p>Abrechnen von Dienstwagen-Ladungen ohne Zusatzzähler.</p></div>
        <div class="col-md-4"><h3>PV-Überschussladen</h3><p>Kompatibel mit gängigen Energiemanagern.</p></div>
        <div class="col-md-4"><h3>OCPP 2.0.1</h3><p>Offen für jedes Backend.</p></div>
      </div>
    </div>
  </section>
  <section class="awards">
    <div class="container">
      <h2>Ausgezeichnet</h2>
      <img src="/fileadmin/user_upload/awards/plusx-award-2023.png" alt="Plus X Award 2023 – Innovation">
      <img src="/fileadmin/user_upload/awards/adac-test-gut.png" alt="ADAC Wallbox-Test: gut (1,9)">
      <p>Testergebnis im <a href="https://www.adac.de/rund-ums-fahrzeug/elektromobilitaet/laden/wallbox-test/" target="_blank" rel="noopener">ADAC Wallbox-Test 2023</a>.</p>
    </div>
  </section>
  <section class="foerderung">
    <div class="container">
      <p>Tipp: Informieren Sie sich über aktuelle Förderprogramme bei der <a href="https://www.kfw.de/" target="_blank" rel="noopener">KfW</a> und Ihrem Stromversorger.</p>
    </div>
  </section>
</main>
${footer}`;

const installer = (name: string, url: string, plz: string, ort: string, cert: string) => `
        <div class="col-md-6 col-lg-4">
          <div class="card partner-card">
            <div class="card-body">
              <h3 class="card-title">${name}</h3>
              <p class="card-text">${plz} ${ort}<br><span class="badge">${cert}</span></p>
              <a class="card-link" href="${url}" target="_blank" rel="noopener">Website</a>
            </div>
          </div>
        </div>`;

const installateure1 = `${head('Installateur finden – Ladewerk Fachpartner', 'Zertifizierte Ladewerk-Fachpartner für Beratung, Verkauf und Installation.')}
<main>
  <div class="container">
    <h1>Ladewerk-Fachpartner finden</h1>
    <p>Unsere zertifizierten Installationspartner beraten Sie vor Ort, verkaufen und installieren Ihre Ladewerk Wallbox und melden sie beim Netzbetreiber an.</p>
    <form class="plz-suche" action="/partner/installateure" method="get"><input type="text" name="plz" placeholder="PLZ"><button class="btn btn-primary">Suchen</button></form>
    <div class="row">
      ${installer('Elektro Huber GmbH', 'https://www.elektro-huber-ulm.de/', '89073', 'Ulm', 'Premium-Partner')}
      ${installer('Solartechnik Weiß', 'https://www.solartechnik-weiss.de/', '86150', 'Augsburg', 'Fachpartner')}
      ${installer('E-Mobil Nord Installationen', 'https://e-mobil-nord.de/', '20457', 'Hamburg', 'Premium-Partner')}
      ${installer('Stromwerk Keller', 'https://www.stromwerk-keller.de/', '70173', 'Stuttgart', 'Fachpartner')}
      ${installer('Voltline Elektrotechnik', 'https://www.voltline.at/', '5020', 'Salzburg (AT)', 'Fachpartner')}
      ${installer('Haustechnik Brandl', 'https://www.haustechnik-brandl.de/', '80331', 'München', 'Fachpartner')}
    </div>
    <nav aria-label="Seiten">
      <ul class="pagination">
        <li class="page-item active"><span class="page-link">1</span></li>
        <li class="page-item"><a class="page-link" href="/partner/installateure/seite-2">2</a></li>
        <li class="page-item"><a class="page-link" href="/partner/installateure/seite-2">Weiter</a></li>
      </ul>
    </nav>
    <p>Sie sind Elektrofachbetrieb? <a href="/partner/fachpartner-werden">Jetzt Fachpartner werden</a></p>
  </div>
</main>
${footer}`;

const installateure2 = `${head('Installateur finden – Seite 2 – Ladewerk Fachpartner', 'Zertifizierte Ladewerk-Fachpartner für Beratung, Verkauf und Installation.')}
<main>
  <div class="container">
    <h1>Ladewerk-Fachpartner finden</h1>
    <div class="row">
      ${installer('Lichtblick Elektro Schmid', 'https://www.elektro-schmid-freiburg.de/', '79098', 'Freiburg', 'Fachpartner')}
      ${installer('Rhein-Energietechnik GmbH', 'https://www.rhein-energietechnik.de/', '50667', 'Köln', 'Premium-Partner')}
      ${installer('Lade&amp;Go Systemhaus', 'https://www.ladeundgo.ch/', '8004', 'Zürich (CH)', 'Fachpartner')}
      ${installer('Elektro Petersen', 'https://www.elektro-petersen.de/', '24103', 'Kiel', 'Fachpartner')}
    </div>
    <nav aria-label="Seiten">
      <ul class="pagination">
        <li class="page-item"><a class="page-link" href="/partner/installateure">Zurück</a></li>
        <li class="page-item"><a class="page-link" href="/partner/installateure">1</a></li>
        <li class="page-item active"><span class="page-link">2</span></li>
      </ul>
    </nav>
  </div>
</main>
${footer}`;

const tech = `${head('Technologiepartner – Ladewerk', 'Backends, Energiemanager und Flottenlösungen, die mit Ladewerk Wallboxen zusammenarbeiten.')}
<main>
  <div class="container">
    <h1>Technologiepartner</h1>
    <p>Ladewerk Wallboxen sprechen offene Standards. Mit diesen Partnern haben wir die Integration gemeinsam getestet und zertifiziert.</p>
    <h2>Lade-Backends (OCPP)</h2>
    <div class="row logo-grid">
      <div class="col-6 col-md-3"><a href="https://www.ampero-cloud.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/ampero.svg" alt="Ampero Cloud"></a></div>
      <div class="col-6 col-md-3"><a href="https://www.chargehub-systems.com/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/chargehub.svg" alt="ChargeHub Systems"></a></div>
      <div class="col-6 col-md-3"><a href="https://fleetvolt.eu/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/fleetvolt.svg" alt="FleetVolt"></a></div>
    </div>
    <h2>Energiemanagement &amp; PV</h2>
    <div class="row logo-grid">
      <div class="col-6 col-md-3"><a href="https://www.sonnenhaus-ems.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/sonnenhaus.svg" alt="Sonnenhaus EMS"></a></div>
      <div class="col-6 col-md-3"><a href="https://www.wattwaechter.com/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/wattwaechter.svg" alt="Wattwächter"></a></div>
    </div>
    <p>Sie entwickeln ein Backend oder einen Energiemanager? Unsere OCPP-Dokumentation finden Sie im <a href="https://developer.ladewerk-energie.de/">Entwicklerportal</a>.</p>
  </div>
</main>
${footer}`;

const unternehmen = `${head('Unternehmen – Ladewerk', 'Ladewerk Energie: seit 2017 Wallboxen aus Ulm.')}
<main>
  <div class="container">
    <h1>Über Ladewerk</h1>
    <p>Ladewerk wurde 2017 von zwei Ingenieuren der Universität Ulm gegründet. Heute entwickeln und fertigen 140 Mitarbeitende unsere Wallboxen am Standort Ulm-Donautal.</p>
    <h2>Mitgliedschaften</h2>
    <p>Wir sind Mitglied im <a href="https://www.bsw-solar.de/" target="_blank" rel="noopener">Bundesverband Solarwirtschaft (BSW-Solar)</a> und in der <a href="https://www.openchargealliance.org/" target="_blank" rel="noopener">Open Charge Alliance</a>.</p>
    <h2>Engagement</h2>
    <p>Als Hauptsponsor unterstützen wir das Radrennen <a href="https://www.donau-classic-ulm.de/" target="_blank" rel="noopener">Donau Classic Ulm</a> und die Jugendabteilung des SSV Ulm.</p>
    <h2>Zertifizierungen</h2>
    <p>Qualitätsmanagement nach DIN EN ISO 9001:2015, geprüft durch den <a href="https://www.tuev-sued.de/" target="_blank" rel="noopener">TÜV SÜD</a>.</p>
  </div>
</main>
${footer}`;

const presse = `${head('Presse – Ladewerk', 'Pressemitteilungen und Medienberichte.')}
<main>
  <div class="container">
    <h1>Presse</h1>
    <ul class="list-unstyled">
      <li><a href="https://www.electrive.net/2024/02/06/ladewerk-one-mit-eichrecht/" target="_blank" rel="noopener">electrive.net: Ladewerk ONE jetzt eichrechtskonform</a></li>
      <li><a href="https://www.swp.de/lokales/ulm/ladewerk-erweitert-produktion-72451233.html" target="_blank" rel="noopener">Südwest Presse: Ladewerk erweitert Produktion im Donautal</a></li>
    </ul>
    <p>Pressekontakt: <a href="mailto:presse@ladewerk-energie.de">presse@ladewerk-energie.de</a></p>
  </div>
</main>
${footer}`;

const kontakt = `${head('Kontakt – Ladewerk', 'So erreichen Sie uns.')}
<main>
  <div class="container">
    <h1>Kontakt</h1>
    <p>Vertrieb: +49 731 140 58 0 · Service: +49 731 140 58 200</p>
    <p>Sie möchten Ladewerk-Produkte vertreiben? Schreiben Sie an <a href="mailto:partner@ladewerk-energie.de">partner@ladewerk-energie.de</a>.</p>
  </div>
</main>
${footer}`;

const headers = { server: 'Apache', 'content-type': 'text/html; charset=utf-8' };

export const site: CorpusSite = {
  domain: 'ladewerk-energie.de',
  covers:
    'German wallbox maker, TYPO3 + Bootstrap + Usercentrics + Matomo; installer partners as cards split over two pages (channel), technology partner logo grid with alt text; negatives: awards, ADAC test, KfW link, memberships (BSW, OCA), sponsorship, TÜV certification, press, own developer subdomain, social',
  pages: {
    '/': { headers, html: home },
    '/partner/installateure': { headers, html: installateure1 },
    '/partner/installateure/seite-2': { headers, html: installateure2 },
    '/partner/technologiepartner': { headers, html: tech },
    '/unternehmen': { headers, html: unternehmen },
    '/presse': { headers, html: presse },
    '/kontakt': { headers, html: kontakt },
  },
  technologies: ['typo3-cms', 'php', 'bootstrap', 'usercentrics', 'matomo-analytics', 'open-graph', 'apache-http-server'],
  partners: {
    'elektro-huber-ulm.de': 'channel',
    'solartechnik-weiss.de': 'channel',
    'e-mobil-nord.de': 'channel',
    'stromwerk-keller.de': 'channel',
    'voltline.at': 'channel',
    'haustechnik-brandl.de': 'channel',
    'elektro-schmid-freiburg.de': 'channel',
    'rhein-energietechnik.de': 'channel',
    'ladeundgo.ch': 'channel',
    'elektro-petersen.de': 'channel',
    'ampero-cloud.de': 'technology',
    'chargehub-systems.com': 'technology',
    'fleetvolt.eu': 'technology',
    'sonnenhaus-ems.de': 'technology',
    'wattwaechter.com': 'technology',
  },
};
