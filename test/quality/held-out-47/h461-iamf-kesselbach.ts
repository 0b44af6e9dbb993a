import type { CorpusSite } from '../corpus/types.js';

const DOMAIN = 'iamf-kesselbach.de';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Apache/2.4.58 (Debian)',
  'x-ua-compatible': 'IE=edge',
  'content-language': 'de',
};

function head(title: string, path: string, description: string): string {
  return `<head>
<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->
<base href="https://${DOMAIN}/">
<title>${title} | IAMF Kesselbach</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:site_name" content="Institut für Angewandte Materialforschung Kesselbach">
<meta property="og:type" content="website">
<meta property="og:url" content="https://${DOMAIN}${path}">
<meta property="og:image" content="https://${DOMAIN}/fileadmin/_processed_/3/a/csm_iamf-gebaeude_8c1e2f7a1b.jpg">
<meta name="twitter:card" content="summary_large_image">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-5f3c9b0e2d7a41f6a8e0c2b9d1f4e6a7-min.css?1712838012" media="all">
<link rel="stylesheet" href="/typo3conf/ext/iamf_sitepackage/Resources/Public/Css/main.css?1712837955" media="all">
<link rel="icon" href="/typo3conf/ext/iamf_sitepackage/Resources/Public/Icons/favicon.ico" type="image/vnd.microsoft.icon">
<link rel="canonical" href="https://${DOMAIN}${path}">
<link rel="alternate" hreflang="de-DE" href="https://${DOMAIN}${path}">
<link rel="alternate" hreflang="en-GB" href="https://${DOMAIN}/en${path}">
<script>
  var _paq = window._paq = window._paq || [];
  _paq.push(['disableCookies']);
  _paq.push(['trackPageView']);
  _paq.push(['enableLinkTracking']);
  (function() {
    var u="https://statistik.${DOMAIN}/";
    _paq.push(['setTrackerUrl', u+'matomo.php']);
    _paq.push(['setSiteId', '3']);
    var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];
    g.async=true; g.src=u+'matomo.js'; s.parentNode.insertBefore(g,s);
  })();
</script>
</head>`;
}

const nav = `<header class="page-header">
  <div class="container">
    <a class="page-header__logo" href="/" title="Startseite"><img src="/typo3conf/ext/iamf_sitepackage/Resources/Public/Images/logo-iamf.svg" alt="IAMF Kesselbach – Institut für Angewandte Materialforschung" width="220" height="56"></a>
    <nav class="mainnav" aria-label="Hauptnavigation">
      <ul class="mainnav__list">
        <li class="mainnav__item"><a href="/institut/ueber-uns">Institut</a>
          <ul class="mainnav__sub">
            <li><a href="/institut/ueber-uns">Über uns</a></li>
            <li><a href="/institut/ueber-uns#leitung">Leitung &amp; Gremien</a></li>
          </ul>
        </li>
        <li class="mainnav__item"><a href="/forschung">Forschung</a>
          <ul class="mainnav__sub">
            <li><a href="/forschung#abteilungen">Abteilungen</a></li>
            <li><a href="/forschung/kooperationen">Kooperationen &amp; Partner</a></li>
          </ul>
        </li>
        <li class="mainnav__item"><a href="/aktuelles">Aktuelles</a></li>
        <li class="mainnav__item"><a href="/karriere">Karriere</a></li>
        <li class="mainnav__item"><a href="/kontakt">Kontakt</a></li>
      </ul>
    </nav>
    <div class="langnav"><a href="/" class="active" hreflang="de-DE">DE</a> | <a href="/en/" hreflang="en-GB">EN</a></div>
  </div>
</header>`;

