import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Apache',
  'strict-transport-security': 'max-age=31536000',
  'x-ua-compatible': 'IE=edge',
  'content-language': 'de',
};

const head = (title: string, description: string, path: string): string => `<!DOCTYPE html>
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
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${description}">
<meta name="robots" content="index,follow">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="https://www.solvind-waermepumpen.de/fileadmin/user_upload/og/solvind-aero-s.jpg">
<meta property="og:locale" content="de_DE">
<link rel="canonical" href="https://www.solvind-waermepumpen.de${path}">
<link rel="alternate" hreflang="de-AT" href="https://www.solvind.at${path}">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-5b7d0c2e91af3f4e1c90d8a3e4b6f2aa-min.css?1761203344" media="all">
<link rel="stylesheet" href="/typo3conf/ext/solvind_sitepackage/Resources/Public/Css/print.css?1759912210" media="print">
<link rel="icon" href="/typo3conf/ext/solvind_sitepackage/Resources/Public/Icons/favicon.ico" type="image/vnd.microsoft.icon">
<script id="usercentrics-cmp" src="https://web.cmp.usercentrics.eu/ui/loader.js" data-settings-id="qR7xT2pLm" async></script>
</head>`;

const nav = `<header id="page-header">
  <div class="topbar">
    <div class="container">
      <span>Kundendienst: <a href="tel:+4973199880">0731 998 80</a></span>
      <a href="/service/kundendienst">Störung melden</a>
      <a href="/fuer-fachhandwerker">Für Fachhandwerker</a>
      <a href="https://www.solvind.at/">Österreich</a>
    </div>
  </div>
  <div class="container header-main">
    <a class="brand" href="/"><img src="/fileadmin/templates/img/solvind-logo.svg" alt="Solvind Wärmepumpen" width="190" height="44"></a>
    <nav class="main-nav" aria-label="Hauptnavigation">
      <ul>
        <li><a href="/produkte/">Produkte</a>
          <ul class="sub">
            <li><a href="/produkte/luft-wasser-waermepumpen">Luft/Wasser-Wärmepumpen</a></li>
            <li><a href="/produkte/sole-wasser-waermepumpen">Sole/Wasser-Wärmepumpen</a></li>
            <li><a href="/produkte/warmwasser-waermepumpen">Warmwasser-Wärmepumpen</a></li>
            <li><a href="/produkte/regelung-app">Regelung &amp; App</a></li>
          </ul>
        </li>
        <li><a href="/foerderung/">Förderung</a></li>
        <li><a href="/ratgeber/">Ratgeber</a></li>
        <li class="highlight"><a href="/fachpartner-suche">Fachpartner finden</a></li>
        <li><a href="/service/">Service</a></li>
        <li><a href="/unternehmen/">Unternehmen</a></li>
      </ul>
    </nav>
  </div>
</header>`;

