import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Apache/2.4.57 (Debian)',
  'x-content-type-options': 'nosniff',
};

const head = (title: string, description: string) => `<!DOCTYPE html>
<html lang="de-DE">
<head>
<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->
<title>${title} | Bauer Lindqvist Architekten</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="description" content="${description}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="og:title" content="${title}">
<meta property="og:site_name" content="Bauer Lindqvist Architekten BDA">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-7f1c2ab09d55e3c1a8e4b7a2f0c9e311-min.css?1712074411" media="all">
<link rel="stylesheet" href="/typo3conf/ext/bl_sitepackage/Resources/Public/Css/main.css?1711961022" media="all">
<link rel="icon" href="/typo3conf/ext/bl_sitepackage/Resources/Public/Icons/favicon.svg" type="image/svg+xml">
<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="qW3r_8xKpL2mZ" async></script>
</head>`;

const nav = (active: string) => `<body class="page-${active}">
<a class="skip-link" href="#content">Zum Inhalt springen</a>
<header class="site-header">
  <div class="container">
    <a class="brand" href="/"><img src="/fileadmin/bl/logo/bauer-lindqvist-logo.svg" alt="Bauer Lindqvist Architekten" width="210" height="42"></a>
    <nav class="main-nav" aria-label="Hauptnavigation">
      <ul>
        <li${active === 'projekte' ? ' class="active"' : ''}><a href="/projekte/">Projekte</a></li>
        <li${active === 'buero' ? ' class="active"' : ''}><a href="/buero/">Büro</a></li>
        <li${active === 'netzwerk' ? ' class="active"' : ''}><a href="/netzwerk/">Netzwerk</a></li>
        <li${active === 'aktuelles' ? ' class="active"' : ''}><a href="/aktuelles/">Aktuelles</a></li>
        <li${active === 'kontakt' ? ' class="active"' : ''}><a href="/kontakt/">Kontakt</a></li>
      </ul>
    </nav>
    <div class="lang"><a href="/en/" hreflang="en">EN</a></div>
  </div>
</header>
<main id="content">`;

const footer = `</main>
<footer class="site-footer">
  <div class="container footer-grid">
    <div>
      <p class="footer-title">Bauer Lindqvist Architekten PartGmbB</p>
      <p>Große Elbstraße 145b<br>22767 Hamburg</p>
      <p>T <a href="tel:+4940380871230">+49 40 380 871 23-0</a><br><a href="mailto:buero@bauer-lindqvist.de">buero@bauer-lindqvist.de</a></p>
    </div>
    <div>
      <p class="footer-title">Folgen Sie uns</p>
      <ul class="social">
        <li><a href="https://www.instagram.com/bauerlindqvist/" target="_blank" rel="noopener">Instagram</a></li>
        <li><a href="https://www.linkedin.com/company/bauer-lindqvist-architekten/" target="_blank" rel="noopener">LinkedIn</a></li>
      </ul>
    </div>
    <div>
      <ul class="legal">
        <li><a href="/impressum/">Impressum</a></li>
        <li><a href="/datenschutz/">Datenschutz</a></li>
        <li><a href="#" onclick="UC_UI.showSecondLayer(); return false;">Cookie-Einstellungen</a></li>
      </ul>
      <p class="copy">© 2024 Bauer Lindqvist Architekten</p>
    </div>
  </div>
</footer>
<script src="/typo3temp/assets/compressed/merged-3b0e2f8d1a6c49e7b2d5c0f1a9e8d7c6-min.js?1712074411"></script>
<script src="/typo3conf/ext/bl_sitepackage/Resources/Public/JavaScript/app.js?1711961022"></script>
<!-- Matomo -->
<script>
  var _paq = window._paq = window._paq || [];
  _paq.push(['disableCookies']);
  _paq.push(['trackPageView']);
  _paq.push(['enableLinkTracking']);
  (function() {
    var u="https://statistik.bauer-lindqvist.de/";
    _paq.push(['setTrackerUrl', u+'matomo.php']);
    _paq.push(['setSiteId', '1']);
    var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];
    g.async=true; g.src=u+'matomo.js'; s.parentNode.insertBefore(g,s);
  })();
</script>
<!-- End Matomo Code -->
</body>
</html>`;

