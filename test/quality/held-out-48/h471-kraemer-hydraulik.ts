import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Apache',
  'x-content-type-options': 'nosniff',
};

function head(title: string, description: string, path: string): string {
  return `<!DOCTYPE html>
<html lang="de-DE">
<head>
<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->
<title>${title} | Krämer Hydrauliktechnik GmbH</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="description" content="${description}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="index,follow">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:type" content="website">
<meta property="og:url" content="https://www.kraemer-hydraulik.de${path}">
<meta property="og:image" content="https://www.kraemer-hydraulik.de/fileadmin/user_upload/og/kraemer-zylinder.jpg">
<link rel="canonical" href="https://www.kraemer-hydraulik.de${path}">
<link rel="alternate" hreflang="de" href="https://www.kraemer-hydraulik.de${path}">
<link rel="alternate" hreflang="en" href="https://www.kraemer-hydraulics.com/">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-4f1c2a8e0b7d9e3a.css?1712233810" media="all">
<link rel="stylesheet" href="/typo3conf/ext/kh_sitepackage/Resources/Public/Css/main.min.css?1712233802" media="all">
<link rel="icon" href="/typo3conf/ext/kh_sitepackage/Resources/Public/Icons/favicon.ico">
<script src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="Xk2v9Qm4sLp7" id="usercentrics-cmp" async></script>
<script type="text/plain" data-usercentrics="Matomo">
  var _paq = window._paq = window._paq || [];
  _paq.push(['trackPageView']);
  _paq.push(['enableLinkTracking']);
  (function() {
    var u="https://analytics.kraemer-hydraulik.de/";
    _paq.push(['setTrackerUrl', u+'matomo.php']);
    _paq.push(['setSiteId', '1']);
    var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];
    g.async=true; g.src=u+'matomo.js'; s.parentNode.insertBefore(g,s);
  })();
</script>
</head>
<body class="page-layout-default">
<a class="skip-link" href="#main">Zum Inhalt springen</a>
<header class="site-header">
  <div class="container header-inner">
    <a class="brand" href="/"><img src="/typo3conf/ext/kh_sitepackage/Resources/Public/Images/logo-kraemer.svg" alt="Krämer Hydrauliktechnik" width="210" height="48"></a>
    <nav class="main-nav" aria-label="Hauptnavigation">
      <ul>
        <li><a href="/produkte/">Produkte</a>
          <ul class="sub">
            <li><a href="/produkte/hydraulikzylinder/">Hydraulikzylinder</a></li>
            <li><a href="/produkte/aggregate/">Hydraulikaggregate</a></li>
            <li><a href="/produkte/sonderloesungen/">Sonderlösungen</a></li>
          </ul>
        </li>
        <li><a href="/service/">Service</a>
          <ul class="sub">
            <li><a href="/service/reparatur/">Reparatur &amp; Instandsetzung</a></li>
            <li><a href="/service/servicepartner/">Servicepartner</a></li>
          </ul>
        </li>
        <li><a href="/vertrieb/vertriebspartner/">Vertrieb weltweit</a></li>
        <li><a href="/unternehmen/">Unternehmen</a></li>
        <li><a href="/karriere/">Karriere</a></li>
        <li><a href="/kontakt/">Kontakt</a></li>
      </ul>
    </nav>
    <div class="lang"><span class="active">DE</span> | <a href="https://www.kraemer-hydraulics.com/" hreflang="en">EN</a></div>
  </div>
</header>
<main id="main">`;
}