const footer = `<footer id="page-footer">
  <div class="container footer-cols">
    <div class="footer-col">
      <h4>Solvind Wärmetechnik GmbH</h4>
      <address>Söflinger Straße 212<br>89077 Ulm<br>Deutschland</address>
      <p>Tel. <a href="tel:+4973199880">+49 731 998 80</a><br><a href="mailto:info@solvind-waermepumpen.de">info@solvind-waermepumpen.de</a></p>
    </div>
    <div class="footer-col">
      <h4>Unternehmen</h4>
      <ul>
        <li><a href="/unternehmen/ueber-uns">Über uns</a></li>
        <li><a href="/unternehmen/partner-vertrieb">Partner &amp; Vertrieb</a></li>
        <li><a href="/unternehmen/presse">Presse</a></li>
        <li><a href="https://solvind.jobs.personio.de/">Karriere</a></li>
        <li><a href="/unternehmen/nachhaltigkeit">Nachhaltigkeit</a></li>
      </ul>
    </div>
    <div class="footer-col">
      <h4>Service</h4>
      <ul>
        <li><a href="/service/downloads">Downloads &amp; Datenblätter</a></li>
        <li><a href="/service/garantie">Garantieverlängerung</a></li>
        <li><a href="/fachpartner-suche">Fachpartner finden</a></li>
        <li><a href="https://portal.solvind-waermepumpen.de/">Fachpartner-Portal (Login)</a></li>
      </ul>
    </div>
    <div class="footer-col memberships">
      <h4>Mitgliedschaften &amp; Zertifikate</h4>
      <a href="https://www.waermepumpe.de/" target="_blank" rel="noopener"><img src="/fileadmin/templates/img/bwp-mitglied.png" alt="Mitglied im Bundesverband Wärmepumpe (BWP) e.V."></a>
      <a href="https://www.tuvsud.com/de-de" target="_blank" rel="noopener"><img src="/fileadmin/templates/img/tuev-sued-iso9001.png" alt="TÜV SÜD zertifiziert nach ISO 9001:2015"></a>
      <a href="https://www.plusxaward.de/" target="_blank" rel="noopener"><img src="/fileadmin/templates/img/plus-x-award-2025.png" alt="Plus X Award 2025 – Bestes Produkt des Jahres"></a>
    </div>
  </div>
  <div class="container footer-bottom">
    <ul class="social">
      <li><a href="https://www.facebook.com/solvind.waermepumpen" title="Facebook">Facebook</a></li>
      <li><a href="https://www.instagram.com/solvind_waermepumpen/" title="Instagram">Instagram</a></li>
      <li><a href="https://www.youtube.com/@solvindwaermepumpen" title="YouTube">YouTube</a></li>
      <li><a href="https://www.linkedin.com/company/solvind-waermetechnik" title="LinkedIn">LinkedIn</a></li>
    </ul>
    <ul class="legal">
      <li><a href="/impressum">Impressum</a></li>
      <li><a href="/datenschutz">Datenschutz</a></li>
      <li><a href="/agb">AGB</a></li>
      <li><a href="#" onclick="UC_UI.showSecondLayer();return false;">Cookie-Einstellungen</a></li>
    </ul>
    <p>&copy; 2026 Solvind Wärmetechnik GmbH</p>
  </div>
</footer>
<script src="/typo3temp/assets/compressed/merged-2c1f8e0a9d7b4f3e2a1c0d9e8f7a6b5c-min.js?1761203344"></script>
<script>
  var _etr = { eventCallbacks: {} };
</script>
<script id="_etLoader" type="text/plain" data-usercentrics="etracker" charset="UTF-8" data-block-cookies="true" data-secure-code="Xk3P9q" src="//code.etracker.com/code/e.js" async></script>`;