const home = `${head('Architektur für Stadt und Holz', 'Bauer Lindqvist Architekten planen Wohnungsbau, Bildungsbauten und Holzhybridgebäude in Hamburg und Norddeutschland.')}
${nav('home')}
<section class="hero">
  <div class="container">
    <h1>Architektur für eine Stadt, die weiter wächst.</h1>
    <p>Seit 2006 planen wir in Hamburg Wohnungsbau, Schulen und Quartiere – zunehmend in Holz- und Holzhybridbauweise.</p>
    <a class="btn" href="/projekte/">Zu den Projekten</a>
  </div>
</section>
<section class="teaser-projects">
  <div class="container">
    <h2>Ausgewählte Projekte</h2>
    <div class="grid-3">
      <article class="project-card">
        <a href="/projekte/wohnhof-ottensen/"><img src="/fileadmin/_processed_/3/a/csm_wohnhof-ottensen_9a1c2e.jpg" alt="Wohnhof Ottensen, Innenhof mit Holzfassade"></a>
        <h3><a href="/projekte/wohnhof-ottensen/">Wohnhof Ottensen</a></h3>
        <p>84 geförderte Wohnungen, Holzhybrid, Fertigstellung 2023</p>
      </article>
      <article class="project-card">
        <a href="/projekte/grundschule-am-falkenried/"><img src="/fileadmin/_processed_/b/7/csm_gs-falkenried_c81d04.jpg" alt="Grundschule am Falkenried, Pausenhalle"></a>
        <h3><a href="/projekte/grundschule-am-falkenried/">Grundschule am Falkenried</a></h3>
        <p>Vierzügige Grundschule mit Ganztagsbereich, Wettbewerb 1. Preis</p>
      </article>
      <article class="project-card">
        <a href="/projekte/quartier-wilhelmsburg-mitte/"><img src="/fileadmin/_processed_/e/2/csm_wilhelmsburg_77fe10.jpg" alt="Quartier Wilhelmsburg Mitte, Modellfoto"></a>
        <h3><a href="/projekte/quartier-wilhelmsburg-mitte/">Quartier Wilhelmsburg Mitte</a></h3>
        <p>Städtebaulicher Entwurf und Hochbau Baufeld 4</p>
      </article>
    </div>
  </div>
</section>
<section class="news-teaser">
  <div class="container">
    <h2>Aktuelles</h2>
    <ul class="news-list">
      <li><time datetime="2024-03-14">14.03.2024</time> <a href="/aktuelles/richtfest-holzhybrid-hafencity/">Richtfest für unser erstes Holzhybrid-Bürohaus in der HafenCity</a></li>
      <li><time datetime="2024-01-22">22.01.2024</time> <a href="/aktuelles/">BDA-Preis Hamburg: Anerkennung für den Wohnhof Ottensen</a></li>
    </ul>
  </div>
</section>
${footer}`;

