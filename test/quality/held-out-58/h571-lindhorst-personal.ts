import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  server: 'nginx',
  'set-cookie': 'fe_typo_user=5c2b0f4e8a1d9c3b7e6f; path=/; HttpOnly; SameSite=Lax',
};

function head(title: string, description: string, path: string): string {
  return `<head>
<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->
<title>${title} | Lindhorst Personal GmbH</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${description}">
<meta name="robots" content="index,follow">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:type" content="website">
<meta property="og:url" content="https://www.lindhorst-personal.de${path}">
<meta property="og:image" content="https://www.lindhorst-personal.de/fileadmin/user_upload/og/lindhorst-og.jpg">
<meta name="twitter:card" content="summary_large_image">
<link rel="canonical" href="https://www.lindhorst-personal.de${path}">
<link rel="alternate" hreflang="de-DE" href="https://www.lindhorst-personal.de${path}">
<link rel="icon" href="/typo3conf/ext/lp_sitepackage/Resources/Public/Icons/favicon.ico" type="image/vnd.microsoft.icon">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-3f1a9c0b7d2e4f11a9e2c3d4b5a6f7e8-min.css?1712234455" media="all">
<link rel="stylesheet" href="/typo3conf/ext/lp_sitepackage/Resources/Public/Css/site.min.css?1712234455" media="all">
<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="Xy7Qp2LmR" async></script>
<script id="_etLoader" type="text/plain" data-usercentrics="etracker" charset="UTF-8" data-block-cookies="true" data-secure-code="Qk3mZr" src="//code.etracker.com/code/e.js" async></script>
</head>`;
}

const NAV = `<header class="site-header">
  <div class="container">
    <a class="brand" href="/"><img src="/fileadmin/user_upload/logo/lindhorst-personal-logo.svg" alt="Lindhorst Personal GmbH" width="190" height="48"></a>
    <button class="nav-toggle" aria-controls="main-nav" aria-expanded="false"><span class="sr-only">Menü</span></button>
    <nav id="main-nav" class="main-nav" aria-label="Hauptnavigation">
      <ul>
        <li class="has-sub"><a href="/leistungen">Leistungen</a>
          <ul class="sub">
            <li><a href="/leistungen/arbeitnehmerueberlassung">Arbeitnehmerüberlassung</a></li>
            <li><a href="/leistungen/personalvermittlung">Personalvermittlung</a></li>
            <li><a href="/leistungen/recruiting-process-outsourcing">Recruiting Process Outsourcing</a></li>
          </ul>
        </li>
        <li><a href="/branchen">Branchen</a></li>
        <li><a href="/referenzen">Referenzen</a></li>
        <li class="has-sub"><a href="/unternehmen">Unternehmen</a>
          <ul class="sub">
            <li><a href="/unternehmen/ueber-uns">Über uns</a></li>
            <li><a href="/unternehmen/standorte">Standorte</a></li>
            <li><a href="/unternehmen/partner">Partner</a></li>
          </ul>
        </li>
        <li><a class="btn btn-jobs" href="https://jobs.lindhorst-personal.de/">Jobbörse</a></li>
        <li><a href="/kontakt">Kontakt</a></li>
      </ul>
    </nav>
  </div>
</header>`;

const FOOTER = `<footer class="site-footer">
  <div class="container footer-grid">
    <div class="footer-col">
      <h3>Lindhorst Personal GmbH</h3>
      <address>Friedrich-Ebert-Straße 112<br>47226 Duisburg<br>Telefon <a href="tel:+4920659876540">0206 598 765-40</a><br><a href="mailto:info@lindhorst-personal.de">info@lindhorst-personal.de</a></address>
    </div>
    <div class="footer-col">
      <h3>Schnellzugriff</h3>
      <ul>
        <li><a href="https://jobs.lindhorst-personal.de/">Aktuelle Stellenangebote</a></li>
        <li><a href="/bewerber/initiativbewerbung">Initiativbewerbung</a></li>
        <li><a href="/unternehmen/karriere">Karriere bei Lindhorst</a></li>
        <li><a href="/unternehmen/partner">Partner</a></li>
      </ul>
    </div>
    <div class="footer-col">
      <h3>Unternehmensgruppe</h3>
      <ul>
        <li><a href="https://www.lindhorst-medical.de/" target="_blank" rel="noopener">Lindhorst Medical – Pflegepersonal</a></li>
      </ul>
      <h3>Folgen Sie uns</h3>
      <ul class="social">
        <li><a href="https://www.xing.com/pages/lindhorst-personal-gmbh" target="_blank" rel="noopener" class="icon icon-xing">XING</a></li>
        <li><a href="https://www.linkedin.com/company/lindhorst-personal/" target="_blank" rel="noopener" class="icon icon-linkedin">LinkedIn</a></li>
        <li><a href="https://www.instagram.com/lindhorst.personal/" target="_blank" rel="noopener" class="icon icon-instagram">Instagram</a></li>
        <li><a href="https://www.kununu.com/de/lindhorst-personal" target="_blank" rel="noopener" class="icon icon-kununu">kununu</a></li>
      </ul>
    </div>
  </div>
  <div class="container footer-legal">
    <span>© 2024 Lindhorst Personal GmbH</span>
    <a href="/impressum">Impressum</a>
    <a href="/datenschutz">Datenschutz</a>
    <a href="/agb">AGB</a>
    <a href="#" onclick="UC_UI.showSecondLayer();return false;">Cookie-Einstellungen</a>
  </div>
</footer>
<script src="/typo3conf/ext/lp_sitepackage/Resources/Public/JavaScript/Libs/jquery-3.6.4.min.js?1712234455"></script>
<script src="/typo3temp/assets/compressed/merged-b81c3d2e9f0a1b2c3d4e5f60718293a4-min.js?1712234455"></script>`;