const home = `${head('Solvind Wärmepumpen – effizient heizen mit Umweltwärme', 'Leise, effiziente Luft/Wasser- und Sole/Wasser-Wärmepumpen aus Ulm. Jetzt Fachpartner in Ihrer Nähe finden und bis zu 70 % Förderung sichern.', '/')}
<body id="p1" class="page-home">
${nav}
<main id="content">
  <section class="stage">
    <div class="container">
      <h1>Wärme aus der Luft. Made in Ulm.</h1>
      <p>Die neue Solvind AERO S erreicht eine Jahresarbeitszahl von bis zu 5,1 und ist mit 32 dB(A) in 3 m Abstand flüsterleise.</p>
      <a class="btn btn-primary" href="/produkte/luft-wasser-waermepumpen/aero-s">AERO S entdecken</a>
      <a class="btn btn-outline" href="/fachpartner-suche">Fachpartner in Ihrer Nähe</a>
    </div>
  </section>

  <section class="usp">
    <div class="container grid-3">
      <div class="usp-item"><h3>Bis zu 70 % Förderung</h3><p>Wir unterstützen Sie beim Antrag für die Heizungsförderung der <a href="https://www.kfw.de/458" target="_blank" rel="noopener">KfW</a> und beim <a href="https://www.bafa.de/DE/Energie/Effiziente_Gebaeude/effiziente_gebaeude_node.html" target="_blank" rel="noopener">BAFA</a>.</p></div>
      <div class="usp-item"><h3>10 Jahre Garantie</h3><p>Bei Installation durch einen zertifizierten Solvind-Fachpartner und jährlicher Wartung.</p></div>
      <div class="usp-item"><h3>Natürliches Kältemittel</h3><p>R290 (Propan) mit einem GWP von 3 &ndash; zukunftssicher nach F-Gase-Verordnung.</p></div>
    </div>
  </section>

  <section class="teaser-installer">
    <div class="container">
      <h2>Installation vom Profi</h2>
      <p>Über 600 geschulte Fachhandwerksbetriebe in Deutschland und Österreich planen, installieren und warten Ihre Solvind-Wärmepumpe.</p>
      <form class="plz-search" action="/fachpartner-suche" method="get">
        <label for="plz">Postleitzahl</label>
        <input id="plz" name="plz" inputmode="numeric" maxlength="5" placeholder="z.&nbsp;B. 89077">
        <button type="submit">Fachpartner suchen</button>
      </form>
    </div>
  </section>

  <section class="references">
    <div class="container">
      <h2>Referenzprojekte</h2>
      <div class="grid-3">
        <article class="ref"><img src="/fileadmin/user_upload/referenzen/wohnbau-giessen.jpg" alt="Mehrfamilienhaus in Gießen"><h3>48 Wohneinheiten, Gießen</h3><p>Kaskade aus vier AERO XL für die <a href="https://www.wohnbau-giessen.de/" target="_blank" rel="noopener">Wohnbau Gießen GmbH</a>.</p></article>
        <article class="ref"><img src="/fileadmin/user_upload/referenzen/kita-blaustein.jpg" alt="Kita in Blaustein"><h3>Kita Sonnenhügel, Blaustein</h3><p>Sole/Wasser-Anlage mit Erdsonden für die <a href="https://www.blaustein.de/" target="_blank" rel="noopener">Gemeinde Blaustein</a>.</p></article>
        <article class="ref"><img src="/fileadmin/user_upload/referenzen/altbau-ravensburg.jpg" alt="Altbau in Ravensburg"><h3>Altbau von 1927, Ravensburg</h3><p>Heizkörper behalten, Vorlauf 55&nbsp;°C: JAZ 3,8 im ersten Winter.</p></article>
      </div>
    </div>
  </section>

  <section class="news">
    <div class="container">
      <h2>Aktuelles</h2>
      <ul>
        <li><time datetime="2026-10-14">14.10.2026</time> <a href="/unternehmen/presse/ish-2027">Solvind auf der ISH 2027 in Frankfurt</a> &ndash; Halle 12.0, Stand C31. Infos zur Messe: <a href="https://ish.messefrankfurt.com/frankfurt/de.html" target="_blank" rel="noopener">ish.messefrankfurt.com</a></li>
        <li><time datetime="2026-09-02">02.09.2026</time> <a href="/unternehmen/presse/testsieger">Testsieger bei Stiftung Warentest</a> (<a href="https://www.test.de/Waermepumpen-im-Test-5900401-0/" target="_blank" rel="noopener">test.de</a>)</li>
      </ul>
    </div>
  </section>
</main>
${footer}
</body>
</html>`;