const FOOT = `</main>
<footer class="site-footer">
  <div class="container footer-grid">
    <div>
      <strong>Krämer Hydrauliktechnik GmbH</strong><br>
      Industriestraße 14<br>
      57234 Wilnsdorf<br>
      Deutschland<br>
      Tel. +49 2739 8912-0<br>
      <a href="mailto:info@kraemer-hydraulik.de">info@kraemer-hydraulik.de</a>
    </div>
    <div>
      <ul class="footer-links">
        <li><a href="/impressum/">Impressum</a></li>
        <li><a href="/datenschutz/">Datenschutz</a></li>
        <li><a href="/agb/">AGB / Einkaufsbedingungen</a></li>
        <li><a href="/unternehmen/zertifikate/">Zertifikate</a></li>
      </ul>
    </div>
    <div class="social">
      <a href="https://www.linkedin.com/company/kraemer-hydrauliktechnik/" rel="noopener" target="_blank">LinkedIn</a>
      <a href="https://www.xing.com/pages/kraemerhydrauliktechnikgmbh" rel="noopener" target="_blank">XING</a>
      <a href="https://www.youtube.com/@kraemerhydraulik" rel="noopener" target="_blank">YouTube</a>
    </div>
  </div>
  <div class="container copyright">© 2024 Krämer Hydrauliktechnik GmbH – Ein Unternehmen der Krämer Gruppe</div>
</footer>
<script src="/typo3temp/assets/compressed/merged-9b3e1d77c1f0a4b2.js?1712233810"></script>
<script src="/typo3conf/ext/kh_sitepackage/Resources/Public/JavaScript/main.min.js?1712233802"></script>
</body>
</html>`;

const home = `${head('Hydraulikzylinder und Aggregate nach Maß', 'Krämer Hydrauliktechnik entwickelt und fertigt Hydraulikzylinder, Aggregate und Sonderlösungen für Maschinenbau, Stahlindustrie und Mobilhydraulik.', '/')}
<section class="hero">
  <div class="container">
    <h1>Hydraulik, die hält.</h1>
    <p>Seit 1962 fertigen wir in Wilnsdorf Hydraulikzylinder bis 800&nbsp;mm Kolbendurchmesser – einzeln oder in Serie.</p>
    <a class="btn" href="/produkte/hydraulikzylinder/">Zu den Zylindern</a>
  </div>
</section>
<section class="teaser-row container">
  <article class="teaser">
    <img src="/fileadmin/_processed_/a/3/csm_zylinder-gross_7f1a2d3c4e.jpg" alt="Großzylinder in der Montage">
    <h2>Hydraulikzylinder</h2>
    <p>Differentialzylinder, Gleichgangzylinder und Plungerzylinder nach ISO 6020/2 oder Kundenzeichnung.</p>
    <a href="/produkte/hydraulikzylinder/">Mehr erfahren</a>
  </article>
  <article class="teaser">
    <img src="/fileadmin/_processed_/c/1/csm_aggregat_4b2c8d9e1a.jpg" alt="Hydraulikaggregat 55 kW">
    <h2>Aggregate</h2>
    <p>Kompaktaggregate und Großanlagen bis 250&nbsp;kW, inklusive Steuerung und Inbetriebnahme.</p>
    <a href="/produkte/aggregate/">Mehr erfahren</a>
  </article>
  <article class="teaser">
    <img src="/fileadmin/_processed_/e/9/csm_service-einsatz_2a9f0c7b3d.jpg" alt="Servicetechniker bei der Instandsetzung">
    <h2>Service in Ihrer Nähe</h2>
    <p>Reparatur im Werk oder vor Ort durch unsere zertifizierten Servicepartner.</p>
    <a href="/service/servicepartner/">Servicepartner finden</a>
  </article>
</section>
<section class="references container">
  <h2>Referenzen</h2>
  <p>Unsere Zylinder arbeiten in Walzwerken, Pressen, Landmaschinen und Schleusenanlagen. Eine Auswahl unserer Kunden:</p>
  <ul class="logo-row">
    <li><img src="/fileadmin/user_upload/referenzen/walzwerk-saalfeld.svg" alt="Walzwerk Saalfeld"></li>
    <li><img src="/fileadmin/user_upload/referenzen/kessler-agrar.svg" alt="Kessler Agrartechnik"></li>
    <li><img src="/fileadmin/user_upload/referenzen/presswerk-hagen.svg" alt="Presswerk Hagen"></li>
    <li><img src="/fileadmin/user_upload/referenzen/wsv.svg" alt="Wasserstraßen- und Schifffahrtsverwaltung"></li>
  </ul>
  <p><a href="/news/fallstudie-walzwerk-saalfeld/">Fallstudie: Retrofit der Anstellzylinder im Walzwerk Saalfeld</a></p>
</section>
<section class="news container">
  <h2>Aktuelles</h2>
  <article>
    <time datetime="2024-03-18">18.03.2024</time>
    <h3><a href="/news/hannover-messe-2024/">Besuchen Sie uns auf der Hannover Messe 2024</a></h3>
    <p>Halle 23, Stand B41 – wir zeigen unseren neuen Zylinder mit integriertem Wegmesssystem.</p>
  </article>
</section>
${FOOT}`;