const footer = `<footer class="page-footer">
  <div class="container">
    <div class="row">
      <div class="col-md-4">
        <p><strong>Institut für Angewandte Materialforschung Kesselbach (IAMF)</strong><br>
        An der Walkmühle 14<br>57392 Kesselbach<br>Telefon +49 2735 88 41-0<br><a href="mailto:info@iamf-kesselbach.de">info@iamf-kesselbach.de</a></p>
      </div>
      <div class="col-md-4">
        <p>Gefördert durch:</p>
        <a href="https://www.bmbf.de/" target="_blank" rel="noopener"><img src="/fileadmin/logos/foerderer/bmbf-gefoerdert.svg" alt="Gefördert vom Bundesministerium für Bildung und Forschung" width="160"></a>
        <a href="https://www.wirtschaft.nrw/" target="_blank" rel="noopener"><img src="/fileadmin/logos/foerderer/mwike-nrw.svg" alt="Ministerium für Wirtschaft, Industrie, Klimaschutz und Energie des Landes NRW" width="160"></a>
      </div>
      <div class="col-md-4">
        <ul class="social">
          <li><a href="https://www.linkedin.com/company/iamf-kesselbach" target="_blank" rel="noopener">LinkedIn</a></li>
          <li><a href="https://wisskomm.social/@iamf" target="_blank" rel="me noopener">Mastodon</a></li>
          <li><a href="https://www.youtube.com/@iamf-kesselbach" target="_blank" rel="noopener">YouTube</a></li>
        </ul>
        <p>Wissenschaftskonferenz: <a href="https://www.materialtage-kesselbach.de/" target="_blank">Kesselbacher Materialtage</a></p>
      </div>
    </div>
    <ul class="metanav">
      <li><a href="/impressum">Impressum</a></li>
      <li><a href="/datenschutz">Datenschutz</a></li>
      <li><a href="/barrierefreiheit">Erklärung zur Barrierefreiheit</a></li>
    </ul>
  </div>
</footer>
<script src="/typo3temp/assets/compressed/merged-9a0d3e4c71b25f8e6d2c3b1a0f9e8d7c-min.js?1712838012"></script>
<script src="/typo3conf/ext/iamf_sitepackage/Resources/Public/JavaScript/main.js?1712837955"></script>`;