const installers = `${head('Fachpartner finden – Solvind Wärmepumpen', 'Finden Sie einen zertifizierten Solvind-Fachpartner für Beratung, Installation und Wartung Ihrer Wärmepumpe.', '/fachpartner-suche')}
<body id="p42" class="page-locator">
${nav}
<main id="content">
  <section class="page-intro">
    <div class="container">
      <nav class="breadcrumb"><a href="/">Startseite</a> &rsaquo; <span>Fachpartner finden</span></nav>
      <h1>Zertifizierte Fachpartner in Ihrer Nähe</h1>
      <p>Unsere Fachpartner sind von Solvind geschult und zur Inbetriebnahme berechtigt. <strong>Premium-Partner</strong> bieten zusätzlich 24-h-Notdienst und die 10-Jahres-Garantie.</p>
      <form class="locator-form" action="/fachpartner-suche" method="get">
        <input name="plz" value="89077" aria-label="Postleitzahl">
        <select name="radius" aria-label="Umkreis"><option value="25">25 km</option><option value="50" selected>50 km</option><option value="100">100 km</option></select>
        <label><input type="checkbox" name="premium" value="1"> nur Premium-Partner</label>
        <button type="submit">Suchen</button>
      </form>
    </div>
  </section>
  <section class="locator">
    <div class="container locator-grid">
      <div id="dealer-map" class="map" data-center="48.3984,9.9916" data-zoom="9" aria-label="Karte der Fachpartner"></div>
      <ol class="dealer-list" data-results="6">
        <li class="dealer premium" data-lat="48.4011" data-lng="9.9876" data-distance="1.2">
          <span class="badge">Premium-Partner</span>
          <h3>Haustechnik Bergmann GmbH</h3>
          <address>Karlstraße 31<br>89073 Ulm</address>
          <p>Tel. 0731 60 21 40</p>
          <p><a href="https://www.haustechnik-bergmann.de/" target="_blank" rel="noopener">www.haustechnik-bergmann.de</a></p>
        </li>
        <li class="dealer premium" data-lat="48.3620" data-lng="10.0102" data-distance="4.8">
          <span class="badge">Premium-Partner</span>
          <h3>Wärme &amp; Bad Lindner</h3>
          <address>Memminger Straße 9<br>89231 Neu-Ulm</address>
          <p>Tel. 0731 72 55 90</p>
          <p><a href="https://lindner-waerme.de/waermepumpen/" target="_blank" rel="noopener">lindner-waerme.de</a></p>
        </li>
        <li class="dealer" data-lat="48.4567" data-lng="9.9221" data-distance="9.3">
          <h3>Heizung Sanitär Müller</h3>
          <address>Dorfstraße 4<br>89134 Blaustein</address>
          <p>Tel. 07304 41 88</p>
        </li>
        <li class="dealer" data-lat="48.3152" data-lng="9.7814" data-distance="18.6">
          <h3>Elektro Kaya GmbH</h3>
          <address>Industriestraße 17<br>89143 Blaubeuren</address>
          <p>Tel. 07344 92 10 0</p>
          <p><a href="https://www.elektro-kaya.de" target="_blank" rel="nofollow noopener">Website</a></p>
        </li>
        <li class="dealer premium" data-lat="48.5412" data-lng="10.1733" data-distance="27.0">
          <span class="badge">Premium-Partner</span>
          <h3>SHK Brandt &amp; Söhne</h3>
          <address>Bahnhofstraße 55<br>89150 Laichingen</address>
          <p>Tel. 07333 38 21</p>
          <p><a href="https://www.brandt-shk.de/" target="_blank" rel="noopener">www.brandt-shk.de</a></p>
        </li>
        <li class="dealer" data-lat="48.2188" data-lng="10.1104" data-distance="31.4">
          <h3>Klimatechnik Nowak</h3>
          <address>Gewerbepark 3<br>88471 Laupheim</address>
          <p>Tel. 07392 14 07</p>
          <p><a href="https://nowak-klimatechnik.de/" target="_blank" rel="noopener">nowak-klimatechnik.de</a></p>
        </li>
      </ol>
    </div>
    <p class="container hint">Sie sind Fachhandwerker und möchten Solvind-Fachpartner werden? <a href="/fuer-fachhandwerker">Jetzt informieren</a> oder im <a href="https://portal.solvind-waermepumpen.de/">Fachpartner-Portal</a> anmelden.</p>
  </section>
</main>
${footer}
<script src="/typo3conf/ext/solvind_dealers/Resources/Public/JavaScript/leaflet-1.9.4.min.js"></script>
<script src="/typo3conf/ext/solvind_dealers/Resources/Public/JavaScript/dealer-map.js?1760011234"></script>
</body>
</html>`;

