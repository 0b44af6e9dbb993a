import type { CorpusSite } from '../corpus/types.js';

const headers = {
  server: 'nginx/1.22.1',
  via: '1.1 varnish (Varnish/6.6)',
  'x-varnish': '1048772 983411',
  'content-type': 'text/html;charset=utf-8',
};

const page = (title: string, path: string, section: string, body: string) => `<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" lang="de" xml:lang="de">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<meta name="generator" content="Plone - http://plone.com" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<meta name="description" content="Fachverband Feinwerktechnik Süd e.V. – Interessenvertretung der mittelständischen Feinwerk-, Präzisions- und Mikrotechnik in Baden-Württemberg und Bayern." />
<meta property="og:site_name" content="Fachverband Feinwerktechnik Süd" />
<meta property="og:title" content="${title}" />
<meta property="og:type" content="website" />
<meta property="og:url" content="https://www.feinwerktechnik-sued.de${path}" />
<meta property="og:image" content="https://www.feinwerktechnik-sued.de/logo.png" />
<title>${title} — Fachverband Feinwerktechnik Süd e.V.</title>
<link rel="canonical" href="https://www.feinwerktechnik-sued.de${path}" />
<link rel="search" href="https://www.feinwerktechnik-sued.de/@@search" title="Website durchsuchen" />
<link rel="stylesheet" href="https://www.feinwerktechnik-sued.de/++plone++production/++unique++2023-11-02T09:12:44.101920/default.css" data-bundle="production" />
<link rel="stylesheet" href="https://www.feinwerktechnik-sued.de/++theme++fvfs-theme/css/theme.min.css" data-bundle="diazo" />
<script src="/++resource++fvfs.site/matomo-optout.js"></script>
<script src="https://www.feinwerktechnik-sued.de/++plone++production/++unique++2023-11-02T09:12:44.101920/default.js" data-bundle="production"></script>
</head>
<body class="frontend icons-on portaltype-document site-fvfs section-${section} template-document_view thumbs-on userrole-anonymous viewpermission-view" id="visual-portal-wrapper" dir="ltr" data-base-url="https://www.feinwerktechnik-sued.de${path}" data-portal-url="https://www.feinwerktechnik-sued.de">
<header id="portal-top">
  <div id="portal-header">
    <a id="portal-logo" title="Fachverband Feinwerktechnik Süd" href="https://www.feinwerktechnik-sued.de"><img src="https://www.feinwerktechnik-sued.de/logo.png" alt="Fachverband Feinwerktechnik Süd e.V." /></a>
    <div id="portal-searchbox"><form id="searchGadget_form" action="https://www.feinwerktechnik-sued.de/@@search"><input name="SearchableText" type="text" size="18" title="Website durchsuchen" placeholder="Website durchsuchen" class="searchField" /><input class="searchButton" type="submit" value="Suche" /></form></div>
  </div>
  <nav class="plone-navbar" id="portal-globalnav-wrapper">
    <ul class="plone-nav plone-navbar-nav" id="portal-globalnav">
      <li class="index_html"><a href="https://www.feinwerktechnik-sued.de">Startseite</a></li>
      <li class="verband"><a href="https://www.feinwerktechnik-sued.de/verband">Der Verband</a></li>
      <li class="mitglieder"><a href="https://www.feinwerktechnik-sued.de/mitglieder">Mitglieder</a></li>
      <li class="themen"><a href="https://www.feinwerktechnik-sued.de/themen">Themen</a></li>
      <li class="veranstaltungen"><a href="https://www.feinwerktechnik-sued.de/veranstaltungen">Veranstaltungen</a></li>
      <li class="presse"><a href="https://www.feinwerktechnik-sued.de/presse">Presse</a></li>
    </ul>
  </nav>
</header>
<div id="portal-columns" class="container"><div id="portal-column-content">
<article id="content">
${body}
</article>
</div></div>
<footer id="portal-footer-wrapper">
  <div class="portlet portletActions" role="menu">
    <ul class="actions-site_actions">
      <li class="portletItem"><a href="https://www.feinwerktechnik-sued.de/impressum">Impressum</a></li>
      <li class="portletItem"><a href="https://www.feinwerktechnik-sued.de/datenschutz">Datenschutz</a></li>
      <li class="portletItem"><a href="https://www.feinwerktechnik-sued.de/verband/kooperationen">Kooperationen</a></li>
      <li class="portletItem"><a href="https://www.feinwerktechnik-sued.de/verband/stellenangebote">Stellenangebote</a></li>
      <li class="portletItem"><a href="https://www.linkedin.com/company/feinwerktechnik-sued">LinkedIn</a></li>
    </ul>
  </div>
  <p>Fachverband Feinwerktechnik Süd e.V. · Lautenschlagerstraße 21 · 70173 Stuttgart · Tel. 0711 22 04 87-0 · VR 7214 Amtsgericht Stuttgart</p>
</footer>
<script src="https://statistik.feinwerktechnik-sued.de/piwik.js" async defer></script>
</body>
</html>`;