const vertriebspartner = `${head('Vertriebspartner weltweit', 'Unsere Vertriebspartner und Händler in Europa und Übersee – Ansprechpartner für Angebote, Beratung und Lieferung vor Ort.', '/vertrieb/vertriebspartner/')}
<div class="container">
  <nav class="breadcrumb"><a href="/">Startseite</a> › <span>Vertrieb weltweit</span></nav>
  <h1>Vertriebspartner weltweit</h1>
  <p class="lead">Außerhalb Deutschlands betreuen Sie unsere autorisierten Vertriebspartner. Sie beraten bei der Auslegung,
  erstellen Angebote in Landessprache und halten Dichtungssätze und Standardzylinder auf Lager.</p>
  <p>In Deutschland, Luxemburg und Liechtenstein erreichen Sie unseren Innendienst direkt unter +49 2739 8912-0.</p>
  <div class="ce-table">
    <table class="contenttable">
      <thead>
        <tr><th scope="col">Land</th><th scope="col">Vertriebspartner</th><th scope="col">Ort</th><th scope="col">Kontakt</th></tr>
      </thead>
      <tbody>
        <tr><td>Österreich</td><td>Gruber Hydraulik GmbH</td><td>Wels</td><td><a href="https://www.gruber-hydraulik.at/" target="_blank" rel="noopener">www.gruber-hydraulik.at</a></td></tr>
        <tr><td>Schweiz</td><td>Fluidtec AG</td><td>Winterthur</td><td><a href="https://fluidtec.ch/de/" target="_blank" rel="noopener">fluidtec.ch</a></td></tr>
        <tr><td>Niederlande / Belgien</td><td>Van Dijk Hydrauliek B.V.</td><td>Eindhoven</td><td><a href="https://www.vandijkhydrauliek.nl/" target="_blank" rel="noopener">www.vandijkhydrauliek.nl</a></td></tr>
        <tr><td>Polen</td><td>Hydro-Serwis Sp. z o.o.</td><td>Katowice</td><td><a href="https://hydroserwis.com.pl/" target="_blank" rel="noopener">hydroserwis.com.pl</a></td></tr>
        <tr><td>Tschechien / Slowakei</td><td>Hydraulika Morava s.r.o.</td><td>Brno</td><td><a href="https://www.hydraulika-morava.cz/" target="_blank" rel="noopener">www.hydraulika-morava.cz</a></td></tr>
        <tr><td>Italien</td><td>Oleodinamica Venturi S.r.l.</td><td>Brescia</td><td><a href="https://www.oleodinamicaventuri.it/" target="_blank" rel="noopener">www.oleodinamicaventuri.it</a></td></tr>
        <tr><td>Schweden / Norwegen</td><td>Nordhydraulik AB</td><td>Göteborg</td><td><a href="https://nordhydraulik.se/" target="_blank" rel="noopener">nordhydraulik.se</a></td></tr>
        <tr><td>Spanien / Portugal</td><td>Hidráulica Ibérica S.L.</td><td>Zaragoza</td><td>Tel. +34 976 41 22 80</td></tr>
        <tr><td>USA / Kanada</td><td>Keystone Fluid Power Inc.</td><td>Pittsburgh, PA</td><td><a href="https://www.keystonefluidpower.com/" target="_blank" rel="noopener">www.keystonefluidpower.com</a></td></tr>
      </tbody>
    </table>
  </div>
  <h2>Systempartner Steuerungstechnik</h2>
  <p>Für Aggregate mit integrierter SPS arbeiten wir mit unserem Technologiepartner
  <a href="https://www.elmotec-automation.de/" target="_blank" rel="noopener">Elmotec Automation</a> zusammen, der Schaltschränke
  und Visualisierung nach unseren Vorgaben liefert.</p>
  <div class="frame-type-text">
    <h2>Vertriebspartner werden</h2>
    <p>Sie sind Fachhändler für Hydraulik und möchten unsere Produkte in Ihrem Land anbieten?
    Schreiben Sie an <a href="mailto:export@kraemer-hydraulik.de">export@kraemer-hydraulik.de</a>.</p>
  </div>
</div>
${FOOT}`;