function page(title: string, path: string, description: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="de-DE">
${head(title, path, description)}
<body id="p${path.length}" class="layout-default">
<a class="skiplink" href="#content">Zum Inhalt springen</a>
${nav}
<main id="content">
${body}
</main>
${footer}
</body>
</html>`;
}

const home = page(
  'Startseite',
  '/',
  'Das IAMF Kesselbach erforscht Werkstoffe für Leichtbau, Oberflächen und additive Fertigung – anwendungsnah und gemeinsam mit Hochschulen und Industrie.',
  `<div id="c12" class="frame frame-default frame-type-textmedia">
  <div class="hero">
    <h1>Werkstoffe für die Zukunft – anwendungsnah erforscht</h1>
    <p>Mit rund 140 Beschäftigten forscht das Institut für Angewandte Materialforschung Kesselbach an Hochleistungskeramiken, funktionalen Oberflächen und Verfahren der additiven Fertigung. Als An-Institut der Technischen Hochschule Rheinau verbinden wir Grundlagenforschung mit industrieller Anwendung.</p>
    <a class="btn btn-primary" href="/forschung/kooperationen">Mit uns kooperieren</a>
  </div>
</div>
<div id="c15" class="frame frame-default frame-type-list">
  <h2>Aktuelles</h2>
  <div class="news-list-view">
    <article class="article">
      <h3><a href="/aktuelles/2024/neues-roentgen-ct-in-betrieb">Neues Röntgen-CT für die zerstörungsfreie Bauteilprüfung in Betrieb</a></h3>
      <p class="news-list-date"><time datetime="2024-04-09">09.04.2024</time></p>
      <p>Mit einer neuen Computertomografie-Anlage erweitert das IAMF seine Prüfkapazitäten für additiv gefertigte Bauteile.</p>
    </article>
    <article class="article">
      <h3><a href="/aktuelles/2024/materialtage-programm">Programm der Kesselbacher Materialtage 2024 veröffentlicht</a></h3>
      <p class="news-list-date"><time datetime="2024-03-21">21.03.2024</time></p>
    </article>
  </div>
</div>
<div id="c18" class="frame frame-default">
  <h2>Auszeichnungen</h2>
  <p>Das IAMF wurde 2023 mit dem <em>Transferpreis Südwestfalen</em> ausgezeichnet und trägt seit 2021 das Zertifikat <a href="https://www.berufundfamilie.de/" target="_blank" rel="noopener">audit berufundfamilie</a>.</p>
</div>`,
);

const kooperationen = page(
  'Kooperationen & Partner',
  '/forschung/kooperationen',
  'Hochschulen, Unternehmen und Gerätehersteller, mit denen das IAMF Kesselbach in Forschung und Transfer zusammenarbeitet.',
  `<div id="c101" class="frame frame-default frame-type-header">
  <h1>Kooperationen &amp; Partner</h1>
  <p class="lead">Exzellente Forschung entsteht im Verbund. Das IAMF arbeitet eng mit Hochschulen im In- und Ausland, mit Unternehmen aus Südwestfalen und ganz Europa sowie mit ausgewählten Herstellern von Analyse- und Simulationstechnik zusammen.</p>
</div>
<div id="c102" class="frame frame-default frame-type-table">
  <h2>Wissenschaftliche Partner</h2>
  <table class="table table-striped contenttable">
    <thead><tr><th scope="col">Einrichtung</th><th scope="col">Land</th><th scope="col">Schwerpunkt der Zusammenarbeit</th></tr></thead>
    <tbody>
      <tr><td><a href="https://www.th-rheinau.de/" target="_blank" rel="noopener">Technische Hochschule Rheinau</a></td><td>Deutschland</td><td>Gemeinsame Berufungen, Promotionskolleg „Keramische Verbundwerkstoffe“</td></tr>
      <tr><td><a href="https://www.uni-lindenfels.de/fakultaet-maschinenbau" target="_blank" rel="noopener">Universität Lindenfels, Fakultät für Maschinenbau</a></td><td>Deutschland</td><td>Tribologie und Verschleißschutz</td></tr>
      <tr><td><a href="https://www.tu-oosterveld.nl/en/research/materials" target="_blank" rel="noopener">Technische Universiteit Oosterveld</a></td><td>Niederlande</td><td>Pulvermetallurgie, Austausch von Promovierenden</td></tr>
      <tr><td><a href="https://www.polivalmorea.it/" target="_blank" rel="noopener">Politecnico di Valmorea</a></td><td>Italien</td><td>Laserbasierte additive Fertigung</td></tr>
      <tr><td>Institut für Werkstoffkunde der Hochschule Siegtal</td><td>Deutschland</td><td>Lehrkooperation im Masterstudiengang Werkstofftechnik</td></tr>
    </tbody>
  </table>
</div>
<div id="c103" class="frame frame-default frame-type-card-group">
  <h2>Industriepartner</h2>
  <p>In gemeinsamen Verbundprojekten und Auftragsforschung arbeiten wir unter anderem mit diesen Unternehmen zusammen:</p>
  <div class="card-group">
    <div class="card">
      <img class="card-img-top" src="/fileadmin/_processed_/partner/csm_kerber_logo_1f0a.png" alt="Kerber Oberflächentechnik GmbH">
      <div class="card-body"><h3 class="card-title">Kerber Oberflächentechnik GmbH</h3><p class="card-text">PVD-Beschichtungen für Umformwerkzeuge, Projekt <em>CoatForm</em>.</p>
      <a class="card-link" href="https://www.kerber-oberflaeche.de/" target="_blank" rel="noopener">Zur Website</a></div>
    </div>
    <div class="card">
      <img class="card-img-top" src="/fileadmin/_processed_/partner/csm_hollmann_logo_9b2c.png" alt="Hollmann Keramik AG">
      <div class="card-body"><h3 class="card-title">Hollmann Keramik AG</h3><p class="card-text">Oxidkeramische Bauteile für die Medizintechnik.</p>
      <a class="card-link" href="https://www.hollmann-keramik.de/" target="_blank" rel="noopener">Zur Website</a></div>
    </div>
    <div class="card">
      <img class="card-img-top" src="/fileadmin/_processed_/partner/csm_voss_logo_77de.png" alt="Voss Additive Systems">
      <div class="card-body"><h3 class="card-title">Voss Additive Systems</h3><p class="card-text">Prozessqualifizierung für das Laser-Pulverbettschmelzen.</p>
      <a class="card-link" href="https://voss-additive.com/de/" target="_blank" rel="noopener">Zur Website</a></div>
    </div>
    <div class="card">
      <img class="card-img-top" src="/fileadmin/_processed_/partner/csm_sternwald_logo_3e41.png" alt="Sternwald Chemie GmbH &amp; Co. KG">
      <div class="card-body"><h3 class="card-title">Sternwald Chemie</h3><p class="card-text">Binderformulierungen für den keramischen 3D-Druck.</p>
      <a class="card-link" href="https://www.sternwald-chemie.de/" target="_blank" rel="noopener">Zur Website</a></div>
    </div>
  </div>
  <p>Darüber hinaus kooperieren wir mit zahlreichen kleinen und mittleren Unternehmen der Region, etwa der Gießerei Adlmaier und der Präzisionsdreherei Hesse.</p>
</div>
<div id="c104" class="frame frame-default frame-type-text">
  <h2>Technologie- und Gerätepartner</h2>
  <p>Im Rahmen von Entwicklungspartnerschaften erproben wir neue Mess- und Simulationstechnik vor der Markteinführung. Unser Technologiepartner <a href="https://www.lumetrix-analytik.de/" target="_blank" rel="noopener">Lumetrix Analytik</a> stellt dem Institut ein Röntgen-CT-System für die Bauteilprüfung bereit; mit <a href="https://quellwerk-sim.com/" target="_blank" rel="noopener">Quellwerk Simulation</a> entwickeln wir Schnittstellen zwischen Prozesssimulation und Gefügeanalyse.</p>
</div>
<div id="c105" class="frame frame-default frame-type-text">
  <h2>Förderung</h2>
  <p>Unsere Projekte werden gefördert von der <a href="https://www.dfg.de/" target="_blank" rel="noopener">Deutschen Forschungsgemeinschaft (DFG)</a>, dem Bundesministerium für Bildung und Forschung sowie im Programm <a href="https://research-and-innovation.ec.europa.eu/funding/funding-opportunities/funding-programmes-and-open-calls/horizon-europe_en" target="_blank" rel="noopener">Horizont Europa</a> der Europäischen Union.</p>
  <h2>Mitgliedschaften</h2>
  <ul>
    <li>Mitglied im <a href="https://www.netzwerk-materialforschung.de/" target="_blank" rel="noopener">Netzwerk Materialforschung NRW e.V.</a></li>
    <li>Mitglied der Deutschen Gesellschaft für Materialkunde</li>
  </ul>
</div>`,
);

const ueberUns = page(
  'Über uns',
  '/institut/ueber-uns',
  'Geschichte, Leitung und Struktur des Instituts für Angewandte Materialforschung Kesselbach.',
  `<div id="c40" class="frame frame-default frame-type-text">
  <h1>Über das IAMF</h1>
  <p>Das Institut für Angewandte Materialforschung Kesselbach wurde 1994 als gemeinnütziger Verein gegründet und ist seit 2008 An-Institut der <a href="https://www.th-rheinau.de/">Technischen Hochschule Rheinau</a>. Heute arbeiten rund 140 Wissenschaftlerinnen, Wissenschaftler und technische Mitarbeitende in vier Abteilungen.</p>
  <p>Das Qualitätsmanagement des Instituts ist nach DIN EN ISO 9001:2015 zertifiziert; unsere Prüflabore sind von der DAkkS nach DIN EN ISO/IEC 17025 akkreditiert.</p>
</div>
<div id="c41" class="frame frame-default frame-type-text">
  <h2 id="leitung">Leitung &amp; Gremien</h2>
  <p>Institutsleitung: Prof. Dr.-Ing. Miriam Astfalck (Direktorin), Dr. rer. nat. Jonas Pietzsch (Stellvertreter)</p>
  <p>Der wissenschaftliche Beirat berät das Institut in strategischen Fragen.</p>
</div>
<div id="c42" class="frame frame-default frame-type-text">
  <h2>Ausgründungen</h2>
  <p>Aus dem IAMF sind bislang drei Unternehmen hervorgegangen, darunter die CeraPrint GmbH (2019).</p>
</div>`,
);

const newsCt = page(
  'Neues Röntgen-CT für die zerstörungsfreie Bauteilprüfung in Betrieb',
  '/aktuelles/2024/neues-roentgen-ct-in-betrieb',
  'Das IAMF erweitert seine Prüfkapazitäten für additiv gefertigte Bauteile um eine neue Computertomografie-Anlage.',
  `<article class="news news-single">
  <h1>Neues Röntgen-CT für die zerstörungsfreie Bauteilprüfung in Betrieb</h1>
  <p class="news-date"><time datetime="2024-04-09">09.04.2024</time> · Abteilung Bauteilprüfung</p>
  <p>Seit April steht in der Abteilung Bauteilprüfung eine neue Computertomografie-Anlage zur Verfügung. Das System wurde im Rahmen unserer Entwicklungspartnerschaft mit <a href="https://www.lumetrix-analytik.de/produkte/ct-450" target="_blank" rel="noopener">Lumetrix Analytik</a> installiert und ermöglicht Auflösungen bis zu 3 µm.</p>
  <p>„Gerade bei additiv gefertigten Bauteilen aus Titan und Keramik sind innere Poren die größte Unbekannte“, erklärt Abteilungsleiter Dr. Felix Ronneburg. Erste Messkampagnen laufen gemeinsam mit <a href="https://voss-additive.com/de/" target="_blank" rel="noopener">Voss Additive Systems</a>.</p>
  <p>Über die Inbetriebnahme berichtete auch die <a href="https://www.siegtal-zeitung.de/wirtschaft/iamf-ct-anlage" target="_blank" rel="noopener">Siegtal-Zeitung</a>.</p>
  <p><a href="/aktuelles">Zurück zur Übersicht</a></p>
</article>`,
);

const karriere = page(
  'Karriere',
  '/karriere',
  'Stellenangebote, Abschlussarbeiten und Ausbildung am IAMF Kesselbach.',
  `<div id="c60" class="frame frame-default frame-type-text">
  <h1>Karriere am IAMF</h1>
  <p>Wir suchen regelmäßig Promovierende, Postdocs, technische Assistentinnen und Assistenten sowie Studierende für Abschlussarbeiten.</p>
  <ul class="joblist">
    <li><a href="/karriere/stellen/wissenschaftliche-r-mitarbeiter-in-keramik-3d-druck">Wissenschaftliche*r Mitarbeiter*in Keramik-3D-Druck (m/w/d)</a></li>
    <li><a href="/karriere/stellen/werkstoffpruefer-in">Werkstoffprüfer*in (m/w/d)</a></li>
  </ul>
  <p>Unsere Stellenanzeigen finden Sie auch auf <a href="https://www.academics.de/" target="_blank" rel="noopener">academics.de</a> und im Portal <a href="https://www.wissenschaftskarriere-nrw.de/" target="_blank" rel="noopener">Wissenschaftskarriere NRW</a>.</p>
</div>`,
);

const kontakt = page(
  'Kontakt',
  '/kontakt',
  'So erreichen Sie das IAMF Kesselbach.',
  `<div id="c70" class="frame frame-default frame-type-text">
  <h1>Kontakt</h1>
  <p>Institut für Angewandte Materialforschung Kesselbach<br>An der Walkmühle 14<br>57392 Kesselbach</p>
  <p>Zentrale: +49 2735 88 41-0<br>E-Mail: <a href="mailto:info@iamf-kesselbach.de">info@iamf-kesselbach.de</a></p>
  <p>Technologietransfer und Kooperationsanfragen: Dr. Hanna Wiegard, <a href="mailto:transfer@iamf-kesselbach.de">transfer@iamf-kesselbach.de</a></p>
  <h2>Anfahrt</h2>
  <p>Vom Bahnhof Kesselbach mit der Buslinie R34 bis Haltestelle „Walkmühle“.</p>
</div>`,
);

export const site: CorpusSite = {
  domain: DOMAIN,
  otherDomains: ['materialtage-kesselbach.de'],
  covers:
    'German research institute on TYPO3: partner table (universities) and cards (industry) plus tech partners in prose; funders, memberships, certificates, job boards, press and own conference domain as negatives; one unlinked university and SMEs by name only',
  pages: {
    '/': { headers, html: home },
    '/forschung/kooperationen': { headers, html: kooperationen },
    '/institut/ueber-uns': { headers, html: ueberUns },
    '/aktuelles/2024/neues-roentgen-ct-in-betrieb': { headers, html: newsCt },
    '/karriere': { headers, html: karriere },
    '/kontakt': { headers, html: kontakt },
  },
  sitemap: [
    '/',
    '/forschung/kooperationen',
    '/institut/ueber-uns',
    '/aktuelles/2024/neues-roentgen-ct-in-betrieb',
    '/karriere',
    '/kontakt',
  ],
  technologies: ['typo3-cms', 'php', 'apache-http-server', 'debian', 'matomo-analytics', 'open-graph'],
  partners: {
    'th-rheinau.de': 'generic',
    'uni-lindenfels.de': 'generic',
    'tu-oosterveld.nl': 'generic',
    'polivalmorea.it': 'generic',
    'kerber-oberflaeche.de': 'generic',
    'hollmann-keramik.de': 'generic',
    'voss-additive.com': 'generic',
    'sternwald-chemie.de': 'generic',
    'lumetrix-analytik.de': 'technology',
    'quellwerk-sim.com': 'technology',
  },
};