function page(title: string, description: string, path: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="de-DE">
${head(title, description, path)}
<body id="p${path.length}" class="layout-default">
<a class="skip-link" href="#content">Zum Inhalt springen</a>
${NAV}
<main id="content">
${body}
</main>
${FOOTER}
</body>
</html>`;
}

const HOME = page(
  'Personaldienstleister in Duisburg und am Niederrhein',
  'Lindhorst Personal vermittelt Fach- und Führungskräfte für Industrie, Logistik und kaufmännische Berufe am Niederrhein.',
  '/',
  `<section class="frame frame-hero">
  <div class="container">
    <h1>Menschen und Unternehmen zusammenbringen – seit 1998.</h1>
    <p class="lead">Arbeitnehmerüberlassung, Personalvermittlung und Recruiting für Industrie, Logistik und Verwaltung zwischen Duisburg, Krefeld und Wesel.</p>
    <a class="btn btn-primary" href="/kontakt">Personal anfragen</a>
    <a class="btn btn-secondary" href="https://jobs.lindhorst-personal.de/">Job finden</a>
  </div>
</section>
<section class="frame frame-services">
  <div class="container">
    <h2>Unsere Leistungen</h2>
    <div class="row">
      <article class="teaser"><h3>Arbeitnehmerüberlassung</h3><p>Flexible Unterstützung bei Auftragsspitzen, Urlaubs- und Krankheitsvertretung.</p><a href="/leistungen/arbeitnehmerueberlassung">Mehr erfahren</a></article>
      <article class="teaser"><h3>Personalvermittlung</h3><p>Wir finden Fachkräfte, die langfristig zu Ihrem Team passen – erfolgsbasiert.</p><a href="/leistungen/personalvermittlung">Mehr erfahren</a></article>
      <article class="teaser"><h3>Recruiting Process Outsourcing</h3><p>Wir übernehmen Ihren kompletten Bewerbungsprozess – vom Stelleninserat bis zur Vertragsunterschrift.</p><a href="/leistungen/recruiting-process-outsourcing">Mehr erfahren</a></article>
    </div>
  </div>
</section>
<section class="frame frame-logos">
  <div class="container">
    <h2>Unternehmen, die uns vertrauen</h2>
    <ul class="logo-row">
      <li><img src="/fileadmin/user_upload/kunden/hafen-logistik-ruhrort.png" alt="Hafen Logistik Ruhrort"></li>
      <li><img src="/fileadmin/user_upload/kunden/stahlbau-kamp.png" alt="Stahlbau Kamp"></li>
      <li><img src="/fileadmin/user_upload/kunden/niederrhein-kliniken.png" alt="Niederrhein Kliniken"></li>
      <li><img src="/fileadmin/user_upload/kunden/weseler-verpackung.png" alt="Weseler Verpackungswerke"></li>
    </ul>
  </div>
</section>
<section class="frame frame-testimonial">
  <div class="container">
    <blockquote>„Innerhalb von zehn Tagen hatten wir zwölf Staplerfahrer für unser neues Lager – zuverlässig und gut eingewiesen.“<cite>Markus Heinen, Standortleiter, Hafen Logistik Ruhrort</cite></blockquote>
  </div>
</section>
<section class="frame frame-text">
  <div class="container">
    <h2>Starkes Netzwerk</h2>
    <p>Gemeinsam mit unseren Technologie- und Kooperationspartnern bieten wir digitale Zeiterfassung, Weiterbildung und arbeitsmedizinische Betreuung aus einer Hand. <a href="/unternehmen/partner">Lernen Sie unsere Partner kennen</a>.</p>
    <p class="award"><img src="/fileadmin/user_upload/siegel/top-arbeitgeber-mittelstand-2024.png" alt="Siegel: Top Arbeitgeber Mittelstand 2024"> <img src="/fileadmin/user_upload/siegel/iso-9001.png" alt="Zertifiziert nach DIN EN ISO 9001:2015"></p>
  </div>
</section>`,
);

const PARTNER = page(
  'Unsere Partner',
  'Technologiepartner und Kooperationspartner der Lindhorst Personal GmbH.',
  '/unternehmen/partner',
  `<div class="container">
  <nav class="breadcrumb" aria-label="Brotkrumennavigation"><a href="/">Startseite</a> › <a href="/unternehmen">Unternehmen</a> › <span>Partner</span></nav>
  <h1>Unsere Partner</h1>
  <p class="lead">Gute Personaldienstleistung lebt von einem verlässlichen Netzwerk. Diese Unternehmen und Einrichtungen begleiten uns seit Jahren.</p>
</div>
<section id="c412" class="frame frame-type-text">
  <div class="container">
    <h2>Technologiepartner</h2>
    <div class="card-group">
      <div class="card">
        <img src="/fileadmin/_processed_/2/4/csm_zeitfuchs_logo_7a1b2c3d4e.png" alt="Zeitfuchs Software" class="card-img">
        <div class="card-body">
          <h3>Zeitfuchs Software GmbH</h3>
          <p>Mit der Zeiterfassungs-App von Zeitfuchs erfassen unsere Mitarbeitenden ihre Stunden direkt beim Kundeneinsatz – die Daten landen ohne Medienbruch in der Abrechnung.</p>
          <a href="https://www.zeitfuchs-software.de/" target="_blank" rel="noopener">Zur Website</a>
        </div>
      </div>
      <div class="card">
        <img src="/fileadmin/_processed_/9/1/csm_bewerbio_logo_0f9e8d7c6b.png" alt="Bewerbio" class="card-img">
        <div class="card-body">
          <h3>Bewerbio</h3>
          <p>Unser Bewerbermanagementsystem: Stellenanzeigen, Multiposting und Kandidatenkommunikation in einer Oberfläche.</p>
          <a href="https://bewerbio.com/de/" target="_blank" rel="noopener">Zur Website</a>
        </div>
      </div>
      <div class="card">
        <img src="/fileadmin/_processed_/c/e/csm_lohnpilot_logo_55aa66bb77.png" alt="Lohnpilot" class="card-img">
        <div class="card-body">
          <h3>Lohnpilot Systemhaus</h3>
          <p>Lohn- und Gehaltsabrechnung für Zeitarbeit inklusive Equal-Pay- und Branchenzuschlagsberechnung.</p>
          <a href="https://www.lohnpilot.de/zeitarbeit" target="_blank" rel="noopener">Zur Website</a>
        </div>
      </div>
    </div>
  </div>
</section>
<section id="c415" class="frame frame-type-image">
  <div class="container">
    <h2>Kooperationspartner</h2>
    <p>Für die Qualifizierung, Gesundheit und rechtliche Beratung unserer Mitarbeitenden arbeiten wir mit regionalen Partnern zusammen.</p>
    <div class="ce-gallery logo-grid" data-ce-columns="4">
      <figure class="image"><a href="https://www.bildungswerk-niederrhein.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/bildungswerk-niederrhein.png" alt="Bildungswerk Niederrhein e.V."></a></figure>
      <figure class="image"><a href="https://polyglott-duisburg.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/polyglott.png" alt="Sprachschule Polyglott Duisburg"></a></figure>
      <figure class="image"><a href="https://www.am-west.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/arbeitsmedizin-west.png" alt="Arbeitsmedizin West"></a></figure>
      <figure class="image"><a href="https://www.kersting-vogt.de/arbeitsrecht/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/kersting-vogt.png" alt="Kersting &amp; Vogt Rechtsanwälte"></a></figure>
      <figure class="image"><img src="/fileadmin/user_upload/partner/fahrschule-brauer.png" alt="Fahrschule Brauer – Staplerschein und Berufskraftfahrer"></figure>
    </div>
  </div>
</section>
<section id="c418" class="frame frame-type-text">
  <div class="container">
    <h2>Sponsoring</h2>
    <p>Als regionales Unternehmen unterstützen wir den Sport vor Ort: Seit 2019 sind wir Trikotsponsor der ersten Mannschaft des <a href="https://www.tus-rheinhausen.de/" target="_blank" rel="noopener">TuS Rheinhausen 1921</a> und Hauptsponsor des <a href="https://www.niederrhein-firmenlauf.de/" target="_blank" rel="noopener">Niederrhein-Firmenlaufs</a>.</p>
  </div>
</section>`,
);

const REFERENZEN = page(
  'Referenzen',
  'Kundenstimmen und Projekte der Lindhorst Personal GmbH.',
  '/referenzen',
  `<div class="container">
  <h1>Referenzen</h1>
  <p class="lead">Über 180 Unternehmen am Niederrhein setzen auf unsere Personaldienstleistungen. Eine Auswahl:</p>
  <div class="ce-gallery logo-grid">
    <figure class="image"><a href="https://www.hafen-logistik-ruhrort.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/kunden/hafen-logistik-ruhrort.png" alt="Hafen Logistik Ruhrort"></a></figure>
    <figure class="image"><a href="https://www.stahlbau-kamp.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/kunden/stahlbau-kamp.png" alt="Stahlbau Kamp"></a></figure>
    <figure class="image"><a href="https://www.niederrhein-kliniken.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/kunden/niederrhein-kliniken.png" alt="Niederrhein Kliniken"></a></figure>
    <figure class="image"><a href="https://weseler-verpackung.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/kunden/weseler-verpackung.png" alt="Weseler Verpackungswerke"></a></figure>
  </div>
  <h2>Projektbeispiel: Neues Logistikzentrum in Moers</h2>
  <p>Für die Eröffnung eines Logistikzentrums der <a href="https://www.hafen-logistik-ruhrort.de/">Hafen Logistik Ruhrort</a> haben wir innerhalb von sechs Wochen 45 Lagerfachkräfte und Staplerfahrer rekrutiert, geschult und eingearbeitet. Über die Hälfte wurde inzwischen direkt übernommen.</p>
  <h2>Presse</h2>
  <p>Über unser Übernahmemodell berichtete die <a href="https://www.waz.de/staedte/duisburg/zeitarbeit-als-sprungbrett-id238754.html" target="_blank" rel="noopener">WAZ</a>.</p>
</div>`,
);

const IMPRESSUM = page(
  'Impressum',
  'Impressum der Lindhorst Personal GmbH.',
  '/impressum',
  `<div class="container">
  <h1>Impressum</h1>
  <p>Lindhorst Personal GmbH<br>Friedrich-Ebert-Straße 112<br>47226 Duisburg</p>
  <p>Geschäftsführer: Jörg Lindhorst, Sabine Lindhorst-Aydin<br>Registergericht: Amtsgericht Duisburg, HRB 28761<br>USt-IdNr.: DE 812345678</p>
  <p>Erlaubnis zur Arbeitnehmerüberlassung erteilt durch die Bundesagentur für Arbeit, Regionaldirektion NRW.</p>
  <p>Online-Streitbeilegung: <a href="https://ec.europa.eu/consumers/odr/" target="_blank" rel="noopener">https://ec.europa.eu/consumers/odr/</a></p>
  <h2>Konzeption &amp; Umsetzung</h2>
  <p><a href="https://www.pixelhafen.de/" target="_blank" rel="noopener">pixelhafen – Agentur für digitale Kommunikation</a>, Krefeld</p>
</div>`,
);

export const site: CorpusSite = {
  domain: 'lindhorst-personal.de',
  otherDomains: ['lindhorst-medical.de'],
  covers:
    'German staffing agency on TYPO3 (nginx, Usercentrics, etracker, jQuery): partner page with technology-partner cards ("Zur Website") and a linked logo gallery of cooperation partners plus one unlinked logo; negatives are a sponsoring paragraph, a linked customer reference gallery, press, web-agency credit, sister company and job-board subdomain',
  pages: {
    '/': { headers: HEADERS, html: HOME },
    '/unternehmen/partner': { headers: HEADERS, html: PARTNER },
    '/referenzen': { headers: HEADERS, html: REFERENZEN },
    '/impressum': { headers: HEADERS, html: IMPRESSUM },
  },
  sitemap: ['/', '/unternehmen/partner', '/referenzen', '/impressum'],
  technologies: ['typo3-cms', 'php', 'nginx', 'usercentrics', 'etracker', 'jquery', 'open-graph'],
  partners: {
    'zeitfuchs-software.de': 'technology',
    'bewerbio.com': 'technology',
    'lohnpilot.de': 'technology',
    'bildungswerk-niederrhein.de': 'generic',
    'polyglott-duisburg.de': 'generic',
    'am-west.de': 'generic',
    'kersting-vogt.de': 'generic',
  },
};