const servicepartner = `${head('Zertifizierte Servicepartner', 'Reparatur, Wartung und Inbetriebnahme von Krämer-Zylindern durch zertifizierte Servicepartner in Deutschland.', '/service/servicepartner/')}
<div class="container">
  <nav class="breadcrumb"><a href="/">Startseite</a> › <a href="/service/">Service</a> › <span>Servicepartner</span></nav>
  <h1>Zertifizierte Servicepartner</h1>
  <p>Unsere Servicepartner sind von uns geschult und dürfen Krämer-Zylinder unter Erhalt der Gewährleistung instand setzen.
  Sie verwenden ausschließlich Originaldichtungen und dokumentieren jede Prüfung nach unserem Prüfprotokoll.</p>
  <div class="row service-partners">
    <div class="col card">
      <h3>Hydraulikservice Meyer GmbH</h3>
      <p>PLZ-Gebiet 2, 3<br>30559 Hannover</p>
      <p><a href="https://www.hs-meyer.de/" target="_blank" rel="noopener">hs-meyer.de</a></p>
    </div>
    <div class="col card">
      <h3>Fluidtechnik Oberland GmbH &amp; Co. KG</h3>
      <p>PLZ-Gebiet 8, 9<br>83607 Holzkirchen</p>
      <p><a href="https://fluidtechnik-oberland.de/service/" target="_blank" rel="noopener">fluidtechnik-oberland.de</a></p>
    </div>
    <div class="col card">
      <h3>Ostdeutsche Hydraulik-Instandsetzung OHI GmbH</h3>
      <p>PLZ-Gebiet 0, 1<br>04347 Leipzig</p>
      <p><a href="https://www.ohi-leipzig.de/" target="_blank" rel="noopener">ohi-leipzig.de</a></p>
    </div>
    <div class="col card">
      <h3>Rhein-Ruhr Zylinderservice</h3>
      <p>PLZ-Gebiet 4, 5<br>47053 Duisburg</p>
      <p><a href="https://www.rr-zylinderservice.de/" target="_blank" rel="noopener">rr-zylinderservice.de</a></p>
    </div>
  </div>
  <p>Für das PLZ-Gebiet 6 und 7 übernimmt unser Werksservice in Wilnsdorf alle Einsätze.</p>
</div>
${FOOT}`;

const unternehmen = `${head('Unternehmen', 'Familienunternehmen in dritter Generation: Geschichte, Werte, Zertifikate und Mitgliedschaften von Krämer Hydrauliktechnik.', '/unternehmen/')}
<div class="container">
  <h1>Über Krämer Hydrauliktechnik</h1>
  <p>Was 1962 als Reparaturwerkstatt für Bergbauhydraulik begann, ist heute ein Hersteller mit 240 Mitarbeitenden und
  12.000&nbsp;m² Fertigungsfläche. Die Geschäftsführung liegt in dritter Generation bei Katrin und Jonas Krämer.</p>
  <h2>Zertifikate</h2>
  <p>Unser Managementsystem ist nach ISO 9001:2015 und ISO 14001:2015 zertifiziert
  (<a href="https://www.tuev-sued.de/management-systeme" target="_blank" rel="noopener">TÜV SÜD Management Service</a>).
  Schweißarbeiten erfolgen nach DIN EN ISO 3834-2.</p>
  <h2>Mitgliedschaften</h2>
  <ul>
    <li>Mitglied im <a href="https://www.vdma.org/" target="_blank" rel="noopener">VDMA</a> – Fachverband Fluidtechnik</li>
    <li>Mitglied der IHK Siegen</li>
  </ul>
  <h2>Engagement in der Region</h2>
  <p>Als Hauptsponsor unterstützen wir die Jugendabteilung des
  <a href="https://www.tus-wilnsdorf.de/" target="_blank" rel="noopener">TuS Wilnsdorf 1921</a> und vergeben jährlich zwei
  Deutschlandstipendien an der Universität Siegen.</p>
  <h2>Karriere</h2>
  <p>Aktuelle Stellen finden Sie auf unserer <a href="/karriere/">Karriereseite</a> und bei
  <a href="https://www.stepstone.de/cmp/de/kraemer-hydrauliktechnik-gmbh-128834/jobs" target="_blank" rel="noopener">StepStone</a>.</p>
</div>
${FOOT}`;

