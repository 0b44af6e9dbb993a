import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, description: string, path: string): string => `<!DOCTYPE html>
<html lang="de-DE">
<head>
<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->
<title>${title}</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${description}">
<meta name="robots" content="index,follow">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:type" content="website">
<meta property="og:url" content="https://www.zahnarzt-brandstaetter.de${path}">
<meta property="og:image" content="https://www.zahnarzt-brandstaetter.de/fileadmin/user_upload/og/praxis-empfang.jpg">
<meta name="twitter:card" content="summary">
<link rel="canonical" href="https://www.zahnarzt-brandstaetter.de${path}">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-3c9d0b7f2e51a84d6c1f0e9b2a7d5c43-min.css?1712061844" media="all">
<link rel="stylesheet" href="/typo3conf/ext/brandstaetter_sitepackage/Resources/Public/Css/main.min.css?1712061790" media="all">
<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="Kq3xV8fP2mTzRb" async></script>
<link rel="icon" href="/typo3conf/ext/brandstaetter_sitepackage/Resources/Public/Icons/favicon.ico" type="image/vnd.microsoft.icon">
</head>`;

const header = `<body class="page">
<a class="visually-hidden-focusable" href="#main">Zum Inhalt springen</a>
<header class="site-header">
  <div class="container">
    <a class="navbar-brand" href="/"><img src="/typo3conf/ext/brandstaetter_sitepackage/Resources/Public/Images/logo-brandstaetter.svg" alt="Zahnarztpraxis Dr. Brandstätter &amp; Kollegen" width="240" height="56"></a>
    <nav class="navbar navbar-expand-lg" aria-label="Hauptnavigation">
      <ul class="navbar-nav">
        <li class="nav-item"><a class="nav-link" href="/">Start</a></li>
        <li class="nav-item dropdown"><a class="nav-link" href="/praxis/team">Praxis</a>
          <ul class="dropdown-menu">
            <li><a class="dropdown-item" href="/praxis/team">Unser Team</a></li>
            <li><a class="dropdown-item" href="/praxis/rundgang">Praxisrundgang</a></li>
          </ul>
        </li>
        <li class="nav-item"><a class="nav-link" href="/leistungen">Leistungen</a></li>
        <li class="nav-item"><a class="nav-link" href="/karriere">Karriere</a></li>
        <li class="nav-item"><a class="nav-link" href="/kontakt">Kontakt</a></li>
        <li class="nav-item"><a class="btn btn-primary" href="https://www.doctolib.de/zahnarzt/stuttgart/dr-matthias-brandstaetter" target="_blank" rel="noopener">Online-Termin</a></li>
      </ul>
    </nav>
  </div>
</header>
<main id="main">`;

const footer = `</main>
<footer class="site-footer">
  <div class="container">
    <div class="row">
      <div class="col-md-4">
        <p><strong>Zahnarztpraxis Dr. Brandstätter &amp; Kollegen</strong><br>Königstraße 112<br>70173 Stuttgart<br>Telefon <a href="tel:+49711229840">0711 22984-0</a></p>
      </div>
      <div class="col-md-4">
        <p><strong>Sprechzeiten</strong><br>Mo&ndash;Do 8:00&ndash;19:00<br>Fr 8:00&ndash;14:00</p>
        <p>Für unsere kleinen Patienten: <a href="https://www.zahnarzt-brandstaetter-kids.de/" target="_blank" rel="noopener">Kinderzahnheilkunde Brandstätter Kids</a></p>
      </div>
      <div class="col-md-4">
        <ul class="footer-nav">
          <li><a href="/praxis/kooperationspartner">Kooperationspartner</a></li>
          <li><a href="/karriere">Karriere &amp; Ausbildung</a></li>
          <li><a href="/impressum">Impressum</a></li>
          <li><a href="/datenschutz">Datenschutz</a></li>
          <li><a href="#" onclick="UC_UI.showSecondLayer();return false;">Cookie-Einstellungen</a></li>
        </ul>
        <p><a href="https://www.instagram.com/zahnarzt.brandstaetter/" target="_blank" rel="noopener">Instagram</a> &middot; <a href="https://www.facebook.com/zahnarztbrandstaetter" target="_blank" rel="noopener">Facebook</a></p>
      </div>
    </div>
    <p class="small">Mitglied der <a href="https://lzk-bw.de/" target="_blank" rel="noopener">Landeszahnärztekammer Baden-Württemberg</a> &middot; &copy; 2024 Dr. Matthias Brandstätter</p>
  </div>
</footer>
<script src="/typo3conf/ext/brandstaetter_sitepackage/Resources/Public/JavaScript/Vendor/jquery-3.7.1.min.js?1712061790"></script>
<script src="/typo3conf/ext/brandstaetter_sitepackage/Resources/Public/JavaScript/Vendor/bootstrap.bundle.min.js?1712061790"></script>
<script src="/typo3conf/ext/brandstaetter_sitepackage/Resources/Public/JavaScript/main.min.js?1712061790"></script>
</body>
</html>`;