const buero = `${head('Büro', 'Team, Haltung und Auszeichnungen von Bauer Lindqvist Architekten in Hamburg.')}
${nav('buero')}
<section class="page-intro">
  <div class="container">
    <h1>Büro</h1>
    <p class="lead">Bauer Lindqvist Architekten wurde 2006 von Katrin Bauer und Erik Lindqvist gegründet. Heute arbeiten 38 Architektinnen, Architekten und Stadtplaner in unserem Büro an der Großen Elbstraße.</p>
  </div>
</section>
<section class="content">
  <div class="container two-col">
    <div>
      <h2>Haltung</h2>
      <p>Wir verstehen Architektur als Beitrag zur Stadt. Unsere Gebäude sollen robust, angemessen und nachhaltig sein – vom Tragwerk bis zum Fensterbeschlag. Seit 2015 planen wir bevorzugt in Holz- und Holzhybridbauweise.</p>
      <p>Für die fachübergreifende Planung arbeiten wir seit vielen Jahren mit einem festen Kreis von Fachplanern zusammen. Mehr dazu unter <a href="/netzwerk/">Netzwerk</a>.</p>
    </div>
    <div>
      <h2>Partnerschaft</h2>
      <ul class="team">
        <li><strong>Dipl.-Ing. Katrin Bauer</strong>, Architektin BDA, Partnerin</li>
        <li><strong>Erik Lindqvist</strong>, Arkitekt SAR/MSA, Partner</li>
        <li><strong>Dipl.-Ing. Jonas Reimers</strong>, Architekt, Partner seit 2019</li>
      </ul>
    </div>
  </div>
</section>
<section class="content awards">
  <div class="container">
    <h2>Auszeichnungen</h2>
    <table class="contenttable">
      <thead><tr><th>Jahr</th><th>Auszeichnung</th><th>Projekt</th></tr></thead>
      <tbody>
        <tr><td>2024</td><td>BDA-Preis Hamburg, Anerkennung</td><td>Wohnhof Ottensen</td></tr>
        <tr><td>2022</td><td>Deutscher Holzbaupreis, Nominierung</td><td>Kita Lokstedter Höhe</td></tr>
        <tr><td>2021</td><td>Hamburger Architektursommer, Auswahl</td><td>Grundschule am Falkenried</td></tr>
      </tbody>
    </table>
  </div>
</section>
<section class="content memberships">
  <div class="container">
    <h2>Mitgliedschaften</h2>
    <p>Die Partner sind Mitglieder im <a href="https://www.bda-bund.de" target="_blank" rel="noopener">Bund Deutscher Architektinnen und Architekten BDA</a> und in der <a href="https://www.akhh.de" target="_blank" rel="noopener">Hamburgischen Architektenkammer</a>. Das Büro ist Mitglied der <a href="https://www.dgnb.de" target="_blank" rel="noopener">Deutschen Gesellschaft für Nachhaltiges Bauen (DGNB)</a>; drei Mitarbeitende sind DGNB-Auditoren.</p>
    <ul class="logo-row">
      <li><img src="/fileadmin/bl/logos/bda.svg" alt="BDA"></li>
      <li><img src="/fileadmin/bl/logos/akhh.svg" alt="Hamburgische Architektenkammer"></li>
      <li><img src="/fileadmin/bl/logos/dgnb-mitglied.svg" alt="DGNB Mitglied"></li>
    </ul>
  </div>
</section>
<section class="content jobs">
  <div class="container">
    <h2>Jobs</h2>
    <p>Wir suchen zum nächstmöglichen Zeitpunkt Architekt:innen für die Leistungsphasen 3–5. Unsere aktuellen Ausschreibungen finden Sie auch bei <a href="https://www.baunetz.de/stellenmarkt/" target="_blank" rel="noopener">BauNetz Stellenmarkt</a>.</p>
  </div>
</section>
${footer}`;