const member = (slug: string, name: string, city: string, text: string, site: string, label: string) =>
  page(
    name,
    `/mitglieder/${slug}`,
    'mitglieder',
    `<header><h1 class="documentFirstHeading">${name}</h1><p class="documentDescription">Mitgliedsunternehmen seit ${2000 + slug.length}</p></header>
<div id="content-core">
  <div class="member-detail">
    <img src="https://www.feinwerktechnik-sued.de/mitglieder/${slug}/@@images/logo/preview" alt="Logo ${name}" />
    <dl>
      <dt>Sitz</dt><dd>${city}</dd>
      <dt>Schwerpunkte</dt><dd>${text}</dd>
      <dt>Internet</dt><dd><a class="link-external" href="${site}" target="_blank">${label}</a></dd>
    </dl>
    <p><a href="https://www.feinwerktechnik-sued.de/mitglieder">« Zurück zum Mitgliederverzeichnis</a></p>
  </div>
</div>`,
  );

export const site: CorpusSite = {
  domain: 'feinwerktechnik-sued.de',
  covers:
    'German trade association on Plone 5 behind nginx/Varnish: member directory whose list links only to internal detail pages that hold the website links, supporting members as a linked logo row, cooperation partners and a technology partner in prose sentences; conference sponsors, ministry funder and press as negatives',
  sitemap: [
    '/',
    '/mitglieder',
    '/mitglieder/kessler-praezision',
    '/mitglieder/mikrotek-schwarz',
    '/mitglieder/hofer-messtechnik',
    '/verband/kooperationen',
  ],
  pages: {
    '/': {
      headers,
      html: page(
        'Startseite',
        '/',
        'index_html',
        `<header><h1 class="documentFirstHeading">Präzision aus dem Süden</h1></header>
<div id="content-core">
  <p>Der Fachverband Feinwerktechnik Süd vertritt rund 140 mittelständische Unternehmen der Feinwerk-, Präzisions- und Mikrotechnik gegenüber Politik, Verwaltung und Öffentlichkeit.</p>
  <h2>Aktuelles</h2>
  <ul>
    <li><a href="https://www.feinwerktechnik-sued.de/presse/konjunkturumfrage-fruehjahr-2024">Konjunkturumfrage Frühjahr 2024: Auftragseingang stabilisiert sich</a></li>
    <li><a href="https://www.feinwerktechnik-sued.de/veranstaltungen/jahrestagung-2024">Jahrestagung 2024 in Ulm – jetzt anmelden</a></li>
  </ul>
  <h2>Jahrestagung 2024 – mit freundlicher Unterstützung unserer Sponsoren</h2>
  <p class="sponsors">
    <a href="https://www.lbbw.de/" target="_blank"><img src="https://www.feinwerktechnik-sued.de/sponsoren/lbbw.png" alt="LBBW" /></a>
    <a href="https://www.zeiss-industrial-partner-sw.de/" target="_blank"><img src="https://www.feinwerktechnik-sued.de/sponsoren/zeiss-partner.png" alt="Messtechnik Vertrieb Südwest" /></a>
  </p>
  <p class="funding"><img src="https://www.feinwerktechnik-sued.de/foerderung/bmwk.png" alt="Gefördert durch das Bundesministerium für Wirtschaft und Klimaschutz" /> Das Projekt „Mittelstand-Digital Feinwerk“ wird gefördert vom <a href="https://www.bmwk.de/">BMWK</a>.</p>
</div>`,
      ),
    },
    '/mitglieder': {
      headers,
      html: page(
        'Mitgliederverzeichnis',
        '/mitglieder',
        'mitglieder',
        `<header><h1 class="documentFirstHeading">Mitgliederverzeichnis</h1><p class="documentDescription">Unsere Mitgliedsunternehmen von A bis Z</p></header>
<div id="content-core">
  <div class="entries">
    <article class="entry"><header><span class="summary"><a href="https://www.feinwerktechnik-sued.de/mitglieder/hofer-messtechnik" class="state-published url">Hofer Messtechnik GmbH</a></span></header><p class="description">Taktile und optische Koordinatenmesstechnik · Reutlingen</p></article>
    <article class="entry"><header><span class="summary"><a href="https://www.feinwerktechnik-sued.de/mitglieder/kessler-praezision" class="state-published url">Kessler Präzisionsteile GmbH &amp; Co. KG</a></span></header><p class="description">CNC-Drehteile und Baugruppen · Tuttlingen</p></article>
    <article class="entry"><header><span class="summary"><a href="https://www.feinwerktechnik-sued.de/mitglieder/mikrotek-schwarz" class="state-published url">Mikrotek Schwarz AG</a></span></header><p class="description">Mikrospritzguss und Mikromontage · Villingen-Schwenningen</p></article>
  </div>
  <h2>Fördermitglieder</h2>
  <p>Als Fördermitglieder unterstützen den Verband:</p>
  <p class="logo-row">
    <a href="https://www.hahn-werkzeugbau.de/" target="_blank"><img src="https://www.feinwerktechnik-sued.de/mitglieder/foerder/hahn.png" alt="Hahn Werkzeugbau" /></a>
    <a href="https://www.volksbank-donau-neckar.de/" target="_blank"><img src="https://www.feinwerktechnik-sued.de/mitglieder/foerder/vb.png" alt="Volksbank Donau-Neckar" /></a>
  </p>
  <p><a href="https://www.feinwerktechnik-sued.de/verband/mitglied-werden">Mitglied werden</a></p>
</div>`,
      ),
    },
    '/mitglieder/hofer-messtechnik': {
      headers,
      html: member(
        'hofer-messtechnik',
        'Hofer Messtechnik GmbH',
        'Reutlingen',
        'Koordinatenmessgeräte, Messdienstleistungen',
        'https://www.hofer-messtechnik.de/',
        'www.hofer-messtechnik.de',
      ),
    },
    '/mitglieder/kessler-praezision': {
      headers,
      html: member(
        'kessler-praezision',
        'Kessler Präzisionsteile GmbH & Co. KG',
        'Tuttlingen',
        'CNC-Drehteile, Medizintechnik-Komponenten',
        'https://kessler-praezision.com/de/',
        'kessler-praezision.com',
      ),
    },
    '/mitglieder/mikrotek-schwarz': {
      headers,
      html: member(
        'mikrotek-schwarz',
        'Mikrotek Schwarz AG',
        'Villingen-Schwenningen',
        'Mikrospritzguss, Reinraummontage',
        'https://www.mikrotek-schwarz.de/',
        'www.mikrotek-schwarz.de',
      ),
    },
    '/verband/kooperationen': {
      headers,
      html: page(
        'Kooperationen',
        '/verband/kooperationen',
        'verband',
        `<header><h1 class="documentFirstHeading">Kooperationen</h1><p class="documentDescription">Mit wem wir zusammenarbeiten</p></header>
<div id="content-core">
  <p>Gemeinsam mit der <a href="https://www.hs-ostalb-sued.de/" class="link-external">Hochschule Ostalb-Süd</a> betreiben wir das Transferzentrum Mikrofertigung; Kooperationspartner für Forschungsprojekte ist außerdem das <a href="https://www.ipa.fraunhofer.de/" class="link-external">Fraunhofer IPA</a> in Stuttgart.</p>
  <p>Über die Grenze hinweg arbeiten wir mit unserem Partnerverband <a href="https://www.swissmem.ch/" class="link-external">Swissmem</a> bei Normung und Exportfragen zusammen.</p>
  <p>Unser Mitgliederportal und alle Online-Seminare laufen auf der Lernplattform unseres Technologiepartners <a href="https://edudesk.io/" class="link-external">edudesk</a>.</p>
  <p>Über unsere Arbeit berichteten zuletzt die <a href="https://www.stuttgarter-zeitung.de/inhalt.feinwerktechnik-mittelstand.html">Stuttgarter Zeitung</a> und das Fachmagazin <a href="https://www.mav-online.de/">mav</a>.</p>
</div>`,
      ),
    },
  },
  technologies: ['plone', 'python', 'nginx', 'varnish', 'matomo-analytics', 'open-graph'],
  partners: {
    'hofer-messtechnik.de': 'generic',
    'kessler-praezision.com': 'generic',
    'mikrotek-schwarz.de': 'generic',
    'hahn-werkzeugbau.de': 'generic',
    'volksbank-donau-neckar.de': 'generic',
    'hs-ostalb-sued.de': 'generic',
    'fraunhofer.de': 'generic',
    'swissmem.ch': 'generic',
    'edudesk.io': 'technology',
  },
};