const partnersPage = `${head('Partner & Vertrieb – Solvind Wärmepumpen', 'Großhandelspartner und Technologiepartner der Solvind Wärmetechnik GmbH.', '/unternehmen/partner-vertrieb')}
<body id="p57" class="page-default">
${nav}
<main id="content">
  <section class="page-intro">
    <div class="container">
      <nav class="breadcrumb"><a href="/">Startseite</a> &rsaquo; <a href="/unternehmen/">Unternehmen</a> &rsaquo; <span>Partner &amp; Vertrieb</span></nav>
      <h1>Partner &amp; Vertrieb</h1>
      <p>Solvind-Wärmepumpen werden dreistufig über den Fachgroßhandel vertrieben. Endkunden wenden sich bitte an einen <a href="/fachpartner-suche">Fachpartner in ihrer Nähe</a>.</p>
    </div>
  </section>

  <section class="ce-table">
    <div class="container">
      <h2>Unsere Großhandelspartner</h2>
      <table class="contenttable">
        <thead><tr><th>Großhändler</th><th>Region</th><th>Website</th></tr></thead>
        <tbody>
          <tr><td>GC-Gruppe</td><td>Deutschland (bundesweit)</td><td><a href="https://www.gc-gruppe.de/" target="_blank" rel="noopener">gc-gruppe.de</a></td></tr>
          <tr><td>Richter+Frenzel</td><td>Süd- und Ostdeutschland</td><td><a href="https://www.r-f.de/" target="_blank" rel="noopener">r-f.de</a></td></tr>
          <tr><td>Thermo-Handel Süd GmbH</td><td>Baden-Württemberg, Bayern</td><td><a href="https://www.thermohandel-sued.de/" target="_blank" rel="noopener">thermohandel-sued.de</a></td></tr>
          <tr><td>ÖkoWärme Vertrieb GmbH</td><td>Österreich</td><td><a href="https://www.oekowaerme.at/" target="_blank" rel="noopener">oekowaerme.at</a></td></tr>
          <tr><td>Heizpunkt AG</td><td>Schweiz</td><td><a href="https://heizpunkt.ch/" target="_blank" rel="noopener">heizpunkt.ch</a></td></tr>
        </tbody>
      </table>
    </div>
  </section>

  <section class="ce-logos">
    <div class="container">
      <h2>Technologiepartner</h2>
      <p>Gemeinsam mit unseren Technologiepartnern vernetzen wir Wärmepumpe, Photovoltaik und Smart Home.</p>
      <ul class="logo-row">
        <li><a href="https://www.sma.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/sma-solar.svg" alt="SMA Solar Technology AG"></a><span>PV-Überschussladen über SMA Sunny Home Manager</span></li>
        <li><a href="https://www.tado.com/de-de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/tado.svg" alt="tado°"></a><span>Raumregelung per App</span></li>
        <li><a href="https://www.enerlink.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/enerlink.svg" alt="Enerlink Energiemanager"></a><span>Dynamische Stromtarife &amp; §14a EnWG</span></li>
      </ul>
    </div>
  </section>

  <section class="ce-text">
    <div class="container">
      <h2>Messen 2027</h2>
      <p>Besuchen Sie uns auf der <a href="https://ish.messefrankfurt.com/frankfurt/de.html" target="_blank" rel="noopener">ISH Frankfurt</a> und der <a href="https://www.sht-messe.de/" target="_blank" rel="noopener">SHK Essen</a>.</p>
    </div>
  </section>
</main>
${footer}
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'solvind-waermepumpen.de',
  otherDomains: ['solvind.at'],
  covers:
    'German TYPO3 heat-pump maker: "Fachpartner finden" store locator with installer addresses (one without a website, one rel=nofollow) and a footer-only "Partner & Vertrieb" page with a wholesaler table and technology-partner logos; traps: KfW/BAFA funding links, customer reference projects, trade fairs, Stiftung Warentest, association membership, TÜV certification, award, Personio careers, partner portal login, Austrian sister domain.',
  pages: {
    '/': { redirect: 'https://www.solvind-waermepumpen.de/' },
    'https://www.solvind-waermepumpen.de/': { headers, html: home },
    'https://www.solvind-waermepumpen.de/fachpartner-suche': { headers, html: installers },
    'https://www.solvind-waermepumpen.de/unternehmen/partner-vertrieb': { headers, html: partnersPage },
  },
  sitemap: [
    'https://www.solvind-waermepumpen.de/',
    'https://www.solvind-waermepumpen.de/produkte/',
    'https://www.solvind-waermepumpen.de/foerderung/',
    'https://www.solvind-waermepumpen.de/fachpartner-suche',
    'https://www.solvind-waermepumpen.de/unternehmen/',
    'https://www.solvind-waermepumpen.de/unternehmen/partner-vertrieb',
    'https://www.solvind-waermepumpen.de/unternehmen/presse',
  ],
  technologies: ['typo3-cms', 'php', 'apache-http-server', 'hsts', 'usercentrics', 'etracker', 'leaflet', 'personio', 'open-graph'],
  partners: {
    'haustechnik-bergmann.de': 'channel',
    'lindner-waerme.de': 'channel',
    'elektro-kaya.de': 'channel',
    'brandt-shk.de': 'channel',
    'nowak-klimatechnik.de': 'channel',
    'gc-gruppe.de': 'channel',
    'r-f.de': 'channel',
    'thermohandel-sued.de': 'channel',
    'oekowaerme.at': 'channel',
    'heizpunkt.ch': 'channel',
    'sma.de': 'technology',
    'tado.com': 'technology',
    'enerlink.de': 'technology',
  },
};