const netzwerk = `${head('Netzwerk', 'Fachplanungspartner und Technologiepartner von Bauer Lindqvist Architekten.')}
${nav('netzwerk')}
<section class="page-intro">
  <div class="container">
    <h1>Netzwerk</h1>
    <p class="lead">Gute Gebäude entstehen im Team. Mit diesen Planungspartnern arbeiten wir in wechselnden Konstellationen an nahezu allen unseren Projekten – viele von ihnen begleiten uns seit über zehn Jahren.</p>
  </div>
</section>
<section class="content">
  <div class="container">
    <h2>Unsere Fachplanungspartner</h2>
    <table class="contenttable partner-table">
      <thead>
        <tr><th scope="col">Disziplin</th><th scope="col">Partner</th><th scope="col">Sitz</th><th scope="col">Gemeinsame Projekte</th></tr>
      </thead>
      <tbody>
        <tr><td>Tragwerksplanung / Holzbau</td><td><a href="https://www.statik-nord.de" target="_blank" rel="noopener">Statik Nord Ingenieure GmbH</a></td><td>Hamburg</td><td>Wohnhof Ottensen, Bürohaus HafenCity</td></tr>
        <tr><td>Technische Gebäudeausrüstung</td><td><a href="https://klimatec-planung.de/" target="_blank" rel="noopener">Klimatec Planungsgesellschaft mbH</a></td><td>Lübeck</td><td>Grundschule am Falkenried</td></tr>
        <tr><td>Bauphysik und Akustik</td><td><a href="https://www.bauphysik-albers.de" target="_blank" rel="noopener">Ingenieurbüro Albers Bauphysik</a></td><td>Hamburg</td><td>alle Wohnungsbauprojekte seit 2014</td></tr>
        <tr><td>Landschaftsarchitektur</td><td><a href="https://www.gruenraum-landschaft.de" target="_blank" rel="noopener">grünraum Landschaftsarchitekten</a></td><td>Hamburg</td><td>Quartier Wilhelmsburg Mitte</td></tr>
        <tr><td>Brandschutz</td><td><a href="https://brandschutz-petersen.de" target="_blank" rel="noopener">Petersen Brandschutzplanung</a></td><td>Kiel</td><td>Holzhybrid-Projekte Gebäudeklasse 5</td></tr>
      </tbody>
    </table>
  </div>
</section>
<section class="content">
  <div class="container">
    <h2>Technologiepartner</h2>
    <p>Wir planen seit 2017 durchgängig in BIM. Unsere Technologiepartner unterstützen uns bei Software, Schulung und Visualisierung:</p>
    <div class="grid-2 partner-cards">
      <div class="card">
        <img src="/fileadmin/bl/partner/graphisoft.svg" alt="Graphisoft">
        <h3>Graphisoft Archicad</h3>
        <p>Archicad ist unsere zentrale BIM-Plattform. Als Referenzbüro testen wir neue Versionen im Beta-Programm.</p>
        <a href="https://graphisoft.com/de" target="_blank" rel="noopener">graphisoft.com</a>
      </div>
      <div class="card">
        <img src="/fileadmin/bl/partner/planraum-vr.svg" alt="Planraum VR">
        <h3>Planraum VR</h3>
        <p>Virtuelle Begehungen unserer Entwürfe für Bauherren und Nutzerbeteiligung.</p>
        <a href="https://www.planraum-vr.de" target="_blank" rel="noopener">planraum-vr.de</a>
      </div>
    </div>
  </div>
</section>
<section class="content">
  <div class="container">
    <p>Sie sind Fachplaner und möchten mit uns zusammenarbeiten? Schreiben Sie uns an <a href="mailto:netzwerk@bauer-lindqvist.de">netzwerk@bauer-lindqvist.de</a>.</p>
  </div>
</section>
${footer}`;

const projekte = `${head('Projekte', 'Projektübersicht: Wohnungsbau, Bildungsbauten, Quartiere.')}
${nav('projekte')}
<section class="page-intro">
  <div class="container">
    <h1>Projekte</h1>
    <ul class="filter"><li><a href="/projekte/">Alle</a></li><li><a href="/projekte/?kategorie=wohnen">Wohnen</a></li><li><a href="/projekte/?kategorie=bildung">Bildung</a></li></ul>
  </div>
</section>
<section class="content">
  <div class="container">
    <div class="project-list">
      <article><h2>Wohnhof Ottensen</h2><p>Bauherr: <a href="https://www.saga.hamburg" target="_blank" rel="noopener">SAGA Unternehmensgruppe</a> · 84 WE · 2023</p></article>
      <article><h2>Grundschule am Falkenried</h2><p>Bauherr: <a href="https://www.schulbau.hamburg" target="_blank" rel="noopener">Schulbau Hamburg</a> · Wettbewerb 1. Preis · 2021</p></article>
      <article><h2>Bürohaus HafenCity Baufeld 88</h2><p>Bauherr: Elbkai Projektentwicklung GmbH · Holzhybrid · im Bau</p></article>
      <article><h2>Kita Lokstedter Höhe</h2><p>Bauherr: <a href="https://www.elbkinder-kitas.de" target="_blank" rel="noopener">Elbkinder – Vereinigung Hamburger Kitas</a> · 2020</p></article>
      <article><h2>Quartier Wilhelmsburg Mitte</h2><p>Auslober: <a href="https://www.iba-hamburg.de" target="_blank" rel="noopener">IBA Hamburg GmbH</a> · Städtebau und Hochbau</p></article>
    </div>
  </div>
</section>
${footer}`;