const fallstudie = `${head('Fallstudie: Walzwerk Saalfeld', 'Retrofit der Anstellzylinder eines Warmwalzgerüsts in 14 Tagen Stillstand.', '/news/fallstudie-walzwerk-saalfeld/')}
<div class="container">
  <article class="news-single">
    <time datetime="2023-11-07">07.11.2023</time>
    <h1>Retrofit im Walzwerk Saalfeld: vier Anstellzylinder in 14 Tagen</h1>
    <p>Für die <a href="https://www.walzwerk-saalfeld.de/" target="_blank" rel="noopener">Walzwerk Saalfeld GmbH</a>
    haben wir die vier Anstellzylinder des Vorgerüsts ersetzt. Die neuen Zylinder mit 620&nbsp;mm Kolbendurchmesser
    wurden im Werk vormontiert und während des geplanten Sommerstillstands eingebaut.</p>
    <blockquote>„Die Umstellung lief ohne einen Tag Verzug.“ – Leiter Instandhaltung, Walzwerk Saalfeld</blockquote>
    <p>Die Montage vor Ort übernahm unser Servicepartner Ostdeutsche Hydraulik-Instandsetzung aus Leipzig.</p>
    <p><a href="/">Zurück zur Startseite</a></p>
  </article>
</div>
${FOOT}`;

const kontakt = `${head('Kontakt', 'So erreichen Sie Krämer Hydrauliktechnik in Wilnsdorf.', '/kontakt/')}
<div class="container">
  <h1>Kontakt</h1>
  <p>Krämer Hydrauliktechnik GmbH<br>Industriestraße 14, 57234 Wilnsdorf</p>
  <p>Vertrieb Inland: +49 2739 8912-10<br>Export: +49 2739 8912-20<br>Service-Hotline: +49 2739 8912-55</p>
  <form class="powermail_form" action="/kontakt/?tx_powermail_pi1%5Baction%5D=create" method="post">
    <label>Name <input type="text" name="tx_powermail_pi1[field][name]" required></label>
    <label>E-Mail <input type="email" name="tx_powermail_pi1[field][email]" required></label>
    <label>Nachricht <textarea name="tx_powermail_pi1[field][message]"></textarea></label>
    <button type="submit">Absenden</button>
  </form>
  <p>Ausländische Kunden wenden sich bitte an den <a href="/vertrieb/vertriebspartner/">Vertriebspartner in ihrem Land</a>.</p>
</div>
${FOOT}`;

export const site: CorpusSite = {
  domain: 'kraemer-hydraulik.de',
  otherDomains: ['kraemer-hydraulics.com'],
  covers:
    'German TYPO3 site of a hydraulic cylinder maker: distributor table by country (one without website), certified service partner cards, a technology partner named in prose; negatives: customer logos and case study link, TÜV certification, VDMA membership, club sponsorship, StepStone, social links, English sister domain',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/vertrieb/vertriebspartner/': { headers: HEADERS, html: vertriebspartner },
    '/service/servicepartner/': { headers: HEADERS, html: servicepartner },
    '/unternehmen/': { headers: HEADERS, html: unternehmen },
    '/news/fallstudie-walzwerk-saalfeld/': { headers: HEADERS, html: fallstudie },
    '/kontakt/': { headers: HEADERS, html: kontakt },
  },
  sitemap: [
    '/',
    '/vertrieb/vertriebspartner/',
    '/service/servicepartner/',
    '/unternehmen/',
    '/news/fallstudie-walzwerk-saalfeld/',
    '/kontakt/',
  ],
  technologies: ['typo3-cms', 'php', 'apache-http-server', 'matomo-analytics', 'usercentrics', 'open-graph'],
  partners: {
    'gruber-hydraulik.at': 'channel',
    'fluidtec.ch': 'channel',
    'vandijkhydrauliek.nl': 'channel',
    'hydroserwis.com.pl': 'channel',
    'hydraulika-morava.cz': 'channel',
    'oleodinamicaventuri.it': 'channel',
    'nordhydraulik.se': 'channel',
    'keystonefluidpower.com': 'channel',
    'elmotec-automation.de': 'technology',
    'hs-meyer.de': 'channel',
    'fluidtechnik-oberland.de': 'channel',
    'ohi-leipzig.de': 'channel',
    'rr-zylinderservice.de': 'channel',
  },
};