const headers = { 'content-type': 'text/html; charset=utf-8', server: 'Apache/2.4.58 (Debian)' };

export const site: CorpusSite = {
  domain: 'zahnarzt-brandstaetter.de',
  otherDomains: ['zahnarzt-brandstaetter-kids.de'],
  covers:
    'German TYPO3 dental practice: cooperation partners in a table (one row without website) reached from the footer only, plus a technology partner named in prose; negatives: Doctolib booking, jameda rating badge, dental chamber membership, health-insurer names, StepStone job ad, kids-practice sister domain',
  pages: {
    '/': {
      headers,
      html: `${head('Zahnarzt Stuttgart-Mitte | Dr. Brandstätter & Kollegen', 'Ihre Zahnarztpraxis in Stuttgart-Mitte: Prophylaxe, Implantologie, Ästhetik und Angstpatienten. Online-Termin buchen.', '/')}
${header}
<section class="hero">
  <div class="container">
    <h1>Ihr Lächeln in besten Händen</h1>
    <p>Seit 2004 behandeln wir in der Stuttgarter Innenstadt Patientinnen und Patienten jeden Alters &ndash; modern, schonend und transparent.</p>
    <a class="btn btn-primary" href="https://www.doctolib.de/zahnarzt/stuttgart/dr-matthias-brandstaetter" target="_blank" rel="noopener">Jetzt Termin vereinbaren</a>
  </div>
</section>
<section class="frame frame-default">
  <div class="container">
    <h2>Unsere Schwerpunkte</h2>
    <div class="row">
      <div class="col-md-3"><h3>Prophylaxe</h3><p>Professionelle Zahnreinigung und Parodontitis-Vorsorge.</p></div>
      <div class="col-md-3"><h3>Implantologie</h3><p>Festsitzender Zahnersatz mit 3D-Planung.</p></div>
      <div class="col-md-3"><h3>Ästhetik</h3><p>Veneers, Bleaching und unsichtbare Zahnspangen.</p></div>
      <div class="col-md-3"><h3>Angstpatienten</h3><p>Behandlung unter Lachgas oder in Vollnarkose.</p></div>
    </div>
  </div>
</section>
<section class="frame frame-bewertungen">
  <div class="container">
    <h2>Das sagen unsere Patienten</h2>
    <blockquote>&bdquo;Ich hatte jahrelang Angst vor dem Zahnarzt &ndash; hier fühle ich mich endlich wohl.&ldquo; &ndash; Patientin, 42</blockquote>
    <p><a href="https://www.jameda.de/stuttgart/zahnaerzte/dr-matthias-brandstaetter/uebersicht/80412233_1/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/siegel/jameda-note-1-0.png" alt="jameda Note 1,0"></a></p>
    <p>Wir rechnen mit allen gesetzlichen Krankenkassen ab, z.&nbsp;B. AOK, TK, Barmer und DAK, sowie mit privaten Versicherungen.</p>
  </div>
</section>
${footer}`,
    },
    '/praxis/team': {
      headers,
      html: `${head('Unser Team | Dr. Brandstätter & Kollegen', 'Zahnärzte, Prophylaxe-Team und Verwaltung der Praxis Dr. Brandstätter.', '/praxis/team')}
${header}
<section class="frame">
  <div class="container">
    <h1>Unser Team</h1>
    <div class="row team">
      <div class="col-md-4"><img src="/fileadmin/_processed_/5/3/csm_dr-brandstaetter_a1b2c3d4e5.jpg" alt="Dr. Matthias Brandstätter"><h3>Dr. Matthias Brandstätter</h3><p>Zahnarzt, Tätigkeitsschwerpunkt Implantologie</p></div>
      <div class="col-md-4"><img src="/fileadmin/_processed_/8/1/csm_dr-okafor_f6e5d4c3b2.jpg" alt="Dr. Ngozi Okafor"><h3>Dr. Ngozi Okafor</h3><p>Zahnärztin, Ästhetische Zahnheilkunde</p></div>
      <div class="col-md-4"><img src="/fileadmin/_processed_/2/9/csm_j-weber_0a9b8c7d6e.jpg" alt="Julia Weber"><h3>Julia Weber</h3><p>Dentalhygienikerin (DH)</p></div>
    </div>
    <p>Für Überweisungen arbeiten wir eng mit unseren <a href="/praxis/kooperationspartner">Kooperationspartnern</a> zusammen.</p>
  </div>
</section>
${footer}`,
    },
    '/praxis/kooperationspartner': {
      headers,
      html: `${head('Kooperationspartner | Dr. Brandstätter & Kollegen', 'Fachpraxen, Dentallabor und Kliniken, mit denen wir zusammenarbeiten.', '/praxis/kooperationspartner')}
${header}
<section class="frame frame-default">
  <div class="container">
    <h1>Unsere Kooperationspartner</h1>
    <p>Für eine optimale Versorgung arbeiten wir mit ausgewählten Fachkolleginnen und -kollegen sowie einem Meisterlabor zusammen. So sind kurze Wege und eine abgestimmte Behandlungsplanung garantiert.</p>
    <div class="table-responsive">
      <table class="table table-striped contenttable">
        <thead>
          <tr><th scope="col">Partner</th><th scope="col">Fachgebiet</th><th scope="col">Ort</th><th scope="col">Website</th></tr>
        </thead>
        <tbody>
          <tr><td>Dentallabor Kessler GmbH</td><td>Zahntechnik, Vollkeramik, CAD/CAM</td><td>Stuttgart-Feuerbach</td><td><a href="https://www.kessler-dentallabor.de/" target="_blank" rel="noopener">kessler-dentallabor.de</a></td></tr>
          <tr><td>MKG-Chirurgie am Schlossgarten</td><td>Mund-, Kiefer- und Gesichtschirurgie</td><td>Stuttgart-Mitte</td><td><a href="https://mkg-schlossgarten.de/" target="_blank" rel="noopener">mkg-schlossgarten.de</a></td></tr>
          <tr><td>Kieferorthopädie Dr. Yilmaz</td><td>Kieferorthopädie, Aligner</td><td>Stuttgart-West</td><td><a href="https://www.kfo-yilmaz.de/" target="_blank" rel="noopener">kfo-yilmaz.de</a></td></tr>
          <tr><td>Radiologie Zentrum Neckar</td><td>DVT und MRT</td><td>Esslingen</td><td>&ndash;</td></tr>
          <tr><td>Praxis für Anästhesie Dr. Lindqvist</td><td>Zahnärztliche Anästhesie und Narkose</td><td>Stuttgart</td><td><a href="https://www.anaesthesie-lindqvist.de/zahnmedizin" target="_blank" rel="noopener">anaesthesie-lindqvist.de</a></td></tr>
        </tbody>
      </table>
    </div>
    <h2>Technologiepartner</h2>
    <p>Für die digitale Abformung und 3D-Implantatplanung setzen wir auf Intraoralscanner und Planungssoftware unseres Technologiepartners <a href="https://www.scandent-systems.com/de/" target="_blank" rel="noopener">ScanDent Systems</a>. Abdrucklöffel gehören bei uns damit weitgehend der Vergangenheit an.</p>
  </div>
</section>
${footer}`,
    },
    '/leistungen': {
      headers,
      html: `${head('Leistungen | Dr. Brandstätter & Kollegen', 'Prophylaxe, Füllungen, Implantate, Zahnersatz, Bleaching und Kinderzahnheilkunde.', '/leistungen')}
${header}
<section class="frame">
  <div class="container">
    <h1>Leistungen</h1>
    <ul>
      <li>Professionelle Zahnreinigung (PZR)</li>
      <li>Parodontitistherapie</li>
      <li>Zahnfarbene Füllungen und Inlays</li>
      <li>Implantate mit digitaler 3D-Planung</li>
      <li>Kronen, Brücken und Veneers</li>
      <li>Bleaching</li>
    </ul>
    <p>Kinder behandeln wir in unserer separaten Kinderpraxis &ndash; mehr auf <a href="https://www.zahnarzt-brandstaetter-kids.de/" target="_blank" rel="noopener">zahnarzt-brandstaetter-kids.de</a>.</p>
  </div>
</section>
${footer}`,
    },
    '/karriere': {
      headers,
      html: `${head('Karriere | Dr. Brandstätter & Kollegen', 'Offene Stellen und Ausbildungsplätze als ZFA in Stuttgart.', '/karriere')}
${header}
<section class="frame">
  <div class="container">
    <h1>Karriere &amp; Ausbildung</h1>
    <p>Wir suchen ab sofort:</p>
    <ul>
      <li>Zahnmedizinische Fachangestellte (m/w/d) in Voll- oder Teilzeit &ndash; <a href="https://www.stepstone.de/stellenangebote--ZFA-Stuttgart-Zahnarztpraxis-Dr-Brandstaetter--10938472-inline.html" target="_blank" rel="noopener">Stellenanzeige auf StepStone</a></li>
      <li>Auszubildende ZFA für September 2024</li>
    </ul>
    <p>Bewerbungen gerne per E-Mail an <a href="mailto:karriere@zahnarzt-brandstaetter.de">karriere@zahnarzt-brandstaetter.de</a>.</p>
  </div>
</section>
${footer}`,
    },
  },
  sitemap: ['/', '/praxis/team', '/praxis/kooperationspartner', '/leistungen', '/karriere'],
  technologies: ['typo3-cms', 'php', 'usercentrics', 'jquery', 'bootstrap', 'apache-http-server', 'debian', 'open-graph'],
  partners: {
    'kessler-dentallabor.de': 'generic',
    'mkg-schlossgarten.de': 'generic',
    'kfo-yilmaz.de': 'generic',
    'anaesthesie-lindqvist.de': 'generic',
    'scandent-systems.com': 'technology',
  },
};