const news = `${head('Richtfest für unser erstes Holzhybrid-Bürohaus in der HafenCity', 'Richtfest auf Baufeld 88: sechs Geschosse in Holzhybridbauweise.')}
${nav('aktuelles')}
<article class="news-detail">
  <div class="container narrow">
    <p class="meta"><time datetime="2024-03-14">14. März 2024</time> · Aktuelles</p>
    <h1>Richtfest für unser erstes Holzhybrid-Bürohaus in der HafenCity</h1>
    <p>Nach nur elf Wochen Montagezeit ist der Rohbau des sechsgeschossigen Bürohauses auf Baufeld 88 fertig. Decken und Fassadenelemente wurden im Werk vorgefertigt; lediglich der Erschließungskern besteht aus Stahlbeton.</p>
    <p>Das Tragwerk haben wir gemeinsam mit unserem langjährigen Tragwerkspartner <a href="https://www.statik-nord.de/projekte/hafencity-bf88">Statik Nord</a> entwickelt, den Brandschutz für die sichtbaren Holzoberflächen mit <a href="https://brandschutz-petersen.de">Petersen Brandschutzplanung</a>. Ausführende Holzbaufirma ist die Nordholz Bau GmbH aus Neumünster.</p>
    <p>Über das Richtfest berichtete auch das <a href="https://www.abendblatt.de/hamburg/hafencity/article241.html" target="_blank" rel="noopener">Hamburger Abendblatt</a>. Die Fertigstellung ist für Frühjahr 2025 geplant.</p>
    <figure><img src="/fileadmin/_processed_/4/c/csm_richtfest-bf88_5b2a11.jpg" alt="Richtkranz über dem Holzhybridbau"><figcaption>Foto: Bauer Lindqvist Architekten</figcaption></figure>
    <p><a href="/aktuelles/">← Zurück zur Übersicht</a></p>
  </div>
</article>
${footer}`;

const kontakt = `${head('Kontakt', 'So erreichen Sie Bauer Lindqvist Architekten.')}
${nav('kontakt')}
<section class="content">
  <div class="container two-col">
    <div>
      <h1>Kontakt</h1>
      <p>Bauer Lindqvist Architekten PartGmbB<br>Große Elbstraße 145b<br>22767 Hamburg</p>
      <p>Telefon +49 40 380 871 23-0<br>E-Mail <a href="mailto:buero@bauer-lindqvist.de">buero@bauer-lindqvist.de</a></p>
      <p>Bewerbungen bitte ausschließlich per E-Mail an <a href="mailto:jobs@bauer-lindqvist.de">jobs@bauer-lindqvist.de</a>.</p>
    </div>
    <div>
      <h2>Anfahrt</h2>
      <p>S-Bahn Königstraße, Bus 111 Haltestelle Sandtorkai. Fahrradstellplätze im Hof.</p>
      <img src="/fileadmin/bl/anfahrt-karte.png" alt="Lageplan Große Elbstraße">
    </div>
  </div>
</section>
${footer}`;

export const site: CorpusSite = {
  domain: 'bauer-lindqvist.de',
  covers:
    'German architecture firm on TYPO3: engineering partners in a table and BIM technology partners as cards, partners repeated in news prose; negatives: clients (Bauherren), BDA/chamber/DGNB memberships, awards, press, job board, social',
  pages: {
    '/': { headers, html: home },
    '/buero/': { headers, html: buero },
    '/netzwerk/': { headers, html: netzwerk },
    '/projekte/': { headers, html: projekte },
    '/aktuelles/richtfest-holzhybrid-hafencity/': { headers, html: news },
    '/kontakt/': { headers, html: kontakt },
  },
  sitemap: ['/', '/projekte/', '/buero/', '/netzwerk/', '/aktuelles/richtfest-holzhybrid-hafencity/', '/kontakt/'],
  technologies: ['typo3-cms', 'php', 'apache-http-server', 'debian', 'usercentrics', 'matomo-analytics', 'open-graph'],
  partners: {
    'statik-nord.de': 'generic',
    'klimatec-planung.de': 'generic',
    'bauphysik-albers.de': 'generic',
    'gruenraum-landschaft.de': 'generic',
    'brandschutz-petersen.de': 'generic',
    'graphisoft.com': 'technology',
    'planraum-vr.de': 'technology',
  },
};
